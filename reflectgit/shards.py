"""Branch-aware shards: which branch each project has checked out, and promotion of a merged
branch's notes into the default branch's shard (a branch never merged keeps its own)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from reflectgit.note import now_iso, title_key  # noqa: F401 - title_key: its old home

if TYPE_CHECKING:
    from reflectgit.code_repo import CodeRepo
    from reflectgit.kb import KB
    from reflectgit.note import Note
    from reflectgit.project import Context

ACTIVE = "active.json"


def set_active(kb: KB, project: str, branch: str) -> None:
    from reflectgit.fsutil import atomic_write

    path = kb.derived_dir() / ACTIVE
    try:
        state = json.loads(path.read_text())
    except (OSError, ValueError):
        state = {}
    state[project] = {"branch": branch, "at": now_iso()}
    atomic_write(path, json.dumps(state, indent=1).encode())


def active_shards(kb_path: Path) -> dict[str, dict[str, str]]:
    """The branch each project last checked out (post-checkout), with when."""
    try:
        return json.loads((kb_path / ".reflectgit" / ACTIVE).read_text())
    except (OSError, ValueError):
        return {}


def merged_branches(kb: KB, code: CodeRepo, ctx: Context, squashed: frozenset[str] = frozenset()) -> dict[str, str]:
    """Shards of this project whose branch is merged into the default branch's HEAD.

    A branch counts as merged when a commit recorded on it is reachable from the default
    branch, or is one of the ``squashed`` commits a ``merge --squash`` commit names: a fresh
    branch that has no commit of its own is never "merged" by accident, and a branch deleted
    without being merged keeps its notes in its own shard.
    """
    from reflectgit.commit_log import commit_log
    from reflectgit.layout import LEARNINGS
    from reflectgit.project import slug

    head = code.head()
    default_slug = slug(ctx.default_branch)
    shards: dict[str, str] = {}
    root = kb.path / LEARNINGS / slug(ctx.project)
    for d in sorted(root.iterdir()) if root.is_dir() else []:
        if d.is_dir() and d.name != default_slug:
            shards[d.name] = d.name
    if not shards:
        return {}
    recorded: dict[str, list[str]] = {}
    for rec in commit_log(kb):
        if rec.get("project") == ctx.project and slug(str(rec.get("branch") or "")) in shards:
            recorded.setdefault(slug(rec["branch"]), []).append(rec["sha"])
    merged = {}
    for shard, shas in recorded.items():
        for sha in reversed(shas):  # the newest first: a merged tip proves the branch merged
            if sha in squashed or code.is_ancestor(sha, head):
                merged[shard] = head
                break
    return merged


def squashed_commits(message: str) -> frozenset[str]:
    """The commits a ``git merge --squash`` commit's message lists (git writes "Squashed commit of
    the following:" and a ``commit <sha>`` line for each, unless the user replaced the message)."""
    import re

    if "Squashed commit of the following:" not in message:
        return frozenset()
    return frozenset(re.findall(r"^commit ([0-9a-f]{40})$", message, re.MULTILINE))


def note_commits(note: Note) -> list[str]:
    """The code commits that carry a note's lesson: the one it was captured from (``source.commit``)
    and the others found carrying it since (``source.carried_by``: a cherry-pick or ``git am`` of it
    on the default branch, the ``merge --squash`` commit that brought it there)."""
    src = note.get("source") if isinstance(note.get("source"), dict) else {}
    return [str(s) for s in [src.get("commit"), *(src.get("carried_by") or [])] if s]


def carry(note: Note, sha: str) -> None:
    """Record that the code commit ``sha`` carries the note's lesson too (a revert of it demotes the
    note, a merge of it promotes the note)."""
    if sha in note_commits(note):
        return
    src = dict(note.get("source") or {"kind": "commit"})
    src["carried_by"] = [*(src.get("carried_by") or []), sha]
    note.set("source", src)


def promote_note(note: Note, project: str, shard: str, into: str, by: str) -> None:
    """Fields of a note that moves from branch shard ``shard`` into the default branch ``into``, brought
    there by the code commit ``by`` (a merge, a squash, a cherry-pick)."""
    from reflectgit.project import slug

    branch = str(note.get("branch") or shard)
    note.set("promoted_from", {"branch": branch, "shard": f"{slug(project)}/{shard}", "merge": by})
    links = [str(x) for x in note.get("links") or []]
    back = f"branch:{branch}"
    if back not in links:
        note.set("links", links + [back])
    note.set("branch", into)
    back = note.get("reverted_on")
    if isinstance(back, dict) and back.get("branch") == into:
        # its pick was reverted there, and the branch's own commit comes now: the change is back
        note.set("reverted_on", None)
        note.set("status_reason", f"restored on {into}: {by[:10]} brings {branch}'s own commit, which the revert "
                                  f"{str(back.get('by'))[:10]} of its pick did not take back")
    note.set("updated", now_iso())


