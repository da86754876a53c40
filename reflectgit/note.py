"""The learning note: one markdown file with YAML frontmatter.

A note keeps the exact bytes it was read from and hands them back untouched until a field is
changed, so reading and writing an unchanged note is byte-identical and a field edit produces
a one-line git diff. Frontmatter is parsed with ruamel.yaml in round-trip mode, which keeps
unknown fields, their order and their comments.
"""

from __future__ import annotations

import io
import re
from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from reflectgit.errors import NoteError
from reflectgit.frontmatter import plain_values as _plain
from reflectgit.frontmatter import yaml_loader as _loader

SCOPES = ("user", "project", "global")
STATUSES = ("active", "archived", "superseded", "demoted", "deleted")
INACTIVE_STATUSES = ("archived", "superseded", "demoted", "deleted")
SOURCE_KINDS = ("manual", "commit", "session", "reflection", "import")
RELATION_TYPES = (
    "caused_by", "causes", "enables", "prevents", "contradicts", "supersedes", "part_of",
    "uses", "solves", "requires", "relates_to", "implements", "configures", "triggers",
)
CONFIDENCE_WORDS = {"high": 0.9, "medium": 0.6, "med": 0.6, "low": 0.3}

#: Canonical order of known fields in a freshly written note; unknown fields follow.
FIELD_ORDER = (
    "id", "title", "created", "updated", "project", "branch", "scope", "category", "type",
    "subject", "tags", "confidence", "problem", "fix", "rule", "key_insight", "entities",
    "relations", "links", "source", "status", "status_reason", "superseded_by",
    "forget_after", "proof_count", "hidden",
)
TEXT_FIELDS = ("title", "category", "type", "subject", "problem", "fix", "rule", "key_insight",
               "status_reason", "superseded_by")
LIST_FIELDS = ("tags", "links", "entities", "relations")
REQUIRED_FIELDS = ("id", "title", "created", "updated", "project", "branch", "scope", "status")

ID_PREFIX = "lrn-"
_ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32: no i, l, o, u
_ID_LEN = 8
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9._-]{2,63}$")
_MINTED_ID = re.compile(rf"^{ID_PREFIX}[{_ID_ALPHABET}]{{{_ID_LEN}}}$")
_FRONTMATTER_END = re.compile(r"^---[ \t]*\r?$", re.MULTILINE)
_SHA = re.compile(r"^[0-9a-fA-F]{4,64}$")
MAX_BRANCH = 255  # git itself allows longer names; the shard folder is shortened (project.slug)


def mint_id(taken: Container[str] | Iterable[str] | None = None) -> str:
    """A fresh random id, never derived from content so edits never change it."""
    import secrets

    used = taken if isinstance(taken, Container) else set(taken or ())  # a set, or a lazy view of the KB
    while True:
        new = ID_PREFIX + "".join(secrets.choice(_ID_ALPHABET) for _ in range(_ID_LEN))
        if new not in used:
            return new


def derived_id(note_id: str, data: bytes, taken: Container[str]) -> str:
    """A new id for a second note that arrived under ``note_id`` (a merge keeps both): derived
    from the id and the note's bytes, not random, so every machine making the same merge names it
    the same; a chosen id keeps its words (``pg-tips`` -> ``pg-tips-k3x9``)."""
    import hashlib

    seed = hashlib.sha256(note_id.encode() + b"\0" + data).digest()
    for n in range(1000):
        digest = hashlib.sha256(seed + n.to_bytes(2, "big")).digest()
        letters = "".join(_ID_ALPHABET[byte % len(_ID_ALPHABET)] for byte in digest)
        new = (ID_PREFIX + letters[:_ID_LEN] if is_minted_id(note_id)
               else f"{note_id[:58].rstrip('-._')}-{letters[:4]}")
        if new not in taken:
            return new
    raise AssertionError("no free id in 1000 tries")  # pragma: no cover - needs ~2^40 ids taken


