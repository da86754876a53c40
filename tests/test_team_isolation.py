"""Team mode isolation and concurrency against a real Postgres: row-level security fails
closed, the reader cannot write, one workspace never reads or overwrites another's rows, and
four machines publishing different commits at once lose nothing and deadlock nowhere."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
from conftest import git

from reflectgit.team.migrations import STAT_TABLES


def connect(dsn: str, workspace: str | None = None) -> psycopg.Connection:
    con = psycopg.connect(dsn, autocommit=True)
    if workspace is not None:
        con.execute("select set_config('app.workspace_id', %s, false)", (workspace,))
    return con


def count(con: psycopg.Connection, table: str = "notes") -> int:
    return con.execute(f"select count(*) from reflectgit.{table}").fetchone()[0]


@pytest.fixture
def two_workspaces(rg, kb, team_env, tmp_path):
    """Workspace A (alice writes, rita reads) and workspace B, written only by mallory."""
    dsn = team_env["dsn"]
    a, b = team_env["workspace"], team_env["workspace"] + "-b"
    with connect(dsn()) as admin:
        admin.execute("do $$ begin if not exists (select 1 from pg_roles where rolname = 'mallory') then "
                      "create role mallory login in role reflectgit_writer; end if; end $$")
        admin.execute("insert into reflectgit.members values (%s, 'mallory') on conflict do nothing", (b,))
    added = [rg.json("add", "--title", "Alpha team deploys on Tuesdays", "--project", "ops", "--branch", "main"),
             rg.json("add", "--title", "'); DROP TABLE notes; --", "--body", "x'); delete from reflectgit.notes; --",
                     "--project", "ops", "--branch", "main")]
    assert [a["team"]["upserted"] for a in added] == [1, 1]  # `add` publishes
    assert rg.json("reindex")["team"]["up_to_date"]
    other = tmp_path / "beta"
    rg("--kb", str(other), "init")
    env_b = {"REFLECTGIT_PG_DSN": dsn("mallory"), "REFLECTGIT_WORKSPACE": b}
    beta = rg.json("--kb", str(other), "add", "--title", "Beta secret: the staging password rotates", "--project",
                   "ops", "--branch", "main", env=env_b)
    assert beta["team"]["upserted"] == 1
    return {"a": a, "b": b, "dsn": dsn}


def test_no_workspace_set_sees_nothing(two_workspaces):
    dsn = two_workspaces["dsn"]
    for role in ("rita", "alice", "mallory"):
        with connect(dsn(role)) as con:
            assert all(count(con, t) == 0 for t in ("notes", "entities", "edges", "publishers", *STAT_TABLES)), role
            con.execute("set app.workspace_id = ''")
            assert count(con) == 0, role


def test_a_reader_cannot_read_another_workspace_even_by_setting_it(two_workspaces):
    dsn, a, b = two_workspaces["dsn"], two_workspaces["a"], two_workspaces["b"]
    with connect(dsn("rita"), a) as con:
        assert count(con) == 2
        con.execute(f"set app.workspace_id = {psycopg.sql.quote(b)}")  # the crafted query
        assert count(con) == 0
        assert con.execute("select count(*) from reflectgit.notes where workspace = %s", (b,)).fetchone()[0] == 0
        for table in STAT_TABLES:  # nor B's BM25 statistics (B's vocabulary would leak through them)
            assert con.execute(f"select count(*) from reflectgit.{table} where workspace = %s",
                               (b,)).fetchone()[0] == 0, table
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            con.execute("select * from reflectgit.members")


def test_the_reader_cannot_write(two_workspaces):
    dsn, a = two_workspaces["dsn"], two_workspaces["a"]
    with connect(dsn("rita"), a) as con:
        for sql in ("update reflectgit.notes set title = 'pwned'",
                    "delete from reflectgit.notes",
                    ("insert into reflectgit.notes (workspace, id, path, kb_commit, kb_time, publisher, digest) "
                     f"values ('{a}', 'x', 'p', 'c', now(), 'rita', 'd')")):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                con.execute(sql)
        assert count(con) == 2


def test_a_writer_cannot_overwrite_another_workspace(two_workspaces):
    dsn, a, b = two_workspaces["dsn"], two_workspaces["a"], two_workspaces["b"]
    with connect(dsn("alice"), b) as con:  # alice names B, which she was never granted
        assert con.execute("update reflectgit.notes set title = 'pwned'").rowcount == 0
        assert con.execute("delete from reflectgit.notes").rowcount == 0
    with connect(dsn("alice"), a) as con:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):  # new row violates row-level security
            con.execute("insert into reflectgit.notes (workspace, id, path, kb_commit, kb_time, publisher, digest) "
                        "values (%s, 'x', 'p', 'c', now(), 'alice', 'd')", (b,))
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            con.execute("update reflectgit.notes set workspace = %s", (b,))
    with connect(dsn("mallory"), b) as con:
        titles = [r[0] for r in con.execute("select title from reflectgit.notes")]
        assert titles == ["Beta secret: the staging password rotates"]
    with connect(dsn("rita"), a) as con:  # the hostile title round-tripped unchanged, the table is there
        titles = sorted(r[0] for r in con.execute("select title from reflectgit.notes"))
        assert titles == ["'); DROP TABLE notes; --", "Alpha team deploys on Tuesdays"]


def test_four_machines_publishing_different_commits_at_once(rg, kb, team_env, tmp_path):
    alone = {"REFLECTGIT_PG_DSN": ""}  # this KB's own writes publish nothing: the four clones publish
    ids = [rg.json("add", "--title", f"Lesson {i} about service {i}", "--rule", "v0", "--project", "ops",
                   "--branch", "main", env=alone)["id"] for i in range(12)]
    clones = []
    for stage in range(1, 5):
        for n in ids[stage - 1::2]:  # each stage edits half the notes (overlapping stages)
            rg("set", n, "rule", f"v{stage}", env=alone)
        if stage == 3:
            rg("forget", ids[0], "--reason", "wrong", "--purge", env={"REFLECTGIT_PG_DSN": ""})  # the clones publish it
        where = tmp_path / f"m{stage}"
        git("clone", "-q", str(kb), str(where), cwd=tmp_path)
        rg("--kb", str(where), "reindex", env={"REFLECTGIT_PG_DSN": ""})  # embedded here, published below
        clones.append(where)
    newest = {n: rg.json("show", n)["rule"] for n in ids[1:]}

    def publish(i_where):
        i, where = i_where
        env = dict(os.environ, REFLECTGIT_MACHINE=f"m{i}")
        return subprocess.run([sys.executable, "-m", "reflectgit", "--kb", str(where), "team", "publish", "--full"],
                              capture_output=True, text=True, env=env, timeout=600, check=False)

    for _round in range(2):  # the second round finds every row already published
        with ThreadPoolExecutor(4) as pool:
            done = list(pool.map(publish, enumerate(reversed(clones))))
        assert all(p.returncode == 0 for p in done), [p.stderr[-700:] for p in done]
    with connect(team_env["dsn"]("rita"), team_env["workspace"]) as con:
        rows = {r[0]: (r[1], r[2]) for r in con.execute("select id, rule, deleted from reflectgit.notes")}
        machines = count(con, "publishers")
    assert rows[ids[0]][1] is True  # the removal in stage 3 stands against stages 1 and 2
    assert {n: rows[n][0] for n in ids[1:]} == newest and not any(rows[n][1] for n in ids[1:])
    assert machines == 4
    with connect(team_env["dsn"]("rita"), team_env["workspace"]) as con:
        assert_statistics_whole(con, team_env["workspace"])


def assert_statistics_whole(con: psycopg.Connection, ws: str) -> None:
    """The BM25 statistics publish keeps equal a recount over the workspace's live notes."""
    from reflectgit.team.migrations import POSTINGS_OF

    stats = con.execute("select docs, total_len, ready from reflectgit.text_stats where workspace = %s",
                        (ws,)).fetchone()
    live = con.execute("select count(*), coalesce(sum(doc_len), 0) from reflectgit.notes "
                       "where workspace = %s and not deleted", (ws,)).fetchone()
    assert stats == (live[0], live[1], True)
    kept = sorted(con.execute("select workspace, lexeme, note_id, tf from reflectgit.postings where workspace = %s",
                              (ws,)).fetchall())
    assert kept == sorted(con.execute(POSTINGS_OF.format(where="n.workspace = %s"), (ws,)).fetchall())
    df = dict(con.execute("select lexeme, df from reflectgit.term_df where workspace = %s", (ws,)).fetchall())
    counted: dict[str, int] = {}
    for _ws, lexeme, _note, _tf in kept:
        counted[lexeme] = counted.get(lexeme, 0) + 1
    assert df == counted
    lens = dict(con.execute("select note_id, doc_len from reflectgit.doc_lens where workspace = %s", (ws,)).fetchall())
    assert lens == dict(con.execute("select id, doc_len from reflectgit.notes where workspace = %s and not deleted",
                                    (ws,)).fetchall())


