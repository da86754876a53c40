"""A value or way the user sets against the one the agent just announced, with why, that the agent then takes up.

The agent says what it will do or did ("I'll show one decimal place on the board, 14.1°C.", "I'll move the battery
check to monthly", "I set TURNAROUND to 10 minutes."), and the user answers with the other value or way first and
its reason after it, with no "no", "not" or "instead" to mark it: "whole degrees, the board is only 2 digits and
nobody ... cares about the decimal", "top 10, the board on the wall has 10 slots ...", "weekly stays, the cold on
the tops drains them in hours ...", "only litres please, the pump and the cans are in litres ...". No phrase rule
reads a bare value, and :func:`reflectgit.capture.signals.redirects` wants a head of three words or a word of the
plan. What marks the reply as a correction is the agent's next words: they take up the head's words where its own
announcement had others ("Whole degrees now.", "Top 10, same as the wall board.", "Weekly it stays.", "Litres
only."). A next step ("flash it, im by the board" - "Flashed.") takes up the word of an order, so the head must not
be one of those, and a question, an agreement or a report is no value set (branch cap51, from heldout44-48's user
corrections: 20 of 56 misses on heldout44-47 were corrections, most in this shape).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reflectgit.capture import chat, grammar, lesson
from reflectgit.capture.transcript import Turn

#: where the head (the value or way) ends and its reason starts: a comma, a semicolon, a dash or a sentence end
_HEAD_END = re.compile(r"[,;:]\s+|[.!]\s+|\s[—–-]\s")
#: a reply that asks, agrees, adds or refuses by a word of its own, read elsewhere or not a value at all:
#: "should we take a deposit ...", "what about when ...", "ok but offer them ...", "also the boards say ...",
#: "no leave Kamal, I'll sort him": other readers take a "no", and what none of them takes is no value set
_NOT_A_VALUE = re.compile(r"^\W*(?:ok(?:ay)?|yes|yep|yeah|yup|sure|right|good|great|nice|cool|perfect|fine|thanks|thank|ta|"
                          r"cheers|lovely|brilliant|sound|also|and|plus|btw|but|so|then|what|when|where|which|who|why|how|"
                          r"should|shall|could|would|can|do|does|did|is|are|was|were|will|if|maybe|perhaps|i|i'?m|i'?ll|"
                          r"i'?ve|i'?d|we'?ll|let'?s|you|no|nope|nah|wait|hmm+|lol|haha)\b", re.I)
#: a first sentence that only refuses ("no way.", "nope."): the value follows it ("no way. own account only, ...")
_BARE_REFUSAL = re.compile(r"^\W*(?:no+(?: way)?|nope|nah|god no|hell no)\W*$", re.I)
#: a first sentence that only acknowledges what the agent did: "looks good.", "perfect.", "good." - the value follows
_ACK = re.compile(rf"^\W*(?:(?:{chat.ACKS})\W*)+$", re.I)
#: the words that add one more thing to the work: "also show the percentage ...", "and the roster pdf, ...",
#: "sorry one more, bookings should be in 30 minute slots not 15"
_MORE = re.compile(r"^\W*(?:sorry,?\s+)?(?:oh,? )?(?:(?:and also|and|also|plus)\b,?\s+)?"
                   r"(?:one (?:more|last)(?: thing)?\b[,:.!]?\s+)?", re.I)
#: a change asked for as a question: "can it be A5 rather than A4?", "can the csv use semicolons?"
_ASKS_CHANGE = re.compile(r"^(?:can|could)\s+(?:it|they|the|this|that|these|those)\s+(?!you\b)", re.I)
#: the clause that sets the value after what it is about: "the score font ... is tiny, make it 120pt, ...",
#: "the roster pdf, can it be A5 ...?"
_SETS = re.compile(r"^(?:(?:make|set|change|turn|round|cap)\s+(?:it|them|that|this|those)\b|(?:can|could)\s+"
                   r"(?:it|they)\s+be\b)", re.I)
#: a reply that ends by asking for the change as a task: "..., put that in", "add it"
_PUT_IN = re.compile(r"\b(?:put|add|change|update|do|enter)\s+(?:that|this|it|them)(?:\s+(?:in|on|up))?\W*$", re.I)
#: a why that says who will see to it: "tom will phone them himself", "i'll tell them" - not what will happen
#: ("parents will get a text every day and stop reading them" is why)
_PLANS = re.compile(r"\b(?:himself|herself|themselves|myself|ourselves)\b|^(?:i|we)(?:'ll| will| am going to| are going to)\b",
                    re.I)
#: a head that says what the thing does now ("the confirmation email says 13:00 ...", "the page shows ..."), and the
#: words that make it what it ought to do ("the receipt should say 'restring' not 'service'", "only the engineer puts
#: it back")
_DOES_NOW = re.compile(r"\b(?:says|shows|gives|prints|displays|sends|lists|reads|puts|was|were)\b", re.I)
_OUGHT = re.compile(r"\b(?:should|must|has to|have to|needs? to|to|only|never|always|every|nobody|no one)\b", re.I)
#: a value that sets something: "make it 14", "set them to ...", or a number
_VALUE = re.compile(r"^(?:make|set|change|turn|round|cap|show)\s+(?:it|them|that|this|those)\b|\d", re.I)
#: a why that goes on saying the value: "..., not only at power on", "..., instead of ..."
_GOES_ON = re.compile(r"^(?:not|no|never|only|instead|rather|or|and)\b", re.I)


def overrides(reply: str, head: str, rule_phrase: str) -> bool:
    """Whether the value ``head`` taken up, not the norm read as a rule, is the lesson: "make it 14, the charter
    allows 15 but we always keep a spot open ..." - the norm word sits in the why of a value set."""
    _, why = head_and_reason(reply)
    return bool(head and why and _VALUE.search(head) and rule_phrase.lower() in why.lower()
                and rule_phrase.lower() not in head.lower() and not _GOES_ON.match(why))


