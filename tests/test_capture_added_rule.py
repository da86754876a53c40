"""A rule the user adds later in the session, with why, is kept (issue 20, cap104, from the design sets' misses):
"oh and a family can have at most 4 tickets per child playing, the hall holds 300 ...", "perfect, and always one
vegan soup every night, we get a lot of people who don't eat meat ...", said after the agent's work or straight after
another message of the user's. A report of what goes wrong said the same way, the speaker's own habit, a question, a
bound with nothing said for it, one that ends on its own ("before saturday") or chat is none.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, result, run, tool, write
from test_capture_complete import rule_signals as rules
from test_capture_session import rec

TASK = "the ticket page charges £5 for children and they're supposed to be free. src/tickets.py, tests/test_tickets.py"


def session(cwd, added: str, before: str = "", answer: str = "Done.", code: str = "x = 1") -> list[str]:
    """The agent fixes the task; the user says ``before`` (if any) and then ``added``; the agent edits (writing
    ``code``) and answers."""
    return [rec("user", TASK, cwd=str(cwd)),
            *edit(cwd, "e1", "src/tickets.py", "The form sends 'Child' and the match wants 'child'; normalising it."),
            *run("r1", "6 passed", command="pytest -q"),
            rec("assistant", "Children are free now."),
            *([rec("user", before)] if before else []),
            rec("user", added),
            *tool("assistant", "e2", "Edit", {"file_path": f"{cwd}/src/tickets.py", "old_string": "x = 0",
                                              "new_string": code}),
            result("e2", "The file has been updated."),
            rec("assistant", answer),
            rec("user", "thanks"),
            rec("assistant", "You're welcome.")]


@pytest.mark.parametrize("before,added,code,rule,why", [
    # straight after another message of the user's
    ("someone already bought 9 for the spring concert, leave those",
     "oh and a family can have at most 4 tickets per child playing, the hall holds 300 and every family wants to bring "
     "the grandparents", "MAX_PER_PLAYING_CHILD = 4", "at most 4 tickets per child playing", "the hall holds 300"),
    # after an acknowledgement, no verb carrying the bound
    ("", "perfect, and always one free seat next to each wheelchair space, the carers sit there and the council checks",
     "hold_seat_beside(wheelchair_space)", "always one free seat next to each wheelchair space",
     "the carers sit there"),
    # "either", with the reason as a sentence of its own
    ("", "and tickets never on sale on a sunday either, the school office is shut and nobody can answer the phone",
     "if today.weekday() == SUNDAY: raise SalesClosed", "tickets never on sale on a sunday",
     "the school office is shut"),
])
def test_a_rule_added_with_why_later_in_the_session_is_kept(rg, kb, code_repo, tmp_path, before, added, code, rule,
                                                            why):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, added, before, "Done.", code)))
    assert any(rule.split()[1] in s["evidence"].lower() for s in rules(out)), out["signals"]
    note = notes.get("rule") or notes.get("correction")
    assert note is not None and rule in note["rule"].lower(), out
    assert why in " ".join(str(note[f] or "") for f in ("key_insight", "rule")).lower(), note.fields()


@pytest.mark.parametrize("added", [
    # what goes wrong, said as one more thing
    "and it never sends the confirmation email, the button just spins",
    "also the export only has 3 columns, finance needs 5",
    # the speaker's own habit, chat
    "and we always have cake after the concert, its tradition lol",
    # a question
    "and should there be at most 4 tickets per child playing, the hall is small?",
    # a bound with nothing said for it
    "and only adults pay",
    # one that ends on its own
    "and nobody touch the ticket page before saturday, last time an update took the site down for 2 hours",
])
def test_a_report_a_habit_a_question_or_a_bare_bound_added_later_is_no_rule(rg, kb, code_repo, tmp_path, added):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, added)))
    assert not [s for s in rules(out) if s["turn"] >= 5], out["signals"]
