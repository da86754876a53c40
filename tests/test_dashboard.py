"""The dashboard: Datasette started on loopback answers every canned query over a KB built here;
the static site is deterministic, private-safe, and works in a real headless Chromium."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from conftest import git, tree_files
from test_hooks import LESSON, commit

from reflectgit import llm, recall_log
from reflectgit.kb import KB

ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
SECRET = "hunter2-api-key"


@pytest.fixture
def world(rg, kb, code_repo, monkeypatch, tmp_path):
    """A KB with captures, a revert, a promotion, a contradiction, relations, private text,
    recalls in several sessions, a knowledge gap and LLM calls."""
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    rg("hooks", "install", "--repo", str(code_repo))
    commit(code_repo, LESSON)
    reverted = [n for n in KB.open(kb).notes()][0].id
    git("revert", "--no-edit", "HEAD", cwd=code_repo)
    pool = rg.json("add", "--title", "Redis pool exhaustion under burst load", "--project", "ops", "--branch", "main",
                   "--rule", "Size the pool to peak concurrency", "--tags", "redis,pool", "--entity", "redis-pool",
                   "--body", f"Seen in prod. <private>the admin password is {SECRET}</private> Fixed.\n")["id"]
    gateway = rg.json("add", "--title", "Gateway 504 cascade", "--project", "ops", "--branch", "main",
                      "--relation", f"caused_by:{pool}", "--entity", "api-gateway", "--tags", "gateway")["id"]
    rg("set", gateway, "contradicts", '[{"field": "rule", "kept": "a", "other": "b"}]')
    derived = kb / ".reflectgit"
    for s in ("s1", "s2", "s3"):
        recall_log.record(derived, "redis pool", "ops", "main", [pool], 40, False, False, session=s)
    recall_log.record(derived, "how do I bake sourdough", "ops", "main", [], 0, False, True, session="s4")
    from test_belief_revision import RULE, chat  # a lesson captured twice: one pending "merge?" decision

    for name, session, reply in (("a", "s-1", "ok"), ("b", "s-2", "okay, noted, switching to alembic now")):
        rg("capture", "transcript", chat(tmp_path, name, RULE, reply=reply), "--project", "ops", "--branch", "main",
           "--session", session)
    monkeypatch.setenv("REFLECTGIT_LLM", "echo")
    client = llm.LLM.from_env(derived)
    client._record("capture:commit", llm.Answer("{}", 100, 20, "test-model"), True)
    return {"kb": kb, "reverted": reverted, "pool": pool, "gateway": gateway}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get_json(url: str) -> object:
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


@contextmanager
def serving(kb: Path) -> Iterator[tuple[str, int]]:
    """``reflectgit serve`` on a free loopback port, as a user starts it: (base URL, port)."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb), "serve", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env={**os.environ})
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while True:
            try:
                get_json(f"{base}/-/versions.json")
                break
            except OSError:
                if time.time() > deadline or proc.poll() is not None:
                    raise AssertionError(proc.stdout.read().decode() if proc.poll() is not None else "no server")
                time.sleep(0.3)
        yield base, port
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_datasette_answers_every_canned_query(world, tmp_path):
    with serving(world["kb"]) as (base, port):
        # DNS rebinding: a page whose name resolves to 127.0.0.1 still sends its own Host header
        import http.client

        def status_for(host: str) -> tuple[int, str]:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", "/dashboard/notes.json", headers={"Host": host})
            resp = conn.getresponse()
            body = resp.read().decode()
            conn.close()
            return resp.status, body

        refused, why = status_for("attacker.example")
        assert refused == 403 and "--allow-host attacker.example" in why and "lrn-" not in why
        assert status_for(f"localhost:{port}")[0] == 200 and status_for(f"[::1]:{port}")[0] == 200

        def query(name: str, **params: str) -> list[dict]:
            qs = "&".join(f"{k}={v}" for k, v in params.items())
            data = get_json(f"{base}/dashboard/{name}.json?_shape=objects&{qs}")
            return data["rows"]

        assert world["pool"] in {r["id"] for r in query("recent_captures")}
        demoted = query("demoted_by_revert")
        assert [r["id"] for r in demoted] == [world["reverted"]] and demoted[0]["revert_commit"]
        assert [r["id"] for r in query("contradictions")] == [world["gateway"]]
        gaps = query("knowledge_gaps")
        assert gaps and "sourdough" in gaps[0]["example"]
        assert [r["id"] for r in query("promotion_candidates")] == [world["pool"]]
        assert world["gateway"] in {r["id"] for r in query("never_recalled")}
        [waiting] = query("pending_merge_decisions")
        assert waiting["kind"] == "merge" and waiting["target_title"].startswith("We use alembic")
        assert waiting["accept"] == f"merge into {waiting['target']}"
        spend = query("llm_spend_by_day")
        assert spend[0]["calls"] == 1 and spend[0]["tokens_in"] == 100
        history = query("note_history", id=world["reverted"])
        assert [h["actor"].split(":")[0] for h in history] == ["capture", "capture"] and len(history) == 2
        # full-text search and facets on the notes table, private text absent
        fts = get_json(f"{base}/dashboard/notes.json?_search=exhaustion&_shape=objects")
        assert [r["id"] for r in fts["rows"]] == [world["pool"]]
        assert SECRET not in json.dumps(get_json(f"{base}/dashboard/notes.json?_shape=objects"))
        facets = get_json(f"{base}/dashboard/notes.json?_facet=project&_facet=status")["facet_results"]
        assert {"project", "status"} <= set(facets)
        # read-only: writes are refused
        req = urllib.request.Request(f"{base}/dashboard.json?sql=delete+from+notes", method="GET")
        with pytest.raises(Exception):
            with urllib.request.urlopen(req, timeout=10) as r:
                assert json.loads(r.read()).get("ok") is False
                raise RuntimeError("refused")
        # the row page links to the note's page and its history; the site is mounted
        with urllib.request.urlopen(f"{base}/dashboard/notes/{world['pool']}", timeout=10) as r:
            page = r.read().decode()
        assert f"/site/notes/{world['pool']}.html" in page and "note_history?id=" in page
        with urllib.request.urlopen(f"{base}/site/notes/{world['pool']}.html", timeout=10) as r:
            assert r.status == 200
        tables = get_json(f"{base}/dashboard.json")["tables"]
        described = {t["name"] for t in tables}
        assert {"notes", "commits", "note_versions", "reflection_changes", "recall_log", "gaps", "llm_calls"} <= described


