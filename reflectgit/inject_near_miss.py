"""A request for new work in a file is not answered by the cause of an earlier failure there.

The prompt hook's learned picker (:func:`reflectgit.inject.learned`) reads a note that shares a code name with
the prompt as close to it. When the prompt asks to build or change something (:func:`reflectgit.prompt_kind.builds`)
in a file whose session left a **root cause**, that cause is most often a near-miss: the new work ("planner/
vroom_job.py: add a priority field") does not repeat the failure the cause explains ("the jobs send their windows
as Unix epoch seconds"). On the spent splits (dev, check, check2-22) 23 of the 27 prompts this changes must inject
nothing; where the session's own rule, correction or decision is a candidate, the rule is what the new work must
follow ("write a new DAG that loads the daily refunds partition" ← "Never call datetime.now() inside a DAG task"),
so it takes the cause's place (benchmarks/declared/inj32.md, benchmarks/RESULTS.md, branch inj32).

A test fix is judged by what it says, not by the picker's probability (inj33): a build request naming a test fix's
file is answered by it when the fix's lesson holds the request's other words too ("add a phone number to the
customer factory in spec/factories/customers.rb" ← the factory fix, ``beyond`` 0.5; inj30 lost that prompt in a KB
of a few notes when it judged test fixes by probability), and is a near-miss when the file is all they share
("internal/ratelimit/limiter.go: expose the remaining quota in a header" ← "TestRateLimiter_Burst failed: the window
resets on the wall clock", ``beyond`` 0): on the spent splits 6 of the 7 injected test fixes of a build request under
``REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX`` were a must-inject-nothing prompt's (benchmarks/declared/inj33.md). Pure
Python over the measures the hook already has; no model is loaded.
"""

from __future__ import annotations

from typing import Any

from reflectgit import config

#: what a session says to do, as capture types it: the candidates that can take a near-miss cause's place
PRESCRIPTIONS = frozenset({"rule", "correction", "decision"})
#: the least picker probability a prescription needs to take the place (on the spent splits a floor of 0
#: let near-miss rules of the same session in, benchmarks/RESULTS.md, branch inj30)
SIBLING_FLOOR = 0.1


def near_miss(hit: dict[str, Any], probability: float, floor: float, fix_floor: float = 0.0) -> bool:
    """Whether a candidate of a build request is a root cause met through the prompt's code names (``shared_names``)
    that the picker is not sure of (under ``floor``), or a test fix met through them whose lesson holds under
    ``fix_floor`` of the prompt's other words (``beyond``, set by :func:`reflectgit.inject.fit_to_prompt` when the
    fix's stated lesson does not name the shared code names itself: the file is then all they share)."""
    if not hit.get("shared_names"):
        return False
    if hit.get("kind") == "root-cause":
        return probability < floor
    beyond = hit.get("beyond")
    return bool(hit.get("test_fix")) and beyond is not None and float(beyond) < fix_floor


def prescribed(build: bool, hits: list[dict[str, Any]], probs: list[float], fits: list[bool],
               chosen: list[str], floor: float | None = None, fix_floor: float | None = None) -> list[str]:
    """``chosen`` (the picker's ids, likeliest first) with each near-miss root cause of a build request replaced by
    the likeliest rule, correction or decision of its own session among ``hits`` (fitting the gate and the cosmetic
    check, ``fits``; probability at least :data:`SIBLING_FLOOR`; not chosen already), or dropped when there is none.
    ``floor`` (default ``REFLECTGIT_INJECT_NEAR_MISS_CAUSE``) is the probability a cause needs to stay (0 turns this
    off); ``fix_floor`` (default ``REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX``) the share of the prompt's other words a
    test fix met through a code name needs to stay (0 turns that off). benchmarks/inject_picker_fit.py --replay
    --near-miss / --near-miss-fix pass them to replay a traced run."""
    if floor is None:
        floor = config.bounded("REFLECTGIT_INJECT_NEAR_MISS_CAUSE")
    if fix_floor is None:
        fix_floor = config.bounded("REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX")
    if not build or not (floor or fix_floor) or not chosen:
        return chosen
    by_id = {str(h["id"]): (h, p, ok) for h, p, ok in zip(hits, probs, fits, strict=True)}
    out: list[str] = []
    for i in chosen:
        hit, p, _ = by_id[i]
        if not near_miss(hit, p, floor, fix_floor):
            out.append(i)
            continue
        episode = hit.get("episode")
        siblings = [(q, str(h["id"])) for h, q, ok in by_id.values()
                    if episode and h.get("episode") == episode and h.get("kind") in PRESCRIPTIONS and ok
                    and q >= SIBLING_FLOOR and str(h["id"]) not in chosen and str(h["id"]) not in out]
        if siblings:
            out.append(max(siblings)[1])
    return out
