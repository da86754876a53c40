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
from collections.abc import Callable

from reflectgit.capture import lesson
from reflectgit.capture.chat import BANTER as _BANTER
from reflectgit.capture.contrast import HARM as _HARM
from reflectgit.capture.contrast import INTENDED, POINTER, asserted, negated_choice, rhetorical, substitutes, touches
from reflectgit.capture.contrast import PRAISE as _PRAISE

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
                    r"|\b(?:everywhere|anywhere|from now on|going forward|in future)\b|\b(?:always|never)\b(?!\s+(?:[a-z]+ed|mind)\b)"
                    r"|\bin (?:this|our|the) (?:repo|repository|codebase|project|app|team|service|package|code ?base)\b", re.I)
#: an alternative: "instead", "rather than", ", not X"
#: "use the Image component from astro:assets not a raw <img>": an order and what not to use, no comma between
_USE_NOT = re.compile(r"\b(?:use|prefer|go with|switch to|pick|call)\s+[^,.;!?\n]{2,60}?\s+not\s+(?!(?:now|yet|here|there|"
                      r"really|sure|just|only|even|too|that|this|it|today|tomorrow|tonight)\b)(?:a |an |the )?[\w`'\"<>./:-]{2,}",
                      re.I)
_ALTERNATIVE = re.compile(r"\binstead\b|\brather than\b|,\s+not\s+(?!(?:sure|really|yet|now|bad|great|much)\b)\w|"
                          + _USE_NOT.pattern, re.I)


#: an order that changes how something is done ("use", "keep", "swap to"), not the next task ("run it", "write a ...")
_CHANGES = re.compile(r"^(?:(?:please|pls|also|btw|and|then|just)[,:]?\s+)*(?:use|keep|swap|switch|move|put|replace|drop|"
                      r"remove|stop|avoid|prefer|pin|set|scale|wrap|guard|limit|leave|go (?:through|with|back)|stay)\b", re.I)


#: a report of what the code does, set against what it should ("POST /labels with no body gives 500 instead
#: of 400", "sync took 6h last night instead of 40min"): a subject and its verb before "instead"
OBSERVED = re.compile(
    r"^(?:[\w`'\"./@$()\[\]-]+(?:\s+[\w-]+){0,2}:\s+)?(?!(?:please|pls|just|also|and|then|so|now|ok(?:ay)?|always|never|don'?t|do|let'?s|we|you|i|"
    r"use|make|keep|put|set|add|call|switch|move|return|have|pass|send|write|read|go|try|render|show|load|print|run|"
    r"wrap|change|replace|pick|prefer|give|throw|raise|turn)\b)"
    r"(?:[\w`'\"./@$()\[\]-]+\s+){1,7}?(?:(?:gives|returns|does|shows|comes|renders|prints|displays|loads|throws|raises|"
    r"responds|answers|ends|lands|goes|says|turns|reloads|sends|outputs|produces|appears|takes|runs|"
    r"gave|returned|did|showed|came|rendered|printed|displayed|loaded|threw|raised|responded|took|ended|landed|went|"
    r"said|turned|sent|produced|appeared|ran)\b"
    r"|(?<=s\s)(?:render|show|come|load|print|end|turn|appear)\b)[^.;!?]{0,120}?\binstead\b", re.I)


def observed(sentence: str) -> bool:
    """Whether a sentence reports what the code does (:data:`OBSERVED`) and orders nothing after it: "this
    returns a list instead of a generator, use yield" and "config comes from env vars instead of yaml files,
    keep it that way" still order."""
    return bool(OBSERVED.match(sentence)) and not any(lesson.order_clause(p) for p in re.split(r",\s+|;\s*", sentence)[1:])


#: an order for this task only: "leave those for now", "make its db user read-only while you're at it",
#: "next, the load test script": the next step. With a convention ("we prefer …") or a scope it still teaches,
#: and with a harm ("…, otherwise on-call gets paged") unless it says it is temporary ("for now": the harm is
#: why, for now); "too" marks nothing (it adds to a rule as often as to a task)
_FOR_NOW = re.compile(r"\b(?:for now|for the moment|for today|this time|while you'?re at it|while you are at it)\b", re.I)
_TEMPORARY = re.compile(r"\b(?:for now|for the moment|for today|this time)\b", re.I)
#: a freeze until a date or an event: "dont change the till before boxing day", "leave the flying list app alone
#: until after the AGM": it ends on its own, nothing for the next session
_FREEZE = re.compile(r"\b(?:before|until(?: after)?|till(?: after)?)\s+(?:the\s+)?(?:christmas|xmas|boxing day|easter|"
                     r"new year|agm|weekend|holidays?|half term|bank holiday|monday|tuesday|wednesday|thursday|friday|"
                     r"saturday|sunday|january|february|march|april|june|july|august|september|october|november|"
                     r"december|tomorrow|tonight|next week|end of (?:the )?(?:week|month|year))\b", re.I)
_NEXT_STEP = re.compile(r"^(?:(?:ok(?:ay)?|and|so|then|now)[,]?\s+)?next\b(?!\s+time\b)", re.I)
_CONVENTION = re.compile(r"\bwe (?:prefer|use|always|never|only|don'?t|do not|keep|want)\b|\b(?:our|house|team) "
                         r"(?:convention|rule|policy|style)\b|\bprefer\b", re.I)


#: an order said as a prohibition ("dont change the till before boxing day")
_PROHIBITS = re.compile(r"^(?:please\s+)?(?:don'?t|dont|do not|never)\s+[a-z]", re.I)


def frozen_until(sentence: str) -> bool:
    """Whether an order only holds until a date or an event ("dont change the till before boxing day btw")."""
    head = lesson._split_reason(lesson.strip_lead(sentence.strip()))[0].split(",")[0]  # the order, not its why
    return bool(_FREEZE.search(head)) and bool(lesson._imperative(head) or _PROHIBITS.match(head)) \
        and not _CONVENTION.search(sentence)


