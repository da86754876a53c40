"""Installing the git hook shims into code repositories, and what a shim calls.

A shim is a few lines of ``sh`` (``hooks/shim.sh`` in this project). ``install`` never
overwrites a hook the user already had: it moves it aside to ``<name>.reflectgit-user`` (a
symlink is moved as the link it is, never followed) and the shim runs it first; ``uninstall``
moves it back byte for byte. ``core.hooksPath`` is honoured as git reads it
(:mod:`reflectgit.hook_location`); when it is a folder committed with the project (husky's
``.husky``), the shims go to the repo's private hooks folder and the project's hooks call them
(``call_line``): nothing of this machine is written where the team shares it. A hook manager
that moved our shim to ``<name>.legacy`` and runs it from its own script (``pre-commit
install``) is followed there, never wrapped a second time; where pre-commit's script is already
installed, the shim steps into ``<name>.legacy`` itself (the user's hook there is chained as
``<name>.reflectgit-user``), so ``pre-commit install`` or ``uninstall`` later moves only our
shim. ``run`` is what the shim starts in the background; it never raises.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.errors import KBError

if TYPE_CHECKING:
    from reflectgit.hook_location import HooksLocation

# post-applypatch: `git am` (and `rebase --apply`) run it, not post-commit, after each commit they make
HOOKS = ("post-commit", "post-checkout", "post-merge", "post-rewrite", "post-applypatch")
COMMIT_HOOKS = ("post-commit", "post-applypatch")  # a new commit at HEAD: captured alike
MARKER = "# reflectgit hook shim"
USER_SUFFIX = ".reflectgit-user"
LEGACY_SUFFIX = ".legacy"  # where pre-commit moves a hook it finds, and runs it from its own script
UNQUEUED = "reflectgit-unqueued.jsonl"  # events a hook could not queue (the KB's queue not writable)
# pre-commit's generated scripts carry one of these ids (pre_commit/commands/install_uninstall.py)
_PRE_COMMIT_IDS = (b"138fd403232d2ddd5efb44317e38bf03", b"4d9958c90bc262f47553e2c073f14cfe",
                   b"d8ee923c46731b42cd95cc869add4062", b"49fd668cb42069aa1b6048464be5d395",
                   b"79f09a650522a87b0da915d0d983b2de", b"e358c9dae00eac5d06b38dfdb1e33a8c")


@dataclass
class HookState:
    name: str
    path: str
    state: str  # installed | outdated | other-kb | foreign | missing | not-executable | not-called | team-not-executable | off
    chained: bool
    call_from: str | None = None  # the project's own hook that must call the shim (a shared hooks folder)
    call_line: str | None = None  # the line to add there
    hooks_folder: str | None = None  # the project's folder core.hooksPath names (husky 9: .husky/_, whose scripts run .husky/<name>)
    via: str | None = None  # who runs the shim when git does not run it directly ("pre-commit's post-commit")
    shared: str | None = None  # core.hooksPath of the user's or machine's config: every repo using it shares it
    kb: str | None = None  # the KB the shim sends to (None: REFLECTGIT_HOME or the default at commit time)
    replaced_kb: str | None = None  # install: the other KB the shim it replaced sent to

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def call_line(name: str) -> str:
    """The line a project's committed hook needs to run reflectgit's shim. The same for every
    machine and harmless where reflectgit is not installed (no shim there: nothing runs)."""
    shim = f'"$(git rev-parse --git-common-dir)/hooks/{name}"'
    return f'[ -x {shim} ] && {shim} "$@" || :  # reflectgit'


def _locate(repo_path: Path) -> HooksLocation:
    from reflectgit.hook_location import locate  # not on the hook's path: `run` never needs it

    return locate(repo_path)


def hooks_dir(repo_path: Path) -> tuple[Path, Path]:
    """(worktree root, or the bare repo's folder; folder git runs the hooks from)."""
    where = _locate(repo_path)
    return where.worktree or where.commondir, where.folder


def shim_folder(repo_path: Path) -> tuple[Path, Path | None]:
    """(where the shims go, the project's shared hooks folder or None)."""
    where = _locate(repo_path)
    return _shim_folder(where)


def _shim_folder(where: HooksLocation) -> tuple[Path, Path | None]:
    """A ``core.hooksPath`` inside the worktree (husky's ``.husky`` or ``.husky/_``, a ``.githooks``
    folder) is the project's: a shim holds this machine's interpreter and KB, so it goes to the
    repo's private hooks folder instead, and the team's hook calls it with :func:`call_line`."""
    folder = where.folder
    if where.worktree is None or where.off:
        return folder, None
    try:
        inside = folder.resolve().relative_to(where.worktree.resolve())
    except ValueError:
        return folder, None
    if ".git" in inside.parts:
        return folder, None
    # tracked (.githooks) or generated from tracked files (husky 9's gitignored .husky/_, rewritten by
    # `npm install`, whose scripts run .husky/<name>): the project's either way, never ours to write
    return where.commondir / "hooks", folder


def shim_text(name: str, kb: Path | None = None) -> str:
    from importlib import resources

    text = (resources.files("reflectgit.hookshims") / "shim.sh").read_text()
    kb_line = (f"REFLECTGIT_HOME=${{REFLECTGIT_HOME:-{shlex.quote(str(kb))}}}; export REFLECTGIT_HOME"
               if kb else "")
    return (text.replace("@NAME@", name).replace("@PYTHON@", shlex.quote(sys.executable))
            .replace("@KB@", kb_line))


def _is_ours(path: Path) -> bool:
    """A regular file holding our marker. A symlink never is (we write none): it is the user's,
    even when it points at one of our shims (``post-merge -> post-commit``)."""
    if path.is_symlink():
        return False
    try:
        return MARKER in path.read_text(errors="replace")[:200]
    except OSError:
        return False


def _runs_legacy(path: Path, name: str) -> str | None:
    """Who runs ``<name>.legacy`` from the hook at ``path``: pre-commit's generated script, or a
    script that names that file; None when nothing does."""
    try:
        head = path.read_bytes()[:8192]
    except OSError:
        return None
    if b"generated by pre-commit" in head or any(h in head for h in _PRE_COMMIT_IDS):
        return f"pre-commit's {name}"
    if f"{name}{LEGACY_SUFFIX}".encode() in head:
        return f"{path.name}"
    return None


def _is_pre_commit(path: Path, name: str) -> bool:
    """pre-commit's generated script (a regular file): ``pre-commit install`` moves whatever else it
    finds at ``<name>`` onto ``<name>.legacy`` and ``pre-commit uninstall`` puts ``.legacy`` back."""
    return not path.is_symlink() and not _is_ours(path) and _runs_legacy(path, name) == f"pre-commit's {name}"


def _legacy_shim(folder: Path, name: str) -> tuple[Path, str] | None:
    """(our shim, who runs it) when a hook manager moved our shim to ``<name>.legacy`` and its own
    script at ``<name>`` runs it (``pre-commit install`` after ``hooks install``)."""
    path, legacy = folder / name, folder / (name + LEGACY_SUFFIX)
    if os.path.lexists(path) and not _is_ours(path) and _is_ours(legacy):
        who = _runs_legacy(path, name)
        if who:
            return legacy, who
    return None


def _write_shim(target: Path, name: str, kb: Path | None) -> None:
    tmp = target.parent / f".{name}.reflectgit-tmp"
    tmp.write_text(shim_text(name, kb))
    tmp.chmod(0o755)
    os.replace(tmp, target)


def _switched_off(where: HooksLocation) -> KBError:
    blocker = where.under_a_file
    if blocker is not None:
        return KBError(f"core.hooksPath={where.hooks_path} leads to {where.folder}, but {blocker} is a file (in a "
                       "linked worktree, .git is a file): git cannot run hooks from there, so it runs none in this "
                       "worktree. Point core.hooksPath at an absolute folder every worktree shares: git config "
                       f"core.hooksPath {shlex.quote(str(where.commondir / 'hooks'))} (nothing was written)",
                       file=where.folder, field="core.hooksPath")
    return KBError(f"hooks are switched off in this repo: core.hooksPath={where.hooks_path}; remove that "
                   "setting to let git run hooks here (nothing was written)", file=where.folder, field="core.hooksPath")


def install(repo_path: Path, kb: Path | None = None) -> list[HookState]:
    where = _locate(repo_path)
    if where.off:
        raise _switched_off(where)
    folder, shared = _shim_folder(where)
    for name in HOOKS:  # refuse before writing anything
        path, user = folder / name, folder / (name + USER_SUFFIX)
        if (os.path.lexists(path) and not _is_ours(path) and os.path.lexists(user)
                and _legacy_shim(folder, name) is None):
            raise KBError(f"both {name} and {user.name} exist and neither is reflectgit's; "
                          "merge them by hand, then run install again (nothing was written)", file=path, field="hook")
    before = {h.name: h.kb for h in status(repo_path) if h.state not in ("missing", "foreign", "off")}
    if shared is not None:  # what an earlier version wrote into the team's folder goes
        _remove_shims(shared)
    folder.mkdir(parents=True, exist_ok=True)
    for name in HOOKS:
        path, user, legacy = folder / name, folder / (name + USER_SUFFIX), folder / (name + LEGACY_SUFFIX)
        moved = _legacy_shim(folder, name)
        if moved is not None:  # pre-commit runs our shim from <name>.legacy: refresh it there, never wrap it twice
            _write_shim(moved[0], name, kb)
            continue
        if _is_ours(path) and _is_pre_commit(user, name):
            # an earlier version wrapped pre-commit's script: put it back at <name>, where `pre-commit
            # uninstall` looks for it, and step into .legacy as below (review20)
            os.replace(user, path)
        if _is_pre_commit(path, name):
            # pre-commit's script runs <name>.legacy: the shim goes there, and the user's hook there
            # becomes ours to chain. Wrapping pre-commit's script instead lost that hook: `pre-commit
            # install` again moved our shim onto <name>.legacy (review20)
            if os.path.lexists(legacy) and not _is_ours(legacy):
                os.replace(legacy, user)
            _write_shim(legacy, name, kb)
            continue
        if os.path.lexists(path) and not _is_ours(path):
            os.replace(path, user)  # keeps the user's bytes and mode; a symlink stays the link it is
        _write_shim(path, name, kb)
    from reflectgit import config
    from reflectgit.queue import queue_dir

    kb_path = kb or config.kb_path()
    if (kb_path / ".git").exists():
        try:
            queue_dir(kb_path)  # there from the first commit on: the shim queues a commit itself
        except OSError:
            pass  # an unwritable KB: `hooks status` and `doctor` say captures cannot be queued
    out = status(repo_path, kb)
    for hook in out:
        old = before.get(hook.name)
        if old and old != hook.kb:
            hook.replaced_kb = old  # a reinstall with another --kb moves the repo's captures: say so
    return out


def _remove_shims(folder: Path) -> dict[str, str]:
    """Remove the shims from ``folder`` (and from ``<name>.legacy``, where pre-commit moved one) and
    put back the hooks they moved aside, byte for byte and links as links; what was done, by hook
    ("restored" your hook, or "removed")."""
    done = {}
    for name in HOOKS:
        path, user, legacy = folder / name, folder / (name + USER_SUFFIX), folder / (name + LEGACY_SUFFIX)
        if _legacy_shim(folder, name) and _runs_legacy(user, name) == f"pre-commit's {name}":
            # pre-commit was installed before us, then again after: what we kept is a copy of its own
            # script, which runs from <name> already (put back in .legacy, it would run itself)
            user.unlink()
        for shim in (path, legacy):
            if os.path.lexists(shim) and _is_ours(shim):
                if os.path.lexists(user):
                    os.replace(user, shim)
                    done[name] = "restored"
                else:
                    shim.unlink()
                    done[name] = "removed"
    return done


def uninstall(repo_path: Path) -> list[HookState]:
    """The hooks' states after, "restored" or "removed" where this took a shim out."""
    where = _locate(repo_path)
    folder, shared = _shim_folder(where)
    sent = {h.name: h.kb for h in status(repo_path)} if not where.off else {}
    done: dict[str, str] = {}
    # hooks switched off (core.hooksPath=/dev/null) after an install: the shims git would run
    # again once the setting goes are in the repo's own folder
    for place in ((where.commondir / "hooks",) if where.off else (folder, shared)):
        if place is not None:
            done.update(_remove_shims(place))
    out = status(repo_path)
    for hook in out:
        hook.state = done.get(hook.name, hook.state)
        if hook.name in done:
            hook.kb = sent.get(hook.name)  # where its captures went until now
        if where.off and hook.name in done:  # not the /dev/null git is pointed at: where the shim was
            hook.path = str(where.commondir / "hooks" / hook.name)
    return out


def status(repo_path: Path, kb: Path | None = None) -> list[HookState]:
    """Each hook's state; ``kb``: the KB asking (default: REFLECTGIT_HOME, else ~/.reflectgit),
    whose captures the shims must send to for "installed"."""
    from reflectgit import config

    where = _locate(repo_path)
    folder, shared = _shim_folder(where)
    common = {"shared": where.hooks_path} if where.shared_by_all else {}
    if where.off:
        return [HookState(name, str(folder), "off", False, **common) for name in HOOKS]
    out = []
    for name in HOOKS:
        path, via = folder / name, None
        moved = _legacy_shim(folder, name)
        if moved is not None:
            path, via = moved[0], f"run by {moved[1]} via {moved[0].name}"
        chained = os.path.lexists(folder / (name + USER_SUFFIX))
        if not os.path.lexists(path):
            state = "missing"
        elif not _is_ours(path):
            state = "foreign"
        elif not _current(path.read_text(errors="replace"), name, None):
            state = "outdated"  # an older version's shim
        elif _sends_to(path) != _same(kb or config.kb_path()):
            state = "other-kb"  # current, but this repo's captures go to another KB
        elif not os.access(path, os.X_OK):
            state = "not-executable"
        else:
            state = "installed"
        hook = HookState(name, str(path), state, chained, via=via, kb=_sends_to(path) if _is_ours(path) else None,
                         **common)
        if shared is not None and state != "missing":
            team = _team_hooks(shared)
            hook.call_from, hook.call_line, hook.hooks_folder = str(team / name), call_line(name), str(shared)
            if not _calls_shim(team / name, name):
                hook.state = "not-called"  # git runs the team's folder, which does not call it yet
            elif team == shared and not os.access(team / name, os.X_OK):
                hook.state = "team-not-executable"  # git skips it ("ignored because it's not set as executable")
        out.append(hook)
    return out


def shell_kb(states: list[HookState]) -> str | None:
    """The KB that a ``REFLECTGIT_HOME`` exported here sends this repo's captures to instead of
    the one the shims name (a shim's own KB is only its default: a commit made from this shell goes
    to the variable's); None when it is not set or names the same KB."""
    env = os.environ.get("REFLECTGIT_HOME")
    if not env:
        return None  # the shims' ${REFLECTGIT_HOME:-...}: empty is unset
    mine = _same(env)
    return mine if any(s.kb and s.kb != mine for s in states) else None


_KB_LINE = re.compile(r"^REFLECTGIT_HOME=\$\{REFLECTGIT_HOME:-(.*)\}; export REFLECTGIT_HOME$", re.M)


def shim_kb(path: Path) -> str | None:
    """The KB a shim sends to, as written into it (None: none written, or not ours)."""
    try:
        m = _KB_LINE.search(path.read_text(errors="replace"))
    except OSError:
        return None
    if not m:
        return None
    try:
        return shlex.split(m.group(1))[0]
    except (ValueError, IndexError):
        return None


def _same(kb: str | os.PathLike[str]) -> str:
    return os.path.abspath(os.path.expanduser(str(kb)))


def _sends_to(path: Path) -> str:
    """The KB a shim's captures go to: the one written into it, else the default KB (a commit
    whose environment sets REFLECTGIT_HOME goes there instead, with either)."""
    from reflectgit import config

    written = shim_kb(path)
    return _same(written or config.SETTINGS["REFLECTGIT_HOME"].default)


def _current(text: str, name: str, kb: Path | None) -> bool:
    """Whether a shim is the one ``install`` writes now. Without ``--kb`` the KB it was written for is
    unknown, so its KB line is left out of the comparison, never the rest (review20: an older
    version's shim was "installed" unless ``--kb`` was given)."""
    if kb is not None:
        return text == shim_text(name, kb)
    return _KB_LINE.sub("", text) == shim_text(name)


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
                 "session": config.session_id(), "input": os.environ.get("REFLECTGIT_HOOK_INPUT", ""),
                 "git_dir": os.environ.get("REFLECTGIT_HOOK_GIT_DIR", "")}
        if os.environ.get("REFLECTGIT_HOOK_REBASING"):
            event["rebasing"] = True  # the shim saw a rebase running: see git_events.on_commit
        if not (name in COMMIT_HOOKS and os.environ.get("REFLECTGIT_HOOK_QUEUED") == "1"):
            try:
                enqueue(kb_path, event)  # (the shim queued a commit itself: it only asks for a drain)
            except OSError as exc:  # a read-only KB: the repo's git folder keeps what was lost
                _note_unqueued(event, f"{type(exc).__name__}: {exc}")
                return 0
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


