"""Where git runs a repository's hooks from, as git itself decides it.

``core.hooksPath`` can come from anywhere git reads config: the repo's ``.git/config``, the
user's ``~/.gitconfig``, a file pulled in by ``[includeIf "gitdir:..."]``, ``GIT_CONFIG_*``.
dulwich reads only some of these (review17: a hooksPath from an ``includeIf`` was ignored, the
shims went to ``.git/hooks`` and nothing was ever captured), so when the ``git`` binary is on
PATH it is asked (``rev-parse --git-path hooks``, ``config --show-scope``); dulwich's reading is
the fallback where git is missing. A bare repository has hooks too: its worktrees run them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from reflectgit.errors import KBError

#: Scopes of a ``core.hooksPath`` that every repository of this user (or machine) shares.
SHARED_SCOPES = ("global", "system")


@dataclass(frozen=True)
class HooksLocation:
    worktree: Path | None  # None for a bare repository
    commondir: Path  # the repository's own git folder (config, refs, its private hooks/)
    folder: Path  # the folder git runs the hooks from
    hooks_path: str = ""  # core.hooksPath as configured, "" when unset
    scope: str = ""  # where it is set: local, worktree, global, system, command ("" when unset)

    @property
    def off(self) -> bool:
        """``core.hooksPath=/dev/null`` (or any file, or a path under one): git runs no hook here."""
        return bool(self.hooks_path) and (str(self.folder) == os.devnull
                                          or (self.folder.exists() and not self.folder.is_dir())
                                          or self.under_a_file is not None)

    @property
    def under_a_file(self) -> Path | None:
        """The file a relative ``core.hooksPath`` leads through, where git can keep no folder:
        ``.git/hooks`` in a linked worktree, whose ``.git`` is a file (review20: install died with
        ``NotADirectoryError``, and git ran no hook in that worktree)."""
        if not self.hooks_path or str(self.folder) == os.devnull:
            return None
        for parent in self.folder.parents:
            if parent.exists():
                return None if parent.is_dir() else parent
        return None

    @property
    def shared_by_all(self) -> bool:
        """A hooksPath from the user's or the machine's config naming one folder (``~/.githooks``) for
        every repo using it; a relative one (``.githooks``) is each repo's own folder."""
        return (bool(self.hooks_path) and self.scope in SHARED_SCOPES
                and os.path.isabs(os.path.expanduser(self.hooks_path)))


def locate(repo_path: Path) -> HooksLocation:
    """The hooks folder of the repository containing ``repo_path`` (a worktree or a bare repo)."""
    from reflectgit.project import bare_repo, find_repo

    dirs = find_repo(repo_path)
    if dirs is not None:
        worktree: Path | None = dirs.worktree
        commondir, base = dirs.commondir, dirs.worktree
    else:
        bare = bare_repo(repo_path)
        if bare is None:
            raise KBError("is not inside a git repository (nor a bare one)", file=repo_path, field="--repo")
        worktree, commondir, base = None, bare, bare
    asked = _ask_git(base)
    if asked is None:
        folder_text, value, scope = _ask_dulwich(base)
        folder = _resolve(base, folder_text) if folder_text else commondir / "hooks"
    else:
        folder_text, value, scope = asked
        folder = _resolve(base, folder_text)
    return HooksLocation(worktree, commondir, folder, value, scope)


def _resolve(base: Path, text: str) -> Path:
    if text == os.devnull:
        return Path(os.devnull)
    p = Path(os.path.expanduser(text))
    return p if p.is_absolute() else base / p


def _ask_git(base: Path) -> tuple[str, str, str] | None:
    """(hooks folder, core.hooksPath, its scope) as the git binary sees them from ``base``;
    None when git is missing or cannot read this repo (dulwich answers instead)."""
    git = shutil.which("git")
    if git is None:
        return None
    env = {k: v for k, v in os.environ.items() if k not in ("GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR")}
    try:
        path = subprocess.run([git, "-C", str(base), "rev-parse", "--git-path", "hooks"], capture_output=True,
                              text=True, timeout=10, env=env, check=False)
        if path.returncode != 0 or not path.stdout.strip():
            return None
        conf = subprocess.run([git, "-C", str(base), "config", "--show-scope", "--get", "core.hooksPath"],
                              capture_output=True, text=True, timeout=10, env=env, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    scope, _, value = conf.stdout.rstrip("\n").partition("\t") if conf.returncode == 0 else ("", "", "")
    return path.stdout.strip(), value, scope


def _ask_dulwich(base: Path) -> tuple[str, str, str]:
    """The same from the config files dulwich reads (no ``includeIf``)."""
    from dulwich.repo import Repo

    try:
        repo = Repo(str(base))
    except Exception:  # noqa: BLE001 - a repo dulwich cannot open: its default hooks folder
        return "", "", ""
    try:
        value = repo.get_config_stack().get((b"core",), b"hooksPath").decode()
    except KeyError:
        return "", "", ""
    try:
        repo.get_config().get((b"core",), b"hooksPath")
        scope = "local"
    except KeyError:
        scope = "global"
    return value, value, scope
