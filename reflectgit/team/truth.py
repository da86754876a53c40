"""What git says of a row of the shared store: the store is a cache of git, never its peer.

A writer of a workspace can change any row with plain SQL: its text, its ``proof_count``, the
commit and time it is stamped with, and the ``digest`` publishers compare. None of that goes
through git or its gate, so none of it is evidence. What this clone can check is the row's
text against the note git holds: this clone's file, or the note at the row's commit when this
clone has that commit (a fetch brings a teammate's pushed commits). A row that matches neither,
or is stamped with a commit this clone does not know, does not match git.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterable

    from reflectgit.kb import KB
    from reflectgit.note import Note

#: the columns a row is judged by: everything recall reads, shows or ranks by (not the derived
#: token counts or the text hash, which follow from these)
FIELDS = ("id", "path", "project", "branch", "shard", "scope", "status", "hidden", "forget_after", "confidence",
          "proof_count", "created", "updated", "title", "body", "rule", "fix", "problem", "key_insight", "tags",
          "tags_text", "category", "type", "subject", "status_reason", "superseded_by", "source_kind",
          "source_commit", "source_session", "source_chunk", "fields")


def fingerprint(row: Any) -> str:
    """A digest of a row's judged columns, the same for a store row and an index row of one note."""
    values = [_plain(row[c]) for c in FIELDS]
    return hashlib.sha256(json.dumps(values, sort_keys=True, default=str).encode("utf-8")).hexdigest()


def _plain(value: Any) -> Any:
    """Postgres and SQLite hand back the same number as int or float: compare them as one."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def note_in_clone(kb: KB, note_id: str, path: str | None = None) -> tuple[Note, str] | None:
    """This clone's note ``note_id`` and its path, or None when the clone has none. ``path`` (a
    store row's, so a writer's claim) is tried first, only as a note path named by the id."""
    from reflectgit.errors import ReflectgitError
    from reflectgit.gate import is_note_path

    candidates = []
    if path and is_note_path(path) and path.endswith(f"/{note_id}.md") and ".." not in path.split("/"):
        candidates.append(kb.path / path)
    candidates += kb._exact(note_id)
    for full in candidates:
        try:
            if full.is_file() and not full.is_symlink():
                note = kb.read(full)
                if note.id == note_id:
                    return note, kb.relpath(full)
        except (OSError, ReflectgitError):
            continue
    return None


def clone_row(kb: KB, note_id: str, path: str | None = None) -> tuple[Note, dict[str, Any]] | None:
    """(note, index row) of this clone's note ``note_id``: what recall shows in its place."""
    from reflectgit.index import db as dbm

    found = note_in_clone(kb, note_id, path)
    if found is None:
        return None
    note, rel = found
    return note, dbm.note_row(note.redacted(), rel)  # as the index derives it: no private span


def row_at(kb: KB, commit: str, path: str) -> dict[str, Any] | None:
    """The index row of the note at ``path`` in ``commit``, or None when this clone lacks the
    commit or the commit has no such note."""
    from reflectgit.errors import ReflectgitError
    from reflectgit.gate import is_note_path
    from reflectgit.index import db as dbm
    from reflectgit.note import Note

    if not is_note_path(path):
        return None
    repo = kb.repo
    try:
        tree = repo[repo[commit.encode()].tree]
        for part in path.encode().split(b"/"):
            _mode, sha = tree[part]
            tree = repo[sha]
        return dbm.note_row(Note.parse(tree.as_raw_string(), path=path).redacted(), path)
    except (KeyError, ValueError, AttributeError, TypeError, ReflectgitError):
        return None


def knows(kb: KB, commit: str | None) -> bool:
    """Whether this clone has ``commit`` (a writer may stamp a row with any string)."""
    if not commit:
        return False
    try:
        return kb.repo[commit.encode()].type_name == b"commit"
    except (KeyError, ValueError, AssertionError):
        return False


