"""What git events do to the memory: capture, revert demotion, shards, promotion.

Each handler takes one queued hook event (see ``reflectgit.queue``) and turns it into KB
commits whose actor names the code commit that caused them, so ``reflectgit history`` explains
every change. Handlers read the code repository with dulwich and never write to it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflectgit.code_repo import CodeRepo, message
from reflectgit.commit_log import (  # noqa: F401 - their old home
    COMMITS,
    append_log,
    commit_log,
    session_of,
    sessions_of,
)
from reflectgit.index.lookup import Origin, find
from reflectgit.kb import KB
from reflectgit.machine import name as machine_name
from reflectgit.note import Note, now_iso
from reflectgit.privacy import strip_private
from reflectgit.shards import (  # noqa: F401 - active_shards: its old home
    active_shards,
    carry,
    follow_renames,
    note_commits,
    promote_merged,
    promote_note,
    retire_abandoned,
    set_active,
    squashed_commits,
)

REVERT_CONFIDENCE_FACTOR = 0.5
_STANDARD_REVERT = re.compile(r"This reverts commit ([0-9a-f]{7,40})", re.I)
_HAND_REVERT = re.compile(r"\brevert(?:s|ed|ing)?\b|\broll(?:s|ed)? back\b|\bback(?:s|ed)? out\b", re.I)
_HEX = re.compile(r"(?<![0-9a-zA-Z])([0-9a-f]{7,40})(?![0-9a-zA-Z])")


@dataclass
class Event:
    """One hook invocation, as queued by ``reflectgit hook run``."""

    hook: str
    args: list[str] = field(default_factory=list)
    cwd: str = "."
    branch: str = ""
    head: str = ""
    time_ns: int = 0
    session: str | None = None
    input: str = ""
    git_dir: str = ""  # GIT_DIR as git gave it to the hook, absolute ("" when unset): see project.hook_repo

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Event:
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})


@dataclass
class Outcome:
    hook: str
    commit: str | None = None
    captured: list[str] = field(default_factory=list)
    rejected: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    llm: str | None = None
    demoted: list[str] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)
    promoted: list[str] = field(default_factory=list)
    retargeted: list[str] = field(default_factory=list)
    reworded: list[str] = field(default_factory=list)  # notes that took an amended commit's new wording
    shard: str | None = None
    logs: list[dict[str, Any]] = field(default_factory=list)  # commit-log records to append

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v not in (None, [], "") and k != "logs"}


def handle(kb: KB, event: Event) -> Outcome:
    handler = {"post-commit": on_commit, "post-checkout": on_checkout, "post-merge": on_merge,
               "post-rewrite": on_rewrite, "agent-capture": on_agent_capture}.get(event.hook)
    if handler is None:
        return Outcome(event.hook)
    return handler(kb, event)


def _context(event: Event) -> Any:
    from reflectgit.project import detect

    return detect(Path(event.cwd), branch=event.branch or None, git_dir=event.git_dir or None)


# -- post-commit: record, capture, revert ----------------------------------------------------

def on_commit(kb: KB, event: Event) -> Outcome:
    from reflectgit.capture.commit import lessons

    code = CodeRepo(event.cwd, event.git_dir)
    sha = event.head or code.head()
    commit = code.commit(sha)
    ctx = _context(event)
    msg = strip_private(message(commit))  # the LLM, the heuristic writer and the commit log see no span
    out = Outcome("post-commit", commit=sha, shard=f"{ctx.project}/{ctx.branch}")
    log = {"sha": sha, "project": ctx.project, "branch": ctx.branch, "subject": msg.splitlines()[0] if msg else "",
           "message": msg[:2000],
               "files": code.files(commit), "session": event.session, "time": commit.commit_time,
               "parents": [p.decode() for p in commit.parents], "machine": machine_name(kb.path)}
    reverted = reverted_commits(code, commit, sha)
    if reverted:
        log["reverts"] = reverted
    append_log(kb, [log])  # rides along with the revert or capture commit below, if there is one
    out.retargeted = follow_renames(kb, code, ctx)  # `git branch -m` runs no hook: its notes follow now
    on_default = ctx.branch == ctx.default_branch
    if reverted:
        # a revert made off the default branch leaves the default branch's commits alone (`git revert -m 1`
        # of a `merge main` into a feature branch takes back main's work there, not main's lessons)
        keep = code.branch_tip(ctx.default_branch) if ctx.branch != ctx.default_branch else None
        _apply_reverts(kb, code, sha, msg, reverted, out, keep)
    found = [] if reverted else lessons(msg)
    if not reverted and not any(lesson.origin == "trailer" for lesson in found):
        found = _llm_lessons(kb, msg, log["files"], found, out)
    with kb.transaction("", op="capture", actor=f"capture:commit:{sha[:12]}") as tx:
        moved: list[Note] = []
        notes = _sort_lessons(kb, code, sha, ctx, found, log["files"], event.session, kb.taken_ids(), out,
                              moved=moved)
        for note in [*moved, *notes]:
            tx.save(note)
        brought = f", bring {len(out.promoted)} from other branches" if out.promoted else ""
        tx.subject = f"capture {len(notes)} lesson(s){brought} from commit {sha[:10]}: {log['subject']}"[:200]
    out.captured = [n.id for n in notes]
    if notes:
        from reflectgit.lifecycle_events import emit

        emit(kb.path, "note_captured", ids=out.captured, commit=sha, project=ctx.project, branch=ctx.branch)
    squashed = squashed_commits(msg)
    if on_default and (squashed or len(commit.parents) > 1):
        # `merge --squash` makes no merge, and a merge that stopped on a conflict is concluded by
        # `git commit` (or `merge --continue`): neither runs post-merge
        out.promoted += promote_merged(kb, code, ctx, squashed)
    return out


def _sort_lessons(kb: KB, code: CodeRepo, sha: str, ctx: Any, found: list[Any], files: list[str],
                  session: str | None, taken: Any, out: Outcome,
                  seen: Callable[[Note], bool] | None = None, moved: list[Note] | None = None) -> list[Note]:
    """The notes ``found`` makes, not yet saved; the lessons this branch already recalls go to
    ``out.duplicates`` (the same title and rule: an amend, a rebase; or an exact twin of an
    active note, :mod:`reflectgit.twins`, as `add` asks), those citing only unknown commits to
    ``out.rejected``. ``seen(note)``: a twin among notes not written yet (a dry run's). A lesson
    only another branch holds, committed on the default branch (a cherry-pick, `git am`), brings
    that branch's note along (``out.promoted``; the note, changed, into ``moved`` — a dry run
    passes none and changes nothing)."""
    from reflectgit import twins
    from reflectgit.capture.commit import verify

    exists = lambda ref: code.resolve(ref) is not None  # noqa: E731
    here, elsewhere = _known_lessons(kb, ctx, [lesson.title for lesson in found])
    on_default = ctx.branch == ctx.default_branch
    notes: list[Note] = []
    for lesson in found:
        key = (_lower_first(lesson.title), lesson.fields.get("rule"))
        if key in here:
            out.duplicates.append(lesson.title)  # an amend, a rebase: "correct once"
            continue
        if key in elsewhere and on_default:
            # a cherry-pick (or `git am`) of a branch's lesson onto the default branch: its note
            # comes along, carried by this commit too (one note, recalled here, demoted by a revert)
            known, shard = elsewhere[key]
            if moved is not None:
                carry(known, sha)
                promote_note(known, ctx.project, shard, ctx.default_branch, sha)
                moved.append(known)
            out.promoted.append(known.id)
            continue
        if not verify(lesson, exists, own_sha=sha):
            out.rejected.append(lesson.title)
            continue
        fields = dict(lesson.fields)
        fields["title"] = lesson.title
        fields["source"] = {"kind": "commit", "commit": sha, "repo": ctx.remote or str(ctx.repo or ""),
                            "origin": lesson.origin, **({"session": session} if session else {})}
        fields["entities"] = files[:20]
        if lesson.unverified:
            fields["unverified_refs"] = lesson.unverified
        note = kb.build_note(fields, lesson.body, context=ctx, taken=taken)
        if twins.find(kb, note, ctx.default_branch) is not None or (seen is not None and seen(note)):
            out.duplicates.append(lesson.title)  # what `add` and the importers ask
            continue
        notes.append(note)
    return notes


def backfill(kb: KB, repo: Path, since: str | None = None, progress: Callable[[int, int], None] | None = None,
             dry_run: bool = False) -> dict[str, Any]:
    """Capture the lessons of past commits (``Learning:``/``Rule:``/``Fix:`` trailers, a fix
    commit that explains its cause, reverts) exactly as the post-commit hook would have: each
    commit of HEAD's history (after ``since`` when given), oldest first, through
    :func:`on_commit`, all in one KB commit. A commit the hook (or an earlier backfill) already
    saw is skipped, so running it twice, or after the hooks, adds nothing.

    ``dry_run``: write nothing (no note, no commit log, no event, no LLM call) and say what a run
    would do (:func:`_preview`): ``would_capture``, ``would_demote``, ``would_restore``."""
    from reflectgit.errors import KBError
    from reflectgit.project import detect

    try:
        code = CodeRepo(str(repo))
    except FileNotFoundError:
        raise KBError("is not inside a git repository", file=repo, field="--repo") from None
    try:
        head = code.head()
    except KeyError:
        raise KBError("has no commit yet", file=repo, field="--repo") from None
    exclude = [_revision(code, since).encode()] if since else []
    from dulwich.walk import ORDER_TOPO

    shas = [e.commit.id.decode() for e in code.repo.get_walker(include=[head.encode()], exclude=exclude,
                                                                 order=ORDER_TOPO)][::-1]
    ctx = detect(Path(repo))
    seen = _seen_commits(kb)
    todo = [sha for sha in shas if sha not in seen]
    report: dict[str, Any] = {"repo": str(code.dirs.worktree), "shard": f"{ctx.project}/{ctx.branch}",
                              "commits": len(shas), "already_seen": len(shas) - len(todo), "captured": [],
                              "duplicates": [], "rejected": [], "demoted": [], "restored": [], "commit": None,
                              "dry_run": dry_run}
    if dry_run:
        return _preview(kb, code, ctx, todo, report, progress)
    with kb.batch("", op="capture", actor="capture:backfill") as batch:
        for i, sha in enumerate(todo, start=1):
            commit = code.commit(sha)
            out = on_commit(kb, Event("post-commit", cwd=str(code.dirs.worktree), branch=ctx.branch, head=sha,
                                      time_ns=commit.commit_time * 1_000_000_000))
            for key in ("captured", "duplicates", "rejected", "demoted", "restored"):
                report[key] += getattr(out, key)
            if progress is not None:
                progress(i, len(todo))
        n = len(report["captured"])
        batch.tx.subject = (f"capture {n} lesson(s) from {len(todo)} past commit(s) of {ctx.project} "
                            f"(backfill{f' since {since}' if since else ''})")[:200]
        batch.tx.body = "\n".join(batch.subjects[:100]) + (f"\n... and {len(batch.subjects) - 100} more"
                                                            if len(batch.subjects) > 100 else "")
    if batch.tx.changes:
        from reflectgit import gitops

        sha = gitops.head_sha(kb.repo)
        report["commit"] = sha.decode() if sha else None
    return report


def _preview(kb: KB, code: CodeRepo, ctx: Any, todo: list[str], report: dict[str, Any],
             progress: Callable[[int, int], None] | None) -> dict[str, Any]:
    """What :func:`backfill` would do with ``todo``, oldest first, reading only: the lessons the
    heuristics find (a configured LLM is not asked: at capture it may rewrite or drop those of
    fix commits without trailers, ``llm`` says so), the duplicates and rejections, and the notes
    a revert would demote or restore, counting the lessons this run would capture before it."""
    from reflectgit import twins
    from reflectgit.capture.commit import lessons
    from reflectgit.llm import LLM

    report.update(would_capture=[], would_demote=[], would_restore=[])
    planned: dict[str, list[str]] = {}  # commit -> titles this run would capture from it
    said: set[Any] = set()  # what those say: twins' keys, (title, rule)
    taken = set(kb.ids())

    def seen(note: Note) -> bool:
        return twins.key(note) in said or (_lower_first(note.title), note.get("rule")) in said

    for i, sha in enumerate(todo, start=1):
        commit = code.commit(sha)
        msg = strip_private(message(commit))
        reverted = reverted_commits(code, commit, sha)
        if reverted:
            for what, _target, note in _reverted_notes(kb, code, reverted):
                report["would_restore" if what == "restore" else "would_demote"].append(
                    {"id": note.id, "title": note.title, "by": sha})
            report["would_demote"] += [{"id": None, "title": title, "by": sha}
                                       for target in reverted for title in planned.get(target, [])]
        else:
            out = Outcome("post-commit")
            notes = _sort_lessons(kb, code, sha, ctx, lessons(msg), code.files(commit), None, taken, out, seen)
            report["duplicates"] += out.duplicates
            report["rejected"] += out.rejected
            for note in notes:
                report["would_capture"].append({"commit": sha, "title": note.title,
                                                **{k: note.get(k) for k in ("rule", "fix", "problem") if note.get(k)}})
                planned.setdefault(sha, []).append(note.title)
                said.update({twins.key(note), (_lower_first(note.title), note.get("rule"))})
        if progress is not None:
            progress(i, len(todo))
    if LLM.from_env(kb.derived_dir()) is not None:
        report["llm"] = ("not asked in a dry run: with it configured, capture sends fix commits without trailers to "
                         "it, which may rewrite or drop their lessons")
    return report


def _seen_commits(kb: KB) -> set[str]:
    """Code commits a hook or a backfill handled: in the commit log, or the source of a note."""
    seen = {str(r.get("sha")) for r in commit_log(kb) if isinstance(r, dict)}
    for note in kb.notes():
        src = note.get("source")
        if isinstance(src, dict) and src.get("commit"):
            seen.update(note_commits(note))  # with the commits that carry it too (a cherry-pick, a squash)
            seen.update(str(s) for s in src.get("rewritten_from") or [])
    return seen


def uncaptured(kb: KB, repo: Path, limit: int = 500) -> int:
    """How many of HEAD's last ``limit`` commits carry a lesson (trailers, an explained fix)
    that no hook or backfill saw: what ``hooks install`` points at ``capture commits`` for."""
    from reflectgit.capture.commit import lessons

    try:
        code = CodeRepo(str(repo))
        walker = code.repo.get_walker(include=[code.head().encode()], max_entries=limit)
        found = [e.commit.id.decode() for e in walker if lessons(strip_private(message(e.commit)))]
    except (FileNotFoundError, KeyError):
        return 0
    if not found:
        return 0
    seen = _seen_commits(kb)
    return sum(1 for sha in found if sha not in seen)


def _revision(code: CodeRepo, rev: str) -> str:
    """The commit a revision names: a sha (or a prefix), a branch, a tag, each with ``~N``/``^``."""
    from dulwich.objectspec import parse_commit

    from reflectgit.errors import KBError

    m = re.fullmatch(r"(.+?)((?:~\d*|\^)*)", rev.strip())
    base, steps = (m.group(1), m.group(2)) if m else (rev, "")
    try:
        commit = parse_commit(code.repo, base)
        for step in re.findall(r"~\d*|\^", steps):
            for _ in range(int(step[1:] or 1) if step.startswith("~") else 1):
                commit = code.repo[commit.parents[0]]
    except (KeyError, IndexError, ValueError):
        raise KBError(f"names no commit of {code.dirs.worktree} (give a sha, a branch or a tag, "
                      "with ~N if you like)", file=rev, field="--since") from None
    return commit.id.decode()


def _llm_lessons(kb: KB, msg: str, files: list[str], found: list[Any], out: Outcome) -> list[Any]:
    """Let a configured LLM rewrite a heuristic lesson (or find one in a fix commit); on any
    LLM trouble (none configured, budget spent, breaker open, bad output) keep the heuristics."""
    from reflectgit.capture.commit import looks_like_fix, refine
    from reflectgit.llm import LLM, LLMUnavailable

    llm = LLM.from_env(kb.derived_dir())
    if llm is None or not (found or looks_like_fix(msg)):
        return found  # explicit trailers and non-fix commits never cost a call
    try:
        return refine(llm, msg, files)
    except LLMUnavailable as exc:
        out.llm = f"heuristics kept: {exc}"
        return found


def _lower_first(title: str) -> str:
    return title[:1].lower() + title[1:]


Lesson = tuple[str, Any]  # (title with its first letter in lower case, rule)


def _known_lessons(kb: KB, ctx: Any, titles: list[str]) -> tuple[set[Lesson], dict[Lesson, tuple[Note, str]]]:
    """The project's active notes that carry one of these titles (or the title an earlier version
    wrote for the same trailer: its first letter as written, often lower case), as (title, rule):
    those recalled on this branch (its shard, the default branch's), and, with the note and its
    shard, those only another branch recalls. A lesson some unmerged branch holds is no duplicate
    here: the branch that now carries it must recall it too."""
    from reflectgit.project import slug

    if not titles:
        return set(), {}
    titles = list(dict.fromkeys([*titles, *map(_lower_first, titles)]))
    found = _notes_where(kb, lambda n: n.status == "active" and n.get("project") == ctx.project
                         and n.title in titles, Origin(titles=tuple(titles)))
    visible = {slug(ctx.branch), slug(ctx.default_branch)}
    here: set[Lesson] = set()
    elsewhere: dict[Lesson, tuple[Note, str]] = {}
    for n in found:
        shard = n.path.parent.name if n.path is not None else slug(str(n.get("branch") or ""))
        key = (_lower_first(n.title), n.get("rule"))
        if shard in visible:
            here.add(key)
        else:
            elsewhere.setdefault(key, (n, shard))
    return here, elsewhere


def reverted_commits(code: CodeRepo, commit: Any, sha: str) -> list[str]:
    """Commits this one reverts: git's standard message, or a hand-written revert naming them."""
    msg = message(commit)
    named = _STANDARD_REVERT.findall(msg)
    if not named and _HAND_REVERT.search(msg):
        named = _HEX.findall(msg)
    out = []
    for short in named:
        full = code.resolve(short)
        if full and full != sha and full not in out and code.is_ancestor(full, sha):
            out.append(full)
    return out


def _reverted_notes(kb: KB, code: CodeRepo, reverted: list[str],
                    keep: str | None = None) -> Iterator[tuple[str, str, Note]]:
    """What reverting ``reverted`` does: ("restore", target, note) for each note a revert of a
    revert gives back, ("demote", target, note) for each active lesson of a reverted commit (and
    of its agent session)."""
    for target in reverted:
        restores = reverted_commits(code, code.commit(target), target)
        if restores:
            for note in _notes_where(kb, _demoted_by(target), Origin(revert_by=(target,))):
                yield "restore", target, note
            continue
        session = session_of(kb, target)
        covered = brought_by(code, target, keep)  # a merge's revert: the commits it brought in

        def hit(n: Note, covered: tuple[str, ...] = covered, session: str | None = session) -> bool:
            src = n.get("source") if isinstance(n.get("source"), dict) else {}
            from_commit = any(c.startswith(t) or t.startswith(c) for c in note_commits(n) for t in covered)
            from_session = bool(session) and src.get("session") == session
            return (from_commit or from_session) and n.status == "active"

        for note in _notes_where(kb, hit, Origin(commits=covered, sessions=(session,) if session else ())):
            yield "demote", target, note


def _apply_reverts(kb: KB, code: CodeRepo, sha: str, msg: str, reverted: list[str], out: Outcome,
                   keep: str | None = None) -> None:
    """Demote the lessons of each reverted commit (and of its agent session); a revert of a
    revert restores what the first revert demoted."""
    subject = msg.splitlines()[0] if msg else sha[:10]
    with kb.transaction("", op="revert", actor=f"capture:commit:{sha[:12]}") as tx:
        for what, target, note in _reverted_notes(kb, code, reverted, keep):
            if what == "restore":
                before = (note.get("revert") or {}).get("confidence")
                note.set("status", "active")
                note.set("status_reason", f"restored: the revert {target[:10]} was itself reverted by "
                                          f"{sha[:10]} ({subject})")
                note.set("confidence", before)
                note.set("revert", None)
                note.set("updated", now_iso())
                tx.save(note)
                out.restored.append(note.id)
                continue
            old = note.confidence
            note.set("status", "demoted")
            note.set("status_reason", f"reverted by {sha[:10]} ({subject})")
            note.set("revert", {"by": sha, "reverted": target, "confidence": old})
            note.set("confidence", round((old if old is not None else 0.6) * REVERT_CONFIDENCE_FACTOR, 3))
            note.set("updated", now_iso())
            tx.save(note)
            out.demoted.append(note.id)
        n = len(out.demoted) + len(out.restored)
        tx.subject = (f"revert {sha[:10]}: demote {len(out.demoted)}, restore {len(out.restored)} note(s)"
                      if n else "")
    from reflectgit.lifecycle_events import emit

    if out.demoted:
        emit(kb.path, "note_demoted", ids=out.demoted, revert=sha, reverted=reverted)
    if out.restored:
        emit(kb.path, "note_restored", ids=out.restored, revert=sha)


MAX_MERGED = 1000  # commits of one reverted merge whose lessons its revert demotes


def brought_by(code: CodeRepo, sha: str, keep: str | None = None) -> tuple[str, ...]:
    """The commits whose changes ``sha`` carries: itself; for a merge, every commit it brought into
    its first parent (``sha^1..sha``, what ``git revert -m 1`` takes back); for a ``merge --squash``
    commit, the commits its prepared message lists. Commits reachable from ``keep`` (the default
    branch's tip, for a revert made on another branch) are left out of a merge's."""
    commit = code.commit(sha)
    out = [sha]
    if len(commit.parents) > 1:
        exclude = [commit.parents[0], *([keep.encode()] if keep else [])]
        walker = code.repo.get_walker(include=[sha.encode()], exclude=exclude, max_entries=MAX_MERGED)
        out += [e.commit.id.decode() for e in walker if e.commit.id.decode() != sha]
    out += sorted(squashed_commits(message(commit)) - set(out))
    return tuple(out)


def _demoted_by(sha: str) -> Callable[[Note], bool]:
    """Whether a note was demoted by the revert commit ``sha``."""
    return lambda n: (n.get("revert") or {}).get("by") == sha


def _notes_where(kb: KB, pred: Callable[[Note], bool], origin: Origin) -> Iterator[Note]:
    """Notes matching ``pred``, among those the index (or, without one, a scan) says may match ``origin``."""
    return (n for n in find(kb, origin) if pred(n))


_WORDING = ("title", "rule", "fix", "problem", "key_insight", "tags")


def _take_wording(note: Note, newer: Note, old_sha: str, new_sha: str) -> None:
    """The amended commit's wording, on the note captured from the commit it rewrote."""
    for name in _WORDING:
        note.set(name, newer.get(name))
    note.set_body(newer.body)
    src = dict(note.get("source"))
    src["commit"] = new_sha
    src["rewritten_from"] = [*(src.get("rewritten_from") or []), old_sha]
    note.set("source", src)
    note.set("updated", now_iso())


# -- post-checkout / post-merge: shards and promotion -----------------------------------------

def on_checkout(kb: KB, event: Event) -> Outcome:
    ctx = _context(event)
    out = Outcome("post-checkout", shard=f"{ctx.project}/{ctx.branch}")
    if len(event.args) >= 3 and event.args[2] == "1":
        set_active(kb, ctx.project, ctx.branch)
        out.retargeted = follow_renames(kb, CodeRepo(event.cwd, event.git_dir), ctx)
        if ctx.branch == ctx.default_branch:
            out.promoted = promote_merged(kb, CodeRepo(event.cwd, event.git_dir), ctx)
        elif event.args[0] == event.args[1]:  # a branch created where HEAD was (`checkout -b`)
            out.demoted = retire_abandoned(kb, CodeRepo(event.cwd, event.git_dir), ctx)
    return out


def on_merge(kb: KB, event: Event) -> Outcome:
    ctx = _context(event)
    out = Outcome("post-merge", shard=f"{ctx.project}/{ctx.branch}")
    if ctx.branch == ctx.default_branch:
        out.promoted = promote_merged(kb, CodeRepo(event.cwd, event.git_dir), ctx)
    return out


# -- agent sessions ------------------------------------------------------------------------------

def on_agent_capture(kb: KB, event: Event) -> Outcome:
    """A harness hook asked for its transcript to be captured (signals + heuristic writer)."""
    from reflectgit.capture import transcript as tr
    from reflectgit.capture.session import capture
    from reflectgit.project import detect

    out = Outcome("agent-capture")
    path = Path(event.args[0]) if event.args else None
    if path is None or not path.is_file():
        return out
    from reflectgit.capture import sweep

    stamp = sweep.stamp(path)
    t = tr.read(path)  # the format whose sniffer claims it
    where = Path(t.cwd or event.cwd)
    context = detect(where if where.is_dir() else Path("."))
    result = capture(kb, t, context, session=event.session or t.session)
    sweep.mark_captured(kb.path, event.session or t.session or "", path, stamp)
    out.captured = result.captured
    if "reflect" in event.args[1:]:  # the session ended: micro-reflection (when an LLM is configured)
        from reflectgit.capture.micro import reflect

        micro = reflect(kb, t, context, session=event.session or t.session)
        out.captured += micro.saved
        if micro.reason:
            out.llm = micro.reason
    return out


# -- post-rewrite: amended and rebased commits -------------------------------------------------

def on_rewrite(kb: KB, event: Event) -> Outcome:
    """Notes captured from a commit follow it through ``commit --amend`` and rebase."""
    out = Outcome("post-rewrite")
    pairs = {}
    for line in event.input.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] != parts[1]:
            # `commit --amend --no-edit` within the clock's second makes the very same commit: git
            # still reports it rewritten, onto itself. Read as a rewording, the note was taken as
            # its own newer copy and tombstoned: the lesson was lost
            pairs[parts[0]] = parts[1]
    if not pairs:
        return out
    with kb.transaction("", op="retarget", actor="capture:rewrite") as tx:
        def commit_of(n: Note) -> Any:
            src = n.get("source") if isinstance(n.get("source"), dict) else {}
            return src.get("commit")

        found = list(_notes_where(kb, lambda n: commit_of(n) in pairs or commit_of(n) in pairs.values(),
                                  Origin(commits=(*pairs, *pairs.values()))))
        fresh: dict[str, list[Note]] = {}  # the rewritten commit's own lessons, captured by post-commit
        for note in found:
            if commit_of(note) in pairs.values() and note.status == "active":
                fresh.setdefault(commit_of(note), []).append(note)
        for note in found:
            if commit_of(note) not in pairs:
                continue
            if fresh.get(pairs[commit_of(note)]) and note.status == "active":
                # reworded in `commit --amend`: the note keeps its id and takes the new wording (its
                # history keeps the old one); the copy post-commit just made goes, tombstoned
                old_sha = commit_of(note)
                newer = fresh[pairs[old_sha]].pop(0)
                _take_wording(note, newer, old_sha, pairs[old_sha])
                tx.save(note)
                kb.purge_in(tx, newer, newer.path or kb.path, f"the reworded lesson of {pairs[old_sha][:10]} "
                                                   f"updated {note.id} instead", "capture:rewrite")
                out.reworded.append(note.id)
                continue
            src = dict(note.get("source"))
            old = src["commit"]
            src["commit"] = pairs[old]
            src.setdefault("rewritten_from", [])
            src["rewritten_from"] = [*src["rewritten_from"], old]
            note.set("source", src)
            note.set("updated", now_iso())
            tx.save(note)
            out.retargeted.append(note.id)
        said = ([f"follow {len(out.retargeted)} note(s) to rewritten commits"] if out.retargeted else []) + (
            [f"reword {len(out.reworded)} note(s) after their trailer changed"] if out.reworded else [])
        tx.subject = (", ".join(said) or "rewritten commits: no note to follow") + \
            f" ({event.args[0] if event.args else 'rewrite'})"
    sessions = sessions_of(kb, set(pairs))
    ctx = _context(event)  # the branch the rewritten commits are on now: a merge of it promotes them
    out.logs = [{"sha": new, "rewritten_from": old, "session": sessions.get(old), "project": ctx.project,
                 "branch": ctx.branch, "machine": machine_name(kb.path)} for old, new in pairs.items()]
    return out
