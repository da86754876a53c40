"""Precision and recall of the signal detector on labelled user lines written for reflectgit
(benchmarks/data/signals_*.jsonl: {text, label}; label none = no signal): the set the patterns
were written with, and a held-out set written after they were frozen.

Run: .venv/bin/python benchmarks/signals.py [--show-errors]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from reflectgit.capture.signals import THRESHOLD, classify

DATA = Path(__file__).resolve().parent / "data"
SETS = {"labelled": DATA / "signals_labelled.jsonl",  # written alongside the patterns
        "held-out": DATA / "signals_heldout.jsonl",  # written after the patterns were frozen (then used to broaden them)
        "held-out-2": DATA / "signals_heldout2.jsonl"}  # written in a later session, never used to tune


def evaluate(path: Path, show_errors: bool = False) -> dict:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    tp = fp = fn = 0
    kind_ok = 0
    per = Counter()
    for r in rows:
        found = classify(r["text"])
        fired = found is not None and found[1] >= THRESHOLD
        gold = r["label"] != "none"
        if fired and gold:
            tp += 1
            kind_ok += found[0] == r["label"]
            per[(r["label"], found[0])] += 1
        elif fired:
            fp += 1
        elif gold:
            fn += 1
        if show_errors and (fired != gold or (fired and found[0] != r["label"])):
            print(f"  {r['label']:<11} -> {found[0] if fired else 'none':<11} {r['text']}")
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {"lines": len(rows), "positives": tp + fn, "precision": round(precision, 3), "recall": round(recall, 3),
            "kind_accuracy": round(kind_ok / tp, 3) if tp else None, "false_positives": fp, "missed": fn}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--show-errors", action="store_true")
    args = ap.parse_args()
    for name, path in SETS.items():
        print(name, json.dumps(evaluate(path, args.show_errors)))


if __name__ == "__main__":
    main()
