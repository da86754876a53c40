"""Which store recall reads: the local index, or the team's shared Postgres when team mode is
configured. Kept apart from both pipelines so neither imports the other's module back."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall.pipeline import Recall


def open_recall(kb: KB, context: Context | None = None) -> Recall:
    """The recall pipeline for ``kb`` in ``context``: over the team store when
    ``REFLECTGIT_PG_DSN`` is set (``TeamRecall`` falls back to the local index on its own), else
    over the local index."""
    from reflectgit import team

    if team.configured():
        from reflectgit.team.recall import TeamRecall
        from reflectgit.team.settings import TeamError

        try:
            return TeamRecall(kb, context)
        except TeamError as exc:  # a setting or a package missing: recall answers locally, and says why
            import sys

            print(f"reflectgit: team mode is not usable ({exc.message}); recalling from the local index "
                  "(`reflectgit doctor`)", file=sys.stderr)
    from reflectgit.recall.pipeline import Recall

    return Recall(kb, context)
