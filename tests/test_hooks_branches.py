"""A branch's lessons reach the branch that carries their commits, and only those: the same lesson
committed on main, cherry-picks, release branches, commits dropped in a rebase or left on a
detached HEAD, reverted merges and squashes, a merge concluded after a conflict, a renamed branch.
Driven by the real ``git`` binary through the installed hooks (review: the user's path)."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest
from conftest import GIT_ENV, git

from reflectgit.kb import KB, TOMBSTONES

PROJECT = "agents-in-a-box"


def commit(repo: Path, message: str, name: str | None = None) -> str:
    name = name or f"f{time.monotonic_ns()}.txt"
    (repo / name).write_text(message)
    git("add", name, cwd=repo)
    git("commit", "-q", "-m", message, cwd=repo)
    return git("rev-parse", "HEAD", cwd=repo).strip()


def lesson(repo: Path, subject: str, learning: str, name: str | None = None) -> str:
    return commit(repo, f"{subject}\n\nLearning: {learning}\n", name)


def titled(kb: Path, text: str) -> list:
    return [n for n in KB.open(kb).notes() if text in n.title]


def one(kb: Path, text: str):
    found = titled(kb, text)
    assert len(found) == 1, [(n.title, n["branch"], n.status) for n in KB.open(kb).notes()]
    return found[0]


def found_on(rg, branch: str, query: str) -> list[str]:
    return [h["title"] for h in rg.json("search", query, "--project", PROJECT, "--branch", branch)["hits"]]


def head(repo: Path) -> str:
    return git("rev-parse", "HEAD", cwd=repo).strip()


def test_a_lesson_an_unmerged_branch_holds_is_recalled_when_main_commits_it(rg, kb, hooked):
    """review: committed on main, a lesson some unmerged branch had was dropped as a duplicate; main
    never recalled it. Now the branch's note comes to main, carried by main's commit: one note."""
    git("checkout", "-q", "-b", "feat/x", cwd=hooked)
    first = lesson(hooked, "Try", "Retry uploads on 503")
    git("checkout", "-q", "main", cwd=hooked)
    again = lesson(hooked, "Fix", "Retry uploads on 503")
    note = one(kb, "Retry uploads")
    assert note.status == "active" and note["branch"] == "main"
    assert note["source"]["commit"] == first and note["source"]["carried_by"] == [again]
    assert note["promoted_from"]["branch"] == "feat/x"
    assert any("Retry uploads" in t for t in found_on(rg, "main", "retry uploads on 503"))
    assert any("Retry uploads" in t for t in found_on(rg, "feat/x", "retry uploads on 503"))
    lesson(hooked, "Again", "Retry uploads on 503")  # on main, main's own note: a duplicate
    assert one(kb, "Retry uploads").id == note.id
    git("checkout", "-q", "feat/x", cwd=hooked)
    git("merge", "-q", "--no-edit", "main", cwd=hooked)  # nothing moves back
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--no-ff", "--no-edit", "feat/x", cwd=hooked)
    assert one(kb, "Retry uploads").id == note.id


def test_a_cherry_picked_lesson_reaches_main_and_its_revert_demotes_it(rg, kb, hooked):
    """review: `cherry-pick -x` onto main left the note in the branch's shard, pointing at a commit
    no branch had once the branch was deleted; reverting the pick on main demoted nothing."""
    git("checkout", "-q", "-b", "feat/cp", cwd=hooked)
    picked = lesson(hooked, "Upload", "Stream uploads larger than 5 MB", name="cp.txt")
    git("checkout", "-q", "main", cwd=hooked)
    git("cherry-pick", "-x", "feat/cp", cwd=hooked)
    on_main = head(hooked)
    git("branch", "-q", "-D", "feat/cp", cwd=hooked)
    note = one(kb, "Stream uploads")
    assert note["branch"] == "main" and note["source"]["carried_by"] == [on_main] and picked
    assert note.path.relative_to(kb).as_posix().startswith(f"learnings/{PROJECT}/main/")
    assert any("Stream uploads" in t for t in found_on(rg, "main", "stream uploads larger than 5 MB"))
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    assert one(kb, "Stream uploads").status == "demoted"
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    assert one(kb, "Stream uploads").status == "active"


def test_a_lesson_cherry_picked_to_a_release_branch_reaches_main_once(rg, kb, hooked):
    """review: picked onto rel/1, merged into main: never promoted. rel/1 recalls it at once, main
    when rel/1 is merged; merging the original branch later leaves one active note."""
    git("checkout", "-q", "-b", "feat/cp", cwd=hooked)
    lesson(hooked, "Upload", "Close the socket before retrying", name="cp.txt")
    git("checkout", "-q", "-b", "rel/1", "main", cwd=hooked)
    git("cherry-pick", "-x", "feat/cp", cwd=hooked)
    assert any("Close the socket" in t for t in found_on(rg, "rel/1", "close the socket before retrying"))
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--no-ff", "--no-edit", "rel/1", cwd=hooked)
    on_main = [n for n in titled(kb, "Close the socket") if n["branch"] == "main"]
    assert len(on_main) == 1 and on_main[0].status == "active"
    assert any("Close the socket" in t for t in found_on(rg, "main", "close the socket before retrying"))
    git("merge", "-q", "--no-ff", "--no-edit", "feat/cp", cwd=hooked)
    note = one(kb, "Close the socket")
    assert note.id == on_main[0].id and len(note["source"].get("carried_by") or []) == 1
    tombstones = (kb / TOMBSTONES).read_text()
    assert f"the same lesson as {note.id}" in tombstones


def test_a_lesson_dropped_in_a_rebase_never_reaches_main(rg, kb, hooked, monkeypatch):
    """review: a commit dropped with `rebase -i` (or left out by `rebase --onto`) still had its lesson
    promoted, and ranked first on main, when the rest of the branch was merged."""
    git("checkout", "-q", "-b", "feat/y", cwd=hooked)
    lesson(hooked, "One", "Dropped lesson must not reach main")
    lesson(hooked, "Two", "Kept lesson of feat y")
    monkeypatch.setenv("GIT_SEQUENCE_EDITOR", "sed -i 1s/^pick/drop/")
    git("rebase", "-q", "-i", "main", cwd=hooked)
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--no-ff", "--no-edit", "feat/y", cwd=hooked)
    assert one(kb, "Kept lesson")["branch"] == "main"
    assert one(kb, "Dropped lesson")["branch"] == "feat/y"
    assert not any("Dropped" in t for t in found_on(rg, "main", "dropped lesson must not reach main"))

    git("checkout", "-q", "-b", "feat/z", cwd=hooked)
    lesson(hooked, "Three", "Left out by rebase onto")
    lesson(hooked, "Four", "Taken by rebase onto")
    git("rebase", "-q", "--onto", "main", "HEAD~1", cwd=hooked)
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--no-ff", "--no-edit", "feat/z", cwd=hooked)
    assert one(kb, "Taken by rebase")["branch"] == "main"
    assert one(kb, "Left out by rebase")["branch"] == "feat/z"


def test_an_abandoned_detached_commit_keeps_its_lesson_off_main(rg, kb, hooked):
    """review: a lesson of an abandoned detached-HEAD commit reached main when a later detached
    commit was rescued with `checkout -b` and merged."""
    git("checkout", "-q", "--detach", cwd=hooked)
    lesson(hooked, "Spike", "Abandoned detached lesson")
    git("checkout", "-q", "main", cwd=hooked)
    git("checkout", "-q", "--detach", cwd=hooked)
    lesson(hooked, "Keep", "Rescued detached lesson")
    git("checkout", "-q", "-b", "fix/r", cwd=hooked)
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--no-ff", "--no-edit", "fix/r", cwd=hooked)
    assert one(kb, "Rescued detached")["branch"] == "main"
    assert one(kb, "Abandoned detached")["branch"] != "main"


def test_reverting_a_merge_demotes_the_lessons_it_brought(rg, kb, hooked):
    """review: `git revert -m 1` of a merge demoted nothing; a revert of that revert restores."""
    git("checkout", "-q", "-b", "feat/m", cwd=hooked)
    lesson(hooked, "X", "Merged lesson to be reverted")
    lesson(hooked, "Y", "Second merged lesson")
    git("checkout", "-q", "main", cwd=hooked)
    lesson(hooked, "Main", "Main keeps this lesson")
    git("merge", "-q", "--no-ff", "--no-edit", "feat/m", cwd=hooked)
    git("revert", "--no-edit", "-m", "1", "HEAD", cwd=hooked)
    assert one(kb, "Merged lesson").status == "demoted" and one(kb, "Second merged").status == "demoted"
    assert one(kb, "Main keeps").status == "active"
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    assert one(kb, "Merged lesson").status == "active" and one(kb, "Second merged").status == "active"
    git("checkout", "-q", "-b", "feat/n", "HEAD~3", cwd=hooked)  # main before it merged feat/m
    lesson(hooked, "N", "Lesson of feat n")
    git("merge", "-q", "--no-ff", "--no-edit", "main", cwd=hooked)  # main brought into a feature branch...
    git("revert", "--no-edit", "-m", "1", "HEAD", cwd=hooked)  # ...and taken back there: main keeps its lessons
    assert one(kb, "Main keeps").status == "active" and one(kb, "Merged lesson").status == "active"
    assert one(kb, "Lesson of feat n").status == "active"


def test_reverting_a_squash_commit_demotes_its_lessons(rg, kb, hooked):
    """review: `merge --squash` then `git revert HEAD`: the lessons stayed active, their notes
    pointing at the branch's commits only (gone with `branch -D`)."""
    git("checkout", "-q", "-b", "feat/s", cwd=hooked)
    lesson(hooked, "S", "Squash lesson one")
    lesson(hooked, "T", "Squash lesson two")
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--squash", "feat/s", cwd=hooked)
    git("commit", "-q", "--no-edit", cwd=hooked)
    squash = head(hooked)
    git("branch", "-q", "-D", "feat/s", cwd=hooked)
    for text in ("Squash lesson one", "Squash lesson two"):
        note = one(kb, text)
        assert note["branch"] == "main" and note["source"]["carried_by"] == [squash]
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    assert one(kb, "Squash lesson one").status == "demoted" and one(kb, "Squash lesson two").status == "demoted"


