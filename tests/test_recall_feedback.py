"""Feedback from the fused head (recall/feedback.py): the pure functions, and the gate on how
varied the head is, through `reflectgit search`."""

from __future__ import annotations

import json

import numpy as np

from reflectgit.recall import feedback


def unit(v):
    v = np.asarray(v, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_rocchio_moves_the_query_towards_the_head_and_stays_unit():
    q = unit([1, 0, 0])
    moved = feedback.rocchio(q, [unit([0, 1, 0]), unit([0, 2, 0])], beta=0.5)
    assert abs(float(np.linalg.norm(moved)) - 1.0) < 1e-5
    assert moved[1] > 0.3 and moved[0] > moved[1]  # towards the head; the query still leads
    assert np.allclose(feedback.rocchio(q, [], 0.5), q)
    assert np.allclose(feedback.rocchio(q, [unit([0, 1, 0])], 0.0), q)


def test_best_window_takes_the_window_nearest_the_query():
    q = unit([1, 0])
    own = unit([0, 1])
    windows = np.vstack([unit([1, 1]), unit([1, 0.1])])
    assert np.allclose(feedback.best_window(q, own, windows), windows[1])
    assert np.allclose(feedback.best_window(q, own, None), own)


def test_propagate_lifts_a_neighbour_of_the_head_not_an_outlier():
    vectors = {"a": unit([1, 0, 0]), "b": unit([0.9, 0.1, 0]), "near": unit([1, 0.05, 0]), "far": unit([0, 0, 1])}
    fused = {"a": 1.0, "b": 0.9, "near": 0.5, "far": 0.5}
    out = feedback.propagate(fused, ["a", "b", "near", "far"], vectors, gamma=0.2, depth=50)
    assert out["near"] > out["far"] == 0.5
    assert feedback.propagate(fused, ["a", "b"], vectors, gamma=0.0, depth=50) == fused


def test_sources_count_a_session_once_and_a_hand_note_as_its_own():
    rows = {"a": {"source_session": "s1"}, "b": {"source_session": "s1"}, "c": {"source_session": None},
            "d": {"source_session": None}}
    assert feedback.sources(["a", "b", "c", "d"], rows) == 3


def _add(rg, tmp_path, i: int, title: str, session: str | None, project: str = "p") -> str:
    f = tmp_path / f"n{i}.md"
    source = f'source: {{"kind": "session", "session": "{session}", "chunk": {i}}}\n' if session else ""
    f.write_text(f"---\ntitle: {json.dumps(title)}\n{source}---\n{title}\n")
    return rg.json("add", "--file", str(f), "--project", project, "--branch", "main")["id"]


TITLES = ["Deploy the api with the blue-green script, never by hand",
          "Rotate the deploy key every quarter",
          "A deploy that fails its health check rolls back on its own",
          "Deploy windows are Tuesday and Thursday mornings",
          "The deploy pipeline caches wheels between runs",
          "Run the api tests with make test-api"]


FILLER = ["tomato", "violin", "glacier", "falcon", "saffron", "lantern", "harbor", "cactus", "meteor", "walnut",
          "origami", "tundra"]


def _filler(kb, project: str = "p") -> None:
    """Sixty notes on other topics, committed in one transaction through the Python API: feedback
    reads the head against the rest of the scope, and a scope the arms list whole has no rest."""
    from reflectgit.kb import KB
    from reflectgit.note import Note, mint_id, now_iso

    k = KB.open(kb)
    taken: set[str] = set()
    with k.transaction("filler notes", op="test") as tx:
        for i in range(60):
            nid = mint_id(taken)
            taken.add(nid)
            word, other = FILLER[i % len(FILLER)], FILLER[(i * 5 + 3) % len(FILLER)]
            tx.save(Note.new({"id": nid, "title": f"The {word} log keeps {other} records, batch {i}", "project": project,
                              "branch": "main", "status": "active", "scope": "project", "created": now_iso(),
                              "updated": now_iso()}, f"{word} and {other}\n"))


def search(rg, *args):
    return rg.json("search", "how do we deploy the api?", "--project", "p", "--branch", "main", "--no-cache", *args)


def test_feedback_applies_where_the_first_hits_come_from_five_sources(rg, kb, tmp_path):
    for i, title in enumerate(TITLES):  # notes added by hand: each its own source
        _add(rg, tmp_path, i, title, None)
    small = search(rg)  # six notes: the arms rank the whole scope, feedback has nothing left to find
    assert small["explain"]["feedback"] == {"sources": 5, "needed": 5, "scope": 6, "applied": False}
    _filler(kb)
    res = search(rg)
    assert res["explain"]["feedback"] == {"sources": 5, "needed": 5, "scope": 66, "applied": True}
    assert "feedback" in res["explain"]["arms"]  # the moved query's own ranking, shown by --explain
    # the hits keep the query's own cosine (the gate and the prompt hook judge the query)
    plain = search(rg, "--no-feedback")
    assert plain["explain"]["feedback"] == {"applied": False, "off": True} and "feedback" not in plain["explain"]["arms"]
    cos = {h["id"]: h["arm_scores"].get("vector") for h in plain["hits"]}
    assert all(h["arm_scores"].get("vector") == cos[h["id"]] for h in res["hits"] if h["id"] in cos)
    text = rg("search", "how do we deploy the api?", "--project", "p", "--branch", "main", "--no-cache",
              "--explain").output
    assert "feedback from the first hits: applied (they come from 5 source(s); it needs 5)" in text
    small_text = rg("search", "how do we deploy the api?", "--project", "p", "--branch", "main", "--no-cache",
                    "--explain", "--limit", "3").output
    assert "applied" in small_text
    assert any("feedback" in h["ranks"] for h in res["hits"])  # the moved query's rank is shown on the hits
    assert all("feedback" not in h["arm_scores"] for h in res["hits"])
    off = rg("search", "how do we deploy the api?", "--project", "p", "--branch", "main", "--no-cache",
             "--explain", "--no-feedback").output
    assert "feedback from the first hits: off" in off
    one_arm = search(rg, "--arm", "vector")  # feedback reads where the two arms agree, never one arm
    assert one_arm["explain"]["feedback"]["applied"] is False


def test_a_head_from_one_or_two_sessions_gets_no_feedback(rg, kb, tmp_path):
    for i, title in enumerate(TITLES):  # a KB of lessons: the head is a few notes of two sessions
        _add(rg, tmp_path, i, title, "s1" if i % 2 else "s2")
    _filler(kb)
    res = search(rg)
    assert res["explain"]["feedback"]["applied"] is False and res["explain"]["feedback"]["sources"] == 2
    assert "feedback" not in res["explain"]["arms"]
    off = rg.json("search", "how do we deploy the api?", "--project", "p", "--branch", "main", "--no-cache",
                  env={"REFLECTGIT_RECALL_FEEDBACK": "0"})
    assert off["explain"]["feedback"] == {"applied": False, "off": True}
    assert [h["id"] for h in off["hits"]] == [h["id"] for h in res["hits"]]


def test_the_prompt_hook_recalls_without_feedback(rg, kb, tmp_path, code_repo, monkeypatch):
    """A prompt whose first hits come from five sources matched loosely: feedback would only add
    their neighbours to what the agent is shown (RESULTS.md, check19), so the hook leaves it off
    while `search` uses it."""
    from reflectgit.recall.pipeline import Recall

    for i, title in enumerate(TITLES):  # in the code repo's project, so the hook recalls them
        _add(rg, tmp_path, i, title, None, project="agents-in-a-box")
    _filler(kb, project="agents-in-a-box")
    asked: list[int] = []
    real = Recall._feedback

    def spy(self, qvec, order, allowed, opts):
        asked.append(opts.feedback)
        return real(self, qvec, order, allowed, opts)

    monkeypatch.setattr(Recall, "_feedback", spy)
    monkeypatch.setenv("REFLECTGIT_DAEMON", "0")
    payload = {"session_id": "s-fb", "transcript_path": "", "cwd": str(code_repo),
               "hook_event_name": "UserPromptSubmit", "prompt": "how do we deploy the api these days?"}
    out = rg("agent", "hook", "UserPromptSubmit", input=json.dumps(payload)).stdout
    assert "deploy" in out.lower() and asked == []  # it recalled, without feedback
    rg("search", "how do we deploy the api?", "--project", "agents-in-a-box", "--branch", "main", "--no-cache")
    assert asked == [5]


def test_feedback_does_not_lift_the_tail_towards_the_best():
    """review23: every note of a small KB is somewhat like the head, so an absolute share of the head's
    score lifted the whole tail above the "weaker matches" line; the note least like the head gains 0."""
    vectors = {"a": unit([1, 0, 0]), "b": unit([0.9, 0.3, 0]), "c": unit([0.5, 0.5, 0.5]), "d": unit([0.3, 0.3, 1])}
    fused = {"a": 1.0, "b": 0.5, "c": 0.1, "d": 0.1}
    out = feedback.propagate(fused, ["a", "b", "c", "d"], vectors, gamma=0.6, depth=50)
    assert abs(out["d"] - 0.1) < 1e-9 and out["c"] > out["d"]  # the note least like the head gains nothing
    assert out["d"] / out["a"] <= fused["d"] / fused["a"]  # its share of the best does not grow
