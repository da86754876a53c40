"""What a captured note says (branch fixg, from a review of a user's capture, not from a held-out set):

- (1) a rule's title and rule drop every lead before the order: "one more: from now on always run ruff check
  ..." is "Always run ruff check ...";
- (2) an agent's pleasantry before a rule ("You're welcome! Have a great weekend.") is not what the rule
  corrects: the note has no problem rather than "The agent had: You're welcome! ...";
- (3) a test fix's excerpt quotes the failing run, the agent's cause, the edit and the passing run, not the
  chit-chat after it.

Through ``reflectgit capture transcript`` on a Claude Code JSONL transcript."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, result, tool, write
from test_capture_session import rec

FAILED = ("F\n=== FAILURES ===\n___ test_fetch_cached ___\nFAILED tests/test_client.py::test_fetch_cached - "
          "TypeError: unhashable type: 'dict'\n1 failed in 0.12s")
CAUSE = ("The test fails because lru_cache needs hashable arguments and fetch is called with a params dict. "
         "I'll convert params to a frozenset of items before the cached call.")


def friday(cwd, rule: str = "one more: from now on always run ruff check before committing in this repo",
           bye: str = "You're welcome! Have a great weekend.") -> list[str]:
    return [
        rec("user", "hey! happy friday lol. can you add caching to fetch in app/client.py?", cwd=str(cwd)),
        *edit(cwd, "e1", "app/client.py", "I'll add functools.lru_cache with maxsize=256 to fetch."),
        *tool("assistant", "t1", "Bash", {"command": "pytest -q tests/test_client.py"}, "Running the tests."),
        result("t1", FAILED),
        *edit(cwd, "e2", "app/client.py", CAUSE),
        *tool("assistant", "t2", "Bash", {"command": "pytest -q tests/test_client.py"}),
        result("t2", ".\n1 passed in 0.10s"),
        rec("assistant", "Tests pass now."),
        rec("user", "lol nice. I always forget it's friday, never mind. thanks!"),
        rec("assistant", bye),
        rec("user", rule),
        rec("assistant", "Got it, I'll run ruff check before each commit."),
    ]


@pytest.mark.parametrize("said", [
    "one more: from now on always run ruff check before committing in this repo",
    "One last thing: from now on, always run ruff check before committing in this repo",
    "ok, one more: always run ruff check before committing in this repo",
    # the rule's label before a colon (cap111, from an audit of the design sets' notes: the rule read "Right")
    "right so the rule from now on: always run ruff check before committing in this repo",
    "new rule: always run ruff check before committing in this repo",
])
def test_a_rule_keeps_no_lead(rg, kb, code_repo, tmp_path, said):
    out, notes = captured(rg, kb, write(tmp_path, friday(code_repo, said)))
    note = notes.get("rule")
    assert note, (out, notes)
    assert note["rule"] == "Always run ruff check before committing in this repo", note
    assert note.title == note["rule"]


@pytest.mark.parametrize("bye", ["You're welcome! Have a great weekend.", "No problem. I'll be here when you're back.",
                                 "Happy to help 🙂"])
def test_a_pleasantry_is_not_what_the_rule_corrects(rg, kb, code_repo, tmp_path, bye):
    out, notes = captured(rg, kb, write(tmp_path, friday(code_repo, bye=bye)))
    note = notes.get("rule")
    assert note, (out, notes)
    assert not note.get("problem"), note


def test_what_the_agent_said_it_did_stays_the_problem(rg, kb, code_repo, tmp_path):
    out, notes = captured(rg, kb, write(tmp_path, friday(code_repo, bye="I committed the cache change to main.")))
    note = notes.get("rule")
    assert note, (out, notes)
    assert note["problem"] == "The agent had: I committed the cache change to main.", note


def test_a_test_fix_quotes_the_failure_and_the_edit_not_the_talk_after_it(rg, kb, code_repo, tmp_path):
    out, notes = captured(rg, kb, write(tmp_path, friday(code_repo)))
    note = notes.get("test-fixed")
    assert note, (out, notes)
    body = note.body
    assert "1 failed" in body and "unhashable type" in body, body  # the failing run
    assert "lru_cache needs hashable arguments" in body, body  # the agent's cause
    assert "assistant called Edit" in body, body  # the edit
    assert "1 passed" in body, body  # the passing run
    assert body.index("1 failed") < body.index("assistant called Edit") < body.index("1 passed")
    assert "lol nice" not in body and "weekend" not in body, body


GO_FAIL = ("=== RUN   TestStaleFixGoesGrey\n    tracker_test.go:41: marker for radio 7: got colour green, want grey\n"
           "--- FAIL: TestStaleFixGoesGrey (0.00s)\nFAIL\nFAIL\tgithub.com/mrt/tracker\t0.012s\n")


@pytest.mark.parametrize("task,kept", [
    # the fault, read by a phrase rule ("instead"), is no rule
    ("gift card balance after buying 2 tickets is wrong by a penny, £4.99 left instead of £5.00. the code is in "
     "src/giftcard.py", None),
    # what the code never does, with the failing run pasted, is the fault
    (f"team markers never go grey when a radio stops reporting. this is from CI:\n```\n{GO_FAIL}```", None),
    # a rule said with the fault stays a rule
    (f"team markers never go grey when a radio stops reporting. this is from CI:\n```\n{GO_FAIL}```\nand the map must "
     "never show team positions on a public page, a relative followed the map into the search area last year",
     "never show team positions on a public page"),
])
def test_the_fault_a_task_reports_is_no_rule(rg, kb, code_repo, tmp_path, task, kept):
    """heldout52 c07, heldout54 s04 (design, cap113, from an audit of the notes): the task's report of the fault was kept
    as a rule ("Team markers never go grey when a radio stops reporting", "Gift card balance ... is wrong by a penny")."""
    lines = [rec("user", task, cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/tracker.go", "The stale check compares against the wrong clock; fixing it."),
             rec("assistant", "Fixed."),
             rec("user", "thanks"),
             rec("assistant", "You're welcome.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    said = [n["rule"] for n in notes.values() if n.get("type") in ("rule", "correction")]
    assert not any("wrong by a penny" in r or "never go grey" in r.lower() for r in said), said
    if kept:
        assert any(kept in r.lower() for r in said), (out["signals"], said)
