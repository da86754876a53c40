"""A branch's lessons reach the branch that carries their commits, and only those: the same lesson
committed on main, cherry-picks, release branches, commits dropped in a rebase or left on a
detached HEAD, reverted merges and squashes, a merge concluded after a conflict, a renamed branch.
Driven by the real ``git`` binary through the installed hooks (review: the user's path)."""

from __future__ import annotations

import time
from pathlib import Path

from conftest import git

from reflectgit.kb import KB

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
