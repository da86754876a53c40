"""``reflectgit mcp``: the memory as a Model Context Protocol server, for any agent that speaks it.

Tools call the same library functions as the CLI (recall, staged recall, capture's belief
revision, forget, status, pending decisions, the daily pass, promotion); nothing shells out.
One process serves one client over stdio (or several over ``--http`` on 127.0.0.1) and keeps
one warm :class:`~reflectgit.recall.pipeline.Recall` per (project, branch) with a shared index,
as the recall server does, so a call after the first answers in milliseconds.

Safety: every argument is checked against its schema (types, lengths, id patterns) before a
tool runs and a bad or unknown one comes back as an error naming the field; ids are note ids, never
paths, so nothing outside the KB can be read or written; every text leaving the server has its
``<private>`` spans stripped; ``add_learning`` is rate-limited per client session
(``REFLECTGIT_MCP_ADD_PER_HOUR``); every write is one KB commit whose ``Reflectgit-Actor``
trailer is ``mcp:<client name>``.

The project and branch come from the client's roots (the first ``file://`` root) when the
client offers them, else from the server's working directory, exactly as the CLI derives them.

This module imports the ``mcp`` SDK; only the ``mcp`` command imports this module.
"""

from __future__ import annotations

import asyncio
import re
import time
import warnings
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from mcp.types import ToolAnnotations
from pydantic import BeforeValidator, Field

from reflectgit import __version__
from reflectgit.errors import ReflectgitError, environment_message
from reflectgit.kb import KB
from reflectgit.note import ID_PATTERN
from reflectgit.privacy import strip_private, strip_value

if TYPE_CHECKING:
    from reflectgit.index import Index

ID_RE = ID_PATTERN.pattern
MAX_QUERY = 2000
MAX_TEXT = 4000
STATUSES = ("active", "archived", "superseded", "demoted", "deleted")
FIELDS = ("rule", "fix", "problem", "key_insight", "title", "body", "tags", "confidence", "category", "type",
          "subject", "scope", "status", "project", "branch", "created", "updated")
_PROJECT = re.compile(r"^\w[\w.-]{0,127}$")

INSTRUCTIONS = (
    "reflectgit is this user's long-term memory of coding lessons (corrections, rules, fixes), kept "
    "in a git repository. Before changing code in an area you have not touched this session, call "
    "`search` with what you are about to do. When the user corrects you or a bug's root cause is "
    "found, call `add_learning` once with the rule to follow next time. Never store secrets."
)


