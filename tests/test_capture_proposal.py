"""A reply to the step the agent proposed is about the work, whatever its words (branch cap43). The meaning
model's veto drops a reply a phrase rule fired on when it scores it below 0.1; on the design sets 20 of the
replies it dropped hold a lesson, and 17 of those answer a step the agent had just proposed in its last words
("Before I push, I'll reset the existing passes ...", "I was going to call the Google Routes API ...", "Should I
oversell by 5%?") and name something of it: "thanks, but no — don't reset old passes, the certificates are
already sent home". The trade's words (passes, ice, lads, invoice) read as chat to a model that learnt code
words; talk never answers the agent's plan for the work. None of the 59 replies it rightly drops does: they
answer a question about the speaker's day, or a conditional offer ("If it happens again, send me the quote and
I'll check the numbers"), or come after the step was taken.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured, edit, rec, run, write

from reflectgit.kb import KB

REFUSAL = ("thanks, but no — don't reopen the old passes, the certificates already went home with the kids and "
           "the coaches sort out any that matter")


def proposal_session(cwd, plan: str, reply: str) -> list[str]:
    return [rec("user", "the badge app passes kids on 4 of 6 skills, a level needs every skill ticked. "
                        "Sources/Badges/Progress.swift", cwd=str(cwd)),
            *edit(cwd, "e1", "Sources/Badges/Progress.swift", "I'll require every skill of the level."),
            *run("r1", "Executed 5 tests, with 0 failures (0 unexpected) in 0.012 seconds", "swift test"),
            rec("assistant", plan),
            rec("user", reply),
            rec("assistant", "Old passes stay as they are."),
            rec("user", "ta"),
            rec("assistant", "Anytime.")]


def test_a_refusal_of_the_step_the_agent_proposed_is_kept(rg, kb, code_repo, tmp_path):
    plan = "Before I push, I'll reopen the passes given under the old threshold so those kids are reassessed."
    out, _ = captured(rg, kb, write(tmp_path, proposal_session(code_repo, plan, REFUSAL)))
    kept = [s for s in out["signals"] if s["kind"] in ("correction", "rule") and "reopen" in s["evidence"]]
    assert kept, out["signals"]
    rules = [KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]]
    assert any("reopen the old passes" in r.lower() for r in rules), rules


def test_a_reply_to_no_proposal_or_to_a_conditional_offer_stays_vetoed(rg, kb, code_repo, tmp_path):
    reply = "will do. don't change anything today, i'm quoting the church gates this afternoon"
    for i, plan in enumerate(["Easy slip. If it happens again, send me the quote and I'll check the numbers.",
                              "Glad it went well. I'm here if anything comes up."]):
        out, _ = captured(rg, kb, write(tmp_path, proposal_session(code_repo, plan, reply), name=f"s{i}.jsonl"))
        assert not [s for s in out["signals"] if s["kind"] in ("correction", "rule") and "church" in s["evidence"]], \
            (plan, out["signals"])


def test_a_step_already_taken_is_no_proposal(rg, kb, code_repo, tmp_path):
    """The plan said, then done (a call after it): the reply answers the result, and the model decides."""
    lines = proposal_session(code_repo, "I'll add the role line to the template.", "looks good. send me a line I can "
                             "paste to Carla about adding the people herself")
    at = next(i for i, line in enumerate(lines) if "role line" in line)
    lines[at + 1:at + 1] = run("r2", "Stache cleared and warmed\n200", "php please stache:refresh")
    out, _ = captured(rg, kb, write(tmp_path, lines))
    assert not [s for s in out["signals"] if s["kind"] in ("correction", "rule") and "Carla" in s["evidence"]], out["signals"]


def test_the_other_way_and_why_in_one_sentence_redirects_the_plan(rg, kb, code_repo, tmp_path):
    """The redirect reader wanted two sentences for an answer that does not open with a refusal; people give the
    other way and its reason after a comma ("sort by customer, the galvaniser hands them back by customer anyway",
    "first name only, no surnames on anything customer facing, ...": 6 design lessons, 4 sets). A symptom said that way ("the canary
    is stuck, allocs never go healthy") stays a report (test_capture_objections)."""
    plan = "All three pass. I'll sort the batch sheet by weight, heaviest first."
    reply = "sort by customer, the galvaniser hands them back by customer anyway and we load the van that way"
    lines = proposal_session(code_repo, plan, reply)
    at = next(i for i, line in enumerate(lines) if "Old passes stay" in line)
    lines[at:at + 1] = edit(code_repo, "e2", "src/batch.ts", "Sorting by customer.")
    out, _ = captured(rg, kb, write(tmp_path, lines))
    assert [s for s in out["signals"] if s["kind"] == "correction" and "by customer" in s["evidence"]], out["signals"]
    rules = [KB.open(kb).get(i).fields().get("rule", "") for i in out["captured"]]
    assert any("sort by customer" in r.lower() for r in rules), rules
