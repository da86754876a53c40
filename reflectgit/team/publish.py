"""Publish this clone's derived rows to the shared store.

What travels: the rows the local index derived from the notes (private spans already
stripped), their vectors (embedded here, never by the server), entities and edges. Each row is
stamped with the KB commit it came from and that commit's time; a publish never replaces a
row stamped with a newer commit that git vouches for (see ``_Order``), so a machine that has
not pulled yet cannot undo a newer machine's work, and a row a writer changed with plain SQL
(its text, its stamps) is replaced by git's version instead of winning.
A removed note becomes a tombstone row (``deleted``) stamped the same way, so an older clone
cannot bring it back either.

Incremental: only notes whose paths changed between the last KB commit this clone published
and HEAD (plus uncommitted edits) are sent; ``full`` sends every note and tombstones the
workspace's rows this clone does not have.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, TypeVar

from reflectgit import config
from reflectgit.errors import ReflectgitError
from reflectgit.index import db as dbm

if TYPE_CHECKING:

    from reflectgit.index import Index
    from reflectgit.kb import KB
    from reflectgit.team.settings import Conn, Settings

_COLUMNS = [*(c for c in dbm.NOTE_COLUMNS if c != "scope_text"), "doc_len"]
_T = TypeVar("_T")
_TOKEN = re.compile(r"[^\W_]+")


def doc_len(row: dict[str, Any]) -> int:
    """Tokens in the searchable text (what BM25 normalises by), counted as SQLite's unicode61
    tokenizer counts them, so lengths match local mode's."""
    text = " ".join(str(row.get(c) or "") for c in ("title", "body", "rule", "fix", "problem", "tags_text"))
    return len(_TOKEN.findall(text)) + 3  # + the local index's three scope tokens
#: what a publish reads of the rows it may replace: their stamps and what they say (judged against git)
_JUDGED = "deleted, kb_commit, kb_time, digest, " + ", ".join(c for c in _COLUMNS if c != "doc_len")
_STAMP = "(reflectgit.notes.kb_time, reflectgit.notes.kb_commit) <= (excluded.kb_time, excluded.kb_commit)"
_SET = (", ".join(f"{c} = t.{c}" for c in _COLUMNS if c != "id")
        + ", embedding = t.embedding, windows = t.windows, digest = t.digest, deleted = false, "
          "kb_commit = %(commit)s, "
          "kb_time = %(when)s, publisher = %(who)s, published_at = now(), "
          "seq = case when n.digest is distinct from t.digest or n.deleted "
          "then nextval('reflectgit.notes_seq_seq') else n.seq end")
#: Rows this publish locked and judged older: written only while they still hold the commit
#: they were judged by.
_UPDATE = (f"update reflectgit.notes n set {_SET} from _rg_rows t "
           "where n.workspace = %(ws)s and n.id = t.id and t.seen is not null and n.kb_commit = t.seen returning n.id")
#: Rows that were not there to lock: inserted, or, when another publisher inserted one since,
#: written only over an older commit time.
_INSERT = (
    f"insert into reflectgit.notes as n (workspace, {', '.join(_COLUMNS)}, embedding, windows, digest, deleted, kb_commit, "
    f"kb_time, publisher) select %(ws)s, {', '.join('t.' + c for c in _COLUMNS)}, t.embedding, t.windows, t.digest, false, "
    "%(commit)s, "
    "%(when)s, %(who)s from _rg_rows t where t.seen is null order by t.id "
    "on conflict (workspace, id) do update set "
    + ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS if c != "id")
    + ", embedding = excluded.embedding, windows = excluded.windows, digest = excluded.digest, deleted = false, "
    "kb_commit = excluded.kb_commit, "
    "kb_time = excluded.kb_time, publisher = excluded.publisher, published_at = now(), "
    "seq = case when n.digest is distinct from excluded.digest or n.deleted "
    f"then nextval('reflectgit.notes_seq_seq') else n.seq end where {_STAMP.replace('reflectgit.notes.', 'n.')} returning id"
)


