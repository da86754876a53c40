"""Claude Code integration: hook entries in its settings, and what each hook does.

``agent install claude [--project|--local|--user]`` adds one hook per event to
``.claude/settings.json`` (shared: teams commit it), ``.claude/settings.local.json`` (yours
alone) or ``~/.claude/settings.json``. The shared file gets a command that works on any
teammate's machine (``reflectgit agent hook <Event>``, or ``python3 -m reflectgit ...`` when
``reflectgit`` is not on PATH); the personal files get this install's own interpreter. The
user's other hooks and settings are kept, and ``uninstall`` removes only the commands
reflectgit wrote, even from a matcher group the user added their own command to. The hook reads
Claude Code's JSON on stdin and:

- SessionStart: prints the injection block (pinned slots, skills, then the project's strongest
  rules; see :mod:`reflectgit.inject`) as ``additionalContext``, and starts the drain when an
  earlier session went quiet uncaptured (the idle sweep);
- UserPromptSubmit: a persona answer, skills, then recall for the prompt; only what this
  session has not seen yet;
- Stop, SubagentStop, PreCompact, SessionEnd: queues the transcript for capture and returns;
  the background drain captures it (the latest request per session wins).

Codex CLI sends the same events and payloads (:mod:`reflectgit.codex_hooks`); Gemini CLI's
BeforeAgent, AfterAgent and PreCompress are read as UserPromptSubmit, Stop and PreCompact
(:data:`ALIASES`), and the output names the event as the harness sent it. An event reflectgit does
not know is logged once to ``hooks.log``.

No PostToolUse hook: it would start a process on every tool call only to record the session,
which the events above already do (tool results are read from the transcript). Every event
naming a transcript records the session for the idle sweep.

A hook never fails the harness: any error is logged and the hook prints nothing.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.hook_files import (
    hooked_elsewhere,
    hooked_events,
    hooked_kbs,
    remove_hooks,
    shell_kb_note,
    twice_note,
    write_hooks,
)
from reflectgit.hook_files import is_ours as _is_ours
from reflectgit.hook_files import load as _load

if TYPE_CHECKING:
    from collections.abc import Callable

    from reflectgit.inject import Opened

EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "SubagentStop", "PreCompact", "SessionEnd")
CAPTURE_EVENTS = ("Stop", "SubagentStop", "PreCompact", "SessionEnd")
#: other harnesses' names for our events, where their payload carries what ours does: Gemini CLI's
#: BeforeAgent has the ``prompt``, its AfterAgent and PreCompress the ``transcript_path``
#: (SessionStart and SessionEnd are Gemini's names too; Codex uses Claude Code's)
ALIASES = {"BeforeAgent": "UserPromptSubmit", "AfterAgent": "Stop", "PreCompress": "PreCompact"}
#: events a harness may send that need nothing from us (no log line for them)
IGNORED = ("PreToolUse", "PostToolUse", "Notification", "PermissionRequest", "PostCompact", "BeforeTool",
           "AfterTool", "BeforeModel", "AfterModel", "BeforeToolSelection")
SCOPES = ("project", "local", "user")


def settings_path(scope: str, project_dir: Path) -> Path:
    if scope == "user":
        return Path(os.path.expanduser("~/.claude/settings.json"))
    return project_dir / ".claude" / ("settings.local.json" if scope == "local" else "settings.json")


def install(scope: str, project_dir: Path, kb: str | None = None) -> dict[str, Any]:
    """Replace our hook entries in ``scope``'s settings file; everything else stays as it was.
    ``kb`` (an absolute path) goes into each command as ``--kb``: the hooks read that KB."""
    path = settings_path(scope, project_dir)
    changed, prefix, note = write_hooks(path, scope, EVENTS, mine="`--local` or `--user`", kb=kb)
    notes = [note] if note else []
    if scope == "local":
        notes += [n for n in [_keep_out_of_git(path)] if n]
    notes += [n for n in [twice_note("Claude Code", "claude", _installed_elsewhere(scope, project_dir))] if n]
    return {"settings": str(path), "events": list(EVENTS), "command": f"{prefix} <Event>", "notes": notes,
            "changed": changed}


def _installed_elsewhere(scope: str, project_dir: Path) -> dict[str, Path]:
    """The other settings files (by scope) that also hold our hooks: Claude Code would run each."""
    return hooked_elsewhere({s: settings_path(s, project_dir) for s in SCOPES}, scope)


def _keep_out_of_git(path: Path) -> str | None:
    """Add the personal file to the repo's ``info/exclude`` unless git already ignores it, as
    Claude Code does when it creates that file: it holds this machine's interpreter path."""
    from reflectgit.project import find_repo

    dirs = find_repo(path.parent)
    if dirs is None:
        return None
    rel = path.absolute().relative_to(dirs.worktree.absolute()).as_posix()
    try:
        from dulwich.ignore import IgnoreFilterManager
        from dulwich.repo import Repo

        with Repo(str(dirs.worktree)) as repo:
            if IgnoreFilterManager.from_repo(repo).is_ignored(rel):
                return None
    except Exception:  # noqa: BLE001 - an unreadable ignore setup: add our line anyway
        pass
    exclude = dirs.commondir / "info" / "exclude"
    exclude.parent.mkdir(parents=True, exist_ok=True)
    text = exclude.read_text() if exclude.exists() else ""
    with open(exclude, "a") as f:
        f.write(("" if not text or text.endswith("\n") else "\n") + f"/{rel}\n")
    return f"added /{rel} to {exclude} so git leaves this personal file out"


