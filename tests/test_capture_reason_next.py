"""An order whose reason is the next sentence, said on its own, is a rule (branch cap47). People give the
rule and then say why as a plain statement of how things are: "take the display names out of that log line.
patient names in logs are PHI and our logs ship to the vendor's log platform", "take the placeholders out.
placeholder text disappears as soon as you type", "give the logo an explicit width on the mj-image itself.
outlook desktop ignores the css class", "use the RFC_PORTAL system user - dialog users get locked after the 90
day password rotation" (heldout9 ×2, 13, 17, 20 ×2 on the design sets). The order reader took a reason only
inside the order's clause ("because", a comma splice) or a harm word anywhere. The next task stays out: a bare
order ("do it"), one whose next sentence says what the code does now ("right now it blows up"), or one
followed by another order.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured_rules, rec, run, tool, write


def _session(cwd, reply: str) -> list[str]:
    return [rec("user", "log how many payments the nightly sync pushes, in src/sync/push.py", cwd=str(cwd)),
            *tool("assistant", "e1", "Edit", {"file_path": f"{cwd}/src/sync/push.py", "old_string": "#",
                                               "new_string": "log.info('pushed %s for %s', len(batch), names)"}),
            rec("user", [{"type": "tool_result", "tool_use_id": "e1", "content": "The file has been updated."}]),
            *run("t1", "4 passed in 0.12s", "pytest -q"),
            rec("assistant", "The sync now logs the count and the card holders' names of every batch it pushes."),
            rec("user", reply),
            rec("assistant", "Changed."),
            rec("user", "ok")]



def test_an_order_with_its_reason_in_the_next_sentence_is_a_rule(rg, kb, code_repo, tmp_path):
    lines = _session(code_repo, "take the card holder names out of that log line. our logs go to the vendor's "
                                "platform and names there count as personal data under the contract")
    rules = captured_rules(rg, kb, write(tmp_path, lines))
    assert any("card holder names out of that log line" in r.lower() for r in rules), rules


def test_the_next_task_with_a_sentence_after_it_is_not(rg, kb, code_repo, tmp_path):
    for i, reply in enumerate([
            "also show the total in the summary line. right now it only has the count",
            "do it. also the refunds job takes 2 hours, move it to 3am",
            "keep it. the count is what finance reads every morning"]):
        assert captured_rules(rg, kb, write(tmp_path, _session(code_repo, reply), name=f"s{i}.jsonl")) == [], reply


def test_a_statement_before_an_order_that_changes_how_it_is_done_is_its_reason(rg, kb, code_repo, tmp_path):
    lines = _session(code_repo, "names in that log go to the vendor's platform and the contract counts them as "
                                "personal data. use the masked card holder id in the log line")
    rules = captured_rules(rg, kb, write(tmp_path, lines))
    assert any("masked card holder id" in r.lower() for r in rules), rules


def test_an_assent_or_the_code_now_before_an_order_is_no_reason(rg, kb, code_repo, tmp_path):
    for i, reply in enumerate([
            "yes, the log reads well now. use the same format in the refunds job",
            "right now the summary line only has the count. use the same line for the refunds job"]):
        assert captured_rules(rg, kb, write(tmp_path, _session(code_repo, reply), name=f"b{i}.jsonl")) == [], reply
