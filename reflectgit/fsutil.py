"""Atomic file writes and the KB writer lock.

A note is written to a temporary file in its own folder, flushed to disk and renamed over
the target, so a crash leaves either the old note or the new one, never half of one.
Writers serialize on an advisory ``flock``: the lock dies with its process, so a crashed
writer can never wedge the KB.
"""

from __future__ import annotations

import errno
import fcntl
import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from reflectgit.errors import KBError

TMP_SUFFIX = ".rgtmp"


def atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}{TMP_SUFFIX}")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@contextmanager
def file_lock(path: Path, timeout: float, what: str = "the KB") -> Iterator[None]:
    """Hold an exclusive lock on ``path``, waiting up to ``timeout`` seconds."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout
        delay = 0.002
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as exc:
                if exc.errno not in (errno.EAGAIN, errno.EACCES):
                    raise
                if time.monotonic() >= deadline:
                    raise KBError(f"another reflectgit process has held the lock on {what} for "
                                  f"{timeout:.0f}s (REFLECTGIT_LOCK_TIMEOUT)", file=path) from None
                time.sleep(delay)
                delay = min(delay * 2, 0.1)
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        yield
    finally:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)


def read_jsonl(path: Path, last: int | None = None) -> list[dict]:
    """The JSON objects of a JSON-lines file (the ``last`` ones), skipping damaged lines."""
    import json

    if not path.exists():
        return []
    lines = path.read_text(errors="replace").splitlines()
    out = []
    for line in lines[-last:] if last else lines:
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if isinstance(rec, dict):
            out.append(rec)
    return out


def safe_stem(name: str, default: str = "no-session") -> str:
    """A session id (or any label) as a file name: letters, digits, '.', '_' and '-' only."""
    import re

    return re.sub(r"[^A-Za-z0-9._-]", "_", name or default)[:100]
