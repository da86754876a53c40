"""A decision the speaker points back at: "... we show the estimate without the percentage at all, the
front desk decided that last month because people read 80% as a promise".

"X decided that after / last month / with them / because ..." does not say what was decided: its "that"
is a pointer to what the speaker just said (a complement clause would follow "decided that" with a
subject and a verb: "we decided that the ids stay"). The decision is the clause before it, in the same
sentence ("we keep the anticoagulant question as a hard required field, the surgeons decided that
after the warfarin extraction in june") or, when the pointer opens its sentence, the sentence before
("yes add the half metre. we decided that after the job in heptonstall where ..."); what follows the
pointer is why. The phrase rules (:data:`reflectgit.capture.signals.PATTERNS`) find the pointer;
:func:`decided` turns it into the words a note states.

A decision is also what it decided against: :func:`passed_over` names the option of the question a pick did not
take ("should we keep the statsbook and import it, or have the NSOs enter everything on tablets?" - "let's go
with 1, importing the statsbook after the bout"), for the note to say both.
"""

from __future__ import annotations

import re

#: the pointer: "<someone> decided that" + when, with whom or why — not a clause of its own
POINTER = re.compile(r"\b(?:decided|agreed|chose) (?:that|this|it)\s+(?=(?:after|before|last|in|on|at|with|because|since|"
                     r"when|back|together|years?|months?|weeks?|ages|a while|once|yesterday|ourselves)\b)", re.I)
#: the pointer's subject and what leads the sentence: "the front desk", "we", "and the surgeons"
_SUBJECT = re.compile(r"(?:^|[,;:—–-]\s*|\s)(?:(?:and|but|so|because|since)\s+)?(?:we|they|i|the [\w' -]{1,30}?|[\w'-]+)\s+$", re.I)
_LEAD = re.compile(r"^(?:(?:yes|yep|yeah|ok(?:ay)?|sure|also|and|so|then|good|great)[,.!]?\s+)+", re.I)


def decided(text: str) -> str:
    """What the speaker decided when their words point back at it ("... , the surgeons decided that after
    ..."), the clause or sentence before the pointer, without its "yes" / "and" / "also" lead; "" when the
    text holds no such pointer or nothing stands before it."""
    m = POINTER.search(text)
    if not m:
        return ""
    head = text[: m.start()]
    s = _SUBJECT.search(head)
    before = head[: s.start()] if s else head
    sentences = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", before) if x.strip()]
    if not sentences:
        return ""
    last = sentences[-1].rstrip(" ,;:—–-.")
    if before.rstrip().endswith((".", "!", "?")) or not last:  # the pointer opens its sentence: the one before
        last = sentences[-1].rstrip(" .!?")
    said = _LEAD.sub("", last).strip()
    return said if len(said.split()) >= 2 else ""


#: how a question between courses opens before its first option: "should we", "do we show couples", "shall I use"
_ASKS = re.compile(r"^(?:[^:?]{1,60}:\s+)?(?:for [\w' -]{1,30}?\s+)?(?:should|shall|do|would|can|could) (?:we|i|you)\s+",
                   re.I)


#: what is said before the question's options: a lead-in before a colon or a dash ("two questions: ", "before you
#: write anything for the junior coaching signup - "), reported speech ("the committee wants to know if we ",
#: "asked whether we "), "either", a clause before the question ("before you touch the site, should we ...")
_LEAD_INS = (re.compile(r"^.*(?::|\s[-–—])\s+(?=\S)"), re.compile(r"^.*?\b(?:if|whether)\s+", re.I),
             re.compile(r"^.*?\beither\s+", re.I),
             re.compile(r"^[^,?]*,\s+(?=(?:should|shall|do|does|would|can|could)\s)", re.I))  # "before you touch the site, "
#: the question's subject before its verb, when the options are what it does: "should the import run every night, or
#: when ...", "Should the counter reset on 1 January or ..."
_SUBJECT_ASKED = re.compile(r"^(?:should|shall|do|does|would|will|can|could)\s+(?:the|a|an|our|each|every|this|that|their)\s+"
                            r"[\w'-]+\s+(?=(?:go|be|run|reset|get|show|use|send|have|take|come|stay|count|start|work|"
                            r"print|live|sit|appear|happen)\b)", re.I)
#: a pick that answers yes or no
_YES_NO = re.compile(r"^\W*(?:yes|yeah|yep|yup|no|nope|nah)\b", re.I)


def passed_over(asked: str, picked: str) -> str:
    """The option of the question ``asked`` ("should we keep the statsbook and import it, or have the NSOs enter
    everything into our own database on tablets?") that the pick ``picked`` did not take, by the words they share:
    what was decided against, which a later session needs as much as the pick; "" when the question holds no two
    options or the pick does not tell them apart."""
    from reflectgit.query_text import content_terms, stem

    if _YES_NO.match(picked):
        return ""  # "Should first editions or signed copies get a flag?" - "Yes flag them": no option passed over
    q = " ".join(asked.split()).rstrip(" ?")
    for lead in _LEAD_INS:  # "two questions: named or bearer", "the committee wants to know if we keep ... or ..."
        m = lead.match(q)
        if m and " or " in q[m.end():]:
            q = q[m.end():]
    q = _ASKS.sub("", q, count=1)
    if _SUBJECT_ASKED.match(q):  # "Should the route go to the driver's phone or be printed?"
        q = re.sub(r"^be\s+", "", _SUBJECT_ASKED.sub("", q, count=1))  # "should the schedule be cron or ..."
    options = [o.strip(" ,;") for o in re.split(r",?\s+or\s+", q) if o.strip(" ,;")]
    if len(options) != 2:
        return ""
    took = {stem(w) for w in content_terms(picked)}
    shared = [len({stem(w) for w in content_terms(o)} & took) for o in options]
    if shared[0] == shared[1]:
        return ""
    return options[shared.index(min(shared))]