def uninstall(scope: str, project_dir: Path) -> dict[str, Any]:
    """Remove the commands reflectgit wrote, and only those; the file is rewritten only if one was there."""
    path = settings_path(scope, project_dir)
    return {"settings": str(path), "removed": remove_hooks(path)}


def commands(project_dir: Path) -> list[tuple[Path, str]]:
    """(settings file, command) of every hook reflectgit installed here or in the user's settings:
    Claude Code's, Codex's hooks.json and Gemini CLI's settings.json."""
    from reflectgit import codex_hooks, gemini_hooks

    out: list[tuple[Path, str]] = []
    paths = [settings_path(scope, project_dir) for scope in SCOPES]
    paths += [f(scope, project_dir) for f in (codex_hooks.hooks_path, gemini_hooks.settings_path)
              for scope in ("project", "user")]
    for path in paths:
        try:
            hooks = _load(path).get("hooks", {})
        except Exception:  # noqa: BLE001 - a broken file is for `agent install` to report
            continue
        for groups in hooks.values():
            for g in groups if isinstance(groups, list) else []:
                for h in g.get("hooks", []) if isinstance(g, dict) and isinstance(g.get("hooks"), list) else []:
                    if _is_ours(h) and (path, h["command"]) not in out:
                        out.append((path, h["command"]))
    return out


def status(scope: str, project_dir: Path) -> dict[str, Any]:
    """The events hooked in ``scope``'s file, and the other files that hook reflectgit too."""
    path = settings_path(scope, project_dir)
    installed = hooked_events(path)
    also = _installed_elsewhere(scope, project_dir) if installed else {}
    return {"settings": str(path), "installed": installed, "also": {k: str(v) for k, v in also.items()},
            "kb": hooked_kbs(path),
            "notes": [n for n in [twice_note("Claude Code", "claude", also), shell_kb_note(path)] if n]}


# -- the hook ---------------------------------------------------------------------------------

def _payload(stdin: str, truncated: bool) -> dict[str, Any]:
    """The harness's JSON; when it was cut at the input limit, the fields that survived."""
    if truncated:
        try:
            data = json.loads(stdin)
        except ValueError:
            return salvage(stdin)
    else:
        data = json.loads(stdin) if stdin.strip() else {}
    return data if isinstance(data, dict) else {}


_SHORT_FIELDS = ("session_id", "cwd", "transcript_path", "hook_event_name")


def salvage(text: str) -> dict[str, Any]:
    """Fields of a JSON object cut off part-way: whole short string fields, and the beginning
    of the prompt (as much as the query would use anyway)."""
    import re

    from reflectgit import config

    out: dict[str, Any] = {}
    for key in _SHORT_FIELDS:
        m = re.search(rf'"{key}"\s*:\s*("(?:[^"\\]|\\.){{0,4096}}")', text)
        try:
            out[key] = json.loads(m.group(1)) if m else None
        except ValueError:
            out[key] = None
    out = {k: v for k, v in out.items() if v is not None}
    m = re.search(r'"prompt"\s*:\s*"', text)
    if m:
        keep = int(config.bounded("REFLECTGIT_PROMPT_MAX_CHARS")) * 6  # \uXXXX is 6 characters
        out["prompt"] = _string_start(text[m.end():m.end() + keep])
    return out


