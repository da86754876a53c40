"""Codex CLI: its session rollout files (``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``)."""

from __future__ import annotations

from collections.abc import Callable

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import TranscriptFormat


@hookimpl
def register_transcript_formats(register: Callable[[TranscriptFormat], None]) -> None:
    from reflectgit.capture import transcript

    register(TranscriptFormat("codex-jsonl", transcript.read_codex_jsonl, sniff=transcript.is_codex_rollout,
                              description="Codex CLI session rollout JSONL"))