def _note_unqueued(event: dict[str, Any], why: str) -> None:
    """Append an event the KB's queue refused to the code repo's git folder (which this commit
    just wrote to), so ``hooks status`` and ``doctor`` can say captures were lost, and which."""
    import json

    from reflectgit.project import hook_repo

    dirs = hook_repo(Path(event["cwd"]), event.get("git_dir"))
    folder = dirs.commondir if dirs is not None else _git_folder(Path(event["cwd"]))
    if folder is None:
        return
    try:
        with open(folder / UNQUEUED, "a") as fh:
            fh.write(json.dumps({**event, "error": why}) + "\n")
    except OSError:
        pass  # nowhere to write: nothing more a hook can do without failing git


def _git_folder(path: Path) -> Path | None:
    """The shared git folder of the repo at ``path`` (a worktree or a bare repo)."""
    from reflectgit.project import bare_repo, find_repo

    dirs = find_repo(path)
    return dirs.commondir if dirs is not None else bare_repo(path)


def unqueued_file(repo_path: Path) -> Path | None:
    folder = _git_folder(repo_path)
    return folder / UNQUEUED if folder else None


def unqueued(repo_path: Path) -> list[dict[str, Any]]:
    """Events this repo's hooks could not queue (the KB's queue was not writable), oldest first."""
    import json

    folder = _git_folder(repo_path)
    try:
        lines = (folder / UNQUEUED).read_text(errors="replace").splitlines() if folder else []
    except OSError:
        return []
    out = []
    for line in lines:
        try:
            event = json.loads(line)
        except ValueError:
            event = {"hook": "?", "error": line.strip()[:200]}
        if isinstance(event, dict):
            out.append(event)
    return out


def requeue_unqueued(repo_path: Path, kb_path: Path) -> int:
    """Put the events this repo's hooks could not queue into the KB's queue, oldest first, and
    forget them; how many. A queue still not writable is a clear error, the events kept."""
    from reflectgit.queue import enqueue, queue_path

    events, path = unqueued(repo_path), unqueued_file(repo_path)
    if not events or path is None:
        return 0
    import json

    from reflectgit.fsutil import atomic_write

    for done, event in enumerate(events):
        try:
            if event.get("hook") in HOOKS:
                enqueue(kb_path, {**{k: v for k, v in event.items() if k != "error"}, "time_ns": 0})  # queued now, in order
        except OSError as exc:
            left = "".join(json.dumps(e) + "\n" for e in events[done:])
            atomic_write(path, left.encode())  # what was queued is not queued twice by the next retry
            raise KBError(f"the KB's queue is still not writable ({exc.strerror or exc}); {len(events) - done} "
                          f"event(s) stay in {path}", file=queue_path(kb_path), field="queue") from exc
    path.unlink(missing_ok=True)
    return len(events)


__all__ = ["install", "uninstall", "status", "run", "HOOKS", "hooks_dir"]