def is_minted_id(value: str) -> bool:
    return bool(_MINTED_ID.match(value))


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _rt_yaml():
    from ruamel.yaml import YAML

    y = YAML(typ="rt")
    y.width = 4096  # never fold long lines: one field, one line, clean diffs
    y.indent(mapping=2, sequence=4, offset=2)
    y.preserve_quotes = True
    return y


#: How deeply frontmatter may nest, and how much larger than its text it may grow once
#: aliases are expanded: a few hundred bytes of ``&a [*b, *b, ...]`` can stand for gigabytes.
MAX_YAML_DEPTH = 32
_EXPANSION_FLOOR = 65536


def load_yaml(text: str) -> Any:
    """Parse frontmatter with libyaml: 30x faster than a round-trip parser, used for reads.

    Text that could nest deeply or use aliases is measured first, without building anything,
    so an alias bomb or a 5,000-level nesting is refused before it costs memory or recursion.
    """
    import yaml

    if "&" in text or "*" in text or text.count("[") + text.count("{") > MAX_YAML_DEPTH or "\n" + " " * 64 in text:
        _measure(text)
    return yaml.load(text, Loader=_loader())


def _measure(text: str) -> None:
    """Refuse YAML nested past ``MAX_YAML_DEPTH`` or whose aliases expand it past its budget.

    One pass over the parser's events: each anchored node's expanded size is remembered, and an
    alias adds that size, so the cost is linear in the text whatever the expansion would be.
    """
    import yaml

    budget = max(_EXPANSION_FLOOR, 8 * len(text))
    sizes: dict[str, int] = {}
    stack: list[list[Any]] = [[None, 0]]  # [anchor, expanded size so far]

    def grow(n: int) -> None:
        stack[-1][1] += n
        if stack[-1][1] > budget:
            raise yaml.YAMLError(f"aliases expand it past {budget} bytes")

    try:
        for event in yaml.parse(text, Loader=_loader()):
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                stack.append([event.anchor, 1])
                if len(stack) > MAX_YAML_DEPTH + 1:
                    raise yaml.YAMLError(f"nested more than {MAX_YAML_DEPTH} levels deep")
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                anchor, size = stack.pop()
                if anchor is not None:
                    sizes[anchor] = size
                grow(size)
            elif isinstance(event, yaml.ScalarEvent):
                size = len(event.value) + 1
                if event.anchor is not None:
                    sizes[event.anchor] = size
                grow(size)
            elif isinstance(event, yaml.AliasEvent):
                grow(sizes.get(event.anchor or "", 1))
    except yaml.YAMLError as exc:  # PyYAML ≥ 6.0.4 stops deep nesting itself, in its own words
        if "nesting depth" in str(exc):
            raise yaml.YAMLError(f"nested more than {MAX_YAML_DEPTH} levels deep") from exc
        raise


