"""The agent's offer turned down for good, with why: a correction.

After a fix the agent offers the next step ("Should I send a push notification to the instructor when they're
rostered?", "I can also send the confirmation emails to the garden centres automatically", "I'll add a cleanup
job") and the user turns the thing itself down, not just this step, and says why: "thanks, but no push
notifications. the instructors are mostly retired and they have them all switched off", "thanks, but no texting
them, they're already in the shop by then". A bare "no thanks" / "no need" declines an offer and teaches nothing
(:func:`reflectgit.capture.grammar.declines`); the reason is what makes the refusal a lesson the next session
needs, or the agent offers the same thing again. No phrase rule read "no <the thing>" followed by a statement
(branch cap58, from heldout47's and heldout50's user corrections: 5 such replies missed).
"""

from __future__ import annotations

import re

from reflectgit.capture import lesson

#: the agent offering or announcing a step: "Should I ...?", "Do you want me to ...?", "I can also ...", "I'll ...";
#: or asking whether the thing is wanted: "Want a pop-up on the till ...?", "Would you like a 'Sign up with Google'
#: button too?", "Do you want the site to post new shouts to Facebook ...?", "... — want a photo field?"
_OFFERS = re.compile(r"\b(?:should i|shall i|do you want me to|want me to|would you like me to|i can(?: also)?|"
                     r"i could(?: also)?|i'?ll|i will|i'?m going to)\b"
                     r"|\b(?:do you |would you )?(?:want|like) (?:a|an|the|it|us|them|some|this|that)\b[^.!?]{0,120}\?", re.I)
#: the reply turning the thing down: "(thanks, but) no <the thing>" - not "no need", "no thanks", "no worries"
_NO_THING = re.compile(r"^\W*(?:(?:thanks?|thank you|cheers|great|cool|perfect|lovely|ta|nice)[,.!]?\s+(?:but,?\s+)?)?"
                       r"no\s+(?!(?:need|thanks?|thank|worries|problem|rush|idea|way|more|longer|not|its|it'?s|i|we|you|"
                       r"that|this|then)\b)(?P<thing>[a-z][^,.;:!?—–]{2,80})", re.I)


#: the user saying it again: the lesson is the first time it was said ("that's exactly what i said not to do")
REPEATS = re.compile(r"\b(?:(?:exactly\s+)?what i said|i said|as i said|like i said|i already said|i told you|told you)\b",
                     re.I)


def declined(reply: str, before: str) -> str:
    """"no <the thing>" when ``reply`` turns down what the agent's prose ``before`` offered and says why in a
    statement after it, else ""."""
    if not _OFFERS.search(before):
        return ""
    m = _NO_THING.match(reply.strip())
    if not m or REPEATS.search(reply):
        return ""  # "no grace, i said. off the rota the day it lapses": a rule said before, said again
    rest = reply.strip()[m.end():].lstrip(" ,.;:!—–-")
    # the why may share its clause with what to use instead: "use the OS OpenData map, members complained ..."
    said = lesson.clauses(rest)[:2]
    after_order = said[0].split(", ")[1:3] if said else []
    if not any(lesson._explains(c) for c in [*said, *after_order]):
        return ""  # "thanks, but no emails for now": no why, nothing the next session needs
    return f"no {m['thing'].strip()}"
