"""Read claude-mem's SQLite store (``~/.claude-mem/claude-mem.db``) as reflectgit notes.

claude-mem keeps one row per observation in its ``observations`` table: ``project`` (the name
of the folder Claude Code ran in), ``type`` (``decision``, ``bugfix``, ``feature``,
``refactor``, ``discovery``, ``change``), ``title``, ``subtitle``, ``narrative``, ``facts`` and
``concepts`` (JSON lists of text), ``files_read``/``files_modified`` (JSON lists of paths) and
``created_at``; older stores have only ``text``. Columns are read by name, so either shape works.

Only the observations of the project the import runs for are taken (claude-mem's project is a
folder name: the current repo's folder, or its reflectgit project id); the others are counted
by project so the import can be run again from their repos. A store with one project is taken
whole.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.errors import KBError, NoteError

if TYPE_CHECKING:
    from reflectgit.kb import KB

TOOL = "claude-mem"
DB_NAME = "claude-mem.db"
#: the field an observation's one-line ``subtitle`` fills, by its type
TYPE_FIELDS = {"decision": "rule", "bugfix": "fix", "discovery": "key_insight", "feature": "key_insight",
               "refactor": "key_insight", "change": "key_insight"}


def _list(row: dict[str, Any], name: str, db: Path) -> list[str]:
    raw = row.get(name)
    if raw in (None, ""):
        return []
    try:
        value = json.loads(raw) if isinstance(raw, str) else raw
    except ValueError:
        raise NoteError(f"observation {row.get('id')} holds no JSON list ({str(raw)[:40]!r})", file=db,
                        field=f"observations.{name}") from None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise NoteError(f"observation {row.get('id')} holds {type(value).__name__}, not a list", file=db,
                        field=f"observations.{name}")
    return [str(v).strip() for v in value if str(v).strip()]


def _when(row: dict[str, Any]) -> str | None:
    epoch = row.get("created_at_epoch")
    if isinstance(epoch, (int, float)) and epoch > 0:
        return datetime.fromtimestamp(epoch / 1000 if epoch > 1e11 else epoch, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    text = row.get("created_at")
    return str(text) if text else None


def read_store(db: Path) -> list[dict[str, Any]]:
    """Every observation row, as a dict by column name (read-only: claude-mem may be running)."""
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            names = {r[0] for r in con.execute("select name from sqlite_master where type = 'table'")}
            if "observations" not in names:
                raise KBError("has no observations table: is it claude-mem's claude-mem.db?", file=db, field="--from")
            cur = con.execute("select * from observations order by id")
            cols = [d[0] for d in cur.description]
            return [dict(zip(cols, row, strict=True)) for row in cur]
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        raise KBError(f"cannot be read as an SQLite database ({exc})", file=db, field="--from") from None


def note_fields(row: dict[str, Any], db: Path) -> tuple[dict[str, Any], str]:
    """The reflectgit fields and body of one observation."""
    kind = str(row.get("type") or "").strip().lower()
    text = str(row.get("text") or "").strip()
    narrative = str(row.get("narrative") or "").strip()
    subtitle = str(row.get("subtitle") or "").strip()
    title = " ".join(str(row.get("title") or "").split()) or subtitle or (text or narrative).split("\n")[0]
    title = title.strip() or f"{kind or 'observation'} {row.get('id')}"
    facts = _list(row, "facts", db)
    concepts = _list(row, "concepts", db)
    files = list(dict.fromkeys(_list(row, "files_modified", db) + _list(row, "files_read", db)))
    fields: dict[str, Any] = {"title": title[:300]}
    if kind:
        fields["category"] = kind
    if subtitle and subtitle != title:
        fields[TYPE_FIELDS.get(kind, "key_insight")] = subtitle
    elif facts and kind in TYPE_FIELDS:
        fields[TYPE_FIELDS[kind]] = facts[0]
    tags = [c for c in concepts if c]
    if kind and kind not in tags:
        tags.append(kind)
    if tags:
        fields["tags"] = list(dict.fromkeys(tags))
    if files:
        fields["entities"] = files[:20]
    created = _when(row)
    if created:
        fields["created"] = fields["updated"] = created
    fields["source"] = {"kind": "import", "tool": TOOL, "original_id": f"{row.get('project')}:{row.get('id')}",
                        **({"session": str(row["memory_session_id"])} if row.get("memory_session_id") else {})}
    parts = [p for p in (narrative, text if text != narrative else "") if p]
    if facts:
        parts.append("Facts:\n" + "\n".join(f"- {f}" for f in facts))
    if files:
        parts.append("Files: " + ", ".join(files))
    return fields, "\n\n".join(parts)


def migrate(kb: KB, source: Path, context: Any = None, progress: Callable[[int, int], None] | None = None
            ) -> dict[str, Any]:
    """The current project's claude-mem observations as reflectgit notes, in one KB commit.

    All or nothing: an observation that cannot be read stops the import with the store and the
    column. Observations imported before, or said word for word by an active note
    (:mod:`reflectgit.twins`), are skipped and counted."""
    from reflectgit import twins
    from reflectgit.project import slug

    source = Path(source).expanduser()
    db = source / DB_NAME if source.is_dir() else source
    if not db.is_file():
        raise KBError(f"is neither claude-mem's {DB_NAME} nor a folder holding it", file=source, field="--from")
    rows = read_store(db)
    projects: dict[str, int] = {}
    for row in rows:
        projects[str(row.get("project") or "")] = projects.get(str(row.get("project") or ""), 0) + 1
    wanted = set()
    if context is not None:
        wanted = {context.project, *([context.repo.name] if context.repo else [])}
    mine = [r for r in rows if len(projects) == 1 or str(r.get("project") or "") in wanted
            or slug(str(r.get("project") or "")) in wanted]
    done = set()
    for note in kb.notes():
        src = note.get("source")
        if isinstance(src, dict) and src.get("kind") == "import" and src.get("tool") == TOOL:
            done.add(str(src.get("original_id")))
    report: dict[str, Any] = {"added": [], "skipped": [], "folder": str(db),
                              "other_projects": {p: n for p, n in sorted(projects.items())
                                                 if n and not any(str(r.get("project") or "") == p for r in mine)}}
    built = [(row, *note_fields(row, db)) for row in mine]  # every row read before anything is written
    known = twins.by_key(list(kb.notes()))
    default_branch = getattr(context, "default_branch", None)
    report["twins"] = {}
    with kb.transaction("", op=f"import --from {TOOL}", actor="import") as tx:
        taken = kb.ids()
        for i, (_row, fields, body) in enumerate(built, start=1):
            original = fields["source"]["original_id"]
            if original in done:
                report["skipped"].append(original)
                continue
            note = kb.build_note(fields, body, context=context, taken=taken,
                                 source=f"{db}: observation {original.rsplit(':', 1)[-1]}")
            twin = twins.among(known, note, default_branch)
            if twin is not None:  # an active note already says it word for word
                report["skipped"].append(original)
                report["twins"][original] = twin.id
                continue
            known.update(twins.by_key([note]))
            tx.save(note)
            done.add(original)
            report["added"].append(note.id)
            if progress is not None:
                progress(i, len(built))
        tx.subject = f"import {len(report['added'])} observation(s) from {TOOL} {db}"
    return report
