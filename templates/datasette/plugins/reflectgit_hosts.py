"""Datasette plugin loaded by `reflectgit serve`: answer only requests addressed to this machine.

A web page can make the user's browser resolve its own name to 127.0.0.1 (DNS rebinding) and
then read whatever a local server answers, the whole KB included. The browser still sends the
page's name in the Host header, so a request whose Host is not a loopback name, the address
the server bound, or a name the user allowed (`reflectgit serve --allow-host NAME`) is refused.
"""

import os

from datasette import hookimpl

LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1"})


def allowed_hosts() -> frozenset[str]:
    extra = os.environ.get("REFLECTGIT_SERVE_ALLOWED_HOSTS", "")
    return LOOPBACK | {h.strip().lower().strip("[]") for h in extra.split(",") if h.strip()}


def host_name(header: str) -> str:
    """``[::1]:8035`` -> ``::1``, ``Localhost:8035`` -> ``localhost``."""
    value = header.strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else value
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


def permitted(host: str, names: frozenset[str]) -> bool:
    return host in names or host.endswith(".localhost")  # browsers pin *.localhost to loopback


@hookimpl
def asgi_wrapper(datasette):
    names = allowed_hosts()

    def wrap(app):
        async def guarded(scope, receive, send):
            if scope.get("type") in ("http", "websocket"):
                raw = dict(scope.get("headers") or []).get(b"host", b"").decode("latin-1")
                host = host_name(raw)
                if not permitted(host, names):
                    body = (f"reflectgit serve answers only for {', '.join(sorted(names))}; this request was "
                            f"for host {host or '(none)'!r}. If you meant to reach it by that name, restart "
                            f"with `reflectgit serve --allow-host {host or 'NAME'}`.\n").encode()
                    await send({"type": "http.response.start", "status": 403,
                                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                                            (b"content-length", str(len(body)).encode())]})
                    await send({"type": "http.response.body", "body": body})
                    return
            await app(scope, receive, send)

        return guarded

    return wrap
