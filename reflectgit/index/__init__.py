"""The derived index of a KB (``<KB>/.reflectgit/``): SQLite + FTS5, vectors, entity graph.

``Index.sync()`` brings it up to date incrementally: it remembers the KB commit it indexed
and re-reads only the notes git says changed since (plus uncommitted files). Text whose
hash was embedded before is never embedded again. When nothing changed, ``sync`` costs a
couple of file reads and loads no git library and no model.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from reflectgit.index import db as dbm
from reflectgit.kb import KB, LEARNINGS

if TYPE_CHECKING:
    from reflectgit.index import history
    from reflectgit.index.graph import SqlGraph
    from reflectgit.index.vectors import Vectors
    from reflectgit.note import Note

DB_FILE = dbm.DB_FILE
UNEMBEDDED = "unembedded"  # meta: ids of notes indexed without their vector yet
# The stages a sync reports to ``progress(stage, done, total)``, in the order they run; each
# one it runs reaches done == total.
STAGES = ("parse", "embed", "write", "graph", "save")
Progress = Callable[[str, int, int], None]


def _silent(stage: str, done: int, total: int) -> None:
    """The progress callback of a sync nobody watches."""


@dataclass
class SyncReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    embedded: int = 0
    unchanged: int = 0
    errors: list[dict[str, str]] = field(default_factory=list)
    full: bool = False
    skipped: bool = False  # nothing had changed

    def to_dict(self) -> dict:
        return dict(self.__dict__)


class Index:
    def __init__(self, kb: KB):
        self.kb = kb
        self.dir = kb.derived_dir()
        self.path = self.dir / DB_FILE
        self._con: sqlite3.Connection | None = None
        self._vectors: Vectors | None = None
        self._graph: SqlGraph | None = None
        self._labels: dict[int, str] | None = None
        self._rowids: dict[int, str] | None = None
        self._fresh_at: tuple[str | None, float] | None = None  # (HEAD, monotonic time) of the last check
        self._version: str | None = None  # index version the in-memory caches were loaded at
        self._inode: tuple[int, int] | None = None  # the database file this process has open

    @property
    def con(self) -> sqlite3.Connection:
        if self._con is None:
            opened, schema = _open(self.path)
            if opened is None or schema != dbm.SCHEMA_VERSION:
                if opened is not None:
                    opened.close()
                opened = self._build_schema()
            con: sqlite3.Connection = opened
            dbm.ensure_vector_journal(con)
            dbm.ensure_passages(con)
            self._con, self._inode = con, _inode(self.path)
        return self._con

    def _build_schema(self) -> sqlite3.Connection:
        """Create the database, or rebuild one of an older schema (derived data), one process at a
        time: a process that saw another's half-created file as "old" deleted it under it, and the
        warm server then answered "no such table: notes" until restarted (review15)."""
        from reflectgit.fsutil import file_lock

        with file_lock(self.dir / "schema.lock", 120.0, what="the index"):
            opened, schema = _open(self.path)
            if opened is not None and schema == dbm.SCHEMA_VERSION:  # another process built it meanwhile
                return opened
            if opened is None or schema is not None:  # damaged, or an older schema: rebuilt from the notes
                if opened is not None:
                    opened.close()
                for suffix in ("", "-wal", "-shm"):
                    Path(str(self.path) + suffix).unlink(missing_ok=True)
                self._drop_vector_files()
                opened = dbm.connect(self.path)
            dbm.ensure_schema(opened)
            return opened

    def close(self) -> None:
        """Let go of the database and everything read from it; the next use opens it again."""
        if self._con is not None:
            self._con.close()
        self._con = self._vectors = self._graph = self._labels = self._rowids = None
        self._fresh_at = self._version = self._inode = None

    def _replaced(self) -> bool:
        """Whether the database file this process holds open was replaced (a rebuild elsewhere)."""
        return self._con is not None and _inode(self.path) != self._inode

    @property
    def vectors(self) -> Vectors:
        if self._vectors is None:
            from reflectgit.index.vectors import Vectors

            self._vectors = Vectors(self.dir, self.con)
        return self._vectors

    def _drop_vector_files(self) -> None:
        for name in ("vectors.npy", "vectors.hnsw", "vectors.hnsw.json"):
            (self.dir / name).unlink(missing_ok=True)

    def compact_vectors(self, force: bool = False) -> bool:
        """Fold the vector journal into ``vectors.npy`` when it has grown (or ``force``): the
        background drain and every full reindex call this, so a search reads a short journal."""
        from reflectgit.fsutil import file_lock

        with file_lock(self.dir / "index.lock", 120.0, what="the index"):
            done = self.vectors.compact(force=force)
        if done:
            self._vectors = None
        return done

    def labels(self) -> dict[int, str]:
        """hnswlib label -> note id, cached until the index changes."""
        if self._labels is None:
            self._labels = {r[0]: r[1] for r in self.con.execute("select label, note_id from vector_labels")}
        return self._labels

    def rowids(self) -> dict[int, str]:
        """FTS rowid -> note id, cached until the index changes (saves a join per query)."""
        if self._rowids is None:
            self._rowids = {r[0]: r[1] for r in self.con.execute("select rowid, id from notes")}
        return self._rowids

    def graph(self) -> SqlGraph:
        """The entity graph, answered from SQLite node by node (nothing is loaded up front)."""
        if self._graph is None:
            from reflectgit.index import graph

            self._graph = graph.build(self.con)
        return self._graph

    def history(self) -> list[history.Commit]:
        """The KB's commits, newest first, with the note versions each made: the audit trail,
        brought up to HEAD first (only the commits made since the last call are walked)."""
        from reflectgit.fsutil import file_lock
        from reflectgit.index import history

        with file_lock(self.dir / "index.lock", 120.0, what="the index"):
            history.sync(self.kb, self.con)
            self.con.commit()
        return history.commits(self.con)

    def has_notes(self) -> bool:
        """Whether this index was ever synced with the notes (not merely created for its history)."""
        return self.path.exists() and bool(dbm.get_meta(self.con, "indexed_commit"))

    def notes(self) -> list[Note]:
        """Every note as the index holds it (private spans stripped, parsed once at sync), in
        path order, plus the notes it refused (invalid fields) read from their files: the same
        notes ``KB.notes()`` gives, without parsing 10k YAML headers again. Sync first."""
        from reflectgit.errors import NoteError
        from reflectgit.note import Note

        out: dict[str, Note] = {}
        for r in self.con.execute("select path, fields, body from notes"):
            note = Note(meta=json.loads(r["fields"]), body=r["body"] or "", path=self.kb.path / r["path"])
            if note.id == Path(r["path"]).stem:
                out[r["path"]] = note
        for (rel,) in self.con.execute("select path from index_errors"):
            try:
                note = self.kb.read(self.kb.path / rel)
            except (NoteError, OSError):
                continue
            if note.id == Path(rel).stem:
                out[rel] = note.redacted()
        return [out[rel] for rel in sorted(out)]

    # -- freshness ----------------------------------------------------------------------
    def is_fresh(self, vectors: bool = True) -> bool:
        """True when HEAD is what we indexed and no KB file changed since (cheap); with
        ``vectors``, also every note's vector (a sync without embedding leaves some to do)."""
        from reflectgit.git_refs import read_ref

        if not self.path.exists():
            return False
        if vectors and dbm.get_meta(self.con, UNEMBEDDED, "[]") != "[]":
            return False
        head = read_ref(self.kb.path / ".git")
        indexed = dbm.get_meta(self.con, "indexed_commit")
        synced_ns = int(dbm.get_meta(self.con, "synced_ns", "0") or 0)
        if not head or head != indexed or dbm.get_meta(self.con, "dirty", "[]") != "[]":
            return False
        seen = json.loads(dbm.get_meta(self.con, "seen", "{}") or "{}")
        if self.kb.notes_touched_since(synced_ns, seen=seen):
            return False
        # files written just before the last sync may share its timestamp: compare content
        racy = json.loads(dbm.get_meta(self.con, "racy", "{}") or "{}")
        return all(_digest(self.kb.path / rel) == h for rel, h in racy.items())

    # -- sync ---------------------------------------------------------------------------
    def sync(self, full: bool = False, progress: Progress | None = None,
             ttl: float = 0.0, embed: bool = True) -> SyncReport:
        """Bring the index up to date with the notes; ``full`` re-reads every note.

        ``ttl``: a long-lived process may trust a check made less than ``ttl`` seconds ago
        while HEAD has not moved (commits are seen at once; hand edits within ``ttl``).
        ``embed=False``: rows, FTS, entities, edges and history only; the notes left without a
        vector are embedded by the next sync that embeds (recall's), so a reader that needs no
        vectors (the dashboard, the site) never loads the model.
        ``progress(stage, done, total)``: see ``STAGES`` (a skipped sync reports nothing).
        """
        import time as _time

        report = SyncReport(full=full)
        if self._replaced():  # another process rebuilt the database: this one reads the new file
            self.close()
        if not full:
            from reflectgit.git_refs import read_ref

            head = read_ref(self.kb.path / ".git")
            if ttl and self._fresh_at and self._fresh_at[0] == head and _time.monotonic() - self._fresh_at[1] < ttl:
                report.skipped = True
                return report
            if self.is_fresh(vectors=embed):
                self._drop_stale_caches()
                self._fresh_at = (head, _time.monotonic())
                report.skipped = True
                return report
        from reflectgit.fsutil import file_lock

        # one writer at a time: two processes must not each save the vector file from a
        # different starting point
        before = dbm.get_meta(self.con, "version", "0")
        with file_lock(self.dir / "index.lock", 120.0, what="the index"):
            self._drop_stale_caches()
            waited = dbm.get_meta(self.con, "version", "0") != before
            if not full and waited and self.is_fresh(vectors=embed):  # another process did the work meanwhile
                report.skipped = True
                return report
            return self._sync_locked(report, full, progress, embed)

    def _drop_stale_caches(self) -> None:
        """Forget in-memory vectors, graph and maps when another process changed the index."""
        version = dbm.get_meta(self.con, "version", "0")
        if version != self._version:
            self._vectors = self._graph = self._labels = self._rowids = None
            self._version = version

    def waiting(self) -> int:
        """How many notes a words-only sync (``embed=False``) indexed without their vector yet."""
        return len(json.loads(dbm.get_meta(self.con, UNEMBEDDED, "[]") or "[]"))

    def embed_waiting(self, limit: int) -> int:
        """Embed up to ``limit`` of the notes waiting for a vector and commit them; returns how
        many still wait. One chunk per hold of the lock: a backfill of a fresh clone's notes
        (``reflectgit.index.backfill``) lets a sync between two chunks through in seconds."""
        from reflectgit.fsutil import file_lock
        from reflectgit.index.vectors import journal_max

        keep = journal_max()
        with file_lock(self.dir / "index.lock", 120.0, what="the index"):
            self._drop_stale_caches()
            con = self.con
            waiting = json.loads(dbm.get_meta(con, UNEMBEDDED, "[]") or "[]")
            if not waiting:
                return 0
            take, rest = waiting[:max(1, limit)], waiting[max(1, limit):]
            self._embed_and_store(take)
            dbm.set_meta(con, UNEMBEDDED, json.dumps(rest))
            self._commit_version(keep, compact=False)
            return len(rest)

    def _commit_version(self, keep: int, compact: bool) -> None:
        """A new index version, committed: other processes' in-memory caches see it and reload."""
        con = self.con
        version = str(int(dbm.get_meta(con, "version", "0") or 0) + 1)
        dbm.set_meta(con, "version", version)
        con.commit()
        if compact or self.vectors.journal_size() > 4 * keep:  # when nobody drains: keep it short
            self.vectors.compact(force=True)
        self._graph = None
        self._labels = None
        self._rowids = None
        self._fresh_at = None
        self._version = version

    def _sync_locked(self, report: SyncReport, full: bool, progress: Progress | None,
                     embed: bool = True) -> SyncReport:
        from reflectgit.git_refs import read_ref
        from reflectgit.index.vectors import journal_max

        keep = journal_max()  # a bad setting is refused before anything is written
        started = time.time_ns()
        con = self.con
        tick = progress or _silent
        head = read_ref(self.kb.path / ".git")
        indexed = dbm.get_meta(con, "indexed_commit")
        from reflectgit.index.embed import signature

        if dbm.get_meta(con, "embedder") != signature():  # another model or length: re-embed all
            con.execute("delete from embeddings")
            con.execute("delete from passages")
            con.execute("delete from vector_labels")
            con.execute("delete from vector_journal")
            con.execute("delete from meta where key = 'vectors_rows'")
            self._drop_vector_files()
            self._vectors = None
            dbm.set_meta(con, "embedder", signature())
            full = report.full = True
        from reflectgit.index import changes

        # HEAD moved: git's tree diff names what to re-read, no note file is statted (hand edits
        # are is_fresh's concern, against the time of the last walk, which stays as it was)
        plan = changes.committed(self.kb, con, indexed, head) if (not full and indexed and head
                                                                  and head != indexed) else None
        mtimes = {} if plan else self.kb.note_mtimes()  # one walk, one stat per note, for the whole sync
        on_disk = set(mtimes)
        known = plan.known if plan else {r[0]: r[1] for r in con.execute("select path, id from notes")}
        synced_ns = int(dbm.get_meta(con, "synced_ns", "0") or 0)
        uncommitted = [] if (full or not indexed or plan) else _uncommitted_since(self.kb, head, mtimes, synced_ns)
        refused = {r[0] for r in con.execute("select path from index_errors")}
        if plan:
            # a refused file deleted or fixed by hand since the last walk is not named again (the
            # walk that would see it is the next command's: review, search after a sync)
            paths = plan.paths | {p for p in refused if _touched_since(self.kb.path / p, synced_ns)}
        elif full or not indexed:
            report.full = True
            paths = on_disk | set(known)
        else:
            paths = set(json.loads(dbm.get_meta(con, "dirty", "[]") or "[]"))
            paths |= _changed_between(self.kb, indexed, head)
            paths |= set(uncommitted)
            paths |= set(known) - on_disk  # deleted by hand
            paths |= refused - on_disk  # a refused one too
            paths |= on_disk - set(known)  # created by hand, or missed
        paths = {p for p in paths if _is_note_path(p)}
        todo = sorted(paths)
        upserted: list[str] = []
        # the notes' rows are written in batches (one executemany per table), in the order a
        # note-by-note loop wrote them; anything else written meanwhile flushes the batch first
        batch = _Batch(con, {r[0]: r[1] for r in con.execute("select id, path from notes")})
        # a first build (a fresh clone): the search indexes are built once after the rows, not row by row
        deferred = _defer_indexes(con) if len(todo) >= BULK_MIN and not batch.paths else None
        try:
            for i, rel in enumerate(todo):
                tick("parse", i + 1, len(todo))
                full_path = self.kb.path / rel
                if not full_path.exists():
                    batch.flush()
                    con.execute("delete from index_errors where path = ?", (rel,))  # gone: no longer refused
                    old = known.get(rel)
                    if old:
                        self._remove(old)
                        batch.paths.pop(old, None)
                        report.removed += 1
                    continue
                try:
                    note = self.kb.read(full_path)
                    from reflectgit.note import validate

                    validate(note, file=rel)
                except Exception as exc:  # noqa: BLE001 - reported in index_errors and by doctor, never indexed half-way
                    batch.flush()
                    field_ = getattr(exc, "field", None)
                    msg = getattr(exc, "message", str(exc))
                    con.execute("insert or replace into index_errors(path, field, message) values (?, ?, ?)",
                                (rel, field_, msg))
                    report.errors.append({"path": rel, "field": field_ or "", "message": msg})
                    if rel in known:
                        self._remove(known[rel])
                        batch.paths.pop(known[rel], None)
                    continue
                if rel in refused:
                    batch.flush()
                    con.execute("delete from index_errors where path = ?", (rel,))
                note = note.redacted()  # FTS, fields, entities, edges and vectors never see a private span
                prev_path = batch.paths.get(note.id)
                if prev_path is not None and prev_path != rel and (self.kb.path / prev_path).exists():
                    report.errors.append({"path": rel, "field": "id",
                                          "message": f"id {note.id} is also used by {prev_path}"})
                    continue
                if prev_path is None:
                    report.added += 1
                else:
                    report.updated += 1
                batch.upsert(note, dbm.note_row(note, rel), replaces=prev_path is not None)
                upserted.append(note.id)
            batch.flush()
            if deferred is not None:
                _restore_indexes(con, deferred)
        except BaseException:
            if deferred is not None:  # never leave the dropped indexes and triggers to a later commit
                con.rollback()
            raise
        if not todo:
            tick("parse", 0, 0)
        waiting = set(json.loads(dbm.get_meta(con, UNEMBEDDED, "[]") or "[]"))
        if embed:
            report.embedded = self._embed_and_store(upserted + sorted(waiting - set(upserted)), progress)
            dbm.set_meta(con, UNEMBEDDED, "[]")
        else:
            dbm.set_meta(con, UNEMBEDDED, json.dumps(sorted(set(upserted) | waiting)))
        tick("graph", 0, 3)
        self._resolve_edge_targets(None if report.full else upserted)
        tick("graph", 1, 3)
        from reflectgit.index import code_commits, history

        history.sync(self.kb, con)  # the audit trail and the code-commit log follow the KB commits
        tick("graph", 2, 3)
        code_commits.sync(self.kb, con)
        tick("graph", 3, 3)
        tick("save", 0, 1)
        dbm.set_meta(con, "indexed_commit", head or "")
        if plan and head:
            dbm.set_meta(con, "dirty", json.dumps(changes.still_dirty(self.kb, head, sorted(plan.paths - plan.changed))))
            changes.vouch(self.kb, con, plan.changed)
            racy = json.loads(dbm.get_meta(con, "racy", "{}") or "{}")
            if racy:
                kept = _racy_after(self.kb, racy, plan.changed, int(dbm.get_meta(con, "synced_ns", "0") or 0))
                if kept != racy:
                    dbm.set_meta(con, "racy", json.dumps(kept))
        else:
            dbm.set_meta(con, "synced_ns", str(started))
            dbm.set_meta(con, "dirty", json.dumps(sorted(uncommitted)))
            dbm.set_meta(con, "racy", json.dumps(_racy(self.kb, started, mtimes)))
            dbm.set_meta(con, "seen", "{}")
        self._commit_version(keep, compact=report.full)
        tick("save", 1, 1)
        total = len(on_disk) if not plan else con.execute("select count(*) from notes").fetchone()[0]
        report.unchanged = total - report.added - report.updated
        return report

    def _remove(self, note_id: str) -> None:
        con = self.con
        con.execute("delete from notes where id = ?", (note_id,))
        con.execute("delete from entities where note_id = ?", (note_id,))
        con.execute("delete from edges where note_id = ?", (note_id,))
        row = con.execute("select label from vector_labels where note_id = ?", (note_id,)).fetchone()
        if row:
            self.vectors.remove([int(row[0])])

    def _embed_and_store(self, note_ids: list[str], progress: Progress | None = None) -> int:
        """Vectors for the upserted notes; only text never embedded before hits the model."""
        tick = progress or _silent
        if not note_ids:
            tick("embed", 0, 0)
            tick("write", 0, 0)
            return 0
        from reflectgit.index import embed
        from reflectgit.index.vectors import label_for

        con = self.con
        rows = []
        for i in range(0, len(note_ids), 500):
            chunk = note_ids[i:i + 500]
            rows += con.execute("select id, text_hash, fields, body, title, rule, fix, key_insight, problem, "
                                "source_session, source_commit from notes "
                                f"where id in ({','.join('?' * len(chunk))})", chunk).fetchall()
        have = set()
        hashes = [r["text_hash"] for r in rows]
        for i in range(0, len(hashes), 500):
            chunk = hashes[i:i + 500]
            have |= {r[0] for r in con.execute(f"select hash from embeddings where hash in ({','.join('?' * len(chunk))})", chunk)}
        missing: dict[str, str] = {}
        for r in rows:
            if r["text_hash"] not in have and r["text_hash"] not in missing:
                from reflectgit.note import Note

                note = Note(meta=json.loads(r["fields"]), body=r["body"] or "")
                missing[r["text_hash"]] = dbm.embed_text(note)
        # a long note's later windows go through the model with the notes (one batched pass)
        windows = {h: embed.passage_texts(text) for h, text in missing.items()}
        lessons = self._lesson_texts(rows)
        texts = list(missing.values()) + [w for ws in windows.values() for w in ws] + list(lessons.values())
        tick("embed", 0, len(texts))
        if missing or lessons:
            import numpy as np

            vecs = embed.embed(texts, progress=(lambda done, total: tick("embed", done, total)) if progress else None)
            vecs = vecs.astype(np.float32)
            at = len(missing)
            for i, h in enumerate(missing):
                con.execute("insert or replace into embeddings(hash, vector) values (?, ?)", (h, vecs[i].tobytes()))
                if windows[h]:
                    con.execute("insert or replace into passages(hash, vectors) values (?, ?)",
                                (h, vecs[at:at + len(windows[h])].tobytes()))
                    at += len(windows[h])
            for key, vec in zip(lessons, vecs[at:], strict=True):
                con.execute("insert or replace into embeddings(hash, vector) values (?, ?)", (key, vec.tobytes()))
        stored = []  # float32 bytes as stored: nothing here needs numpy when no text was new
        for i, r in enumerate(rows):
            vec = con.execute("select vector from embeddings where hash = ?", (r["text_hash"],)).fetchone()
            stored.append((label_for(con, r["id"]), vec[0]))
            if i % 500 == 0:
                tick("write", i, len(rows) + 1)
        self.vectors.upsert(stored)
        tick("write", len(rows) + 1, len(rows) + 1)  # the last step: the journal takes them
        return len(missing)

    def _lesson_texts(self, rows: list[sqlite3.Row]) -> dict[str, str]:
        """What each lesson with a story among ``rows`` teaches (:func:`reflectgit.teaches.taught`), by
        its key in ``embeddings``, for those not embedded yet: the prompt hook weighs a note's cosine
        to it (``inject.meaning_fit``) without running the model while the user waits. A story: a body
        at least as long as the lesson (a session's excerpt), so that the note's own vector is mostly
        something else; a short note's vector is its lesson already. Every note captured from a session
        or a commit is judged so (a loop or a test fix too: left on the whole note's cosine it would
        outrank the lessons judged by both); a note written by hand needs a rule, fix or key insight
        (a document, a chat turn teaches nothing of the kind)."""
        from reflectgit.teaches import taught, taught_key

        texts = [(taught(r, files=False), str(r["body"] or "")) for r in rows
                 if r["rule"] or r["fix"] or r["key_insight"] or r["source_session"] or r["source_commit"]]
        wanted = {taught_key(text): text for text, body in texts if text and len(body) >= len(text)}
        keys = list(wanted)
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            for r in self.con.execute(f"select hash from embeddings where hash in ({','.join('?' * len(chunk))})", chunk):
                wanted.pop(r[0], None)
        return wanted

    def _resolve_edge_targets(self, changed: list[str] | None) -> None:
        """Relation targets that name a note (by id) point at it directly.

        Incrementally only the changed notes' own edges and the edges aimed at them (or at
        notes that are gone) are touched; ``None`` resolves every edge.
        """
        sql = "update edges set target_note = (select id from notes where notes.id = edges.target)"
        if changed is None:
            self.con.execute(sql)
            return
        self.con.execute(sql + " where target_note is not null and target_note not in (select id from notes)")
        for i in range(0, len(changed), 500):
            chunk = changed[i:i + 500]
            marks = ",".join("?" * len(chunk))
            self.con.execute(sql + f" where note_id in ({marks}) or target in ({marks})", chunk + chunk)


