"""Notes from an agent session, without an LLM (the heuristic writer).

For each signal at or above the threshold, the dialogue window around it (3 turns either side,
tool output clipped) becomes a complete note (:func:`lesson_fields`, parts from
:mod:`reflectgit.capture.lesson`): the rule with the alternative the user gave, the reason as
key insight, the files the window's tool calls touched as entities, a test fix named by its tests
and changed files (or not kept), a title that reads as a sentence; tags (the signal kind),
confidence one tier below the signal's, ``compression: synthetic``, and its lineage (session, transcript,
window position, window hash). A window already captured (same hash) is skipped, so
capturing a transcript twice never duplicates a lesson. Private spans were removed when the
transcript was read.

Before anything lands, each lesson meets what the KB already believes (:mod:`reflectgit.capture.revise`):
it may wait as a pending decision, revise the note it restates or supersede one it
contradicts. The idle sweep (:mod:`reflectgit.capture.sweep`) captures with
``speculative=True``: windows around weaker signals too, marked so recall ranks them lower.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from reflectgit.capture import adopted, chat, compared, lesson, spliced
from reflectgit.capture.decided import passed_over
from reflectgit.capture.signals import THRESHOLD, Signal, detect
from reflectgit.capture.transcript import Transcript, Turn

if TYPE_CHECKING:
    from reflectgit.kb import KB

WINDOW = 3
SPECULATIVE_FLOOR = 0.5  # the idle sweep also keeps windows this weak, as speculative notes
CLIP = 400
_FILE = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w.-]+\.(?:py|js|ts|tsx|go|rs|java|rb|md|toml|ya?ml|json|sh|sql|cfg|ini|txt))\b")
TITLES = {"correction": "{s}", "rule": "{s}", "root_cause": "Root cause: {s}", "decision": "Decision: {s}",
          "permission": "Permission: {s}", "test_fixed": "Tests fixed: {s}", "todo_done": "How I did it: {s}",
          "loop": "Avoid repeating the same call: {s}", "test_fail": "Still failing: {s}"}


@dataclass
class Candidate:
    signal: Signal
    fields: dict[str, Any]
    body: str
    chunk_hash: str


@dataclass
class CaptureResult:
    session: str | None
    signals: list[dict[str, Any]] = field(default_factory=list)
    captured: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # chunk hashes already captured
    dry_run: bool = False
    candidates: list[dict[str, Any]] = field(default_factory=list)
    not_durable: list[str] = field(default_factory=list)  # windows the LLM judged not worth keeping
    writer_errors: list[str] = field(default_factory=list)
    decisions: list[dict[str, Any]] = field(default_factory=list)  # what each lesson did to the KB
    pending: list[str] = field(default_factory=list)  # decisions left for `reflectgit pending`
    revised: list[str] = field(default_factory=list)  # notes that absorbed a restatement
    superseded: list[str] = field(default_factory=list)  # notes a contradicting lesson replaced
    contradictions: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _tier_below(strength: float) -> float:
    """Signals of 0.8 and more are high: their notes get medium (0.6); the others get low (0.3)."""
    return 0.6 if strength >= 0.8 else 0.3


def _line(t: Turn) -> str:
    if t.role == "assistant" and t.tool:
        return f"assistant called {t.tool}"
    text = " ".join(t.text.split())
    return f"{t.role}: {text[:CLIP]}{'...' if len(text) > CLIP else ''}"


USER_KINDS = ("correction", "rule", "root_cause", "decision", "permission")


def signals(transcript: Transcript) -> list[Signal]:
    """The rules' signals after the learned second opinion (:mod:`reflectgit.capture.meaning`):
    lessons by meaning the rules missed are added, rule captures that read as chat are dropped."""
    from reflectgit.capture import meaning

    found = meaning.review(transcript.turns, detect(transcript.turns, transcript.cwd))
    found = [s for s in found if not asked_not_decided(transcript.turns, s)]
    if transcript.records_tools and idle(transcript.turns):
        # talk and a look around: the person's "never"/"always"/"instead" teach nothing unless the turn
        # speaks of code (a path, a code span, an identifier, a flag, a word of the trade: "always use
        # pnpm in this repo") or answers the work the agent just said it would do ("I'll send each
        # reminder right away" / "never send them inline, queue them")
        turns = transcript.turns
        weighed = deliberation(turns)
        found = [s for s in found if s.kind not in USER_KINDS
                 or 0 <= weighed <= s.turn
                 or (0 <= s.turn < len(turns) and (chat.addresses_code(turns[s.turn].text) or answers_plan(turns, s.turn)))
                 # a pick from the options of a question about the code to come ("before you write anything: ...
                 # should we keep the statsbook and import it, or have them enter it into our own database?")
                 or (s.kind == "decision" and chat.addresses_code(str(s.detail.get("asked") or "")))]
    return found


def asked_not_decided(turns: list[Turn], sig: Signal) -> bool:
    """A decision read from the words of the user's own question between two courses ("the board wants to know
    if we should keep paper tickets or move to QR codes"): the question decides nothing; its answer may."""
    from reflectgit.capture.signals import _user_options

    if sig.kind != "decision" or sig.detail.get("asked") or not 0 <= sig.turn < len(turns):
        return False
    phrase = str(sig.detail.get("phrase") or "").lower()
    question = _user_options(turns[sig.turn].text).lower()
    return bool(phrase and question and phrase in question)


def deliberation(turns: list[Turn]) -> int:
    """The first user turn that asks the agent to weigh two courses ("before we write any code - should we keep
    the SMS call-out or move to the app?"), -1 if none: what is said from there on decides the work to come."""
    from reflectgit.capture.signals import _user_options

    return next((t.index for t in turns if t.role == "user" and not t.tool and _user_options(t.text)
                 and not _ASIDE_TOPIC.search(t.text)), -1)


#: a question between courses that says it is not about the work: "totally off topic: for the team lunch should we ..."
_ASIDE_TOPIC = re.compile(r"\b(?:off[- ]?topic|unrelated|not (?:about )?work|random question|just for fun)\b", re.I)


#: the agent announcing work it is about to do
_PLAN = re.compile(r"\b(?:I'll|I will|I'm going to|I am going to|let me|going to|next,? I)\b", re.I)


