"""Claude Code integration through its real entry points: settings merged and restored, hook
JSON on stdin, injection at session start and per prompt (never twice), capture at Stop."""

from __future__ import annotations

import json
import time
from pathlib import Path

from conftest import run_cli
from reflectgit.kb import KB
from test_capture_session import SECRET, transcript


def hook(event: str, payload: dict | str, cwd: Path, env: dict | None = None):
    stdin = payload if isinstance(payload, str) else json.dumps(payload)
    return run_cli("agent", "hook", event, cwd=cwd, input=stdin, env=env)


def test_install_merges_and_uninstall_restores(rg, kb, code_repo, monkeypatch):
    monkeypatch.chdir(code_repo)
    settings = code_repo / ".claude" / "settings.json"
    settings.parent.mkdir()
    mine = {"model": "opus", "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}}
    settings.write_text(json.dumps(mine, indent=2))
    out = rg.json("agent", "install", "claude")
    data = json.loads(settings.read_text())
    assert data["model"] == "opus"
    assert data["hooks"]["Stop"][0] == mine["hooks"]["Stop"][0] and len(data["hooks"]["Stop"]) == 2
    assert set(out["events"]) <= set(data["hooks"])
    assert "-m reflectgit agent hook SessionStart" in data["hooks"]["SessionStart"][0]["hooks"][0]["command"]
    rg("agent", "install", "claude")  # idempotent
    assert len(json.loads(settings.read_text())["hooks"]["Stop"]) == 2
    assert rg.json("agent", "status", "claude")["installed"]
    rg("agent", "uninstall", "claude")
    assert json.loads(settings.read_text()) == mine


def test_session_start_and_prompt_injection_never_repeat(rg, kb, code_repo):
    rg("slot", "set", "style", "Answer tersely; show evidence.")
    project = "agents-in-a-box"
    rg("add", "--title", "Pin torch through constraints", "--rule", "Install torch with constraints.txt",
       "--project", project, "--branch", "main", "--confidence", "HIGH", "--tags", "torch,packaging")
    rg("add", "--title", "Redis pool exhaustion under burst load", "--rule", "Size the redis pool to peak concurrency",
       "--project", project, "--branch", "main", "--tags", "redis")
    rg("reindex")
    start = hook("SessionStart", {"session_id": "s1", "cwd": str(code_repo), "hook_event_name": "SessionStart"},
                 code_repo)
    assert start.returncode == 0, start.stderr
    out = json.loads(start.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "SessionStart"
    ctx = out["additionalContext"]
    assert ctx.index("Answer tersely") < ctx.index("Install torch with constraints.txt")
    again = hook("SessionStart", {"session_id": "s1", "cwd": str(code_repo)}, code_repo)
    assert again.returncode == 0 and again.stdout.strip() == ""  # nothing new for this session
    prompt = {"session_id": "s2", "cwd": str(code_repo), "prompt": "the redis pool runs out under burst load"}
    first = hook("UserPromptSubmit", prompt, code_repo)
    text = json.loads(first.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Size the redis pool to peak concurrency" in text
    second = hook("UserPromptSubmit", prompt, code_repo)
    assert second.stdout.strip() == ""
    off_topic = hook("UserPromptSubmit", {"session_id": "s3", "cwd": str(code_repo),
                                          "prompt": "best sourdough hydration for pizza"}, code_repo)
    assert off_topic.stdout.strip() == ""


def test_stop_captures_the_transcript(rg, kb, code_repo, tmp_path):
    path = transcript(tmp_path, code_repo)
    res = hook("Stop", {"session_id": "sess-abc", "transcript_path": str(path), "cwd": str(code_repo)}, code_repo,
               env={"REFLECTGIT_HOOK_FOREGROUND": "1"})
    assert res.returncode == 0 and res.stdout.strip() == ""
    notes = list(KB.open(kb).notes())
    assert notes and all(n["source"]["session"] == "sess-abc" for n in notes)
    assert not any(SECRET in p.read_text(errors="replace") for p in kb.rglob("*.md"))
    # the background path: a second session's Stop is drained without the foreground switch
    other = tmp_path / "other"
    other.mkdir()
    path2 = transcript(other, code_repo)
    path2.write_text(path2.read_text().replace("sess-abc", "sess-xyz").replace("httpx", "aiohttp"))
    hook("Stop", {"session_id": "sess-xyz", "transcript_path": str(path2), "cwd": str(code_repo)}, code_repo)
    deadline = time.time() + 60
    while time.time() < deadline:
        if any(n["source"].get("session") == "sess-xyz" for n in KB.open(kb).notes()):
            break
        time.sleep(0.3)
    else:
        raise AssertionError("background capture did not happen")


def test_a_broken_hook_call_never_fails_the_harness(rg, kb, code_repo):
    for event, payload in (("SessionStart", "{not json"), ("Stop", '{"transcript_path": "/nope.jsonl"}'),
                           ("UserPromptSubmit", "[]")):
        res = hook(event, payload, code_repo)
        assert res.returncode == 0 and res.stdout.strip() == "", (event, res.stdout, res.stderr)


def quiet_transcript(tmp_path: Path, cwd: Path) -> Path:
    from test_capture_session import rec

    lines = [
        rec("user", "Make the upload test reliable", session="sess-quiet", cwd=str(cwd)),
        rec("assistant", [{"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "pytest -q"}}],
            session="sess-quiet"),
        rec("user", [{"type": "tool_result", "tool_use_id": "t1", "content": "FAILED tests/test_upload.py::test_big\n1 failed"}],
            session="sess-quiet"),
        rec("user", "Never mock the storage client in the upload tests.", session="sess-quiet"),
        rec("assistant", [{"type": "tool_use", "id": "t2", "name": "TodoWrite", "input": {"todos": [
            {"content": "Rewrite the upload test against a local fake storage server", "status": "completed"}]}}],
            session="sess-quiet"),
    ]
    path = tmp_path / "quiet.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_idle_sweep_captures_a_quiet_session_with_speculative_notes(rg, kb, code_repo, tmp_path):
    import os

    path = quiet_transcript(tmp_path, code_repo)
    payload = {"session_id": "sess-quiet", "transcript_path": str(path), "cwd": str(code_repo), "prompt": "hi"}
    assert hook("UserPromptSubmit", payload, code_repo).returncode == 0  # the session is registered
    assert rg.json("drain") == [] and not list(KB.open(kb).notes())  # still active: not swept
    old = time.time() - 3600
    os.utime(path, (old, old))
    assert rg.json("drain", env={"REFLECTGIT_IDLE_SECONDS": "86400"}) == []  # knob: not quiet long enough
    # the next session's start sweeps the quiet one
    res = hook("SessionStart", {"session_id": "sess-next", "cwd": str(code_repo)}, code_repo,
               env={"REFLECTGIT_HOOK_FOREGROUND": "1"})
    assert res.returncode == 0
    notes = {n.get("type"): n for n in KB.open(kb).notes()}
    assert notes["correction"].get("speculative") is None and notes["correction"].confidence == 0.6
    todo = notes["todo-done"]
    assert todo["speculative"] is True and todo.confidence == 0.3 and "speculative" in todo.tags
    assert todo["source"]["session"] == "sess-quiet"
    assert rg.json("drain") == []  # swept once; again only if the transcript grows
    hits = rg.json("search", "rewrite the upload test against a fake storage server", "--all-branches",
                   "--project", "agents-in-a-box")["hits"]
    mine = next(h for h in hits if h["id"] == todo.id)
    assert mine["boosts"]["speculative"] == 0.8
