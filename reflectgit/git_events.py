"""What git events do to the memory: capture, revert demotion, shards, promotion.

Each handler takes one queued hook event (see ``reflectgit.queue``) and turns it into KB
commits whose actor names the code commit that caused them, so ``reflectgit history`` explains
every change. Handlers read the code repository with dulwich and never write to it.
"""

from __future__ import annotations

import itertools
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
    records_for,
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
    key_of,
    lesson_key,
    note_commits,
    promote_merged,
    promote_note,
    retire_abandoned,
    set_active,
    squashed_commits,
    title_key,
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
    rebasing: bool = False  # a rebase was running when git fired the hook (the shim looked)

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
    sent_back: list[str] = field(default_factory=list)  # reverted picks' notes, back to the branch they came from
    promoted: list[str] = field(default_factory=list)
    retargeted: list[str] = field(default_factory=list)
    reworded: list[str] = field(default_factory=list)  # notes that took an amended commit's new wording
    shard: str | None = None
    settled: list[str] = field(default_factory=list)  # commits a rebase held that no post-rewrite settled
    reset: list[str] = field(default_factory=list)  # notes back on the commit a `git reset` returned to
    reset_error: str | None = None  # following a reset failed (the event itself was handled)
    logs: list[dict[str, Any]] = field(default_factory=list)  # commit-log records to append

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v not in (None, [], "") and k != "logs"}


def handle(kb: KB, event: Event) -> Outcome:
    # post-applypatch: the commit `git am` made for a patch (git runs no post-commit there); in a
    # `rebase --apply`, one of the rebase's picks, held for its post-rewrite as post-commit's are
    handler = {"post-commit": on_commit, "post-applypatch": on_commit, "post-checkout": on_checkout,
               "post-merge": on_merge, "post-rewrite": on_rewrite, "agent-capture": on_agent_capture}.get(event.hook)
    if handler is None:
        return Outcome(event.hook)
    # a `git reset` since the last event (git runs no hook for it) is followed first: the commit this
    # event made (or the branch it checks out) meets the notes where the reset left the branch
    git_event = event.hook in GIT_HOOKS and not event.rebasing
    before = _follow_resets(kb, event) if git_event else None
    settled = (_settle_stale_held(kb, event) if event.hook in ("post-commit", "post-applypatch", "post-checkout")
               else None)
    out = handler(kb, event)
    out.hook = event.hook
    if settled is not None:
        out.settled = settled.settled
        out.captured = [*settled.captured, *out.captured]
        out.demoted = [*settled.demoted, *out.demoted]
        out.restored = [*settled.restored, *out.restored]
    # and after a rewrite drained late, once the reset had undone it: the notes it just moved go back
    after = _follow_resets(kb, event, out.logs) if git_event and event.hook == "post-rewrite" else None
    for back in (before, after):
        if back is not None:
            out.reset += back.reset
            out.reworded += back.reworded
            out.demoted += back.demoted
            out.logs += back.logs
            out.reset_error = out.reset_error or back.reset_error
    return out


def _follow_resets(kb: KB, event: Event, recorded: list[dict[str, Any]] | None = None) -> Outcome | None:
    """:func:`follow_resets`, never failing the event it rides along with (what failed is said in the
    outcome, which the drain logs)."""
    try:
        return follow_resets(kb, event, recorded)
    except Exception as exc:  # noqa: BLE001 - the event itself must still be handled
        out = Outcome(event.hook)
        out.reset_error = f"{type(exc).__name__}: {exc}"
        return out


GIT_HOOKS = ("post-commit", "post-applypatch", "post-checkout", "post-merge", "post-rewrite")


def _context(event: Event) -> Any:
    from reflectgit.project import detect

    return detect(Path(event.cwd), branch=event.branch or None, git_dir=event.git_dir or None)


# -- post-commit: record, capture, revert ----------------------------------------------------

def on_commit(kb: KB, event: Event, *, logged: bool = False, follow_lost: bool = True,
              rewritten_from: list[str] | None = None) -> Outcome:
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
    if event.rebasing:
        # made while a rebase runs (a pick, a reword, a squash, a commit in an `edit` stop): not the
        # commit's last word. The rebase's post-rewrite captures it (on_rewrite), `rebase --abort`
        # throws it away; captured now, an aborted reword left its copy active next to the original
        log["rebasing"] = True
        append_log(kb, [log])
        _hold(kb, code, {"commit": sha, "event": {**event.__dict__, "head": sha, "rebasing": False}})
        return out
    reverted = reverted_commits(code, commit, sha)
    if reverted:
        log["reverts"] = reverted
    if not logged:
        append_log(kb, [log])  # rides along with the revert or capture commit below, if there is one
    out.retargeted = follow_renames(kb, code, ctx)  # `git branch -m` runs no hook: its notes follow now
    on_default = ctx.branch == ctx.default_branch
    if reverted:
        _apply_reverts(kb, code, sha, msg, reverted, out, _revert_keep(code, ctx), ctx.branch)
    found = [] if reverted else lessons(msg)
    if not reverted and not any(lesson.origin == "trailer" for lesson in found):
        found = _llm_lessons(kb, msg, log["files"], found, out)
    with kb.transaction("", op="capture", actor=f"capture:commit:{sha[:12]}") as tx:
        moved: list[Note] = []
        notes = _sort_lessons(kb, code, sha, ctx, found, log["files"], event.session, kb.taken_ids(), out,
                              moved=moved, rewritten_from=rewritten_from)
        for note in [*moved, *notes]:
            tx.save(note)
        brought = f", bring {len(out.promoted)} from other branches" if out.promoted else ""
        tx.subject = f"capture {len(notes)} lesson(s){brought} from commit {sha[:10]}: {log['subject']}"[:200]
    out.captured = [n.id for n in notes]
    if out.duplicates and follow_lost:
        out.retargeted += _follow_orphans(kb, code, ctx.project, sha, out.duplicates)
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
                  seen: Callable[[Note], bool] | None = None, moved: list[Note] | None = None,
                  rewritten_from: list[str] | None = None) -> list[Note]:
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
        key = key_of(lesson.title, lesson.fields.get("rule"))
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
                            "origin": lesson.origin, **({"session": session} if session else {}),
                            **({"rewritten_from": rewritten_from} if rewritten_from else {})}
        fields["entities"] = files[:20]
        if lesson.unverified:
            fields["unverified_refs"] = lesson.unverified
        note = kb.build_note(fields, lesson.body, context=ctx, taken=taken)
        if twins.find(kb, note, ctx.default_branch) is not None or (seen is not None and seen(note)):
            out.duplicates.append(lesson.title)  # what `add` and the importers ask
            continue
        notes.append(note)
    return notes


def _follow_orphans(kb: KB, code: CodeRepo, project: str, sha: str, titles: list[str]) -> list[str]:
    """A commit says again a lesson whose note sits on a commit no branch, tag or remote branch
    reaches any more (`reset --hard HEAD~1` and the commit made again, `reset --soft HEAD~2` and
    one commit for both): the note follows this commit, as after an amend. Without it the note
    stayed on the lost commit, and a revert of the new one demoted nothing."""
    wanted = {title_key(t) for t in titles}
    candidates = [n for n in _notes_where(
        kb, lambda n: n.status == "active" and n.get("project") == project and title_key(n.title) in wanted,
        Origin(titles=tuple(dict.fromkeys(titles))))
        if isinstance(n.get("source"), dict) and n.get("source").get("kind") == "commit"]
    lost = []
    tips = None
    for note in candidates:
        old = str(note.get("source").get("commit") or "")
        if not old or old == sha or not code.has(old):
            continue  # a teammate's commit this clone never fetched is not lost
        if tips is None:
            tips = code.ref_tips()
        if not any(code.is_ancestor(old, tip) for tip in tips):
            lost.append(note)
    if not lost:
        return []
    with kb.transaction("", op="retarget", actor=f"capture:commit:{sha[:12]}") as tx:
        for note in lost:
            _move_to(note, sha)
            note.set("updated", now_iso())
            tx.save(note)
        tx.subject = f"follow {len(lost)} note(s) from commits no branch has to {sha[:10]}, which says them again"
    return [n.id for n in lost]


