"""Static site and dashboard database build times for a KB of N notes (default 10,000) with
some history: first on a KB without a derived index, then again after one more edit.

Run: .venv/bin/python benchmarks/site.py [--notes N] [--edits E]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup import make_kb  # noqa: E402

from reflectgit.dashboard import database, site  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=10000)
    ap.add_argument("--edits", type=int, default=200, help="single-note commits added after the bulk load")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="rg-bench-site-"))
    try:
        kb = make_kb(tmp / "kb", args.notes)
        ids = sorted(kb.ids())
        for i in range(args.edits):
            kb.set_field(ids[i * 37 % len(ids)], "tags", ["edited", f"e{i}"])
        print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
        t = time.perf_counter()
        r = site.build(kb, tmp / "site")
        t_site = time.perf_counter() - t
        size = sum(p.stat().st_size for p in (tmp / "site").rglob("*") if p.is_file())
        t = time.perf_counter()
        database.build(kb)
        t_db = time.perf_counter() - t
        print(f"  {args.notes} notes, {args.edits + 2} commits: site build {t_site:.1f} s ({r.pages} pages, "
              f"{size / 1e6:.1f} MB); dashboard.db build {t_db:.1f} s")
        # what `serve` costs the next time: one more note edited, both built again
        kb.set_field(ids[1], "tags", ["edited-again"])
        t = time.perf_counter()
        database.build(kb)
        t_db2 = time.perf_counter() - t
        t = time.perf_counter()
        site.build(kb, tmp / "site")
        t_site2 = time.perf_counter() - t
        print(f"  again after one more edit (what the next `serve` pays): dashboard.db build {t_db2:.1f} s, "
              f"site build {t_site2:.1f} s, together {t_db2 + t_site2:.1f} s")
        try:
            from reflectgit.index import Index

            Index(kb).sync(embed=False)  # the index as recall keeps it (vectors aside: neither build reads them)
        except TypeError:
            return  # code from before the index held what the dashboard shows: nothing more to time
        kb.set_field(ids[2], "tags", ["edited-once-more"])
        t = time.perf_counter()
        database.build(kb)
        t_db3 = time.perf_counter() - t
        t = time.perf_counter()
        site.build(kb, tmp / "site")
        t_site3 = time.perf_counter() - t
        print(f"  with the index kept (recall keeps it), one more edit: dashboard.db build {t_db3:.1f} s, "
              f"site build {t_site3:.1f} s, together {t_db3 + t_site3:.1f} s")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
