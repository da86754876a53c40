"""Patch workflows: `git format-patch | git am` (a mailing list, `b4 shazam`), `git am -3` stopped on
a conflict and continued, `git rebase --apply`. git runs post-applypatch there, never post-commit:
the installed hooks and the real ``git`` binary (review: a `Learning:` trailer applied by `git am`
made no note until a later hook or a backfill)."""

from __future__ import annotations

import stat
import time
from pathlib import Path

import pytest
from conftest import drain_background, git

from reflectgit.kb import KB


def commit(repo: Path, subject: str, lesson: str | None = None, name: str | None = None,
           text: str | None = None) -> str:
    name = name or f"f{time.monotonic_ns()}.txt"
    (repo / name).write_text(text or subject + "\n")
    git("add", name, cwd=repo)
    git("commit", "-q", "-m", subject if lesson is None else f"{subject}\n\nLearning: {lesson}\n", cwd=repo)
    return git("rev-parse", "HEAD", cwd=repo).strip()


def patches(tmp_path: Path, build) -> list[Path]:
    """The patches of the commits ``build(repo)`` makes in a contributor's repo (format-patch)."""
    src = tmp_path / "contributor"
    git("init", "-q", "-b", "main", str(src), cwd=tmp_path)
    base = commit(src, "base", name="base.txt")
    build(src)
    out = tmp_path / "outbox"
    git("format-patch", "-q", "-o", str(out), base, cwd=src)
    return sorted(out.glob("*.patch"))


def active(kb: Path) -> dict[str, dict]:
    """title -> the note's fields, of the active notes; one note per title."""
    found = [n for n in KB.open(kb).notes() if n.status == "active"]
    out = {n.title: n for n in found}
    assert len(out) == len(found), sorted(n.title for n in found)
    return out


@pytest.mark.parametrize("background", [False, True])
def test_git_am_captures_each_applied_commit(rg, kb, hooked, tmp_path, monkeypatch, background):
    """A series applied with `git am`: one note per trailer, on the commit git made for it (in the
    background too, where the shim queues each commit of the burst itself)."""
    if background:
        monkeypatch.delenv("REFLECTGIT_HOOK_FOREGROUND")
    mails = patches(tmp_path, lambda r: [commit(r, "Parse dates", "Parse dates as UTC"),
                                         commit(r, "Trim names", "Trim names before comparing")])
    git("am", "-q", *map(str, mails), cwd=hooked)
    if background:
        drain_background(rg)
    applied = git("log", "--format=%H", "-2", cwd=hooked).split()[::-1]
    notes = active(kb)
    assert {t: (n["source"]["commit"], n["branch"]) for t, n in notes.items()} == {
        "Parse dates as UTC": (applied[0], "main"), "Trim names before comparing": (applied[1], "main")}
    git("revert", "--no-edit", applied[1], cwd=hooked)  # the applied commit is the lesson's: its revert demotes
    if background:
        drain_background(rg)
    assert sorted(active(kb)) == ["Parse dates as UTC"]


def test_git_am_three_way_continued_after_a_conflict(rg, kb, hooked, tmp_path):
    """`git am -3` stops on a conflict; `git am --continue` makes the commit (and the next ones)."""
    mails = patches(tmp_path, lambda r: [commit(r, "Fix c", "Lock the cache before writing", name="c.txt",
                                                text="theirs\n"),
                                         commit(r, "Then", "Close sockets on shutdown")])
    (hooked / "c.txt").write_text("base\n")
    git("add", "c.txt", cwd=hooked)
    git("commit", "-q", "-m", "c", cwd=hooked)
    (hooked / "c.txt").write_text("ours\n")
    git("commit", "-q", "-am", "ours", cwd=hooked)
    assert git("am", "-q", "-3", *map(str, mails), cwd=hooked, check=False) is not None
    assert (hooked / ".git" / "rebase-apply").is_dir() and active(kb) == {}  # stopped: nothing applied yet
    (hooked / "c.txt").write_text("resolved\n")
    git("add", "c.txt", cwd=hooked)
    git("am", "--continue", cwd=hooked)
    applied = git("log", "--format=%H", "-2", cwd=hooked).split()[::-1]
    assert {t: n["source"]["commit"] for t, n in active(kb).items()} == {
        "Lock the cache before writing": applied[0], "Close sockets on shutdown": applied[1]}


def test_git_am_on_a_detached_head_is_captured_at_once(rg, kb, hooked, tmp_path):
    """`git am` keeps its state in .git/rebase-apply as `rebase --apply` does; on a detached HEAD
    the shim took it for a rebase and held the commit for a post-rewrite `git am` never runs."""
    mails = patches(tmp_path, lambda r: [commit(r, "Try", "Retry the upload once")])
    git("checkout", "-q", "--detach", cwd=hooked)
    git("am", "-q", *map(str, mails), cwd=hooked)
    assert active(kb)["Retry the upload once"]["source"]["commit"] == git("rev-parse", "HEAD", cwd=hooked).strip()


