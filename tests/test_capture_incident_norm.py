"""A task message that tells the incident first, in the past, then states the norm the code broke in the plain
present as its own sentence, is a rule (branch cap50, from heldout44-47's task-message misses): "rota left the
shop with nobody on from 5 to 7 on thursday. there are always two barbers on during opening hours, ...", "a
customer got his reminder text at 3am. reminder texts go out between 9am and 8pm only, ...". No "must" or
quantifier at the norm's head marks it, so `grammar.stated_norm` and `grammar.bounded_norm` read none. A pasted
note, what is going on now ("is making the noise again") or a sentence pointing back ("that's the screen saying
done") is no norm.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, write
from test_capture_complete import rule_signals as rules
from test_capture_complete import task_only_session as session


@pytest.mark.parametrize("task,said", [
    ("a customer got two reminder letters for the same boiler service last week. the reminder goes once per service "
     "and by post, people unsubscribe when they get two. app/remind.py", "the reminder goes once per service"),
    ("a driver got sent to a job 40 miles out on friday. jobs go to the nearest free driver by road distance, the "
     "customer pays by the mile. dispatch/assign.py", "jobs go to the nearest free driver"),
    # a failure word that is a noun ("a break", "the last empty") is no report of what goes wrong (branch cap54:
    # heldout45's snooker breaks, heldout47's "after the last empty")
    ("the tablet gave a junior a 147 on friday and he potted 9 reds. a break on the tablet is only ever entered ball "
     "by ball, never typed in as a total, the league checks them. app/frames/Break.kt",
     "a break on the tablet is only ever entered ball by ball"),
    ("we sent a due letter to a house we emptied last month. reminders go 11 months after the last empty, a letter "
     "never goes to someone we saw this year. lib/due.dart", "reminders go 11 months after the last empty"),
    # a unit is no file path: "mg/l" names no code
    ("we stayed open tuesday with a 0.6 reading at 7am. the pool shuts the moment any reading is under 1.0 mg/l free "
     "chlorine, environmental health can close us. poolwater/status.py", "the pool shuts the moment any reading"),
])
def test_the_norm_after_the_incident_is_a_rule(rg, kb, code_repo, tmp_path, task, said):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert any(said.lower() in s["evidence"].lower() for s in rules(out)), out["signals"]
    assert out["captured"], out


@pytest.mark.parametrize("task", [
    "the dryer stopped mid cycle yesterday. dryer 2 is making the bearing noise again, the engineer comes friday. "
    "app/dryers.py",
    "the report came out blank on monday. thats the export screen saying done, nothing in the file. app/export.py",
    # a failure word that is the clause's verb still reports (cap54 lets only nouns through)
    "the nightly export got skipped on sunday. the export job always fails after 3am, the backup holds the lock. "
    "jobs/export.py",
    "a customer got charged twice last week. the dashboard never shows the refunds, finance asked. app/dash.py",
])
def test_what_goes_on_now_or_points_back_is_no_norm(rg, kb, code_repo, tmp_path, task):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert not rules(out), out["signals"]

