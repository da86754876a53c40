"""The ``reflectgit`` command line: a thin layer over ``reflectgit.kb`` and friends.

Only click is imported at start-up; each command imports what it needs, so ``--help`` and
the git hooks never pay for dulwich, YAML parsing or the embedding model.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from reflectgit import __version__
from reflectgit.errors import ReflectgitError


class Group(click.Group):
    """Turns ReflectgitError into one precise line on stderr and its exit code."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if ctx.parent is None:
            args = hoist_kb(args)
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ReflectgitError as exc:
            click.echo(f"reflectgit: {exc}", err=True)
            ctx.exit(exc.exit_code)
        finally:
            _report_recovered(ctx)


def _report_recovered(ctx: click.Context) -> None:
    """Say so when taking the KB lock undid a write a crashed process left half done."""
    opened = ctx.obj.get("opened", []) if isinstance(ctx.obj, dict) else []
    for kb in opened:
        for line in kb.recovered:
            click.echo(f"reflectgit: {line}", err=True)
        kb.recovered.clear()


def hoist_kb(args: list[str]) -> list[str]:
    """``reflectgit list --kb X`` means ``reflectgit --kb X list``: the global option may follow
    the command, as people type it (never past a ``--``)."""
    out: list[str] = []
    moved: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            out += args[i:]
            break
        if out and a == "--kb" and i + 1 < len(args):
            moved += [a, args[i + 1]]
            i += 2
            continue
        if out and a.startswith("--kb="):
            moved.append(a)
        else:
            out.append(a)
        i += 1
    return moved + out


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


def open_kb(ctx: click.Context):
    from reflectgit.kb import KB

    kb = KB.open(ctx.obj.get("kb"))
    ctx.obj.setdefault("opened", []).append(kb)  # for _report_recovered
    return kb


def detect_context(project: str | None, branch: str | None):
    from reflectgit.project import detect

    return detect(Path.cwd(), project=project, branch=branch)


json_option = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="reflectgit")
@click.option("--kb", "kb_path", metavar="PATH", help="KB to use (default: $REFLECTGIT_HOME or ~/.reflectgit).")
@click.pass_context
def cli(ctx: click.Context, kb_path: str | None) -> None:
    """reflectgit: a git-native memory for coding agents. Correct once, never again."""
    ctx.ensure_object(dict)
    ctx.obj["kb"] = kb_path
    if ctx.invoked_subcommand not in (None, "reflect", "hook", "merge-driver", "daemon", "init", "clone", "demo"):
        _heartbeat(kb_path)


def _heartbeat(kb_path: str | None) -> None:
    """Start a missed or due daily reflection in the background (cheap: a state file, a listing).

    A heartbeat never breaks the command it rides on, but a failure is logged to
    ``.reflectgit/reflection.log`` and shown by ``schedule status`` (``reflectgit.background``)."""
    from reflectgit import background, config

    kb = None
    try:
        kb = config.kb_path(kb_path)
        from reflectgit.reflection.schedule import heartbeat

        heartbeat(kb)
        background.clear(kb, "heartbeat")
    except Exception as exc:  # noqa: BLE001 - logged, never raised into the command
        background.record(kb, "heartbeat", exc)


# -- KB lifecycle ---------------------------------------------------------------------------

@cli.command()
@click.argument("path", required=False)
@click.option("--remote", metavar="URL", help="Git remote to sync the KB with (saved as 'origin').")
@click.pass_context
def init(ctx: click.Context, path: str | None, remote: str | None) -> None:
    """Create the KB (a git repository of notes). Safe to run again."""
    from reflectgit.kb import KB

    kb, changed = KB.init(path or ctx.obj.get("kb"), remote=remote)
    if changed:
        click.echo(f"Initialized reflectgit KB in {kb.path}")
    else:
        click.echo(f"reflectgit KB already initialized in {kb.path}; nothing changed")


