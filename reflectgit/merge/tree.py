"""Merging two KB commits in-process, for ``reflectgit sync``.

Notes are matched by id, not by path, so a note promoted to another shard on one machine and
edited on another is merged, not duplicated. Each file's three versions go through dulwich's
``merge_blobs``, which picks the driver named in ``.gitattributes`` from dulwich's merge-driver
registry: ``reflectgit`` (the note merge function, the same one ``git merge`` runs) and
``union`` (append-only logs). Several merge bases (criss-cross histories) are first merged
into one virtual base, recursively, the way git's recursive strategy does.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field
from typing import Any

from reflectgit.errors import NoteError
from reflectgit.fsutil import loads_json
from reflectgit.merge.notes import MergeResult, merge_note, split_decision

NOTE_PATH = re.compile(r"^learnings/[^/]+/[^/]+/([^/]+)\.md$")
TOMBSTONES = "memory/meta/tombstones.jsonl"
PENDING = "pending-reflection.md"
_FILE = 0o100644

Flat = dict[str, tuple[int, bytes]]  # path -> (mode, blob sha)


@dataclass
class Report:
    """What a merge did, for ``sync``'s summary."""

    added: list[str] = field(default_factory=list)  # ids new to our side
    updated: list[str] = field(default_factory=list)  # ids whose content came from theirs
    merged: list[str] = field(default_factory=list)  # ids changed on both sides and combined
    contradictions: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)  # delete/modify outcomes, in words
    conflicts: list[str] = field(default_factory=list)  # paths that could not be merged

    def to_dict(self) -> dict[str, Any]:
        return {k: sorted(set(v)) if k != "decisions" else v for k, v in self.__dict__.items()}


class NoteDriver:
    """The note merge function as a dulwich merge driver; keeps the last result's details."""

    last: MergeResult | None = None

    def merge(self, ancestor: bytes, ours: bytes, theirs: bytes, path: str | None = None,
              marker_size: int = 7) -> tuple[bytes, bool]:
        self.last = result = merge_note(ancestor, ours, theirs)
        return result.data, result.clean


class UnionDriver:
    """git's ``union`` driver: keep the lines of both sides (append-only jsonl logs)."""

    def merge(self, ancestor: bytes, ours: bytes, theirs: bytes, path: str | None = None,
              marker_size: int = 7) -> tuple[bytes, bool]:
        return union_lines(ancestor, ours, theirs), True


def union_lines(ancestor: bytes, ours: bytes, theirs: bytes) -> bytes:
    """Ours, then the lines theirs added that ours does not have."""
    have = set(ours.splitlines())
    base = set(ancestor.splitlines())
    out = ours if not ours or ours.endswith(b"\n") else ours + b"\n"
    for line in theirs.splitlines():
        if line not in have and line not in base:
            out += line + b"\n"
            have.add(line)
    return out


def register_drivers(driver: NoteDriver | None = None) -> NoteDriver:
    from dulwich.merge_drivers import get_merge_driver_registry

    registry = get_merge_driver_registry()
    driver = driver or NoteDriver()
    registry.register_driver("reflectgit", driver)
    registry.register_driver("union", UnionDriver())
    return driver


