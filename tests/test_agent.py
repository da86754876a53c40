"""Claude Code integration through its real entry points: settings merged and restored, hook
JSON on stdin, injection at session start and per prompt (never twice), capture at Stop."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest
from conftest import git, run_cli
from test_capture_session import SECRET, transcript

from reflectgit.kb import KB


def hook(event: str, payload: dict | str, cwd: Path, env: dict | None = None):
    stdin = payload if isinstance(payload, str) else json.dumps(payload)
    return run_cli("agent", "hook", event, cwd=cwd, input=stdin, env=env)


OLD = "/home/me/old-venv/bin/python -m reflectgit agent hook"  # what earlier versions wrote


def user_settings() -> dict:
    """A team's settings: their own hooks, one of them in the same matcher group and event as an
    old reflectgit entry, one that mentions reflectgit without being ours, plus that old install."""
    return {"model": "opus", "permissions": {"allow": ["Bash(make test)"]}, "hooks": {
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}],
        "PreToolUse": [{"matcher": "Bash",
                        "hooks": [{"type": "command", "command": "./scripts/guard.sh", "timeout": 5}]}],
        "UserPromptSubmit": [{"hooks": [
            {"type": "command", "command": f"{OLD} UserPromptSubmit", "timeout": 30},
            {"type": "command", "command": "echo \"$(date) reflectgit agent hook\" >> ~/prompts.log", "timeout": 3}]}],
        "PostToolUse": [{"matcher": "*",
                         "hooks": [{"type": "command", "command": f"{OLD} PostToolUse", "timeout": 30}]}],
    }}


def without_ours() -> dict:
    """The user's settings as they are with every reflectgit command taken out."""
    data = user_settings()
    del data["hooks"]["PostToolUse"]
    del data["hooks"]["UserPromptSubmit"][0]["hooks"][0]
    return data


def dumped(data: dict) -> str:
    return json.dumps(data, indent=2) + "\n"


def settings_file(code_repo: Path, name: str = "settings.json") -> Path:
    path = code_repo / ".claude" / name
    path.parent.mkdir(exist_ok=True)
    return path


def path_with(tmp_path: Path, monkeypatch, *programs: str) -> None:
    """PATH holds only these (fake) programs."""
    bin_dir = tmp_path / "fakebin"
    bin_dir.mkdir(exist_ok=True)
    for name in programs:
        (bin_dir / name).write_text("#!/bin/sh\nexit 0\n")
        (bin_dir / name).chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))


def test_shared_settings_get_a_portable_command_and_keep_the_users_hooks(rg, kb, code_repo, tmp_path, monkeypatch):
    monkeypatch.chdir(code_repo)
    path_with(tmp_path, monkeypatch, "reflectgit")
    settings = settings_file(code_repo)
    settings.write_text(dumped(user_settings()))
    out = rg.json("agent", "install", "claude")
    text = settings.read_text()
    assert sys.executable not in text and "old-venv" not in text and "/bin/python" not in text
    data = json.loads(text)
    mine = without_ours()
    assert data["model"] == mine["model"] and data["permissions"] == mine["permissions"]
    for event, groups in mine["hooks"].items():  # every one of the user's groups, byte for byte, in place
        assert [json.dumps(g) for g in data["hooks"][event][:len(groups)]] == [json.dumps(g) for g in groups]
    for event in out["events"]:
        ours = [g for g in data["hooks"][event] if g not in mine["hooks"].get(event, [])]
        assert ours == [{"hooks": [{"type": "command", "command": f"reflectgit agent hook {event}", "timeout": 30}]}]
    assert "PostToolUse" not in data["hooks"]  # a hook that does nothing is not installed (and the old one went)
    assert len(out["notes"]) == 1 and "every teammate" in out["notes"][0]  # who needs `reflectgit` on PATH
    again = rg("agent", "install", "claude").output
    assert settings.read_text() == text and "already in" in again and "nothing changed" in again  # idempotent
    assert rg.json("agent", "status", "claude")["installed"] == sorted(out["events"])
    assert set(rg.json("agent", "uninstall", "claude")["removed"]) == set(out["events"])
    assert settings.read_text() == dumped(mine)  # only our commands went, the user's own in our old group stayed
    assert rg.json("agent", "uninstall", "claude")["removed"] == []
    assert settings.read_text() == dumped(mine)


