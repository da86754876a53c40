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
    return mcp_call(kb, cwd, *(("add_learning", lesson) for lesson in lessons))


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
    listed = {d["kind"]: d for d in rg.json("pending")["pending"]}
    assert set(listed) == {"merge", "contradiction"}
    assert rg.json("status")["pending"] == {"merge": 1, "contradiction": 1}
    assert "Pending: 2 decision(s) waiting for you (1 contradiction, 1 merge) — `reflectgit pending`" \
        in rg("status").stdout
    rg("pending", "accept", listed["contradiction"]["id"])  # the user chooses B
    assert KB.open(kb).get(a["id"])["superseded_by"] == b["id"]
    [d] = rg.json("pending")["pending"]
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
    [d] = rg.json("pending")["pending"]
    assert d["target_gone"] == f"superseded by {b['id']}, which contradicts it" and d["target_now"] is None, d
    rg("pending", "accept", d["id"], expect=2)
    assert not KB.open(kb).get(b["id"]).get("proof_count")
    rg("pending", "reject", d["id"])  # kept as a note of its own: what the user can still choose
    assert rg.json("pending")["pending"] == []


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
    assert [p["kind"] for p in rg.json("pending")["pending"]] == ["contradiction"]


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


def mcp_call(kb: Path, cwd: Path, *calls: tuple[str, dict]) -> list[dict]:
    """Each ``(tool, arguments)`` in order through the SDK's stdio client (one server)."""
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    async def main() -> list[dict]:
        params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                       env={**os.environ}, cwd=str(cwd))
        out = []
        async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
            await s.initialize()
            for tool, arguments in calls:
                r = await s.call_tool(tool, arguments)
                assert not r.is_error, r.content
                out.append(r.structured_content)
        return out

    return asyncio.run(main())


FLAKY = "the tests are flaky on CI, should I add a sleep?"


def injected(cwd: Path, event: str, session: str, **extra: str) -> str:
    """What an agent's hook adds to its context (Claude Code's JSON; Codex sends the same, Gemini
    its own event names), through the command the harness runs."""
    import json

    from conftest import run_cli

    payload = {"session_id": session, "hook_event_name": event, "cwd": str(cwd),
               "transcript_path": str(cwd / "no-transcript.jsonl"), **extra}
    out = run_cli("agent", "hook", event, cwd=cwd, input=json.dumps(payload))
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["hookSpecificOutput"]["additionalContext"] if out.stdout.strip() else ""


def _disputed_pair(rg, kb: Path, code_repo: Path, monkeypatch) -> tuple[str, str, str]:
    """The reviewer's setup: a rule added by hand, then an agent's `add_learning` of its opposite:
    (the person's note, the agent's, the pending decision)."""
    monkeypatch.chdir(code_repo)
    mine = rg.json("add", "--title", NEVER["title"], "--rule", NEVER["rule"])["id"]
    [b] = mcp_add(kb, code_repo, dict(ALWAYS))
    assert b["action"] == "pending-contradiction" and b["target"] == mine, b
    return mine, b["id"], b["pending"]


