"""A statement said with the order ("X runs the fork's code with our secrets; keep Y") is the reason
too: the note's rule keeps it and its reason holds it (issue 20, branch cap36), through
``reflectgit capture transcript`` on Claude Code JSONL transcripts."""

from __future__ import annotations

from test_capture_complete import captured, write
from test_capture_reasons import corrected


def test_a_statement_beside_the_order_is_the_reason(rg, kb, code_repo, tmp_path):
    msg = ("Don't, the module dict in each worker holds its own copy of every price and bills stale ones after a "
           "change; put the prices in Redis with a 60s TTL.")
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, msg)))
    (note,) = notes.values()
    assert "put the prices in Redis with a 60s TTL" in note["rule"]
    assert note["key_insight"] == ("The module dict in each worker holds its own copy of every price and bills stale "
                                   "ones after a change")


def test_a_rule_of_orders_only_gets_no_reason(rg, kb, code_repo, tmp_path):
    msg = "No, never cache prices in a module dict; put them in Redis with a 60s TTL."
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, msg)))
    (note,) = notes.values()
    assert note["rule"].startswith("Never cache prices in a module dict")
    assert not note.get("key_insight")
