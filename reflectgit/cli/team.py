"""``reflectgit team``: set up, publish to and inspect the shared Postgres store (team mode).

Settings come from the environment (``REFLECTGIT_PG_DSN``, ``REFLECTGIT_WORKSPACE``); psycopg
is imported only inside these commands.
"""

from __future__ import annotations

from typing import Any

import click

from reflectgit.cli.common import emit_json, json_option, open_kb

commands = click.Group()


@commands.group("team")
def team() -> None:
    """Team mode: one shared derived store on Postgres + pgvector (see docs/team.md)."""


def _migrate(as_json: bool) -> None:
    from reflectgit.team import migrations
    from reflectgit.team.settings import connect, load

    settings = load(require_workspace=False)
    with connect(settings, workspace=False) as con:
        done = migrations.migrate(con)
    if as_json:
        emit_json(dict(done, server=settings.server))
        return
    if not done["applied"]:
        click.echo(f"{settings.server}: schema already at version {done['after']}; nothing to do.")
        return
    for m in done["applied"]:
        click.echo(f"applied {m['version']}: {m['description']}")
    click.echo(f"{settings.server}: schema at version {done['after']} (was {done['before']}).")
    click.echo(f"""
Next, as an administrator, make a group per workspace, put login roles in it, and give it the workspace
(never grant {migrations.WRITER} itself: every writer of every workspace is in it):
  create role reflectgit_acme_writer nologin in role {migrations.WRITER};  -- acme's writers
  create role alice login password '...' in role reflectgit_acme_writer;   -- publishes (reindex, sync)
  create role ci_reader login password '...' in role {migrations.READER};  -- recall only
  reflectgit team grant reflectgit_acme_writer --workspace acme
  reflectgit team grant ci_reader --workspace acme
Then on each machine: REFLECTGIT_PG_DSN=postgresql://alice@HOST/DB REFLECTGIT_WORKSPACE=acme""")


@team.command("init")
@json_option
def init(as_json: bool) -> None:
    """Create or upgrade the shared schema (same as `team migrate`) and say how to add roles."""
    _migrate(as_json)


@team.command("migrate")
@json_option
def migrate(as_json: bool) -> None:
    """Apply the schema migrations this server lacks; running it twice changes nothing."""
    _migrate(as_json)


@team.command("grant")
@click.argument("role")
@click.option("--workspace", required=True, help="The workspace ROLE (and its members) may read or write.")
@click.option("--every-member", is_flag=True,
              help="Grant the shared reflectgit_writer or reflectgit_reader group anyway: every role in it, "
                   "whatever workspace it was meant for, may then see the workspace.")
def grant(role: str, workspace: str, every_member: bool) -> None:
    """Let a Postgres role (and every role in it) see one workspace. Run with an admin DSN.

    Give a workspace to a group of its own (reflectgit_acme_writer, itself in reflectgit_writer)
    or to a login role, never to the shared groups every writer and reader is in."""
    import os

    from reflectgit.team import migrations
    from reflectgit.team.settings import WORKSPACE_VAR, TeamError, connect, load

    if role in (migrations.WRITER, migrations.READER) and not every_member:
        raise TeamError(f"{role} is the group every {role.rsplit('_', 1)[1]} of every workspace is in: granting it "
                        f"{workspace!r} lets all of them see it. Make a group for the workspace (create role "
                        f"reflectgit_{workspace.replace('-', '_').replace('.', '_')}_{role.rsplit('_', 1)[1]} nologin in "
                        f"role {role}; put its members in it) and grant that, or pass --every-member", field="ROLE")
    os.environ[WORKSPACE_VAR] = workspace  # validated like the variable
    try:
        settings = load()
    except TeamError as exc:
        if WORKSPACE_VAR in exc.message:  # it came from the flag, not the environment
            raise TeamError(exc.message.replace(f"{WORKSPACE_VAR}=", "--workspace "), field="--workspace") from None
        raise
    with connect(settings, workspace=False) as con:
        if con.execute("select 1 from pg_roles where rolname = %s", (role,)).fetchone() is None:
            raise TeamError(f"there is no Postgres role {role!r} on {settings.server}: create it first "
                            f"(create role {role} login in role reflectgit_writer, or reflectgit_reader)", field="ROLE")
        added = migrations.grant(con, role, workspace)
    click.echo(f"{role} may {'now' if added else 'already'} see workspace {workspace}.")


