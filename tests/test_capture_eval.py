"""The capture benchmark keeps running: two dev transcripts through `capture transcript`, scored."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import capture_eval as ce  # noqa: E402


def test_expectation_files_match_the_transcripts():
    for name, path in ce.SETS.items():
        rows = ce.load_expectations(path)
        assert len(rows) >= (8 if name == "dev" else 20)
        for r in rows:
            assert (ce.DATA / r["transcript"]).is_file(), r["transcript"]
            assert r["turns"] > 0
            for lesson in r["lessons"]:
                assert lesson["rule"] and set(lesson) >= {"id", "rule", "alternative", "reason", "files"}
        for f in (ce.DATA / name).glob("*.jsonl"):  # every record is JSON with Claude Code's shape
            for line in f.read_text().splitlines():
                rec = json.loads(line)
                assert rec["type"] in {"user", "assistant", "summary"}


def test_scoring_counts_fields_where_they_belong():
    exp = {"transcript": "x.jsonl", "turns": 4, "not_lessons": ["no worries"],
           "lessons": [{"id": "a", "rule": ["time.sleep", "tests"], "alternative": ["monkeypatch"],
                        "reason": ["CI runners are slow"], "files": ["tests/test_timed.py"]}]}
    good = {"id": "n1", "title": "Never time.sleep in tests", "rule": "use monkeypatch", "fix": "", "problem": "",
            "key_insight": "", "body": "> user: the flake was because CI runners are slow", "body_own": "",
            "entities": ["tests/test_timed.py"]}
    chatter = {**{k: "" for k in good}, "id": "n2", "title": "no worries", "entities": []}
    for v in (good, chatter):
        v["_anywhere"] = " | ".join(ce.norm(v.get(k)) for k in ce.LESSON_FIELDS)
    row = ce.score_transcript(exp, [good, chatter])
    assert row["required_found"] == 1 and row["notes_matching"] == 1 and row["false_captures"] == 1
    assert row["chitchat_captures"] == 1
    assert row["fields"]["reason"] == [0, 1]  # only in the quoted excerpt: not kept
    assert row["fields"]["rule"] == [2, 2] and row["fields"]["files"] == [1, 1]


def test_a_courtesy_opener_in_the_key_phrases_is_not_part_of_the_lesson(tmp_path):
    """The writer's note drops "thanks, but no" and keeps what the user asked: that is the lesson, not a miss and a
    false capture. The expected file keeps the phrase; only the scorer's reading drops it."""
    line = {"transcript": "x.jsonl", "turns": 2, "not_lessons": [],
            "lessons": [{"id": "mm", "kind": "correction", "rule": ["thanks, but no", "mm on the page"],
                         "alternative": [], "reason": ["the returns were from the inch listings"], "files": []},
                        {"id": "no-200", "kind": "rule", "rule": ["no 200"], "alternative": [], "reason": [],
                         "files": []}]}
    path = tmp_path / "x.expected.jsonl"
    path.write_text(json.dumps(line) + "\n")
    exp = ce.load_expectations(path)[0]
    assert exp["lessons"][0]["rule"] == ["mm on the page"] and exp["lessons"][1]["rule"] == ["no 200"]
    assert "thanks, but no" in path.read_text()
    note = {"id": "n1", "title": "Sizes go in mm on the page", "rule": "Put sizes in mm on the page", "fix": "",
            "problem": "", "key_insight": "", "body": "", "body_own": "", "entities": []}
    note["_anywhere"] = " | ".join(ce.norm(note.get(k)) for k in ce.LESSON_FIELDS)
    row = ce.score_transcript(exp, [note])
    assert row["required_found"] == 1 and row["false_captures"] == 0 and row["fields"]["rule"] == [1, 1]
    assert [ce.courtesy_only(p) for p in ("Thanks — no!", "nope", "wait()", "15% not 10", "please")] == [
        True, True, False, False, True]


def test_please_in_a_key_phrase_is_not_part_of_the_lesson():
    """The user's "please make the order also add 10% spare" is kept by a note that says "Make the order also add
    10% spare": the writer drops the pleasantry, the lesson is all there."""
    note = {"id": "n1", "title": "Make the order also add 10% spare, not only the exact stems", "rule": "", "fix": "",
            "problem": "", "key_insight": "", "body": "", "body_own": "", "entities": []}
    note["_anywhere"] = " | ".join(ce.norm(note.get(k)) for k in ce.LESSON_FIELDS)
    lesson = {"rule": ["please make the order also add 10% spare, not only the exact stems"]}
    assert ce.matches(note, lesson)
    assert not ce.matches(note, {"rule": ["please make the order add 20% spare"]})



def test_the_thanks_a_refusal_opens_with_is_not_part_of_the_lesson(tmp_path):
    """"thanks, but no QR code on the wall ticket" is kept by a note that says "No QR code on the wall ticket"."""
    line = {"transcript": "x.jsonl", "turns": 2, "not_lessons": [],
            "lessons": [{"id": "no-qr", "kind": "correction", "rule": ["thanks, but no QR code on the wall ticket"],
                         "alternative": [], "reason": [], "files": []}]}
    path = tmp_path / "x.expected.jsonl"
    path.write_text(json.dumps(line) + "\n")
    exp = ce.load_expectations(path)[0]
    assert exp["lessons"][0]["rule"] == ["no QR code on the wall ticket"]
    refusal = {"id": "n2", "title": "No QR code on the wall ticket", "rule": "", "fix": "", "problem": "",
               "key_insight": "", "body": "", "body_own": "", "entities": []}
    refusal["_anywhere"] = " | ".join(ce.norm(refusal.get(k)) for k in ce.LESSON_FIELDS)
    assert ce.score_transcript(exp, [refusal])["required_found"] == 1


