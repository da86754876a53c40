"""One lesson, one note (branch cap30): a cause the agent stated that keeps a note of its own (a root cause, or
the cause a named test fix keeps) is not copied into the note of the user's next rule, neither as its reason nor
as "The agent had: ..." (the same lesson twice, once in the wrong note). Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured, edit, rec, result, run, tool, write

CAUSE = ("We close every day from OPENS through ENDS, but in the exhibitions feed ENDS is exclusive, so for a show "
         "listed 1-3 June the 3rd is already open for visits.")


def feed_session(cwd, reply: str) -> list[str]:
    return [rec("user", "the reading room shows closed on the 3rd but the exhibition is gone by then. "
                        "we lost a school group for the 3rd because of it", cwd=str(cwd)),
            *tool("assistant", "r1", "Read", {"file_path": f"{cwd}/rooms/calendar.py"}),
            result("r1", "for show in feed:\n    for d in days(show.opens, show.ends, inclusive=True):\n        closed.add(d)"),
            *run("b1", "OPENS:20270501\nENDS:20270503\nTITLE:Maps of the Baltic", command="grep -A2 OPENS feed.ics"),
            rec("assistant", CAUSE + " I'll stop the range at the day before ENDS."),
            *edit(cwd, "e1", "rooms/calendar.py"),
            rec("user", reply),
            *edit(cwd, "e2", "rooms/calendar.py", "Done."),
            rec("user", "thanks")]


def test_the_users_next_rule_does_not_quote_a_cause_that_has_its_own_note(rg, kb, code_repo, tmp_path):
    reply = ("ok. and if the feed is down don't empty the calendar, keep the last one that loaded. "
             "an empty calendar shows every room free and people double book")
    out, notes = captured(rg, kb, write(tmp_path, feed_session(code_repo, reply)))
    cause, rule = notes.get("root-cause"), notes.get("rule") or notes.get("correction")
    assert cause and "ENDS is exclusive" in cause["key_insight"], (out["signals"], notes)
    assert rule and "keep the last one that loaded" in rule["rule"], (out["signals"], notes)
    assert "double book" in rule["key_insight"]
    # the cause is kept once, in its own note; what the agent had, said beside it, stays with the rule
    assert "exclusive" not in (rule.get("problem") or "") and "exclusive" not in rule["key_insight"]
    assert rule.get("problem") == "The agent had: I'll stop the range at the day before ENDS."


def test_the_users_next_rule_does_not_borrow_the_cause_a_test_fix_keeps(rg, kb, code_repo, tmp_path):
    said = ("The cause: the fee table is in euro cents, but the Tokyo account stores whole yen, so a 1200 yen "
            "parcel is charged as 12 euros.")
    lines = [rec("user", "make the suite green", cwd=str(code_repo)),
             *run("b1", "FAILED tests/test_fees.py::test_tokyo_parcel_fee - assert 1200 == 12\n1 failed, 30 passed in 0.4s"),
             rec("assistant", said + " Converting with account.currency.minor_units fixes it."),
             *edit(code_repo, "e1", "shipping/fees.py"),
             *run("b2", "31 passed in 0.4s"),
             rec("user", "good. always round the fee up to the next whole unit, never to nearest, "
                         "the carrier bills whole units"),
             *edit(code_repo, "e2", "shipping/fees.py", "Rounding up now."),
             rec("user", "thanks")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    fixed, rule = notes.get("test-fixed"), notes.get("rule") or notes.get("correction")
    assert fixed and "whole yen" in fixed["key_insight"], (out["signals"], notes)
    assert rule and "round the fee up" in rule["rule"].lower(), (out["signals"], notes)
    assert "whole yen" not in (rule.get("key_insight") or "") and "whole yen" not in (rule.get("problem") or "")
