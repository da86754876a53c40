"""Which project and branch the user is working on.

Read straight from the code repo's ``.git`` files (HEAD, config) rather than through a git
library: this runs in every hook and must cost well under a millisecond.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from reflectgit import config

if TYPE_CHECKING:
    import configparser

GLOBAL_PROJECT = "_global"
GLOBAL_BRANCH = "default"
DETACHED_BRANCH = "_detached"

#: what a folder name may not hold: anything but letters and digits of any script, "_", "." and "-"
#: (review17: an ASCII-only name made "проект" empty and "feature/日本" the same shard as "feature/中国")
_UNSAFE = re.compile(r"[^\w.-]+")
_SCP_LIKE = re.compile(r"^(?:[^@/]+@)?(?P<host>[^:/]+):(?P<path>(?!/).*)$")


#: Longest folder name a project or branch gets, in bytes; longer ones keep a prefix and a hash, so
#: a 300-character git branch still has a shard and file names stay under every OS's limit.
MAX_SLUG = 100


def slug(text: str) -> str:
    """A path-safe folder name that keeps dashes and dots (``feat/x`` -> ``feat-x``) and the letters
    of every script, in Unicode's composed form (macOS hands out decomposed names), at most
    ``MAX_SLUG`` bytes of UTF-8."""
    import unicodedata

    text = unicodedata.normalize("NFC", text.strip())
    if text.isascii():
        out = _UNSAFE.sub("-", text)
    else:  # a combining mark belongs to its letter ("कि" is one syllable), though \w says no
        from reflectgit.unicode_marks import MARKS, sub_on_letters

        out = sub_on_letters(_UNSAFE, "-", text)
        while MARKS.match(out.strip("-").lstrip(".")):  # a mark with no letter before it
            out = out.strip("-").lstrip(".")[1:]
    out = out.strip("-").lstrip(".")  # no hidden folders, no '..'
    if len(out.encode("utf-8")) > MAX_SLUG:
        import hashlib

        head = out.encode("utf-8")[:MAX_SLUG - 9].decode("utf-8", "ignore")
        out = head.rstrip("-.") + "-" + hashlib.sha1(text.encode()).hexdigest()[:8]  # NFC: one name, one hash
    return out


def normalize_remote(url: str) -> str:
    """``host/owner/name`` for any spelling of a remote (ssh, scp-like, https, file, path).

    Credentials, ports, schemes, trailing slashes and a ``.git`` suffix are dropped and the
    result is lower-cased, so every clone of one repository maps to one project.
    """
    u = url.strip()
    m = re.match(r"^(?P<scheme>[a-zA-Z][a-zA-Z0-9+.-]*)://(?P<rest>.*)$", u)
    if m:
        scheme, rest = m.group("scheme").lower(), m.group("rest")
        if scheme == "file":
            host, path = "", rest
        else:
            hostpart, _, path = rest.partition("/")
            host = hostpart.rsplit("@", 1)[-1].split(":", 1)[0]
    else:
        scp = _SCP_LIKE.match(u)
        if scp and not u.startswith((".", "/")):
            host, path = scp.group("host"), scp.group("path")
        else:
            host, path = "", u
    path = path.replace("\\", "/").strip("/")
    if path.endswith(".git"):
        path = path[: -len(".git")]
    parts = [p for p in path.split("/") if p not in ("", ".", "..")]
    return "/".join([host.lower()] + [p.lower() for p in parts] if host else [p.lower() for p in parts])


def project_id_from_remote(url: str) -> str:
    """The project id of a remote: its repository name (``agents-in-a-box`` stays as is)."""
    norm = normalize_remote(url)
    return slug(norm.rsplit("/", 1)[-1]) or GLOBAL_PROJECT


@dataclass(frozen=True)
class GitDirs:
    worktree: Path
    gitdir: Path  # per-worktree dir (HEAD lives here)
    commondir: Path  # shared dir (config, refs)


def find_repo(start: Path) -> GitDirs | None:
    """The enclosing git repository of ``start``, following worktree ``.git`` files."""
    start = start.absolute()
    for d in [start, *start.parents]:
        dotgit = d / ".git"
        if dotgit.is_dir():
            return GitDirs(d, dotgit, dotgit)
        if dotgit.is_file():
            text = dotgit.read_text(errors="replace").strip()
            if not text.startswith("gitdir:"):
                return None
            gitdir = (d / text[len("gitdir:"):].strip()).resolve()
            common = gitdir
            cfile = gitdir / "commondir"
            if cfile.is_file():
                common = (gitdir / cfile.read_text().strip()).resolve()
            return GitDirs(d, gitdir, common)
    return None


def hook_repo(cwd: Path, git_dir: str | None = None) -> GitDirs | None:
    """The repository a git hook fired for: the one around ``cwd``, unless git named another in
    ``GIT_DIR`` (a dotfiles repo, ``git --git-dir=~/.dotfiles --work-tree=~``: review20, its commits
    were parked in ``failed/`` as "not inside a git repository"); a bare one is its own folder."""
    dirs = find_repo(cwd)
    if not git_dir:
        return dirs
    named = Path(git_dir).resolve()
    if dirs is not None and named in (dirs.gitdir.resolve(), dirs.commondir.resolve()):
        return dirs  # a linked worktree: git names its own git folder
    bare = bare_repo(named)
    return GitDirs(bare, bare, bare) if bare is not None else dirs


def _read_config(commondir: Path) -> configparser.ConfigParser:
    import configparser

    cp = configparser.ConfigParser(strict=False, interpolation=None)
    try:
        cp.read(commondir / "config", encoding="utf-8")
    except configparser.Error:
        pass
    return cp


def remote_url(dirs: GitDirs, name: str = "origin") -> str | None:
    cp = _read_config(dirs.commondir)
    section = f'remote "{name}"'
    if cp.has_section(section) and cp.has_option(section, "url"):
        return cp.get(section, "url")
    remotes = [s for s in cp.sections() if s.startswith('remote "')]
    if remotes and cp.has_option(remotes[0], "url"):
        return cp.get(remotes[0], "url")
    return None


def current_branch(dirs: GitDirs) -> str:
    try:
        head = (dirs.gitdir / "HEAD").read_text().strip()
    except OSError:
        return DETACHED_BRANCH
    if head.startswith("ref: refs/heads/"):
        return head[len("ref: refs/heads/"):]
    for state in ("rebase-merge", "rebase-apply"):  # git detaches HEAD while it rebases a branch
        try:
            rebasing = (dirs.gitdir / state / "head-name").read_text().strip()
        except OSError:
            continue
        if rebasing.startswith("refs/heads/"):
            return rebasing[len("refs/heads/"):]
    return DETACHED_BRANCH


_RENAMED = re.compile(r"^[0-9a-f]+ ([0-9a-f]+) [^\t]*\tBranch: renamed refs/heads/(\S+) to refs/heads/\S+$", re.M)


def renamed_from(dirs: GitDirs, branch: str) -> list[tuple[str, str]]:
    """The names ``branch`` had before ``git branch -m`` renamed it, each with the commit it pointed
    at then, newest last: git moves a branch's reflog with it and writes "Branch: renamed
    refs/heads/<old> to refs/heads/<new>" there (and runs no hook). A name a branch holds again
    is left out: its lessons are that branch's."""
    try:
        text = (dirs.commondir / "logs" / "refs" / "heads" / branch).read_text(errors="replace")
    except OSError:
        return []
    if "\tBranch: renamed " not in text:
        return []
    try:
        packed = (dirs.commondir / "packed-refs").read_text(errors="replace")
    except OSError:
        packed = ""
    out: list[tuple[str, str]] = []
    for m in _RENAMED.finditer(text):
        sha, old = m.group(1), m.group(2)
        exists = (dirs.commondir / "refs" / "heads" / old).is_file() or f" refs/heads/{old}\n" in packed + "\n"
        if old != branch and not exists and old not in [o for o, _ in out]:
            out.append((old, sha))
    return out