def test_two_dev_transcripts_run_through_capture(tmp_path):
    rep = ce.evaluate("dev", only=["d01_flaky_timer", "d08_chitchat_only"])
    assert [Path(r["transcript"]).stem for r in rep["transcripts"]] == ["d01_flaky_timer", "d08_chitchat_only"]
    assert rep["totals"]["errors"] == 0
    d01 = rep["transcripts"][0]
    assert d01["required_found"] == 1  # the issue's own example is captured
    for key in ("lesson_recall", "precision", "field_completeness"):
        assert rep["totals"][key] is None or 0 <= rep["totals"][key] <= 1
    out = tmp_path / "r.json"
    ce.main(["--set", "dev", "--only", "d01_flaky", "--json", str(out)])
    again = json.loads(out.read_text())["reports"][0]
    boot = ce.paired_bootstrap(again, again, n=50)
    assert boot["metrics"]["lesson_recall"]["diff"] == 0


def test_set_heldout3_runs_alone_and_in_all(monkeypatch, capsys):
    # the frozen third held-out set is reachable from the command line; no capture runs here, so
    # the test suite never shows anyone what the writer keeps on it
    asked: list[str] = []

    def fake_evaluate(name, llm=None, only=None):
        asked.append(name)
        rows = ce.load_expectations(ce.SETS[name])
        return {"set": name, "writer": "heuristic", "transcripts": [], "totals": ce.totals([]), "n": len(rows)}

    monkeypatch.setattr(ce, "evaluate", fake_evaluate)
    monkeypatch.setattr(ce, "print_report", lambda rep, show=False, rows=None: None)
    ce.main(["--set", "heldout3"])
    assert asked == ["heldout3"]
    ce.main(["--set", "all"])
    assert asked[1:] == ["dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6",
                          "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13",
                          "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19",
                          "heldout20", "heldout21", "heldout22", "heldout23", "heldout24",
                          "heldout25", "heldout26", "heldout27", "heldout28", "heldout29", "heldout30",
                          "heldout31", "heldout32", "heldout33", "heldout34",
                          "heldout35", "heldout36", "heldout37", "heldout38",
                          "heldout39", "heldout40", "heldout41", "heldout42", "heldout43",
                          "heldout44", "heldout45", "heldout46", "heldout47",
                          "heldout48", "heldout49", "heldout50", "heldout51", "heldout52",
                          "heldout53", "heldout54", "heldout55", "heldout56", "heldout57", "heldout58",
                          "heldout59", "heldout60", "heldout61", "heldout62", "heldout63",
                          "heldout64", "heldout65", "heldout66", "heldout67", "heldout68", "heldout69", "heldout70", "heldout71", "heldout72"]
    rows = ce.load_expectations(ce.SETS["heldout3"])
    assert len(rows) >= 24 and sum(r["turns"] for r in rows) >= 80
    assert sum(1 for r in rows if not r["lessons"]) >= 3  # the chit-chat sessions expect nothing


def test_a_frozen_set_prints_its_summary_only_unless_asked(capsys):
    """Which sessions of a held-out set fail is what tuning on it would read: only --rows shows it."""
    row = {"transcript": "t01_secret_session.jsonl", "turns": 3, "required": 1, "required_found": 0, "notes": 0,
           "notes_matching": 0, "false_captures": 0, "phrases_found": 0, "phrases_total": 2, "signals": []}
    for name, rows, shown in (("heldout3", None, False), ("heldout3", True, True), ("dev", None, True)):
        ce.print_report({"set": name, "writer": "heuristic", "transcripts": [row], "totals": ce.totals([])}, rows=rows)
        out = capsys.readouterr().out
        assert ("t01_secret_session" in out) is shown and "lesson recall" in out, (name, rows)


def test_llm_writer_is_wired_through_a_scripted_command(tmp_path):
    from test_capture_llm import scripted_llm

    answer = json.dumps({"durable": True, "title": "Never time.sleep in tests: patch time.time with monkeypatch",
                         "rule": "Never time.sleep in tests; patch time.time with monkeypatch instead",
                         "tags": ["tests"], "confidence": 0.9})
    rep = ce.evaluate("dev", llm=scripted_llm(tmp_path, [answer]), only=["d01_flaky_timer"])
    assert rep["writer"] == "llm" and list(tmp_path.glob("prompt-*.txt"))  # the command was asked
    d01 = rep["transcripts"][0]
    assert d01["required_found"] == 1 and d01["fields"]["alternative"] == [2, 2]


