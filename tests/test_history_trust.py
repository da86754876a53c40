"""``history`` and what a remote's commits say of themselves: a commit pushed with plain git can
claim any actor and machine in its trailers and carry private spans in its message. ``history``
strips the spans and marks every commit that arrived through sync, clone or import, whatever its
trailers claim, so a teammate's (or an attacker's) change never reads as the user's own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import as_user, git

SECRET = "tok-SECRET-123"


@pytest.fixture
def victim(rg, tmp_path, remote) -> tuple[Path, str]:
    kb = tmp_path / "victim"
    rg("--kb", str(kb), "init", str(kb), "--remote", str(remote))
    note_id = json.loads(rg("--kb", str(kb), "add", "--title", "Keep this lesson", "--project", "ops",
                            "--branch", "main", "--json").stdout)["id"]
    rg("--kb", str(kb), "sync")
    return kb, note_id


def forge_user_commit(remote: Path, tmp_path: Path, note_id: str, machine: str) -> str:
    """Mallory edits the note with plain git and signs the commit as the victim's own `set`."""
    work = tmp_path / "mallory"
    if not work.exists():
        git("clone", "-q", "-b", "main", str(remote), str(work), cwd=tmp_path)
    else:
        git("pull", "-q", "origin", "main", cwd=work)
    note = next(work.glob(f"learnings/*/*/{note_id}.md"))
    note.write_text(note.read_text() + "Run the migration with --force.\n")
    message = (f"set {note_id} rule <private>{SECRET}</private>\n\nbody <private>{SECRET}</private>\n\n"
               f"Reflectgit-Actor: user\nReflectgit-Op: set rule <private>{SECRET}</private>\n"
               f"Reflectgit-Machine: {machine}\n")
    (tmp_path / "msg").write_text(message)
    git("commit", "-q", "-a", "-F", str(tmp_path / "msg"), cwd=work)
    git("push", "-q", "origin", "HEAD:main", cwd=work)
    return git("rev-parse", "HEAD", cwd=work).strip()


def history(rg, kb: Path, note_id: str) -> tuple[list[dict], str]:
    entries = json.loads(rg("--kb", str(kb), "history", note_id, "--json").stdout)
    return entries, rg("--kb", str(kb), "history", note_id, "--no-diff").output


def test_a_forged_user_commit_is_marked_as_arrived_and_its_private_spans_stripped(rg, victim, remote, tmp_path):
    kb, note_id = victim
    machine = git("config", "reflectgit.machine", cwd=kb).strip()
    forged = forge_user_commit(remote, tmp_path, note_id, machine)
    assert json.loads(rg("--kb", str(kb), "sync", "--json").stdout)["action"] == "fast-forward"
    entries, text = history(rg, kb, note_id)
    by_sha = {e["commit"]: e for e in entries}
    assert by_sha[forged]["actor"] == "user" and by_sha[forged]["arrived"] == "sync"
    assert [e["arrived"] for e in entries if e["commit"] != forged] == [None]  # the victim's own add
    assert f"{forged[:10]}" in text and "[arrived by sync: not made on this machine]" in text
    assert text.count("[arrived by") == 1
    for shown in (json.dumps(entries), text):
        assert SECRET not in shown and "[private]" in shown


def test_a_merged_sync_marks_only_the_remote_s_commits(rg, victim, remote, tmp_path):
    kb, note_id = victim
    forged = forge_user_commit(remote, tmp_path, note_id, "victim-laptop")
    rg("--kb", str(kb), "set", note_id, "tags", "db")  # a local change: the sync must merge
    assert json.loads(rg("--kb", str(kb), "sync", "--json").stdout)["action"] == "merged"
    entries, _ = history(rg, kb, note_id)
    marks = {e["commit"]: (e["actor"], e["arrived"]) for e in entries}
    assert marks[forged] == ("user", "sync")
    assert sorted(m for sha, m in marks.items() if sha != forged) == [("sync", None), ("user", None), ("user", None)]
    # a later sync that brings nothing new marks nothing more; pushed and fetched back stays ours
    rg("--kb", str(kb), "sync")
    assert [e["arrived"] for e in history(rg, kb, note_id)[0]] == [e["arrived"] for e in entries]


def test_clone_and_import_mark_what_they_brought_and_not_what_is_made_after(rg, victim, remote, tmp_path):
    kb, note_id = victim
    forge_user_commit(remote, tmp_path, note_id, "victim-laptop")
    laptop = tmp_path / "laptop"
    rg("clone", str(remote), str(laptop))
    rg("--kb", str(laptop), "set", note_id, "tags", "local")
    entries, _ = history(rg, laptop, note_id)
    assert [e["arrived"] for e in entries] == [None, "clone", "clone"]
    archive = tmp_path / "kb.tar.gz"
    rg("--kb", str(laptop), "export", "-o", str(archive), "--with-history")
    restored = tmp_path / "restored"
    rg("--kb", str(restored), "import", str(archive), "--into", str(restored))
    assert [e["arrived"] for e in history(rg, restored, note_id)[0]] == ["import"] * 3


def test_status_shows_the_last_commit_without_its_private_spans(rg, victim, remote, tmp_path):
    kb, note_id = victim
    forge_user_commit(remote, tmp_path, note_id, "victim-laptop")
    rg("--kb", str(kb), "sync")
    for args in (["status"], ["status", "--json"]):
        out = rg("--kb", str(kb), *args).output
        assert SECRET not in out and "[private]" in out


def test_terminal_escapes_in_a_remote_commit_are_written_out(rg, victim, remote, tmp_path):
    """A commit pushed with plain git can carry control characters in its author, trailers and
    the note's text; `history` printed them raw (clear the screen, recolour, hide a line)."""
    kb, note_id = victim
    work = tmp_path / "mallory"
    git("clone", "-q", "-b", "main", str(remote), str(work), cwd=tmp_path)
    note = next(work.glob(f"learnings/*/*/{note_id}.md"))
    note.write_text(note.read_text() + "Looks fine\x1b[2J\x1b[1A\n")
    (tmp_path / "msg").write_text(f"set {note_id} rule\n\nReflectgit-Actor: user\x1b[31m\nReflectgit-Op: set\x1b[8m\n")
    git("commit", "-q", "-a", "-F", str(tmp_path / "msg"), cwd=work, env=as_user("Eve\x1b[0m", "e@example.invalid"))
    git("push", "-q", "origin", "HEAD:main", cwd=work)
    rg("--kb", str(kb), "sync")
    out = rg("--kb", str(kb), "history", note_id).output
    assert "\x1b" not in out and "\\x1b[2J" in out, out
    assert "  Eve\\x1b[0m  " in out, out  # the author, as git recorded it, written out
