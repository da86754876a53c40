"""A KB write interrupted between its files and its commit is settled from its journal: a dead
writer's transaction is finished with its own actor (or rolled back when that is no longer
safe), a failing one is rolled back at once; its files are never committed as a hand edit."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import git, head, run_cli, tree_files

from reflectgit import journal

NOTES = [("Retry flaky uploads with backoff", "Retry with backoff.   \n\n\n\nThree times at most.  \n"),
         ("Pin torch through constraints", "Use constraints.txt.  \n\n\n\nAlways.\n"),
         ("Redis pool sizing under burst load", "Size the pool to peak.   \n\n\n")]


def actors(repo: Path, *paths: str) -> list[tuple[str, str]]:
    """(actor, op) of every commit touching ``paths``, oldest first."""
    out = git("log", "--reverse", "--format=%(trailers:key=Reflectgit-Actor,valueonly,separator=)%x09"
              "%(trailers:key=Reflectgit-Op,valueonly,separator=)", "--", *paths, cwd=repo)
    return [tuple(line.split("\t")) for line in out.splitlines() if line.strip()]


def kill_daily_mid_write(kb: Path, cwd: Path) -> None:
    """Start `reflect daily`, let it journal and write its first note, then kill -9 it."""
    env = {**os.environ, journal.STALL_ENV: "120"}
    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "reflect", "daily"], cwd=cwd, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if (kb / ".reflectgit" / journal.FILE).exists() and "learnings/" in git("status", "--porcelain", cwd=kb):
                break
            assert proc.poll() is None, "reflect daily ended before it was interrupted"
            time.sleep(0.1)
        else:
            raise AssertionError("reflect daily never reached its first write")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)


def daily_kb(rg, tmp_path) -> tuple[Path, Path, list[str], list[str]]:
    """(kb, remote, ids, paths): a KB with notes the daily pass will normalize and retag."""
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    rg("init", "--remote", str(remote))
    ids = [rg.json("add", "--title", title, "--body", body)["id"] for title, body in NOTES]
    return rg.kb, remote, ids, [rg.json("show", i)["path"] for i in ids]


def assert_pass_done_once_by_reflection(rg, kb: Path, ids: list[str], paths: list[str]) -> None:
    assert git("status", "--porcelain", cwd=kb) == ""
    for path in paths:
        who = actors(kb, path)
        assert [a for a, _ in who if a == "user"] == ["user"] and who[0][1].startswith("add ")
        assert {a for a, _ in who[1:]} == {"reflection:daily"}
        text = (kb / path).read_text()
        assert "   \n" not in text and "scope:" in text
    for i in ids:
        assert rg.json("show", i)["id"] == i  # every note still parses


@pytest.mark.parametrize("finisher", [("doctor", "--fix"), ("sync",), ("reflect", "daily")],
                         ids=["doctor-fix", "sync", "daily-again"])
def test_a_killed_daily_pass_is_finished_as_reflection_never_as_a_hand_edit(rg, tmp_path, finisher):
    kb, remote, ids, paths = daily_kb(rg, tmp_path)
    kill_daily_mid_write(kb, tmp_path)
    assert (kb / ".reflectgit" / journal.FILE).exists()
    assert git("status", "--porcelain", cwd=kb).strip()  # the dead pass left a changed note behind

    done = run_cli(*finisher, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "finished an interrupted 'reflect daily' (reflection:daily)" in done.stdout + done.stderr
    assert not (kb / ".reflectgit" / journal.FILE).exists()
    assert_pass_done_once_by_reflection(rg, kb, ids, paths)
    again = run_cli("reflect", "daily", cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert_pass_done_once_by_reflection(rg, kb, ids, paths)
    if finisher == ("sync",):
        pushed = git("log", "--format=%(trailers:key=Reflectgit-Actor,valueonly,separator=)", "main", "--",
                     *paths, cwd=remote).split()
        assert sorted(set(pushed)) == ["reflection:daily", "user"] and pushed.count("user") == len(paths)


def test_a_killed_daily_pass_is_rolled_back_when_head_moved_meanwhile(rg, tmp_path):
    kb, _, ids, paths = daily_kb(rg, tmp_path)
    before = {p: (kb / p).read_bytes() for p in paths}
    kill_daily_mid_write(kb, tmp_path)
    git("commit", "-q", "--allow-empty", "-m", "made with git by hand", cwd=kb)  # the pass's base is gone
    done = run_cli("doctor", "--fix", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "rolled back an interrupted 'reflect daily' (reflection:daily)" in done.stdout
    assert {p: (kb / p).read_bytes() for p in paths} == before
    assert git("status", "--porcelain", cwd=kb) == ""
    assert all(a == "user" and op.startswith("add ") for p in paths for a, op in actors(kb, p))
    assert run_cli("reflect", "daily", cwd=tmp_path).returncode == 0
    assert_pass_done_once_by_reflection(rg, kb, ids, paths)


def test_a_failing_commit_leaves_no_file_behind(rg, kb, monkeypatch):
    from reflectgit import gitops

    note = rg.json("add", "--title", "Keep me as I am")
    before, files = head(kb), tree_files(kb)

    def broken(*_a, **_k):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(gitops, "commit_changes", broken)
    with pytest.raises(RuntimeError):
        rg("set", note["id"], "title", "Changed then lost")
    with pytest.raises(RuntimeError):
        rg("add", "--title", "Never written")
    assert head(kb) == before and tree_files(kb) == files
    assert not (kb / ".reflectgit" / journal.FILE).exists()


def _journal(kb: Path, rel: str, before: bytes, after: bytes, parent: str) -> None:
    record = {"op": "set title", "actor": "user", "head": parent, "pid": 0, "started": 0, "message": "set title",
              "files": {rel: {"before": base64.b64encode(before).decode(), "after": base64.b64encode(after).decode(),
                              "after_sha256": hashlib.sha256(after).hexdigest()}}}
    (kb / ".reflectgit" / journal.FILE).write_text(json.dumps(record))


def test_a_writer_killed_after_its_commit_is_left_as_it_is(rg, kb):
    note = rg.json("add", "--title", "Old title")
    rel, old = note["path"], (kb / note["path"]).read_bytes()
    parent = head(kb)
    rg("set", note["id"], "title", "New title")
    new = (kb / rel).read_bytes()
    _journal(kb, rel, old, new, parent)  # as if killed between the commit and removing the journal
    done = rg("doctor", "--fix")
    assert "rolled back" not in done.output
    assert (kb / rel).read_bytes() == new and git("status", "--porcelain", cwd=kb) == ""
    assert not (kb / ".reflectgit" / journal.FILE).exists()


def test_a_file_edited_again_after_the_crash_is_kept(rg, kb):
    note = rg.json("add", "--title", "Title")
    rel, old = note["path"], (kb / note["path"]).read_bytes()
    dead_write = old.replace(b"Title", b"Half-done")
    (kb / rel).write_bytes(old.replace(b"Title", b"Fixed by hand"))
    _journal(kb, rel, old, dead_write, head(kb))
    done = rg("doctor", "--fix")
    assert f"kept {rel} (changed again since)" in done.output
    assert b"Fixed by hand" in (kb / rel).read_bytes()


def test_bookkeeping_riding_along_a_killed_commit_is_committed_once(rg, kb, tmp_path):
    from reflectgit.kb import KB

    KB.open(kb).defer_append("memory/meta/commits/test.jsonl", '{"sha": "abc"}\n')
    env = {**os.environ, journal.STALL_ENV: "120"}
    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "add", "--title", "Killed while committing"],
                            cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while not (list((kb / "learnings").rglob("*.md")) and (kb / ".reflectgit" / journal.FILE).exists()):
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.1)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
    done = run_cli("doctor", "--fix", cwd=tmp_path)
    assert "finished an interrupted 'add" in done.stdout, done.stdout + done.stderr
    rg("add", "--title", "The next commit")
    assert (kb / "memory/meta/commits/test.jsonl").read_text() == '{"sha": "abc"}\n'  # once, not again
    assert git("status", "--porcelain", cwd=kb) == ""
    assert sorted(r["title"] for r in rg.json("list")) == ["Killed while committing", "The next commit"]


def _sync_stalled_mid_checkout(b: Path, cwd: Path) -> subprocess.Popen:
    """`sync` on B, journaled and paused after writing the first file of its checkout."""
    env = {**os.environ, journal.STALL_ENV: "120", "REFLECTGIT_HOME": str(b)}
    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "sync"], cwd=cwd, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        rec = b / ".reflectgit" / journal.FILE
        if rec.exists() and '"checkout"' in rec.read_text() and git("status", "--porcelain", cwd=b).strip():
            return proc
        assert proc.poll() is None, "sync ended before its checkout"
        time.sleep(0.1)
    proc.kill()
    raise AssertionError("sync never reached its checkout")


@pytest.mark.parametrize("how", ["interrupt", "kill"])
def test_a_sync_interrupted_mid_checkout_leaves_no_half_merged_tree(tmp_path, how):
    """review13: Ctrl-C 20 s into a big `sync` left 760 merged notes uncommitted, which the next
    command committed as "sync: commit 760 pending change(s)" (or `doctor --fix` as the user's own
    edits). A Ctrl-C now puts the files back; a kill -9 is finished by the next writer, as sync."""
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    a, b = tmp_path / "a", tmp_path / "b"

    def on(kb: Path, *args: str) -> subprocess.CompletedProcess:
        return run_cli(*args, cwd=tmp_path, env={"REFLECTGIT_HOME": str(kb)})

    on(a, "init", str(a), "--remote", str(remote))
    assert on(a, "sync").returncode == 0
    assert on(b, "clone", str(remote), str(b)).returncode == 0
    for i in range(4):
        on(a, "add", "--title", f"Lesson {i} from A", "--project", "ops", "--branch", "main")
    on(b, "add", "--title", "Lesson from B", "--project", "ops", "--branch", "main")
    assert on(a, "sync").returncode == 0
    before = head(b)
    proc = _sync_stalled_mid_checkout(b, tmp_path)
    proc.send_signal(signal.SIGINT if how == "interrupt" else signal.SIGKILL)
    proc.wait(30)
    if how == "interrupt":
        assert head(b) == before and git("status", "--porcelain", cwd=b) == ""
        assert not (b / ".reflectgit" / journal.FILE).exists()
    else:  # a write killed between its temp file and its rename leaves one behind
        rel = sorted(json.loads((b / ".reflectgit" / journal.FILE).read_text())["paths"])[-1]
        target = b / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        (target.parent / f".{target.name}.999.abcd.rgtmp").write_text("half")
    done = on(b, "sync")
    assert done.returncode == 0, done.stderr
    if how == "kill":
        assert "finished an interrupted sync" in done.stdout + done.stderr
    assert not list(b.rglob("*.rgtmp"))  # no temp file of a killed write is left behind
    assert git("status", "--porcelain", cwd=b) == "" and not (b / ".reflectgit" / journal.FILE).exists()
    subjects = git("log", "--format=%s", cwd=b)
    assert "pending change" not in subjects and "sync: merge" in subjects
    assert len(json.loads(on(b, "list", "--json").stdout)) == 5


def test_a_git_lock_a_killed_writer_left_is_removed_by_the_next_write(rg, kb):
    """review14: a kill -9 during `add` left .git/refs/heads/main.lock once in 30; every later write
    failed with a dulwich traceback, captures failed silently, and `doctor` said healthy."""
    rg("add", "--title", "Before the crash")
    lock = kb / ".git" / "refs" / "heads" / "main.lock"
    lock.write_text("")
    busy = rg("add", "--title", "While git holds the lock", expect=1)  # a lock this fresh may be a live git
    assert "another git process is writing the KB" in busy.output and "Traceback" not in busy.output
    old = time.time() - 120
    os.utime(lock, (old, old))
    report = rg.json("doctor", expect=1)  # an error: doctor fails until it is fixed
    assert any(f["path"] == ".git/refs/heads/main.lock" and f["level"] == "error" for f in report["findings"])
    out = rg("add", "--title", "After the crash")
    assert "removed .git/refs/heads/main.lock" in out.output and not lock.exists()
    assert {n["title"] for n in rg.json("list")} >= {"Before the crash", "After the crash"}
    assert git("status", "--porcelain", cwd=kb) == ""


def test_a_full_disk_or_a_damaged_index_is_one_line():
    import errno
    import sqlite3

    from reflectgit.errors import environment_message

    full = OSError(errno.ENOSPC, "No space left on device", "/kb/learnings/x.md")
    assert "no space left on the device of /kb/learnings/x.md" in environment_message(full)
    assert "reindex --full" in environment_message(sqlite3.DatabaseError("database disk image is malformed"))
    assert environment_message(ValueError("a bug")) is None


def test_a_damaged_index_is_rebuilt_from_the_notes_by_the_next_search(rg, kb):
    """review14: a fresh clone's first hook and the server it started left index.db malformed;
    every search and `reindex --full` then failed until it was deleted by hand. It is derived:
    the next command rebuilds it."""
    note = rg.json("add", "--title", "Size the redis pool to peak concurrency")["id"]
    rg("reindex")
    db = kb / ".reflectgit" / "index.db"
    db.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4096)  # a header and garbage: malformed
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    hits = rg.json("search", "redis pool peak concurrency")["hits"]
    assert [h["id"] for h in hits] == [note]


def test_a_write_waits_a_moment_for_a_git_command_holding_the_index(rg, kb):
    """review14: a `.git/index.lock` held by a git command the user ran in the KB made `add` fail
    after its commit existed (the user added the note again). The index refresh waits for it."""
    import threading

    lock = kb / ".git" / "index.lock"
    lock.write_text("")
    threading.Timer(0.5, lambda: lock.unlink(missing_ok=True)).start()
    note = rg.json("add", "--title", "Added while git held the index")["id"]
    assert note and not lock.exists() and git("status", "--porcelain", cwd=kb) == ""


def test_a_lock_a_live_git_holds_is_never_removed_and_a_commit_never_reported_as_failed(rg, kb, tmp_path):
    """review16: a `git commit -a` in the KB waiting on its editor holds index.lock for minutes; the
    stale-lock cleanup removed it at 60 s and broke the user's commit, and under 60 s `add` saved
    the note yet exited 1. A git working in the KB keeps its locks; the save succeeds and git's
    index is brought up to date by the next write once git is done."""
    (kb / "NOTES.txt").write_text("mine\n")
    git("add", "NOTES.txt", cwd=kb)
    git("commit", "-q", "-m", "my notes", cwd=kb)
    (kb / "NOTES.txt").write_text("mine, edited\n")
    done = tmp_path / "editor-done"  # the editor waits until the test says so (a fixed sleep ran out at load 8)
    holder = subprocess.Popen(["git", "commit", "-q", "-a", "-e", "-m", "mine"], cwd=kb,
                              env={**os.environ, "GIT_EDITOR": f"sh -c 'while [ ! -e \"{done}\" ]; do sleep 0.05; done'"})
    lock = kb / ".git" / "index.lock"
    try:
        deadline = time.time() + 10
        while not lock.exists() and time.time() < deadline:
            time.sleep(0.05)
        assert lock.exists()
        old = time.time() - 120
        os.utime(lock, (old, old))  # looks stale, but a live git holds it
        out = rg("add", "--title", "Saved while git waits on its editor")
        assert "removed .git/index.lock" not in out.output and "brought up to date by the next" in out.output
    finally:
        done.write_text("")
    holder.wait(30)  # git refuses its commit if HEAD moved meanwhile ("cannot lock ref"): its lock was never taken away
    assert (kb / "NOTES.txt").read_text() == "mine, edited\n" and not lock.exists()
    rg("add", "--title", "The next write")
    assert git("status", "--porcelain", cwd=kb).strip() in ("", "M NOTES.txt")  # git's index is up to date
    titles = {n["title"] for n in rg.json("list")}
    assert {"Saved while git waits on its editor", "The next write"} <= titles
