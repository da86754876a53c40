"""The suite's lessons dataset, run through ``eval_all.py`` as a user runs it, on a tiny split:
two captured transcripts, two prompts naming their lessons and one naming none."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import capture_eval as ce  # noqa: E402
import eval_all  # noqa: E402
import eval_lessons  # noqa: E402
import inject_eval as ie  # noqa: E402

TRANSCRIPTS = ("dev/d01_flaky_timer.jsonl", "dev/d02_fastapi_pagination.jsonl")
PROMPTS = [
    {"prompt": "the timed signer tests in tests/test_itsdangerous/test_timed.py are flaky again, "
               "how should they wait for expiry?", "relevant": ["dev/d01_flaky_timer.jsonl#no-sleep"]},
    {"prompt": "the orders list in app/routes/orders.py needs paging for the mobile client, which kind?",
     "relevant": ["dev/d02_fastapi_pagination.jsonl#cursor-pagination"]},
    {"prompt": "thanks, that was all for today, see you tomorrow", "relevant": []},
]


def _tiny_split(tmp_path: Path, monkeypatch) -> None:
    expected = tmp_path / "tiny.expected.jsonl"
    expected.write_text("".join(line + "\n" for line in ce.SETS["dev"].read_text().splitlines()
                                if json.loads(line)["transcript"] in TRANSCRIPTS))
    prompts = tmp_path / "tiny.prompts.jsonl"
    prompts.write_text("".join(json.dumps(p) + "\n" for p in PROMPTS))
    monkeypatch.setitem(ce.SETS, "tiny", expected)
    monkeypatch.setitem(ie.SPLITS, "tiny", prompts)
    monkeypatch.setitem(ie.SPLIT_SETS, "tiny", (("tiny",), None))
    monkeypatch.setattr(eval_lessons, "SPLITS", ("tiny",))


def _suite(monkeypatch, capsys, cache: Path) -> str:
    monkeypatch.setattr(sys, "argv", ["eval_all.py", "--datasets", "lessons", "--configs", "full", "--cache", str(cache),
                                      "--no-save", "--try", 'bm25-only={"arms": ["bm25"]}'])
    eval_all.main()
    return capsys.readouterr().out


@pytest.mark.slow
def test_lessons_dataset_scores_named_lessons_and_noise(tmp_path, monkeypatch, capsys):
    _tiny_split(tmp_path, monkeypatch)
    cache = tmp_path / "cache"
    out = _suite(monkeypatch, capsys, cache)
    assert "lessons (R@5, n=2," in out, out  # the negative prompt is no R@5 query
    assert "lessons KB of tiny" in out  # built and cached on the first run
    full = next(line for line in out.splitlines() if line.strip().startswith("full "))
    assert full.split()[1] == "1.0000", out  # both lessons come back in the first 5
    assert "MRR 1.000 noise 0.00" in full, out
    assert "candidate bm25-only:" in out  # a candidate is judged against full on the lessons too

    kb, lessons = eval_lessons.cached_kb(cache, "tiny")
    captured = {k for keys in lessons.values() for k in keys}
    assert {"dev/d01_flaky_timer.jsonl#no-sleep", "dev/d02_fastapi_pagination.jsonl#cursor-pagination"} <= captured
    again = _suite(monkeypatch, capsys, cache)
    assert "lessons KB of tiny" not in again  # the second run reuses the cached KB
    again_full = next(line for line in again.splitlines() if line.strip().startswith("full "))
    assert again_full.split(" ms p50")[0].rsplit("(", 1)[0] == full.split(" ms p50")[0].rsplit("(", 1)[0]  # timing aside


def test_scorer_counts_lessons_not_notes():
    lessons = {"a": ["t#x"], "b": ["t#x", "t#y"], "c": []}
    score = eval_lessons.scorer({"t#x", "t#y"}, lessons)
    assert score(["c", "a", "b"]) == {"R@5": 1.0, "MRR": 0.5}
    assert score(["c", "a"]) == {"R@5": 0.5, "MRR": 0.5}
    assert score(["c", "c2", "c3", "c4", "c5", "b"]) == {"R@5": 0.0, "MRR": 1 / 6}


def test_a_change_of_one_kind_lands_only_if_every_other_kind_stays_where_it_was():
    docs = {"nfcorpus": (0.010, 0.004, 0.015), "msmarco-5k": (0.012, 0.001, 0.022), "scifact": (-0.002, -0.011, 0.008)}
    same = {"locomo-1-5": (0.0, 0.0, 0.0), "locomo-6-10": (0.0004, 0.0, 0.001), "lessons": (0.0, 0.0, 0.0),
            "fixture": (0.0, 0.0, 0.0)}
    ok, why = eval_all.verdict({**docs, **same})
    assert ok and "acts on documents only" in why
    moved = dict(same, **{"locomo-1-5": (-0.004, -0.012, 0.003)})  # within its interval, but it moved
    assert not eval_all.verdict({**docs, **moved})[0]
    assert not eval_all.verdict({"nfcorpus": docs["nfcorpus"], "scifact": (0.0, -0.01, 0.01), **same})[0]  # one collection
    halves = {"locomo-1-5": (0.008, 0.0, 0.02), "locomo-6-10": (0.007, 0.0, 0.02), "scifact": (0.0, 0.0, 0.0),
              "lessons": (0.0, 0.0, 0.0)}
    assert not eval_all.verdict(halves)[0]  # LoCoMo's two halves are one collection
    assert not eval_all.verdict({**docs, **same}, noisy=["lessons"])[0]


def test_noisier_candidate_is_rejected():
    deltas = {"lessons": (0.02, 0.01, 0.03), "scifact": (0.01, 0.0, 0.02)}
    assert eval_all.verdict(deltas)[0]
    ok, why = eval_all.verdict(deltas, noisy=["lessons"])
    assert not ok and "lessons (noise)" in why
    assert eval_all.noisier({"q": {"noise": 0.0}}, {"q": {"noise": 1.0}})  # the fixture's: any rise
    assert not eval_all.noisier({"q": {"noise": 0.0}}, {"q": {"R@5": 1.0}})
    old = {f"q{i}": {"noise": 0.0} for i in range(100)}
    one = dict(old, q0={"noise": 1.0})
    assert not eval_all.noisier(old, one, strict=False)  # one prompt of 100 is within the interval
    many = {q: {"noise": 1.0 if i < 20 else 0.0} for i, q in enumerate(old)}
    assert eval_all.noisier(old, many, strict=False)


def test_the_small_kb_check_replays_each_lessons_prompts_against_a_kb_of_a_few_notes(tmp_path, monkeypatch):
    """``inject_eval.py --small-kb`` (inj29): one KB per transcript the prompts name, holding that transcript's
    notes and few others, its prompts replayed under each state's settings on copies of the one build."""
    _tiny_split(tmp_path, monkeypatch)
    reps = ie.small_kbs("tiny", [("default", {}), ("rules", {"REFLECTGIT_INJECT_PICKER": "rules"})], size=(1, 20))
    assert set(reps) == {"default", "rules"}
    for rep in reps.values():
        s = rep["follow_ups"]
        assert s["kbs"] == 2 and 1 <= s["kb_notes"][0] <= s["kb_notes"][1] <= 20
        assert s["prompts"] == s["prompts_whose_lesson_is_in_the_kb"] == 2  # the prompt naming nothing is not replayed
        assert {r["kb"] for r in rep["follow_up_rows"]} == set(TRANSCRIPTS)
        assert s["relevant_in_kb_injected"] >= 1
    assert reps["rules"]["settings"] == {"REFLECTGIT_INJECT_PICKER": "rules"}


