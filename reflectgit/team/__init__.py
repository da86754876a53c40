"""Team mode: one shared derived store on Postgres + pgvector.

The notes stay in git and stay the source of truth; only what ``reindex`` derives from them
(rows, text search, vectors computed on this machine, entities and edges) is published to a
shared Postgres, so a machine that never indexed can recall the whole team's lessons. The
database never embeds and never calls an LLM. Nothing here is imported unless
``REFLECTGIT_PG_DSN`` is set: hooks and ``--help`` never load psycopg.
"""

from __future__ import annotations

import os


def configured() -> bool:
    """Whether team mode is switched on (an environment look-up, no import)."""
    return bool(os.environ.get("REFLECTGIT_PG_DSN", "").strip())
