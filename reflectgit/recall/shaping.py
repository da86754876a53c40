"""Post-fusion shaping: rerank, bounded boosts (confidence, recency, tags, proof, project) and MMR diversity.

Each stage only re-orders candidates that the arms already found; boosts are bounded so a
tie-breaker (recency, confidence, tags, proof) can nudge a ranking but never overturn it. Two
factors are relevance evidence and weigh more: the query names the note's subject, and a
"when" question meets a note that says when.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from reflectgit import query_text as qtext
from reflectgit.recall.dates import parse_when

RECENCY_HALF_LIFE_DAYS = 90.0


def alpha(name: str, default: float) -> float:
    try:
        return float(os.environ.get(f"REFLECTGIT_RECALL_{name}_ALPHA", default))
    except ValueError:
        return default


def bounded(a: float, norm: float) -> float:
    """1 + a*(norm - 0.5), so the factor stays within [1 - a/2, 1 + a/2]."""
    return 1.0 + a * (min(1.0, max(0.0, norm)) - 0.5)


def boosts(row: Any, terms: Sequence[str], now: datetime, project: str | None, global_: bool,
           asks_when: bool = False) -> dict[str, float]:
    """The multiplicative factors for one note; only factors that differ from 1 are kept."""
    import json

    from reflectgit.recall.dates import states_time

    out: dict[str, float] = {}
    conf = row["confidence"] if row["confidence"] is not None else 0.5
    out["confidence"] = bounded(alpha("CONFIDENCE", 0.2), conf)
    when = parse_when(row["updated"]) or parse_when(row["created"])
    if when is not None:
        age = max(0.0, (now - when).total_seconds() / 86400)
        out["recency"] = bounded(alpha("RECENCY", 0.2), 0.5 ** (age / RECENCY_HALF_LIFE_DAYS))
    tags = {qtext.stem(t.lower()) for t in json.loads(row["tags"] or "[]")}
    if tags and terms:
        share = sum(1 for t in terms if qtext.stem(t) in tags) / len(terms)
        out["tags"] = bounded(alpha("TAG", 0.2), 0.5 + share / 2)  # only ever a lift
    subject = qtext.content_terms(row["subject"] or "")
    if subject and set(subject) <= set(terms):  # both are lower-cased content words
        out["subject"] = bounded(alpha("SUBJECT", 1.0), 1.0)  # the query names what the note is about
    if asks_when and states_time(row["body"] or row["title"] or ""):
        out["when"] = bounded(alpha("WHEN", 0.6), 1.0)  # "when did we ...": a note that says when answers it
    proof = row["proof_count"] or 0
    if proof:
        out["proof"] = bounded(alpha("PROOF", 0.1), 0.5 + min(1.0, math.log1p(proof) / math.log1p(10)) / 2)
    if global_ and project is not None:
        out["project"] = bounded(alpha("PROJECT", 0.2), 1.0 if row["project"] == project else 0.5)
    raw = row["fields"] or "{}"
    fields = json.loads(raw) if ("speculative" in raw) else {}
    if fields.get("speculative") is True or fields.get("compression") == "speculative":
        out["speculative"] = 1.0 - alpha("SPECULATIVE", 0.2)  # idle-sweep guesses rank lower
    return {k: round(v, 4) for k, v in out.items() if abs(v - 1.0) > 1e-9}


def mmr(order: list[str], relevance: dict[str, float], vectors: dict[str, Any], k: int,
        lam: float = 0.7, floor: float = 0.65, linked: set[tuple[str, str]] | None = None) -> list[str]:
    """Maximal Marginal Relevance: relevance minus similarity to what is already picked.

    Only similarity above ``floor`` counts (rescaled to 0..1): notes on one topic that say
    different things (a symptom and its root cause) stay; restatements of one idea do not.
    Two notes joined by a typed relation (``linked``: a graph hop's note and the note it was
    reached from) never penalise each other: an effect and its cause are two things to know.
    """
    import numpy as np

    if not order:
        return []
    head = order[: max(k * 3, k)]  # diversity only matters among the candidates that can make the cut
    top = max(relevance[n] for n in head) or 1.0
    rel = np.array([relevance[n] / top for n in head])
    has = np.array([vectors.get(n) is not None for n in head])
    mat = np.stack([vectors[n] if vectors.get(n) is not None else np.zeros(384, np.float32) for n in head])
    penalty = np.zeros(len(head))  # rescaled max similarity to anything picked so far
    free = np.ones(len(head), dtype=bool)
    picked: list[int] = []
    while free.any() and len(picked) < k:
        score = np.where(free, lam * rel - (1 - lam) * penalty, -np.inf)
        i = int(np.argmax(score))
        picked.append(i)
        free[i] = False
        if has[i]:
            sims = mat @ mat[i]
            if linked:
                sims = np.where([(head[i], n) in linked for n in head], 0.0, sims)
            penalty = np.maximum(penalty, np.where(has, np.clip((sims - floor) / (1 - floor), 0, None), 0))
    chosen = [head[i] for i in picked]
    return chosen + [n for n in order if n not in set(chosen)]


class BuiltinReranker:
    """Re-reads each candidate with the query, no extra weights: meaning (cosine of the
    MiniLM vectors already in the index), lexical strength (its BM25 score relative to the
    best candidate's), where the query's words land (title and rule count more than body)
    and exact query phrases."""

    name = "builtin"
    WEIGHTS = {"cos": 0.4, "bm25": 0.3, "head": 0.1, "whole": 0.1, "phrase": 0.1}

    def __init__(self, trust: dict[str, float] | None = None):
        """``trust``: the fusion's per-query confidence in the vector and lexical arms; the
        meaning and word features are re-weighed by it (total weight unchanged)."""
        w = dict(self.WEIGHTS)
        if trust and "vector" in trust and "bm25" in trust:
            total = sum(w.values())
            w = {k: v * (trust["vector"] if k == "cos" else trust["bm25"]) for k, v in w.items()}
            scale = total / sum(w.values())
            w = {k: v * scale for k, v in w.items()}
        self.weights = w

    def score(self, query: str, terms: Sequence[str], qvec: Any, docs: list[dict[str, Any]]) -> list[float]:
        import numpy as np

        w = self.weights
        out = []
        bigrams = list(zip(terms, terms[1:], strict=False))
        top_bm25 = max((d.get("bm25") or 0.0 for d in docs), default=0.0) or 1.0
        for d in docs:
            cos = float(np.dot(qvec, d["vector"])) if qvec is not None and d.get("vector") is not None else 0.0
            if qvec is not None and d.get("windows") is not None:  # a long note: its best window
                cos = max(cos, float(np.max(d["windows"] @ np.asarray(qvec, dtype=np.float32))))
            head = qtext.overlap(terms, " ".join([d["title"] or "", d.get("rule") or "", " ".join(d.get("tags") or [])]))
            whole = qtext.overlap(terms, "", have=d.get("stems") or qtext.stems_of(d["text"]))
            low = " ".join(qtext.words(d["text"]))
            phrase = (sum(1 for a, b in bigrams if f"{a} {b}" in low) / len(bigrams)) if bigrams else 0.0
            lex = max(0.0, (d.get("bm25") or 0.0) / top_bm25)
            out.append(w["cos"] * cos + w["bm25"] * lex + w["head"] * head + w["whole"] * whole + w["phrase"] * phrase)
        return out


class CrossEncoderReranker:
    """A local sentence-transformers CrossEncoder (REFLECTGIT_CE_MODEL, a directory)."""

    name = "cross-encoder"

    def __init__(self, path: str):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        from sentence_transformers import CrossEncoder

        self.model = CrossEncoder(path, device="cpu")
        self.path = path

    def score(self, query: str, terms: Sequence[str], qvec: Any, docs: list[dict[str, Any]]) -> list[float]:
        pairs = [(query, d["text"][:2000]) for d in docs]
        return [float(s) for s in self.model.predict(pairs, show_progress_bar=False)]


_ce_cache: dict[str, CrossEncoderReranker] = {}


def reranker(trust: dict[str, float] | None = None) -> BuiltinReranker | CrossEncoderReranker:
    path = os.environ.get("REFLECTGIT_CE_MODEL")
    if path:
        if path not in _ce_cache:
            _ce_cache[path] = CrossEncoderReranker(path)
        return _ce_cache[path]
    return BuiltinReranker(trust)


def utcnow() -> datetime:
    return datetime.now(UTC)
