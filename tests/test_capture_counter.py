"""Corrections as people type them (branch corr20), through ``reflectgit capture transcript``: a
pointer to what already exists, a negated choice of the agent's with its counter-proposal, a
rhetorical or negative question about the agent's step, a correction of the agent's plan before any
tool call, one buried in another request, typos and informal spellings. A bare "no" that answers
the agent's question ("nope, all good") corrects nothing, even with the learned second opinion off.
A lesson the second opinion rescues is typed by what the grammar sees."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_capture_complete import captured, edit, write
from test_capture_reasons import corrected
from test_capture_session import rec

from reflectgit.capture import grammar
from reflectgit.kb import KB


@pytest.mark.parametrize("message, rule, reason", [
    # a pointer to what exists; the code it names is the alternative, the statement after it the reason
    ("we have a helper for that in shop/cache.py. cached_price does the TTL and the invalidation, a module dict "
     "never sees price changes from the admin",
     "We have a helper for that in shop/cache.py; cached_price does the TTL and the invalidation",
     "A module dict never sees price changes from the admin"),
    # a negated choice of the agent's, the counter-proposal after a dash, as a code span
    ("not a module dict - `redis_cache`. workers restart every hour and lose the dict",
     "Use `redis_cache`, not a module dict", "Workers restart every hour and lose the dict"),
    # a rhetorical question about the agent's step
    ("do we really want to keep prices in process memory? every worker ends up with its own copy. "
     "shop.cache.get_price handles it",
     "Don't keep prices in process memory; shop.cache.get_price handles it", "Every worker ends up with its own copy"),
    # a negative question that pushes another way
    ("shouldn't this go through the shared cache? a module dict is per worker",
     "This should go through the shared cache", "A module dict is per worker"),
    # buried after another request, opened by "oh and", no apostrophe
    ("ok thanks. can you also bump the version? oh and dont use a module dict for caches here, use the shared "
     "Redis cache",
     "Dont use a module dict for caches here, use the shared Redis cache", None),
    # informal spellings: "pls", "cos"
    ("pls dont cache prices in a module dict cos every worker bills from its own copy",
     "Dont cache prices in a module dict", "Cos every worker bills from its own copy"),
    # a consequence predicted for what the agent did, then the order
    ("that'll serve stale prices after every admin edit. invalidate on the price_changed signal",
     "Invalidate on the price_changed signal", "That'll serve stale prices after every admin edit"),
    # "actually" and where the agent's work belongs, the reason as a plain statement
    ("actually this should live in the shared cache. a module dict goes stale when the admin edits a price",
     "This should live in the shared cache", "A module dict goes stale when the admin edits a price"),
    # an order that closes by negating the agent's choice, without a comma
    ("use the shared redis cache not a module dict", "Use the shared redis cache not a module dict", None),
    # a statement of how things are, closing on the agent's choice
    ("the price cache is the shared redis, not a module dict. workers restart every hour",
     "The price cache is the shared redis, not a module dict", "Workers restart every hour"),
    # "no need for X" of the agent's X, with what is enough instead
    ("no need for a module dict, the shared cache is enough", "No need for a module dict, the shared cache is enough",
     None),
    # the agent's action described back, then the order after a comma
    ("you're bypassing the shared cache, go through shop.cache.get_price",
     "You're bypassing the shared cache, go through shop.cache.get_price", None),
    # "I'd rather not" + an order verb
    ("i'd rather not add a module dict here. the shared cache is what the other services use",
     "I'd rather not add a module dict here; the shared cache is what the other services use", None),
])
def test_corrections_said_by_contrast(rg, kb, code_repo, tmp_path, message, rule, reason):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert list(notes) == ["correction"], out["signals"]
    note = notes["correction"]
    assert note["rule"] == rule
    if reason:
        assert note["key_insight"] == reason
    assert note["entities"][0] == "shop/prices.py"  # the file a pointer names follows the edited one


def planned(cwd: Path, message: str) -> list[str]:
    """The agent states a plan in prose, before any tool call; the user corrects the plan."""
    return [rec("user", "Load the nightly events export into the analytics database", cwd=str(cwd)),
            rec("assistant", "I'll write a loader that creates Event objects with the ORM in batches of 1,000."),
            rec("user", message),
            *edit(cwd, "w1", "loaders/events.py", "Streaming it with COPY.", name="Write"),
            rec("assistant", "Done.")]


def test_a_correction_of_the_agents_plan_before_any_tool_call(rg, kb, code_repo, tmp_path):
    msg = "not the ORM for this one, COPY FROM STDIN with psycopg. the ORM loader we had took 40 minutes"
    out, notes = captured(rg, kb, write(tmp_path, planned(code_repo, msg)))
    note = notes["correction"]
    assert note["rule"] == "COPY FROM STDIN with psycopg, not the ORM for this one"
    assert note["key_insight"] == "The ORM loader we had took 40 minutes"
    assert note["entities"] == ["loaders/events.py"]


def offered(cwd: Path, offer: str, reply: str) -> list[str]:
    return [rec("user", "Bump the version in pyproject.toml", cwd=str(cwd)),
            *edit(cwd, "e1", "pyproject.toml", offer),
            rec("user", reply),
            rec("assistant", "Okay.")]


@pytest.mark.parametrize("offer, reply", [
    ("Bumped. Anything else I should check before you tag?", "nope, all good"),
    ("Bumped. Should I also tighten the changelog wording, or leave it?", "nah it's fine as is, no need"),
    ("Bumped. Want me to regenerate the lockfile too?", "not now, later. I'll tag it myself after the standup"),
    ("Bumped. Want me to open the PR?", "No, thanks!"),
    ("Bumped to 2.3.1.", "no, that's everything for today"),
    # questions that name no step of the agent's
    ("Bumped to 2.3.1.", "do we really need to finish this today? probably not"),
    ("Bumped to 2.3.1.", "isn't it friday already?"),
    ("Bumped to 2.3.1.", "cheers, I'd rather not think about releases for the rest of the week"),
])
def test_a_no_that_answers_the_agents_question_corrects_nothing(rg, kb, code_repo, tmp_path, monkeypatch, offer, reply):
    monkeypatch.setenv("REFLECTGIT_CAPTURE_MODEL", "0")  # the structure alone, without the learned veto
    out, notes = captured(rg, kb, write(tmp_path, offered(code_repo, offer, reply)))
    assert notes == {}, out["signals"]


def test_a_no_that_answers_a_question_and_says_what_to_do_still_corrects(rg, kb, code_repo, tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_CAPTURE_MODEL", "0")
    reply = "no, we never bump by hand - run npx changeset version, it writes the changelog too"
    out, notes = captured(rg, kb, write(tmp_path, offered(code_repo, "Bumped to 2.3.1. Sound good?", reply)))
    assert notes["correction"]["rule"].startswith("We never bump by hand")


def test_not_now_negates_nothing_the_agent_did():
    assert grammar.negated_choice("not now, later", "Want me to regenerate the lockfile now?") is None
    assert grammar.negated_choice("not the ORM, COPY", "I'll create Event objects with the ORM") == ("the ORM", "COPY")
    assert grammar.counter("isn't it lunch time?", "Done.") == ""  # a negative question that pushes nothing


#: no phrase, grammar or contrast rule keeps it; it opens by holding the agent back
HELD = ("Hold on. Around here, feature branches get deleted right after the merge; "
        "the release tooling trips over stale ones.")


def test_a_rescued_lesson_is_typed_by_what_the_grammar_sees(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "Merge feat/export into main for me", cwd=str(code_repo)),
             *edit(code_repo, "e1", "CHANGELOG.md", "Merged; I left feat/export in place."),
             rec("user", HELD),
             *edit(code_repo, "e2", "scripts/release.sh", "Deleted the branch."),
             rec("assistant", "Done.")]
    out = rg.json("capture", "transcript", str(write(tmp_path, lines)))
    rescued = [s for s in out["signals"] if s["detail"].get("by") == "meaning"]
    assert [s["kind"] for s in rescued] == ["correction"]  # it holds the agent back: a correction, not a rule
    (note,) = [n for n in KB.open(kb).notes() if n.status == "active"]
    assert note["type"] == "correction" and note["rule"].startswith("Around here, feature branches get deleted")


def test_the_agent_stop_hook_captures_a_pointer_correction(kb, code_repo, tmp_path):
    from conftest import run_cli

    msg = "we have a helper for that in shop/cache.py. cached_price does the TTL and the invalidation"
    path = write(tmp_path, corrected(code_repo, msg))
    res = run_cli("agent", "hook", "Stop", cwd=code_repo, env={"REFLECTGIT_HOOK_FOREGROUND": "1"},
                  input=json.dumps({"session_id": "sess-counter", "transcript_path": str(path), "cwd": str(code_repo)}))
    assert res.returncode == 0, res.stderr
    kept = [n for n in KB.open(kb).notes() if n.status == "active"]
    assert [(n["type"], n["rule"]) for n in kept] == [
        ("correction", "We have a helper for that in shop/cache.py; cached_price does the TTL and the invalidation")]


@pytest.mark.parametrize("message, rule", [
    ("don't cache prices in a module dict. shop.cache is what the other services use",
     "Don't cache prices in a module dict; shop.cache is what the other services use"),
    ("don't cache prices by hand, the price service does that", "Don't cache prices by hand; the price service does that"),
    ("stop caching in process. there's a shared cache in shop/cache.py",
     "Stop caching in process; there's a shared cache in shop/cache.py"),
    ("no module-level caches please, they come from shop.cache.get_cache",
     "No module-level caches please; they come from shop.cache.get_cache"),
])
def test_a_statement_that_names_what_does_the_job_is_the_alternative(rg, kb, code_repo, tmp_path, message, rule):
    out, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    note = notes["correction"]
    assert note["rule"] == rule  # the alternative is kept with the rule, not as its reason
    assert (note.get("key_insight") or "") not in rule or not note.get("key_insight")


REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, "
            "the new_string was NOT written to the file). To tell you how to proceed, the user said:\n")


def rejected(cwd: Path, said: str) -> list[str]:
    """The person rejects the agent's edit at the permission prompt and types why."""
    call = rec("assistant", [{"type": "text", "text": "I'll cache prices in a module-level dict."},
                             {"type": "tool_use", "id": "e1", "name": "Edit",
                              "input": {"file_path": f"{cwd}/shop/prices.py", "old_string": "a", "new_string": "b"}}])
    return [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(cwd)), call,
            rec("user", [{"type": "tool_result", "tool_use_id": "e1", "is_error": True, "content": REJECTED + said}]),
            *edit(cwd, "e2", "shop/prices.py", "Using the shared cache instead."),
            rec("assistant", "Done.")]


