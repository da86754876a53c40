"""Time, drawn: how the memory grew and changed, and each note's life, as inline SVG.

The data is the KB history the index keeps (``index/history.py``: commits and note versions,
oldest first here), each version's status read from the blob the site already loads for its
diff, and the committed per-machine recall counters. Charts are plain markup coloured through
the site's CSS variables (so both colour schemes read), with a ``<title>``/``<desc>`` and a
visually-hidden table or list beside them; coordinates are rounded so the same KB gives the
same bytes.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from html import escape
from typing import Any

from reflectgit.dashboard.svg import _fit

STATUS_ORDER = ("active", "promoted", "demoted", "superseded", "archived", "deleted")
SOURCE_ORDER = ("commit", "session", "manual", "reflection")
WEEKS = 52  # the charts show the last year; the state before it is carried in
_STATUS = re.compile(rb"^status:[ \t]*[\"']?([a-z]+)", re.M)
_MANAGED = re.compile(r"<!-- reflectgit:managed:start -->(.*?)<!-- reflectgit:managed:end -->", re.S)
_MEMORY_ID = re.compile(r"\((lrn-[0-9a-z]+|[a-z0-9][a-z0-9._-]{2,63}), ")
_SHARD = re.compile(r"^learnings/[^/]+/([^/]+)/")


def status_of(data: bytes | None) -> str:
    """A note version's status from its front matter (a regex, not a YAML parse: cheap at 10k)."""
    head = (data or b"")[:8192]
    end = head.find(b"\n---", 3)
    m = _STATUS.search(head[:end] if end != -1 else head)
    return m.group(1).decode() if m else "active"


def memory_ids(text: str) -> set[str]:
    """The note ids listed in MEMORY.md's managed block: the promoted notes."""
    m = _MANAGED.search(text)
    return set(_MEMORY_ID.findall(m.group(1))) if m else set()


def week_of(stamp: float) -> str:
    y, w, _ = datetime.fromtimestamp(stamp, UTC).date().isocalendar()
    return f"{y}-W{w:02d}"


def weeks_between(first: str, last: str, most: int | None = WEEKS) -> list[str]:
    """Every ISO week from first to last (the last ``most``), so quiet weeks show as gaps."""
    def monday(label: str) -> date:
        y, w = label.split("-W")
        return date.fromisocalendar(int(y), int(w), 1)

    out: list[str] = []
    d, end = monday(first), monday(last)
    if most is not None and (end - d).days // 7 >= most:
        d = end - timedelta(weeks=most - 1)
    while d <= end:
        y, w, _ = d.isocalendar()
        out.append(f"{y}-W{w:02d}")
        d += timedelta(days=7)
    return out


def source_of(actor: str, note_source: str | None) -> str:
    """Where a capture came from: the committing actor says it best, the note's own source next."""
    if actor.startswith("capture:commit") or actor.startswith("capture:merge"):
        return "commit"
    if actor.startswith("capture:session"):
        return "session"
    if actor.startswith("reflection"):
        return "reflection"
    return note_source if note_source in SOURCE_ORDER else "manual"


@dataclass
class Step:
    """One note version in time order, with what the site knows about it."""
    seq: int  # the commit's place in history: commits in the same second keep their order
    time: int
    sha: str
    note_id: str
    change: str
    status: str
    actor: str
    op: str
    path: str | None
    subject: str = ""
    merge: bool = False  # a merge commit: a version it resolved (the note differs from every parent)


@dataclass
class Story:
    """What the history says, ready to draw: per-week status counts, captures by source,
    and each note's lifecycle events."""
    weeks: list[str] = field(default_factory=list)
    status: dict[str, Counter] = field(default_factory=dict)
    captures: dict[str, Counter] = field(default_factory=dict)
    lifecycles: dict[str, list[dict[str, Any]]] = field(default_factory=dict)


