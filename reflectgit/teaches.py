"""What a note teaches, as text: the part of a note the prompt hook weighs a prompt against (its
words and, for a session note, its meaning), kept apart from the session the note quotes. Its own
module because the index embeds it when it takes a note in and the hook reads it back
(:mod:`reflectgit.inject`): neither imports the other."""

from __future__ import annotations

import json
from typing import Any


def taught(row: Any, files: bool = True) -> str:
    """What a note teaches: its title, rule, fix, key insight and entities (``files``); not the
    body (a session note quotes the conversation there, so any chat would match it) nor "The agent
    had: ..." (the agent's words the rule corrected)."""
    fields: dict[str, Any] = {}
    try:
        fields = json.loads(row["fields"] or "{}")
    except (KeyError, IndexError, TypeError, ValueError):
        pass
    ents = fields.get("entities") if isinstance(fields, dict) and files else None
    parts = [row["title"], row["rule"], row["fix"], row["key_insight"],
             " ".join(map(str, ents)) if isinstance(ents, list) else str(ents or "")]
    problem = str(row["problem"] or "")
    if not problem.startswith("The agent had:"):
        parts.append(problem)
    return " ".join(str(p) for p in parts if p)


def taught_key(text: str) -> str:
    """The key of what a note teaches in the index's ``embeddings`` (beside the notes' text hashes)."""
    import hashlib

    return "taught:" + hashlib.sha1(text.encode("utf-8")).hexdigest()
