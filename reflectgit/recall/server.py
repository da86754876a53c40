"""The per-KB recall server itself (``reflectgit daemon run``): the model, vectors and graph stay
loaded, and searches and agent hooks are answered over a Unix socket.

Clients use ``reflectgit.recall.daemon`` (or the thin ``reflectgit.fastpath``); only the server
process imports this module, so nothing on the recall path imports the hooks' code back.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import struct
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from reflectgit.fastpath import TEXT_OK, caller_setting, socket_path
from reflectgit.fastpath import read_line as _read_line
from reflectgit.kb import KB
from reflectgit.stamp import code_stamp

BEAT_EVERY = 60.0  # seconds: a missed daily pass is a state file away, not urgent to the second


def _stop_asked(path: Path) -> bool:
    """Whether `daemon stop` ran while this server was loading: it then exits before listening."""
    marker, pending = path.with_suffix(".stop"), path.with_suffix(".starting")
    if not marker.exists():
        return False
    marker.unlink(missing_ok=True)
    if not pending.exists():
        return False  # left by a stop that reached a server already listening: not for this one
    pending.unlink(missing_ok=True)
    return True


def serve(kb: KB, idle: float | None = None) -> None:
    """Answer recall requests until idle for ``idle`` seconds."""
    from reflectgit import config
    from reflectgit.project import Context
    from reflectgit.recall.choose import open_recall
    from reflectgit.recall.pipeline import Recall

    idle = config.bounded("REFLECTGIT_DAEMON_IDLE") if idle is None else idle  # a typo: the default
    os.environ["REFLECTGIT_DAEMON"] = "0"  # this process is the server: never ask itself
    path = socket_path(kb.path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    stamp = code_stamp()
    if _stop_asked(path) or _leave_to(path, stamp):
        return
    warm = open_recall(kb)
    from reflectgit.index.backfill import Backfill

    # a fresh clone or a large pull: index the words, answer, and embed the rest behind the answers
    # (as the MCP server does) instead of answering nothing for the minute a full build takes
    warm.backfill = Backfill(kb)
    warm.refresh()  # the local index, or (team mode) the shared store's version
    index = warm.index
    warm.query_vector("warm up")  # load the model before taking requests
    if _stop_asked(path):
        return
    srv = _take_socket(path, stamp)
    if srv is None:
        return
    bound = _inode(path)
    srv.settimeout(1.0)
    last = time.monotonic()
    beaten = 0.0  # when this server last ran the heartbeat for the commands it answered
    recalls: dict[str, Recall] = {}  # per context: scope, label and stale caches outlive a request

    def recall_for(ctx: Context | None) -> Recall:
        recall = recalls.pop(repr(ctx), None)
        if recall is None:
            recall = open_recall(kb, ctx)
            recall.index = index
            recall.backfill = warm.backfill
            recall._stem_cache = warm._stem_cache
        recalls[repr(ctx)] = recall  # most recent last
        while len(recalls) > 16:
            recalls.pop(next(iter(recalls)))
        return recall

    try:
        while time.monotonic() - last < idle:
            try:
                conn, _ = srv.accept()
            except TimeoutError:
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
                    with _client_env(req.get("env")):
                        reply = _answer(kb, req, recall_for)
                except Exception as exc:  # noqa: BLE001 - sent back to the client; never die on one bad request
                    reply = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
                if req.get("reply") == "text" and reply.get("ok"):  # a thin client prints it as it is
                    conn.sendall(TEXT_OK + str(reply.get("text") or "").encode("utf-8", "surrogateescape"))
                else:
                    conn.sendall(json.dumps(reply, default=str).encode() + b"\n")
            if time.monotonic() - beaten > BEAT_EVERY:  # after the answer: the client never waits for it
                from reflectgit.heartbeat import beat

                with _client_env(req.get("env")):  # the caller's settings, as for its answer
                    beat(str(kb.path))  # what each full command does; its thin callers skip it
                beaten = time.monotonic()
    finally:
        srv.close()
        if _inode(path) == bound:
            path.unlink(missing_ok=True)


def _answer(kb: KB, req: dict[str, Any], recall_for: Any) -> dict[str, Any]:
    """One request: a search, or an agent hook's context."""
    from reflectgit.project import Context
    from reflectgit.recall.types import Options

    if req.get("op") == "inject":
        return {"ok": True, "text": _inject(kb, req, recall_for)}
    if req.get("op") == "hook":  # a thin ``agent hook``: what it prints, from this server's warm state
        from reflectgit.agent import run_hook

        return {"ok": True, "text": run_hook(str(req.get("event")), str(req.get("stdin") or ""),
                                             bool(req.get("truncated")), here=str(req.get("cwd") or "") or None,
                                             warm=lambda cwd: _opened(kb, cwd, recall_for), kb=kb.path)}
    if req.get("op") == "lines":  # a thin ``search``/``index``: the lines it prints
        from reflectgit.recall.render import command_lines

        def search(ctx: Context, query: str, opts: Options) -> Any:
            result = recall_for(ctx).search(query, opts)
            result.explain["served_by"] = f"daemon pid {os.getpid()}"
            return result

        command = "index" if req.get("command") == "index" else "search"
        out = command_lines(command, [str(a) for a in req.get("args") or []], str(req.get("cwd") or "."), search)
        return {"ok": True, "text": "".join(line + "\n" for line in out)}
    fields = dict(req.get("context") or {})
    if "renamed_from" in fields:
        fields["renamed_from"] = tuple(fields["renamed_from"] or ())
    ctx = Context(**fields) if fields else None
    result = recall_for(ctx).search(req["query"], Options.from_dict(req["options"]))
    result.explain["served_by"] = f"daemon pid {os.getpid()}"
    return {"ok": True, "result": result.to_dict()}


