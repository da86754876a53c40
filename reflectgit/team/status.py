"""What the shared store holds for a workspace, and what this clone has not published yet."""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterator

    from reflectgit.kb import KB
    from reflectgit.team.settings import Settings


def status(settings: Settings, kb: KB | None = None, verify: bool = True, bounded: bool = False) -> dict[str, Any]:
    """Server, schema version, workspace, notes per project, each machine's last published
    commit, and staleness: machines behind the newest published commit, this clone's commits
    not yet published (for a role that may write) and, with ``verify``, the rows that do not
    match this clone's git (a read of every row). Never raises for a server that is down: says so.
    ``bounded``: each statement within ``REFLECTGIT_PG_QUERY_TIMEOUT`` (what ``status`` and the MCP
    server show beside other things; ``team status`` reads every row and waits for it)."""
    from reflectgit.team import migrations
    from reflectgit.team.settings import Unreachable, connect

    out: dict[str, Any] = {"configured": True, "server": settings.server, "workspace": settings.workspace,
                           "reachable": False}
    try:
        con = connect(settings, statement_timeout=settings.query_timeout if bounded else None)
    except Unreachable as exc:
        out["error"] = str(exc)
        return out
    with con, _in_time(out, settings):
        out["reachable"] = True
        out["schema_version"] = migrations.current_version(con)
        out["schema_latest"] = migrations.MIGRATIONS[-1][0]
        role = con.execute("select current_user as u, rolsuper or rolbypassrls as bypass from pg_roles "
                           "where rolname = current_user").fetchone()
        out["role"] = role["u"] if role else None
        out["bypasses_row_security"] = bool(role and role["bypass"])
        out["may_write"] = bool((con.execute("select has_table_privilege('reflectgit.notes', 'INSERT') as w")
                                 .fetchone() or {}).get("w")) if out["schema_version"] else False
        if out["schema_version"] < out["schema_latest"]:
            out["stale"] = [f"schema at version {out['schema_version']} of {out['schema_latest']}: run `reflectgit team migrate`"]
            return out
        ws = settings.workspace
        if ws and not out["bypasses_row_security"] and not sees(con, ws):
            # review: it said "Notes: 0", may_write true and "run `reflectgit reindex`" to a role that sees nothing
            out["granted"], out["may_write"] = False, False
            out["error"] = not_granted(ws, out["role"])
            return out
        out["granted"] = True
        rows = con.execute("select project, count(*) filter (where not deleted) as notes, "
                           "count(*) filter (where deleted) as removed from reflectgit.notes "
                           "where workspace = %s group by project order by project", (ws,)).fetchall()
        out["projects"] = {r["project"]: {"notes": r["notes"], "removed": r["removed"]} for r in rows}
        out["notes"] = sum(r["notes"] for r in rows)
        from reflectgit.team.publish import has_vector_index

        out["vector_index"] = bool(ws) and has_vector_index(con, ws or "")
        pubs = con.execute("select machine, kb_commit, kb_time, published_at, notes from reflectgit.publishers "
                           "where workspace = %s order by kb_time desc, machine", (ws,)).fetchall()
        newest = pubs[0]["kb_time"] if pubs else None
        out["machines"] = [{"machine": p["machine"], "commit": p["kb_commit"], "commit_time": p["kb_time"].isoformat(),
                            "published_at": p["published_at"].isoformat(), "notes": p["notes"],
                            "behind": _behind(kb, p, pubs, newest)} for p in pubs]
        stale = [f"machine {m['machine']} last published {m['commit'][:10]}, older than the newest published commit"
                 for m in out["machines"] if m["behind"]]
        if kb is not None and ws:
            if out["may_write"]:  # a reader never publishes: what it recalls is what writers published
                stale += _this_clone(con, kb, ws)
            if verify:
                stale += _not_git(con, kb, ws, out)
        out["stale"] = stale
    return out


@contextlib.contextmanager
def _in_time(out: dict[str, Any], settings: Settings) -> Iterator[None]:
    """A store that stalls (a lock held) makes the status say so instead of waiting on it."""
    import psycopg

    from reflectgit.team.settings import QUERY_TIMEOUT_VAR

    try:
        yield
    except psycopg.errors.QueryCanceled:
        out["reachable"] = False
        out["error"] = f"the team store did not answer within {settings.query_timeout:g} s ({QUERY_TIMEOUT_VAR})"