def test_inject_eval_prompts_name_real_lessons():
    import inject_eval as ie

    keys = {f"{r['transcript']}#{l['id']}" for p in ce.SETS.values() for r in ce.load_expectations(p) for l in r["lessons"]}
    for split in ("dev", "check", "check2", "check3", "check4", "check5", "check6", "check7", "check8", "check9",
                  "check10", "check11", "check12", "check13", "check14", "check15", "check16", "check17",
                  "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25",
                  "check26", "check27", "check28"):
        rows = [json.loads(line) for line in ie.SPLITS[split].read_text().splitlines()]
        assert len(rows) >= 30 and all(set(r["relevant"]) <= keys for r in rows), split
        assert any(not r["relevant"] for r in rows)  # each split has prompts that must inject nothing
    lesson = {"rule": ["KEYS"], "files": ["ratelimit/admin.py"]}
    assert ie.prompt_mentions("why is KEYS slow", lesson) and ie.prompt_mentions("edit ratelimit/admin.py", lesson)
    assert not ie.prompt_mentions("edit admin.py", lesson)


def test_inject_eval_variants_take_only_the_settings_a_run_compares():
    """``--variant NAME:SETTING=VALUE,...`` replays a split's prompts again on the same KB build with
    other settings; only the settings a run keeps (``KEPT_SETTINGS``) are accepted, so a variant cannot
    point the run at another KB or home."""
    import inject_eval as ie

    assert ie.parse_variant("gap9:REFLECTGIT_INJECT_GAP=0.9,REFLECTGIT_INJECT_MAX_NOTES=2") == (
        "gap9", {"REFLECTGIT_INJECT_GAP": "0.9", "REFLECTGIT_INJECT_MAX_NOTES": "2"})
    for bad in ("REFLECTGIT_INJECT_GAP=0.9", "x:", "x:REFLECTGIT_HOME=/tmp/kb", ":REFLECTGIT_INJECT_GAP=1"):
        with pytest.raises(ValueError):
            ie.parse_variant(bad)


THREE_SETS = ("dev", "heldout", "heldout2")
SIX_SETS = ("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5")
EIGHT_SETS = (*SIX_SETS, "heldout6", "heldout7")
TEN_SETS = (*EIGHT_SETS, "heldout8", "heldout9")
TWELVE_SETS = (*TEN_SETS, "heldout10", "heldout11")
SEVENTEEN_SETS = (*TWELVE_SETS, "heldout12", "heldout13", "heldout14", "heldout15", "heldout16")
EIGHTEEN_SETS = (*SEVENTEEN_SETS, "heldout17")
NINETEEN_SETS = (*EIGHTEEN_SETS, "heldout18")
TWENTY_TWO_SETS = (*NINETEEN_SETS, "heldout19", "heldout20", "heldout21")
TWENTY_THREE_SETS = (*TWENTY_TWO_SETS, "heldout22")
TWENTY_FOUR_SETS = (*TWENTY_THREE_SETS, "heldout23")
TWENTY_FIVE_SETS = (*TWENTY_FOUR_SETS, "heldout24")
TWENTY_NINE_SETS = (*TWENTY_FIVE_SETS, "heldout25", "heldout26", "heldout27", "heldout28")
THIRTY_SETS = (*TWENTY_NINE_SETS, "heldout29")
THIRTY_ONE_SETS = (*THIRTY_SETS, "heldout30")
THIRTY_FIVE_SETS = (*THIRTY_ONE_SETS, "heldout31", "heldout32", "heldout33", "heldout34")
THIRTY_SIX_SETS = (*THIRTY_FIVE_SETS, "heldout35")
THIRTY_NINE_SETS = (*THIRTY_SIX_SETS, "heldout36", "heldout37", "heldout38")
FORTY_ONE_SETS = (*THIRTY_NINE_SETS, "heldout39", "heldout40")
NEWEST23_63 = tuple(f"heldout{i}" for i in range(41, 64))
SIXTY_FOUR_SETS = (*FORTY_ONE_SETS, *NEWEST23_63)


@pytest.mark.parametrize(("split", "follow_ups", "negatives", "kb"),
                         [("check4", 38, 12, THREE_SETS), ("check5", 52, 18, THREE_SETS), ("check6", 52, 18, THREE_SETS),
                          ("check7", 66, 24, SIX_SETS), ("check8", 66, 24, EIGHT_SETS), ("check9", 66, 24, TEN_SETS),
                          ("check10", 66, 24, TWELVE_SETS), ("check11", 80, 36, SEVENTEEN_SETS),
                          ("check12", 80, 36, SEVENTEEN_SETS), ("check13", 80, 36, EIGHTEEN_SETS),
                          ("check14", 80, 36, NINETEEN_SETS), ("check15", 90, 40, TWENTY_TWO_SETS),
                          ("check16", 95, 42, TWENTY_THREE_SETS), ("check17", 95, 42, TWENTY_FOUR_SETS),
                          ("check18", 95, 42, TWENTY_FOUR_SETS), ("check19", 95, 42, TWENTY_FOUR_SETS),
                          ("check20", 95, 42, TWENTY_FIVE_SETS), ("check21", 110, 50, TWENTY_NINE_SETS),
                          ("check22", 110, 50, THIRTY_SETS), ("check23", 110, 50, THIRTY_ONE_SETS),
                          ("check24", 110, 50, THIRTY_FIVE_SETS), ("check25", 110, 50, THIRTY_SIX_SETS),
                          ("check26", 110, 50, THIRTY_NINE_SETS), ("check27", 155, 65, FORTY_ONE_SETS),
                          ("check28", 130, 60, SIXTY_FOUR_SETS)])
