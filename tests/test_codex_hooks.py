"""`agent install codex`: reflectgit's hooks in Codex's hooks.json, the user's entries kept byte
for byte; Codex's payloads through `agent hook` (review18: Codex hooks were undocumented)."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

from conftest import run_cli
from test_capture_codex import rollout

from reflectgit.kb import KB

THEIRS = {"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done", "timeout": 5}]}],
                    "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh",
                                                                  "statusMessage": "checking"}]}]}}


def test_install_keeps_the_users_hooks_and_uninstall_restores_the_file(rg, tmp_path):
    path = tmp_path / ".codex" / "hooks.json"
    path.parent.mkdir()
    path.write_text(json.dumps(THEIRS, indent=2) + "\n")
    before = path.read_bytes()
    out = rg.json("agent", "install", "codex")
    assert Path(out["settings"]) == path and out["events"] == ["SessionStart", "UserPromptSubmit", "Stop"]
    data = json.loads(path.read_text())
    assert data["hooks"]["PreToolUse"] == THEIRS["hooks"]["PreToolUse"]
    assert data["hooks"]["Stop"][0] == THEIRS["hooks"]["Stop"][0]  # theirs first, in place
    ours = data["hooks"]["Stop"][1]["hooks"][0]
    assert shlex.split(ours["command"])[-3:] == ["agent", "hook", "Stop"] and ours["timeout"] == 30
    assert "/" not in shlex.split(ours["command"])[0]  # the shared file names no path of this machine
    assert rg.json("agent", "status", "codex")["installed"] == ["SessionStart", "Stop", "UserPromptSubmit"]
    again = path.read_bytes()
    assert rg.json("agent", "install", "codex")["changed"] is False and path.read_bytes() == again
    out = rg.json("agent", "uninstall", "codex")
    assert sorted(out["removed"]) == ["SessionStart", "Stop", "UserPromptSubmit"]
    assert path.read_bytes() == before  # byte for byte


def test_user_scope_is_codex_home_and_local_is_refused(rg, tmp_path, monkeypatch):
    out = rg.json("agent", "install", "codex", "--user")
    path = tmp_path / "home" / ".codex" / "hooks.json"
    assert Path(out["settings"]) == path
    cmd = json.loads(path.read_text())["hooks"]["SessionStart"][0]["hooks"][0]["command"]
    assert shlex.split(cmd)[0] == sys.executable  # a personal file: this install's interpreter
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "ch"))
    assert Path(rg.json("agent", "status", "codex", "--user")["settings"]) == tmp_path / "ch" / "hooks.json"
    r = rg("agent", "install", "codex", "--local", expect=2)
    assert "--project" in r.output and not (tmp_path / ".codex").exists()


def test_a_codex_stop_payload_captures_its_rollout(rg, kb, code_repo, tmp_path):
    """What the installed command gets from Codex at the end of a turn: Claude's fields, the
    transcript being the session rollout."""
    rg("agent", "install", "codex", "--user")
    command = json.loads((tmp_path / "home" / ".codex" / "hooks.json").read_text())["hooks"]["Stop"][0]["hooks"][0]
    path = rollout(tmp_path, code_repo)
    payload = {"session_id": "codex-sess-1", "transcript_path": str(path), "cwd": str(code_repo),
               "hook_event_name": "Stop", "model": "gpt-5-codex", "turn_id": "t1", "stop_hook_active": False,
               "last_assistant_message": "Switching to httpx with a transport retry."}
    proc = subprocess.run(command["command"], shell=True, cwd=code_repo, input=json.dumps(payload), text=True,
                          capture_output=True, env={**__import__("os").environ, "REFLECTGIT_HOOK_FOREGROUND": "1"})
    assert proc.returncode == 0 and proc.stdout == ""
    titles = [n.title for n in KB.open(kb).notes()]
    assert any(t.startswith("Don't use requests here") for t in titles), titles
    start = run_cli("agent", "hook", "SessionStart", cwd=code_repo, input=json.dumps(
        {**payload, "hook_event_name": "SessionStart", "source": "startup"}))
    out = json.loads(start.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "SessionStart" and "httpx" in out["additionalContext"]
