"""BEIR SciFact and NFCorpus (../shared/data/beir): nDCG@10 of each arm and of the pipeline.

Each document becomes a note (title; abstract as body); each test query is searched with the
gate off (every BEIR query has answers) and scored against the graded qrels.

Run: .venv/bin/python benchmarks/eval_beir.py [--datasets scifact,nfcorpus] [--configs bm25,vector,full]
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import DATA, bulk_load, ndcg_at, pct, write_report  # noqa: E402

from reflectgit.index import Index  # noqa: E402
from reflectgit.project import Context  # noqa: E402
from reflectgit.recall import Options, Recall  # noqa: E402

CONFIGS = {
    "bm25": dict(arms=("bm25",), rerank=False, mmr=False, boosts=False, feedback=0),
    "vector": dict(arms=("vector",), rerank=False, mmr=False, boosts=False, feedback=0),
    "bm25+vector rrf": dict(arms=("bm25", "vector"), rerank=False, mmr=False, boosts=False, feedback=0),
    "full": dict(),
}


def load(ds: Path) -> tuple[list[tuple[dict, str]], dict[str, str], dict[str, dict[str, float]]]:
    items, queries = load_corpus(ds)
    qrels: dict[str, dict[str, float]] = {}
    with (ds / "qrels" / "test.tsv").open() as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if float(row["score"]) > 0:
                qrels.setdefault(row["query-id"], {})[row["corpus-id"]] = float(row["score"])
    return items, queries, qrels


def load_corpus(ds: Path) -> tuple[list[tuple[dict, str]], dict[str, str]]:
    """A BEIR dataset's documents as notes to load, and its queries by id."""
    items = []
    for line in (ds / "corpus.jsonl").open():
        d = json.loads(line)
        title = (d.get("title") or d["text"][:100]).strip() or d["_id"]
        items.append(({"key": d["_id"], "title": title[:300], "project": "beir", "branch": "main"},
                      d.get("text", "") + "\n"))
    queries = {}
    for line in (ds / "queries.jsonl").open():
        q = json.loads(line)
        queries[q["_id"]] = q["text"]
    return items, queries


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", default="scifact,nfcorpus")
    ap.add_argument("--configs", default=",".join(CONFIGS))
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    report = {}
    for name in args.datasets.split(","):
        items, queries, qrels = load(DATA / "beir" / name)
        with tempfile.TemporaryDirectory(prefix=f"rg-beir-{name}-") as tmp:
            t = time.perf_counter()
            kb, keys = bulk_load(Path(tmp) / "kb", items)
            index = Index(kb)
            index.sync(full=True)
            print(f"{name}: {len(items)} docs indexed in {time.perf_counter() - t:.0f}s; {len(qrels)} test queries")
            recall = Recall(kb, Context(project="beir", branch="main", default_branch="main"))
            recall.index = index
            report[name] = {}
            for cfg_name in args.configs.split(","):
                scores, lat = [], []
                for qid, gains in qrels.items():
                    t = time.perf_counter()
                    res = recall.search(queries[qid], Options(limit=10, log=False, cache=False, temporal=False,
                                                              min_overlap=0, **CONFIGS[cfg_name]))
                    lat.append((time.perf_counter() - t) * 1000)
                    scores.append(ndcg_at([keys[h.id] for h in res.hits], gains, 10))
                report[name][cfg_name] = {"nDCG@10": round(statistics.mean(scores), 4),
                                          "latency_p50_ms": round(statistics.median(lat), 1),
                                          "latency_p95_ms": round(pct(lat, 95), 1)}
                print(f"  {cfg_name:<16} nDCG@10 {report[name][cfg_name]['nDCG@10']:.4f}  p50 {statistics.median(lat):.1f} ms")
                sys.stdout.flush()
    write_report(args.json, report)


if __name__ == "__main__":
    main()
