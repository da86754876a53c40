"""Vectors as a memory-mapped file plus a journal: an incremental reindex writes journal rows,
search reads the file with the journal over it, compaction folds it (atomically), a broken
file is rebuilt from index.db, a commit's reindex reads only what git says changed, and scopes
above the exact-search limit go through hnswlib kept up to date from the journal."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from conftest import git, run_cli

from reflectgit.index import Index
from reflectgit.kb import KB

TOPICS = [("Redis pool exhausted under burst load", "size the pool to peak concurrency"),
          ("Postgres migration deadlocks on a busy table", "run the migration in a short transaction"),
          ("Docker build cache misses on CI", "order the Dockerfile so dependencies come first"),
          ("Kafka consumer drops messages on rebalance", "commit offsets after processing"),
          ("pytest fails only in CI because of timezone", "pin TZ=UTC in the test environment"),
          ("nginx returns 502 when the upstream restarts", "add a retry with a short timeout"),
          ("Terraform state lock left behind after a crash", "force-unlock with the lock id"),
          ("React state update on an unmounted component", "cancel the effect in its cleanup")]
QUERIES = ["redis connection pool", "database migration lock", "message loss kafka", "flaky test timezone"]


def _notes(kb: Path) -> list[str]:
    store = KB.open(kb)
    return [store.add({"title": t, "fix": f, "project": "p", "branch": "main", "tags": [t.split()[0].lower()]},
                      f"We saw it: {t}. {f}.\n").id for t, f in TOPICS]


def _hits(rg, query: str) -> list[tuple[str, float]]:
    out = rg.json("search", query, "--global", "--no-cache", "--arm", "vector", "--min-overlap", "0")
    return [(h["id"], round(h["arm_scores"]["vector"], 5)) for h in out["hits"]]


def _journal(kb: Path) -> list[tuple[int, bool]]:
    con = sqlite3.connect(kb / ".reflectgit" / "index.db")
    try:
        return [(r[0], r[1] is None) for r in con.execute("select label, vector from vector_journal order by seq")]
    finally:
        con.close()


def _label(kb: Path, note_id: str) -> int:
    con = sqlite3.connect(kb / ".reflectgit" / "index.db")
    try:
        return int(con.execute("select label from vector_labels where note_id = ?", (note_id,)).fetchone()[0])
    finally:
        con.close()


def test_the_journal_overlay_answers_like_a_fresh_full_index(rg, kb):
    ids = _notes(kb)
    assert rg.json("reindex")["full"]
    assert _journal(kb) == [] and (kb / ".reflectgit" / "vectors.npy").exists()  # a full index compacts
    rg("set", ids[0], "fix", "raise maxclients and pool size; the kafka consumer group rebalanced too")
    rg("set", ids[3], "title", "Kafka consumer loses messages when partitions move")
    assert rg.json("reindex")["updated"] == 2
    assert sorted(lab for lab, _ in _journal(kb)) == sorted([_label(kb, ids[0]), _label(kb, ids[3])])
    overlay = {q: _hits(rg, q) for q in QUERIES}
    assert rg.json("reindex", "--full")["full"] and _journal(kb) == []
    assert {q: _hits(rg, q) for q in QUERIES} == overlay
    # and the vectors read through the overlay are the embeddings index.db holds
    index = Index(KB.open(kb))
    labels = [_label(kb, i) for i in ids]
    truth = {r[0]: np.frombuffer(r[1], dtype=np.float32) for r in index.con.execute(
        "select n.id, e.vector from notes n join embeddings e on e.hash = n.text_hash")}
    assert np.allclose(index.vectors.rows(labels), np.stack([truth[i] for i in ids]))


def test_compaction_is_atomic_and_keeps_the_results(rg, kb, monkeypatch):
    ids = _notes(kb)
    rg("reindex")
    rg("set", ids[1], "rule", "never migrate a hot table without lock_timeout")
    rg("reindex")
    before = {q: _hits(rg, q) for q in QUERIES}
    npy = kb / ".reflectgit" / "vectors.npy"
    old_bytes = npy.read_bytes()
    index = Index(KB.open(kb))

    def crash(src, dst):
        raise OSError("disk full")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", crash)
        with pytest.raises(OSError):
            index.compact_vectors(force=True)
    assert npy.read_bytes() == old_bytes and len(_journal(kb)) == 1  # nothing half-done
    assert not [p for p in npy.parent.iterdir() if p.name.endswith(".tmp")]
    assert {q: _hits(rg, q) for q in QUERIES} == before
    assert Index(KB.open(kb)).compact_vectors(force=True)
    assert _journal(kb) == [] and npy.read_bytes() != old_bytes
    assert {q: _hits(rg, q) for q in QUERIES} == before


def test_a_deleted_note_leaves_a_tombstone_and_the_results(rg, kb):
    ids = _notes(kb)
    rg("reindex")
    assert ids[0] in [h for h, _ in _hits(rg, "redis connection pool")]
    rg("forget", ids[0], "--reason", "obsolete", "--purge")
    assert rg.json("reindex")["removed"] == 1
    assert _journal(kb) == [(_label(kb, ids[0]), True)]
    for q in QUERIES:
        assert ids[0] not in [h for h, _ in _hits(rg, q)]
    index = Index(KB.open(kb))
    assert not index.vectors.rows([_label(kb, ids[0])]).any()  # the overlay hides the file's row
    index.compact_vectors(force=True)
    assert not Index(KB.open(kb)).vectors.rows([_label(kb, ids[0])]).any()  # and the file no longer holds it


@pytest.mark.parametrize("damage", ["missing", "corrupt", "truncated"])
def test_a_missing_or_corrupt_vector_file_is_rebuilt_with_a_message(rg, kb, tmp_path, damage):
    _notes(kb)
    rg("reindex")
    before = _hits(rg, "redis connection pool")
    npy = kb / ".reflectgit" / "vectors.npy"
    if damage == "missing":
        npy.unlink()
    elif damage == "corrupt":
        npy.write_bytes(b"not a numpy file at all")
    else:
        np.save(npy, np.zeros((2, 384), dtype=np.float32))
    proc = run_cli("search", "redis connection pool", "--global", "--no-cache", "--json", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert f"{npy}" in proc.stderr and "rebuilding it from index.db" in proc.stderr
    assert _hits(rg, "redis connection pool") == before
    assert np.load(npy).shape[0] >= len(TOPICS)


def test_a_commit_reindexes_only_the_note_it_changed(rg, kb, monkeypatch):
    from reflectgit.index import changes

    ids = _notes(kb)
    rg("reindex")
    with monkeypatch.context() as m:
        m.setattr(KB, "note_mtimes", lambda self: pytest.fail("a commit's reindex walked every note"))
        rg("set", ids[2], "confidence", "0.9")
        report = rg.json("reindex")
        assert report["updated"] == 1 and report["added"] == 0 and report["unchanged"] == len(ids) - 1
        assert _journal(kb) == [(_label(kb, ids[2]), False)]  # one journal row, no file rewritten
        assert rg.json("reindex")["skipped"]  # the commit's own file is not taken for a hand edit
        m.setattr(changes, "SEEN_MAX", 0)  # the vouched list is full: the next commit walks once
        rg("set", ids[3], "confidence", "0.9")
        with pytest.raises(pytest.fail.Exception):
            rg("reindex")
    assert rg.json("reindex")["updated"] == 1
    path = next((kb / "learnings").rglob(f"{ids[4]}.md"))
    path.write_text(path.read_text().replace("pin TZ=UTC", "pin TZ=UTC and freeze time"))  # by hand
    again = rg.json("reindex")
    assert again["updated"] == 1 and not again["skipped"]


def test_the_post_commit_drain_compacts_a_long_journal(rg, kb, hooked, monkeypatch):
    ids = _notes(kb)
    rg("reindex")
    monkeypatch.setenv("REFLECTGIT_VECTOR_JOURNAL_MAX", "1")
    rg("set", ids[0], "confidence", "0.8")
    rg("set", ids[1], "confidence", "0.8")
    rg("reindex")
    assert len(_journal(kb)) == 2
    (hooked / "b.txt").write_text("b\n")
    git("add", "b.txt", cwd=hooked)
    git("commit", "-q", "-m", "second", cwd=hooked)  # the post-commit hook drains in the foreground
    assert _journal(kb) == []


def test_a_scope_above_the_exact_limit_goes_through_hnswlib(rg, kb, monkeypatch):
    from reflectgit.recall import pipeline

    ids = _notes(kb)
    rg("reindex")
    exact = _hits(rg, "redis connection pool")
    monkeypatch.setattr(pipeline, "EXACT_SCOPE", 2)
    approx = _hits(rg, "redis connection pool")
    assert [h for h, _ in approx] == [h for h, _ in exact]
    assert all(abs(a[1] - b[1]) < 1e-3 for a, b in zip(approx, exact, strict=True))
    hnsw = kb / ".reflectgit" / "vectors.hnsw"
    assert hnsw.exists()
    saved = hnsw.stat().st_mtime_ns
    rg("set", ids[5], "title", "Redis connection pool exhausted behind nginx")  # one journal row
    rg("reindex")
    assert hnsw.stat().st_mtime_ns == saved  # not rewritten per note: caught up from the journal
    assert _hits(rg, "redis connection pool exhausted nginx")[0][0] in {ids[5], ids[0]}
    rg("forget", ids[0], "--reason", "gone", "--purge")
    rg("reindex")
    assert ids[0] not in [h for h, _ in _hits(rg, "redis connection pool")]
    Index(KB.open(kb)).compact_vectors(force=True)  # folds the journal and saves the index with it
    assert hnsw.stat().st_mtime_ns != saved and _journal(kb) == []
    assert ids[0] not in [h for h, _ in _hits(rg, "redis connection pool")]


def test_a_bad_journal_limit_is_refused_naming_the_setting(rg, kb, monkeypatch):
    _notes(kb)
    monkeypatch.setenv("REFLECTGIT_VECTOR_JOURNAL_MAX", "lots")
    out = rg("reindex", expect=2).output
    assert "REFLECTGIT_VECTOR_JOURNAL_MAX" in out and "'lots'" in out
    assert not (kb / ".reflectgit" / "vectors.npy").exists()


def test_the_graph_is_read_from_sqlite_without_networkx(rg, kb, tmp_path):
    from reflectgit.index import graph

    store = KB.open(kb)
    a = store.add({"title": "Redis pool exhausted", "project": "p", "branch": "main", "entities": ["redis", "pool"],
                   "relations": [{"type": "caused_by", "target": "burst-load"}]}, "x\n").id
    b = store.add({"title": "Burst load from the cron", "project": "p", "branch": "main", "entities": ["burst load"],
                   "relations": [{"type": "solves", "target": a}]}, "y\n").id
    c = store.add({"title": "Pool sizing rule", "project": "p", "branch": "main", "entities": ["pool"]}, "z\n").id
    rg("reindex")
    index = Index(KB.open(kb))
    memory = graph.from_rows(index.con.execute("select note_id, name from entities"),
                             index.con.execute("select note_id, source, type, target, target_note from edges"))
    for seeds in ([a], [b], [c], [a, b, c], [c, a]):
        assert graph.expand(index.graph(), seeds) == graph.expand(memory, seeds)
    assert {h.note_id for h in graph.expand(index.graph(), [a])} == {b, c}
    probe = ("import sys; from reflectgit.kb import KB; from reflectgit.recall import Recall, Options; "
             f"r = Recall(KB.open({str(kb)!r})).search('redis pool burst', Options(cache=False, log=False)); "
             "print(len(r.hits), 'networkx' in sys.modules)")
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path, check=True)
    assert out.stdout.split() == ["3", "False"], out.stdout + out.stderr


def test_an_index_from_before_the_vector_file_gains_it_silently(rg, kb, tmp_path):
    _notes(kb)
    rg("reindex")
    before = _hits(rg, "redis connection pool")
    derived = kb / ".reflectgit"
    (derived / "vectors.npy").unlink()
    (derived / "vectors.hnsw").write_bytes(b"an hnswlib file of the old layout")
    con = sqlite3.connect(derived / "index.db")
    con.execute("delete from meta where key = 'vectors_rows'")
    con.execute("drop table vector_journal")
    con.commit()
    con.close()
    proc = run_cli("search", "redis connection pool", "--global", "--no-cache", "--json", cwd=tmp_path)
    assert proc.returncode == 0 and "rebuilding" not in proc.stderr, proc.stderr
    assert (derived / "vectors.npy").exists() and not (derived / "vectors.hnsw").exists()
    assert _hits(rg, "redis connection pool") == before  # nothing was embedded again


def test_a_large_kb_gets_its_hnswlib_file_from_the_reindex_not_the_search(rg, kb, monkeypatch):
    from reflectgit.index import vectors

    monkeypatch.setattr(vectors, "HNSW_MIN", 3)
    ids = _notes(kb)
    rg("reindex")
    hnsw = kb / ".reflectgit" / "vectors.hnsw"
    assert hnsw.exists()  # built with the first index, where nobody waits
    rg("set", ids[0], "title", "Redis pool exhausted by a retry storm")
    rg("reindex")
    saved = hnsw.stat().st_mtime_ns
    Index(KB.open(kb)).compact_vectors(force=True)  # the drain's compaction catches it up
    assert hnsw.stat().st_mtime_ns != saved and _journal(kb) == []
    index = Index(KB.open(kb))
    found = index.vectors.query(index.vectors.rows([_label(kb, ids[0])])[0], 1)
    assert found and found[0][0] == _label(kb, ids[0]) and found[0][1] > 0.999
