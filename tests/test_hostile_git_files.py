"""Git's own settings files from a remote: a ``.gitattributes`` can make plain git fail in the KB
(``working-tree-encoding``), rewrite every note (``eol``) or take the notes from the merge driver
(``-merge``). The files are planted with plain git plumbing the way a teammate or an attacker
would, pushed to a bare remote made with ``git init --bare``, and ``sync`` / ``clone`` refuse them."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from conftest import GIT_ENV, git

from reflectgit.kb import KB

HOSTILE = b"learnings/** -merge eol=crlf working-tree-encoding=UTF-16\n* text eol=crlf\n"
TEMPLATE_RULES = b"learnings/**/*.md merge=reflectgit\nmemory/meta/**/*.jsonl merge=union\n"


def plant(remote: Path, tmp_path: Path, files: dict[str, bytes]) -> None:
    """A commit on the remote's main that sets ``files``, written with plain git plumbing (no
    filters, so the bytes go in as they are) and pushed with plain git."""
    work = tmp_path / "mallory"
    if not work.exists():
        git("clone", "-q", "-b", "main", str(remote), str(work), cwd=tmp_path)
    for rel, data in files.items():
        src = tmp_path / "planted.bin"
        src.write_bytes(data)
        sha = git("hash-object", "-w", "--no-filters", str(src), cwd=work).strip()
        git("update-index", "--add", "--cacheinfo", f"100644,{sha},{rel}", cwd=work)
    git("commit", "-q", "-m", "helpful update", cwd=work)
    git("push", "-q", "origin", "HEAD:main", cwd=work)


def snapshot(kb: Path) -> tuple[str, dict[str, bytes]]:
    head = git("rev-parse", "HEAD", cwd=kb).strip()
    return head, {p.relative_to(kb).as_posix(): p.read_bytes() for p in sorted(kb.rglob("*"))
                  if p.is_file() and not {".git", ".reflectgit"} & set(p.relative_to(kb).parts)}


def plain_git_status(kb: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "status", "--porcelain"], cwd=kb, capture_output=True, text=True,
                          env={**GIT_ENV, "PATH": "/usr/bin:/bin", "HOME": str(kb.parent)})


def test_sync_refuses_a_remote_gitattributes_that_breaks_plain_git(rg, victim, remote, tmp_path):
    """The reviewer's repro: before, sync accepted it and only named it, then `git status` in the
    KB died with 'BOM is required ... if encoded as UTF-16' and doctor said healthy."""
    before = snapshot(victim)
    plant(remote, tmp_path, {".gitattributes": HOSTILE})
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert out.count("\n") == 1, out
    assert ".gitattributes: line 1 (learnings/** -merge eol=crlf working-tree-encoding=UTF-16)" in out
    assert "field 'content'" in out and "Refused: nothing was written" in out
    assert snapshot(victim) == before
    proc = plain_git_status(victim)
    assert proc.returncode == 0 and proc.stdout == "", proc.stderr


def test_clone_refuses_a_remote_gitattributes_with_foreign_rules(rg, victim, remote, tmp_path):
    plant(remote, tmp_path, {".gitattributes": TEMPLATE_RULES + b"* text eol=crlf\n"})
    target = tmp_path / "newcomer"
    out = rg("clone", str(remote), str(target), expect=2).output
    assert ".gitattributes: line 3 (* text eol=crlf) is not a rule reflectgit writes" in out
    assert not target.exists()


def test_a_remote_gitattributes_without_the_note_driver_is_refused(rg, victim, remote, tmp_path):
    plant(remote, tmp_path, {".gitattributes": b"memory/meta/**/*.jsonl merge=union\n"})
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert ".gitattributes: does not declare the note merge driver" in out and out.count("\n") == 1


@pytest.mark.parametrize("rel", ["memory/.gitattributes", "skills/x/.gitattributes", "learnings/.gitattributes",
                                 "memory/.GitAttributes", "memory/.gitattributes.", "memory/GITATT~1",
                                 "memory/.gitignore", "learnings/ops/.gitignore", "memory/.gitmodules"])
def test_git_settings_files_below_the_top_are_refused(rg, victim, remote, tmp_path, rel):
    """Before, ``memory/.gitattributes`` was accepted and not even named by sync."""
    before = snapshot(victim)
    plant(remote, tmp_path, {rel: b"* -merge working-tree-encoding=UTF-16\n"})
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert f"{rel}: is a git settings file below the top of the KB" in out and out.count("\n") == 1, out
    assert snapshot(victim) == before


def test_reflectgit_s_own_rules_still_arrive_in_any_order_with_comments(rg, victim, remote, tmp_path):
    """Rules earlier templates wrote count as reflectgit's (a KB made then still carries them)."""
    attrs = (b"# ours, reordered\r\nmemory/meta/*.jsonl\tmerge=union\r\n\r\n"
             b"  learnings/**/*.md   merge=reflectgit\r\n   # indented comment\n")
    plant(remote, tmp_path, {".gitattributes": attrs})
    r = json.loads(rg("--kb", str(victim), "sync", "--json").stdout)
    assert r["action"] == "fast-forward" and r["merge"]["agent_facing"] == [".gitattributes"]
    assert (victim / ".gitattributes").read_bytes() == attrs