def _string_start(raw: str) -> str:
    """The decoded beginning of a JSON string body that may be cut anywhere, even mid-escape."""
    import re

    body = raw[:re.match(r'(?:[^"\\]|\\.)*', raw).end()]  # type: ignore[union-attr]  # * matches always
    for trim in range(7):  # a cut \uXXXX escape is at most 6 characters
        try:
            text = json.loads(f'"{body[:len(body) - trim]}"')
        except ValueError:
            continue
        return text.encode("utf-8", "ignore").decode("utf-8")  # drops half a surrogate pair
    return ""


def run_hook(event: str, stdin: str, truncated: bool = False, *, here: str | None = None,
             warm: Callable[[str], Opened] | None = None, kb: str | os.PathLike[str] | None = None) -> str:
    """What the hook prints (JSON for Claude Code, or nothing). Never raises. ``truncated``
    says stdin was cut at ``REFLECTGIT_HOOK_MAX_INPUT`` (``cli_thin.read_input``). ``kb`` is the
    ``--kb`` the hook command names (else ``$REFLECTGIT_HOME``). The recall server runs it for a
    thin client: ``here`` is the client's folder and ``warm(cwd)`` what the server holds open for it."""
    said = event  # the harness's own name, which its output must carry
    try:
        payload = _payload(stdin, truncated)
        from reflectgit import config

        kb_path = config.kb_path(kb)
        if not (kb_path / ".git").exists():
            return ""
        event = ALIASES.get(event, event)
        if event not in EVENTS:
            if event not in IGNORED:
                _unknown_event(kb_path, said)
            return ""
        if truncated:
            from reflectgit.queue import log_entry

            log_entry(kb_path, {"at": time.time(), "event": f"agent:{event}",
                                "note": f"input longer than {len(stdin.encode())} bytes "
                                        "(REFLECTGIT_HOOK_MAX_INPUT): the rest was dropped"})
        session = str(payload.get("session_id") or config.session_id() or "")
        cwd = str(payload.get("cwd") or here or os.getcwd())
        if payload.get("transcript_path") and session:
            from reflectgit.capture import sweep

            with contextlib.suppress(OSError):  # a KB mounted read-only: no idle sweep, recall still answers
                sweep.seen(kb_path, session, str(payload["transcript_path"]), cwd)
        if event in CAPTURE_EVENTS:
            transcript = payload.get("transcript_path")
            if transcript:
                from reflectgit.queue import enqueue

                enqueue(kb_path, {"hook": "agent-capture", "args": [str(transcript)] + (["reflect"] if event == "SessionEnd" else []),
                                  "cwd": cwd, "session": session, "time_ns": time.time_ns()})
                _spawn_drain(kb_path)
            return ""
        building = False
        if event in ("SessionStart", "UserPromptSubmit"):
            _words_only_note(kb_path, event)
            if warm is None:
                _warm_up(kb_path)
                building = _first_build_too_big(kb_path, event)
        if event == "SessionStart":
            from reflectgit.capture import sweep
            from reflectgit.inject import session_start

            if sweep.due(kb_path):  # an earlier session went quiet without being captured (idle sweep)
                _spawn_drain(kb_path)

            return _context(said, session_start(kb_path, cwd, session, opened=warm(cwd) if warm else None,
                                                recall=not building))
        if event == "UserPromptSubmit":
            from reflectgit.inject import for_prompt, worth_recalling

            prompt = str(payload.get("prompt") or "")
            if building or not worth_recalling(prompt):
                return ""
            return _context(said, for_prompt(kb_path, cwd, session, prompt, opened=warm(cwd) if warm else None),
                            brief=True)
        return ""
    except Exception as exc:  # noqa: BLE001 - the harness must never see a failing hook
        try:
            from reflectgit import config
            from reflectgit.queue import log_entry

            log_entry(config.kb_path(kb), {"at": time.time(), "event": f"agent:{said}",
                                         "error": f"{type(exc).__name__}: {exc}"})
        except Exception:  # noqa: BLE001
            pass
        return ""


