"""The recall pipeline: scope, arms, fusion, rerank, boosts, MMR, gate, budget (see docs/recall.md)."""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Callable, Collection, Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from reflectgit import query_text as qtext
from reflectgit.fsutil import unless_read_only
from reflectgit.index import Index
from reflectgit.kb import KB
from reflectgit.project import GLOBAL_PROJECT, Context, slug
from reflectgit.recall.scope_cache import ScopeCache
from reflectgit.recall.types import EXACT_SCOPE, RRF_K, Hit, Options, Result
from reflectgit.tokens import estimate as estimate_tokens
from reflectgit.tokens import listing_line

if TYPE_CHECKING:
    from reflectgit.index.backfill import Backfill


class Recall:
    """Recall over the local index. Where candidates come from is a seam: ``allowed``, ``rows``,
    the ``arm_*`` methods, ``_vectors_for``, ``lesson_vectors``, ``_previous_turn``, ``_stale_notes``,
    ``_version`` and ``refresh`` are the only readers of the store; fusion, rerank, boosts, MMR, gate and
    budget never touch it. ``reflectgit.team.recall.TeamRecall`` reads the same things from
    Postgres; ``reflectgit.recall.choose.open_recall`` picks one."""

    _CORPUS_SQL = "id in (select value from json_each(?))"

    def __init__(self, kb: KB, context: Context | None = None):
        self.kb = kb
        self.context = context
        self.index = Index(kb)
        self._stem_cache: dict[tuple[str, int], frozenset[str]] = {}
        self._scope_cache = ScopeCache()
        # (scope, its labels, as a set, their vector matrix, (window matrix, row owners) of long notes)
        self._label_cache: tuple[dict[str, Any], list[int], set[int], Any, Any] | None = None
        self._stale_cache: tuple[str, set[str]] | None = None
        self._gate_floor: tuple[str, float | None] | None = None  # (index version, the KB's noise floor)
        self._query_vec: tuple[str, Any] | None = None
        self._subject_counts: tuple[dict[str, Any], dict[str, int]] | None = None  # (scope, notes per name word)
        self.progress: Callable[[str, int, int], None] | None = None  # a terminal's bar for a long sync
        # a long-lived server's: many notes without a vector are embedded behind the answers
        self.backfill: Backfill | None = None

    # -- scope --------------------------------------------------------------------------
    def _scope_sql(self, opts: Options) -> tuple[str, list[Any]]:
        """WHERE clause for the notes this query may see (project, branch shard, lifecycle)."""
        clauses: list[str] = []
        params: list[Any] = []
        ctx = self.context
        if opts.corpus is not None:
            clauses.append(self._CORPUS_SQL)
            params.append(json.dumps(list(opts.corpus)))
        elif not opts.global_ and ctx is not None:
            shards = {slug(ctx.branch), slug(ctx.default_branch), *map(slug, ctx.renamed_from)}
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
            params.append(_NOW_MARK)
        # "1 = 1", not SQLite's bare "1": team recall runs the same clause on Postgres, where an
        # integer is not a boolean (review: every --global --include-inactive search fell back)
        return (" and ".join(clauses) or "1 = 1"), params

    def scope(self, opts: Options) -> tuple[str, list[Any]]:
        """The scope clause with its parameters ready to run, for other readers of the index."""
        where, params = self._scope_sql(opts)
        return where, [(_now() if p is _NOW_MARK else p) for p in params]

    def allowed(self, opts: Options) -> dict[str, sqlite3.Row]:
        """The notes in scope, with only the columns filtering needs (rows are fetched later).

        Cached for a few seconds per scope and index version (:class:`ScopeCache`): a warm
        process asking many questions in a few projects scopes each once (expiry is re-checked
        when the cache renews).
        """
        where, params = self._scope_sql(opts)
        key = (where, tuple(p for p in params if p is not _NOW_MARK), self._version())
        hit = self._scope_cache.get(key)
        if hit is not None:
            return hit
        params = [(_now() if p is _NOW_MARK else p) for p in params]
        rows = self.index.con.execute(f"select id, title, updated, created, subject from notes where {where}", params)
        allowed = {r["id"]: r for r in rows}
        self._scope_cache.put(key, allowed)
        return allowed

    def note_ids(self) -> list[str]:
        """Every active note of the KB, any scope (what the gate's noise floor samples); read apart
        from :meth:`allowed`, whose one-scope cache a KB-wide listing would evict."""
        where, params = self.scope(Options(global_=True))
        return [r[0] for r in self.index.con.execute(f"select id from notes where {where}", params)]

    def session_rules(self, opts: Options, branch: str, project: str, limit: int,
                      arrived: Collection[str] = (), proven: Collection[str] = ()) -> list[Any]:
        """Notes in scope that carry a rule (what a session starts with): the ``proven`` ones
        (MEMORY.md's, :func:`reflectgit.reflection.promote.proven`) first, then this branch's own
        lessons, then the project's, then global ones; within each the proven, confident
        and recent rules lead. A test fix is an episode's detail, for a prompt that names its test
        (:func:`reflectgit.inject.pick`), never a rule for every session.

        Notes that ``arrived`` from elsewhere (:mod:`reflectgit.provenance`) are chosen apart, by
        scope and recency alone: their proof and confidence are their author's claims, so forty
        notes claiming ``proof_count: 50`` cannot crowd the local ones out of the ``limit``.
        :func:`reflectgit.provenance.rank` orders the two together."""
        where, params = self.scope(opts)
        sql = (f"select id, title, rule, key_insight, fix, problem, branch, project, proof_count, confidence, updated "
               f"from notes where {where} "
               "and (rule is not null or key_insight is not null) and fields not like '%\"speculative\": true%' "
               "and fields not like '%\"test-fixed\"%' ")
        first = json.dumps(sorted(proven))
        if not arrived:
            return self.index.con.execute(
                sql + "order by (id in (select value from json_each(?))) desc, (branch = ?) desc, (project = ?) desc, "
                "proof_count desc, coalesce(confidence, 0.5) desc, updated desc limit ?",
                [*params, first, branch, project, limit]).fetchall()
        them = json.dumps(sorted(arrived))
        local = self.index.con.execute(
            sql + "and id not in (select value from json_each(?)) order by (id in (select value from json_each(?))) desc, "
            "(branch = ?) desc, (project = ?) desc, proof_count desc, coalesce(confidence, 0.5) desc, updated desc limit ?",
            [*params, them, first, branch, project, limit]).fetchall()
        elsewhere = self.index.con.execute(
            sql + "and id in (select value from json_each(?)) order by (branch = ?) desc, (project = ?) desc, "
            "updated desc limit ?", [*params, them, branch, project, limit]).fetchall()
        return local + elsewhere

    def vouch(self, rows: Iterable[Any], keep: Callable[[Any], bool] | None = None
              ) -> tuple[list[dict[str, Any]], set[str]]:
        """``rows`` as this clone's notes say them, and the ids of those no note of this clone
        holds. The local index is derived from this clone's notes, so its rows are theirs as they
        are (a shared store overrides this: its rows are anyone's claims)."""
        return [dict(r) for r in rows], set()

    def rows(self, ids: list[str]) -> dict[str, sqlite3.Row]:
        """Full rows for the candidates that survived the arms."""
        out: dict[str, sqlite3.Row] = {}
        con = self.index.con
        for i in range(0, len(ids), 500):
            chunk = ids[i:i + 500]
            for r in con.execute(
                    "select id, title, path, project, branch, status, hidden, forget_after, tokens, updated, created, "
                    "confidence, proof_count, tags, subject, rule, fix, problem, key_insight, body, fields, source_session, "
                    "source_chunk from notes "
                    f"where id in ({','.join('?' * len(chunk))})", chunk):
                out[r["id"]] = r
        return out

    # -- arms ---------------------------------------------------------------------------
    def arm_bm25(self, query: str, allowed: dict[str, Any], depth: int, opts: Options | None = None) -> list[tuple[str, float]]:
        match = qtext.fts_query(query)
        if not match:
            return []
        # title, body, rule, fix, problem, tags (scope_text only filters): the title, rule and
        # tags say what a note is about
        rank = "bm25(notes_fts, 3.0, 1.0, 2.0, 1.5, 1.5, 2.0, 0.0)"
        ids = self.index.rowids()
        tokens = self._fts_scope(opts) if opts is not None else None
        wide = len(allowed) * 2 >= len(ids)
        if tokens:  # FTS5 intersects the query with the scope's postings: only its notes are ranked
            match = f"({match}) AND scope_text : ({' OR '.join(tokens)})"
        # otherwise: most of the KB in scope, let SQLite keep the best few; a narrow scope without
        # tokens (a corpus), rank every match and keep the scope's
        limited = bool(tokens) or wide
        sql = f"select rowid, {rank} as rank from notes_fts where notes_fts match ?" + (
            " order by rank limit ?" if limited else "")
        try:
            rows = self.index.con.execute(sql, (match, depth * 4) if limited else (match,)).fetchall()
        except sqlite3.OperationalError:
            return []
        out = [(n, -float(r[1])) for r in rows if (n := ids.get(r[0])) in allowed]
        if not limited:
            out.sort(key=lambda p: -p[1])
        return out[:depth]

    def _fts_scope(self, opts: Options) -> list[str] | None:
        """The scope_text tokens of what ``_scope_sql`` allows (None: no project restriction)."""
        from reflectgit.index.db import scope_token

        ctx = self.context
        if opts.corpus is not None or opts.global_ or ctx is None:
            return None
        project = slug(ctx.project)
        if opts.all_branches:
            mine = [scope_token("p", project)]
        else:
            shards = {slug(ctx.branch), slug(ctx.default_branch), *map(slug, ctx.renamed_from)}
            mine = [scope_token("s", project, shard) for shard in sorted(shards)]
        return [*mine, scope_token("p", GLOBAL_PROJECT), scope_token("c", "user"), scope_token("c", "global")]

    def query_vector(self, query: str):
        """The query's embedding; the last one is kept, as the prompt hook asks it twice
        (recall, then :func:`reflectgit.inject.meaning_fit`)."""
        if self._query_vec is not None and self._query_vec[0] == query:
            return self._query_vec[1]
        from reflectgit.index import embed

        vec = embed.embed([query])[0]
        self._query_vec = (query, vec)
        return vec

    def _words_only(self) -> bool:
        """A hook before `reflectgit model prepare`: no query vector (the export takes ~25 s and
        hooks never run it), so the words, the graph and the boosts answer alone; the same while
        a server's backfill has not given every note its vector (``Backfill.partial``)."""
        from reflectgit.index import embed

        return embed.hook_without_model() or (self.backfill is not None and self.backfill.partial())

    def arm_vector(self, qvec, allowed: dict[str, Any], depth: int) -> list[tuple[str, float]]:
        """Nearest notes in scope. A scope of a few thousand notes is searched exactly (one
        matrix product over its cached vectors); a larger one through hnswlib, filtered to
        the scope during the graph walk."""
        import numpy as np

        labels = self.index.labels()
        cached = self._label_cache
        if cached is None or cached[0] is not allowed:
            allowed_labels = sorted(lab for lab, nid in labels.items() if nid in allowed)
            matrix: Any = None
            windows: Any = None
            if 0 < len(allowed_labels) <= EXACT_SCOPE:
                matrix = self.index.vectors.rows(allowed_labels)  # the scope's rows of vectors.npy + journal
                windows = self._scope_passages(allowed, {labels[lab]: i for i, lab in enumerate(allowed_labels)})
            cached = self._label_cache = (allowed, allowed_labels, set(allowed_labels), matrix, windows)
        _, allowed_labels, label_set, matrix, windows = cached
        if not allowed_labels:
            return []
        if matrix is not None:
            q = np.asarray(qvec, dtype=np.float32)
            sims = matrix @ q
            if windows is not None:  # a long note scores by its best window (max-sim)
                np.maximum.at(sims, windows[1], windows[0] @ q)
            top = np.argsort(-sims)[:depth]
            return [(labels[allowed_labels[i]], float(sims[i])) for i in top]
        found = self.index.vectors.query(qvec, depth, allow=label_set.__contains__, candidates=len(label_set))
        return [(labels[lab], sim) for lab, sim in found if lab in labels]

    def _scope_passages(self, allowed: dict[str, Any], position: dict[str, int]) -> tuple[Any, Any] | None:
        """The window vectors of the scope's long notes as one matrix, with each row's note
        position in the scope's vector matrix (None: no long note in scope)."""
        import numpy as np

        blocks, owners = [], []
        dim = self._dim()
        for nid, blob in self.index.con.execute(
                "select notes.id, passages.vectors from notes join passages on passages.hash = notes.text_hash"):
            at = position.get(nid)
            if at is not None and nid in allowed:
                block = np.frombuffer(blob, dtype=np.float32).reshape(-1, dim)
                blocks.append(block)
                owners.append(np.full(len(block), at, dtype=np.int64))
        if not blocks:
            return None
        return np.vstack(blocks), np.concatenate(owners)

    def _dim(self) -> int:
        """The stored vectors' width (a window block is that many floats per row)."""
        row = self.index.con.execute("select length(vector) from embeddings limit 1").fetchone()
        return int(row[0]) // 4 if row else 384

    def _passages_for(self, ids: list[str]) -> dict[str, Any]:
        """The window vectors of these notes that have any (long notes), for the reranker."""
        import numpy as np

        if not ids:
            return {}
        rows = self.index.con.execute(
            "select notes.id, passages.vectors from notes join passages on passages.hash = notes.text_hash "
            f"where notes.id in ({','.join('?' * len(ids))})", ids).fetchall()
        if not rows:
            return {}
        dim = self._dim()
        return {r[0]: np.frombuffer(r[1], dtype=np.float32).reshape(-1, dim) for r in rows}

    def arm_entity(self, query: str, allowed: dict[str, Any], depth: int) -> list[tuple[str, float]]:
        """Notes about a file the query names (``src/billing/invoice.py``, ``test_invoice.py``):
        their session or commit touched it (``entities``), whatever words they share with the
        query. The whole path outranks a name that ends one; a file few notes touched, a busy one."""
        named = qtext.named_files(query)
        if not named:
            return []
        best: dict[str, float] = {}
        notes_per_name: dict[str, int] = {}
        found = self._entity_matches(named)
        for _, name in found:
            notes_per_name[name] = notes_per_name.get(name, 0) + 1
        for note_id, name in found:
            if note_id in allowed:
                share = 1.0 / notes_per_name[name]
                if name in named and "/" in name:  # the whole path, as the query gives it
                    score = 1.0 + share
                elif _specific(name) and notes_per_name[name] <= 3:  # a name few notes touched
                    score = 1.0 + share / 2
                else:  # README.md, utils.py, a file half the KB touched: a hint, never proof
                    score = share / 2
                best[note_id] = max(best.get(note_id, 0.0), score)
        return sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))[:depth]

    def _entity_matches(self, keys: list[str]) -> list[tuple[str, str]]:
        """(note id, entity) for entities named ``key`` or ending in ``/key``."""
        where = " or ".join(["name = ? or name like ? escape '!'"] * len(keys))
        params = [v for k in keys for v in (k, "%/" + _like(k))]
        return [(r[0], r[1]) for r in self.index.con.execute(f"select note_id, name from entities where {where}", params)]

    def arm_graph(self, seeds: list[str], allowed: dict[str, Any], depth: int, query: str = ""):
        from reflectgit.index import graph

        prefer = graph.preferred_edges(set(qtext.words(query)))
        hops = graph.expand(self.index.graph(), seeds, max_hits=depth * 2, prefer=prefer)
        return [h for h in hops if h.note_id in allowed][:depth]

    def arm_episode(self, seeds: list[str], allowed: dict[str, Any], span: int):
        """Notes captured next to a hit in the same session (lineage: session + chunk):
        the turn before or after a matching one often holds the answer or its context."""
        from reflectgit.index.graph import Hop

        con = self.index.con
        out = []
        seen: set[str] = set()
        rank = {s: i for i, s in enumerate(seeds)}
        for seed in seeds:
            row = con.execute("select source_session, source_chunk from notes where id = ?", (seed,)).fetchone()
            if not row or row[0] is None or row[1] is None:
                continue
            near = con.execute("select id, source_chunk from notes where source_session = ? and source_chunk "
                               "between ? and ? and id != ?", (row[0], row[1] - span, row[1] + span, seed)).fetchall()
            for nid, chunk in sorted(near, key=lambda r: (abs(r[1] - row[1]), r[1])):
                if nid in allowed and nid not in seen and rank.get(nid, len(seeds)) > rank[seed]:
                    seen.add(nid)  # a seed counts only when a better seed leads to it
                    out.append(Hop(nid, seed, "same-session", None, max(1, abs(chunk - row[1]))))
        return out

    # -- pipeline -----------------------------------------------------------------------
    def search(self, query: str, opts: Options | None = None) -> Result:
        opts = opts or Options()
        query = _without_private(query)
        self.refresh()
        from reflectgit.stamp import code_stamp

        version = self._version()  # any KB change, or new code, misses the cache
        cache_key = f"{version}|{code_stamp()}|{self.context!r}|{opts.cache_key()}"
        result = self._cached(query, cache_key, opts) if opts.cache else None
        if result is None:
            result = self._run(query, opts)
            if opts.cache:
                with unless_read_only():
                    self._store(query, cache_key, result)
        self._economics(result)
        self._disputed(result)
        refused = self._unsearchable()
        if refused:
            result.explain["unsearchable"] = refused
        indexing = self.backfill.state() if self.backfill is not None else None
        if indexing:
            result.explain["indexing"] = indexing  # ranked by words: say so, and how far the vectors are
        if opts.log:
            with unless_read_only():
                result.explain["followup"] = self.log(query, [h.id for h in result.hits], result, opts)
        return result

    def _disputed(self, result: Result) -> None:
        """Mark the hits a pending contradiction puts in doubt (``disputes`` / ``disputed_by``),
        read from the pending decisions as they are now: never from the cache, which a decision
        taken since (`pending drop` changes no note) would not miss."""
        from reflectgit import pending

        found = pending.disputes(self.kb.path)
        for h in result.hits:
            marks = found.of(h.id)
            h.disputes, h.disputed_by = marks.get("disputes"), marks.get("disputed_by")

    def _unsearchable(self, shown: int = 3) -> dict[str, Any] | None:
        """The note files the index refused (a field missing or malformed): a search that skips
        them silently reads as "the KB does not know this" while `list` shows them."""
        try:
            rows = self.index.con.execute("select path, field, message from index_errors order by path").fetchall()
        except Exception:  # noqa: BLE001 - a store without the table (team mode, older index): nothing to say
            return None
        if not rows:
            return None
        return {"count": len(rows), "notes": [{"path": r[0], "field": r[1], "message": r[2]} for r in rows[:shown]]}

    def log(self, query: str, delivered: list[str], result: Result, opts: Options) -> dict[str, Any]:
        """Log one recall with the notes it *delivered*: what promotion counts as recalled. A
        search shows every hit; a prompt hook logs only what it injected (``opts.log`` off)."""
        from reflectgit import recall_log

        ctx = self.context
        tokens = sum(h.tokens for h in result.hits if h.id in set(delivered))
        return recall_log.record(self.index.dir, _without_private(query), ctx.project if ctx else None,
                                 ctx.branch if ctx else None, delivered, tokens, result.cached, result.gated,
                                 gap_log=opts.gap_log, session=opts.session)

    def refresh(self) -> None:
        """Bring the store up to date before a query (local mode: an incremental index sync).

        A warm process re-checks hand edits once a second per 10,000 notes (a check stats every
        note file); commits move HEAD and are seen at once."""
        ttl = max(1.0, len(self.index.rowids()) / 10_000) if self.index.path.exists() else 1.0
        from reflectgit.index import embed

        if self.backfill is None or embed.hook_without_model():
            self.index.sync(ttl=ttl, embed=not self._words_only(), progress=self.progress)
            return
        self.index.sync(ttl=ttl, embed=False, progress=self.progress)
        self.backfill.catch_up(self.index)

    def _version(self) -> str:
        """Changes whenever the store's content does: caches are keyed by it."""
        return dbm_meta(self.index, "version")

    def _run(self, query: str, opts: Options) -> Result:
        from reflectgit.recall import dates, shaping

        window, text = (dates.parse(query) if opts.temporal else (None, query))
        soft = None  # a relative or vague phrase: a lift for notes from then, not a filter
        if window is not None and not window.hard:
            soft, window = window, None
        allowed = self.allowed(opts)
        window_note = None
        if window is not None:
            inside = {n: r for n, r in allowed.items() if _in_window(window, r)}
            if inside:
                allowed = inside
            else:  # nothing in scope was written then: the topic still stands, answer it unfiltered
                window_note = f"no note in scope falls in {window.phrase!r}: recalled without the window"
                window = None
        terms = qtext.content_terms(text)
        floors = arm_floors(self.index.dir)
        ranked: dict[str, list[tuple[str, float]]] = {}
        if "bm25" in opts.arms:
            ranked["bm25"] = self.arm_bm25(text, allowed, opts.depth, opts)
        qvec = None
        if ("vector" in opts.arms or opts.rerank or opts.mmr) and allowed and text.strip() and not self._words_only():
            qvec = self.query_vector(text)
        avec, focus = qvec, None  # what the vector arm and the reranker read
        if opts.subject_share > 0 and qvec is not None:
            focus = self._without_subjects(text, terms, allowed, opts.subject_share)
            if focus is not None:
                from reflectgit.index import embed

                avec = embed.embed([focus[0]])[0]
        own: list[tuple[str, float]] = []
        if "vector" in opts.arms and qvec is not None:
            ranked["vector"] = self.arm_vector(avec, allowed, opts.depth)
            own = ranked["vector"] if avec is qvec else self.arm_vector(qvec, allowed, opts.depth)
        if "entity" in opts.arms:
            named = self.arm_entity(text, allowed, opts.depth)
            if named:
                ranked["entity"] = named
        hops = {}
        if "graph" in opts.arms:
            seeds = _interleave(list(ranked.values()), opts.graph_seeds)
            for h in self.arm_graph(seeds, allowed, opts.depth, text):
                hops[h.note_id] = h
            ranked["graph"] = [(nid, 1.0 / h.distance) for nid, h in hops.items()]
        if "episode" in opts.arms:
            seeds = _interleave([ranked[a] for a in ("bm25", "vector") if a in ranked], opts.graph_seeds)
            for h in self.arm_episode(seeds, allowed, opts.episode_span):
                hops.setdefault(h.note_id, h)
                ranked.setdefault("episode", []).append((h.note_id, 1.0 / h.distance))
        if window is not None:
            by_time = sorted(allowed.values(), key=lambda r: str(r["updated"] or r["created"] or ""), reverse=True)
            ranked["temporal"] = [(r["id"], 1.0) for r in by_time[: opts.depth]]
        meaning = list(own)  # the gate reads the arm's own ranking (the query's cosines), before any floor
        floored = {}
        for arm, items in ranked.items():
            floor = floors.get(arm, 0.0)
            if floor:
                kept = [(n, s) for n, s in items if s >= floor]
                floored[arm] = len(items) - len(kept)
                ranked[arm] = kept
        trust = arm_confidence(ranked) if opts.fusion.startswith("adaptive") else {}
        fused, ranks, scores = _fuse(ranked, trust, opts)
        if avec is not qvec:
            _own_cosines(scores, own)
        order = sorted(fused, key=lambda n: (-fused[n], n))
        rvec = avec  # what the reranker's cosine reads
        # feedback from the fused head, where the lexical and vector arms agree: never from one arm
        # alone (that only repeats it)
        if opts.feedback > 0 and qvec is not None and "vector" in ranked and "bm25" in ranked and order:
            fb = self._feedback(avec, order, allowed, opts)
            explain_fb: dict[str, Any] | None = fb[0]
            if fb[1] is not None:
                rvec, ranked["feedback"] = fb[1], self.arm_vector(fb[1], allowed, opts.depth)
                # the moved query's arm stands in for the vector arm in the fusion; the hits keep the
                # query's own cosines (the gate and the prompt hook judge the query, not its feedback)
                fused, ranks, scores = _fuse(ranked, trust, opts, silent="vector")
                if avec is not qvec:
                    _own_cosines(scores, own)
                order = sorted(fused, key=lambda n: (-fused[n], n))
                from reflectgit.recall import feedback

                fused = feedback.propagate(fused, order, self._vectors_for(order[: opts.depth]),
                                           opts.feedback_propagate, opts.depth)
                order = sorted(fused, key=lambda n: (-fused[n], n))
        else:
            explain_fb = {"applied": False, "off": True}
        allowed = self.rows(order)  # from here on, full rows of the candidates only
        hits = {n: self._hit(allowed[n], fused[n], ranks[n], scores[n], hops.get(n), opts) for n in order}
        fusion = ("score (bm25, vector scaled 0..1), " if opts.fusion.endswith("score") else "") + f"rrf k={RRF_K}" + (
            " weighted " + ", ".join(f"{a} {w:.2f}" for a, w in trust.items()) if trust else "")
        explain: dict[str, Any] = {"arms": {a: [n for n, _ in items[:10]] for a, items in ranked.items()},
                                   "candidates": len(allowed), "fusion": fusion, "floors": floored}
        if window_note:
            explain["window"] = window_note
        if focus is not None:
            explain["subjects"] = {"dropped": focus[1], "query": focus[0]}
        explain["feedback"] = explain_fb
        # rerank of the head, blended with the fused score so arm consensus still counts
        relevance = {n: fused[n] / (fused[order[0]] if order else 1.0) for n in order}
        vectors = self._vectors_for(order[: max(opts.rerank_depth, opts.limit * 3)]) if (opts.rerank or opts.mmr) else {}
        if opts.rerank and order:
            rr = shaping.reranker(trust if opts.fusion in ("adaptive", "adaptive-score") else None)
            head = order[: opts.rerank_depth]
            windows = self._passages_for(head)
            docs = [dict(self._doc(allowed[n], vectors.get(n)), bm25=self._lexical(n, scores, hops),
                         windows=windows.get(n)) for n in head]
            rs = rr.score(text, terms, rvec, docs)
            if opts.reply_weight > 0:
                rs = self._replies(head, allowed, rs, rr, (text, terms, rvec), scores, opts.reply_weight, explain)
            top_rs = max(rs) if rs and max(rs) > 0 else 1.0
            for n, r in zip(head, rs, strict=True):
                hits[n].rerank = round(r, 4)
                relevance[n] = 0.5 * relevance[n] + 0.5 * max(0.0, r) / top_rs
            explain["rerank"] = rr.name
        else:
            explain["rerank"] = "off"
        # bounded boosts (+ project affinity under --global, supersession evidence)
        if opts.boosts:
            now = shaping.utcnow()
            stale = self._superseded_by_evidence(set(order))
            project = slug(self.context.project) if self.context else None
            recency_intent = bool(set(qtext.words(query)) & {"current", "currently", "now", "latest", "today", "nowadays"})
            asks_when = dates.asks_when(query)
            for n in order:
                f = shaping.boosts(allowed[n], terms, now, project, opts.global_, asks_when)
                if recency_intent and "recency" in f:
                    f["recency"] = round(1.0 + 3 * (f["recency"] - 1.0), 4)  # "current X": recency matters more
                if n in stale:
                    f["superseded"] = 0.8
                if soft is not None and (_in_window(soft, allowed[n]) or dates.mentions(soft, allowed[n]["body"])):
                    f["time"] = round(shaping.bounded(shaping.alpha("TIME", 0.4), 1.0), 4)
                hits[n].boosts = f
                for v in f.values():
                    relevance[n] *= v
        order = sorted(order, key=lambda n: (-relevance[n], n))
        # MMR diversity over the final order
        if opts.mmr and len(order) > 1:
            vectors.update(self._vectors_for([n for n in order if n not in vectors][: opts.limit * 3]))
            linked = {pair for h in hops.values() if h.edge != "shared-entity"
                      for pair in ((h.note_id, h.via), (h.via, h.note_id))}
            order = shaping.mmr(order, relevance, vectors, k=max(opts.limit, 10), lam=opts.mmr_lambda,
                                floor=opts.mmr_floor, linked=linked)
            explain["mmr"] = f"lambda {opts.mmr_lambda}"
        else:
            explain["mmr"] = "off"
        for n in order:
            hits[n].score = round(relevance[n], 6)
        for n in order[: max(opts.limit, 3)]:  # the gate reads the head; callers see the kept hits
            hits[n].overlap = round(qtext.overlap(terms, "", have=self._doc(allowed[n], None)["stems"]), 3)
        if soft is not None:
            if any("time" in hits[n].boosts for n in order):
                window = soft
            else:
                explain["window"] = f"no note in scope falls in {soft.phrase!r}: recalled without the window"
        result = Result(query=query, hits=[hits[n] for n in order], explain=explain,
                        window=window.to_dict() if window else None)
        self._gate(result, terms, opts, meaning)
        self._budget(result, opts)
        return result

    # -- helpers of the pipeline -----------------------------------------------------------
    def _without_subjects(self, text: str, terms: list[str], allowed: dict[str, Any],
                          share: float) -> tuple[str, list[str]] | None:
        """(the query without the words naming a subject more than ``share`` of the scope's notes
        are about, those words), or None when it drops none, or all, of the query's content words."""
        if not terms or len(allowed) < 10:
            return None
        counts = self._subjects_of(allowed)
        common = [t for t in terms if counts.get(_name_key(t), 0) > share * len(allowed)]
        if not common or len(common) == len(terms):
            return None
        drop = {qtext.stem(_name_key(t)) for t in common}
        kept = [tok for tok in text.split()
                if not any(qtext.stem(_name_key(w)) in drop for w in qtext.words(tok) if len(w) > 1)]
        return (" ".join(kept), common) if kept else None

    def _subjects_of(self, allowed: dict[str, Any]) -> dict[str, int]:
        """How many of the scope's notes each word of a subject's name is about: counted once per scope
        (the scope cache hands back the same rows while the index is unchanged; a loop over 100k rows
        costs ~20 ms, too much for every search)."""
        if self._subject_counts is not None and self._subject_counts[0] is allowed:
            return self._subject_counts[1]
        counts: dict[str, int] = {}
        for row in allowed.values():
            for w in _subject_words(row["subject"]):
                counts[w] = counts.get(w, 0) + 1
        self._subject_counts = (allowed, counts)
        return counts

    def _feedback(self, qvec: Any, order: list[str], allowed: dict[str, Any], opts: Options) -> tuple[dict[str, Any], Any]:
        """(what the head looked like, the query moved towards the head's meaning, or None when the
        head is not varied enough to teach: :mod:`reflectgit.recall.feedback`)."""
        from reflectgit.recall import feedback

        head = order[: feedback.HEAD]
        found = feedback.sources(head, self.rows(head))
        # a scope the arms list whole has nothing left to find: searching again only flattens its
        # scores, lifting the tail towards the best (review23: 7 notes, all "answers")
        said: dict[str, Any] = {"sources": found, "needed": opts.feedback, "scope": len(allowed),
                                "applied": found >= opts.feedback and len(allowed) > opts.depth}
        if not said["applied"]:
            return said, None
        vecs, windows = self._vectors_for(head), self._passages_for(head)
        moved = feedback.rocchio(qvec, [feedback.best_window(qvec, vecs.get(n), windows.get(n)) for n in head],
                                 opts.feedback_beta)
        return said, moved

    def _replies(self, head: list[str], rows: dict[str, sqlite3.Row], rs: list[float], rr: Any, query: tuple,
                 scores: dict[str, dict[str, float]], weight: float, explain: dict[str, Any]) -> list[float]:
        """A reply is read with the question it answers: "what did you take from the book?" holds
        the query's words, the next turn ("it taught me self-acceptance") holds the answer. A
        head note captured right after a question in the same session scores at least
        ``weight`` times what the question scores."""
        asked: dict[str, str] = {}
        for n in head:
            r = rows.get(n)
            if r is None or r["source_session"] is None or r["source_chunk"] is None:
                continue
            prev = self._previous_turn(r["source_session"], r["source_chunk"])
            if prev is not None and _asks(prev["title"], prev["body"]):
                asked[n] = prev["id"]
        if not asked:
            return rs
        questions = sorted(set(asked.values()))
        qrows, qvecs = self.rows(questions), self._vectors_for(questions)
        qdocs = [dict(self._doc(qrows[q], qvecs.get(q)), bm25=scores.get(q, {}).get("bm25", 0.0)) for q in questions]
        qscore = dict(zip(questions, rr.score(*query, qdocs), strict=True))
        out = []
        for n, own in zip(head, rs, strict=True):
            lifted = weight * qscore[asked[n]] if n in asked else own
            if lifted > own:
                explain.setdefault("replies", {})[n] = asked[n]
            out.append(max(own, lifted))
        return out

    def _previous_turn(self, session: str, chunk: int) -> Any:
        """The note captured just before (``chunk - 1``) in the same session, if any."""
        return self.index.con.execute("select id, title, body from notes where source_session = ? and source_chunk = ? "
                                      "limit 1", (session, chunk - 1)).fetchone()

    @staticmethod
    def _lexical(note_id: str, scores: dict[str, dict[str, float]], hops: dict[str, Any]) -> float:
        """A note's BM25 score; a graph hop inherits half of its seed's (it answers the same words)."""
        own = scores.get(note_id, {}).get("bm25")
        if own is not None:
            return own
        hop = hops.get(note_id)
        if hop is not None:
            return 0.5 * scores.get(hop.via, {}).get("bm25", 0.0)
        return 0.0

    def _doc(self, row, vector) -> dict[str, Any]:
        tags = json.loads(row["tags"] or "[]")
        text = " ".join(filter(None, [row["title"], row["rule"], row["fix"], row["problem"], row["key_insight"],
                                      " ".join(tags), row["body"]]))
        return {"title": row["title"], "rule": row["rule"], "tags": tags, "text": text, "vector": vector,
                "stems": self._stems(row["id"], text)}

    def _stems(self, note_id: str, text: str) -> frozenset[str]:
        """Word stems of a note, cached for the life of this Recall (keyed by its text)."""
        key = (note_id, hash(text))
        cached = self._stem_cache.get(key)
        if cached is None:
            if len(self._stem_cache) > 20000:
                self._stem_cache.clear()
            cached = self._stem_cache[key] = qtext.stems_of(text)
        return cached

    def _vectors_for(self, ids: list[str]) -> dict[str, Any]:
        import numpy as np

        if not ids:
            return {}
        rows = self.index.con.execute(
            f"select notes.id, embeddings.vector from notes join embeddings on embeddings.hash = notes.text_hash "
            f"where notes.id in ({','.join('?' * len(ids))})", ids).fetchall()
        return {r[0]: np.frombuffer(r[1], dtype=np.float32) for r in rows}

    def lesson_vectors(self, keys: list[str]) -> dict[str, Any]:
        """What session notes teach, as the index embedded it (``Index._lesson_texts``), by key
        (``teaches.taught_key``): the prompt hook weighs a prompt against them
        (``inject.meaning_fit``)."""
        import numpy as np

        if not keys:
            return {}
        try:
            found = self.index.con.execute(f"select hash, vector from embeddings where hash in ({','.join('?' * len(keys))})",
                                           keys).fetchall()
        except sqlite3.Error:
            return {}
        return {k: np.frombuffer(v, dtype=np.float32) for k, v in found}

    def _superseded_by_evidence(self, ids: set[str]) -> set[str]:
        """Notes that mention what another active note says it supersedes (contradiction evidence)."""
        if not ids:
            return set()
        version = self._version()
        if self._stale_cache is None or self._stale_cache[0] != version:
            self._stale_cache = (version, self._stale_notes())
        return self._stale_cache[1] & ids

    def _stale_notes(self) -> set[str]:
        """Every note an active note supersedes; the same for every query until the index changes."""
        con = self.index.con
        rows = con.execute(
            "select e.note_id as newer, coalesce(e.target_note, '') as tnote, e.target as target from edges e "
            "join notes n on n.id = e.note_id where e.type = 'supersedes' and n.status = 'active'").fetchall()
        stale: set[str] = set()
        from reflectgit.index.db import norm_entity

        for r in rows:
            if r["tnote"]:
                stale.add(r["tnote"])
                continue
            for m in con.execute("select note_id from entities where name = ?", (norm_entity(r["target"]),)):
                if m[0] != r["newer"]:
                    stale.add(m[0])
        return stale

    def _cached(self, query: str, key: str, opts: Options) -> Result | None:
        """Fuzzy cache: a reworded repeat (term Jaccard >= threshold) under the same index version."""
        from reflectgit.recall_log import jaccard, normalized

        con = self.index.con
        con.execute("create table if not exists query_cache (key text, terms text, result text, at real)")
        terms = set(normalized(query).split())
        for row in con.execute("select terms, result from query_cache where key = ? order by at desc limit 200", (key,)):
            if jaccard(terms, set(row[0].split())) >= opts.cache_threshold:
                res = Result.from_dict(json.loads(row[1]))
                res.query, res.cached = query, True
                return res
        return None

    def _store(self, query: str, key: str, result: Result) -> None:
        import time

        from reflectgit.recall_log import normalized

        con = self.index.con
        con.execute("delete from query_cache where key not like ?", (key.split("|", 1)[0] + "|%",))
        con.execute("insert into query_cache(key, terms, result, at) values (?, ?, ?, ?)",
                    (key, normalized(query), json.dumps(result.to_dict()), time.time()))
        con.commit()

    def _economics(self, result: Result) -> None:
        """Token economics: what staged recall costs against reading every hit in full."""
        full = sum(h.tokens for h in result.hits)
        discovery = sum(listing_line(h.title) for h in result.hits)
        result.economics = {"discovery_tokens": discovery, "read_tokens": result.tokens, "full_tokens": full,
                            "savings_pct": round(100 * (1 - discovery / full), 1) if full else 0.0}

    def _hit(self, row, score, ranks, arm_scores, hop, opts) -> Hit:
        hit = Hit(id=row["id"], title=row["title"], path=row["path"], project=row["project"],
                  branch=row["branch"], status=row["status"], fused=round(score, 6), ranks=ranks,
                  arm_scores=arm_scores, tokens=row["tokens"] or 0,
                  inactive=row["status"] != "active" or bool(row["hidden"]) or _expired(row["forget_after"]))
        if hop is not None:
            hit.via = {"from": hop.via, "edge": hop.edge, "entity": hop.entity, "hops": hop.distance}
        if opts.field:
            fields = json.loads(row["fields"])
            hit.value = row["body"] if opts.field == "body" else fields.get(opts.field)
            hit.tokens = estimate_tokens(json.dumps(hit.value, ensure_ascii=False)) if hit.value is not None else 1
        return hit

    def _gate(self, result: Result, terms: list[str], opts: Options,
              meaning: list[tuple[str, float]] | None = None) -> None:
        """Relevance gate: if the best hits neither share the query's words nor its meaning, and no
        note stands out in meaning (:meth:`_distinct`), return nothing."""
        if not result.hits:
            result.gate = {"decision": "empty"}
            return
        head = result.hits[:3]
        best_overlap = max(h.overlap for h in head)
        sims = [h.arm_scores["vector"] for h in head if "vector" in h.arm_scores]
        sim = max(sims, default=0.0)
        distinct = self._distinct(meaning or [], opts)
        marked = [h for h in result.hits if distinct is not None and h.id == distinct[0]]
        for h in marked:
            h.distinct = True
        by_words_or_head = passes(best_overlap, sim if sims else None, opts)
        passed = by_words_or_head or passes(best_overlap, sim if sims else None, opts, distinct=bool(marked))
        # the query names a file they touched, by its path or a name few notes share (`arm_entity`)
        about_named = [h for h in result.hits if h.arm_scores.get("entity", 0.0) >= 1.0]
        result.gate = {"decision": "pass" if passed or about_named else "ood_gated", "overlap": round(best_overlap, 3),
                       "similarity": round(sim, 3), "min_overlap": opts.min_overlap,
                       "min_similarity": opts.min_similarity, "top": result.hits[0].id}
        if distinct is not None:
            result.gate.update(distinct=distinct[0], noise_floor=distinct[1], lead=distinct[2])
        if passed and not by_words_or_head:  # only the distinct note carried the gate: it leads
            result.hits = marked + [h for h in result.hits if not h.distinct]
            result.gate["top"] = marked[0].id
        elif not passed and about_named:  # only the named file carried it: its notes, nothing else
            result.hits = about_named
            result.gate.update(top=about_named[0].id, named=qtext.named_files(result.query))
            passed = True
        if not passed:
            result.gated = True
            result.hits = []

    def _distinct(self, meaning: list[tuple[str, float]], opts: Options) -> tuple[str, float, float] | None:
        """(note, the KB's noise floor, its lead) when the vector arm's best note clears the KB's own
        noise floor (:mod:`reflectgit.recall.gate_floor`) and leads the runner-up by
        ``opts.distinct_margin``: a paraphrase shares no word with its note and its cosine is low in
        absolute terms, but it singles that note out; an off-topic query lands near several notes
        at once (benchmarks/RESULTS.md, "Relevance gate on paraphrases")."""
        if opts.distinct_margin <= 0 or len(meaning) < 2:
            return None
        (top, best), (_, runner_up) = meaning[0], meaning[1]
        if best - runner_up < opts.distinct_margin:
            return None
        from reflectgit.recall.gate_floor import noise_floor

        floor = noise_floor(self)
        if floor is None or best < floor:
            return None
        return top, floor, round(best - runner_up, 3)

    def _budget(self, result: Result, opts: Options) -> None:
        """Token budget: pack hits until the budget is spent; else a fixed top-k."""
        before = len(result.hits)
        if opts.max_tokens > 0:
            kept: list[Hit] = []
            used = 0
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
        if before and not result.hits:
            result.explain["budget"] = f"every hit is larger than --max-tokens {opts.max_tokens}"


