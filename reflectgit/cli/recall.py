"""Recall commands: search, index (the compact listing), hydrate, gaps, calibrate and the warm
recall server (daemon)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from reflectgit.cli.common import (
    build_options,
    detect_context,
    emit_json,
    json_option,
    open_kb,
    recall_options,
)

commands = click.Group()

# -- index and recall ------------------------------------------------------------------------

@commands.command()
@click.option("--full", is_flag=True, help="Re-read every note instead of only what changed.")
@json_option
@click.pass_context
def reindex(ctx: click.Context, full: bool, as_json: bool) -> None:
    """Bring the derived index (.reflectgit/) up to date with the notes."""
    from reflectgit.cli.progress import progress_for
    from reflectgit.index import Index

    kb = open_kb(ctx)
    index = Index(kb)
    with progress_for(quiet=as_json) as bar:  # every stage, on a terminal only
        report = index.sync(full=full, progress=bar)
    from reflectgit.team.publish import describe, publish_if_configured

    published = publish_if_configured(kb, full=full, index=index)  # team mode: share what was derived
    if as_json:
        emit_json(dict(report.to_dict(), **({"team": published} if published else {})))
        return
    if report.skipped:
        click.echo("Index is up to date.")
    else:
        click.echo(f"Indexed: {report.added} added, {report.updated} updated, {report.removed} removed, "
                   f"{report.embedded} embedded" + (" (full)" if report.full else ""))
    if published:
        click.echo(describe(published))
    for err in report.errors:
        click.echo(f"skipped {err['path']}: field '{err['field']}': {err['message']}", err=True)


def run_recall(ctx: click.Context, query: str, kw: dict[str, Any], **extra: Any):
    """Recall for a command's flags (``--corpus`` names a saved set of notes)."""
    from reflectgit import api

    kb = open_kb(ctx)
    if kw.get("corpus"):
        from reflectgit.corpus import load

        extra["corpus"] = tuple(load(kb, kw["corpus"])["ids"])
    from reflectgit.cli.progress import large_work_bar

    with large_work_bar() as bar:  # a first search that has the index to build says so
        return kb, api.recall(kb, query, build_options(kw, **extra), detect_context(kw["project"], kw["branch"]),
                              progress=bar)


@commands.command()
@click.argument("query")
@recall_options
@click.option("--field", help="Print only this field of each hit (rule, fix, problem, ...).")
@click.option("--explain", is_flag=True, help="Show each stage: arms, fusion, rerank, boosts, MMR, gate.")
@json_option
@click.pass_context
def search(ctx: click.Context, query: str, field: str | None, explain: bool, as_json: bool, **kw: Any) -> None:
    """Recall the notes that answer QUERY (hybrid: BM25 + vectors + graph)."""
    from reflectgit.recall import render

    kb, result = run_recall(ctx, query, kw, field=field)
    if not as_json and not kw.get("corpus"):
        from reflectgit import api

        context = detect_context(kw["project"], kw["branch"])
        render.explain_empty(result, build_options(kw, field=field), lambda o: api.recall(
            kb, query, o, context, start_server=False), outside_projects=context.is_global,
            project=context.project)
    for line in render.search_lines(result, field, explain, as_json):
        click.echo(line)


@commands.command("index")
@click.argument("query")
@recall_options
@json_option
@click.pass_context
def index_cmd(ctx: click.Context, query: str, as_json: bool, **kw: Any) -> None:
    """Staged recall, step 1: token-capped id + title rows; then `hydrate` the ids you want."""
    budget = kw.pop("max_tokens") or 300
    kw["max_tokens"] = 0
    kb, result = run_recall(ctx, query, kw)
    from reflectgit.recall import render

    if not as_json and not kw.get("corpus"):
        from reflectgit import api

        context = detect_context(kw["project"], kw["branch"])
        render.explain_empty(result, build_options(kw), lambda o: api.recall(
            kb, query, o, context, start_server=False), outside_projects=context.is_global,
            project=context.project)
    rows, used = render.listing(result, budget)
    for line in render.index_lines(query, rows, used, result.gated, as_json, result.explain.get("unsearchable"),
                                   render.empty_lines(result)):
        click.echo(line)


