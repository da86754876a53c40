"""Injection quality: replay each held-out transcript's user prompts through the UserPromptSubmit
hook (``reflectgit.agent.run_hook``, the path Claude Code calls) against a KB captured from the
*other* transcripts (dev + held-out), and score what was injected.

The KB: every transcript of both sets captured once (``capture transcript --project eval
--branch main``, heuristic writer, no LLM) into one KB; for each held-out transcript T, a copy of
it where T's own notes are forgotten (tombstoned). T's prompts are then replayed in order as one
session (so a note injected once is not injected again, as in a real session).

Relevance (a key-phrase proxy, from the expectations files): a note is relevant to a prompt when
it captures an expected lesson L of the transcript it came from (benchmarks/capture_eval.py's
match) and the prompt contains most of L's rule phrases or one of its files by full path. Notes that capture no expected lesson are never relevant.

Part B, follow-up prompts: prompts written as a later session in the same project would type
them, each naming the expected lessons that should come back (``transcript#lesson-id``; [] for
chit-chat and unrelated tasks); each is a fresh session on the KB of all transcripts. A note is
relevant when it captures one of those lessons. Twenty-five splits: ``--split dev``
(benchmarks/data/inject_prompts_dev.jsonl, written 2026-11-25 for tuning the injection settings;
Part A is skipped) and ``--split check`` (benchmarks/data/capture/inject_prompts.jsonl, the
default: never tuned on; run once per change and record that first figure; since tuned on, so
spent). ``--split check2`` is the fresh held-out split of 2026-11-25: the KB holds every
transcript of dev, heldout and heldout2, part A replays heldout2's transcripts (leave-one-out) and
part B replays benchmarks/data/capture/inject_prompts2.jsonl. ``--split check3`` is the held-out
split of 2026-11-26 (benchmarks/data/capture/inject_prompts3.jsonl: 38 follow-ups, many of them
paraphrases that share no content word with their lesson, and 11 chit-chat or unrelated prompts
that must inject nothing), written before the gate change and without reading inject.py's rules;
its KB is the same as check2's and it has no part A (no new transcripts). ``--split check4`` is
the held-out split written late on 2026-11-26 (benchmarks/data/capture/inject_prompts4.jsonl: 63
follow-ups and 16 prompts that must inject nothing), wired as check3 (same KB, no part A); frozen
from the commit that added it; it has judged the test-fix/evidence-gap change of ``inject.pick``
(benchmarks/RESULTS.md) and is spent. ``--split check5`` is the held-out split written on
2026-11-27 (benchmarks/data/capture/inject_prompts5.jsonl: 127 follow-ups and 24 prompts that must
inject nothing), wired as check4 (same KB, no part A); frozen from the commit that added it; it has
judged the cap20b capture and inj20c injection changes (benchmarks/RESULTS.md). ``--split check6``
is the held-out split written after those runs on 2026-11-27
(benchmarks/data/capture/inject_prompts6.jsonl: 122 follow-ups and 24 prompts that must inject
nothing), wired as check5 (same KB, no part A; it names no lesson of the dev probes d85 and later,
added after check5); frozen from the commit that added it and not yet run. ``--split check7`` is
the held-out split written on 2026-11-27 over a larger KB, more like a real user's after weeks of
use (benchmarks/data/capture/inject_prompts7.jsonl: 103 follow-ups spread over all six sets and 25
prompts that must inject nothing, 12 of them near-misses): its KB holds every transcript of dev,
heldout, heldout2, heldout3, heldout4 and heldout5 (dev probes included), no part A; frozen from
the commit that added it (83299b3) and not yet run. ``--split check8`` is the held-out split written
on 2026-11-27 over a still larger KB (benchmarks/data/capture/inject_prompts8.jsonl: 114 follow-ups
spread over all eight sets and 26 prompts that must inject nothing, 13 of them near-misses): its KB
holds every transcript of dev (probes included) and heldout to heldout7, no part A; frozen from the
commit that added it and not yet run. ``--split check9`` is the held-out split written on
2026-11-27 over the largest KB yet (benchmarks/data/capture/inject_prompts9.jsonl: 83 follow-ups
spread over all ten sets and 28 prompts that must inject nothing, 13 of them near-misses): its KB
holds every transcript of dev (probes included) and heldout to heldout9, no part A; frozen from the
commit that added it. ``--split check10`` is the held-out split written on 2026-11-27 over the KB
of all twelve capture sets (benchmarks/data/capture/inject_prompts10.jsonl: 114 follow-ups spread
over all twelve sets and 26 prompts that must inject nothing, 13 of them near-misses): its KB holds
every transcript of dev (probes included) and heldout to heldout11, no part A; frozen from the
commit that added it (1f4e987); it has since judged two states (benchmarks/README.md).
``--split check11`` is the held-out split written on 2026-11-27 over the KB of all seventeen
capture sets, like a real user's after months of use (benchmarks/data/capture/inject_prompts11.jsonl:
141 follow-ups, at least 20 on each of heldout12 to heldout16, which no earlier split names, the
rest spread over the older sets, and 38 prompts that must inject nothing, 20 of them near-misses
on heldout12-16's projects): its KB holds every transcript of dev (probes included) and heldout to
heldout16, no part A; frozen from the commit that added it (c349598). ``--split check12`` is the
held-out split written on 2026-11-27 for the next injection change, over the same KB of all
seventeen capture sets (benchmarks/data/capture/inject_prompts12.jsonl: 119 follow-ups spread over
all seventeen sets, at least 5 on each older set and 11 on each of heldout12 to heldout16, 15 of
them touching two lessons, and 40 prompts that must inject nothing, 26 of them near-misses: a
lesson's project and file, another concern); written without reading inject.py, recall/ or
capture/ and without reading the other splits' prompts; frozen from the commit that added it
(bb798ac); it has since judged two states (benchmarks/README.md). ``--split check13`` is the
held-out split written on 2026-11-27 for the injection change after that, over the largest KB yet,
all eighteen capture sets (dev with its probes, heldout to heldout17), like a real user's after
months of use (benchmarks/data/capture/inject_prompts13.jsonl: 181 follow-ups spread over all
eighteen sets, at least 5 on each older set and 19 on each of heldout13 to heldout17, 19 of them
touching two lessons, and 41 prompts that must inject nothing, 27 of them near-misses: a lesson's
project and file, another concern); written without reading inject.py, recall/ or capture/ and
without reading the other splits' prompts; frozen from the commit that added it and not yet run
(only ``--build-only`` may be run on it before the change it judges). ``--split check14`` is the
held-out split written on 2026-11-27 for the injection change after that, over the KB of all
nineteen capture sets (dev with its probes, heldout to heldout18), like a real user's after months
of use (benchmarks/data/capture/inject_prompts14.jsonl: 142 follow-ups, at least 4 on each older
set and 11 on each of heldout14 to heldout18, 13 of them touching two lessons, and 45 prompts that
must inject nothing, 27 of them near-misses: a lesson's project and file, another concern); written
without reading inject.py, recall/ or capture/ and without reading the other splits' prompts; frozen
from the commit that added it; it has since judged two states (benchmarks/README.md). ``--split check15`` is the held-out split written on 2026-11-27 for the next
injection change, over the KB of all twenty-two capture sets (dev with its probes, heldout to
heldout21), like a real user's after months of use (benchmarks/data/capture/inject_prompts15.jsonl:
112 follow-ups, 4 on each older set and 10 on each of heldout18 to heldout21, 11 of them touching
two lessons, and 43 prompts that must inject nothing, 28 of them near-misses: a lesson's project
and file, another concern); written without reading inject.py, recall/ or capture/ and without
reading the other splits' prompts; frozen from the commit that added it; it has judged the
meaning-fit change and the final state of 2026-11-27 (spent). ``--split check16`` is the held-out
split written on 2026-11-27 for the injection change after that, over the largest KB yet, all
twenty-three capture sets (dev with its probes, heldout to heldout22), like a real user's after months
of use (benchmarks/data/capture/inject_prompts16.jsonl: 114 follow-ups, at least 3 on each older set
and 11 on each of heldout19 to heldout22, 12 of them touching two lessons, and 46 prompts that must
inject nothing, 31 of them near-misses: a lesson's project and file, another concern); written
without reading inject.py, recall/ or capture/ and without reading the other splits' prompts; frozen
from the commit that added it; it has judged the meaning-fit change and the final state of
2026-11-27 (spent). ``--split check17`` is the held-out split written on 2026-11-27 for the
injection change after that, over the largest KB yet, all twenty-four capture sets (dev with its
probes, heldout to heldout23), like a real user's after months of use
(benchmarks/data/capture/inject_prompts17.jsonl: 107 follow-ups, at least 3 on each older set and 10
on each of heldout20 to heldout23, 15 of them touching two lessons, and 44 prompts that must inject
nothing, 30 of them near-misses: a lesson's project and file, another concern); written without
reading inject.py, recall/ or capture/ and without reading the other splits' prompts; frozen from the
commit that added it; its first run (code of 2260252) and its run on the final state of 2026-11-27
are in RESULTS.md. ``--split check18`` is the held-out split written on 2026-11-27 after those runs,
for the next injection change, over the same KB of all twenty-four capture sets (dev with its
probes, heldout to heldout23) (benchmarks/data/capture/inject_prompts18.jsonl: 106 follow-ups, 3 on
each older set and 9 to 11 on each of heldout19 to heldout23, 18 of them touching two lessons, and
46 prompts that must inject nothing, 32 of them near-misses: a lesson's project and file, another
concern); written without reading inject.py, recall/ or capture/ and without reading the other
splits' prompts; frozen from the commit that added it; its first run (code of 2260252) and its run
on the final state of 2026-11-27 are in RESULTS.md. ``--split check19`` is the held-out split written on
2026-11-27 after check18's runs, for the injection change after that, over the same KB of all twenty-four
capture sets (benchmarks/data/capture/inject_prompts19.jsonl: 102 follow-ups, 3 on each older set and 9
on each of heldout19 to heldout23, 16 of them touching two lessons, and 48 prompts that must inject
nothing, 38 of them near-misses: a lesson's project and file, another concern); written without reading
inject.py, recall/ or capture/ and without reading the other splits' prompts; frozen from the commit
that added it; first run 2026-11-27 15:45 UTC, then it judged the entity arm, so it is spent
(benchmarks/RESULTS.md). ``--split check20`` is the
held-out split written on 2026-11-27 after check19, for the injection change after that, over the largest
KB yet: all twenty-five capture sets (dev with its probes, heldout to heldout24)
(benchmarks/data/capture/inject_prompts20.jsonl: 119 follow-ups, 3 on each older set and 9 to 16 on
each of heldout20 to heldout24, 12 of them touching two lessons, and 44 prompts that must inject
nothing, 32 of them near-misses: a lesson's project and file, another concern); written without
reading inject.py, recall/ or capture/ and without reading the other splits' prompts; frozen from the
commit that added it; first run 2026-11-27 18:31 UTC (benchmarks/RESULTS.md). ``--split check21`` is the
held-out split written on 2026-11-28 after check20 was spent, for the next injection change, over the
largest KB yet: all twenty-nine capture sets (dev with its probes, heldout to heldout28)
(benchmarks/data/capture/inject_prompts21.jsonl: 128 follow-ups, 3 or 4 on each older set and 12 on
each of heldout25 to heldout28, 17 of them touching two lessons, and 54 prompts that must inject
nothing, 44 of them near-misses: a lesson's project and file, another concern); written without
reading inject.py, recall/ or capture/ and without reading the other splits' prompts; frozen from the
commit that added it; first run 2026-11-28, then it judged inj22 and is spent (benchmarks/RESULTS.md).
``--split check22`` is the held-out split written on 2026-11-28 after check21 was spent, for the next
injection change, over the largest KB yet: all thirty capture sets (dev with its probes, heldout to
heldout29) (benchmarks/data/capture/inject_prompts22.jsonl: 125 follow-ups, 3 on each older set and 12
on each of heldout26 to heldout29, 16 of them touching two lessons, and 59 prompts that must inject
nothing, 48 of them near-misses: a lesson's project and file, another concern); written without
reading inject.py, recall/, capture/ or prompt_kind.py and without reading the other splits' prompts;
frozen from the commit that added it; first run 2026-11-28, then it judged inj23 and is spent
(benchmarks/RESULTS.md). ``--split check23`` is the held-out split written on 2026-11-28 after check22
was spent, for the next injection change, over the largest KB yet: all thirty-one capture sets (dev
with its probes, heldout to heldout30) (benchmarks/data/capture/inject_prompts23.jsonl: 128
follow-ups, 3 on each older set and 11 or 12 on each of heldout27 to heldout30, 17 of them touching
two lessons, and 57 prompts that must inject nothing, 46 of them near-misses: a lesson's project and
file or component, another concern); written without reading inject.py, recall/, capture/ or
prompt_kind.py and without reading the other splits' prompts; frozen from the commit that added it;
first run 2026-11-28, then it judged inj25 and is spent (benchmarks/RESULTS.md).
``--split check24`` is the held-out split written on 2026-11-28 after check23, for the next injection
change, over the largest KB yet: all thirty-five capture sets (dev with its probes, heldout to
heldout34) (benchmarks/data/capture/inject_prompts24.jsonl: 141 follow-ups, 3 on each older set and
12 on each of heldout31 to heldout34, 20 of them touching two lessons, and 62 prompts that must inject
nothing, 51 of them near-misses: a lesson's project and file or component, another concern); written
without reading inject.py, recall/, capture/ or prompt_kind.py and without reading the other splits'
prompts; frozen from the commit that added it; spent (it judged inj26's learned picker).
``--split check25`` is the held-out split written on 2026-11-28 after check24, for the injection
change after that, over the largest KB yet: all thirty-six capture sets (dev with its probes, heldout
to heldout35) (benchmarks/data/capture/inject_prompts25.jsonl: 144 follow-ups, 3 on each older set and
12 on each of heldout32 to heldout35, 19 of them touching two lessons, and 59 prompts that must inject
nothing, 49 of them near-misses: a lesson's project and file or component, another concern); written
without reading inject.py, recall/, capture/ or prompt_kind.py and without reading the other splits'
prompts; frozen from the commit that added it; spent (it judged inj28's trees, benchmarks/RESULTS.md).
``--split check26`` is the held-out split written on 2026-11-28 after check25, for a later injection
change, over the largest KB yet: all thirty-nine capture sets (dev with its probes, heldout to
heldout38) (benchmarks/data/capture/inject_prompts26.jsonl: 153 follow-ups, 3 on each older set and
12 on each of heldout35 to heldout38, 17 of them touching two lessons, and 58 prompts that must inject
nothing, 48 of them near-misses: a lesson's project and file or component, another concern); written
without reading inject.py, recall/, capture/ or prompt_kind.py and without reading the other splits'
prompts; frozen from the commit that added it; first run 2026-11-28 19:08, its candidates hand-labelled
(benchmarks/inject_audit.md): it judges the next injection change. ``--split check27`` is the held-out split
written on 2026-11-28 after check26, for a later injection change, over the largest KB yet: all
forty-one capture sets (dev with its probes, heldout to heldout40)
(benchmarks/data/capture/inject_prompts27.jsonl: 161 follow-ups, 3 or 4 on each older set and 11 or 12
on each of heldout37 to heldout40, and 69 prompts that must inject nothing, 59 of them near-misses: a
lesson's project and file or component, another concern), with complete labels: each follow-up names
every required lesson of its project (the transcript's and its set's same-project transcripts') that
benchmarks/inject_audit.md's rubric calls relevant, not only the one it was written from, and each line
lists the lessons read for it in a ``checked`` field (the loader ignores it); written without reading
inject.py, recall/, capture/ or prompt_kind.py and without reading the other splits' prompts; frozen
from the commit that added it; first run 2026-11-29 00:23 (RESULTS.md): it judges a later injection change.
The other splits keep their KB, so their figures are unchanged.
``--split check28`` is the held-out split written on 2026-11-29 after check26 and check27 had judged the
per-repository refit of the picker (inj35), over the largest KB yet: all sixty-four capture sets (dev
with its probes, heldout to heldout63) (benchmarks/data/capture/inject_prompts28.jsonl: 133 follow-ups,
one on each of the forty-one older sets and four on each of heldout41 to heldout63, and 65 prompts that
must inject nothing, 50 of them near-misses over 27 sets, 15 small talk or unrelated tasks), with
check27's complete labels over the prompt's whole repository (``checked``) and one field more: ``repo``,
the transcript whose repository the prompt is typed in (a follow-up's first lesson's; a near-miss's
own), which ``--per-repo`` reads instead of guessing; written without reading reflectgit/, RESULTS.md or
the other splits' prompts; frozen from the commit that added it (5bd3fa1); first run 2026-11-29 14:28 on
main 7d1686b's injection code (RESULTS.md): it judges the next injection change.

``--per-repo`` files each transcript's notes under the repository its session ran in (its ``cwd``, as
``capture transcript`` without ``--project`` does) and types each prompt in one repository, so a prompt
sees its own repository's notes as a user's does (benchmarks/eval_repos.py); without it every note is in
one project, ``eval``, the form every figure before 2026-11-29 12:00 was measured in.

A second proxy is reported beside the first (never instead of it: the figure of record stays
comparable with the history): a note of the lesson's own session also captures it when it holds
*at least* half of the lesson's rule phrases (``matches_wide``), so a root cause naming
``proxy_pass`` without the words "trailing slash" counts for the proxy_pass lesson.

Reports: injection precision (relevant injected notes / injected notes), missed relevant (relevant
notes in the KB that were not injected / relevant notes in the KB, summed over prompts), and
prompts that got an injection although nothing relevant existed.

Run: .venv/bin/python benchmarks/inject_eval.py [--split dev|check|check2|...|check28] [--show] [--json out.json]
     .venv/bin/python benchmarks/inject_eval.py --split check17 --build-only   # the KB alone, no prompt replayed
     .venv/bin/python benchmarks/inject_eval.py --split dev --small-kb --json out/small \
         --variant trees:REFLECTGIT_INJECT_PICKER=trees   # the prompts against KBs of a few notes, per state
     .venv/bin/python benchmarks/inject_eval.py --split check15 --json out/c15.json \
         --variant gap9:REFLECTGIT_INJECT_GAP=0.9   # also out/c15-gap9.json: the same KB build, other settings
(the injection, recall and capture settings under test, such as ``REFLECTGIT_INJECT_MIN_EVIDENCE``,
``REFLECTGIT_RECALL_FUSION`` or ``REFLECTGIT_CAPTURE_MODEL``, are read from the environment).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import capture_eval as ce  # noqa: E402
import eval_repos  # noqa: E402
from common import environment  # noqa: E402

#: what a run may compare; the sandbox clears every other REFLECTGIT_* variable (where things live)
KEPT_SETTINGS = ("REFLECTGIT_INJECT_", "REFLECTGIT_RECALL_", "REFLECTGIT_EMBED_PASSAGES", "REFLECTGIT_DEDUP_",
                 "REFLECTGIT_REVISE_", "REFLECTGIT_CAPTURE_MODEL", "REFLECTGIT_PROMPT_MAX_CHARS")
ID = re.compile(r"\[(lrn-[a-z0-9]+)\]")


def prompts_of(path: Path) -> list[str]:
    out = []
    for line in path.read_text().splitlines():
        rec = json.loads(line)
        if rec.get("type") == "user" and isinstance(rec.get("message", {}).get("content"), str):
            out.append(rec["message"]["content"])
    return out


def prompt_mentions(prompt: str, lesson: dict[str, Any]) -> bool:
    """The prompt holds most of the lesson's rule phrases (capture_eval's criterion) or one of its
    files by full path. (A first version also took any alternative phrase or a file's base name:
    generic words such as "after" made unrelated notes relevant.)"""
    p = ce.norm(prompt)
    rule = lesson.get("rule", [])
    if rule and sum(ce.norm(x) in p for x in rule) * 2 > len(rule):
        return True
    return any(ce.norm(f) in p for f in lesson.get("files", []) if f)


def matches_wide(view: dict[str, Any], lesson: dict[str, Any]) -> bool:
    """The second relevance proxy (``--proxy wide``, reported beside the first, never instead of
    it): a note of the lesson's own session captures it when it holds at least half of the
    lesson's rule phrases, not more than half. A root cause that names ``proxy_pass`` but says
    "without a URI part" instead of "trailing slash" counts; for rules of one or three phrases
    nothing changes."""
    n = len(lesson.get("rule", []))
    return n > 0 and ce.rule_hits(view, lesson) * 2 >= n


def build_base(root: Path, sets: tuple[str, ...] = ("dev", "heldout"),
               after_set: Any = None) -> tuple[Path, dict[str, dict[str, Any]]]:
    """One KB with every transcript of ``sets`` captured; returns (kb, note id -> {transcript, lessons it captures}).
    ``after_set(sets_so_far, kb, notes)``, when given, is called after each set is captured (``--many``)."""
    from click.testing import CliRunner

    from reflectgit.cli import cli
    from reflectgit.kb import KB

    kb = root / "kb"
    runner = CliRunner()
    assert runner.invoke(cli, ["init"], catch_exceptions=False).exit_code == 0
    notes: dict[str, dict[str, Any]] = {}
    for set_name in sets:
        for exp in ce.load_expectations(ce.SETS[set_name]):
            project = eval_repos.project_of(ce.DATA / exp["transcript"]) if PER_REPO else "eval"
            res = runner.invoke(cli, ["capture", "transcript", str(ce.DATA / exp["transcript"]), "--project", project,
                                      "--branch", "main", "--json"])
            out = json.loads(res.stdout) if res.exit_code == 0 else {"captured": []}
            k = KB.open(kb)
            for nid in out.get("captured", []):
                view = ce.note_view(k.get(nid))
                notes[nid] = {"transcript": exp["transcript"], "title": view["title"], "project": project,
                              "lessons": [l for l in exp["lessons"] if ce.matches(view, l)],
                              "lessons_wide": [l for l in exp["lessons"] if matches_wide(view, l)]}
        if after_set is not None:
            after_set(sets[:sets.index(set_name) + 1], kb, notes)
    return kb, notes


SPLITS = {"check": ce.DATA / "inject_prompts.jsonl", "dev": Path(__file__).resolve().parent / "data" / "inject_prompts_dev.jsonl",
          "check2": ce.DATA / "inject_prompts2.jsonl", "check3": ce.DATA / "inject_prompts3.jsonl",
          "check4": ce.DATA / "inject_prompts4.jsonl", "check5": ce.DATA / "inject_prompts5.jsonl",
          "check6": ce.DATA / "inject_prompts6.jsonl", "check7": ce.DATA / "inject_prompts7.jsonl",
          "check8": ce.DATA / "inject_prompts8.jsonl", "check9": ce.DATA / "inject_prompts9.jsonl",
          "check10": ce.DATA / "inject_prompts10.jsonl", "check11": ce.DATA / "inject_prompts11.jsonl",
          "check12": ce.DATA / "inject_prompts12.jsonl", "check13": ce.DATA / "inject_prompts13.jsonl",
          "check14": ce.DATA / "inject_prompts14.jsonl", "check15": ce.DATA / "inject_prompts15.jsonl",
          "check16": ce.DATA / "inject_prompts16.jsonl", "check17": ce.DATA / "inject_prompts17.jsonl",
          "check18": ce.DATA / "inject_prompts18.jsonl", "check19": ce.DATA / "inject_prompts19.jsonl",
          "check20": ce.DATA / "inject_prompts20.jsonl", "check21": ce.DATA / "inject_prompts21.jsonl",
          "check22": ce.DATA / "inject_prompts22.jsonl", "check23": ce.DATA / "inject_prompts23.jsonl",
          "check24": ce.DATA / "inject_prompts24.jsonl", "check25": ce.DATA / "inject_prompts25.jsonl",
          "check26": ce.DATA / "inject_prompts26.jsonl", "check27": ce.DATA / "inject_prompts27.jsonl",
          "check28": ce.DATA / "inject_prompts28.jsonl"}


def _through(last: int) -> tuple[str, ...]:
    """dev, heldout, heldout2 ... heldout<last>: the capture sets a split's KB holds."""
    return ("dev", "heldout", *(f"heldout{i}" for i in range(2, last + 1)))


