"""The thin path: with the recall server up, `search`, `index` and the prompt hooks answer
without click, YAML, numpy, git or the index, and print exactly what the full path prints."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from conftest import run_cli

HEAVY = {"click", "yaml", "ruamel", "numpy", "dulwich", "torch", "sentence_transformers", "sqlite_utils",
         "hnswlib", "networkx", "onnxruntime"}
#: all a thin client may add to what ``python -c pass`` loads: no json, re, typing, dataclasses, pathlib or socket
THIN = {"reflectgit", "_socket", "_sha256"}


def _started(env: dict[str, str], cwd) -> set[str]:
    """The top-level modules a bare interpreter has loaded (site, and an editable install's finder)."""
    proc = subprocess.run([sys.executable, "-c", "import sys\nprint('\\n'.join(sys.modules))"], capture_output=True,
                          text=True, env={**os.environ, **env}, cwd=cwd, check=True)
    return {m.split(".")[0] for m in proc.stdout.split()}


def _run(argv: list[str], env: dict[str, str], cwd, stdin: str = "") -> tuple[str, set[str]]:
    """Run ``reflectgit ARGV`` as the console script does; its output and the top-level modules it loaded."""
    code = (f"import sys\nsys.argv={['reflectgit', *argv]!r}\nfrom reflectgit.__main__ import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "sys.stdout.flush()\nprint('@@MODULES@@')\nprint('\\n'.join(sys.modules))")
    proc = subprocess.run([sys.executable, "-c", code], input=stdin, capture_output=True, text=True,
                          env={**os.environ, **env}, cwd=cwd, check=True)
    out, _, mods = proc.stdout.partition("@@MODULES@@\n")
    return out, {m.split(".")[0] for m in mods.split()}


def test_search_index_and_prompt_hooks_take_the_thin_path(rg, kb, tmp_path):
    for title, rule in [("Redis pool exhaustion under burst load", "Size the redis pool to peak concurrency"),
                        ("Never kill the tmux server", "Detach instead of killing the server"),
                        ("Redis timeouts need a client-side deadline", "Always pass socket_timeout to redis")]:
        rg("add", "--title", title, "--rule", rule, "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "120",
           "REFLECTGIT_PROJECT": "p", "REFLECTGIT_BRANCH": "main"}
    start = run_cli("daemon", "start", cwd=tmp_path, env=env)
    assert start.returncode == 0 and "running" in start.stdout, start.stderr
    try:
        bare = _started(env, tmp_path)
        thin, mods = _run(["search", "redis pool burst", "--json"], env, tmp_path)
        assert mods - bare <= THIN, mods - bare - THIN
        served = json.loads(thin)
        assert "served_by" in served["explain"] and served["hits"][0]["title"].startswith("Redis pool")

        # the same words through the full CLI (click, in-process) print the same lines
        for args in (["search", "redis pool burst"], ["search", "redis", "--field", "rule", "-n", "2"],
                     ["index", "redis timeouts"], ["search", "--kb", str(kb), "tmux server"]):
            thin, mods = _run(args, env, tmp_path)
            assert mods - bare <= THIN, (args, mods - bare - THIN)
            full = rg(*args, env=env).stdout
            assert thin == full and thin.strip(), (args, thin, full)

        # an option the thin path does not know goes to the full CLI, which still answers
        explained, mods = _run(["search", "redis pool", "--explain"], env, tmp_path)
        assert "click" in mods and "explain:" in explained

        # the prompt hook: the server builds the context; a second session gets the same text
        transcript = tmp_path / "s1.jsonl"
        prompt = json.dumps({"session_id": "s1", "cwd": str(tmp_path), "prompt": "redis pool runs out under burst load",
                             "transcript_path": str(transcript)})
        hooked, mods = _run(["agent", "hook", "UserPromptSubmit"], env, tmp_path, stdin=prompt)
        assert mods - bare <= THIN, mods - bare - THIN
        seen = json.loads((kb / ".reflectgit" / "sessions" / "s1.json").read_text())  # for the idle sweep
        assert seen["transcript"] == str(transcript) and seen["cwd"] == str(tmp_path)
        context = json.loads(hooked)["hookSpecificOutput"]["additionalContext"]
        assert "Size the redis pool to peak concurrency" in context
        local, _ = _run(["agent", "hook", "UserPromptSubmit"], {**env, "REFLECTGIT_DAEMON": "0"}, tmp_path,
                        stdin=prompt.replace('"s1"', '"s2"'))
        assert json.loads(local)["hookSpecificOutput"]["additionalContext"] == context
        # what a session was shown is remembered by the server's answer too: not injected twice
        again, _ = _run(["agent", "hook", "UserPromptSubmit"], env, tmp_path, stdin=prompt)
        assert again.strip() == ""
        # `--kb` names the KB whatever REFLECTGIT_HOME says: that KB's server answers, for that KB
        elsewhere = {**env, "REFLECTGIT_HOME": str(tmp_path / "no-kb-here")}
        named, mods = _run(["--kb", str(kb), "agent", "hook", "UserPromptSubmit"], elsewhere, tmp_path,
                           stdin=prompt.replace('"s1"', '"s5"'))
        assert mods - bare <= THIN, mods - bare - THIN
        assert json.loads(named)["hookSpecificOutput"]["additionalContext"] == context

        start_ctx, mods = _run(["agent", "hook", "SessionStart"], env, tmp_path,
                               stdin=json.dumps({"session_id": "s3", "cwd": str(tmp_path)}))
        assert mods - bare <= THIN, mods - bare - THIN
        assert "Lessons for p (main)" in json.loads(start_ctx)["hookSpecificOutput"]["additionalContext"]
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)


def test_with_no_server_search_and_index_recall_in_process_without_click(rg, kb, tmp_path):
    """No server (here: turned off): the same lines as the full CLI, still without click; what
    the thin parser does not know goes to the full CLI, and a missing KB fails as it does there."""
    for title, rule in [("Redis pool exhaustion under burst load", "Size the redis pool to peak concurrency"),
                        ("Never kill the tmux server", "Detach instead of killing the server")]:
        rg("add", "--title", title, "--rule", rule, "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "0", "REFLECTGIT_PROJECT": "p", "REFLECTGIT_BRANCH": "main"}
    rg("reindex", env=env)  # (a sync that writes brings sqlite-utils, which imports click)
    for args in (["search", "redis pool burst", "--no-cache"], ["search", "redis", "--field", "rule", "-n", "1"],
                 ["search", "redis pool", "--no-feedback", "--no-cache"],
                 ["index", "tmux server", "--json"], ["search", "--kb", str(kb), "tmux server", "--json"]):
        thin, mods = _run(args, env, tmp_path)
        assert "click" not in mods and "sqlite3" in mods, (args, mods & {"click", "sqlite3"})  # read the index here
        full = rg(*args, env=env).stdout
        assert thin == full and thin.strip(), (args, thin, full)
    explained, mods = _run(["search", "redis pool", "--explain"], env, tmp_path)
    assert "click" in mods and "explain:" in explained
    missing = subprocess.run([sys.executable, "-m", "reflectgit", "search", "redis"], capture_output=True, text=True,
                             env={**os.environ, **env, "REFLECTGIT_HOME": str(tmp_path / "nowhere")}, cwd=tmp_path)
    full = rg("search", "redis", env={**env, "REFLECTGIT_HOME": str(tmp_path / "nowhere")}, expect=None)
    assert missing.returncode == full.exit_code != 0 and missing.stderr.strip() == full.stderr.strip()


def test_the_server_runs_the_heartbeat_for_the_thin_searches_it_answers(rg, kb, tmp_path):
    """A thin search the server answers skips the heartbeat's imports; the server runs it after
    answering, so a due daily pass still starts (here: due because notes were added)."""
    rg("add", "--title", "Redis pool exhaustion under burst load", "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "120",
           "REFLECTGIT_PROJECT": "p", "REFLECTGIT_BRANCH": "main", "REFLECTGIT_HEARTBEAT": "1",
           "REFLECTGIT_REFLECTION_AFTER_NOTES": "1"}
    start = run_cli("daemon", "start", cwd=tmp_path, env={**env, "REFLECTGIT_HEARTBEAT": "0"})
    assert start.returncode == 0, start.stderr
    log = kb / ".reflectgit" / "reflection.log"
    try:
        _, mods = _run(["search", "redis pool burst", "--json"], env, tmp_path)
        assert "subprocess" not in mods  # the heartbeat's import (it may start the daily pass) is not paid here
        import time

        for _ in range(50):  # the server beats right after it has answered
            if log.exists() and "heartbeat: starting the daily pass" in log.read_text():
                break
            time.sleep(0.1)
        assert "heartbeat: starting the daily pass (1 notes added since the last run)" in log.read_text()
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)
