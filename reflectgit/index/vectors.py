"""Note vectors: a memory-mapped ``vectors.npy`` plus an append-only journal in index.db.

Row ``label`` of ``vectors.npy`` is the vector of the note owning that label (``vector_labels``);
an all-zero row holds none. What changed since the last compaction is in ``vector_journal``
(label, vector; a NULL vector deletes it), read over the file when vectors are asked for, so
reindexing one note writes one small row instead of rewriting a file of every vector. A search
reads only its scope's rows of the file. ``compact`` folds the journal into a new file (written
aside, then renamed) once it grows past ``journal_max()`` rows.

Scopes larger than ``HNSW_MIN`` are searched through hnswlib (``vectors.hnsw``), built from the
file once, caught up from the journal in memory and saved again only on compaction.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

FILE = "vectors.npy"
HNSW_FILE = "vectors.hnsw"
HNSW_STATE = "vectors.hnsw.json"  # the journal seq the saved hnswlib file includes
HNSW_MIN = 20_000  # scopes up to this many vectors are searched exactly (one matrix product)
ROWS_META = "vectors_rows"  # meta: rows of the last vectors.npy written (absent: none yet)
GEN_META = "vectors_gen"  # meta: moves with every new vectors.npy (the journal it goes with changed)


def derived_files(folder: Path) -> list[Path]:
    """Every file this module keeps, for callers that throw the derived vectors away."""
    return [folder / FILE, folder / HNSW_FILE, folder / HNSW_STATE]


class Vectors:
    """The vectors of one index: file + journal overlay, and hnswlib for large scopes."""

    def __init__(self, folder: Path, con: sqlite3.Connection):
        self.dir = folder
        self.path = folder / FILE
        self.con = con
        self._base: Any = None  # the memory-mapped file
        self._gen: str | None = None  # GEN_META when the file was opened
        self._overlay: dict[int, Any] | None = None  # label -> vector, or None when deleted
        self._hnsw: Any = None

    # -- reading --------------------------------------------------------------------------
    def _file(self) -> Any:
        """The memory-mapped matrix; rebuilt from index.db when it is missing or unreadable."""
        if self._base is None:
            import numpy as np

            self._gen = _meta(self.con, GEN_META)
            expected = _meta(self.con, ROWS_META)
            problem = None
            if expected is None:  # an index from before this file: build it, nothing to report
                problem = ""
            else:
                try:
                    base = np.load(self.path, mmap_mode="r")
                    if base.dtype != np.float32 or base.ndim != 2 or base.shape[0] != int(expected):
                        problem = f"holds {base.shape[0]} rows of {base.dtype}, index.db expects {expected} of float32"
                    else:
                        self._base = base
                except FileNotFoundError:
                    problem = "is missing"
                except (OSError, ValueError, EOFError) as exc:
                    problem = f"is unreadable ({exc})"
            if problem is not None:
                if problem:
                    print(f"reflectgit: {self.path} {problem}; rebuilding it from index.db", file=sys.stderr)
                self.rebuild()
        return self._base

    def overlay(self) -> dict[int, Any]:
        """The journal as label -> latest vector (None: deleted), read once per instance.

        Read between two looks at ``GEN_META``: a compaction committed meanwhile means reading
        again; a file newer than the journal read is harmless (its rows replay to the same)."""
        if self._overlay is None:
            import numpy as np

            while True:
                gen = _meta(self.con, GEN_META)
                rows = self.con.execute("select label, vector from vector_journal order by seq").fetchall()
                if _meta(self.con, GEN_META) == gen:
                    break
            if self._base is not None and gen != self._gen:
                self._base = None  # compacted since the file was opened: its rows are folded elsewhere
            self._overlay = {int(label): (None if blob is None else np.frombuffer(blob, dtype=np.float32))
                             for label, blob in rows}
        return self._overlay

    def journal_size(self) -> int:
        return int(self.con.execute("select count(*) from vector_journal").fetchone()[0])

    def rows(self, labels: list[int]) -> Any:
        """The vectors of these labels as one float32 matrix (zeros where a label has none)."""
        import numpy as np

        overlay = self.overlay()
        base = self._file()
        dim = base.shape[1] if base.shape[0] else _dim_of(overlay)
        out = np.zeros((len(labels), dim), dtype=np.float32)
        if not labels:
            return out
        idx = np.asarray(labels, dtype=np.int64)
        inside = idx < base.shape[0]
        if inside.any():
            out[inside] = base[idx[inside]]  # only these rows are read from disk
        for i, label in enumerate(labels):
            if label in overlay:
                vec = overlay[label]
                out[i] = 0.0 if vec is None else vec
        return out

    def query(self, vector: Any, k: int, allow: Callable[[int], bool] | None = None,
              candidates: int | None = None) -> list[tuple[int, float]]:
        """Nearest labels with cosine similarity, through hnswlib (for scopes above ``HNSW_MIN``).

        ``allow`` keeps only labels in scope (checked during the graph walk, so a small shard
        in a large KB still gets its k neighbours); ``candidates`` is how many labels can
        match, which bounds k.
        """
        index = self._hnswlib()
        if index is None:
            return []
        k = min(k, candidates if candidates is not None else index.get_current_count())
        while k > 0:
            index.set_ef(max(64, k * 2))
            try:
                labels, dists = index.knn_query(vector, k=k, filter=allow)
                return [(int(label), float(1.0 - d)) for label, d in zip(labels[0], dists[0], strict=True)]
            except RuntimeError:  # the walk found fewer than k allowed elements
                k //= 2
        return []

    # -- writing --------------------------------------------------------------------------
    def upsert(self, rows: list[tuple[int, bytes]]) -> None:
        """Journal new vectors, (label, float32 bytes as index.db stores them), one row each;
        the file is not touched."""
        self.con.executemany("insert into vector_journal(label, vector) values (?, ?)", rows)
        self._overlay = self._hnsw = None  # read again, caught up from the journal

    def remove(self, labels: Iterable[int]) -> None:
        """Journal a deletion (tombstone) for these labels."""
        self.con.executemany("insert into vector_journal(label, vector) values (?, NULL)", [(int(x),) for x in labels])
        self._overlay = self._hnsw = None

    def compact(self, force: bool = False) -> bool:
        """Fold the journal into a new ``vectors.npy`` (temp file + rename) when it holds more
        than ``journal_max()`` rows, or always with ``force``. A crash between the rename and the
        journal's deletion only replays the same rows over the new file: the result is the same.
        Returns whether it compacted."""
        import numpy as np

        if _meta(self.con, ROWS_META) is None:  # no file yet: build it from the embeddings
            self.rebuild()
            base = self._file()
            if base.shape[0] > HNSW_MIN:  # a large KB gets its hnswlib file here, not in a search
                index = _hnsw_from(np.asarray(base))
                if index is not None:
                    self._save_hnsw(index, int(_meta(self.con, "vectors_folded", "0") or 0))
            return True
        if not force and self.journal_size() <= journal_max():
            return False
        self.con.commit()
        self.con.execute("begin immediate")  # writers wait: the journal read is the one folded
        try:
            top = int(self.con.execute("select coalesce(max(seq), 0) from vector_journal").fetchone()[0])
            self._overlay = None
            overlay = self.overlay()
            base = self._file()
            rows = max([base.shape[0], *(lab + 1 for lab, v in overlay.items() if v is not None)])
            dim = base.shape[1] if base.shape[0] else _dim_of(overlay)
            mat = np.zeros((rows, dim), dtype=np.float32)
            keep = min(rows, base.shape[0])
            if keep:  # an empty file is (0, 0): nothing to carry over, and no width to match
                mat[:keep] = base[:keep]
            for label, vec in overlay.items():
                if label < rows:
                    mat[label] = 0.0 if vec is None else vec
            self._catch_up_saved_hnsw(top, mat)
            self._write(mat)
            self.con.execute("delete from vector_journal where seq <= ?", (top,))
            _set_meta(self.con, ROWS_META, str(rows))
            _bump(self.con)
            self.con.commit()
        except BaseException:
            self.con.rollback()
            raise
        self._base = self._overlay = None
        return True

    def rebuild(self) -> None:
        """A new file from the embeddings index.db holds (the truth), the journal emptied."""
        import numpy as np

        self.con.commit()
        self.con.execute("begin immediate")
        try:
            found = self.con.execute(
                "select vector_labels.label, embeddings.vector from vector_labels "
                "join notes on notes.id = vector_labels.note_id join embeddings on embeddings.hash = notes.text_hash"
            ).fetchall()
            rows = max((int(r[0]) + 1 for r in found), default=0)
            dim = len(found[0][1]) // 4 if found else 0
            mat = np.zeros((rows, dim), dtype=np.float32)
            for label, blob in found:
                mat[int(label)] = np.frombuffer(blob, dtype=np.float32)
            for f in derived_files(self.dir)[1:]:
                f.unlink(missing_ok=True)  # a saved hnswlib file may not match: built again on demand
            self._write(mat)
            self.con.execute("delete from vector_journal")
            _set_meta(self.con, ROWS_META, str(rows))
            _set_meta(self.con, "vectors_folded", str(self.con.execute(
                "select coalesce(max(seq), 0) from sqlite_sequence where name = 'vector_journal'").fetchone()[0]))
            _bump(self.con)
            self.con.commit()
        except BaseException:
            self.con.rollback()
            raise
        self._base = np.load(self.path, mmap_mode="r")
        self._gen = _meta(self.con, GEN_META)
        self._overlay = self._hnsw = None

    def _write(self, mat: Any) -> None:
        import numpy as np

        self.dir.mkdir(parents=True, exist_ok=True)
        tmp = self.dir / f".{FILE}.{os.getpid()}.tmp"
        try:
            with open(tmp, "wb") as fh:
                np.save(fh, mat)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
        finally:
            tmp.unlink(missing_ok=True)

    # -- hnswlib (large scopes) -------------------------------------------------------------
    def _hnswlib(self) -> Any:
        """The hnswlib index over every vector: the saved one caught up from the journal, or one
        built from the file (and saved, so the next process loads it)."""
        if self._hnsw is None:
            index, seq = self._load_hnsw()
            top = int(self.con.execute("select coalesce(max(seq), 0) from vector_journal").fetchone()[0])
            if index is None:
                index = self._build_hnsw()
                if index is None:
                    return None
                self._save_hnsw(index, top)
            else:
                self._apply(index, self.con.execute(
                    "select label, vector from vector_journal where seq > ? order by seq", (seq,)))
            self._hnsw = index
        return self._hnsw

    def _load_hnsw(self) -> tuple[Any, int]:
        """The saved index and the journal seq it includes, or (None, 0) when it cannot be trusted
        (a compaction folded rows it never saw)."""
        try:
            state = json.loads((self.dir / HNSW_STATE).read_text())
            seq = int(state["seq"])
        except (OSError, ValueError, KeyError, TypeError):
            return None, 0
        floor = int(_meta(self.con, "vectors_folded", "0") or 0)
        if seq < floor or not (self.dir / HNSW_FILE).exists():
            return None, 0
        import hnswlib

        index = hnswlib.Index(space="ip", dim=int(state["dim"]))
        try:
            index.load_index(str(self.dir / HNSW_FILE), max_elements=int(state.get("capacity", 16)))
        except (RuntimeError, OSError, ValueError):
            return None, 0
        index.set_ef(64)
        return index, seq

    def _build_hnsw(self) -> Any:
        """An hnswlib index over every vector (the file with the journal over it)."""
        base = self._file()
        overlay = self.overlay()
        total = max(base.shape[0], max(overlay, default=-1) + 1)
        return _hnsw_from(self.rows(list(range(total))))

    def _apply(self, index: Any, changes: Iterable[tuple[int, bytes | None]]) -> None:
        """Journal rows applied in place: an upsert replaces a label's vector, a tombstone marks it."""
        import numpy as np

        for label, blob in changes:
            if blob is None:
                try:
                    index.mark_deleted(int(label))
                except RuntimeError:
                    pass  # never added
                continue
            if index.get_current_count() + 1 > index.get_max_elements():
                index.resize_index(index.get_max_elements() * 2)
            try:
                index.unmark_deleted(int(label))
            except RuntimeError:
                pass
            index.add_items(np.frombuffer(blob, dtype=np.float32)[None, :], [int(label)])

    def _save_hnsw(self, index: Any, seq: int) -> None:
        tmp = self.dir / f".{HNSW_FILE}.{os.getpid()}.tmp"
        index.save_index(str(tmp))
        os.replace(tmp, self.dir / HNSW_FILE)
        state = {"seq": seq, "dim": index.dim, "capacity": index.get_max_elements()}
        tmp_state = self.dir / f".{HNSW_STATE}.{os.getpid()}.tmp"
        tmp_state.write_text(json.dumps(state))
        os.replace(tmp_state, self.dir / HNSW_STATE)

    def _catch_up_saved_hnsw(self, top: int, mat: Any) -> None:
        """Before a compaction drops journal rows, a saved hnswlib file takes them in; a KB past
        ``HNSW_MIN`` vectors without one gets it here (in the drain), not in a user's search."""
        index = None  # the saved file, not this process's copy: other writers journal too
        if (self.dir / HNSW_STATE).exists():
            index, seq = self._load_hnsw()
            if index is not None:
                self._apply(index, self.con.execute(
                    "select label, vector from vector_journal where seq > ? and seq <= ? order by seq", (seq, top)))
        if index is None and len(mat) > HNSW_MIN:
            index = _hnsw_from(mat)
        if index is None:
            for f in derived_files(self.dir)[1:]:
                f.unlink(missing_ok=True)  # cannot be caught up: built again when a large scope asks
        else:
            self._save_hnsw(index, top)
        _set_meta(self.con, "vectors_folded", str(top))