def test_a_merge_concluded_after_a_conflict_promotes_at_once(rg, kb, hooked):
    """review: a conflicted `git merge`, resolved and concluded with `git commit`, runs no post-merge:
    the branch's lessons waited for the next checkout of main."""
    git("checkout", "-q", "-b", "feat/mc", cwd=hooked)
    lesson(hooked, "Ours", "Conflicted merge lesson", name="conf.txt")
    git("checkout", "-q", "main", cwd=hooked)
    commit(hooked, "Main's side", name="conf.txt")
    git("merge", "-q", "feat/mc", cwd=hooked, check=False)
    (hooked / "conf.txt").write_text("resolved\n")
    git("add", "conf.txt", cwd=hooked)
    git("commit", "-q", "--no-edit", cwd=hooked)
    assert len(git("log", "-1", "--format=%P", cwd=hooked).split()) == 2
    assert one(kb, "Conflicted merge")["branch"] == "main"


def test_a_renamed_branch_keeps_its_lessons(rg, kb, hooked, monkeypatch):
    """review: `git branch -m feat/old feat/new` hid the branch's lessons, even after checking feat/new
    out again (git runs no hook on a rename). Recall reads the rename from the branch's reflog at
    once; the next checkout or commit moves the notes to the new name's shard, and a merge promotes."""
    git("checkout", "-q", "-b", "feat/old", cwd=hooked)
    lesson(hooked, "O", "Renamed branch lesson")
    git("branch", "-m", "feat/old", "feat/new", cwd=hooked)
    monkeypatch.chdir(hooked)
    assert any("Renamed branch" in h["title"] for h in rg.json("search", "renamed branch lesson")["hits"])
    git("checkout", "-q", "feat/new", cwd=hooked)
    assert one(kb, "Renamed branch")["branch"] == "feat/new"
    git("branch", "-m", "feat/new", "feat/newer", cwd=hooked)
    lesson(hooked, "P", "Lesson made after the second rename")  # post-commit moves the first one too
    assert one(kb, "Renamed branch")["branch"] == "feat/newer"
    assert one(kb, "second rename")["branch"] == "feat/newer"
    assert any("Renamed branch" in t for t in found_on(rg, "feat/newer", "renamed branch lesson"))
    git("checkout", "-q", "-b", "feat/old", "main", cwd=hooked)  # the old name reused: nothing of it
    assert not any("Renamed branch" in t for t in found_on(rg, "feat/old", "renamed branch lesson"))
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--no-ff", "--no-edit", "feat/newer", cwd=hooked)
    assert one(kb, "Renamed branch")["branch"] == "main" and one(kb, "second rename")["branch"] == "main"