def answers_plan(turns: list[Turn], at: int) -> bool:
    """Whether user turn ``at`` speaks to work the agent announced since the user's previous turn
    (a plan, then a shared word): correcting a plan before it runs is a correction all the same."""
    from reflectgit.capture import contrast

    for t in reversed(turns[:at]):
        if t.role == "user" and not t.tool:
            return False
        if t.role == "assistant" and not t.tool and _PLAN.search(t.text or ""):
            return contrast.touches(turns[at].text, t.text)
    return False


#: shell commands that only look: a session that runs nothing else has done no work yet
_LOOK = re.compile(r"^\s*(?:git\s+(?:log|status|diff|show|remote|rev-parse|ls-files|blame)\b|git\s+branch\s*(?:$|-[a-z]|--list)|"
                   r"(?:ls|cat|head|tail|grep|rg|find|wc|pwd|echo|which|type|tree|less|du|df|date|whoami)\b)")
#: a look that writes after all: a redirection, find's -delete/-exec
_WRITES = re.compile(r">|-delete\b|-exec\b|\btee\b")
#: calls that only read: anything else (a subagent, an MCP tool, a call this list does not know) may have done work
_READ_TOOLS = {"Read", "Grep", "Glob", "LS", "WebSearch", "WebFetch", "TodoWrite", "TodoRead", "view", "read_file"}


def idle(turns: list[Turn]) -> bool:
    """A session in which the agent changed nothing and nothing failed: no file was edited or
    written, no command but a look ran, no call was rejected or errored. What the person says
    there is planning, a question or chat ("no code today, help me think about the offsite"); a
    lesson corrects or directs work."""
    for t in turns:
        if t.role != "assistant" or not t.tool:
            pass
        elif t.tool in lesson.EDIT_TOOLS or lesson.call_files(t.tool, t.tool_input, edits_only=True):
            return False
        elif isinstance(t.tool_input, dict) and "command" in t.tool_input:
            command = t.tool_input["command"]
            if not isinstance(command, str) or _WRITES.search(command) or not all(
                    _LOOK.match(c) for c in re.split(r"&&|\|\||;|\|", command) if c.strip()):
                return False
        elif t.tool not in _READ_TOOLS:
            return False
        if t.role != "assistant" and t.tool and (t.extra.get("is_error") or t.extra.get("rejected")):
            return False
    return True


def candidates(transcript: Transcript, floor: float = THRESHOLD, found: list[Signal] | None = None) -> list[Candidate]:
    turns = transcript.turns
    out: list[Candidate] = []
    seen_windows: set[str] = set()
    led: set[int] = set()  # user turns that already lead a lesson: a second signal there is its reason
    lead_sigs: list[Signal] = []
    found = signals(transcript) if found is None else found
    # agent turns whose cause is a note of its own (a root cause, or the cause a named test fix keeps): a user
    # rule next to it does not borrow it as its reason, nor quote it as what the agent had
    own_notes = {s.turn: s.evidence for s in found if s.kind == "root_cause" and s.detail.get("by") == "agent" and s.strength >= floor}
    own_notes.update({int(s.detail["cause_at"]): str(s.detail.get("cause") or "") for s in found
                      if s.kind == "test_fixed" and s.strength >= floor and s.detail.get("cause_at") is not None
                      and s.detail.get("tests") and s.detail.get("files")})
    for sig in sorted(found, key=lambda s: (-s.strength, s.turn)):
        if sig.strength < floor:
            continue
        if sig.kind in USER_KINDS:
            if sig.turn in led and not sig.detail.get("item"):
                continue  # a memo's rule item leads a note of its own (signals.memo_rules)
            if sig.detail.get("item") and any(s.turn == sig.turn and s.evidence == sig.evidence for s in lead_sigs):
                continue  # the same sentence already leads a note
            led.add(sig.turn)
            lead_sigs.append(sig)
        lo, hi = max(0, sig.turn - WINDOW), min(len(turns), sig.turn + WINDOW + 1)
        window = turns[lo:hi]
        text = "\n".join(_line(t) for t in window if t.text or t.tool)
        digest = hashlib.sha256(f"{sig.kind}\n{sig.evidence}\n{text}".encode()).hexdigest()[:16]
        if digest in seen_windows:
            continue
        seen_windows.add(digest)
        fields = lesson_fields(sig, turns, lo, hi, transcript.cwd, own_notes)
        if fields is None:
            continue
        shown = "\n".join(_line(t) for t in _excerpt(sig, turns, lo, hi) if t.text or t.tool)
        body = "Excerpt of the session:\n\n" + "\n".join(f"> {line}" for line in shown.splitlines()) + "\n"
        out.append(Candidate(sig, fields, body, digest))
    return sorted(out, key=lambda c: c.signal.turn)


EXCERPT_MAX = 16  # turns a test fix's excerpt shows at most: its failing run, then the last ones up to the pass


def _excerpt(sig: Signal, turns: list[Turn], lo: int, hi: int) -> list[Turn]:
    """The turns a note quotes: the window around its signal; for a test fix, the failing run (and the call
    that ran it), the agent's cause and the edit that fixed it, up to the passing run and the agent's word
    on it, not the talk that follows ("lol nice, thanks!"). The window's hash (the note's lineage, what a
    second capture skips by) stays the window's."""
    failed_at = sig.detail.get("failed_at") if sig.kind == "test_fixed" else None
    if not isinstance(failed_at, int) or not 0 <= failed_at < sig.turn < len(turns):
        return turns[lo:hi]
    start = failed_at - 1 if failed_at and turns[failed_at - 1].role == "assistant" and turns[failed_at - 1].tool \
        else failed_at
    end = sig.turn + 1
    if end < len(turns) and turns[end].role == "assistant" and not turns[end].tool and turns[end].text.strip() \
            and not chat.pleasantry(turns[end].text):
        end += 1  # "Tests pass now." / "Fixed: the refund is quantized as a Decimal"
    shown = turns[start:end]
    if len(shown) > EXCERPT_MAX:  # a long hunt: the failing run, then the end of it
        shown = [*shown[:2], *shown[len(shown) - (EXCERPT_MAX - 2):]]
    return shown


