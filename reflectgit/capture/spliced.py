"""Why an order holds, said after a comma inside the order's own clause (issue 20: a lesson keeps its reason).

People give an order and splice what happened to them onto it with a comma, no "because": "don't add
#[allow(clippy::all)] like the old PR did, we shipped a real overflow in 0.3", "always use --atomic with helm
upgrade on prod, a half-rolled release last month left us with two replica sets fighting", "prefix everything
qa_ btw, we share the options table with 40 other plugins". The clause splitter keeps such a clause whole, so
the statement stayed in the rule and the note had no reason (or a stub: "because of that"). This module finds
those spliced statements; the session writer adds them to the reason and leaves the rule as said.
"""

from __future__ import annotations

import re

from reflectgit.capture import lesson

#: where a clause splices a second one onto its order: a comma (a colon is left: "{.push checks: off.}")
_SPLICE = re.compile(r",\s+")
#: what "we" tell of themselves that is no convention: an incident or a fact about the team's setup
#: ("we shipped a real overflow", "we've lost data that way", "we got flagged in the security review",
#: "we keep getting bitten by this", "we share the options table with 40 other plugins")
_WE_TELL = re.compile(r"^we(?:'ve| have| had)?\s+(?:(?:already|once|just|all)\s+)?"
                      r"(?:[a-z]+ed|had|got|lost|shipped|broke|hit|spent|ran|took|left|keep getting|kept getting|share|"
                      r"run|host|serve|sell|ship|pay|get paged|burned|burnt)\b", re.I)
#: what follows the comma without stating a reason: a list, a condition, an aside, the next step, a
#: convention said with "we" (lesson's own list of such openers, "we" read by ``_WE_TELL`` instead)
_NOT_STATED = re.compile(r"^(?:we|you|i|and|or|but|then|not|no|so|please|pls|just|also|plus|e\.g|i\.e|like|with|without|"
                         r"for|to|in|on|at|from|by|via|instead|rather|except|unless|if|when|once|until|before|after|"
                         r"thanks?|ok(?:ay)?|lol|haha|otherwise|which|where|who|whose|what|how|even|only|same|both|"
                         r"either|etc|because|since|as)\b", re.I)
#: a verb that makes the words after the comma a statement: an auxiliary or copula, a past tense, or a
#: present tense of the subject ("a purge storm took the origin down", "mac font hinting differs from ...")
_STATES = re.compile(r"\b(?:is|are|was|were|has|have|had|does|did|can'?t|won'?t|will|would|could)\b|n't\b|'(?:s|re|ve)\b"
                     r"|^(?:(?!(?:and|or)\b)[\w.'/-]+\s+){1,5}(?:[a-z]{2,}ed|took|left|broke|lost|got|ran|hit|went|"
                     r"came|made|cost|blew|ate|[a-z]{3,}(?<!ss)(?<!ous)(?<!ics)(?<!ness)s)\b", re.I)


#: the alternative named after the order, not why: "..., not in a post_save signal", "..., it's what the other tests use"
_WHAT_ELSE = re.compile(r"^(?:not|no)\b|^(?:it'?s|its|that'?s|thats|this is)\s+what\b", re.I)


def _orders(head: str) -> bool:
    """Whether the words before the first comma give the rule: an order by its shape or its lead ("don't", "no",
    "always"), or a norm said with no pronoun or article opening it ("prefix everything qa_ btw", "bonfires are
    only allowed november to march", "3 readings in a row"); not a discourse lead alone ("Around here, feature
    branches get deleted ...": what follows it is the rule itself, not why)."""
    if _LEAD_ONLY.match(head.strip()):
        return False
    return bool(lesson.order_clause(head) or lesson._ORDER_LEAD.match(head) or not lesson._SUBJECT.match(head)
                or re.search(r"\b(?:always|never|don'?t|do not|use|avoid|prefer)\b", head, re.I))


#: a discourse lead that opens a message before its rule, and says nothing by itself
_LEAD_ONLY = re.compile(r"^(?:around here|here|honestly|basically|generally|in general|as a rule|for the record|fyi|btw|"
                        r"by the way|note|ps|also|anyway|frankly|seriously|to be clear|just so you know)$", re.I)


def spliced_reasons(clause: str) -> list[str]:
    """The statements spliced after the order a clause opens with ("..., we shipped a real overflow in 0.3"),
    as said; [] when the clause opens with no order or splices only the next step, a list or an aside."""
    head, *rest = _SPLICE.split(lesson.strip_lead(clause))
    if not rest or not _orders(head):
        return []
    found = []
    for part in rest:
        part = part.strip(" .")
        if len(part.split()) < 4 or lesson.order_clause(part) or lesson._imperative(part) or part.endswith("?"):
            continue
        if lesson._PROVIDES.search(part) or _WHAT_ELSE.match(part):
            continue  # the alternative: "..., not in a post_save signal", "..., it's what the other tests use"
        if _WE_TELL.match(part) or (not _NOT_STATED.match(part) and lesson._explains(part) and _STATES.search(part)
                                    and not lesson._NOT_A_REASON.search(part)):  # not where it lives, which one is meant
            found.append(part)
    return found


#: a reason that only points back at what was said before it: "because of that", "for that reason"
_ANAPHORIC = re.compile(r"^(?:because of (?:that|this|it)|for (?:that|this) reason|that'?s why)\W*$", re.I)


def with_spliced(reason: str, stated: str) -> str:
    """The reason with the spliced statements first: said with the order itself, they are why it holds, and a
    reason found elsewhere in the message follows ("A deploy that fails silently leaves half the fleet on the old
    build; the timeout is fine"). A reason that only points back at them ("because of that") ends their
    sentence: "We shipped a real overflow in 0.3 because of that"."""
    if not reason:
        return stated
    if _ANAPHORIC.match(reason.strip()):
        return f"{stated.rstrip('.')} {lesson._lower_first(reason)}"
    return f"{stated.rstrip('.')}; {lesson._lower_first(reason)}"
