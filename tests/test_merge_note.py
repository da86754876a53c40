"""The note merge function, rule by rule (the same function git and sync call)."""

from __future__ import annotations

from reflectgit.merge.notes import BLOCK_START, merge_note
from reflectgit.note import Note

BASE = b"""---
id: lrn-abcdefgh
title: Pool exhaustion
created: '2026-01-01T00:00:00Z'
updated: '2026-01-01T00:00:00Z'
project: ops
branch: main
scope: project
tags: [redis, pool]
confidence: 0.8
rule: Size the pool to peak concurrency
relations:
  - type: caused_by
    target: burst-load
status: active
proof_count: 2
x-custom: keep me  # a comment
---
First line.

Second line.
"""


def edit(data: bytes, updated: str, body: str | None = None, **fields) -> bytes:
    n = Note.parse(data)
    for k, v in fields.items():
        n.set(k.replace("_", "-") if k.startswith("x_") else k, v)
    n.set("updated", updated)
    if body is not None:
        n.set_body(body)
    return n.to_bytes()


def parse(data: bytes) -> Note:
    return Note.parse(data)


def test_one_side_changed_is_taken_byte_for_byte():
    theirs = edit(BASE, "2026-01-02T00:00:00Z", title="Pool exhaustion under burst")
    assert merge_note(BASE, BASE, theirs).data == theirs
    assert merge_note(BASE, theirs, BASE).data == theirs


def test_sets_relations_counters_and_times_merge_field_by_field():
    ours = edit(BASE, "2026-01-03T00:00:00Z", tags=["redis", "timeouts"], proof_count=3,
                relations=[{"type": "caused_by", "target": "burst-load"}, {"type": "solves", "target": "504s"}])
    theirs = edit(BASE, "2026-01-02T00:00:00Z", tags=["redis", "pool", "gateway"], proof_count=5,
                  relations=[{"type": "caused_by", "target": "burst-load"}, {"type": "uses", "target": "pgbouncer"}])
    r = merge_note(BASE, ours, theirs)
    n = parse(r.data)
    assert r.clean and not r.contradictions
    assert n.tags == ["redis", "timeouts", "gateway"]  # 'pool' removed by ours stays removed
    assert n["proof_count"] == 6  # 2 + 1 + 3
    assert n["updated"] == "2026-01-03T00:00:00Z"
    assert {(x["type"], x["target"]) for x in n["relations"]} == {
        ("caused_by", "burst-load"), ("solves", "504s"), ("uses", "pgbouncer")}
    assert n["x-custom"] == "keep me" and b"# a comment" in r.data  # unknown field and comment survive


def test_status_precedence_keeps_the_winning_reason():
    ours = edit(BASE, "2026-01-03T00:00:00Z", status="archived", status_reason="old")
    theirs = edit(BASE, "2026-01-02T00:00:00Z", status="demoted", status_reason="reverted by abc1234")
    n = parse(merge_note(BASE, ours, theirs).data)
    assert n.status == "demoted" and n["status_reason"] == "reverted by abc1234"
    assert n["updated"] == "2026-01-03T00:00:00Z"


def test_rule_changed_differently_is_a_contradiction_with_both_versions():
    ours = edit(BASE, "2026-01-02T00:00:00Z", rule="Size the pool to 2x peak")
    theirs = edit(BASE, "2026-01-03T00:00:00Z", rule="Use a connection proxy instead of a bigger pool")
    r = merge_note(BASE, ours, theirs)
    n = parse(r.data)
    assert r.clean and r.contradictions == ["rule"]
    assert n["rule"] == "Use a connection proxy instead of a bigger pool"  # the newer one
    assert n["contradicts"] == [{"field": "rule", "kept": "Use a connection proxy instead of a bigger pool",
                                 "other": "Size the pool to 2x peak"}]


