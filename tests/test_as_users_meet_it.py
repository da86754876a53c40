"""Used the way people meet it: remotes made with plain ``git init --bare``, plain ``git push``
and ``git pull`` in the KB, ``--kb`` typed after the command, code repos committing all day
without lessons, and captured notes read by ``cat``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import git
from test_hooks import LESSON, commit

from reflectgit.git_events import commit_log
from reflectgit.kb import KB


@pytest.fixture
def bare(tmp_path) -> Path:
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", str(remote), cwd=tmp_path)  # no init.defaultBranch here (HOME is empty): master
    return remote


def test_init_remote_sets_the_upstream_so_plain_git_works(rg, tmp_path, bare):
    kb = tmp_path / "kb1"
    rg("init", str(kb), "--remote", str(bare))
    rg("--kb", str(kb), "add", "--title", "Pushed by plain git", "--project", "ops", "--branch", "main")
    assert git("config", "branch.main.remote", cwd=kb).strip() == "origin"
    assert git("config", "branch.main.merge", cwd=kb).strip() == "refs/heads/main"
    git("push", "-q", cwd=kb)  # no arguments: the upstream is configured
    assert "Pushed by plain git" in git("log", "-1", "--format=%s", "main", cwd=bare)
    # a second machine joins with clone; pull without arguments works there too
    other = tmp_path / "kb2"
    rg("clone", str(bare), str(other))
    rg("--kb", str(kb), "add", "--title", "Second lesson", "--project", "ops", "--branch", "main")
    git("push", "-q", cwd=kb)
    git("pull", "-q", "--no-rebase", cwd=other)
    assert {n["title"] for n in rg.json("--kb", str(other), "list")} == {"Pushed by plain git", "Second lesson"}


def test_init_remote_refuses_a_remote_that_already_holds_a_kb(rg, tmp_path, bare):
    first = tmp_path / "first"
    rg("init", str(first), "--remote", str(bare))
    rg("--kb", str(first), "sync")
    late = tmp_path / "late"
    out = rg("init", str(late), "--remote", str(bare), expect=2).output
    assert f"reflectgit clone {bare}" in out and out.count("\n") == 1
    assert not late.exists()
    rg("init", str(first), "--remote", str(bare))  # the KB that pushed there may name it again


def test_init_remote_works_offline(rg, tmp_path):
    kb = tmp_path / "kb"
    rg("init", str(kb), "--remote", "http://127.0.0.1:9/nowhere.git")
    assert KB.open(kb).note_files() == []


def test_kb_option_after_the_command(rg, kb, tmp_path):
    rg("--kb", str(kb), "add", "--title", "Anywhere on the line", "--project", "ops", "--branch", "main")
    other = tmp_path / "elsewhere"
    rg("init", str(other))
    assert [n["title"] for n in rg.json("list", "--kb", str(kb))] == ["Anywhere on the line"]
    assert rg.json("list", f"--kb={other}") == []


def test_code_commits_without_lessons_make_no_kb_commits(rg, kb, hooked):
    before = len(git("log", "--format=%H", cwd=kb).split())
    shas = [commit(hooked, f"tweak {i}") for i in range(3)]
    assert len(git("log", "--format=%H", cwd=kb).split()) == before  # no "record 1 code commit(s)"
    assert {r["sha"] for r in commit_log(KB.open(kb))} >= set(shas)  # the log still knows them
    lesson_sha = commit(hooked, LESSON)
    assert len(git("log", "--format=%H", cwd=kb).split()) == before + 1  # the lesson's own commit...
    committed = "".join(f.read_text() for f in (kb / "memory" / "meta" / "commits").glob("*.jsonl"))
    assert all(s in committed for s in [*shas, lesson_sha])  # ...carries the waiting records along
    assert git("status", "--porcelain", cwd=kb) == ""


def test_sync_carries_the_waiting_log(rg, kb, hooked, bare):
    rg("init", str(kb), "--remote", str(bare))
    sha = commit(hooked, "tweak without a lesson")
    rg("sync")
    assert sha in git("show", "main:" + next(
        f"memory/meta/commits/{p.name}" for p in (kb / "memory" / "meta" / "commits").glob("*.jsonl")), cwd=bare)


def test_notes_end_with_a_newline(rg, kb, hooked):
    commit(hooked, LESSON)
    rg("add", "--title", "Flag note", "--body", "no newline at the end", "--project", "ops", "--branch", "main")
    files = list((kb / "learnings").rglob("lrn-*.md"))
    assert len(files) == 2 and all(f.read_bytes().endswith(b"\n") for f in files)
    shown = rg("show", json.loads(rg("list", "--json").stdout)[0]["id"]).output
    assert shown.endswith("\n")


@pytest.fixture
def read_only_view(tmp_path):
    """A read-only bind mount of a folder (as a KB on a read-only share or a container volume);
    skipped only where this machine cannot mount (no privilege)."""
    import subprocess

    made: list[Path] = []

    def mount(src: Path) -> Path:
        view = tmp_path / f"ro-{len(made)}"
        view.mkdir()
        ok = subprocess.run(["mount", "--bind", str(src), str(view)], capture_output=True).returncode == 0 and \
            subprocess.run(["mount", "-o", "remount,ro,bind", str(view)], capture_output=True).returncode == 0
        if not ok:
            subprocess.run(["umount", str(view)], capture_output=True)
            pytest.skip("this machine cannot make a read-only bind mount")
        made.append(view)
        return view

    yield mount
    for view in made:
        subprocess.run(["umount", str(view)], capture_output=True)


def test_a_kb_mounted_read_only_answers_searches_and_says_why_it_cannot_index(rg, kb, read_only_view, tmp_path):
    """review17: `search` on a read-only KB was a traceback (the query cache, the recall log, the
    server's log all wrote there); `status` too."""
    from conftest import run_cli

    rg("add", "--title", "Cache the tokens per tenant", "--project", "p", "--branch", "main")
    rg("search", "cache tokens", "--project", "p", "--branch", "main")  # the index is built while writable
    view = read_only_view(kb)
    env = {"REFLECTGIT_HOME": str(view)}
    for args in (["search", "tenant tokens", "--project", "p", "--branch", "main"], ["status"], ["list"]):
        done = run_cli(*args, cwd=tmp_path, env=env)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "Cache the tokens per tenant" in run_cli("search", "tenant tokens", "--project", "p", "--branch", "main",
                                                    cwd=tmp_path, env=env).stdout
    # review19: the agent hooks' own bookkeeping (the sessions seen, what was injected) failed there and
    # the hook injected nothing
    repo = tmp_path / "p"
    repo.mkdir()
    git("init", "-q", "-b", "main", cwd=repo)
    payload = {"session_id": "s1", "cwd": str(repo), "prompt": "how big should the tenant token cache be",
               "transcript_path": str(tmp_path / "t.jsonl")}
    said = run_cli("agent", "hook", "UserPromptSubmit", cwd=repo, input=json.dumps(payload), env=env)
    assert said.returncode == 0 and "Cache the tokens per tenant" in said.stdout, said.stderr
    fresh = tmp_path / "kb2"
    rg("init", str(fresh))
    rg("--kb", str(fresh), "add", "--title", "Never indexed", "--project", "p", "--branch", "main")
    cold = run_cli("search", "indexed", "--project", "p", "--branch", "main", cwd=tmp_path,
                   env={"REFLECTGIT_HOME": str(read_only_view(fresh))})
    assert cold.returncode == 1 and "Traceback" not in cold.stderr
    assert "cannot write there" in cold.stderr and "run one search where the KB is writable" in cold.stderr


async def _mcp_calls(kb: Path, cwd: Path, errlog, calls: list[tuple[str, dict]]) -> list:
    """Each call's result, through the MCP SDK's stdio client, as an agent makes them."""
    import os
    import sys

    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                   env={**os.environ}, cwd=str(cwd))
    async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        return [await s.call_tool(name, args) for name, args in calls]


