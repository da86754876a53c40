"""The reads an agent makes through MCP and a person or script makes with `--json` answer in one
shape: `hydrate`, `pending`, `gaps` and `status` (each mirrors the Python API: `api.hydrate`,
`api.pending_list`, `api.gaps`, `api.status`)."""

from __future__ import annotations

from test_contradiction_trust import ALWAYS, NEVER, mcp_call


def test_hydrate_pending_gaps_and_status_have_one_shape_on_both_sides(rg, kb, code_repo, monkeypatch):
    monkeypatch.chdir(code_repo)
    mine = rg.json("add", "--title", NEVER["title"], "--rule", NEVER["rule"])["id"]
    rg("search", "istio sidecar injection")  # a gap
    [added, hydrated, field, listed, gaps, status] = mcp_call(
        kb, code_repo, ("add_learning", dict(ALWAYS)), ("hydrate", {"ids": [mine]}),
        ("hydrate", {"ids": [mine], "field": "rule"}), ("pending", {}), ("gaps", {}), ("status", {}))
    assert added["action"] == "pending-contradiction", added

    assert rg.json("hydrate", mine) == hydrated and set(hydrated) == {"notes"}
    assert hydrated["notes"][0]["disputed_by"][0]["id"] == added["id"] and hydrated["notes"][0]["path"]
    assert rg.json("hydrate", mine, "--field", "rule") == field
    assert field["notes"][0] == {"id": mine, "rule": NEVER["rule"], "disputed_by": hydrated["notes"][0]["disputed_by"]}
    assert rg.json("pending") == listed and listed["pending"][0]["kind"] == "contradiction"
    assert rg.json("gaps") == gaps and [g["query"] for g in gaps["gaps"]] == ["istio sidecar injection"]

    cli = rg.json("status")
    assert set(cli) == set(status), set(cli) ^ set(status)
    for key in ("pending", "uncommitted", "notes", "by_status", "by_branch", "invalid", "sync", "last_commit",
                "project", "branch", "default_branch", "daily"):
        assert cli[key] == status[key], key
    assert status["pending"] == {"contradiction": 1} and status["uncommitted"] == []
    assert status["project"] == "agents-in-a-box" and status["sync"]["summary"] == "no remote: this KB is not shared"
