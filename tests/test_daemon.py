"""The warm recall server: same answers as in-process, started on demand, stopped cleanly."""

from __future__ import annotations

import json
import os
import time

from conftest import run_cli

from reflectgit.fastpath import socket_path


def _wait(cond, seconds=60.0):
    end = time.time() + seconds
    while time.time() < end:
        if cond():
            return True
        time.sleep(0.2)
    return False


def test_server_answers_like_in_process_and_stops(rg, kb, tmp_path):
    rg("add", "--title", "Redis pool exhaustion under burst load", "--project", "p", "--branch", "main")
    rg("add", "--title", "Never kill the tmux server", "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "60"}
    args = ("search", "redis pool burst", "--project", "p", "--branch", "main", "--json", "--no-cache")
    local = run_cli(*args, cwd=tmp_path, env={**env, "REFLECTGIT_DAEMON": "0"})
    assert local.returncode == 0, local.stderr
    start = run_cli("daemon", "start", cwd=tmp_path, env=env)
    assert start.returncode == 0 and "running" in start.stdout, start.stderr
    try:
        served = run_cli(*args, cwd=tmp_path, env=env)
        assert served.returncode == 0, served.stderr
        a, b = json.loads(local.stdout), json.loads(served.stdout)
        assert "served_by" in b["explain"] and "served_by" not in a["explain"]
        assert [h["id"] for h in a["hits"]] == [h["id"] for h in b["hits"]]
        # a change to the KB is seen by the running server at once
        rg("add", "--title", "Redis pool sizing rule: peak concurrency", "--project", "p", "--branch", "main")
        again = json.loads(run_cli(*args, cwd=tmp_path, env=env).stdout)
        assert len(again["hits"]) == len(b["hits"]) + 1
        # another process indexes a change first: the server must not keep its stale vectors
        rg("add", "--title", "Redis pool wait timeout must be set", "--project", "p", "--branch", "main")
        assert run_cli(*args, cwd=tmp_path, env={**env, "REFLECTGIT_DAEMON": "0"}).returncode == 0
        third = json.loads(run_cli(*args, "--arm", "vector", "--min-overlap", "0", cwd=tmp_path, env=env).stdout)
        assert "served_by" in third["explain"] and len(third["hits"]) == len(again["hits"]) + 1
        st = json.loads(run_cli("daemon", "status", "--json", cwd=tmp_path, env=env).stdout)
        assert st["running"]
    finally:
        stop = run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert "stopped" in stop.stdout
    assert _gone(st["pid"])  # review29: "stopped" while the process still ran for 10-15 s
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 10)


def _gone(pid: int) -> bool:
    """The process has exited (a zombie not yet reaped counts as gone)."""
    import os

    try:
        os.kill(pid, 0)
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[-1].split()[0] == "Z"
    except OSError:
        return True


def test_search_starts_the_server_and_it_exits_when_idle(rg, kb, tmp_path):
    rg("add", "--title", "Pin docker base images", "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "3"}
    first = run_cli("search", "docker base image", "--project", "p", "--branch", "main", "--json", cwd=tmp_path, env=env)
    assert first.returncode == 0 and "served_by" not in json.loads(first.stdout)["explain"]
    assert _wait(lambda: "running" == run_cli("daemon", "status", cwd=tmp_path, env=env).stdout.split(" ")[0].strip())
    second = run_cli("search", "docker base image", "--project", "p", "--branch", "main", "--json", cwd=tmp_path, env=env)
    assert "served_by" in json.loads(second.stdout)["explain"]
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 30)


def test_an_agent_hook_starts_the_server_so_the_sessions_next_prompts_are_warm(rg, kb, tmp_path, code_repo):
    """Someone who only uses a coding agent never runs `search`: the first hook that finds no
    server starts one, and the session's later prompts go through its socket."""
    rg("add", "--title", "Pin docker base images by digest", "--project", "agents-in-a-box", "--branch", "main")
    rg("reindex")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "30"}

    def hook(event: str, session: str, **extra: str):
        payload = {"session_id": session, "cwd": str(code_repo), "hook_event_name": event, **extra}
        done = run_cli("agent", "hook", event, cwd=code_repo, env=env, input=json.dumps(payload))
        assert done.returncode == 0, done.stderr
        return done.stdout

    try:
        assert "docker base images" in hook("UserPromptSubmit", "s1", prompt="pin the docker base image")
        assert _wait(lambda: run_cli("daemon", "status", cwd=tmp_path, env=env).stdout.startswith("running"))
        served = json.loads(run_cli("search", "docker base image", "--json", cwd=tmp_path, env=env).stdout)
        assert "served_by" in served["explain"]
        assert "docker base images" in hook("UserPromptSubmit", "s2", prompt="pin the docker base image")
        import os
        import signal

        pid = json.loads(run_cli("daemon", "status", "--json", cwd=tmp_path, env=env).stdout)["pid"]
        os.kill(pid, signal.SIGKILL)  # a crash leaves its socket file behind (review11)
        assert _wait(lambda: run_cli("daemon", "status", cwd=tmp_path, env=env).stdout.startswith("not running"))
        assert "docker base images" in hook("UserPromptSubmit", "s3", prompt="pin the docker base image")
        assert _wait(lambda: run_cli("daemon", "status", cwd=tmp_path, env=env).stdout.startswith("running"))
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 10)