def test_bm25_from_statistics_ranks_as_counting_does(rg, kb, team_env):
    """Edits, removals and a rebuild keep the statistics whole, and the text arm read from them
    scores every note as counting over the tsvectors does (the same BM25, only faster)."""
    from reflectgit.team.recall import _BM25, _BM25_STATS

    ws = team_env["workspace"]
    ids = [rg.json("add", "--title", f"Redis pool {i} exhausted under burst load", "--rule",
                   "size the redis pool to peak concurrency " * (i + 1), "--project", "ops", "--branch", "main")["id"]
           for i in range(5)]
    rg("reindex")
    generation = "select generation from reflectgit.text_stats where workspace = %s"
    with connect(team_env["dsn"]("rita"), ws) as con:
        before = con.execute(generation, (ws,)).fetchone()[0]
    rg("set", ids[1], "rule", "retry the gateway with jitter")
    rg("forget", ids[2], "--reason", "wrong", "--purge")
    rg("reindex")
    with connect(team_env["dsn"]("rita"), ws) as con:  # recall's cache key moved with the publish
        assert con.execute(generation, (ws,)).fetchone()[0] > before
    with connect(team_env["dsn"]("rita"), ws) as con:
        assert_statistics_whole(con, ws)
    with connect(team_env["dsn"](), ws) as admin:  # forget the statistics: the next publish rebuilds them
        admin.execute("update reflectgit.text_stats set ready = false, docs = 0 where workspace = %s", (ws,))
    rg("set", ids[3], "rule", "pool sizing under burst load")
    rg("reindex")
    with connect(team_env["dsn"]("rita"), ws) as con:
        assert_statistics_whole(con, ws)
        where = "workspace = %s and not deleted"
        for text in ("redis pool burst", "gateway jitter", "concurrency", "nothing matches this"):
            counted = con.execute(_BM25.format(where=where), (text, ws, ws, ws, 10)).fetchall()
            kept = con.execute(_BM25_STATS.format(where=where), (text, ws, ws, ws, ws, 10)).fetchall()
            assert [r[0] for r in kept] == [r[0] for r in counted], text
            assert [r[1] for r in kept] == pytest.approx([r[1] for r in counted], rel=1e-9), text


