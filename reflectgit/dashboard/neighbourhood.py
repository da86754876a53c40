"""Each note's neighbourhood for its site page: the notes it is related to (typed relations,
both ways) and the notes sharing its entities, drawn as a small inline SVG.

The links are gathered once per build (:class:`Neighbourhoods`), so a note page asks a dict
instead of scanning every note: at 10k notes that is the difference between seconds and hours.
The drawing is a half ring (the note on the left, its neighbours on an arc to its right, one
row each, so labels never overlap), plain SVG that works without JavaScript and gives the same
bytes for the same notes.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from html import escape
from typing import Any

from reflectgit.dashboard.svg import CHAR_W, _fit
from reflectgit.privacy import strip_private

MOST = 25  # nodes in one neighbourhood, the note included
WIDTH = 400  # 1:1 in a desktop column, 0.9 on a 390 px phone: 11 px labels stay readable on both
PER_ENTITY = 200  # members of one entity looked at per note: a hub entity cannot make a page slow


@dataclass
class Neighbour:
    id: str
    title: str
    status: str
    edge: str  # what joins it to the note: a relation type ("caused_by", "← caused_by") or "shares X"
    kind: str  # "relation" or "entity"


@dataclass
class Neighbourhoods:
    """Who is linked to whom, from the notes of one build: relations out and in, and entities."""
    titles: dict[str, str] = field(default_factory=dict)
    status: dict[str, str] = field(default_factory=dict)
    outgoing: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    incoming: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    entities: dict[str, list[str]] = field(default_factory=dict)  # note -> its entities
    entity_notes: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    _members: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, notes: list[Any]) -> Neighbourhoods:
        """One pass over the notes the build read (from index.db when recall keeps one, else the
        files; already redacted).
        A relation whose target is no note counts as an entity, as on the graph page."""
        nb = cls()
        ids = {n.id for n in notes}
        for n in notes:
            nb.titles[n.id] = strip_private(n.title)
            nb.status[n.id] = n.status
            mine: list[str] = []
            for e in n.get("entities") or []:
                name = e.get("name") if isinstance(e, dict) else e
                if name and str(name) not in mine:
                    mine.append(str(name))
            for r in n.get("relations") or []:
                if not isinstance(r, dict) or not r.get("target"):
                    continue
                target, kind = str(r["target"]), str(r.get("type"))
                if target in ids:
                    if target != n.id:
                        nb.outgoing[n.id].append((kind, target))
                        nb.incoming[target].append((kind, n.id))
                elif target not in mine:
                    mine.append(target)
            nb.entities[n.id] = mine
            for e in mine:
                nb.entity_notes[e].add(n.id)
        return nb

    def _members_of(self, entity: str) -> list[str]:
        if entity not in self._members:
            self._members[entity] = sorted(self.entity_notes[entity])[:PER_ENTITY + 1]
        return self._members[entity]

    def around(self, note_id: str, most: int = MOST) -> list[Neighbour]:
        """The note's neighbours, at most ``most - 1``: typed relations first (out, then in),
        then the notes sharing the most entities (ties by id: the same notes give the same page)."""
        out: list[Neighbour] = []
        seen = {note_id}

        def add(other: str, edge: str, kind: str) -> None:
            if other not in seen and len(out) < most - 1:
                seen.add(other)
                out.append(Neighbour(other, self.titles.get(other, other), self.status.get(other, "active"), edge, kind))

        for kind, target in sorted(self.outgoing.get(note_id, [])):
            add(target, kind, "relation")
        for kind, source in sorted(self.incoming.get(note_id, [])):
            add(source, f"← {kind}", "relation")
        shared: Counter[str] = Counter()
        first: dict[str, str] = {}
        # rare entities say more about a note than ones half the KB mentions: look at them first
        for e in sorted(self.entities.get(note_id, []), key=lambda e: (len(self.entity_notes[e]), e)):
            for other in self._members_of(e):
                if other != note_id:
                    shared[other] += 1
                    first.setdefault(other, e)
        for other, _ in sorted(shared.items(), key=lambda kv: (-kv[1], kv[0])):
            if len(out) >= most - 1:
                break
            add(other, first[other], "entity")
        return out


def draw(title: str, status: str, around: list[Neighbour], width: int = WIDTH, row: int = 26) -> str:
    """The note (left) and its neighbours on a half ring to its right, one row each; edges
    carry their relation type or shared entity, nodes are coloured by status and link to
    their pages (``ID.html``: the page is a sibling). One drawing, narrow enough to read on a
    phone: drawn twice it would double the bytes of 10k pages. Its text alternative is
    :func:`listing`."""
    if not around:
        return '<p class="empty">No related notes: no relations, and no other note shares its entities.</p>'
    pad = 14
    height = max(120, row * len(around) + 2 * pad)
    cx, cy = 30.0, height / 2
    ring = min(170.0, width * 0.32)
    half = (len(around) - 1) * row / 2 or 1.0
    parts = [f'<svg class="neighbourhood" data-zoom viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="Neighbourhood of {escape(title)}">',
             f"<title>Neighbourhood of {escape(title)}: {len(around)} related note{'s' if len(around) != 1 else ''}</title>"]
    nodes: list[str] = []
    named: set[str] = set()
    for i, n in enumerate(around):
        y = cy - half + i * row if len(around) > 1 else cy
        lift = (y - cy) / (half + row)  # -1..1 along the arc
        x = cx + 40 + ring * math.cos(math.asin(max(-1.0, min(1.0, lift))))
        x, y = round(x, 1), round(y, 1)
        tip = f"shares the entity {n.edge}" if n.kind == "entity" else n.edge
        parts.append(f'<g class="edge {n.kind}"><title>{escape(tip)}</title>'
                     f'<line x1="{cx}" y1="{round(cy, 1)}" x2="{x}" y2="{y}"></line>')
        if n.kind == "relation" or n.edge not in named:  # one label per shared entity: the rest say it on hover
            named.add(n.edge)
            lx, ly = cx + (x - cx) * 0.6, cy + (y - cy) * 0.6 - 3
            label = _fit(n.edge, 18 * CHAR_W)
            lw = CHAR_W * len(label) * 0.85  # edge labels are 9 px
            lx = max(lx, lw / 2 + 2)
            parts.append(f'<text class="edge-label" x="{round(lx, 1)}" y="{round(max(ly, 10.0), 1)}" '
                         f'text-anchor="middle">{escape(label)}</text>')
        parts.append("</g>")
        room = width - (x + 8) - 4
        shown = _fit(n.title, room)
        safe, status_ = escape(n.title), escape(n.status)
        nodes.append(f'<a href="{escape(n.id)}.html" class="node"><circle class="note status-{status_}" '
                     f'cx="{x}" cy="{y}" r="6"><title>{safe} ({status_})</title></circle>'
                     f'<text x="{round(x + 9, 1)}" y="{round(y + 4, 1)}">{safe if shown == n.title else escape(shown)}</text></a>')
    parts.extend(nodes)
    centre = _fit(title, cx + 40)
    parts.append(f'<g class="node centre"><circle class="note status-{escape(status)}" cx="{cx}" cy="{round(cy, 1)}" '
                 f'r="10"><title>{escape(title)} (this note)</title></circle>'
                 f'<text x="4" y="{round(min(cy + 26, height - 4), 1)}">{escape(centre)}</text></g>')
    parts.append("</svg>")
    return "".join(parts)


def listing(around: list[Neighbour]) -> str:
    """The drawing in words, for screen readers: how each neighbour is joined, with its link."""
    items = "".join(f'<li>{escape(n.edge if n.kind == "relation" else "shares " + n.edge)}: '
                    f'<a href="{escape(n.id)}.html">{escape(n.title)}</a></li>' for n in around)
    return f'<ul class="visually-hidden">{items}</ul>' if items else ""
