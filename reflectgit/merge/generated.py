"""Merging the files reflectgit rebuilds from the notes: MEMORY.md's promotion block, the
conventions and the reflection state (``decay-scores.json``).

Every machine's daily pass rewrites MEMORY.md's promotion block and ``memory/conventions/``
from its own view of the notes, so two machines that both ran it change the same lines, and a
line merge stops every later sync (review: "these files could not be merged automatically:
MEMORY.md" once both machines had promoted anything). Those lines are derived, not written by
anyone: when both sides changed one, this machine's version is kept and the next daily pass
rebuilds it from the merged notes. The text a person wrote outside the blocks is merged line by
line, and the core-memory block (a person approved it) changed on both sides stays a conflict.

The reflection log and ``evolution.md`` (and their archives) are journals: each decision on a
reflection appends an entry. One synced proposal approved on one machine and rejected (or partly
accepted) on the other appends a different entry on each (review: the next sync stopped on
``memory/reflection-log.md``); both entries are kept, in order, and an entry a side moved to the
archive stays moved. The same decision taken on both (one proposal approved on each) is one entry
naming both machines.
"""

from __future__ import annotations

import re
from typing import Any

CONVENTIONS = re.compile(r"^memory/conventions/[^/]+\.md$")
MEMORY = "MEMORY.md"
DECAY = "memory/meta/decay-scores.json"
JOURNALS = ("memory/reflection-log.md", "memory/reflection-log-archive.md", "memory/evolution.md",
            "memory/evolution-archive.md")
_ENTRY = re.compile(r"^## Reflection #(\d+) — (\S*)(?: (\d\d:\d\d:\d\d) UTC)?")


def is_generated(path: str) -> bool:
    return path in (MEMORY, DECAY, *JOURNALS) or bool(CONVENTIONS.match(path))


def _merge_journal(path: str, base: bytes | None, ours: bytes, theirs: bytes) -> tuple[bytes, str] | None:
    """A journal both machines appended to: the entries both kept, then what each added (ordered
    by reflection number and time, so either machine merging writes the same bytes); an entry
    either side removed (moved to the archive) stays removed. The text above the entries is
    merged line by line."""
    from reflectgit.reflection.approve import split_entries

    try:
        texts = [None if t is None else t.decode("utf-8") for t in (base, ours, theirs)]
    except UnicodeDecodeError:
        return None
    (bh, be), (oh, oe), (th, te) = (split_entries(t or "", "## Reflection #") for t in texts)
    head = _merge_text(None if texts[0] is None else bh, oh, th)
    if head is None:
        return None
    gone = {e for e in be if e not in oe or e not in te}
    kept = [e for e in be if e not in gone]

    def order(entry: str) -> tuple[int, str, str]:  # by time: entries that carry one say to the second
        m = _ENTRY.match(entry)
        return (int(m.group(1)), m.group(2) + (f"T{m.group(3)}" if m.group(3) else ""), entry) if m else (0, "", entry)

    added = sorted({e for e in oe + te if e not in be}, key=order)
    text = head + "".join(_same_decisions(kept + added))
    if not (texts[1] or "").endswith("\n\n"):
        text = text.rstrip("\n") + "\n"
    from_theirs = len([e for e in added if e not in oe])
    return text.encode("utf-8"), (f"{path}: both machines added entries; kept both sides' in order "
                                  f"({from_theirs} from the other machine)")


#: an entry's heading as ``approve.entry_heading`` writes it (entries older than it are left as they are)
_DECIDED = re.compile(r"## Reflection #(\d+) — (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC — (\w+) on (\S+(?: and \S+)*)")
#: the line a merged entry gives each machine but the first: ``beta-3k4m approved it too, at 2026-11-28 05:10:00 UTC.``
_TOO = re.compile(r"^(\S+) \w+ it too, at (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC\.\n?", re.M)


def _same_decisions(entries: list[str]) -> list[str]:
    """One entry for one decision taken on several machines: a synced proposal approved on two
    machines wrote the same entry (same reflection, decision and text) on each, with its own time
    and machine, and the merged journal said it twice (review). The entry keeps the first time, names
    every machine in its heading and says when each other one decided; where the first stood."""
    groups: dict[tuple[str, str, str], dict[str, str]] = {}
    alone: dict[tuple[str, str, str], str] = {}
    order: list[tuple[str, str, str] | str] = []
    for entry in entries:
        heading, _, rest = entry.partition("\n")
        m = _DECIDED.fullmatch(heading)
        if not m:
            order.append(entry)
            continue
        machines = m.group(4).split(" and ")
        when = {name: m.group(2) for name in machines}
        when.update({t.group(1): t.group(2) for t in _TOO.finditer(rest) if t.group(1) in when})
        key = (m.group(1), m.group(3), _TOO.sub("", rest).strip("\n"))
        if key in groups:
            for name, at in when.items():
                groups[key][name] = min(at, groups[key].get(name, at))
            alone.pop(key, None)
        else:
            groups[key] = when
            alone[key] = entry  # written as it was unless another machine's joins it
            order.append(key)
    out = []
    for item in order:
        if isinstance(item, str) or item in alone:
            out.append(item if isinstance(item, str) else alone[item])
            continue
        (count, decision, body), when = item, groups[item]
        first, *others = sorted(when, key=lambda name: (when[name], name))
        lines = [f"## Reflection #{count} — {when[first]} UTC — {decision} on {' and '.join([first, *others])}", ""]
        lines += [body, ""] if body else []
        lines += [f"{name} {decision} it too, at {when[name]} UTC." for name in others]
        out.append("\n".join(lines).rstrip("\n") + "\n\n")
    return out