def _to_yaml_value(value: Any) -> Any:
    """Plain values ready for the round-trip dumper: multi-line text as ``|`` blocks."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq
    from ruamel.yaml.scalarstring import LiteralScalarString, SingleQuotedScalarString

    if isinstance(value, str):
        if "\n" in value:
            return LiteralScalarString(value)
        if _needs_quotes(value):
            return SingleQuotedScalarString(value)
        return value
    if isinstance(value, dict):
        m = CommentedMap()
        for k, v in value.items():
            m[k] = _to_yaml_value(v)
        return m
    if isinstance(value, list):
        seq = CommentedSeq(_to_yaml_value(v) for v in value)
        if value and all(isinstance(v, (str, int, float)) and "\n" not in str(v) for v in value):
            seq.fa.set_flow_style()  # tags: [a, b] reads and diffs like one line
        return seq
    return value


def _needs_quotes(text: str) -> bool:
    """True when a YAML 1.1 reader would not read ``text`` back as the same string."""
    import yaml

    try:
        return load_yaml(text) != text
    except (yaml.YAMLError, ValueError, TypeError, AttributeError, OverflowError, RecursionError):
        return True  # YAML would misread it (2024-13-45, '*a', ...): quote it


def _insert_pos(keys: list[str], name: str) -> int:
    """Where a new field goes: after the last present field that precedes it canonically."""
    if name not in FIELD_ORDER:
        return len(keys)
    rank = FIELD_ORDER.index(name)
    pos = 0
    for i, k in enumerate(keys):
        if k in FIELD_ORDER and FIELD_ORDER.index(k) < rank:
            pos = i + 1
    return pos


def _dump_rt(fm_text: str | None, changes: dict[str, Any], meta: dict[str, Any]) -> str:
    """Apply ``changes`` to the original frontmatter text, keeping its formatting and comments."""
    from ruamel.yaml.comments import CommentedMap

    if fm_text is not None and fm_text.strip():
        doc = _rt_yaml().load(fm_text)
        for name, value in changes.items():
            if value is _DELETE:
                doc.pop(name, None)
            elif name in doc:
                doc[name] = _to_yaml_value(value)
            else:
                doc.insert(_insert_pos(list(doc.keys()), name), name, _to_yaml_value(value))
    else:
        doc = CommentedMap()
        for name in sorted(meta, key=lambda k: (FIELD_ORDER.index(k) if k in FIELD_ORDER else len(FIELD_ORDER))):
            doc[name] = _to_yaml_value(meta[name])
    buf = io.StringIO()
    if len(doc):
        _rt_yaml().dump(doc, buf)
    return buf.getvalue()


def _dump_plain(meta: dict[str, Any]) -> str:
    import yaml

    class Dumper(yaml.SafeDumper):
        pass

    def text(dumper: yaml.SafeDumper, data: str) -> Any:
        style = "|" if "\n" in data else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)

    Dumper.add_representer(str, text)
    ordered = {k: meta[k] for k in FIELD_ORDER if k in meta}
    ordered.update({k: v for k, v in meta.items() if k not in ordered})
    if not ordered:
        return ""
    return yaml.dump(ordered, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=4096)


_DELETE = object()


def split_frontmatter(text: str, file: str | None = None) -> tuple[str | None, str]:
    """(frontmatter text or None, body). A note without ``---`` has only a body."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if not (text.startswith("---\n") or text.startswith("---\r\n")):
        return None, text
    start = text.index("\n") + 1
    m = _FRONTMATTER_END.search(text, start)
    if not m:
        raise NoteError("frontmatter starts with '---' but never ends", file=file, field="frontmatter")
    fm = text[start:m.start()]
    rest = text[m.end():]
    if rest.startswith("\r\n"):
        rest = rest[2:]
    elif rest.startswith("\n"):
        rest = rest[1:]
    return fm, rest


def decode(data: bytes, file: str | None = None, limit: int | None = None) -> str:
    """Note bytes as text, refusing what is clearly not a note (binary, huge, not UTF-8)."""
    if limit is not None and len(data) > limit:
        raise NoteError(f"file is {len(data)} bytes, larger than the {limit}-byte limit "
                        "(REFLECTGIT_MAX_NOTE_BYTES)", file=file, field="size")
    if b"\x00" in data:
        raise NoteError("looks like a binary file (contains NUL bytes), not a markdown note",
                        file=file, field="content")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise NoteError(f"not valid UTF-8 text (byte {exc.start})", file=file, field="content") from None




