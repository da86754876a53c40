"""Issue 20's own example: a rule and its opposite whose notes meet below the old 0.6 gate (a
note's vector carries its reasons). Each writer (a captured session, MCP ``add_learning``,
``reflectgit add``) takes the newer lesson for the opposite of the person's note; a note about
the same thing that is not its opposite stays a plain new note."""

from __future__ import annotations

from pathlib import Path

from conftest import head
from test_contradiction_trust import FLAKY, injected, mcp_add

from reflectgit.kb import KB

NOTE = ("Don't use time.sleep in tests — patch time.time with monkeypatch instead; "
        "the flake was because CI runners are slow")
OPPOSITE = "Always call time.sleep in tests so CI waits"


def _mine(rg, code_repo: Path, monkeypatch) -> str:
    monkeypatch.chdir(code_repo)
    return rg.json("add", "--title", NOTE)["id"]


def test_a_captured_session_saying_the_opposite_waits_for_the_person(rg, kb, code_repo, monkeypatch, tmp_path):
    mine = _mine(rg, code_repo, monkeypatch)
    chat = tmp_path / "chat.txt"
    chat.write_text(f"User: the tests are flaky on CI\nAssistant: I can add retries\nUser: {OPPOSITE}\nAssistant: ok\n")
    out = rg.json("capture", "transcript", str(chat), "--session", "s-1")
    [new] = out["captured"]
    assert out["contradictions"] == [{"new": new, "old": mine, "resolved": False}], out["decisions"]
    [d] = rg.json("pending")["pending"]
    assert d["kind"] == "contradiction" and d["target"] == mine and d["note_id"] == new


def test_an_agents_opposite_through_mcp_waits_and_is_not_injected(rg, kb, code_repo, monkeypatch):
    mine = _mine(rg, code_repo, monkeypatch)
    [b] = mcp_add(kb, code_repo, {"title": OPPOSITE, "rule": OPPOSITE})
    assert b["action"] == "pending-contradiction" and b["target"] == mine, b
    prompt = injected(code_repo, "UserPromptSubmit", "s-prompt", prompt=FLAKY)
    assert f"[{mine}]" in prompt and b["id"] not in prompt, prompt


def test_a_note_on_the_same_topic_that_is_not_the_opposite_is_a_new_note(rg, kb, code_repo, monkeypatch):
    _mine(rg, code_repo, monkeypatch)
    [b] = mcp_add(kb, code_repo, {"title": "Sleeping in workers", "rule": "Always call time.sleep in the retry loop of the worker"})
    assert b["action"] == "create", b
    assert rg.json("pending")["pending"] == []


def test_reflectgit_add_of_the_opposite_waits_for_the_person_in_one_commit(rg, kb, code_repo, monkeypatch):
    mine = _mine(rg, code_repo, monkeypatch)
    commit = head(kb)
    out = rg("add", "--title", OPPOSITE)
    new = out.stdout.split()[1].rstrip(":")
    [d] = rg.json("pending")["pending"]
    assert d["kind"] == "contradiction" and d["target"] == mine and d["note_id"] == new
    assert f"disputed: says the opposite of {mine} ({d['id']})" in out.stderr, out.stderr
    from conftest import git

    assert git("rev-list", "--count", f"{commit}..HEAD", cwd=kb).strip() == "1"
    assert KB.open(kb).get(mine).status == "active"
    prompt = injected(code_repo, "UserPromptSubmit", "s-prompt", prompt=FLAKY)
    assert f"[{mine}]" in prompt and new not in prompt, prompt


def test_reflectgit_add_of_the_opposite_supersedes_an_agents_unconfirmed_note(rg, kb, code_repo, monkeypatch):
    monkeypatch.chdir(code_repo)
    [a] = mcp_add(kb, code_repo, {"title": NOTE})
    out = rg.json("add", "--title", OPPOSITE)
    assert out["supersedes"] == [a["id"]] and "disputes" not in out, out
    assert KB.open(kb).get(a["id"])["superseded_by"] == out["id"]
    assert rg.json("pending")["pending"] == []
    same_topic = rg.json("add", "--title", "Always call time.sleep in the retry loop of the worker")
    assert "supersedes" not in same_topic and "disputes" not in same_topic


def test_picking_one_tool_over_another_is_no_opposite_of_the_other_pick(rg, kb, code_repo, monkeypatch):
    """review32: "don't use pnpm in the docs site" after "use npm in the docs site" (and "never use
    Python 3.8" after "use Python 3.12") superseded the first note, or held a pending contradiction
    against it: both are right, and the person's note was hidden."""
    monkeypatch.chdir(code_repo)
    for first, second in (("Use npm in the docs site", "Don't use pnpm in the docs site"),
                          ("Use Python 3.12 for the worker", "Never use Python 3.8 for the worker")):
        mine = rg.json("add", "--title", first)["id"]
        out = rg.json("add", "--title", second)
        assert not out.get("supersedes") and not out.get("disputes"), out
        assert KB.open(kb).get(mine).status == "active"
    assert rg.json("pending")["pending"] == []
    rg.json("add", "--title", "Never use npm in the docs site")  # the real opposite is still caught
    assert [d["kind"] for d in rg.json("pending")["pending"]] == ["contradiction"]
