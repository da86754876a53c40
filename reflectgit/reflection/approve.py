"""Applying (or refusing) a proposed reflection: all of it, an edited version, some of it, or
none. One KB commit with actor ``reflection:<session>``; nothing is ever applied on its own."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from reflectgit.note import RELATION_TYPES, now_iso
from reflectgit.reflection.deep import (
    CORE_END,
    CORE_START,
    DECAY,
    EVOLUTION,
    EVOLUTION_ARCHIVE,
    EVOLUTION_CAP,
    LOG,
    LOG_ARCHIVE,
    LOG_ENTRIES,
    PENDING,
    SUBAGENT,
    Operation,
    check_core,
    count_tokens,
    decay_scores,
    log_entries,
    parse_operations,
    proposed_here,
    read_decay,
    read_pending,
    shown_problem,
)

if TYPE_CHECKING:
    from reflectgit.kb import KB


@dataclass
class Applied:
    decision: str  # approved | edited | partial | rejected
    count: int
    applied: list[int] = field(default_factory=list)
    core: bool = False
    created: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    commit: str | None = None
    skipped: list[int] = field(default_factory=list)  # chosen, but every note they name is gone
    core_changed: bool = False  # the core was chosen and differed from MEMORY.md's (else "unchanged")

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def approve(kb: KB, accept: list[str] | None = None, edited: str | None = None, session: str | None = None,
            from_elsewhere: bool = False) -> Applied:
    """``accept`` None: everything; else operation numbers (1-based) and/or ``core``.
    ``edited``: the operations and core as the user rewrote them (see ``edit_text``).
    ``from_elsewhere``: the person read a proposal this machine did not write and approves it."""
    proposal = read_pending(kb)
    if edited is None:  # an edit applies what the person saw and saved; else check what they read
        _check_shown(kb, proposal, from_elsewhere, accept is None or "core" in {a.strip().lower() for a in accept})
    ops = [Operation(**o) for o in proposal["operations"]]
    core = proposal["core"]
    meta = str(proposal.get("meta") or "")
    decision = "approved"
    chosen = list(range(1, len(ops) + 1))
    use_core = True
    if edited is not None:
        ops, core, meta = parse_edit(kb, edited)
        chosen = list(range(1, len(ops) + 1))
        decision = "edited"
    elif accept is not None:
        wanted = {a.strip().lower() for a in accept}
        bad = [a for a in wanted if a != "core" and not (a.isdigit() and 1 <= int(a) <= len(ops))]
        if bad:
            from reflectgit.errors import KBError

            raise KBError(f"no operation {', '.join(sorted(bad))}: choose numbers 1-{len(ops)} or 'core'",
                          field="--accept")
        chosen = sorted(int(a) for a in wanted if a.isdigit())
        use_core = "core" in wanted
        decision = "partial"
    result = Applied(decision, int(proposal["count"]), chosen, use_core)
    stamp = now_iso()
    with kb.lock():
        with kb.transaction("", op=f"reflect {decision}", actor=f"reflection:{session or proposal.get('session') or 'manual'}") as tx:
            insights = []
            touched: dict[str, Any] = {}  # notes changed in this commit: later operations build on them
            for i in chosen:
                op = ops[i - 1]
                if op.op == "EVOLVE":
                    insights.append(op.content)
                elif not _apply_op(kb, tx, op, int(proposal["count"]), stamp, result, touched,
                                   made=str(proposal.get("created") or "")):
                    result.skipped.append(i)  # review21: its note is gone (purged since); not "applied"
            result.applied = [i for i in chosen if i not in result.skipped]
            if use_core:
                path = kb.path / "MEMORY.md"
                text = path.read_text() if path.exists() else ""
                result.core_changed = replace_core(text, core) != text
                if result.core_changed:  # review: "rewritten" was said of the core MEMORY.md already held
                    tx.write("MEMORY.md", replace_core(text, core).encode())
            _write_evolution(kb, tx, int(proposal["count"]), stamp, insights, meta, decision)
            _write_log(kb, tx, int(proposal["count"]), stamp, decision,
                       f"{len(result.applied)} of {len(ops)} operation(s) applied"
                       + (f" ({len(result.skipped)} skipped: the notes they name are gone)" if result.skipped else "")
                       + (("; core memory rewritten" if result.core_changed else "; core memory unchanged "
                           "(the proposed core is the one MEMORY.md holds)") if use_core else ""))
            state = read_decay(kb)
            state.update(last_reflection=stamp, last_reflection_episode=proposal.get("last_episode"),
                         reflection_count=int(proposal["count"]),
                         scores=decay_scores(kb, datetime.now(UTC)))
            tx.write(DECAY, (json.dumps(state, indent=1, sort_keys=True) + "\n").encode())
            if (kb.path / SUBAGENT).exists():
                tx.remove(SUBAGENT)  # evaluated in this reflection
            tx.remove(PENDING)
            tx.subject = (f"reflection #{proposal['count']} {decision}: {len(chosen)} operation(s)"
                          + (", core memory" if result.core_changed else ""))
    from reflectgit import gitops

    result.commit = gitops.head_sha(kb.repo).decode()  # type: ignore[union-attr]  # just committed
    from reflectgit.lifecycle_events import emit

    emit(kb.path, "reflection_applied", reflection=result.count, decision=decision, operations=chosen,
         core=use_core, commit=result.commit)
    return result


def _check_shown(kb: KB, proposal: dict[str, Any], from_elsewhere: bool, core: bool) -> None:
    """Refuse to apply what the person approving cannot have read: a proposal whose readable
    part differs from its embedded JSON, or one that arrived by sync (anyone who can push can
    write ``pending-reflection.md``) without ``--from-elsewhere`` (review: a remote's file
    showed one CONNECT and its JSON archived two notes and rewrote the core memory)."""
    from reflectgit.errors import KBError

    text = (kb.path / PENDING).read_text()
    if "\n## Core memory changes\n" in text and "\n## Meta-reflection (added to memory/evolution.md)\n" not in text:
        raise KBError("was written by an earlier reflectgit, whose summary did not show all that approving applies "
                      "(the meta-reflection, long operations): `reflectgit reflect approve --edit` shows all of it and "
                      "applies what you save, or `reflectgit reflect reject` and `reflectgit reflect run` again",
                      file=PENDING, field="proposal")
    if not from_elsewhere and not proposed_here(kb, text):
        raise KBError("was not proposed on this machine (it arrived by sync, or was edited by hand): read all of "
                      "it, then approve with --from-elsewhere, or `reflectgit reflect approve --edit` to see and "
                      "keep what you choose, or `reflectgit reflect reject`", file=PENDING, field="origin")
    problem = shown_problem(kb, text, proposal, core)
    if problem:
        raise KBError(f"{problem}; nothing applied: `reflectgit reflect approve --edit` shows all of it and applies "
                      "what you keep, or `reflectgit reflect reject`", file=PENDING, field="proposal")


def reject(kb: KB, reason: str, session: str | None = None) -> Applied:
    proposal = read_pending(kb)
    stamp = now_iso()
    with kb.transaction(f"reflection #{proposal['count']} rejected", op="reflect reject",
                        actor=f"reflection:{session or proposal.get('session') or 'manual'}") as tx:
        _write_log(kb, tx, int(proposal["count"]), stamp, "rejected", reason or "no reason given")
        state = read_decay(kb)
        state.setdefault("rejected", []).append({"reflection": proposal["count"], "at": stamp, "reason": reason,
                                                 "operations": len(proposal["operations"])})
        tx.write(DECAY, (json.dumps(state, indent=1, sort_keys=True) + "\n").encode())
        tx.remove(PENDING)
    from reflectgit import gitops
    from reflectgit.lifecycle_events import emit

    emit(kb.path, "reflection_rejected", reflection=proposal["count"], reason=reason)
    return Applied("rejected", int(proposal["count"]), commit=gitops.head_sha(kb.repo).decode())  # type: ignore[union-attr]


def set_aside(kb: KB) -> list[str]:
    """The proposals sync set aside (``memory/reflection-proposals/``), oldest first."""
    from reflectgit.merge.proposals import ASIDE

    folder = kb.path / ASIDE
    return sorted(f"{ASIDE}/{f.name}" for f in folder.glob("*.md")) if folder.is_dir() else []


def restore(kb: KB, name: str, session: str | None = None) -> dict[str, Any]:
    """Make a proposal sync set aside the waiting one again: ``pending-reflection.md``, in one KB
    commit (review: the other machine's proposal was kept only if a person moved files by hand).
    Approving it then checks it as any proposal (``--from-elsewhere`` if another machine wrote it)."""
    from reflectgit.errors import KBError, NotFound
    from reflectgit.merge.proposals import ASIDE

    base = name.rstrip("/").rsplit("/", 1)[-1]  # the file's name, as the sync report gives it or with its folder
    found = [rel for rel in set_aside(kb) if rel.rsplit("/", 1)[-1] in (base, f"{base}.md")]
    if not found:
        waiting = set_aside(kb)
        raise NotFound(f"no proposal set aside as {name!r}; "
                       + (f"set aside: {', '.join(waiting)}" if waiting else "none is set aside"), file=ASIDE)
    if (kb.path / PENDING).exists():
        raise KBError(f"a reflection is already waiting: decide it first (`reflectgit reflect approve`, `partial` or "
                      f"`reject`), then restore {found[0]}", file=PENDING)
    data = (kb.path / found[0]).read_bytes()
    with kb.transaction(f"reflection proposal {found[0].rsplit('/', 1)[-1]} restored as the waiting one",
                        op="reflect restore", actor=f"reflection:{session or 'manual'}") as tx:
        tx.write(PENDING, data)
        tx.remove(found[0])
    try:
        (kb.path / ASIDE).rmdir()  # git keeps no empty folder; neither does the KB
    except OSError:  # others are still set aside
        pass
    proposal = read_pending(kb)
    return {"restored": found[0], "pending": PENDING, "count": proposal.get("count"),
            "created": proposal.get("created"), "proposed_here": proposed_here(kb, data.decode("utf-8", "replace"))}


def _apply_op(kb: KB, tx: Any, op: Operation, count: int, stamp: str, result: Applied,
              touched: dict[str, Any], made: str = "") -> bool:
    """Apply one operation; False when it changed nothing (every note it names is gone).

    ``made``: when the proposal was written. A new note's id and dates come from the proposal
    and the operation, not from this moment: two machines that both approve one synced proposal
    write the same file, and their sync keeps one note instead of two."""
    from reflectgit.project import GLOBAL_PROJECT, slug

    if op.op in ("EXTRACT", "PATTERN"):
        lines = op.content.strip().splitlines()
        title = lines[0].lstrip("# ").strip()[:300]
        project = slug(op.target) if op.target and slug(op.target) == op.target else GLOBAL_PROJECT
        fields = {"title": title, "project": project, "branch": "main" if project != GLOBAL_PROJECT else "default",
                  "type": "procedure" if op.op == "PATTERN" else "lesson",
                  "source": {"kind": "reflection", "reflection": count}, "confidence": 0.6}
        taken = kb.ids() | set(result.created)
        if made:
            from reflectgit.note import derived_id

            seed = f"{made}\0{op.op}\0{op.target}\0{op.content}".encode()
            fields.update(id=derived_id("lrn-00000000", seed, taken),  # a minted-looking id: lrn- + 8
                          created=made, updated=made)
        note = kb.build_note(fields, "\n".join(lines[1:]).strip() + "\n", taken=taken)
        tx.save(note)
        result.created.append(note.id)
        return True
    targets = [t for t in re.split(r"[\s,]+", op.target) if t]
    changed = False
    for target in targets:
        found = touched.get(target)
        if found is not None:
            note = found
        else:
            try:
                note = kb.read(kb.resolve(target))
            except Exception:  # noqa: BLE001 - a FLAG may name things that are not notes
                continue
        touched[note.id] = note
        if op.op == "CONNECT":
            kind, _, other = op.content.partition("->")
            kind = kind.strip().lower().replace(" ", "_")
            rel = {"type": kind if kind in RELATION_TYPES else "relates_to", "target": other.strip()}
            rels = [r for r in note.get("relations") or [] if r != rel]
            note.set("relations", rels + [rel])
        elif op.op == "ARCHIVE":
            note.set("hidden", True)
            note.set("archived_at", stamp)
            note.set("archive_reason", (op.content or op.reason)[:300])
        elif op.op == "FLAG":
            flags = list(note.get("contradicts") or [])
            flags.append({"field": "reflection", "other": op.content[:500], "reflection": count})
            note.set("contradicts", flags)
        note.set("updated", stamp)
        tx.save(note)
        changed = True
        if note.id not in result.changed:
            result.changed.append(note.id)
    return changed


def replace_core(text: str, core: str) -> str:
    """MEMORY.md with only the core block replaced; the user's text is never touched."""
    block = f"{CORE_START}\n{core.strip()}\n{CORE_END}"
    s, e = text.find(CORE_START), text.find(CORE_END)
    if s != -1 and e > s:
        return text[:s] + block + text[e + len(CORE_END):]
    sep = "" if not text or text.endswith("\n\n") else ("\n" if text.endswith("\n") else "\n\n")
    return text + sep + block + "\n"


def entry_heading(kb: KB, count: int, stamp: str, decision: str) -> str:
    """``## Reflection #3 — 2026-11-28 04:50:12 UTC — approved on alpha-x1y2``: the heading of an entry
    of the reflection log and of ``evolution.md`` alike. The time orders the entries of two machines
    merged by sync; the machine tells one machine's decision from another's, and the merge makes the
    same decision taken on two machines one entry naming both (``merge.generated``)."""
    from reflectgit.machine import name as machine_name

    when = f"{stamp[:10]} {stamp[11:19]} UTC" if len(stamp) >= 19 else stamp[:10]
    return f"## Reflection #{count} — {when} — {decision} on {machine_name(kb.path)}"


def _write_evolution(kb: KB, tx: Any, count: int, stamp: str, insights: list[str], meta: str,
                     decision: str = "approved") -> None:
    path = kb.path / EVOLUTION
    text = path.read_text() if path.exists() else "# Evolution\n\nHow this memory's understanding has changed.\n\n"
    entry = [entry_heading(kb, count, stamp, decision), ""]
    if insights:
        entry += ["### Key insight", "", *[f"- {i.strip()}" for i in insights], ""]
    if meta.strip():
        entry += ["### Meta-reflection", "", meta.strip()[:1500], ""]
    text = text.rstrip("\n") + "\n\n" + "\n".join(entry)
    head, entries = split_entries(text, r"## Reflection #")
    archived = []
    while count_tokens(head + "".join(entries)) > EVOLUTION_CAP and len(entries) > 1 or len(entries) > 10:
        archived.append(entries.pop(0))
    if archived:
        arch = kb.path / EVOLUTION_ARCHIVE
        old = arch.read_text() if arch.exists() else "# Evolution archive\n\n"
        tx.write(EVOLUTION_ARCHIVE, (old.rstrip("\n") + "\n\n" + "".join(archived)).encode())
    tx.write(EVOLUTION, (head + "".join(entries)).rstrip("\n").encode() + b"\n")


def _write_log(kb: KB, tx: Any, count: int, stamp: str, decision: str, detail: str) -> None:
    path = kb.path / LOG
    text = path.read_text() if path.exists() else "# Reflection log\n\n"
    text = text.rstrip("\n") + f"\n\n{entry_heading(kb, count, stamp, decision)}\n\n{detail}\n"
    head, entries = split_entries(text, r"## Reflection #")
    if len(entries) > LOG_ENTRIES:
        arch = kb.path / LOG_ARCHIVE
        old = arch.read_text() if arch.exists() else "# Reflection log archive\n\n"
        moved, entries = entries[:-LOG_ENTRIES], entries[-LOG_ENTRIES:]
        tx.write(LOG_ARCHIVE, (old.rstrip("\n") + "\n\n" + "".join(moved)).encode())
    tx.write(LOG, (head + "".join(entries)).encode())


#: a log entry's heading: ``## Reflection #3 — 2026-11-28 04:50:12 UTC — rejected on alpha-x1y2``;
#: entries written before machines were named have no time and no machine (``— 2026-11-28 — rejected``)
#: and the same decision taken on two machines, merged into one entry: ``— approved on alpha-x1y2 and beta-3k4m``
LOG_HEADING = re.compile(r"^## Reflection #(\d+) — (\d{4}-\d\d-\d\d)(?: (\d\d:\d\d:\d\d) UTC)?"
                         r"(?: — (\w+)(?: on (\S+(?: and \S+)*))?)?")
APPLIED = ("approved", "edited", "partial")


def log_heading(entry: str) -> dict[str, Any] | None:
    """``{reflection, when, decision, machine}`` of a reflection-log entry (time and machine may be
    None: older entries), or None for text that is not one."""
    m = LOG_HEADING.match(entry)
    if not m:
        return None
    machines = m.group(5).split(" and ") if m.group(5) else []
    return {"reflection": int(m.group(1)), "when": m.group(2) + (f"T{m.group(3)}Z" if m.group(3) else ""),
            "decision": m.group(4), "machine": machines[0] if machines else None, "machines": machines}


def overridden(before: str, after: str, here: str) -> list[dict[str, Any]]:
    """Reflections this machine decided one way (its entries in ``before``) that another machine
    decided the other way (entries new in ``after``): a rejection here whose operations another
    machine applied, or an approval here that another machine rejected. Each with a sentence."""
    _h, old = split_entries(before, r"## Reflection #")
    _h, new = split_entries(after, r"## Reflection #")
    mine = [h for h in map(log_heading, old) if h and h["machine"] == here and h["decision"]]
    found = []
    for entry in new:
        there = log_heading(entry)
        if entry in old or not there or not there["decision"] or there["machine"] is None or here in there["machines"]:
            continue
        for h in mine:
            if h["reflection"] != there["reflection"] or (h["decision"] in APPLIED) == (there["decision"] in APPLIED):
                continue
            outcome = ("its operations are applied" if there["decision"] != "partial"
                       else "the operations chosen there are applied") if there["decision"] in APPLIED \
                else "the operations applied here stay applied"
            found.append({"reflection": h["reflection"], "here": h["decision"], "there": there["decision"],
                          "machine": there["machine"], "at": there["when"],
                          "applied": True,
                          "message": f"reflection #{h['reflection']}, {h['decision']} here, was {there['decision']} "
                                     f"on {there['machine']}; {outcome}"})
    return found


def split_entries(text: str, marker: str) -> tuple[str, list[str]]:
    parts = re.split(rf"(?m)^(?={marker})", text)
    head = parts[0] if parts and not parts[0].startswith("## Reflection #") else ""
    entries = [p if p.endswith("\n\n") else p.rstrip("\n") + "\n\n" for p in parts if p.startswith("## Reflection #")]
    return head, entries


def edit_text(proposal: dict[str, Any]) -> str:
    """What `approve --edit` opens: the operations as blocks, then the core memory."""
    blocks = []
    for o in proposal["operations"]:
        blocks.append(f"---\nOPERATION: {o['op']}\nTARGET: {o['target']}\nCONTENT: {o['content']}\nREASON: {o['reason']}")
    return ("# Edit the operations (delete a block to drop it), the core memory and the meta-reflection below.\n"
            + "\n".join(blocks) + "\n---\n=== CORE ===\n" + proposal["core"].rstrip("\n") + f"\n{_META}\n"
            + str(proposal.get("meta") or ""))


_META = "=== META-REFLECTION (added to memory/evolution.md; empty it to add none) ==="


def parse_edit(kb: KB, text: str) -> tuple[list[Operation], str, str]:
    """The operations, the core memory and the meta-reflection as the person saved them: only
    what the buffer showed is applied (review22: the meta-reflection was applied unseen)."""
    from reflectgit.errors import KBError

    body = "\n".join(line for line in text.splitlines() if not line.startswith("# Edit the operations"))
    body, _, meta = body.partition(_META)
    ops_text, sep, core = body.partition("=== CORE ===")
    if not sep:
        raise KBError("the edited reflection lost its '=== CORE ===' line", field="core")
    try:
        ops = parse_operations(ops_text, {n.id for n in kb.notes()})
        core = check_core(core.strip())
    except ValueError as exc:
        raise KBError(f"the edited reflection is not valid: {exc}; nothing was applied", field="edit") from None
    return ops, core, meta.strip()


__all__ = ["approve", "reject", "restore", "set_aside", "edit_text", "replace_core", "log_entries"]
