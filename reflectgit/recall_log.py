"""What recall did, kept per machine in ``.reflectgit/events.db``.

Unlike the index this is not derivable from the notes: the recall log (which notes were
recalled in which session, for promotion and the dashboard), the knowledge-gap log of
zero-result queries (knowledge gaps), and the follow-up verdicts (did the user immediately ask
again differently?). A reindex never touches it.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from reflectgit import query_text as qtext
from reflectgit.config import session_id

FILE = "events.db"
FOLLOWUP_WINDOW_S = 120
FOLLOWUP_SIMILAR = 0.5


def connect(derived: Path) -> sqlite3.Connection:
    """The recall log; on a KB mounted read-only, an empty one in memory (readers see no recalls,
    what is logged is dropped: review17's `status` was a traceback there)."""
    con = sqlite3.connect(str(derived / FILE), timeout=30)
    try:
        con.execute("PRAGMA journal_mode=WAL")
    except sqlite3.OperationalError:
        if os.access(derived, os.W_OK):
            raise
        con.close()
        con = sqlite3.connect(":memory:")
    con.row_factory = sqlite3.Row
    con.executescript("""
        create table if not exists recall_log (
            id integer primary key, at real, session text, project text, branch text, query text,
            terms text, hits text, n integer, tokens integer, cached integer, gated integer,
            verdict text);
        create index if not exists recall_log_session on recall_log(session, at);
        create table if not exists gaps (
            id integer primary key, at real, session text, project text, branch text, query text,
            normalized text);
    """)
    return con


def jaccard(a: set[str], b: set[str]) -> float:
    """Term overlap of two queries; two queries with no terms at all count as the same."""
    return qtext.jaccard(a, b, both_empty=1.0)


def normalized(query: str) -> str:
    """The query's stemmed content terms; a query with none ("🚀🚀", "?") is its own text, one token,
    so two such queries are the same only when they read the same (review17: any two queries without
    terms shared one cached answer)."""
    terms = sorted({qtext.stem(t) for t in qtext.content_terms(query)})
    return " ".join(terms) if terms else "=" + "_".join(query.lower().split())


def record(derived: Path, query: str, project: str | None, branch: str | None, hits: list[str], tokens: int,
           cached: bool, gated: bool, gap_log: bool = True, session: str | None = None) -> dict[str, Any]:
    """Log one recall; returns the follow-up verdict given to the previous one, if any."""
    con = connect(derived)
    now = time.time()
    sid = session or session_id()
    terms = set(normalized(query).split())
    verdict = None
    try:
        if sid:
            prev = con.execute("select id, at, terms, n from recall_log where session = ? order by at desc limit 1",
                               (sid,)).fetchone()
            if prev and now - prev["at"] <= FOLLOWUP_WINDOW_S and prev["n"]:
                similar = jaccard(terms, set(json.loads(prev["terms"])))
                verdict = "same-question" if similar >= 0.999 else (
                    "refined" if similar >= FOLLOWUP_SIMILAR else "reformulated")
                con.execute("update recall_log set verdict = ? where id = ?", (verdict, prev["id"]))
        con.execute("insert into recall_log(at, session, project, branch, query, terms, hits, n, tokens, cached, gated) "
                    "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (now, sid, project, branch, query, json.dumps(sorted(terms)), json.dumps(hits), len(hits),
                     tokens, int(cached), int(gated)))
        if not hits and gap_log:
            con.execute("insert into gaps(at, session, project, branch, query, normalized) values (?, ?, ?, ?, ?, ?)",
                        (now, sid, project, branch, query, normalized(query)))
        con.commit()
    finally:
        con.close()
    return {"previous_verdict": verdict}


def summary(derived: Path) -> dict[str, Any]:
    """Recall counts, token economics and the follow-up rate, for ``status``."""
    if not (derived / FILE).exists():
        return {"recalls": 0, "gaps": 0}
    con = connect(derived)
    try:
        r = con.execute("select count(*) n, coalesce(sum(tokens), 0) t, coalesce(sum(cached), 0) c, "
                        "sum(case when verdict = 'reformulated' then 1 else 0 end) bad, "
                        "sum(case when verdict is not null then 1 else 0 end) judged from recall_log").fetchone()
        gaps = con.execute("select count(*) from gaps").fetchone()[0]
    finally:
        con.close()
    return {"recalls": r["n"], "tokens_recalled": r["t"], "cache_hits": r["c"], "gaps": gaps,
            "followup_rate": round(r["bad"] / r["judged"], 3) if r["judged"] else None}


def gaps(derived: Path, limit: int = 50) -> list[dict[str, Any]]:
    """Queries that recalled nothing, newest first, one row per question however often it was
    asked (the same terms in one project and branch): its latest wording and how many times."""
    if not (derived / FILE).exists():
        return []
    con = connect(derived)
    try:
        rows = con.execute(
            "select id, at, session, project, branch, query, normalized, times from ("
            " select *, count(*) over asked as times,"
            " row_number() over (partition by project, branch, normalized order by at desc) as nth"
            " from gaps window asked as (partition by project, branch, normalized))"
            " where nth = 1 order by at desc limit ?", (limit,))
        return [dict(r) for r in rows]
    finally:
        con.close()
