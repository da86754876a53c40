"""Where notes live in a KB: ``learnings/<project>/<branch>/<id>.md``.

Apart from ``reflectgit.kb`` so code that only names paths (the tree merge, the git events)
does not import the store.
"""

from __future__ import annotations

from reflectgit.errors import NoteError
from reflectgit.project import slug

LEARNINGS = "learnings"
COMMITS = "memory/meta/commits"  # the code-commit log, one file per machine


def template(name: str) -> bytes:
    """A file of the KB template (``reflectgit/templates/kb/``): what ``init`` writes, and what the
    gate compares an arriving ``.gitattributes`` with."""
    from importlib import resources

    return (resources.files("reflectgit.templates") / "kb" / name).read_bytes()


def shard_path(project: str, branch: str) -> str:
    """``learnings/<project>/<branch>``: branch names become folder names (feat/x -> feat-x)."""
    p, b = slug(project), slug(branch) or "_detached"
    if not p:
        raise NoteError(f"project {project!r} has no usable characters", field="project")
    return f"{LEARNINGS}/{p}/{b}"