def test_a_lesson_waiting_for_the_users_decision_is_never_injected_and_search_marks_both(rg, kb, code_repo,
                                                                                          monkeypatch):
    """Both notes are active while the user decides: no agent's hook injects the agent's opposite
    (it led SessionStart alone, the user's rule taken for its near-duplicate, and answered "should
    I add a sleep?"); the user's rule goes in as it would without it. Search, MCP search and show
    still return the agent's note, and mark both."""
    mine, theirs, pid = _disputed_pair(rg, kb, code_repo, monkeypatch)
    start = injected(code_repo, "SessionStart", "s-claude", source="startup")
    assert f"[{mine}]" in start and theirs not in start, start
    codex = injected(code_repo, "SessionStart", "s-codex", source="startup", model="gpt-5-codex", turn_id="t1")
    assert f"[{mine}]" in codex and theirs not in codex, codex
    prompt = injected(code_repo, "UserPromptSubmit", "s-prompt", prompt=FLAKY)
    assert f"[{mine}]" in prompt and theirs not in prompt, prompt
    gemini = injected(code_repo, "BeforeAgent", "s-gemini", prompt=FLAKY)
    assert f"[{mine}]" in gemini and theirs not in gemini, gemini

    hits = {h["id"]: h for h in rg.json("search", "time.sleep in tests")["hits"]}
    assert hits[theirs]["disputes"] == [{"id": mine, "pending": pid}]
    assert hits[mine]["disputed_by"] == [{"id": theirs, "pending": pid}] and "disputes" not in hits[mine]
    text = rg("search", "time.sleep in tests").stdout
    assert f"disputed: {theirs} says otherwise ({pid}) — decide with `reflectgit pending`" in text, text
    assert f"disputed: says the opposite of {mine} ({pid}); not injected into sessions until you decide" in text
    [found, hydrated] = mcp_call(kb, code_repo, ("search", {"query": "time.sleep in tests"}),
                                 ("hydrate", {"ids": [theirs]}))
    rows = {h["id"]: h for h in found["hits"]}
    assert rows[theirs]["disputes"] == [{"id": mine, "pending": pid}] and rows[mine]["disputed_by"][0]["id"] == theirs
    assert hydrated["notes"][0]["disputes"] == [{"id": mine, "pending": pid}]
    assert rg.json("show", mine)["disputed_by"] == [{"id": theirs, "pending": pid}]
    shown = rg("show", theirs)
    assert shown.stdout.encode() == (kb / rg.json("show", theirs)["path"]).read_bytes()  # the note file, as ever
    assert f"disputed: says the opposite of {mine} ({pid})" in shown.stderr

    rg("pending", "accept", pid)  # the user chooses the agent's lesson: it is injected, theirs alone
    start = injected(code_repo, "SessionStart", "s-after", source="startup")
    assert f"[{theirs}]" in start and mine not in start, start
    assert "disputed" not in rg("search", "time.sleep in tests").stdout
    assert "disputes" not in rg.json("show", theirs)


def test_after_reject_or_drop_injection_follows_the_users_decision(rg, kb, code_repo, monkeypatch):
    """reject: the user's note stands, the agent's is superseded (never injected); drop keeps both,
    and SessionStart shows both (two opposite rules are two lessons, not one said twice)."""
    mine, theirs, pid = _disputed_pair(rg, kb, code_repo, monkeypatch)
    rg("pending", "drop", pid)
    start = injected(code_repo, "SessionStart", "s-drop", source="startup")
    assert f"[{mine}]" in start and f"[{theirs}]" in start, start
    assert "disputed" not in rg("search", "time.sleep in tests").stdout

    other = {"title": "Package installs", "rule": "Never use pnpm to install packages in this repo."}
    mine = rg.json("add", "--title", other["title"], "--rule", other["rule"])["id"]
    [b] = mcp_add(kb, code_repo, {"title": "Package installs", "rule": "Always use pnpm to install packages in this repo."})
    assert b["action"] == "pending-contradiction", b
    rg("pending", "reject", b["pending"])
    start = injected(code_repo, "SessionStart", "s-reject", source="startup")
    assert f"[{mine}]" in start and b["id"] not in start, start


def test_a_lesson_waiting_for_the_users_decision_is_not_promoted_into_memory_md(rg, kb, code_repo, monkeypatch):
    """Search still returns the agent's opposite while the user decides, so it gathers recalls; MEMORY.md
    is read as what was proven (SessionStart leads with it), so it waits there too, until accepted."""
    from reflectgit import recall_log

    mine, theirs, pid = _disputed_pair(rg, kb, code_repo, monkeypatch)
    for note_id in (mine, theirs):
        for session in ("s1", "s2", "s3"):
            recall_log.record(kb / ".reflectgit", "time.sleep", "ops", "main", [note_id], 10, False, False,
                              session=session)
    out = rg.json("promote")
    assert mine in out["promoted"] and theirs not in out["promoted"], out
    rg("pending", "accept", pid)
    assert theirs in rg.json("promote")["promoted"]
