"""The chart data on its own: a replayed history carries each note's status through quiet
weeks, counts captures by source, folds repeated edits, and draws the same bytes every time."""

from __future__ import annotations

from reflectgit.dashboard import charts

WEEK = 7 * 86400
T0 = 1_767_571_200  # Monday 2026-01-05, 00:00 UTC


def _step(seq: int, t: int, note: str, change: str, status: str = "active", actor: str = "user",
          op: str = "add") -> charts.Step:
    return charts.Step(seq, t, f"{seq:040x}", note, change, status, actor, op, f"learnings/p/main/{note}.md")


def test_history_replays_into_weekly_status_and_lifecycles() -> None:
    steps = [_step(1, T0, "a", "added", actor="capture:commit:abc"), _step(2, T0 + 60, "b", "added"),
             _step(3, T0 + 120, "c", "added", actor="capture:session:s1"),
             _step(4, T0 + WEEK + 5, "a", "modified", "demoted", actor="capture:commit:def", op="revert"),
             _step(6, T0 + 3 * WEEK, "a", "modified", "active", op="set status"),
             _step(7, T0 + 3 * WEEK + 1, "b", "modified", op="edit"), _step(8, T0 + 3 * WEEK + 2, "b", "modified", op="edit"),
             _step(9, T0 + 3 * WEEK + 3, "c", "removed")]
    promotions = [(5, T0 + WEEK + 10, "f" * 40, {"b"})]
    story = charts.tell(steps, promotions, {"b": "manual"})
    assert story.weeks == ["2026-W02", "2026-W03", "2026-W04", "2026-W05"]
    assert story.status["2026-W02"] == {"active": 3, "promoted": 0}
    assert +story.status["2026-W04"] == {"active": 1, "demoted": 1, "promoted": 1}  # a quiet week carries on
    assert +story.status["2026-W05"] == {"active": 1, "promoted": 1, "deleted": 1}
    assert story.captures == {"2026-W02": {"commit": 1, "manual": 1, "session": 1}}
    life_a = [e["text"] for e in story.lifecycles["a"]]
    assert life_a[0].startswith("captured on branch main") and life_a[1].startswith("demoted by revert")
    assert life_a[2] == "restored (was demoted)"
    life_b = [e["text"] for e in story.lifecycles["b"]]
    assert life_b[0].startswith("added on branch main") and life_b[1] == "promoted to MEMORY.md" and life_b[2] == "edited 2 times, last 2026-01-26"
    area = charts.status_area(story)
    assert "<desc>Week 2026-W05: active 1, promoted 1, demoted 0, deleted 1.</desc>" in area
    assert area == charts.status_area(charts.tell(steps, promotions, {"b": "manual"}))
    tl = charts.timeline(story.lifecycles["a"], "Lifecycle of a")
    assert tl.count("<circle") == 3 and "<title>Lifecycle of a</title>" in tl


def test_status_of_reads_the_front_matter_only() -> None:
    assert charts.status_of(b"---\nid: x\nstatus: demoted\n---\nstatus: active\n") == "demoted"
    assert charts.status_of(b"---\nid: x\n---\nstatus: demoted\n") == "active" and charts.status_of(None) == "active"
    assert charts.memory_ids("x <!-- reflectgit:managed:start -->\n- Rule (lrn-abc123, 3 sessions)\n"
                             "<!-- reflectgit:managed:end -->") == {"lrn-abc123"}
