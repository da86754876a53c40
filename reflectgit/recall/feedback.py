"""Feedback from the fused head: what the first hits mean together sharpens the query.

Pseudo-relevance feedback taken from one arm's own top hits only repeats that arm; here it comes
from the head of the *fused* list, where the lexical and vector arms agree. Two moves, both from
the first :data:`HEAD` hits: the query vector moves towards their meaning (Rocchio) and the vector
arm searches again with it, and each candidate gains a share of the head's fused score by how near
it is to the head in meaning (a corpus-graph step). Only a varied head teaches anything: one whose
notes come from at least ``Options.feedback`` distinct sources (a capture session, else the note
itself). A chat's head is a few turns of one conversation and a KB of lessons' head a few notes of
one session: feedback there drifts towards "this conversation" (benchmarks/RESULTS.md, rank19c-e).
Pure functions over vectors and scores: the pipeline reads the store.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

HEAD = 5  # hits the feedback reads (and the gate counts sources over)


def sources(head: Sequence[str], rows: dict[str, Any]) -> int:
    """Distinct sources of the head: a note's capture session, else the note itself."""
    return len({(rows[n]["source_session"] or n) if n in rows else n for n in head})


def rocchio(qvec: Any, head: Sequence[Any], beta: float) -> Any:
    """q' = normalise(q + beta * mean of the head's vectors), each head vector normalised first so
    no note outweighs another."""
    import numpy as np

    q = np.asarray(qvec, dtype=np.float32)
    vecs = [np.asarray(v, dtype=np.float32) for v in head if v is not None]
    if not vecs or beta <= 0:
        return q
    mat = np.vstack([v / (float(np.linalg.norm(v)) or 1.0) for v in vecs])
    moved = q + beta * mat.mean(axis=0)
    norm = float(np.linalg.norm(moved))
    return (moved / norm).astype(np.float32) if norm > 0 else q


def best_window(qvec: Any, vector: Any, windows: Any) -> Any:
    """A note's vector closest to the query: its own, or for a long note its best window (the one
    the vector arm scored it by)."""
    import numpy as np

    if windows is None or len(windows) == 0:
        return vector
    sims = windows @ np.asarray(qvec, dtype=np.float32)
    i = int(np.argmax(sims))
    if vector is None or float(sims[i]) > float(np.asarray(vector, dtype=np.float32) @ np.asarray(qvec, dtype=np.float32)):
        return windows[i]
    return vector


def propagate(fused: dict[str, float], order: Sequence[str], vectors: dict[str, Any], gamma: float,
              depth: int) -> dict[str, float]:
    """Each of the first ``depth`` candidates gains ``gamma`` x the mean over the head's notes
    (other than itself) of max(0, cosine) x that note's fused score, less what the candidate
    least like the head gains: a note near what the head means rises, an outlier the arms half
    agree on does not, and in a small KB, where every note is somewhat like every other, the tail
    is not lifted towards the best (scores are read as shares of the best: review23)."""
    import numpy as np

    head = [n for n in order[:HEAD] if n in vectors]
    if gamma <= 0 or not head:
        return fused
    hv = np.vstack([vectors[n] / (float(np.linalg.norm(vectors[n])) or 1.0) for n in head])
    hs = np.asarray([fused[n] for n in head], dtype=np.float32)
    gains: dict[str, float] = {}
    for n in order[:depth]:
        v = vectors.get(n)
        if v is None:
            continue
        sims = np.clip(hv @ (v / (float(np.linalg.norm(v)) or 1.0)), 0.0, None)
        mask = np.asarray([h != n for h in head])
        if mask.any():
            gains[n] = gamma * float((sims * hs)[mask].mean())
    least = min(gains.values(), default=0.0)
    return {n: s + gains.get(n, least) - least for n, s in fused.items()}


__all__ = ["HEAD", "best_window", "propagate", "rocchio", "sources"]
