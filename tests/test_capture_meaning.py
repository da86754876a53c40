"""Capture's learned second opinion (:mod:`reflectgit.capture.meaning`): a lesson phrased unlike
any rule is kept by its meaning, chat that trips a rule's trigger words is dropped, and
``REFLECTGIT_CAPTURE_MODEL=0`` leaves the rules alone. Through ``reflectgit capture transcript``
and the agent Stop hook, with the session's shared model cache."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_capture_complete import edit, write
from test_capture_session import rec

from reflectgit.capture import meaning
from reflectgit.capture.grammar import lesson_order
from reflectgit.capture.signals import classify
from reflectgit.kb import KB

#: no phrase or grammar rule fires on it; it is not in the training examples
UNRULED = ("Ok. Around here, feature branches get deleted right after the merge; "
           "the release tooling trips over stale ones.")
#: a root-cause phrase ("the real problem is") in banter about the weekend
CHATTY = "the real problem is the weekend is too short, always has been"


def session(cwd: Path) -> list[str]:
    return [
        rec("user", "Merge feat/export into main for me", cwd=str(cwd)),
        *edit(cwd, "e1", "CHANGELOG.md", "Merged; I left feat/export in place."),
        rec("user", UNRULED),
        *edit(cwd, "e2", "scripts/release.sh", "Deleted the branch."),
        rec("user", CHATTY),
        rec("assistant", "Ha, agreed."),
    ]


def notes(kb: Path) -> list:
    return [n for n in KB.open(kb).notes() if n.status == "active"]


def test_the_rules_alone_miss_the_lesson_and_keep_the_chat():
    assert classify(UNRULED) is None and lesson_order(UNRULED) is None
    assert classify(CHATTY) is not None


def test_a_lesson_by_meaning_is_kept_and_chat_with_trigger_words_is_not(rg, kb, code_repo, tmp_path):
    out = rg.json("capture", "transcript", str(write(tmp_path, session(code_repo))))
    kept = notes(kb)
    assert [n["rule"] for n in kept] == ["Around here, feature branches get deleted right after the merge"]
    assert kept[0]["key_insight"] == "The release tooling trips over stale ones"
    assert kept[0]["entities"] == ["CHANGELOG.md", "scripts/release.sh"]
    assert not any("weekend" in (n.title + str(n.get("rule") or "") + str(n.get("problem") or "")) for n in kept)
    rescued = [s for s in out["signals"] if s["detail"].get("by") == "meaning"]
    assert len(rescued) == 1 and rescued[0]["detail"]["p"] >= meaning.RESCUE
    assert all("weekend" not in s["evidence"] for s in out["signals"])


def test_the_setting_turns_the_second_opinion_off(rg, kb, code_repo, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_CAPTURE_MODEL", "0")
    out = rg.json("capture", "transcript", str(write(tmp_path, session(code_repo))))
    assert not any(s["detail"].get("by") == "meaning" for s in out["signals"])
    kept = notes(kb)
    assert not any("feature branches" in str(n.get("rule") or n.title) for n in kept)
    assert any("weekend" in n.title for n in kept)  # the rules alone keep the banter


def test_the_agent_stop_hook_keeps_the_lesson_by_meaning(kb, code_repo, tmp_path):
    from conftest import run_cli

    path = write(tmp_path, session(code_repo))
    res = run_cli("agent", "hook", "Stop", cwd=code_repo, env={"REFLECTGIT_HOOK_FOREGROUND": "1"},
                  input=json.dumps({"session_id": "sess-meaning", "transcript_path": str(path), "cwd": str(code_repo)}))
    assert res.returncode == 0, res.stderr
    kept = notes(kb)
    assert ["feature branches get deleted" in n.title for n in kept] == [True]


def test_the_fitted_weights_are_cached_by_signature_and_examples(monkeypatch, tmp_path):
    meaning._model.clear()
    path = meaning.cache_path()
    weights = meaning.model()
    assert path.exists() and "user" in meaning._model
    meaning._model.clear()
    monkeypatch.setattr("reflectgit.capture.meaning.fit", lambda *a, **k: (_ for _ in ()).throw(AssertionError("refit")))
    again = meaning.model()  # read from the cache: no embedding, no fitting
    assert float(abs(again[0] - weights[0]).max()) == 0.0 and again[1] == weights[1]


def test_the_examples_ship_with_the_package_and_fit_separates_them():
    import numpy as np

    texts, labels, _ = meaning.examples("user")
    assert len(texts) > 500 and 0.3 < sum(labels) / len(labels) < 0.6
    x = np.array([[1.0, 0.0], [0.9, 0.1], [0.0, 1.0], [0.1, 0.9]])
    w = meaning.fit(x, np.array([1.0, 1.0, 0.0, 0.0]), l2=0.01)
    p = meaning.proba(x, w)
    assert p[0] > 0.9 and p[3] < 0.1


def test_model_prepare_fits_the_capture_classifier_once(rg, monkeypatch, tmp_path):
    meaning._model.clear()
    monkeypatch.setattr("reflectgit.capture.meaning.cache_path", lambda: tmp_path / "capture-meaning-x.npz")
    out = rg.json("model", "prepare")
    assert out["capture_model"].endswith("capture-meaning-x.npz") and "capture classifier fitted" in out["prepared"]
    meaning._model.clear()
    again = rg.json("model", "prepare")
    assert "capture classifier fitted" not in again["prepared"] and (tmp_path / "capture-meaning-x.npz").exists()


def test_a_rescue_reads_statements_not_questions_or_banter():
    (p, evidence), (p2, _e) = meaning.rescue_scores(["you should never trust a Monday deploy, right? anyway thanks",
                                                     "what's the rule here, should tests always hit the network?"])
    assert p < meaning.RESCUE and "right?" not in evidence
    assert p2 == 0.0  # nothing but a question is left


def _answered(cwd: Path, task: str, path: str, did: str, message: str) -> list[str]:
    """The agent does ``task`` in ``path``, the user answers with ``message``, the agent redoes it."""
    return [rec("user", task, cwd=str(cwd)),
            *edit(cwd, "e1", path, did),
            rec("user", message),
            *edit(cwd, "e2", path, "Fixed."),
            rec("assistant", "Done.")]


@pytest.mark.parametrize("task, path, did, message, rule", [
    # thanks first, then an order with its reason: the model scores the turn 0.016, its best sentence 0.073
    ("Export the orders as CSV in shop/export.py", "shop/export.py", "I'll write the CSV with the csv module.",
     "thanks, looks good. one thing: always write the CSV with utf-8-sig, excel mangles umlauts otherwise",
     "Always write the CSV with utf-8-sig"),
    # a bare order about the agent's habit (0.016)
    ("Document shop/prices.py", "shop/prices.py", "I added a comment above each statement.",
     "stop adding comments to every line please", "Stop adding comments to every line"),
    # the agent edited the wrong file
    ("Raise the pool size in the config", "config/app.yaml", "I raised pool_size in config/app.yaml.",
     "wrong file, the config is in config/prod.yaml, not config/app.yaml", "Wrong file"),
])
def test_the_veto_keeps_an_order_said_outright(rg, kb, code_repo, tmp_path, task, path, did, message, rule):
    """A plain lesson the model scores below the veto is kept when a sentence opens with an order word,
    names code and carries no mark of chat (the user review that found them vetoed)."""
    assert meaning.outright_order(message)
    out = rg.json("capture", "transcript", str(write(tmp_path, _answered(code_repo, task, path, did, message))))
    assert out["captured"], out["signals"]
    rules = [str(n.get("rule") or n.title) for n in notes(kb)]
    assert any(r.startswith(rule) for r in rules), rules


@pytest.mark.parametrize("message", [
    "never booking the cheap hotel again, the walls were paper thin. always ask for a room at the back",
])
def test_the_veto_still_drops_chat_that_trips_a_rule(rg, kb, code_repo, tmp_path, message, monkeypatch):
    """Chat with an order word (the speaker's own life, no code) is still vetoed: the rules alone keep it."""
    lines = _answered(code_repo, "Add a cache to the price lookup in shop/prices.py", "shop/prices.py",
                      "I'll cache prices in a module-level dict.", message)
    assert not meaning.outright_order(message)
    out = rg.json("capture", "transcript", str(write(tmp_path, lines)))
    assert out["captured"] == []
    monkeypatch.setenv("REFLECTGIT_CAPTURE_MODEL", "0")
    alone = rg.json("capture", "transcript", str(write(tmp_path, lines, "rules.jsonl")))
    assert alone["captured"]  # the rules alone read a lesson into it: the veto is what drops it


@pytest.mark.parametrize("message", ["🙏 works on the kind cluster too", "works on device too.", "ok that's believable"])
def test_a_result_confirmed_is_not_rescued(rg, kb, code_repo, tmp_path, message):
    """The user confirming a result or judging the agent's answer is no lesson, however close its
    meaning sits to one (spent sets heldout15-17 rescued these as rules)."""
    lines = _answered(code_repo, "Make the deploy wait for the database job in helmfile.yaml", "helmfile.yaml",
                      "I added needs: [db-migrate] to the api release.", message)
    out = rg.json("capture", "transcript", str(write(tmp_path, lines)))
    assert out["captured"] == [], out["signals"]


def test_a_reaction_that_goes_on_to_teach_may_still_be_rescued():
    """ "you're right, ..." or "didn't know ..." alone is a reaction; followed by what to do, it teaches (review7)."""
    for said in ("nice, didnt know core.internal was private", "hmm not convinced. the cache key includes the commit sha",
                 "you're right, she used our python export script."):
        assert meaning._RESULT.match(said), said
    for said in ("you're right that mocking the db hides migration bugs, let's always use a real postgres in tests",
                 "huh, didn't know pip ignores the lockfile with -U. we should pin hashes then",
                 "you're right, the cron runs in UTC on the server, not local time"):
        assert not meaning._RESULT.match(said), said
