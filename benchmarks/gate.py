"""What the arrival gate costs: checking a remote's commit before sync or clone writes a file.

``sync`` checks the incoming tree's every name and mode, and parses only the notes whose blobs
are new to us; ``clone`` (nothing trusted yet) parses every note. Measured on a synthetic KB:

    python benchmarks/gate.py --notes 10000
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from synth import make_kb

from reflectgit import gate, gitops


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--notes", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        kb = make_kb(Path(tmp) / "kb", args.notes)
        head = gitops.head_sha(kb.repo)
        assert head is not None
        timings: dict[str, list[float]] = {"trusted (sync: one new note)": [], "untrusted (clone: every note)": []}
        for _ in range(args.repeat):
            started = time.perf_counter()
            trusted = gate.trusted_blobs(kb.repo, head)
            some = next(iter(trusted))
            gate.check_commit(kb.repo, head, "bench", trusted - {some})
            timings["trusted (sync: one new note)"].append(time.perf_counter() - started)
            started = time.perf_counter()
            gate.check_commit(kb.repo, head, "bench")
            timings["untrusted (clone: every note)"].append(time.perf_counter() - started)
    print(f"gate at {args.notes} notes, median of {args.repeat}:")
    for name, values in timings.items():
        print(f"  {name:32s} {statistics.median(values) * 1000:8.1f} ms")


if __name__ == "__main__":
    main()
