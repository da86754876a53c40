"""A harness's hooks file in Claude Code's shape, which Codex's ``hooks.json`` and Gemini CLI's
``settings.json`` share: ``{"hooks": {Event: [{"matcher": ..., "hooks": [{"type": "command",
"command": ..., "timeout": ...}]}]}}``. Our entries are added and taken out again; the user's groups,
and everything else in the file, stay as written (in the file's own JSON style)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

SHARED = ("project",)  # files a team commits: no path of this machine goes in them


def load(path: Path) -> dict[str, Any]:
    from reflectgit.errors import KBError

    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text() or "{}")
    except ValueError as exc:
        raise KBError(f"is not valid JSON ({exc}); fix it before installing hooks", file=path) from None
    if not isinstance(data, dict):
        raise KBError("must hold a JSON object", file=path)
    if not isinstance(data.get("hooks", {}), dict):
        raise KBError("must be an object of events", file=path, field="hooks")
    return data


def _save(path: Path, data: dict[str, Any]) -> None:
    from reflectgit.created_files import save
    from reflectgit.mcp_clients import json_like

    before = path.read_bytes().decode("utf-8") if path.exists() else ""  # as written: CRLF stays CRLF
    save(path, json_like(data, before).encode("utf-8"), empty=not data)  # the file's own style; a link stays a link


def is_ours(hook: Any) -> bool:
    """A command reflectgit wrote, matched whole: ``[<python> -m ]reflectgit [--kb PATH] agent hook <Event>``.

    A user's own command that merely calls reflectgit among other things is never taken."""
    import shlex

    if not isinstance(hook, dict) or not isinstance(hook.get("command"), str):
        return False
    try:
        argv = shlex.split(hook["command"])
    except ValueError:
        return False
    if argv[1:3] == ["-m", "reflectgit"]:
        rest = argv[3:]
    elif argv and Path(argv[0]).name == "reflectgit":
        rest = argv[1:]
    else:
        return False
    if rest[:1] == ["--kb"]:  # written with `agent install ... --kb PATH`
        rest = rest[2:]
    return len(rest) == 3 and rest[:2] == ["agent", "hook"]


def is_our_entry(event: str, group: Any, hook: Any) -> bool:
    """A hook entry as install writes it, and only that: our command for this very ``event``, with
    only the keys we write (``type``, ``command``, ``timeout``), in a group matching everything
    (we never write one; earlier versions wrote ``"*"`` for PostToolUse). A user's own ``~/bin/reflectgit agent hook SessionStart`` under matcher
    ``startup``, or with a ``statusMessage``, is theirs: install leaves it and uninstall keeps it."""
    import shlex

    if not is_ours(hook) or not isinstance(group, dict) or group.get("matcher", "*") not in ("*", ""):
        return False
    if not set(hook) <= {"type", "command", "timeout"} or hook.get("type") != "command":
        return False
    return shlex.split(hook["command"])[-1] == event


def _strip_ours(hooks: dict[str, Any]) -> list[str]:
    """Remove our commands from every matcher group (a group left empty goes too); the events touched."""
    touched = []
    for event in list(hooks):
        groups = hooks[event]
        if not isinstance(groups, list):
            continue  # not ours to judge
        kept = []
        for group in groups:
            inner = group.get("hooks") if isinstance(group, dict) else None
            if not isinstance(inner, list) or not any(is_our_entry(event, group, h) for h in inner):
                kept.append(group)
            elif rest := [h for h in inner if not is_our_entry(event, group, h)]:
                kept.append({**group, "hooks": rest})  # the user's commands stay, in their group
        if kept != groups:
            touched.append(event)
            if kept:
                hooks[event] = kept
            else:
                del hooks[event]
    return touched


