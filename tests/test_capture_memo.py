"""A memo or mail pasted in the message that sets the task, read item by item (branch cap41, from the design
sets' task-message misses: a memo holding several rules where one note kept one of them, glued to an item of
news): each rule item — a norm held by an obligation or a bound, or a prohibition, with what makes it one —
leads a note of its own, read from its item alone; news, greetings, chores and schedule items are no rule.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured, edit, rec, write

from reflectgit.kb import KB

PARAGRAPHS = """can you make the rota app follow this, from Sam the pool manager:

---
Pool team, winter notes

We had 12,000 swimmers through in October, our best month yet. Well done everyone. The new lane ropes arrive on the 9th.

Some changes for the rota from now on. Every public session needs two lifeguards on poolside, never one, because if a lifeguard goes in after a swimmer the rest of the pool is unwatched. And a first aider has to be on the rota for every session with more than 60 swimmers booked, the insurer asked for it after the slip in September.

The aqua disco is moving to Fridays. Please remember the staff car park is closed on gala days.

Sam
---

the rota is src/Rota/RotaBuilder.php"""

BULLETS = """From Kat (gym manager), my notes for the winter term before you build the youth booking page:

- New wall in the lead area opens 9 Dec, setting closes it from the 2nd.
- Coaches: Tom is back from injury, Ana is on leave from January.
- Youth club: the youth sessions must always have two checked coaches, never one, even if only three kids book.
- Evenings: no day passes sold after 21:00 because the last hour has only one member of staff on the floor.
- The cafe machine is fixed, finally.

the booking page is app/youth/booking.py"""

NEWS = """pasting the ops round-up so you have the context, then add the new depot to config/depots.py:

---
Team,

Great month: renewals are always up in November and this year they are up 11%. The new vans never arrived on
the 3rd, they come on the 20th now, so the Tuesday round stays with the old ones. Holiday party is on the 18th
at the bowling alley, bring your family. Please book the porters for Saturday.

Reminder that the north depot opens on the 1st, everyone gets a key card from Priya.

Thanks, Gloria
---"""


def session(cwd, task: str, path: str, did: str = "I'll update the builder to follow it.") -> list[str]:
    return [rec("user", task, cwd=str(cwd)),
            *edit(cwd, "e1", path, did),
            rec("assistant", "Done: the builder follows the notes now."),
            rec("user", "thanks"),
            rec("assistant", "You're welcome.")]


def rules(out: dict) -> list[dict]:
    return [s for s in out["signals"] if s["kind"] in ("rule", "correction") and s.get("detail", {}).get("by") != "meaning"]


def test_each_rule_of_a_pasted_memo_is_a_note_of_its_own(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, PARAGRAPHS, "src/Rota/RotaBuilder.php")))
    notes = [KB.open(kb).get(i) for i in out["captured"]]
    said = [n.fields().get("rule", "") for n in notes]
    assert any("two lifeguards on poolside, never one" in r for r in said), said
    assert any("first aider has to be on the rota" in r for r in said), said
    # no note glues an item of news to its rule
    assert not any(w in " ".join(said + [n.fields().get("key_insight", "") for n in notes]).lower()
                   for w in ("car park", "aqua disco", "lane ropes")), said


def test_each_rule_item_of_a_bulleted_memo_is_a_note_of_its_own(rg, kb, code_repo, tmp_path):
    # the session touches both rules (an item nothing of the work names is no note of it: cap42)
    did = "I'll require two coaches on youth sessions and stop selling day passes after 21:00."
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, BULLETS, "app/youth/booking.py", did)))
    notes = [KB.open(kb).get(i) for i in out["captured"]]
    said = [n.fields().get("rule", "") for n in notes]
    assert any("two checked coaches, never one" in r for r in said), said
    assert any("no day passes sold after 21:00" in r.lower() for r in said), said
    assert not any("cafe machine" in r or "lead area" in r for r in said), said


def test_a_memo_of_news_with_trigger_words_is_no_rule(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, NEWS, "config/depots.py")))
    assert not rules(out), out["signals"]
    assert not out["captured"], out


SHORT = ("add the nightly tide export to jobs/tides.py. never publish a tide table without the chart datum, the harbour "
         "master rejects it. and every height always goes out in metres with one decimal, two skippers misread the "
         "feet column last winter")
SHORT_SPEC = ("add the nightly tide export to jobs/tides.py. never publish a tide table without the chart datum, the harbour "
              "master rejects it. it runs only on weekdays, because the harbour office is closed at weekends. the old "
              "exporter always crashed on leap days, which is why nobody used it")


def test_a_short_task_message_with_two_rules_gives_two_notes(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, SHORT, "jobs/tides.py")))
    said = [KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]]
    assert any("without the chart datum" in r for r in said), said
    assert any("every height always goes out in metres" in r.lower() for r in said), said
    assert len([r for r in said if "metres" in r]) == 1, said  # one lesson, one note


def test_a_short_task_messages_spec_of_the_feature_or_a_past_fault_is_no_second_rule(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, SHORT_SPEC, "jobs/tides.py")))
    said = " ".join(KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]).lower()
    assert "without the chart datum" in said, said
    assert "weekdays" not in said and "leap days" not in said, said


BAKERY = """from Ines, our head baker, for the label generator (src/labels/allergens.py):

