"""A root cause the agent states in its own words, found by where it sits rather than how it opens.

The phrase rules of :mod:`reflectgit.capture.signals` know the announcements ("The root cause is",
"Found it", "Turns out"); agents as often just say what is wrong ("so what happened is the pool size
was read before dotenv loaded", "ah — the cache key ignores the locale", "bulk_create never sends
post_save, so ..."). What makes such prose a diagnosis is its place in the session:

1. it follows a **failure** the agent saw (a tool result flagged as an error, a failing test run,
   a stack trace or a compiler error), or at least a **look** (a file read, a grep, a log or a
   command's output) since the user's last message: in sessions written by others most causes
   follow reading code or logs, not a failing command;
2. it states a **causal relation** (because / since / so / which means / due to, or a causal verb:
   "ignores", "never sends", "was read before", "only comes in through", "falls back to");
3. a **fixing edit** follows it (in the same exchange, or after the user's next message when that
   message does not turn it down); a rerun of the failing command with nothing changed in between
   ("retrying once") means the failure was transient and nothing was diagnosed.

Guesses ("might", "probably"), plans ("I'll ...", "Let me ...") and status reports are not causes.
"""

from __future__ import annotations

import json
import re
from typing import Any

from reflectgit.capture.contrast import CODE, HARM, upper_first
from reflectgit.capture.lesson import EDIT_TOOLS

#: what a failing command prints, when the harness did not flag the result as an error
_FAILURE = re.compile(
    r"^Traceback \(most recent call last\)|^\s*(?:E\s{2,}|FAIL(?:ED)?\b|--- FAIL:)|\b[1-9]\d* (?:failed|failures?|errors?)\b"
    r"|^error(?:\[E\d+\])?:|\b(?:npm|yarn|pnpm) ERR!|\berror (?:TS|CS|C)\d+\b|\bpanicked at\b|\bSegmentation fault\b|\bcore dumped\b"
    r"|\b(?:[A-Z]\w+)?(?:Exception|Error):\s|\*\*\*\s*Failed\b|\*\*\* FAILED \*\*\*|\bBUILD FAILED\b|\bTests? unsuccessful\b"
    r"|\bexit(?:ed)? (?:with )?(?:code|status) [1-9]\d*\b|\bcommand not found\b|\bundefined reference\b"
    r"|\b(?:HTTP/\d(?:\.\d)? )?5\d\d (?:Internal Server Error|Bad Gateway|Service Unavailable)\b", re.M)

#: a causal relation in one sentence: connectives, and verbs that say what the code does wrong
_CAUSAL = re.compile(
    r"\bbecause\b|\bsince\b|,?\s+so\b|\bwhich (?:means|makes|causes|is why)\b|\bthat'?s why\b|\bdue to\b|\bcaused by\b"
    r"|\bturns? out\b|\bthanks to\b|\bhence\b|\btherefore\b|\bwhich\s+(?!is\b|was\b|has\b|does\b)[a-z]+s\b"
    r"|\b(?:ignores?|ignored|skips?|skipped|overrides?|overrode|shadows?|swallows?|drops?|dropped|truncates?|"
    r"leaks?|blocks?|reuses?|unwraps?|bypass(?:es)?|clobbers?|masks?)\b"
    r"|\bnever\s+(?:gets?|reaches|runs|fires|sees|sends|calls|registers|reads|writes|closes|releases|returns|"
    r"happens|loads|resets|awaits|[a-z]+s)\b|\b(?:no longer|not yet|any more|anymore)\b"
    r"|\b(?:was|were|is|are|gets?|got)\s+(?:read|loaded|evaluated|computed|built|called|initiali[sz]ed|set|created|"
    r"run|resolved|cached|registered|imported|parsed)\s+(?:before|after|once|too early|too late)\b"
    r"|\bonly\s+(?:comes?|gets?|runs?|reads?|checks?|sees?|applies|works?|exists?|happens)\b"
    r"|\bfalls? back\b|\binstead of\b|\bwithout\b|\bthere (?:is|are|was|were) no\b|\b(?:is|are|was|were) missing\b"
    r"|\b(?:doesn'?t|does not|isn'?t|is not|wasn'?t|aren'?t|don'?t|didn'?t|can'?t|cannot|won'?t)\s+"
    r"(?!(?:think|know|want|need|matter|see why|seem)\b)[a-z]+", re.I)
