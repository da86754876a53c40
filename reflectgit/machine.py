"""Which machine this KB clone is: a name per clone that never collides with another's.

Per-machine files (recall counters, the code-commit log) and the ``Machine`` trailer use it.
Two laptops both called ``macbook`` must not write one counters file, so a new clone mints
``<host>-<4 random characters>`` once and keeps it in its own ``.git/config``
(``reflectgit.machine``); ``REFLECTGIT_MACHINE`` overrides it. A clone made before names were
minted keeps the bare host name, so its files stay its own.
"""

from __future__ import annotations

import os
import re
import socket
from functools import lru_cache
from pathlib import Path

from reflectgit.project import slug

_SECTION = re.compile(r"^\s*\[reflectgit\]\s*$", re.IGNORECASE)
_KEY = re.compile(r"^\s*machine\s*=\s*(.+?)\s*$", re.IGNORECASE)


def host() -> str:
    return slug(socket.gethostname() or "unknown") or "unknown"


def name(kb_path: Path | str | None = None) -> str:
    """This clone's machine name: ``REFLECTGIT_MACHINE``, the minted one, or the host name."""
    chosen = os.environ.get("REFLECTGIT_MACHINE", "").strip()
    if chosen:
        return slug(chosen) or host()
    if kb_path is None:
        from reflectgit import config

        kb_path = config.kb_path(None)
    return _configured(str(Path(kb_path) / ".git" / "config")) or host()


@lru_cache(maxsize=8)
def _configured(config_path: str) -> str | None:
    """``reflectgit.machine`` from a git config file, read without a git library (hooks)."""
    try:
        lines = Path(config_path).read_text(errors="replace").splitlines()
    except OSError:
        return None
    inside = False
    for line in lines:
        if line.lstrip().startswith("["):
            inside = bool(_SECTION.match(line))
        elif inside:
            m = _KEY.match(line)
            if m:
                return slug(m.group(1).strip('"')) or None
    return None


def mint(repo: object) -> str:
    """Give a new clone its own name, once; an existing name is kept."""
    import secrets

    cfg = repo.get_config()  # type: ignore[attr-defined]
    try:
        return cfg.get((b"reflectgit",), b"machine").decode()
    except KeyError:
        pass
    minted = f"{host()[:40]}-{''.join(secrets.choice('0123456789abcdefghjkmnpqrstvwxyz') for _ in range(4))}"
    cfg.set((b"reflectgit",), b"machine", minted.encode())
    cfg.write_to_path()
    _configured.cache_clear()
    return minted
