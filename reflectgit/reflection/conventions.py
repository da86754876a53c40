"""Consolidated observations and the conventions document of each project.

Notes that state how a project or its people work (type preference / convention / observation
/ persona, or tagged ``preference`` / ``convention``) are grouped when they say nearly the same
thing (token Jaccard >= 0.6); each group is one observation whose evidence grows with every
note, confirmation (``proof_count``) and recalling session. ``memory/conventions/<project>.md``
is re-rendered from them at every daily reflection: edit the notes, not the file.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from reflectgit.privacy import strip_private

if TYPE_CHECKING:
    from reflectgit.kb import KB

FOLDER = "memory/conventions"
KINDS = {"preference", "convention", "observation", "persona"}
SIMILAR = 0.6


def is_observation(note: Any) -> bool:
    kind = str(note.get("type") or "").lower()
    return kind in KINDS or bool({"preference", "convention"} & set(note.tags))


def _tokens(text: str) -> set[str]:
    """Stemmed content words: "write tests with pytest" and "use pytest to write tests" agree."""
    from reflectgit.query_text import content_terms, stem

    return {stem(t) for t in content_terms(text)} or set(re.findall(r"[a-z0-9]+", text.lower()))


def observations(notes: list[Any], counts: dict[str, dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Per project, the grouped observations, strongest evidence first. Notes join a group when
    they are similar to any member (so the order notes were written in does not matter)."""
    by_project: dict[str, list[Any]] = {}
    for n in sorted(notes, key=lambda n: n.id):
        # a note scoped to its author ("answer me tersely") or to every project is no convention of
        # the project whose shard happens to hold it
        if (n.status == "active" and not n.get("hidden") and is_observation(n)
                and str(n.get("scope") or "project") == "project"):
            by_project.setdefault(str(n.get("project")), []).append(n)
    out: dict[str, list[dict[str, Any]]] = {}
    for project, members in by_project.items():
        text = {n.id: " ".join(strip_private(str(n.get("rule") or n.title)).split()) for n in members}
        toks = {i: _tokens(t) for i, t in text.items()}
        parent = {n.id: n.id for n in members}

        def find(i: str, parent: dict[str, str] = parent) -> str:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        ids = [n.id for n in members]
        for x in range(len(ids)):
            for y in range(x + 1, len(ids)):
                a, b = toks[ids[x]], toks[ids[y]]
                if len(a & b) / max(1, len(a | b)) >= SIMILAR:
                    parent[find(ids[x])] = find(ids[y])
        clusters: dict[str, list[Any]] = {}
        for n in members:
            clusters.setdefault(find(n.id), []).append(n)
        groups = []
        for group in clusters.values():
            weight = {n.id: 1 + int(n.get("proof_count") or 0) + int(counts.get(n.id, {}).get("sessions", 0))
                      for n in group}
            best = min(group, key=lambda n: (-weight[n.id], len(text[n.id]), text[n.id]))
            groups.append({"statement": text[best.id], "ids": sorted(n.id for n in group),
                           "evidence": sum(weight.values()),
                           "first": min(str(n.get("created") or "")[:10] for n in group),
                           "last": max(str(n.get("updated") or "")[:10] for n in group)})
        out[project] = sorted(groups, key=lambda g: (-g["evidence"], g["statement"]))
    return out


def render(project: str, groups: list[dict[str, Any]]) -> str:
    lines = [f"# Conventions — {project}", "",
             "Re-rendered by the daily reflection from the project's observation notes; edit those notes, "
             "not this file.", ""]
    for g in groups:
        lines.append(f"- **{g['statement']}** — evidence {g['evidence']} ({', '.join(g['ids'])}), "
                     f"since {g['first'] or 'unknown'}")
    return "\n".join(lines) + "\n"


def refresh(kb: KB, tx: Any, notes: list[Any], counts: dict[str, dict[str, Any]]) -> list[str]:
    """Write the changed conventions documents into ``tx``; returns their paths."""
    from reflectgit.project import slug

    written = []
    for project, groups in sorted(observations(notes, counts).items()):
        rel = f"{FOLDER}/{slug(project)}.md"
        text = render(project, groups)
        path = kb.path / rel
        if not path.exists() or path.read_text() != text:
            tx.write(rel, text.encode())
            written.append(rel)
    return written