#: a guess, a plan, or the agent talking about its own work
_HEDGED = re.compile(r"\b(?:might|may(?!\s+(?:only|not|never)\b)|could|probably|possibly|perhaps|maybe|likely|i suspect|i think|i guess|not sure|"
                     r"my guess|seems? to|let me|let'?s|i'?ll|i will|i'?m going to|i need to|we need to|to find|"
                     r"check whether|see whether|see if)\b", re.I)
#: the choices laid out ("Two ways: ...", "A few options:"): what follows weighs options, it diagnoses nothing
_OPTIONS = re.compile(r"^(?:two|three|a few|several|both|some)\s+(?:ways|options|approaches|choices|fixes|alternatives)\b", re.I)
_SELF = re.compile(r"^(?:i|i'?ve|i'?ll|i'?m|we'?ll|let|let'?s|sure|ok(?:ay)?|yes|done|fixed|added|updated|changed|removed|"
                   r"created|here|thanks|great|good|now|first|next|to|running|rerunning|moving|switching|green|"
                   # "All green", "All tests pass", "All three pass" report a run; "All vendors are processed in one reduce call" explains
                   r"all(?=\s+(?:\w+\s+)?(?:done|set|good|green|clear|fixed|pass\w*|tests?|checks?|specs?|of (?:them|it|those|these))\b|\W*$)|"
                   r"nothing|everything|either|or|options?|alternatively|agreed)\b"
                   # the choices laid out ("Two ways: ...", "A few options:"), and the fix reported as done
                   # ("Moved the rotation to Step", "Swapped: the bucket goes first", "Made the job a hook")
                   r"|" + _OPTIONS.pattern +
                   r"|^(?:[a-z]+ed|made|put|set|wrote|rewrote|split|kept|gave)\b(?:\s*:|\s+(?:the|a|an|it|its|this|that|them|"
                   r"those|these|both|all|each|every|our|your)\b)", re.I)
#: a short opener before the cause itself: "so what happened is", "ah —", "that's it:", "right,"
_LEAD = re.compile(r"^(?:(?:ok(?:ay)?|so|ah+|aha|oh|right|yes|yep|hm+|well|okay so)\b[,.!]?\s*[—–-]?\s*)*"
                   r"(?:(?:so\s+)?what(?:'s| is| was)? happen(?:ed|ing|s)? (?:here )?(?:is|was)(?: that)?\s*[:,]?\s*"
                   r"|(?:that'?s it|there it is|got it|this is it)\s*[:!.—–-]+\s*)?", re.I)


#: markdown around prose: bold, headings, list marks ("__" is left alone: it is in `items__amount`, `__init__`)
MARKDOWN = re.compile(r"\*\*|^\s*(?:#+|[-*]|\d+[.)])\s+", re.M)


def _split(text: str) -> list[str]:
    code: list[str] = []  # `errdefer allocator.free(buf);` is one thing, whatever punctuation it holds

    def hide(m: re.Match[str]) -> str:
        code.append(m.group(1))
        return f"\x00{len(code) - 1}\x00"

    plain = re.sub(r"`([^`\n]+)`", hide, text)
    plain = MARKDOWN.sub("", plain).replace("`", "")
    # a sentence opens with a capital, a digit or code: "e.g. the pool" goes on
    # a semicolon ends a piece too, and stays with it: joined again, the pieces read as the agent wrote them
    found = re.split(r"(?<=[.!?])(?<!\.\.\.)\s+(?=[A-Z0-9\"'(\[\x00]|[a-z]\w*[._(]\w)|(?<=;)\s+|\n+", plain)
    return [re.sub(r"\x00(\d+)\x00", lambda m: code[int(m.group(1))], s).strip() for s in found if s.strip()]


def failed(turn: Any) -> bool:
    """Whether a tool result shows a failure: flagged as an error, or printed like one."""
    if turn.role != "tool" or not turn.text:
        return False
    return bool(turn.extra.get("is_error")) or bool(_FAILURE.search(turn.text))


