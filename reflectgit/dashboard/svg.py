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


def _radius(degree: int) -> float:
    """Node size by degree, bounded so hubs stay readable."""
    return round(4 + min(10.0, 2.2 * degree ** 0.5), 1)


def _layout(nodes: list[dict[str, Any]], edges: list[tuple[str, str, str]], width: int,
            height: int, pad: float) -> dict[str, tuple[float, float]]:
    """A seeded spring layout scaled into the canvas minus ``pad`` on each side."""
    import networkx as nx

    g = nx.Graph()
    g.add_nodes_from(n["id"] for n in nodes)
    g.add_edges_from((a, b) for a, b, _ in edges if a in g and b in g and a != b)
    # ForceAtlas2 with strong gravity keeps separate components close instead of in the corners
    pos = nx.forceatlas2_layout(g, seed=7, max_iter=300, gravity=1.0, strong_gravity=True, scaling_ratio=4.0,
                                node_size={n["id"]: 0.05 * _radius(int(n.get("degree", 1))) for n in nodes})
    xs = [float(p[0]) for p in pos.values()]
    ys = [float(p[1]) for p in pos.values()]
    span = max(max(xs) - min(xs), (max(ys) - min(ys)) * (width - 2 * pad) / (height - 2 * pad)) or 1.0
    scale = (width - 2 * pad) / span  # one scale for x and y: the layout keeps its shape
    ox = pad + ((width - 2 * pad) - (max(xs) - min(xs)) * scale) / 2
    oy = pad + ((height - 2 * pad) - (max(ys) - min(ys)) * scale) / 2
    return {node: (round(ox + (float(x) - min(xs)) * scale, 1), round(oy + (float(y) - min(ys)) * scale, 1))
            for node, (x, y) in pos.items()}


Box = tuple[float, float, float, float]


def graph(nodes: list[dict[str, Any]], edges: list[tuple[str, str, str]], width: int = 900, height: int = 640) -> str:
    """The graph as plain SVG (works without JavaScript): edges labelled by their relation,
    nodes sized by degree and coloured by status, note nodes linking to their pages, and
    every label kept inside the canvas. Labels are placed most connected node first; one that
    would overlap a placed label is marked ``minor`` (hidden until ``graph.js`` zooms in, its
    text always in the node's tooltip), so the whole graph reads instead of piling up text."""
    if not nodes:
        return '<p class="empty">No entities yet: notes with entities or relations draw the graph.</p>'
    height = min(height, 220 + 40 * len(nodes))  # a small graph gets a small canvas
    at = _layout(nodes, edges, width, height, pad=40)
    placed: list[Box] = []
    labels: dict[str, str] = {}
    for n in sorted(nodes, key=lambda n: (-int(n.get("degree", 0)), n["id"])):
        x, y = at[n["id"]]
        label = n["label"] if len(n["label"]) <= 40 else n["label"][:39].rstrip() + "…"
        labels[n["id"]] = _node_label(label, x, y, _radius(int(n.get("degree", 1))), width, height, placed)
    parts = [f'<svg class="graph" data-zoom viewBox="0 0 {width} {height}" role="img" aria-label="Entity graph">',
             "<title>Entity graph: notes, entities, and the relations between them</title>"]
    for a, b, kind in sorted(edges):
        if a not in at or b not in at:
            continue
        (x1, y1), (x2, y2) = at[a], at[b]
        cls = "mention" if kind == "mentions" else "relation"
        parts.append(f'<g class="edge {cls}"><title>{escape(kind)}</title>'
                     f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"></line>')
        if cls == "relation":
            parts.append(_text_in(kind, (x1 + x2) / 2, (y1 + y2) / 2 - 3, width, height, "edge-label", placed))
        parts.append("</g>")
    for n in sorted(nodes, key=lambda n: n["id"]):
        x, y = at[n["id"]]
        r = _radius(int(n.get("degree", 1)))
        status = n.get("status") or n["kind"]
        tip = escape(f"{n['label']} ({n['kind']}, {status}, {n.get('degree', 0)} links)")
        circle = (f'<circle class="{escape(n["kind"])} status-{escape(status)}" cx="{x}" cy="{y}" r="{r}">'
                  f"<title>{tip}</title></circle>")
        if n.get("href"):
            parts.append(f'<a href="{escape(n["href"])}" class="node">{circle}{labels[n["id"]]}</a>')
        else:
            parts.append(f'<g class="node">{circle}{labels[n["id"]]}</g>')
    parts.append("</svg>")
    return "".join(parts)


def _free(box: Box, placed: list[Box]) -> bool:
    """Whether a label's box overlaps none placed so far; a free box is then taken."""
    x0, y0, x1, y1 = box
    if any(x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1 for b in placed):
        return False
    placed.append(box)
    return True


def _text_in(label: str, x: float, y: float, width: int, height: int, cls: str, placed: list[Box]) -> str:
    """A 9 px label centred on (x, y), shifted to stay inside the canvas."""
    w = CHAR_W * 0.85 * len(label)
    cx = min(max(x, w / 2 + 2), width - w / 2 - 2)
    cy = min(max(y, 12.0), height - 4.0)
    minor = "" if _free((cx - w / 2, cy - 8, cx + w / 2, cy + 2), placed) else " minor"
    return (f'<text class="{cls}{minor}" x="{round(cx, 1)}" y="{round(cy, 1)}" text-anchor="middle">'
            f"{escape(label)}</text>")


def _node_label(label: str, x: float, y: float, r: float, width: int, height: int, placed: list[Box]) -> str:
    """A node's label right of it, or left of it when it would cross the right edge (or the
    right side is taken), clamped vertically, so no label leaves the canvas."""
    w = CHAR_W * len(label)
    ty = round(min(max(y + 4, 12.0), height - 4.0), 1)
    right = (x + r + 2, x + r + 2 + w) if x + r + 2 + w <= width - 2 else None
    left = (x - r - 2 - w, x - r - 2) if x - r - 2 - w >= 2 else None
    if right is None and left is None:  # wider than either side: centred under the node, clamped
        x0 = max(min(x - w / 2, width - 2 - w), 2.0)
        cls = "" if _free((x0, ty - 10, x0 + w, ty + 3), placed) else ' class="minor"'
        return _label_at(label, (x0, x0 + w), ty, False, cls)
    for side in (right, left):
        if side and _free((side[0], ty - 10, side[1], ty + 3), placed):
            return _label_at(label, side, ty, side is left, "")
    return _label_at(label, right or left or (0.0, w), ty, right is None, ' class="minor"')


def _label_at(label: str, side: tuple[float, float], ty: float, end: bool, cls: str) -> str:
    if end:
        return f'<text{cls} x="{round(side[1], 1)}" y="{ty}" text-anchor="end">{escape(label)}</text>'
    return f'<text{cls} x="{round(side[0], 1)}" y="{ty}">{escape(label)}</text>'
