"""Codex CLI: the harness (hooks in ``.codex/hooks.json``) and its session rollout files
(``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``)."""

from __future__ import annotations

from collections.abc import Callable

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import Harness, TranscriptFormat


@hookimpl
def register_harnesses(register: Callable[[Harness], None]) -> None:
    from reflectgit import agent, codex_hooks

    hooks = codex_hooks.hooks_file()
    register(Harness("codex", hooks.install, hooks.uninstall, hooks.status, run_hook=agent.run_hook,
                     transcript_format="codex-jsonl",
                     description="Codex CLI: capture at the end of a turn, inject at session start and per prompt "
                                 "(hooks.json)"))


@hookimpl
def register_transcript_formats(register: Callable[[TranscriptFormat], None]) -> None:
    from reflectgit.capture import transcript

    register(TranscriptFormat("codex-jsonl", transcript.read_codex_jsonl, sniff=transcript.is_codex_rollout,
                              description="Codex CLI session rollout JSONL"))