def promote_merged(kb: KB, code: CodeRepo, ctx: Context, squashed: frozenset[str] = frozenset()) -> list[str]:
    """Move the notes of merged branches into the default-branch shard, in one KB commit.

    Only the notes whose own commit (or a commit that carries them, see :func:`note_commits`) is
    reachable from the default branch, or is one a ``merge --squash`` commit names, move: a lesson
    whose commit was dropped in a rebase, or left behind on an abandoned detached HEAD, stays
    where it was. A note without a commit (a session's) moves with its merged branch."""
    from reflectgit.layout import shard_path

    merged = merged_branches(kb, code, ctx, squashed)
    if not merged:
        return []
    head = code.head()
    moved: list[str] = []
    landed: dict[tuple[str, str], Note] = {}  # lesson -> the note that holds it on the default branch
    with kb.lock():
        with kb.transaction("", op="promote", actor=f"capture:merge:{head[:12]}") as tx:
            for shard, merge_sha in merged.items():
                folder = kb.path / shard_path(ctx.project, shard)
                for path in sorted(folder.glob("*.md")):
                    note = kb.read(path)
                    commits = note_commits(note)
                    if commits and not any(c in squashed or code.is_ancestor(c, head) for c in commits):
                        continue
                    if squashed & set(commits):
                        carry(note, head)  # the squash commit is the one main holds: its revert demotes
                    twin = _twin_on(kb, note, ctx.project, ctx.default_branch, landed) if note.status == "active" else None
                    if twin is not None:
                        # the same lesson reached main by another road (a cherry-pick to a release
                        # branch merged first): one note, carried by both commits
                        for sha in note_commits(note):
                            carry(twin, sha)
                        twin.set("updated", now_iso())
                        tx.save(twin)
                        kb.purge_in(tx, note, path, f"the same lesson as {twin.id}, already on "
                                    f"{ctx.default_branch} when {shard} was merged", f"capture:merge:{head[:12]}")
                        moved.append(twin.id)
                        continue
                    promote_note(note, ctx.project, shard, ctx.default_branch, merge_sha)
                    tx.remove(kb.relpath(path))
                    tx.save(note)
                    landed[lesson_key(note)] = note
                    moved.append(note.id)
            tx.subject = (f"promote {len(moved)} note(s) of merged branch(es) {', '.join(sorted(merged))} "
                          f"into {ctx.default_branch}")
    if moved:
        from reflectgit.lifecycle_events import emit

        emit(kb.path, "note_promoted", ids=moved, branches=sorted(merged), into=ctx.default_branch)
    return list(dict.fromkeys(moved))


def key_of(title: object, rule: object) -> tuple[str, str]:
    """The lesson key of a title and a rule: see :func:`lesson_key`."""
    return (title_key(title), title_key(rule))


def lesson_key(note: Note) -> tuple[str, str]:
    """What makes two notes the same lesson: the title and the rule, each read by :func:`title_key`
    (a trailer said again with a full stop, in other case or spacing, is the lesson it was)."""
    return key_of(note.title, note.get("rule"))


def _twin_on(kb: KB, note: Note, project: str, branch: str, landed: dict[tuple[str, str], Note]) -> Note | None:
    """An active note of ``branch``'s shard that says the same lesson as ``note``: one that landed
    there in this promotion (``landed``), or one already there."""
    from reflectgit.index.lookup import Origin, find
    from reflectgit.layout import shard_path

    key = lesson_key(note)
    if key in landed:
        return landed[key]
    folder = shard_path(project, branch) + "/"
    for other in find(kb, Origin(titles=(note.title,))):  # any title of the same key
        if (other.path is not None and kb.relpath(other.path).startswith(folder) and other.id != note.id
                and other.status == "active" and other.get("project") == project and lesson_key(other) == key):
            landed[key] = other
            return other
    return None


