"""The ``reflectgit`` command line: a thin layer over ``reflectgit.api``, ``reflectgit.kb`` and friends.

One module per noun (``notes``, ``recall``, ``git``, ``agent``, ``reflect``, ``dashboard``,
``transfer``), each adding its commands to the group built here; none imports this module back.
Only click is imported at start-up; each command imports what it needs, so ``--help`` and the
git hooks never pay for dulwich, YAML parsing or the embedding model.
"""

from __future__ import annotations

from typing import Any

import click

from reflectgit import __version__
from reflectgit.errors import ReflectgitError, environment_message


class Group(click.Group):
    """Turns ReflectgitError into one precise line on stderr and its exit code. At the top
    level, the plugins' commands join when a name is not a built-in one or the list is shown
    (``--help``), so built-in commands never pay for plugin discovery."""

    _plugins_added = False

    def _add_plugin_commands(self, ctx: click.Context) -> None:
        if ctx.parent is None and not self._plugins_added:
            self._plugins_added = True
            from reflectgit.plugins import register_commands

            register_commands(self)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        found = super().get_command(ctx, cmd_name)
        if found is None:
            self._add_plugin_commands(ctx)
            found = super().get_command(ctx, cmd_name)
        return found

    def list_commands(self, ctx: click.Context) -> list[str]:
        self._add_plugin_commands(ctx)
        return super().list_commands(ctx)

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
        except Exception as exc:
            said = environment_message(exc)
            if said is None:
                raise
            click.echo(f"reflectgit: {said}", err=True)
            ctx.exit(1)
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


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="reflectgit")
@click.option("--kb", "kb_path", metavar="PATH", help="KB to use (default: $REFLECTGIT_HOME or ~/.reflectgit).")
@click.pass_context
def cli(ctx: click.Context, kb_path: str | None) -> None:
    """reflectgit: a git-native memory for coding agents. Correct once, never again."""
    ctx.ensure_object(dict)
    ctx.obj["kb"] = kb_path
    if ctx.invoked_subcommand not in (None, "reflect", "hook", "merge-driver", "daemon", "init", "clone", "demo"):
        from reflectgit.heartbeat import beat

        beat(kb_path)


@cli.command()
@click.option("--keep", is_flag=True, help="Keep the throwaway KB and code repo afterwards.")
def demo(keep: bool) -> None:
    """A scripted walk-through on a throwaway KB and code repo."""
    from reflectgit.demo import run

    run(keep=keep)


def _register_commands() -> None:
    """Each noun module adds its commands; plugins' commands join later, when first needed
    (``Group.list_commands`` / ``Group.get_command``)."""
    from reflectgit.cli import agent, dashboard, git, notes, plugins, recall, reflect, team, transfer

    for module in (notes, recall, git, agent, reflect, dashboard, transfer, team, plugins):
        module.register(cli)


_register_commands()


def main() -> None:
    cli(prog_name="reflectgit")


if __name__ == "__main__":
    main()