#: the agent's next words that ask or advise rather than take something up: "Shall I push it?", "Let's ..."
_ADVISES = re.compile(r"^\W*(?:let'?s|i'?d|shall|should|would|do you|want me)\b", re.I)
#: how the work stands: words the agent's report says whatever the user asked
_STATUS = "done doing fixed finished ready passing passes passed working works yet now still quite"
#: the agent said what it will do or what it set: the announcement the user's value answers
_ANNOUNCES = re.compile(r"\b(?:i'?ll|i will|i'?ve|i have|i set|i also|i'?m going to|going with|now \w+s)\b", re.I)
#: a step the agent offers as a question: "do you want the sign-in to warn when it's near that?", "shall I ...?"
_OFFERS = re.compile(r"\b(?:do you want|want me to|shall i|should i)\b[^?]*\?", re.I)
#: a "yes" that takes the offer with a value of the user's: "yes at 25. fire officer's number ... is 30 ..."
_YES_VALUE = re.compile(r"^\W*(?:yes|yeah|yep|ok|okay|sure)\W*(?=(?:at|to|from|after|every|under|over|below|above|by)?\s*\d)",
                        re.I)


def _terms(text: str) -> set[str]:
    from reflectgit.query_text import content_terms, stem

    return {stem(w).removesuffix("e") for w in content_terms(text)}  # "percentage" and "Percentages" meet


def _sentences(text: str) -> list[str]:
    return [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text) if x.strip()]


def opening(reply: str) -> str:
    """The reply from what it sets on: without a first sentence that only refuses or acknowledges ("no way.",
    "looks good.") and the word that adds one more thing ("also", "and")."""
    said = reply.strip()
    first = _sentences(said)
    if len(first) > 1 and (_BARE_REFUSAL.match(first[0]) or _ACK.match(first[0])):
        said = said[said.find(first[0]) + len(first[0]):].strip()
    return _YES_VALUE.sub("", _MORE.sub("", said, count=1), count=1)


def stated(reply: str) -> tuple[str, str]:
    """(the value set as the reply words it, with what it is about: "the score font on the crowd screen is tiny,
    make it 120pt"; its reason) — ("", "") without a head and a reason."""
    head, why = head_and_reason(reply)
    said = opening(reply)
    at = said.lower().find(head.lower()) if head and why else -1
    return (said[:at + len(head)].strip(" ,;"), why) if at >= 0 else ("", "")


