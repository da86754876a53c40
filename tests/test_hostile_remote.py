"""Hostile remotes: trees git itself would never create, built with dulwich the way an attacker
would, put on a bare remote made with plain ``git init --bare``. ``sync`` and ``clone`` must
refuse each one whole: nothing written outside the KB, nothing inside, HEAD where it was."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from conftest import as_user, git
from dulwich.objects import Blob, Commit, Tree
from dulwich.repo import Repo

FSMONITOR = b"[core]\n\tfsmonitor = \"touch /tmp/reflectgit-pwned\"\n"
NOTE = """---
id: {id}
title: {title}
created: 2026-01-01T00:00:00Z
updated: 2026-01-01T00:00:00Z
project: ops
branch: main
scope: project
status: active
---
Body of {title}.
"""


def put(store, tree_id: bytes | None, parts: list[bytes], mode: int, sha: bytes | None) -> bytes | None:
    """``tree_id`` with the entry at raw ``parts`` set (or removed when ``sha`` is None): names
    are bytes as they go on the wire, so '..', 'a/b' and '.git' are all possible."""
    old = store[tree_id] if tree_id else Tree()
    new = Tree()
    for e in old.iteritems():
        if e.path != parts[0]:
            new.add(e.path, e.mode, e.sha)
    if len(parts) == 1:
        if sha is not None:
            new.add(parts[0], mode, sha)
    else:
        sub = old[parts[0]][1] if parts[0] in old else None
        child = put(store, sub, parts[1:], mode, sha)
        if child is not None:
            new.add(parts[0], 0o040000, child)
    if not len(new):
        return None
    store.add_object(new)
    return new.id


def attack(remote: Path, entries: dict[tuple[bytes, ...], tuple[int, bytes | None]]) -> bytes:
    """A teammate's commit on top of the remote's main holding ``entries`` (None removes)."""
    repo = Repo(str(remote))
    head = repo.refs[b"refs/heads/main"]
    tree = repo[head].tree
    for parts, (mode, data) in entries.items():
        sha = b"a" * 40 if mode == 0o160000 else None  # a gitlink names a commit of another repo
        if data is not None:
            blob = Blob.from_string(data)
            repo.object_store.add_object(blob)
            sha = blob.id
        tree = put(repo.object_store, tree, list(parts), mode, sha)
    return push_tree(repo, tree, head, b"helpful update\n")


def push_tree(repo: Repo, tree: bytes, head: bytes, message: bytes) -> bytes:
    """Mallory's commit of ``tree`` on top of ``head``, made the remote's main."""
    c = Commit()
    c.tree, c.parents = tree, [head]
    c.author = c.committer = b"Mallory <m@example.invalid>"
    c.author_time = c.commit_time = 1_700_000_000
    c.author_timezone = c.commit_timezone = 0
    c.message = message
    repo.object_store.add_object(c)
    repo.refs[b"refs/heads/main"] = c.id
    repo.close()
    return c.id


def note(note_id: str, title: str = "Planted") -> bytes:
    return NOTE.format(id=note_id, title=title).encode()


L = b"learnings"
ATTACKS = {
    "dotdot-folders": {(L, b"..", b"..", b"escape.md"): (0o100644, b"pwned")},
    "slash-in-name": {(b"learnings/../../escape.md",): (0o100644, b"pwned")},
    "nested-git-config": {(L, b"ops", b".git", b"config"): (0o100644, FSMONITOR)},
    "nested-git-upper": {(L, b"ops", b".GIT", b"config"): (0o100644, FSMONITOR)},
    "nested-git-trailing-dot": {(b"memory", b".git.", b"config"): (0o100644, FSMONITOR)},
    "nested-git-ignorable": {(b"memory", ".g\u200cit".encode(), b"config"): (0o100644, FSMONITOR)},
    "symlink-note": {(L, b"ops", b"main", b"lrn-aaaaaaaa.md"): (0o120000, b"/etc/passwd")},
    "symlink-folder": {(L, b"evil"): (0o120000, b"/etc")},
    "submodule": {(L, b"ops", b"main", b"lrn-bbbbbbbb.md"): (0o160000, None)},
    "executable": {(L, b"ops", b"main", b"lrn-cccccccc.md"): (0o100755, note("lrn-cccccccc"))},
    "id-is-a-path": {(L, b"ops", b"main", b"lrn-dddddddd.md"): (0o100644, note("../../../x"))},
    "id-not-file-name": {(L, b"ops", b"main", b"lrn-eeeeeeee.md"): (0o100644, note("lrn-ffffffff"))},
    "control-char": {(L, b"ops", b"main\n", b"lrn-gggggggg.md"): (0o100644, note("lrn-gggggggg"))},
    "long-name": {(L, b"ops", b"b" * 300, b"lrn-hhhhhhhh.md"): (0o100644, note("lrn-hhhhhhhh"))},
    "outside-layout": {(b"run.sh",): (0o100644, b"#!/bin/sh\nrm -rf ~\n")},
    "yaml-bomb": {(L, b"ops", b"main", b"lrn-jjjjjjjj.md"): (0o100644, (
        "---\nid: lrn-jjjjjjjj\n" + "".join(
            f"{chr(97 + i)}: &{chr(97 + i)} [" + ",".join([f"*{chr(96 + i)}" if i else '"lol"'] * 9) + "]\n"
            for i in range(9)) + "title: t\n---\n").encode())},
    "deletes-the-kb": {(b"memory",): (0, None), (b"README.md",): (0, None), (b"MEMORY.md",): (0, None)},
}


def _snapshot(kb: Path) -> tuple[str, dict[str, bytes]]:
    head = git("rev-parse", "HEAD", cwd=kb).strip()
    files = {p.relative_to(kb).as_posix(): p.read_bytes() for p in sorted(kb.rglob("*"))
             if p.is_file() and ".git" not in p.relative_to(kb).parts and ".reflectgit" not in p.relative_to(kb).parts}
    return head, files


@pytest.mark.parametrize("name", sorted(ATTACKS))
def test_sync_refuses_a_hostile_tree_and_writes_nothing(rg, victim, remote, tmp_path, name):
    before = _snapshot(victim)
    attack(remote, ATTACKS[name])
    result = rg("--kb", str(victim), "sync", expect=2)
    err = result.output
    assert "Refused: nothing was written" in err and err.count("\n") == 1, err
    assert _snapshot(victim) == before
    assert not (tmp_path / "escape.md").exists() and not Path("/tmp/reflectgit-pwned").exists()
    assert not any(p.is_dir() and p.name.lower().startswith((".git", ".g")) for p in victim.rglob("*")
                   if p.relative_to(victim).parts[0] != ".git")
    assert not any(p.is_symlink() for p in victim.rglob("*"))
    listed = json.loads(rg("--kb", str(victim), "list", "--json").stdout)
    assert [n["title"] for n in listed] == ["Keep this lesson"]
    assert json.loads(rg("--kb", str(victim), "doctor", "--json").stdout)["ok"] is True


@pytest.mark.parametrize("name", ["dotdot-folders", "nested-git-config", "symlink-note", "deletes-the-kb", "yaml-bomb"])
def test_clone_refuses_a_hostile_tree_and_leaves_no_folder(rg, victim, remote, tmp_path, name):
    attack(remote, ATTACKS[name])
    target = tmp_path / "newcomer"
    result = rg("clone", str(remote), str(target), expect=2)
    assert "Refused" in result.output or "not a reflectgit KB" in result.output
    assert not target.exists()
    assert not (tmp_path / "escape.md").exists()


def test_entries_pointing_at_the_wrong_kind_of_object_are_refused(rg, victim, remote):
    """A crafted tree can name a blob as a folder, or a tree as a file."""
    repo = Repo(str(remote))
    head = repo.refs[b"refs/heads/main"]
    blob = Blob.from_string(b"not a tree")
    repo.object_store.add_object(blob)
    root = repo[repo[head].tree]
    planted = Tree()
    for e in root.iteritems():
        planted.add(e.path, e.mode, e.sha)
    planted.add(b"skills", 0o040000, blob.id)  # a "folder" that is a blob
    planted.add(b"MEMORY.md", 0o100644, root[b"learnings"][1])  # a "file" that is a tree
    repo.object_store.add_object(planted)
    push_tree(repo, planted.id, head, b"odd objects\n")
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert "not a tree" in out or "not a blob" in out


def test_a_good_change_from_the_same_remote_still_arrives(rg, victim, remote):
    attack(remote, {(L, b"ops", b"main", b"lrn-kkkkkkkk.md"): (0o100644, note("lrn-kkkkkkkk", "From a teammate"))})
    assert json.loads(rg("--kb", str(victim), "sync", "--json").stdout)["action"] == "fast-forward"
    titles = {n["title"] for n in json.loads(rg("--kb", str(victim), "list", "--json").stdout)}
    assert titles == {"Keep this lesson", "From a teammate"}


def test_duplicate_id_in_another_shard_is_refused_not_dropped(rg, victim, remote):
    kb_note = next((victim / "learnings").rglob("lrn-*.md"))
    attack(remote, {(L, b"ops", b"feat-x", kb_note.name.encode()): (0o100644, kb_note.read_bytes())})
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert "is also stored at" in out and kb_note.stem in out


def test_clone_finds_the_kb_branch_of_a_plain_bare_remote(rg, victim, remote, tmp_path):
    assert git("symbolic-ref", "HEAD", cwd=remote).strip() == "refs/heads/master"  # git's own default
    target = tmp_path / "laptop"
    out = rg("clone", str(remote), str(target)).output
    assert "(1 notes)" in out
    assert [n["title"] for n in json.loads(rg("--kb", str(target), "list", "--json").stdout)] == ["Keep this lesson"]
    # plain git agrees: upstream set, tree clean
    assert git("rev-parse", "--abbrev-ref", "main@{upstream}", cwd=target).strip() == "origin/main"
    assert git("status", "--porcelain", cwd=target).strip() == ""


def test_clone_refuses_a_repository_that_is_not_a_kb(rg, tmp_path):
    code = tmp_path / "code"
    code.mkdir()
    git("init", "-q", cwd=code)
    (code / "app.py").write_text("print(1)\n")
    git("add", ".", cwd=code)
    git("commit", "-q", "-m", "app", cwd=code)
    out = rg("clone", str(code), str(tmp_path / "kb2"), expect=2).output
    assert "not a reflectgit KB" in out and not (tmp_path / "kb2").exists()


def test_doctor_reports_what_slipped_in_before(rg, victim, tmp_path):
    # what plain `git pull` (or a copy by hand) could have left: a link, a nested .git
    (victim / "learnings" / "ops" / ".git").mkdir()
    (victim / "learnings" / "ops" / ".git" / "config").write_bytes(FSMONITOR)
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-VALUE\n")
    (victim / "learnings" / "ops" / "main" / "lrn-zzzzzzzz.md").symlink_to(secret)
    report = json.loads(rg("--kb", str(victim), "doctor", "--json", expect=1).stdout)
    paths = {f["path"] for f in report["findings"] if f["level"] == "error"}
    assert {"learnings/ops/.git", "learnings/ops/main/lrn-zzzzzzzz.md"} <= paths
    for cmd in (["list", "--json"], ["show", "lrn-zzzzzzzz"], ["search", "secret"]):
        assert "TOP-SECRET-VALUE" not in rg("--kb", str(victim), *cmd, expect=None).output
    # and nothing of it is shared: neither doctor --fix nor sync commits the link or its target
    rg("--kb", str(victim), "doctor", "--fix", expect=None)
    rg("--kb", str(victim), "sync")
    history = git("log", "-p", "--all", cwd=victim)
    assert "TOP-SECRET-VALUE" not in history and "lrn-zzzzzzzz" not in history and "fsmonitor" not in history


def test_git_binary_agrees_the_refused_tree_is_hostile(victim, remote):
    """Interoperability: the same planted tree is one git's own fsck flags."""
    attack(remote, ATTACKS["dotdot-folders"])
    proc = subprocess.run(["git", "fsck", "--strict"], cwd=remote, capture_output=True, text=True)
    assert proc.returncode != 0 or "bad" in (proc.stdout + proc.stderr).lower()