def _merge_decay(ours: bytes, theirs: bytes, base: bytes | None = None) -> tuple[bytes, str] | None:
    """decay-scores.json after a reflection on each machine (review21: the next sync stopped on it):
    the later reflection's state (count, last reflection, scores), the rejections of both, except
    a rejection of a reflection the other machine applied (its operations are in the merged notes:
    review, the rejection stayed listed as if nothing had been applied)."""
    import json

    from reflectgit.fsutil import loads_json

    try:
        o, t = loads_json(ours.decode("utf-8")), loads_json(theirs.decode("utf-8"))
        b = loads_json(base.decode("utf-8")) if base else {}
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(o, dict) or not isinstance(t, dict):
        return None
    if not isinstance(b, dict):
        b = {}
    later, other = (o, t) if str(o.get("last_reflection") or "") >= str(t.get("last_reflection") or "") else (t, o)
    merged = dict(later)

    def applied(side: dict[str, Any]) -> int | None:  # the reflection this side approved since the base
        count, before = side.get("reflection_count"), b.get("reflection_count")
        return count if isinstance(count, int) and count != before and side.get("last_reflection") != \
            b.get("last_reflection") else None

    def kept(mine: dict[str, Any], other_side: dict[str, Any]) -> list[Any]:
        gone = applied(other_side)
        return [r for r in (mine.get("rejected") or []) if isinstance(r, dict)
                and not (gone is not None and r.get("reflection") == gone and r not in (b.get("rejected") or []))]

    rejected = kept(o, t) + kept(t, o)
    dropped = sorted({str(r.get("reflection")) for r in (o.get("rejected") or []) + (t.get("rejected") or [])
                      if isinstance(r, dict) and r not in rejected})
    if rejected or merged.get("rejected"):
        merged["rejected"] = [json.loads(r) for r in dict.fromkeys(json.dumps(r, sort_keys=True) for r in rejected)]
    try:
        merged["reflection_count"] = max(int(o.get("reflection_count") or 0), int(t.get("reflection_count") or 0))
    except (TypeError, ValueError):
        return None
    return ((json.dumps(merged, indent=1, sort_keys=True) + "\n").encode(),
            f"{DECAY}: a reflection ran on both machines; kept the later one's state and both sides' rejections"
            + (f" but the rejection of #{', #'.join(dropped)} (one side applied it)" if dropped else ""))


def _blocks() -> tuple[tuple[str, str, str], ...]:
    """(name, start marker, end marker) of MEMORY.md's rebuilt blocks."""
    from reflectgit.reflection.deep import CORE_END, CORE_START
    from reflectgit.reflection.promote import END, START

    return (("promotion block", START, END), ("core memory", CORE_START, CORE_END))


def merge_generated(path: str, base: bytes | None, ours: bytes, theirs: bytes) -> tuple[bytes, str] | None:
    """``(merged bytes, what was decided)`` for a derived file both sides changed, or None when
    the conflict is in text a person wrote or approved (it is reported as a conflict)."""
    if CONVENTIONS.match(path):
        return ours, (f"{path}: rebuilt from the notes on both machines; kept this machine's, the next daily "
                      "pass rebuilds it from the merged notes")
    if path == DECAY:
        return _merge_decay(ours, theirs, base)
    if path in JOURNALS:
        return _merge_journal(path, base, ours, theirs)
    if path != MEMORY:
        return None
    try:
        texts = [None if b is None else b.decode("utf-8") for b in (base, ours, theirs)]
    except UnicodeDecodeError:
        return None
    hollow, contents = zip(*(_hollow(t) for t in texts), strict=True)
    outside = _merge_text(*hollow)
    if outside is None:
        return None
    said: list[str] = []
    decided: list[str] = []  # what was done with a promotion block both sides changed, when not "kept ours"
    for name, start, end in _blocks():
        b, o, t = (c.get(start) for c in contents)
        if o == t or b == t:
            chosen = o
        elif b == o:
            chosen = t
        elif name == "core memory":  # approved by a person, never rebuilt: merged as their text is
            chosen = _merge_text(b, o, t)
            if chosen is None:
                return None
        else:
            chosen, how = _promotion_block(b, o, t, no_base=texts[0] is None)
            (decided if how else said).append(how or name)
        if chosen is not None:
            filled = outside.replace(start + end, start + chosen + end, 1)
            if filled == outside and chosen:
                return None  # the markers moved apart in the merged text: let a person look
            outside = filled
    note = (f"{MEMORY}: the {' and the '.join(said)} changed on both machines; kept this machine's (the next "
            "daily pass rebuilds the promotion block from the merged notes)") if said else \
        f"{MEMORY}: " + (decided[0] if decided else "merged the text outside its blocks line by line, each block from "
                         "the side that changed it")
    return outside.encode("utf-8"), note


