"""Promotion of proven notes into MEMORY.md.

A visible, active note recalled in at least ``REFLECTGIT_PROMOTE_MIN_SESSIONS`` (3) distinct
sessions is written into the managed block of MEMORY.md, under a section chosen by its subject
(or type) and scope: learnings and preferences first, then the other sections alphabetically.
Only the text between the two markers is ever rewritten; everything a person wrote outside it
stays byte for byte. Without markers (someone deleted them) a new block is appended at the end.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit import config
from reflectgit.privacy import strip_private

if TYPE_CHECKING:
    from reflectgit.kb import KB

START = "<!-- reflectgit:managed:start -->"
END = "<!-- reflectgit:managed:end -->"
FIRST = ("Learnings", "Preferences")
LEARNING_TYPES = {"lesson", "fix", "correction", "learning", "decision", "root-cause"}


@dataclass
class Promotion:
    promoted: list[str] = field(default_factory=list)  # ids in the managed block now
    added: list[str] = field(default_factory=list)  # ids new since the last promotion
    text: str = ""  # MEMORY.md as it is (or would be) written
    changed: bool = False
    refused: str = ""  # why MEMORY.md was left as it is (its markers are not one start before one end)

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "text"}


def section_of(note: Any) -> str:
    kind = str(note.get("type") or "").lower()
    if kind in ("preference", "preferences"):
        return "Preferences"
    subject = str(note.get("subject") or "").strip()
    if subject and subject.lower() not in ("author", "bot", "lore"):
        title = subject[:1].upper() + subject[1:]
    elif kind in LEARNING_TYPES or not kind:
        title = "Learnings"
    else:
        title = kind[:1].upper() + kind[1:] + "s"
    scope = str(note.get("scope") or "project")
    return title if scope == "project" or title in FIRST else f"{title} ({scope})"


REASON_CHARS = 160  # a reason longer than this is cut at a word, with an ellipsis
_CAUSAL = ("since ", "because ", "as ", "so ", "otherwise ")


def _text(value: Any) -> str:
    return " ".join(strip_private(str(value or "")).split())


def _short(text: str, limit: int = REASON_CHARS) -> str:
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + " …"


def entry(note: Any) -> str:
    """One line: the title, the rule (or fix) when it says more, and the reason the note holds
    (its ``key_insight``: "since yaml.load can execute arbitrary tags"), the reason kept short."""
    def key(text: str) -> str:
        return text.lower().rstrip(".")

    title = _text(note.title)
    main = _text(note.get("rule") or note.get("fix"))
    if key(main) == key(title):
        main = ""
    reason = _text(note.get("key_insight"))
    if key(reason) in (key(title), key(main)):
        reason = ""
    reason = _short(reason)
    causal = reason.lower().startswith(_CAUSAL)
    if causal:
        reason = reason[:1].lower() + reason[1:]
    if main and reason:
        detail = f"{main.rstrip('.')}, {reason}" if causal else f"{main} — {reason}"
    else:
        detail = main or reason
    where = f"{note.get('project')}" + (f"/{note.get('branch')}" if note.get("branch") not in (None, "main") else "")
    return f"- **{title}**" + (f" — {detail}" if detail else "") + f" ({note.id}, {where})"


def render_block(notes: list[Any]) -> str:
    sections: dict[str, list[Any]] = {}
    for n in notes:
        sections.setdefault(section_of(n), []).append(n)
    order = [s for s in FIRST if s in sections] + sorted(s for s in sections if s not in FIRST)
    lines = [START]
    for s in order:
        lines += ["", f"## {s}", ""]
        lines += [entry(n) for n in sorted(sections[s], key=lambda n: (n.title.lower(), n.id))]
    lines += ["", END] if notes else [END]
    return "\n".join(lines)


def markers_problem(text: str) -> str:
    """Why the managed block of ``text`` cannot be told apart from the user's own text ("" when it
    can): a marker missing its pair, twice, or in the wrong order. Replacing "from a start to an
    end" then would take the user's lines in between with it."""
    starts, ends = text.count(START), text.count(END)
    if starts == ends == 0 or (starts == ends == 1 and text.find(START) < text.find(END)):
        return ""
    if starts == ends == 1:
        return "the managed block's end marker comes before its start marker"
    return (f"{starts} start marker(s) and {ends} end marker(s) of the managed block, where there must be one "
            "of each (or none)")


