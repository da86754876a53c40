"""Commands of the reflection: the daily pass, the deep reflection and its review, promotion to
MEMORY.md, and the schedule."""

from __future__ import annotations

import click

from reflectgit.cli.common import emit_json, json_option, open_kb, session_arg
from reflectgit.errors import KBError

commands = click.Group()


@commands.group("reflect")
def reflect_group() -> None:
    """Consolidate the memory: the daily pass (no LLM) and the five-phase LLM reflection."""


@reflect_group.command("daily")
@click.option("--dry-run", is_flag=True, help="Show what would change; write nothing.")
@click.option("--max-notes", type=int, default=None, help="Most notes to inspect closely (default 10); each run moves on to others.")
@click.option("--no-promote", is_flag=True, help="Do not update MEMORY.md.")
@click.option("--quiet", is_flag=True, help="Print nothing (for cron).")
@json_option
@click.pass_context
def reflect_daily(ctx: click.Context, dry_run: bool, max_notes: int | None, no_promote: bool, quiet: bool,
                  as_json: bool) -> None:
    """Archive low-value notes, normalize, retag, merge near-duplicates, promote; one KB commit."""
    from reflectgit import background, config

    kb_path = config.kb_path(ctx.find_root().obj.get("kb"))
    try:
        from reflectgit.reflection.daily import run

        result = run(open_kb(ctx.find_root()), max_notes=max_notes, dry_run=dry_run, promote=not no_promote)
    except Exception as exc:
        if quiet:  # cron or the heartbeat: nobody sees stderr, so log it for `schedule status`
            background.record(kb_path, "reflect daily", exc)
        raise
    if not dry_run:
        background.clear(kb_path, "reflect daily")
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
    if result.promoted.get("refused"):
        click.echo(f"  {result.promoted['refused']}", err=True)


@reflect_group.command("promote")
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
    if result.refused:
        raise KBError(result.refused.removeprefix("MEMORY.md "), file=open_kb(ctx).path / "MEMORY.md",
                      field="markers")
    click.echo(f"{len(result.promoted)} note(s) in MEMORY.md ({len(result.added)} new)"
               + ("" if result.changed else "; nothing changed") + (" [dry run]" if dry_run else ""))
    if dry_run:
        click.echo(result.text)


@commands.command("promote", hidden=True)
@click.option("--dry-run", is_flag=True, help="Show what MEMORY.md would hold; write nothing.")
@json_option
@click.pass_context
def promote_alias(ctx: click.Context, dry_run: bool, as_json: bool) -> None:
    """Same as `reflect promote` (the old spelling, kept for one release)."""
    ctx.invoke(promote, dry_run=dry_run, as_json=as_json)


@commands.group("schedule")
def schedule_group() -> None:
    """Run the daily reflection every day (crontab, or a systemd user timer)."""


@schedule_group.command("install")
@json_option
@click.pass_context
def schedule_install(ctx: click.Context, as_json: bool) -> None:
    """Add (or update) the daily line at REFLECTGIT_REFLECTION_HOUR:MINUTE.

    Reports the method the system shows back; exits 1, saying why, when none took."""
    from reflectgit import config
    from reflectgit.reflection.schedule import install

    out = install(config.kb_path(ctx.find_root().obj.get("kb")))
    if as_json:
        emit_json(out)
    elif out["installed"]:
        click.echo(f"installed ({out['method']}, verified): {out['line']}")
    else:
        click.echo("reflectgit: schedule not installed: no method took", err=True)
        for a in out["attempts"]:
            click.echo(f"  {a['method']}: {a['why']}", err=True)
        click.echo(out["explanation"], err=True)
        click.echo("To schedule it yourself, add this line to a crontab (`crontab -e`), or run its command "
                   f"from any scheduler:\n  {out['by_hand']}", err=True)
    if not out["installed"]:
        ctx.exit(1)


@schedule_group.command("remove")
@json_option
@click.pass_context
def schedule_remove(ctx: click.Context, as_json: bool) -> None:
    """Remove the daily run (other crontab lines are kept)."""
    from reflectgit.reflection.schedule import remove

    out = remove()
    if as_json:
        emit_json(out)
    else:
        click.echo("removed from " + (", ".join(out["removed"]) or "nothing"))
        for f in out["failed"]:
            click.echo(f"reflectgit: {f['method']}: {f['why']}", err=True)
    if out["failed"]:
        ctx.exit(1)


@schedule_group.command("status")
@json_option
@click.pass_context
def schedule_status(ctx: click.Context, as_json: bool) -> None:
    """Whether the daily run is installed (as crontab and systemd report it now), and when it last ran."""
    from reflectgit import config
    from reflectgit.reflection.schedule import status

    out = status(config.kb_path(ctx.find_root().obj.get("kb")))
    if as_json:
        emit_json(out)
        return
    click.echo(f"{'installed' if out['installed'] else 'not installed'}"
               + (f" ({out['method']}): {out['line']}" if out["installed"] else f"; would run at {out['at']}"))
    if not out["installed"]:
        for method, m in out["methods"].items():
            click.echo(f"  {method}: {m['why']}")
    click.echo("heartbeat: " + ("on (a command that finds today's run missed starts it)" if out["heartbeat"]
                                else "off (REFLECTGIT_HEARTBEAT=0)"))
    click.echo(f"last daily run here: {out.get('last_daily') or 'never'}")
    if out.get("attempted_at"):
        click.echo(f"last started in the background: {out.get('attempted')} ({out.get('reason') or 'due'})")
    for where, err in out["errors"].items():
        click.echo(f"FAILED: {where} at {err.get('at')}: {err.get('error')}"
                   + (f" ({err['count']} times)" if int(err.get("count", 1)) > 1 else ""))
    if out["errors"]:
        click.echo(f"details: {out['log']}")


