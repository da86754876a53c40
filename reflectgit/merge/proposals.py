"""Merging ``pending-reflection.md`` when both machines proposed a reflection before syncing.

The file holds one proposal, its readable text and the JSON ``reflect approve`` applies, and
approving refuses any file whose text differs from that JSON: merging its lines can never give
something a person can approve (review: the second machine's sync stopped on it, and only
``git checkout --ours/--theirs`` got out). reflectgit writes the file, so like the journals it
never stops a sync: the newer proposal waits in ``pending-reflection.md`` and the other is
kept, byte for byte, in ``memory/reflection-proposals/`` where every machine can read it and
``reflect restore`` brings it back once the waiting one is decided. Both machines merging either way round write the
same bytes.
"""

from __future__ import annotations

import re
from typing import Any

PENDING = "pending-reflection.md"
ASIDE = "memory/reflection-proposals"


def aside_path(proposal: dict[str, Any]) -> str:
    """Where a set-aside proposal is kept: its number and when it was proposed."""
    stamp = re.sub(r"[^0-9TZ]", "", str(proposal.get("created") or "")) or "undated"
    return f"{ASIDE}/reflection-{int(proposal.get('count') or 0)}-{stamp}.md"


def _proposal(data: bytes | None) -> dict[str, Any] | None:
    from reflectgit.fsutil import loads_json
    from reflectgit.reflection.deep import _PROPOSAL

    if not data:
        return None
    try:
        m = _PROPOSAL.search(data.decode("utf-8"))
        found = loads_json(m.group(1)) if m else None
    except (UnicodeDecodeError, ValueError):
        return None
    return found if isinstance(found, dict) and "count" in found else None


def merge_pending(base: bytes | None, ours: bytes, theirs: bytes) -> tuple[bytes, str, bytes, str] | None:
    """``(kept bytes, set-aside path, set-aside bytes, what was decided)`` for two different
    proposals, or None when either side holds no readable proposal (a person must look)."""
    mine, other = _proposal(ours), _proposal(theirs)
    if mine is None or other is None:
        return None

    def newness(p: dict[str, Any], data: bytes) -> tuple[str, int, bytes]:
        return str(p.get("created") or ""), int(p.get("count") or 0), data

    (kept, kept_data), (moved, moved_data) = sorted(((mine, ours), (other, theirs)),
                                                    key=lambda pd: newness(*pd), reverse=True)
    path = aside_path(moved)
    whose = "this machine's" if kept_data == ours else "the other machine's"
    note = (f"{PENDING}: both machines proposed a reflection; the newer, {whose} #{kept.get('count')} "
            f"(proposed {kept.get('created')}), waits for approval; the other, #{moved.get('count')} (proposed "
            f"{moved.get('created')}), is set aside in {path}: to review it instead, decide the waiting one "
            f"(`reflectgit reflect approve` or `reject`), then `reflectgit reflect restore {path.rsplit('/', 1)[-1]}`")
    return kept_data, path, moved_data, note