def test_site_is_deterministic_and_private_safe(rg, world, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    rg("site", "build", "-o", str(a))
    rg("status")
    rg("site", "build", "-o", str(b))
    files_a = {p.relative_to(a).as_posix(): p.read_bytes() for p in a.rglob("*") if p.is_file()}
    files_b = {p.relative_to(b).as_posix(): p.read_bytes() for p in b.rglob("*") if p.is_file()}
    assert files_a == files_b
    assert {"index.html", "memory.html", "audit.html", "graph.html", "reflection.html", "shards.html",
            "search.html", "search-index.json", "style.css", "search.js", "graph.js"} <= set(files_a)
    assert f"notes/{world['pool']}.html" in files_a and "shards/ops/main.html" in files_a
    for name, data in files_a.items():
        assert SECRET.encode() not in data, name
        assert b"http://" not in data.replace(b"http://www.w3.org", b"") and b"https://" not in data, name
    page = files_a[f"notes/{world['gateway']}.html"].decode()
    assert f'href="{world["pool"]}.html"' in page  # relation links to the related note
    near = page[page.index('<svg class="neighbourhood"'):]
    assert f'<a href="{world["pool"]}.html" class="node">' in near[:near.index("</svg>")]  # and its neighbourhood
    reverted = files_a[f"notes/{world['reverted']}.html"].decode()
    assert "Captured from code commit" in reverted and "Restored" not in reverted
    assert "<svg" in files_a["graph.html"].decode() and "redis-pool" in files_a["graph.html"].decode()
    audit = files_a["audit.html"].decode()
    assert "capture:commit:" in audit and f"notes/{world['pool']}.html" in audit


def _serve(folder: Path) -> tuple[ThreadingHTTPServer, str]:
    handler = partial(SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *a, **k: None  # type: ignore[attr-defined]
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}"


def test_site_in_headless_chromium(rg, world, tmp_path):
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is not installed; `make test` installs it (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    site = tmp_path / "site"
    rg("site", "build", "-o", str(site))
    server, base = _serve(site)
    ARTIFACTS.mkdir(exist_ok=True)
    errors: list[str] = []
    outside: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=[
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync"])
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(str(e)))

            def guard(route):
                if route.request.url.startswith(base):
                    route.continue_()
                else:
                    outside.append(route.request.url)
                    route.abort()

            page.route("**/*", guard)
            page.goto(f"{base}/index.html")
            assert page.locator("h1").inner_text() == "What the memory knows"
            page.screenshot(path=str(ARTIFACTS / "site-home.png"), full_page=True)
            page.goto(f"{base}/notes/{world['pool']}.html")
            assert "Redis pool exhaustion" in page.locator("h1").inner_text()
            assert SECRET not in page.content()
            page.screenshot(path=str(ARTIFACTS / "site-note.png"), full_page=True)
            page.goto(f"{base}/audit.html")
            assert page.locator("table.audit tbody tr").count() >= 5
            page.screenshot(path=str(ARTIFACTS / "site-audit.png"), full_page=True)
            page.goto(f"{base}/index.html")
            page.locator("#q").fill("gateway casc")
            result = page.locator("#results a").first
            result.wait_for(timeout=10000)
            assert "Gateway 504 cascade" in result.inner_text()
            page.screenshot(path=str(ARTIFACTS / "site-search.png"))
            result.click()
            page.wait_for_url(f"**/notes/{world['gateway']}.html")
            assert "Gateway 504 cascade" in page.locator("h1").inner_text()
            page.emulate_media(color_scheme="dark")
            page.screenshot(path=str(ARTIFACTS / "site-note-dark.png"), full_page=True)
            browser.close()
    finally:
        server.shutdown()
    assert errors == []
    assert outside == []


def test_site_build_never_replaces_a_folder_it_did_not_build(rg, world, tmp_path, code_repo):
    """review12: `site build -o .` in a project deleted its files and .git; `-o` the KB deleted the KB."""
    mine = tmp_path / "docs"
    mine.mkdir()
    (mine / "guide.md").write_text("my guide")
    for target in (mine, code_repo, rg.kb, rg.kb / "learnings"):
        res = rg("site", "build", "-o", str(target), expect=2)
        assert "field '-o'" in res.output
    assert (mine / "guide.md").read_text() == "my guide" and (code_repo / ".git").is_dir()
    assert (rg.kb / ".git").is_dir() and list((rg.kb / "learnings").rglob("*.md"))
    site = tmp_path / "site"
    rg("site", "build", "-o", str(site))
    rg("site", "build", "-o", str(site))  # a site built before is replaced, as ever
    assert (site / "index.html").exists() and (site / ".reflectgit-site").exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    rg("site", "build", "-o", str(empty))
    assert (empty / "index.html").exists()


def test_a_note_page_never_loads_an_image_from_elsewhere(rg, kb, tmp_path):
    """review12: `![p](http://evil.example/pixel.png)` in a note made the page fetch it."""
    note = rg.json("add", "--title", "Tracking pixel", "--body",
                   "![p](http://evil.example/pixel.png) ![q](//evil.example/q.png) ![ok](diagram.png)")["id"]
    site = tmp_path / "site"
    rg("site", "build", "-o", str(site))
    page = (site / "notes" / f"{note}.html").read_text()
    assert "<img" in page and 'src="diagram.png"' in page
    assert 'src="http' not in page and 'src="//' not in page and "not loaded: http://evil.example/pixel.png" in page


def test_a_shard_named_in_another_script_has_a_page_every_static_server_finds(rg, kb, tmp_path):
    """review19: under `reflectgit serve` (Datasette's static route) a link to `shards/проект/main.html`
    was a 404: it does not decode `%D0%BF...`. Shard pages are named in ASCII (punycode)."""
    import re

    rg("add", "--title", "Cache the tokens per tenant", "--project", "проект", "--branch", "feature/日本")
    site = tmp_path / "site"
    rg("site", "build", "-o", str(site))
    hrefs = re.findall(r'href="(shards/[^"]+)"', (site / "shards.html").read_text())
    assert hrefs and all(h.isascii() and (site / h).is_file() for h in hrefs), hrefs
    page = (site / hrefs[0]).read_text()
    assert "проект / feature-日本" in page and "Cache the tokens per tenant" in page


def test_the_site_answers_at_its_folder_url(rg, kb):
    """docs/cli.md says the site is mounted at /site/: that URL (and /site) is its home page."""
    with serving(kb) as (base, _port):
        with urllib.request.urlopen(f"{base}/site/", timeout=10) as r:
            home = r.read().decode()
        with urllib.request.urlopen(f"{base}/site/index.html", timeout=10) as r:
            assert r.read().decode() == home and "<html" in home.lower()
        with urllib.request.urlopen(f"{base}/site", timeout=10) as r:
            assert r.geturl() == f"{base}/site/" and r.read().decode() == home


def test_serve_on_a_port_in_use_says_so_in_one_line(rg, kb):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        before = tree_files(kb)
        proc = subprocess.run([sys.executable, "-m", "reflectgit", "--kb", str(kb), "serve", "--port", str(port)],
                              capture_output=True, text=True, timeout=60, env={**os.environ})
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip() == (f"reflectgit: port {port} is in use (another reflectgit serve?): "
                                   "choose one with --port")
    assert proc.stdout == "" and tree_files(kb) == before
    assert not (kb / ".reflectgit" / "dashboard.db").exists()


def test_notes_table_opens_with_active_notes_first(rg, world):
    """review30: the notes table opened sorted by `updated`, so what the daily pass had just merged
    away or someone had just deleted came first."""
    gone = rg.json("add", "--title", "A note deleted just now", "--project", "ops", "--branch", "main")["id"]
    rg("forget", gone, "--reason", "wrong")
    with serving(world["kb"]) as (base, _port):
        rows = get_json(f"{base}/dashboard/notes.json?_shape=objects")["rows"]
        with urllib.request.urlopen(f"{base}/dashboard/notes", timeout=10) as r:
            page = r.read().decode()
    statuses = [r["status"] for r in rows]
    assert statuses[0] == "active" and statuses == sorted(statuses, key=lambda s: s != "active"), statuses
    active = [r["updated"] for r in rows if r["status"] == "active"]
    assert active == sorted(active, reverse=True)  # newest first among them
    assert gone in {r["id"] for r in rows} and gone in page  # still listed, after the active ones
