"""A pending merge never follows a note's successor across a contradiction (review30: the lesson
became proof of its opposite)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from reflectgit.kb import KB

NEVER = {"title": "Use pytest monkeypatch instead of time.sleep in tests",
         "rule": "Never call time.sleep in tests; patch time.time with monkeypatch"}
ALWAYS = {"title": "Use time.sleep in tests so CI waits", "rule": "Always call time.sleep in tests"}


def mcp_add(kb: Path, cwd: Path, *lessons: dict) -> list[dict]:
    """``add_learning`` of each lesson, in order, through the SDK's stdio client (one server)."""
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    async def main() -> list[dict]:
        params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                       env={**os.environ}, cwd=str(cwd))
        out = []
        async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
            await s.initialize()
            for lesson in lessons:
                r = await s.call_tool("add_learning", lesson)
                assert not r.is_error, r.content
                out.append(r.structured_content)
        return out

    return asyncio.run(main())


def test_a_merge_into_a_note_an_agent_contradicted_is_refused(rg, kb, code_repo):
    """An unconfirmed agent note may be superseded by its opposite; its twin waiting as a merge is
    not folded into that opposite (review30: `accept: merge into lrn-B (lrn-A was superseded by it)`)."""
    a, twin, b = mcp_add(kb, code_repo, dict(NEVER), dict(NEVER), dict(ALWAYS))
    assert twin["action"] == "pending-merge" and b["action"] == "supersede" and b["superseded"] == a["id"], b
    [d] = rg.json("pending")
    assert d["target_gone"] == f"superseded by {b['id']}, which contradicts it" and d["target_now"] is None, d
    rg("pending", "accept", d["id"], expect=2)
    assert not KB.open(kb).get(b["id"]).get("proof_count")
    rg("pending", "reject", d["id"])  # kept as a note of its own: what the user can still choose
    assert rg.json("pending") == []
