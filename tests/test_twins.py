"""`add` and `import` meet the same twin check as capture and MCP (review30: both silently made a
second, identical note that search returned as #1 and #2)."""

from __future__ import annotations

import os

from conftest import head, tree_files

from reflectgit.kb import KB

TITLE, RULE = "Celery tasks must be idempotent", "Make every celery task idempotent; retries happen"
WHERE = ("--project", "shop", "--branch", "main")


def active(kb) -> list:
    return [n for n in KB.open(kb).notes() if n.status == "active"]


def test_adding_an_exact_twin_names_the_note_that_holds_it_and_writes_nothing(rg, kb):
    first = rg.json("add", "-t", TITLE, "--rule", RULE, *WHERE)
    assert first["added"] is True
    before, commit = tree_files(kb), head(kb)
    again = rg("add", "-t", TITLE, "--rule", RULE, *WHERE)  # exit 0: the lesson is kept, once
    assert again.stdout.splitlines()[0] == (f"Already in the KB as {first['id']}: {TITLE} — nothing added "
                                            "(`--force` adds it anyway)")
    said = rg.json("add", "-t", TITLE.lower() + " ", "--rule", RULE + ".", *WHERE)  # case, spacing, full stop
    assert said["added"] is False and said["duplicate_of"] == first["id"] == said["id"]
    assert tree_files(kb) == before and head(kb) == commit
    other = rg.json("add", "-t", TITLE, "--rule", "Make every celery task idempotent; use acks_late", *WHERE)
    assert other["added"] is True  # another lesson under the same title is a note of its own
    forced = rg.json("add", "-t", TITLE, "--rule", RULE, "--force", *WHERE)
    assert forced["added"] is True and forced["id"] != first["id"] and len(active(kb)) == 3


def test_a_twin_on_the_default_branch_counts_and_a_forgotten_or_hidden_one_does_not(rg, kb, code_repo):
    os.chdir(code_repo)  # default branch main, from the repo
    first = rg.json("add", "-t", TITLE, "--rule", RULE, "--branch", "main")
    assert rg.json("add", "-t", TITLE, "--rule", RULE, "--branch", "feat/retry")["duplicate_of"] == first["id"]
    rg("forget", first["id"], "--reason", "rewritten")
    second = rg.json("add", "-t", TITLE, "--rule", RULE, "--branch", "main")
    assert second["added"] is True
    rg("set", second["id"], "hidden", "true", "--reason", "archived")  # kept, never recalled: no twin either
    assert rg.json("add", "-t", TITLE, "--rule", RULE, "--branch", "main")["added"] is True


def test_import_skips_a_note_identical_to_one_already_in_the_kb(rg, kb, tmp_path):
    docs = tmp_path / "documents"
    docs.mkdir()
    text = "---\ntitle: Pin redis\nkey_insight: Pin redis to 7.2 in compose files\n---\nRedis 7.4 broke the lua scripts.\n"
    (docs / "redis.md").write_text(text)
    (docs / "uv.md").write_text("---\ntitle: Use uv\nkey_insight: Install with uv, not pip\n---\nFaster.\n")
    mine = rg.json("add", "--file", str(docs / "redis.md"), *WHERE)["id"]
    out = rg("import", "--from", "reflect-memory", str(tmp_path), *WHERE).stdout
    assert f"Imported 1 note(s) from {docs}; skipped 1 identical to a note already in the KB (redis = {mine})" in out
    assert sorted(n.title for n in active(kb)) == ["Pin redis", "Use uv"]
    again = rg.json("import", "--from", "reflect-memory", str(tmp_path), *WHERE)
    assert again["added"] == [] and sorted(again["skipped"]) == ["redis", "uv"] and again["twins"] == {"redis": mine}


def test_a_commits_lesson_a_person_already_added_is_not_captured_again(rg, kb, code_repo, monkeypatch):
    """A person adds the lesson by hand, then writes it into a commit's message (its final full stop
    and first letter as typed): `capture commits` (and the hook, by the same code) names it as known,
    as `add` would, instead of a second identical note."""
    from test_hooks import commit

    monkeypatch.chdir(code_repo)
    mine = rg.json("add", "-t", TITLE, "--rule", RULE, "--fix", "idempotency keys")["id"]
    commit(code_repo, f"Make the tasks idempotent\n\nLearning: {TITLE.lower()}\nRule: {RULE}.\nFix: idempotency keys\n")
    out = rg.json("capture", "commits", "--all")
    assert out["captured"] == [] and out["duplicates"] == [TITLE], out
    assert [n.id for n in active(kb)] == [mine]


def test_import_merge_of_an_archive_sets_a_twin_aside_as_superseded(rg, kb, tmp_path):
    """Another machine added the same lesson (another id) and exported its KB: `import --merge` keeps
    its file (absence is not deletion) but superseded by the note already here, so search returns one."""
    mine = rg.json("add", "-t", TITLE, "--rule", RULE, *WHERE)["id"]
    other = tmp_path / "other"
    rg("--kb", str(other), "init", str(other))
    theirs = rg.json("--kb", str(other), "add", "-t", TITLE + ".", "--rule", RULE.upper(), *WHERE)["id"]
    new = rg.json("--kb", str(other), "add", "-t", "Flower needs its own port", "--rule", "Run flower on 5556", *WHERE)
    rg("--kb", str(other), "export", "--output", str(tmp_path / "other.tar.gz"))
    out = rg.json("import", str(tmp_path / "other.tar.gz"), "--merge")
    assert out["merge"]["twins"] == {theirs: mine}, out
    store = KB.open(kb)
    assert store.get(theirs).status == "superseded" and store.get(theirs)["superseded_by"] == mine
    assert sorted(n.id for n in active(kb)) == sorted([mine, new["id"]])
    text = rg("search", "celery tasks idempotent", *WHERE).stdout
    assert mine in text and theirs not in text
