"""A pick between options asked in more ways is a decision with its reason (branch cap102, from heldout63's misses,
read after it judged cap99/cap100): the agent lays the options out, then asks "Which should it show?", or the user asks
"question is whether per bag or per kg". Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import result, tool, write
from test_capture_session import rec

from reflectgit.kb import KB


def _session(cwd, opening: str, asks: str, pick: str) -> list[str]:
    return [rec("user", opening, cwd=str(cwd)),
            *tool("assistant", "e1", "Edit", {"file_path": f"{cwd}/src/screen.py", "old_string": "SHOW = None",
                                               "new_string": "SHOW = load()"}),
            result("e1", "The file has been updated."),
            rec("assistant", asks),
            rec("user", pick),
            rec("assistant", "Done."),
            rec("user", "thanks")]


def _decisions(rg, kb, path) -> list[dict]:
    out = rg.json("capture", "transcript", str(path))
    notes = [KB.open(kb).get(i).fields() for i in out["captured"]]
    return [n for n in notes if n.get("type") == "decision"]


@pytest.mark.parametrize("opening, asks, pick, rule, why", [
    ("the shop window screen is blank since the update, can you get it going",
     "It's back. The screen can show either the repair queue from the workshop or the cafe's opening times and prices. "
     "Which should it show?",
     "opening times and prices only. the repair queue names people's broken things in a window on the high street",
     "opening times and prices only", "high street"),
    ("we're changing the seed prices, question is whether per packet or per gram on the website. what do other "
     "libraries do",
     "Most show a packet price with the per-gram price under it; per gram alone makes people do sums. I've wired the "
     "packet price in for now.",
     "per packet with the per gram underneath, same as the printed catalogue so nobody thinks the web price differs",
     "per packet with the per gram underneath", "catalogue"),
])
def test_a_pick_asked_in_more_ways_is_a_decision_with_its_reason(rg, kb, code_repo, tmp_path, opening, asks, pick,
                                                                 rule, why):
    decided = _decisions(rg, kb, write(tmp_path, _session(code_repo, opening, asks, pick)))
    assert any(rule in d["rule"].lower() for d in decided), decided
    picked = next(d for d in decided if rule in d["rule"].lower())
    assert why in (picked.get("key_insight") or "").lower() + picked["rule"].lower(), picked
