"""Gemini CLI: its chat recordings (``~/.gemini/tmp/<project hash>/chats/session-*.json``), which
its hooks name as ``transcript_path``."""

from __future__ import annotations

from collections.abc import Callable

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import TranscriptFormat


@hookimpl
def register_transcript_formats(register: Callable[[TranscriptFormat], None]) -> None:
    from reflectgit.capture import transcript

    register(TranscriptFormat("gemini-json", transcript.read_gemini_json, sniff=transcript.is_gemini_chat,
                              description="Gemini CLI chat recording JSON"))
