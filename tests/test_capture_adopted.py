"""A reply that sets another value or way than the one the agent just announced, with why after it and no "no",
"not" or "instead", is a correction when the agent's next words take the value up (branch cap51, from heldout44-48's
user-correction misses): "I'll show one decimal place on the board" - "whole degrees, the board is only 2 digits" -
"Whole degrees now.". A next step ("flash it, im by the board" - "Flashed."), a question, or chat after the
announcement is none.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, result, run, tool, write
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


@pytest.mark.parametrize("said,reply,answer,value,why", [
    # the value after an acknowledgement, the word that adds one more thing, or what it is about
    ("Passing. The chart is on the clubhouse screen.",
     "good. the chart refreshes every 10 seconds please, the club wifi is a 4g dongle on a pay as you go plan",
     "The chart refreshes every 10 seconds.", "the chart refreshes every 10 seconds", "the club wifi is a 4g dongle"),
    ("Passing. The wind page is back.",
     "also show the gusts with no decimals, 23.4417 knots looks silly on the board by the slipway",
     "Gusts are whole numbers now: 23 knots.", "show the gusts with no decimals", "23.4417 knots looks silly"),
    ("Passing. The display shows the last reading.",
     "and the digits on the display are tiny, make them 80pt, people down on the slipway cant read them",
     "Digits are 80pt.", "make them 80pt", "people down on the slipway cant read them"),
    # a change asked for as a question, with why after it
    ("Passing. The weekly export is ready.",
     "and the export, can it be a csv rather than a pdf? the club secretary pastes it into her spreadsheet",
     "The export is a csv now.", "can it be a csv rather than a pdf", "the club secretary pastes it"),
    # a norm word in the why of a value set: the value is the lesson, the norm its why
    ("Passing. The red flag goes up at 30 knots, shall I leave it?",
     "make it 25, the rules allow 30 but we always keep a margin for the cadets in the toppers",
     "Done, the red flag goes up at 25 knots.", "make it 25", "we always keep a margin for the cadets"),
])
def test_a_value_set_after_the_agents_work_and_taken_up_keeps_the_value_and_its_why(rg, kb, code_repo, tmp_path, said,
                                                                                       reply, answer, value, why):
    """heldout55 (read after its first run): the value said after "good.", after "also" or "and", after what it is
    about ("the score font ... is tiny, make it 120pt, ..."), asked as a change ("can it be A5 rather than A4? it goes
    on the bench clipboard ..."), or with a norm word in its why ("make it 14, the charter allows 15 but we always keep
    a spot open ..."), each taken up by the agent's next words: 7 of its 28 misses. The note's rule is the value, its
    why the reason."""
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, answer)))
    assert any(value in s["evidence"].lower() for s in rules(out) if s["kind"] == "correction"), out["signals"]
    note = notes.get("correction")
    assert note is not None and value in note["rule"].lower(), out
    assert why in (note["key_insight"] or "").lower() or why in note["rule"].lower(), note.fields()


@pytest.mark.parametrize("said,reply,answer", [
    # who will see to it is no why
    ("Passing. The old gust logs still overlap.", "great. the old logs that already overlap, tom will fix them himself",
     "I'll leave the old logs alone."),
    # a task's data, asked to be put in
    ("Passing. The tide table is in.", "good. the harbour gate closes at 18:00, they changed it this winter, put that in",
     "The harbour gate closes at 18:00."),
])
def test_who_will_see_to_it_or_a_tasks_data_after_the_work_is_no_correction(rg, kb, code_repo, tmp_path, said, reply,
                                                                            answer):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, answer)))
    assert not [s for s in rules(out) if s["kind"] == "correction"], out["signals"]


def test_what_another_reader_read_and_the_agent_carried_out_is_not_vetoed(rg, kb, code_repo, tmp_path):
    """heldout54 (read after it judged cap71-cap78, cap79): "show it to one decimal place, <why>" was read as an order
    by the shape readers, and the capture model's veto dropped it; the agent's next words take it up ("Gusts are
    shown to one decimal place."), so it rests on more than trigger words."""
    out, notes = captured(rg, kb, write(tmp_path, session(
        code_repo, "Passing. The gust reads 23.4417 knots on the board.",
        "show it to one decimal place, the race officers' sheets all use one decimal and people compare them by eye",
        "Gusts are shown to one decimal place.")))
    assert any("one decimal place" in s["evidence"] for s in rules(out)), out["signals"]
    assert any("one decimal place" in str(n.get("rule") or "").lower() for n in notes.values()), out


def test_a_value_the_agent_carries_out_without_a_word_is_taken_up_by_its_edit(rg, kb, code_repo, tmp_path):
    """heldout57 (read after it judged, cap83): the agent edits and says nothing ("10 not 5, <why>" - an edit to
    LATE_MIN = 10 - the user's next message): what the edit wrote takes the value up. A why that says what will happen
    ("parents will get a text every day") is a why; only who will see to it ("tom will phone them himself") is none."""
    lines = [rec("user", TASK, cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/wind.py", "The gust reading overflows a byte; widening it."),
             *run("r1", "4 passed", command="pytest -q"),
             rec("assistant", "Passing. I've also set the gust alarm to go at 5 knots over the mean."),
             rec("user", "10 not 5. the gusts over the reservoir add 5 knots most afternoons and the safety boat will "
                         "get an alarm every day and stop reading them"),
             *tool("assistant", "e2", "Edit", {"file_path": f"{code_repo}/src/alarm.py", "old_string": "GUST_OVER = 5",
                                               "new_string": "GUST_OVER = 10"}),
             result("e2", "The file has been updated."),
             rec("user", "and the wind arrow a bit bigger please")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert any(s["evidence"].startswith("10 not 5") for s in rules(out) if s["kind"] == "correction"), out["signals"]
    assert "10 not 5" in notes["correction"]["rule"].lower(), out


@pytest.mark.parametrize("said,reply,answer,edits,value,why", [
    # no edit in between: the value said against the one it replaces, taken up by the agent's next words
    ("Passing. The gust chart shows this year in red.",
     "and the chart should use blue for this year rather than red, red looks like an alarm to the members",
     "This year's line is blue now.", False, "blue for this year rather than red", "red looks like an alarm"),
    # "next to" is where it goes, not a step after the agent's
    ("Passing. I put the gust warning in red at the top of the page.",
     "put it next to the boat's name rather than at the top, on the club tablet the top of the page is under the toolbar",
     "The warning sits by the boat's name now.", True, "next to the boat's name rather than at the top",
     "the top of the page is under the toolbar"),
])
def test_a_value_said_against_the_one_it_replaces_and_taken_up_is_a_correction(rg, kb, code_repo, tmp_path, said, reply,
                                                                                answer, edits, value, why):
    """heldout54 m08 and heldout57 b01 (design, cap107): "X rather than Y, <why>" the agent's next words take up is a
    correction with its why, also with no edit in between and also when X is "next to" something."""
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, answer, edits)))
    assert any(value.split()[0] in s["evidence"] for s in rules(out) if s["kind"] == "correction"), out["signals"]
    note = notes["correction"]
    assert value in note["rule"].lower() and why in (note["key_insight"] or "").lower(), note.fields()


def test_a_fact_said_against_another_is_no_value_replaced(rg, kb, code_repo, tmp_path):
    """"the 24th is midnight mass not a sunday, its fine if ..." (heldout35 c02, design): a fact said of a thing, not a
    value that replaces the agent's, even when the agent's next words take it up."""
    out, _ = captured(rg, kb, write(tmp_path, session(
        code_repo, "Passing. The gust log skips Sundays.",
        "ok. the 24th is the regatta not a sunday, its fine if it logs twice that weekend",
        "The 24th is logged as a regatta day.", False)))
    assert not [s for s in rules(out) if s["kind"] == "correction" and "regatta" in s["evidence"]], out["signals"]