def test_each_workspace_gets_its_own_vector_index_built_by_its_members_only(two_workspaces):
    """The first publish builds the workspace's own partial HNSW index (through a function that
    runs as the schema's owner); nobody can build one for a workspace they were not granted,
    and the reader cannot build any."""
    dsn, a, b = two_workspaces["dsn"], two_workspaces["a"], two_workspaces["b"]
    with connect(dsn()) as admin:
        found = dict(admin.execute("select indexname, indexdef from pg_indexes where schemaname = 'reflectgit' "
                                   "and indexname like 'notes_vec_%%'").fetchall())
        for ws in (a, b):
            name = admin.execute("select reflectgit.vector_index_name(%s)", (ws,)).fetchone()[0]
            assert "hnsw" in found[name] and f"workspace = '{ws}'" in found[name], found
        assert not admin.execute("select to_regclass('reflectgit.notes_embedding')").fetchone()[0]
    with connect(dsn("mallory"), b) as con, pytest.raises(psycopg.errors.InsufficientPrivilege):
        con.execute("select reflectgit.vector_index(%s)", (a,))  # a's name, mallory's grant: refused
    with connect(dsn("mallory"), b) as con:
        assert con.execute("select reflectgit.vector_index(%s)", (b,)).fetchone()[0] is False  # already built
    with connect(dsn("rita"), a) as con, pytest.raises(psycopg.errors.InsufficientPrivilege):
        con.execute("select reflectgit.vector_index(%s)", (a,))