def state_key(server_id: str, workspace: str) -> str:
    return f"team:{server_id}:{workspace}"


def publish(kb: KB, settings: Settings, *, full: bool = False, index: Index | None = None,
            con: Conn | None = None) -> dict[str, Any]:
    """Bring the workspace's rows up to date with this clone; returns what was sent.

    An ``index`` passed in is one the caller has just synced (``reindex`` and ``sync`` do, then
    publish); without one, the clone's index is synced here first."""
    from reflectgit.git_refs import read_ref
    from reflectgit.index import Index
    from reflectgit.team.settings import connect

    workspace = settings.need_workspace()
    idx = index
    if idx is None:
        idx = Index(kb)
        idx.sync()  # embeds what changed, here, as local mode always has
    head = read_ref(kb.path / ".git")
    report: dict[str, Any] = {"workspace": workspace, "server": settings.server, "commit": head, "upserted": 0,
                              "skipped_older": 0, "tombstoned": 0, "full": full, "up_to_date": False}
    if not head:
        report["up_to_date"] = True
        return report
    import psycopg

    from reflectgit.team.settings import NotAllowed

    own = con is None
    con = con or connect(settings)
    refused = NotAllowed(f"the role of {settings.server} may not write workspace {workspace!r}")
    try:
        may = con.execute("select has_table_privilege('reflectgit.notes', 'INSERT') as write, "
                          "reflectgit.can_see(%s) as see", (workspace,)).fetchone() or {}
        if not may.get("write"):
            raise NotAllowed(f"the role of {settings.server} may only read: it recalls from the team store and "
                             "never publishes to it (a writer's reindex or sync does)")
        if not may.get("see"):
            raise NotAllowed(f"workspace {workspace!r} is not granted to the role of {settings.server}: check "
                             f"REFLECTGIT_WORKSPACE, or have a store owner run `reflectgit team grant ROLE "
                             f"--workspace {workspace}`")
        return _publish(kb, settings, con, idx, workspace, head, full, report)
    except psycopg.errors.InsufficientPrivilege:  # a row-level security policy said no on the way
        raise refused from None
    finally:
        if own:
            con.close()


def _publish(kb: KB, settings: Settings, con: Conn, idx: Index, workspace: str, head: str, full: bool,
             report: dict[str, Any]) -> dict[str, Any]:
    from reflectgit import machine

    found = con.execute("select value from reflectgit.meta where key = 'server_id'").fetchone()
    if found is None:
        raise ReflectgitError("the team store has no server id: run `reflectgit team migrate`",
                              field="REFLECTGIT_PG_DSN")
    server_id = found["value"]
    from reflectgit.team.migrations import MIGRATIONS, current_version

    if current_version(con) < MIGRATIONS[-1][0]:
        raise ReflectgitError("the team store's schema predates this reflectgit: run `reflectgit team migrate`",
                              field="REFLECTGIT_PG_DSN")
    key = state_key(server_id, workspace)
    state = json.loads(dbm.get_meta(idx.con, key) or "null")
    dirty = json.loads(dbm.get_meta(idx.con, "dirty", "[]") or "[]")
    all_ids: list[str] = []
    gone_paths: list[str] = []
    # rows an older version published, before personal notes were kept out, go as well
    leaked = [r["path"] for r in con.execute("select path from reflectgit.notes where workspace = %s "
                                             "and not deleted and scope = 'user'", (workspace,)).fetchall()]
    if full or state is None:
        all_ids = [r[0] for r in idx.con.execute("select id from notes order by id")]
        report["full"] = full = True
        ids = all_ids
    else:
        if state["commit"] == head and not dirty and not state.get("dirty") and not leaked:
            report["up_to_date"] = True
            return report
        from reflectgit.index import _changed_between

        paths = _changed_between(kb, state["commit"], head) | set(dirty) | set(state.get("dirty") or [])
        by_path: dict[str, str] = {}
        listed = sorted(paths)
        for i in range(0, len(listed), 500):  # only the changed paths: a lookup each, not a scan
            chunk = listed[i:i + 500]
            by_path.update(idx.con.execute(f"select path, id from notes where path in ({','.join('?' * len(chunk))})",
                                           chunk).fetchall())
        ids = sorted({by_path[p] for p in paths if p in by_path})
        gone_paths = sorted(p for p in paths if p not in by_path)
    personal = _personal(idx, ids)
    if personal or leaked:  # "this user everywhere" is this user's: never in the team's store (a row there goes)
        ids = [i for i in ids if i not in personal]
        all_ids = [i for i in all_ids if i not in personal]
        gone_paths = sorted(set(gone_paths) | set(personal.values()) | set(leaked))
    commit = kb.repo[head.encode()]
    stamp = (head, datetime.fromtimestamp(commit.commit_time, UTC), machine.name(kb.path))
    order = _Order(kb, head, stamp[1])
    rows = _local_rows(idx, ids)
    report.update(_retrying(lambda: _send(con, workspace, rows, gone_paths, all_ids if full else None,
                                          stamp, order)))
    if not has_vector_index(con, workspace):
        # the workspace's first rows went in with no vector index to keep up: build it in one
        # pass, here for a workspace of a few thousand notes, in a process of its own for a
        # large one (35 s at 100k notes on 2 cores), so the publish returns with the rows in
        if live_notes(con, workspace) <= config.bounded("REFLECTGIT_TEAM_INDEX_INLINE"):
            report.update(build_vector_index(con, workspace))
        else:
            _build_in_background(kb)
            report["vector_index"] = "building in the background"
    dbm.set_meta(idx.con, key, json.dumps({"commit": head, "dirty": dirty}))
    idx.con.commit()
    return report