def one_off(sentence: str) -> bool:
    """Whether an order says it is for this task only, with nothing that makes it outlive the task."""
    said = lesson.strip_lead(sentence.strip())
    head = lesson._split_reason(said)[0].strip().rstrip(",;:")
    if _CONVENTION.search(said) or _SCOPE.search(head):
        return False
    if _TEMPORARY.search(head) and lesson._imperative(head):
        return True  # "skip the slow tests for now, otherwise CI takes 40 minutes": the harm is why, for now
    if _HARM.search(said):
        return False
    if _NEXT_STEP.match(head):
        return True
    return bool(_FOR_NOW.search(head)) and lesson._imperative(head)


def _harm(kept: str, order: str) -> bool:
    """Whether a statement of the turn other than its order says what goes wrong (the order's reason).
    Only an order that changes how something is done takes a harm as its reason: "run it on the assets
    folder. it takes 20 minutes" and "push it, builds take 40 minutes today" are the next task."""
    if not _CHANGES.match(lesson.strip_lead(order)):
        return False
    pieces = re.split(r",\s+", order)[1:]  # "swap to GlideAggregate, the portal takes 6s": said after a comma
    rest = [c for c in lesson.clauses(kept) if c != order] + pieces
    return any(_HARM.search(c) and not lesson.order_clause(c) for c in rest)


#: a statement of what the code does now, not of how things are: "right now it blows up"
_NOW = re.compile(r"^(?:(?:and|but|also|because|so)\s+)?(?:right now|currently|at the moment|atm|for now|now|today|"
                  r"still|yet|so far)\b", re.I)


#: a statement about the ordered step itself, not why: "run it on the assets folder. it takes 20 minutes"
_POINTS_BACK = re.compile(r"^(?:it|its|it'?s|this|that|that'?s)\b", re.I)


def _beside(kept: str, order: str, bare: str, step: int) -> str:
    """The clause right after (``step`` 1) or before (-1) a whole order in ``kept`` ("" when there is none, or
    when the order only approves, "keep it", or is too short to be a whole one)."""
    found = lesson.clauses(kept)
    if order not in found or lesson._APPROVES.match(lesson.strip_lead(order)) or len(bare.split()) < 3:
        return ""
    at = found.index(order) + step
    return found[at] if 0 <= at < len(found) else ""


def _why_next(kept: str, order: str, bare: str) -> bool:
    """Whether the order's reason is the next sentence, said on its own: "take the placeholders out.
    placeholder text disappears as soon as you type", "and add idempotency on the user id. the signup form
    double-posts on slow phones". People give a rule and then say why as a plain statement of how things
    are; the next task comes with no such statement, or with one about what the code does now ("also show a
    flash after paying. right now it blows up"), about the step itself ("run it on the assets folder. it takes
    20 minutes") or with another order after it ("do it. also the tasting menu
    takes 2 hours, bump the turn time"). The order must be a whole one (an imperative with its object, not
    "keep it" / "do it")."""
    after = _beside(kept, order, bare, 1) if lesson._imperative(bare) else ""
    return bool(after) and (lesson._explains(after) and not lesson.order_clause(after)
                            and not _NOW.match(lesson.strip_lead(after)) and not _POINTS_BACK.match(lesson.strip_lead(after))
                            and not any(lesson.order_clause(p) for p in re.split(r",\s+|;\s*|\s[—–-]\s", after)[1:]))


#: an assent ("simple: yes, love it. do the same for ..."), or a clause that opens with a question word
_ASSENT = re.compile(r"\b(?:yes|yeah|yep|love it)\b|^(?:who|what|which|where|when|how)\b", re.I)


def _why_before(kept: str, order: str, bare: str) -> bool:
    """Whether the sentence right before a whole order says why, as a plain statement about the agent's
    choice: "immediate retries just hammer stripe while it's already timing out. use r.Interval(...)". Not
    an assent or praise ("yes, love it. do the same for ..."), nor what the code does now."""
    # only an order that changes how it is done takes a statement before it as its reason
    before = _beside(kept, order, bare, -1) if _CHANGES.match(bare) else ""
    return bool(before) and (lesson._explains(before) and bool(lesson._FINITE.search(before))
                             and not lesson.order_clause(before) and not _NOW.match(lesson.strip_lead(before))
                             and not _PRAISE.search(before) and not _ASSENT.search(before))


def _stated(text: str) -> str:
    """The turn's statements: its questions and banter left out."""
    sentences = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text) if x.strip()]
    return " ".join(x for x in sentences if not x.endswith("?") and not _BANTER.search(x))


