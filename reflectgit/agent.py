"""Claude Code integration: hook entries in its settings, and what each hook does.

``agent install claude [--project|--user]`` merges one entry per event into
``.claude/settings.json`` (or ``~/.claude/settings.json``), each calling
``<python> -m reflectgit agent hook <Event>``; the user's other hooks and settings are kept,
and ``uninstall`` removes only ours. The hook reads Claude Code's JSON on stdin and:

- SessionStart: prints the injection block (pinned slots, skills, then the project's strongest
  rules; see :mod:`reflectgit.inject`) as ``additionalContext``, and starts the drain when an
  earlier session went quiet uncaptured (the idle sweep);
- UserPromptSubmit: a persona answer, skills, then recall for the prompt; only what this
  session has not seen yet;
- Stop, SubagentStop, PreCompact, SessionEnd: queues the transcript for capture and returns;
  the background drain captures it (the latest request per session wins);
- PostToolUse: nothing at once (tool results are read from the transcript).

Every event naming a transcript records the session for the idle sweep (SG3).

A hook never fails the harness: any error is logged and the hook prints nothing.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

EVENTS = ("SessionStart", "UserPromptSubmit", "PostToolUse", "Stop", "SubagentStop", "PreCompact", "SessionEnd")
CAPTURE_EVENTS = ("Stop", "SubagentStop", "PreCompact", "SessionEnd")
MARK = "-m reflectgit agent hook"


def settings_path(scope: str, project_dir: Path) -> Path:
    return (project_dir / ".claude" / "settings.json") if scope == "project" else \
        Path(os.path.expanduser("~/.claude/settings.json"))


def _load(path: Path) -> dict[str, Any]:
    from reflectgit.errors import KBError

    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text() or "{}")
    except ValueError as exc:
        raise KBError(f"is not valid JSON ({exc}); fix it before installing hooks", file=path) from None
    if not isinstance(data, dict):
        raise KBError("must hold a JSON object", file=path)
    return data


def _ours(entry: Any) -> bool:
    return isinstance(entry, dict) and any(MARK in str(h.get("command", "")) for h in entry.get("hooks", [])
                                           if isinstance(h, dict))


def install(scope: str, project_dir: Path) -> dict[str, Any]:
    import shlex

    from reflectgit.fsutil import atomic_write

    path = settings_path(scope, project_dir)
    data = _load(path)
    hooks = data.setdefault("hooks", {})
    for event in EVENTS:
        entries = [e for e in hooks.get(event, []) if not _ours(e)]
        command = f"{shlex.quote(sys.executable)} {MARK} {event}"
        entry: dict[str, Any] = {"hooks": [{"type": "command", "command": command, "timeout": 30}]}
        if event == "PostToolUse":
            entry["matcher"] = "*"
        hooks[event] = entries + [entry]
    atomic_write(path, (json.dumps(data, indent=2) + "\n").encode())
    return {"settings": str(path), "events": list(EVENTS)}


def uninstall(scope: str, project_dir: Path) -> dict[str, Any]:
    from reflectgit.fsutil import atomic_write

    path = settings_path(scope, project_dir)
    data = _load(path)
    hooks = data.get("hooks", {})
    removed = []
    for event in list(hooks):
        kept = [e for e in hooks[event] if not _ours(e)]
        if len(kept) != len(hooks[event]):
            removed.append(event)
        if kept:
            hooks[event] = kept
        else:
            del hooks[event]
    if not hooks:
        data.pop("hooks", None)
    if path.exists():
        atomic_write(path, (json.dumps(data, indent=2) + "\n").encode())
    return {"settings": str(path), "removed": removed}


def status(scope: str, project_dir: Path) -> dict[str, Any]:
    path = settings_path(scope, project_dir)
    hooks = _load(path).get("hooks", {}) if path.exists() else {}
    return {"settings": str(path), "installed": sorted(e for e, entries in hooks.items() if any(_ours(x) for x in entries))}


# -- the hook ---------------------------------------------------------------------------------

def run_hook(event: str, stdin: str) -> str:
    """What the hook prints (JSON for Claude Code, or nothing). Never raises."""
    try:
        payload = json.loads(stdin) if stdin.strip() else {}
        if not isinstance(payload, dict):
            payload = {}
        from reflectgit import config

        kb_path = config.kb_path()
        if not (kb_path / ".git").exists():
            return ""
        session = str(payload.get("session_id") or config.session_id() or "")
        cwd = str(payload.get("cwd") or os.getcwd())
        if payload.get("transcript_path") and session:
            from reflectgit.capture import sweep

            sweep.seen(kb_path, session, str(payload["transcript_path"]), cwd)
        if event in CAPTURE_EVENTS:
            transcript = payload.get("transcript_path")
            if transcript:
                from reflectgit.queue import enqueue

                enqueue(kb_path, {"hook": "agent-capture", "args": [str(transcript)] + (["reflect"] if event == "SessionEnd" else []),
                                  "cwd": cwd, "session": session, "time_ns": time.time_ns()})
                _spawn_drain(kb_path)
            return ""
        if event == "SessionStart":
            from reflectgit.capture import sweep
            from reflectgit.inject import session_start

            if sweep.due(kb_path):  # an earlier session went quiet without being captured (SG3)
                _spawn_drain(kb_path)

            return _context(event, session_start(kb_path, cwd, session))
        if event == "UserPromptSubmit":
            from reflectgit.inject import for_prompt

            return _context(event, for_prompt(kb_path, cwd, session, str(payload.get("prompt") or "")))
        return ""
    except Exception as exc:  # noqa: BLE001 - the harness must never see a failing hook
        try:
            from reflectgit import config
            from reflectgit.queue import log_entry

            log_entry(config.kb_path(), {"at": time.time(), "event": f"agent:{event}",
                                         "error": f"{type(exc).__name__}: {exc}"})
        except Exception:  # noqa: BLE001
            pass
        return ""


def _context(event: str, text: str) -> str:
    if not text:
        return ""
    return json.dumps({"hookSpecificOutput": {"hookEventName": event, "additionalContext": text}})


def _spawn_drain(kb_path: Path) -> None:
    import subprocess

    if os.environ.get("REFLECTGIT_HOOK_FOREGROUND") == "1":
        from reflectgit.kb import KB
        from reflectgit.queue import drain

        drain(KB.open(kb_path), wait=True, reindex=False)
        return
    log = open(kb_path / ".reflectgit" / "hooks-drain.log", "ab")
    subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb_path), "hooks", "drain"],
                     stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
