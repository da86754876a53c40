"""A rule stated with the task beside a "don't ...", read from heldout27's misses (branch cap28): on the message
that sets the task a correction phrase corrects nothing yet and was dropped, and the rule of the same message
went with it ("two things: never opt out of an event automatically, ...; and ... don't generate one"); a "don't
..." there forbids, so it is a rule too ("... don't inline the hours text anymore, their app ignores it").
Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, write


def session(cwd, task: str) -> list[str]:
    return [rec("user", task, cwd=str(cwd)),
            *edit(cwd, "e1", "app/export.py", "Done, the change is in app/export.py."),
            rec("assistant", "Done."), rec("user", "thanks")]


@pytest.mark.parametrize("task, rule", [
    # the rule beside a "don't ..." that outweighed it
    ("connect the exporter to the ledger service (url in config.toml). two things: always send amounts in minor "
     "units, the ledger rejects decimals; and the idempotency key is the invoice id, don't generate a new one, or a "
     "retry books the invoice twice", "always send amounts in minor units"),
    ("the export job fails on the staging bucket, output below\n\n$ ./export.sh --bucket staging\n"
     "[ERROR] PutObject denied: s3://acme-staging/exports/2026-11.csv\n"
     "[ERROR] PutObject denied: s3://acme-staging/exports/2026-11-b.csv\n\n"
     "btw security said on the call: exports must go through the signed-url service, don't write to the bucket "
     "directly anymore, the bucket policy denies it", "exports must go through the signed-url service"),
    # a "don't ..." with the task is the rule
    ("the import job died again last night, here the log:\n\n"
     "[2026-11-26 02:00:01] import.INFO: 48211 rows to load in batches of 10000\n"
     "[2026-11-26 02:09:12] import.ERROR: MySQL server has gone away\n\n"
     "don't load more than 1000 rows per batch, the shared db host kills long transactions",
     "don't load more than 1000 rows per batch"),
    ("add the retry to the webhook sender, and don't retry on a 4xx: the partner treats a repeat as a new order",
     "don't retry on a 4xx"),
])
def test_a_rule_with_the_task_survives_a_dont(rg, kb, code_repo, tmp_path, task, rule):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert "rule" in notes, (out["signals"], notes)
    assert rule in notes["rule"]["rule"].lower(), notes["rule"]


@pytest.mark.parametrize("task", [
    "add the CSV export for the invoices page. don't worry about the styling, it's internal",
    "the export is slow, I don't know why. can you look at app/export.py",
    "add the CSV export for the invoices page, don't touch anything else for now",
])
def test_a_task_with_a_dont_that_forbids_nothing_is_no_rule(rg, kb, code_repo, tmp_path, task):
    out, notes = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert "rule" not in notes and "correction" not in notes, (out["signals"], notes)
