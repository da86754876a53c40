"""The user's "why X there?" kept as said (branch cap40).

A user's "why X there?" objects to the agent's choice when an order follows it ("why US sizes there? use UK and
EU only, ..."): the note keeps the question as the user said it (in its problem), whatever X is — a code name, a
version, or plain words ("why round the index there?", "ok but why a 150 m radius there?"); before, only a code
name, a versioned name the agent used, or "why a/the ..." were kept. A question with no order after it stays out.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured, edit, rec, write


def why_session(cwd, reply: str) -> list[str]:
    return [rec("user", "add a shoe size picker to the skate hire form in src/HireForm.vue", cwd=str(cwd)),
            *edit(cwd, "e1", "src/HireForm.vue", "I'll add a size picker with US, UK and EU sizes."),
            rec("assistant", "Done: the hire form has a size picker with US, UK and EU sizes."),
            rec("user", reply),
            *edit(cwd, "e2", "src/HireForm.vue", "Dropping the US sizes from the picker."),
            rec("assistant", "Ok, UK and EU sizes only.")]


def test_a_why_there_question_with_an_order_after_it_is_kept_as_said(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, why_session(
        code_repo, "why US sizes there? use UK and EU sizes instead, we've had 2 americans in 5 years")))
    notes = [n for n in (rg.json("show", i) for i in out["captured"])]
    assert any("why US sizes there?" in (n.get("problem") or "") for n in notes), notes


def test_a_why_there_question_without_an_order_is_not_an_objection(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, why_session(
        code_repo, "why US sizes there? we've had 2 americans in 5 years, use UK and EU sizes instead")))
    notes = [n for n in (rg.json("show", i) for i in out["captured"])]
    assert not any("why US sizes there?" in (n.get("problem") or "") for n in notes), notes
