"""Where a person waits, measured as whole processes at several KB sizes, each against the
`python3 -c pass` floor taken in the same run (the box is noisy; ratios travel, milliseconds don't).

Rows: `search` with the recall server warm (the thin path), the UserPromptSubmit and
SessionStart hooks with the server warm, the first `search` with no server (time and peak RSS),
20 `git commit`s back to back with and without the hooks, and the incremental reindex of one note.

Run: .venv/bin/python benchmarks/latency.py [--notes 1000,10000] [--runs 15] [--out FILE.json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import pct, write_report  # noqa: E402
from synth import make_kb, queries  # noqa: E402

EXE = [sys.executable, "-m", "reflectgit"]


def timed(cmd: list[str], env: dict[str, str], cwd: Path, stdin: str = "") -> tuple[float, int]:
    """Wall seconds and the child's peak RSS in MB."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=cwd, input=stdin, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return wall, max(peak, before) // 1024


def series(cmd_of, runs: int, env: dict[str, str], cwd: Path, stdin_of=lambda i: "") -> list[float]:
    return [timed(cmd_of(i), env, cwd, stdin_of(i))[0] for i in range(runs)]


def row(name: str, times: list[float], floor: float) -> dict[str, float | str]:
    p50 = pct(times, 50)
    return {"row": name, "p50_ms": round(p50 * 1000, 1), "p95_ms": round(pct(times, 95) * 1000, 1),
            "ratio_to_floor": round(p50 / floor, 2)}


def commits(repo: Path, env: dict[str, str], n: int) -> float:
    t = time.perf_counter()
    for i in range(n):
        (repo / f"f{time.monotonic_ns()}.txt").write_text(f"{i}\n")
        subprocess.run(["git", "add", "-A"], cwd=repo, env=env, check=True, capture_output=True)
        subprocess.run(["git", "commit", "-q", "-m", f"change {i}"], cwd=repo, env=env, check=True, capture_output=True)
    return time.perf_counter() - t


def measure(n: int, runs: int, root: Path) -> list[dict[str, float | str]]:
    kb = make_kb(root / f"kb{n}", n).path
    code = root / f"code{n}"
    code.mkdir()
    git_env = {**os.environ, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@x", "GIT_COMMITTER_NAME": "b",
               "GIT_COMMITTER_EMAIL": "b@x"}
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=code, env=git_env, check=True)
    env = {**git_env, "REFLECTGIT_HOME": str(kb), "REFLECTGIT_PROJECT": "proj-1", "REFLECTGIT_BRANCH": "main",
           "REFLECTGIT_HEARTBEAT": "0", "REFLECTGIT_DAEMON_IDLE": "600"}
    subprocess.run([*EXE, "reindex"], env=env, cwd=code, check=True, capture_output=True)
    qs = queries(max(runs, 20))
    floor = pct(series(lambda i: [sys.executable, "-c", "pass"], runs, env, code), 50)
    out: list[dict[str, float | str]] = [{"row": "python3 -c pass (floor)", "p50_ms": round(floor * 1000, 1)}]

    no_server = {**env, "REFLECTGIT_DAEMON": "0"}
    firsts = [timed([*EXE, "search", qs[i], "--no-cache"], no_server, code) for i in range(min(runs, 5))]
    out.append({**row("first search, no server", [w for w, _ in firsts], floor),
                "peak_rss_mb": max(r for _, r in firsts)})

    subprocess.run([*EXE, "daemon", "start"], env=env, cwd=code, check=True, capture_output=True)
    try:
        out.append(row("search, server warm", series(lambda i: [*EXE, "search", qs[i % len(qs)]], runs, env, code),
                       floor))
        prompt = lambda i: json.dumps({"session_id": f"bench-{n}-{i}", "cwd": str(code),  # noqa: E731
                                       "prompt": qs[i % len(qs)] + " in production"})
        out.append(row("UserPromptSubmit hook, server warm",
                       series(lambda i: [*EXE, "agent", "hook", "UserPromptSubmit"], runs, env, code, prompt), floor))
        start = lambda i: json.dumps({"session_id": f"bench-start-{n}-{i}", "cwd": str(code)})  # noqa: E731
        out.append(row("SessionStart hook, server warm",
                       series(lambda i: [*EXE, "agent", "hook", "SessionStart"], runs, env, code, start), floor))
    finally:
        subprocess.run([*EXE, "daemon", "stop"], env=env, cwd=code, capture_output=True)

    plain = commits(code, git_env, 20)
    subprocess.run([*EXE, "hooks", "install", "--repo", str(code)], env=env, cwd=code, check=True, capture_output=True)
    hooked = commits(code, env, 20)
    drained = time.perf_counter()
    subprocess.run([*EXE, "hooks", "drain"], env=env, cwd=code, check=True, capture_output=True)
    out.append({"row": "20 commits back to back", "without_hooks_ms": round(plain * 1000),
                "with_hooks_ms": round(hooked * 1000), "ratio": round(hooked / plain, 2),
                "drain_after_ms": round((time.perf_counter() - drained) * 1000)})

    note = next((kb / "learnings").rglob("*.md"))
    times = []
    for i in range(min(runs, 5)):
        note.write_text(note.read_text() + f"\nedit {i}\n")
        times.append(timed([*EXE, "reindex"], no_server, code)[0])
    out.append(row("reindex after one note changed", times, floor))
    for r in out:
        r["notes"] = n
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--notes", default="1000,10000", help="KB sizes, comma-separated")
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(x) for x in args.notes.split(",")):
            rows += measure(n, args.runs, Path(tmp))
    for r in rows:
        print(json.dumps(r))
    write_report(args.out, {"machine": f"{platform.node()} {platform.machine()} {os.cpu_count()} cores",
                            "date": time.strftime("%Y-%m-%d"), "rows": rows})


if __name__ == "__main__":
    main()
