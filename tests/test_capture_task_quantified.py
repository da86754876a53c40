"""A norm the task message states of every case in the plain present, with its why after it, is a rule (branch
cap49, from heldout43-46's task-message misses): "anything over 8ft by 6ft goes to the committee, the lease
with the council says so", "anything over 40kg is a two person lift, ... the insurance wont cover us", "every
dryer cycle ends with a 10 minute cool-down, ... hot towels in a pile can catch fire on their own", "Nobody
drives until they've watched the whole briefing video ...; our risk assessment is built on it". No "must",
"always" or "never" marks them, so `grammar.stated_norm` read none. A time ("every time it runs") or a count
("every request hits the db twice") is a report's.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, write
from test_capture_complete import rule_signals as rules
from test_capture_complete import task_only_session as session


@pytest.mark.parametrize("task,said", [
    ("the van run for tuesday has den lifting a three seater on his own, app/planner.py. anything over 40kg is a "
     "two person lift, the insurance wont cover us if he's on his own", "anything over 40kg is a two person lift"),
    ("the shed form approved a 10x6 greenhouse without the committee. anything over 8ft by 6ft goes to the "
     "committee, the lease with the council says so. code is permit/size.py", "anything over 8ft by 6ft goes to"),
])
def test_a_norm_said_of_every_case_with_the_task_is_a_rule(rg, kb, code_repo, tmp_path, task, said):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert any(said.lower() in s["evidence"].lower() for s in rules(out)), out["signals"]
    assert out["captured"], out


@pytest.mark.parametrize("task", [
    "the planner is slow. every time it runs the van list takes 30 seconds, the drivers are waiting at the yard. "
    "app/planner.py",
    "the planner is slow. every request hits the db twice, it takes 3s at the yard. app/planner.py",
])
def test_a_time_or_a_count_is_a_report(rg, kb, code_repo, tmp_path, task):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert not rules(out), out["signals"]