@reflect_group.command("run")
@click.option("--session", help="Session id recorded as the actor (default: $REFLECTGIT_SESSION).")
@json_option
@click.pass_context
def reflect_run(ctx: click.Context, session: str | None, as_json: bool) -> None:
    """The five-phase LLM reflection; writes pending-reflection.md and changes nothing else."""
    from reflectgit.reflection.deep import run

    result = run(open_kb(ctx.find_root()), session=session_arg(session))
    if as_json:
        emit_json(result.to_dict())
        return
    click.echo(f"Reflection #{result.count} proposed: {len(result.operations)} operation(s), "
               f"{result.input_tokens} input / {result.output_tokens} output tokens"
               + (" — milestone: review evolution.md" if result.milestone else ""))
    click.echo(f"Read {result.pending}, then `reflectgit reflect approve`, `approve --edit`, "
               "`partial --accept N... [core]` or `reject`.")


def _print_applied(result, as_json: bool) -> None:
    if as_json:
        emit_json(result.to_dict())
        return
    click.echo(f"Reflection #{result.count} {result.decision}: operations {result.applied or 'none'}"
               + ((", core memory rewritten" if result.core_changed else
                   ", core memory unchanged (the proposed core is the one MEMORY.md holds)")
                  if result.core and result.decision != "rejected" else "")
               + (f"; new notes {' '.join(result.created)}" if result.created else "")
               + (f"; skipped {result.skipped} (the notes they name are gone)" if result.skipped else ""))


_FROM_ELSEWHERE = click.option("--from-elsewhere", is_flag=True,
                                help="Apply a proposal another machine wrote (it arrived by sync): read it first.")


@reflect_group.command("approve")
@click.option("--edit", is_flag=True, help="Edit the operations and the core memory in $EDITOR first.")
@_FROM_ELSEWHERE
@click.option("--session", help="Session id recorded as the actor.")
@json_option
@click.pass_context
def reflect_approve(ctx: click.Context, edit: bool, from_elsewhere: bool, session: str | None, as_json: bool) -> None:
    """Apply the waiting reflection (all of it) as one KB commit."""
    from reflectgit.reflection.approve import approve, edit_text
    from reflectgit.reflection.deep import read_pending

    kb = open_kb(ctx.find_root())
    edited = None
    if edit:
        edited = click.edit(edit_text(read_pending(kb)), extension=".md", require_save=True)
        if edited is None:
            raise click.ClickException("nothing saved; nothing applied")
    _print_applied(approve(kb, edited=edited, session=session_arg(session), from_elsewhere=from_elsewhere), as_json)


@reflect_group.command("partial")
@click.option("--accept", "accept", multiple=True, required=True, metavar="N|core",
              help="An operation number from pending-reflection.md, or 'core' (repeatable; more may follow: "
                   "--accept 1 3 core).")
@click.argument("more", nargs=-1, metavar="[N|core]...")
@_FROM_ELSEWHERE
@click.option("--session", help="Session id recorded as the actor.")
@json_option
@click.pass_context
def reflect_partial(ctx: click.Context, accept: tuple[str, ...], more: tuple[str, ...], from_elsewhere: bool,
                    session: str | None, as_json: bool) -> None:
    """Apply only the chosen operations (and the core rewrite with `--accept core`)."""
    from reflectgit.reflection.approve import approve

    wanted = [w for a in (*accept, *more) for w in a.replace(",", " ").split()]
    _print_applied(approve(open_kb(ctx.find_root()), accept=wanted, session=session_arg(session),
                           from_elsewhere=from_elsewhere), as_json)


@reflect_group.command("reject")
@click.option("--reason", default="", help="Why; remembered in the reflection log.")
@click.option("--session", help="Session id recorded as the actor.")
@json_option
@click.pass_context
def reflect_reject(ctx: click.Context, reason: str, session: str | None, as_json: bool) -> None:
    """Apply nothing; remember the rejection."""
    from reflectgit.reflection.approve import reject

    _print_applied(reject(open_kb(ctx.find_root()), reason, session=session_arg(session)), as_json)


@reflect_group.command("restore")
@click.argument("name", metavar="FILE")
@click.option("--session", help="Session id recorded as the actor.")
@json_option
@click.pass_context
def reflect_restore(ctx: click.Context, name: str, session: str | None, as_json: bool) -> None:
    """Bring back a reflection proposal that sync set aside.

    FILE (in memory/reflection-proposals/, as sync named it) becomes pending-reflection.md again, in
    one KB commit; decide the waiting reflection first."""
    from reflectgit.reflection.approve import restore

    out = restore(open_kb(ctx.find_root()), name, session=session_arg(session))
    if as_json:
        emit_json(out)
        return
    click.echo(f"Reflection #{out['count']} (proposed {out['created']}) waits in {out['pending']} again; read it, "
               "then `reflectgit reflect approve" + ("" if out["proposed_here"] else " --from-elsewhere")
               + "`, `partial --accept N... [core]` or `reject`.")


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
