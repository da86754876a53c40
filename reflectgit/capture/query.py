"""A user message that asks why, or reports what the agent's work shows, with no order in it.

``diagnosis.reports`` reads a message's first clause: "doesn't apply, the cart still shows gross prices"
reports, and the agent's straight answer may then state the cause. Users as often open with a word of their
own, report in a later sentence or ask why ("cool. the sidebar badge also counts archived threads", "hm. the
ledger says 4.210,50 for the same day", "why is the invoice dated 1970 lol", "40 warnings?? it was clean
yesterday"). The agent's answer to such a message, when it states a cause and an edit follows, is a diagnosis
as much as one after a plain report: the user pointed at something wrong. A message with an order in it sets
the next step instead, "A or B?" / "should we ...?" asks for a choice, "can you ...?" asks for work, "why not
X?" suggests, and a plain question asks for information ("is that the only place names are stored?").
"""

from __future__ import annotations

import re

from reflectgit.capture import lesson

#: asking why something happens, or surprise at a result ("118 errors?? ..."); not "why not use X?" / "why don't
#: you ...", a suggestion, nor a plain question for information ("is that the only place names are stored?")
_ASKS = re.compile(r"\b(?:why|how come)\b(?!\s+(?:not|don'?t|didn'?t|doesn'?t|wouldn'?t|shouldn'?t|can'?t|no)\b)|\?{2,}", re.I)
#: the reason for a practice or a choice ("why do we pin pytz?", "why did you use a thread?"): asks what was meant,
#: reports nothing wrong
_WHY_PRACTICE = re.compile(r"\b(?:why|how come)\s+(?:do|did|does|are|were|have|would|should|is|was)\s+(?:we|you|i|u)\b", re.I)
#: an answer to the agent ("yes. the disco nights are public too"): what it adds serves the agent's plan
_ASSENT = re.compile(r"^(?:yes|yeah|yep|yup|sure|right|correct|exactly|agreed)\b", re.I)
#: a request put as a question: it orders, whatever its punctuation
_REQUEST = re.compile(r"\b(?:can|could|would|will)\s+(?:you|we)\b|\b(?:please|pls|plz)\b|\bshould\s+(?:we|i|it|the)\b"
                      r"|\b(?:or|vs\.?|versus)\b[^?.!]*\?", re.I)
#: a sentence boundary: what the user says after "hm." / "cool." / "also the build number." is read on its own
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")


def queries(text: str) -> bool:
    """Whether a user message asks why something happens or reports what the agent's work shows, and gives
    no order: any of its sentences is a report by ``diagnosis.reports``' reading, or it asks why / "how come",
    or is surprised at a result ("??"). Not a request or a choice ("can you ...?", "should we ...?", "A or
    B?"), a question for information (any other "?"), the reason for a practice asked ("why do we ...?"), an
    answer to the agent ("yes. ..."), nor a message with an order in any clause; ``signals.detect`` also
    leaves out a message whose rule or correction it reads."""
    from reflectgit.capture import diagnosis

    said = text.strip()
    if not said or _REQUEST.search(said) or _WHY_PRACTICE.search(said) or _ASSENT.match(said):
        return False
    asks = bool(_ASKS.search(said))
    if not asks and re.search(r"\?(?:\s|$)", said):
        return False  # "is it even reachable? we only call it from the gateway": a question for information
    if any(lesson.order_clause(c) for c in lesson.clauses(said)):
        return False
    return asks or any(diagnosis.reports(s) for s in _SENTENCES.split(said) if s.strip())
