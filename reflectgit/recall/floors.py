"""The per-arm score floors a calibration saved (``calibration.json`` in the derived folder).

Read on every recall, written by ``reflectgit.recall.calibrate``: apart from it so the pipeline
reads them without importing the calibration, which runs the pipeline.
"""

from __future__ import annotations

import json
from pathlib import Path

FILE = "calibration.json"


def saved_floors(derived: Path) -> dict[str, float]:
    try:
        return json.loads((derived / FILE).read_text()).get("floors", {})
    except (OSError, ValueError):
        return {}