class Service:
    """What the tools do, without the protocol: one KB, warm recalls, the add rate limit.

    All KB and index work runs on one worker thread (sqlite connections stay on the thread
    that opened them, and writes are serialized)."""

    def __init__(self, kb: KB, cwd: Path | None = None, add_per_hour: int | None = None):
        from reflectgit import config

        self.kb = kb
        self.cwd = cwd or Path.cwd()
        self.add_per_hour = int(config.bounded("REFLECTGIT_MCP_ADD_PER_HOUR")) if add_per_hour is None \
            else add_per_hour
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="reflectgit-mcp")
        self._index: Index | None = None
        self._recalls: dict[tuple[str, str], Any] = {}
        self._adds: dict[Any, deque[float]] = {}
        self._roots: dict[int, Path | None] = {}
        from reflectgit.index.backfill import Backfill

        self.backfill = Backfill(kb)  # a fresh clone's vectors, computed behind the answers

    async def run(self, fn, *args: Any, **kw: Any) -> Any:
        """``fn`` on the worker thread; a ReflectgitError becomes a tool error naming its field, and a
        failure of the machine (a read-only KB, a full disk) the one line the CLI says of it."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self.pool, lambda: fn(*args, **kw))
        except ReflectgitError as exc:
            raise ToolError(_error_text(exc).replace(str(self.kb.path), "the KB")) from None
        except Exception as exc:  # a read-only or full disk, a lock: what the CLI says, not a traceback
            said = environment_message(exc)
            if said is None:
                raise
            raise ToolError(said.replace(str(self.kb.path), "the KB")) from None
        finally:
            self.backfill.answered.set()  # the vectors' model may load now: it no longer delays an answer

    # -- where the client is ----------------------------------------------------------------
    async def where(self, ctx: Context | None) -> Path:
        """The client's first ``file://`` root when it declares roots, else the server's cwd."""
        session = getattr(ctx, "session", None) if ctx is not None else None
        if session is None:
            return self.cwd
        key = id(session.client_params) if session.client_params is not None else 0
        if key in self._roots:
            return self._roots[key] or self.cwd
        root = None
        caps = session.client_capabilities
        if caps is not None and getattr(caps, "roots", None) is not None:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    listed = await asyncio.wait_for(session.list_roots(), 5)
                for r in listed.roots:
                    uri = str(r.uri)
                    if uri.startswith("file://"):
                        from urllib.parse import unquote, urlparse

                        p = Path(unquote(urlparse(uri).path))
                        if p.is_dir():
                            root = p
                            break
            except Exception:  # noqa: BLE001 - a client that cannot answer: the server's cwd
                root = None
        self._roots[key] = root
        return root or self.cwd

    def context(self, where: Path):
        from reflectgit.project import detect

        return detect(where)

    def recall(self, context) -> Any:
        """One warm Recall per (project, branch), sharing one index (as the recall server does)."""
        from reflectgit.index import Index
        from reflectgit.recall.choose import open_recall as Recall

        if self._index is None:
            self._index = Index(self.kb)
        key = (context.project, context.branch)
        rec = self._recalls.get(key)
        if rec is None:
            rec = Recall(self.kb, context)
            rec.index = self._index
            rec.backfill = self.backfill
            first = next(iter(self._recalls.values()), None)
            if first is not None:
                rec._stem_cache = first._stem_cache
            self._recalls[key] = rec
            while len(self._recalls) > 16:
                self._recalls.pop(next(iter(self._recalls)))
        return rec

    def warm(self) -> None:
        """Load the index, the model and the vectors before the first call needs them. While a
        fresh clone's notes wait for their vectors, answers rank by words and need no model: the
        backfill thread loads it, and the first search does not wait for that load."""
        rec = self.recall(self.context(self.cwd))
        rec.refresh()
        if not rec._words_only():
            rec.query_vector("warm up")

    def _indexing(self) -> dict[str, Any]:
        """``{"indexing": ...}`` while notes of a fresh clone or a large pull still wait for their
        vector (the answer ranks those by words), else nothing."""
        state = self.backfill.state()
        return {"indexing": state} if state else {}

    # -- tools ------------------------------------------------------------------------------
    def search(self, where: Path, query: str, limit: int, max_tokens: int, all_branches: bool,
               field: str | None, all_projects: bool = False) -> dict[str, Any]:
        from reflectgit.config import session_id
        from reflectgit.recall import Options

        context = self.context(where)
        opts = Options(limit=limit, max_tokens=max_tokens, all_branches=all_branches, field=field,
                       global_=all_projects, session=session_id())
        recall = self.recall(context)
        result = recall.search(query, opts)
        elsewhere = _elsewhere(recall, context, query, opts, result, "search")
        hits = []
        for h in result.hits:
            row = {"id": h.id, "title": h.title, "project": h.project, "branch": h.branch, "status": h.status,
                   "score": round(h.score, 4), "tokens": h.tokens}
            if field:
                row[field] = h.value
            if h.via:
                row["via"] = h.via
            if h.origin:  # a teammate's note this clone has not synced: `hydrate` says so
                row["from"] = h.origin
            for name in ("disputes", "disputed_by"):  # a contradiction waiting for the user's decision
                if getattr(h, name):
                    row[name] = getattr(h, name)
            hits.append(row)
        return strip_value({"query": query, "project": context.project, "branch": context.branch, "hits": hits,
                            "gated": result.gated, "tokens": result.tokens, "cached": result.cached,
                            **elsewhere, **_unsearchable(result), **_backend(result), **self._indexing()})

    def index(self, where: Path, query: str, limit: int, max_tokens: int,
              all_projects: bool = False) -> dict[str, Any]:
        from reflectgit.config import session_id
        from reflectgit.recall import Options

        context = self.context(where)
        opts = Options(limit=limit, global_=all_projects, session=session_id())
        recall = self.recall(context)
        result = recall.search(query, opts)
        elsewhere = _elsewhere(recall, context, query, opts, result, "index")
        from reflectgit.recall.render import listing

        rows, used = listing(result, max_tokens)  # the same rows and budget as `reflectgit index`
        for row in rows:
            row["score"] = round(row["score"], 4)
        return strip_value({"query": query, "rows": rows, "tokens": used, "gated": result.gated,
                            **elsewhere, **_unsearchable(result), **_backend(result), **self._indexing()})

    def hydrate(self, ids: list[str], field: str | None) -> dict[str, Any]:
        from reflectgit import api

        return strip_value(_plain(api.hydrate(self.kb, [self._note(ref) for ref in ids], field)))

    def _writable(self, tool: str) -> None:
        """A KB mounted read-only here takes no note: say so, not what an index build would need
        (review22: `add_learning` sent the agent to "run one search where the KB is writable")."""
        import tempfile

        try:
            with tempfile.NamedTemporaryFile(dir=self.kb.path / ".git", prefix=".writable-", suffix=".tmp"):
                pass
        except OSError as exc:
            raise ToolError(f"this KB is read-only here ({exc.strerror or exc}): {tool} cannot change it; make the "
                            "change where the KB is writable, and sync") from None

    def add_learning(self, where: Path, client: str, session_key: Any, fields: dict[str, Any],
                     body: str) -> dict[str, Any]:
        self._writable("add_learning")
        self._take_add_slot(session_key)
        from reflectgit import api

        out = add_with_revision(self.kb, self.recall(self.context(where)), self.context(where), fields, body,
                                actor=f"mcp:{client}", client=client)
        return _shared(out, api.share(self.kb))

    def _take_add_slot(self, key: Any) -> None:
        now = time.monotonic()
        q = self._adds.setdefault(key, deque())
        while q and now - q[0] > 3600:
            q.popleft()
        if len(q) >= self.add_per_hour:
            wait = int(3600 - (now - q[0])) + 1
            raise ToolError(f"rate limit reached ({self.add_per_hour} per hour for this session, "
                            f"REFLECTGIT_MCP_ADD_PER_HOUR); try again in {wait} s")
        q.append(now)

    def forget(self, note_id: str, reason: str, client: str) -> dict[str, Any]:
        self._note(note_id)
        self._writable("forget")
        from reflectgit import api

        note, team = api.forget(self.kb, note_id, reason, actor=f"mcp:{client}")
        return strip_value(_shared({"id": note.id, "title": note.redacted().title, "status": note.status,
                                    "reason": reason}, team))

    def set_status(self, note_id: str, status: str, reason: str | None, client: str) -> dict[str, Any]:
        self._note(note_id)
        self._writable("set_status")
        from reflectgit import api

        note, team = api.set_field(self.kb, note_id, "status", status, actor=f"mcp:{client}", reason=reason)
        return strip_value(_shared({"id": note.id, "title": note.redacted().title, "status": note.status,
                                    "reason": note.get("status_reason")}, team))

    def pending(self, action: str, pending_id: str | None, client: str) -> dict[str, Any]:
        from reflectgit import pending

        if action == "list":
            from reflectgit import api

            return strip_value(_plain(api.pending_list(self.kb)))
        if not pending_id:
            raise ToolError(f"id: required to {action} a pending decision (see action 'list')")
        return strip_value(pending.resolve(self.kb, pending_id, action, actor=f"mcp:{client}"))

    def status(self, where: Path) -> dict[str, Any]:
        from reflectgit import api

        return strip_value(_plain({**api.status(self.kb, self.context(where)), **self._indexing()}))

    def gaps(self, limit: int) -> dict[str, Any]:
        from reflectgit import api

        return strip_value(_plain(api.gaps(self.kb, limit)))

    def reflect_daily(self, dry_run: bool, client: str) -> dict[str, Any]:
        from reflectgit.reflection.daily import run

        return strip_value(_plain(run(self.kb, dry_run=dry_run, actor=f"mcp:{client}").to_dict()))

    def promote(self, dry_run: bool, client: str) -> dict[str, Any]:
        from reflectgit.reflection.promote import promote

        d = promote(self.kb, dry_run=dry_run, actor=f"mcp:{client}").to_dict()
        d.pop("text", None)  # the whole MEMORY.md: read the memory://MEMORY.md resource instead
        return strip_value(_plain(d))

    # -- resources --------------------------------------------------------------------------
    def memory_md(self) -> str:
        """MEMORY.md, fenced as recalled data like every injection: a client puts a resource into
        the model's context as it does a hook's text, and a remote can write this file too."""
        from reflectgit.fence import fence

        p = self.kb.path / "MEMORY.md"
        return fence(strip_private(p.read_text(encoding="utf-8"))) if p.is_file() and not p.is_symlink() else ""

    def conventions(self, project: str) -> str:
        from reflectgit.reflection.conventions import FOLDER

        if not _PROJECT.match(project):
            raise ResourceError(f"project: not a project id: {project[:80]!r}")
        p = self.kb.path / FOLDER / f"{project}.md"
        if not p.is_file() or p.is_symlink():
            return (f"# Conventions of {project}\n\nNone recorded yet: the daily reflection writes this document "
                    "from the notes that state how the project is worked on.\n")
        from reflectgit.fence import fence

        return fence(strip_private(p.read_text(encoding="utf-8")))  # fenced: see memory_md

    def note_text(self, note_id: str) -> str:
        if not ID_PATTERN.match(note_id) or note_id.endswith(".md"):
            raise ResourceError(f"id: not a note id: {note_id[:80]!r}")
        try:
            return self._note(note_id).redacted().to_bytes().decode("utf-8")
        except ReflectgitError as exc:
            raise ResourceError(_error_text(exc).replace(str(self.kb.path), "the KB")) from None

    def _note(self, note_id: str):
        if note_id.endswith(".md"):
            raise ToolError(f"id: a note id, not a file name: {note_id!r}")
        from reflectgit import api

        return api.get_note(self.kb, note_id)


def add_with_revision(kb: KB, recall: Any, context: Any, fields: dict[str, Any], body: str, actor: str,
                      client: str) -> dict[str, Any]:
    """One lesson through capture's belief revision (duplicates, revisions, contradictions), as one KB commit.

    twin -> a pending "merge?" decision; restatement -> the existing note is revised;
    contradiction -> supersedes an agent's unconfirmed note, or waits as a pending decision
    against a note a person wrote or confirmed (an agent's claim never replaces it unasked:
    ``revise.confirmed``); otherwise a new note."""
    from reflectgit import pending
    from reflectgit.capture import revise
    from reflectgit.config import session_id
    from reflectgit.index.db import embed_text

    session = session_id()
    fields = dict(fields)
    fields["source"] = {"kind": "session", "session": session, "writer": actor, "said_by": "agent"}
    note = kb.build_note(fields, body, context=context, taken=kb.ids())
    _vecs, near = revise.neighbours(recall, [embed_text(note)])
    out: dict[str, Any] = {"action": "create", "id": note.id, "title": strip_private(note.title)}
    with kb.transaction("", op="add", actor=actor) as tx:
        near_notes, teammates = _near_notes(kb, recall, [nid for nid, sim in near[0] if sim >= revise.CONTRADICTION_SIM])
        d = revise.decide(note.meta, near[0], near_notes, by_person=False, proven=revise.proof_of_use(kb))
        if d.target in teammates:  # a teammate's note this clone lacks: never rewritten from the store's text
            d = teammates_decision(d)
        out.update(action=d.action, target=d.target, similarity=round(d.similarity, 4), reason=d.reason)
        done = revise.apply(tx, kb, d, note, near_notes, {"session": session, "writer": actor},
                            str(fields.get("rule") or ""), actor, session, pending.ids(kb))
        out.update({k: v for k, v in (("pending", done.pending), ("superseded", done.superseded)) if v})
        if done.pending and not done.created:
            out["id"] = None
            tx.subject, tx.op = f"pending merge from {client}: {note.title[:60]}", "add pending"
        elif done.revised:
            out["id"] = done.revised
            tx.subject, tx.op = f"revise {done.revised} from {client}: {near_notes[done.revised].title[:60]}", \
                f"revise {done.revised}"
        else:
            tx.subject, tx.op = f"add {note.id}: {note.title}", f"add {note.id}"
    return out


def _near_notes(kb: KB, recall: Any, ids: list[str]) -> tuple[dict[str, Any], set[str]]:
    """The neighbours' notes (id -> Note), and the ids among them only the team store holds: a
    teammate saved the lesson and published it, this clone has not synced it yet. Those are read
    from the store's rows (what a duplicate check compares), never saved from them."""
    import json

    from reflectgit import team
    from reflectgit.note import Note
    from reflectgit.team.store_only import in_clone

    if not team.configured():
        return {nid: kb.get(nid) for nid in ids}, set()
    notes = {nid: kb.get(nid) for nid in ids if in_clone(kb, nid)}
    elsewhere = [nid for nid in ids if nid not in notes]
    rows = recall.rows(elsewhere) if elsewhere else {}
    for nid, row in rows.items():
        try:
            notes[nid] = Note.new(json.loads(row["fields"]), row["body"] or "")
        except (ValueError, TypeError, KeyError):
            continue
    return notes, set(rows) & set(notes)