def test_inject_eval_frozen_split_is_fresh_over_its_own_kb(split, follow_ups, negatives, kb):
    """A frozen split (check4 to check6 over the KB of three sets; check7 over the larger KB of six;
    check8 over the KB of eight; check9 over the KB of ten; check10 over the KB of twelve; check11
    over the KB of all seventeen; check12 over the same seventeen; check13 over the KB of all
    eighteen; check14 over the KB of all nineteen; check15, written 2026-11-27, over the KB
    of all twenty-two; check16, written after it, over the KB of all twenty-three; check17,
    written after that, over the KB of all twenty-four; check18, written after check17's runs, over
    the same twenty-four; check19, written after check18's runs, over the same
    twenty-four; check20, written after check19, over the KB of all twenty-five; check21, written
    after check20 was spent, over the KB of all twenty-nine; check22, written after check21 was
    spent, over the KB of all thirty; check23, written after check22 was spent, over the KB
    of all thirty-one; check24, written after check23 and never run, over the KB of all thirty-five;
    check25, written after check24 and never run, over the KB of all thirty-six; check26, written after
    check25 and never run, over the KB of all thirty-nine; check27, written after check26 with complete
    labels and never run, over the KB of all forty-one; check28, written after check26 and check27 judged
    inj35, with complete labels and each prompt's repository, over the KB of all sixty-four)
    names only lessons of the KB it is replayed on, names none
    twice, has its share of follow-ups and of prompts that must inject nothing, and shares no prompt
    with another split: its first run must judge prompts nobody has seen results on."""
    import inject_eval as ie

    kb_sets, replayed = ie.SPLIT_SETS[split]
    assert replayed is None and kb_sets == kb
    assert ie.SPLIT_SETS["check3"][0] == THREE_SETS  # a new split's KB leaves the older splits' figures where they were
    keys = {f"{r['transcript']}#{l['id']}" for s in kb_sets for r in ce.load_expectations(ce.SETS[s]) for l in r["lessons"]}
    rows = [json.loads(line) for line in ie.SPLITS[split].read_text().splitlines()]
    fields = {"check27": {"prompt", "relevant", "checked"},  # check27 records what was read
              "check28": {"prompt", "relevant", "checked", "repo"}}.get(split, {"prompt", "relevant"})  # and where typed
    assert all(set(r) == fields and r["prompt"].strip() for r in rows)
    for r in rows:
        assert set(r["relevant"]) <= keys, (r["prompt"], set(r["relevant"]) - keys)
        assert len(set(r["relevant"])) == len(r["relevant"]), r["prompt"]
    prompts = [" ".join(r["prompt"].lower().split()) for r in rows]
    assert len(set(prompts)) == len(prompts)
    assert sum(1 for r in rows if r["relevant"]) >= follow_ups and sum(1 for r in rows if not r["relevant"]) >= negatives
    others = {" ".join(json.loads(line)["prompt"].lower().split())
              for other, path in ie.SPLITS.items() if other != split for line in path.read_text().splitlines()}
    shared = sorted(p for p in prompts if p in others)  # a failure names this split's prompts only, never another's
    assert not shared, shared


def test_inject_eval_check27_labels_are_complete_over_what_was_read():
    """check27's labels are complete: each line records in ``checked`` every lesson read when its
    labels were decided (the required lessons of its transcript and of the same-project transcripts of
    its set), so each ``relevant`` id is one of them, every checked id is a required lesson of the KB
    (optional lessons are never named), a follow-up checked its project, and a prompt that must inject
    nothing either checked its project (a near-miss) or names none (small talk, unrelated tasks,
    questions about reflectgit)."""
    import inject_eval as ie

    required = {f"{r['transcript']}#{l['id']}" for s in ie.SPLIT_SETS["check27"][0]
                for r in ce.load_expectations(ce.SETS[s]) for l in r["lessons"] if not l.get("optional")}
    rows = [json.loads(line) for line in ie.SPLITS["check27"].read_text().splitlines()]
    for r in rows:
        assert set(r["relevant"]) <= set(r["checked"]), (r["prompt"], set(r["relevant"]) - set(r["checked"]))
        assert set(r["checked"]) <= required, (r["prompt"], set(r["checked"]) - required)
        assert len(set(r["checked"])) == len(r["checked"]), r["prompt"]
        assert not r["relevant"] or r["checked"], r["prompt"]
    near = [r for r in rows if not r["relevant"] and r["checked"]]
    assert len(near) >= 40 and len({r["checked"][0].split("/")[0] for r in near}) >= 30
    follow = [r for r in rows if r["relevant"]]
    assert len(rows) >= 170 and len(follow) >= 115 and len(rows) - len(follow) >= 55


def test_inject_eval_check28_names_where_each_prompt_is_typed():
    """check28's lines name the repository each prompt is typed in (``repo``, a transcript of its KB): a
    follow-up's is its first lesson's, and every lesson it names or checked is of that repository, so the
    labels are complete over what the prompt's recall can see; a near-miss checked its repository's
    lessons, small talk none."""
    import eval_repos
    import inject_eval as ie

    sets = ie.SPLIT_SETS["check28"][0]
    transcripts = {r["transcript"]: ce.DATA / r["transcript"] for s in sets for r in ce.load_expectations(ce.SETS[s])}
    repos = eval_repos.Repos(transcripts)
    rows = [json.loads(line) for line in ie.SPLITS["check28"].read_text().splitlines()]
    for r in rows:
        assert r["repo"] in transcripts, r["prompt"]
        assert set(r["relevant"]) <= set(r["checked"]), r["prompt"]
        assert {repos.project[k.split("#")[0]] for k in r["checked"]} <= {repos.project[r["repo"]]}, r["prompt"]
        if r["relevant"]:
            assert r["relevant"][0].split("#")[0] == r["repo"], r["prompt"]
    near = [r for r in rows if not r["relevant"] and r["checked"]]
    assert len(near) >= 45 and len({r["repo"].split("/")[0] for r in near}) >= 25


