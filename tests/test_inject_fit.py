"""Per-prompt injection takes only what fits the prompt (issue 20, "inject only what fits"),
through ``reflectgit agent hook UserPromptSubmit`` with Claude Code's JSON on stdin: the issue's
example, prompts too short to recall for, tail hits that share little with the prompt, the
note cap, and the ``REFLECTGIT_INJECT_*`` settings, on the in-process path and the warm server's.
These are the hand-written rules' tests (``REFLECTGIT_INJECT_PICKER=rules``); the learned picker, which
reads the rules' choice as one of its measures and is the default, is tested in test_inject_picker.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_cli
from test_agent import hook

PROJECT = "agents-in-a-box"
FLAKY = "Patch time.time with monkeypatch instead of sleeping in timing tests"
CLOCK = "Freeze the clock in test_expired with freezegun"
CACHE = "Give each CI job its own pip cache directory"  # a fix only: not a rule shown at session start
BASE64 = "Compress before base64-encoding large payloads"
POOL = "Size the redis pool to peak concurrency"
ISSUE_PROMPT = "test_expired fails about 1 in 5 runs on CI"


@pytest.fixture(autouse=True)
def rules_picker(monkeypatch) -> None:
    """The hand-written rules decide, in this process and in the hook processes it starts."""
    monkeypatch.setenv("REFLECTGIT_INJECT_PICKER", "rules")


@pytest.fixture
def notes(rg, kb) -> None:
    """Two notes about the flaky test (rules, so SessionStart shows them), and three that are not
    rules: one sharing a word or two with the flake ("CI runners"), two sharing nothing."""
    where = ["--project", PROJECT, "--branch", "main"]
    rg("add", "--title", "test_expired is flaky on slow CI runners", "--rule", FLAKY, "--confidence", "HIGH",
       "--tags", "tests,flaky", *where)
    rg("add", "--title", "test_expired needs a frozen clock", "--rule", CLOCK + "; CI runners are slow", "--tags", "tests",
       *where)
    rg("add", "--title", "CI runners share one cache volume", "--fix", CACHE, *where)
    rg("add", "--title", "base64 inflates payloads", "--fix", BASE64, *where)
    rg("add", "--title", "Redis pool exhaustion under burst load", "--fix", POOL, *where)
    rg("reindex")


def prompt(code_repo: Path, session: str, text: str, env: dict | None = None) -> str:
    """What the hook injects for ``text`` ('' when it prints nothing), as Claude Code sends it."""
    res = hook("UserPromptSubmit", {"session_id": session, "transcript_path": "", "cwd": str(code_repo),
                                    "hook_event_name": "UserPromptSubmit", "prompt": text}, code_repo, env=env)
    assert res.returncode == 0, res.stderr
    if not res.stdout.strip():
        return ""
    out = json.loads(res.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "UserPromptSubmit"
    return out["additionalContext"]


def lessons(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("- [")]


def test_the_issues_example_injects_nothing_new_once_the_flake_notes_were_shown(notes, code_repo):
    start = hook("SessionStart", {"session_id": "s-flake", "cwd": str(code_repo), "hook_event_name": "SessionStart"},
                 code_repo)
    shown = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert FLAKY in shown and CLOCK in shown and CACHE not in shown and BASE64 not in shown
    # the relevant notes are in the context already: no leftover is brought in behind them
    assert prompt(code_repo, "s-flake", ISSUE_PROMPT) == ""


def test_tail_hits_that_share_little_with_the_prompt_are_dropped(notes, code_repo):
    text = prompt(code_repo, "s-fresh", ISSUE_PROMPT)
    assert FLAKY in text and CLOCK in text
    # "CI runners" shares two of the prompt's words and passes the gate's floors, not the evidence floor
    assert CACHE not in text and BASE64 not in text and POOL not in text
    assert len(lessons(text)) == 2
    # looser settings let in a note that shares a specific word ("pip"); the gate's floors still keep
    # out the hits that share nothing
    looser = prompt(code_repo, "s-loose", ISSUE_PROMPT + ", maybe the pip cache", env={
        "REFLECTGIT_INJECT_MIN_EVIDENCE": "0.5", "REFLECTGIT_INJECT_GAP": "0.5"})
    assert CACHE in looser and BASE64 not in looser and POOL not in looser


def test_a_prompt_of_one_word_injects_nothing(notes, code_repo):
    assert prompt(code_repo, "s-word", "concurrency?") == ""
    assert prompt(code_repo, "s-thanks", "thanks!!!!!!") == ""
    assert POOL in prompt(code_repo, "s-word-1", "concurrency?", env={"REFLECTGIT_INJECT_MIN_WORDS": "1"})


def test_the_gap_counts_notes_already_shown_and_the_cap_holds(notes, code_repo):
    slow = "CI runners are slow today"
    fresh = prompt(code_repo, "s-fresh", slow)
    assert FLAKY in fresh and CLOCK in fresh and CACHE not in fresh  # the third trails the best by too much
    # "CI runners" are in three of the five notes: a weak sign on its own (BM25 gives it next to
    # nothing, and fusion by score keeps that: it scores ~0.3 of the best; its evidence is under
    # half the best's), let in by a lower floor and a wider gap
    wide = {"REFLECTGIT_INJECT_GAP": "0.25", "REFLECTGIT_INJECT_MIN_EVIDENCE": "0.5"}
    widest = lessons(prompt(code_repo, "s-wide", slow, env=wide))
    assert len(widest) == 3
    [only] = lessons(prompt(code_repo, "s-cap", slow, env={**wide, "REFLECTGIT_INJECT_MAX_NOTES": "1"}))
    assert only == widest[0] and (FLAKY in only or CLOCK in only)  # the cap keeps the note that fits best
    # SessionStart showed the two flake notes: the trailing note is measured against them, not
    # promoted to "best" because it is the only one not shown yet
    hook("SessionStart", {"session_id": "s-seen", "cwd": str(code_repo)}, code_repo)
    assert prompt(code_repo, "s-seen", slow) == ""
    assert lessons(prompt(code_repo, "s-seen", slow, env=wide)) == [line for line in lessons(prompt(
        code_repo, "s-wide-2", slow, env=wide)) if CACHE in line]


def test_a_setting_that_does_not_parse_falls_back_to_its_default_and_doctor_names_it(rg, notes, code_repo):
    typos = {"REFLECTGIT_INJECT_MIN_EVIDENCE": "high", "REFLECTGIT_INJECT_MAX_NOTES": "-2"}
    text = prompt(code_repo, "s-typo", ISSUE_PROMPT, env=typos)
    assert FLAKY in text and CACHE not in text  # the hook still answers, with the defaults
    report = rg.json("doctor", env=typos)
    named = {f["field"]: f for f in report["findings"] if f["path"] == "environment"}
    assert set(named) == set(typos) and report["ok"]  # warnings: the KB itself is fine
    assert "'high' is not a number" in named["REFLECTGIT_INJECT_MIN_EVIDENCE"]["message"]
    assert "from 0 to 100" in named["REFLECTGIT_INJECT_MAX_NOTES"]["fix"]
    assert "environment field 'REFLECTGIT_INJECT_MIN_EVIDENCE'" in rg("doctor", env=typos).output
    # review13: these two raised a ValueError traceback from every command that writes
    typos = {"REFLECTGIT_LOCK_TIMEOUT": "abc", "REFLECTGIT_MAX_NOTE_BYTES": "abc", "REFLECTGIT_INJECT_MAX_TOKENS": "x"}
    assert rg.json("add", "--title", "Written with typos in the settings", env=typos)["id"]
    named = {f["field"] for f in rg.json("doctor", env=typos)["findings"] if f["path"] == "environment"}
    assert named == set(typos)
    assert FLAKY in prompt(code_repo, "s-typo2", ISSUE_PROMPT, env=typos)


@pytest.mark.slow
def test_the_warm_server_picks_exactly_what_the_hook_process_picks(notes, kb, code_repo):
    env = {"REFLECTGIT_DAEMON": "1", "REFLECTGIT_DAEMON_IDLE": "120"}
    start = run_cli("daemon", "start", cwd=code_repo, env=env)
    assert start.returncode == 0 and "running" in start.stdout, start.stderr
    try:
        for i, (text, extra) in enumerate([(ISSUE_PROMPT, {}), ("CI runners are slow today", {"REFLECTGIT_INJECT_MAX_NOTES": "2"}),
                                           ("concurrency?", {}), ("concurrency?", {"REFLECTGIT_INJECT_MIN_WORDS": "1"}),
                                           # a cosmetic request, and the same request saying more
                                           ("add a docstring to test_expired in tests/test_itsdangerous/test_timed.py", {}),
                                           ("add a docstring to test_expired; it flakes on slow CI runners", {})]):
            served = prompt(code_repo, f"served-{i}", text, env={**env, **extra})
            local = prompt(code_repo, f"local-{i}", text, env={**extra, "REFLECTGIT_DAEMON": "0"})
            assert served == local, (text, served, local)
    finally:
        run_cli("daemon", "stop", cwd=code_repo, env=env)


# -- capture20: evidence from what a note teaches, not the session it quotes ----------------

def captured_session(rg, code_repo: Path, tmp_path: Path) -> None:
    """A captured session: a failing test fixed (a test-fix note), then the user's rule (a rule
    note); both notes quote the session, chit-chat included, in their bodies."""
    from test_capture_complete import edit, run, write
    from test_capture_session import rec

    cwd = str(code_repo)
    lines = [rec("user", "the invoice export drops rows with a null customer, fix it", cwd=cwd),
             *run("r1", "FAILED tests/test_export.py::test_null_customer_rows - KeyError: 'customer'\n1 failed, 4 passed"),
             rec("assistant", "The export indexes rows by customer and a null customer raises KeyError."),
             *edit(code_repo, "e1", "billing/export.py"),
             *run("r2", "5 passed in 0.3s"),
             rec("user", "Never drop invoice rows silently in billing exports; write them to the rejects table "
                         "because finance reconciles every row."),
             rec("assistant", "Understood."),
             rec("user", "thanks, that's all for today! the weather is lovely, perfect for a walk")]
    rg("capture", "transcript", str(write(tmp_path, lines)), "--project", PROJECT, "--branch", "main")
    rg("reindex")


def test_chit_chat_and_words_only_the_quoted_session_holds_inject_nothing(rg, kb, code_repo, tmp_path):
    captured_session(rg, code_repo, tmp_path)
    for i, text in enumerate(["thanks, that's all for today!", "great, works now, thanks!", "ok cool, thank you so much",
                              "the weather is lovely today, perfect for a walk"]):
        assert prompt(code_repo, f"s-chat-{i}", text) == "", text
    assert "rejects table" in prompt(code_repo, "s-rows", "billing export: what do we do with invoice rows we can't export?")


def export_session(rg, code_repo: Path, tmp_path: Path) -> None:
    """A captured session that builds a feature (the invoice CSV export) at length and holds one
    rule about another concern (no customer emails in export files)."""
    from test_capture_complete import edit, run, write
    from test_capture_session import rec

    cwd = str(code_repo)
    lines = [rec("user", "build a CSV export of the monthly invoices in billing/export.py: one row per invoice with "
                         "number, date, customer, net, tax, gross and currency, header row first. finance opens it in "
                         "Excel, so semicolons as separators and a UTF-8 BOM please", cwd=cwd),
             rec("assistant", "I'll add export_month(year, month) that queries the invoices of that month and writes "
                              "them with csv.writer(delimiter=';') after a BOM."),
             *edit(code_repo, "e1", "billing/export.py"),
             *run("r1", "4 passed in 0.2s"),
             rec("assistant", "The export writes one row per invoice, header first, semicolon-separated with a BOM; "
                              "the monthly job calls it on the 1st."),
             rec("user", "looks good. one thing: never put customer email addresses in an export file, because exports "
                         "get mailed around outside the company and that is a GDPR breach"),
             rec("assistant", "Understood, I removed the email column.")]
    rg("capture", "transcript", str(write(tmp_path, lines, "export.jsonl")), "--project", PROJECT, "--branch", "main")
    rg("reindex")


def test_a_prompt_nearer_a_notes_story_than_its_lesson_loses_evidence(rg, kb, code_repo, tmp_path):
    """More work on the feature a session built is near that session's note in meaning (its vector
    holds the story) and far from its lesson: the evidence it brings falls, so at a floor the whole
    note's cosine would pass (0.9 here) it injects nothing. The lesson's own concern, in other
    words, still brings the lesson back."""
    export_session(rg, code_repo, tmp_path)
    floor = {"REFLECTGIT_INJECT_MIN_EVIDENCE": "0.9"}
    for i, text in enumerate(["the invoice export should use commas instead of semicolons for the new accounting tool",
                              "the monthly invoice export runs on the 1st, move it to the 2nd so late payments are in"]):
        assert prompt(code_repo, f"s-other-{i}", text, env=floor) == "", text
    text = prompt(code_repo, "s-concern", "can I add the customer's contact email to the dunning report file so "
                                          "finance can reach them?", env=floor)
    assert "email" in text.lower() and len(lessons(text)) == 1


def test_the_index_embeds_what_a_session_note_teaches_and_not_a_short_notes(rg, kb, code_repo, tmp_path):
    """What a captured note teaches is embedded when the index takes the note in (the hook reads it,
    no model runs while the user waits); a note whose body is shorter than its lesson is its lesson."""
    import sqlite3

    from reflectgit.teaches import taught, taught_key

    export_session(rg, code_repo, tmp_path)
    rg("add", "--title", "Pin the CSV dialect", "--rule", "Always pass dialect='excel' to csv.writer", "--project", PROJECT)
    rg("reindex")
    con = sqlite3.connect(kb / ".reflectgit" / "index.db")
    con.row_factory = sqlite3.Row
    notes = {r["title"]: r for r in con.execute("select * from notes")}
    stored = {r[0] for r in con.execute("select hash from embeddings where hash like 'taught:%'")}
    session = next(r for t, r in notes.items() if "email" in t.lower())
    assert taught_key(taught(session, files=False)) in stored
    assert taught_key(taught(notes["Pin the CSV dialect"], files=False)) not in stored


def test_evidence_loses_half_of_what_the_story_is_nearer_than_the_lesson_beyond_a_margin():
    from reflectgit.inject import COSINE_WEIGHT, STORY_MARGIN, evidence

    hit = {"taught": 0.2, "arm_scores": {"vector": 0.6}}
    assert evidence(hit, True) == pytest.approx(0.2 + COSINE_WEIGHT * 0.6)
    assert evidence({**hit, "teaches": 0.6 - STORY_MARGIN}, True) == evidence(hit, True)  # within the margin
    assert evidence({**hit, "teaches": 0.7}, True) == evidence(hit, True)  # the lesson nearer: nothing added
    far = 0.6 - STORY_MARGIN - 0.3
    assert evidence({**hit, "teaches": far}, True) == pytest.approx(0.2 + COSINE_WEIGHT * (0.6 - 0.15))
    assert evidence({**hit, "teaches": far}, False) == pytest.approx(0.4)  # no vector arm: words only


def test_a_test_fix_yields_to_the_lesson_of_the_same_session(rg, kb, code_repo, tmp_path):
    captured_session(rg, code_repo, tmp_path)
    text = prompt(code_repo, "s-yield", "invoice export rows with a null customer go missing in billing/export.py")
    assert "rejects table" in text and "test_null_customer_rows" not in text


# -- a test fix fits a prompt that names its test or a file it changed ------------------------

def captured_test_fix(rg, code_repo: Path, tmp_path: Path) -> None:
    """A captured session that only fixes a failing test: a test-fix note and no lesson."""
    from test_capture_complete import edit, run, write
    from test_capture_session import rec

    lines = [rec("user", "the csv importer crashes on blank lines in uploads, fix it", cwd=str(code_repo)),
             *run("r1", "FAILED tests/test_importer.py::test_blank_lines_are_skipped - IndexError: list index out "
                        "of range\n1 failed, 9 passed"),
             rec("assistant", "The importer splits every line and reads column 0 even when the line is blank."),
             *edit(code_repo, "e1", "importer/csv_reader.py"),
             *run("r2", "10 passed in 0.4s")]
    rg("capture", "transcript", str(write(tmp_path, lines, "fix.jsonl")), "--project", PROJECT, "--branch", "main")
    rg("reindex")


def test_a_test_fix_is_injected_only_for_a_prompt_that_names_its_test_or_file(rg, kb, code_repo, tmp_path):
    captured_test_fix(rg, code_repo, tmp_path)
    listed = rg("list", "--json").output
    assert "test_blank_lines_are_skipped" in listed  # the note names its test
    # about the same trouble in other words: the episode's detail does not fit
    assert "test_blank_lines_are_skipped" not in prompt(
        code_repo, "s-vague", "uploads with blank lines crash the csv importer again")
    for i, text in enumerate(["test_blank_lines_are_skipped fails again after the rebase",
                              "the importer/csv_reader.py split breaks on blank lines again"]):
        assert "test_blank_lines_are_skipped" in prompt(code_repo, f"s-named-{i}", text), text


def test_a_tail_hit_far_behind_the_best_in_evidence_is_dropped():
    """``pick`` (both hook paths decide through it): a hit that scores near the best in recall but
    fits the prompt with under ``REFLECTGIT_INJECT_GAP`` of the best one's evidence is a leftover."""
    from reflectgit.inject import pick

    def hit(i: str, score: float, taught: float, cosine: float) -> dict:
        return {"id": i, "score": score, "taught": taught, "overlap": 0.5, "arm_scores": {"vector": cosine}}

    hits = [hit("best", 1.0, 0.6, 0.6), hit("close", 0.95, 0.5, 0.55), hit("far", 0.9, 0.1, 0.5)]
    # evidence: best 0.6 + 1.5 * 0.6 = 1.5; close 1.325 (0.88 of it); far 0.85 (0.57 of it)
    assert pick("why does the payout worker keep querying after cancel", hits, set()) == ["best", "close"]


