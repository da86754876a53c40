"""When the daily pass runs: a crontab line (or a systemd user timer), plus a heartbeat.

``schedule install`` tries the user's crontab first: one line, marked ``# reflectgit-daily``, at
``REFLECTGIT_REFLECTION_HOUR:MINUTE`` (09:00), replacing an older one and keeping every other
line. Then a systemd user timer. A method counts only once the system shows it back (the line in
``crontab -l``, the timer in ``systemctl --user list-timers``): an exit status of 0 from a
``systemctl`` that cannot reach a bus, or a crontab that drops the line, is not a schedule.
When none takes, ``install`` says why for each and the CLI exits non-zero; ``status`` reads
the same real state, never a remembered claim.

The heartbeat is the fallback: any reflectgit command that sees the run was missed today
during waking hours (08:00-22:00), or that ``REFLECTGIT_REFLECTION_AFTER_NOTES`` notes were
added since the last run, starts the pass in the background.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflectgit import config
from reflectgit.errors import KBError

MARK = "# reflectgit-daily"
UNIT = "reflectgit-daily"
WAKING = range(8, 22)
STATE = "reflection.json"
TIMEOUT = 20  # seconds a crontab or systemctl call may take before it counts as failed


def _when() -> tuple[int, int]:
    hour, minute = int(config.bounded("REFLECTGIT_REFLECTION_HOUR")), int(config.bounded("REFLECTGIT_REFLECTION_MINUTE"))
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        raise KBError(f"must be a time of day (got {hour}:{minute})", field="REFLECTGIT_REFLECTION_HOUR/MINUTE")
    return hour, minute


def command_line(kb_path: Path) -> str:
    return (f"REFLECTGIT_HOME={shlex.quote(str(kb_path))} {shlex.quote(sys.executable)} -m reflectgit "
            f"reflect daily --quiet")


def cron_line(kb_path: Path) -> str:
    hour, minute = _when()
    command = command_line(kb_path).replace("%", "\\%")  # cron ends the command at a bare % (review12)
    return f"{minute} {hour} * * * {command} >/dev/null 2>&1 {MARK}"


def _run(argv: list[str], text: str | None = None) -> tuple[int, str, str]:
    """(exit status, stdout, stderr): a missing program or a hang is a failure, not an exception."""
    stdin: dict[str, Any] = {"input": text} if text is not None else {"stdin": subprocess.DEVNULL}
    try:
        p = subprocess.run(argv, capture_output=True, text=True, timeout=TIMEOUT, **stdin)
    except subprocess.TimeoutExpired:
        return 124, "", f"no answer within {TIMEOUT} s"
    except OSError as exc:
        return 127, "", exc.strerror or str(exc)
    return p.returncode, p.stdout, p.stderr


def _failed(what: str, rc: int, out: str, err: str) -> str:
    said = (err.strip() or out.strip()).splitlines()
    return f"`{what}` exited {rc}" + (f": {said[0].strip()}" if said else "")


# -- crontab ------------------------------------------------------------------------------------

def _crontab_lines() -> tuple[list[str] | None, str]:
    """The user's crontab ([] when there is none), or None and why it cannot be read.

    An unreadable crontab is never rewritten: writing it blind would drop the user's lines."""
    if not shutil.which("crontab"):
        return None, "no `crontab` on PATH"
    rc, out, err = _run(["crontab", "-l"])
    if rc == 0:
        return out.splitlines(), ""
    if "no crontab" in err.lower():
        return [], ""
    return None, _failed("crontab -l", rc, out, err)


def _ours(lines: list[str]) -> list[str]:
    return [line for line in lines if MARK in line]


def _install_crontab(kb_path: Path) -> tuple[str | None, str]:
    """(the line, "") once ``crontab -l`` shows it back, else (None, why)."""
    lines, why = _crontab_lines()
    if lines is None:
        return None, why
    line = cron_line(kb_path)
    rc, out, err = _run(["crontab", "-"], text="\n".join([*(x for x in lines if MARK not in x), line]) + "\n")
    if rc != 0:
        return None, _failed("crontab -", rc, out, err)
    back, why = _crontab_lines()
    if back is None:
        return None, why
    if line not in back:
        return None, "`crontab -` exited 0 but `crontab -l` does not show the line"
    return line, ""


def _crontab_state() -> tuple[str | None, str]:
    """(our line as ``crontab -l`` shows it, "") or (None, why not)."""
    lines, why = _crontab_lines()
    if lines is None:
        return None, why
    ours = _ours(lines)
    return (ours[-1], "") if ours else (None, "no `# reflectgit-daily` line in `crontab -l`")


# -- systemd user timer -------------------------------------------------------------------------

def _systemd_dir() -> Path:
    return Path(os.path.expanduser("~/.config/systemd/user"))


