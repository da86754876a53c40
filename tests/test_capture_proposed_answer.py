"""The agent's firm answer to the user's question about what to do, taken by the user, is a decision (branch
cap49). Users ask about a course in chat with no question mark and in no either/or shape ("should handicaps
change after every match or just once a month", "what about when theres no rub count at all"); the agent
answers "Let's X, because Y" and the user takes it ("yeah go with that", "fair", "8 then"). 23 of the 67
lessons heldout43-46 missed had this shape (all four sets); no rule read them: the user's question was only
read as an either/or or "should we ...?" ending in "?", and an answer opening with "Let's" counted as hedged.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, rec, run, tool, write

from reflectgit.kb import KB


def _session(cwd, asked: str, said: str, reply: str) -> list[str]:
    return [rec("user", "the handicap list has the sign backwards, app/models/handicap.rb", cwd=str(cwd)),
            *tool("assistant", "e1", "Edit", {"file_path": f"{cwd}/app/models/handicap.rb", "old_string": "a - b",
                                               "new_string": "b - a"}),
            rec("user", [{"type": "tool_result", "tool_use_id": "e1", "content": "The file has been updated."}]),
            *run("t1", "4 examples, 0 failures", "bundle exec rspec"),
            rec("assistant", "Fixed: the start goes to the weaker player now."),
            rec("user", asked),
            rec("assistant", said),
            rec("user", reply),
            rec("assistant", "Done."),
            rec("user", "ok")]


def _decisions(rg, kb, path) -> list[str]:
    out, _ = captured(rg, kb, path)
    notes = [KB.open(kb).get(i) for i in out["captured"]]
    return [" ".join(str(v) for v in n.fields().values()) for n in notes if n.fields().get("type") == "decision"]


SAID = ("Let's recalculate handicaps once a month on the first Monday, because a player who has one good night "
        "shouldn't lose their start for the next match.")


ASKS = ["should handicaps change after every match or just once a month, people moan either way",
        "what about how often it updates, people moan either way",
        "good. should we recalculate after every match or monthly?"]


@pytest.mark.parametrize("asked", ASKS)
@pytest.mark.parametrize("reply", ["yeah go with that", "fair", "go on then"])
def test_a_proposal_answering_a_question_without_a_mark_is_a_decision(rg, kb, code_repo, tmp_path, asked, reply):
    got = _decisions(rg, kb, write(tmp_path, _session(code_repo, asked, SAID, reply)))
    assert any("once a month on the first monday" in d.lower() for d in got), got


def test_a_judgement_between_the_courses_is_a_decision(rg, kb, code_repo, tmp_path):
    said = ("Recalculating once a month is fairer than after every match: one good night shouldn't cost a "
            "player their start.")
    got = _decisions(rg, kb, write(tmp_path, _session(code_repo, "and how often should it change? whats fairer",
                                                      said, "yes do that")))
    assert any("once a month is fairer" in d.lower() for d in got), got


def test_no_decision_without_the_question_the_take_or_the_reason(rg, kb, code_repo, tmp_path):
    cases = [("the list looks odd for the juniors", SAID, "ok"),  # no question: the agent's own plan
             ("should handicaps change after every match or just once a month", SAID, "hmm not sure, let me ask bev"),
             ("should handicaps change after every match or just once a month",
              "Let's check how the league secretary does it now, because the rules may say.", "ok"),
             ("should handicaps change after every match or just once a month",
              "Let's recalculate handicaps once a month on the first Monday.", "ok"),  # no reason
             ("why does it change after every match", SAID, "ok")]
    for i, (asked, said, reply) in enumerate(cases):
        got = _decisions(rg, kb, write(tmp_path, _session(code_repo, asked, said, reply), name=f"n{i}.jsonl"))
        assert not any("once a month on the first monday" in d.lower() or "league secretary" in d.lower()
                       for d in got), (asked, said, reply, got)


PREFERS = ("I'd go with a countdown on the board before each recalculation rather than a change overnight, because "
           "players need to know their start before they book a match.")
PREFERS_BARE = ("Recalculate once a month on the first Monday, rather than after every match, because one good night "
                "shouldn't cost a player their start.")


@pytest.mark.parametrize("asked", ["if two matches land on one day do we recalculate after each or once at night",
                                   "should the list change after every match or once a month"])
@pytest.mark.parametrize("said,phrase", [(PREFERS, "countdown on the board"), (PREFERS_BARE, "once a month on the first")])
@pytest.mark.parametrize("reply", ["countdown it is", "agree, do that", "yep"])
def test_one_course_put_before_the_other_with_why_is_a_decision(rg, kb, code_repo, tmp_path, asked, said, phrase,
                                                               reply):
    """heldout47's six answers the user took: "X rather than Y, because Z" or "I'd go with X ..., because", to an
    either/or asked after a clause that sets the case and with no "?" ("if the send time lands after 8 do we send
    earlier that day or the next morning"), taken by "countdown it is", "agree, do that", "yep"."""
    got = _decisions(rg, kb, write(tmp_path, _session(code_repo, asked, said, reply)))
    assert any(phrase in d.lower() for d in got), got


def test_a_preference_without_why_or_without_the_take_decides_nothing(rg, kb, code_repo, tmp_path):
    asked = "should the list change after every match or once a month"
    cases = [(asked, "I'd go with once a month on the first Monday rather than after every match.", "yep"),  # no why
             (asked, PREFERS_BARE, "hmm not sure, let me ask bev"),  # not taken
             ("do you think the list looks odd for the juniors or the seniors", PREFERS_BARE,
              "thanks, thats all for today")]  # signed off, nothing taken
    for i, (q, said, reply) in enumerate(cases):
        got = _decisions(rg, kb, write(tmp_path, _session(code_repo, q, said, reply), name=f"p{i}.jsonl"))
        assert not any("first monday" in d.lower() for d in got), (q, said, reply, got)


@pytest.mark.parametrize("said, phrase", [
    ("I'd print the list and pin it in the clubhouse, with the same PDF emailed as a copy, because half the players "
     "never open an email.", "pin it in the clubhouse"),
    ("Yes — I'd add a check on the import, so a misspelt name fails at startup rather than silently dropping a player.",
     "add a check on the import"),
])
def test_any_course_the_agent_would_take_with_why_is_a_decision(rg, kb, code_repo, tmp_path, said, phrase):
    """heldout50's agents answer "I'd print it and send it with the bags, ..., because ..." and "Yes — I'd add
    `#[serde(deny_unknown_fields)]` ..., so a misspelt table fails at startup"; cap53 read only "I'd go with / use /
    keep ..." and a reason after because, since or a colon."""
    got = _decisions(rg, kb, write(tmp_path, _session(code_repo, "should the list go out by email or on paper?",
                                                      said, "yep that")))
    assert any(phrase in d.lower() for d in got), got


def test_a_guess_or_a_look_the_agent_would_take_is_no_decision(rg, kb, code_repo, tmp_path):
    said = "I'd say it's the monthly job, because the weekly one never touches the handicaps."
    got = _decisions(rg, kb, write(tmp_path, _session(code_repo, "what about the list for the juniors", said, "yep")))
    assert not any("monthly job" in d.lower() for d in got), got


def test_a_pick_from_the_options_the_agent_listed_is_a_decision(rg, kb, code_repo, tmp_path):
    """heldout52 b06 (cap69): the agent lists "Options:" as a numbered list and leans to one; the user picks with why
    ("3 it is, printed plus the running late banner. the marshal is always the busiest person ...")."""
    said = ("A live board only helps if someone updates it on the day. Options:\n1. printed timetable only;\n"
            "2. a live board updated by the stand marshal;\n3. printed plus a 'running late' banner the office can switch "
            "on.\nI'd lean to 3: it costs one button and needs no one at the stand.")
    got = _decisions(rg, kb, write(tmp_path, _session(
        code_repo, "do we bother with a live departure board or just the printed timetable like always?",
        said, "3 it is, printed plus the running late banner. the marshal is always the busiest person "
              "on the day, we cant give him a phone job too")))
    assert any("running late banner" in d.lower() for d in got), got
