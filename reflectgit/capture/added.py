"""A rule the user adds later in the session, with why (issue 20, cap104).

After the task is under way the user often adds one more standing rule to it in passing: "oh and a family can have
at most 4 tickets per child playing, the hall holds 300 ...", "perfect, and always one vegan soup every night, we
get a lot of people who don't eat meat ...", "and tours never on a thursday afternoon either, the stones are hot".
No order opens it and often no verb carries it, so neither the phrase rules nor the task message's readers
(:func:`grammar.stated_norm`, :func:`grammar.bounded_norm`) read it. What marks it is the shape: a clause the user
adds ("and", "also", "oh and", "plus", "one more,") that states a bound (always / never / only / every / at most /
no X ...), with why said after it. A report of what goes wrong ("and it never saves the draft, ..."), the speaker's
own account, a question, a one-off or chat is none.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reflectgit.capture import grammar, lesson

#: the words that add a clause to what was said before: "and", "also", "oh and", "plus", "one more,", "btw"
_ADDS = re.compile(r"^(?:(?:oh|ah|ok(?:ay)?|(?:yes|yep|yeah|sure)(?:\s+(?:do|please|pls))?|perfect|great|cool|lovely|right)"
                   r"[,.!]?\s+)*"
                   r"(?:and|also|plus|one more(?: thing)?\s*[,:]|btw|by the way)[,:]?\s+(?=\w)", re.I)
#: what bounds the added clause to a norm
_BOUND = re.compile(r"\b(?:always|never|only|every|each|nobody|no one|nothing|at most|at least|no more than|"
                    r"shouldn'?t|should not|mustn'?t|must|has to|have to|may not|not allowed)\b"
                    r"|^no\s+(?!(?:wait|worries|problem|rush|idea|need|way|longer)\b)[a-z]{3,}", re.I)


def added_norm(text: str, reports: Callable[[str], bool]) -> str:
    """The norm a later user message adds to the work, with why after it, or "" (see the module's doc)."""
    plain = grammar._QUOTED.sub("", grammar._FENCE.sub("\n", text))
    said = lesson.clauses(plain)
    for i, clause in enumerate(said):
        pieces = grammar.NORM_COMMA.split(clause)
        for k, piece in enumerate(pieces):
            lead = _ADDS.match(piece.strip())
            if lead is None:
                continue
            head = lesson.upper_first(piece.strip()[lead.end():])
            if (head.rstrip().endswith("?") or len(head.split()) < 4 or not _BOUND.search(head)
                    or grammar._NOT_A_SUBJECT.match(head) or grammar._SPEAKER.search(head)):
                continue
            norm, why = lesson._split_reason(head)
            if (grammar.diagnosis_like(norm) or grammar.observed(norm) or reports(norm) or grammar.one_off(norm)
                    or grammar._FREEZE.search(norm.split(",")[0])):
                # "and the export only ever has 3 columns, ...": what the code does, reported; "and nobody update the
                # laptop before saturday, ...": it ends on its own
                continue
            after = pieces[k + 1:]
            nxt = said[i + 1] if i + 1 < len(said) else ""
            if (why or lesson._REASON.search(head)
                    or any(grammar._because(x) or (lesson._explains(x) and not lesson.order_clause(x)) for x in after)
                    or (nxt and not after and grammar._because(nxt))):
                return norm.strip()
    return ""