BULK_MIN = 100  # notes a first build needs before its search indexes are deferred to its end


def _defer_indexes(con: sqlite3.Connection) -> list[tuple[str, str]]:
    """Drop the non-unique indexes and the FTS triggers of the notes, entities and edges tables
    (an empty index, about to take many rows) and return their SQL for :func:`_restore_indexes`.
    In the sync's transaction: an interrupted sync rolls the drop back with the rows."""
    if not con.in_transaction:
        con.execute("begin")
    rows = con.execute("select type, name, sql from sqlite_master where type in ('index', 'trigger') "
                       "and tbl_name in ('notes', 'entities', 'edges') and sql is not null "
                       "and sql not like 'CREATE UNIQUE%' order by rowid").fetchall()
    for kind, name, _ in rows:
        con.execute(f'drop {kind} "{name}"')
    return [(kind, sql) for kind, _, sql in rows]


def _restore_indexes(con: sqlite3.Connection, deferred: list[tuple[str, str]]) -> None:
    """Build the indexes :func:`_defer_indexes` dropped over the rows now in, rebuild the FTS
    index from the notes (the same rowids and terms the triggers would have written), and put the
    triggers back for the syncs that follow."""
    for kind, sql in deferred:
        if kind == "index":
            con.execute(sql)
    if any(kind == "trigger" for kind, _ in deferred):
        con.execute("insert into notes_fts(notes_fts) values ('rebuild')")
    for kind, sql in deferred:
        if kind == "trigger":
            con.execute(sql)


