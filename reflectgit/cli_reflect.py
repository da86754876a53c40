"""CLI commands of the reflection: the daily pass, promotion to MEMORY.md, scheduling.
Registered on the main ``cli`` group by ``reflectgit.cli``."""

from __future__ import annotations

import click

from reflectgit.cli import cli, emit_json, json_option, open_kb


@cli.group("reflect")
def reflect_group() -> None:
    """Consolidate the memory: the daily pass (no LLM) and the five-phase LLM reflection."""


@reflect_group.command("daily")
@click.option("--dry-run", is_flag=True, help="Show what would change; write nothing.")
@click.option("--max-notes", type=int, default=None, help="Most notes to inspect (default 10).")
@click.option("--no-promote", is_flag=True, help="Do not update MEMORY.md.")
@click.option("--quiet", is_flag=True, help="Print nothing (for cron).")
@json_option
@click.pass_context
def reflect_daily(ctx: click.Context, dry_run: bool, max_notes: int | None, no_promote: bool, quiet: bool,
                  as_json: bool) -> None:
    """Archive low-value notes, normalize, retag, merge near-duplicates, promote; one KB commit."""
    from reflectgit.reflection.daily import run

    result = run(open_kb(ctx.find_root()), max_notes=max_notes, dry_run=dry_run, promote=not no_promote)
    if as_json:
        emit_json(result.to_dict())
        return
    if quiet:
        return
    click.echo(("Would change" if dry_run else "Daily reflection") +
               f": inspected {len(result.inspected)}, archived {result.archived}, normalized {result.normalized}, "
               f"retagged {result.retagged}, merged {result.merged}, "
               f"promoted {len(result.promoted.get('added', []))} into MEMORY.md")
    for c in result.changes:
        click.echo(f"  {c.action:<9} {c.note_id}  {c.reason}")


@cli.command()
@click.option("--dry-run", is_flag=True, help="Show what MEMORY.md would hold; write nothing.")
@json_option
@click.pass_context
def promote(ctx: click.Context, dry_run: bool, as_json: bool) -> None:
    """Write the notes recalled in 3+ sessions into MEMORY.md's managed block."""
    from reflectgit.reflection.promote import promote as run

    result = run(open_kb(ctx), dry_run=dry_run)
    if as_json:
        emit_json(result.to_dict())
        return
    click.echo(f"{len(result.promoted)} note(s) in MEMORY.md ({len(result.added)} new)"
               + ("" if result.changed else "; nothing changed") + (" [dry run]" if dry_run else ""))
    if dry_run:
        click.echo(result.text)


@cli.group("schedule")
def schedule_group() -> None:
    """Run the daily reflection every day (crontab, or a systemd user timer)."""


@schedule_group.command("install")
@json_option
@click.pass_context
def schedule_install(ctx: click.Context, as_json: bool) -> None:
    """Add (or update) the daily line at REFLECTGIT_REFLECTION_HOUR:MINUTE."""
    from reflectgit import config
    from reflectgit.reflection.schedule import install

    out = install(config.kb_path(ctx.find_root().obj.get("kb")))
    if as_json:
        emit_json(out)
    else:
        click.echo(f"installed ({out['method']}): {out['line']}")


@schedule_group.command("remove")
@json_option
def schedule_remove(as_json: bool) -> None:
    """Remove the daily run (other crontab lines are kept)."""
    from reflectgit.reflection.schedule import remove

    out = remove()
    if as_json:
        emit_json(out)
    else:
        click.echo("removed from " + (", ".join(out["removed"]) or "nothing"))


@schedule_group.command("status")
@json_option
@click.pass_context
def schedule_status(ctx: click.Context, as_json: bool) -> None:
    """Whether the daily run is installed, and when it last ran on this machine."""
    from reflectgit import config
    from reflectgit.reflection.schedule import status

    out = status(config.kb_path(ctx.find_root().obj.get("kb")))
    if as_json:
        emit_json(out)
        return
    click.echo(f"{'installed' if out['installed'] else 'not installed'}"
               + (f" ({out['method']}): {out['line']}" if out["installed"] else f"; would run at {out['at']}"))
    click.echo(f"last daily run here: {out.get('last_daily') or 'never'}")


def _session_arg(session: str | None) -> str | None:
    from reflectgit.config import session_id

    return session or session_id()


