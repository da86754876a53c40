"""Build the labelled examples the capture's second opinion learns from
(``reflectgit/capture/lesson_examples.jsonl``, shipped as package data; see
:mod:`reflectgit.capture.meaning`).

Sources, all tunable (never the newest frozen sets, heldout8 ... heldout29, which judge the next change):

- the user and agent turns of the capture transcripts of every spent set (``SPENT``: dev, heldout and
  heldout2 ... heldout7, each of which has judged changes and had its first run recorded in
  RESULTS.md before it joined; benchmarks/data/capture/), labelled 1 when the turn holds most of the rule phrases of an expected
  lesson (a user turn: a correction, rule, root cause, decision or permission; an agent turn: a
  root cause), else 0;
- ``benchmarks/data/signals_labelled.jsonl`` (every kind but ``none`` is a lesson);
- ``benchmarks/data/lesson_lines_written.jsonl``: lines written for this by hand (lessons in many
  phrasings; chat, status reports, questions, task requests, bare orders, banter with trigger words;
  ``"role": "agent"``: causes an agent states vs. its narration, plans, summaries and descriptions).

Run:  .venv/bin/python benchmarks/capture_examples.py        (rewrites the package file)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
USER_KINDS = {"correction", "rule", "root_cause", "decision", "permission"}


def transcript_rows(set_name: str) -> list[dict]:
    from benchmarks.capture_eval import DATA, SETS, load_expectations, norm
    from reflectgit.capture.transcript import read

    rows = []
    for exp in load_expectations(SETS[set_name]):
        for t in read(DATA / exp["transcript"]).turns:
            if not t.text.strip() or t.role == "tool" or (t.role == "assistant" and t.tool):
                continue
            kinds = USER_KINDS if t.role == "user" else {"root_cause"}
            text = norm(t.text)
            hit = any(l.get("rule") and l["kind"] in kinds and sum(norm(p) in text for p in l["rule"]) * 2 > len(l["rule"])
                      for l in exp["lessons"])
            rows.append({"text": " ".join(t.text.split())[:600], "label": int(hit),
                         "role": "user" if t.role == "user" else "agent", "src": exp["transcript"]})
    return rows


#: the capture sets whose transcripts may be learnt from: every set that has judged changes (the
#: newest frozen set, which judges the next change, is never among them)
SPENT = ("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7")


def build(sets: tuple[str, ...] = SPENT) -> list[dict]:
    rows = [r for name in sets for r in transcript_rows(name)]
    data = ROOT / "benchmarks" / "data"
    for line in (data / "signals_labelled.jsonl").read_text().splitlines():
        if line.strip():
            r = json.loads(line)
            rows.append({"text": r["text"], "label": int(r["label"] != "none"), "role": "user", "src": "signals_labelled"})
    for line in (data / "lesson_lines_written.jsonl").read_text().splitlines():
        if line.strip():
            r = json.loads(line)
            rows.append({"text": r["text"], "label": int(r["label"]), "role": r.get("role", "user"), "src": "written"})
    return rows


def main() -> None:
    # the package ships what capture uses: user turns (an agent-cause model was tried and rejected,
    # see RESULTS.md; benchmarks/capture_meaning_cv.py --role agent still reads build()'s agent rows)
    rows = [r for r in build() if r["role"] == "user"]
    target = ROOT / "reflectgit" / "capture" / "lesson_examples.jsonl"
    target.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    pos = sum(r["label"] for r in rows)
    print(f"{len(rows)} examples ({pos} lessons, {len(rows) - pos} not) -> {target.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
