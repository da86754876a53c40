"""A choice weighed before any code is written is a decision (branch cap99, from the design sets' "decide"
sessions: heldout53-60 hold 22 missed decisions, most in sessions where the agent changed nothing). The idle
rule (a session that changed nothing keeps no talk) dropped them: the question was about the work, but put
without a code word ("the committee wants to know if we should keep the SMS call-out or move to an app. whats
your take"). From the user's question between two courses on, what the user says decides the work to come.
Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, rec, write


def _weighed(cwd, ask: str, weighs: str, pick: str, more: tuple[str, str] | None = None) -> list[str]:
    lines = [rec("user", ask, cwd=str(cwd)), rec("assistant", weighs), rec("user", pick),
             rec("assistant", "Noted.")]
    if more:
        lines += [rec("user", more[0]), rec("assistant", more[1])]
    return lines


WEIGHS = ("Paper: no phone needed and the door staff already know it, but 300 tickets a night to print. QR codes: "
          "no printing and a scan counts the crowd, but they need a charged phone and signal at the door.")


@pytest.mark.parametrize("ask", [
    "before we build anything: the board wants to know if we should keep paper tickets or move to QR codes on "
    "phones. whats your view",
    "we're thinking of QR codes on phones for the door. or should we keep paper tickets? what do you reckon",
    "quick one before any code. for the door, do we keep paper tickets, or move to QR codes on phones?",
])
def test_a_pick_between_two_courses_with_why_is_a_decision(rg, kb, code_repo, tmp_path, ask):
    pick = "keep paper tickets. half our regulars are over 80 and don't carry smartphones"
    out, notes = captured(rg, kb, write(tmp_path, _weighed(code_repo, ask, WEIGHS, pick)))
    assert len(out["captured"]) == 1, out["signals"]
    rule = notes["decision"].fields()["rule"].lower()
    assert rule.startswith("keep paper tickets") and "over 80" in str(notes).lower(), rule  # the pick, not the question


def test_what_is_said_after_the_question_is_read_as_work(rg, kb, code_repo, tmp_path):
    """The answer to the agent's next question in the same weighing ("should it also ...?" - "no, only ...,
    <why>") corrects the work to come as much as the pick does."""
    ask = "the committee wants to know if we should keep paper tickets or move to QR codes. whats your take"
    pick = "keep paper tickets. half our regulars are over 80 and don't carry smartphones"
    more = ("no, only the door manager gets the count by text, texting all 12 volunteers every night annoys them",
            "Only the door manager gets the nightly count.")
    lines = _weighed(code_repo, ask, WEIGHS + " Should everyone on the rota get the night's count by text?", pick, more)
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert len(out["captured"]) == 2, out["signals"]
    assert "door manager" in str(notes).lower()


@pytest.mark.parametrize("ask", [
    "random question, nothing to do with the app: should we hold the volunteers' away day in york, or in leeds?",
    "totally off topic but the committee wants to know if we should hold the away day in york or in leeds",
])
def test_a_choice_said_to_be_off_the_work_stays_talk(rg, kb, code_repo, tmp_path, ask):
    """The same shape said to be beside the work, in a session that changed nothing: no lesson."""
    weighs = "York has the bigger hall and the museum; Leeds is cheaper and closer for most of the volunteers."
    pick = "york, because half the volunteers can get the train there without changing"
    out, _ = captured(rg, kb, write(tmp_path, _weighed(code_repo, ask, weighs, pick)))
    assert out["captured"] == [], out["signals"]
