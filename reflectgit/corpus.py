"""Corpora: a named, filtered snapshot of note ids that recall can be pinned to.

``corpus build NAME`` writes ``corpora/<name>.json`` in the KB (a commit like any other, so a
team shares its corpora): the filters, the KB commit it was built from, and the sorted ids.
``search --corpus NAME`` then only ever sees those notes, whatever the current project.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from reflectgit.errors import KBError, NotFound
from reflectgit.fsutil import loads_json
from reflectgit.project import slug

if TYPE_CHECKING:
    from reflectgit.kb import KB

FOLDER = "corpora"


def _path(name: str) -> str:
    clean = slug(name).lower()
    if not clean or clean != name.lower():
        raise KBError(f"corpus names are letters, digits, '.', '_' and '-' (got {name!r})", field="name")
    return f"{FOLDER}/{clean}.json"


def build(kb: KB, name: str, tags: tuple[str, ...] = (), category: str | None = None,
          project: str | None = None, since: str | None = None, include_inactive: bool = False) -> dict[str, Any]:
    from reflectgit import gitops
    from reflectgit.note import is_when

    if since is not None and not is_when(since):
        raise KBError(f"must be an ISO 8601 date (got {since!r})", field="--since")
    ids = []
    for note in kb.notes(project=project):
        if not include_inactive and note.status != "active":
            continue
        if tags and not set(tags) & set(note.tags):
            continue
        if category and str(note.get("category") or "") != category:
            continue
        if since and str(note.get("updated") or note.get("created") or "") < since:
            continue
        ids.append(note.id)
    if not ids:
        raise KBError("no note matches these filters; nothing written", field="filters")
    head = gitops.head_sha(kb.repo)
    corpus = {"name": name.lower(), "filters": {"tags": list(tags), "category": category, "project": project,
                                                "since": since, "include_inactive": include_inactive},
              "commit": head.decode() if head else None, "count": len(ids), "ids": sorted(ids)}
    with kb.transaction(f"corpus build {name.lower()}: {len(ids)} notes", op=f"corpus build {name.lower()}") as tx:
        tx.write(_path(name), (json.dumps(corpus, indent=1) + "\n").encode())
    return corpus


def load(kb: KB, name: str) -> dict[str, Any]:
    path = kb.path / _path(name)
    if not path.exists():
        raise NotFound(f"no corpus {name!r}; build it with `reflectgit corpus build {name}`", field="--corpus")
    try:
        data = loads_json(path.read_text())
        ids = data["ids"]
    except (ValueError, KeyError, TypeError):
        raise KBError("is not a valid corpus file", file=path, field="ids") from None
    return {**data, "ids": [str(i) for i in ids]}


def names(kb: KB) -> list[dict[str, Any]]:
    folder = kb.path / FOLDER
    out = []
    for f in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            data = loads_json(f.read_text())
            out.append({k: data.get(k) for k in ("name", "count", "commit", "filters")})
        except ValueError:
            continue
    return out


def remove(kb: KB, name: str) -> None:
    load(kb, name)
    with kb.transaction(f"corpus rm {name.lower()}", op=f"corpus rm {name.lower()}") as tx:
        tx.remove(_path(name))
