"""Many notes without a vector are embedded behind the answers (``reflectgit.index.backfill``):
answers come from words and links meanwhile, every chunk is committed, a failure is reported."""

from __future__ import annotations

import json
import threading

import pytest

from tests.test_mcp_server import _many_notes


@pytest.fixture
def many(kb):
    _many_notes(kb, 24)
    return kb


def _recall(kb_path, inline: int):
    from reflectgit.index.backfill import Backfill
    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall.pipeline import Recall

    kb = KB.open(kb_path)
    rec = Recall(kb, Context(project="ops", branch="main", default_branch="main"))
    rec.backfill = Backfill(kb, inline=inline)
    return rec


def _held(monkeypatch):
    """Hold the background thread before each chunk until the test lets it go."""
    from reflectgit.index import Index

    gate, real = threading.Event(), Index.embed_waiting

    def held(self, limit):
        if threading.current_thread().name == "reflectgit-backfill":
            assert gate.wait(60)
        return real(self, limit)

    monkeypatch.setattr(Index, "embed_waiting", held)
    return gate


def test_answers_by_words_while_no_note_has_a_vector_then_by_meaning(many, monkeypatch):
    from reflectgit.recall import Options

    gate = _held(monkeypatch)
    rec = _recall(many, inline=5)
    opts = Options(limit=5, rerank=True, mmr=True, cache=False, log=False)
    result = rec.search("kafka client hangs", opts)
    assert result.hits and "kafka" in result.hits[0].title
    assert "vector" not in result.hits[0].arm_scores  # nothing embedded yet: words and links answered
    state = rec.backfill.state()
    assert state["vectors"] == 0 and state["of"] == 24 and "24 of 24" in state["note"]
    assert rec.index.waiting() == 24
    gate.set()
    rec.backfill._thread.join(60)
    assert rec.backfill.state() is None and rec.index.waiting() == 0
    rec.index.sync()  # nothing is left for a full sync to embed
    result = rec.search("kafka client hangs", opts)
    assert "vector" in result.hits[0].arm_scores
    stored = rec.index.con.execute("select count(*) from notes join embeddings on embeddings.hash = notes.text_hash")
    assert stored.fetchone()[0] == 24


def test_a_few_notes_are_embedded_before_the_answer(many):
    rec = _recall(many, inline=100)
    result = rec.search("kafka client hangs")
    assert rec.backfill._thread is None and rec.backfill.state() is None
    assert "vector" in result.hits[0].arm_scores and rec.index.waiting() == 0


def test_a_failed_backfill_is_said_and_logged_and_answers_go_on(many, monkeypatch):
    from reflectgit.index import Index

    def broken(self, limit):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Index, "embed_waiting", broken)
    rec = _recall(many, inline=5)
    assert rec.search("kafka client hangs").hits
    rec.backfill._thread.join(60)
    state = rec.backfill.state()
    assert "No space left on device" in state["error"] and "reflectgit reindex" in state["note"]
    log = (many / ".reflectgit" / "hooks.log")
    entries = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    assert any(e.get("event") == "index:backfill" and "No space left" in e["note"] for e in entries), entries
    assert rec.search("postgres client timeout").hits


def test_a_twin_added_while_the_notes_wait_for_their_vector_is_caught(many, monkeypatch, tmp_path):
    """review21: `add_learning` during a fresh clone's backfill compared the new lesson with the
    vector arm alone, which had none of the notes yet: the same rule became a second note."""
    from conftest import git

    from reflectgit.kb import KB
    from reflectgit.mcp_server import Service

    gate = _held(monkeypatch)
    ops = tmp_path / "ops"
    ops.mkdir()
    git("init", "-q", "-b", "main", cwd=ops)
    kb = KB.open(many)
    svc = Service(kb, cwd=ops)
    svc.backfill.inline = 5
    svc.warm()
    assert svc.backfill.running() and svc._indexing()["indexing"]["vectors"] == 0
    twin = next(n for n in kb.notes() if n.title.startswith("kafka lesson 2:"))
    out = svc.add_learning(ops, "pytest", "s", {"title": twin.title, "rule": twin.get("rule")}, "")
    assert out["action"] != "create" and twin.id in str(out), out
    assert len(list(kb.notes())) == 24
    assert svc._index.waiting() >= 20  # and without embedding every waiting note inside the call (review21: 20-34 s)
    gate.set()
    svc.backfill._thread.join(60)
