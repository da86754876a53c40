"""Claude Code: the harness (hooks in ``.claude/settings*.json``) and its JSONL transcripts."""

from __future__ import annotations

from collections.abc import Callable

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import Harness, TranscriptFormat


@hookimpl
def register_harnesses(register: Callable[[Harness], None]) -> None:
    from reflectgit import agent

    register(Harness("claude", agent.install, agent.uninstall, agent.status, run_hook=agent.run_hook,
                     transcript_format="claude-jsonl",
                     description="Claude Code: capture at the end of a turn, inject at session start and per prompt"))


@hookimpl(trylast=True)  # any .jsonl is taken for Claude's: other sniffers go first
def register_transcript_formats(register: Callable[[TranscriptFormat], None]) -> None:
    from reflectgit.capture import transcript

    register(TranscriptFormat("claude-jsonl", transcript.read_claude_jsonl, sniff=lambda path: path.suffix == ".jsonl",
                              description="Claude Code session JSONL (~/.claude/projects/...)"))
