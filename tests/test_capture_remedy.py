"""The agent's cause stated before the sentence that says what its fix does, read from the misses of the
spent sets heldout20-26 (branch cap27): a cause that opens with "All ..." ("All vendors are processed in one
reduce call ...") was taken for a report like "All green"; "Sign-extending the 16-bit value fixes it" (a
hyphenated gerund) and "The fix is to move focus ..." were not read as the remedy, so the statements before
them were not read as the cause. Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, write
from test_capture_session import rec

from reflectgit.capture import diagnosis


def _read(cwd, tid: str, path: str, text: str) -> list[str]:
    import json
    use = {"type": "assistant", "message": {"role": "assistant", "content": [
        {"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": f"{cwd}/{path}"}}]}}
    res = {"type": "user", "message": {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": tid, "content": text}]}}
    return [json.dumps(use), json.dumps(res)]


@pytest.mark.parametrize("report, said, cause, fix", [
    ("vendor sync dies every night around vendor 330. the script is SuiteScripts/vendor_sync_mr.js",
     "All vendors are processed in one reduce call under the single key ALL, and one reduce invocation has a 5,000 "
     "unit governance limit, so the script runs out around the 333rd one. Returning the saved search from "
     "getInputData makes map/reduce give each vendor its own map call with its own budget.",
     "All vendors are processed in one reduce call", "Returning the saved search from getInputData"),
    ("night readings from the soil probes are nuts, 6552 degrees at 3am. codec is codecs/soil_probe.js",
     "The probe sends the temperature as a signed 16-bit value and the codec reads it unsigned, divided by 10 that "
     "gives 6553.0. It only shows at night when the soil goes below zero. Sign-extending the 16-bit value fixes it.",
     "The probe sends the temperature as a signed 16-bit value", "Sign-extending the 16-bit value"),
    ("accessibility audit finding #7: when the form fails validation, NVDA reads nothing. src/js/validate.js",
     "The alert element is created with role=alert and its content already inside it in the same step. A region "
     "that arrives already filled is often not announced at all by screen readers. The fix is to move focus to the "
     "error summary heading after inserting it.",
     "The alert element is created with role=alert", "move focus to the error summary heading"),
])
def test_the_cause_before_the_remedy_is_kept(rg, kb, code_repo, tmp_path, report, said, cause, fix):
    lines = [rec("user", report, cwd=str(code_repo)),
             *_read(code_repo, "r1", "src/main.js", "function main() {}"),
             rec("assistant", said),
             *edit(code_repo, "e1", "src/main.js"),
             rec("user", "thanks")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["root-cause"]
    assert cause.lower() in note.title.lower(), (out["signals"], note.title)
    assert fix.lower() in (note["rule"] or "").lower(), note


@pytest.mark.parametrize("said", [
    "All green: 14 passed.",
    "All tests pass now, so the change is ready for review.",
    "All three pass, so the policy is ready for the enforce step.",
    "All done, the export runs without errors now.",
    "The fix is in exporter/facts.py, see the diff.",
])
def test_reports_and_pointers_are_no_cause_or_remedy(said):
    assert diagnosis.diagnosis(said, remedy=True) == ""
