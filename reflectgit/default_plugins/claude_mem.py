"""``import --from claude-mem``: migrate the observations of claude-mem's SQLite store."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import Importer


def _run(kb: Any, source: Path, context: Any, progress: Any) -> dict[str, Any]:
    from reflectgit.transfer.claude_mem import migrate

    return migrate(kb, source, context=context, progress=progress)


@hookimpl
def register_importers(register: Callable[[Importer], None]) -> None:
    register(Importer("claude-mem", _run,
                      description="claude-mem's SQLite store (~/.claude-mem/claude-mem.db): this project's observations"))
