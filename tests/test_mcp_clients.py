"""`agent install|uninstall mcp --client X`: each client's own file, the user's other servers kept."""

from __future__ import annotations

import json
import os
import sys
import tomllib
from pathlib import Path

import pytest

THEIRS = {"github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"],
                     "env": {"GITHUB_TOKEN": "ghp_x"}},
          "fs": {"command": "uvx", "args": ["mcp-server-filesystem", "/srv/dataé"]}}


def _json_file(path: Path, extra: dict, indent) -> bytes:
    data = {**extra, "mcpServers": THEIRS}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=indent, ensure_ascii=False) + "\n", encoding="utf-8")
    return path.read_bytes()


CASES = [
    ("claude", "--project", ".mcp.json", {}, 2),
    ("claude", "--user", "home/.claude.json", {"numStartups": 12, "projects": {"/x": {"allowedTools": []}}}, 2),
    ("cursor", "--project", ".cursor/mcp.json", {}, 4),
    ("cursor", "--user", "home/.cursor/mcp.json", {}, 2),
    ("gemini", "--project", ".gemini/settings.json", {"theme": "GitHub", "checkpointing": {"enabled": True}}, 2),
    ("gemini", "--user", "home/.gemini/settings.json", {"selectedAuthType": "oauth-personal"}, "\t"),
]


@pytest.mark.parametrize("client,scope,rel,extra,indent", CASES)
def test_json_clients_keep_the_users_servers(rg, tmp_path, client, scope, rel, extra, indent):
    path = tmp_path / rel
    before = _json_file(path, extra, indent)
    out = rg.json("agent", "install", "mcp", "--client", client, scope)
    assert Path(out["config"]) == path
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["mcpServers"]["github"] == THEIRS["github"] and data["mcpServers"]["fs"] == THEIRS["fs"]
    assert {k: v for k, v in data.items() if k != "mcpServers"} == extra
    ours = data["mcpServers"]["reflectgit"]
    assert ours["args"][-1] == "mcp" and ours["command"] in ("reflectgit", "python3", sys.executable)
    rg("agent", "install", "mcp", "--client", client, scope)  # again: still one entry, nothing else moved
    assert list(json.loads(path.read_text())["mcpServers"]) == ["github", "fs", "reflectgit"]
    out = rg.json("agent", "uninstall", "mcp", "--client", client, scope)
    assert out["removed"] is True
    assert path.read_bytes() == before  # byte for byte


def test_json_install_into_a_missing_file_and_back(rg, tmp_path):
    rg("agent", "install", "mcp", "--client", "cursor")
    path = tmp_path / ".cursor" / "mcp.json"
    assert list(json.loads(path.read_text())["mcpServers"]) == ["reflectgit"]
    rg("agent", "uninstall", "mcp", "--client", "cursor")
    assert not path.parent.exists()  # what install created goes again (review20: it left `{}`)


def test_a_settings_file_with_comments_is_left_alone_with_what_to_add_by_hand(rg, tmp_path):
    """Gemini CLI reads settings.json with // comments; rewriting it would drop them (review10)."""
    path = tmp_path / ".gemini" / "settings.json"
    path.parent.mkdir()
    text = '{\n  // my theme\n  "theme": "GitHub"\n}\n'
    path.write_text(text)
    r = rg("agent", "install", "mcp", "--client", "gemini", expect=2)
    assert "has comments" in r.output and '"mcpServers" by hand' in r.output and '"reflectgit": {"command"' in r.output
    assert path.read_text() == text


def test_invalid_json_is_refused_untouched(rg, tmp_path):
    path = tmp_path / ".mcp.json"
    path.write_text('{"mcpServers": {,}')
    r = rg("agent", "install", "mcp", "--client", "claude", expect=2)
    assert "not valid JSON" in r.output and path.read_text() == '{"mcpServers": {,}'


CODEX = """\
# my codex config
model = "o4-mini"
approval_policy = "on-request"

[mcp_servers.github]
command = "npx"
args = ["-y", "@modelcontextprotocol/server-github"]

[mcp_servers.github.env]
GITHUB_TOKEN = "ghp_x"  # keep this comment

[profiles.fast]
model = "gpt-4.1-mini"
"""