def test_without_reflectgit_on_path_the_shared_command_is_python3_with_a_note(rg, kb, code_repo, tmp_path, monkeypatch):
    monkeypatch.chdir(code_repo)
    path_with(tmp_path, monkeypatch, "python3")  # a python3 that imports reflectgit
    result = rg("agent", "install", "claude")
    assert "python3 -m reflectgit agent hook <Event>" in result.stdout
    assert "note: `reflectgit` is not on PATH" in result.output and "--local" in result.output
    data = json.loads(settings_file(code_repo).read_text())
    assert data["hooks"]["Stop"] == [{"hooks": [{"type": "command", "command": "python3 -m reflectgit agent hook Stop",
                                                 "timeout": 30}]}]
    rg("agent", "uninstall", "claude")
    assert not (code_repo / ".claude").exists()  # install made the file and its folder (review20: `{}` stayed)


def python3_without_reflectgit(tmp_path: Path, monkeypatch, *programs: str) -> None:
    """PATH as the review's `PATH=/usr/bin:/bin` had it: a python3 that cannot import reflectgit,
    no `reflectgit`, and these (fake) programs."""
    path_with(tmp_path, monkeypatch, *programs)
    (tmp_path / "fakebin" / "python3").write_text("#!/bin/sh\nexit 1\n")
    (tmp_path / "fakebin" / "python3").chmod(0o755)


MINE = {"claude": "--local", "codex": "--user", "gemini": "--user"}
SHARED = {"claude": ".claude/settings.json", "codex": ".codex/hooks.json", "gemini": ".gemini/settings.json"}


def follow(rg, fix: str) -> list[str]:
    """Run the reflectgit commands a message gives in backquotes, as the user pastes them; the
    commands run (what follows `reflectgit` or `<python> -m reflectgit`)."""
    import re
    import shlex

    ran = []
    for quoted in re.findall(r"`([^`]+)`", fix):
        argv = shlex.split(quoted)
        if "agent" in argv and argv[0] in ("reflectgit", sys.executable):
            rest = argv[argv.index("agent"):]
            rg(*rest)
            ran.append(" ".join(rest))
    return ran


@pytest.mark.parametrize("harness", ["claude", "codex", "gemini"])
def test_a_shared_hooks_file_is_not_given_a_command_that_cannot_start(rg, kb, code_repo, tmp_path, monkeypatch,
                                                                      harness):
    """review30: with no `reflectgit` on PATH and a python3 that cannot import it, `agent install gemini`
    wrote `python3 -m reflectgit agent hook ...` into the shared file with exit 0 and a note. Nothing is
    written, exit 2, and the one line names the file, the field and the command that works (your own
    file, this install by its absolute path); following it leaves doctor with nothing to say."""
    monkeypatch.chdir(code_repo)
    python3_without_reflectgit(tmp_path, monkeypatch)
    r = rg("agent", "install", harness, expect=2)
    line = r.stderr.strip()
    assert len(line.splitlines()) == 1 and f"{code_repo / SHARED[harness]}: field '--project'" in line
    assert "python3 cannot import reflectgit" in line and "nothing written" in line
    assert f"`{sys.executable} -m reflectgit agent install {harness} {MINE[harness]}`" in line
    assert not (code_repo / SHARED[harness]).parent.exists() and not r.stdout
    assert follow(rg, line) == [f"agent install {harness} {MINE[harness]}"]
    assert not [f for f in rg.json("doctor")["findings"] if f["field"] == "command"]


