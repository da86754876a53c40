"""Concurrent writers all land; a crash mid-write never leaves half a note or a broken repo."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from conftest import git, head, run_cli


def test_concurrent_adds_from_many_processes_all_land(rg, kb, tmp_path):
    n = 8
    procs = [subprocess.Popen([sys.executable, "-m", "reflectgit", "add", "--title", f"note {i}",
                               "--project", "p", "--branch", "main"], cwd=tmp_path,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for i in range(n)]
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    titles = sorted(r["title"] for r in rg.json("list"))
    assert titles == sorted(f"note {i}" for i in range(n))
    assert len(git("log", "--oneline", cwd=kb).splitlines()) == n + 1
    assert git("status", "--porcelain", cwd=kb) == ""
    git("fsck", "--strict", cwd=kb)


def test_concurrent_sets_on_one_note_lose_nothing(rg, kb, tmp_path):
    note = rg.json("add", "--title", "shared")
    fields = [f"field_{i}" for i in range(6)]
    procs = [subprocess.Popen([sys.executable, "-m", "reflectgit", "set", note["id"], f, "v"], cwd=tmp_path,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for f in fields]
    for p in procs:
        assert p.wait(timeout=120) == 0
    shown = rg.json("show", note["id"])
    assert all(shown.get(f) == "v" for f in fields)


CRASH = textwrap.dedent("""\
    import os, sys
    import {module} as target
    real = target.{attr}
    def crash(*a, **k):
        {before}
        os._exit(9)
    target.{attr} = crash
    from reflectgit.cli import main
    sys.argv = ["reflectgit", "add", "--title", "crashing note"]
    main()
""")


def _crash(tmp_path, module: str, attr: str, before: str = "pass"):
    script = tmp_path / "crash.py"
    script.write_text(CRASH.format(module=module, attr=attr, before=before))
    return subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True)


def test_crash_before_rename_leaves_no_note_and_a_valid_repo(rg, kb, tmp_path):
    before = head(kb)
    proc = _crash(tmp_path, "os", "replace")
    assert proc.returncode == 9
    assert head(kb) == before
    assert list((kb / "learnings").rglob("*.md")) == []  # no half-written note
    git("fsck", "--strict", cwd=kb)
    report = rg.json("doctor")
    assert report["ok"] and any("interrupted write" in f["message"] for f in report["findings"])
    rg("doctor", "--fix")
    assert rg.json("doctor")["findings"] == []
    assert rg.json("add", "--title", "after the crash")["title"] == "after the crash"


def test_crash_between_file_and_commit_is_recoverable(rg, kb, tmp_path):
    before = head(kb)
    proc = _crash(tmp_path, "reflectgit.gitops", "commit_changes")
    assert proc.returncode == 9
    assert head(kb) == before
    notes = list((kb / "learnings").rglob("*.md"))
    assert len(notes) == 1 and notes[0].read_text().endswith("---\n")  # whole file, just not committed
    git("fsck", "--strict", cwd=kb)
    assert any("not committed" in f["message"] for f in rg.json("doctor")["findings"])
    fixed = rg("doctor", "--fix").output
    assert "finished an interrupted 'add" in fixed  # from its journal, as the add it was
    assert git("status", "--porcelain", cwd=kb) == ""
    assert [r["title"] for r in rg.json("list")] == ["crashing note"]
    assert "Reflectgit-Op: add lrn-" in git("log", "-1", "--format=%B", cwd=kb)


def test_crash_while_holding_lock_does_not_wedge_the_kb(rg, kb, tmp_path):
    proc = _crash(tmp_path, "reflectgit.gitops", "commit_changes")
    assert proc.returncode == 9
    r = run_cli("add", "--title", "next writer", cwd=tmp_path, env={"REFLECTGIT_LOCK_TIMEOUT": "5"})
    assert r.returncode == 0, r.stderr
