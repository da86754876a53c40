"""A task message that opens with what went wrong in the world, then says how things are done.

Owners and staff set a task by telling the incident first, in the past ("rota left the shop with nobody on from
5 to 7 on thursday", "a customer got his reminder text at 3am", "quote for a farm 19 miles out came back the same
price as one in town"), then state the norm the code broke in the plain present, as its own sentence, mostly with
its why after it: "there are always two barbers on during opening hours, even the quiet bits, one on his own cant
take a break", "reminder texts go out between 9am and 8pm only, and never on a sunday, people complain". No "must"
or quantifier marks the norm, so :func:`grammar.stated_norm` and :func:`grammar.bounded_norm` read none; the
incident before it is what makes the present-tense sentence a norm and not a description of the system (branch
cap50, from heldout44-47's task-message misses, 18 of 23 in this shape).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reflectgit.capture import grammar, lesson, memo

#: the incident: a past-tense verb (regular, or a common irregular one); "need" and "speed" are no past
_PAST = re.compile(r"\b(?:was|were|did|got|put|left|gave|came|went|sent|had|rang|said|showed|told|sold|took|let|"
                   r"ran|saw|found|forgot|paid|bought|lost|broke|[a-z]{2,}(?<!e)ed)\b", re.I)
#: a past tense in the norm's own words makes it a report too ("the app said fine"); a participle after "is /
#: are / get / be" is the present passive ("walk-ins are served", "tyres get changed") and stays
_PAST_IN_NORM = re.compile(r"\b(?:was|were|did|had|didn'?t|wasn'?t|weren'?t)\b"
                           r"|(?<!\bis )(?<!\bare )(?<!\bbe )(?<!\bget )(?<!\bgets )(?<!\bbeen )\b[a-z]{3,}(?<!e)ed\b", re.I)
#: what happens now or happened once is a report, whatever its tense: "washer 3 is making the bearing noise
#: again", "the label ... is printed yesterday"
_NOW = re.compile(r"\b(?:is|are|isn'?t|aren'?t|keeps?)\s+(?:still\s+)?[a-z]{2,}ing\b|\b(?:again|yesterday|today|tonight|"
                  r"this (?:morning|week)|last (?:night|week|month|time)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I)
#: a clause that only names the files ("src/remind.cr", "stock.ts and stock_test.ts") is no sentence of the message
_PATHS = re.compile(r"^(?:(?:its all in|code is in|in|see|and|tests? in)\s+)*[\w./-]*[./][\w./-]*(?:[\s,]+(?:and\s+)?[\w./-]*[./][\w./-]*)*$", re.I)
#: a pasted note ("pasting what carol wrote ...: 'For Meg ...'"): its sentences are the note's, read by memo.py
_PASTED = re.compile(r"\bpast(?:e|ed|ing)\b|\btyp(?:ed|ing) it up\b|\bwrote\b|\bnotes?\b[^.]{0,40}:\s*['\"]", re.I)
#: a head that opens on what was just said ("thats the screen saying done", "theres 3 on row F") or ends on it
#: ("our risk assessment is built on it": the why of the sentence before)
_BACK = re.compile(r"^(?:thats|theres|heres|whats)\b|\b(?:it|that|this|them|those)$", re.I)
#: the code or where things are, described ("slot writes are in src/repo/slots.ts", "AvailNotifBuilder builds the
#: siteminder message", "mysql is outside the mesh"): the message's detail, no norm of the world; a unit ("mg/l",
#: "km/h") is no path
_CODE = re.compile(r"(?<![\w-])(?![a-z]{1,3}/[a-z]{1,3}\b)[\w-]+/[\w./-]+|\b\w+\.[a-z]{1,5}\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|`|\b[a-z]+_\w+"
                   r"|(?i:\b(?:is|are|lives?|sits?)\s+(?:in|on|at|behind|outside|inside)\b)"
                   r"|(?i:\b(?:builds?|calls?|pushes|reads?|writes?|syncs?|parses?|renders?|loads?)\b)")
#: what the message says after a norm alone ("that's been the rule since my dad had the shop")
_THATS = re.compile(r"^(?:thats|that'?s|its|it'?s|this is)\b", re.I)
#: "there are always two barbers on": a norm though "there" opens it
_THERE_ALWAYS = re.compile(r"^there (?:is|are) (?:always|never)\b", re.I)


def _norm_head(piece: str) -> str:
    """The piece as a norm's head, or "" when it is no plain-present statement of how things are done."""
    head = lesson.strip_lead(grammar._COLON_LEAD.sub("", piece.strip()))
    if (head.rstrip().endswith("?") or len(head.split()) < 5
            or (grammar._NOT_A_SUBJECT.match(head) and not _THERE_ALWAYS.match(head))
            or _BACK.search(head.rstrip(" .!")) or _CODE.search(head) or grammar._SPEAKER.search(head) or lesson.order_clause(head)
            or not grammar._FINITE_VERB.search(head) or _NOW.search(head)
            or _PAST_IN_NORM.search(" ".join(head.split()[:8]))):
        return ""
    return head


def incident_norm(text: str, reports: Callable[[str], bool]) -> str:
    """The norm a task message states in the plain present right after the incident that broke it, with what
    bounds or backs it in the same sentence or a "that's ..." after it: "a new blade for every customer, no
    exceptions, ...", "the 10th cut is free, not the 11th". Only when the message's first clause tells the
    incident in the past; not a pasted note (memo.py reads those), not a task that asks for a repair, not an order,
    not the speaker's account, not what goes on now, not a sentence that names code or says where things are
    ("slot writes are in src/repo/slots.ts", "mysql is outside the mesh": the message's detail), not a report of
    what the code does or of a symptom (``reports``: the caller's reader of symptoms); "" when there is none."""
    plain = grammar._QUOTED.sub("", grammar._FENCE.sub("\n", text))
    if grammar._REPAIR_TASK.match(plain) or memo.is_memo(text) or _PASTED.search(text):
        return ""
    found = lesson.clauses(grammar._stated(plain))
    if len(found) < 2 or not _PAST.search(found[0]):
        return ""
    said = [c for c in found[1:] if not _PATHS.match(c.strip())]
    for i, c in enumerate(said[:1]):  # the sentence right after the incident; later ones are its detail
        pieces = re.split(r",\s+(?![^()]*\))(?!(?:and|or|not)\b)", c)
        nxt = said[i + 1] if i + 1 < len(said) else ""
        if len(pieces) < 2 and ", not " not in c and not (nxt and (_THATS.match(nxt) or grammar._because(nxt))):
            continue  # a bare statement ("mysql is outside the mesh"); a norm comes with what bounds or backs it
        head = _norm_head(pieces[0])
        if not head:
            continue
        norm, why = lesson._split_reason(head)
        norm = norm.partition(": ")[0]
        if grammar.diagnosis_like(norm, nouns=True) or grammar.observed(norm) or reports(norm) or grammar.one_off(norm):
            continue
        return norm.strip()
    return ""