def _audit_trace() -> dict:
    """Two prompts, three injected pairs: a follow-up with the note the proxy credits and a sibling, and a prompt
    that must inject nothing."""
    def cand(nid: str, title: str) -> dict:
        return {"id": nid, "title": title, "text": title + " because reasons", "picked": True,
                "meta": {"type": "rule", "rule": title}}
    return {"follow_up_rows": [
        {"prompt": "the timed tests are flaky", "expected": ["dev/t.jsonl#no-sleep"], "injected": ["lrn-a", "lrn-b"],
         "relevant_injected": ["lrn-a"], "trace": [cand("lrn-a", "Patch time.time"), cand("lrn-b", "CI is slow")]},
        {"prompt": "thanks, bye", "expected": [], "injected": ["lrn-c"], "relevant_injected": [],
         "trace": [cand("lrn-c", "Never paginate by offset")]}],
        "notes": {"lrn-a": {"transcript": "dev/t.jsonl", "title": "Patch time.time", "lessons": [{"id": "no-sleep"}]},
                  "lrn-b": {"transcript": "dev/t.jsonl", "title": "CI is slow", "lessons": []},
                  "lrn-c": {"transcript": "dev/p.jsonl", "title": "Never paginate by offset", "lessons": []}}}


def test_inject_audit_extract_hides_the_verdict_and_score_counts_precision(tmp_path):
    import inject_audit
    trace = tmp_path / "trace.json"
    trace.write_text(json.dumps(_audit_trace()))
    out = tmp_path / "pairs.jsonl"
    assert inject_audit.main(["extract", "--trace", str(trace), "--out", str(out)]) == 0
    text = out.read_text()
    rows = [json.loads(line) for line in text.splitlines()]
    assert len(rows) == 3 and {r["pair"] for r in rows} == {"p000", "p001", "p002"}
    assert all(set(r) == {"prompt", "note", "title", "text", "fields", "transcript", "pair"} for r in rows)
    assert "no-sleep" not in text and "relevant" not in text and "expected" not in text
    label = {"lrn-a": "relevant", "lrn-b": "partly", "lrn-c": "not"}
    rep = inject_audit.score(_audit_trace(), [{"pair": r["pair"], "label": label[r["note"]]} for r in rows], boot=50)
    assert rep["all"]["judged"] == pytest.approx(1 / 3) and rep["all"]["judged+partly"] == pytest.approx(2 / 3)
    assert rep["all"]["proxy"] == pytest.approx(1 / 3)
    assert rep["follow-up"]["judged"] == pytest.approx(0.5) and rep["inject-nothing"]["pairs"] == 1
    assert rep["all"]["confusion"] == {"relevant / proxy relevant": 1, "partly / proxy irrelevant": 1,
                                       "not / proxy irrelevant": 1}
    assert [d["source"] for d in rep["disagreements"]] == ["expected session, note credited with no lesson"]


