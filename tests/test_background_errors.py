"""What runs unwatched (the heartbeat, the daily pass cron or the heartbeat starts) never fails
silently: the failure goes to .reflectgit/reflection.log and `schedule status` says so."""

from __future__ import annotations

import sys

import pytest

from reflectgit import background


def test_a_failing_heartbeat_is_logged_once_and_shown_until_it_works_again(rg, kb, monkeypatch):
    with monkeypatch.context() as m:
        m.setitem(sys.modules, "reflectgit.reflection.schedule", None)  # what the wheel missing a package did
        rg("list")  # the command still works
        rg("list")
    log = (kb / ".reflectgit" / "reflection.log").read_text()
    assert log.count("heartbeat failed: ModuleNotFoundError") == 1  # the same error is not logged on every command
    assert "Traceback" in log
    assert background.errors(kb)["heartbeat"]["count"] == 2

    from reflectgit.reflection import schedule

    def broken(kb_path):
        raise PermissionError("state file is read-only")

    with monkeypatch.context() as m:
        m.setattr(schedule, "heartbeat", broken)  # still broken while `schedule status` runs its own heartbeat
        st = rg.json("schedule", "status")
        assert "PermissionError: state file is read-only" in st["errors"]["heartbeat"]["error"]
        assert st["log"] == str(kb / ".reflectgit" / "reflection.log")
        text = rg("schedule", "status").output
        assert "FAILED: heartbeat" in text and "(2 times)" in text and "reflection.log" in text
    assert "PermissionError" in (kb / ".reflectgit" / "reflection.log").read_text()
    rg("list")  # the heartbeat works again
    assert rg.json("schedule", "status")["errors"] == {}
    assert "FAILED" not in rg("schedule", "status").output


def test_a_failing_quiet_daily_pass_is_logged_and_cleared_by_the_next_run(rg, kb, monkeypatch):
    from reflectgit.reflection import daily

    def broken(*a, **kw):
        raise RuntimeError("disk on fire")

    with monkeypatch.context() as m:
        m.setattr(daily, "run", broken)
        with pytest.raises(RuntimeError):
            rg("reflect", "daily", "--quiet")  # what cron and the heartbeat run, output to nowhere
    assert "reflect daily failed: RuntimeError: disk on fire" in (kb / ".reflectgit" / "reflection.log").read_text()
    assert "FAILED: reflect daily" in rg("schedule", "status").output
    rg("reflect", "daily", "--quiet")
    assert rg.json("schedule", "status")["errors"] == {}


def test_without_a_kb_to_log_into_the_failure_goes_to_stderr(tmp_path, capsys):
    background.record(tmp_path / "nowhere", "heartbeat", ModuleNotFoundError("No module named 'x'"))
    assert "heartbeat failed: ModuleNotFoundError: No module named 'x'" in capsys.readouterr().err
