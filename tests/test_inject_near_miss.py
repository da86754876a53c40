"""A root cause that a request for new work meets only through its file gives its place to its session's rule
(issue 20, branch inj32; benchmarks/declared/inj32.md), through ``reflectgit agent hook UserPromptSubmit`` as
Claude Code calls it, with the learned picker (the default)."""

from __future__ import annotations

from pathlib import Path

from test_inject_fit import PROJECT, lessons, prompt

CAUSE = "cache key ignores the locale"
RULE = "cached_per_language"
BUILD = "catalog/views.py: add a cached sitemap view for the product pages"


def locale_session(rg, code_repo: Path, tmp_path: Path) -> None:
    """A captured session whose agent found why German users got the English page (a root cause about
    catalog/views.py) and whose user then set the rule every cached view there follows."""
    from test_capture_complete import edit, run, write
    from test_capture_session import rec

    lines = [rec("user", "German users get the English page sometimes, in catalog/views.py.", cwd=str(code_repo)),
             *run("c1", "Traceback (most recent call last):\nKeyError: 'de'", command="python manage.py warm"),
             rec("assistant", "ah — the cache key ignores the locale. cache_page keys on the URL alone, so whichever "
                              "language comes first is cached for everybody."),
             *edit(code_repo, "e1", "catalog/views.py", "I'll add Vary: Accept-Language to cache_page."),
             rec("user", "No, every cached view in catalog/views.py goes through our cached_per_language decorator, "
                         "never a bare cache_page, because the decorator keys on the locale and the currency."),
             *edit(code_repo, "e2", "catalog/views.py", "Switching to cached_per_language."),
             rec("assistant", "Done: the product page is cached through cached_per_language.")]
    rg("capture", "transcript", str(write(tmp_path, lines)), "--project", PROJECT, "--branch", "main")
    rg("reindex")


def test_a_build_request_in_a_root_causes_file_gets_its_sessions_rule_not_the_cause(rg, kb, code_repo, tmp_path):
    """A new cached view in catalog/views.py does not repeat the locale bug: the hook injects the rule the new view
    must follow, not the cause of the old failure. With the setting at 0 (main's behaviour) the cause goes in."""
    locale_session(rg, code_repo, tmp_path)
    on = {"REFLECTGIT_INJECT_NEAR_MISS_CAUSE": "0.99"}  # whatever the picker's probability for the cause
    off = {"REFLECTGIT_INJECT_NEAR_MISS_CAUSE": "0"}
    before = prompt(code_repo, "s-off", BUILD, env=off)
    assert CAUSE in before
    after = prompt(code_repo, "s-on", BUILD, env=on)
    assert CAUSE not in after and RULE in after
    assert len(lessons(after)) <= len(lessons(before))


def test_a_report_of_the_failure_still_gets_the_root_cause(rg, kb, code_repo, tmp_path):
    """Trouble is not a request for new work: the cause of the locale bug still answers a report of it, and a
    request the cause governs that names no code name of it is left to the picker."""
    locale_session(rg, code_repo, tmp_path)
    on = {"REFLECTGIT_INJECT_NEAR_MISS_CAUSE": "0.99"}
    assert CAUSE in prompt(code_repo, "s-report", "German users get the English page again from catalog/views.py",
                           env=on)