def test_body_three_way_keeps_both_insertions_and_flags_rewrites():
    ours = edit(BASE, "2026-01-02T00:00:00Z", body="First line.\n\nSecond line.\nOurs added.\n")
    theirs = edit(BASE, "2026-01-02T00:00:00Z", body="First line.\n\nSecond line.\nTheirs added.\n")
    n = parse(merge_note(BASE, ours, theirs).data)
    assert n.body == "First line.\n\nSecond line.\nOurs added.\nTheirs added.\n"
    ours = edit(BASE, "2026-01-02T00:00:00Z", body="First line, rewritten by A.\n\nSecond line.\n")
    theirs = edit(BASE, "2026-01-02T00:00:00Z", body="First line, rewritten by B.\n\nSecond line.\n")
    r = merge_note(BASE, ours, theirs)
    n = parse(r.data)
    assert r.contradictions == ["body"] and BLOCK_START in n.body
    assert "rewritten by A" in n.body and "rewritten by B" in n.body and "Second line." in n.body
    assert "<<<<<<<" not in n.body


def test_unparsable_side_gives_conflict_markers_and_not_clean():
    theirs = BASE.replace(b"status: active", b"status: [unclosed")
    ours = edit(BASE, "2026-01-02T00:00:00Z", status="archived")
    r = merge_note(BASE, ours, theirs)
    assert not r.clean and b"<<<<<<<" in r.data
    r = merge_note(BASE, edit(BASE, "2026-01-02T00:00:00Z", title="Changed"), theirs)
    assert not r.clean  # merged lines would not make a valid note either: git must stop


def test_no_ancestor_merges_both_additions():
    ours = edit(BASE, "2026-01-02T00:00:00Z", tags=["a"])
    theirs = edit(BASE, "2026-01-03T00:00:00Z", tags=["b"])
    n = parse(merge_note(None, ours, theirs).data)
    assert n.tags == ["a", "b"]


def test_no_ancestor_and_different_births_are_two_notes_never_one():
    """The same id added on both sides for two different notes (ids chosen by hand): git stops
    with a reason; the same note added twice (same ``created``) still merges, above."""
    theirs = edit(BASE, "2026-02-02T00:00:00Z", created="2026-02-01T00:00:00Z", title="Another lesson")
    r = merge_note(None, BASE, theirs)
    assert not r.clean and "two different notes" in r.reason and "reflectgit sync" in r.reason


def test_one_note_whose_created_is_written_two_ways_or_was_edited_is_still_one():
    """review16: the same instant in another offset, or a `created` edited by hand on one side,
    split one note into two."""
    offset = edit(BASE, "2026-01-02T00:00:00Z", created="2026-01-01T01:00:00+01:00", tags=["a"])
    assert merge_note(None, BASE, offset).clean
    edited = edit(BASE, "2026-01-02T00:00:00Z", created="2025-12-24T00:00:00Z", tags=["b"])
    r = merge_note(None, BASE, edited)
    assert r.clean and "b" in parse(r.data).tags  # merged as one note, not split


def test_a_journal_keeps_one_entry_for_one_decision_taken_on_several_machines():
    """The reflection log and evolution.md: the same decision on one proposal from three machines is one
    entry naming them in time order, whichever side merges and however often; another decision stays."""
    from reflectgit.merge.generated import merge_generated

    def entry(machine: str, at: str, decision: str = "approved") -> str:
        return f"## Reflection #1 — 2026-11-28 {at} UTC — {decision} on {machine}\n\n2 of 2 operation(s) applied\n"

    base = "# Reflection log\n"
    ours = base + "\n" + entry("alpha", "04:50:12")
    theirs = base + "\n" + entry("beta", "04:50:14")
    merged, _said = merge_generated("memory/reflection-log.md", base.encode(), ours.encode(), theirs.encode())
    assert merge_generated("memory/reflection-log.md", base.encode(), theirs.encode(), ours.encode())[0] == merged
    text = merged.decode()
    assert text.count("## Reflection #1") == 1 and "— approved on alpha and beta\n" in text, text
    assert "beta approved it too, at 2026-11-28 04:50:14 UTC." in text
    third = base + "\n" + entry("gamma", "04:50:13") + "\n" + entry("delta", "04:50:15", "rejected")
    again = merge_generated("memory/reflection-log.md", base.encode(), merged, third.encode())[0].decode()
    assert "— approved on alpha and gamma and beta\n" in again and again.count("## Reflection #1") == 2, again
    assert again.index("gamma approved it too") < again.index("beta approved it too") < again.index("rejected on delta")