def teammates_decision(d: Any) -> Any:
    """A decision against a teammate's note this clone has not synced, made one a person takes
    after `reflectgit sync`: a twin or a restatement waits as a pending merge, a contradiction as a
    pending contradiction (this clone cannot fold into, or supersede, a note it does not have)."""
    import dataclasses

    action = {"revise": "pending-merge", "supersede": "pending-contradiction"}.get(d.action, d.action)
    return dataclasses.replace(d, action=action, reason=f"{d.reason}; {d.target} is a teammate's note in the team "
                               "store, not synced here yet (`reflectgit sync` before deciding)")


def _shared(out: dict[str, Any], team: dict[str, Any] | None) -> dict[str, Any]:
    """``out`` with what publishing the change to the team store did, in one line (team mode):
    the agent's next search, and its teammates', find the change."""
    if team:
        from reflectgit.team.publish import describe

        out["team"] = describe(team)
    return out


def _unsearchable(result: Any) -> dict[str, Any]:
    """``{"unsearchable": ...}``: the note files the index refused (an agent told nothing reads the
    silence as "the KB does not know this"), as ``search --json`` says it; else nothing."""
    refused = result.explain.get("unsearchable")
    return {"unsearchable": refused} if refused else {}


def _backend(result: Any) -> dict[str, Any]:
    """Team mode: where the answer came from (``backend``) and, when the team store could not give
    it, why (``degraded``): the stderr line that says so never reaches the model."""
    out = {k: result.explain[k] for k in ("backend", "degraded") if result.explain.get(k)}
    return out