def backfill(kb: KB, repo: Path, since: str | None = None, progress: Callable[[int, int], None] | None = None,
             dry_run: bool = False) -> dict[str, Any]:
    """Capture the lessons of past commits (``Learning:``/``Rule:``/``Fix:`` trailers, a fix
    commit that explains its cause, reverts) exactly as the post-commit hook would have: each
    commit of HEAD's history (after ``since`` when given), oldest first, through
    :func:`on_commit`, all in one KB commit. A commit the hook (or an earlier backfill) already
    saw is skipped, so running it twice, or after the hooks, adds nothing.

    ``dry_run``: write nothing (no note, no commit log, no event, no LLM call) and say what a run
    would do (:func:`_preview`): ``would_capture``, ``would_demote``, ``would_restore``,
    ``would_send_back`` (a reverted pick's note, to the branch it was picked from)."""
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
                              "duplicates": [], "rejected": [], "demoted": [], "restored": [], "sent_back": [],
                              "reset": [], "commit": None,
                              "dry_run": dry_run}
    # notes a `git reset` left on commits it took back from (an amend or a rebase undone), wherever
    # in the reflog the reset is: they go back to the commits the branch has again, first
    here = Event("post-commit", cwd=str(code.dirs.worktree), branch=ctx.branch)
    on_commits = {str(_commit_of(n)) for n in kb.notes() if _live(n) and n.get("project") == ctx.project
                  and isinstance(n.get("source"), dict) and _commit_of(n)}
    on_commits = _lost(code, on_commits, LOST_WALK) if on_commits else set()  # one walk for every note
    if dry_run:
        notes = list(_notes_where(kb, lambda n: _commit_of(n) in on_commits and _live(n),
                                  Origin(commits=tuple(sorted(on_commits))))) if on_commits else []
        targets = reset_targets(kb, code, notes, ctx.branch, limit=LOST_WALK) if notes else {}
        report["would_follow_reset"] = [{"id": n.id, "title": n.title, "from": _commit_of(n),
                                         "to": targets[_commit_of(n)][0]} for n in notes if _commit_of(n) in targets]
        return _preview(kb, code, ctx, todo, report, progress)
    with kb.batch("", op="capture", actor="capture:backfill") as batch:
        back = undo_rewrites(kb, code, here, on_commits, limit=LOST_WALK) if on_commits else None
        if back is not None:
            report["reset"] = back.reset
            append_log(kb, back.logs)
        for i, sha in enumerate(todo, start=1):
            commit = code.commit(sha)
            out = on_commit(kb, Event("post-commit", cwd=str(code.dirs.worktree), branch=ctx.branch, head=sha,
                                      time_ns=commit.commit_time * 1_000_000_000))
            for key in ("captured", "duplicates", "rejected", "demoted", "restored", "sent_back"):
                report[key] += getattr(out, key)
            if progress is not None:
                progress(i, len(todo))
        n = len(report["captured"])
        back_said = f", {len(report['reset'])} note(s) back where a `git reset` took their commits" if report["reset"] else ""
        batch.tx.subject = (f"capture {n} lesson(s) from {len(todo)} past commit(s) of {ctx.project} "
                            f"(backfill{f' since {since}' if since else ''}){back_said}")[:200]
        batch.tx.body = "\n".join(batch.subjects[:100]) + (f"\n... and {len(batch.subjects) - 100} more"
                                                            if len(batch.subjects) > 100 else "")
    if batch.tx.changes:
        from reflectgit import gitops

        sha = gitops.head_sha(kb.repo)
        report["commit"] = sha.decode() if sha else None
    return report


_WOULD = {"demote": "would_demote", "restore": "would_restore", "unpick": "would_send_back"}


def _preview(kb: KB, code: CodeRepo, ctx: Any, todo: list[str], report: dict[str, Any],
             progress: Callable[[int, int], None] | None) -> dict[str, Any]:
    """What :func:`backfill` would do with ``todo``, oldest first, reading only: the lessons the
    heuristics find (a configured LLM is not asked: at capture it may rewrite or drop those of
    fix commits without trailers, ``llm`` says so), the duplicates and rejections, and the notes
    a revert would demote or restore. The decisions are :func:`on_commit`'s own (the same
    ``reverted_commits``, ``_revert_keep``, ``_revert_changes`` and ``_sort_lessons``), taken on the
    notes as the commits before would leave them (``overlay``, in memory: captured, moved, demoted,
    restored), so a revert of a revert, or of a merge, says what the run does."""
    from reflectgit import twins
    from reflectgit.capture.commit import lessons
    from reflectgit.llm import LLM

    report.update(would_capture=[], would_demote=[], would_restore=[], would_send_back=[])
    overlay: dict[str, Note] = {}  # note id -> the note as this run would leave it, nothing saved
    planned: set[str] = set()  # ids of the notes this run would capture (minted here, not the run's)
    said: set[Any] = set()  # what those say: twins' keys, (title, rule)
    taken = set(kb.ids())

    def seen(note: Note) -> bool:
        return twins.key(note) in said or lesson_key(note) in said

    for i, sha in enumerate(todo, start=1):
        commit = code.commit(sha)
        msg = strip_private(message(commit))
        reverted = reverted_commits(code, commit, sha)
        if reverted:
            for what, _target, note in _revert_changes(kb, code, sha, msg, reverted, _revert_keep(code, ctx), overlay,
                                                       ctx.branch):
                overlay[note.id] = note
                report[_WOULD[what]].append({"id": None if note.id in planned else note.id, "title": note.title,
                                             "by": sha, **({"branch": note.get("branch")} if what == "unpick" else {})})
        else:
            out = Outcome("post-commit")
            moved: list[Note] = []
            notes = _sort_lessons(kb, code, sha, ctx, lessons(msg), code.files(commit), None, taken, out, seen,
                                  moved=moved)
            report["duplicates"] += out.duplicates
            report["rejected"] += out.rejected
            for note in [*moved, *notes]:
                overlay[note.id] = note
            for note in notes:
                report["would_capture"].append({"commit": sha, "title": note.title,
                                                **{k: note.get(k) for k in ("rule", "fix", "problem") if note.get(k)}})
                planned.add(note.id)
                said.update({twins.key(note), lesson_key(note)})
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


Lesson = tuple[str, str]  # a lesson key: the title and the rule as note.title_key reads them


def _known_lessons(kb: KB, ctx: Any, titles: list[str]) -> tuple[set[Lesson], dict[Lesson, tuple[Note, str]]]:
    """The project's active notes that carry one of these titles (letter case, spacing and final
    punctuation aside: :func:`reflectgit.note.title_key`), by their lesson keys:
    those recalled on this branch (its shard, the default branch's), and, with the note and its
    shard, those only another branch recalls. A lesson some unmerged branch holds is no duplicate
    here: the branch that now carries it must recall it too."""
    from reflectgit.project import slug

    if not titles:
        return set(), {}
    wanted = {title_key(t) for t in titles}
    found = _notes_where(kb, lambda n: n.status == "active" and n.get("project") == ctx.project
                         and title_key(n.title) in wanted, Origin(titles=tuple(dict.fromkeys(titles))))
    visible = {slug(ctx.branch), slug(ctx.default_branch)}
    here: set[Lesson] = set()
    elsewhere: dict[Lesson, tuple[Note, str]] = {}
    for n in found:
        shard = n.path.parent.name if n.path is not None else slug(str(n.get("branch") or ""))
        key = lesson_key(n)
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


def _revert_keep(code: CodeRepo, ctx: Any) -> str | None:
    """What a revert made on ``ctx``'s branch leaves alone (see :func:`brought_by`): nothing on the
    default branch; on another, the default branch's commits (`git revert -m 1` of a `merge main`
    into a feature branch takes back main's work there, not main's lessons)."""
    return None if ctx.branch == ctx.default_branch else code.branch_tip(ctx.default_branch)


