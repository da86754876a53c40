"""A journal of the KB commit in progress, so an interrupted one is finished or undone.

A KB commit writes its files first and commits them after. A process killed in between (a
``reflect daily`` stopped with kill -9, a hook past its time limit, a power cut) used to leave
the files changed but uncommitted, and the next ``sync`` or ``doctor --fix`` committed them
as hand edits of ``Reflectgit-Actor: user``: the wrong author in the audit trail.

Before writing, a transaction records in ``.reflectgit/transaction.json`` (derived, never
committed) every path's original and new bytes, the HEAD it builds on and its full commit
message (actor and operation trailers included); the record is removed once the commit
exists. It is only ever written while the KB writer lock is held, so whoever takes the lock
and finds one knows its writer died, and :func:`recover` settles it:

- the commit had landed: nothing to do (git's index is refreshed for those files);
- HEAD has not moved and every file holds either its original or its new bytes: the
  transaction is **finished** (the rest of its files written, committed with its own message,
  so the audit trail names the real actor: ``reflection:daily``, ``capture:...``);
- otherwise (HEAD moved, or a file was edited again since): it is **rolled back**, the files
  it wrote get their original bytes, and a later edit is left alone.

A transaction that fails inside its own process (an exception) is rolled back at once.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reflectgit.kb import KB

FILE = "transaction.json"
#: Test hook, honoured only when set: after the record and the first file are written, sleep
#: this many seconds so a test can kill the writer exactly there.
STALL_ENV = "REFLECTGIT_TEST_STALL_AFTER_FIRST_WRITE"


def path(kb: KB) -> Path:
    return kb.path / ".reflectgit" / FILE


def _digest(data: bytes | None) -> str | None:
    return None if data is None else hashlib.sha256(data).hexdigest()


def _read(full: Path) -> bytes | None:
    try:
        return full.read_bytes()
    except FileNotFoundError:
        return None


@contextmanager
def guard(kb: KB, changes: dict[str, bytes | None], actor: str, op: str, message: str,
          spent: list[str] | None = None) -> Iterator[None]:
    """Around writing ``changes`` and committing them with ``message``: undone at once if the
    block raises, finished or undone by the next writer if the process dies inside it.
    ``spent`` are derived files (KB-relative) whose content the commit consumes: removed once
    the commit exists, whoever makes it."""
    from reflectgit import gitops
    from reflectgit.fsutil import atomic_write

    head = gitops.head_sha(kb.repo)
    record = {"pid": os.getpid(), "started": time.time(), "actor": actor, "op": op, "message": message,
              "head": head.decode() if head else None, "spent": list(spent or []),
              "files": {rel: {"before": _encode(_read(kb.path / rel)), "after": _encode(data),
                              "after_sha256": _digest(data)} for rel, data in changes.items()}}
    atomic_write(path(kb), json.dumps(record).encode())
    try:
        _stall_for_tests(kb, changes)
        yield
    except BaseException:
        settle(kb, record, finish=False)
        raise
    _committed(kb, record)


def record_partial(kb: KB, before: dict[str, bytes | None], after: dict[str, bytes | None], actor: str,
                   op: str, message: str) -> None:
    """The record of a commit being built over several writes (``KB.batch``): each file's
    original and new bytes so far. A writer killed before the commit leaves it for
    :func:`recover`; the batch's own commit replaces it (through :func:`guard`)."""
    from reflectgit import gitops
    from reflectgit.fsutil import atomic_write

    head = gitops.head_sha(kb.repo)
    data = {"pid": os.getpid(), "started": time.time(), "actor": actor, "op": op, "message": message,
            "head": head.decode() if head else None, "spent": [],
            "files": {rel: {"before": _encode(old), "after": _encode(after.get(rel)),
                            "after_sha256": _digest(after.get(rel))} for rel, old in before.items()}}
    atomic_write(path(kb), json.dumps(data).encode())


def _committed(kb: KB, record: dict[str, Any]) -> None:
    """The commit exists: what it consumed goes, then the record."""
    for rel in record.get("spent") or []:
        if isinstance(rel, str) and rel.startswith(".reflectgit/") and ".." not in rel:
            (kb.path / rel).unlink(missing_ok=True)
    path(kb).unlink(missing_ok=True)


def _encode(data: bytes | None) -> str | None:
    return None if data is None else base64.b64encode(data).decode()