def tell(steps: list[Step], promotions: list[tuple[int, int, str, set[str]]], sources: dict[str, str]) -> Story:
    """Replay the history oldest first: ``steps`` are note versions, ``promotions`` the
    (seq, time, sha, ids in MEMORY.md) of each commit that changed MEMORY.md, ``sources`` the
    current notes' source kinds."""
    story = Story()
    if not steps and not promotions:
        return story
    state: dict[str, str] = {}
    promoted: set[str] = set()
    events: list[tuple[int, int, int, str, Any]] = [(s.seq, 0, s.time, s.sha, s) for s in steps]
    events += [(seq, 1, t, sha, ids) for seq, t, sha, ids in promotions]
    events.sort(key=lambda e: (e[0], e[1]))
    first = week_of(min(e[2] for e in events))
    last = week_of(max(e[2] for e in events))
    story.weeks = weeks_between(first, last)
    shown = set(story.weeks)
    snapshot: dict[str, Counter] = {}

    def counts() -> Counter:
        c = Counter(state.values())
        moved = sum(1 for i in promoted if state.get(i) == "active")
        c["active"] -= moved
        c["promoted"] += moved
        return c

    life = story.lifecycles

    def add(note_id: str, event: dict[str, Any]) -> None:
        """Append to a note's life; repeated edits or sightings fold into one counted event so
        a busy note's timeline stays short."""
        seq = life.setdefault(note_id, [])
        if seq and event["kind"] in ("seen", "edited") and seq[-1]["kind"] == event["kind"]:
            seq[-1]["times"] += 1
            word = "seen again" if event["kind"] == "seen" else "edited"
            seq[-1]["text"] = f"{word} {seq[-1]['times']} times, last {day(event['time'])}"
            return
        seq.append({**event, "times": 1})

    pending = ""  # the week whose end-of-week counts are still to be taken (once per week: 10k notes)
    for _, kind, t, sha, item in events:
        week = week_of(t)
        if pending and week != pending:
            snapshot[pending] = counts()
        if kind == 1:
            ids: set[str] = item
            for i in sorted(ids - promoted):
                add(i, {"time": t, "sha": sha, "kind": "promoted", "text": "promoted to MEMORY.md"})
            for i in sorted(promoted - ids):
                add(i, {"time": t, "sha": sha, "kind": "left", "text": "left MEMORY.md"})
            promoted = set(ids)
        else:
            s: Step = item
            before = state.get(s.note_id)
            after = "deleted" if s.change == "removed" else (s.status if s.status in STATUS_ORDER else "archived")
            state[s.note_id] = after
            if s.merge and before is not None and (after == before or s.change == "removed"):
                pass  # a sync joining two edits that left the status as it was: both were told where made
            elif s.change == "removed":
                add(s.note_id, {"time": t, "sha": sha, "kind": "deleted", "text": "deleted"})
            else:
                add(s.note_id, _event(replace(s, change="modified") if s.merge and before is not None else s, before))
                if s.change == "added" and before is None and week in shown:
                    story.captures.setdefault(week, Counter())[source_of(s.actor, sources.get(s.note_id))] += 1
        pending = week
    if pending:
        snapshot[pending] = counts()
    carry: Counter = Counter()
    for w in weeks_between(first, last, most=None):
        carry = snapshot.get(w, carry)
        if w in shown:
            story.status[w] = Counter(carry)
    return story