def _personal(idx: Index, ids: list[str]) -> dict[str, str]:
    """{id: path} of the notes among ``ids`` scoped to their author (``scope: user``: a
    preference, a fact about them), which a shared store would hand to every teammate."""
    out: dict[str, str] = {}
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        out.update(idx.con.execute(f"select id, path from notes where scope = 'user' and id in "
                                   f"({','.join('?' * len(chunk))})", chunk).fetchall())
    return out


def _retrying(step: Callable[[], _T]) -> _T:
    """Run one whole transaction again after a deadlock or serialization failure.

    Publishers on other machines write the same rows, and building a workspace's vector index
    waits for their writes; Postgres resolves such a cycle by failing one side, which then
    simply tries again a moment later.
    """
    import psycopg

    for attempt in range(6):
        try:
            return step()
        except (psycopg.errors.DeadlockDetected, psycopg.errors.SerializationFailure):
            if attempt == 5:
                raise
            time.sleep(0.05 * (attempt + 1))
    raise AssertionError("unreachable")


def has_vector_index(con: Any, workspace: str) -> bool:
    row = con.execute("select to_regclass('reflectgit.' || reflectgit.vector_index_name(%s)) is not null as has",
                      (workspace,)).fetchone()
    return bool(row and row["has"])


def live_notes(con: Any, workspace: str) -> int:
    row = con.execute("select docs from reflectgit.text_stats where workspace = %s", (workspace,)).fetchone()
    return int(row["docs"]) if row else 0


def build_vector_index(con: Any, workspace: str) -> dict[str, Any]:
    """Build the workspace's HNSW index now (``vector_index_built`` False: another publisher had)."""
    def step() -> bool:
        with con.transaction():
            built = con.execute("select reflectgit.vector_index(%s) as built", (workspace,)).fetchone()
            return bool(built and built["built"])

    started = time.perf_counter()
    built = _retrying(step)
    return {"vector_index_built": built, "vector_index_seconds": round(time.perf_counter() - started, 1)}


def _build_in_background(kb: KB) -> None:
    """``reflectgit team vector-index`` in a process of its own; its output goes to
    ``.reflectgit/team-index.log``. Recall searches exactly until the index is there."""
    import subprocess
    import sys

    with open(kb.path / ".reflectgit" / "team-index.log", "ab") as log:  # the child keeps its own copy
        subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb.path), "team", "vector-index"],
                         stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)