@pytest.mark.parametrize("text", [CODEX, CODEX.rstrip("\n"), ""])
def test_codex_toml_table_only(rg, tmp_path, text):
    path = tmp_path / "home" / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text(text)
    out = rg.json("agent", "install", "mcp", "--client", "codex", "--user")
    assert Path(out["config"]) == path
    after = path.read_text()
    data = tomllib.loads(after)
    assert data["mcp_servers"]["reflectgit"] == out["entry"]
    assert {"REFLECTGIT_HOME", "REFLECTGIT_PG_DSN", "REFLECTGIT_WORKSPACE"} <= set(out["entry"]["env_vars"])
    theirs = tomllib.loads(text)
    assert {k: v for k, v in data.items() if k != "mcp_servers"} == {k: v for k, v in theirs.items()
                                                                   if k != "mcp_servers"}
    if text:
        assert after.startswith(text)  # the user's lines are untouched; ours is appended
        assert data["mcp_servers"]["github"] == theirs["mcp_servers"]["github"]
    rg("agent", "install", "mcp", "--client", "codex", "--user")
    assert path.read_text() == after  # idempotent
    out = rg.json("agent", "uninstall", "mcp", "--client", "codex", "--user")
    assert out["removed"] is True
    assert path.read_text() == (text if text.endswith("\n") or not text else text + "\n")  # a final newline is added


def test_codex_table_in_the_middle_is_replaced_in_place(rg, tmp_path):
    path = tmp_path / "home" / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    text = ('model = "o3"\n\n[mcp_servers.reflectgit]\ncommand = "old"\nargs = []\n\n'
            '[mcp_servers.reflectgit.env]\nX = "1"\n\n[mcp_servers.other]\ncommand = "other"\n')
    path.write_text(text)
    rg("agent", "install", "mcp", "--client", "codex")
    after = path.read_text()
    data = tomllib.loads(after)
    ours = data["mcp_servers"]["reflectgit"]
    assert ours["command"] != "old" and ours["env"] == {"X": "1"}  # command and args are ours; the rest stays
    assert after.index("[mcp_servers.reflectgit]") < after.index("[mcp_servers.other]")
    assert data["mcp_servers"]["other"] == {"command": "other"} and data["model"] == "o3"
    rg("agent", "uninstall", "mcp", "--client", "codex")  # the user's own table comes back (review20)
    assert tomllib.loads(path.read_text()) == tomllib.loads(text)
    assert path.read_text().index("[mcp_servers.reflectgit]") < path.read_text().index("[mcp_servers.other]")


def test_codex_inline_form_is_refused(rg, tmp_path):
    path = tmp_path / "home" / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    text = '[mcp_servers]\nreflectgit = { command = "x", args = [] }\n'
    path.write_text(text)
    r = rg("agent", "install", "mcp", "--client", "codex", expect=2)
    assert "by hand" in r.output and path.read_text() == text


def test_the_command_is_portable(rg, tmp_path, monkeypatch):
    from reflectgit.mcp_clients import server_command

    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "python3").write_text("#!/bin/sh\n")  # a python3 that imports reflectgit
    (bindir / "python3").chmod(0o755)
    monkeypatch.setenv("PATH", str(bindir))
    entry, note = server_command()
    assert entry == {"command": "python3", "args": ["-m", "reflectgit", "mcp"]} and "PATH" in note
    exe = bindir / "reflectgit"
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    monkeypatch.setenv("PATH", str(bindir))
    entry, note = server_command("/k b")
    assert entry == {"command": "reflectgit", "args": ["--kb", "/k b", "mcp"]}
    assert note is not None and "every teammate" in note  # who needs what on PATH, said once
    assert os.sep not in server_command()[0]["command"]


PERSONAL = [("codex", (), "home/.codex/config.toml"), ("claude", ("--user",), "home/.claude.json"),
            ("gemini", ("--user",), "home/.gemini/settings.json"), ("cursor", ("--user",), "home/.cursor/mcp.json")]



