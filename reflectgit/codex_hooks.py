"""Codex CLI hooks: ``reflectgit agent hook <Event>`` in Codex's ``hooks.json``.

Codex reads ``<repo>/.codex/hooks.json`` (``--project``, shared with the team) and
``$CODEX_HOME/hooks.json`` (``~/.codex/hooks.json``, ``--user``), in Claude Code's shape: events,
matcher groups, command hooks with a ``timeout`` in seconds. Its SessionStart, UserPromptSubmit
and Stop payloads carry what Claude Code's do (``session_id``, ``cwd``, ``transcript_path`` — the
session rollout — and ``prompt``) and it reads the same ``hookSpecificOutput.additionalContext``,
so the hook is Claude Code's (:func:`reflectgit.agent.run_hook`); only the file differs. The
user's entries are kept as written and ``uninstall`` takes out only ours.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

EVENTS = ("SessionStart", "UserPromptSubmit", "Stop")

#: said on install: Codex runs a hook it has not seen before only once the user trusts it
TRUST = ("Codex runs new hooks only after you review and trust them (`/hooks` in Codex); a Codex older "
         "than hooks-by-default also needs `[features] codex_hooks = true` in ~/.codex/config.toml")


def hooks_path(scope: str, project_dir: Path) -> Path:
    from reflectgit.errors import KBError

    if scope == "project":
        return project_dir / ".codex" / "hooks.json"
    if scope == "user":
        return Path(os.environ.get("CODEX_HOME") or os.path.expanduser("~/.codex")) / "hooks.json"
    raise KBError("Codex has no personal hooks file per project; use --project (.codex/hooks.json) or "
                  "--user (~/.codex/hooks.json)", field="scope")


def install(scope: str, project_dir: Path) -> dict[str, Any]:
    from reflectgit.hook_files import write_hooks

    path = hooks_path(scope, project_dir)
    changed, prefix, note = write_hooks(path, scope, EVENTS)
    return {"settings": str(path), "events": list(EVENTS), "command": f"{prefix} <Event>",
            "notes": [n for n in (note, TRUST if changed else None, _twice(scope, project_dir)) if n],
            "changed": changed}


def uninstall(scope: str, project_dir: Path) -> dict[str, Any]:
    from reflectgit.hook_files import remove_hooks

    path = hooks_path(scope, project_dir)
    return {"settings": str(path), "removed": remove_hooks(path) if path.exists() else []}


def _elsewhere(scope: str, project_dir: Path) -> dict[str, Path]:
    from reflectgit.hook_files import hooked_elsewhere

    return hooked_elsewhere({s: hooks_path(s, project_dir) for s in ("project", "user")}, scope)


def _twice(scope: str, project_dir: Path) -> str | None:
    """Said when the other scope's file hooks reflectgit too: Codex runs the hooks of both."""
    from reflectgit.hook_files import twice_note

    return twice_note("Codex", "codex", _elsewhere(scope, project_dir))


def status(scope: str, project_dir: Path) -> dict[str, Any]:
    from reflectgit.hook_files import hooked_events, twice_note

    path = hooks_path(scope, project_dir)
    installed = hooked_events(path)
    also = _elsewhere(scope, project_dir) if installed else {}
    return {"settings": str(path), "installed": installed, "also": {k: str(v) for k, v in also.items()},
            "notes": [n for n in [twice_note("Codex", "codex", also)] if n]}
