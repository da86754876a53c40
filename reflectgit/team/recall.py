"""Recall from the team's shared store: the same pipeline, candidates from Postgres.

``TeamRecall`` overrides only the readers of the store (scope, rows, the BM25 / vector /
graph / episode arms, vectors, supersession evidence, version); fusion, rerank, boosts,
MMR, gate and budget are the local pipeline's own code. The scope clause is the local one too,
so lifecycle rules (demoted, superseded, hidden, expired, branch scope) cannot drift apart.
When the server cannot be reached, a query is answered from the local index (built on
demand) and the user is told once per process.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import threading
import time
from typing import TYPE_CHECKING, Any

from reflectgit import query_text as qtext
from reflectgit.errors import first_line
from reflectgit.recall.pipeline import Recall
from reflectgit.recall.types import EXACT_SCOPE, Options, Result

#: seconds a server that did not answer is not asked again by the same process (a hook asks once;
#: the warm recall server tries again after this, so a dead server costs one prompt in five minutes)
RETRY_AFTER = 300.0
#: seconds a store that answered too slowly (a lock held, a stall) is not asked again by the same
#: process: the rest of a hook (session rules, then the search), an empty search's second look
STALLED_RETRY_AFTER = 60.0

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Iterable, Iterator

    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.team.settings import Conn

_ROW_COLUMNS = ("id, title, path, project, branch, status, hidden, forget_after, tokens, updated, created, confidence, "
                "proof_count, tags, subject, rule, fix, problem, key_insight, body, fields, source_session, source_chunk")
_WARNED: set[str] = set()
_BM25 = """
with ql as materialized (select distinct lex from unnest(tsvector_to_array(to_tsvector('english', %s))) lex),
stats as materialized (select count(*)::float8 as n, greatest(avg(doc_len), 1)::float8 as avgdl from reflectgit.notes
          where workspace = %s and not deleted),
df as materialized (select ql.lex, (select count(*) from reflectgit.notes n where n.workspace = %s and not n.deleted
                       and n.tsv @@ to_tsquery('simple', quote_literal(ql.lex)))::float8 as df from ql),
cand as materialized (select id, tsv, doc_len from reflectgit.notes
         where tsv @@ to_tsquery('simple', (select string_agg(quote_literal(lex), ' | ') from ql)) and {where}),
hits as (select c.id, c.doc_len, u.lexeme,
                sum(case w when 'A' then 3.0 when 'B' then 2.0 when 'C' then 1.5 else 1.0 end) as f
         from cand c, unnest(c.tsv) u, unnest(u.weights) w
         where u.lexeme in (select lex from ql) group by c.id, c.doc_len, u.lexeme)
select h.id, sum(greatest(ln(greatest((s.n - d.df + 0.5) / (d.df + 0.5), 1.000001)), 1e-6) * h.f * 2.2
                 / (h.f + 1.2 * (0.25 + 0.75 * h.doc_len / s.avgdl))) as score
from hits h join df d on d.lex = h.lexeme cross join stats s
group by h.id order by score desc, h.id limit %s
"""
#: The same BM25 from the statistics publish keeps (clamped: a writer can set any figure, and
#: ``docs = 0`` must not ask for the logarithm of a negative number): N and avgdl from ``text_stats``, df from
#: ``term_df``, the weighted term frequencies from ``postings`` (primary key (workspace, lexeme,
#: note)), so a query reads only its own lexemes' rows and never unnests a tsvector.
_BM25_STATS = """
with ql as materialized (select distinct lex from unnest(tsvector_to_array(to_tsvector('english', %s))) lex),
stats as materialized (select greatest(docs, 0)::float8 as n, greatest(total_len::float8 / nullif(docs, 0), 1)::float8 as avgdl
          from reflectgit.text_stats where workspace = %s),
df as materialized (select lexeme, greatest(df, 0)::float8 as df from reflectgit.term_df
          where workspace = %s and lexeme in (select lex from ql)),
hits as materialized (select note_id, lexeme, tf from reflectgit.postings
          where workspace = %s and lexeme in (select lex from ql)),
