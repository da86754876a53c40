"""Which clause of a turn that says several things is the rule (heldout2-5 kind C, branch cap20c),
through ``reflectgit capture transcript``: a prohibition outranks the reason or complaint the signal
fired on, and "why X there?" names what the order that follows replaces."""

from __future__ import annotations

from test_capture_complete import captured, edit, write
from test_capture_session import rec


def _session(cwd, said: str, path: str = "src/build.gradle") -> list[str]:
    return [rec("user", "prepare the release for both stores", cwd=str(cwd)),
            *edit(cwd, "e1", path, "Done, I bumped the version code by hand."),
            rec("user", said),
            *edit(cwd, "e2", path),
            rec("user", "ok")]


def _rule_note(notes: dict) -> dict:
    return next(n for kind, n in notes.items() if kind in ("correction", "rule"))


def test_the_prohibition_is_the_rule_not_the_complaint_before_it(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "ugh, version codes by hand again. the beta channel already used 381 last week. never edit "
                   "versionCode in build.gradle — the release workflow derives it from the tag")))
    note = _rule_note(notes)
    assert note["rule"].startswith("Never edit versionCode in build.gradle")
    assert "by hand again" not in note["rule"] and "derives it from the tag" in note["key_insight"]


def test_but_no_x_please_outranks_the_alternative(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "alright. but no cache purges from the upload handler please, a purge storm took the origin "
                   "down at black friday. hashed urls are the way, we already do it for css", "rules/images.yaml")))
    note = _rule_note(notes)
    assert note["rule"].startswith("No cache purges from the upload handler")
    assert "hashed urls" in (note["rule"] + " " + note.get("key_insight", "")).lower()


def test_a_colon_inside_a_code_name_stays_in_the_name(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "ugh, not dart:mirrors. we ship with dart compile exe and mirrors don't exist in AOT, the "
                   "build just fails on the deploy box. the renderer has toJson(), iterate that", "lib/pdf/render.dart")))
    note = _rule_note(notes)
    assert "dart:mirrors" in note["rule"] and "Use mirrors" not in note["rule"]


def test_why_x_there_names_what_the_order_replaces(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "why String.concat there? every concat copies the whole string so far, a year of entries is "
                   "quadratic. use a StringBuilder sized to the entry count", "src/main/java/ledger/LedgerExport.java")))
    note = _rule_note(notes)
    assert note["rule"] == "Use a StringBuilder sized to the entry count, not String.concat"
    assert "quadratic" in note["key_insight"]


def test_a_no_lead_does_not_eat_the_no_of_a_flag(rg, kb, code_repo, tmp_path):
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "nope, no-verify just hides it and the next person's commit fails on your error instead. fix the "
                   "type in tools/gen.py and commit normally", "tools/gen.py")))
    assert _rule_note(notes)["rule"].startswith("No-verify just hides it")


def test_a_user_rule_does_not_borrow_the_cause_that_has_its_own_note(rg, kb, code_repo, tmp_path):
    """heldout4 i12 / heldout5 j03: the agent's cause is a root-cause note; the user's next rule (no
    reason of its own) used to copy it as its key_insight, the same lesson twice."""
    cause = ("The verifier only knows the first 14 bytes are inside the packet because that's all the ethhdr "
             "check proved; reading the VLAN header dereferences bytes 14-17 with no comparison against data_end, "
             "so it rejects the program.")
    lines = [rec("user", "loader fails with a verifier error after I added the vlan parsing, bpf/xdp_rl.c", cwd=str(code_repo)),
             rec("assistant", cause),
             *edit(code_repo, "e1", "bpf/xdp_rl.c"),
             rec("user", "works. don't ever load it on the bastion's eth0, test on the veth pair from scripts/netns.sh"),
             rec("assistant", "Okay, only the veth pair from now on."),
             rec("user", "thanks")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert notes["root-cause"]["key_insight"].startswith("The verifier only knows")
    rule = _rule_note(notes)
    assert "eth0" in rule["rule"] and "verifier" not in rule.get("key_insight", "")


def test_a_dont_worry_aside_is_not_the_rule(rg, kb, code_repo, tmp_path):
    """"Don't worry about ..." waves something off; it prohibits nothing and must not take the rule."""
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "no, use the retry helper from utils/retry.py instead of a bare loop. Don't worry about the "
                   "tests for now", path="net/client.py")))
    note = _rule_note(notes)
    assert "retry helper" in note["rule"] and "worry" not in note["rule"]


def test_an_option_is_not_a_threat(rg, kb, code_repo, tmp_path):
    """"... with pytest or the tox env" offers a second way; "or the build breaks" would be the reason."""
    _, notes = captured(rg, kb, write(tmp_path, _session(
        code_repo, "no. always run the integration suite with pytest or the tox env, never plain unittest",
        path="tests/integration/test_api.py")))
    note = _rule_note(notes)
    assert "or the tox env" in note["rule"], note["rule"]
    assert "or the tox env" not in (note["key_insight"] or "")