def _local_rows(idx: Index, ids: list[str]) -> list[dict[str, Any]]:
    """Rows, vectors, entities and edges of ``ids`` from the local index, sorted by id."""
    import numpy as np

    con = idx.con
    out: list[dict[str, Any]] = []
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        marks = ",".join("?" * len(chunk))
        ents: dict[str, list] = {}
        for r in con.execute(f"select note_id, name, display, type from entities where note_id in ({marks}) "
                             "order by note_id, name", chunk):
            ents.setdefault(r[0], []).append(list(r[1:]))
        edges: dict[str, list] = {}
        for r in con.execute(f"select note_id, source, type, target, target_note, valid_from, valid_to from edges "
                             f"where note_id in ({marks}) order by rowid", chunk):
            edges.setdefault(r[0], []).append(list(r[1:]))
        for r in con.execute(f"select notes.*, embeddings.vector as vec, passages.vectors as win from notes "
                             f"left join embeddings on embeddings.hash = notes.text_hash "
                             f"left join passages on passages.hash = notes.text_hash where notes.id in ({marks})", chunk):
            row = {c: r[c] for c in _COLUMNS if c != "doc_len"}
            row["doc_len"] = doc_len(row)
            vec = np.frombuffer(r["vec"], dtype=np.float32) if r["vec"] is not None else None
            row["entities"], row["edges"] = ents.get(r["id"], []), edges.get(r["id"], [])
            payload = json.dumps([row, r["text_hash"], len(r["win"] or b"")], sort_keys=True, default=str)
            row["digest"] = hashlib.sha256(payload.encode("utf-8")).hexdigest()
            row["embedding"], row["windows"] = vec, r["win"]
            out.append(row)
    out.sort(key=lambda r: r["id"])  # one lock order for every publisher: no deadlock between them
    return out


class _Order:
    """Whether this clone's version of a row wins over the store's: git decides, never the
    row's own stamps (a writer sets ``kb_commit`` and ``kb_time`` with plain SQL).

    - A row stamped with a commit this clone knows, whose text is not the note at that commit
      (:func:`reflectgit.team.truth.matches_git`), was written around git: replaced (``repaired``).
    - A row stamped with HEAD or a commit in HEAD's history is older: overwrite it.
    - A teammate's newer row (its commit descends from HEAD) stands; two diverged histories are
      decided by the commits' own times, read from git.
    - A row stamped with a commit this clone does not know is kept: it is a teammate's work not
      pushed yet (`add` and `reindex` publish before any push; review22: treating it as forged
      removed a teammate's lesson from the store until the remover synced), or a forgery. Either
      way injection does not trust it (``truth``: git's text for a note this clone has, a label
      and the last place for one it has not), and `team status` / `doctor` name it. Publishing
      never fetches: a judgement needs no network, and a slow remote cannot hold row locks.
      Unless its text is a version of the note this clone's history holds: then it is no newer
      than HEAD, whatever it is stamped with, and HEAD's version replaces it (review28: a
      teammate's first, full publish had stamped every row with an unpushed commit, and a forget
      was kept from the store, "the store has newer", until the teammate synced).
    - A row that already says what this clone would write is left as it is (:meth:`already_there`).
    """

    def __init__(self, kb: KB, head: str, when: datetime):
        self.kb, self.head, self.when = kb, head, when
        self._seen: dict[str, str] = {}
        self.repaired: set[str] = set()
        self.unknown: set[str] = set()  # kept: stamped with a commit this clone does not have
        self._versions: Any = None

    def relation(self, theirs: str) -> str:
        """"head", "ancestor", "descendant", "diverged" or "unknown": ``theirs`` against HEAD."""
        rel = self._seen.get(theirs)
        if rel is None:
            rel = self._seen[theirs] = "head" if theirs == self.head else self._relation(theirs)
        return rel

    def already_there(self, row: dict[str, Any] | None, mine: dict[str, Any]) -> bool:
        """Whether the store's ``row`` already holds this clone's row ``mine`` (its text, its
        vectors' digest) under a stamp git does not contradict: a commit this clone does not
        have, or one whose note it is. Rewriting it would change nothing but its stamp."""
        from reflectgit.team.truth import fingerprint, matches_git

        if row is None or row.get("deleted") or row.get("digest") != mine["digest"]:
            return False
        if fingerprint(row) != fingerprint(mine):
            return False
        return self.relation(row["kb_commit"]) == "unknown" or matches_git(self.kb, row, self.head)

    def mine_is_newer(self, row: dict[str, Any] | None) -> bool:
        if row is None:
            return True
        theirs = row["kb_commit"]
        rel = self.relation(theirs)
        if rel == "unknown":
            from reflectgit.team.truth import KnownVersions

            if self._versions is None:
                self._versions = KnownVersions(self.kb, self.head)
            if self._versions.holds(row):
                return True
            self.unknown.add(row["id"])
            return False
        from reflectgit.team.truth import matches_git

        if not matches_git(self.kb, row, self.head):
            self.repaired.add(row["id"])
            return True
        if rel in ("head", "ancestor"):
            return True
        if rel == "descendant":
            return False
        when = datetime.fromtimestamp(self.kb.repo[theirs.encode()].commit_time, UTC)
        return (when, theirs) <= (self.when, self.head)

    def _relation(self, theirs: str) -> str:
        from dulwich.graph import can_fast_forward

        from reflectgit.team.truth import knows

        repo = self.kb.repo
        if not knows(self.kb, theirs):
            return "unknown"
        if can_fast_forward(repo, theirs.encode(), self.head.encode()):
            return "ancestor"
        if can_fast_forward(repo, self.head.encode(), theirs.encode()):
            return "descendant"
        return "diverged"


