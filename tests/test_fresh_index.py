"""A fresh clone's first index answers exactly what the note-by-note index answered.

The words index of a KB nobody indexed on this machine is written in batches (one statement per
table for hundreds of notes) and its frontmatter read by the plain-subset reader. The KB below
mixes what that touches: notes in every shape, one outside the subset, a refused note, two files
claiming one id, relations to other notes and to entities. Its answers were recorded with the
code before either change (8bc17e3): the same ids, in the same order, with the same scores."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from conftest import git

QUERIES = ["redis pool timeout under load", "kafka consumer drops messages", "nginx 502 gateway",
           "postgres migration deadlock", "docker image cache"]
TOPICS = ["redis", "postgres", "kafka", "nginx", "celery", "docker", "terraform", "grafana"]
TROUBLES = ["times out under load", "drops messages on rebalance", "returns 502 errors", "deadlocks during migrations",
            "fills the disk", "hangs on shutdown", "uses a stale cache"]


def fresh_kb(rg, root: Path, n: int = 120) -> Path:
    """A KB of ``n`` notes (plus the odd ones), committed, with no derived index: what a clone has."""
    kb = root / "kb"
    rg("--kb", str(kb), "init", str(kb))
    rnd = random.Random(5)
    ids = [f"lrn-{i:04d}{rnd.choice('abcdefgh')}x" for i in range(n)]
    shard = kb / "learnings" / "ops" / "main"
    shard.mkdir(parents=True, exist_ok=True)
    for i, nid in enumerate(ids):
        topic, other = rnd.sample(TOPICS, 2)
        trouble = rnd.choice(TROUBLES)
        lines = [f"id: {nid}", f"title: {topic} {trouble}", f"created: '2099-0{1 + i % 9}-1{i % 10}T00:00:00Z'",
                 f"updated: 2099-10-{10 + i % 18}", "project: ops", "branch: main", "scope: project",
                 f"tags: [{topic}, {other}]", f"confidence: {round(rnd.uniform(0.3, 0.95), 2)}",
                 f"rule: 'When {topic} {trouble}, check {other} first'", f"fix: raise the {topic} timeout",
                 f"proof_count: {i % 4}", "status: active"]
        if i % 3 == 0:
            lines += ["entities:", f"  - {topic}", f"  - name: {other}", "    type: tool"]
        if i % 5 == 0:
            lines += ["relations:", f"  - type: causes\n    target: {ids[(i * 7) % n]}", f"  - type: requires\n    target: {other}"]
        if i % 7 == 0:
            lines += ["source:", "  kind: commit", f"  commit: {i:07x}f"]
        if i % 11 == 0:  # outside the plain subset: a comment after a value, a block scalar
            lines += [f"problem: the {topic} client hangs  # seen twice", "key_insight: |", f"  {topic} needs a timeout",
                      "  on every call"]
        body = f"We saw {topic} {trouble} next to {other}. Incident {i}.\n"
        (shard / f"{nid}.md").write_text("---\n" + "\n".join(lines) + "\n---\n" + body)
    head = "created: 2099-10-01\nupdated: 2099-10-01\nproject: ops\nbranch: main\nscope: project\nstatus: active\n"
    (shard / "lrn-9999zz.md").write_text(f"---\nid: lrn-9999zz\ntitle: redis broken\n{head}source: 7\n---\nredis\n")
    (shard / "lrn-8888zz.md").write_text(f"---\nid: {ids[3]}\ntitle: redis pool twin\n{head}---\nredis pool\n")
    git("add", "-A", cwd=kb)
    git("commit", "-qm", "notes", cwd=kb)
    return kb


def answers(kb: Path, cwd: Path) -> dict[str, list[tuple[str, float]]]:
    out = {}
    for q in QUERIES:
        proc = subprocess.run([sys.executable, "-m", "reflectgit", "--kb", str(kb), "search", q, "--json",
                               "--project", "ops", "--branch", "main", "--limit", "8"],
                              cwd=cwd, capture_output=True, text=True, env={**os.environ, **ENV})
        assert proc.returncode == 0, proc.stderr
        import json

        out[q] = [(h["id"], round(h["score"], 4)) for h in json.loads(proc.stdout)["hits"]]
    return out


ENV = {"REFLECTGIT_EMBED_INLINE": "1"}  # words, entities and links: what a fresh clone's first answer ranks by

# recorded at 8bc17e3 (one statement per row, every frontmatter through PyYAML); dates in 2099 keep
# the recency boost at its ceiling, so the scores do not drift with the day the test runs
EXPECTED: dict[str, list[tuple[str, float]]] = {
    'redis pool timeout under load': [
        ('lrn-0113cx', 1.1988), ('lrn-0039ex', 1.1418), ('lrn-0102hx', 1.082), ('lrn-0058hx', 0.9716),
        ('lrn-0030cx', 0.9193), ('lrn-0095ex', 0.9048), ('lrn-0045ex', 0.8398), ('lrn-0060cx', 0.8225),
    ],
    'kafka consumer drops messages': [
        ('lrn-0116hx', 1.1706), ('lrn-0067gx', 1.1392), ('lrn-0002ax', 1.0993), ('lrn-0075bx', 0.9965),
        ('lrn-0018cx', 0.7791), ('lrn-0074dx', 0.7697), ('lrn-0025cx', 0.7663), ('lrn-0114ax', 0.7183),
    ],
    'nginx 502 gateway': [
        ('lrn-0105bx', 1.2115), ('lrn-0051bx', 1.1345), ('lrn-0081hx', 1.0544), ('lrn-0004dx', 1.0195),
        ('lrn-0001fx', 0.9874), ('lrn-0046bx', 0.9742), ('lrn-0100cx', 0.7272), ('lrn-0117fx', 0.6323),
    ],
    'postgres migration deadlock': [
        ('lrn-0079fx', 1.2189), ('lrn-0050fx', 1.0414), ('lrn-0115ax', 1.0407), ('lrn-0006cx', 1.0388),
        ('lrn-0042gx', 0.9965), ('lrn-0003hx', 0.8674), ('lrn-0028dx', 0.8405), ('lrn-0007bx', 0.804),
    ],
    'docker image cache': [
        ('lrn-0063ax', 1.1812), ('lrn-0008fx', 1.1583), ('lrn-0094bx', 1.0905), ('lrn-0000ex', 1.0824),
        ('lrn-0104ax', 1.0639), ('lrn-0108dx', 0.7524), ('lrn-0099bx', 0.7471), ('lrn-0078fx', 0.7313),
    ],
}


def test_a_fresh_index_answers_as_the_note_by_note_index_did(rg, tmp_path):
    kb = fresh_kb(rg, tmp_path)
    got = answers(kb, tmp_path)
    assert got == EXPECTED
    import sqlite3

    con = sqlite3.connect(kb / ".reflectgit" / "index.db")
    assert con.execute("select count(*) from notes").fetchone()[0] == 120
    assert [r[0] for r in con.execute("select path from index_errors")] == ["learnings/ops/main/lrn-9999zz.md"]
    con.close()
    edited_and_found(kb, tmp_path)


def edited_and_found(kb: Path, cwd: Path) -> None:
    """A note edited and committed after the first build is found by its new word (the index the
    build left keeps itself up to date, note by note), and the FTS index matches the notes."""
    import json
    import sqlite3

    note = kb / "learnings" / "ops" / "main" / "lrn-0113cx.md"
    note.write_text(note.read_text().replace("title: ", "title: zebrafish ", 1))
    git("commit", "-qam", "edit", cwd=kb)
    for query, found in (("zebrafish", True), ("redis pool timeout under load", True)):
        proc = subprocess.run([sys.executable, "-m", "reflectgit", "--kb", str(kb), "search", query, "--json",
                               "--project", "ops", "--branch", "main"], cwd=cwd, capture_output=True, text=True,
                              env={**os.environ, **ENV})
        assert proc.returncode == 0, proc.stderr
        ids = [h["id"] for h in json.loads(proc.stdout)["hits"]]
        assert ("lrn-0113cx" in ids) is found, (query, ids)
    con = sqlite3.connect(kb / ".reflectgit" / "index.db")
    assert {r[0] for r in con.execute("select name from sqlite_master where type = 'trigger'")} >= {
        "notes_ai", "notes_ad", "notes_au"}
    con.execute("insert into notes_fts(notes_fts) values ('integrity-check')")  # raises when they differ
    con.close()


def test_a_first_index_killed_half_way_leaves_one_the_next_search_completes(rg, tmp_path):
    """SIGKILL while the first search writes the index: the next search finds every note and
    answers as an uninterrupted one does (the sync is one transaction)."""
    kb = fresh_kb(rg, tmp_path)
    db = kb / ".reflectgit" / "index.db"
    killed = False
    for delay in (0.0, 0.3, 0.6, 1.0):
        proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb), "search", QUERIES[0],
                                 "--project", "ops", "--branch", "main"], cwd=tmp_path,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, **ENV})
        deadline = time.monotonic() + 60
        while not db.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(delay)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            killed = True
        proc.wait(60)
        if killed:
            break
        for suffix in ("", "-wal", "-shm"):
            Path(str(db) + suffix).unlink(missing_ok=True)
    assert killed, "every first search ended before it could be interrupted"
    assert answers(kb, tmp_path) == EXPECTED
    edited_and_found(kb, tmp_path)


# the MCP server's first answer to QUERIES[0], recorded at 8bc17e3 (its options differ from the CLI's)
EXPECTED_MCP: list[tuple[str, float]] = [
    ('lrn-0113cx', 1.0663), ('lrn-0039ex', 1.034), ('lrn-0058hx', 0.9838), ('lrn-0102hx', 0.9758),
    ('lrn-0005ax', 0.8923), ('lrn-0045ex', 0.8458), ('lrn-0060cx', 0.8125), ('lrn-0030cx', 0.8035),
]


async def _mcp_first_search(kb: Path, cwd: Path, query: str) -> list[tuple[str, float]]:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    env = {**os.environ, **ENV, "REFLECTGIT_PROJECT": "ops", "REFLECTGIT_BRANCH": "main"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                   env=env, cwd=str(cwd))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            r = await s.call_tool("search", {"query": query, "limit": 8})
            assert not r.is_error, r
            return [(h["id"], h["score"]) for h in r.structured_content["hits"]]


def test_the_mcp_server_s_first_search_on_a_fresh_clone_answers_as_before(rg, tmp_path):
    """The server indexes the words in a child process while it imports the SDK, and loads the
    model only after its first answer: that answer is the one recorded before either change."""
    import asyncio

    kb = fresh_kb(rg, tmp_path)
    assert not (kb / ".reflectgit" / "index.db").exists()
    assert asyncio.run(_mcp_first_search(kb, tmp_path, QUERIES[0])) == EXPECTED_MCP


def test_a_first_build_that_fails_half_way_keeps_its_triggers_for_the_next(rg, tmp_path, monkeypatch):
    """A first build drops the FTS triggers and search indexes until its rows are in; one that fails
    half-way (a full disk, an interrupt) rolls that back, so a later commit on the same connection
    cannot keep an index that no longer follows its notes."""
    import sqlite3

    import pytest

    from reflectgit.index import Index
    from reflectgit.index import db as dbm
    from reflectgit.kb import KB

    kb = fresh_kb(rg, tmp_path)
    index = Index(KB.open(kb))
    real, seen = dbm.note_row, []

    def failing(note, rel):
        seen.append(rel)
        if len(seen) == 60:
            raise KeyboardInterrupt
        return real(note, rel)

    monkeypatch.setattr(dbm, "note_row", failing)
    with pytest.raises(KeyboardInterrupt):
        index.sync(embed=False)
    index.con.commit()  # what a later write on this connection would do
    names = {r[0] for r in index.con.execute("select name from sqlite_master where type in ('trigger', 'index')")}
    assert {"notes_ai", "notes_ad", "notes_au", "notes_scope", "idx_entities_name"} <= names
    index.close()
    monkeypatch.setattr(dbm, "note_row", real)
    assert answers(kb, tmp_path) == EXPECTED
    con = sqlite3.connect(kb / ".reflectgit" / "index.db")
    con.execute("insert into notes_fts(notes_fts) values ('integrity-check')")