def _reverted_notes(kb: KB, code: CodeRepo, reverted: list[str], keep: str | None = None,
                    overlay: dict[str, Note] | None = None) -> Iterator[tuple[str, str, Note]]:
    """What reverting ``reverted`` does: ("restore", target, note) for each note a revert of a
    revert gives back, ("demote", target, note) for each active lesson of a reverted commit (and
    of its agent session). ``overlay``: notes as a dry run left them (see :func:`_notes_where`)."""
    for target in reverted:
        restores = reverted_commits(code, code.commit(target), target)
        if restores:
            for note in _notes_where(kb, _demoted_by(target), Origin(revert_by=(target,)), overlay):
                yield "restore", target, note
            for note in _unpicked_by(kb, code, target, restores, overlay):  # the pick's note went back to its branch
                yield "restore", target, note
            continue
        session = session_of(kb, target)
        covered = brought_by(code, target, keep)  # a merge's revert: the commits it brought in

        def hit(n: Note, covered: tuple[str, ...] = covered, session: str | None = session) -> bool:
            src = n.get("source") if isinstance(n.get("source"), dict) else {}
            from_commit = any(c.startswith(t) or t.startswith(c) for c in note_commits(n) for t in covered)
            from_session = bool(session) and src.get("session") == session
            # reverted off the default branch, a lesson the default branch carries in another commit (a
            # pick of it there) stays: that branch did not take it back
            kept = keep is not None and any(code.is_ancestor(c, keep) for c in _other_commits(n, covered))
            return (from_commit or from_session) and n.status == "active" and not kept

        for note in _notes_where(kb, hit, Origin(commits=covered, sessions=(session,) if session else ()), overlay):
            yield "demote", target, note


def _other_commits(note: Note, covered: tuple[str, ...]) -> list[str]:
    """The commits that carry the note's lesson besides those a revert takes back (``covered``)."""
    return [c for c in note_commits(note) if not any(c.startswith(t) or t.startswith(c) for t in covered)]


def _branch_keeping(code: CodeRepo, note: Note, covered: tuple[str, ...], here: str) -> str | None:
    """A branch that still has, in a commit of its own, the lesson a revert at ``here`` takes back:
    the source branch of a commit cherry-picked where the revert is (the one it was promoted from
    first). None when no other branch keeps it (the branch deleted, or merged where the revert is)."""
    others = [c for c in _other_commits(note, covered) if code.has(c) and not code.is_ancestor(c, here)]
    if not others:
        return None
    promoted = note.get("promoted_from") if isinstance(note.get("promoted_from"), dict) else {}
    heads = {name[len(b"refs/heads/"):].decode(): sha.decode() for name, sha in code.repo.get_refs().items()
             if name.startswith(b"refs/heads/")}
    for branch in sorted(heads, key=lambda b: b != promoted.get("branch")):
        if any(code.is_ancestor(c, heads[branch]) for c in others):
            return branch
    return None


def _unpicked_by(kb: KB, code: CodeRepo, revert: str, picks: list[str],
                 overlay: dict[str, Note] | None = None) -> Iterator[Note]:
    """The notes the revert ``revert`` of ``picks`` sent back to the branch they were picked from."""
    from reflectgit.capture.commit import lessons

    titles = [lesson.title for pick in picks for lesson in lessons(strip_private(message(code.commit(pick))))]
    if not titles:
        return iter(())
    titles = list(dict.fromkeys(titles))
    return _notes_where(kb, lambda n: n.status == "active" and isinstance(n.get("reverted_on"), dict)
                        and n.get("reverted_on").get("by") == revert, Origin(titles=tuple(titles)), overlay)


def _apply_reverts(kb: KB, code: CodeRepo, sha: str, msg: str, reverted: list[str], out: Outcome,
                   keep: str | None = None, branch: str = "") -> None:
    """Demote the lessons of each reverted commit (and of its agent session); a revert of a
    revert restores what the first revert demoted; a reverted pick's note goes back to its branch
    (:func:`_revert_changes`)."""
    unpicked = out.sent_back
    with kb.transaction("", op="revert", actor=f"capture:commit:{sha[:12]}") as tx:
        for what, _target, note in _revert_changes(kb, code, sha, msg, reverted, keep, branch=branch):
            tx.save(note)
            (out.restored if what == "restore" else unpicked if what == "unpick" else out.demoted).append(note.id)
        n = len(out.demoted) + len(out.restored) + len(unpicked)
        tx.subject = (f"revert {sha[:10]}: demote {len(out.demoted)}, restore {len(out.restored)} note(s)"
                      + (f", send {len(unpicked)} back to the branch it was picked from" if unpicked else "")
                      if n else "")
    out.retargeted += unpicked  # they changed shard, as a renamed branch's notes do
    from reflectgit.lifecycle_events import emit

    if out.demoted:
        emit(kb.path, "note_demoted", ids=out.demoted, revert=sha, reverted=reverted)
    if out.restored:
        emit(kb.path, "note_restored", ids=out.restored, revert=sha)


def _revert_changes(kb: KB, code: CodeRepo, sha: str, msg: str, reverted: list[str], keep: str | None = None,
                    overlay: dict[str, Note] | None = None, branch: str = "") -> Iterator[tuple[str, str, Note]]:
    """Each note the revert ``sha`` (made on ``branch``) changes (:func:`_reverted_notes`), changed and
    not saved: the hook and a backfill save it, a dry run keeps it in its ``overlay``.

    On the default branch (``keep`` None), a note whose lesson another branch still has in a commit of
    its own (the source of a reverted cherry-pick) is not demoted but goes back to that branch
    ("unpick"): the revert takes the lesson from the default branch only. A revert of the revert brings
    it back; a merge of that branch does too (its commit brings the change back: :func:`promote_note`)."""
    from reflectgit.project import slug

    subject = msg.splitlines()[0] if msg else sha[:10]
    for what, target, note in _reverted_notes(kb, code, reverted, keep, overlay):
        back = note.get("reverted_on") if what == "restore" else None
        if isinstance(back, dict):
            carry(note, str(back.get("reverted")))
            shard = note.path.parent.name if note.path is not None else slug(str(note.get("branch") or ""))
            promote_note(note, str(note.get("project") or ""), shard, str(back.get("branch") or branch), sha)
            note.set("status_reason", f"restored on {back.get('branch')}: the revert {target[:10]} of its pick "
                                      f"was itself reverted by {sha[:10]} ({subject})")
        elif what == "restore":
            before = (note.get("revert") or {}).get("confidence")
            note.set("status", "active")
            note.set("status_reason", f"restored: the revert {target[:10]} was itself reverted by "
                                      f"{sha[:10]} ({subject})")
            note.set("confidence", before)
            note.set("revert", None)
        elif (source_branch := _source_keeping(code, note, target, keep, sha, branch)) is not None:
            what = "unpick"
            covered = brought_by(code, target, keep)
            tip = code.branch_tip(source_branch) or ""
            kept = [c for c in _other_commits(note, covered) if code.is_ancestor(c, tip)]
            src = dict(note.get("source"))
            src["carried_by"] = [c for c in src.get("carried_by") or [] if c in kept]
            if not src["carried_by"]:
                del src["carried_by"]
            note.set("source", src)
            note.set("branch", source_branch)
            note.set("promoted_from", None)
            note.set("reverted_on", {"branch": branch, "by": sha, "reverted": target})
            note.set("status_reason", f"recalled on {source_branch} only: its pick {target[:10]} was reverted on "
                                      f"{branch} by {sha[:10]} ({subject}); {source_branch} still has it in "
                                      f"{kept[0][:10] if kept else 'a commit of its own'}")
        else:
            old = note.confidence
            note.set("status", "demoted")
            note.set("status_reason", f"reverted by {sha[:10]} ({subject})")
            note.set("revert", {"by": sha, "reverted": target, "confidence": old})
            note.set("confidence", round((old if old is not None else 0.6) * REVERT_CONFIDENCE_FACTOR, 3))
        note.set("updated", now_iso())
        yield what, target, note


def _source_keeping(code: CodeRepo, note: Note, target: str, keep: str | None, sha: str, branch: str) -> str | None:
    """The branch a note of the reverted pick ``target`` goes back to (:func:`_branch_keeping`): only
    for a revert on the default branch of a note carried by another commit than those reverted."""
    if keep is not None or not branch:
        return None
    covered = brought_by(code, target, keep)
    if len(_other_commits(note, covered)) == len(note_commits(note)):  # only its session's: not a pick
        return None
    source = _branch_keeping(code, note, covered, sha)
    return source if source != branch else None


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


def _notes_where(kb: KB, pred: Callable[[Note], bool], origin: Origin,
                 overlay: dict[str, Note] | None = None) -> Iterator[Note]:
    """Notes matching ``pred``, among those the index (or, without one, a scan) says may match ``origin``;
    with an ``overlay`` (a dry run's notes, by id, as the run would leave them), its notes instead of theirs."""
    found = (n for n in find(kb, origin) if pred(n) and (overlay is None or n.id not in overlay))
    if not overlay:
        return found
    return itertools.chain(found, (n for n in list(overlay.values()) if pred(n)))


_WORDING = ("title", "rule", "fix", "problem", "key_insight", "tags")