def test_what_the_person_types_when_rejecting_a_tool_call_is_a_correction(rg, kb, code_repo, tmp_path):
    said = "not a module dict - `shop.cache`. workers restart every hour and lose it"
    out, notes = captured(rg, kb, write(tmp_path, rejected(code_repo, said)))
    note = notes["correction"]
    assert note["rule"] == "Use `shop.cache`, not a module dict"
    assert note["key_insight"] == "Workers restart every hour and lose it"
    assert note["entities"] == ["shop/prices.py"]


def test_a_rejection_without_words_or_a_clarification_is_no_lesson(rg, kb, code_repo, tmp_path):
    clarify = "The user wants to clarify these questions.\n    This means they may have additional information."
    out, notes = captured(rg, kb, write(tmp_path, rejected(code_repo, clarify)))
    assert notes == {}, out["signals"]


def test_a_correction_after_the_person_interrupts_the_agent_still_answers_its_action(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "I'll cache prices in a module-level dict."),
             rec("user", [{"type": "text", "text": "[Request interrupted by user for tool use]"}]),
             rec("user", "not a module dict - `shop.cache`. workers restart every hour and lose it"),
             *edit(code_repo, "e2", "shop/prices.py", "Switched."),
             rec("assistant", "Done.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["correction"]["rule"] == "Use `shop.cache`, not a module dict"
    assert not any("interrupted" in s["evidence"] for s in out["signals"])
