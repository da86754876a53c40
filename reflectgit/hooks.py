"""Installing the git hook shims into code repositories, and what a shim calls.

A shim is a few lines of ``sh`` (``hooks/shim.sh`` in this project). ``install`` never
overwrites a hook the user already had: it moves it aside to ``<name>.reflectgit-user`` and
the shim runs it first; ``uninstall`` moves it back byte for byte. ``core.hooksPath`` is
honoured; when it is a folder committed with the project (husky's ``.husky``), the shims go to
the repo's private hooks folder and the project's hooks call them (``call_line``): nothing of
this machine is written where the team shares it. ``run`` is what the shim starts in the
background; it never raises.
"""

from __future__ import annotations

import os
import shlex
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflectgit.errors import KBError

HOOKS = ("post-commit", "post-checkout", "post-merge", "post-rewrite")
MARKER = "# reflectgit hook shim"
USER_SUFFIX = ".reflectgit-user"


@dataclass
class HookState:
    name: str
    path: str
    state: str  # installed | outdated | foreign | missing | not-executable | not-called | team-not-executable
    chained: bool
    call_from: str | None = None  # the project's own hook that must call the shim (a shared hooks folder)
    call_line: str | None = None  # the line to add there

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def call_line(name: str) -> str:
    """The line a project's committed hook needs to run reflectgit's shim. The same for every
    machine and harmless where reflectgit is not installed (no shim there: nothing runs)."""
    shim = f'"$(git rev-parse --git-common-dir)/hooks/{name}"'
    return f'[ -x {shim} ] && {shim} "$@" || :  # reflectgit'


def hooks_dir(repo_path: Path) -> tuple[Path, Path]:
    """(worktree root, folder git runs the hooks from) for the code repo containing ``repo_path``."""
    from dulwich.repo import Repo

    from reflectgit.project import find_repo

    dirs = find_repo(repo_path)
    if dirs is None:
        raise KBError("is not inside a git repository", file=repo_path, field="--repo")
    try:
        cfg = Repo(str(dirs.worktree)).get_config_stack()
        custom = cfg.get((b"core",), b"hooksPath").decode()
    except KeyError:
        custom = ""
    if custom:
        p = Path(os.path.expanduser(custom))
        return dirs.worktree, p if p.is_absolute() else dirs.worktree / p
    return dirs.worktree, dirs.commondir / "hooks"


def shim_folder(repo_path: Path) -> tuple[Path, Path | None]:
    """(where the shims go, the project's shared hooks folder or None). A ``core.hooksPath``
    inside the worktree (husky's ``.husky`` or ``.husky/_``, a ``.githooks`` folder) is the project's:
    a shim holds this machine's interpreter and KB, so it goes to the repo's private hooks
    folder instead, and the team's hook calls it with :func:`call_line`."""
    from reflectgit.project import find_repo

    worktree, folder = hooks_dir(repo_path)
    dirs = find_repo(repo_path)
    try:
        inside = folder.resolve().relative_to(worktree.resolve())
    except ValueError:
        return folder, None
    if dirs is None or ".git" in inside.parts:
        return folder, None
    # tracked (.githooks) or generated from tracked files (husky 9's gitignored .husky/_, rewritten by
    # `npm install`, whose scripts run .husky/<name>): the project's either way, never ours to write
    return dirs.commondir / "hooks", folder


def shim_text(name: str, kb: Path | None = None) -> str:
    from importlib import resources

    text = (resources.files("reflectgit.hookshims") / "shim.sh").read_text()
    kb_line = (f"REFLECTGIT_HOME=${{REFLECTGIT_HOME:-{shlex.quote(str(kb))}}}; export REFLECTGIT_HOME"
               if kb else "")
    return (text.replace("@NAME@", name).replace("@PYTHON@", shlex.quote(sys.executable))
            .replace("@KB@", kb_line))


def _is_ours(path: Path) -> bool:
    try:
        return MARKER in path.read_text(errors="replace")[:200]
    except OSError:
        return False


def install(repo_path: Path, kb: Path | None = None) -> list[HookState]:
    folder, shared = shim_folder(repo_path)
    if shared is not None:  # what an earlier version wrote into the team's folder goes
        _remove_shims(shared)
    folder.mkdir(parents=True, exist_ok=True)
    for name in HOOKS:
        path, user = folder / name, folder / (name + USER_SUFFIX)
        if path.exists() and not _is_ours(path):
            if user.exists():
                raise KBError(f"both {name} and {user.name} exist and neither is reflectgit's; "
                              "merge them by hand, then run install again", file=path, field="hook")
            os.replace(path, user)  # keeps the user's bytes and mode
        tmp = folder / f".{name}.reflectgit-tmp"
        tmp.write_text(shim_text(name, kb))
        tmp.chmod(0o755)
        os.replace(tmp, path)
    from reflectgit import config
    from reflectgit.queue import queue_dir

    kb_path = kb or config.kb_path()
    if (kb_path / ".git").exists():
        queue_dir(kb_path)  # there from the first commit on: the shim queues a commit itself
    return status(repo_path, kb)