@cli.command()
@click.argument("url")
@click.argument("path", required=False)
@click.pass_context
def clone(ctx: click.Context, url: str, path: str | None) -> None:
    """Join an existing KB from a git remote (another machine, a shared repo)."""
    from reflectgit.kb import KB

    kb = KB.clone(url, path or ctx.obj.get("kb"))
    click.echo(f"Cloned reflectgit KB from {url} into {kb.path} ({len(kb.note_files())} notes)")


# -- notes ----------------------------------------------------------------------------------

@cli.command()
@click.option("--title", "-t", help="One line saying what was learned.")
@click.option("--rule", help="The rule to follow from now on.")
@click.option("--fix", "fix_", help="What fixed it.")
@click.option("--problem", help="What went wrong.")
@click.option("--key-insight", help="The one sentence worth remembering.")
@click.option("--tags", help="Comma-separated tags.")
@click.option("--confidence", help="0..1, or HIGH / MEDIUM / LOW.")
@click.option("--category", help="Category, e.g. tooling, reliability, testing.")
@click.option("--type", "type_", help="Type, e.g. correction, decision, fact, preference.")
@click.option("--subject", help="What the note is about.")
@click.option("--scope", type=click.Choice(["user", "project", "global"]), help="Who it applies to.")
@click.option("--body", help="Markdown body text.")
@click.option("--link", "links", multiple=True, help="A URL or note id this relates to (repeatable).")
@click.option("--entity", "entities", multiple=True, help="An entity the note mentions (repeatable).")
@click.option("--relation", "relations", multiple=True, metavar="TYPE:TARGET", help="Typed relation (repeatable).")
@click.option("--forget-after", help="ISO date after which the note expires.")
@click.option("--file", "-f", "file_", metavar="PATH", help="Read a note (markdown, optional frontmatter); '-' is stdin.")
@click.option("--project", help="Project id (default: from the current git repo).")
@click.option("--branch", help="Branch (default: the current git branch).")
@json_option
@click.pass_context
def add(ctx: click.Context, file_: str | None, project: str | None, branch: str | None, as_json: bool,
        **opts: Any) -> None:
    """Add a learning from flags, a file, or stdin."""
    from reflectgit.config import max_note_bytes
    from reflectgit.note import Note, parse_field_value

    kb = open_kb(ctx)
    fields: dict[str, Any] = {}
    body = ""
    source_name = None
    if file_ is None and not opts.get("title") and not sys.stdin.isatty():
        file_ = "-"
    if file_ is not None:
        source_name = "<stdin>" if file_ == "-" else file_
        data = sys.stdin.buffer.read() if file_ == "-" else _read_input_file(file_)
        parsed = Note.parse(data, path=source_name, limit=max_note_bytes())
        fields, body = parsed.fields(), parsed.body
    flag_fields = {
        "title": opts["title"], "rule": opts["rule"], "fix": opts["fix_"], "problem": opts["problem"],
        "key_insight": opts["key_insight"], "tags": opts["tags"], "confidence": opts["confidence"],
        "category": opts["category"], "type": opts["type_"], "subject": opts["subject"],
        "scope": opts["scope"], "forget_after": opts["forget_after"],
    }
    for name, value in flag_fields.items():
        if value is not None:
            fields[name] = parse_field_value(name, value) if name in ("confidence",) else value
    if opts["links"]:
        fields["links"] = list(opts["links"])
    if opts["entities"]:
        fields["entities"] = list(opts["entities"])
    if opts["relations"]:
        fields["relations"] = parse_field_value("relations", ",".join(opts["relations"]))
    if opts["body"] is not None:
        body = opts["body"] if opts["body"].endswith("\n") or not opts["body"] else opts["body"] + "\n"
    if project:
        fields["project"] = project
    if branch:
        fields["branch"] = branch
    context = detect_context(fields.get("project"), fields.get("branch"))
    note = kb.add(fields, body, context=context, source=source_name)
    if as_json:
        emit_json(_note_json(kb, note))
    else:
        click.echo(f"Added {note.id}: {note.title}")
        click.echo(f"  {note.path.relative_to(kb.path)}")


