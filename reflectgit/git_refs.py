"""Read a repository's HEAD from its files, without importing a git library.

Used by the fast paths (``status``, hooks) that only need to know whether HEAD moved.
"""

from __future__ import annotations

from pathlib import Path


def read_ref(gitdir: Path, name: str = "HEAD", depth: int = 0) -> str | None:
    """The sha a ref points to (following symbolic refs and packed-refs), or None."""
    if depth > 5:
        return None
    try:
        text = (gitdir / name).read_text().strip()
    except (OSError, UnicodeDecodeError):
        text = ""
    if text.startswith("ref: "):
        return read_ref(gitdir, text[5:].strip(), depth + 1)
    if len(text) in (40, 64) and all(c in "0123456789abcdef" for c in text):
        return text
    try:
        for line in (gitdir / "packed-refs").read_text().splitlines():
            parts = line.split(" ", 1)
            if len(parts) == 2 and parts[1] == name:
                return parts[0]
    except OSError:
        pass
    return None
