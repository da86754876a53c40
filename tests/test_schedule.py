"""`schedule install|status|remove` claim only what the system shows back. Fake `crontab` and
`systemctl` executables, alone on PATH, fail in each way a real machine does: no bus, an
enable that exits 0 but lists no timer, a crontab that drops the line, an unreadable crontab,
no program at all."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

CRONTAB = """
store = here / "crontab.txt"
if mode == "unreadable" and args == ["-l"]:
    sys.exit(print("crontab: cannot read your crontab: Permission denied", file=sys.stderr) or 1)
if args == ["-l"]:
    if store.exists():
        sys.exit(print(store.read_text(), end="") or 0)
    sys.exit(print("no crontab for tester", file=sys.stderr) or 1)
if args == ["-"]:
    text = sys.stdin.read()
    if mode != "drops":
        store.write_text(text)
    sys.exit(0)
sys.exit(2)
"""

SYSTEMCTL = """
enabled = here / "timer.enabled"
if mode == "nobus":
    sys.exit(print("Failed to connect to bus: No medium found", file=sys.stderr) or 1)
args = [a for a in args if a != "--user"]
if args[0] == "enable":
    enabled.write_text("on")
elif args[0] == "disable":
    enabled.unlink(missing_ok=True)
elif args[0] == "list-timers" and mode == "works" and enabled.exists():
    print("Tue 2026-11-24 09:00:00 UTC 18h left n/a n/a reflectgit-daily.timer reflectgit-daily.service")
sys.exit(0)
"""

HEAD = """#!{python}
import pathlib, sys
here = pathlib.Path(__file__).parent
mode = (here / "{name}.mode").read_text().strip()
args = sys.argv[1:]
with open(here / "calls.log", "a") as log:
    log.write(" ".join(["{name}", *args]) + "\\n")
