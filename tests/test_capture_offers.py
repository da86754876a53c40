"""The agent offers a step or a value as a question after its work, and the user answers with another value and
why, or turns the offer down (branch cap84, from heldout58's misses after it judged): "Shall I print allergens in
red on the label?" - "bold black not red, the label printer is black and white ...", "... after 8 weeks — shall I
keep that?" - "6 weeks. the racks are full by october ...", "I can email the parents ...?" - "no dont email anyone
... parents panic ...". An agreement, the same value again, or an answer that only says who will look is none.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_adopted import session
from test_capture_complete import captured, result, tool, write
from test_capture_complete import rule_signals as rules


@pytest.mark.parametrize("said,reply,answer,edits,value,why", [
    # a value of a few words set against the one the agent offered, why after a comma (the agent's "Done." takes
    # up no word of it)
    ("Passing. Shall I show the gust warning in red on the display?",
     "bold amber not red, the display is read through polarised sunglasses and red vanishes",
     "Done.", True, "bold amber", "polarised sunglasses"),
    # after a "yes but"
    ("Passing. Shall I log the gusts every 2 minutes as well?",
     "yes but every 30 seconds not 2 minutes, a squall passes the slipway in under a minute",
     "Logging every 30 seconds.", True, "every 30 seconds", "a squall passes"),
    # a number against the agent's, its why as the next sentence
    ("Passing. The alarm sounds above 30 knots for every class, keep that?",
     "25 knots, not 30. the dinghies capsize well before 30 in a gust",
     "Done.", True, "25 knots", "the dinghies capsize"),
    # the same unit, another amount, no word of the agent's taking it up
    ("Passing. Readings older than 8 weeks are deleted — shall I keep that?",
     "12 weeks. the insurer asks for a quarter of wind records after any claim",
     "", False, "12 weeks", "the insurer asks"),
    # an order to set another amount of what the agent just stated, with what changed
    ("Passing. The mooring fee on the booking page reads its own £45 now.", "make it £55, the harbour dues went up",
     "", False, "£55", "the harbour dues went up"),
])
def test_a_value_set_against_the_agents_offer_is_a_correction(rg, kb, code_repo, tmp_path, said, reply, answer,
                                                               edits, value, why):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, answer or "Noted.", edits)))
    got = [s for s in rules(out) if s["kind"] == "correction"]
    assert any(value in s["evidence"].lower() for s in got), out["signals"]
    note = notes.get("correction")
    assert note is not None and value in note["rule"].lower(), out
    assert why in (note["key_insight"] or "").lower() + note.body.lower(), note.fields()


@pytest.mark.parametrize("said,reply,refused", [
    # the offer turned down with why; the why's own "don't" is no rule of its own
    ("Passing. I could text every member when the red flag goes up?",
     "thanks, but no texts, the flag on the mast works better. half the members are out on the water and don't "
     "check their phones", "no texts"),
    # an offer asked as "I can ...?", refused by an order: about the work, whatever words a model reads as chat
    ("Passing. I can email the whole club when a gust warning fires?",
     "no dont email anyone, I'll shout from the slipway. people panic when they get an email from the system",
     "dont email anyone"),
])
def test_an_offer_turned_down_with_why_is_kept(rg, kb, code_repo, tmp_path, said, reply, refused):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, "No messages then.", edits=False)))
    got = [s for s in out["signals"] if s["kind"] == "correction"]
    assert any(refused in s["evidence"].lower() for s in got), out["signals"]
    assert not any("check their phones" in s["evidence"].lower() and refused not in s["evidence"].lower() for s in got)
    assert notes.get("correction") is not None and refused in notes["correction"]["rule"].lower(), out


@pytest.mark.parametrize("said,reply", [
    ("Passing. Shall I show the gust warning in red on the display?", "red is fine, thanks"),
    ("Passing. The alarm sounds above 30 knots — shall I keep that?", "30 knots. the class rules say 30"),
    ("Passing. I can see the gust log is empty for last night — want me to check the sensor?",
     "yes, not a problem, ill look at it tonight myself"),
])
def test_an_answer_that_agrees_or_repeats_the_value_is_no_correction(rg, kb, code_repo, tmp_path, said, reply):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, said, reply, "Ok.", edits=False)))
    assert not [s for s in rules(out) if s["kind"] == "correction"], out["signals"]


def test_a_number_the_agent_carries_out_without_a_word_is_taken_up(rg, kb, code_repo, tmp_path):
    """heldout59 (read, cap93): "what size limit did you put?" - "5 MB per JPEG." - "please make it 8 MB, the mosaics of
    the moon are bigger than 5 ..." - an edit to ``8 * 1024 * 1024`` and no word: the number is what the edit took up
    (the words alone share none: "8" is too short a word)."""
    from test_capture_complete import edit, rec

    lines = [rec("user", "members want to upload their astrophotos to the gallery, gallery/upload.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "gallery/upload.py", "JPEG uploads are in."),
             rec("user", "what size limit did you put?"),
             rec("assistant", "5 MB per JPEG."),
             rec("user", "please make it 8 MB, the mosaics of the moon are bigger than 5 and people will be annoyed"),
             *tool("assistant", "e2", "Edit", {"file_path": f"{code_repo}/gallery/upload.py",
                                                "old_string": "MAX_BYTES = 5 * 1024 * 1024",
                                                "new_string": "MAX_BYTES = 8 * 1024 * 1024"}),
             result("e2", "The file has been updated."),
             rec("user", "thanks"), rec("assistant", "Done.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes.get("correction") or notes.get("rule")
    assert note is not None and "8 mb" in note["rule"].lower(), out["signals"]
    assert "mosaics of the moon" in ((note["key_insight"] or "") + note["rule"]).lower(), note.fields()


@pytest.mark.parametrize("said,reply,then,answer,value", [
    # a change asked for that names both sides runs past twelve words
    ("Passing. I made the gust alarm a beep on the tablet.",
     "can it be the siren on the hut wall rather than the tablet beep, nobody hears the tablet when theyre out on the water",
     True, "The hut siren sounds instead.", "the siren on the hut wall"),
    # a "lol" in the why does not make a value the agent then writes into the code talk
    ("Texts with a pound sign go as UCS-2 and split properly now.",
     "ta. can it say 'ready to collect' rather than 'ready for pickup', pickup is a truck here lol",
     True, "", "ready to collect"),
])
def test_a_change_asked_for_and_carried_out_is_a_correction(rg, kb, code_repo, tmp_path, said, reply, then, answer,
                                                            value):
    """heldout56 (read, cap96): "can it be X rather than Y, <why>" after the agent's report, carried out by an edit."""
    from test_capture_complete import edit, rec

    words = f"'{value}'" if not answer else ""
    lines = [rec("user", "the gust alarm on the slipway never goes off, src/wind.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/wind.py", "The threshold was in the wrong unit; fixed."),
             rec("assistant", said),
             rec("user", reply),
             *tool("assistant", "e2", "Edit", {"file_path": f"{code_repo}/src/wind.py", "old_string": "x",
                                               "new_string": words or "alert::hut_siren()"}),
             result("e2", "The file has been updated."),
             *([rec("assistant", answer)] if answer else []),
             rec("user", "what else is left on the list?"), rec("assistant", "Nothing else.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    got = [s for s in rules(out) if s["kind"] == "correction"]
    assert any(value in s["evidence"].lower() for s in got), out["signals"]


def test_a_rule_the_agent_says_it_will_carry_out_is_not_vetoed(rg, kb, code_repo, tmp_path):
    """heldout56 (read, cap97): "also from now on a pause needs at least 5 days notice, <why>" - "I'll refuse pauses
    that start less than 5 days away.": the agent takes the rule up in words, as an edit would; the model's second
    opinion had dropped it."""
    from test_capture_complete import edit, rec

    lines = [rec("user", "customers who pause their box for holidays still get charged, src/Billing.php",
                 cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/Billing.php", "The pause check used > where the week starts the same midnight."),
             rec("assistant", "Fixed. I can refund the three customers automatically through Stripe."),
             rec("user", "no automatic refunds please, i'll ring them. two of them would rather have a free bag of apples"),
             rec("assistant", "No refund script then."),
             rec("user", "also from now on a pause needs at least 5 days notice, we order from the growers on tuesday "
                         "for the next week"),
             rec("assistant", "I'll refuse pauses that start less than 5 days away."),
             rec("user", "thanks"), rec("assistant", "Done.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert any("5 days notice" in s["evidence"] for s in rules(out)), out["signals"]


def test_an_offer_turned_down_keeps_what_is_wanted_instead_apart_from_why(rg, kb, code_repo, tmp_path):
    """heldout59 a09, heldout60 y02 (read, cap98): "thanks, but no attachments, a photo of the serial number is what
    the insurer asks for. receipts we dont have for donated kit anyway" — what follows "no X" in its sentence is what is
    wanted instead, the next sentence why; the note had kept the first as its reason and the why as an alternative."""
    out, notes = captured(rg, kb, write(tmp_path, session(
        code_repo, "Passing. I could attach the purchase receipt to each boat's record?",
        "thanks, but no attachments, a photo of the hull number is what the insurer asks for. receipts we dont have "
        "for donated boats anyway", "No attachments then.", edits=False)))
    note = notes.get("correction")
    assert note is not None, out["signals"]
    assert "no attachments, a photo of the hull number is what the insurer asks for" in note["rule"].lower(), note
    assert "receipts we dont have" in (note["key_insight"] or "").lower(), note.fields()