class _Batch:
    """Upserted notes' rows waiting to be written: one ``executemany`` per table and statement
    instead of six statements per note (a fresh clone's 8,000 notes made 66,000).

    The rows go in in the order a note-by-note loop wrote them: the notes replaced are deleted
    first, then every row is inserted after all the rows that stay, in turn, so FTS rowids,
    entity and edge order (the graph's) come out the same. ``paths`` is what the index holds,
    id -> path, as if the batch were written."""

    SIZE = 500  # notes per flush: bounded memory at any KB size

    def __init__(self, con: sqlite3.Connection, paths: dict[str, str]):
        self.con = con
        self.paths = paths
        self._ids: set[str] = set()
        self._replaced: list[tuple[str]] = []
        self._notes: list[list] = []
        self._entities: list[tuple] = []
        self._edges: list[tuple] = []
        self._cols: list[str] | None = None

    def upsert(self, note: Note, row: dict, replaces: bool) -> None:
        if note.id in self._ids:  # twice in one batch: the first is written before it is replaced
            self.flush()
        cols = self._cols = self._cols or list(row)
        self._ids.add(note.id)
        if replaces:
            self._replaced.append((note.id,))
        self._notes.append([row[c] for c in cols])
        self._entities += [(e["note_id"], e["name"], e["display"], e["type"]) for e in dbm.entity_rows(note)]
        self._edges += [(e["note_id"], e["source"], e["type"], e["target"], None, e["valid_from"], e["valid_to"])
                        for e in dbm.edge_rows(note)]
        self.paths[note.id] = row["path"]
        if len(self._notes) >= self.SIZE:
            self.flush()

    def flush(self) -> None:
        con = self.con
        if self._replaced:
            # delete + insert, not INSERT OR REPLACE: REPLACE skips the delete trigger and leaves
            # stale rows in the FTS table
            con.executemany("delete from notes where id = ?", self._replaced)
            con.executemany("delete from entities where note_id = ?", self._replaced)
            con.executemany("delete from edges where note_id = ?", self._replaced)
        if self._notes and self._cols:
            con.executemany(f"insert into notes({','.join(self._cols)}) values ({','.join('?' * len(self._cols))})",
                            self._notes)
        if self._entities:
            con.executemany("insert into entities(note_id, name, display, type) values (?, ?, ?, ?)", self._entities)
        if self._edges:
            con.executemany("insert into edges(note_id, source, type, target, target_note, valid_from, valid_to) "
                            "values (?, ?, ?, ?, ?, ?, ?)", self._edges)
        self._ids.clear()
        self._replaced, self._notes, self._entities, self._edges = [], [], [], []