def test_inject_audit_candidates_hide_which_was_injected_and_judge_a_later_build(tmp_path):
    """``extract --candidates`` writes every candidate with nothing that says which was injected; ``picks`` reads a
    later build's injections (new note ids, same notes) through those labels."""
    import inject_audit
    first = _audit_trace()
    first["follow_up_rows"][0]["injected"] = ["lrn-a"]  # lrn-b is a candidate the hook left out
    (tmp_path / "first.json").write_text(json.dumps(first))
    out = tmp_path / "pairs.jsonl"
    assert inject_audit.main(["extract", "--candidates", "--trace", str(tmp_path / "first.json"),
                              "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 3 and all("picked" not in line and "injected" not in line for line in out.read_text().splitlines())
    label = {"lrn-a": "relevant", "lrn-b": "relevant", "lrn-c": "not"}
    labels = tmp_path / "labels.jsonl"
    labels.write_text("".join(json.dumps({"pair": r["pair"], "label": label[r["note"]]}) + "\n" for r in rows))
    later = json.loads(json.dumps(first).replace("lrn-", "new-"))  # a rebuild: new ids, the same notes
    later["follow_up_rows"][0]["injected"] = ["new-a", "new-b"]
    later["follow_up_rows"][1]["injected"] = []
    (tmp_path / "later.json").write_text(json.dumps(later))
    rep_file = tmp_path / "rep.json"
    assert inject_audit.main(["picks", "--labelled", str(tmp_path / "first.json"), "--labels", str(labels),
                              "--labels", str(labels), "--trace", str(tmp_path / "first.json"),
                              "--trace", str(tmp_path / "later.json"), "--boot", "50", "--json", str(rep_file)]) == 0
    rep = json.loads(rep_file.read_text())
    one, two = rep["labels.jsonl"]["traces"]
    assert one["judged"] == pytest.approx(0.5) and one["must_inject_nothing_injecting"] == 1
    assert two["judged"] == pytest.approx(1.0) and two["unlabelled"] == 0 and two["must_inject_nothing_injecting"] == 0
    assert one["of_them_injected_one"] == two["of_them_injected_one"] == 1.0
    assert rep["agreement"]["three labels"]["agreement"] == 1.0
