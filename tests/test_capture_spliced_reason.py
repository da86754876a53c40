"""Why an order holds, spliced onto it with a comma and no "because" ("don't add X like the old PR did, we
shipped a real overflow in 0.3"), is the note's reason as well as part of its rule (branch cap48, from the
design sets' misses: dev, heldout2-9 and more). Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, write
from test_capture_reasons import corrected

from reflectgit.kb import KB


@pytest.mark.parametrize("message, reason", [
    ("please don't cache prices in a module dict like the old PR did, we billed stale prices for a week because of that",
     "We billed stale prices for a week because of that"),
    ("always keep prices in Redis with a 60s TTL, a stale worker copy billed the wrong price at black friday",
     "A stale worker copy billed the wrong price at black friday"),
    ("prefix every cache key with shop_ btw, we share the Redis instance with 40 other services",
     "We share the Redis instance with 40 other services"),
])
def test_a_statement_spliced_after_the_order_is_its_reason(rg, kb, code_repo, tmp_path, message, reason):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    (note,) = notes.values()
    assert reason in note["key_insight"]
    assert reason.lower()[:30] in note["rule"].lower()  # the rule keeps what was said


@pytest.mark.parametrize("message", [
    "use the price service in shop/pricing.py, not a module dict, it's what the other modules use",
    "put prices in Redis with a 60s TTL, not in a module dict",
])
def test_what_follows_the_comma_names_the_alternative_not_a_reason(rg, kb, code_repo, tmp_path, message):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    for note in notes.values():
        assert "other modules use" not in (note.get("key_insight") or "")
        assert "not in a module dict" not in (note.get("key_insight") or "").lower()


def test_the_spliced_statements_alone():
    from reflectgit.capture import spliced

    assert spliced.spliced_reasons("Don't touch continue-on-error, a deploy that fails silently leaves half the "
                                   "fleet on the old build, revert that line") == [
        "a deploy that fails silently leaves half the fleet on the old build"]
    assert spliced.spliced_reasons("The cache is fine, it works") == []  # no order before the comma
    assert spliced.spliced_reasons("Use X, then Y, then Z") == []
    # a lead before the rule said as a statement: the statement is the rule, not why (test_capture_meaning)
    assert spliced.spliced_reasons("Around here, feature branches get deleted right after the merge") == []
    assert spliced.with_spliced("Because of that", "We shipped a real overflow") == \
        "We shipped a real overflow because of that"


@pytest.mark.parametrize("message, rule, reason", [
    # the case the rule rules out: "grey it, dont hide it"
    ("put them in redis, dont cache them in the module, the workers disagree after every price change",
     "put them in redis, dont cache them in the module", "the workers disagree after every price change"),
])
def test_the_rule_keeps_its_list_and_what_it_rules_out_past_the_comma(rg, kb, code_repo, tmp_path, message, rule,
                                                                      reason):
    """heldout45-48's rules cut at the first comma of a list or before ", never one" (branch cap56): "we never take
    work clothes with oil, paint or hair dye on them, ..." kept "we never take work clothes with oil", and the note's
    reason began "paint or hair dye on them"."""
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    (note,) = notes.values()
    assert rule in note["rule"].lower(), note.fields()
    assert reason in (note.get("key_insight") or "").lower(), note.fields()


MEMO = ("jo wrote this on the back of the rota for the website work, typing it up as is: 'Sam. Dryer 2 is making the "
        "noise again, the engineer comes Friday. New mats by the door are down, don't drag trolleys over them. {rule} "
        "The pigeon is back in the yard, leave it.' src/Wash.php")


@pytest.mark.parametrize("said, rule, reason", [
    # the rest of a list (heldout45 w04, heldout46 y04)
    ("And we never take work clothes with grease, paint or hair dye on them for a service wash, it ends up in the "
     "next person's whites.", "grease, paint or hair dye", "it ends up in the next person"),
    # the case the rule rules out (heldout48 p06)
    ("Also every home collection is done by two people, never one, it's a lifting and a safety thing.",
     "two people, never one", "lifting and a safety thing"),
])
def test_a_memo_rule_keeps_its_list_and_what_it_rules_out(rg, kb, code_repo, tmp_path, said, rule, reason):
    from test_capture_complete import task_only_session

    out, notes = captured(rg, kb, write(tmp_path, task_only_session(code_repo, MEMO.format(rule=said))))
    rules = [KB.open(kb).get(i) for i in out["captured"]]
    (note,) = [n for n in rules if rule.split(",")[0] in n.fields().get("rule", "").lower()]
    assert rule in note["rule"].lower(), note.fields()
    assert reason in (note.get("key_insight") or "").lower(), note.fields()
