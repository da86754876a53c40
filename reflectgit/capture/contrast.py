"""How a user turn sets itself against what the agent just did, read from its shape.

People correct without an order as often as with one: they negate a choice the agent made and name
another ("not `requests` - `httpx.AsyncClient`", "no need for a new class, a function is enough"),
point at what already exists ("we have a helper for that in utils/retry.py", "X already has Y"),
doubt the agent's step in a question ("do we really want to hand-roll date parsing?", "can we not
log the body?"), push another way in a negative question ("shouldn't this go through the queue?")
or set their own intent against the result ("I wanted the median, not the mean"). What makes the
first and the questions corrections is that they name something the agent said or did
(:func:`touches`): "not now, later" and "isn't it friday already?" name nothing of it.

Pure readers over one clause and the agent's words; :mod:`reflectgit.capture.grammar` reads whole
turns with them and :mod:`reflectgit.capture.lesson` writes the lesson's parts from them.
"""

from __future__ import annotations

import re

#: code in a clause: a code span, a dotted or slashed name, a call, camelCase, an acronym
CODE = re.compile(r"`[^`]+`|\w[._/]\w|\w\(\)|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b[A-Z]{3,}\b")


def upper_first(s: str) -> str:
    """First letter upper case, unless the text opens with code ("retry_call does ...",
    "http.get hung ...": an identifier keeps its case)."""
    if not s or re.match(r"[\w-]*[._/(][\w(]|[a-z]+[A-Z]", s):
        return s
    return s[:1].upper() + s[1:]


#: a clause that negates a choice and names another: "not the ORM for this one, COPY FROM STDIN ..."
NOT_X = re.compile(r"^(?:(?:hmm+|no|nope|nah|oh|ah|well)[,.!]?\s+)?(?:not|no need (?:for|to))\s+(?P<x>(?:[^,;:]|:(?=[\w/]))+?)\s*(?:(?:[,;]|:(?![\w/]))\s*|\s[—–-]+\s*|$)"
                    r"(?P<y>.*)$", re.I)
#: a pointer to what already exists: "we have a helper for that in utils/retry.py", "X already has Y"
POINTER = re.compile(
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
INTENDED = re.compile(r"^(?:(?:hmm+|no|nope|well|but)[,.]?\s+)?i (?:really |actually )?(?:wanted|meant|expected|needed|"
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
    return upper_first(f"{m.group('subj')} {positive} {m.group('rest').strip()}")


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
    m = NOT_X.match(clause.strip())
    if not m:
        return None
    x, y = m.group("x").strip(), m.group("y").strip(" .")
    return (x, y) if touches(x, agent_did) else None


def rhetorical(clause: str, agent_did: str | None = None) -> str:
    """The step a rhetorical question doubts ("do we really want to hand-roll X?" -> "hand-roll X";
    "can we not log the body?" -> "log the body"), else "". With ``agent_did``, only a step that
    names something the agent did ("do we really need to finish this today?" doubts no step)."""
    m = _RHETORICAL.match(clause.strip())
    if not m or (agent_did is not None and not (touches(m.group("what"), agent_did) or CODE.search(m.group("what")))):
        return ""
    return m.group("what").strip()


#: a thing named precisely: code (see CODE), a host or file name, a device ("can0"), or a quantity with its
#: unit ("1 hour", "30s")
_NAMED = re.compile(r"[\w./:-]*(?:" + CODE.pattern + r")[\w./:()-]*|\b[a-z]+\d+\b|(?i:\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds?|m|mins?|minutes?|h|hours?|days?|weeks?|"
                    r"kb|mb|gb|tb|%|x)\b|\b(?:prod(?:uction)?|staging|live|dev)\b)")
#: a statement says what something is or must be: "invoices.live is the queue ...", "that's production",
#: "memory_limiter has to stay first", "1 hour is way too short"
_IS = re.compile(r"\b(?:is|are|was|'s|has to|have to|must|needs? to|goes|go|belongs?|lives?)\b", re.I)


#: a statement of what goes wrong: "k_msleep there asserts on debug builds", "the portal takes 6s",
#: "a job in another region pays egress": the consequence that makes an order a rule
HARM = re.compile(r"\b(?:breaks?|broke|hangs?|hung|crash(?:es|ed)?|asserts?|panics?|overwrites?|wipes?|leaks?|corrupts?|"
                   r"drifts?|throttles?|deadlocks?|stalls?|starves?|pays?|costs?|double[- ](?:charges?|counts?|bills?)|"
                   r"(?:times?|timed) out|falls? behind|out of order|paged|pages (?:us|someone|on-?call)|"
                   r"takes? (?:\d+|like \d+|about \d+)\s*(?:ms|s|sec|secs|seconds|min|mins|minutes|h|hours)\b|"
                   r"runs? out of|blows? up|(?:is|are|gets?|goes|went) (?:wrong|stale|lost|corrupted|dropped))\b", re.I)


#: what makes the statement a warning: it is production, live, public, customers', too much, not it
_ALARM = re.compile(r"!|\b(?:prod(?:uction)?|live|public|customers?'?|real|too|not|isn'?t|aren'?t|never|wrong|only for)\b", re.I)
#: a consequence said as a condition: "and if that happens while nobody's home the beds flood"
_IF_SO = re.compile(r"\bif (?:that|this|it|we|you|they)\b", re.I)
#: ("right now", "right away" say when, not that it is right: "dock_slots is the live calendar, carriers are booking
#: into it right now")
PRAISE = re.compile(r"\b(?:perfect|good|great|fine|nice|correct|right(?!\s+(?:now|away|after|before|then|there|here))|better|"
                     r"works?|lgtm|thanks?|thx)\b", re.I)


def _named(text: str) -> set[str]:
    return {m.group(0).strip("`").lower() for m in _NAMED.finditer(text)}


def substitutes(sentences: list[str], agent_did: str) -> str:
    """The statement of a turn that corrects by naming what the agent used and, after it, what to use
    instead ("invoices.live is the queue customers' invoices go out from. the replay goes to
    invoices.shadow"; "1 hour is way too short ... keep 7 days"), else "". The first sentence names
    something of the agent's step precisely and says what it is; a later one names another thing the
    agent did not use."""
    said = [x.strip() for x in sentences if x.strip()]
    if len(said) < 2 or said[0].endswith("?"):
        return ""
    first = said[0]
    if not (_ALARM.search(first) or any(HARM.search(x) or _IF_SO.search(x) for x in said)) or PRAISE.search(first):
        return ""  # "30s is perfect. now bump ...", "client.ts is the only client we ship. next ...": no correction
    did = agent_did.lower()
    theirs = {n for n in _named(first) if n in did}
    if not theirs or not _IS.search(first):
        return ""
    other = {n for x in said[1:] if not x.endswith("?") for n in _named(x)} - _named(first)
    return first if any(n not in did for n in other) else ""

