"""The daily reflection pass: deterministic, no LLM.

1. **Select** at most N notes (``--max-notes``, default 10) for the steps that read each note:
   the ones not inspected for the longest (never first), then the neediest (older notes, notes
   without tags, notes without links or relations). When each note was last inspected is this
   machine's reflection state (``.reflectgit/reflection-inspected.json``), not a note field: each
   run moves on, so every note is inspected within ``notes / N`` runs.
2. **Archive** low-value notes, over all notes (a cheap check): no content at all; 2 characters
   or fewer and never recalled; a title starting with tmp / temp / scratch and never recalled.
   Archived means ``hidden: true`` with ``archived_at``: kept, recoverable with
   ``reflectgit set ID hidden false``.
3. **Normalize** the body: trailing whitespace removed, runs of blank lines collapsed,
   repeated lines dropped; ``last_rewritten_at`` is stamped when anything changed.
4. **Improve tags**: tags read from the content (``files``, ``preference``, ``reflection``), each
   only with evidence in the text ("prefer", "I'd rather" for ``preference``); a person's own tags
   are never removed, and no tag repeats a field (``scope``, ``type``). A ``preference`` tag an
   earlier version's pass added without that evidence (its audit records say so) is taken back,
   over all notes.
   Normalizing and retagging are cosmetic: they never bump ``updated``, which feeds recency.
5. **Merge duplicates**: exact twins (the same title and text word for word, over all notes: a
   cheap check) and a selected note and another visible note of the same shard with token
   Jaccard >= 0.9, both with the same subject, scope and type: the shorter is merged into the longer (tags, links, proof
   counts) and tombstoned with ``superseded_by`` pointing at it.

Every action is a ReflectionChange record (action, note, field, before, after, reason)
appended to ``memory/meta/audit/reflection-<date>.jsonl``. The whole run, MEMORY.md promotion
included, is one KB commit with actor ``reflection:daily``. ``dry_run`` computes everything and
writes nothing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from reflectgit import config, query_text
from reflectgit.note import Note, now_iso

if TYPE_CHECKING:
    from reflectgit.kb import KB

AUDIT = "memory/meta/audit"
STATE = "reflection.json"
INSPECTED = "reflection-inspected.json"  # {note id: when the daily pass last inspected it}, this machine's
JACCARD = 0.9
_TMP_TITLE = re.compile(r"^\s*(tmp|temp|scratch)\b", re.I)
_FILE_MENTION = re.compile(r"(?:^|[\s`(])[\w./-]+\.(?:py|js|ts|tsx|go|rs|java|rb|md|toml|ya?ml|json|sh|c|h|cpp|sql)\b")
# a preference is said as one ("prefer X", "I'd rather"): "never use X" / "always use Y" is a rule, whatever
# its kind, and tagging it `preference` made corrections and pins "conventions" (review30)
_PREFERENCE = re.compile(r"\b(prefers?|preferred|preferably|preference|i like|we like|i'?d rather|we'?d rather)\b",
                         re.I)
_REFLECTION = re.compile(r"\b(reflection|retrospective|in hindsight|lesson learned)\b", re.I)


@dataclass
class ReflectionChange:
    action: str  # archive | normalize | retag | merge | promote
    note_id: str
    field: str | None
    before: Any
    after: Any
    reason: str
    at: str = ""

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class DailyResult:
    inspected: list[str] = field(default_factory=list)
    checked: int = 0  # visible notes the cheap checks (archive, exact twins, expiry) went over
    archived: int = 0
    normalized: int = 0
    retagged: int = 0
    merged: int = 0
    repaired: int = 0
    expired: int = 0
    conventions: list[str] = field(default_factory=list)
    promoted: dict[str, Any] = field(default_factory=dict)
    changes: list[ReflectionChange] = field(default_factory=list)
    commit: str | None = None
    dry_run: bool = False

    def to_dict(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["changes"] = [c.to_dict() for c in self.changes]
        return d


def _age_days(note: Note, now: datetime) -> float:
    try:
        created = datetime.fromisoformat(str(note.get("created")).replace("Z", "+00:00"))
        if created.tzinfo is None:
            created = created.replace(tzinfo=UTC)
        return max(0.0, (now - created).total_seconds() / 86400)
    except (TypeError, ValueError):
        return 0.0


def quality_need(note: Note, now: datetime) -> float:
    """Higher = needs care sooner: age (a point a month, up to 3), no tags, no links or relations."""
    score = min(3.0, _age_days(note, now) / 30)
    if not note.tags:
        score += 1.0
    if not (note.get("links") or note.get("relations")):
        score += 1.0
    return score


def content_of(note: Note) -> str:
    parts = [str(note.get(k) or "") for k in ("problem", "fix", "rule", "key_insight")] + [note.body]
    return "\n".join(p for p in parts if p.strip()).strip()


def is_low_value(note: Note, hits: int) -> str | None:
    """Why the note is not worth keeping visible, or None. Its content is its title plus its
    text: a note with a real title and no body is not low-value."""
    text = (note.title.strip() + " " + content_of(note)).strip()
    if not text:
        return "empty"
    if len(text) <= 2 and hits == 0:
        return "2 characters or fewer and never recalled"
    if _TMP_TITLE.match(note.title) and hits == 0:
        return "a tmp/temp/scratch note never recalled"
    return None


COSMETIC = ("normalize", "retag")


def normalize_body(body: str) -> str:
    lines = [line.rstrip() for line in body.splitlines()]
    out: list[str] = []
    seen: set[str] = set()
    in_fence = False
    for line in lines:
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        if not line:
            if out and not out[-1]:
                continue  # collapse blank runs
            out.append(line)
            continue
        if not in_fence and line in seen and not line.lstrip().startswith(("#", "```")):
            continue  # a repeated line says nothing new (code blocks are left alone)
        seen.add(line)
        out.append(line)
    while out and not out[-1]:
        out.pop()
    while out and not out[0]:
        out.pop(0)
    return "\n".join(out) + ("\n" if out else "")


def derived_tags(note: Note) -> list[str]:
    tags: list[str] = []
    text = f"{note.title}\n{content_of(note)}"
    if _FILE_MENTION.search(text):
        tags.append("files")
    if _PREFERENCE.search(text):
        tags.append("preference")
    if _REFLECTION.search(text):
        tags.append("reflection")
    return tags


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))




def run(kb: KB, max_notes: int | None = None, dry_run: bool = False, now: datetime | None = None,
        promote: bool = True, actor: str = "reflection:daily") -> DailyResult:
    from reflectgit.counters import recall_counts
    from reflectgit.reflection import promote as promotion

    now = now or datetime.now(UTC)
    stamp = now.replace(microsecond=0).isoformat().replace("+00:00", "Z")
    max_notes = max_notes or int(config.bounded("REFLECTGIT_REFLECTION_MAX_NOTES"))
    result = DailyResult(dry_run=dry_run)
    with kb.lock():
        counts = recall_counts(kb)
        everything = list(kb.notes())  # parsed once: 10k notes took 10 s when each step re-read them (review14)
        visible = [n for n in everything if n.status == "active" and not n.get("hidden")]
        last = inspected_at(kb)
        ranked = sorted(visible, key=lambda n: (last.get(n.id, ""), -quality_need(n, now), n.id))[:max_notes]
        result.inspected = [n.id for n in ranked]
        result.checked = len(visible)
        touched: dict[str, Note] = {}
        gone: set[str] = set()
        substantive: set[str] = set()  # notes whose meaning changed: only these get a new `updated`

        def change(action: str, note: Note, fld: str | None, before: Any, after: Any, reason: str) -> None:
            result.changes.append(ReflectionChange(action, note.id, fld, before, after, reason, stamp))
            touched[note.id] = note
            if action not in COSMETIC:
                substantive.add(note.id)

        def merge(keep: Note, drop: Note, reason: str) -> None:
            keep = touched.get(keep.id, keep)
            drop = touched.get(drop.id, drop)
            _merge_into(keep, drop, stamp)
            change("merge", drop, "status", "active", "deleted", f"{reason} merged into {keep.id}")
            touched[keep.id] = keep
            gone.add(drop.id)
            result.merged += 1

        for note in visible:  # cheap, so over every note every day: a tmp note waits for no rotation
            why = is_low_value(note, counts.get(note.id, {}).get("recalls", 0))
            if why:
                note.set("hidden", True)
                note.set("archived_at", stamp)
                change("archive", note, "hidden", False, True, why)
                result.archived += 1
        twins: dict[tuple[Any, ...], list[Note]] = {}
        for note in visible:  # exact twins (title and text word for word), over every note: one pass, no pairs compared
            if not note.get("hidden"):
                twins.setdefault(_twin_key(note), []).append(note)
        for group in twins.values():
            if len(group) > 1:
                keep, *drops = sorted(group, key=lambda n: (-len(content_of(n)), str(n.get("created") or ""), n.id))
                for drop in drops:
                    merge(keep, drop, "exact twin (the same title and text)")
        invented = _invented_preferences(kb, [n for n in visible if "preference" in n.tags
                                             and not n.get("hidden") and n.id not in gone
                                             and "preference" not in derived_tags(n)])
        for note in visible:
            if note.id in invented:
                kept = [t for t in note.tags if t != "preference"]
                change("retag", note, "tags", note.tags, kept,
                       "`preference` was added by an earlier daily pass; the text says no preference")
                note.set("tags", kept)
                result.retagged += 1
        for note in ranked:
            if note.id in gone or note.get("hidden"):
                continue
            body = normalize_body(note.body)
            if body != note.body:
                change("normalize", note, "body", note.body, body, "whitespace, blank lines, repeated lines")
                note.set_body(body)
                note.set("last_rewritten_at", stamp)
                result.normalized += 1
            new_tags = note.tags + [t for t in derived_tags(note) if t not in note.tags]
            if new_tags != note.tags:
                change("retag", note, "tags", note.tags, new_tags, "structured and content-derived tags")
                note.set("tags", new_tags)
                result.retagged += 1
        for note in ranked:
            if note.id in gone or note.get("hidden"):
                continue
            mine = tokens(content_of(note) or note.title)
            for other in visible:
                if other.id == note.id or other.id in gone or other.get("hidden"):
                    continue
                if (other.get("project"), other.get("branch")) != (note.get("project"), note.get("branch")):
                    continue
                if any(str(other.get(k) or "") != str(note.get(k) or "") for k in ("subject", "scope", "type")):
                    continue
                similarity = query_text.jaccard(mine, tokens(content_of(other) or other.title))
                if similarity < JACCARD:
                    continue
                keep, drop = (note, other) if len(content_of(note)) >= len(content_of(other)) else (other, note)
                merge(keep, drop, f"near-duplicate (token Jaccard {similarity:.2f})")
                break
        result.repaired = _repair_graph(kb, everything, visible, gone, touched, change)
        for note in visible:  # expiry: notes past their forget_after are archived on schedule
            note = touched.get(note.id, note)
            until = str(note.get("forget_after") or "")
            if until and note.id not in gone and note.status == "active" and until.replace("Z", "+00:00") < \
                    now.isoformat():
                change("expire", note, "status", "active", "archived", f"forget_after {until} has passed")
                note.set("status", "archived")
                note.set("status_reason", f"expired (forget_after {until})")
                result.expired += 1
        now_notes = [touched.get(n.id, n) for n in everything]  # as this pass leaves them
        if dry_run:
            if promote:
                result.promoted = promotion.promote(kb, dry_run=True, notes=now_notes).to_dict()
            return result
        with kb.transaction("", op="reflect daily", actor=actor) as tx:
            for note in touched.values():
                if note.id in substantive:
                    note.set("updated", stamp)
                tx.save(note)
            if result.changes:
                rel = f"{AUDIT}/reflection-{stamp[:10]}.jsonl"
                path = kb.path / rel
                existing = path.read_bytes() if path.exists() else b""
                tx.write(rel, existing + "".join(json.dumps(c.to_dict(), default=str, sort_keys=True) + "\n"
                                                 for c in result.changes).encode())
            if promote:
                result.promoted = promotion.promote(kb, tx=tx, notes=now_notes).to_dict()
            from reflectgit.reflection import conventions

            current = [touched.get(n.id, n) for n in visible]
            result.conventions = conventions.refresh(kb, tx, current, counts)
            tx.subject = (f"daily reflection: {result.archived} archived, {result.expired} expired, "
                          f"{result.normalized} normalized, {result.retagged} retagged, {result.merged} merged, "
                          f"{len(result.promoted.get('added', []))} promoted")
        from reflectgit import gitops

        head = gitops.head_sha(kb.repo)
        result.commit = head.decode() if head else None
        remember_run(kb, stamp)
        remember_inspected(kb, last, result.inspected, {n.id for n in visible} - gone, stamp)
    from reflectgit.lifecycle_events import emit

    emit(kb.path, "reflection_daily", archived=result.archived, normalized=result.normalized,
         retagged=result.retagged, merged=result.merged, repaired=result.repaired, commit=result.commit)
    if result.promoted.get("added"):
        emit(kb.path, "memory_promoted", ids=result.promoted["added"])
    return result


def _repair_graph(kb: KB, everything: list[Note], visible: list[Note], gone: set[str], touched: dict[str, Note],
                  change: Any) -> int:
    """Graph repair: relations pointing at notes that no longer exist (purged) or were deleted are moved to
    the note that superseded them, or dropped. Returns how many notes were repaired."""
    from reflectgit.note import is_minted_id

    every = {n.id: touched.get(n.id, n) for n in everything}
    purged = {t["id"] for t in kb.tombstones()}
    repaired = 0
    for note in visible:
        note = touched.get(note.id, note)
        if note.id in gone:
            continue
        rels = note.get("relations") or []
        fixed, dirty = [], False
        for r in rels:
            target = str(r.get("target")) if isinstance(r, dict) else ""
            dead = is_minted_id(target) and (target in purged or target in gone or target not in every
                                              or every[target].status == "deleted")
            if not dead:
                fixed.append(r)
                continue
            dirty = True
            heir = every[target].get("superseded_by") if target in every else None
            if heir and heir in every and every[heir].status != "deleted" and heir != note.id:
                fixed.append({**r, "target": heir})
        if dirty:
            change("repair", note, "relations", rels, fixed, "relations to deleted or purged notes moved or dropped")
            note.set("relations", fixed or None)
            repaired += 1
    return repaired


def _merge_into(keep: Note, drop: Note, stamp: str) -> None:
    keep.set("tags", keep.tags + [t for t in drop.tags if t not in keep.tags])
    links = [str(x) for x in keep.get("links") or []]
    for x in [*(str(y) for y in drop.get("links") or []), f"merged:{drop.id}"]:
        if x not in links:
            links.append(x)
    keep.set("links", links)
    if drop.get("proof_count") or keep.get("proof_count"):
        keep.set("proof_count", int(keep.get("proof_count") or 0) + int(drop.get("proof_count") or 0))
    drop.set("status", "deleted")
    drop.set("status_reason", f"merged into {keep.id} by the daily reflection")
    drop.set("superseded_by", keep.id)


def _invented_preferences(kb: KB, suspects: list[Note]) -> set[str]:
    """Of ``suspects`` (tagged ``preference`` with no evidence in their text), the ones whose tag
    a daily pass added (a ``retag`` record that put it there): a person's own tag stays."""
    if not suspects:
        return set()
    wanted = {n.id for n in suspects}
    folder = kb.path / AUDIT
    found: set[str] = set()
    for f in sorted(folder.glob("reflection-*.jsonl")) if folder.is_dir() else []:
        for line in f.read_text(errors="replace").splitlines():
            if '"retag"' not in line or "preference" not in line:
                continue
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if (isinstance(rec, dict) and rec.get("action") == "retag" and rec.get("note_id") in wanted
                    and "preference" in (rec.get("after") or []) and "preference" not in (rec.get("before") or [])):
                found.add(str(rec["note_id"]))
    return found


