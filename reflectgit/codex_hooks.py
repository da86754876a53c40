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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgit.hook_files import HooksFile

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


def hooks_file() -> HooksFile:
    """Install, uninstall and status of this harness's hooks (the plugin registers them)."""
    from reflectgit.hook_files import HooksFile

    return HooksFile("Codex", "codex", hooks_path, EVENTS, trust=TRUST)