def head_and_reason(reply: str) -> tuple[str, str]:
    """The reply's head (what it sets, before the first comma, dash or sentence end) and what follows it;
    ("", "") when the reply asks anything but the change it asks for ("can it be A5 rather than A4? it goes on the
    bench clipboard ..."). A first sentence that only refuses ("no way.") or acknowledges ("looks good.") is
    skipped, and so are the word that adds one more thing ("also show ...") and what the value is about ("the
    score font on the crowd screen is tiny, make it 120pt, ...")."""
    said = opening(reply)
    m = _HEAD_END.search(said)
    if m and not _SETS.match(said) and _SETS.match(said[m.end():]):
        said = said[m.end():]
    asked = re.match(r"([^?]*)\?\s+(.*)", said, re.S)
    if asked and _ASKS_CHANGE.match(said) and "?" not in asked.group(2):
        return asked.group(1).strip(), asked.group(2).strip()  # the change asked for, then why
    if "?" in said:
        return "", ""  # "why £5 there? use the exact figure": a question first is read by the question readers
    m = _HEAD_END.search(said)
    if not m:
        return said, ""
    return said[:m.start()].strip(), said[m.end():].strip()


def taken_up(reply: str, before: str, after: str, edited: bool,
             reports: Callable[[str], bool] = lambda _: False) -> str:
    """The head of ``reply`` (the value or way it sets, the note's phrase) when the agent's next words ``after``
    take it up, else "". ``before`` is the agent's prose the reply answers; ``edited`` whether the agent edited a
    file between the reply and ``after``; ``reports`` the symptom reader: a head that reports is no value set (the
    reason may tell what went wrong: "..., the insurance wants his sign off ... for anything that leaked")."""
    head, reason = head_and_reason(reply)
    words = head.split()
    asks = bool(_ASKS_CHANGE.match(head))
    # a change asked for names both sides: "can it be the siren on the hut wall rather than the tablet beep"
    if not head or not 1 <= len(words) <= (16 if asks else 12) or (_NOT_A_VALUE.match(head) and not asks) or reports(head) \
            or (_DOES_NOW.search(head) and not _OUGHT.search(head)):
        return ""  # "the confirmation email says 13:00 for a party they booked at 14:00": what it does now, a report
    if not (edited or ((_ANNOUNCES.search(before) or _OFFERS.search(before)) and not asks)
            or (_REPLACES.search(head) and not _IS_NOT.search(head))):
        # neither a plan or setting of the agent's to answer, nor a change the answer made it do, nor a value said
        # against the one it replaces ("and the chart should use blue for this year rather than red, ..." - "This
        # year's line is blue now"; not a fact said of a thing: "the 24th is midnight mass not a sunday")
        return ""
    # a reason after the head, said as a statement: "the board is only 2 digits", "even at 3am ... its a controlled
    # drug"; not "14 cars plus header, right" nor a bare "please"
    if not any(lesson._explains(c) for c in lesson.clauses(reason)) or _PUT_IN.search(reason) or _PLANS.search(reason):
        # "the Creel gets delivered before 10, they do brunch oysters now, put that in": a task's data; "the old
        # bookings that already overlap, tom will phone them himself": who will see to it, no why
        return ""
    if grammar._ADDS.search(head) or grammar._BACK_AT_IT.search(head) or grammar.one_off(head):
        return ""  # "flash it, im by the board", "deploy it, ...": the next step, which any reply's "Done." takes up
    if grammar._POINTS.match(head):
        return ""  # "that's the branch ...": a pointing turn (grammar.substituted)
    took = next(iter(_sentences(after)), "")
    if not took or took.endswith("?") or _ADVISES.match(took):
        return ""
    # the agent's words take up the head's where its announcement had others: "Whole degrees now." after "one
    # decimal place", "Top 10, ..." after "top 20"; not a word of how the work stands, which any report has ("not
    # quite done yet, give me a minute" - "Done.")
    if (_terms(head) - _terms(before) - _terms(_STATUS)) & _terms(took):
        return head
    # a number the words leave out ("please make it 8 MB, ..." - "5 MB per JPEG." - an edit to `8 * 1024 * 1024`)
    return head if (_numbers(head) - _numbers(before)) & _numbers(took) else ""


def _numbers(text: str) -> set[str]:
    """The numbers a text says, a short unit run on included ("12pt", "1080px", "30min" -> 12, 1080, 30)."""
    return set(re.findall(r"(?<![\w.])(\d+(?:[.,]\d+)?)(?:[a-z%]{1,4})?(?![\w.])", text, re.I))