class Merge:
    """One three-way merge of KB trees inside ``repo``'s object store."""

    def __init__(self, repo: Any, progress: Any = None):
        self.repo = repo
        self.progress = progress  # ``progress("merge", done, total)`` over the notes, for a terminal
        self.store = repo.object_store
        self.report = Report()
        self.driver = register_drivers()
        self.taken: set[str] = set()  # every note id of the three trees, and ids a split gave out
        self.extra: Flat = {}  # files a merge adds besides its path (a reflection proposal set aside)

    # -- trees --------------------------------------------------------------------------
    def flat(self, tree_id: bytes | None) -> Flat:
        if tree_id is None:
            return {}
        return {e.path.decode("utf-8", "surrogateescape"): (e.mode, e.sha)
                for e in self.store.iter_tree_contents(tree_id)}

    def blob(self, entry: tuple[int, bytes] | None) -> bytes | None:
        return None if entry is None else self.store[entry[1]].data

    def write_tree(self, flat: Flat) -> bytes:
        from dulwich.index import commit_tree

        return commit_tree(self.store, [(p.encode("utf-8", "surrogateescape"), sha, mode)
                                        for p, (mode, sha) in sorted(flat.items())])

    def add_blob(self, data: bytes) -> bytes:
        from dulwich.objects import Blob

        blob = Blob.from_string(data)
        self.store.add_object(blob)
        return blob.id

    # -- commits ------------------------------------------------------------------------
    def commits(self, ours: bytes, theirs: bytes, depth: int = 0) -> bytes:
        """Tree id of the merge of two commits."""
        from dulwich.graph import find_merge_base

        bases = find_merge_base(self.repo, [ours, theirs])
        base_tree = self.virtual_base(bases, depth)
        tree = self.trees(base_tree, self.store[ours].tree, self.store[theirs].tree)
        return tree

    def virtual_base(self, bases: list[bytes], depth: int) -> bytes | None:
        """One base tree for several merge bases: merge them pairwise, recursively."""
        if not bases:
            return None
        if len(bases) == 1 or depth > 8:
            return self.store[bases[0]].tree
        inner = Merge(self.repo)  # its report is about the virtual base, not the user's merge
        tree = self.store[bases[0]].tree
        current = bases[0]
        for other in bases[1:]:
            tree = inner.commits(current, other, depth + 1)
            current = _virtual_commit(self.store, tree, [current, other])
        return tree

    def trees(self, base_id: bytes | None, ours_id: bytes, theirs_id: bytes) -> bytes:
        base, ours, theirs = self.flat(base_id), self.flat(ours_id), self.flat(theirs_id)
        attrs = _attributes(self.blob(ours.get(".gitattributes")) or self.blob(theirs.get(".gitattributes")))
        out: Flat = {}
        notes: dict[str, list[dict[str, str]]] = {}
        for side, flat in (("base", base), ("ours", ours), ("theirs", theirs)):
            for path in flat:
                m = NOTE_PATH.match(path)
                if m:
                    notes.setdefault(m.group(1), [{}, {}, {}])[("base", "ours", "theirs").index(side)][path] = path
        for path in sorted(set(base) | set(ours) | set(theirs)):
            if NOTE_PATH.match(path):
                continue
            merged = self.path_merge(path, base.get(path), ours.get(path), theirs.get(path), attrs)
            if merged is not None:
                out[path] = merged
        for path, entry in self.extra.items():
            out.setdefault(path, entry)
        tombs = _tombstones(self.blob(out.get(TOMBSTONES)))
        self.taken = set(notes)
        total = len(notes)
        for done, (note_id, (bp, op, tp)) in enumerate(sorted(notes.items()), start=1):
            self.note_merge(note_id, base, ours, theirs, _one(bp), _one(op), _one(tp), attrs, tombs, out)
            if self.progress is not None and (done % 100 == 0 or done == total):
                self.progress("merge", done, total)
        return self.write_tree(out)

    def path_merge(self, path: str, b: Any, o: Any, t: Any, attrs: Any) -> tuple[int, bytes] | None:
        if o == t:
            return o
        if b == o:
            return t
        if b == t:
            return o
        if o is None or t is None:  # changed on one side, removed on the other: keep the change
            self.report.decisions.append(f"{path}: removed on one side and changed on the other; kept the change")
            return o or t
        if path == PENDING:
            return self.pending_merge(b, o, t, attrs)
        data, conflicted = self.blob_merge(path, b, o, t, attrs)
        if conflicted:
            from reflectgit.merge.generated import is_generated, merge_generated

            resolved = merge_generated(path, self.blob(b), self.blob(o) or b"", self.blob(t) or b"") \
                if is_generated(path) else None
            if resolved is None:
                self.report.conflicts.append(path)
            else:
                data = resolved[0]
                self.report.decisions.append(resolved[1])
        return (o[0], self.add_blob(data))

    def pending_merge(self, b: Any, o: Any, t: Any, attrs: Any) -> tuple[int, bytes]:
        """Two reflection proposals: the newer waits, the other is set aside in the KB (never a
        line merge: no merged text of two proposals can be approved)."""
        from reflectgit.merge.proposals import merge_pending

        resolved = merge_pending(self.blob(b), self.blob(o) or b"", self.blob(t) or b"")
        if resolved is None:  # not two readable proposals: a person looks, as before
            data, conflicted = self.blob_merge(PENDING, b, o, t, attrs)
            if conflicted:
                self.report.conflicts.append(PENDING)
            return (o[0], self.add_blob(data))
        kept, aside, aside_data, said = resolved
        self.extra[aside] = (_FILE, self.add_blob(aside_data))
        self.report.decisions.append(said)
        return (o[0], self.add_blob(kept))

    def blob_merge(self, path: str, b: Any, o: Any, t: Any, attrs: Any) -> tuple[bytes, bool]:
        from dulwich.merge import merge_blobs

        register_drivers(self.driver)  # a nested merge (virtual base) may have replaced it

        def obj(entry: Any) -> Any:
            return None if entry is None else self.store[entry[1]]

        return merge_blobs(obj(b), obj(o), obj(t), path.encode(), attrs, None)

    def note_merge(self, note_id: str, base: Flat, ours: Flat, theirs: Flat, bp: str | None,
                   op: str | None, tp: str | None, attrs: Any, tombs: dict[str, str], out: Flat) -> None:
        b = base.get(bp) if bp else None
        o = ours.get(op) if op else None
        t = theirs.get(tp) if tp else None
        if o is None and t is None:
            return
        if o is None or t is None:
            kept = self.delete_modify(note_id, b, o, t, tombs)
            where = op or tp
            if kept is not None and where is not None:
                out[where] = kept
            return
        assert op is not None and tp is not None  # both sides hold the note, so both name a path
        if o == t or b == t:
            out[op] = o
            return
        if b == o:
            out[tp] = t
            self.report.updated.append(note_id)
            return
        if b is None and self.split_added(note_id, op, o, tp, t, out):
            return
        self.driver.last = None
        data, conflicted = self.blob_merge(op, b, o, t, attrs)
        path = op
        if conflicted:
            self.report.conflicts.append(op)
        else:
            path = _note_path(data, op)
            if self.driver.last is not None and self.driver.last.contradictions:
                self.report.contradictions.append(note_id)
        self.report.merged.append(note_id)
        out[path] = (_FILE, self.add_blob(data))

    def split_added(self, note_id: str, op: str, o: Any, tp: str, t: Any, out: Flat) -> bool:
        """Two different notes added under one id, one on each side: keep both. The earlier born
        keeps the id; the other gets one derived from its bytes, so a merge made the other way
        round on the other machine writes the same tree."""
        from reflectgit.merge.notes import different_notes, split_order
        from reflectgit.note import Note, derived_id

        ours_data, theirs_data = self.blob(o) or b"", self.blob(t) or b""
        try:
            mine, other = Note.parse(ours_data), Note.parse(theirs_data)
        except NoteError:  # not notes: the line merge marks the conflict
            return False
        if not different_notes(mine, other):
            return False
        (keep, _), (move, move_data) = split_order((mine, ours_data), (other, theirs_data))
        new_id = derived_id(note_id, move_data, self.taken)
        self.taken.add(new_id)
        move.set("id", new_id)
        moved_from = op if move is mine else tp
        data = move.to_bytes()
        out[op if keep is mine else tp] = o if keep is mine else t
        out[_note_path(data, f"{moved_from.rsplit('/', 1)[0]}/{new_id}.md")] = (_FILE, self.add_blob(data))
        if move is other:
            self.report.added.append(new_id)
        else:
            self.report.updated.append(note_id)
        self.report.decisions.append(split_decision(note_id, keep, move, new_id, ours_moved=move is mine))
        return True

    def delete_modify(self, note_id: str, b: Any, o: Any, t: Any, tombs: dict[str, str]) -> Any:
        """One side purged the note. The purge wins only when its tombstone is newer than the
        other side's last edit; either way the outcome is reported in words."""
        present = o if o is not None else t
        if b is None:
            if o is None:
                self.report.added.append(note_id)
            return present
        if present == b:
            self.report.removed.append(note_id)
            return None
        edited = _updated(self.blob(present))
        purged = tombs.get(note_id, "")
        if purged and purged > edited:
            self.report.removed.append(note_id)
            self.report.decisions.append(
                f"{note_id}: purged at {purged}, after the last edit ({edited or 'unknown'}); the purge wins")
            return None
        self.report.decisions.append(
            f"{note_id}: edited at {edited or 'unknown'}, after it was purged ({purged or 'no tombstone'}); "
            "the edit wins and the note is kept")
        return present


