"""A KB commit updates ``.git/index`` for the paths it touched by splicing the file's bytes:
git itself must then read an index that matches HEAD (``git status`` clean), whatever git
wrote there before (its tree cache), and an index it cannot splice takes dulwich's path."""

from __future__ import annotations

from pathlib import Path

from conftest import git

from reflectgit import gitops
from reflectgit.kb import KB


def staged(kb: Path) -> str:
    return git("ls-files", "-s", cwd=kb)


def committed(kb: Path) -> str:
    """``git ls-files -s`` as it would read for HEAD's tree."""
    rows = []
    for line in git("ls-tree", "-r", "HEAD", cwd=kb).splitlines():
        meta, path = line.split("\t", 1)
        mode, _kind, sha = meta.split()
        rows.append(f"{mode} {sha} 0\t{path}")
    return "\n".join(rows) + "\n"


def test_the_index_matches_head_after_adds_edits_moves_and_removals(kb):
    store = KB.open(kb)
    made = [store.add({"title": f"lesson {i}", "project": "p", "branch": "main"}, f"body {i}\n") for i in range(5)]
    git("write-tree", cwd=kb)  # git caches trees in the index (the TREE extension): a splice drops it
    assert gitops._splice_index(store.repo, {})  # the plain index a KB has takes the fast path
    store.set_field(made[0].id, "tags", ["edited"])
    store.set_field(made[1].id, "branch", "feat/x")  # moves the file to another shard
    store.forget(made[2].id, reason="test", purge=True)  # removes the file
    assert staged(kb) == committed(kb)
    assert git("status", "--porcelain", cwd=kb) == ""


def test_an_index_that_cannot_be_spliced_is_rewritten_by_dulwich(kb):
    store = KB.open(kb)
    git("update-index", "--index-version", "4", cwd=kb)  # path-compressed entries: not spliced
    assert not gitops._splice_index(store.repo, {})
    store.add({"title": "after v4", "project": "p", "branch": "main"}, "body\n")
    assert staged(kb) == committed(kb)
    assert git("status", "--porcelain", cwd=kb) == ""
