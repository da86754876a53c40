"""Team mode at scale: publish throughput, incremental publish, warm recall vs local mode, disk.

For each size, a synthetic KB (benchmarks/synth.py) is indexed locally (the embedding is timed
by recall_perf.py, not here), then: full publish of the pre-embedded notes, incremental
publish of one changed note (median of 5), warm in-process recall p50/p95 from the local index
and from the server in the same run, and the server's disk size per note (tables + indexes, BM25 statistics included).

Run: nice .venv/bin/python benchmarks/team.py [--sizes 10000,100000] [--queries 50] [--synthetic-vectors]
(a throwaway pgserver, or $REFLECTGIT_PG_DSN with an admin role). ``--synthetic-vectors`` gives
the notes random unit vectors instead of embedding them (100k notes take ~20 min to embed on
2 cores); queries are still embedded by the model, and local and team modes search the same
vectors, so the latency comparison stands while the hits mean nothing.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_perf import pct
from synth import make_kb, queries
from team_parity import server, team_off, team_on

from reflectgit.index import Index
from reflectgit.project import Context
from reflectgit.recall import Options, Recall


def warm(kb, qs: list[str]) -> list[float]:
    recall = Recall(kb, Context(project="proj-1", branch="main", default_branch="main"))
    opts = Options(log=False, cache=False)
    recall.search(qs[0], opts)
    lat = []
    for q in qs:
        t = time.perf_counter()
        recall.search(q, opts)
        lat.append((time.perf_counter() - t) * 1000)
    return lat


def synthetic_note_vectors() -> None:
    """Random unit vectors for every batch of notes; single texts (queries) still go to the model."""
    import numpy as np

    from reflectgit.index import embed

    real = embed.embed

    def fake(texts, batch_size=32, progress=None):
        if len(texts) <= 2:
            return real(texts, batch_size)
        rng = np.random.default_rng(len(texts))
        vecs = rng.standard_normal((len(texts), 384)).astype(np.float32)
        if progress:
            progress(len(texts), len(texts))
        return vecs / np.linalg.norm(vecs, axis=1, keepdims=True)

    embed.embed = fake


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--synthetic-vectors", action="store_true")
    args = ap.parse_args()
    if args.synthetic_vectors:
        synthetic_note_vectors()
    print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
    tmp = Path(tempfile.mkdtemp(prefix="rg-team-bench-"))
    tmp.chmod(0o755)
    admin = server(tmp)
    from reflectgit.team.publish import publish
    from reflectgit.team.settings import Settings, connect, load

    try:
        for n in (int(x) for x in args.sizes.split(",")):
            kb = make_kb(tmp / f"kb-{n}", n)
            t = time.perf_counter()
            Index(kb).sync(full=True)
            index_s = time.perf_counter() - t
            qs = queries(args.queries)
            local = warm(kb, qs)
            workspace = f"bench-{n}"
            team_on(admin, workspace)
            t = time.perf_counter()
            rep = publish(kb, load(), full=True)
            full = time.perf_counter() - t
            if rep.get("vector_index"):  # built by a process of its own: wait for it, then measure
                from reflectgit.team.publish import has_vector_index

                with connect(load()) as con:
                    while not has_vector_index(con, workspace):
                        time.sleep(0.5)
                rep["vector_index_seconds"] = time.perf_counter() - t - full
            incs, sent = [], []
            for i in range(5):
                note = kb.read(kb.note_files()[n // 2 + i])
                kb.set_field(note.id, "rule", f"Changed rule text {i} for the team benchmark at {time.time_ns()}")
                synced = Index(kb)
                synced.sync()  # the local reindex (and its embedding) is not the publish, as in `reindex`
                t = time.perf_counter()
                one = publish(kb, load(), index=synced)
                incs.append(time.perf_counter() - t)
                sent.append(one["upserted"])
            team = warm(kb, qs)
            with connect(Settings(dsn=admin, workspace=None), workspace=False) as con:
                tables = ("notes", "entities", "edges", "text_stats", "term_df", "postings", "doc_lens")
                size = con.execute("select sum(pg_total_relation_size(t)) as b from unnest(%s::text[]) t",
                                   ([f"reflectgit.{t}" for t in tables],)).fetchone()["b"]
                rows = con.execute("select count(*) as c from reflectgit.notes").fetchone()["c"]
            team_off()
            print(f"{n:>7} notes{' (synthetic vectors)' if args.synthetic_vectors else ''}: local index {index_s:.0f}s | full publish {full:.1f}s = {rep['upserted'] / full:.0f} notes/s"
                  f" ({'vector index ready ' + format(rep.get('vector_index_seconds', 0), '.1f') + 's later, in the background' if rep.get('vector_index') else 'vector index included: ' + format(rep.get('vector_index_seconds', 0), '.1f') + 's'})"
                  f" | incremental publish of 1 note p50 {statistics.median(incs) * 1000:.0f} ms (notes sent: {sent})"
                  f" | warm recall p50/p95 local {statistics.median(local):.1f}/{pct(local, 95):.1f} ms,"
                  f" team {statistics.median(team):.1f}/{pct(team, 95):.1f} ms"
                  f" ({statistics.median(team) / statistics.median(local):.2f}x)"
                  f" | server disk {size / max(rows, 1) / 1024:.1f} KiB/note (all workspaces: {size / 2**20:.0f} MiB)",
                  flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
