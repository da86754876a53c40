"""Gemini CLI: the harness (hooks in ``.gemini/settings.json``) and its chat recordings
(``~/.gemini/tmp/<project hash>/chats/session-*.json``), which its hooks name as ``transcript_path``."""

from __future__ import annotations

from collections.abc import Callable

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import Harness, TranscriptFormat


@hookimpl
def register_harnesses(register: Callable[[Harness], None]) -> None:
    from reflectgit import agent, gemini_hooks

    hooks = gemini_hooks.hooks_file()
    register(Harness("gemini", hooks.install, hooks.uninstall, hooks.status,
                     run_hook=agent.run_hook, transcript_format="gemini-json",
                     description="Gemini CLI: capture after each turn and at session end, inject at session start "
                                 "and per prompt (settings.json)"))


@hookimpl
def register_transcript_formats(register: Callable[[TranscriptFormat], None]) -> None:
    from reflectgit.capture import transcript

    register(TranscriptFormat("gemini-json", transcript.read_gemini_json, sniff=transcript.is_gemini_chat,
                              description="Gemini CLI chat recording JSON"))
