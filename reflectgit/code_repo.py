"""The code repository a git hook fired in, read with dulwich and never written to."""

from __future__ import annotations

from pathlib import Path
from typing import Any

MAX_FILES = 200  # files of one commit worth recording: a vendored tree is not a lesson's entity list


class CodeRepo:
    """The code repository an event came from, read-only."""

    def __init__(self, cwd: str, git_dir: str = ""):
        from dulwich.repo import Repo

        from reflectgit.project import hook_repo

        dirs = hook_repo(Path(cwd), git_dir)
        if dirs is None:
            raise FileNotFoundError(f"{cwd} is not inside a git repository")
        self.dirs = dirs
        self.repo = Repo(str(dirs.worktree))

    def commit(self, sha: str) -> Any:
        return self.repo[sha.encode()]

    def head(self) -> str:
        return self.repo.refs[b"HEAD"].decode()

    def resolve(self, short: str) -> str | None:
        """Full sha of a commit named by a (possibly abbreviated) hex id, or None."""
        from dulwich.objects import Commit

        try:
            if len(short) == 40:
                obj = self.repo[short.encode()]
                return short if isinstance(obj, Commit) else None
            matches = [s for s in self.repo.object_store.iter_prefix(short.encode())]
        except (KeyError, ValueError):
            return None
        commits = [m.decode() for m in matches if isinstance(self.repo[m], Commit)]
        return commits[0] if len(commits) == 1 else None

    def files(self, commit: Any) -> list[str]:
        from dulwich.diff_tree import tree_changes

        parent = self.repo[commit.parents[0]].tree if commit.parents else None
        out = []
        for ch in tree_changes(self.repo.object_store, parent, commit.tree):
            path = (ch.new.path or ch.old.path) if ch.new else ch.old.path
            if path:
                out.append(path.decode("utf-8", "replace"))
            if len(out) >= MAX_FILES:
                break
        return out

    def is_ancestor(self, sha: str, of: str) -> bool:
        from dulwich.graph import can_fast_forward

        try:
            return can_fast_forward(self.repo, sha.encode(), of.encode())
        except KeyError:
            return False

    def has(self, sha: str) -> bool:
        """Whether this clone holds the commit (a teammate's may not be fetched)."""
        try:
            return sha.encode() in self.repo.object_store
        except ValueError:
            return False

    def ref_tips(self) -> list[str]:
        """The commits every branch, tag and remote-tracking branch points at."""
        out = []
        for name, sha in self.repo.get_refs().items():
            if name.startswith((b"refs/heads/", b"refs/tags/", b"refs/remotes/")) and not name.endswith(b"/HEAD"):
                out.append(sha.decode())
        return out

    def branch_tip(self, branch: str) -> str | None:
        try:
            return self.repo.refs[b"refs/heads/" + branch.encode()].decode()
        except KeyError:
            return None


def message(commit: Any) -> str:
    return commit.message.decode("utf-8", "replace")
