"""The relevance gate's per-KB noise floor: how similar two unrelated notes of this KB are.

A fixed cosine says little across KBs: MiniLM scores two random notes of a small ops KB 0.10
(median) to 0.31 (95th percentile), of a KB of captured sessions 0.12 to 0.29. A query on a topic
the KB does not hold is, to the model, like one more unrelated note, so the KB's own random-pair
95th percentile is the level a match must clear to mean anything here. It is computed from a
sample of the KB's note vectors whenever the index changes (the gate finds the saved figure stale
and recomputes it: a few milliseconds), not only by ``reflectgit calibrate``, and saved under
``"gate"`` in ``calibration.json`` next to the per-arm floors.
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

from reflectgit.recall.floors import FILE

if TYPE_CHECKING:
    from reflectgit.recall.pipeline import Recall

SAMPLE = 300  # notes sampled: 44,850 pairs, a 300 x 300 product
MIN_NOTES = 8  # fewer notes say nothing about the KB's spread: no floor, the fixed gate alone decides
PERCENTILE = 95.0


def noise_floor(recall: Recall) -> float | None:
    """The KB's random-pair similarity at ``PERCENTILE`` (None for a KB too small to say), from
    the saved calibration when it is of the index's current version, else computed and saved."""
    version = recall._version()
    cached = getattr(recall, "_gate_floor", None)
    if cached is not None and cached[0] == version:
        return cached[1]
    path = recall.kb.derived_dir() / FILE
    saved = _read(path)
    gate = saved.get("gate") if isinstance(saved.get("gate"), dict) else None
    if gate is not None and gate.get("version") == version:
        value = gate.get("random_p95")
        floor = float(value) if isinstance(value, (int, float)) else None
    else:
        gate = compute(recall)
        floor = gate["random_p95"]
        gate["version"] = version
        saved["gate"] = gate
        from reflectgit.fsutil import atomic_write

        try:
            atomic_write(path, json.dumps(saved, indent=2).encode())
        except OSError:
            pass  # a read-only derived folder: recomputed next time, the answer stands
    recall._gate_floor = (version, floor)
    return floor


def compute(recall: Recall) -> dict[str, Any]:
    """``{"random_p95": x or None, "notes": n, "pairs": p}`` over a seeded sample of the KB's active notes."""
    import numpy as np

    ids = sorted(recall.note_ids())
    rnd = random.Random(0)
    sample = rnd.sample(ids, min(SAMPLE, len(ids)))
    vectors = recall._vectors_for(sample)
    rows = [vectors[i] for i in sample if i in vectors]
    if len(rows) < MIN_NOTES:
        return {"random_p95": None, "notes": len(rows), "pairs": 0}
    matrix = np.asarray(np.stack(rows), dtype=np.float32)
    sims = (matrix @ matrix.T)[np.triu_indices(len(rows), 1)]
    return {"random_p95": round(float(np.percentile(sims, PERCENTILE)), 4), "notes": len(rows), "pairs": int(sims.size)}


def _read(path: Any) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
