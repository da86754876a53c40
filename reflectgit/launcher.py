"""The command that agent hooks and MCP client configs run to start reflectgit.

A personal file (the user's home config, a ``--local`` or ``--user`` hooks file) always gets this
install's interpreter by its absolute path, ``<python> -m reflectgit``: the bare ``reflectgit``
found on PATH at install time is often an activated virtualenv's, which a new shell, a login
shell or a client started from a desktop launcher does not have (review: Codex's server and every
hook failed outside the venv). PATH cannot tell which shells will have it; the interpreter's own
path works from all of them. A shared file (committed for a team) must name no path of this
machine, so it gets ``reflectgit`` (or ``python3 -m reflectgit`` when it is not on PATH) and a
note saying who needs what on PATH.
"""

from __future__ import annotations

import os
import shutil
import sys

NAME = "reflectgit"


def personal() -> list[str]:
    """This install, from any shell: its interpreter (unresolved: a venv's python is a symlink
    whose own path is what selects the venv) running the package."""
    return [sys.executable, "-m", NAME]


def shared(file: str, mine: str = "`--user`") -> tuple[list[str], str]:
    """The portable command for the shared ``file``, and the one line install says about it
    (``mine``: the option that writes a personal file instead)."""
    found = shutil.which(NAME)
    if not found:
        return ["python3", "-m", NAME], (
            f"`reflectgit` is not on PATH, so the shared {file} runs `python3 -m reflectgit`, which works only "
            "where that python3 can import reflectgit; put `reflectgit` on PATH (e.g. `pipx install`) and "
            f"install again, or use {mine} for this machine's own install")
    return [NAME], (f"{file} is shared, so it runs `reflectgit` from PATH: every teammate, and every shell here, "
                    f"needs it on PATH{_where(found)}; {mine} writes this install's absolute path instead")


def _where(found: str) -> str:
    """Where the ``reflectgit`` on PATH comes from, when that is an activated virtualenv."""
    venv = os.environ.get("VIRTUAL_ENV")
    if venv and os.path.abspath(found).startswith(os.path.abspath(venv) + os.sep):
        return f" (here it is {found}, from the activated virtualenv: a shell without it has none)"
    return ""
