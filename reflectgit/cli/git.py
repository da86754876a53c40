"""CLI commands that tie the KB to git: sync, the merge driver, and the code-repo hooks.

Like the rest of the CLI they import their modules only when run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from reflectgit.cli.common import emit_json, json_option, open_kb, prepare_model_for_hooks

commands = click.Group()


@commands.command()
@click.argument("remote", required=False)
@click.option("--no-reindex", is_flag=True, help="Do not update the index afterwards.")
@json_option
@click.pass_context
def sync(ctx: click.Context, remote: str | None, no_reindex: bool, as_json: bool) -> None:
    """Commit pending changes, fetch, merge note by note, push, reindex.

    REMOTE is a remote name (default: origin) or a URL or path. Exit code 3: a remote that
    answered before could not be reached; nothing was lost, run sync again later. Exit code
    2: an address that never answered (a typo, no such folder); check it.
    """
    from reflectgit.cli.progress import progress_for
    from reflectgit.errors import ReflectgitError
    from reflectgit.sync import sync as run_sync

    kb = open_kb(ctx)
    try:
        with progress_for(quiet=as_json) as bar:  # the reindex of what was pulled can take a while
            result = run_sync(kb, remote, reindex=not no_reindex, progress=bar)
    except ReflectgitError as exc:
        merged = getattr(exc, "partial", None)  # merged, then refused to push: what arrived is still news
        if merged is not None:
            if as_json:
                emit_json({**merged.to_dict(), "refused": str(exc)})
            elif merged.action != "up-to-date" or merged.committed:
                _report(merged, refused=True)
        raise
    for bad in result.refused_elsewhere:  # stderr, --json too: only this machine can fix it
        click.echo(f"reflectgit: warning: {os.path.join(kb.path, bad['path'])} field {bad['field']!r}: {bad['message']}. The remote holds it "
                   f"(pushed with plain git) and every other machine's sync refuses it; {bad['fix']}, then `reflectgit sync`",
                   err=True)
    if as_json:
        emit_json(result.to_dict())
        return
    _report(result)


def _report(result: Any, refused: bool = False) -> None:
    """What a sync did, and what arrived that agents are shown (slots, skills, session-start notes);
    ``refused``: it stopped before pushing (review29: stdout read "up-to-date" while it refused)."""
    if refused:
        click.echo(f"sync with {result.remote}: not pushed (refused: see the message below)"
                   + (f"; {result.action} here first" if result.action != "up-to-date" else ""))
    else:
        click.echo(f"sync with {result.remote}: {result.action}" + (" (pushed)" if result.pushed and
                                                                      result.action != "pushed" else ""))
    if result.committed:
        shown = ", ".join(result.committed[:5]) + (f" and {len(result.committed) - 5} more"
                                                    if len(result.committed) > 5 else "")
        click.echo(f"  committed first: {shown}")  # every path is in --json (review16: 300 on one line)
    if result.purged:
        click.echo(f"  deleted by hand, and invalid: removed for every machine (a tombstone records it): "
                   f"{' '.join(result.purged[:10])}{' ...' if len(result.purged) > 10 else ''}")
    if result.restored:
        click.echo(f"  deleted by hand, so put back (absence is not deletion; `reflectgit forget ID --reason ... "
                   f"--purge` deletes a note for every machine): {', '.join(result.restored[:5])}"
                   f"{' ...' if len(result.restored) > 5 else ''}")
    m = result.merge
    for key in ("added", "updated", "merged", "removed", "contradictions"):
        if m.get(key):
            click.echo(f"  {key}: {len(m[key])}  {' '.join(m[key][:10])}{' ...' if len(m[key]) > 10 else ''}")
    for line in m.get("decisions", []):
        click.echo(f"  {line}")
    for said in m.get("reflections", []):
        click.echo(f"  {said['message']}")
    if m.get("contradictions"):
        click.echo("  contradictions keep both versions in the note; see `reflectgit status`")
    if m.get("kept"):
        click.echo(f"  kept {len(m['kept'])} note(s) the remote deleted without a tombstone: {' '.join(m['kept'][:10])} "
                   "(`reflectgit forget ID --reason WHY --purge` deletes a note for every machine)")
    if m.get("agent_facing"):
        click.echo(f"  changed by the remote, and shown to agents as they are: {', '.join(m['agent_facing'])} "
                   "(read them: pinned slots and skills go into every session)")
    if m.get("proposal"):
        click.echo("  a reflection proposal arrived from the remote: pending-reflection.md (read all of it; "
                   "`reflectgit reflect approve --from-elsewhere` applies it, `reflect reject` drops it)")
    aside = [p for p in m.get("set_aside", []) if not any(p in line for line in m.get("decisions", []))]
    if aside:
        click.echo(f"  a reflection proposal was set aside, a newer one waits in pending-reflection.md: {', '.join(aside)} "
                   "(to review it instead, decide the waiting one, then `reflectgit reflect restore FILE`)")
    if m.get("session_start"):
        ids = m["session_start"]
        where = m.get("session_start_where") or {}
        shown = " ".join(f"{i} ({where[i]})" if i in where else i for i in ids[:10])
        click.echo(f"  new from the remote, and shown to agents at session start: {shown}"
                   f"{f' and {len(ids) - 10} more' if len(ids) > 10 else ''} (read them: `reflectgit show ID`)")
    if (result.reindexed or {}).get("team"):
        from reflectgit.team.publish import describe

        click.echo(f"  {describe(result.reindexed['team'])}")


@commands.command("merge-driver")
@click.argument("ancestor")
@click.argument("ours")
@click.argument("theirs")
@click.argument("marker_size", required=False)
@click.argument("path", required=False)
def merge_driver(ancestor: str, ours: str, theirs: str, marker_size: str | None, path: str | None) -> None:
    """git's merge driver for notes: merge %O %A %B into %A (%L %P are accepted).

    Registered by `init` and `clone` as merge.reflectgit.driver. Exit 1 when a side is not
    a valid note, or two different notes were added under one id, and conflict markers were
    written, so git stops for a human.
    """
    from reflectgit.merge.driver import run

    code, contradictions, why = run(ancestor, ours, theirs, path)
    if contradictions:
        click.echo(f"reflectgit: {path or ours}: contradiction in {', '.join(contradictions)}; "
                   "both versions kept in the note", err=True)
    if code:
        click.echo(f"reflectgit: {path or ours}: {why}; conflict markers written", err=True)
    sys.exit(code)


@commands.group("hooks")
def hooks_group() -> None:
    """Git hooks in a code repository: capture from commits, reverts, shards."""


def _repo_option(f):
    return click.option("--repo", "repo", default=".", metavar="PATH", show_default=True,
                        help="The code repository.")(f)


def _say_shell_kb(states: list) -> None:
    """One line when this shell's REFLECTGIT_HOME overrides the KB the shims name (their default)."""
    from reflectgit import hooks

    env = hooks.shell_kb(states)
    if env:
        named = ", ".join(sorted({s.kb for s in states if s.kb and s.kb != env}))
        click.echo(f"\nREFLECTGIT_HOME is exported in this shell: commits made from it send this repo's captures to "
                   f"{env}, not to {named}, the KB the hooks name (which gets those of a commit made without it, "
                   "from an IDE or a GUI client)")