def strip_lead(sentence: str) -> str:
    """The cause without its opener ("so what happened is ...", "ah — ...", "That's it: ...")."""
    out = _LEAD.sub("", sentence, count=1).strip()
    return upper_first(out) if out and len(out.split()) >= 3 else sentence


#: a symptom: "crashes when ...", "is slow", "submits twice" (a user's report; a cause told after its fix)
SYMPTOM = re.compile(r"\b(?:crash\w*|fail\w*|slow\w*|hangs?|hung|OOMs?|NaN|exceptions?|stack ?trace|broken|"
                     r"not working|twice|ignored|drops?|loses|leak\w*|flak\w*|time[ds]? ?out|resets?|stuck|"
                     r"p9\d|regress\w*|duplicat\w*|panic\w*|restart\w*|segfault\w*|deadlock\w*)\b"
                     r"|\btak(?:es|ing) (?:about |over |up to |around )?\d+(?:\.\d+)? ?(?:ms|s|secs?|seconds?|min|minutes?)\b", re.I)


#: what the code does now that the fix is in: "The transaction_id is now meter_id:hour, so a retried batch is
#: deduplicated", "accounts now merges on id instead of replacing the table", "October quotes no longer offer
#: peonies" (a cause says what went wrong)
_NOW_DONE = re.compile(r"^(?:[\w`'\".:/()-]+\s+){1,6}?(?:(?:is\s+|are\s+)?now\s+(?!that\b)|no longer\s+)[a-z]", re.I)
_SINCE = re.compile(r"\b(?:since|because|after|when)\b", re.I)


def done_now(sentence: str) -> bool:
    """Whether a sentence says what the code does now ("X is now Y, so ..."): after the agent's edit, what
    its fix made of the code, not why it broke. A harm or a symptom in it ("every row now triggers a lazy
    load, so the export makes 40k queries", "each request now parks a thread ..., so all workers block")
    makes it the cause, said after the fix."""
    if not _NOW_DONE.match(sentence) or _SINCE.search(sentence):
        return False
    plain = re.sub(r"\bno longer\s+\w+", "", sentence, flags=re.I)  # "so the PSP no longer rejects retries"
    return not (HARM.search(plain) or SYMPTOM.search(plain) or _COSTLY.search(plain))


#: the agent's own act reported with the subject left out ("Moved the rotation to Step", "Pushed 31 updates",
#: "Swapped: ...", "Fixed;"), a thing reported made ("Migration written;", "Tests added."), or a bare "Passing."
_DID = re.compile(r"^(?:moved|pushed|swapped|wrote|rewrote|added|updated|changed|removed|replaced|renamed|made|put|"
                  r"split|switched|dropped|deleted|reverted|bumped|pinned|fixed|ran|reran|re-ran|deployed|applied|"
                  r"merged|folded|wired|hooked)\b"
                  r"|^(?:[\w`'\".:/()-]+\s+){1,2}(?:written|created|added|updated|pushed|deployed|applied|in place)\W*$"
                  r"|^(?:passing|passes|green|all green|done|clean|all set)\W*$", re.I)


def reports_work(text: str) -> bool:
    """Whether the agent's prose opens by reporting the work it just did ("Migration written; it copies
    both tables ...", "Pushed 31 price updates ...; dates before today are skipped so ...", "Dev
    dependencies now come in one grouped PR"). Said after its own edit, what follows explains the change
    or the result, not why something broke: the cause, if any, was stated before the edit."""
    first = next((x.strip() for x in re.split(r"(?<=[.!?;:])\s+|\n+", MARKDOWN.sub("", text)) if x.strip()), "")
    clause = first.rstrip(".!;:").strip()
    return bool(_DID.match(clause)) or done_now(clause)


#: what a cause costs, said without a symptom word: "makes 40k queries", "all workers block"
_COSTLY = re.compile(r"\b\d+k?\s+(?:queries|requests|calls|round ?trips)\b|\bblocks?\b|\bwaits?\b|\bparks?\b", re.I)