#: a value said against the one it replaces: "'turns a minute' not rpm", "A5 rather than A4", "8 instead of 7"
_REPLACES = re.compile(r"\S\s+(?:not|rather than|instead of)\s+\S", re.I)
#: a fact said of a thing against another: "the 24th is midnight mass not a sunday"
_IS_NOT = re.compile(r"\b(?:is|are|was|were)\b(?:(?!\b(?:should|must|make|use|put)\b).)*\s(?:not|rather than|instead of)\s",
                     re.I)


def replaces(reply: str) -> bool:
    """Whether the reply's head names the value it replaces ("the display should say 'turns a minute' not rpm")."""
    head, _ = head_and_reason(reply)
    return bool(_REPLACES.search(head))


#: an amount with what it counts: "6 weeks", "8 weeks", "25 people", "£55"
_AMOUNT = re.compile(r"(?<![\w.])(?P<cur>[£$€]?)(?P<n>\d+(?:[.,]\d+)?)(?:\s*(?P<unit>[a-z]{2,12})\b)?", re.I)
#: the order that sets it: "make it £55", "set it to 20 minutes", "change it to 3"
_SETS_TO = re.compile(r"^(?:(?:please|pls|just)\s+)?(?:make|set|change|put)\s+(?:it|that|this|them)(?:\s+(?:up|down))?"
                      r"(?:\s+to)?\s+", re.I)


def _kind(m: re.Match[str]) -> tuple[str, frozenset[str]]:
    return m["cur"], frozenset(_terms(m["unit"] or ""))


def other_amount(reply: str, before: str) -> str:
    """The head of ``reply`` when it sets another amount of the kind the agent's last words named, and says why:
    the answer to the agent's question ("... flagged after 8 weeks — shall I keep that?" - "6 weeks. the racks are
    full by october every year ..."), or an order to set it after the agent stated it ("'bent rim' reads its own
    £45" - "make it £55, the rims went up"). No word of the agent's need take it up: its words named what the
    number replaces."""
    head, reason = head_and_reason(reply)
    value = _SETS_TO.sub("", head.strip(), count=1)
    said = _AMOUNT.fullmatch(value.strip())
    last = next(iter(reversed(_sentences(before))), "")
    if not said or not (said["cur"] or said["unit"]) or not last or not (last.endswith("?") or value != head.strip()):
        return ""  # a bare amount must answer a question; an order to set one may follow a statement
    if not any(lesson._explains(c) or _happened_why(c) for c in lesson.clauses(reason)) or _PLANS.search(reason):
        return ""
    offered = [m for m in _AMOUNT.finditer(last) if _kind(m) == _kind(said)]
    return head.strip() if offered and all(m["n"] != said["n"] for m in offered) else ""


def _happened_why(clause: str) -> bool:
    """A short why that tells what changed: "the rims went up", "the hall rent doubled"."""
    return 3 <= len(clause.split()) and bool(re.search(r"\b(?:went up|went down|doubled|tripled|changed|rose|fell)\b",
                                                       clause, re.I))


def answer_after(turns: list[Turn], at: int) -> tuple[str, bool]:
    """(the agent's words after user turn ``at`` — the first prose after its first edit, else its first prose, else
    what its first edit wrote when it said nothing ("10 not 5, <why>" - an edit to ``lateAfter = 10``) —, whether it
    edited a file) up to the user's next message."""
    edited, words, wrote = False, "", ""
    for t in turns[at + 1:]:
        if t.role == "user" and not t.tool and t.text.strip():
            break
        if t.role == "assistant" and t.tool and (t.tool in lesson.EDIT_TOOLS
                                                 or lesson.call_files(t.tool, t.tool_input, edits_only=True)):
            if not edited:
                words = ""
                wrote = _written(t.tool_input)
            edited = True
        elif t.role == "assistant" and not t.tool and t.text.strip() and not words:
            words = t.text
    return words or wrote, edited


def _written(tool_input: object) -> str:
    """What an edit call wrote: its new text ("new_string", "content"), as words ("first_name" -> "first name")."""
    if not isinstance(tool_input, dict):
        return ""
    text = str(tool_input.get("new_string") or tool_input.get("content") or "")[:400]
    return re.sub(r"[-_.()\[\]{}:;=<>\"'`,]+", " ", text).replace("\n", " ").strip()
