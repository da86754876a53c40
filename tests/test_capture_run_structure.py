"""A test-fix loop read by the structure of its runs, whatever the runner (issue 20: "a test-fixed signal
names the test(s) and the file(s) changed between the failing and the passing run, and is kept only when
it can name them"). A run failing, edits, the same (or a narrower) command passing: the failing test is
the subject of the line the failing run marks failed ("error: 'x' failed", "name ... FAIL", "[FAIL] name")
and, best, the one the passing run marks passed on the same line. Runners no capture pattern names (zig's
build runner, hurl, an in-house script) through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured, edit, run, tool, write
from test_capture_session import rec


def failed_run(tid: str, output: str, command: str) -> list[str]:
    """A Bash call whose result Claude Code flags as an error (a non-zero exit status)."""
    return [*tool("assistant", tid, "Bash", {"command": command}),
            rec("user", [{"type": "tool_result", "tool_use_id": tid, "content": output, "is_error": True}])]


def loop(code_repo, failing: str, passing: str, command: str, rerun: str | None = None, path: str = "src/config.zig"):
    return [rec("user", "the config tests are red, can you fix them", cwd=str(code_repo)),
            *failed_run("r1", failing, command),
            *edit(code_repo, "e1", path), *run("r2", passing, rerun or command),
            rec("assistant", "Green now.")]


def test_zig_build_test_names_the_test_its_failing_line_quotes(rg, kb, code_repo, tmp_path):
    failing = ("test\n└─ run test 1/2 passed, 1 failed\n"
               "error: 'config.test.parses port from env' failed: expected 8080, found 80\n"
               "error: the following test command failed with exit code 1:")
    passing = "Build Summary: 3/3 steps succeeded; 2/2 tests passed"
    _, notes = captured(rg, kb, write(tmp_path, loop(code_repo, failing, passing, "zig build test")))
    note = notes["test-fixed"]
    # the test's own name, without the file's "config.test." prefix zig puts before it (branch cap59)
    assert note.title == 'Fixed failing "parses port from env" by changing src/config.zig'
    assert "src/config.zig" in note["entities"]


def test_a_runner_that_marks_each_test_names_the_one_it_flipped(rg, kb, code_repo, tmp_path):
    # hurl: one line per file, "Failure" then "Success"; the narrowed re-run runs the failing file alone
    failing = ("api/login.hurl: Success (1 request(s) in 11 ms)\n"
               "api/refund.hurl: Failure (2 request(s) in 14 ms)\n"
               "  Assert status code: actual 500, expected 200\n"
               "Executed files: 2, Succeeded files: 1 (50.0%), Failed files: 1 (50.0%)")
    passing = "api/refund.hurl: Success (2 request(s) in 12 ms)\nExecuted files: 1, Succeeded files: 1 (100.0%)"
    lines = loop(code_repo, failing, passing, "hurl --test api/*.hurl", "hurl --test api/refund.hurl", "src/refund.rs")
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert note.title == "Fixed failing api/refund.hurl by changing src/refund.rs"
    assert "Assert status code: actual 500, expected 200" in note["problem"]  # what it printed under the line


def test_a_command_with_no_test_word_is_a_test_run_by_what_it_prints(rg, kb, code_repo, tmp_path):
    # an in-house eval script: "[FAIL] name" and a count of failures, exit status 0 both times
    failing = ("[PASS] greets by first name\n[FAIL] refund after 40 days: mentions the 30 day window\n"
               "Successes: 1  Failures: 1")
    passing = ("[PASS] greets by first name\n[PASS] refund after 40 days: mentions the 30 day window\n"
               "Successes: 2  Failures: 0")
    lines = [rec("user", "the support prompt evals regressed", cwd=str(code_repo)),
             *run("r1", failing, "./scripts/evals prompts/support.yaml"),
             *edit(code_repo, "e1", "prompts/support.txt"),
             *run("r2", passing, "./scripts/evals prompts/support.yaml")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["test-fixed"].title == ('Fixed failing "refund after 40 days: mentions the 30 day window" '
                                         "by changing prompts/support.txt")


def test_nothing_to_name_keeps_nothing(rg, kb, code_repo, tmp_path):
    # a deploy that failed and then worked after an edit: no test line, no count - not a test fix
    lines = [rec("user", "deploy the worker", cwd=str(code_repo)),
             *failed_run("r1", "Error: connection refused while pushing image", "./deploy.sh worker"),
             *edit(code_repo, "e1", "deploy.sh"),
             *run("r2", "worker deployed: revision 42 is live", "./deploy.sh worker")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert "test-fixed" not in notes


def test_another_command_passing_does_not_name_what_only_the_failing_one_said(rg, kb, code_repo, tmp_path):
    # "tox -e py38" fails on a collection error, "tox -e py39" passes: py39 never ran what failed
    failing = "E   TypeError: 'type' object is not subscriptable\nFAILED tests/test_loader.py - TypeError\n1 error in 0.31s"
    lines = [rec("user", "CI is red on 3.8", cwd=str(code_repo)),
             *failed_run("r1", failing, "tox -e py38 -q"),
             *edit(code_repo, "e1", "pyproject.toml"),
             *run("r2", "........\n8 passed in 0.40s", "tox -e py39 -q")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert "test-fixed" not in notes


def test_a_pester_fix_is_named_by_its_test(rg, kb, code_repo, tmp_path):
    """heldout52 b05 (cap68): Pester marks a failing test "[-] <name> <time>"; the fix note named none."""
    failing = ("Describing Export-Rota\n  [+] writes one row per shift 18ms (12ms|6ms)\n  [-] lists each volunteer once "
               "22ms (20ms|2ms)\n   Expected 4, but got 8.\nTests completed in 301ms\nTests Passed: 2, Failed: 1, "
               "Skipped: 0 NotRun: 0")
    passing = ("Describing Export-Rota\n  [+] writes one row per shift 18ms (12ms|6ms)\n  [+] lists each volunteer once "
               "20ms (18ms|2ms)\nTests completed in 280ms\nTests Passed: 3, Failed: 0, Skipped: 0 NotRun: 0")
    _, notes = captured(rg, kb, write(tmp_path, loop(code_repo, failing, passing, "Invoke-Pester -Path .\\tests")))
    assert "lists each volunteer once" in notes["test-fixed"].title, notes["test-fixed"].title
