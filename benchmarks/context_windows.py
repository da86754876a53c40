"""An experiment of issue 19 (branch loco24): context embedded at index time.

Adds tables ``ctx_<variant>`` (note id, window vectors) to a cached KB's index, which recall reads
as extra windows scored max-sim with the note's own vector when ``Options.context`` names the
variant (``--try 'x={"context": "rqfull"}'``). Run it on a copy of the suite's cache, never on the
shared one:

    cp -r benchmarks/out/kb-cache/locomo-* /tmp/ctx-cache/
    python benchmarks/context_windows.py /tmp/ctx-cache/locomo-... rq,all,rqfull,rqafter,next,rqnext

Variants (the previous / next note = the note captured just before / after in the same session):
``rq``  a note whose previous note asks (ends with "?"): that note's last 30 words, then the note;
``all`` the same for every note with a previous note; ``rqfull`` / ``allfull`` the previous
note whole, then the note; ``rqafter`` the note, then the question's last 30 words; ``next`` a note
that asks, read with its answer after it; ``rqnext`` both ``rqfull`` and ``next``.
"""

from __future__ import annotations

import json
import sqlite3
import sys
import time
from pathlib import Path


def windows(rows: list[sqlite3.Row], variant: str) -> list[tuple[str, str]]:
    """(note id, text to embed) for one variant; a note may get two (``rqnext``)."""
    from reflectgit.index import db as dbm
    from reflectgit.note import Note

    at = {(r["source_session"], r["source_chunk"]): r for r in rows if r["source_session"] is not None}

    def own(r: sqlite3.Row) -> str:
        return dbm.embed_text(Note(meta=json.loads(r["fields"]), body=r["body"] or ""))

    def body(r: sqlite3.Row) -> str:
        return (r["body"] or r["title"] or "").strip()

    def tail(text: str, n: int = 30) -> str:
        return " ".join(text.split()[-n:])

    out = []
    for r in rows:
        if r["source_session"] is None or r["source_chunk"] is None:
            continue
        prev = at.get((r["source_session"], r["source_chunk"] - 1))
        nxt = at.get((r["source_session"], r["source_chunk"] + 1))
        asked = prev is not None and body(prev).endswith("?")
        if variant in ("next", "rqnext"):
            if variant == "rqnext" and asked and prev is not None:
                out.append((r["id"], body(prev) + "\n" + own(r)))
            if nxt is not None and body(r).endswith("?"):
                out.append((r["id"], own(r) + "\n" + body(nxt)))
            continue
        if prev is None or (variant.startswith("rq") and not asked):
            continue
        if variant in ("rq", "all"):
            out.append((r["id"], tail(body(prev)) + "\n" + own(r)))
        elif variant in ("rqfull", "allfull"):
            out.append((r["id"], body(prev) + "\n" + own(r)))
        elif variant == "rqafter":
            out.append((r["id"], own(r)[:300] + "\n" + tail(body(prev))))
        else:
            raise SystemExit(f"unknown variant {variant!r}")
    return out


def main() -> None:
    import numpy as np

    from reflectgit.index import embed

    root, variants = Path(sys.argv[1]), sys.argv[2].split(",")
    con = sqlite3.connect(root / "kb" / ".reflectgit" / "index.db")
    con.row_factory = sqlite3.Row
    rows = con.execute("select id, fields, body, title, source_session, source_chunk from notes").fetchall()
    for v in variants:
        t = time.perf_counter()
        pairs = windows(rows, v)
        vecs = embed.embed([text for _, text in pairs]).astype(np.float32) if pairs else np.zeros((0, 384), np.float32)
        blocks: dict[str, list] = {}
        for i, (nid, _) in enumerate(pairs):
            blocks.setdefault(nid, []).append(vecs[i])
        con.execute(f"drop table if exists ctx_{v}")
        con.execute(f"create table ctx_{v} (id text primary key, vectors blob not null)")
        con.executemany(f"insert into ctx_{v} values (?, ?)",
                        [(nid, np.vstack(b).astype(np.float32).tobytes()) for nid, b in blocks.items()])
        con.commit()
        print(f"{v}: {len(pairs)} windows for {len(blocks)} of {len(rows)} notes, {time.perf_counter() - t:.0f}s", flush=True)


if __name__ == "__main__":
    main()
