"""Git plumbing for the KB, over dulwich.

Commits are built straight from the object store: the new tree is HEAD's tree with only the
changed paths replaced, so a reflectgit commit never sweeps in whatever else a user staged,
and the cost of a commit does not grow with the size of the KB. The ref moves with a
compare-and-swap, so a commit racing another writer is rebuilt instead of lost.
"""

from __future__ import annotations

import os
import re
import stat
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC
from pathlib import Path
from typing import Any

from dulwich.objects import Blob, Commit, Tree
from dulwich.repo import Repo

from reflectgit.errors import KBError

DEFAULT_BRANCH = b"main"
TRAILER_PREFIX = "Reflectgit-"
_FILE_MODE = 0o100644


def init_repo(path: Path) -> Repo:
    path.mkdir(parents=True, exist_ok=True)
    return Repo.init(str(path), default_branch=DEFAULT_BRANCH)


def open_repo(path: Path) -> Repo:
    from dulwich.errors import NotGitRepository

    try:
        return Repo(str(path))
    except NotGitRepository:
        raise KBError("is not a git repository", file=path) from None


def head_sha(repo: Repo) -> bytes | None:
    try:
        return repo.refs[b"HEAD"]
    except KeyError:
        return None


def identity(repo: Repo) -> bytes:
    """Author line from the KB's git config, then the environment, then a machine default."""
    import socket

    name = os.environ.get("GIT_AUTHOR_NAME")
    email = os.environ.get("GIT_AUTHOR_EMAIL")
    if not (name and email):
        try:
            cfg = repo.get_config_stack()
            name = name or cfg.get((b"user",), b"name").decode()
            email = email or cfg.get((b"user",), b"email").decode()
        except KeyError:
            pass
    name = name or "reflectgit"
    email = email or f"reflectgit@{socket.gethostname() or 'localhost'}"
    return f"{name} <{email}>".encode()


def format_message(subject: str, trailers: dict[str, str], body: str = "") -> str:
    lines = [subject.strip().splitlines()[0] if subject.strip() else "reflectgit change", ""]
    if body.strip():
        lines += [body.strip(), ""]
    lines += [f"{TRAILER_PREFIX}{k}: {v}" for k, v in trailers.items()]
    return "\n".join(lines) + "\n"


_CHERRY_PICKED = re.compile(r"\(cherry picked from commit [0-9a-f]{4,64}\)\s*")


def trailers(message: str) -> tuple[str, list[tuple[str, str]]]:
    """The message without its trailer block, and the block's ``(key, value)`` pairs in order.

    dulwich's parser follows ``git interpret-trailers``: the block is the last paragraph, every
    line a trailer (or a folded continuation), so prose that happens to contain a colon is not
    mistaken for one. The line ``cherry-pick -x`` appends to that block ("(cherry picked from commit
    <sha>)") is git's own, and git still reads the block as trailers: so do we."""
    from dulwich.trailers import parse_trailers as dulwich_parse

    lines = message.rstrip().split("\n")
    if len(lines) > 1 and _CHERRY_PICKED.fullmatch(lines[-1]) and lines[-2].strip():
        while len(lines) > 1 and _CHERRY_PICKED.fullmatch(lines[-1]) and lines[-2].strip():
            lines.pop()
        message = "\n".join(lines) + "\n"
    body, found = dulwich_parse(message.encode("utf-8", "surrogateescape"))
    return (body.decode("utf-8", "replace"),
            [(t.key.decode("utf-8", "replace") if isinstance(t.key, bytes) else t.key,
              t.value.decode("utf-8", "replace") if isinstance(t.value, bytes) else t.value) for t in found])


def parse_trailers(message: str) -> dict[str, str]:
    """Trailers of the message as a dict (the last value wins when a key repeats)."""
    return dict(trailers(message)[1])


def _apply(repo: Repo, tree_id: bytes | None, changes: dict[bytes, Any]) -> bytes | None:
    """New tree = ``tree_id`` with ``changes`` applied (name -> blob id, None, or sub-changes).

    Only the trees on changed paths are rewritten, each once, so nothing dangles.
    """
    old = repo.object_store[tree_id] if tree_id else Tree()
    new = Tree()
    for entry in old.iteritems():
        new.add(entry.path, entry.mode, entry.sha)
    for name, change in changes.items():
        if isinstance(change, dict):
            sub_id = None
            if name in old:
                mode, sha = old[name]
                sub_id = sha if stat.S_ISDIR(mode) else None
            change = _apply(repo, sub_id, change)
            mode = stat.S_IFDIR
        else:
            mode = _FILE_MODE
        if change is None:
            if name in new:
                del new[name]
        else:
            new.add(name, mode, change)
    if not len(new):
        return None
    repo.object_store.add_object(new)
    return new.id


