"""`status` reuses cached counts only while nothing changed; any change is seen at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from conftest import git


def _age(kb, seconds: int = 30) -> None:
    """Pretend every KB file was last touched a while ago (so the cache may be trusted)."""
    past = time.time() - seconds
    for root, dirs, files in os.walk(kb):
        if ".git" in root.split(os.sep):
            continue
        for name in dirs + files:
            os.utime(os.path.join(root, name), (past, past))
    os.utime(kb, (past, past))


def _status_in_subprocess(kb) -> tuple[dict, bool]:
    """(status --json, whether dulwich was imported) from a fresh process."""
    code = ("import sys, io, contextlib, json\nfrom reflectgit.cli import main\n"
            f"sys.argv=['reflectgit','--kb',{str(kb)!r},'status','--json']\nbuf=io.StringIO()\n"
            "with contextlib.redirect_stdout(buf):\n    try:\n        main()\n    except SystemExit:\n        pass\n"
            "print(json.dumps({'status': json.loads(buf.getvalue()), 'dulwich': 'dulwich' in sys.modules}))")
    out = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    return out["status"], out["dulwich"]


def test_fast_path_is_used_when_nothing_changed(rg, kb):
    rg("add", "--title", "A")
    _age(kb)
    first, _ = _status_in_subprocess(kb)
    second, loaded = _status_in_subprocess(kb)
    assert not loaded and second == first and second["notes"] == 1


def test_hand_edit_new_file_and_deletion_are_seen(rg, kb):
    a = rg.json("add", "--title", "A")
    b = rg.json("add", "--title", "B")
    _age(kb)
    _status_in_subprocess(kb)
    path = kb / a["path"]
    path.write_text(path.read_text().replace("status: active", "status: archived"))
    st, loaded = _status_in_subprocess(kb)
    assert loaded and st["uncommitted"] == [a["path"]] and st["by_status"] == {"active": 1, "archived": 1}
    rg("doctor", "--fix")
    _age(kb)
    _status_in_subprocess(kb)
    (kb / b["path"]).unlink()
    st, _ = _status_in_subprocess(kb)
    assert st["notes"] == 1 and b["path"] in st["uncommitted"]


def test_commit_made_with_git_is_seen(rg, kb):
    rg("add", "--title", "A")
    _age(kb)
    _status_in_subprocess(kb)
    (kb / "MEMORY.md").write_text("# mine\n")
    git("commit", "-qam", "hand-made commit", cwd=kb)
    _age(kb)
    st, loaded = _status_in_subprocess(kb)
    assert loaded and st["last_commit"]["subject"] == "hand-made commit" and st["uncommitted"] == []



def test_a_mode_changed_by_hand_is_seen_by_the_fast_path_and_sync_makes_the_file_plain(rg, kb, tmp_path):
    """review: with status's cache clean, a `chmod -x` of a note committed executable went unseen by
    `status` (sync took it), and a `chmod +x` on a note went unseen by both paths (dulwich compares
    content only), though `git status` shows it and `git commit -a` takes a mode every other machine
    refuses. A chmod moves no mtime: the fast path reads the mode from the same stat."""
    rel = rg.json("add", "--title", "A")["path"]
    (kb / rel).chmod(0o755)
    git("commit", "-qam", "exec", cwd=kb)
    _age(kb)
    _status_in_subprocess(kb)
    assert not _status_in_subprocess(kb)[1]  # the fast path, with the note committed executable
    (kb / rel).chmod(0o644)
    st, _ = _status_in_subprocess(kb)
    assert st["uncommitted"] == [rel], st
    rg("doctor", "--fix")
    assert git("ls-tree", "HEAD", rel, cwd=kb).startswith("100644") and git("status", "--porcelain", cwd=kb) == ""
    _age(kb)
    _status_in_subprocess(kb)
    assert not _status_in_subprocess(kb)[1]
    (kb / rel).chmod(0o755)
    st, _ = _status_in_subprocess(kb)
    assert st["uncommitted"] == [rel], st
    assert "Uncommitted: 1 file(s)" in rg("status").output
    assert "made executable by hand" in rg("doctor").output
    before = git("rev-parse", "HEAD", cwd=kb)
    assert f"made {rel} a plain file again" in rg("doctor", "--fix").output
    assert not os.stat(kb / rel).st_mode & 0o111 and git("rev-parse", "HEAD", cwd=kb) == before  # nothing to commit
    assert git("status", "--porcelain", cwd=kb) == "" and rg.json("status")["uncommitted"] == []
    # sync makes it a plain file again too, and sends nothing executable
    (kb / rel).chmod(0o755)
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    rg("sync", str(remote))
    assert not os.stat(kb / rel).st_mode & 0o111 and git("status", "--porcelain", cwd=kb) == ""
    assert rg.json("status")["uncommitted"] == []
    assert git("ls-tree", "main", rel, cwd=remote).startswith("100644")
    # where git ignores the bit (core.fileMode false: a file system without modes), so does the KB
    git("config", "core.fileMode", "false", cwd=kb)
    (kb / rel).chmod(0o755)
    assert rg.json("status")["uncommitted"] == [] and git("status", "--porcelain", cwd=kb) == ""