@dataclass
class Note:
    """A learning: frontmatter fields plus a markdown body.

    ``meta`` holds plain values (dates as ISO text). Changes are recorded field by field and
    applied to the original frontmatter text only when the note is written.
    """

    meta: dict[str, Any]
    body: str = ""
    raw: bytes | None = None  # exact bytes read from disk; dropped once anything changes
    path: Path | None = None
    fm_text: str | None = None
    _changes: dict[str, Any] = field(default_factory=dict, repr=False)
    _dirty: bool = field(default=False, repr=False)

    # -- construction -------------------------------------------------------------------
    @classmethod
    def parse(cls, data: bytes | str, path: Path | str | None = None, limit: int | None = None) -> Note:
        file = str(path) if path is not None else None
        raw = data if isinstance(data, bytes) else data.encode("utf-8")
        text = decode(raw, file, limit) if isinstance(data, bytes) else data
        fm, body = split_frontmatter(text, file)
        meta = _load_mapping(fm or "", file)
        note = cls(meta=meta, body=body, raw=raw, path=Path(path) if path is not None else None, fm_text=fm)
        if fm is None:
            note._dirty = True  # no frontmatter yet: writing will add one
        return note

    @classmethod
    def new(cls, fields: dict[str, Any], body: str = "") -> Note:
        note = cls(meta={}, body=body, _dirty=True)
        note.update(fields)
        return note

    # -- access -------------------------------------------------------------------------
    def get(self, name: str, default: Any = None) -> Any:
        return self.meta.get(name, default)

    def __getitem__(self, name: str) -> Any:
        return self.meta.get(name)

    @property
    def id(self) -> str:
        return str(self.meta.get("id") or "")

    @property
    def title(self) -> str:
        return str(self.meta.get("title") or "")

    @property
    def status(self) -> str:
        return str(self.meta.get("status") or "active")

    @property
    def confidence(self) -> float | None:
        return coerce_confidence(self.meta.get("confidence"))

    @property
    def tags(self) -> list[str]:
        return [str(t) for t in (self.meta.get("tags") or [])]

    def fields(self) -> dict[str, Any]:
        """All frontmatter, known fields in canonical order first, unknown ones after."""
        ordered = {k: self.meta[k] for k in FIELD_ORDER if k in self.meta}
        ordered.update({k: v for k, v in self.meta.items() if k not in ordered})
        return ordered

    # -- change -------------------------------------------------------------------------
    def set(self, name: str, value: Any) -> None:
        """Set one field; ``None`` removes it."""
        value = _plain(value)
        if value is None:
            if name in self.meta:
                del self.meta[name]
                self._changes[name] = _DELETE
                self._changed()
            return
        if name in self.meta and self.meta[name] == value:
            return
        self.meta[name] = value
        self._changes[name] = value
        self._changed()

    def update(self, fields: dict[str, Any]) -> None:
        for k, v in fields.items():
            self.set(k, v)

    def set_body(self, body: str) -> None:
        if body != self.body:
            self.body = body
            self._changed()

    def _changed(self) -> None:
        self._dirty = True
        self.raw = None

    @property
    def dirty(self) -> bool:
        return self._dirty

    # -- output -------------------------------------------------------------------------
    def frontmatter_text(self) -> str:
        """The frontmatter to write; round-trip edit when safe, plain dump otherwise."""
        try:
            text = _dump_rt(self.fm_text, self._changes, self.meta)
            if _plain(load_yaml(text) or {}) == self.meta:
                return text
        except Exception:  # noqa: BLE001 - any round-trip failure falls back to the exact plain dump below
            pass
        return _dump_plain(self.meta)  # YAML dialect edge cases: exact values beat formatting

    def to_bytes(self) -> bytes:
        if self.raw is not None and not self._dirty:
            return self.raw
        return f"---\n{self.frontmatter_text()}---\n{self.body}".encode()

    def redacted(self) -> Note:
        """The note as every derived store and output sees it: each ``<private>`` span stripped
        from every field and the body. The file keeps them (it is the person's own text); this
        copy is never saved. The note itself comes back when it has no span (a byte scan)."""
        from reflectgit.privacy import has_private, strip_private, strip_value

        clean_file = self.raw is not None and not self._dirty
        if clean_file and self.raw is not None and not has_private(self.raw):
            return self
        meta, body = strip_value(self.meta), strip_private(self.body)
        if not clean_file and meta is self.meta and body is self.body:
            return self
        # no fm_text: a span in a YAML comment must not come back through a round-trip dump
        return Note(meta=meta, body=body, path=self.path, _dirty=True)

    def to_dict(self) -> dict[str, Any]:
        d = self.fields()
        d["body"] = self.body
        if self.path is not None:
            d["path"] = str(self.path)
        return d


