"""``reflectgit plugins``, and the click choice whose names the plugins provide (harnesses,
transcript formats, importers)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import click

from reflectgit.cli.common import emit_json, json_option

commands = click.Group()


class PluginChoice(click.Choice):
    """A ``click.Choice`` over names the plugins register, looked up only when the value is
    checked or the help is shown: building the CLI must not load the plugins."""

    def __init__(self, names: Callable[[], Iterable[str]]) -> None:
        self._names = names
        self._cached: tuple[str, ...] | None = None
        super().__init__(())

    @property
    def choices(self) -> tuple[str, ...]:
        if self._cached is None:
            self._cached = tuple(self._names())
        return self._cached

    @choices.setter
    def choices(self, value: Any) -> None:
        pass  # click.Choice.__init__ sets it; the plugins decide


def transcript_format_choice() -> PluginChoice:
    def names() -> list[str]:
        from reflectgit.plugins import transcript_formats

        return list(transcript_formats())
    return PluginChoice(names)


def importer_choice() -> PluginChoice:
    def names() -> list[str]:
        from reflectgit.plugins import importers

        return list(importers())
    return PluginChoice(names)


@commands.command("plugins")
@click.option("--all", "include_defaults", is_flag=True, help="Also list reflectgit's built-in plugins.")
@json_option
def plugins_cmd(include_defaults: bool, as_json: bool) -> None:
    """The installed plugins, the hooks each implements and what it provides."""
    from reflectgit.plugins import get_plugins

    items = get_plugins(include_defaults=include_defaults)
    if as_json:
        emit_json(items)
        return
    if not items:
        click.echo("no plugins installed (`reflectgit plugins --all` lists the built-in ones)")
    for p in items:
        click.echo(f"{p['name']}" + (f" {p['version']}" if p["version"] else "") + ("  (built-in)" if p["builtin"] else ""))
        click.echo(f"    hooks: {', '.join(p['hooks']) or '-'}")
        for kind in ("harnesses", "transcript_formats", "embedders", "importers", "commands"):
            if p.get(kind):
                click.echo(f"    {kind.replace('_', ' ')}: {', '.join(p[kind])}")


def register(cli: click.Group) -> None:
    """Add ``plugins`` to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
