"""Talk that sounds like a lesson but teaches the project nothing.

People who are not teaching still say "never", "no" and "always": banter after a fix ("never
again am I deploying on a friday haha"), their own plans ("I'll always run it twice before the
demo"), thanks ("nope, thanks a ton 🙏"). What separates these from a lesson is structure, not
the trigger word: a lesson addresses the code (a file, an identifier, a command, a project noun,
or something the agent just said or did), while chat addresses nobody's code and carries a mark
of conversation (laughter or an emoji, thanks or assent, the speaker's own plan or habit, a
hedge). A user turn is chat only when both hold, so "No, that's wrong, revert it" stays a
correction. An agent recap that restates a cause it already stated is a repeat, not a second
lesson (:func:`restates`).
"""

from __future__ import annotations

import re

#: what makes a sentence about the code: a code span, a path, an identifier, a flag, a project noun
_CODE = re.compile(
    r"[`/()]|\w[._]\w|(?-i:\b[a-z]+[A-Z]\w*)|(?<!\w)--?[a-z][\w-]+|\b(?:code|config|test|tests|build|query|function|"
    r"file|files|commit|deploy|api|server|database|db|cache|bug|typo|branch|script|dependency|version|env|variable|"
    r"import|schema|migration|endpoint|request|thread|lock|timeout|column|columns|table|header|route|handler|"
    r"module|package|class|method|type|types|log|logs|queue|job|worker|ci|pipeline|lint|linter|mock|fixture|"
    r"repo|release|docs|readme|changelog|migrations|tag|tags)\b", re.I)
#: a sentence that jokes (laughter, a laughing emoji): banter, whatever its words seem to mean
BANTER = re.compile(r"\b(?:lol|lmao|rofl|haha+|hehe+|jk)\b|[\U0001F602\U0001F923\U0001F605]", re.I)
#: marks of conversation rather than instruction
_LAUGH = re.compile(r"\b(?:lol|lmao|rofl|haha+|hehe+|jk|omg|xd)\b|[\U0001F300-\U0001FAFF\u2600-\u27BF]", re.I)
_THANKS = re.compile(r"\b(?:thanks?|thx|ty|cheers|cool|great|perfect|awesome|sweet|legend|no worries|all good|"
                     r"nice one|appreciate(?:d| it)?|you too|have a (?:good|nice|great)|good (?:night|morning)|bye|"
                     r"see you|weekend)\b", re.I)
_OWN_PLAN = re.compile(r"\bi(?:'ll| will|'m going to| am going to|'m gonna| should| always| never| usually| forget|"
                       r"'ve got to)\b|\bpersonally\b|\bmyself\b", re.I)
_HEDGE = re.compile(r"\b(?:maybe|probably|not sure|idk|i guess|perhaps|dunno|whatever|btw|anyway|ugh|meh)\b", re.I)
_WORD = re.compile(r"[a-z]{4,}")
_STOP = frozenset(
    "that this with from have will what when then them they there their your about would could should "
    "just also into some more only been were want need like know think sure good fine make made does done "
    "doing thing things here okay yeah really again still much very well before after first later today "
    "tonight tomorrow".split())


def _stems(text: str) -> set[str]:
    return {w[:5] for w in _WORD.findall(text.lower()) if w not in _STOP}


def addresses_code(text: str, did: str = "") -> bool:
    """Whether ``text`` names code, or a thing the agent said or did since the user's last turn
    (``did``: its prose and its calls' inputs), by a shared word stem."""
    return bool(_CODE.search(text)) or bool(_stems(text) & _stems(did))


#: thanks said before turning the agent down: "thanks, but no — we ring them when it's ready", "thanks, but no
#: automatic emails to the garden centres" refuses the step, its "thanks" is the courtesy of the refusal, not talk
_COURTEOUS_NO = re.compile(r"^\W*(?:thanks?|thank you|thx|ty|cheers|great|cool|perfect|awesome|sweet)[,.!]?\s+but,?\s+"
                           r"(?:(?:nope|nah)\b|no(?=\s*[,.!:;—–]|\s+-\s|\s+[a-z]))", re.I)


