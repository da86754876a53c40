"""What a new lesson does to what the KB already believes: create, hold, revise or supersede.

Before a captured lesson lands, its nearest active notes in the same scope are found through
the vector index (cosine of MiniLM embeddings) and one decision is taken:

| nearest note | decision |
|---|---|
| says the opposite (cosine >= ``CONTRADICTION_SIM`` 0.45, and :func:`contradicts`: one refusing what the other prescribes, ``withdraws``; or one side negated and half or more of the content words shared, not said of two scopes and not prescribing the same) | contradiction: the newer lesson supersedes the old note, unless a person stands behind it (:func:`confirmed`); then it is held as a pending "contradiction" decision |
| cosine >= ``REFLECTGIT_DEDUP_THRESHOLD`` (0.97), or the same claim in the same words | duplicate: held as a pending "merge?" decision (``reflectgit pending``) |
| cosine >= ``REFLECTGIT_REVISE_THRESHOLD`` (0.90), same type | revision: the existing note is revised in place (proof count, lineage, missing fields); its prior form stays in git history |
| otherwise | a new note |

A threshold of 1.0 or more turns duplicate detection or revision off.

Who stands behind the old note decides whether a contradiction may replace it unasked. A note a
person wrote (by hand, imported, a reflection they approved) is only replaced by a person's
choice. A note a person confirmed otherwise (what the user said in a session, recorded at confidence
>= ``CONFIRMED_CONFIDENCE`` 0.8, or proven: in MEMORY.md, or recalled in
``REFLECTGIT_PROMOTE_MIN_SESSIONS`` sessions) may be
superseded by the user's own correction in a session ("correct once": they changed their mind),
never by an agent's claim (MCP ``add_learning``, a cause the agent stated): that waits as a
pending contradiction too (review30: an agent silently replaced the user's lesson with its opposite).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from reflectgit import config
from reflectgit.capture.note_edits import SEEN_MAX, fold_into, link, supersede  # noqa: F401 - their old home

if TYPE_CHECKING:
    from reflectgit.kb import KB

#: The topic gate before :func:`contradicts` is asked. A note's vector carries its reasons, so a rule and
#: its opposite can sit well apart: issue 20's "don't use time.sleep in tests — patch time.time ...
#: the flake was because CI runners are slow" and "always call time.sleep in tests so CI waits" meet
#: at 0.57-0.59. ``contradicts`` is what tells an opposite from a note on the same topic
#: (benchmarks/contradiction_pairs.py: no pair it takes for an opposite lies below 0.5).
CONTRADICTION_SIM = 0.45
#: A note recorded at this confidence or more was stated with conviction: an agent's opposite waits for a person.
CONFIRMED_CONFIDENCE = 0.8
_NEG = re.compile(r"\b(?:never|don'?t|do not|does not|doesn'?t|not|no longer|avoid|stop|without|must not|mustn'?t|"
                  r"shouldn'?t|should not|can'?t|cannot|disable|disallow|deny|forbid\w*|banned|instead of)\b", re.I)
_STOP = frozenset("a an the to of in on for and or with by at from is are be it this that we you i our your "
                  "always please use using should must do does can will from now going forward rule".split())


@dataclass
class Decision:
    action: str  # create | pending-merge | pending-contradiction | revise | supersede
    target: str | None = None
    similarity: float = 0.0
    reason: str = ""


def threshold(name: str) -> float:
    try:
        return float(config.setting(name))
    except ValueError:
        return 1.0


def _claim(fields: dict[str, Any]) -> str:
    return str(fields.get("rule") or fields.get("key_insight") or fields.get("title") or "")


def claim(fields: dict[str, Any]) -> str:
    """What a note claims, as revision compares it: its rule, else its key insight, else its title."""
    return _claim(fields)


def opposite_candidates(text: str, notes: list[Any]) -> list[Any]:
    """The ``notes`` whose claim :func:`contradicts` ``text`` (no model: the words alone, ~0.2 ms a
    note; a note sharing none of its content words is not asked)."""
    words = _content(text)
    out = []
    for note in notes:
        other = _claim(note.meta)
        low = other.casefold()
        if words and any(w in low for w in words) and contradicts(text, other):
            out.append(note)
    return out


def _content(text: str) -> set[str]:
    from reflectgit import query_text as terms

    plain = _NEG.sub(" ", text.lower())
    # "PRs" and "PR" are one thing: the stemmer leaves a word this short whole
    return {_singular(terms.stem(w)) for w in terms.words(plain) if w not in _STOP and len(w) > 1}


def _singular(word: str) -> str:
    return word[:-1] if len(word) <= 4 and word.endswith("s") and not word.endswith("ss") and word.isalpha() else word


def contradicts(a: str, b: str) -> bool:
    """One claim refusing what the other prescribes, about the same things (a heuristic,
    documented): one withdrawing what the other prescribes (:func:`withdraws`), or one negated and
    the other not with half or more of their content words shared, unless they say it of two
    scopes (:func:`_apart`) or the negated one prescribes what the other does (:func:`_agree`)."""
    a, b = _purpose(a), _purpose(b)
    if withdraws(a, b) or withdraws(b, a):
        return True
    return _polar(a, b) and not _apart(a, b) and not _agree(a, b) and not _elsewhere(a, b)


#: "to stop" / "to avoid" says what a rule is for, not what it refuses: "enable upstream keepalive to
#: stop nginx 502s" does not withdraw "raise worker_connections for nginx 502s"
_PURPOSE_RE = re.compile(r"\b(?:in order |so as )?to\s+(?:stop|avoid)\b", re.I)


def _purpose(text: str) -> str:
    return _PURPOSE_RE.sub("to prevent", text)


def opposed(a: str, b: str) -> bool:
    """Not one lesson said twice: :func:`contradicts`, or one negated and the other not about
    mostly the same words, scopes apart included ("mock the database in unit tests" / "don't mock
    the database in integration tests" are two lessons, neither the other's opposite)."""
    return contradicts(a, b) or _polar(_purpose(a), _purpose(b))


def _polar(a: str, b: str) -> bool:
    if _DOUBLE.search(a) or _DOUBLE.search(b):  # "do not use X without Y" says "use X with Y"
        return False
    if bool(_NEG.search(a)) == bool(_NEG.search(b)):
        return False
    ca, cb = _content(a), _content(b)
    return bool(ca and cb) and len(ca & cb) / len(ca | cb) >= 0.5


def _where(text: str) -> set[str]:
    """The qualifiers of what ``text`` says: the words after "in", "for", "to", "with"... in its
    clauses ("in unit tests", "to public functions", "with batch ids")."""
    out: set[str] = set()
    for clause in _CLAUSES.split(text):
        m = _UNTIL.search(clause)
        if m:
            out |= _content(m.group(0))
    return out


def _apart(a: str, b: str) -> bool:
    """Each says it of something the other never names: "mock the database in unit tests" and
    "don't mock the database in integration tests" are two scopes, not one rule and its opposite."""
    return bool(_where(a) - _content(b)) and bool(_where(b) - _content(a))


def _prescribed(text: str) -> set[str]:
    return {w for clause in _CLAUSES.split(text) if clause.strip() and not _NEG.search(clause) for w in _content(clause)}


def _agree(a: str, b: str) -> bool:
    """The negated side prescribes what the other prescribes ("never cache the virtualenv in CI;
    cache the pip downloads only" against "cache pip downloads in CI"): it adds a refusal, it
    does not refuse the other's rule."""
    negated, other = (a, b) if _NEG.search(a) else (b, a)
    neg, pos = _prescribed(negated), _prescribed(other)
    # what it refuses is not what the other prescribes: "use httpx, not requests" refuses "use requests"
    refused = _objects(negated, negated=True) - neg
    return bool(neg and pos) and not refused & pos and len(neg & pos) / len(pos) >= 0.75


def _elsewhere(a: str, b: str) -> bool:
    """The negated side refuses a thing the other never names, and the other prescribes a thing
    the negated side never names: "never use Python 3.8 for the worker" and "use Python 3.12 for the
    worker", "don't use pnpm in the docs site" and "use npm in the docs site" pick one tool over
    another, both compatible (review32: `add` superseded the first of each pair)."""
    negated, other = (a, b) if _NEG.search(a) else (b, a)
    refused = _objects(negated, negated=True) - _prescribed(negated)
    wanted = _objects(other, negated=False)
    return bool(_unnamed(refused, _content(other))) and bool(_unnamed(wanted, _content(negated)))


def _objects(text: str, negated: bool) -> set[str]:
    """The content words of ``text``'s negated (or plain) clauses, their qualifiers ("in unit
    tests", "for the worker") left out: what a clause refuses or prescribes."""
    return {w for clause in _CLAUSES.split(text) if clause.strip() and bool(_NEG.search(clause)) == negated
            for w in _content(_UNTIL.sub("", clause))}


def _unnamed(words: set[str], said: set[str]) -> set[str]:
    """``words`` the other side never says, a stem's two spellings as one ("requir" / "require")."""
    return {w for w in words if w not in said
            and not any(min(len(w), len(o)) >= 4 and (w.startswith(o) or o.startswith(w)) for o in said)}


_DOUBLE = re.compile(r"\b(?:not|never|don'?t|no)\b[^,;.]*\b(?:without|unless)\b", re.I)
_CLAUSES = re.compile(r"[,;:!?()\u2014\u2013]|\.(?=\s|$)|\s-\s|\b(?:but|instead|rather|and then)\b", re.I)  # not ".env.example"
_REFUSED = re.compile(r"\b(?:never|don'?t|do not|no longer|stop|avoid|quit)\s+(?:(?:use|using|call|calling|store|storing|"
                      r"put|putting|add|adding|run|running|pass|passing|rely on|relying on)\s+)?(?P<x>.+)", re.I)
_UNTIL = re.compile(r"\s+(?:for|in|on|at|to|with|when|where|anymore|any more|again|as|because|since|from|"
                    r"inside|outside|here|there)\b.*", re.I)


def withdraws(new: str, old: str) -> bool:
    """``new`` refuses the very thing ``old`` prescribes: "never use Decimal for amounts anymore"
    against "... always use Decimal". Both may say "never" (about different things), which the
    one-side-negated test misses; every content word of what is refused must be in a clause of
    ``old`` that prescribes, so "never use pytest's tmpdir" does not withdraw "use pytest fixtures"."""
    prescribed = {w for clause in _CLAUSES.split(old) if clause.strip() and not _NEG.search(clause)
                  for w in _content(clause)}
    if not prescribed:
        return False
    said = _content(old)
    for clause in _CLAUSES.split(new):
        m = _REFUSED.search(clause)
        if not m or _NEG.search(m.group("x")):  # "do not use requests without a timeout" agrees with "use a timeout"
            continue
        what = _content(_UNTIL.sub("", m.group("x")))  # the thing refused: "Decimal"
        where = _content(_FILLER.sub(" ", m.group("x"))) - what  # its qualifier: "for money amounts"
        # a refusal with no qualifier of its own takes the claim's: "use tabs in Makefiles, never
        # spaces" refuses spaces in Makefiles, not the "four spaces" of a rule about Python
        where = where or _where(new) - what
        # the thing is what ``old`` prescribes, and the qualifier is ``old``'s too: "never call the
        # billing API in a loop" does not withdraw "call the billing API with batch ids" (review16)
        if what and what <= prescribed and where <= said:
            return True
    return False


_FILLER = re.compile(r"\b(?:any ?more|again|ever|from now on|going forward|please)\b", re.I)


def neighbours(recall: Any, texts: list[str], depth: int = 5) -> tuple[Any, list[list[tuple[str, float]]]]:
    """The texts' unit vectors, and for each its nearest active notes in ``recall``'s scope as
    (id, cosine). The index was synced by the caller moments ago: only a moved HEAD re-checks it."""
    from reflectgit.index.embed import ModelNotPrepared, dim, embed
    from reflectgit.recall.types import Options

    try:
        vecs = embed(texts)
    except ModelNotPrepared:  # a hook before `model prepare`: keep the lessons, undecided against the KB
        import numpy as np

        return np.zeros((len(texts), dim()), dtype=np.float32), [[] for _ in texts]
    if not texts:
        return vecs, []
    backfill = getattr(recall, "backfill", None)
    if backfill is None:
        recall.index.sync(ttl=60.0)
    else:  # a server embedding a fresh clone's notes behind the answers: never all of them in this call
        recall.refresh()
    allowed = recall.allowed(Options())
    if not allowed:
        return vecs, [[] for _ in texts]
    if backfill is not None and backfill.partial():
        return vecs, [_near_by_words(recall, vec, text, allowed, depth) for vec, text in zip(vecs, texts, strict=True)]
    return vecs, [recall.arm_vector(vec, allowed, depth) for vec in vecs]


def _near_by_words(recall: Any, vec: Any, text: str, allowed: dict[str, Any], depth: int) -> list[tuple[str, float]]:
    """While many notes have no vector yet: the notes sharing the text's words, with their cosine
    to it (the few missing vectors computed here), so a twin is still caught (review21: the same
    rule added during a fresh clone's backfill became a second note)."""
    import numpy as np

    from reflectgit.index import db as dbm
    from reflectgit.index.embed import embed

    ids = [nid for nid, _ in recall.arm_bm25(text, allowed, depth * 4)]
    have = recall._vectors_for(ids)
    missing = [nid for nid in ids if nid not in have]
    if missing:
        texts = [dbm.embed_text(recall.kb.get(nid).redacted()) for nid in missing]
        have.update(zip(missing, embed(texts), strict=True))
    q = np.asarray(vec, dtype=np.float32)
    near = sorted(((nid, float(np.asarray(have[nid], dtype=np.float32) @ q)) for nid in ids), key=lambda p: -p[1])
    return near[:depth]


def decide(fields: dict[str, Any], near: list[tuple[str, float]], notes: dict[str, Any], *,
           by_person: bool = False, proven: Callable[[str], str] | None = None) -> Decision:
    """The decision for one candidate, given its neighbours and their notes (id -> Note).
    ``by_person``: the lesson is what the user said in a session (their correction may reverse an
    older lesson), not an agent's claim; ``proven(id)``: why a note is proven by use ("" if not)."""
    dedup, revise = threshold("REFLECTGIT_DEDUP_THRESHOLD"), threshold("REFLECTGIT_REVISE_THRESHOLD")
    claim = _claim(fields)
    for nid, sim in near:
        old = notes.get(nid)
        if old is None or sim < CONTRADICTION_SIM:
            continue
        if contradicts(claim, _claim(old.meta)):
            why = confirmed(old, proven, by_person)
            if why:
                return Decision("pending-contradiction", nid, sim, f"says the opposite of {nid}, {why}")
            return Decision("supersede", nid, sim, f"a later lesson says the opposite of {nid}")
    # the notes' vectors carry their context (the excerpt around the lesson), so the same rule
    # said in two sessions can sit below the thresholds: the same claim in the same words counts
    # as a twin whatever its cosine
    same = [(nid, sim) for nid, sim in near if nid in notes and same_claim(claim, _claim(notes[nid].meta))]
    best = same[0] if same else (near[0] if near else None)
    if best is None or best[0] not in notes:
        return Decision("create")
    nid, sim = best
    old = notes[nid]
    how = "near-identical to" if sim >= dedup else "says the same in the same words as"
    # a threshold of 1.0 or more turns the step off (float rounding can make a twin's cosine 1.0000001)
    if dedup < 1.0 and (same or sim >= dedup):
        return Decision("pending-merge", nid, sim, f"{how} {nid} (cosine {sim:.3f})")
    if revise < 1.0 and (same or sim >= revise) and str(old.get("type") or "") == str(fields.get("type") or ""):
        return Decision("revise", nid, sim, f"restates {nid} (cosine {sim:.3f})")
    return Decision("create", None, sim)


def confirmed(old: Any, proven: Callable[[str], str] | None = None, by_person: bool = False) -> str:
    """Why a person stands behind ``old`` so that a contradiction must not supersede it unasked
    ("which a person wrote"), or "". Against ``by_person`` (the user's own correction) only a
    note a person wrote counts: a user may change their mind about what was captured from them."""
    src = old.get("source") if isinstance(old.get("source"), dict) else {}
    if str(src.get("kind") or "manual") in ("manual", "import", "reflection"):
        return "which a person wrote"
    if by_person:
        return ""
    if said_by_user(old):
        return f"which the user said in session {src.get('session') or 'unknown'}; an agent's lesson does not replace it unasked"
    try:
        conf = float(old.get("confidence"))
    except (TypeError, ValueError):
        conf = 0.0
    if conf >= CONFIRMED_CONFIDENCE:
        return f"which was recorded at confidence {conf:g}; an agent's lesson does not replace it unasked"
    why = proven(old.id) if proven is not None else ""
    return f"{why}; an agent's lesson does not replace it unasked" if why else ""


#: Lessons capture reads from what the user typed (:data:`reflectgit.capture.session.USER_KINDS`
#: but a root cause, which the agent may state too): for notes captured before ``source.said_by``.
_USER_TYPES = frozenset({"correction", "rule", "decision", "permission"})


def said_by_user(note: Any) -> bool:
    """Whether a captured note holds what the user said in a session (``source.said_by``; for a
    note captured before it was recorded, a correction, rule, decision or permission the
    heuristic or LLM writer took from a session), not an agent's claim."""
    src = note.get("source") if isinstance(note.get("source"), dict) else {}
    if src.get("said_by") is not None:
        return src.get("said_by") == "user"
    return (src.get("kind") == "session" and str(src.get("writer") or "") in ("heuristic", "llm")
            and str(note.get("type") or "") in _USER_TYPES)


def proof_of_use(kb: KB) -> Callable[[str], str]:
    """``why(id)``: "which is in MEMORY.md", "which was recalled in N sessions" (at least
    ``REFLECTGIT_PROMOTE_MIN_SESSIONS``, what promotion asks), or "". Read once, on the first
    question: only a contradiction asks."""
    seen: dict[str, Any] = {}

    def why(nid: str) -> str:
        if not seen:
            from reflectgit.counters import recall_counts
            from reflectgit.reflection.promote import END, START

            p = kb.path / "MEMORY.md"
            text = p.read_text(encoding="utf-8", errors="replace") if p.is_file() and not p.is_symlink() else ""
            start, end = text.find(START), text.find(END)
            seen["memory"] = text[start:end] if 0 <= start < end else ""
            seen["counts"] = recall_counts(kb)
            seen["need"] = int(config.bounded("REFLECTGIT_PROMOTE_MIN_SESSIONS"))
        if f"({nid}," in seen["memory"]:
            return "which is in MEMORY.md"
        sessions = int(seen["counts"].get(nid, {}).get("sessions", 0))
        return f"which was recalled in {sessions} sessions" if sessions >= max(1, seen["need"]) else ""
    return why


def same_claim(a: str, b: str) -> bool:
    """The same words (stemmed, stop words aside), in any order: 90% or more shared."""
    from reflectgit import query_text as terms

    sa, sb = terms.stems_of(a), terms.stems_of(b)
    return bool(sa and sb) and len(sa & sb) / len(sa | sb) >= 0.9


@dataclass
class Applied:
    """What carrying out one decision did; ``created`` when the new note was saved."""

    created: bool = False
    pending: str | None = None  # a pending decision's id, waiting for a person
    revised: str | None = None  # the existing note the lesson was folded into
    superseded: str | None = None  # the existing note the new one replaced


def apply(tx: Any, kb: KB, d: Decision, note: Any, near_notes: dict[str, Any], lineage: dict[str, Any],
          evidence: str, by: str, session: str | None, pids: set[str]) -> Applied:
    """Carry out ``d`` for ``note`` inside ``tx``: a twin waits as a pending merge, a restatement
    revises the existing note, a contradiction supersedes the old note or waits for the person
    who stands behind it; otherwise (and then too) the new note is saved. One function for
    every writer (session capture, MCP), so they revise beliefs the same way."""
    from reflectgit import pending

    target = d.target or ""  # every action but a plain save names the note it acts on
    if d.action == "pending-merge":
        return Applied(pending=pending.record(tx, kb, "merge", note, target, d.similarity, d.reason, session, pids))
    if d.action == "revise":
        old = near_notes[target]
        fold_into(old, note.meta, lineage, evidence)
        tx.save(old)
        return Applied(revised=old.id)
    out = Applied(created=True)
    if d.action in ("supersede", "pending-contradiction"):
        fields = note.fields()
        link(fields, "contradicts", target)
        if d.action == "supersede":
            link(fields, "supersedes", target)
            old = near_notes[target]
            supersede(old, note.id, f"contradicted by a later lesson ({note.id}, {by})")
            tx.save(old)
            out.superseded = old.id
        else:
            out.pending = pending.record(tx, kb, "contradiction", note, target, d.similarity, d.reason, session, pids)
        note.set("relations", fields["relations"])
    tx.save(note)
    return out