def lesson_order(text: str) -> tuple[str, str] | None:
    """(kind, the order's clause) when a user turn that answers an agent action gives an order that
    comes with a contrast (a correction), or with a scope, a reason or an alternative (a rule);
    None for a bare order, a question or chat."""
    kept = _stated(text)
    if not kept:
        return None
    order = next((c for c in lesson.clauses(kept) if lesson.order_clause(c)), "")
    # "ok I'll ask the contributor to change the PR, keep 5.9 support, half our users are on 5.9": the order after
    # what the speaker will do themself
    planned = "" if order else next((c[c.index(p):] for c in lesson.clauses(kept) if lesson.OWN_PLAN.match(c)
                                     for p in re.split(r",\s+", c)[1:] if lesson.order_clause(p)), "")
    if planned and len(re.split(r",\s+", planned)) > 1 and _CHANGES.match(planned) and not one_off(planned):
        return "rule", planned  # the order changes how it is done, and what follows it says why
    order = order or planned
    use_not = _USE_NOT.search(kept)
    if use_not and not _USE_NOT.search(order):  # the order is the clause that says what to use and what not
        order = use_not.group(0)
    if _CONTRAST.search(kept):
        # "you're bypassing the cache, go through CacheClient.get": after a contrast, an order may follow a comma
        order = order or next((p for c in lesson.clauses(kept) for p in re.split(r",\s+", c)[1:] if lesson.order_clause(p)), "")
        return ("correction", order) if order else None
    # "keep it that way. if someone flips it to http events the app needs a public URL": a consequence said as a condition
    warned = any(lesson._CONDITION.match(c) for c in lesson.clauses(kept) if c != order)
    if not order and warned:  # "the app runs in socket mode here, keep it that way. if someone flips it ...": after a comma
        order = next((p for c in lesson.clauses(kept) for p in re.split(r",\s+", c)[1:] if lesson.order_clause(p)), "")
    if not order and _ALTERNATIVE.search(kept):
        # "we moved the export to S3 last month, (so) write to the bucket via storage.py instead": what changed, then
        # the order with what to do in its place after a comma
        order = next((p for c in lesson.clauses(kept) for p in re.split(r",\s+(?:so\s+)?", c)[1:]
                      if lesson.order_clause(p) and _ALTERNATIVE.search(p)), "")
    if not order or one_off(order) or observed(order):
        return None  # the next step only, or what the code does reported ("POST /x gives 500 instead of 400")
    plain = lesson.ASIDE.sub("", kept)
    # a reason may also follow the order as a comma splice: "keep the ping at 20s, our mobile clients sleep after 30"
    # (a whole order before the comma, or one that changes how something is done: "use viewModelScope,
    # GlobalScope outlives the screen"; "and rotate crm_live_6a1f, it was in the diff for 2 min" is the next task)
    head, why = lesson._split_reason(order)
    bare = lesson._AND.sub("", lesson.strip_lead(head))
    spliced = bool(why) and (len(bare.split()) >= 4 or bool(_CHANGES.match(bare))) \
        and not lesson._APPROVES.match(lesson.strip_lead(head))  # "leave it, chemists will decide monday"
    if _SCOPE.search(plain) or _ALTERNATIVE.search(plain) or lesson._REASON.search(plain) or spliced or warned \
            or _harm(kept, order) or (not why and (_why_next(kept, order, bare) or _why_before(kept, order, bare))):
        return "rule", order
    return None


#: an order given with the task, after it: "group the dev deps into one weekly PR, but keep runtime deps
#: separate — if a runtime bump breaks users I need to revert just that one"
_BUT = re.compile(r",?\s+but\s+", re.I)
_FORBIDS = re.compile(r"^(?:(?:please|pls)\s+)?(?:never|don'?t|do not|avoid|stop)\s+(?!(?:more|less|fewer|above|below|over|under|"
                      r"again|ever|worry|bother|mind|forget)\b)[a-z]", re.I)


def up_front(text: str) -> str:
    """The rule a user states in the message that sets the task (before the agent did anything): an
    order that changes how something is done or forbids, set after the task ("…, but keep X", a later
    sentence), with the harm it prevents, the condition it guards, a reason, a scope or an alternative; ""
    for the task alone ("add X to Y so that users can Z" is the task and its purpose)."""
    stated = _stated(text)
    found = lesson.clauses(stated)
    dashed = _before_dash(stated)
    for i, c in enumerate(found):
        pieces = _BUT.split(c)
        for j, piece in enumerate(pieces):
            if i == 0 and j == 0:
                continue  # the task itself
            head = lesson.strip_lead(piece)
            if not ((_CHANGES.match(head) and lesson.order_clause(head)) or _FORBIDS.match(head)) or one_off(head):
                continue  # "No error anywhere", "never more than ~0.2%": reports, not orders
            after = " ".join([*pieces[j + 1:], *found[i + 1:i + 2]])
            if (_HARM.search(piece + " " + after) or _SCOPE.search(piece) or lesson._REASON.search(piece)
                    or _ALTERNATIVE.search(piece) or any(lesson._CONDITION.match(x) for x in found[i + 1:i + 2])
                    or _says_why(piece) or (j == len(pieces) - 1 and i in dashed and i + 1 < len(found)
                                                and _why_after_dash(found[i + 1]))):
                return piece
    return ""


def _before_dash(text: str) -> set[int]:
    """The indices of :func:`lesson.clauses` of ``text`` that a dash (not a full stop) ends."""
    out, pos, n = set(), 0, 0
    for m in lesson._CLAUSES.finditer(text):
        if lesson._clean(text[pos:m.start()]):
            if re.fullmatch(r"\s+(?:[—–]|-{1,2})\s+", m.group(0)):
                out.add(n)
            n += 1
        pos = m.end()
    return out


def _why_after_dash(clause: str) -> bool:
    """Whether the clause after an order's dash is the fact that makes the order a rule: "don't use a
    datepicker - we failed the service assessment on the datepicker last time", "keep everything that
    must survive save/load in storage - plain locals reset on load" (a plain statement, not another
    order, a question or the speaker's own plan)."""
    return (len(clause.split()) >= 6 and lesson._explains(clause) and not lesson.order_clause(clause)
            and not lesson.OWN_PLAN.match(clause))  # "keep it short - it's a quick one": too little to be why


#: an order, a comma, then a statement of how things are that is why: "don't edit the migrations, they're
#: already applied in prod", "use the read replica, the primary can't take the load", "don't touch the
#: public SDK, external customers call it"
_THEN_WHY = re.compile(r"^(?P<order>[^,;]{3,80}?),\s+(?P<why>(?:it|they|this|that|these|those|the|our|its|their|"
                       r"(?:[a-z]+\s+)?[a-z]+s)\b(?:'s|'re|\s)[^,;]{5,})$", re.I)


def _says_why(piece: str) -> bool:
    """Whether an order in the task's message is followed by the fact that makes it one."""
    m = _THEN_WHY.match(piece.strip().rstrip(".!"))
    return m is not None and lesson._explains(m["why"]) and not lesson.order_clause(m["why"])