def _remove_shims(folder: Path) -> dict[str, str]:
    """Remove the shims from ``folder`` and put back the hooks they moved aside, byte for byte;
    what was done, by hook ("restored" your hook, or "removed")."""
    done = {}
    for name in HOOKS:
        path, user = folder / name, folder / (name + USER_SUFFIX)
        if path.exists() and _is_ours(path):
            if user.exists():
                os.replace(user, path)
                done[name] = "restored"
            else:
                path.unlink()
                done[name] = "removed"
    return done


def uninstall(repo_path: Path) -> list[HookState]:
    """The hooks' states after, "restored" or "removed" where this took a shim out."""
    folder, shared = shim_folder(repo_path)
    done: dict[str, str] = {}
    for where in (folder, shared):
        if where is not None:
            done.update(_remove_shims(where))
    out = status(repo_path)
    for hook in out:
        hook.state = done.get(hook.name, hook.state)
    return out


def status(repo_path: Path, kb: Path | None = None) -> list[HookState]:
    folder, shared = shim_folder(repo_path)
    out = []
    for name in HOOKS:
        path = folder / name
        chained = (folder / (name + USER_SUFFIX)).exists()
        if not path.exists():
            state = "missing"
        elif not _is_ours(path):
            state = "foreign"
        elif path.read_text() != shim_text(name, kb) and kb is not None:
            state = "outdated"
        elif not os.access(path, os.X_OK):
            state = "not-executable"
        else:
            state = "installed"
        hook = HookState(name, str(path), state, chained)
        if shared is not None and state != "missing":
            team = _team_hooks(shared)
            hook.call_from, hook.call_line = str(team / name), call_line(name)
            if not _calls_shim(team / name, name):
                hook.state = "not-called"  # git runs the team's folder, which does not call it yet
            elif team == shared and not os.access(team / name, os.X_OK):
                hook.state = "team-not-executable"  # git skips it ("ignored because it's not set as executable")
        out.append(hook)
    return out


def _team_hooks(shared: Path) -> Path:
    """Where the project's own hook scripts live: husky 9 points git at ``.husky/_``, which it
    regenerates, and its scripts there run ``.husky/<name>``; other setups keep them in the folder."""
    if shared.name == "_" and (shared / "h").is_file():
        return shared.parent
    return shared


def _calls_shim(team_hook: Path, name: str) -> bool:
    try:
        return f"hooks/{name}\"" in team_hook.read_text(errors="replace")
    except OSError:
        return False


@contextmanager
def in_hook() -> Iterator[None]:
    """Mark this process, and the drains it starts, as hook work: the model is never exported
    here (``embed.ModelNotPrepared``); notes wait for their vectors instead."""
    before = os.environ.get("REFLECTGIT_IN_HOOK")
    os.environ["REFLECTGIT_IN_HOOK"] = "1"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("REFLECTGIT_IN_HOOK", None)
        else:
            os.environ["REFLECTGIT_IN_HOOK"] = before


def run(name: str, args: list[str]) -> int:
    """The shim's call: queue the event and drain. Always returns 0; errors go to the log."""
    try:
        if os.environ.get("REFLECTGIT_HOOKS", "1") == "0" or name not in HOOKS:
            return 0
        from reflectgit import config

        kb_path = config.kb_path()
        if not (kb_path / ".git").exists():
            return 0  # no KB on this machine: nothing to remember into
        from reflectgit.queue import enqueue

        stamp = os.environ.get("REFLECTGIT_HOOK_TIME", "")
        branch = os.environ.get("REFLECTGIT_HOOK_BRANCH", "")
        event = {"hook": name, "args": list(args), "cwd": os.getcwd(),
                 "branch": "" if branch == "HEAD" else branch,
                 "head": os.environ.get("REFLECTGIT_HOOK_HEAD", ""),
                 "time_ns": int(stamp) if stamp.isdigit() else time.time_ns(),
                 "session": config.session_id(), "input": os.environ.get("REFLECTGIT_HOOK_INPUT", "")}
        if not (name == "post-commit" and os.environ.get("REFLECTGIT_HOOK_QUEUED") == "1"):
            enqueue(kb_path, event)  # (the shim queued a post-commit itself: it only asks for a drain)
        from reflectgit.queue import busy, wait_quiet

        if busy(kb_path):
            return 0  # the running drain handles this event too
        wait_quiet(kb_path)  # a burst of commits: load the KB once it is over
        from reflectgit.kb import KB
        from reflectgit.queue import drain

        with in_hook():
            drain(KB.open(kb_path))
    except Exception as exc:  # noqa: BLE001 - a hook must never break git
        try:
            from reflectgit import config
            from reflectgit.queue import log_entry

            log_entry(config.kb_path(), {"at": time.time(), "event": name, "error": f"{type(exc).__name__}: {exc}"})
        except Exception:  # noqa: BLE001
            pass
    return 0


__all__ = ["install", "uninstall", "status", "run", "HOOKS", "hooks_dir"]