def _send(con: Conn, workspace: str, rows: list[dict[str, Any]], gone_paths: list[str],
          full_ids: list[str] | None, stamp: tuple[str, datetime, str], order: _Order) -> dict[str, Any]:
    """One transaction: lock the rows this publish may touch (in id order, the same for every
    publisher), keep those whose stamp this clone's commit supersedes, write them."""
    commit, when, who = stamp
    ws = workspace
    with con.transaction(), con.cursor() as cur:
        ids = [r["id"] for r in rows]
        seen = {r["id"]: r for r in cur.execute(
            f"select {_JUDGED} from reflectgit.notes where workspace = %s and id = any(%s) "
            "order by id for update", (ws, ids)).fetchall()}
        # a row that already says what this clone would write keeps its stamp: re-stamped with this
        # clone's HEAD (a first publish is full), a teammate's pushed note would carry a commit
        # only this clone has, and the teammate's own later change would be kept from the store
        same = {r["id"] for r in rows if order.already_there(seen.get(r["id"]), r)}
        send = [r for r in rows if r["id"] not in same and order.mine_is_newer(seen.get(r["id"]))]
        won: list[str] = []
        if send:
            # COPY into a transaction's temporary table, then one set-based write: a row at a time,
            # 100k notes took minutes of round trips (COPY straight into a table with row-level
            # security is refused by Postgres, so the temporary table is the way in)
            _copy(cur, "_rg_rows", "select id, " + ", ".join(c for c in _COLUMNS if c != "id")
                  + ", embedding, windows, digest, kb_commit as seen from reflectgit.notes",
                  [(r["id"], *[r[c] for c in _COLUMNS if c != "id"], r["embedding"], r["windows"], r["digest"],
                    (seen.get(r["id"]) or {}).get("kb_commit")) for r in send])
            args = {"ws": ws, "commit": commit, "when": when, "who": who}
            won += [got["id"] for got in cur.execute(_UPDATE, args).fetchall()]
            won += [got["id"] for got in cur.execute(_INSERT, args).fetchall()]
        by_id = {r["id"]: r for r in rows}
        _replace_links(cur, ws, won, by_id)
        gone: list[str] = []
        doomed: list[dict[str, Any]] = []
        if gone_paths:
            doomed += cur.execute(f"select {_JUDGED} from reflectgit.notes where workspace = %s "
                                  "and not deleted and path = any(%s) and not (id = any(%s)) order by id for update",
                                  (ws, gone_paths, ids)).fetchall()
        if full_ids is not None:
            doomed += cur.execute(f"select {_JUDGED} from reflectgit.notes where workspace = %s "
                                  "and not deleted and not (id = any(%s)) order by id for update",
                                  (ws, full_ids)).fetchall()
        doomed_ids = sorted({d["id"] for d in doomed if order.mine_is_newer(d)})
        if doomed_ids:
            # a removed row keeps its id, path and stamps (the order of publishes needs them) and
            # nothing it said: a forgotten or personal note's words and vector leave the store too
            cur.execute("update reflectgit.notes set deleted = true, kb_commit = %s, kb_time = %s, publisher = %s, "
                        "published_at = now(), seq = nextval('reflectgit.notes_seq_seq'), "
                        "title = null, body = null, rule = null, fix = null, problem = null, key_insight = null, "
                        "tags = null, tags_text = null, subject = null, fields = null, embedding = null, windows = null "
                        "where workspace = %s and id = any(%s) returning id", (commit, when, who, ws, doomed_ids))
            gone = [r["id"] for r in cur.fetchall()]
            _replace_links(cur, ws, gone, {})
        _restat(cur, ws, sorted(set(won) | set(gone)), rebuild=full_ids is not None)
        cur.execute("insert into reflectgit.publishers (workspace, machine, kb_commit, kb_time, notes) "
                    "values (%s, %s, %s, %s, %s) on conflict (workspace, machine) do update set "
                    "kb_commit = excluded.kb_commit, kb_time = excluded.kb_time, published_at = now(), "
                    "notes = excluded.notes", (ws, who, commit, when, len(rows)))
    kept = {r["id"] for r in rows} - same - set(won)
    return {"upserted": len(won), "unchanged": len(same), "skipped_older": len(kept),
            "newer": len(kept - order.unknown), "tombstoned": len(gone),
            "unknown": sorted(order.unknown),
            "repaired": sorted(order.repaired & (set(won) | set(gone)))}


