"""Who may replace a lesson with its opposite (review30): an agent's claim never replaces unasked a
note a person confirmed, the user's own correction does; and a pending merge never follows a
note's successor across a contradiction (the lesson became proof of its opposite)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from conftest import head, tree_files

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


def test_an_agents_opposite_of_a_confirmed_lesson_waits_and_a_merge_never_crosses_it(rg, kb, code_repo):
    """The reviewer's session: A, A again (a merge?), then B saying the opposite, all at
    confidence 0.9 through MCP. B waits as a contradiction (A stays, both recalled); once the
    user accepts B, the merge of A's twin into B is refused in one line, nothing written."""
    a, twin, b = mcp_add(kb, code_repo, {**NEVER, "confidence": 0.9}, {**NEVER, "confidence": 0.9},
                         {**ALWAYS, "confidence": 0.9})
    assert twin["action"] == "pending-merge" and twin["target"] == a["id"]
    assert b["action"] == "pending-contradiction" and b["target"] == a["id"] and "superseded" not in b, b
    assert "confidence 0.9" in b["reason"], b
    store = KB.open(kb)
    assert store.get(a["id"]).status == "active" and store.get(b["id"]).status == "active"
    listed = {d["kind"]: d for d in rg.json("pending")}
    assert set(listed) == {"merge", "contradiction"}
    assert rg.json("status")["pending"] == {"merge": 1, "contradiction": 1}
    assert "Pending: 2 decision(s) waiting for you (1 contradiction, 1 merge) — `reflectgit pending`" \
        in rg("status").stdout
    rg("pending", "accept", listed["contradiction"]["id"])  # the user chooses B
    assert KB.open(kb).get(a["id"])["superseded_by"] == b["id"]
    [d] = rg.json("pending")
    gone = f"superseded by {b['id']}, which contradicts it"
    assert d["target_gone"] == gone and d["target_now"] is None and d["actions"]["accept"] == f"refused: {a['id']} is {gone}"
    assert f"~ {a['id']} ({gone})" in rg("pending").stdout
    before, commit = tree_files(kb), head(kb)
    refused = rg("pending", "accept", d["id"], expect=2).stderr
    assert refused.count("\n") == 1 and f"{a['id']} is {gone}: `accept` needs it" in refused, refused
    assert tree_files(kb) == before and head(kb) == commit
    kept = KB.open(kb).get(b["id"])
    assert kept["rule"] == ALWAYS["rule"] and not kept.get("proof_count") and not kept.get("problem")


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


def _chat(tmp_path: Path, said: str) -> str:
    path = tmp_path / "chat.txt"
    path.write_text(f"User: add the CI retry for the flaky job\nAssistant: done, I added a wait loop\nUser: {said}\n"
                    "Assistant: ok\n")
    return str(path)


def test_the_users_correction_in_a_session_still_supersedes_an_agents_confident_note(rg, kb, code_repo, tmp_path):
    """"Correct once": the user reversing what an agent recorded for them at 0.9 changes their mind."""
    [a] = mcp_add(kb, code_repo, {"title": "Package installs", "rule": "Always use pnpm to install packages in this repo.",
                                  "confidence": 0.9})
    out = rg.json("capture", "transcript", _chat(tmp_path, "Never use pnpm to install packages in this repo."),
                  "--project", "agents-in-a-box", "--branch", "main", "--session", "s-2")
    [new] = out["captured"]
    assert out["superseded"] == [a["id"]] and out["pending"] == [], out
    assert KB.open(kb).get(a["id"])["superseded_by"] == new


def test_an_agents_claim_against_a_lesson_proven_in_memory_md_waits(rg, kb, code_repo):
    """A low-confidence note the daily pass promoted into MEMORY.md is proven: an agent's opposite waits."""
    from reflectgit.reflection.promote import END, START

    [a] = mcp_add(kb, code_repo, {"title": "Package installs", "rule": "Always use pnpm to install packages in this repo.",
                                  "confidence": 0.5})
    (kb / "MEMORY.md").write_text(f"# Memory\n\n{START}\n\n## Learnings\n\n- **Package installs** — Always use pnpm "
                                  f"to install packages in this repo. ({a['id']}, agents-in-a-box)\n\n{END}\n")
    rg("doctor", "--fix")  # commits the hand edit as a person would
    [b] = mcp_add(kb, code_repo, {"title": "No pnpm", "rule": "Never use pnpm to install packages in this repo."})
    assert b["action"] == "pending-contradiction" and "MEMORY.md" in b["reason"], b
    assert KB.open(kb).get(a["id"]).status == "active"


def test_a_cause_the_agent_stated_does_not_replace_a_confirmed_lesson(rg, kb, code_repo, tmp_path):
    """The agent's own diagnosis in a session is its claim, not the user's correction: it waits."""
    [a] = mcp_add(kb, code_repo, {"title": "Package installs", "rule": "Always use pnpm to install packages in this repo.",
                                  "confidence": 0.9})
    path = tmp_path / "agent.txt"
    path.write_text("User: the CI install step fails with a lockfile error, fix it\nAssistant: Found it. The root cause "
                    "is that we should never use pnpm to install packages in this repo.\nAssistant: I changed the "
                    "install step to npm ci.\nUser: thanks\n")
    out = rg.json("capture", "transcript", str(path), "--project", "agents-in-a-box", "--branch", "main",
                  "--session", "s-3")
    [d] = out["decisions"]
    assert d["action"] == "pending-contradiction" and d["target"] == a["id"] and out["superseded"] == [], out
    assert KB.open(kb).get(a["id"]).status == "active"
    assert [p["kind"] for p in rg.json("pending")] == ["contradiction"]


def test_an_agents_claim_does_not_replace_what_the_user_said_in_a_session(rg, kb, code_repo, tmp_path):
    """A correction the user typed, captured at medium confidence, is what a person said: an
    agent's `add_learning` of its opposite waits for them."""
    out = rg.json("capture", "transcript", _chat(tmp_path, "Never use pnpm to install packages in this repo."),
                  "--project", "agents-in-a-box", "--branch", "main", "--session", "s-1")
    [mine] = out["captured"]
    assert KB.open(kb).get(mine)["source"]["said_by"] == "user"
    [b] = mcp_add(kb, code_repo, {"title": "Package installs", "rule": "Always use pnpm to install packages in this repo."})
    assert b["action"] == "pending-contradiction" and b["target"] == mine, b
    assert "which the user said in session s-1" in b["reason"], b
    assert KB.open(kb).get(mine).status == "active"
