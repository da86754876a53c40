"""`reflectgit mcp` driven end to end by the MCP SDK's own stdio client, as an agent would."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest

from reflectgit.kb import KB
from tests.conftest import git

SECRET = "hunter2-token-7731"
TOOLS = {"search", "index", "hydrate", "add_learning", "forget", "set_status", "pending", "status", "gaps",
         "reflect_daily", "promote"}


def _text(result) -> str:
    """Everything a tool result shows the agent: text blocks and structured content."""
    parts = [getattr(c, "text", "") for c in result.content]
    return "\n".join(parts) + json.dumps(result.structured_content or {})


async def _drive(kb: Path, code_repo: Path, env: dict[str, str], note_id: str) -> dict:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client
    from mcp.types import Implementation, ListRootsResult, Root

    async def roots(_context):
        return ListRootsResult(roots=[Root(uri=code_repo.as_uri(), name="code")])

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                   env=env, cwd=str(kb.parent))
    seen: dict = {"calls": {}}
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write, client_info=Implementation(name="pytest-agent", version="1.0"),
                                 list_roots_callback=roots) as s:
            await s.initialize()
            tools = (await s.list_tools()).tools
            seen["tools"] = {t.name: t for t in tools}

            async def call(name, **args):
                r = await s.call_tool(name, args)
                seen["calls"].setdefault(name, []).append(r)
                return r

            r = await call("add_learning", title="Pin torch to the CPU wheel",
                           rule="Install torch only through the constraints file that pins the CPU wheel",
                           problem="an unpinned torch pulled 2 GB of CUDA wheels", tags=["pip", "torch"],
                           confidence=0.9)
            seen["added"] = r.structured_content
            await call("add_learning", title="Pin torch to the CPU wheel",
                       rule="Install torch only through the constraints file that pins the CPU wheel")
            await call("search", query="pytest cache provider", limit=5, field="rule")
            await call("search", query="torch CPU wheel constraints", all_branches=True, max_tokens=500)
            idx = await call("index", query="pytest cache provider")
            ids = [row["id"] for row in idx.structured_content["rows"]]
            seen["index_ids"] = ids
            await call("hydrate", ids=ids or [seen["added"]["id"]])
            await call("hydrate", ids=ids or [seen["added"]["id"]], field="rule")
            pend = await call("pending")
            seen["pending"] = pend.structured_content["pending"]
            if seen["pending"]:
                await call("pending", action="drop", id=seen["pending"][0]["id"])
            await call("status")
            await call("gaps", limit=5)
            await call("reflect_daily")
            await call("promote")
            await call("set_status", id=seen["added"]["id"], status="demoted", reason="testing the lifecycle")
            await call("forget", id=seen["added"]["id"], reason="the constraints file now pins it")
            # bad input: each error names the field
            seen["bad"] = {
                "limit": await s.call_tool("search", {"query": "x", "limit": 500}),
                "ids": await s.call_tool("hydrate", {"ids": ["../../etc/passwd"]}),
                "title": await s.call_tool("add_learning", {"title": 42}),
                "query": await s.call_tool("search", {}),
                "id": await s.call_tool("forget", {"id": "lrn-doesnotexist", "reason": "gone"}),
            }
            seen["resources"] = [str(x.uri) for x in (await s.list_resources()).resources]
            seen["templates"] = [x.uri_template for x in (await s.list_resource_templates()).resource_templates]
            seen["read"] = {}
            for uri in ["memory://MEMORY.md", "memory://conventions/agents-in-a-box", f"note://{note_id}",
                        "note://lrn-notanote", "memory://conventions/..%2Fetc"]:
                try:
                    seen["read"][uri] = await s.read_resource(uri)
                except Exception as exc:  # noqa: BLE001 - the protocol error for a bad uri
                    seen["read"][uri] = exc
    return seen


@pytest.fixture
def served_kb(rg, kb, code_repo):
    rg("add", "--project", "agents-in-a-box", "--branch", "main", "--title", "Disable the pytest cache provider in CI",
       "--rule", f"Run pytest with -p no:cacheprovider <private>{SECRET}</private> on shared runners",
       "--tags", "pytest,ci", "--body", f"The cache dir was shared. <private>{SECRET}</private>")
    out = git("log", "-1", "--format=%H", cwd=kb)
    assert out
    return kb


def test_every_tool_and_resource_through_the_sdk_client(served_kb, code_repo):
    kb = served_kb
    note_id = next(p.stem for p in (kb / "learnings").rglob("*.md"))
    env = {**os.environ}

    seen = asyncio.run(_drive(kb, code_repo, env, note_id))
    assert set(seen["tools"]) == TOOLS
    for t in seen["tools"].values():
        assert len(t.description) > 60 and t.input_schema["type"] == "object"
    assert seen["tools"]["search"].input_schema["properties"]["limit"]["maximum"] == 50
    assert "pattern" in json.dumps(seen["tools"]["hydrate"].input_schema)
    for name in TOOLS:
        assert name in seen["calls"], name
        for r in seen["calls"][name]:
            assert not r.is_error, (name, _text(r))
            assert SECRET not in _text(r), name
    assert seen["added"]["action"] == "create" and seen["added"]["id"]
    # the project came from the client's root (the code repo), as the CLI derives it
    status = seen["calls"]["status"][0].structured_content
    assert status["project"] == "agents-in-a-box" and status["branch"] == "main"
    first = seen["calls"]["search"][0].structured_content
    assert first["hits"] and first["hits"][0]["id"] == note_id and "rule" in first["hits"][0]
    assert note_id in seen["index_ids"]
    # the restated lesson waited as a pending twin, and was dropped
    assert seen["pending"] and seen["pending"][0]["kind"] == "merge"
    for field, r in seen["bad"].items():
        assert r.is_error, field
        assert field in _text(r), (field, _text(r))
        assert "Traceback" not in _text(r) and str(kb) not in _text(r)
        assert "errors.pydantic.dev" not in _text(r) and "input_value" not in _text(r), _text(r)  # review9/10
    assert seen["resources"] == ["memory://MEMORY.md"]
    assert set(seen["templates"]) == {"memory://conventions/{project}", "note://{id}"}
    note_text = seen["read"][f"note://{note_id}"].contents[0].text
    assert "no:cacheprovider" in note_text and SECRET not in note_text
    assert "Conventions" in seen["read"]["memory://conventions/agents-in-a-box"].contents[0].text
    from reflectgit.fence import CLOSE, FRAME

    memory = seen["read"]["memory://MEMORY.md"].contents[0].text  # fenced as the hooks' text is
    assert memory.startswith(FRAME) and memory.endswith(CLOSE)
    assert isinstance(seen["read"]["note://lrn-notanote"], Exception)
    assert isinstance(seen["read"]["memory://conventions/..%2Fetc"], Exception)
    # every write is a KB commit naming the client
    log = git("log", "--format=%s%n%b%n--", cwd=kb)
    ours = [c for c in log.split("--\n") if "Reflectgit-Actor: mcp:pytest-agent" in c]
    ops = " ".join(c.splitlines()[0] for c in ours)
    assert len(ours) >= 5, log
    assert f"add {seen['added']['id']}" in ops and "pending" in ops and "forget" in ops and "set status" in ops
    # the stored note keeps its private span; only what leaves the server lost it
    assert SECRET in next((kb / "learnings").rglob(f"{note_id}.md")).read_text()
    gone = next((kb / "learnings").rglob(f"{seen['added']['id']}.md")).read_text()
    assert "status: deleted" in gone


def test_add_learning_is_rate_limited_per_session(rg, kb):
    from mcp.server.mcpserver.exceptions import ToolError

    from reflectgit.kb import KB
    from reflectgit.mcp_server import Service

    svc = Service(KB.open(kb), add_per_hour=2)
    svc._take_add_slot(("a", 1))
    svc._take_add_slot(("a", 1))
    with pytest.raises(ToolError, match="^rate limit reached"):  # the SDK names the tool before it
        svc._take_add_slot(("a", 1))
    svc._take_add_slot(("b", 2))  # another session has its own budget



def test_http_transport_binds_loopback_and_serves_the_same_tools(served_kb, code_repo):
    import socket
    import subprocess
    import time

    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(served_kb), "mcp", "--http",
                             "--port", str(port), "--no-warm"], cwd=code_repo, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    try:
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        listening = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True).stdout

        async def main():
            async with streamable_http_client(f"http://127.0.0.1:{port}/mcp") as (read, write):
                async with ClientSession(read, write) as s:
                    await s.initialize()
                    names = {t.name for t in (await s.list_tools()).tools}
                    st = await s.call_tool("status", {})
                    return names, st

        names, st = asyncio.run(main())
        assert names == TOOLS
        assert not st.is_error and st.structured_content["project"] == "agents-in-a-box"
        for line in listening.splitlines():  # local address column: loopback only
            assert line.split()[3] == f"127.0.0.1:{port}", line
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_add_learning_revises_beliefs_like_capture(rg, kb, code_repo):
    """A contradiction supersedes an agent's note but waits for a person's; a restatement revises."""
    from reflectgit import pending
    from reflectgit.kb import KB
    from reflectgit.mcp_server import Service

    rg("add", "--project", "agents-in-a-box", "--branch", "main", "--title", "Parallel test runs",
       "--rule", "Use pytest-xdist to run the test suite in parallel on CI")
    svc = Service(KB.open(kb), cwd=code_repo)
    add = lambda **f: svc.add_learning(code_repo, "codex", ("codex", 1), f, "")  # noqa: E731
    held = add(title="Serial test runs", rule="Never use pytest-xdist to run the test suite in parallel on CI")
    assert held["action"] == "pending-contradiction" and held["pending"] in pending.ids(svc.kb)
    first = add(title="Squash before merging", rule="Always squash the commits of a branch before merging it")
    assert first["action"] == "create"
    later = add(title="Keep branch history", rule="Do not squash the commits of a branch before merging it")
    assert later["action"] == "supersede" and later["superseded"] == first["id"]
    assert svc.kb.get(first["id"]).status == "superseded"
    log = git("log", "-3", "--format=%(trailers:key=Reflectgit-Actor,valueonly)", cwd=kb).split()
    assert log == ["mcp:codex"] * 3


def test_add_learning_restatement_revises_the_note(rg, kb, code_repo, monkeypatch):
    """Revision through MCP: the same lesson said again strengthens the note instead of adding one."""
    from reflectgit.kb import KB
    from reflectgit.mcp_server import Service

    monkeypatch.setenv("REFLECTGIT_DEDUP_THRESHOLD", "1.0")  # no "merge?" hold: straight to revision
    svc = Service(KB.open(kb), cwd=code_repo)
    add = lambda **f: svc.add_learning(code_repo, "cursor", ("cursor", 1), f, "")  # noqa: E731
    first = add(title="Quote shell variables", rule="Always quote shell variables in scripts", tags=["bash"])
    again = add(title="Quote shell variables", rule="Always quote shell variables in scripts", tags=["shell"])
    assert again["action"] == "revise" and again["id"] == first["id"]
    note = svc.kb.get(first["id"])
    assert note.get("proof_count") == 1 and set(note.tags) >= {"bash", "shell"}
    assert len(svc.kb.ids()) == 1


async def _status_and_rate_limit(kb: Path, cwd: Path, env: dict[str, str]) -> dict:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env=env, cwd=str(cwd))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            first = await s.call_tool("add_learning", {"title": "Pin the CPU torch wheel", "rule": "Pin it"})
            second = await s.call_tool("add_learning", {"title": "Retry uploads on 503", "rule": "Retry on 503"})
            status = await s.call_tool("status", {})
    return {"first": first, "second": second, "status": status}


def test_status_says_how_stale_the_kb_is_and_errors_name_the_tool_once(rg, tmp_path):
    """review18: the status tool had no remote / last sync / behind field (an agent could not tell
    its KB was stale), and a tool's own error read "Error executing tool add_learning: add_learning: ..."."""
    from reflectgit.kb import KB
    from reflectgit.sync import fetch

    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    a, b = tmp_path / "a", tmp_path / "b"
    rg("--kb", str(a), "init", str(a), "--remote", str(remote))
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "clone", str(remote), str(b))
    rg("--kb", str(b), "add", "--title", "Retry uploads on 503", "--project", "ops", "--branch", "main")
    rg("--kb", str(b), "sync")
    fetch(KB.open(a), str(remote))  # a fetch that was not merged: A is one commit behind what it knows
    for f in (a / ".git" / "refs" / "remotes" / "origin" / "main", a / ".reflectgit" / "last-fetch"):
        if f.exists():
            os.utime(f, (1e9, 1e9))  # 2001
    fetch(KB.open(a), str(remote))  # nothing new: the ref file is not rewritten, the fetch still counts
    env = {**os.environ, "REFLECTGIT_MCP_ADD_PER_HOUR": "1"}
    seen = asyncio.run(_status_and_rate_limit(a, tmp_path, env))
    assert not seen["first"].is_error
    said = _text(seen["second"])
    assert seen["second"].is_error and "rate limit reached" in said and said.count("add_learning") == 1, said
    st = seen["status"].structured_content
    assert st["remote"] == str(remote) and st["behind"] == 1 and st["ahead"] == 1
    assert st["last_sync"] >= "2026", st["last_sync"]
    assert st["sync"]["summary"] == ("1 commit(s) fetched from the remote are not merged; 1 commit(s) made here wait to be "
                          "pushed: ask the user to run `reflectgit sync`")
    rg("--kb", str(a), "sync")
    rg("--kb", str(a), "add", "--title", "Second one", "--project", "ops", "--branch", "main")
    st = asyncio.run(_status_and_rate_limit(a, tmp_path, env))["status"].structured_content
    assert (st["behind"], st["ahead"]) == (0, 2), st  # misc3: this said "up to date with the remote"
    assert st["sync"]["summary"].startswith("2 commit(s) made here wait to be pushed"), st["sync"]
    lone = tmp_path / "lone"
    rg("--kb", str(lone), "init", str(lone))
    st = asyncio.run(_status_and_rate_limit(lone, tmp_path, env))["status"].structured_content
    assert st["remote"] is None and st["behind"] is None and "no remote" in st["sync"]["summary"]


