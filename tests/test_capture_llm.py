"""Commit capture with an LLM configured, through the real hooks: a scripted LLM command (a
real subprocess), malformed output (retry, then the breaker), the daily budget, and a
loopback OpenAI-compatible HTTP server. Heuristics are always the fallback."""

from __future__ import annotations

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest
from conftest import git
from test_hooks import commit

from reflectgit.kb import KB

GOOD = {"lessons": [{"title": "Retry CDN uploads: the edge returns 503 while warming",
                     "problem": "uploads failed on a cold CDN edge", "fix": "retry 3 times with backoff",
                     "rule": "wrap CDN uploads in a retry", "tags": ["cdn", "upload"], "confidence": 0.9}]}
FIX = "fix: retry uploads\n\nUploads failed because the CDN answers 503 while it warms up.\n"


def scripted_llm(tmp_path: Path, answers: list[str]) -> str:
    """A command that answers from a list, one answer per call, and logs each prompt."""
    (tmp_path / "answers.json").write_text(json.dumps(answers))
    script = tmp_path / "fake_llm.py"
    script.write_text(
        "import json, sys, pathlib\n"
        f"d = pathlib.Path({str(tmp_path)!r})\n"
        "answers = json.loads((d / 'answers.json').read_text())\n"
        "n = len(list(d.glob('prompt-*.txt')))\n"
        "(d / f'prompt-{n}.txt').write_text(sys.stdin.read())\n"
        "print(answers[min(n, len(answers) - 1)])\n")
    return f"{sys.executable} {script}"


@pytest.fixture
def hooked(rg, kb, code_repo, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    rg("hooks", "install", "--repo", str(code_repo))
    return code_repo


def only_note(kb: Path):
    notes = list(KB.open(kb).notes())
    assert len(notes) == 1, [n.title for n in notes]
    return notes[0]


def test_llm_writes_the_lesson_and_the_ledger_counts_it(rg, kb, hooked, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path, [json.dumps(GOOD)]))
    commit(hooked, FIX)
    note = only_note(kb)
    assert note.title == GOOD["lessons"][0]["title"]
    assert note["rule"] == "wrap CDN uploads in a retry" and note.confidence == 0.7  # capped
    assert note["source"]["origin"] == "llm"
    prompt = (tmp_path / "prompt-0.txt").read_text()
    assert "Uploads failed because the CDN answers 503" in prompt
    st = rg.json("status")["llm"]
    assert st["calls_today"] == 1 and st["tokens_today"] > 0 and st["configured"]
    assert "LLM: 1 call(s) today" in rg("status").stdout


def test_trailers_and_plain_commits_never_call_the_llm(rg, kb, hooked, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path, [json.dumps(GOOD)]))
    commit(hooked, "Pin\n\nLearning: pin the CPU wheel\n")
    commit(hooked, "Add a feature\n\nIt is nice.\n")
    assert not list(tmp_path.glob("prompt-*.txt"))
    assert rg.json("status")["llm"]["calls_today"] == 0


def test_llm_can_say_nothing_durable(rg, kb, hooked, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path, ['{"lessons": []}']))
    commit(hooked, FIX)
    assert not list(KB.open(kb).notes())


def test_malformed_output_is_retried_then_the_breaker_keeps_heuristics(rg, kb, hooked, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path, ["sure! here you go", '{"lessons": "x"}',
                                                                 '{"lessons": [{"title": ""}]}']))
    commit(hooked, FIX)
    assert len(list(tmp_path.glob("prompt-*.txt"))) == 3
    assert "previous answer was rejected" in (tmp_path / "prompt-1.txt").read_text()
    note = only_note(kb)
    assert note["source"]["origin"] == "heuristic"  # the fix commit still became a note
    recent = rg.json("hooks", "status", "--repo", str(hooked))["recent"]
    assert "invalid output 3 times" in recent[-1]["llm"]
    commit(hooked, FIX.replace("uploads", "downloads"))
    assert len(list(tmp_path.glob("prompt-*.txt"))) == 3  # breaker open: no more calls
    assert "breaker" in rg.json("hooks", "status", "--repo", str(hooked))["recent"][-1]["llm"]


def test_daily_budget_defers_instead_of_spending(rg, kb, hooked, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path, [json.dumps(GOOD)]))
    monkeypatch.setenv("REFLECTGIT_LLM_DAILY_TOKENS", "10")
    commit(hooked, FIX)
    assert not list(tmp_path.glob("prompt-*.txt"))
    assert only_note(kb)["source"]["origin"] == "heuristic"
    assert "budget" in rg.json("hooks", "status", "--repo", str(hooked))["recent"][-1]["llm"]


def test_openai_compatible_endpoint(rg, kb, hooked, monkeypatch):
    seen = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            seen.append((self.path, self.headers.get("Authorization"), body))
            data = json.dumps({"model": "local-model", "usage": {"prompt_tokens": 120, "completion_tokens": 40},
                               "choices": [{"message": {"content": "```json\n" + json.dumps(GOOD) + "\n```"}}]})
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(data.encode())

        def log_message(self, *a):
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("REFLECTGIT_LLM", f"http://127.0.0.1:{server.server_port}/v1")
        monkeypatch.setenv("REFLECTGIT_LLM_MODEL", "local-model")
        monkeypatch.setenv("REFLECTGIT_LLM_API_KEY", "sk-test-secret")
        commit(hooked, FIX)
    finally:
        server.shutdown()
    assert seen[0][0] == "/v1/chat/completions" and seen[0][1] == "Bearer sk-test-secret"
    assert seen[0][2]["model"] == "local-model"
    assert only_note(kb)["source"]["origin"] == "llm"
    st = rg.json("status")
    assert st["llm"]["tokens_today"] == 160
    assert st["configured"]["REFLECTGIT_LLM_API_KEY"] == "(set)"
    assert "sk-test-secret" not in rg("status").stdout
    assert git("status", "--porcelain", cwd=kb) == ""