def build_commit(repo: Repo, changes: Mapping[str, bytes | None], message: str,
                 parents: list[bytes], base_tree: bytes | None) -> Commit:
    nested: dict[bytes, Any] = {}
    blobs = {path: Blob.from_string(data) for path, data in changes.items() if data is not None}
    add_objects(repo, list(blobs.values()))
    for path in changes:
        blob_id = blobs[path].id if path in blobs else None
        *dirs, name = path.encode().split(b"/")
        level = nested
        for d in dirs:
            level = level.setdefault(d, {})
        level[name] = blob_id
    tree_id = _apply(repo, base_tree, nested)
    if tree_id is None:
        empty = Tree()
        repo.object_store.add_object(empty)
        tree_id = empty.id
    return make_commit(repo, tree_id, parents, message)


def add_objects(repo: Repo, objects: list[Any]) -> None:
    """Store objects: loose when few (cheap to write), one pack when many (10k loose files cost
    10k file creations)."""
    if len(objects) > 64:
        repo.object_store.add_objects([(o, None) for o in objects])
    else:
        for o in objects:
            repo.object_store.add_object(o)


def make_commit(repo: Repo, tree_id: bytes, parents: list[bytes], message: str) -> Commit:
    """A commit of ``tree_id`` by this machine's identity, now."""
    who = identity(repo)
    now = int(time.time())
    tz = -time.timezone if not time.localtime().tm_isdst else -time.altzone
    c = Commit()
    c.tree = tree_id
    c.parents = parents
    c.author = c.committer = who
    c.author_time = c.commit_time = now
    c.author_timezone = c.commit_timezone = tz
    c.encoding = b"UTF-8"
    c.message = message.encode("utf-8")
    repo.object_store.add_object(c)
    return c


def commit_changes(repo: Repo, changes: Mapping[str, bytes | None], message: str) -> bytes:
    """Commit exactly ``changes`` (path -> new bytes, or None to delete) on top of HEAD.

    The working tree must already hold the new content; the index is refreshed for the
    touched paths only so ``git status`` stays clean.
    """
    for attempt in range(10):
        parent = head_sha(repo)
        base_tree = repo.object_store[parent].tree if parent else None
        c = build_commit(repo, changes, message, [parent] if parent else [], base_tree)
        if repo.refs.set_if_equals(b"HEAD", parent, c.id, message=b"reflectgit: " + c.message.splitlines()[0]):
            refresh_index(repo, changes)
            return c.id
        time.sleep(0.01 * (attempt + 1))
    raise KBError("could not move HEAD: another process keeps committing to the KB", file=repo.path)


def refresh_index(repo: Repo, changes: Mapping[str, bytes | None]) -> None:
    """Bring git's index entries of ``changes`` in line with the commit just made. A git command
    the user runs in the KB may hold ``index.lock`` for a moment: wait for it (up to ~2 s) rather
    than fail after the commit exists (review14: the user then saw an error, and added the note
    again)."""
    import time

    from dulwich.file import FileLocked

    for _ in range(20):
        try:
            return _refresh_index(repo, changes)
        except FileLocked:
            time.sleep(0.1)
    # the commit exists: failing now would make the user write it again. The next KB write
    # brings these entries up to date (``settle_index_refresh``)
    import json
    import sys

    later = Path(repo.path) / ".reflectgit" / INDEX_LATER
    try:
        waiting = set(json.loads(later.read_text())) if later.exists() else set()
    except (OSError, ValueError):
        waiting = set()
    later.parent.mkdir(parents=True, exist_ok=True)
    later.write_text(json.dumps(sorted(waiting | set(changes))))
    sys.stderr.write("reflectgit: saved; another git process holds .git/index.lock, so git's index is brought up "
                     "to date by the next reflectgit write\n")


#: paths whose git index entry a KB commit could not refresh (another git held the index)
INDEX_LATER = "index-refresh.json"


def settle_index_refresh(repo: Repo) -> None:
    """Refresh the entries a commit left stale, for the files that hold what HEAD holds."""
    import json

    later = Path(repo.path) / ".reflectgit" / INDEX_LATER
    if not later.exists():
        return
    try:
        paths = json.loads(later.read_text())
    except (OSError, ValueError):
        paths = []
    head = head_sha(repo)
    same: dict[str, bytes | None] = {}
    for rel in paths if isinstance(paths, list) else []:
        full = Path(repo.path) / rel
        data = full.read_bytes() if full.is_file() else None
        if head is not None and data == read_blob(repo, head, rel):
            same[rel] = data
    from dulwich.file import FileLocked

    try:
        if same:
            _refresh_index(repo, same)
    except FileLocked:
        return  # git still holds it: the next write tries again
    later.unlink(missing_ok=True)