def test_a_lesson_said_again_with_a_full_stop_or_in_other_case_is_one_note(rg, kb, hooked):
    """review: "Learning: pin the lockfile" then "Learning: pin the lockfile." made two active notes:
    the lesson key was the exact title. Letter case, spacing and final punctuation aside it is the
    same lesson (a duplicate); another wording is another lesson."""
    first = lesson(hooked, "Pin", "pin the lockfile")
    for again in ("pin the lockfile.", "Pin the lockfile!", "  PIN the   lockfile  "):
        lesson(hooked, "Pin again", again)
    assert one(kb, "lockfile")["source"]["commit"] == first
    lesson(hooked, "Pin it", "pin the lock file")
    assert one(kb, "lock file").status == "active" and one(kb, "lockfile").status == "active"


def test_a_lesson_two_branches_word_apart_by_a_full_stop_reaches_main_once(rg, kb, hooked):
    """The same lesson key where branches meet: a main commit saying a branch's lesson with a full
    stop brings the branch's note along, and two merged branches that each said it leave one note."""
    git("checkout", "-q", "-b", "feat/x", cwd=hooked)
    first = lesson(hooked, "Try", "Retry uploads on 503")
    git("checkout", "-q", "main", cwd=hooked)
    again = lesson(hooked, "Fix", "retry uploads on 503.")
    note = one(kb, "etry uploads")
    assert (note["branch"], note["source"]["commit"], note["source"]["carried_by"]) == ("main", first, [again])

    for branch, said in (("feat/a", "Bump the cache key on deploy"), ("feat/b", "bump the cache key on deploy!")):
        git("checkout", "-q", "-b", branch, "main", cwd=hooked)
        lesson(hooked, "Bump", said)
    assert len(titled(kb, "ump the cache key")) == 2  # one per unmerged branch: each recalls it
    git("checkout", "-q", "main", cwd=hooked)
    for branch in ("feat/a", "feat/b"):
        git("merge", "-q", "--no-ff", "--no-edit", branch, cwd=hooked)
    active = [n for n in titled(kb, "ump the cache key") if n.status == "active"]
    assert [(n.title, n["branch"]) for n in active] == [("Bump the cache key on deploy", "main")]


