"""Commands of agent sessions: capture, harness wiring (Claude Code hooks, MCP clients), pinned
slots, pending decisions and skills."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from reflectgit.cli.common import emit_json, json_option, open_kb, prepare_model_for_hooks, session_arg
from reflectgit.cli.plugins import PluginChoice, transcript_format_choice

if TYPE_CHECKING:
    from reflectgit.plugins import Harness

commands = click.Group()
CLIENTS = ("claude", "codex", "cursor", "gemini")  # reflectgit.mcp_clients.CLIENTS, without importing it


class _HarnessChoice(PluginChoice):
    """A harness name; an MCP client that is no harness of hooks (``cursor``) is told the command
    that wires it (review30: `agent install cursor` said only "not one of ...")."""

    def convert(self, value, param, ctx):
        name = value.lower() if isinstance(value, str) else None
        if name in CLIENTS and name not in self.choices and "mcp" in self.choices:
            rest = f"reflectgit agent {ctx.info_name}" if ctx is not None else "reflectgit agent install"
            self.fail(f"{value!r} is an MCP client, not a harness with hooks: use `{rest} mcp --client {name}`",
                      param, ctx)
        return super().convert(value, param, ctx)


def _harness_names(with_mcp: bool) -> PluginChoice:
    """The plugins' harnesses (Claude Code's built in), plus ``mcp`` where the MCP clients are wired."""
    def names() -> list[str]:
        from reflectgit.plugins import harnesses

        return [*harnesses(), *(["mcp"] if with_mcp else [])]
    return _HarnessChoice(names)


def _harness(name: str) -> Harness:
    from reflectgit.plugins import harnesses

    return harnesses()[name]  # the argument's choice already checked the name


@commands.group("capture")
def capture_group() -> None:
    """Turn agent sessions into notes (signals + the heuristic writer; no LLM needed)."""


@capture_group.command("transcript")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False), metavar="FILE...")
@click.option("--format", "fmt", type=transcript_format_choice(),
              help="Default: by each file's suffix and first record (Codex rollouts and Gemini chats are "
                   "recognised; plugins add formats).")
@click.option("--session", help="Session id (default: the transcript's own, else $REFLECTGIT_SESSION); one FILE only.")
@click.option("--project", help="Project (default: the transcript's cwd, else the current repo).")
@click.option("--branch", help="Branch (default: as for the project).")
@click.option("--dry-run", is_flag=True, help="Show the signals and candidate notes; write nothing.")
@click.option("--reflect", "micro", is_flag=True, help="Also run the session-end micro-reflection (needs an LLM).")
@json_option
@click.pass_context
def capture_transcript(ctx: click.Context, files: tuple[str, ...], fmt: str | None, session: str | None,
                       project: str | None, branch: str | None, dry_run: bool, micro: bool, as_json: bool) -> None:
    """Capture the lessons of transcripts: corrections, rules, root causes, decisions...

    Several FILEs (a day's Codex rollouts: `~/.codex/sessions/2026/11/27/rollout-*.jsonl`) are each
    captured as their own session, with their own commit; every file is read first, so one that
    cannot be read stops the command before anything is written. With several files, --json
    prints a list (one object per file, with its `file`).

    A Gemini CLI chat names no folder, only a hash of the one Gemini ran in: it is captured when
    that is the current folder (or one above it), and otherwise skipped with a message (give
    --project to file it anyway), so a glob over `~/.gemini/tmp/*/chats/` takes only this project's."""
    from pathlib import Path

    from reflectgit.capture import transcript as tr
    from reflectgit.capture.session import capture
    from reflectgit.project import detect

    paths = list(dict.fromkeys(files))
    if session and len(paths) > 1:
        raise click.UsageError("--session names one session: give it with one FILE (each transcript has its own)")
    read = [(file, tr.read(Path(file), fmt)) for file in paths]
    for file, t in read:
        if not t.turns and Path(file).stat().st_size:
            from reflectgit.errors import NoteError
            from reflectgit.plugins import transcript_formats

            raise NoteError(f"no conversation turn could be read from it{f' as {fmt}' if fmt else ''}: is it "
                            f"another tool's transcript? (--format {'|'.join(transcript_formats())})",
                            file=file, field="--format")
    kb = open_kb(ctx.find_root())
    outs: list[dict] = []
    skipped = 0
    for file, t in read:
        where = Path(t.cwd) if t.cwd and Path(t.cwd).is_dir() else Path.cwd()
        if not t.cwd and t.project_hash and not project:
            found = tr.gemini_project_dir(t.project_hash, Path.cwd())
            if found is None:  # another project's chat: never filed under this one (review20)
                why = (f"a Gemini chat of another project (projectHash {t.project_hash[:12]}... is not "
                       f"{Path.cwd()} nor a folder above it); skipped: run this from the folder Gemini ran in, "
                       "or give --project")
                click.echo(f"{file}: {why}", err=True)
                if as_json:
                    outs.append({"file": file, "skipped": why})
                skipped += 1
                continue
            where = found
        context = detect(where, project=project, branch=branch)
        sid = session or t.session or session_arg(None)
        result = capture(kb, t, context, session=sid, dry_run=dry_run)
        reflected = None
        if micro and not dry_run:
            from reflectgit.capture.micro import reflect

            reflected = reflect(kb, t, context, session=sid).to_dict()
        if as_json:
            outs.append({**({"file": file} if len(read) > 1 else {}), **result.to_dict(),
                         **({"micro_reflection": reflected} if reflected else {})})
        else:
            _say_captured(file if len(read) > 1 else None, result, reflected, dry_run)
    if as_json:
        emit_json(outs if len(read) > 1 else outs[0])
    if skipped == len(read):
        ctx.exit(1)  # nothing was this project's: a script should notice


@capture_group.command("commits")
@click.option("--repo", default=".", metavar="PATH", show_default=True, help="The code repository.")
@click.option("--since", metavar="REV", help="Only the commits after REV (a sha, a branch or a tag, ~N allowed).")
@click.option("--all", "all_", is_flag=True, help="Every commit of HEAD's history.")
@click.option("--dry-run", is_flag=True, help="List what would be captured, demoted, restored or sent back; write nothing.")
@json_option
@click.pass_context
def capture_commits(ctx: click.Context, repo: str, since: str | None, all_: bool, dry_run: bool,
                    as_json: bool) -> None:
    """Capture the lessons of past commits, as the post-commit hook captures a new one.

    Commits made before `hooks install` (or while it was off) carry `Learning:`, `Rule:` and
    `Fix:` trailers, fix commits that explain their cause and reverts: each is captured exactly
    as the hook would have (same notes, same duplicate and revert handling), oldest first, in
    one KB commit. Commits the hook or an earlier run already saw are skipped, so running it
    again adds nothing. Notes a `git reset` left on the commits it undid (an amend, a rebase) go
    back first to the commits the branch has again, as the next hook would take them.

    --dry-run lists each lesson it would capture (with its commit), the duplicates and rejections,
    and the notes a revert would demote, restore or send back to the branch it was picked from, and
    writes nothing. It asks no LLM: with one configured, capture may rewrite or drop the lessons of
    fix commits without trailers."""
    import sys
    from pathlib import Path

    from reflectgit.git_events import backfill

    if bool(since) == all_:
        raise click.UsageError("give --since REV (the commits after it) or --all (every commit of HEAD's history)")
    kb = open_kb(ctx.find_root())
    bar = None if as_json else click.progressbar(length=1, label="Capturing", file=sys.stderr)

    def progress(done: int, total: int) -> None:
        if bar is not None and total >= 200:
            if not bar.entered:
                bar.__enter__()
            bar.length = total
            bar.update(done - bar.pos)

    try:
        report = backfill(kb, Path(repo).absolute(), since=since, progress=progress, dry_run=dry_run)
    finally:
        if bar is not None and bar.entered:
            bar.__exit__(None, None, None)
    if as_json:
        emit_json(report)
        return
    todo = report["commits"] - report["already_seen"]
    if dry_run:
        _say_preview(report, since, todo)
        return
    click.echo(f"{report['commits']} commit(s) in {report['repo']}"
               + (f" since {since}" if since else "") + f": {report['already_seen']} already seen, {todo} read; "
               f"captured {len(report['captured'])} lesson(s) into {report['shard']}"
               + (f" (KB commit {report['commit'][:12]})" if report["commit"] else ""))
    for key, said in (("duplicates", "already known"), ("rejected", "rejected (every cited commit unknown)"),
                      ("demoted", "demoted by a revert"), ("restored", "restored by a revert of a revert"),
                      ("sent_back", "sent back by a revert of their pick to the branch they came from"),
                      ("reset", "back on the commits a `git reset` returned to (a rewrite undone)")):
        if report.get(key):
            click.echo(f"  {len(report[key])} {said}")


def _say_preview(report: dict, since: str | None, todo: int) -> None:
    """`capture commits --dry-run` on the terminal: what a run would do, commit by commit."""
    click.echo(f"{report['commits']} commit(s) in {report['repo']}" + (f" since {since}" if since else "")
               + f": {report['already_seen']} already seen, {todo} read; would capture "
               f"{len(report['would_capture'])} lesson(s) into {report['shard']} (dry run: nothing written)")
    for c in report["would_capture"]:
        click.echo(f"  {c['commit'][:10]}  {c['title']}" + (f" — {c['rule']}" if c.get("rule") else ""))
    for key, said in (("would_demote", "demote"), ("would_restore", "restore"), ("would_send_back", "send back")):
        for n in report[key]:
            click.echo(f"  would {said} {n['id'] or '(captured above)'}: {n['title']} (revert {n['by'][:10]})"
                       + (f" to {n['branch']}" if n.get("branch") else ""))
    for n in report.get("would_follow_reset") or []:
        click.echo(f"  would move {n['id']}: {n['title']} back to {n['to'][:10]}, the commit a `git reset` "
                   f"returned to ({n['from'][:10]} is on no branch)")
    for key, said in (("duplicates", "already known"), ("rejected", "rejected (every cited commit unknown)")):
        if report[key]:
            click.echo(f"  {len(report[key])} {said}: " + "; ".join(report[key][:5]) + (" …" if len(report[key]) > 5 else ""))
    if report.get("llm"):
        click.echo(f"  LLM {report['llm']}")


def _say_captured(file: str | None, result, reflected: dict | None, dry_run: bool) -> None:
    """One transcript's capture, as the terminal shows it (``file`` leads when there were several)."""
    click.echo((f"{file}: " if file else "") + f"{len(result.signals)} signal(s); "
               + ("would capture" if dry_run else "captured")
               + f" {len(result.candidates) if dry_run else len(result.captured)} note(s)"
               + (f"; {len(result.skipped)} already captured" if result.skipped else "")
               + (f"; revised {', '.join(result.revised)}" if result.revised else "")
               + (f"; superseded {', '.join(result.superseded)}" if result.superseded else ""))
    if dry_run:
        for c in result.candidates:
            click.echo(f"  [{c['kind']}] {c['title']}")
    for d in result.decisions:
        click.echo(f"  {d['action']:<21} {d['title'][:70]}" + (f"  ({d['reason']})" if d["reason"] else ""))
    if result.pending:
        click.echo(f"{len(result.pending)} decision(s) wait for you: `reflectgit pending`")
    if reflected:
        click.echo(f"micro-reflection: {len(reflected['saved'])} fact(s)"
                   + (f", {len(reflected['superseded'])} superseded" if reflected["superseded"] else "")
                   + (f" ({reflected['reason']})" if reflected["reason"] else ""))


@commands.group("agent")
def agent_group() -> None:
    """Agent harness integration (Claude Code, MCP clients, and harnesses plugins add): capture at
    the end of a turn, inject at start."""


def _scope_options(f):
    f = click.option("--user", "scope", flag_value="user",
                     help="Your own file, every project (claude: ~/.claude/settings.json; codex: ~/.codex/hooks.json; "
                          "gemini: ~/.gemini/settings.json).")(f)
    f = click.option("--local", "scope", flag_value="local",
                     help="claude only: .claude/settings.local.json of the current directory (yours alone, not committed)")(f)
    return click.option("--project", "scope", flag_value="project", default=True,
                        help="The current directory's file, shared with the team (default; claude: .claude/settings.json, "
                             "codex: .codex/hooks.json, gemini: .gemini/settings.json).")(f)


def _client_option(f):
    return click.option("--client", type=click.Choice(CLIENTS),
                        help="With `mcp`: the MCP client to wire (claude, codex, cursor, gemini).")(f)


def _mcp_client(harness: str, client: str | None) -> str | None:
    """The MCP client to wire, or None for the Claude Code hooks; a missing or stray --client
    is a usage error."""
    if harness != "mcp":
        if client:
            raise click.UsageError("--client goes with the `mcp` harness")
        return None
    if not client:
        raise click.UsageError(f"the `mcp` harness needs --client ({', '.join(CLIENTS)})")
    return client


@agent_group.command("install")
@click.argument("harness", type=_harness_names(with_mcp=True))
@_scope_options
@_client_option
@click.option("--default-kb", is_flag=True,
              help="Name no KB in what is written, and drop the --kb an earlier `--kb PATH agent install mcp` "
                   "left in the entry: it reads $REFLECTGIT_HOME, else ~/.reflectgit, where it runs.")
@json_option
@click.pass_context
def agent_install(ctx: click.Context, harness: str, scope: str, client: str | None, default_kb: bool,
                  as_json: bool) -> None:
    """Add reflectgit's hook entries to the harness's settings (yours are kept).

    claude: Claude Code's settings; codex: Codex's hooks.json (SessionStart, UserPromptSubmit,
    Stop); gemini: Gemini CLI's settings.json (SessionStart, BeforeAgent, AfterAgent, PreCompress,
    SessionEnd). The shared --project file gets `reflectgit agent hook <Event>` (no path of this
    machine; teammates need `reflectgit` on PATH), and is left as it is (exit 2) when neither
    `reflectgit` nor `python3 -m reflectgit` starts from a PATH without an activated virtualenv
    here; --local and --user get this install's own interpreter by its absolute path, which runs
    from any shell.

    With `mcp --client NAME`: wire `reflectgit mcp` into that MCP client's config (its other
    servers are kept), by the same rule: portable in a project's file, absolute in yours. The
    entry's own --kb, env and other keys stay unless given again (--kb PATH, or --default-kb)."""
    from pathlib import Path

    mcp_client = _mcp_client(harness, client)
    kb = ctx.find_root().obj.get("kb")
    if kb and default_kb:
        raise click.UsageError("--default-kb names no KB and --kb names one: give one of them")
    if mcp_client:
        from reflectgit.mcp_clients import install as mcp_install

        out = mcp_install(mcp_client, scope or "project", Path.cwd(), kb=kb, default_kb=default_kb)
        for change in out["changes"]:  # the user's entry said otherwise: never change it in silence
            click.echo(f"changed in {out['config']}: {change}", err=True)
        if out.get("kept_kb"):  # an earlier `--kb X agent install` wrote it: the user may mean the default again
            again = " ".join(["reflectgit agent install mcp --client", mcp_client,
                              *([f"--{scope}"] if scope and scope != "project" and mcp_client != "codex" else []),
                              "--default-kb"])
            click.echo(f"reflectgit: kept --kb {out['kept_kb']}, which the entry in {out['config']} already named "
                       f"(this install named no KB); `{again}` makes it read the default KB instead "
                       "($REFLECTGIT_HOME, else ~/.reflectgit)", err=True)
        prepare_model_for_hooks()  # the server's first start would otherwise export it while the client waits
        if as_json:
            emit_json(out)
            return
        click.echo(f"wired reflectgit mcp into {out['config']} ({mcp_client}): {out['entry']['command']} "
                   + " ".join(out["entry"]["args"]))
        if out.get("note"):
            click.echo(f"note: {out['note']}")
        return
    out = _install_hooks(_harness(harness), scope, kb)
    prepare_model_for_hooks()
    if as_json:
        emit_json(out)
        return
    if out.get("changed", True):
        click.echo(f"installed {len(out.get('events', []))} hook entries in {out['settings']}"
                   + (f": {out['command']}" if out.get("command") else ""))
    else:
        click.echo(f"the {len(out.get('events', []))} hook entries were already in {out['settings']}; nothing changed")
    for note in out.get("notes", []):
        click.echo(f"note: {note}", err=True)


def _install_hooks(found: Harness, scope: str, kb: str | None) -> dict:
    """The harness's install, with ``--kb`` written into its hook commands as an absolute path
    (a harness runs its hooks from its own folder) once it is known to be a KB, as for `mcp`."""
    import inspect
    from pathlib import Path

    if not kb:
        return found.install(scope, Path.cwd())
    from reflectgit.errors import KBError
    from reflectgit.mcp_clients import checked_kb

    if "kb" not in inspect.signature(found.install).parameters:
        raise KBError(f"the {found.name} harness cannot name a KB in its hooks; set REFLECTGIT_HOME where "
                      "it runs them instead", field="--kb")
    return found.install(scope, Path.cwd(), kb=checked_kb(kb))  # type: ignore[call-arg]  # checked above


@agent_group.command("uninstall")
@click.argument("harness", type=_harness_names(with_mcp=True))
@_scope_options
@_client_option
@json_option
def agent_uninstall(harness: str, scope: str, client: str | None, as_json: bool) -> None:
    """Remove only the hook commands reflectgit added (yours stay, even in the same matcher group).

    With `mcp --client NAME`: remove reflectgit from that MCP client's config."""
    from pathlib import Path

    mcp_client = _mcp_client(harness, client)
    if mcp_client:
        from reflectgit.mcp_clients import uninstall as mcp_uninstall

        out = mcp_uninstall(mcp_client, scope or "project", Path.cwd())
        if as_json:
            emit_json(out)
        else:
            click.echo(f"gave your own reflectgit entry in {out['config']} back as it was before install"
                       if out.get("restored") else f"removed reflectgit from {out['config']}" if out["removed"]
                       else f"{out['config']}: nothing removed")
            if out.get("note"):
                click.echo(f"note: {out['note']}", err=True)
        return
    out = _harness(harness).uninstall(scope, Path.cwd())
    if as_json:
        emit_json(out)
    else:
        click.echo(f"removed from {out['settings']}: {', '.join(out.get('removed', [])) or 'nothing'}")


@agent_group.command("status")
@click.argument("harness", type=_harness_names(with_mcp=True))
@_scope_options
@click.option("--client", type=click.Choice(CLIENTS), help="With `mcp`: only this client (default: every one).")
@json_option
def agent_status(harness: str, scope: str, client: str | None, as_json: bool) -> None:
    """Which events reflectgit is hooked into; with `mcp`, each MCP client's config here and in
    your home: wired or not, the command it runs and the KB it names."""
    from pathlib import Path

    if harness == "mcp":
        from reflectgit.mcp_clients import status as mcp_status

        rows = mcp_status(Path.cwd(), client)
        if as_json:
            emit_json(rows)
            return
        for r in rows:
            state = r.get("problem") or (" ".join(r["command"]) + (f"  (KB {r['kb']})" if r.get("kb") else "")
                                         if r["wired"] else "not wired")
            click.echo(f"{r['client']:<7} {r['scope']:<8} {r['config']}: {state}")
            if r.get("outdated"):
                click.echo(f"        outdated: {r['outdated']}")
        return
    if client:
        raise click.UsageError("--client goes with the `mcp` harness")
    out = _harness(harness).status(scope, Path.cwd())
    if as_json:
        emit_json(out)
    else:
        click.echo(f"{out['settings']}: {', '.join(out.get('installed', [])) or 'not installed'}")
        for note in out.get("notes", []):
            click.echo(f"note: {note}", err=True)


@agent_group.command("hook", hidden=True)
@click.argument("event")
@click.option("--harness", default="claude", show_default=True, help="The harness whose hook this is.")
@click.pass_context
def agent_hook(ctx: click.Context, event: str, harness: str) -> None:
    """What the harness runs: reads its input on stdin, prints what it expects; never fails.

    (`reflectgit [--kb PATH] agent hook EVENT`, Claude Code's, skips click: see reflectgit.__main__.)"""
    import functools
    import os
    import sys

    from reflectgit import agent

    kb = ctx.find_root().obj.get("kb")
    run_hook: Callable[[str, str, bool], str] | None = functools.partial(agent.run_hook, kb=kb)
    if harness != "claude":
        from reflectgit.plugins import harnesses

        found = harnesses().get(harness)
        run_hook = found.run_hook if found is not None else None
        if kb:  # a plugin's hook takes no KB: it reads it where every command does
            os.environ["REFLECTGIT_HOME"] = os.path.abspath(os.path.expanduser(kb))
    if run_hook is None:
        raise click.BadParameter(f"no harness {harness!r} with a hook (`reflectgit plugins --all`)",
                                 param_hint="--harness")
    from reflectgit.cli_thin import read_input
    from reflectgit.hooks import in_hook

    with in_hook():  # a prompt never waits on the model's export
        out = run_hook(event, *read_input(sys.stdin))
    if out:
        click.echo(out)


@commands.group("slot")
def slot_group() -> None:
    """Pinned slots: text injected first into every agent session."""


@slot_group.command("set")
@click.argument("name")
@click.argument("text")
@click.pass_context
def slot_set(ctx: click.Context, name: str, text: str) -> None:
    """Pin TEXT under NAME (memory/slots/NAME.md, committed)."""
    from reflectgit.inject import set_slot

    click.echo(f"pinned {set_slot(open_kb(ctx.find_root()), name, text)}")


@slot_group.command("list")
@json_option
@click.pass_context
def slot_list(ctx: click.Context, as_json: bool) -> None:
    """The pinned slots."""
    from reflectgit.inject import slots

    items = slots(open_kb(ctx.find_root()).path)
    if as_json:
        emit_json([{"name": n, "text": t} for n, t in items])
    else:
        for n, t in items:
            click.echo(f"{n}: {t}")


@slot_group.command("rm")
@click.argument("name")
@click.pass_context
def slot_rm(ctx: click.Context, name: str) -> None:
    """Unpin a slot."""
    from reflectgit.inject import remove_slot

    remove_slot(open_kb(ctx.find_root()), name)
    click.echo(f"unpinned {name}")


@commands.group("pending", invoke_without_command=True)
@json_option
@click.pass_context
def pending_group(ctx: click.Context, as_json: bool) -> None:
    """Decisions capture left for you: near-identical twins (merge?) and contradictions.

    \b
    merge:          accept = merge into the twin; reject = keep as its own note; drop = discard
    contradiction:  accept = the new lesson supersedes the old; reject = the old stands; drop = keep both
    """
    if ctx.invoked_subcommand is None:
        ctx.invoke(pending_list, as_json=as_json)


@pending_group.command("list")
@json_option
@click.pass_context
def pending_list(ctx: click.Context, as_json: bool) -> None:
    """The decisions waiting, oldest first."""
    from reflectgit import api

    kb = open_kb(ctx.find_root())
    out = api.pending_list(kb)
    if as_json:
        emit_json(out)
        return
    items = out["pending"]
    if not items:
        click.echo("nothing pending")
    for d in items:
        now = f" → {d['target_now']}, which superseded it" if d.get("target_now") else ""
        meets = f"{d['target']} ({d['target_gone']})" if d["target_gone"] else f"{d['target']}{now} ({d['similarity']})"
        click.echo(f"{d['id']}  {d['kind']:<13} {d['title'][:60]}  ~ {meets}")
        click.echo("    " + "; ".join(f"{verb}: {what}" for verb, what in d["actions"].items()))


@pending_group.command("show")
@click.argument("pid")
@json_option
@click.pass_context
def pending_show(ctx: click.Context, pid: str, as_json: bool) -> None:
    """One decision: the proposed note and the note it meets."""
    from reflectgit import pending

    kb = open_kb(ctx.find_root())
    d = pending.get(kb, pid)
    if as_json:
        emit_json({**pending.summary(kb, d), "note": d["note"]})
        return
    s = pending.summary(kb, d)
    click.echo(f"{s['id']} ({s['kind']}): {s['reason']}")
    click.echo("--- proposed ---")
    click.echo(d["note"].rstrip())
    if s["target_gone"] in ("purged", "missing"):
        click.echo(f"--- {d['target']}: {s['target_gone']}, no longer in the KB ---")
    else:
        other = kb.get(s.get("target_now") or d["target"])
        click.echo(f"--- {other.id}" + (f" ({s['target_gone']})" if s["target_gone"] else "")
                   + (f" (it superseded {d['target']})" if s.get("target_now") else "") + " ---")
        click.echo(other.to_bytes().decode("utf-8", "replace").rstrip())
    click.echo("--- " + "; ".join(f"{verb}: {what}" for verb, what in s["actions"].items()))


PAST = {"accept": "accepted", "reject": "rejected", "drop": "dropped"}


def _resolver(verb: str, doc: str):
    @pending_group.command(verb, help=doc)
    @click.argument("pids", nargs=-1, required=True)
    @json_option
    @click.pass_context
    def command(ctx: click.Context, pids: tuple[str, ...], as_json: bool) -> None:
        from reflectgit import pending

        kb = open_kb(ctx.find_root())
        out = [pending.resolve(kb, pid, verb) for pid in pids]
        if as_json:
            emit_json(out)
            return
        for r in out:
            click.echo(f"{r['id']}: {PAST[verb]} ({r['kind']})" + (f"; changed {', '.join(r['changed'])}" if r["changed"] else ""))
    return command


_resolver("accept", "Do what the decision proposes (merge into the twin / supersede the old note).")
_resolver("reject", "Keep the new lesson as its own note / keep the old note over the new one.")
_resolver("drop", "Discard a merge candidate / keep both sides of a contradiction.")


def _index_for_skills(ctx: click.Context) -> tuple:
    from pathlib import Path

    from reflectgit import skills
    from reflectgit.index import Index
    from reflectgit.project import detect

    kb = open_kb(ctx.find_root())
    idx = Index(kb)
    idx.sync()
    where = detect(Path.cwd())
    skills.refresh(idx.con, kb.path, where.repo)
    return kb, idx, where


def _print_skill(s) -> None:
    state = "fresh" if s.fresh else f"stale: {s.why_stale}"
    click.echo(f"{s.name:<28} {s.origin:<8} score {s.score:<5g} {state}" + ("  [stands alone]" if s.short_circuits else ""))
    if s.description:
        click.echo(f"    {s.description[:100]}")


@commands.group("skill")
def skill_group() -> None:
    """Curated skills (SKILL.md), indexed and injected before raw recall."""


@skill_group.command("list")
@json_option
@click.pass_context
def skill_list(ctx: click.Context, as_json: bool) -> None:
    """Every indexed skill: the KB's skills/, the project's .claude/skills, REFLECTGIT_SKILL_DIRS."""
    from reflectgit import skills

    _, idx, where = _index_for_skills(ctx)
    items = skills.all_skills(idx.con, where.repo)
    if as_json:
        emit_json([s.to_dict() for s in items])
        return
    if not items:
        click.echo("no skills (write one with `reflectgit skill new NAME --from ID`)")
    for s in items:
        _print_skill(s)


@skill_group.command("search")
@click.argument("query")
@click.option("--limit", default=5, show_default=True)
@json_option
@click.pass_context
def skill_search(ctx: click.Context, query: str, limit: int, as_json: bool) -> None:
    """The skills a query (or a prompt) would bring, scored as injection scores them."""
    from reflectgit import skills

    _, idx, where = _index_for_skills(ctx)
    items = skills.search(idx.con, query, limit=limit, project_dir=where.repo)
    if as_json:
        emit_json({"min_score": skills.min_score(), "skills": [s.to_dict() for s in items]})
        return
    for s in items:
        _print_skill(s)


@skill_group.command("new")
@click.argument("name")
@click.option("--from", "note_ids", multiple=True, metavar="ID", help="A note whose rule becomes a step (repeatable).")
@click.option("--description", help="One line saying when to use it (default: the notes' titles).")
@click.pass_context
def skill_new(ctx: click.Context, name: str, note_ids: tuple[str, ...], description: str | None) -> None:
    """Curate notes into skills/NAME/SKILL.md (committed, synced)."""
    from reflectgit.skills import create

    click.echo(f"wrote {create(open_kb(ctx.find_root()), name, list(note_ids), description)}")


@commands.command("persona")
@click.argument("question", required=False)
@json_option
@click.pass_context
def persona_cmd(ctx: click.Context, question: str | None, as_json: bool) -> None:
    """What is known for sure about this project and its people; with QUESTION, the answer."""
    from reflectgit import persona
    from reflectgit.recall.choose import open_recall as Recall
    from reflectgit.recall.types import Options

    kb, idx, where = _index_for_skills(ctx)
    recall = Recall(kb, where)
    clause, params = recall.scope(Options())
    if question:
        items = persona.answer(idx.con, clause, params, question, limit=5)
    else:
        items = [{"id": r["id"], "fact": r["rule"] or r["key_insight"] or r["title"], "title": r["title"],
                  "confidence": r["confidence"]} for r in persona.facts(idx.con, clause, params)]
    if as_json:
        emit_json(items)
        return
    if not items:
        click.echo("nothing known" + (" that answers it" if question else " yet"))
    for f in items:
        click.echo(f"- {f['fact']}  [{f['id']}]")


@commands.command("mcp")
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
    kb = open_kb(ctx)
    if not no_warm:  # a fresh clone's words index while the MCP SDK imports (~2 s), not after it
        from reflectgit.index.backfill import words_early

        words_early(kb)
    from reflectgit.mcp_server import serve

    serve(kb, http=http, port=port, warm=not no_warm)


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