@pytest.mark.parametrize("harness", ["claude", "codex", "gemini"])
def test_doctors_fix_for_a_shared_hook_that_cannot_start_fixes_it(rg, kb, code_repo, tmp_path, monkeypatch, harness):
    """review30: doctor said `python3 -m reflectgit agent hook ...` cannot import reflectgit and told
    to run `agent install gemini` with the same scope flag, which wrote the same command again. Its
    fix now is one that works: doing what it says leaves nothing to warn about. With `reflectgit` on
    PATH again, the same file's fix is the shared install, which now writes it."""
    monkeypatch.chdir(code_repo)
    python3_without_reflectgit(tmp_path, monkeypatch)
    shared = code_repo / SHARED[harness]
    shared.parent.mkdir()
    old = {"hooks": {"SessionStart": [{"hooks": [
        {"type": "command", "command": "python3 -m reflectgit agent hook SessionStart", "timeout": 30}]}]}}
    shared.write_text(json.dumps(old))  # as an earlier version wrote it
    found = [f for f in rg.json("doctor")["findings"] if f["field"] == "command"]
    assert [f["path"] for f in found] == [str(shared)] and "cannot import reflectgit" in found[0]["message"]
    assert "`reflectgit` on PATH" in found[0]["fix"]
    assert follow(rg, found[0]["fix"]) == [f"agent uninstall {harness} --project",
                                           f"agent install {harness} {MINE[harness]}"]
    assert not [f for f in rg.json("doctor")["findings"] if f["field"] == "command"]

    rg("agent", "uninstall", harness, MINE[harness])
    shared.parent.mkdir(exist_ok=True)
    shared.write_text(json.dumps(old))
    path_with(tmp_path, monkeypatch, "reflectgit")  # reflectgit on PATH (pipx), python3 still without it
    (tmp_path / "fakebin" / "python3").write_text("#!/bin/sh\nexit 1\n")
    found = [f for f in rg.json("doctor")["findings"] if f["field"] == "command"]
    assert len(found) == 1 and f"agent install {harness} --project`: it writes `reflectgit`" in found[0]["fix"]
    follow(rg, found[0]["fix"])
    assert not [f for f in rg.json("doctor")["findings"] if f["field"] == "command"]


@pytest.mark.parametrize("harness,scope,rel", [
    ("claude", "--project", "code/.claude/settings.json"), ("codex", "--project", "code/.codex/hooks.json"),
    ("gemini", "--project", "code/.gemini/settings.json"), ("claude", "--user", "home/.claude/settings.json"),
    ("codex", "--user", "home/.codex/hooks.json"), ("gemini", "--user", "home/.gemini/settings.json")])
def test_hooks_installed_from_an_activated_venv(rg, kb, code_repo, tmp_path, monkeypatch, harness, scope, rel):
    """review (misc1), review30: from an activated venv, the shared hooks got `reflectgit agent hook
    ...`, which a shell without the venv (an agent started from a desktop launcher) cannot run, and
    only a note said so. A shared file is refused when only the venv has reflectgit (exit 2, nothing
    written, the personal file named); a personal file runs this install by its absolute path."""
    monkeypatch.chdir(code_repo)
    path_with(tmp_path, monkeypatch, "reflectgit")
    monkeypatch.setenv("VIRTUAL_ENV", str(tmp_path))  # the fake bin folder is inside it
    if scope == "--project":
        r = rg("agent", "install", harness, scope, expect=2)
        assert "only in the activated virtualenv" in r.stderr and f"install {harness} {MINE[harness]}`" in r.stderr
        assert not (tmp_path / rel).exists()
        settings = tmp_path / rel
        settings.parent.mkdir(parents=True, exist_ok=True)  # written so by an earlier version: doctor says so
        settings.write_text(json.dumps({"hooks": {"SessionStart": [{"hooks": [
            {"type": "command", "command": "reflectgit agent hook SessionStart"}]}]}}))
        found = [f for f in rg.json("doctor")["findings"] if f["field"] == "command"]
        assert len(found) == 1 and "only in the activated virtualenv" in found[0]["message"]
        assert f"agent install {harness} {MINE[harness]}`" in found[0]["fix"]
        return
    r = rg("agent", "install", harness, scope)
    commands = [h["command"] for groups in json.loads((tmp_path / rel).read_text())["hooks"].values()
                for g in groups for h in g["hooks"]]
    assert commands and all(c.startswith(f"{sys.executable} -m reflectgit agent hook ") for c in commands)
    assert [ln for ln in r.stderr.splitlines() if "PATH" in ln] == []