@pytest.mark.parametrize("pull", ["no-rebase", "rebase"])
def test_a_branch_rebased_and_merged_on_the_server_brings_its_lessons_to_main(rg, kb, hooked, tmp_path, pull):
    """review: a server's "rebase and merge" (GitHub, GitLab) re-creates the branch's commits on main
    with new shas; after `git pull` (or `pull --rebase` over a local commit) the notes stayed on the
    branch's shard and main never recalled them. Main's commit that says the lesson again, or makes the
    same patch under another message, now takes the note, as a merge would."""
    git("checkout", "-q", "-b", "feat/rm", cwd=hooked)
    lesson(hooked, "Retry", "Rebased lesson keeps its trailer", name="r1.txt")
    lesson(hooked, "Bot", "Rebased lesson known by its patch", name="r2.txt")
    git("checkout", "-q", "main", cwd=hooked)
    server = tmp_path / "server"
    git("clone", "-q", str(hooked), str(server), cwd=tmp_path)
    git("checkout", "-q", "feat/rm", cwd=server)
    # the server commits as itself: a rebase within the second of the commits, as the same committer, would
    # make the very same commits (GIT_ENV's committer outranks `-c user.name`)
    subprocess.run(["git", "rebase", "-q", "--force-rebase", "main"], cwd=server, check=True, capture_output=True,
                   env={**os.environ, **GIT_ENV, "GIT_COMMITTER_NAME": "Server"})
    git("commit", "-q", "--amend", "-m", "Bot (#12)", cwd=server)  # a message the server wrote: no trailer
    git("checkout", "-q", "main", cwd=server)
    git("merge", "-q", "--ff-only", "feat/rm", cwd=server)
    on_server = git("log", "--format=%H", "-2", cwd=server).split()[::-1]
    if pull == "rebase":
        commit(hooked, "Local work on main")
    git("pull", "-q", f"--{pull}", str(server), "main", cwd=hooked)
    for text, by in (("keeps its trailer", on_server[0]), ("known by its patch", on_server[1])):
        note = one(kb, text)
        assert note["branch"] == "main" and note["source"]["carried_by"] == [by], text
        assert note["promoted_from"]["branch"] == "feat/rm"
        assert any(text in t for t in found_on(rg, "main", f"rebased lesson {text}"))
    git("branch", "-q", "-D", "feat/rm", cwd=hooked)  # merged on the server: git cannot tell, -D
    git("revert", "--no-edit", on_server[1], cwd=hooked)  # main's copy carries it: its revert demotes
    assert one(kb, "known by its patch").status == "demoted"


