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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgit.hook_files import HooksFile

EVENTS = ("SessionStart", "BeforeAgent", "AfterAgent", "PreCompress", "SessionEnd")


def settings_path(scope: str, project_dir: Path) -> Path:
    from reflectgit.errors import KBError

    if scope == "project":
        return project_dir / ".gemini" / "settings.json"
    if scope == "user":
        return Path(os.path.expanduser("~/.gemini/settings.json"))
    raise KBError("Gemini CLI has no personal settings file per project; use --project (.gemini/settings.json) "
                  "or --user (~/.gemini/settings.json)", field="scope")


def hooks_file() -> HooksFile:
    """Install, uninstall and status of this harness's hooks (the plugin registers them)."""
    from reflectgit.hook_files import HooksFile

    return HooksFile("Gemini CLI", "gemini", settings_path, EVENTS, timeout=30000)