#: an order that ends by negating the agent's choice: "use the logger not print"
_ORDER_NOT_X = re.compile(r"\s(?:,\s*)?(?-i:not)\s+(?P<x>(?:[^,.;!?]|(?<=\d)[.,](?=\d)){1,40})$", re.I)
#: ... or whose "not X" is followed by why: "the counter goes per site not per trench, the register is one book per site"
_NOT_X_WHY = re.compile(r"^(?P<head>.*\S)\s*(?:,\s*)?\s(?-i:not)\s+(?P<x>(?:[^,.;!?]|(?<=\d)[.,](?=\d)){1,40}?),\s+"
                        r"(?P<why>[^?]{12,})$", re.I)
#: the first verb of a clause, and whether it tells what happened once ("the old one died") or how things are
_FIRST_VERB = re.compile(r"\b(?:(?P<now>is|are|'s|s|am|has|have|do|does|can|must)|(?P<then>was|were|had|did|died|broke|went|got|"
                         r"came|left|[a-z]{3,}ed))\b", re.I)


#: a statement of how things are: "the limit is per user, not per org", "prices live in redis, not in ..."
_STATES_HOW = re.compile(r"\b(?:is|are|was|were|goes|go|lives?|belongs?|comes?|runs?|means?|happens?)\b", re.I)
#: ... or of what we do: "we round up to the next 25 mm", "the plasma we count by the bag", "we stay on grid type 2"
_WE_DO = re.compile(r"\bwe\s+(?:only\s+|always\s+)?(?!(?:were|was|had|did|have|got|could|would|might|will|can|should|need|think|"
                    r"thought|tried|want|wanted)\b)[a-z]{3,}(?<!ed)\b", re.I)
#: a number: "not 5", "not 3.151" name the agent's value when it wrote that number
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


#: a "why" that gives leave instead: "the 24th is midnight mass not a sunday, its fine if it doubles up" eases a
#: constraint, it does not correct the agent's value
_GIVES_LEAVE = re.compile(r"^(?:(?:and|but|so)\s+)?(?:(?:it'?s|its|it is|that'?s|thats|that is)\s+(?:fine|ok(?:ay)?|alright|all right)|"
                          r"no (?:problem|worries))\b", re.I)


def _happened(why: str) -> bool:
    """Whether a reason tells what happened once ("144hz not 60, the old one died": a new fact, not a standing
    rule) rather than how things are ("..., the register is one book per site"): its first verb is past."""
    first = _FIRST_VERB.search(" ".join(why.split()[:4]))
    return bool(first and first.group("then"))


def _names(x: str, agent_did: str) -> bool:
    """Whether the negated ``x`` names what the agent did: a word of it, or a number it wrote ("not 5" after
    the agent's ``expiry_days = 5``; :func:`touches` reads words only)."""
    values = set(_NUMBER.findall(x))
    if values and values & set(_NUMBER.findall(agent_did)):
        return True
    return touches(x, agent_did)


def order_clause_not(clause: str, agent_did: str) -> bool:
    """Whether ``clause`` is an order, or a statement of how things are, whose "not X" names something
    the agent did, closing the clause ("use the logger not print", "the limit is per user, not per org",
    "platelets are 7 days here not 5") or followed by why ("10am not 8, half our customers are retired",
    "we round up to the next 25 mm not 5, thats the fabricator's saw setting"): a value the user sets
    against the agent's, with its reason, is a correction however it is worded."""
    if clause.rstrip().endswith("?"):
        return False
    m = _ORDER_NOT_X.search(clause)
    if m is None:
        m = _NOT_X_WHY.search(clause)
        why = m.group("why") if m else ""
        if m is None or not lesson._explains(why) or _happened(why) or _GIVES_LEAVE.match(why):
            return False
        head = m.group("head")
        if not _names(m.group("x"), agent_did):
            return False
        # "10am not 8, ...": a bare value set against the agent's
        return (lesson.order_clause(head) or bool(_STATES_HOW.search(head)) or bool(_WE_DO.search(head))
                or bool(re.fullmatch(r"\W*[\w.:£$€%-]*\d[\w.:£$€%-]*", head.strip())) or _answers_with(head, agent_did))
    if not _names(m.group("x"), agent_did):
        return False
    head = clause[:m.start()]
    return (lesson.order_clause(head) or bool(_STATES_HOW.search(head))
            or (_answers_with(head, agent_did) and bool(re.search(r"\d", head))))


#: what a value answer may open with: "yes but minus 90 min not two hours", "ok, 3 hours not 4"
_YES_BUT = re.compile(r"^\W*(?:(?:yes|yeah|yep|ok|okay|sure)\b\W*)?(?:but\b\s*)?", re.I)
#: a head that is no value: a person or thing doing something ("it works ...", "we tried ..."), or chat
_NOT_VALUE_HEAD = re.compile(r"^(?:i|we|you|it|this|that|they|he|she|there|thanks|thank|sorry|please|pls|just|maybe)\b", re.I)


def asked(agent_did: str) -> bool:
    """Whether the agent asked something in its own words: a "?" that ends a sentence of its prose, not one in the
    inputs of its calls (a query string, a ternary in the code it wrote), which ``agent_did`` holds as JSON lines."""
    return any(re.search(r"\?(?=[\s\"')\]]|$)", line) for line in agent_did.splitlines()
               if not line.lstrip().startswith(("{", "[")))


def _answers_with(head: str, agent_did: str) -> bool:
    """Whether ``head`` is a value of a few words the user answers the agent's question with ("Shall I print
    allergens in red?" - "bold black not red, the label printer is black and white ...", "... (kick-off minus two
    hours) on the page too?" - "yes but minus 90 min not two hours, the coaches meet ..."): the value the agent
    offered, set against another."""
    value = _YES_BUT.sub("", head.strip(" ,;")).strip()
    return (asked(agent_did) and 1 <= len(value.split()) <= 4 and not _NOT_VALUE_HEAD.match(value)
            and not _FIRST_VERB.search(value) and not _BANTER.search(value))


