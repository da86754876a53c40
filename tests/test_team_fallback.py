"""Team mode when the store cannot give an answer: a scope with no clause, a server that stalls,
a workspace not granted, a server that never answers. Each through the user's path (the CLI as a
separate process, the agent hook, the official MCP client) against the suite's real Postgres."""

from __future__ import annotations

import contextlib
import json
import time

from conftest import run_cli


def _bounded_cli(*args: str, cwd, env: dict | None = None, input: str | None = None):
    """``run_cli`` that gives up after 90 s (a hang fails the test instead of stalling the suite)."""
    import os
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "reflectgit", *args], cwd=cwd, capture_output=True, text=True,
                          input=input, env={**os.environ, **(env or {})}, timeout=90)


def _publish(rg, title: str, rule: str) -> str:
    note = rg.json("add", "--title", title, "--rule", rule, "--project", "agents-in-a-box", "--branch", "main")
    assert note["team"]["upserted"] >= 1  # every write publishes
    return note["id"]


def test_an_unscoped_search_runs_on_the_store_not_the_local_index(rg, kb, team_env, tmp_path):
    """review: `search --global --include-inactive` (no scope clause at all) sent SQLite's bare
    `1` to Postgres ("argument of AND must be type boolean"), and so did the inactive-notes hint of
    every empty --global search: both fell back to the local index, saying the store was unavailable."""
    from reflectgit.team import migrations
    from reflectgit.team.settings import Settings, connect

    nid = _publish(rg, "Pin docker base images by digest", "Never build FROM a floating tag")
    out = run_cli("search", "docker base image", "--global", "--include-inactive", "--json", cwd=tmp_path)
    assert out.returncode == 0 and "team store" not in out.stderr, out.stderr
    res = json.loads(out.stdout)
    assert res["explain"]["backend"] == f"team:{team_env['workspace']}" and res["hits"][0]["id"] == nid

    rg("set", nid, "status", "demoted", "--reason", "testing")
    rg("reindex")
    out = run_cli("search", "docker base image", "--global", cwd=tmp_path)
    assert out.returncode == 0 and "team store" not in out.stderr, out.stderr
    assert "Inactive notes match" in out.stdout and nid in out.stdout  # found on the store, with its status

    empty = team_env["workspace"][:40] + "-empty"
    with connect(Settings(dsn=team_env["dsn"](), workspace=None), workspace=False) as con:
        migrations.grant(con, "alice", empty)
    out = run_cli("search", "docker base image", "--global", cwd=tmp_path, env={"REFLECTGIT_WORKSPACE": empty})
    assert out.returncode == 0 and "team store" not in out.stderr, out.stderr
    assert "No results" in out.stdout


@contextlib.contextmanager
def _notes_locked(team_env):
    """Another connection holds `lock table reflectgit.notes in access exclusive mode` (a migration,
    a `vacuum full`, a stuck transaction) until the block ends."""
    import psycopg

    con = psycopg.connect(team_env["dsn"]())
    try:
        con.execute("lock table reflectgit.notes in access exclusive mode")
        yield
    finally:
        con.rollback()
        con.close()


