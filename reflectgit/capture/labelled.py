"""Rules the user labels as rules before a colon: "Two rules that are not negotiable: the lift never moves while the
side door sensor says open, and the handset stop button cuts power to the motor directly, ...", "the fire officer
set the numbers and they are hard limits: 8 people max in the big sauna, 4 in the barrel, and a group booking counts
every person in it ...", "sync script rules before you start, these matter: never run the catalogue sync during
opening hours ... . and it must never delete loans on the laptop that havent reached the server yet, ...".

What follows the label is a list of rules the user means as such, one per ", and" or per sentence that goes on with
"and" / "also"; the phrase readers took one of them at most (heldout51: 7 such rules missed in 4 sessions). Each item
leads a note of its own, read from the item alone, as a pasted memo's rules do (branch cap63).
"""

from __future__ import annotations

import re

#: the label: "two rules ...:", "some rules for the training records first ...:", "they are hard limits:",
#: "these matter:", "not negotiable:" - a colon ends it within the sentence
_LABEL = re.compile(r"\b(?:rules?|limits?|musts?|non[- ]negotiables?|not negotiable|these matter|house rules)\b[^:.!?\n]{0,100}:\s+",
                    re.I)
#: a rule the task asks to build is the code's, not the user's: "add a referral rule: ...", "lint rule: ...",
#: "business rule on incident: ..."
_TO_BUILD = re.compile(r"\b(?:add|write|create|implement|build|new|a|an|lint|business|validation|firewall|alert|routing|"
                       r"referral)\s+(?:[\w-]+\s+){0,2}$", re.I)
#: a sentence that goes on with the list: "And a helm sign-off needs two assessors, never one."
_GOES_ON = re.compile(r"^(?:and|also|plus)\b[,]?\s*", re.I)
#: where one rule of the list ends and the next begins within a sentence
_NEXT_ITEM = re.compile(r",\s+and\s+(?=(?:a|an|the|every|any|no|nobody|nothing|it|they|we|never|always|only)\b)", re.I)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


def labelled_rules(text: str) -> list[str]:
    """The items of the rules ``text`` labels as rules before a colon, each as said; [] when it labels none."""
    m = _LABEL.search(text)
    if not m or _TO_BUILD.search(text[:m.start()]):
        return []
    sentences = [s.strip() for s in _SENTENCE.split(text[m.end():]) if s.strip()]
    if not sentences:
        return []
    # the sentence after the colon, and the next one when it goes on with the list (a third is the message's news)
    taken = [sentences[0]] + [_GOES_ON.sub("", s) for s in sentences[1:2] if _GOES_ON.match(s)]
    items = [i.strip(" .,;") for s in taken for i in _NEXT_ITEM.split(s)]
    return [i for i in items if len(i.split()) >= 4][:4]
