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
    from reflectgit.recall.types import Result

#: what a hit only the store holds says it came from (``"from"`` in JSON, ``(from the team store)`` on screen)
ORIGIN = "team store"
_NAME = re.compile(r"^[\w.@-]{1,64}$")


def in_clone(kb: KB, note_id: str) -> bool:
    """Whether this clone has a note file named by ``note_id`` (a stat per shard)."""
    return bool(kb._exact(note_id))


def overlay(kb: KB, result: Result, rows: dict[str, Any], include_inactive: bool) -> None:
    """This clone's own newer state over the store's rows (``rows``: the hits' store rows).

    A change this clone made and could not publish (the store was down, or refused it) is newer
    than the store's row of that note: a note forgotten, demoted, hidden or expired here is not
    recalled from the store's older row (with ``include_inactive`` it is shown with its status
    here). The hits no note of this clone holds are labelled as coming from the team store."""
    from reflectgit.recall.pipeline import _expired
    from reflectgit.team.truth import clone_row

    kept = []
    for h in result.hits:
        found = clone_row(kb, h.id, None) if in_clone(kb, h.id) else None
        if found is None:
            h.origin = ORIGIN
            kept.append(h)
            continue
        mine, row = found[1], rows.get(h.id)
        # strictly newer: `updated` is to the second, and a tie is the row's (a teammate's change
        # published in the second after this clone's note was written must reach this clone)
        if row is not None and str(mine.get("updated") or "") > str(row["updated"] or ""):
            inactive = mine["status"] != "active" or bool(mine["hidden"]) or _expired(mine["forget_after"])
            if inactive and not include_inactive:
                continue
            h.status, h.inactive = mine["status"], inactive
        kept.append(h)
    result.hits = kept


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


__all__ = ["ORIGIN", "in_clone", "not_here", "overlay", "teammates_note"]
