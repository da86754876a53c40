"""Tool-call latency of `reflectgit mcp`, warm, on synthetic KBs (benchmarks/synth.py).

For each size: a synthetic KB is generated and indexed, then `reflectgit mcp` is started as a
subprocess and driven through the MCP SDK's own stdio client, as an agent harness would. Timed
at the client (JSON-RPC over the pipes included): the first answer after start (process start,
model and index load), then warm `search`, `index`, `hydrate` and `status` calls (p50 / p95).

Named mcp_perf.py, not mcp.py: a module called ``mcp`` in benchmarks/ would shadow the SDK for
every script and test that puts this folder on ``sys.path``.

Run: .venv/bin/python benchmarks/mcp_perf.py [--sizes 1000,10000] [--queries 50] [--kb PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import pct, write_report  # noqa: E402
from synth import make_kb, queries  # noqa: E402

from reflectgit.index import Index  # noqa: E402


async def drive(kb: Path, qs: list[str]) -> dict[str, float]:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client
    from mcp.types import Implementation

    # no heartbeat (it would start the daily pass on the benchmark KB), no recall daemon
    env = dict(os.environ, REFLECTGIT_PROJECT="proj-1", REFLECTGIT_BRANCH="main", REFLECTGIT_HEARTBEAT="0",
               REFLECTGIT_DAEMON="0", REFLECTGIT_MCP_ADD_PER_HOUR="1000")
    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                   env=env, cwd=str(kb.parent))
    out: dict[str, float] = {}
    t0 = time.perf_counter()
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write, client_info=Implementation(name="bench", version="1")) as s:
            await s.initialize()
            out["initialize_ms"] = (time.perf_counter() - t0) * 1000
            r = await s.call_tool("search", {"query": qs[0]})
            assert not r.is_error, r
            out["first_search_ms"] = (time.perf_counter() - t0) * 1000
            timings: dict[str, list[float]] = {"search": [], "index": [], "hydrate": [], "status": []}
            ids: list[str] = []
            for q in qs[1:]:
                t = time.perf_counter()
                r = await s.call_tool("search", {"query": q, "limit": 10})
                timings["search"].append((time.perf_counter() - t) * 1000)
                assert not r.is_error, r
                ids = [h["id"] for h in r.structured_content["hits"]] or ids
                t = time.perf_counter()
                await s.call_tool("index", {"query": q + " setup"})
                timings["index"].append((time.perf_counter() - t) * 1000)
                if ids:
                    t = time.perf_counter()
                    r = await s.call_tool("hydrate", {"ids": ids[:3]})
                    timings["hydrate"].append((time.perf_counter() - t) * 1000)
                    assert not r.is_error, r
            for _ in range(10):
                t = time.perf_counter()
                await s.call_tool("status", {})
                timings["status"].append((time.perf_counter() - t) * 1000)
            for name, vals in timings.items():
                if vals:
                    out[f"{name}_p50_ms"] = statistics.median(vals)
                    out[f"{name}_p95_ms"] = pct(vals, 95)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--kb", type=Path, help="Measure an existing synthetic KB instead of generating one.")
    ap.add_argument("--json", type=Path, help="Also write the figures to this file.")
    args = ap.parse_args()
    print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", flush=True)
    report = {}
    for n in [0] if args.kb else [int(x) for x in args.sizes.split(",")]:
        root = args.kb.parent if args.kb else Path(tempfile.mkdtemp(prefix=f"rg-mcp-{n}-"))
        try:
            if args.kb:
                from reflectgit.kb import KB

                kb = KB.open(args.kb)
                n = len(kb.note_relpaths())
            else:
                kb = make_kb(root / "kb", n)
            t = time.perf_counter()
            Index(kb).sync()
            built = time.perf_counter() - t
            figures = asyncio.run(drive(kb.path, queries(args.queries + 1)))
            report[n] = figures
            f = figures
            print(f"{n:>7} notes (index built in {built:.0f} s): initialize {f['initialize_ms']:.0f} ms, first search "
                  f"{f['first_search_ms']:.0f} ms after start | warm p50/p95: search {f['search_p50_ms']:.1f}/"
                  f"{f['search_p95_ms']:.1f} ms, index {f['index_p50_ms']:.1f}/{f['index_p95_ms']:.1f} ms, hydrate "
                  f"{f['hydrate_p50_ms']:.1f}/{f['hydrate_p95_ms']:.1f} ms, status {f['status_p50_ms']:.1f}/"
                  f"{f['status_p95_ms']:.1f} ms", flush=True)
        finally:
            if not args.kb:
                shutil.rmtree(root, ignore_errors=True)
    write_report(args.json, report)


if __name__ == "__main__":
    main()
