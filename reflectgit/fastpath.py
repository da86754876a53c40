"""The thin path to the warm recall server: ``search``, ``index`` and the agent's prompt hooks
without click, YAML, numpy, git or the index.

An agent runs a hook process on every prompt, and a person waits on ``search``: both pay
Python's start-up plus whatever they import. When the KB's recall server runs, all these need
is to send the request on its socket and print the answer, so this module does that with
``os`` and ``_socket`` alone: a small encoder writes the request and the server sends back the
text to print (no json, re, pathlib, typing, dataclasses, hashlib or the ``socket`` wrapper:
each costs milliseconds of a process that should take about as long as Python's own start).
``reflectgit.cli_thin`` runs ``search`` and ``index`` on it (and in-process when no server
answers, still without click); whatever it does not understand (an option it does not know)
goes to the full command, with the same output.
"""

from __future__ import annotations

import _socket  # socket's C core: the module around it loads selectors, array and enum (~2.5 ms)
import os

from reflectgit.stamp import code_stamp

TYPE_CHECKING = False  # typing costs the thin client ~2 ms; mypy reads this name as typing's
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any


def _sha256(data: bytes) -> str:
    try:
        from _sha256 import sha256  # the builtin module: hashlib would load OpenSSL (~2 ms)
    except ImportError:
        from hashlib import sha256
    return sha256(data).hexdigest()


def socket_file(kb_path: str | os.PathLike[str]) -> str:
    """Short and private: /tmp/reflectgit-<uid>/<hash of the KB path>.sock (0700 folder)."""
    base = os.path.join(os.environ.get("XDG_RUNTIME_DIR") or "/tmp", f"reflectgit-{os.getuid()}")
    return os.path.join(base, _sha256(os.path.realpath(kb_path).encode())[:16] + ".sock")


def socket_path(kb_path: str | os.PathLike[str]) -> Path:
    from pathlib import Path

    return Path(socket_file(kb_path))


def kb_location(explicit: str | None) -> str:
    """``config.kb_path`` as a string (no pathlib)."""
    raw = explicit or os.environ.get("REFLECTGIT_HOME", "~/.reflectgit")
    return os.path.abspath(os.path.expanduser(raw))


def enabled() -> bool:
    return os.environ.get("REFLECTGIT_DAEMON", "1") not in ("0", "false", "no", "off")


def read_line(s: _socket.socket) -> bytes:
    buf = b""
    while not buf.endswith(b"\n"):
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
    return buf


def _exchange(kb_path: str | os.PathLike[str], request: bytes, timeout: float, whole: bool) -> bytes | None:
    """Send one request line to the KB's server and read its reply: one line, or (``whole``)
    everything until the server closes; None when no server answers."""
    path = socket_file(kb_path)
    if not os.path.exists(path):
        return None
    s = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    s.settimeout(timeout)
    try:
        s.connect(path)
        s.sendall(request)
        if not whole:
            return read_line(s)
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError:
        return None  # the server is an optimisation: any trouble means "answer in-process"
    finally:
        s.close()


def caller_setting(name: str) -> bool:
    """Whether an environment variable is one of the settings a request carries to the server,
    which answers with them: every ``REFLECTGIT_*``, and the agent session a harness names."""
    return name.startswith("REFLECTGIT_") or name == "CLAUDE_SESSION_ID"


def _caller() -> dict[str, Any]:
    """What every request carries: the caller's settings (they apply to its answer) and the code's stamp."""
    return {"env": {k: v for k, v in os.environ.items() if caller_setting(k)}, "stamp": code_stamp()}


def ask(kb_path: str | os.PathLike[str], payload: dict[str, Any], timeout: float = 30.0) -> dict[str, Any] | None:
    """Send one request to the KB's server; None when no (compatible) server answers."""
    import json

    try:
        request = json.dumps({**payload, **_caller()}, default=str).encode() + b"\n"
    except (TypeError, ValueError):
        return None
    data = _exchange(kb_path, request, timeout, whole=False)
    try:
        reply = json.loads(data) if data else None
    except ValueError:
        return None
    return reply if isinstance(reply, dict) and reply.get("ok") else None


TEXT_OK = b"ok\n"  # a text reply starts with this line; anything else is a JSON error line


def ask_text(kb_path: str | os.PathLike[str], payload: dict[str, str | list[str] | bool | None],
             timeout: float = 30.0) -> str | None:
    """A request whose answer is text to print as it is (``lines``, ``hook``): no ``json``
    module either way (it loads ``re`` and ``enum``, ~6 ms of a thin process); None when no
    (compatible) server answers."""
    request = encode({**payload, **_caller(), "reply": "text"}).encode() + b"\n"
    data = _exchange(kb_path, request, timeout, whole=True)
    if not data or not data.startswith(TEXT_OK):
        return None
    return data[len(TEXT_OK):].decode("utf-8", "replace")


_ESCAPES = {**{i: f"\\u{i:04x}" for i in range(32)}, ord('"'): '\\"', ord("\\"): "\\\\"}


def encode(value: Any) -> str:
    """JSON for the strings, lists, dicts, booleans and None a thin request holds (what
    ``json.dumps`` would write, without importing it)."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate (an undecodable argument): json escapes it
            import json

            return json.dumps(value)
        return '"' + value.translate(_ESCAPES) + '"'
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(encode(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(encode(str(k)) + ":" + encode(v) for k, v in value.items()) + "}"
    raise TypeError(f"a thin request holds no {type(value).__name__}")


# -- the commands ----------------------------------------------------------------------------

# option -> (Options field or None for an output flag, takes a value)
_RECALL_FLAGS: dict[str, tuple[str | None, bool]] = {
    "--json": (None, False), "--limit": ("limit", True), "-n": ("limit", True),
    "--project": ("project", True), "--branch": ("branch", True), "--all-branches": ("all_branches", False),
    "--global": ("global_", False), "--include-inactive": ("include_inactive", False),
    "--max-tokens": ("max_tokens", True), "--field": ("field", True),
}
_OFF_FLAGS = {"--no-cache": ("cache", False), "--no-feedback": ("feedback", 0)}  # option -> (Options field, off)


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
            off_field, off = _OFF_FLAGS[a]
            flags[off_field] = off
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


def inject(kb_path: str | os.PathLike[str], kind: str, **payload: Any) -> str | None:
    """What the server's warm pipeline injects for an agent hook (``session_start`` or
    ``prompt``), or None when no server answers."""
    if not enabled():
        return None
    reply = ask(kb_path, {"op": "inject", "kind": kind, **payload})
    return str(reply.get("text") or "") if reply is not None else None
