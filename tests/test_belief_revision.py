"""What a captured lesson does to what the KB already believes: "merge?" twins held for a person
(`reflectgit pending`), restatements folded into the note they repeat, and
contradictions detected and reconciled at capture. Each through `capture transcript`."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import git

from reflectgit.kb import KB


def chat(tmp_path: Path, name: str, said: str, reply: str = "ok") -> str:
    path = tmp_path / f"{name}.txt"
    path.write_text(f"User: write the migration for the orders table\nAssistant: done, I used raw SQL\n"
                    f"User: {said}\nAssistant: {reply}\n")
    return str(path)


def capture(rg, path: str, session: str, env=None) -> dict:
    return rg.json("capture", "transcript", path, "--project", "ops", "--branch", "main", "--session", session, env=env)


def active(kb: Path) -> list:
    return [n for n in KB.open(kb).notes() if n.status == "active"]


RULE = "We use alembic for migrations, never raw SQL."


def test_near_identical_lesson_waits_as_a_merge_decision(rg, kb, tmp_path):
    first = capture(rg, chat(tmp_path, "a", RULE), "s-1")
    original = first["captured"][0]
    # the same lesson from another session (the window differs only past what is embedded)
    second = capture(rg, chat(tmp_path, "b", RULE, reply="okay, noted, switching to alembic now"), "s-2")
    assert second["captured"] == [] and len(second["pending"]) == 1
    assert second["decisions"][0]["action"] == "pending-merge" and second["decisions"][0]["target"] == original
    assert len(active(kb)) == 1
    listed = rg.json("pending")["pending"]
    assert [d["id"] for d in listed] == second["pending"] and listed[0]["kind"] == "merge"
    assert "merge into " + original in listed[0]["actions"]["accept"]
    assert "near-identical" in rg("pending", "show", listed[0]["id"]).stdout
    # the waiting chunk is not proposed again
    again = capture(rg, chat(tmp_path, "b", RULE, reply="okay, noted, switching to alembic now"), "s-2")
    assert again["pending"] == [] and again["captured"] == []
    out = rg.json("pending", "accept", listed[0]["id"])
    assert out[0]["changed"] == [original]
    note = KB.open(kb).get(original)
    assert note["proof_count"] == 1 and note["seen_in"][0]["session"] == "s-2"
    assert rg.json("pending")["pending"] == [] and len(active(kb)) == 1
    assert git("status", "--porcelain", cwd=kb) == ""
    assert "pending accept" in git("log", "-1", "--format=%B", cwd=kb)


def test_rejecting_a_merge_keeps_the_lesson_and_dropping_discards_it(rg, kb, tmp_path):
    capture(rg, chat(tmp_path, "a", RULE), "s-1")
    p1 = capture(rg, chat(tmp_path, "b", RULE, reply="okay, noted, switching to alembic now"), "s-2")["pending"][0]
    p2 = capture(rg, chat(tmp_path, "c", RULE, reply="understood, switching to alembic right away"), "s-3")["pending"][0]
    rg("pending", "reject", p1)
    assert len(active(kb)) == 2
    rg("pending", "drop", p2)
    assert len(active(kb)) == 2 and rg.json("pending")["pending"] == []
    assert "no pending decision" in rg("pending", "accept", "pd-nothere", expect=2).output


def test_dedup_threshold_off_creates_the_twin(rg, kb, tmp_path):
    off = {"REFLECTGIT_DEDUP_THRESHOLD": "1.0", "REFLECTGIT_REVISE_THRESHOLD": "1.0"}
    capture(rg, chat(tmp_path, "a", RULE), "s-1", env=off)
    out = capture(rg, chat(tmp_path, "b", RULE, reply="okay, noted, switching to alembic now"), "s-2", env=off)
    assert len(out["captured"]) == 1 and out["pending"] == [] and len(active(kb)) == 2


def test_restatement_revises_the_note_and_history_keeps_the_old_form(rg, kb, tmp_path):
    env = {"REFLECTGIT_DEDUP_THRESHOLD": "1.0"}  # duplicate detection off: the restatement goes to belief revision
    original = capture(rg, chat(tmp_path, "a", RULE), "s-1", env=env)["captured"][0]
    out = capture(rg, chat(tmp_path, "b", RULE, reply="okay, noted, switching to alembic now"), "s-2", env=env)
    assert out["captured"] == [] and out["revised"] == [original]
    assert out["decisions"][0]["action"] == "revise"
    note = KB.open(kb).get(original)
    assert note["proof_count"] == 1 and "## Seen again" in note.body and "session s-2" in note.body
    hist = rg.json("history", original)
    assert len(hist) == 2  # the prior form is a commit away
    assert "+proof_count: 1" in hist[0]["diff"] and hist[0]["actor"] == "capture:session:s-2"
    assert len(active(kb)) == 1


def test_contradiction_supersedes_a_machine_captured_rule(rg, kb, tmp_path):
    old = capture(rg, chat(tmp_path, "a", "Always use pnpm to install packages in this repo."), "s-1")["captured"][0]
    out = capture(rg, chat(tmp_path, "b", "Never use pnpm to install packages in this repo."), "s-2")
    new = out["captured"][0]
    assert out["superseded"] == [old] and out["contradictions"] == [{"new": new, "old": old, "resolved": True}]
    k = KB.open(kb)
    assert k.get(old).status == "superseded" and k.get(old)["superseded_by"] == new
    rels = {(r["type"], r["target"]) for r in k.get(new)["relations"]}
    assert {("contradicts", old), ("supersedes", old)} <= rels
    hits = rg.json("search", "install packages with pnpm", "--project", "ops", "--branch", "main")
    assert [h["id"] for h in hits["hits"]][:1] == [new] and old not in [h["id"] for h in hits["hits"]]
    events = (kb / ".reflectgit" / "events.jsonl").read_text()
    assert '"contradiction"' in events


def test_contradicting_a_persons_note_waits_for_them(rg, kb, tmp_path):
    mine = rg.json("add", "--title", "Package installs", "--rule", "Always use pnpm to install packages in this repo.",
                   "--type", "rule", "--project", "ops", "--branch", "main")["id"]
    out = capture(rg, chat(tmp_path, "b", "Never use pnpm to install packages in this repo."), "s-2")
    new = out["captured"][0]
    assert out["superseded"] == [] and out["contradictions"][0]["resolved"] is False
    k = KB.open(kb)
    assert k.get(mine).status == "active" and k.get(new).status == "active"
    [d] = rg.json("pending")["pending"]
    assert d["kind"] == "contradiction" and d["target"] == mine and d["note_id"] == new
    rg("pending", "accept", d["id"])
    k = KB.open(kb)
    assert k.get(mine).status == "superseded" and k.get(mine)["superseded_by"] == new


def test_unrelated_rules_do_not_contradict(rg, kb, tmp_path):
    capture(rg, chat(tmp_path, "a", "Always use pnpm to install packages in this repo."), "s-1")
    out = capture(rg, chat(tmp_path, "b", "Never push directly to the release branch."), "s-2")
    assert out["contradictions"] == [] and out["decisions"][0]["action"] == "create"
    assert len(active(kb)) == 2


def test_the_same_rule_in_another_context_is_a_twin_whatever_the_cosine(rg, kb, tmp_path):
    rule = "From now on, always pass a timeout to httpx calls."
    a = tmp_path / "a.txt"
    a.write_text(f"User: add retries to the upload client\nAssistant: switching to httpx.\nUser: {rule}\nAssistant: ok\n")
    b = tmp_path / "b.txt"
    b.write_text(f"User: retry the nightly export job\nAssistant: done, the export retries now\nUser: {rule}\n"
                 "Assistant: okay, will do from now on\n")
    first = capture(rg, str(a), "s-1")["captured"][0]
    out = capture(rg, str(b), "s-2")
    [d] = out["decisions"]
    assert d["action"] == "pending-merge" and d["target"] == first and "same words" in d["reason"]
    c = tmp_path / "c.txt"  # with duplicate detection off, the same twin is folded into the note
    c.write_text(f"User: the webhook sender hangs\nAssistant: I'll look at the client\nUser: {rule}\nAssistant: sure\n")
    out = capture(rg, str(c), "s-3", env={"REFLECTGIT_DEDUP_THRESHOLD": "1.0"})
    assert out["revised"] == [first] and out["captured"] == []


def test_a_rule_withdrawn_by_a_later_one_is_superseded_even_when_both_say_never(rg, kb, tmp_path):
    """review15: "never use float for money, use Decimal" then, weeks later, "that's outdated: never
    use Decimal for amounts anymore, store int cents". Both negate something, so the old test (one
    side negated) saw no contradiction and both stayed active, the outdated one ranked first."""
    old = capture(rg, chat(tmp_path, "a", "Never use float for money amounts, always use Decimal."), "s-1")["captured"][0]
    out = capture(rg, chat(tmp_path, "b", "That's outdated: never use Decimal for money amounts anymore, "
                                           "store them as int cents."), "s-2")
    new = out["captured"][0]
    assert out["superseded"] == [old], out["decisions"]
    assert KB.open(kb).get(old)["superseded_by"] == new


def test_a_rule_about_another_part_of_a_tool_does_not_withdraw_it(rg, kb, tmp_path):
    capture(rg, chat(tmp_path, "a", "Always use pytest fixtures for the database setup."), "s-1")
    out = capture(rg, chat(tmp_path, "b", "Never use pytest's tmpdir fixture, use tmp_path instead."), "s-2")
    assert out["superseded"] == [] and len(active(kb)) == 2


@pytest.mark.parametrize("later, earlier", [
    ("Don't call the billing API in a loop", "Always call the billing API with batch ids"),
    ("Never run migrations in the request path of the app", "Always run migrations before deploying the app"),
    ("Never commit .env files", "Always commit the .env.example file"),
    ("Do not use requests without a timeout", "Use requests with a timeout"),
])
def test_rules_that_share_words_but_agree_or_differ_in_scope_do_not_withdraw_each_other(later, earlier):
    """review16: the withdrawal test dropped the qualifier ("in a loop", "in the request path") and
    split ".env.example" at its dots, so these superseded rules that still hold."""
    from reflectgit.capture.revise import withdraws

    assert not withdraws(later, earlier) and not withdraws(earlier, later)


@pytest.mark.parametrize("purge", [True, False])
def test_a_merge_into_a_note_since_forgotten_is_refused(rg, kb, code_repo, purge):
    """add_learning twice (MCP) holds a merge into the first note; once that note is forgotten or
    purged, `pending` says so and `accept` refuses, naming what still works (it made a new note
    under a new id and called that a merge)."""
    from conftest import head, tree_files

    from reflectgit.mcp_server import Service

    svc = Service(KB.open(kb), cwd=code_repo)
    lesson = {"title": "Pin torch to the CPU wheel",
              "rule": "Install torch only through the constraints file that pins the CPU wheel"}
    target = svc.add_learning(code_repo, "codex", ("codex", 1), dict(lesson), "")["id"]
    held = svc.add_learning(code_repo, "codex", ("codex", 1), dict(lesson), "")
    assert held["action"] == "pending-merge"
    rg("forget", target, "--reason", "r", *(["--purge"] if purge else []))
    gone = "purged" if purge else "forgotten"
    [d] = rg.json("pending")["pending"]
    assert d["target_gone"] == gone and d["actions"]["accept"] == f"refused: {target} is {gone}"
    listed = rg("pending").stdout
    assert f"~ {target} ({gone})" in listed and f"merge into {target}" not in listed
    before, commit = tree_files(kb), head(kb)
    refused = rg("pending", "accept", d["id"], expect=2).stderr.strip()
    assert refused == (f"reflectgit: memory/meta/pending/{d['id']}.json: field 'target': {target} is {gone}: "
                       f"`accept` needs it (merge into {target}); use `reflectgit pending reject {d['id']}` "
                       f"(keep as its own note) or `reflectgit pending drop {d['id']}` (discard it)")
    assert tree_files(kb) == before and head(kb) == commit
    assert "accept: refused" in rg("pending", "show", d["id"]).stdout
    kept = rg.json("pending", "reject", d["id"])[0]["changed"]
    assert rg.json("pending")["pending"] == [] and [n.id for n in active(kb)] == kept


def test_a_merge_into_a_note_superseded_since_goes_to_the_live_note(rg, kb, tmp_path):
    """review: `pending accept` merged the lesson into its twin though the twin had been
    superseded since (recall never shows it), and `pending` gave no hint. The decision follows
    the supersede chain to the live note, says so, and refuses when that chain ends in a note
    that is gone."""
    original = capture(rg, chat(tmp_path, "a", RULE), "s-1")["captured"][0]
    pid = capture(rg, chat(tmp_path, "b", RULE, reply="okay, noted, switching to alembic now"), "s-2")["pending"][0]
    newer = rg.json("add", "--title", "Alembic for every schema change, autogenerate reviewed",
                    "--rule", "use alembic revision --autogenerate and review it", "--project", "ops",
                    "--branch", "main")["id"]
    rg("set", original, "superseded_by", newer)
    rg("set", original, "status", "superseded", "--reason", "replaced by the reviewed-autogenerate rule")
    [d] = rg.json("pending")["pending"]
    assert d["target_now"] == newer and d["target_gone"] is None, d
    assert d["actions"]["accept"] == f"merge into {newer} ({original} was superseded by it)", d
    assert f"~ {original} → {newer}, which superseded it" in rg("pending").stdout
    assert f"--- {newer} (it superseded {original}) ---" in rg("pending", "show", pid).stdout
    rg("set", newer, "status", "deleted", "--reason", "wrong after all")  # the live note goes too
    refused = rg("pending", "accept", pid, expect=2).stderr
    assert f"{original} is superseded by {newer}, which is forgotten" in refused and refused.count("\n") == 1, refused
    rg("set", newer, "status", "active", "--reason", "right after all")
    out = rg.json("pending", "accept", pid)
    assert out[0]["changed"] == [newer], out
    store = KB.open(kb)
    assert store.get(newer)["seen_in"][0]["session"] == "s-2" and not store.get(original).get("seen_in")
