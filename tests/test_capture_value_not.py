"""A value the user sets against the agent's, "A not B", is a correction (branch cap46). People correct a
number or a unit the agent used by stating the right one and negating the agent's, often with why after a
comma and no order word: "platelets are 7 days here not 5, we only stock the pathogen reduced ones", "10am not
8, half our customers are retired and 8 gets complaints", "we round up to the next 25 mm on all lengths not 5,
thats the fabricator's saw setting", "the counter goes per site not per trench, the register is one book per
site", "the factor for MGO is 3.206, not 3.151" (heldout26, 28, 29, 32 ×3, 34, 41 on the design sets). The
contrast reader only took a "not X" that closes the clause and names a word of the agent's — never a number it
wrote, never a "not X" followed by its reason. A reason that tells what happened once ("the lab monitor is
144hz not 60, the old one died") sets no standing rule, nor one that gives leave ("the 24th is midnight mass not
a sunday, its fine if it doubles up", heldout35).

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured_rules, rec, run, tool, write


def _session(cwd, code: str, said: str, reply: str) -> list[str]:
    return [rec("user", "add the shelf life of each product to the expiry job, src/expiry/shelf.go", cwd=str(cwd)),
            *tool("assistant", "e1", "Edit", {"file_path": f"{cwd}/src/expiry/shelf.go", "old_string": "//",
                                               "new_string": code}),
            rec("user", [{"type": "tool_result", "tool_use_id": "e1", "content": "The file has been updated."}]),
            *run("t1", "ok  \tbloodbank/expiry\t0.012s", "go test ./..."),
            rec("assistant", said),
            rec("user", reply),
            rec("assistant", "Changed."),
            rec("user", "ok")]



def test_a_number_set_against_the_agents_with_its_reason_is_a_correction(rg, kb, code_repo, tmp_path):
    lines = _session(code_repo, "const PlateletDays = 5", "Platelets expire after 5 days, red cells after 42.",
                     "platelets are 7 days here not 5, we only stock the pathogen reduced ones since march")
    rules = captured_rules(rg, kb, write(tmp_path, lines))
    assert any("7 days here not 5" in r for r in rules), rules


def test_a_bare_value_set_against_the_agents_with_its_reason_is_a_correction(rg, kb, code_repo, tmp_path):
    lines = _session(code_repo, "const ReminderHour = 8", "The collection reminder now goes out at 8am.",
                     "10am not 8, half our customers are retired and 8 gets complaints")
    rules = captured_rules(rg, kb, write(tmp_path, lines))
    assert any("10am not 8" in r.lower() for r in rules), rules


def test_a_value_set_against_one_the_agent_never_used_or_a_one_off_fact_is_not(rg, kb, code_repo, tmp_path):
    for i, (said, reply) in enumerate([
            ("Platelets expire after 5 days.", "the fridge is 4 degrees not 6, it was serviced in march"),
            ("The stimulus refresh is set to 60 Hz.", "the lab monitor is 144hz not 60, the old one died"),
            ("Nobody sings two Sundays in a row now.",
             "ok. the 24th is midnight mass not a sunday, its fine if it doubles up with the 21st")]):
        lines = _session(code_repo, "const RefreshHz = 60", said, reply)
        assert captured_rules(rg, kb, write(tmp_path, lines, name=f"s{i}.jsonl")) == [], reply