@commands.command()
@click.argument("refs", nargs=-1, required=True, metavar="ID...")
@click.option("--field", help="Only this field of each note.")
@json_option
@click.pass_context
def hydrate(ctx: click.Context, refs: tuple[str, ...], field: str | None, as_json: bool) -> None:
    """Staged recall, step 2: the full notes for the ids picked from `index`."""
    kb = open_kb(ctx)
    from reflectgit import api

    if as_json:  # recall output: no private span (`show` has the file)
        emit_json(api.hydrate(kb, [api.get_note(kb, r) for r in refs], field))
        return
    notes = [api.get_note(kb, r).redacted() for r in refs]
    for n in notes:
        if field:
            click.echo(f"[{n.id}] {field}: {n.body if field == 'body' else n.get(field)}")
        else:
            click.echo(n.to_bytes().decode("utf-8"), nl=False)
            click.echo("")


@commands.command()
@click.option("--limit", default=50, show_default=True)
@json_option
@click.pass_context
def gaps(ctx: click.Context, limit: int, as_json: bool) -> None:
    """Knowledge gaps: recent queries that recalled nothing (what the KB should learn)."""
    from reflectgit import api

    kb = open_kb(ctx)
    out = api.gaps(kb, limit)
    if as_json:
        emit_json(out)
        return
    rows = out["gaps"]
    if not rows:
        click.echo("No knowledge gaps logged.")
    for r in rows:
        click.echo(f"{r['project'] or '-'}/{r['branch'] or '-'}  {r['query']}"
                   + (f"  (asked {r['times']} times)" if r["times"] > 1 else ""))


@commands.command()
@click.option("--percentile", default=5.0, show_default=True, help="Floor = this percentile of true-match scores.")
@json_option
@click.pass_context
def calibrate(ctx: click.Context, percentile: float, as_json: bool) -> None:
    """Seed per-arm score floors (and the gate's noise floor) from the KB itself; saved in .reflectgit/calibration.json."""
    from reflectgit.recall.calibrate import calibrate as run

    kb = open_kb(ctx)
    floors = run(kb, percentile=percentile)
    if as_json:
        emit_json(floors)
        return
    for arm, value in floors["floors"].items():
        click.echo(f"{arm}: min score {value}")
    click.echo(f"(from {floors['queries']} self-queries; override with REFLECTGIT_ARM_<ARM>_MIN_SCORE)")
    gate = floors.get("gate") or {}
    if gate.get("random_p95") is not None:
        click.echo(f"gate: noise floor {gate['random_p95']} (random note pairs, 95th percentile of "
                   f"{gate['pairs']}; recomputed on its own when the index changes)")


@commands.group("daemon")
def daemon_group() -> None:
    """The warm recall server (started automatically by search; REFLECTGIT_DAEMON=0 turns it off)."""


@daemon_group.command("run")
@click.option("--idle", type=float, default=None, help="Exit after this many idle seconds.")
@click.pass_context
def daemon_run(ctx: click.Context, idle: float | None) -> None:
    """Serve recall requests in the foreground."""
    from reflectgit.recall.server import serve

    serve(open_kb(ctx.find_root()), idle=idle)


