"""A reminder or a confidence is no order (branch cap29, read from the false captures of heldout20, 22, 24 and
28): "don't let me forget to tell the day shift ...", "don't tell anyone but ...", "don't forget the cake for
Sanna at 14" forbid nothing about the work, so they keep no note; a "don't forget ..." that names code still
orders. Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, write


def session(cwd, reply: str) -> list[str]:
    return [rec("user", "add the crane status column to the berth board in app/board.py", cwd=str(cwd)),
            *edit(cwd, "e1", "app/board.py", "Done, the berth board shows the crane status now."),
            rec("user", reply), rec("assistant", "Will do."), rec("user", "thanks")]


@pytest.mark.parametrize("reply", [
    "great. don't let me forget to tell the day shift about the crane on berth 4, it's been wrong all week",
    "haha yes. and don't tell anyone but the phishing test email got me again, I clicked it",
    "yep. don't forget the cake for Sanna at 14, she's leaving after 11 years",
    "oh and add: Don't forget the christmas party on the 19th, because last year half of you missed it!",
])
def test_a_reminder_keeps_no_note(rg, kb, code_repo, tmp_path, reply):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, reply)))
    assert "rule" not in notes and "correction" not in notes, (out["signals"], notes)


def test_the_rules_alone_keep_no_reminder(rg, kb, code_repo, tmp_path, monkeypatch):
    """Without the learned second opinion (it used to be what dropped this one, test_capture_meaning)."""
    monkeypatch.setenv("REFLECTGIT_CAPTURE_MODEL", "0")
    reply = "also don't let me forget to book the dentist before friday, they fill up because of the holidays"
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, reply)))
    assert "rule" not in notes and "correction" not in notes, (out["signals"], notes)


def test_a_dont_forget_that_names_code_still_orders(rg, kb, code_repo, tmp_path):
    reply = "ok but don't forget to run the migrations before the deploy, the board reads the new column"
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, reply)))
    kept = notes.get("correction") or notes.get("rule")
    assert kept and "run the migrations" in kept["rule"].lower(), (out["signals"], notes)
