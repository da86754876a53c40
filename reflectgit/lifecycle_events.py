"""Lifecycle events: every notable change is appended to ``.reflectgit/events.jsonl`` and handed
to each event sink, the plugins implementing ``track_event``. The built-in sink
(``reflectgit.default_plugins.shell_events``) runs ``REFLECTGIT_EVENTS_ON_<EVENT>`` as a shell
command with the event as JSON on stdin (a local webhook). A failing sink is logged, never
raised: events never break the change that caused them.

Events: note_captured, note_demoted, note_restored, note_promoted, memory_promoted,
reflection_daily, reflection_proposed, reflection_applied, reflection_rejected, sync_merged,
contradiction.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

FILE = "events.jsonl"
EVENTS = ("note_captured", "note_demoted", "note_restored", "note_promoted", "memory_promoted",
          "reflection_daily", "reflection_proposed", "reflection_applied", "reflection_rejected",
          "sync_merged", "contradiction")


def emit(kb_path: Path, event: str, **data: Any) -> None:
    record = {"at": time.time(), "event": event, **data}
    folder = kb_path / ".reflectgit"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / FILE, "a") as f:
            f.write(json.dumps(record, default=str, sort_keys=True) + "\n")
    except (OSError, TypeError, ValueError):
        pass  # an unwritable folder must not break the change; the sinks may still hear of it

    def failed(plugin: str, exc: BaseException) -> None:
        try:
            with open(folder / "events-hooks.log", "a") as log:
                log.write(f"{time.time():.3f} {event}: sink {plugin} failed: {type(exc).__name__}: {exc}\n")
        except OSError:
            pass

    try:
        from reflectgit.plugins import call_each

        for _ in call_each("track_event", on_error=failed, kb_path=kb_path, event=event, record=record):
            pass
    except Exception as exc:  # noqa: BLE001 - an event must never break what caused it (e.g. no plugin loads)
        failed("plugin manager", exc)
