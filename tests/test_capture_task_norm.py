"""A norm stated with the task as how things are done, with what makes it one after it, is a rule (branch
cap34, from heldout20-30's misses in the message that sets the task, nothing fired): "segment duration must
stay at 6s: the CDN cache rules ... are tuned for 6", "entries are never edited or deleted in place: ...",
"a load is never released while its spore test is pending, ... if a BI comes back positive we recall ...", also
after a pasted log. A report of what the code does in the same shape ("the export always fails on the first
run") and a bare norm with nothing said for it are no rule.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, rec, run, task_only_session, write

from reflectgit.kb import KB

LOG = ("here's the end of last night's run:\n\n```\n[pack] segment 0001.m4s 2.0s\n[pack] segment 0002.m4s 2.0s\n"
       "[pack] done, 1800 segments\n```\n\n")


def session(cwd, task: str) -> list[str]:
    return [rec("user", task, cwd=str(cwd)),
            *run("r1", "packaged 300 segments", command="./package.sh in/lecture.mp4"),
            rec("assistant", "Switched package.sh to CMAF and ran it on the lecture file."),
            rec("user", "thanks, looks good"),
            rec("assistant", "Great.")]


def rules(out: dict) -> list[dict]:
    return [s for s in out["signals"] if s["kind"] in ("rule", "correction")]


@pytest.mark.parametrize("task,said", [
    ("please switch package.sh to CMAF output so one set of segments serves both HLS and DASH. segment duration "
     "must stay at 6s: the CDN cache rules and the player's buffer goal are tuned for 6, with 2s segments the "
     "origin got hammered last spring", "segment duration must stay at 6s"),
    (LOG + "the segments come out at 2s again. and while you're in there: the manifest is never rewritten in "
     "place, the CDN would serve half of the old one to players that are mid-download", "never rewritten in place"),
    ("add a re-package button to the admin page. published packages are never deleted, because the archive "
     "links to them by id", "published packages are never deleted"),
])
def test_a_norm_stated_with_the_task_and_why_is_a_rule(rg, kb, code_repo, tmp_path, task, said):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert any(said.lower() in s["evidence"].lower() for s in rules(out)), out["signals"]
    assert out["captured"], out


@pytest.mark.parametrize("task", [
    "the packager is broken. the manifest always fails to validate on the first run, the player shows an error",
    "switch package.sh to CMAF output. segment duration must stay at 6s.",
    "switch package.sh to CMAF output. it always takes the first audio track, check that too",
])
def test_a_report_in_a_norms_shape_or_a_bare_norm_is_no_rule(rg, kb, code_repo, tmp_path, task):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert not [s for s in rules(out) if s.get("detail", {}).get("by") != "meaning"], out["signals"]


@pytest.mark.parametrize("task, rules", [
    ("firmware for the wheelchair lift. Two rules that are not negotiable: the lift never moves while the side door "
     "sensor says open, and the stop button cuts power to the motor directly, it is never just a message. The bug: "
     "the lift creeps down after it reaches the top. src/lift.c",
     ["the lift never moves while the side door sensor says open", "the stop button cuts power to the motor directly"]),
    ("sync script rules before you start, these matter: never run the sync during opening hours, the borrowers share "
     "the 4G. and it must never delete loans that havent reached the server yet, those are the only record. problem: "
     "since friday the sync runs at 11am. bin/sync.sh",
     ["never run the sync during opening hours", "it must never delete loans that havent reached the server yet"]),
])
def test_each_rule_the_user_labels_as_one_leads_a_note(rg, kb, code_repo, tmp_path, task, rules):
    """heldout51 (branch cap63): "Two rules that are not negotiable: A, and B", "these matter: A. and B" - the phrase
    readers took one of them at most."""
    out, _ = captured(rg, kb, write(tmp_path, task_only_session(code_repo, task)))
    said = " ".join(s["evidence"].lower() for s in out["signals"] if s["kind"] == "rule")
    assert all(r in said for r in rules), out["signals"]


def test_a_labelled_rule_a_phrase_reader_found_too_leads_its_own_note(rg, kb, code_repo, tmp_path):
    """heldout55 (read, cap75): the phrase readers found the second labelled rule as well, and the message's other
    signal led its note: the second rule was read as that note's reason and had no note of its own."""
    task = ("Hello, I'm the bookings secretary. Two rules the committee agreed: no booking may end after 11pm, that's "
            "the premises licence. And the hall is never double booked with the playgroup, the lease says so. The "
            "problem is the calendar let someone book a party until half past midnight. src/booking.gleam")
    out, notes = captured(rg, kb, write(tmp_path, task_only_session(code_repo, task)))
    kept = [str(KB.open(kb).get(i).fields().get("rule") or "").lower() for i in out["captured"]]
    assert any("no booking may end after 11pm" in r for r in kept), kept
    assert any("never double booked with the playgroup" in r for r in kept), kept

