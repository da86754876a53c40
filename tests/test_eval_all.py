"""The suite runner's "Δ vs last run" must compare like with like: a quick screen on a sample of
the questions is never the run a whole-suite run is measured against."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import eval_all  # noqa: E402


def _run(path: Path, sample: int | None, score: float) -> None:
    run: dict = {"label": path.stem, "datasets": {"scifact": {"per_query": {"full": {"q1": {"nDCG@10": score}}}}}}
    if sample is not None:
        run["sample"] = sample
    path.write_text(json.dumps(run))


def test_last_run_skips_sampled_screens(tmp_path, monkeypatch):
    monkeypatch.setattr(eval_all, "RESULTS", tmp_path)
    _run(tmp_path / "run-20261127T010000-whole.json", 1, 0.7)
    _run(tmp_path / "run-20261127T020000-screen.json", 2, 0.1)
    last = eval_all.last_run()
    assert last is not None
    assert last["datasets"]["scifact"]["per_query"]["full"]["q1"]["nDCG@10"] == 0.7


def test_runs_recorded_before_the_sample_field_still_count(tmp_path, monkeypatch):
    monkeypatch.setattr(eval_all, "RESULTS", tmp_path)
    _run(tmp_path / "run-20261126T010000-old.json", None, 0.5)
    assert eval_all.last_run()["datasets"]["scifact"]["per_query"]["full"]["q1"]["nDCG@10"] == 0.5


def test_a_chat_collection_is_read_from_its_files_and_scored_per_conversation(tmp_path, monkeypatch):
    """chats26 is LoCoMo's format in files of ours: every file of the name is one KB (a changed
    file a new one), each conversation its own scope, adversarial questions left out."""
    conv = {"sample_id": "chats26-9", "conversation": {
        "speaker_a": "Ana", "speaker_b": "Bo", "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [{"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a dog named Pip"},
                      {"speaker": "Bo", "dia_id": "D1:2", "text": "aww congrats"}]},
        "qa": [{"question": "What is Ana's dog called?", "answer": "Pip", "evidence": ["D1:1"], "category": 4},
               {"question": "What is Bo's dog called?", "answer": "not mentioned", "evidence": ["D1:1"], "category": 5}]}
    (tmp_path / "chats26x.json").write_text(json.dumps([conv]))
    monkeypatch.setattr(eval_all, "CHATS", tmp_path)
    built = {}

    def fake_kb(cache, name, items_fn):
        built[name] = items_fn()
        return "kb", {}

    monkeypatch.setattr(eval_all, "_cached_kb", fake_kb)
    parts = list(eval_all.chats(tmp_path, "chats26"))
    (name, items), = built.items()
    assert name.startswith("chats26-") and [it[0]["key"] for it in items] == ["chats26-9|D1:1", "chats26-9|D1:2"]
    (kb, _keys, project, fixed, queries), = parts
    assert project == "chats26-9" and fixed == {}
    (qid, question, score), = queries
    assert question == "What is Ana's dog called?"
    assert score(["chats26-9|D1:2", "chats26-9|D1:1"])["R@5"] == 1.0
    assert eval_all.KINDS["chats26"] == "conversation" and eval_all.COLLECTION.get("chats26", "chats26") != "locomo"