def _read_input_file(name: str) -> bytes:
    from reflectgit.config import max_note_bytes
    from reflectgit.errors import NoteError

    p = Path(name)
    if not p.is_file():
        raise NoteError("no such file", file=name, field="file")
    size = p.stat().st_size
    if size > max_note_bytes():
        raise NoteError(f"file is {size} bytes, larger than the {max_note_bytes()}-byte limit "
                        "(REFLECTGIT_MAX_NOTE_BYTES)", file=name, field="size")
    return p.read_bytes()


def _note_json(kb, note) -> dict[str, Any]:
    d = note.to_dict()
    if note.path is not None:
        d["path"] = note.path.relative_to(kb.path).as_posix()
    return d


@cli.command()
@click.argument("ref", metavar="ID")
@json_option
@click.pass_context
def show(ctx: click.Context, ref: str, as_json: bool) -> None:
    """Print one note (by id, unique id prefix, or path)."""
    kb = open_kb(ctx)
    note = kb.get(ref)
    if as_json:
        emit_json(_note_json(kb, note))
    else:
        click.echo(note.to_bytes().decode("utf-8"), nl=False)


LIST_KEYS = ("id", "title", "project", "branch", "status", "scope", "category", "type", "tags",
             "confidence", "created", "updated")


@cli.command("list")
@click.option("--project", help="Only this project.")
@click.option("--branch", help="Only this branch.")
@click.option("--status", type=click.Choice(["active", "archived", "superseded", "demoted", "deleted"]))
@click.option("--tag", help="Only notes with this tag.")
@json_option
@click.pass_context
def list_(ctx: click.Context, project: str | None, branch: str | None, status: str | None,
          tag: str | None, as_json: bool) -> None:
    """List the notes of the KB (all of them unless filtered)."""
    kb = open_kb(ctx)
    notes = sorted((n.redacted() for n in kb.notes(project=project, branch=branch, status=status, tag=tag)),
                   key=lambda n: (str(n["created"] or ""), n.id), reverse=True)
    rows = []
    for n in notes:
        row = {k: (n.confidence if k == "confidence" else n[k]) for k in LIST_KEYS}
        row["tags"] = n.tags
        row["path"] = n.path.relative_to(kb.path).as_posix()
        rows.append(row)
    if as_json:
        emit_json(rows)
        return
    if not rows:
        click.echo("No notes.")
        return
    for r in rows:
        shard = f"{r['project']}/{r['branch']}"
        click.echo(f"{r['id']}  {r['status']:<10}  {shard:<28}  {r['title']}")


@cli.command()
@click.argument("ref", metavar="ID")
@click.pass_context
def edit(ctx: click.Context, ref: str) -> None:
    """Open a note in $EDITOR; it is validated before anything is committed."""
    kb = open_kb(ctx)
    path = kb.resolve(ref)
    before = path.read_bytes()
    edited = _run_editor(kb, path, before)
    if edited == before:
        click.echo(f"{path.stem}: no changes")
        return
    try:
        new = kb.replace(path, edited, expected=before)
    except ReflectgitError as exc:
        exc.message += f"; nothing was changed, your edit is saved in {_rescue(kb, path.stem, edited)}"
        raise
    except (ValueError, UnicodeError) as exc:  # bad input a parser did not name: still a one-liner
        from reflectgit.errors import NoteError

        raise NoteError(f"{exc}; nothing was changed, your edit is saved in {_rescue(kb, path.stem, edited)}",
                        file=path, field="content") from None
    except BaseException:
        click.echo(f"reflectgit: your edit is saved in {_rescue(kb, path.stem, edited)}", err=True)
        raise
    click.echo(f"Edited {new.id}: {new.title}")


