"""``reflectgit sync``: commit, fetch, merge by note, push, reindex.

The whole round runs under the KB writer lock. The merge happens in the object store (the
same merge function git runs as a merge driver); the working tree is only touched once the
merge commit exists, file by file and atomically. If the remote cannot be reached, local
commits stay where they are and the next sync pushes them. A push that loses a race with
another machine fetches and merges again.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reflectgit.errors import KBError, ReflectgitError
from reflectgit.kb import DERIVED, KB, LEARNINGS, TOMBSTONES

BRANCH = b"refs/heads/main"
MAX_ROUNDS = 5


class OfflineError(ReflectgitError):
    """The remote cannot be reached; nothing was lost and sync can simply run again."""

    exit_code = 3


@dataclass
class SyncResult:
    remote: str
    committed: list[str] = field(default_factory=list)  # files committed before syncing
    purged: list[str] = field(default_factory=list)  # invalid notes deleted by hand: deleted with a tombstone
    restored: list[str] = field(default_factory=list)  # valid notes deleted by hand: put back (absence is not deletion)
    fetched: bool = False
    action: str = "up-to-date"  # up-to-date | pushed | fast-forward | merged | first-push
    merge: dict[str, Any] = field(default_factory=dict)
    pushed: bool = False
    rounds: int = 0
    reindexed: dict[str, Any] | None = None
    head: str | None = None
    refused_elsewhere: list[dict[str, str]] = field(default_factory=list)  # on the remote; fix it here

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def remote_url(kb: KB, remote: str | None) -> tuple[str, str]:
    """(name, url) of the remote: a configured name, or a URL or path given directly."""
    from reflectgit import gitops

    name = remote or "origin"
    url = gitops.get_remote(kb.repo, name)
    if url:
        _refuse_checked_out(kb, url)
        return name, url
    if remote and ("/" in remote or ":" in remote or remote.startswith(".")):
        _refuse_missing_folder(kb, remote)
        _refuse_checked_out(kb, remote)
        if not gitops.get_remote(kb.repo, "origin"):
            gitops.set_remote(kb.repo, "origin", remote)  # the first remote given becomes origin
        return remote, remote
    raise KBError(f"no remote {name!r}: add one with `reflectgit init --remote URL` "
                  "or pass a URL or path to `reflectgit sync`", file=kb.path, field="remote")


def _local_path(kb: KB, url: str) -> str | None:
    """The folder ``url`` names when it is a local path or ``file://`` URL (no network), else None."""
    from reflectgit import network

    return network.local_path(url, kb.repo.get_config_stack())


def _refuse_missing_folder(kb: KB, url: str) -> None:
    """A path typed on the command line that names no folder is a typo, not a remote that is away:
    refused before anything is written (origin stays unset, nothing is committed). A path that
    answered before (a drive not mounted) is left to ``fetch``, which calls it offline."""
    path = _local_path(kb, url)
    if path is not None and not os.path.exists(path) and not answered_before(kb, url):
        raise KBError(f"{url}: no such folder; check the address (a path to a git repository, "
                      "or a URL). Nothing was changed", file=kb.path, field="remote")


def _refuse_checked_out(kb: KB, url: str) -> None:
    """Another KB's folder is never a push target (``network.checked_out_folder``): refused
    before anything is written."""
    from reflectgit import network

    if network.checked_out_folder(url, kb.repo.get_config_stack()):
        raise KBError(f"{url} is a checked-out repository (another KB's folder?): a push would change its files "
                      f"under it. To {network.SHARE_THROUGH_BARE}. Nothing was changed", file=kb.path, field="remote")


def _same_address(kb: KB, a: str, b: str) -> bool:
    """Whether two remote addresses name the same repository (one folder spelt two ways counts)."""
    if a.rstrip("/") == b.rstrip("/"):
        return True
    pa, pb = _local_path(kb, a), _local_path(kb, b)
    return pa is not None and pb is not None and os.path.realpath(pa) == os.path.realpath(pb)


