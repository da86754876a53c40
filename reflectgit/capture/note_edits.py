"""What a revised belief does to an existing note: it absorbs a restatement, or is superseded.

Apart from the revision rules (``capture.revise``) because resolving a pending decision makes
the same edits, and the rules themselves record pending decisions.
"""

from __future__ import annotations

from typing import Any

SEEN_MAX = 10


def fold_into(old: Any, fields: dict[str, Any], lineage: dict[str, Any], evidence: str) -> None:
    """Revision: the existing note absorbs a restatement: one more proof, the lineage, what it lacked."""
    from reflectgit.note import now_iso

    old.set("proof_count", int(old.get("proof_count") or 0) + 1)
    for name in ("problem", "fix", "rule", "key_insight"):
        if fields.get(name) and not old.get(name):
            old.set(name, fields[name])
    tags = list(dict.fromkeys([*(old.tags or []), *(fields.get("tags") or [])]))
    if tags != list(old.tags or []):
        old.set("tags", tags)
    seen = [s for s in (old.get("seen_in") or []) if isinstance(s, dict)]
    seen.append({k: v for k, v in lineage.items() if v is not None})
    old.set("seen_in", seen[-SEEN_MAX:])
    if old.get("speculative") is True:
        old.set("speculative", False)  # seen again for real: no longer a guess
    old.set("updated", now_iso())
    if evidence:
        line = f"- {now_iso()[:10]}, session {lineage.get('session') or 'unknown'}: {' '.join(evidence.split())[:300]}"
        body = old.body.rstrip("\n")
        if "\n## Seen again\n" not in "\n" + body + "\n":
            body += "\n\n## Seen again\n"
        old.set_body(body + "\n" + line + "\n")


def supersede(old: Any, new_id: str, reason: str) -> None:
    old.set("status", "superseded")
    old.set("superseded_by", new_id)
    old.set("status_reason", reason)


def link(fields: dict[str, Any], kind: str, target: str) -> None:
    rels = [r for r in fields.get("relations") or [] if isinstance(r, dict)]
    if not any(r.get("type") == kind and r.get("target") == target for r in rels):
        rels.append({"type": kind, "target": target})
    fields["relations"] = rels