def _error_text(exc: ReflectgitError) -> str:
    """The field first, as an agent reads it; never the KB's file paths."""
    return f"{exc.field}: {exc.message}" if exc.field else exc.message


def _plain(value: Any) -> Any:
    """JSON-ready: dates and paths as strings."""
    import json

    return json.loads(json.dumps(value, default=str, ensure_ascii=False))


# -- the protocol ------------------------------------------------------------------------------

Id = Annotated[str, Field(pattern=ID_RE, description="A note id, e.g. lrn-k3x9q2 (from search or index).")]
Query = Annotated[str, Field(min_length=1, max_length=MAX_QUERY,
                             description="What you are about to do or want to know, in plain words.")]
Limit = Annotated[int, Field(ge=1, le=50, description="Most notes to return.")]
FieldName = Annotated[Literal[FIELDS] | None, Field(  # type: ignore[valid-type]
    description="Return only this field of each note (e.g. rule, fix).")]
Reason = Annotated[str, Field(min_length=1, max_length=500, description="Why, in one sentence (kept in the note).")]


def _confidence_word(value: Any) -> Any:
    """``confidence`` as the CLI takes it (``--confidence HIGH``): a word in any case (``MED`` for
    MEDIUM) or a number 0..1, also written as text; anything else is one error saying what is wanted
    (not one per branch of the schema)."""
    from pydantic_core import PydanticCustomError

    if value is None:
        return None
    if isinstance(value, str):
        word = {"MED": "MEDIUM"}.get(value.strip().upper(), value.strip().upper())
        if word in ("HIGH", "MEDIUM", "LOW"):
            return word
        try:
            value = float(value)
        except ValueError:
            pass
    if isinstance(value, (int, float)) and not isinstance(value, bool) and 0.0 <= value <= 1.0:
        return float(value)
    raise PydanticCustomError("confidence", "must be HIGH, MEDIUM or LOW, or a number from 0 to 1 (got {got})",
                              {"got": repr(value)})