def _address_key(url: str) -> str:
    """What the record of answered addresses keeps: a digest, so a token in a URL is not copied."""
    import hashlib

    return hashlib.sha256(url.rstrip("/").encode()).hexdigest()[:32]


def answered_before(kb: KB, url: str) -> bool:
    """Whether ``url`` has answered a fetch on this machine: then a failure now is the network or
    a drive not mounted (offline, exit 3), not a wrong address (exit 2). Origin counts when its
    tracking ref exists (fetched before the record was kept); any other address only when the
    record names it: a ref from another remote says nothing of a typo."""
    if b"refs/remotes/origin/main" in kb.repo.refs and _is_origin(kb, url):
        return True
    record = kb.path / DERIVED / ANSWERED
    try:
        return _address_key(url) in record.read_text().split()
    except OSError:
        return False


def _remember_answered(kb: KB, url: str) -> None:
    record = kb.derived_dir() / ANSWERED
    try:
        known = record.read_text().split()
    except OSError:
        known = []
    key = _address_key(url)
    if key not in known:
        with record.open("a") as fh:
            fh.write(key + "\n")


def sync(kb: KB, remote: str | None = None, reindex: bool = True, actor: str = "sync",
         progress: Callable[[str, int, int], None] | None = None) -> SyncResult:
    """One sync round trip. The network is used outside the KB writer lock (a slow remote never
    blocks hooks or edits); the lock is held only to commit, merge and move HEAD. ``progress``
    follows the merge ("merge") and the reindex of what was pulled (``Index.sync``'s stages)."""
    name, url = remote_url(kb, remote)
    result = SyncResult(remote=url)
    for attempt in range(MAX_ROUNDS):
        result.rounds = attempt + 1
        theirs = fetch(kb, url)
        result.fetched = True
        with kb.lock():
            result.committed += [p for p in _commit_or_stop(kb, actor, result) if p not in result.committed]
            ours = kb.repo.refs[b"HEAD"]
            if theirs is not None and theirs != ours:
                integrate(kb, ours, theirs, result, source=url, progress=progress)
                result.merge = keep_untombstoned(kb, ours, result.merge)
                superseded = settle_rewritten(kb, ours, actor)
                if superseded:
                    result.merge = {**result.merge, "superseded": superseded}
            head = kb.repo.refs[b"HEAD"]
        if theirs == head:
            break
        try:
            _refuse_unsendable(kb, theirs, head, url)
        except ReflectgitError as exc:
            result.head = head.decode()
            exc.partial = result  # type: ignore[attr-defined] # what was merged: the CLI reports it first
            raise
        if push(kb, url, theirs, head):  # pushes a commit, whatever HEAD does meanwhile
            result.pushed = True
            if result.action == "up-to-date":
                result.action = "first-push" if theirs is None else "pushed"
            break
    else:
        raise KBError(f"{url} kept changing while we pushed ({MAX_ROUNDS} rounds); "
                      "run `reflectgit sync` again", file=kb.path, field="remote")
    result.head = kb.repo.refs[b"HEAD"].decode()
    if result.action == "up-to-date" and not result.pushed and theirs is not None:
        from reflectgit.sent_check import refused_elsewhere

        result.refused_elsewhere = refused_elsewhere(kb, theirs)  # a plain `git push` went around the gate
    from reflectgit import team

    if reindex and (result.action in ("fast-forward", "merged") or team.configured()):
        result.reindexed = _reindex(kb, progress)  # team mode: what was only pushed is published too
    return result


def _commit_or_stop(kb: KB, actor: str, result: SyncResult | None = None) -> list[str]:
    """:func:`commit_pending`; a hand edit it refuses stops the sync before anything is merged or
    pushed, and the message says so and how to go on (review: it said only what was wrong)."""
    from reflectgit import gitops

    try:
        return commit_pending(kb, actor, result)
    except ReflectgitError as exc:
        head = gitops.head_sha(kb.repo)
        known = exc.file and head is not None and gitops.read_blob(kb.repo, head, exc.file) is not None
        undo = f" (`git -C {kb.path} checkout -- {exc.file}`)" if known else ""
        exc.message = (f"{exc.message.rstrip('.')}. Sync stopped: nothing was merged or pushed; fix the file or "
                       f"undo the edit{undo}, then run `reflectgit sync` again")
        raise


