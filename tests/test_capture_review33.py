"""A user-path review of fixl (test-fix loops) and cap39 (T: a bounded norm in the task message, V: the veto keeping
a reply acted on in code), on Claude Code transcripts nobody tuned to (tests/data/review33/, written by make.py there).
Pins only what lead 776160d does clearly right; the junk and misses the review found are in its report, not here,
but for those cap42 fixed (t17's and t21's plain redirects).

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from pathlib import Path

import pytest

from reflectgit.kb import KB

DATA = Path(__file__).parent / "data" / "review33"


def capture(rg, kb, code_repo, tmp_path, name: str) -> tuple[dict, list]:
    path = tmp_path / f"{name}.jsonl"
    path.write_text((DATA / f"{name}.jsonl").read_text().replace("__CWD__", str(code_repo)))
    out = rg.json("capture", "transcript", str(path))
    store = KB.open(kb)
    return out, [store.get(i) for i in out["captured"]]


def fixes(notes: list) -> list:
    return [n for n in notes if n.get("type") == "test-fixed"]


@pytest.mark.parametrize("name,files", [
    ("t08_multiedit_go_loop", ["internal/parse/duration.go"]),               # a MultiEdit fixes a go test
    ("t09_npm_test_then_npx_jest", ["src/cart/cart.ts"]),                    # npm test fails, npx jest passes: one loop
    ("t14_cargo_two_edits_then_pass", ["src/parser.rs", "src/writer.rs"]),   # fails again after the first edit
    ("t18_chat_then_unrelated_code_edit", ["importer/csv_reader.py"]),       # chat inside the loop
])
def test_a_real_fix_loop_makes_one_note_crediting_its_edits(rg, kb, code_repo, tmp_path, name, files):
    _, notes = capture(rg, kb, code_repo, tmp_path, name)
    [note] = fixes(notes)
    assert all(f in note["entities"] for f in files), note["entities"]


def test_a_flaky_rerun_makes_no_fix_and_the_real_fix_after_it_does(rg, kb, code_repo, tmp_path):
    out, notes = capture(rg, kb, code_repo, tmp_path, "t10_flaky_rspec_rerun")
    assert not [s for s in out["signals"] if s["kind"] == "test_fixed"
                and "toast" in " ".join(s.get("detail", {}).get("tests", []))], out["signals"]
    [note] = fixes(notes)
    assert "app/services/orders/export.rb" in note["entities"]


def test_a_flaky_go_test_rerun_after_an_unrelated_edit_is_no_fix(rg, kb, code_repo, tmp_path):
    out, notes = capture(rg, kb, code_repo, tmp_path, "t16_flaky_go_after_edit_unrelated")
    assert not [s for s in out["signals"] if s["kind"] == "test_fixed"], out["signals"]
    assert not fixes(notes)


def test_pre_commit_names_ruff_and_its_error_never_black(rg, kb, code_repo, tmp_path):
    _, notes = capture(rg, kb, code_repo, tmp_path, "t11_precommit_black_ruff")
    [note] = fixes(notes)
    assert "ruff" in note.title and "black" not in note.title and "black" not in note["problem"]
    assert "F401" in note["problem"]


def test_tsc_passing_silently_closes_its_loop(rg, kb, code_repo, tmp_path):
    _, notes = capture(rg, kb, code_repo, tmp_path, "t12_tsc_eslint_silent")
    tsc = [n for n in fixes(notes) if "fullName" in n.title]
    assert len(tsc) == 1 and "src/components/UserList.tsx" in tsc[0]["entities"]


def test_ok_and_feature_requests_make_no_note(rg, kb, code_repo, tmp_path):
    _, notes = capture(rg, kb, code_repo, tmp_path, "t01_ok_also_add")
    said = " ".join(str(n.get("rule", "")) + " " + n.title for n in notes).lower()
    for word in ("pagination", "faster", "thx", "ok"):
        assert word not in said.split(), said


def test_chat_before_an_edit_stays_chat(rg, kb, code_repo, tmp_path):
    _, notes = capture(rg, kb, code_repo, tmp_path, "t18_chat_then_unrelated_code_edit")
    said = " ".join(str(n.get("rule", "")) + " " + n.title for n in notes).lower()
    assert "trusting" not in said and "deploys" not in said


def test_real_norms_and_corrections_are_kept(rg, kb, code_repo, tmp_path):
    _, notes = capture(rg, kb, code_repo, tmp_path, "t04_task_real_norms")
    assert any("never call stripe directly" in n.title.lower() for n in notes)
    _, notes = capture(rg, kb, code_repo, tmp_path, "t13_reply_real_lessons_acted_on")
    assert any("raw_connection" in n.title for n in notes if n.get("type") in ("correction", "rule"))


@pytest.mark.parametrize("name,words", [
    ("t22_task_specs_vs_reports", ("weekdays", "trial", "semicolons")),
    ("t24_spec_every_column", ("every column",)),
    ("t25_spec_only_once", ("only be used once",)),
])
def test_a_spec_of_the_feature_at_hand_is_no_rule(rg, kb, code_repo, tmp_path, name, words):
    _, notes = capture(rg, kb, code_repo, tmp_path, name)
    said = " ".join(str(n.get("rule", "")) + " " + n.title for n in notes).lower()
    assert not any(w in said for w in words), said


@pytest.mark.parametrize("name,words", [
    ("t17_redirects_then_code_edits", ("like i said",)),
    ("t21_short_replies_then_code_edits", ("appearance",)),
])
def test_a_plain_redirect_acted_on_is_no_note(rg, kb, code_repo, tmp_path, name, words):
    """cap42: a redirect of where / which for this one task, with no reason and no norm, is an instruction, not
    a lesson, though the agent then edits the code ("no wait, not in Appearance, put it under Display")."""
    _, notes = capture(rg, kb, code_repo, tmp_path, name)
    said = " ".join(str(n.get("rule", "")) + " " + n.title for n in notes).lower()
    assert not any(w in said for w in words), said
