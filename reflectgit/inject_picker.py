"""A learned picker for per-prompt injection: a logistic regression (or, with
``REFLECTGIT_INJECT_PICKER=trees``, gradient-boosted trees) over what the prompt hook already measures
for each (prompt, candidate note) pair.

:func:`features` turns the hook's candidates (recall's hits, as :func:`reflectgit.inject.fit_to_prompt`
and :func:`reflectgit.inject.meaning_fit` left them) into one small vector each; the weights are fitted
offline on labelled prompts (``benchmarks/inject_picker_fit.py``, from ``inject_eval.py --trace``
reports) and shipped as ``inject_picker.json`` (the trees as ``inject_picker_trees.json``: nested lists
``[feature, threshold, left, right]`` whose leaves are numbers). Nothing is trained, and no model is
loaded, at run time: a dot product, or a walk down each tree, per candidate in pure Python. Imported only when the prompt hook judges candidates (numpy is not needed).
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

WEIGHTS = Path(__file__).with_name("inject_picker.json")
TREES = Path(__file__).with_name("inject_picker_trees.json")

#: a prompt that asks: "why does ...", "how do I ...", "... ?"
_QUESTION = re.compile(r"\?\s*$|^(?:(?:ok(?:ay)?|so|hey|and|also)[,:]?\s+)*(?:why|how|what|where|which|when|who"
                       r"|is|are|does|do|did|can|could|should|would)\b", re.I)

#: the names of :func:`features`' columns, in order
NAMES = ("evidence", "cosine", "teaches", "story", "taught", "overlap", "score", "score_share", "rank",
         "evidence_share", "evidence_lead", "score_gap_next", "distinct", "test_fix", "test_fix_unnamed",
         "shares_name", "rare", "where_only", "gate", "answers", "lead_episode", "candidates", "question",
         "builds", "trouble", "prompt_words", "rules_pick")


def features(prompt: str, hits: list[dict[str, Any]], evidences: list[float], gates: list[bool],
             where: list[bool], picked: set[str]) -> list[list[float]]:
    """One row of :data:`NAMES` per hit: ``evidences`` (:func:`reflectgit.inject.evidence`), ``gates``
    (the relevance gate's floors), ``where`` (:func:`reflectgit.inject.where_only`) and ``picked`` (what
    :func:`reflectgit.inject.fitting_notes`' rules inject) are the hook's own measures, in ``hits``' order."""
    from reflectgit.prompt_kind import _TROUBLE, builds
    from reflectgit.query_text import content_terms

    if not hits:
        return []
    scores = [float(h.get("score") or 0.0) for h in hits]
    top_score, top_ev = max(scores) or 1.0, max(evidences) or 1.0
    order = sorted(range(len(hits)), key=lambda i: -scores[i])
    rank = {i: r for r, i in enumerate(order)}
    lead = max(range(len(hits)), key=lambda i: evidences[i])
    question = bool(_QUESTION.search(prompt.strip()))
    build = builds(prompt)
    trouble = bool(_TROUBLE.search(prompt))
    words = math.log1p(len(content_terms(prompt)))
    rows = []
    for i, h in enumerate(hits):
        cosine = max(0.0, float(h.get("arm_scores", {}).get("vector") or 0.0))
        teaches = float(h["teaches"]) if h.get("teaches") is not None else cosine
        others = [evidences[j] for j in range(len(hits)) if j != i]
        below = [scores[j] for j in order[rank[i] + 1:]]
        test_fix = bool(h.get("test_fix"))
        rows.append([
            evidences[i], cosine, teaches, max(0.0, cosine - teaches),
            float(h["taught"] if h.get("taught") is not None else h.get("overlap") or 0.0),
            float(h.get("overlap") or 0.0), scores[i], scores[i] / top_score, float(rank[i]),
            evidences[i] / top_ev, evidences[i] - max(others, default=0.0),
            scores[i] - (below[0] if below else 0.0), float(bool(h.get("distinct"))), float(test_fix),
            float(test_fix and h.get("names") is False), float(bool(h.get("shared_names"))),
            min(float(h.get("rare") or 0.0), 8.0) / 8.0, float(where[i]), float(gates[i]),
            float(bool(h.get("answers", True))),
            float(i != lead and bool(h.get("episode")) and h.get("episode") == hits[lead].get("episode")),
            float(len(hits)), float(question), float(build), float(trouble), words,
            float(str(h.get("id")) in picked),
        ])
    return rows


@lru_cache(maxsize=2)
def model(kind: str = "learned") -> dict[str, Any]:
    """The shipped model: ``learned`` the logistic weights (``names``, ``mean``, ``scale``, ``coef``,
    ``intercept``, ``threshold``), ``trees`` the boosted trees (``names``, ``init``, ``trees``, ``threshold``)."""
    path = TREES if kind == "trees" else WEIGHTS
    data: dict[str, Any] = json.loads(path.read_text())
    if tuple(data["names"]) != NAMES:
        raise ValueError(f"{path.name} was fitted on other features than inject_picker.NAMES")
    return data


def _leaf(node: Any, row: list[float]) -> float:
    """One tree's value for ``row``: left while the feature is at or under the split's threshold."""
    while isinstance(node, list):
        node = node[2] if row[node[0]] <= node[1] else node[3]
    return float(node)


def probabilities(rows: list[list[float]], weights: dict[str, Any] | None = None) -> list[float]:
    """The fitted probability that each row's note is relevant to its prompt."""
    m = weights or model()
    out = []
    for row in rows:
        if "trees" in m:  # boosted trees: the prior's log-odds plus each tree's (learning-rate scaled) leaf
            z = float(m["init"]) + sum(_leaf(tree, row) for tree in m["trees"])
            out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z)))))
            continue
        z = float(m["intercept"]) + sum(c * (x - mu) / s for c, x, mu, s in
                                        zip(m["coef"], row, m["mean"], m["scale"], strict=True))
        out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z)))))
    return out