def test_a_store_that_stalls_is_waited_for_within_the_timeout_then_the_local_index_answers(
        rg, kb, code_repo, team_env, tmp_path):
    """review: with the notes table locked, `search` waited 44 s and the prompt hook 39 s (then
    injected nothing): REFLECTGIT_PG_TIMEOUT bounded only the connect. Now a hook's queries are
    bounded by it, a search's by REFLECTGIT_PG_QUERY_TIMEOUT, and the local index answers, saying so."""
    _publish(rg, "Pin docker base images by digest", "Never build FROM a floating tag")
    prompt = json.dumps({"session_id": "s1", "cwd": str(code_repo), "prompt": "pin the docker base image by digest"})
    with _notes_locked(team_env):
        started = time.monotonic()
        out = _bounded_cli("search", "docker base image", "--json", cwd=code_repo, env={"REFLECTGIT_PG_QUERY_TIMEOUT": "2"})
        assert out.returncode == 0, out.stderr
        assert "did not answer within 2 s (REFLECTGIT_PG_QUERY_TIMEOUT); recalling from the local index" in out.stderr
        res = json.loads(out.stdout)
        assert res["hits"] and res["explain"]["backend"].startswith("local")
        hook = _bounded_cli("agent", "hook", "UserPromptSubmit", cwd=code_repo, input=prompt,
                       env={"REFLECTGIT_PG_TIMEOUT": "2"})
        assert hook.returncode == 0 and "did not answer within 2 s (REFLECTGIT_PG_TIMEOUT)" in hook.stderr
        assert "Never build FROM a floating tag" in hook.stdout  # injected from the local index
        start = _bounded_cli("agent", "hook", "SessionStart", cwd=code_repo, env={"REFLECTGIT_PG_TIMEOUT": "2"},
                        input=json.dumps({"session_id": "s2", "cwd": str(code_repo), "source": "startup"}))
        assert start.returncode == 0 and "Never build FROM a floating tag" in start.stdout
        status = _bounded_cli("status", cwd=code_repo, env={"REFLECTGIT_PG_QUERY_TIMEOUT": "2"})
        assert "NOT USABLE (the team store did not answer within 2 s (REFLECTGIT_PG_QUERY_TIMEOUT))" in status.stdout
        assert time.monotonic() - started < 120  # generous: the lock is held for as long as the test runs
    out = _bounded_cli("search", "docker base image", "--json", cwd=code_repo)  # the lock gone, the store answers
    assert json.loads(out.stdout)["explain"]["backend"] == f"team:{team_env['workspace']}", out.stderr


def test_a_bad_query_timeout_is_one_line_naming_it(rg, kb, team_env):
    for bad in ("soon", "0", "-5"):
        out = rg("team", "status", env={"REFLECTGIT_PG_QUERY_TIMEOUT": bad}, expect=2)
        assert "REFLECTGIT_PG_QUERY_TIMEOUT" in out.output and len(out.output.strip().splitlines()) == 1


def test_a_workspace_not_granted_to_the_role_is_said_by_search_and_team_status(rg, kb, team_env, tmp_path):
    """review: a role not granted the workspace got "No results (no matching notes)" from search and,
    from `team status`, "Notes: 0", may_write true and "run `reflectgit reindex`"; only reindex said
    the workspace was not granted."""
    nid = _publish(rg, "Pin docker base images by digest", "Never build FROM a floating tag")
    other = {"REFLECTGIT_WORKSPACE": team_env["workspace"][:40] + "-nogrant"}  # alice was never granted it
    out = run_cli("search", "docker base image", "--global", "--json", cwd=tmp_path, env=other)
    assert out.returncode == 0, out.stderr
    assert f"workspace '{other['REFLECTGIT_WORKSPACE']}' is not granted to role alice" in out.stderr
    assert f"reflectgit team grant alice --workspace {other['REFLECTGIT_WORKSPACE']}" in out.stderr
    res = json.loads(out.stdout)  # this clone's notes still answer, from the local index
    assert [h["id"] for h in res["hits"]] == [nid] and res["explain"]["backend"].startswith("local")

    st = json.loads(rg("team", "status", "--json", env=other, expect=2).stdout)
    assert st["granted"] is False and st["may_write"] is False and "team grant alice" in st["error"]
    assert "notes" not in st and not st.get("stale")  # no count of what it cannot see, no "run reindex"
    text = rg("team", "status", env=other, expect=2).output
    assert "NOT GRANTED" in text and "reindex" not in text and "reads only" not in text
    assert rg.json("team", "status")["granted"] is True  # the granted workspace, as before


@contextlib.contextmanager
def _silent_server():
    """A port that accepts connections and never answers (a hung server, a black-holing proxy)."""
    import socket
    import threading

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []

    def serve() -> None:
        while True:
            try:
                held.append(listener.accept()[0])
            except OSError:
                return

    threading.Thread(target=serve, daemon=True).start()
    try:
        yield listener.getsockname()[1]
    finally:
        listener.close()
        for conn in held:
            conn.close()


async def _mcp(kb, code_repo, env: dict, calls: list[tuple[str, dict]]) -> list:
    """The official MCP SDK's stdio client, as an agent runs it: each call's structured content."""
    import os
    import sys

    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client
    from mcp.types import ListRootsResult, Root

    async def roots(_context):
        return ListRootsResult(roots=[Root(uri=code_repo.as_uri(), name="code")])

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env={**os.environ, **env}, cwd=str(kb.parent))
    out = []
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write, list_roots_callback=roots) as s:
            await s.initialize()
            for name, args in calls:
                r = await s.call_tool(name, args)
                assert not r.is_error, r.content
                out.append(r.structured_content)
    return out