# per split: the capture sets the KB is built from, and the set whose transcripts part A replays (None: no part A)
SPLIT_SETS: dict[str, tuple[tuple[str, ...], str | None]] = {
    "dev": (("dev", "heldout"), None), "check": (("dev", "heldout"), "heldout"),
    "check2": (("dev", "heldout", "heldout2"), "heldout2"), "check3": (("dev", "heldout", "heldout2"), None),
    "check4": (("dev", "heldout", "heldout2"), None), "check5": (("dev", "heldout", "heldout2"), None),
    "check6": (("dev", "heldout", "heldout2"), None),
    "check7": (_through(5), None),
    "check8": (_through(7), None),
    "check9": (_through(9), None),
    "check10": (_through(11), None),
    "check11": (_through(16), None),
    # check12: the same seventeen sets as check11 (its own tuple, so widening one split moves neither's figures)
    "check12": (_through(16), None),
    # check13: the largest KB yet, all eighteen capture sets (heldout17 added); its own tuple as well
    "check13": (_through(17), None),
    # check14: all nineteen capture sets (heldout18 added); its own tuple, so check13's figures stay where they are
    "check14": (_through(18), None),
    # check15: all twenty-two capture sets (heldout19-21 added); its own tuple, so check14's figures stay where they are
    "check15": (_through(21), None),
    # check16: all twenty-three capture sets (heldout22 added); its own tuple, so check15's figures stay where they are
    "check16": (_through(22), None),
    # check17: all twenty-four capture sets (heldout23 added); its own tuple, so check16's figures stay where they are
    "check17": (_through(23), None),
    # check18: the same twenty-four sets as check17 (its own tuple, so widening one split moves neither's figures)
    "check18": (_through(23), None),
    # check19: the same twenty-four sets as check18 (its own tuple, so widening one split moves neither's figures)
    "check19": (_through(23), None),
    # check20: all twenty-five capture sets (heldout24 added); its own tuple, so check19's figures stay where they are
    "check20": (_through(24), None),
    # check21: all twenty-nine capture sets (heldout25-28 added); its own tuple, so check20's figures stay where they are
    "check21": (_through(28), None),
    # check22: all thirty capture sets (heldout29 added); its own tuple, so check21's figures stay where they are
    "check22": (_through(29), None),
    # check23: all thirty-one capture sets (heldout30 added); its own tuple, so check22's figures stay where they are
    "check23": (_through(30), None),
    # check24: all thirty-five capture sets (heldout31-34 added); its own tuple, so check23's figures stay where they are
    "check24": (_through(34), None),
    # check25: all thirty-six capture sets (heldout35 added); its own tuple, so check24's figures stay where they are
    "check25": (_through(35), None),
    # check26: all thirty-nine capture sets (heldout36-38 added); its own tuple, so check25's figures stay where they are
    "check26": (_through(38), None),
    # check27: all forty-one capture sets (heldout39-40 added); its own tuple, so check26's figures stay where they are
    "check27": (_through(40), None),
    # check28: all sixty-four capture sets (heldout41-63 added); each line names the repository it is typed in
    "check28": (_through(63), None),
}