#: an aside between dashes or in brackets, or after a last dash: "Someone shifted 'today' back by 12 hours — probably
#: so late-night bookings stay up after midnight — which means ...": its guess hedges the aside, not the statement
_ASIDE = re.compile(r"\s[—–]\s[^—–]*?\s[—–](?=\s)|\s\([^()]*\)|\s[—–]\s[^—–]*$")


def hedged(sentence: str) -> bool:
    """Whether the statement itself (not an aside in it) is a guess or a plan."""
    return bool(_HEDGED.search(_ASIDE.sub("", sentence)))


def causal(sentence: str) -> bool:
    """A statement (not a guess, a plan, a question or the agent's own work) with a causal relation."""
    s = strip_lead(sentence)
    return (not s.endswith("?") and len(s.split()) >= 6 and not hedged(s) and not _SELF.match(s)
            and bool(_CAUSAL.search(s)))


def diagnosis(text: str, remedy: bool = False) -> str:
    """The cause stated in the agent's prose: the first causal sentence, with the statement just
    before it when that one sets it up ("The test compares doubles with ==. On aarch64 ..."); ""
    when the prose states no cause. With ``remedy`` (something failed or the user reported a
    problem), also the statements before the sentence that says what the fix does: without that
    context "The page renders X. I'll add a button ..." is a plan for a feature, not a cause."""
    sentences = _split(text)
    if sentences and _OPTIONS.match(strip_lead(sentences[0])):
        return ""
    for i, s in enumerate(sentences):
        if not causal(s):
            continue
        prev = sentences[i - 1] if i else ""
        lead = (prev and not prev.endswith("?") and not _HEDGED.search(prev) and not _SELF.match(strip_lead(prev))
                and len(prev.split()) >= 4 and not prev.rstrip().endswith(":"))
        said = [strip_lead(prev), s] if lead else [strip_lead(s)]
        nxt = sentences[i + 1] if i + 1 < len(sentences) else ""
        if not lead and nxt and causal(nxt):  # "X ignores Y. Z keys on ... so ...": the cause, then how it bites
            said.append(nxt)
        return " ".join(said)[:600]
    return _before_remedy(sentences) if remedy else ""


#: how an agent says what its fix does: "Moving the buffer into a static takes it off the stack",
#: "An `errdefer` right after the alloc frees it on every error return", "chrome.alarms wakes the worker"
_REMEDY = re.compile(r"^(?:(?i:for now|for a quick fix|as a (?:quick )?fix|to fix (?:it|this|that)|so|then|instead),?\s+)?"
                     r"(?:I'?ll|I will|Let me|I'?m going to)\s+(?:switch|move|add|set|pin|change|wrap|replace|use|make|drop|"
                     r"remove|declare|bump|raise|lower|call|mark|put|register|guard|clear|reset|split|cache|give|send|"
                     r"follow|read|pass|keep|store|load|run|retry|check|limit|increase|decrease|enable|disable|"
                     r"normali[sz]e|upper-?case|lower-?case|trim|strip|escape|quote|round|sort|filter|skip|count|compare|"
                     r"parse|convert|default|fall back|treat|handle|accept|allow|ignore|exclude|include|merge|"
                     r"dedupe|deduplicate|reorder|rename|fix|correct|restore|revert)\b"
                     # a gerund on what it names, said alone: "Correcting the data.", "Rebuilding it."
                     r"|^[A-Z][a-z]+ing\s+(?:it|them|that|this|the\s+[\w-]+)\s*[.!]?$"
                     # a gerund doing something: "Following Bundle.link next until there is none gets all of them"
                     r"|^[A-Z][a-z]+(?:-[a-z]+)*ing\b.{3,}?\b(?!(?:is|was|has|does|this|its|always|as|us|yes|his|less|unless|"
                     r"focus|status|process|address|class|access|bus|plus|thus|various|previous)\b)[a-z]{3,}s\b"
                     r"|^(?:(?:[Aa]n?|[Tt]he)\s+\S+|[\w.]+\.[\w.()]+).*?\b(?:fix(?:es)?|closes|keeps|avoids|frees|"
                     r"takes|defers|prevents|stops|lets|gives|ensures|restores|picks up|wakes|solves|removes|"
                     r"subscribes|ships|resets|wraps|guards|bounds|limits|serializes|makes|covers|gets)\b"
                     # "The fix is to move focus to the error summary heading after inserting it"
                     r"|^[Tt]he (?:fix|solution|remedy|cure) (?:is|here is) to\s+[a-z]+")


