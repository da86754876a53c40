"""The static site in a real headless Chromium: search works from disk (file://) and over HTTP,
says why when it cannot, every page fits a desktop and a phone screen, and the graph draws."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_dashboard import CHROMIUM, SECRET, _serve, world  # noqa: F401  (world is a fixture)

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@pytest.fixture
def site(rg: Any, world: dict, tmp_path: Path) -> Path:  # noqa: F811
    """The world's KB built as a site."""
    out = tmp_path / "site"
    rg("site", "build", "-o", str(out))
    return out


@pytest.fixture
def browser() -> Iterator[Any]:
    """A headless Debian Chromium driven by Playwright."""
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is not installed; `make test` installs it (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


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
                got = page.evaluate(LAYOUT_JS)
                if got["scroll"] > got["inner"]:
                    problems.append(f"{name} {rel}: page scrolls sideways ({got['scroll']} > {got['inner']})")
                if got["comment"]:
                    problems.append(f"{name} {rel}: '<!--' shown as text")
                if got["svg"]:
                    problems.append(f"{name} {rel}: SVG text outside its SVG: {got['svg'][:3]}")
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
