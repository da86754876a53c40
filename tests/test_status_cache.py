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
