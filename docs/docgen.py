"""Generators for the docs pages that must agree with the code.

`cog` runs these from the pages themselves (docs/cli.md, docs/configuration.md); `make docs`
regenerates the pages and `tests/test_docs.py` fails when a page is out of date.
"""

from __future__ import annotations

import click

WIDTH = 88  # help is wrapped at a fixed width so the page does not depend on the terminal


def _commands(group: click.Group, ctx: click.Context):
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is None or command.hidden:
            continue
        sub = click.Context(command, info_name=name, parent=ctx)
        yield sub, command
        if isinstance(command, click.Group):
            yield from _commands(command, sub)


def cli_reference() -> str:
    """Every visible command's ``--help``, in the order ``reflectgit --help`` lists them."""
    from reflectgit.cli import cli

    root = click.Context(cli, info_name="reflectgit", terminal_width=WIDTH, max_content_width=WIDTH)
    out = ["## reflectgit\n", "```", cli.get_help(root).rstrip(), "```\n"]
    for ctx, command in _commands(cli, root):
        level = "#" * min(ctx.command_path.count(" ") + 1, 4)
        out += [f"{level} {ctx.command_path}\n", "```", command.get_help(ctx).rstrip(), "```\n"]
    return "\n".join(out)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def settings_table() -> str:
    """One row per ``REFLECTGIT_*`` setting declared in ``reflectgit.config.SETTINGS``."""
    from reflectgit.config import SETTINGS

    rows = ["| variable | default | meaning |", "|---|---|---|"]
    for setting in SETTINGS.values():
        default = f"`{setting.default}`" if setting.default else "*(unset)*"
        rows.append(f"| `{setting.name}` | {default} | {_cell(setting.help)} |")
    return "\n".join(rows) + "\n"
