"""A norm stated with the task, bounded wherever it stands in its clause (always / never / only / every, or a
negated present), with what makes it one after it, is a rule (branch cap39, from the design sets' task-message
misses where nothing fired: "notices go out in english and spanish always, both in the same message — if it's
english only half of the east side cant read it", "artists under 10 usd in a month don't get paid out, ...,
otherwise the stripe fee eats more than the payout"). The speaker's own account, a report of what the code does
and a noun phrase with no verb are none.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, run, write


def session(cwd, task: str) -> list[str]:
    return [rec("user", task, cwd=str(cwd)),
            *edit(cwd, "e1", "app/Notices/Sender.php", "Adding the sender."),
            *run("r1", "3 passed", command="vendor/bin/phpunit"),
            rec("assistant", "Added the sender and its test."),
            rec("user", "thanks, looks good"),
            rec("assistant", "Great.")]


def rules(out: dict) -> list[dict]:
    return [s for s in out["signals"] if s["kind"] in ("rule", "correction") and s.get("detail", {}).get("by") != "meaning"]


@pytest.mark.parametrize("task,said", [
    ("finish the boil water notice sender in app/Notices/BoilWater.php. notices go out in english and spanish "
     "always, both in the same message — if it's english only half of the east side cant read it",
     "notices go out in english and spanish always"),
    ("finance wants the payout run in src/payouts.js to respect the minimum. artists under 10 usd in a month don't "
     "get paid out, the balance carries to next month, otherwise the stripe fee eats more than the payout",
     "artists under 10 usd in a month don't get paid out"),
])
def test_a_bounded_norm_stated_with_the_task_and_why_is_a_rule(rg, kb, code_repo, tmp_path, task, said):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert any(said.lower() in s["evidence"].lower() for s in rules(out)), out["signals"]
    assert out["captured"], out


@pytest.mark.parametrize("task", [
    "add the october export. the dashboard never shows october in the totals, because the query stops at september",
    "add the geotab feed. every trip 3-4 times, because the feed repeats",
    "weekend project :) I renamed my hallway sensor, it never shows up in the app because of that",
    # review33: a task asking for a repair describes its fault; a clause that says what it caused is the fault
    "fix the monthly revenue report in src/reports/revenue.ts. the numbers don't match finance, because refunds "
    "are counted twice. should be a small fix",
    "make the checkout page faster, src/checkout/load.ts. each request hits the db about 40 times, which is why it "
    "takes 2s on prod. batch the product lookups",
    "port the config parser to the new module src/config/parse.ts. the old parser doesn't support tabs, that's why "
    "the config from the NAS fails. keep the same api",
])
def test_a_report_or_the_speakers_account_is_no_bounded_norm(rg, kb, code_repo, tmp_path, task):
    out, _ = captured(rg, kb, write(tmp_path, session(code_repo, task)))
    assert not rules(out), out["signals"]
