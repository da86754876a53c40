"""Per-machine usage counters that travel with the KB without ever conflicting.

Recall counts live in each machine's ``.reflectgit/events.db``. ``sync`` appends what was
recalled since the last sync to ``memory/meta/counters/<machine>.jsonl``, a file only that
machine writes, so two machines never edit the same lines; totals add up every machine's file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.fsutil import loads_json
from reflectgit.machine import name as machine_name

if TYPE_CHECKING:
    from reflectgit.kb import KB

FOLDER = "memory/meta/counters"
_STATE = "counters.json"


def relpath(kb_path: Path | None = None) -> str:
    """This machine's counters file (see ``reflectgit.machine`` for how machines are named)."""
    from reflectgit.machine import name

    return f"{FOLDER}/{name(kb_path)}.jsonl"


def _state(kb: KB) -> Path:
    return kb.path / ".reflectgit" / _STATE


def _last_flushed(kb: KB) -> int:
    try:
        return int(json.loads(_state(kb).read_text())["recall_log"])
    except (OSError, ValueError, KeyError, TypeError):
        return 0


def _rows(kb: KB) -> tuple[list[dict[str, Any]], int]:
    from reflectgit import recall_log

    derived = kb.path / ".reflectgit"
    if not (derived / recall_log.FILE).exists():
        return [], 0
    con = recall_log.connect(derived)
    try:
        last = _last_flushed(kb)
        rows = con.execute("select id, at, session, hits from recall_log where id > ? order by id", (last,)).fetchall()
    finally:
        con.close()
    top = rows[-1]["id"] if rows else last
    per: dict[str, dict[str, Any]] = {}
    for r in rows:
        for note_id in json.loads(r["hits"] or "[]"):
            c = per.setdefault(note_id, {"id": note_id, "recalls": 0, "sessions": set(), "first": r["at"], "last": r["at"]})
            c["recalls"] += 1
            c["last"] = r["at"]
            if r["session"]:
                c["sessions"].add(r["session"])
    out = [{"id": c["id"], "recalls": c["recalls"], "sessions": len(c["sessions"]),
            "first": round(c["first"], 3), "last": round(c["last"], 3), "machine": machine_name(kb.path)}
           for c in per.values()]
    return sorted(out, key=lambda c: c["id"]), top


def unflushed(kb: KB) -> list[dict[str, Any]]:
    """This machine's recalls not yet in its counters file, one record per note (as ``pending``
    would append them)."""
    return _rows(kb)[0]


def pending(kb: KB) -> tuple[dict[str, bytes], int]:
    """(the counters file with this machine's new lines appended, or nothing; the last
    recall-log row they cover, for ``mark_flushed`` once they are committed)."""
    new, top = _rows(kb)
    if not new:
        return {}, top
    rel = relpath(kb.path)
    path = kb.path / rel
    existing = path.read_bytes() if path.exists() else b""
    lines = "".join(json.dumps(c, sort_keys=True) + "\n" for c in new).encode()
    return {rel: existing + lines}, top


def mark_flushed(kb: KB, top: int) -> None:
    from reflectgit.fsutil import atomic_write

    atomic_write(_state(kb), json.dumps({"recall_log": top}).encode())


def totals(kb: KB) -> dict[str, dict[str, int]]:
    """Recalls per note summed over every machine's counters file."""
    folder = kb.path / FOLDER
    out: dict[str, dict[str, int]] = {}
    for f in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        for line in f.read_text(errors="replace").splitlines():
            try:
                c = loads_json(line)
                t = out.setdefault(str(c["id"]), {"recalls": 0, "sessions": 0})
                t["recalls"] += int(c.get("recalls", 0))
                t["sessions"] += int(c.get("sessions", 0))
            except (ValueError, KeyError, TypeError):
                continue
    return out


def recall_counts(kb: Any) -> dict[str, dict[str, Any]]:
    """Per note: recalls and distinct sessions, this machine's recall log (exact, unflushed rows
    included) plus the committed counters of every other machine."""
    from reflectgit import recall_log

    out: dict[str, dict[str, Any]] = {}
    derived = kb.path / ".reflectgit"
    if (derived / recall_log.FILE).exists():
        con = recall_log.connect(derived)
        try:
            for r in con.execute("select session, hits from recall_log"):
                for note_id in json.loads(r["hits"] or "[]"):
                    c = out.setdefault(note_id, {"recalls": 0, "sessions": set()})
                    c["recalls"] += 1
                    if r["session"]:
                        c["sessions"].add(r["session"])
        finally:
            con.close()
    mine = relpath(kb.path)
    folder = kb.path / FOLDER
    for f in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        if f.relative_to(kb.path).as_posix() == mine:
            continue  # already counted from the local log
        for line in f.read_text(errors="replace").splitlines():
            try:
                rec = loads_json(line)
                c = out.setdefault(str(rec["id"]), {"recalls": 0, "sessions": set()})
                c["recalls"] += int(rec.get("recalls", 0))
                c["sessions"] |= {f"{f.stem}:{i}" for i in range(int(rec.get("sessions", 0)))}
            except (ValueError, KeyError, TypeError):
                continue
    return {k: {"recalls": v["recalls"], "sessions": len(v["sessions"])} for k, v in out.items()}
