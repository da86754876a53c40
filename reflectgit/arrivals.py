"""Which KB commits arrived from elsewhere: this clone's own record, never what a commit says.

A commit's trailers (``Reflectgit-Actor: user``, ``Reflectgit-Machine: laptop``) are text anyone
who can push to the remote writes, so ``history`` cannot tell from them whether a change was made
here. Instead, whenever ``sync``, ``clone`` or ``import`` brings commits in, it records here the
ones that are new to this clone: those reachable from what arrived and not from the HEAD it had
(for a clone or a restore, every commit). Recorded before HEAD moves, so no arrived commit is
ever in the history unrecorded. The record lives in ``.git/reflectgit/arrived-commits`` (one
``<sha> <how>`` line each): it belongs to this clone, never travels, and is not derived state
that ``.reflectgit/`` could rebuild.

What it cannot tell: commits brought by plain git (``git pull``, ``git fetch`` and ``git merge``)
or copied in by hand, and commits that arrived before this record was kept (an older version),
are not marked; and a commit made on this clone, pushed, and merged back is ours, as it should
be. A commit that was made elsewhere by the same person is marked too: it was not made here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

RECORD = ("reflectgit", "arrived-commits")
HOW = ("sync", "clone", "import")


def _path(repo: Any) -> Path:
    return Path(repo.controldir()).joinpath(*RECORD)


def record(repo: Any, tip: bytes, known: list[bytes], how: str) -> int:
    """Write down the commits reachable from ``tip`` and not from ``known`` (what this clone had);
    returns how many. Called under the KB writer lock, before HEAD moves to include them."""
    new = [entry.commit.id for entry in repo.get_walker(include=[tip], exclude=known)]
    if not new:
        return 0
    path = _path(repo)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("ab") as fh:
        fh.write(b"".join(sha + b" " + how.encode() + b"\n" for sha in new))
    return len(new)


def load(repo: Any) -> dict[str, str]:
    """``sha -> how`` of every recorded arrival ({} when nothing was ever recorded)."""
    try:
        data = _path(repo).read_bytes()
    except OSError:
        return {}
    out: dict[str, str] = {}
    for line in data.decode("ascii", "replace").splitlines():
        sha, _, how = line.partition(" ")
        if len(sha) == 40 and how in HOW:
            out.setdefault(sha, how)
    return out


__all__ = ["load", "record"]