def test_code_names_are_what_a_prompt_can_name_a_test_fix_by():
    from reflectgit.query_text import identifiers

    assert identifiers("test_timestamp_max_age in test_timed.py fails") == {
        "test_timestamp_max_age", "test_timed.py", "test_timed"}
    assert identifiers("fix the matches.value_of calls in TestNamespacePrecedence") == {
        "matches.value_of", "value_of", "testnamespaceprecedence"}
    assert identifiers("bump to v3.0.0, e.g. tomorrow; the CI is slow") == frozenset()


# -- inj20c: a named test fix on a prompt about a test; notes of one episode go together ---------

def test_a_test_fix_the_prompt_names_stands_beside_the_lesson_of_its_session(rg, kb, code_repo, tmp_path):
    captured_session(rg, code_repo, tmp_path)
    # the prompt is about the failing test itself: the episode's detail is what it asks for
    text = prompt(code_repo, "s-test", "test_null_customer_rows fails again: invoice rows with a null customer "
                                       "vanish from the billing export")
    assert "test_null_customer_rows" in text  # before inj20c the rule note of the session stood in for it


def episode_hits() -> list[dict]:
    def hit(i: str, score: float, taught: float, cosine: float, episode: str | None) -> dict:
        return {"id": i, "score": score, "taught": taught, "overlap": 0.5, "arm_scores": {"vector": cosine},
                "episode": episode}

    # evidence: lead 1.5; sibling 1.2 (0.8 of it); stranger 1.2 (0.8); close stranger 1.4 (0.93); by hand 1.2
    return [hit("lead", 1.0, 0.6, 0.6, "s1"), hit("sibling", 0.95, 0.3, 0.6, "s1"), hit("stranger", 0.9, 0.3, 0.6, "s2"),
            hit("close", 0.9, 0.5, 0.6, "s3"), hit("by-hand", 0.9, 0.3, 0.6, "")]


