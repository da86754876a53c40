"""Write changed JSON back into a user's file, keeping the file's own text wherever the value did
not change: a compact one-line file stays on one line, ``"caf\\u00e9"`` stays escaped, a key order
or spacing of theirs stays. Only the members that changed are written anew, in the file's style
(its indentation or separators, line endings, ``\\u`` escapes). Used for the harness and MCP client
files that ``agent install``/``uninstall`` change (review20: a compact file was reflowed)."""

from __future__ import annotations

import json
import re
from typing import Any

_WS = re.compile(r"[ \t\r\n]*")
_DECODER = json.JSONDecoder()


def indent_of(text: str) -> int | str:
    """The indentation the file uses (2 when it has none to copy)."""
    m = re.search(r"^[{\[][ \t]*\r?\n([ \t]+)\S", text, re.M)
    if not m:
        return 2
    ws = m.group(1)
    return ws if "\t" in ws else len(ws)



class _Style:
    def __init__(self, text: str) -> None:
        body = text.strip()
        self.compact = bool(body) and "\n" not in body
        self.indent = indent_of(text)
        self.ascii = bool(re.search(r"\\u[0-9a-fA-F]{4}", text)) and text.isascii()
        self.newline = "\r\n" if "\r\n" in text else "\n"
        self.item_sep = ", " if re.search(r",[ \t]", body) or not self.compact else ","
        self.key_sep = ": " if re.search(r'"[ \t]*:[ \t]', body) or not self.compact else ":"

    def unit(self, depth: int) -> str:
        return (self.indent if isinstance(self.indent, str) else " " * self.indent) * depth

    def dump(self, value: Any, depth: int) -> str:
        if self.compact:
            return json.dumps(value, separators=(self.item_sep, self.key_sep), ensure_ascii=self.ascii)
        out = json.dumps(value, indent=self.indent, ensure_ascii=self.ascii)
        return out.replace("\n", self.newline + self.unit(depth))

    def opening(self, depth: int) -> tuple[str, str, str]:
        """(after the bracket, between items, before the closing bracket) for a container that had none."""
        if self.compact:
            return "", self.item_sep, ""
        inner = self.newline + self.unit(depth + 1)
        return inner, "," + inner, self.newline + self.unit(depth)


def _ws(text: str, i: int) -> int:
    m = _WS.match(text, i)
    return m.end() if m else i


def _items(text: str, start: int, is_object: bool) -> tuple[list[tuple[Any, int, int, int, Any]], int]:
    """The members of the container opening at ``start``: (key, member start, value start, value end,
    value) — key None in a list — and the index of its closing bracket."""
    out: list[tuple[Any, int, int, int, Any]] = []
    i = _ws(text, start + 1)
    close = "}" if is_object else "]"
    while text[i] != close:
        begin = i
        key = None
        if is_object:
            key, i = json.decoder.scanstring(text, i + 1)  # type: ignore[attr-defined]
            i = _ws(text, i) + 1  # the colon
            i = _ws(text, i)
        vstart = i
        value, i = _DECODER.raw_decode(text, vstart)
        out.append((key, begin, vstart, i, value))
        i = _ws(text, i)
        if text[i] == ",":
            i = _ws(text, i + 1)
    return out, i


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def _value(text: str, s: int, e: int, old: Any, new: Any, style: _Style, depth: int) -> str:
    if _same(old, new):
        return text[s:e]
    if isinstance(old, dict) and isinstance(new, dict):
        return _container(text, s, e, old, new, style, depth, True)
    if isinstance(old, list) and isinstance(new, list):
        return _container(text, s, e, old, new, style, depth, False)
    return style.dump(new, depth)


def _container(text: str, s: int, e: int, old: Any, new: Any, style: _Style, depth: int, is_object: bool) -> str:
    items, close = _items(text, s, is_object)
    pieces: list[str] = []
    if is_object:
        for key, begin, vstart, vend, value in items:
            if key in new:
                pieces.append(text[begin:vstart] + _value(text, vstart, vend, value, new[key], style, depth + 1))
        first = re.match(r'"(?:[^"\\]|\\.)*"(.*)$', text[items[0][1]:items[0][2]], re.S) if items else None
        sep = first.group(1) if first else style.key_sep  # the file's own '": "'
        for key in (k for k in new if k not in old):
            pieces.append(json.dumps(key, ensure_ascii=style.ascii) + sep + style.dump(new[key], depth + 1))
    else:
        j = 0
        for idx, (_, _begin, vstart, vend, value) in enumerate(items):
            rest_old = [v for _, _, _, _, v in items[idx + 1:]]
            if j < len(new) and _same(new[j], value):
                pieces.append(text[vstart:vend])
                j += 1
            elif any(_same(value, n) for n in new[j:]):
                while not _same(new[j], value):
                    pieces.append(style.dump(new[j], depth + 1))
                    j += 1
                pieces.append(text[vstart:vend])
                j += 1
            elif j < len(new) and not any(_same(new[j], v) for v in rest_old) and type(new[j]) is type(value):
                pieces.append(_value(text, vstart, vend, value, new[j], style, depth + 1))
                j += 1
            # else: taken out
        pieces += [style.dump(v, depth + 1) for v in new[j:]]
    opener, closer = text[s], text[close]
    if not pieces:
        return opener + closer
    if items:
        lead = text[s + 1:items[0][1]]
        trail = text[items[-1][3]:close]
        between = text[items[0][3]:items[1][1]] if len(items) > 1 else None
        if between is None:
            between = style.opening(depth)[1] if "\n" in lead else style.item_sep
    else:
        lead, between, trail = style.opening(depth)
    trail = trail.lstrip(",")  # a trailing comma is not JSON; never one of ours
    return opener + lead + between.join(pieces) + trail + closer


def dumps_like(new: Any, text: str) -> str | None:
    """``new`` written into the file's ``text``, keeping the text of every unchanged part; None when
    the text is not one JSON value (the caller writes the whole file in its style)."""
    start = _ws(text, 0)
    if start >= len(text):
        return None
    try:
        old, end = _DECODER.raw_decode(text, start)
        if text[_ws(text, end):].strip():
            return None
        return text[:start] + _value(text, start, end, old, new, _Style(text), 0) + text[end:]
    except (ValueError, IndexError):
        return None