def _print_hooks(states: list, as_json: bool) -> None:
    if as_json:
        emit_json([s.to_dict() for s in states])
        return
    for s in states:
        notes = [f"({s.via})" if s.via else "", "(chains your earlier hook)" if s.chained else "",
                 f"(sends to {s.kb})" if s.state == "other-kb" else ""]
        click.echo(f"{s.name:<15} {s.state:<10}  " + "  ".join([*filter(None, notes), s.path]))
    moved = sorted({s.replaced_kb for s in states if s.replaced_kb})
    if moved:
        click.echo(f"\nthese hooks sent this repo's captures to {', '.join(moved)}; they now send them to "
                   f"{states[0].kb or 'the KB of REFLECTGIT_HOME (or ~/.reflectgit) at commit time'}")
    if any(s.state == "other-kb" for s in states):
        click.echo("\nthese hooks send this repo's captures to another KB; `reflectgit --kb <this KB> hooks install` "
                   "makes them send here instead")
    if states and states[0].state == "off":
        click.echo("\nhooks are switched off in this repo (core.hooksPath leads to a file, or through one, not to a "
                   "folder; `hooks install` says how to fix it): "
                   "git runs no hook here, so nothing is captured.")
    if states and states[0].shared:
        click.echo(f"\nthese hooks are shared by every repo using core.hooksPath={states[0].shared} (set in your "
                   "git config, not this repo's): installing or uninstalling here does it for all of them. "
                   "For one repo only, set core.hooksPath in that repo to its own folder, absolute so that its "
                   "linked worktrees find it too: `git config core.hooksPath "
                   "\"$(git rev-parse --path-format=absolute --git-common-dir)/hooks\"`.")
    waiting = [s for s in states if s.state == "not-called"]
    if waiting:
        folder = waiting[0].hooks_folder or Path(waiting[0].call_from or "").parent
        click.echo(f"\ncore.hooksPath is {folder}, the project's: reflectgit keeps its hooks "
                   "(which hold this machine's paths) in the repo's private hooks folder and does not edit "
                   "the project's files. Add this line to each of these hooks (a missing one is a new "
                   "executable file starting with #!/bin/sh; the line does nothing where reflectgit is not "
                   "installed), then commit them for the team:")
        for s in waiting:
            click.echo(f"  {s.call_from}:\n    {s.call_line}")
    for s in states:
        if s.state == "team-not-executable":  # husky 9 runs its scripts with sh; other folders need the bit
            click.echo(f"\n{s.call_from} calls reflectgit but git skips it: it is not executable. "
                       f"Run `chmod +x {s.call_from}` and commit the mode (`git add --chmod=+x`).")


