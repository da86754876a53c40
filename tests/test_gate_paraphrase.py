"""The relevance gate knows paraphrase: through `search`, `calibrate` and the UserPromptSubmit hook.

A paraphrase shares no word with its note and scores a low cosine, like an off-topic query; it
passes because it singles one note out above the KB's own noise floor (random note pairs),
which search recomputes whenever the index changed.
"""

from __future__ import annotations

import json

import pytest
from conftest import run_cli

PROJECT = "agents-in-a-box"  # the code_repo fixture's project
NOTES = [
    ("Never kill the tmux server", "Kill tmux sessions by exact name; kill-server destroys every session on the socket"),
    ("pyenv shims must precede system python in PATH", "Put ~/.pyenv/shims first in PATH or .python-version is ignored"),
    ("zsh aborts scripts on unmatched globs", "Set null_glob or quote the pattern: zsh errors where bash passes the literal"),
    ("SQLite WAL grows unbounded without checkpointing",
     "Run PRAGMA wal_checkpoint(TRUNCATE) periodically; long readers block checkpoints"),
    ("Stale git worktree refs break new worktrees", "Run git worktree prune after deleting a worktree directory by hand"),
    ("Redis connection pool exhaustion under burst load", "Size the Redis pool to peak concurrency and set a wait timeout"),
    ("Celery prefetch multiplier starves long-task queues", "Set worker_prefetch_multiplier to 1 for long-running tasks"),
    ("launchd jobs don't inherit shell environment variables", "Put PATH and HOME in the plist's EnvironmentVariables dict"),
    ("BuildKit cache mounts need an explicit mode for non-root users", "Pass uid/gid/mode to RUN --mount=type=cache"),
    ("Alert on memory slope, not an absolute threshold", "Use deriv() over 30m so leaks page days before the limit"),
]
PARAPHRASE = "a scheduled mac daemon can't locate commands that succeed interactively"  # no word of the launchd note
OFF_TOPIC = ["kafka consumer group rebalancing storms", "webpack bundle splitting for lazy routes"]


@pytest.fixture
def notes(rg, kb):
    ids = {}
    for title, rule in NOTES:
        ids[title.split()[0].lower()] = rg.json("add", "--title", title, "--rule", rule, "--project", PROJECT,
                                                "--branch", "main")["id"]
    return ids


def search(rg, query, *args):
    return rg.json("search", query, "--project", PROJECT, "--branch", "main", *args)


def saved_gate(kb):
    return json.loads((kb / ".reflectgit" / "calibration.json").read_text())["gate"]


def test_a_paraphrase_passes_and_its_note_leads(rg, notes):
    res = search(rg, PARAPHRASE)
    assert res["gate"]["decision"] == "pass" and res["gate"]["overlap"] == 0.0  # no shared word: meaning carried it
    assert res["gate"]["distinct"] == notes["launchd"] and res["gate"]["lead"] >= 0.1
    assert res["hits"][0]["id"] == notes["launchd"] and res["hits"][0]["distinct"] is True
    assert search(rg, PARAPHRASE, "--arm", "bm25")["hits"] == []  # words alone find nothing


@pytest.mark.parametrize("query", OFF_TOPIC)
def test_an_off_topic_query_still_returns_nothing(rg, notes, query):
    res = search(rg, query)
    assert res["hits"] == [] and res["gated"] and "distinct" not in res["gate"]
    assert "out of domain" in rg("search", query, "--project", PROJECT, "--branch", "main").output


def test_a_stale_calibration_is_recomputed_when_the_index_changes(rg, kb, notes):
    search(rg, PARAPHRASE)
    first = saved_gate(kb)
    assert first["notes"] == 10 and 0.2 < first["random_p95"] < 0.4
    rg("add", "--title", "Pin base images by digest", "--rule", "Tags can be re-pushed; pin FROM by sha256 digest",
       "--project", PROJECT, "--branch", "main")
    search(rg, PARAPHRASE)
    second = saved_gate(kb)
    assert second["notes"] == 11 and second["version"] != first["version"]
    # a floor saved for another version of the index (here: one that would gate everything) is not trusted
    path = kb / ".reflectgit" / "calibration.json"
    path.write_text(json.dumps({"floors": {}, "gate": {**second, "version": "stale", "random_p95": 0.99}}))
    assert search(rg, PARAPHRASE, "--no-cache")["hits"][0]["id"] == notes["launchd"]
    assert saved_gate(kb)["random_p95"] == second["random_p95"] and saved_gate(kb)["version"] == second["version"]


