"""The ways an agent lays out for the user to pick from, in more shapes than the closing question.

:func:`reflectgit.capture.signals._options` reads the classic shapes ("Shall I apply, or push the
branch?", "I can A, or B.") and keeps only that last sentence, so the pick is read against the
question's own words. Agents lay out ways in more shapes than that, and the user's pick with its
reason (:func:`reflectgit.capture.signals.chosen`) is a decision all the same:

- options named in the sentence before the question: "Radau is more accurate per step; BDF is cheaper
  on long horizons. Do you want one of them, or LSODA ...?" (the pick "BDF" is not in the question),
  "A change-submit trigger runs before ..., a change-content trigger after ... Which do you want?";
- a bare either/or with no verb asking: "Water-limited (WLP_FD) or potential production?";
- a statement in the prose's last two sentences: "I could switch the engine to xelatex, or keep
  lualatex and add a fallback. The fallback is the smaller change.", "Either keep one row per lot, or
  keep a weighted average", "Two options: ..., or ...", "Options: A, B, and C".

Read only when no phrase rule fired on the answer (a reply they read keeps their reading: "We picked
vimeo because ..." stays the sentence it is, not the bare pick "Vimeo").
"""

from __future__ import annotations

import re

#: an agent question that offers a choice: "Should I use offset or cursor pagination?"
CHOICE = re.compile(r"\b(?:should|shall|do you want|would you (?:like|prefer)|which|prefer)\b[^?]*\bor\b[^?]*\?\s*$", re.I)

#: an agent's closing offer of two ways: "I can record the id in Firestore, or key the output by receipt id."
OFFER = re.compile(r"^(?:(?:yes|sure|ok(?:ay)?)[,.]?\s+)?(?:i|we) (?:can|could)\s+(?!(?:run|rerun|re-run|check|look|show|wait|stop|"
                   r"start|try|test|do that|help)\b)[^?]{4,}?,?\s+or\s+(?!(?:not|something|anything)\b)[^?]{4,}[.!]?$", re.I)

#: a closing question that asks for a pick without naming the options: "Which do you prefer?", "Your call?"
WHICH = re.compile(r"^(?:so,?\s+)?(?:which (?:one\b|way\b|option\b|approach\b|would you|do you|should (?:i|we|it|they)\b|"
                   r"(?:is|would be) (?:better|best)\b)|"
                   r"(?:any |a )?preference\b|your call\b|what do you (?:prefer|think)\b)[^?]{0,60}\?$", re.I)

#: a bare either/or question, the options named with no verb that asks: "Water-limited (WLP_FD) or potential
#: production?" ("Anything to look at in the logs, or just enjoying the win?", "Is it failing locally or on CI?" ask)
_BARE_CHOICE = re.compile(r"^(?!(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|shall|any\w*|what|"
                          r"where|when|why|how|who|want|need)\b)[^?]{2,80}\bor\b[^?]{2,80}\?$", re.I)
#: options laid out as a statement: "Either A, or B.", "Two options: A, or B.", "Options: A, B and C."
_EITHER = re.compile(r"^(?:either\b[^.?]+\bor\b|(?:(?:two|three|a few|the) )?(?:options|choices|alternatives)\s*(?:are|here)?\s*:)",
                     re.I)


#: an item of a numbered or bulleted list: "1. printed timetable only", "- a live board", "(b) both"
_LISTED = re.compile(r"^(?:\d+[.)]|[-*•]|\(?[a-d]\))\s+\S")


def laid_out(text: str) -> str:
    """The ways the agent's last words lay out: its closing question with the sentence before it (where the
    options are named), or the statement of the ways and what follows it — not the rest of the prose (a
    diagnosis before it is a note of its own, and its words would make the decision match that lesson
    too); else ""."""
    last = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text.strip()) if x.strip()]
    if not last:
        return ""
    if CHOICE.search(last[-1]) or _BARE_CHOICE.match(last[-1]) or (WHICH.match(last[-1]) and len(last) > 1):
        return "\n".join(last[-2:])[:600]
    at = next((i for i in (len(last) - 1, len(last) - 2) if i >= 0 and (OFFER.match(last[i]) or _EITHER.match(last[i]))), None)
    if at is None:  # "Options:" then a numbered list and the agent's lean: "1. ...", "2. ...", "I'd lean to 3: ..."
        at = next((i for i in range(len(last) - 3, max(-1, len(last) - 8), -1)
                   if _EITHER.match(last[i]) and _LISTED.match(last[i + 1])), None)
    return "\n".join(last[at:])[:600] if at is not None else ""
