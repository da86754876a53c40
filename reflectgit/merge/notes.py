"""The one merge function: reconcile two versions of a note against their common ancestor.

Git calls it as a merge driver, ``reflectgit sync`` calls it through dulwich's merge-driver
registry; both hand it the same three byte strings, so both produce the same bytes. It never
reads the clock or the machine, for the same reason.

Rules (docs/sync.md, "Sync and the merge driver"):

- one side unchanged: the other side, byte for byte;
- tags, links, entities: three-way sets (an item removed on one side stays removed, an item
  added on either side is kept); relations the same, keyed by (type, target);
- ``proof_count``: the ancestor plus both sides' increments; ``updated``: the later one;
  ``created``: the earlier one; ``confidence``: the lower one;
- ``status``: deleted > superseded > demoted > archived > active, and ``status_reason`` and
  ``superseded_by`` come from the side whose status won;
- ``rule``, ``problem``, ``fix``, ``key_insight`` changed differently on both sides: a
  contradiction: the newer value stays in the field, the other is kept in ``contradicts``;
- any other field changed on both sides: the side with the later ``updated`` wins;
- body: three-way line merge; insertions at the same place on both sides are both kept;
  a region both sides rewrote differently is a contradiction and both versions stay in the body
  between ``reflectgit:contradiction`` markers;
- a side that does not parse: a conflict-marked line merge and ``clean=False`` so git stops;
- two *different* notes added with the same id on each side (no ancestor, different ``created``:
  a hand-written or imported id chosen twice): never combined. ``sync`` keeps both, the later one
  under an id derived from it (``note.derived_id``, the same on every machine); git alone gets a conflict
  (``clean=False``, ``reason`` says what to do).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STATUS_PRECEDENCE = ("deleted", "superseded", "demoted", "archived", "active")
SET_FIELDS = ("tags", "links", "entities")
CONTENT_FIELDS = ("rule", "problem", "fix", "key_insight")
STATUS_FOLLOWERS = ("status_reason", "superseded_by")
CONTRADICTS = "contradicts"
BLOCK_START = "<!-- reflectgit:contradiction start -->"
BLOCK_END = "<!-- reflectgit:contradiction end -->"
_MISSING: Any = object()


@dataclass
class MergeResult:
    data: bytes
    clean: bool = True  # False: conflict markers were written, the caller must stop
    contradictions: list[str] = field(default_factory=list)  # fields in contradiction
    deleted: bool = False  # both sides removed the note
    reason: str = ""  # why the merge is not clean, for the person who has to finish it


def merge_note(base: bytes | None, ours: bytes | None, theirs: bytes | None) -> MergeResult:
    """Merge two versions of one note file. ``None`` (or empty) means absent on that side."""
    base, ours, theirs = base or None, ours or None, theirs or None
    if ours == theirs:
        return MergeResult(ours or b"", deleted=ours is None)
    if base == ours and theirs is not None:
        return MergeResult(theirs)
    if base == theirs and ours is not None:
        return MergeResult(ours)
    if ours is None or theirs is None:
        # delete/modify: the tree merge decides with the tombstone; alone, keep the edit
        return MergeResult(ours or theirs or b"")
    from reflectgit.errors import NoteError
    from reflectgit.note import Note

    try:
        o, t = Note.parse(ours), Note.parse(theirs)
    except NoteError:
        return _line_conflict(base, ours, theirs)
    if base is None and different_notes(o, t):
        conflict = _line_conflict(None, ours, theirs)
        conflict.reason = (f"two different notes were added with the id {o.id!r} (created {o.get('created')} "
                           f"and {t.get('created')}); run `git merge --abort` and `reflectgit sync`, "
                           "which keeps both and gives the later one a new id")
        return conflict
    try:
        b = Note.parse(base) if base else None
    except NoteError:
        b = None
    return _merge_parsed(b, o, t)


def different_notes(ours: Any, theirs: Any) -> bool:
    """Two notes that share an id but neither their birth nor their title: each side minted or
    chose the id on its own. The same note added on both sides (one archive imported twice) keeps
    its ``created`` — the same instant however it is written — or, its ``created`` edited by hand
    on one side, its title (review16)."""
    if _instant(ours.get("created")) == _instant(theirs.get("created")):
        return False
    return " ".join(str(ours.get("title") or "").split()).lower() != " ".join(str(theirs.get("title") or "").split()).lower()


def _instant(value: Any) -> str:
    """``created`` as a UTC instant (``11:00+01:00`` is ``10:00Z``); as written when not a time."""
    from datetime import UTC, datetime

    text = _stamp(value)
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return text
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat()


def split_order(a: tuple[Any, bytes], b: tuple[Any, bytes]) -> tuple[tuple[Any, bytes], tuple[Any, bytes]]:
    """(keeps the id, gets a new one) for two parsed notes with their bytes: the earlier born
    keeps it; the bytes break a tie, so both machines of a concurrent merge agree."""
    first, second = sorted((a, b), key=lambda pair: (_stamp(pair[0].get("created")), pair[1]))
    return first, second


def split_decision(note_id: str, keep: Any, move: Any, new_id: str, ours_moved: bool) -> str:
    """What a sync says of two different notes added under one id: which keeps it, which moved
    where. ``ours_moved``: the note written on this machine is the one that moved (said on every
    machine whose note moved, whether it made the merge or received it)."""
    return (f"{note_id}: two different notes were added with this id; {keep.title!r} (created "
            f"{keep.get('created')}) keeps it, {move.title!r} is now {new_id}"
            + (f"; links to {note_id} written on this machine may have meant {new_id}" if ours_moved else ""))


def _merge_parsed(b: Any, o: Any, t: Any) -> MergeResult:
    bm = b.meta if b is not None else {}
    om, tm = dict(o.meta), t.meta
    newer_theirs = _stamp(tm.get("updated")) > _stamp(om.get("updated"))
    contradictions: list[str] = []
    out: dict[str, Any] = {}
    status_side = None
    for key in _ordered_keys(bm, om, tm):
        bv, ov, tv = bm.get(key, _MISSING), om.get(key, _MISSING), tm.get(key, _MISSING)
        if ov == tv:
            out[key] = ov
        elif bv == ov:
            out[key] = tv
        elif bv == tv:
            out[key] = ov
        elif key in SET_FIELDS:
            out[key] = _merge_set(_list(bv), _list(ov), _list(tv))
        elif key == "relations":
            out[key] = _merge_relations(_list(bv), _list(ov), _list(tv))
        elif key == "proof_count":
            out[key] = _int(ov) + _int(tv) - _int(bv)
        elif key == "updated":
            out[key] = tv if newer_theirs else ov
        elif key == "created":
            out[key] = ov if _stamp(ov) <= _stamp(tv) else tv
        elif key == "confidence":
            out[key] = _lower(ov, tv)
        elif key == "status":
            status_side = "theirs" if _rank(tv) < _rank(ov) else "ours"
            out[key] = tv if status_side == "theirs" else ov
        elif key == CONTRADICTS:
            out[key] = _merge_set(_list(bv), _list(ov), _list(tv))
        elif key in CONTENT_FIELDS and ov is not _MISSING and tv is not _MISSING:
            kept, other = (tv, ov) if newer_theirs else (ov, tv)
            out[key] = kept
            contradictions.append(key)
            out.setdefault("_contradicts", []).append({"field": key, "kept": kept, "other": other})
        else:
            out[key] = tv if newer_theirs else ov
    if status_side is not None:
        side = tm if status_side == "theirs" else om
        for key in STATUS_FOLLOWERS:
            out[key] = side.get(key, _MISSING)
    body, body_clash = _merge_body(b.body if b is not None else None, o.body, t.body)
    if body_clash:
        contradictions.append("body")
        out.setdefault("_contradicts", []).append({"field": "body"})
    new = out.pop("_contradicts", [])
    if new:
        out[CONTRADICTS] = _merge_set([], _list(out.get(CONTRADICTS, _MISSING)), new)
    for key in list(om):
        if out.get(key, _MISSING) is _MISSING:
            o.set(key, None)
    for key, value in out.items():
        if value is not _MISSING:
            o.set(key, value)
    o.set_body(body)
    return MergeResult(o.to_bytes(), contradictions=contradictions)


def _ordered_keys(*maps: dict[str, Any]) -> list[str]:
    seen: dict[str, None] = {}
    for m in (maps[1], maps[2], maps[0]):
        for k in m:
            seen.setdefault(k, None)
    return list(seen)


def _stamp(value: Any) -> str:
    """ISO times compare as text once normalized to UTC 'Z' form (how reflectgit writes them)."""
    if value is _MISSING or value is None:
        return ""
    return str(value).replace("+00:00", "Z")


def _list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else []


def _int(value: Any) -> int:
    try:
        return int(value) if value is not _MISSING and value is not None else 0
    except (TypeError, ValueError):
        return 0


def _lower(a: Any, b: Any) -> Any:
    from reflectgit.note import coerce_confidence

    ca = coerce_confidence(a) if a is not _MISSING else None
    cb = coerce_confidence(b) if b is not _MISSING else None
    if ca is None:
        return b
    if cb is None:
        return a
    return a if ca <= cb else b


def _rank(status: Any) -> int:
    return STATUS_PRECEDENCE.index(status) if status in STATUS_PRECEDENCE else len(STATUS_PRECEDENCE)


def _key(item: Any) -> str:
    import json

    return json.dumps(item, sort_keys=True, default=str)


def _merge_set(base: list[Any], ours: list[Any], theirs: list[Any]) -> list[Any]:
    """Ours in its order, then what theirs added; minus what either side removed."""
    b = {_key(x) for x in base}
    o = {_key(x) for x in ours}
    t = {_key(x) for x in theirs}
    removed = (b - o) | (b - t)
    out, seen = [], set()
    for item in [*ours, *theirs]:
        k = _key(item)
        if k not in removed and k not in seen:
            seen.add(k)
            out.append(item)
    return out


def _rel_key(rel: Any) -> str:
    if isinstance(rel, dict):
        return f"{rel.get('type')}\x00{rel.get('target')}"
    return _key(rel)


def _merge_relations(base: list[Any], ours: list[Any], theirs: list[Any]) -> list[Any]:
    """Relations are a set keyed by (type, target); a relation both sides edited keeps ours."""
    b = {_rel_key(x) for x in base}
    o = {_rel_key(x): x for x in ours}
    t = {_rel_key(x): x for x in theirs}
    base_by = {_rel_key(x): x for x in base}
    removed = (b - set(o)) | (b - set(t))
    out = []
    for k in dict.fromkeys([*o, *t]):
        if k in removed:
            continue
        ov, tv = o.get(k), t.get(k)
        if ov is not None and tv is not None and ov == base_by.get(k) and tv != ov:
            out.append(tv)  # only theirs edited this relation's details
        else:
            out.append(ov if ov is not None else tv)
    return out


def _lines(text: str | None) -> list[str]:
    if not text:
        return []
    if not text.endswith("\n"):
        text += "\n"
    return text.splitlines(keepends=True)


def _merge_body(base: str | None, ours: str, theirs: str) -> tuple[str, bool]:
    """Three-way line merge; returns (body, whether a contradiction block was written)."""
    if ours == theirs:
        return ours, False
    if base is not None and base == ours:
        return theirs, False
    if base is not None and base == theirs:
        return ours, False
    import merge3

    m = merge3.Merge3(_lines(base), _lines(ours), _lines(theirs))
    out: list[str] = []
    clash = False
    for group in m.merge_groups():
        kind = group[0]
        if kind != "conflict":
            out.extend(group[1])
            continue
        _, b_lines, o_lines, t_lines = group  # type: ignore[misc]  # a conflict group has four parts
        b_lines, o_lines, t_lines = list(b_lines), list(o_lines), list(t_lines)
        if _inside(b_lines, o_lines) and _inside(b_lines, t_lines):
            # both sides only inserted lines here: keep both insertions
            extra = [line for line in t_lines if line not in o_lines and line not in b_lines]
            out.extend(o_lines + extra)
            continue
        clash = True
        out.extend(_block(o_lines, t_lines))
    return "".join(out), clash


def _inside(base: list[str], side: list[str]) -> bool:
    """The side kept every base line in order (it only inserted lines around them)."""
    it = iter(side)
    return all(any(line == s for s in it) for line in base)


def _block(ours: list[str], theirs: list[str]) -> list[str]:
    def text(lines: list[str]) -> list[str]:
        return [line if line.endswith("\n") else line + "\n" for line in lines] or ["(removed)\n"]

    return [BLOCK_START + "\n",
            "**Contradiction:** this passage was changed in two places at once; both versions "
            "are kept. Keep the right one and delete this block (`reflectgit edit`).\n\n",
            "Version 1:\n\n", *text(ours), "\nVersion 2:\n\n", *text(theirs), BLOCK_END + "\n"]


def _line_conflict(base: bytes | None, ours: bytes, theirs: bytes) -> MergeResult:
    """A side that is not a note any more: classic conflict markers so git stops for a human."""
    import merge3

    m = merge3.Merge3((base or b"").splitlines(True), ours.splitlines(True), theirs.splitlines(True))
    lines = m.merge_lines(name_a=b"ours", name_b=b"theirs", name_base=b"base")
    return MergeResult(b"".join(lines), clean=False)  # even without markers: not a valid note