def commit_pending(kb: KB, actor: str, result: SyncResult | None = None) -> list[str]:
    """Commit hand edits (a file's content, or its mode made regular again) and per-machine
    counters so they travel. A valid note deleted by hand is restored from HEAD (absence is
    not deletion: `reflectgit forget --purge` deletes); an invalid one (which no machine would
    accept) is deleted, with the tombstone `forget --purge` writes: removing it is a fix. Both
    are named in ``result`` (``restored``, ``purged``) when it is given."""
    from reflectgit import counters, gitops
    from reflectgit.fsutil import make_plain
    from reflectgit.gate import REGULAR, is_note_path, note_problem, worktree_file

    pending = kb.uncommitted()
    changes: dict[str, bytes] = {}
    head = gitops.head_sha(kb.repo)
    settled: dict[str, bytes | None] = {}  # index entries put back to HEAD's: nothing to commit there
    dropped: dict[str, str] = {}  # invalid notes deleted by hand -> what was wrong with them
    for rel in pending:
        full = kb.path / rel
        old = gitops.read_blob(kb.repo, head, rel) if head is not None else None
        if os.path.lexists(full):
            # never share a broken note, a link or a file outside the layout; nothing changed yet
            data = worktree_file(kb.path, rel)
            if data == old and gitops.file_mode(kb.repo, head, rel) == REGULAR:
                make_plain(full)  # a `chmod +x` by hand: KB files are plain files (every machine refuses the bit)
                settled[rel] = old  # only git's index differed (`git rm --cached`, `git add` then undone)
            else:
                changes[rel] = data  # committed as a regular file: a `chmod -x` is committed too
        elif old is not None and is_note_path(rel) and (wrong := note_problem(old, rel)) is not None:
            shared = _shared_note(kb, rel)
            if shared is None:
                dropped[rel] = f"field '{wrong.field}': {wrong.message}" if wrong.field else wrong.message
            else:  # broken here by a commit made with git, valid on the remote: that version comes back
                from reflectgit.fsutil import atomic_write

                atomic_write(full, shared)
                changes[rel] = shared
                if result is not None and rel not in result.restored:
                    result.restored.append(rel)
        elif old is not None:
            from reflectgit.fsutil import atomic_write

            atomic_write(full, old)  # restored: use `reflectgit forget --purge` to delete
            settled[rel] = old
            if result is not None and is_note_path(rel) and rel not in result.restored:
                result.restored.append(rel)
        else:
            settled[rel] = None  # staged, then removed by hand, never committed: nothing to share
    if settled:
        gitops.refresh_index(kb.repo, settled)
    if dropped:
        _commit_dropped(kb, head, dropped)
        if result is not None:
            from pathlib import PurePosixPath

            result.purged += [i for i in sorted(PurePosixPath(r).stem for r in dropped) if i not in result.purged]
    counted, top = counters.pending(kb)
    changes.update(counted)
    if not changes:
        waiting = sorted({r["path"] for r in kb.deferred()})
        return waiting if kb.flush_deferred() else []  # bookkeeping logs travel too
    with kb.transaction(f"sync: commit {len(changes)} pending change(s)", op="commit-pending", actor=actor) as tx:
        for rel, data in changes.items():
            tx.write(rel, data)
    if counted:
        counters.mark_flushed(kb, top)
    return sorted(changes)


def _shared_note(kb: KB, rel: str) -> bytes | None:
    """The valid note the remote held at ``rel`` when last fetched, or None: a hand deletion of a
    note broken here never deletes, for every machine, a note the others hold intact."""
    from reflectgit import gitops
    from reflectgit.gate import note_problem

    ref = b"refs/remotes/origin/main"
    tracking = kb.repo.refs[ref] if ref in kb.repo.refs else None
    data = gitops.read_blob(kb.repo, tracking, rel) if tracking is not None else None
    return data if data is not None and note_problem(data, rel) is None else None


