"""Feedback from the fused head: the notes both arms agree on teach the arm that missed them.

Pseudo-relevance feedback taken from one arm's own top hits only repeats that arm (screened and
rejected for BM25, benchmarks/RESULTS.md). Here the feedback comes from the head of the *fused*
list, where the lexical and vector arms agree, and acts on one arm: a second vector query moved
towards the head's meaning (Rocchio), a second lexical query of the words the head shares and the
KB rarely holds, or a share of the head's fused score passed to its near neighbours in meaning.
All pure functions over vectors, texts and scores: the pipeline reads the store.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from reflectgit import query_text as qtext


def rocchio(qvec: Any, head: Sequence[Any], beta: float, centroid: Any = None, gamma: float = 0.0) -> Any:
    """q' = normalise(q + beta * mean of the head's vectors - gamma * the scope's mean vector): the
    query moved towards what the head notes mean together (each head vector normalised first, so
    no note outweighs another) and away from what every note in scope shares (Rocchio's negative
    term: in a chat that is "this conversation", the drift feedback from its head suffers)."""
    import numpy as np

    q = np.asarray(qvec, dtype=np.float32)
    vecs = [np.asarray(v, dtype=np.float32) for v in head if v is not None]
    use_head = bool(vecs) and beta > 0
    use_centroid = centroid is not None and gamma > 0
    if not use_head and not use_centroid:
        return q
    moved = q.copy()
    if use_head:
        mat = np.vstack([v / (np.linalg.norm(v) or 1.0) for v in vecs])
        moved = moved + beta * mat.mean(axis=0)
    if use_centroid:
        moved = moved - gamma * np.asarray(centroid, dtype=np.float32)
    norm = float(np.linalg.norm(moved))
    return (moved / norm).astype(np.float32) if norm > 0 else q


def best_window(qvec: Any, vector: Any, windows: Any) -> Any:
    """A note's vector closest to the query: its own, or for a long note its best window (the one
    the vector arm scored it by)."""
    import numpy as np

    if windows is None or len(windows) == 0:
        return vector
    q = np.asarray(qvec, dtype=np.float32)
    sims = windows @ q
    i = int(np.argmax(sims))
    if vector is None or float(sims[i]) > float(np.asarray(vector, dtype=np.float32) @ q):
        return windows[i]
    return vector


def expansion_terms(query: str, head_texts: Sequence[str], doc_freq: Callable[[list[str]], tuple[dict[str, int], int]],
                    n: int, max_df: float = 0.1, min_share: int = 2) -> list[str]:
    """Words at least ``min_share`` head notes share that the query lacks and under ``max_df`` of
    the KB holds, best first by (head notes holding it) x idf. ``doc_freq(terms)`` -> ({term: notes
    holding it}, notes in the KB)."""
    if n <= 0 or len(head_texts) < min_share:
        return []
    asked = {qtext.stem(w) for w in qtext.content_terms(query)}
    shared: Counter[str] = Counter()
    for text in head_texts:
        seen = {w for w in qtext.content_terms(text.lower()) if len(w) > 2 and not w[0].isdigit()
                and qtext.stem(w) not in asked}
        shared.update(seen)
    candidates = [w for w, c in shared.most_common(4 * n) if c >= min_share]
    if not candidates:
        return []
    df, total = doc_freq(candidates)
    if total <= 0:
        return []
    scored = []
    for w in candidates:
        d = df.get(w, 0)
        if d <= 0 or d > max_df * total:
            continue
        scored.append((shared[w] * math.log((total + 1) / (d + 0.5)), w))
    scored.sort(key=lambda p: (-p[0], p[1]))
    return [w for _, w in scored[:n]]


def propagate(fused: dict[str, float], order: Sequence[str], vectors: dict[str, Any], k: int, gamma: float,
              depth: int = 50) -> dict[str, float]:
    """Each of the first ``depth`` candidates gains ``gamma`` x the mean over the top ``k`` head
    notes (other than itself) of cosine x that note's fused score: a note near what the head
    means rises, an outlier the arms half agree on does not (a corpus-graph rerank)."""
    import numpy as np

    head = [n for n in order[:k] if n in vectors]
    if gamma <= 0 or not head:
        return fused
    hv = np.vstack([vectors[n] / (np.linalg.norm(vectors[n]) or 1.0) for n in head])
    hs = np.asarray([fused[n] for n in head], dtype=np.float32)
    out = dict(fused)
    for n in order[:depth]:
        v = vectors.get(n)
        if v is None:
            continue
        sims = np.clip(hv @ (v / (np.linalg.norm(v) or 1.0)), 0.0, None)
        mask = np.asarray([h != n for h in head])
        if mask.any():
            out[n] = fused[n] + gamma * float((sims * hs)[mask].mean())
    return out


__all__ = ["best_window", "expansion_terms", "propagate", "rocchio"]
