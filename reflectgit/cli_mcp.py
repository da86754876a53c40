"""CLI of the MCP server: ``reflectgit mcp`` and ``reflectgit agent install|uninstall mcp --client X``.

Registered on the main ``cli`` group by ``reflectgit.cli``. The ``mcp`` harness is grafted onto
the existing ``agent install`` / ``agent uninstall`` commands (their other harnesses and options
are untouched), so the Claude Code hook installer and this one share one spelling. Nothing
here imports the ``mcp`` SDK until ``reflectgit mcp`` runs.
"""

from __future__ import annotations

from typing import Any

import click

from reflectgit.cli import cli, emit_json, open_kb
from reflectgit.cli_agent import agent_group

CLIENTS = ("claude", "codex", "cursor", "gemini")  # reflectgit.mcp_clients.CLIENTS, without importing it


@cli.command("mcp")
@click.option("--http", is_flag=True, help="Serve streamable HTTP on 127.0.0.1 instead of stdio.")
@click.option("--port", type=int, default=8765, show_default=True, help="Port for --http.")
@click.option("--no-warm", is_flag=True, help="Do not load the model and indices before the first call.")
@click.pass_context
def mcp_cmd(ctx: click.Context, http: bool, port: int, no_warm: bool) -> None:
    """Serve the memory to MCP clients (Codex, Cursor, Gemini CLI, Claude Code...) over stdio.

    Tools: search, index, hydrate, add_learning, forget, set_status, pending, status, gaps,
    reflect_daily, promote. Resources: memory://MEMORY.md, memory://conventions/<project>,
    note://<id>. Wire a client with `reflectgit agent install mcp --client NAME`.
    """
    from reflectgit.mcp_server import serve

    serve(open_kb(ctx), http=http, port=port, warm=not no_warm)


def _graft(name: str, run) -> None:  # type: ignore[no-untyped-def]
    """Teach ``agent <name>`` the ``mcp`` harness and its ``--client`` option."""
    cmd = agent_group.commands[name]
    harness = next(p for p in cmd.params if p.name == "harness")
    if "mcp" in harness.type.choices:  # type: ignore[attr-defined]
        return
    harness.type = click.Choice([*harness.type.choices, "mcp"])  # type: ignore[attr-defined]
    cmd.params.append(click.Option(["--client"], type=click.Choice(CLIENTS),
                                   help="With `mcp`: the MCP client to wire (claude, codex, cursor, gemini)."))
    original = cmd.callback

    def callback(harness: str, client: str | None = None, **kw: Any) -> Any:
        if harness != "mcp":
            if client:
                raise click.UsageError("--client goes with the `mcp` harness")
            return original(harness=harness, **kw)  # type: ignore[misc]
        if not client:
            raise click.UsageError(f"`agent {name} mcp` needs --client ({', '.join(CLIENTS)})")
        return run(client, kw)

    cmd.callback = callback
    cmd.help = (cmd.help or "") + ("\n\nWith `mcp --client NAME`: wire `reflectgit mcp` into that MCP client's "
                                   "config (its other servers are kept).")


def _install(client: str, kw: dict[str, Any]) -> None:
    from pathlib import Path

    from reflectgit.mcp_clients import install

    root = click.get_current_context().find_root()
    out = install(client, kw.get("scope") or "project", Path.cwd(), kb=root.obj.get("kb"))
    if kw.get("as_json"):
        emit_json(out)
        return
    click.echo(f"wired reflectgit mcp into {out['config']} ({client}): {out['entry']['command']} "
               + " ".join(out["entry"]["args"]))
    if out.get("note"):
        click.echo(f"note: {out['note']}")


def _uninstall(client: str, kw: dict[str, Any]) -> None:
    from pathlib import Path

    from reflectgit.mcp_clients import uninstall

    out = uninstall(client, kw.get("scope") or "project", Path.cwd())
    if kw.get("as_json"):
        emit_json(out)
        return
    click.echo(f"removed reflectgit from {out['config']}" if out["removed"] else f"{out['config']}: nothing to remove")


_graft("install", _install)
_graft("uninstall", _uninstall)