def _event(s: Step, before: str | None) -> dict[str, Any]:
    """A note version as a lifecycle event, in words."""
    base = {"time": s.time, "sha": s.sha}
    m = _SHARD.match(s.path or "")
    branch = m.group(1) if m else "?"
    if before is None or s.change == "added":
        word = "re-added" if before is not None else (
            "captured" if s.actor.startswith(("capture", "reflection")) else "added")
        return {**base, "kind": "captured", "text": f"{word} on branch {branch} in KB commit {s.sha[:10]}"}
    if s.change == "moved":
        verb = "promoted" if s.op == "promote" else "moved"
        return {**base, "kind": "promoted" if verb == "promoted" else "edited", "text": f"{verb} to branch {branch}"}
    if s.status != before:
        if s.status == "demoted":
            how = f"demoted by revert {s.sha[:10]}" if s.op == "revert" else "demoted"
            return {**base, "kind": "demoted", "text": how}
        if s.status == "active":
            return {**base, "kind": "captured", "text": f"restored (was {before})"}
        return {**base, "kind": s.status if s.status in STATUS_ORDER else "edited", "text": s.status}
    if s.op.startswith("capture") or s.actor.startswith("capture"):
        return {**base, "kind": "seen", "text": "seen again"}
    return {**base, "kind": "edited", "text": f"edited ({s.op or 'git'})"}


def day(t: int) -> str:
    return datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%d")


def _table(caption: str, head: list[str], rows: list[list[Any]]) -> str:
    """The chart's numbers as a table only screen readers see."""
    th = "".join(f'<th scope="col">{escape(h)}</th>' for h in head)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return (f'<div class="visually-hidden"><table><caption>{escape(caption)}</caption>'
            f"<thead><tr>{th}</tr></thead><tbody>{body}</tbody></table></div>")


def _legend(keys: list[str], prefix: str) -> str:
    return '<ul class="legend">' + "".join(
        f'<li><span class="swatch {prefix}-{escape(k)}"></span>{escape(k)}</li>' for k in keys) + "</ul>"


def _axis(weeks: list[str], base: float, width: int) -> str:
    """First and last week under the plot, each kept inside the canvas."""
    out = f'<text x="0" y="{base + 14}">{escape(weeks[0])}</text>'
    if len(weeks) > 1:
        out += f'<text x="{width}" y="{base + 14}" text-anchor="end">{escape(weeks[-1])}</text>'
    return out


def status_area(story: Story, width: int = 640, height: int = 160) -> str:
    """Notes by status over time as a stacked area, one band per status, per week."""
    title = "Notes by status over time"
    if not story.status:
        return f'<p class="empty">{escape(title)}: nothing yet.</p>'
    weeks = story.weeks
    keys = [k for k in STATUS_ORDER if any(story.status[w][k] > 0 for w in weeks)]
    top = max(sum(max(0, story.status[w][k]) for k in keys) for w in weeks) or 1
    n = len(weeks)
    xs = [0.0, float(width)] if n == 1 else [i * width / (n - 1) for i in range(n)]
    cols = [weeks[0], weeks[0]] if n == 1 else weeks
    plot = height - 8
    base = height + 4
    latest = story.status[weeks[-1]]
    summary = ", ".join(f"{k} {latest[k]}" for k in keys)
    parts = [f'<svg class="chart timechart" viewBox="0 0 {width} {height + 24}" role="img" '
             f'aria-label="{escape(title)}">',
             f"<title>{escape(title)}</title>",
             f"<desc>Week {escape(weeks[-1])}: {escape(summary)}.</desc>"]
    lower = [0.0] * len(cols)
    for k in keys:
        upper = [lo + max(0, story.status[w][k]) for lo, w in zip(lower, cols, strict=True)]
        top_pts = [f"{round(x, 1)},{round(base - u / top * plot, 1)}" for x, u in zip(xs, upper, strict=True)]
        low_pts = [f"{round(x, 1)},{round(base - lo / top * plot, 1)}" for x, lo in zip(xs, lower, strict=True)]
        parts.append(f'<polygon class="area status-{escape(k)}" points="{" ".join(top_pts + low_pts[::-1])}">'
                     f"<title>{escape(k)}: {latest[k]} in {escape(weeks[-1])}</title></polygon>")
        lower = upper
    parts.append(f'<text x="2" y="12">{top}</text>')
    parts.append(_axis(weeks, base, width))
    parts.append("</svg>")
    rows = [[w] + [story.status[w][k] for k in keys] for w in weeks]
    return "".join(parts) + _legend(keys, "status") + _table(title + " (notes per status at the end of each week)",
                                                             ["Week", *keys], rows)


