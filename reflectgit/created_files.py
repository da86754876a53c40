"""Config files that ``agent install`` created, so ``uninstall`` can take them away again.

Installing into a harness's or MCP client's file that did not exist creates it (and maybe its
folder, ``.cursor/``, ``.codex/``); uninstalling used to leave ``{}`` behind. This machine records
what install created (``~/.local/state/reflectgit/created-configs.json``) and uninstall removes the
file, then the folders, when nothing but ours was ever in them: a file the user had, even an
empty one, is never removed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path


def _record() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")
    return Path(base) / "reflectgit" / "created-configs.json"


def _load() -> dict[str, list[str]]:
    try:
        data = json.loads(_record().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _store(data: dict[str, list[str]]) -> None:
    from reflectgit.fsutil import write_config

    if data or _record().exists():
        write_config(_record(), (json.dumps(data, indent=2) + "\n").encode("utf-8"))


def save(path: Path, data: bytes, empty: bool) -> bool:
    """Write a config file; when ``empty`` (nothing left in it) and install created it, remove it and
    the folders install made for it instead. Whether the file was removed."""
    from reflectgit.fsutil import write_config

    key = os.path.realpath(path)
    if not os.path.lexists(path):
        made: list[str] = []
        parent = path.absolute().parent
        while not parent.exists():
            made.append(str(parent))
            parent = parent.parent
        write_config(path, data)
        record = _load()
        record[key] = made  # deepest first
        _store(record)
        return False
    record = _load()
    if empty and key in record and not path.is_symlink():
        made = record.pop(key)
        path.unlink()
        for folder in made:
            try:
                os.rmdir(folder)
            except OSError:
                break  # the user put something there: it stays
        _store(record)
        return True
    write_config(path, data)
    return False
