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
