"""A teammate's commits this clone does not have (not pushed yet, or pushed and not pulled) in a
shared store: review28. Two clones of one bare remote, a real Postgres (the suite's pgserver),
the CLI as users type it, and the MCP SDK's own client."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import psycopg
import pytest
from conftest import git

PROJECT = ["--project", "shop", "--branch", "main"]
QUERY = "torch wheel constraints"


def bob_env(team_env) -> dict[str, str]:
    return {"REFLECTGIT_PG_DSN": team_env["dsn"]("bob"), "REFLECTGIT_MACHINE": "bob-laptop"}


def store(team_env, sql: str, params: tuple = ()) -> list:
    """What the store holds, read (or changed) as a writer granted the workspace, with psql."""
    with psycopg.connect(team_env["dsn"]("bob"), autocommit=True) as con:
        con.execute("select set_config('app.workspace_id', %s, false)", (team_env["workspace"],))
        cur = con.execute(sql, params)
        return cur.fetchall() if cur.description else []


@pytest.fixture
def two(rg, tmp_path, team_env):
    """alice's KB (pushed and published, one torch note) and bob's clone of it."""
    remote = tmp_path / "kb.git"
    git("init", "-q", "--bare", str(remote), cwd=tmp_path)
    alice = tmp_path / "alice"
    rg("--kb", str(alice), "init", str(alice), "--remote", str(remote))
    torch = rg.json("--kb", str(alice), "add", "--title", "Pin the CPU torch wheel", "--rule",
                    "install torch through constraints.txt", *PROJECT)["id"]
    rg("--kb", str(alice), "sync")
    bob = tmp_path / "bob"
    rg("--kb", str(bob), "clone", str(remote), str(bob), env=bob_env(team_env))
    return {"alice": alice, "bob": bob, "torch": torch, "remote": remote}


def searched(rg, kb: Path) -> dict[str, str]:
    hits = rg.json("--kb", str(kb), "search", QUERY, *PROJECT)["hits"]
    return {h["id"]: h["status"] for h in hits}


async def _mcp_search(kb: Path, query: str) -> dict:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env=dict(os.environ), cwd=str(kb))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            r = await s.call_tool("search", {"query": query, "all_projects": True, "all_branches": True})
    assert not r.is_error, r.content
    return r.structured_content or {}


def test_my_forget_wins_in_my_recall_over_a_teammates_unpushed_edit(rg, two, team_env):
    """bob changed the note and published without pushing: the store keeps his row (git here
    cannot judge it), but alice forgot the note, and her search (CLI and MCP) never returns it."""
    alice, bob, torch = two["alice"], two["bob"], two["torch"]
    rg("--kb", str(bob), "set", torch, "rule", "install torch through constraints.txt, CPU index",
       env=bob_env(team_env))
    rg("--kb", str(bob), "reindex", env=bob_env(team_env))
    assert torch in searched(rg, alice) and torch in json.dumps(asyncio.run(_mcp_search(alice, QUERY)))

    rg("--kb", str(alice), "forget", torch, "--reason", "obsolete")
    assert store(team_env, "select status from reflectgit.notes where id = %s", (torch,)) == [("active",)]
    assert torch not in searched(rg, alice)
    found = asyncio.run(_mcp_search(alice, QUERY))
    assert torch not in json.dumps(found), found