def _activated_venv(tmp_path: Path, monkeypatch) -> None:
    """A shell with a virtualenv activated whose bin/ holds a `reflectgit`, as the README's install leaves it."""
    venv_bin = tmp_path / "venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "reflectgit").write_text("#!/bin/sh\nexit 0\n")
    (venv_bin / "reflectgit").chmod(0o755)
    monkeypatch.setenv("VIRTUAL_ENV", str(tmp_path / "venv"))
    monkeypatch.setenv("PATH", f"{venv_bin}{os.pathsep}{os.environ['PATH']}")

@pytest.mark.parametrize("client,scope,rel", PERSONAL)
def test_a_personal_config_written_from_an_activated_venv_starts_from_any_shell(rg, tmp_path, monkeypatch,
                                                                               client, scope, rel):
    """review (misc1): the README has you activate the venv; `agent install mcp --client codex` then
    wrote `command = "reflectgit"` into ~/.codex/config.toml, found on the venv's PATH, and a new
    shell's Codex could not start it. A personal file gets this install's absolute command."""
    import subprocess

    _activated_venv(tmp_path, monkeypatch)
    out = rg.json("agent", "install", "mcp", "--client", client, *scope)
    path = tmp_path / rel
    text = path.read_text()
    written = (tomllib.loads(text)["mcp_servers"] if client == "codex" else json.loads(text)["mcpServers"])["reflectgit"]
    assert written["command"] == sys.executable and written["args"] == ["-m", "reflectgit", "mcp"]
    assert os.path.isabs(written["command"]) and "note" not in out
    # a new shell: the venv is not on PATH; the written command still starts reflectgit
    bare = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"} | {"PATH": "/usr/bin:/bin"}
    argv = [written["command"], *written["args"][:-1], "--version"]
    assert subprocess.run(argv, env=bare, capture_output=True, text=True).returncode == 0


def test_a_shared_project_config_stays_portable_and_says_teammates_need_reflectgit(rg, tmp_path, monkeypatch):
    _activated_venv(tmp_path, monkeypatch)  # and `reflectgit` on every shell's PATH too (pipx)
    r = rg("agent", "install", "mcp", "--client", "claude")
    assert json.loads((tmp_path / ".mcp.json").read_text())["mcpServers"]["reflectgit"]["command"] == "reflectgit"
    notes = [ln for ln in r.output.splitlines() if ln.startswith("note:")]
    assert len(notes) == 1 and "every teammate" in notes[0] and "--user" in notes[0]


def test_a_shared_project_config_only_an_activated_venv_could_start_is_refused(rg, kb, tmp_path, monkeypatch):
    """review30: from the README's activated venv, `.mcp.json` got the bare `reflectgit`, which a
    client started from a desktop launcher cannot run. Nothing portable starts reflectgit outside
    the venv here: exit 2, nothing written, and the line names `--user`, which works."""
    _activated_venv(tmp_path, monkeypatch)
    fake = tmp_path / "fakebin"
    fake.mkdir()
    (fake / "python3").write_text("#!/bin/sh\nexit 1\n")  # the system's python3, without reflectgit
    (fake / "python3").chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path / 'venv' / 'bin'}{os.pathsep}{fake}")
    for client, rel in (("claude", ".mcp.json"), ("cursor", ".cursor/mcp.json"), ("gemini", ".gemini/settings.json")):
        r = rg("agent", "install", "mcp", "--client", client, expect=2)
        assert f"{tmp_path / rel}: field '--project'" in r.stderr and "only in the activated virtualenv" in r.stderr
        assert f"agent install mcp --client {client} --user`" in r.stderr and not (tmp_path / rel).exists()
        out = rg.json("agent", "install", "mcp", "--client", client, "--user")
        assert out["entry"]["command"] == sys.executable