def _refresh_index(repo: Repo, changes: Mapping[str, bytes | None]) -> None:
    from dulwich.index import index_entry_from_stat

    root = Path(repo.path)
    entries: dict[bytes, Any] = {}
    for path, data in changes.items():
        full = root / path
        if data is None or not full.exists():
            entries[path.encode()] = None
        else:
            # the commit holds a regular file (KB commits never keep an executable bit): so does the index
            entries[path.encode()] = index_entry_from_stat(os.lstat(full), Blob.from_string(data).id, _FILE_MODE)
    if _splice_index(repo, entries):
        return
    index = repo.open_index()
    for key, entry in entries.items():
        if entry is None:
            if key in index:
                del index[key]
        else:
            index[key] = entry
    index.write()


_CACHES = (b"TREE", b"UNTR")  # index extensions git rebuilds when they are missing


def _splice_index(repo: Repo, entries: dict[bytes, Any]) -> bool:
    """Replace, add or drop a few entries of ``.git/index`` in its bytes.

    dulwich parses and rewrites every entry in Python: ~0.2 s per KB commit at 10k notes, more
    than the rest of a capture. A plain index (version 2 or 3, no conflict stages, nothing but
    cache extensions, which are dropped) is spliced instead; anything else returns False and
    takes dulwich's path.
    """
    import hashlib
    import io
    import struct

    from dulwich.file import GitFile
    from dulwich.index import Stage, write_cache_entry

    path = repo.index_path()
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        return False
    if len(data) < 32 or data[:4] != b"DIRC" or hashlib.sha1(data[:-20]).digest() != data[-20:]:
        return False
    version, count = struct.unpack(">LL", data[4:12])
    if version not in (2, 3) or any(len(k) >= 0xFFF for k in entries):
        return False
    kept: list[tuple[bytes, bytes]] = []
    pos, end = 12, len(data) - 20
    for _ in range(count):
        if pos + 62 > end:
            return False
        (flags,) = struct.unpack(">H", data[pos + 60:pos + 62])
        if flags & 0x3000 or flags & 0xFFF == 0xFFF:  # a conflict stage, a name too long to splice
            return False
        name_at = pos + 62 + (2 if flags & 0x4000 else 0)
        name = data[name_at:name_at + (flags & 0xFFF)]
        size = (name_at - pos + len(name) + 8) & ~7
        if name not in entries:
            kept.append((name, data[pos:pos + size]))
        pos += size
    while pos < end:  # extensions: caches may go, anything else is not ours to drop
        if data[pos:pos + 4] not in _CACHES:
            return False
        pos += 8 + struct.unpack(">L", data[pos + 4:pos + 8])[0]
    for name, entry in entries.items():
        if entry is not None:
            buf = io.BytesIO()
            write_cache_entry(buf, entry.serialize(name, Stage.NORMAL), version)
            kept.append((name, buf.getvalue()))
    kept.sort(key=lambda item: item[0])
    body = b"DIRC" + struct.pack(">LL", version, len(kept)) + b"".join(e for _, e in kept)
    with GitFile(path, "wb") as f:
        f.write(body + hashlib.sha1(body).digest())
    return True


def worktree_state(repo: Repo) -> tuple[set[str], set[str]]:
    """(paths the index holds, paths whose working copy or staged copy differs from HEAD), reading the
    index once. A hand edit the user ran ``git add`` on is as uncommitted as one they did not:
    judged against the index alone, sync would call it clean and a fast-forward would drop it.

    Unchanged files are recognised by their stat data, so this does not hash the KB.
    """
    from dulwich.index import get_unstaged_changes

    index = repo.open_index()
    tracked = {p.decode("utf-8", "replace") for p in index}
    changed = {p.decode("utf-8", "replace") for p in get_unstaged_changes(index, repo.path)}
    changed |= _mode_changed(repo, index)
    head = head_sha(repo)
    tree = repo.object_store[head].tree if head is not None else None
    for (old, new), _modes, _shas in index.changes_from_tree(repo.object_store, tree):
        changed |= {p.decode("utf-8", "replace") for p in (old, new) if p is not None}
    return tracked, changed


def file_mode(repo: Repo, commit_id: bytes | None, path: str) -> int | None:
    """The git mode of ``path`` in ``commit_id``, or None when it holds no such path."""
    from dulwich.object_store import tree_lookup_path

    if commit_id is None:
        return None
    try:
        mode, _sha = tree_lookup_path(repo.object_store.__getitem__, repo.object_store[commit_id].tree, path.encode())
        return int(mode)
    except KeyError:
        return None