Confidence = Annotated[Annotated[float, Field(ge=0.0, le=1.0, strict=True)] | Literal["HIGH", "MEDIUM", "LOW"] | None,
                       BeforeValidator(_confidence_word),
                       Field(description="How sure: HIGH, MEDIUM or LOW (as the CLI's --confidence), or a number 0..1.")]
READ = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)
WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False)


def client_name(ctx: Context | None) -> str:
    """The client's own name from its ``initialize`` (e.g. claude-code, codex), made trailer-safe."""
    name = None
    try:
        params = ctx.session.client_params if ctx is not None else None
        name = params.client_info.name if params is not None else None
    except Exception:  # noqa: BLE001 - no request context (a direct call): unknown client
        name = None
    safe = re.sub(r"[^A-Za-z0-9._-]+", "-", str(name or "unknown")).strip("-")[:64]
    return safe or "unknown"


def _session_key(ctx: Context | None) -> Any:
    try:
        params = ctx.session.client_params if ctx is not None else None
    except Exception:  # noqa: BLE001
        params = None
    return (client_name(ctx), id(params) if params is not None else 0)


#: how every tool error starts: the SDK's own prefix for what a tool raises, used for the rest too
ERROR_PREFIX = "Error executing tool {name}: "


class _Server(MCPServer):
    """Every tool error reads ``Error executing tool NAME: field: what is wrong``: what a tool
    raises gets that prefix from the SDK; arguments that fail their schema get it here, one
    ``field: message`` per field instead of pydantic's report (its input echoed, a link to its
    documentation), and so does an argument the tool does not take, which the SDK would drop in
    silence (review: ``pending`` with ``ids`` said only "id: required")."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        from pydantic import ValidationError

        tool = self._tool_manager.get_tool(name)
        if tool is None:
            raise ToolError(ERROR_PREFIX.format(name=name) + "no such tool; the tools are: "
                            + ", ".join(t.name for t in self._tool_manager.list_tools()))
        _refuse_unknown(name, tool.parameters, arguments or {})
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            if not isinstance(exc.__cause__, ValidationError):
                raise
            said = ["{}: {}".format(".".join(str(p) for p in e["loc"]) or "arguments", e["msg"])
                    for e in exc.__cause__.errors()]
            raise ToolError(ERROR_PREFIX.format(name=name) + "; ".join(said)) from None


def _elsewhere(recall: Any, context: Any, query: str, opts: Any, result: Any, tool: str) -> dict[str, Any]:
    """An empty answer that other projects' notes would have filled (what `search` says outside a
    repository): ``other_projects`` and a hint to ask again with ``all_projects``; asked without logging."""
    if result.hits or opts.global_:
        return {}
    import dataclasses

    from reflectgit.recall.render import other_projects

    wider = recall.search(query, dataclasses.replace(opts, global_=True, log=False, gap_log=False, cache=False))
    others = other_projects(wider.hits, None if context.is_global else context.project)
    if not others:
        return {}
    return {"other_projects": others,
            "hint": f"no match in {'global notes' if context.is_global else context.project}; notes of "
                    f"{', '.join(others)} match: call {tool} again with all_projects=true"}


def _refuse_unknown(name: str, schema: dict[str, Any], arguments: dict[str, Any]) -> None:
    """A ToolError naming each argument the tool's schema does not declare, and the ones it does."""
    takes = list(schema.get("properties") or {})
    unknown = [k for k in arguments if k not in takes]
    if unknown:
        what = ", ".join(repr(k) for k in unknown)
        raise ToolError(ERROR_PREFIX.format(name=name) + f"unknown argument{'s' if len(unknown) > 1 else ''} {what}; "
                        f"this tool takes: {', '.join(takes) or 'no arguments'}")


