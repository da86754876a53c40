"""Persona answers: what is known for sure about a project and its people answers a question
about them directly, instead of falling through to generic recall.

Persona facts are active notes in scope of type ``fact``, ``preference`` or ``convention`` (or
tagged so) with confidence >= 0.8: what the session-end micro-reflection distilled, what the
daily pass's conventions recorded, what a person added. A prompt that is a question ("what
testing style does this project use?") is matched against them on its meaningful words (the
generic ones: project, team, use, ... do not count); a fact matching at least one is the answer.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

MIN_CONFIDENCE = 0.8
KINDS = ("fact", "preference", "convention")
_QUESTION = re.compile(r"^\s*(?:what|which|how|who|whose|where|when|do|does|did|should|shall|is|are|can|"
                       r"tell me|remind me)\b|\?\s*$", re.I)
_GENERIC = frozenset("project repo repository codebase code team use used using usual usually prefer preferred "
                     "like want kind sort type way style we us our here".split())


def is_question(text: str) -> bool:
    return bool(_QUESTION.search(text.strip()))


def facts(con: sqlite3.Connection, where: str, params: list[Any]) -> list[sqlite3.Row]:
    kinds = ",".join("?" * len(KINDS))
    sql = (f"select id, title, rule, key_insight, tags, confidence, subject, project, updated from notes "
           f"where {where} and coalesce(confidence, 0.5) >= ? and (type in ({kinds}) or exists "
           f"(select 1 from json_each(notes.tags) where value in ({kinds}))) "
           "order by confidence desc, updated desc")
    return con.execute(sql, [*params, MIN_CONFIDENCE, *KINDS, *KINDS]).fetchall()


def answer(con: sqlite3.Connection, where: str, params: list[Any], question: str, limit: int = 2) -> list[dict[str, Any]]:
    """The facts that answer ``question`` (empty when it is not a question or nothing is known)."""
    from reflectgit import query_text as terms

    if not is_question(question):
        return []
    words = " ".join(w for w in terms.content_terms(question) if terms.stem(w) not in _GENERIC and w not in _GENERIC)
    if not words:
        return []
    out = []
    for r in facts(con, where, params):
        score = terms.match_score(words, [(r["title"], 1.0), (r["rule"] or "", 1.0), (r["key_insight"] or "", 1.0),
                                          (" ".join(terms.words(r["tags"] or "")), 0.5)])
        if score >= 1.0:
            out.append({"id": r["id"], "fact": r["rule"] or r["key_insight"] or r["title"], "title": r["title"],
                        "confidence": r["confidence"], "score": round(score, 3)})
    out.sort(key=lambda f: (-f["score"], -(f["confidence"] or 0)))
    return out[:limit]