---
morning all, a few notes before the easter rush.

the hot cross buns sold out by ten every day last week, please keep the proofing cabinet doors shut and never leave the flour bins open overnight, the mice get in. Jonas is off from the 3rd.

on the paperwork side: the allergen label always takes the recipe from the current batch sheet, never from the product card, because the cards are years old and the new seeded loaf has sesame.

the walk-in fridge is making a noise again, the engineer comes on tuesday.

thank you for a lovely quarter.
---

the allergen bit is the one that matters today"""


def test_a_memo_item_of_the_shop_floor_is_no_note_of_the_coding_task(rg, kb, code_repo, tmp_path):
    """A memo pasted with a coding task holds rules of the shop floor as well (heldout41 p07: "please keep the
    testers topped up and do not leave the tester caps off overnight, ..."): an item leads a note only when its
    norm shares a word with the task's own words around the memo or with what the session then said, touched
    or read (cap42)."""
    lines = [rec("user", BAKERY, cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/labels/allergens.py", "I'll read the recipe from the current batch sheet."),
             rec("assistant", "The allergen label now takes the recipe from the current batch sheet."),
             rec("user", "great, thanks"),
             rec("assistant", "You're welcome.")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    notes = [KB.open(kb).get(i) for i in out["captured"]]
    said = " ".join(n.title + " " + n.fields().get("rule", "") + " " + n.fields().get("key_insight", "")
                    for n in notes).lower()
    assert "batch sheet" in said, said
    assert "flour" not in said and "proofing" not in said, said


DASHED = """Tour committee notes from Tuesday, pasted for you - the script bit is at the end.

* Coach booked with Harbour Travel, departs 6:30 from school gates.
* Every child on the tour must have a signed medical form before the deposit is accepted - the hostel and the insurer both ask for it at check-in.
* Raffle raised £640, thank you all.
* The forms script keeps putting every child on nobody's list, see Ewan.

Script: count_forms.py says 31 children have all their forms but Naomi counted 27 by hand."""


def test_a_memo_items_why_after_a_dash_makes_it_a_rule_and_what_keeps_going_wrong_is_none(rg, kb, code_repo, tmp_path):
    """heldout60 (read, cap88): an item whose why follows a dash ("... before the deposit is accepted - the hostel and
    the insurer both ask for it") was no rule item; "the rota script keeps putting Sundays on nobody" was one (its
    "nobody")."""
    did = "I'll count each child once, by their forms."
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, DASHED, "count_forms.py", did)))
    said = [KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]]
    assert any("must have a signed medical form before the deposit is accepted" in r for r in said), said
    assert not any("keeps putting" in r for r in said), said


LISTED = """the bulletin from the area manager, the bits for the till are in there somewhere:

AREA BULLETIN - December
Reminder that the Christmas jumper day is 12 Dec, wear yours on shift.
Safety: we do not sell car seats, cycle helmets or motorbike helmets in any shop, we cannot know if they've been in a crash. Please bin them.
New volunteer induction dates are on the noticeboard.

the till is till/blocked.py"""


def test_a_memo_norm_keeps_the_list_its_comma_goes_on_with(rg, kb, code_repo, tmp_path):
    """heldout53 h05 (read): "we do not sell car seats, cycle helmets or motorbike helmets in any shop, we cannot
    know ..." was cut at its first comma ("We do not sell car seats"), the rest of the list read as why (cap92)."""
    did = "I'll block car seats, cycle helmets and motorbike helmets on the till."
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, LISTED, "till/blocked.py", did)))
    said = [KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]]
    assert any("car seats, cycle helmets or motorbike helmets in any shop" in r for r in said), said


