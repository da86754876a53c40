"""Index and recall performance on synthetic KBs (benchmarks/synth.py).

Measures, for each size: full index throughput (notes/s), incremental reindex of one changed
note, warm in-process search latency (a long-lived Recall), and `reflectgit search` as a whole
process — answered by the warm recall server, and in-process with no server (p50, peak RSS).

Run: .venv/bin/python benchmarks/recall_perf.py [--sizes 1000,10000] [--queries 50] [--cold 10]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from synth import make_kb, queries  # noqa: E402

from reflectgit.index import Index  # noqa: E402
from reflectgit.project import Context  # noqa: E402
from reflectgit.recall import Options, Recall  # noqa: E402


def pct(values: list[float], p: float) -> float:
    vals = sorted(values)
    return vals[min(len(vals) - 1, int(round((len(vals) - 1) * p / 100)))]


def cold(exe: str, kb: Path, qs: list[str], runs: int, server: bool) -> tuple[list[float], int]:
    """Whole `reflectgit search` processes, answered by the recall server or in-process."""
    # no heartbeat: a CLI process would otherwise start the daily reflection on the benchmark KB
    env = dict(os.environ, REFLECTGIT_HOME=str(kb), REFLECTGIT_DAEMON="1" if server else "0", REFLECTGIT_HEARTBEAT="0")
    if server:
        subprocess.run([exe, "daemon", "start"], env=env, check=True, stdout=subprocess.DEVNULL)
    times, rss = [], 0
    # peak RSS via GNU time: a forked child's own maxrss would count this big process's pages
    timer = ["/usr/bin/time", "-f", "%M"] if Path("/usr/bin/time").exists() else []
    for q in qs[:runs]:
        t = time.perf_counter()
        proc = subprocess.run([*timer, exe, "search", q, "--project", "proj-1", "--branch", "main", "--no-cache"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        times.append((time.perf_counter() - t) * 1000)
        last = proc.stderr.strip().splitlines()[-1:] if timer else []
        if last and last[0].isdigit():
            rss = max(rss, int(last[0]) // 1024)
    if server:
        subprocess.run([exe, "daemon", "stop"], env=env, stdout=subprocess.DEVNULL)
    return times, rss


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--cold", type=int, default=10)
    ap.add_argument("--kb", type=Path, help="Measure an existing synthetic KB (from an earlier run) instead "
                    "of generating one; its full index is not re-timed. The KB is left in place.")
    args = ap.parse_args()
    exe = shutil.which("reflectgit", path=str(Path(sys.executable).parent)) or "reflectgit"
    print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
    sizes = [0] if args.kb else [int(x) for x in args.sizes.split(",")]
    for n in sizes:
        root = args.kb.parent if args.kb else Path(tempfile.mkdtemp(prefix=f"rg-perf-{n}-"))
        try:
            t = time.perf_counter()
            if args.kb:
                from reflectgit.kb import KB

                kb = KB.open(args.kb)
                n = len(kb.note_relpaths())
            else:
                kb = make_kb(root / "kb", n)
            gen = time.perf_counter() - t
            index = Index(kb)
            t = time.perf_counter()
            index.sync(full=not args.kb)
            full = time.perf_counter() - t
            # incremental: change one note's text, then reindex with a fresh Index object, the
            # model already loaded (as in the drain or the recall server; loading it is timed apart)
            from reflectgit.index import embed

            embed._backend = None
            t = time.perf_counter()
            embed.embed(["load the model"])
            load = time.perf_counter() - t
            incs = []
            for i in range(5):
                note = kb.read(kb.note_files()[n // 2 + i])
                kb.set_field(note.id, "rule", f"Changed rule text {i} for the incremental benchmark at {time.time_ns()}")
                t = time.perf_counter()
                rep = Index(kb).sync()
                incs.append(time.perf_counter() - t)
                assert rep.updated == 1 and rep.embedded == 1, rep
            inc = statistics.median(incs)
            recall = Recall(kb, Context(project="proj-1", branch="main", default_branch="main"))
            opts = Options(log=False, cache=False)
            qs = queries(args.queries)
            recall.search(qs[0], opts)
            lat = []
            for q in qs:
                t = time.perf_counter()
                recall.search(q, opts)
                lat.append((time.perf_counter() - t) * 1000)
            served, served_rss = cold(exe, kb.path, qs, args.cold, server=True)
            alone, alone_rss = cold(exe, kb.path, qs, 3, server=False)
            print(f"{n:>7} notes: generate {gen:.1f}s, full index {full:.1f}s, incremental {inc * 1000:.0f} ms, "
                  f"warm p50 {statistics.median(lat):.1f} ms", flush=True)  # kept even if a later step fails
            print(f"{n:>7} notes: generate {gen:6.1f}s | full index {full:6.1f}s = {n / full:6.0f} notes/s | "
                  f"incremental 1 note {inc * 1000:6.0f} ms (model load {load * 1000:.0f} ms apart) | warm search p50 {statistics.median(lat):6.1f} ms "
                  f"p95 {pct(lat, 95):6.1f} ms | search process via server p50 {statistics.median(served):5.0f} ms "
                  f"p95 {pct(served, 95):5.0f} ms RSS {served_rss} MB | in-process (no server) p50 "
                  f"{statistics.median(alone):5.0f} ms RSS {alone_rss} MB")
            sys.stdout.flush()
        finally:
            if not args.kb:
                shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
