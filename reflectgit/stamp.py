"""A stamp of reflectgit's code: a recall server or a cached answer from older code is not trusted.

Kept apart from the server so the pipeline can key its cache on it without importing the server,
and light (no pathlib, hashlib or functools), since every thin client sends it.
"""

from __future__ import annotations

import os

from reflectgit import __version__

_CODE: list[str] = []  # the code's stamp, once per process


def _code() -> str:
    if not _CODE:
        _CODE.append(f"{__version__}:{_newest(os.path.dirname(os.path.realpath(__file__)))}")
    return _CODE[0]


def _newest(folder: str) -> int:
    """The newest modification time of the ``.py`` files below ``folder`` (os.scandir: every
    thin-path process pays this, and pathlib's rglob costs several times as much)."""
    newest = 0
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                if entry.name != "__pycache__":
                    newest = max(newest, _newest(entry.path))
            elif entry.name.endswith(".py"):
                newest = max(newest, entry.stat().st_mtime_ns)
    return newest


def code_stamp() -> str:
    """Changes whenever reflectgit's code does, or the team store it reads (team mode on, off or
    pointed elsewhere), so a stale server is replaced. The code is looked at once per process;
    the settings every time, since a long-lived caller may change them."""
    team = "|".join(os.environ.get(k, "") for k in ("REFLECTGIT_PG_DSN", "REFLECTGIT_WORKSPACE"))
    if team == "|":
        return _code()
    import hashlib

    return f"{_code()}:{hashlib.sha256(team.encode()).hexdigest()[:12]}"
