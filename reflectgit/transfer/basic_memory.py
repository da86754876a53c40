"""Read a basic-memory project folder as reflectgit notes.

A basic-memory note is a markdown file with front matter (``title``, ``type``, ``permalink``,
``tags``, optional ``created``/``modified``) whose body holds *observations* and *relations*,
usually under ``## Observations`` and ``## Relations`` (the headings are a convention: as in
basic-memory's own parser, the lines are recognised by their shape wherever they are)::

    - [decision] Use REST over GraphQL for simplicity #api (team call)
    - implements [[API Specification]]
    - depends_on [[Authentication System]]

An observation's category says which field of a reflectgit note it is (:data:`CATEGORY_FIELDS`:
``rule``, ``key_insight``, ``problem`` or ``fix``); its ``#tags`` join the note's tags. A
relation whose target names another note of the folder (by title, permalink or file name) or
a note an earlier import brought in becomes a relation to that note's id; any other target is
kept as text (an entity, as on the graph page). The body is kept as written, so nothing is lost.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.errors import KBError, NoteError
from reflectgit.note import RELATION_TYPES, Note, is_when, validate

if TYPE_CHECKING:
    from reflectgit.kb import KB

TOOL = "basic-memory"

#: observation category (lower-cased, ``-``/space read as ``_``) -> the note field it fills
CATEGORY_FIELDS: dict[str, str] = {
    **dict.fromkeys(("rule", "rules", "decision", "preference", "convention", "guideline", "policy",
                     "requirement", "constraint", "principle", "standard", "must"), "rule"),
    **dict.fromkeys(("tip", "technique", "fact", "insight", "lesson", "learning", "method", "pattern",
                     "best_practice", "idea", "note", "finding", "takeaway"), "key_insight"),
    **dict.fromkeys(("issue", "problem", "bug", "risk", "pitfall", "gotcha", "error", "symptom", "cause",
                     "root_cause", "limitation", "caveat"), "problem"),
    **dict.fromkeys(("fix", "solution", "workaround", "resolution", "remedy"), "fix"),
}
#: basic-memory relation types reflectgit spells otherwise
RELATION_ALIASES = {"depends_on": "requires", "needs": "requires", "links_to": "relates_to",
                    "related_to": "relates_to", "see_also": "relates_to", "extends": "relates_to",
                    "fixes": "solves", "resolves": "solves", "caused": "causes", "blocks": "prevents",
                    "replaces": "supersedes", "contains": "relates_to", "belongs_to": "part_of"}
_STANDARD_FM = ("title", "type", "permalink", "tags", "created", "modified", "updated")
_CATEGORY = re.compile(r"^\[([^\[\]()]+)\]\s+(.+)$")
_TIMESTAMP = re.compile(r"^\d{1,3}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?$")
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*)$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_WIKI = re.compile(r"\[\[([^\[\]]+?)\]\]")


@dataclass
class Observation:
    category: str | None
    content: str
    tags: list[str] = field(default_factory=list)
    context: str | None = None


@dataclass
class Relation:
    type: str
    target: str
    context: str | None = None


@dataclass
class BMNote:
    """One basic-memory note as read from its file."""

    path: Path
    rel: str  # path in the project folder, without ``.md``
    title: str
    permalink: str
    meta: dict[str, Any]
    body: str
    digest: str
    observations: list[Observation] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)


# -- parsing ---------------------------------------------------------------------------------

def parse_observation(text: str) -> Observation | None:
    """``[category] content #tag (context)``, or a line with ``#tags`` and no category; None
    for a task box (``[ ]``, ``[x]``), a link, a timestamp or plain text."""
    text = text.strip()
    if not text or text[:3] in ("[ ]", "[x]", "[X]", "[-]") or re.match(r"^\[[^\]]*\]\(", text):
        return None
    if re.fullmatch(r"\[\[.*\]\]", text):
        return None
    category = None
    m = _CATEGORY.match(text)
    if m and not _TIMESTAMP.match(m.group(1).strip()) and not (len(m.group(1).strip()) == 1
                                                                  and not m.group(1).strip().isalnum()):
        category, text = m.group(1).strip(), m.group(2).strip()
    elif not any(part.startswith("#") and len(part) > 1 for part in text.split()):
        return None
    context = None
    if text.endswith(")") and "(" in text:
        start = text.rfind("(")
        context, text = text[start + 1:-1].strip() or None, text[:start].strip()
    tags = []
    for part in text.split():
        if part.startswith("#") and len(part) > 1:
            tags += [t for t in part.split("#") if t]
    return Observation(category, text, tags, context) if text else None


def parse_relation(text: str) -> Relation | None:
    """``type [[Target]] (context)`` (a quoted type may hold spaces), or None."""
    text = text.strip()
    before, sep, rest = text.partition("[[")
    before = before.strip()
    if not sep or not before:
        return None
    if before[0] in "'\"" and before.endswith(before[0]) and len(before) > 1:
        rtype = before[1:-1].strip()
    elif any(c.isspace() for c in before):
        return None  # prose that happens to hold a link: an inline link, below
    else:
        rtype = before
    target, sep, after = rest.partition("]]")
    target, after = target.strip(), after.strip()
    if not sep or not target or not rtype:
        return None
    context = None
    if after:
        if not (after.startswith("(") and after.endswith(")")):
            return None
        context = after[1:-1].strip() or None
    return Relation(rtype, _project_ref(target), context)


def _project_ref(target: str) -> str:
    """``project::note`` as basic-memory reads it (``project/note``)."""
    if "::" in target:
        project, rest = target.split("::", 1)
        return f"{project}/{rest.lstrip('/')}"
    return target


def parse_body(body: str) -> tuple[list[Observation], list[Relation]]:
    """The observations and relations of a note body (code blocks and quotes skipped)."""
    observations: list[Observation] = []
    relations: list[Relation] = []
    fenced = False
    for line in body.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced or line.lstrip().startswith(">"):
            continue
        item = _ITEM.match(line)
        text = item.group(1) if item else line.strip()
        if item:
            rel = parse_relation(text)
            if rel is not None:
                relations.append(rel)
                continue
        obs = parse_observation(text) if item else None
        if obs is not None:
            observations.append(obs)
        for target in _WIKI.findall(text):  # a link in prose (or in an observation)
            if target.strip():
                relations.append(Relation("links_to", _project_ref(target.strip())))
    return observations, relations


def permalink_of(text: str) -> str:
    """basic-memory's permalink of a title or path: lower case, ``-`` for anything else."""
    import unicodedata

    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", text).lower().replace("_", "-").replace("'", "")
    text = re.sub(r"[^a-z0-9/.\-]", "-", text)
    text = re.sub(r"-+", "-", text)
    return "/".join(s.strip("-") for s in text.split("/"))