def _replace_links(cur: Any, ws: str, ids: list[str], by_id: dict[str, dict[str, Any]]) -> None:
    """A written note's entities and edges become this publish's; a removed note's go."""
    if not ids:
        return
    cur.execute("delete from reflectgit.entities where workspace = %s and note_id = any(%s)", (ws, ids))
    cur.execute("delete from reflectgit.edges where workspace = %s and note_id = any(%s)", (ws, ids))
    ents = [(n, *e) for n in ids if n in by_id for e in by_id[n]["entities"]]
    if ents:
        _copy(cur, "_rg_entities", "select note_id, name, display, type from reflectgit.entities", ents)
        cur.execute("insert into reflectgit.entities (workspace, note_id, name, display, type) "
                    "select %s, note_id, name, display, type from _rg_entities", (ws,))
    edges = [(n, *e) for n in ids if n in by_id for e in by_id[n]["edges"]]
    if edges:
        _copy(cur, "_rg_edges", "select note_id, source, type, target, target_note, valid_from, valid_to "
              "from reflectgit.edges", edges)
        cur.execute("insert into reflectgit.edges (workspace, note_id, source, type, target, target_note, valid_from, "
                    "valid_to) select %s, note_id, source, type, target, target_note, valid_from, valid_to "
                    "from _rg_edges", (ws,))


