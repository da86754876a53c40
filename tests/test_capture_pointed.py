"""Corrections that point at what the agent was about to use and say what it is ("that's the live list,
2400 people. send tests to the 'studio-test' list"), read from the misses of the spent sets heldout21-26
(branch cap27). The turn names the agent's thing only by "that's the ...", so the reader that wants an
identifier in the first sentence missed it; "right now" is no praise ("carriers are booking into it
right now"). Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, write
from test_capture_objections import planned


@pytest.mark.parametrize("plan, message, rule, elsewhere", [
    ("I'll send a test of campaign 31 to the Newsletter list to check the greeting.",
     "that's the live list, 2400 people. send tests to the 'studio-test' list",
     "That's the live list", "studio-test"),
    ("I'll try it against https://netbox.corp.example with a test pair.",
     "that's the prod netbox. sandbox is netbox-sandbox.corp.example, reset every night",
     "That's the prod netbox", "netbox-sandbox.corp.example"),
    ("I'll add the league filter to the lobby room in src/rooms/LobbyRoom.ts.",
     "that's the lobby room, the ranked filter goes on the 'ranked_1v1' room definition",
     "That's the lobby room", "ranked_1v1"),
    ("I'll replay yesterday's 412 booking requests against dock_slots to confirm there's no double booking now.",
     "dock_slots is the live calendar, carriers are booking into it right now. replay against dock_slots_shadow",
     "dock_slots is the live calendar", "dock_slots_shadow"),
])
def test_pointing_at_the_agents_thing_and_naming_another_is_a_correction(rg, kb, code_repo, tmp_path, plan, message,
                                                                         rule, elsewhere):
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, plan, message)))
    (note,) = notes.values()
    assert note["type"] == "correction", out["signals"]
    assert note["rule"].startswith(rule), note
    kept = " ".join(str(note.get(k) or "") for k in ("rule", "fix", "key_insight"))
    assert elsewhere in kept, note


@pytest.mark.parametrize("plan, message", [
    # agreement, praise, a question, chat: nothing is set against the agent's step
    ("I'll send the test to the studio-test list.", "that's the one, thanks. send it"),
    ("I'll send the test to the studio-test list.", "that's the test list, perfect. send it"),
    ("I'll retry the import with a smaller batch.", "that's the plan, go ahead"),
    ("I'll retry the import with a smaller batch.", "that's the problem, the batch is too big. retry it"),
    ("I'll check the bakery order for friday.", "that's the bakery near the office? they do good croissants"),
    ("I'll send the test to the studio-test list.", "that's the new list, it works great"),
    # it points at nothing the agent named
    ("I'll run the import job now.", "that's the third coffee today, I need a walk. run it"),
    # review23: it confirms the agent's thing, or adds a step on top of it, or sends the agent back to it
    ("I'll push the fix to the feature/holds branch.", "that's the branch, yes. open the PR against main"),
    ("I'll add the league filter to the lobby room in src/rooms/LobbyRoom.ts.",
     "that's the room, yes. the ranked filter goes on the 'ranked_1v1' room definition next"),
    ("I'll use the orders table for the report.", "that's the table we want. join it with the customers table for the names"),
    ("I'll use the Newsletter list for the campaign.", "that's the list marketing owns. they approved it, send to it"),
    ("I'll use the Newsletter list for the campaign.",
     "that's the list I mentioned yesterday. send it to the 'studio-test' list too"),
    ("I'll use the Newsletter list for the campaign.", "that's the list from the brief. also cc the 'studio-test' list"),
])
def test_pointing_that_sets_nothing_against_the_step_is_no_correction(rg, kb, code_repo, tmp_path, plan, message):
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, plan, message)))
    assert notes == {}, out["signals"]


@pytest.mark.parametrize("plan, message", [
    ("I'll reuse the retry helper in utils/retry.py.",
     "that's the helper Maria wrote, exactly. wire it into the upload client too"),
    ("I'll deploy the api to the staging cluster.",
     "that's the cluster, correct. deploy the worker to the same cluster after that"),
])
def test_a_confirmed_pointing_turn_is_no_correction(rg, kb, code_repo, tmp_path, plan, message):
    """review23: "that's the X, exactly/correct" agrees with the agent. (The order after it may still be
    read as a rule by the order reader, which this change does not touch.)"""
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, plan, message)))
    assert all(n["type"] != "correction" for n in notes.values()), out["signals"]
    assert "correction" not in {s["kind"] for s in out["signals"]}


def test_a_first_message_that_points_is_the_task(rg, kb, code_repo, tmp_path):
    """Before the agent did anything there is no step to point at."""
    lines = [rec("user", "that's the live list in lists/newsletter.py, 2400 people. add an unsubscribe link to it",
                 cwd=str(code_repo)),
             *edit(code_repo, "e1", "lists/newsletter.py", "Added the link."),
             rec("assistant", "Done.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes == {}, out["signals"]