cand as materialized (select id, greatest(doc_len, 0) as doc_len from reflectgit.notes where id in (select note_id from hits) and {where})
select c.id, sum(greatest(ln(greatest((s.n - d.df + 0.5) / (d.df + 0.5), 1.000001)), 1e-6) * h.tf * 2.2
                 / (h.tf + 1.2 * (0.25 + 0.75 * c.doc_len / s.avgdl))) as score
from hits h join cand c on c.id = h.note_id join df d on d.lexeme = h.lexeme cross join stats s
group by c.id order by score desc, c.id limit %s
"""
_WORD = re.compile(r"\w+")
_KEEP_MAX = 50_000  # rows or vectors a warm process keeps per store version


class TeamRecall(Recall):
    _CORPUS_SQL = "id in (select jsonb_array_elements_text(?::jsonb))"

    def __init__(self, kb: KB, context: Context | None = None):
        super().__init__(kb, context)
        from reflectgit.team.settings import load

        self.settings = load()
        self.workspace = self.settings.need_workspace()
        self._con: Conn | None = None
        self._team_version: str | None = None
        self._graph: tuple[str, Any] | None = None
        self._local: Recall | None = None
        self._down: Exception | None = None
        self._down_at = 0.0  # when the server last failed to answer (time.monotonic)
        self._fell_back = False
        self._deadline: float | None = None  # when the call under way stops waiting on the store
        self._stats_ready = False
        # What a warm process keeps between queries, for one store version: candidate rows and
        # vectors by id, and the scope's vector matrix once a second query asks at that version.
        self._kept_for: str | None = None
        self._kept_rows: dict[str, Any] = {}
        self._kept_vectors: dict[str, Any] = {}
        self._kept_windows: dict[str, Any] = {}  # a long note's window vectors (None: it has none)
        self._matrix: tuple[tuple, list[str], Any, Any] | None = None
        self._asked: dict[tuple, int] = {}
        from reflectgit.team.warm_text import WarmText

        self._text = WarmText()

    # -- connection and fallback ------------------------------------------------------------
    @property
    def con(self) -> Conn:
        if self._deadline is not None and time.monotonic() >= self._deadline:
            raise self._too_slow()  # no further statement once the call's time is up
        if self._resting() and self._down is not None:
            raise self._down  # a server that just did not answer: a hook waits for it once, not per query
        if self._con is None or self._con.closed:
            from reflectgit.team.settings import Unreachable, connect

            try:
                # every statement bounded on the server too, by the longest a call may wait
                self._con = connect(self.settings, statement_timeout=max(self.settings.timeout,
                                                                         self.settings.query_timeout))
            except Unreachable as exc:
                self._down, self._down_at = exc, time.monotonic()
                raise
        return self._con

    def _resting(self) -> bool:
        """Whether the store failed to answer a moment ago (unreachable: ``RETRY_AFTER``; too slow:
        ``STALLED_RETRY_AFTER``), so this process does not wait on it again yet."""
        from reflectgit.team.settings import TooSlow, Unreachable

        rest = RETRY_AFTER if isinstance(self._down, Unreachable) else \
            STALLED_RETRY_AFTER if isinstance(self._down, TooSlow) else 0.0
        return time.monotonic() - self._down_at < rest

    def _store_budget(self) -> tuple[float, str]:
        """Seconds this call may wait on the store, and the setting that says so: an agent hook
        (``REFLECTGIT_IN_HOOK``, which the recall server receives with a hook's request) waits
        ``REFLECTGIT_PG_TIMEOUT``, anything else ``REFLECTGIT_PG_QUERY_TIMEOUT``."""
        from reflectgit.team.settings import QUERY_TIMEOUT_VAR, TIMEOUT_VAR

        if os.environ.get("REFLECTGIT_IN_HOOK") == "1":
            return self.settings.timeout, TIMEOUT_VAR
        return self.settings.query_timeout, QUERY_TIMEOUT_VAR

    def _too_slow(self) -> Exception:
        from reflectgit.team.settings import TooSlow

        budget, var = self._store_budget()
        self._down = TooSlow(f"the team store did not answer within {budget:g} s ({var})")
        self._down_at = time.monotonic()
        return self._down

    @contextlib.contextmanager
    def _bounded(self) -> Iterator[None]:
        """Everything the store is asked inside, connecting included, within one budget
        (:meth:`_store_budget`): at the deadline the statement running is cancelled and no other one is
        sent; the caller's fallback answers. The server's ``statement_timeout`` bounds each
        statement as well, should the cancel request not get through."""
        import psycopg

        if self._deadline is not None:  # inside a bounded call already: its deadline holds
            yield
            return
        budget, _ = self._store_budget()
        self._deadline = time.monotonic() + budget
        timer = threading.Timer(budget, self._cancel)
        timer.daemon = True
        timer.start()
        try:
            yield
        except psycopg.errors.QueryCanceled as exc:  # our cancel, or the server's statement_timeout
            raise self._too_slow() from exc
        finally:
            timer.cancel()
            self._deadline = None

    def _cancel(self) -> None:
        """The deadline's timer: cancel whatever statement the connection is running."""
        con = self._con
        if con is not None and not con.closed:
            try:
                con.cancel_safe(timeout=2)
            except Exception as exc:  # noqa: BLE001 - the server's statement_timeout still ends it
                print(f"reflectgit: could not cancel a slow team store query ({first_line(exc)})", file=sys.stderr)

    def search(self, query: str, opts: Options | None = None) -> Result:
        import psycopg

        from reflectgit.team.settings import TeamError

        try:
            with self._bounded():
                result = super().search(query, opts)
        except (TeamError, psycopg.Error) as exc:
            if self._con is not None:
                self._con.close()
            return self._fallback(query, opts, exc)
        self._fell_back = False
        result.explain["backend"] = f"team:{self.workspace}"
        from reflectgit.team.store_only import overlay

        # this clone's own unpublished changes win over the store's older rows; a teammate's note this
        # clone has not synced is said to be one, as the hooks say it
        overlay(self.kb, result, self.rows([h.id for h in result.hits]), (opts or Options()).include_inactive)
        return result

    def _fallback(self, query: str, opts: Options | None, exc: Exception) -> Result:
        """The local index answers (built on demand): recall never fails because a server is down,
        not migrated, or refuses this role; the reason is said once."""
        why = _why_not(exc, first_line(exc))
        if self.settings.dsn not in _WARNED:
            _WARNED.add(self.settings.dsn)
            print(f"reflectgit: {why}; recalling from the local index", file=sys.stderr)
        if self._local is None:
            self._local = Recall(self.kb, self.context)  # the local pipeline itself
        result = self._local.search(query, opts)
        self._fell_back = True
        result.explain["backend"] = "local (team store unavailable)"
        # every answer says it, not only the first one's stderr (which MCP clients never show the model)
        result.explain["degraded"] = (f"{why}: answered from this machine's local index, which lacks teammates' "
                                      "lessons not synced here")
        return result

    def _q(self, sql: str, params: list[Any] | tuple = ()) -> list[dict[str, Any]]:
        return self.con.execute(sql, params).fetchall()

    def _scope(self, opts: Options) -> tuple[str, list[Any]]:
        """The local scope clause, with Postgres placeholders, inside this workspace's live rows."""
        where, params = self.scope(opts)
        return "workspace = %s and not deleted and " + where.replace("?", "%s"), [self.workspace, *params]

    # -- the store's readers ------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the workspace's version; a server that is down is remembered, not raised, so a
        caller warming up (a hook, the recall server) never fails: ``search`` falls back. With
        BM25 statistics kept, the version is their generation (a primary-key read); without,
        the notes' highest sequence number and count (a scan of the workspace)."""
        import psycopg

        from reflectgit.team.settings import TeamError, Unreachable

        if not self._resting():
            self._down = None
        try:
            # one primary-key read per search: the generation every writing publish bumps
            try:
                stats = self._q("select ready, generation from reflectgit.text_stats where workspace = %s",
                                (self.workspace,))
            except psycopg.errors.UndefinedTable:  # a store not migrated to version 4: count, as before
                stats = []
            if stats and stats[0]["ready"]:
                self._team_version = f"team:{self.workspace}:g{stats[0]['generation']}"
                self._stats_ready = True
            else:
                if not stats:  # no statistics visible: a workspace never published, or not granted to this role
                    self._check_granted()
                row = self._q("select coalesce(max(seq), 0) as v, count(*) as n from reflectgit.notes "
                              "where workspace = %s", (self.workspace,))[0]
                self._team_version, self._stats_ready = f"team:{self.workspace}:{row['v']}:{row['n']}", False
        except (TeamError, psycopg.Error) as exc:
            self._team_version, self._down = None, exc
            if isinstance(exc, Unreachable):
                self._down_at = time.monotonic()
            return
        if self._team_version != self._kept_for:  # any publish: nothing kept may be stale
            self._kept_for = self._team_version
            self._kept_rows, self._kept_vectors, self._matrix, self._asked = {}, {}, None, {}
            self._kept_windows = {}
            self._text.reset()

    def _check_granted(self) -> None:
        """Raise ``NotAllowed`` when the role may not see the workspace: row-level security would
        answer every query with nothing, and "no matching notes" would be a lie (review)."""
        import psycopg

        from reflectgit.team.settings import NotAllowed
        from reflectgit.team.status import not_granted

        try:
            row = self._q("select session_user as role, reflectgit.can_see(%s) as see, exists (select 1 from pg_roles "
                          "where rolname = current_user and (rolsuper or rolbypassrls)) as bypass", (self.workspace,))[0]
        except psycopg.errors.UndefinedFunction:  # a store before row-level security: every role sees every row
            return
        if not (row["see"] or row["bypass"]):
            raise NotAllowed(not_granted(self.workspace, row["role"]))

    def _version(self) -> str:
        if self._team_version is None:
            if self._down is not None:
                raise self._down
            self.refresh()
            if self._down is not None:
                raise self._down
        # and this clone's index: what it holds outside a scope is left out of it (``allowed``)
        return f"{self._team_version or 'team'}|{Recall._version(self)}"

    def allowed(self, opts: Options) -> dict[str, Any]:
        from reflectgit.recall.pipeline import _NOW_MARK

        raw_where, raw = self._scope_sql(opts)
        key = (raw_where, tuple(p for p in raw if p is not _NOW_MARK), self._version())
        hit = self._scope_cache.get(key)
        if hit is not None:
            return hit
        where, params = self._scope(opts)
        rows = self._q(f"select id, title, updated, created, subject from reflectgit.notes where {where}", params)
        out_here = self._out_of_scope_here(opts)
        allowed = {r["id"]: r for r in rows if r["id"] not in out_here}
        self._scope_cache.put(key, allowed)
        return allowed

    def _out_of_scope_here(self, opts: Options) -> set[str]:
        """Ids of the notes this clone's index holds outside the scope (forgotten, demoted, on
        another branch): git's version here decides, not the store's row, which a teammate's
        unpushed publish may hold (review28: a note alice forgot kept coming back to her, active)."""
        import dataclasses
        import sqlite3

        where, params = self.scope(dataclasses.replace(opts, corpus=None))  # the store's rows chose the corpus
        try:
            return {r[0] for r in self.index.con.execute(f"select id from notes where not ({where})", params)}
        except sqlite3.Error:  # no local index yet: the store's rows are all there is
            return set()

    def note_ids(self) -> list[str]:
        where, params = self._scope(Options(global_=True))
        return [r["id"] for r in self._q(f"select id from reflectgit.notes where {where}", params)]

    def session_rules(self, opts: Options, branch: str, project: str, limit: int,
                      arrived: Collection[str] = (), proven: Collection[str] = ()) -> list[Any]:
        """The team store's session rules (``arrived`` is ranked by the caller, as locally; this
        clone's ``proven`` notes first), within the call's budget."""
        with self._bounded():
            return self._store_session_rules(opts, branch, project, limit, arrived, proven)

    def _store_session_rules(self, opts: Options, branch: str, project: str, limit: int,
                             arrived: Collection[str] = (), proven: Collection[str] = ()) -> list[Any]:
        import psycopg

        from reflectgit.team.settings import TeamError

        try:
            where, params = self._scope(opts)
            sql = (f"select id, path, title, rule, key_insight, fix, problem, branch, project, proof_count, confidence, updated "
                   f"from reflectgit.notes where {where} "
                   "and (rule is not null or key_insight is not null) and fields not like %s and fields not like %s ")
            params += ['%"speculative": true%', '%"test-fixed"%']
            # chosen apart, as the local index chooses arrived notes apart: a row no note of this
            # clone holds is anyone's claim (its proof too), so such rows cannot crowd this
            # clone's notes out of the limit
            mine = sorted(self.kb.ids())
            local = self._q(sql + "and id = any(%s) order by (id = any(%s)) desc, (branch = %s) desc, (project = %s) desc, "
                            "proof_count desc, coalesce(confidence, 0.5) desc, updated desc, id limit %s",
                            [*params, mine, sorted(proven), branch, project, limit])
            store = self._q(sql + "and not (id = any(%s)) order by (branch = %s) desc, (project = %s) desc, "
                            "updated desc, id limit %s", [*params, mine, branch, project, limit])
            return local + store
        except (TeamError, psycopg.Error):
            return Recall.session_rules(self, opts, branch, project, limit, arrived, proven)  # whatever the local index has

    def vouch(self, rows: Iterable[Any], keep: Callable[[Any], bool] | None = None
              ) -> tuple[list[dict[str, Any]], set[str]]:
        """``rows`` with the text git holds: a writer can rewrite a row with plain SQL, never a
        note. A row of a note this clone has is replaced by that note's own fields (and left
        out when ``keep`` says the note, as git has it, is not one to show); a row no note of
        this clone holds is kept as it is and its id returned, for the caller to label and to
        rank by what it earned here (nothing)."""
        from reflectgit.team.truth import clone_row

        out: list[dict[str, Any]] = []
        store_only: set[str] = set()
        for raw in rows:
            row = dict(raw)
            found = clone_row(self.kb, str(row["id"]), row.get("path"))
            if found is None:
                store_only.add(str(row["id"]))
                out.append(row)
                continue
            note, mine = found
            if keep is None or keep(note):
                out.append({k: mine.get(k, v) for k, v in row.items()})
        return out, store_only

    def rows(self, ids: list[str]) -> dict[str, Any]:
        if self._fell_back and self._local is not None:  # the hits came from the local index
            return self._local.rows(ids)
        kept = self._kept_rows
        missing = [i for i in ids if i not in kept]
        if len(kept) + len(missing) > _KEEP_MAX:
            kept.clear()
            missing = list(ids)
        for i in range(0, len(missing), 1000):
            for r in self._q(f"select {_ROW_COLUMNS} from reflectgit.notes where workspace = %s and id = any(%s)",
                             (self.workspace, missing[i:i + 1000])):
                kept[r["id"]] = r
        return {i: kept[i] for i in ids if i in kept}

    def arm_bm25(self, query: str, allowed: dict[str, Any], depth: int, opts: Options | None = None) -> list[tuple[str, float]]:
        """Okapi BM25 computed in SQL the way SQLite's FTS5 computes it for local mode (k1 1.2,
        b 0.75, IDF floored at 1e-6, column weights title 3, rule and tags 2, fix and problem 1.5,
        body 1). Normally read from the statistics publish keeps (an index lookup per query
        lexeme); a workspace without them yet is counted over the weighted tsvector as before.
        The CTEs are materialized: inlined, the per-term document counts ran once per candidate row."""
        terms = tsquery_terms(query)
        if not terms or not allowed:
            return []
        where, params = self._scope(opts or Options())
        ws, text = self.workspace, " ".join(terms)
        if self._statistics_ready():
            asked = self._asked[("text",)] = self._asked.get(("text",), 0) + 1
            kept = self._text.search(self._q, ws, text, allowed, depth) if asked > 1 else None
            if kept is not None:  # a process that asks again scores over the scope's postings (warm_text)
                return kept
            rows = self._q(_BM25_STATS.format(where=where), [text, ws, ws, ws, *params, depth])
        else:  # no statistics yet: a store not migrated, or migrated by a role that could not see this workspace
            rows = self._q(_BM25.format(where=where), [text, ws, ws, *params, depth])
        return [(r["id"], float(r["score"])) for r in rows if r["id"] in allowed]

    def _statistics_ready(self) -> bool:
        """Whether publish keeps this workspace's BM25 statistics (read with the version: the
        first publish after the migration builds them)."""
        self._version()
        return self._stats_ready

    def lesson_vectors(self, keys: list[str]) -> dict[str, Any]:
        """None: the shared store publishes note vectors only, and teammates' notes are not in the
        local index, so every note keeps the one cosine (judged alike) rather than some by two."""
        return {}

    def arm_vector(self, qvec, allowed: dict[str, Any], depth: int) -> list[tuple[str, float]]:
        """Nearest notes in scope: exact over a scope of up to ``EXACT_SCOPE`` notes (as local
        mode), else HNSW. The exact search runs in Postgres on a scope's first query; a process
        that asks again at the same store version fetches the scope's vectors once and searches
        them itself, as local mode does, instead of shipping the scope to the server each time."""
        import numpy as np

        if not allowed:
            return []
        vec = np.asarray(qvec, dtype=np.float32)
        if len(allowed) > EXACT_SCOPE:
            from psycopg import sql

            # the workspace as a literal (quoted by psycopg), so the planner can match the
            # workspace's own partial HNSW index; a bound parameter may get a generic plan that cannot
            nearest = sql.SQL("select id, 1 - (embedding <=> %s) as sim from reflectgit.notes where workspace = {} "
                              "and not deleted order by embedding <=> %s limit %s").format(sql.Literal(self.workspace))
            with self.con.transaction():
                self.con.execute("select set_config('hnsw.ef_search', %s, true)", (str(min(1000, max(100, depth * 4))),))
                rows = self.con.execute(nearest, (vec, vec, depth * 4)).fetchall()
            return [(r["id"], float(r["sim"])) for r in rows if r["id"] in allowed][:depth]
        matrix = self._scope_matrix((self._team_version, len(allowed), hash(frozenset(allowed))), allowed)
        if matrix is not None:  # as local mode: a long note scores by its best window
            ids, mat, windows = matrix
            sims = mat @ vec
            if windows is not None:
                np.maximum.at(sims, windows[1], windows[0] @ vec)
            top = np.argsort(-sims, kind="stable")[:depth]
            return [(ids[i], float(sims[i])) for i in top]
        rows = self._q("select id, 1 - (embedding <=> %s) as sim from reflectgit.notes where workspace = %s "
                       "and id = any(%s) and embedding is not null order by (embedding <=> %s) + 0, id limit %s",
                       (vec, self.workspace, list(allowed), vec, depth))
        best = {r["id"]: float(r["sim"]) for r in rows}
        if self._has_windows():  # the scope's long notes by their best window (their windows only)
            for nid, block in self._passages_for(list(allowed)).items():
                best[nid] = max(best.get(nid, -1.0), float(np.max(block @ vec)))
        return sorted(best.items(), key=lambda p: (-p[1], p[0]))[:depth]

    def _has_windows(self) -> bool:
        """Whether any live note of the workspace has window vectors (max-sim over windows is not
        a pgvector operator: the process scores them itself)."""
        key = ("windows", self._team_version)
        if key not in self._asked:
            self._asked[key] = int(bool(self._q(
                "select 1 from reflectgit.notes where workspace = %s and not deleted and windows is not null limit 1",
                (self.workspace,))))
        return bool(self._asked[key])

    def _scope_matrix(self, key: tuple, allowed: dict[str, Any]) -> tuple[list[str], Any, Any] | None:
        """The scope's vectors as one matrix (and its long notes' windows with each row's note
        position), fetched on the second query of a scope at one version (a one-shot process
        never pays for it)."""
        import numpy as np

        if self._matrix is not None and self._matrix[0] == key:
            return self._matrix[1], self._matrix[2], self._matrix[3]
        self._asked[key] = self._asked.get(key, 0) + 1
        if self._asked[key] < 2:
            return None
        found = self._fetch_vectors(sorted(allowed))
        ids = sorted(found)
        mat = np.stack([found[i] for i in ids]) if ids else np.zeros((0, 384), dtype=np.float32)
        windows = None
        if self._has_windows():
            blocks = self._passages_for(ids)
            if blocks:
                position = {nid: i for i, nid in enumerate(ids)}
                windows = (np.vstack(list(blocks.values())),
                           np.concatenate([np.full(len(b), position[n], dtype=np.int64) for n, b in blocks.items()]))
        self._matrix = (key, ids, mat, windows)
        if len(self._kept_vectors) + len(found) <= _KEEP_MAX:
            self._kept_vectors.update(found)
        return ids, mat, windows

    def arm_graph(self, seeds: list[str], allowed: dict[str, Any], depth: int, query: str = ""):
        from reflectgit.index import graph

        version = self._version()
        if self._graph is None or self._graph[0] != version:
            ents = [(r["note_id"], r["name"]) for r in
                    self._q("select note_id, name from reflectgit.entities where workspace = %s", (self.workspace,))]
            edges = [(r["note_id"], r["source"], r["type"], r["target"], r["target_note"]) for r in
                     self._q("select note_id, source, type, target, target_note from reflectgit.edges "
                             "where workspace = %s", (self.workspace,))]
            self._graph = (version, graph.from_rows(ents, edges))
        prefer = graph.preferred_edges(set(qtext.words(query)))
        hops = graph.expand(self._graph[1], seeds, max_hits=depth * 2, prefer=prefer)
        return [h for h in hops if h.note_id in allowed][:depth]

    def _entity_matches(self, keys: list[str]) -> list[tuple[str, str]]:
        from reflectgit.recall.pipeline import _like

        where = " or ".join(["name = %s or name like %s escape '!'"] * len(keys))
        params = [self.workspace] + [v for k in keys for v in (k, "%/" + _like(k))]
        return [(r["note_id"], r["name"]) for r in
                self._q(f"select note_id, name from reflectgit.entities where workspace = %s and ({where})", params)]

    def arm_episode(self, seeds: list[str], allowed: dict[str, Any], span: int):
        from reflectgit.index.graph import Hop

        if not seeds:
            return []
        where = self.rows(seeds)  # kept rows carry the session and chunk
        out, seen = [], set()
        rank = {s: i for i, s in enumerate(seeds)}
        for seed in seeds:
            row = where.get(seed)
            if not row or row["source_session"] is None or row["source_chunk"] is None:
                continue
            near = self._q("select id, source_chunk from reflectgit.notes where workspace = %s and not deleted "
                           "and source_session = %s and source_chunk between %s and %s and id != %s",
                           (self.workspace, row["source_session"], row["source_chunk"] - span,
                            row["source_chunk"] + span, seed))
            for r in sorted(near, key=lambda r: (abs(r["source_chunk"] - row["source_chunk"]), r["source_chunk"])):
                nid = r["id"]
                if nid in allowed and nid not in seen and rank.get(nid, len(seeds)) > rank[seed]:
                    seen.add(nid)
                    out.append(Hop(nid, seed, "same-session", None, max(1, abs(r["source_chunk"] - row["source_chunk"]))))
        return out

    def _previous_turn(self, session: str, chunk: int) -> Any:
        rows = self._q("select id, title, body from reflectgit.notes where workspace = %s and not deleted "
                       "and source_session = %s and source_chunk = %s limit 1", (self.workspace, session, chunk - 1))
        return rows[0] if rows else None

    def _passages_for(self, ids: list[str]) -> dict[str, Any]:
        """Window vectors of the long notes among ``ids`` (kept for this store version)."""
        import numpy as np

        kept = self._kept_windows
        missing = [i for i in ids if i not in kept]
        for i in range(0, len(missing), 5000):
            chunk = missing[i:i + 5000]
            kept.update(dict.fromkeys(chunk))
            rows = self.con.execute("select id, windows, vector_dims(embedding) as dim from reflectgit.notes "
                                    "where workspace = %s and id = any(%s) and windows is not null",
                                    (self.workspace, chunk), binary=True).fetchall()
            for r in rows:
                kept[r["id"]] = np.frombuffer(bytes(r["windows"]), dtype=np.float32).reshape(-1, int(r["dim"]))
        if len(kept) > _KEEP_MAX:
            self._kept_windows = {i: kept[i] for i in ids}
            kept = self._kept_windows
        return {i: kept[i] for i in ids if kept.get(i) is not None}

    def _vectors_for(self, ids: list[str]) -> dict[str, Any]:
        kept = self._kept_vectors
        missing = [i for i in ids if i not in kept]
        if missing:
            if len(kept) + len(missing) > _KEEP_MAX:
                kept.clear()
            kept.update(self._fetch_vectors(missing))
        return {i: kept[i] for i in ids if i in kept}

    def _fetch_vectors(self, ids: list[str]) -> dict[str, Any]:
        if not ids:
            return {}
        # binary: pgvector's binary loader is a buffer copy; the text one parses 384 floats a row
        out: dict[str, Any] = {}
        for i in range(0, len(ids), 5000):
            rows = self.con.execute("select id, embedding from reflectgit.notes where workspace = %s and id = any(%s) "
                                    "and embedding is not null", (self.workspace, ids[i:i + 5000]), binary=True).fetchall()
            out.update((r["id"], _array(r["embedding"])) for r in rows)
        return out

    def _stale_notes(self) -> set[str]:
        from reflectgit.index.db import norm_entity

        rows = self._q(
            "select e.note_id as newer, coalesce(e.target_note, '') as tnote, e.target as target "
            "from reflectgit.edges e join reflectgit.notes n on n.workspace = e.workspace and n.id = e.note_id "
            "where e.workspace = %s and e.type = 'supersedes' and n.status = 'active' and not n.deleted",
            (self.workspace,))
        stale: set[str] = set()
        for r in rows:
            if r["tnote"]:
                stale.add(r["tnote"])
                continue
            for m in self._q("select note_id from reflectgit.entities where workspace = %s and name = %s",
                             (self.workspace, norm_entity(r["target"]))):
                if m["note_id"] != r["newer"]:
                    stale.add(m["note_id"])
        return stale


def _why_not(exc: Exception, reason: str) -> str:
    """What went wrong with the store, in words a user can act on: a data error (class 22) is the
    store's data out of line with its notes, not a server that is down."""
    import psycopg

    from reflectgit.team.settings import NotAllowed, TooSlow

    if isinstance(exc, (TooSlow, NotAllowed)):
        return reason
    if isinstance(exc, psycopg.errors.DataError):
        return (f"the team store's data is inconsistent ({reason}): a writer's `reflectgit team publish --full` "
                "rebuilds it from git")
    return f"team store unavailable ({reason})"


def _array(value: Any):
    """A pgvector value as float32 numpy (the adapter returns ``Vector`` or an array, by version)."""
    import numpy as np

    if hasattr(value, "to_numpy"):
        value = value.to_numpy()
    return np.asarray(value, dtype=np.float32)


def tsquery_terms(text: str) -> list[str]:
    """The query's content words as tsquery operands: word characters only, so no operator
    or quote ever reaches ``to_tsquery`` (the text itself is a bound parameter)."""
    from reflectgit.query_text import STOPWORDS

    out: list[str] = []
    for term in qtext.content_terms(text):
        for piece in _WORD.findall(term.replace("_", " ")):
            piece = piece.lower()
            if piece and piece not in STOPWORDS and piece not in out:
                out.append(piece)
    return out


__all__ = ["TeamRecall", "tsquery_terms"]
