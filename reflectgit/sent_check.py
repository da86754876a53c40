"""What this machine's KB holds that every other machine's sync refuses.

``sync`` refuses to push a note the receiving gate would refuse, but a plain ``git push`` goes
around it: the remote then holds the file, every other machine's sync stops on it, and this
machine's sync (nothing left to push) said nothing (review). This machine is the only one that
can fix it, so its sync says so, running the receiving gate itself (``gate.outgoing``: every
file's path and mode, duplicate ids across shards) over the tree the remote holds.

Cheap: only when HEAD equals the remote and that commit was not checked yet. The last checked
commit is remembered with what was wrong in it; the files it held, where it held them, are not
parsed again (only paths and modes are read for them). Only this check's own record is trusted:
the checks before a push or a merge skip what the remote or this machine already holds, which is
just what a plain `git push` may have sent. With no record (the first check on a
machine), every note is parsed once: every commit the remote holds is covered, however many
were pushed around the gate (review: only the last 20 commits were, and no mode at all).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgit.kb import KB

CHECKED = "sent-checked"  # in .reflectgit: the last commit checked, and what the gate refused in it


def refused_elsewhere(kb: KB, head: bytes) -> list[dict[str, str]]:
    """``[{path, field, message, fix}]``: files of ``head`` (on the remote too) that the other
    machines' sync refuses; empty when none. The answer for ``head`` is remembered, so the next
    sync reads only what changed since."""
    from reflectgit import gate

    since, problems = _recorded(kb)
    if since != head:
        store = kb.repo.object_store
        trusted = gate.trusted_blobs(kb.repo, since) if since is not None and since in store else set()
        trusted = {(p, sha) for p, sha in trusted if p not in {q[0] for q in problems}}
        problems = gate.outgoing(kb.repo, head, kb.path, trusted).finish(require_marker=False)
        _record(kb, head, problems)
    return [{"path": p, "field": f, "message": m, "fix": gate.own_fix(kb.path, p, f, m)} for p, f, m in problems]


def _recorded(kb: KB) -> tuple[bytes | None, list[tuple[str, str, str]]]:
    try:
        text = (kb.path / ".reflectgit" / CHECKED).read_text()
    except OSError:
        return None, []
    try:
        data = json.loads(text)
        return data["commit"].encode(), [(p, f, m) for p, f, m in data["refused"]]
    except (ValueError, KeyError, TypeError, AttributeError):
        return None, []  # an earlier version's record (a commit alone) covered only the last 20 commits


def _record(kb: KB, commit: bytes, problems: list[tuple[str, str, str]]) -> None:
    from reflectgit.fsutil import atomic_write

    data = {"commit": commit.decode(), "refused": [list(p) for p in problems]}
    atomic_write(kb.derived_dir() / CHECKED, json.dumps(data).encode() + b"\n")