def test_a_personal_config_without_reflectgit_on_path_gets_this_installs_interpreter(rg, tmp_path, monkeypatch):
    """review10: `python3 -m reflectgit mcp` in ~/.codex/config.toml, where that python3 has no
    reflectgit: the server never started. A user's own file may name this machine's interpreter."""
    import sys

    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    out = rg.json("agent", "install", "mcp", "--client", "codex")
    assert out["entry"]["command"] == sys.executable and "note" not in out
    assert tomllib.loads(Path(out["config"]).read_text())["mcp_servers"]["reflectgit"]["command"] == sys.executable
    rg("agent", "install", "mcp", "--client", "cursor", expect=2)  # a project file: nothing portable starts here
    assert not (tmp_path / ".cursor").exists()


def test_claude_hooks_still_install_and_client_needs_mcp(rg, tmp_path):
    rg("agent", "install", "claude")
    assert (tmp_path / ".claude" / "settings.json").exists()
    r = rg("agent", "install", "mcp", expect=2)
    assert "--client" in r.output
    r = rg("agent", "install", "claude", "--client", "codex", expect=2)
    assert "--client" in r.output


def test_unknown_scope_is_refused(tmp_path):
    from reflectgit.errors import KBError
    from reflectgit.mcp_clients import install

    with pytest.raises(KBError, match="--project or --user"):
        install("claude", "local", tmp_path)
    assert not (tmp_path / ".mcp.json").exists()


def test_doctor_names_a_wired_command_that_cannot_start_reflectgit(rg, kb, tmp_path, monkeypatch):
    """review10: a Codex entry whose python3 has no reflectgit, a hook naming a venv since deleted:
    the agent got nothing and `doctor` said healthy."""
    import os

    fake = tmp_path / "fakebin"
    fake.mkdir()
    (fake / "python3").write_text("#!/bin/sh\nexit 1\n")  # a python3 without reflectgit
    (fake / "python3").chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake}{os.pathsep}{os.environ['PATH']}")
    codex = tmp_path / "home" / ".codex" / "config.toml"
    codex.parent.mkdir(parents=True)
    codex.write_text('[mcp_servers.reflectgit]\ncommand = "python3"\nargs = ["-m", "reflectgit", "mcp"]\n')
    settings = tmp_path / ".claude" / "settings.local.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps({"hooks": {"SessionStart": [{"hooks": [
        {"type": "command", "command": "/gone/venv/bin/python -m reflectgit agent hook SessionStart"}]}]}}))
    found = {f["path"]: f for f in rg.json("doctor")["findings"] if f["field"] == "command"}
    assert "cannot import reflectgit" in found[str(codex)]["message"]
    assert "--client codex" in found[str(codex)]["fix"]
    assert "/gone/venv/bin/python is not there" in found[str(settings)]["message"]
    rg("agent", "install", "mcp", "--client", "codex")  # this install's interpreter now
    rg("agent", "uninstall", "claude", "--local")
    assert not [f for f in rg.json("doctor")["findings"] if f["field"] == "command"]


def test_codex_install_keeps_what_the_user_added_to_our_table(rg, tmp_path):
    """review11: reinstalling dropped the user's env_vars, startup_timeout_sec and the env table
    that pointed reflectgit at another KB."""
    path = tmp_path / "home" / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text('[mcp_servers.reflectgit]\ncommand = "reflectgit"\nargs = ["mcp"]\nenv_vars = ["MY_TOKEN"]\n'
                    'startup_timeout_sec = 20\n\n[mcp_servers.reflectgit.env]\nREFLECTGIT_HOME = "/data/kb"\n')
    out = rg.json("agent", "install", "mcp", "--client", "codex")
    ours = tomllib.loads(path.read_text())["mcp_servers"]["reflectgit"]
    assert ours == out["entry"] and ours["startup_timeout_sec"] == 20 and ours["env"] == {"REFLECTGIT_HOME": "/data/kb"}
    assert ours["env_vars"][0] == "MY_TOKEN" and "REFLECTGIT_PG_DSN" in ours["env_vars"]
    again = path.read_text()
    rg("agent", "install", "mcp", "--client", "codex")
    assert path.read_text() == again  # idempotent