def _one(paths: dict[str, str]) -> str | None:
    return sorted(paths)[0] if paths else None


def _attributes(data: bytes | None) -> Any:
    """The KB's attributes with the template's lines last, so they win: a ``.gitattributes`` that
    arrived from a remote (``learnings/** -merge``) never takes the note merge away from sync."""
    from dulwich.attrs import GitAttributes, Pattern, parse_git_attributes

    from reflectgit.kb import template

    text = (data or b"").rstrip(b"\n") + b"\n" + template("gitattributes")
    return GitAttributes([(Pattern(p), a) for p, a in parse_git_attributes(io.BytesIO(text))])


def _tombstones(data: bytes | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in (data or b"").splitlines():
        try:
            rec = loads_json(line)
        except ValueError:
            continue
        if isinstance(rec, dict) and rec.get("id"):
            out[str(rec["id"])] = max(out.get(str(rec["id"]), ""), str(rec.get("at", "")))
    return out


def _updated(data: bytes | None) -> str:
    from reflectgit.note import Note

    try:
        return str(Note.parse(data or b"").get("updated") or "").replace("+00:00", "Z")
    except NoteError:  # not a readable note: no date to compare
        return ""


def _note_path(data: bytes, fallback: str) -> str:
    """Where the merged note belongs: the shard its merged project and branch name."""
    from reflectgit.layout import shard_path
    from reflectgit.note import Note

    try:
        note = Note.parse(data)
        return f"{shard_path(note['project'], note['branch'])}/{note.id}.md"
    except (NoteError, KeyError, ValueError):  # a conflicted or odd note stays where it was
        return fallback


def _virtual_commit(store: Any, tree: bytes, parents: list[bytes]) -> bytes:
    from dulwich.objects import Commit

    c = Commit()
    c.tree, c.parents = tree, parents
    c.author = c.committer = b"reflectgit <merge@reflectgit.invalid>"
    c.author_time = c.commit_time = 0
    c.author_timezone = c.commit_timezone = 0
    c.message = b"virtual merge base"
    store.add_object(c)
    return c.id


__all__ = ["Merge", "MergeResult", "Report", "merge_note", "register_drivers", "union_lines"]