async def _bad_calls(kb: Path, cwd: Path, calls: list[tuple[str, dict]]) -> list:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env={**os.environ}, cwd=str(cwd))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            return [await s.call_tool(name, args) for name, args in calls]


def test_every_tool_error_reads_one_way_and_an_unknown_argument_is_named(served_kb, tmp_path):
    """review (misc1): schema failures read "search: query: ...", runtime ones "Error executing tool
    forget: ...", and an argument the tool does not take was dropped in silence (`pending` with `ids`
    said only "id: required": the agent never learned `ids` is not an argument)."""
    kb = served_kb
    note_id = next(p.stem for p in (kb / "learnings").rglob("*.md"))
    before = git("rev-parse", "HEAD", cwd=kb)
    calls = [
        ("search", {"query": 5}),
        ("set_status", {"id": note_id, "status": "gone"}),
        ("pending", {"action": "accept", "ids": ["pd-1234"]}),
        ("search", {"query": "x", "limt": 5, "fields": "rule"}),
        ("status", {"verbose": True}),
        ("forget", {"id": "lrn-doesnotexist", "reason": "gone"}),
        ("pending", {"action": "accept"}),
        ("serch", {"query": "x"}),
    ]
    results = asyncio.run(_bad_calls(kb, tmp_path, calls))
    said = [r.content[0].text for r in results]
    for (name, _args), r, text in zip(calls, results, said, strict=True):
        assert r.is_error and text.startswith(f"Error executing tool {name}: "), text
        assert "\n" not in text and text.count(f"tool {name}") == 1 and str(kb) not in text, text
    assert said[0] == "Error executing tool search: query: Input should be a valid string"
    assert said[1].startswith("Error executing tool set_status: status: Input should be 'active'")
    assert said[2] == "Error executing tool pending: unknown argument 'ids'; this tool takes: action, id"
    assert said[3] == ("Error executing tool search: unknown arguments 'limt', 'fields'; this tool takes: "
                       "query, limit, max_tokens, all_branches, field, all_projects")
    assert said[4] == "Error executing tool status: unknown argument 'verbose'; this tool takes: no arguments"
    assert said[5].startswith("Error executing tool forget: id: ")
    assert said[6].startswith("Error executing tool pending: id: required")
    assert "search" in said[7]  # the tools there are
    assert git("rev-parse", "HEAD", cwd=kb) == before  # nothing was written
    assert KB.open(kb).get(note_id).status == "active"


