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

A bare order ("Commit it.", "ship it") is the next task, not a lesson; a question or banter is
neither. Only turns that follow an agent action are read (the first message of a session states
the task).
"""

from __future__ import annotations

import re

from reflectgit.capture import lesson

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
                    r"'d better|had better)|(?:it'?s|it is)\s+(?:better|safer|simpler)\s+to)\s+(?!(?:be (?:fine|ok|okay|good|"
                    r"done|ready|careful|sure|happy|able)|know|see|wait|check|think|try|talk|ask|decide|look|tell|understand|"
                    r"have (?:a|some|fun|lunch)|relax)\b)[a-z]+", re.I)
#: a convention with a universal subject: "Every user-facing string goes through t()"
_CONVENTION = re.compile(r"^(?:every|each|all|any|no)\s+(?!(?:time|day|week|month|morning|night|once|one|body|thing|"
                         r"way|of (?:you|us|them))\b)[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:must|should|has to|have to|needs? to|"
                         r"needs?|goes|go|lives|live|belongs?|stays?|uses?|runs?|comes?|gets?|passes|pass|is|are)\b", re.I)
#: an acknowledgement before the order: "Fine, but batch the inserts"
_BUT = re.compile(r"^(?:[a-z]+[,.!]?\s+)?but\s+", re.I)
#: chat that has the shape of an order
_CHAT = re.compile(r"^(?:please\s+)?(?:take your time|have (?:fun|a)|enjoy|keep (?:going|it up|me posted)|let me know|"
                   r"feel free|go ahead|carry on|ship it|make sure to (?:rest|relax)|call it a day)\b", re.I)

#: set against what the agent did: "Hold on.", "Ok, but ...", "That's not enough", "You hardcoded ..."
_CONTRAST = re.compile(r"^\s*(?:hold on|wait|hmm+|actually|careful|not yet|not so fast)\b"
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
#: an interjection or an aside: "wow that was quick", "otherwise it's fine"
_ASIDE = re.compile(r"^(?:wow|whoa|oh|ah|aha|yay|omg|damn|man|dude|hey|ugh|oops|welp|phew|nice|cool|great|lol)\b"
                    r"|\botherwise,?\s+(?:it'?s|it is|all|everything|looks|lgtm|this is|that'?s)\b", re.I)
#: a sentence that jokes
_BANTER = re.compile(r"\b(?:lol|lmao|rofl|haha+|hehe+|jk)\b|[\U0001F602\U0001F923\U0001F605]", re.I)


def order_clause(clause: str) -> bool:
    """Whether ``clause`` (its "No," / "Ok, but" lead dropped) gives an order or states a convention."""
    text = _BUT.sub("", lesson.strip_lead(clause))
    if not text or text.endswith("?") or _CHAT.match(text) or _ASIDE.match(text):
        return False
    return bool(_ORDER.match(text) or _MODAL.match(text) or _CONVENTION.match(text) or lesson._imperative(text))


def lesson_order(text: str) -> tuple[str, str] | None:
    """(kind, the order's clause) when a user turn that answers an agent action gives an order that
    comes with a contrast (a correction), or with a scope, a reason or an alternative (a rule);
    None for a bare order, a question or chat."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    kept = " ".join(s for s in sentences if not s.endswith("?") and not _BANTER.search(s))
    if not kept:
        return None
    order = next((c for c in lesson.clauses(kept) if order_clause(c)), "")
    if not order:
        return None
    if _CONTRAST.search(kept):
        return "correction", order
    plain = _ASIDE.sub("", kept)
    if _SCOPE.search(plain) or _ALTERNATIVE.search(plain) or lesson._REASON.search(plain):
        return "rule", order
    return None
