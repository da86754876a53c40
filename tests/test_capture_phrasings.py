"""More of the ways people give the alternative ("instead", "rather than", "use X") and the
reason ("because", "since", "caused by", "the flake was") of a correction (issue 20, item 4),
through ``reflectgit capture transcript`` on Claude Code JSONL: one note per correction, the
rule with its alternative, the reason as the key insight, the touched file as an entity."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, write
from test_capture_reasons import corrected


@pytest.mark.parametrize("message, rule, reason", [
    # the alternative first: "Rather than X, Y" / "Instead of X, Y"
    ("Rather than a module dict, put prices in Redis with a 60s TTL. The stale prices were caused by each "
     "worker keeping its own copy.",
     "Put prices in Redis with a 60s TTL rather than a module dict",
     "The stale prices were caused by each worker keeping its own copy"),
    ("Instead of a module dict, use Redis with a 60s TTL, because workers restart and lose the dict.",
     "Use Redis with a 60s TTL instead of a module dict", "Because workers restart and lose the dict"),
    # the alternative after the rule, the reason as "the flake was" / "since"
    ("Don't cache prices in a module dict, use Redis instead; the flake was that two workers billed different "
     "prices.",
     "Don't cache prices in a module dict, use Redis instead", "The flake was that two workers billed different prices"),
    ("Please use Redis for the price cache, not a module dict, since each worker process has its own memory.",
     "Use Redis for the price cache, not a module dict", "Since each worker process has its own memory"),
    ("Use Redis with a 60s TTL here instead of the module dict. The flake was because every worker kept its own "
     "copy.",
     "Use Redis with a 60s TTL here instead of the module dict", "The flake was because every worker kept its own copy"),
])
def test_alternatives_and_reasons_in_other_words(rg, kb, code_repo, tmp_path, message, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert len(out["captured"]) == 1, out  # the cause is this lesson's reason, not a second note
    (note,) = notes.values()
    assert note["rule"] == rule
    assert note["key_insight"] == reason
    assert note["title"] == rule
    assert note["entities"] == ["shop/prices.py"]


@pytest.mark.parametrize("message", [
    "Rather than me explaining it, the README says it better than I could.",
    "Instead of lunch, grab a coffee with the team haha",
    "instead of the usual standup, we'll just chat on Friday?",
])
def test_the_same_words_in_chat_keep_nothing(rg, kb, code_repo, tmp_path, message):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert out["captured"] == [] and not notes, out["signals"]