def test_inject_eval_check6_judges_the_lessons_check5_judged():
    """check6 replaces check5 as the judge, so it names only lessons check5's KB held when check5 was
    frozen: none of the dev probes d85 and later (added afterwards), and a wide share of the rest."""
    import inject_eval as ie

    rows = [json.loads(line) for line in ie.SPLITS["check6"].read_text().splitlines()]
    named = {k for r in rows for k in r["relevant"]}
    late = {k for k in named if k.startswith("dev/d") and int(k[len("dev/d"):].split("_")[0]) >= 85}
    assert not late, late
    assert len(named) >= 100 and sum(1 for r in rows if len(r["relevant"]) > 1) >= 20


NEWEST5 = ("heldout12", "heldout13", "heldout14", "heldout15", "heldout16")
NEWEST5_17 = ("heldout13", "heldout14", "heldout15", "heldout16", "heldout17")
NEWEST5_18 = ("heldout14", "heldout15", "heldout16", "heldout17", "heldout18")
NEWEST4_21 = ("heldout18", "heldout19", "heldout20", "heldout21")
NEWEST4_22 = ("heldout19", "heldout20", "heldout21", "heldout22")
NEWEST4_23 = ("heldout20", "heldout21", "heldout22", "heldout23")
NEWEST5_23 = ("heldout19", "heldout20", "heldout21", "heldout22", "heldout23")
NEWEST5_24 = ("heldout20", "heldout21", "heldout22", "heldout23", "heldout24")
NEWEST4_28 = ("heldout25", "heldout26", "heldout27", "heldout28")
NEWEST4_29 = ("heldout26", "heldout27", "heldout28", "heldout29")
NEWEST4_30 = ("heldout27", "heldout28", "heldout29", "heldout30")
NEWEST4_34 = ("heldout31", "heldout32", "heldout33", "heldout34")
NEWEST4_35 = ("heldout32", "heldout33", "heldout34", "heldout35")
NEWEST4_38 = ("heldout35", "heldout36", "heldout37", "heldout38")
NEWEST4_40 = ("heldout37", "heldout38", "heldout39", "heldout40")


