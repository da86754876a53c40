"""Gemini CLI hooks: ``reflectgit agent hook <Event>`` in Gemini's ``settings.json``.

Gemini CLI reads hooks from ``.gemini/settings.json`` (``--project``) and
``~/.gemini/settings.json`` (``--user``) in Claude Code's shape (events, matcher groups, command
hooks; ``timeout`` in milliseconds). Its SessionStart, BeforeAgent (the prompt), AfterAgent,
PreCompress and SessionEnd payloads carry ``session_id``, ``cwd`` and ``transcript_path`` (its chat
recording, read by the ``gemini-json`` format), so :func:`reflectgit.agent.run_hook` serves it through
:data:`reflectgit.agent.ALIASES`. The rest of the settings (``mcpServers``, theme...) is kept.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

EVENTS = ("SessionStart", "BeforeAgent", "AfterAgent", "PreCompress", "SessionEnd")


def settings_path(scope: str, project_dir: Path) -> Path:
    from reflectgit.errors import KBError

    if scope == "project":
        return project_dir / ".gemini" / "settings.json"
    if scope == "user":
        return Path(os.path.expanduser("~/.gemini/settings.json"))
    raise KBError("Gemini CLI has no personal settings file per project; use --project (.gemini/settings.json) "
                  "or --user (~/.gemini/settings.json)", field="scope")


def install(scope: str, project_dir: Path) -> dict[str, Any]:
    from reflectgit.hook_files import write_hooks

    path = settings_path(scope, project_dir)
    changed, prefix, note = write_hooks(path, scope, EVENTS, timeout=30000)
    return {"settings": str(path), "events": list(EVENTS), "command": f"{prefix} <Event>",
            "notes": [n for n in (note, _twice(scope, project_dir)) if n], "changed": changed}


def uninstall(scope: str, project_dir: Path) -> dict[str, Any]:
    from reflectgit.hook_files import remove_hooks

    path = settings_path(scope, project_dir)
    return {"settings": str(path), "removed": remove_hooks(path) if path.exists() else []}


def _elsewhere(scope: str, project_dir: Path) -> dict[str, Path]:
    from reflectgit.hook_files import hooked_elsewhere

    return hooked_elsewhere({s: settings_path(s, project_dir) for s in ("project", "user")}, scope)


def _twice(scope: str, project_dir: Path) -> str | None:
    """Said when the other scope's file hooks reflectgit too: Gemini CLI runs the hooks of both."""
    from reflectgit.hook_files import twice_note

    return twice_note("Gemini CLI", "gemini", _elsewhere(scope, project_dir))


def status(scope: str, project_dir: Path) -> dict[str, Any]:
    from reflectgit.hook_files import hooked_events, twice_note

    path = settings_path(scope, project_dir)
    installed = hooked_events(path)
    also = _elsewhere(scope, project_dir) if installed else {}
    return {"settings": str(path), "installed": installed, "also": {k: str(v) for k, v in also.items()},
            "notes": [n for n in [twice_note("Gemini CLI", "gemini", also)] if n]}