def default_branch(dirs: GitDirs) -> str:
    """The branch a project's shared lessons live on: origin/HEAD, else main, else master."""
    origin_head = dirs.commondir / "refs" / "remotes" / "origin" / "HEAD"
    try:
        text = origin_head.read_text().strip()
        if text.startswith("ref: refs/remotes/origin/"):
            return text[len("ref: refs/remotes/origin/"):]
    except OSError:
        pass
    heads = dirs.commondir / "refs" / "heads"
    packed = ""
    try:
        packed = (dirs.commondir / "packed-refs").read_text()
    except OSError:
        pass
    for name in ("main", "master", "trunk", "develop"):
        if (heads / name).exists() or f" refs/heads/{name}\n" in packed + "\n":
            return name
    return "main"


@dataclass(frozen=True)
class Context:
    """Where a note belongs: the project and branch of the code the user is in."""

    project: str
    branch: str
    default_branch: str
    remote: str | None = None
    repo: Path | None = None
    renamed_from: tuple[str, ...] = ()  # the names the branch had before `git branch -m`: their shards are its

    @property
    def is_global(self) -> bool:
        return self.project == GLOBAL_PROJECT


def _repo_name(dirs: GitDirs) -> str:
    """The repository's name without a remote: its main checkout's folder, so a linked worktree
    (``git worktree add ../wt1``) is the same project as the checkout it came from."""
    common = dirs.commondir.resolve()
    name = common.name.removesuffix(".git")
    if not name or name.startswith("."):  # .git, or a hidden bare repo (``proj/.bare`` + worktrees)
        return common.parent.name
    return name  # a bare repository's worktrees: ``proj.git``