def _reactivate(note: Note, new: str) -> None:
    """A note a retracted trailer demoted is active again once ``new`` carries its lesson."""
    if note.status != "active":
        note.set("status", "active")
        note.set("status_reason", f"restored: {new[:10]} carries its lesson again")


def _move_to(note: Note, new_sha: str) -> None:
    """The note's lesson is now in ``new_sha``: its source names it, the commit it left goes on the
    ``rewritten_from`` list."""
    src = dict(note.get("source"))
    chain = [*(src.get("rewritten_from") or []), src.get("commit")]
    if new_sha in chain:  # back on a commit it was rewritten from: a `git reset` undid the rewrites since
        chain = chain[:chain.index(new_sha)]
    src["rewritten_from"] = chain
    src["commit"] = new_sha
    note.set("source", src)


def _take_wording(note: Note, newer: Note, new_sha: str) -> None:
    """The amended commit's wording, on the note captured from the commit it rewrote."""
    for name in _WORDING:
        note.set(name, newer.get(name))
    note.set_body(newer.body)
    _move_to(note, new_sha)
    note.set("updated", now_iso())


# -- post-checkout / post-merge: shards and promotion -----------------------------------------

def on_checkout(kb: KB, event: Event) -> Outcome:
    ctx = _context(event)
    out = Outcome("post-checkout", shard=f"{ctx.project}/{ctx.branch}")
    if len(event.args) >= 3 and event.args[2] == "1":
        if event.rebasing and event.args[0] != event.args[1]:
            # a rebase's first checkout; when it picks nothing after it (only the tip's commits
            # dropped), git runs no post-rewrite: their lessons are settled here
            code = CodeRepo(event.cwd, event.git_dir)
            if _rebase_ends_at(code, event.branch, event.args[0], event.args[1]):
                _drop_left_behind(kb, code, event.branch, event.args[0], event.args[1], set(), out)
        set_active(kb, ctx.project, ctx.branch)
        out.retargeted = follow_renames(kb, CodeRepo(event.cwd, event.git_dir), ctx)
        if ctx.branch == ctx.default_branch:
            out.promoted = promote_merged(kb, CodeRepo(event.cwd, event.git_dir), ctx)
            out.promoted += promote_rebased(kb, CodeRepo(event.cwd, event.git_dir), ctx)
        elif event.args[0] == event.args[1]:  # a branch created where HEAD was (`checkout -b`)
            out.demoted = retire_abandoned(kb, CodeRepo(event.cwd, event.git_dir), ctx)
    return out


def on_merge(kb: KB, event: Event) -> Outcome:
    ctx = _context(event)
    out = Outcome("post-merge", shard=f"{ctx.project}/{ctx.branch}")
    if ctx.branch == ctx.default_branch:
        code = CodeRepo(event.cwd, event.git_dir)
        out.promoted = promote_merged(kb, code, ctx)
        out.promoted += promote_rebased(kb, code, ctx)
    return out


MAX_PATCHES = 200  # commits of the default branch whose patch is compared with a branch's lesson commit


def promote_rebased(kb: KB, code: CodeRepo, ctx: Any) -> list[str]:
    """Bring to the default branch the notes of branches whose lesson commits it received re-created
    with new shas: a server's "rebase and merge" (GitHub, GitLab), a ``rebase`` then a fast-forward
    elsewhere. A commit of the default branch that carries a branch note's lesson (the same trailer
    text) or the same patch as the note's commit, made since that commit's branch forked, takes the
    note, as a merge would (:func:`promote_note`; ``source.carried_by`` names it, so its revert
    demotes the note). Notes whose commit this clone lacks (a teammate's) stay."""
    from reflectgit.capture.commit import lessons
    from reflectgit.layout import LEARNINGS, shard_path
    from reflectgit.project import slug
    from reflectgit.shards import _twin_on

    root = kb.path / LEARNINGS / slug(ctx.project)
    default = slug(ctx.default_branch)
    head = code.head()
    waiting: dict[str, list[Note]] = {}  # shard -> its active notes whose commits main lacks
    for folder in sorted(root.iterdir()) if root.is_dir() else []:
        if not folder.is_dir() or folder.name == default:
            continue
        for path in sorted(folder.glob("*.md")):
            try:
                note = kb.read(path)
            except Exception:  # noqa: BLE001 - a broken note file is doctor's to report
                continue
            commits = note_commits(note)
            if (note.status == "active" and note.get("project") == ctx.project and commits
                    and all(code.has(c) for c in commits) and not any(code.is_ancestor(c, head) for c in commits)):
                waiting.setdefault(folder.name, []).append(note)
    if not waiting:
        return []
    patches: dict[str, str | None] = {}

    def patch(sha: str) -> str | None:
        if sha not in patches:
            patches[sha] = _patch_id(code, sha)
        return patches[sha]

    found: list[tuple[Note, str, str]] = []  # (note, its shard, the default branch's commit that carries it)
    for shard, notes in waiting.items():
        try:
            walker = code.repo.get_walker(include=[head.encode()], max_entries=MAX_LEFT,
                                          exclude=[c.encode() for n in notes for c in note_commits(n)])
            since = [e.commit for e in walker if len(e.commit.parents) == 1]
        except KeyError:
            continue
        said: dict[str, str] = {}
        for commit in reversed(since):  # the oldest first
            for lesson in lessons(strip_private(message(commit))):
                said.setdefault(title_key(lesson.title), commit.id.decode())
        for note in notes:
            by = said.get(title_key(note.title))
            if by is None:
                own = patch(note_commits(note)[0])
                by = next((c.id.decode() for c in since[:MAX_PATCHES] if own and patch(c.id.decode()) == own), None)
            if by is not None:
                found.append((note, shard, by))
    if not found:
        return []
    moved: list[str] = []
    landed: dict[tuple[str, str], Note] = {}
    with kb.lock(), kb.transaction("", op="promote", actor=f"capture:merge:{head[:12]}") as tx:
        for note, shard, by in found:
            carry(note, by)
            twin = _twin_on(kb, note, ctx.project, ctx.default_branch, landed)
            if twin is not None:  # the default branch says this lesson already: one note, carried by both
                for sha in note_commits(note):
                    carry(twin, sha)
                twin.set("updated", now_iso())
                tx.save(twin)
                kb.purge_in(tx, note, note.path or kb.path / shard_path(ctx.project, shard),
                            f"the same lesson as {twin.id}, already on {ctx.default_branch} when {by[:10]} "
                            f"brought it there", f"capture:merge:{head[:12]}")
                moved.append(twin.id)
                continue
            promote_note(note, ctx.project, shard, ctx.default_branch, by)
            tx.save(note)
            landed[lesson_key(note)] = note
            moved.append(note.id)
        tx.subject = (f"promote {len(found)} note(s) whose commits {ctx.default_branch} received re-created "
                      "(a rebase and merge)")
    from reflectgit.lifecycle_events import emit

    emit(kb.path, "note_promoted", ids=moved, branches=sorted(waiting), into=ctx.default_branch, rebased=True)
    return list(dict.fromkeys(moved))


def _patch_id(code: CodeRepo, sha: str) -> str | None:
    """What a commit changes, as ``git patch-id`` sees it (no line numbers, no blob ids, no white
    space): the same for a commit re-created on another base. None for a merge or an empty commit."""
    import hashlib
    import io

    from dulwich.patch import write_tree_diff

    try:
        commit = code.commit(sha)
        if len(commit.parents) != 1:
            return None
        buf = io.BytesIO()
        write_tree_diff(buf, code.repo.object_store, code.repo[commit.parents[0]].tree, commit.tree)
    except KeyError:
        return None
    kept = [re.sub(rb"\s", b"", line) for line in buf.getvalue().splitlines()
            if not line.startswith((b"index ", b"@@"))]
    return hashlib.sha1(b"\n".join(kept)).hexdigest() if kept else None


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

HELD = "rebase-held.jsonl"  # in the KB's derived folder: what happened while a rebase ran


def _hold(kb: KB, code: CodeRepo, record: dict[str, Any]) -> None:
    """Keep a commit (or an amend) made while a rebase runs for the rebase's post-rewrite."""
    import json

    record = {"repo": str(code.dirs.commondir.resolve()), "gitdir": str(code.dirs.gitdir.resolve()), **record}
    with open(kb.derived_dir() / HELD, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(record) + "\n")