def hook_command(scope: str, path: Path, mine: str = "`--user`", kb: str | None = None,
                 harness: str = "claude") -> tuple[str, str | None]:
    """The command prefix for ``scope``'s file ``path``, and what install says about it.

    Shared files get the ``reflectgit`` entry point (or ``python3 -m reflectgit``), never this
    machine's virtualenv path, and a note on who needs it on PATH; personal files get this
    install's interpreter, which runs even where the virtualenv is not activated
    (:mod:`reflectgit.launcher`). ``kb`` (absolute) follows as ``--kb``: the KB the hooks read. A
    KBError when no portable command would start reflectgit here (``harness`` names the command
    that writes a personal file instead)."""
    import shlex

    from reflectgit import launcher

    named = ["--kb", kb] if kb else []
    if scope not in SHARED:
        return " ".join(shlex.quote(a) for a in [*launcher.personal(), *named]) + " agent hook", None
    again = " ".join(["reflectgit", *[shlex.quote(a) for a in named], "agent install", harness])
    argv, note = launcher.shared(str(path), mine, again)
    if kb:
        note += (f"; it names this machine's KB ({kb}): a teammate whose KB is elsewhere needs {mine} "
                 "with their own --kb")
    return " ".join(shlex.quote(a) for a in [*argv, *named]) + " agent hook", note


def write_hooks(path: Path, scope: str, events: tuple[str, ...], timeout: int = 30,
                mine: str = "`--user`", kb: str | None = None, harness: str = "claude") -> tuple[bool, str, str | None]:
    """Our command for each event in a Claude-shaped hooks file (``{"hooks": {Event: [matcher
    groups]}}``, which Codex's ``hooks.json`` shares), after removing the ones we wrote before; the
    user's groups stay as they were; ``timeout`` in the harness's unit (seconds for Claude Code and
    Codex, milliseconds for Gemini CLI); ``mine``: the option that writes a personal file instead;
    ``kb``: the KB the commands name (``--kb``). (changed, command prefix, a note on who needs what on PATH for a shared file)"""
    from reflectgit.errors import KBError

    data = load(path)
    before = json.dumps(data, sort_keys=True)
    hooks = data.setdefault("hooks", {})
    _strip_ours(hooks)
    prefix, note = hook_command(scope, path, mine, kb, harness)
    for event in events:
        groups = hooks.setdefault(event, [])
        if not isinstance(groups, list):
            raise KBError("must be a list of matcher groups", file=path, field=f"hooks.{event}")
        groups.append({"hooks": [{"type": "command", "command": f"{prefix} {event}", "timeout": timeout}]})
    changed = json.dumps(data, sort_keys=True) != before
    if changed:
        _save(path, data)
    return changed, prefix, note


def remove_hooks(path: Path) -> list[str]:
    """Take our commands out of a hooks file; the events they were in."""
    data = load(path)
    hooks = data.get("hooks", {})
    removed = _strip_ours(hooks)
    if removed:
        if not hooks:
            data.pop("hooks", None)
        _save(path, data)
    return removed


def hooked_events(path: Path) -> list[str]:
    """The events of a hooks file that run a command of ours."""
    hooks = load(path).get("hooks", {})
    return sorted(e for e, groups in hooks.items() if isinstance(groups, list) and any(
        is_our_entry(e, g, h) for g in groups if isinstance(g, dict) and isinstance(g.get("hooks"), list)
        for h in g["hooks"]))


def hooked_kbs(path: Path) -> list[str | None]:
    """The KBs our commands in a hooks file name with ``--kb`` (None: one that names none and reads
    ``$REFLECTGIT_HOME`` of the agent that runs it, else ~/.reflectgit)."""
    import shlex

    found: list[str | None] = []
    for event, groups in load(path).get("hooks", {}).items():
        for g in groups if isinstance(groups, list) else []:
            for h in g.get("hooks", []) if isinstance(g, dict) and isinstance(g.get("hooks"), list) else []:
                if is_our_entry(event, g, h):
                    argv = shlex.split(h["command"])
                    kb = argv[argv.index("--kb") + 1] if "--kb" in argv[:-3] else None
                    if kb not in found:
                        found.append(kb)
    return found


