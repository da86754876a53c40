"""Team mode as its members write: every write reaches the shared store at once (its author's next
search finds it), hits only the store holds are labelled and opening them says what to do, and two
members saving the same lesson do not end up with two active copies. Real Postgres (pgserver, the
suite's one server), real git remotes, the CLI and the official MCP client."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path

import pytest
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


def test_a_change_the_store_missed_still_wins_over_its_older_row(rg, kb, team_env):
    """Forgotten or demoted while the store was down: the store's row still says active, this
    clone's note is newer, and its author's search follows the note."""
    down = {"REFLECTGIT_PG_DSN": "postgresql://alice@127.0.0.1:9/postgres", "REFLECTGIT_PG_TIMEOUT": "1"}
    first = rg.json("add", "-t", TITLE, "--rule", RULE, "--project", "shop", "--branch", "main")["id"]
    second = rg.json("add", "-t", "Nginx upload buffer size is per location", "--rule", RULE, "--project", "shop",
                     "--branch", "main")["id"]
    assert sorted(found(rg)) == sorted([first, second])
    time.sleep(1.1)  # `updated` is to the second: the changes below are newer than the rows
    assert "team: not published" in rg("forget", first, "--reason", "wrong", env=down).output
    assert "team: not published" in rg("set", second, "status", "demoted", env=down).output
    assert found(rg) == []
    shown = rg.json("search", QUERY, "--project", "shop", "--branch", "main", "--include-inactive")["hits"]
    assert sorted((h["id"], h["status"], h["inactive"]) for h in shown) == sorted(
        [(first, "deleted", True), (second, "demoted", True)])
    assert "team: published 2" in rg("reindex").output  # the next publish sends both


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


@pytest.fixture
def two_members(rg, kb, team_env, tmp_path):
    """alice's KB pushed to a bare remote, and bob's clone of it: both in the workspace."""
    remote = tmp_path / "kb.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    git("remote", "add", "origin", str(remote), cwd=kb)
    git("push", "-q", "origin", "main", cwd=kb)
    bob = tmp_path / "bob-kb"
    rg("clone", str(remote), str(bob))
    return {"alice": kb, "bob": bob, "bob_env": {"REFLECTGIT_PG_DSN": team_env["dsn"]("bob"),
                                                 "REFLECTGIT_MACHINE": "bob-laptop"}}


def test_a_teammates_unsynced_note_is_labelled_and_opening_it_says_to_sync(rg, two_members, code_repo):
    bob, env = two_members["bob"], two_members["bob_env"]
    theirs = rg.json("--kb", str(bob), "add", "-t", TITLE, "--rule", RULE, "--project", "shop", "--branch", "main",
                     env=env)["id"]
    rg("--kb", str(bob), "team", "publish", env=env)  # `add` published it already; an older version, here
    assert theirs not in rg("list").output  # published, not pushed: alice's clone has no such note

    out = rg.json("search", QUERY, "--project", "shop", "--branch", "main")
    assert [(h["id"], h.get("from")) for h in out["hits"]] == [(theirs, "team store")]
    assert f"{theirs}  {TITLE}  (from the team store)" in rg("search", QUERY, "--project", "shop", "--branch", "main").output
    listed = rg.json("index", QUERY, "--project", "shop", "--branch", "main")["rows"]
    assert [(r["id"], r.get("from")) for r in listed] == [(theirs, "team store")]
    for command in ("show", "hydrate"):
        said = rg(command, theirs, expect=2).output
        assert "teammate's note" in said and "reflectgit sync" in said and "no note with id" not in said, said
        assert len(said.strip().splitlines()) == 1
    assert "no note with id 'lrn-nosuch00'" in rg("show", "lrn-nosuch00", expect=2).output  # the store lacks it too

    found = asyncio.run(_mcp(two_members["alice"], code_repo, {}, [("search", {"query": QUERY, "all_projects": True})]))[0]
    assert [(h["id"], h.get("from")) for h in found["hits"]] == [(theirs, "team store")]
    opened = asyncio.run(_mcp_error(two_members["alice"], code_repo, "hydrate", {"ids": [theirs]}))
    assert "teammate's note" in opened and "reflectgit sync" in opened and "in the KB" not in opened, opened

    rg("--kb", str(bob), "sync", env=env)  # pushed; alice pulls it: hers now, unlabelled, and it opens
    rg("sync")
    out = rg.json("search", QUERY, "--project", "shop", "--branch", "main")
    assert [(h["id"], h.get("from")) for h in out["hits"]] == [(theirs, None)]
    assert TITLE in rg("show", theirs).output


async def _mcp_error(kb: Path, cwd: Path, name: str, args: dict) -> str:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable,
                                   args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env={**os.environ}, cwd=str(cwd))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            r = await s.call_tool(name, args)
            assert r.is_error
            return "\n".join(getattr(c, "text", "") for c in r.content)


def test_two_members_saving_the_same_lesson_leave_one_active_note(rg, two_members, code_repo):
    lesson = {"title": TITLE, "rule": RULE, "problem": "uploads over 8k were written to /var/cache/nginx"}
    mine = asyncio.run(_mcp(two_members["alice"], code_repo, {}, [("add_learning", lesson)]))[0]
    assert mine["action"] == "create"
    rg("team", "publish")  # `add_learning` published it already; an older version, here
    theirs = asyncio.run(_mcp(two_members["bob"], code_repo, two_members["bob_env"], [("add_learning", lesson)]))[0]
    assert theirs["action"] == "pending-merge" and theirs["target"] == mine["id"] and theirs["id"] is None, theirs
    assert theirs["similarity"] > 0.9 and "teammate's note" in theirs["reason"] and "reflectgit sync" in theirs["reason"]

    bob, env = two_members["bob"], two_members["bob_env"]
    rg("sync")
    rg("--kb", str(bob), "sync", env=env)
    rg("sync")
    for kb, e in ((two_members["alice"], None), (bob, env)):
        active = [n["id"] for n in rg.json("--kb", str(kb), "list", "--status", "active", env=e)]
        assert active == [mine["id"]], (kb, active)
    waiting = rg.json("--kb", str(bob), "pending", env=env)["pending"]
    assert [(p["target"], p["target_gone"]) for p in waiting] == [(mine["id"], None)]  # synced: it can be accepted
