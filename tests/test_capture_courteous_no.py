"""A refusal said with a courtesy first is a correction (branch cap46). "thanks, but no — ..." opens a dozen
replies on the design sets (heldout7, 9, 31, 35, 39, 41, 43 ...); after "no —" most give an order the phrase
rules read ("don't reset old passes, ..."), but when what follows states how things are ("thanks, but no — the
duty manager is not a marshal, they're off the ice half the time", "thanks, but no — entries close the thursday
before, the judges need the list", "thanks, but no — we ring them when its ready, the 10 days is a minimum") no
rule fired: the bare "no" was only read at a sentence's start, and the "thanks" made the turn chat. The
courtesy is the refusal's, not talk.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured_rules, rec, run, tool, write


def _session(cwd, said: str, reply: str) -> list[str]:
    return [rec("user", "the order page should show the lead time for engraved plates, src/lib/leadtime.ts",
                cwd=str(cwd)),
            *tool("assistant", "e1", "Edit", {"file_path": f"{cwd}/src/lib/leadtime.ts", "old_string": "5",
                                               "new_string": "engravedDays = 10"}),
            rec("user", [{"type": "tool_result", "tool_use_id": "e1", "content": "The file has been updated."}]),
            *run("t1", "Tests  3 passed (3)", "npx vitest run"),
            rec("assistant", said),
            rec("user", reply),
            rec("assistant", "Understood."),
            rec("user", "ok")]


def _rules(rg, kb, path) -> list[str]:
    return captured_rules(rg, kb, path, ("correction",))


REPLY = "thanks, but no — the engraver rings them when the plate is ready, the 10 days is a minimum not a promise"


def test_a_courteous_refusal_of_the_agents_plan_is_a_correction(rg, kb, code_repo, tmp_path):
    said = "Engraved plates show 10 working days. I'll let customers pick a collection date from day 10 on."
    rules = _rules(rg, kb, write(tmp_path, _session(code_repo, said, REPLY)))
    assert any("rings them when the plate is ready" in r.lower() for r in rules), rules


def test_a_courteous_refusal_of_the_agents_work_is_a_correction(rg, kb, code_repo, tmp_path):
    said = "Engraved plates now show a collection date 10 working days out."
    rules = _rules(rg, kb, write(tmp_path, _session(code_repo, said, REPLY)))
    assert any("rings them when the plate is ready" in r.lower() for r in rules), rules


def test_thanks_but_no_need_stays_talk(rg, kb, code_repo, tmp_path):
    said = "Engraved plates show 10 working days. Want me to add a collection date picker too?"
    for i, reply in enumerate(["thanks, but no need, all good", "thanks, but nope. that's everything 🙏"]):
        rules = _rules(rg, kb, write(tmp_path, _session(code_repo, said, reply), name=f"s{i}.jsonl"))
        assert rules == [], (reply, rules)