def _as_said(rule: str, said: str) -> str:
    """The rule to the end of the clause it was said in, up to a marked reason: what follows its comma is part of
    it ("over 10ft they don't get netted at all, they go on the trailer loose with a strap", "we only sell live
    oysters for next-day delivery to mainland postcodes, anything else gets turned away at checkout"). A why
    spliced on with the comma ("never log request bodies in jobs/, they contain card numbers") stays in the rule as
    said and is the note's reason too: keeping it apart lost 6 lessons on sets others wrote (RESULTS, cap70). A
    rule not said word for word stays as it is."""
    head = rule.rstrip(" .;")
    if len(head.split()) < 3:
        return rule
    for clause in lesson.clauses(said):
        at = clause.lower().find(head.lower())
        if at < 0:
            continue
        whole = lesson._TAIL_REASON.split(clause[at:], maxsplit=1)[0].rstrip(" ,;.?!")
        if not re.search(r"\w", whole[len(head):]):
            return rule  # nothing more than the question mark the order was asked with
        return lesson.upper_first(whole) if len(whole) > len(head) and whole.lower().startswith(head.lower()) else rule
    return rule


def _only_points_back(rule: str) -> bool:
    """Whether a correction's rule is nothing but a pointer at a rule said before ("That's exactly what i said not
    to do", "I told you so"): no note of its own, what it points at has one ("like I said, never push to main"
    says its rule again, and keeps it)."""
    from reflectgit.capture.declined import REPEATS
    from reflectgit.query_text import content_terms

    return bool(REPEATS.search(rule)) and not content_terms(REPEATS.sub(" ", rule))


def _sentence_title(text: str, limit: int = 160) -> str:
    """A readable one-line title: whole words, no dangling punctuation."""
    text = " ".join(text.split()).rstrip(" .;,:")
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(" .;,:—-") + "…"


def _declined_parts(said: str, parts: lesson.Parts) -> lesson.Parts:
    """An offer turned down ("thanks, but no attachments, a photo of the serial number is what the insurer asks for.
    receipts we dont have for donated kit anyway"): what follows "no X" in its own sentence says what is wanted instead
    when a later sentence says why; the reader took it for the reason and the why for an alternative."""
    sentences = [x.strip() for x in re.split(r"(?<=[.!?])\s+", said.strip()) if x.strip()]
    if len(sentences) < 2 or not parts.reason or parts.reason.lower() not in sentences[0].lower():
        return parts
    why = " ".join(sentences[1:]).strip()
    if not lesson._explains(why) or lesson.order_clause(why):
        return parts
    return lesson.Parts(rule=f"{parts.rule}, {parts.reason.rstrip('.')}", alternative="", reason=why.rstrip("."),
                        reason_before=parts.reason_before)


