"""Commands on the KB and its notes: init, clone, add, show, list, edit, set, forget, history,
status, doctor and reindex."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from reflectgit.cli.common import detect_context, emit_json, json_option, note_json, on_terminal, open_kb
from reflectgit.errors import ReflectgitError

commands = click.Group()

# -- the KB ---------------------------------------------------------------------------

@commands.command()
@click.argument("path", required=False)
@click.option("--remote", metavar="URL", help="Git remote to sync the KB with (saved as 'origin').")
@click.pass_context
def init(ctx: click.Context, path: str | None, remote: str | None) -> None:
    """Create the KB (a git repository of notes). Safe to run again."""
    from reflectgit import config
    from reflectgit.kb import KB

    existed = (config.kb_path(path or ctx.obj.get("kb")) / ".git").exists()
    kb, changed = KB.init(path or ctx.obj.get("kb"), remote=remote)
    if changed and existed:
        click.echo(f"reflectgit KB already initialized in {kb.path}; completed it"
                   + (f" and set its remote origin to {remote}" if remote else ""))
    elif changed:
        click.echo(f"Initialized reflectgit KB in {kb.path}")
    else:
        click.echo(f"reflectgit KB already initialized in {kb.path}; nothing changed")
    if kb.unreachable_remote:
        click.echo(unreachable_hint(str(remote), kb.unreachable_remote), err=True)


def unreachable_hint(remote: str, why: str) -> str:
    """What to do when `init --remote` could not reach the remote: it is kept, sync retries."""
    return (f"reflectgit: could not reach {remote} now ({why}); it is kept as origin: create it (`git init "
            "--bare PATH`, or an empty repository on your git host) and run `reflectgit sync`, or fix the URL "
            "with `reflectgit init --remote URL`")


@commands.command()
@click.argument("url")
@click.argument("path", required=False)
@click.pass_context
def clone(ctx: click.Context, url: str, path: str | None) -> None:
    """Join an existing KB from a git remote (another machine, a shared repo)."""
    from reflectgit.kb import KB

    kb = KB.clone(url, path or ctx.obj.get("kb"))
    click.echo(f"Cloned reflectgit KB from {url} into {kb.path} ({len(kb.note_files())} notes)")


# -- notes ----------------------------------------------------------------------------------

@commands.command()
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
@click.option("--force", is_flag=True, help="Add it even when an active note already says exactly the same.")
@json_option
@click.pass_context
def add(ctx: click.Context, file_: str | None, project: str | None, branch: str | None, force: bool,
        as_json: bool, **opts: Any) -> None:
    """Add a learning from flags, a file, or stdin.

    An exact twin of an active note (the same title and rule, fix, problem and key insight, or
    body) is not added again: the note that holds it is named (exit 0; `--force` adds it anyway).
    A note saying the opposite of an active one supersedes it, or, when a person wrote that one,
    waits for your decision as a pending contradiction (`reflectgit pending`); --json says which
    (supersedes, disputes).
    """
    from reflectgit import api, pending
    from reflectgit.recall.render import disputed_lines
    from reflectgit.twins import AlreadyThere

    kb = open_kb(ctx)
    source_name = None
    data = None
    if file_ is None and opts.get("title") is None and not sys.stdin.isatty():  # `--title ""` is a flag
        file_ = "-"
    if file_ is not None:
        source_name = "<stdin>" if file_ == "-" else file_
        data = sys.stdin.buffer.read() if file_ == "-" else _read_input_file(file_)
    flags = {name: opts[FLAG_NAMES.get(name, name)] for name in api.ADD_FIELDS}
    flags.update(links=opts["links"], entities=opts["entities"], relations=opts["relations"])
    fields, body = api.compose_note(data, source_name, flags, opts["body"])
    try:
        note, team = api.add_note(kb, fields, body, source=source_name, project=project, branch=branch, force=force)
    except AlreadyThere as held:
        twin = held.note
        if as_json:
            emit_json(dict(note_json(kb, twin), added=False, duplicate_of=twin.id))
        else:
            click.echo(f"Already in the KB as {twin.id}: {twin.redacted().title} — nothing added "
                       "(`--force` adds it anyway)")
            click.echo(f"  {note_json(kb, twin)['path']}")
        return
    marks = pending.disputes(kb.path).of(note.id)
    replaced = [r["target"] for r in note.get("relations") or [] if isinstance(r, dict) and r.get("type") == "supersedes"]
    if replaced:
        marks["supersedes"] = replaced
    if as_json:
        emit_json(dict(note_json(kb, note), added=True, **marks, **({"team": team} if team else {})))
    else:
        click.echo(f"Added {note.id}: {note.redacted().title}")  # the file keeps <private> spans; the screen never
        click.echo(f"  {note_json(kb, note)['path']}")
        for old in replaced:
            click.echo(f"  supersedes {old}, which said the opposite")
        for line in disputed_lines(marks.get("disputes"), None):
            click.echo(f"reflectgit: {line}", err=True)
        _say_published(team)


def _say_published(team: dict[str, Any] | None) -> None:
    """Team mode: what publishing the change did, in one line (`reindex` and `sync` say it alike)."""
    if team:
        from reflectgit.team.publish import describe

        click.echo(describe(team))


FLAG_NAMES = {"fix": "fix_", "type": "type_"}  # fields whose flag parameter is renamed (a builtin)


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


@commands.command()
@click.argument("ref", metavar="ID")
@json_option
@click.pass_context
def show(ctx: click.Context, ref: str, as_json: bool) -> None:
    """Print one note (by id, unique id prefix, or path).

    A note a pending contradiction puts in doubt says so on stderr (the note's file stays the output)
    and in --json (disputes: the notes it says the opposite of, disputed_by: those saying the
    opposite of it)."""
    from reflectgit import api, pending
    from reflectgit.recall.render import disputed_lines

    kb = open_kb(ctx)
    note = api.get_note(kb, ref)
    marks = pending.disputes(kb.path).of(note.id)
    if as_json:
        emit_json({**note_json(kb, note), **marks})
    else:
        click.echo(note.to_bytes().decode("utf-8"), nl=False)
        for line in disputed_lines(marks.get("disputes"), marks.get("disputed_by")):
            click.echo(f"reflectgit: {line}", err=True)


LIST_KEYS = ("id", "title", "project", "branch", "status", "scope", "category", "type", "tags",
             "confidence", "created", "updated")


@commands.command("list")
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
        row["hidden"] = bool(n.get("hidden"))  # archived by the daily pass or a reflection: kept, not recalled
        row["path"] = note_json(kb, n)["path"]
        row["problem"] = _problem(n)
        rows.append(row)
    if status is None and tag is None:  # files that do not even parse (broken YAML): named, not left out
        from reflectgit.project import slug

        listed = {r["path"] for r in rows}
        wanted = [rel for rel in kb.note_relpaths() if rel not in listed
                  and (not project or rel.split("/")[1] == slug(project))
                  and (not branch or rel.split("/")[2] == slug(branch))]
        for rel, problem in kb.refused_notes(wanted).items():
            rows.append({**dict.fromkeys(LIST_KEYS), "id": rel.rsplit("/", 1)[-1][:-3], "tags": [], "hidden": False,
                         "path": rel, "problem": problem})
    if as_json:
        emit_json(rows)
        return
    if not rows:
        click.echo("No notes.")
        return
    for r in rows:
        if r["problem"]:  # a file the index refuses: say why instead of "None None/None"
            title = f"  {r['title']}" if r["title"] else ""  # a file that does not parse has none
            click.echo(f"{r['id']}  {'invalid':<10}  {r['path']:<28}{title}  ({r['problem']}; not searched)")
            continue
        shard = f"{r['project']}/{r['branch']}"
        shown = f"{r['status']}, hidden" if r["hidden"] else str(r["status"])
        click.echo(f"{r['id']}  {shown:<10}  {shard:<28}  {r['title']}")


def _problem(note: Any) -> str | None:
    """Why the index refuses this note ("field 'created': is required"), None when it is valid."""
    from reflectgit.errors import NoteError
    from reflectgit.note import validate

    try:
        validate(note)
    except NoteError as exc:
        return f"field '{exc.field}': {exc.message}" if exc.field else exc.message
    return None


@commands.command()
@click.argument("ref", metavar="ID")
@click.option("--original", is_flag=True,
              help="Start from the note as committed, not from your last attempt that could not be committed.")
@click.pass_context
def edit(ctx: click.Context, ref: str, original: bool) -> None:
    """Open a note in $EDITOR; it is validated before anything is committed. An attempt that could
    not be committed is kept under .reflectgit/rescued/, and the next `edit` of the note reopens it."""
    kb = open_kb(ctx)
    path = kb.resolve(ref)
    before = path.read_bytes()
    from reflectgit.gate import note_problem

    attempt = None if original else _last_attempt(kb, path.stem, before)
    opened = attempt.read_bytes() if attempt is not None else before
    if attempt is not None:
        click.echo(f"reflectgit: reopening your last attempt at {path.stem}, saved in {attempt} when it could not "
                   f"be committed (`reflectgit edit {path.stem} --original` starts from the note instead)", err=True)
    wrong = note_problem(opened, str(path))
    if wrong is not None:  # said before the editor opens, so the user knows what to fix
        click.echo(f"reflectgit: {wrong}; fix it in the editor", err=True)
    edited = _run_editor(kb, path, opened, before)
    if edited == before:
        if attempt is not None:  # the attempt undone back to the note as it is: nothing to reopen
            _forget_attempt(kb, path.stem)
        wrong = wrong if attempt is None else note_problem(before, str(path))
        if wrong is not None:
            wrong.message = (f"{wrong.message.rstrip('.')}; no changes: still invalid. Fix it with `reflectgit edit "
                             f"{path.stem}`, or remove it (`reflectgit forget {path.stem} --reason ... --purge`)")
            raise wrong
        click.echo(f"{path.stem}: no changes")
        return
    try:
        new = kb.replace(path, edited, expected=before)
    except ReflectgitError as exc:
        exc.message += f"; nothing was changed, {_kept(kb, path.stem, edited, before)}"
        raise
    except (ValueError, UnicodeError) as exc:  # bad input a parser did not name: still a one-liner
        from reflectgit.errors import NoteError

        raise NoteError(f"{exc}; nothing was changed, {_kept(kb, path.stem, edited, before)}",
                        file=path, field="content") from None
    except BaseException:
        click.echo(f"reflectgit: {_kept(kb, path.stem, edited, before)}", err=True)
        raise
    _forget_attempt(kb, path.stem)
    click.echo(f"Edited {new.id}: {new.title}")
    from reflectgit import api

    _say_published(api.share(kb))


def _kept(kb, note_id: str, data: bytes, base: bytes) -> str:
    """Where the attempt is kept, and how to go on with it."""
    return (f"your edit is saved in {_rescue(kb, note_id, data, base)}; `reflectgit edit {note_id}` reopens it "
            "to go on")


def _run_editor(kb, path: Path, before: bytes, base: bytes) -> bytes:
    """The bytes the user saved, exactly; the editor works on a copy of ``before`` so the note is
    never half-written, and a copy the editor deleted or failed on is reported, not a traceback
    (``base``: the note's committed bytes, which a rescued attempt was made on)."""
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
            saved = f", {_kept(kb, path.stem, typed, base)}" if typed not in (before, base) else ""
            raise NoteError(f"{exc.format_message()}; nothing was changed{saved}", file=path, field="editor") from None
        try:
            return copy.read_bytes()
        except FileNotFoundError:
            raise NoteError(f"the editor deleted the file it was editing ({copy}); nothing was changed",
                            file=path, field="editor") from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _rescue(kb, note_id: str, data: bytes, base: bytes) -> Path:
    """Keep what the user typed, byte for byte, in .reflectgit/rescued/ (never in the KB), as the
    attempt the next `edit` of the note reopens while the note is still ``base``."""
    import time

    folder = kb.derived_dir() / "rescued"
    folder.mkdir(parents=True, exist_ok=True)
    last = _attempt(kb, note_id)
    target = last[0] if last and last[1] == _digest(base) else None
    if target is None or target.read_bytes() != data:  # the same attempt saved again: one file
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        target = folder / f"{note_id}-{stamp}.md"
        n = 1
        while target.exists():
            n += 1
            target = folder / f"{note_id}-{stamp}-{n}.md"
        target.write_bytes(data)
    from reflectgit.fsutil import atomic_write

    atomic_write(_attempt_file(kb, note_id), json.dumps({"file": target.name, "base": _digest(base)}).encode())
    return target


def _attempt_file(kb, note_id: str) -> Path:
    return kb.derived_dir() / "rescued" / f"{note_id}.attempt.json"


def _digest(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


def _last_attempt(kb, note_id: str, base: bytes) -> Path | None:
    """The rescued attempt at this note that the next `edit` reopens: the last one, while the note
    is still the version it was made on (one changed since, by sync or by hand, is not overwritten
    with it: the attempt is named, and stays where it is)."""
    last = _attempt(kb, note_id)
    if last is None:
        return None
    target, made_on = last
    if made_on != _digest(base):
        click.echo(f"reflectgit: {note_id} changed since your attempt saved in {target}: the editor opens the note "
                   "as it is now (copy from that file what you still want)", err=True)
        _forget_attempt(kb, note_id)
        return None
    return target


def _attempt(kb, note_id: str) -> tuple[Path, str] | None:
    """The last rescued attempt at this note and the digest of the version it was made on."""
    from reflectgit.fsutil import loads_json

    try:
        record = loads_json(_attempt_file(kb, note_id).read_bytes())
        name = str(record["file"])
        target = kb.derived_dir() / "rescued" / name
        if "/" in name or not target.is_file():
            return None
        return target, str(record.get("base"))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _forget_attempt(kb, note_id: str) -> None:
    """The note was saved (or put back as it is): no attempt to reopen; the rescued file stays."""
    _attempt_file(kb, note_id).unlink(missing_ok=True)


@commands.command("set")
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
    from reflectgit import api

    note, team = api.set_field(kb, ref, field, typed, reason=reason)
    if as_json:
        emit_json(dict(note_json(kb, note), **({"team": team} if team else {})))
    else:
        click.echo(f"{note.id}: {field} {'removed' if unset else '= ' + json.dumps(note[field], ensure_ascii=False)}")
        _say_published(team)


@commands.command()
@click.argument("ref", metavar="ID")
@click.option("--reason", required=True, help="Why the note should be forgotten.")
@click.option("--purge", is_flag=True, help="Also remove the file (git history keeps it).")
@click.pass_context
def forget(ctx: click.Context, ref: str, reason: str, purge: bool) -> None:
    """Tombstone a note: status 'deleted' with a reason; recall stops using it."""
    from reflectgit import api

    kb = open_kb(ctx)
    note, team = api.forget(kb, ref, reason, purge=purge)
    click.echo(f"Forgot {note.id}: {note.title}" + (" (file purged)" if purge else ""))
    _say_published(team)


@commands.command()
@click.argument("ref", metavar="ID")
@click.option("--no-diff", is_flag=True, help="Only list the commits.")
@json_option
@click.pass_context
def history(ctx: click.Context, ref: str, no_diff: bool, as_json: bool) -> None:
    """The note's commits, newest first, with author, actor, operation, diff.

    A commit that came from the remote (sync, clone, import) says so: its actor is what it claims."""
    kb = open_kb(ctx)
    entries = kb.history(ref, with_diff=not no_diff)
    if as_json:
        emit_json(entries)
        return
    for e in entries:
        came = f"  [arrived by {e['arrived']}: not made on this machine]" if e["arrived"] else ""
        author = str(e.get("author") or "").split(" <", 1)[0]  # the name; --json has the address
        click.echo(on_terminal(f"{e['commit'][:10]}  {e['time']}  {author:<12}  {e['actor']:<12}  {e['op']}{came}"))
        if not no_diff and e.get("diff"):
            for line in e["diff"].splitlines():
                click.echo("    " + on_terminal(line))


@commands.command()
@json_option
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """KB path, note counts, last commit, uncommitted changes and configuration."""
    from reflectgit import api

    kb = open_kb(ctx)
    st = api.status(kb, detect_context(None, None))  # no network: the remote as of the last fetch
    if as_json:
        emit_json(st)
        return
    click.echo(f"KB: {st['kb']}")
    sync = st["sync"]
    click.echo(f"Remote: {st['remote'] or '(none)'}" + (
        f" — last fetched {sync['last_sync']}: {sync['behind']} commit(s) to pull, {sync['ahead']} to push"
        + (" (`reflectgit sync`)" if sync["behind"] or sync["ahead"] else "") if sync.get("last_sync") else
        (" — never synced from this clone" if st["remote"] else "")))
    click.echo(f"Notes: {st['notes']}  " + "  ".join(f"{k}={v}" for k, v in st["by_status"].items())
               + (f"  (hidden={st['hidden']}: archived by the daily pass or a reflection, kept, never recalled)" if st.get("hidden") else ""))
    for shard, n in st["by_branch"].items():
        click.echo(f"  {shard}: {n}")
    if st.get("invalid"):
        first, more = st["invalid"][0], len(st["invalid"]) - 1
        click.echo(f"Invalid: {len(st['invalid'])} note file{'s' if more else ''} not searched: {first['path']} "
                   f"{first['problem']}" + (f" and {more} more" if more else "") + " — `reflectgit doctor` lists them")
    last = st["last_commit"]
    if last:
        click.echo(f"Last commit: {last['commit'][:10]} {last['time']} [{last['actor']}] {last['subject']}")
    if st["uncommitted"]:
        click.echo(f"Uncommitted: {len(st['uncommitted'])} file(s) — run `reflectgit doctor --fix`")
    if st.get("pending"):
        click.echo(f"Pending: {sum(st['pending'].values())} decision(s) waiting for you ("
                   + ", ".join(f"{n} {kind}" for kind, n in sorted(st["pending"].items())) + ") — `reflectgit pending`")
    if st.get("contradictions"):
        click.echo(f"Contradictions: {len(st['contradictions'])} note(s) kept two versions when merged: "
                   + " ".join(st["contradictions"][:10]) + " — resolve with `reflectgit edit ID`")
    daily = st["daily"]
    click.echo("Daily pass: " + (f"last ran here {daily['last_run']} ({daily['days_since']} days ago)"
                                 if daily["last_run"] else "never run here")
               + (" — overdue: `reflectgit doctor` says why" if daily["overdue"] else ""))
    for where, err in daily["failures"].items():
        click.echo(f"Failed in the background: {where} at {err.get('at')}: {err.get('error')} (details: {daily['log']})")
    if st["configured"]:
        click.echo("Configured: " + ", ".join(f"{k}={v}" for k, v in st["configured"].items()))
    if st.get("team"):
        click.echo(f"Team: {st['team']['summary']}")
    from reflectgit.config import SETTINGS

    for name, problem in st["ignored"].items():
        click.echo(f"Ignored: {name}: {problem}; the default {SETTINGS[name].default} is used (`reflectgit doctor`)")
    llm = st.get("llm") or {}
    if llm.get("configured") or llm.get("tokens_month"):
        click.echo(f"LLM: {llm['calls_today']} call(s) today, {llm['tokens_today']} of {llm['daily_budget_tokens']} "
                   f"daily tokens, ~${llm['cost_today']} today, ~${llm['cost_month']} this month")
    rec = st.get("recall") or {}
    if rec.get("recalls"):
        click.echo(f"Recall: {rec['recalls']} queries, {rec['tokens_recalled']} tokens recalled, "
                   f"{rec['cache_hits']} from cache, {rec['gaps']} knowledge gaps"
                   + (f", follow-up rate {rec['followup_rate']}" if rec.get("followup_rate") is not None else ""))


@commands.command()
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
            count = len(kb.note_files())
            click.echo(f"KB {kb.path} is healthy ({count} note{'' if count == 1 else 's'}).")
    if errors:
        ctx.exit(1)


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
