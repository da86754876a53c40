"""Commands to look at the memory: the Datasette dashboard (`serve`) and the static site."""

from __future__ import annotations

from pathlib import Path

import click

from reflectgit.cli.common import emit_json, json_option, open_kb

commands = click.Group()


@commands.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", default=8035, show_default=True, type=int, help="Port.")
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              help="Also answer requests whose Host header is NAME (repeatable); loopback names always work.")
@click.pass_context
def serve(ctx: click.Context, host: str, port: int, allow_hosts: tuple[str, ...]) -> None:
    """The dashboard: Datasette, read-only, over what the memory knows (and the site at /site/).

    Requests for any other host name are refused, so a web page cannot read the KB through
    your browser (DNS rebinding)."""
    from reflectgit.dashboard.serve import check_port, run

    check_port(host, port)
    click.echo(f"reflectgit dashboard on http://{host}:{port}/dashboard (site: http://{host}:{port}/site/)",
               err=True)
    run(open_kb(ctx), host, port, allow_hosts)


@commands.group("site")
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


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
