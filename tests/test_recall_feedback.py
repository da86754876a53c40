"""Feedback from the fused head (recall/feedback.py): pure functions, and the pipeline's options."""

from __future__ import annotations

import numpy as np

from reflectgit.recall import feedback


def unit(v):
    v = np.asarray(v, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_rocchio_moves_the_query_towards_the_head_and_stays_unit():
    q = unit([1, 0, 0])
    moved = feedback.rocchio(q, [unit([0, 1, 0]), unit([0, 2, 0])], beta=0.5)
    assert abs(float(np.linalg.norm(moved)) - 1.0) < 1e-5
    assert moved[1] > 0.3 and moved[0] > moved[1]  # towards the head, the query still leads
    assert np.allclose(feedback.rocchio(q, [], 0.5), q)
    assert np.allclose(feedback.rocchio(q, [unit([0, 1, 0])], 0.0), q)


def test_best_window_takes_the_window_nearest_the_query():
    q = unit([1, 0])
    own = unit([0, 1])
    windows = np.vstack([unit([1, 1]), unit([1, 0.1])])
    assert np.allclose(feedback.best_window(q, own, windows), windows[1])
    assert np.allclose(feedback.best_window(q, own, None), own)


def test_expansion_terms_are_shared_by_the_head_rare_in_the_kb_and_new():
    head = ["kafka consumer lag grows after rebalance", "rebalance storms stall the consumer group",
            "the consumer commits offsets after rebalance", "lunch"]
    df = {"consumer": 3, "rebalance": 3, "offsets": 1, "group": 2, "lag": 1}

    def doc_freq(terms):
        return {t: df.get(t, 1) for t in terms}, 100

    words = feedback.expansion_terms("why does kafka stall", head, doc_freq, n=3)
    assert words and "rebalance" in words and "consumer" in words
    assert "stall" not in words and "kafka" not in words  # the query's own words are not feedback
    assert "lag" not in words  # one head note holds it
    common = feedback.expansion_terms("why does kafka stall", head, lambda t: ({w: 50 for w in t}, 100), n=3)
    assert common == []  # half the KB holds them: no evidence


def test_propagate_lifts_a_neighbour_of_the_head_not_an_outlier():
    vectors = {"a": unit([1, 0, 0]), "b": unit([0.9, 0.1, 0]), "near": unit([1, 0.05, 0]), "far": unit([0, 0, 1])}
    fused = {"a": 1.0, "b": 0.9, "near": 0.5, "far": 0.5}
    out = feedback.propagate(fused, ["a", "b", "near", "far"], vectors, k=2, gamma=0.2)
    assert out["near"] > out["far"] == 0.5
    assert feedback.propagate(fused, ["a", "b"], vectors, k=2, gamma=0.0) == fused