def test_a_remote_gitignore_never_stops_notes_from_being_committed(rg, victim, remote, tmp_path):
    """The top-level .gitignore may hold anything (it only hides untracked files from plain git,
    never changes a file's bytes or a merge): reflectgit finds notes by walking the folder, so a
    remote's ``learnings/`` line (or one dropping ``.reflectgit/``) does not stop a single commit."""
    plant(remote, tmp_path, {".gitignore": b"learnings/\n*.md\n"})
    r = json.loads(rg("--kb", str(victim), "sync", "--json").stdout)
    assert r["action"] == "fast-forward" and ".gitignore" in r["merge"]["agent_facing"]
    added = json.loads(rg("--kb", str(victim), "add", "--title", "Added after the ignore", "--project", "ops",
                          "--branch", "main", "--json").stdout)["id"]
    by_hand = victim / "learnings" / "ops" / "main" / "lrn-hand0001.md"
    by_hand.write_text("---\nid: lrn-hand0001\ntitle: Written by hand\ncreated: 2026-01-01T00:00:00Z\n"
                       "updated: 2026-01-01T00:00:00Z\nproject: ops\nbranch: main\nscope: project\n"
                       "status: active\n---\nBy hand.\n")
    assert json.loads(rg("--kb", str(victim), "sync", "--json").stdout)["pushed"]
    pushed = git("ls-tree", "-r", "--name-only", "main", cwd=remote)
    assert f"{added}.md" in pushed and "lrn-hand0001.md" in pushed and ".reflectgit" not in pushed


def test_a_hand_edited_gitattributes_is_not_shared_and_doctor_says_why(rg, victim, remote):
    """A user's own rule never bricks their KB: every command works, doctor warns, and sync
    refuses to commit it (a teammate's sync would refuse it) until it moves to .git/info/attributes."""
    own = victim / ".gitattributes"
    original = own.read_bytes()
    own.write_bytes(original + b"*.png binary\n")
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert ".gitattributes: field 'content': line 5 (*.png binary) is not a rule reflectgit writes" in out
    assert ".git/info/attributes" in out and out.count("\n") == 1
    assert "Sync stopped: nothing was merged or pushed" in out, out  # misc3: it did not say what sync did
    assert f"`git -C {victim} checkout -- .gitattributes`" in out and "then run `reflectgit sync` again" in out
    assert "*.png" not in git("show", "main:.gitattributes", cwd=remote)
    report = json.loads(rg("--kb", str(victim), "doctor", "--json").stdout)
    found = [f for f in report["findings"] if f["path"] == ".gitattributes"]
    assert found and found[0]["level"] == "warning" and "line 5" in found[0]["message"], report
    fixed = rg("--kb", str(victim), "doctor", "--fix").output
    assert "left .gitattributes uncommitted" in fixed
    # misc3: then it told to run `doctor --fix` (which had just left it) to commit it
    assert "doctor --fix` to commit" not in fixed and "`doctor --fix` will not commit it" in fixed, fixed
    assert [n["title"] for n in json.loads(rg("--kb", str(victim), "list", "--json").stdout)] == ["Keep this lesson"]
    (victim / ".git" / "info").mkdir(exist_ok=True)
    (victim / ".git" / "info" / "attributes").write_bytes(b"*.png binary\n")
    own.write_bytes(original)
    rg("--kb", str(victim), "sync")
    assert not [f for f in json.loads(rg("--kb", str(victim), "doctor", "--json").stdout)["findings"]
                if f["path"] == ".gitattributes"]


def test_sync_merges_notes_by_its_rules_on_the_machine_that_committed_its_own_attributes(rg, victim, remote,
                                                                                          tmp_path):
    """A rule committed with plain git is this machine's own (its blob is trusted here): sync still
    merges notes field by field; it does not push the rule, which the other machines would refuse."""
    other = tmp_path / "other"
    rg("--kb", str(other), "clone", str(remote), str(other))
    note_id = json.loads(rg("--kb", str(victim), "list", "--json").stdout)[0]["id"]
    with (victim / ".gitattributes").open("ab") as fh:
        fh.write(b"learnings/**/*.md -merge\n")
    git("commit", "-qam", "attributes", cwd=victim)
    rg("--kb", str(other), "set", note_id, "tags", "redis")
    rg("--kb", str(other), "sync")
    pushed = git("rev-parse", "main", cwd=remote)
    rg("--kb", str(victim), "set", note_id, "confidence", "0.4")
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert ".gitattributes: field 'content': line 5 (learnings/**/*.md -merge)" in out and "Not pushed" in out
    assert ".git/info/attributes" in out
    merged = KB.open(victim).get(note_id)
    assert merged.tags == ["redis"] and merged.confidence == 0.4  # merged here, field by field
    assert git("rev-parse", "main", cwd=remote) == pushed
    assert json.loads(rg("--kb", str(other), "sync", "--json").stdout)["action"] == "up-to-date"