def test_a_client_that_goes_away_mid_call_ends_the_server_quietly(kb, tmp_path):
    """review18: the server exited rc 1 with a BrokenPipeError traceback when the client closed
    its pipes while a call was running."""
    import subprocess

    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb), "mcp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path)

    def send(obj: dict) -> None:
        proc.stdin.write((json.dumps(obj) + "\n").encode())
        proc.stdin.flush()

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "gone", "version": "1"}}})
    assert b'"id":1' in proc.stdout.readline()
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "search",
                                                                        "arguments": {"query": "anything at all"}}})
    proc.stdout.close()  # the client went away while the search runs
    proc.stdin.close()
    assert proc.wait(120) == 0
    err = proc.stderr.read().decode()
    assert "Traceback" not in err and "BrokenPipe" not in err, err


def _many_notes(kb_path: Path, n: int) -> None:
    """``n`` lessons of project "ops" in one commit, as a teammate's long-used KB has them."""
    from reflectgit.kb import KB

    kb = KB.open(kb_path)
    topics = ["redis", "postgres", "kafka", "nginx", "celery", "docker", "terraform", "grafana"]
    taken: set[str] = set()
    with kb.transaction(f"{n} lessons", op="test") as tx:
        for i in range(n):
            topic = topics[i % len(topics)]
            note = kb.build_note({"title": f"{topic} lesson {i}: pin the client timeout",
                                  "rule": f"Always set an explicit timeout on the {topic} client ({i})",
                                  "project": "ops", "branch": "main", "tags": [topic]},
                                 f"Seen in incident {i}: the {topic} client hung without a timeout.\n", taken=taken)
            taken.add(note.id)
            tx.save(note)


