"""A stamp of reflectgit's code: a recall server or a cached answer from older code is not trusted.

Kept apart from the server so the pipeline can key its cache on it without importing the server.
"""

from __future__ import annotations

import functools
from pathlib import Path

from reflectgit import __version__


@functools.lru_cache(maxsize=1)
def code_stamp() -> str:
    """Changes whenever reflectgit's code does, so a stale server is replaced."""
    pkg = Path(__file__).resolve().parents[1]
    newest = max((p.stat().st_mtime_ns for p in pkg.rglob("*.py")), default=0)
    return f"{__version__}:{newest}"
