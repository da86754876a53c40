"""The thin path to the warm recall server: ``search``, ``index`` and the agent's prompt hooks
without click, YAML, numpy, git or the index.

An agent runs a hook process on every prompt, and a person waits on ``search``: both pay
Python's start-up plus whatever they import. When the KB's recall server runs, all these need
is to send the request on its socket and print the answer, so this module does that with the
standard library and the light ``recall.types``. ``reflectgit.cli_thin`` runs ``search`` and
``index`` on it (and in-process when no server answers, still without click); whatever it does
not understand (an option it does not know) goes to the full command, with the same output.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
from pathlib import Path
from typing import Any

from reflectgit.recall.stamp import code_stamp


def socket_path(kb_path: Path) -> Path:
    """Short and private: /tmp/reflectgit-<uid>/<hash of the KB path>.sock (0700 folder)."""
    base = Path(os.environ.get("XDG_RUNTIME_DIR") or "/tmp") / f"reflectgit-{os.getuid()}"
    key = hashlib.sha256(str(kb_path.resolve()).encode()).hexdigest()[:16]
    return base / f"{key}.sock"


def enabled() -> bool:
    return os.environ.get("REFLECTGIT_DAEMON", "1") not in ("0", "false", "no", "off")


def read_line(s: socket.socket) -> bytes:
    buf = b""
    while not buf.endswith(b"\n"):
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
    return buf


def ask(kb_path: Path, payload: dict[str, Any], timeout: float = 30.0) -> dict[str, Any] | None:
    """Send one request to the KB's server; None when no (compatible) server answers."""
    path = socket_path(kb_path)
    if not path.exists():
        return None
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(timeout)
    env = {k: v for k, v in os.environ.items() if k.startswith("REFLECTGIT_")}  # the caller's settings apply
    try:
        s.connect(str(path))
        s.sendall(json.dumps({**payload, "env": env, "stamp": code_stamp()}, default=str).encode() + b"\n")
        data = read_line(s)
    except (OSError, TypeError, ValueError):
        return None  # the server is an optimisation: any trouble means "answer in-process"
    finally:
        s.close()
    try:
        reply = json.loads(data)
    except ValueError:
        return None
    return reply if isinstance(reply, dict) and reply.get("ok") else None


# -- the commands ----------------------------------------------------------------------------

# option -> (Options field or None for an output flag, takes a value)
_RECALL_FLAGS: dict[str, tuple[str | None, bool]] = {
    "--json": (None, False), "--limit": ("limit", True), "-n": ("limit", True),
    "--project": ("project", True), "--branch": ("branch", True), "--all-branches": ("all_branches", False),
    "--global": ("global_", False), "--include-inactive": ("include_inactive", False),
    "--max-tokens": ("max_tokens", True), "--field": ("field", True),
}
_OFF_FLAGS = {"--no-cache": "cache"}  # option -> Options field it turns off


def parse_recall_args(args: list[str]) -> tuple[str, dict[str, Any], bool] | None:
    """(query, flags, as_json) of ``search``/``index`` arguments in the forms people type; None
    for anything else (the full CLI parses that, with its errors and help)."""
    query: str | None = None
    flags: dict[str, Any] = {}
    as_json = False
    i = 0
    while i < len(args):
        a = args[i]
        name, eq, inline = a.partition("=") if a.startswith("--") else (a, "", "")
        if name in _RECALL_FLAGS:
            field, takes = _RECALL_FLAGS[name]
            if takes:
                if eq:
                    value = inline
                elif i + 1 < len(args):
                    i += 1
                    value = args[i]
                else:
                    return None
                if field in ("limit", "max_tokens"):
                    if not value.isdigit():
                        return None
                    flags[field] = int(value)
                else:
                    flags[str(field)] = value
            elif eq:
                return None
            elif field is None:
                as_json = True
            else:
                flags[field] = True
        elif a in _OFF_FLAGS:
            flags[_OFF_FLAGS[a]] = False
        elif a.startswith("-") or query is not None:
            return None
        else:
            query = a
        i += 1
    return (query, flags, as_json) if query else None


def kb_and_rest(argv: list[str]) -> tuple[str | None, list[str]] | None:
    """The ``--kb`` given (anywhere before a ``--``) and the other arguments."""
    explicit = None
    rest: list[str] = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--":
            return None
        if a == "--kb" and i + 1 < len(argv):
            explicit = argv[i + 1]
            i += 2
            continue
        if a.startswith("--kb="):
            explicit = a[len("--kb="):]
        else:
            rest.append(a)
        i += 1
    return explicit, rest


def inject(kb_path: Path, kind: str, **payload: Any) -> str | None:
    """What the server's warm pipeline injects for an agent hook (``session_start`` or
    ``prompt``), or None when no server answers."""
    if not enabled():
        return None
    reply = ask(kb_path, {"op": "inject", "kind": kind, **payload})
    return str(reply.get("text") or "") if reply is not None else None
