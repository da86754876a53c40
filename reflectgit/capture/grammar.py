"""A grammatical second look at a user turn that answers what the agent just did.

The phrase rules of :mod:`reflectgit.capture.signals` know many ways of saying "don't", "always"
or "we use"; each new batch of sessions still brings orders they have never seen ("Add it nullable
first, backfill, then ...", "Put set -euo pipefail at the top of every script"). This module reads
the shape of the turn instead of its words:

- an **order**: a clause that opens with a verb and its object ("Create it CONCURRENTLY"), a modal
  order to the agent ("you'll want to keep ...", "you should be using ..."), or a convention with
  a universal subject ("Every user-facing string goes through t()");
- and what turns an order into a lesson rather than the next task: a **contrast** with what the
  agent did ("Hold on.", "Ok, but ...", "That's not enough", "You hardcoded ..."), a **scope**
  beyond this change ("every script", "in this repo", "always"), a **reason** ("because",
  "otherwise", "without X ...") or an **alternative** ("instead", "rather than", ", not X").

The shape of one clause (:func:`reflectgit.capture.lesson.order_clause`) lives with the other
clause readers, which also use it to find the alternative next to a rule.

A bare order ("Commit it.", "ship it") is the next task, not a lesson; a question or banter is
neither. Only turns that follow an agent action are read (the first message of a session states
the task).
"""

from __future__ import annotations

import re

from reflectgit.capture import lesson

#: set against what the agent did: "Hold on.", "Ok, but ...", "That's not enough", "You hardcoded ..."
_CONTRAST = re.compile(r"^\s*(?:hold on|wait|hmm+|actually|careful|not yet|not so fast)\b"
                       r"|\b(?:ok(?:ay)?|sure|yes|yeah|fine|right|good|nice|thanks|great|works)\s*[,.!]?\s+but\b"
                       r"|\b(?:not|isn'?t|is not|wasn'?t) (?:enough|sufficient|what (?:we|i) (?:want|need))\b"
                       r"|\b(?:won'?t|doesn'?t|does not|will not) (?:work|do|scale|help)\b"
                       r"|(?:^|[.!?]\s+)you (?:just )?(?!(?:can|could|should|would|will|might|may|must|need|want|have|are|"
                       r"were|know|said|asked|mean)\b)[a-z]+ed\b", re.I)
#: beyond this one change: "every script", "in this repo", "always", "from now on"
_SCOPE = re.compile(r"\b(?:every|each|all|any)\s+(?!(?:time|day|week|morning|once|one|of|the|my|these|those|that|this)\b)[\w-]+"
                    r"|\b(?:everywhere|anywhere|from now on|going forward|in future)\b|\b(?:always|never)\b(?!\s+[a-z]+ed\b)"
                    r"|\bin (?:this|our|the) (?:repo|repository|codebase|project|app|team|service|package|code ?base)\b", re.I)
#: an alternative: "instead", "rather than", ", not X"
_ALTERNATIVE = re.compile(r"\binstead\b|\brather than\b|,\s+not\s+(?!(?:sure|really|yet|now|bad|great|much)\b)\w", re.I)
#: a sentence that jokes
_BANTER = re.compile(r"\b(?:lol|lmao|rofl|haha+|hehe+|jk)\b|[\U0001F602\U0001F923\U0001F605]", re.I)


def lesson_order(text: str) -> tuple[str, str] | None:
    """(kind, the order's clause) when a user turn that answers an agent action gives an order that
    comes with a contrast (a correction), or with a scope, a reason or an alternative (a rule);
    None for a bare order, a question or chat."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    kept = " ".join(s for s in sentences if not s.endswith("?") and not _BANTER.search(s))
    if not kept:
        return None
    order = next((c for c in lesson.clauses(kept) if lesson.order_clause(c)), "")
    if not order:
        return None
    if _CONTRAST.search(kept):
        return "correction", order
    plain = lesson.ASIDE.sub("", kept)
    # a reason may also follow the order as a comma splice: "keep the ping at 20s, our mobile clients sleep after 30"
    spliced = bool(lesson._SPLICE.search(order)) and bool(lesson._split_reason(order)[1])
    if _SCOPE.search(plain) or _ALTERNATIVE.search(plain) or lesson._REASON.search(plain) or spliced:
        return "rule", order
    return None