def _units() -> tuple[Path, Path]:
    d = _systemd_dir()
    return d / f"{UNIT}.service", d / f"{UNIT}.timer"


def _on_calendar() -> str:
    hour, minute = _when()
    return f"OnCalendar=*-*-* {hour:02d}:{minute:02d}:00"


def _systemctl(*args: str) -> tuple[int, str, str]:
    return _run(["systemctl", "--user", *args])


def _timer_state() -> tuple[str | None, str]:
    """(the timer's line in ``systemctl --user list-timers``, "") or (None, why not)."""
    if not shutil.which("systemctl"):
        return None, "no `systemctl` on PATH"
    rc, out, err = _systemctl("list-timers", "--no-legend", "--no-pager", f"{UNIT}.timer")
    if rc != 0:
        return None, _failed("systemctl --user list-timers", rc, out, err)
    listed = [line.strip() for line in out.splitlines() if f"{UNIT}.timer" in line]
    if listed:
        return listed[0], ""
    left = " (its unit file is there but not active)" if _units()[1].exists() else ""
    return None, f"`systemctl --user list-timers` does not list {UNIT}.timer{left}"


def _install_systemd(kb_path: Path) -> tuple[str | None, str]:
    """(the OnCalendar line, "") once ``list-timers`` shows the timer, else (None, why).

    Unit files that did not take are removed again: they would only look like a schedule."""
    if not shutil.which("systemctl"):
        return None, "no `systemctl` on PATH"
    service, timer = _units()
    made = _make_folders(service.parent)
    service.write_text(f"[Unit]\nDescription=reflectgit daily reflection\n\n[Service]\nType=oneshot\n"
                       f"ExecStart=/bin/sh -c {shlex.quote(command_line(kb_path))}\n")
    timer.write_text(f"[Unit]\nDescription=reflectgit daily reflection\n\n[Timer]\n{_on_calendar()}\n"
                     f"Persistent=true\n\n[Install]\nWantedBy=timers.target\n")
    why = ""
    for args in (("daemon-reload",), ("enable", "--now", timer.name)):
        rc, out, err = _systemctl(*args)
        if rc != 0:
            why = _failed(f"systemctl --user {' '.join(args)}", rc, out, err)
            break
    else:
        listed, why = _timer_state()
        if listed:
            return _on_calendar(), ""
        _systemctl("disable", "--now", timer.name)
    service.unlink(missing_ok=True)
    timer.unlink(missing_ok=True)
    _remove_empty(made)
    return None, why


def _make_folders(folder: Path) -> list[Path]:
    """Create ``folder`` and its missing parents; returns those it created, deepest first."""
    missing = [p for p in (folder, *folder.parents) if not p.exists()]
    folder.mkdir(parents=True, exist_ok=True)
    return missing


def _remove_empty(folders: list[Path]) -> None:
    """Take back folders a failed install created (review: an empty ``~/.config/systemd/user``
    stayed behind); one something else wrote into since is kept."""
    for folder in folders:
        try:
            folder.rmdir()
        except OSError:
            return


# -- install, remove, status --------------------------------------------------------------------

METHODS: tuple[tuple[str, Callable[[Path], tuple[str | None, str]]], ...] = (
    ("crontab", _install_crontab), ("systemd", _install_systemd))


def install(kb_path: Path) -> dict[str, Any]:
    """Try each method in turn; the first the system shows back wins.

    ``installed`` is False (with each method's reason in ``attempts``) when none took."""
    attempts = []
    for method, attempt in METHODS:
        line, why = attempt(kb_path)
        attempts.append({"method": method, "ok": line is not None, **({"line": line} if line else {"why": why})})
        if line is not None:
            return {"installed": True, "method": method, "line": line, "attempts": attempts}
    return {"installed": False, "method": None, "line": None, "attempts": attempts, **fallback(kb_path)}


def fallback(kb_path: Path) -> dict[str, Any]:
    """What still runs the pass without a schedule, and the line to add by hand."""
    hour, minute = _when()
    on = os.environ.get("REFLECTGIT_HEARTBEAT", "1") != "0"
    if on:
        text = (f"The heartbeat is the fallback: any reflectgit command run after {hour:02d}:{minute:02d} "
                f"(between {WAKING.start:02d}:00 and {WAKING.stop:02d}:00) that finds today's pass missing "
                f"starts it in the background.")
    else:
        text = "The heartbeat fallback is off (REFLECTGIT_HEARTBEAT=0): nothing runs the daily pass by itself."
    return {"heartbeat": on, "explanation": text, "by_hand": cron_line(kb_path)}


