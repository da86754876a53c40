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


def test_only_an_unsure_root_cause_met_through_a_code_name_gives_way_and_only_to_its_sessions_prescription():
    """:func:`reflectgit.inject_near_miss.prescribed` on the picker's choice: the cause of a build request named
    through its file gives its place to its session's likeliest rule (a candidate the gate lets through, at
    :data:`SIBLING_FLOOR` or over), or to nothing; a sure cause, a test fix, a cause met without a code name and
    any prompt that is no build request are left as the picker chose."""
    from reflectgit.inject_near_miss import prescribed

    cause = {"id": "cause", "kind": "root-cause", "shared_names": 1, "episode": "s1"}
    rule = {"id": "rule", "kind": "correction", "shared_names": 1, "episode": "s1"}
    weak = {"id": "weak", "kind": "rule", "shared_names": 0, "episode": "s1"}
    other = {"id": "other", "kind": "rule", "shared_names": 0, "episode": "s2"}
    hits, fits = [cause, rule, weak, other], [True, True, True, True]
    assert prescribed(True, hits, [0.7, 0.3, 0.05, 0.6], fits, ["cause", "other"], 0.8) == ["rule", "other"]
    assert prescribed(True, hits, [0.7, 0.05, 0.05, 0.6], fits, ["cause", "other"], 0.8) == ["other"]  # none strong enough
    assert prescribed(True, hits, [0.7, 0.3, 0.05, 0.6], [True, False, True, True], ["cause"], 0.8) == []  # gated out
    assert prescribed(True, hits, [0.85, 0.3, 0.05, 0.6], fits, ["cause"], 0.8) == ["cause"]  # sure of it
    assert prescribed(False, hits, [0.7, 0.3, 0.05, 0.6], fits, ["cause"], 0.8) == ["cause"]  # no build request
    assert prescribed(True, hits, [0.7, 0.3, 0.05, 0.6], fits, ["cause"], 0.0) == ["cause"]  # switched off
    fix = {**cause, "id": "fix", "kind": "test-fixed"}
    unnamed = {**cause, "id": "unnamed", "shared_names": 0}
    assert prescribed(True, [fix, unnamed, rule], [0.6, 0.6, 0.3], [True] * 3, ["fix", "unnamed"], 0.8) == ["fix", "unnamed"]


FIX = "the window resets on the wall clock"
QUOTA = "ratelimit/limiter.py: expose the remaining quota in an X-RateLimit-Remaining header"
CLOCK = "ratelimit/limiter.py: make the burst window reset on the monotonic clock, not the wall clock"


def limiter_session(rg, code_repo: Path, tmp_path: Path) -> None:
    """A captured session whose burst test failed because the limiter's window reset on the wall clock (a test fix of
    ratelimit/limiter.py, found by running the tests: capture keeps no rule of it)."""
    from test_capture_complete import edit, run, write
    from test_capture_session import rec

    lines = [rec("user", "make the suite green", cwd=str(code_repo)),
             *run("b1", "FAILED tests/test_limiter.py::test_burst - assert 3 == 5\n1 failed, 12 passed in 0.3s"),
             rec("assistant", "The window resets on the wall clock, so a clock step during the burst test refills "
                              "the bucket early."),
             *edit(code_repo, "e1", "ratelimit/limiter.py", "The window resets on the wall clock; it now reads "
                                                             "the monotonic clock."),
             *run("b2", "13 passed in 0.3s")]
    rg("capture", "transcript", str(write(tmp_path, lines, "limiter.jsonl")), "--project", PROJECT, "--branch", "main")
    rg("reindex")


def test_a_build_request_in_a_test_fixs_file_that_shares_nothing_else_with_it_gets_nothing(rg, kb, code_repo, tmp_path):
    """A quota header in ratelimit/limiter.py does not repeat the burst test's failure: with the rule on (inj33, the
    default) the test fix the request meets only through its file is not injected; at 0 (inj32's behaviour) it is."""
    limiter_session(rg, code_repo, tmp_path)
    before = prompt(code_repo, "s-off", QUOTA, env={"REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX": "0"})
    assert FIX in before.lower()
    after = prompt(code_repo, "s-on", QUOTA, env={"REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX": "0.3"})
    assert FIX not in after.lower()
    assert len(lessons(after)) < len(lessons(before))


def test_a_build_request_the_test_fix_teaches_about_still_gets_it(rg, kb, code_repo, tmp_path):
    """A request that shares the fix's words besides the file (the clock the window resets on) is answered by it."""
    limiter_session(rg, code_repo, tmp_path)
    assert FIX in prompt(code_repo, "s-clock", CLOCK, env={"REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX": "0.3"}).lower()


def test_a_test_fix_met_only_through_a_code_name_gives_way_to_its_sessions_prescription():
    """:func:`reflectgit.inject_near_miss.prescribed` with ``fix_floor``: a test fix of a build request whose lesson
    holds under the floor of the request's other words (``beyond``) gives its place to its session's likeliest rule,
    or to nothing, whatever the picker's probability; one holding more, one whose lesson names the shared code name
    itself (no ``beyond``), one met through no code name, and any prompt that is no build request stay."""
    from reflectgit.inject_near_miss import prescribed

    fix = {"id": "fix", "kind": "test-fixed", "test_fix": True, "shared_names": 1, "beyond": 0.1, "episode": "s1"}
    rule = {"id": "rule", "kind": "rule", "shared_names": 0, "episode": "s1"}
    hits, fits = [fix, rule], [True, True]
    assert prescribed(True, hits, [0.95, 0.3], fits, ["fix"], 0.0, 0.3) == ["rule"]
    assert prescribed(True, hits, [0.95, 0.05], fits, ["fix"], 0.0, 0.3) == []  # the rule under the sibling floor
    assert prescribed(True, hits, [0.95, 0.3], fits, ["fix"], 0.8, 0.0) == ["fix"]  # switched off
    assert prescribed(False, hits, [0.95, 0.3], fits, ["fix"], 0.8, 0.3) == ["fix"]  # no build request
    for other in ({**fix, "beyond": 0.4}, {k: v for k, v in fix.items() if k != "beyond"}, {**fix, "shared_names": 0}):
        assert prescribed(True, [other, rule], [0.6, 0.3], fits, ["fix"], 0.8, 0.3) == ["fix"]