@pytest.mark.parametrize("split, sets, least, newest, most, multi, rows_at_least", [
    ("check7", SIX_SETS, 8, (), 0, 15, 0),
    ("check8", EIGHT_SETS, 6, ("heldout6", "heldout7"), 10, 15, 90),
    ("check9", TEN_SETS, 5, ("heldout8", "heldout9"), 10, 10, 100),
    ("check10", TWELVE_SETS, 5, ("heldout10", "heldout11"), 10, 10, 100),
    ("check11", SEVENTEEN_SETS, 2, NEWEST5, 12, 15, 120),
    ("check12", SEVENTEEN_SETS, 4, NEWEST5, 8, 10, 120),
    ("check13", EIGHTEEN_SETS, 4, NEWEST5_17, 8, 10, 120),
    ("check14", NINETEEN_SETS, 4, NEWEST5_18, 8, 10, 120),
    ("check15", TWENTY_TWO_SETS, 4, NEWEST4_21, 8, 10, 120),
    ("check16", TWENTY_THREE_SETS, 3, NEWEST4_22, 8, 10, 120),
    ("check17", TWENTY_FOUR_SETS, 3, NEWEST4_23, 8, 10, 120),
    ("check18", TWENTY_FOUR_SETS, 3, NEWEST5_23, 8, 10, 120),
    ("check19", TWENTY_FOUR_SETS, 3, NEWEST5_23, 8, 10, 120),
    ("check20", TWENTY_FIVE_SETS, 3, NEWEST5_24, 8, 10, 120),
    ("check21", TWENTY_NINE_SETS, 3, NEWEST4_28, 10, 15, 160),
    ("check22", THIRTY_SETS, 3, NEWEST4_29, 10, 15, 160),
    ("check23", THIRTY_ONE_SETS, 3, NEWEST4_30, 10, 15, 160),
    ("check24", THIRTY_FIVE_SETS, 3, NEWEST4_34, 10, 15, 160),
    ("check25", THIRTY_SIX_SETS, 3, NEWEST4_35, 10, 15, 160),
    ("check26", THIRTY_NINE_SETS, 3, NEWEST4_38, 10, 15, 160),
    ("check27", FORTY_ONE_SETS, 3, NEWEST4_40, 11, 15, 220),
    ("check28", SIXTY_FOUR_SETS, 1, NEWEST23_63, 4, 15, 190),
])
def test_inject_eval_larger_splits_span_their_sets(split, sets, least, newest, most, multi, rows_at_least):
    """check7 to check27 have KBs of six, eight, ten, twelve, seventeen, eighteen, nineteen, twenty-two, twenty-three,
    twenty-four, twenty-five, twenty-nine, thirty, thirty-one, thirty-five, thirty-six, thirty-nine and forty-one capture sets, so their
    follow-ups reach into each of them (at least ``least`` prompts per set, ``most`` for the sets
    the split leans on: those no earlier split named, for check12 heldout12-16 once more and for
    check13 heldout13-17, for check14 heldout14-18, for check15 heldout18-21, for check16 heldout19-22, for
    check17 heldout20-23, for check18 and check19 heldout19-23, for check20 heldout20-24, for check21
    heldout25-28, for check22 heldout26-29, for check23 heldout27-30, for check24 heldout31-34, for check25
    heldout32-35, for check26 heldout35-38, for check27 heldout37-40) and a
    share touch two lessons at once; the KBs of the older splits stay as they were."""
    import inject_eval as ie

    assert ie.SPLIT_SETS["check7"][0] == SIX_SETS
    if split in ("check9", "check10"):
        assert ie.SPLIT_SETS["check8"][0] == EIGHT_SETS
    if split in ("check10", "check11", "check12", "check13", "check14", "check15", "check16", "check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check9"][0] == TEN_SETS
    if split in ("check11", "check12", "check13", "check14", "check15", "check16", "check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check10"][0] == TWELVE_SETS
    if split in ("check12", "check13", "check14", "check15", "check16", "check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check11"][0] == SEVENTEEN_SETS
    if split in ("check13", "check14", "check15", "check16", "check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check12"][0] == SEVENTEEN_SETS
    if split in ("check14", "check15", "check16", "check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check13"][0] == EIGHTEEN_SETS
    if split in ("check15", "check16", "check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check14"][0] == NINETEEN_SETS
    if split in ("check16", "check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check15"][0] == TWENTY_TWO_SETS
    if split in ("check17", "check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check16"][0] == TWENTY_THREE_SETS
    if split in ("check18", "check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check17"][0] == TWENTY_FOUR_SETS
    if split in ("check19", "check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check18"][0] == TWENTY_FOUR_SETS
    if split in ("check20", "check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check19"][0] == TWENTY_FOUR_SETS
    if split in ("check21", "check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check20"][0] == TWENTY_FIVE_SETS
    if split in ("check22", "check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check21"][0] == TWENTY_NINE_SETS
    if split in ("check23", "check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check22"][0] == THIRTY_SETS
    if split in ("check24", "check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check23"][0] == THIRTY_ONE_SETS
    if split in ("check25", "check26", "check27"):
        assert ie.SPLIT_SETS["check24"][0] == THIRTY_FIVE_SETS
    if split in ("check26", "check27"):
        assert ie.SPLIT_SETS["check25"][0] == THIRTY_SIX_SETS
    if split == "check27":
        assert ie.SPLIT_SETS["check26"][0] == THIRTY_NINE_SETS
    if split == "check28":
        assert ie.SPLIT_SETS["check27"][0] == FORTY_ONE_SETS
    assert ie.SPLIT_SETS[split][0] == sets
    rows = [json.loads(line) for line in ie.SPLITS[split].read_text().splitlines()]
    for s in sets:
        wanted = most if s in newest else least
        assert sum(1 for r in rows if any(k.startswith(s + "/") for k in r["relevant"])) >= wanted, s
    assert sum(1 for r in rows if len(r["relevant"]) > 1) >= multi
    assert len(rows) >= rows_at_least


def test_inject_eval_build_only_builds_the_kb_and_replays_nothing(tmp_path, monkeypatch, capsys):
    """``--build-only`` builds a split's KB and prints its counts without sending a prompt through
    the hook (a new split's KB can be checked without spending the split)."""
    import inject_eval as ie

    tiny = tmp_path / "tiny.expected.jsonl"
    tiny.write_text("".join(line + "\n" for line in ce.SETS["heldout"].read_text().splitlines()
                            if '"heldout/h17_redis_keys.jsonl"' in line or '"heldout/h19_chitchat_planning.jsonl"' in line))
    prompts = tmp_path / "tiny_prompts.jsonl"
    prompts.write_text(json.dumps({"prompt": "the admin key listing stalls redis",
                                   "relevant": ["heldout/h17_redis_keys.jsonl#no-keys-scan"]}) + "\n")
    monkeypatch.setitem(ce.SETS, "tiny", tiny)
    monkeypatch.setitem(ie.SPLITS, "tiny", prompts)
    monkeypatch.setitem(ie.SPLIT_SETS, "tiny", (("tiny",), None))
    monkeypatch.setattr(ie, "hook", lambda *a: pytest.fail("--build-only sent a prompt through the hook"))
    ie.main(["--split", "tiny", "--build-only"])
    out = json.loads(capsys.readouterr().out)
    assert out["kb_sets"] == ["tiny"] and out["expected_lessons"] == 1 and out["lessons_the_split_names"] == 1
    assert out["kb_notes"] >= 1 and out["of_which_captured"] <= out["expected_lessons_captured"] <= 1
    assert "injection_precision" not in out


