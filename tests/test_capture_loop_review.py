"""Test-fix loops a user-path review of cap38 found junk notes in (branch fixl): pre-commit hooks named as tests,
a smoke check named by its error text, a type-check loop and a later flaky ``go test`` retry glued into one note,
and a checker passing silently (no output, exit 0) never closing its loop. Each through ``reflectgit capture
transcript`` on a Claude Code transcript shaped like a real one."""

from __future__ import annotations

from test_capture_complete import captured, edit, run, write
from test_capture_run_structure import failed_run
from test_capture_session import rec

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