def test_a_note_of_another_episode_trails_the_lead_only_when_it_fits_nearly_as_well(monkeypatch):
    from reflectgit.inject import pick

    monkeypatch.setenv("REFLECTGIT_INJECT_MAX_NOTES", "10")
    monkeypatch.setenv("REFLECTGIT_INJECT_GAP", "0.7")  # the siblings sit at 0.8 of the lead's evidence
    # the notes in go in order of evidence: "close" (1.4) before "sibling" (1.2)
    assert pick("why does the payout worker keep querying after cancel", episode_hits(), set()) == [
        "lead", "close", "sibling", "by-hand"]
    monkeypatch.setenv("REFLECTGIT_INJECT_OTHER_EPISODE", "0")  # off: the gap alone decides, as before
    assert len(pick("why does the payout worker keep querying after cancel", episode_hits(), set())) == 5


def two_sessions(rg, code_repo: Path, tmp_path: Path) -> None:
    """``captured_session`` and a second session whose rule shares a few words with it ("job",
    "customer"), captured into the same project."""
    from test_capture_complete import write
    from test_capture_session import rec

    captured_session(rg, code_repo, tmp_path)
    mail = "sess-mail"
    lines = [rec("user", "send the overdue invoice reminders from the nightly job", session=mail, cwd=str(code_repo)),
             rec("assistant", "I'll loop over the overdue invoices and send each reminder right away.", session=mail),
             rec("user", "Always queue the customer emails through the mailer outbox, never send them inline in the job, "
                         "because the SMTP relay rate-limits us.", session=mail),
             rec("assistant", "Understood.", session=mail)]
    rg("capture", "transcript", str(write(tmp_path, lines, "mail.jsonl")), "--project", PROJECT, "--branch", "main")
    rg("reindex")


