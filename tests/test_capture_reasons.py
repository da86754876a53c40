"""Reasons said without "because", root causes the agent finds, and the sentences that must not
fire, through ``reflectgit capture transcript`` on Claude Code JSONL transcripts."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_capture_complete import captured, edit, rec, result, run, tool, write


def corrected(cwd: Path, message: str) -> list[str]:
    """The agent writes a file, the user corrects it with ``message``, the agent redoes it."""
    return [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(cwd)),
            *edit(cwd, "e1", "shop/prices.py", "I'll cache prices in a module-level dict."),
            rec("user", message),
            *edit(cwd, "e2", "shop/prices.py", "Switched."),
            rec("assistant", "Done.")]


@pytest.mark.parametrize("message, rule, reason", [
    ("Never cache prices in a module dict; put them in Redis with a 60s TTL so that every worker sees the same price.",
     "Never cache prices in a module dict; put them in Redis with a 60s TTL", "So that every worker sees the same price"),
    ("Don't cache prices in process memory. It happens when two workers hold different copies after a price change.",
     "Don't cache prices in process memory", "It happens when two workers hold different copies after a price change"),
    ("Stale prices were billed to customers last month. That's why we never cache prices in process memory.",
     "We never cache prices in process memory", "Stale prices were billed to customers last month"),
    ("No, don't cache in a module dict. Workers restart every hour and each one would bill from its own stale copy.",
     "Don't cache in a module dict", "Workers restart every hour and each one would bill from its own stale copy"),
])
def test_reasons_said_without_because(rg, kb, code_repo, tmp_path, message, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    (note,) = notes.values()
    assert note["rule"].startswith(rule)
    assert note["key_insight"] == reason
    assert note["entities"] == ["shop/prices.py"]


def test_an_alternative_with_its_reason_in_the_same_sentence(rg, kb, code_repo, tmp_path):
    msg = ("No, never bump the version by hand. Tag the release and let CI publish it, since a hand bump "
           "skips the changelog check.")
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, msg)))
    note = notes["correction"]
    assert note["rule"] == "Never bump the version by hand; tag the release and let CI publish it"
    assert note["key_insight"] == "Since a hand bump skips the changelog check"


def test_a_rule_before_a_question_is_still_a_rule(rg, kb, code_repo, tmp_path):
    msg = ("Thanks. Also, we keep feature flags in settings/flags.toml, not in environment variables — "
           "ops edit that file during incidents. Can you move them?")
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, msg)))
    note = notes["rule"]
    assert note["rule"] == "We keep feature flags in settings/flags.toml, not in environment variables"
    assert note["key_insight"] == "Ops edit that file during incidents"


@pytest.mark.parametrize("message", [
    "the root of the problem is I never read the style guide lol. ok bye",
    "cool cool. always fun to watch the build go green",
    "no worries, don't worry about the changelog, I'll write it",
])
def test_banter_with_trigger_words_keeps_nothing(rg, kb, code_repo, tmp_path, message):
    out, _ = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert out["captured"] == []


def diagnosis(cwd: Path, said: str, answer: str | None, later: str | None = None) -> list[str]:
    lines = [rec("user", "The nightly export writes every row twice. Figure out why.", cwd=str(cwd)),
             *tool("assistant", "g1", "Grep", {"pattern": "retry", "path": f"{cwd}/jobs"}),
             result("g1", "jobs/export.py:40: @retry(times=3)"),
             rec("assistant", said)]
    if later:
        lines.append(rec("assistant", later))
    if answer is not None:
        lines.append(rec("user", answer))
    return [*lines, *edit(cwd, "e1", "jobs/export.py", "Making the upload idempotent."), rec("assistant", "Fixed.")]


CAUSE = ("Found it. The root cause is that the retry decorator re-runs the whole export after a timeout, "
         "and the first attempt had already committed its rows.")


def test_a_root_cause_the_agent_finds_is_kept_when_the_user_goes_on(rg, kb, code_repo, tmp_path):
    out, notes = captured(rg, kb, write(tmp_path, diagnosis(code_repo, CAUSE, "ok, make it idempotent then")))
    agent = [s for s in out["signals"] if s["kind"] == "root_cause"]
    assert [s["detail"].get("by") for s in agent] == ["agent"]
    note = notes["root-cause"]
    assert note.title.startswith("Root cause: the retry decorator re-runs the whole export after a timeout")
    assert "first attempt had already committed its rows" in note["key_insight"]
    assert note["entities"][0] == "jobs/export.py" and note["fix"] == "Changed jobs/export.py"


def test_a_root_cause_with_no_answer_that_ends_the_session_is_kept(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, diagnosis(code_repo, CAUSE, None)))
    assert "root-cause" in notes


def test_a_root_cause_the_user_turns_down_is_not_kept(rg, kb, code_repo, tmp_path):
    out, notes = captured(rg, kb, write(tmp_path, diagnosis(code_repo, CAUSE, "I don't think so, the retry is off in prod")))
    assert "root_cause" not in [s["kind"] for s in out["signals"]] and "root-cause" not in notes


def test_only_the_last_of_two_diagnoses_before_the_user_answers(rg, kb, code_repo, tmp_path):
    later = "Actually the real problem is that the export cursor is not reset between attempts."
    out, notes = captured(rg, kb, write(tmp_path, diagnosis(code_repo, CAUSE, "good catch", later)))
    assert [s["evidence"] for s in out["signals"] if s["kind"] == "root_cause"] == [later]
    assert notes["root-cause"]["key_insight"] == "The export cursor is not reset between attempts."


@pytest.mark.parametrize("said", ["The problem might be the retry decorator.", "What is the root cause here?",
                                  "Let me find the root cause."])
def test_guesses_and_questions_are_not_causes(rg, kb, code_repo, tmp_path, said):
    out, notes = captured(rg, kb, write(tmp_path, diagnosis(code_repo, said, "ok")))
    assert "root_cause" not in [s["kind"] for s in out["signals"]] and out["captured"] == []


def test_a_build_error_fixed_is_named_and_zero_failed_is_a_pass(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "cargo test broke after the serde bump", cwd=str(code_repo)),
             *run("b1", "error[E0432]: unresolved import `serde_json::from_reader_strict`\n --> src/load.rs:3:5\n"
                        "error: could not compile `loader` (lib) due to 1 previous error", "cargo test"),
             rec("assistant", "serde_json 1.0.120 dropped from_reader_strict; I'll use from_reader with deny_unknown_fields."),
             *edit(code_repo, "e1", "src/load.rs"),
             *run("b2", "test result: ok. 12 passed; 0 failed; 0 ignored", "cargo test"),
             *run("b3", "test result: ok. 12 passed; 0 failed; 0 ignored", "cargo test")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert [s["kind"] for s in out["signals"]] == ["test_fixed"]  # no "still failing" from "0 failed"
    note = notes["test-fixed"]
    assert note.title == ('Fixed the build error "unresolved import `serde_json::from_reader_strict`" '
                          "by changing src/load.rs")
    assert note["key_insight"].startswith("serde_json 1.0.120 dropped from_reader_strict")
    assert "src/load.rs" in note["entities"]


def test_jest_failure_headings_name_the_test(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "fix the cart tests", cwd=str(code_repo)),
             *run("j1", "FAIL src/cart.test.ts\n  ● Cart › keeps items after reload\n    expect(received).toEqual(expected)\n"
                        "Tests: 1 failed, 9 passed, 10 total", "npm test"),
             rec("assistant", "The cart reads localStorage before hydration finishes."),
             *edit(code_repo, "e1", "src/cart.ts"),
             *run("j2", "PASS src/cart.test.ts\nTests: 10 passed, 10 total", "npm test")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert note.title == 'Fixed failing "Cart › keeps items after reload" by changing src/cart.ts'
    assert note["key_insight"] == "The cart reads localStorage before hydration finishes."


def test_an_order_with_a_contrast_is_a_rule(rg, kb, code_repo, tmp_path):
    msg = "Use pnpm here, not npm. The lockfile is pnpm-lock.yaml and npm would write a second one."
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, msg)))
    note = notes["rule"]
    assert note["rule"] == "Use pnpm here, not npm"
    assert note["key_insight"] == "The lockfile is pnpm-lock.yaml and npm would write a second one"


def test_a_root_cause_in_markdown_is_found(rg, kb, code_repo, tmp_path):
    said = "Here is what I found.\n\n**Root cause:** the export job commits each batch before the retry re-runs it.\n"
    _, notes = captured(rg, kb, write(tmp_path, diagnosis(code_repo, said, "makes sense, fix it")))
    assert notes["root-cause"].title == "Root cause: the export job commits each batch before the retry re-runs it"


@pytest.mark.parametrize("message, rule, reason", [
    ("Wait, you can't just drop the price cache. Expire it per key instead, or the checkout will stall on a cold start.",
     "You can't just drop the price cache; expire it per key instead", "Or the checkout will stall on a cold start"),
    ("Careful, that table has 200M rows. Create the index CONCURRENTLY or it will lock writes for minutes.",
     "Careful, that table has 200M rows; create the index CONCURRENTLY",
     "Or it will lock writes for minutes; that table has 200M rows"),  # cap36: the statement is why too
    ("I'd rather you didn't add a dependency for this. The stdlib already ships a good enough LRU cache.",
     "I'd rather you didn't add a dependency for this", "The stdlib already ships a good enough LRU cache"),
    ("That's the wrong layer: prices are cached in the repository, not in the view.",
     "That's the wrong layer: prices are cached in the repository, not in the view", None),
    ("Avoid module-level state in shop/, use the request-scoped container.",
     "Avoid module-level state in shop/, use the request-scoped container", None),
])
def test_more_ways_to_correct(rg, kb, code_repo, tmp_path, message, rule, reason):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    (note,) = notes.values()
    assert note["rule"] == rule
    assert note.get("key_insight") == reason


@pytest.mark.parametrize("said, cause", [
    ("I see the problem: the export retries after its rows are committed.", "The export retries after its rows are committed."),
    ("This happens because the retry re-runs a committed batch.", "This happens because the retry re-runs a committed batch."),
    ("The issue here is that the batch id is regenerated on each attempt.", "The batch id is regenerated on each attempt."),
])
def test_other_ways_the_agent_states_a_cause(rg, kb, code_repo, tmp_path, said, cause):
    _, notes = captured(rg, kb, write(tmp_path, diagnosis(code_repo, said, "right, go ahead")))
    assert notes["root-cause"]["key_insight"] == cause


def test_a_decision_not_to_do_something_keeps_its_reason(rg, kb, code_repo, tmp_path):
    msg = "Let's not cache prices at all for now. The lookups take 2 ms and a stale price costs us refunds."
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, msg)))
    note = notes["decision"]
    assert note.title == "Decision: Let's not cache prices at all for now"
    assert "a stale price costs us refunds" in note["key_insight"]