def _unknown_event(kb_path: Path, event: str) -> None:
    """Say once per event name in the hook log that a hook came for an event reflectgit does
    nothing with (a harness's name it does not know, a typo in a hand-written entry): before,
    such a hook did nothing and said nothing."""
    import re

    from reflectgit.queue import log_entry

    name = re.sub(r"[^A-Za-z0-9_.:-]", "?", event)[:64]
    seen = kb_path / ".reflectgit" / "unknown-hook-events"
    known = seen.read_text(encoding="utf-8").split() if seen.exists() else []
    if name in known:
        return
    seen.parent.mkdir(parents=True, exist_ok=True)
    with open(seen, "a", encoding="utf-8") as f:
        f.write(name + "\n")
    log_entry(kb_path, {"at": time.time(), "event": f"agent:{name}",
                        "note": f"no such event: reflectgit's hooks handle {', '.join(EVENTS)} (and Gemini CLI's "
                                f"{', '.join(ALIASES)}); this hook did nothing (logged once)"})


def _first_build_too_big(kb_path: Path, event: str) -> bool:
    """A KB never indexed on this machine (a fresh clone) with more notes than a hook can index
    before its harness kills it (review14: 10k notes took 80 s; Claude Code stops a hook at 30 s,
    and each prompt started the same work again). The server `_warm_up` started builds it (the
    words in seconds, the vectors behind its answers); until it listens the hook injects no
    lessons and says so in the hook log."""
    from reflectgit import config
    from reflectgit.index import embed
    from reflectgit.recall import daemon
    from reflectgit.reflection.schedule import note_count

    if not daemon.enabled() or embed.needs_export():
        return False  # no server will build it (review16): the hook must, or it would wait forever
    indexed, waiting = _index_state(kb_path / ".reflectgit" / "index.db")
    # a server that indexed the words first (the MCP server on a fresh clone) leaves the vectors to
    # embed: as many as a first build, and a hook that took them on would be killed the same way
    count = waiting if indexed else note_count(kb_path)
    if count <= config.bounded("REFLECTGIT_HOOK_FIRST_BUILD"):  # ~1-8 s of indexing: the hook does it
        return False
    from reflectgit.queue import log_entry

    log_entry(kb_path, {"at": time.time(), "event": f"agent:{event}",
                        "note": (f"{count} notes wait for their vector" if indexed else f"no index yet for {count} notes")
                        + ": the recall server builds it in the background; lessons are injected once it answers "
                          "(seconds: it indexes the words first and embeds behind its answers; `reflectgit reindex` "
                          "builds it all now)"})
    return True


def _index_state(db: Path) -> tuple[bool, int]:
    """(whether a build of the index ever finished — it records the commit it indexed —, how many
    notes it holds without their vector yet); read-only, so a server building it right now is
    neither waited for nor disturbed."""
    import sqlite3

    if not db.exists():
        return False, 0
    try:
        con = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True, timeout=0.5)
        try:
            if con.execute("select 1 from meta where key = 'indexed_commit'").fetchone() is None:
                return False, 0
            row = con.execute("select value from meta where key = 'unembedded'").fetchone()
            return True, len(json.loads(row[0] or "[]")) if row else 0
        finally:
            con.close()
    except (sqlite3.Error, ValueError):
        return False, 0


def _warm_up(kb_path: Path) -> None:
    """No server answered this hook: start one in the background, so the session's next prompts
    take the socket (~0.03 s) instead of loading the model and index each time (~0.4 s). Starting
    it costs this hook ~50 ms; the server exits after REFLECTGIT_DAEMON_IDLE. A socket file
    nobody listens on is what a killed server leaves: it is removed and a server started. Not
    before `model prepare`: the server would run the ~25 s export hooks never start."""
    from reflectgit.recall import daemon

    if not daemon.enabled() or daemon.listening(kb_path):
        return  # a server listens (busy, or of another version): leave it be
    from reflectgit.index import embed

    if not embed.needs_export():
        from reflectgit.kb import KB

        daemon.spawn(KB.open(kb_path))


def _words_only_note(kb_path: Path, event: str) -> None:
    """Say in the hook log (where `reflectgit hooks status` and `doctor` send people) that recall
    ran without vectors because the model was never prepared here."""
    from reflectgit.index import embed

    if embed.hook_without_model():
        from reflectgit.queue import log_entry

        log_entry(kb_path, {"at": time.time(), "event": f"agent:{event}",
                            "note": f"recalled on words alone: {embed.ModelNotPrepared()}"})


def _context(event: str, text: str, brief: bool = False) -> str:
    """The hook's answer: ``text`` fenced as recalled data (:mod:`reflectgit.fence`); a prompt's
    answer (``brief``) carries the short notice, the session start the whole one."""
    from reflectgit.fence import fence

    if not text:
        return ""
    return json.dumps({"hookSpecificOutput": {"hookEventName": event, "additionalContext": fence(text, brief)}})


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
