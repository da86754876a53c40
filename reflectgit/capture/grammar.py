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

:func:`counter` reads the other way people correct without an order: they set what the agent did
against something else. "not `requests` - `httpx.AsyncClient`" (a negated choice the agent made,
then the counter-proposal), "we have a helper for that in utils/retry.py" (a pointer to what
already exists), "do we really want to hand-roll date parsing?" (a rhetorical question about the
agent's own step). The negated thing must be something the agent said or did: "not now, later"
negates nothing of it.
"""

from __future__ import annotations

import re

from reflectgit.capture import lesson

#: set against what the agent did: "Hold on.", "Ok, but ...", "That's not enough", "You hardcoded ...",
#: or a consequence predicted for it ("that'll double-charge when ...")
_CONTRAST = re.compile(r"^\s*(?:hold on|wait|hmm+|actually|careful|not yet|not so fast)\b"
                       r"|(?:^|[.!?]\s+)you'?re\s+(?:still\s+|just\s+)?(?!(?:doing|getting|going|making|killing|welcome|right)\b)[a-z]+ing\b"
                       r"|(?:^|[.!?]\s+)(?:that|this|it)(?:'ll| will| would|'d)\s+(?!(?:work|do|help|be|make|get|go|"
                       r"need|take|cover|fix|solve|suffice|save)\b)[a-z]+"
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
    if _CONTRAST.search(kept):
        # "you're bypassing the cache, go through CacheClient.get": after a contrast, an order may follow a comma
        order = order or next((p for c in lesson.clauses(kept) for p in re.split(r",\s+", c)[1:] if lesson.order_clause(p)), "")
        return ("correction", order) if order else None
    if not order:
        return None
    plain = lesson.ASIDE.sub("", kept)
    # a reason may also follow the order as a comma splice: "keep the ping at 20s, our mobile clients sleep after 30"
    spliced = bool(lesson._SPLICE.search(order)) and bool(lesson._split_reason(order)[1])
    if _SCOPE.search(plain) or _ALTERNATIVE.search(plain) or lesson._REASON.search(plain) or spliced:
        return "rule", order
    return None


#: a clause that negates a choice and names another: "not the ORM for this one, COPY FROM STDIN ..."
_NOT_X = re.compile(r"^(?:(?:hmm+|no|nope|nah|oh|ah|well)[,.!]?\s+)?(?:not|no need (?:for|to))\s+(?P<x>[^,;:]{1,60}?)\s*(?:[,;:]\s*|\s[—–-]+\s*|$)"
                    r"(?P<y>.*)$", re.I)
#: a pointer to what already exists: "we have a helper for that in utils/retry.py", "X already has Y"
_POINTER = re.compile(
    r"\b(?:we|you)(?:'ve| have)?\s+(?:already\s+)?(?:have|got)\s+(?:a|an|the|our|one|some)?\s*[\w-]+(?:\s+[\w-]+){0,2}?"
    r"\s+(?:for (?:that|this|it|exactly this|exactly that)\b|in\s+`?[\w.-]*[/.][\w./-]+)"
    r"|\bthere(?:'s| is)\s+(?:already\s+)?(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:for (?:that|this|it)\b|in\s+`?[\w.-]*[/.][\w./-]+)"
    r"|(?:^|\s)`?[\w.-]*[/._][\w./-]*`?\s+already\s+(?:has|have|does|do|handles?|provides?|exposes?|ships?|gives?|contains?)\b"
    r"|\balready (?:exists?|lives?) in\b", re.I)
#: a question about whether the agent's step is wanted: "do we really want to hand-roll date parsing?"
_RHETORICAL = re.compile(r"^(?:(?:hmm+|but|so|wait|ok(?:ay)?|uh|um)[,.]?\s+)?(?:(?:(?:do|does|did) (?:we|you|it|this)|should (?:we|you)"
                         r"|(?:are|were) (?:we|you) sure (?:we|you))\s+(?:really|actually|honestly)\s+"
                         r"(?:(?:want|need|have) to\s+)?|(?:can|could) (?:we|you) (?:please )?not\s+)(?P<what>[a-z][^?]{2,120})\?$", re.I)


#: a question that asks the agent to agree with another way: "shouldn't this go through the queue?",
#: "isn't there already a helper for this?" (:func:`asserted`)
_NEG_QUESTION = re.compile(r"^(?:(?:hmm+|but|so|wait|um|uh)[,.]?\s+)?(?P<aux>shouldn'?t|wouldn'?t|doesn'?t|don'?t|isn'?t|aren'?t|"
                           r"can'?t|won'?t)\s+(?P<subj>this|that|it|these|those|we|you|there|the\s+[\w.-]+(?:\s+[\w.-]+)?)\s+"
                           r"(?P<rest>[^?]{3,120})\?$", re.I)
_POSITIVE = {"shouldn't": "should", "wouldn't": "would", "doesn't": "does", "don't": "do", "isn't": "is", "aren't": "are",
             "can't": "can", "won't": "will"}
#: what makes such a question push another way rather than ask ("doesn't it compile?" only asks)
_PUSHES = re.compile(r"\balready\b|\bsupposed to\b|\binstead\b|\brather\b|\bjust\b|[`/()]|\w[._]\w", re.I)
#: the speaker's own intent set against what the agent did: "I wanted the total per customer, not per order"
_INTENDED = re.compile(r"^(?:(?:hmm+|no|nope|well|but)[,.]?\s+)?i (?:really |actually )?(?:wanted|meant|expected|needed|"
                       r"was (?:expecting|asking for|thinking of)|asked you to|told you to)\s+(?!to\b)\S"
                       r"|^(?:you|we) (?:should|ought to)(?:'ve|\s+have) [a-z]+(?:ed|en|t)\b|^you were supposed to\b", re.I)


def asserted(clause: str, agent_did: str | None = None) -> str:
    """The statement a negative question pushes ("shouldn't this go through the queue?" -> "This should
    go through the queue"; "isn't there already a helper in utils/?" -> "There is already a helper in
    utils/"), or "" for a question that only asks."""
    m = _NEG_QUESTION.match(clause.strip())
    if not m:
        return ""
    aux = m.group("aux").lower().replace("'", "")
    positive = next((v for k, v in _POSITIVE.items() if k.replace("'", "") == aux), "")
    if aux != "shouldnt" and not (_PUSHES.search(clause) and (agent_did is None or touches(clause, agent_did))):
        return ""  # "doesn't it compile?" only asks; "isn't it friday already?" is about no step of the agent's
    return lesson.upper_first(f"{m.group('subj')} {positive} {m.group('rest').strip()}")


#: words that name no thing the agent did: "not now", "not for this one"
_VAGUE = {"one", "here", "thi", "this", "that", "now", "later", "yet", "today", "tomorrow", "really", "sure", "quite"}


def _terms(text: str) -> set[str]:
    """Stemmed content words; identifiers split into their words ("requests.get(URL)" names requests)."""
    from reflectgit.query_text import content_terms, stem

    return {stem(w) for w in content_terms(re.sub(r"[^\w\s-]|_", " ", text))} - _VAGUE


def touches(text: str, agent_did: str) -> bool:
    """Whether ``text`` names something the agent said or did (a shared word, or one the prefix of
    the other: "parsing" / "parse", "date" / "datetime")."""
    said = _terms(agent_did)
    return any(w in said or any(len(min(w, v, key=len)) >= 4 and (v.startswith(w) or w.startswith(v)) for v in said)
               for w in _terms(text))


def negated_choice(clause: str, agent_did: str) -> tuple[str, str] | None:
    """(what the user negates, what they name instead) when a clause opens "not X, Y" and X is
    something the agent said or did; None otherwise ("not now, later" negates nothing of it)."""
    m = _NOT_X.match(clause.strip())
    if not m:
        return None
    x, y = m.group("x").strip(), m.group("y").strip(" .")
    return (x, y) if touches(x, agent_did) else None


#: an order that ends by negating the agent's choice: "use the logger not print"
_ORDER_NOT_X = re.compile(r"\s(?:,\s*)?(?-i:not)\s+(?P<x>[^,.;!?]{1,40})$", re.I)


def order_clause_not(clause: str, agent_did: str) -> bool:
    """Whether ``clause`` is an order whose closing "not X" names something the agent did."""
    m = _ORDER_NOT_X.search(clause)
    return m is not None and lesson.order_clause(clause[:m.start()]) and touches(m.group("x"), agent_did)


def rhetorical(clause: str, agent_did: str | None = None) -> str:
    """The step a rhetorical question doubts ("do we really want to hand-roll X?" -> "hand-roll X";
    "can we not log the body?" -> "log the body"), else "". With ``agent_did``, only a step that
    names something the agent did ("do we really need to finish this today?" doubts no step)."""
    m = _RHETORICAL.match(clause.strip())
    if not m or (agent_did is not None and not (touches(m.group("what"), agent_did) or lesson._CODE.search(m.group("what")))):
        return ""
    return m.group("what").strip()


def counter(text: str, agent_did: str) -> str:
    """The clause of a turn that corrects the agent by contrast rather than by order: a negated
    choice of the agent's with what to use instead, a pointer to what already exists, or a
    rhetorical question about its step; "" when there is none."""
    for c in lesson.clauses(text):
        if _BANTER.search(c):
            continue
        if (negated_choice(c, agent_did) or rhetorical(c, agent_did) or asserted(c, agent_did) or _INTENDED.match(c)
                or order_clause_not(c, agent_did)):
            return c
        if _POINTER.search(c) and not c.endswith("?"):
            return c
    # "not `requests` in here - `httpx.AsyncClient`": the dash splits the clause from its counter-proposal
    for s in (x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text)):
        if negated_choice(s, agent_did) and not _BANTER.search(s):
            return s
    return ""


#: a "no" that answers the agent's question and says nothing else: "nope, all good", "nah it's fine as is"
_DECLINES = re.compile(r"^\s*(?:no+|nope|nah|not really)\b[\s,.!]*(?:(?:it'?s|that'?s|we'?re|i'?m|all|everything(?:'s)?|looks)\s+)?"
                       r"(?:all\s+)?(?:good|fine|ok(?:ay)?|great|set|done|clear|it|enough|perfect|everything)?\b(?:\s+as\s+is)?"
                       r"[\s,.!]*(?:(?:no need|thanks?|thank you|ty|for (?:now|today)|i think|that'?s (?:all|it|everything))[\s,.!]*)*$", re.I)


def declines(text: str) -> bool:
    """Whether a reply to the agent's question is a bare "no" (with assent or thanks): it declines
    an offer, it does not correct anything. "no, we already soft delete ..." says more."""
    return bool(_DECLINES.match(text.strip()))


#: a turn that opens by turning the agent down: "no,", "nope.", "hmm no", "not like that"
_NEGATES = re.compile(r"^\s*(?:(?:hmm+|ah|uh|oh|wait|well)[,.]?\s+)?(?:no+|nope|nah|not (?:like|quite|really|that)|i'?d rather not)\b(?!\s+(?:problem|worries|"
                      r"need|thanks|idea|rush)\b)", re.I)


def contrasts(text: str, agent_did: str) -> bool:
    """Whether a user turn that answers an agent action sets itself against it (a correction) rather
    than adding to it (a rule): it turns the agent down, objects ("Hold on", "Ok, but", "that'll
    break ..."), negates a choice the agent made, points at what exists or doubts the step."""
    kept = " ".join(s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip() and not _BANTER.search(s))
    if not kept or declines(kept):
        return False
    return bool(_NEGATES.match(kept) or _CONTRAST.search(kept) or counter(kept, agent_did)
                or lesson.questions_choice(text))