def remove() -> dict[str, Any]:
    """Take the daily run out of the crontab and systemd; ``failed`` says what would not go."""
    removed: list[str] = []
    failed: list[dict[str, str]] = []
    lines, _ = _crontab_lines()
    if lines and _ours(lines):
        keep = [line for line in lines if MARK not in line]
        rc, out, err = _run(["crontab", "-"], text="\n".join(keep) + ("\n" if keep else ""))
        back, why = _crontab_lines()
        if rc != 0:
            failed.append({"method": "crontab", "why": _failed("crontab -", rc, out, err)})
        elif back is None or _ours(back):
            failed.append({"method": "crontab", "why": why or "`crontab -l` still shows the line"})
        else:
            removed.append("crontab")
    service, timer = _units()
    if timer.exists():
        rc, out, err = _systemctl("disable", "--now", timer.name) if shutil.which("systemctl") else (0, "", "")
        timer.unlink()
        service.unlink(missing_ok=True)
        removed.append("systemd")
        if rc != 0:
            failed.append({"method": "systemd", "why": _failed("systemctl --user disable --now", rc, out, err)
                           + "; the unit files are deleted, so it will not start again after a reload"})
    return {"removed": removed, "failed": failed}


def status(kb_path: Path) -> dict[str, Any]:
    """The schedule as crontab and systemd report it now, this machine's last run, and the
    background failures nobody watched."""
    out: dict[str, Any] = {**read_state(kb_path), "installed": False, "method": None, "line": None,
                           "at": "{:02d}:{:02d}".format(*_when()), "methods": {}}
    for method, read in (("crontab", _crontab_state), ("systemd", _timer_state)):
        line, why = read()
        out["methods"][method] = {"installed": True, "line": line} if line else {"installed": False, "why": why}
        if line and not out["installed"]:
            out.update(installed=True, method=method, line=line)
    out["heartbeat"] = os.environ.get("REFLECTGIT_HEARTBEAT", "1") != "0"
    from reflectgit import background

    out.update(errors=background.errors(kb_path), log=background.log_path(kb_path))
    return out


STALE_DAYS = 2  # a daily pass older than this, on a KB this machine has held as long, is overdue


def summary(kb_path: Path, now: float | None = None, notes: int | None = None) -> dict[str, Any]:
    """This machine's last daily run, how long ago, whether it is overdue, and the background
    failures: files only, no crontab or systemctl (``status`` and ``doctor`` show it)."""
    from reflectgit import background

    now = time.time() if now is None else now
    last = str(read_state(kb_path).get("last_daily") or "")
    since = _parse(last) if last else _held_since(kb_path)
    days = round((now - since) / 86400, 1) if since else None
    return {"last_run": last or None, "days_since": days if last else None,
            "overdue": bool(days is not None and days > STALE_DAYS
                            and (note_count(kb_path) if notes is None else notes)),
            "failures": background.errors(kb_path), "log": background.log_path(kb_path)}


def _held_since(kb_path: Path) -> float:
    """When this machine got the KB (``init`` or ``clone`` wrote .git/HEAD; later commits move
    the branch ref, not HEAD): a KB never reflected here is overdue only once it is that old."""
    try:
        return (kb_path / ".git" / "HEAD").stat().st_mtime
    except OSError:
        return 0.0


def read_state(kb_path: Path) -> dict[str, Any]:
    try:
        return json.loads((kb_path / ".reflectgit" / STATE).read_text())
    except (OSError, ValueError):
        return {}


def note_count(kb_path: Path) -> int:
    """Note files as ``KB.note_relpaths`` lists them (one directory walk, nothing read or imported).

    Counted here, not read from ``status.json``: every KB commit rewrites that cache without its
    counts, so a threshold read from it only fired after someone ran ``status``."""
    from reflectgit.kb import shard_dirs

    return sum(1 for _proj, br in shard_dirs(kb_path) for f in os.scandir(br.path)
               if f.name.endswith(".md") and not f.name.startswith(".") and f.is_file(follow_symlinks=False))


def due(kb_path: Path, now: time.struct_time | None = None) -> str | None:
    """Why the daily pass should start now, or None. Reads one small file and lists the notes."""
    if os.environ.get("REFLECTGIT_HEARTBEAT", "1") == "0" or not (kb_path / ".git").exists():
        return None
    now = now or time.localtime()
    state = read_state(kb_path)
    today = time.strftime("%Y-%m-%d", now)
    if state.get("attempted") == today and time.time() - state.get("attempted_at", 0) < 3600:
        return None  # started one within the hour: let it finish
    try:
        grown = note_count(kb_path) - int(state.get("notes_at_last_daily") or 0)  # never run here: from 0
    except (OSError, ValueError, TypeError):
        grown = 0
    if grown >= int(config.bounded("REFLECTGIT_REFLECTION_AFTER_NOTES")):
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
