"""The walk-through behind `make demo` runs end to end (README command 1 stays true)."""

from __future__ import annotations

import pytest
from conftest import run_cli


@pytest.mark.slow
def test_demo_runs_every_step(tmp_path):
    proc = run_cli("demo", cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    for needle in ("Initialized reflectgit KB", "already initialized", "Added lrn-", "Never kill the tmux server",
                   "Edited lrn-", "Forgot lrn-", "forget lrn-", "Indexed:", "graph: caused_by via redis-connection-pool",
                   "No results (out of domain", "[demoted]", "Notes: 7", "is healthy", "Demo finished.",
                   "pending-merge", "accepted (merge)", '"hookEventName": "SessionStart"',
                   "Pin the CPU wheel", "first-push", "merged: 1", "restored: the revert", "with history)", "pages for"):
        assert needle in out, needle
    assert "sk-demo" not in out  # the session's private span never shows
