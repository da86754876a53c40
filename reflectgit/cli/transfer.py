"""Commands that move a KB without a git remote: export and import (archives, other tools)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from reflectgit.cli.common import detect_context, emit_json, json_option, open_kb
from reflectgit.cli.plugins import importer_choice

commands = click.Group()


def _progress(label: str, enabled: bool) -> tuple[Any, Callable[[], None]]:
    """A progress callback drawing a bar on stderr for big jobs (or None), and ``close()``,
    which ends that bar once, so the reindex' stage bar that follows starts on its own line."""
    if not enabled:
        return None, lambda: None
    bar = click.progressbar(length=1, label=label, file=sys.stderr)
    closed: list[bool] = []

    def update(done: int, total: int) -> None:
        if total >= 200 and not closed:
            if not bar.entered:
                bar.__enter__()
            bar.length = total
            bar.update(done - bar.pos)

    def close() -> None:
        if bar.entered and not closed:
            bar.__exit__(None, None, None)
        closed.append(True)

    return update, close


def _index_progress(bar: Any, close: Callable[[], None]) -> Any:
    """The stage bar's callback, closing the import bar before its first line."""
    if bar is None:
        return None

    def report(stage: str, done: int, total: int) -> None:
        close()
        bar(stage, done, total)

    return report


@commands.command()
@click.option("-o", "--output", "out", metavar="FILE", help="Where to write (default: reflectgit-kb-<commit>.tar.gz).")
@click.option("--with-history", is_flag=True, help="Add a git bundle so the history travels too.")
@click.option("--project", help="Only this project's notes (plus MEMORY.md and meta).")
@json_option
@click.pass_context
def export(ctx: click.Context, out: str | None, with_history: bool, project: str | None, as_json: bool) -> None:
    """Write the KB's last commit as one deterministic .tar.gz with a checksummed manifest."""
    from reflectgit.transfer.archive import export as run

    result = run(open_kb(ctx), Path(out) if out else None, with_history=with_history, project=project)
    if as_json:
        emit_json(result.to_dict())
        return
    click.echo(f"Exported {result.files} files of KB commit {result.commit[:12]} to {result.path} "
               f"({result.bytes} bytes{', with history' if result.history else ''})")
    if result.uncommitted:
        shown = ", ".join(result.uncommitted[:3]) + (", …" if len(result.uncommitted) > 3 else "")
        click.echo(f"note: {len(result.uncommitted)} uncommitted file(s) were not exported ({shown}); "
                   "`reflectgit doctor` says which `doctor --fix` commits and what to fix in the others",
                   err=True)


@commands.command("import")
@click.argument("source", metavar="FILE_OR_DIR")
@click.option("--into", metavar="PATH", help="Where to restore (default: the KB path); must be empty unless --merge.")
@click.option("--merge", is_flag=True, help="Merge note by note into an existing KB.")
@click.option("--from", "from_", type=importer_choice(),
              help="SOURCE is another tool's notes to migrate from: a basic-memory project folder, claude-mem's "
                   "claude-mem.db (or its folder), a reflect-memory folder, or a plugin's importer.")
@click.option("--project", help="Project for migrated notes (default: the current git repo's).")
@click.option("--branch", help="Branch for migrated notes (default: the current branch).")
@click.option("--no-reindex", is_flag=True, help="Do not index the imported notes now.")
@json_option
@click.pass_context
def import_(ctx: click.Context, source: str, into: str | None, merge: bool, from_: str | None,
            project: str | None, branch: str | None, no_reindex: bool, as_json: bool) -> None:
    """Restore or merge a `reflectgit export` archive, or migrate another tool's notes."""
    update, close = _progress("Importing", not as_json)
    try:
        if from_:
            report = _migrate(ctx, from_, source, project, branch, no_reindex, update, close)
        else:
            report = _import(ctx, source, into, merge, no_reindex, update, close)
    finally:
        close()
    if as_json:
        emit_json(report)
        return
    if from_:
        twins = report.get("twins") or {}
        again = len(report.get("skipped") or []) - len(twins)
        click.echo(f"Imported {len(report['added'])} note(s) from {report.get('folder', source)}"
                   + (f"; updated {len(report['updated'])}" if report.get("updated") else "")
                   + (f"; {again} already imported" if again > 0 else "")
                   + (f"; skipped {len(twins)} identical to a note already in the KB ("
                      + ", ".join(f"{name} = {nid}" for name, nid in list(twins.items())[:5])
                      + (", …" if len(twins) > 5 else "") + ")" if twins else "")
                   + (f"; {report['linked']} link(s) between notes" if report.get("linked") else ""))
        if report.get("other_projects"):
            click.echo("  left for their own repos (run it there, or give --project): "
                       + ", ".join(f"{p or '(none)'} ({n})" for p, n in report["other_projects"].items()))
        if report.get("unresolved"):
            shown = ", ".join(report["unresolved"][:5]) + (", ..." if len(report["unresolved"]) > 5 else "")
            click.echo(f"  {len(report['unresolved'])} link target(s) are no imported note, kept as text: {shown}")
        return
    click.echo(f"{report['mode'].capitalize()}: {report['kb']} ({report['files']} files, "
               f"KB commit {str(report['commit'])[:12]}{', with history' if report['history'] else ''})")
    m = report.get("merge") or {}
    for key in ("added", "updated", "merged", "removed", "contradictions"):
        if m.get(key):
            click.echo(f"  {key}: {len(m[key])}  {' '.join(m[key][:10])}{' ...' if len(m[key]) > 10 else ''}")
    for line in m.get("decisions", []):
        click.echo(f"  {line}")
    if m.get("twins"):
        click.echo(f"  {len(m['twins'])} identical to a note already in the KB, kept as superseded by it: "
                   + ", ".join(f"{theirs} = {ours}" for theirs, ours in list(m["twins"].items())[:5])
                   + (", …" if len(m["twins"]) > 5 else ""))
    if m.get("kept"):
        click.echo(f"  kept {len(m['kept'])} note(s) the archive deleted without a tombstone: "
                   f"{' '.join(m['kept'][:10])} (`reflectgit forget ID --reason WHY --purge` deletes a note for every machine)")


def _import(ctx: click.Context, source: str, into: str | None, merge: bool, no_reindex: bool, update: Any,
            close: Callable[[], None]) -> dict:
    from reflectgit import config
    from reflectgit.transfer.archive import import_archive

    target = Path(into).absolute() if into else config.kb_path(ctx.obj.get("kb"))
    from reflectgit.cli.progress import progress_for

    with progress_for(quiet=update is None) as bar:
        return import_archive(Path(source), target, merge=merge, reindex=not no_reindex, progress=update,
                              index_progress=_index_progress(bar, close)).to_dict()


def _migrate(ctx: click.Context, importer: str, source: str, project: str | None, branch: str | None,
             no_reindex: bool, update: Any, close: Callable[[], None]) -> dict:
    from reflectgit.plugins import importers

    kb = open_kb(ctx)
    report = importers()[importer].run(kb, Path(source), detect_context(project, branch), update)
    if not no_reindex and report["added"]:
        from reflectgit.cli.progress import progress_for
        from reflectgit.index import Index

        with progress_for(quiet=update is None) as bar:
            report["reindexed"] = Index(kb).sync(progress=_index_progress(bar, close)).to_dict()
    return report


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