def counter(text: str, agent_did: str) -> str:
    """The clause of a turn that corrects the agent by contrast rather than by order: a negated
    choice of the agent's with what to use instead, a pointer to what already exists, or a
    rhetorical question about its step; "" when there is none."""
    for c in lesson.clauses(text):
        if _BANTER.search(c):
            continue
        if (negated_choice(c, agent_did) or rhetorical(c, agent_did) or asserted(c, agent_did) or INTENDED.match(c)
                or order_clause_not(c, agent_did)):
            return c
        if POINTER.search(c) and not c.endswith("?"):
            return c
    # "not `requests` in here - `httpx.AsyncClient`": the dash splits the clause from its counter-proposal
    for s in (x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text)):
        if negated_choice(s, agent_did) and not _BANTER.search(s):
            return s
    return ""


#: what goes wrong, in the words people use for jobs, budgets and state as well as code (beyond HARM)
_WARNS = re.compile(_HARM.pattern + r"|\b(?:gets?|got|is|are|be) (?:killed|rejected|blocked|reverted|overwritten|evicted)\b"
                    r"|\bout of (?:credits|memory|disk|space|quota|step|sync)\b|\blags?\b|\bcan fail\b"
                    r"|\bfails? (?:the|every|our|on|in|at)\b|\blocks? (?:us|you|me|everyone|people) out\b", re.I)
#: a thing said in general or as a condition, not the one in front of us: "anything heavy on login01 ...",
#: "a manual run from here ...", "if the nightly runs on large ..."
_HYPOTHETICAL = re.compile(r"^(?:(?:and|but|so|also)\s+)?(?:a|an|any|anything|anyone|every|each|no|nothing|if|once|whenever)\b", re.I)
#: a statement that refuses the agent's step: "the key cant live in the node", "not here", "please no Admitted"
_REFUSES = re.compile(r"^(?:the|this|that|these|those|our|your|its)?\s*[\w.-]+(?:\s+[\w.-]+)?\s+(?:can'?t|cant|cannot|can not|"
                      r"shouldn'?t|shouldnt|mustn'?t|must not)\s+(?:live|go|sit|stay|be (?:in|on|at|inside|part of|stored|kept))\b"
                      r"(?![^,.;]*\b(?:yet|today|now|tonight|tomorrow|until|still|anymore)\b)"
                      r"|^(?:(?:please|pls)\s+)?not (?P<where>here|there)\b(?!\s+(?:yet|either|too|anymore|now|again)\b)"
                      r"|^(?:please|pls)\s+no\s+(?!(?:problem|worries|rush|need|pressure|more)\b)\S", re.I)
_JUST = re.compile(r"^just\s+[a-z]+$", re.I)
#: a harm word negated: "breaks nothing", "never times out"
_NO_HARM = re.compile(r"\b(?:nothing|no one|nobody|never|doesn'?t|won'?t|don'?t|isn'?t|not)\b", re.I)


def objection(text: str, agent_did: str, earlier: str = "") -> str:
    """The clause of a turn that objects to the agent's step by saying how things are and what goes
    wrong, with no order word the other readers know: "not here, this is the login node. anything
    heavy on login01 gets killed ... salloc a debug node", "the key cant live in the node, these files
    are in git. create a credential", "staging migrates itself on deploy - a manual run from here
    leaves it out of step. just push", "if the nightly runs on large we're out of credits by the
    20th, medium is plenty". A statement refusing the step with a reason or an order after it; or a
    warning said in general (not a report of what broke) with another way to do it; what suffices may
    answer a step the agent took ``earlier`` in the session (the nightly it wrote two turns ago). ""
    otherwise."""
    said = [c for c in lesson.clauses(text) if not c.endswith("?") and not _BANTER.search(c)]
    if len(said) < 2 and not any(", " in c for c in said):
        return ""
    first = lesson.strip_lead(said[0])
    pieces = [p for c in said for p in re.split(r",\s+", c)]
    ways = [p for p in pieces if lesson.order_clause(p) or lesson.SUFFICES.match(lesson.strip_lead(p)) or _JUST.match(p)]
    refused = _REFUSES.match(first)
    if refused and refused.group("where"):  # "not here" refuses a step the agent said it takes here
        refused = refused if re.search(rf"\b{refused.group('where')}\b", agent_did, re.I) else None
    elif refused and not first.lower().startswith(("please", "pls")):
        refused = refused if touches(first, agent_did) else None
    if refused and len(pieces) >= 2 and not lesson.order_clause(first):
        return said[0]
    warned = [p for p in pieces if _WARNS.search(p) and _HYPOTHETICAL.match(p) and not _NO_HARM.search(p)]
    if not warned or not ways:
        return ""
    way = next((p for p in ways if lesson.SUFFICES.match(lesson.strip_lead(p))), "")
    if way:  # "if the nightly runs on large ... out of credits, medium is plenty": the warning is about the step
        return way if any(touches(p, f"{agent_did}\n{earlier}") for p in warned) else ""
    # otherwise a statement of how things are, about the agent's step, next to the warning and the other way
    stated = [c for c in said if c not in warned and c not in ways and not lesson.order_clause(c)
              and not any(c.startswith(p) for p in warned) and touches(c, agent_did)]
    return stated[0] if stated else ""


#: a turn that opens by pointing at what the agent used and saying what it is: "that's the live list",
#: "thats the prod netbox", "that's the lobby room" (not "that's the one", "that's the plan", "that's the fix")
_POINTS = re.compile(r"^\W*(?:(?:hmm+|no|nope|wait|ah|oh|uh|um)[,.!]?\s+)?(?:that'?s|thats|that is|this is|those are|these are)\s+"
                     r"(?:the|our|a|an)\s+(?!(?:one|ones|same|plan|idea|point|spirit|thing|things|way|problem|issue|bug|cause|"
                     r"culprit|fix|trick|catch|goal|answer|reason|key|part|bit|best|worst|only|first|last|next|output|result|"
                     r"behaviou?r|error|message|difference|question|case)\b)[\w'.-]", re.I)