def _run_editor(kb, path: Path, before: bytes) -> bytes:
    """The bytes the user saved, exactly; the editor works on a copy so the note is never
    half-written, and a copy the editor deleted or failed on is reported, not a traceback."""
    import shutil
    import tempfile

    from reflectgit.errors import NoteError

    folder = Path(tempfile.mkdtemp(prefix="reflectgit-edit-"))
    copy = folder / path.name
    try:
        copy.write_bytes(before)
        try:
            click.edit(filename=str(copy))
        except click.ClickException as exc:
            typed = copy.read_bytes() if copy.exists() else before
            saved = f", your text is saved in {_rescue(kb, path.stem, typed)}" if typed != before else ""
            raise NoteError(f"{exc.format_message()}; nothing was changed{saved}", file=path, field="editor") from None
        try:
            return copy.read_bytes()
        except FileNotFoundError:
            raise NoteError(f"the editor deleted the file it was editing ({copy}); nothing was changed",
                            file=path, field="editor") from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _rescue(kb, note_id: str, data: bytes) -> Path:
    """Keep what the user typed, byte for byte, in .reflectgit/rescued/ (never in the KB)."""
    import time

    folder = kb.derived_dir() / "rescued"
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    target = folder / f"{note_id}-{stamp}.md"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{note_id}-{stamp}-{n}.md"
    target.write_bytes(data)
    return target


@cli.command("set")
@click.argument("ref", metavar="ID")
@click.argument("field")
@click.argument("value", required=False)
@click.option("--unset", is_flag=True, help="Remove the field instead of setting it.")
@click.option("--reason", help="Why (stored as status_reason when FIELD is status).")
@json_option
@click.pass_context
def set_(ctx: click.Context, ref: str, field: str, value: str | None, unset: bool, reason: str | None,
         as_json: bool) -> None:
    """Set one field: `set ID status demoted`, `set ID tags a,b`, `set ID confidence HIGH`."""
    from reflectgit.errors import NoteError
    from reflectgit.note import parse_field_value

    kb = open_kb(ctx)
    if unset:
        typed = None
    elif value is None:
        raise NoteError("give a VALUE, or --unset to remove the field", field=field)
    else:
        typed = parse_field_value(field, value)
    note = kb.set_field(ref, field, typed, reason=reason)
    if as_json:
        emit_json(_note_json(kb, note))
    else:
        click.echo(f"{note.id}: {field} {'removed' if unset else '= ' + json.dumps(note[field], ensure_ascii=False)}")


@cli.command()
@click.argument("ref", metavar="ID")
@click.option("--reason", required=True, help="Why the note should be forgotten.")
@click.option("--purge", is_flag=True, help="Also remove the file (git history keeps it).")
@click.pass_context
def forget(ctx: click.Context, ref: str, reason: str, purge: bool) -> None:
    """Tombstone a note: status 'deleted' with a reason; recall stops using it."""
    kb = open_kb(ctx)
    note = kb.forget(ref, reason, purge=purge)
    click.echo(f"Forgot {note.id}: {note.title}" + (" (file purged)" if purge else ""))


@cli.command()
@click.argument("ref", metavar="ID")
@click.option("--no-diff", is_flag=True, help="Only list the commits.")
@json_option
@click.pass_context
def history(ctx: click.Context, ref: str, no_diff: bool, as_json: bool) -> None:
    """The note's commits, newest first, with actor, operation and diff."""
    kb = open_kb(ctx)
    entries = kb.history(ref, with_diff=not no_diff)
    if as_json:
        emit_json(entries)
        return
    for e in entries:
        click.echo(f"{e['commit'][:10]}  {e['time']}  {e['actor']:<12}  {e['op']}")
        if not no_diff and e.get("diff"):
            for line in e["diff"].splitlines():
                click.echo("    " + line)


