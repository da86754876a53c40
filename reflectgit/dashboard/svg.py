"""Small SVG charts and the entity graph for the static site: plain markup, no scripts, no
fonts to fetch, coordinates rounded so the same data always gives the same bytes."""

from __future__ import annotations

from html import escape
from typing import Any


CHAR_W = 6.5  # a generous width of one 11 px system-ui character, to keep labels apart


def _fit(label: str, room: float) -> str:
    """The label cut (with an ellipsis) to what fits in ``room`` px; the full text goes in a <title>."""
    most = max(1, int(room // CHAR_W))
    return label if len(label) <= most else label[:most - 1].rstrip() + "…"


def hbars(items: list[tuple[str, int]], title: str, width: int = 640, row: int = 22) -> str:
    """Horizontal bars: one row per (label, value), the label left of its bar, so long labels
    (note titles) never overlap; a cut label keeps its full text in a tooltip."""
    if not items:
        return f'<p class="empty">{escape(title)}: nothing yet.</p>'
    top = max(v for _, v in items) or 1
    label_w, value_w = round(width * 0.42), 40
    bar_room = width - label_w - value_w - 8
    height = row * len(items) + 4
    parts = [f'<svg class="chart hbars" viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
             f"<title>{escape(title)}</title>"]
    for i, (label, value) in enumerate(items):
        y = i * row + 2
        w = round(max(1.0, value / top * bar_room), 1)
        mid = round(y + row / 2 + 4, 1)
        parts.append(f'<g><title>{escape(label)}: {value}</title>'
                     f'<text x="{label_w - 6}" y="{mid}" text-anchor="end">{escape(_fit(label, label_w - 8))}</text>'
                     f'<rect x="{label_w}" y="{y + 3}" width="{w}" height="{row - 6}"></rect>'
                     f'<text x="{round(label_w + w + 4, 1)}" y="{mid}">{value}</text></g>')
    parts.append("</svg>")
    return "".join(parts)


def bars(items: list[tuple[str, int]], title: str, width: int = 640, height: int = 140) -> str:
    """A bar chart of (label, value) with an accessible title and a tooltip per bar; few bars
    get their label and value written under and above them."""
    if not items:
        return f'<p class="empty">{escape(title)}: nothing yet.</p>'
    top = max(v for _, v in items) or 1
    n = len(items)
    gap = 4
    bw = min(48.0, max(2.0, (width - gap * (n - 1)) / n))
    labelled = n <= 12 and bw >= CHAR_W * max(len(label[:14]) for label, _ in items) + 2
    base = height + 4
    parts = [f'<svg class="chart" viewBox="0 0 {width} {height + 40}" preserveAspectRatio="xMinYMax meet" role="img" aria-label="{escape(title)}">',
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
    if not labelled:  # first and last label only, each kept inside the chart
        first, last = items[0][0], items[-1][0]
        parts.append(f'<text x="0" y="{base + 14}">{escape(first)}</text>')
        if n > 1:
            right = max((n - 1) * (bw + gap) + bw, CHAR_W * (len(first) + len(last) + 2))
            parts.append(f'<text x="{round(min(right, width), 1)}" y="{base + 14}" text-anchor="end">'
                         f"{escape(last)}</text>")
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
        text = _node_label(n["label"][:40], x, y, r, width, height)
        if n.get("href"):
            parts.append(f'<a href="{escape(n["href"])}">{circle}{text}</a>')
        else:
            parts.append(circle + text)
    parts.append("</svg>")
    return "".join(parts)


def _node_label(label: str, x: float, y: float, r: float, width: int, height: int) -> str:
    """A node's label right of it, or left of it when it would cross the right edge, and
    clamped vertically, so no label leaves the canvas."""
    w = CHAR_W * len(label)
    ty = round(min(max(y + 4, 12.0), height - 4.0), 1)
    if x + r + 2 + w <= width - 2:
        return f'<text x="{round(x + r + 2, 1)}" y="{ty}">{escape(label)}</text>'
    if x - r - 2 - w >= 2:
        return f'<text x="{round(x - r - 2, 1)}" y="{ty}" text-anchor="end">{escape(label)}</text>'
    return f'<text x="{round(min(max(x - w / 2, 2.0), width - 2 - w), 1)}" y="{ty}">{escape(label)}</text>'