def _commit_dropped(kb: KB, head: bytes | None, dropped: dict[str, str]) -> None:
    """Commit the hand deletion of notes no machine would accept, each with its tombstone (as
    `forget --purge` writes it), so the deletion travels and the file does not come back."""
    from pathlib import PurePosixPath

    from reflectgit import gitops
    from reflectgit.kb import loose_title

    ids = sorted(PurePosixPath(rel).stem for rel in dropped)
    with kb.transaction(f"purge {', '.join(ids)}: invalid note(s) deleted by hand", op="purge " + " ".join(ids),
                        actor="user") as tx:
        for rel, why in sorted(dropped.items()):
            data = gitops.read_blob(kb.repo, head, rel) if head is not None else None
            kb.tombstone_in(tx, rel, PurePosixPath(rel).stem, loose_title(data or b""),
                            f"deleted by hand: it was invalid ({why})", None)


def fetch(kb: KB, url: str) -> bytes | None:
    """Fetch the remote's main branch into the object store; its sha, or None when empty."""
    from dulwich.errors import NotGitRepository

    try:
        client, path = _client(kb, url)
        fetched = client.fetch(path, kb.repo, progress=None)
    except NotGitRepository as exc:
        # origin's address is set with `init --remote`; one typed for this sync is only retyped (setting
        # it with `init --remote` would repoint origin, which never named it)
        fix = ("set it with `reflectgit init --remote URL`" if _is_origin(kb, url)
               else "check the address you typed")
        if answered_before(kb, url):  # a drive not mounted, a blip
            raise OfflineError(f"cannot fetch from {url}: {_why(exc)}. Nothing was lost: local commits stay "
                               f"and the next `{_again(kb, url)}` pushes them (if the address changed, {fix})",
                               file=kb.path, field="remote") from None
        # never answered: a typo in a path, a 404 — waiting for the network will not fix it
        raise KBError(f"{url} is not a git repository (no such folder, or the server has no repository "
                      f"there); {'check the address and ' + fix if _is_origin(kb, url) else fix}. Nothing "
                      "was changed", file=kb.path, field="remote") from None
    except Exception as exc:  # noqa: BLE001 - transports raise many kinds; all mean "offline"
        if not answered_before(kb, url) and not _is_origin(kb, url):
            # typed for this one sync and never reached: the next plain sync would not retry it
            raise KBError(f"cannot fetch from {url}: {_why(exc)}; it never answered here: check the address "
                          "(and the network). Nothing was changed", file=kb.path, field="remote") from None
        raise OfflineError(f"cannot fetch from {url}: {_why(exc)}. Nothing was lost: local "
                           f"commits stay and the next `{_again(kb, url)}` pushes them",
                           file=kb.path, field="remote") from None
    _remember_answered(kb, url)
    refs = fetched.refs or {}
    theirs = refs.get(BRANCH)
    if theirs is None:
        head_target = (fetched.symrefs or {}).get(b"HEAD")
        theirs = refs.get(head_target) if head_target else None
    if _is_origin(kb, url):  # what `status` says of origin; another address given once says nothing of it
        if theirs is not None:
            kb.repo.refs[b"refs/remotes/origin/main"] = theirs
        from reflectgit.remote_state import LAST_FETCH

        (kb.derived_dir() / LAST_FETCH).touch()  # the ref file is not rewritten when nothing changed
    return theirs


#: digests of the addresses that answered a fetch here (see :func:`answered_before`)
ANSWERED = "answered-remotes"


def _is_origin(kb: KB, url: str) -> bool:
    from reflectgit import gitops

    origin = gitops.get_remote(kb.repo, "origin")
    return origin is not None and _same_address(kb, url, origin)


