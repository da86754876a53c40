"""The relevance gate on paraphrases and off-topic queries, over two KBs of different kinds.

``benchmarks/data/gate_queries.jsonl`` holds, per KB and split, **paraphrases** (queries that share
no content word with the note they ask for: "how do I ship code to production" for the Fly.io
deploy note) and **off-topic** queries that sound like the KB's domain but have no note
("terraform state locking ..." in a KB of ops lessons); the dev split also has **near-misses**,
added after the gate change: the same technology as a note, another problem ("pyenv install
fails missing openssl headers" next to the pyenv PATH note). KBs: ``fixture`` (the reflect-memory
fixture's 20 notes, ../shared/data/reflect-memory-eval) and ``capture`` (every capture-eval
transcript captured by the heuristic writer, as ``inject_eval.py --split check2`` builds it;
labels ``transcript#lesson``). Splits: ``dev`` (tune on it) and ``heldout`` (run once per change).

Each query goes through ``Recall.search`` with the default options (the path of ``reflectgit
search``, the MCP tool and per-prompt injection). Reported per KB: the paraphrase **pass rate**
(the gate let something through), **R@5** with the gate as it is and with the gate off (a relevant
note among the first five), and the off-topic and near-miss **noise** (share of those queries that
return anything). The script also checks that every paraphrase really shares no content word with its
note (``shared_words`` lists the exceptions).

Run: .venv/bin/python benchmarks/relevance_gate.py [--split dev|heldout|all] [--distinct-margin X] [--json OUT] [--show]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

QUERIES = Path(__file__).resolve().parent / "data" / "gate_queries.jsonl"
FIXTURE = Path(__file__).resolve().parents[2] / "shared" / "data" / "reflect-memory-eval"


def load(split: str) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in QUERIES.read_text().splitlines() if line.strip()]
    return [r for r in rows if split == "all" or r["split"] == split]


def fixture_kb(root: Path) -> tuple[Any, dict[str, set[str]]]:
    """The fixture KB; label (file stem) -> note ids."""
    from eval_fixture import build

    kb, names = build(FIXTURE, root / "fixture-kb")
    out: dict[str, set[str]] = {}
    for nid, stem in names.items():
        out.setdefault(stem, set()).add(nid)
    return kb, out


def capture_kb(root: Path) -> tuple[Any, dict[str, set[str]]]:
    """The capture-eval KB (inject_eval's check2 KB); label (transcript#lesson) -> note ids."""
    import inject_eval as ie

    from reflectgit.kb import KB

    path, notes = ie.build_base(root, ("dev", "heldout", "heldout2"))
    out: dict[str, set[str]] = {}
    for nid, n in notes.items():
        for lesson in n["lessons"]:
            out.setdefault(f"{n['transcript']}#{lesson['id']}", set()).add(nid)
    return KB.open(path), out


def shared_words(recall: Any, query: str, ids: set[str]) -> list[str]:
    """Content words of ``query`` that one of its notes contains (a paraphrase should have none)."""
    from reflectgit import query_text as qtext

    rows = recall.rows(sorted(ids))
    have: set[str] = set()
    for row in rows.values():
        have |= qtext.stems_of(" ".join(str(row[k] or "") for k in ("title", "body")))
    return [t for t in qtext.content_terms(query) if qtext.overlap([t], "", have=frozenset(have))]


def evaluate(kb: Any, labels: dict[str, set[str]], queries: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    from reflectgit.project import Context
    from reflectgit.recall import Options
    from reflectgit.recall.choose import open_recall

    recall = open_recall(kb, Context(project="eval", branch="main", default_branch="main"))
    recall.index.sync()
    recall.search("warm up the model", Options(log=False, cache=False))
    rows = []
    for q in queries:
        want = set().union(*(labels.get(r, set()) for r in q["relevant"])) if q["relevant"] else set()
        res = recall.search(q["query"], Options(log=False, cache=False, **options))
        off = recall.search(q["query"], Options(log=False, cache=False, **{**options, "min_overlap": 0.0}))
        row = {"query": q["query"], "kind": q["kind"], "split": q["split"], "returned": len(res.hits),
               "gate": res.gate, "top": [h.id for h in res.hits[:5]]}
        if q["kind"] == "paraphrase":
            row["in_kb"] = bool(want)
            row["hit5"] = bool(want & {h.id for h in res.hits[:5]})
            row["hit5_gate_off"] = bool(want & {h.id for h in off.hits[:5]})
            row["shared_words"] = shared_words(recall, q["query"], want) if want else []
        rows.append(row)
    para = [r for r in rows if r["kind"] == "paraphrase" and r["in_kb"]]
    offt = [r for r in rows if r["kind"] == "offtopic"]
    near = [r for r in rows if r["kind"] == "near-miss"]

    def share(values: list[bool]) -> float | None:
        return round(sum(values) / len(values), 3) if values else None

    return {"paraphrases": len(para), "paraphrase_pass": share([r["returned"] > 0 for r in para]),
            "paraphrase_r5": share([r["hit5"] for r in para]),
            "paraphrase_r5_gate_off": share([r["hit5_gate_off"] for r in para]),
            "offtopic": len(offt), "offtopic_noise": share([r["returned"] > 0 for r in offt]),
            "near_miss": len(near), "near_miss_noise": share([r["returned"] > 0 for r in near]),
            "shared_words": {r["query"]: r["shared_words"] for r in para if r["shared_words"]},
            "not_in_kb": sum(1 for r in rows if r["kind"] == "paraphrase" and not r["in_kb"]), "rows": rows}


def run(split: str, **options: Any) -> dict[str, Any]:
    import capture_eval as ce

    queries = load(split)
    report: dict[str, Any] = {"split": split}
    with ce.sandbox(None) as root:
        kb, labels = fixture_kb(root)
        report["fixture"] = evaluate(kb, labels, [q for q in queries if q["kb"] == "fixture"], **options)
        code = root / "eval"
        code.mkdir()
        import subprocess

        subprocess.run(["git", "init", "-q", "-b", "main", str(code)], check=True)
        os.chdir(code)
        kb, labels = capture_kb(root)
        report["capture"] = evaluate(kb, labels, [q for q in queries if q["kb"] == "capture"], **options)
    return report


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--split", choices=("dev", "heldout", "all"), default="dev")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--show", action="store_true", help="print each query's gate decision")
    ap.add_argument("--distinct-margin", type=float, help="Options.distinct_margin (0: the gate as it was before it)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory():
        rep = run(args.split, **({} if args.distinct_margin is None else {"distinct_margin": args.distinct_margin}))
    for name in ("fixture", "capture"):
        r = rep[name]
        if args.show:
            for row in r["rows"]:
                g = row["gate"]
                mark = ("R5" if row.get("hit5") else "  ") if row["kind"] == "paraphrase" else "  "
                print(f"  {row['kind'][:5]} {'PASS' if row['returned'] else 'gate'} {mark} "
                      f"ov {g.get('overlap', 0):.2f} sim {g.get('similarity', 0):.3f} {g.get('distinct', '')[:4] and 'distinct'} {row['query'][:70]}")
        print(f"{name} ({args.split}): " + json.dumps({k: v for k, v in r.items() if k != "rows"}))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(rep, indent=1, default=str))


if __name__ == "__main__":
    main()