def test_stop_while_the_server_is_still_loading_keeps_it_from_answering(rg, kb, tmp_path):
    """A user who runs `daemon stop` right after a search or hook started the server (it loads the
    model and index first, so it has no socket yet) must not find it answering a minute later."""
    import os

    from reflectgit.fastpath import socket_path

    rg("add", "--title", "Pin docker base images", "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "60"}
    slow = tmp_path / "slow"  # the server this search starts takes 4 s more to load, on any machine
    slow.mkdir()
    (slow / "sitecustomize.py").write_text("import time\ntime.sleep(4)\n")
    path = os.pathsep.join(p for p in (str(slow), os.environ.get("PYTHONPATH")) if p)
    first = run_cli("search", "docker base image", "--project", "p", "--branch", "main", "--json", cwd=tmp_path,
                    env={**env, "PYTHONPATH": path})
    assert first.returncode == 0, first.stderr
    loading = socket_path(kb).with_suffix(".starting")
    assert run_cli("daemon", "status", cwd=tmp_path, env=env).stdout.strip() == "starting"
    stop = run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert stop.returncode == 0 and stop.stdout.strip() == "stopped"
    assert _wait(lambda: not loading.exists())  # the server saw the request and left
    time.sleep(1)
    assert run_cli("daemon", "status", cwd=tmp_path, env=env).stdout.strip() == "not running"
    assert not socket_path(kb).exists()
    # the next search starts a server again, and it stays up
    run_cli("search", "docker base image", "--project", "p", "--branch", "main", cwd=tmp_path, env=env)
    try:
        assert _wait(lambda: run_cli("daemon", "status", cwd=tmp_path, env=env).stdout.startswith("running"))
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 10)


def test_on_a_fresh_clone_the_server_answers_by_words_while_it_embeds(rg, kb, tmp_path):
    """A fresh clone (or a large pull): the server built every vector before it listened, so hooks
    and searches got nothing for the minute a 10k-note build takes. It now indexes the words,
    answers, and embeds the rest behind the answers (as the MCP server does), saying so."""
    from conftest import git
    from test_recall_feedback import _filler

    rg("add", "--title", "Pin docker base images by digest", "--project", "p", "--branch", "main")
    _filler(kb)
    clone = tmp_path / "laptop"
    git("clone", "-q", str(kb), str(clone), cwd=tmp_path)
    env = {"REFLECTGIT_HOME": str(clone), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "60",
           "REFLECTGIT_EMBED_INLINE": "1"}  # one note a chunk: the background embedding takes ~15 s
    args = ("search", "docker base image digest", "--project", "p", "--branch", "main", "--json", "--no-cache")
    start = run_cli("daemon", "start", cwd=tmp_path, env=env)
    assert start.returncode == 0, start.stderr
    try:
        early = json.loads(run_cli(*args, cwd=tmp_path, env=env).stdout)
        assert "served_by" in early["explain"]
        assert early["hits"][0]["title"] == "Pin docker base images by digest"  # by its words, at once
        assert early["explain"]["indexing"]["of"] == 61 and "vector" not in early["explain"]["arms"]
        text = run_cli(*args[:-2], "--no-cache", cwd=tmp_path, env=env).stdout
        assert "still wait for their vector" in text
        assert _wait(lambda: "indexing" not in json.loads(run_cli(*args, cwd=tmp_path, env=env).stdout)["explain"], 120)
        late = json.loads(run_cli(*args, cwd=tmp_path, env=env).stdout)
        assert "vector" in late["explain"]["arms"] and late["hits"][0]["title"] == "Pin docker base images by digest"
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 10)


def test_start_right_after_a_stop_turned_a_loading_server_away_starts_one(rg, kb, tmp_path):
    """review24: `daemon stop` while the server loaded, then `daemon start`, waited 3 minutes for the
    server the stop had turned away and failed; a server that dies while loading failed as late."""
    import os

    rg("add", "--title", "Pin docker base images", "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "60"}
    slow = tmp_path / "slow"
    slow.mkdir()
    (slow / "sitecustomize.py").write_text("import time\ntime.sleep(3)\n")
    path = os.pathsep.join(p for p in (str(slow), os.environ.get("PYTHONPATH")) if p)
    run_cli("search", "docker base image", "--project", "p", "--branch", "main", cwd=tmp_path,
            env={**env, "PYTHONPATH": path})
    assert run_cli("daemon", "stop", cwd=tmp_path, env=env).stdout.strip() == "stopped"
    began = time.monotonic()
    start = run_cli("daemon", "start", cwd=tmp_path, env=env)
    try:
        assert start.returncode == 0 and "running" in start.stdout, start.stderr
        assert time.monotonic() - began < 90
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 10)
    broken = tmp_path / "broken"  # a server that cannot load: the start says so at once, with its log's last line
    broken.mkdir()
    (broken / "sitecustomize.py").write_text("import sys\nif 'daemon' in sys.argv and 'run' in sys.argv:\n"
                                             "    sys.exit('cannot load: the disk is full')\n")
    said = run_cli("daemon", "start", cwd=tmp_path, env={**env, "PYTHONPATH": os.pathsep.join(
        p for p in (str(broken), os.environ.get("PYTHONPATH")) if p)})
    assert said.returncode == 1 and "exited while starting" in said.stderr, said.stderr
    assert time.monotonic() - began < 150


