"""More of the ways people give the alternative ("instead", "rather than", "use X") and the
reason ("because", "since", "caused by", "the flake was") of a correction (issue 20, item 4),
through ``reflectgit capture transcript`` on Claude Code JSONL: one note per correction, the
rule with its alternative, the reason as the key insight, the touched file as an entity."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_capture_complete import captured, edit, rec, run, write
from test_capture_reasons import corrected, diagnosis


@pytest.mark.parametrize("message, rule, reason", [
    # the alternative first: "Rather than X, Y" / "Instead of X, Y"
    ("Rather than a module dict, put prices in Redis with a 60s TTL. The stale prices were caused by each "
     "worker keeping its own copy.",
     "Put prices in Redis with a 60s TTL rather than a module dict",
     "The stale prices were caused by each worker keeping its own copy"),
    ("Instead of a module dict, use Redis with a 60s TTL, because workers restart and lose the dict.",
     "Use Redis with a 60s TTL instead of a module dict", "Because workers restart and lose the dict"),
    # the alternative after the rule, the reason as "the flake was" / "since"
    ("Don't cache prices in a module dict, use Redis instead; the flake was that two workers billed different "
     "prices.",
     "Don't cache prices in a module dict, use Redis instead", "The flake was that two workers billed different prices"),
    ("Please use Redis for the price cache, not a module dict, since each worker process has its own memory.",
     "Use Redis for the price cache, not a module dict", "Since each worker process has its own memory"),
    ("Use Redis with a 60s TTL here instead of the module dict. The flake was because every worker kept its own "
     "copy.",
     "Use Redis with a 60s TTL here instead of the module dict", "The flake was because every worker kept its own copy"),
])
def test_alternatives_and_reasons_in_other_words(rg, kb, code_repo, tmp_path, message, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert len(out["captured"]) == 1, out  # the cause is this lesson's reason, not a second note
    (note,) = notes.values()
    assert note["rule"] == rule
    assert note["key_insight"] == reason
    assert note["title"] == rule
    assert note["entities"] == ["shop/prices.py"]


@pytest.mark.parametrize("message", [
    "Rather than me explaining it, the README says it better than I could.",
    "Instead of lunch, grab a coffee with the team haha",
    "instead of the usual standup, we'll just chat on Friday?",
    # small talk from the third probe of fresh phrasings (capture20)
    "again, thanks for the help!",
    "you have to admit that was fast",
    "not quite done yet, give me a minute",
    "this breaks my heart lol",
    "I'd rather have pizza than sushi tonight haha",
    # chat with the trigger words of capture20's new rules
    "lol terrible. never change",
    "ha, right. the root cause of my bad mood is mondays",
    "should we always cache this? just wondering, don't change anything",
    "that should never happen",
    "thanks! the changes must have fixed it",
    "stop, wait a sec",
    "The builds must be broken again, ugh",
    "the user has to click twice to open the menu, that's the bug",
    "Refactor it later. Otherwise it's fine.",
    # small talk with the words of the policy and convention rules
    "things always go wrong on fridays",
    "only one test fails now, nice",
    "we moved to the new office last week lol",
    "this belongs to the old ticket, ignore it",
    "that's too much for today, let's stop",
    "our standard is high, good job",
    # small talk from the fourth probe
    "if you have time, add a test for it",
    "whenever you're ready, push it",
    "never mind, I found it",
    "found it! thanks",
    "how do I revert the last commit but keep the changes?",
    "wow that was quick, never expected it to work first try",
    "that's the spirit! let's keep going",
    "it's a race to the finish line haha",
])
def test_the_same_words_in_chat_keep_nothing(rg, kb, code_repo, tmp_path, message):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert out["captured"] == [] and not notes, out["signals"]


# -- capture20: rules in more of the words developers use, causes the agent explains unannounced --

@pytest.mark.parametrize("message, rule, reason", [
    ("use Redis for the price cache, never a module dict. Each worker process keeps its own copy.",
     "Use Redis for the price cache, never a module dict", "Each worker process keeps its own copy"),
    ("In shop/ always read prices through PriceCache. Direct reads skip the TTL and serve stale prices.",
     "In shop/ always read prices through PriceCache", "Direct reads skip the TTL and serve stale prices"),
    ("prices must always come from Redis, every new price source has to go through PriceCache since ops flush "
     "it during incidents",
     "Prices must always come from Redis, every new price source has to go through PriceCache",
     "Since ops flush it during incidents"),
    ("Set `PRICE_TTL=60` explicitly. Without it the cache never expires and workers serve stale prices.",
     "Set PRICE_TTL=60 explicitly", "Without it the cache never expires and workers serve stale prices"),
    ("That helps, but please also invalidate the key on every price update — admins edit prices during sales.",
     "Invalidate the key on every price update", "Admins edit prices during sales"),
    ("Must be a Redis hash — a plain string key forces a full reload on every change.",
     "Must be a Redis hash", "A plain string key forces a full reload on every change"),
    ("good. caching is the repository's job, don't cache prices in views",
     "Caching is the repository's job, don't cache prices in views", None),
    ("Please stop putting prices in module globals. We do dependency injection here, otherwise tests can't swap "
     "the cache.",
     "Stop putting prices in module globals; we do dependency injection here", "Otherwise tests can't swap the cache"),
    ("Heads up: cache keys have to include the currency. EUR and USD prices collided last week.",
     "Cache keys have to include the currency", "EUR and USD prices collided last week"),
    ("Pin the cache TTL in settings, not in code. TTLs get tuned during sales; last month a hardcoded one needed "
     "a redeploy.",
     "Pin the cache TTL in settings, not in code",
     "TTLs get tuned during sales; last month a hardcoded one needed a redeploy"),
    ("Wait — never read prices from the admin DB in shop/; it goes through the price service so we can audit reads.",
     "Never read prices from the admin DB in shop/", "So we can audit reads"),
    ("Keep prices out of module globals; they live in Redis and every worker reads them from there.",
     "Keep prices out of module globals", "They live in Redis and every worker reads them from there"),
    ("Can you stop caching prices in the view? Use the PriceCache of the shop package.",
     "Stop caching prices in the view; use the PriceCache of the shop package", None),
    ("No need for a cache class — read prices through functools.lru_cache instead, the lookups are pure.",
     "No need for a cache class; read prices through functools.lru_cache instead", "The lookups are pure"),
    ("Please avoid module-level caches in shop/, they make the tests order-dependent.",
     "Avoid module-level caches in shop/", "They make the tests order-dependent"),
])
def test_rules_in_more_words(rg, kb, code_repo, tmp_path, message, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert len(out["captured"]) == 1, out["signals"]
    (note,) = notes.values()
    assert note["rule"].replace("`", "").startswith(rule)  # the rule keeps its clause as said (cap57)
    assert note.get("key_insight") == reason
    assert note["entities"] == ["shop/prices.py"]


@pytest.mark.parametrize("message, insight", [
    ("ok we go with Redis for the price cache rather than memcached, because we already run Redis",
     "because we already run Redis"),
    ("Let's go with a 60s TTL. We settled on one minute so the admin sees a price change before the next order.",
     "we settled on one minute so the admin sees a price change before the next order"),
])
def test_decisions_in_more_words_keep_their_reason(rg, kb, code_repo, tmp_path, message, insight):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert insight in notes["decision"]["key_insight"]


UNANNOUNCED = ("The retry decorator re-runs the whole export after a timeout, so rows the first attempt committed "
               "are written again.")


@pytest.mark.parametrize("narration", [None, "Let me look at the export job first."])
def test_the_agent_explaining_a_reported_symptom_is_a_root_cause(rg, kb, code_repo, tmp_path, narration):
    lines = diagnosis(code_repo, UNANNOUNCED, "ok, go ahead")
    if narration:  # the agent says what it will do before it explains: the symptom is still open
        lines.insert(1, rec("assistant", narration))
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert [s["detail"].get("by") for s in out["signals"] if s["kind"] == "root_cause"] == ["agent"]
    note = notes["root-cause"]
    assert note.title.startswith("Root cause: the retry decorator re-runs the whole export")
    assert note["fix"] == "Changed jobs/export.py"


@pytest.mark.parametrize("said", [
    "I'll make the export idempotent, so retries are safe.",
    "The export might re-run after a timeout, so rows could be written twice.",
    "The export module has 3 retries configured.",
])
def test_plans_guesses_and_plain_facts_after_a_symptom_are_not_causes(rg, kb, code_repo, tmp_path, said):
    out, _ = captured(rg, kb, write(tmp_path, diagnosis(code_repo, said, "ok")))
    assert "root_cause" not in [s["kind"] for s in out["signals"]], out["signals"]


def test_a_rule_without_reason_keeps_the_cause_the_agent_explained(rg, kb, code_repo, tmp_path):
    lines = diagnosis(code_repo, UNANNOUNCED, None)[:-2]
    lines += [*run("t1", "3 passed in 0.2s"), rec("user", "In jobs/ always make uploads idempotent with an upsert key.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["rule"]
    assert note["rule"] == "In jobs/ always make uploads idempotent with an upsert key"
    # the cause is a note of its own (branch cap20c): the rule does not copy it, which made the same lesson twice
    assert notes["root-cause"]["key_insight"] == UNANNOUNCED
    assert note["key_insight"] is None
    assert "problem" not in note.fields()  # the diagnosis is not what the rule corrects


@pytest.mark.parametrize("failing, passing, name", [
    ("..F\nFailures:\n  1) Cart keeps items after reload\n     Failure/Error: expect(cart.items).to eq([item])\n"
     "3 examples, 1 failure", "...\n3 examples, 0 failures", "Cart keeps items after reload"),
    ("CartTest > keeps items after reload FAILED\n    java.lang.AssertionError at CartTest.java:42\n"
     "1 test completed, 1 failed", "BUILD SUCCESSFUL in 6s\n4 tests completed", "CartTest > keeps items after reload"),
    ("Test Case '-[ShopTests.CartTests testKeepsItems]' failed (0.012 seconds).\n** TEST FAILED **",
     "Test Suite 'CartTests' passed.\n** TEST SUCCEEDED **", "testKeepsItems"),
    ("test_cart.c:12:test_keeps_items:FAIL: Expected 1 Was 0\n2 Tests 1 Failures 0 Ignored\nFAIL",
     "2 Tests 0 Failures 0 Ignored\nOK", "test_keeps_items"),
    ("There was 1 failure:\n\n1) Tests\\CartTest::testKeepsItems\nFailed asserting that 0 is 1.\n\nFAILURES!\n"
     "Tests: 5, Assertions: 9, Failures: 1.", "OK (5 tests, 9 assertions)", "testKeepsItems"),
    ("  Failed Shop.Tests.CartTests.KeepsItems [12 ms]\nFailed!  - Failed:     1, Passed:    10, Total:    11",
     "Passed!  - Failed:     0, Passed:    11, Total:    11", "Shop.Tests.CartTests.KeepsItems"),
    ("  2 passing (12ms)\n  1 failing\n\n  1) Cart\n       keeps items after reload:\n     AssertionError: expected 0 to equal 1",
     "  3 passing (11ms)", "Cart › keeps items after reload"),
    # swift test (XCTest on Linux), opa test -v
    ("Test Case '-[AppTests.CartTests testKeepsItems]' started.\nTest Case '-[AppTests.CartTests testKeepsItems]' failed "
     "(0.212 seconds).\nExecuted 1 test, with 1 failure (0 unexpected) in 0.212 (0.214) seconds",
     "Test Suite 'CartTests' passed at 2026-11-27 09:14:02.118.\n\t Executed 1 test, with 0 failures (0 unexpected)",
     "testKeepsItems"),
    ("policies/cart_test.rego:\ndata.cart_test.test_keeps_items: FAIL (412.1µs)\n----\nFAIL: 1/9", "PASS: 9/9",
     "test_keeps_items"),
    # vitest, playwright test, llvm-lit
    (" FAIL  src/cart.test.ts > cart > keeps items after reload\nAssertionError: expected 0 to be 1\n\n"
     " Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)",
     " ✓ src/cart.test.ts (3)\n Test Files  1 passed (1)\n      Tests  3 passed (3)", "cart > keeps items after reload"),
    ("  1) [chromium] › tests/cart.spec.ts:12:5 › cart › keeps items after reload ──────────\n"
     "    Error: expect(locator).toHaveCount(1) failed\n\n  1 failed\n  3 passed (5.1s)", "  4 passed (5.0s)",
     "cart › keeps items after reload"),
    ("FAIL: LLVM :: Transforms/CartPass/keeps.ll (3 of 12)\n\nTesting Time: 0.52s\n  Passed: 11\n  Failed:  1",
     "Testing Time: 0.50s\n  Passed: 12", "Transforms/CartPass/keeps.ll"),
    # llvm-lit 17 prints shares; playwright without projects prints no [browser]
    ("FAIL: LLVM :: Transforms/CartPass/keeps.ll (3 of 3)\n\nTotal Discovered Tests: 3\n  Passed: 2 (66.67%)\n"
     "  Failed: 1 (33.33%)", "Total Discovered Tests: 3\n  Passed: 3 (100.00%)", "Transforms/CartPass/keeps.ll"),
    ("  1) tests/cart.spec.ts:12:5 › cart › keeps items after reload ──────────\n\n  1 failed\n  3 passed (5.1s)",
     "  4 passed (5.0s)", "cart › keeps items after reload"),
    # runners no pattern names: the same command failing, then passing (buck2, spago, swipl plunit, QtTest, ceedling)
    ("Command: test.\n✗ Fail: shop/cart:cart-unittest - tests::keeps_items_after_reload (0.0s)\n"
     "Tests finished: Pass 6. Fail 1. Fatal 0.", "✓ Pass: shop/cart:cart-unittest - tests::keeps_items_after_reload (0.0s)\n"
     "Tests finished: Pass 7. Fail 0. Fatal 0.", "keeps_items_after_reload"),
    ("» Cart\n    ✗︎ keeps items after reload:\n\n    0 ≠ 1\n\n0/1 tests passed\n[error] Tests failed: exiting with code 1",
     "» Cart\n    ✓︎ keeps items after reload\n\nAll 1 tests passed!", "keeps items after reload"),
    ("[1/2] cart:empty ..... passed (0.000 sec)\n[2/2] cart:keeps_items ...\nERROR: -g run_tests: goal failed",
     "[1/2] cart:empty ..... passed (0.000 sec)\n[2/2] cart:keeps_items ..... passed (0.000 sec)\n% All 2 tests passed",
     "cart:keeps_items"),
    ("PASS   : tst::Cart::initTestCase()\nFAIL!  : tst::Cart::test_keepsItems() Compared values are not the same\n"
     "Totals: 1 passed, 1 failed, 0 skipped", "PASS   : tst::Cart::test_keepsItems()\nTotals: 2 passed, 0 failed, 0 skipped",
     "test_keepsItems()"),
    ("FAILED TEST SUMMARY\n[test_cart.c]\n  Test: test_keeps_items\n  At line (41): \"Expected 1 Was 0\"\n"
     "OVERALL TEST SUMMARY\nTESTED:  5\nPASSED:  4\nFAILED:  1", "OVERALL TEST SUMMARY\nTESTED:  5\nPASSED:  5\nFAILED:  0",
     "test_keeps_items"),
])
def test_more_test_runners_name_the_failing_test(rg, kb, code_repo, tmp_path, failing, passing, name):
    lines = [rec("user", "fix the cart tests", cwd=str(code_repo)), *run("r1", failing, "make test"),
             rec("assistant", "The cart reads the session before it is loaded."),
             *edit(code_repo, "e1", "src/cart.rb"), *run("r2", passing, "make test")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    shown = f'"{name}"' if " " in name else name
    assert notes["test-fixed"].title == f"Fixed failing {shown} by changing src/cart.rb"


def test_a_docs_build_that_fails_on_a_warning_and_then_succeeds_is_a_named_fix(rg, kb, code_repo, tmp_path):
    failing = ("Running Sphinx v8.1.3\n/src/docs/api/tiles.rst:12: WARNING: duplicate object description of geo.Tile, "
               "other instance in api/index\nbuild finished with problems, 1 warning (with warnings treated as errors).")
    lines = [rec("user", "docs build fails on CI with -W", cwd=str(code_repo)),
             *run("r1", failing, "sphinx-build -W -b html docs docs/_build"),
             rec("assistant", "api/index.rst documents geo.Tile a second time, so Tile is described twice."),
             *edit(code_repo, "e1", "docs/api/index.rst"), *run("r2", "build succeeded.", "sphinx-build -W -b html docs docs/_build")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert list(notes) == ["test-fixed"]
    assert "duplicate object description of geo.Tile" in notes["test-fixed"]["problem"]
    assert "docs/api/index.rst" in notes["test-fixed"]["entities"]


@pytest.mark.parametrize("message, kind, rule", [
    ("Why are you using a module dict? We switched to Redis last year, the dict is per worker.",
     "correction", "We switched to Redis last year, the dict is per worker"),
    ("The module dict cache is deprecated here, use shop.cache.PriceCache.", "rule",
     "The module dict cache is deprecated here, use shop.cache.PriceCache"),
    ("We're not allowed to cache prices for more than a minute, finance audits the quotes.", "rule",
     "We're not allowed to cache prices for more than a minute, finance audits the quotes"),
    ("It's team policy to read prices through the price service.", "rule",
     "It's team policy to read prices through the price service"),
    ("Our convention is one cache per bounded context.", "rule", "Our convention is one cache per bounded context"),
    ("That's overkill — just use functools.lru_cache.", "correction", "That's overkill; just use functools.lru_cache"),
    ("Hold on, that reads the primary. Price lookups always go to the read replica.", "rule",
     "Price lookups always go to the read replica"),
    ("Please, only cache prices in the repository layer.", "rule", "Only cache prices in the repository layer"),
    ("Price caching belongs in shop/cache.py, not in the view.", "rule",
     "Price caching belongs in shop/cache.py, not in the view"),
])
def test_policies_conventions_and_questions_that_correct(rg, kb, code_repo, tmp_path, message, kind, rule):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert list(notes) == [kind], out["signals"]
    assert notes[kind]["rule"] == rule


@pytest.mark.parametrize("message, rule, insight", [
    ("That's outdated, we don't keep prices in a module dict anymore - use shop.cache.PriceCache everywhere",
     "We don't keep prices in a module dict anymore; use shop.cache.PriceCache everywhere", None),
    ("that's outdated: we moved the price cache to Redis last month, read it through shop/cache.py instead",
     "Read it through shop/cache.py instead", "We moved the price cache to Redis last month"),
    ("This is out of date: the price cache moved to Redis, so go through shop/cache.py instead",
     "Go through shop/cache.py instead", "The price cache moved to Redis"),
])
def test_what_changed_then_what_to_do_instead(rg, kb, code_repo, tmp_path, message, rule, insight):
    """review15: a title kept "That's outdated:"; an order after a comma, after what changed, was lost."""
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    (note,) = notes.values()
    assert note["rule"] == rule and note.title == rule
    assert note.get("key_insight") == insight


@pytest.mark.parametrize("message, rule, insight", [
    ("the cache key has to be rebuilt on every price change, admins edit prices during sales",
     "The cache key has to be rebuilt on every price change", "Admins edit prices during sales"),
    ("price lookups must always go through shop/cache.py, the views that skipped it served stale prices last week",
     "Price lookups must always go through shop/cache.py", "The views that skipped it served stale prices last week"),
])
def test_a_convention_said_of_a_thing_keeps_its_reason_apart(rg, kb, code_repo, tmp_path, message, rule, insight):
    """heldout25 (spent): "version_number in thunderstore.toml has to be bumped on every upload, ..." was read
    as one clause, not as an order with its reason after the comma."""
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    (note,) = notes.values()
    assert note["rule"].startswith(rule) and note.get("key_insight") == insight, out["signals"]  # as said (cap57)


@pytest.mark.parametrize("message", ["hmm, the cache should be warm after the first request.",
                                     "the culprit must be the price cache",
                                     "the answer should be 42"])
def test_a_guess_said_of_a_thing_is_no_convention(rg, kb, code_repo, tmp_path, message):
    """review19: the convention-of-a-thing reading took guesses ("the bug must be in the parser") for rules."""
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert notes == {}, out["signals"]


def asked(cwd: Path, question: str, answer: str) -> list[str]:
    return [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(cwd)),
            *edit(cwd, "e1", "shop/prices.py", "I'll sketch the lookup."),
            rec("assistant", f"The lookup works. {question}"),
            rec("user", answer),
            *edit(cwd, "e2", "shop/prices.py", "Done."),
            rec("assistant", "Done.")]


def test_an_answer_that_picks_an_option_and_says_why_is_a_decision(rg, kb, code_repo, tmp_path):
    out, notes = captured(rg, kb, write(tmp_path, asked(
        code_repo, "Should I cache in a module dict or in Redis?",
        "Redis, since every worker has to see the same price.")))
    note = notes["decision"]
    assert note.title == "Decision: Redis"
    assert note["key_insight"] == ('Asked "Should I cache in a module dict or in Redis?": Redis; '
                                   "since every worker has to see the same price")


def test_a_pick_from_the_agents_offer_of_two_ways_is_a_decision(rg, kb, code_repo, tmp_path):
    """heldout11: the agent offers the options as a statement ("I can A, or B."), not a question."""
    out, notes = captured(rg, kb, write(tmp_path, asked(
        code_repo, "I can cache in a module dict per worker, or put the prices in Redis with a short TTL.",
        "redis with a short ttl. a module dict is one more copy that goes stale and we run 12 workers")))
    note = notes["decision"]
    assert note.title == "Decision: Redis with a short ttl"
    assert "one more copy that goes stale" in note["key_insight"]


@pytest.mark.parametrize("question", [
    "Two options: (a) a module dict per worker, or (b) Redis with a short TTL. Which do you prefer?",
    "I see two ways:\n1. a module dict per worker\n2. Redis with a short TTL\nWhich one?",
    "Either a module dict per worker or Redis with a short TTL. Your call?",
])
def test_a_pick_after_the_options_were_laid_out_is_a_decision(rg, kb, code_repo, tmp_path, question):
    """review15: the agent lists the options, then asks only "Which do you prefer?"; the user's pick
    and its reason were lost."""
    out, notes = captured(rg, kb, write(tmp_path, asked(
        code_repo, question, "redis with a short ttl, capped at 30 s. a module dict gave us stale prices last quarter")))
    note = notes["decision"]
    assert note.title == "Decision: Redis with a short ttl, capped at 30 s"
    assert "stale prices last quarter" in note["key_insight"]


@pytest.mark.parametrize("question, answer, title", [
    ("Two options: (a) a module dict per worker, or (b) Redis with a short TTL. Which do you prefer?",
     "(b) because a module dict gave us stale prices last quarter", "Decision: Redis with a short TTL"),
    ("Two options: (a) a module dict per worker, or (b) Redis with a short TTL. Which do you prefer?",
     "b, capped at 30 s. a module dict gave us stale prices last quarter", "Decision: Redis with a short TTL, capped at 30 s"),
    ("I see two ways:\n1. a module dict per worker\n2. Redis with a short TTL\nWhich one?",
     "2 - the dict gave us stale prices last quarter", "Decision: Redis with a short TTL"),
    ("Option A: a module dict per worker. Option B: Redis with a short TTL. Which do you prefer?",
     "option B, since the dict gave us stale prices last quarter", "Decision: Redis with a short TTL"),
    ("Two options: (a) a module dict per worker, or (b) Redis with a short TTL. Which do you prefer?",
     "the second one, the dict gave us stale prices last quarter", "Decision: Redis with a short TTL"),
])
def test_a_pick_by_its_letter_number_or_place_is_the_option_it_names(rg, kb, code_repo, tmp_path, question, answer,
                                                                    title):
    """review19: "(b) because ..." became a rule titled "(b)"; "b, capped at 30 s" a rule of its reason."""
    out, notes = captured(rg, kb, write(tmp_path, asked(code_repo, question, answer)))
    assert list(notes) == ["decision"], out["signals"]
    assert notes["decision"].title == title and "stale prices last quarter" in notes["decision"]["key_insight"]


@pytest.mark.parametrize("text", ["I changed the cache, see the diff. Which do you prefer?", "Which do you prefer?"])
def test_a_bare_which_question_with_no_options_decides_nothing(rg, kb, code_repo, tmp_path, text):
    out, notes = captured(rg, kb, write(tmp_path, asked(
        code_repo, text, "the redis one, since a module dict gave us stale prices last quarter")))
    assert "decision" not in notes, out["signals"]


@pytest.mark.parametrize("answer", ["yes please", "Redis I guess?", "Redis", "whatever you think is best, thanks"])
def test_an_answer_without_a_reason_or_a_pick_decides_nothing(rg, kb, code_repo, tmp_path, answer):
    out, notes = captured(rg, kb, write(tmp_path, asked(
        code_repo, "Should I cache in a module dict or in Redis?", answer)))
    assert "decision" not in notes, out["signals"]


@pytest.mark.parametrize("message, kind, rule, reason", [
    ("hmm, I'd rather keep the cache in the repository, not in every view.", "rule",
     "I'd rather keep the cache in the repository, not in every view", None),
    ("You need to invalidate the key on every price update, admins edit prices during sales.", "rule",
     "You need to invalidate the key on every price update", "Admins edit prices during sales"),  # the statement after the comma says why
    ("The way we do it here is to wrap the price service in a circuit breaker.", "rule",
     "The way we do it here is to wrap the price service in a circuit breaker", None),
    ("Could you use functools.lru_cache instead of a dict? It's what the rest of shop/ uses.", "correction",
     "Use functools.lru_cache instead of a dict", "It's what the rest of shop/ uses"),
    ("That's not safe — the cache key must include the currency.", "correction",
     "That's not safe; the cache key must include the currency", None),
    ("Not quite. The cache key must include the locale, otherwise German users see English prices.", "correction",
     "Not quite; the cache key must include the locale", "Otherwise German users see English prices"),
    ("I don't want any new globals. Pass the cache explicitly.", "correction",
     "I don't want any new globals; pass the cache explicitly", None),
    ("In shop/, prefer the request-scoped cache over module dicts.", "rule",
     "In shop/, prefer the request-scoped cache over module dicts", None),
    ("Again: the prices table is read-only for us, use the pricing API.", "correction",
     "The prices table is read-only for us, use the pricing API", None),
    ("Heads up, the cache config is shared across services, so don't edit the TTLs here.", "correction",
     "Don't edit the TTLs here", "The cache config is shared across services"),  # the fact first is why
    ("For the record, we chose Redis over memcached because of the sorted sets.", "decision", None, None),
])
def test_more_rules_from_a_third_probe(rg, kb, code_repo, tmp_path, message, kind, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert list(notes) == [kind], out["signals"]
    if rule is not None:
        assert notes[kind]["rule"].startswith(rule)  # the rule keeps its clause as said (cap57)
        assert notes[kind].get("key_insight") == reason


@pytest.mark.parametrize("message, kind", [
    ("FYI the stale prices are because each worker keeps its own module dict.", "root-cause"),
    ("Found it myself: the TTL env var was misspelled in the helm chart.", "root-cause"),
    ("The bug came from the timezone-naive expiry in shop/prices.py.", "root-cause"),
    ("That failure is a known race in the cache: two workers refill the same key.", "root-cause"),
    ("From here on out, all price reads go through PriceCache.", "rule"),
    ("Whenever you touch the price schema, regenerate the cache keys with make keys.", "rule"),
    ("If you change the cache format, bump CACHE_VERSION.", "rule"),
    ("Don't bother with the legacy price API, it goes away next month.", "correction"),
    ("Tests that hit Redis go in tests/integration and are skipped by default.", "rule"),
    ("Put new cache keys in shop/keys.py with an owner and a TTL.", "rule"),
])
def test_more_rules_and_causes_from_a_fourth_probe(rg, kb, code_repo, tmp_path, message, kind):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert kind in notes, out["signals"]


@pytest.mark.parametrize("lead", ["That's the cause: ", "Found the culprit — ", "This is the real root cause: "])
def test_a_root_cause_title_leaves_out_the_announcement(rg, kb, code_repo, tmp_path, lead):
    """The title is a readable sentence: "Root cause: the retry decorator ...", never
    "Root cause: that's the cause: the retry decorator ..."."""
    lines = diagnosis(code_repo, lead + UNANNOUNCED[0].lower() + UNANNOUNCED[1:], "ok, go ahead")
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["root-cause"].title.startswith("Root cause: the retry decorator re-runs the whole export")