def lesson_fields(sig: Signal, turns: list[Turn], lo: int, hi: int, cwd: str | None = None,
                  own_notes: dict[int, str] | None = None) -> dict[str, Any] | None:
    """The heuristic lesson of one signal window (issue 20: a lesson is complete): the rule with
    its alternative, the reason when one is given, the files the window's tool calls touched; a
    test fix names its tests and changed files or is not kept. None: nothing worth a note.
    ``own_notes``: agent turns whose cause becomes a note of its own (a root cause, or the cause a named
    test fix keeps), with that cause; a user rule does not copy such a cause as its reason nor quote it as
    what the agent had (the same lesson twice, and a reason in the wrong note)."""
    own_notes = own_notes or {}
    window = turns[lo:hi]
    kind = sig.kind
    fields: dict[str, Any] = {"type": kind.replace("_", "-"), "tags": [kind.replace("_", "-"), "session"],
                              "confidence": _tier_below(sig.strength), "compression": "synthetic"}
    files = [*_exchange_edits(turns, sig.turn, cwd), *lesson.touched_files(window, cwd)]  # edits first
    said = turns[sig.turn].text if kind in USER_KINDS and 0 <= sig.turn < len(turns) else ""
    if said and sig.detail.get("memo"):  # a rule item of a pasted memo: read from its item, not the whole mail
        said = str(sig.detail["memo"])
    evidence = sig.evidence.strip()
    if kind in ("correction", "rule", "permission"):
        opens = not any(t.role == "assistant" for t in turns[:sig.turn])  # the message that sets the task
        did = _agent_did(turns, sig.turn)
        parts = lesson.parts(said, str(sig.detail.get("phrase") or ""), sets_task=opens, agent_did=did) \
            if said else lesson.Parts()
        rule = parts.rule_text() or lesson.strip_lead(evidence) or evidence
        if sig.detail.get("by") == "declined":
            parts = _declined_parts(said, parts)
            rule = parts.rule_text() or rule
        if sig.detail.get("by") == "undo" and lesson.UNDO.match(rule.strip(" .!")):
            # a bare "revert that": the lesson is not to make the change the agent just made
            rule = _undone_step(turns, sig.turn, cwd) or rule
        elif sig.detail.get("by") == "undo" and not parts.reason and _extra_step(turns, sig.turn) \
                and lesson.UNDO.match(lesson.strip_lead(next(iter(lesson.clauses(said)), "")).strip(" .!")):
            # "revert that. the club laptop is shared by everyone ..." after "I also extended the session to 30
            # days": the sentence read as the rule is why the step the agent added is taken back
            parts = replace(parts, reason=rule)
            rule = _undone_step(turns, sig.turn, cwd) or rule
        rule = lesson.without_filler(rule)  # "One more: from now on always ..." -> "Always ..."
        rule = _as_said(rule, said)
        head, why = adopted.stated(said) if sig.detail.get("by") == "adopted" else ("", "")
        if head and head.lower() not in rule.lower():
            # "and the roster pdf, can it be A5 rather than A4? it goes on the bench clipboard ...": the clause
            # read was the why; the value the agent took up, with what it is about, is the rule
            rule = lesson.upper_first(head)
        elif why.lower() not in rule.lower() and parts.reason:
            # the writer read the why apart: its own reading stands; a why the rule keeps as said ("make it 120pt,
            # people at the back ... cant read it"), or one the writer did not read, is the note's reason too
            why = ""
        if kind == "correction" and _only_points_back(rule):
            return None  # "no - that's exactly what i said not to do": the rule said before is the lesson, once
        fields["title"] = _sentence_title(rule)
        fields["rule"] = rule
        before = [t for t in turns[lo:sig.turn] if t.role == "assistant" and t.text and not t.tool]
        said_at = _agent_said_before(turns, sig.turn)
        cause = _stated_cause(turns[said_at].text) if said_at >= 0 else ""
        borrowed = cause if said_at not in own_notes else ""
        # no reason given: the cause the agent just explained is why the rule exists ("..., so after a rotation ...")
        reason = why or parts.reason or _next_reason(turns, sig.turn) or borrowed or parts.reason_before
        if parts.reason_before and parts.reason and parts.reason_before.lower() not in rule.lower():
            # "billing/ledger is the real tenant. ... peek on billing-test/ledger": what was wrong, said before
            # the order, belongs with the reason said after it
            reason = f"{parts.reason_before}; {_lower(parts.reason)}"
        stated = _stated_in_rule(rule, reason)
        if stated:
            # "X runs the fork's code with our secrets; keep pull_request for the build": the statement the
            # rule was said with is why it holds, and belongs in the reason as well
            reason = f"{reason.rstrip('.')}; {_lower(stated)}" if reason else stated
        told = "; ".join(dict.fromkeys(s for c in lesson.clauses(rule) for s in spliced.spliced_reasons(c)
                                       if s.lower() not in reason.lower()))
        if told:
            # "don't add X like the old PR did, we shipped a real overflow in 0.3": why, spliced on with a comma
            reason = spliced.with_spliced(reason, lesson.upper_first(told))
        if reason:
            fields["key_insight"] = lesson.upper_first(reason)
        had = _without(before[-1].text, own_notes[before[-1].index]) if before and before[-1].index in own_notes \
            else " ".join(before[-1].text.split()) if before else ""
        if had and not cause and not chat.pleasantry(had):
            # what the rule corrects; a diagnosis the agent gave is not that, nor its "You're welcome! Have a great weekend."
            fields["problem"] = "The agent had: " + had[:CLIP]
        objected = lesson.objection(said, did) if kind in ("correction", "rule") else ""
        if objected and objected.lower() not in rule.lower():
            # "why hls.js there? use ..." / "revert that": the rule is rewritten from the user's objection;
            # the problem keeps it as it was said
            fields["problem"] = " ".join(x for x in (fields.get("problem", ""), f'The user: "{objected[:CLIP]}"') if x)
    elif kind == "root_cause" and sig.detail.get("by") == "agent":
        from reflectgit.capture.diagnosis import strip_lead as strip_opener

        cause = strip_opener(_CAUSE_LEAD.sub("", evidence).strip() or evidence)
        fields["title"] = _sentence_title(f"Root cause: {_lower(cause)}")
        fields["problem"] = evidence
        fields["key_insight"] = lesson.upper_first(cause)
        fixed_by = [t for t in turns[sig.turn + 1:hi] if t.role == "assistant" and t.tool]
        changed = list(dict.fromkeys(f for t in fixed_by for f in lesson.call_files(t.tool, t.tool_input, cwd, edits_only=True)))
        if changed:
            said = _stated_fix(turns[sig.turn].text if 0 <= sig.turn < len(turns) else "", evidence)
            fields["fix"] = f"Changed {_names(changed, 10)}" + (f": {said}" if said else "")
            files = [*changed, *files]
            # what to do next time the cause shows: the means the agent named after the cause, in the
            # cause's own later sentences ("... -map 0 keeps every stream"), or in its next words
            remedy, said_at = _remedy(said) or _remedy(evidence, within=True), sig.turn
            if not remedy:
                remedy, said_at = _remedy_after(turns, sig.turn)
            if remedy and not _refused(turns, said_at):  # "no, truncating orders wipes every other day's history"
                fields["rule"] = remedy
    elif kind == "root_cause":
        fields["title"] = _sentence_title(lesson.strip_lead(evidence) or evidence)
        fields["problem"] = evidence
    elif kind == "decision":
        parts = lesson.parts(said, str(sig.detail.get("phrase") or "")) if said else lesson.Parts()
        decided = lesson.strip_lead(evidence) or evidence
        fields["title"] = _sentence_title(decided if re.search(r"\bdecid|\bdecision\b", decided, re.I)
                                          else f"Decision: {decided}")
        # what to do from now on: "Let's keep X out of Y and use Z", or the option picked ("Per request")
        rule = evidence if sig.detail.get("asked") else parts.rule_text()
        if rule:
            fields["rule"] = lesson.strip_lead(rule)
            other = passed_over(str(sig.detail.get("asked") or ""), rule)
            if other and other.lower() not in rule.lower():  # what was decided against, said as it was offered
                fields["rule"] = f"{fields['rule'].rstrip('.')} (rather than: {other})"
        asked = " ".join(str(sig.detail.get("asked") or "").split())  # options laid out on lines: one line
        fields["key_insight"] = f'Asked "{asked}": {evidence}' if asked else evidence
        why = str(sig.detail.get("why") or "")
        if asked and why:  # what the answer says after its pick
            fields["key_insight"] = f"{fields['key_insight'].rstrip('.')}; {_lower(why)}"
        elif parts.reason and parts.reason.lower() not in evidence.lower():
            # the whole sentence the reason is in: "We settled on power-of-two sizes so the index wraps ..."
            held = next((c for c in lesson.clauses(said) if parts.reason.lower() in c.lower()), parts.reason)
            fields["key_insight"] = f"{evidence.rstrip('.')}; {_lower(lesson.strip_lead(held))}"
        advice = str(sig.detail.get("advice") or "")
        if advice and advice.lower() not in fields["key_insight"].lower():  # the agent's recommendation the user took
            fields["key_insight"] = f"{fields['key_insight'].rstrip('.')}. The agent advised: {advice}"
    elif kind == "test_fixed":
        tests, changed = sig.detail.get("tests") or [], sig.detail.get("files") or []
        if not tests or not changed:
            return None  # "tests failed, then passed" alone teaches nothing a later session can act on
        failed_at = int(sig.detail.get("failed_at", lo))
        run = turns[failed_at:sig.turn + 1]
        short = list(dict.fromkeys(n.rsplit("::", 1)[-1] for n in tests))
        short = [f'"{n}"' if " " in n else n for n in short]  # jest names are phrases
        builds = [n[len("build: "):] for n in tests if n.startswith("build: ")]
        cause = str(sig.detail.get("cause") or "")
        fields["title"] = _sentence_title(
            f"Fixed the build error \"{builds[0]}\" by changing {_names(changed)}" if builds and len(builds) == len(tests)
            else f"Fixed failing {_names(short)} by changing {_names(changed)}")
        if cause and builds and len(builds) == len(tests):  # a build error is a message, not a name
            fields["title"] = _sentence_title(f"The build failed on \"{builds[0][:80]}\": {_lower(cause)}", limit=240)
        elif cause:  # what the agent found wrong between the runs says more than the file list
            fields["title"] = _sentence_title(f"{_names(short)} failed: {_lower(cause)}", limit=240)
        error = lesson.first_error(turns[failed_at].text) if 0 <= failed_at < len(turns) else ""
        if not error and 0 <= failed_at < len(turns):  # what the runner printed under the failing test's line
            error = lesson.failure_detail(turns[failed_at].text, [n.rsplit("::", 1)[-1] for n in tests])
        if 0 <= failed_at < len(turns):  # "Expected: 1 Actual: 0" under the runner's "Message:": how it failed
            error = compared.with_compared(error, turns[failed_at].text)
        fields["problem"] = (f"The build failed: {'; '.join(builds)}" if builds and len(builds) == len(tests)
                             else f"{_names(tests, 10)} failed" + (f": {error}" if error else ""))
        said_fix = _said_fix(turns, run, sig.turn)
        fields["fix"] = f"Changed {_names(changed, 10)}" + (
            f": {' '.join(said_fix.split())[:CLIP]}" if said_fix else "")
        if cause:
            fields["key_insight"] = cause
            remedy = _remedy(_stated_fix(said_fix, cause)) if said_fix else ""
            if remedy:
                fields["rule"] = remedy
        elif said_fix:  # what the agent found wrong, said just before its fix
            fields["key_insight"] = " ".join(said_fix.split())[:CLIP]
        files = [*sig.detail.get("test_files", []), *changed, *lesson.touched_files(run, cwd), *files]
    else:
        fields["title"] = TITLES.get(kind, "{s}").format(s=evidence.rstrip("."))[:200]
    files += [m.group(1) for t in window for m in _FILE.finditer(t.text or "")]
    files = list(dict.fromkeys(f for f in files if f))[:10]
    if files:
        fields["entities"] = files
    return fields