class KnownVersions:
    """The versions of notes this clone's git holds: its files, and each note as it was at the
    newest ``DEPTH`` commits of HEAD's history. A row whose text is one of them says what git
    says, whatever commit it is stamped with (a teammate's unpushed commit re-publishing a note
    unchanged, or a stamp changed with plain SQL): it is no newer than this clone's HEAD."""

    DEPTH = 1000  #: commits of HEAD's history looked at, newest first: a bounded walk, once per check

    def __init__(self, kb: KB, head: str | None):
        self.kb, self.head = kb, head
        self._commits: list[Any] | None = None
        self._subtrees: dict[tuple[bytes, bytes], bytes | None] = {}

    def holds(self, row: Any) -> bool:
        if row.get("deleted") or not self.head:
            return False
        mine = fingerprint(row)
        here = clone_row(self.kb, row["id"], row["path"])
        if here is not None and fingerprint(here[1]) == mine:
            return True
        from reflectgit.errors import ReflectgitError
        from reflectgit.gate import is_note_path
        from reflectgit.index import db as dbm
        from reflectgit.note import Note

        path = row["path"]
        if not path or not is_note_path(path):
            return False
        repo, tried = self.kb.repo, set()
        for tree in self._trees():
            blob = self._lookup(tree, path.encode())
            if blob is None or blob in tried:
                continue
            tried.add(blob)
            try:
                at = dbm.note_row(Note.parse(repo[blob].as_raw_string(), path=path).redacted(), path)
            except (ReflectgitError, ValueError, KeyError):  # an unparsable version is not the row's text
                continue
            if fingerprint(at) == mine:
                return True
        return False

    def _trees(self) -> list[bytes]:
        if self._commits is None:
            try:
                walker = self.kb.repo.get_walker(include=[self.head.encode()], max_entries=self.DEPTH)  # type: ignore[union-attr]
                self._commits = [e.commit.tree for e in walker]
            except (KeyError, ValueError):
                self._commits = []
        return self._commits

    def _lookup(self, tree: bytes, path: bytes) -> bytes | None:
        """The blob at ``path`` under ``tree``, remembered per (tree, rest of the path): most
        subtrees are shared by consecutive commits, so a walk reads few objects."""
        key = (tree, path)
        if key in self._subtrees:
            return self._subtrees[key]
        head, _, rest = path.partition(b"/")
        found: bytes | None = None
        try:
            _mode, sha = self.kb.repo[tree][head]
            found = (self._lookup(sha, rest) if rest else sha)
        except (KeyError, AttributeError, TypeError, ValueError):
            found = None
        self._subtrees[key] = found
        return found


def matches_git(kb: KB, row: Any, head: str | None, versions: KnownVersions | None = None) -> bool:
    """Whether a store row says what git says: its commit is one this clone knows, and its text
    is the note at that commit (or, stamped with HEAD, this clone's file: a publish sends
    uncommitted edits stamped with HEAD). A tombstone matches when its note is gone there."""
    commit = row["kb_commit"]
    if not knows(kb, commit):  # unpushed work or a forgery, unless its text is a version git holds
        return versions is not None and versions.holds(row)
    if row.get("deleted"):
        return row_at(kb, commit, row["path"]) is None
    mine = fingerprint(row)
    at = row_at(kb, commit, row["path"])
    if at is not None and fingerprint(at) == mine:
        return True
    if commit == head:
        here = clone_row(kb, row["id"], row["path"])
        return here is not None and fingerprint(here[1]) == mine
    return False


def mismatches(kb: KB, rows: Iterable[Any], head: str | None) -> dict[str, list[str]]:
    """Ids of the rows that do not match git, sorted, in two kinds: ``unknown``, stamped with a
    commit this clone does not have (a teammate's work not pulled or not pushed yet, or a stamp
    set with plain SQL: `sync` first, a publish keeps them), and ``changed``, whose text is not
    the note at a commit this clone has (written around git: a writer's publish replaces them)."""
    versions = KnownVersions(kb, head)
    out: dict[str, list[str]] = {"unknown": [], "changed": []}
    for r in rows:
        if not matches_git(kb, r, head, versions):
            out["changed" if knows(kb, r["kb_commit"]) else "unknown"].append(r["id"])
    return {k: sorted(v) for k, v in out.items()}