_ENTRY_ID = re.compile(r"\(([a-z0-9][a-z0-9._-]{2,63}), [^()]*\)$")


def _promotion_block(base: str | None, ours: str | None, theirs: str | None, no_base: bool) -> tuple[str | None, str]:
    """The promotion block both sides changed: ``(chosen, what was done)``, or ``(ours, "")`` for
    "kept this machine's". An empty block never beats a filled one (review: a teammate's fresh KB
    joined with `sync URL`, its empty template won, and every machine lost its promoted lessons
    until its next daily pass); two filled blocks with no common history are joined entry by entry."""
    empty = [side is None or not side.strip() for side in (ours, theirs)]
    if empty[0] != empty[1]:
        kept = theirs if empty[0] else ours
        whose = "the other machine's" if empty[0] else "this machine's"
        return kept, (f"the promotion block was empty on one machine and filled on the other; kept {whose} "
                      "filled one (the next daily pass rebuilds it from the merged notes)")
    if no_base and ours is not None and theirs is not None:
        joined = _join_blocks(ours, theirs)
        if joined is not None:
            return joined, ("the promotion blocks of two KBs with no common history were joined, each "
                            "promoted note once (the next daily pass rebuilds it from the merged notes)")
    return ours, ""


def _join_blocks(ours: str, theirs: str) -> str | None:
    """Both blocks' entries, section by section, each note once, in the order the daily pass
    writes them; None when either holds a line that is not a section or an entry."""
    from reflectgit.reflection.promote import FIRST

    entries: dict[str, tuple[str, str]] = {}  # note id -> (section, line): each note once
    for block in (ours, theirs):
        section = None
        for line in block.splitlines():
            if not line.strip():
                continue
            if line.startswith("## "):
                section = line[3:].strip()
                continue
            m = _ENTRY_ID.search(line)
            if section is None or not line.startswith("- **") or not m:
                return None
            have = entries.get(m.group(1))
            entries[m.group(1)] = (section, line) if have is None else max(have, (section, line))  # either way: same
    sections: dict[str, dict[str, str]] = {}
    for note_id, (section, line) in entries.items():
        sections.setdefault(section, {})[note_id] = line
    order = [s for s in FIRST if s in sections] + sorted(s for s in sections if s not in FIRST)
    lines: list[str] = []
    for s in order:  # as render_block writes them: by title, then id
        lines += ["", f"## {s}", ""]
        lines += [e for _i, e in sorted(sections[s].items(), key=lambda ie: (ie[1][4:].split("**", 1)[0].lower(), ie[0]))]
    return "\n" + "\n".join(lines) + "\n\n" if lines else ""


def _hollow(text: str | None) -> tuple[str | None, dict[str, str]]:
    """``text`` with each well-formed block emptied (its markers kept), and what they held."""
    if text is None:
        return None, {}
    held: dict[str, str] = {}
    for _name, start, end in _blocks():
        s = text.find(start)
        e = text.find(end, s + len(start)) if s != -1 else -1
        if s == -1 or e == -1 or text.count(start) != 1 or text.count(end) != 1:
            continue
        held[start] = text[s + len(start):e]
        text = text[:s + len(start)] + text[e:]
    return text, held


def _merge_text(base: str | None, ours: str | None, theirs: str | None) -> str | None:
    """A line merge (git's merge3) of the text around the blocks; None on a real conflict."""
    if ours == theirs or base == theirs:
        return ours
    if base == ours:
        return theirs
    if ours is None or theirs is None:
        return None
    from dulwich.merge import merge_blobs
    from dulwich.objects import Blob

    data, conflicted = merge_blobs(None if base is None else Blob.from_string(base.encode()),
                                   Blob.from_string(ours.encode()), Blob.from_string(theirs.encode()))
    return None if conflicted else data.decode("utf-8")
