"""What goes into an agent's context: at session start and with each prompt.

Tiered, within ``REFLECTGIT_INJECT_MAX_TOKENS`` (800): pinned slots first (A1, ``reflectgit
slot set NAME TEXT``, kept in ``memory/slots/<name>.md``), then the project's and branch's
strongest active rules at session start, or hybrid recall for the prompt. A block already
injected in a session is never injected again (``.reflectgit/injected/<session>.json``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from reflectgit import config
from reflectgit.privacy import strip_private

SLOTS = "memory/slots"
SESSION_RULES = 12


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def _seen_path(kb_path: Path, session: str) -> Path:
    safe = re.sub(r"[^A-Za-z0-9._-]", "_", session or "no-session")[:100]
    return kb_path / ".reflectgit" / "injected" / f"{safe}.json"


def _seen(kb_path: Path, session: str) -> set[str]:
    try:
        return set(json.loads(_seen_path(kb_path, session).read_text()))
    except (OSError, ValueError):
        return set()


def _remember(kb_path: Path, session: str, keys: set[str]) -> None:
    from reflectgit.fsutil import atomic_write

    path = _seen_path(kb_path, session)
    atomic_write(path, json.dumps(sorted(_seen(kb_path, session) | keys)).encode())


def slots(kb_path: Path) -> list[tuple[str, str]]:
    folder = kb_path / SLOTS
    return [(f.stem, strip_private(f.read_text(errors="replace")).strip())
            for f in sorted(folder.glob("*.md"))] if folder.is_dir() else []


def _line(note: dict[str, Any]) -> str:
    detail = note.get("rule") or note.get("key_insight") or note.get("fix") or ""
    detail = " ".join(strip_private(str(detail)).split())
    title = " ".join(strip_private(str(note["title"])).split())
    return f"- [{note['id']}] {title}" + (f" — {detail}" if detail and detail != title else "")


def _pack(header: str, lines: list[tuple[str, str]], budget: int, seen: set[str]) -> tuple[str, set[str]]:
    out, used, keys = [header], _tokens(header), set()
    for key, line in lines:
        if key in seen:
            continue
        if used + _tokens(line) > budget:
            break
        out.append(line)
        used += _tokens(line)
        keys.add(key)
    return ("\n".join(out) if keys else ""), keys


def session_start(kb_path: Path, cwd: str, session: str) -> str:
    from reflectgit.kb import KB
    from reflectgit.project import detect

    budget = int(config.setting("REFLECTGIT_INJECT_MAX_TOKENS"))
    seen = _seen(kb_path, session)
    parts, keys = [], set()
    pinned = [(f"slot:{name}", f"### {name}\n{text}") for name, text in slots(kb_path)]
    block, got = _pack("## Pinned (reflectgit)", pinned, budget, seen)
    if block:
        parts.append(block)
        keys |= got
        budget -= _tokens(block)
    ctx = detect(Path(cwd))
    kb = KB.open(kb_path)
    notes = [n for n in kb.notes() if n.status == "active" and not n.get("hidden")
             and (n.get("project") == ctx.project and n.get("branch") in (ctx.branch, ctx.default_branch)
                  or n.get("scope") in ("user", "global"))
             and (n.get("rule") or n.get("key_insight"))]
    notes.sort(key=lambda n: (-(n.confidence or 0.5), -int(n.get("proof_count") or 0), str(n.get("updated") or "")),)
    rules = [(n.id, _line({**n.meta, "id": n.id})) for n in notes[:SESSION_RULES * 3]]
    block, got = _pack(f"## Lessons for {ctx.project} ({ctx.branch}) from reflectgit", rules, budget, seen)
    if block:
        parts.append(block)
        keys |= got
    if keys:
        _remember(kb_path, session, keys)
    return "\n\n".join(parts)


def for_prompt(kb_path: Path, cwd: str, session: str, prompt: str) -> str:
    if len(prompt.strip()) < 8:
        return ""
    from reflectgit.kb import KB
    from reflectgit.project import detect
    from reflectgit.recall import Options, daemon

    budget = int(config.setting("REFLECTGIT_INJECT_MAX_TOKENS"))
    kb = KB.open(kb_path)
    ctx = detect(Path(cwd))
    opts = Options(limit=5, max_tokens=budget, session=session or None, gap_log=True)
    hits = None
    if daemon.enabled():
        import dataclasses

        reply = daemon.request(kb, {"op": "search", "query": prompt, "options": dataclasses.asdict(opts),
                                    "context": {k: v for k, v in dataclasses.asdict(ctx).items() if k != "repo"}})
        if reply is not None:
            hits = reply["result"]["hits"]
    if hits is None:
        from reflectgit.recall.pipeline import Recall

        hits = [h.to_dict() for h in Recall(kb, ctx).search(prompt, opts).hits]
    seen = _seen(kb_path, session)
    lines = []
    for h in hits:
        note = kb.get(h["id"])
        lines.append((h["id"], _line({**note.meta, "id": note.id})))
    block, keys = _pack("## Relevant lessons from reflectgit", lines, budget, seen)
    if keys:
        _remember(kb_path, session, keys)
    return block


def set_slot(kb: Any, name: str, text: str) -> str:
    from reflectgit.errors import KBError
    from reflectgit.project import slug

    clean = slug(name).lower()
    if not clean or clean != name.lower():
        raise KBError(f"slot names are letters, digits, '.', '_' and '-' (got {name!r})", field="name")
    rel = f"{SLOTS}/{clean}.md"
    with kb.transaction(f"slot set {clean}", op=f"slot set {clean}") as tx:
        tx.write(rel, (text.strip() + "\n").encode())
    return rel


def remove_slot(kb: Any, name: str) -> None:
    from reflectgit.errors import NotFound

    rel = f"{SLOTS}/{name.lower()}.md"
    if not (kb.path / rel).exists():
        raise NotFound(f"no slot {name!r}", field="name")
    with kb.transaction(f"slot rm {name.lower()}", op=f"slot rm {name.lower()}") as tx:
        tx.remove(rel)