async def _first_answers(kb: Path, cwd: Path, env: dict[str, str], limit: int = 10) -> dict:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp"],
                                   env=env, cwd=str(cwd))
    seen: dict = {"statuses": []}
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            seen["first"] = await s.call_tool("search", {"query": "kafka client hangs", "all_branches": True,
                                                         "limit": limit})
            for _ in range(600):  # the background embedding ends; status says so until then
                st = (await s.call_tool("status", {})).structured_content
                seen["statuses"].append(st)
                if "indexing" not in st:
                    break
                await asyncio.sleep(0.1)
            seen["after"] = await s.call_tool("search", {"query": "kafka client hangs", "all_branches": True,
                                                         "limit": limit})
    return seen


def _fresh_clone(rg, tmp_path: Path) -> Path:
    """A clone, made with `reflectgit clone` from a bare remote, of a KB of 40 notes: no index yet."""
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    a, b = tmp_path / "a", tmp_path / "b"
    rg("--kb", str(a), "init", str(a), "--remote", str(remote))
    _many_notes(a, 40)
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "clone", str(remote), str(b))
    return b


def _agent_project(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """The project the agent works in (the lessons are about it), and the server's environment:
    few notes embedded inline, no recall server, no heartbeat."""
    ops = tmp_path / "ops"
    ops.mkdir()
    git("init", "-q", "-b", "main", cwd=ops)
    return ops, {**os.environ, "REFLECTGIT_EMBED_INLINE": "3", "REFLECTGIT_DAEMON": "0", "REFLECTGIT_HEARTBEAT": "0"}


def test_a_fresh_clone_is_answered_by_words_while_its_vectors_are_computed(rg, tmp_path):
    """A fresh clone's first `search` built the whole index inside the call (about 60 s for 10,000
    notes, Codex's default tool timeout). Past REFLECTGIT_EMBED_INLINE notes without a vector the
    server now indexes words and links first (~5 s at 10k), answers, and embeds behind the answers."""
    import sqlite3

    b = _fresh_clone(rg, tmp_path)
    assert not (b / ".reflectgit" / "index.db").exists() or sqlite3.connect(b / ".reflectgit" / "index.db").execute(
        "select count(*) from embeddings").fetchone()[0] == 0
    ops, env = _agent_project(tmp_path)
    seen = asyncio.run(_first_answers(b, ops, env))
    first = seen["first"]
    assert not first.is_error, _text(first)
    hits = first.structured_content["hits"]
    assert hits and "kafka" in hits[0]["title"], hits
    for st in seen["statuses"][:-1]:  # while it ran: how far it got, in words an agent can relay
        assert st["indexing"]["of"] == 40 and 0 <= st["indexing"]["vectors"] <= 40
        assert "by words" in st["indexing"]["note"]
    assert "indexing" not in seen["statuses"][-1], seen["statuses"][-1]
    assert "indexing" not in seen["after"].structured_content
    con = sqlite3.connect(b / ".reflectgit" / "index.db")
    assert con.execute("select value from meta where key = 'unembedded'").fetchone()[0] == "[]"
    missing = con.execute("select count(*) from notes left join embeddings on embeddings.hash = notes.text_hash "
                          "where embeddings.hash is null").fetchone()[0]
    assert missing == 0
    assert con.execute("select count(*) from notes").fetchone()[0] == 40


def test_a_fresh_clone_s_first_search_sees_every_note_while_the_server_starts(rg, tmp_path):
    """The server indexes a fresh clone's words on a thread of its own while it imports the MCP SDK
    (review: the first search took 14 s, the CLI's 4 s). A search sent as soon as the client has
    initialized still answers over every note, by words, says `indexing`, and later answers whole."""
    b = _fresh_clone(rg, tmp_path)
    ops, env = _agent_project(tmp_path)
    seen = asyncio.run(_first_answers(b, ops, env, limit=20))
    kafka = {f"kafka lesson {i}: pin the client timeout" for i in range(2, 40, 8)}
    first = seen["first"].structured_content
    assert not seen["first"].is_error, _text(seen["first"])
    assert kafka <= {h["title"] for h in first["hits"]}, first["hits"]  # the whole KB, not the part indexed so far
    assert first["indexing"]["of"] == 40 and "by words" in first["indexing"]["note"], first
    after = seen["after"].structured_content
    assert "indexing" not in after and kafka <= {h["title"] for h in after["hits"]}, after
    log = b / ".reflectgit" / "hooks.log"  # where a failure of the start-up indexing would be logged
    assert "index:words-early" not in (log.read_text() if log.exists() else ""), log.read_text()


async def _search_index_status(kb: Path, cwd: Path) -> dict:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env=dict(os.environ), cwd=str(cwd))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            return {name: await s.call_tool(name, args) for name, args in
                    (("search", {"query": "docker base image"}), ("index", {"query": "docker base image"}),
                     ("status", {}))}