@reflect_group.command("run")
@click.option("--session", help="Session id recorded as the actor (default: $REFLECTGIT_SESSION).")
@json_option
@click.pass_context
def reflect_run(ctx: click.Context, session: str | None, as_json: bool) -> None:
    """The five-phase LLM reflection; writes pending-reflection.md and changes nothing else."""
    from reflectgit.reflection.deep import run

    result = run(open_kb(ctx.find_root()), session=_session_arg(session))
    if as_json:
        emit_json(result.to_dict())
        return
    click.echo(f"Reflection #{result.count} proposed: {len(result.operations)} operation(s), "
               f"{result.input_tokens} input / {result.output_tokens} output tokens"
               + (" — milestone: review evolution.md" if result.milestone else ""))
    click.echo(f"Read {result.pending}, then `reflectgit reflect approve`, `approve --edit`, "
               "`partial --accept N... [core]` or `reject`.")


def _print_applied(result, as_json: bool) -> None:  # type: ignore[no-untyped-def]
    if as_json:
        emit_json(result.to_dict())
        return
    click.echo(f"Reflection #{result.count} {result.decision}: operations {result.applied or 'none'}"
               + (", core memory rewritten" if result.core and result.decision != "rejected" else "")
               + (f"; new notes {' '.join(result.created)}" if result.created else ""))


@reflect_group.command("approve")
@click.option("--edit", is_flag=True, help="Edit the operations and the core memory in $EDITOR first.")
@click.option("--session", help="Session id recorded as the actor.")
@json_option
@click.pass_context
def reflect_approve(ctx: click.Context, edit: bool, session: str | None, as_json: bool) -> None:
    """Apply the waiting reflection (all of it) as one KB commit."""
    from reflectgit.reflection.approve import approve, edit_text
    from reflectgit.reflection.deep import read_pending

    kb = open_kb(ctx.find_root())
    edited = None
    if edit:
        edited = click.edit(edit_text(read_pending(kb)), extension=".md", require_save=True)
        if edited is None:
            raise click.ClickException("nothing saved; nothing applied")
    _print_applied(approve(kb, edited=edited, session=_session_arg(session)), as_json)


@reflect_group.command("partial")
@click.option("--accept", "accept", multiple=True, required=True, metavar="N|core",
              help="An operation number from pending-reflection.md, or 'core' (repeatable).")
@click.option("--session", help="Session id recorded as the actor.")
@json_option
@click.pass_context
def reflect_partial(ctx: click.Context, accept: tuple[str, ...], session: str | None, as_json: bool) -> None:
    """Apply only the chosen operations (and the core rewrite with `--accept core`)."""
    from reflectgit.reflection.approve import approve

    wanted = [w for a in accept for w in a.replace(",", " ").split()]
    _print_applied(approve(open_kb(ctx.find_root()), accept=wanted, session=_session_arg(session)), as_json)


@reflect_group.command("reject")
@click.option("--reason", default="", help="Why; remembered in the reflection log.")
@click.option("--session", help="Session id recorded as the actor.")
@json_option
@click.pass_context
def reflect_reject(ctx: click.Context, reason: str, session: str | None, as_json: bool) -> None:
    """Apply nothing; remember the rejection."""
    from reflectgit.reflection.approve import reject

    _print_applied(reject(open_kb(ctx.find_root()), reason, session=_session_arg(session)), as_json)


@cli.group("capture")
def capture_group() -> None:
    """Turn agent sessions into notes (signals + the heuristic writer; no LLM needed)."""


@capture_group.command("transcript")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["claude-jsonl", "plain"]), help="Default: by the file's suffix.")
@click.option("--session", help="Session id (default: the transcript's own, else $REFLECTGIT_SESSION).")
@click.option("--project", help="Project (default: the transcript's cwd, else the current repo).")
@click.option("--branch", help="Branch (default: as for the project).")
@click.option("--dry-run", is_flag=True, help="Show the signals and candidate notes; write nothing.")
@click.option("--reflect", "micro", is_flag=True, help="Also run the session-end micro-reflection (needs an LLM).")
@json_option
@click.pass_context
def capture_transcript(ctx: click.Context, file: str, fmt: str | None, session: str | None, project: str | None,
                       branch: str | None, dry_run: bool, micro: bool, as_json: bool) -> None:
    """Capture the lessons of one transcript: corrections, rules, root causes, decisions..."""
    from pathlib import Path

    from reflectgit.capture import transcript as tr
    from reflectgit.capture.session import capture
    from reflectgit.project import detect

    t = tr.read(Path(file), fmt)
    where = Path(t.cwd) if t.cwd and Path(t.cwd).is_dir() else Path.cwd()
    kb = open_kb(ctx.find_root())
    context = detect(where, project=project, branch=branch)
    sid = session or t.session or _session_arg(None)
    result = capture(kb, t, context, session=sid, dry_run=dry_run)
    reflected = None
    if micro and not dry_run:
        from reflectgit.capture.micro import reflect

        reflected = reflect(kb, t, context, session=sid).to_dict()
    if as_json:
        emit_json({**result.to_dict(), **({"micro_reflection": reflected} if reflected else {})})
        return
    click.echo(f"{len(result.signals)} signal(s); " + ("would capture" if dry_run else "captured") +
               f" {len(result.candidates) if dry_run else len(result.captured)} note(s)"
               + (f"; {len(result.skipped)} already captured" if result.skipped else ""))
    for c in result.candidates:
        click.echo(f"  [{c['kind']}] {c['title']}")
    if reflected:
        click.echo(f"micro-reflection: {len(reflected['saved'])} fact(s)"
                   + (f", {len(reflected['superseded'])} superseded" if reflected["superseded"] else "")
                   + (f" ({reflected['reason']})" if reflected["reason"] else ""))