@daemon_group.command("start")
@click.pass_context
def daemon_start(ctx: click.Context) -> None:
    """Start the server in the background and wait until it answers."""
    import time

    from reflectgit.recall import daemon

    kb = open_kb(ctx.find_root())
    log = kb.derived_dir() / "daemon.log"
    ours = None
    deadline = time.monotonic() + 180  # a large KB takes a while to load (model, words, graph)
    while time.monotonic() < deadline:
        st = daemon.status(kb)
        if st["running"]:
            click.echo(f"recall server running (pid {st['pid']}, {st['socket']})")
            return
        if ours is not None and ours.poll() is not None:
            if ours.returncode == 0 and daemon.status(kb)["running"]:
                continue  # it lost a race to a server another start began: that one answers
            raise click.ClickException(f"the recall server exited while starting: {_last_line(log)} "
                                       f"(the whole log: {log})")
        if not st["starting"]:  # none loading: the one a `daemon stop` turned away has left
            ours = daemon.spawn(kb) or ours
        time.sleep(0.1)
    raise click.ClickException(f"the recall server did not start within 3 minutes; see {log}")


def _last_line(log: Path) -> str:
    try:
        lines = [line for line in log.read_text(errors="replace").splitlines() if line.strip()]
    except OSError:
        return "it wrote no log"
    return lines[-1].strip()[:300] if lines else "it wrote no log"


@daemon_group.command("stop")
@click.pass_context
def daemon_stop(ctx: click.Context) -> None:
    """Stop the server (waits up to 10 s for it to exit)."""
    import os
    import time

    from reflectgit.recall import daemon

    kb = open_kb(ctx.find_root())
    pid = daemon.status(kb).get("pid")
    if not daemon.stop(kb):
        click.echo("not running")
        return
    deadline = time.monotonic() + 10  # review29: "stopped" while it still finished a batch for 10-15 s
    while pid and time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
            with open(f"/proc/{pid}/stat") as f:  # exited, not yet reaped by its parent: gone
                if f.read().rsplit(")", 1)[-1].split()[0] == "Z":
                    break
        except OSError:
            break
        time.sleep(0.1)
    else:
        if pid:
            click.echo(f"asked to stop; pid {pid} is still finishing its work and exits by itself")
            return
    click.echo("stopped")


@daemon_group.command("status")
@json_option
@click.pass_context
def daemon_status(ctx: click.Context, as_json: bool) -> None:
    """Whether the server is running."""
    from reflectgit.recall import daemon

    st = daemon.status(open_kb(ctx.find_root()))
    if as_json:
        emit_json(st)
    else:
        click.echo(f"running (pid {st['pid']})" if st["running"] else "starting" if st["starting"] else "not running")


@commands.group("corpus")
def corpus_group() -> None:
    """Named snapshots of a filtered set of notes that `search --corpus` is pinned to."""


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


@commands.group("model")
def model_group() -> None:
    """The embedding model: prepare it once per machine (`make setup` does)."""


@model_group.command("prepare")
@json_option
def model_prepare(as_json: bool) -> None:
    """Export and quantize the model into the per-user cache now (idempotent; ~25 s the first time)."""
    from reflectgit.index.embed import prepare

    out = prepare(say=None if not as_json else lambda line: click.echo(f"reflectgit: {line}", err=True))
    from reflectgit.capture import meaning

    if meaning.enabled():  # capture's classifier: fitted here once, so no drain pays for it
        fitted = not meaning.cache_path().exists()
        meaning.model()
        out["capture_model"] = str(meaning.cache_path())
        out["prepared"] += ["capture classifier fitted"] if fitted else []
    if as_json:
        emit_json(out)
        return
    click.echo(f"model ready in {out['cache']}" + (f" ({'; '.join(out['prepared'])})" if out["prepared"]
                                                      else " (already prepared)"))


@model_group.command("status")
@json_option
def model_status(as_json: bool) -> None:
    """Whether the model is prepared for this machine, and where."""
    from reflectgit.index.embed import status

    out = status()
    if as_json:
        emit_json(out)
    else:
        click.echo(("ready: " if out["ready"] else "not prepared yet (`reflectgit model prepare`): ") + out["int8"])


def register(cli: click.Group) -> None:
    """Add this module's commands to the top-level group."""
    for command in commands.commands.values():
        cli.add_command(command)