@pytest.mark.parametrize("copied", ["README.md", "own-note", ".gitkeep"])
def test_a_copy_of_one_of_our_files_at_a_note_path_is_checked_like_any_note(rg, victim, remote, tmp_path, copied):
    """review (trust): the gate trusted any blob our tree had, wherever it arrived, so README.md,
    the empty .gitkeep or our own note copied to a new note path passed unparsed; the victim
    then pushed a remote that every new clone refused. Made with plain git, as a teammate would."""
    atk = tmp_path / "atk"
    git("clone", "-q", "-b", "main", str(remote), str(atk), cwd=tmp_path)
    own = next((atk / "learnings").rglob("lrn-*.md"))
    source = {"README.md": atk / "README.md", "own-note": own, ".gitkeep": None}[copied]
    target = atk / "learnings" / "other" / "main" / "lrn-aaaabbbb.md"
    target.parent.mkdir(parents=True)
    target.write_bytes(source.read_bytes() if source else b"")
    git("add", "-A", cwd=atk)
    git("commit", "-q", "-m", "tidy", cwd=atk, env=as_user("Mallory", "m@example.invalid"))
    git("push", "-q", "origin", "main", cwd=atk)
    before = _snapshot(victim)
    out = rg("--kb", str(victim), "sync", expect=2).output
    assert "learnings/other/main/lrn-aaaabbbb.md" in out and "Refused: nothing was written" in out, out
    assert "by Mallory <m@example.invalid> ('tidy')" in out, out  # the teammate's commit that brought it
    assert _snapshot(victim) == before
    assert git("rev-parse", "origin/main", cwd=victim).strip() != git("rev-parse", "HEAD", cwd=victim).strip()
