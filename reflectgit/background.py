"""Failures of what runs unwatched: the heartbeat and the daily pass it (or cron) starts.

Nobody reads the output of those runs, so a failure is appended with its traceback to
``.reflectgit/reflection.log`` and remembered in ``.reflectgit/background-errors.json`` until
the same step next succeeds; ``reflectgit schedule status`` shows it. This module imports
only the standard library at the top, so it still works when the rest of the package does not
(a module missing from an install is exactly what it has to report).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

LOG = "reflection.log"
ERRORS = "background-errors.json"
RELOG_AFTER = 3600  # the same error is written to the log again at most once an hour


def _derived(kb: Path) -> Path:
    return kb / ".reflectgit"


def errors(kb: Path) -> dict[str, dict[str, Any]]:
    """The remembered failures by step ({"heartbeat": {...}, "reflect daily": {...}}); {} when none."""
    try:
        data = json.loads((_derived(kb) / ERRORS).read_text())
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict)} if isinstance(data, dict) else {}


def _save(kb: Path, data: dict[str, Any]) -> None:
    from reflectgit.fsutil import atomic_write

    path = _derived(kb) / ERRORS
    if data:
        atomic_write(path, json.dumps(data, indent=1).encode())
    else:
        path.unlink(missing_ok=True)


def record(kb: Path | None, where: str, exc: BaseException) -> None:
    """Log ``exc`` (raised by step ``where``) for KB ``kb``; never raises.

    Without a KB to log into (none initialized there, or the log cannot be written) one line
    goes to stderr instead, so the failure is never silent."""
    import traceback

    message = f"{type(exc).__name__}: {exc}"
    try:
        if kb is None or not (kb / ".git").exists():
            raise FileNotFoundError(f"no KB at {kb}")
        now = time.time()
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(now))
        data = errors(kb)
        entry = data.get(where) or {}
        same = entry.get("error") == message
        if not same or now - float(entry.get("logged_at", 0)) >= RELOG_AFTER:
            _derived(kb).mkdir(parents=True, exist_ok=True)
            with open(_derived(kb) / LOG, "a", encoding="utf-8") as log:
                log.write(f"{stamp} {where} failed: {message}\n"
                          + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
            entry["logged_at"] = now
        entry.update(error=message, at=stamp, time=now, count=int(entry.get("count", 0)) + 1 if same else 1)
        data[where] = entry
        _save(kb, data)
    except Exception as log_exc:  # noqa: BLE001 - the last resort: say it on stderr
        print(f"reflectgit: {where} failed: {message} (and could not be logged: {log_exc})", file=sys.stderr)


def clear(kb: Path, where: str) -> None:
    """Forget the failure of ``where`` once it has succeeded again (cheap when there is none)."""
    if not (_derived(kb) / ERRORS).exists():
        return
    data = errors(kb)
    if data.pop(where, None) is not None:
        _save(kb, data)


def log_path(kb: Path) -> str:
    return os.path.join(str(_derived(kb)), LOG)


def heartbeat(explicit: str | None) -> None:
    """Start a missed or due daily reflection in the background (cheap: a state file, a listing).

    Every command but a few rides on it. It never breaks the command, but a failure is logged
    to ``.reflectgit/reflection.log`` and shown by ``schedule status``."""
    from reflectgit import config

    kb = None
    try:
        kb = config.kb_path(explicit)
        from reflectgit.reflection.schedule import heartbeat as start_if_due

        start_if_due(kb)
        clear(kb, "heartbeat")
    except Exception as exc:  # noqa: BLE001 - logged, never raised into the command
        record(kb, "heartbeat", exc)