def _touched_since(path: Path, ns: int) -> bool:
    """Whether a file is gone or was written since ``ns`` (with the margin the walk allows)."""
    try:
        return path.stat().st_mtime_ns >= ns - 2_000_000_000
    except OSError:
        return True


def _uncommitted_since(kb: KB, head: str | None, mtimes: dict[str, int], ns: int) -> list[str]:
    """Notes touched since ``ns`` whose content differs from HEAD's (hand edits, new files).

    Only files modified since the last sync are compared, one blob each, so this costs a
    stat per note instead of reading and checking git's whole index.
    """
    import os

    from reflectgit import gitops

    out = []
    root = str(kb.path)
    for rel, mtime in mtimes.items():
        if mtime < ns - 2_000_000_000:
            continue
        try:
            with open(os.path.join(root, rel), "rb") as f:
                data = f.read()
        except OSError:
            continue
        committed = gitops.read_blob(kb.repo, head.encode(), rel) if head else None
        if committed != data:
            out.append(rel)
    return out


def _digest(path: Path) -> str | None:
    import hashlib

    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _racy_after(kb: KB, racy: dict[str, str | None], changed: set[str], synced_ns: int,
                window: int = 2_000_000_000) -> dict[str, str | None]:
    """The racy list after a commit's sync. A file the commit rewrote holds what is now indexed
    (its digest is updated). A file last written more than the racy window ago, after the window
    of the last walk has passed too, and whose content still matches, is proven unchanged: any
    later edit gets a newer mtime than both. It leaves the list, so freshness checks stop
    hashing it (they did after every commit, for good)."""
    import os

    now = time.time_ns()
    out: dict[str, str | None] = {}
    for rel, digest in racy.items():
        path = kb.path / rel
        if rel in changed:
            digest = _digest(path)
        try:
            settled = now - synced_ns > window and now - os.stat(path).st_mtime_ns > window
        except OSError:
            settled = False
        if not (settled and _digest(path) == digest):
            out[rel] = digest
    return out