TWO = "billing export job: what do we do with invoice rows we can't export for a customer?"
LOOSE = {"REFLECTGIT_INJECT_MIN_EVIDENCE": "0.3", "REFLECTGIT_INJECT_GAP": "0.3", "REFLECTGIT_INJECT_TRAIL_WORDS": "0"}


def test_the_hook_keeps_a_note_of_another_session_out_unless_it_fits_nearly_as_well(rg, kb, code_repo, tmp_path):
    """Through ``agent hook UserPromptSubmit``: how close a note of another session must come to
    the lead note's evidence is ``REFLECTGIT_INJECT_OTHER_EPISODE``."""
    two_sessions(rg, code_repo, tmp_path)
    both = lessons(prompt(code_repo, "s-both", TWO, env={**LOOSE, "REFLECTGIT_INJECT_OTHER_EPISODE": "0"}))
    assert len(both) == 2 and any("mailer outbox" in line for line in both) and any("rejects" in line for line in both)
    [lead] = lessons(prompt(code_repo, "s-lead", TWO, env={**LOOSE, "REFLECTGIT_INJECT_OTHER_EPISODE": "2"}))
    assert lead == both[0]  # the lead note's session stays; the other session's note does not ride along


def test_the_hook_keeps_a_trailing_note_that_shares_too_few_of_the_prompts_words_out(rg, kb, code_repo, tmp_path):
    """Through ``agent hook UserPromptSubmit``: a note behind the lead needs
    ``REFLECTGIT_INJECT_TRAIL_WORDS`` of the prompt's words (or one of its code names)."""
    two_sessions(rg, code_repo, tmp_path)
    loose = {**LOOSE, "REFLECTGIT_INJECT_OTHER_EPISODE": "0"}
    both = lessons(prompt(code_repo, "s-all", TWO, env=loose))
    assert len(both) == 2
    assert lessons(prompt(code_repo, "s-words", TWO, env={**loose, "REFLECTGIT_INJECT_TRAIL_WORDS": "0.9"})) == both[:1]


