"""Every machine's code-commit log (``memory/meta/commits/*.jsonl``) as rows of the index.

A revert asks which agent session made the reverted commit; the dashboard lists the code
commits. The logs only grow (one line per code commit a hook saw, on every machine), so
reading them whole on each revert costs more every day; the index keeps their rows and
re-reads only the files a KB commit changed since.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reflectgit.kb import KB

LOG_META = "commit_log_head"  # the KB commit the rows below describe


def ensure_schema(con: sqlite3.Connection) -> None:
    con.execute("create table if not exists code_commits (file text, line integer, sha text, session text, "
                "record text)")
    con.execute("create index if not exists code_commits_sha on code_commits(sha)")
    con.execute("create index if not exists code_commits_file on code_commits(file)")


def sync(kb: KB, con: sqlite3.Connection) -> int:
    """Re-read the log files that changed since the KB commit the rows describe (all of them
    the first time, or when history was rewritten). The caller holds the index lock and commits."""
    from reflectgit import gitops
    from reflectgit.index import db as dbm
    from reflectgit.layout import COMMITS

    ensure_schema(con)
    head = gitops.head_sha(kb.repo)
    known = dbm.get_meta(con, LOG_META) or ""
    now = head.decode() if head else ""
    if now == known:
        return 0
    changed = _changed(kb, known, now)
    if changed is None:
        con.execute("delete from code_commits")
        folder = kb.path / COMMITS
        changed = {f"{COMMITS}/{f.name}" for f in folder.glob("*.jsonl")} if folder.is_dir() else set()
    for rel in sorted(changed):
        con.execute("delete from code_commits where file = ?", (rel,))
        con.executemany("insert into code_commits values (?, ?, ?, ?, ?)",
                        [(rel, i, str(r.get("sha") or ""), r.get("session") if isinstance(r.get("session"), str) else None,
                          json.dumps(r, sort_keys=True)) for i, r in enumerate(_records(kb, rel))])
    dbm.set_meta(con, LOG_META, now)
    return len(changed)


def _changed(kb: KB, old: str, new: str) -> set[str] | None:
    """Log files that differ between two KB commits, or None when ``old`` is unknown."""
    from reflectgit import tree_diff
    from reflectgit.layout import COMMITS

    store = kb.repo.object_store
    try:
        old_tree = store[old.encode()].tree if old else None
    except KeyError:
        return None
    if old_tree is None:
        return None
    new_tree = store[new.encode()].tree if new else None
    return {path for path, _, _ in tree_diff.changes(store, old_tree, new_tree) if path.startswith(COMMITS + "/")}


def _records(kb: KB, rel: str) -> list[dict[str, Any]]:
    from reflectgit.fsutil import read_jsonl

    path = kb.path / rel
    return [r for r in read_jsonl(path) if isinstance(r, dict)] if path.is_file() else []


def records(kb: KB, shas: set[str]) -> Iterator[dict[str, Any]] | None:
    """The log records of these code commits, from the index plus the log files it cannot vouch
    for (changed in git since); None when there is no index this process can read."""
    from reflectgit.index import db as dbm

    con = dbm.open_readonly(kb.path)
    if con is None:
        return None
    try:
        con.execute("begin")
        known = dbm.get_meta(con, LOG_META)
        if dbm.get_meta(con, "schema") != dbm.SCHEMA_VERSION or not known:
            return None
        from reflectgit.git_refs import read_ref

        head = read_ref(kb.path / ".git") or ""
        stale = set() if head == known else _changed(kb, known, head)
        if stale is None:
            return None
        marks = ",".join("?" * len(shas))
        rows = [(f, json.loads(r)) for f, r in con.execute(
            f"select file, record from code_commits where sha in ({marks}) order by file, line", sorted(shas))]
    except (sqlite3.Error, ValueError):
        return None
    finally:
        con.close()
    out = [r for f, r in rows if f not in stale]
    for rel in sorted(stale):
        out += [r for r in _records(kb, rel) if r.get("sha") in shas]
    return iter(out)
