"""The heartbeat every command but a few rides on: start a missed or due daily pass in the
background (cheap: a state file, a listing).

It never breaks the command it rides on, even when the reflection code itself cannot be
imported (a broken install), but a failure is logged to ``.reflectgit/reflection.log`` and shown
by ``schedule status``.
"""

from __future__ import annotations


def beat(explicit: str | None) -> None:
    from reflectgit import background, config

    kb = None
    try:
        kb = config.kb_path(explicit)
        from reflectgit.reflection.schedule import heartbeat

        heartbeat(kb)
        background.clear(kb, "heartbeat")
    except Exception as exc:  # noqa: BLE001 - logged, never raised into the command
        background.record(kb, "heartbeat", exc)
