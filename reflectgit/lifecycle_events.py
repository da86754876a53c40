"""Lifecycle events (C4): every notable change is appended to ``.reflectgit/events.jsonl`` and,
when ``REFLECTGIT_EVENTS_ON_<EVENT>`` names a shell command, that command runs in the
background with the event as JSON on stdin (a local webhook). A failing hook is logged, never
raised: events never break the change that caused them.

Events: note_captured, note_demoted, note_restored, note_promoted, memory_promoted,
reflection_daily, reflection_proposed, reflection_applied, reflection_rejected, sync_merged,
contradiction.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

FILE = "events.jsonl"
EVENTS = ("note_captured", "note_demoted", "note_restored", "note_promoted", "memory_promoted",
          "reflection_daily", "reflection_proposed", "reflection_applied", "reflection_rejected",
          "sync_merged", "contradiction")


def emit(kb_path: Path, event: str, **data: Any) -> None:
    record = {"at": time.time(), "event": event, **data}
    try:
        folder = kb_path / ".reflectgit"
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / FILE, "a") as f:
            f.write(json.dumps(record, default=str, sort_keys=True) + "\n")
        command = os.environ.get(f"REFLECTGIT_EVENTS_ON_{event.upper()}")
        if command:
            log = open(folder / "events-hooks.log", "ab")
            proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=log, stderr=log,
                                    start_new_session=True, env={**os.environ, "REFLECTGIT_EVENT": event})
            assert proc.stdin is not None
            proc.stdin.write(json.dumps(record, default=str).encode())
            proc.stdin.close()
    except Exception:  # noqa: BLE001 - an event must never break what caused it
        pass