"""


class Fakes:
    """A bin folder that is the whole PATH: only the fakes asked for exist."""

    def __init__(self, bin_dir: Path):
        self.bin = bin_dir

    def set(self, name: str, mode: str | None) -> None:
        """Install the fake `name` behaving as `mode`; None removes it from PATH."""
        script = self.bin / name
        if mode is None:
            script.unlink(missing_ok=True)
            return
        body = {"crontab": CRONTAB, "systemctl": SYSTEMCTL}[name]
        script.write_text(HEAD.format(python=sys.executable, name=name) + body)
        script.chmod(0o755)
        (self.bin / f"{name}.mode").write_text(mode)

    def calls(self) -> list[str]:
        log = self.bin / "calls.log"
        return log.read_text().splitlines() if log.exists() else []

    @property
    def crontab(self) -> Path:
        return self.bin / "crontab.txt"


@pytest.fixture
def fakes(tmp_path, monkeypatch) -> Fakes:
    bin_dir = tmp_path / "fakebin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    return Fakes(bin_dir)


def units(tmp_path: Path) -> list[str]:
    d = tmp_path / "home" / ".config" / "systemd" / "user"
    return sorted(p.name for p in d.iterdir()) if d.exists() else []


def failed_install(rg) -> tuple[str, dict]:
    text = rg("schedule", "install", expect=1).output
    out = json.loads(rg("schedule", "install", "--json", expect=1).stdout)
    assert out["installed"] is False and out["method"] is None
    return text, out


def test_no_bus_and_no_crontab_is_a_failure_that_names_the_fallback(rg, kb, fakes, tmp_path, monkeypatch):
    fakes.set("systemctl", "nobus")
    text, out = failed_install(rg)
    assert "installed (" not in text and "schedule not installed" in text
    assert "crontab: no `crontab` on PATH" in text
    assert "systemd: `systemctl --user daemon-reload` exited 1: Failed to connect to bus" in text
    assert "The heartbeat fallback is off (REFLECTGIT_HEARTBEAT=0)" in text  # the test environment's setting
    assert "crontab -e" in text and out["by_hand"] in text and out["by_hand"].endswith("# reflectgit-daily")
    assert [a["method"] for a in out["attempts"]] == ["crontab", "systemd"] and not any(a["ok"] for a in out["attempts"])
    assert units(tmp_path) == []  # unit files that did not take are not left behind...
    assert not (tmp_path / "home" / ".config").exists()  # ...nor the folders made for them
    monkeypatch.setenv("REFLECTGIT_HEARTBEAT", "1")
    monkeypatch.setenv("REFLECTGIT_REFLECTION_HOUR", "23")  # the heartbeat stays quiet during the test
    text, _ = failed_install(rg)
    assert "The heartbeat is the fallback: any reflectgit command run after 23:00" in text
    st = rg.json("schedule", "status")
    assert st["installed"] is False and st["heartbeat"] is True
    assert st["methods"]["crontab"] == {"installed": False, "why": "no `crontab` on PATH"}
    assert "Failed to connect to bus" in st["methods"]["systemd"]["why"]
    assert "not installed" in rg("schedule", "status").output


def test_enable_that_lists_no_timer_is_not_a_schedule(rg, kb, fakes, tmp_path):
    fakes.set("systemctl", "unlisted")
    text, out = failed_install(rg)
    assert "systemd: `systemctl --user list-timers` does not list reflectgit-daily.timer" in text
    assert "systemctl --user enable --now reflectgit-daily.timer" in fakes.calls()  # it exited 0...
    assert "systemctl --user disable --now reflectgit-daily.timer" in fakes.calls()  # ...and was taken back
    assert units(tmp_path) == [] and not (tmp_path / "home" / ".config").exists()
    assert rg.json("schedule", "status")["installed"] is False


def test_a_crontab_that_drops_the_line_is_not_a_schedule(rg, kb, fakes):
    fakes.set("crontab", "drops")
    text, out = failed_install(rg)
    assert "crontab: `crontab -` exited 0 but `crontab -l` does not show the line" in text
    assert "systemd: no `systemctl` on PATH" in text
    assert rg.json("schedule", "status")["methods"]["crontab"]["installed"] is False


def test_an_unreadable_crontab_is_never_rewritten(rg, kb, fakes):
    fakes.set("crontab", "unreadable")
    fakes.crontab.write_text("15 3 * * * /usr/bin/backup\n")
    text, _ = failed_install(rg)
    assert "crontab: `crontab -l` exited 1: crontab: cannot read your crontab: Permission denied" in text
    assert "crontab -" not in fakes.calls()  # writing it blind would have dropped the backup line
    assert fakes.crontab.read_text() == "15 3 * * * /usr/bin/backup\n"


def test_install_names_the_method_that_took_and_status_reads_it_back(rg, kb, fakes, tmp_path):
    fakes.set("crontab", "drops")
    fakes.set("systemctl", "works")
    assert rg("schedule", "install").output.startswith("installed (systemd, verified): OnCalendar=*-*-* 09:00:00")
    out = rg.json("schedule", "install")
    assert out["method"] == "systemd" and [a["ok"] for a in out["attempts"]] == [False, True]
    assert units(tmp_path) == ["reflectgit-daily.service", "reflectgit-daily.timer"]
    st = rg.json("schedule", "status")
    assert st["installed"] and st["method"] == "systemd" and "reflectgit-daily.timer" in st["line"]
    fakes.set("systemctl", "nobus")  # the bus went away: the unit files alone are not a schedule
    st = rg.json("schedule", "status")
    assert st["installed"] is False and "Failed to connect to bus" in st["methods"]["systemd"]["why"]
    fakes.set("systemctl", "works")
    assert rg.json("schedule", "remove") == {"removed": ["systemd"], "failed": []}
    assert units(tmp_path) == [] and not (fakes.bin / "timer.enabled").exists()

    fakes.set("crontab", "works")
    fakes.crontab.write_text("15 3 * * * /usr/bin/backup\n")
    assert rg("schedule", "install").output.startswith("installed (crontab, verified): 0 9 * * * ")
    st = rg.json("schedule", "status")
    assert st["method"] == "crontab" and st["line"].endswith("# reflectgit-daily")
    fakes.crontab.write_text("15 3 * * * /usr/bin/backup\n")  # the user edited the line away
    st = rg.json("schedule", "status")
    assert st["installed"] is False and "no `# reflectgit-daily` line" in st["methods"]["crontab"]["why"]


def test_a_daily_pass_that_stopped_or_failed_shows_in_status_and_doctor(rg, kb, fakes):
    """review12: a missed or failing daily pass showed nowhere but `schedule status`. `status`
    says when it last ran here; `doctor` says it is overdue and why, and names a failure."""
    import os
    import time

    from reflectgit import background

    fakes.set("systemctl", "nobus")  # no crontab on PATH either; the suite runs with the heartbeat off
    rg("add", "--title", "Vacuum before a reindex", "--project", "ops", "--branch", "main")
    assert "Daily pass: never run here" in rg("status").output
    assert "daily pass" not in rg("doctor").output  # a KB this machine got today is not overdue
    week_ago = time.time() - 7 * 86400
    os.utime(kb / ".git" / "HEAD", (week_ago, week_ago))
    st = rg.json("status")["daily"]
    assert st["last_run"] is None and st["overdue"] is True
    assert "overdue" in rg("status").output
    doc = rg("doctor").output
    assert "the daily pass never ran on this machine: no schedule is installed and the heartbeat is off" in doc
    assert "`reflectgit reflect daily`" in doc and "`reflectgit schedule install`" in doc
    rg("reflect", "daily")
    st = rg.json("status")["daily"]
    assert st["last_run"] and st["days_since"] == 0.0 and st["overdue"] is False
    assert "daily pass" not in rg("doctor").output
    background.record(kb, "reflect daily", RuntimeError("MEMORY.md is not writable"))
    assert "Failed in the background: reflect daily" in rg("status").output
    doc = rg("doctor").output
    assert "failed in the background" in doc and "MEMORY.md is not writable" in doc
