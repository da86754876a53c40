"""The operations the command line, the agent hooks and the MCP server share.

Each decision lives here once: whether recall asks the warm server or runs in this process, and how
a note is put together from a file and flags. The callers only
parse their input and print (or return) the result.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reflectgit.kb import KB
    from reflectgit.note import Note
    from reflectgit.project import Context
    from reflectgit.recall.pipeline import Recall
    from reflectgit.recall.types import Options, Result

# The fields `add` takes as flags, by the flag's name where it differs from the field's.
ADD_FIELDS = ("title", "rule", "fix", "problem", "key_insight", "tags", "confidence", "category", "type",
              "subject", "scope", "forget_after")


def recall(kb: KB, query: str, opts: Options, context: Context, *, local: Recall | None = None,
           start_server: bool = True, progress: Callable[[str, int, int], None] | None = None) -> Result:
    """Recall through the KB's warm server when it runs, else in this process.

    ``local`` is a ``Recall`` the caller already holds for this context (the hooks open one for
    skills and persona answers anyway). Without a server, ``start_server`` starts one so the next
    query is warm; a hook leaves that to the commands, which can afford the fork.
    """
    from reflectgit.recall import Result, daemon

    if daemon.enabled():
        # (renamed_from only when there is one: a server of an earlier version knows no such field)
        ctx_fields = {k: v for k, v in dataclasses.asdict(context).items()
                      if k != "repo" and (v or k != "renamed_from")}
        reply = daemon.request(kb, {"op": "search", "query": query, "options": dataclasses.asdict(opts),
                                    "context": ctx_fields})
        if reply is not None:
            return Result.from_dict(reply["result"])
    if local is None:
        from reflectgit.recall.choose import open_recall

        local = open_recall(kb, context)
        local.progress = progress  # the index this process brings up to date first, on a terminal
        if start_server and daemon.enabled():
            from reflectgit.index.backfill import Backfill

            # a fresh clone: index the words and answer; the server started below embeds the rest
            local.backfill = Backfill(kb, background=False)
    result = local.search(query, opts)
    if start_server and daemon.enabled():
        daemon.spawn(kb)
    return result


def get_note(kb: KB, ref: str) -> Note:
    """The note ``ref`` names (an id, a unique id prefix, or a path). In team mode, an id this clone
    has no note for but the team store does is a teammate's note not synced here yet: the error says
    so and how to fetch it, instead of "no note with id"."""
    from reflectgit.errors import NotFound

    try:
        return kb.get(ref)
    except NotFound as exc:
        if exc.field != "id":
            raise
        from reflectgit.team.store_only import not_here

        said = not_here(kb, ref)
        if said is None:
            raise
        raise NotFound(said, field="id") from None


def compose_note(data: bytes | None = None, source: str | None = None, flags: dict[str, Any] | None = None,
                 body: str | None = None) -> tuple[dict[str, Any], str]:
    """Fields and body of a new note: a markdown file's (frontmatter optional), overlaid by flags.

    ``flags`` holds field values as typed (``confidence`` as ``HIGH`` or ``0.7``, ``relations``
    as ``TYPE:TARGET`` strings, ``links``/``entities`` as lists); ``None`` or empty means unset.
    A value that does not parse raises ``NoteError`` naming the field.
    """
    from reflectgit.config import max_note_bytes
    from reflectgit.note import Note, parse_field_value

    fields: dict[str, Any] = {}
    text = ""
    if data is not None:
        parsed = Note.parse(data, path=source, limit=max_note_bytes())
        fields, text = parsed.fields(), parsed.body
    for name, value in (flags or {}).items():
        if value is None or value == [] or value == ():
            continue
        if name == "confidence":
            fields[name] = parse_field_value(name, value)
        elif name == "relations":
            fields[name] = parse_field_value("relations", ",".join(value))
        elif name in ("links", "entities"):
            fields[name] = list(value)
        else:
            fields[name] = value
    if body is not None:
        text = body if body.endswith("\n") or not body else body + "\n"
    return fields, text


def add_note(kb: KB, fields: dict[str, Any], body: str, *, source: str | None = None,
             project: str | None = None, branch: str | None = None,
             force: bool = False) -> tuple[Note, dict[str, Any] | None]:
    """Add a note in the project and branch given, else the fields', else the current repo's, and
    share it in team mode (:func:`share`): the note and the publish report (None in local mode).
    An exact twin of an active note (:mod:`reflectgit.twins`) raises
    :class:`reflectgit.twins.AlreadyThere` naming it, and nothing is written, unless ``force``.

    A note saying the opposite of an active one (:func:`reflectgit.capture.revise.contradicts`,
    as capture and MCP ask it) is a person's correction: it supersedes a note no person stands
    behind, and against one a person wrote it waits as a pending contradiction
    (``reflectgit pending``), in the same commit. ``pending.disputes(kb.path).of(note.id)`` and
    the note's ``supersedes`` relation say which."""
    import unicodedata
    from pathlib import Path

    from reflectgit.project import detect

    if project:
        fields["project"] = project
    if branch:
        fields["branch"] = branch
    for name in ("project", "branch"):  # "café" typed on macOS arrives decomposed: one name, one folder
        if isinstance(fields.get(name), str):
            fields[name] = unicodedata.normalize("NFC", fields[name])
    context = detect(Path.cwd(), project=fields.get("project"), branch=fields.get("branch"))

    note = kb.add(fields, body, context=context, source=source, unique=not force,
                  before_save=opposites_of(kb, fields, body, context))
    return note, share(kb)


