"""A learned second opinion on capture: does a user turn teach something, judged by its meaning?

The phrase and grammar rules of :mod:`reflectgit.capture.signals` score ~1.0 on the sessions they
were written against and far less on sessions phrased in ways nobody wrote a rule for (lesson
recall 0.30 on heldout3, with chit-chat captured). This module reads the sentence embedding
(the packaged MiniLM, :mod:`reflectgit.index.embed`) of each user turn that answers an agent
action, and a logistic regression learnt from ``lesson_examples.jsonl`` (labelled turns and
lines, built by ``benchmarks/capture_examples.py``) says how likely it states a lesson. It is used
twice (:func:`review`):

- **rescue**: a turn no rule fired on, but whose meaning is a lesson with high confidence, becomes
  a ``rule`` signal (strength 0.7, ``detail.by = "meaning"``);
- **veto**: a correction, rule, decision or root cause the rules read into a turn whose meaning is
  plainly chat ("the root cause of my bad mood is mondays") is dropped, unless a sentence of it gives
  the agent an order about code outright (:func:`outright_order`: "stop adding comments to every line
  please" scores 0.016 and is a lesson all the same).

The examples' vectors and the fitted weights are computed once per machine and cached beside the
model export, keyed by the embedder's signature and the examples' hash: no training at runtime
beyond that. Capture runs in the background drain, where loading the model is acceptable; when the
model is not prepared (a hook) or ``REFLECTGIT_CAPTURE_MODEL=0``, the rules decide alone.
Thresholds were picked by leave-one-transcript-out cross-validation on the dev transcripts
(``benchmarks/capture_meaning_cv.py``), never on a held-out set.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.capture import chat
from reflectgit.capture.signals import LATER_ORDER

if TYPE_CHECKING:
    from reflectgit.capture.signals import Signal
    from reflectgit.capture.transcript import Turn

EXAMPLES = Path(__file__).with_name("lesson_examples.jsonl")
#: a turn no rule fired on is kept as a lesson at or above this probability
RESCUE = 0.8
#: a rule's signal on a turn below this probability (whole turn and every sentence) is dropped
VETO = 0.1
#: L2 penalty of the logistic regression (chosen by cross-validation on dev)
L2 = 0.1
#: signals the veto may drop: what the user said (test fixes, loops and the agent's causes are facts)
VETOABLE = ("correction", "rule", "decision", "root_cause")

_model: dict[str, Any] = {}


def enabled() -> bool:
    from reflectgit.config import setting

    return setting("REFLECTGIT_CAPTURE_MODEL").strip().lower() not in ("0", "off", "false", "no")


def examples(role: str = "user") -> tuple[list[str], list[int], list[str]]:
    """(texts, labels, sources) of the shipped examples for one role ("user" or "agent")."""
    rows = [json.loads(line) for line in EXAMPLES.read_text().splitlines() if line.strip()]
    rows = [r for r in rows if r.get("role", "user") == role]
    return [r["text"] for r in rows], [int(r["label"]) for r in rows], [r.get("src", "") for r in rows]


def fit(x: Any, y: Any, l2: float = L2, steps: int = 25) -> tuple[Any, float]:
    """L2-regularised logistic regression by Newton's method (numpy only): (weights, bias)."""
    import numpy as np

    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1), dtype=np.float64)])
    w = np.zeros(d + 1)
    reg = np.full(d + 1, l2)
    reg[-1] = 0.0  # the bias is not penalised
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(xb @ w)))
        grad = xb.T @ (p - y) + reg * w
        hess = (xb * (p * (1 - p))[:, None]).T @ xb + np.diag(reg + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-6:
            break
    return w[:-1], float(w[-1])


def proba(vecs: Any, weights: tuple[Any, float]) -> Any:
    import numpy as np

    w, b = weights
    return 1.0 / (1.0 + np.exp(-(np.asarray(vecs, dtype=np.float64) @ w + b)))


def cache_path() -> Path:
    """Where this machine keeps the fitted weights (per embedder signature and examples)."""
    from reflectgit.index.embed import cache_dir, signature

    key = hashlib.sha256(signature().encode() + b"\0" + EXAMPLES.read_bytes() + f"\0{L2}".encode()).hexdigest()[:16]
    return cache_dir() / f"capture-meaning-{key}.npz"


def model() -> tuple[Any, float]:
    """The fitted weights for user turns: from the cache, else embedded and fitted once and cached."""
    import numpy as np

    if "user" in _model:
        return _model["user"]
    path = cache_path()
    try:
        with np.load(path) as data:
            weights = (data["w"], float(data["b"]))
    except (OSError, KeyError, ValueError):
        from reflectgit.fsutil import atomic_write
        from reflectgit.index.embed import embed

        texts, labels, _ = examples("user")
        w, b = fit(np.asarray(embed(texts), dtype=np.float64), np.asarray(labels, dtype=np.float64))
        weights = (w, b)
        import io

        buf = io.BytesIO()
        np.savez(buf, w=w, b=np.array(b))
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, buf.getvalue())
    _model["user"] = weights
    return weights


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?;])\s+|\n+|\s[—–]\s", text) if len(s.split()) >= 3]