def _take_held(kb: KB, code: CodeRepo, which: Callable[[dict[str, Any]], bool] | None = None) -> list[dict[str, Any]]:
    """This repository's held records (those ``which`` picks), taken out of the file (an aborted
    rebase's go with them)."""
    import json

    path = kb.derived_dir() / HELD
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    repo = str(code.dirs.commondir.resolve())
    mine: list[dict[str, Any]] = []
    others: list[Any] = []
    for line in lines:
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        (mine if isinstance(rec, dict) and rec.get("repo") == repo and (which is None or which(rec))
         else others).append(rec)
    if not mine and which is not None:
        return []  # nothing taken: the file stays as it is
    from reflectgit.fsutil import atomic_write

    atomic_write(path, "".join(json.dumps(r) + "\n" for r in others).encode())
    return mine


def _rebasing(gitdir: Path) -> bool:
    """A rebase runs in the checkout whose git folder is ``gitdir`` (git keeps its state there;
    ``git am`` keeps its own in rebase-apply too, marked by an ``applying`` file)."""
    return (gitdir / "rebase-merge").is_dir() or ((gitdir / "rebase-apply").is_dir()
                                                  and not (gitdir / "rebase-apply" / "applying").exists())


def _settle_stale_held(kb: KB, event: Event) -> Outcome | None:
    """Commits held while a rebase ran (:func:`on_commit`) that no post-rewrite will settle: the
    rebase is over and its post-rewrite did not run (``git rebase --quit``, a rebase finished with
    the hooks off). The next post-commit or post-checkout made with no rebase running in the
    checkout that held them captures each one HEAD, a branch or (post-checkout) the commit just
    left still reaches, as post-commit would have; the others (an aborted rebase's) are dropped.
    Otherwise their lessons were lost, and `capture commits` skipped them as seen."""
    path = kb.derived_dir() / HELD
    if event.rebasing or not path.is_file() or path.stat().st_size == 0:
        return None
    try:
        code = CodeRepo(event.cwd, event.git_dir)
    except FileNotFoundError:
        return None
    common = code.dirs.commondir.resolve()
    every = [common, *(d for d in (common / "worktrees").glob("*") if d.is_dir())]

    def over(rec: dict[str, Any]) -> bool:  # its rebase is over (a record without gitdir: every rebase is)
        gitdirs = [Path(rec["gitdir"])] if isinstance(rec.get("gitdir"), str) else every
        return not any(_rebasing(d) for d in gitdirs)

    held = _take_held(kb, code, over)
    if not held:
        return None
    out = Outcome(event.hook)
    tips = [sha.decode() for sha in code.repo.refs.as_dict(b"refs/heads").values()]  # the branches
    for d in every:  # and each checkout's detached HEAD: one may stand where the rebase stopped
        try:
            line = (d / "HEAD").read_text().strip()
        except OSError:
            continue
        if re.fullmatch(r"[0-9a-f]{40}|[0-9a-f]{64}", line):
            tips.append(line)
    if event.hook == "post-checkout" and event.args:
        tips.append(event.args[0])  # `rebase --quit`, then `git checkout main`: the commit just left
    wanted = {str(r["commit"]) for r in held if r.get("commit") and isinstance(r.get("event"), dict)}
    reach: set[str] = set()
    try:
        for entry in code.repo.get_walker(include=[t.encode() for t in dict.fromkeys(tips) if code.has(t)],
                                          max_entries=5000):
            sha = entry.commit.id.decode()
            if sha in wanted:
                reach.add(sha)
                if reach == wanted:
                    break
    except KeyError:
        pass
    for rec in held:
        if rec.get("commit") not in reach:
            continue  # an aborted rebase's (or an amend's record: its commit has its own)
        try:
            got = on_commit(kb, Event.from_dict(rec["event"]), logged=True)
        except (FileNotFoundError, KeyError):
            continue  # its checkout, or its commit, is gone since
        out.settled.append(str(rec["commit"]))
        out.captured += got.captured
        out.demoted += got.demoted
        out.restored += got.restored
    return out


def _reachable(code: CodeRepo, head: str, limit: int = 2000) -> set[str]:
    """The commits of HEAD's recent history (a rebase's new commits are among its newest)."""
    try:
        return {e.commit.id.decode() for e in code.repo.get_walker(include=[head.encode()], max_entries=limit)}
    except KeyError:
        return set()


def _commit_of(n: Note) -> Any:
    src = n.get("source") if isinstance(n.get("source"), dict) else {}
    return src.get("commit")


_RETRACTED = "retracted: "


def _live(n: Note) -> bool:
    """An active note, or one an amend retracted (another amend may bring its lesson back)."""
    return n.status == "active" or (n.status == "demoted" and str(n.get("status_reason") or "").startswith(_RETRACTED))


def _carries_lesson(msg: str) -> bool:
    from reflectgit.capture.commit import lessons, looks_like_fix

    return bool(lessons(msg)) or looks_like_fix(msg)


