"""Static site and dashboard database build times for a KB of N notes (default 10,000) with
some history: first on a KB without a derived index, then again after one more edit.

With ``--linked`` the notes also carry entities (two each, from 300 names of which a few are
hubs) and, for two notes in five, a typed relation to an earlier note, so the entity graph, its
layout and every note page's neighbourhood graph are exercised at full size. ``--site-only``
skips the dashboard.db and with-index timings.

Run: nice .venv/bin/python benchmarks/site.py [--notes N] [--edits E] [--linked] [--site-only]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup import WORDS, make_kb  # noqa: E402

from reflectgit.dashboard import database, site  # noqa: E402
from reflectgit.kb import KB  # noqa: E402

RELATIONS = ("caused_by", "relates_to", "requires", "supersedes", "uses", "prevents")


def link(kb: KB, seed: int = 11) -> int:
    """Give every note two entities and two notes in five a relation to an earlier note, in
    one commit (as an import would); returns the number of relations."""
    rnd = random.Random(seed)
    names = [f"{a}-{b}" for a in WORDS for b in WORDS if a != b][:300]
    weights = [1.0 / (i + 1) for i in range(len(names))]  # a few hub entities, a long tail
    notes = sorted(kb.notes(), key=lambda n: n.id)
    relations = 0
    with kb.transaction(f"bench: link {len(notes)} notes", op="bench") as tx:
        for i, n in enumerate(notes):
            n.set("entities", sorted(set(rnd.choices(names, weights=weights, k=2))))
            if i and rnd.random() < 0.4:
                n.set("relations", [{"type": rnd.choice(RELATIONS), "target": notes[rnd.randrange(i)].id}])
                relations += 1
            tx.save(n)
    return relations


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=10000)
    ap.add_argument("--edits", type=int, default=200, help="single-note commits added after the bulk load")
    ap.add_argument("--linked", action="store_true", help="notes with entities and relations (the graphs' work)")
    ap.add_argument("--site-only", action="store_true", help="time the site build only, not dashboard.db")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="rg-bench-site-"))
    try:
        kb = make_kb(tmp / "kb", args.notes)
        if args.linked:
            print(f"  linked: {link(kb)} relations, 2 entities a note")
        ids = sorted(kb.ids())
        for i in range(args.edits):
            kb.set_field(ids[i * 37 % len(ids)], "tags", ["edited", f"e{i}"])
        print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
        t = time.perf_counter()
        r = site.build(kb, tmp / "site")
        t_site = time.perf_counter() - t
        size = sum(p.stat().st_size for p in (tmp / "site").rglob("*") if p.is_file())
        if args.site_only:
            print(f"  {args.notes} notes, {args.edits + 2 + args.linked} commits: site build {t_site:.1f} s "
                  f"({r.pages} pages, {size / 1e6:.1f} MB)")
            return
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