def test_a_first_search_on_a_fresh_clone_answers_by_words_and_leaves_the_vectors_to_the_server(rg, kb, tmp_path):
    """review25: the first `search` on a fresh clone embedded every note in its own process (31 s for
    8,000 notes) while the hooks waited; it now answers by words at once, says so, and the server it
    starts embeds the rest."""
    from conftest import git
    from test_recall_feedback import _filler

    rg("add", "--title", "Pin docker base images by digest", "--project", "p", "--branch", "main")
    _filler(kb)
    clone = tmp_path / "laptop"
    git("clone", "-q", str(kb), str(clone), cwd=tmp_path)
    env = {"REFLECTGIT_HOME": str(clone), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "60",
           "REFLECTGIT_EMBED_INLINE": "5"}
    args = ("search", "docker base image digest", "--project", "p", "--branch", "main", "--json", "--no-cache")
    try:
        first = json.loads(run_cli(*args, cwd=tmp_path, env=env).stdout)
        assert "served_by" not in first["explain"]  # in this process: no server ran yet
        assert first["hits"][0]["title"] == "Pin docker base images by digest"
        assert first["explain"]["indexing"]["of"] == 61 and "vector" not in first["explain"]["arms"]
        assert "server this search starts embeds them" in first["explain"]["indexing"]["note"]
        assert _wait(lambda: "indexing" not in json.loads(run_cli(*args, cwd=tmp_path, env=env).stdout)["explain"], 120)
        late = json.loads(run_cli(*args, cwd=tmp_path, env=env).stdout)
        assert "vector" in late["explain"]["arms"]
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 30)
    alone = tmp_path / "alone"  # no server allowed: the search embeds everything itself, as before
    git("clone", "-q", str(kb), str(alone), cwd=tmp_path)
    solo = json.loads(run_cli(*args, cwd=tmp_path, env={**env, "REFLECTGIT_HOME": str(alone),
                                                         "REFLECTGIT_DAEMON": "0"}).stdout)
    assert "indexing" not in solo["explain"] and "vector" in solo["explain"]["arms"]


def test_kb_objects_let_their_repository_go(kb):
    """Every KB object registered its git repository to be closed at exit, which kept each one (and
    its pack files) alive for the life of the process: a test run that opened thousands reached
    select()'s 1024-descriptor limit (test_sync_over_ssh failed), and so would any long-lived
    process that opens the KB per request."""
    import gc
    import os

    from conftest import git

    from reflectgit.kb import KB

    git("gc", "-q", cwd=kb)  # objects in a pack, as after any clone or sync
    gc.collect()
    before = len(os.listdir("/proc/self/fd"))
    for _ in range(60):
        repo = KB.open(kb).repo
        repo[repo.head()]  # reads the pack
    gc.collect()
    assert len(os.listdir("/proc/self/fd")) <= before + 5


def test_two_starts_at_once_both_name_the_server_that_answers(rg, kb, tmp_path):
    """review: two `daemon start` at once both printed the pid of a server that then lost the socket
    to a second one and exited. A server that finds one of the same code answering leaves it the
    socket, so every start names the server that goes on answering."""
    import subprocess
    import sys

    rg("add", "--title", "Pin docker base images", "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "60"}
    try:
        starts = [subprocess.Popen([sys.executable, "-m", "reflectgit", "daemon", "start"], cwd=tmp_path,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env={**os.environ, **env}) for _ in range(2)]
        said = [p.communicate(timeout=240) for p in starts]
        assert [p.returncode for p in starts] == [0, 0], said
        first = json.loads(run_cli("daemon", "status", "--json", cwd=tmp_path, env=env).stdout)["pid"]
        assert all(f"(pid {first}," in out for out, _ in said), said
        # a server started while one answers (what a start that lost the race spawns) leaves at once
        late = run_cli("daemon", "run", cwd=tmp_path, env=env)
        assert late.returncode == 0 and f"already answers on {socket_path(kb)} (pid {first})" in late.stderr
        time.sleep(1.5)  # the old server looked for a new owner of its socket every second
        assert json.loads(run_cli("daemon", "status", "--json", cwd=tmp_path, env=env).stdout)["pid"] == first
        assert "served_by" in json.loads(run_cli("search", "docker base image", "--project", "p", "--branch", "main",
                                                 "--json", cwd=tmp_path, env=env).stdout)["explain"]
    finally:
        run_cli("daemon", "stop", cwd=tmp_path, env=env)
    assert _wait(lambda: "not running" in run_cli("daemon", "status", cwd=tmp_path, env=env).stdout, 10)