def on_rewrite(kb: KB, event: Event) -> Outcome:
    """Notes captured from a commit follow it through ``commit --amend`` and rebase.

    One rewritten commit, one set of lessons: the notes of the commits it replaces (several for a
    squash or a fixup) are matched with the lessons its message carries now. A lesson still there
    keeps its note; a reworded one keeps its note's id and takes the new wording; a new one gets a
    note; a lesson the message no longer carries is retracted (demoted, with the reason), except a
    fixup's, whose message git drops. An amend while a rebase runs waits for the rebase's own
    post-rewrite (an aborted rebase changes nothing)."""
    from reflectgit.capture.commit import lessons

    out = Outcome("post-rewrite")
    kind = event.args[0] if event.args else "rewrite"
    pairs: dict[str, str] = {}
    before: set[str] = set()  # commits that were there before the rewrite (its old side)
    for line in event.input.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            before.add(parts[0])
        if len(parts) >= 2 and parts[0] != parts[1]:
            # `commit --amend --no-edit` within the clock's second makes the very same commit: git
            # still reports it rewritten, onto itself. Read as a rewording, the note was taken as
            # its own newer copy and tombstoned: the lesson was lost
            pairs[parts[0]] = parts[1]
    if not pairs and kind != "rebase":
        return out
    try:
        code = CodeRepo(event.cwd, event.git_dir)
    except FileNotFoundError:
        return out  # the repository is gone since: nothing to read its commits from
    if kind == "amend" and event.rebasing:
        for old, new in pairs.items():  # git's squash and fixup steps amend too: the rebase settles them
            _hold(kb, code, {"amend": [old, new]})
        return out
    held = _take_held(kb, code) if kind == "rebase" else []
    if not pairs and not held:
        return out
    head = event.head or code.head()
    reachable = _reachable(code, head) if held else set()
    if held:
        # an `edit` stop amended a commit and went on committing: git maps the stopped commit to
        # the last of them; the amend said where its lessons went
        amends = {r["amend"][0]: r["amend"][1] for r in held if isinstance(r.get("amend"), list)}
        for old, new in list(pairs.items()):
            end, seen = old, set()
            while end in amends and end not in seen:
                seen.add(end)
                end = amends[end]
            if end != old and end != new and end in reachable:
                pairs[old] = end
        # a pick re-made within the clock's second of its original is the very same commit: its
        # post-commit held it, but it is no new one (read as new, the stopped commit was lost
        # under the commits made after it, and its lesson with it)
        made = {r["commit"] for r in held if isinstance(r.get("commit"), str)} - before
        for old, new in list(pairs.items()):
            stop = _made_before(code, new, made) if new in made else None
            if stop == old:  # an `edit` stop picked as it was and extended: the stopped commit stays as it is
                del pairs[old]
            elif stop is not None and stop in reachable and stop not in pairs.values() \
                    and message(code.commit(stop)) == message(code.commit(old)):
                pairs[old] = stop  # the stopped commit, re-made; the commits after it are new ones
    groups: dict[str, list[str]] = {}
    for old, new in pairs.items():
        groups.setdefault(new, []).append(old)
    msgs: dict[str, str] = {}

    def msg_of(sha: str) -> str:
        if sha not in msgs:
            try:
                msgs[sha] = strip_private(message(code.commit(sha)))
            except KeyError:
                msgs[sha] = ""
        return msgs[sha]

    fresh: dict[str, set[str]] = {}  # new commit -> ids of the notes captured from its message now
    said: dict[str, set[str]] = {}  # new commit -> the lesson titles its message carries (title keys)
    shas = {*pairs, *groups}
    noted = {_commit_of(n) for n in _notes_where(kb, lambda n: _commit_of(n) in shas and _live(n),
                                                 Origin(commits=tuple(shas)))} if kind != "amend" else set()
    for new, olds in groups.items():
        same = msg_of(new) == msg_of(olds[0])
        if kind == "amend" or (same and noted & {new, *olds}):
            if not same:  # post-commit captured the amended commit already
                said[new] = {title_key(lesson.title) for lesson in lessons(msg_of(new))}
            continue  # picked as it was (or a fixup, whose message git drops): the notes follow
        # held at post-commit: captured now, as post-commit would have (a commit of someone else's, or
        # one older than the hooks, has no note yet), and remembering the commits it replaces
        got = on_commit(kb, Event("post-commit", cwd=event.cwd, branch=event.branch, head=new,
                                  time_ns=event.time_ns, session=event.session, git_dir=event.git_dir), logged=True,
                        follow_lost=False, rewritten_from=olds)  # their notes are settled below
        out.captured += got.captured if same else []
        if not same:
            fresh[new] = set(got.captured)
            said[new] = {title_key(t) for t in got.duplicates}
    for rec in held:  # commits made in an `edit` stop, kept by the rebase, in the log no rewrite names
        sha = rec.get("commit")
        if sha and sha in reachable and sha not in groups and sha not in before and isinstance(rec.get("event"), dict):
            got = on_commit(kb, Event.from_dict(rec["event"]), logged=True)
            out.captured += got.captured
    if not pairs:
        if kind == "rebase":
            _drop_left_behind(kb, code, event.branch, _rebase_from(code, event.branch, head), head, set(), out)
        return out
    with kb.transaction("", op="retarget", actor="capture:rewrite") as tx:
        by_commit: dict[str, list[Note]] = {}
        for note in _notes_where(kb, lambda n: _commit_of(n) in shas and _live(n), Origin(commits=tuple(shas))):
            by_commit.setdefault(_commit_of(note), []).append(note)
        ctx = _context(event)
        stay = _kept_elsewhere(code, ctx.branch, {o: by_commit.get(o, []) for o in pairs})
        for old, kept in stay.items():
            by_commit[old] = [n for n in by_commit[old] if n not in kept]
        for new, olds in groups.items():
            on_new = by_commit.get(new, [])
            if kind == "amend":  # what post-commit just captured: active, never rewritten
                captured = {n.id for n in on_new if n.status == "active" and not n.get("source").get("rewritten_from")}
            else:
                captured = fresh.get(new, set())
            if kind == "amend" and new in said:  # a lesson post-commit captured afresh is no note's yet
                said[new] -= {title_key(n.title) for n in on_new if n.id in captured}
            _settle(kb, tx, new, olds, [n for n in on_new if n.id in captured],
                    [*[n for n in on_new if n.id not in captured], *[n for o in olds for n in by_commit.get(o, [])]],
                    said.get(new), msg_of, out)
        copies = sum(_copy_for(kb, tx, ctx, kept, old, pairs[old], said.get(pairs[old]), out)
                     for old, kept in stay.items())
        parts = ([f"follow {len(out.retargeted)} note(s) to rewritten commits"] if out.retargeted else []) + (
            [f"copy {copies} note(s) of commits another branch keeps"] if copies else []) + (
            [f"reword {len(out.reworded)} note(s) after their trailer changed"] if out.reworded else []) + (
            [f"retract {len(out.demoted)} note(s) whose lesson the commit no longer carries"] if out.demoted else [])
        why = "a `git reset` back to the commits they were rewritten from" if kind == "reset" else kind
        tx.subject = (", ".join(parts) or "rewritten commits: no note to follow") + f" ({why})"
    sessions = sessions_of(kb, set(pairs))  # ctx: the branch the rewritten commits are on now (a merge promotes them)
    out.logs = [{"sha": new, "rewritten_from": old, "session": sessions.get(old), "project": ctx.project,
                 "branch": ctx.branch, "machine": machine_name(kb.path)} for old, new in pairs.items()]
    if kind == "rebase":  # the commits it left out: `drop`, a deleted line, a commit already upstream
        _drop_left_behind(kb, code, ctx.branch, _rebase_from(code, ctx.branch, head), head, set(pairs), out)
        if ctx.branch == ctx.default_branch:  # `pull --rebase`: what it brought may carry a branch's lessons
            out.promoted += promote_rebased(kb, code, ctx)
    return out


def _made_before(code: CodeRepo, sha: str, made: set[str]) -> str | None:
    """The first commit before ``sha`` (by first parents) that was not made while the rebase ran
    (``made``): the commit an `edit` stop stopped at, when the commits after it are new ones."""
    seen = 0
    while sha in made and seen < 1000:
        parents = code.commit(sha).parents
        if not parents:
            return None
        sha, seen = parents[0].decode(), seen + 1
    return sha


# -- commits a rebase left behind ----------------------------------------------------------------

MAX_LEFT = 1000  # commits walked on each side of a rebase: the old tip's and the new one's


def _rebase_from(code: CodeRepo, branch: str, head: str) -> str | None:
    """The tip ``branch`` had before the rebase that left it at ``head``: the old value of the
    ``rebase (finish)`` entry of its reflog (``pull --rebase`` writes one too). Read there and not
    in ORIG_HEAD: the drain may run after another command moved that."""
    if not branch or branch == "HEAD":
        return None
    try:
        lines = (code.dirs.commondir / "logs" / "refs" / "heads" / branch).read_text(errors="replace").splitlines()
    except OSError:
        return None
    for line in reversed(lines):
        shas, _, what = line.partition("\t")
        parts = shas.split()
        if len(parts) >= 2 and parts[1] == head and "rebase" in what and "(finish)" in what:
            return parts[0]
    return None


def _rebase_ends_at(code: CodeRepo, branch: str, old: str, new: str) -> bool:
    """Whether the rebase whose first checkout moved ``branch`` from ``old`` to ``new`` ends there,
    picking nothing: the commits it drops are the tip's (git runs no post-rewrite then). While it
    runs, its todo list is empty; once it is over, the branch's reflog says so."""
    state = code.dirs.gitdir / "rebase-merge"
    if state.is_dir():
        try:
            todo = (state / "git-rebase-todo").read_text(errors="replace").splitlines()
        except OSError:
            return False
        return not any(line.strip() and not line.lstrip().startswith("#") for line in todo)
    if (code.dirs.gitdir / "rebase-apply").is_dir():
        return False
    return _rebase_from(code, branch, new) == old


def _other_tips(code: CodeRepo, branch: str) -> list[str]:
    """The commits every ref but ``branch`` points at: other branches, tags, remote branches but
    ``branch``'s own (a force-push replaces that one with what the rebase made)."""
    own = (b"refs/heads/" + branch.encode(), b"/" + branch.encode())
    return [sha.decode() for name, sha in code.repo.get_refs().items()
            if name.startswith((b"refs/heads/", b"refs/tags/", b"refs/remotes/")) and not name.endswith(b"/HEAD")
            and name != own[0] and not (name.startswith(b"refs/remotes/") and name.endswith(own[1])
                                        and name.count(b"/") == 3 + branch.count("/"))]


def _commits_between(code: CodeRepo, include: str, exclude: str) -> list[str]:
    try:
        walker = code.repo.get_walker(include=[include.encode()], exclude=[exclude.encode()], max_entries=MAX_LEFT)
        return [e.commit.id.decode() for e in walker]
    except KeyError:
        return []