def test_a_trailing_note_needs_a_share_of_the_prompts_words_or_a_code_name(monkeypatch):
    from reflectgit.inject import pick

    monkeypatch.setenv("REFLECTGIT_INJECT_GAP", "0.7")  # the notes behind the lead sit at 0.7-0.8 of its evidence

    def hit(i: str, taught: float, cosine: float, names: int = 0) -> dict:
        return {"id": i, "score": 1.0, "taught": taught, "overlap": 0.5, "arm_scores": {"vector": cosine},
                "shared_names": names}

    # "near" is close in meaning (evidence 0.15 + 1.5 * 0.7 = 1.2) but holds few of the prompt's words
    hits = [hit("lead", 0.5, 0.6), hit("words", 0.3, 0.5), hit("near", 0.15, 0.7), hit("named", 0.1, 0.6, names=1)]
    text = "why does the payout worker keep querying after cancel"
    assert pick(text, hits, set()) == ["lead", "words", "named"]
    monkeypatch.setenv("REFLECTGIT_INJECT_TRAIL_WORDS", "0")
    assert pick(text, hits, set()) == ["lead", "near", "words"]  # off: the cap of 3 decides (in order of evidence)


# -- a question about reflectgit itself, and which note leads ----------------------------------

def test_a_question_about_reflectgit_itself_injects_nothing(notes, code_repo):
    """Through ``agent hook UserPromptSubmit``: a prompt naming the tool asks about the memory, not
    the code; the same words without the tool's name still get their lessons."""
    assert prompt(code_repo, "s-tool", "why does reflectgit show test_expired notes when CI runners are slow?") == ""
    assert prompt(code_repo, "s-tool-2", "which folder does reflectgit write its memory notes to?") == ""
    # what the tool does, named without its name (check12's "switch off the memory injection")
    assert prompt(code_repo, "s-tool-3", "how do I switch off the memory injection when CI runners are slow?") == ""
    assert prompt(code_repo, "s-tool-4", "can I see the notes you captured about test_expired today?") == ""
    assert FLAKY in prompt(code_repo, "s-code", "why does test_expired fail when CI runners are slow?")


def test_a_request_to_look_something_up_injects_nothing(notes, code_repo):
    """Through ``agent hook UserPromptSubmit``: "what does X say", "which files did ... touch",
    "explain what ... does" are answered from the repo, not from a lesson, though their nouns meet the
    project's notes; asking why something fails, or how to do it, still gets the lesson."""
    assert prompt(code_repo, "s-look", "what does test_expired say when CI runners are slow? just read it") == ""
    assert prompt(code_repo, "s-look-2", "explain what tests/test_itsdangerous/test_timed.py does with the clock") == ""
    assert prompt(code_repo, "s-look-3", "which files did the last two commits touch in the test_expired fix?") == ""
    assert FLAKY in prompt(code_repo, "s-why", "explain why test_expired fails when CI runners are slow")


def test_the_note_that_fits_the_prompt_best_leads(monkeypatch):
    """``pick`` (both hook paths decide through it): recall ranked "ranked" first, but "fits" holds
    more of the prompt's words and is closer in meaning; it leads, and the rules for the notes
    behind the lead (episode, words) are measured against it."""
    from reflectgit.inject import pick

    def hit(i: str, score: float, taught: float, cosine: float, episode: str = "s1") -> dict:
        return {"id": i, "score": score, "taught": taught, "overlap": 0.5, "arm_scores": {"vector": cosine},
                "episode": episode}

    monkeypatch.setenv("REFLECTGIT_INJECT_GAP", "0.7")  # "ranked" fits with 0.76 of the evidence of "fits"
    text = "the UART ring buffer in src/ringbuf.h should hold 300 bytes now"
    hits = [hit("ranked", 1.0, 0.48, 0.44), hit("fits", 0.95, 0.63, 0.58)]
    assert pick(text, hits, set()) == ["fits", "ranked"]
    # a note of another session trails the best fitting note only with 0.9 of its evidence
    hits = [hit("ranked", 1.0, 0.48, 0.44, "s2"), hit("fits", 0.95, 0.63, 0.58)]
    assert pick(text, hits, set()) == ["fits"]


def test_a_test_name_is_a_word_of_its_own():
    """Which code names a prompt gives are tests: "latest_version" or "inspect.py" are not."""
    from reflectgit.inject import _TESTY

    for name in ("test_timed.py", "InvoiceServiceTest", "spec/factories/customers.rb", "Reports.test.tsx", "TestRateLimiter_Burst"):
        assert _TESTY.search(name), name
    for name in ("latest_version", "inspect.py", "attestation", "respect_limits"):
        assert not _TESTY.search(name), name


# -- requests that leave what the code does as it was ---------------------------------------------

