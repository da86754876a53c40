"""The dev set's probes keep their shape: key phrases occur in their transcripts.

Each probe was written before capture was changed for it: d35-d54 root causes the agent states
(branch cause20), d55-d70 corrections as people type them (branch corr20). These checks keep a
later edit of `src/dev.py` from expecting phrases nobody said, which would make recall unreachable.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import capture_eval as ce  # noqa: E402
from test_capture_frozen_sets import missing_phrases  # noqa: E402


def _number(transcript: str) -> int:
    """d7_x -> 7, d100_x -> 100: probes are numbered, and d100 comes after d99, not before d35."""
    match = re.match(r"dev/d(\d+)", transcript)
    return int(match.group(1)) if match else -1


def _probe(lo: int = 35, hi: int = 55) -> list[dict]:
    """The dev sessions d<lo> up to (not including) d<hi>."""
    return [r for r in ce.load_expectations(ce.SETS["dev"]) if lo <= _number(r["transcript"]) < hi]


def test_probe_shape():
    rows = _probe()
    assert len(rows) >= 16
    kinds = [x["kind"] for r in rows for x in r["lessons"] if not x.get("optional")]
    assert kinds.count("root_cause") >= 10 and kinds.count("correction") >= 6
    assert sum(1 for r in rows if not r["lessons"]) >= 3


def test_correction_probe_shape():
    rows = _probe(55, 71)
    assert len(rows) >= 14
    kinds = [x["kind"] for r in rows for x in r["lessons"] if not x.get("optional")]
    assert kinds.count("correction") >= 12
    assert sum(1 for r in rows if not r["lessons"]) >= 2
    said = " ".join(p for r in rows for p in r["not_lessons"])
    assert all(p in said for p in ("nope, all good", "no worries", "not now, later"))


def test_probe_key_phrases_occur_verbatim():
    assert not (missing := missing_phrases(_probe() + _probe(55, 71))), missing


def test_chat_probe_shape():
    """d71-d84 (branch prec20): chat, plans, banter and agent narration that look like lessons."""
    rows = _probe(71, 85)
    assert len(rows) == 14
    assert sum(1 for r in rows if not [x for x in r["lessons"] if not x.get("optional")]) >= 8
    said = " ".join(p for r in rows for p in r["not_lessons"])
    assert all(p in said for p in ("lesson learned lol", "always run it twice before the demo", "To recap"))
    assert not (missing := missing_phrases(rows)), missing


def test_cap20b_probe_shape():
    """d85-d99 (branch cap20b): causes with the fix stated next, follow-up orders behind leads, a bare
    "revert that" next to what was wrong, causes stated with no look; key phrases said verbatim."""
    rows = _probe(85, 100)
    assert len(rows) == 15
    kinds = [x["kind"] for r in rows for x in r["lessons"] if not x.get("optional")]
    assert kinds.count("root_cause") >= 6 and kinds.count("correction") >= 4
    assert sum(1 for r in rows if not r["lessons"]) >= 3  # chat behind leads, a causal plan, a causal answer
    assert not (missing := missing_phrases(rows)), missing


def test_cap20c_probe_shape():
    """d100-d105 (branch cap20c): the rule clause of a turn that says several things; key phrases said verbatim."""
    rows = _probe(100, 106)
    assert len(rows) == 6
    said = " ".join(r["transcript"] for r in rows)
    assert "d104_nope_no_flag_just_hides_it" in said
    assert not (missing := missing_phrases(rows)), missing