def _racy(kb: KB, ns: int, mtimes: dict[str, int], window: int = 2_000_000_000) -> dict[str, str | None]:
    """Notes modified within ``window`` of ``ns``: a later edit might not move their mtime."""
    return {rel: _digest(kb.path / rel) for rel, mtime in mtimes.items() if mtime >= ns - window}


def _is_note_path(rel: str) -> bool:
    parts = rel.split("/")
    return len(parts) == 4 and parts[0] == LEARNINGS and parts[3].endswith(".md") and not parts[3].startswith(".")


def _changed_between(kb: KB, old: str, new: str | None) -> set[str]:
    """Note paths that differ between two KB commits (git's own tree diff)."""
    if not new or old == new:
        return set()
    from dulwich.diff_tree import tree_changes

    store = kb.repo.object_store
    try:
        old_tree = store[old.encode()].tree
    except KeyError:
        return set(kb.note_relpaths())  # history rewritten: check everything
    new_tree = store[new.encode()].tree
    out = set()
    for ch in tree_changes(store, old_tree, new_tree):
        for side in (ch.old, ch.new):
            if side is not None and side.path:
                path = side.path.decode("utf-8", "replace")
                if path.startswith(LEARNINGS + "/"):
                    out.add(path)
    return out


__all__ = ["Index", "SyncReport"]


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def _open(path: Path) -> tuple[sqlite3.Connection | None, str | None]:
    """(connection, schema version) of the database, or (None, "damaged") when SQLite cannot read
    it (review14: a clone's first hook and the server it started left a malformed file, and every
    search failed until it was deleted by hand; it is derived data, rebuilt from the notes)."""
    try:
        con = dbm.connect(path)
        con.execute("select count(*) from sqlite_master").fetchone()
        return con, dbm.get_meta(con, "schema")
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
            raise  # busy, not damaged
        return None, "damaged"
