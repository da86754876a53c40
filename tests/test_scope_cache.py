"""The notes in scope are read once per scope while questions alternate between a few scopes
(a warm server answering a hook, a ``--all-branches`` search and an MCP call in turn)."""

from __future__ import annotations

from reflectgit.kb import KB
from reflectgit.project import Context
from reflectgit.recall import Recall
from reflectgit.recall.scope_cache import ScopeCache
from reflectgit.recall.types import Options

SCAN = "select id, title, updated, created, subject from notes"


def test_alternating_scopes_are_each_read_once(rg, kb):
    rg("add", "--title", "Size the redis pool to peak concurrency", "--project", "shop", "--branch", "main")
    rg("reindex")
    recall = Recall(KB.open(kb), Context("shop", "feature", "main"))
    scans: list[str] = []
    recall.index.con.set_trace_callback(lambda sql: scans.append(sql) if sql.startswith(SCAN) else None)
    scopes = [Options(), Options(all_branches=True), Options(global_=True)]
    first = [recall.allowed(o) for o in scopes]
    for _ in range(3):
        assert [recall.allowed(o) for o in scopes] == first
    assert len(scans) == 3
    # a new index version retires every scope read before it
    rg("add", "--title", "Pin actions by commit SHA", "--project", "shop", "--branch", "main")
    rg("reindex")
    assert len(recall.allowed(Options(global_=True))) == len(first[2]) + 1
    assert len(scans) == 4


def test_the_cache_keeps_the_last_few_scopes_of_one_version():
    cache = ScopeCache(size=2)
    cache.put(("a", 1), "A")
    cache.put(("b", 1), "B")
    assert cache.get(("a", 1)) == "A"  # used: "b" is now the oldest
    cache.put(("c", 1), "C")
    assert cache.get(("b", 1)) is None and cache.get(("a", 1)) == "A" and cache.get(("c", 1)) == "C"
    cache.put(("a", 2), "A2")
    assert cache.get(("c", 1)) is None and cache.get(("a", 2)) == "A2"
    assert ScopeCache(ttl=0).get(("a", 1)) is None