CUSTOM = {"command": "/opt/custom/reflectgit", "args": ["--kb", "/data/kb", "mcp"],
          "env": {"REFLECTGIT_HOME": "/data/kb"}, "timeout": 30000}


@pytest.mark.parametrize("client,scope,rel", [("claude", "--project", ".mcp.json"),
                                              ("claude", "--user", "home/.claude.json"),
                                              ("cursor", "--project", ".cursor/mcp.json"),
                                              ("gemini", "--user", "home/.gemini/settings.json")])
def test_a_second_install_keeps_the_users_kb_env_and_keys(rg, tmp_path, client, scope, rel):
    """review18: a second install turned the user's entry into `reflectgit mcp`: the agent
    silently read another KB. Their --kb, env and other keys stay; what changed is said."""
    path = tmp_path / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"mcpServers": {"reflectgit": CUSTOM}}, indent=2) + "\n")
    r = rg("agent", "install", "mcp", "--client", client, scope)
    ours = json.loads(path.read_text())["mcpServers"]["reflectgit"]
    assert ours["args"][-3:] == ["--kb", "/data/kb", "mcp"]
    assert ours["env"] == CUSTOM["env"] and ours["timeout"] == 30000
    assert list(ours)[:2] == ["command", "args"]  # their order
    assert "/opt/custom/reflectgit" in r.stderr and "command" in r.stderr  # the command we replaced is said
    again = path.read_bytes()
    r = rg("agent", "install", "mcp", "--client", client, scope)
    assert path.read_bytes() == again  # nothing changed; what was kept is said, and how to use the default KB
    assert r.stderr.startswith("reflectgit: kept --kb /data/kb") and r.stderr.count("\n") == 1


def test_a_new_kb_replaces_theirs_and_says_so(rg, kb, tmp_path):
    path = tmp_path / ".cursor" / "mcp.json"
    path.parent.mkdir()
    path.write_text(json.dumps({"mcpServers": {"reflectgit": CUSTOM}}))
    r = rg("--kb", str(kb), "agent", "install", "mcp", "--client", "cursor")
    ours = json.loads(path.read_text())["mcpServers"]["reflectgit"]
    assert ours["args"][-3:] == ["--kb", str(kb), "mcp"] and ours["env"] == CUSTOM["env"]
    assert "/data/kb" in r.stderr and "REFLECTGIT_HOME" in r.stderr


def test_codex_reinstall_keeps_the_users_kb(rg, tmp_path):
    path = tmp_path / "home" / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text('[mcp_servers.reflectgit]\ncommand = "/opt/custom/reflectgit"\nargs = ["--kb", "/data/kb", "mcp"]\n')
    r = rg("agent", "install", "mcp", "--client", "codex")
    ours = tomllib.loads(path.read_text())["mcp_servers"]["reflectgit"]
    assert ours["args"][-3:] == ["--kb", "/data/kb", "mcp"] and "/opt/custom/reflectgit" in r.stderr


def test_kb_is_written_absolute_and_must_be_a_kb(rg, kb, tmp_path):
    """review18: `--kb ../../bigkb` went into a shared config as typed (it then depends on the
    client's folder), and `--kb ~/nonexistent-kb` was written with rc 0."""
    work = tmp_path / "a" / "b"
    work.mkdir(parents=True)
    os.chdir(work)
    rel = os.path.relpath(kb, work)
    rg("--kb", rel, "agent", "install", "mcp", "--client", "cursor")
    args = json.loads((work / ".cursor" / "mcp.json").read_text())["mcpServers"]["reflectgit"]["args"]
    assert args[-3:] == ["--kb", str(kb), "mcp"]
    r = rg("--kb", "~/nonexistent-kb", "agent", "install", "mcp", "--client", "gemini", expect=2)
    assert "nonexistent-kb" in r.output and not (work / ".gemini").exists()
    r = rg("--kb", str(tmp_path), "agent", "install", "mcp", "--client", "codex", expect=2)
    assert "not a" in r.output and not (tmp_path / "home" / ".codex").exists()


