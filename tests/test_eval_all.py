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