def eval_repo(root: Path) -> Path:
    """The code repo the prompts are typed in, ``root/eval`` (project "eval", branch main), made and
    made the working directory."""
    code = root / "eval"
    code.mkdir()
    subprocess.run(["git", "init", "-q", "-b", "main", str(code)], check=True)
    os.chdir(code)
    return code


def split_kb(root: Path, split: str) -> tuple[Path, dict[str, dict[str, Any]]]:
    """Build ``split``'s KB inside a sandbox ``root`` (:func:`capture_eval.sandbox`), as every run
    of the split does: the prompts' code repo ``root/eval`` (project "eval", branch main) is made
    the working directory, then every transcript of the split's capture sets is captured.
    Returns (kb, note id -> {transcript, lessons it captures}); ``eval_lessons.py`` reuses it."""
    eval_repo(root)
    return build_base(root, SPLIT_SETS[split][0])


#: the hits ``inject.pick`` judged for the last prompt (id, score, evidence, cosine, ...), when --trace is on
TRACE: list[dict[str, Any]] = []
TRACING = False
#: --per-repo: each transcript captured under its own repository, each prompt typed in one (eval_repos.py)
PER_REPO = False
#: the weight (specificity in the KB) of each of the last prompt's content words, when --trace is on
WEIGHTS: dict[str, float] = {}


