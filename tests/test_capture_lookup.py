"""The capture path asks the index which notes came from a commit, a session or a title, and
gets the same answers as reading every note file: with no index, a fresh one, or one that lags
the notes (captured since its last sync, written by hand and not committed)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from conftest import git

from reflectgit.commit_log import sessions_of
from reflectgit.git_events import Event, handle
from reflectgit.index import Index, code_commits, lookup
from reflectgit.index.lookup import Origin, find
from reflectgit.kb import KB
from reflectgit.note import Note, now_iso

LESSON = "Pin torch\n\nLearning: pin the CPU wheel or pip pulls the CUDA one\nRule: use constraints.txt"


def commit(repo: Path, message: str) -> str:
    (repo / f"f{time.monotonic_ns()}.txt").write_text("x")
    git("add", "-A", cwd=repo)
    git("commit", "-q", "-m", message, cwd=repo)
    return git("rev-parse", "HEAD", cwd=repo).strip()


def drain(kb: KB, repo: Path, sha: str, session: str | None = None):
    return handle(kb, Event("post-commit", cwd=str(repo), branch="main", head=sha, session=session))


@pytest.mark.parametrize("index", ["none", "lagging", "fresh"])
def test_duplicates_reverts_and_restores_whatever_the_index_holds(kb, code_repo, index):
    store = KB.open(kb)
    if index == "lagging":
        Index(store).sync()  # synced before any lesson: every answer below comes from files
    first = commit(code_repo, LESSON)
    captured = drain(store, code_repo, first, session="sess-1").captured
    assert len(captured) == 1
    if index == "fresh":
        Index(store).sync()
    again = commit(code_repo, LESSON)  # a cherry-pick: the same lesson again
    out = drain(store, code_repo, again)
    assert out.duplicates == [store.get(captured[0]).title] and not out.captured

    # a note of the same agent session, from no commit at all, goes with the reverted commit
    note = store.build_note({"title": "Session lesson", "project": store.get(captured[0]).get("project"),
                             "source": {"kind": "session", "session": "sess-1"}}, "body\n",
                            context=None, taken=store.ids())
    with store.transaction("session lesson", op="capture") as tx:
        tx.save(note)
    reverted = drain(store, code_repo, commit(code_repo, f'Revert "Pin torch"\n\nThis reverts commit {first}.'))
    assert sorted(reverted.demoted) == sorted([captured[0], note.id])
    if index != "none":
        Index(store).sync()
    back = commit(code_repo, f"Reapply\n\nThis reverts commit {git('rev-parse', 'HEAD', cwd=code_repo).strip()}.")
    restored = drain(store, code_repo, back)
    assert sorted(restored.restored) == sorted([captured[0], note.id])
    assert {store.get(i).status for i in restored.restored} == {"active"}


def test_a_note_written_by_hand_and_not_committed_is_seen(kb, code_repo):
    store = KB.open(kb)
    first = drain(store, code_repo, commit(code_repo, LESSON)).captured[0]
    project = store.get(first).get("project")
    Index(store).sync()
    hand = Note.new({"id": "lrn-byhand01", "title": "lock with uv", "project": project, "branch": "main",
                     "created": now_iso(), "updated": now_iso(), "status": "active", "rule": "use uv lock"},
                    body="by hand\n")
    folder = store.get(first).path.parent
    (folder / "lrn-byhand01.md").write_bytes(hand.to_bytes())
    out = drain(store, code_repo, commit(code_repo, "Use uv\n\nLearning: lock with uv\nRule: use uv lock"))
    assert out.duplicates == ["Lock with uv"] and not out.captured  # the hand-written title, first letter aside


def test_find_narrows_to_the_notes_that_may_match(kb, code_repo):
    store = KB.open(kb)
    sha = commit(code_repo, LESSON)
    nid = drain(store, code_repo, sha, session="s-9").captured[0]
    drain(store, code_repo, commit(code_repo, "Other\n\nLearning: something else entirely\nRule: other rule"))
    for state in ("no index", "index"):
        assert [n.id for n in find(store, Origin(commits=(sha,)))] == [nid], state
        assert [n.id for n in find(store, Origin(commits=(sha[:10],)))] == [nid], state
        assert [n.id for n in find(store, Origin(sessions=("s-9",)))] == [nid], state
        assert [n.id for n in find(store, Origin(titles=(store.get(nid).title,)))] == [nid], state
        assert list(find(store, Origin(sessions=("nope",)))) == [], state
        assert (lookup._from_index(store, Origin(sessions=("s-9",))) is not None) == (state == "index")
        assert sessions_of(store, {sha}) == {sha: "s-9"}, state
        assert (code_commits.records(store, {sha}) is not None) == (state == "index")
        Index(store).sync()