#: the agent's report of a step it took beyond what was asked: "I also extended the session to 30 days ...", "I've also
#: rounded ...", "While there I sorted the product list by price", "I put the school logo on the label as well."
_EXTRA = re.compile(r"^(?:(?:i|i'?ve|i have)\s+also\b|also\s+[a-z]+ed\b|while (?:i was )?(?:there|at it|in there),?\s+i\b"
                    r"|i\s+[a-z]+\b.*\b(?:as well|too)\W*$)", re.I)


#: the report's own words before the step: "I also", "I've also", "Also", "While there I", "I"
_EXTRA_LEAD = re.compile(r"^(?:(?:i|i'?ve|i have)\s+also\s+|also\s+|while (?:i was )?(?:there|at it|in there),?\s+i\s+|i\s+)", re.I)


def _extra_step(turns: list[Turn], at: int) -> str:
    """The sentence of the agent's last words before user turn ``at`` that reports a step it took beyond the task
    ("I also extended the session to 30 days so people stay logged in."), or "": what a "revert that" right after
    it takes back, rather than the fix the agent made before it."""
    for t in reversed(turns[:at]):
        if t.role == "user" and not t.tool and t.text.strip():
            return ""
        if t.role == "assistant" and not t.tool and t.text.strip():
            said = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", t.text) if x.strip()]
            return next((x for x in reversed(said) if _EXTRA.match(x) and not x.endswith("?")), "")
    return ""


def _undone_step(turns: list[Turn], at: int, cwd: str | None) -> str:
    """"Don't <the step>" for the agent's edit a bare "revert that" at turn ``at`` takes back: the step as the
    agent announced it ("I'll format the date with moment ..." -> "Don't format the date with moment ..."), else
    what its edit changed ("Don't change src/date.ts: `a` -> `b`"); "" when no edit came since the user's
    previous message."""
    from reflectgit.capture.signals import announced

    extra = _extra_step(turns, at)
    if extra:  # "I also extended the session to 30 days ..." -> "... reverted: extended the session to 30 days ..."
        step = re.sub(r"\s+(?:as well|too)(?=\W*$)", "", _EXTRA_LEAD.sub("", extra))
        return f"Don't repeat the step the user reverted: {step}"
    calls: list[Turn] = []
    plan = ""
    for t in reversed(turns[:at]):
        if t.role == "user" and not t.tool and t.text.strip():
            break
        if t.role == "assistant" and t.tool in lesson.EDIT_TOOLS:
            calls.append(t)
        if t.role == "assistant" and t.text.strip() and calls and not plan:
            plan = announced(t.text)
    if not calls:
        return ""
    step = _PLAN_LEAD.sub("", plan).strip(" .:") if plan else ""
    if step and not step.lower().startswith(("check", "look", "read", "run", "test")):
        return f"Don't {step}"
    call = calls[-1]
    files = lesson.call_files(call.tool, call.tool_input, cwd, edits_only=True)
    where = files[0] if files else "the file"
    inp = call.tool_input if isinstance(call.tool_input, dict) else {}
    old, new = (" ".join(str(inp.get(k) or "").split()) for k in ("old_string", "new_string"))
    if new and len(old) <= 80 and len(new) <= 80:
        return f"Don't change {where}: `{old}` -> `{new}`" if old else f"Don't add `{new}` to {where}"
    return f"Don't make that change to {where}"


#: the opening of an announced step: "I'll", "Then I'm going to", "Let me"
_PLAN_LEAD = re.compile(r"^(?:(?:then|next|now|so),?\s+)?(?:i'?ll|i will|i'?m going to|i am going to|let me)\s+", re.I)


def _agent_did(turns: list[Turn], at: int) -> str:
    """What the agent said and the inputs of its calls between the user's previous message and turn ``at``."""
    out: list[str] = []
    for t in reversed(turns[:at]):
        if t.role == "user" and not t.tool and t.text.strip():
            break
        if t.role == "assistant":
            out.append(json.dumps(t.tool_input, default=str) if t.tool else t.text)
    return "\n".join(reversed(out))


def _without(text: str, cause: str) -> str:
    """The agent's prose without the sentences of a cause that is a note of its own ("We block every date
    ... DTEND is exclusive: ... I'll stop at the day before DTEND." keeps only its plan): the user's rule
    next to it says what the agent had, not the cause again. A sentence goes when most of its words are
    the cause's (the cause was read with its markup and openers stripped)."""
    words = lambda x: re.findall(r"[a-z0-9]+", x.lower())  # noqa: E731
    said = set(words(cause))
    keep = [x for x in re.split(r"(?<=[.!?])\s+", " ".join(text.split()))
            if (w := words(x)) and sum(v in said for v in w) * 10 < len(w) * 6]
    return " ".join(keep)