def _note_meta(row: Any) -> dict[str, Any]:
    """A candidate note's own fields for the trace (title, confidence, proof, size, the short entries of its
    frontmatter such as its source's kind and signal): what a picker's measure may read besides the hook's."""
    keys = row.keys() if hasattr(row, "keys") else []
    out: dict[str, Any] = {k: row[k] for k in ("title", "confidence", "proof_count", "tokens", "tags", "rule", "fix")
                           if k in keys}
    try:
        fields = json.loads(row["fields"]) if "fields" in keys and row["fields"] else {}
    except (TypeError, ValueError):
        fields = {}
    small = {}
    for k, v in (fields.items() if isinstance(fields, dict) else []):
        if isinstance(v, dict):
            v = {a: b for a, b in v.items() if isinstance(b, (str, int, float, bool)) and len(str(b)) <= 80}
        if isinstance(v, (str, int, float, bool, dict)) and len(str(v)) <= 300:
            small[k] = v
    out["meta"] = small
    return out


def _traced_pick() -> None:
    """Wrap ``inject.fitting_notes`` (what the prompt hook decides through) so each prompt's
    candidates and their measures land in TRACE."""
    from reflectgit import inject

    real = inject.fitting_notes
    real_fit = inject.fit_to_prompt
    texts: dict[str, dict[str, str]] = {}

    def fit(prompt: str, hits: list[dict[str, Any]], rows: dict[str, Any], con: Any = None, *more: Any,
            **named: Any) -> None:
        from reflectgit import query_text
        from reflectgit.teaches import taught

        real_fit(prompt, hits, rows, con, *more, **named)  # whatever the hook passes, passed on
        WEIGHTS.clear()
        WEIGHTS.update(inject.specificity(con, query_text.content_terms(prompt)) if con is not None else {})
        for h in hits:  # what each hit's note teaches, with and without its files, for reading the trace
            row = rows.get(str(h.get("id")))
            if row is not None:
                texts[str(h["id"])] = {"text": taught(row), "lesson": taught(row, files=False), **_note_meta(row)}

    def pick(prompt: str, hits: list[dict[str, Any]], opts: Any = None) -> list[str]:
        from reflectgit.recall.pipeline import passes
        from reflectgit.recall.types import Options

        got = real(prompt, hits, opts)
        semantic = any("vector" in h.get("arm_scores", {}) for h in hits)
        gate = opts or Options()
        TRACE[:] = [{"id": str(h["id"]), "score": round(float(h.get("score") or 0), 4),
                          "evidence": round(inject.evidence(h, semantic), 3), "taught": h.get("taught"),
                          "cosine": round(float(h.get("arm_scores", {}).get("vector") or 0), 3), "teaches": h.get("teaches"),
                          "overlap": h.get("overlap"), "distinct": h.get("distinct"), "test_fix": h.get("test_fix"),
                          "episode": h.get("episode"), "names": h.get("names"), "rare": h.get("rare"),
                     "shared_names": h.get("shared_names"), "answers": h.get("answers", True), "names_test": h.get("names_test"), "beyond": h.get("beyond"),
                     "gate": passes(float(h.get("overlap") or 0.0), h.get("arm_scores", {}).get("vector"), gate,
                                    distinct=bool(h.get("distinct"))),
                     "picked": str(h["id"]) in got, "picker": h.get("picker"), **texts.get(str(h["id"]), {})}
                         for h in hits]
        return got

    global TRACING
    TRACING = True
    inject.fitting_notes = pick  # type: ignore[assignment]
    inject.fit_to_prompt = fit  # type: ignore[assignment]