@hooks_group.command("install")
@_repo_option
@json_option
@click.pass_context
def hooks_install(ctx: click.Context, repo: str, as_json: bool) -> None:
    """Install the hook shims; a hook you already had keeps running first."""
    from reflectgit import config, hooks

    kb = ctx.find_root().obj.get("kb") or os.environ.get("REFLECTGIT_HOME")
    # a KB named in this shell's environment goes into the shims too (as their default): a commit made
    # from a GUI client or an IDE does not have the shell's REFLECTGIT_HOME, and captured nothing (review20)
    states = hooks.install(Path(repo).absolute(), Path(kb).expanduser().absolute() if kb else None)
    _print_hooks(states, as_json)
    if not as_json:
        _say_shell_kb(states)
    home = config.kb_path(kb)
    if not (home / ".git").exists():  # the hooks do nothing without a KB, silently (review13)
        click.echo(f"reflectgit: no KB at {home} yet: the hooks capture nothing until you run "
                   "`reflectgit init`", err=True)
        return
    if not as_json:
        import shlex

        from reflectgit.git_events import uncaptured
        from reflectgit.kb import KB

        waiting = uncaptured(KB.open(home), Path(repo).absolute())
        if waiting:
            click.echo(f"\n{waiting} earlier commit(s) carry lessons the hooks never saw (they see new commits "
                       f"only): `reflectgit capture commits --all --repo {shlex.quote(repo)}` captures them")
    prepare_model_for_hooks()


@hooks_group.command("uninstall")
@_repo_option
@json_option
@click.pass_context
def hooks_uninstall(ctx: click.Context, repo: str, as_json: bool) -> None:
    """Remove the shims and put back the hooks that were there before."""
    from reflectgit import config, hooks

    states = hooks.uninstall(Path(repo).absolute())
    _print_hooks(states, as_json)
    named = ctx.find_root().obj.get("kb")
    gone = sorted({s.kb for s in states if s.state in ("removed", "restored") and s.kb})
    if not as_json and gone:
        mine = str(config.kb_path(named))
        click.echo(f"\nthis repo's captures no longer go to {', '.join(gone)}"
                   + (f" (not {mine}, the KB --kb named: its hooks were another KB's)" if named and gone != [mine] else ""))