def _take_socket(path: Path, stamp: str) -> socket.socket | None:
    """Listen on the KB's socket, unless a server of this code already answers there: two starts
    that raced both loaded one, and the later one must leave, not take the name from the server
    the first start reported (it would exit a second later). One at a time, under a lock."""
    from reflectgit.fsutil import file_lock

    with file_lock(path.with_suffix(".lock"), timeout=60, what="the recall server's socket"):
        if _leave_to(path, stamp):
            return None
        srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.unlink(missing_ok=True)
        srv.bind(str(tmp))
        os.chmod(tmp, 0o600)
        srv.listen(16)  # before it has the name: a probe that finds the name finds a listener
        os.replace(tmp, path)  # atomically take over the name (a dead server's, or an older code's)
        path.with_suffix(".starting").unlink(missing_ok=True)
    return srv


def _leave_to(path: Path, stamp: str) -> bool:
    """Whether a server of this code already answers on ``path``; this one then leaves (saying
    so in its log) and takes back the loading marker its start left."""
    other = _answering(path, stamp)
    if other is None:
        return False
    pending = path.with_suffix(".starting")
    with contextlib.suppress(OSError):
        if pending.read_text().strip() == str(os.getpid()):
            pending.unlink()
    print(f"reflectgit: a recall server already answers on {path} (pid {other}); "
          f"this one (pid {os.getpid()}) exits", file=sys.stderr, flush=True)
    return True


def _answering(path: Path, stamp: str) -> int | str | None:
    """The pid of a server of this code that listens on ``path`` (``"busy"`` when one accepts
    but is too busy to say); None when none does. A server of other code is told the code
    changed, and exits: the name is then this one's to take."""
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.settimeout(0.5)
    try:
        probe.connect(str(path))
    except OSError:
        return None  # no socket, or a dead server's
    try:
        probe.settimeout(10)
        probe.sendall(json.dumps({"op": "ping", "stamp": stamp}).encode() + b"\n")
        reply = json.loads(_read_line(probe) or b"null")
    except OSError:
        return "busy"  # it accepted the connection: alive, answering someone else
    except ValueError:
        return None
    finally:
        probe.close()
    if isinstance(reply, dict) and reply.get("ok"):
        return int(reply.get("pid") or 0) or "busy"
    return None


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


def _inject(kb: KB, req: dict[str, Any], recall_for: Any) -> str:
    """An agent hook's context, from this server's warm index and model (``inject`` does the
    rest exactly as in the hook's own process)."""
    from reflectgit import inject

    cwd = str(req.get("cwd") or "")
    opened = _opened(kb, cwd, recall_for)
    session = str(req.get("session") or "")
    if req.get("kind") == "session_start":
        return inject.session_start(kb.path, cwd, session, opened=opened)
    return inject.for_prompt(kb.path, cwd, session, str(req.get("prompt") or ""), opened=opened)


def _opened(kb: KB, cwd: str, recall_for: Any) -> Any:
    """What an agent hook answered here uses: the context of ``cwd`` and its warm recall."""
    from reflectgit import inject
    from reflectgit.project import detect

    ctx = detect(Path(cwd) if cwd else None)
    recall = recall_for(ctx)
    recall.refresh()
    return inject.prepared(kb, ctx, recall)


@contextlib.contextmanager
def _client_env(env: dict[str, str] | None) -> Iterator[None]:
    """Answer with the caller's ``REFLECTGIT_*`` settings (a hook's project, budget, ...), not the
    ones this server happened to start with; one request at a time, so a swap is safe."""
    saved = {k: v for k, v in os.environ.items() if caller_setting(k)}
    if env is not None:
        for k in saved:
            os.environ.pop(k, None)
        os.environ.update({k: str(v) for k, v in env.items() if caller_setting(k)})
        os.environ["REFLECTGIT_DAEMON"] = "0"  # never ask itself
    try:
        yield
    finally:
        if env is not None:
            for k in [k for k in os.environ if caller_setting(k)]:
                os.environ.pop(k)
            os.environ.update(saved)
