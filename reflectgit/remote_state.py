"""What a KB knows of its remote without asking it: read by `status`, the MCP `status` tool and
team mode's judgement of rows stamped with commits this clone lacks (kept apart from ``sync``, which
team publishing builds on, so neither imports the other)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reflectgit.kb import KB

#: touched by every fetch (the remote-tracking ref's file is not rewritten when nothing changed)
LAST_FETCH = "last-fetch"


def remote_state(kb: KB) -> dict[str, Any]:
    """What this KB knows of its remote without asking it (no network: an agent's status call must
    not wait on one): the address, when the last fetch was (``last_sync``), and how many commits
    that fetch saw that HEAD lacks (``behind``: a sync would bring them) and the other way round
    (``ahead``: a sync would push them)."""
    import datetime as dt

    from reflectgit.kb import DERIVED, _remote_url

    out: dict[str, Any] = {"remote": _remote_url(kb.path), "last_sync": None, "behind": None, "ahead": None}
    ref = b"refs/remotes/origin/main"
    if out["remote"] is None or ref not in kb.repo.refs:
        return out
    loose = kb.path / ".git" / "refs" / "remotes" / "origin" / "main"
    marker = kb.path / DERIVED / LAST_FETCH  # else (a fetch before it was kept) when the ref last moved
    found = next((p for p in (marker, loose, kb.path / ".git" / "packed-refs") if p.exists()), None)
    if found is not None:  # a ref store with none of these files (reftable) says nothing of when
        out["last_sync"] = dt.datetime.fromtimestamp(found.stat().st_mtime, dt.UTC).isoformat(timespec="seconds")
    theirs, head = kb.repo.refs[ref], kb.repo.refs[b"HEAD"]

    def count(include: bytes, exclude: bytes) -> int:
        return sum(1 for _ in kb.repo.get_walker(include=[include], exclude=[exclude], max_entries=10000))
    out["behind"], out["ahead"] = count(theirs, head), count(head, theirs)
    return out


def sync_line(remote: dict[str, Any]) -> str:
    """What ``status`` says of the remote in a sentence: commits to merge and to push, else up to
    date as of the last sync (review: it said "up to date" with 3 commits waiting to be pushed)."""
    if remote["remote"] is None:
        return "no remote: this KB is not shared"
    if remote["last_sync"] is None:
        return "never synced on this machine: ask the user to run `reflectgit sync`"
    waiting = [f"{remote['behind']} commit(s) fetched from the remote are not merged" if remote["behind"] else "",
               f"{remote['ahead']} commit(s) made here wait to be pushed" if remote["ahead"] else ""]
    if any(waiting):
        return "; ".join(w for w in waiting if w) + ": ask the user to run `reflectgit sync`"
    return f"up to date with the remote as of the last sync ({remote['last_sync']})"


__all__ = ["LAST_FETCH", "remote_state", "sync_line"]