@pytest.mark.parametrize(("split", "sets", "named"), [("check10", TWELVE_SETS, 100), ("check11", SEVENTEEN_SETS, 150),
                                                     ("check12", SEVENTEEN_SETS, 120), ("check13", EIGHTEEN_SETS, 150),
                                                     ("check14", NINETEEN_SETS, 120),
                                                     ("check15", TWENTY_TWO_SETS, 100),
                                                     ("check16", TWENTY_THREE_SETS, 100),
                                                     ("check17", TWENTY_FOUR_SETS, 100),
                                                     ("check18", TWENTY_FOUR_SETS, 100),
                                                     ("check19", TWENTY_FOUR_SETS, 100),
                                                     ("check20", TWENTY_FIVE_SETS, 100),
                                                     ("check21", TWENTY_NINE_SETS, 120),
                                                     ("check22", THIRTY_SETS, 120),
                                                     ("check23", THIRTY_ONE_SETS, 120),
                                                     ("check24", THIRTY_FIVE_SETS, 150),
                                                     ("check25", THIRTY_SIX_SETS, 150),
                                                     ("check26", THIRTY_NINE_SETS, 150),
                                                     ("check27", FORTY_ONE_SETS, 300),
                                                     ("check28", SIXTY_FOUR_SETS, 300)])
def test_inject_eval_big_split_build_only_asks_for_its_sets(monkeypatch, capsys, split, sets, named):
    """``--split check10 --build-only`` builds the KB of its twelve capture sets and ``check11`` and
    ``check12`` the KB of all seventeen, ``check13`` that of all eighteen, ``check14`` that of all nineteen
    ``check15`` that of all twenty-two, ``check16`` that of all twenty-three and ``check17``,
    ``check18`` and ``check19`` that of all twenty-four, ``check20`` that of all twenty-five,
    ``check21`` that of all twenty-nine, ``check22`` that of all thirty, ``check23`` that of all thirty-one,
    ``check24`` that of all thirty-five, ``check25`` that of all thirty-six, ``check26`` that of all thirty-nine,
    ``check27`` that of all forty-one
    (the runner is stubbed here; a real
    build takes minutes), and counts the lessons
    the split names, replaying nothing."""
    import inject_eval as ie

    asked: list[tuple[str, ...]] = []

    def fake_build(root, sets):
        asked.append(tuple(sets))
        return root / "kb", {}

    monkeypatch.setattr(ie, "build_base", fake_build)
    monkeypatch.setattr(ie, "hook", lambda *a: pytest.fail("--build-only sent a prompt through the hook"))
    ie.main(["--split", split, "--build-only"])
    out = json.loads(capsys.readouterr().out)
    assert asked == [sets] and out["kb_sets"] == list(sets)
    assert out["expected_lessons"] == sum(len(r["lessons"]) for s in sets for r in ce.load_expectations(ce.SETS[s]))
    assert out["lessons_the_split_names"] >= named and out["kb_notes"] == 0 and "injection_precision" not in out


def _two_repos(tmp_path, monkeypatch, prompts: list[dict]) -> None:
    """A split ``tiny`` over two heldout transcripts of two repositories (ratelimiter, billing)."""
    import inject_eval as ie

    tiny = tmp_path / "tiny.expected.jsonl"
    tiny.write_text("".join(line + "\n" for line in ce.SETS["heldout"].read_text().splitlines()
                            if '"heldout/h17_redis_keys.jsonl"' in line or '"heldout/h03_go_context.jsonl"' in line))
    split = tmp_path / "tiny_prompts.jsonl"
    split.write_text("".join(json.dumps(p) + "\n" for p in prompts))
    monkeypatch.setitem(ce.SETS, "tiny", tiny)
    monkeypatch.setitem(ie.SPLITS, "tiny", split)
    monkeypatch.setitem(ie.SPLIT_SETS, "tiny", (("tiny",), None))
    monkeypatch.setattr(ie, "PER_REPO", ie.PER_REPO)  # main() sets it: put back after the test


def test_inject_eval_per_repo_types_each_prompt_in_its_repository(tmp_path, monkeypatch):
    """``--per-repo``: each transcript's notes are filed under the repository its session ran in (as
    ``capture transcript`` files them without --project) and a prompt sees its own repository's
    notes only: the redis lesson comes back in the rate limiter, never in billing, where the
    one-project run injects it too."""
    import inject_eval as ie

    froze = "the admin page that lists the rate limit buckets froze redis for three seconds again"
    _two_repos(tmp_path, monkeypatch, [{"prompt": froze, "relevant": ["heldout/h17_redis_keys.jsonl#no-keys-scan"]},
                                       {"prompt": froze, "relevant": ["heldout/h03_go_context.jsonl#query-context"]},
                                       {"prompt": "ratelimit/admin.py: add a docstring to the module", "relevant": []},
                                       {"prompt": "ratelimit/admin.py: add a docstring to the module please", "relevant": [],
                                        "repo": "heldout/h03_go_context.jsonl"}])
    runs = {}
    monkeypatch.setattr(ie, "TRACING", ie.TRACING)  # --trace wraps the hook's functions: put them back after
    from reflectgit import inject

    monkeypatch.setattr(inject, "fitting_notes", inject.fitting_notes)
    monkeypatch.setattr(inject, "fit_to_prompt", inject.fit_to_prompt)
    for mode, flags in (("repo", ["--per-repo", "--trace"]), ("flat", [])):
        ie.main(["--split", "tiny", "--json", str(tmp_path / f"{mode}.json"), *flags])
        runs[mode] = json.loads((tmp_path / f"{mode}.json").read_text())
    repo, flat = runs["repo"], runs["flat"]
    assert repo["per_repo"] and not flat["per_repo"]
    keys = [n for n, v in repo["notes"].items() if v["transcript"].endswith("h17_redis_keys.jsonl") and v["lessons"]]
    assert keys and {repo["notes"][n]["project"] for n in keys} == {"ratelimiter"}
    assert {v["project"] for v in flat["notes"].values()} == {"eval"}
    in_limiter, in_billing, docstring, stated = repo["follow_up_rows"]
    assert in_limiter["repos"] == ["ratelimiter"] and set(keys) & set(in_limiter["injected"])
    assert in_billing["repos"] == ["billing"] and not set(keys) & set(in_billing["injected"])
    assert docstring["repos"] == ["ratelimiter"]  # the one repository whose session touched the file
    assert stated["repos"] == ["billing"]  # a line that names its repository is typed there, nothing guessed
    assert {t["repo"] for t in in_limiter["trace"]} == {"ratelimiter"}  # the traced candidates say where they came from
    assert {t["repo"] for t in in_billing["trace"]} <= {"billing"}
    flat_keys = {n for n, v in flat["notes"].items() if v["transcript"].endswith("h17_redis_keys.jsonl")}
    assert flat_keys & set(flat["follow_up_rows"][1]["injected"])  # one project: billing's prompt gets it


