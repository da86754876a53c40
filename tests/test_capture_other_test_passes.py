"""A test-fix loop closes on a run of the failing test, not on another test file passing (note31's fixl2 item: "a pass
by another command is not checked to run the failing test"). `pytest tests/test_totals.py` failing, an edit, then
`pytest tests/test_export.py` passing said "test_discount_applies_once failed, then passed after changing
src/invoicer/totals.py" — a fix nobody saw pass. Through ``reflectgit capture transcript`` on Claude Code transcripts."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, run, write
from test_capture_run_structure import failed_run
from test_capture_session import rec

from reflectgit.kb import KB

FAILING = ("FAILED tests/test_totals.py::test_discount_applies_once - assert 81.0 == 90.0\n"
           "1 failed, 11 passed in 0.31s")


def session(code_repo, failing_cmd: str, passing_cmds: list[str]) -> list[str]:
    lines = [rec("user", "invoice totals are off when a discount code is used, tests are red", cwd=str(code_repo)),
             *failed_run("r1", FAILING, failing_cmd),
             rec("assistant", "Invoice.total applies the discount twice: in the loop and again on the return line."),
             *edit(code_repo, "e1", "src/invoicer/totals.py")]
    for n, cmd in enumerate(passing_cmds):
        lines += run(f"p{n}", "12 passed in 0.22s", cmd)
    return [*lines, rec("assistant", "Done.")]


def fixes(kb, out: dict) -> list:
    return [n for n in (KB.open(kb).get(i) for i in out["captured"]) if n.get("type") == "test-fixed"]


@pytest.mark.parametrize("failing_cmd", ["pytest -q tests/test_totals.py", "pytest -q"])
def test_another_test_file_passing_is_no_fix_of_the_failing_test(rg, kb, code_repo, tmp_path, failing_cmd):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, failing_cmd, ["pytest -q tests/test_export.py"])))
    assert not [n for n in fixes(kb, out) if "test_discount_applies_once" in n.title]


@pytest.mark.parametrize("failing_cmd,passing", [
    ("pytest -q tests/test_totals.py", ["pytest -q tests/test_export.py", "pytest -q tests/test_totals.py"]),
    ("pytest -q", ["pytest -q tests/test_totals.py::test_discount_applies_once"]),
    ("pytest -q", ["pytest -q tests/test_totals.py"]),
    ("pytest -q tests/test_totals.py", ["pytest -q"]),
    ("pytest -q tests/test_totals.py", ["python -m pytest tests/test_totals.py -q"]),
])
def test_a_run_of_the_failing_test_closes_the_loop(rg, kb, code_repo, tmp_path, failing_cmd, passing):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, failing_cmd, passing)))
    [note] = fixes(kb, out)
    assert "test_discount_applies_once" in note.title and "src/invoicer/totals.py" in note["entities"]
