"""A reply the agent changes the code for is not vetoed as chat (branch cap39). The meaning model's veto drops a
user reply a phrase or grammar rule fired on when the model scores it below 0.1; on the design sets it dropped 84
such replies: 37 chit-chat, 18 holding no lesson, 29 holding a lesson capture then missed. Among them, the
agent's first change after the reply, before the user speaks again, edits a file of the code for 21 of the 29
lessons, 4 of the 18 others and none of the 37 chit-chat turns: the user's words changed the work, which talk
never does. Such a reply is kept ("thanks, but no — don't email the waiver pdf to the kids, only the guardian gets
it ..." then an edit of app/Mail/WaiverSigned.php); chat the agent answers with words, or with a note it writes
for people (notes/todo.md), stays vetoed.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured, edit, rec, write

WAIVER = ("thanks, but no — don't email the waiver pdf to the kids, only the guardian gets it. we had a parent "
          "complain about a 13 year old getting marketing from us")


def reply_session(cwd, reply: str, then_edits: str | None) -> list[str]:
    lines = [rec("user", "send the signed waiver by email when a booking is confirmed, app/Mail/WaiverSigned.php",
                 cwd=str(cwd)),
             *edit(cwd, "e1", "app/Mail/WaiverSigned.php", "I'll mail the pdf to every participant on the booking."),
             rec("assistant", "Done: every participant gets the signed waiver pdf."),
             rec("user", reply)]
    if then_edits:
        lines += edit(cwd, "e2", then_edits, "Sending it to the guardian only.")
    return [*lines, rec("assistant", "Ok.")]


def test_a_reply_the_agent_changes_the_code_for_is_not_vetoed_as_chat(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, reply_session(code_repo, WAIVER, "app/Mail/WaiverSigned.php")))
    assert any("guardian" in s["evidence"] for s in out["signals"] if s["kind"] in ("correction", "rule")), out["signals"]
    assert out["captured"], out


def test_talk_the_agent_changes_no_code_for_stays_vetoed(rg, kb, code_repo, tmp_path):
    for i, (reply, then) in enumerate([("don't let me sign up for another one after this please", None),
                                       ("don't let me sign up for another one after this please", "notes/todo.md")]):
        out, _ = captured(rg, kb, write(tmp_path, reply_session(code_repo, reply, then), name=f"s{i}.jsonl"))
        assert not [s for s in out["signals"] if s["kind"] in ("correction", "rule")], out["signals"]


def test_a_word_of_where_the_checkout_sits_is_not_the_change(rg, kb, tmp_path):
    """The share of words is read in what the agent changed, not in where the checkout sits: CI's suite,
    run under /tmp, kept "Delete the tmp folder, it's just junk from my last run" as a rule (the edit's
    absolute file_path holds "tmp")."""
    checkout = tmp_path / "tmp" / "junk" / "code"
    checkout.mkdir(parents=True)
    reply = "Delete the tmp folder, it's just junk from my last run"
    out, _ = captured(rg, kb, write(tmp_path, reply_session(checkout, reply, "app/Mail/WaiverSigned.php")))
    assert not [s for s in out["signals"] if s["kind"] in ("correction", "rule")], out["signals"]


def settings_session(cwd, reply: str) -> list[str]:
    return [rec("user", "add a dark mode toggle to the settings page, src/pages/settings/index.tsx", cwd=str(cwd)),
            *edit(cwd, "e1", "src/pages/settings/index.tsx", "I'll add the toggle to the Appearance section."),
            rec("assistant", "Added the dark mode toggle under Appearance."),
            rec("user", reply),
            *edit(cwd, "e2", "src/pages/settings/index.tsx", "Moving the toggle to the Display section."),
            rec("assistant", "Done, the toggle is under Display now."),
            rec("user", "thanks"),
            rec("assistant", "You're welcome.")]


def test_a_plain_redirect_the_agent_then_edits_for_is_no_lesson(rg, kb, code_repo, tmp_path):
    """review33 t21: "no wait, not in Appearance, put it under Display" redirects where, for this one task, with
    no reason and no norm: an instruction, not a lesson, however the agent then edits the code (cap42). The
    same redirect with its reason, or said as a norm, stays a correction the veto keeps."""
    out, _ = captured(rg, kb, write(tmp_path, settings_session(code_repo, "no wait, not in Appearance, put it under Display")))
    assert not [s for s in out["signals"] if s["kind"] in ("correction", "rule")], out["signals"]
    for i, reply in enumerate(["no wait, not in Appearance, put it under Display, because Appearance is for themes "
                               "and fonts and support looks for toggles there",
                               "no wait, never put toggles in Appearance, put it under Display"]):
        out, _ = captured(rg, kb, write(tmp_path, settings_session(code_repo, reply), name=f"r{i}.jsonl"))
        assert [s for s in out["signals"] if s["kind"] in ("correction", "rule")], (reply, out["signals"])
