"""Per-arm score floors seeded from the KB itself.

Arm scores are not comparable (BM25 is unbounded, cosine is -1..1), so each arm gets its
own floor: the arm's noise level, kept below what true matches score. Noise for the vector
arm is the best similarity it finds for off-topic probe sentences; noise for BM25 is the
best score of a query made of one of the KB's most common words (a lone weak match, the
typical junk of an OR query). True matches: each sampled note's title as a query, the
score its own note receives. Floor = min(high percentile of noise, low percentile of truth).
"""

from __future__ import annotations

import json
import random
from typing import Any

from reflectgit.kb import KB
from reflectgit.recall.floors import FILE, saved_floors  # noqa: F401 - saved_floors: the old home

OFF_TOPIC = [
    "how long should pasta boil", "best hiking trails near the coast", "who won the football match",
    "recipe for lemon cake", "will it rain tomorrow afternoon", "learning to play the violin",
    "cheap flights to lisbon in spring", "how to train a puppy to sit", "history of the roman empire",
    "tips for growing tomatoes", "what is a good bedtime routine", "choosing running shoes",
    "knitting a wool scarf", "birdwatching in the wetlands", "painting with watercolors",
    "how do volcanoes form", "planning a wedding budget", "the rules of chess openings",
    "making cold brew coffee", "stretching exercises for the back",
]


def calibrate(kb: KB, percentile: float = 5.0, sample: int = 200) -> dict[str, Any]:
    from reflectgit.query_text import content_terms
    from reflectgit.recall.choose import open_recall as Recall
    from reflectgit.recall.types import Options

    recall = Recall(kb)
    recall.index.sync()
    opts = Options(global_=True, depth=20)
    allowed = recall.allowed(opts)
    ids = sorted(allowed)
    rnd = random.Random(0)
    rnd.shuffle(ids)
    ids = ids[:sample]
    df: dict[str, int] = {}
    for nid in ids:
        for t in set(content_terms(allowed[nid]["title"] or "")):
            df[t] = df.get(t, 0) + 1
    common = sorted(df, key=lambda t: (-df[t], t))[:20]
    true_scores: dict[str, list[float]] = {"bm25": [], "vector": []}
    noise_scores: dict[str, list[float]] = {"bm25": [], "vector": []}

    def run(query: str) -> dict[str, list[tuple[str, float]]]:
        return {"bm25": recall.arm_bm25(query, allowed, 20),
                "vector": recall.arm_vector(recall.query_vector(query), allowed, 20)}

    for nid in ids:
        for arm, found in run(allowed[nid]["title"]).items():
            own = next((s for n, s in found if n == nid), None)
            if own is not None:
                true_scores[arm].append(own)
    for word in common:
        found = recall.arm_bm25(word, allowed, 1)
        if found:
            noise_scores["bm25"].append(found[0][1])
    for probe in OFF_TOPIC:
        found = recall.arm_vector(recall.query_vector(probe), allowed, 1)
        if found:
            noise_scores["vector"].append(found[0][1])
    floors = {}
    for arm in true_scores:
        if len(true_scores[arm]) >= 5 and len(noise_scores[arm]) >= 5:
            noise = _percentile(noise_scores[arm], 100 - percentile)
            signal = _percentile(true_scores[arm], percentile)
            floors[arm] = round(min(noise, signal), 4)
    from reflectgit.recall import gate_floor

    gate = {**gate_floor.compute(recall), "version": recall._version()}  # the gate's own, kept with the floors
    out = {"floors": floors, "queries": len(ids), "percentile": percentile, "gate": gate}
    (kb.derived_dir() / FILE).write_text(json.dumps(out, indent=2))
    return out


def _percentile(values: list[float], p: float) -> float:
    vals = sorted(values)
    if not vals:
        return 0.0
    k = (len(vals) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(vals) - 1)
    return vals[lo] + (vals[hi] - vals[lo]) * (k - lo)
