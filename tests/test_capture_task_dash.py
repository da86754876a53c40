"""A rule stated with the task, its reason after a dash ("use the govukDateInput macro with three fields,
don't use a datepicker - we failed the service assessment on the datepicker last time"), read from the
misses of the spent sets heldout20-26 (branch cap27): the reason after a comma was read (a717b06), the same
statement after a dash was not. Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, write


def session(cwd, task: str) -> list[str]:
    return [rec("user", task, cwd=str(cwd)),
            *edit(cwd, "e1", "app/main.py", "Done, the change is in app/main.py."),
            rec("assistant", "Done."), rec("user", "thanks")]


@pytest.mark.parametrize("task, rule, reason", [
    ("service charge is computed on the total before discount, should be after. TicketCalculator. and don't touch "
     "the derby schema for this — the restaurants run the embedded derby and if a migration fails there nobody can "
     "fix the till until I drive over", "Don't touch the derby schema", "restaurants run the embedded derby"),
    ("add a research that unlocks the smart sorter, and hook up its filter memory in control.lua. keep everything "
     "that must survive save/load in storage - plain locals reset on load and desync multiplayer",
     "Keep everything that must survive save/load in storage", "plain locals reset on load"),
    ("add the export page. never log the raw card number -- the PCI auditor reads our log retention every quarter",
     "Never log the raw card number", "PCI auditor reads our log retention"),
])
def test_a_rule_with_the_task_keeps_its_reason_after_a_dash(rg, kb, code_repo, tmp_path, task, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert notes["rule"]["rule"].startswith(rule), (out["signals"], notes)
    assert reason.lower() in notes["rule"]["key_insight"].lower(), notes


@pytest.mark.parametrize("task", [
    "fix the typo in the README. keep it short - it's a quick one",
    "add a login page. use the new client - I'll review the PR after lunch today",
    "add a login page. use the new client - what do you think about the styling there?",
    "rename the config loader. keep the old name as an alias — and then update the docs page as well",
    "add dark mode to the settings page - the designers asked for it in the last sprint review",
])
def test_a_task_with_a_dash_is_no_rule(rg, kb, code_repo, tmp_path, task):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert "rule" not in notes, (out["signals"], notes)
