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


def test_a_teammates_unpushed_first_publish_does_not_keep_my_forget_out(rg, two, team_env):
    """bob's first publish is full: it re-stamped alice's unchanged note with his unpushed HEAD,
    and alice's forget was then kept from the store ("the store has newer") and her own search
    still returned the note, active."""
    alice, bob, torch = two["alice"], two["bob"], two["torch"]
    added = rg.json("--kb", str(bob), "add", "--title", "Bob's unpushed note about redis pools", *PROJECT,
                    env=bob_env(team_env))
    assert added["team"]["full"]  # every write publishes: bob's first publish is this add's, and it is full

    said = rg("--kb", str(alice), "forget", torch, "--reason", "obsolete").output
    assert "newer" not in said and "kept" not in said, said
    assert store(team_env, "select status from reflectgit.notes where id = %s", (torch,)) == [("deleted",)]
    assert torch not in searched(rg, alice)

    # what cannot be judged here is named as such, never "newer", and the advice is not a full publish
    full = rg.json("--kb", str(alice), "team", "publish", "--full")
    assert full["newer"] == 0 and len(full["unknown"]) == 1
    said = rg("--kb", str(alice), "team", "publish", "--full").output
    assert "the store has newer" not in said and "commits this clone does not have" in said, said
    st = rg.json("--kb", str(alice), "team", "status")
    assert st["not_in_git"]["unknown_commit"] == full["unknown"] and st["not_in_git"]["changed"] == []
    assert not any("publish --full" in line for line in st["stale"]), st["stale"]
    found = [f for f in rg.json("--kb", str(alice), "doctor")["findings"] if f["field"] == "REFLECTGIT_WORKSPACE"]
    assert len(found) == 1 and "neither this clone nor its remote has" in found[0]["message"], found
    assert found[0]["fix"].startswith("nothing to do here"), found
    two["remote"].rename(two["remote"].with_name("moved.git"))  # a remote that cannot be asked: no verdict
    found = [f for f in rg.json("--kb", str(alice), "doctor")["findings"] if f["field"] == "REFLECTGIT_WORKSPACE"]
    assert "its remote could not be asked" in found[0]["message"] and "neither" not in found[0]["message"], found
    assert found[0]["fix"].startswith("run `reflectgit sync`"), found


def test_a_row_restamped_with_an_unknown_commit_but_text_git_holds_yields_to_head(rg, two, team_env):
    """A store written by an older reflectgit (or a stamp changed with plain SQL): the row says
    what alice's git says at an earlier commit, stamped with a commit she does not have. It is no
    newer than her HEAD: her forget replaces it, and `team status` does not flag it."""
    alice, torch = two["alice"], two["torch"]
    store(team_env, "update reflectgit.notes set kb_commit = repeat('e', 40) where id = %s", (torch,))
    assert rg.json("--kb", str(alice), "team", "status")["not_in_git"]["count"] == 0

    rg("--kb", str(alice), "forget", torch, "--reason", "obsolete")
    assert store(team_env, "select status from reflectgit.notes where id = %s", (torch,)) == [("deleted",)]


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


def test_doctor_says_behind_the_remote_before_any_data_problem(rg, two, team_env):
    """bob published and pushed; alice has not pulled: that is lag, and sync is the fix."""
    alice, bob = two["alice"], two["bob"]
    rg("--kb", str(bob), "add", "--title", "Size redis pools by workers", *PROJECT, env=bob_env(team_env))
    rg("--kb", str(bob), "sync", env=bob_env(team_env))

    found = [f for f in rg.json("--kb", str(alice), "doctor")["findings"] if f["field"] == "REFLECTGIT_WORKSPACE"]
    assert len(found) == 1 and "behind its remote" in found[0]["message"], found
    assert found[0]["fix"] == "run `reflectgit sync`" and "without git" not in found[0]["message"]

    rg("--kb", str(alice), "sync")
    after = rg.json("--kb", str(alice), "doctor")["findings"]
    assert not [f for f in after if f["field"] == "REFLECTGIT_WORKSPACE"], after