def test_a_fresh_clone_mounted_read_only_says_its_index_cannot_be_built_there(rg, tmp_path, bare, read_only_view):
    """review (misc3): MCP `search` and `add_learning` said only "Error executing tool search" and
    the server printed a traceback ending in `OSError: [Errno 30] ... .reflectgit`; `search` said
    "nothing was committed"."""
    import asyncio

    from conftest import run_cli

    one = tmp_path / "kb1"
    rg("init", str(one), "--remote", str(bare))
    rg("--kb", str(one), "add", "--title", "Retry uploads on 503", "--project", "p", "--branch", "main")
    rg("--kb", str(one), "sync")
    fresh = tmp_path / "fresh"
    git("clone", "-q", "-b", "main", str(bare), str(fresh), cwd=tmp_path)  # plain git: no .reflectgit/ yet
    view = read_only_view(fresh)
    said = run_cli("--kb", str(view), "search", "uploads", "--project", "p", "--branch", "main", cwd=tmp_path)
    assert said.returncode == 1 and said.stderr.count("\n") == 1, said.stderr
    assert "index cannot be built here" in said.stderr and "nothing was committed" not in said.stderr
    log = tmp_path / "mcp-stderr.log"
    with open(log, "w") as errlog:
        results = asyncio.run(_mcp_calls(view, tmp_path, errlog, [
            ("search", {"query": "retry uploads"}), ("add_learning", {"title": "Back off before retrying"})]))
    search, add = (r.content[0].text for r in results)
    assert results[0].is_error and search.startswith("Error executing tool search: the KB/.reflectgit: cannot write ")
    assert "index cannot be built here" in search and "\n" not in search, search
    # review22: add_learning sent the agent to "run one search where the KB is writable", which cannot help
    assert results[1].is_error and "this KB is read-only here" in add and "cannot be built" not in add, add
    assert "Traceback" not in log.read_text() and "OSError" not in log.read_text(), log.read_text()
    assert not (fresh / ".reflectgit").exists()