def hook(session: str, cwd: Path, prompt: str) -> list[str]:
    from reflectgit.agent import run_hook

    raw = run_hook("UserPromptSubmit", json.dumps({"session_id": session, "cwd": str(cwd), "prompt": prompt,
                                                   "hook_event_name": "UserPromptSubmit"}))
    text = json.loads(raw)["hookSpecificOutput"]["additionalContext"] if raw else ""
    return list(dict.fromkeys(ID.findall(text)))


def typed_in(session: str, cwd: Path, prompt: str, repos: list[str]) -> list[str]:
    """The notes the hook injects for ``prompt`` typed in each of ``repos`` (one session each; their
    injections together, in order), or in the eval repository's one project when ``repos`` is empty."""
    if not repos:
        return hook(session, cwd, prompt)
    out: list[str] = []
    for k, repo in enumerate(repos):
        start = len(TRACE)
        with environment({"REFLECTGIT_PROJECT": repo, "REFLECTGIT_BRANCH": "main"}):
            out += hook(f"{session}-{k}" if k else session, cwd, prompt)
        for entry in TRACE[start:]:  # a prompt typed in several repositories: which one each candidate came from
            entry["repo"] = repo
    return list(dict.fromkeys(out))


def follow_ups(base: Path, code: Path, notes: dict[str, dict[str, Any]], prompts: Path,
               sets: tuple[str, ...] = ()) -> dict[str, Any]:
    """Part B: prompts written as a later session in the same project would type them, each with the
    lessons (transcript#id) that should come back; each prompt is a fresh session on the full KB. Only
    ``prompt``, ``relevant`` and, with ``--per-repo``, ``repo`` (the transcript whose repository the prompt
    is typed in, check28 on) are read: any other field of a line (``checked``, the lessons read when its
    labels were decided) is ignored."""
    os.environ["REFLECTGIT_HOME"] = str(base)
    keyed = {nid: {f"{n['transcript']}#{l['id']}" for l in n["lessons"]} for nid, n in notes.items()}
    wide = {nid: {f"{n['transcript']}#{l['id']}" for l in n.get("lessons_wide", n["lessons"])} for nid, n in notes.items()}
    repos = eval_repos.Repos({e["transcript"]: ce.DATA / e["transcript"] for s in sets
                              for e in ce.load_expectations(ce.SETS[s])}) if PER_REPO and sets else None
    rows = []
    for i, line in enumerate(prompts.read_text().splitlines()):
        item = json.loads(line)
        want = set(item["relevant"])
        TRACE.clear()
        WEIGHTS.clear()
        where = repos.of_prompt(item["prompt"], item["relevant"], item.get("repo")) if repos else []
        injected = typed_in(f"inject-eval-follow-up-{i}", code, item["prompt"], where)
        relevant = sorted(nid for nid, keys in keyed.items() if keys & want)
        relevant_wide = sorted(nid for nid, keys in wide.items() if keys & want)
        rows.append({"prompt": item["prompt"], "expected": sorted(want), "injected": injected,
                     "relevant_existing": relevant, "relevant_injected": [x for x in injected if x in relevant],
                     "relevant_existing_wide": relevant_wide,
                     "relevant_injected_wide": [x for x in injected if x in relevant_wide],
                     **({"repos": where} if repos else {}),
                     **({"trace": list(TRACE), "weights": dict(WEIGHTS)} if TRACING else {})})
    inj = sum(len(r["injected"]) for r in rows)
    rel_inj = sum(len(r["relevant_injected"]) for r in rows)
    with_rel = [r for r in rows if r["relevant_existing"]]
    neg = [r for r in rows if not r["expected"]]
    return {"prompts": len(rows), "prompts_expecting_a_lesson": sum(1 for r in rows if r["expected"]),
            "prompts_whose_lesson_is_in_the_kb": len(with_rel), "injected_notes": inj,
            "injection_precision": round(rel_inj / inj, 3) if inj else None,
            "relevant_in_kb_injected": round(sum(1 for r in with_rel if r["relevant_injected"]) / len(with_rel), 3) if with_rel else None,
            "prompts_missing_an_existing_relevant_note": sum(1 for r in with_rel if not r["relevant_injected"]),
            "negative_prompts": len(neg), "negative_prompts_with_injection": sum(1 for r in neg if r["injected"]),
            "wide_proxy": _wide_summary(rows), "rows": rows}


