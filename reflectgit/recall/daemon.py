"""Talking to the per-KB recall server that keeps the model, vectors and graph warm.

A ``reflectgit search`` process costs ~0.1 s of Python start-up; loading the embedding model
and the indices costs several times that. So the first recall in a while runs in-process
and starts this server in the background; later ones send their query over a Unix socket
and get the answer in milliseconds. The server exits after ``REFLECTGIT_DAEMON_IDLE``
seconds without a request, when its code changes, or on ``reflectgit daemon stop``.
``REFLECTGIT_DAEMON=0`` turns it off. Only the user who owns the socket can talk to it.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from typing import Any

from reflectgit.fastpath import enabled, socket_path
from reflectgit.fastpath import read_line as _read_line
from reflectgit.kb import KB
from reflectgit.stamp import code_stamp

__all__ = ["code_stamp", "enabled", "listening", "request", "socket_path", "spawn", "starting", "status", "stop"]



# -- client -----------------------------------------------------------------------------------

def request(kb: KB, payload: dict[str, Any], timeout: float = 30.0) -> dict[str, Any] | None:
    """Send one request to the KB's server; None when no (compatible) server answers."""
    from reflectgit.fastpath import ask

    return ask(kb.path, payload, timeout)


def listening(kb_path: Any) -> bool:
    """Whether a server listens on the KB's socket; a socket file nobody listens on (what a killed
    server leaves) is removed. A connect, no request: a busy server still counts."""
    path = socket_path(kb_path)
    if not path.exists():
        return False
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.settimeout(0.2)
    try:
        probe.connect(str(path))
        return True
    except OSError:
        path.unlink(missing_ok=True)
        return False
    finally:
        probe.close()


def spawn(kb: KB) -> subprocess.Popen[bytes] | None:
    """Start the server in the background (at most one per KB); the process, when this call
    started one (a caller that waits for it can tell it died)."""
    path = socket_path(kb.path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    marker = path.with_suffix(".starting")
    for attempt in range(2):
        try:
            fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
            os.close(fd)
            break
        except FileExistsError:
            if attempt or starting(kb.path):
                return None  # another process is starting it
            marker.unlink(missing_ok=True)  # left by a server that died while loading
    path.with_suffix(".stop").unlink(missing_ok=True)  # a stop asked of an earlier start
    try:
        log = open(kb.derived_dir() / "daemon.log", "ab")
    except OSError:  # a KB mounted read-only: no server (it keeps the index there), searches run here
        marker.unlink(missing_ok=True)
        return None
    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb.path), "daemon", "run"],
                     stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True, cwd=str(kb.path),
                     env={**{k: v for k, v in os.environ.items() if k != "REFLECTGIT_IN_HOOK"},
                          "REFLECTGIT_DAEMON": "1"})  # a server a hook started is no hook itself
    log.close()
    with contextlib.suppress(OSError):  # who is loading, unless it is up already: `daemon stop` asks
        fd = os.open(marker, os.O_WRONLY | os.O_TRUNC)
        os.write(fd, str(proc.pid).encode())
        os.close(fd)
    return proc


def starting(kb_path: Any) -> bool:
    """Whether a server was started and is still loading (no socket yet): its marker names a
    live process, or was made a moment ago by a start that has not written the pid yet."""
    marker = socket_path(kb_path).with_suffix(".starting")
    try:
        text, age = marker.read_text().strip(), time.time() - marker.stat().st_mtime
    except OSError:
        return False
    if not text.isdigit():
        return age < 30
    if age > 1800:  # no server loads for half an hour: its pid may name another process by now
        return False
    try:
        os.kill(int(text), 0)
    except ProcessLookupError:
        return False
    except OSError:  # alive, someone else's: not ours to report
        return False
    return True


def stop(kb: KB) -> bool:
    """Stop the server; one still loading is asked to exit before it takes requests (a user who
    stops it right after a hook started it must not find it answering a minute later)."""
    path = socket_path(kb.path)
    pending = starting(kb.path)
    if pending:
        path.with_suffix(".stop").touch(mode=0o600)
    if not path.exists():
        return pending
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(5)
    try:
        s.connect(str(path))
        s.sendall(b'{"op": "stop"}\n')
        _read_line(s)
        return True
    except OSError:
        path.unlink(missing_ok=True)
        return False
    finally:
        s.close()


def status(kb: KB) -> dict[str, Any]:
    reply = request(kb, {"op": "ping"}, timeout=2)
    return {"running": bool(reply), "starting": not reply and starting(kb.path),
            "pid": reply.get("pid") if reply else None, "socket": str(socket_path(kb.path))}
