"""Team mode as its members write: every write reaches the shared store at once (its author's next
search finds it), hits only the store holds are labelled and opening them says what to do, and two
members saving the same lesson do not end up with two active copies. Real Postgres (pgserver, the
suite's one server), real git remotes, the CLI and the official MCP client."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from conftest import git

TITLE = "Nginx buffers large uploads to disk"
RULE = "set client_body_buffer_size"
QUERY = "nginx upload buffer"


def found(rg, *args: str) -> list[str]:
    out = rg.json(*args, "search", QUERY, "--project", "shop", "--branch", "main")
    assert out["explain"]["backend"].startswith("team:"), out["explain"]["backend"]  # the store answered
    return [h["id"] for h in out["hits"]]


def test_the_authors_add_set_and_forget_reach_the_store_before_any_push(rg, kb, team_env):
    added = rg.json("add", "-t", TITLE, "--rule", RULE, "--project", "shop", "--branch", "main")
    assert added["team"]["upserted"] >= 1 and not added["team"].get("error")
    assert found(rg) == [added["id"]]

    out = rg("set", added["id"], "status", "demoted").output
    assert "team: published" in out, out
    assert found(rg) == []
    rg("set", added["id"], "status", "active")
    assert found(rg) == [added["id"]]
    assert "team: published" in rg("forget", added["id"], "--reason", "the proxy does it now").output
    assert found(rg) == []


def test_a_write_with_the_store_down_is_kept_and_says_it_was_not_published(rg, kb, team_env):
    down = {"REFLECTGIT_PG_DSN": "postgresql://alice@127.0.0.1:9/postgres", "REFLECTGIT_PG_TIMEOUT": "1"}
    out = rg("add", "-t", TITLE, "--rule", RULE, "--project", "shop", "--branch", "main", env=down).output
    assert out.startswith("Added lrn-") and "team: not published" in out and "next reindex or sync sends it" in out
    assert git("status", "--porcelain", cwd=kb) == ""  # the note is committed all the same


async def _mcp(kb: Path, cwd: Path, env: dict[str, str], calls: list[tuple[str, dict]]) -> list:
    """One MCP session (the official client over stdio) making ``calls`` in order."""
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable,
                                   args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env={**os.environ, **env}, cwd=str(cwd))
    out = []
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            for name, args in calls:
                if callable(args):  # arguments that depend on an earlier answer
                    args = args(out)
                r = await s.call_tool(name, args)
                assert not r.is_error, (name, r.content)
                out.append(r.structured_content)
    return out


def test_mcp_writes_reach_the_store_and_the_agents_next_search_sees_them(rg, kb, code_repo, team_env):
    def added(out):
        return out[0]["id"]

    calls = [("add_learning", {"title": TITLE, "rule": RULE, "problem": "uploads over 8k hit the disk"}),
             ("search", {"query": QUERY}),
             ("set_status", lambda out: {"id": added(out), "status": "demoted", "reason": "testing"}),
             ("search", {"query": QUERY}),
             ("set_status", lambda out: {"id": added(out), "status": "active"}),
             ("forget", lambda out: {"id": added(out), "reason": "the proxy does it now"}),
             ("search", {"query": QUERY})]
    out = asyncio.run(_mcp(kb, code_repo, {}, calls))
    note = added(out)
    assert out[0]["action"] == "create" and out[0]["team"].startswith("team: published")
    assert [h["id"] for h in out[1]["hits"]] == [note]
    assert out[2]["team"].startswith("team: published") and out[3]["hits"] == []
    assert out[5]["status"] == "deleted" and out[5]["team"].startswith("team: published")
    assert out[6]["hits"] == []