def test_a_cosmetic_request_gets_only_a_lesson_about_that_kind_of_change(rg, notes, code_repo):
    """Through ``agent hook UserPromptSubmit``: a docstring, a rename, a translation, a colour for
    test_expired shares the test's name with its lessons but asks nothing they answer; the same request
    saying more ("…; it flakes on slow CI runners") still gets them, and a lesson about docstrings
    answers a docstring request."""
    for i, text in enumerate(["add a docstring to test_expired in tests/test_itsdangerous/test_timed.py",
                              "rename test_expired to test_expired_signature in the timing tests",
                              "translate the test_expired failure message on slow CI runners into German",
                              "fix the typo in the test_expired docstring"]):
        assert prompt(code_repo, f"s-cosmetic-{i}", text) == "", text
    assert FLAKY in prompt(code_repo, "s-more", "add a docstring to test_expired; it flakes on slow CI runners")
    rg("add", "--title", "Docstrings in the test suite say why a test exists",
       "--rule", "A docstring on a test_expired-style timing test names the flake it guards against",
       "--project", PROJECT, "--branch", "main")
    rg("reindex")
    shown = prompt(code_repo, "s-docstring", "add a docstring to test_expired in tests/test_itsdangerous/test_timed.py")
    assert "Docstrings in the test suite" in shown and FLAKY not in shown
    # a note that only names the file the request is about (its session edited .gitignore) teaches
    # nothing about that kind of change
    rg("add", "--title", "Build output of the timing tests goes to build/", "--rule",
       "Point the test_expired timing runs at build/ so CI runners keep their caches", "--entity", ".gitignore",
       "--project", PROJECT, "--branch", "main")
    rg("reindex")
    assert prompt(code_repo, "s-gitignore", "generate a .gitignore for the test_expired timing runs") == ""


@pytest.mark.parametrize(("text", "cosmetic"), [
    ("add a docstring to get_patient in clinic_sync/fhir_client.py", True),
    ("rename ScanViewModel's lookup function to findProduct", True),
    ("rename InvoiceService.finalise to finalize, American spelling everywhere", True),
    ("please sort the imports in utils/format.py", True),
    ("change the bar colour in src/bars.js to the brand teal, #1a8c8c", True),
    ("make the header row of the report bold with a grey fill", True),
    ("generate a .gitignore for a Rust workspace", True),
    ("ok now run terraform fmt on modules/vpc", True),
    # a name callers or data depend on is not cosmetic
    ("rename the column accounts.region_code to region", False),
    ("rename the `total` field in the orders response to `total_amount`", False),
    # the request says more than itself
    ("rename the column region_code to region; several pods run side by side during a deploy", False),
    ("rename cookTime on Recipe to cookingMinutes in the schema, the old name is confusing", False),
    # a docs job is CI, not documentation; behaviour changes are not cosmetic
    ("add a docs job to .github/workflows/ci.yml that builds with mkdocs", False),
    ("sort the seat rows front to back instead of back to front", False),
    ("add a log line that prints the order id", False),
    # behaviour changes that use the same words
    ("make the nginx client_max_body_size bigger", False),
    ("add a comment column to orders", False),
    ("document upload returns 413 for big invoice PDFs", False),
    ("translate the ValidationError into a 400 in api/errors.py", False),
    ("change the product title max_length to 255", False),
    ("rename the User model to Customer", False),
    ("translate the checkout error messages into German", True),
    ("bump clap to the latest major and fix whatever stops compiling", False),
])
def test_which_requests_are_cosmetic(text, cosmetic):
    from reflectgit.prompt_kind import cosmetic as kind

    assert (kind(text) is not None) is cosmetic


@pytest.mark.parametrize(("text", "asks"), [
    ("thanks, that's everything for today, see you monday", False),
    ("brb, lunch", False),
    ("lol the build bot just named its own PR final_final_v2", False),
    ("haha that commit message is a work of art", False),
    ("lol ok now fix the flaky test_expired", True),
    ("lol why does test_expired fail on friday builds?", True),
    # a laugh or a lookup that reports trouble is a report, or a diagnosis
    ("lol test_checkout_flow failed again at midnight", True),
    ("haha the tax is off by a cent again on invoice 1042", True),
    ("what does NotRegistered mean in the celery worker log?", True),
    ("explain how to add a NOT NULL column to orders safely", True),
    ("summarize why the staging webhooks fail", True),
    ("summarise the open pull requests for me", False),
    ("the friday deploy failed with a timeout in test_expired", True),
])
def test_sign_offs_and_banter_ask_for_nothing(text, asks):
    from reflectgit.prompt_kind import enough_words

    assert enough_words(text) is asks


def test_promotion_counts_what_a_prompt_injected_not_the_search_tail(rg, notes, code_repo, kb):
    """review12: every search hit of a prompt counted as a recall, so a note the hook dropped from
    three prompts' tails went into MEMORY.md. The hook now logs what it injected."""
    searched = [h["title"] for h in rg.json("search", ISSUE_PROMPT, "--project", PROJECT)["hits"]]
    assert "CI runners share one cache volume" in searched  # in the search's tail, never injected
    for session in ("s-one", "s-two", "s-three"):
        text = prompt(code_repo, session, ISSUE_PROMPT)
        assert FLAKY in text and CACHE not in text
    out = rg.json("reflect", "promote")
    memory = (kb / "MEMORY.md").read_text()
    assert "test_expired is flaky on slow CI runners" in memory
    assert "CI runners share one cache volume" not in memory and "base64" not in memory
    assert len(out["promoted"]) == 2  # the two notes the prompts were shown


def test_a_rule_shown_at_session_start_that_fits_a_prompt_counts_towards_promotion(rg, notes, code_repo, kb):
    """review15: SessionStart showed the flake rules, so the prompt about the flake injected nothing
    and logged nothing: in Claude Code no note was ever promoted. A prompt the shown note fits
    counts it as recalled (without showing it twice)."""
    for session in ("s-a", "s-b", "s-c"):
        hook("SessionStart", {"session_id": session, "cwd": str(code_repo), "hook_event_name": "SessionStart"},
             code_repo)
        assert prompt(code_repo, session, ISSUE_PROMPT) == ""  # nothing new to show
    rg.json("reflect", "promote")
    memory = (kb / "MEMORY.md").read_text()
    assert "test_expired is flaky on slow CI runners" in memory and "test_expired needs a frozen clock" in memory
    assert "CI runners share one cache volume" not in memory and "Redis pool" not in memory


