"""The agent's cause, said in its own words, when the capture code never read it as one (branch cap44, from the
design sets' misses in the agent's prose):

- **a user message that asks why or reports in a later sentence** ("why is the invoice dated in 1970 lol", "cool.
  the sidebar badge also counts archived threads"): the agent's straight answer, when it states a cause and an edit
  follows, is a diagnosis, as after a plain report. A plain question for information, a request, a "why not X?"
  suggestion, "why do we ...?" (a practice's reason), an answer to the agent ("yes. ...") or an order opens none.

Through ``reflectgit capture transcript`` on Claude Code JSONL transcripts written here."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, run, write

CAUSE = ("The exporter reads created_at as seconds, but the column holds milliseconds since the move to Postgres, "
         "so every date lands in January 1970.")


def _asked(cwd, question: str, answer: str = CAUSE) -> list[str]:
    return [rec("user", "add the invoice date to the pdf export in billing/export.py", cwd=str(cwd)),
            *edit(cwd, "e1", "billing/export.py", "Added the date column."),
            *run("b1", "INV-2291  1970-01-21  €120.00", command="python -m billing.export --dry-run"),
            rec("user", question),
            rec("assistant", answer),
            *edit(cwd, "e2", "billing/export.py"),
            rec("assistant", "Done."), rec("user", "good")]


@pytest.mark.parametrize("question", ["why is the invoice dated in 1970 lol",
                                      "1970?? the invoice was last week",
                                      "hm. the invoice date says 1970 on every row"])
def test_the_answer_to_a_why_or_a_later_report_is_a_cause(rg, kb, code_repo, tmp_path, question):
    out, notes = captured(rg, kb, write(tmp_path, _asked(code_repo, question)))
    causes = [s for s in out["signals"] if s["kind"] == "root_cause"]
    assert any("milliseconds" in s["evidence"] for s in causes), out["signals"]
    assert "milliseconds" in notes["root-cause"]["key_insight"]


@pytest.mark.parametrize("question", ["is that the only date column in the export?",  # asks for information
                                      "why not use the date helper in billing/util.py?",  # a suggestion
                                      "can you also show the due date?",  # a request
                                      "use the locale's date format",  # an order
                                      "why do we keep the old date format in the export?",  # a practice's reason
                                      "yes. the invoices also go to the accountant",  # an answer to the agent
                                      "is the date in UTC? we bill in Berlin time"])  # a question for information
def test_a_question_a_suggestion_or_an_order_opens_no_cause(rg, kb, code_repo, tmp_path, question):
    out, _ = captured(rg, kb, write(tmp_path, _asked(code_repo, question)))
    assert not [s for s in out["signals"] if s["kind"] == "root_cause" and "milliseconds" in s["evidence"]], \
        out["signals"]


@pytest.mark.parametrize("answer", [
    # advice on the user's question, with its own "because"
    "On storage: I'd keep the pictures on the Pi's SSD and sync a copy to a bucket, because the airfield internet drops "
    "most weekends and the camera must keep recording.",
    # an acknowledgement that repeats the user's rule
    "Understood: the pictures never leave the club's own storage, because the members' cars are in them.",
])
def test_the_agents_advice_or_acknowledgement_is_no_root_cause(rg, kb, code_repo, tmp_path, answer):
    """heldout50 g10, t03, t02 (design, cap112, from an audit of the notes): "Root cause: on storage: I'd keep the
    pictures ..." and "Root cause: understood: no net size over 10 ft ..." were the agent's advice on a question and
    its acknowledgement of a rule, each with a "because", read as causes it found."""
    cause = ("The capture skips the hour whose on-the-hour time is less than an hour after sunrise, so the 08:00 shot "
             "is skipped and the page keeps serving last evening's image until 09:00.")
    lines = [rec("user", "the webcam page shows a picture from yesterday evening every morning until about 9. Why? and "
                         "where should we keep the webcam pictures, on the club's pi or in the cloud?", cwd=str(code_repo)),
             *run("r1", "capture.py: skip 08:00 (sunrise 07:58 + 60 min margin)", command="python webcam/capture.py --dry-run"),
             rec("assistant", cause),
             rec("assistant", answer),
             rec("user", "ok do the pi + bucket thing"),
             *edit(code_repo, "e1", "webcam/store.py", "Done."),
             rec("assistant", "Done.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    causes = [s for s in out["signals"] if s["kind"] == "root_cause"]
    assert causes and all("sunrise" in s["evidence"] for s in causes), out["signals"]
