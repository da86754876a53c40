"""How well belief revision tells a lesson's opposite from another lesson about the same thing.

Reads ``benchmarks/data/contradiction_pairs.jsonl``: one pair of notes (``old`` already in the
KB, ``new`` arriving; each a title and a rule) and whether the new one says the opposite of the
old. ``src``: ``repo``, 13 pairs from the tests and the code's comments; ``written``, 25 opposites
and 44 same-topic pairs that are not opposites, written before the detection was tuned on them
(then tuned on: in-sample); ``heldout``, 12 and 20 more written after the tuning, never tuned on.

Each pair goes through what capture, MCP ``add_learning`` and ``add`` decide with
(:func:`reflectgit.capture.revise.decide`): the two notes' vectors as the vector index holds
them (:func:`reflectgit.index.db.embed_text`), their cosine as the neighbour's similarity.
A pair counts as detected when the decision is ``supersede`` or ``pending-contradiction``.

``--lessons``: also every pair of the 215 distinct lessons of ``lesson_lines_written.jsonl`` (written
for capture, one lesson each, none another's opposite) whose cosine passes the gate, and how many of
them revision would take for opposites (each should be 0; the ones taken are printed).

Run:  .venv/bin/python benchmarks/contradiction_pairs.py [--show] [--lessons]   (~5 s)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "contradiction_pairs.jsonl"


def pairs() -> list[dict[str, Any]]:
    return [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


def judge(rows: list[dict[str, Any]]) -> list[tuple[dict[str, Any], bool, float]]:
    """Each pair with whether revision took the new note for the old one's opposite, and their cosine."""
    from reflectgit.capture import revise
    from reflectgit.index.db import embed_text
    from reflectgit.index.embed import embed
    from reflectgit.note import Note

    def note(fields: dict[str, Any], nid: str) -> Note:
        return Note.new({"id": nid, "status": "active", "type": "rule", **fields}, "")

    olds = [note(r["old"], "lrn-old00000") for r in rows]
    news = [note(r["new"], "lrn-new00000") for r in rows]
    vecs = embed([embed_text(n) for n in olds + news])
    out = []
    for i, r in enumerate(rows):
        sim = float(vecs[i] @ vecs[len(rows) + i])
        d = revise.decide(news[i].meta, [(olds[i].id, sim)], {olds[i].id: olds[i]})
        out.append((r, d.action in ("supersede", "pending-contradiction"), sim))
    return out


def main(argv: list[str]) -> None:
    judged = judge(pairs())
    for name, keep in (("repo", lambda r: r["src"].startswith("repo")), ("written", lambda r: r["src"] == "written"),
                       ("heldout", lambda r: r["src"] == "heldout")):
        rows = [(r, hit) for r, hit, _ in judged if keep(r)]
        opp = [hit for r, hit in rows if r["opposite"]]
        non = [hit for r, hit in rows if not r["opposite"]]
        tp, fp = sum(opp), sum(non)
        print(f"{name:8s} opposites caught {tp}/{len(opp)} ({tp / max(1, len(opp)):.2f}), "
              f"non-opposites taken for one {fp}/{len(non)} ({fp / max(1, len(non)):.2f})")
    if "--show" in argv:
        for r, hit, sim in judged:
            if hit != r["opposite"]:
                print(f"  {'missed' if r['opposite'] else 'false '} cos {sim:.3f}  {r['old']['rule']!r} / {r['new']['rule']!r}")


def lessons() -> None:
    from reflectgit.capture import revise
    from reflectgit.index.embed import embed

    rows = [json.loads(line) for line in (DATA.parent / "lesson_lines_written.jsonl").read_text().splitlines() if line]
    texts = sorted({r["text"] for r in rows if r.get("label") == 1})
    sims = embed(texts) @ embed(texts).T
    pairs = [(i, j) for i in range(len(texts)) for j in range(i + 1, len(texts)) if sims[i, j] >= revise.CONTRADICTION_SIM]
    taken = [(texts[i], texts[j]) for i, j in pairs if revise.contradicts(texts[i], texts[j])]
    print(f"lessons  {len(texts)} distinct, {len(pairs)} pairs at cosine >= {revise.CONTRADICTION_SIM}, "
          f"{len(taken)} taken for opposites")
    for a, b in taken:
        print(f"  {a!r} / {b!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
    if "--lessons" in sys.argv:
        lessons()
