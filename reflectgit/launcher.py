"""The command that agent hooks and MCP client configs run to start reflectgit.

A personal file (the user's home config, a ``--local`` or ``--user`` hooks file) always gets this
install's interpreter by its absolute path, ``<python> -m reflectgit``: the bare ``reflectgit``
found on PATH at install time is often an activated virtualenv's, which a new shell, a login
shell or a client started from a desktop launcher does not have (review: Codex's server and every
hook failed outside the venv). PATH cannot tell which shells will have it; the interpreter's own
path works from all of them. A shared file (committed for a team) must name no path of this
machine, so it gets ``reflectgit`` (or ``python3 -m reflectgit`` when it is not on PATH) and a
note saying who needs what on PATH; when neither starts reflectgit from a plain PATH (one without
an activated virtualenv) here, install refuses (review30: a command that could not run was
written with exit 0) and says which personal file gets a command that does.
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


def typed() -> str:
    """How a user runs this install from this shell: ``reflectgit`` when that is what PATH finds,
    else its interpreter's absolute path (a message's command must be one that runs)."""
    import shlex

    found = shutil.which(NAME)
    here = os.path.dirname(os.path.abspath(sys.executable))
    if found and os.path.dirname(os.path.abspath(found)) == here:
        return NAME
    return shlex.join(personal())


def plain_path() -> str:
    """PATH as a shell that has not activated this shell's virtualenv has it (a new terminal, a
    login shell, an agent started from a desktop launcher)."""
    venv = os.environ.get("VIRTUAL_ENV")
    parts = os.environ.get("PATH", os.defpath).split(os.pathsep)
    if venv:
        parts = [p for p in parts if not _inside(p, venv)]
    return os.pathsep.join(parts)


def _inside(path: str, folder: str) -> bool:
    return os.path.abspath(path).startswith(os.path.abspath(folder) + os.sep)


def imports_reflectgit(python: str) -> bool:
    """Whether ``python`` (a program path) can import reflectgit."""
    import subprocess

    try:
        done = subprocess.run([python, "-c", f"import {NAME}"], capture_output=True, timeout=20, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def shared(file: str, mine: str = "`--user`", again: str | None = None) -> tuple[list[str], str]:
    """The portable command for the shared ``file``, and the one line install says about it
    (``mine``: the option that writes a personal file instead; ``again``: the install command
    without its scope flag, for the message). A KBError, naming ``file``, when no portable
    command starts reflectgit from a plain PATH here: nothing is to be written."""
    from reflectgit.errors import KBError

    plain = plain_path()
    if shutil.which(NAME, path=plain):
        return [NAME], (f"{file} is shared, so it runs `reflectgit` from PATH: every teammate needs it on PATH; "
                        f"{mine} writes this install's absolute path instead")
    python3 = shutil.which("python3", path=plain)
    if python3 and imports_reflectgit(python3):
        return ["python3", "-m", NAME], (
            f"`reflectgit` is not on PATH, so the shared {file} runs `python3 -m reflectgit`, which works only "
            "where that python3 can import reflectgit (every teammate's too); put `reflectgit` on PATH (e.g. "
            f"`pipx install`) and install again, or use {mine} for this machine's own install")
    found = shutil.which(NAME)
    why = (f"`reflectgit` is on PATH only in the activated virtualenv ({found}), which a new shell or an "
           "agent started from a desktop launcher does not have" if found else "`reflectgit` is not on PATH")
    why += ", and " + (f"{python3} cannot import reflectgit" if python3 else "there is no python3 on PATH")
    if again and again.startswith(NAME + " "):
        again = typed() + again[len(NAME):]
    first, *others = mine.split(" or ")
    fix = (f"`{again} {first.strip('`')}`" if again else first) + (f" (or {others[0]})" if others else "")
    raise KBError(f"no command this shared file can hold would start reflectgit here: {why}; nothing written. "
                  f"Run {fix} (your own file: it runs this install by its absolute path, from any shell), or put "
                  "`reflectgit` on PATH for every shell (e.g. `pipx install`) and run this again", file=file,
                  field="--project")
