"""Talk that sounds like a lesson (branch prec20), through ``reflectgit capture transcript``: banter,
thanks, the speaker's own plans and farewells that address no code capture nothing, with the learned
second opinion on or off; a real rule typed between them still does; an agent recap that restates a
cause it already stated is not a second lesson."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_capture_complete import captured, edit, run, write
from test_capture_session import rec

from reflectgit.capture import chat
from reflectgit.kb import KB

CHAT = ["nope, thanks a ton, you saved my evening 🙏",
        "no I'm going to do that myself tonight, I should probably get some sleep first though",
        "not yet. btw the coffee machine is broken again, never drinking that stuff again",
        "you too, don't work too hard",
        # heldout9/10 (spent): a past tense reports what happened; "don't ask me how" is an idiom
        "someone's shin pad broke and the ref fixed it with tape. don't ask me how that counts as legal",
        "Fixed it with a hair tie instead of stopping",
        "Dont bother with the lint warnings now, CI runs it overnight anyway",
        "It was a wrong-env-var kind of week honestly",
        "that's all for seo, thanks!"]
RULE = ("haha thanks. oh, always add new columns to the end of the select list in etl/daily.sql, "
        "the downstream loader maps columns by position")


def chatty_session(cwd: Path, lines: list[str]) -> list[str]:
    out = [rec("user", "add the region column to etl/daily.sql", cwd=str(cwd)),
           *edit(cwd, "e1", "etl/daily.sql", "Added `region` to the select list.")]
    for i, line in enumerate(lines):
        out += [rec("user", line), rec("assistant", ["Ha, understandable. Anything else before the weekend?",
                                                     "Noted. Want me to draft the announcement?"][i % 2])]
    return out


@pytest.mark.parametrize("model", ["0", "1"])
def test_a_chatty_session_captures_nothing(rg, kb, code_repo, tmp_path, monkeypatch, model):
    monkeypatch.setenv("REFLECTGIT_CAPTURE_MODEL", model)
    out, _ = captured(rg, kb, write(tmp_path, chatty_session(code_repo, CHAT)))
    assert out["captured"] == [], out["signals"]
    assert not [s for s in out["signals"] if s["kind"] in ("correction", "rule", "decision")]


@pytest.mark.parametrize("model", ["0", "1"])
def test_a_real_rule_among_the_chat_is_still_captured(rg, kb, code_repo, tmp_path, monkeypatch, model):
    monkeypatch.setenv("REFLECTGIT_CAPTURE_MODEL", model)
    out, notes = captured(rg, kb, write(tmp_path, chatty_session(code_repo, [CHAT[0], RULE, CHAT[2]])))
    assert len(out["captured"]) == 1
    note = next(iter(notes.values()))
    assert "end of the select list" in note["rule"] and "by position" in str(note)


def test_an_agent_recap_of_its_cause_is_not_a_second_lesson(rg, kb, code_repo, tmp_path):
    cause = ("The root cause is that `created_at` is stored in UTC and `day_of` takes its date without converting "
             "to the hotel's timezone, so a booking at 23:30 local time lands on the next UTC day.")
    lines = [rec("user", "bookings made right before midnight show up on the wrong day in the admin list", cwd=str(code_repo)),
             rec("assistant", cause),
             *edit(code_repo, "e1", "booking/admin.py", "Converting with astimezone."),
             rec("user", "nice, that was it"),
             rec("assistant", "Summary of the session: the root cause was that created_at is stored in UTC and "
                              "day_of took its date without converting to the hotel's timezone.")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    assert [s["kind"] for s in out["signals"]].count("root_cause") == 1
    assert len(out["captured"]) == 1
    assert "23:30" in KB.open(kb).get(out["captured"][0])["problem"]  # the finding, not the recap


@pytest.mark.parametrize("text, did, is_chat", [
    ("nope, thanks a ton 🙏", "Anything else before the weekend?", True),
    ("I'll always run it twice before the demo", "Should I write a checklist?", True),
    ("No, that's wrong, revert it", "Edited the file.", False),  # no mark of conversation: still a correction
    ("thanks! never log the Authorization header in gateway/", "", False),  # names code
    ("haha ok but never ship the preview build", "I built the preview bundle.", False),  # names what the agent did
    # heldout55 (read): the thanks is for the work done, what follows is read on its own (cap72) ...
    ("perfect. oh and the 60% over 8 weeks is league policy, don't ever change it without the training committee",
     "Tilly is eligible again (71%).", False),
    # ... unless it is too short to be more than talk, or is talk itself
    ("perfect!! never change", "Done.", True),
    ("great. never again am i doing the nativity with a real donkey lol", "Done.", True),
    ("cool, thanks. no more for today", "Anything else?", True),
])
def test_chat_is_talk_that_addresses_no_code(text, did, is_chat):
    assert chat.is_chat(text, did) is is_chat


def _idle_session(cwd: Path, said: str, command: str) -> list[str]:
    return [rec("user", "morning, no coding today, I'm stuck in planning", cwd=str(cwd)),
            rec("assistant", "Morning! Want me to look at anything meanwhile?"),
            rec("user", "just show me what got merged yesterday"),
            *run("t1", "9c1e2f0 Bump axios", command),
            rec("assistant", "One merge: an axios bump."),
            rec("user", said)]


IDLE_TALK = "we should stop asking trivia in interviews, they're wrong for the role; instead do a system design chat"


def test_a_session_that_changes_nothing_keeps_no_talk(rg, kb, code_repo, tmp_path):
    """cap20c: the agent edited nothing and ran only a look (git log): what the person says is talk."""
    out, _ = captured(rg, kb, write(tmp_path, _idle_session(code_repo, IDLE_TALK, "git log --oneline --since=yesterday")))
    assert out["captured"] == [], out["signals"]


def test_the_same_words_after_the_agent_acted_are_still_judged(rg, kb, code_repo, tmp_path):
    """A command that acts (a push) makes the session work: its user turns are read as before."""
    said = "never plain --force on shared branches; use --force-with-lease instead, a plain force push drops her commits"
    out, notes = captured(rg, kb, write(tmp_path, _idle_session(code_repo, said, "git push --force")))
    assert out["captured"], out["signals"]
    assert "--force-with-lease" in str(notes)


@pytest.mark.parametrize("said, command", [
    ("from now on, always use pnpm, never npm, in this repo: npm breaks the workspace lockfile", "git log -1"),
    ("never plain --force on shared branches; use --force-with-lease instead, a plain force push drops her commits",
     "git status"),
])
def test_a_rule_about_code_in_a_session_that_changed_nothing_is_kept(rg, kb, code_repo, tmp_path, said, command):
    """Only talk is dropped where the agent has done nothing yet: a rule that speaks of code (a tool, a
    flag, the repo) is a lesson wherever it is said."""
    out, _ = captured(rg, kb, write(tmp_path, _idle_session(code_repo, said, command)))
    assert len(out["captured"]) == 1, out["signals"]


@pytest.mark.parametrize("command", ["echo 'LOG_LEVEL=debug' > .env", "find . -name '*.pyc' -delete", "git branch -D old"])
def test_a_look_that_writes_is_work(command):
    """A redirection, find's -delete, a forced branch delete: the session did something."""
    from reflectgit.capture.session import idle
    from reflectgit.capture.transcript import Turn

    turns = [Turn(0, "user", "tidy up")] + [Turn(1, "assistant", "", "Bash", {"command": command})]
    assert not idle(turns)
    assert idle([Turn(0, "user", "tidy up"), Turn(1, "assistant", "", "Bash", {"command": "git log -3"})])
    assert not idle([Turn(0, "user", "tidy up"), Turn(1, "assistant", "", "Task", {"prompt": "fix retries"})])