def _decode(text: str | None) -> bytes | None:
    return None if text is None else base64.b64decode(text)


def _stall_for_tests(kb: KB, changes: dict[str, bytes | None]) -> None:
    seconds = os.environ.get(STALL_ENV)
    if not seconds:
        return
    first = next((rel for rel in sorted(changes) if rel.startswith("learnings/")), min(changes))
    kb.write_files({first: changes[first]})
    time.sleep(float(seconds))


@contextmanager
def moving(kb: KB, old: bytes, new: bytes, paths: dict[str, tuple[bytes | None, bytes | None]]) -> Iterator[None]:
    """Around ``sync`` bringing the working tree from commit ``old`` to ``new`` (which exists) and
    moving HEAD: ``paths`` maps each changed file to its (old, new) blob id. A Ctrl-C inside puts
    the files back; a process killed inside is finished (or undone) by the next writer. The
    record holds blob ids only: a first sync's checkout of 100k notes is not copied into it."""
    from reflectgit.fsutil import atomic_write

    record = {"kind": "checkout", "pid": os.getpid(), "started": time.time(), "actor": "sync", "op": "sync",
              "head": old.decode(), "target": new.decode(),
              "paths": {rel: [_hex(o), _hex(n)] for rel, (o, n) in paths.items()}}
    atomic_write(path(kb), json.dumps(record).encode())
    try:
        if os.environ.get(STALL_ENV) and paths:  # test hook: the first file written, then a pause
            first = min(paths)
            kb.write_files({first: _blob(kb, paths[first][1])})
            time.sleep(float(os.environ[STALL_ENV]))
        yield
    except BaseException:
        _settle_checkout(kb, record, finish=False)
        raise
    path(kb).unlink(missing_ok=True)


def _hex(sha: bytes | None) -> str | None:
    return None if sha is None else sha.decode()


def _blob(kb: KB, sha: str | bytes | None) -> bytes | None:
    if sha is None:
        return None
    return kb.repo.object_store[sha if isinstance(sha, bytes) else sha.encode()].data


def _blob_id(data: bytes | None) -> str | None:
    from dulwich.objects import Blob

    return None if data is None else Blob.from_string(data).id.decode()


def _settle_checkout(kb: KB, record: dict[str, Any], finish: bool) -> list[str]:
    """HEAD at the target: done. HEAD where it was and every file holding its old or new bytes:
    finish (when allowed). Otherwise the files this checkout wrote get their old bytes back."""
    from reflectgit import gitops
    from reflectgit.fsutil import TMP_SUFFIX

    head = gitops.head_sha(kb.repo)
    here = head.decode() if head else None
    paths = record["paths"]
    for rel in paths:  # what a write killed between its temp file and its rename left (review16)
        target = kb.path / rel
        for tmp in target.parent.glob(f".{target.name}.*{TMP_SUFFIX}") if target.parent.is_dir() else []:
            tmp.unlink(missing_ok=True)
    current = {rel: _blob_id(_read(kb.path / rel)) for rel in paths}
    if here == record["target"]:
        gitops.refresh_index(kb.repo, {rel: _read(kb.path / rel) for rel in paths})
        path(kb).unlink(missing_ok=True)
        return []
    if finish and here == record["head"] and all(current[rel] in ids for rel, ids in paths.items()):
        changes = {rel: _blob(kb, new) for rel, (_old, new) in paths.items()}
        kb.write_files(changes)
        if kb.repo.refs.set_if_equals(b"HEAD", record["head"].encode(), record["target"].encode(),
                                      message=b"reflectgit sync (finished)"):
            gitops.refresh_index(kb.repo, changes)
            path(kb).unlink(missing_ok=True)
            return [f"finished an interrupted sync: checked out {record['target'][:10]} ({len(changes)} file(s))"]
    restored = []
    for rel, (old, new) in sorted(paths.items()):
        if current[rel] == new and new != old:  # what the checkout wrote; anything else is someone's edit
            kb.write_files({rel: _blob(kb, old)})
            restored.append(rel)
    path(kb).unlink(missing_ok=True)
    return [f"rolled back an interrupted sync: restored {len(restored)} file(s)"] if restored else []


