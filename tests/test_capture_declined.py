"""The agent's offer turned down for good, with why, is a correction (branch cap58, from heldout47's and
heldout50's misses): "Should I send a push notification ...?" - "thanks, but no push notifications. the
instructors are mostly retired and they have them all switched off". Without the why it only declines this
step ("no thanks", "no need", "thanks, but no emails for now"). Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import write
from test_capture_courteous_no import _rules, _session


@pytest.mark.parametrize("said", [
    "Engraved plates show 10 working days. Should I send the customer a text when the plate is engraved?",
    "Engraved plates show 10 working days. I can also text the customer automatically when it's engraved.",
    "Engraved plates show 10 working days. I'll add a text to the customer when the plate is engraved.",
])
@pytest.mark.parametrize("reply, kept", [
    ("thanks, but no texts to the customers. half of them gave the shop's number and the engraver rings them anyway",
     "no texts to the customers"),
    ("no automatic texts, the engraver rings each customer himself and half of them change the wording on the call",
     "no automatic texts"),
])
def test_an_offer_turned_down_with_why_is_a_correction(rg, kb, code_repo, tmp_path, said, reply, kept):
    rules = _rules(rg, kb, write(tmp_path, _session(code_repo, said, reply)))
    assert any(kept in r.lower() for r in rules), rules


@pytest.mark.parametrize("reply", ["thanks, but no texts for now", "no thanks, all good", "no need, thats everything",
                                   "thanks, but no need. the engraver rings them"])
def test_an_offer_declined_without_why_is_no_lesson(rg, kb, code_repo, tmp_path, reply):
    said = "Engraved plates show 10 working days. Should I send the customer a text when the plate is engraved?"
    rules = _rules(rg, kb, write(tmp_path, _session(code_repo, said, reply)))
    assert not rules, rules


def test_the_order_after_the_refusal_is_its_alternative(rg, kb, code_repo, tmp_path):
    """heldout47 b01: "thanks, but no texting them, they're already in the shop by then. just show 'in queue' next to
    their name on the screen" - "just" before the order hid it from the alternative."""
    from test_capture_complete import captured

    said = "Engraved plates show 10 working days. I'll text the customer when the plate is engraved."
    reply = ("thanks, but no texting them, they're already in the shop by then. just show 'ready' next to their name "
             "on the counter screen")
    _, notes = captured(rg, kb, write(tmp_path, _session(code_repo, said, reply)))
    note = notes["correction"]
    kept = " ".join(note.get(f) or "" for f in ("rule", "alternative")).lower()
    assert "no texting them" in kept and "show 'ready' next to their name" in kept, note.fields()


def test_a_refusal_said_again_is_no_new_lesson(rg, kb, code_repo, tmp_path):
    """heldout35 c06 (cap66): "no grace, i said. off the rota the day it lapses" repeats a rule the user gave before;
    declined.py does not make it a correction of its own (a phrase rule may still read it, and the capture model
    then judges it)."""
    from reflectgit.capture.declined import declined

    said = "Fixed. Should I give them a two week grace period before they come off the rota?"
    assert declined("no grace period, the insurer counts from the expiry date and it's our cover", said)
    assert not declined("no grace, i said. off the rota the day it lapses, the insurer counts from expiry", said)


@pytest.mark.parametrize("said", [
    "Engraved plates show 10 working days. Want a text sent to the customer when the plate is engraved?",
    "Engraved plates show 10 working days. Would you like a text to the customer when it's engraved too?",
    "Engraved plates show 10 working days. Do you want the shop to text the customer when the plate is engraved?",
    "Engraved plates show 10 working days. The shop could text the customer too — want that?",
])
def test_an_offer_asked_as_whether_it_is_wanted_is_turned_down_the_same(rg, kb, code_repo, tmp_path, said):
    """cap100, from six design misses (heldout51-54): the agent asks whether the thing is wanted ("Want a pop-up on
    the till ...?", "Would you like a 'Sign up with Google' button too?", "Do you want the site to post ... to
    Facebook?") rather than offering to do it; turned down with why, it is the same lesson."""
    reply = "thanks, but no texts to the customers. half of them gave the shop's number and the engraver rings them anyway"
    rules = _rules(rg, kb, write(tmp_path, _session(code_repo, said, reply)))
    assert any("no texts to the customers" in r.lower() for r in rules), rules
    bare = _rules(rg, kb, write(tmp_path, _session(code_repo, said, "thanks, but no texts for now"), name="bare.jsonl"))
    assert not bare, bare


def test_the_why_may_follow_the_alternative_in_its_clause(rg, kb, code_repo, tmp_path):
    """heldout54 m09: "thanks, but no google maps, use the OS OpenData map, members complained about the cookie
    banner and OS shows the footpaths" - the why shares a clause with what to use instead."""
    said = "Engraved plates show 10 working days. I could text the customer when the plate is engraved."
    reply = ("thanks, but no texts, use the shop's email, half the customers gave the shop's number and the engraver "
             "rings them anyway")
    rules = _rules(rg, kb, write(tmp_path, _session(code_repo, said, reply)))
    assert any(r.lower().startswith("no texts") for r in rules), rules
