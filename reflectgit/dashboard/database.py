"""``.reflectgit/dashboard.db``: everything the dashboard shows, in one SQLite file.

Built from the notes, the git history (commits and note
versions), ReflectionChange records, this machine's recall log and knowledge gaps, every
machine's recall counters, the commit log of the hooks, and the LLM ledger. Rebuilt whole,
atomically, each time: it is derived, like the index. Every row of every table passes through
:func:`_table`, which strips ``<private>`` spans from each text value.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.privacy import strip_value

if TYPE_CHECKING:
    from reflectgit.note import Note

FILE = "dashboard.db"


def _iso(ts: float | int | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(float(ts), UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _memory_titles(kb: Any) -> str:
    from reflectgit.fsutil import read_kb_text

    return read_kb_text(kb.path / "MEMORY.md") or ""


def note_rows(kb: Any, counts: dict[str, dict[str, Any]], notes: Iterable[Note] | None = None) -> list[dict[str, Any]]:
    """One row per note (``notes``: as the index holds them; default: read from the files)."""
    memory = _memory_titles(kb)
    rows = []
    for note in (n.redacted() for n in (kb.notes() if notes is None else notes)):
        m = note.meta
        src: dict[str, Any] = m["source"] if isinstance(m.get("source"), dict) else {}
        revert: dict[str, Any] = m["revert"] if isinstance(m.get("revert"), dict) else {}
        promoted: dict[str, Any] = m["promoted_from"] if isinstance(m.get("promoted_from"), dict) else {}
        c = counts.get(note.id, {"recalls": 0, "sessions": 0})
        rel = note.path.relative_to(kb.path).as_posix() if note.path else None
        rows.append({
            "id": note.id, "title": note.title, "project": m.get("project"),
            "branch": m.get("branch"), "shard": rel.split("/")[2] if rel else None, "status": note.status,
            "status_reason": _text(m.get("status_reason")), "scope": m.get("scope"),
            "category": m.get("category"), "type": m.get("type"), "tags": json.dumps(note.tags),
            "confidence": note.confidence, "proof_count": m.get("proof_count"),
            "created": m.get("created"), "updated": m.get("updated"),
            "source_kind": src.get("kind"), "source_commit": src.get("commit"), "source_session": src.get("session"),
            "source_origin": src.get("origin"), "revert_by": revert.get("by"),
            "promoted_from": promoted.get("branch"), "contradicted": int(bool(m.get("contradicts"))),
            "recalls": c["recalls"], "recall_sessions": c["sessions"],
            "in_memory": int(bool(note.title) and note.title in memory), "hidden": int(bool(m.get("hidden"))),
            "path": rel, "rule": _text(m.get("rule")), "fix": _text(m.get("fix")), "problem": _text(m.get("problem")),
            "key_insight": _text(m.get("key_insight")), "body": note.body,
            "listing": listing(note.status, bool(m.get("hidden")), m.get("updated")),
        })
    return rows


def listing(status: str, hidden: bool, updated: Any) -> str:
    """The notes table's default order, as one column (Datasette sorts by one): sorted descending,
    active notes come first, then hidden ones, then the rest (merged, deleted, demoted...), each
    group most recently updated first. Sorted by `updated` alone, what the daily pass had just
    merged away opened the table."""
    rank = 2 if status == "active" and not hidden else 1 if status == "active" else 0
    return f"{rank} {updated or ''}"


def _text(value: Any) -> str | None:
    return str(value) if value not in (None, "") else None


NOTE_COLUMNS: dict[str, type] = {
    "id": str, "title": str, "project": str, "branch": str, "shard": str, "status": str, "status_reason": str,
    "scope": str, "category": str, "type": str, "tags": str, "confidence": float, "proof_count": int,
    "created": str, "updated": str, "source_kind": str, "source_commit": str, "source_session": str,
    "source_origin": str, "revert_by": str, "promoted_from": str, "contradicted": int, "recalls": int,
    "recall_sessions": int, "in_memory": int, "hidden": int, "path": str, "rule": str, "fix": str, "problem": str,
    "key_insight": str, "body": str, "listing": str,
}


def _table(db: Any, name: str, rows: Any, columns: dict[str, type], pk: str | None = None) -> None:
    """Create the table with its declared columns even when there is nothing to put in it.

    The one way rows get in: each text value loses its ``<private>`` spans here, whatever the
    source (notes, KB commit subjects, the commit log, queries, pending decisions)."""
    if pk:
        db[name].create(columns, pk=pk)
    else:
        db[name].create(columns)
    db[name].insert_all((strip_value(r) for r in rows), alter=True)


def build(kb: Any) -> Path:
    import sqlite_utils

    from reflectgit import llm, recall_log
    from reflectgit.commit_log import commit_log
    from reflectgit.dashboard.audit import reflection_changes
    from reflectgit.index import Index

    derived = kb.derived_dir()
    target = derived / FILE
    tmp = derived / f".{FILE}.{os.getpid()}.tmp"
    tmp.unlink(missing_ok=True)
    db = sqlite_utils.Database(str(tmp))
    from reflectgit.counters import recall_counts

    counts = recall_counts(kb)
    index = Index(kb)
    if index.has_notes():  # kept by recall or an earlier serve: brought up to date, the model never loaded
        index.sync(embed=False)
        found = index.notes()
        relations = [dict(r) for r in index.con.execute("select note_id, type, target, target_note from edges "
                                                        "order by note_id, rowid")]  # resolved by the index
    else:  # building the index here would cost a first serve more than reading the files once
        from reflectgit.index.db import edge_rows

        found = [n.redacted() for n in kb.notes()]
        ids = {n.id for n in found}
        relations = [{"note_id": e["note_id"], "type": e["type"], "target": e["target"],
                      "target_note": e["target"] if e["target"] in ids else None} for n in found for e in edge_rows(n)]
    notes = note_rows(kb, counts, found)
    _table(db, "notes", notes, NOTE_COLUMNS, pk="id")
    db.table("notes").enable_fts(["title", "body", "rule", "fix", "problem", "key_insight", "tags"], create_triggers=False)
    _table(db, "relations", relations, {"note_id": str, "type": str, "target": str, "target_note": str})
    commits: list[dict[str, Any]] = []
    versions: list[dict[str, Any]] = []
    for c in index.history():
        commits.append({"sha": c.sha, "time": c.iso_time, "actor": c.actor, "op": c.op, "machine": c.machine,
                        "subject": c.subject, "notes_changed": len(c.versions), "parents": len(c.parents)})
        versions.extend({"commit": c.sha, "note_id": v.note_id, "change": v.change, "old_path": v.old_path,
                         "new_path": v.new_path, "actor": c.actor, "op": c.op, "machine": c.machine,
                         "time": c.iso_time}
                        for v in c.versions)
    _table(db, "commits", commits, {"sha": str, "time": str, "actor": str, "op": str, "machine": str,
                                    "subject": str, "notes_changed": int, "parents": int}, pk="sha")
    _table(db, "note_versions", versions, {"commit": str, "note_id": str, "change": str, "old_path": str,
                                           "new_path": str, "actor": str, "op": str, "machine": str,
                                           "time": str})
    changes = [{"at": str(r.get("at") or r.get("timestamp") or ""), "action": str(r.get("action") or r.get("type") or ""),
                "note_id": r.get("note_id") or r.get("note"), "before": json.dumps(r.get("before"), default=str),
                "after": json.dumps(r.get("after"), default=str), "file": r["_file"],
                "record": json.dumps({k: v for k, v in r.items() if k != "_file"}, default=str)}
               for r in map(strip_value, reflection_changes(kb))]  # before json.dumps: JSON stays whole
    _table(db, "reflection_changes", changes, {"at": str, "action": str, "note_id": str, "before": str, "after": str,
                                               "file": str, "record": str})
    recalls, gaps = [], []
    if (derived / recall_log.FILE).exists():
        con = recall_log.connect(derived)
        try:
            recalls = [{"at": _iso(r["at"]), "session": r["session"], "project": r["project"], "branch": r["branch"],
                        "query": r["query"] or "", "hits": r["hits"], "n": r["n"],
                        "tokens": r["tokens"], "cached": r["cached"], "gated": r["gated"], "verdict": r["verdict"]}
                       for r in con.execute("select * from recall_log order by at")]
            gaps = [{"at": _iso(r["at"]), "session": r["session"], "project": r["project"], "branch": r["branch"],
                     "query": r["query"] or "", "normalized": r["normalized"]}
                    for r in con.execute("select * from gaps order by at")]
        finally:
            con.close()
    _table(db, "recall_log", recalls, {"at": str, "session": str, "project": str, "branch": str, "query": str,
                                       "hits": str, "n": int, "tokens": int, "cached": int, "gated": int,
                                       "verdict": str})
    _table(db, "gaps", gaps, {"at": str, "session": str, "project": str, "branch": str, "query": str,
                              "normalized": str})
    calls = [{"at": _iso(r.get("at")), "day": (_iso(r.get("at")) or "")[:10], "purpose": r.get("purpose"),
              "model": r.get("model"), "tokens_in": r.get("tokens_in"), "tokens_out": r.get("tokens_out"),
              "cost_est": r.get("cost_est"), "ok": int(bool(r.get("ok"))), "error": r.get("error")}
             for r in llm.ledger(derived)]
    _table(db, "llm_calls", calls, {"at": str, "day": str, "purpose": str, "model": str, "tokens_in": int,
                                    "tokens_out": int, "cost_est": float, "ok": int, "error": str})
    code = [{"sha": r.get("sha"), "project": r.get("project"), "branch": r.get("branch"),
             "subject": str(r.get("subject") or ""), "session": r.get("session"),
             "time": _iso(r.get("time")), "machine": r.get("machine"), "files": json.dumps(r.get("files") or []),
             "reverts": json.dumps(r.get("reverts") or [])} for r in commit_log(kb) if r.get("sha")]
    _table(db, "code_commits", code, {"sha": str, "project": str, "branch": str, "subject": str, "session": str,
                                      "time": str, "machine": str, "files": str, "reverts": str})
    from reflectgit import pending

    waiting = []
    for d in pending.load(kb):
        summary = pending.summary(kb, d)
        actions = summary.pop("actions")
        waiting.append({**summary, "accept": actions["accept"], "reject": actions["reject"], "file": pending.rel(d["id"])})
    _table(db, "pending_decisions", waiting, {"id": str, "kind": str, "created": str, "title": str, "target": str,
                                              "target_gone": str, "target_now": str, "similarity": float, "reason": str, "session": str, "note_id": str,
                                              "accept": str, "reject": str, "file": str}, pk="id")
    for table, cols in (("notes", ["project", "shard"]), ("notes", ["status"]), ("note_versions", ["note_id"]),
                        ("relations", ["note_id"]), ("gaps", ["query"])):
        db.table(table).create_index(cols, if_not_exists=True)
    db.conn.commit()
    db.conn.close()
    os.replace(tmp, target)
    return target


def connect(kb: Any) -> sqlite3.Connection:
    con = sqlite3.connect(str(kb.path / ".reflectgit" / FILE))
    con.row_factory = sqlite3.Row
    return con
