"""The first MCP answers on a KB this machine never indexed (a fresh clone, or a large pull).

A synthetic KB (benchmarks/synth.py) without its derived index is served by `reflectgit mcp`,
driven through the MCP SDK's stdio client as an agent harness would, twice: with the default
``REFLECTGIT_EMBED_INLINE`` (words first, vectors embedded behind the answers) and with it set
past the KB's size (every note embedded before the first answer, as before). Timed at the client:
the first `search` after start, and when `status` stops reporting ``indexing`` (every vector in).
For comparison, the CLI's first `reflectgit search` on the same fresh state (it answers by words and
leaves the vectors to the recall server it starts, stopped after the answer).

Run: .venv/bin/python benchmarks/fresh_clone.py [--sizes 5000] [--json FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import write_report  # noqa: E402
from synth import make_kb, queries  # noqa: E402


async def drive(kb: Path, inline: int, query: str) -> dict[str, float]:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    env = dict(os.environ, REFLECTGIT_PROJECT="proj-1", REFLECTGIT_BRANCH="main", REFLECTGIT_HEARTBEAT="0",
               REFLECTGIT_DAEMON="0", REFLECTGIT_EMBED_INLINE=str(inline))
    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                   env=env, cwd=str(kb.parent))
    out: dict[str, float] = {}
    t0 = time.perf_counter()
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            r = await s.call_tool("search", {"query": query})
            assert not r.is_error, r
            out["first_search_s"] = time.perf_counter() - t0
            out["first_hits"] = len(r.structured_content["hits"])
            while "indexing" in ((await s.call_tool("status", {})).structured_content or {}):
                await asyncio.sleep(0.5)
            out["all_vectors_s"] = time.perf_counter() - t0
    return out


def cli_first_search(kb: Path, query: str) -> float:
    import subprocess

    env = dict(os.environ, REFLECTGIT_PROJECT="proj-1", REFLECTGIT_BRANCH="main", REFLECTGIT_HEARTBEAT="0")
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "reflectgit", "--kb", str(kb), "search", query], env=env, check=True,
                   capture_output=True, cwd=str(kb.parent))
    took = time.perf_counter() - t0
    subprocess.run([sys.executable, "-m", "reflectgit", "--kb", str(kb), "daemon", "stop"], env=env,
                   capture_output=True, cwd=str(kb.parent))
    return took


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="5000")
    ap.add_argument("--json", type=Path, help="Also write the figures to this file.")
    args = ap.parse_args()
    print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", flush=True)
    report = {}
    query = queries(1)[0]
    for n in [int(x) for x in args.sizes.split(",")]:
        root = Path(tempfile.mkdtemp(prefix=f"rg-fresh-{n}-"))
        try:
            kb = make_kb(root / "kb", n)
            shutil.rmtree(kb.path / ".reflectgit", ignore_errors=True)
            took = cli_first_search(kb.path, query)
            report[f"{n}:cli"] = {"first_search_s": took}
            print(f"{n:>7} notes, CLI `search`: first search {took:.1f} s after start", flush=True)
            for label, inline in (("words first (default)", 1000), ("everything before the answer", n + 1)):
                shutil.rmtree(kb.path / ".reflectgit", ignore_errors=True)  # what a fresh clone has
                f = asyncio.run(drive(kb.path, inline, query))
                report[f"{n}:{label}"] = f
                print(f"{n:>7} notes, {label}: first search {f['first_search_s']:.1f} s after start "
                      f"({f['first_hits']:.0f} hits), every vector in at {f['all_vectors_s']:.1f} s", flush=True)
        finally:
            shutil.rmtree(root, ignore_errors=True)
    write_report(args.json, report)


if __name__ == "__main__":
    main()
