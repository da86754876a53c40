"""The KB's git history as the index keeps it: every KB commit and the note versions it made.

Who changed what (the ``Reflectgit-Actor`` and ``Reflectgit-Op`` trailers) and, per commit,
the notes it added, changed, moved or removed. Git history *is* the audit trail; walking it
whole costs seconds at 10k notes, so the index keeps the walk and extends it by the KB commits
made since (``sync``). The dashboard database and the static site both read it from here, so
the two never disagree and neither walks git again.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgit.kb import KB

_NOTE = re.compile(r"^learnings/([^/]+)/([^/]+)/([^/]+)\.md$")
HISTORY_META = "history_head"  # the KB commit the tables below describe, with its ancestors
HISTORY_VERSION = "history_version"  # how the rows below were derived; another value: walked again whole
# 2: a merge counts only what it resolved (was: everything against its first parent, so a note
# that arrived with a sync read "added" again in every merge that brought it)
VERSION = "2"


@dataclass
class Version:
    note_id: str
    change: str  # added | modified | moved | removed
    old_path: str | None
    new_path: str | None
    old_id: str | None  # blob ids: the content stays in git, read it with ``blob``
    new_id: str | None


@dataclass
class Commit:
    sha: str
    time: int
    author: str
    actor: str
    op: str
    machine: str
    subject: str
    message: str
    parents: list[str]
    versions: list[Version] = field(default_factory=list)
    other_paths: list[str] = field(default_factory=list)

    @property
    def iso_time(self) -> str:
        from datetime import datetime

        return datetime.fromtimestamp(self.time, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def walk(kb: KB, limit: int | None = None, exclude: list[bytes] | None = None) -> Iterator[Commit]:
    """KB commits newest first with their note changes (``tree_diff.commit_changes``: a merge
    counts only what it resolved, as ``git log`` does); ``exclude``: stop at these commits (already
    known). ``KB.history``, the dashboard and the site all read a note's history from here."""
    from reflectgit import gitops, tree_diff
    from reflectgit.privacy import strip_private

    repo = kb.repo
    head = gitops.head_sha(repo)
    if head is None:
        return
    store = repo.object_store
    for n, entry in enumerate(repo.get_walker(include=[head], exclude=exclude or None)):
        if limit is not None and n >= limit:
            return
        c = entry.commit
        raw = c.message.decode("utf-8", "replace")
        trailers = gitops.parse_trailers(raw)
        msg = strip_private(raw)  # a subject may quote a note's title
        out = Commit(sha=c.id.decode(), time=c.commit_time, author=c.author.decode("utf-8", "replace"),
                     actor=trailers.get("Reflectgit-Actor", "git"), op=trailers.get("Reflectgit-Op", ""),
                     machine=trailers.get("Reflectgit-Machine", ""),
                     subject=msg.splitlines()[0] if msg else "", message=msg,
                     parents=[p.decode() for p in c.parents])
        removed: dict[str, tuple[str, bytes]] = {}
        added: dict[str, tuple[str, bytes]] = {}
        for path, old_sha, new_sha in tree_diff.commit_changes(store, c):
            old = path if old_sha is not None else None
            new = path if new_sha is not None else None
            om, nm = _NOTE.match(old or ""), _NOTE.match(new or "")
            if not om and not nm:
                out.other_paths.append(new or old or "")
                continue
            if om and nm and old_sha is not None and new_sha is not None:
                out.versions.append(Version(nm.group(3), "modified", old, new, old_sha.decode(), new_sha.decode()))
            else:
                if om and old and old_sha is not None:
                    removed[om.group(3)] = (old, old_sha)
                if nm and new and new_sha is not None:
                    added[nm.group(3)] = (new, new_sha)
        for note_id in sorted(set(removed) | set(added)):
            o, a = removed.get(note_id), added.get(note_id)
            change = "moved" if o and a else ("added" if a else "removed")
            out.versions.append(Version(note_id, change, o[0] if o else None, a[0] if a else None,
                                        o[1].decode() if o else None, a[1].decode() if a else None))
        yield out