def test_status_says_what_a_sync_would_pull_and_push(rg, tmp_path, bare):
    """agents17 noticed: the MCP status tool says how stale the KB is, `reflectgit status` did not."""
    one, two = tmp_path / "kb1", tmp_path / "kb2"
    rg("init", str(one), "--remote", str(bare))
    rg("--kb", str(one), "add", "--title", "First", "--project", "ops", "--branch", "main")
    rg("--kb", str(one), "sync")
    rg("clone", str(bare), str(two))
    rg("--kb", str(one), "add", "--title", "Second", "--project", "ops", "--branch", "main")
    rg("--kb", str(one), "sync")
    git("fetch", "-q", cwd=two)  # plain git, as people do
    rg("--kb", str(two), "add", "--title", "Third", "--project", "ops", "--branch", "main")
    st = rg.json("--kb", str(two), "status")
    assert (st["sync"]["behind"], st["sync"]["ahead"]) == (1, 1) and st["sync"]["last_sync"]
    assert "1 commit(s) to pull, 1 to push (`reflectgit sync`)" in rg("--kb", str(two), "status").output
    fresh = tmp_path / "new-remote.git"  # review22: a new address was judged by the old one's tracking ref
    git("init", "-q", "--bare", str(fresh), cwd=tmp_path)
    rg("--kb", str(two), "init", str(two), "--remote", str(fresh))
    st = rg.json("--kb", str(two), "status")
    assert st["sync"]["last_sync"] is None and st["sync"]["behind"] in (None, 0), st["sync"]


def test_only_the_index_asks_for_a_search_where_the_kb_is_writable():
    """review19: the read-only advice named searches for every write under .reflectgit/."""
    import errno

    from reflectgit.errors import environment_message

    index = environment_message(OSError(errno.EROFS, "Read-only file system", "/kb/.reflectgit/schema.lock"))
    queue = environment_message(OSError(errno.EACCES, "Permission denied", "/kb/.reflectgit/queue/e.json"))
    assert index and "run one search where the KB is writable" in index
    assert queue and "search" not in queue and "cannot write there" in queue
