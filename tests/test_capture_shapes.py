"""Corrections whose shape the phrase rules did not know, found in spent held-out sets: an order
with the harm it prevents, a second message sent straight after the first, a prohibition led by
"also" or a command name, "X, no.", and "why X there? use Y, it's ...". Through ``reflectgit
capture transcript`` on Claude Code JSONL transcripts."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, rec, write
from test_capture_reasons import corrected

from reflectgit.kb import KB


@pytest.mark.parametrize("message, rule, reason", [
    # an order with the harm it prevents, no "because"
    ("can't sleep in that callback, it runs in ISR context. k_msleep there asserts on debug builds and hangs the button "
     "on release. use a k_work_delayable and reschedule it from the callback",
     "Use a k_work_delayable and reschedule it from the callback", "k_msleep there asserts on debug builds"),
    # a prohibition led by "also", a comma splice its reason
    ("also no SELECT * in the price queries pls, the table gets new columns every sprint and the export breaks each time",
     "No SELECT * in the price queries pls", "The table gets new columns every sprint"),
    # a quoted verb after "dont", the reason after a dash
    ("good catch. and pls dont 'fix' it by caching in a module dict like the search team did — each worker bills "
     "from its own stale copy then",
     "Dont 'fix' it by caching in a module dict like the search team did", "Each worker bills from its own stale copy"),
    # "X, no.": the refusal after what it refuses
    ("module dict, no. workers restart every hour and the prices come back out of order. redis with a 60s TTL",
     "Module dict, no", "Workers restart every hour"),
    # "why X there?" answered by an order whose comma splice is the reason
    ("why functools.lru_cache there? use the redis client, it's what every other service reads prices from",
     "Use the redis client, not functools.lru_cache", "It's what every other service reads prices from"),
])
def test_corrections_of_new_shapes(rg, kb, code_repo, tmp_path, message, rule, reason):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    (note,) = notes.values()
    assert note["rule"].startswith(rule)
    assert note["key_insight"].startswith(reason)
    assert note["entities"] == ["shop/prices.py"]


def test_never_with_a_command_name_is_a_rule(rg, kb, code_repo, tmp_path):
    msg = "yes!! and never wg-quick down wg0 on the gateway over ssh, I'm connected to it through that tunnel"
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, msg)))
    (note,) = notes.values()
    assert note["rule"].startswith("Never wg-quick down wg0 on the gateway over ssh")


def test_a_second_message_sent_straight_after_the_first_answers_the_same_step(rg, kb, code_repo, tmp_path):
    """The user sends two messages before the agent answers: the second still answers the agent's
    step, so an order with the harm it prevents is a rule there too (it was read as a new task)."""
    lines = [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "I'll cache prices in a module-level dict."),
             rec("user", "looks fine"),
             rec("user", "btw keep the TTL at 60s in shop/prices.py when you touch it. a longer TTL bills customers "
                         "a stale price after every change"),
             *edit(code_repo, "e2", "shop/prices.py", "Done."),
             rec("assistant", "Done.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    (note,) = notes.values()
    assert note["rule"].startswith("Keep the TTL at 60s")  # "btw" is a lead-in, not the order
    assert note["key_insight"].startswith("A longer TTL bills customers a stale price")


@pytest.mark.parametrize("message", [
    "oh and never mind what I said earlier about the lint errors, it was my editor config, not the repo",
    "thanks, no.",
    "add a retry later maybe, no rush",
])
def test_talk_with_the_new_shapes_keeps_nothing(rg, kb, code_repo, tmp_path, message):
    lines = [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "I'll cache prices in a module-level dict."),
             rec("user", "great"),
             rec("user", message),
             rec("assistant", "Noted.")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    assert out["captured"] == []


def test_a_correction_that_names_what_the_agent_used_and_then_what_to_use(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "replay the dead letters of the invoice queue", cwd=str(code_repo)),
             *edit(code_repo, "e1", "ops/replay.py", "I'll shovel invoices.dlq into invoices.live."),
             rec("user", "invoices.live is the queue customers' invoices go out from. the replay goes to invoices.shadow, "
                         "the shadow consumer renders but doesn't email"),
             *edit(code_repo, "e2", "ops/replay.py", "Switched to invoices.shadow."),
             rec("user", "thx")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["correction"]
    assert note["rule"].startswith("invoices.live is the queue customers' invoices go out from")
    assert "invoices.shadow" in note["key_insight"]
    # a statement about the agent's thing with nothing else named is no correction
    calm = [rec("user", "replay the dead letters of the invoice queue", cwd=str(code_repo)),
            *edit(code_repo, "e1", "ops/replay.py", "I'll shovel invoices.dlq into invoices.live."),
            rec("user", "the Repo.insert is fine actually. it's local and we want the log to be consistent"),
            rec("assistant", "OK.")]
    _, notes = captured(rg, kb, write(tmp_path, calm, "calm.jsonl"))
    assert "correction" not in notes


def test_the_user_picks_from_their_own_question_after_the_agent_weighs_the_options(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "the search query needs pagination. offset/limit or cursors?", cwd=str(code_repo)),
             rec("assistant", "Offset/limit is simple, but rows shift when new recipes are inserted, so clients see "
                              "duplicates; cursor connections stay stable under inserts."),
             rec("user", "cursors. the feed gets new recipes every few seconds so offsets would show duplicates constantly"),
             *edit(code_repo, "e1", "schema/search.graphql", "Added a Relay connection."),
             rec("user", "thanks")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["decision"].title == "Decision: Cursors"
    assert "duplicates" in notes["decision"]["key_insight"]
    assert "root-cause" not in notes  # weighing the options the user asked about diagnoses nothing


def _answering(cwd, said: str, agent: str = "I'll cache prices in a module-level dict.") -> list[str]:
    return [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(cwd)),
            *edit(cwd, "e1", "shop/prices.py", agent),
            rec("user", said),
            rec("assistant", "Sure.")]


@pytest.mark.parametrize("agent, said", [
    # praise or context, then the next task, is no correction
    ("Set the TTL to 30s in shop/prices.py.", "30s is perfect. Now bump the retries in config/retry.yaml to 5"),
    ("Updated shop/prices.py and README.md.", "README.md is good now. also write CONTRIBUTING.md"),
    # a "no" that answers the agent's question
    ("Is this failing for you locally too?", "Locally, no. only on CI"),
    ("Should I also add type hints to the helpers?", "the helpers, no. just the public API"),
    ("Should I write tests too?", "also no tests yet, we will add them next sprint"),
    # an order and what it costs in time is the next task; "why X?" asked out of curiosity
    ("Done.", "run it on the assets folder. it takes 20 minutes on my machine, so be patient"),
    ("I used os.path.join for the cache path.", "why os.path.join there? just curious. also add a --dry-run flag"),
    ("I used functools.lru_cache for it.", "why functools.lru_cache there? keep it, it's fine, just wondering"),
])
def test_near_misses_of_the_new_shapes_keep_nothing(rg, kb, code_repo, tmp_path, agent, said):
    out, notes = captured(rg, kb, write(tmp_path, _answering(code_repo, said, agent)))
    assert not {"correction", "rule"} & set(notes), out


def test_a_user_taking_back_their_own_message_corrects_nobody(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "Done."),
             rec("user", "great, now rename the settings module to prefs"),
             rec("user", "no wait, don't rename the module, I meant the class Settings"),
             *edit(code_repo, "e2", "shop/settings.py", "Renamed the class."),
             rec("user", "thx")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert "correction" not in notes, out


def test_a_cause_whose_fix_the_user_says_failed_is_not_kept(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "the signup form in web/signup.tsx submits twice when I press enter", cwd=str(code_repo)),
             rec("assistant", "The form has both an onSubmit handler and an onKeyDown handler that calls submit() on "
                              "Enter, so one key press sends two requests."),
             *edit(code_repo, "e1", "web/signup.tsx"),
             rec("user", "still submits twice"),
             rec("assistant", "The submit button sits inside a second <form> wrapper in Layout.tsx, so the native "
                              "submit fires once more for the outer form."),
             *edit(code_repo, "e2", "web/Layout.tsx"),
             rec("user", "fixed, thanks")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert "second <form> wrapper" in notes["root-cause"]["key_insight"]  # the one that held; the first is gone
    # "it still works on mobile" reports no failure: the first cause stays
    lines[4] = rec("user", "nice, it still works on mobile too")
    out, _ = captured(rg, kb, write(tmp_path, lines, "works.jsonl"))
    causes = [n for n in map(KB.open(kb).get, out["captured"]) if n.get("type") == "root-cause"]
    assert any("onKeyDown" in n["key_insight"] for n in causes)


def test_what_was_wrong_before_the_order_stays_with_its_reason(rg, kb, code_repo, tmp_path):
    """The user says what was wrong, then what to do: "billing/ledger is the real tenant. a durable
    subscription there ... peek on billing-test/ledger, and use a Reader, it doesn't create a subscription"."""
    lines = [rec("user", "peek at the last ledger messages", cwd=str(code_repo)),
             *edit(code_repo, "e1", "tools/peek.py", "I'll subscribe to billing/ledger with a durable subscription."),
             rec("user", "billing/ledger is the real tenant. a durable subscription there stays around after you quit "
                         "and the backlog quota counts it. peek on billing-test/ledger, and use a Reader, it doesn't "
                         "create a subscription"),
             *edit(code_repo, "e2", "tools/peek.py", "Switched."),
             rec("user", "thx")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    (note,) = notes.values()
    assert note["rule"].startswith("Peek on billing-test/ledger")
    assert note["key_insight"].startswith("billing/ledger is the real tenant")
    assert "doesn't create a subscription" in note["key_insight"]


def test_the_agents_advice_the_user_takes_is_a_decision(rg, kb, code_repo, tmp_path):
    """"should we move to ray data for this?" - the agent weighs it and advises - "ok agreed": the
    decision is the agent's advice with its reason; the user's words only agree."""
    lines = [rec("user", "the sweep in sweep.py gets OOM-killed after ~30 tasks", cwd=str(code_repo)),
             *edit(code_repo, "e1", "sweep.py", "Put the grid in the object store once with ray.put."),
             rec("user", "should we move to ray data for this?"),
             rec("assistant", "I'd keep plain tasks: the sweep is 400 independent simulations with no shuffle or "
                              "streaming, and Ray Data would add a dataset layer without changing what runs."),
             rec("user", "ok agreed, keep tasks. run the full 400 tonight"),
             rec("assistant", "Started.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["decision"].title.startswith("Decision: I'd keep plain tasks")
    assert "no shuffle or streaming" in notes["decision"]["key_insight"]
    # advice the user turns down decides nothing
    lines[-2] = rec("user", "no, let's try ray data anyway, we will need streaming next quarter")
    _, notes = captured(rg, kb, write(tmp_path, lines, "down.jsonl"))
    assert not notes.get("decision") or "plain tasks" not in notes["decision"].title
    # thanks and a sign-off take the answer as information: nothing was decided
    lines[-2] = rec("user", "ok thanks, that's all")
    _, notes = captured(rg, kb, write(tmp_path, lines, "thanks.jsonl"))
    assert "decision" not in notes


def test_a_device_name_and_a_warning_said_as_a_condition(rg, kb, code_repo, tmp_path):
    """"can0 is the truck's live bus ... use vcan0": a device is a precise name; "keep X. if someone
    changes it, Y breaks" gives its reason as a condition."""
    lines = [rec("user", "replay the bench log onto the bus", cwd=str(code_repo)),
             *edit(code_repo, "e1", "tools/replay.py", "I'll send the frames on can0."),
             rec("user", "can0 is the truck's live bus — the engine ECU is on it. use vcan0 with the replay of the bench "
                         "log, a malformed frame on the live bus can drop the ECU into a diagnostic session"),
             *edit(code_repo, "e2", "tools/replay.py", "Switched to vcan0."),
             rec("user", "thx")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert "vcan0" in notes["correction"]["rule"]
    lines[-3] = rec("user", "keep the replay on vcan0 in tools/replay.py. if someone points it at can0 the ECU drops "
                            "into a diagnostic session")
    _, notes = captured(rg, kb, write(tmp_path, lines, "cond.jsonl"))
    assert next(n for k, n in notes.items() if k in ("rule", "correction"))["rule"].startswith("Keep the replay on vcan0")


@pytest.mark.parametrize("message, rule", [
    # a hedge, a lead-in or a repeated "no" before the order is not part of it
    ("Correct me if I'm wrong but I think we should always cache prices in redis, not in shop/prices.py's dict",
     "We should always cache prices in redis"),
    ("No no no; put the prices in redis, never in a module dict", "Put the prices in redis, never in a module dict"),
    ("ok but in future please keep prices in redis with a 60s TTL", "Keep prices in redis with a 60s TTL"),
    # a verdict first ("that's not it"): the statement after it is what to keep
    ("No, that's not it. Prices live in redis here, read them through shop/cache.py",
     "Prices live in redis here, read them through shop/cache.py"),
    # an order as the consequence of a fact: the order is the rule (the fact is its reason)
    ("Fyi the workers restart every hour, so never keep prices in a module dict",
     "Never keep prices in a module dict"),
    # the words people put before an order (the review6 turns no rule fired on)
    ("ok but never keep prices in a module dict", "Never keep prices in a module dict"),
    ("yes and never cache prices in process memory", "Never cache prices in process memory"),
    ("so don't cache prices in a module dict, the workers restart every hour", "Don't cache prices in a module dict"),
    ("yes. also please stop caching prices in module dicts", "Stop caching prices in module dicts"),
    # a reaction before what it teaches (review7's titles "Not convinced; always ...", "You're right, ...")
    ("not convinced. always measure the price lookup before optimizing it", "Always measure the price lookup"),
    ("you're right, we should never keep prices in process memory", "We should never keep prices in process memory"),
    ("good to know the redis client isn't fork-safe, so one client per worker from now on",
     "One client per worker from now on"),
    ("you're right that the module dict goes stale, let's always read prices through shop/cache.py",
     "Always read prices through shop/cache.py"),
    ("then stop caching prices in a module dict, use shop/cache.py", "Stop caching prices in a module dict"),
])
def test_what_is_said_around_an_order_stays_out_of_its_rule(rg, kb, code_repo, tmp_path, message, rule):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert [n["rule"] for n in notes.values() if n["rule"].startswith(rule)], [n["rule"] for n in notes.values()]


def test_the_user_taking_back_their_own_report_is_no_correction(rg, kb, code_repo, tmp_path):
    """ "never mind, that was my fault, I had the wrong branch checked out" corrects nothing the agent did."""
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "never mind, that was my fault, I had the wrong branch checked out")))
    assert not [n for n in notes.values() if n["type"] == "correction"]


@pytest.mark.parametrize("message", [
    "POST /labels with no body gives 500 instead of 400. gunicorn log attached",
    "Invoices topic: amount shows up as \"AU+w\" strings in the sink table instead of numbers",
    "PDFs render in some default serif instead of Inter, only on the server, locally fine",
    # when it happens: "only" before a circumstance orders nothing
    "only under load, never locally. the pool runs dry after a few minutes",
    "sync took 6h last night instead of 40min",
])
def test_a_report_of_what_the_code_does_is_no_rule(rg, kb, code_repo, tmp_path, message):
    """ "X gives 500 instead of 400" reports a symptom: "instead" sets what happens against what
    should, and orders nothing (spent sets heldout14-15 stored these as rules)."""
    lines = [rec("user", message, cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "Fixed the handler."),
             rec("assistant", "Done."),
             rec("user", "thanks")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert not {"rule", "correction"} & set(notes), notes


@pytest.mark.parametrize("message", [
    "leave those for now, I made ticket SHOP-311 for the tenant cache",
    "make its db user read-only while you're at it",
    "next the load test script, can you point it at db-main so we see real numbers",
    # temporary, with the harm that makes it worth doing for now
    "skip the slow tests for now, otherwise CI takes 40 minutes",
])
def test_an_order_for_this_task_only_is_no_rule(rg, kb, code_repo, tmp_path, message):
    """An order that says it is for now ("for now", "while you're at it", "next") is the next step of
    this task, even with a remark after it."""
    lines = [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "I added the cache and its tests."),
             rec("user", message),
             *edit(code_repo, "e2", "shop/prices.py", "Done."),
             rec("assistant", "Done.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert "rule" not in notes, notes


@pytest.mark.parametrize("message, rule", [
    ("ok next, never commit directly to main, open a PR", "Never commit directly to main"),
    ("while you're at it, always use the shared logger instead of print", "Always use the shared logger"),
])
def test_a_lasting_order_after_a_next_step_lead_is_a_rule_without_the_lead(rg, kb, code_repo, tmp_path, message, rule):
    """ "next," and "while you're at it," lead into the next step, but "never"/"always" make the order
    outlive it: a rule, titled without the lead."""
    lines = [rec("user", "Add a cache to the price lookup in shop/prices.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "shop/prices.py", "I added the cache and its tests."),
             rec("user", message),
             *edit(code_repo, "e2", "shop/prices.py", "Done."),
             rec("assistant", "Done.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    kept = [n for n in notes.values() if (n.get("rule") or "").startswith(rule)]
    assert kept and kept[0].title.startswith(rule), notes


def test_an_order_for_later_is_still_a_rule(rg, kb, code_repo, tmp_path):
    """ "next time" is for later, not the next step: the one-off reading leaves it a rule."""
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "next time run the price migrations before the tests, the fixtures need the new column")))
    assert [n for n in notes.values() if (n.get("rule") or "").lower().startswith("run the price migrations")], notes


@pytest.mark.parametrize("message", [
    "actually don't rename it, the storefront package imports it by that name. scratch that, leave it",
    "no wait, I was wrong — storefront uses v-bind spread so renaming is fine. go ahead",
    "nvm, its the vpn again. all pages are slow",
])
def test_what_the_user_takes_back_is_no_lesson(rg, kb, code_repo, tmp_path, message):
    """An order taken back later in the same message ("... scratch that, leave it"), or the user
    retracting their own earlier correction ("no wait, I was wrong"), corrects nothing."""
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    assert not {"rule", "correction"} & set(notes), notes


def test_the_order_drawn_from_an_objection_is_the_rule(rg, kb, code_repo, tmp_path):
    """ "hmm, I'm not comfortable with that — <why>. so never <order>": the order is the rule, not the
    unease that opens the message (the review found "I'm not comfortable with that" stored as the rule)."""
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "hmm, I'm not comfortable with that — the state is shared and atlantis does the applies "
                   "from the PR. so never run terraform apply yourself, only plan")))
    rules = [n["rule"] for n in notes.values()]
    assert any(r.startswith("Never run terraform apply yourself, only plan") for r in rules), rules


