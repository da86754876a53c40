"""How varied the fused head is, per dataset of the development suite: the signals that gate
feedback from the head (``Options.fb_gate_*``, branch rank19e), read from ``explain["feedback"]``.

Feedback from the fused head helps documents and hurts conversations and lessons' MRR
(benchmarks/RESULTS.md); a gate that lets it act only where the head is varied needs a signal
whose distribution separates those kinds. This prints each signal's quartiles per dataset and the
share of queries each candidate threshold would let through. Aggregates only (no query is shown):
LoCoMo 6-10 is held out and the lessons dataset must not be tuned on.

Run:  nice .venv/bin/python benchmarks/head_signals.py [--datasets locomo-1-5,scifact,...] [--k 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import eval_all  # noqa: E402

THRESHOLDS = {"sources": (3, 4, 5), "cos": (0.3, 0.4, 0.5, 0.6), "tokens": (40, 80, 124)}


def signals(name: str, k: int, cache: Path, tmp: Path) -> list[dict]:
    """``explain["feedback"]`` of every query of one dataset, the default pipeline otherwise."""
    from reflectgit.project import Context
    from reflectgit.recall import Options, Recall

    if name.startswith("locomo"):
        parts = eval_all.locomo(cache, name.split("-", 1)[1])
    elif name == "fixture":
        parts = eval_all.fixture(cache, tmp)
    elif name == "lessons":
        from eval_lessons import parts as lesson_parts

        parts = lesson_parts(cache)
    else:
        parts = eval_all.beir(cache, name)
    out = []
    for kb, _keys, project, fixed, queries in parts:
        recall = Recall(kb, Context(project=project, branch="main", default_branch="main"))
        opts = Options(limit=10, log=False, cache=False, fb_k=k, **fixed)
        for _qid, query, _score in queries:
            sig = recall.search(query, opts).explain.get("feedback")
            if sig:
                out.append(sig)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--datasets", default="locomo-1-5,scifact,nfcorpus,msmarco-5k,fixture,lessons")
    ap.add_argument("--k", type=int, default=5, help="head size (fb_k)")
    ap.add_argument("--cache", type=Path, default=eval_all.DEFAULT_CACHE)
    args = ap.parse_args()
    print("| dataset | n | sources q1/med/q3 | cos q1/med/q3 | tokens q1/med/q3 | share passing: "
          + ", ".join(f"{s} {'>=' if s != 'cos' else '<'} {t}" for s, ts in THRESHOLDS.items() for t in ts) + " |")
    with tempfile.TemporaryDirectory(prefix="rg-heads-") as tmp:
        for name in args.datasets.split(","):
            sigs = signals(name, args.k, args.cache, Path(tmp))
            if not sigs:
                print(f"| {name} | 0 |")
                continue
            cells = []
            for key in ("sources", "cos", "tokens"):
                vals = sorted(s[key] for s in sigs)
                q = statistics.quantiles(vals, n=4) if len(vals) > 1 else [vals[0]] * 3
                cells.append("/".join(f"{v:.2f}" if key == "cos" else f"{v:.0f}" for v in q))
            shares = []
            for key, ts in THRESHOLDS.items():
                for t in ts:
                    ok = [(s[key] < t) if key == "cos" else (s[key] >= t) for s in sigs]
                    shares.append(f"{sum(ok) / len(ok):.2f}")
            print(f"| {name} | {len(sigs)} | " + " | ".join(cells) + " | " + ", ".join(shares) + " |", flush=True)


if __name__ == "__main__":
    main()
