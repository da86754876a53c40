"""The code-commit log: one record per code commit a hook saw, in the KB.

Each machine appends to its own ``memory/meta/commits/<machine>.jsonl`` (no two machines edit
one file); the records ride along with the next KB commit. They say which agent session made
a commit (for reverts) and which branch it was on (for promotion once the branch is merged).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from reflectgit.layout import COMMITS
from reflectgit.privacy import strip_value

if TYPE_CHECKING:
    from reflectgit.kb import KB


def commit_log(kb: KB) -> Iterator[dict[str, Any]]:
    """Every machine's code-commit records, this machine's waiting ones included."""
    from reflectgit.fsutil import read_jsonl

    folder = kb.path / COMMITS
    for f in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        yield from read_jsonl(f)
    yield from waiting_records(kb)


def waiting_records(kb: KB) -> Iterator[dict[str, Any]]:
    """This machine's code-commit records not in a KB commit yet (the index has not seen them)."""
    for r in kb.deferred():
        if r["path"].startswith(COMMITS + "/"):
            for line in r["text"].splitlines():
                try:
                    yield json.loads(line)
                except ValueError:
                    continue


def records_for(kb: KB, shas: set[str]) -> list[dict[str, Any]]:
    """The code-commit records that may concern ``shas``: the index's copy of the logs plus the records still
    waiting when there is an index, every log file otherwise (callers keep the ones they want)."""
    from reflectgit.index import code_commits

    found = code_commits.records(kb, shas)
    return list(commit_log(kb)) if found is None else [*found, *waiting_records(kb)]


def session_of(kb: KB, sha: str) -> str | None:
    """The agent session a code commit was made in, as its hook recorded it."""
    return sessions_of(kb, {sha}).get(sha)


def sessions_of(kb: KB, shas: set[str]) -> dict[str, str]:
    """The agent session each of these code commits was made in, where one was recorded: the
    index's copy of the logs when there is one, every log file otherwise."""
    out: dict[str, str] = {}
    for rec in records_for(kb, shas) if shas else []:
        if isinstance(rec, dict) and rec.get("sha") in shas and rec.get("session") and rec["sha"] not in out:
            out[rec["sha"]] = rec["session"]
    return out


def append_log(kb: KB, records: list[dict[str, Any]]) -> None:
    """Add commit records to this machine's commit log. They ride along with the next KB commit
    (a code commit without a lesson makes no KB commit of its own; the drain commits them at
    most once an hour). No private span: the log travels with the KB."""
    if not records:
        return
    from reflectgit.machine import name

    records = [strip_value(r) for r in records]
    kb.defer_append(f"{COMMITS}/{name(kb.path)}.jsonl", "".join(json.dumps(r, sort_keys=True) + "\n" for r in records))