def score(texts: list[str], weights: tuple[Any, float] | None = None) -> list[tuple[float, float, str]]:
    """For each text: (probability of the whole turn, best sentence's probability, that sentence)."""
    from reflectgit.index.embed import embed

    parts = [[" ".join(t.split()), *sentences(t)] for t in texts]
    flat = [p for ps in parts for p in ps]
    if not flat:
        return []
    probs = proba(embed(flat), weights or model())
    out, i = [], 0
    for ps in parts:
        ps_p = [float(x) for x in probs[i:i + len(ps)]]
        i += len(ps)
        best = max(range(1, len(ps)), key=lambda k: ps_p[k], default=0)
        out.append((ps_p[0], ps_p[best], ps[best]))
    return out


def may_rescue(evidence: str) -> bool:
    """A question states no lesson, and banter is none whatever it seems to mean."""
    return not evidence.rstrip().endswith("?") and not chat.BANTER.search(evidence)


#: the next task, however much it sounds like the lessons around it: "also add a --dry-run flag",
#: "can you squash this into one commit", "bump the version in manifest.json and zip it"
_TASK = re.compile(r"^(?:(?:ok(?:ay)?|great|lgtm|nice|thanks?|cool|so|and|also|now|next|then|btw|pls|please|"
                   r"(?:can|could|would) you(?: also| please)?)[,.;:!]?\s+)*(?:add|write|create|run|bump|push|commit|"
                   r"zip|deploy|merge|squash|rename|implement|build|open|draft|generate|update|tag|release|ship|file (?:a|an)|"
                   r"make (?:a|an) (?:ticket|issue|card|todo|note|pr)\b)\b", re.I)


#: "bump it too or berks won't pick it up": what follows if it is not done makes the order a rule
_CONSEQUENCE = re.compile(r"\bor\s+(?:else\b|[\w-]+\s+(?:will|won'?t|would|wouldn'?t|can'?t|breaks?|fails?)\b)|\botherwise\b", re.I)


#: the user confirming a result, judging or doubting the agent's answer: "🙏 works on the kind cluster too",
#: "works on device too.", "ok that's believable": nothing to do differently, however close it sits to a lesson
_RESULT = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yep|yeah|great|nice|cool|confirmed|and|also)[,.!]?\s+)*"
                     r"(?:(?:it|that|this|the \w+)\s+)?(?:works|worked|passes|passed|runs|ran|builds|built|is green|"
                     r"looks (?:good|right|fine))\b(?![^.;!?]*\b(?:but|except|only if|unless|if|when)\b)"
                     r"|^\W*(?:(?:ok(?:ay)?|yes|yeah)[,.]?\s+)?(?:that'?s|it'?s|this is|sounds)\s+"
                     r"(?:believable|plausible|fair|reasonable|right|correct|fine|good|great)\b"
                     # news taken in ("nice, didnt know core.internal was private", "you're right, she used the
                     # export script") or a doubt about the agent's answer ("hmm not convinced"): a reaction
                     r"|^\W*(?:(?:nice|ok(?:ay)?|oh|ah+|wow|huh|hmm+|hm|well|interesting)[,.!]?\s+)*"
                     r"(?:didn'?t know|did not know|til\b|good to know|you'?re right|you are right|not convinced|"
                     r"i'?m not convinced|i doubt (?:it|that))(?![^?]*(?:\b(?:always|never|should|must|need to|have to|"
                     r"can'?t|cannot|don'?t|do not|use|keep|pin|avoid|stop)\b|,\s+not\b))", re.I)  # unless it goes on to teach


#: a turn that closes the work: "that's all for seo, thanks!", "all done for today"
_CLOSES = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|cool|perfect|nice)[,.!]?\s+)?(?:that'?s (?:all|it|everything)|all done|"
                     r"we'?re done|done for (?:now|today)|nothing else)\b", re.I)