def test_local_settings_are_personal_and_kept_out_of_git(rg, kb, code_repo, monkeypatch):
    monkeypatch.chdir(code_repo)
    shared = settings_file(code_repo)
    shared.write_text(dumped(without_ours()))
    local = settings_file(code_repo, "settings.local.json")
    out = rg.json("agent", "install", "claude", "--local")
    assert out["settings"] == str(local) and shared.read_text() == dumped(without_ours())
    data = json.loads(local.read_text())
    command = data["hooks"]["SessionStart"][0]["hooks"][0]["command"]
    assert command == f"{sys.executable} -m reflectgit agent hook SessionStart"
    assert any("info/exclude" in n for n in out["notes"])
    assert ".claude/settings.local.json" not in git("status", "--porcelain", "--untracked-files=all", cwd=code_repo)
    assert rg.json("agent", "install", "claude", "--local")["notes"] == []  # already ignored: not added twice
    exclude = (code_repo / ".git" / "info" / "exclude").read_text()
    assert exclude.count("/.claude/settings.local.json") == 1
    both = rg.json("agent", "install", "claude", "--project")
    assert any("also in" in n and str(local) in n for n in both["notes"])  # Claude Code would run both
    assert rg.json("agent", "status", "claude", "--local")["installed"]
    rg("agent", "uninstall", "claude", "--local")
    assert not local.exists() and rg.json("agent", "status", "claude")["installed"]


def test_kb_option_goes_into_the_hooks_and_they_read_that_kb(rg, code_repo, tmp_path, monkeypatch):
    """`--kb` was dropped: install wrote hooks that read ~/.reflectgit, and `--kb X agent hook`
    read it too (rc 0, nothing printed)."""
    import shlex
    import subprocess

    other = tmp_path / "kb2"
    rg("init", str(other))  # $REFLECTGIT_HOME names no KB: only --kb finds this one
    rg("--kb", str(other), "slot", "set", "style", "Answer tersely; show evidence.")
    monkeypatch.chdir(code_repo)
    start = json.dumps({"session_id": "s1", "cwd": str(code_repo), "hook_event_name": "SessionStart"})
    for n, argv in enumerate((["--kb", str(other), "agent", "hook", "SessionStart"],
                              ["agent", "hook", "SessionStart", "--kb", str(other)])):
        said = run_cli(*argv, cwd=code_repo, input=start.replace("s1", f"s{n + 2}"))  # a new session each
        assert "Answer tersely" in said.stdout, (argv, said.stderr)
    local = settings_file(code_repo, "settings.local.json")
    out = rg.json("--kb", "../kb2", "agent", "install", "claude", "--local")  # relative: written absolute
    command = json.loads(local.read_text())["hooks"]["SessionStart"][0]["hooks"][0]["command"]
    assert command == f"{sys.executable} -m reflectgit --kb {other} agent hook SessionStart" == \
        out["command"].replace("<Event>", "SessionStart")
    ran = subprocess.run(shlex.split(command), input=start.replace("s1", "s9"), capture_output=True, text=True,
                         cwd=code_repo)
    assert "Answer tersely" in json.loads(ran.stdout)["hookSpecificOutput"]["additionalContext"], ran.stderr
    assert rg.json("agent", "status", "claude", "--local")["installed"]
    rg("agent", "uninstall", "claude", "--local")
    assert not local.exists()  # recognised as ours, with its --kb
    shared = rg.json("--kb", str(other), "agent", "install", "codex")
    assert shared["command"].endswith(f"reflectgit --kb {other} agent hook <Event>")
    assert any(str(other) in n for n in shared["notes"])  # a shared file naming this machine's KB says so
    assert rg("agent", "uninstall", "codex").output.startswith(f"removed from {code_repo / '.codex' / 'hooks.json'}: ")
    refused = rg("--kb", str(tmp_path / "nowhere"), "agent", "install", "gemini", "--user", expect=2)
    assert refused.output.count("\n") == 1 and "nowhere" in refused.output
    assert not (tmp_path / "home" / ".gemini").exists()


