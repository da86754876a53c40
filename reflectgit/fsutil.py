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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from reflectgit.errors import KBError

TMP_SUFFIX = ".rgtmp"


def atomic_write(path: Path, data: bytes) -> None:
    _replace(path, data)


def make_plain(path: Path | str) -> bool:
    """Take the executable bits off a KB file (KB files are plain files: every machine's gate refuses
    another mode); True when there were any."""
    import stat

    mode = os.stat(path).st_mode
    if not mode & 0o111:
        return False
    try:
        os.chmod(path, stat.S_IMODE(mode) & ~0o111)
    except OSError:  # a file system without modes: git's own core.fileMode ignores the bit there
        return False
    return True


def write_config(path: Path, data: bytes) -> Path:
    """Replace a user's config file (a harness's settings, an MCP client's config) atomically,
    as the user keeps it: through a symbolic link to its target (a dotfiles link stays a link and
    its target is what changes), with the file's mode (a 600 ``~/.claude.json`` holding an OAuth
    account stays 600) and, where allowed, its owner. KB files never come here: they refuse links.
    The file written (the link's target)."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        st: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        st = None
    _replace(target, data, keep=st)
    return target


def _replace(target: Path, data: bytes, keep: os.stat_result | None = None) -> None:
    """Write ``data`` to a temporary file beside ``target``, flushed to disk, and rename it over
    ``target``: a reader sees the old file or the new one, never half of one. ``keep``: the mode
    and (where allowed) owner the new file takes from the one it replaces."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.{os.urandom(4).hex()}{TMP_SUFFIX}")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600 if keep else 0o666)
        with open(fd, "wb") as f:
            if keep is not None:
                import stat as _stat

                os.fchmod(f.fileno(), _stat.S_IMODE(keep.st_mode))
                if hasattr(os, "fchown"):
                    try:
                        os.fchown(f.fileno(), keep.st_uid, keep.st_gid)
                    except PermissionError:
                        pass  # not root: the file becomes ours, its mode still the user's
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(target.parent)


def read_regular(path: Path | str, limit: int | None = None) -> bytes:
    """A file's bytes, refusing a symbolic link or anything but a regular file.

    KB files arrive from other machines; a link named like a note must never make us print or
    index what it points at (``/etc/passwd``, an SSH key)."""
    from reflectgit.errors import NoteError

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise NoteError("is a symbolic link; KB files must be regular files (run `reflectgit doctor`)",
                            file=path, field="path") from None
        raise
    try:
        st = os.fstat(fd)
        import stat as _stat

        if not _stat.S_ISREG(st.st_mode):
            raise NoteError("is not a regular file", file=path, field="path")
        if limit is not None and st.st_size > limit:
            raise NoteError(f"file is {st.st_size} bytes, larger than the {limit}-byte limit "
                            "(REFLECTGIT_MAX_NOTE_BYTES)", file=path, field="size")
        chunks = []
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_kb_text(path: Path) -> str | None:
    """A KB document's text for display; None when missing. A link is shown as a notice, never
    followed, so a MEMORY.md pointing at ``/etc/passwd`` prints nothing of it."""
    from reflectgit.errors import NoteError

    try:
        return read_regular(path).decode("utf-8", "replace")
    except FileNotFoundError:
        return None
    except NoteError as exc:
        return f"(not shown: {path.name} {exc.message})"
    except OSError:
        return None


def linked_parent(root: Path, rel: str) -> str | None:
    """The first folder on ``rel``'s way down from ``root`` that is a symbolic link, if any:
    writing through it would land outside the KB."""
    current = str(root)
    for part in rel.split("/")[:-1]:
        current = os.path.join(current, part)
        if os.path.islink(current):
            return os.path.relpath(current, root)
    return None


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


def loads_json(data: str | bytes) -> Any:
    """``json.loads`` for text that arrived (a remote's commit, an archive, an answer): nesting
    deeper than Python's stack (a million ``[``) raises the ValueError callers handle, not a
    RecursionError that ends the command with a traceback."""
    import json

    try:
        return json.loads(data)
    except RecursionError:
        raise ValueError("nested too deeply to read") from None


def read_jsonl(path: Path, last: int | None = None) -> list[dict]:
    """The JSON objects of a JSON-lines file (the ``last`` ones), skipping damaged lines."""
    if not path.exists():
        return []
    lines = path.read_text(errors="replace").splitlines()
    out = []
    for line in lines[-last:] if last else lines:
        try:
            rec = loads_json(line)
        except ValueError:
            continue
        if isinstance(rec, dict):
            out.append(rec)
    return out


def safe_stem(name: str, default: str = "no-session") -> str:
    """A session id (or any label) as a file name: letters, digits, '.', '_' and '-' only."""
    import re

    return re.sub(r"[^A-Za-z0-9._-]", "_", name or default)[:100]


@contextmanager
def unless_read_only() -> Iterator[None]:
    """Skip a write that only serves later work (the query cache, the recall log, the skills table)
    on a KB mounted read-only: what the command answers stands (review17, review19)."""
    import sqlite3

    try:
        yield
    except sqlite3.OperationalError as exc:
        if not any(w in str(exc) for w in ("readonly", "read-only", "unable to open database file")):
            raise
    except OSError as exc:
        if exc.errno not in (errno.EROFS, errno.EACCES):
            raise