#: an order for later work ("in future please put new endpoints under /api/v2", "from now on keep ..."):
#: the speaker says outright that it outlives this task, which the model, reading one sentence, misses
_FOR_LATER = re.compile(r"\b(?:from now on|in (?:the )?future|next time|going forward|for future reference)\b"
                        + LATER_ORDER, re.I)


#: an order said outright, opening its sentence: "always ...", "never ...", "stop ...", "don't ...", "wrong file, ..."
_ORDER = re.compile(r"^(?:(?:one thing|also|and|but|so|oh|ok(?:ay)?|no|nope|pls|please)\s*[,:;.!-]?\s+)*"
                    r"(?:always|never|stop|don'?t|do not|wrong)\b", re.I)
#: the speaker's own life ("don't let me forget the tide API key", "my coach says never ..."): no order to the agent
_SPEAKER = re.compile(r"\b(?:i|i'm|i'll|i've|i'd|me|my|myself)\b", re.I)
#: code the classifier's sentence embedding reads past: an acronym (CSV, TTL), a versioned or encoded name
#: (utf-8-sig, py3-compat), the code's comments
_TECH = re.compile(r"(?-i:\b(?!OK\b)[A-Z]{2,6}s?\b)|\w-\d|\d-\w|\bcomments?\b", re.I)


def outright_order(text: str) -> bool:
    """Whether a turn gives the agent an order about the code outright, which the veto must not drop however
    low the model scores it: a sentence that opens with an order word, names code (a path, an identifier, an
    acronym, a code noun) and carries no mark of conversation or of the speaker's own life, in a turn with no
    laughter. "thanks, looks good. one thing: always write the CSV with utf-8-sig, excel mangles umlauts
    otherwise" is one; "never buying the cheap gaskets again" and "don't let me forget to water the plant" are not."""
    if chat.BANTER.search(text):
        return False
    return any(_ORDER.match(s) and not chat.chatty(s) and not _SPEAKER.search(s) and (chat.addresses_code(s) or _TECH.search(s))
               for s in (x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text)) if s)


def a_task(evidence: str) -> bool:
    """Whether a rescued sentence is an order to do the next thing with nothing that makes it a rule
    (no scope, reason or alternative: :func:`reflectgit.capture.grammar.lesson_order` finds none)."""
    from reflectgit.capture.grammar import lesson_order

    said = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", evidence) if len(x.split()) > 3]  # "just curious." is filler
    return (bool(said) and all(_TASK.match(x) for x in said) and lesson_order(evidence) is None
            and not _CONSEQUENCE.search(evidence))


def statements(text: str) -> str:
    """The turn without its questions and banter: what a rescue may keep."""
    from reflectgit.capture.signals import stands

    said = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", stands(text)) if x.strip()]
    return " ".join(x for x in said if may_rescue(x))


def rescue_scores(texts: list[str], weights: tuple[Any, float] | None = None) -> list[tuple[float, str]]:
    """For each turn: the probability that its statements (questions and banter left out) state a
    lesson, and the sentence to keep as evidence; (0.0, "") when nothing is left."""
    kept = [statements(t) for t in texts]
    scored = iter(score([k for k in kept if k], weights))
    out = []
    for k in kept:
        if not k:
            out.append((0.0, ""))
            continue
        whole, best, sentence = next(scored)
        out.append((max(whole, best), sentence if best >= whole else k[:300]))
    return out


def answering_turns(turns: list[Turn]) -> list[int]:
    """Indexes of the user turns with text that answer an agent action (the first message states the task)."""
    acted, out = False, []
    for t in turns:
        if t.role == "assistant" and (t.tool or t.text.strip()):
            acted = True
        elif t.role == "user" and t.text.strip():
            if acted:
                out.append(t.index)
            acted = False
    return out


def agent_did(turns: list[Turn], at: int) -> str:
    """What the agent said and the inputs of its calls between the user's previous message and turn ``at``."""
    out: list[str] = []
    for t in reversed(turns[:at]):
        if t.role == "user" and t.text.strip():
            break
        if t.role == "assistant":
            out.append(json.dumps(t.tool_input, default=str) if t.tool else t.text)
    return "\n".join(reversed(out))


#: files that hold what the session writes for people (a draft, notes, a message), not the code it changes
_PROSE_FILE = re.compile(r"\.(?:md|markdown|txt|rst|eml|adoc|org)$", re.I)


