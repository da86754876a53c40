"""The static site in a real headless Chromium: search works from disk (file://) and over HTTP,
says why when it cannot, every page fits a desktop and a phone screen, and the graph draws."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import git
from test_dashboard import CHROMIUM, SECRET, _serve, serving, world  # noqa: F401  (world is a fixture)

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@pytest.fixture
def site(rg: Any, world: dict, tmp_path: Path) -> Path:  # noqa: F811
    """The world's KB built as a site."""
    out = tmp_path / "site"
    rg("site", "build", "-o", str(out))
    return out


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """A headless Debian Chromium driven by Playwright, started once per test module."""
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is not installed; `make test` installs it (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def layout_problems(where: str, got: dict) -> list[str]:
    """What LAYOUT_JS found wrong on one page: sideways scroll, comments shown, SVG text outside."""
    out = []
    if got["scroll"] > got["inner"]:
        out.append(f"{where}: page scrolls sideways ({got['scroll']} > {got['inner']})")
    if got["comment"]:
        out.append(f"{where}: '<!--' shown as text")
    if got["svg"]:
        out.append(f"{where}: SVG text outside its SVG: {got['svg'][:3]}")
    return out


def _page(browser: Any, errors: list[str], **kw: Any) -> Any:
    page = browser.new_page(**kw)
    page.on("console", lambda m: errors.append(f"{m.text} {m.location.get('url')}")
            if m.type == "error" and not str(m.location.get("url")).endswith("/favicon.ico") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("response", lambda r: errors.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    return page


def test_search_works_from_disk_and_over_http(site: Path, browser: Any, world: dict) -> None:  # noqa: F811
    assert (site / "search-index.js").read_text().startswith("// reflectgit search index")
    assert SECRET not in (site / "search-index.js").read_text()
    server, base = _serve(site)
    errors: list[str] = []
    try:
        for start in (site.resolve().as_uri() + "/index.html", f"{base}/index.html",
                      site.resolve().as_uri() + "/notes/" + world["pool"] + ".html"):
            page = _page(browser, errors)
            page.goto(start)
            page.locator("#q").fill("gateway casc")
            hit = page.locator("#results a").first
            hit.wait_for(timeout=10000)
            assert "Gateway 504 cascade" in hit.inner_text(), start
            hit.click()
            page.wait_for_url(f"**/notes/{world['gateway']}.html")
            page.close()
        # the search page reads ?q= from disk too
        page = _page(browser, errors)
        page.goto(site.resolve().as_uri() + "/search.html?q=redis")
        page.locator("#page-results a").first.wait_for(timeout=10000)
        assert "Redis pool exhaustion" in page.locator("#page-results").inner_text()
        page.close()
    finally:
        server.shutdown()
    assert errors == []


def test_search_says_why_when_the_index_is_missing(site: Path, browser: Any) -> None:
    (site / "search-index.js").unlink()
    (site / "search-index.json").unlink()
    errors: list[str] = []
    page = _page(browser, errors)
    page.goto(site.resolve().as_uri() + "/index.html")
    page.locator("#q").fill("redis")
    why = page.locator("#results .search-error")
    why.wait_for(timeout=10000)
    assert "Search is unavailable" in why.inner_text() and "from disk" in why.inner_text()


LAYOUT_JS = """() => {
  const out = {scroll: document.documentElement.scrollWidth, inner: window.innerWidth, svg: []};
  out.comment = document.body.innerText.includes("<!--");
  for (const svg of document.querySelectorAll("svg")) {
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll("text")) {
      const r = t.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
        out.svg.push(t.textContent);
    }
  }
  return out;
}"""


def test_every_page_fits_desktop_and_phone(site: Path, browser: Any, tmp_path: Path) -> None:
    shots = tmp_path / "screenshots"
    shots.mkdir()
    print(f"screenshots in {shots}")
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    assert len(pages) > 8
    memory = (site / "memory.html").read_text()
    assert "reflectgit:managed" not in memory and "Managed by reflectgit" in memory
    assert memory.count("<h1") == 1
    server, base = _serve(site)
    errors: list[str] = []
    problems: list[str] = []
    try:
        for name, size in (("desktop", {"width": 1280, "height": 800}), ("phone", {"width": 390, "height": 844})):
            page = _page(browser, errors, viewport=size)
            for rel in pages:
                page.goto(f"{base}/{rel}")
                problems += layout_problems(f"{name} {rel}", page.evaluate(LAYOUT_JS))
                page.screenshot(path=str(shots / f"{name}-{rel.replace('/', '_')}.png"), full_page=True)
            page.close()
    finally:
        server.shutdown()
    assert problems == [], "\n".join(problems)
    assert errors == []


def test_recall_bars_are_horizontal_and_cut_long_titles() -> None:
    from reflectgit.dashboard import svg

    long = "A very long note title that goes on and on about connection pools " * 2
    chart = svg.hbars([(long, 12), ("short", 3)], "Most recalled")
    assert 'class="chart hbars"' in chart and "…" in chart
    assert f"<title>{long}: 12</title>" in chart  # the full title stays in the tooltip
    assert svg.hbars([], "Most recalled").startswith('<p class="empty">')


def test_graph_draws_linked_notes_and_labelled_edges(site: Path, browser: Any, world: dict) -> None:  # noqa: F811
    from reflectgit.kb import KB

    linked = sorted(n.id for n in KB.open(world["kb"]).notes() if n.get("relations") or n.get("entities"))
    assert world["pool"] in linked and world["gateway"] in linked
    errors: list[str] = []
    for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
        page = _page(browser, errors, viewport=size)
        page.goto(site.resolve().as_uri() + "/graph.html", wait_until="load")
        svg = page.locator("svg.graph")
        assert page.locator("svg.graph g.edge line").count() >= 1
        assert "caused_by" in svg.locator("text.edge-label").all_text_contents()
        for note_id in linked:
            assert page.locator(f'svg.graph a[href="notes/{note_id}.html"] circle').count() == 1, note_id
        assert page.evaluate(LAYOUT_JS)["svg"] == []
        page.locator(f'svg.graph a[href="notes/{world["pool"]}.html"]').click()
        page.wait_for_url(f"**/notes/{world['pool']}.html")
        page.close()
    assert errors == []
    # without JavaScript the graph is the same SVG
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(site.resolve().as_uri() + "/graph.html")
    assert page.locator("svg.graph g.edge").count() >= 1
    context.close()


def test_graphs_pan_and_zoom_by_buttons_keys_and_wheel(site: Path, browser: Any, world: dict) -> None:  # noqa: F811
    errors: list[str] = []
    page = _page(browser, errors, viewport={"width": 1280, "height": 800})
    page.goto(site.resolve().as_uri() + "/graph.html")
    graph = page.locator("svg.graph")
    whole = graph.get_attribute("viewBox")

    def box() -> list[float]:
        return [float(v) for v in (graph.get_attribute("viewBox") or "").split()]

    width = box()[2]
    page.get_by_role("button", name="Zoom in").click()
    assert box()[2] < width, "zoom in shows less of the graph"
    page.get_by_role("button", name="Zoom out").click()
    page.get_by_role("button", name="Zoom out").click()
    assert box()[2] == width, "never zooms out past the whole graph"
    page.get_by_role("button", name="Zoom in").click()
    x = box()[0]
    graph.focus()
    page.keyboard.press("ArrowRight")
    assert box()[0] > x, "an arrow key pans"
    page.keyboard.press("0")
    assert graph.get_attribute("viewBox") == whole
    page.keyboard.press("+")
    assert box()[2] < width
    page.get_by_role("button", name="Reset view").click()
    assert graph.get_attribute("viewBox") == whole
    graph.hover()
    page.mouse.wheel(0, -300)
    assert box()[2] < width, "the wheel zooms"
    # drag to pan, on a zoomed graph
    x = box()[0]
    b = graph.bounding_box()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2 - 120, b["y"] + b["height"] / 2, steps=6)
    page.mouse.up()
    assert box()[0] > x, "dragging left moves the view right"
    # two fingers spreading apart on a touch screen zoom in
    page.close()
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(site.resolve().as_uri() + "/graph.html")
    graph = page.locator("svg.graph")
    graph.scroll_into_view_if_needed()
    b = graph.bounding_box()
    cx, cy = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
    cdp = context.new_cdp_session(page)

    def touch(kind: str, spread: float) -> None:
        points = [{"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else points})

    label = "() => document.querySelector('svg.graph a.node text:not(.minor)').getBoundingClientRect().height"
    small = page.evaluate(label)
    touch("touchStart", 20)
    for spread in (35, 50, 65, 80):
        touch("touchMove", spread)
    touch("touchEnd", 80)
    assert box()[2] < width, "a pinch zooms in"
    # a phone's shrunken graph becomes readable: labels grow with the zoom, up to their normal size
    assert small < 8 and page.evaluate(label) > small * 1.5, (small, page.evaluate(label))
    context.close()
    page = _page(browser, errors, viewport={"width": 1280, "height": 800})
    # a note page's neighbourhood graph has the same controls
    page.goto(site.resolve().as_uri() + f"/notes/{world['gateway']}.html")
    near = page.locator("svg.neighbourhood:visible")
    before = near.get_attribute("viewBox")
    page.locator("#neighbourhood + figure .zoom-controls").get_by_role("button", name="Zoom in").click()
    assert near.get_attribute("viewBox") != before
    page.close()
    assert errors == []
    # without JavaScript there are no dead buttons and the graph shows whole
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(site.resolve().as_uri() + "/graph.html")
    assert page.locator(".zoom-controls").count() == 0 and page.locator("svg.graph").get_attribute("viewBox") == whole
    context.close()


TOPICS = [("postgres", "Postgres"), ("alembic", "Alembic"), ("celery", "Celery"), ("nginx", "nginx"),
          ("s3-bucket", "the S3 bucket"), ("auth-service", "the auth service"), ("redis-pool", "the Redis pool"),
          ("api-gateway", "the API gateway")]
RELATIONS = ("caused_by", "relates_to", "requires", "supersedes", "uses", "prevents")


@pytest.fixture
def grown(rg: Any, world: dict, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict:  # noqa: F811
    """The dashboard world grown to a team's KB: 50 more notes on a second machine, related to
    each other and sharing entities, edited from both machines, synced, one note promoted."""
    from reflectgit.kb import KB
    from reflectgit.note import Note, mint_id, now_iso

    kb = KB.open(world["kb"])
    first = sorted(n.id for n in kb.notes())
    monkeypatch.setenv("REFLECTGIT_MACHINE", "laptop-b")
    taken = set(first)
    ids: list[str] = []
    with kb.transaction("import: 50 lessons from the team", op="add") as tx:
        for i in range(50):
            nid = mint_id(taken)
            taken.add(nid)
            entity, what = TOPICS[i % len(TOPICS)]
            other = TOPICS[(i * 3 + 1) % len(TOPICS)][0]
            relations = [{"type": RELATIONS[i % len(RELATIONS)], "target": ids[i // 2]}] if i and i % 3 else []
            long = " when the upstream times out during a rolling deploy of every worker" if i % 7 == 0 else ""
            tx.save(Note.new({"id": nid, "title": f"Lesson {i}: check {what} before retrying{long}",
                              "created": now_iso(), "updated": now_iso(), "project": "ops",
                              "branch": "main" if i % 4 else "feat/retries", "scope": "project",
                              "tags": [entity], "confidence": 0.7, "status": "active",
                              "rule": f"Look at {what} first", "entities": [entity, other],
                              "relations": relations}, body=f"What happened with {what}.\n"))
            ids.append(nid)
    rg("set", ids[3], "confidence", "0.9")  # edited on laptop-b
    monkeypatch.setenv("REFLECTGIT_MACHINE", "desktop-a")
    rg("set", ids[4], "confidence", "0.8")  # and on desktop-a
    rg("add", "--title", "Gateway retries amplify a Redis outage", "--project", "ops", "--branch", "main",
       "--rule", "Cap retries", "--relation", f"caused_by:{world['gateway']}", "--entity", "redis-pool")
    remote = tmp_path / "remote.git"
    git("init", "--bare", "-q", str(remote), cwd=tmp_path)
    rg("sync", str(remote))  # the recall counters are committed
    rg("reflect", "promote")  # the pool note, recalled in 3 sessions, goes into MEMORY.md
    out = tmp_path / "grown-site"
    rg("site", "build", "-o", str(out))
    return {**world, "site": out, "ids": ids}


def _visit(page: Any, url: str, shot: Path) -> dict:
    page.goto(url)
    page.screenshot(path=str(shot), full_page=True)
    return page.evaluate(LAYOUT_JS)


def test_issue22_done_when(grown: dict, browser: Any, tmp_path: Path) -> None:
    """Issue 22's Done-when, as a person would check it: a KB of 50+ notes with relations, two
    machines, a revert and a promotion; the site and the dashboard in light and dark at a
    desktop's and a phone's size; every page fits, every SVG label stays in its SVG, no page
    prints `<!--`, the graph draws, and search works from disk."""
    from reflectgit.kb import KB

    site, kb = grown["site"], KB.open(grown["kb"])
    notes = list(kb.notes())
    assert len(notes) >= 50
    assert any(n.status == "demoted" for n in notes), "the revert demoted a note"
    assert f"({grown['pool']}, " in (grown["kb"] / "MEMORY.md").read_text(), "the pool note was promoted"
    machines = set(git("log", "--format=%(trailers:key=Reflectgit-Machine,valueonly)", cwd=grown["kb"]).split())
    assert {"laptop-b", "desktop-a"} <= machines, machines
    linked = sorted(n.id for n in notes if n.get("relations") or n.get("entities"))
    assert len(linked) >= 50

    shots = tmp_path / "screenshots"
    shots.mkdir()
    print(f"\nscreenshots in {shots}")
    focus = [grown["pool"], grown["gateway"], grown["reverted"], grown["ids"][0], grown["ids"][7], grown["ids"][30]]
    pages = (["index.html", "memory.html", "audit.html", "graph.html", "shards.html", "reflection.html",
              "search.html?q=postgres"] + sorted(p.relative_to(site).as_posix() for p in (site / "shards").rglob("*.html"))
             + [f"notes/{i}.html" for i in focus])
    problems: list[str] = []
    errors: list[str] = []
    with serving(grown["kb"]) as (dashboard, _port):
        dash = ["dashboard", "dashboard/notes", "dashboard/note_versions", "dashboard/commits",
                "dashboard/recent_captures", f"dashboard/note_history?id={grown['pool']}",
                f"dashboard/notes/{grown['pool']}"]
        server, base = _serve(site)
        try:
            for scheme in ("light", "dark"):
                for size_name, size in (("desktop", {"width": 1280, "height": 800}), ("phone", {"width": 390, "height": 844})):
                    context = browser.new_context(viewport=size, color_scheme=scheme)
                    page = context.new_page()
                    page.on("pageerror", lambda e: errors.append(str(e)))
                    visits = [(rel, f"{base}/{rel}") for rel in pages] + [(rel, f"{dashboard}/{rel}") for rel in dash]
                    for rel, url in visits:
                        name = f"{scheme}-{size_name}-{rel.replace('/', '_').replace('?', '_')}.png"
                        got = _visit(page, url, shots / name)
                        where = f"{scheme} {size_name} {rel}"
                        problems += layout_problems(where, got)
                        if rel == "graph.html":
                            if page.locator("svg.graph g.edge line").count() < 1:
                                problems.append(f"{where}: the graph has no edge")
                            missing = [i for i in linked
                                       if page.locator(f'svg.graph a[href="notes/{i}.html"] circle').count() != 1]
                            if missing:
                                problems.append(f"{where}: no graph node for {missing[:5]}")
                        if rel.startswith("notes/") and rel != f"notes/{grown['reverted']}.html":
                            near = page.locator("svg.neighbourhood:visible")
                            if near.count() != 1 or near.locator("g.edge line").count() < 1:
                                problems.append(f"{where}: no neighbourhood graph")
                            elif near.locator("a.node circle").count() != near.locator("g.edge line").count():
                                problems.append(f"{where}: a neighbour drawn without its node, or a node without its edge")
                    context.close()
        finally:
            server.shutdown()
    # search from disk: the site opened as file://, as `site build` tells people to
    page = _page(browser, errors, viewport={"width": 390, "height": 844})
    page.goto(site.resolve().as_uri() + "/index.html")
    page.locator("#q").fill("postgres retry")
    hit = page.locator("#results a").first
    hit.wait_for(timeout=10000)
    assert "check Postgres before retrying" in hit.inner_text()
    page.close()
    assert problems == [], "\n".join(problems)
    assert errors == []


def test_memory_ids_link_to_notes_and_excerpts_keep_their_turns(rg: Any, world: dict, browser: Any,  # noqa: F811
                                                               tmp_path: Path) -> None:
    """review30: the ids in MEMORY.md were plain text on the site, and a note's session excerpt
    ran on as one paragraph (who said what was lost)."""
    from reflectgit.kb import KB

    rg("promote")
    out = tmp_path / "site"
    rg("site", "build", "-o", str(out))
    errors: list[str] = []
    page = _page(browser, errors)
    page.goto(out.resolve().as_uri() + "/memory.html")
    page.locator(".managed a", has_text=world["pool"]).click()
    page.wait_for_url(f"**/notes/{world['pool']}.html")
    assert "Redis pool exhaustion" in page.locator("h1").inner_text()
    captured = next(n for n in KB.open(world["kb"]).notes() if n.body.startswith("Excerpt of the session"))
    page.goto(out.resolve().as_uri() + f"/notes/{captured.id}.html")
    lines = [line.strip() for line in page.locator(".body blockquote").first.inner_text().splitlines() if line.strip()]
    assert len(lines) >= 2 and all(line.startswith(("user:", "assistant", "tool:")) for line in lines), lines
    assert errors == []
