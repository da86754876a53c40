"""The text arm of a warm team process: BM25 over the scope's postings, kept per store version.

Computing BM25 in Postgres reads every posting of the query's lexemes across the workspace
and then visits each of those notes to apply the scope: at 100k notes, ~20k postings and
~10k note lookups a query (~150 ms), where local mode's FTS5 intersects with the scope's
postings. A process that asks again at the same version (the recall server, an agent
session) fetches the scope's postings once, by note, and scores in process with the same Okapi
BM25 the SQL computes from the kept statistics (k1 1.2, b 0.75, IDF floored at 1e-6; N, avgdl
and df are the workspace's). Any publish changes the version and drops them; the lexemes a
text stems to do not depend on the store and are kept across versions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Query = Callable[[str, Any], list[Any]]

#: Scopes up to this many notes keep their postings (as the vector arm keeps its matrix).
MAX_SCOPE = 20_000
_LEXEMES = ("select coalesce(array_agg(distinct lex order by lex), '{}') as lexemes "
            "from unnest(tsvector_to_array(to_tsvector('english', %s))) lex")
#: the least argument the IDF's logarithm is given (ln of it is ~1e-6, the floor): statistics a
#: writer set out of line (``docs = 0``) would otherwise ask for the logarithm of a negative number
_ONE = 1.000001
_STATS = ("select docs::float8 as n, greatest(total_len::float8 / nullif(docs, 0), 1)::float8 as avgdl "
          "from reflectgit.text_stats where workspace = %s")
_DF = "select lexeme, df::float8 as df from reflectgit.term_df where workspace = %s and lexeme = any(%s)"
_POSTINGS = ("select p.lexeme, p.note_id, p.tf, l.doc_len from reflectgit.postings p join reflectgit.doc_lens l "
             "on l.workspace = p.workspace and l.note_id = p.note_id where p.workspace = %s and p.note_id = any(%s)")


class WarmText:
    """The scope's postings and the scoring over them; ``reset`` when the store's version moves."""

    def __init__(self) -> None:
        self._lexemes: dict[str, list[str]] = {}
        self.reset()

    def reset(self) -> None:
        self._stats: tuple[float, float] | None = None
        self._df: dict[str, float] = {}
        self._scope: tuple[int, int] | None = None
        self._terms: dict[str, tuple[Any, Any, Any]] = {}  # lexeme -> note positions, tf, doc_len
        self._ids: list[str] = []

    def search(self, q: Query, workspace: str, text: str, allowed: dict[str, Any],
               depth: int) -> list[tuple[str, float]] | None:
        """The ``depth`` best notes of ``allowed`` for ``text``, ordered as the SQL orders them;
        None for a scope too large to keep (the caller asks the server)."""
        import numpy as np

        if len(allowed) > MAX_SCOPE:
            return None
        lexemes = self._lexemes.get(text)
        if lexemes is None:
            lexemes = list(q(_LEXEMES, (text,))[0]["lexemes"])
            if len(self._lexemes) > 10_000:
                self._lexemes.clear()
            self._lexemes[text] = lexemes
        if not lexemes:
            return []
        scope = (len(allowed), hash(frozenset(allowed)))
        if scope != self._scope:
            self._load(q, workspace, sorted(allowed))
            self._scope = scope
        if self._stats is None:
            row = q(_STATS, (workspace,))
            self._stats = (max(float(row[0]["n"] or 0), 0.0), float(row[0]["avgdl"] or 1)) if row else (0.0, 1.0)
        missing = [lx for lx in lexemes if lx not in self._df and lx in self._terms]
        if missing:
            self._df.update({r["lexeme"]: float(r["df"]) for r in q(_DF, (workspace, missing))})
        n, avgdl = self._stats
        total = np.zeros(len(self._ids), dtype=np.float64)
        for lexeme in lexemes:
            if lexeme not in self._terms:
                continue
            pos, tf, dl = self._terms[lexeme]
            df = max(self._df.get(lexeme, 0.0), 0.0)  # clamped as the SQL clamps: a writer can set any figure
            idf = max(float(np.log(max((n - df + 0.5) / (df + 0.5), _ONE))), 1e-6)
            total += np.bincount(pos, weights=idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * np.maximum(dl, 0) / avgdl)),
                                 minlength=len(self._ids))
        hit = np.flatnonzero(total)
        if len(hit) > depth * 4:  # the best few by score, then the SQL's order (score, then id)
            hit = hit[np.argpartition(-total[hit], depth * 4)[:depth * 4]]
        best = sorted(((self._ids[i], float(total[i])) for i in hit), key=lambda p: (-p[1], p[0]))
        return best[:depth]

    def _load(self, q: Query, workspace: str, ids: list[str]) -> None:
        """Every posting of the scope's notes, by note (an index range each), grouped by lexeme."""
        import numpy as np

        grouped: dict[str, tuple[list[int], list[float], list[float]]] = {}
        pos_of = {nid: i for i, nid in enumerate(ids)}
        for start in range(0, len(ids), 5000):
            for r in q(_POSTINGS, (workspace, ids[start:start + 5000])):
                into = grouped.get(r["lexeme"])
                if into is None:
                    into = grouped[r["lexeme"]] = ([], [], [])
                into[0].append(pos_of[r["note_id"]])
                into[1].append(r["tf"])
                into[2].append(r["doc_len"])
        self._ids = ids
        self._terms = {lx: (np.asarray(p, dtype=np.int64), np.asarray(t, dtype=np.float64),
                            np.asarray(d, dtype=np.float64)) for lx, (p, t, d) in grouped.items()}


__all__ = ["MAX_SCOPE", "WarmText"]