def test_a_test_fix_is_never_a_rule_for_every_session(rg, notes, code_repo):
    """review15: a test fix's note ("Changed payments/refund.py") opened every session for weeks;
    it is an episode's detail, for a prompt that names its test."""
    rg("add", "--title", "test_refund_rounding fixed", "--rule", "Quantize refunds to cents before comparing",
       "--tags", "test-fixed", "--entity", "tests/test_refund.py", "--project", PROJECT, "--branch", "main")
    start = hook("SessionStart", {"session_id": "s-tf", "cwd": str(code_repo), "hook_event_name": "SessionStart"},
                 code_repo)
    shown = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert FLAKY in shown and "Quantize refunds" not in shown
    assert "Quantize refunds" in prompt(code_repo, "s-tf2", "test_refund_rounding fails again after the rounding change")


def test_session_start_shows_a_rule_said_twice_once(rg, notes, code_repo):
    """review15: a commit trailer, the session that made the commit and a note added by hand held
    the same rule; SessionStart showed it three times."""
    for title in ("Flaky timing tests (from the commit)", "Flaky timing tests (by hand)"):
        rg("add", "--title", title, "--rule", FLAKY, "--project", PROJECT, "--branch", "main")
    start = hook("SessionStart", {"session_id": "s-twice", "cwd": str(code_repo), "hook_event_name": "SessionStart"},
                 code_repo)
    shown = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert shown.count(FLAKY) == 1 and CLOCK in shown


def _stop_server(rg, clone: Path) -> None:
    """Stop the recall server a hook started in the background, once it is up: on a loaded machine it
    may not listen yet when the hook returns, and a late server would answer the next prompt from the
    index it built."""
    import time

    from reflectgit.kb import KB
    from reflectgit.recall import daemon

    kb = KB.open(clone)
    deadline = time.monotonic() + 60
    while not daemon.status(kb)["running"] and time.monotonic() < deadline:
        time.sleep(0.2)
    rg("--kb", str(clone), "daemon", "stop")
    while daemon.status(kb)["running"] and time.monotonic() < deadline:
        time.sleep(0.2)


def test_a_fresh_clone_too_big_to_index_in_a_hook_answers_at_once(rg, notes, kb, code_repo, tmp_path):
    """review14: on a fresh clone of a 10k-note KB the first hooks built the whole index (80 s);
    Claude Code stops a hook at 30 s, so every prompt started the same work and got nothing for
    minutes. Past REFLECTGIT_HOOK_FIRST_BUILD notes the server builds it; hooks answer at once."""
    import shutil

    from conftest import git

    rg("slot", "set", "deploys", "Deploys go out on Tuesdays only")
    clone = tmp_path / "laptop"
    git("clone", "-q", str(kb), str(clone), cwd=tmp_path)
    env = {"REFLECTGIT_HOME": str(clone), "REFLECTGIT_HOOK_FIRST_BUILD": "3", "REFLECTGIT_DAEMON": "1",
           "REFLECTGIT_DAEMON_IDLE": "5"}
    start = hook("SessionStart", {"session_id": "s-clone", "cwd": str(code_repo)}, code_repo, env=env)
    shown = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Deploys go out on Tuesdays only" in shown and FLAKY not in shown  # pinned notes need no index
    assert "recall server builds it in the background" in (clone / ".reflectgit" / "hooks.log").read_text()
    from reflectgit.index import Index
    from reflectgit.kb import KB

    _stop_server(rg, clone)
    shutil.rmtree(clone / ".reflectgit", ignore_errors=True)
    Index(KB.open(clone)).sync(embed=False)  # what the MCP server does first on a fresh clone: words only
    assert not prompt(code_repo, "s-clone1", ISSUE_PROMPT, env=env)  # the hook must not embed them all itself
    assert "notes wait for their vector" in (clone / ".reflectgit" / "hooks.log").read_text()
    rg("--kb", str(clone), "reindex")  # (or the server, in the background)
    assert FLAKY in prompt(code_repo, "s-clone2", ISSUE_PROMPT, env=env)  # once built, as ever
    _stop_server(rg, clone)
    shutil.rmtree(clone / ".reflectgit", ignore_errors=True)
    small = {**env, "REFLECTGIT_HOOK_FIRST_BUILD": "1000"}
    assert FLAKY in prompt(code_repo, "s-clone3", ISSUE_PROMPT, env=small)  # a small KB: the hook indexes it
    _stop_server(rg, clone)
    shutil.rmtree(clone / ".reflectgit", ignore_errors=True)
    alone = {**env, "REFLECTGIT_DAEMON": "0"}  # review16: no server will build it, so the hook does
    assert FLAKY in prompt(code_repo, "s-clone4", ISSUE_PROMPT, env=alone)



def orders_session(rg, code_repo: Path, tmp_path: Path) -> None:
    """A captured session that pages the orders list in app/routes/orders.py: the user's rule is
    cursor pagination, and the session's notes hold the file among their entities."""
    from test_capture_complete import edit, write
    from test_capture_session import rec

    lines = [rec("user", "the orders list endpoint is slow on big accounts, page it", cwd=str(code_repo)),
             *edit(code_repo, "e1", "app/routes/orders.py", "I'll add limit and offset query params."),
             rec("user", "No, we use cursor-based pagination everywhere in this API, not offset; use the after cursor "
                         "like the customers route does, because offset pages skip rows when new ones arrive."),
             *edit(code_repo, "e2", "app/routes/orders.py", "Switching to an after cursor."),
             rec("assistant", "Done: the orders list now pages with an after cursor.")]
    rg("capture", "transcript", str(write(tmp_path, lines)), "--project", PROJECT, "--branch", "main")
    rg("reindex")