def test_search_index_and_status_tools_name_the_note_files_the_index_refuses(rg, kb, tmp_path):
    """review: an agent asking through MCP heard nothing of two hand-written notes the index
    refuses (search and index said no hits, as if the KB did not know), and `status` called them
    active though not one note could be searched."""
    folder = kb / "learnings" / "_global" / "default"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "docker-cache.md").write_text("---\nid: docker-cache\ntitle: Docker layer cache breaks\n---\nPin it.\n")
    (folder / "docker-pin.md").write_text("---\nid: docker-pin\ntitle: Pin docker base images\n---\nBy digest.\n")
    git("add", "-A", cwd=kb)
    git("commit", "-q", "-m", "notes written by hand", cwd=kb)
    seen = asyncio.run(_search_index_status(kb, tmp_path))
    for tool in ("search", "index"):
        out = seen[tool].structured_content
        assert not seen[tool].is_error and out.get("unsearchable", {}).get("count") == 2, (tool, out)
        first = out["unsearchable"]["notes"][0]
        assert first["path"] == "learnings/_global/default/docker-cache.md" and first["field"] == "created", out
        assert first["message"].startswith("is required (so are 'updated'"), out
    st = seen["status"].structured_content
    assert st["notes"] == 2 and st["by_status"] == {"invalid": 2}, st
    assert all(i["problem"].startswith("field 'created': is required (so are 'updated'") for i in st["invalid"]), st


