"""What this machine's KB holds that every other machine's sync refuses.

``sync`` refuses to push a note the receiving gate would refuse, but a plain ``git push`` goes
around it: the remote then holds the file, every other machine's sync stops on it, and this
machine's sync (nothing left to push) said nothing (review). This machine is the only one that
can fix it, so its sync says so. Cheap: only when HEAD equals the remote, only the files changed
since the last commit found clean (or in the last commits), and only the files the gate reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reflectgit.kb import KB

CHECKED = "sent-checked"  # in .reflectgit: the last HEAD whose files passed the gate
LOOK_BACK = 20  # commits checked when no HEAD was found clean yet


def refused_elsewhere(kb: KB, head: bytes) -> list[dict[str, str]]:
    """``[{path, field, message, fix}]``: files of ``head`` (on the remote too) that the other
    machines' sync refuses; empty when none. A clean ``head`` is remembered, so the next sync
    looks only at what changed since."""
    from reflectgit import gate
    from reflectgit.tree_diff import changes

    repo, store = kb.repo, kb.repo.object_store
    record = kb.derived_dir() / CHECKED
    try:
        since: bytes | None = record.read_text().strip().encode()
    except OSError:
        since = None
    if since == head:
        return []
    if since is None or since not in store:
        since = _back(repo, head)
    old_tree = store[since].tree if since is not None else None
    check = gate.Check(str(kb.path))
    for path, _old, sha in changes(store, old_tree, store[head].tree):
        if sha is not None:
            check.entry(path, gate.REGULAR, store[sha].as_raw_string() if gate.is_read(path) else None)
    found = [{"path": p, "field": f, "message": m,
              "fix": gate.fix_here(p)} for p, f, m in check.finish(require_marker=False)]
    if not found:
        record.write_text(head.decode() + "\n")
    return found


def _back(repo: Any, head: bytes) -> bytes | None:
    """The commit ``LOOK_BACK`` first parents behind ``head``, or None when history is shorter."""
    commit = head
    for _ in range(LOOK_BACK):
        parents = repo.object_store[commit].parents
        if not parents:
            return None
        commit = parents[0]
    return commit