def _tags(value: Any, file: Path) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        items: list[Any] = value.split(",")
    elif isinstance(value, list):
        items = value
    else:
        raise NoteError(f"must be a list or comma-separated text (got {type(value).__name__})", file=file,
                        field="tags")
    return [str(t).strip().lstrip("#") for t in items if str(t).strip().lstrip("#")]


def _text(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return "" if value is None else str(value)


def _when(value: Any, file: Path, name: str) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.isoformat()
    text = value.isoformat() if hasattr(value, "isoformat") else str(value)
    if not is_when(text):
        raise NoteError(f"must be an ISO 8601 date or time (got {text!r})", file=file, field=name)
    return text


def read_note(path: Path, root: Path) -> BMNote:
    """One note file; a NoteError names the file and the field that cannot be read."""
    data = path.read_bytes()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    parsed = Note.parse(data, path=path)  # undecodable bytes or broken front matter: file and field
    meta = dict(parsed.meta)
    rel = path.relative_to(root).with_suffix("").as_posix()
    title = _text(meta.get("title")).strip() or path.stem
    permalink = _text(meta.get("permalink")).strip() or permalink_of(rel)
    observations, relations = parse_body(parsed.body)
    return BMNote(path=path, rel=rel, title=title, permalink=permalink, meta=meta, body=parsed.body,
                  digest=hashlib.sha256(data).hexdigest(), observations=observations, relations=relations)


def read_folder(folder: Path) -> list[BMNote]:
    """Every note of the project folder (sub-folders included; hidden folders such as
    ``.obsidian`` or ``.basic-memory`` left out)."""
    out = []
    for path in sorted(folder.rglob("*.md")):
        if any(part.startswith(".") for part in path.relative_to(folder).parts):
            continue
        if path.is_file():
            out.append(read_note(path, folder))
    return out


# -- to reflectgit fields -----------------------------------------------------------------------

def note_fields(n: BMNote) -> tuple[dict[str, Any], str]:
    """The reflectgit fields (without relations) and body of a basic-memory note."""
    meta = n.meta
    fields: dict[str, Any] = {"title": n.title[:300]}
    kind = _text(meta.get("type")).strip()
    if kind and kind.lower() != "note":
        fields["category"] = kind
    tags = _tags(meta.get("tags"), n.path)
    by_field: dict[str, list[str]] = {}
    for obs in n.observations:
        tags += obs.tags
        name = CATEGORY_FIELDS.get(re.sub(r"[\s-]+", "_", (obs.category or "").strip().lower()))
        if name:
            text = " ".join(w for w in obs.content.split() if not (w.startswith("#") and len(w) > 1)).strip()
            if text and text not in by_field.setdefault(name, []):
                by_field[name].append(text)
    for name, texts in by_field.items():
        fields[name] = "\n".join(texts) if len(texts) > 1 else texts[0]
    if tags:
        fields["tags"] = list(dict.fromkeys(tags))
    stat = n.path.stat()
    created = _when(meta.get("created"), n.path, "created")
    updated = _when(meta.get("modified") or meta.get("updated"), n.path,
                    "modified" if meta.get("modified") else "updated")
    fields["created"] = created or datetime.fromtimestamp(stat.st_mtime, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    fields["updated"] = updated or fields["created"]
    extra = {k: v for k, v in meta.items() if k not in _STANDARD_FM}
    if extra:
        fields["basic_memory"] = extra  # its custom fields, kept aside (a `status: draft` is not ours)
    fields["source"] = {"kind": "import", "tool": TOOL, "original_id": n.permalink, "file": n.rel + ".md",
                        "sha256": n.digest}
    body = n.body.lstrip("\n")
    heading = f"# {n.title}"
    if body.startswith(heading + "\n") or body.rstrip("\n") == heading:
        body = body[len(heading):].lstrip("\n")
    return fields, body


def _relation(rel: Relation, target: str) -> dict[str, Any]:
    key = re.sub(r"[\s-]+", "_", rel.type.strip().lower())
    rtype = key if key in RELATION_TYPES else RELATION_ALIASES.get(key, "relates_to")
    item: dict[str, Any] = {"type": rtype, "target": target}
    said = rel.type if rtype != key and key != "links_to" else ""  # its own word, where ours differs
    if rel.context:
        said = f"{said}: {rel.context}" if said else rel.context
    if said:
        item["description"] = said
    return item


def _keys(*names: str) -> list[str]:
    out = []
    for name in names:
        if name:
            out += [name.strip().lower(), permalink_of(name.strip())]
    return [k for k in out if k]


# -- the import ---------------------------------------------------------------------------------

def migrate(kb: KB, folder: Path, context: Any = None, progress: Callable[[int, int], None] | None = None
            ) -> dict[str, Any]:
    """Every note of a basic-memory project folder as a reflectgit note, in one KB commit.

    All or nothing: a note that cannot be read stops the import with its file and field. A note
    imported before is skipped when its file is unchanged, and updated in place (same id) when
    it changed; a new one that an active note already says word for word (:mod:`reflectgit.twins`)
    is skipped too, named in ``twins``; relations between the notes become relations between their ids.
    """
    from reflectgit import twins

    folder = Path(folder)
    if not folder.is_dir():
        raise KBError("is not a folder", file=folder, field="--from")
    items = read_folder(folder)
    if not items:
        raise KBError("holds no .md notes", file=folder, field="--from")
    before: dict[str, Note] = {}
    for note in kb.notes():
        src = note.get("source")
        if isinstance(src, dict) and src.get("kind") == "import" and src.get("tool") == TOOL:
            before.setdefault(str(src.get("original_id")), note)
    report: dict[str, Any] = {"added": [], "updated": [], "skipped": [], "linked": 0, "unresolved": [],
                              "twins": {}, "folder": str(folder)}
    known = twins.by_key(list(kb.notes()))
    default_branch = getattr(context, "default_branch", None)
    with kb.transaction("", op=f"import --from {TOOL}", actor="import") as tx:
        taken = kb.ids()
        built: list[tuple[BMNote, Note, bool]] = []  # (source, note, changed)
        ids: dict[str, str] = {}
        for earlier in before.values():
            src = earlier["source"]
            for k in _keys(str(src.get("original_id") or ""), earlier.title, Path(str(src.get("file") or "")).stem):
                ids.setdefault(k, earlier.id)
        for i, n in enumerate(items, start=1):
            fields, body = note_fields(n)
            old = before.get(n.permalink)
            if old is not None and (old.get("source") or {}).get("sha256") == n.digest:
                report["skipped"].append(n.permalink)
                built.append((n, old, False))
            elif old is not None:
                fields["created"] = old.get("created") or fields["created"]
                for name in ("rule", "key_insight", "problem", "fix", "category", "tags", "basic_memory"):
                    old.set(name, fields.get(name))
                for name in ("title", "updated", "source"):
                    old.set(name, fields[name])
                old.set_body(body if body.endswith("\n") or not body else body + "\n")
                validate(old, file=str(n.path))
                report["updated"].append(old.id)
                built.append((n, old, True))
            else:
                note = kb.build_note(fields, body, context=context, taken=taken, source=str(n.path))
                twin = twins.among(known, note, default_branch)
                if twin is not None:  # said word for word by a note already here: links point to it
                    report["skipped"].append(n.permalink)
                    report["twins"][n.permalink] = twin.id
                    built.append((n, twin, False))
                else:
                    known.update(twins.by_key([note]))
                    report["added"].append(note.id)
                    built.append((n, note, True))
            for k in _keys(n.permalink, n.title, n.rel, n.path.stem):
                ids[k] = built[-1][1].id  # this folder's notes win over earlier imports
            if progress is not None:
                progress(i, len(items))
        for n, note, changed in built:
            if not changed:
                continue
            relations = []
            for rel in n.relations:
                target = next((ids[k] for k in _keys(rel.target) if k in ids), None)
                if target == note.id:
                    continue
                if target is None:
                    report["unresolved"].append(rel.target)
                else:
                    report["linked"] += 1
                item = _relation(rel, target or rel.target)
                if item not in relations:
                    relations.append(item)
            note.set("relations", relations or None)
            tx.save(note)
        report["unresolved"] = sorted(set(report["unresolved"]))
        tx.subject = (f"import {len(report['added'])} note(s) from {TOOL} {folder}"
                      + (f", update {len(report['updated'])}" if report["updated"] else ""))
    return report
