"""Start-up cost of the CLI: `reflectgit --help` and `reflectgit status` as whole processes.

Builds a throwaway KB of N notes (default 1,000) and times each command R times (default 20).
Run: .venv/bin/python benchmarks/startup.py [--notes N] [--runs R]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from reflectgit.kb import KB
from reflectgit.note import Note, mint_id, now_iso

WORDS = ("timeout retry cache proto grpc client server deploy docker build test flaky auth token "
         "session migrate schema index query latency memory leak worker queue branch merge revert").split()


def make_kb(root: Path, n: int) -> KB:
    kb, _ = KB.init(root)
    rnd = random.Random(7)
    with kb.transaction(f"bench: {n} notes", op="bench") as tx:
        taken: set[str] = set()
        for i in range(n):
            nid = mint_id(taken)
            taken.add(nid)
            words = rnd.sample(WORDS, 6)
            note = Note.new({"id": nid, "title": " ".join(words[:4]).capitalize(), "created": now_iso(),
                             "updated": now_iso(), "project": f"proj{i % 7}", "branch": rnd.choice(["main", "feat/x"]),
                             "scope": "project", "tags": words[4:], "confidence": 0.6,
                             "rule": " ".join(rnd.choices(WORDS, k=12)), "status": "active"},
                            body=" ".join(rnd.choices(WORDS, k=60)) + "\n")
            tx.save(note)
    return kb


def timed(cmd: list[str], env: dict[str, str], runs: int, touch: Path | None = None) -> list[float]:
    out = []
    for _ in range(runs):
        if touch is not None:
            touch.touch()  # a hand edit: status must take its full path
        t = time.perf_counter()
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        out.append((time.perf_counter() - t) * 1000)
    return out


def report(label: str, times: list[float]) -> None:
    q = statistics.quantiles(times, n=20)
    print(f"  reflectgit {label:<15} p50 {statistics.median(times):6.1f}  p95 {q[18]:6.1f}  min {min(times):6.1f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=20)
    args = ap.parse_args()
    exe = shutil.which("reflectgit", path=str(Path(sys.executable).parent)) or "reflectgit"
    root = Path(tempfile.mkdtemp(prefix="rg-bench-"))
    try:
        kb = make_kb(root / "kb", args.notes)
        time.sleep(2.5)  # past the cache's timestamp slack: measure the steady state
        env = dict(os.environ, REFLECTGIT_HOME=str(root / "kb"), REFLECTGIT_HEARTBEAT="0")  # no background daily pass
        print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
        print(f"KB: {args.notes} notes; {args.runs} runs each (ms)")
        for label, cmd in (("--help", [exe, "--help"]), ("status", [exe, "status"]),
                           ("status --json", [exe, "status", "--json"])):
            report(label, timed(cmd, env, args.runs))
        report("status (dirty)", timed([exe, "status"], env, args.runs, touch=kb.note_files()[0]))
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
