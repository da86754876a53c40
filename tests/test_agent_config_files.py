"""`agent install`/`uninstall` on the user's config files as the user keeps them (review20): a
symlinked file stays a link (its target is what changes), a 600 file stays 600."""

from __future__ import annotations

import json
import os
import stat

import pytest

CASES = [  # (CLI arguments after `agent install`, the file under $HOME)
    (("codex", "--user"), ".codex/hooks.json"),
    (("gemini", "--user"), ".gemini/settings.json"),
    (("claude", "--user"), ".claude/settings.json"),
    (("mcp", "--client", "gemini", "--user"), ".gemini/settings.json"),
    (("mcp", "--client", "claude", "--user"), ".claude.json"),
    (("mcp", "--client", "cursor", "--user"), ".cursor/mcp.json"),
    (("mcp", "--client", "codex", "--user"), ".codex/config.toml"),
]


@pytest.mark.parametrize(("args", "rel"), CASES, ids=[" ".join(a) for a, _ in CASES])
def test_a_linked_file_stays_a_link_and_its_mode_stays(rg, tmp_path, args, rel):
    home = tmp_path / "home"
    dotfiles = tmp_path / "dotfiles" / rel.replace("/", "_")
    dotfiles.parent.mkdir()
    dotfiles.write_text("" if rel.endswith(".toml") else '{\n  "theme": "dark"\n}\n')
    dotfiles.chmod(0o600)
    link = home / rel
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(os.path.relpath(dotfiles, link.parent))  # a relative link, as dotfile managers make
    before = dotfiles.read_bytes()

    rg("agent", "install", *args)
    assert link.is_symlink() and link.resolve() == dotfiles.resolve()
    assert "reflectgit" in dotfiles.read_text()  # written through the link
    assert stat.S_IMODE(dotfiles.stat().st_mode) == 0o600
    assert not [p for p in dotfiles.parent.iterdir() if p.name.endswith(".rgtmp")]

    rg("agent", "uninstall", *args)
    assert link.is_symlink() and dotfiles.read_bytes() == before
    assert stat.S_IMODE(dotfiles.stat().st_mode) == 0o600


def test_a_regular_files_mode_is_kept(rg, tmp_path):
    path = tmp_path / "home" / ".claude.json"
    path.write_text(json.dumps({"oauthAccount": {"emailAddress": "a@b.c"}}, indent=2) + "\n")
    path.chmod(0o600)
    rg("agent", "install", "mcp", "--client", "claude", "--user")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and not path.is_symlink()
    assert json.loads(path.read_text())["oauthAccount"] == {"emailAddress": "a@b.c"}


@pytest.mark.parametrize("harness", ["codex", "gemini", "claude"])
def test_hooks_at_two_scopes_are_named_at_install_and_in_status(rg, tmp_path, harness):
    """review20: Codex and Gemini CLI run the matching hooks of every file, so hooks at --user and
    --project inject the context twice per prompt; install and status say so (Claude's did)."""
    first = rg("agent", "install", harness, "--user")
    assert "also in" not in first.stderr
    second = rg("agent", "install", harness)  # the project's file too
    assert "runs both" in second.stderr and f"agent uninstall {harness} --user" in second.stderr
    status = rg("agent", "status", harness)
    assert "runs both" in status.stderr
    assert list(rg.json("agent", "status", harness, "--user")["also"]) == ["project"]
    rg("agent", "uninstall", harness, "--user")
    assert "runs both" not in rg("agent", "status", harness).stderr


@pytest.mark.parametrize(("harness", "rel"), [("claude", ".claude/settings.json"), ("codex", ".codex/hooks.json"),
                                              ("gemini", ".gemini/settings.json")])
def test_a_users_own_reflectgit_hook_is_theirs(rg, tmp_path, harness, rel):
    """review20: a hand-written `~/bin/reflectgit agent hook SessionStart` under matcher `startup`
    counted as ours: install replaced it (losing the matcher) and uninstall deleted it."""
    path = tmp_path / rel
    path.parent.mkdir()
    theirs = {"hooks": {"SessionStart": [{"matcher": "startup", "hooks": [
        {"type": "command", "command": "~/bin/reflectgit agent hook SessionStart", "timeout": 5}]}]}}
    path.write_text(json.dumps(theirs, indent=2) + "\n")
    before = path.read_bytes()
    rg("agent", "install", harness)
    groups = json.loads(path.read_text())["hooks"]["SessionStart"]
    assert groups[0] == theirs["hooks"]["SessionStart"][0] and len(groups) == 2  # theirs as written, ours after
    rg("agent", "uninstall", harness)
    assert path.read_bytes() == before


@pytest.mark.parametrize("args", [("codex",), ("gemini",), ("claude",), ("mcp", "--client", "cursor"),
                                  ("mcp", "--client", "gemini"), ("mcp", "--client", "codex"), ("codex", "--user")],
                         ids=" ".join)
def test_install_then_uninstall_leaves_no_file_where_there_was_none(rg, tmp_path, args):
    """review20: install + uninstall left `{}` (and a new folder) where no file existed."""
    def tree() -> set[str]:
        rels = (p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*"))
        return {r for r in rels if not r.startswith(("home/.local", "kb"))}  # our record of what install made
    before = tree()
    rg("agent", "install", *args)
    assert tree() != before
    rg("agent", "uninstall", *args)
    assert tree() == before


def test_a_file_the_user_had_stays_even_empty(rg, tmp_path):
    path = tmp_path / ".cursor" / "mcp.json"
    path.parent.mkdir()
    path.write_text("{}\n")
    rg("agent", "install", "mcp", "--client", "cursor")
    rg("agent", "uninstall", "mcp", "--client", "cursor")
    assert path.read_text() == "{}\n"


@pytest.mark.parametrize(("args", "rel"), [(("codex",), ".codex/hooks.json"), (("gemini",), ".gemini/settings.json"),
                                           (("mcp", "--client", "cursor"), ".cursor/mcp.json"),
                                           (("mcp", "--client", "claude"), ".mcp.json")], ids=lambda a: str(a))
def test_the_users_formatting_is_kept_where_their_entries_did_not_change(rg, tmp_path, args, rel):
    """review20: a compact one-line file was reflowed and `"caf\\u00e9"` became `"café"` (the file
    also held a raw non-ASCII letter). Only what install adds is written anew, in the file's style."""
    path = tmp_path / rel
    path.parent.mkdir(exist_ok=True)
    text = ('{"theme":"caf\\u00e9","note":"naïve","hooks":{"Stop":[{"hooks":[{"type":"command","command":"x"}]}]},'
            '"mcpServers":{"gh":{"command":"gh","args":["mcp"]}}}\n')
    path.write_text(text)
    rg("agent", "install", *args)
    after = path.read_text()
    assert after.count("\n") == 1 and after.startswith('{"theme":"caf\\u00e9","note":"naïve","hooks":{"Stop":[{')
    assert "reflectgit" in after
    rg("agent", "uninstall", *args)
    assert path.read_text() == text
