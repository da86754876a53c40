"""Notes only the team store holds, as this clone meets them: a hit to label, an id to explain.

A teammate's note reaches the store when it is published (at once, by ``add``) and this clone when
it is pushed and synced. Until then a search can rank its row, but the row is a writer's claim, not
a note this clone's git vouches for: recall marks it ``from the team store`` and ``show`` or
``hydrate`` says it is a teammate's note to sync, instead of "no note with id ...".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reflectgit.kb import KB

#: what a hit only the store holds says it came from (``"from"`` in JSON, ``(from the team store)`` on screen)
ORIGIN = "team store"
_NAME = re.compile(r"^[\w.@-]{1,64}$")


def in_clone(kb: KB, note_id: str) -> bool:
    """Whether this clone has a note file named by ``note_id`` (a stat per shard)."""
    return bool(kb._exact(note_id))


def label(kb: KB, hits: list[Any]) -> None:
    """Mark the hits no note of this clone holds as coming from the team store."""
    for h in hits:
        if not in_clone(kb, h.id):
            h.origin = ORIGIN


def teammates_note(kb: KB, note_id: str) -> dict[str, Any] | None:
    """The live store row of ``note_id`` (id, publisher, commit) when team mode is on and the store
    holds one; None otherwise, and when the store cannot be asked within the timeout."""
    from reflectgit import team
    from reflectgit.note import ID_PATTERN

    if not team.configured() or not ID_PATTERN.match(note_id):
        return None
    import psycopg

    from reflectgit.team.settings import TeamError, connect, load

    try:
        settings = load()
        with connect(settings) as con:
            rows = con.execute("select id, publisher, kb_commit from reflectgit.notes where workspace = %s "
                               "and id = %s and not deleted", (settings.need_workspace(), note_id)).fetchall()
    except (TeamError, psycopg.Error):
        return None
    return dict(rows[0]) if rows else None


def not_here(kb: KB, note_id: str) -> str | None:
    """What to say of ``note_id`` when this clone has no such note but the team store does."""
    row = teammates_note(kb, note_id)
    if row is None:
        return None
    who = str(row.get("publisher") or "")
    by = f" (published by {who})" if _NAME.match(who) else ""
    return (f"{note_id} is a teammate's note{by} that the team store holds and this clone does not have yet: "
            "run `reflectgit sync` to fetch it (if it is not pushed yet, ask its author to run `reflectgit sync`)")


__all__ = ["ORIGIN", "in_clone", "label", "not_here", "teammates_note"]