def test_calibrate_reports_the_gate_floor(rg, notes):
    out = rg.json("calibrate")
    assert out["gate"]["notes"] == 10 and out["gate"]["random_p95"] is not None
    assert "gate: noise floor" in rg("calibrate").output


def test_a_tiny_kb_has_no_floor_and_keeps_the_fixed_gate(rg, kb):
    for title, rule in NOTES[:3]:
        rg("add", "--title", title, "--rule", rule, "--project", PROJECT, "--branch", "main")
    res = search(rg, "my terminal multiplexer wiped out each workspace when I shut it down")
    assert "distinct" not in res["gate"] and saved_gate(kb)["random_p95"] is None


def hook(code_repo, session, prompt):
    out = run_cli("agent", "hook", "UserPromptSubmit", cwd=code_repo, input=json.dumps(
        {"session_id": session, "cwd": str(code_repo), "prompt": prompt, "hook_event_name": "UserPromptSubmit"}))
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["hookSpecificOutput"]["additionalContext"] if out.stdout.strip() else ""


def test_the_prompt_hook_shares_the_gate(rg, notes, code_repo, monkeypatch):
    """Injection judges every hit by the gate's floors, where the distinct note passes; the rules' own
    evidence floor (words + cosine) still applies, so it is lowered here to see the gate alone."""
    rg("reindex")
    monkeypatch.setenv("REFLECTGIT_INJECT_MIN_EVIDENCE", "0")
    injected = hook(code_repo, "s-para", f"{PARAPHRASE}, any idea why?")
    assert "launchd jobs don't inherit shell environment variables" in injected
    assert "tmux" not in injected and "Redis" not in injected  # only the one note the gate vouched for
    for i, query in enumerate(OFF_TOPIC):
        assert hook(code_repo, f"s-off-{i}", f"can you help with {query}") == ""
    monkeypatch.delenv("REFLECTGIT_INJECT_MIN_EVIDENCE")
    monkeypatch.setenv("REFLECTGIT_INJECT_PICKER", "rules")
    assert hook(code_repo, "s-para-2", f"{PARAPHRASE}, any idea why?") == ""  # 1.5 x cosine 0.38 < 0.8
    # the learned picker (the default) reads the evidence as one measure among others: the note the
    # gate vouched for goes in alone (branch inj26)
    monkeypatch.delenv("REFLECTGIT_INJECT_PICKER")
    injected = hook(code_repo, "s-para-3", f"{PARAPHRASE}, any idea why?")
    assert "launchd jobs don't inherit shell environment variables" in injected
    assert "tmux" not in injected and "Redis" not in injected


def test_team_mode_samples_the_floor_from_the_shared_store(rg, kb, notes, team_env, tmp_path):
    """A clone that never indexed recalls from Postgres: its floor comes from the team's vectors."""
    from conftest import git

    assert rg.json("reindex")["team"]["upserted"] == len(NOTES)
    other = tmp_path / "laptop"
    git("clone", "-q", str(kb), str(other), cwd=kb.parent)
    reader = {"REFLECTGIT_PG_DSN": team_env["dsn"]("rita")}
    res = rg.json("--kb", str(other), "search", PARAPHRASE, "--project", PROJECT, "--branch", "main", env=reader)
    assert res["explain"]["backend"] == f"team:{team_env['workspace']}"
    assert res["hits"][0]["id"] == notes["launchd"] and res["gate"]["distinct"] == notes["launchd"]
    assert saved_gate(other)["notes"] == len(NOTES)