def replace_block(text: str, block: str) -> str:
    """MEMORY.md with only the managed block replaced (or appended when there is none); the
    markers must pass :func:`markers_problem` first."""
    start, end = text.find(START), text.find(END)
    if start != -1 and end > start:
        return text[:start] + block + text[end + len(END):]
    sep = "" if not text or text.endswith("\n\n") else ("\n" if text.endswith("\n") else "\n\n")
    return text + sep + block + "\n"


def candidates(kb: KB, notes: list[Any] | None = None) -> list[Any]:
    """The notes MEMORY.md holds: of ``notes`` (the KB's as they are on disk when not given). A
    lesson that contradicts a person's and waits for them to choose (:func:`reflectgit.pending.disputes`)
    is not promoted, however often `search` returned it: MEMORY.md is read as what was proven."""
    from reflectgit.counters import recall_counts
    from reflectgit.pending import disputes

    need = int(config.bounded("REFLECTGIT_PROMOTE_MIN_SESSIONS"))
    counts = recall_counts(kb)
    waiting = disputes(kb.path).waiting()
    return [n for n in (kb.notes() if notes is None else notes) if n.status == "active" and not n.get("hidden")
            and n.id not in waiting and counts.get(n.id, {}).get("sessions", 0) >= need]


#: an entry's id, as :func:`entry` writes it: ``(lrn-4k2x9p7q, project/branch)``
_ENTRY_ID = re.compile(r"\((lrn-[0-9a-z]+|[a-z0-9][a-z0-9._-]{2,63}), ")


def ids_in(text: str) -> set[str]:
    """The ids of the notes MEMORY.md's managed block lists (what was promoted: recalled in
    ``REFLECTGIT_PROMOTE_MIN_SESSIONS`` sessions); none when it has no block."""
    start, end = text.find(START), text.find(END)
    return set(_ENTRY_ID.findall(text[start:end])) if start != -1 and end > start else set()


def proven(kb_path: Path) -> set[str]:
    """The ids MEMORY.md lists as proven (:func:`ids_in`), read as the KB has it: a SessionStart
    leads with them. Unreadable or missing: none."""
    from reflectgit.fsutil import read_kb_text

    return ids_in(read_kb_text(kb_path / "MEMORY.md") or "")


def promote(kb: KB, dry_run: bool = False, tx: Any = None, actor: str = "reflection:promote",
            notes: list[Any] | None = None) -> Promotion:
    """Rewrite the managed block of MEMORY.md; in ``tx`` when given (the daily pass's commit,
    with ``notes`` as that pass leaves them: what it merged away or archived is not promoted)."""
    path = kb.path / "MEMORY.md"
    before = path.read_text() if path.exists() else ""
    notes = candidates(kb, notes)
    problem = markers_problem(before)
    if problem:  # never guess which lines are ours: the user's text is worth more than a refresh
        return Promotion(promoted=sorted(n.id for n in notes), text=before,
                         refused=f"MEMORY.md left as it is: {problem}; fix the markers (`reflectgit doctor`)")
    had = ids_in(before)
    text = replace_block(before, render_block(notes))
    result = Promotion(promoted=sorted(n.id for n in notes), added=sorted(n.id for n in notes if n.id not in had),
                       text=text, changed=text != before)
    if dry_run or not result.changed:
        return result
    if tx is not None:
        tx.write("MEMORY.md", text.encode())
    else:
        with kb.transaction(f"promote {len(result.added)} note(s) into MEMORY.md", op="promote",
                            actor=actor) as own:
            own.write("MEMORY.md", text.encode())
        if result.added:
            from reflectgit.lifecycle_events import emit

            emit(kb.path, "memory_promoted", ids=result.added)
    return result
