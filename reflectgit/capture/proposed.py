"""The agent's firm answer to the user's question about what to do, taken by the user: "should handicaps
change after every match or just once a month" - "Let's recalculate handicaps once a month on the first
Monday, because a player who has one good night shouldn't lose their start" - "yeah go with that".

Users ask about a course in chat, often with no question mark and in no either/or shape ("what about when
theres no rub count at all", "do we do fast medium slow as separate things to book or what", "whats the
difference"), and the agent answers with a proposal it gives a reason for. The decision is the agent's
words, but only once the user takes them. `signals.detect` read only an either/or or "should we ...?"
question that ends in "?", and counted an answer opening with "Let's" as hedged (the word marks a plan in
a diagnosis: "let's check the logs"); :func:`asks` and :func:`proposal` read the wider shapes, and
:data:`TAKES` the short ways of taking it ("fair", "go on then", "8 then").
"""

from __future__ import annotations

import re

_LEAD = r"(?:(?:ok(?:ay)?|good|great|cool|right|and|so|also|hmm+|then|fine)[,.]?\s+)*"
#: a user's question about what to do: a "?", or a clause that opens with an interrogative or asks "should"
_ASKS = re.compile(r"\?|(?:^|[.,;:!]\s+)" + _LEAD + r"(?:should|shall|do (?:we|i|you)|does|how (?:do|should|many|much)|"
                   r"what about|whats|what's|what|who|which)\b|\bshould (?:we|i|it|they|the|he|she|that|this)\b"
                   # an either/or asked after a clause that sets the case: "if it lands after 8 do we send earlier or ..."
                   r"|\b(?:do|shall|would) (?:we|i|you)\b[^.!?]*\bor\b", re.I)
#: "Why ...?" asks for a cause, not a course
_WHY = re.compile(r"^\s*" + _LEAD + r"why\b", re.I)
#: the proposal's lead: "Let's (not) <verb>", "We'll <verb>", "We should <verb>" - not a step of looking
_PROPOSES = re.compile(r"^(?:let'?s|let us|we'?ll|we will|we should)\s+(?:not\s+)?(?!(?:see|check|look|try|find|debug|run|test|"
                       r"investigate|start|first|dig|confirm|verify|reproduce|figure|wait|get|ask|think|talk)\b)[a-z]", re.I)
#: or a judgement between the courses: "Splitting by number of packets is fairer than equal shares"
_JUDGES = re.compile(r"^[\w'() -]{3,80}? (?:is|are) (?:fairer|better|safer|simpler|cheaper|clearer|easier|more \w+|less \w+)"
                     r" than\b", re.I)
#: or one course put before the other: "Keep one prices file ... rather than two copies", "I'd go with a countdown",
#: "I'd print it and send it with the bags" (not "I'd say", "I'd check": a guess or a step of looking)
_PREFERS = re.compile(r"\brather than\b|^(?:(?:yes|yeah|no)\W+)?I'?d (?:go with|use|keep|pick|choose|recommend|suggest)\b",
                      re.I)
#: any course the agent says it would take ("I'd print it and send it with the bags"), firm only with a "because",
#: "since" or what it is for after it (a colon after it, "I'd turn it off: ...", is often the user's cue to decide)
_WOULD = re.compile(r"^(?:(?:yes|yeah|no)\W+)?I'?d (?!(?:say|guess|think|bet|imagine|suspect|expect|need|have to|"
                    r"like to know|check|look|start|first|try|rather)\b)[a-z]+", re.I)
_WHY_WOULD = re.compile(r"\bbecause\b|\bsince\b|\bso (?:that|a|an|the|it|we|you|they|nothing|nobody|no one)\b", re.I)
#: why the course: "because ...", "since ...", a colon before it ("...: it gives the same ..."), or what it is for
#: ("..., so a misspelt key fails at startup")
_WHY_SO = re.compile(_WHY_WOULD.pattern + r"|:\s+\w", re.I)
#: the user taking it in a few words: "fair", "go on then", "aye do that", "8 then"
TAKES = re.compile(r"^\s*(?:fair(?: enough)?|fine|aye|go on|alright|cool|deal|works for me|agree|[\w.-]+ then|[\w.-]+ it is)\b",
                   re.I)


def asks(text: str) -> bool:
    """Whether the user's message asks something of the agent (not why something happened)."""
    return bool(_ASKS.search(text)) and not _WHY.match(text)


def proposal(sentence: str) -> bool:
    """Whether the agent's first sentence proposes a course with its reason ("Let's send the CSV, because
    she loads the logs ...") or judges one course better than another, with why."""
    s = sentence.strip()
    return bool(((_PROPOSES.match(s) or _JUDGES.match(s) or _PREFERS.search(s)) and _WHY_SO.search(s))
                or (_WOULD.match(s) and _WHY_WOULD.search(s)))
