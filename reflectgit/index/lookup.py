"""Notes by where they came from, asked of the index instead of every note file.

The capture path asks on each code commit: is this lesson known already (an amend, a
cherry-pick), which notes came from a reverted commit or its agent session, which notes a
revert demoted. Reading every note file answers that in ~0.5 s at 10k notes; the index holds
the same fields. The index may lag the files (notes committed since its last sync, hand
edits, a note that failed to index), so every note it cannot vouch for is read from disk
(see ``_unvouched``);
without a usable index every note file is read. The index only narrows the search: callers
test each note they get back, as parsed from its file, so an answer is never wrong for being
fast. Nothing here writes the index or builds one: a git hook must not pay for that.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgit.kb import KB
    from reflectgit.note import Note


@dataclass(frozen=True)
class Origin:
    """What a note must match, any one of: its ``source.commit`` (either sha a prefix of the
    other, as a hand-written short sha would be) or one of its ``source.carried_by``, its ``source.session``, the commit whose
    revert demoted it (``revert.by``), or its title as a lesson key reads it (:func:`reflectgit.note.title_key`:
    case, spacing and final punctuation aside)."""

    commits: tuple[str, ...] = ()
    sessions: tuple[str, ...] = ()
    revert_by: tuple[str, ...] = ()
    titles: tuple[str, ...] = ()

    def needles(self) -> list[str]:
        """Strings a matching note file must contain (a cheap test before parsing it)."""
        import re

        from reflectgit.note import title_key

        # a title's longest word survives YAML quoting; case folded, as _read folds the file
        words = [max(re.findall(r"\w+", title_key(t)) or [title_key(t)], key=len) for t in self.titles]
        return [n.casefold() for n in (*(c[:7] for c in self.commits), *self.sessions, *(c[:7] for c in self.revert_by),
                                       *words) if n]


def find(kb: KB, origin: Origin) -> Iterator[Note]:
    """Every note that may match ``origin``, parsed from its file (a superset: test each)."""
    if not (origin.commits or origin.sessions or origin.revert_by or origin.titles):
        return iter(())
    paths = _from_index(kb, origin)
    if paths is None:
        return _read(kb, kb.note_relpaths(), origin.needles(), None)
    indexed, unvouched = paths
    return _read(kb, sorted(indexed | unvouched), origin.needles(), unvouched)


def _read(kb: KB, relpaths: list[str], needles: list[str], filtered: set[str] | None) -> Iterator[Note]:
    """The notes at ``relpaths``, in that order; a file (of ``filtered``, or any when None)
    that holds none of the ``needles`` (case folded), in any letter case, is not even parsed."""
    from reflectgit.errors import NoteError
    from reflectgit.note import Note

    keys = needles
    for rel in relpaths:
        path = kb.path / rel
        try:
            data = path.read_bytes()
            if keys and (filtered is None or rel in filtered):
                text = data.decode("utf-8", "replace").casefold()
                if not any(k in text for k in keys):
                    continue
            yield Note.parse(data, path=path)
        except (OSError, NoteError):
            continue


def _from_index(kb: KB, origin: Origin) -> tuple[set[str], set[str]] | None:
    """(note paths the index says match, note paths it cannot vouch for), or None when there
    is no index this process can read."""
    from reflectgit.index import db as dbm

    con = dbm.open_readonly(kb.path)
    if con is None:
        return None
    try:
        from reflectgit.note import title_key

        con.create_function("title_key", 1, title_key, deterministic=True)
        con.execute("begin")  # one snapshot: the rows and the commit they describe agree
        if dbm.get_meta(con, "schema") != dbm.SCHEMA_VERSION or not dbm.get_meta(con, "indexed_commit"):
            return None
        matched = {r[0] for r in con.execute(*_query(origin))}
        unvouched = _unvouched(kb, con)
    except sqlite3.Error:
        return None
    finally:
        con.close()
    return matched, unvouched


def _query(origin: Origin) -> tuple[str, list[str]]:
    where: list[str] = []
    args: list[str] = []
    for sha in origin.commits:
        where.append("(source_commit <> '' and (substr(?, 1, length(source_commit)) = source_commit"
                     " or substr(source_commit, 1, length(?)) = ?))")
        args += [sha, sha, sha]
    if origin.commits:  # the other commits that carry a note's lesson (a cherry-pick, a squash)
        where.append("exists (select 1 from json_each(fields, '$.source.carried_by') where value in "
                     f"({','.join('?' * len(origin.commits))}))")
        args += list(origin.commits)
    from reflectgit.note import title_key

    for name, values in (("source_session", origin.sessions), ("json_extract(fields, '$.revert.by')", origin.revert_by),
                         ("title_key(title)", tuple(dict.fromkeys(map(title_key, origin.titles))))):
        if values:
            where.append(f"{name} in ({','.join('?' * len(values))})")
            args += list(values)
    return "select path from notes where " + " or ".join(where), args


def _unvouched(kb: KB, con: sqlite3.Connection) -> set[str]:
    """Note files whose content the index may not hold: changed in git since the indexed
    commit, left uncommitted at the last sync, refused by the index, or touched on disk since."""
    from reflectgit.git_refs import read_ref
    from reflectgit.index import _changed_between
    from reflectgit.index import db as dbm
    from reflectgit.layout import LEARNINGS

    indexed = dbm.get_meta(con, "indexed_commit") or ""
    head = read_ref(kb.path / ".git")
    out = set(json.loads(dbm.get_meta(con, "dirty", "[]") or "[]"))
    out |= set(json.loads(dbm.get_meta(con, "racy", "{}") or "{}"))
    out |= {r[0] for r in con.execute("select path from index_errors")}
    if head != indexed:
        out |= _changed_between(kb, indexed, head)
    since = int(dbm.get_meta(con, "synced_ns", "0") or 0) - 2_000_000_000  # coarse file-system clocks
    out |= _touched(kb, since)
    return {p for p in out if p.startswith(LEARNINGS + "/")}


def _touched(kb: KB, since: int) -> set[str]:
    """Note files written since ``since``, looked for only in the shards whose folder changed
    (a file created, removed or renamed into place, as editors and reflectgit write): a stat
    per shard instead of one per note. A file rewritten in place, by hand, and not committed
    yet is the one change this does not see."""
    import os

    from reflectgit.kb import shard_dirs
    from reflectgit.layout import LEARNINGS

    out = set()
    for proj, br in shard_dirs(kb.path):
        try:
            if br.stat(follow_symlinks=False).st_mtime_ns < since:
                continue
            for f in os.scandir(br.path):
                if f.name.endswith(".md") and not f.name.startswith(".") and \
                        f.stat(follow_symlinks=False).st_mtime_ns >= since:
                    out.add(f"{LEARNINGS}/{proj.name}/{br.name}/{f.name}")
        except OSError:
            continue
    return out
