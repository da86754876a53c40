"""A pasted memo or mail in the message that sets the task, read item by item (issue 20, cap41).

A memo holds several rules among news, greetings, schedule and chat ("Every public session needs two marshals
on the ice, never one, because ... The disco nights are moving to Fridays."). The task message's readers keep
one rule, and the note of it glues clauses of other items to it ("...; book the porters for Saturday"). Here
the memo is cut into its items by its structure — bulleted, numbered or dashed lines, else its sentences — and
an item is a rule by its form: a norm held by an obligation or a bound (must / has to / always / never / only /
every / nobody / no X ...) or a prohibition, with what makes it one said in the item (a reason, a harm, a
consequence, a statement after a comma, a colon or a semicolon). An order with no bound ("please book the
porters for Saturday", "bring your family") is a chore of the day, news and greetings state no bound; a
report of what goes wrong is no norm.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reflectgit.capture import grammar, lesson

#: the caller's reader of reported symptoms (signals.reports_symptom): a norm's clause is no report
Reports = Callable[[str], bool] | None

#: a pasted fence (code, a log): no item of a memo
_FENCE = re.compile(r"```.*?(?:```|$)", re.S)
#: a list item's marker: "- ", "* ", "• ", "1. ", "2) ", "(3) "
_MARKER = re.compile(r"^\s*(?:>\s*)*(?:[-*•–]\s+|\(?\d{1,2}[.)]\s+)")
#: where a sentence ends: ".", "!" or "?" then a space, not after an abbreviation ("c. 1890", "Dr. Patel",
#: "e.g. this") nor inside a number
_SENTENCE_END = re.compile(r"[.!?](?=\s+\S)")
_ABBREVIATION = re.compile(r"(?:^|[\s(])(?:[a-z]|dr|mr|mrs|ms|st|vs|no|approx|etc|jr|sr|fig|e\.g|i\.e)$", re.I)
#: a label before the item's rule: "Cart swaps:", "Re-entry:", "Youth club:", "On photographs:", "Last thing:",
#: "And one more, which we keep getting wrong:"; and the leads that join it to the talk before
_LABEL = re.compile(r"^(?:[^:.;!?]{1,60}:\s+)", re.I)
#: a start date before the rule ("from January no photo of a junior goes ...", "From this season no chauffeur ...")
_FROM_WHEN = (r"from (?:today|tomorrow|(?:this|next) (?:week|month|term|season|year)|january|february|march|april|may|"
              r"june|july|august|september|october|november|december)(?: \d{4})?")
_LEADS = re.compile(r"^(?:(?:and|also|but|so|plus|please|pls|first|second|third|finally|lastly|from now on|"
                    rf"last thing|one more thing|and please|oh and|{_FROM_WHEN})[,:]?\s+)+", re.I)
#: what bounds a statement to a norm: an obligation, always / never / only, a universal or empty subject, a
#: prohibition ("no photos of human remains leave ...", "nobody books ...", "don't tune that piano ...")
_BOUND = re.compile(r"\b(?:must|has to|have to|needs? to|always|never|only|every|everyone|everybody|each|nobody|no one|nowhere|"
                    r"not allowed|may not|cannot|can'?t|don'?t|do not|doesn'?t|does not)\b"
                    r"(?!\s+(?:worry|bother|mind|forget|sweat|rush)\b)"  # "don't worry about the styling": nothing forbidden
                    r"|^no\s+(?!(?:problem|worries|rush|idea|need|way|longer|one\b)\b)[a-z]", re.I)
#: the speaker's own account or a greeting, thanks, a sign-off: no norm
_NOT_NORM = re.compile(r"^(?:i|i'?ve|i'?m|i'?d|i'?ll|thanks?|thank you|hi|hello|dear|cheers|regards|best|well done|"
                       r"great job|good news|reminder|remember|please note|see you|questions|background)\b", re.I)
#: a reason word, a harm or a consequence, said anywhere in the item after its norm
_WHY = re.compile(r"\b(?:because|since|so that|otherwise|or else|or the|or we|or they|else)\b|[;:]\s|,\s"
                  r"|\s[-–—]\s", re.I)  # "... before the deposit is accepted - the hostel and the insurer both ask ..."


def items(text: str) -> list[str]:
    """The items of a memo in ``text``: list lines (a marker opens an item, its next lines continue it), and
    the sentences of the other lines' paragraphs. Fences are left out, a mail's "> " dropped."""
    return [i for i, _, _ in _items(text)]


def _items(text: str) -> list[tuple[str, int, bool]]:
    """(item, its paragraph's number, whether it is a list item)."""
    plain = _FENCE.sub("\n", text)
    out: list[tuple[str, int, bool]] = []
    para: list[str] = []
    listed = False
    n = 0

    def flush() -> None:
        nonlocal n
        if para:
            out.extend((s.strip(), n, False) for s in _sentences(" ".join(para)) if s.strip())
            para.clear()
            n += 1

    for raw in plain.splitlines():
        line = re.sub(r"^\s*(?:>\s?)+", "", raw).rstrip()
        if not line.strip() or re.fullmatch(r"\s*[-=_*]{3,}\s*", line):
            flush()
            listed = False
            continue
        if _MARKER.match(line):
            flush()
            out.append((_MARKER.sub("", line).strip(), n, True))
            n += 1
            listed = True
        elif listed:
            item, at, _ = out[-1]
            out[-1] = (f"{item} {line.strip()}", at, True)
        else:
            para.append(line.strip())
    flush()
    return out


def with_context(text: str, item: str, reports: Reports = None) -> str:
    """A paragraph's rule sentence with the sentence after it when that one says why it holds and states no
    rule of its own (a consequence, a reason, "this is the agreement with ..."): "a load is never released
    while its spore test is pending ... . if a BI comes back positive we have to recall every pouch"."""
    found = _items(text)
    at = next((k for k, (i, _, _) in enumerate(found) if i == item), None)
    if at is None or found[at][2] or at + 1 >= len(found):
        return item
    nxt, para, listed = found[at + 1]
    if listed or para != found[at][1] or rule_item(nxt, reports):
        return item
    if re.match(r"^(?:if|when|whenever|once|otherwise|or else|(?:this|that|it)\s+(?:is|was|'s))\b", nxt, re.I) \
            or (grammar._because(nxt) and not any(norm_of(x, reports) for x in _sentences(nxt))):
        return f"{item} {nxt}"
    return item


def _sentences(text: str) -> list[str]:
    out, pos = [], 0
    for m in _SENTENCE_END.finditer(text):
        if _ABBREVIATION.search(text[pos:m.start()]):
            continue
        out.append(text[pos:m.end()])
        pos = m.end()
    out.append(text[pos:])
    return out


def is_memo(text: str) -> bool:
    """A message holding a pasted memo or mail: at least six items (list lines or sentences) outside fences,
    at least three of them on lines of their own or in paragraphs of their own."""
    plain = _FENCE.sub("\n", text)
    found = items(plain)
    blocks = [b for b in re.split(r"\n\s*\n", plain) if b.strip()]
    listed = sum(1 for line in plain.splitlines() if _MARKER.match(line))
    return len(found) >= 6 and (listed >= 3 or len(blocks) >= 3)


def head(item: str) -> str:
    """The item without its label and leads: "Cart swaps: never swap a cart ..." -> "Never swap a cart ..."."""
    out = item.strip()
    for _ in range(3):
        nxt = _LEADS.sub("", _LABEL.sub("", out)).strip()
        if nxt == out:
            break
        out = nxt
    return lesson.upper_first(out)


#: an obligation right before the verb: what follows it is required ("the door hanger must show ..."), not reported
_OBLIGED = re.compile(r"\b(?:must|has to|have to|needs? to)\s+(?:always\s+|never\s+)?[a-z]+$", re.I)
#: a norm that only points back at the memo: "the purge job has to follow it"
_POINTS_BACK = re.compile(r"\b(?:follow|enforce|match|do|implement|reflect)\s+(?:it|this|that|them|these)\b", re.I)
#: the speaker's ask of the reader: "we also need ...", "I want ..."
_ASKS = re.compile(r"^(?:we|i)\s+(?:also\s+)?(?:need|want|would like|'d like)\b", re.I)
_ASIDE = re.compile(r"\([^()]*\)")


#: a norm whose subject is people: what they do, not what a thing does wrong
_PEOPLE = re.compile(r"^(?:we|you|staff|members|volunteers|people|everyone|everybody|nobody|no one)\b", re.I)


def norm_of(sentence: str, reports: Reports = None) -> str:
    """The norm a memo's sentence states, without what is said for it, or "" when it states none: a bound
    (an obligation, always / never / only / every, a prohibition, nobody / no X) before its first reason word,
    comma, colon or semicolon; not a question, a greeting, the speaker's ask, a report of what goes wrong."""
    text = head(_ASIDE.sub("", sentence)).strip()
    if text.endswith("?") or len(text.split()) < 5 or _NOT_NORM.match(text) or _ASKS.match(text):
        return ""
    m = _BOUND.search(text)
    if m is not None and re.fullmatch(r"(?:doesn'?t|does not)", m.group(0), re.I):
        return ""  # "the old parser doesn't support tabs": what something does, not a prohibition
    if m is None or re.search(r"\b(?:it|this|that|they|which|who)\s+$", text[:m.start()], re.I):
        return ""  # "... but it has to be written down": the thing at hand, no norm's subject
    if re.search(r"\bkeeps?\s+(?:on\s+)?[a-z]+ing\b", text[:m.start()], re.I):
        return ""  # "the rota script keeps putting Sundays on nobody": what goes wrong, again and again
    if re.match(r"\s+(?:[a-z]+ed|was|were|did|had|went|came|got|made|took)\b", text[m.end():], re.I) \
            and not re.search(r"\b(?:is|are|be|gets?)\s+$", text[:m.start()], re.I):
        return ""  # "the new vans never arrived on the 3rd": what happened, reported
    why = _WHY.search(text, m.end())
    norm = text[:why.start()] if why else text
    if not grammar._FINITE_VERB.search(norm) and not re.match(r"(?:never|don'?t|do not|no)\s+(?!(?:again|mind|code|coding)\b)[a-z]+", norm, re.I):
        return ""  # "only under load, never locally", "never again a ladder in november": no verb, no norm
    if _POINTS_BACK.search(norm) or grammar.one_off(norm) or grammar.observed(norm):
        return ""
    verb = re.match(r"\s*(?:be\s+)?[a-z]+", text[m.end():], re.I)
    obliged = bool(_OBLIGED.search(text[:m.end()] + (verb.group(0) if verb else "")))
    # what a person does is practice ("we never give away ash saplings"), and a failure word in the norm's condition
    # is not its verb ("no lessons booked when the tide table says spring low ..."): neither reports a fault
    main = re.split(r"\b(?:when|whenever|if|unless|until|while)\b", norm, maxsplit=1, flags=re.I)[0]
    if not obliged and not _PEOPLE.match(norm) and (grammar.diagnosis_like(main) or (reports is not None and reports(norm))):
        return ""
    return norm.strip()


def rule_item(item: str, reports: Reports = None) -> bool:
    """Whether a memo's item states a rule: one of its sentences states a norm (:func:`norm_of`), with what
    makes it one said after it in the item (a reason word, a harm, a consequence, a statement after a comma,
    a colon or a semicolon, or the item's next sentence)."""
    said = [s.strip() for s in _sentences(item) if s.strip()]
    for i, sentence in enumerate(said):
        norm = norm_of(sentence, reports)
        if not norm:
            continue
        rest = head(_ASIDE.sub("", sentence))[len(norm):]
        if _WHY.match(rest.strip() and rest or "") or lesson._REASON.search(rest) or len(rest.split()) >= 3 \
                or i + 1 < len(said):
            return True
    return False


def rules(text: str, reports: Reports = None) -> list[str]:
    """The rule items of the memo in ``text`` ([] when ``text`` holds no memo)."""
    if not is_memo(text):
        return []
    return [i for i in items(text) if rule_item(i, reports)]


def short_rules(text: str, reports: Reports = None) -> list[str]:
    """The rule sentences of a task message that is no memo, its first sentence (the task) left out unless a label
    before a colon announces what follows ("two things about the volunteer rota: only parents with a current DBS
    check can do the friday stall ..., the head won't ..."); none in a task asking for a repair (its statements
    describe the fault), none that explains a fault ("which is why"), none whose subject is the thing at hand ("it
    runs only on weekdays": the feature asked for)."""
    if is_memo(text) or grammar._REPAIR_TASK.match(grammar._QUOTED.sub("", _FENCE.sub("\n", text))):
        return []
    said = items(text)
    start = 0 if said and _LABEL.match(said[0]) else 1
    return [i for i in said[start:] if rule_item(i, reports) and not grammar._EXPLAINS_FAULT.search(i)
            and not re.match(r"^(?:it|this|that|they|these|those|there)\b", head(i), re.I)]


#: what goes on a norm after a comma without being why it holds: its exception, its other half, a condition
_GOES_ON = re.compile(r"(?:never|not|no|nor|only|even|and|or|but|except|unless|including|excluding|before|after|until|"
                      r"when|whenever|if|so|which|who|where|whose|with|without|as|like|same|both|either|e\.g|i\.e|etc)\b",
                      re.I)


#: a pronoun that opens a statement of its own after the norm's comma ("..., we cannot know if they've been in a crash")
_SUBJECT = re.compile(r"\b(?:i|we|you|they|he|she|it|there)\b", re.I)


def as_said(item: str, reports: Reports = None) -> str:
    """The item with the statement spliced after its norm by a comma, a colon or a semicolon set apart as a
    sentence of its own, so that a note reads it as why the norm holds ("a first aider has to be on the rota
    for every session ..., the insurer asked for it" -> "... booked. the insurer asked for it"); an
    exception or the norm's other half (", never one", ", not back at the dig house") stays in the norm."""
    said = [s for s in _sentences(item)]
    for i, sentence in enumerate(said):
        norm = norm_of(sentence, reports)
        if not norm:
            continue
        at = sentence.find(norm[1:]) - 1 if len(norm) > 1 else -1
        if at < 0:
            return item
        end = at + len(norm)
        m = re.match(r"\s*[,;:]\s+", sentence[end:])
        rest = sentence[end + m.end():] if m else ""
        first = re.split(r",\s|\s[—–-]+\s|;\s", rest, maxsplit=1)[0]
        if m and len(first.split()) >= 3 and not _GOES_ON.match(rest) and lesson._explains(rest) \
                and not lesson.order_clause(rest) and (grammar._FIRST_VERB.search(first) or _SUBJECT.search(first)):
            # "we do not sell car seats, cycle helmets or motorbike helmets in any shop, we cannot know ...": the
            # list goes on after the comma (no verb), the statement after it is why
            said[i] = f"{sentence[:end]}. {rest}"
        return "".join(said)
    return item


#: words that tie no item to the task: the bounds a norm is read by, and the memo's frame
_NO_TIE = frozenset("must never always only every each nobody no one nowhere need needs has have allowed may cannot "
                    "can't don't dont do does not new please".split())
#: the memo's greeting, thanks or sign-off: its words tie nothing ("hello all", "thanks, Margaret")
_GREETING = re.compile(r"^\W*(?:hi|hello|hey|dear|thanks?|thank you|cheers|regards|best|morning|afternoon)\b", re.I)


def _tie_terms(text: str) -> set[str]:
    """Stemmed content words of ``text``, identifiers split into their words ("newestCertifiedLot",
    "export_contacts.py"), no number, no word of :data:`_NO_TIE`."""
    from reflectgit.query_text import content_terms, stem

    plain = re.sub(r"([a-z])([A-Z])", r"\1 \2", text)
    plain = re.sub(r"[^\w\s]|_", " ", plain).lower()
    return {stem(w) for w in content_terms(plain) if w not in _NO_TIE and not w.isdigit()}


def framing(text: str) -> str:
    """The task's own words around a pasted memo: the message's first line and, when it has more than one
    paragraph, its last one ("from claire, for the sds generator (src/Sds/SectionTwo.php):" ... "the flash
    point bit is the one that matters today"), without a greeting or thanks."""
    plain = _FENCE.sub("\n", text)
    blocks = [b.strip() for b in re.split(r"\n\s*\n", plain) if b.strip()]
    if not blocks:
        return ""
    said = [blocks[0].splitlines()[0]] + ([blocks[-1]] if len(blocks) > 1 else [])
    return " ".join(s for part in said for s in _sentences(part) if not _GREETING.match(s))


def bears_on(found: list[str], context: str, reports: Reports = None) -> list[str]:
    """The rule items of ``found`` that bear on the task: the norm an item states shares a content word
    with ``context`` (the task's words around the memo, and what the session then said, touched or read:
    the user's and the agent's words, the calls' files and inputs, what the tools showed), or with the norm
    of an item that does. A memo pasted with a coding task holds rules of the shop floor as well ("please
    keep the testers topped up and do not leave the tester caps off overnight, the top notes flash off"):
    nothing of the work names them, and they are no lesson of it."""
    said = _tie_terms(context)
    norms = {i: _tie_terms(next((n for n in (norm_of(x, reports) for x in _sentences(i)) if n), "")) for i in found}
    tied = [i for i in found if norms[i] & said]
    ties = set().union(*(norms[i] for i in tied)) if tied else set()
    return [i for i in found if i in tied or norms[i] & ties]
