"""``<private>...</private>`` spans: text a person marked as never to be shared.

Stripped from everything derived and everything shown or sent. Nested spans are handled, and
an opening tag without its closing one hides everything after it: to the end of the text for
:func:`strip_private`, to the end of the stream for a :class:`PrivateStripper` (a transcript
read message by message). Tags are recognised however they were typed or escaped on the way:
``<private>``, ``< PRIVATE >``, ``</ private>``, ``&lt;private&gt;`` and mixes of these.
"""

from __future__ import annotations

import re
from typing import Any

# "<" or ">" as typed, HTML-escaped (even twice: &amp;lt;) or as a numeric reference
_LT = r"(?:<|&(?:amp;)*(?:lt|\#0*60|\#x0*3c);)"
_GT = r"(?:>|&(?:amp;)*(?:gt|\#0*62|\#x0*3e);)"
# ASCII case folding, so the substring pre-check in has_private() never misses a tag it matches
_TAG = re.compile(rf"{_LT}\s*(/?)\s*private\b(?:(?!{_GT})[^<])*{_GT}", re.IGNORECASE | re.ASCII)
_TAG_BYTES = re.compile(_TAG.pattern.encode(), re.IGNORECASE)
MARK = "[private]"


def has_private(text: str | bytes) -> bool:
    """True when ``text`` holds a private tag. Text without the word runs no regex: it is on
    every hot path (each note indexed, listed or shown, each transcript message)."""
    if isinstance(text, bytes):
        return (b"<" in text or b"&" in text) and b"private" in text.lower() and _TAG_BYTES.search(text) is not None
    return ("<" in text or "&" in text) and "private" in text.lower() and _TAG.search(text) is not None


def _strip(text: str, depth: int) -> tuple[str, int]:
    """``text`` without its private spans, entered ``depth`` spans deep; returns the depth left."""
    out: list[str] = []
    pos = 0
    for m in _TAG.finditer(text):
        if depth == 0:
            out.append(text[pos:m.start()])
        if m.group(1):  # closing; a stray one is simply dropped
            depth = max(0, depth - 1)
        else:
            if depth == 0:
                out.append(MARK)
            depth += 1
        pos = m.end()
    if depth == 0:
        out.append(text[pos:])
    return "".join(out), depth


def strip_private(text: str) -> str:
    """``text`` with each private span replaced by ``[private]``; an unclosed one hides the rest.

    Returns ``text`` itself when it has no tag, so callers can test ``is`` for "unchanged".
    """
    if not has_private(text):
        return text
    return _strip(text, 0)[0]


def strip_value(value: Any) -> Any:
    """``value`` (text, or lists and dicts of them) with the private spans of every string
    stripped, each string on its own; the same object back when nothing changed."""
    if isinstance(value, str):
        return strip_private(value)
    if isinstance(value, dict):
        out = {k: strip_value(v) for k, v in value.items()}
        return value if all(out[k] is value[k] for k in value) else out
    if isinstance(value, list):
        items = [strip_value(v) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    return value


class PrivateStripper:
    """Strips a stream fed piece by piece (the messages of a transcript): a span opened in one
    piece stays open in the next ones until it is closed, so an unclosed tag hides the rest of
    the stream, not just the rest of its own message."""

    def __init__(self) -> None:
        self.depth = 0

    @property
    def open(self) -> bool:
        """True while inside a span: what is fed now is hidden."""
        return self.depth > 0

    def feed(self, text: str) -> str:
        """The visible part of the next piece of text."""
        if self.depth == 0 and not has_private(text):
            return text
        out, self.depth = _strip(text, self.depth)
        return out

    def feed_value(self, value: Any) -> Any:
        """A structure (a tool call's input) fed string by string in order, never as
        serialized JSON: stripping text inside a JSON document could break the document."""
        if isinstance(value, str):
            return self.feed(value)
        if isinstance(value, dict):
            return {k: self.feed_value(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.feed_value(v) for v in value]
        return value
