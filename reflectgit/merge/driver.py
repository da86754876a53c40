"""``reflectgit merge-driver``: the note merge function as git sees it.

git runs ``merge.reflectgit.driver`` with %O %A %B (temporary files holding the ancestor, our
and their version) and %P (the note's path). The result goes into %A; a non-zero exit tells git
the merge needs a human. %P is only ever used as text in messages, never handed to a shell.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Any

DRIVER_NAME = "reflectgit"


def driver_command() -> str:
    """The command git should run: this interpreter, so it works without an activated venv."""
    return f"{shlex.quote(sys.executable)} -m reflectgit merge-driver %O %A %B %L %P"


def is_registered(repo: Any) -> bool:
    """Whether git runs this install's driver: the same command, its interpreter named by any path
    to the same file (``venv/bin/python`` and ``venv/bin/python3`` are one program)."""
    import os

    try:
        current = repo.get_config().get((b"merge", DRIVER_NAME.encode()), b"driver").decode()
    except KeyError:
        return False
    if current == driver_command():
        return True
    try:
        have, want = shlex.split(current), shlex.split(driver_command())
    except ValueError:
        return False
    return (have[1:] == want[1:] and bool(have) and os.path.exists(have[0])
            and os.path.realpath(have[0]) == os.path.realpath(want[0]))


def register(repo: Any) -> bool:
    """Declare the driver in the KB's git config; True when something changed."""
    cfg = repo.get_config()
    section = (b"merge", DRIVER_NAME.encode())
    wanted = {b"name": b"reflectgit note merge (field by field)", b"driver": driver_command().encode()}
    changed = False
    for key, value in wanted.items():
        try:
            current = cfg.get(section, key)
        except KeyError:
            current = None
        if current != value:
            cfg.set(section, key, value)
            changed = True
    if changed:
        cfg.write_to_path()
    return changed


def run(ancestor: str, ours: str, theirs: str, path: str | None = None) -> tuple[int, list[str], str]:
    """Merge the files git gave us into ``ours``. Returns (exit code, contradicted fields, why
    it is not clean)."""
    from reflectgit.fsutil import atomic_write
    from reflectgit.merge.notes import merge_note

    def read(p: str) -> bytes:
        try:
            return Path(p).read_bytes()
        except OSError:
            return b""

    result = merge_note(read(ancestor), read(ours), read(theirs))
    if result.deleted:
        return 0, [], ""
    atomic_write(Path(ours), result.data)
    return (0 if result.clean else 1), result.contradictions, result.reason or "not a valid note on one side"