def build_server(svc: Service) -> MCPServer:
    server: MCPServer = _Server("reflectgit", title="reflectgit memory", version=__version__,
                                instructions=INSTRUCTIONS, log_level="WARNING")

    @server.tool(annotations=READ, structured_output=True)
    async def search(query: Query, ctx: Context, limit: Limit = 10,
                     max_tokens: Annotated[int, Field(ge=0, le=20000, description="Token budget for the hits (0 = use limit).")] = 0,
                     all_branches: Annotated[bool, Field(description="Every branch of this project, not only the current and default ones.")] = False,
                     field: FieldName = None,
                     all_projects: Annotated[bool, Field(description="Every project in the memory, not only this one (this one still ranks a little higher).")] = False) -> dict[str, Any]:
        """Recall the lessons this user's memory holds about QUERY: hybrid search (keywords, meaning, related notes), ranked, for the current project and branch plus global notes (every project with all_projects=true). Call it before working on code you have not touched this session, and when an error looks familiar. Returns ids and titles with scores (and one field of each when `field` is given, e.g. field="rule"); an empty list with gated=true means nothing relevant is known here, and `other_projects` names the projects whose notes match. With a team store, `backend` says where the answer came from, and `degraded` (when present) that the team store could not answer: tell the user, since teammates' lessons may be missing. A hit with `disputes` says the opposite of a note the user stands behind and waits for their decision (do not follow it over that note); `disputed_by` names such a challenger. Fetch whole notes with `hydrate`."""
        where = await svc.where(ctx)
        return await svc.run(svc.search, where, query, limit, max_tokens, all_branches, field, all_projects)

    @server.tool(annotations=READ, structured_output=True)
    async def index(query: Query, ctx: Context, limit: Limit = 20,
                    max_tokens: Annotated[int, Field(ge=20, le=5000, description="Token budget of the rows.")] = 300,
                    all_projects: Annotated[bool, Field(description="Every project in the memory, not only this one (this one still ranks a little higher).")] = False) -> dict[str, Any]:
        """Staged recall, step 1: a cheap, token-capped list of candidate notes (id, title, score) for QUERY, so you can pick which ones to read. Then call `hydrate` with the ids worth reading. Use this instead of `search` when context is tight. Like `search`, it takes all_projects, an empty list names in `other_projects` the projects whose notes match, and `backend`/`degraded` say whether the team store answered."""
        where = await svc.where(ctx)
        return await svc.run(svc.index, where, query, limit, max_tokens, all_projects)

    @server.tool(annotations=READ, structured_output=True)
    async def hydrate(ids: Annotated[list[Id], Field(min_length=1, max_length=20, description="Note ids from search or index.")],
                      field: FieldName = None) -> dict[str, Any]:
        """Staged recall, step 2: the full notes (title, rule, fix, problem, tags, body...) for ids picked from `index` or `search`; with `field`, only that field of each. Private spans are never returned."""
        return await svc.run(svc.hydrate, list(ids), field)

    @server.tool(annotations=WRITE, structured_output=True)
    async def add_learning(
            title: Annotated[str, Field(min_length=3, max_length=300, description="One line saying what was learned.")],
            ctx: Context,
            rule: Annotated[str | None, Field(max_length=MAX_TEXT, description="The rule to follow from now on, as an instruction.")] = None,
            fix: Annotated[str | None, Field(max_length=MAX_TEXT, description="What fixed it.")] = None,
            problem: Annotated[str | None, Field(max_length=MAX_TEXT, description="What went wrong.")] = None,
            tags: Annotated[list[Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._/+-]{0,39}$")]] | None,
                            Field(max_length=12, description="A few short topic tags, e.g. ['pytest', 'ci'].")] = None,
            confidence: Confidence = None,
            scope: Annotated[Literal["project", "user", "global"] | None, Field(description="project (default): this project only; user or global: everywhere.")] = None,
    ) -> dict[str, Any]:
        """Remember one durable lesson: a correction the user made, a bug's root cause and fix, a rule or decision to follow next time. Write it so it helps a future session: a clear title and an imperative `rule`; add `problem`/`fix` when there was a bug. Never include secrets. It is checked against what the memory already holds: a twin waits as a pending merge, a restatement strengthens the existing note, a contradiction supersedes an agent's unconfirmed note, and waits for the user's decision against one the user wrote, said or confirmed (confidence >= 0.8, proven). Returns the action taken and the note id. Rate-limited per session."""
        fields: dict[str, Any] = {"title": title}
        if isinstance(confidence, str):
            from reflectgit.note import coerce_confidence

            confidence = coerce_confidence(confidence)  # stored as the CLI stores it: HIGH is 0.9
        for name, value in (("rule", rule), ("fix", fix), ("problem", problem), ("confidence", confidence),
                            ("scope", scope)):
            if value is not None:
                fields[name] = value
        if tags:
            fields["tags"] = list(dict.fromkeys(tags))
        where = await svc.where(ctx)
        return await svc.run(svc.add_learning, where, client_name(ctx), _session_key(ctx), fields, "")

    @server.tool(annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=True,
                                             open_world_hint=False), structured_output=True)
    async def forget(id: Id, reason: Reason, ctx: Context) -> dict[str, Any]:
        """Tombstone a note that is wrong or obsolete: its status becomes 'deleted' with your reason, recall stops returning it, and git history keeps it. Use when the user says a remembered lesson is wrong."""
        return await svc.run(svc.forget, id, reason, client_name(ctx))

    @server.tool(annotations=WRITE, structured_output=True)
    async def set_status(id: Id, status: Literal[STATUSES], ctx: Context,  # type: ignore[valid-type]
                         reason: Annotated[str | None, Field(max_length=500, description="Why (kept as status_reason).")] = None) -> dict[str, Any]:
        """Change a note's lifecycle status: 'demoted' or 'archived' stop recall from returning it, 'active' restores it, 'superseded' marks it replaced. Give a reason."""
        return await svc.run(svc.set_status, id, status, reason, client_name(ctx))

    @server.tool(annotations=WRITE, structured_output=True)
    async def pending(ctx: Context, action: Literal["list", "accept", "reject", "drop"] = "list",
                      id: Annotated[str | None, Field(pattern=ID_RE, description="The pending decision's id (pd-...), for accept/reject/drop.")] = None) -> dict[str, Any]:
        """Decisions the memory left for a person: near-identical twins (merge?) and contradictions with a note the user wrote. 'list' shows them with what each action means; accept/reject/drop resolve one (only when the user asked you to)."""
        return await svc.run(svc.pending, action, id, client_name(ctx))

    @server.tool(annotations=READ, structured_output=True)
    async def status(ctx: Context) -> dict[str, Any]:
        """The memory's state: note counts by status and branch, the last commit, pending decisions, recall statistics, the project and branch this session is recalled for, and its remote: when it last synced, how many commits it is behind (`behind` > 0 or an old `last_sync` means the memory may be stale) and how many wait to be pushed (`ahead`: teammates do not have them yet). With a team store, `team` says whether it answers (`reachable`), whether this role was granted its workspace (`granted`), and `summary` in one line."""
        where = await svc.where(ctx)
        return await svc.run(svc.status, where)

    @server.tool(annotations=READ, structured_output=True)
    async def gaps(limit: Limit = 20) -> dict[str, Any]:
        """Knowledge gaps: recent queries that recalled nothing, newest first (what the memory should learn)."""
        return await svc.run(svc.gaps, limit)

    @server.tool(annotations=WRITE, structured_output=True)
    async def reflect_daily(ctx: Context, dry_run: Annotated[bool, Field(description="Only report what would change (default).")] = True) -> dict[str, Any]:
        """The deterministic daily reflection (no LLM): archive low-value notes, normalize and retag, merge near-duplicates, refresh conventions and promote into MEMORY.md, as one commit. Defaults to a dry run; pass dry_run=false only when the user asks."""
        return await svc.run(svc.reflect_daily, dry_run, client_name(ctx))

    @server.tool(annotations=WRITE, structured_output=True)
    async def promote(ctx: Context, dry_run: Annotated[bool, Field(description="Only report what would change (default).")] = True) -> dict[str, Any]:
        """Promote the notes recalled in several sessions into MEMORY.md's managed block. Defaults to a dry run; read the result through the memory://MEMORY.md resource."""
        return await svc.run(svc.promote, dry_run, client_name(ctx))

    @server.resource("memory://MEMORY.md", name="MEMORY.md", mime_type="text/markdown",
                     description="The core memory: the proven rules promoted from the notes (private spans removed).")
    async def memory_md() -> str:
        return await svc.run(svc.memory_md)

    @server.resource("memory://conventions/{project}", name="conventions", mime_type="text/markdown",
                     description="How a project is worked on, consolidated from its notes by the daily reflection.")
    async def conventions(project: str) -> str:
        return await svc.run(svc.conventions, project)

    @server.resource("note://{id}", name="note", mime_type="text/markdown",
                     description="One note as markdown with YAML frontmatter (private spans removed).")
    async def note(id: str) -> str:
        return await svc.run(svc.note_text, id)

    return server


def serve(kb: KB, http: bool = False, port: int = 8765, warm: bool = True) -> None:
    """Run the server until the client disconnects (stdio) or forever (``http``)."""
    svc = Service(kb)
    if warm:
        svc.pool.submit(svc.warm)  # load while the client initializes; a first call just waits for it
    server = build_server(svc)
    try:
        if http:
            server.run("streamable-http", host="127.0.0.1", port=port)
        else:
            server.run("stdio")
    except BaseException as exc:
        if not _client_gone(exc):
            raise
        _quiet_stdout()  # the client went away mid-call: nothing to answer, nothing to report
    finally:
        svc.pool.shutdown(wait=False, cancel_futures=True)


def _client_gone(exc: BaseException) -> bool:
    """Whether ``exc`` (or every exception of its group) is the client closing its end of stdio."""
    if isinstance(exc, BaseExceptionGroup):
        return all(_client_gone(e) for e in exc.exceptions)
    return isinstance(exc, (BrokenPipeError, ConnectionResetError))


def _quiet_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush does not report the closed pipe."""
    import os
    import sys

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass
