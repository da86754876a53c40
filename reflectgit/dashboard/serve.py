"""``reflectgit serve``: Datasette, read-only, over the dashboard database.

The metadata (titles, column descriptions, facets, full-text search, canned queries), the
templates and the small plugin that links note ids to their pages live in this project under
``templates/datasette/``. The static site is built next to the database and mounted at
``/site/`` so those links work.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any


def datasette_files() -> Path:
    from importlib import resources

    return Path(str(resources.files("reflectgit.templates") / "datasette"))


def command(kb: Any, host: str, port: int) -> list[str]:
    """Build the database and the site, and return the Datasette command line."""
    from reflectgit.dashboard import database, site

    db = database.build(kb)
    site_dir = kb.derived_dir() / "site"
    site.build(kb, site_dir)
    files = datasette_files()
    return [sys.executable, "-m", "datasette", "serve", "-i", str(db),
            "--metadata", str(files / "metadata.json"),
            "--template-dir", str(files / "templates"),
            "--plugins-dir", str(files / "plugins"),
            "--static", f"site:{site_dir}",
            "--host", host, "--port", str(port),
            "--setting", "sql_time_limit_ms", "5000",
            "--setting", "default_page_size", "50"]


def port_in_use(host: str, port: int) -> bool:
    """Whether binding ``host:port`` would fail because something already listens there, so
    `serve` can say so in one line before it announces an address it cannot serve."""
    import errno
    import socket

    try:
        family, kind, proto, _name, address = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0]
    except socket.gaierror:
        return False  # a name that does not resolve: Datasette says so itself
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn: TIME_WAIT is no obstacle
        try:
            probe.bind(address)
        except OSError as exc:
            return exc.errno == errno.EADDRINUSE
    return False


def check_port(host: str, port: int) -> None:
    """Refuse a port another server holds (it was an uvicorn traceback after the banner, exit 3)."""
    from reflectgit.errors import ReflectgitError

    if port_in_use(host, port):
        raise ReflectgitError(f"port {port} is in use (another reflectgit serve?): choose one with --port")


def allowed_hosts(host: str, extra: tuple[str, ...] = ()) -> list[str]:
    """Host header values the server answers besides loopback names: the address it bound
    (unless a wildcard) and the names the user allowed, plus any from the environment."""
    names = [h.strip() for h in os.environ.get("REFLECTGIT_SERVE_ALLOWED_HOSTS", "").split(",") if h.strip()]
    if host not in ("0.0.0.0", "::", ""):
        names.append(host)
    names += [h.strip() for h in extra if h.strip()]
    return sorted(set(names))


def run(kb: Any, host: str, port: int, allow_hosts: tuple[str, ...] = ()) -> None:
    """Become Datasette (exec): stopping `reflectgit serve` stops the server, nothing is left behind."""
    os.environ["REFLECTGIT_SERVE_ALLOWED_HOSTS"] = ",".join(allowed_hosts(host, allow_hosts))
    cmd = command(kb, host, port)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(cmd[0], cmd)
