"""Which paths differ between two git trees, in git's tree order.

dulwich's ``tree_changes`` walks every entry of every tree it enters; a KB shard holds thousands
of note files in one tree, so a commit that changed one note cost a Python step per note, three
times per sync (notes, history, code-commit log). Here the entries of two versions of a tree are
compared as sets (in C), only the differing ones are looked at, and the last answer is kept, so
the three readers of one commit pay once.
"""

from __future__ import annotations

import stat
from typing import Any

Change = tuple[str, bytes | None, bytes | None]  # (path, old blob sha, new blob sha); None: absent

_last: tuple[tuple[int, bytes | None, bytes | None], list[Change]] | None = None


def changes(store: Any, old_tree: bytes | None, new_tree: bytes | None) -> list[Change]:
    """Files added, removed or modified between two trees (a file turned folder is both)."""
    global _last
    key = (id(store), old_tree, new_tree)
    if _last is not None and _last[0] == key:
        return _last[1]
    out: list[Change] = []
    _walk(store, old_tree, new_tree, b"", out)
    _last = (key, out)
    return out


def _entries(store: Any, tree: bytes | None) -> set[tuple[bytes, int, bytes]]:
    return set(store[tree].iteritems()) if tree else set()


def _order(name: bytes, mode: int) -> bytes:
    return name + b"/" if stat.S_ISDIR(mode) else name  # git sorts a folder as if its name ended in /


def _walk(store: Any, old: bytes | None, new: bytes | None, prefix: bytes, out: list[Change]) -> None:
    if old == new:
        return
    a, b = _entries(store, old), _entries(store, new)
    differ = sorted(a ^ b, key=lambda e: _order(e[0], e[1]))
    olds = {e[0]: e for e in differ if e in a}
    news = {e[0]: e for e in differ if e in b}
    for name in sorted(olds.keys() | news.keys(), key=lambda n: _order(n, (olds.get(n) or news[n])[1])):
        o, n = olds.get(name), news.get(name)
        o_dir = o is not None and stat.S_ISDIR(o[1])
        n_dir = n is not None and stat.S_ISDIR(n[1])
        if o_dir or n_dir:
            _walk(store, o[2] if o_dir and o else None, n[2] if n_dir and n else None, prefix + name + b"/", out)
        o_file = o[2] if o is not None and not o_dir else None
        n_file = n[2] if n is not None and not n_dir else None
        if o_file is not None or n_file is not None:
            out.append(((prefix + name).decode("utf-8", "replace"), o_file, n_file))


def commit_changes(store: Any, commit: Any) -> list[Change]:
    """What one commit changed, as ``git log`` counts it: against its parent (the empty tree
    for a root commit); for a merge, only the paths it leaves different from *every* parent
    (what the merge itself resolved), each against the first parent. A path a merge took
    unchanged from one side was that side's commit's change, counted there: against the first
    parent alone, every note a sync brought in read as added again in each merge."""
    parents = commit.parents
    first = changes(store, store[parents[0]].tree if parents else None, commit.tree)
    if len(parents) < 2:
        return first
    keep = {path for path, _, _ in first}
    for parent in parents[1:]:
        if not keep:
            break
        keep &= {path for path, _, _ in changes(store, store[parent].tree, commit.tree)}
    return [c for c in first if c[0] in keep]