def _drop_left_behind(kb: KB, code: CodeRepo, branch: str, old_tip: str | None, head: str, rewritten: set[str],
                      out: Outcome) -> None:
    """Demote, as a revert does, the notes of the commits a rebase of ``branch`` (from ``old_tip`` to
    ``head``) left behind without rewriting them (a ``drop``, a line deleted from the todo list): a
    lesson whose commit is gone must not be recalled. A note stays active when one of its commits is
    still on another branch, a tag or a remote branch, or when a commit of the new history carries
    the same lesson (one git skipped as already upstream, a lesson moved to another commit)."""
    from reflectgit.capture.commit import lessons

    if not old_tip or old_tip == head:
        return
    left = {c for c in _commits_between(code, old_tip, head) if c not in rewritten}
    if not left:
        return
    found = list(_notes_where(kb, lambda n: n.status == "active" and any(c in left for c in note_commits(n)),
                              Origin(commits=tuple(sorted(left)))))
    if not found:
        return
    tips = [head, *_other_tips(code, branch)]
    kept = [n for n in found if any(code.has(c) and code.is_ancestor(c, tip) for c in note_commits(n) for tip in tips)]
    said: dict[str, str] = {}  # lesson title (its key) -> the commit of the new history that carries it
    for sha in reversed(_commits_between(code, head, old_tip)):  # the oldest first
        for lesson in lessons(strip_private(message(code.commit(sha)))):
            said.setdefault(title_key(lesson.title), sha)
    follow = [n for n in found if n not in kept and title_key(n.title) in said]
    dropped = [n for n in found if n not in kept and n not in follow]
    if not follow and not dropped:
        return
    with kb.transaction("", op="drop", actor=f"capture:rewrite:{head[:12]}") as tx:
        for note in follow:  # the note follows the commit that says its lesson now, as after an amend
            _move_to(note, said[title_key(note.title)])
            note.set("updated", now_iso())
            tx.save(note)
            out.retargeted.append(note.id)
        for note in dropped:
            gone = next(c for c in note_commits(note) if c in left)
            subject = (message(code.commit(gone)).splitlines() or [""])[0]
            old = note.confidence
            note.set("status", "demoted")
            note.set("status_reason", f"dropped in a rebase of {branch}: its commit {gone[:10]} ({subject}) is on no "
                                      f"branch any more; `reflectgit set {note.id} status active` brings it back")
            note.set("dropped", {"commit": gone, "rebase": head, "branch": branch, "confidence": old})
            note.set("confidence", round((old if old is not None else 0.6) * REVERT_CONFIDENCE_FACTOR, 3))
            note.set("updated", now_iso())
            tx.save(note)
            out.demoted.append(note.id)
        tx.subject = (f"demote {len(dropped)} note(s) of commits a rebase of {branch} dropped"
                      + (f", follow {len(follow)} to the commits that carry their lessons now" if follow else ""))[:200]
    if not dropped:
        return
    from reflectgit.lifecycle_events import emit

    emit(kb.path, "note_demoted", ids=[n.id for n in dropped], dropped_by_rebase=head, branch=branch)


def _kept_elsewhere(code: CodeRepo, branch: str, notes: dict[str, list[Note]]) -> dict[str, list[Note]]:
    """The notes of rewritten commits that another branch still has and owns (merged into main,
    then amended on the branch): they stay where they are, with that branch's commit."""
    out: dict[str, list[Note]] = {}
    for old, found in notes.items():
        for note in found:
            owner = str(note.get("branch") or "")
            if not owner or owner == branch:
                continue
            try:
                tip = code.repo.refs[b"refs/heads/" + owner.encode()].decode()
            except (KeyError, ValueError):
                continue
            if code.is_ancestor(old, tip):
                out.setdefault(old, []).append(note)
    return out


def _copy_for(kb: KB, tx: Any, ctx: Any, kept: list[Note], old: str, new: str, said: set[str] | None,
              out: Outcome) -> int:
    """The rewritten commit's own notes for the lessons of ``kept`` it still carries (on its branch)."""
    have = {title_key(n.title) for n in _notes_where(kb, lambda n: _commit_of(n) == new and n.status == "active",
                                                         Origin(commits=(new,)))}
    taken = kb.taken_ids()
    before = len(have)
    for note in kept:
        title = title_key(note.title)
        if title in have or (said is not None and title not in said):
            continue  # a note of its own already (its new wording), or a lesson it no longer says
        fields = {name: note.get(name) for name in (*_WORDING, "entities") if note.get(name) is not None}
        src = dict(note.get("source"))
        src.update(commit=new, rewritten_from=[*(src.get("rewritten_from") or []), old], copied_from=note.id)
        fields["source"] = src
        copy = kb.build_note(fields, note.body, context=ctx, taken=taken)
        tx.save(copy)
        have.add(title)
        out.captured.append(copy.id)
    return len(have) - before


def _settle(kb: KB, tx: Any, new: str, olds: list[str], fresh: list[Note], notes: list[Note],
            said: set[str] | None, msg_of: Callable[[str], str], out: Outcome) -> None:
    """Match the notes of the commits ``new`` replaces with the lessons of its message.

    ``fresh``: notes just captured from ``new``'s message (lessons no note had); ``said``: the
    titles of its lessons that notes already had, or None when its message did not change."""
    rest = set(olds[1:])  # squashed or fixed up into olds[0]

    def follow(note: Note, restore: bool = True) -> None:
        old = _commit_of(note)
        restored = restore and note.status != "active"
        if restored:
            _reactivate(note, new)
        if old == new and not restored and restore:
            return
        if old != new:
            _move_to(note, new)
            out.retargeted.append(note.id)
        note.set("updated", now_iso())
        tx.save(note)

    if said is None:
        for note in notes:
            follow(note)
        return
    claimed = [n for n in notes if title_key(n.title) in said]
    unclaimed = [n for n in notes if n not in claimed]
    # `commit --fixup=amend:<sha>` then `rebase --autosquash`: the amend! commit's lesson is the new
    # wording of its target's, which keeps its id
    bang = {o for o in rest if msg_of(o).startswith("amend! ")}
    for note in [n for n in unclaimed if _commit_of(n) not in rest]:
        donor = next((q for q in claimed if _commit_of(q) in bang), None)
        if donor is None:
            break
        _take_wording(note, donor, new)
        _reactivate(note, new)
        tx.save(note)
        kb.purge_in(tx, donor, donor.path or kb.path, f"the lesson of {_commit_of(donor)[:10]} (amend! of "
                    f"{olds[0][:10]}) rewords {note.id}, which keeps it", "capture:rewrite")
        claimed.remove(donor)
        unclaimed.remove(note)
        out.reworded.append(note.id)
    for note in claimed:
        follow(note)
    for note in list(unclaimed):
        if not fresh:
            break
        # reworded: the note keeps its id and takes the new wording (its history keeps the old
        # one); the copy captured from the new message goes, tombstoned
        newer = fresh.pop(0)
        _take_wording(note, newer, new)  # (a note on ``new`` already keeps its rewritten_from as it was)
        _reactivate(note, new)
        tx.save(note)
        kb.purge_in(tx, newer, newer.path or kb.path, f"the reworded lesson of {new[:10]} "
                                                       f"updated {note.id} instead", "capture:rewrite")
        unclaimed.remove(note)
        out.reworded.append(note.id)
    carries = _carries_lesson(msg_of(new))
    for note in unclaimed:
        if _commit_of(note) in rest or carries or note.status != "active":
            # a fixup's lesson (git drops its message), one we cannot tell apart, one retracted already
            follow(note, restore=note.status == "active")
            continue
        subject = (msg_of(new).splitlines() or [""])[0]
        note.set("status", "demoted")
        note.set("status_reason", f"{_RETRACTED}the rewritten commit {new[:10]} ({subject}) no longer carries "
                                  "this lesson; amending it back restores the note")
        follow(note, restore=False)
        out.demoted.append(note.id)


# -- a rewrite undone: `git reset` back to the commit an amend or a rebase rewrote ---------------

RESET_TAIL = 100  # entries of the checkout's HEAD reflog each hook event reads for a `git reset`
RESET_WALK = 5000  # commits walked from the refs to tell whether a commit a reset left is gone
LOST_WALK = 20_000  # the same, for `capture commits` (and `doctor`), which look at every note of the project


def _reflog(path: Path, tail: int | None = None) -> list[tuple[str, str, str]]:
    """(old, new, message) of a reflog's entries, oldest first; the last ``tail`` only (read from the
    file's end: a hook pays for a few lines, not for years of them)."""
    try:
        with open(path, "rb") as fh:
            if tail is not None:
                fh.seek(0, 2)
                fh.seek(max(0, fh.tell() - 300 * tail))
            lines = fh.read().decode("utf-8", "replace").splitlines()
    except OSError:
        return []
    out = []
    for line in lines[-tail:] if tail is not None else lines:
        shas, _, msg = line.partition("\t")
        parts = shas.split()
        if len(parts) >= 2 and all(re.fullmatch(r"[0-9a-f]{40}|[0-9a-f]{64}", p) for p in parts[:2]):
            out.append((parts[0], parts[1], msg))
    return out