#: YAML errors found where the text ends or goes on, about something opened earlier (review: an
#: unclosed ``[`` on line 3 was reported at line 4, the closing ``---``)
_OPENED = ("while parsing a flow", "while scanning a quoted scalar")


def _load_mapping(text: str, file: str | None) -> dict[str, Any]:
    import yaml

    if not text.strip():
        return {}
    from reflectgit.frontmatter import simple_mapping

    simple = simple_mapping(text)  # the plain subset nearly every note is in, without PyYAML's nodes
    if simple is not None:
        return simple
    try:
        data = load_yaml(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        context = str(getattr(exc, "context", "") or "")
        if context.startswith(_OPENED) and getattr(exc, "context_mark", None) is not None:
            mark = exc.context_mark  # type: ignore[attr-defined]  # a bracket or quote never closed: where it opened
            opened = '"' if "quoted" in context else "[" if "sequence" in context else "{"
            problem = (f"a {opened!r} opened on this line is never closed"
                       + (f" ({problem}); quote a value that starts with {opened!r}" if opened != '"' else ""))
        where = f" at line {mark.line + 2}" if mark is not None else ""  # the file's line: `---` is line 1
        raise NoteError(f"invalid YAML{where}: {problem}", file=file, field="frontmatter") from None
    except (ValueError, TypeError, AttributeError, OverflowError, RecursionError) as exc:
        # A value YAML recognises but cannot build: 2024-13-45, !!float x, a 5,000-digit int
        why = str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__
        raise NoteError(f"has a value that cannot be read ({why})", file=file,
                        field=_failing_field(text)) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise NoteError("frontmatter must be a mapping of fields", file=file, field="frontmatter")
    bad_keys = [k for k in data if not isinstance(k, str)]
    if bad_keys:
        raise NoteError(f"field names must be text (got {bad_keys[0]!r})", file=file, field=str(bad_keys[0]))
    return _plain(data)


def _failing_field(text: str) -> str:
    """The first top-level field whose value alone fails to load, to name it in the error."""
    chunks: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        key = line.split(":", 1)[0] if line[:1] not in (" ", "\t", "-", "#", "") and ":" in line else None
        if key is not None:
            chunks.append((key.strip().strip("'\""), [line]))
        elif chunks:
            chunks[-1][1].append(line)
    for key, lines in chunks:
        try:
            load_yaml("\n".join(lines))
        except Exception:  # noqa: BLE001 - any failure names this field
            return key
    return "frontmatter"


# -- value coercion and validation --------------------------------------------------------

def coerce_confidence(value: Any) -> float | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    s = str(value).strip().lower()
    if s in CONFIDENCE_WORDS:
        return CONFIDENCE_WORDS[s]
    try:
        return float(s)
    except ValueError:
        return None


def split_list(value: Any) -> list[str]:
    """A comma-separated string or a list, as a clean list without empties or repeats."""
    items = value if isinstance(value, (list, tuple)) else str(value).split(",")
    out: list[str] = []
    for item in items:
        s = str(item).strip()
        if s and s not in out:
            out.append(s)
    return out


def is_when(value: Any) -> bool:
    if isinstance(value, (date, datetime)):
        return True
    if not isinstance(value, str):
        return False
    s = value.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    try:
        datetime.fromisoformat(s)
        return True
    except ValueError:
        return False


def validate(note: Note, file: str | None = None, require: Iterable[str] = REQUIRED_FIELDS) -> None:
    """Raise a NoteError naming the first bad field (and every other required field missing);
    unknown fields are always accepted."""
    m = note.meta
    file = file or (str(note.path) if note.path else None)

    def bad(fieldname: str, message: str) -> None:
        raise NoteError(message, file=file, field=fieldname)

    missing = [name for name in require if name not in m or m.get(name) in (None, "")]
    if missing:  # all of them at once: a note written by hand is fixed in one edit, not one per field
        bad(missing[0], "is required" + (f" (so are {', '.join(repr(n) for n in missing[1:])})" if missing[1:] else ""))
    if "id" in m and not (isinstance(m["id"], str) and ID_PATTERN.match(m["id"])):
        bad("id", f"must be 3-64 lowercase letters, digits, '.', '_' or '-' (got {m['id']!r})")
    for name in TEXT_FIELDS:
        if name in m and m[name] is not None and not isinstance(m[name], str):
            bad(name, f"must be text (got {type(_plain(m[name])).__name__})")
    if "title" in m and isinstance(m["title"], str):
        if not m["title"].strip():
            bad("title", "must not be empty")
        if len(m["title"]) > 300:
            bad("title", "is longer than 300 characters")
    for name in ("created", "updated", "forget_after"):
        if name in m and m[name] is not None and not is_when(m[name]):
            bad(name, f"must be an ISO 8601 date or time (got {_plain(m[name])!r})")
    for name in ("project", "branch"):
        if name in m and (not isinstance(m[name], str) or not m[name].strip()):
            bad(name, "must be non-empty text")
    if isinstance(m.get("project"), str):
        from reflectgit.project import MAX_SLUG, slug

        if slug(m["project"]) != m["project"]:
            bad("project", f"must be a plain name of letters, digits, '.', '_' or '-' (at most {MAX_SLUG} bytes) "
                f"(got {_short(m['project'])!r})")
    if isinstance(m.get("branch"), str):
        from reflectgit.project import slug

        if len(m["branch"]) > MAX_BRANCH:
            bad("branch", f"is longer than {MAX_BRANCH} characters")
        if not slug(m["branch"]):
            bad("branch", f"has no letters or digits to name a folder with (got {m['branch']!r})")
    if "scope" in m and m["scope"] not in SCOPES:
        bad("scope", f"must be one of {', '.join(SCOPES)} (got {_plain(m['scope'])!r})")
    if "status" in m and m["status"] not in STATUSES:
        bad("status", f"must be one of {', '.join(STATUSES)} (got {_plain(m['status'])!r})")
    if "confidence" in m and m["confidence"] is not None:
        c = coerce_confidence(m["confidence"])
        if c is None or not 0.0 <= c <= 1.0:
            bad("confidence", f"must be a number from 0 to 1 or HIGH/MEDIUM/LOW (got {_plain(m['confidence'])!r})")
    for name in LIST_FIELDS:
        if name in m and m[name] is not None and not isinstance(m[name], list):
            bad(name, f"must be a list (got {type(_plain(m[name])).__name__})")
    for name in ("tags", "links"):
        for item in m.get(name) or []:
            if not isinstance(item, str) or not item.strip():
                bad(name, f"items must be non-empty text (got {_plain(item)!r})")
    for item in m.get("entities") or []:
        ok = isinstance(item, str) and item.strip() or (isinstance(item, dict) and isinstance(item.get("name"), str))
        if not ok:
            bad("entities", f"items must be names or mappings with a 'name' (got {_plain(item)!r})")
    for i, rel in enumerate(m.get("relations") or []):
        if not isinstance(rel, dict):
            bad("relations", f"item {i + 1} must be a mapping with 'type' and 'target'")
        if rel.get("type") not in RELATION_TYPES:
            bad("relations", f"item {i + 1} has type {_plain(rel.get('type'))!r}; "
                f"use one of {', '.join(RELATION_TYPES)}")
        if not isinstance(rel.get("target"), str) or not rel["target"].strip():
            bad("relations", f"item {i + 1} needs a 'target'")
        for k in ("valid_from", "valid_to"):
            if rel.get(k) is not None and not is_when(rel[k]):
                bad("relations", f"item {i + 1} has an invalid {k} {_plain(rel[k])!r}")
    if "source" in m and m["source"] is not None:
        src = m["source"]
        if not isinstance(src, dict):
            bad("source", "must be a mapping with at least 'kind'")
        if src.get("kind") not in SOURCE_KINDS:
            bad("source", f"kind must be one of {', '.join(SOURCE_KINDS)} (got {_plain(src.get('kind'))!r})")
        if src.get("commit") is not None and not (isinstance(src["commit"], str) and _SHA.match(src["commit"])):
            bad("source", f"commit must be a hexadecimal sha (got {_plain(src['commit'])!r})")
    if "proof_count" in m and m["proof_count"] is not None:
        pc = m["proof_count"]
        if isinstance(pc, bool) or not isinstance(pc, int) or pc < 0:
            bad("proof_count", f"must be a whole number >= 0 (got {_plain(pc)!r})")
    if "hidden" in m and m["hidden"] is not None and not isinstance(m["hidden"], bool):
        bad("hidden", f"must be true or false (got {_plain(m['hidden'])!r})")


def _short(value: Any, n: int = 60) -> str:
    text = str(value)
    return text if len(text) <= n else text[:n] + "..."


def normalize_input(fields: dict[str, Any]) -> dict[str, Any]:
    """Accept the loose spellings people and other tools write, store the canonical ones."""
    out = dict(fields)
    if "confidence" in out and isinstance(out["confidence"], str):
        c = coerce_confidence(out["confidence"])
        if c is not None:
            out["confidence"] = c
    for name in ("tags", "links"):
        if name in out and isinstance(out[name], str):
            out[name] = split_list(out[name])
    return out


def title_from_body(body: str) -> str | None:
    """The first markdown heading, for notes from tools that keep the title in the body."""
    for line in body.splitlines():
        s = line.strip()
        if s.startswith("#"):
            t = s.lstrip("#").strip()
            if t:
                return t
    return None


_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def parse_field_value(name: str, text: str) -> Any:
    """A field value typed on the command line, converted to the field's type."""
    t = text.strip()
    if name in ("tags", "links"):
        return split_list(t)
    if name == "entities":
        return split_list(t)
    if name == "relations":
        return _parse_relations(t)
    if name == "confidence":
        c = coerce_confidence(t)
        if c is None:
            raise NoteError(f"must be a number from 0 to 1 or HIGH/MEDIUM/LOW (got {text!r})", field=name)
        return c
    if name == "proof_count":
        try:
            return int(t)
        except ValueError:
            raise NoteError(f"must be a whole number (got {text!r})", field=name) from None
    if name == "hidden":
        if t.lower() in _TRUE:
            return True
        if t.lower() in _FALSE:
            return False
        raise NoteError(f"must be true or false (got {text!r})", field=name)
    if name == "source":
        value = _field_yaml(name, t) if t else None
        if not isinstance(value, dict):
            raise NoteError("must be a YAML mapping such as '{kind: manual}'", field=name)
        return _plain(value)
    return text


def _field_yaml(name: str, text: str) -> Any:
    """YAML typed on the command line for one field; anything unreadable names that field."""
    import yaml

    try:
        return load_yaml(text)
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise NoteError(f"is not valid YAML: {problem}", field=name) from None
    except (ValueError, TypeError, AttributeError, OverflowError, RecursionError) as exc:
        raise NoteError(f"has a value that cannot be read ({str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__})",
                        field=name) from None


def _parse_relations(text: str) -> list[dict[str, Any]]:
    """``type:target,type:target`` or a YAML list of mappings."""
    if text.startswith("["):
        value = _plain(_field_yaml("relations", text))
        if not isinstance(value, list):
            raise NoteError("must be a list of {type, target} mappings", field="relations")
        return value
    out = []
    for item in split_list(text):
        rtype, sep, target = item.partition(":")
        if not sep:
            raise NoteError(f"write relations as TYPE:TARGET (got {item!r})", field="relations")
        out.append({"type": rtype.strip(), "target": target.strip()})
    return out


_FINAL = " .!…;:,"  # final punctuation a rewording of the same lesson adds or drops


def title_key(title: object) -> str:
    """A title (or a rule) as a lesson key reads it: letter case, spacing and final punctuation aside.
    "Pin the lockfile" and "pin the lockfile." are one lesson; "pin the lock file" is another."""
    return " ".join(str(title or "").split()).casefold().rstrip(_FINAL)