async def _searches(kb: Path, cwd: Path, calls: list[tuple[str, dict]]) -> list:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env=dict(os.environ), cwd=str(cwd))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            tools = {t.name: t for t in (await s.list_tools()).tools}
            return [tools["search"], *[await s.call_tool(name, args) for name, args in calls]]


def test_search_tool_searches_every_project_on_request_and_names_the_ones_that_match(rg, kb, code_repo):
    """review: the MCP `search` tool could not search other projects, and said nothing when their
    notes matched (the CLI has `--global`, and outside a repository names the projects that match)."""
    rg("add", "--title", "Pin docker base images by digest", "--rule", "Pin docker base images by their digest",
       "--project", "billing-api", "--branch", "main")
    rg("add", "--title", "Retry flaky network calls with backoff", "--project", "agents-in-a-box", "--branch", "main")
    query = "pin the docker base image digest"
    tool, here, everywhere, listed, listed_all = asyncio.run(_searches(kb, code_repo, [
        ("search", {"query": query}), ("search", {"query": query, "all_projects": True}),
        ("index", {"query": query}), ("index", {"query": query, "all_projects": True})]))
    assert "all_projects" in tool.input_schema["properties"]
    out = here.structured_content
    assert not here.is_error and out["project"] == "agents-in-a-box" and out["hits"] == [], out
    assert out["other_projects"] == ["billing-api"], out
    assert "notes of billing-api match: call search again with all_projects=true" in out["hint"], out
    wide = everywhere.structured_content
    assert not everywhere.is_error and [h["project"] for h in wide["hits"]][:1] == ["billing-api"], wide
    assert wide["hits"][0]["title"] == "Pin docker base images by digest" and "other_projects" not in wide, wide
    rows = listed.structured_content  # the staged recall's first step says the same
    assert rows["rows"] == [] and rows["other_projects"] == ["billing-api"], rows
    assert "call index again with all_projects=true" in rows["hint"], rows
    assert listed_all.structured_content["rows"][0]["id"] == wide["hits"][0]["id"], listed_all.structured_content