def stacked_bars(weeks: list[str], data: dict[str, Counter], keys: tuple[str, ...], title: str,
                 prefix: str, width: int = 640, height: int = 140) -> str:
    """Per-week bars split by ``keys`` (e.g. captures by source), with a hidden table."""
    total = sum(sum(c.values()) for c in data.values())
    if not weeks or not total:
        return f'<p class="empty">{escape(title)}: nothing yet.</p>'
    shown = [k for k in keys if any(data.get(w, Counter())[k] for w in weeks)]
    top = max(sum(data.get(w, Counter()).values()) for w in weeks) or 1
    n, gap = len(weeks), 2.0
    bw = min(48.0, max(1.0, (width - gap * (n - 1)) / n))
    base = height + 4
    totals = Counter[str]()
    for c in data.values():
        totals.update(c)
    parts = [f'<svg class="chart timechart" viewBox="0 0 {width} {height + 24}" role="img" '
             f'aria-label="{escape(title)}">', f"<title>{escape(title)}</title>",
             f"<desc>{escape(', '.join(f'{k} {totals[k]}' for k in shown))} in {n} week{'s' if n != 1 else ''}.</desc>"]
    for i, w in enumerate(weeks):
        x = round(i * (bw + gap), 1)
        y = float(base)
        c = data.get(w, Counter())
        for k in shown:
            if not c[k]:
                continue
            h = c[k] / top * (height - 8)
            y -= h
            parts.append(f'<rect class="{prefix}-{escape(k)}" x="{x}" y="{round(y, 1)}" width="{round(bw, 1)}" '
                         f'height="{round(h, 1)}"><title>{escape(w)}: {c[k]} {escape(k)}</title></rect>')
    parts.append(f'<text x="{width}" y="12" text-anchor="end">{top}</text>')
    parts.append(_axis(weeks, base, width))
    parts.append("</svg>")
    rows = [[w] + [data.get(w, Counter())[k] for k in shown] for w in weeks if sum(data.get(w, Counter()).values())]
    return "".join(parts) + _legend(shown, prefix) + _table(title, ["Week", *shown], rows)


def recalls_per_week(weeks: list[str], per_week: Counter, width: int = 640, height: int = 120) -> str:
    """Recalls per week as bars; the counters say how many recalls each flush held."""
    title = "Recalls per week (all machines, as synced)"
    if not per_week:
        return f'<p class="empty">{escape(title)}: nothing yet.</p>'
    data = {w: Counter({"recalls": per_week[w]}) for w in weeks if per_week[w]}
    return stacked_bars(weeks, data, ("recalls",), title, "recall", width, height)


def timeline(events: list[dict[str, Any]], title: str, width: int = 360, row: int = 26) -> str:
    """A note's life as a vertical timeline: a dot per event on one line, the day and what
    happened beside it; long texts are cut with the full text in a tooltip and in the list."""
    if not events:
        return '<p class="empty">No history in the KB yet.</p>'
    height = row * len(events) + 8
    parts = [f'<svg class="timeline" viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
             f"<title>{escape(title)}</title>",
             f"<desc>{escape('; '.join(day(e['time']) + ' ' + e['text'] for e in events))}</desc>",
             f'<line x1="12" y1="{row // 2 + 4}" x2="12" y2="{height - row // 2 - 4}"></line>']
    room = width - 24 - 2
    for i, e in enumerate(events):
        cy = i * row + row // 2 + 4
        label = f"{day(e['time'])}  {e['text']}"
        parts.append(f'<g class="event {escape(e["kind"])}"><title>{escape(label)} ({escape(e["sha"][:12])})</title>'
                     f'<circle cx="12" cy="{cy}" r="5"></circle>'
                     f'<text x="24" y="{cy + 4}">{escape(_fit(label, room))}</text></g>')
    parts.append("</svg>")
    return "".join(parts)