def block(kb: KB | None) -> dict[str, Any] | None:
    """The ``team`` block of ``reflectgit status --json`` and the MCP ``status`` tool: None when
    team mode is off; never raises (a setting that is wrong is its ``error``)."""
    from reflectgit import team as team_mode

    if not team_mode.configured():
        return None
    from reflectgit.team.settings import TeamError, load

    try:
        return status(load(), kb, verify=False, bounded=True)  # reading every row is `team status`'s and doctor's
    except TeamError as exc:
        return {"configured": True, "error": str(exc)}


def line(st: dict[str, Any]) -> str:
    """``reflectgit status``'s one line about the team store."""
    where = f"workspace {st.get('workspace')} on {st['server']}" if st.get("server") else "team mode"
    if not st.get("reachable"):
        return f"{where}: NOT USABLE ({st.get('error')}); recall answers from the local index"
    if st.get("granted") is False:
        return f"{where}: NOT GRANTED ({st.get('error')}); recall answers from the local index"
    kind = "reads only" if not st.get("may_write") else "publishes"
    stale = f"; {len(st['stale'])} stale (`reflectgit team status`)" if st.get("stale") else ""
    return f"{where}: {st.get('notes', 0)} note(s), role {st.get('role')} ({kind}){stale}"


def sees(con: Any, workspace: str) -> bool:
    """Whether the session's role was granted ``workspace`` (``team grant``, to it or a group it is in)."""
    row = con.execute("select reflectgit.can_see(%s) as see", (workspace,)).fetchone()
    return bool(row and row["see"])


def not_granted(workspace: str, role: str | None) -> str:
    """What a role that was not granted the workspace is told (recall, ``team status``, ``status``)."""
    who = role or "this role"
    return (f"workspace {workspace!r} is not granted to role {who}: it sees none of the workspace's notes and "
            f"publishes nothing; have a store owner run `reflectgit team grant {who} --workspace {workspace}` "
            f"(or grant a group it is in), or check REFLECTGIT_WORKSPACE")


def _behind(kb: KB | None, pub: dict[str, Any], pubs: list[dict[str, Any]], newest: Any) -> bool:
    """A machine is behind when another published a commit that descends from its own (git
    history, where this clone has both), or, failing that, a later commit time."""
    if kb is not None:
        from dulwich.graph import can_fast_forward

        mine = pub["kb_commit"].encode()
        for other in pubs:
            theirs = other["kb_commit"].encode()
            if theirs == mine:
                continue
            try:
                if can_fast_forward(kb.repo, mine, theirs):
                    return True
            except (KeyError, ValueError):
                continue
    return newest is not None and pub["kb_time"] < newest


def _not_git(con, kb: KB, workspace: str, out: dict[str, Any]) -> list[str]:
    """Rows that do not say what git says (not pulled or not pushed yet, or changed with plain
    SQL): counted, named, and what fixes them."""
    from reflectgit.team.truth import advice, store_mismatches

    found = store_mismatches(con, kb, workspace)
    bad = sorted(found["unknown"] + found["changed"])
    out["not_in_git"] = {"count": len(bad), "ids": bad[:20], "unknown_commit": found["unknown"][:20],
                         "changed": found["changed"][:20]}
    return [f"{what}; {fix}" for what, fix in advice(kb, found)]


def _this_clone(con, kb: KB, workspace: str | None) -> list[str]:
    """Whether this clone's HEAD (and uncommitted edits) reached the store."""
    from reflectgit.git_refs import read_ref
    from reflectgit.index import db as dbm
    from reflectgit.team.publish import state_key

    head = read_ref(kb.path / ".git")
    if not head or not workspace:
        return []
    path = kb.path / ".reflectgit" / "index.db"
    server_id = con.execute("select value from reflectgit.meta where key = 'server_id'").fetchone()["value"]
    state = None
    if path.exists():
        idx = dbm.connect(path)
        try:
            state = json.loads(dbm.get_meta(idx, state_key(server_id, workspace)) or "null")
        finally:
            idx.close()
    if state is None:
        return ["this clone has never published to this workspace: run `reflectgit reindex`"]
    if state["commit"] != head:
        return [(f"this clone's HEAD {head[:10]} is not published (last published {state['commit'][:10]}): "
                 "run `reflectgit reindex`")]
    return []


__all__ = ["block", "line", "not_granted", "sees", "status"]
