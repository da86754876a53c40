"""Index and recall through the CLI: arms, scope, lifecycle, gate, budget, incremental reindex."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import git

NOTES = [
    # title, rule, tags, extra args
    ("Redis connection pool exhaustion under burst load",
     "Size the Redis pool to peak concurrency and set a wait timeout", "redis,connection-pool",
     ["--entity", "redis-connection-pool", "--entity", "burst-load"]),
    ("Gateway 504 cascade traced to upstream pool waits",
     "When the gateway returns 504s, check upstream connection pools first", "gateway,timeouts",
     ["--entity", "api-gateway", "--relation", "caused_by:redis-connection-pool"]),
    ("Never kill the tmux server", "Kill tmux sessions by exact name only", "tmux,safety", []),
    ("SQLite WAL grows unbounded without checkpointing", "Run PRAGMA wal_checkpoint(TRUNCATE) after bulk writes",
     "sqlite,wal", []),
    ("pyenv shims must precede system python in PATH", "Put ~/.pyenv/shims first in PATH", "python,pyenv", []),
]


@pytest.fixture
def corpus(rg, kb):
    ids = {}
    for title, rule, tags, extra in NOTES:
        n = rg.json("add", "--title", title, "--rule", rule, "--tags", tags, "--project", "ops",
                    "--branch", "main", *extra)
        ids[title.split()[0].lower()] = n["id"]
    return ids


def search(rg, query, *args):
    return rg.json("search", query, "--project", "ops", "--branch", "main", *args)


def test_reindex_then_search_finds_the_answer_first(rg, corpus):
    report = rg.json("reindex")
    assert report["added"] == 5 and report["embedded"] == 5 and report["full"]
    res = search(rg, "tmux kill-server destroyed all my sessions")
    top = res["hits"][0]
    assert top["id"] == corpus["never"] and top["ranks"]["bm25"] == 1 and "vector" in top["ranks"]
    assert set(top) >= {"id", "title", "path", "score", "ranks", "arm_scores", "tokens", "via", "status"}
    assert res["gate"]["decision"] == "pass"
    assert rg.json("reindex")["skipped"] is True  # nothing changed: no work


def test_paraphrase_is_found_by_the_vector_arm(rg, corpus):
    res = search(rg, "terminal multiplexer lost every open workspace", "--arm", "vector", "--min-overlap", "0")
    assert res["hits"][0]["id"] == corpus["never"]
    assert search(rg, "terminal multiplexer lost every open workspace", "--arm", "bm25")["hits"] == []


def test_graph_hop_returns_linked_note_with_its_edge(rg, corpus):
    res = search(rg, "gateway 504 errors", "--arm", "bm25", "--arm", "graph")
    ids = [h["id"] for h in res["hits"]]
    assert ids[0] == corpus["gateway"]
    hop = next(h for h in res["hits"] if h["id"] == corpus["redis"])
    assert hop["via"] == {"from": corpus["gateway"], "edge": "caused_by", "entity": "redis-connection-pool", "hops": 2}
    assert "bm25" not in hop["ranks"] and hop["ranks"]["graph"] >= 1
    text = rg("search", "gateway 504 errors", "--project", "ops", "--branch", "main").output
    assert "graph: caused_by via redis-connection-pool" in text or corpus["redis"] in text


def test_demoted_and_superseded_notes_disappear_at_once(rg, corpus):
    query = "tmux kill-server"
    assert search(rg, query)["hits"][0]["id"] == corpus["never"]
    rg("set", corpus["never"], "status", "demoted", "--reason", "reverted")
    assert corpus["never"] not in [h["id"] for h in search(rg, query)["hits"]]
    shown = search(rg, query, "--include-inactive")["hits"]
    marked = next(h for h in shown if h["id"] == corpus["never"])
    assert marked["inactive"] and marked["status"] == "demoted"
    rg("set", corpus["never"], "status", "active")
    assert search(rg, query)["hits"][0]["id"] == corpus["never"]
    for field, value in (("status", "superseded"), ("hidden", "true"), ("forget_after", "2020-01-01")):
        rg("set", corpus["never"], field, value)
        assert corpus["never"] not in [h["id"] for h in search(rg, query)["hits"]], field
        rg("set", corpus["never"], field, "--unset") if field != "status" else rg("set", corpus["never"], "status", "active")
    rg("forget", corpus["never"], "--reason", "wrong")
    assert corpus["never"] not in [h["id"] for h in search(rg, query)["hits"]]


def test_branch_notes_are_invisible_from_other_branches(rg, corpus):
    feat = rg.json("add", "--title", "Feature flag rollout uses LaunchDarkly", "--project", "ops", "--branch", "feat/flags")
    q = "feature flag rollout launchdarkly"
    assert feat["id"] in [h["id"] for h in rg.json("search", q, "--project", "ops", "--branch", "feat/flags")["hits"]]
    assert feat["id"] not in [h["id"] for h in search(rg, q)["hits"]]
    assert feat["id"] not in [h["id"] for h in rg.json("search", q, "--project", "ops", "--branch", "feat/other")["hits"]]
    assert feat["id"] in [h["id"] for h in search(rg, q, "--all-branches")["hits"]]
    # main-branch notes are visible from a feature branch (the project's default branch)
    assert corpus["never"] in [h["id"] for h in rg.json("search", "tmux kill-server", "--project", "ops",
                                                         "--branch", "feat/flags")["hits"]]


def test_project_scope_global_notes_and_global_flag(rg, corpus):
    other = rg.json("add", "--title", "Kubernetes OOMKilled means the cgroup limit was hit", "--project", "infra",
                    "--branch", "main")
    glob = rg.json("add", "--title", "Kubernetes contexts: always pass --context explicitly", "--scope", "user",
                   "--project", "infra", "--branch", "main")
    ids = [h["id"] for h in search(rg, "kubernetes OOMKilled context")["hits"]]
    assert other["id"] not in ids and glob["id"] in ids
    assert other["id"] in [h["id"] for h in search(rg, "kubernetes OOMKilled", "--global")["hits"]]


def test_ood_gate_returns_nothing_for_unrelated_query(rg, corpus):
    res = search(rg, "best sourdough pizza dough hydration ratio")
    assert res["hits"] == [] and res["gated"] and res["gate"]["decision"] == "ood_gated"
    assert "out of domain" in rg("search", "best sourdough pizza dough hydration ratio", "--project", "ops",
                                  "--branch", "main").output
    loose = search(rg, "best sourdough pizza dough hydration ratio", "--min-overlap", "0")
    assert loose["hits"] and not loose["gated"]


def test_a_query_that_names_a_file_finds_the_notes_about_it(rg, kb):
    """A note captured where `src/billing/invoice.py` was edited is about that file: asking about
    the file (its path, a path's end, its name with a line number) finds the note though they share
    no word, and the gate, which judged by words and meaning alone, returned nothing."""
    where = ["--project", "shop", "--branch", "main"]
    money = rg.json("add", "--title", "Totals drift by a cent when summing floats", "--rule",
                    "Sum money as Decimal, quantize once at the end", "--entity", "src/billing/invoice.py",
                    "--entity", "tests/test_invoice.py", *where)["id"]
    pool = rg.json("add", "--title", "Redis pool exhausted under burst load", "--rule", "Size the pool to peak",
                   "--entity", "src/cache/pool.py", *where)["id"]
    rg("add", "--title", "Celery tasks retried forever", "--rule", "Set max_retries on every task",
       "--entity", "src/tasks/email.py", *where)
    for query in ("src/billing/invoice.py is failing again", "billing/invoice.py", "test_invoice.py:42 fails",
                  "can you look at `invoice.py`?"):
        res = rg.json("search", query, *where)
        assert [h["id"] for h in res["hits"]] == [money], query
        assert res["hits"][0]["ranks"]["entity"] == 1 and res["gate"]["decision"] == "pass"
    res = rg.json("search", "what is wrong in src/cache/pool.py", *where, "--explain")
    assert res["hits"][0]["id"] == pool and res["explain"]["arms"]["entity"] == [pool]
    for query in ("src/billing/refund.py is failing", "best sourdough hydration"):  # no note touched it
        assert rg.json("search", query, *where)["hits"] == [], query
    # review16: a file most projects have, a domain, a dotted attribute: no proof a note is about it
    rg("add", "--title", "S3 uploads retry with jitter", "--rule", "Retry S3 puts with full jitter",
       "--entity", "README.md", "--entity", "src/cache/utils.py", *where)
    for query in ("what is the license in README.md", "rename utils.py helpers in the frontend",
                  "why does example.com return 403", "np.nan e.g. in the client/server ci/cd"):
        assert rg.json("search", query, *where)["hits"] == [], query
    assert rg.json("search", "src/billing/invoice.py", *where, "--arm", "entity")["hits"][0]["id"] == money


def test_a_warm_index_follows_a_rebuild_another_process_made(rg, corpus, kb):
    """review15: a process that found the database of an older schema (or half created by another)
    deleted and rebuilt it; the warm recall server kept reading the deleted file. The rebuild now
    happens under a lock, and a warm index that finds its file replaced opens the new one."""
    import sqlite3

    from reflectgit.index import Index
    from reflectgit.kb import KB

    rg("reindex")
    warm = Index(KB.open(kb))
    warm.sync()
    db = sqlite3.connect(kb / ".reflectgit" / "index.db")
    db.execute("update meta set value = 'old' where key = 'schema'")  # as an older reflectgit left it
    db.commit()
    db.close()
    rg("reindex")  # another process: rebuilds the file from the notes
    rg("add", "--title", "Added after the rebuild", "--project", "ops", "--branch", "main")
    rg("reindex")
    assert warm._replaced()
    warm.sync()
    titles = [r[0] for r in warm.con.execute("select title from notes")]
    assert "Added after the rebuild" in titles and len(titles) == len(corpus) + 1


def test_token_budget_and_field_projection(rg, corpus):
    full = search(rg, "redis pool gateway timeouts")
    assert len(full["hits"]) >= 2
    first = full["hits"][0]["tokens"]
    budget = search(rg, "redis pool gateway timeouts", "--max-tokens", str(first))
    assert len(budget["hits"]) == 1 and budget["tokens"] <= first
    rules = search(rg, "sqlite wal checkpoint", "--field", "rule")
    assert rules["hits"][0]["value"] == "Run PRAGMA wal_checkpoint(TRUNCATE) after bulk writes"
    assert rules["hits"][0]["tokens"] < full["hits"][0]["tokens"] + 50


def test_incremental_reindex_touches_only_changed_notes(rg, corpus, kb):
    rg("reindex")
    rg("set", corpus["sqlite"], "tags", "sqlite,wal,database")
    report = rg.json("reindex")
    assert (report["added"], report["updated"], report["removed"]) == (0, 1, 0)
    assert report["embedded"] == 1 and not report["full"]
    rg("set", corpus["sqlite"], "my_note", "does not change the embedded text")
    report = rg.json("reindex")
    assert report["updated"] == 1 and report["embedded"] == 0  # same text hash: never re-embedded
    rg("forget", corpus["pyenv"], "--reason", "obsolete", "--purge")
    report = rg.json("reindex")
    assert report["removed"] == 1 and report["updated"] == 0


def test_hand_edits_and_git_commits_are_indexed(rg, corpus, kb):
    rg("reindex")
    path = next((kb / "learnings").rglob(f"{corpus['tmux' if 'tmux' in corpus else 'never']}.md"))
    path.write_text(path.read_text().replace("Never kill the tmux server", "Never kill the tmux server process"))
    report = rg.json("reindex")
    assert report["updated"] == 1
    assert "server process" in search(rg, "tmux kill-server")["hits"][0]["title"]
    git("commit", "-qam", "hand edit", cwd=kb)
    assert rg.json("reindex")["skipped"] is False  # HEAD moved: checked, nothing new to embed
    assert rg.json("reindex")["skipped"] is True


def test_full_rebuild_matches_incremental(rg, corpus, kb):
    rg("set", corpus["redis"], "title", "Redis pool exhaustion under bursts")
    inc = search(rg, "redis pool burst")
    rg.json("reindex", "--full")
    assert search(rg, "redis pool burst")["hits"] == inc["hits"]
    import shutil

    shutil.rmtree(kb / ".reflectgit")
    assert search(rg, "redis pool burst")["hits"] == inc["hits"]


def test_invalid_note_is_reported_not_indexed(rg, corpus, kb):
    path = next((kb / "learnings").rglob(f"{corpus['sqlite']}.md"))
    path.write_text(path.read_text().replace("status: active", "status: bogus"))
    report = rg.json("reindex")
    assert report["errors"] and report["errors"][0]["field"] == "status"
    assert corpus["sqlite"] not in [h["id"] for h in search(rg, "sqlite wal checkpoint", "--include-inactive")["hits"]]


def test_explain_shows_each_stage(rg, corpus):
    out = rg("search", "redis pool", "--project", "ops", "--branch", "main", "--explain").output
    assert "bm25:" in out and "vector:" in out and "graph:" in out and "gate:" in out
    assert "fusion: score (bm25, vector scaled 0..1), rrf k=60" in out


def test_fusion_keeps_the_arms_score_gaps_unless_set_to_ranks(rg, corpus, monkeypatch):
    """By default a note's share of an arm is its score scaled from the arm's best (1) down to what
    the arm left out: here every note that shares a word is in the list, and the rest share none
    (0), so a share is the score over the best; REFLECTGIT_RECALL_FUSION=adaptive fuses by rank."""
    query = ("redis pool timeout gateway upstream tmux sqlite wal pyenv", "--arm", "bm25", "--no-rerank",
             "--no-boosts", "--min-overlap", "0", "--no-cache")
    hits = search(rg, *query)["hits"]
    assert len(hits) >= 3
    bm25 = [h["arm_scores"]["bm25"] for h in hits]
    for h, s in zip(hits, bm25, strict=True):
        assert h["fused"] == pytest.approx(s / bm25[0] / 61, abs=1e-4)
    monkeypatch.setenv("REFLECTGIT_RECALL_FUSION", "adaptive")
    ranked = search(rg, *query)
    assert [h["fused"] for h in ranked["hits"]] == [round(1 / (60 + r), 6) for r in range(1, len(hits) + 1)]
    assert ranked["explain"]["fusion"] == "rrf k=60"
    monkeypatch.setenv("REFLECTGIT_RECALL_FUSION", "ranks")  # a typo: the default, and doctor says so
    assert search(rg, *query)["explain"]["fusion"].startswith("score")
    finding = next(f for f in rg.json("doctor")["findings"] if f.get("field") == "REFLECTGIT_RECALL_FUSION")
    assert "'ranks' is not one of adaptive-score" in finding["message"]


def test_an_arm_cut_at_its_depth_scales_down_to_its_last_score():
    from reflectgit.recall.pipeline import _score_shares

    items = [("a", 9.0), ("b", 5.0), ("c", 1.0)]
    assert _score_shares(items, cut=True) == [1.0, 0.5, 0.0]  # the last stands for what was left out
    assert _score_shares(items, cut=False) == pytest.approx([1.0, 5 / 9, 1 / 9])  # the rest score 0
    assert _score_shares([("a", 0.4), ("b", -0.2)], cut=False) == [1.0, 0.0]  # a cosine below 0 is the floor
    assert _score_shares([("a", 2.0)], cut=True) == [1.0]


POSTMORTEM = (
    "Tuesday's release train stalled for two hours. The canary stage waited on a manual approval nobody saw, "
    "the rollout dashboard showed green because it only tracks the first region, and the on-call rotation had "
    "just changed hands, so the pager went to someone on leave. We agreed to move approvals into the chat "
    "channel, to make the dashboard list every region, and to hand over the pager with a written checklist. "
    "Separately, late in the evening the build farm could not pull base images at all: the TLS certificate of "
    "our internal container registry had expired, and every docker pull failed with x509 errors until it was "
    "renewed by hand.")


def test_a_fact_deep_in_a_long_note_is_found_by_meaning(rg, corpus, monkeypatch):
    """The vector arm scores a long note by its best window (max-sim), not by its first 64 tokens."""
    from reflectgit.index import embed

    note = rg.json("add", "--title", "Release train post-mortem", "--body", POSTMORTEM, "--project", "ops",
                   "--branch", "main")
    query = "the private image registry's cert ran out and image downloads broke"
    assert rg.json("reindex")["embedded"] >= 1
    res = search(rg, query, "--arm", "vector", "--min-overlap", "0", "--no-cache")
    assert res["hits"][0]["id"] == note["id"]
    best_window = res["hits"][0]["arm_scores"]["vector"]
    assert search(rg, query, "--no-cache")["hits"][0]["id"] == note["id"]  # the whole pipeline too
    monkeypatch.setattr(embed, "PASSAGES", 0)  # only the note's first 64 tokens: it is not found first
    rg("add", "--title", "Another note", "--project", "ops", "--branch", "main")
    assert rg.json("reindex")["full"]  # another embedder signature: everything is embedded again
    res = search(rg, query, "--arm", "vector", "--min-overlap", "0", "--no-cache")
    first_tokens = next(h for h in res["hits"] if h["id"] == note["id"])["arm_scores"]["vector"]
    assert best_window > first_tokens + 0.2


def test_a_typo_in_an_embedding_setting_falls_back_to_its_default(rg, corpus, kb, tmp_path):
    """The embedding settings are read as the embedder loads: a typo must not fail every command
    that embeds; the default applies and `doctor` names the setting."""
    from conftest import run_cli

    typo = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "0", "REFLECTGIT_EMBED_PASSAGES": "lots"}
    found = run_cli("search", "tmux kill-server", "--project", "ops", "--branch", "main", "--json", cwd=tmp_path, env=typo)
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout)["hits"][0]["id"] == corpus["never"]
    doctor = run_cli("doctor", "--json", cwd=tmp_path, env=typo)
    named = {f["field"]: f for f in json.loads(doctor.stdout)["findings"] if f["path"] == "environment"}
    assert "'lots' is not a number" in named["REFLECTGIT_EMBED_PASSAGES"]["message"]


def test_files_written_just_before_a_walk_stop_being_hashed_once_they_settle(rg, corpus, kb):
    """A walk keeps the notes written within 2 s of it on a "racy" list (their mtime cannot tell a
    later edit on a coarse clock), which every freshness check hashes. A commit's sync after they
    have settled takes them off; a later hand edit is still seen (by its newer mtime)."""
    import sqlite3
    import time

    path = next((kb / "learnings").rglob(f"{corpus['never']}.md"))
    path.write_text(path.read_text().replace("Never kill the tmux server", "Never kill the tmux server process"))
    rg("reindex")  # a walk: the hand-edited note was written just before it

    def racy() -> dict:
        with sqlite3.connect(kb / ".reflectgit" / "index.db") as con:
            return json.loads(con.execute("select value from meta where key = 'racy'").fetchone()[0])

    assert path.relative_to(kb).as_posix() in racy()
    time.sleep(2.2)
    rg("add", "--title", "Another note", "--project", "ops", "--branch", "main")  # a commit: its sync
    rg("reindex")
    assert path.relative_to(kb).as_posix() not in racy()
    path.write_text(path.read_text().replace("tmux server process", "tmux server daemon"))
    assert "server daemon" in search(rg, "tmux kill-server", "--no-cache")["hits"][0]["title"]


def test_full_reindex_after_a_capture_folds_into_the_empty_vector_file(rg, kb):
    """A capture's dedup lookup leaves a vector file of no rows (shape (0, 0)) before anything is
    embedded; a full reindex then folds its embeddings into it (it used to fail to broadcast)."""
    transcript = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "capture" / "dev" / "d01_flaky_timer.jsonl"
    captured = rg.json("capture", "transcript", str(transcript), "--project", "ops", "--branch", "main")["captured"]
    assert captured
    report = rg.json("reindex", "--full")
    assert report["full"] and report["embedded"] >= 1
    hits = search(rg, "the timer tests are flaky, should they sleep until the token expires?")["hits"]
    assert hits and hits[0]["id"] == captured[0]


def test_a_count_setting_with_a_fraction_is_ignored_and_status_says_so(rg, corpus, kb, tmp_path, monkeypatch):
    """REFLECTGIT_RECALL_FEEDBACK=2.5 used to mean 2 (int() truncates) and nothing said so; a count
    with a fraction is a typo: the default applies, and `status` as well as `doctor` name it."""
    from conftest import run_cli

    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "0", "REFLECTGIT_RECALL_FEEDBACK": "2.5",
           "REFLECTGIT_RECALL_FUSION": "bm25-only"}
    found = run_cli("search", "tmux kill-server", "--project", "ops", "--branch", "main", "--json", cwd=tmp_path, env=env)
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout)["hits"][0]["id"] == corpus["never"]
    status = run_cli("status", cwd=tmp_path, env=env).stdout
    assert "Ignored: REFLECTGIT_RECALL_FEEDBACK: 2.5 is not a whole number; the default 5 is used" in status
    assert "Ignored: REFLECTGIT_RECALL_FUSION: 'bm25-only' is not one of" in status
    assert json.loads(run_cli("status", "--json", cwd=tmp_path, env=env).stdout)["ignored"] == {
        "REFLECTGIT_RECALL_FEEDBACK": "2.5 is not a whole number",
        "REFLECTGIT_RECALL_FUSION": "'bm25-only' is not one of adaptive-score, adaptive, score, rrf"}
    doctor = json.loads(run_cli("doctor", "--json", cwd=tmp_path, env=env).stdout)
    named = {f["field"]: f for f in doctor["findings"] if f["path"] == "environment"}
    assert "a whole number from 0 to 5" in named["REFLECTGIT_RECALL_FEEDBACK"]["fix"]
    from reflectgit.recall import Options

    monkeypatch.setenv("REFLECTGIT_RECALL_FEEDBACK", "2.5")
    assert Options().feedback == 5
    monkeypatch.delenv("REFLECTGIT_RECALL_FEEDBACK")
    assert "Ignored" not in run_cli("status", cwd=tmp_path, env={"REFLECTGIT_HOME": str(kb)}).stdout
    # review24: the hooks' own limits were read apart: 2.5 cut a prompt to 2 characters, inf crashed the hook
    odd = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "0", "REFLECTGIT_PROMPT_MAX_CHARS": "2.5",
           "REFLECTGIT_HOOK_MAX_INPUT": "inf"}
    payload = json.dumps({"session_id": "s-odd", "cwd": str(tmp_path), "hook_event_name": "UserPromptSubmit",
                          "prompt": "tmux kill-server wiped my sessions again, what do we do?"})
    hooked = run_cli("agent", "hook", "UserPromptSubmit", cwd=tmp_path, env=odd, input=payload)
    assert hooked.returncode == 0 and "Traceback" not in hooked.stderr, hooked.stderr
    said = run_cli("status", cwd=tmp_path, env=odd).stdout
    assert "Ignored: REFLECTGIT_PROMPT_MAX_CHARS: 2.5 is not a whole number" in said
    assert "Ignored: REFLECTGIT_HOOK_MAX_INPUT: inf is outside 1024..1e+10" in said
