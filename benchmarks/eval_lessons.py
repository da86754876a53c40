"""The suite's lessons dataset: the follow-up prompts of ``inject_eval.py``'s splits, asked as
a retrieval task of the recall pipeline over the KB each split captures from its transcripts.

Lesson notes are what users store, and the only other dataset of that kind (the reflect-memory
fixture, 16 queries) sits at its ceiling. Each split's prompts name the lessons that should come
back (``transcript#lesson-id``); a note is relevant to a prompt when it captures one of them
(``capture_eval.matches``, as in ``inject_eval``). Per prompt: R@5 = share of the named lessons
the KB holds that a note in the first 5 captures, MRR = 1 / rank of the first relevant note in
the first 10. A prompt none of whose lessons was captured has nothing to find and is left out;
a prompt that names none (chit-chat, near-misses) is scored as noise: 1 when recall returns
anything (the fixture's off-topic noise). The prompts were written for injection; recall ranking
was never tuned on them. The KB of each split is built once per capture code and embedder into
the suite's cache (``eval_all.py``), as ``inject_eval.py`` builds it (``inject_eval.split_kb``).
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import capture_eval as ce
import inject_eval as ie

#: the follow-up splits the dataset asks, by KB; ``dev`` is left out (written to tune injection on)
SPLITS = ("check", "check2", "check3", "check4", "check5", "check6", "check7", "check8", "check9")
ROOT = Path(__file__).resolve().parents[1]


def _signature(split: str) -> str:
    """What the split's KB depends on: its capture sets' expectations and transcripts, the
    capture code (``reflectgit/capture``) and the embedder; a change to any rebuilds it."""
    from reflectgit.index.embed import signature

    h = hashlib.sha1(signature().encode())
    for path in sorted((ROOT / "reflectgit" / "capture").rglob("*")):
        if path.is_file() and path.suffix in (".py", ".jsonl", ".json"):
            h.update(path.name.encode() + path.read_bytes())
    for name in ie.SPLIT_SETS[split][0]:
        expected = ce.SETS[name]
        h.update(expected.read_bytes())
        for exp in ce.load_expectations(expected):
            h.update((ce.DATA / exp["transcript"]).read_bytes())
    return h.hexdigest()[:12]


def cached_kb(cache: Path, split: str) -> tuple[Any, dict[str, list[str]]]:
    """(the split's KB, note id -> the lessons it captures as ``transcript#id``), built once."""
    from eval_all import cached

    from reflectgit.kb import KB

    def build(kb_dir: Path) -> tuple[Any, dict[str, list[str]]]:
        with ce.sandbox(None) as tmp:
            built, notes = ie.split_kb(tmp, split)
            shutil.copytree(built, kb_dir, symlinks=True)
        return KB.open(kb_dir), {nid: sorted(f"{n['transcript']}#{l['id']}" for l in n["lessons"])
                                 for nid, n in notes.items()}

    root = cache / f"lessons-{len(ie.SPLIT_SETS[split][0])}sets-{_signature(split)}"
    return cached(root, "lessons.json", build, f"lessons KB of {split} (captured)")


def scorer(named: set[str], lessons: dict[str, list[str]]) -> Callable[[list[str]], dict[str, float]]:
    """R@5 and MRR of a ranked list of note ids for a prompt naming ``named`` (held by the KB)."""

    def score(ranked: list[str]) -> dict[str, float]:
        found: set[str] = set()
        first = None
        for rank, nid in enumerate(ranked[:10], 1):
            got = named.intersection(lessons.get(nid, ()))
            if got and first is None:
                first = rank
            if rank <= 5:
                found |= got
        return {"R@5": len(found) / len(named), "MRR": 1.0 / first if first else 0.0}

    return score


def _noise(ranked: list[str]) -> dict[str, float]:
    return {"noise": 1.0 if ranked else 0.0}


def queries(split: str, lessons: dict[str, list[str]]) -> list[tuple[str, str, Callable[[list[str]], dict[str, float]]]]:
    """(query id, query, scorer) for each prompt of ``split`` that has something to find or must
    find nothing; the query is what the prompt hook would ask (``inject.query_of``)."""
    from reflectgit.inject import query_of

    held = {k for keys in lessons.values() for k in keys}
    out = []
    for i, line in enumerate(ie.SPLITS[split].read_text().splitlines()):
        item = json.loads(line)
        named = set(item["relevant"]) & held
        if item["relevant"] and not named:
            continue  # none of its lessons was captured: nothing to retrieve
        out.append((f"{split}#{i}", query_of(item["prompt"]), scorer(named, lessons) if named else _noise))
    return out


def parts(cache: Path, splits: tuple[str, ...] | None = None) -> Iterator[tuple[Any, dict[str, str], str, dict, list]]:
    """eval_all's dataset shape: (kb, keys, project, fixed options, queries) per split."""
    for split in splits or SPLITS:
        kb, lessons = cached_kb(cache, split)
        # notes are keyed by their own ids; the defaults apply, gate included (the search path)
        yield kb, {nid: nid for nid in lessons}, "eval", {}, queries(split, lessons)
