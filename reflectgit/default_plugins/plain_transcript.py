"""Plain-text transcripts: ``User:`` / ``Assistant:`` lines, the format of last resort."""

from __future__ import annotations

from collections.abc import Callable

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import TranscriptFormat


@hookimpl(trylast=True)  # takes any file that is not JSON lines: other sniffers go first
def register_transcript_formats(register: Callable[[TranscriptFormat], None]) -> None:
    from reflectgit.capture import transcript

    register(TranscriptFormat("plain", transcript.read_plain, sniff=lambda path: path.suffix != ".jsonl",
                              description="User:/Assistant: text"))
