"""Where a note, a pinned slot or a skill came from: written here, or arrived from elsewhere.

A remote (or an archive) writes whatever frontmatter it likes: ``proof_count: 50`` and
``confidence: HIGH`` on a note it just made are claims, not evidence. Only what happens on this
machine can be trusted, so the trust boundary records what crossed it: ``sync``, ``clone`` and
``import`` note in a ledger every note id whose first version came from elsewhere, and every slot
or skill file a remote wrote, with the ``proof_count`` the note arrived with. Injection then ranks
an arrived note by what it earned here (its ``proof_count`` beyond the one it arrived with) and
labels its line ("from sync"), so the agent can tell a peer's text from its user's.

The ledger is this clone's own record, kept in ``.git/`` (never pushed, and not derived: a rebuild
of ``.reflectgit/`` cannot lose it). Hooks read it as one small JSON file, cached by its mtime; no
git history is walked on the hook path. Notes that arrived before the ledger existed count as local.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from reflectgit.kb import KB

LEDGER = ("reflectgit", "arrived.json")
#: how each way in is named on an injected line
VIAS = ("sync", "clone", "import", "the team store")
#: a shared store's row that no note of this clone holds (:meth:`reflectgit.recall.Recall.vouch`)
TEAM_STORE = "the team store"

_cache: dict[str, tuple[tuple[int, int], dict[str, dict[str, Any]]]] = {}


def ledger_path(kb_path: Path) -> Path:
    return Path(kb_path) / ".git" / LEDGER[0] / LEDGER[1]


def arrived(kb_path: Path) -> dict[str, dict[str, Any]]:
    """Key (a note id, or a KB path for slots and skills) -> ``{"via", "at", "proof"}`` of what
    arrived from elsewhere; {} when nothing did (or the ledger cannot be read: a hook never fails)."""
    path = ledger_path(kb_path)
    try:
        st = path.stat()
    except OSError:
        return {}
    stamp = (st.st_mtime_ns, st.st_size)
    hit = _cache.get(str(path))
    if hit is not None and hit[0] == stamp:
        return hit[1]
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    out = {str(k): v for k, v in data.items() if isinstance(v, dict)} if isinstance(data, dict) else {}
    _cache[str(path)] = (stamp, out)
    return out


def record(kb: KB, entries: Mapping[str, dict[str, Any]], replaced: Mapping[str, dict[str, Any]] | None = None,
           moved: Mapping[str, str] | None = None) -> None:
    """Add ``entries`` to the ledger; a key already there keeps its first arrival (a note's
    first version is what decides). What :func:`arrivals` found of a split made elsewhere moves
    with the content: ``moved`` (new id -> old id) gives a note this clone held under the old id
    what the ledger said of it there (nothing, when it was written here), and ``replaced`` records
    afresh each id that now holds a different note. The caller holds the KB lock."""
    from reflectgit.fsutil import atomic_write

    if not entries and not replaced and not moved:
        return
    before = dict(arrived(kb.path))
    known = dict(before)
    for new_id, old_id in (moved or {}).items():
        if old_id in before:
            known[new_id] = before[old_id]
        else:
            known.pop(new_id, None)
    known.update(replaced or {})
    for key, value in entries.items():
        if key not in known:
            known[key] = value
    if known != before:
        path = ledger_path(kb.path)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(known, sort_keys=True, separators=(",", ":")).encode())


def forget(kb: KB, keys: Iterable[str]) -> None:
    """Take ``keys`` out of the ledger: a slot the user set again here is theirs now."""
    from reflectgit.fsutil import atomic_write

    known = dict(arrived(kb.path))
    gone = [k for k in keys if k in known]
    if not gone:
        return
    for k in gone:
        del known[k]
    atomic_write(ledger_path(kb.path), json.dumps(known, sort_keys=True, separators=(",", ":")).encode())


def entry(via: str, note: Any = None) -> dict[str, Any]:
    """One ledger value: the way in, when, and the ``proof_count`` a note arrived with."""
    from reflectgit.note import now_iso

    out: dict[str, Any] = {"via": via, "at": now_iso()}
    proof = note.get("proof_count") if note is not None else None
    if isinstance(proof, int) and not isinstance(proof, bool) and proof > 0:
        out["proof"] = proof
    return out


def label(key: str, ledger: Mapping[str, dict[str, Any]]) -> str:
    """`` (from sync)`` for what arrived, "" for what was written here."""
    seen = ledger.get(key)
    if seen is None:
        return ""
    via = seen.get("via")
    return f" (from {via if via in VIAS else 'elsewhere'})"


def earned_proof(note_id: str, declared: Any, ledger: Mapping[str, dict[str, Any]]) -> int:
    """The confirmations a note earned: all of a local note's, and of an arrived note only what
    it gained beyond the ``proof_count`` it arrived with."""
    count = declared if isinstance(declared, int) and not isinstance(declared, bool) else 0
    seen = ledger.get(note_id)
    if seen is None:
        return count
    start = seen.get("proof")
    return max(0, count - (start if isinstance(start, int) else 0))


def rank(rows: list[Any], ledger: Mapping[str, dict[str, Any]], branch: str, project: str) -> list[Any]:
    """Session rules in the order a session reads them: this branch's, then the project's, then
    global ones; within each, what was earned here leads (proof, then confidence, which an
    arrived note's author only declared and so counts as unknown), local notes before arrived
    ones on a tie, the most recent first. A local note's order is what it always was."""
    def key(r: Any) -> tuple[Any, ...]:
        here = r["id"] not in ledger
        conf = r["confidence"] if here and r["confidence"] is not None else 0.5
        return (r["branch"] != branch, r["project"] != project,
                -earned_proof(r["id"], r["proof_count"], ledger), -conf, not here)

    newest = sorted(rows, key=lambda r: str(_when(r, ledger)), reverse=True)
    return sorted(newest, key=key)


def _when(row: Any, ledger: Mapping[str, dict[str, Any]]) -> str:
    """A note's ``updated``; an arrived note's never later than its arrival (a date in 2099
    would put it first among its equals)."""
    updated = str(row["updated"] or "")
    seen = ledger.get(row["id"])
    if seen is None:
        return updated
    at = str(seen.get("at") or "")
    return min(updated, at) if updated and at else (at or updated)


class Arrivals(NamedTuple):
    """What a new tree brings from elsewhere (:func:`arrivals`)."""

    entries: dict[str, dict[str, Any]]  # ledger entries of what is new here (first arrival decides)
    notes: dict[str, Any]  # the notes that arrived, by id: new ids, and ids now holding a different note
    replaced: dict[str, dict[str, Any]]  # ids this clone held that now hold a different note: entry anew
    moved: dict[str, str]  # new id -> old id: a note this clone held, moved by a split made elsewhere
    own: dict[str, Any]  # those notes, by their new id


def arrivals(store: Any, old_tree: bytes | None, new_tree: bytes, via: str) -> Arrivals:
    """What a new tree brings from elsewhere. New notes are those whose id the old tree did not
    hold; slots and skills count when added or changed (read from git: ``sync`` and ``clone`` call
    it once per round, never a hook).

    The mark follows the content, not the id: when two different notes were added under one id and
    the merge (made here or on another machine) gave this clone's note a new id, the note under the
    old id arrived and the note under the new id is this clone's own. Which side keeps the id is
    decided by ``created``, a field the remote writes: otherwise a remote note could take over a
    local id and skip the mark (and the rank-earned-here rule)."""
    from reflectgit.gate import is_note_path
    from reflectgit.tree_diff import changes

    added: dict[str, bytes] = {}
    before: dict[str, bytes] = {}
    out: dict[str, dict[str, Any]] = {}
    for path, old, new in changes(store, old_tree, new_tree):
        if is_note_path(path) and path.startswith("learnings/") and path.endswith(".md"):
            stem = path.rsplit("/", 1)[-1][:-3]
            if new is not None:
                added[stem] = new
            if old is not None:
                before[stem] = old  # changed or moved: the note was here before
        elif new is not None and path.startswith(AGENT_FILES):
            out[path] = entry(via)
    replaced: dict[str, Any] = {}
    was: dict[str, str] = {}  # what this clone held under each replaced id (its content but the id) -> the id
    for stem in sorted(set(added) & set(before)):
        then, now = _note(store, before[stem], stem), _note(store, added[stem], stem)
        if then is not None and now is not None and _other_note(then, now):
            replaced[stem] = now
            was.setdefault(_but_id(then), stem)
    moved: dict[str, str] = {}
    own: dict[str, Any] = {}
    notes: dict[str, Any] = {}
    for stem, sha in added.items():
        if stem in before:
            continue
        note = _note(store, sha, stem)
        home = was.get(_but_id(note)) if note is not None and was else None
        if home is not None:
            moved[stem], own[stem] = home, note
        else:
            notes[stem] = note
    out.update({stem: entry(via, note) for stem, note in notes.items()})
    notes.update(replaced)
    return Arrivals(out, {k: v for k, v in notes.items() if v is not None},
                    {k: entry(via, n) for k, n in replaced.items()}, moved, own)


def _other_note(then: Any, now: Any) -> bool:
    """Whether the id now holds another note than it did (neither its birth nor its title kept)."""
    from reflectgit.merge.notes import different_notes

    return bool(different_notes(then, now))


def _but_id(note: Any) -> str:
    """A note's content without its id: the same for a note and the copy a merge of two notes
    under one id gave a new id."""
    return json.dumps([{k: v for k, v in note.meta.items() if k != "id"}, note.body], sort_keys=True, default=str)


def starts_sessions(note: Any) -> bool:
    """Whether a note is one a session starts with (what ``Recall.session_rules`` selects): an
    active, visible rule that is neither a guess nor a test fix."""
    if note.status != "active" or note.get("hidden") is True or note.get("speculative") is True:
        return False
    if "test-fixed" in (note.tags or []):
        return False
    return bool(note.get("rule") or note.get("key_insight"))


#: files whose text goes into an agent's context as it is
AGENT_FILES = ("memory/slots/", "skills/")


def _note(store: Any, sha: bytes, stem: str) -> Any:
    from reflectgit.errors import NoteError
    from reflectgit.note import Note

    try:
        return Note.parse(store[sha].as_raw_string(), path=f"{stem}.md")
    except (NoteError, KeyError, ValueError):
        return None