#: what follows says where things go or what they are instead: "the tube labels are the 12mm DK-22214", "the ranked
#: filter goes on ...", "sandbox is netbox-sandbox...", "the dev index uses the vorarlberg extract only"
_SAYS_WHERE = re.compile(r"\b(?:is|are|goes|go|belongs?|lives?|uses?|runs?|reads?|sits?|stays?)\b", re.I)
_OPENS_PRONOUN = re.compile(r"^(?:and\s+|but\s+)?(?:it|that|this|they|he|she|i|we|you)\b", re.I)
#: a pointing turn that agrees with the agent's choice: "that's the branch, yes", "that's the table we want"
_CONFIRMS = re.compile(r"\b(?:yes|yeah|yep|yup|correct|exactly|indeed|agreed|(?:we|i) (?:want|need|meant)|"
                       r"as planned|go ahead)\b", re.I)
#: a step that comes on top of the agent's, not instead of it: "... too", "also cc ...", "... next" (not "next to": a place)
_ADDS = re.compile(r"\b(?:too|also|as well|next(?!\s+to\b)|afterwards|after that|in addition|additionally|cc)\b", re.I)
#: an order whose object is the thing pointed at itself: "send to it", "use that one"
_BACK_AT_IT = re.compile(r"\b(?:it|that(?: one)?|this(?: one)?|them|there)\s*$", re.I)


def _pointed(sentences: list[str], agent_did: str) -> str:
    """The first sentence of a turn that points at what the agent used ("that's the live list, 2400
    people") when what follows names where to go instead (an order, or a statement of what another
    thing is or where it goes: "send tests to the 'studio-test' list", "the ranked filter goes on the
    'ranked_1v1' room definition"); "" otherwise. The thing pointed at must be one the agent named
    ("list", "netbox", "room"), and nothing in the turn may praise it ("that's the new one, works great")."""
    if not sentences or not _POINTS.match(sentences[0]):
        return ""
    head, _, tail = sentences[0].partition(", ")
    if head.endswith("?") or _PRAISE.search(head) or not touches(head, agent_did):
        return ""
    if _CONFIRMS.search(sentences[0]):  # review23: "that's the branch, yes. open the PR against main"
        return ""
    later = [p.strip().rstrip(".!") for x in ([tail] if tail else []) + sentences[1:]
             for p in re.split(r",\s+", x) if p.strip() and not p.strip().endswith("?")]
    if any(_PRAISE.search(p) for p in later):
        return ""
    instead = [p for p in later if not _ADDS.search(p)
               and ((lesson.order_clause(lesson.strip_lead(p)) and not _BACK_AT_IT.search(p))
                    or (_SAYS_WHERE.search(p) and not _OPENS_PRONOUN.match(p) and len(p.split()) >= 3))]
    return sentences[0] if instead else ""


def substituted(text: str, agent_did: str) -> str:
    """The statement of a turn that names what the agent used and then what to use instead ("that's
    production. perf runs hit perf.shop.acme.com"), for a turn with no order (an order is the rule)."""
    sentences = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text) if x.strip() and not _BANTER.search(x)]
    return substitutes(sentences, agent_did) or _pointed(sentences, agent_did)


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
                or lesson.questions_choice(text, agent_did))


#: a norm stated as how things are, not as an order: "segment duration must stay at 6s", "entries are never
#: edited or deleted in place", "a claim always goes through the review queue first", "we only ever export
#: dates inside the timetable period" — a subject that is not the thing at hand ("it", "this") and a verb
#: held by an obligation or by always / never / only ever
_NORM = re.compile(r"^(?!(?:it|this|that|i|you|he|she|there|here|what|which|who|how|why|when|where|if|so|then)\b)"
                   r"(?:[\w`'\"./@$()\[\]<>-]+,?\s+){1,8}?"
                   r"(?:must|has to|have to|needs? to|(?:is|are|gets?)\s+(?:always|never|only)|(?:always|never)(?!\s+[a-z]+ed\b)|only ever|"
                   r"can never|may never)\s+(?!(?:been|had|worked|works|happens|happened|fails?|failed)\b)\w", re.I)
#: a norm said of every case, in the plain present: "anything over 8ft by 6ft goes to the committee", "every horse
#: owner gets their own invoice", "nobody drives until ..." (no "must" / "always" marks it; a time, "every time it
#: runs", is a report's)
_QUANTIFIED = re.compile(r"^(?:every|each|any|anything|anyone|anybody|nobody|no one|nothing)\s+"
                         r"(?!(?:time|day|night|week|month|morning|evening|run|build|deploy|now|other|more|idea|of (?:it|them|these|those))\b)"
                         r"(?:[\w`'\"./@$()\[\]<>-]+,?\s+){0,8}?(?:goes|gets|counts|is|are|ends|starts|shuts|drives|needs|takes|"
                         r"has|have|stays|comes|pays|[a-z]{2,}s)\s+(?!(?:been|had|worked|works|happens|happened|fails?|failed|broken|"
                         r"wrong|missing|gone|stuck|crashe[sd]|empty|null)\b)\w", re.I)
#: ... but a count of how often something happens is what a report measures ("each request hits the db about 40
#: times, which is why it takes 2s on prod"), not a norm
_COUNTED = re.compile(r"\b(?:twice|\d+ times|times over)\b|\bwhich is why\b", re.I)


def _quantified(head: str) -> bool:
    """Whether a clause states a norm of every case ("anything over 40kg is a two person lift"), not a count."""
    return bool(_QUANTIFIED.match(head)) and not _COUNTED.search(head)


#: a short lead before a colon ("and while you're in there:", "rule from the data centre for everything we archive:")
_COLON_LEAD = re.compile(r"^(?:[^:,.;]{0,60}:\s+|(?:and|also|but|so|plus|oh and)\s*,?\s+)+", re.I)
#: a pasted fence, and the quote marks of a forwarded mail or review ("> Kofi: hit policy must stay first")
_FENCE = re.compile(r"```.*?(?:```|$)", re.S)
_QUOTED = re.compile(r"^>\s?", re.M)


