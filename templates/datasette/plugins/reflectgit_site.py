"""Datasette plugin loaded by `reflectgit serve`: a folder URL of the site serves its index.html.

Datasette's ``--static site:DIR`` answers ``/site/`` with "403: Directory listing is not
allowed"; the docs (and anyone typing the address) expect the site's home page there. ``/site``
redirects to ``/site/`` so the page's relative links resolve under the mount.
"""

from datasette import hookimpl

MOUNT = "/site"


def folder_index(path: str) -> str | None:
    """``/site/`` -> ``/site/index.html``; None for a path this plugin leaves alone."""
    if path.startswith(MOUNT + "/") and path.endswith("/"):
        return path + "index.html"
    return None


@hookimpl
def asgi_wrapper(datasette):
    def wrap(app):
        async def site_index(scope, receive, send):
            if scope.get("type") == "http":
                path = scope.get("path", "")
                if path == MOUNT:
                    await send({"type": "http.response.start", "status": 302,
                                "headers": [(b"location", (MOUNT + "/").encode()), (b"content-length", b"0")]})
                    await send({"type": "http.response.body", "body": b""})
                    return
                index = folder_index(path)
                if index is not None:
                    raw = scope.get("raw_path") or path.encode()
                    scope = {**scope, "path": index, "raw_path": raw.split(b"?", 1)[0] + b"index.html"}
            await app(scope, receive, send)

        return site_index

    return wrap