def store_mismatches(con: Any, kb: KB, workspace: str) -> dict[str, list[str]]:
    """The workspace's rows that do not match this clone's git, by kind (:func:`mismatches`).
    Reads every row once (a status or doctor check, never a hook's)."""
    from reflectgit.git_refs import read_ref

    head = read_ref(kb.path / ".git")
    columns = ", ".join(FIELDS)
    # server-side, in a transaction of its own: rows stream, a big workspace is not held in memory
    with con.transaction(), con.cursor(name="reflectgit_truth") as cur:
        rows = cur.execute(f"select deleted, kb_commit, {columns} from reflectgit.notes where workspace = %s "
                           "order by id", (workspace,))
        return mismatches(kb, rows, head)


def advice(kb: KB, found: dict[str, list[str]], ask: bool = True) -> list[tuple[str, str]]:
    """(what, what fixes it) that ``team status`` and ``doctor`` say of the rows that do not match
    git, one per kind: sync first when this clone is behind its remote (review28: normal lag was
    reported as a data problem), and a full publish only for what a full publish replaces."""
    out: list[tuple[str, str]] = []
    unknown, changed = found["unknown"], found["changed"]

    def ids(found: list[str]) -> str:
        return ", ".join(found[:5]) + (", ..." if len(found) > 5 else "")

    if unknown:
        verdict, why = behind_remote(kb, ask=ask)
        if verdict == "behind":
            out.append((f"this clone is behind its remote ({why}): {len(unknown)} row(s) of the store are stamped "
                        f"with commits it does not have yet ({ids(unknown)})", "run `reflectgit sync`"))
        else:
            whose = "neither this clone nor its remote has" if verdict == "even" else "this clone does not have"
            out.append((f"{len(unknown)} row(s) of the store are stamped with commits {whose} "
                        f"({ids(unknown)}): a teammate's work not pushed yet, or changed in the store without git"
                        + (f" ({why})" if why else "")
                        + "; recall shows git's text for this clone's notes and labels the rest",
                        "nothing to do here: they stand until their author syncs (a publish from this clone keeps "
                        "them)" if verdict == "even" else "run `reflectgit sync` (it brings what was pushed)"))
    if changed:
        out.append((f"{len(changed)} row(s) of the store do not match git ({ids(changed)}): changed in the store "
                    "without git; recall shows git's text for this clone's notes and labels the rest",
                    "a writer runs `reflectgit team publish --full`, which replaces them"))
    return out


def behind_remote(kb: KB, ask: bool = True) -> tuple[str, str]:
    """("behind" | "even" | "unknown", why in words): whether this clone lacks commits its remote
    has. First what the last fetch saw (no network); then, with ``ask``, the remote itself (its
    branches, within ``REFLECTGIT_NETWORK_TIMEOUT``): a teammate's pushed commits are the usual
    reason a row is stamped with a commit this clone does not have."""
    from dulwich.graph import can_fast_forward

    from reflectgit import network
    from reflectgit.kb import _remote_url
    from reflectgit.remote_state import remote_state

    state = remote_state(kb)
    if state.get("behind"):
        return "behind", f"{state['behind']} commit(s) fetched are not merged here"
    url = _remote_url(kb.path)
    if not url:
        return "unknown", "this KB has no remote"
    if not ask:
        return "unknown", ""
    heads = network.heads_or_why(kb.repo, url)
    if isinstance(heads, str):
        return "unknown", f"its remote could not be asked: {heads}"
    theirs = heads.get(b"refs/heads/main") or next(iter(heads.values()), None)
    head = kb.repo.refs[b"HEAD"]
    if theirs is None or theirs == head:
        return "even", ""
    if not knows(kb, theirs.decode()):
        return "behind", f"the remote is at {theirs.decode()[:10]}, which this clone has not fetched"
    try:
        if can_fast_forward(kb.repo, theirs, head):  # the remote is behind us: nothing to pull
            return "even", ""
    except KeyError:
        return "unknown", ""
    return "behind", f"the remote is at {theirs.decode()[:10]}, which this clone has not merged"


__all__ = ["FIELDS", "KnownVersions", "advice", "behind_remote", "clone_row", "fingerprint", "knows", "matches_git", "mismatches", "note_in_clone", "row_at", "store_mismatches"]