def _near(value: Any) -> Any:
    """A tool call's input with each absolute path cut to its last three parts: where the checkout sits
    ("/tmp/...", "/home/dev/...") is not what the agent changed, and its words are not the reply's."""
    if isinstance(value, str) and value.startswith("/") and "\n" not in value:
        return "/".join(value.rstrip("/").split("/")[-3:])
    if isinstance(value, dict):
        return {k: _near(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_near(v) for v in value]
    return value


def acted_on(turns: list[Turn], at: int) -> bool:
    """Whether the agent's first change after user turn ``at``, before the user speaks again, edits a file of
    the code (not a draft or notes it writes for people): the user's words changed the work, which talk never
    does, when that change is about what the reply says (a word of the reply in what the agent says and calls
    up to it). The veto does not drop such a turn however low the model scores it ("thanks, but no — don't email
    the waiver pdf to the kids, only the guardian gets it", then an edit of app/Mail/WaiverSigned.php)."""
    from reflectgit.capture import lesson
    from reflectgit.capture.contrast import touches

    did: list[str] = []  # what the agent says and calls after the reply, up to its first change
    for t in turns[at + 1:]:
        if t.role == "user" and not t.tool and t.text.strip():
            return False
        if t.role == "assistant":
            did.append(json.dumps(_near(t.tool_input), default=str) if t.tool else t.text)
        if t.role == "assistant" and t.tool:
            files = lesson.call_files(t.tool, t.tool_input, edits_only=True)
            if files:
                # the change is about what the reply says: it shares a word with it ("guardian" in the new mail
                # code); an edit that follows chat ("never booking the cheap hotel again ...") shares none
                return not all(_PROSE_FILE.search(f) for f in files) and touches(turns[at].text, "\n".join(did))
    return False


#: the agent proposing a step of its own before taking it: "I'll email every certificate from the last month",
#: "Before I push, I'll reset the existing passes", "I was going to call the Routes API", "Should I oversell by 5%?"
_PROPOSES = re.compile(r"\b(?:i'?ll|i will|i'?m going to|i am going to|i'?m planning to|i plan to|i was going to|"
                       r"i'?d like to)\b|(?:^|[,;:—–-]\s*)(?:should|shall) i\b|\b(?:do you )?want me to\b"
                       # an offer asked outright: "I can email the parents of everyone whose grade changes?", "I could
                       # add an automatic reminder email ...?", "... after 8 weeks — shall I keep that?"
                       r"|^(?:\w+\W+){0,2}i (?:can|could) (?!(?:see|tell|find|confirm|reproduce|not|also see)\b)\w+[^?]*\?$",
                       re.I)


def answers_proposal(turns: list[Turn], at: int) -> bool:
    """Whether user turn ``at`` answers a step the agent proposed in its last words before it (its last sentence
    that says what it will do, or asks whether it should) and names something of that step. Talk does not
    answer the agent's plan for the work: a reply that does ("thanks, but no — don't reset old passes, the
    certificates are already sent home" after "I'll reset the existing passes") is about the work whatever its
    words are, so the model's reading of it as chat does not drop it (a trade's words — passes, ice, lads —
    read as chat to a model that learnt code words)."""
    from reflectgit.capture.contrast import touches

    for t in reversed(turns[:at]):
        if t.role == "tool" or not (t.text.strip() or t.tool):
            continue
        if t.role != "assistant" or t.tool:
            return False  # the step was taken since (a call after the plan): the reply answers its result
        said = [x.strip() for x in re.split(r"(?<=[.!?;])\s+|\n+", t.text) if x.strip()]
        plan = next((x for x in reversed(said) if _PROPOSES.search(x) and not _OFFER_IF.match(x)), "")
        if _LOOK_STEP.search(plan):
            return False  # "I'll look at the cache first" - "it can't be the cache, ...": where to look, no step of the work
        return bool(plan) and touches(turns[at].text, plan)
    return False


def will_do(turns: list[Turn], at: int) -> bool:
    """Whether the agent's first words after user turn ``at`` say it will do what the turn says, in its words ("also
    from now on a pause needs at least 5 days notice, ..." - "I'll refuse pauses that start less than 5 days away."):
    the reply changed the work as an edit would, so the model's reading of it as chat does not drop it."""
    from reflectgit.capture.contrast import touches

    for t in turns[at + 1:]:
        if t.role == "user" and not t.tool and t.text.strip():
            return False
        if t.role == "assistant" and not t.tool and t.text.strip():
            first = t.text.strip().split("\n", 1)[0]
            return bool(_WILL.match(first)) and touches(turns[at].text, first)
    return False


#: the agent taking a step up in words: "I'll refuse pauses ...", "Okay, I will ..."
_WILL = re.compile(r"^(?:(?:ok(?:ay)?|sure|right|got it|will do)[,.!]?\s+)?(?:i'?ll|i will)\s+(?!(?:look|check|have a look|see)\b)",
                   re.I)


#: a proposed look, not a step of the work: "I'll look at the cache first", "let me check the logs"
_LOOK_STEP = re.compile(r"\b(?:i'?ll|i will|i'?m going to|let me)\s+(?:(?:first|also|now|just|quickly)\s+)?(?:look|check|"
                        r"investigate|debug|inspect|search|grep|read|review|see|dig|trace|profile|find|figure)\b", re.I)
#: an offer for some later time, not a step about to be taken: "If it happens again, send me the quote and I'll check"
_OFFER_IF = re.compile(r"^(?:if|when|whenever|in case|any ?time)\b", re.I)


#: how a signal was read when more than trigger words ground it (the veto leaves these alone)
_GROUNDED = ("agent", "contrast", "undo", "adopted", "declined", "taken")


def review(turns: list[Turn], signals: list[Signal]) -> list[Signal]:
    """The signals after the second opinion: vetoed chat dropped, rescued lessons added. Unchanged
    when the setting is off or the model cannot be loaded here (a hook before `model prepare`)."""
    if not enabled():
        return signals
    from reflectgit.capture import lesson
    from reflectgit.capture.grammar import plain_redirect
    from reflectgit.capture.signals import Signal
    from reflectgit.index.embed import ModelNotPrepared

    by_index = {t.index: t for t in turns}
    # a correction read from its contrast with what the agent did, a value the agent's next words took up
    # ("whole degrees, the board ..." - "Whole degrees now.": adopted.py), or an option picked from a question asked
    # ("voigt or gaussian?" - "voigt then, not gaussian — the tails ..."), rests on more than trigger words: not vetoed
    said = {s.turn for s in signals if s.detail.get("by") not in _GROUNDED and s.kind in VETOABLE
            and not (s.kind == "decision" and s.detail.get("asked") and s.detail.get("why"))}
    fired = {s.turn for s in signals if s.detail.get("by") != "agent" and s.kind in (*VETOABLE, "permission")}
    answering = set(answering_turns(turns))
    ask = sorted(answering | said)
    if not ask:
        return signals
    try:
        scored = dict(zip(ask, score([by_index[i].text for i in ask]), strict=True))
    except ModelNotPrepared:
        return signals
    vetoed = {i for i in said if max(scored[i][:2]) < VETO and not _FOR_LATER.search(by_index[i].text)
              and not outright_order(by_index[i].text)
              and not ((acted_on(turns, i) or answers_proposal(turns, i) or will_do(turns, i))
                       and not plain_redirect(by_index[i].text))}
    out = [s for s in signals if not (s.turn in vetoed and s.kind in VETOABLE and s.detail.get("by") not in _GROUNDED)]
    maybe = [i for i, (whole, best, _s) in scored.items() if i not in fired and i in answering and max(whole, best) >= RESCUE]
    from reflectgit.capture.grammar import contrasts, observed, one_off

    for i, (p, evidence) in zip(maybe, rescue_scores([by_index[i].text for i in maybe]), strict=True):
        if (p < RESCUE or len(evidence.split()) < 4 or a_task(evidence) or one_off(evidence) or _RESULT.match(evidence)
                or observed(evidence)
                or (_CLOSES.match(evidence) and chat.is_chat(by_index[i].text, agent_did(turns, i)))):
            continue  # a fragment ("So every backup"), the next task, a result confirmed, a report, the session's close
        # the phrase the writer anchors the rule on: the evidence's first clause, as the message splits it
        phrase = next(iter(lesson.clauses(lesson.strip_lead(evidence))), evidence)
        # typed by what the grammar sees: a turn set against the agent's action corrects it
        kind = "correction" if contrasts(by_index[i].text, agent_did(turns, i)) else "rule"
        out.append(Signal(kind, 0.7, i, evidence[:300], {"phrase": phrase[:300], "by": "meaning", "p": round(p, 3)}))
    return sorted(out, key=lambda s: s.turn)
