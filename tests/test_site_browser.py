"""The static site in a real headless Chromium: search works from disk (file://) and over HTTP,
and says why when it cannot."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

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

