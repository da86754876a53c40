"""Session-end micro-reflection: durable facts from the last part of a conversation.

A bounded window (the last ``REFLECTGIT_MICRO_MAX_ENTRIES`` (80) messages of user and agent,
each clipped to 240 characters, at most ``REFLECTGIT_MICRO_MAX_CHARS`` (9,000) in all) goes to
the LLM with the facts already known for the project; it answers strict JSON. Each fact is
validated, must quote evidence that really is in the window (no invented facts), and becomes a
note (type ``fact``, scope by subject: author → user, bot and lore → project). A fact that
``supersedes`` an existing one marks that note superseded. Conversations too small to judge
(fewer than 2 messages, none from the user, or under 80 characters) are skipped with a reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from reflectgit import config
from reflectgit.capture.transcript import Transcript
from reflectgit.privacy import strip_private

if TYPE_CHECKING:
    from reflectgit.kb import KB

SUBJECTS = ("author", "bot", "lore")
TYPES = ("preference", "profile", "relationship", "project", "other")
MAX_FACTS = 8
CLIP = 240

_PROMPT = """A coding session just ended. From the excerpt below, keep only what deserves durable
memory: stable preferences, how the project works, who owns what, ongoing work, shared context.
Skip one-off requests, passing reactions and back-and-forth. Prefer few strong facts.

Subjects: "author" (about the person, {authors}), "bot" (something the person explicitly told
the agent to be or do from now on), "lore" (shared context of the project).
Facts already known (do not repeat; to replace one with a better or newer version, put its
exact text in "supersedes"):
{known}

Answer with strict JSON only, at most {max_facts} facts:
{{"facts": [{{"subject": "author|bot|lore", "fact": "...", "type": "preference|profile|relationship|project|other",
  "confidence": 0.0-1.0, "evidence": "a short exact quote from the excerpt", "supersedes": ""}}]}}
Return {{"facts": []}} when nothing should be kept.

Excerpt:
{excerpt}
"""


@dataclass
class MicroResult:
    ok: bool
    reason: str = ""
    saved: list[str] = field(default_factory=list)
    superseded: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)  # facts refused: no evidence in the window

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _norm(text: str) -> str:
    return " ".join(str(text).lower().split())


def window(transcript: Transcript) -> list[tuple[str, str]]:
    max_entries = int(config.bounded("REFLECTGIT_MICRO_MAX_ENTRIES"))
    max_chars = int(config.bounded("REFLECTGIT_MICRO_MAX_CHARS"))
    rows = [(t.role, " ".join(t.text.split())[:CLIP]) for t in transcript.turns
            if t.role in ("user", "assistant") and t.text.strip()]
    out: list[tuple[str, str]] = []
    total = 0
    for role, text in reversed(rows):
        line = len(role) + len(text) + 4
        if len(out) >= max_entries or total + line > max_chars:
            break
        out.append((role, text))
        total += line
    return list(reversed(out))


def _check(data: Any) -> list[dict[str, Any]]:
    if not isinstance(data, dict) or not isinstance(data.get("facts"), list):
        raise ValueError('expected {"facts": [...]}')
    out = []
    for i, f in enumerate(data["facts"][:MAX_FACTS]):
        if not isinstance(f, dict):
            raise ValueError(f"facts[{i}] must be an object")
        if f.get("subject") not in SUBJECTS:
            raise ValueError(f"facts[{i}].subject must be one of {', '.join(SUBJECTS)}")
        fact = f.get("fact")
        if not isinstance(fact, str) or not fact.strip() or len(fact) > 300:
            raise ValueError(f"facts[{i}].fact must be one line of text")
        kind = f.get("type", "other")
        if kind not in TYPES:
            raise ValueError(f"facts[{i}].type must be one of {', '.join(TYPES)}")
        conf = f.get("confidence", 0.6)
        if not isinstance(conf, (int, float)) or not 0 <= conf <= 1:
            raise ValueError(f"facts[{i}].confidence must be a number from 0 to 1")
        for name in ("evidence", "supersedes"):
            if not isinstance(f.get(name, ""), str):
                raise ValueError(f"facts[{i}].{name} must be text")
        out.append({"subject": f["subject"], "fact": " ".join(fact.split()), "type": kind, "confidence": float(conf),
                    "evidence": str(f.get("evidence", "")).strip(), "supersedes": str(f.get("supersedes", "")).strip()})
    return out


def reflect(kb: KB, transcript: Transcript, context: Any, session: str | None = None) -> MicroResult:
    from reflectgit.llm import LLM, LLMUnavailable

    rows = window(transcript)
    total = sum(len(t) for _, t in rows)
    if len(rows) < 2 or not any(r == "user" for r, _ in rows) or total < 80:
        return MicroResult(False, "conversation too small to reflect on")
    llm = LLM.from_env(kb.derived_dir())
    if llm is None:
        return MicroResult(False, "no LLM configured (REFLECTGIT_LLM); the heuristic capture still ran")
    known_notes = [n for n in kb.notes(project=context.project) if n.status == "active" and n.get("type") == "fact"]
    known = "\n".join(f"- {strip_private(n.title)}" for n in known_notes[:60]) or "(none)"
    excerpt = "\n".join(f"- {role}: {text}" for role, text in rows)
    prompt = _PROMPT.format(authors="the user", known=known, max_facts=MAX_FACTS, excerpt=excerpt)
    try:
        facts = llm.complete_json(prompt, "micro-reflection", _check)
    except LLMUnavailable as exc:
        return MicroResult(False, str(exc))
    result = MicroResult(True, "no durable facts" if not facts else "")
    grounded = _norm(excerpt)
    by_title = {_norm(strip_private(n.title)): n for n in known_notes}  # the titles the LLM was shown
    with kb.transaction("", op="micro-reflection", actor=f"capture:session:{session or 'unknown'}") as tx:
        taken = kb.ids()
        for f in facts:
            if not f["evidence"] or _norm(f["evidence"]) not in grounded:
                result.dropped.append(f["fact"])
                continue
            fields = {"title": f["fact"][:300], "type": "fact", "subject": f["subject"],
                      "scope": "user" if f["subject"] == "author" else "project", "confidence": f["confidence"],
                      "tags": ["fact", f["type"]],
                      "source": {"kind": "session", "session": session, "transcript": transcript.path,
                                 "writer": "micro-reflection"}}
            note = kb.build_note(fields, f"Evidence: “{f['evidence']}”\n", context=context, taken=taken)
            old = by_title.get(_norm(f["supersedes"])) if f["supersedes"] else None
            if old is not None:
                old.set("status", "superseded")
                old.set("superseded_by", note.id)
                old.set("status_reason", "a newer fact from a later session replaces it")
                tx.save(old)
                result.superseded.append(old.id)
            tx.save(note)
            result.saved.append(note.id)
        tx.subject = f"micro-reflection: {len(result.saved)} fact(s) from session {session or 'unknown'}"
    return result