def _copy(cur: Any, table: str, shape: str, rows: list[tuple]) -> None:
    """``rows`` into a temporary table shaped like ``shape``'s columns, dropped at commit. Binary
    COPY: a vector goes as its 1.5 KB of floats, not as 384 numbers formatted and parsed."""
    cur.execute(f"create temporary table {table} on commit drop as {shape} with no data")
    types = [r["typname"] for r in cur.execute(
        "select t.typname from pg_attribute a join pg_type t on t.oid = a.atttypid "
        "where a.attrelid = %s::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum", (table,))]
    with cur.copy(f"copy {table} from stdin (format binary)") as copy:
        copy.set_types(types)
        for row in rows:
            copy.write_row(row)


def _restat(cur: Any, ws: str, ids: list[str], rebuild: bool = False) -> None:
    """Keep the workspace's BM25 statistics (``text_stats``, ``term_df``, ``postings``,
    ``doc_lens``) equal to its live notes, in the publish's own transaction, so recall reads
    document frequencies and lengths instead of counting them per query.

    Taken after every lock on ``notes`` this publish takes, on one ``text_stats`` row per
    workspace: publishers of a workspace adjust statistics one at a time, so the ``term_df``
    rows they share cannot deadlock. Only the notes written or tombstoned here (``ids``) move
    the figures, by the difference between what they held before and hold now. A workspace whose
    statistics are not ``ready`` (the migration could not see it, or it is new) is rebuilt whole,
    and so is every workspace on a full publish (``rebuild``): a writer can change the figures
    with plain SQL, and ``--full`` is how the store is repaired from git.
    Each call that writes bumps ``generation``: committed in lock order, so unlike ``max(seq)``
    (taken before commit) it always moves when what a reader can see moves."""
    from reflectgit.team.migrations import POSTINGS_OF

    cur.execute("insert into reflectgit.text_stats (workspace) values (%s) on conflict do nothing", (ws,))
    ready = cur.execute("select ready from reflectgit.text_stats where workspace = %s for update",
                        (ws,)).fetchone()["ready"]
    if rebuild or not ready:
        for table in ("postings", "doc_lens", "term_df"):
            cur.execute(f"delete from reflectgit.{table} where workspace = %s", (ws,))
        cur.execute("insert into reflectgit.postings (workspace, lexeme, note_id, tf) "
                    + POSTINGS_OF.format(where="n.workspace = %s"), (ws,))
        cur.execute("insert into reflectgit.doc_lens (workspace, note_id, doc_len) select workspace, id, doc_len "
                    "from reflectgit.notes where workspace = %s and not deleted", (ws,))
        cur.execute("insert into reflectgit.term_df (workspace, lexeme, df) select workspace, lexeme, count(*) "
                    "from reflectgit.postings where workspace = %s group by workspace, lexeme", (ws,))
        cur.execute("update reflectgit.text_stats set ready = true, generation = generation + 1, docs = d.c, "
                    "total_len = d.l from "
                    "(select count(*) as c, coalesce(sum(doc_len), 0) as l from reflectgit.doc_lens where workspace = %s) d "
                    "where workspace = %s", (ws, ws))
        return
    if not ids:
        return
    cur.execute("update reflectgit.text_stats set docs = docs + d.c, total_len = total_len + d.l, "
                "generation = generation + 1 from "
                "(select coalesce(sum(c), 0) as c, coalesce(sum(l), 0) as l from ("
                " select count(*) as c, sum(doc_len) as l from reflectgit.notes "
                "  where workspace = %s and id = any(%s) and not deleted"
                " union all select -count(*), -sum(doc_len) from reflectgit.doc_lens "
                "  where workspace = %s and note_id = any(%s)) x) d where workspace = %s", (ws, ids, ws, ids, ws))
    # lexemes in lock order; a frequency that reaches zero is dropped, not kept
    cur.execute("insert into reflectgit.term_df as t (workspace, lexeme, df) "
                "select %s, lexeme, sum(d) from ("
                " select lexeme, -1 as d from reflectgit.postings where workspace = %s and note_id = any(%s)"
                " union all select u.lexeme, 1 from reflectgit.notes n, unnest(n.tsv) u"
                "  where n.workspace = %s and n.id = any(%s) and not n.deleted) x "
                "group by lexeme having sum(d) <> 0 order by lexeme "
                "on conflict (workspace, lexeme) do update set df = t.df + excluded.df returning lexeme, df",
                (ws, ws, ids, ws, ids))
    zero = [r["lexeme"] for r in cur.fetchall() if r["df"] <= 0]
    if zero:
        cur.execute("delete from reflectgit.term_df where workspace = %s and lexeme = any(%s)", (ws, zero))
    cur.execute("delete from reflectgit.postings where workspace = %s and note_id = any(%s)", (ws, ids))
    cur.execute("delete from reflectgit.doc_lens where workspace = %s and note_id = any(%s)", (ws, ids))
    cur.execute("insert into reflectgit.postings (workspace, lexeme, note_id, tf) "
                + POSTINGS_OF.format(where="n.workspace = %s and n.id = any(%s)"), (ws, ids))
    cur.execute("insert into reflectgit.doc_lens (workspace, note_id, doc_len) select workspace, id, doc_len "
                "from reflectgit.notes where workspace = %s and id = any(%s) and not deleted", (ws, ids))