@cli.command()
@json_option
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """KB path, note counts, last commit, uncommitted changes and configuration."""
    kb = open_kb(ctx)
    st = kb.status()
    if as_json:
        from reflectgit.cli_team import status_block

        emit_json(dict(st, **({"team": team} if (team := status_block(kb)) else {})))
        return
    click.echo(f"KB: {st['kb']}")
    click.echo(f"Remote: {st['remote'] or '(none)'}")
    click.echo(f"Notes: {st['notes']}  " + "  ".join(f"{k}={v}" for k, v in st["by_status"].items()))
    for shard, n in st["by_branch"].items():
        click.echo(f"  {shard}: {n}")
    last = st["last_commit"]
    if last:
        click.echo(f"Last commit: {last['commit'][:10]} {last['time']} [{last['actor']}] {last['subject']}")
    if st["uncommitted"]:
        click.echo(f"Uncommitted: {len(st['uncommitted'])} file(s) — run `reflectgit doctor --fix`")
    if st.get("contradictions"):
        click.echo(f"Contradictions: {len(st['contradictions'])} note(s) kept two versions when merged: "
                   + " ".join(st["contradictions"][:10]) + " — resolve with `reflectgit edit ID`")
    if st["configured"]:
        click.echo("Configured: " + ", ".join(f"{k}={v}" for k, v in st["configured"].items()))
    llm = st.get("llm") or {}
    if llm.get("configured") or llm.get("tokens_month"):
        click.echo(f"LLM: {llm['calls_today']} call(s) today, {llm['tokens_today']} of {llm['daily_budget_tokens']} "
                   f"daily tokens, ~${llm['cost_today']} today, ~${llm['cost_month']} this month")
    rec = st.get("recall") or {}
    if rec.get("recalls"):
        click.echo(f"Recall: {rec['recalls']} queries, {rec['tokens_recalled']} tokens recalled, "
                   f"{rec['cache_hits']} from cache, {rec['gaps']} knowledge gaps"
                   + (f", follow-up rate {rec['followup_rate']}" if rec.get("followup_rate") is not None else ""))


@cli.command()
@click.option("--fix", is_flag=True, help="Apply the safe repairs.")
@json_option
@click.pass_context
def doctor(ctx: click.Context, fix: bool, as_json: bool) -> None:
    """Validate every note and the repository, and say how to fix what is wrong."""
    from reflectgit import doctor as doc

    kb = open_kb(ctx)
    fixed = doc.repair(kb) if fix else []
    findings = doc.check(kb)
    errors = [f for f in findings if f.level == "error"]
    if as_json:
        emit_json({"ok": not errors, "fixed": fixed, "findings": [f.to_dict() for f in findings]})
    else:
        for line in fixed:
            click.echo(f"fixed: {line}")
        for f in findings:
            where = f"{f.path}" + (f" field '{f.field}'" if f.field else "")
            click.echo(f"{f.level}: {where}: {f.message}\n  fix: {f.fix}")
        if not findings:
            click.echo(f"KB {kb.path} is healthy ({len(kb.note_files())} notes).")
    if errors:
        ctx.exit(1)


# -- index and recall ------------------------------------------------------------------------

@cli.command()
@click.option("--full", is_flag=True, help="Re-read every note instead of only what changed.")
@json_option
@click.pass_context
def reindex(ctx: click.Context, full: bool, as_json: bool) -> None:
    """Bring the derived index (.reflectgit/) up to date with the notes."""
    from reflectgit.index import Index

    kb = open_kb(ctx)
    index = Index(kb)
    if as_json or not sys.stderr.isatty():
        report = index.sync(full=full)
    else:
        with click.progressbar(length=1, label="Indexing", file=sys.stderr) as bar:
            def progress(done: int, total: int) -> None:
                bar.length = total
                bar.update(done - bar.pos)
            report = index.sync(full=full, progress=progress)
    from reflectgit.team.publish import describe, publish_if_configured

    published = publish_if_configured(kb, full=full, index=index)  # team mode: share what was derived
    if as_json:
        emit_json(dict(report.to_dict(), **({"team": published} if published else {})))
        return
    if report.skipped:
        click.echo("Index is up to date.")
    else:
        click.echo(f"Indexed: {report.added} added, {report.updated} updated, {report.removed} removed, "
                   f"{report.embedded} embedded" + (" (full)" if report.full else ""))
    if published:
        click.echo(describe(published))
    for err in report.errors:
        click.echo(f"skipped {err['path']}: field '{err['field']}': {err['message']}", err=True)


