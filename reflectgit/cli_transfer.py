"""CLI commands that move a KB without a git remote (export, import) and pin recall to a
corpus. Registered on the main ``cli`` group by ``reflectgit.cli``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from reflectgit.cli import cli, detect_context, emit_json, json_option, open_kb


def _progress(label: str, enabled: bool):  # type: ignore[no-untyped-def]
    """A progress callback drawing a bar on stderr for big jobs, or None."""
    if not enabled:
        return None, None
    bar = click.progressbar(length=1, label=label, file=sys.stderr)

    def update(done: int, total: int) -> None:
        if total >= 200:
            if not bar.entered:
                bar.__enter__()
            bar.length = total
            bar.update(done - bar.pos)

    return update, bar


@cli.command()
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
        click.echo(f"note: {len(result.uncommitted)} uncommitted file(s) were not exported "
                   "(run `reflectgit doctor --fix` to commit them)", err=True)


@cli.command("import")
@click.argument("source", metavar="FILE_OR_DIR")
@click.option("--into", metavar="PATH", help="Where to restore (default: the KB path); must be empty unless --merge.")
@click.option("--merge", is_flag=True, help="Merge note by note into an existing KB.")
@click.option("--from", "from_", type=click.Choice(["reflect-memory"]),
              help="SOURCE is another tool's folder to migrate from.")
@click.option("--project", help="Project for migrated notes (default: the current git repo's).")
@click.option("--branch", help="Branch for migrated notes (default: the current branch).")
@click.option("--no-reindex", is_flag=True, help="Do not index the imported notes now.")
@json_option
@click.pass_context
def import_(ctx: click.Context, source: str, into: str | None, merge: bool, from_: str | None,
            project: str | None, branch: str | None, no_reindex: bool, as_json: bool) -> None:
    """Restore or merge a `reflectgit export` archive, or migrate another tool's notes."""
    update, bar = _progress("Importing", not as_json)
    try:
        if from_ == "reflect-memory":
            report = _migrate(ctx, source, project, branch, no_reindex, update)
        else:
            report = _import(ctx, source, into, merge, no_reindex, update)
    finally:
        if bar is not None and bar.entered:
            bar.__exit__(None, None, None)
    if as_json:
        emit_json(report)
        return
    if from_:
        click.echo(f"Imported {len(report['added'])} note(s) from {report['folder']}"
                   + (f"; {len(report['skipped'])} already imported" if report["skipped"] else ""))
        return
    click.echo(f"{report['mode'].capitalize()}: {report['kb']} ({report['files']} files, "
               f"KB commit {str(report['commit'])[:12]}{', with history' if report['history'] else ''})")
    m = report.get("merge") or {}
    for key in ("added", "updated", "merged", "removed", "contradictions"):
        if m.get(key):
            click.echo(f"  {key}: {len(m[key])}  {' '.join(m[key][:10])}{' ...' if len(m[key]) > 10 else ''}")
    for line in m.get("decisions", []):
        click.echo(f"  {line}")


def _import(ctx: click.Context, source: str, into: str | None, merge: bool, no_reindex: bool, update: Any) -> dict:
    from reflectgit import config
    from reflectgit.transfer.archive import import_archive

    target = Path(into).absolute() if into else config.kb_path(ctx.obj.get("kb"))
    return import_archive(Path(source), target, merge=merge, reindex=not no_reindex, progress=update).to_dict()


def _migrate(ctx: click.Context, source: str, project: str | None, branch: str | None, no_reindex: bool,
             update: Any) -> dict:
    from reflectgit.transfer.reflect_memory import migrate

    kb = open_kb(ctx)
    report = migrate(kb, Path(source), context=detect_context(project, branch), progress=update)
    if not no_reindex and report["added"]:
        from reflectgit.index import Index

        report["reindexed"] = Index(kb).sync().to_dict()
    return report


@cli.group("corpus")
def corpus_group() -> None:
    """Named snapshots of a filtered set of notes that `search --corpus` is pinned to (M7)."""


