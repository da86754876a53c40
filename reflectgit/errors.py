"""Errors users can act on.

Every user-facing failure is a ``ReflectgitError`` carrying the file and field it is about,
so the CLI can print one precise line and exit with a stable code instead of a traceback.
"""

from __future__ import annotations

from pathlib import Path

#: Exit code for bad input: invalid notes, unknown ids, a missing KB, paths outside the KB.
EXIT_BAD_INPUT = 2


class ReflectgitError(Exception):
    """A failure caused by input the user can fix; never a bug."""

    exit_code = EXIT_BAD_INPUT

    def __init__(self, message: str, *, file: str | Path | None = None, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.file = str(file) if file is not None else None
        self.field = field

    def __str__(self) -> str:
        where = []
        if self.file:
            where.append(self.file)
        if self.field:
            where.append(f"field '{self.field}'")
        prefix = ": ".join(where)
        return f"{prefix}: {self.message}" if prefix else self.message


class NoteError(ReflectgitError):
    """A note that cannot be parsed or does not validate."""


class KBError(ReflectgitError):
    """The KB is missing, not a KB, or in a state we refuse to touch."""


class NotFound(ReflectgitError):
    """An id or prefix that matches no note (or several)."""


def first_line(exc: BaseException, empty: str | None = None) -> str:
    """An exception in one line, for messages: its first line, else ``empty``, else its type."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else (empty or type(exc).__name__)


def environment_message(exc: BaseException) -> str | None:
    """One line for a failure of the machine rather than of reflectgit (a full disk, a lock another
    git process holds, a damaged derived file), or None for a real bug (review14: each of these
    was a traceback, and `doctor` said healthy)."""
    import errno

    text = first_line(exc)
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return (f"no space left on the device of {exc.filename or 'the KB'}: free some and run the command "
                "again (nothing half-written was committed)")
    if isinstance(exc, OSError) and exc.errno in (errno.EROFS, errno.EACCES) and exc.filename:
        if _is_index_file(str(exc.filename)):
            return (f"{exc.filename}: cannot write there ({exc.strerror}): the KB's index cannot be built here "
                    "(it is built and kept up to date in .reflectgit/); run one search where the KB is writable, "
                    "then a read-only KB answers searches as long as its notes do not change")
        return f"{exc.filename}: cannot write there ({exc.strerror}); nothing was committed"
    name = type(exc).__name__
    if name == "FileLocked":  # dulwich: a lock file git or a killed writer holds
        return (f"{text}: another git process is writing the KB; if none is, the lock is left from a "
                "killed one and the next write removes it after a minute (or `reflectgit doctor --fix`)")
    if name in ("OperationalError", "DatabaseError") and any(
            w in text for w in ("disk is full", "disk I/O error", "malformed", "not a database")):
        return (f"the derived index failed ({text}): free disk space if it is full, else run "
                "`reflectgit reindex --full` to rebuild it from the notes")
    return None


def _is_index_file(filename: str) -> bool:
    """Whether a write that failed was the index's: its files, or a KB's derived folder itself,
    which a fresh clone lacks until its first search builds the index there (review: a read-only
    fresh clone said "nothing was committed" to a search). ``~/.reflectgit``, the default KB's own
    folder, is not a derived folder: it holds no KB marker above it."""
    import os

    path = filename.replace("\\", "/").rstrip("/")
    parent, _, name = path.rpartition("/")
    if name == ".reflectgit":  # kb.DERIVED, beside kb.MARKER
        return os.path.isfile(os.path.join(parent or "/", "memory", "meta", "kb.yaml"))
    return "/.reflectgit/" in path and name.startswith(("schema.lock", "index."))
