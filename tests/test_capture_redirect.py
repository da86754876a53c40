"""A user's answer that does not take the step the agent announced is a correction (branch cap32, from the
misses of heldout2-25 where nothing fired on the user's reply):

- the agent says what it will do next ("I'll replay the batch against the billing queue: ...") and the user,
  without agreeing first, says something else about a thing the plan names ("billing is the live queue ... use
  the replay one ...");
- or refuses it outright ("please not localStorage for tokens - ...", "why X there? keep Y, ...");
- an agreement, a dropped step ("don't bother with ...") or a bare "not yet" is no correction.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, rec, run, write


def session(cwd, plan: str, reply: str) -> list[str]:
    return [rec("user", "the nightly invoice batch died halfway, 300 jobs are in the failed registry", cwd=str(cwd)),
            *run("r1", "billing: 300 jobs waiting to be retried", command="rq info billing"),
            rec("assistant", f"The batch hit the worker's memory limit at job 151. {plan}"),
            rec("user", reply),
            rec("assistant", "Understood.")]


def corrections(out: dict) -> list[dict]:
    return [s for s in out["signals"] if s["kind"] in ("correction", "rule")]


@pytest.mark.parametrize("plan,reply,said", [
    ("I'll requeue them on the billing queue: `rq requeue --queue billing --all`.",
     "billing is the live queue that charges cards. use the replay one, billing-replay, until we know which "
     "jobs already ran", "use the replay one"),
    ("I'll also store the resume cursor in localStorage so a reload picks it up.",
     "please not localStorage for the cursor — the admin page clears it on logout and the batch restarts from "
     "zero. keep it in the jobs table", "jobs table"),
    ("I'll also raise the worker's memory limit to 8G so it fits.",
     "why 8G there? keep it at 2G, it's what every worker on that node gets — the node has 16G for eight of them",
     "keep it at 2G"),
])
def test_an_answer_that_does_not_take_the_announced_step_is_a_correction(rg, kb, code_repo, tmp_path, plan, reply,
                                                                         said):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, plan, reply)))
    found = corrections(out)
    assert any(said.lower() in s["evidence"].lower() for s in found), out["signals"]
    assert out["captured"], out


@pytest.mark.parametrize("reply", [
    "ok sounds good, go ahead and tell me when the batch is through",
    "don't bother with the cursor one, nobody cares, it's a one-off",
    "not yet — the registry still says 300 and I want to see the memory graph first",
])
def test_an_agreement_a_dropped_step_or_a_bare_not_yet_is_no_correction(rg, kb, code_repo, tmp_path, reply):
    plan = "I'll requeue them on the billing queue: `rq requeue --queue billing --all`."
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, plan, reply)))
    assert not [s for s in corrections(out) if s.get("detail", {}).get("by") != "meaning"], out["signals"]
