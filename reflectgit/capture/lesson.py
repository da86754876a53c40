"""The parts of a lesson the heuristic writer keeps from a signal window (issue 20, item 1).

- :func:`parts` splits the user's message into clauses and keeps the **rule** (the clause that
  fired, its "No," / "that's wrong" lead dropped; "Rather than X, do Y" as "Do Y rather than
  X"), the **alternative** when one is given ("... instead", "use X", "rather ...") and the
  **reason** when one is given ("because", "since it ...", "the flake was", "caused by", "due to").
- :func:`touched_files` lists the files the window's tool calls touched (Edit / Write /
  MultiEdit / NotebookEdit / Read ``file_path``, Codex ``apply_patch`` headers), relative to the
  session's folder.
- :func:`failed_tests` names the failing tests in pytest, jest, cargo and go test output.

Everything here reads turns whose private spans were already removed by the transcript reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from reflectgit.capture import contrast
from reflectgit.capture.chat import BANTER
from reflectgit.capture.contrast import upper_first

#: clause boundaries: sentence ends, semicolons, dashes used as punctuation, new lines
_CLAUSES = re.compile(r"(?<=[.!?])\s+|\s*;\s*|\s+[—–]\s+|\s+-{1,2}\s+|\n+")
#: a reaction before what it teaches: "you're right, we should never ...", "not convinced. always ...",
#: "good to know the S3 client isn't thread-safe, so ..." (``_LEAD`` strips it, ``_REACTION`` skips it alone)
_FELT = r"you'?re right|you are right|fair enough|not convinced|ok(?:ay)? then|huh"
_LEARNT = r"good to know|(?:i )?didn'?t know|(?:you'?re|you are) right"
_LEAD = re.compile(r"^(?:[\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f\u200d]+\s*|(?:no+(?=\s*[,.!:;—–]|\s*-(?![\w-])|\s+(?:don'?t|do not|never|that|this|it|you|we|i|not|wrong|stop|please|just|actually|"
                   r"use|the|no)\b|\s*$)|nope|nah|hmm+|ah|uh|ugh|oh|wait|hold on)\b(?!\s+(?:need|problem|worries|way|longer|idea)\b)[\s,.!:;—–-]*"
                   r"|correct me if i'?m wrong,?\s+(?:but\s+)?(?:i think\s+)?|i (?:think|believe|feel like)\s+(?=(?:we|you) (?:should|must|need to)\b)"
                   r"|(?:fyi|btw)\s+(?=\w)|(?:can|could|would) you (?:please )?(?=(?:stop|use|switch to|go with)\b)"
                   r"|(?:again|note for the future|for future reference|for the record)\s*[:,]\s*|(?:wrong|ok(?:ay)?|well|sorry|stop)[,.!:]+\s*"
                   r"|(?:good|great|nice|cool|perfect|thanks|thank you|thx|ty|right|sure|yes|yep)(?:[,.!]+\s*|\s*$)"
                   r"|(?:that|this|it)(?:'s|\s+is)\s+(?:wrong|incorrect|outdated|out[- ]of[- ]date|obsolete|stale|no longer (?:true|right|correct|the case)"
                   r"|not (?:it|right|correct|what i (?:asked|wanted|said)"
                   r"(?: for)?))[\s,.!:]*|(?:actually|please|pls|plz|again|also|and|but|from now on|going forward|in (?:the )?future|next time)[\s,:]+(?=\w)"
                   r"|ok(?:ay)?\s+(?=(?:but|and|so|also|now|in (?:the )?future|next time)\b)"
                   r"|(?:yes|yeah|yep|sure|right|so)\s+(?=(?:and|also|but|please|pls|never|always|don'?t|do not|stop)\b)"
                   r"|(?:one (?:more |last )?thing|btw|by the way|fyi|heads[- ]up|important|note|ps|reminder)\s*[:,!—–-]+\s*"
                   r"|(?:that|this|it)(?:'s|\s+is)?\s+(?:helps?|works?|fine|ok(?:ay)?|good|better|a start)\b[^.!?;,]{0,40}?,?\s+but\s+"
                   r"|(?:" + _FELT + r")[,.!:;]+\s*"
                   r"|(?:" + _LEARNT + r")(?:\s+that\b)?[,.!:;]*\s*"
                   r"|then\s+(?=(?:stop|never|always|don'?t|do not|use|keep)\b)"
                   # "right so the rule from now on: gift aid only on donations, ...": the label, not the rule
                   r"|(?:(?:right|ok(?:ay)?|so)\s+){1,2}(?=(?:the\s+)?(?:new\s+)?rule\b)"
                   r"|(?:the\s+|a\s+|one\s+)?(?:new\s+|house\s+)?rule(?:\s+(?:from now on|going forward|is|here))?\s*:\s*)+",
                   re.I)
#: a threat after an order: "stop the watcher on BufWipeout or we leak handles" (not an option: "or we could ...";
#: a noun subject threatens only with a verb after it: "or the build breaks", not "with pytest or the tox env")
_OR_ELSE = (r"(?<=\w),?\s+or (?:else )?(?:we|it|they|you|the \w+(?= (?:\w+(?:s|ed)|will|would|won't|can't|fail|die|leak|"
            r"hang|crash|break|go|get|stop|time)\b))(?:'ll|'d)? (?!(?:could|can|may|might|should|shall|want|"
            r"prefer|like|need|also|just|do|use|try|go|keep|stick|leave|switch|skip)\b)(?:[a-z]+ ){0,2}[a-z]+")
_REASON = re.compile(
    r"\bbecause\b|\b(?:cos|coz|cuz|'cause|bc)\s+(?=\w+ \w+)|\bcaused by\b|\bdue to\b|\broot[- ]cause\b|\bthe reason\b|\bturns out\b|\botherwise\b|\bor else\b"
    r"|\bor (?:it|this|that|they|you|we) (?:will|would|'ll)\b|" + _OR_ELSE + r"|\bso that\b|\bin order to\b|\b(?:that|this|which)(?:'s| is| was) why\b|\bthat means\b|\bwhich means\b"
    r"|\b(?:it|this|that|they|the \w+) (?:only )?(?:happens|happened|breaks|broke|fails|failed|flakes|hangs|crashes)"
    r" (?:when|whenever|if|because)\b|\bhappens (?:only )?when\b|^(?:since|as) (?=\w+ \w+)"
    r"|\bsince (?=(?:it|we|they|the|that|this|there|you|our|[\w.-]+ (?:is|are|was|were|has|have|does|do|can|can't|"
    r"cannot|won't|will))\b)"
    r"|\bthe (?:real )?(?:flake|flakiness|failure|crash|hang|timeout|problem|issue|bug|error|regression|race) "
    r"(?:was|is|came from|comes from)\b|^without (?:it|this|that|them)\b", re.I)
_ALTERNATIVE = re.compile(
    r"\binstead\b|\brather\b|\b(?:is|are) (?:enough|sufficient|all (?:we|you) need)\b|\bwill do\b|\bsuffices?\b"
    r"|^(?:please\s+|just\s+|you (?:should|can|must)\s+|we\s+|(?:you|we)(?:'ll| will)?\s+(?:want|need|have) to\s+"
    r"|(?:it'?s|it is)\s+(?:better|safer|simpler) to\s+)?"
    r"(?:use|try|patch|call|switch to|go with|prefer|pass|put|keep|run|mock|stub|wrap|move|vendor|push|let|return|"
    r"raise|throw|derive|compute|store|log|pin|validate|catch|handle|await|reuse|always)\b"
    r"|\bwe (?:use|vendor|prefer|only use|do|rely on|stick (?:to|with)|follow)\b|\bwe(?:'ve)? (?:switched|moved|migrated) to\b", re.I)
#: a reason that follows the rule in the same clause (", because ...")
_TAIL_REASON = re.compile(r",?\s+(?=(?:because|since|as otherwise|otherwise|or else|due to|so that|in order to|cos|coz|cuz|bc)\b)"
                          r"|,?\s+(?=or (?:it|this|that|they|you|we|the \w+) (?:will|would|'ll|can|could|might)\b)"
                          r"|(?=" + _OR_ELSE + r")"
                          r"|,?\s+(?=so (?:the|it|we|they|you|this|that|nobody|no one|every)\b)"

                          r"|,\s+(?=(?:as|since) (?!of\b|soon\b|long\b|well\b|much\b|many\b|far\b|if\b|such\b|usual\b|"
                          r"before\b|then\b|yesterday\b|today\b|last\b|\d)\w+ \w+)", re.I)
#: a statement that names what already does the job: "there's a logger in core/log.py", "json.loads does it",
#: "freezegun is what the other tests use", "the repository layer has a method for it" - an alternative, not a reason
_PROVIDES = re.compile(
    r"\b(?:does|do|handles?|covers?|provides?|takes care of|is for|are for)\s+(?:it|that|this|them)(?:\s+(?:already|for you|for us))?\s*$"
    r"|\bha(?:s|ve)\s+(?:a|an|the|its own|their own)\s+[\w-]+(?:\s+[\w-]+)?\s+for\s+(?:it|that|this|them)\b"
    r"|^there(?:'s| is| are)\s+(?:already\s+)?(?:a|an|the)\s+\S+(?:\s+\S+)?\s+(?:in|for|at)\b"
    r"|\b(?:is|are) what (?:we|you|everyone|everything else|the [\w\s-]{1,30}?)\s+(?:use|uses|do|does|run|runs|call|calls)\b"
    r"|\b(?:come|comes) from\s+\S*[._/]\S*|\bgets? (?:its|their) own\b", re.I)
#: a comma splice that states a fact after an order: "Use X, the JSON output is what the pipeline parses"
_SPLICE = re.compile(r",\s+(?=(?:it|this|that|they|these|those|(?:the|our|their|its) [\w-]+(?: [\w-]+)?|(?:[\w-]+ ){0,3}[\w-]+s) "
                     r"(?:is|are|was|were|makes?|made|breaks?|broke|causes?|caused|bit|hid|hides|flagged|fails?|failed|"
                     r"needs?|has|have|had|can'?t|won'?t|doesn'?t|don'?t|isn'?t|aren'?t|gets?|got|parses|reads?|go|goes|went|does|handles|"
                     r"come|comes)\b"
                     # "print output never reaches Loki": a subject, an adverb, then its verb
                     r"|(?:[\w-]+ ){0,2}[\w-]+ (?:never|always|only|still|already) [a-z]+s\b"
                     # "the file on disk lags until ...": what goes wrong, after a subject of a few words
                     r"|(?:the|our|their|its) (?:[\w-]+ ){1,3}(?:lags|drifts|leaks|loses|hangs|crashes|stalls|breaks|fails)\b)", re.I)
#: the same after an order that answers "why X?", where "it's ..." can only be about X or its replacement
_SPLICE_ITS = re.compile(r",\s+(?=(?:it|that|they)(?:'s|'re)\s)|" + _SPLICE.pattern, re.I)
#: "That's why we never ...": the clause before is the reason of this one
_WHY_LEAD = re.compile(r"^(?:and\s+)?(?:that|this|which)(?:'s| is| was) why\s+", re.I)
#: the first word of a clause that orders rather than explains (imperatives, requests, chat)
_NOT_EXPLAINING = re.compile(
    r"^(?:please|just|can|could|would|will|should|shall|let'?s|let|thanks?|thank|ok(?:ay)?|cool|great|nice|sure|yes|yep|"
    r"no|also|and|but|so|then|now|i'?ll|i will|i'?m|i am|i'?d|we'?ll|lgtm|perfect|sounds|do|don'?t|never|always|use|"
    r"try|patch|call|switch|go|prefer|pass|put|keep|run|mock|stub|wrap|move|vendor|push|return|raise|throw|add|derive|"
    r"compute|set|store|read|write|log|commit|open|create|make|check|leave|send|handle|catch|validate|pin|bump|rename|"
    r"extract|await|cache|load|reuse|fetch|import|export|remove|delete|drop|fix|revert|undo|change|replace|update|"
    r"ask|stop|avoid|ensure|make|see|look|note|remember|what|why|how|when|where|who|which|is|are|does|did|hey|hi|lol|"
    r"haha)\b", re.I)


@dataclass
class Parts:
    rule: str = ""
    alternative: str = ""
    reason: str = ""
    #: a statement before the rule ("Hold on. That rewrites the whole table. Add it nullable first."):
    #: the reason of last resort, after the user's next message and the cause the agent explained
    reason_before: str = ""

    def rule_text(self) -> str:
        """The rule with its alternative: "Don't use X; use Y instead"."""
        if self.rule and self.alternative and self.alternative.lower() not in self.rule.lower():
            return f"{self.rule}; {_lower_first(self.alternative)}"
        return self.rule or upper_first(self.alternative)


def _clean(text: str) -> str:
    return " ".join(text.split()).strip(" ,.;:—–-!")




def _lower_first(s: str) -> str:
    # "Patch time.time" -> "patch time.time"; leave "HTTPX", "I" and code as they are
    return s[:1].lower() + s[1:] if len(s) > 1 and s[0].isupper() and (s[1].islower() or s[:2] == "A ") else s


def strip_lead(text: str) -> str:
    """``text`` without its "No," / "Hmm," / "That's wrong," lead, first letter upper case ("Can
    you stop X?" is the order "Stop X")."""
    out = upper_first(_clean(_LEAD.sub("", text.strip(), count=1)))
    asked = re.match(r"(?:can|could|would) you\b", text.strip(), re.I) and not re.match(r"(?:can|could|would) you\b", out, re.I)
    return out.rstrip("?") if asked else out


#: "one more:", "ok one thing,", "one more, which we keep getting wrong:": a lead that only adds the rule to
#: what was said before it (stripped from the rule a note states, after the rule was read)
_ONE_MORE = re.compile(r"^(?:(?:ok(?:ay)?|good|great|right|thanks|also|and|oh|sorry)[,.!]?\s+)?(?:one (?:more|last)(?: thing)?|"
                       r"one thing|another thing|last thing)(?:\s*,\s*which\b[^:;.]{0,60}:|\s*[:,!—–-]+)\s*(?=\w)", re.I)


def without_filler(rule: str) -> str:
    """A rule as a note states it, without the "One more:" that joined it to the talk before, nor the lead
    after that ("one more: from now on always run ruff check ..." -> "Always run ruff check ..."); any
    other rule as it is."""
    rest = _ONE_MORE.sub("", rule.strip(), count=1)
    return (strip_lead(rest) or rule) if rest != rule.strip() else rule


def clauses(text: str) -> list[str]:
    return [c for c in (_clean(x) for x in _CLAUSES.split(text)) if c]


def objection(text: str, agent_did: str = "") -> str:
    """The user's words a correction's rule is rewritten from, as they were said: a question about the
    agent's choice with the order after it ("why hls.js there? use the native <audio> ..." becomes "Use the
    native <audio> ..., not hls.js"), or a bare "revert that" (the rule is then what was wrong). "" when the
    turn holds neither."""
    found = clauses(text)
    for i, c in enumerate(found):
        if undo_clause(c):
            return c
        nxt = found[i + 1] if i + 1 < len(found) and not found[i + 1].endswith("?") else ""
        if why_code(c, agent_did) or _WHY_THAT.match(c) or (_WHY_THERE.match(c) and nxt and order_clause(nxt)):
            return f"{c} {nxt}".strip()
    return ""


def undo_clause(clause: str) -> bool:
    """Whether a clause asks to take the agent's step back: "revert that", also with its why after a comma ("revert
    that, the club laptop is shared by everyone ...")."""
    return bool(UNDO.match(strip_lead(clause)) or UNDO.match(strip_lead(clause.split(", ")[0])))


def why_there(text: str) -> str:
    """The question about what the agent put at one place of its work with the order right after it ("why three
    decimals there? use one, nobody trues a wheel to a micron ...", "the league table page, why sorted by name there?
    use points ..."), as said, or "": the user objects to the agent's choice and says what to do instead."""
    found = clauses(text)
    for i, c in enumerate(found[:-1]):
        nxt = found[i + 1]
        if _WHY_THERE.match(c) and not nxt.endswith("?") and order_clause(nxt) and not _KEEPS_IT.search(nxt):
            return f"{c} {nxt}"
    return ""


#: an answer to one's own "why X there?" that keeps X: asked out of curiosity ("keep it, it's fine, just wondering")
_KEEPS_IT = re.compile(r"^(?:keep|leave)\s+(?:it|that|this|them)\b|\b(?:it'?s|that'?s) fine\b|\bjust (?:curious|wondering|asking)\b",
                       re.I)


#: a question about what the agent put at one place of its work ("why US sizes there?", "ok but why round the
#: index there?"): with an order right after it, the user objects to the agent's choice
_WHY_THERE = re.compile(r"^(?:(?:hm+|but|so|ok(?:ay)?|wait|uh)[,.]?\s+|[^,.?!]{3,40},\s+){0,2}why (?!not\b)[^?]{2,50}\s(?:there|here)\?$",
                        re.I)  # also after what it is about: "the league table page, why sorted by name there?"


#: a statement of what to use, pointed back at: "the OS open data has heights, use that"
_USE_THAT = re.compile(r"\S\s*[,;:—–-]\s*(?:so\s+|just\s+)?use (?:that|those|it|them|this|these)(?: (?:one|ones|instead))?\W*$",
                       re.I)


def parts(text: str, phrase: str, sets_task: bool = False, agent_did: str = "") -> Parts:
    """Rule, alternative and reason of one user message; ``phrase`` is what the signal matched.
    ``sets_task``: the message opens the session's work (the agent has done nothing yet), so an
    order before the rule is the task ("add a /healthz endpoint. never touch src/gen/ ..."), not
    what to do instead. ``agent_did``: what the agent said and did since the user's previous message
    (a "why react 19 there?" asks about a name it introduced)."""
    found = clauses(text)
    word = re.compile(r"(?<!\w)" + re.escape(phrase.lower().strip()) + r"(?!\w)") if phrase.strip() else None
    # a phrase may end inside a word ("Don't hardcode i"): then its clause is the one it opens a word in
    loose = re.compile(r"(?<!\w)" + re.escape(phrase.lower().strip())) if phrase.strip() else None
    at = next((i for i, c in enumerate(found) if word and word.search(c.lower())),
              next((i for i, c in enumerate(found) if loose and loose.search(c.lower())), 0))
    while at + 1 < len(found) and _REACTION.match(found[at]) and not strip_lead(found[at]).strip(" .,!"):
        at += 1  # a reaction alone ("Not convinced.", "Huh."): what it leads into says the lesson
    if found and not strip_lead(found[at]).strip(" .,!"):  # "no. undo that please": the undo is what is said
        at = next((i for i, c in enumerate(found) if UNDO.match(strip_lead(c))), at)
    found, at = _without_undo(found, at)
    questioned = _why_code(found, agent_did)
    if questioned:
        return questioned
    at = _prohibition_over_statement(found, at)
    if found and UNDO.match(strip_lead(found[at])):
        found, at = _what_was_wrong(found, at)
    found, at = _without_undo(found, at)
    out = Parts()
    if found:
        asked = _asked_rule(found, at)
        if asked:
            out.rule, rest = asked
            for c in rest:
                if c.endswith("?"):
                    continue
                if not out.reason and (_REASON.search(c) or _explains(c) or len(strip_lead(c).split()) >= 3) \
                        and not order_clause(c):
                    out.reason = strip_lead(c)
                elif not out.alternative and order_clause(c):
                    out.alternative = strip_lead(c)
            return out
        turned = _consequence_rule(found, at)
        if turned:
            out.rule, out.reason = turned
            return out
        countered = _countered_rule(found, at)
        if countered:
            return countered
    rule_clause = upper_first(_SO.sub("", strip_lead(found[at]))) if found else ""
    said = rule_clause.lower().find(phrase.lower().strip()) if phrase.strip() else -1
    if said > 0 and (_BUT_BEFORE.search(rule_clause[:said]) or OWN_PLAN.match(rule_clause)):
        # "group the dev deps …, but keep runtime deps separate", "ok I'll ask …, keep 5.9 support, …": the task
        # or the speaker's own plan comes first, the order the phrase opens is the rule
        rule_clause = upper_first(rule_clause[said:])
    if _WHY_LEAD.match(rule_clause):
        rule_clause = upper_first(_WHY_LEAD.sub("", rule_clause))
        if at > 0 and not _NOT_EXPLAINING.match(strip_lead(found[at - 1])):
            out.reason = found[at - 1]
    rule_clause, tail_reason = _split_reason(rule_clause)
    fact = _FACT_SO.match(rule_clause)
    if fact and not tail_reason and not order_clause(fact["fact"]):
        # "the S3 client isn't thread-safe, so one client per thread from now on": the order is the rule
        rule_clause, tail_reason = upper_first(fact["order"]), fact["fact"]
    elif not tail_reason:
        # "we moved the export to S3 last month, (so) write via storage.py instead": what changed, then the order
        head, _, order = rule_clause.partition(", ")
        order = re.sub(r"^so\s+", "", order, flags=re.I)
        if order and _CHANGED.match(head) and not order_clause(head) and order_clause(order) and _INSTEAD.search(order):
            rule_clause, tail_reason = upper_first(order), head
    rule_clause = _order_first(rule_clause)
    if tail_reason and _PROVIDES.search(tail_reason) and not _REASON.search(tail_reason):
        out.alternative, tail_reason = upper_first(tail_reason), ""  # "..., the release job does that"
    out.reason = out.reason or tail_reason
    if _REASON.match(rule_clause):
        out.reason = out.reason or rule_clause
    else:
        out.rule = rule_clause
    nxt = at + 1
    if not out.rule and not out.reason and re.match(r"\W*(?:no+|nope|nah|wrong|(?:that|this|it)(?:'s| is) (?:not|wrong))\b",
                                                  found[at], re.I):  # a refusal alone ("No no."): the order after it
        nxt = next((j for j in range(at + 1, len(found)) if order_clause(found[j])), nxt)
    asks = out.rule.endswith("?")  # "Why are you using moment? We switched to date-fns."
    more, why = _split_reason(strip_lead(found[nxt])) if nxt < len(found) else ("", "")
    negated = bool(re.match(r"(?:not|no)\s+\S", out.rule, re.I))  # "Not moment": it names what was wrong already
    if (out.rule.count(" ") < 2 and not negated or asks or _VERDICT.match(out.rule)) and more and not _REASON.search(more):
        # a bare "No." / "Stop." / "That's not safe —" says what is wrong in the next clause
        out.rule = f"{out.rule}; {_lower_first(more)}" if out.rule and not asks else more
        out.reason = out.reason or why
    else:
        nxt = at
    explained: list[str] = []  # statements after the rule that explain it without a marker
    before: list[str] = []  # ... or before it ("Hold on. That rewrites the whole table. Add it nullable first.")
    for i, c in enumerate(found):
        if i in (at, nxt) or (out.reason and i == at - 1 and out.reason == c):
            continue
        if sets_task and i < at and (order_clause(c) or _imperative(strip_lead(c))):
            continue  # the task itself: neither what to do instead nor why
        c, tail_reason = _split_reason(c)
        if tail_reason:
            out.reason = out.reason or tail_reason
        if _REASON.search(c):
            out.reason = out.reason or _clean(c)
        elif not out.alternative and not (sets_task and i < at) and (
                _ALTERNATIVE.search(strip_lead(c)) or (i > at and _imperative(_JUST.sub("", strip_lead(c))))
                or (order_clause(c) and not _explains(c)) or (i > at and _PROVIDES.search(c))
                or (i > at and bool(out.reason or explained) and names_a_means(c))
                or (i > at and _conditional_order(c)) or (i > at and bool(_USE_THAT.search(c)))):
            # an order next to the rule is its alternative ("Read it from the env. Don't hardcode it."); a
            # clause that also reads as a statement ("Index scans are slow") keeps its older reading, a reason
            out.alternative = strip_lead(c)
        elif len(explained) < 2 and i > at and _explains(c):
            explained.append(strip_lead(c))
        elif i < at and _explains(c):
            before.append(strip_lead(c))
    out.reason_before = "; ".join([before[-2], _lower_first(before[-1])] if len(before) > 1 else before)
    # the marker's reason, else the statements that follow the rule ("Tags get re-pushed. Last month ...")
    out.reason = out.reason or "; ".join([explained[0], _lower_first(explained[1])] if len(explained) > 1 else explained)
    if not out.rule and out.alternative:
        out.rule, out.alternative = out.alternative, ""
    elif not out.rule and out.reason and found and not strip_lead(found[at]):
        # a verdict alone ("No, that's not it.") and then how things are: that statement is what to keep
        out.rule, out.reason = out.reason, ""
    return out


#: a clause that forbids: "never hand-edit X", "not dart:mirrors", "but no ttl bumps please" (not "no worries", "not now")
_PROHIBITS = re.compile(r"^(?:(?:never|don'?t|do not)(?!\s+(?:worry|bother|mind|forget|sweat|rush)\b)|stop|avoid|"
                        r"(?:no|not)\s+(?!(?:problem|worries|rush|idea|need|way|longer|sure|"
                        r"now|yet|really|bad|quite|much|big|more|one|that|this|it|at|convinced)\b))\s*\S", re.I)


def _prohibition_over_statement(found: list[str], at: int) -> int:
    """The clause a turn's signal fired on may be the reason or a complaint ("ugh, build numbers by
    hand again", "we ship with dart compile exe and mirrors don't exist in AOT") or the alternative
    ("purge on publish is the way"); when that clause does not forbid and another clause of the same
    turn does, the prohibition is the rule, and the other clauses stay its reason or alternative."""
    if not found or not (0 <= at < len(found)):
        return at
    here = strip_lead(found[at])
    if here.endswith("?") or _PROHIBITS.match(here):
        return at
    return next((i for i, c in enumerate(found)
                 if i != at and not c.endswith("?") and _PROHIBITS.match(_SO.sub("", strip_lead(c)))), at)


_BUT_BEFORE = re.compile(r",?\s+but\s+$", re.I)
#: what the speaker will do themself: "ok I'll ask the contributor …"
OWN_PLAN = re.compile(r"^(?:(?:ok(?:ay)?|yes|sure|fine|right|alright)[,.]?\s+)*i(?:'ll| will|'m going to| am going to)\s", re.I)
#: the order drawn from what was said before it: "so never run terraform apply yourself, only plan"
_SO = re.compile(r"^(?:and\s+)?(?:so|therefore|hence|thus|(?:ok(?:ay)?[,]?\s+)?next|while you'?re at it|while you are at it)"
                 r"[,]?\s+(?=(?:never|don'?t|do not|stop|avoid|always|please)\b)", re.I)


#: a reaction that is no refusal (a refusal alone, "No no.", points at the order after it by other means)
_REACTION = re.compile(r"^\W*(?:" + _FELT + "|" + _LEARNT + r")\b", re.I)


#: a fact, then what follows from it for the code: "the staging db is shared with QA, so we can't truncate it",
#: "mocking the db hides migration bugs, let's always use a real postgres in tests"
_FACT_SO = re.compile(r"^(?P<fact>[^,;]{8,}?),\s+(?:and\s+)?(?:so|hence|let'?s)\s+(?P<order>(?:always|never|don'?t|do not|"
                      r"use|keep|pin|only|one\s+\w+\s+per|we\s+(?:can'?t|cannot|should|must|need to|have to))\b.{3,})$", re.I)


#: a statement of what changed, before an order with its alternative: "we moved the export to S3 last month",
#: "the old path is gone", "the cache now lives in Redis" (a subject and a verb; "the hero image on /work" is a topic)
_CHANGED = re.compile(r"^(?:we|they|it|the|our|this|that|these|those)\s.*?\b(?:is|are|was|were|has|have|had|"
                      r"(?:do|does|did|is|are|was|were)n'?t|no longer|now|anymore|gone|[a-z]{3,}ed)\b", re.I)
_INSTEAD = re.compile(r"\b(?:instead|rather than)\b", re.I)


#: "why String.concat there?", "hm why one_for_all?": a question that names the code the agent chose
_WHY_CODE = re.compile(r"^(?:(?:hm+|but|so|ok(?:ay)?|wait|uh)[,.]?\s+)?why\s+(?P<what>`[^`]{1,60}`|`?[\w.:/()-]*(?:[._:/]|\(\)|[a-z][A-Z])[\w.:/()-]*`?)"
                       r"(?:\s+(?:there|here|again|now|in there))?\?$", re.I)


#: "why react 19 there?", "why node 20?": a name with the version the agent chose
_WHY_VERSION = re.compile(r"^(?:(?:hm+|but|so|ok(?:ay)?|wait|uh)[,.]?\s+)?why\s+(?P<what>[a-z][\w.+-]*\s+v?\d+(?:\.(?:\d+|x))*)"
                          r"(?:\s+(?:there|here|again|now|in there))?\?$", re.I)
#: words that make "why X?" a question about the situation, not about a name the agent chose
_NOT_A_NAME = re.compile(r"^(?:not|so|is|are|does|do|did|was|were|would|should|could|can|that|this|it|now|here|there|"
                         r"again|though|exactly|then|me|you|we|they|the|a|an|on|in|at|yet|ever|still)$", re.I)


#: an order that keeps what was asked about: "keep it", "leave that", "it's fine"
_APPROVES = re.compile(r"^(?:keep|leave)\s+(?:it|that|this|them)\b|^(?:it'?s|that'?s) fine\b", re.I)


#: a "why X?" that only asks, and an order that starts another task
_CURIOUS = re.compile(r"\b(?:just (?:curious|wondering|asking)|out of curiosity|no reason)\b", re.I)
_NEXT_TASK = re.compile(r"^(?:also|btw|next|then|now|and also|separately)\b", re.I)


#: a statement that names code doing the job instead: "editor.getValue() has what's on screen", "onChange is what
#: the editor API gives us"; and what makes it an approval or a musing instead ("..., so it's fine I guess")
_OFFERS_WHAT = re.compile(r"\b(?:has|holds|gives|returns|knows) (?:what|exactly what|the (?:current|live|real|latest))\b"
                          r"|\b(?:is|are) (?:what|exactly what|the one|the way|made for|meant for)\b|\bdoes (?:that|this|it) (?:already|for (?:us|you))\b", re.I)
_CURIOUS_OR_FINE = re.compile(r"\b(?:fine|ok(?:ay)?|i guess|maybe|probably|i think|not sure)\b", re.I)


def _replacement(after: list[str], what: str = "") -> str:
    """The order after "why X there?" that says what to do instead ("use pathlib, ..."), or the
    statement that names other code doing it ("editor.getValue() has what's on screen"), else "":
    "just curious. also add a --dry-run flag" asks and moves on; "keep it, it's fine" approves X."""
    for x in after:
        if x.endswith("?"):
            continue
        if _CURIOUS.search(x):
            return ""
        if order_clause(x):
            return "" if _APPROVES.match(strip_lead(x)) or _NEXT_TASK.match(strip_lead(x)) else x
        named = _CODE_SUBJECT.match(x)
        if (named and _OFFERS_WHAT.search(x) and not _CURIOUS_OR_FINE.search(x)
                and (not what or what.strip("`").lower() not in named.group(0).lower())):
            return x
    return ""


def why_code(clause: str, agent_did: str = "") -> re.Match[str] | None:
    """A "why X there?" about the agent's choice: X looks like code ("String.concat", "one_for_all"), or is a
    name with a version whose name the agent just used (``agent_did``: "why react 19 there?")."""
    m = _WHY_CODE.match(clause)
    if m or not agent_did:
        return m
    m = _WHY_VERSION.match(clause)
    name = m.group("what").split()[0] if m else ""
    if m and not _NOT_A_NAME.match(name) and re.search(r"(?<![\w.-])" + re.escape(name) + r"(?![\w-])", agent_did, re.I):
        return m
    return None


def _why_code(found: list[str], agent_did: str = "") -> Parts | None:
    """A correction asked as "why X there?" followed by why X is wrong and what to do instead: the
    order is the rule, set against X ("Use a StringBuilder ..., not String.concat"); the statement
    is the reason. None when the turn has no such question or no order after it."""
    for i, c in enumerate(found):
        m = why_code(c, agent_did)
        if not m:
            continue
        rest = [x for x in found[i + 1:] if not x.endswith("?")]
        order = _replacement(found[i + 1:], m.group("what"))
        if not order:
            return None
        said, *spliced = _SPLICE_ITS.split(order, maxsplit=1)  # "use pathlib, it's what the rest does": its reason
        out = Parts(rule=f"{upper_first(strip_lead(said))}, not {m.group('what').strip('`')}",
                    reason=upper_first(_clean(spliced[0])) if spliced else "")
        for x in rest:
            if x is order:
                continue
            x, tail = _split_reason(x)
            if out.reason.count("; ") < 1 and (_REASON.search(x) or _explains(x) or len(strip_lead(x).split()) >= 4):
                # "use X, it's what the rest does, once something depends on it we can't ...": both say why
                out.reason = "; ".join(y for y in (out.reason, _lower_first(strip_lead(x)) if out.reason else strip_lead(x), tail) if y)
        return out
    return None


#: an order to take the agent's step back that names nothing: "revert that", "please undo that line"
UNDO = re.compile(r"^(?:please\s+|just\s+)?(?:revert|undo|roll back|back out|put back|drop|remove)\s+(?:that|this|it)"
                   r"(?:\s+(?:line|change|edit|commit|bit|part))?(?:\s+(?:please|pls|too|again|now))?$", re.I)
#: a clause set against what the agent did: "not nix-env", "absolutely not, X stays ...", "don't touch X"
_AGAINST = re.compile(r"^(?:[a-z]+[,.!]?\s+){0,2}?(?:not|no|don'?t|do not|never|stays?|must|has to|have to)\b", re.I)


def _without_undo(found: list[str], at: int) -> tuple[list[str], int]:
    """The clauses without a "revert that" / "undo that" when the rule is another clause ("never add moment to
    this repo; revert that", "Not moment; undo that"): the undo is the action asked for, neither part of the rule
    nor its alternative, so the rule ends before it."""
    if not found or UNDO.match(strip_lead(found[at])):
        return found, at
    kept = [i for i, c in enumerate(found) if not UNDO.match(strip_lead(c))]
    return [found[i] for i in kept], kept.index(at)


def _what_was_wrong(found: list[str], at: int) -> tuple[list[str], int]:
    """A bare "revert that" is the action, not the lesson: the clause that says what was wrong is
    the rule ("ugh, not moment. it adds 300kb ... please undo that"). The undo clause is dropped;
    the clause set against the agent's step is preferred, else the first statement."""
    rest = [c for i, c in enumerate(found) if i != at and not UNDO.match(strip_lead(c))]
    keep = [c for c in rest if not c.endswith("?") and strip_lead(c).strip(" .,!")]  # not a bare "no." / "ugh."
    if not keep:
        return found, at
    pick = next((c for c in keep if _AGAINST.match(c)), keep[0])
    return rest, rest.index(pick)


#: a question that corrects the agent's choice: "why not just use the retry helper?", "why a plain string?"
_WHY_NOT = re.compile(r"^(?:(?:hmm+|but|so|ok(?:ay)?|wait)[,.]?\s+)?(?:why not|(?:couldn'?t|can'?t|shouldn'?t|wouldn'?t) "
                      r"(?:we|you)|wouldn'?t it be (?:simpler|easier|better) to)\s+(?:just\s+|simply\s+)?"
                      r"(?P<order>(?:" + r"use|reuse|call|extend|go with|put|keep|add|pass|switch to|move|return|raise|wrap|derive|"
                      r"read|import|inject|cache|store|log|pin|validate|catch|stub|mock|patch|run|make|set|let|leave"
                      r")\b[^?]{2,120})\?$", re.I)
#: "why are you writing a new parser? X already has Y": the question names the agent's step
_WHY_DOING = re.compile(r"^(?:(?:hmm+|but|so|ok(?:ay)?|wait)[,.]?\s+)?why (?:are|were) you (?P<what>[a-z]+ing\b[^?]{2,60})\?$", re.I)
_WHY_THAT = re.compile(r"^(?:(?:hmm+|but|so|ok(?:ay)?|wait)[,.]?\s+)?why (?P<what>(?:a|an|the|this|that|these|those)\s+"
                       r"[^?]{2,40})\?$", re.I)


def questions_choice(text: str, agent_did: str = "") -> str:
    """The question, when a user turn corrects the agent by asking why it did not do something else
    ("why not just use the existing retry helper?") or why it chose what it did ("why a plain
    string? we have the TicketStatus union for that"); the latter needs the statement that says
    what to use. "" otherwise (questions that ask for help or information, banter)."""
    said = [c for c in clauses(text)]
    for i, c in enumerate(said):
        if _WHY_NOT.match(c):
            return c
        asked = why_code(c, agent_did)
        if asked and _replacement(said[i + 1:], asked.group("what")):
            return c  # "why os.path.join there? use pathlib, ...": the order after it is the rule
        if _WHY_THAT.match(c):
            rest = [x for x in said[i + 1:] if not x.endswith("?")]
            if rest and len(rest[0].split()) >= 4 and not BANTER.search(rest[0]):
                return c
    return ""


#: a conditional consequence: "If that route ships without auth, ... we get paged" states why, not what
_CONDITION = re.compile(r"^(?:and\s+)?(?:if|once|the moment|as soon as|whenever)\s+(?!(?:you|we)\s+(?:want|need|like|prefer)\b)"
                        r"\S+(?:\s+\S+){1,14}?,?\s+(?:then\s+)?(?:we|you|they|it|users?|customers?|ops|everyone|someone|"
                        r"nobody|the \w+(?: \w+)?)(?:'ll|'re|'d)?\s+\S", re.I)
#: a generic statement of how things are done: "Debug routes go behind requireAdmin", "Migrations run in CI"
_GENERIC = re.compile(r"^(?:all\s+|every\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?s\s+(?:always\s+|only\s+|never\s+)?"
                      r"(?:must|should|have to|need to|go|live|belong|stay|run|get|come)\b", re.I)


def _asked_rule(found: list[str], at: int) -> tuple[str, list[str]] | None:
    """(rule, the clauses left) of a correction asked as a question: "why not just use X? Y already
    has Z" -> "Use X; Y already has Z"; "why a plain string? we have the TicketStatus union ..."
    -> "We have the TicketStatus union ... (not a plain string)"."""
    q = found[at]
    rest = [c for c in found[at + 1:]]
    # the statement after the question, cut before a second statement joined by ", and it/a/the ..."
    first, more = "", []
    if rest and not rest[0].endswith("?"):
        parts_ = re.split(r",\s+and\s+(?=(?:it|a|an|the|this|that|they|there)\b)", rest[0], maxsplit=1)
        first, more = parts_[0], [*parts_[1:], *rest[1:]]
    m = _WHY_NOT.match(q)
    if m:
        order = upper_first(_clean(m.group("order")))
        if first and re.search(r"[`/()]|\w[._]\w", first):  # it names where the thing is: keep it with the rule
            return f"{order}; {_lower_first(strip_lead(first))}", more
        return order, [x for x in [first, *more] if x]
    m = _WHY_THAT.match(q)
    if m and first:
        return f"{upper_first(strip_lead(first))} (not {_clean(m.group('what'))})", more
    if _WHY_DOING.match(q) and first:  # "why are you writing a new parser? X already has one, and it ..."
        return upper_first(strip_lead(first)), more
    return None


#: a clause whose subject is a piece of code: "datetime.fromisoformat handles it", "retry_call does ..."
_CODE_SUBJECT = re.compile(r"^`?[\w-]*(?:[._/][\w-]+|\(\)|[a-z][A-Z])[\w./()-]*`?\s+[a-z]")


#: a clause with a finite verb: a statement, not the name of a thing
_STATES = re.compile(r"\b(?:is|are|was|were|does|do|has|have|works?|will|would|can|suffices?)\b", re.I)


def _countered_rule(found: list[str], at: int) -> Parts | None:
    """The parts of a correction said by contrast (:func:`reflectgit.capture.grammar.counter`): a
    rhetorical question about the agent's step ("do we really want to hand-roll X?" -> "Don't
    hand-roll X"), a negated choice with its counter-proposal ("not the ORM, COPY FROM STDIN" ->
    "Use COPY FROM STDIN, not the ORM") or a pointer to what already exists ("we have a helper for
    that in utils/retry.py"). What names code or orders next to it is the alternative; what
    explains is the reason."""
    clause = found[at]
    rest = [c for c in found[at + 1:] if not c.endswith("?") and not BANTER.search(c)]
    out = Parts()
    offered = False  # the rule already holds the counter-proposal ("Use COPY FROM STDIN, not the ORM")
    doubted = contrast.rhetorical(clause)
    pushed = contrast.asserted(clause)
    negated = contrast.NOT_X.match(strip_lead(clause)) if not (doubted or pushed) else None
    if doubted:
        out.rule = f"Don't {doubted}"
    elif pushed:
        out.rule = pushed
    elif contrast.INTENDED.match(clause):
        out.rule, why = _split_reason(upper_first(clause))
        out.reason = why
    elif negated and (negated.group("y").strip(" .") or (rest and contrast.CODE.search(rest[0]) and len(rest[0].split()) <= 6)):
        x, y = negated.group("x").strip(), negated.group("y").strip(" .")
        if not y:
            y, rest = rest[0], rest[1:]
        y, why = _split_reason(y)
        if _STATES.search(y):  # "no need for a new class, a function is enough": the user's words read best
            out.rule = upper_first(strip_lead(clause))
        else:
            out.rule = f"{upper_first(y)}, not {x}" if order_clause(y) else f"Use {y}, not {x}"
            out.reason, offered = why, True
    elif contrast.POINTER.search(clause):
        out.rule = upper_first(clause)
    else:
        return None
    for c in rest:
        c, tail = _split_reason(c)
        plain = strip_lead(c)
        if not out.alternative and not offered and (order_clause(c) or _CODE_SUBJECT.match(plain)):
            out.alternative = plain  # "datetime.fromisoformat handles it", "retry_call does backoff with jitter"
            out.reason = out.reason or tail
        elif not out.reason and (_REASON.search(c) or _explains(c)):
            out.reason = "; ".join(x for x in (plain, tail) if x)
    return out


def _consequence_rule(found: list[str], at: int) -> tuple[str, str] | None:
    """(rule, reason) when the clause at ``at`` is a conditional consequence and the turn says what
    to do: its own "..., so X" (X is the rule) or another clause that orders or states a convention."""
    clause = strip_lead(found[at])
    if not _CONDITION.match(clause):
        return None
    m = re.search(r",\s+so\s+(?=\w)", clause)
    if m and len(clause[m.end():].split()) >= 3:
        return upper_first(_clean(clause[m.end():])), _clean(clause[:m.start()])
    head, _, tail = clause.rpartition(", ")  # "if it runs on large we're out of credits by the 20th, medium is plenty"
    if (head and ", " not in head and _CONDITION.match(head)  # the condition holds its own consequence
            and (SUFFICES.match(tail) or (order_clause(tail) and not _AND.match(tail)))):
        return upper_first(_clean(tail)), _clean(head)
    for i, c in enumerate(found):
        if i == at or c.endswith("?") or BANTER.search(c):
            continue
        text = strip_lead(c)
        if order_clause(text) or _GENERIC.match(text) or _CONVENTION.match(text):
            return text, clause
    return None


#: what suffices, said instead of an order: "medium is plenty for integration", "numpy in host is enough"
SUFFICES = re.compile(r"^(?:[\w.`'/-]+\s+){1,4}(?:is|are)\s+(?:plenty|enough|sufficient|all (?:we|you) need)\b", re.I)


#: a verdict on what the agent did, whose rule follows: "That's not safe — input must be escaped"
_VERDICT = re.compile(r"^(?:that|this|it)(?:'s| is| will| would)?\s+(?:not (?:safe|secure|quite)|unsafe|insecure|dangerous|"
                      r"overkill|over-?engineered|breaks?|too \w+)\b|^not quite$", re.I)


#: "Rather than X, do Y" / "Instead of X, do Y": the alternative said first
_ALTERNATIVE_FIRST = re.compile(r"^(rather than|instead of)\s+(.+?),\s*(?:please\s+|just\s+)?(\S.*)$", re.I)


def _order_first(clause: str) -> str:
    """"Rather than X, do Y" as "Do Y rather than X": the rule reads as the order it is."""
    m = _ALTERNATIVE_FIRST.match(clause)
    if not m or _SUBJECT.match(m.group(3)):
        return clause
    return f"{upper_first(m.group(3))} {m.group(1).lower()} {m.group(2)}"


def _conditional_order(clause: str) -> bool:
    """An order under a condition after the rule: "If the type's unknown, use unknown and narrow it" is
    what to do instead, not why."""
    m = re.match(r"^(?:if|when|whenever|for)\b[^,]{2,80},\s*(.+)$", strip_lead(clause), re.I)
    return m is not None and order_clause(m.group(1))


#: "just" before an order: "just show 'in queue' next to their name" is the order "show ..."
_JUST = re.compile(r"^(?:just|simply|only)\s+", re.I)


def _split_reason(clause: str) -> tuple[str, str]:
    """("Push the branch", "since local applies bypass the lock") from one clause; the reason is
    "" when the clause gives none after its first words."""
    tail = _TAIL_REASON.split(clause, maxsplit=1)
    if len(tail) == 2 and tail[0].strip() and not _REASON.search(tail[0]):
        return _clean(tail[0]), _clean(tail[1])
    tail = _SPLICE.split(clause, maxsplit=1)  # only after a whole order: "Wrong file, the handler is in x.py" corrects
    if len(tail) == 2 and len(tail[0].split()) >= 4 and (not _SUBJECT.match(strip_lead(tail[0])) or _ORDER_LEAD.match(tail[0])):
        return _clean(tail[0]), _clean(tail[1])
    head, comma, rest = clause.partition(", ")
    while comma and (m := _CONTINUES.match(rest)):  # "with oil, paint or hair dye on them", "two people, never one"
        piece, comma2, rest2 = rest.partition(", ")
        if m["listed"] and _FINITE.search(piece):
            break  # "v3 and v4 in the same env was the mess last time": a statement, not the rest of a list
        head, comma, rest = f"{head}, {piece}", comma2, rest2
    if (comma and len(head.split()) >= 2 and len(rest.split()) >= 3 and not _NOT_STATED.match(rest)
            and not _NOT_A_REASON.search(rest)
            and (_FINITE.search(rest) or _SAYS.match(rest)) and not order_clause(rest)
            and (order_clause(head) or _ORDER_LEAD.match(strip_lead(head)) or _WE_DONT.match(strip_lead(head)))):
        # any statement spliced after an order says why: "use viewModelScope, GlobalScope outlives the screen",
        # "stop doing --release for every run, thats 4min a build on this laptop"
        return _clean(head), _clean(rest)
    return clause, ""


#: what carries the rule on past its comma: the rest of a list ("oil, paint or hair dye", "as a used part, online or
#: over the counter") or the case it rules out ("two people, never one", "grey it, dont hide it"); ", not X" is read
#: as before (no split: "use the price service, not a module dict, it's what the other modules use")
_CONTINUES = re.compile(r"(?:never|nor|dont|don'?t|do not)\b|(?P<listed>[\w'-]+(?:\s+[\w'-]+)?\s+(?:or|and)\s+\w)", re.I)
#: what follows a comma without stating anything: a list, a condition, an aside, the next step
_NOT_STATED = re.compile(r"(?:we|you|and|or|but|then|not|no|so|please|pls|just|also|plus|e\.g|i\.e|like|with|without|for|to|in|on|"
                         r"at|from|by|via|instead|rather|except|unless|if|when|once|until|before|after|thanks?|ok(?:ay)?|"
                         r"lol|haha|otherwise|which|where|who|whose|what|how|unless|even|only|same|both|either|etc)\b", re.I)
#: a statement by its subject and verb: "GlobalScope outlives the screen", "xcode regenerates half of it",
#: "thats 4min a build" (the apostrophe left out)
_SAYS = re.compile(r"^(?:thats|its|theres|dont|doesnt|isnt|cant|wont|wasnt)\b"
                   r"|^(?:(?:the|our|their|its|this|that|every|each|any)\s+)?(?!\d)[\w.'`/()-]+\s+(?:[\w-]+\s+)?"
                   r"(?!(?:and|or|for|with)\b)[a-z]{3,}(?<!ss)(?<!ous)(?<!ics)s\b(?=\s+(?!(?:and|or|too|as)\b)\w)", re.I)
#: what a statement after an order says when it is no reason: where something is ("it's in app/config.py",
#: "lives in src/nav.ts"), which one is meant ("it's called safeFetch", "db-ro.internal is the host", "md means
#: 768px"), what does it instead ("PaymentsClient wraps it", "structlog is configured in ..."), a second
#: instruction or an exception ("... should be revoked as well", "the helm values file has it too", "the public
#: API keeps camelCase"), a list ("X, Y and Z are all required")
_NOT_A_REASON = re.compile(r"\b(?:lives?|is|are|sits?|'s)\s+(?:in|at|under|inside|on)\s+`?[\w.-]*[/.]"
                           r"|\b(?:it'?s|is|are)\s+(?:called|named)\b|\bis the (?:host|entry point|one|name|file|place|default|"
                           r"way|command|url|path|port)\b|\bthe one (?:that|which|with)\b|\bmeans\b|\b(?:also|too|as well)\b"
                           r"|\bwraps?\b|\bis configured\b|\bfollows\b|\bkeeps?\b|\b(?:are )?all required\b|\bare what\b"
                           r"|\b(?:should|must|needs? to|has to|have to)\s+(?:be\s+)?(?!not\b)[a-z]+ed\b", re.I)
#: a convention said with "we": "we don't allocate after init on this board"
_WE_DONT = re.compile(r"^we\s+(?:don'?t|do not|never|always|only)\s+[a-z]", re.I)


#: clauses that open as an order or a rule although their first word could open a statement
_ORDER_LEAD = re.compile(r"^(?:please\s+)?(?:avoid|make sure|never|always|don'?t|do not|use|prefer|keep|stop|no need|no(?!\s+(?:problem|worries|rush|idea)\b)(?=\s+\w))\b", re.I)


#: words that open a statement, not an order: "The ...", "It ...", "When ..."
_SUBJECT = re.compile(r"^(?:the|a|an|this|that|these|those|it|its|they|we|i|you|he|she|there|here|my|our|your|their|"
                      r"some|any|all|every|each|no|not|when|if|while|once|after|before|in|on|at|for|of|with|by|from|"
                      r"as|so|and|but|or|then|now|also|what|why|how|where|who|which|is|are|was|were|can|could|would|"
                      r"will|should|thanks?|ok(?:ay)?|yes|yep|great|cool|nice|sure|lol|haha)\b", re.I)
#: what follows an imperative verb: an article, a pronoun, a particle or a code token
_OBJECT = re.compile(r"^(?:(?:the|a|an|it|them|this|that|these|those|your|our|its|their|all|every|each|to|up|out|off|"
                     r"in|on|with|from|into|over|back)\b|[`'\"]|\S*[._/(]\S*)", re.I)


_PREPOSITIONS = {"without", "with", "for", "in", "on", "at", "after", "before", "during", "since", "until", "from", "by",
                 "under", "over", "inside", "outside", "within", "per", "via"}


def _imperative(clause: str) -> bool:
    """An order without a marker verb ("Tag the release and let CI publish it"): English orders
    have no subject, so the clause opens with a verb's base form followed by its object."""
    words = clause.split(maxsplit=1)
    if len(words) < 2 or clause.rstrip().endswith("?") or _SUBJECT.match(clause):
        return False
    first = words[0].lower()
    if first in _PREPOSITIONS:  # "without width/height the text jumps": a circumstance, not an order
        return False
    if not first.isalpha() or re.search(r"(?:[^su]s|ing|ed|ly)$", first):
        return False  # "Workers restart ...", "Reductions in ...": a noun or a participle opens a statement
    return bool(_OBJECT.match(words[1]))


#: what makes a clause a statement: a finite auxiliary or copula, or a pronoun subject
_FINITE = re.compile(r"\b(?:is|are|was|were|am|be|been|has|have|had|does|do|did|can|could|will|would|should|shall|may|"
                     r"might|must)\b|n't\b|'(?:s|re|ve|ll|d|m)\b|^(?:i|we|you|they|it|he|she|this|that|there|these|those)\b", re.I)
_CODEISH = re.compile(contrast.CODE.pattern + r"|(?<![\w-])--?[a-z][\w-]+|\w\(")


def names_a_means(clause: str) -> bool:
    """A clause that names code and states nothing (no finite verb, no subject): after a rule and its
    reason it is the alternative ("...; apt_repository + package resources", "...; constructor
    injection of PointsRepository, autowired", "...; perform(order_id) and find it in the job")."""
    text = strip_lead(clause)
    return (bool(_CODEISH.search(text)) and not _FINITE.search(text) and not _REASON.search(text)
            and not text.endswith("?") and len(text.split()) >= 2)


def _explains(clause: str) -> bool:
    """A plain statement ("Offset pages skip rows when orders are inserted"): neither an order, a
    request, a question nor chat, and long enough to say something."""
    text = strip_lead(clause)
    return (len(text.split()) >= 4 and not clause.rstrip().endswith("?") and not _NOT_EXPLAINING.match(text)
            and not re.match(r"^(?:i|you)\b(?!\s+(?:saw|found|noticed|spotted|see)\b)", text, re.I))  # "I saw X in y.ml" says what "it" is


# -- orders by their shape (reflectgit.capture.grammar reads whole turns with these) ------------

#: verbs that open an order about the code when they start a clause ("Put ...", "Create ...")
_VERBS = (r"use|put|create|add|make|move|keep|run|call|pass|return|raise|throw|wrap|pin|set|store|log|send|read|write|"
          r"go|switch|prefer|avoid|drop|remove|delete|rename|split|backfill|build|check|validate|escape|sanitize|"
          r"cache|load|fetch|import|export|mock|stub|patch|catch|handle|await|retry|lock|bump|tag|push|commit|merge|"
          r"rebase|squash|deploy|release|name|type|declare|define|register|inject|derive|compute|guard|limit|batch|"
          r"index|encode|decode|hash|sign|encrypt|route|emit|publish|subscribe|close|free|release|reuse|replace")
_ORDER = re.compile(r"^(?:please\s+|just\s+|then\s+)?(?:" + _VERBS + r")\s+(?!(?:on|it up|going|me|yourself)\b)"
                    # "Cache misses are slow", "Index scans took 4s": the first word was a noun, the subject
                    r"(?!(?:[a-z]+\s+)?(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|must|"
                    r"may|might|took|takes|get|gets|got|keeps?|seems?|looks?)\b)\S", re.I)
#: an order given with a modal: "you'll want to keep ...", "you should be using ...", "we need to ..."
_MODAL = re.compile(r"^(?:(?:you|we)(?:'ll| will)?\s+(?:really\s+)?(?:should(?:\s+be)?|must|need to|have to|want to|ought to|"
                    r"'d better|had better)|(?:it'?s|it is)\s+(?:better|safer|simpler)\s+to"
                    # "this should go on the queue": what the agent made, told where it belongs
                    r"|(?:this|it|that|these|those)\s+(?:really\s+)?(?:should|must|needs? to|has to|have to|ought to)"
                    r"(?=\s+(?:go|live|run|use|come|happen|stay|sit|be\s+(?:in|on|under|behind|done|a|an|the|async|configurable)))"
                    r")\s+(?!(?:be (?:fine|ok|okay|good|"
                    r"done|ready|careful|sure|happy|able)|know|see|wait|check|think|try|talk|ask|decide|look|tell|understand|"
                    r"have (?:a|some|fun|lunch)|relax)\b)[a-z]+", re.I)
#: a convention with a universal subject: "Every user-facing string goes through t()"
_CONVENTION = re.compile(r"^(?:every|each|all|any|no)\s+(?!(?:time|day|week|month|morning|night|once|one|body|thing|"
                         r"way|of (?:you|us|them))\b)[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:must|should|has to|have to|needs? to|"
                         r"needs?|goes|go|lives|live|belongs?|stays?|uses?|runs?|comes?|gets?|passes|pass|is|are)\b", re.I)
#: a convention said of a thing: "segment duration must stay at 6s", "the transcode cache has to be the local
#: NVMe", "prod config should never point at the shared bucket" (not a guess: "the job must be failing",
#: "it should be fine"; not a pronoun, which _MODAL reads)
_OF_A_THING = re.compile(r"^(?!(?:\S+\s+){0,4}?(?:problem|issue|cause|bug|culprit|reason|answer|error|fix)\s+(?:must|has|have|"
                         r"needs?|should)\b)(?:the\s+|our\s+|its\s+|their\s+)?(?!(?:it|this|that|these|those|they|he|she|i|you|we|there|"
                         r"what|which|who|something|everything|nothing)\b)[\w./-]+(?:\s+[\w./-]+){0,3}?\s+"
                         r"(?:must|has to|have to|needs? to|should)\s+(?:always\s+|never\s+|only\s+)?"
                         r"(?:stay|remain|go|live|run|use|point|come|match|be\s+(?:(?!(?:used|based|supposed|fixed|done|"
                         r"broken|gone|up|down|in|on)\b)[a-z]+(?:ed|en)|the|a|an|(?:re)?(?:kept|set|built|run|sent|read|written|held|made|"
                         r"put|split|cut|bound|left))"
                         r"(?=\s)(?!\s+(?:problem|issue|cause|bug|reason|culprit|answer)\b))\b", re.I)
#: an acknowledgement before the order: "Fine, but batch the inserts"
_BUT = re.compile(r"^(?:[a-z]+[,.!]?\s+)?but\s+", re.I)
#: "btw keep ...", "also swap ...", "and use ...": a lead that joins the order to the talk before it
_AND = re.compile(r"^(?:(?:btw|also|and|plus|ps|oh|one more thing|other thing)[,:]?\s+){1,2}", re.I)
#: chat that has the shape of an order
_CHAT = re.compile(r"^(?:please\s+)?(?:take your time|have (?:fun|a)|enjoy|keep (?:going|it up|me posted)|let me know|"
                   r"feel free|go ahead|carry on|ship it|make sure to (?:rest|relax)|call it a day)\b", re.I)

#: an interjection or an aside: "wow that was quick", "otherwise it's fine"
ASIDE = re.compile(r"^(?:wow|whoa|oh|ah|aha|yay|omg|damn|man|dude|hey|ugh|oops|welp|phew|nice|cool|great|lol)\b"
                    r"|\botherwise,?\s+(?:it'?s|it is|all|everything|looks|lgtm|this is|that'?s)\b", re.I)
def order_clause(clause: str) -> bool:
    """Whether ``clause`` (its "No," / "Ok, but" lead dropped) gives an order or states a convention."""
    text = _AND.sub("", _BUT.sub("", strip_lead(clause)))
    if not text or text.endswith("?") or _CHAT.match(text) or ASIDE.match(text):
        return False
    return bool(_ORDER.match(text) or _MODAL.match(text) or _CONVENTION.match(text) or _OF_A_THING.match(text)
                or _imperative(text))


_LEADING_REASON = re.compile(r"^(?:(?:it'?s|that'?s|this is|it was|that was)\s+)?(?:because|since|due to|caused by)\b"
                             r"|^the (?:real )?(?:reason|flake|flakiness|failure|cause|root cause)\b", re.I)


def leading_reason(text: str) -> str:
    """A message that opens with its reason ("Because CI runners are slow."), else ""."""
    first = clauses(strip_lead(text))
    return first[0] if first and _LEADING_REASON.match(first[0]) else ""


# -- files the tool calls touched ------------------------------------------------------------

_PATH_KEYS = ("file_path", "notebook_path", "path")
_PATCH_FILE = re.compile(r"^\*\*\* (?:Update|Add|Delete) File: (.+)$", re.M)
EDIT_TOOLS = {"Edit", "Write", "MultiEdit", "NotebookEdit", "apply_patch", "str_replace_based_edit_tool",
              "write_file", "edit_file", "replace"}


def _rel(path: str, cwd: str | None) -> str:
    path = path.strip()
    if cwd and path.startswith(cwd.rstrip("/") + "/"):
        return path[len(cwd.rstrip("/")) + 1:]
    return path


def call_files(tool: str | None, tool_input: Any, cwd: str | None = None, edits_only: bool = False) -> list[str]:
    """The files one tool call names: ``file_path`` (and friends), apply_patch headers."""
    command = tool_input.get("command") if isinstance(tool_input, dict) else None
    patching = isinstance(command, list) and bool(command) and command[0] == "apply_patch"  # Codex's shell form
    if edits_only and tool not in EDIT_TOOLS and not patching:
        return []
    if patching and isinstance(command, list):
        return [_rel(m.group(1), cwd) for part in command[1:] if isinstance(part, str)
                for m in _PATCH_FILE.finditer(part)]
    out: list[str] = []
    if isinstance(tool_input, dict):
        for key in _PATH_KEYS:
            v = tool_input.get(key)
            if isinstance(v, str) and v.strip() and "\n" not in v:
                out.append(_rel(v, cwd))
        for v in tool_input.values():
            if isinstance(v, str) and "*** " in v:
                out += [_rel(m.group(1), cwd) for m in _PATCH_FILE.finditer(v)]
    elif isinstance(tool_input, str):
        out += [_rel(m.group(1), cwd) for m in _PATCH_FILE.finditer(tool_input)]
    return out


def touched_files(turns: list[Any], cwd: str | None = None) -> list[str]:
    """Files the tool calls among ``turns`` touched, edits first, each once."""
    edited: list[str] = []
    read: list[str] = []
    for t in turns:
        if t.role == "assistant" and t.tool:
            changed = call_files(t.tool, t.tool_input, cwd, edits_only=True)
            edited += changed
            read += [f for f in call_files(t.tool, t.tool_input, cwd) if f not in changed]
    return list(dict.fromkeys(edited + read))


# -- failing tests ---------------------------------------------------------------------------

_FAILED_TEST = [
    re.compile(r"^(?:FAILED|ERROR)\s+(\S+::\S+?)(?:\s+-\s|\s*$)", re.M),  # pytest short summary
    re.compile(r"^(\S+::\S+)\s+(?:FAILED|ERROR)\b", re.M),  # pytest -v
    re.compile(r"^\s*[✕×✗]\s+(.+?)(?:\s+[(\[]\d+(?:\.\d+)?\s*m?s[)\]])?\s*$", re.M),  # jest / vitest / bun test
    re.compile(r"^test\s+(\S+)\s+\.\.\.\s+FAILED\b", re.M),  # cargo test
    re.compile(r"^\s*--- FAIL:\s+(\S+)", re.M),  # go test
    re.compile(r"^\s*●\s+(?!Test suite failed to run)(.+?)\s*$", re.M),  # jest's failure headings
    re.compile(r"^\s*\d+\)\s+(.+?)\s*\n\s+Failure/Error\b", re.M),  # rspec
    re.compile(r"^(\S+ > .+?) FAILED\s*$", re.M),  # gradle
    re.compile(r"^Test Case '-\[\S+ (\w+)\]' failed\b", re.M),  # xcodebuild
    re.compile(r"^Test Case '[\w]+\.[\w]+\.(\w+)' failed\b|^Test Case '[\w]+\.(\w+)' failed\b", re.M),  # swift test on Linux
    re.compile(r"^\S+:\d+:(\w+):FAIL\b", re.M),  # Unity (C)
    re.compile(r"^\d+\)\s+([\w\\]+::\w+)", re.M),  # phpunit
    re.compile(r"^\s*Failed\s+([\w.]+)\s+\[", re.M),  # dotnet test
    re.compile(r"^\s+\d+\)\s+(.+?)\n\s+(.+?):\s*$", re.M),  # mocha: "1) suite" then "test name:"
    re.compile(r"^\s*\d+/\d+ Test\s+#\d+:\s+(\S+)\s+\.*\**\s*Failed\b", re.M),  # ctest
    re.compile(r"^\[info\] - (.+?) \*\*\* FAILED \*\*\*", re.M),  # scalatest (sbt)
    # TAP (ember test, node --test, prove): "not ok 3 Chrome 131.0 - [112 ms] - Integration | loan-card: renews"
    re.compile(r"^not ok \d+\s+(?:-\s+)?(?:[\w .]+ - \[\d+ ms\] - )?(.+?)\s*(?:#.*)?$", re.M),
    re.compile(r"^#\s+Failed test '(.+?)'\s*$", re.M),  # Test::More under prove: "#   Failed test 'under 5 is free'"
    re.compile(r"^error: '(?:[\w.]*?\.?test\.)?(.+?)' failed\b", re.M),  # zig build test: "error: 'label.test.<name>' failed"
    # meson test: " 2/3 winchlog:splice_reset     FAIL   0.01s", " 1/2 hallheat:schedule / start_times  FAIL  0.01s"
    re.compile(r"^\s*\d+/\d+\s+(?:\S+\s+/\s+)?(\S+)\s+FAIL\s", re.M),
    # the case a C test program names in its output under meson: "patch_test.c:38: test_address_512_...: expected"
    re.compile(r"^\S+\.(?:c|cc|cpp):\d+:\s*(test_\w+):", re.M),
    # ... or in snake case without "test_": "test_fees.c:31: third_child_gets_discount: expected 9000, got 12000"
    re.compile(r"^\S*test\S*\.(?:c|cc|cpp):\d+:\s*(?!(?:error|warning|note|fatal_error)\b)([a-z][a-z0-9]*(?:_[a-z0-9]+){2,}):\s",
               re.M),
    # GoogleTest (under ctest too): "[  FAILED  ] Vat.RoundsOnTheTotalNotEachLine (0 ms)"
    re.compile(r"^\[  FAILED  \] ([A-Za-z_]\w*(?:/\w+)?\.[A-Za-z_]\w*(?:/\d+)?)(?: \(\d+ ms\))?\s*$", re.M),
    # dune's expect tests: the failing test's diff shows its header, "|let%expect_test \"eight players make four desks\" ="
    re.compile(r"^\W{0,3}let%expect_test \"(.+?)\"", re.M),
    # gleeunit: "  1) sporeq_test.q_of_a_long_spore_test: module 'sporeq_test'"
    re.compile(r"^\s*\d+\)\s+(?:[\w/]+\.)?(\w+): module '", re.M),
    # Pest (PHP): "   FAILED  Tests\Feature\GalleryTest > parent cannot see another booking's photos"
    re.compile(r"^\s*FAILED\s+[A-Z][\w\\]*Test\s+>\s+(.+?)\s*$", re.M),
    # behave / pytest-bdd's summary: "Failing scenarios:" then "  features/skip_rain.feature:3  no reminder after a wet day"
    re.compile(r"^Failing scenarios:\n(?:\s+\S+\.feature:\d+\s+.+\n)*?\s+\S+\.feature:\d+\s+(.+?)\s*$", re.M),
    # rackunit under raco test: a FAILURE block's message names the check ("message: \"two labels ... numbers\"")
    re.compile(r"^FAILURE\n(?:[\w-]+:.*\n)*?message:\s+\"(.+?)\"", re.M),
    # dub test (D unittests): "core.exception.AssertError@source/nmea.d(48): GGA 5107.2040N parses to 51.12 degrees"
    re.compile(r"AssertError@\S+?\(\d+\):\s+(.+?)\s*$", re.M),
    # cucumber-js: "1) Scenario: a member who is 17 on the renewal date pays nothing # features/renewal.feature:9"
    re.compile(r"^\s*\d+\) Scenario(?: Outline)?: (.+?) # \S+\.feature:\d+", re.M),
    # ginkgo: "• [FAILED] [0.001 seconds]" then "Count counts every notice in the calendar year [It]"
    re.compile(r"^•?\s*\[FAILED\] \[[\d.]+ seconds\]\n(.+?) \[It\]\s*$", re.M),
    re.compile(r"^\s*Test:\s+(\w+)\s*\n\s*At line\b", re.M),  # Ceedling's FAILED TEST SUMMARY
    # munit (sbt, scala-cli): "==> X pager.PageFormatSuite.grid reference survives a long description  0.011s ..."
    re.compile(r"^==> X (?:[a-z_]\w*\.)*[A-Z][\w$]*\.(.+?)\s+\d+(?:\.\d+)?s\b", re.M),
    re.compile(r"^\s*\[-\]\s+(.+?)\s+\d+(?:\.\d+)?m?s\b", re.M),  # Pester: "  [-] lists each volunteer once 22ms"
    re.compile(r"^(\S.*?): Test Failed at\b", re.M),  # Julia's Test: "window: offset from a US distributor: Test Failed at"
    re.compile(r"^shunit2:ERROR (\w+)\(\) returned\b", re.M),  # shunit2
    re.compile(r"^-{40,}\n(\S.*?)\s*\n-{40,}\n(?=[\s\S]*?FAILED:)", re.M),  # Catch2: the failing case between rules
    re.compile(r"^\s+(\S.*?) FAILED \[\d+\]\s*$", re.M),  # hspec: "  certificate in date FAILED [1]"
    re.compile(r"^(\w+) \.\.\. (?:FAIL|ERROR)\b", re.M),  # unittest -v: "test_burst ... FAIL"
    re.compile(r"^_{3,} (test\w*(?:\[[^\]]*\])?) _{3,}$", re.M),  # pytest's failure headings
    re.compile(r"^data\.[\w.]+\.(test_\w+): (?:FAIL|ERROR)\b", re.M),  # opa test -v
    re.compile(r"^\s*FAIL\s+\S+\.(?:js|jsx|ts|tsx|mjs|cjs|vue|svelte)\s+>\s+(.+?)\s*$", re.M),  # vitest
    re.compile(r"^\s*\d+\) (?:\[[\w .-]+\] › )?\S+:\d+:\d+ › (.+?)\s*─*\s*$", re.M),  # playwright test
    re.compile(r"^FAIL: .+? :: (\S+)", re.M),  # llvm-lit
    # Maven Surefire: "[ERROR] TicketTaxTest.testServiceCharge:58 expected ...", "[ERROR] org.acme.TariffIT.lists  Time elapsed"
    re.compile(r"^\[ERROR\]\s+(?:[a-z]\w*\.)*([A-Z][\w$]*\.\w+)(?::\d+)?(?=\s|$)(?!\s+>)", re.M),
    re.compile(r"^\[ERROR\]\s+(\w+)\s+Time elapsed:.*<<< (?:FAILURE|ERROR)!", re.M),  # Surefire, the method alone
    re.compile(r"^(?:Failure|Error):\s*\n([A-Z]\w*#\w+) \[", re.M),  # Minitest: "TestSitemap#test_excludes [test/x.rb:18]:"
    re.compile(r"^(?:Failure|Error) → \S+ @ \d+\s*\n(.+?)\s*$", re.M),  # busted: "Failure → spec/x_spec.lua @ 12" then the name
]
#: errors that fail a test run or a build before any test runs (rustc, tsc, go build, sphinx -W)
_BUILD_ERROR = [re.compile(r"^error\[E\d+\]:\s*(.+?)\s*$", re.M),
                re.compile(r"^\S+\(\d+,\d+\): error TS\d+:\s*(.+?)\s*$", re.M),
                re.compile(r"^\S+\.go:\d+:\d+:\s*(.+?)\s*$", re.M),
                re.compile(r"^\S+:\d+: (?:WARNING|ERROR): (.+?)\s*$", re.M)]  # sphinx -W, docutils
_TEST_FILE = re.compile(r"^(?:FAIL)\s+(\S+\.(?:js|jsx|ts|tsx|mjs|cjs))\b", re.M)  # jest's "FAIL src/x.test.ts"
_ERROR_LINE = re.compile(r"^E\s{2,}(\S.*)$|^(?:FAILED|ERROR)\s+\S+::\S+\s+-\s+(.+)$"
                         r"|^\s*(?:Error|AssertionError|panicked at)\b:?\s*(.+)$", re.M)


def failed_tests(output: str) -> tuple[list[str], list[str]]:
    """(failing test names, test files) found in a test run's output."""
    names: list[str] = []
    for pattern in _FAILED_TEST:
        names += [" › ".join(g.strip() for g in m.groups() if g) for m in pattern.finditer(output)]
    files = [n.split("::", 1)[0] for n in names if re.match(r"[\w./-]+\.\w+::", n)] + [m.group(1) for m in _TEST_FILE.finditer(output)]
    return list(dict.fromkeys(names))[:10], list(dict.fromkeys(files))[:10]


#: what a runner no pattern knows says failed: the text after a failure mark ("✗ Fail: x - tests::name (0.0s)",
#: "✖ sql-fstring", "✗︎ sunday maps to the previous monday:"), else test-like names on lines that pass nothing
_MARKED = re.compile(r"^\s*(?:\d+/\d+:\s*)?[✗✖×]\S*\s+(?:Fail(?:ed)?:?\s+)?(.+?)\s*(?:\([\d.]+\s*m?s\))?:?\s*$", re.M)
_TEST_NAME = re.compile(r"\b(?:test_\w+\b(?!\.\w)|\w+_test\b(?!\.\w)|[\w.-]+::[\w:.-]+(?:\(\))?|[a-z]\w*:[a-z]\w*)")
_PASSED_LINE = re.compile(r"\bpass(?:ed|es)?\b|\bok\b|✓|\bPASS\b", re.I)


def generic_failures(output: str) -> list[str]:
    """Names of what failed in a run of a runner no pattern above knows (see ``_MARKED``, ``_TEST_NAME``)."""
    marked = [" ".join(m.group(1).split())[:120] for m in _MARKED.finditer(output)]
    for i, name in enumerate(marked):
        found = _TEST_NAME.findall(name)
        if " - " in name and found:  # "services/x:export-unittest - tests::writes_fixture_header": the test
            marked[i] = found[-1]
    if marked:
        return list(dict.fromkeys(marked))[:10]
    names = [n for line in output.splitlines() if not _PASSED_LINE.search(line) for n in _TEST_NAME.findall(line)]
    return list(dict.fromkeys(names))[:10]


def build_errors(output: str) -> list[str]:
    """Compiler errors in a failing test run that ran no test ("no method named `value_of` ...")."""
    return list(dict.fromkeys(" ".join(m.group(1).split())[:160] for p in _BUILD_ERROR for m in p.finditer(output)))[:3]


def first_error(output: str) -> str:
    m = _ERROR_LINE.search(output)
    if not m:
        return ""
    return " ".join(next(g for g in m.groups() if g).split())[:200]


# -- a test run read by its structure, whatever the runner ---------------------------------------

#: a line's failure mark: "✘ name", "name ... FAIL", "[FAIL] name", "name (failed)", "run "x"... fail", "Failure", "[E]"
FAIL_MARK = re.compile(r"[✗✘✖×❌⨯]|\bFAIL(?:ED|URE|S)?\b|\bfail(?:ed|ure|s)?\b|\bnot ok\b|\bERR(?:OR)?\b|\bInvalid\b"
                       r"|\bdoesn'?t match\b|\[E\]", re.I)
#: a line's success mark: "✔ name", "name ... ok", "[PASS] name", "name (passed)", "Success", "matches"
PASS_MARK = re.compile(r"[✓✔✅]|\bPASS(?:ED|ES)?\b|\bok\b|\bsuccess(?:ful)?\b|\bsucceeded\b|\bmatches\b|\bvalid\b", re.I)
_TIMING = re.compile(r"[(\[]\s*\d+(?:\.\d+)?\s*(?:ms|s|sec|secs|seconds?|m)\s*[)\]]|\s\d+(?:\.\d+)?\s*(?:ms|s)$", re.I)
#: what stands before a status line's subject: "[11:02:14 ERR]", "(1/1)", "1)", "00:02 +4 -1:", "# 1)", box drawing
_PREFIX = re.compile(r"^(?:\s|[│└├─•●▸›»#*|>\])-])*(?:\[[^\]]*\]|\(?\d+/\d+\)?\s|\d+[).]|\d\d:\d\d(?::\d\d)?(?:\s+[+-]\d+)*:)\s*")
#: what a status line says before its subject: "Testing x ...", "Running test X", "Testfunction X", "run "x"...", "test x"
_STATUS_LEAD = re.compile(r"^(?:testing|running(?:\s+test)?|run(?=\s+[\"'])|test(?:function|case)?(?=\s)|checking|scenario)\b[:\s]+",
                          re.I)
#: a subject that is a summary or a message, not a test: "1 test", "Failed 1 of 1 tests", "Flow validation", "a == b"
_SUMMARY = re.compile(r"^[\d\s,./%:+-]+$|^(?:\d+\s+)?(?:tests?|examples?|specs?|suites?|checks?|summary|total|count|build|result|"
                      r"[\w ]*\bvalidation|[\w ]*\btests? run)$|\b\d+ (?:of|/) \d+\b|\b\d+ (?:tests?|examples?|checks?)\b"
                      r"|\b\d+ (?:errors?|warnings?|suggestions?|failures?|files?|problems?|issues?)\b"
                      r"|[=<>!]=|\s\|\s|^(?:assert|expect|error|warning|some tests)", re.I)
#: a status word inside a subject: the line held a count or a second status, not one test's name
_STATUS_WORD = re.compile(r"\b(?:[Pp]assed|[Ff]ailed|[Ff]ailures?|PASS|FAIL|OK|ERR)\b")


def _subject(text: str) -> str:
    """The name a status line gives its test, without timings, enumerators, leads, quotes and the module after it."""
    text = _TIMING.sub("", text)
    if " # " in text:  # "shellspec spec/x.sh:8 # 1) name": the name after the location
        text = text.rsplit(" # ", 1)[1]
    prev = None
    while prev != text:
        prev, text = text, _PREFIX.sub("", text)
    text = re.sub(r"\s+\([A-Z][\w.]*\)\s*$", "", text)  # ExUnit: "rejects a pickup (Dialaride.BookingTest)"
    text = _STATUS_LEAD.sub("", text.strip(" \t.:-–—|>[]()#*"))
    text = text.strip(" \t.:-–—|>[]()#*\"'`")
    return " ".join(text.split())


def _named(subject: str) -> bool:
    return (bool(re.search(r"[^\W\d]\w{2,}", subject)) and len(subject) <= 120 and not _SUMMARY.search(subject)
            and not _STATUS_WORD.search(subject))


def _status_subject(line: str, mark: re.Pattern[str]) -> str:
    m = mark.search(line)
    if not m:
        return ""
    before, after = line[:m.start()], line[m.end():]
    return _subject(before if re.search(r"\w", _PREFIX.sub("", before)) else after)


#: the words that end a check's name and begin what it printed about its result: "web / returned 502 Bad Gateway"
_MESSAGE_WORD = re.compile(r"^(?:returned|returns|responded|response|got|gave|expected|status|code|with|was|is|=|:|->|→)$", re.I)
#: a result printed after a check's name: "returned 502", "got 3", "expected 'a'", "status 500"
_MESSAGE = re.compile(r"\s+(?:returned|responded(?:\s+with)?|got|expected|status(?:\s+code)?)\s+(?=[(\[]?\d|[\"'`]|HTTP\b)", re.I)


def _check_name(failed: str, passed: set[str]) -> str:
    """The name a failing check shares with a line the passing run marks passed, when what follows it is the result
    it printed: "web / returned 502 Bad Gateway" beside "web / returned 200" or "web /" -> "web /"."""
    words, best = failed.split(), ""
    for other in passed:
        theirs = other.split()
        n = next((i for i, (a, b) in enumerate(zip(words, theirs, strict=False)) if a != b), min(len(words), len(theirs)))
        if not 0 < n < len(words):
            continue
        head = words[:n]
        if n < len(theirs) and not _MESSAGE_WORD.match(head[-1]) and not re.match(r"[(\[]?\d{3}\b", words[n]):
            continue  # "api /users returned 500" beside "api /healthz returned 200": another check
        while head and _MESSAGE_WORD.match(head[-1]):
            head.pop()
        name = " ".join(head)
        if _named(name) and len(name) > len(best):
            best = name
    return best


def flipped_tests(failing: str, passing: str) -> list[str]:
    """Tests a failing run marks failed and a later run marks passed on the same line: "Testing x/y ... FAIL" then
    "... OK", "✘ name" then "✔ name", "Testfunction X Failure" then "Success" (deepest indentation first); a check
    whose line goes on with its result is named without it ("[FAIL] web / returned 502" -> "[PASS] web / returned 200")."""
    passed = {s for line in passing.splitlines() if PASS_MARK.search(line) and not FAIL_MARK.search(line)
              for s in [_status_subject(line, PASS_MARK)] if s}
    found: list[tuple[int, int, str]] = []
    for i, line in enumerate(failing.splitlines()):
        if not FAIL_MARK.search(line) or PASS_MARK.search(line):
            continue
        s = _status_subject(line, FAIL_MARK)
        s = s if s in passed else _check_name(s, passed) if s else ""
        if s and _named(s):
            found.append((-(len(line) - len(line.lstrip())), i, s))
    return list(dict.fromkeys(s for _, _, s in sorted(found)))[:10]


_STATUS = r"(?:FAIL(?:ED|URE)?|[Ff]ail(?:ed|ure)?|\*failed\*|\(failed\)|\[E\])"
#: a line that says a test failed: "<name> ... FAIL", "<name> FAILED", "<name> (failed)", "<name>...*failed*",
#: "[FAIL] <name>", "✘ <name>", "'<name>' failed", "Failed test '<name>'", "<name>: Test Failed at ...",
#: "── Failure (file:12:3): <name> ──", "1) test <name> (Module)"
_FAILED_LINE = [re.compile(r"^(.+?)(?:\s*\.{2,}\s*|\s+)" + _STATUS + r"\s*(?:[(\[][^)\]]*[)\]])?\s*$", re.M),
                re.compile(r"^\s*(?:\[\s*FAIL(?:ED)?\s*\]|[✗✘✖❌⨯]|FAIL(?:ED)?\s)\s*(.+?)\s*$", re.M),
                re.compile(r"[\"'‘“]([^\"'’”\n]{3,100})[\"'’”]\s+failed\b|\b[Ff]ailed test\s+[\"'‘“]([^\"'’”\n]{3,100})[\"'’”]", re.M),
                re.compile(r"^\s*([^:\n]{3,100}):\s+Test Failed\b", re.M),
                re.compile(r"^[─━=\s-]*Failure \([^)]*\):\s+(.+?)\s*[─━=-]*\s*$", re.M),
                re.compile(r"^\s*\d+\)\s+(.+?)\s*$", re.M)]


def failure_lines(output: str) -> list[str]:
    """Names on the lines of a run's output that say a test failed, whatever printed them (see ``_FAILED_LINE``),
    without the result a check prints after its name ("[FAIL] web / returned 502 Bad Gateway" -> "web /")."""
    found: list[tuple[int, str]] = []
    for pattern in _FAILED_LINE:
        found += [(m.start(), _MESSAGE.split(_subject(next(g for g in m.groups() if g)), 1)[0])
                  for m in pattern.finditer(output)]
    return list(dict.fromkeys(s for _, s in sorted(found) if s and _named(s)))[:10]


#: pre-commit's line for a hook, then what it says of a failure: "black.........Failed", "- hook id: black",
#: "- exit code: 1", "- files were modified by this hook"
_HOOK = re.compile(r"^(\S[^\n]*?)\.{3,}(?:\([^)\n]*\))?(Passed|Failed|Skipped)[ \t]*$", re.M)
_HOOK_META = re.compile(r"^- (?:hook id|exit code|duration|files were modified by this hook)\b")
#: what names an error in a hook's output: a located diagnostic ("src/x.py:41:9: F841 ...", "src/x.py:3: error: ..."),
#: else a line saying error ("3:7  error  'x' is assigned a value but never used"), not a count ("Found 1 error.")
_LOCATED = re.compile(r"^\S+?:\d+(?::\d+)?:?\s+\S")
_ERROR_WORD = re.compile(r"^(?!found \d)(?:.*?)(?<![\w-])error\b", re.I)


def hook_errors(output: str) -> dict[str, str]:
    """pre-commit's failed hooks, each with the first line of its output that names an error: "" for a hook that
    failed by rewriting files (black's "reformatted x", a fixer's "Fixing x") or printed no error - nothing a
    later session can learn from its pass."""
    heads = list(_HOOK.finditer(output))
    found: dict[str, str] = {}
    for i, m in enumerate(heads):
        block = output[m.end():heads[i + 1].start() if i + 1 < len(heads) else len(output)].splitlines()
        meta = [line.strip() for line in block if _HOOK_META.match(line.strip())]
        if m.group(2) != "Failed" or not any(line.startswith("- hook id") for line in meta):
            continue
        said = [" ".join(line.split()) for line in block if line.strip() and not _HOOK_META.match(line.strip())]
        located = next((line for line in said if _LOCATED.match(line)), "")
        if any(line.startswith("- files were modified") for line in meta):  # a fixer: only a diagnostic it left counts
            found[_subject(m.group(1))] = located[:200]
        else:
            found[_subject(m.group(1))] = (located or next((line for line in said if _ERROR_WORD.match(line)), ""))[:200]
    return found


def run_names(failing: list[str], passing: str, command: str = "", same_run: bool = True) -> list[str]:
    """The failing test(s) of a fix loop read from its runs' output whatever the runner: those the passing run
    marks passed on the same line first (``flipped_tests``), else those a failing run's lines say failed
    (``failure_lines``), what the passing run or the re-run command also names first. When the passing run is
    another command (``same_run`` false: "tox -e py38" failing, "tox -e py39" passing), only a name the passing
    run or its command shows too: the other command may not have run the failing test at all."""
    # a pre-commit hook that failed by rewriting files, or named no error, is no failing test
    quiet = {n for out in failing for n, error in hook_errors(out).items() if not error}
    flipped = [n for out in failing for n in flipped_tests(out, passing) if n not in quiet]
    if flipped:
        return list(dict.fromkeys(flipped))[:10]
    named = list(dict.fromkeys(n for out in failing for n in failure_lines(out) if n not in quiet))
    seen = (passing + "\n" + command).lower()
    return [n for n in sorted(named, key=lambda n: n.lower() not in seen) if same_run or n.lower() in seen][:10]


def failure_detail(output: str, tests: list[str]) -> str:
    """What a failing run prints straight after the line that names a failing test ("flows/x.yml ✗" then
    "- tasks[1].uri: must not be null"): its message when no error line says it (see ``first_error``)."""
    hooks = hook_errors(output)
    error = next((hooks[n] for n in tests if hooks.get(n)), "")
    if error:  # the error a failed pre-commit hook printed
        return error
    lines = output.splitlines()
    for i, line in enumerate(lines):
        if not FAIL_MARK.search(line) or not any(n and n in line for n in tests):
            continue
        name = next(n for n in tests if n and n in line)
        mark = FAIL_MARK.search(line)
        # "[FAIL] web / returned 502 Bad Gateway", "[ERROR] TaxTest.testCharge:58 expected:<4.50> but was:<5.00>": what
        # the line goes on to say after the name it leads with (not a timing, a status, the rest of a longer word)
        rest = re.match(r"(?::\d+)*[\s:]+(.*)$", _TIMING.sub("", line[line.index(name) + len(name):]))
        said = rest.group(1).strip(" \t.:-–—|") if rest else ""
        if mark and mark.end() <= line.index(name) and re.search(r"[^\W\d]{3}", said) and not FAIL_MARK.search(said):
            return " ".join(said.split())[:200]
        for nxt in lines[i + 1:i + 4]:
            text = nxt.strip(" \t│|─━=-*")
            if text and re.search(r"\w", text) and not any(n and n in text for n in tests):
                return " ".join(text.split())[:200]
        return ""
    return ""
