"""Test-fix loops a user-path review of cap38 found junk notes in (branch fixl): pre-commit hooks named as tests,
a smoke check named by its error text, a type-check loop and a later flaky ``go test`` retry glued into one note,
and a checker passing silently (no output, exit 0) never closing its loop. Each through ``reflectgit capture
transcript`` on a Claude Code transcript shaped like a real one."""

from __future__ import annotations

from test_capture_complete import captured, edit, run, write
from test_capture_run_structure import failed_run
from test_capture_session import rec

from reflectgit.kb import KB

TSC_FAILING = ("src/api/client.ts(42,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n"
               "  Type 'undefined' is not assignable to type 'string'.\n\nFound 1 error in src/api/client.ts:42")


def silent(tid: str, command: str) -> list[str]:
    """A Bash call that printed nothing and exited 0, as Claude Code records it."""
    return run(tid, "", command)


def test_a_checker_passing_silently_closes_its_loop(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "fix the type errors in the dashboard", cwd=str(code_repo)),
             *failed_run("r1", TSC_FAILING, "npx tsc --noEmit"),
             *edit(code_repo, "e1", "src/api/client.ts"),
             *silent("r2", "npx tsc --noEmit"),
             rec("assistant", "Types check now.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert note.title.startswith("Fixed the build error \"Type 'string | undefined' is not assignable")
    assert note["entities"][0] == "src/api/client.ts"


GO_FLAKY = ("--- FAIL: TestWorkerDrainsQueue (2.01s)\n    worker_test.go:88: timed out waiting for drain\nFAIL\n"
            "FAIL\texample.com/svc/worker\t2.314s\nok  \texample.com/svc/api\t0.112s\nFAIL")
GO_PASSING = "ok  \texample.com/svc/worker\t1.204s\nok  \texample.com/svc/api\t0.109s"


def test_a_flaky_retry_of_another_command_is_not_glued_to_the_type_fix(rg, kb, code_repo, tmp_path):
    # tsc fails, an edit, tsc passes silently; later go test fails, is re-run with no edit and passes: one note,
    # the type fix, crediting its edit; the go test retry is a flake, not a fix
    lines = [rec("user", "fix the type errors in the dashboard", cwd=str(code_repo)),
             *failed_run("r1", TSC_FAILING, "npx tsc --noEmit"),
             *edit(code_repo, "e1", "src/api/client.ts"),
             *silent("r2", "npx tsc --noEmit"),
             rec("assistant", "Types check now."),
             rec("user", "now run the backend tests"),
             *failed_run("r3", GO_FLAKY, "go test ./..."),
             rec("assistant", "TestWorkerDrainsQueue timed out; that test is timing-sensitive, re-running."),
             *run("r4", GO_PASSING, "go test ./...")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    fixes = [n for n in (KB.open(kb).get(i) for i in out["captured"]) if n.get("type") == "test-fixed"]
    assert len(fixes) == 1
    note = fixes[0]
    assert "TestWorkerDrainsQueue" not in note.title and "TestWorkerDrainsQueue" not in note["problem"]
    assert "src/api/client.ts" in note.title


def test_a_loop_left_open_is_not_closed_by_another_commands_retry(rg, kb, code_repo, tmp_path):
    # tsc fails, an edit, no re-run of tsc; go test fails and passes on a retry with no edit: nothing was fixed
    lines = [rec("user", "fix the type errors in the dashboard", cwd=str(code_repo)),
             *failed_run("r1", TSC_FAILING, "npx tsc --noEmit"),
             *edit(code_repo, "e1", "src/api/client.ts"),
             rec("user", "leave that, run the backend tests"),
             *failed_run("r3", GO_FLAKY, "go test ./..."),
             *run("r4", GO_PASSING, "go test ./...")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert "test-fixed" not in notes


def test_a_pass_with_no_edit_since_the_last_failure_is_a_retry(rg, kb, code_repo, tmp_path):
    # go test fails, an edit, fails again the same way, passes on a plain re-run: the edit did not fix it
    lines = [rec("user", "the worker tests are red", cwd=str(code_repo)),
             *failed_run("r1", GO_FLAKY, "go test ./..."),
             *edit(code_repo, "e1", "worker/drain.go"),
             *failed_run("r2", GO_FLAKY, "go test ./..."),
             *run("r3", GO_PASSING, "go test ./...")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert "test-fixed" not in notes


PRE_COMMIT_FAILING = """black....................................................................Failed
- hook id: black
- files were modified by this hook

reformatted src/shop/cart.py

All done! ✨ 🍰 ✨
1 file reformatted, 14 files left unchanged.

isort....................................................................Failed
- hook id: isort
- files were modified by this hook

Fixing /home/ada/shop/src/shop/cart.py

ruff.....................................................................Failed
- hook id: ruff
- exit code: 1

src/shop/cart.py:41:9: F841 Local variable `total` is assigned to but never used
Found 1 error.

mypy.....................................................................Passed"""

PRE_COMMIT_PASSING = """black....................................................................Passed
isort....................................................................Passed
ruff.....................................................................Passed
mypy.....................................................................Passed"""


def test_a_formatter_hook_that_reformatted_files_is_not_a_failing_test(rg, kb, code_repo, tmp_path):
    # black and isort "failed" because they rewrote files; ruff failed on an error the agent's edit fixed:
    # the note (if any) names ruff and its error, never a formatter
    lines = [rec("user", "pre-commit is red, get it clean before the commit", cwd=str(code_repo)),
             *failed_run("r1", PRE_COMMIT_FAILING, "pre-commit run --all-files"),
             *edit(code_repo, "e1", "src/shop/cart.py"),
             *run("r2", PRE_COMMIT_PASSING, "pre-commit run --all-files")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert note.title == "Fixed failing ruff by changing src/shop/cart.py"
    assert "black" not in note["problem"] and "isort" not in note["problem"]
    assert "F841 Local variable `total` is assigned to but never used" in note["problem"]


def test_hooks_that_only_reformatted_make_no_note(rg, kb, code_repo, tmp_path):
    failing = PRE_COMMIT_FAILING.split("\n\nruff")[0] + "\n\nmypy" + PRE_COMMIT_FAILING.rsplit("\n\nmypy", 1)[1]
    lines = [rec("user", "commit the cart change", cwd=str(code_repo)),
             *failed_run("r1", failing, "pre-commit run --all-files"),
             *edit(code_repo, "e1", "src/shop/cart.py"),
             *run("r2", PRE_COMMIT_PASSING, "pre-commit run --all-files")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert "test-fixed" not in notes


def test_a_check_is_named_by_its_name_and_its_error_goes_in_the_problem(rg, kb, code_repo, tmp_path):
    failing = ("[PASS] api /healthz returned 200\n[FAIL] web / returned 502 Bad Gateway\n"
               "[PASS] worker queue depth 0\n1 of 3 checks failed")
    passing = "[PASS] api /healthz returned 200\n[PASS] web / returned 200\n[PASS] worker queue depth 0\nall checks passed"
    lines = [rec("user", "staging smoke test is failing after the proxy change", cwd=str(code_repo)),
             *failed_run("r1", failing, "./scripts/smoke.sh staging"),
             *edit(code_repo, "e1", "deploy/nginx.conf"),
             *run("r2", passing, "./scripts/smoke.sh staging")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert note.title == 'Fixed failing "web /" by changing deploy/nginx.conf'
    assert "502 Bad Gateway" in note["problem"]