def _again(kb: KB, url: str) -> str:
    """The command that retries: plain sync for origin, else sync with the address given."""
    return "reflectgit sync" if _is_origin(kb, url) else f"reflectgit sync {url}"


#: files besides notes whose text reaches agents word for word (pinned slots, skills) or the KB's
#: own behaviour (attributes, ignores, MEMORY.md): what a remote changed there is named in the sync report
_SAID_TO_AGENTS = ("memory/slots/", "skills/", "MEMORY.md", ".gitattributes", ".gitignore", "memory/meta/kb.yaml")


def _name_injected(kb: KB, ours: bytes, new: bytes, result: SyncResult) -> None:
    """Name in the report what the remote changed that agents read as it is, and every new note
    that sessions will start with; record in the arrival ledger what came from the remote, so
    injection marks it and ranks it by what it earns here (:mod:`reflectgit.provenance`)."""
    from reflectgit import provenance
    from reflectgit.tree_diff import changes

    repo = kb.repo
    diff = changes(repo.object_store, repo[ours].tree, repo[new].tree)
    paths = [p for p, _old, _new in diff if p.startswith(_SAID_TO_AGENTS)]
    if paths:
        result.merge = {**result.merge, "agent_facing": sorted(paths)}
    if any(p == "pending-reflection.md" and new_sha is not None for p, _old, new_sha in diff):
        result.merge = {**result.merge, "proposal": "pending-reflection.md"}  # `reflect approve` wants --from-elsewhere
    aside = sorted(p for p, _old, new_sha in diff if p.startswith(_ASIDE) and new_sha is not None)
    if aside:  # a proposal of this machine's may be among them: the machine that merged is not the only one told
        result.merge = {**result.merge, "set_aside": aside}
    if any(p == _LOG for p, _old, _new in diff):
        _name_overridden(kb, ours, new, result)
    found = provenance.arrivals(repo.object_store, repo[ours].tree, repo[new].tree, "sync")
    provenance.record(kb, found.entries, found.replaced, found.moved)
    _name_moved(found, result)
    starting = sorted(i for i, n in found.notes.items() if provenance.starts_sessions(n))
    if starting:
        # where each starts sessions: a lesson of a feature branch is shown only on that branch (review27)
        where = {i: f"{found.notes[i].get('project')}@{found.notes[i].get('branch')}" for i in starting
                 if found.notes[i].get("scope") not in ("user", "global")}
        result.merge = {**result.merge, "session_start": starting, "session_start_where": where}


def _name_moved(found: Any, result: SyncResult) -> None:
    """Say which of this machine's notes lost their id to another machine's note (two different
    notes added under one id, merged elsewhere): the line the merging machine printed, so the person
    learns that the note they wrote has a new id (review: only the new id was named, as arrived)."""
    from reflectgit.merge.notes import split_decision

    said = list(result.merge.get("decisions", []))
    lines = [split_decision(old_id, found.notes[old_id], found.own[new_id], new_id, ours_moved=True)
             for new_id, old_id in sorted(found.moved.items())
             if old_id in found.notes and not any(line.startswith(f"{old_id}: two different notes") for line in said)]
    if lines:  # a merge made here said it already
        result.merge = {**result.merge, "decisions": said + lines}


_LOG = "memory/reflection-log.md"
_ASIDE = "memory/reflection-proposals/"


def _name_overridden(kb: KB, ours: bytes, new: bytes, result: SyncResult) -> None:
    """Name a reflection this machine decided that another machine decided the other way (review:
    a proposal rejected here was approved elsewhere, its operations applied, and sync said only
    that the log kept both entries)."""
    from reflectgit.gitops import read_blob
    from reflectgit.machine import name as machine_name
    from reflectgit.reflection.approve import overridden

    before, after = (read_blob(kb.repo, c, _LOG) or b"" for c in (ours, new))
    found = overridden(before.decode("utf-8", "replace"), after.decode("utf-8", "replace"), machine_name(kb.path))
    if found:
        result.merge = {**result.merge, "reflections": found}


