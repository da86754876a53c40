"""Lifecycle events to shell commands: ``REFLECTGIT_EVENTS_ON_<EVENT>`` runs in the background
with the event as JSON on stdin and ``REFLECTGIT_EVENT`` set (a local webhook)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

from reflectgit.hookspecs import hookimpl


@hookimpl
def track_event(kb_path: Path, event: str, record: dict[str, Any]) -> None:
    command = os.environ.get(f"REFLECTGIT_EVENTS_ON_{event.upper()}")
    if not command:
        return
    folder = kb_path / ".reflectgit"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "events-hooks.log", "ab") as log:
        proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=log, stderr=log,
                                start_new_session=True, env={**os.environ, "REFLECTGIT_EVENT": event})
    assert proc.stdin is not None
    proc.stdin.write(json.dumps(record, default=str).encode())
    proc.stdin.close()