def opposites_of(kb: KB, fields: dict[str, Any], body: str, context: Any) -> Callable[[Any, Note], None]:
    """What a person's new note does to an active note it says the opposite of, as ``kb.add``'s
    ``before_save``: supersede it, or hold a pending contradiction against one a person stands
    behind (:func:`reflectgit.capture.revise.decide`, ``by_person``). Twins and restatements are left
    alone: a person adding a note means it.

    The notes compared are those of the shards the note is recalled with (its own and its project's
    default branch, as :mod:`reflectgit.twins` reads them), found now, before the commit's lock:
    those whose rule :func:`~reflectgit.capture.revise.contradicts` the new one are embedded with it
    and kept at a cosine of ``CONTRADICTION_SIM`` or more. The index is neither read nor synced
    (`add` leaves derived state as it was); before ``model prepare`` nothing is compared."""
    from reflectgit import twins
    from reflectgit.capture import revise
    from reflectgit.errors import ReflectgitError
    from reflectgit.index.db import embed_text
    from reflectgit.index.embed import ModelNotPrepared, embed

    def nothing(tx: Any, note: Note) -> None:
        return None

    try:
        draft = kb.build_note(dict(fields), body, context, taken=set())
    except ReflectgitError:
        return nothing  # `kb.add` says what is wrong, naming the file
    same_project = context is not None and context.project == draft.get("project")
    others = [n for n in _shard_notes(kb, twins.shards(draft, context.default_branch if same_project else None))
              if twins.recalled(n)]
    found = revise.opposite_candidates(revise.claim(draft.meta), others)
    if not found:
        return nothing
    try:
        vecs = embed([embed_text(n.redacted()) for n in [draft, *found]])
    except ModelNotPrepared:
        return nothing
    near = sorted(((n.id, float(vecs[0] @ vecs[i + 1])) for i, n in enumerate(found)), key=lambda p: -p[1])
    near_notes = {n.id: n for n in found}

    def before_save(tx: Any, note: Note) -> None:
        from reflectgit import pending

        d = revise.decide(note.meta, near, near_notes, by_person=True, proven=revise.proof_of_use(kb))
        if d.action in ("supersede", "pending-contradiction"):
            revise.apply(tx, kb, d, note, near_notes, {}, "", "a person's note", None, pending.ids(kb))
    return before_save


def _shard_notes(kb: KB, shards: list[str]) -> list[Note]:
    """The readable notes of these shard folders (a file that does not parse is left out)."""
    import os

    from reflectgit.errors import ReflectgitError

    out = []
    for shard in shards:
        folder = kb.path / shard
        if folder.is_symlink() or not folder.is_dir():
            continue
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.name.endswith(".md") and entry.is_file(follow_symlinks=False):
                try:
                    note = kb.read(folder / entry.name)
                except (ReflectgitError, OSError):
                    continue
                if note.id == entry.name[:-3]:
                    out.append(note)
    return out