def shell_kb_note(path: Path) -> str | None:
    """One line when ``REFLECTGIT_HOME`` is exported in this shell and the agent's hooks read another
    KB than it names: theirs (``--kb``) whatever it says, or, naming none, the agent's own
    environment's (this shell's only for an agent started from it)."""
    from reflectgit import config

    env = os.environ.get("REFLECTGIT_HOME")
    if not env:
        return None
    mine = str(config.kb_path(env))
    named = [kb for kb in hooked_kbs(path) if kb and str(config.kb_path(kb)) != mine]
    if named:
        return (f"REFLECTGIT_HOME is exported in this shell ({mine}), but these hooks name --kb {', '.join(named)}: "
                "an agent started from this shell still reads and captures into that KB")
    default = str(config.kb_path(config.SETTINGS["REFLECTGIT_HOME"].default))
    if None in hooked_kbs(path) and mine != default:
        return (f"REFLECTGIT_HOME is exported in this shell: an agent started from it reads and captures into "
                f"{mine}; one started without it (from an IDE or a desktop launcher) into {default}")
    return None


def hooked_elsewhere(paths: dict[str, Path], scope: str) -> dict[str, Path]:
    """The files of the other scopes (``paths`` by scope) that also hold our hooks: Claude Code,
    Codex and Gemini CLI run the matching hooks of every file, so ours would run twice."""
    from reflectgit.errors import ReflectgitError

    here = paths[scope].resolve()
    out: dict[str, Path] = {}
    for other, path in paths.items():
        try:
            if other != scope and path.resolve() != here and path not in out.values() and hooked_events(path):
                out[other] = path
        except ReflectgitError:
            continue  # another file's problem; its own command reports it
    return out


def twice_note(harness: str, name: str, also: dict[str, Path]) -> str | None:
    """What install and status say when ``also`` (:func:`hooked_elsewhere`) is not empty."""
    if not also:
        return None
    return (f"reflectgit hooks are also in {', '.join(str(p) for p in also.values())}: {harness} runs both, "
            f"so each prompt gets the context twice (`reflectgit agent uninstall {name} --{next(iter(also))}`)")


class HooksFile:
    """A harness whose hooks file has Claude Code's shape (Codex's ``hooks.json``, Gemini CLI's
    ``settings.json``): install, uninstall and status are the same but for where the file lives
    (``path(scope, project_dir)``), the events, the timeout's unit and what install says."""

    def __init__(self, harness: str, name: str, path: Any, events: tuple[str, ...], timeout: int = 30,
                 trust: str | None = None):
        self.harness, self.name, self.path, self.events = harness, name, path, events
        self.timeout, self.trust = timeout, trust  # trust: said when install changed the file

    def _elsewhere(self, scope: str, project_dir: Path) -> dict[str, Path]:
        return hooked_elsewhere({s: self.path(s, project_dir) for s in ("project", "user")}, scope)

    def install(self, scope: str, project_dir: Path, kb: str | None = None) -> dict[str, Any]:
        path = self.path(scope, project_dir)
        changed, prefix, note = write_hooks(path, scope, self.events, timeout=self.timeout, kb=kb, harness=self.name)
        twice = twice_note(self.harness, self.name, self._elsewhere(scope, project_dir))
        return {"settings": str(path), "events": list(self.events), "command": f"{prefix} <Event>",
                "notes": [n for n in (note, self.trust if changed else None, twice) if n], "changed": changed}

    def uninstall(self, scope: str, project_dir: Path) -> dict[str, Any]:
        path = self.path(scope, project_dir)
        return {"settings": str(path), "removed": remove_hooks(path) if path.exists() else []}

    def status(self, scope: str, project_dir: Path) -> dict[str, Any]:
        path = self.path(scope, project_dir)
        installed = hooked_events(path)
        also = self._elsewhere(scope, project_dir) if installed else {}
        return {"settings": str(path), "installed": installed, "also": {k: str(v) for k, v in also.items()},
                "kb": hooked_kbs(path),
                "notes": [n for n in [twice_note(self.harness, self.name, also), shell_kb_note(path)] if n]}