@cli.group("agent")
def agent_group() -> None:
    """Agent harness integration (Claude Code): capture at the end of a turn, inject at start."""


def _scope_options(f):  # type: ignore[no-untyped-def]
    f = click.option("--user", "scope", flag_value="user", help="~/.claude/settings.json")(f)
    return click.option("--project", "scope", flag_value="project", default=True,
                        help=".claude/settings.json of the current directory (default)")(f)


@agent_group.command("install")
@click.argument("harness", type=click.Choice(["claude"]))
@_scope_options
@json_option
def agent_install(harness: str, scope: str, as_json: bool) -> None:
    """Add reflectgit's hook entries to Claude Code's settings (yours are kept)."""
    from pathlib import Path

    from reflectgit.agent import install

    out = install(scope, Path.cwd())
    if as_json:
        emit_json(out)
    else:
        click.echo(f"installed {len(out['events'])} hook entries in {out['settings']}")


@agent_group.command("uninstall")
@click.argument("harness", type=click.Choice(["claude"]))
@_scope_options
@json_option
def agent_uninstall(harness: str, scope: str, as_json: bool) -> None:
    """Remove only reflectgit's hook entries."""
    from pathlib import Path

    from reflectgit.agent import uninstall

    out = uninstall(scope, Path.cwd())
    if as_json:
        emit_json(out)
    else:
        click.echo(f"removed from {out['settings']}: {', '.join(out['removed']) or 'nothing'}")


@agent_group.command("status")
@click.argument("harness", type=click.Choice(["claude"]))
@_scope_options
@json_option
def agent_status(harness: str, scope: str, as_json: bool) -> None:
    """Which events reflectgit is hooked into."""
    from pathlib import Path

    from reflectgit.agent import status

    out = status(scope, Path.cwd())
    if as_json:
        emit_json(out)
    else:
        click.echo(f"{out['settings']}: {', '.join(out['installed']) or 'not installed'}")


@agent_group.command("hook", hidden=True)
@click.argument("event")
def agent_hook(event: str) -> None:
    """What the harness runs: reads its JSON on stdin, prints JSON for it; never fails."""
    import sys

    from reflectgit.agent import run_hook

    out = run_hook(event, sys.stdin.read())
    if out:
        click.echo(out)


@cli.group("slot")
def slot_group() -> None:
    """Pinned slots (A1): text injected first into every agent session."""


@slot_group.command("set")
@click.argument("name")
@click.argument("text")
@click.pass_context
def slot_set(ctx: click.Context, name: str, text: str) -> None:
    """Pin TEXT under NAME (memory/slots/NAME.md, committed)."""
    from reflectgit.inject import set_slot

    click.echo(f"pinned {set_slot(open_kb(ctx.find_root()), name, text)}")


@slot_group.command("list")
@json_option
@click.pass_context
def slot_list(ctx: click.Context, as_json: bool) -> None:
    """The pinned slots."""
    from reflectgit.inject import slots

    items = slots(open_kb(ctx.find_root()).path)
    if as_json:
        emit_json([{"name": n, "text": t} for n, t in items])
    else:
        for n, t in items:
            click.echo(f"{n}: {t}")


@slot_group.command("rm")
@click.argument("name")
@click.pass_context
def slot_rm(ctx: click.Context, name: str) -> None:
    """Unpin a slot."""
    from reflectgit.inject import remove_slot

    remove_slot(open_kb(ctx.find_root()), name)
    click.echo(f"unpinned {name}")