def only_made_executable(repo: Repo, commit_id: bytes | None, path: str, data: bytes) -> bool:
    """Whether the file at ``path``, holding ``data``, differs from ``commit_id``'s by its executable bit
    alone (a `chmod +x` by hand on a plain KB file): nothing to commit, the bit to take off."""
    if commit_id is None or read_blob(repo, commit_id, path) != data or file_mode(repo, commit_id, path) != _FILE_MODE:
        return False
    try:
        return bool(os.stat(os.path.join(repo.path, path)).st_mode & stat.S_IXUSR)
    except OSError:
        return False


def _mode_changed(repo: Repo, index: Any) -> set[str]:
    """Files whose executable bit differs from the mode git's index holds: a `chmod +x` on a note
    (which `git commit -a` would commit, and every other machine refuse), or a `chmod -x` of a
    file committed executable by hand. dulwich compares content only, so the KB would go on
    refusing a mode nobody could commit, or leave one `git status` shows unreported. None where
    git ignores the bit (``core.fileMode`` false: a file system without one shows every file executable)."""
    out: set[str] = set()
    try:
        if not repo.get_config().get_boolean((b"core",), b"filemode", True):
            return out
    except (KeyError, ValueError):
        pass
    for name, entry in index.iteritems():
        mode = getattr(entry, "mode", _FILE_MODE)
        if not stat.S_ISREG(mode):  # a link or a submodule: the gate refuses those by their mode
            continue
        try:
            st = os.lstat(os.path.join(repo.path, os.fsdecode(name)))
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and bool(st.st_mode & stat.S_IXUSR) != bool(mode & stat.S_IXUSR):  # git's test
            out.add(name.decode("utf-8", "replace"))
    return out


def read_blob(repo: Repo, commit_id: bytes, path: str) -> bytes | None:
    from dulwich.object_store import tree_lookup_path

    try:
        tree = repo.object_store[commit_id].tree
        _mode, sha = tree_lookup_path(repo.object_store.__getitem__, tree, path.encode())
        return repo.object_store[sha].as_raw_string()
    except KeyError:
        return None


@dataclass
class LogEntry:
    sha: str
    author: str
    time: int
    timezone: int
    subject: str
    message: str
    trailers: dict[str, str]

    @property
    def actor(self) -> str:
        return self.trailers.get(TRAILER_PREFIX + "Actor", "unknown")

    @property
    def op(self) -> str:
        return self.trailers.get(TRAILER_PREFIX + "Op", self.subject)

    def iso_time(self) -> str:
        from datetime import datetime

        return datetime.fromtimestamp(self.time, UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _entry(commit: Commit) -> LogEntry:
    msg = commit.message.decode("utf-8", "replace")
    return LogEntry(
        sha=commit.id.decode(), author=commit.author.decode("utf-8", "replace"),
        time=commit.commit_time, timezone=commit.commit_timezone,
        subject=msg.splitlines()[0] if msg else "", message=msg, trailers=parse_trailers(msg),
    )


def log_entry(repo: Repo, sha: str) -> LogEntry:
    """One commit as ``log`` gives it (without its paths)."""
    return _entry(repo.object_store[sha.encode()])


def last_commit(repo: Repo) -> LogEntry | None:
    sha = head_sha(repo)
    return _entry(repo.object_store[sha]) if sha else None


def diff_text(old: bytes | None, new: bytes | None, old_name: str, new_name: str) -> str:
    import difflib

    a = (old or b"").decode("utf-8", "replace").splitlines(keepends=True)
    b = (new or b"").decode("utf-8", "replace").splitlines(keepends=True)
    return "".join(difflib.unified_diff(a, b, fromfile="a/" + old_name if old is not None else "/dev/null",
                                        tofile="b/" + new_name if new is not None else "/dev/null"))


def set_remote(repo: Repo, name: str, url: str) -> None:
    cfg = repo.get_config()
    cfg.set((b"remote", name.encode()), b"url", url.encode())
    cfg.set((b"remote", name.encode()), b"fetch", f"+refs/heads/*:refs/remotes/{name}/*".encode())
    cfg.write_to_path()


def set_upstream(repo: Repo, branch: str, remote: str, merge_ref: bytes) -> None:
    """``branch.<branch>.remote/merge``: what plain ``git pull`` and ``git push`` use."""
    cfg = repo.get_config()
    cfg.set((b"branch", branch.encode()), b"remote", remote.encode())
    cfg.set((b"branch", branch.encode()), b"merge", merge_ref)
    cfg.write_to_path()


def get_remote(repo: Repo, name: str = "origin") -> str | None:
    try:
        return repo.get_config().get((b"remote", name.encode()), b"url").decode()
    except KeyError:
        return None