def recall_options(fn):
    """The options every recall command shares (search, index)."""
    opts = [
        click.option("--limit", "-n", default=10, show_default=True, help="Most hits to return."),
        click.option("--all-branches", is_flag=True, help="Every branch of the current project."),
        click.option("--global", "global_", is_flag=True, help="Every project (current project ranks a little higher)."),
        click.option("--include-inactive", is_flag=True,
                     help="Also demoted, superseded, archived, deleted, hidden, expired notes (marked)."),
        click.option("--min-overlap", type=float, default=None,
                     help="OOD gate: least share of query terms the top hits must contain (0 = gate off)."),
        click.option("--max-tokens", type=int, default=0, help="Token budget for the hits (0 = fixed --limit)."),
        click.option("--arm", "arms", multiple=True, type=click.Choice(["bm25", "vector", "graph", "episode"]),
                     help="Run only these arms."),
        click.option("--no-temporal", is_flag=True, help="Do not read date phrases in the query."),
        click.option("--no-rerank", is_flag=True, help="Skip the reranker."),
        click.option("--no-replies", is_flag=True,
                     help="Do not read a reply with the question it answers (same session, previous chunk)."),
        click.option("--no-mmr", is_flag=True, help="Skip MMR diversity."),
        click.option("--no-boosts", is_flag=True, help="Skip confidence/recency/tag/proof boosts."),
        click.option("--no-cache", is_flag=True, help="Do not serve or store cached results."),
        click.option("--no-gap-log", is_flag=True, help="Do not log a zero-result query as a knowledge gap."),
        click.option("--project", help="Project to recall for (default: the current git repo's)."),
        click.option("--branch", help="Branch to recall for (default: the current branch)."),
        click.option("--corpus", metavar="NAME", help="Only the notes of this corpus (`reflectgit corpus build`)."),
    ]
    for o in reversed(opts):
        fn = o(fn)
    return fn


def build_options(kw: dict[str, Any], **extra: Any):
    from reflectgit.recall import ARMS, Options

    opts = Options(limit=kw["limit"], all_branches=kw["all_branches"], global_=kw["global_"],
                   include_inactive=kw["include_inactive"], max_tokens=kw["max_tokens"],
                   arms=tuple(kw["arms"]) or ARMS, temporal=not kw["no_temporal"], rerank=not kw["no_rerank"],
                   mmr=not kw["no_mmr"], boosts=not kw["no_boosts"], cache=not kw["no_cache"],
                   gap_log=not kw["no_gap_log"], session=_session(), **extra)
    if kw["no_replies"]:
        opts.reply_weight = 0.0
    if kw["min_overlap"] is not None:
        opts.min_overlap = kw["min_overlap"]
    return opts


def _session() -> str | None:
    from reflectgit.config import session_id

    return session_id()


def run_recall(ctx: click.Context, query: str, kw: dict[str, Any], **extra: Any):
    """Ask the KB's warm recall server; without one, recall in-process and start one."""
    import dataclasses

    from reflectgit.recall import Result, daemon

    kb = open_kb(ctx)
    context = detect_context(kw["project"], kw["branch"])
    if kw.get("corpus"):
        from reflectgit.corpus import load

        extra["corpus"] = tuple(load(kb, kw["corpus"])["ids"])
    opts = build_options(kw, **extra)
    if daemon.enabled():
        ctx_fields = {k: v for k, v in dataclasses.asdict(context).items() if k != "repo"}
        reply = daemon.request(kb, {"op": "search", "query": query, "options": dataclasses.asdict(opts),
                                    "context": ctx_fields})
        if reply is not None:
            return kb, Result.from_dict(reply["result"])
    from reflectgit.recall.pipeline import Recall

    result = Recall(kb, context).search(query, opts)
    if daemon.enabled():
        daemon.spawn(kb)
    return kb, result


