"""Tiered injection through the Claude Code hook: persona answers, indexed skills with
the fresh-skill short-circuit, then hybrid recall; each tier on and off."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from test_agent import hook

PROJECT = "agents-in-a-box"


@pytest.fixture
def env(tmp_path, code_repo, monkeypatch) -> dict:
    monkeypatch.chdir(code_repo)  # the in-process CLI reads the project's skills from here
    user_skills = tmp_path / "user-skills"
    user_skills.mkdir()
    return {"REFLECTGIT_SKILL_DIRS": str(user_skills)}


def ask(code_repo: Path, session: str, prompt: str, env: dict) -> str:
    res = hook("UserPromptSubmit", {"session_id": session, "cwd": str(code_repo), "prompt": prompt}, code_repo, env=env)
    assert res.returncode == 0, res.stderr
    return json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"] if res.stdout.strip() else ""


def add(rg, title: str, rule: str, tags: str, **extra: str) -> str:
    args = ["add", "--title", title, "--rule", rule, "--tags", tags, "--project", PROJECT, "--branch", "main"]
    for k, v in extra.items():
        args += [f"--{k}", v]
    return rg.json(*args)["id"]


def project_skill(code_repo: Path, updated: str | None = None) -> Path:
    folder = code_repo / ".claude" / "skills" / "db-migrations"
    folder.mkdir(parents=True)
    stamp = f"updated: '{updated}'\n" if updated else ""
    (folder / "SKILL.md").write_text(
        "---\nname: db-migrations\ndescription: Write alembic migrations for the orders database\n"
        f"tags: [alembic, migrations]\n{stamp}---\n\n1. `alembic revision --autogenerate -m ...`\n"
        "2. Review the generated file; never edit an applied migration.\n")
    return folder / "SKILL.md"


def test_a_fresh_strong_skill_stands_alone_and_a_stale_one_comes_with_recall(rg, kb, code_repo, env):
    add(rg, "Alembic autogenerate misses server defaults", "Check server_default by hand in alembic migrations",
        "alembic,migrations")
    project_skill(code_repo)
    prompt = "how do I write an alembic migration for the orders table"
    found = rg.json("skill", "search", prompt, env=env)
    assert found["skills"][0]["name"] == "db-migrations" and found["skills"][0]["score"] >= 2.0
    text = ask(code_repo, "s1", prompt, env)
    assert "## Skill: db-migrations" in text and "never edit an applied migration" in text
    assert "Relevant lessons" not in text  # fresh skill: raw recall skipped
    # a note on the skill's tags changes after it: the skill is stale, recall comes along
    time.sleep(1.1)
    add(rg, "Alembic needs the naming convention", "Set a naming convention on MetaData for alembic", "alembic")
    [listed] = [s for s in rg.json("skill", "list", env=env) if s["name"] == "db-migrations"]
    assert not listed["fresh"] and "changed after it" in listed["why_stale"] and listed["origin"] == "project"
    text = ask(code_repo, "s2", prompt, env)
    assert "## Skill: db-migrations" in text and "Relevant lessons" in text
    # off: no skill tier at all
    text = ask(code_repo, "s3", prompt, {**env, "REFLECTGIT_SKILL_MIN_SCORE": "off"})
    assert "Skill:" not in text and "Relevant lessons" in text


def test_an_old_skill_is_not_fresh(rg, kb, code_repo, env):
    project_skill(code_repo, updated="2020-01-01T00:00:00Z")
    [s] = rg.json("skill", "list", env=env)
    assert not s["fresh"] and "not updated" in s["why_stale"]


def test_skill_new_curates_notes_and_leads_the_session_start(rg, kb, code_repo, env):
    a = add(rg, "Tag releases from main", "Tag releases only from main after CI is green", "release", confidence="HIGH")
    b = add(rg, "Changelog first", "Write the changelog entry before tagging", "release")
    add(rg, "Redis pool sizing", "Size the redis pool to peak concurrency", "redis")
    out = rg("skill", "new", "release-process", "--from", a, "--from", b, env=env).stdout
    assert "skills/release-process/SKILL.md" in out
    text = (kb / "skills" / "release-process" / "SKILL.md").read_text()
    assert "project: agents-in-a-box" in text and "Write the changelog entry before tagging" in text
    [s] = rg.json("skill", "list", env=env)
    assert s["origin"] == "kb" and s["fresh"] and s["confidence"] == 0.9
    start = hook("SessionStart", {"session_id": "s1", "cwd": str(code_repo)}, code_repo, env=env)
    ctx = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "## Skill: release-process" in ctx
    # review (docs walk): the skill took every lesson out of SessionStart; it answers for its own
    # notes, and the project's other rules follow it
    lessons = ctx[ctx.index("Lessons for"):]
    assert "Size the redis pool to peak concurrency" in lessons
    assert "Tag releases" not in lessons and "Changelog first" not in lessons
    start = hook("SessionStart", {"session_id": "s2", "cwd": str(code_repo)}, code_repo,
                 env={**env, "REFLECTGIT_SKILL_MIN_SCORE": "off"})
    ctx = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Skill:" not in ctx and "Size the redis pool to peak concurrency" in ctx
    rg("skill", "new", "Bad Name!", "--from", a, expect=2)


def test_persona_answers_a_question_about_the_project(rg, kb, code_repo, env):
    tdd = rg.json("add", "--title", "This project practices TDD: write the failing test first", "--type", "fact",
                  "--confidence", "HIGH", "--project", PROJECT, "--branch", "main")["id"]
    rg("add", "--title", "Maybe the tests use hypothesis somewhere", "--type", "fact", "--confidence", "LOW",
       "--project", PROJECT, "--branch", "main")
    text = ask(code_repo, "s1", "what testing style does this project use?", env)
    from reflectgit.fence import BRIEF_FRAME

    assert text.startswith(f"{BRIEF_FRAME}\n\n## Known about {PROJECT} (reflectgit)\n- This project practices TDD")
    text = text.removeprefix(f"{BRIEF_FRAME}\n\n")
    assert "hypothesis" not in text.split("\n\n")[0]
    assert "Known about" not in ask(code_repo, "s2", "fix the flaky login test in the auth suite", env)
    assert [f["id"] for f in rg.json("persona", env=env)] == [tdd]
    assert rg.json("persona", "which testing approach do we follow?", env=env)[0]["id"] == tdd
    assert rg.json("persona", "what database do we use?", env=env) == []


def test_a_projects_own_skills_stay_in_that_project(rg, kb, code_repo, env, tmp_path, monkeypatch):
    from conftest import git

    other = tmp_path / "other"
    (other / ".claude" / "skills" / "deploy-other").mkdir(parents=True)
    git("init", "-q", "-b", "main", cwd=other)
    (other / ".claude" / "skills" / "deploy-other" / "SKILL.md").write_text(
        "---\nname: deploy-other\ndescription: Deploy the billing service with helm\ntags: [helm, billing]\n---\nhelm upgrade\n")
    monkeypatch.chdir(other)
    assert [s["name"] for s in rg.json("skill", "list", env=env)] == ["deploy-other"]
    monkeypatch.chdir(code_repo)  # indexed above, but not this project's
    assert rg.json("skill", "list", env=env) == []
    assert "deploy-other" not in ask(code_repo, "s1", "deploy the billing service with helm", env)


def test_an_injected_line_never_repeats_its_title():
    """A fix commit's `fix` often restates its subject: the line then shows the cause instead."""
    from reflectgit.inject import _line

    fix_commit = {"id": "lrn-aaaaaaaa", "title": "Fix: retry uploads on 503", "fix": "Retry uploads on 503",
                  "problem": "Uploads failed because the CDN answers 503 while it warms up."}
    assert _line(fix_commit) == ("- [lrn-aaaaaaaa] Fix: retry uploads on 503 — Uploads failed because the CDN "
                                 "answers 503 while it warms up.")
    assert _line({"id": "lrn-b", "title": "Pin torch", "fix": "pin torch."}) == "- [lrn-b] Pin torch"
    assert _line({"id": "lrn-c", "title": "Timeouts", "rule": "Always pass a timeout"}).endswith("— Always pass a timeout")


def test_one_rule_too_long_for_the_budget_does_not_empty_the_session_start(rg, kb, code_repo, env):
    """team21: a 13,000-character rule ranked first, and SessionStart injected no lesson at all
    (the packing stopped at the first line that did not fit)."""
    add(rg, "Migrations checklist", "Read this first. " * 600, "db", confidence="HIGH")
    add(rg, "Pin the client timeout", "Always pass timeout=10 to http calls", "http")
    start = hook("SessionStart", {"session_id": "s-long", "cwd": str(code_repo)}, code_repo, env=env)
    ctx = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Always pass timeout=10 to http calls" in ctx and "Read this first. Read this first." not in ctx
