"""Bounds on what the outside world can make reflectgit wait for or read: a stalled remote,
a hanging foreground git hook, a huge prompt handed to the agent hook."""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import GIT_ENV, git, head


@pytest.fixture
def silent_server():
    """A loopback TCP server that accepts connections and never says a word."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(8)
    srv.settimeout(0.2)
    held: list[socket.socket] = []
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = srv.accept()
            except OSError:
                continue
            held.append(conn)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield srv.getsockname()[1]
    stop.set()
    thread.join(5)
    for conn in held:
        conn.close()
    srv.close()


def cli(*args: str, cwd: Path, env: dict | None = None, input: str | bytes | None = None,
        limit: float = 120) -> subprocess.CompletedProcess:
    """The CLI as its own process, killed by the test if it outlives ``limit`` seconds."""
    return subprocess.run([sys.executable, "-m", "reflectgit", *args], cwd=cwd, capture_output=True,
                          input=input, env={**os.environ, **(env or {})}, timeout=limit)


def test_sync_gives_up_on_a_silent_http_remote(kb, tmp_path, silent_server):
    before = head(kb)
    started = time.monotonic()
    proc = cli("sync", f"http://127.0.0.1:{silent_server}/kb.git", cwd=tmp_path,
               env={"REFLECTGIT_NETWORK_TIMEOUT": "1"})
    took = time.monotonic() - started
    err = proc.stderr.decode()
    assert proc.returncode == 3, err
    assert "cannot fetch" in err and "no answer within 1 s" in err and "Nothing was lost" in err
    assert took < 60  # generous: without the timeout this never returns
    assert head(kb) == before


def test_clone_gives_up_on_a_silent_http_remote(tmp_path, silent_server):
    dest = tmp_path / "joined"
    proc = cli("clone", f"http://127.0.0.1:{silent_server}/kb.git", str(dest), cwd=tmp_path,
               env={"REFLECTGIT_NETWORK_TIMEOUT": "1"})
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "no answer within 1 s" in err, err
    assert not dest.exists()


def test_sync_over_ssh_asks_openssh_for_timeouts(kb, tmp_path, monkeypatch):
    """No ssh server is needed: a fake ssh on PATH records how it was called and fails."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    record = tmp_path / "ssh-args"
    fake = bin_dir / "ssh"
    fake.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$@\" > {record}\nexit 255\n")
    fake.chmod(0o755)
    for name in ("GIT_SSH", "GIT_SSH_COMMAND"):
        monkeypatch.delenv(name, raising=False)
    proc = cli("sync", "ssh://git@example.invalid/kb.git", cwd=tmp_path,
               env={"PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "REFLECTGIT_NETWORK_TIMEOUT": "7"})
    assert proc.returncode == 3, proc.stderr.decode()
    args = record.read_text().split("\n")
    assert "ConnectTimeout=7" in args and any(a.startswith("ServerAliveInterval=") for a in args)
    assert "git@example.invalid" in args


def test_ssh_options_are_only_added_for_openssh():
    from reflectgit.network import ssh_with_timeout

    assert ssh_with_timeout("/usr/bin/ssh -i key", 30).startswith("/usr/bin/ssh -i key -o ConnectTimeout=30")
    assert ssh_with_timeout("plink -batch", 30) == "plink -batch"


@pytest.mark.parametrize("coreutils", [True, False], ids=["timeout", "sh-watchdog"])
def test_a_hanging_foreground_hook_never_holds_up_a_commit(rg, kb, code_repo, tmp_path, coreutils):
    """reflectgit on PATH is a fake that hangs; ``git commit`` still succeeds, soon after the limit."""
    rg("hooks", "install", "--repo", str(code_repo))
    hook = code_repo / ".git" / "hooks" / "post-commit"
    shim = hook.read_text()
    hook.write_text(shim.replace(shim.split("rg_python=")[1].split("\n")[0], "/nonexistent/python"))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    called = tmp_path / "fake-called"
    fakes = {"reflectgit": f"#!/bin/sh\necho \"$@\" > {called}\nexec sleep 30\n"}
    if not coreutils:
        fakes["timeout"] = "#!/bin/sh\nexit 127\n"  # a timeout that does not work: the sh watchdog takes over
    for name, text in fakes.items():
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    (code_repo / "b.txt").write_text("b\n")
    git("add", "b.txt", cwd=code_repo)
    env = {**os.environ, **GIT_ENV, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "REFLECTGIT_HOOK_FOREGROUND": "1", "REFLECTGIT_HOOK_TIMEOUT": "1"}
    started = time.monotonic()
    proc = subprocess.run(["git", "commit", "-q", "-m", "commit while reflectgit hangs"], cwd=code_repo, env=env,
                          capture_output=True, text=True, timeout=120)
    took = time.monotonic() - started
    assert proc.returncode == 0, proc.stderr
    assert called.read_text().startswith("hook run post-commit")  # the hang really happened
    assert took < 25  # the fake sleeps 30 s: only the limit explains returning before that
    assert "commit while reflectgit hangs" in git("log", "-1", "--format=%s", cwd=code_repo)


def _recall_log(kb: Path) -> list[sqlite3.Row]:
    con = sqlite3.connect(str(kb / ".reflectgit" / "events.db"))
    con.row_factory = sqlite3.Row
    try:
        return con.execute("select session, query from recall_log order by id").fetchall()
    finally:
        con.close()


def test_a_10mb_prompt_is_cut_to_a_short_query(rg, kb, code_repo):
    """The agent's own entry (``python -m reflectgit agent hook``) with a pasted 10 MB log: exit 0,
    the lesson still injected, the query cut to REFLECTGIT_PROMPT_MAX_CHARS."""
    rg("add", "--title", "Redis pool exhaustion under burst load", "--rule", "Size the redis pool to peak concurrency",
       "--project", "agents-in-a-box", "--branch", "main")
    rg("reindex")
    question = "why does the redis pool run out under burst load? here is the log:\n"
    log = "".join(f"{i:08d} worker-{i % 17} INFO request served in {i % 91} ms\n" for i in range(220_000))
    payload = json.dumps({"session_id": "big", "cwd": str(code_repo), "hook_event_name": "UserPromptSubmit",
                          "prompt": question + log})
    assert len(payload) > 10_000_000
    started = time.monotonic()
    proc = cli("agent", "hook", "UserPromptSubmit", cwd=code_repo, input=payload.encode())
    took = time.monotonic() - started
    assert proc.returncode == 0, proc.stderr.decode()
    out = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Size the redis pool to peak concurrency" in out
    [row] = [r for r in _recall_log(kb) if r["session"] == "big"]
    assert row["query"].startswith(question) and len(row["query"]) <= 4000
    assert took < 60  # generous for a loaded machine; it took minutes before the bound
    hooks_log = (kb / ".reflectgit" / "hooks.log").read_text()
    assert "REFLECTGIT_HOOK_MAX_INPUT" in hooks_log and '"error"' not in hooks_log


def test_prompt_bound_is_a_setting_and_a_cut_json_still_answers(rg, kb, code_repo):
    rg("add", "--title", "Redis pool exhaustion under burst load", "--rule", "Size the redis pool to peak concurrency",
       "--project", "agents-in-a-box", "--branch", "main")
    rg("reindex")
    prompt = "the redis pool runs out under burst load " + "x" * 5000
    payload = json.dumps({"session_id": "cut", "cwd": str(code_repo), "prompt": prompt})
    proc = cli("agent", "hook", "UserPromptSubmit", cwd=code_repo, input=payload.encode(),
               env={"REFLECTGIT_HOOK_MAX_INPUT": "2000", "REFLECTGIT_PROMPT_MAX_CHARS": "100"})
    assert proc.returncode == 0, proc.stderr.decode()
    assert "Size the redis pool" in proc.stdout.decode()
    [row] = [r for r in _recall_log(kb) if r["session"] == "cut"]
    assert prompt.startswith(row["query"]) and 40 <= len(row["query"]) <= 100