def _reset_off(code: CodeRepo, tail: int | None) -> set[str]:
    """The commits the `git reset`s of this checkout's HEAD reflog (its last ``tail`` entries) moved
    away from: each reset's old tip and what it had that the new one lacks."""
    left: set[str] = set()
    for old, new, msg in _reflog(code.dirs.gitdir / "logs" / "HEAD", tail):
        if msg.startswith("reset: ") and old != new and set(old) != {"0"}:
            key = (str(code.dirs.commondir), old, new)
            if key not in _RESET_OFF:  # a drain handles a burst of events: each reset is walked once
                _RESET_OFF[key] = tuple(_commits_between(code, old, new)[:200])
            left.update(_RESET_OFF[key])
    return left


_RESET_OFF: dict[tuple[str, str, str], tuple[str, ...]] = {}


def follow_resets(kb: KB, event: Event, recorded: list[dict[str, Any]] | None = None) -> Outcome | None:
    """A `git reset` (which runs no hook) that took a branch back to the commits an amend or a rebase
    rewrote (``git reset --hard HEAD@{1}`` after ``commit --amend``, ``reset --hard ORIG_HEAD`` after a
    rebase): the next hook event of the checkout reads it in HEAD's reflog, and the notes that followed
    the rewrite follow it back (:func:`undo_rewrites`). ``recorded``: commit-log records the event
    made, not written yet. None when no recent reset left such a note."""
    try:
        code = CodeRepo(event.cwd, event.git_dir)
    except FileNotFoundError:
        return None
    left = _reset_off(code, RESET_TAIL)
    if not left:
        return None
    return undo_rewrites(kb, code, event, left, recorded)


def _lost(code: CodeRepo, commits: set[str], limit: int = RESET_WALK) -> set[str]:
    """Those of ``commits`` that no branch, tag, remote branch or this checkout's HEAD reaches (one
    walk from them all, newest first, stopped once each was met; a commit met nowhere in ``limit``
    commits counts as gone)."""
    left = {c for c in commits if code.has(c)}
    try:
        here = [code.head()]
    except KeyError:
        here = []
    tips = dict.fromkeys([*code.ref_tips(), *here])
    try:
        for n, entry in enumerate(code.repo.get_walker(include=[t.encode() for t in tips if code.has(t)])
                                  if tips else ()):
            left.discard(entry.commit.id.decode())
            if not left or n >= limit:
                break
    except KeyError:
        pass
    return left


def _rewrites_of(kb: KB, shas: set[str], recorded: list[dict[str, Any]] | None = None) -> dict[str, list[str]]:
    """The commits each of ``shas`` was rewritten from, as the hooks recorded the rewrites (the
    commit log's ``rewritten_from``, then ``recorded``), newest record last."""
    out: dict[str, list[str]] = {}
    for rec in [*records_for(kb, shas), *(recorded or [])]:
        if isinstance(rec, dict) and rec.get("sha") in shas and isinstance(rec.get("rewritten_from"), str):
            out.setdefault(rec["sha"], []).append(rec["rewritten_from"])
    return out


def _froms(code: CodeRepo, old: str, logged: dict[str, list[str]], notes: list[Note]) -> list[str]:
    """The commits ``old`` was rewritten from that the repository has, newest rewrite first: the commit
    log's, then the notes' own ``source.rewritten_from``."""
    froms = [*reversed(logged.get(old, [])),
             *(str(c) for n in notes for c in reversed((n.get("source") or {}).get("rewritten_from") or []))]
    return [c for c in dict.fromkeys(froms) if c != old and code.has(c)]


def _unsquash(kb: KB, code: CodeRepo, notes: list[Note], targets: dict[str, tuple[str, str]],
              recorded: list[dict[str, Any]] | None, out: Outcome) -> None:
    """A reset that undoes a squash: the gone commit came from several the branch has again, and
    :func:`on_rewrite` takes it back to one of them (a post-rewrite pair has one new commit). Each note
    whose lesson that one does not say, and another of them says word for word, goes back to that
    other commit first, with its id; the rest follow the rewrite back as before."""
    from reflectgit.capture.commit import lessons

    logged = _rewrites_of(kb, set(targets), recorded)
    said: dict[str, set[str]] = {}

    def says(sha: str) -> set[str]:
        if sha not in said:
            said[sha] = {title_key(lesson.title) for lesson in lessons(strip_private(message(code.commit(sha))))}
        return said[sha]

    moves: list[tuple[Note, str]] = []
    for old, (new, branch) in targets.items():
        mine = [n for n in notes if _commit_of(n) == old]
        tip = code.branch_tip(branch) or ""
        others = [c for c in _froms(code, old, logged, mine)
                  if c != new and tip and (c == tip or code.is_ancestor(c, tip))]
        for note in mine if others else []:
            key = title_key(note.title)
            home = next((c for c in others if key in says(c)), None)
            if key not in says(new) and home is not None:
                moves.append((note, home))
    if not moves:
        return
    with kb.transaction(f"follow {len(moves)} note(s) back to the commits a squash joined (a `git reset`)",
                        op="retarget", actor="capture:rewrite") as tx:
        for note, home in moves:
            _reactivate(note, home)
            _move_to(note, home)
            note.set("updated", now_iso())
            tx.save(note)
            out.retargeted.append(note.id)
            out.reset.append(note.id)


def reset_targets(kb: KB, code: CodeRepo, notes: list[Note], branch: str = "",
                  recorded: list[dict[str, Any]] | None = None, limit: int = RESET_WALK) -> dict[str, tuple[str, str]]:
    """For each commit of ``notes`` that is gone (:func:`_lost`): (the commit it was rewritten from
    that a branch has again, that branch), where there is one. The rewrite is read from the commit
    log (and ``recorded``, records not written yet) and from the notes' own ``source.rewritten_from``,
    the newest first; ``branch`` (the checkout's) is asked first, then each note's own branch."""
    on = {str(_commit_of(n)) for n in notes if _commit_of(n)}
    if not on:
        return {}
    logged = _rewrites_of(kb, on, recorded)
    heads = {name.decode(): sha.decode() for name, sha in code.repo.refs.as_dict(b"refs/heads").items()}
    out: dict[str, tuple[str, str]] = {}
    for old in sorted(on):
        mine = [n for n in notes if _commit_of(n) == old]
        branches = [b for b in dict.fromkeys([branch, *(str(n.get("branch") or "") for n in mine)]) if b in heads]
        for sha in _froms(code, old, logged, mine):
            where = next((b for b in branches if heads[b] == sha or code.is_ancestor(sha, heads[b])), None)
            if where is not None:
                out[old] = (sha, where)
                break
    # only then the walk (a commit dropped for good, `reset --hard HEAD~1`, has no earlier one to go to)
    lost = _lost(code, set(out), limit) if out else set()
    return {old: target for old, target in out.items() if old in lost}


def undo_rewrites(kb: KB, code: CodeRepo, event: Event, commits: set[str],
                  recorded: list[dict[str, Any]] | None = None, limit: int = RESET_WALK) -> Outcome | None:
    """The notes (active, or retracted by an amend) of those of ``commits`` that are gone, whose
    commit was rewritten from one a branch has again: the rewrite is undone, so they go back to that
    commit as the rewrite would have taken them there (:func:`on_rewrite`, the gone commit rewritten
    into the one it came from): a lesson it says keeps its note, a reworded one gives the note the
    wording of the commit it is back on (same id, the copy tombstoned), one it does not say is
    retracted. None when there is no such note."""
    notes = list(_notes_where(kb, lambda n: _commit_of(n) in commits and _live(n), Origin(commits=tuple(sorted(commits)))))
    if not notes:
        return None
    ctx_branch = event.branch or (_context(event).branch if event.cwd else "")
    targets = reset_targets(kb, code, notes, ctx_branch, recorded, limit)
    if not targets:
        return None
    out = Outcome(event.hook)
    _unsquash(kb, code, notes, targets, recorded, out)
    by_branch: dict[str, list[tuple[str, str]]] = {}
    for old, (new, branch) in targets.items():
        by_branch.setdefault(branch, []).append((old, new))
    for branch, pairs in by_branch.items():
        got = on_rewrite(kb, Event("post-rewrite", args=["reset"], cwd=event.cwd, branch=branch,
                                   head=code.branch_tip(branch) or "", time_ns=event.time_ns, session=event.session,
                                   input="".join(f"{old} {new}\n" for old, new in pairs), git_dir=event.git_dir))
        out.reworded += got.reworded
        out.demoted += got.demoted
        out.logs += got.logs
        out.reset += [n.id for n in notes if _commit_of(n) in dict(pairs)]
    return out
