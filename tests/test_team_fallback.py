"""Team mode when the store cannot give an answer: a scope with no clause, a server that stalls,
a workspace not granted, a server that never answers. Each through the user's path (the CLI as a
separate process, the agent hook, the official MCP client) against the suite's real Postgres."""

from __future__ import annotations

import json

from conftest import run_cli


def _publish(rg, title: str, rule: str) -> str:
    note = rg.json("add", "--title", title, "--rule", rule, "--project", "agents-in-a-box", "--branch", "main")
    assert rg.json("reindex")["team"]["upserted"] >= 1
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