def settle_rewritten(kb: KB, ours: bytes, actor: str = "sync") -> list[str]:
    """One lesson, two machines' notes: one captured it from a commit, the other from that commit
    rewritten (a rebase then `push -f`, which names the first in ``source.rewritten_from``). Among
    the notes the commits since ``ours`` brought in and the ones they name, the note of the
    rewritten commit supersedes the other (same project and branch; a copy for a branch that
    still has the old commit, ``copied_from``, supersedes nothing). Returns the superseded ids."""
    from reflectgit.errors import NoteError
    from reflectgit.note import Note, now_iso
    from reflectgit.tree_diff import changes

    repo = kb.repo
    now = repo.refs[b"HEAD"]
    if now == ours:
        return []

    def commit_note(path: Any, data: bytes | None = None) -> Note | None:
        try:
            note = Note.parse(data if data is not None else path.read_bytes(), path=path)
        except (OSError, NoteError):
            return None
        src = note.get("source")
        ok = note.status == "active" and isinstance(src, dict) and src.get("kind") == "commit" and src.get("commit")
        return note if ok else None

    shas: set[str] = set()
    for p, _old, new in changes(repo.object_store, repo[ours].tree, repo[now].tree):
        if new is not None and p.startswith(LEARNINGS + "/") and p.endswith(".md"):
            note = commit_note(kb.path / p)
            if note is not None:
                shas.add(str(note.get("source")["commit"]))
                shas.update(str(s) for s in note.get("source").get("rewritten_from") or [])
    if not shas:
        return []
    needles = [s[:12].encode() for s in shas if len(s) >= 12]
    found: list[Note] = []
    for rel in kb.note_relpaths():
        try:
            data = (kb.path / rel).read_bytes()
        except OSError:
            continue
        if any(k in data for k in needles):
            note = commit_note(kb.path / rel, data)
            if note is not None:
                found.append(note)
    on: dict[str, list[Note]] = {}
    for note in found:
        on.setdefault(str(note.get("source")["commit"]), []).append(note)
    gone: dict[str, tuple[Note, Note, str]] = {}
    for newer in found:
        src = newer.get("source")
        for old in src.get("rewritten_from") or []:
            for older in on.get(str(old), []):
                if (older.id != newer.id and older.id not in gone and newer.id not in gone
                        and src.get("copied_from") != older.id and older.get("project") == newer.get("project")
                        and older.get("branch") == newer.get("branch")):
                    gone[older.id] = (older, newer, str(old))
    if not gone:
        return []
    with kb.transaction(f"supersede {len(gone)} note(s) of commits another machine rewrote", op=f"{actor}-supersede",
                        actor=actor) as tx:
        for older, newer, old in gone.values():
            older.set("status", "superseded")
            older.set("superseded_by", newer.id)
            older.set("status_reason", f"superseded by {newer.id}: its commit {old[:10]} was rewritten into "
                                       f"{str(newer.get('source')['commit'])[:10]} (a rebase, on another machine)")
            older.set("updated", now_iso())
            tx.save(older)
    return sorted(gone)


