"""The shapes recall speaks in: its options, hits and results (light to import)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from dataclasses import field as _field  # Options has a field named "field"
from typing import Any

RRF_K = 60
EXACT_SCOPE = 20_000  # scopes up to this many notes get exact vector search (one matrix product, ~2 ms)
ARMS = ("bm25", "vector", "entity", "graph", "episode")


def _setting_choice(name: str) -> str:
    from reflectgit.config import choice

    return choice(name)


def _setting_int(name: str) -> int:
    return int(_setting_float(name))


def _setting_float(name: str) -> float:
    from reflectgit.config import bounded

    return bounded(name)


@dataclass
class Options:
    limit: int = 10
    all_branches: bool = False
    global_: bool = False
    include_inactive: bool = False
    min_overlap: float = 0.15  # relevance gate: below this query-term coverage (and no semantic match) -> nothing
    min_similarity: float = 0.45  # relevance gate: a top hit this close in meaning passes the gate anyway
    similarity_floor: float = 0.30  # relevance gate: some word overlap passes only with this much meaning too
    strong_overlap: float = 0.5  # relevance gate: most of the query's words in a hit pass it on their own
    # relevance gate: the vector arm's best note passes when it leads the runner-up by this much and
    # clears the KB's own noise floor (recall/gate_floor.py): a paraphrase singles one note out (0 = off)
    distinct_margin: float = 0.1
    max_tokens: int = 0  # token budget: 0 = off
    field: str | None = None  # project one field instead of the whole note
    arms: tuple[str, ...] = ARMS
    temporal: bool = True  # date phrases and the temporal arm
    rerank: bool = True  # rerank the head
    rerank_depth: int = 30
    reply_weight: float = 0.9  # a reply scores at least this share of the question it answers (0 = off)
    # MMR diversity, off unless asked for: capture already merges restatements, and on the
    # development suite MMR never helped and cost MS MARCO-5k 0.014-0.018 nDCG even counting
    # only near-duplicates (benchmarks/RESULTS.md, "Recall on the development suite")
    mmr: bool = False
    mmr_lambda: float = 0.7
    # only near-duplicates (cosine above this) are redundant: at 0.65 MMR pushed down distinct
    # relevant notes on one topic and cost nDCG on every document set (benchmarks/RESULTS.md)
    mmr_floor: float = 0.9
    # "adaptive-score": the BM25 and vector arms' scores scaled from each arm's best (1) down to
    # what it left out (0) and added, each arm (and the reranker's meaning vs word features)
    # weighed by how confident it is for this query; "adaptive": the same weights over reciprocal
    # ranks; "score" and "rrf": fixed weights. REFLECTGIT_RECALL_FUSION sets the default
    # (benchmarks/RESULTS.md, "fusion by score")
    fusion: str = _field(default_factory=lambda: _setting_choice("REFLECTGIT_RECALL_FUSION"))
    # feedback from the fused head (recall/feedback.py): when its first five hits come from at least
    # this many sources (capture sessions; a note without one is its own), the query moves towards
    # what they mean together (Rocchio, feedback_beta), the vector arm searches with it, and the
    # candidates near the head in meaning gain a share of its score (feedback_propagate). A chat's
    # or a lesson KB's head is a few turns of one or two sessions and is left alone. 0 = off;
    # REFLECTGIT_RECALL_FEEDBACK sets the default (benchmarks/RESULTS.md, "feedback where the head is varied")
    feedback: int = _field(default_factory=lambda: _setting_int("REFLECTGIT_RECALL_FEEDBACK"))
    feedback_beta: float = 0.7
    feedback_propagate: float = 0.6
    boosts: bool = True  # bounded boosts: confidence, recency, tags, proof, project
    cache: bool = True  # fuzzy cache of reworded repeats
    cache_threshold: float = 0.85
    gap_log: bool = True  # knowledge gaps: zero-result queries
    log: bool = True  # recall log (promotion, follow-up verdicts, token economics)
    session: str | None = None  # the agent session asking (default: REFLECTGIT_SESSION)
    depth: int = 50  # candidates taken from each arm
    graph_seeds: int = 5
    graph_weight: float = 0.8  # a hop is evidence, but weaker than a direct match
    episode_weight: float = 1.0  # neighbours in the same session: the answer next to a matched question
    episode_span: int = 2  # how many chunks either side of a hit count as its neighbours
    vector_weight: float = 1.0  # RRF weight of the vector arm (BM25 and temporal weigh 1.0)
    # the vector arm and the reranker read the query without the names of the subjects more than
    # this share of the scope's notes are about (a chat's two speakers): in a turn's vector the name
    # stands for every turn, in the query's it pulls towards turns that say it, the other speaker's
    # replies addressing them. 0 = off; REFLECTGIT_RECALL_SUBJECT_SHARE sets the default
    # (benchmarks/RESULTS.md, "the query without the speakers' names")
    subject_share: float = _field(default_factory=lambda: _setting_float("REFLECTGIT_RECALL_SUBJECT_SHARE"))
    corpus: tuple[str, ...] | None = None  # a corpus: pinned to these note ids instead of project/branch

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Options:
        """Options sent as JSON (to the recall server): lists become the tuples they were."""
        fields: dict[str, Any] = {k: (tuple(v) if k in ("arms", "corpus") and v is not None else v)
                                  for k, v in d.items()}
        return cls(**fields)

    def cache_key(self) -> str:
        d = {k: v for k, v in self.__dict__.items() if k not in ("cache", "gap_log", "log", "session")}
        return json.dumps(d, sort_keys=True, default=str)


@dataclass
class Hit:
    id: str
    title: str
    path: str
    project: str
    branch: str
    status: str
    score: float = 0.0
    ranks: dict[str, int] = field(default_factory=dict)
    arm_scores: dict[str, float] = field(default_factory=dict)
    via: dict[str, Any] | None = None  # graph attribution: seed note, edge type, entity
    tokens: int = 0
    inactive: bool = False
    overlap: float = 0.0
    fused: float = 0.0
    rerank: float | None = None
    boosts: dict[str, float] = field(default_factory=dict)
    distinct: bool = False  # the gate passed it as the KB's one clear match in meaning
    value: Any = None  # the projected field, with Options.field
    origin: str | None = None  # "team store": a note only the shared store holds, not this clone ("from" in JSON)
    # a pending contradiction: the notes this one says the opposite of while a person decides, or
    # the notes saying the opposite of it ([{"id", "pending"}]; :class:`reflectgit.pending.Disputes`)
    disputes: list[dict[str, str]] | None = None
    disputed_by: list[dict[str, str]] | None = None

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        for name in ("value", "disputes", "disputed_by"):
            if d[name] is None:
                d.pop(name)
        origin = d.pop("origin")
        if origin:
            d["from"] = origin
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Hit:
        d = dict(d)
        origin = d.pop("from", None)
        return cls(**d, origin=origin)


@dataclass
class Result:
    query: str
    hits: list[Hit]
    gated: bool = False
    gate: dict[str, Any] = field(default_factory=dict)
    explain: dict[str, Any] = field(default_factory=dict)
    tokens: int = 0
    cached: bool = False
    window: dict[str, Any] | None = None
    economics: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"query": self.query, "hits": [h.to_dict() for h in self.hits], "gated": self.gated,
                "gate": self.gate, "tokens": self.tokens, "cached": self.cached, "window": self.window,
                "economics": self.economics, "explain": self.explain}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Result:
        hits = [Hit.from_dict(h) for h in d["hits"]]
        return cls(query=d["query"], hits=hits, gated=d["gated"], gate=d["gate"], explain=d["explain"],
                   tokens=d["tokens"], cached=d["cached"], window=d["window"], economics=d["economics"])