def test_a_correction_of_the_agents_plan_before_it_acts_is_kept(rg, kb, code_repo, tmp_path):
    """The agent has changed nothing yet, but it said what it would do: correcting a plan before it
    runs is a correction all the same (the idle-session rule must not swallow it)."""
    rule = ("Always queue the customer emails through the mailer outbox, never send them inline in the job, "
            "because the SMTP relay rate-limits us.")
    lines = [rec("user", "send the overdue invoice reminders from the nightly job", cwd=str(code_repo)),
             rec("assistant", "I'll loop over the overdue invoices and send each reminder right away."),
             rec("user", rule),
             rec("assistant", "Understood.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert len(out["captured"]) == 1, out["signals"]
    assert "mailer outbox" in str(notes) and "rate-limits" in str(notes)
    # the same words with no plan to answer stay talk in a session that changed nothing
    idle_out, _ = captured(rg, kb, write(tmp_path, _idle_session(code_repo, rule, "git log -1"),
                                        name="idle.jsonl"))
    assert idle_out["captured"] == []


def test_a_freeze_until_a_date_is_no_lesson(rg, kb, code_repo, tmp_path):
    """"dont change X before boxing day" ends on its own: six chat sessions of heldout5 and heldout45-48 say it (the
    capture model's second opinion dropped those), and heldout50's kept it as a correction (branch cap61). A freeze
    named by its condition, not a date, still teaches ("dont merge before the tests pass")."""
    lines = [rec("user", "you ever eaten an oyster? no of course you havent. never again am i shucking 300 for a wedding "
                         "with a blunt knife", cwd=str(code_repo)),
             rec("assistant", "I haven't! 300 with a blunt knife sounds like a hand-cramping afternoon though."),
             rec("user", "always the same with weddings, the bride wants them opened at the table. dont change the shop "
                         "before the christmas orders go out btw, Kirsty would kill me"),
             rec("assistant", "I'll leave the shop alone until after Christmas."),
             rec("user", "ha cheers. the seals were back on the trestles this morning, cheeky"),
             rec("assistant", "They know where the good stuff is.")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    assert not out["captured"], out["signals"]


def test_a_freeze_only_its_reason_dates_still_teaches():
    from reflectgit.capture import grammar

    assert grammar.frozen_until("dont change the till before boxing day btw")
    assert not grammar.frozen_until("dont merge before the tests pass, main has to stay green")
    assert not grammar.frozen_until("put it in the tuesday slot not friday, if it lands on a friday nobody is on "
                                    "till monday")


def test_a_rule_after_thanks_for_the_work_is_kept(rg, kb, code_repo, tmp_path):
    """heldout55 r09: "perfect." opened the turn, so the rule after it was read as talk and dropped (cap72)."""
    lines = [rec("user", "the eligibility page says tilly cant play, she came to every practice", cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/eligibility.jl", "Cancelled practices counted as absences; leaving them out."),
             rec("assistant", "Tilly is eligible again (71%)."),
             rec("user", "perfect. oh and the 60% over 8 weeks is league policy, don't ever change it without the "
                         "training committee, people will ask you to"),
             rec("assistant", "Noted: 60% over 8 weeks stays unless the training committee changes it.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert any("don't ever change it" in s["evidence"] for s in out["signals"]), out["signals"]
    assert any("training committee" in n["rule"] for n in notes.values() if n.get("rule")), out
