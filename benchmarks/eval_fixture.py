"""Recall quality on the reflect-memory fixture (../shared/data/reflect-memory-eval).

Loads its 20 notes (with their entity sidecars) into a throwaway KB, runs the 20 golden
queries with each arm alone and with the full pipeline, and reports R@5, MRR, noise (an
out-of-domain query that returns anything) and temporal order, overall and per class.

Run: .venv/bin/python benchmarks/eval_fixture.py [--data DIR] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

import yaml

from reflectgit.kb import KB
from reflectgit.project import Context
from reflectgit.recall import Options, Recall
from reflectgit.transfer.reflect_memory import read_folder

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "reflect-memory-eval"

CONFIGS = {
    "bm25 only": dict(arms=("bm25",), rerank=False, mmr=False, boosts=False, feedback=0),
    "vector only": dict(arms=("vector",), rerank=False, mmr=False, boosts=False, feedback=0),
    "bm25+vector (rrf)": dict(arms=("bm25", "vector"), rerank=False, mmr=False, boosts=False, feedback=0),
    "+graph (rrf)": dict(rerank=False, mmr=False, boosts=False, feedback=0),
    "+rerank": dict(mmr=False, boosts=False),
    "+boosts": dict(mmr=False),
    "full pipeline": dict(),
    "full, vector weight 0.5": dict(vector_weight=0.5),
    "full, vector weight 0.7": dict(vector_weight=0.7),
}


def build(data: Path, root: Path) -> tuple[KB, dict[str, str]]:
    kb, _ = KB.init(root)
    names = {}
    ctx = Context(project="eval", branch="main", default_branch="main")
    for fields, body, path in read_folder(data / "corpus"):
        note = kb.add(fields, body, context=ctx)
        names[note.id] = path.stem
    return kb, names


def evaluate(recall: Recall, queries: list[dict], names: dict[str, str], opts: Options) -> dict:
    per_class: dict[str, list[dict]] = {}
    latencies = []
    for q in queries:
        t = time.perf_counter()
        res = recall.search(q["query"], opts)
        latencies.append((time.perf_counter() - t) * 1000)
        got = [names[h.id] for h in res.hits[:5]]
        rel = set(q.get("relevant") or [])
        row: dict = {"id": q["id"], "returned": len(res.hits)}
        if rel:
            row["recall5"] = len(rel & set(got)) / len(rel)
            first = next((i for i, g in enumerate(got, 1) if g in rel), None)
            row["mrr"] = 1.0 / first if first else 0.0
            sup = set(q.get("superseded") or [])
            if sup:
                ranks = [names[h.id] for h in res.hits]
                cur = min((ranks.index(r) for r in rel if r in ranks), default=99)
                old = min((ranks.index(s) for s in sup if s in ranks), default=99)
                row["current_first"] = cur < old
        row["noise"] = 1.0 if (not rel and res.hits) else 0.0
        per_class.setdefault(q["class"], []).append(row)

    def agg(rows: list[dict]) -> dict:
        out = {"n": len(rows), "noise_rate": round(statistics.mean(r["noise"] for r in rows), 3)}
        scored = [r for r in rows if "recall5" in r]
        if scored:
            out["recall_at_5"] = round(statistics.mean(r["recall5"] for r in scored), 3)
            out["mrr"] = round(statistics.mean(r["mrr"] for r in scored), 3)
        tf = [r["current_first"] for r in rows if "current_first" in r]
        if tf:
            out["current_first"] = f"{sum(tf)}/{len(tf)}"
        return out

    all_rows = [r for rows in per_class.values() for r in rows]
    return {"overall": agg(all_rows), "per_class": {c: agg(r) for c, r in sorted(per_class.items())},
            "latency_p50_ms": round(statistics.median(latencies), 1),
            "misses": [r["id"] for r in all_rows if r.get("recall5", 1) < 1 or r["noise"]]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    queries = yaml.safe_load((args.data / "golden_queries.yaml").read_text())["queries"]
    with tempfile.TemporaryDirectory(prefix="rg-eval-") as tmp:
        kb, names = build(args.data, Path(tmp) / "kb")
        recall = Recall(kb, Context(project="eval", branch="main", default_branch="main"))
        recall.index.sync()
        recall.search("warm up the model", Options(log=False, cache=False))
        report = {}
        print(f"{'config':<20} {'R@5':>5} {'MRR':>6} {'noise':>6} {'OOD noise':>9} {'temporal':>8} {'p50 ms':>7}  misses")
        for name, cfg in CONFIGS.items():
            opts = Options(log=False, cache=False, **cfg)
            r = evaluate(recall, queries, names, opts)
            report[name] = r
            o, ood, tp = r["overall"], r["per_class"].get("ood", {}), r["per_class"].get("temporal", {})
            print(f"{name:<20} {o.get('recall_at_5', 0):>5.3f} {o.get('mrr', 0):>6.3f} {o['noise_rate']:>6.2f} "
                  f"{ood.get('noise_rate', 0):>9.2f} {tp.get('current_first', '-'):>8} {r['latency_p50_ms']:>7.1f}  "
                  f"{' '.join(r['misses'])}")
        full = report["full pipeline"]["per_class"]
        print("\nfull pipeline per class:")
        for c, v in full.items():
            print(f"  {c:<9} {json.dumps(v)}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