def test_reverting_a_cherry_pick_on_main_leaves_the_source_branch_its_lesson(rg, kb, hooked):
    """review: reverting on main a commit picked from feat/p demoted the one note both carried, on
    feat/p too, and merging feat/p later (which brings the change back) left it demoted. A revert takes
    a lesson from its branch only: the note goes back to feat/p, a revert of the revert or the merge of
    feat/p brings it to main again. Reverted on feat/p, a lesson main carries in its pick stays."""
    git("checkout", "-q", "-b", "feat/p", cwd=hooked)
    picked = lesson(hooked, "Pick", "Picked lesson outlives the revert", name="p.txt")
    git("checkout", "-q", "main", cwd=hooked)
    git("cherry-pick", "-x", "feat/p", cwd=hooked)
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    note = one(kb, "Picked lesson")
    assert note.status == "active" and note["branch"] == "feat/p" and note["source"]["commit"] == picked
    assert "reverted on main" in note["status_reason"] and not note["source"].get("carried_by")
    assert not any("Picked lesson" in t for t in found_on(rg, "main", "picked lesson outlives the revert"))
    assert any("Picked lesson" in t for t in found_on(rg, "feat/p", "picked lesson outlives the revert"))
    git("revert", "--no-edit", "HEAD", cwd=hooked)  # the pick back on main
    assert one(kb, "Picked lesson")["branch"] == "main" and one(kb, "Picked lesson").status == "active"
    git("revert", "--no-edit", "HEAD~2", cwd=hooked)  # the pick taken back again...
    assert one(kb, "Picked lesson")["branch"] == "feat/p"
    git("merge", "-q", "--no-edit", "feat/p", cwd=hooked)  # ...and brought by feat/p's own commit
    assert (hooked / "p.txt").exists()
    note = one(kb, "Picked lesson")
    assert note.status == "active" and note["branch"] == "main" and "restored on main" in note["status_reason"]
    assert any("Picked lesson" in t for t in found_on(rg, "main", "picked lesson outlives the revert"))

    git("checkout", "-q", "-b", "feat/q", cwd=hooked)
    lesson(hooked, "Q", "Lesson main keeps in its pick", name="q.txt")
    git("checkout", "-q", "main", cwd=hooked)
    git("cherry-pick", "-x", "feat/q", cwd=hooked)
    git("checkout", "-q", "feat/q", cwd=hooked)
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    assert one(kb, "main keeps in its pick").status == "active"
