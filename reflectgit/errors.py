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