def _without_private(query: str) -> str:
    """A query's private spans are not searched for, cached, logged or echoed back."""
    from reflectgit.privacy import MARK, has_private, strip_private

    return " ".join(strip_private(query).replace(MARK, " ").split()) if has_private(query) else query


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


def _asks(title: str | None, body: str | None) -> bool:
    """Whether a note ends on a question (a conversation turn that asks something)."""
    text = (body or "").strip() or (title or "").strip()
    return text.endswith("?")


def _in_window(window, row) -> bool:
    """Whether a note was written in the window, or soon enough after it to be reporting on it."""
    from reflectgit.recall.dates import REPORT_LAG, parse_when

    for key in ("updated", "created"):
        when = parse_when(row[key])
        if when is not None and window.contains(when, REPORT_LAG):
            return True
    return False


def _fuse(ranked: dict[str, list[tuple[str, float]]], trust: dict[str, float], opts: Options, silent: str = "",
          ) -> tuple[dict[str, float], dict[str, dict[str, int]], dict[str, dict[str, float]]]:
    """Each arm's weighted shares added per note: (fused score, its rank in each arm, its score in
    each arm). The ``silent`` arm keeps its ranks and scores on the hits but adds nothing; the
    feedback arm adds the vector arm's share and shows its rank, not its score."""
    fused: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    scores: dict[str, dict[str, float]] = {}
    for arm, items in ranked.items():
        base = "vector" if arm == "feedback" else arm
        weight = {"graph": opts.graph_weight, "vector": opts.vector_weight,
                  "episode": opts.episode_weight}.get(base, 1.0) * trust.get(base, 1.0)
        by_score = (_score_shares(items, cut=len(items) >= opts.depth)
                    if (opts.fusion.endswith("score") and base in ("bm25", "vector")) else None)
        for rank, (nid, sc) in enumerate(items, start=1):
            share = by_score[rank - 1] / (RRF_K + 1) if by_score is not None else 1.0 / (RRF_K + rank)
            if arm != silent:
                fused[nid] = fused.get(nid, 0.0) + weight * share
            ranks.setdefault(nid, {})[arm] = rank
            scores.setdefault(nid, {})
            if arm != "feedback":  # a hit's cosine stays the query's own (the gate and the hook read it)
                scores[nid][arm] = round(sc, 4)
    return fused, ranks, scores


