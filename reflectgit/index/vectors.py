"""The hnswlib vector index over note embeddings, updated in place.

Each note owns a stable integer label (table ``vector_labels``); a changed note overwrites
its vector under the same label and a removed one is marked deleted, so an incremental
reindex never rebuilds the graph.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from reflectgit.index.embed import dim

FILE = "vectors.hnsw"


class Vectors:
    def __init__(self, path: Path):
        self.path = path
        self._index = None

    def _open(self, capacity: int = 0):
        import hnswlib

        if self._index is None:
            index = hnswlib.Index(space="ip", dim=dim())  # unit vectors: inner product = cosine
            if self.path.exists():
                index.load_index(str(self.path), max_elements=max(capacity, 16), allow_replace_deleted=False)
            else:
                index.init_index(max_elements=max(capacity, 1024), ef_construction=200, M=16)
            index.set_ef(64)
            self._index = index
        return self._index

    def upsert(self, labels: list[int], vectors: Any) -> None:
        if not labels:
            return
        index = self._open()
        needed = index.get_current_count() + len(labels)
        if needed > index.get_max_elements():
            index.resize_index(max(needed, index.get_max_elements() * 2))
        for label in labels:
            try:
                index.unmark_deleted(label)
            except RuntimeError:
                pass
        index.add_items(vectors, labels)

    def remove(self, labels: Iterable[int]) -> None:
        index = self._open()
        for label in labels:
            try:
                index.mark_deleted(label)
            except RuntimeError:
                pass  # never added (e.g. its embedding failed): nothing to remove

    def vectors(self, labels: list[int]) -> list:
        """The stored vectors of these labels."""
        return self._open().get_items(labels) if labels else []

    def save(self) -> None:
        if self._index is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            self._index.save_index(str(tmp))
            tmp.replace(self.path)

    def count(self) -> int:
        return self._open().get_current_count() if self.path.exists() or self._index is not None else 0

    def query(self, vector: Any, k: int, allow: Callable[[int], bool] | None = None,
              candidates: int | None = None) -> list[tuple[int, float]]:
        """Nearest labels with cosine similarity.

        ``allow`` keeps only labels in scope (checked during the graph walk, so a small shard
        in a large KB still gets its k neighbours); ``candidates`` is how many labels can
        match, which bounds k.
        """
        if not self.path.exists() and self._index is None:
            return []
        index = self._open()
        k = min(k, candidates if candidates is not None else index.get_current_count())
        while k > 0:
            index.set_ef(max(64, k * 2))
            try:
                labels, dists = index.knn_query(vector, k=k, filter=allow)
                return [(int(label), float(1.0 - d)) for label, d in zip(labels[0], dists[0], strict=True)]
            except RuntimeError:  # the walk found fewer than k allowed elements
                k //= 2
        return []


def label_for(con: sqlite3.Connection, note_id: str) -> int:
    row = con.execute("select label from vector_labels where note_id = ?", (note_id,)).fetchone()
    if row:
        return int(row[0])
    nxt = con.execute("select coalesce(max(label), -1) + 1 from vector_labels").fetchone()[0]
    con.execute("insert into vector_labels(label, note_id) values (?, ?)", (nxt, note_id))
    return int(nxt)
