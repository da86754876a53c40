"""Datasette pages that fit: column descriptions folded behind a toggle, canned-query SQL
wrapped, and no page scrolls sideways on a 390 px phone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_dashboard import CHROMIUM, serving, world  # noqa: F401  (world is a fixture)
from test_site_browser import ARGS


@pytest.fixture
def dashboard(world: dict) -> Iterator[str]:  # noqa: F811
    """``reflectgit serve`` on a free loopback port; yields its base URL."""
    with serving(world["kb"]) as (base, _port):
        yield base


def test_dashboard_pages_fit_and_fold_column_descriptions(dashboard: str, world: dict,  # noqa: F811
                                                           tmp_path: Path) -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is not installed; `make test` installs it (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    shots = tmp_path / "screenshots"
    shots.mkdir()
    print(f"screenshots in {shots}")
    pages = ["dashboard", "dashboard/notes", "dashboard/commits", "dashboard/note_versions",
             "dashboard/recent_captures", f"dashboard/note_history?id={world['pool']}",
             "dashboard/pending_merge_decisions", f"dashboard/notes/{world['pool']}"]
    problems: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for name, size in (("desktop", {"width": 1280, "height": 800}), ("phone", {"width": 390, "height": 844})):
            page = browser.new_page(viewport=size)
            for rel in pages:
                page.goto(f"{dashboard}/{rel}")
                width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
                if width[0] > width[1]:
                    problems.append(f"{name} {rel}: page scrolls sideways {width}")
                page.screenshot(path=str(shots / f"{name}-{rel.replace('/', '_').replace('?', '_')}.png"), full_page=True)
            # column descriptions: folded, and open on a click
            page.goto(f"{dashboard}/dashboard/commits")
            toggle = page.locator("details.reflectgit-columns")
            assert toggle.count() == 1 and toggle.get_attribute("open") is None
            assert not page.locator("dl.column-descriptions:not(.reflectgit)").is_visible()
            machine = page.locator("details.reflectgit-columns dd").filter(has_text="Reflectgit-Machine")
            assert not machine.is_visible()
            toggle.locator("summary").click()
            assert machine.is_visible()
            # the notes table opens on the columns people read; the rest are one click away
            page.goto(f"{dashboard}/dashboard/notes")
            shown = "els => els.filter(e => e.getClientRects().length).map(e => e.dataset.column)"
            assert sorted(page.locator("table.rows-and-columns th").evaluate_all(shown)) == sorted([
                "id", "title", "status", "project", "branch", "confidence", "updated", "recalls"])
            page.get_by_label("Show all", exact=False).check()
            every = page.locator("table.rows-and-columns th").evaluate_all(shown)
            assert len(every) > 20 and "rule" in every
            width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
            assert width[0] <= width[1], f"{name} notes with every column: page scrolls sideways {width}"
            # the dashboard's home says in one line what each canned query is for
            page.goto(f"{dashboard}/dashboard")
            said = page.locator("h2#queries + ul.bullets a").evaluate_all(
                "links => links.map(a => [a.textContent, getComputedStyle(a, '::after').content])")
            assert len(said) >= 8 and all(len(line) > 20 for _, line in said), said
            assert any(name == "Recent captures" and "newest notes" in line for name, line in said), said
            # canned-query SQL wraps instead of running off the page
            page.goto(f"{dashboard}/dashboard/note_history?id={world['pool']}")
            sql = page.locator("pre#sql-query, textarea#sql-editor").first
            style = sql.evaluate("e => [getComputedStyle(e).whiteSpace, e.tagName]")
            assert style[0] in ("pre-wrap", "break-spaces") or style[1] == "TEXTAREA", style
            page.close()
        browser.close()
    assert problems == [], "\n".join(problems)
