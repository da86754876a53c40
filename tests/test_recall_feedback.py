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


def test_without_scaffolding_keeps_what_the_question_asks():
    from reflectgit.query_text import without_scaffolding as asked

    assert asked("What did Caroline research?") == "Caroline research"
    assert asked("how do I run the tests for the api?") == "run the tests for the api"
    assert asked("Can you tell me what Jon's job is?") == "Jon's job is"
    assert asked("hey, how should we deploy to prod?") == "deploy to prod"
    assert asked("the wiki container stops when I log out") == "the wiki container stops when I log out"
    assert asked("Who?") == "Who?"  # all scaffolding: kept as it is


def test_the_feedback_gate_reads_how_varied_the_head_is():
    from reflectgit.recall.pipeline import _varied
    from reflectgit.recall.types import Options

    chat = {"sources": 2, "cos": 0.55, "tokens": 30}
    docs = {"sources": 5, "cos": 0.35, "tokens": 200}
    assert _varied(chat, Options()) and _varied(docs, Options())  # every gate off
    assert not _varied(chat, Options(fb_gate_sources=3)) and _varied(docs, Options(fb_gate_sources=3))
    assert not _varied(chat, Options(fb_gate_cos=0.5)) and _varied(docs, Options(fb_gate_cos=0.5))
    assert not _varied(chat, Options(fb_gate_tokens=124)) and _varied(docs, Options(fb_gate_tokens=124))


def test_query_forms_and_the_gated_feedback_run_through_search(rg, kb, tmp_path):
    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall import Options, Recall

    for i, (title, session) in enumerate([("Deploy with the blue-green script, never by hand", "s1"),
                                          ("Run the api tests with make test-api", "s1"),
                                          ("Rotate the deploy key every quarter", "s2")]):
        f = tmp_path / f"n{i}.md"
        f.write_text(f'---\ntitle: "{title}"\nsource: {{"kind": "session", "session": "{session}", "chunk": {i}}}\n---\n{title}\n')
        rg("add", "--file", str(f), "--project", "p", "--branch", "main")
    recall = Recall(KB.open(kb), Context("p", "main", "main"))
    base = Options(log=False, cache=False)
    top = recall.search("how do I run the api tests?", base).hits[0].id
    for form in ("stripped", "mean", "max"):
        opts = Options(log=False, cache=False, query_form=form, query_form_rerank=True)
        assert recall.search("how do I run the api tests?", opts).hits[0].id == top
    gated = recall.search("how do we deploy?", Options(log=False, cache=False, fb_k=3, fb_vector="replace",
                                                       fb_gate_sources=3))
    assert gated.explain["feedback"]["sources"] == 2 and gated.explain["feedback"]["applied"] is False
    fed = recall.search("how do we deploy?", Options(log=False, cache=False, fb_k=3, fb_vector="replace"))
    assert fed.explain["feedback"]["applied"] is True


def test_rocchio_moves_away_from_what_the_whole_scope_shares():
    q = unit([1, 1, 0])
    chat = np.asarray([0, 0.8, 0], dtype=np.float32)  # every note of the scope leans this way
    moved = feedback.rocchio(q, [], 0.0, centroid=chat, gamma=1.0)
    assert abs(float(np.linalg.norm(moved)) - 1.0) < 1e-5 and moved[0] > moved[1]
    assert np.allclose(feedback.rocchio(q, [], 0.0, centroid=chat, gamma=0.0), q)