#: where a norm's clause splits at a comma: not inside brackets ("(no root login, no password)"), not before a list's
#: "and" / "or" / "not"
NORM_COMMA = re.compile(r",\s+(?![^()]*\))(?!(?:and|or|not)\b)")


def stated_norm(text: str) -> str:
    """A norm the message that sets the task states as how things are done, with the fact that makes it one
    right after it (after ":" or a dash, "because" / "otherwise", a comma and a statement, or a consequence:
    "if ...", "when ..."): "segment duration must stay at 6s: the CDN cache rules ... are tuned for 6", "a load
    is never released while its spore test is pending, ... if a BI comes back positive we have to recall every
    pouch". Not the task's first clause, not a report of what the code does ("the export always fails on the
    first run"), and never a norm with nothing said for it ("... has to go into the gateway image. our layer
    is meta-acme": the next sentence is the task's detail); "" when there is none. Pasted fences are left out,
    a forwarded mail's quote marks dropped (the rule may be the mail's)."""
    plain = _QUOTED.sub("", _FENCE.sub("\n", text))
    stated = _stated(plain)
    found = lesson.clauses(stated)
    dashed = _before_dash(stated)
    for i, c in enumerate(found):
        pieces = NORM_COMMA.split(c)
        for k, piece in enumerate(pieces):
            if i == 0 and k == 0:
                continue  # the task itself
            head = lesson.strip_lead(piece.strip())
            if not (_NORM.match(head) or _quantified(head)):  # "and while you're in there: a load is never ...": a lead
                head = lesson.strip_lead(_COLON_LEAD.sub("", piece.strip()))
            if not (_NORM.match(head) or _quantified(head)) or head.rstrip().endswith("?"):
                continue
            norm, why = lesson._split_reason(head)
            norm, _, colon = norm.partition(": ")
            if diagnosis_like(norm) or observed(norm):
                continue  # "the nightly import always fails": what the code does, reported
            said = [x for x in (colon, *pieces[k + 1:]) if x]  # after ":" or a comma, in the same clause
            nxt = found[i + 1] if i + 1 < len(found) else ""
            if (why or lesson._REASON.search(head)
                    or any(_because(x) or (lesson._explains(x) and not lesson.order_clause(x)) for x in said)
                    or (nxt and (_because(nxt) or (i in dashed and _why_after_dash(nxt))))):
                return norm.strip()
    return ""


#: a consequence said as a condition: "when the NAS fills up the other editors lose their saves too"
_CONSEQUENCE = re.compile(r"^(?:and\s+|so\s+)?(?:when|whenever|if|once)\s+\S+(?:\s+\S+){2,}", re.I)


def _because(clause: str) -> bool:
    """Whether a clause after a norm says why it holds: a reason word, a harm, or a consequence."""
    return bool(lesson._REASON.search(clause) or _HARM.search(clause) or _CONSEQUENCE.match(clause.strip())
                or lesson._CONDITION.match(clause.strip()))


#: what goes wrong, reported: a norm's verb is not a failure
_FAILS = re.compile(r"\b(?:crash\w*|fail\w*|broken|breaks?|hangs?|stuck|errors?|throws?|times? out|slow|wrong|"
                    r"missing|empty|zero|nan|null|returns?|shows?|says?|prints?|gives?)\b", re.I)


#: what makes a failure word no verb of the clause: a noun after a determiner ("a break on the tablet", "the last
#: empty", "only breaks made by members") or the verb of a relative clause ("any cover that fails the ... test")
_NOT_ITS_VERB = re.compile(r"\b(?:a|an|the|only|any|every|each|no|last|first|next|that|which|who|whose|his|her|their|our|its)\s+$",
                           re.I)


def diagnosis_like(norm: str, nouns: bool = False) -> bool:
    """Whether a norm-shaped clause reports what happens instead ("the job always fails after 3am", "the
    dashboard never shows October"). With ``nouns``, a failure word that is a noun or a relative clause's verb
    reports nothing: read so only after an incident, where the sentence is known to state how things are done."""
    return any(not (nouns and _NOT_ITS_VERB.search(norm[:m.start()])) for m in _FAILS.finditer(norm))


#: what bounds a statement to a norm wherever it stands in the clause: "notices go out in english and spanish
#: always", "the alert goes to the conservation on-call, never to ...", "ARR only applies if ...", "a member without
#: a current belay check can only use ...", or a negated present ("artists under 10 usd don't get paid out")
_BOUNDED = re.compile(r"\b(?:always|never|only|every|each|any|anyone|anything|nobody|no one|nothing)\b"
                      r"|\b(?:don'?t|doesn'?t|do not|does not|aren'?t|isn'?t|are not|is not|can'?t|cant|cannot|won'?t)\s+"
                      r"(?:be\s+|get\s+)?[a-z]+", re.I)
#: a subject that is the thing at hand, the speaker, or no subject: not a norm's
_NOT_A_SUBJECT = re.compile(r"^(?:it|this|that|i|you|he|she|there|here|what|which|who|how|why|when|where|if|so|then|and|but|or|"
                            r"can|could|would|please|pls|just|also|let'?s|maybe|because|since|as)\b", re.I)
_SPEAKER = re.compile(r"\b(?:i|i'?ve|i'?m|i'?d|we'?ve|my)\b", re.I)
#: a finite verb: a norm says how something is done, a bare noun phrase ("every trip 3-4 times") says nothing
_FINITE_VERB = re.compile(r"\b(?:is|are|be|has|have|do|does|can|cant|can't|cannot|must|should|will|won't|go|need|apply|"
                          r"carry|stay|come|run|get|(?!(?:times|days|hours|weeks|months|years|minutes|seconds)\b)[a-z]{3,}(?:es|s))\b", re.I)


