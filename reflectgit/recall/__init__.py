"""Hybrid recall: lexical, vector and graph arms, fused by reciprocal rank, gated, budgeted.

``Recall(kb).search(query)`` is the whole pipeline; the CLI's ``search`` prints what it
returns. A ``Recall`` keeps its index, model and graph warm, so a long-lived process (an
agent hook server, a benchmark) pays each load once.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import Any

from reflectgit.index import Index
from reflectgit.kb import KB
from reflectgit.project import GLOBAL_PROJECT, Context, slug
from reflectgit.recall import text as qtext

RRF_K = 60
ARMS = ("bm25", "vector", "graph")


@dataclass
class Options:
    limit: int = 10
    all_branches: bool = False
    global_: bool = False
    include_inactive: bool = False
    min_overlap: float = 0.15  # R7: below this query-term coverage (and no semantic match) -> nothing
    min_similarity: float = 0.45  # R7: a top hit this close in meaning passes the gate anyway
    max_tokens: int = 0  # R4: 0 = off
    field: str | None = None  # S1: project one field instead of the whole note
    arms: tuple[str, ...] = ARMS
    depth: int = 50  # candidates taken from each arm
    graph_seeds: int = 5
    graph_weight: float = 0.8  # a hop is evidence, but weaker than a direct match


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
    value: Any = None  # the projected field, with Options.field

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        if d["value"] is None:
            d.pop("value")
        return d


@dataclass
class Result:
    query: str
    hits: list[Hit]
    gated: bool = False
    gate: dict[str, Any] = field(default_factory=dict)
    explain: dict[str, Any] = field(default_factory=dict)
    tokens: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"query": self.query, "hits": [h.to_dict() for h in self.hits], "gated": self.gated,
                "gate": self.gate, "tokens": self.tokens, "explain": self.explain}


class Recall:
    def __init__(self, kb: KB, context: Context | None = None):
        self.kb = kb
        self.context = context
        self.index = Index(kb)

    # -- scope --------------------------------------------------------------------------
    def _scope_sql(self, opts: Options) -> tuple[str, list[Any]]:
        """WHERE clause for the notes this query may see (R15 project, A6 branch, lifecycle)."""
        clauses: list[str] = []
        params: list[Any] = []
        ctx = self.context
        if not opts.global_ and ctx is not None:
            shards = {slug(ctx.branch), slug(ctx.default_branch)}
            if opts.all_branches:
                mine = "project = ?"
                params.append(slug(ctx.project))
            else:
                mine = f"(project = ? and shard in ({','.join('?' * len(shards))}))"
                params += [slug(ctx.project), *sorted(shards)]
            clauses.append(f"({mine} or project = ? or scope in ('user', 'global'))")
            params.append(GLOBAL_PROJECT)
        if not opts.include_inactive:
            clauses.append("status = 'active' and hidden = 0 and (forget_after is null or forget_after > ?)")
            params.append(_now())
        return (" and ".join(clauses) or "1"), params

    def allowed(self, opts: Options) -> dict[str, sqlite3.Row]:
        where, params = self._scope_sql(opts)
        rows = self.index.con.execute(
            f"select id, title, path, project, branch, status, hidden, forget_after, tokens, updated, created, "
            f"confidence, proof_count, tags, rule, fix, problem, key_insight, body, fields from notes where {where}",
            params).fetchall()
        return {r["id"]: r for r in rows}

    # -- arms ---------------------------------------------------------------------------
    def arm_bm25(self, query: str, allowed: dict[str, Any], depth: int) -> list[tuple[str, float]]:
        match = qtext.fts_query(query)
        if not match:
            return []
        sql = ("select notes.id, bm25(notes_fts, 3.0, 1.0, 2.0, 1.5, 1.5, 2.0) as rank from notes_fts "
               "join notes on notes.rowid = notes_fts.rowid where notes_fts match ? order by rank limit ?")
        try:
            rows = self.index.con.execute(sql, (match, depth * 4)).fetchall()
        except sqlite3.OperationalError:
            return []
        return [(r[0], -float(r[1])) for r in rows if r[0] in allowed][:depth]

    def query_vector(self, query: str):
        from reflectgit.index import embed

        return embed.embed([query])[0]

    def arm_vector(self, qvec, allowed: dict[str, Any], depth: int) -> list[tuple[str, float]]:
        con = self.index.con
        labels = {r[0]: r[1] for r in con.execute("select label, note_id from vector_labels")}
        allowed_labels = {lab for lab, nid in labels.items() if nid in allowed}
        if not allowed_labels:
            return []
        found = self.index.vectors.query(qvec, depth, allow=allowed_labels.__contains__,
                                         candidates=len(allowed_labels))
        return [(labels[lab], sim) for lab, sim in found if lab in labels]

    def arm_graph(self, seeds: list[str], allowed: dict[str, Any], depth: int):
        from reflectgit.index import graph

        hops = graph.expand(self.index.graph(), seeds, max_hits=depth * 2)
        return [h for h in hops if h.note_id in allowed][:depth]

    # -- pipeline -----------------------------------------------------------------------
    def search(self, query: str, opts: Options | None = None) -> Result:
        opts = opts or Options()
        self.index.sync()
        allowed = self.allowed(opts)
        terms = qtext.content_terms(query)
        ranked: dict[str, list[tuple[str, float]]] = {}
        if "bm25" in opts.arms:
            ranked["bm25"] = self.arm_bm25(query, allowed, opts.depth)
        qvec = None
        if "vector" in opts.arms and allowed:
            qvec = self.query_vector(query)
            ranked["vector"] = self.arm_vector(qvec, allowed, opts.depth)
        hops = {}
        if "graph" in opts.arms:
            seeds = _interleave([ids for ids in ranked.values()], opts.graph_seeds)
            for h in self.arm_graph(seeds, allowed, opts.depth):
                hops[h.note_id] = h
            ranked["graph"] = [(nid, 1.0 / h.distance) for nid, h in hops.items()]
        fused: dict[str, float] = {}
        ranks: dict[str, dict[str, int]] = {}
        scores: dict[str, dict[str, float]] = {}
        for arm, items in ranked.items():
            weight = opts.graph_weight if arm == "graph" else 1.0
            for rank, (nid, s) in enumerate(items, start=1):
                fused[nid] = fused.get(nid, 0.0) + weight / (RRF_K + rank)
                ranks.setdefault(nid, {})[arm] = rank
                scores.setdefault(nid, {})[arm] = round(s, 4)
        order = sorted(fused, key=lambda n: (-fused[n], n))
        hits = [self._hit(allowed[n], fused[n], ranks[n], scores[n], hops.get(n), terms, opts) for n in order]
        result = Result(query=query, hits=hits)
        result.explain = {"arms": {a: [n for n, _ in items[:10]] for a, items in ranked.items()},
                          "candidates": len(allowed), "fusion": f"rrf k={RRF_K}"}
        self._gate(result, terms, opts)
        self._budget(result, opts)
        return result

    def _hit(self, row, score, ranks, arm_scores, hop, terms, opts) -> Hit:
        text = " ".join(filter(None, [row["title"], row["rule"], row["fix"], row["problem"], row["key_insight"],
                                      " ".join(json.loads(row["tags"] or "[]")), row["body"]]))
        hit = Hit(id=row["id"], title=row["title"], path=row["path"], project=row["project"],
                  branch=row["branch"], status=row["status"], score=round(score, 6), ranks=ranks,
                  arm_scores=arm_scores, tokens=row["tokens"] or 0,
                  inactive=row["status"] != "active" or bool(row["hidden"]) or _expired(row["forget_after"]),
                  overlap=round(qtext.overlap(terms, text), 3))
        if hop is not None:
            hit.via = {"from": hop.via, "edge": hop.edge, "entity": hop.entity, "hops": hop.distance}
        if opts.field:
            fields = json.loads(row["fields"])
            hit.value = row["body"] if opts.field == "body" else fields.get(opts.field)
            hit.tokens = max(1, len(json.dumps(hit.value, ensure_ascii=False)) // 4) if hit.value is not None else 1
        return hit

    def _gate(self, result: Result, terms: list[str], opts: Options) -> None:
        """R7: if the best hit neither shares the query's words nor its meaning, return nothing."""
        if not result.hits:
            result.gate = {"decision": "empty"}
            return
        top = result.hits[0]
        best_overlap = max(h.overlap for h in result.hits[:3])
        sim = max((h.arm_scores.get("vector", 0.0) for h in result.hits[:3]), default=0.0)
        passed = best_overlap >= opts.min_overlap or sim >= opts.min_similarity
        result.gate = {"decision": "pass" if passed else "ood_gated", "overlap": round(best_overlap, 3),
                       "similarity": round(sim, 3), "min_overlap": opts.min_overlap,
                       "min_similarity": opts.min_similarity, "top": top.id}
        if not passed:
            result.gated = True
            result.hits = []

    def _budget(self, result: Result, opts: Options) -> None:
        """R4: pack hits until the token budget is spent; else a fixed top-k."""
        if opts.max_tokens > 0:
            kept, used = [], 0
            for h in result.hits:
                if used + h.tokens > opts.max_tokens:
                    if not kept:
                        continue  # the first hit alone is too big: try the next
                    break
                kept.append(h)
                used += h.tokens
            result.hits = kept[: max(opts.limit, 1)] if opts.limit else kept
        else:
            result.hits = result.hits[: opts.limit]
        result.tokens = sum(h.tokens for h in result.hits)


def _interleave(lists: list[list[tuple[str, float]]], n: int) -> list[str]:
    """The top ``n`` distinct ids taking turns from each arm's ranking."""
    out: list[str] = []
    for i in range(max((len(x) for x in lists), default=0)):
        for items in lists:
            if i < len(items) and items[i][0] not in out:
                out.append(items[i][0])
                if len(out) >= n:
                    return out
    return out


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _expired(value: str | None) -> bool:
    return bool(value) and str(value) <= _now()


__all__ = ["Recall", "Options", "Result", "Hit"]
