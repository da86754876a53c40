"""Decisions capture left for a person: "merge?" twins and contradictions with a person's note.

Each decision is one JSON file in ``memory/meta/pending/`` (committed, so it syncs to every
machine and the dashboard lists it) holding the proposed note in full, so nothing captured is
lost while it waits. Resolving one is one KB commit:

| kind | accept | reject | drop |
|---|---|---|---|
| merge | the twin absorbs it (one more proof, lineage) | it becomes a note of its own | it is discarded |
| contradiction | the new lesson supersedes the old note | the old note stands; the new one is superseded by it | both stay as they are |

Once the note a decision meets is forgotten or purged, the verbs that need it are refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.errors import KBError, NotFound
from reflectgit.fsutil import loads_json

if TYPE_CHECKING:
    from reflectgit.kb import KB

FOLDER = "memory/meta/pending"
KINDS = ("merge", "contradiction")
VERBS = ("accept", "reject", "drop")
#: What each verb does, per kind ({target}: the note the decision meets).
MEANING = {"merge": {"accept": "merge into {target}", "reject": "keep as its own note", "drop": "discard it"},
           "contradiction": {"accept": "new lesson supersedes {target}", "reject": "{target} stands",
                             "drop": "keep both"}}
#: The verbs that act on the target: refused once it is forgotten or purged.
NEEDS_TARGET = frozenset({("merge", "accept"), ("contradiction", "accept"), ("contradiction", "reject")})


def new_id(taken: set[str]) -> str:
    from reflectgit.note import mint_id

    return "pd-" + mint_id({"lrn-" + t[3:] for t in taken})[4:]


def rel(pid: str) -> str:
    return f"{FOLDER}/{pid}.json"


def decision(kind: str, pid: str, note: Any, target: str, similarity: float, reason: str,
             session: str | None) -> dict[str, Any]:
    from reflectgit.note import now_iso

    return {"id": pid, "kind": kind, "created": now_iso(), "target": target, "similarity": round(similarity, 4),
            "reason": reason, "session": session, "note_id": note.id, "note": note.to_bytes().decode("utf-8")}


def encode(d: dict[str, Any]) -> bytes:
    return (json.dumps(d, indent=2, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8")


def load(kb: KB) -> list[dict[str, Any]]:
    folder = kb.path / FOLDER
    out = []
    for f in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            d = loads_json(f.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise KBError(f"is not a readable pending decision ({exc})", file=f) from exc
        if not isinstance(d, dict) or d.get("kind") not in KINDS or not isinstance(d.get("note"), str):
            raise KBError("is not a pending decision (needs kind and note)", file=f, field="kind")
        out.append(d)
    return sorted(out, key=lambda d: (str(d.get("created")), d["id"]))


def get(kb: KB, pid: str) -> dict[str, Any]:
    for d in load(kb):
        if d["id"] == pid:
            return d
    raise NotFound(f"no pending decision {pid!r} (see `reflectgit pending`)", field="id")


def chunk_hashes(kb: KB) -> set[str]:
    """Chunks waiting here are not captured again."""
    from reflectgit.note import Note

    out = set()
    for d in load(kb):
        src = Note.parse(d["note"]).get("source")
        if isinstance(src, dict) and src.get("chunk_hash"):
            out.add(str(src["chunk_hash"]))
    return out


def follow(kb: KB, target: str) -> tuple[str, str | None]:
    """``(the note target stands for now, how that note left the KB or None)``: a superseded
    target (or one the daily pass merged away) is followed along ``superseded_by`` to the live
    note (review: accept merged into a note superseded since, and `pending` gave no hint), but
    never across a contradiction: a note superseded by one saying the opposite stops there, gone
    "superseded by lrn-x, which contradicts it" (review30: the lesson was merged into its opposite
    and counted as its proof)."""
    seen, current = [target], target
    while True:
        try:
            note = kb.get(current)
        except NotFound:
            return current, ("purged" if any(t.get("id") == current for t in kb.tombstones()) else "missing")
        heir = str(note.get("superseded_by") or "")
        if note.get("status") in ("superseded", "deleted") and heir and heir not in seen:
            if contradicted_by(kb, note, heir):
                return current, f"superseded by {heir}, which contradicts it"
            seen.append(heir)
            current = heir
            continue
        if note.get("status") in ("deleted", "superseded"):
            return current, "forgotten" if note.get("status") == "deleted" else "superseded"
        return current, None


def contradicted_by(kb: KB, note: Any, heir: str) -> bool:
    """Whether ``note`` was superseded by ``heir`` because the two say opposite things (a
    ``contradicts`` relation either way, as capture and `pending` record it), not because ``heir``
    holds the same lesson (a merge, a rewrite a person chose)."""
    def says_against(n: Any, other: str) -> bool:
        return any(isinstance(r, dict) and r.get("type") == "contradicts" and r.get("target") == other
                   for r in n.get("relations") or [])

    if says_against(note, heir):
        return True
    try:
        return says_against(kb.get(heir), note.id)
    except NotFound:
        return False


def target_gone(kb: KB, target: str, kind: str = "merge") -> str | None:
    """How the note a decision meets left the KB ("purged", "forgotten", "missing", "superseded
    by lrn-x, which is forgotten"), or None while it (or, for a merge, the note that superseded it)
    is there: a gone target can neither absorb the lesson nor stand against it. A contradiction
    was found against the target itself: once superseded, only its successor could be judged."""
    live, gone = follow(kb, target)
    if live == target:
        return gone
    if kind == "contradiction":
        return f"superseded by {live}" + (f", which is {gone}" if gone else "")
    return f"superseded by {live}, which is {gone}" if gone else None


def live_target(kb: KB, d: dict[str, Any]) -> str:
    """The note a merge decision folds into now: its target, or the live note that superseded it."""
    return follow(kb, d["target"])[0] if d["kind"] == "merge" else d["target"]


def _meaning(kb: KB, d: dict[str, Any]) -> dict[str, str]:
    live = live_target(kb, d)
    meaning = {verb: what.format(target=live) for verb, what in MEANING[d["kind"]].items()}
    if live != d["target"]:
        meaning["accept"] += f" ({d['target']} was superseded by it)"
    return meaning


def summary(kb: KB, d: dict[str, Any]) -> dict[str, Any]:
    from reflectgit.note import Note

    note = Note.parse(d["note"])
    gone = target_gone(kb, d["target"], d["kind"])
    meaning = _meaning(kb, d)
    if gone is not None:
        meaning = {verb: f"refused: {d['target']} is {gone}" if (d["kind"], verb) in NEEDS_TARGET else what
                   for verb, what in meaning.items()}
    live = live_target(kb, d) if gone is None else None
    return {"id": d["id"], "kind": d["kind"], "created": d.get("created"), "title": note.title,
            "target": d["target"], "target_gone": gone, "target_now": live if live != d["target"] else None,
            "similarity": d.get("similarity"), "reason": d.get("reason"), "session": d.get("session"),
            "note_id": note.id, "actions": meaning}


def refuse_without_target(kb: KB, d: dict[str, Any], verb: str) -> None:
    """Refuse a verb that needs the decision's target once it is gone (accepting a merge into a
    purged note made a new note under a new id and called it a merge), naming what still works."""
    if (d["kind"], verb) not in NEEDS_TARGET:
        return
    gone = target_gone(kb, d["target"], d["kind"])
    if gone is None:
        return
    left = [f"`reflectgit pending {v} {d['id']}` ({MEANING[d['kind']][v].format(target=d['target'])})"
            for v in VERBS if (d["kind"], v) not in NEEDS_TARGET]
    needs = MEANING[d["kind"]][verb].format(target=d["target"])
    raise KBError(f"{d['target']} is {gone}: `{verb}` needs it ({needs}); use " + " or ".join(left),
                  file=rel(d["id"]), field="target")


def resolve(kb: KB, pid: str, verb: str, actor: str | None = None) -> dict[str, Any]:
    """Carry out ``verb`` on one decision, in one commit; returns what changed."""
    from reflectgit.capture.note_edits import fold_into, supersede
    from reflectgit.note import Note

    if verb not in VERBS:
        raise KBError(f"unknown action {verb!r}; use one of {', '.join(VERBS)}", field="action")
    d = get(kb, pid)
    refuse_without_target(kb, d, verb)
    new = Note.parse(d["note"])
    changed: list[str] = []
    with kb.transaction(f"pending {verb} {pid}: {new.title[:60]}", op=f"pending {verb}", actor=actor) as tx:
        tx.remove(rel(pid))
        try:
            old = kb.get(live_target(kb, d))  # a merge folds into the note that superseded its twin
        except NotFound:
            old = None
        if d["kind"] == "merge":
            if verb == "accept" and old is not None:  # refused above when the twin is gone
                src = new.get("source") if isinstance(new.get("source"), dict) else {}
                fold_into(old, new.fields(), {"session": src.get("session"), "chunk_hash": src.get("chunk_hash"),
                                              "at": d.get("created")}, str(new.get("rule") or new.title))
                tx.save(old)
                changed.append(old.id)
            elif verb == "reject":
                tx.save(new)
                changed.append(new.id)
        else:  # contradiction: the new note was written when the decision was made
            try:
                current = kb.get(new.id)
            except NotFound:  # removed since: the proposal as it was held
                current = new
            if verb == "accept" and old is not None:
                supersede(old, current.id, f"contradicted by {current.id}; a person chose the newer lesson")
                tx.save(old)
                changed.append(old.id)
            elif verb == "reject" and old is not None:
                supersede(current, old.id, f"contradicts {old.id}; a person kept the older note")
                tx.save(current)
                changed.append(current.id)
    return {"id": pid, "kind": d["kind"], "action": verb, "changed": changed}


def record(tx: Any, kb: KB, kind: str, note: Any, target: str, similarity: float, reason: str,
           session: str | None, taken: set[str]) -> str:
    pid = new_id(taken)
    taken.add(pid)
    tx.write(rel(pid), encode(decision(kind, pid, note, target, similarity, reason, session)))
    return pid


def counts(kb: KB) -> dict[str, int]:
    """Decisions waiting, by kind (``status`` shows them); a file that is not a decision counts
    as ``unreadable`` (``pending`` names it) rather than failing the status."""
    out: dict[str, int] = {}
    folder = kb.path / FOLDER
    for f in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            kind = loads_json(f.read_text(encoding="utf-8")).get("kind")
        except (OSError, ValueError, AttributeError):
            kind = None
        key = kind if kind in KINDS else "unreadable"
        out[key] = out.get(key, 0) + 1
    return out


def ids(kb: KB) -> set[str]:
    folder = kb.path / FOLDER
    return {f.stem for f in folder.glob("*.json")} if folder.is_dir() else set()


class Disputes:
    """What the contradictions waiting for a person put in doubt: ``disputes[challenger]`` (the
    new lesson that awaits the decision) and ``disputed_by[target]`` (the note it says the opposite
    of), each a list of ``{"id": the other note, "pending": the decision}``. Hooks inject no
    challenger while it waits (the person has not chosen it over their note); search and show
    mark both."""

    def __init__(self, decisions: list[dict[str, Any]] | None = None):
        self.disputes: dict[str, list[dict[str, str]]] = {}
        self.disputed_by: dict[str, list[dict[str, str]]] = {}
        for d in decisions or []:
            new, old = str(d["note_id"]), str(d["target"])
            self.disputes.setdefault(new, []).append({"id": old, "pending": str(d["id"])})
            self.disputed_by.setdefault(old, []).append({"id": new, "pending": str(d["id"])})

    def waiting(self) -> set[str]:
        """The notes a person has not chosen yet: no hook injects them."""
        return set(self.disputes)

    def of(self, note_id: str) -> dict[str, list[dict[str, str]]]:
        """``{"disputes": [...]}`` and/or ``{"disputed_by": [...]}`` for one note, or {}."""
        return {k: list(m[note_id]) for k, m in (("disputes", self.disputes), ("disputed_by", self.disputed_by))
                if note_id in m}


#: per KB folder: (the pending files' names, sizes and mtimes, what they hold); a warm process
#: reads them again only when one changed
_SEEN: dict[str, tuple[tuple[tuple[str, int, int], ...], Disputes]] = {}


def disputes(kb_path: Path) -> Disputes:
    """The contradictions waiting in ``kb_path`` (:class:`Disputes`). Cheap on every hook: a KB
    without pending decisions costs one ``stat``; otherwise a listing of the folder, and the
    files are read again only when one changed since this process last read them (100 decisions:
    ~3 ms to read, ~0.3 ms to list). A file that is not a decision is left out (``pending``
    names it): a hook never fails on it."""
    import os

    folder = kb_path / FOLDER
    try:
        entries = sorted((e.name, e.stat().st_size, e.stat().st_mtime_ns) for e in os.scandir(folder)
                         if e.name.endswith(".json") and e.is_file())
    except OSError:  # no decision was ever recorded
        return Disputes()
    stamp = tuple(entries)
    key = str(folder)
    seen = _SEEN.get(key)
    if seen is not None and seen[0] == stamp:
        return seen[1]
    found = []
    for name, _size, _mtime in entries:
        try:
            d = loads_json((folder / name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(d, dict) or d.get("kind") != "contradiction" or not d.get("target"):
            continue
        if not d.get("note_id") and isinstance(d.get("note"), str):  # written before note_id was recorded
            from reflectgit.note import Note

            try:
                d["note_id"] = Note.parse(d["note"]).id
            except (KBError, ValueError):  # an unreadable proposal: `pending` names it
                continue
        if d.get("note_id") and d.get("id"):
            found.append(d)
    out = Disputes(found)
    _SEEN[key] = (stamp, out)
    return out
