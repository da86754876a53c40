"""The index keeps the KB's history (commits and note versions) and extends it by the commits
made since: what it returns is always what a full walk of git returns, also after a reset."""

from __future__ import annotations

from conftest import git

from reflectgit.index import Index
from reflectgit.index.history import walk
from reflectgit.kb import KB


def shape(commits):
    return [(c.sha, c.actor, c.op, c.subject, c.parents, c.other_paths,
             [(v.note_id, v.change, v.old_path, v.new_path, v.old_id, v.new_id) for v in c.versions])
            for c in commits]


def test_history_is_extended_commit_by_commit_and_survives_a_reset(kb):
    store = KB.open(kb)
    a = store.add({"title": "first", "project": "p", "branch": "main"}, "one\n")
    index = Index(store)
    assert shape(index.history()) == shape(walk(store))
    store.set_field(a.id, "branch", "feat/x")  # a move
    b = store.add({"title": "second", "project": "p", "branch": "main"}, "two\n")
    store.forget(b.id, reason="wrong", purge=True)
    assert shape(index.history()) == shape(walk(store))
    assert {v.change for c in index.history() for v in c.versions} >= {"added", "moved", "removed"}
    git("reset", "-q", "--hard", "HEAD~2", cwd=kb)  # history rewritten under the index
    store = KB.open(kb)
    store.add({"title": "third", "project": "p", "branch": "main"}, "three\n")
    assert shape(Index(store).history()) == shape(walk(store))


def test_a_sync_keeps_the_history_too(kb):
    store = KB.open(kb)
    store.add({"title": "first", "project": "p", "branch": "main"}, "one\n")
    index = Index(store)
    index.sync()
    store.add({"title": "second", "project": "p", "branch": "main"}, "two\n")
    index.sync()
    from reflectgit.index import db as dbm
    from reflectgit.index import history

    assert dbm.get_meta(index.con, history.HISTORY_META) == git("rev-parse", "HEAD", cwd=kb).strip()
    assert shape(history.commits(index.con)) == shape(walk(store))