def test_the_agent_and_the_user_are_told_when_the_team_store_does_not_answer(rg, kb, code_repo, team_env, tmp_path):
    """review: with the store down, MCP `search` answered from the local index with nothing in the
    result to say so (one stderr line the model never sees), the MCP `status` tool had no team
    block, and `status` had no team line and left REFLECTGIT_PG_DSN/REFLECTGIT_WORKSPACE out of
    "Configured:"."""
    import asyncio

    nid = _publish(rg, "Pin docker base images by digest", "Never build FROM a floating tag")
    ws = team_env["workspace"]
    calls = [("search", {"query": "docker base image"}), ("index", {"query": "docker base image"}), ("status", {})]
    up = asyncio.run(_mcp(kb, code_repo, {}, calls))
    assert up[0]["backend"] == f"team:{ws}" and "degraded" not in up[0] and up[0]["hits"][0]["id"] == nid
    assert up[2]["team"]["reachable"] and up[2]["team"]["granted"] and "1 note(s)" in up[2]["team"]["summary"]

    with _silent_server() as port:
        down = {"REFLECTGIT_PG_DSN": f"postgresql://alice:hunter2@127.0.0.1:{port}/db", "REFLECTGIT_PG_TIMEOUT": "1"}
        search, index, status = asyncio.run(_mcp(kb, code_repo, down, calls))
        assert search["hits"][0]["id"] == nid and search["backend"].startswith("local")
        assert "unreachable" in search["degraded"] and "local index" in search["degraded"]
        assert index["degraded"] == search["degraded"]
        assert status["team"]["reachable"] is False and "unreachable" in status["team"]["summary"]

        out = _bounded_cli("search", "docker base image", "--json", cwd=code_repo, env=down)
        assert "unreachable" in json.loads(out.stdout)["explain"]["degraded"], out.stderr
        text = _bounded_cli("status", cwd=code_repo, env=down).stdout
        assert f"REFLECTGIT_PG_DSN=postgresql://alice@127.0.0.1:{port}/db" in text and f"REFLECTGIT_WORKSPACE={ws}" in text
        assert "hunter2" not in text and "Team: workspace" in text and "NOT USABLE" in text

    with _notes_locked(team_env):  # a store that stalls: the MCP server waits REFLECTGIT_PG_QUERY_TIMEOUT, then says so
        (search,) = asyncio.run(_mcp(kb, code_repo, {"REFLECTGIT_PG_QUERY_TIMEOUT": "2"}, calls[:1]))
    assert search["hits"][0]["id"] == nid and "did not answer within 2 s" in search["degraded"]


def test_the_recall_server_bounds_a_stalled_store_too_and_its_answers_say_so(rg, kb, code_repo, team_env, tmp_path):
    """review: with the recall server on, the prompt hook answered nothing during a stall. The
    server's queries are bounded as a hook's or a search's own, the local index answers, and a thin
    `search` prints the notice the server's stderr (its log) would otherwise swallow."""
    _publish(rg, "Pin docker base images by digest", "Never build FROM a floating tag")
    env = {"REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "120", "REFLECTGIT_PG_TIMEOUT": "2",
           "REFLECTGIT_PG_QUERY_TIMEOUT": "2"}
    start = _bounded_cli("daemon", "start", cwd=code_repo, env=env)
    assert start.returncode == 0 and "running" in start.stdout, start.stderr
    try:
        with _notes_locked(team_env):
            prompt = json.dumps({"session_id": "s7", "cwd": str(code_repo), "prompt": "pin the docker base image by digest"})
            hook = _bounded_cli("agent", "hook", "UserPromptSubmit", cwd=code_repo, input=prompt, env=env)
            assert hook.returncode == 0 and "Never build FROM a floating tag" in hook.stdout, hook.stderr
            out = _bounded_cli("search", "docker base image", "--global", cwd=code_repo, env=env)
            assert "Pin docker base images by digest" in out.stdout
            # the hook's wait is remembered for a minute (STALLED_RETRY_AFTER): the search does not wait again
            assert "did not answer within 2 s" in out.stdout, (out.stdout, out.stderr)
    finally:
        _bounded_cli("daemon", "stop", cwd=code_repo, env=env)
