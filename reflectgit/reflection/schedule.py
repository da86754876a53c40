"""When the daily pass runs: a crontab line (or a systemd user timer), plus a heartbeat.

``schedule install`` writes one line, marked ``# reflectgit-daily``, into the user's crontab at
``REFLECTGIT_REFLECTION_HOUR:MINUTE`` (09:00), replacing an older one and keeping every other
line; without ``crontab`` it installs a systemd user timer when ``systemctl --user`` works.
The heartbeat is the fallback: any reflectgit command that sees the run was missed today
during waking hours (08:00-22:00), or that ``REFLECTGIT_REFLECTION_AFTER_NOTES`` notes were
added since the last run (C2), starts the pass in the background.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from reflectgit import config
from reflectgit.errors import KBError

MARK = "# reflectgit-daily"
UNIT = "reflectgit-daily"
WAKING = range(8, 22)
STATE = "reflection.json"


def _when() -> tuple[int, int]:
    hour, minute = int(config.setting("REFLECTGIT_REFLECTION_HOUR")), int(config.setting("REFLECTGIT_REFLECTION_MINUTE"))
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        raise KBError(f"must be a time of day (got {hour}:{minute})", field="REFLECTGIT_REFLECTION_HOUR/MINUTE")
    return hour, minute


def command_line(kb_path: Path) -> str:
    return (f"REFLECTGIT_HOME={shlex.quote(str(kb_path))} {shlex.quote(sys.executable)} -m reflectgit "
            f"reflect daily --quiet")


def cron_line(kb_path: Path) -> str:
    hour, minute = _when()
    return f"{minute} {hour} * * * {command_line(kb_path)} >/dev/null 2>&1 {MARK}"


def _crontab(*args: str, text: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["crontab", *args], input=text, capture_output=True, text=True)


def _systemd_dir() -> Path:
    return Path(os.path.expanduser("~/.config/systemd/user"))


def _has_systemd() -> bool:
    if not shutil.which("systemctl"):
        return False
    return subprocess.run(["systemctl", "--user", "is-system-running"], capture_output=True).returncode in (0, 1)


def install(kb_path: Path) -> dict[str, Any]:
    if shutil.which("crontab"):
        current = _crontab("-l")
        lines = [line for line in (current.stdout if current.returncode == 0 else "").splitlines() if MARK not in line]
        line = cron_line(kb_path)
        result = _crontab("-", text="\n".join([*lines, line]) + "\n")
        if result.returncode != 0:
            raise KBError(f"crontab refused the line: {result.stderr.strip()}", field="crontab")
        return {"method": "crontab", "line": line}
    if _has_systemd():
        hour, minute = _when()
        d = _systemd_dir()
        d.mkdir(parents=True, exist_ok=True)
        (d / f"{UNIT}.service").write_text(f"[Unit]\nDescription=reflectgit daily reflection\n\n[Service]\nType=oneshot\n"
                                           f"ExecStart=/bin/sh -c {shlex.quote(command_line(kb_path))}\n")
        (d / f"{UNIT}.timer").write_text(f"[Unit]\nDescription=reflectgit daily reflection\n\n[Timer]\n"
                                         f"OnCalendar=*-*-* {hour:02d}:{minute:02d}:00\nPersistent=true\n\n"
                                         f"[Install]\nWantedBy=timers.target\n")
        subprocess.run(["systemctl", "--user", "daemon-reload"], capture_output=True)
        subprocess.run(["systemctl", "--user", "enable", "--now", f"{UNIT}.timer"], capture_output=True)
        return {"method": "systemd", "line": f"OnCalendar=*-*-* {hour:02d}:{minute:02d}:00"}
    raise KBError("neither crontab nor systemd user timers are available; the heartbeat still runs the "
                  "daily pass when a reflectgit command notices it was missed", field="schedule")


def remove() -> dict[str, Any]:
    removed = []
    if shutil.which("crontab"):
        current = _crontab("-l")
        if current.returncode == 0 and MARK in current.stdout:
            keep = [line for line in current.stdout.splitlines() if MARK not in line]
            _crontab("-", text="\n".join(keep) + ("\n" if keep else ""))
            removed.append("crontab")
    timer = _systemd_dir() / f"{UNIT}.timer"
    if timer.exists():
        subprocess.run(["systemctl", "--user", "disable", "--now", f"{UNIT}.timer"], capture_output=True)
        timer.unlink()
        (_systemd_dir() / f"{UNIT}.service").unlink(missing_ok=True)
        removed.append("systemd")
    return {"removed": removed}


def status(kb_path: Path) -> dict[str, Any]:
    out: dict[str, Any] = {"installed": False, "method": None, "line": None, "at": "%02d:%02d" % _when()}
    if shutil.which("crontab"):
        current = _crontab("-l")
        for line in current.stdout.splitlines() if current.returncode == 0 else []:
            if MARK in line:
                out.update(installed=True, method="crontab", line=line)
    if not out["installed"] and (_systemd_dir() / f"{UNIT}.timer").exists():
        out.update(installed=True, method="systemd", line=str(_systemd_dir() / f"{UNIT}.timer"))
    out.update(read_state(kb_path))
    from reflectgit import background

    out.update(errors=background.errors(kb_path), log=background.log_path(kb_path))
    return out


def read_state(kb_path: Path) -> dict[str, Any]:
    try:
        return json.loads((kb_path / ".reflectgit" / STATE).read_text())
    except (OSError, ValueError):
        return {}


def due(kb_path: Path, now: time.struct_time | None = None) -> str | None:
    """Why the daily pass should start now, or None. Reads two small files; imports nothing."""
    if os.environ.get("REFLECTGIT_HEARTBEAT", "1") == "0" or not (kb_path / ".git").exists():
        return None
    now = now or time.localtime()
    state = read_state(kb_path)
    today = time.strftime("%Y-%m-%d", now)
    if state.get("attempted") == today and time.time() - state.get("attempted_at", 0) < 3600:
        return None  # started one within the hour: let it finish
    try:
        counts = json.loads((kb_path / ".reflectgit" / "status.json").read_text()).get("counts") or {}
        grown = int(counts.get("notes", 0)) - int(state.get("notes_at_last_daily", counts.get("notes", 0)))
    except (OSError, ValueError, TypeError):
        grown = 0
    if grown >= int(config.setting("REFLECTGIT_REFLECTION_AFTER_NOTES")):
        return f"{grown} notes added since the last run"
    hour, minute = _when()
    last = str(state.get("last_daily") or "")
    last_local = time.strftime("%Y-%m-%d", time.localtime(_parse(last))) if last else ""
    if (last_local != today and now.tm_hour in WAKING
            and (now.tm_hour, now.tm_min) >= (hour, minute)):
        return "the scheduled run was missed today"
    return None


def _parse(stamp: str) -> float:
    from datetime import datetime

    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return 0.0


def heartbeat(kb_path: Path) -> str | None:
    """Start the daily pass in the background when it is due; returns why, or None."""
    why = due(kb_path)
    if why is None:
        return None
    from reflectgit.fsutil import atomic_write

    state = read_state(kb_path)
    state.update(attempted=time.strftime("%Y-%m-%d"), attempted_at=time.time(), reason=why)
    atomic_write(kb_path / ".reflectgit" / STATE, json.dumps(state).encode())
    with open(kb_path / ".reflectgit" / "reflection.log", "ab") as log:  # the child's output lands here
        log.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S%z')} heartbeat: starting the daily pass ({why})\n".encode())
        log.flush()
        subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb_path), "reflect", "daily", "--quiet"],
                         stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
    return why
