"""A reply that sets another value or way than the one the agent just announced, with why after it and no "no",
"not" or "instead", is a correction when the agent's next words take the value up (branch cap51, from heldout44-48's
user-correction misses): "I'll show one decimal place on the board" - "whole degrees, the board is only 2 digits" -
"Whole degrees now.". A next step ("flash it, im by the board" - "Flashed."), a question, or chat after the
announcement is none.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, run, write
from test_capture_complete import rule_signals as rules
from test_capture_session import rec

TASK = "the wind display by the slipway shows 0 when the gusts are over 30. src/wind.py, tests/test_wind.py"


def session(cwd, said: str, reply: str, answer: str, edits: bool = True, command: str = "") -> list[str]:
    """The agent fixes the task and announces what it will do next (``said``); the user replies; the agent edits
    (or runs ``command``) and answers."""
    after = (edit(cwd, "e2", "src/wind.py") if edits else
             [*run("r3", "ok", command=command)] if command else [])
    return [rec("user", TASK, cwd=str(cwd)),
            *edit(cwd, "e1", "src/wind.py", "The gust reading overflows a byte; widening it."),
            *run("r1", "4 passed", command="pytest -q"),
            rec("assistant", said),
            rec("user", reply),
            *after,
            rec("assistant", answer),
            rec("user", "ok"),
            rec("assistant", "Done.")]


@pytest.mark.parametrize("said,reply,answer,edits,value", [
    ("Passing. I'll show the wind speed in km/h on the display.",
     "knots, every sailor at the club reads the wind in knots and the race rules give limits in knots",
     "Knots now.", True, "knots"),
    ("Passing. I'll keep the gust log for 7 days to save space on the card.",
     "thirty days, the safety officer looks back over the month after any capsize",
     "Thirty days it is.", False, "thirty days"),
    ("Passing. I'll let any instructor reset the red flag from the tablet.",
     "only the duty officer, the club insurance names him for the water",
     "Only the duty officer can take the red flag down now.", True, "only the duty officer"),
])
def test_a_value_set_against_the_agents_and_taken_up_is_a_correction(rg, kb, code_repo, tmp_path, said, reply,
                                                                       answer, edits, value):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, answer, edits)))
    got = [s for s in rules(out) if s["kind"] == "correction"]
    assert any(value in s["evidence"].lower() for s in got), out["signals"]
    note = notes.get("correction")
    assert note is not None and value in note["rule"].lower(), out
    assert reply.split(", ", 1)[1].split(" and ")[0] in (note["key_insight"] or "").lower(), note.fields()


@pytest.mark.parametrize("said,reply,answer,command", [
    # the next step asked for, with why: the agent's "Flashed." takes up the order's own word
    ("Passing. I'll flash the board when you're ready.", "flash it, im down by the slipway",
     "Flashed; the display reads 31 knots.", "pio run -t upload"),
    # chat after the announcement
    ("Passing. I'll push it now.", "lovely, my tea went cold waiting for that one lol",
     "Pushed.", "git push"),
    # a question about the announced step
    ("Passing. I'll show the gusts per minute.", "per minute is fine, can it show the daily max as well?",
     "The daily max shows under the gusts.", ""),
])
def test_a_next_step_chat_or_question_after_the_announcement_is_no_correction(rg, kb, code_repo, tmp_path, said,
                                                                               reply, answer, command):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, answer, edits=not command,
                                                      command=command)))
    assert not [s for s in rules(out) if s["kind"] == "correction"], out["signals"]