def _before_remedy(sentences: list[str]) -> str:
    """The statements just before the sentence that says what the fix does: the cause, stated as
    what the code does without a causal word ("withdraw() sends the ether before zeroing the
    balance, and ... re-enters withdraw()" / "Setting the balance to zero first closes it")."""
    at = next((i for i, s in enumerate(sentences)
               if i and _REMEDY.match(s) and (s[0] in "IL" or not _HEDGED.search(s))), 0)  # a plan to fix is hedged by nature
    said = [s for s in sentences[max(0, at - 2):at]
            if not s.endswith("?") and not s.rstrip().endswith(":") and not hedged(s)
            and not _SELF.match(strip_lead(s)) and len(s.split()) >= 6]
    return " ".join(strip_lead(s) for s in said)[:600]


#: what the agent says around a fix that is not the fix: a look or a rerun ("Let me check the docs", "I'll run
#: the tests again"), a pointer ("The fix is in x.ml", "Here's what I changed", "See the CHANGELOG"), a test
#: named as passing or covering, a fact about where code is used
_NARRATES = re.compile(r"^(?:I'?ll|I will|Let me|I'?m going to)\s+(?:also\s+)?(?:check|read|run|rerun|keep|look|see|verify|confirm|"
                       r"watch|test|try|retry|ask|wait)\b|^(?:the fix is(?!\s+to\b)|here'?s|see|this matches|that matches|for details)\b"
                       r"|^`?test_\w+|\bshould (?:pass|work|be green)\b|\bcovers exactly\b"
                       r"|\bis (?:called|used|defined|imported|referenced) (?:from|in|by)\b", re.I)


def states_remedy(sentence: str) -> bool:
    """Whether a sentence says what the fix does by its shape ("Switching to X makes ...", "I'll pin
    ..."), not only by naming code (which a cause does too)."""
    said = sentence.strip()
    return bool(_REMEDY.match(said)) and not _NARRATES.search(said)


def names_means(sentence: str) -> bool:
    """Whether a sentence of the agent's says what its fix does ("I'll switch the backend to biber",
    "Switching to List.assoc_opt makes ...") or names the code it fixes with, as a statement
    ("`foldl'` from Data.List forces each step"): the rule a root-cause note keeps. Not a guess, a
    look, a rerun or a pointer to where the fix is."""
    said = sentence.strip()
    if _NARRATES.search(said):
        return False
    return bool(_REMEDY.match(said)) or (bool(CODE.search(said)) and not _HEDGED.search(said))


def shell_command(turn: Any) -> str:
    """The command line of a shell call (a Bash ``command`` string, or Codex's argv list), else ""."""
    inp = turn.tool_input
    cmd = inp.get("command") if isinstance(inp, dict) else None
    if cmd is None:
        return ""
    return (" ".join(cmd) if isinstance(cmd, list) else str(cmd)).strip()


def _command(turn: Any) -> str:
    """What identifies a call when it is repeated: its command line, else its whole input."""
    return shell_command(turn) or json.dumps(turn.tool_input, sort_keys=True, default=str)


#: a command that changes what it names rather than reading it: "gcloud ... update --ack-deadline=120",
#: "kubectl scale ...", "ALTER TABLE ...": the remedy of a cause in a system with no file to edit
_CHANGES = re.compile(r"(?:^|[\s;&|(])(?:update|set(?!\s+[-+][euxo])|apply|patch|scale|rollout|restart|migrate|upgrade|install|uninstall|"
                      r"enable|disable|alter|grant|revoke|config(?:ure)?\s+set|sed\s+-i)(?=\s|$)", re.I)


#: a command that only reads, whatever verb it names: "kubectl rollout status", "migrate --check", "grep -rn update"
_READS_ONLY = re.compile(r"(?:^|[\s;&|(])(?:--dry-run|--check|--help|-h|status|describe|get|list|ls|log|show|diff|grep|rg|cat|"
                         r"head|tail|less|more|find|echo|print|explain|plan|validate|lint|test)(?=[\s;&|):]|$)", re.I)


