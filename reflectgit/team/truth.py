"""What git says of a row of the shared store: the store is a cache of git, never its peer.

A writer of a workspace can change any row with plain SQL: its text, its ``proof_count``, the
commit and time it is stamped with, and the ``digest`` publishers compare. None of that goes
through git or its gate, so none of it is evidence. What this clone can check is the row's
text against the note git holds: this clone's file, or the note at the row's commit when this
clone has that commit (a fetch brings a teammate's pushed commits). A row that matches neither,
or is stamped with a commit this clone does not know, does not match git.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterable

    from reflectgit.kb import KB
    from reflectgit.note import Note

#: the columns a row is judged by: everything recall reads, shows or ranks by (not the derived
#: token counts or the text hash, which follow from these)
FIELDS = ("id", "path", "project", "branch", "shard", "scope", "status", "hidden", "forget_after", "confidence",
          "proof_count", "created", "updated", "title", "body", "rule", "fix", "problem", "key_insight", "tags",
          "tags_text", "category", "type", "subject", "status_reason", "superseded_by", "source_kind",
          "source_commit", "source_session", "source_chunk", "fields")


def fingerprint(row: Any) -> str:
    """A digest of a row's judged columns, the same for a store row and an index row of one note."""
    values = [_plain(row[c]) for c in FIELDS]
    return hashlib.sha256(json.dumps(values, sort_keys=True, default=str).encode("utf-8")).hexdigest()


def _plain(value: Any) -> Any:
    """Postgres and SQLite hand back the same number as int or float: compare them as one."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def note_in_clone(kb: KB, note_id: str, path: str | None = None) -> tuple[Note, str] | None:
    """This clone's note ``note_id`` and its path, or None when the clone has none. ``path`` (a
    store row's, so a writer's claim) is tried first, only as a note path named by the id."""
    from reflectgit.errors import ReflectgitError
    from reflectgit.gate import is_note_path

    candidates = []
    if path and is_note_path(path) and path.endswith(f"/{note_id}.md") and ".." not in path.split("/"):
        candidates.append(kb.path / path)
    candidates += kb._exact(note_id)
    for full in candidates:
        try:
            if full.is_file() and not full.is_symlink():
                note = kb.read(full)
                if note.id == note_id:
                    return note, kb.relpath(full)
        except (OSError, ReflectgitError):
            continue
    return None


def clone_row(kb: KB, note_id: str, path: str | None = None) -> tuple[Note, dict[str, Any]] | None:
    """(note, index row) of this clone's note ``note_id``: what recall shows in its place."""
    from reflectgit.index import db as dbm

    found = note_in_clone(kb, note_id, path)
    if found is None:
        return None
    note, rel = found
    return note, dbm.note_row(note.redacted(), rel)  # as the index derives it: no private span


def row_at(kb: KB, commit: str, path: str) -> dict[str, Any] | None:
    """The index row of the note at ``path`` in ``commit``, or None when this clone lacks the
    commit or the commit has no such note."""
    from reflectgit.errors import ReflectgitError
    from reflectgit.gate import is_note_path
    from reflectgit.index import db as dbm
    from reflectgit.note import Note

    if not is_note_path(path):
        return None
    repo = kb.repo
    try:
        tree = repo[repo[commit.encode()].tree]
        for part in path.encode().split(b"/"):
            _mode, sha = tree[part]
            tree = repo[sha]
        return dbm.note_row(Note.parse(tree.as_raw_string(), path=path).redacted(), path)
    except (KeyError, ValueError, AttributeError, TypeError, ReflectgitError):
        return None


def knows(kb: KB, commit: str | None) -> bool:
    """Whether this clone has ``commit`` (a writer may stamp a row with any string)."""
    if not commit:
        return False
    try:
        return kb.repo[commit.encode()].type_name == b"commit"
    except (KeyError, ValueError, AssertionError):
        return False


def matches_git(kb: KB, row: Any, head: str | None) -> bool:
    """Whether a store row says what git says: its commit is one this clone knows, and its text
    is the note at that commit (or, stamped with HEAD, this clone's file: a publish sends
    uncommitted edits stamped with HEAD). A tombstone matches when its note is gone there."""
    commit = row["kb_commit"]
    if not knows(kb, commit):
        return False
    if row.get("deleted"):
        return row_at(kb, commit, row["path"]) is None
    mine = fingerprint(row)
    at = row_at(kb, commit, row["path"])
    if at is not None and fingerprint(at) == mine:
        return True
    if commit == head:
        here = clone_row(kb, row["id"], row["path"])
        return here is not None and fingerprint(here[1]) == mine
    return False


def mismatches(kb: KB, rows: Iterable[Any], head: str | None) -> list[str]:
    """Ids of the rows that do not match git, sorted."""
    return sorted(r["id"] for r in rows if not matches_git(kb, r, head))


def store_mismatches(con: Any, kb: KB, workspace: str) -> list[str]:
    """Ids of the workspace's rows that do not match this clone's git (fetch first for a
    teammate's newer commits: ``sync``). Reads every row once (a status or doctor check, never
    a hook's)."""
    from reflectgit.git_refs import read_ref

    head = read_ref(kb.path / ".git")
    columns = ", ".join(FIELDS)
    # server-side, in a transaction of its own: rows stream, a big workspace is not held in memory
    with con.transaction(), con.cursor(name="reflectgit_truth") as cur:
        rows = cur.execute(f"select deleted, kb_commit, {columns} from reflectgit.notes where workspace = %s "
                           "order by id", (workspace,))
        return mismatches(kb, rows, head)


__all__ = ["FIELDS", "clone_row", "fingerprint", "knows", "matches_git", "mismatches", "note_in_clone", "row_at", "store_mismatches"]