@team.command("publish")
@click.option("--full", is_flag=True, help="Send every note and remove rows this clone does not have.")
@json_option
@click.pass_context
def publish(ctx: click.Context, full: bool, as_json: bool) -> None:
    """Publish this clone's derived rows (reindex and sync do this on their own)."""
    from reflectgit.team.publish import publish as run
    from reflectgit.team.settings import load

    report = run(open_kb(ctx), load(), full=full)
    if as_json:
        emit_json(report)
        return
    from reflectgit.team.publish import describe

    click.echo(describe(report))


@team.command("vector-index")
@json_option
def vector_index(as_json: bool) -> None:
    """Build the workspace's vector index now (publish starts this itself for a large workspace)."""
    from reflectgit.team.publish import build_vector_index
    from reflectgit.team.settings import connect, load

    settings = load()
    workspace = settings.need_workspace()
    with connect(settings) as con:
        report = dict(build_vector_index(con, workspace), workspace=workspace)
    if as_json:
        emit_json(report)
    elif report["vector_index_built"]:
        click.echo(f"built the vector index of workspace {workspace} in {report['vector_index_seconds']} s")
    else:
        click.echo(f"workspace {workspace} already has its vector index")


@team.command("status")
@json_option
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """Server, schema version, workspace, notes per project, what each machine published, what is stale."""
    from reflectgit.errors import ReflectgitError
    from reflectgit.team.settings import load
    from reflectgit.team.status import status as run

    try:
        kb = open_kb(ctx)
    except ReflectgitError:  # the store's status is useful from a machine without a KB too
        kb = None
    st = run(load(), kb)
    if as_json:
        emit_json(st)
        if not st["reachable"]:
            ctx.exit(3)
        if st.get("granted") is False:
            ctx.exit(2)
        return
    click.echo(f"Server: {st['server']}" + ("" if st["reachable"] else f"  UNREACHABLE: {st.get('error')}"))
    if not st["reachable"]:
        ctx.exit(3)
    click.echo(f"Schema: version {st['schema_version']} of {st['schema_latest']}   Role: {st['role']}"
               + ("  (bypasses row-level security: use a reader or writer role)" if st["bypasses_row_security"] else "")
               + ("" if st.get("may_write", True) or st.get("granted") is False else "  (reads only: recalls what writers publish, never publishes)"))
    if st.get("granted") is False:
        click.echo(f"Workspace: {st['workspace']}   NOT GRANTED: {st['error']}")
        ctx.exit(2)
    index = "built" if st.get("vector_index") else "not built yet (`reflectgit team vector-index`)"
    click.echo(f"Workspace: {st['workspace']}   Notes: {st.get('notes', 0)}"
               + (f"   Vector index: {index}" if st.get("notes") else ""))
    for project, n in (st.get("projects") or {}).items():
        click.echo(f"  {project}: {n['notes']}" + (f" (+{n['removed']} removed)" if n["removed"] else ""))
    for m in st.get("machines") or []:
        click.echo(f"Machine {m['machine']}: {m['commit'][:10]} ({m['commit_time']}), published {m['published_at']}")
    for line in st.get("stale") or []:
        click.echo(f"Stale: {line}")


def status_block(kb) -> dict[str, Any] | None:
    """The ``team`` block of ``reflectgit status --json``: None when team mode is off."""
    from reflectgit.team.status import block

    return block(kb)


__all__ = ["status_block", "team"]


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