def test_a_build_request_in_a_lessons_file_gets_the_lesson_only_when_it_asks_what_the_lesson_teaches(
        rg, kb, code_repo, tmp_path):
    """inj21: a request to build something in the file a session touched shares the file's name with
    the session's notes, not their lesson. Through ``agent hook UserPromptSubmit``: a new filter for
    the list endpoint of app/routes/orders.py got the cursor-pagination rule before this change and
    now injects nothing; a request the rule governs (offset paging) still gets it."""
    orders_session(rg, code_repo, tmp_path)
    for i, text in enumerate(["add a status filter query param to the list endpoint in app/routes/orders.py",
                              "app/routes/orders.py: add a status query filter to the list endpoint"]):
        assert lessons(prompt(code_repo, f"s-build-{i}", text)) == [], text
    for i, text in enumerate(["add offset pagination to the list endpoint in app/routes/orders.py",
                              "page the orders list in app/routes/orders.py with limit and offset"]):
        assert "cursor-based pagination" in prompt(code_repo, f"s-governs-{i}", text), text


@pytest.mark.parametrize(("text", "build"), [
    ("add a status filter query param to the list endpoint in app/routes/orders.py", True),
    ("build.go: fill the company discretionary data in the ACH batch header", True),
    ("release.yml should also attach the sdist to the github release", True),
    ("ok, now move the order structs out of app/orders.py into app/schemas.py", True),
    # trouble makes it a report; a question or a statement is not a request to build
    ("add retry: 3 to the interest accrual step, it flaked twice this month", False),
    ("app/routes/orders.py: the second page of the list repeats rows", False),
    ("why does the list endpoint in app/routes/orders.py skip rows?", False),
    ("ok tagging v2.0.0 now and pushing, go.mod is untouched", False),
])
def test_which_prompts_ask_to_build_something(text, build):
    from reflectgit.prompt_kind import builds

    assert builds(text) is build


def locale_session(rg, code_repo: Path, tmp_path: Path) -> None:
    """A captured session whose agent found a root cause and changed catalog/views.py: its note's fix is
    "Changed catalog/views.py", the only place its lesson names the file."""
    from test_capture_complete import edit, run, write
    from test_capture_session import rec

    lines = [rec("user", "German users get the English page sometimes.", cwd=str(code_repo)),
             *run("c1", "Traceback (most recent call last):\nKeyError: 'de'", command="python manage.py warm"),
             rec("assistant", "ah — the cache key ignores the locale. cache_page keys on the URL alone, so whichever "
                              "language comes first is cached for everybody."),
             *edit(code_repo, "e1", "catalog/views.py"),
             rec("user", "thanks")]
    rg("capture", "transcript", str(write(tmp_path, lines)), "--project", PROJECT, "--branch", "main")
    rg("reindex")


def test_a_build_request_is_not_answered_by_the_file_list_of_what_a_session_changed(rg, kb, code_repo, tmp_path):
    """inj22: "Changed catalog/views.py" in a root cause's fix says where the session worked, as its
    entities do, so it no longer exempts the note from :func:`reflectgit.inject.where_only`. Through
    ``agent hook UserPromptSubmit``: a new feature in that file injects nothing; a request the root
    cause governs (caching the page per language) and a report of the trouble still get it."""
    locale_session(rg, code_repo, tmp_path)
    for i, text in enumerate(["catalog/views.py: add breadcrumbs", "add breadcrumbs to catalog/views.py"]):
        assert lessons(prompt(code_repo, f"s-build-{i}", text)) == [], text
    for i, text in enumerate(["catalog/views.py: cache the product page per language, keyed on the locale",
                              "German users get the English page again from catalog/views.py"]):
        assert "cache key ignores the locale" in prompt(code_repo, f"s-governs-{i}", text), text


def test_a_note_dropped_as_where_only_still_keeps_what_fitted_less_well_out(monkeypatch):
    """inj23: a note that meets a build request only where the work happens is not injected, but the
    gap is still measured from it, so a note that fitted less well does not take its place."""
    from reflectgit.inject import pick

    text = "add a status filter query param to the list endpoint in app/routes/orders.py"
    # "where" shares app/routes/orders.py only through its session's files: beyond 0.1 + 1.5 * 0.2 < 0.6
    where = {"id": "where", "score": 1.0, "taught": 0.4, "overlap": 0.5, "arm_scores": {"vector": 0.5},
             "teaches": 0.2, "beyond": 0.1, "shared_names": 1, "episode": "s1"}
    # "stand-in" passes the floors on its own (evidence 0.2 + 1.5 * 0.42 = 0.83) far behind it in score
    stand_in = {"id": "stand-in", "score": 0.6, "taught": 0.2, "overlap": 0.3, "arm_scores": {"vector": 0.42},
                "episode": "s2"}
    assert pick(text, [where, stand_in], set()) == []
    assert pick(text, [stand_in], set()) == ["stand-in"]  # alone, it fits
    monkeypatch.setenv("REFLECTGIT_INJECT_GAP", "0")
    assert pick(text, [where, stand_in], set()) == ["stand-in"]  # it is the gap that keeps it out


def test_the_hook_injects_no_stand_in_for_a_note_dropped_as_where_only(rg, kb, code_repo, tmp_path):
    """inj23, through ``agent hook UserPromptSubmit``: the cursor-pagination note meets a new status filter
    for app/routes/orders.py only through its session's files; a hand-written note about query params
    fits the request less well. Before this change the cursor note was dropped before the gap was
    measured, and the query-params note, alone, went in; now the cursor note still sets the gap. Without
    the gap the query-params note goes in (it passes the floors on its own), the cursor note never."""
    orders_session(rg, code_repo, tmp_path)
    rg("add", "--title", "Query params", "--rule", "Parse query params with pydantic models, never by hand",
       "--project", PROJECT, "--branch", "main")
    rg("reindex")
    text = "add a status filter query param to the list endpoint in app/routes/orders.py"
    floor = {"REFLECTGIT_INJECT_MIN_EVIDENCE": "0.6"}  # room under the query-params note's evidence (0.75)
    assert lessons(prompt(code_repo, "s-gap", text, env={**floor, "REFLECTGIT_INJECT_GAP": "0.95"})) == []
    [alone] = lessons(prompt(code_repo, "s-nogap", text, env={**floor, "REFLECTGIT_INJECT_GAP": "0"}))
    assert "pydantic" in alone and "cursor" not in alone
