"""``import --from basic-memory``: migrate a basic-memory project folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import Importer


def _run(kb: Any, source: Path, context: Any, progress: Any) -> dict[str, Any]:
    from reflectgit.transfer.basic_memory import migrate

    return migrate(kb, source, context=context, progress=progress)


@hookimpl
def register_importers(register: Callable[[Importer], None]) -> None:
    register(Importer("basic-memory", _run,
                      description="a basic-memory project folder (observations and [[relations]] become fields and links)"))
