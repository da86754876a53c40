"""Capture from a Codex CLI session rollout (``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``):
the same signals, writer and privacy as a Claude Code transcript, from Codex's own records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import git

from reflectgit.capture.transcript import read
from reflectgit.kb import KB

SECRET = "sk-codex-do-not-leak"


def line(kind: str, payload: dict) -> str:
    return json.dumps({"timestamp": "2026-11-20T10:00:00.000Z", "type": kind, "payload": payload})


def message(role: str, text: str) -> str:
    part = "input_text" if role == "user" else "output_text"
    return line("response_item", {"type": "message", "role": role, "content": [{"type": part, "text": text}]})


def call(call_id: str, command: list[str]) -> str:
    return line("response_item", {"type": "function_call", "name": "shell", "call_id": call_id,
                                  "arguments": json.dumps({"command": command})})


def output(call_id: str, text: str, code: int) -> str:
    return line("response_item", {"type": "function_call_output", "call_id": call_id,
                                  "output": json.dumps({"output": text, "metadata": {"exit_code": code}})})


def rollout(folder: Path, cwd: Path) -> Path:
    lines = [
        line("session_meta", {"id": "codex-sess-1", "cwd": str(cwd), "cli_version": "0.65.0", "source": "cli"}),
        line("turn_context", {"model": "o4-mini", "cwd": str(cwd)}),
        message("user", "<environment_context>\n<cwd>/x</cwd>\n</environment_context>"),
        message("user", "Add retries to the upload client in client/upload.py"),
        line("response_item", {"type": "reasoning", "summary": [], "encrypted_content": "gAAAA"}),
        message("assistant", "I'll use requests with a Retry adapter."),
        call("c1", ["pytest", "-q"]),
        output("c1", "FAILED tests/test_upload.py::test_retry\n1 failed, 3 passed", 1),
        message("user", f"No, don't use requests here, we vendor httpx. <private>the token is {SECRET}</private>"),
        message("assistant", "Switching to httpx with a transport retry."),
        call("p1", ["apply_patch", "*** Begin Patch\n*** Update File: client/upload.py\n@@\n-import requests\n"
                                   "+import httpx\n*** End Patch\n"]),
        output("p1", "Done!", 0),
        call("c2", ["pytest", "-q"]),
        output("c2", "4 passed in 0.3s", 0),
        message("user", "The root cause was the CDN answering 503 while it warms up."),
        line("event_msg", {"type": "token_count", "info": None}),
        message("user", "From now on, always pass a timeout to httpx calls."),
    ]
    path = folder / "rollout-2026-11-20T10-00-00-codex-sess-1.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_codex_rollout_is_read_into_turns(tmp_path):
    t = read(rollout(tmp_path, tmp_path))  # recognised from its first record, no --format
    assert t.session == "codex-sess-1" and t.cwd == str(tmp_path)
    roles = [turn.role for turn in t.turns]
    assert roles[0] == "user" and "environment_context" not in t.turns[0].text  # Codex's own context skipped
    tools = [turn for turn in t.turns if turn.tool == "shell"]
    assert tools[0].tool_input == {"command": ["pytest", "-q"]}
    assert "(exit code 1)" in tools[1].text and "1 failed" in tools[1].text
    assert all(SECRET not in turn.text for turn in t.turns)


def test_codex_rollout_becomes_notes(rg, kb, code_repo, tmp_path):
    path = rollout(tmp_path, code_repo)
    out = rg.json("capture", "transcript", str(path), "--format", "codex-jsonl")
    kinds = {s["kind"] for s in out["signals"]}
    assert {"correction", "root_cause", "rule", "test_fixed"} <= kinds
    notes = {n.get("type"): n for n in KB.open(kb).notes()}
    corr = notes["correction"]
    assert corr.title.startswith("Don't use requests here, we vendor httpx")
    assert corr["project"] == "agents-in-a-box"  # from session_meta's cwd
    assert corr["source"]["session"] == "codex-sess-1"
    assert rg.json("history", corr.id, "--no-diff")[0]["actor"] == "capture:session:codex-sess-1"
    for p in kb.rglob("*"):
        if p.is_file() and ".git" not in p.parts:
            assert SECRET.encode() not in p.read_bytes(), p
    assert git("status", "--porcelain", cwd=kb) == ""


def test_a_rollout_read_in_the_wrong_format_is_an_error_not_zero_signals(rg, kb, code_repo, tmp_path):
    """review10: `--format claude-jsonl` on a Codex rollout printed "0 signal(s)" and exit 0."""
    path = rollout(tmp_path, code_repo)
    res = rg("capture", "transcript", str(path), "--format", "claude-jsonl", expect=2)
    assert "field '--format'" in res.output and "codex-jsonl" in res.output and str(path) in res.output
    assert not list(KB.open(kb).notes())


@pytest.mark.parametrize("bad", ['{"type": "response_item", "payload": "x"}', '{"type": "response_item", '
                                 '"payload": {"type": "message", "role": "user", "content": 7}}', "[1, 2]"])
def test_odd_codex_records_are_skipped_not_fatal(tmp_path, bad):
    path = tmp_path / "r.jsonl"
    path.write_text(line("session_meta", {"id": "s"}) + "\n" + bad + "\n" + message("user", "hello") + "\n")
    assert [turn.text for turn in read(path).turns] == ["hello"]


def test_a_days_rollouts_are_captured_each_as_its_session(rg, kb, code_repo, tmp_path):
    """review18: the documented `capture transcript ~/.codex/sessions/Y/M/D/rollout-*.jsonl` failed
    with "Got unexpected extra argument" once a day had two rollouts."""
    day = tmp_path / "sessions" / "2026" / "11" / "20"
    day.mkdir(parents=True)
    first = rollout(day, code_repo)
    second = day / "rollout-2026-11-20T11-00-00-codex-sess-2.jsonl"
    second.write_text(first.read_text().replace("codex-sess-1", "codex-sess-2")
                      .replace("we vendor httpx", "we vendor httpx, and the retry budget is 3"))
    commits = len(git("log", "--oneline", cwd=kb).splitlines())
    bad = day / "notes.jsonl"
    bad.write_text("not json\n")
    res = rg("capture", "transcript", str(first), str(bad), expect=2)  # every file is read before anything is written
    assert str(bad) in res.output and len(git("log", "--oneline", cwd=kb).splitlines()) == commits
    rg("capture", "transcript", str(first), str(second), "--session", "x", expect=2)
    out = rg.json("capture", "transcript", *sorted(str(p) for p in day.glob("rollout-*.jsonl")))
    # the second restates the first's correction (revised in place) and adds its own wording
    assert [o["file"] for o in out] == [str(first), str(second)] and all(o["captured"] or o["revised"] for o in out)
    log = git("log", "--format=%B", cwd=kb)
    assert "capture:session:codex-sess-1" in log and "capture:session:codex-sess-2" in log
    assert len(git("log", "--oneline", cwd=kb).splitlines()) == commits + 2  # one commit per file
    text = rg("capture", "transcript", str(first), str(second)).output  # again: nothing new, per file
    assert f"{first}: " in text and f"{second}: " in text and "already captured" in text