def _changes(turn: Any) -> bool:
    text = shell_command(turn)
    return bool(text) and bool(_CHANGES.search(text)) and not _READS_ONLY.search(text)


def confirmed(turns: list[Any], at: int, failing_call: int | None) -> bool:
    """Whether the cause stated at ``at`` is acted on: an edit, or a command that changes a setting,
    follows before the user's second message after it, and the failing command is not simply run
    again first."""
    failing = _command(turns[failing_call]) if failing_call is not None else None
    users = 0
    for t in turns[at + 1:]:
        if t.role == "user" and t.text.strip():
            users += 1
            if users >= 2:
                return False
        elif t.role == "assistant" and t.tool:
            if failing is not None and _command(t) == failing:
                return False  # the same command again, nothing changed: the failure was transient
            if t.tool in EDIT_TOOLS or _changes(t):
                return True
    return False


def reports(text: str) -> bool:
    """Whether a user message reports something (a statement: "doesn't apply, the cart still shows
    gross prices") rather than giving an order or asking: the agent's answer may then explain it."""
    from reflectgit.capture import lesson

    first = next(iter(lesson.clauses(text)), "")
    if text.rstrip().endswith("?") and _DECLARATIVE_QUESTION.match(text.strip()) and not _TAG_QUESTION.search(text):
        # "there's still a name in there?", "the totals are off by 100??": a statement in a statement's word order,
        # asked in surprise, reports what the user sees as much as the same words with a full stop do
        said = text.strip().rstrip("?!").strip()
        first = next(iter(lesson.clauses(said)), "")
        return bool(first) and lesson._explains(first) and not lesson.order_clause(first)
    return bool(first) and not text.rstrip().endswith("?") and lesson._explains(first) and not lesson.order_clause(first)


#: a question in a statement's word order, and a single sentence: it opens neither with a question word, an
#: auxiliary or a modal (which ask: "is it ...?", "can you ...?", "why ...?") nor with a request
_DECLARATIVE_QUESTION = re.compile(r"^(?!(?:(?:ok(?:ay)?|so|and|but|hmm+|wait|also)[,.]?\s+)*(?:what|why|how|when|where|who|whom|whose|"
                                   r"which|is|are|was|were|am|do|does|did|can|could|would|will|should|shall|may|might|must|"
                                   r"have|has|had|any|anything|shouldn'?t|isn'?t|aren'?t|doesn'?t|don'?t|didn'?t|wouldn'?t|"
                                   r"couldn'?t|won'?t|please|pls|maybe|perhaps|right|ok(?:ay)?)\b)[^.!?\n]{8,}\?+$", re.I)
#: a statement that asks to be confirmed ("the lodash one is only the docs build tooling right?", "..., isn't it?")
#: checks what the user believes; it reports nothing wrong
_TAG_QUESTION = re.compile(r"(?:^|[,\s])(?:right|correct|yes|no|ok(?:ay)?|yeah|true|isn'?t (?:it|that)|aren'?t (?:they|we)|"
                           r"doesn'?t it|don'?t (?:they|we)|won'?t it|is it|am i right|i guess|i assume)\s*\?+\s*$", re.I)


def acted_on(turns: list[Any], at: int) -> bool:
    """Whether an edit follows the prose at ``at`` before the user's next message."""
    for t in turns[at + 1:]:
        if t.role == "user" and t.text.strip():
            return False
        if t.role == "assistant" and t.tool in EDIT_TOOLS:
            return True
    return False


def rerun_unchanged(turns: list[Any], at: int, failing_call: int | None) -> bool:
    """Whether the agent's next command after ``at`` re-runs the failing one with no edit between."""
    if failing_call is None:
        return False
    failing = _command(turns[failing_call])
    for t in turns[at + 1:]:
        if t.role == "user" and t.text.strip():
            return False
        if t.role == "assistant" and t.tool:
            if t.tool in EDIT_TOOLS:
                return False
            return _command(t) == failing
    return False
