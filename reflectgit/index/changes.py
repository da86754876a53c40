"""What an incremental sync re-reads when HEAD moved: the paths git's tree diff names.

After a commit the index need not stat every note file: the diff between the last indexed
KB commit and HEAD says which notes changed. Hand edits are a separate question, answered by
``Index.is_fresh``'s stat check against the time of the last full check; so that this check
does not take the commit's own files for hand edits, the files and folders the commit wrote are
remembered with their modification times (``seen``) once the folders are confirmed to hold
exactly the notes the index knows.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass, field

from reflectgit.kb import KB, LEARNINGS

SEEN = "seen"  # meta: path -> mtime_ns the index vouches for since the last full check
SEEN_MAX = 2000  # vouched paths before a sync walks every file again (and starts afresh)


@dataclass
class Plan:
    paths: set[str]  # KB paths to re-read (notes among them are filtered by the caller)
    known: dict[str, str]  # indexed path -> note id, for those paths
    changed: set[str] = field(default_factory=set)  # every path the diff names


def committed(kb: KB, con: sqlite3.Connection, old: str, new: str) -> Plan | None:
    """The paths changed between two KB commits plus the ones left dirty by the last sync, or
    None when ``old`` is not in the object store (history rewritten: walk everything) or when
    the vouched paths have piled up (one walk in ``SEEN_MAX`` commits keeps the list short)."""
    if len(json.loads(_meta(con, SEEN) or "{}")) > SEEN_MAX:
        return None
    changed = changed_paths(kb, old, new)
    if changed is None:
        return None
    paths = set(json.loads(_meta(con, "dirty") or "[]")) | changed
    known: dict[str, str] = {}
    rels = sorted(paths)
    for i in range(0, len(rels), 500):
        chunk = rels[i:i + 500]
        known.update(con.execute(f"select path, id from notes where path in ({','.join('?' * len(chunk))})",
                                 chunk).fetchall())
    return Plan(paths=paths, known=known, changed=changed)


def changed_paths(kb: KB, old: str, new: str) -> set[str] | None:
    """Every path that differs between two KB commits (git's trees compared)."""
    from reflectgit import tree_diff

    store = kb.repo.object_store
    try:
        old_tree = store[old.encode()].tree
    except KeyError:
        return None
    return {path for path, _, _ in tree_diff.changes(store, old_tree, store[new.encode()].tree)}


def still_dirty(kb: KB, head: str, paths: list[str]) -> list[str]:
    """Those of ``paths`` whose file differs from HEAD's (hand edits that stay uncommitted)."""
    from reflectgit import gitops

    out = []
    for rel in paths:
        try:
            with open(os.path.join(kb.path, rel), "rb") as f:
                data: bytes | None = f.read()
        except OSError:
            data = None
        if gitops.read_blob(kb.repo, head.encode(), rel) != data:
            out.append(rel)
    return sorted(out)


def vouch(kb: KB, con: sqlite3.Connection, changed: set[str]) -> None:
    """Remember the mtimes of the files the commit wrote and of their folders, so the next
    freshness check skips them; a shard folder counts only when its note files are exactly the
    notes indexed there (a note added or removed by hand meanwhile keeps it suspect)."""
    seen: dict[str, int] = json.loads(_meta(con, SEEN) or "{}")
    folders: set[str] = set()
    for rel in changed:
        try:
            seen[rel] = os.stat(os.path.join(kb.path, rel)).st_mtime_ns
        except OSError:
            seen.pop(rel, None)
        parts = rel.split("/")
        folders.update("/".join(parts[:i]) for i in range(len(parts)))
    for folder in sorted(folders):
        if _matches_index(kb, con, folder):
            try:
                seen[folder] = os.stat(os.path.join(kb.path, folder)).st_mtime_ns
            except OSError:
                seen.pop(folder, None)
        else:
            seen.pop(folder, None)
    con.execute("insert or replace into meta(key, value) values (?, ?)", (SEEN, json.dumps(seen)))


def _matches_index(kb: KB, con: sqlite3.Connection, folder: str) -> bool:
    """Whether a folder under ``learnings/`` holds what the index knows is there."""
    parts = folder.split("/") if folder else []
    if not parts or parts[0] != LEARNINGS:
        return True  # the root and KB folders hold no notes
    full = os.path.join(kb.path, folder)
    try:
        entries = [e for e in os.scandir(full) if not e.name.startswith(".")]
    except OSError:
        return False
    if len(parts) == 3:  # a shard: its note files
        on_disk = {e.name for e in entries if e.name.endswith(".md")}
        prefix = folder + "/"
        indexed = {r[0][len(prefix):] for r in con.execute(
            "select path from notes where path >= ? and path < ?", (prefix, prefix + "\uffff"))}
        indexed |= {r[0][len(prefix):] for r in con.execute(
            "select path from index_errors where path >= ? and path < ?", (prefix, prefix + "\uffff"))}
        return on_disk == indexed
    on_disk = {e.name for e in entries if e.is_dir(follow_symlinks=False)}
    column = "project" if len(parts) == 1 else "shard"
    where = "" if len(parts) == 1 else " where project = ?"
    indexed = {r[0] for r in con.execute(f"select distinct {column} from notes{where}", parts[1:2])}
    return on_disk <= indexed | _error_folders(con, parts)


def _error_folders(con: sqlite3.Connection, parts: list[str]) -> set[str]:
    depth = len(parts)
    prefix = "/".join(parts) + "/"
    return {r[0].split("/")[depth] for r in con.execute(
        "select path from index_errors where path >= ? and path < ?", (prefix, prefix + "\uffff"))}


def _meta(con: sqlite3.Connection, key: str) -> str | None:
    row = con.execute("select value from meta where key = ?", (key,)).fetchone()
    return row[0] if row else None
