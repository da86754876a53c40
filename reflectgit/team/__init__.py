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


#: the team settings ``status`` lists when they are set (the DSN without its password)
VARIABLES = ("REFLECTGIT_PG_DSN", "REFLECTGIT_WORKSPACE", "REFLECTGIT_PG_TIMEOUT", "REFLECTGIT_PG_QUERY_TIMEOUT")


def shown_settings() -> dict[str, str]:
    """The team settings set in the environment, as ``status`` shows them: a DSN never with its
    password (parsed by libpq when team mode's packages are installed, else only "(set)")."""
    out: dict[str, str] = {}
    for name in VARIABLES:
        value = os.environ.get(name, "").strip()
        if not value:
            continue
        if name == "REFLECTGIT_PG_DSN":
            try:
                from reflectgit.team.settings import redact

                value = redact(value)
            except ImportError:
                value = "(set)"
        out[name] = value
    return out
