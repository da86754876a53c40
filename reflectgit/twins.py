"""Exact twins: a new note that says, word for word, what an active note already says.

Every write path meets this question (review30: `add` twice, or `add` then `import`, left two
identical notes that search returned as #1 and #2, where MCP held the second as a "merge?").
Session capture and MCP compare meanings (:mod:`reflectgit.capture.revise`); `add`, commit capture
(the hook, `capture commits`), the importers and `import --merge` ask this cheaper question, which needs no model: the same title and the same lesson (``rule``,
``fix``, ``problem``, ``key_insight``; the body when the note has none of them), letter case,
spacing and a final full stop aside, in an active, visible note of a shard the new note is recalled with
(its own, and its project's default branch).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reflectgit.kb import KB
    from reflectgit.note import Note

FIELDS = ("title", "rule", "fix", "problem", "key_insight")
_WORD = re.compile(r"\w+")


class AlreadyThere(Exception):  # noqa: N818 - what the caller learns, not a failure
    """The note to add is an exact twin of ``note``, already in the KB: nothing was written."""

    def __init__(self, note: Note):
        super().__init__(f"already in the KB as {note.id}")
        self.note = note


def recalled(note: Note) -> bool:
    """Active and not hidden: a note search returns (a hidden one is kept, never recalled)."""
    return note.status == "active" and not note.get("hidden")


def _norm(value: Any) -> str:
    return " ".join(str(value or "").split()).casefold().rstrip(" .")


def key(note: Note) -> tuple[str, ...]:
    """What two notes must share to be exact twins."""
    said = tuple(_norm(note.get(name)) for name in FIELDS)
    return (*said, "" if any(said[1:]) else _norm(note.body))


def _shard(note: Note, branch: str | None = None) -> str:
    from reflectgit.layout import shard_path
    from reflectgit.project import GLOBAL_PROJECT

    return shard_path(str(note.get("project") or GLOBAL_PROJECT), str(branch or note.get("branch") or "default"))


def shards(note: Note, default_branch: str | None = None) -> list[str]:
    """The shards ``note`` is recalled with: its own, and its project's default branch."""
    branch = str(note.get("branch") or "default")
    out = [_shard(note)]
    if default_branch and default_branch != branch:
        out.append(_shard(note, default_branch))
    return list(dict.fromkeys(out))


def find(kb: KB, note: Note, default_branch: str | None = None) -> Note | None:
    """The active note in ``note``'s shards that is its exact twin, or None. Reads only the files
    that hold the title's longest word (no index, no model: `add` stays fast)."""
    from reflectgit.errors import ReflectgitError

    want = key(note)
    words = _WORD.findall(want[0])
    probe = max(words, key=len) if words else ""
    for shard in shards(note, default_branch):
        folder = kb.path / shard
        if folder.is_symlink() or not folder.is_dir():
            continue
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if not entry.name.endswith(".md") or entry.name[:-3] == note.id or not entry.is_file(follow_symlinks=False):
                continue
            try:
                with open(entry.path, "rb") as fh:
                    raw = fh.read(1 << 20)
            except OSError:
                continue
            if probe and probe not in raw.decode("utf-8", "replace").casefold():
                continue
            try:
                other = kb.read(kb.path / shard / entry.name)
            except (ReflectgitError, OSError):
                continue
            if other.id == entry.name[:-3] and recalled(other) and key(other) == want:
                return other
    return None


def by_key(notes: Iterable[Note]) -> dict[tuple[str, tuple[str, ...]], Note]:
    """Active notes by (shard, :func:`key`), for checking many new notes at once (an import)."""
    out: dict[tuple[str, tuple[str, ...]], Note] = {}
    for n in notes:
        if recalled(n):
            out.setdefault((_shard(n), key(n)), n)
    return out


def among(known: dict[tuple[str, tuple[str, ...]], Note], note: Note, default_branch: str | None = None) -> Note | None:
    """``note``'s exact twin in ``known`` (see :func:`by_key`), or None."""
    k = key(note)
    return next((known[(s, k)] for s in shards(note, default_branch) if (s, k) in known), None)