def test_a_scope_beyond_exact_search_walks_its_workspaces_own_index(two_workspaces, kb, monkeypatch):
    """Past ``EXACT_SCOPE`` the vector arm asks Postgres's HNSW index: the plan uses the
    workspace's own index, and the answers match the exact search's."""
    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall import Options
    from reflectgit.team import recall as team_recall

    ctx = Context(project="ops", branch="main", default_branch="main")
    opts = Options(log=False, cache=False, arms=("vector",))
    exact = [h.id for h in team_recall.TeamRecall(KB.open(kb), ctx).search("alpha team deploy day", opts).hits]
    monkeypatch.setattr(team_recall, "EXACT_SCOPE", 0)
    walked = team_recall.TeamRecall(KB.open(kb), ctx)
    assert [h.id for h in walked.search("alpha team deploy day", opts).hits] == exact and exact
    with connect(two_workspaces["dsn"]("rita"), two_workspaces["a"]) as con:
        con.execute("set enable_seqscan = off")  # two rows: only a forced plan shows which index can serve
        con.execute("set enable_sort = off")
        plan = "\n".join(r[0] for r in con.execute(
            f"explain select id from reflectgit.notes where workspace = '{two_workspaces['a']}' and not deleted "
            "order by embedding <=> (select embedding from reflectgit.notes limit 1) limit 5"))
        name = con.execute("select reflectgit.vector_index_name(%s)", (two_workspaces["a"],)).fetchone()[0]
    assert name in plan, plan


def test_upgrading_a_version_4_store_indexes_each_existing_workspace(monkeypatch):
    """A store migrated before per-workspace vector indexes gets one for each workspace it holds."""
    import tempfile
    from pathlib import Path

    import pgserver

    from reflectgit.team import migrations
    from reflectgit.team.settings import Settings
    from reflectgit.team.settings import connect as team_connect

    data = Path(tempfile.mkdtemp(prefix="reflectgit-pg-upgrade-")) / "data"
    data.parent.chmod(0o755)
    server = pgserver.get_server(str(data), cleanup_mode="delete")
    try:
        with team_connect(Settings(dsn=server.get_uri(), workspace=None), workspace=False) as con:
            monkeypatch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:4])
            assert migrations.migrate(con)["after"] == 4
            for ws in ("old-a", "old-b"):
                con.execute("insert into reflectgit.notes (workspace, id, path, kb_commit, kb_time, publisher, digest, "
                            "embedding) values (%s, 'n1', 'p', 'c', now(), 'm', 'd', array_fill(0.1, array[384])::vector)",
                            (ws,))
            monkeypatch.undo()
            assert [m["version"] for m in migrations.migrate(con)["applied"]] == [5, 6]  # and every later one
            names = {r["indexname"] for r in con.execute("select indexname from pg_indexes where indexname like 'notes_vec_%%'")}
            want = {con.execute("select reflectgit.vector_index_name(%s) as n", (ws,)).fetchone()["n"] for ws in ("old-a", "old-b")}
            assert names == want
    finally:
        server.cleanup()