@pytest.mark.parametrize("message, rule", [
    # a choice said without a verb, its reason after it
    ("supercronic rather than cron. debian's cron starts the jobs with an empty environment, so DATABASE_URL is missing",
     "Supercronic rather than cron"),
])
def test_a_choice_without_a_verb_is_a_lesson(rg, kb, code_repo, tmp_path, message, rule):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    rules = [n["rule"] for n in notes.values()]
    assert any(r.startswith(rule) for r in rules), rules


def test_the_option_picked_from_ones_own_question_is_a_decision(rg, kb, code_repo, tmp_path):
    """ "should we do voigt or gaussian? reviewer 2 will ask" - the agent weighs both - "voigt then, not
    gaussian — <why>": the pick is a decision, though the second opinion scores the turn as chat."""
    lines = [rec("user", "fit the 1332 peak in fit_peaks.py", cwd=str(code_repo)),
             *edit(code_repo, "e1", "fit_peaks.py", "The fit converges now."),
             rec("user", "thank you. ok and for the actual samples — should we do voigt or gaussian? reviewer 2 will ask"),
             rec("assistant", "Voigt fits the Lorentzian tails of Raman lines better; Gaussian has one parameter fewer."),
             rec("user", "voigt then, not gaussian — the tails are where the strain broadening shows up, that's "
                         "literally the point of the paper"),
             *edit(code_repo, "e2", "fit_peaks.py", "Switched to VoigtModel."),
             rec("assistant", "Done.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["decision"].title.startswith("Decision: Voigt then, not gaussian"), notes
    assert "strain broadening" in notes["decision"]["key_insight"]


def test_a_rule_stated_with_the_task_is_kept(rg, kb, code_repo, tmp_path):
    """The message that sets the task may state a rule after it ("…, but keep X — if … I need to revert");
    the task alone, with its purpose, is no lesson."""
    task = ("dependabot opens like 20 PRs a week and I merge them at night. group the dev deps into one weekly PR, "
            "but keep runtime deps separate — if a runtime bump breaks users I need to revert just that one")
    lines = [rec("user", task, cwd=str(code_repo)),
             *edit(code_repo, "e1", ".github/dependabot.yml", "Grouped the dev dependencies."),
             rec("assistant", "Done."), rec("user", "thanks")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["rule"]["rule"].startswith("Keep runtime deps separate"), notes
    lines[0] = rec("user", "add a cache to shop/prices.py so that the page loads faster", cwd=str(code_repo))
    _, notes = captured(rg, kb, write(tmp_path, lines, "task.jsonl"))
    assert "rule" not in notes, notes


@pytest.mark.parametrize("task, rule, reason", [
    ("add a /healthz endpoint. never touch src/gen/, it's generated from the proto", "Never touch src/gen/",
     "generated from the proto"),
    ("add pagination to /orders. use cursor pagination not offset, offset gets slow past 100k rows",
     "Use cursor pagination not offset", "slow past 100k rows"),
    ("add CSV export to the reports page. don't edit the migrations, they're already applied in prod",
     "Don't edit the migrations", "already applied in prod"),
    ("rename getUser to fetchUser across the codebase. don't touch the public SDK, external customers call it",
     "Don't touch the public SDK", "customers call it"),
    ("write a script to backfill the user emails, but use the read replica, the primary can't take the load",
     "Use the read replica", "can't take the load"),
])
def test_a_rule_in_the_message_that_sets_the_task_leaves_the_task_out(rg, kb, code_repo, tmp_path, task, rule, reason):
    """The order before the rule in the task's message is the task, not the rule's alternative (review7:
    "Never touch src/gen/; add a /healthz endpoint"); a plain statement after the order's comma is why."""
    lines = [rec("user", task, cwd=str(code_repo)),
             *edit(code_repo, "e1", "app/main.py", "Done, the change is in app/main.py."),
             rec("assistant", "Done."), rec("user", "thanks")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    # the task stays out; the rule keeps its clause as said, the why spliced on with the comma too (cap57)
    assert notes["rule"]["rule"].startswith(rule) and notes["rule"].title.startswith(rule), notes
    assert reason in notes["rule"]["key_insight"], notes


def test_an_order_after_what_the_speaker_will_do_is_a_rule(rg, kb, code_repo, tmp_path):
    """ "ok I'll ask the contributor to change the PR to that, keep 5.9 support, half our users are on 5.9":
    the order comes after the speaker's own plan, its reason after it."""
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "ok I'll ask the contributor to change the PR to that, keep 5.9 support, half our users are on "
                   "ubuntu 22.04 with 5.9")))
    assert [n for n in notes.values() if "keep 5.9 support" in n["rule"].lower()], notes


@pytest.mark.parametrize("message, rule", [
    # "don't forget that" and "ignore that file" take nothing back (review7)
    ("always keep prices in redis, don't forget that!", "Always keep prices in redis"),
    ("never keep prices in a module dict, the linter should ignore that file", "Never keep prices in a module dict"),
    # a report with an order after it still orders
    ("in this repo prices come from redis instead of module dicts, keep it that way", "In this repo prices come from redis"),
])
def test_what_only_looks_like_a_take_back_or_a_report_still_teaches(rg, kb, code_repo, tmp_path, message, rule):
    _, notes = captured(rg, kb, write(tmp_path, corrected(code_repo, message)))
    rules = [n["rule"] for n in notes.values()]
    assert any(r.startswith(rule) for r in rules), rules


def test_i_was_wrong_later_in_a_message_takes_back_what_came_before(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, corrected(
        code_repo, "always keep prices in a module dict. no wait, I was wrong, the workers restart hourly, "
                   "keep them in redis")))
    assert not [n for n in notes.values() if "module dict" in n["rule"].lower()], notes