@corpus_group.command("build")
@click.argument("name")
@click.option("--tag", "tags", multiple=True, help="Notes with this tag (repeatable: any of them).")
@click.option("--category", help="Notes of this category.")
@click.option("--project", help="Notes of this project.")
@click.option("--since", metavar="DATE", help="Notes updated on or after this ISO date.")
@click.option("--include-inactive", is_flag=True, help="Also demoted, archived... notes.")
@json_option
@click.pass_context
def corpus_build(ctx: click.Context, name: str, tags: tuple[str, ...], category: str | None, project: str | None,
                 since: str | None, include_inactive: bool, as_json: bool) -> None:
    """Snapshot the matching notes into corpora/NAME.json (committed to the KB)."""
    from reflectgit.corpus import build

    data = build(open_kb(ctx.find_root()), name, tags, category, project, since, include_inactive)
    if as_json:
        emit_json(data)
    else:
        click.echo(f"Corpus {data['name']}: {data['count']} notes (search with --corpus {data['name']})")


@corpus_group.command("list")
@json_option
@click.pass_context
def corpus_list(ctx: click.Context, as_json: bool) -> None:
    """The corpora of the KB."""
    from reflectgit.corpus import names

    items = names(open_kb(ctx.find_root()))
    if as_json:
        emit_json(items)
        return
    for c in items:
        click.echo(f"{c['name']:<24} {c['count']:>6} notes  {c['filters']}")


@corpus_group.command("show")
@click.argument("name")
@json_option
@click.pass_context
def corpus_show(ctx: click.Context, name: str, as_json: bool) -> None:
    """One corpus: its filters, commit and note ids."""
    from reflectgit.corpus import load

    data = load(open_kb(ctx.find_root()), name)
    if as_json:
        emit_json(data)
        return
    click.echo(f"{data['name']}: {data['count']} notes from KB commit {str(data.get('commit'))[:12]}; "
               f"filters {data['filters']}")
    for i in data["ids"]:
        click.echo(f"  {i}")


@corpus_group.command("rm")
@click.argument("name")
@click.pass_context
def corpus_rm(ctx: click.Context, name: str) -> None:
    """Delete a corpus (its file; git history keeps it)."""
    from reflectgit.corpus import remove

    remove(open_kb(ctx.find_root()), name)
    click.echo(f"Removed corpus {name}")


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", default=8035, show_default=True, type=int, help="Port.")
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              help="Also answer requests whose Host header is NAME (repeatable); loopback names always work.")
@click.pass_context
def serve(ctx: click.Context, host: str, port: int, allow_hosts: tuple[str, ...]) -> None:
    """The dashboard: Datasette, read-only, over what the memory knows (and the site at /site/).

    Requests for any other host name are refused, so a web page cannot read the KB through
    your browser (DNS rebinding)."""
    from reflectgit.dashboard.serve import run

    click.echo(f"reflectgit dashboard on http://{host}:{port}/dashboard (site: http://{host}:{port}/site/index.html)",
               err=True)
    run(open_kb(ctx), host, port, allow_hosts)


@cli.group("site")
def site_group() -> None:
    """The memory as a static website."""


@site_group.command("build")
@click.option("-o", "--output", "out", default="reflectgit-site", show_default=True, metavar="DIR",
              help="Folder to write (replaced whole).")
@json_option
@click.pass_context
def site_build(ctx: click.Context, out: str, as_json: bool) -> None:
    """Render the site: home, MEMORY.md, audit trail, a page per note, shards, graph, search."""
    from reflectgit.dashboard.site import build

    result = build(open_kb(ctx.find_root()), Path(out).absolute())
    if as_json:
        emit_json(result.to_dict())
    else:
        click.echo(f"Built {result.pages} pages for {result.notes} notes in {result.path} "
                   f"(KB commit {str(result.commit)[:12]}); open {result.path}/index.html")