def hydrate(kb: KB, notes: list[Note], field: str | None = None) -> dict[str, Any]:
    """Staged recall, step 2 (``reflectgit hydrate``, MCP ``hydrate``): ``{"notes": [...]}``, each
    note without its private spans, whole (its fields, ``body`` and ``path``) or, with ``field``,
    ``{id, <field>}``; with ``disputes`` / ``disputed_by`` when a pending contradiction puts it in doubt."""
    from reflectgit import pending

    disputes = pending.disputes(kb.path)
    out = []
    for note in notes:
        n = note.redacted()
        if field:
            row = {"id": n.id, field: n.body if field == "body" else n.get(field)}
        else:
            row = n.to_dict()
            row["path"] = n.path.relative_to(kb.path).as_posix() if n.path else None
        out.append({**row, **disputes.of(n.id)})
    return {"notes": out}


def pending_list(kb: KB) -> dict[str, Any]:
    """The decisions waiting for a person, oldest first (``reflectgit pending``, MCP ``pending``):
    ``{"pending": [summary...]}`` (:func:`reflectgit.pending.summary`)."""
    from reflectgit import pending

    return {"pending": [pending.summary(kb, d) for d in pending.load(kb)]}


def gaps(kb: KB, limit: int = 50) -> dict[str, Any]:
    """Recent queries that recalled nothing (``reflectgit gaps``, MCP ``gaps``): ``{"gaps": [{query,
    project, branch, times, ...}]}``."""
    from reflectgit import recall_log

    return {"gaps": recall_log.gaps(kb.derived_dir(), limit)}


def status(kb: KB, context: Context | None = None) -> dict[str, Any]:
    """What ``reflectgit status`` and MCP ``status`` say (no network): :meth:`KB.status`'s counts,
    last commit, uncommitted files, pending decisions by kind...; ``daily`` (this machine's daily
    pass); ``sync: {last_sync, behind, ahead, summary}`` as of the last fetch, its figures also at
    the top level; ``project``, ``branch``, ``default_branch`` of ``context``; ``team`` in team mode."""
    from reflectgit.reflection import schedule
    from reflectgit.remote_state import remote_state, sync_line
    from reflectgit.team.status import block, line

    st = kb.status()
    st["daily"] = schedule.summary(kb.path, notes=st["notes"])
    remote = remote_state(kb)
    known = {k: remote[k] for k in ("last_sync", "behind", "ahead")}
    st.update(known, sync={**known, "summary": sync_line(remote)})
    if context is not None:
        st.update(project=context.project, branch=context.branch, default_branch=context.default_branch)
    team = block(kb)
    if team:
        st["team"] = {**team, "summary": line(team)}
    return st


def set_field(kb: KB, ref: str, name: str, value: Any, *, reason: str | None = None,
              actor: str | None = None) -> tuple[Note, dict[str, Any] | None]:
    """Set (``None``: remove) one field of a note, as one commit, and share it in team mode."""
    note = kb.set_field(ref, name, value, actor=actor, reason=reason)
    return note, share(kb)


def forget(kb: KB, ref: str, reason: str, *, purge: bool = False,
           actor: str | None = None) -> tuple[Note, dict[str, Any] | None]:
    """Tombstone a note (``purge``: remove its file too), and share it in team mode: teammates'
    recall must stop using it now, not at the next reindex."""
    note = kb.forget(ref, reason, purge=purge, actor=actor)
    return note, share(kb)


def share(kb: KB) -> dict[str, Any] | None:
    """After a write to the KB, in team mode: index the change and publish it now (as sync, the
    capture drain and `reindex` do), so the author's next search finds it and teammates' recall
    follows at once. None in local mode; else the publish report (:func:`reflectgit.team.publish.describe`
    says it in one line).

    Best effort: the write is already a commit, so nothing here fails it. A server that is down
    is waited for at most ``REFLECTGIT_PG_TIMEOUT``; it, a refusal, or a failure of the index is
    reported as not published (the next reindex or sync sends it)."""
    from reflectgit import team

    if not team.configured():
        return None
    from reflectgit.errors import ReflectgitError, environment_message, first_line
    from reflectgit.team.publish import reindex_and_publish

    try:
        return reindex_and_publish(kb).get("team")
    except ReflectgitError as exc:
        return {"error": first_line(exc), "published": False}
    except Exception as exc:  # noqa: BLE001 - the note is committed; say why it did not reach the store
        said = environment_message(exc)
        return {"error": said or f"{type(exc).__name__}: {first_line(exc)}", "published": False}
