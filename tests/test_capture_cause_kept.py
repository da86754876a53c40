"""The agent's cause stays a lesson once the agent has acted on it (branch cap31, from heldout20-25's misses):

- a cause the agent fixed with an edit is not replaced by its next diagnosis ("The sync stamps ... after the
  queries ..." - edit - a test fails - "The test froze the clock, which the sync no longer reads" - edit - pass):
  the second one is about the test the fix broke, and the first is the lesson;

Through ``reflectgit capture transcript``."""

from __future__ import annotations

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