@cli.command()
@click.argument("query")
@recall_options
@click.option("--field", help="Print only this field of each hit (rule, fix, problem, ...).")
@click.option("--explain", is_flag=True, help="Show each stage: arms, fusion, rerank, boosts, MMR, gate.")
@json_option
@click.pass_context
def search(ctx: click.Context, query: str, field: str | None, explain: bool, as_json: bool, **kw: Any) -> None:
    """Recall the notes that answer QUERY (hybrid: BM25 + vectors + graph)."""
    kb, result = run_recall(ctx, query, kw, field=field)
    if as_json:
        emit_json(result.to_dict())
        return
    if not result.hits:
        why = ("out of domain: nothing relevant enough" if result.gated
               else result.explain.get("budget") or "no matching notes")
        click.echo(f"No results ({why}).")
    for i, h in enumerate(result.hits, start=1):
        arms_txt = " ".join(f"{a}#{r}" for a, r in h.ranks.items())
        mark = f" [{h.status}]" if h.inactive else ""
        click.echo(f"{i:>2}. {h.id}  {h.title}{mark}  ({h.score:.4f}; {arms_txt})")
        if h.via:
            click.echo(f"      graph: {h.via['edge']}" + (f" via {h.via['entity']}" if h.via['entity'] else "")
                       + f" from {h.via['from']}")
        if field:
            click.echo(f"      {field}: {h.value if h.value is not None else '-'}")
    if explain:
        ex = result.explain
        click.echo("\nexplain:" + (" (served from the fuzzy cache)" if result.cached else ""))
        if result.window:
            click.echo(f"  date phrase: {result.window['phrase']!r} -> {result.window['start']} .. {result.window['end']}")
        elif ex.get("window"):
            click.echo(f"  date phrase: {ex['window']}")
        for arm, ids in ex.get("arms", {}).items():
            click.echo(f"  {arm}: {' '.join(ids) or '-'}")
        click.echo(f"  fusion: {ex.get('fusion')}; candidates in scope: {ex.get('candidates')}; "
                   f"floors dropped: {ex.get('floors') or 'none'}")
        click.echo(f"  rerank: {ex.get('rerank')}; mmr: {ex.get('mmr')}")
        for h in result.hits:
            click.echo(f"  {h.id}: fused {h.fused:.4f} rerank {h.rerank} boosts {h.boosts or '-'} -> {h.score:.4f}")
        click.echo(f"  gate: {json.dumps(result.gate)}")
        econ = result.economics
        click.echo(f"  tokens: {result.tokens} (index view {econ.get('discovery_tokens')}, "
                   f"saves {econ.get('savings_pct')}% when hydrating selectively)")


@cli.command("index")
@click.argument("query")
@recall_options
@json_option
@click.pass_context
def index_cmd(ctx: click.Context, query: str, as_json: bool, **kw: Any) -> None:
    """Staged recall, step 1: token-capped id + title rows; then `hydrate` the ids you want."""
    budget = kw.pop("max_tokens") or 300
    kw["max_tokens"] = 0
    kb, result = run_recall(ctx, query, kw)
    rows, used = [], 0
    for h in result.hits:
        cost = 8 + len(h.title) // 4
        if rows and used + cost > budget:
            break
        rows.append({"id": h.id, "title": h.title, "score": h.score, "tokens": h.tokens})
        used += cost
    if as_json:
        emit_json({"query": query, "rows": rows, "tokens": used, "gated": result.gated})
        return
    if not rows:
        click.echo("No results.")
    for r in rows:
        click.echo(f"[{r['id']}] {r['title']}  score {r['score']:.3f}  ({r['tokens']} tokens)")


@cli.command()
@click.argument("refs", nargs=-1, required=True, metavar="ID...")
@click.option("--field", help="Only this field of each note.")
@json_option
@click.pass_context
def hydrate(ctx: click.Context, refs: tuple[str, ...], field: str | None, as_json: bool) -> None:
    """Staged recall, step 2: the full notes for the ids picked from `index`."""
    kb = open_kb(ctx)
    notes = [kb.get(r).redacted() for r in refs]  # recall output: no private span (`show` has the file)
    if as_json:
        emit_json([({"id": n.id, field: (n.body if field == "body" else n.get(field))} if field
                    else _note_json(kb, n)) for n in notes])
        return
    for n in notes:
        if field:
            click.echo(f"[{n.id}] {field}: {n.body if field == 'body' else n.get(field)}")
        else:
            click.echo(n.to_bytes().decode("utf-8"), nl=False)
            click.echo("")