def _said_fix(turns: list[Turn], run: list[Turn], passed: int) -> str:
    """What the agent said about the fix that made the tests pass: its prose between the failing
    and the passing run after the user last spoke there, else its first words after the passing run
    ("Fixed: the refund is quantized as a Decimal"), else its prose before the user spoke without the
    plans it announced there ("I'll round it with round(x, 2)" may be what the user turned down)."""
    def statements(text: str) -> str:  # no plan ("I'll set coerce=True ..."), no question, no bare "Passing now."
        said = re.split(r"(?<=[.!?])\s+", " ".join(text.split()))
        return " ".join(x for x in said if not _PLAN.search(x) and not x.endswith("?") and len(x.split()) >= 3)

    spoke = max((t.index for t in run if t.role == "user" and t.text.strip()), default=-1)
    prose = [t for t in run if t.role == "assistant" and t.text and not t.tool and not _narration(t.text)]
    after = [t for t in prose if t.index > spoke]
    if after:
        return after[-1].text
    for t in turns[passed + 1:]:
        if t.role == "user" and t.text.strip():
            break
        if t.role == "assistant" and t.text.strip() and not t.tool:
            closing = statements(t.text)
            if closing:
                return closing
            break
    return statements(prose[-1].text) if prose else ""


#: a sentence that only says the agent runs something again ("Re-running.", "Running the tests.")
_RUNS = re.compile(r"^(?:ok(?:ay)?[,.]?\s+|now\s+|again[,:]?\s+)?(?:let me\s+|i'll\s+)?(?:re-?run(?:ning)?|run(?:ning)?|"
                   r"check(?:ing)?)\b[^.!?]{0,40}[.!?]*$", re.I)


def _narration(text: str) -> bool:
    """A message that only narrates a step (review15: a test fix's note read "fix: Re-running.",
    the agent's cause just before it lost): every sentence a short announcement of a run."""
    said = [x for x in re.split(r"(?<=[.!?])\s+", " ".join(text.split())) if x]
    return bool(said) and all(len(x.split()) <= 6 and _RUNS.match(x) for x in said)


#: how an agent announces a cause ("Found it. The root cause is that ..."), dropped from the title
_CAUSE_LEAD = re.compile(r"^(?:(?:ok(?:ay)?|so|ah|aha|right|actually|wait)[,.!]?\s+)?(?:found it[.:!]?\s*|i (?:found|see) (?:it|the (?:cause|culprit|bug|problem|issue))[.:!]?\s*"
                         # the detector's own announcements, when a colon or dash hands over to the cause
                         r"|(?:(?:that|this|it)(?:'s| is| was) (?:the|our) (?:real |actual )?(?:root[- ]cause|cause|culprit|bug|problem|issue)"
                         r"|found (?:the|our) (?:root[- ]cause|cause|culprit|bug|problem|issue))\s*[:—–-]\s*"
                         r"|here'?s (?:the (?:problem|issue|bug|cause)|what'?s happening)[.:!]?\s*)?"
                         r"(?:the (?:real |actual )?(?:root[- ]cause|problem|issue|bug|cause|culprit|reason)(?: here)?(?: is| was)?(?: that)?[:,]?\s*"
                         r"|(?:root[- ]cause|problem|issue|bug|cause|culprit|reason)(?::\s*|\s+(?:is|was)\s+(?:that\s+)?))?",
                         re.I)


def _stated_fix(text: str, cause: str, limit: int = CLIP) -> str:
    """What the agent said after its cause in the same message: how it fixes it ("Switching to
    List.assoc_opt makes the missing rate a value the caller has to handle."). The remedy's own
    words (the function, flag or type it switches to) are often the lesson's key terms, and a note
    that keeps only the cause loses them. Questions ("Want me to ...?") are left out."""
    flat, said = " ".join(text.split()), " ".join(cause.split()).rstrip(" .")
    at = -1
    for n in (60, 30, 15):  # the detector may have trimmed the cause's opener: find it by its end
        key = said[-n:]
        if key and (at := flat.find(key)) >= 0:
            at += len(key)
            break
    if at < 0:
        return ""
    rest = [x for x in re.split(r"(?<=[.!?])\s+", flat[at:].lstrip(" .;:,")) if x.strip() and not x.rstrip().endswith("?")]
    out = ""
    for x in rest:
        if out and len(out) + len(x) > limit:
            break
        out = f"{out} {x}".strip()
    return out[:limit]


#: the agent announcing its own step: "I'll switch the backend to biber" -> "Switch the backend to biber"
_I_WILL = re.compile(r"^(?:so\s+)?(?:I'?ll|I will|Let me|I'?m going to|I'?ve|I)\s+(?=[a-z])", re.I)


#: the user turning down what the agent just did or planned: "no, ...", "revert that", "hold on"
_TURNED_DOWN = re.compile(r"^\W*(?:no+|nope|nah|wait|hold on|not like that|revert|undo)\b", re.I)


def _refused(turns: list[Turn], at: int) -> bool:
    """Whether the user's next message answers the agent's prose at turn ``at`` (no other prose of the
    agent in between) and turns it down."""
    for t in turns[at + 1:]:
        if t.role == "assistant" and not t.tool and t.text.strip():
            return False  # the user answers what the agent said later ("I'll keep the challenge in localStorage")
        if t.role == "user" and t.text.strip():
            return bool(_TURNED_DOWN.match(t.text))
    return False


def _remedy_after(turns: list[Turn], at: int) -> tuple[str, int]:
    """The means the agent names in its next prose before the user speaks again ("Registered
    GenerationChangedPredicate on the watch, so ..."), and that prose's turn."""
    for t in turns[at + 1:]:
        if t.role == "user" and t.text.strip():
            break
        if t.role == "assistant" and not t.tool and t.text.strip():
            first = re.split(r"(?<=[.!?])\s+", t.text.strip(), maxsplit=1)[0]
            return _remedy(first), t.index
    return "", at