def bare_repo(path: Path) -> Path | None:
    """``path`` when it is a bare repository's folder (HEAD, objects/, refs/ and a config)."""
    path = path.absolute()
    return path if all((path / f).exists() for f in ("HEAD", "objects", "refs", "config")) else None


def _local_project(name: str) -> str:
    """A remote-less repo's project id from its folder name; a name with no character a folder
    name keeps (``🚀``, ``...``) gets a stable one from a hash of it, never "" (review17: `hooks
    status` showed "active shard of : _detached", and its notes had no shard folder)."""
    out = slug(name.lower())  # lower-cased before it is cut, as slug's callers do
    if out:
        return out
    import hashlib

    return "repo-" + hashlib.sha1(name.encode()).hexdigest()[:8]


def detect(cwd: Path | None = None, project: str | None = None, branch: str | None = None,
           git_dir: str | None = None) -> Context:
    """Project and branch for ``cwd`` (of the repo ``git_dir`` when a hook recorded one, see
    :func:`hook_repo`); explicit values and REFLECTGIT_PROJECT/BRANCH win."""
    project = project or config.setting("REFLECTGIT_PROJECT") or None
    branch = branch or config.setting("REFLECTGIT_BRANCH") or None
    dirs = hook_repo(cwd or Path.cwd(), git_dir)
    if dirs is None:
        bare = bare_repo(cwd or Path.cwd())  # a bare repository is its own project, its HEAD the branch
        dirs = GitDirs(bare, bare, bare) if bare else None
    remote = None
    default = GLOBAL_BRANCH
    if dirs is not None:
        remote = remote_url(dirs)
        default = default_branch(dirs)
        if project is None:
            project = project_id_from_remote(remote) if remote else _local_project(_repo_name(dirs))
        if branch is None:
            branch = current_branch(dirs)
    if project is None:
        project = GLOBAL_PROJECT
    if dirs is None and project != GLOBAL_PROJECT:
        default = "main"  # a project named explicitly, outside its repo: assume the usual default
    if branch is None:
        branch = GLOBAL_BRANCH if project == GLOBAL_PROJECT else default
    renamed = (tuple(old for old, _ in renamed_from(dirs, branch))
               if dirs is not None and branch not in (default, DETACHED_BRANCH) else ())
    return Context(project=project, branch=branch, default_branch=default,
                   remote=normalize_remote(remote) if remote else None,
                   repo=dirs.worktree if dirs else None, renamed_from=renamed)
