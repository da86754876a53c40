"""The hooks a reflectgit plugin can implement.

A plugin is a module (or object) with functions decorated by :data:`hookimpl`, found through
the ``reflectgit`` entry-point group; reflectgit's own harnesses, transcript formats, embedders,
importers and event sinks are plugins too (``reflectgit.plugins.DEFAULT_PLUGINS``). The
``register_*`` hooks take a ``register`` callback, as llm's do, so one plugin can add several
things of a kind and nothing is imported before a command needs it. ``docs/plugins.md`` shows a
whole plugin.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pluggy import HookimplMarker, HookspecMarker

if TYPE_CHECKING:
    from pathlib import Path

    import click

    from reflectgit.plugins import Embedder, Harness, Importer, TranscriptFormat

hookspec = HookspecMarker("reflectgit")
hookimpl = HookimplMarker("reflectgit")


@hookspec
def register_commands(cli: click.Group) -> None:
    """Add commands or groups to the ``reflectgit`` command line (``cli.command()`` / ``cli.add_command``)."""


@hookspec
def register_harnesses(register: Callable[[Harness], None]) -> None:
    """Register agent harnesses: what ``agent install/uninstall/status NAME`` and
    ``agent hook --harness NAME EVENT`` do for that agent."""


@hookspec
def register_transcript_formats(register: Callable[[TranscriptFormat], None]) -> None:
    """Register transcript readers, chosen by ``capture transcript --format NAME`` or by their
    ``sniff`` when the format is not given (session capture, the idle sweep)."""


@hookspec
def register_embedders(register: Callable[[Embedder], None]) -> None:
    """Register sentence embedders, chosen by ``REFLECTGIT_EMBED_BACKEND=NAME``."""


@hookspec
def register_importers(register: Callable[[Importer], None]) -> None:
    """Register importers of another tool's notes: ``reflectgit import --from NAME SOURCE``."""


@hookspec
def track_event(kb_path: Path, event: str, record: dict[str, Any]) -> None:
    """A lifecycle event happened (``note_captured``, ``note_demoted``, ``sync_merged``...).

    ``record`` is what was appended to ``.reflectgit/events.jsonl``. Called in the process that
    changed the KB, after the change is committed: return quickly (start a thread or a process
    for slow work). An exception is logged to ``.reflectgit/events-hooks.log`` and never reaches
    the change that caused the event."""