def keep_untombstoned(kb: KB, ours: bytes, merge: dict[str, Any], actor: str = "sync",
                      source: str = "remote") -> dict[str, Any]:
    """Notes the commits brought in since ``ours`` deleted without a tombstone are put back in a
    commit of their own (pushed with the rest): absence is not deletion, on a remote or in an
    archive as in the folder. A note that moved shard keeps its id elsewhere; `forget --purge`
    writes the tombstone that lets it go. Returns the merge report ``merge`` with ``kept``."""
    from pathlib import PurePosixPath

    from reflectgit import gitops
    from reflectgit.tree_diff import changes

    repo = kb.repo
    now = repo.refs[b"HEAD"]
    if now == ours:
        return merge
    gone = [p for p, _old, new in changes(repo.object_store, repo[ours].tree, repo[now].tree)
            if new is None and p.startswith(LEARNINGS + "/") and p.endswith(".md")]
    if not gone:
        return merge
    accounted = kb.ids() | {str(t.get("id")) for t in kb.tombstones()}  # moved elsewhere, or let go
    keep: dict[str, bytes] = {}
    for p in gone:
        data = gitops.read_blob(repo, ours, p)
        if data is not None and PurePosixPath(p).stem not in accounted:
            keep[p] = data
    if not keep:
        return merge
    with kb.transaction(f"{actor}: keep {len(keep)} note(s) the {source} deleted without a tombstone",
                        op=f"{actor}-keep", actor=actor) as tx:
        for rel, data in keep.items():
            tx.write(rel, data)
    kept = sorted(PurePosixPath(p).stem for p in keep)
    merge = {**merge, "kept": kept}
    if merge.get("removed"):
        merge["removed"] = [i for i in merge["removed"] if i not in kept]
    return merge


def integrate(kb: KB, ours: bytes, theirs: bytes, result: SyncResult, source: str = "remote",
              progress: Callable[[str, int, int], None] | None = None) -> None:
    """Bring ``theirs`` in. What arrives passes the gate first (paths, modes, notes, the KB
    marker), and so does the merged tree: a refusal leaves the KB exactly as it was."""
    from dulwich.graph import can_fast_forward

    from reflectgit import arrivals, gate

    repo = kb.repo
    if can_fast_forward(repo, theirs, ours):
        return  # we are ahead: only a push is needed
    trusted = gate.trusted_blobs(repo, ours)
    incoming = gate.check_commit(repo, theirs, source, trusted, known=[ours])
    if can_fast_forward(repo, ours, theirs):
        arrivals.record(repo, theirs, [ours], "sync")
        checkout(kb, ours, theirs)
        result.action = "fast-forward"
        _name_injected(kb, ours, theirs, result)
        return
    from reflectgit.merge.tree import Merge

    m = Merge(repo, progress)  # a merge of thousands of notes takes a while: the terminal shows it
    tree = m.commits(ours, theirs)
    gate.check_merged(repo.object_store, tree, source,
                      trusted | {(path, sha) for path, (_mode, sha) in incoming.items()},
                      ours=repo.object_store[ours].tree)
    if m.report.conflicts:
        raise KBError("these files could not be merged automatically: " + ", ".join(m.report.conflicts)
                      + ". Nothing was changed; in the KB run `git merge origin/main`, resolve the lines git marks "
                      "in those files, `git add` them and `git commit`, then `reflectgit sync`",
                      file=kb.path, field="merge")
    commit = _merge_commit(kb, tree, [ours, theirs], m.report)
    arrivals.record(repo, theirs, [ours], "sync")
    checkout(kb, ours, commit)
    result.action = "merged"
    result.merge = m.report.to_dict()
    _name_injected(kb, ours, commit, result)
    from reflectgit.lifecycle_events import emit

    emit(kb.path, "sync_merged", commit=commit.decode(), **{k: result.merge[k] for k in ("added", "updated", "merged")})
    if m.report.contradictions:
        emit(kb.path, "contradiction", ids=sorted(set(m.report.contradictions)), commit=commit.decode())


def _merge_commit(kb: KB, tree: bytes, parents: list[bytes], report: Any) -> bytes:
    from reflectgit import gitops
    from reflectgit.machine import name as machine_name

    counts = ", ".join(f"{len(getattr(report, k))} {k}" for k in ("added", "updated", "merged", "contradictions")
                       if getattr(report, k))
    message = gitops.format_message(
        f"sync: merge {counts or 'remote changes'}",
        {"Actor": "sync", "Op": "merge", "Machine": machine_name(kb.path)}, "\n".join(report.decisions))
    return gitops.make_commit(kb.repo, tree, parents, message).id