@cli.command()
@click.option("--limit", default=50, show_default=True)
@json_option
@click.pass_context
def gaps(ctx: click.Context, limit: int, as_json: bool) -> None:
    """Knowledge gaps: recent queries that recalled nothing (what the KB should learn)."""
    from reflectgit import recall_log

    kb = open_kb(ctx)
    rows = recall_log.gaps(kb.derived_dir(), limit)
    if as_json:
        emit_json(rows)
        return
    if not rows:
        click.echo("No knowledge gaps logged.")
    for r in rows:
        click.echo(f"{r['project'] or '-'}/{r['branch'] or '-'}  {r['query']}")


@cli.command()
@click.option("--percentile", default=5.0, show_default=True, help="Floor = this percentile of true-match scores.")
@json_option
@click.pass_context
def calibrate(ctx: click.Context, percentile: float, as_json: bool) -> None:
    """Seed per-arm score floors (R12) from the KB itself; saved in .reflectgit/calibration.json."""
    from reflectgit.recall.calibrate import calibrate as run

    kb = open_kb(ctx)
    floors = run(kb, percentile=percentile)
    if as_json:
        emit_json(floors)
        return
    for arm, value in floors["floors"].items():
        click.echo(f"{arm}: min score {value}")
    click.echo(f"(from {floors['queries']} self-queries; override with REFLECTGIT_ARM_<ARM>_MIN_SCORE)")


@cli.group("daemon")
def daemon_group() -> None:
    """The warm recall server (started automatically by search; REFLECTGIT_DAEMON=0 turns it off)."""


@daemon_group.command("run")
@click.option("--idle", type=float, default=None, help="Exit after this many idle seconds.")
@click.pass_context
def daemon_run(ctx: click.Context, idle: float | None) -> None:
    """Serve recall requests in the foreground."""
    from reflectgit.recall import daemon

    daemon.serve(open_kb(ctx.find_root()), idle=idle)


@daemon_group.command("start")
@click.pass_context
def daemon_start(ctx: click.Context) -> None:
    """Start the server in the background and wait until it answers."""
    import time

    from reflectgit.recall import daemon

    kb = open_kb(ctx.find_root())
    if not daemon.status(kb)["running"]:
        daemon.spawn(kb)
    for _ in range(1800):  # a large KB takes a while to load (model, vectors, graph)
        st = daemon.status(kb)
        if st["running"]:
            click.echo(f"recall server running (pid {st['pid']}, {st['socket']})")
            return
        time.sleep(0.1)
    raise click.ClickException(f"the recall server did not start; see {kb.derived_dir() / 'daemon.log'}")


@daemon_group.command("stop")
@click.pass_context
def daemon_stop(ctx: click.Context) -> None:
    """Stop the server."""
    from reflectgit.recall import daemon

    click.echo("stopped" if daemon.stop(open_kb(ctx.find_root())) else "not running")


@daemon_group.command("status")
@json_option
@click.pass_context
def daemon_status(ctx: click.Context, as_json: bool) -> None:
    """Whether the server is running."""
    from reflectgit.recall import daemon

    st = daemon.status(open_kb(ctx.find_root()))
    if as_json:
        emit_json(st)
    else:
        click.echo(f"running (pid {st['pid']})" if st["running"] else "not running")


@cli.command()
@click.option("--keep", is_flag=True, help="Keep the throwaway KB and code repo afterwards.")
def demo(keep: bool) -> None:
    """A scripted walk-through on a throwaway KB and code repo."""
    from reflectgit.demo import run

    run(keep=keep)


def _register_more_commands() -> None:
    """sync, merge-driver and hooks; export, import and corpus live in their own modules;
    importing them registers them."""
    import importlib

    importlib.import_module("reflectgit.cli_git")
    importlib.import_module("reflectgit.cli_transfer")
    importlib.import_module("reflectgit.cli_reflect")
    importlib.import_module("reflectgit.cli_agent")
    importlib.import_module("reflectgit.cli_mcp")
    importlib.import_module("reflectgit.cli_team")


_register_more_commands()


def main() -> None:
    cli(prog_name="reflectgit")


if __name__ == "__main__":
    main()