def _remedy(said: str, within: bool = False) -> str:
    """The sentence of the agent's stated fix that names the means ("Switching to List.assoc_opt makes
    the missing rate a value ...", "`foldl'` from Data.List forces each step"), as the note's rule:
    what to do when the cause shows again. "" when the fix names no means (a plan to look, a recap)."""
    from reflectgit.capture.diagnosis import names_means, states_remedy

    sentences = re.split(r"(?<=[.!?])\s+", said)
    # ``within``: the cause's own later sentences, where code names the cause too: only a stated change counts
    for x in sentences[1:] if within else sentences:
        x = x.strip()
        if x and not x.endswith("?") and len(x.split()) >= 3 and (states_remedy(x) if within else names_means(x)):
            return lesson.upper_first(_I_WILL.sub("", x).rstrip(" ."))[:CLIP]
    return ""


def _agent_said_before(turns: list[Turn], at: int) -> int:
    """The agent's latest prose turn since the user's previous message that states a cause (tool
    calls and narration such as "Making the upload idempotent." may lie in between); -1 if none."""
    for i in range(at - 1, -1, -1):
        t = turns[i]
        if t.role == "user" and t.text.strip():
            return -1
        if t.role == "assistant" and t.text.strip() and not t.tool and _stated_cause(t.text):
            return i
    return -1


def _stated_cause(text: str) -> str:
    from reflectgit.capture.signals import agent_cause, agent_diagnosis

    return agent_cause(text) or agent_diagnosis(text)


def _lower(s: str) -> str:
    """"The cache ..." -> "the cache ...", "A push ..." -> "a push ..."; "HTTPX", "I" and code stay."""
    return s[:1].lower() + s[1:] if s[1:2].islower() or s[:2] == "A " else s


def _exchange_edits(turns: list[Turn], at: int, cwd: str | None) -> list[str]:
    """Files the agent edited from the user's previous message to their next one: in a long run of
    tool calls the edit a correction is about often lies beyond the 3-turn window."""
    if not (0 <= at < len(turns)) or turns[at].role != "user":
        return []
    lo = next((i for i in range(at - 1, -1, -1) if turns[i].role == "user" and turns[i].text.strip()), -1) + 1
    hi = next((i for i in range(at + 1, len(turns)) if turns[i].role == "user" and turns[i].text.strip()), len(turns))
    return [f for t in turns[lo:hi] if t.role == "assistant" and t.tool
            for f in lesson.call_files(t.tool, t.tool_input, cwd, edits_only=True)]


#: a verdict before what is wrong: "Don't, the master key in the bundle means ...", "Careful, that table has ..."
_VERDICT_LEAD = re.compile(r"^(?:(?:hm+|ah|oh|well)[,.]?\s+)?(?:no+|nope|nah|don'?t|do not|careful|wait|hold on)[,.!]\s+(?=\w)",
                           re.I)

#: a convention said as what "we" do ("We don't keep prices in a module dict anymore"): a rule, not its reason
_WE_CONVENTION = re.compile(r"^(?:we|our team)\s+(?:(?:always|never|only)\s+)?(?:don'?t|do not|never|always|only|prefer|use|"
                            r"keep|want|avoid)\b", re.I)


def _stated_in_rule(rule: str, reason: str) -> str:
    """The statements a rule of several clauses holds beside its order ("pull_request_target ... runs the
    fork's code with our secrets; keep pull_request for the build"): why the order holds, which the
    reason lacks so far. "" when the rule is one clause, holds no order, or the reason already has them."""
    found = lesson.clauses(rule)
    if len(found) < 2 or not any(lesson.order_clause(c) for c in found):
        return ""
    said = [lesson.strip_lead(_VERDICT_LEAD.sub("", c)) for c in found]
    said = [c for c in said if not lesson.order_clause(c) and lesson._explains(c) and not lesson._imperative(c)
            and not _WE_CONVENTION.match(c)]
    return "; ".join(c for c in said if c.lower() not in reason.lower())


def _next_reason(turns: list[Turn], at: int) -> str:
    """The reason the user gave in their next message, when it opens with one ("Because CI is slow.")."""
    nxt = next((t for t in turns[at + 1:] if t.role == "user" and t.text.strip()), None)
    return lesson.leading_reason(nxt.text) if nxt is not None else ""


def _names(items: list[str], limit: int = 3) -> str:
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


_WRITER_PROMPT = """You keep the long-term memory of a coding agent. Below is an excerpt of one of
its sessions, around a moment flagged as "{kind}": {evidence!r}.
If it teaches something durable (a correction to remember, a rule of this project, a root
cause and its fix, a decision), write it as one lesson. If it does not, say so.

Answer with one JSON object only:
{{"durable": true or false, "title": "one line", "problem": "what went wrong (or empty)",
  "fix": "what fixed it (or empty)", "rule": "what to do from now on (or empty)",
  "tags": ["two to five short tags"], "confidence": 0.0 to 1.0}}

Excerpt:
{excerpt}
"""


def _check_lesson(data: Any) -> dict[str, Any] | None:
    if not isinstance(data, dict) or not isinstance(data.get("durable"), bool):
        raise ValueError('expected {"durable": true|false, ...}')
    if not data["durable"]:
        return None
    from reflectgit.capture.commit import check_lesson

    return check_lesson(data, "answer", cap=0.8, default_confidence=0.6)


JUDGED = "chunks-not-durable.json"


def _judged(kb: KB) -> set[str]:
    """Windows an LLM already judged not worth a note (never paid for twice)."""
    import json

    try:
        return set(json.loads((kb.path / ".reflectgit" / JUDGED).read_text()))
    except (OSError, ValueError):
        return set()


def _remember_judged(kb: KB, hashes: list[str]) -> None:
    import json

    from reflectgit.fsutil import atomic_write

    atomic_write(kb.derived_dir() / JUDGED, json.dumps(sorted(_judged(kb) | set(hashes))).encode())


def llm_write(llm: Any, cand: Candidate) -> dict[str, Any] | None:
    """The candidate rewritten by the LLM (None: not durable). Raises LLMUnavailable."""
    excerpt = "\n".join(line[2:] for line in cand.body.splitlines() if line.startswith("> "))
    prompt = _WRITER_PROMPT.format(kind=cand.signal.kind, evidence=cand.signal.evidence, excerpt=excerpt[:6000])
    lesson = llm.complete_json(prompt, "capture:session", _check_lesson)
    if lesson is None:
        return None
    fields = {**cand.fields, **lesson, "type": cand.fields["type"]}
    fields.pop("compression", None)
    fields["tags"] = list(dict.fromkeys([*lesson["tags"], *cand.fields["tags"]]))
    return fields


