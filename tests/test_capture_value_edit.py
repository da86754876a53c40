"""A value the user sets with why, which the agent's next edit writes, is a correction (branch cap101, from
heldout63's misses, read after it judged cap99 and cap100): "and resize to 1080 wide not 2000, instagram squashes
them anyway ..." - an edit to ``WIDTH = 1080``. Three things lost such turns: said straight after another message
of the user's (no agent words in between to answer), opened by "sorry one more," (not taken for the head), or read
as an order by the shape readers and then dropped as the next step. Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import result, run, tool, write
from test_capture_session import rec

from reflectgit.kb import KB


def _session(cwd, said: str, old: str, new: str, between: list[str] | None = None) -> list[str]:
    """A fix, the agent's report, then ``said`` (after ``between``) and an edit of ``old`` to ``new``."""
    return [rec("user", "the overdue letters list books that came back yesterday, src/overdue.py", cwd=str(cwd)),
            *tool("assistant", "e1", "Edit", {"file_path": f"{cwd}/src/overdue.py", "old_string": "due <= today",
                                               "new_string": "due < today and not returned"}),
            result("e1", "The file has been updated."),
            *run("t1", "4 passed in 0.12s"),
            rec("assistant", "Fixed: returned books are skipped. Shall I also email the form teachers?"),
            *(between or []),
            rec("user", said),
            *tool("assistant", "e2", "Edit", {"file_path": f"{cwd}/src/letters.py", "old_string": old, "new_string": new}),
            result("e2", "The file has been updated."),
            rec("user", "ok thats all")]


def _captured(rg, kb, path) -> tuple[dict, list]:
    out = rg.json("capture", "transcript", str(path))
    return out, [KB.open(kb).get(i) for i in out["captured"]]


NO_EMAILS = [rec("user", "no emails please, the form teachers get enough from the office already"),
             rec("assistant", "No emails then.")]


@pytest.mark.parametrize("said, old, new, between", [
    ("and print the letters at 12pt not 10, half the grandparents who collect them can't read the small print",
     "FONT_PT = 10", "FONT_PT = 12", NO_EMAILS),
    ("also the letter should say 'please bring it back' not 'overdue notice', it goes to eight year olds",
     "TITLE = 'overdue notice'", "TITLE = 'please bring it back'",
     [rec("user", "no emails please, the form teachers get enough from the office already")]),
    ("sorry one more, the grace period should be 7 days not 3. the class library only swaps on mondays",
     "GRACE_DAYS = 3", "GRACE_DAYS = 7", NO_EMAILS),
])
def test_a_value_set_with_why_that_the_next_edit_writes_is_a_correction(rg, kb, code_repo, tmp_path, said, old, new,
                                                                         between):
    out, notes = _captured(rg, kb, write(tmp_path, _session(code_repo, said, old, new, between)))
    fixed = [n for n in notes if n.fields().get("type") == "correction"
             and any(v in (n.fields().get("rule") or "") for v in ("12pt", "please bring it back", "7 days"))]
    assert fixed, out["signals"]
    why = " ".join(str(n.fields().get("key_insight") or "") for n in fixed)  # the note's reason
    assert any(w in why for w in ("grandparents", "eight year olds", "mondays")), fixed[0].fields()


def test_the_value_without_why_is_the_step_only(rg, kb, code_repo, tmp_path):
    """"and print the letters at 12pt not 10": the step the edit carries out, with nothing a later session needs."""
    out, notes = _captured(rg, kb, write(tmp_path, _session(code_repo, "and print the letters at 12pt not 10",
                                                             "FONT_PT = 10", "FONT_PT = 12", NO_EMAILS)))
    assert not any("12pt" in (n.fields().get("rule") or "") for n in notes), out["signals"]
