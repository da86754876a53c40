"""Git transports that give up on a silent remote (``REFLECTGIT_NETWORK_TIMEOUT``).

dulwich waits forever by default: a stalled HTTP server, a dead ssh connection or a git://
daemon that never answers would hang ``reflectgit sync`` (and the commands and hooks that
wait for its lock). Every transport sync uses gets the same bound here, so a stall becomes
an ordinary "offline" failure that the next sync recovers from.
"""

from __future__ import annotations

import os
import shlex
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from reflectgit import config
from reflectgit.errors import first_line


def timeout() -> float:
    return config.bounded("REFLECTGIT_NETWORK_TIMEOUT")


def client(url: str, git_config: Any, ssh_command: str | None = None) -> tuple[Any, str]:
    """``dulwich.client.get_transport_and_path`` with every network wait bounded."""
    from urllib.parse import urlparse

    from dulwich.client import (
        SSHGitClient,
        TCPGitClient,
        apply_instead_of,
        default_urllib3_manager,
        get_transport_and_path,
    )

    seconds = timeout()
    pool = None
    if urlparse(apply_instead_of(git_config, url, push=False)).scheme in ("http", "https"):
        pool = _http_pool(default_urllib3_manager(git_config, base_url=url, timeout=seconds))
    found, path = get_transport_and_path(url, config=git_config, ssh_command=ssh_command, pool_manager=pool)
    if isinstance(found, SSHGitClient):
        found.ssh_command = ssh_with_timeout(found.ssh_command or "ssh", seconds)
    elif isinstance(found, TCPGitClient):
        found = _SocketBounded(found, seconds)
    return found, path


def _http_pool(pool: Any) -> Any:
    """One retry at most: urllib3 retries a timed-out GET three times, quadrupling the wait."""
    import urllib3

    pool.connection_pool_kw["retries"] = urllib3.Retry(total=1, connect=1, read=0, redirect=5)
    return pool


def ssh_with_timeout(command: str, seconds: float) -> str:
    """OpenSSH options that end a connection to a host that stops answering; another program
    (plink, a wrapper script) is left alone since it may not take ``-o``."""
    try:
        program = shlex.split(command)[0]
    except (ValueError, IndexError):
        return command
    if os.path.basename(program) not in ("ssh", "ssh.exe"):
        return command
    whole = max(1, round(seconds))
    alive = max(1, round(seconds / 3))
    return (f"{command} -o ConnectTimeout={whole} -o ServerAliveInterval={alive} "
            "-o ServerAliveCountMax=3")


@contextmanager
def socket_timeout(seconds: float) -> Iterator[None]:
    """Sockets created inside the block time out; dulwich's git:// client makes its own socket
    and takes no timeout, so the process default is set for the length of the call only."""
    before = socket.getdefaulttimeout()
    socket.setdefaulttimeout(seconds)
    try:
        yield
    finally:
        socket.setdefaulttimeout(before)


def timed_out(exc: BaseException) -> bool:
    """Whether a transport error (or what it wraps) is one of our timeouts."""
    seen = 0
    current: BaseException | None = exc
    while current is not None and seen < 8:
        if isinstance(current, (TimeoutError, socket.timeout)) or "Timeout" in type(current).__name__:
            return True
        current = getattr(current, "reason", None) or current.__cause__ or current.__context__
        current = current if isinstance(current, BaseException) else None
        seen += 1
    return False


class _SocketBounded:
    """A git:// client whose fetch and push run under :func:`socket_timeout`."""

    def __init__(self, inner: Any, seconds: float):
        self._inner, self._seconds = inner, seconds

    def fetch(self, *args: Any, **kwargs: Any) -> Any:
        with socket_timeout(self._seconds):
            return self._inner.fetch(*args, **kwargs)

    def send_pack(self, *args: Any, **kwargs: Any) -> Any:
        with socket_timeout(self._seconds):
            return self._inner.send_pack(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


__all__ = ["client", "timeout", "timed_out", "ssh_with_timeout", "socket_timeout"]


def repo_client(repo: Any, url: str) -> tuple[Any, str]:
    """A dulwich client for a path, file://, ssh or http(s) URL; GIT_SSH_COMMAND / GIT_SSH and
    the repository's git config (credentials, core.sshCommand) are honoured as git would. A
    silent remote fails after REFLECTGIT_NETWORK_TIMEOUT seconds instead of hanging."""
    ssh = os.environ.get("GIT_SSH_COMMAND") or os.environ.get("GIT_SSH") or None
    return client(url, repo.get_config_stack(), ssh_command=ssh)


def remote_heads(repo: Any, url: str) -> dict[bytes, bytes] | None:
    """The remote's branches and their commits, or None when it cannot be reached now."""
    heads = heads_or_why(repo, url)
    return heads if isinstance(heads, dict) else None


def heads_or_why(repo: Any, url: str) -> dict[bytes, bytes] | str:
    """The remote's branches and their commits, or why it cannot be reached now (one line)."""
    try:
        found, path = repo_client(repo, url)
        refs = found.get_refs(path).refs or {}
    except Exception as exc:  # noqa: BLE001 - unreachable is not an error for init: sync retries later
        return why(exc)
    return {r: sha for r, sha in refs.items() if r.startswith(b"refs/heads/") and sha and sha != b"0" * 40}


def why(exc: Exception) -> str:
    """A transport failure in one line."""
    if timed_out(exc):
        return f"no answer within {timeout():g} s (REFLECTGIT_NETWORK_TIMEOUT)"
    return first_line(exc)[:200]


def local_path(url: str, git_config: Any = None) -> str | None:
    """The folder ``url`` names when it is a local path or ``file://`` URL (no network), else None."""
    from dulwich.client import LocalGitClient, get_transport_and_path

    try:
        transport, path = get_transport_and_path(url, config=git_config)
    except ValueError:
        return None
    return path if isinstance(transport, LocalGitClient) else None


def checked_out_folder(url: str, git_config: Any = None) -> bool:
    """Whether ``url`` is a local repository with its own working tree on ``main`` (another KB's
    folder): never a remote to share through, since a push would move the branch under its
    files (git refuses it too: ``receive.denyCurrentBranch``)."""
    path = local_path(url, git_config)
    if path is None or not os.path.isdir(path):
        return False
    from dulwich.errors import NotGitRepository
    from dulwich.repo import Repo

    try:
        with Repo(path) as repo:
            bare = repo.bare and repo.get_config().get_boolean(b"core", b"bare") is not False
            checked_out = repo.refs.get_symrefs().get(b"HEAD") == b"refs/heads/main"
    except (NotGitRepository, OSError, KeyError):
        return False
    return not bare and checked_out


def kb_folder(url: str, git_config: Any = None) -> bool:
    """Whether ``url`` is another KB's checked-out folder (its marker in the working tree), not
    any repository: a code repository given by mistake is "not a reflectgit KB" instead."""
    path = local_path(url, git_config)
    return (path is not None and checked_out_folder(url, git_config)
            and os.path.isfile(os.path.join(path, "memory", "meta", "kb.yaml")))


#: what to do instead, said wherever a checked-out folder is refused as a remote
SHARE_THROUGH_BARE = ("share through a bare remote: `git init --bare PATH`, then `reflectgit sync PATH` from each KB "
                      "(`reflectgit init --remote PATH` makes it origin)")

