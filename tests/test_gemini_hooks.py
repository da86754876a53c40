"""Gemini CLI's hook events through `agent hook` (review18: BeforeAgent and any unknown event did
nothing and logged nothing), and its chat recordings read as transcripts."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_cli
from test_capture_session import SECRET

from reflectgit.capture.transcript import read
from reflectgit.kb import KB


def chat(folder: Path) -> Path:
    """A Gemini CLI chat recording, as ~/.gemini/tmp/<hash>/chats/session-*.json holds it."""
    msgs = [
        {"id": "m1", "timestamp": "2026-11-27T10:00:00Z", "type": "user",
         "content": "Add retries to the upload client in client/upload.py"},
        {"id": "m2", "timestamp": "2026-11-27T10:00:05Z", "type": "gemini", "content": "I'll use requests with a Retry adapter.",
         "thoughts": [{"subject": "plan", "description": "use requests"}],
         "toolCalls": [{"id": "c1", "name": "run_shell_command", "args": {"command": "pytest -q"}, "status": "success",
                        "result": [{"functionResponse": {"id": "c1", "name": "run_shell_command", "response": {
                            "output": "FAILED tests/test_upload.py::test_retry\n1 failed, 3 passed"}}}]}]},
        {"id": "m3", "timestamp": "2026-11-27T10:01:00Z", "type": "user",
         "content": f"No, don't use requests here, we vendor httpx. <private>the token is {SECRET}</private>"},
        {"id": "m4", "timestamp": "2026-11-27T10:01:02Z", "type": "info", "content": "Request cancelled."},
        {"id": "m5", "timestamp": "2026-11-27T10:01:05Z", "type": "gemini", "content": [{"text": "Switching to httpx."}]},
    ]
    path = folder / "session-2026-11-27T10-00-gem1.json"
    path.write_text(json.dumps({"sessionId": "gem-sess-1", "projectHash": "ab" * 32, "startTime": "2026-11-27T10:00:00Z",
                                "lastUpdated": "2026-11-27T10:01:05Z", "messages": msgs}, indent=2))
    return path


def test_a_gemini_chat_is_read_into_turns(tmp_path):
    t = read(chat(tmp_path))  # recognised by its opening, no --format
    assert t.session == "gem-sess-1" and t.cwd is None
    assert [turn.role for turn in t.turns] == ["user", "assistant", "assistant", "tool", "user", "assistant"]
    assert t.turns[2].tool == "run_shell_command" and t.turns[2].tool_input == {"command": "pytest -q"}
    assert "1 failed" in t.turns[3].text and t.turns[3].tool == "run_shell_command"
    assert all(SECRET not in turn.text for turn in t.turns)


def test_gemini_session_end_captures_and_before_agent_injects(rg, kb, code_repo, tmp_path):
    path = chat(tmp_path)
    base = {"session_id": "gem-sess-1", "transcript_path": str(path), "cwd": str(code_repo),
            "timestamp": "2026-11-27T10:02:00Z"}
    end = run_cli("agent", "hook", "SessionEnd", cwd=code_repo, env={"REFLECTGIT_HOOK_FOREGROUND": "1"},
                  input=json.dumps({**base, "hook_event_name": "SessionEnd", "reason": "exit"}))
    assert end.returncode == 0 and end.stdout == ""
    notes = list(KB.open(kb).notes())
    corr = [n for n in notes if n.title.startswith("Don't use requests here")]
    assert corr and corr[0]["project"] == "agents-in-a-box"  # placed by the hook's cwd
    prompt = run_cli("agent", "hook", "BeforeAgent", cwd=code_repo, input=json.dumps(
        {**base, "session_id": "gem-sess-2", "hook_event_name": "BeforeAgent",
         "prompt": "add retries to the upload client with requests"}))
    out = json.loads(prompt.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "BeforeAgent" and "httpx" in out["additionalContext"]


def test_an_unknown_event_is_logged_once(rg, kb, code_repo):
    for _ in range(2):
        r = run_cli("agent", "hook", "AfterSessionStart", cwd=code_repo, input="{}")
        assert r.returncode == 0 and r.stdout == ""
    log = (kb / ".reflectgit" / "hooks.log").read_text()
    assert log.count("AfterSessionStart") == 1 and "no such event" in log
    r = run_cli("agent", "hook", "AfterTool", cwd=code_repo, input="{}")  # a known event we need nothing from
    assert r.returncode == 0 and (kb / ".reflectgit" / "hooks.log").read_text() == log


def test_install_gemini_keeps_the_settings_and_uninstall_restores_them(rg, tmp_path):
    path = tmp_path / ".gemini" / "settings.json"
    path.parent.mkdir()
    mine = {"theme": "GitHub", "mcpServers": {"fs": {"command": "uvx", "args": ["mcp-server-filesystem"]}},
            "hooks": {"BeforeTool": [{"matcher": "run_shell_command", "hooks": [
                {"name": "guard", "type": "command", "command": "./guard.sh", "timeout": 5000}]}]}}
    path.write_text(json.dumps(mine, indent=2) + "\n")
    before = path.read_bytes()
    out = rg.json("agent", "install", "gemini")
    assert Path(out["settings"]) == path
    data = json.loads(path.read_text())
    assert data["theme"] == "GitHub" and data["mcpServers"] == mine["mcpServers"]
    assert data["hooks"]["BeforeTool"] == mine["hooks"]["BeforeTool"]
    ours = data["hooks"]["BeforeAgent"][0]["hooks"][0]
    assert ours["command"].endswith("agent hook BeforeAgent") and ours["timeout"] == 30000  # milliseconds
    assert rg.json("agent", "status", "gemini")["installed"] == sorted(out["events"])
    rg("agent", "install", "mcp", "--client", "gemini")  # the MCP entry lives in the same file
    rg("agent", "uninstall", "mcp", "--client", "gemini")
    rg("agent", "uninstall", "gemini")
    assert path.read_bytes() == before
    r = rg("agent", "install", "gemini", "--local", expect=2)
    assert "--user" in r.output


def test_capture_transcript_files_a_gemini_chat_only_under_its_own_project(rg, kb, code_repo, tmp_path, monkeypatch):
    """review20: a glob over ~/.gemini/tmp/*/chats/ filed every project's chats under the repo it
    ran from (outside a repo: _global, recalled everywhere). The chat's projectHash decides."""
    import hashlib

    theirs = chat(tmp_path)  # projectHash "abab...": a folder that is not this one
    ours_dir = tmp_path / "gem" / hashlib.sha256(str(code_repo.resolve()).encode()).hexdigest() / "chats"
    ours_dir.mkdir(parents=True)
    ours = ours_dir / "session-2026-11-27T11-00-gem2.json"
    data = json.loads(theirs.read_text())
    ours.write_text(json.dumps({**data, "sessionId": "gem-sess-2",
                                "projectHash": hashlib.sha256(str(code_repo.resolve()).encode()).hexdigest()}))
    (code_repo / "sub").mkdir()
    monkeypatch.chdir(code_repo / "sub")  # a folder below the one Gemini ran in: still its project
    r = rg("capture", "transcript", str(theirs), str(ours), "--json")
    out = json.loads(r.stdout)
    assert "skipped" in out[0] and "another project" in r.stderr and "--project" in r.stderr
    assert out[1]["captured"] and {n["project"] for n in KB.open(kb).notes()} == {"agents-in-a-box"}
    alone = rg("capture", "transcript", str(theirs), expect=1)  # nothing of this project: exit 1
    assert "skipped" in alone.stderr
    other = json.loads(theirs.read_text())
    other["messages"][2]["content"] = "No, don't use pip in this repo, we always use uv for installs."
    theirs.write_text(json.dumps({**other, "sessionId": "gem-sess-3"}))
    rg("capture", "transcript", str(theirs), "--project", "elsewhere")  # said whose it is: filed there
    assert "elsewhere" in {n["project"] for n in KB.open(kb).notes()}