def test_git_am_of_a_branchs_lesson_brings_its_note_to_main(rg, kb, hooked, tmp_path):
    """A lesson a local branch holds, applied to main from its patch: the branch's note comes to
    main, carried by the applied commit (as a cherry-pick's does), not a second note."""
    git("checkout", "-q", "-b", "feat/m", cwd=hooked)
    mine = commit(hooked, "Upload", "Stream uploads larger than 5 MB", name="up.txt")
    out = tmp_path / "outbox"
    git("format-patch", "-q", "-1", "-o", str(out), cwd=hooked)
    git("checkout", "-q", "main", cwd=hooked)
    # the maintainer applies it: within one second the same committer would remake the very same commit
    git("am", "-q", *map(str, sorted(out.glob("*.patch"))), cwd=hooked,
        env={"GIT_COMMITTER_NAME": "Maintainer", "GIT_COMMITTER_EMAIL": "maintainer@example.org"})
    assert git("rev-parse", "HEAD", cwd=hooked).strip() != mine
    note = active(kb)["Stream uploads larger than 5 MB"]
    assert note["branch"] == "main" and note["source"]["commit"] == mine
    assert note["source"]["carried_by"] == [git("rev-parse", "HEAD", cwd=hooked).strip()]


def test_rebase_apply_stopped_on_a_conflict_moves_the_notes_once(rg, kb, hooked):
    """`git rebase --apply` runs post-applypatch for each pick, then post-rewrite: the picks are
    held for the rebase's post-rewrite, which moves each note to its new commit (no copy)."""
    (hooked / "c.txt").write_text("base\n")
    git("add", "c.txt", cwd=hooked)
    git("commit", "-q", "-m", "c", cwd=hooked)
    git("checkout", "-q", "-b", "feat/a", cwd=hooked)
    commit(hooked, "A", "Lesson alpha")
    (hooked / "c.txt").write_text("feature\n")
    git("commit", "-q", "-m", "B\n\nLearning: Lesson beta", "-a", cwd=hooked)
    ids = {t: n.id for t, n in active(kb).items()}
    git("checkout", "-q", "main", cwd=hooked)
    (hooked / "c.txt").write_text("main\n")
    git("commit", "-q", "-am", "main moves", cwd=hooked)
    git("checkout", "-q", "feat/a", cwd=hooked)
    git("rebase", "-q", "--apply", "main", cwd=hooked, check=False)
    (hooked / "c.txt").write_text("feature\n")
    git("add", "c.txt", cwd=hooked)
    git("rebase", "--continue", cwd=hooked)
    tips = git("log", "--format=%H", "-2", cwd=hooked).split()[::-1]
    notes = active(kb)
    assert {t: (n.id, n["source"]["commit"], n["branch"]) for t, n in notes.items()} == {
        "Lesson alpha": (ids["Lesson alpha"], tips[0], "feat/a"), "Lesson beta": (ids["Lesson beta"], tips[1], "feat/a")}
    assert KB.open(kb).tombstones() == []


def test_install_chains_the_users_post_applypatch_and_uninstall_restores_it(rg, kb, code_repo, tmp_path,
                                                                             monkeypatch):
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    hooks = code_repo / ".git" / "hooks"
    mine = b"#!/bin/sh\necho \"mine $(git log -1 --format=%s)\" >> \"$(git rev-parse --git-dir)/mine.log\"\nexit 3\n"
    (hooks / "post-applypatch").write_bytes(mine)
    (hooks / "post-applypatch").chmod(0o750)
    st = {h["name"]: h for h in rg.json("hooks", "install", "--repo", str(code_repo))}
    assert st["post-applypatch"]["state"] == "installed" and st["post-applypatch"]["chained"]
    assert "post-applypatch" in rg("hooks", "status", "--repo", str(code_repo)).stdout
    mails = patches(tmp_path, lambda r: [commit(r, "Parse", "Parse dates as UTC")])
    git("am", "-q", *map(str, mails), cwd=code_repo)  # git ignores post-applypatch's status: so does the shim
    assert (code_repo / ".git" / "mine.log").read_text() == "mine Parse\n"  # the user's hook ran, once
    assert sorted(active(kb)) == ["Parse dates as UTC"]
    done = {h["name"]: h["state"] for h in rg.json("hooks", "uninstall", "--repo", str(code_repo))}
    assert done["post-applypatch"] == "restored"
    assert (hooks / "post-applypatch").read_bytes() == mine
    assert stat.S_IMODE((hooks / "post-applypatch").stat().st_mode) == 0o750
    assert not (hooks / "post-applypatch.reflectgit-user").exists()
