"""The audit trail, read from the KB's git history in one walk.

Every KB commit (who: the ``Reflectgit-Actor`` trailer; what: ``Reflectgit-Op``) and, for
each commit, the notes it added, changed, moved or removed. The dashboard database and the
static site are both built from this, so the two never disagree.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Iterator

_NOTE = re.compile(r"^learnings/([^/]+)/([^/]+)/([^/]+)\.md$")
AUDIT_FOLDER = "memory/meta/audit"


@dataclass
class Version:
    note_id: str
    change: str  # added | modified | moved | removed
    old_path: str | None
    new_path: str | None
    old_blob: bytes | None
    new_blob: bytes | None


@dataclass
class Commit:
    sha: str
    time: int
    author: str
    actor: str
    op: str
    machine: str
    subject: str
    message: str
    parents: list[str]
    versions: list[Version] = field(default_factory=list)
    other_paths: list[str] = field(default_factory=list)

    @property
    def iso_time(self) -> str:
        from datetime import datetime, timezone

        return datetime.fromtimestamp(self.time, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def walk(kb: Any, limit: int | None = None) -> Iterator[Commit]:
    """KB commits newest first with their note changes (merges: against the first parent)."""
    from dulwich.diff_tree import tree_changes

    from reflectgit import gitops
    from reflectgit.privacy import strip_private

    repo = kb.repo
    head = gitops.head_sha(repo)
    if head is None:
        return
    store = repo.object_store
    for n, entry in enumerate(repo.get_walker(include=[head])):
        if limit is not None and n >= limit:
            return
        c = entry.commit
        raw = c.message.decode("utf-8", "replace")
        trailers = gitops.parse_trailers(raw)
        msg = strip_private(raw)  # a subject may quote a note's title
        out = Commit(sha=c.id.decode(), time=c.commit_time, author=c.author.decode("utf-8", "replace"),
                     actor=trailers.get("Reflectgit-Actor", "git"), op=trailers.get("Reflectgit-Op", ""),
                     machine=trailers.get("Reflectgit-Machine", ""),
                     subject=msg.splitlines()[0] if msg else "", message=msg,
                     parents=[p.decode() for p in c.parents])
        parent_tree = store[c.parents[0]].tree if c.parents else None
        removed: dict[str, Any] = {}
        added: dict[str, Any] = {}
        for ch in tree_changes(store, parent_tree, c.tree):
            old = ch.old.path.decode("utf-8", "replace") if ch.old and ch.old.path else None
            new = ch.new.path.decode("utf-8", "replace") if ch.new and ch.new.path else None
            om, nm = _NOTE.match(old or ""), _NOTE.match(new or "")
            if not om and not nm:
                out.other_paths.append(new or old or "")
                continue
            if om and nm and old == new:
                out.versions.append(Version(nm.group(3), "modified", old, new, store[ch.old.sha].data,
                                            store[ch.new.sha].data))
            else:
                if om:
                    removed[om.group(3)] = (old, ch.old.sha)
                if nm:
                    added[nm.group(3)] = (new, ch.new.sha)
        for note_id in sorted(set(removed) | set(added)):
            o, a = removed.get(note_id), added.get(note_id)
            change = "moved" if o and a else ("added" if a else "removed")
            out.versions.append(Version(note_id, change, o[0] if o else None, a[0] if a else None,
                                        store[o[1]].data if o else None, store[a[1]].data if a else None))
        yield out


def reflection_changes(kb: Any) -> list[dict[str, Any]]:
    """ReflectionChange records kept under memory/meta/audit/ (JSON lines or JSON files)."""
    folder = kb.path / AUDIT_FOLDER
    out: list[dict[str, Any]] = []
    for f in sorted(folder.rglob("*")) if folder.is_dir() else []:
        if f.suffix == ".jsonl":
            for line in f.read_text(errors="replace").splitlines():
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if isinstance(rec, dict):
                    out.append({**rec, "_file": f.relative_to(kb.path).as_posix()})
        elif f.suffix == ".json":
            try:
                data = json.loads(f.read_text(errors="replace"))
            except ValueError:
                continue
            for rec in data if isinstance(data, list) else data.get("changes", []) if isinstance(data, dict) else []:
                if isinstance(rec, dict):
                    out.append({**rec, "_file": f.relative_to(kb.path).as_posix()})
    return out
