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
from typing import TYPE_CHECKING, Any

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


def record(kb: KB, entries: Mapping[str, dict[str, Any]]) -> None:
    """Add ``entries`` to the ledger; a key already there keeps its first arrival (a note's
    first version is what decides). The caller holds the KB lock."""
    from reflectgit.fsutil import atomic_write

    if not entries:
        return
    known = dict(arrived(kb.path))
    changed = False
    for key, value in entries.items():
        if key not in known:
            known[key] = value
            changed = True
    if changed:
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


def arrivals(store: Any, old_tree: bytes | None, new_tree: bytes, via: str) -> tuple[dict[str, dict[str, Any]], dict[str, Any]]:
    """What a new tree brings from elsewhere: (ledger entries, the new notes by id). New notes
    are those whose id the old tree did not hold; slots and skills count when added or changed
    (read from git: ``sync`` and ``clone`` call it once per round, never a hook)."""
    from reflectgit.gate import is_note_path
    from reflectgit.tree_diff import changes

    added: dict[str, bytes] = {}
    removed: set[str] = set()
    out: dict[str, dict[str, Any]] = {}
    for path, old, new in changes(store, old_tree, new_tree):
        if is_note_path(path) and path.startswith("learnings/") and path.endswith(".md"):
            stem = path.rsplit("/", 1)[-1][:-3]
            if new is not None:
                added[stem] = new
            if old is not None:
                removed.add(stem)  # changed or moved: the note was here before
        elif new is not None and path.startswith(AGENT_FILES):
            out[path] = entry(via)
    notes = {stem: _note(store, sha, stem) for stem, sha in added.items() if stem not in removed}
    out.update({stem: entry(via, note) for stem, note in notes.items()})
    return out, {k: v for k, v in notes.items() if v is not None}


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