#: subjects that name a role, not a person: micro-reflection's facts (capture/micro.py SUBJECTS) are
#: about "the author", "the bot" or "lore"; a question about the bot means the word (review29)
ROLE_SUBJECTS = frozenset({"author", "bot", "lore"})


@functools.lru_cache(maxsize=4096)
def _subject_words(subject: str | None) -> frozenset[str]:
    """The words of a subject's name (a chat has two, repeated on every turn: read each once)."""
    if not subject or subject.strip().lower() in ROLE_SUBJECTS:
        return frozenset()
    return frozenset(_name_key(w) for w in qtext.words(subject))


def _name_key(word: str) -> str:
    """A name as it is matched: without its accents, so a question typed "zoe" finds the speaker
    "Zoë" and "José" finds "Jose" (names are where people drop accents most)."""
    if word.isascii():
        return word
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def _own_cosines(scores: dict[str, dict[str, float]], own: list[tuple[str, float]]) -> None:
    """The hits keep the query's own cosines (the gate and the prompt hook judge the query)."""
    mine = dict(own)
    for nid, sc in scores.items():
        sc.pop("vector", None)
        if nid in mine:
            sc["vector"] = round(mine[nid], 4)


def _score_shares(items: list[tuple[str, float]], cut: bool) -> list[float]:
    """An arm's scores scaled from its best (1) down to the score of what it left out (0). Fusion
    by score keeps how far apart the arm holds its notes: a note far ahead of the rest stays
    ahead, and the tail of a flat list counts little; rank fusion keeps only the order
    (benchmarks/RESULTS.md). ``cut``: the list stopped at the arm's depth, so its last score
    stands for the notes left out; else every note the arm could score is in it, and what is
    left out scores 0 (no word shared, or no likeness), so a KB of a few notes is not stretched
    over their small differences."""
    if not items:
        return []
    scores = [s for _, s in items]
    hi, lo = max(scores), (min(scores) if cut else min(0.0, min(scores)))
    if hi - lo <= 1e-12:
        return [1.0] * len(items)
    return [(s - lo) / (hi - lo) for s in scores]


