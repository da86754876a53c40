"""What a session starts with, through ``reflectgit agent hook SessionStart`` with the JSON Claude
Code sends: a short, ranked set of the project's lessons (review30: 24 of 26 notes went in, the
three MEMORY.md had proven came last, two pairs of near-duplicates both, most lines without the
reason the note gives)."""

from __future__ import annotations

import json
from pathlib import Path

from test_agent import hook
from test_inject_fit import lessons, prompt

PROJECT = "agents-in-a-box"
#: recalled in three sessions each, then promoted into MEMORY.md: oldest and least confident
PROVEN = {"Redis pool exhaustion under burst load": "Size the redis pool to peak concurrency",
          "Use UTC datetimes": "Store datetimes as aware UTC; convert at the edges",
          "Retry idempotent calls only": "Retry only GET and PUT; never retry POST without an idempotency key"}
PROVEN_QUERIES = ("redis pool runs out under burst load", "naive datetimes shift reports at DST",
                  "retry a POST request that failed")
TIMEOUT = ("Always pass timeouts to HTTP calls", "HTTP requests need an explicit timeout")
DATACLASS = ("Use dataclasses for config objects", "Prefer dataclasses over dicts for config")
WHY = "A missing timeout hung the sync worker for 40 minutes"
OTHERS = {"Never commit .env files": "Keep secrets in the vault, never in .env files in git",
          "Pin torch through constraints": "Install torch with -c constraints.txt",
          "Run migrations before tests": "Run alembic upgrade head before pytest",
          "Log with structlog": "Use structlog.get_logger, never print, in services",
          "Format with ruff": "Run ruff format before committing",
          "Celery task time limits": "Set soft_time_limit on every celery task",
          "Cache keys carry a version": "Prefix cache keys with the schema version",
          "S3 uploads are multipart": "Use multipart upload for files over 100 MB"}


def start(code_repo: Path, session: str, env: dict | None = None) -> str:
    res = hook("SessionStart", {"session_id": session, "cwd": str(code_repo), "hook_event_name": "SessionStart",
                                "source": "startup"}, code_repo, env=env)
    assert res.returncode == 0, res.stderr
    if not res.stdout.strip():
        return ""
    return json.loads(res.stdout)["hookSpecificOutput"]["additionalContext"]


def test_a_session_starts_with_a_short_ranked_set_proven_notes_first(rg, kb, code_repo):
    where = ["--project", PROJECT, "--branch", "main"]
    for title, rule in PROVEN.items():
        rg("add", "--title", title, "--rule", rule, "--confidence", "LOW", *where)
    rg("add", "--title", TIMEOUT[0], "--rule", "Never call http.get without a timeout", "--key-insight", WHY,
       "--confidence", "HIGH", *where)  # the stronger of the two: the one shown
    rg("add", "--title", TIMEOUT[1], "--rule", "Always set timeout= on every requests call", "--confidence", "MEDIUM",
       *where)
    rg("add", "--title", DATACLASS[0], "--rule", "Define config objects as frozen dataclasses", "--confidence", "HIGH",
       *where)
    rg("add", "--title", DATACLASS[1], "--rule", "Use a frozen dataclass, not a dict, for configuration",
       "--confidence", "HIGH", *where)
    for title, rule in OTHERS.items():  # the migrations rule the least confident: left out of the start
        rg("add", "--title", title, "--rule", rule, *(["--confidence", "LOW"] if "alembic" in rule else []), *where)
    rg("reindex")
    for session in ("old-1", "old-2", "old-3"):  # three sessions recalled the proven notes
        for query in PROVEN_QUERIES:
            rg("search", query, "--limit", "1", "--project", PROJECT, "--branch", "main",
               env={"REFLECTGIT_SESSION": session})
    assert len(rg.json("reflect", "promote")["promoted"]) == 3

    shown = lessons(start(code_repo, "s-new"))
    assert len(shown) == 8, shown  # REFLECTGIT_SESSION_START_MAX_NOTES, not every rule of the project
    assert {line.split("] ", 1)[1].split(" — ")[0] for line in shown[:3]} == set(PROVEN), shown  # MEMORY.md's lead
    assert sum(any(t in line for line in shown) for t in TIMEOUT) == 1, shown  # one line per lesson
    assert sum(any(t in line for line in shown) for t in DATACLASS) == 1, shown
    timeout = next(line for line in shown if "timeout" in line)
    assert timeout.endswith(f"(why: {WHY})"), timeout  # the reason the note gives
    # a rule left out of the start comes with the prompt it fits, in the same session
    assert not any("alembic" in line for line in shown)
    assert "Run alembic upgrade head before pytest" in prompt(
        code_repo, "s-new", "pytest fails with a missing table: do the alembic migrations need to run first?")
    assert start(code_repo, "s-new") == ""  # the session starts again (resume, compact): not the next eight

    assert len(lessons(start(code_repo, "s-two", env={"REFLECTGIT_SESSION_START_MAX_NOTES": "2"}))) == 2
    assert lessons(start(code_repo, "s-none", env={"REFLECTGIT_SESSION_START_MAX_NOTES": "0"})) == []
