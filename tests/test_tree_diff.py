"""The set-based tree diff names the same changes as dulwich's tree walk, in the same order."""

from __future__ import annotations

import random

from dulwich.diff_tree import tree_changes

from reflectgit import gitops, tree_diff
from reflectgit.kb import KB


def _dulwich(store, old, new):
    out = []
    for ch in tree_changes(store, old, new):
        path = (ch.new.path if ch.new and ch.new.path else ch.old.path).decode()
        out.append((path, ch.old.sha if ch.old and ch.old.path else None, ch.new.sha if ch.new and ch.new.path else None))
    return out


def test_the_changes_match_dulwich_over_random_commits(kb):
    store = KB.open(kb)
    repo = store.repo
    rnd = random.Random(3)
    files: dict[str, bytes] = {}
    trees = [repo[gitops.head_sha(repo)].tree]
    for step in range(25):
        changes: dict[str, bytes | None] = {}
        for _ in range(rnd.randint(1, 6)):
            kind = rnd.random()
            if files and kind < 0.3:
                changes[rnd.choice(sorted(files))] = None  # removed
            elif files and kind < 0.6:
                changes[rnd.choice(sorted(files))] = f"edit {step} {rnd.random()}\n".encode()
            else:
                folder = rnd.choice(["learnings/p/main", "learnings/p/feat", "learnings/q/main", "memory/meta", ""])
                name = rnd.choice(["a.md", "b.md", "a-b.md", "a.b.md", "z.md"])
                changes[f"{folder}/{name}".lstrip("/")] = f"new {step}\n".encode()
        for path, data in changes.items():
            if data is None:
                files.pop(path, None)
            else:
                files[path] = data
        gitops.commit_changes(repo, changes, f"step {step}")
        trees.append(repo[gitops.head_sha(repo)].tree)
    for old, new in zip(trees, trees[1:], strict=False):
        assert tree_diff.changes(repo.object_store, old, new) == _dulwich(repo.object_store, old, new)
    assert tree_diff.changes(repo.object_store, trees[0], trees[-1]) == _dulwich(repo.object_store, trees[0], trees[-1])
    assert tree_diff.changes(repo.object_store, None, trees[-1]) == _dulwich(repo.object_store, None, trees[-1])
