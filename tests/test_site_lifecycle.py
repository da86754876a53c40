"""A note page's lifecycle says how the note came in with what its source records, never "None"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import git


def test_a_note_added_through_mcp_says_so_on_a_teammates_site(rg: Any, code_repo: Path, tmp_path: Path,
                                                              monkeypatch: Any) -> None:
    from reflectgit.kb import KB
    from reflectgit.mcp_server import Service

    remote = tmp_path / "remote.git"
    git("init", "--bare", "-q", str(remote), cwd=tmp_path)
    a, b = tmp_path / "a", tmp_path / "b"
    rg("--kb", str(a), "init", str(a), "--remote", str(remote))
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "clone", str(remote), str(b))
    svc = Service(KB.open(a), cwd=code_repo)  # what the `add_learning` tool calls
    quiet = svc.add_learning(code_repo, "claude-code", ("claude-code", 1),
                             {"title": "Pin torch to the CPU wheel", "rule": "Install torch through the constraints file"},
                             "")["id"]
    monkeypatch.setenv("REFLECTGIT_SESSION", "sess-42")  # a harness that names its session
    named = svc.add_learning(code_repo, "codex", ("codex", 1),
                             {"title": "Quote shell variables", "rule": "Always quote shell variables in scripts"},
                             "")["id"]
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "sync")
    site = tmp_path / "site"
    rg("--kb", str(b), "site", "build", "-o", str(site))
    page = (site / "notes" / f"{quiet}.html").read_text()
    assert "Added through MCP by the agent (claude-code)" in page and "session None" not in page
    assert "Added through MCP by the agent (codex) in session sess-42" in (site / "notes" / f"{named}.html").read_text()