def publish_if_configured(kb: KB, *, full: bool = False, index: Index | None = None,
                          strict: bool = True) -> dict[str, Any] | None:
    """After a reindex or sync: publish when team mode is on. A server that is down is a
    warning (the notes are safe in git and the next publish sends them), never a failure;
    a bad setting fails with one line naming it, unless ``strict`` is off (then it is reported)."""
    from reflectgit import team

    if not team.configured():
        return None
    from reflectgit.team.settings import NotAllowed, TeamError, Unreachable, load

    try:
        return publish(kb, load(), full=full, index=index)
    except Unreachable as exc:  # the local work stands; the next publish sends it
        return {"error": str(exc), "published": False}
    except NotAllowed as exc:  # a reader never publishes: saying why is enough
        return {"error": str(exc), "published": False, "refused": True}
    except TeamError as exc:
        if strict:
            raise
        return {"error": str(exc), "published": False, "refused": True}


def reindex_and_publish(kb: KB, progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Index what changed and, in team mode, publish it: after a sync (what was pulled, or only
    pushed) and a `forget`, so a teammate's recall follows at once instead of at the next reindex."""
    from reflectgit.index import Index

    index = Index(kb)
    report = index.sync(progress=progress).to_dict()
    published = publish_if_configured(kb, index=index, strict=False)
    return dict(report, **({"team": published} if published else {}))


def describe(report: dict[str, Any]) -> str:
    """One line for a publish report (also printed by reindex and sync)."""
    if report.get("error"):
        later = "" if report.get("refused") else "; the next reindex or sync sends it"
        return f"team: not published ({report['error']}){later}"
    if report.get("up_to_date"):
        return f"team: workspace {report['workspace']} already has this clone's notes"
    unknown = len(report.get("unknown") or [])
    newer = int(report.get("newer", report.get("skipped_older")) or 0)
    older = f", {newer} kept (the store has newer)" if newer > 0 else ""
    if unknown:  # never called newer: git here cannot say (review28)
        older += f", {unknown} kept (stamped with commits this clone does not have: {', '.join(report['unknown'][:5])})"
    if report.get("repaired"):
        older += f", repaired {len(report['repaired'])} that did not match git ({', '.join(report['repaired'][:5])})"
    index = ("; its vector index is being built in the background (.reflectgit/team-index.log)"
             if report.get("vector_index") else "")
    return (f"team: published {report['upserted']} note(s), removed {report['tombstoned']}{older} "
            f"to workspace {report['workspace']} at {str(report['commit'])[:10]}" + (" (full)" if report.get("full") else "")
            + index + ("; those are a teammate's work not pushed yet, or changed in the store: `reflectgit sync` "
                       "brings what was pushed" if unknown else ""))


__all__ = ["build_vector_index", "describe", "has_vector_index", "live_notes", "publish", "publish_if_configured",
           "reindex_and_publish"]
