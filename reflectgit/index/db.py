"""The derived SQLite database: one row per note, FTS5, entities, edges, embeddings.

Built with sqlite-utils, read with plain sqlite3 on the recall path (it imports in a
fraction of the time). Everything here can be rebuilt from the notes at any moment.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

from reflectgit.note import Note
from reflectgit.tokens import estimate as estimate_tokens

DB_FILE = "index.db"
SCHEMA_VERSION = "5"  # 5: private spans stripped from every indexed field (older indexes held them)
# scope_text holds one opaque token per project, shard and scope, so BM25 can be asked for one
# project's notes only: FTS5 intersects the postings instead of ranking the whole KB
FTS_COLUMNS = ["title", "body", "rule", "fix", "problem", "tags_text", "scope_text"]

NOTE_COLUMNS = {
    "id": str, "path": str, "project": str, "branch": str, "shard": str, "scope": str, "status": str,
    "hidden": int, "forget_after": str, "confidence": float, "proof_count": int, "created": str,
    "updated": str, "title": str, "body": str, "rule": str, "fix": str, "problem": str,
    "key_insight": str, "tags": str, "tags_text": str, "category": str, "type": str, "subject": str,
    "status_reason": str, "superseded_by": str, "source_kind": str, "source_commit": str,
    "source_session": str, "source_chunk": int, "text_hash": str, "tokens": int, "fields": str,
    "scope_text": str,
}


def connect(path: Path) -> sqlite3.Connection:
    con = sqlite3.connect(str(path), timeout=30)
    con.row_factory = sqlite3.Row
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA synchronous=NORMAL")
    return con


def ensure_schema(con: sqlite3.Connection) -> None:
    import sqlite_utils

    db = sqlite_utils.Database(con)
    if "notes" not in db.table_names():
        db.table("notes").create(NOTE_COLUMNS, pk="id")
        db.table("notes").create_index(["path"], unique=True)
        db.table("notes").create_index(["project", "shard"])
        db.table("notes").create_index(["source_session", "source_chunk"])
        # covers the recall scope query, so scoping 10k notes reads a narrow index, not the rows
        db.table("notes").create_index(["status", "hidden", "project", "shard", "scope", "forget_after", "id",
                                  "updated", "created", "title"], index_name="notes_scope")
        db.table("notes").enable_fts(FTS_COLUMNS, tokenize="porter unicode61", create_triggers=True)
        db.table("entities").create({"note_id": str, "name": str, "display": str, "type": str})
        db.table("entities").create_index(["note_id"])
        db.table("entities").create_index(["name"])
        db.table("edges").create({"note_id": str, "source": str, "type": str, "target": str,
                            "target_note": str, "valid_from": str, "valid_to": str})
        db.table("edges").create_index(["note_id"])
        db.table("edges").create_index(["source"])
        db.table("edges").create_index(["target"])
        db.table("edges").create_index(["target_note"])
        db.table("embeddings").create({"hash": str, "vector": bytes}, pk="hash")
        db.table("vector_labels").create({"label": int, "note_id": str}, pk="label")
        db.table("vector_labels").create_index(["note_id"], unique=True)
        db.table("index_errors").create({"path": str, "field": str, "message": str}, pk="path")
        db.table("meta").create({"key": str, "value": str}, pk="key")
        db.table("meta").insert({"key": "schema", "value": SCHEMA_VERSION})
    con.commit()


def ensure_passages(con: sqlite3.Connection) -> None:
    """Window vectors of long notes by text hash (float32 rows one after another; see
    ``embed.passage_texts``). An index made before it gains it as it opens; the embedder's
    signature names the passages setting, so such an index re-embeds once."""
    con.execute("create table if not exists passages (hash text primary key, vectors blob not null)")


def ensure_vector_journal(con: sqlite3.Connection) -> None:
    """The vector journal (see ``index.vectors``); an index made before it gains it as it opens,
    so nothing is re-embedded."""
    con.execute("create table if not exists vector_journal "
                "(seq integer primary key autoincrement, label integer not null, vector blob)")


def get_meta(con: sqlite3.Connection, key: str, default: str | None = None) -> str | None:
    try:
        row = con.execute("select value from meta where key = ?", (key,)).fetchone()
    except sqlite3.OperationalError:
        return default
    return row[0] if row else default


def set_meta(con: sqlite3.Connection, key: str, value: str) -> None:
    con.execute("insert or replace into meta(key, value) values (?, ?)", (key, value))


def norm_entity(name: str) -> str:
    """Entity names compare case- and separator-insensitively (``Redis Pool`` = ``redis-pool``)."""
    from reflectgit.query_text import entity_key

    return entity_key(name)


def embed_text(note: Note) -> str:
    """What the vector arm sees: the lesson's fields first, then the start of the body
    (the embedder keeps only the first tokens, so order is priority)."""
    body = (note.body or "").strip()
    # a title that the body repeats at its very start (a conversation turn, a pasted message)
    # would spend the embedder's few tokens twice: the body says it, in context, just as early
    title = _squash(note.title)
    parts = [] if title and title in _squash(body[:len(note.title) + 80]) else [note.title]
    for name in ("key_insight", "rule", "problem", "fix"):
        value = note.get(name)
        if isinstance(value, str) and value.strip():
            parts.append(value.strip())
    if note.tags:
        parts.append(", ".join(note.tags))
    if body:
        parts.append(body[:2000])
    return "\n".join(parts)


def _squash(text: str) -> str:
    return " ".join(str(text).lower().split()).rstrip(".…")


def scope_token(kind: str, *parts: str) -> str:
    """An opaque FTS token for a project ("p"), a shard ("s") or a scope ("c"): letters and
    digits only, so no tokenizer splits or stems it into something another scope shares."""
    import hashlib as _h

    return "zz" + kind + _h.sha1("\0".join(parts).encode("utf-8")).hexdigest()[:16] + "zz"




def _text(value: Any) -> str | None:
    if value is None:
        return None
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _int(value: Any) -> int | None:
    try:
        return int(value) if value is not None and not isinstance(value, bool) else None
    except (TypeError, ValueError):
        return None


def note_row(note: Note, relpath: str) -> dict[str, Any]:
    _, _, shard, _ = relpath.split("/")
    source = note.get("source") if isinstance(note.get("source"), dict) else {}
    text = embed_text(note)
    full = "\n".join(filter(None, [note.title, _text(note.get("rule")), _text(note.get("fix")),
                                   _text(note.get("problem")), note.body]))
    return {
        "id": note.id, "path": relpath, "project": relpath.split("/")[1],
        "branch": str(note.get("branch") or shard), "shard": shard, "scope": note.get("scope"),
        "status": note.status, "hidden": 1 if note.get("hidden") is True else 0,
        "forget_after": _text(note.get("forget_after")), "confidence": note.confidence,
        "proof_count": note.get("proof_count") if isinstance(note.get("proof_count"), int) else 0,
        "created": _text(note.get("created")), "updated": _text(note.get("updated")),
        "title": note.title, "body": note.body, "rule": _text(note.get("rule")), "fix": _text(note.get("fix")),
        "problem": _text(note.get("problem")), "key_insight": _text(note.get("key_insight")),
        "tags": json.dumps(note.tags, ensure_ascii=False), "tags_text": " ".join(note.tags),
        "category": _text(note.get("category")), "type": _text(note.get("type")),
        "subject": _text(note.get("subject")), "status_reason": _text(note.get("status_reason")),
        "superseded_by": _text(note.get("superseded_by")), "source_kind": _text(source.get("kind")),
        "source_commit": _text(source.get("commit")), "source_session": _text(source.get("session")),
        "source_chunk": _int(source.get("chunk")),
        "text_hash": hashlib.sha256(text.encode("utf-8")).hexdigest(), "tokens": estimate_tokens(full),
        "fields": json.dumps(note.fields(), ensure_ascii=False, default=str),
        "scope_text": " ".join([scope_token("p", relpath.split("/")[1]), scope_token("s", relpath.split("/")[1], shard),
                                scope_token("c", str(note.get("scope") or "project"))]),
    }


def entity_rows(note: Note) -> list[dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for item in note.get("entities") or []:
        if isinstance(item, str):
            name, etype = item, None
        elif isinstance(item, dict) and isinstance(item.get("name"), str):
            name, etype = item["name"], _text(item.get("type"))
        else:
            continue
        key = norm_entity(name)
        if key:
            rows.setdefault(key, {"note_id": note.id, "name": key, "display": name, "type": etype})
    return list(rows.values())


def edge_rows(note: Note) -> list[dict[str, Any]]:
    out = []
    for rel in note.get("relations") or []:
        if not isinstance(rel, dict) or not isinstance(rel.get("target"), str):
            continue
        src = rel.get("source")
        out.append({"note_id": note.id, "source": norm_entity(src) if isinstance(src, str) else None,
                    "type": str(rel.get("type")), "target": rel["target"].strip(), "target_note": None,
                    "valid_from": _text(rel.get("valid_from")), "valid_to": _text(rel.get("valid_to"))})
    return out


def open_readonly(kb_path: Path) -> sqlite3.Connection | None:
    """The KB's index opened read-only (a writer elsewhere is never blocked or changed), or None
    when there is none this process can read: callers then read the files instead."""
    path = kb_path / ".reflectgit" / DB_FILE
    if not path.exists():
        return None
    try:
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    except sqlite3.Error:
        return None
