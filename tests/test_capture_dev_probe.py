"""The dev set's root-cause probe (d35-d54) keeps its shape: key phrases occur in its transcripts.

The probe was written before capture was changed for it (branch cause20); these checks keep a later
edit of `src/dev.py` from expecting phrases nobody said, which would make recall unreachable.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import capture_eval as ce  # noqa: E402
from test_capture_frozen_sets import missing_phrases  # noqa: E402


def _probe() -> list[dict]:
    return [r for r in ce.load_expectations(ce.SETS["dev"]) if "dev/d35" <= r["transcript"] < "dev/d55"]


def test_probe_shape():
    rows = _probe()
    assert len(rows) >= 16
    kinds = [x["kind"] for r in rows for x in r["lessons"] if not x.get("optional")]
    assert kinds.count("root_cause") >= 10 and kinds.count("correction") >= 6
    assert sum(1 for r in rows if not r["lessons"]) >= 3


def test_probe_key_phrases_occur_verbatim():
    assert not (missing := missing_phrases(_probe())), missing