def test_agent_status_mcp_shows_each_clients_wiring_and_doctor_names_another_kb(rg, kb, tmp_path):
    """review18: `agent status mcp` failed with "'mcp' is not 'claude'"."""
    rows = rg.json("agent", "status", "mcp")
    assert {(r["client"], r["scope"]) for r in rows} == {("claude", "project"), ("claude", "user"), ("codex", "user"),
                                                        ("cursor", "project"), ("cursor", "user"),
                                                        ("gemini", "project"), ("gemini", "user")}
    assert not any(r["wired"] for r in rows)
    rg("--kb", str(kb), "agent", "install", "mcp", "--client", "cursor")
    other = tmp_path / ".mcp.json"
    other.write_text(json.dumps({"mcpServers": {"reflectgit": CUSTOM}}))
    rows = {(r["client"], r["scope"]): r for r in rg.json("agent", "status", "mcp")}
    assert rows[("cursor", "project")]["wired"] and rows[("cursor", "project")]["kb"] == str(kb)
    assert rows[("claude", "project")]["command"][0] == "/opt/custom/reflectgit"
    text = rg("agent", "status", "mcp", "--client", "claude").output
    assert "/data/kb" in text and "not wired" in text  # the project's entry and the user's missing one
    found = [f for f in rg.json("doctor")["findings"] if f["field"] == "kb"]
    assert [f["path"] for f in found] == [str(other)] and "/data/kb" in found[0]["message"]
    rg("agent", "status", "claude", "--client", "cursor", expect=2)


def test_doctor_checks_codex_and_gemini_hook_commands(rg, kb, tmp_path):
    hooks = tmp_path / ".codex" / "hooks.json"
    hooks.parent.mkdir()
    hooks.write_text(json.dumps({"hooks": {"Stop": [{"hooks": [
        {"type": "command", "command": "/gone/venv/bin/python -m reflectgit agent hook Stop"}]}]}}))
    found = {f["path"]: f for f in rg.json("doctor")["findings"] if f["field"] == "command"}
    assert "/gone/venv/bin/python is not there" in found[str(hooks)]["message"]
    assert "agent install codex" in found[str(hooks)]["fix"]


@pytest.mark.parametrize(("client", "rel"), [("claude", ".mcp.json"), ("cursor", ".cursor/mcp.json"),
                                             ("codex", "home/.codex/config.toml")])
def test_uninstall_gives_the_users_own_entry_back(rg, tmp_path, client, rel):
    """review20: a user's own `reflectgit` entry (env FOO, timeout 9) was kept on install but deleted
    whole on uninstall. Now it comes back as it was; without the record, it stays and is named."""
    path = tmp_path / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    theirs = {"command": "/opt/rg/bin/reflectgit", "args": ["mcp"], "env": {"FOO": "1"}, "timeout": 9}
    if client == "codex":
        path.write_text('[mcp_servers.reflectgit]\ncommand = "/opt/rg/bin/reflectgit"\nargs = ["mcp"]\n'
                        'timeout = 9\n\n[mcp_servers.reflectgit.env]\nFOO = "1"\n')
    else:
        path.write_text(json.dumps({"mcpServers": {"reflectgit": theirs}}, indent=2) + "\n")
    before = path.read_bytes()
    args = ("mcp", "--client", client) + (("--user",) if client == "codex" else ())
    rg("agent", "install", *args)
    assert path.read_bytes() != before
    r = rg("agent", "uninstall", *args)
    assert "back as it was" in r.output
    if client == "codex":
        import tomllib

        assert tomllib.loads(path.read_text())["mcp_servers"]["reflectgit"] == theirs
    else:
        assert path.read_bytes() == before
    rg("agent", "install", *args)
    (tmp_path / "home" / ".local" / "state" / "reflectgit" / "mcp-entries.json").unlink()  # another machine
    r = rg("agent", "uninstall", *args)
    assert "stays" in r.output and "reflectgit" in path.read_text()


