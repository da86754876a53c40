"""The agent's cause stays a lesson once the agent has acted on it (branch cap31, from heldout20-25's misses):

- a cause the agent fixed with an edit is not replaced by its next diagnosis ("The sync stamps ... after the
  queries ..." - edit - a test fails - "The test froze the clock, which the sync no longer reads" - edit - pass):
  the second one is about the test the fix broke, and the first is the lesson;
- a bare "no, ..." after the agent's edit refuses the edit, not the cause the agent stated and acted on;
- a user's surprise said as a statement with a question mark ("there's still a name in there?") reports a
  problem as the same words with a full stop do, so the agent's answer is read as a diagnosis.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, result, run, tool, write

FIRST = ("The sync stamps lastPulledAt with the clock after the queries have finished, so a row committed while "
         "the queries ran is older than the stamp and the next pull skips it.")


def test_a_cause_the_agent_fixed_is_not_replaced_by_its_next_diagnosis(rg, kb, code_repo, tmp_path):
    cwd = code_repo
    lines = [rec("user", "rows edited during a sync never reach the other tablets, no errors anywhere", cwd=str(cwd)),
             *tool("assistant", "r1", "Read", {"file_path": f"{cwd}/server/sync.py"}),
             result("r1", "def pull(since):\n    rows = query(since)\n    return rows, now()\n"),
             rec("assistant", FIRST),
             *edit(cwd, "e1", "server/sync.py"),
             *run("t1", "FAILED tests/test_sync.py::test_pull_stamp - assert 5 == 7\n1 failed, 5 passed"),
             rec("assistant", "The test froze the clock, which the sync no longer reads, so its expected stamp is stale."),
             *edit(cwd, "e2", "tests/test_sync.py"),
             *run("t2", "6 passed"),
             rec("user", "ok, deploying it")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    causes = [s for s in out["signals"] if s["kind"] == "root_cause"]
    assert any("after the queries have finished" in s["evidence"] for s in causes), out["signals"]


def test_a_surprised_statement_asked_as_a_question_opens_a_diagnosis(rg, kb, code_repo, tmp_path):
    cwd = code_repo
    lines = [rec("user", "strip the patient names in export/deid.py before the files leave the clinic", cwd=str(cwd)),
             *edit(cwd, "e1", "export/deid.py", "Done: the standard name attributes are removed."),
             *run("b1", "(0009,1010) LO [MULLER^ANNA]", command="dcmdump /tmp/o.dcm"),
             rec("user", "there's still a name in there?"),
             rec("assistant", "That's a vendor private tag: the scanner writes the name into (0009,1010), and deleting "
                              "the standard attributes doesn't touch private groups. Calling ds.remove_private_tags() "
                              "before saving drops every private element."),
             *edit(cwd, "e2", "export/deid.py"),
             rec("assistant", "Done."), rec("user", "good")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes.get("root-cause")
    assert note, (out["signals"], notes)
    assert "private groups" in note["key_insight"]


@pytest.mark.parametrize("question", ["is that the only place names are stored?",  # a question's word order
                                      "names are only in the standard attributes, right?"])  # asks to be confirmed
def test_a_real_question_opens_no_diagnosis(rg, kb, code_repo, tmp_path, question):
    cwd = code_repo
    lines = [rec("user", "strip the patient names in export/deid.py before the files leave the clinic", cwd=str(cwd)),
             *edit(cwd, "e1", "export/deid.py", "Done: the standard name attributes are removed."),
             rec("user", question),
             rec("assistant", "Names can also sit in private tags, since vendors write what they like there, so I'll "
                              "drop private groups too."),
             *edit(cwd, "e2", "export/deid.py"),
             rec("assistant", "Done."), rec("user", "good")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert not [s for s in out["signals"] if s["kind"] == "root_cause"], out["signals"]


def test_a_bare_no_to_the_fix_keeps_the_cause_the_agent_acted_on(rg, kb, code_repo, tmp_path):
    """"no, ..." after the agent's edit refuses the edit, not the cause it had stated and acted on; "that's not it"
    still refuses the cause."""
    cwd = code_repo
    cause = ("The export loads every order with its lines in one query, so since monday's 40k new orders the query "
             "runs past the 300 s statement timeout.")

    def lines(answer: str) -> list[str]:
        return [rec("user", "the nightly export times out since monday, script in jobs/export.py", cwd=str(cwd)),
                *tool("assistant", "r1", "Read", {"file_path": f"{cwd}/jobs/export.py"}),
                result("r1", "rows = db.query('select * from orders join lines using (order_id)')\n"),
                rec("assistant", cause),
                *edit(cwd, "e1", "jobs/export.py"),
                rec("user", answer),
                *edit(cwd, "e2", "jobs/export.py"),
                rec("assistant", "Done."), rec("user", "thanks")]

    out, _ = captured(rg, kb, write(tmp_path, lines("no, don't raise the timeout, page through the orders in "
                                                      "batches of 1000 instead")))
    assert any("statement timeout" in s["evidence"] for s in out["signals"] if s["kind"] == "root_cause"), out["signals"]
    out, _ = captured(rg, kb, write(tmp_path, lines("no, that's not it, the query is fast, the upload to the bucket "
                                                      "is what hangs"), name="t.jsonl"))
    assert not any("statement timeout" in s["evidence"] for s in out["signals"] if s["kind"] == "root_cause")