@pytest.mark.slow
def test_session_start_and_prompt_injection_never_repeat(rg, kb, code_repo):
    rg("slot", "set", "style", "Answer tersely; show evidence.")
    project = "agents-in-a-box"
    rg("add", "--title", "Pin torch through constraints", "--rule", "Install torch with constraints.txt",
       "--project", project, "--branch", "main", "--confidence", "HIGH", "--tags", "torch,packaging")
    rg("add", "--title", "Redis pool exhaustion under burst load", "--rule", "Size the redis pool to peak concurrency",
       "--project", project, "--branch", "main", "--tags", "redis")
    rg("reindex")
    start = hook("SessionStart", {"session_id": "s1", "cwd": str(code_repo), "hook_event_name": "SessionStart"},
                 code_repo)
    assert start.returncode == 0, start.stderr
    out = json.loads(start.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "SessionStart"
    ctx = out["additionalContext"]
    assert ctx.index("Answer tersely") < ctx.index("Install torch with constraints.txt")
    again = hook("SessionStart", {"session_id": "s1", "cwd": str(code_repo)}, code_repo)
    assert again.returncode == 0 and again.stdout.strip() == ""  # nothing new for this session
    prompt = {"session_id": "s2", "cwd": str(code_repo), "prompt": "the redis pool runs out under burst load"}
    first = hook("UserPromptSubmit", prompt, code_repo)
    text = json.loads(first.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Size the redis pool to peak concurrency" in text
    second = hook("UserPromptSubmit", prompt, code_repo)
    assert second.stdout.strip() == ""
    off_topic = hook("UserPromptSubmit", {"session_id": "s3", "cwd": str(code_repo),
                                          "prompt": "best sourdough hydration for pizza"}, code_repo)
    assert off_topic.stdout.strip() == ""


def test_stop_captures_the_transcript(rg, kb, code_repo, tmp_path):
    path = transcript(tmp_path, code_repo)
    res = hook("Stop", {"session_id": "sess-abc", "transcript_path": str(path), "cwd": str(code_repo)}, code_repo,
               env={"REFLECTGIT_HOOK_FOREGROUND": "1"})
    assert res.returncode == 0 and res.stdout.strip() == ""
    notes = list(KB.open(kb).notes())
    assert notes and all(n["source"]["session"] == "sess-abc" for n in notes)
    assert not any(SECRET in p.read_text(errors="replace") for p in kb.rglob("*.md"))
    # the background path: a second session's Stop is drained without the foreground switch
    other = tmp_path / "other"
    other.mkdir()
    path2 = transcript(other, code_repo)
    path2.write_text(path2.read_text().replace("sess-abc", "sess-xyz").replace("httpx", "aiohttp"))
    hook("Stop", {"session_id": "sess-xyz", "transcript_path": str(path2), "cwd": str(code_repo)}, code_repo)
    deadline = time.time() + 60
    while time.time() < deadline:
        if any(n["source"].get("session") == "sess-xyz" for n in KB.open(kb).notes()):
            break
        time.sleep(0.3)
    else:
        raise AssertionError("background capture did not happen")


def test_a_broken_hook_call_never_fails_the_harness(rg, kb, code_repo):
    for event, payload in (("SessionStart", "{not json"), ("Stop", '{"transcript_path": "/nope.jsonl"}'),
                           ("UserPromptSubmit", "[]")):
        res = hook(event, payload, code_repo)
        assert res.returncode == 0 and res.stdout.strip() == "", (event, res.stdout, res.stderr)


def quiet_transcript(tmp_path: Path, cwd: Path) -> Path:
    from test_capture_session import rec

    lines = [
        rec("user", "Make the upload test reliable", session="sess-quiet", cwd=str(cwd)),
        rec("assistant", [{"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "pytest -q"}}],
            session="sess-quiet"),
        rec("user", [{"type": "tool_result", "tool_use_id": "t1", "content": "FAILED tests/test_upload.py::test_big\n1 failed"}],
            session="sess-quiet"),
        rec("user", "Never mock the storage client in the upload tests.", session="sess-quiet"),
        rec("assistant", [{"type": "tool_use", "id": "t2", "name": "TodoWrite", "input": {"todos": [
            {"content": "Rewrite the upload test against a local fake storage server", "status": "completed"}]}}],
            session="sess-quiet"),
    ]
    path = tmp_path / "quiet.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_idle_sweep_captures_a_quiet_session_with_speculative_notes(rg, kb, code_repo, tmp_path):
    import os

    path = quiet_transcript(tmp_path, code_repo)
    payload = {"session_id": "sess-quiet", "transcript_path": str(path), "cwd": str(code_repo), "prompt": "hi"}
    assert hook("UserPromptSubmit", payload, code_repo).returncode == 0  # the session is registered
    assert rg.json("drain") == [] and not list(KB.open(kb).notes())  # still active: not swept
    old = time.time() - 3600
    os.utime(path, (old, old))
    assert rg.json("drain", env={"REFLECTGIT_IDLE_SECONDS": "86400"}) == []  # knob: not quiet long enough
    # the next session's start sweeps the quiet one
    res = hook("SessionStart", {"session_id": "sess-next", "cwd": str(code_repo)}, code_repo,
               env={"REFLECTGIT_HOOK_FOREGROUND": "1"})
    assert res.returncode == 0
    notes = {n.get("type"): n for n in KB.open(kb).notes()}
    assert notes["correction"].get("speculative") is None and notes["correction"].confidence == 0.6
    todo = notes["todo-done"]
    assert todo["speculative"] is True and todo.confidence == 0.3 and "speculative" in todo.tags
    assert todo["source"]["session"] == "sess-quiet"
    assert rg.json("drain") == []  # swept once; again only if the transcript grows
    hits = rg.json("search", "rewrite the upload test against a fake storage server", "--all-branches",
                   "--project", "agents-in-a-box")["hits"]
    mine = next(h for h in hits if h["id"] == todo.id)
    assert mine["boosts"]["speculative"] == 0.8


def test_a_prompt_gets_no_leftovers_once_its_notes_were_shown(rg, kb, code_repo):
    """The relevant notes came at SessionStart; a later prompt about the same flake must not be
    padded with whatever else ranks next (each hit passes the gate's floors on its own)."""
    project = "agents-in-a-box"
    rg("add", "--title", "test_expired is flaky on slow CI runners", "--rule",
       "Patch time.time with monkeypatch instead of sleeping in timing tests", "--project", project,
       "--branch", "main", "--confidence", "HIGH", "--tags", "tests,flaky")
    rg("add", "--title", "base64 inflates payloads", "--rule", "Compress before base64-encoding large payloads",
       "--project", project, "--branch", "main")
    rg("reindex")
    session = {"session_id": "s-flake", "cwd": str(code_repo)}
    start = json.loads(hook("SessionStart", session, code_repo).stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Patch time.time" in start
    later = hook("UserPromptSubmit", {**session, "prompt": "test_expired fails about 1 in 5 runs on CI"}, code_repo)
    assert later.returncode == 0
    assert "base64" not in later.stdout  # not a leftover behind the notes already shown
    fresh = hook("UserPromptSubmit", {"session_id": "s-other", "cwd": str(code_repo),
                                      "prompt": "test_expired fails about 1 in 5 runs on CI"}, code_repo)
    assert "Patch time.time" in fresh.stdout and "base64" not in fresh.stdout


def test_session_start_leads_with_this_branchs_proven_rules(rg, kb, code_repo):
    project = "agents-in-a-box"
    git("checkout", "-q", "-b", "feat/cache", cwd=code_repo)
    rg("add", "--title", "Main-branch rule", "--rule", "A rule from main", "--project", project,
       "--branch", "main", "--confidence", "HIGH")
    rg("add", "--title", "Branch rule", "--rule", "Invalidate the cache on schema change", "--project", project,
       "--branch", "feat/cache", "--confidence", "MEDIUM")
    rg("reindex")
    out = hook("SessionStart", {"session_id": "s-branch", "cwd": str(code_repo)}, code_repo)
    ctx = json.loads(out.stdout)["hookSpecificOutput"]["additionalContext"]
    assert ctx.index("Invalidate the cache") < ctx.index("A rule from main")


def test_install_then_uninstall_leaves_a_committed_settings_file_as_it_was(rg, kb, code_repo, monkeypatch):
    """review9: a settings.json indented with 4 spaces came back reindented with 2, a diff in the
    team's repo though nothing of ours stayed."""
    monkeypatch.chdir(code_repo)
    settings = settings_file(code_repo)
    settings.parent.mkdir(parents=True, exist_ok=True)
    theirs = json.dumps({"model": "opus", "permissions": {"allow": ["Bash(npm test)"]}}, indent=4) + "\n"
    settings.write_text(theirs)
    rg("agent", "install", "claude")
    assert settings.read_text().startswith('{\n    "model"')  # ours written in the file's own style
    rg("agent", "uninstall", "claude")
    assert settings.read_text() == theirs
    crlf = json.dumps({"model": "caf\u00e9"}, indent=2).replace("\n", "\r\n").encode() + b"\r\n"
    settings.write_bytes(crlf)  # review11: CRLF and \u escapes came back as LF and the character
    rg("agent", "install", "claude")
    assert b"\r\n" in settings.read_bytes() and b"\n" not in settings.read_bytes().replace(b"\r\n", b"")
    rg("agent", "uninstall", "claude")
    assert settings.read_bytes() == crlf


def test_agent_status_says_which_kb_the_hooks_read_when_the_shell_exports_another(rg, kb, code_repo, tmp_path,
                                                                                 monkeypatch):
    """review: `agent status` named no KB: with REFLECTGIT_HOME exported, a user could not tell that
    hooks installed with --kb read that KB whatever the variable says, or that hooks naming none read
    the agent's own environment's (this shell's only for an agent started from it)."""
    monkeypatch.chdir(code_repo)
    other = tmp_path / "other-kb"
    rg("--kb", str(other), "init", str(other))
    rg("--kb", str(other), "agent", "install", "claude", "--user")  # REFLECTGIT_HOME names kb
    said = rg("agent", "status", "claude", "--user")
    assert (f"note: REFLECTGIT_HOME is exported in this shell ({kb}), but these hooks name --kb {other}: an agent "
            "started from this shell still reads and captures into that KB") in said.stderr
    assert rg.json("agent", "status", "claude", "--user")["kb"] == [str(other)]
    rg("agent", "install", "codex", "--user")  # names no KB: the agent's environment decides
    said = rg("agent", "status", "codex", "--user")
    default = tmp_path / "home" / ".reflectgit"
    assert (f"note: REFLECTGIT_HOME is exported in this shell: an agent started from it reads and captures into "
            f"{kb}; one started without it (from an IDE or a desktop launcher) into {default}") in said.stderr
    assert rg.json("agent", "status", "codex", "--user")["kb"] == [None]
    monkeypatch.delenv("REFLECTGIT_HOME")  # nothing exported: nothing to say
    assert "REFLECTGIT_HOME" not in rg("agent", "status", "claude", "--user").stderr
    monkeypatch.setenv("REFLECTGIT_HOME", str(other))  # the KB the hooks name: nothing to say either
    assert "REFLECTGIT_HOME" not in rg("agent", "status", "claude", "--user").stderr
