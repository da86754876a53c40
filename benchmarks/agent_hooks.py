"""What the agent hooks cost on a KB of N notes: SessionStart and UserPromptSubmit as the
harness runs them (a fresh process each time), and a session capture with its belief-revision
check (embedding the lessons and finding their nearest notes).

Run: .venv/bin/python benchmarks/agent_hooks.py [--notes N] [--runs R]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import pct  # noqa: E402
from synth import make_kb, queries  # noqa: E402

TRANSCRIPT = """User: the nightly export keeps timing out
Assistant: I'll raise the HTTP timeout to 300 seconds.
User: No, don't raise timeouts; page the export in batches of 1000 instead.
Assistant: ok, batching the export.
User: The root cause was the export loading every row into memory at once.
Assistant: noted.
User: From now on, always stream large exports to disk.
Assistant: will do.
"""


def hook(event: str, payload: dict, env: dict[str, str]) -> float:
    start = time.perf_counter()
    res = subprocess.run([sys.executable, "-m", "reflectgit", "agent", "hook", event], input=json.dumps(payload),
                         capture_output=True, text=True, env=env)
    took = (time.perf_counter() - start) * 1000
    if res.returncode != 0:
        raise SystemExit(res.stderr)
    return took


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=10)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "kb"
        t0 = time.perf_counter()
        kb = make_kb(root, args.notes)
        from reflectgit.index import Index

        Index(kb).sync(full=True)
        print(f"KB of {args.notes} notes built and indexed in {time.perf_counter() - t0:.0f} s")
        env = {**os.environ, "REFLECTGIT_HOME": str(root), "REFLECTGIT_PROJECT": "proj-0", "REFLECTGIT_BRANCH": "main",
               "REFLECTGIT_HEARTBEAT": "0", "REFLECTGIT_SKILL_DIRS": ""}
        start = [hook("SessionStart", {"session_id": f"s{i}", "cwd": tmp}, env) for i in range(args.runs)]
        qs = queries(args.runs, seed=5)
        cold = [hook("UserPromptSubmit", {"session_id": f"p{i}", "cwd": tmp, "prompt": q},
                     {**env, "REFLECTGIT_DAEMON": "0"}) for i, q in enumerate(qs)]
        hook("UserPromptSubmit", {"session_id": "warmup", "cwd": tmp, "prompt": qs[0]}, env)  # starts the server
        time.sleep(3)
        warm = [hook("UserPromptSubmit", {"session_id": f"w{i}", "cwd": tmp, "prompt": q}, env) for i, q in enumerate(qs)]
        subprocess.run([sys.executable, "-m", "reflectgit", "daemon", "stop"], env=env, capture_output=True)
        # a capture in-process: the model is loaded once, as in the drain
        from reflectgit.capture import transcript as tr
        from reflectgit.capture.session import capture
        from reflectgit.index.embed import embed
        from reflectgit.project import Context

        embed(["warm the model"])
        path = Path(tmp) / "t.txt"
        path.write_text(TRANSCRIPT)
        ctx = Context("proj-0", "main", "main")
        t1 = time.perf_counter()
        result = capture(kb, tr.read(path, "plain"), ctx, session="bench")
        took_capture = (time.perf_counter() - t1) * 1000
        print(f"machine: {platform.machine()} {os.cpu_count()} cpu, python {platform.python_version()}")
        print(f"SessionStart (process)         p50 {pct(start, 50):7.0f} ms  p95 {pct(start, 95):7.0f} ms")
        print(f"UserPromptSubmit, no server     p50 {pct(cold, 50):7.0f} ms  p95 {pct(cold, 95):7.0f} ms")
        print(f"UserPromptSubmit, warm server   p50 {pct(warm, 50):7.0f} ms  p95 {pct(warm, 95):7.0f} ms")
        print(f"capture of a 3-lesson session with belief revision: {took_capture:.0f} ms "
              f"({len(result.captured)} captured, {len(result.revised)} revised, {len(result.pending)} pending)")


if __name__ == "__main__":
    main()