def test_agent_status_mcp_names_a_personal_entry_an_earlier_version_left(rg, kb, tmp_path, monkeypatch):
    """upgrade review: entries an earlier version wrote into personal configs run the bare
    `reflectgit` (which a new shell without the venv lacks) and `agent status` said nothing."""
    import os

    monkeypatch.setenv("PATH", "/usr/bin:/bin")  # no `reflectgit` on PATH
    config = Path(os.environ["HOME"]) / ".codex" / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text('[mcp_servers.reflectgit]\ncommand = "reflectgit"\nargs = ["mcp"]\n')
    text = rg("agent", "status", "mcp", "--client", "codex").output
    assert "outdated" in text and "agent install mcp --client codex" in text, text
    rg("agent", "install", "mcp", "--client", "codex")
    assert "outdated" not in rg("agent", "status", "mcp", "--client", "codex").output


def test_an_install_that_names_no_kb_says_it_kept_the_entrys_and_how_to_use_the_default(rg, kb, tmp_path):
    """review: `--kb ~/other agent install mcp --client codex`, then `agent install mcp --client codex`
    printed "wired ... --kb /.../other mcp" and nothing else: the user meant the default KB again."""
    other = tmp_path / "other"
    rg("init", str(other))
    rg("--kb", str(other), "agent", "install", "mcp", "--client", "codex")
    path = tmp_path / "home" / ".codex" / "config.toml"
    r = rg("agent", "install", "mcp", "--client", "codex")
    assert tomllib.loads(path.read_text())["mcp_servers"]["reflectgit"]["args"][-3:] == ["--kb", str(other), "mcp"]
    said = r.stderr.strip().splitlines()
    assert len(said) == 1 and str(other) in said[0] and str(path) in said[0] and "kept" in said[0]
    assert "`reflectgit agent install mcp --client codex --default-kb`" in said[0] and "REFLECTGIT_HOME" in said[0]
    assert rg.json("agent", "install", "mcp", "--client", "codex")["kept_kb"] == str(other)
    r = rg("agent", "install", "mcp", "--client", "codex", "--default-kb")  # the advice, pasted
    args = tomllib.loads(path.read_text())["mcp_servers"]["reflectgit"]["args"]
    assert "--kb" not in args and args[-1] == "mcp" and "kept" not in r.stderr
    assert rg("agent", "install", "mcp", "--client", "codex").stderr == ""  # nothing kept, nothing to say
    # a personal JSON config: the advice names its scope
    rg("--kb", str(other), "agent", "install", "mcp", "--client", "cursor", "--user")
    said = rg("agent", "install", "mcp", "--client", "cursor", "--user").stderr
    assert "`reflectgit agent install mcp --client cursor --user --default-kb`" in said
    rg("agent", "install", "mcp", "--client", "cursor", "--user", "--default-kb")
    entry = json.loads((tmp_path / "home" / ".cursor" / "mcp.json").read_text())["mcpServers"]["reflectgit"]
    assert "--kb" not in entry["args"]
    refused = rg("--kb", str(other), "agent", "install", "mcp", "--client", "cursor", "--default-kb", expect=2)
    assert "--default-kb" in refused.output and "--kb" in refused.output


def test_an_mcp_client_given_as_a_harness_is_told_the_command_that_wires_it(rg, tmp_path):
    """review30: `agent install cursor` said only "'cursor' is not one of 'gemini', 'codex', 'claude',
    'mcp'"; it names `agent install mcp --client cursor`, which works, and writes nothing itself."""
    for command in ("install", "uninstall", "status"):
        r = rg("agent", command, "cursor", expect=2)
        assert f"'cursor' is an MCP client, not a harness with hooks: use `reflectgit agent {command} mcp --client " \
               "cursor`" in r.output
    assert not (tmp_path / ".cursor").exists()
    rg("agent", "install", "mcp", "--client", "cursor")
    assert "reflectgit" in json.loads((tmp_path / ".cursor" / "mcp.json").read_text())["mcpServers"]
    assert "is not one of" in rg("agent", "install", "vim", expect=2).output  # any other name: as before