#: a task that asks to repair something: what the message says next describes the fault ("fix the revenue report.
#: the numbers don't match finance, because refunds are counted twice"), not how things must be
_REPAIR_TASK = re.compile(r"^\W*(?:(?:hey|hi|ok(?:ay)?|so|please|pls|can you|could you|would you)[,]?\s+){0,3}"
                          r"(?:fix|debug|investigate|look (?:at|into)|figure out|track down|find out|repair|"
                          r"make [^.,;]{1,60}? (?:faster|quicker|work|pass))\b", re.I)
#: a clause that explains a fault it caused ("each request hits the db 40 times, which is why it takes 2s")
_EXPLAINS_FAULT = re.compile(r"\b(?:which|that|this|that'?s|thats)\s*(?:is|'s|s)?\s+why\b", re.I)


def bounded_norm(text: str, reports: Callable[[str], bool]) -> str:
    """A norm in the message that sets the task, stated as how things are with what bounds it anywhere in its
    clause (always / never / only / every / any, or a negated present), and with what makes it one right after
    it, as :func:`stated_norm` reads it (a reason, a harm, a consequence): "notices go out in english and
    spanish always, both in the same message — if it's english only half of the east side cant read it". Not
    the task's first clause, not an order (:func:`up_front` reads those), not the speaker's own account ("I
    renamed ..."), not a report of what the code does or of a symptom (``reports``: the caller's reader of
    symptoms), not a question, nothing in a task that asks for a repair (its statements describe the fault);
    "" when there is none."""
    plain = _QUOTED.sub("", _FENCE.sub("\n", text))
    if _REPAIR_TASK.match(plain):
        return ""
    stated = _stated(plain)
    found = lesson.clauses(stated)
    dashed = _before_dash(stated)
    for i, c in enumerate(found):
        pieces = NORM_COMMA.split(c)
        for k, piece in enumerate(pieces):
            if i == 0 and k == 0:
                continue  # the task itself
            head = lesson.strip_lead(_COLON_LEAD.sub("", piece.strip()))
            if (head.rstrip().endswith("?") or _NOT_A_SUBJECT.match(head) or len(head.split()) < 4
                    or _EXPLAINS_FAULT.search(" ".join([head, *pieces[k + 1:k + 2]]))
                    or not _BOUNDED.search(head) or lesson.order_clause(head) or _SPEAKER.search(head)
                    or not _FINITE_VERB.search(head)):
                continue
            norm, why = lesson._split_reason(head)
            norm, _, colon = norm.partition(": ")
            if diagnosis_like(norm) or observed(norm) or reports(norm) or one_off(norm):
                continue  # "our validate.py only does the BREX when the schema is green": what the code does
            said = [x for x in (colon, *pieces[k + 1:]) if x]
            nxt = found[i + 1] if i + 1 < len(found) else ""
            if (why or lesson._REASON.search(head) or any(_because(x) for x in said)
                    or (nxt and (_because(nxt) or (i in dashed and _why_after_dash(nxt))))):
                return norm.strip()
    return ""


#: a norm said in a reply: a bound, an obligation, a prohibition, a scope beyond this task
_REPLY_NORM = re.compile(r"\b(?:never|always|don'?t|do not|doesn'?t|does not|must|mustn'?t|should|shouldn'?t|has to|"
                         r"have to|needs? to|every|each|any|only|nobody|no one|nowhere|from now on|going forward|"
                         r"in general|in future|as a rule|by default)\b", re.I)
#: a prohibition "no X" ("no email, ...", "no waits please"), not the "no" of an answer ("no wait, ...", "no, ...")
_NO_THING = re.compile(r"\bno\s+(?!(?:wait|sorry|actually|thanks?|way|problem|worries|idea|need|rush|not|no|it|that|"
                       r"this|the|i|you|we|just|please|more|longer|one)\b)[a-z]{3,}\b", re.I)


def plain_redirect(text: str) -> bool:
    """Whether a reply only redirects where or which for this one task ("no wait, not in Appearance, put it
    under Display"; "no not a modal, instead of a modal make it a toast, like I said"): each of its pieces (its
    sentences, cut at commas and dashes) is an order, a "not X", an answer word ("no", "wait", "ok") or "like I
    said" — nothing stated besides (a reason, a fact: "03 makes the distributor show them as in stock", "staff
    leave at 23:00"), no norm (never / always / don't / must / every / only / no X / from now on ...), no
    convention ("we always ..."). Such an instruction is no lesson whatever the agent then edits; a redirect
    with a reason, a fact or a norm stays a correction."""
    said = _QUOTED.sub("", _FENCE.sub("\n", text))
    if _REPLY_NORM.search(said) or _NO_THING.search(said) or _CONVENTION.search(said) or _SCOPE.search(said):
        return False
    pieces = [p.strip(" .!") for p in re.split(r"[.!?;:]\s+|,\s*|\s[—–-]+\s", said) if p.strip(" .!")]
    return bool(pieces) and all(_ANSWER_WORDS.fullmatch(p) or _REDIRECT_PIECE.match(p) or _SAID_BEFORE.fullmatch(p)
                                or lesson.order_clause(p) for p in pieces) \
        and not any(_because(c) for c in lesson.clauses(said))


#: a piece that only answers: "no wait", "ok", "hmm no", "actually"
_ANSWER_WORDS = re.compile(r"(?:(?:no|nope|nah|wait|ok|okay|hmm+|actually|sorry|oh|oops|yes|yeah|sure|right|so|"
                           r"then|hold on|one sec)\s*)+", re.I)
#: "not in Appearance", "not a modal", "instead of a modal make it a toast": what not, what instead
_REDIRECT_PIECE = re.compile(r"^(?:(?:and|but|so|no|nope|nah|wait|ok|okay|actually)\s+)*(?:not|instead|rather)\b", re.I)
#: "like I said", "as I said", "as we said before"
_SAID_BEFORE = re.compile(r"(?:like|as)\s+(?:i|we)\s+(?:said|mentioned|asked)(?:\s+(?:before|earlier))?", re.I)