#: the words that acknowledge what the agent did: "perfect", "looks good", "thank you"
ACKS = (r"ok(?:ay)?|yes|yep|yeah|good|great|nice|cool|perfect|lovely|brilliant|excellent|awesome|sweet|"
        r"looks (?:good|great|fine)|thanks?|thank you|ta|cheers")
#: a first sentence that only acknowledges what the agent did, with more said after it: "perfect. oh and the 60%
#: over 8 weeks is league policy, don't ever change it ..." - the thanks is for the work, the rest is what to read;
#: also when a comma and "and" / "also" add the rest ("perfect, and always one vegan soup every night, ...")
_ACK_FIRST = re.compile(rf"^\W*(?:(?:{ACKS})\W*?)+(?:[.!]+|,(?=\s+(?:and|also|plus|oh and)\b))\s+(?=\w)", re.I)


def chatty(text: str) -> bool:
    """Whether ``text`` carries a mark of conversation: laughter, emoji, thanks, the speaker's plan, a hedge
    (not the thanks of a courteous refusal, :data:`_COURTEOUS_NO`, nor a first sentence that only acknowledges
    the work before saying more, :data:`_ACK_FIRST`)."""
    text = _COURTEOUS_NO.sub("no", text, count=1)
    rest = _ACK_FIRST.sub("", text, count=1)
    text = rest if len(rest.split()) >= 8 else text  # "perfect!! never change": too short to be more than talk
    return any(p.search(text) for p in (_LAUGH, _THANKS, _OWN_PLAN, _HEDGE))


#: an agent's sign-off: "You're welcome!", "Happy to help.", "Enjoy the weekend!", "I'll be here when you're back"
_SIGN_OFF = re.compile(r"\b(?:you'?re (?:very )?welcome|(?:happy|glad) (?:to|i could) help|any ?time|my pleasure|no problem|"
                       r"enjoy|good luck|take care|have (?:a|an) (?:good|nice|great|lovely|relaxing|fun)|bye|cheers|"
                       r"i'?ll be (?:here|around))\b", re.I)
#: the agent saying it will do (or did) something: a plan or a report, never a pleasantry ("I'll be here" is one)
_DOING = re.compile(r"\b(?:I'll|I will|I'm|I am|I've|I have|let me|going to|I (?:added|changed|fixed|ran|updated|removed|made|used))"
                    r"\b(?! be (?:here|around)\b)", re.I)


def _talk(sentence: str) -> bool:
    """A sentence of talk: a short one (6 words at most) with a sign-off, thanks or laughter in it, or a short
    question back ("How did it turn out?")."""
    words = len(sentence.split())
    return (words <= 6 and any(p.search(sentence) for p in (_SIGN_OFF, _LAUGH, _THANKS))) \
        or (words <= 8 and sentence.rstrip().endswith("?"))


def pleasantry(text: str) -> bool:
    """Whether an agent's turn is only talk ("You're welcome! Have a great weekend.", "No problem. I'll be here
    when you're back.", "That's a big weekend project. How did it turn out?"): every sentence :func:`_talk`, one
    of them a sign-off, thanks or laughter, no code named and no work announced. Not what a user's rule after it
    corrects; "No problem, the retry is in place." says something, so it is not one."""
    said = [x for x in re.split(r"(?<=[.!?])\s+", " ".join(text.split())) if x.strip(" .!?")]
    return bool(said) and all(_talk(x) for x in said) and any(p.search(text) for p in (_SIGN_OFF, _LAUGH, _THANKS)) \
        and not _DOING.search(text) and not addresses_code(text)


def is_chat(text: str, did: str = "") -> bool:
    """A user turn that addresses no code and reads as conversation: nothing there to keep."""
    return chatty(text) and not addresses_code(text, did)


def restates(cause: str, earlier: list[str], share: float = 0.6) -> bool:
    """Whether ``cause`` mostly repeats one of the ``earlier`` causes (a recap at the end of a
    session: "Summary: the root cause was ..."), judged by the share of its word stems."""
    mine = _stems(cause)
    return bool(mine) and any(len(mine & _stems(e)) >= share * len(mine) for e in earlier)
