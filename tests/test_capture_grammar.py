"""The grammatical second look (reflectgit.capture.grammar), through ``reflectgit capture
transcript``: an order the phrase rules do not know becomes a lesson when it answers an agent
action with a contrast, a scope, a reason or an alternative; a bare order is the next task and
chat keeps nothing. Also: a symptom followed by "Why?" still opens a diagnosis, and the
alternative a user gives in its own sentence is kept with the rule."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, run, write
from test_capture_reasons import corrected

from reflectgit.capture.grammar import lesson_order


@pytest.mark.parametrize("message, kind, rule, reason", [
    # a contrast with what the agent did, then an order with no trigger word
    ("Hold on. On our Postgres primary that rewrites the whole prices table while holding a lock. Add the column "
     "nullable first, backfill it, then make it NOT NULL in a separate migration.",
     "correction", "Add the column nullable first, backfill it, then make it NOT NULL in a separate migration",
     "rewrites the whole prices table"),
    ("Ok, but create the index CONCURRENTLY. A plain CREATE INDEX blocks writes to prices for the whole build.",
     "correction", "Create the index CONCURRENTLY", "blocks writes"),
    ("That's not enough: the lookup runs in a pipe. Put set -euo pipefail at the top of every script in this repo.",
     "correction", "Put set -euo pipefail at the top of every script in this repo", "runs in a pipe"),
    # a convention with a universal subject, after the agent named what it did
    ("You hardcoded the currency. Every user-facing string goes through t() with a key in locales/en.json. "
     "Translators only see the locale files.",
     "correction", "Every user-facing string goes through t() with a key in locales/en.json", "Translators"),
    # a modal order with its reason
    ("You should be passing the request context down, otherwise the trace id is lost.",
     "rule", "You should be passing the request context down", "otherwise the trace id is lost"),
])
def test_an_order_with_a_contrast_scope_or_reason_is_a_lesson(rg, kb, code_repo, tmp_path, message, kind, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert [s["kind"] for s in out["signals"] if s["kind"] in ("correction", "rule")] == [kind], out["signals"]
    note = notes[kind]
    assert note["rule"].startswith(rule)
    assert reason.lower() in note["key_insight"].lower()
    assert "shop/prices.py" in note["entities"]


@pytest.mark.parametrize("message", [
    "Commit it.",
    "Now run the tests again please.",
    "Add a test for the empty list case too.",
    "looks great, push it",
    "ok, and then update the README with the new flag",
    "thanks! take your time, no rush at all",
    "Rename it to parse_price and we're done.",
    "perfect, but I'm out of time today, let's continue tomorrow",
    "Delete the tmp folder, it's just junk from my last run",
    "great, ship it",
    "Move on to the next ticket, the payments one",
    "wow that was quick, never expected it to work first try",
    "delete all the expired session keys from redis in the admin tool",
])
def test_a_bare_order_or_chat_after_an_agent_action_keeps_nothing(rg, kb, code_repo, tmp_path, message):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert out["captured"] == [] and not notes, out["signals"]


def test_the_first_message_of_a_session_is_the_task_not_a_lesson():
    # lesson_order itself would read this as a rule; capture only asks it about turns after an agent action
    assert lesson_order("Put the retry in every client, because the API drops connections.") is not None


def test_a_session_opening_with_an_order_and_its_reason_keeps_nothing(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "Put a retry around the price fetch in shop/prices.py, because the API drops connections.",
                 cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "Added a retry."), rec("assistant", "Done.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert out["captured"] == [], out["signals"]


@pytest.mark.parametrize("report, said", [
    ("The price worker panics on startup in staging but not locally. Why?",
     "It panics because prices.py unwraps PRICE_URL, and staging does not set PRICE_URL at all."),
    ("Price search takes 4 seconds. Can you speed it up?",
     "It does a sequential scan because the query filters on lower(sku) while the only index is on sku itself."),
])
def test_a_symptom_followed_by_a_question_still_opens_a_diagnosis(rg, kb, code_repo, tmp_path, report, said):
    lines = [rec("user", report, cwd=str(code_repo)),
             *run("r1", "prices.py:41 called unwrap on None", command="tail -3 worker.log"),
             rec("assistant", said),
             *edit(code_repo, "e1", "shop/prices.py", "Fixing it."), rec("assistant", "Fixed."),
             rec("user", "thanks")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert [s["detail"].get("by") for s in out["signals"] if s["kind"] == "root_cause"] == ["agent"]
    assert notes["root-cause"]["key_insight"].startswith(said[:30])


@pytest.mark.parametrize("message, alternative", [
    ("Stop logging whole request bodies. They carry card numbers. The request id and the route are enough.",
     "the request id and the route are enough"),
    ("Also, you'll want to keep named exports; no default exports in this codebase, so renames stay grep-able.",
     "keep named exports"),
    ("Don't hardcode the region. Read it from AWS_REGION like the other clients do.", "read it from aws_region"),
])
def test_the_alternative_in_its_own_sentence_is_kept_with_the_rule(rg, kb, code_repo, tmp_path, message, alternative):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    note = next(iter(notes.values()))
    assert alternative in note["rule"].lower()


def test_no_as_a_prohibition_is_kept_in_the_rule(rg, kb, code_repo, tmp_path):
    # "No default exports" forbids; "No, ..." answers. Dropping the first "No" inverted the rule.
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "No default exports in this codebase: keep named exports so renames stay grep-able.")))
    assert next(iter(notes.values()))["rule"].startswith("No default exports")


def test_a_decision_that_is_an_order_keeps_it_as_the_rule(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "Let's keep unwrap() out of startup code and return an error with context through anyhow.")))
    assert "through anyhow" in notes["decision"]["rule"]


def test_the_stop_hook_keeps_an_order_the_phrase_rules_miss(kb, code_repo, tmp_path):
    # the path Claude Code takes: `agent hook Stop` with the session's transcript
    from test_agent import hook

    from reflectgit.kb import KB

    path = write(tmp_path, corrected(code_repo, "Ok, but create the index CONCURRENTLY. A plain CREATE INDEX "
                                                "blocks writes to prices for the whole build."))
    res = hook("Stop", {"session_id": "sess-grammar", "transcript_path": str(path), "cwd": str(code_repo)},
               code_repo, env={"REFLECTGIT_HOOK_FOREGROUND": "1"})
    assert res.returncode == 0, res.stderr
    [note] = list(KB.open(kb).notes())
    assert note["rule"] == "Create the index CONCURRENTLY" and "blocks writes" in note["key_insight"]
    assert note["source"]["session"] == "sess-grammar"


def test_an_order_before_the_prohibition_is_its_alternative(rg, kb, code_repo, tmp_path):
    # the phrase "Don't hardcode i" ends inside a word: the rule is still the clause it opens
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "Read the price URL from the environment. Don't hardcode it in shop/prices.py.")))
    assert notes["correction"]["rule"] == ("Don't hardcode it in shop/prices.py; "
                                           "read the price URL from the environment")


def test_a_statement_before_the_rule_is_the_reason_of_last_resort(rg, kb, code_repo, tmp_path):
    said = "The lookup re-reads the CSV on every call, so each price costs a disk read."
    lines = [rec("user", "Prices are slow. Figure out why.", cwd=str(code_repo)),
             rec("assistant", said),
             *edit(code_repo, "e1", "shop/prices.py", "Caching."),
             rec("user", "Tests pass now. Never read the CSV inside the request path."),
             *edit(code_repo, "e2", "shop/prices.py", "Moved."), rec("assistant", "Done.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    # the cause the agent explained is a note of its own (branch cap20c), so the rule does not copy it,
    # and the "Tests pass now" before the rule is not its reason either
    assert notes["root-cause"]["key_insight"] == said[:1].upper() + said[1:]
    assert notes["rule"]["key_insight"] is None


@pytest.mark.parametrize("did, asked", [
    ("Shall I print the allergens in red?", True),
    ("Allergens print in red now (\"may contain\" too?) — the label shows both.", True),
    ("Allergens print in bold now.\n" '{"file_path": "src/label.ts", "new_string": "color = allergen ? RED : BLACK"}', False),
    ("Fetched the menu.\n" '{"url": "https://example.org/menu?week=48&format=json"}', False),
])
def test_the_agent_asks_in_its_own_words_not_in_its_calls(did, asked):
    """A value the user answers with ("bold black not red, the printer is black and white") answers a question the
    agent asked in its prose; a "?" in what its calls carried (a ternary in the code it wrote, a query string) asks
    nothing."""
    from reflectgit.capture import grammar

    assert grammar.asked(did) is asked
