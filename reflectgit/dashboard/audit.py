"""The audit trail: the KB's git history (kept by the index, ``reflectgit.index.history``)
and the ReflectionChange records the reflection passes write under ``memory/meta/audit/``."""

from __future__ import annotations

from typing import Any

from reflectgit.fsutil import loads_json
from reflectgit.index.history import Commit, Version, walk  # noqa: F401 - their old home

AUDIT_FOLDER = "memory/meta/audit"


def reflection_changes(kb: Any) -> list[dict[str, Any]]:
    """ReflectionChange records kept under memory/meta/audit/ (JSON lines or JSON files)."""
    folder = kb.path / AUDIT_FOLDER
    out: list[dict[str, Any]] = []
    for f in sorted(folder.rglob("*")) if folder.is_dir() else []:
        if f.suffix == ".jsonl":
            for line in f.read_text(errors="replace").splitlines():
                try:
                    rec = loads_json(line)
                except ValueError:
                    continue
                if isinstance(rec, dict):
                    out.append({**rec, "_file": f.relative_to(kb.path).as_posix()})
        elif f.suffix == ".json":
            try:
                data = loads_json(f.read_text(errors="replace"))
            except ValueError:
                continue
            for rec in data if isinstance(data, list) else data.get("changes", []) if isinstance(data, dict) else []:
                if isinstance(rec, dict):
                    out.append({**rec, "_file": f.relative_to(kb.path).as_posix()})
    return out