def retire_abandoned(kb: KB, code: CodeRepo, ctx: Context) -> list[str]:
    """A branch just created under the name of one deleted unmerged (``checkout -b feat/x`` where
    an old ``feat/x`` was abandoned): the old one's notes would open every session of the new,
    unrelated work (review15). Archive each note of the shard whose commits — its own, or the ones
    its session made on that branch — exist and none is reachable from the new branch; a note
    without such a commit is kept (nothing tells which work it came from)."""
    from reflectgit.commit_log import commit_log
    from reflectgit.layout import shard_path

    if not _just_created(code, ctx.branch):
        return []  # an existing branch checked out again (after a reset, say): its notes are its own
    folder = kb.path / shard_path(ctx.project, ctx.branch)
    paths = sorted(folder.glob("*.md")) if folder.is_dir() else []
    if not paths:
        return []
    made: dict[str, list[str]] = {}  # session -> commits it made on this branch
    for rec in commit_log(kb):
        if rec.get("project") == ctx.project and rec.get("branch") == ctx.branch and rec.get("session"):
            made.setdefault(str(rec["session"]), []).append(str(rec["sha"]))
    tips = code.ref_tips()
    head = code.head()
    stale = []
    for path in paths:
        note = kb.read(path)
        src = note.get("source") if isinstance(note.get("source"), dict) else {}
        anchors = note_commits(note) or made.get(str(src.get("session") or ""), [])
        # a commit this clone lacks (a teammate's), or one a branch, tag or remote still holds, is
        # not abandoned work (review16): only commits here and on no ref any more count
        if (note.status == "active" and anchors and all(code.has(sha) for sha in anchors)
                and not any(code.is_ancestor(sha, tip) for sha in anchors for tip in [head, *tips])):
            stale.append(note)
    if not stale:
        return []
    with kb.lock(), kb.transaction("", op="retire", actor=f"capture:checkout:{head[:12]}") as tx:
        for note in stale:
            note.set("status", "archived")
            note.set("status_reason", f"from an earlier {ctx.branch} deleted unmerged: none of its commits is on "
                                      "the branch of that name created now")
            note.set("updated", now_iso())
            tx.save(note)
        tx.subject = f"archive {len(stale)} note(s) of an abandoned {ctx.branch}, whose name was reused"
    return [n.id for n in stale]


def follow_renames(kb: KB, code: CodeRepo, ctx: Context) -> list[str]:
    """Move the notes of the shards of the names the checked-out branch had before a rename into its
    own shard (they were recalled under the old name only), with a commit-log record that the tip
    it had then is this branch's (so a merge of it still promotes them)."""
    from reflectgit.commit_log import append_log
    from reflectgit.layout import shard_path
    from reflectgit.machine import name as machine_name
    from reflectgit.project import DETACHED_BRANCH, renamed_from, slug

    if ctx.branch in (ctx.default_branch, DETACHED_BRANCH):
        return []
    olds = [(old, sha) for old, sha in renamed_from(code.dirs, ctx.branch) if slug(old) != slug(ctx.branch)]
    found = [(old, sha, path) for old, sha in olds
             for path in sorted((kb.path / shard_path(ctx.project, old)).glob("*.md"))]
    if not found:
        return []
    moved: list[str] = []
    append_log(kb, [{"sha": sha, "renamed_from": old, "project": ctx.project, "branch": ctx.branch,
                     "machine": machine_name(kb.path)} for old, sha in olds])
    with kb.lock(), kb.transaction("", op="rename", actor=f"capture:rename:{code.head()[:12]}") as tx:
        for old, _sha, path in found:
            note = kb.read(path)
            if str(note.get("branch") or "") not in (old, slug(old)):
                continue  # a note someone filed there by hand under another branch: not this one's
            note.set("branch", ctx.branch)
            links = [str(x) for x in note.get("links") or []]
            if f"branch:{old}" not in links:
                note.set("links", links + [f"branch:{old}"])
            note.set("updated", now_iso())
            tx.save(note)
            moved.append(note.id)
        tx.subject = (f"follow {len(moved)} note(s) of {', '.join(o for o, _ in olds)} to {ctx.branch}, "
                      "its name since git branch -m")
    return moved


def _just_created(code: CodeRepo, branch: str) -> bool:
    """The branch was created by this checkout: its reflog holds the one entry git writes then
    ("branch: Created from ...")."""
    log = code.dirs.commondir / "logs" / "refs" / "heads" / branch  # branch reflogs: the common dir
    try:
        lines = log.read_text(errors="replace").splitlines()
    except OSError:
        return False
    return len(lines) == 1 and "\tbranch: Created from" in lines[0]
