"""Read a reflect-memory ``documents/`` folder as reflectgit notes.

Its notes carry ``name``/``title``, ``key_insight``, ``category``, ``tags``, ``confidence``
as high/medium/low and ``created``; entities and typed relationships live in a
``<name>.entities.yaml`` sidecar. The ``<!-- archived: ISO -->`` header is a timestamp that
tool used for recency, kept here as ``archived_marker`` (it does not mean archived).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.errors import NoteError
from reflectgit.note import RELATION_TYPES, Note, load_yaml

if TYPE_CHECKING:
    from reflectgit.kb import KB

_ARCHIVED = re.compile(r"^\s*<!--\s*archived:\s*([^>]+?)\s*-->\s*\n?", re.MULTILINE)


def read_folder(folder: Path) -> Iterator[tuple[dict[str, Any], str, Path]]:
    """(fields, body, source file) for every note in the folder, sidecars merged in."""
    import yaml

    for path in sorted(folder.glob("*.md")):
        note = Note.parse(path.read_bytes(), path=path)
        fields = dict(note.fields())
        body = note.body
        m = _ARCHIVED.search(body)
        if m:
            fields["archived_marker"] = m.group(1)
            body = (body[:m.start()] + body[m.end():]).lstrip("\n")
        fields.setdefault("title", fields.get("name") or path.stem)
        sidecar = path.with_name(path.stem + ".entities.yaml")
        if sidecar.exists():
            try:
                data = load_yaml(sidecar.read_text()) or {}
            except (yaml.YAMLError, ValueError, TypeError, AttributeError) as exc:
                raise NoteError(f"invalid YAML: {exc}", file=sidecar, field="entities") from None
            fields.update(_graph_fields(data))
        fields["source"] = {"kind": "import", "original_id": str(fields.get("name") or path.stem),
                            "transcript": str(path.name)}
        yield fields, body, path


def _graph_fields(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    entities = []
    for e in data.get("entities") or []:
        if isinstance(e, dict) and e.get("name"):
            item = {"name": str(e["name"])}
            if e.get("type"):
                item["type"] = str(e["type"])
            entities.append(item)
    relations = []
    for r in data.get("relationships") or []:
        if not isinstance(r, dict) or not r.get("target"):
            continue
        rtype = str(r.get("type") or "relates_to")
        item = {"type": rtype if rtype in RELATION_TYPES else "relates_to", "target": str(r["target"])}
        if r.get("source"):
            item["source"] = str(r["source"])
        if r.get("description"):
            item["description"] = str(r["description"])
        relations.append(item)
    if entities:
        out["entities"] = entities
    if relations:
        out["relations"] = relations
    return out


def migrate(kb: KB, folder: Path, context: Any = None, progress: Any = None) -> dict[str, Any]:
    """Every note of a reflect-memory ``documents/`` folder as a reflectgit note, in one commit.

    All or nothing: a note that does not validate stops the import with its file and field.
    Running it again skips notes already imported (same ``source.original_id``), and a note that
    is an exact twin of an active one (:mod:`reflectgit.twins`: one added by hand from the same
    file, or twice in the folder) is skipped too, named in ``twins`` (original name -> note id).
    """
    from reflectgit import twins
    from reflectgit.errors import KBError

    folder = Path(folder)
    if (folder / "documents").is_dir():
        folder = folder / "documents"
    if not folder.is_dir():
        raise KBError("is not a folder", file=folder, field="--from")
    items = list(read_folder(folder))
    if not items:
        raise KBError("holds no .md notes", file=folder, field="--from")
    notes = list(kb.notes())
    done = {str((n.get("source") or {}).get("original_id")) for n in notes
            if isinstance(n.get("source"), dict) and n["source"].get("kind") == "import"}
    known = twins.by_key(notes)
    default_branch = getattr(context, "default_branch", None)
    added, skipped, same = [], [], {}
    with kb.transaction("", op="import --from reflect-memory", actor="import") as tx:
        taken = kb.ids()
        for i, (fields, body, path) in enumerate(items, start=1):
            original = str(fields["source"]["original_id"])
            if original in done:
                skipped.append(original)
                continue
            fields.pop("name", None)
            note = kb.build_note(fields, body, context=context, taken=taken, source=str(path))
            twin = twins.among(known, note, default_branch)
            if twin is not None:
                skipped.append(original)
                same[original] = twin.id
                continue
            known.update(twins.by_key([note]))
            tx.save(note)
            added.append(note.id)
            if progress is not None:
                progress(i, len(items))
        tx.subject = f"import {len(added)} note(s) from reflect-memory {folder}"
    return {"added": added, "skipped": skipped, "twins": same, "folder": str(folder)}