PRACTICE = ("rules for the booking app, pls keep to them: max 8 pupils per instructor in the water, that's our insurance. "
            "and no lessons booked when the tide table says spring low within an hour of the start, the rocks at the north "
            "end come out. we never give away the wetsuit deposit, the suits come back torn. and renewals are due on 1 "
            "September for everyone, not on the anniversary of joining, because the committee can't chase people all year. "
            "now - it let 11 into saturday 10am with one instructor")


def test_a_task_messages_rules_of_practice_are_rules(rg, kb, code_repo, tmp_path):
    """heldout59 (read, cap95): a norm whose condition holds a failure word ("when the tide table says ..."), one whose
    subject is people ("we never give away ..."), and one bound by "for everyone" were no rule of the task message."""
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, PRACTICE, "lib/ratio.ex", "I'll cap the ratio.")))
    said = " ".join(KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]).lower()
    assert "no lessons booked when the tide table says spring low" in said, said
    assert "renewals are due on 1 september for everyone" in said, said


DATED = """notes from the committee for the junior booking page, the booking bit is what matters:

- The cafe reopens from January, new hours on the door.
- Welfare: from January no photo of a junior goes on the website unless a parent has ticked consent, because of the
  safeguarding audit in the spring.
- From this season no coach runs a junior session until their DBS check is on file, that's a condition of the insurer.
- The minibus is back from the garage.
- Subs stay at £40.

the booking page is app/junior/booking.py"""


def test_a_memo_rule_from_a_start_date_is_a_rule(rg, kb, code_repo, tmp_path):
    """"from January no photo of a junior goes ...", "From this season no coach runs ...": the start date leads the
    rule, the prohibition is its norm (cap105); news from a date ("The cafe reopens from January") stays news."""
    did = "I'll hide junior photos without consent and block coaches without a DBS check on file from junior sessions."
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, DATED, "app/junior/booking.py", did)))
    said = [n.fields().get("rule", "") for n in (KB.open(kb).get(i) for i in out["captured"])]
    assert any("no photo of a junior goes on the website" in r.lower() for r in said), said
    assert any("no coach runs a junior session until their dbs check is on file" in r.lower() for r in said), said
    assert not any("cafe" in r.lower() or "minibus" in r.lower() for r in said), said


LABELLED = ("two things about the volunteer rota: only parents with a current DBS check can do the friday stall inside "
            "the school gates, the head won't let anyone else in during school hours. and no volunteer gets more than 2 "
            "slots a month, we burned out three people last year. now, the generator in src/rota.py gives the same 4 "
            "people every friday")
LABELLED_TASK = ("the rota generator in src/rota.py: it gives the same 4 people every friday, which is why people "
                 "complain. and no volunteer gets more than 2 slots a month, we burned out three people last year.")


def test_a_short_task_messages_first_rule_after_a_label_is_a_rule_too(rg, kb, code_repo, tmp_path):
    """"two things about the volunteer rota: <rule>, <why>. and <rule>, <why>.": the label announces the rules,
    the first sentence holds the first of them (cap106); a label before the task's fault is still no rule."""
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, LABELLED, "src/rota.py")))
    said = [KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]]
    assert any("only parents with a current dbs check" in r.lower() for r in said), said
    assert any("no volunteer gets more than 2 slots a month" in r.lower() for r in said), said
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, LABELLED_TASK, "src/rota.py"), "t.jsonl"))
    said = " ".join(KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]).lower()
    assert "same 4 people" not in said, said