def _wide_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The headline figures under the second proxy (:func:`matches_wide`)."""
    inj = sum(len(r["injected"]) for r in rows)
    with_rel = [r for r in rows if r["relevant_existing_wide"]]
    return {"injection_precision": round(sum(len(r["relevant_injected_wide"]) for r in rows) / inj, 3) if inj else None,
            "relevant_in_kb_injected": round(sum(1 for r in with_rel if r["relevant_injected_wide"]) / len(with_rel), 3)
            if with_rel else None, "prompts_whose_lesson_is_in_the_kb": len(with_rel)}


def parse_variant(spec: str) -> tuple[str, dict[str, str]]:
    """``NAME:REFLECTGIT_X=1,REFLECTGIT_Y=2`` -> (NAME, settings); only settings a run may compare."""
    name, _, rest = spec.partition(":")
    pairs = dict(kv.split("=", 1) for kv in rest.split(",") if "=" in kv)
    if not name or not pairs or not all(k.startswith(KEPT_SETTINGS) for k in pairs):
        raise ValueError(f"--variant wants NAME:SETTING=VALUE[,SETTING=VALUE] of {KEPT_SETTINGS} (got {spec!r})")
    return name, pairs


def _variant_runs(base: Path, root: Path, notes: dict[str, dict[str, Any]], split: str,
                  variants: list[tuple[str, dict[str, str]]]) -> dict[str, Any]:
    """Part B again under each variant's settings, each on its own copy of the KB as built (copied
    before any prompt is replayed: a prompt's recall log and promotion counts stay in its own copy).
    The KB build is most of a split's run (22 min of 23 on check15 at load 15, 2026-11-28): settings
    are screened on one build instead of one each."""
    copies = {}
    for name, _ in variants:
        copies[name] = root / f"kb-variant-{name}"
        shutil.copytree(base, copies[name], symlinks=True)
    out = {}
    for name, env in variants:
        with environment(env):
            part = follow_ups(copies[name], root / "eval", notes, SPLITS[split], SPLIT_SETS[split][0])
        out[name] = {"settings": env, "follow_ups": {k: v for k, v in part.items() if k != "rows"},
                     "follow_up_rows": part["rows"]}
        shutil.rmtree(copies[name], ignore_errors=True)
    return out


def run(show: bool = False, split: str = "check", trace: bool = False,
        variants: list[tuple[str, dict[str, str]]] | None = None) -> dict[str, Any]:
    from click.testing import CliRunner

    from reflectgit.cli import cli

    if trace:
        _traced_pick()

    settings = {k: v for k, v in os.environ.items() if k.startswith(KEPT_SETTINGS)}
    with ce.sandbox(None) as root:
        os.environ.update(settings)  # the sandbox clears REFLECTGIT_*: the settings under test stay
        base, notes = split_kb(root, split)
        code = root / "eval"
        replay_set = SPLIT_SETS[split][1]
        if variants:  # the copies are taken before the default run writes its recall log into the KB
            variant_runs = _variant_runs(base, root, notes, split, variants)
        part_b = follow_ups(base, code, notes, SPLITS[split], SPLIT_SETS[split][0])
        rows = []
        for exp in ce.load_expectations(ce.SETS[replay_set]) if replay_set else []:
            kb = root / f"kb-{Path(exp['transcript']).stem}"
            shutil.copytree(base, kb, symlinks=True)
            os.environ["REFLECTGIT_HOME"] = str(kb)
            own = [nid for nid, n in notes.items() if n["transcript"] == exp["transcript"]]
            for nid in own:
                CliRunner().invoke(cli, ["forget", nid, "--reason", "inject eval: held out"], catch_exceptions=False)
            others = {nid: n for nid, n in notes.items() if nid not in own}
            session = "inject-eval-" + Path(exp["transcript"]).stem
            own_repo = [eval_repos.project_of(ce.DATA / exp["transcript"])] if PER_REPO else []
            for prompt in prompts_of(ce.DATA / exp["transcript"]):
                injected = typed_in(session, code, prompt, own_repo)
                relevant = {nid for nid, n in others.items() if any(prompt_mentions(prompt, l) for l in n["lessons"])}
                rows.append({"transcript": exp["transcript"], "prompt": prompt, "injected": injected,
                             "relevant_injected": [i for i in injected if i in relevant],
                             "relevant_existing": sorted(relevant)})
            shutil.rmtree(kb, ignore_errors=True)
    inj = sum(len(r["injected"]) for r in rows)
    rel_inj = sum(len(r["relevant_injected"]) for r in rows)
    rel_ex = sum(len(r["relevant_existing"]) for r in rows)
    with_rel = [r for r in rows if r["relevant_existing"]]
    totals = {"prompts": len(rows), "kb_notes": len(notes), "notes_capturing_a_lesson": sum(1 for n in notes.values() if n["lessons"]),
              "prompts_with_injection": sum(1 for r in rows if r["injected"]), "injected_notes": inj,
              "injection_precision": round(rel_inj / inj, 3) if inj else None,
              "prompts_with_a_relevant_note": len(with_rel),
              "relevant_notes_not_injected": rel_ex - rel_inj,
              "missed_relevant_share": round((rel_ex - rel_inj) / rel_ex, 3) if rel_ex else None,
              "prompts_missing_a_relevant_note": sum(1 for r in with_rel if set(r["relevant_existing"]) - set(r["injected"])),
              "prompts_injected_with_nothing_relevant": sum(1 for r in rows if r["injected"] and not r["relevant_existing"])}
    titles = {nid: n["title"] for nid, n in notes.items()}
    if show:
        for r in rows:
            if r["injected"] or r["relevant_existing"]:
                print(f"{Path(r['transcript']).stem}: {r['prompt'][:90]!r}")
                for i in r["injected"]:
                    print(f"    injected {'RELEVANT' if i in r['relevant_injected'] else 'irrelevant'}: {titles.get(i, i)[:100]!r}")
                for i in set(r["relevant_existing"]) - set(r["injected"]):
                    print(f"    not injected, relevant: {titles.get(i, i)[:100]!r}")
        print("-- follow-up prompts --")
        for r in part_b["rows"]:
            print(f"{r['prompt'][:90]!r} expects {len(r['expected'])}, in KB {len(r['relevant_existing'])}")
            for i in r["injected"]:
                print(f"    injected {'RELEVANT' if i in r['relevant_injected'] else 'irrelevant'}: {titles.get(i, i)[:100]!r}")
    b_totals = {k: v for k, v in part_b.items() if k != "rows"}
    return {"writer": "heuristic-only", "split": split, "settings": settings, "per_repo": PER_REPO, "replay_heldout": totals, "follow_ups": b_totals, "prompts": rows,
            "follow_up_rows": part_b["rows"], "notes": notes, **({"variants": variant_runs} if variants else {})}


def run_many(splits: list[str], out_dir: Path, trace: bool = True) -> dict[str, Any]:
    """Every split in ``splits`` from ONE build: their capture sets are all prefixes of the largest
    split's (dev, heldout, heldout2, ... captured in that order, as each split's own build does), so
    the KB is built once and, after each set, a copy of it as it then stands replays the follow-ups
    of the splits whose KB ends there (each on its own copy: one split's recall log never reaches
    another's). Part A (``check``, ``check2``) is not replayed. One report per split,
    ``out_dir/SPLIT.json``, the shape ``run`` writes (``--compare`` and inject_picker_fit.py read it)."""
    if trace:
        _traced_pick()
    settings = {k: v for k, v in os.environ.items() if k.startswith(KEPT_SETTINGS)}
    largest = max((SPLIT_SETS[s][0] for s in splits), key=len)
    for s in splits:
        if SPLIT_SETS[s][0] != largest[:len(SPLIT_SETS[s][0])]:
            raise ValueError(f"{s}'s capture sets are not a prefix of {largest[-1]}'s")
    out_dir.mkdir(parents=True, exist_ok=True)
    done: dict[str, Any] = {}

    def after(sofar: tuple[str, ...], kb: Path, notes: dict[str, dict[str, Any]]) -> None:
        import time

        here = [s for s in splits if SPLIT_SETS[s][0] == sofar]
        for s in here:
            copy = kb.parent / f"kb-split-{s}"
            shutil.copytree(kb, copy, symlinks=True)
            start = time.time()
            part = follow_ups(copy, kb.parent / "eval", notes, SPLITS[s], sofar)
            os.environ["REFLECTGIT_HOME"] = str(kb)  # the build goes on in the KB itself
            shutil.rmtree(copy, ignore_errors=True)
            summary = {k: v for k, v in part.items() if k != "rows"}
            (out_dir / f"{s}.json").write_text(json.dumps(
                {"split": s, "settings": settings, "per_repo": PER_REPO, "follow_ups": summary, "follow_up_rows": part["rows"],
                 "notes": dict(notes), "kb_sets": list(sofar)}, indent=1, default=str))
            done[s] = {"kb_notes": len(notes), "seconds": round(time.time() - start, 1)}
            print(f"{s}: {len(notes)} notes, replayed in {done[s]['seconds']} s", file=sys.stderr, flush=True)

    with ce.sandbox(None) as root:
        os.environ.update(settings)
        eval_repo(root)
        build_base(root, largest, after)
    return done


def small_kbs(split: str, variants: list[tuple[str, dict[str, str]]], seed: int = 0, most: int = 40,
              size: tuple[int, int] = (5, 20)) -> dict[str, Any]:
    """The small-KB check: a new user's KB holds a few notes, not the thousands the splits' KBs hold.
    For each transcript whose lessons ``split``'s prompts name (at most ``most``, in file order), a KB of
    ``size`` notes: that transcript captured first, then other transcripts of the split's capture sets
    in a seeded random order until it holds at least ``size[0]`` notes (a transcript leaves 1-5, so the KBs
    come out at 5-7 notes, the few-notes end where the trees picker failed; a KB past ``size[1]`` is skipped). The prompts that name the transcript's lessons are replayed on a copy of it under each
    variant's settings. One report per variant (the shape ``follow_ups`` writes, ``--compare`` reads)."""
    import tempfile

    from click.testing import CliRunner

    from reflectgit.cli import cli
    from reflectgit.kb import KB

    items = [json.loads(line) for line in SPLITS[split].read_text().splitlines()]
    by_transcript: dict[str, list[dict[str, Any]]] = {}
    for item in items:
        for key in item["relevant"]:
            by_transcript.setdefault(key.split("#")[0], [])
            if item not in by_transcript[key.split("#")[0]]:
                by_transcript[key.split("#")[0]].append(item)
    pool = {e["transcript"]: e for s in SPLIT_SETS[split][0] for e in ce.load_expectations(ce.SETS[s])}
    settings = {k: v for k, v in os.environ.items() if k.startswith(KEPT_SETTINGS)}
    rng = random.Random(seed)
    out: dict[str, Any] = {name: {"split": f"{split}-small", "settings": env, "follow_up_rows": [], "notes": {}}
                           for name, env in variants}
    sizes = []
    for transcript in [t for t in by_transcript if t in pool][:most]:
        others = [t for t in pool if t != transcript]
        rng.shuffle(others)
        with ce.sandbox(None) as root:
            os.environ.update(settings)
            code = eval_repo(root)
            runner = CliRunner()
            assert runner.invoke(cli, ["init"], catch_exceptions=False).exit_code == 0
            kb = root / "kb"
            notes: dict[str, dict[str, Any]] = {}
            for t in [transcript, *others]:
                if len(notes) >= size[0]:
                    break
                exp = pool[t]
                res = runner.invoke(cli, ["capture", "transcript", str(ce.DATA / t), "--project", "eval",
                                          "--branch", "main", "--json"])
                got = json.loads(res.stdout).get("captured", []) if res.exit_code == 0 else []
                k = KB.open(kb)
                for nid in got:
                    view = ce.note_view(k.get(nid))
                    notes[nid] = {"transcript": t, "title": view["title"],
                                  "lessons": [l for l in exp["lessons"] if ce.matches(view, l)],
                                  "lessons_wide": [l for l in exp["lessons"] if matches_wide(view, l)]}
            if not size[0] <= len(notes) <= size[1]:
                continue
            sizes.append(len(notes))
            prompts = Path(tempfile.mkstemp(suffix=".jsonl", dir=root)[1])
            prompts.write_text("".join(json.dumps(i) + "\n" for i in by_transcript[transcript]))
            for name, env in variants:
                copy = root / f"kb-{name}"
                shutil.copytree(kb, copy, symlinks=True)
                with environment(env):
                    part = follow_ups(copy, code, notes, prompts)
                for r in part["rows"]:
                    r["kb"] = transcript
                out[name]["follow_up_rows"] += part["rows"]
                out[name]["notes"].update(notes)
    for rep in out.values():
        rows = rep["follow_up_rows"]
        with_rel = [r for r in rows if r["relevant_existing"]]
        inj = sum(len(r["injected"]) for r in rows)
        rep["follow_ups"] = {"kbs": len(sizes), "kb_notes": [min(sizes, default=0), max(sizes, default=0)],
                             "prompts": len(rows), "prompts_whose_lesson_is_in_the_kb": len(with_rel),
                             "relevant_in_kb_injected": sum(1 for r in with_rel if r["relevant_injected"]),
                             "injected_notes": inj,
                             "injection_precision": round(sum(len(r["relevant_injected"]) for r in rows) / inj, 3) if inj else None}
    return out


# -- paired bootstrap over follow-up prompts -------------------------------------------------------
def build_only(split: str) -> dict[str, Any]:
    """Build a split's KB as ``run`` does and describe it, without sending one prompt through the
    hook: a new split's KB can be checked (does it build, how many notes, how many of the lessons
    the split names it holds) without printing an injection figure that would spend the split."""
    with ce.sandbox(None) as root:
        _, notes = split_kb(root, split)
    kb_sets = SPLIT_SETS[split][0]
    captured = {f"{n['transcript']}#{l['id']}" for n in notes.values() for l in n["lessons"]}
    named = {k for line in SPLITS[split].read_text().splitlines() for k in json.loads(line)["relevant"]}
    lessons = sum(len(r["lessons"]) for s in kb_sets for r in ce.load_expectations(ce.SETS[s]))
    return {"split": split, "kb_sets": list(kb_sets), "kb_notes": len(notes),
            "notes_capturing_a_lesson": sum(1 for n in notes.values() if n["lessons"]),
            "expected_lessons": lessons, "expected_lessons_captured": len(captured),
            "lessons_the_split_names": len(named), "of_which_captured": len(named & captured)}


def _follow_up_metrics(rows: list[dict[str, Any]]) -> dict[str, float]:
    inj = sum(len(r["injected"]) for r in rows)
    with_rel = [r for r in rows if r["relevant_existing"]]
    neg = [r for r in rows if not r["expected"]]
    out = {"injection_precision": sum(len(r["relevant_injected"]) for r in rows) / inj if inj else 0.0,
           "relevant_in_kb_injected": sum(1 for r in with_rel if r["relevant_injected"]) / len(with_rel) if with_rel else 0.0,
           "negatives_with_injection": sum(1 for r in neg if r["injected"]) / len(neg) if neg else 0.0}
    if all("relevant_injected_wide" in r for r in rows):  # reports from before the second proxy lack it
        wide = [r for r in rows if r["relevant_existing_wide"]]
        out["injection_precision_wide"] = sum(len(r["relevant_injected_wide"]) for r in rows) / inj if inj else 0.0
        out["relevant_in_kb_injected_wide"] = (sum(1 for r in wide if r["relevant_injected_wide"]) / len(wide)
                                               if wide else 0.0)
    return out


def paired_bootstrap(a: dict[str, Any], b: dict[str, Any], n: int = 2000, seed: int = 0) -> dict[str, Any]:
    """b - a for each follow-up metric, with a 95% interval from resampling the prompts (paired by
    prompt text: note ids differ between KB builds, the prompts do not)."""
    ra = {r["prompt"]: r for r in a["follow_up_rows"]}
    rb = {r["prompt"]: r for r in b["follow_up_rows"]}
    keys = [k for k in ra if k in rb]
    rng = random.Random(seed)
    samples = [[rng.choice(keys) for _ in keys] for _ in range(n)]
    whole_a, whole_b = _follow_up_metrics([ra[k] for k in keys]), _follow_up_metrics([rb[k] for k in keys])
    out = {}
    for name in [n for n in whole_a if n in whole_b]:
        diffs = sorted(_follow_up_metrics([rb[k] for k in s])[name] - _follow_up_metrics([ra[k] for k in s])[name]
                       for s in samples)
        out[name] = {"before": round(whole_a[name], 3), "after": round(whole_b[name], 3),
                     "diff": round(whole_b[name] - whole_a[name], 3),
                     "ci95": [round(diffs[int(0.025 * n)], 3), round(diffs[int(0.975 * n) - 1], 3)]}
    return {"split": b.get("split"), "prompts": len(keys), "metrics": out}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--split", choices=sorted(SPLITS), default="check",
                    help="follow-up prompts: dev (tune on it), check and check2 (spent), check3 (judged the gate change), "
                         "check4 (spent: judged six states), check5 (judged cap20b and inj20c) or "
                         "check6 and check7 (spent), check8 (judged two states), "
                         "check9 (judged two states), "
                         "check10 (judged two states: the KB of twelve capture sets), "
                         "check11 (frozen: the KB of all seventeen capture sets), "
                         "check12 (judged two states: the same KB of seventeen sets), "
                         "check13 (frozen, spent: the KB of all eighteen sets), "
                         "check14 (spent: the KB of all nineteen sets), "
                         "check15 (frozen, spent: the KB of all twenty-two sets), "
                         "check16 (frozen, spent: the KB of all twenty-three sets), "
                         "check17 (frozen, spent: the KB of all twenty-four sets), "
                         "check18 (frozen, judged one state: the same KB of twenty-four sets), "
                         "check19 (frozen, spent: the same KB of twenty-four sets), "
                         "check20 (frozen, spent: the KB of all twenty-five sets), "
                         "check21 (frozen, spent: the KB of all twenty-nine sets), "
                         "check22 (frozen, spent: the KB of all thirty sets), "
                         "check23 (frozen, spent: the KB of all thirty-one sets), "
                         "check24 (frozen, spent: the KB of all thirty-five sets), "
                         "check25 (frozen, spent: the KB of all thirty-six sets), "
                         "check26 (frozen, first run 2026-11-28 19:08, every candidate hand-labelled: judges the next injection change; the KB of all thirty-nine sets), "
                         "check27 (frozen, first run 2026-11-29 00:23: the KB of all forty-one sets, complete labels), "
                         "check28 (frozen, first run 2026-11-29 14:28: the KB of all sixty-four sets, complete labels, each prompt's "
                         "repository named; judges the next injection change)")
    ap.add_argument("--show", action="store_true")
    ap.add_argument("--per-repo", action="store_true",
                    help="The user's path: each transcript captured under the repository it ran in (its cwd), each "
                         "prompt typed in one repository (benchmarks/eval_repos.py); without it, one project for all.")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--trace", action="store_true",
                    help="Keep, per follow-up prompt, every hit inject.pick judged and its measures (in --json).")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME:SETTING=VALUE[,...]",
                    help="Replay the follow-ups again with these settings on a copy of the same KB build (repeatable); "
                         "with --json each variant is also written as a report of its own, FILE-NAME.json, for --compare.")
    ap.add_argument("--build-only", action="store_true",
                    help="Build the split's KB and print its note counts; no prompt is replayed (no injection figure).")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"),
                    help="Paired bootstrap (over prompts) of AFTER - BEFORE from two --json reports of one split.")
    ap.add_argument("--many", metavar="SPLIT,SPLIT,...",
                    help="Run these splits' follow-ups from one KB build (their capture sets are prefixes of one "
                         "another's); one report per split in --json's folder (FOLDER/SPLIT.json). No summary is printed.")
    ap.add_argument("--small-kb", action="store_true",
                    help="The small-KB check: the split's prompts against KBs of a few notes (5-7) that hold their lesson's "
                         "transcript, under the default settings and each --variant; one report per state in --json's "
                         "folder (FOLDER/SPLIT-small-NAME.json, 'default' for the settings as they are) and a summary.")
    args = ap.parse_args(argv)
    global PER_REPO
    PER_REPO = args.per_repo
    if args.small_kb:
        if args.trace:  # each prompt's candidates and measures, for replaying other pickers on the same KBs
            _traced_pick()
        states = [("default", {})] + [parse_variant(v) for v in args.variant]
        reps = small_kbs(args.split, states)
        for name, rep in reps.items():
            print(name, json.dumps(rep["follow_ups"]))
            if args.json:
                args.json.mkdir(parents=True, exist_ok=True)
                (args.json / f"{args.split}-small-{name}.json").write_text(json.dumps(rep, indent=1, default=str))
        return
    if args.many:
        if not args.json:
            ap.error("--many wants --json FOLDER")
        run_many([s for s in args.many.split(",") if s], args.json, args.trace)
        return
    if args.compare:
        a, b = (json.loads(p.read_text()) for p in args.compare)
        print(json.dumps(paired_bootstrap(a, b)))
        return
    if args.build_only:
        print(json.dumps(build_only(args.split)))
        return
    try:
        variants = [parse_variant(v) for v in args.variant]
    except ValueError as e:
        ap.error(str(e))
    rep = run(args.show, args.split, args.trace, variants)
    replayed = SPLIT_SETS[args.split][1]
    if replayed:
        label = "held-out" if replayed == "heldout" else replayed  # check's line reads as it always did
        print(f"replay of the {label} prompts (leave-one-out KB):", json.dumps(rep["replay_heldout"]))
    print("follow-up prompts (full KB):", json.dumps({k: v for k, v in rep["follow_ups"].items() if k != "wide_proxy"}))
    print("  the same under the second proxy (a note of the lesson's session holding half its rule phrases):",
          json.dumps(rep["follow_ups"]["wide_proxy"]))
    for name, var in rep.get("variants", {}).items():
        print(f"follow-up prompts, variant {name} {json.dumps(var['settings'])}:",
              json.dumps({k: v for k, v in var["follow_ups"].items() if k != "wide_proxy"}))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        for name, var in rep.get("variants", {}).items():  # each a report --compare reads
            args.json.with_name(f"{args.json.stem}-{name}.json").write_text(json.dumps(
                {"split": args.split, "variant": name, **var, "notes": rep["notes"]}, indent=1, default=str))
        args.json.write_text(json.dumps({k: v for k, v in rep.items() if k != "variants"}, indent=1, default=str))


if __name__ == "__main__":
    main()