def recover(kb: KB) -> list[str]:
    """Settle a transaction whose writer died (call with the writer lock held); what was done."""
    p = path(kb)
    if not p.exists():
        return []
    try:
        record = json.loads(p.read_bytes())
        if record.get("kind") == "checkout":
            if not isinstance(record.get("paths"), dict):
                raise ValueError("no paths")
            return _settle_checkout(kb, record, finish=True)
        if not isinstance(record.get("files"), dict):
            raise ValueError("no files")
    except (OSError, ValueError, AttributeError, KeyError) as exc:
        kept = p.with_suffix(".unreadable")
        p.replace(kept)
        return [f"found an unreadable record of an interrupted KB write ({exc}); kept it as {kept}"]
    return settle(kb, record, finish=True)


def settle(kb: KB, record: dict[str, Any], finish: bool) -> list[str]:
    """Leave a landed commit alone, else finish the transaction (when allowed and safe), else
    roll it back; the record is removed in every case that does not raise."""
    if _landed(kb, record):
        _refresh_index(kb, record["files"])
        _committed(kb, record)
        return []
    why = ""
    if finish and _can_finish(kb, record):
        try:
            return _finish(kb, record)
        except Exception as exc:  # noqa: BLE001 - reported below; rolling back is still safe
            why = f" (could not finish it: {type(exc).__name__}: {exc})"
    restored, kept = _roll_back(kb, record["files"])
    path(kb).unlink(missing_ok=True)
    if not (restored or kept or why):
        return []
    msg = (f"rolled back an interrupted '{record.get('op')}' ({record.get('actor')}){why}: "
           f"restored {len(restored)} file(s) to their state before it")
    if kept:
        msg += f"; kept {', '.join(kept)} (changed again since)"
    return [msg]


def _can_finish(kb: KB, record: dict[str, Any]) -> bool:
    """HEAD is where the dead writer left it and no file was touched by anyone else."""
    from reflectgit import gitops

    head = gitops.head_sha(kb.repo)
    if not isinstance(record.get("message"), str) or (head.decode() if head else None) != record.get("head"):
        return False
    for rel, f in record["files"].items():
        if "after" not in f:
            return False
        current = _digest(_read(kb.path / rel))
        if current not in (f.get("after_sha256"), _digest(_decode(f.get("before")))):
            return False
    return True


def _finish(kb: KB, record: dict[str, Any]) -> list[str]:
    """Write the rest of the files and make the commit the dead writer was about to make."""
    from reflectgit import gitops

    changes = {rel: _decode(f.get("after")) for rel, f in record["files"].items()}
    kb.write_files(changes)
    sha = gitops.commit_changes(kb.repo, changes, record["message"])
    _committed(kb, record)
    return [f"finished an interrupted '{record.get('op')}' ({record.get('actor')}): "
            f"committed {len(changes)} file(s) as {sha.decode()[:10]}"]


def _landed(kb: KB, record: dict[str, Any]) -> bool:
    """The commit exists: HEAD moved and holds every recorded file's new bytes."""
    from reflectgit import gitops

    head = gitops.head_sha(kb.repo)
    if head is None or (record.get("head") or "").encode() == head:
        return False
    return all(_digest(gitops.read_blob(kb.repo, head, rel)) == f.get("after_sha256")
               for rel, f in record["files"].items())


def _refresh_index(kb: KB, files: dict[str, Any]) -> None:
    """A writer killed right after moving HEAD left git's index stale: files that match HEAD
    would look edited by hand. Refresh those (and only those) entries."""
    from reflectgit import gitops

    head = gitops.head_sha(kb.repo)
    same: dict[str, bytes | None] = {}
    for rel in files:
        data = _read(kb.path / rel)
        if head is not None and data == gitops.read_blob(kb.repo, head, rel):
            same[rel] = data
    if same:
        gitops.refresh_index(kb.repo, same)


def _roll_back(kb: KB, files: dict[str, Any]) -> tuple[list[str], list[str]]:
    restored, kept = [], []
    for rel, f in sorted(files.items()):
        full = kb.path / rel
        current = _read(full)
        before = _decode(f.get("before"))
        if current == before:
            continue
        if _digest(current) != f.get("after_sha256"):
            kept.append(rel)  # not what the dead writer wrote: someone's later edit
            continue
        kb.write_files({rel: before})
        restored.append(rel)
    return restored, kept


__all__ = ["guard", "moving", "recover", "settle", "path", "FILE", "STALL_ENV"]