@hooks_group.command("status")
@_repo_option
@json_option
@click.pass_context
def hooks_status(ctx: click.Context, repo: str, as_json: bool) -> None:
    """Which hooks are installed, and the last events the drain handled."""
    from reflectgit import config, hooks, queue
    from reflectgit.project import detect
    from reflectgit.shards import active_shards

    kb = ctx.find_root().obj.get("kb")
    states = hooks.status(Path(repo).absolute(), Path(kb).absolute() if kb else None)
    kb_path = config.kb_path(kb)
    # the checkout this runs in, read from it: active.json holds the branch a project's last checkout
    # switched to, in whichever of its worktrees (`git worktree add` switches a linked one)
    here = detect(Path(repo).absolute())
    report: dict[str, Any] = {"hooks": [s.to_dict() for s in states], "shell_kb": hooks.shell_kb(states),
              "here": {"project": here.project, "branch": here.branch},
              "active": active_shards(kb_path), "queued": len(queue.pending(kb_path)),
              "failed": [p.name for p in queue.failed(kb_path)], "recent": queue.recent(kb_path),
              "unqueued": hooks.unqueued(Path(repo).absolute()), "queue_problem": queue.writable(kb_path) if (kb_path / ".git").exists() else ""}
    if as_json:
        emit_json(report)
        return
    _print_hooks(states, False)
    _say_shell_kb(states)
    last = report["active"].get(here.project) or {}  # this repo first
    since = last.get("at") if last.get("branch") == here.branch else None
    click.echo(f"active shard of {here.project} (this repo): {here.branch} (since {since or 'its current checkout'})")
    for project, shard in report["active"].items():
        if project != here.project:
            click.echo(f"active shard of {project}: {shard.get('branch')} (since {shard.get('at')})")
    click.echo(f"queued events: {report['queued']}, failed: {len(report['failed'])}")
    if report["failed"]:
        click.echo(f"  see why in {queue.failed_dir(kb_path)}/*.error.txt; after fixing the cause, "
                   "`reflectgit hooks drain --retry-failed` runs them again")
    if report["queue_problem"]:
        click.echo(f"captures cannot be queued: {queue.queue_path(kb_path)} is not writable "
                   f"({report['queue_problem']}); every event of these hooks is lost until it is")
    lost = report["unqueued"]
    if lost:
        click.echo(f"captures not queued: {len(lost)} event(s) of this repo could not be written to the KB's queue "
                   f"({lost[-1].get('error', '?')}); nothing was captured from them yet. Make "
                   f"{queue.queue_path(kb_path)} writable, then `reflectgit hooks drain --retry-failed --repo {repo}` "
                   f"captures them (they are kept in {hooks.unqueued_file(Path(repo).absolute())})")
    for e in report["recent"][-5:]:
        what = e.get("error") or ", ".join(f"{k}={len(v) if isinstance(v, list) else v}" for k, v in e.items()
                                           if k not in ("at", "event"))
        click.echo(f"  {e.get('event')}: {what}")


@commands.command("drain", hidden=True)
@click.option("--no-reindex", is_flag=True, help="Do not update the index afterwards.")
@click.option("--retry-failed", is_flag=True, help="First put the events that failed back in the queue.")
@json_option
@click.pass_context
def drain(ctx: click.Context, no_reindex: bool, retry_failed: bool, as_json: bool) -> None:
    """Same as `hooks drain` (the old spelling, kept for one release)."""
    ctx.invoke(hooks_drain, no_reindex=no_reindex, retry_failed=retry_failed, as_json=as_json, repo=".")


@hooks_group.command("drain")
@click.option("--no-reindex", is_flag=True, help="Do not update the index afterwards.")
@click.option("--retry-failed", is_flag=True, help="First put the events that failed back in the queue, and "
              "those --repo's hooks could not queue (the KB's queue was not writable).")
@_repo_option
@json_option
@click.pass_context
def hooks_drain(ctx: click.Context, no_reindex: bool, retry_failed: bool, as_json: bool, repo: str) -> None:
    """Handle queued hook events now (waiting for a running drain to finish)."""
    from reflectgit import hooks, queue

    kb = open_kb(ctx.find_root())
    if retry_failed:
        queue.retry_failed(kb.path)
        hooks.requeue_unqueued(Path(repo).absolute(), kb.path)
    results = queue.drain(kb, wait=True, reindex=not no_reindex)
    if as_json:
        emit_json(results)
    else:
        click.echo(f"handled {len(results)} event(s)")


@commands.group("hook", hidden=True)
def hook_group() -> None:
    """What the installed shims call."""


@hook_group.command("run", context_settings={"ignore_unknown_options": True})
@click.argument("name")
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def hook_run(name: str, args: tuple[str, ...]) -> None:
    """Queue a git hook event and drain the queue; always exits 0."""
    from reflectgit.hooks import run

    sys.exit(run(name, list(args)))


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