def _hnsw_from(mat: Any) -> Any:
    """An hnswlib index of a matrix's non-zero rows, labelled by row (None: no vector at all)."""
    import hnswlib
    import numpy as np

    present = np.flatnonzero(np.any(mat != 0, axis=1))
    if not len(present):
        return None
    index = hnswlib.Index(space="ip", dim=mat.shape[1])  # unit vectors: inner product = cosine
    index.init_index(max_elements=max(len(present) * 2, 1024), ef_construction=200, M=16)
    index.add_items(mat[present], present)
    index.set_ef(64)
    return index


def journal_max() -> int:
    """REFLECTGIT_VECTOR_JOURNAL_MAX: journal rows the drain lets stand before compacting."""
    from reflectgit import config
    from reflectgit.errors import ReflectgitError

    raw = config.setting("REFLECTGIT_VECTOR_JOURNAL_MAX")
    try:
        value = int(raw)
    except ValueError:
        value = -1
    if value < 0:
        raise ReflectgitError(f"must be a whole number of rows >= 0, not {raw!r}", field="REFLECTGIT_VECTOR_JOURNAL_MAX")
    return value


def _dim_of(overlay: dict[int, Any]) -> int:
    for vec in overlay.values():
        if vec is not None:
            return int(vec.shape[0])
    from reflectgit.index.embed import dim

    return dim()


def _meta(con: sqlite3.Connection, key: str, default: str | None = None) -> str | None:
    row = con.execute("select value from meta where key = ?", (key,)).fetchone()
    return row[0] if row else default


def _bump(con: sqlite3.Connection) -> None:
    _set_meta(con, GEN_META, str(int(_meta(con, GEN_META, "0") or 0) + 1))


def _set_meta(con: sqlite3.Connection, key: str, value: str) -> None:
    con.execute("insert or replace into meta(key, value) values (?, ?)", (key, value))


def label_for(con: sqlite3.Connection, note_id: str) -> int:
    row = con.execute("select label from vector_labels where note_id = ?", (note_id,)).fetchone()
    if row:
        return int(row[0])
    nxt = con.execute("select coalesce(max(label), -1) + 1 from vector_labels").fetchone()[0]
    con.execute("insert into vector_labels(label, note_id) values (?, ?)", (nxt, note_id))
    return int(nxt)

