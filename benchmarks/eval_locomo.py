"""LoCoMo-10 as a memory-recall task (../shared/data/locomo/locomo10.json).

Each conversation is its own memory (a project of its own in one KB, never mixed); each turn
is a note (speaker, text, image caption, session date); each question is a query whose gold
is its evidence turns. Reports R@5, R@10 and nDCG@10 per category and overall (category 5,
adversarial, reported apart and left out of the overall figure), for BM25 alone, vectors
alone and the full pipeline, plus warm latency.

Run: .venv/bin/python benchmarks/eval_locomo.py [--conversations N] [--configs full,bm25,vector]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import DATA, bulk_load, ndcg_at, pct, recall_at, write_report  # noqa: E402

from reflectgit.index import Index  # noqa: E402
from reflectgit.project import Context  # noqa: E402
from reflectgit.recall import Options, Recall  # noqa: E402

CONFIGS = {
    "bm25": dict(arms=("bm25",), rerank=False, mmr=False, boosts=False, feedback=0, min_overlap=0),
    "vector": dict(arms=("vector",), rerank=False, mmr=False, boosts=False, feedback=0, min_overlap=0),
    "full": dict(),
    "full-no-episode": dict(arms=("bm25", "vector", "graph")),
    "full-no-gate": dict(min_overlap=0),
    "full-no-temporal": dict(temporal=False),
    "full-no-boosts": dict(boosts=False),
    "full-no-mmr": dict(mmr=False),
    "full-no-rerank": dict(rerank=False),
    "full-no-replies": dict(reply_weight=0.0),
    "full-vw0.5": dict(vector_weight=0.5),
    "full-vw0.7": dict(vector_weight=0.7),
    "rrf-only": dict(rerank=False, mmr=False, boosts=False, min_overlap=0, temporal=False),
}
CATS = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}


def session_date(text: str) -> str:
    """'1:56 pm on 8 May, 2023' -> ISO 8601."""
    try:
        d = datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y")
    except ValueError:
        return "2023-01-01T00:00:00Z"
    return d.replace(tzinfo=UTC).isoformat().replace("+00:00", "Z")


def norm_ids(raw: list) -> set[str]:
    """Evidence ids, with the malformed ones split and normalised (D30:05 -> D30:5)."""
    out = set()
    for item in raw:
        for part in re.split(r"[;,\s]+", str(item)):
            m = re.match(r"D:?(\d+):0*(\d+)", part.strip())
            if m:
                out.add(f"D{int(m[1])}:{int(m[2])}")
    return out


def turns(conv: dict) -> list[tuple[dict, str]]:
    c = conv["conversation"]
    sample = conv["sample_id"]
    items = []
    for key, value in c.items():
        m = re.fullmatch(r"session_(\d+)", key)
        if not m or not isinstance(value, list):
            continue
        when = session_date(c.get(f"session_{m[1]}_date_time", ""))
        for i, t in enumerate(value):
            text = t.get("text", "")
            if t.get("blip_caption"):
                text += f" [shares a photo: {t['blip_caption']}]"
            title = text[:120]  # who said it is the note's subject and opens its body
            did = re.sub(r"D(\d+):0*(\d+)", lambda mm: f"D{int(mm[1])}:{int(mm[2])}", t["dia_id"])
            items.append(({"key": f"{sample}|{did}", "title": title, "created": when, "updated": when,
                           "project": sample.lower().replace("_", "-"), "branch": "main",
                           "subject": t["speaker"],
                           "source": {"kind": "session", "session": f"{sample}-S{m[1]}", "chunk": i}},
                          f"{t['speaker']} said on {when[:10]}: {text}\n"))
    return items


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=DATA / "locomo" / "locomo10.json")
    ap.add_argument("--conversations", type=int, default=10)
    ap.add_argument("--configs", default=",".join(CONFIGS))
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    convs = json.loads(args.data.read_text())[: args.conversations]
    items = [it for conv in convs for it in turns(conv)]
    with tempfile.TemporaryDirectory(prefix="rg-locomo-") as tmp:
        t = time.perf_counter()
        kb, keys = bulk_load(Path(tmp) / "kb", items)
        index = Index(kb)
        index.sync(full=True)
        print(f"{len(items)} turns indexed in {time.perf_counter() - t:.0f}s")
        report = {}
        for name in args.configs.split(","):
            cfg = CONFIGS[name]
            per_cat: dict[int, list[dict]] = defaultdict(list)
            lat = []
            for conv in convs:
                sample = conv["sample_id"]
                ctx = Context(project=sample.lower().replace("_", "-"), branch="main", default_branch="main")
                recall = Recall(kb, ctx)
                recall.index = index
                for qa in conv["qa"]:
                    gold = {f"{sample}|{d}" for d in norm_ids(qa.get("evidence") or [])}
                    if not gold:
                        continue
                    t = time.perf_counter()
                    res = recall.search(str(qa["question"]), Options(limit=10, log=False, cache=False, **cfg))
                    lat.append((time.perf_counter() - t) * 1000)
                    ranked = [keys[h.id] for h in res.hits]
                    per_cat[qa["category"]].append({"r5": recall_at(ranked, gold, 5), "r10": recall_at(ranked, gold, 10),
                                                    "ndcg": ndcg_at(ranked, {g: 1.0 for g in gold}, 10)})

            def agg(rows):
                return {"n": len(rows), "R@5": round(statistics.mean(r["r5"] for r in rows), 3),
                        "R@10": round(statistics.mean(r["r10"] for r in rows), 3),
                        "nDCG@10": round(statistics.mean(r["ndcg"] for r in rows), 3)}

            overall = agg([r for c, rows in per_cat.items() if c != 5 for r in rows])
            cats = {CATS[c]: agg(rows) for c, rows in sorted(per_cat.items())}
            report[name] = {"overall (no adversarial)": overall, "per_category": cats,
                            "latency_p50_ms": round(statistics.median(lat), 1), "latency_p95_ms": round(pct(lat, 95), 1)}
            print(f"{name:<24} overall R@5 {overall['R@5']:.3f} R@10 {overall['R@10']:.3f} nDCG@10 "
                  f"{overall['nDCG@10']:.3f} | p50 {report[name]['latency_p50_ms']} ms")
            for c, v in cats.items():
                print(f"    {c:<12} {json.dumps(v)}")
            sys.stdout.flush()
    write_report(args.json, report)


if __name__ == "__main__":
    main()