def blob(kb: KB, blob_id: str | None) -> bytes | None:
    """A note version's bytes, from git."""
    return kb.repo.object_store[blob_id.encode()].data if blob_id else None


def ensure_schema(con: sqlite3.Connection) -> None:
    con.execute("create table if not exists kb_commits (sha text primary key, seq integer, time integer, "
                "author text, actor text, op text, machine text, subject text, message text, parents text, "
                "other_paths text)")
    con.execute("create table if not exists note_versions (seq integer, commit_sha text, note_id text, "
                "change text, old_path text, new_path text, old_id text, new_id text)")
    con.execute("create index if not exists note_versions_note on note_versions(note_id)")
    con.execute("create index if not exists note_versions_commit on note_versions(seq)")


def sync(kb: KB, con: sqlite3.Connection) -> int:
    """Bring the history tables to HEAD: only the KB commits made since the last call are
    walked; a history rewritten under us (a reset, a gc'd commit) is walked again whole.
    Rows derived by an older ``VERSION`` of this module are walked again whole too, so an
    existing index (and the dashboard built from it) is corrected on its next sync.
    Returns how many commits were added. The caller holds the index lock and commits."""
    from dulwich.graph import can_fast_forward

    from reflectgit import gitops
    from reflectgit.index import db as dbm

    ensure_schema(con)
    head = gitops.head_sha(kb.repo)
    known = dbm.get_meta(con, HISTORY_META) or ""
    if dbm.get_meta(con, HISTORY_VERSION) != VERSION:
        known = ""  # rows of an older derivation: none of them is kept
    elif (head.decode() if head else "") == known:
        return 0
    exclude: list[bytes] = []
    if known and head:
        try:
            if can_fast_forward(kb.repo, known.encode(), head):
                exclude = [known.encode()]
        except KeyError:
            pass
    if not exclude:
        con.execute("delete from kb_commits")
        con.execute("delete from note_versions")
    top = con.execute("select coalesce(max(seq), 0) from kb_commits").fetchone()[0]
    new = list(walk(kb, exclude=exclude))
    for i, c in enumerate(new):  # newest first: the newest gets the highest number
        seq = top + len(new) - i
        con.execute("insert or replace into kb_commits values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (c.sha, seq, c.time, c.author, c.actor, c.op, c.machine, c.subject, c.message,
                     json.dumps(c.parents), json.dumps(c.other_paths)))
        con.execute("delete from note_versions where commit_sha = ?", (c.sha,))
        con.executemany("insert into note_versions values (?, ?, ?, ?, ?, ?, ?, ?)",
                        [(seq, c.sha, v.note_id, v.change, v.old_path, v.new_path, v.old_id, v.new_id)
                         for v in c.versions])
    dbm.set_meta(con, HISTORY_META, head.decode() if head else "")
    dbm.set_meta(con, HISTORY_VERSION, VERSION)
    return len(new)


def commits(con: sqlite3.Connection) -> list[Commit]:
    """Every KB commit the index holds, newest first, with its note versions."""
    versions: dict[str, list[Version]] = {}
    for r in con.execute("select commit_sha, note_id, change, old_path, new_path, old_id, new_id "
                         "from note_versions order by seq desc, rowid"):
        versions.setdefault(r[0], []).append(Version(*r[1:]))
    return [Commit(sha=r[0], time=r[1], author=r[2], actor=r[3], op=r[4], machine=r[5], subject=r[6], message=r[7],
                   parents=json.loads(r[8]), versions=versions.get(r[0], []), other_paths=json.loads(r[9]))
            for r in con.execute("select sha, time, author, actor, op, machine, subject, message, parents, "
                                 "other_paths from kb_commits order by seq desc")]
