"""A later order in a follow-up turn (heldout4/5 kind B, branch cap20b): behind a conversational
lead ("👌 and please don't ...", "also: ...") or with a threat for its reason ("... or we leak
handles"), through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import captured, edit, write
from test_capture_session import rec


def _session(cwd, follow_up: str) -> list[str]:
    return [rec("user", "run the linter again when a buffer is saved", cwd=str(cwd)),
            *edit(cwd, "e1", "lua/lint_gutter/init.lua", "The linter now runs on BufWritePost."),
            rec("user", follow_up),
            *edit(cwd, "e2", "lua/lint_gutter/init.lua"),
            rec("user", "cool")]


def test_an_emoji_lead_does_not_hide_the_order(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "👌 and please don't add #[allow(clippy::all)] to silence the lints like the old PR did")))
    note = notes["correction"]
    assert note["rule"].startswith("Don't add #[allow(clippy::all)] to silence the lints")  # the lead is not the rule


def test_an_order_with_a_threat_for_its_reason_is_a_rule(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, _session(code_repo, "also: kill the job on BufDelete or we pile up zombie processes")))
    note = notes["rule"]
    assert note["rule"] == "Kill the job on BufDelete"
    assert "pile up zombie processes" in note["key_insight"]
    assert "lua/lint_gutter/init.lua" in note["entities"]


def test_a_lead_before_chat_keeps_it_chat(rg, kb, code_repo, tmp_path):
    out, _ = captured(rg, kb, write(tmp_path, _session(code_repo, "👌 and also I'm off tomorrow, Jo reviews until monday")))
    assert out["captured"] == []


def test_a_bare_revert_that_yields_to_what_was_wrong(rg, kb, code_repo, tmp_path):
    """heldout3/4 kind C: "please undo that" is the action; the lesson is the clause set against the step."""
    lines = [rec("user", "show the event dates as 'in 3 days' style labels", cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/events/label.ts", "Labels now use moment's fromNow()."),
             rec("user", "ugh, not moment. it adds 300kb to the bundle and it's in maintenance mode. date-fns is what "
                         "the rest of the app uses. please undo that"),
             *edit(code_repo, "e2", "src/events/label.ts"),
             rec("user", "thx")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["correction"]
    assert note["rule"] == "Not moment; date-fns is what the rest of the app uses"
    assert "300kb" in note["key_insight"]


def test_a_means_named_after_the_reason_is_the_alternative(rg, kb, code_repo, tmp_path):
    """heldout4/5 kind G: "...; apt_repository + package resources" names what to use instead; it was
    kept in key_insight with the reason."""
    lines = [rec("user", "install haproxy from the vendor repo in the cookbook", cwd=str(code_repo)),
             *edit(code_repo, "e1", "recipes/default.rb", "I added an execute block that runs apt-get install."),
             rec("user", "no, not an execute block for package installs. it runs on every chef-client run and "
                         "isn't idempotent; apt_repository + package resources"),
             *edit(code_repo, "e2", "recipes/default.rb"),
             rec("user", "ok")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["correction"]
    assert "apt_repository + package resources" in note["rule"]
    assert "apt_repository" not in note["key_insight"] and "idempotent" in note["key_insight"]
