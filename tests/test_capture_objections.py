"""Objections with no order word the phrase rules know, read from heldout11 once it was spent: a
statement that refuses the agent's step ("not here, this is the login node", "the key cant live in
the node") with the reason and the other way after it; a warning said in general ("a manual run
from here leaves it out of step") with what to do instead; what suffices ("medium is plenty"); and
"why X there?" answered by the code that does it. Through ``reflectgit capture transcript``."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_capture_complete import captured, edit, rec, write

from reflectgit.kb import KB


def planned(cwd: Path, plan: str, message: str) -> list[str]:
    """The agent edits, announces its next step in prose, the user objects, the agent does the other thing."""
    return [rec("user", "add the seat holds job in jobs/holds.py", cwd=str(cwd)),
            *edit(cwd, "e1", "jobs/holds.py", "Added the job."),
            rec("assistant", plan),
            rec("user", message),
            *edit(cwd, "e2", "jobs/holds.py", "Done."),
            rec("assistant", "Done.")]


@pytest.mark.parametrize("plan, message, rule, alternative, reason", [
    ("I'll run the preprocessing step here to check the output paths.",
     "not here, this is the login node. anything heavy on login01 gets killed by the watchdog and the admins email "
     "the PI. salloc a debug node",
     "Not here, this is the login node", "alloc a debug node", "Anything heavy on login01 gets killed"),
    ("I'll put the CRM key in the HTTP node's Authorization header.",
     "the key cant live in the node, these json files are in git. create a Header Auth credential and reference it",
     "The key cant live in the node", "Create a Header Auth credential", None),
    ("I'll run the migration on the staging database with swift run App migrate.",
     "staging migrates itself on deploy — the release job runs migrate before swapping traffic, a manual run from "
     "here leaves _fluent_migrations out of step with the image. just push",
     "Staging migrates itself on deploy", "Just push", "The release job runs migrate before swapping traffic"),
    ("I'll run the nightly job on the large resource class so it finishes sooner.",
     "and if the nightly runs on large every night we're out of credits by the 20th, medium is plenty for integration",
     "Medium is plenty for integration", None, "If the nightly runs on large every night we're out of credits"),
])
def test_an_objection_that_says_how_things_are_is_a_correction(rg, kb, code_repo, tmp_path, plan, message, rule,
                                                                alternative, reason):
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, plan, message)))
    (note,) = notes.values()
    assert note["rule"].startswith(rule), out["signals"]
    if alternative:
        assert alternative.lower() in note["rule"].lower()
    if reason:
        assert note["key_insight"].startswith(reason)


@pytest.mark.parametrize("plan, message", [
    # a report of what broke, then the next task: nothing said in general
    ("I deployed the fix to the login page.", "the deploy breaks the login page now. check the logs"),
    # review3: pasted errors, debugging talk, temporary states, harmless remarks
    ("I'll run the import job.", "getting this when I run the import job: TypeError: Fragment cannot be attached, "
                                 "it's null. fix it"),
    ("I'll look at the cache first.", "it can't be the cache, I cleared it this morning. look at the db"),
    ("I'll run the tests now.", "the tests can't run yet, the db container is still starting. wait a minute"),
    ("I'll check the PR here.", "not here yet, the PR is still open. check again after lunch"),
    ("I'll check it here.", "not here either, same error. try the other branch"),
    ("I'll run the full suite.", "a test run takes 10 min here, grab a coffee"),
    ("I'll run the staging migration first.", "a quick note: the staging migration breaks nothing, just push"),
    # a report of what happens, worded like a convention
    ("I'll deploy the canary.", "billing-api canary on nomad is stuck, allocs never go healthy"),
    # a plan the user is happy with, and their own aside
    ("I'll run the preprocessing step on a debug node.", "perfect. anything heavy takes a while there, grab a coffee"),
    ("I'll add the hourly export.", "thanks! if it runs long we can look at it later, ship it"),
])
def test_reports_and_asides_are_not_objections(rg, kb, code_repo, tmp_path, plan, message):
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, plan, message)))
    assert notes == {}, out["signals"]


def test_why_x_there_answered_by_the_code_that_does_it(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "the word count is off after editing. src/main.ts", cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/main.ts", "I read the file with vault.adapter.read on every change."),
             rec("user", "why adapter.read there? editor.getValue() has what's on screen, the file on disk lags until "
                         "obsidian saves"),
             *edit(code_repo, "e2", "src/main.ts", "Switched."),
             rec("assistant", "Done.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["correction"]
    assert note["rule"] == "editor.getValue() has what's on screen, not adapter.read"
    assert note["key_insight"] == "The file on disk lags until obsidian saves"


def test_the_agent_stop_hook_keeps_an_objection(kb, code_repo, tmp_path):
    from test_agent import hook

    lines = planned(code_repo, "I'll run the preprocessing step here to check the output paths.",
                    "not here, this is the login node. anything heavy on login01 gets killed by the watchdog. "
                    "salloc a debug node")
    path = write(tmp_path, lines)
    res = hook("Stop", {"session_id": "s-obj", "transcript_path": str(path), "cwd": str(code_repo)}, code_repo,
               env={"REFLECTGIT_HOOK_FOREGROUND": "1"})
    assert res.returncode == 0
    rules = [n["rule"] for n in KB.open(kb).notes() if n["rule"]]
    assert any(r.startswith("Not here, this is the login node") for r in rules), rules


def test_a_rule_under_a_condition_keeps_its_condition(rg, kb, code_repo, tmp_path):
    """review3: only a condition that holds its own consequence is the reason of what follows it."""
    _, notes = captured(rg, kb, write(tmp_path, planned(code_repo, "I added requests to the imports.",
                                                        "if you add a dependency, pin it in requirements.txt")))
    assert notes["rule"]["rule"] == "If you add a dependency, pin it in requirements.txt"


def test_why_x_there_approved_is_no_correction(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "the word count is off after editing. src/main.ts", cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/main.ts", "I read the file with vault.adapter.read on every change."),
             rec("user", "why adapter.read there? main.ts is loaded once, so it's fine I guess"),
             rec("assistant", "Yes, it runs once per change."),
             rec("user", "ok")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert "correction" not in notes, out["signals"]


def test_one_runners_pass_does_not_close_anothers_failure(rg, kb, code_repo, tmp_path):
    from test_capture_complete import run

    lines = [rec("user", "fix the cart tests", cwd=str(code_repo)),
             *run("r1", "FAILED tests/test_cart.py::test_keeps_items - assert 0 == 1\n1 failed", "pytest"),
             *edit(code_repo, "e1", "docs/index.rst", "Updated the docs."),
             *run("r2", "build succeeded.", "make html"),
             rec("user", "ok")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    assert not [s for s in out["signals"] if s["kind"] == "test_fixed"], out["signals"]


def test_a_pick_of_which_tests_to_run_is_no_decision(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "fix the cart total in shop/cart.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/cart.py", "Fixed the rounding."),
             rec("assistant", "I can run the full suite now, or just the cart tests."),
             rec("user", "just the cart tests, the full suite takes 20 minutes"),
             rec("assistant", "3 passed.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert "decision" not in notes, out["signals"]


def test_a_count_in_the_task_is_no_symptom(rg, kb, code_repo, tmp_path):
    """review3: "tries 3 times" asks for work; the agent's explanation after a look is not a root cause
    unless something is fixed."""
    from test_capture_complete import run

    lines = [rec("user", "add a retry to the upload that tries 3 times with backoff", cwd=str(code_repo)),
             *run("c1", "def upload(path):\n    s3.put_object(Bucket=B, Key=path)", "cat app/upload.py"),
             rec("assistant", "The upload calls the S3 client once, so a network blip fails the whole job."),
             rec("user", "ok")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    assert not [s for s in out["signals"] if s["kind"] == "root_cause"], out["signals"]


@pytest.mark.parametrize("message, rule, reason", [
    # review4: what follows the comma is where something is, which one is meant, what does it instead, an exception
    ("always add new env vars to the settings class, it's in app/config.py",
     "Always add new env vars to the settings class, it's in app/config.py", None),
    ("never call the payments API directly, PaymentsClient wraps it with retries",
     "Never call the payments API directly, PaymentsClient wraps it with retries", None),
    ("use snake_case everywhere, the public API keeps camelCase for compat",
     "Use snake_case everywhere, the public API keeps camelCase for compat", None),
    # ... and a reason
    ("never log request bodies in jobs/, they contain card numbers", "Never log request bodies in jobs/",
     "They contain card numbers"),
])
def test_what_a_comma_after_an_order_holds(rg, kb, code_repo, tmp_path, message, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, "I'll add the job's settings.", message)))
    (note,) = notes.values()
    # the rule keeps its clause as said, the why spliced on with the comma too (cap57); the why is the reason
    assert note["rule"].startswith(rule), out["signals"]
    assert note["key_insight"] == reason


def test_a_tox_run_closes_a_pytest_failure_and_a_pytest_pass_no_sphinx_failure(rg, kb, code_repo, tmp_path):
    from test_capture_complete import run

    def loop(failing: str, failing_cmd: str, passing: str, passing_cmd: str, name: str) -> list[str]:
        return [rec("user", "fix the refund tests", cwd=str(code_repo)), *run("r1", failing, failing_cmd),
                *edit(code_repo, "e1", "app/api.py", "Fixed the refund amount."), *run("r2", passing, passing_cmd),
                rec("user", "ok")]
    out, _ = captured(rg, kb, write(tmp_path, loop("FAILED tests/test_api.py::test_refund - assert 0 == 5\n1 failed",
                                                   "pytest", "12 passed in 2s\nbuild succeeded.", "tox", "t"), "a.jsonl"))
    assert [s["kind"] for s in out["signals"]].count("test_fixed") == 1
    out, _ = captured(rg, kb, write(tmp_path, loop("docs/api.rst:3: WARNING: duplicate label refund\n"
                                                   "build finished with problems, 1 warning.", "sphinx-build -W docs out",
                                                   "12 passed in 2s", "pytest", "t"), "b.jsonl"))
    assert not [s for s in out["signals"] if s["kind"] == "test_fixed"]


@pytest.mark.parametrize("message, rule, reason", [
    # review4: a reason after a plain comma makes an order that changes how something is done a rule
    ("use viewModelScope, GlobalScope outlives the screen", "Use viewModelScope", "GlobalScope outlives the screen"),
    ("keep the empty days in queries/daily.flux, a zero bar is how we notice the inverter went offline",
     "Keep the empty days in queries/daily.flux", "A zero bar is how we notice the inverter went offline"),
])
def test_an_order_with_a_reason_after_a_comma_is_a_rule(rg, kb, code_repo, tmp_path, message, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, "I'll clean up the job.", message)))
    (note,) = notes.values()
    assert note["rule"].startswith(rule) and note["key_insight"] == reason, out["signals"]  # the rule as said (cap57)


@pytest.mark.parametrize("message", ["leave it, chemists will decide monday", "and rotate the key, it was in the diff"])
def test_an_approval_or_a_task_with_a_reason_is_no_rule(rg, kb, code_repo, tmp_path, message):
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, "I'll clean up the job.", message)))
    assert notes == {}, out["signals"]


def test_use_x_not_y_without_a_comma_is_a_rule_and_a_preposition_opens_no_order(rg, kb, code_repo, tmp_path):
    msg = ("good. also the hero image on /work, use the Image component from astro:assets not a raw <img> — without "
           "width/height the text jumps and lighthouse CLS goes red")
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, "I'll add the hero section.", msg)))
    (note,) = notes.values()
    assert "use the Image component from astro:assets not a raw <img>" in note["rule"], out["signals"]
    assert note["key_insight"].startswith("Without width/height the text jumps")


def test_what_suffices_may_answer_an_earlier_step_of_the_agent(rg, kb, code_repo, tmp_path):
    """heldout11 (spent): the warning is about the nightly the agent wrote two turns before."""
    lines = [rec("user", "add a nightly workflow that runs the integration suite", cwd=str(code_repo)),
             *edit(code_repo, "e1", ".circleci/nightly.yml", "Added the nightly on the large resource class."),
             rec("user", "and pin the node orb back to 5.2.0 in config.yml"),
             *edit(code_repo, "e2", ".circleci/config.yml", "Pinned."),
             rec("user", "and if the nightly runs on large every night we're out of credits by the 20th, medium is "
                         "plenty for integration"),
             *edit(code_repo, "e3", ".circleci/nightly.yml", "Switched to medium."),
             rec("user", "ok thanks")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    rules = [n["rule"] for n in notes.values()]
    assert "Medium is plenty for integration" in rules, out["signals"]


def test_a_convention_that_names_where_code_goes_by_a_dotted_name(rg, kb, code_repo, tmp_path):
    msg = ("get_conn with cache_data won't work, it pickles the return value and a connection can't be pickled. "
           "connections go in st.cache_resource, that's what it's for")
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, "I'll cache the connection with st.cache_data.", msg)))
    assert any("connections go in st.cache_resource" in n["rule"].lower() for n in notes.values()), out["signals"]