def arm_confidence(ranked: dict[str, list[tuple[str, float]]], top: int = 20) -> dict[str, float]:
    """How much to trust the lexical and vector arms for this query, relative to each other.

    An arm is confident when its best hit stands out from the rest of its list (the top score's
    distance from the mean of its top ``top``, in standard deviations: scale-free, so BM25 and
    cosine compare) and when the other arm agrees with it (shares its top hits). Weights average
    1.0, so the fused scale stays that of plain RRF; one arm can at most triple the other.
    """
    import statistics

    conf: dict[str, float] = {}
    heads = {a: [n for n, _ in ranked.get(a, [])[:10]] for a in ("bm25", "vector")}
    for arm in ("bm25", "vector"):
        vals = [s for _, s in ranked.get(arm, [])[:top]]
        if len(vals) < 3:
            continue
        sd = statistics.pstdev(vals)
        gap = (vals[0] - statistics.fmean(vals)) / sd if sd > 1e-9 else 0.0
        other = heads["vector" if arm == "bm25" else "bm25"]
        agree = len(set(heads[arm][:3]) & set(other)) / 3 if other else 0.0
        conf[arm] = max(0.1, gap) * (1.0 + agree)
    if len(conf) < 2:
        return {}
    mean = sum(conf.values()) / len(conf)
    return {a: min(1.5, max(0.5, c / mean)) for a, c in conf.items()}


