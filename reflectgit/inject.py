"""What goes into an agent's context: at session start and with each prompt.

Tiered, within ``REFLECTGIT_INJECT_MAX_TOKENS`` (800):

- tier 0, pinned slots (``reflectgit slot set NAME TEXT``, ``memory/slots/<name>.md``), at
  session start;
- a persona answer when the prompt asks what is known about the project or its people;
- tier 1, curated skills (:mod:`reflectgit.skills`); a fresh, confident, strong skill
  hit stands alone and raw recall is skipped;
- tier 2, the project's and branch's strongest active rules at session start (read from the
  index), or hybrid recall for the prompt.

A block already injected in a session is never injected again (``.reflectgit/injected/<session>.json``).
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit import config, provenance
from reflectgit.privacy import strip_private
from reflectgit.prompt_kind import builds, cosmetic, enough_words
from reflectgit.teaches import taught, taught_key
from reflectgit.tokens import estimate as _tokens

if TYPE_CHECKING:
    from collections.abc import Callable

    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall.pipeline import Recall
    from reflectgit.recall.types import Options

    Opened = tuple[KB, Context, Recall]

SLOTS = "memory/slots"
SESSION_RULES = 12


def specificity(con: Any, terms: list[str], leave_out: set[str] | frozenset[str] = frozenset()) -> dict[str, float]:
    """How specific each prompt word is in this KB: its inverse document frequency over what the
    notes say (title, rule, fix, problem, tags; not the body). "test" or "fails" are in many
    notes and prove little; "value_of" or "test_timed.py" in one prove a lot. {} when the index
    cannot tell (then every word weighs the same). The notes ``leave_out`` names (lessons waiting
    for a person's decision, never injected) are not counted: the note one contradicts shares its
    words, and lost half its weight to it (the user's "never call time.sleep in tests" fell under
    the evidence floor for "should I add a sleep?")."""
    import math
    import sqlite3

    try:
        total = con.execute("select count(*) from notes").fetchone()[0]
        marks = ",".join("?" * len(leave_out))
        among = f"rowid in (select rowid from notes where id in ({marks}))"
        if leave_out:
            total -= con.execute(f"select count(*) from notes where {among}", sorted(leave_out)).fetchone()[0]
        out = {}
        for t in terms:
            pieces = " AND ".join('"' + p.replace('"', "") + '"' for p in re.split(r"[^\w]+", t) if p)
            if not pieces:
                continue
            match = (f"{{title rule fix problem tags_text}} : ({pieces})",)
            df = con.execute("select count(*) from notes_fts where notes_fts match ?", match).fetchone()[0]
            if leave_out:
                df -= con.execute(f"select count(*) from notes_fts where notes_fts match ? and {among}",
                                  match + tuple(sorted(leave_out))).fetchone()[0]
            out[t] = math.log((total + 1) / (max(df, 1) + 0.5))
        return out
    except sqlite3.Error:
        return {}


def _commits(con: Any, ids: list[str]) -> dict[str, str]:
    """The commit each note was captured from (its episode when no session holds it); {} when the
    index cannot tell."""
    import sqlite3

    try:
        marks = ",".join("?" * len(ids))
        return {r[0]: r[1] for r in con.execute(f"select id, source_commit from notes where id in ({marks})", ids)
                if r[1]}
    except sqlite3.Error:
        return {}


def fit_to_prompt(prompt: str, hits: list[dict[str, Any]], rows: dict[str, Any], con: Any = None,
                  leave_out: set[str] | frozenset[str] = frozenset()) -> None:
    """Set each hit's ``taught`` overlap: the share of the prompt's content words found in what
    its note teaches (:func:`taught`), each word weighed by how specific it is in the KB
    (:func:`specificity`): the word evidence :func:`pick` judges. Also its ``episode`` (session,
    else commit), ``shared_names`` (code names it shares with the prompt), ``rare`` (the weight of
    its most specific shared word, for benchmarks/inject_eval.py --trace) and, for a test fix,
    whether the prompt ``names`` it; ``answers`` is False when the prompt is only a cosmetic
    request (:func:`reflectgit.prompt_kind.cosmetic`) that the note does not teach about. When the
    prompt asks to build something (:func:`reflectgit.prompt_kind.builds`) and the note shares its
    code names only through the files its session touched, ``beyond`` is the share of the prompt's
    words the note's lesson holds besides those names (:func:`where_only` judges it)."""
    from reflectgit import query_text as qtext

    terms = qtext.content_terms(prompt)
    request = cosmetic(prompt)
    named = qtext.identifiers(prompt)
    build = builds(prompt)
    weight = specificity(con, terms, leave_out) if con is not None else {}
    commits = _commits(con, [str(h.get("id")) for h in hits]) if con is not None else {}
    total = sum(weight.get(t, 1.0) for t in terms)
    for h in hits:
        row = rows.get(str(h.get("id")))
        if row is None or not total:
            continue
        teaches = taught(row)
        have = qtext.stems_of(teaches)
        matched = [t for t in terms if qtext.overlap([t], "", have=have)]
        found = sum(weight.get(t, 1.0) for t in matched)
        h["taught"] = round(found / total, 3)
        h["rare"] = round(max((weight.get(t, 1.0) for t in matched), default=0.0), 3)
        names = qtext.identifiers(teaches)
        h["shared_names"] = len(named & names)
        h["episode"] = row["source_session"] or commits.get(str(h.get("id"))) or ""
        lesson = taught(row, files=False)
        h["answers"] = request is None or bool(request.search(lesson))
        if build and h["shared_names"] and not named & qtext.identifiers(said := stated(lesson)):
            held = qtext.stems_of(said)
            h["beyond"] = round(sum(weight.get(t, 1.0) for t in terms
                                    if t not in named and qtext.overlap([t], "", have=held)) / total, 3)
        try:
            h["test_fix"] = "test-fixed" in json.loads(row["tags"] or "[]")
        except (TypeError, ValueError):
            h["test_fix"] = False
        h["kind"] = _kind(row)
        if h["test_fix"]:
            h["names"] = bool(named & names)
            h["names_test"] = any(_TESTY.search(n) for n in named)


def _kind(row: Any) -> str:
    """What a note is, as capture typed it (``root-cause``, ``rule``, ``correction``, ``decision``, ...; '' when
    unknown): :mod:`reflectgit.inject_near_miss` tells a cause from a rule by it."""
    try:
        fields = json.loads(row["fields"] or "{}")
    except (IndexError, KeyError, TypeError, ValueError):
        return ""
    return str(fields.get("type") or "") if isinstance(fields, dict) else ""


#: the files a session changed, as a session note's fix and a test fix's title list them ("Changed
#: billing/tasks.py, tests/test_tasks.py: ...", "Fixed failing test_x by changing app/routes/orders.py"):
#: where the work happened, not what the note says about them
_CHANGED = re.compile(r"\b(?:Changed|by changing) [\w./@+-]+(?:(?:, | and )[\w./@+-]+)*(?: more)?:?")


def stated(lesson: str) -> str:
    """What a note's lesson says without the list of files its session changed (:data:`_CHANGED`): a
    code name only that list holds is where the work happened, as the session's files are. On the
    spent splits (check11-15, branch inj22) a request to build something whose code name a lesson
    held only there was a must-inject-nothing prompt 25 times of 26 (benchmarks/RESULTS.md)."""
    return _CHANGED.sub(" ", lesson)


#: a code name of a test: ``test_timed.py``, ``InvoiceServiceTest``, ``spec/factories/customers.rb``
_TESTY = re.compile(r"(?:^|[/_.-])(?:tests?|specs?)(?:[/_.-]|$)|(?:Test|Spec)s?(?:[A-Z_]|$)")


def meaning_fit(recall: Any, prompt: str, hits: list[dict[str, Any]], rows: dict[str, Any]) -> None:
    """Set ``teaches`` on the hits whose note has a story: the cosine of the prompt to what the note
    teaches (:func:`taught`, no file names), beside the vector arm's cosine to the whole note. A
    session note's vector also holds its session (the project, its files, what was being built), so
    a new task in the same project lands near it; what the note teaches is the lesson alone. The
    index embeds what such notes teach when it takes them in (``Index._lesson_texts``), so no model
    runs here; a note it has not (a short note, whose vector is its lesson already) keeps the one
    cosine, and so does every note of a team store (``Recall.lesson_vectors``)."""
    if not any("vector" in h.get("arm_scores", {}) for h in hits):
        return
    pairs = [(h, taught(rows[str(h["id"])], files=False)) for h in hits if str(h.get("id")) in rows]
    keys = {taught_key(text): text for _, text in pairs if text}
    vectors = {keys[k]: v for k, v in recall.lesson_vectors(list(keys)).items()}
    if not vectors:
        return
    query = recall.query_vector(prompt)
    for h, text in pairs:
        if text in vectors:
            h["teaches"] = round(float(vectors[text] @ query), 3)


def _words_of(hit: dict[str, Any]) -> float:
    return float(hit["taught"] if "taught" in hit else hit.get("overlap") or 0.0)


#: what a note teaches is a sentence or two, so its words meet fewer of the prompt's than its
#: meaning does: the cosine counts one and a half times (chosen on the dev prompts, 2026-11-25)
COSINE_WEIGHT = 1.5


def evidence(hit: dict[str, Any], semantic: bool) -> float:
    """How well one hit fits the prompt by itself: the share of the prompt's content words it
    holds (in what the note teaches when :func:`fit_to_prompt` measured it, else the relevance
    gate's ``overlap``) plus ``COSINE_WEIGHT`` times its cosine to the prompt: the vector arm's (the
    whole note; 0 below the arm's floor), less half of what it exceeds the cosine to what the note
    teaches by beyond ``STORY_MARGIN``, when :func:`meaning_fit` measured that (a prompt about
    another concern in the same project is near the note's story, not its lesson). Without a
    vector arm (``semantic`` False) the words count twice, so the same floor applies."""
    overlap = _words_of(hit)
    if not semantic:
        return 2 * overlap
    cosine = max(0.0, float(hit.get("arm_scores", {}).get("vector") or 0.0))
    if "teaches" in hit:  # nearer the note's story than its lesson: half the difference counts against it
        cosine -= 0.5 * max(0.0, cosine - float(hit["teaches"]) - STORY_MARGIN)
    return overlap + COSINE_WEIGHT * cosine


#: how much nearer the whole note than its lesson a prompt may be before it counts against the note:
#: a lesson is a sentence or two, its note a session, so some distance is the rule. Chosen on
#: the spent splits (check11-17): the mean of the two cosines took 0.050 off the irrelevant share and
#: 0.038 off the relevant lessons found; this takes 0.032 and 0.007 (benchmarks/RESULTS.md)
STORY_MARGIN = 0.1


def pick(prompt: str, hits: list[dict[str, Any]], seen: set[str], opts: Options | None = None) -> list[str]:
    """The ids of the recall ``hits`` (best first, as ``Hit.to_dict()``) a prompt injects, the note
    that fits best first. Both hook paths (this process, the warm server) decide through this one
    function; nothing is injected for a prompt of too few words.

    - Each hit fits the prompt on its own: it passes the relevance gate's floors (``opts``; the gate
      judges only the best hits, so a tail hit sharing nothing would ride in behind them) and has
      ``REFLECTGIT_INJECT_MIN_EVIDENCE`` (the gate's ``distinct`` note, the one that stands out from
      the KB in meaning, too: letting it skip this floor injected notes into chit-chat,
      benchmarks/RESULTS.md).
    - It scores within ``REFLECTGIT_INJECT_GAP`` of the best fitting hit, in recall score and in
      evidence; the best may be a note this session was already shown: once the notes about the
      prompt are in the context, what trails them is a leftover, not news.
    - A test fix is an episode's detail: it fits only a prompt that names its test or a file it
      changed.
    - A request to build something is not answered by a note that meets it only where the work
      happens (:func:`where_only`: the files its session touched, not what it teaches); such a note
      still sets the gap, so a note that fitted less well does not take its place.
    - A note of another episode (session or commit) than the lead's needs
      ``REFLECTGIT_INJECT_OTHER_EPISODE`` of the best evidence (what trails the lead from elsewhere
      shares a word, not the problem), and every note behind the lead holds
      ``REFLECTGIT_INJECT_TRAIL_WORDS`` of the prompt's words or one of its code names.
    - At most ``REFLECTGIT_INJECT_MAX_NOTES``, none already shown.
    """
    return [i for i in fitting_notes(prompt, hits, opts) if i not in seen][: int(config.bounded("REFLECTGIT_INJECT_MAX_NOTES"))]


def fitting_notes(prompt: str, hits: list[dict[str, Any]], opts: Options | None = None) -> list[str]:
    """Every note :func:`pick` would inject into a session that was shown nothing yet, best first:
    what the learned picker (:func:`learned`) chooses (``REFLECTGIT_INJECT_PICKER=learned``: the logistic
    regression; ``trees``: the boosted trees), or with ``rules`` what the hand-written rules
    (:func:`fitting_by_rules`) choose."""
    if not enough_words(prompt):
        return []
    picked = fitting_by_rules(prompt, hits, opts)
    kind = config.choice("REFLECTGIT_INJECT_PICKER")
    if kind == "rules" or not hits:
        return picked
    return learned(prompt, hits, picked, opts, kind)


def learned(prompt: str, hits: list[dict[str, Any]], picked: list[str], opts: Options | None = None,
            kind: str = "learned") -> list[str]:
    """The candidates the learned picker injects, likeliest first: each hit that passes the relevance
    gate's floors and answers a cosmetic request (the floor the rules keep too) and whose probability of
    being relevant to the prompt (:mod:`reflectgit.inject_picker`: a logistic regression, or with ``kind``
    ``trees`` gradient-boosted trees, over the hook's measures of each candidate, whether the rules pick it among them, fitted offline on 2,343 labelled
    prompts of the spent splits) reaches the shipped threshold (chosen by leave-one-split-out cross-validation). Each hit's
    probability is left on it as ``picker``. Without the shipped weights, or without a vector arm (the
    model not prepared yet: the weights were fitted on candidates that all had one), the rules' choice
    (``picked``)."""
    from reflectgit import inject_near_miss, inject_picker
    from reflectgit.recall.pipeline import passes
    from reflectgit.recall.types import Options

    try:
        model = inject_picker.model(kind) if kind == "trees" else inject_picker.model()
    except (OSError, ValueError, KeyError):
        return picked
    semantic = any("vector" in h.get("arm_scores", {}) for h in hits)
    if not semantic:
        return picked
    gate = opts or Options()
    gates = [passes(float(h.get("overlap") or 0.0), h.get("arm_scores", {}).get("vector"), gate,
                    distinct=bool(h.get("distinct"))) for h in hits]
    ok = [g and bool(h.get("answers", True)) for g, h in zip(gates, hits, strict=True)]
    rows = inject_picker.features(prompt, hits, [evidence(h, semantic) for h in hits], gates,
                                  [where_only(h, semantic) for h in hits], set(picked))
    probs = inject_picker.probabilities(rows, model)
    for h, p in zip(hits, probs, strict=True):
        h["picker"] = round(p, 3)
    chosen = [(p, str(h["id"])) for h, p, fits in zip(hits, probs, ok, strict=True) if fits and p >= model["threshold"]]
    # a root cause a build request meets through its file gives its place to its session's rule (inj32), and so
    # does a test fix that shares nothing else with it (inj33)
    return inject_near_miss.prescribed(builds(prompt), hits, probs, ok, [i for _, i in sorted(chosen, key=lambda c: -c[0])])


def fitting_by_rules(prompt: str, hits: list[dict[str, Any]], opts: Options | None = None) -> list[str]:
    """What the hand-written rules below inject into a fresh session, best first (the learned picker
    reads their choice as one of its measures)."""
    if not enough_words(prompt):
        return []
    semantic = any("vector" in h.get("arm_scores", {}) for h in hits)
    fit = _fitting(hits, semantic, opts)
    # a test fix steps aside for a lesson of its session even when that lesson then fails where_only:
    # the prompt is about neither
    fit = [h for h in fit if not _yields(h, fit)]
    if not fit:
        return []
    best = max(float(h.get("score") or 0.0) for h in fit)
    best_fit = max(evidence(h, semantic) for h in fit)
    share = config.bounded("REFLECTGIT_INJECT_GAP")
    near = [h for h in fit if float(h.get("score") or 0.0) >= share * best and evidence(h, semantic) >= share * best_fit]
    # a note that meets a request to build something only where the work happens is not injected, but
    # it still sets the gap: what fitted less well than it does not take its place (on the spent splits
    # check16-18 six must-inject-nothing prompts injected such a stand-in, benchmarks/RESULTS.md, branch inj23)
    near = [h for h in near if not where_only(h, semantic)]
    # the lead is the note that fits the prompt best, not the one recall ranked first: it is what
    # the agent reads first, and what the notes behind it are judged against (on the spent splits
    # a note behind the lead fitted better than it in 36 of 249 prompts with an injection, benchmarks/RESULTS.md)
    near.sort(key=lambda h: -evidence(h, semantic))
    # notes of one episode (a session, a commit) go together; a note of another rides behind the
    # lead only when it fits nearly as well on its own: 17 of 21 such notes were leftovers sharing a
    # common word ("offset", "client", "batch") on the spent splits (benchmarks/RESULTS.md). A note
    # of no known episode (added by hand) is not judged by it.
    other = config.bounded("REFLECTGIT_INJECT_OTHER_EPISODE")
    lead = near[0].get("episode") if near else None
    near = [h for h in near if not (lead and h.get("episode") and h.get("episode") != lead
                                    and evidence(h, semantic) < other * best_fit)]
    # what rides behind the lead shares something specific with the prompt: a share of its words
    # (rare ones weigh more) or a code name; a note that is close in meaning only is a neighbour
    words = config.bounded("REFLECTGIT_INJECT_TRAIL_WORDS")
    near = [h for h in near if h is near[0] or _words_of(h) >= words or h.get("shared_names")]
    return [str(h["id"]) for h in near]


#: the evidence a note needs without the code names it shares with a request to build something only
#: through its session's files (:func:`where_only`). Chosen on the spent splits' traces (check16-19):
#: the evidence floor itself (0.8) cost two prompts' relevant lesson on check16 and on check17 (a lesson
#: that governs the request in other words: "make zenodo_release.py publish the deposit" / "no publish
#: step; leave it as draft"); 0.6 at most one (benchmarks/RESULTS.md, branch inj21)
WHERE_ONLY_FLOOR = 0.6


def where_only(hit: dict[str, Any], semantic: bool) -> bool:
    """Whether a note meets a request to build something only where the work happens: the prompt's
    file or class names are among the files the note's session touched, not in what it teaches (a list
    of the files it changed, "Changed app/routes/orders.py: ...", is where it worked: :func:`stated`), and
    without them the note falls under ``WHERE_ONLY_FLOOR`` (the share of the prompt's other words its
    lesson holds, ``beyond``, plus ``COSINE_WEIGHT`` times the prompt's cosine to the lesson). "add a
    status filter query param to the list endpoint in app/routes/orders.py" is not answered by the
    cursor-pagination lesson of that file; on the spent splits (check18, check19) a note sharing a code
    name with the prompt was a must-inject-nothing prompt's 44 times of 100 (benchmarks/RESULTS.md,
    branch inj21)."""
    if "beyond" not in hit:
        return False
    cosine = float(hit["teaches"]) if "teaches" in hit else float(hit.get("arm_scores", {}).get("vector") or 0.0)
    fit = hit["beyond"] + COSINE_WEIGHT * max(0.0, cosine) if semantic else 2 * hit["beyond"]
    return fit < WHERE_ONLY_FLOOR


def _fitting(hits: list[dict[str, Any]], semantic: bool, opts: Options | None) -> list[dict[str, Any]]:
    """The hits that fit the prompt on their own: the relevance gate's floors (``opts``), the
    evidence floor, and an answer to a cosmetic request."""
    from reflectgit.recall.pipeline import passes
    from reflectgit.recall.types import Options

    opts = opts or Options()
    floor = config.bounded("REFLECTGIT_INJECT_MIN_EVIDENCE")
    return [h for h in hits if evidence(h, semantic) >= floor and h.get("answers", True)
            and passes(float(h.get("overlap") or 0.0), h.get("arm_scores", {}).get("vector"), opts,
                       distinct=bool(h.get("distinct")))]


def _yields(hit: dict[str, Any], fit: list[dict[str, Any]]) -> bool:
    """Whether a test fix steps aside: it is one episode's detail, so it fits only a prompt that
    names its test or a file it changed, and when a lesson of the same session fits too, that
    lesson says it, unless the prompt is about a test ("Reports.test.tsx fails ...")."""
    if not hit.get("test_fix"):
        return False
    if hit.get("names") is False:
        return True
    lessons = {h.get("episode") for h in fit if h.get("episode") and not h.get("test_fix")}
    return hit.get("episode") in lessons and not hit.get("names_test")


def _seen_path(kb_path: Path, session: str) -> Path:
    from reflectgit.fsutil import safe_stem

    return kb_path / ".reflectgit" / "injected" / f"{safe_stem(session)}.json"


def _seen(kb_path: Path, session: str) -> set[str]:
    try:
        return set(json.loads(_seen_path(kb_path, session).read_text()))
    except (OSError, ValueError):
        return set()


def _remember(kb_path: Path, session: str, keys: set[str]) -> None:
    from reflectgit.fsutil import atomic_write

    path = _seen_path(kb_path, session)
    try:
        atomic_write(path, json.dumps(sorted(_seen(kb_path, session) | keys)).encode())
    except OSError:  # a KB mounted read-only: the session may be shown a note twice, never nothing
        pass


def slots(kb_path: Path) -> list[tuple[str, str]]:
    folder = kb_path / SLOTS
    return [(f.stem, strip_private(f.read_text(errors="replace")).strip())
            for f in sorted(folder.glob("*.md"))] if folder.is_dir() else []


def _slot_block(name: str, text: str, ledger: dict[str, Any]) -> str:
    """One pinned slot: ``### name`` and its text; a slot a remote wrote says so, and its text is
    quoted, so its lines cannot pass for a heading or a slot of the user's."""
    from reflectgit.provenance import label

    came = label(f"{SLOTS}/{name}.md", ledger)
    if not came:
        return f"### {name}\n{text}"
    return f"### {name}{came}\n" + "\n".join(f"> {line}" for line in text.splitlines())


def _line(note: dict[str, Any], ledger: dict[str, Any] | None = None) -> str:
    """``- [id] title — detail``: the detail is the first of rule, key insight, fix, problem that
    says more than the title (a fix commit's ``fix`` often only repeats its subject). A note that
    arrived from elsewhere says so after its id (``- [id] (from sync) title``); the note's own text
    is one line, so it cannot start a line that would pass for another note."""
    from reflectgit.provenance import label

    title = " ".join(strip_private(str(note["title"])).split())
    head = f"- [{note['id']}]{label(str(note['id']), ledger or {})} {title}"
    for name in ("rule", "key_insight", "fix", "problem"):
        detail = " ".join(strip_private(str(note.get(name) or "")).split())
        if detail and not _restates(detail, title):
            return f"{head} — {detail}"
    return head


_LEAD = re.compile(r"^(fix(e[sd])?|bug|hotfix)\b[\s:(-]*", re.I)


def _restates(detail: str, title: str) -> bool:
    def core(text: str) -> str:
        return _LEAD.sub("", text.lower()).strip(" .!:")

    d, t = core(detail), core(title)
    return not d or d == t or d in t


def _pack(header: str, lines: list[tuple[str, str]], budget: int, seen: set[str]) -> tuple[str, set[str]]:
    out, used, keys = ([header] if header else []), (_tokens(header) if header else 0), set()
    for key, line in lines:
        if key in seen:
            continue
        if used + _tokens(line) > budget:
            continue  # one line too long for what is left must not empty the section (team21: a 13k-character rule did)
        out.append(line)
        used += _tokens(line)
        keys.add(key)
    return ("\n".join(out) if keys else ""), keys


class _Budget:
    """What is left of ``REFLECTGIT_INJECT_MAX_TOKENS`` for this injection, and what went in."""

    def __init__(self, kb_path: Path, session: str):
        self.kb_path, self.session = kb_path, session
        self.left = int(config.bounded("REFLECTGIT_INJECT_MAX_TOKENS"))
        self.seen = _seen(kb_path, session)
        self.ledger = provenance.arrived(kb_path)  # what came from elsewhere (labelled, ranked by what it earned)
        self.parts: list[str] = []
        self.keys: set[str] = set()

    def from_store(self, rows: list[dict[str, Any]], store_only: set[str]) -> None:
        """Mark the rows only a shared store holds as arrived "from the team store", with the
        proof they claim as their starting point: they are labelled and have earned nothing here."""
        if not store_only:
            return
        from reflectgit.note import now_iso

        self.ledger = dict(self.ledger)  # the cached ledger itself stays this clone's record
        for r in rows:
            if r["id"] in store_only:
                claimed = r.get("proof_count")
                self.ledger[r["id"]] = {"via": provenance.TEAM_STORE, "at": now_iso(),
                                        "proof": claimed if isinstance(claimed, int) else 0}

    def add(self, header: str, lines: list[tuple[str, str]]) -> bool:
        block, got = _pack(header, lines, self.left, self.seen)
        if not block:
            return False
        self.parts.append(block)
        self.keys |= got
        self.seen |= got
        self.left -= _tokens(block)
        return True

    def done(self) -> str:
        if self.keys:
            _remember(self.kb_path, self.session, self.keys)
        return "\n\n".join(self.parts)


def _shown(note: Any) -> bool:
    """Whether a prompt may be shown a note as git has it (recall's default scope: active, not hidden)."""
    return note.status == "active" and note.get("hidden") is not True


def _open(kb_path: Path, cwd: str) -> Opened:
    """(kb, context, recall) with the index and the skills table up to date."""
    from reflectgit.kb import KB
    from reflectgit.project import detect
    from reflectgit.recall.choose import open_recall

    kb = KB.open(kb_path)
    ctx = detect(Path(cwd))
    recall = open_recall(kb, ctx)
    recall.refresh()  # the local index, or the team store's version
    return prepared(kb, ctx, recall)


def prepared(kb: KB, ctx: Context, recall: Recall) -> Opened:
    """``(kb, ctx, recall)`` once the skills table has caught up with the SKILL.md files."""
    from reflectgit import skills
    from reflectgit.fsutil import unless_read_only

    with unless_read_only():
        skills.refresh(recall.index.con, kb.path, ctx.repo)
    return kb, ctx, recall


def _skill_tier(budget: _Budget, recall: Any, query: str, project: str | None) -> tuple[list[Any], bool]:
    """Tier 1: strong skill hits go in; returned, with whether the first is fresh enough to stand
    alone. A skill a remote wrote says so, and never stands alone: its confidence is its author's claim."""
    from reflectgit import skills
    from reflectgit.provenance import label

    found = skills.search(recall.index.con, query, project=project, limit=2, project_dir=recall.context.repo)
    strong = [s for s in found if s.score >= skills.min_score()]
    came = [label(_kb_relative(budget.kb_path, s.path), budget.ledger) for s in strong]
    for s, mark in zip(strong, came, strict=True):
        body = s.body if len(s.body) < 2400 else s.body[:2400] + "\n..."
        text = strip_private(f"## Skill: {s.name} (reflectgit){mark}\n{s.description}\n\n{body}").strip()
        budget.add("", [(f"skill:{s.path}", text)])
    return strong, bool(strong) and strong[0].short_circuits and not came[0]


def _kb_relative(kb_path: Path, path: str) -> str:
    """A skill's path inside the KB (how the arrival ledger names it), or the path as it is."""
    try:
        return Path(path).relative_to(kb_path).as_posix()
    except ValueError:
        return path


def session_start(kb_path: Path, cwd: str, session: str, opened: Opened | None = None, recall: bool = True) -> str:
    """Pinned slots, then skills for the project, then a short, ranked set of its lessons
    (:func:`_session_lessons`).

    The KB's warm recall server answers when it runs (``opened`` is what it holds open);
    otherwise this process opens the KB, the index and the model itself."""
    if opened is None:
        from reflectgit import fastpath

        served = fastpath.inject(kb_path, "session_start", cwd=cwd, session=session)
        if served is not None:
            return served
    budget = _Budget(kb_path, session)
    budget.add("## Pinned (reflectgit)", [(f"slot:{name}", _slot_block(name, text, budget.ledger))
                                          for name, text in slots(kb_path)])
    if not recall:  # the index is still being built: the pinned notes need none
        return budget.done()
    kb, ctx, store = opened or _open(kb_path, cwd)
    # a skill answers for the notes it was written from, not for the project's other rules (review:
    # one new skill took every lesson out of SessionStart); only a prompt's own skill stands alone
    skilled, _alone = _skill_tier(budget, store, f"{ctx.project} {ctx.branch.replace('/', ' ')}", ctx.project)
    from reflectgit.skills import sources

    covered = {i for s in skilled for i in sources(s)}
    rows = _session_lessons(kb_path, ctx, store, budget, covered)
    budget.add(f"## Lessons for {ctx.project} ({ctx.branch}) from reflectgit",
               [(r["id"], _start_line(r, budget.ledger)) for r in rows])
    return budget.done()


def _session_lessons(kb_path: Path, ctx: Context, store: Any, budget: _Budget, covered: set[str]) -> list[Any]:
    """The lessons a session starts with, at most ``REFLECTGIT_SESSION_START_MAX_NOTES`` (8), one
    per lesson: the notes MEMORY.md lists as proven (recalled in 3 sessions) first, then this
    branch's, then the project's, then global rules, each group's proven, confident and recent
    first (:func:`reflectgit.provenance.rank`). A note that arrived from elsewhere is never
    proven by a list: it ranks by what it earned here. Review30: 24 of a project's 26 notes went
    in (~470 words), MEMORY.md's three last and two pairs of near-duplicates both; what is left
    out comes with the prompt it fits (a note shown here is not injected again this session).
    A note that says the opposite of one a person stands behind and waits for their decision
    (a pending contradiction, :func:`reflectgit.pending.disputes`) is left out: the person's note
    goes in as usual."""
    from reflectgit import pending
    from reflectgit.recall.types import Options
    from reflectgit.reflection.promote import proven as memory_ids

    most = int(config.bounded("REFLECTGIT_SESSION_START_MAX_NOTES"))
    if most <= 0:
        return []
    proven = memory_ids(kb_path) - set(budget.ledger)
    found = store.session_rules(Options(), ctx.branch, ctx.project, max(SESSION_RULES, most) * 3,
                                arrived=budget.ledger, proven=proven)
    found, store_only = store.vouch(found, keep=provenance.starts_sessions)
    budget.from_store(found, store_only)
    waiting = pending.disputes(kb_path).waiting()  # awaiting a person's decision: its opposite goes in instead
    found = [r for r in found if r["id"] not in waiting]
    ranked = provenance.rank(found, budget.ledger, ctx.branch, ctx.project)
    ranked.sort(key=lambda r: (r["id"] in store_only, r["id"] not in proven))  # what this clone's git holds first
    # the same set when the session starts again (resume, compact): its lines were shown, nothing
    # new goes in (not the next eight)
    return _distinct_rules([r for r in ranked if r["id"] not in covered], most, _rule_vectors)


def _distinct_rules(rows: list[Any], most: int | None = None,
                    vectors_of: Callable[[list[str]], Any] | None = None) -> list[Any]:
    """One line per lesson, the strongest first, at most ``most``: the same rule in the same
    words (a commit's trailer, the session that made the commit, a note added by hand; review15:
    six of a session's eleven lines repeated another), or the same rule in other words (review30:
    "Never call http.get without a timeout" beside "Always set timeout= on every requests call"):
    notes sharing a fifth of their words (``SAME_WORDS``, title and rule) whose rules meet at a
    cosine of ``SAME_RULE`` or more (``vectors_of``: unit vectors of texts, or None), is shown once;
    two rules that say the opposite, or one negated about other scopes (:func:`reflectgit.capture.revise.opposed`), never are.
    Only the rules of such pairs are embedded: when no two lessons share that many words, no
    model is loaded."""
    from reflectgit.query_text import jaccard, stems_of

    kept: list[Any] = []
    said: list[tuple[frozenset[str], frozenset[str], str]] = []
    vectors: dict[str, Any] = {}

    def vector(text: str) -> Any:
        if text not in vectors:
            found = vectors_of([text]) if vectors_of is not None else None
            vectors[text] = found[0] if found is not None else None
        return vectors[text]

    def same(rule: frozenset[str], words: frozenset[str], lesson: str) -> bool:
        for other, others, told in said:
            alike = bool(rule) and jaccard(rule, other) >= 0.9
            if not alike and jaccard(words, others) >= SAME_WORDS:
                mine, theirs = vector(lesson), vector(told)
                alike = mine is not None and theirs is not None and float(mine @ theirs) >= SAME_RULE
            # two rules saying the opposite share words and meaning but are two lessons: a person who
            # kept both (`pending drop`) sees both, not the newer one alone
            if alike:
                from reflectgit.capture.revise import opposed  # only for a pair alike (~5 ms of regexes)

                if not opposed(lesson, told):
                    return True
        return False

    for r in rows:
        lesson = str(r["rule"] or r["key_insight"] or r["title"] or "")
        rule, words = stems_of(lesson), stems_of(f"{r['title'] or ''} {lesson}")
        if same(rule, words, lesson):
            continue
        said.append((rule, words, lesson))
        kept.append(r)
        if most is not None and len(kept) >= most:
            break
    return kept


#: when two rules say one lesson: the cosine of the rules (MiniLM) and the share of their notes'
#: words (title and rule, Jaccard). Review30's near-duplicates meet at 0.69 / 0.22 (HTTP timeouts)
#: and 0.72 / 0.33 (frozen dataclasses for config), a twin of check10's KB at 0.65 / 0.38 ("pin
#: actions to commit SHAs, not tags" said twice). Rules of one concern with other means stay apart:
#: "always: run migrations before deploy" / "always: tag the release before deploy" at 0.61,
#: "patch time.time with monkeypatch" / "freeze the clock with freezegun" at 0.43, retries /
#: timeouts of HTTP calls at 0.29, "staging migrates itself on deploy" / "migrate dev never goes
#: near staging" at 0.78 but 0.08 of their words. Over check10's KB (400 rules of one project,
#: 80k pairs) the twin is the one pair taken, and it sits on the line (the int8 model's cosine moves
#: by ~0.01 with the batch a text is embedded in). Capture merges twins only from 0.90 (``REFLECTGIT_REVISE_THRESHOLD``):
#: a line left out here stays a note, for the prompt it fits
SAME_RULE = 0.65
SAME_WORDS = 0.2


def _rule_vectors(texts: list[str]) -> Any:
    """Unit vectors of the rules, or None where the hooks recall on words alone (the model not
    prepared): then only the same words make two lines one."""
    from reflectgit.index import embed

    if embed.hook_without_model():
        return None
    return embed.embed(texts)


#: a problem that tells what the agent or the user said, not why the rule holds
_NOT_A_REASON = ("The agent had:", 'The user: "')


def _start_line(note: Any, ledger: dict[str, Any]) -> str:
    """:func:`_line`, then why the rule holds when the note says it (its key insight, else its
    problem) and the line does not say it yet: a session reads these without a prompt to judge
    them against (review30: most lines gave no reason)."""
    note = dict(note)
    line = _line(note, ledger)
    title = " ".join(strip_private(str(note["title"])).split())
    for name in ("key_insight", "problem"):
        why = " ".join(strip_private(str(note.get(name) or "")).split())
        if not why or why.startswith(_NOT_A_REASON) or _restates(why, title) or why in line:
            continue
        if len(why) > REASON_CHARS:
            why = why[:REASON_CHARS].rsplit(" ", 1)[0] + " ..."
        return f"{line} (why: {why})"
    return line


#: the longest reason shown at session start (a session note's problem can be a paragraph)
REASON_CHARS = 200


def query_of(prompt: str) -> str:
    """The part of a prompt used as the query: its first ``REFLECTGIT_PROMPT_MAX_CHARS``
    characters (the question is near the top; a pasted log below it only slows recall)."""
    limit = int(config.bounded("REFLECTGIT_PROMPT_MAX_CHARS"))
    if len(prompt) <= limit:
        return prompt
    cut = prompt[:limit]
    space = cut.rfind(" ", max(0, limit - 200))
    return cut[:space] if space > 0 else cut


def worth_recalling(prompt: str) -> bool:
    """Whether a prompt says enough to recall for ("ok", "thanks!" do not)."""
    prompt = query_of(prompt)
    return len(prompt.strip()) >= 8 and enough_words(prompt)


def for_prompt(kb_path: Path, cwd: str, session: str, prompt: str, opened: Opened | None = None) -> str:
    """A persona answer when the prompt asks one, then skills, then hybrid recall
    (through the warm server when it runs, as for ``session_start``)."""
    if not worth_recalling(prompt):
        return ""  # said before asking the server: both paths answer the same
    prompt = query_of(prompt)
    if opened is None:
        from reflectgit import fastpath

        served = fastpath.inject(kb_path, "prompt", cwd=cwd, session=session, prompt=prompt)
        if served is not None:
            return served
    from reflectgit import pending, persona
    from reflectgit.recall.types import Options

    budget = _Budget(kb_path, session)
    kb, ctx, recall = opened or _open(kb_path, cwd)
    # a lesson that waits for a person's decision against their note is not injected: that note is,
    # judged on its own (the newer opposite neither leads nor sets the gap)
    waiting = pending.disputes(kb_path).waiting()
    where, params = recall.scope(Options())
    known = [f for f in persona.answer(recall.index.con, where, params, prompt) if f["id"] not in waiting]
    budget.add(f"## Known about {ctx.project} (reflectgit)",
               [(f"persona:{f['id']}", f"- {f['fact']}{provenance.label(str(f['id']), budget.ledger)}") for f in known])
    budget.seen |= {f["id"] for f in known}  # answered above: not again among the lessons
    _skilled, alone = _skill_tier(budget, recall, prompt, None)
    if alone:
        return budget.done()
    from reflectgit import api

    most = int(config.bounded("REFLECTGIT_INJECT_MAX_NOTES"))
    # no feedback from the first hits here: a prompt whose hits come from five sessions matched
    # loosely, and feedback only adds their neighbours (one more near-miss injected on check19,
    # nothing gained; benchmarks/RESULTS.md)
    opts = Options(limit=max(5, most), max_tokens=budget.left, session=session or None, log=False, feedback=0)
    result = api.recall(kb, prompt, opts, ctx, local=recall, start_server=False)
    hits = [h.to_dict() for h in result.hits if h.id not in waiting]
    # the index has each hit's fields: no note file is parsed (a shared store's rows are vouched
    # for by this clone's notes, and the rows no note of it holds are labelled and go last)
    vouched, store_only = recall.vouch(recall.rows([str(h["id"]) for h in hits]).values(), keep=_shown)
    budget.from_store(vouched, store_only)
    rows = {str(r["id"]): r for r in vouched}
    hits = [h for h in hits if str(h["id"]) in rows]
    fit_to_prompt(prompt, hits, rows, recall.index.con, waiting)
    meaning_fit(recall, prompt, hits, rows)
    fitting = fitting_notes(prompt, hits, opts)
    fitting.sort(key=lambda i: i in store_only)
    ids = [i for i in fitting if i not in budget.seen][:most]
    budget.add("## Relevant lessons from reflectgit", [(i, _line(dict(rows[i]), budget.ledger)) for i in ids if i in rows])
    # promotion counts what fitted the prompt: the notes injected now, and those it would have
    # injected that the session was already shown (SessionStart's rules), never the search's tail;
    # a gap is a prompt the memory had nothing for at all
    again = [i for i in fitting[:most] if i in budget.seen and i not in budget.keys]
    recall.log(prompt, [i for i in ids if i in budget.keys] + again, result, dataclasses.replace(opts, gap_log=not hits))
    return budget.done()


def set_slot(kb: KB, name: str, text: str) -> str:
    from reflectgit.errors import KBError
    from reflectgit.project import slug

    clean = slug(name).lower()
    if not clean or clean != name.lower():
        raise KBError(f"slot names are letters, digits, '.', '_' and '-' (got {name!r})", field="name")
    rel = f"{SLOTS}/{clean}.md"
    with kb.transaction(f"slot set {clean}", op=f"slot set {clean}") as tx:
        tx.write(rel, (text.strip() + "\n").encode())
    provenance.forget(kb, [rel])  # set here: the user's text now, whoever wrote it before
    return rel


def remove_slot(kb: KB, name: str) -> None:
    from reflectgit.errors import NotFound

    rel = f"{SLOTS}/{name.lower()}.md"
    if not (kb.path / rel).exists():
        raise NotFound(f"no slot {name!r}", field="name")
    with kb.transaction(f"slot rm {name.lower()}", op=f"slot rm {name.lower()}") as tx:
        tx.remove(rel)
