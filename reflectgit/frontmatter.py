"""The plain subset of YAML that notes' frontmatter is written in, read without PyYAML's nodes.

libyaml (``CSafeLoader``) scans and parses in C, but PyYAML still builds every value through
Python constructor calls: ~0.3 ms a note, most of a fresh clone's words index (8,000 notes).
What reflectgit writes, and what people write by hand, is nearly always one level of
``key: value`` lines, flow lists of words (``tags: [a, b]``), block lists of small mappings
(``relations:``) and a nested mapping of scalars (``source:``). :func:`simple_mapping` reads
exactly that, line by line, and answers ``None`` for anything else (a comment after a value,
a block scalar, an anchor, a tab, escapes, deeper nesting...), which the caller then gives to
the full parser. Each plain scalar is typed by PyYAML's own resolver; a value it types as
anything but text (a number, a date, ``yes``, ``~``) is built by libyaml from that scalar alone,
so the result is the one ``yaml.load(text, CSafeLoader)`` gives (tests/test_frontmatter.py
compares them on generated and real frontmatter).
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

_KEY = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*):(?: (.*))?\Z")
#: what the YAML reader refuses, and line breaks other than "\n" (NEL, LS, PS, CR), tabs, BOM
_UNSAFE = re.compile("[^\x0a\x20-\x7e\xa0-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]|[\u2028\u2029]")
_SINGLE = re.compile(r"'((?:[^']|'')*)'\Z")
_DOUBLE = re.compile(r'"([^"\\]*)"\Z')
_PLAIN_START = frozenset("-?:,[]{}#&*!|>'\"%@`")
_FLOW_BAD = re.compile(r"[\[\]{}'\"#&*!|>%@`?:]")
_STR = "tag:yaml.org,2002:str"
_built: dict[str, Any] = {}  # plain scalars typed as something else, built once each
_text_keys: set[str] = set()  # keys the resolver types as text


class _Fallback(Exception):
    """The text is outside the subset: the full parser reads it."""


def simple_mapping(text: str) -> dict[str, Any] | None:
    """The frontmatter mapping, as ``yaml.load`` with libyaml would give it (before
    ``plain_values``, except that dates already come as ISO text), or ``None`` when the text
    uses anything beyond the plain subset (the caller parses it in full)."""
    if _UNSAFE.search(text):
        return None
    lines = [line.rstrip(" ") for line in text.split("\n")]
    lines = [line for line in lines if line and not line.lstrip(" ").startswith("#")]
    try:
        return _mapping(lines)
    except _Fallback:
        return None


def _mapping(lines: list[str]) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    i, n = 0, len(lines)
    while i < n:
        key, value = _key_line(lines[i])
        i += 1
        if value is not None:
            out[key] = _value(value)
            continue
        j = i
        while j < n and (lines[j][0] == " " or lines[j][0] == "-"):
            j += 1
        out[key] = _block(lines[i:j]) if j > i else None
        i = j
    return out or None  # an empty document: the full parser says what it is


def _key_line(line: str) -> tuple[str, str | None]:
    m = _KEY.match(line)
    if m is None:
        raise _Fallback
    key = m.group(1)
    if key not in _text_keys:
        if _resolve(key) != _STR:  # `yes:`, `null:`: not a text key
            raise _Fallback
        if len(_text_keys) < 4096:
            _text_keys.add(key)
    value = m.group(2)
    return key, (value.lstrip(" ") or None) if value is not None else None


def _block(lines: list[str]) -> Any:
    """A block sequence (of scalars or one-level mappings) or a mapping of scalars, one deep."""
    indent = len(lines[0]) - len(lines[0].lstrip(" "))
    if lines[0][indent] != "-":
        if indent == 0:
            raise _Fallback
        out: dict[str, Any] = {}
        for line in lines:
            if len(line) - len(line.lstrip(" ")) != indent:
                raise _Fallback
            key, value = _key_line(line[indent:])
            if value is None:
                raise _Fallback
            out[key] = _value(value)
        return out
    items: list[Any] = []
    inner = " " * (indent + 2)
    current: dict[str, Any] | None = None
    for line in lines:
        if line.startswith(inner) and line[len(inner)] != " ":
            if current is None:
                raise _Fallback
            key, value = _key_line(line[len(inner):])
            if value is None:
                raise _Fallback
            current[key] = _value(value)
            continue
        if not line.startswith(" " * indent + "- ") or line[indent + 2] == " ":
            raise _Fallback
        entry = line[indent + 2:]
        if _KEY.match(entry):
            key, value = _key_line(entry)
            if value is None:
                raise _Fallback
            current = {key: _value(value)}
            items.append(current)
        else:
            current = None
            items.append(_scalar(entry))
    return items


def _value(text: str) -> Any:
    if text[0] == "[":
        if text[-1] != "]":
            raise _Fallback
        inner = text[1:-1]
        if _FLOW_BAD.search(inner):
            raise _Fallback
        if not inner.strip(" "):
            return []
        items = [item.strip(" ") for item in inner.split(",")]
        if not all(items):
            raise _Fallback
        return [_plain(item) for item in items]
    return _scalar(text)


def _scalar(text: str) -> Any:
    if text[0] == "'":
        m = _SINGLE.match(text)
        if m is None:
            raise _Fallback
        return m.group(1).replace("''", "'")
    if text[0] == '"':
        m = _DOUBLE.match(text)
        if m is None:
            raise _Fallback
        return m.group(1)
    return _plain(text)


def _plain(text: str) -> Any:
    if text[0] in _PLAIN_START or ": " in text or " #" in text or text.endswith(":"):
        raise _Fallback
    if _resolve(text) == _STR:
        return text
    if text not in _built:
        if len(_built) > 4096:
            _built.clear()
        _built[text] = _build(text)
    return _built[text]


def _build(text: str) -> Any:
    """A plain scalar that is not text (a number, a date, a boolean, null), as libyaml builds it
    (dates as ISO text, as ``plain_values`` gives them)."""
    import yaml

    try:
        return plain_values(yaml.load(text, Loader=yaml_loader()))
    except Exception:  # noqa: BLE001 - the full parser meets it again and says what is wrong, where
        raise _Fallback from None


def _resolve(text: str) -> str:
    """The tag PyYAML's resolver gives a plain scalar (only the first character picks which of its
    patterns apply: text starting elsewhere is text, without asking it)."""
    resolver = _resolver()
    if text[0] not in resolver.yaml_implicit_resolvers and None not in resolver.yaml_implicit_resolvers:
        return _STR
    tag = _tags.get(text)
    if tag is None:
        if len(_tags) > 4096:
            _tags.clear()
        tag = _tags[text] = resolver.resolve(_scalar_node(), text, (True, False))
    return tag


_tags: dict[str, str] = {}


_cached: list[Any] = []


def _resolver() -> Any:
    if not _cached:
        import yaml

        _cached.extend([yaml.resolver.Resolver(), yaml.ScalarNode])
    return _cached[0]


def _scalar_node() -> Any:
    return _cached[1]


def yaml_loader() -> Any:
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def plain_values(value: Any) -> Any:
    """Parsed YAML as plain JSON-like values; dates and times become ISO 8601 text."""
    if isinstance(value, dict):
        return {str(k): plain_values(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain_values(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, datetime):
        return value.isoformat().replace("+00:00", "Z")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    return value
