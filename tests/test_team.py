"""Team mode end to end against a real Postgres (pgserver): migrate, publish, recall from a
clone that never indexed, lifecycle rules, stamps, fallback, settings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import git, run_cli
from test_recall import NOTES as RECALL_NOTES

# the recall tests' notes (graph edges included), and a title that must round-trip as data
NOTES = [*RECALL_NOTES[:4],
         ("'); DROP TABLE notes; --", "Bind every parameter; never format SQL", "sql,injection", [])]
QUERIES = ["tmux kill-server destroyed my sessions", "gateway 504 errors", "redis pool timeouts",
           "sqlite wal file keeps growing", "DROP TABLE notes"]


@pytest.fixture
def corpus(rg, kb):
    ids = {}
    for title, rule, tags, extra in NOTES:
        n = rg.json("add", "--title", title, "--rule", rule, "--tags", tags, "--project", "ops", "--branch", "main", *extra)
        ids[title.split()[0].lower()] = n["id"]
    return ids


def clone(kb: Path, where: Path) -> Path:
    git("clone", "-q", str(kb), str(where), cwd=kb.parent)
    return where


def hits(rg, kb: Path, query: str, *args: str, env=None) -> list[str]:
    out = rg.json("--kb", str(kb), "search", query, "--project", "ops", "--branch", "main", *args, env=env)
    return [h["id"] for h in out["hits"]]


def test_migrations_are_versioned_and_idempotent(rg, team_env):
    env = {"REFLECTGIT_PG_DSN": team_env["dsn"]()}
    again = rg.json("team", "migrate", env=env)
    assert again["applied"] == [] and again["before"] == again["after"] == again["latest"] >= 3
    assert "nothing to do" in rg("team", "init", env=env).output


def test_a_clone_that_never_indexed_recalls_the_teams_notes(rg, kb, corpus, team_env, tmp_path):
    published = rg.json("reindex")["team"]
    assert published["upserted"] == len(NOTES) and published["full"]
    st = rg.json("team", "status")
    assert st["schema_version"] == st["schema_latest"] and st["notes"] == len(NOTES)
    assert st["projects"] == {"ops": {"notes": len(NOTES), "removed": 0}} and st["stale"] == []
    assert st["bypasses_row_security"] is False and len(st["machines"]) == 1
    assert rg.json("status")["team"]["notes"] == len(NOTES)

    other = clone(kb, tmp_path / "laptop")
    reader = {"REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    for query in QUERIES:  # same rules, same pipeline: the same answers as local mode
        team = hits(rg, other, query, env=reader)
        local = hits(rg, kb, query, env={"REFLECTGIT_PG_DSN": ""})
        assert team == local, query
    injected = rg.json("--kb", str(other), "search", "DROP TABLE notes", "--project", "ops", "--branch", "main",
                       env=reader)["hits"][0]
    assert injected["title"] == "'); DROP TABLE notes; --"  # bound parameters: round-trips unchanged
    res = rg.json("--kb", str(other), "search", "gateway 504 errors", "--project", "ops", "--branch", "main",
                  "--arm", "bm25", "--arm", "graph", env=reader)
    hop = next(h for h in res["hits"] if h["id"] == corpus["redis"])
    assert hop["via"]["edge"] == "caused_by" and res["explain"]["backend"] == f"team:{team_env['workspace']}"
    import sqlite3

    db = other / ".reflectgit" / "index.db"
    assert not db.exists() or sqlite3.connect(db).execute("select count(*) from notes").fetchone()[0] == 0


def test_lifecycle_rules_hold_on_the_shared_store(rg, kb, corpus, team_env, tmp_path):
    rg("reindex")
    other = clone(kb, tmp_path / "laptop")
    query = "tmux kill-server"
    assert hits(rg, other, query)[0] == corpus["never"]
    for field, value in (("status", "demoted"), ("status", "superseded"), ("hidden", "true"),
                         ("forget_after", "2020-01-01")):
        assert "published 1 note" in rg("set", corpus["never"], field, value).output  # at once, before any push
        assert corpus["never"] not in hits(rg, other, query), field
        inactive = rg.json("--kb", str(other), "search", query, "--project", "ops", "--branch", "main",
                           "--include-inactive")["hits"]
        assert any(h["id"] == corpus["never"] and h["inactive"] for h in inactive), field
        rg("set", corpus["never"], field, "--unset") if field != "status" else rg("set", corpus["never"], "status", "active")
        rg("reindex")
        assert hits(rg, other, query)[0] == corpus["never"], field
    feat = rg.json("add", "--title", "Feature flag rollout uses LaunchDarkly", "--project", "ops", "--branch", "feat/flags")
    rg("reindex")
    q = "feature flag rollout launchdarkly"
    assert feat["id"] not in hits(rg, other, q)
    assert feat["id"] in [h["id"] for h in rg.json("--kb", str(other), "search", q, "--project", "ops",
                                                    "--branch", "feat/flags")["hits"]]
    assert "removed 1" in rg("forget", corpus["never"], "--reason", "wrong", "--purge").output  # published at once
    assert "already has this clone's notes" in rg("reindex").output
    assert corpus["never"] not in hits(rg, other, query, "--include-inactive")
    assert rg.json("team", "status")["projects"]["ops"]["removed"] == 1


def test_an_older_commit_never_overwrites_a_newer_row(rg, kb, corpus, team_env, tmp_path):
    rg("reindex")
    old = clone(kb, tmp_path / "old")  # this machine stays on this commit
    rg("set", corpus["never"], "rule", "Kill tmux sessions by exact name; never kill-server")
    rg("forget", corpus["sqlite"], "--reason", "obsolete", "--purge")
    rg("reindex")
    late = rg.json("--kb", str(old), "team", "publish", "--full", env={"REFLECTGIT_MACHINE": "old-laptop"})
    assert late["skipped_older"] == 2 and late["tombstoned"] == 0  # the edit and the removal are newer
    fresh = clone(kb, tmp_path / "fresh")
    shown = rg.json("--kb", str(fresh), "search", "tmux kill-server", "--project", "ops", "--branch", "main")["hits"]
    assert corpus["sqlite"] not in [h["id"] for h in shown]  # the removal stands
    shown = rg.json("--kb", str(fresh), "search", "tmux", "--project", "ops", "--branch", "main", "--field", "rule")
    assert shown["hits"][0]["value"] == "Kill tmux sessions by exact name; never kill-server"
    st = rg.json("team", "status")
    assert any("old-laptop" in line for line in st["stale"])
    assert "never published" in rg.json("--kb", str(fresh), "team", "status")["stale"][-1]


def test_reindex_full_rebuilds_the_workspace_from_any_clone(rg, kb, corpus, team_env, tmp_path):
    rg("reindex")
    rg("--kb", str(clone(kb, tmp_path / "b")), "reindex", "--full", env={"REFLECTGIT_MACHINE": "b"})
    st = rg.json("team", "status")
    assert st["notes"] == len(NOTES) and {m["machine"] for m in st["machines"]} >= {"b"}
    assert "already has" in rg("reindex").output  # nothing changed since: nothing sent


def test_unreachable_server_falls_back_to_the_local_index_once(rg, kb, corpus, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_PG_DSN", f"postgresql://alice@/postgres?host={tmp_path}/nowhere")
    monkeypatch.setenv("REFLECTGIT_WORKSPACE", "acme")
    monkeypatch.setenv("REFLECTGIT_PG_TIMEOUT", "1")
    out = rg("reindex")  # publishing cannot reach the server: a warning, the index is built
    assert "not published" in out.output and "unreachable" in out.output
    code = ("import sys\nfrom reflectgit.kb import KB\nfrom reflectgit.recall import Recall, Options\n"
            "r = Recall(KB.open(sys.argv[1]))\n"
            "for _ in range(3): res = r.search('tmux kill-server', Options(global_=True))\n"
            "print(res.hits[0].id, res.explain['backend'])\n")
    proc = subprocess.run([sys.executable, "-c", code, str(kb)], capture_output=True, text=True, env=os.environ,
                          timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split()[0] == corpus["never"] and "local" in proc.stdout
    assert proc.stderr.count("team store unavailable") == 1


def test_bad_settings_are_one_line_naming_the_setting(rg, kb, monkeypatch, tmp_path):
    monkeypatch.setenv("REFLECTGIT_PG_DSN", "host=localhost port=notaport = =")
    out = rg("team", "status", expect=2)
    assert "REFLECTGIT_PG_DSN" in out.output and len(out.output.strip().splitlines()) == 1
    monkeypatch.setenv("REFLECTGIT_PG_DSN", f"postgresql://alice@/postgres?host={tmp_path}")
    out = rg("reindex", expect=2)
    assert "REFLECTGIT_WORKSPACE is not set" in out.output
    monkeypatch.setenv("REFLECTGIT_WORKSPACE", "a b; drop")
    assert "REFLECTGIT_WORKSPACE" in rg("team", "status", expect=2).output


def test_psycopg_is_imported_only_in_team_mode(kb):
    code = ("import sys, runpy\nsys.argv = ['reflectgit', '--help']\n"
            "try:\n    runpy.run_module('reflectgit', run_name='__main__')\nexcept SystemExit:\n    pass\n"
            "from reflectgit.kb import KB\nfrom reflectgit.recall import Recall\nRecall(KB.open(sys.argv[-1] if False else None))\n"
            "print('psycopg' in sys.modules)")
    env = {k: v for k, v in os.environ.items() if not k.startswith("REFLECTGIT_PG")}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120, check=False)
    assert proc.stdout.strip().splitlines()[-1] == "False", proc.stderr


def test_the_prompt_hook_injects_the_teams_notes_on_a_clone_that_never_indexed(rg, kb, team_env, tmp_path):
    from conftest import run_cli

    code = tmp_path / "code"
    code.mkdir()
    git("init", "-q", "-b", "main", cwd=code)
    git("remote", "add", "origin", "git@github.com:Acme/agents-in-a-box.git", cwd=code)
    git("commit", "-q", "--allow-empty", "-m", "first", cwd=code)
    rg("add", "--title", "Redis pool exhaustion under burst load", "--rule", "Size the redis pool to peak concurrency",
       "--project", "agents-in-a-box", "--branch", "main", "--tags", "redis")
    rg("reindex")
    other = clone(kb, tmp_path / "laptop")
    prompt = json.dumps({"session_id": "s1", "cwd": str(code), "prompt": "the redis pool runs out under burst load"})
    env = {"REFLECTGIT_HOME": str(other), "REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    out = run_cli("agent", "hook", "UserPromptSubmit", cwd=code, input=prompt, env=env)
    assert out.returncode == 0, out.stderr
    assert "Size the redis pool to peak concurrency" in json.loads(out.stdout)["hookSpecificOutput"]["additionalContext"]
    start = run_cli("agent", "hook", "SessionStart", cwd=code, input=json.dumps({"session_id": "s0", "cwd": str(code)}),
                    env=env)
    assert start.returncode == 0, start.stderr
    assert "Size the redis pool to peak concurrency" in json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    down = dict(env, REFLECTGIT_PG_DSN=f"postgresql://rita@/postgres?host={tmp_path}/nowhere", REFLECTGIT_PG_TIMEOUT="1")
    prompt2 = prompt.replace('"s1"', '"s2"')
    out = run_cli("agent", "hook", "UserPromptSubmit", cwd=code, input=prompt2, env=down)
    assert out.returncode == 0 and "team store unavailable" in out.stderr  # answered from the local index
    assert "Size the redis pool to peak concurrency" in out.stdout


def test_a_warm_process_keeps_candidates_until_the_next_publish(rg, kb, corpus, team_env, tmp_path):
    """The recall server's TeamRecall keeps rows, vectors, the scope's matrix and its postings
    between queries (answers equal to a cold process's) and drops them when a publish moves the store."""
    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall import Options
    from reflectgit.recall.choose import open_recall

    rg("reindex")
    other = KB.open(clone(kb, tmp_path / "laptop"))
    ctx = Context(project="ops", branch="main", default_branch="main")
    opts = Options(log=False, cache=False)
    warm = open_recall(other, ctx)
    for query in QUERIES * 2:  # from the second query on, the scope's vectors are searched in process
        cold = open_recall(other, ctx).search(query, opts)
        kept = warm.search(query, opts)
        assert [h.id for h in kept.hits] == [h.id for h in cold.hits], query
        assert [h.score for h in kept.hits] == pytest.approx([h.score for h in cold.hits], abs=1e-5), query
    assert warm._matrix is not None and warm._kept_rows and warm._text._terms
    allowed, scored = warm.allowed(opts), 0
    for query in QUERIES:  # the kept postings score as the server's SQL does, to the last digits
        served = open_recall(other, ctx).arm_bm25(query, allowed, 10, opts)
        kept_text = warm.arm_bm25(query, allowed, 10, opts)
        assert [n for n, _ in kept_text] == [n for n, _ in served], query
        assert [s for _, s in kept_text] == pytest.approx([s for _, s in served], rel=1e-9), query
        scored += len(served)
    assert scored >= len(QUERIES)

    assert "published 1 note" in rg("set", corpus["never"], "rule", "Zebra crossings need a tmux detach first").output
    rules = Options(log=False, cache=False, field="rule")
    hit = next(h for h in warm.search("zebra crossings tmux", rules).hits if h.id == corpus["never"])
    assert hit.value == "Zebra crossings need a tmux detach first"  # nothing stale survived the publish


def test_a_large_workspaces_vector_index_is_built_in_the_background(rg, kb, corpus, team_env):
    """Past REFLECTGIT_TEAM_INDEX_INLINE live notes, the first publish returns once the rows are in
    and a process of its own builds the workspace's HNSW index; status shows when it is there."""
    import time

    out = rg("reindex", env={"REFLECTGIT_TEAM_INDEX_INLINE": "2"}).output
    assert "vector index is being built in the background" in out
    deadline = time.monotonic() + 120
    while not rg.json("team", "status")["vector_index"]:
        assert time.monotonic() < deadline, (kb / ".reflectgit" / "team-index.log").read_text()
        time.sleep(0.5)
    assert "Vector index: built" in rg("team", "status").output
    assert "built the vector index" in (kb / ".reflectgit" / "team-index.log").read_text()
    assert rg.json("team", "vector-index") == {"vector_index_built": False, "vector_index_seconds": pytest.approx(0, abs=5),
                                              "workspace": team_env["workspace"]}
    assert "already has its vector index" in rg("team", "vector-index").output
    assert hits(rg, kb, "redis pool timeouts")  # recall reads the indexed workspace as before


def test_a_long_notes_windows_are_shared_with_the_team(rg, kb, corpus, team_env, tmp_path):
    """A long note's windows go to the store with it: a clone that never indexed finds a fact deep
    in it by meaning, with the same scores as local mode (max-sim over the same windows)."""
    from test_recall import POSTMORTEM

    note = rg.json("add", "--title", "Release train post-mortem", "--body", POSTMORTEM, "--project", "ops",
                   "--branch", "main")
    rg("reindex")
    other = clone(kb, tmp_path / "laptop")
    reader = {"REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    query = "the private image registry's cert ran out and image downloads broke"
    args = ("search", query, "--project", "ops", "--branch", "main", "--arm", "vector", "--min-overlap", "0",
            "--no-cache")
    served = rg.json("--kb", str(other), *args, env=reader)
    assert served["explain"]["backend"] == f"team:{team_env['workspace']}"
    team = served["hits"]
    local = rg.json("--kb", str(kb), *args, env={"REFLECTGIT_PG_DSN": ""})["hits"]
    assert team[0]["id"] == local[0]["id"] == note["id"]
    assert [h["arm_scores"]["vector"] for h in team] == [h["arm_scores"]["vector"] for h in local]
    full = rg.json("--kb", str(other), "search", query, "--project", "ops", "--branch", "main", "--no-cache", env=reader)
    assert full["hits"][0]["id"] == note["id"]  # the reranker reads the windows too

    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall import Options
    from reflectgit.recall.choose import open_recall

    ctx = Context(project="ops", branch="main", default_branch="main")
    vector_only = Options(log=False, cache=False, arms=("vector",), min_overlap=0)  # as the CLI call above
    warm = open_recall(KB.open(other), ctx)  # the second query of a scope is searched in the process
    for _ in range(2):
        kept = [(h.id, h.arm_scores["vector"]) for h in warm.search(query, vector_only).hits]
        assert kept == [(h["id"], h["arm_scores"]["vector"]) for h in local]
    assert warm._matrix is not None and warm._matrix[3] is not None  # with the windows of the long note


def test_what_a_push_only_sync_or_a_forget_changes_reaches_the_team_and_personal_notes_never_do(
        rg, kb, team_env, tmp_path):
    """review10: a lesson added then synced (only pushed) was not in the store, a forgotten note
    kept being recalled by teammates, and a `scope: user` note ("answer alice tersely") was
    handed to every teammate."""
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    rg("sync", str(remote))
    reader = {"REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    other = clone(kb, tmp_path / "laptop")
    lesson = rg.json("add", "--title", "Httpx calls hang without a timeout", "--rule", "Always pass timeout=10 to httpx",
                     "--project", "ops", "--branch", "main")["id"]
    mine = rg.json("add", "--title", "I prefer vim keybindings and terse answers", "--rule", "Answer alice tersely",
                   "--scope", "user", "--project", "ops", "--branch", "main")["id"]
    out = rg("sync")  # `add` published it already: the sync finds the store up to date
    assert "team: workspace" in out.output and "already has this clone's notes" in out.output
    assert hits(rg, other, "httpx call hangs", env=reader) == [lesson]
    assert hits(rg, other, "vim keybindings terse answers", env=reader) == []
    st = rg.json("team", "status")
    assert st["notes"] == 1
    rg("forget", lesson, "--reason", "wrong")
    assert hits(rg, other, "httpx call hangs", env=reader) == []
    rg("set", mine, "scope", "project")  # made shareable: published; made personal again: removed
    rg("sync")
    assert hits(rg, other, "vim keybindings terse answers", env=reader) == [mine]
    rg("set", mine, "scope", "user")
    rg("sync")
    assert hits(rg, other, "vim keybindings terse answers", env=reader) == []
    from reflectgit.team.settings import Settings, connect

    with connect(Settings(dsn=team_env["dsn"](), workspace=team_env["workspace"])) as con:  # review11
        row = con.execute("select deleted, title, rule, embedding from reflectgit.notes where id = %s", (mine,)).fetchone()
    assert row["deleted"] and row["title"] is None and row["rule"] is None and row["embedding"] is None


def test_a_role_or_workspace_that_may_not_write_is_one_line_never_a_traceback(rg, kb, corpus, team_env, tmp_path,
                                                                             monkeypatch):
    """review10: a reader's `reindex` (docs tell every machine to run it) and a workspace not
    granted to the role ended in psycopg tracebacks, `sync` after it had pushed."""
    reader = {"REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    out = rg("reindex", env=reader).output  # the local index is built; publishing is not a reader's
    assert "team: not published" in out and "may only read" in out and "the next reindex" not in out
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    typo = {"REFLECTGIT_WORKSPACE": "acm"}
    res = rg.json("sync", str(remote), env=typo)
    assert res["pushed"] and "workspace 'acm' is not granted" in res["reindexed"]["team"]["error"]
    wrong = {"REFLECTGIT_PG_DSN": team_env["dsn"]("nosuchrole")}  # review11: it was called "unreachable"
    finding = [f for f in rg.json("doctor", env=wrong, expect=1)["findings"] if f["field"] == "REFLECTGIT_PG_DSN"]
    assert finding and finding[0]["level"] == "error" and 'role "nosuchrole" does not exist' in finding[0]["message"]
    hit = rg.json("search", "tmux kill-server", "--project", "ops", "--branch", "main", env=wrong)["hits"]
    assert hit and hit[0]["id"] == corpus["never"]  # recall still answers, from the local index
    finding = [f for f in rg.json("doctor", env=typo, expect=1)["findings"] if f["field"] == "REFLECTGIT_WORKSPACE"]
    assert finding and "may not see workspace 'acm'" in finding[0]["message"] and "team grant" in finding[0]["fix"]
    assert not [f for f in rg.json("doctor")["findings"] if f["path"] == "environment" or "team" in f["fix"]]


def test_team_mode_without_its_packages_recalls_locally_and_doctor_says_what_to_install(rg, kb, corpus, team_env,
                                                                                      monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "psycopg", None)  # `pip install reflectgit` without [team]
    res = rg("search", "tmux kill-server", "--project", "ops", "--branch", "main", "--json")
    assert json.loads(res.stdout)["hits"][0]["id"] == corpus["never"]
    assert "team mode is not usable" in res.stderr and "reflectgit[team]" in res.stderr
    finding = [f for f in rg.json("doctor", expect=1)["findings"] if f["field"] == "REFLECTGIT_PG_DSN"]
    assert finding and "pip install 'reflectgit[team]'" in finding[0]["message"]


def test_a_server_that_never_answers_costs_a_hook_one_timeout_not_two(rg, kb, code_repo, tmp_path):
    """review10: a server that accepts connections and says nothing was asked twice per hook
    (the version read, then the query), so the prompt waited twice REFLECTGIT_PG_TIMEOUT."""
    import socket
    import threading

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    accepted: list[socket.socket] = []

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            accepted.append(conn)  # held open, never answered

    threading.Thread(target=serve, daemon=True).start()
    rg("add", "--title", "Pin docker base images by digest", "--rule", "Never build FROM a floating tag",
       "--project", "agents-in-a-box", "--branch", "main")
    rg("reindex", env={"REFLECTGIT_PG_DSN": ""})
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_PG_DSN": f"postgresql://alice@127.0.0.1:{listener.getsockname()[1]}/db",
           "REFLECTGIT_WORKSPACE": "w", "REFLECTGIT_PG_TIMEOUT": "1"}
    try:
        for n, (event, extra) in enumerate([("UserPromptSubmit", {"prompt": "pin the docker base image"}),
                                            ("SessionStart", {"source": "startup"})], start=1):
            payload = {"session_id": f"s{n}", "cwd": str(code_repo), "hook_event_name": event, **extra}
            done = run_cli("agent", "hook", event, cwd=code_repo, env=env, input=json.dumps(payload))
            assert done.returncode == 0 and "docker base images" in done.stdout  # the local index answered
            assert len(accepted) == n, (event, len(accepted))  # one connection attempt per hook
    finally:
        listener.close()
        for conn in accepted:
            conn.close()


def test_team_grant_names_what_is_wrong_with_its_own_arguments(rg, team_env):
    admin = {"REFLECTGIT_PG_DSN": team_env["dsn"]()}
    ws = team_env["workspace"] + "-g"
    assert f"bob may now see workspace {ws}" in rg("team", "grant", "bob", "--workspace", ws, env=admin).output
    assert "already" in rg("team", "grant", "bob", "--workspace", ws, env=admin).output
    res = rg("team", "grant", "nosuchrole", "--workspace", ws, env=admin, expect=2)
    assert "no Postgres role 'nosuchrole'" in res.output  # review10: it succeeded and stored the row
    res = rg("team", "grant", "bob", "--workspace", "bad ws!", env=admin, expect=2)
    assert "--workspace 'bad ws!'" in res.output and "REFLECTGIT_WORKSPACE" not in res.output


def test_a_personal_row_an_older_version_published_is_removed_by_the_next_publish(rg, kb, team_env, monkeypatch):
    """review11: rows `scope: user` published before the upgrade stayed live: the next publish found
    "already has this clone's notes" and removed nothing."""
    from reflectgit.team import publish
    from reflectgit.team.settings import Settings, connect

    with monkeypatch.context() as old:
        old.setattr(publish, "_personal", lambda idx, ids: {})  # as the version before did
        rg.json("add", "--title", "I prefer terse answers", "--rule", "Answer alice tersely", "--scope", "user",
                "--project", "ops", "--branch", "main")
    live = "select count(*) as n from reflectgit.notes where workspace = %s and not deleted and scope = 'user'"

    def personal_rows() -> int:
        with connect(Settings(dsn=team_env["dsn"](), workspace=team_env["workspace"])) as con:
            return con.execute(live, (team_env["workspace"],)).fetchone()["n"]

    assert personal_rows() == 1
    rg("reindex")  # nothing changed in git since: the leaked row goes all the same
    assert personal_rows() == 0


def test_a_query_that_names_a_file_finds_the_teams_notes_about_it(rg, kb, team_env, tmp_path):
    """The entity arm reads the team store's entities as the local index's: same answers."""
    where = ["--project", "shop", "--branch", "main"]
    money = rg.json("add", "--title", "Totals drift by a cent when summing floats", "--rule",
                    "Sum money as Decimal", "--entity", "src/billing/invoice.py", "--entity", "tests/test_invoice.py",
                    *where)["id"]
    rg("add", "--title", "Redis pool exhausted under burst load", "--rule", "Size the pool to peak",
       "--entity", "src/cache/pool.py", *where)
    rg("reindex")
    other = clone(kb, tmp_path / "laptop")
    reader = {"REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    for query in ("test_invoice.py fails on CI", "src/cache/pool.py", "src/billing/refund.py"):
        team = rg.json("--kb", str(other), "search", query, *where, env=reader)
        local = rg.json("--kb", str(kb), "search", query, *where, env={"REFLECTGIT_PG_DSN": ""})
        assert [h["id"] for h in team["hits"]] == [h["id"] for h in local["hits"]], query
        assert team["explain"]["backend"].startswith("team:")
    assert team["hits"] == []  # no note touched refund.py
    assert [h["id"] for h in rg.json("--kb", str(other), "search", "billing/invoice.py", *where, env=reader)["hits"]] == [money]


def test_feedback_applies_on_the_shared_store_as_it_does_locally(rg, kb, team_env, tmp_path):
    """Recall's feedback reads rows, vectors and windows, which team mode takes from Postgres: a
    clone that never indexed gets the same feedback verdict and the same hits as the local KB."""
    from test_recall_feedback import TITLES, _add, _filler

    for i, title in enumerate(TITLES):  # notes added by hand: each its own source
        _add(rg, tmp_path, i, title, None)
    _filler(kb)
    rg("reindex")  # publishes to the workspace
    other = clone(kb, tmp_path / "laptop")
    reader = {"REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    args = ("search", "how do we deploy the api?", "--project", "p", "--branch", "main", "--no-cache")
    team = rg.json("--kb", str(other), *args, env=reader)
    local = rg.json("--kb", str(kb), *args, env={"REFLECTGIT_PG_DSN": ""})
    assert team["explain"]["backend"] == f"team:{team_env['workspace']}"
    assert team["explain"]["feedback"] == local["explain"]["feedback"] == {
        "sources": 5, "needed": 5, "scope": 66, "applied": True}
    assert [h["id"] for h in team["hits"]] == [h["id"] for h in local["hits"]]