def test_eval_repos_places_a_prompt_that_names_no_lesson():
    """A must-inject-nothing prompt is typed in every repository it could be about: those whose
    sessions name its file, else the few that share most of its rarer words."""
    import eval_repos

    repos = eval_repos.Repos({t: ce.DATA / t for t in ("heldout/h17_redis_keys.jsonl", "heldout/h03_go_context.jsonl",
                                                        "heldout/h12_hf_tokenizer.jsonl")})
    assert repos.project["heldout/h03_go_context.jsonl"] == "billing"
    assert repos.of_prompt("anything", ["heldout/h03_go_context.jsonl#query-context"]) == ["billing"]
    assert repos.of_prompt("internal/invoice/worker.go: log the invoice id", []) == ["billing"]
    guessed = repos.of_prompt("make the tokenizer keep the word ids of every sub-token", [])
    assert guessed[0] == "finetune-ner" and len(guessed) == eval_repos.GUESSES
    # a line that says where it is typed is typed there alone, even where its words point elsewhere
    assert repos.of_prompt("make the tokenizer keep the word ids of every sub-token", [],
                           "heldout/h03_go_context.jsonl") == ["billing"]
    with pytest.raises(ValueError, match="h99_nowhere"):
        repos.of_prompt("anything", [], "heldout/h99_nowhere.jsonl")


def test_inject_eval_second_proxy_and_paired_comparison():
    """The second proxy takes half of a two-phrase rule (never a one-phrase rule's neighbour); the
    paired comparison matches prompts by text and reports each metric's difference with its interval."""
    import inject_eval as ie

    view = {"_anywhere": ce.norm("Root cause: proxy_pass without a URI part forwards the original path")}
    two = {"rule": ["proxy_pass", "trailing slash"]}
    assert ie.matches_wide(view, two) and not ce.matches(view, two)
    assert not ie.matches_wide(view, {"rule": ["volatile"]})

    def row(prompt: str, injected: list[str], relevant: list[str], expected: bool = True) -> dict:
        return {"prompt": prompt, "expected": ["x#y"] if expected else [], "injected": injected,
                "relevant_existing": relevant, "relevant_injected": [i for i in injected if i in relevant]}

    before = {"split": "s", "follow_up_rows": [row("a", ["n1", "n2"], ["n1"]), row("b", ["n3"], []), row("c", [], [], False)]}
    after = {"split": "s", "follow_up_rows": [row("c", [], [], False), row("b", ["m3"], ["m3"]), row("a", ["m1"], ["m1"])]}
    got = ie.paired_bootstrap(before, after, n=200)
    assert got["prompts"] == 3
    assert got["metrics"]["injection_precision"]["before"] == 0.333 and got["metrics"]["injection_precision"]["after"] == 1.0
    low, high = got["metrics"]["injection_precision"]["ci95"]
    assert low <= got["metrics"]["injection_precision"]["diff"] <= high


def test_inject_eval_trace_leaves_what_the_hook_injects_as_it_was(rg, kb, tmp_path, monkeypatch):
    """``--trace`` wraps the prompt hook's functions to record each candidate: the wrappers must take
    whatever the hook passes (a traced check25 once injected nothing at all, its wrapper refusing an
    argument the hook had gained, and the hook swallowing the error)."""
    import subprocess

    import inject_eval as ie

    from reflectgit import inject

    code = tmp_path / "eval"  # inject_eval's code repo: project "eval", branch main
    code.mkdir()
    subprocess.run(["git", "init", "-q", "-b", "main", str(code)], check=True)
    monkeypatch.chdir(code)
    rg("add", "--title", "Use pnpm, never npm, to install packages here", "--rule", "Use pnpm, never npm",
       "--project", "eval", "--branch", "main")
    monkeypatch.setenv("REFLECTGIT_HOME", str(kb))
    plain = ie.hook("s-plain", code, "should I install the packages with npm or pnpm?")
    monkeypatch.setattr(inject, "fitting_notes", inject.fitting_notes)  # put back after the test
    monkeypatch.setattr(inject, "fit_to_prompt", inject.fit_to_prompt)
    monkeypatch.setattr(ie, "TRACING", ie.TRACING)
    ie._traced_pick()
    traced = ie.hook("s-traced", code, "should I install the packages with npm or pnpm?")
    assert plain and traced == plain and ie.TRACE, (plain, traced)