def checkout(kb: KB, old: bytes, new: bytes) -> None:
    """Move HEAD from ``old`` to ``new`` and bring the working tree along, file by file."""
    from reflectgit import gitops, journal
    from reflectgit.merge.tree import Merge

    m = Merge(kb.repo)
    before = m.flat(kb.repo.object_store[old].tree)
    after = m.flat(kb.repo.object_store[new].tree)
    changes: dict[str, bytes | None] = {}
    blobs: dict[str, tuple[bytes | None, bytes | None]] = {}
    for path in set(before) | set(after):
        if before.get(path) != after.get(path):
            changes[path] = m.blob(after.get(path))
            blobs[path] = (before[path][1] if path in before else None, after[path][1] if path in after else None)
    with journal.moving(kb, old, new, blobs):  # Ctrl-C or a kill mid-way: never a half-merged tree
        kb.write_files(changes)
        if not kb.repo.refs.set_if_equals(b"HEAD", old, new, message=b"reflectgit sync"):
            raise KBError("HEAD moved during sync; run `reflectgit sync` again", file=kb.path)
        gitops.refresh_index(kb.repo, changes)
    entry = gitops.last_commit(kb.repo)
    kb._remember_clean(new.decode(), entry.subject if entry else "", {"Actor": "sync", "Op": "sync"})


def _refuse_unsendable(kb: KB, theirs: bytes | None, head: bytes, url: str) -> None:
    """Nothing is pushed that the other machines' sync would refuse (the gate of :func:`integrate`):
    a note committed with plain git skips the check `sync` runs on hand edits, and once pushed
    it would stop every other machine's sync until fixed here (review: it went out silently)."""
    from reflectgit import gate

    gate.check_outgoing(kb.repo, head, kb.path, theirs, "Not pushed: every other machine's sync would refuse it",
                        f"`{_again(kb, url)}`")
    gate.check_unresolved(kb.repo, head, kb.path, theirs, "Not pushed: every machine's agents would read them",
                          f"`{_again(kb, url)}`")


def push(kb: KB, url: str, expected: bytes | None, head: bytes) -> bool:
    """Move the remote's main from ``expected`` to ``head``; False if someone got there first."""
    from dulwich.objects import ZERO_SHA

    lost = []

    def update_refs(refs: dict[bytes, bytes]) -> dict[bytes, bytes]:
        current = refs.get(BRANCH)
        if current == ZERO_SHA:
            current = None
        if current != expected:
            lost.append(current)
            return {}  # no change: we fetch and merge again
        return {BRANCH: head}

    try:
        client, path = _client(kb, url)
        result = client.send_pack(path, update_refs, generate_pack_data=kb.repo.generate_pack_data)
    except Exception as exc:  # noqa: BLE001
        raise OfflineError(f"cannot push to {url}: {_why(exc)}. Nothing was lost: the merge is "
                           "committed locally and the next `reflectgit sync` pushes it",
                           file=kb.path, field="remote") from None
    if lost:
        return False
    errors = {k: v for k, v in (getattr(result, "ref_status", None) or {}).items() if v}
    if errors:
        return False
    if _is_origin(kb, url):
        kb.repo.refs[b"refs/remotes/origin/main"] = head  # what the remote holds now, as after a fetch
    return True


def remote_heads(kb: KB, url: str) -> dict[bytes, bytes] | None:
    from reflectgit import network

    return network.remote_heads(kb.repo, url)


def _client(kb: KB, url: str) -> tuple[Any, str]:
    from reflectgit import network

    return network.repo_client(kb.repo, url)


def _why(exc: Exception) -> str:
    from reflectgit import network

    return network.why(exc)


def _reindex(kb: KB, progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any] | None:
    """Bring the index up to date when this machine has one (never build it from scratch here,
    unless team mode needs it to publish), then publish in team mode."""
    from reflectgit import team

    if not (kb.path / ".reflectgit" / "index.db").exists() and not team.configured():
        return None
    from reflectgit.team.publish import reindex_and_publish

    return reindex_and_publish(kb, progress)


__all__ = ["sync", "SyncResult", "OfflineError", "TOMBSTONES", "keep_untombstoned"]