async def _tools_and_calls(kb: Path, cwd: Path, calls: list[tuple[str, dict]]) -> tuple[dict, list]:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "reflectgit", "--kb", str(kb), "mcp", "--no-warm"],
                                   env={**os.environ}, cwd=str(cwd))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            tools = {t.name: t for t in (await s.list_tools()).tools}
            return tools, [await s.call_tool(name, args) for name, args in calls]


def test_add_learning_takes_confidence_as_the_cli_does(rg, kb, code_repo):
    """review30: `add_learning` with `"confidence": "HIGH"` failed with "Input should be a valid number"
    while the CLI and README use `--confidence HIGH`. The schema offers HIGH/MEDIUM/LOW or 0..1, a word
    in any case is taken, the note holds what `add --confidence HIGH` stores, and a bad value is one line."""
    calls = [("add_learning", {"title": "Retry billing calls with backoff", "confidence": "HIGH",
                               "rule": "Wrap billing API calls in a retry with exponential backoff"}),
             ("add_learning", {"title": "Pin the node version in CI", "confidence": "medium",
                               "rule": "Pin the node version in the CI image to the one in .nvmrc"}),
             ("add_learning", {"title": "Vendor the protobuf schemas", "confidence": 0.4,
                               "rule": "Vendor the protobuf schemas instead of fetching them at build time"}),
             ("add_learning", {"title": "Something else entirely", "confidence": "VERY"})]
    tools, results = asyncio.run(_tools_and_calls(kb, code_repo, calls))
    schema = tools["add_learning"].input_schema["properties"]["confidence"]
    assert {"enum": ["HIGH", "MEDIUM", "LOW"], "type": "string"} in schema["anyOf"]
    assert {"maximum": 1.0, "minimum": 0.0, "type": "number"} in schema["anyOf"]
    assert [r.is_error for r in results] == [False, False, False, True], [_text(r) for r in results]
    stored = {n.title: n.get("confidence") for n in KB.open(kb).notes()}
    rg("add", "--title", "Added by hand from the CLI", "--confidence", "HIGH", "--project", "x", "--branch", "main")
    by_cli = {n.title: n.get("confidence") for n in KB.open(kb).notes()}["Added by hand from the CLI"]
    assert stored["Retry billing calls with backoff"] == by_cli == 0.9
    assert stored["Pin the node version in CI"] == 0.6 and stored["Vendor the protobuf schemas"] == 0.4
    assert results[3].content[0].text == ("Error executing tool add_learning: confidence: must be HIGH, MEDIUM or "
                                          "LOW, or a number from 0 to 1 (got 'VERY')")
