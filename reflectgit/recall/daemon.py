"""A per-KB recall server that keeps the model, vectors and graph warm.

A ``reflectgit search`` process costs ~0.1 s of Python start-up; loading the embedding model
and the indices costs several times that. So the first recall in a while runs in-process
and starts this server in the background; later ones send their query over a Unix socket
and get the answer in milliseconds. The server exits after ``REFLECTGIT_DAEMON_IDLE``
seconds without a request, when its code changes, or on ``reflectgit daemon stop``.
``REFLECTGIT_DAEMON=0`` turns it off. Only the user who owns the socket can talk to it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import socket
import struct
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from reflectgit import __version__
from reflectgit.kb import KB

IDLE_DEFAULT = 900.0


def enabled() -> bool:
    return os.environ.get("REFLECTGIT_DAEMON", "1") not in ("0", "false", "no", "off")


def socket_path(kb_path: Path) -> Path:
    """Short and private: /tmp/reflectgit-<uid>/<hash of the KB path>.sock (0700 folder)."""
    base = Path(os.environ.get("XDG_RUNTIME_DIR") or "/tmp") / f"reflectgit-{os.getuid()}"
    key = hashlib.sha256(str(kb_path.resolve()).encode()).hexdigest()[:16]
    return base / f"{key}.sock"


@functools.lru_cache(maxsize=1)
def code_stamp() -> str:
    """Changes whenever reflectgit's code does, or the team store it reads (team mode on, off or
    pointed elsewhere), so a stale server is replaced."""
    pkg = Path(__file__).resolve().parents[1]
    newest = max((p.stat().st_mtime_ns for p in pkg.rglob("*.py")), default=0)
    team = "|".join(os.environ.get(k, "") for k in ("REFLECTGIT_PG_DSN", "REFLECTGIT_WORKSPACE"))
    return f"{__version__}:{newest}" + (f":{hashlib.sha256(team.encode()).hexdigest()[:12]}" if team != "|" else "")


# -- client -----------------------------------------------------------------------------------

def request(kb: KB, payload: dict[str, Any], timeout: float = 30.0) -> dict[str, Any] | None:
    """Send one request to the KB's server; None when no (compatible) server answers."""
    path = socket_path(kb.path)
    if not path.exists():
        return None
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(timeout)
    try:
        s.connect(str(path))
        s.sendall(json.dumps({**payload, "stamp": code_stamp()}, default=str).encode() + b"\n")
        data = _read_line(s)
    except (OSError, TypeError, ValueError):
        return None  # the server is an optimisation: any trouble means "answer in-process"
    finally:
        s.close()
    try:
        reply = json.loads(data)
    except ValueError:
        return None
    return reply if reply.get("ok") else None


def spawn(kb: KB) -> None:
    """Start the server in the background (at most one per KB)."""
    path = socket_path(kb.path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    starting = path.with_suffix(".starting")
    try:
        fd = os.open(starting, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        os.close(fd)
    except FileExistsError:
        if time.time() - starting.stat().st_mtime < 30:
            return  # another process is starting it
        starting.unlink(missing_ok=True)
        return
    log = open(kb.derived_dir() / "daemon.log", "ab")
    subprocess.Popen([sys.executable, "-m", "reflectgit", "--kb", str(kb.path), "daemon", "run"],
                     stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True,
                     env={**os.environ, "REFLECTGIT_DAEMON": "1"})
    log.close()


def _read_line(s: socket.socket) -> bytes:
    buf = b""
    while not buf.endswith(b"\n"):
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
    return buf


# -- server -----------------------------------------------------------------------------------

def serve(kb: KB, idle: float | None = None) -> None:
    """Answer recall requests until idle for ``idle`` seconds."""
    from reflectgit.project import Context
    from reflectgit.recall import Options, Recall

    idle = float(os.environ.get("REFLECTGIT_DAEMON_IDLE", IDLE_DEFAULT)) if idle is None else idle
    path = socket_path(kb.path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    stamp = code_stamp()
    warm = Recall(kb)
    warm.refresh()  # the local index, or (team mode) the shared store's version
    index = warm.index
    warm.query_vector("warm up")  # load the model before taking requests
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    srv.bind(str(tmp))
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)  # atomically take over the name
    bound = path.stat().st_ino
    path.with_suffix(".starting").unlink(missing_ok=True)
    srv.listen(16)
    srv.settimeout(1.0)
    last = time.monotonic()
    recalls: dict[str, Recall] = {}  # per context: scope, label and stale caches outlive a request
    try:
        while time.monotonic() - last < idle:
            try:
                conn, _ = srv.accept()
            except socket.timeout:
                if _inode(path) != bound:
                    return  # another server took over the name
                continue
            with conn:
                conn.settimeout(30)
                if not _same_user(conn):
                    continue
                try:
                    req = json.loads(_read_line(conn))
                except ValueError:
                    continue
                if req.get("op") == "stop":
                    conn.sendall(b'{"ok": true, "stopped": true}\n')
                    return
                if req.get("stamp") != stamp:
                    conn.sendall(b'{"ok": false, "error": "code changed; restarting"}\n')
                    return
                if req.get("op") == "ping":  # a status check is not activity
                    conn.sendall(json.dumps({"ok": True, "pid": os.getpid(), "stamp": stamp}).encode() + b"\n")
                    continue
                last = time.monotonic()
                try:
                    ctx = Context(**req["context"]) if req.get("context") else None
                    recall = recalls.pop(repr(ctx), None)
                    if recall is None:
                        recall = Recall(kb, ctx)
                        recall.index = index
                        recall._stem_cache = warm._stem_cache
                    recalls[repr(ctx)] = recall  # most recent last
                    while len(recalls) > 16:
                        recalls.pop(next(iter(recalls)))
                    opts = Options(**{k: (tuple(v) if k == "arms" else v) for k, v in req["options"].items()})
                    result = recall.search(req["query"], opts)
                    result.explain["served_by"] = f"daemon pid {os.getpid()}"
                    reply = {"ok": True, "result": result.to_dict()}
                except Exception as exc:  # never die on one bad request
                    reply = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
                conn.sendall(json.dumps(reply, default=str).encode() + b"\n")
    finally:
        srv.close()
        if _inode(path) == bound:
            path.unlink(missing_ok=True)


def _inode(path: Path) -> int | None:
    try:
        return path.stat().st_ino
    except OSError:
        return None


def _same_user(conn: socket.socket) -> bool:
    try:
        creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
        _pid, uid, _gid = struct.unpack("3i", creds)
        return uid == os.getuid()
    except (OSError, AttributeError):
        return True  # platforms without SO_PEERCRED: the 0700 folder still guards it


def stop(kb: KB) -> bool:
    path = socket_path(kb.path)
    if not path.exists():
        return False
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
    return {"running": bool(reply), "pid": reply.get("pid") if reply else None,
            "socket": str(socket_path(kb.path))}
