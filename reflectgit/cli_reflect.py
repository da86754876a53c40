"""CLI commands of the reflection: the daily pass, promotion to MEMORY.md, scheduling.
Registered on the main ``cli`` group by ``reflectgit.cli``."""

from __future__ import annotations

import click

from reflectgit.cli import cli, emit_json, json_option, open_kb


@cli.group("reflect")
def reflect_group() -> None:
    """Consolidate the memory: the deterministic daily pass."""


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