def _twin_key(note: Note) -> tuple[Any, ...]:
    """Notes with the same key say the same words, title and text, in the same order (case and
    punctuation aside), in the same shard about the same subject, scope and type."""
    def words(text: str) -> tuple[str, ...]:
        return tuple(re.findall(r"[a-z0-9]+", text.lower()))

    return (str(note.get("project")), str(note.get("branch")),
            *(str(note.get(k) or "") for k in ("subject", "scope", "type")), words(note.title), words(content_of(note)))


def inspected_at(kb: KB) -> dict[str, str]:
    """When the daily pass last inspected each note on this machine (absent: never)."""
    try:
        data = json.loads((kb.derived_dir() / INSPECTED).read_text())
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def remember_inspected(kb: KB, last: dict[str, str], inspected: list[str], alive: set[str], stamp: str) -> None:
    """Record this run's inspections; notes no longer visible are forgotten (the file stays one
    entry per visible note). Its own file: the heartbeat reads ``reflection.json`` on every hook."""
    from reflectgit.fsutil import atomic_write

    kept = {k: v for k, v in last.items() if k in alive}
    kept.update((i, stamp) for i in inspected if i in alive)
    atomic_write(kb.derived_dir() / INSPECTED, json.dumps(kept, sort_keys=True, separators=(",", ":")).encode())


def remember_run(kb: KB, stamp: str) -> None:
    """This machine's last daily run and the note count then (for the heartbeat and the early run)."""
    from reflectgit.fsutil import atomic_write
    from reflectgit.reflection.schedule import read_state

    state = read_state(kb.path)
    state.update(last_daily=stamp, notes_at_last_daily=len(kb.note_relpaths()))
    atomic_write(kb.derived_dir() / STATE, json.dumps(state).encode())


__all__ = ["run", "DailyResult", "ReflectionChange", "normalize_body", "derived_tags", "now_iso"]
