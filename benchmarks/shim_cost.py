"""What one run of the installed post-commit shim costs, alone: no git, no Python.

A throwaway code repo with the shims installed and a live ``drain.pid`` (so the shim only reads
HEAD and the branch and writes its event into the queue, as within a burst of commits), the shim
run ``--runs`` times in one ``sh`` loop, on a branch and on a detached HEAD (where it also looks
for a rebase's ``head-name``). Rounds alternate between the code under test and ``--against``
(another checkout's root, put on ``PYTHONPATH`` for install), so load drifts hit both alike.

Run: .venv/bin/python benchmarks/shim_cost.py [--against /path/to/other/checkout] [--rounds 8] [--runs 300]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def once(code: Path, detached: bool, runs: int) -> float:
    """Microseconds per shim run for the code at ``code``."""
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        env = {**os.environ, "HOME": str(t), "REFLECTGIT_HOME": str(t / "kb"), "PYTHONPATH": str(code),
               "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@x.invalid",
               "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@x.invalid"}
        repo = t / "code"

        def run(*cmd: str) -> None:
            # REFLECTGIT_HOOKS=0: the checkout's post-checkout shim would start a drain in the background,
            # still writing into the KB while the folder is removed ("Directory not empty" under load)
            subprocess.run(cmd, cwd=repo if repo.exists() else t, env={**env, "REFLECTGIT_HOOKS": "0"}, check=True,
                           capture_output=True)

        run("git", "init", "-q", "-b", "main", str(repo))
        run("git", "commit", "-q", "--allow-empty", "-m", "init")
        run(sys.executable, "-m", "reflectgit", "init")
        run(sys.executable, "-m", "reflectgit", "hooks", "install", "--repo", str(repo))
        if detached:
            run("git", "checkout", "-q", "--detach")
        (t / "kb" / ".reflectgit" / "drain.pid").write_text(f"{os.getpid()}\n")  # "a drain runs"
        loop = f'i=0; while [ $i -lt {runs} ]; do .git/hooks/post-commit; i=$((i+1)); done'
        start = time.perf_counter()
        subprocess.run(["sh", "-c", loop], cwd=repo, env=env, check=True, capture_output=True)
        return (time.perf_counter() - start) / runs * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", type=Path, help="another checkout's root (its reflectgit/ and hooks/)")
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--runs", type=int, default=300)
    args = ap.parse_args()
    codes = {"this": HERE, **({"against": args.against.resolve()} if args.against else {})}
    times: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        for label, code in codes.items():
            for detached in (False, True):
                key = f"{label} {'detached' if detached else 'branch'}"
                times.setdefault(key, []).append(once(code, detached, args.runs))
    print(json.dumps({"machine": f"{platform.machine()} {os.cpu_count()} cores", "python": platform.python_version(),
                      "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_average": os.getloadavg(),
                      "codes": {k: str(v) for k, v in codes.items()},
                      "us_per_run": {k: {"median": round(statistics.median(v)), "min": round(min(v)),
                                         "max": round(max(v))} for k, v in times.items()}}, indent=1))


if __name__ == "__main__":
    main()
