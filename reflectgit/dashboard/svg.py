"""Small SVG charts and the entity graph for the static site: plain markup, no scripts, no
fonts to fetch, coordinates rounded so the same data always gives the same bytes."""

from __future__ import annotations

from html import escape
from typing import Any


def bars(items: list[tuple[str, int]], title: str, width: int = 640, height: int = 140) -> str:
    """A bar chart of (label, value) with an accessible title and a tooltip per bar; few bars
    get their label and value written under and above them."""
    if not items:
        return f'<p class="empty">{escape(title)}: nothing yet.</p>'
    top = max(v for _, v in items) or 1
    n = len(items)
    gap = 4
    bw = min(48.0, max(2.0, (width - gap * (n - 1)) / n))
    labelled = n <= 12
    base = height + 4
    parts = [f'<svg class="chart" viewBox="0 0 {width} {height + 40}" role="img" aria-label="{escape(title)}">',
             f"<title>{escape(title)}</title>"]
    for i, (label, value) in enumerate(items):
        h = round(value / top * (height - 16), 1)
        x = round(i * (bw + gap), 1)
        parts.append(f'<rect x="{x}" y="{round(base - h, 1)}" width="{round(bw, 1)}" height="{h}">'
                     f"<title>{escape(label)}: {value}</title></rect>")
        if labelled:
            cx = round(x + bw / 2, 1)
            parts.append(f'<text x="{cx}" y="{round(base - h - 3, 1)}" text-anchor="middle">{value}</text>')
            parts.append(f'<text x="{cx}" y="{base + 14}" text-anchor="middle">{escape(label[:14])}</text>')
    if not labelled:
        parts.append(f'<text x="0" y="{base + 14}">{escape(items[0][0])}</text>')
        parts.append(f'<text x="{round((n - 1) * (bw + gap) + bw, 1)}" y="{base + 14}" text-anchor="end">'
                     f"{escape(items[-1][0])}</text>")
    parts.append("</svg>")
    return "".join(parts)


def graph(nodes: list[dict[str, Any]], edges: list[tuple[str, str, str]], width: int = 900, height: int = 640) -> str:
    """The entity graph: nodes placed by a seeded spring layout, labelled, linked to note pages."""
    import networkx as nx

    if not nodes:
        return '<p class="empty">No entities yet: notes with entities or relations draw the graph.</p>'
    g = nx.Graph()
    for n in nodes:
        g.add_node(n["id"])
    for a, b, _ in edges:
        if a in g and b in g and a != b:
            g.add_edge(a, b)
    pos = nx.spring_layout(g, seed=7, iterations=60)
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for p in pos.values()]
    span_x = (max(xs) - min(xs)) or 1.0
    span_y = (max(ys) - min(ys)) or 1.0

    def at(node: str) -> tuple[float, float]:
        x, y = pos[node]
        return (round(40 + (x - min(xs)) / span_x * (width - 80), 1), round(30 + (y - min(ys)) / span_y * (height - 60), 1))

    parts = [f'<svg class="graph" viewBox="0 0 {width} {height}" role="img" aria-label="Entity graph">',
             "<title>Entity graph: entities and the notes that mention them</title>"]
    for a, b, kind in sorted(edges):
        if a in pos and b in pos and a != b:
            (x1, y1), (x2, y2) = at(a), at(b)
            parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"><title>{escape(kind)}</title></line>')
    for n in sorted(nodes, key=lambda n: n["id"]):
        x, y = at(n["id"])
        r = 4 + min(10, n.get("weight", 1))
        label = escape(n["label"][:40])
        circle = f'<circle class="{escape(n["kind"])}" cx="{x}" cy="{y}" r="{r}"><title>{label}</title></circle>'
        text = f'<text x="{round(x + r + 2, 1)}" y="{round(y + 4, 1)}">{label}</text>'
        if n.get("href"):
            parts.append(f'<a href="{escape(n["href"])}">{circle}{text}</a>')
        else:
            parts.append(circle + text)
    parts.append("</svg>")
    return "".join(parts)