def dbm_meta(index: Index, key: str) -> str:
    from reflectgit.index.db import get_meta

    return get_meta(index.con, key, "0") or "0"


def passes(overlap: float, similarity: float | None, opts: Options, distinct: bool = False) -> bool:
    """The relevance gate's floors for one piece of evidence: the query's words (``overlap``) and its meaning
    (``similarity``, None when there is no vector evidence); ``distinct``: the hit is the KB's one clear
    match in meaning (``Recall._distinct``). The gate asks it of the best hits; injection asks it of
    every hit, so no tail hit rides in on the head's relevance."""
    if opts.min_overlap <= 0 or distinct:
        return True  # the gate is off, or this note stands out from the KB in meaning
    if similarity is None:  # no semantic evidence (vector arm off): words decide
        return overlap >= opts.min_overlap
    return (similarity >= opts.min_similarity or overlap >= max(opts.strong_overlap, opts.min_overlap)
            or (overlap >= opts.min_overlap and similarity >= opts.similarity_floor))


def arm_floors(derived=None) -> dict[str, float]:
    """Per-arm score floors: REFLECTGIT_ARM_<ARM>_MIN_SCORE, else `reflectgit calibrate`'s."""
    import os

    from reflectgit.recall.floors import saved_floors

    out: dict[str, float] = saved_floors(derived) if derived is not None else {}
    for arm in ("bm25", "vector", "graph", "temporal"):
        raw = os.environ.get(f"REFLECTGIT_ARM_{arm.upper()}_MIN_SCORE")
        if raw:
            try:
                out[arm] = float(raw)
            except ValueError:
                pass
    return out


_NOW_MARK = object()  # stands for "now" in scope parameters until the query runs


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _expired(value: str | None) -> bool:
    return bool(value) and str(value) <= _now()


__all__ = ["Recall"]


def _like(text: str) -> str:
    """``text`` as a literal inside a LIKE pattern (escape character ``!``)."""
    return text.replace("!", "!!").replace("%", "!%").replace("_", "!_")


#: file names most projects have: a note that touched one is not about it (review16: "the license
#: in README.md" brought back every note whose session had touched a README)
_GENERIC_FILES = frozenset("""
readme index main app utils util helpers helper __init__ __main__ setup settings config conftest package
package-lock requirements makefile dockerfile docker-compose compose changelog license manage test tests
models views urls routes server client api constants types mod lib go cargo pyproject tsconfig env
""".split())


def _specific(name: str) -> bool:
    base = name.rsplit("/", 1)[-1]
    return base.split(".", 1)[0] not in _GENERIC_FILES