def _known_chunks(kb: KB, hashes: list[str], idx: Any) -> set[str]:
    """Chunks already captured: as a note's source, in a note's ``seen_in``, or waiting in pending.

    Asked of the index (brought up to date first, uncommitted notes included), not of every file."""
    from reflectgit import pending

    if not hashes:
        return set()
    idx.sync()
    known = {h for h in hashes
             if idx.con.execute("select 1 from notes where instr(fields, ?) > 0 limit 1", (h,)).fetchone()}
    return known | _judged(kb) | pending.chunk_hashes(kb)


def capture(kb: KB, transcript: Transcript, context: Any, session: str | None = None,
            dry_run: bool = False, speculative: bool = False) -> CaptureResult:
    """Capture a transcript's lessons. ``speculative`` (the idle sweep) also keeps windows
    around weaker signals, marked ``speculative`` so recall ranks them lower."""
    session = session or transcript.session
    sigs = signals(transcript)
    found = candidates(transcript, floor=SPECULATIVE_FLOOR if speculative else THRESHOLD, found=sigs)
    for c in found:
        if c.signal.strength < THRESHOLD:
            c.fields.update(speculative=True, confidence=0.3)
            c.fields["tags"] = [*c.fields["tags"], "speculative"]
    result = CaptureResult(session, [s.to_dict() for s in sigs], dry_run=dry_run)
    from reflectgit.recall.choose import open_recall as Recall

    recall = Recall(kb, context)  # one index for the chunk check and the neighbours
    known = _known_chunks(kb, [c.chunk_hash for c in found], recall.index)
    fresh = [c for c in found if c.chunk_hash not in known]
    result.skipped = [c.chunk_hash for c in found if c.chunk_hash in known]
    result.candidates = [{"title": c.fields["title"], "kind": c.signal.kind, "chunk_hash": c.chunk_hash}
                         for c in fresh]
    if dry_run or not fresh:
        return result
    from reflectgit.llm import LLM, LLMUnavailable

    llm = LLM.from_env(kb.derived_dir())
    written: list[tuple[Candidate, dict[str, Any], str]] = []
    for c in fresh:
        fields, writer = dict(c.fields), "heuristic"
        if llm is not None:
            try:
                rewritten = llm_write(llm, c)
            except LLMUnavailable as exc:
                result.writer_errors.append(str(exc))  # budget, breaker, bad output: heuristics keep it
            else:
                if rewritten is None:
                    result.not_durable.append(c.chunk_hash)
                    continue
                fields, writer = rewritten, "llm"
                if c.fields.get("speculative"):
                    fields.update(speculative=True, confidence=min(float(fields.get("confidence") or 0.3), 0.3))
        written.append((c, fields, writer))
    if result.not_durable:
        _remember_judged(kb, result.not_durable)
    if written:
        _land(kb, transcript, context, session, written, result, recall)
    return result


def _said_by_user(sig: Signal) -> bool:
    """The lesson is what the user typed (a correction, rule, decision...), not a cause the agent
    stated nor what its tool activity showed: the user's may reverse what an agent recorded."""
    return sig.kind in USER_KINDS and sig.detail.get("by") != "agent"


def _land(kb: KB, transcript: Transcript, context: Any, session: str | None,
          written: list[tuple[Candidate, dict[str, Any], str]], result: CaptureResult, recall: Any) -> None:
    """Decide each lesson against what the KB believes (duplicate, revision, contradiction), then write it all in one commit."""
    from reflectgit import pending
    from reflectgit.capture import revise
    from reflectgit.index.db import embed_text

    taken = kb.ids()
    built = []
    for c, fields, writer in written:
        fields["source"] = {"kind": "session", "session": session, "transcript": transcript.path,
                            "chunk": c.signal.turn, "chunk_hash": c.chunk_hash, "writer": writer,
                            "said_by": "user" if _said_by_user(c.signal) else "agent"}
        built.append((c, kb.build_note(fields, c.body, context=context, taken=taken)))
    vecs, near = revise.neighbours(recall, [embed_text(n) for _, n in built])
    dedup = revise.threshold("REFLECTGIT_DEDUP_THRESHOLD")
    with kb.transaction("", op="capture session", actor=f"capture:session:{session or 'unknown'}") as tx:
        near_notes = {nid: kb.get(nid) for hits in near for nid, sim in hits if sim >= revise.CONTRADICTION_SIM}
        kept: list[int] = []
        pids = pending.ids(kb)
        proven = revise.proof_of_use(kb)
        for i, (c, note) in enumerate(built):
            if any(float(vecs[i] @ vecs[j]) >= min(dedup, 0.97) for j in kept):
                result.skipped.append(c.chunk_hash)  # the same lesson twice in one session
                continue
            kept.append(i)
            d = revise.decide(note.meta, near[i], near_notes, proven=proven, by_person=_said_by_user(c.signal))
            result.decisions.append({"note": note.id, "title": note.title, "action": d.action, "target": d.target,
                                     "similarity": round(d.similarity, 4), "reason": d.reason})
            done = revise.apply(tx, kb, d, note, near_notes,
                                {"session": session, "chunk_hash": c.chunk_hash, "transcript": transcript.path},
                                c.signal.evidence, f"session {session or 'unknown'}", session, pids)
            result.pending += [done.pending] if done.pending else []
            result.revised += [done.revised] if done.revised else []
            result.superseded += [done.superseded] if done.superseded else []
            if d.action in ("supersede", "pending-contradiction"):
                result.contradictions.append({"new": note.id, "old": d.target, "resolved": d.action == "supersede"})
            if done.created:
                result.captured.append(note.id)
        parts = [f"{len(result.captured)} lesson(s)"] + ([f"{len(result.revised)} revised"] if result.revised else []) \
            + ([f"{len(result.pending)} pending"] if result.pending else [])
        tx.subject = f"capture {', '.join(parts)} from session {session or 'unknown'}"
    from reflectgit.lifecycle_events import emit

    if result.captured:
        emit(kb.path, "note_captured", ids=result.captured, session=session)
    if result.contradictions:
        emit(kb.path, "contradiction", ids=sorted({x for c in result.contradictions for x in (c["new"], c["old"])}),
             session=session)
