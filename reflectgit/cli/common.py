"""What every command module shares: the KB opener, JSON output and the recall options.

Only click is imported here; each command imports what it needs when it runs, so ``--help``
and the git hooks never pay for dulwich, YAML parsing or the embedding model.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from reflectgit.kb import KB
    from reflectgit.note import Note
    from reflectgit.project import Context
    from reflectgit.recall.types import Options


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


_CONTROL = {c: f"\\x{c:02x}" for c in [*range(0x20), 0x7f] if c != 0x09} | {
    c: f"\\u{c:04x}" for c in [*range(0x80, 0xa0), 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]}


def on_terminal(text: str) -> str:
    """``text`` with control characters written out (``\\x1b``): a commit that arrived from a
    remote could otherwise move the cursor, recolour or hide lines of what `history` prints."""
    return text.translate(_CONTROL)


def prepare_model_for_hooks() -> None:
    """Hooks never export the embedding model (~25 s, unseen): installing them is the moment
    a user is at the terminal, so it is done here, said on stderr, when this machine lacks it."""
    from reflectgit.index import embed

    if embed.needs_export():
        click.echo("reflectgit: preparing the embedding model the hooks use (once per machine)", err=True)
        try:
            embed.prepare()
        except Exception as exc:  # noqa: BLE001 - the hooks are in; they recall on words until it works
            click.echo(f"reflectgit: could not prepare the model ({type(exc).__name__}: {exc}); the hooks recall "
                       "on words alone until `reflectgit model prepare` succeeds", err=True)


def open_kb(ctx: click.Context) -> KB:
    """The KB named by ``--kb`` (or the default), remembered so the root group can report a
    recovered half-done write once the command ends."""
    from reflectgit.kb import KB

    root = ctx.find_root()
    kb = KB.open(root.obj.get("kb"))
    root.obj.setdefault("opened", []).append(kb)
    return kb


def note_json(kb: KB, note: Note) -> dict[str, Any]:
    """A note as JSON output shows it: its fields and body, and its path inside the KB."""
    d = note.to_dict()
    if note.path is not None:
        d["path"] = note.path.relative_to(kb.path).as_posix()
    return d


def detect_context(project: str | None, branch: str | None) -> Context:
    from reflectgit.project import detect

    return detect(Path.cwd(), project=project, branch=branch)


def session_arg(session: str | None) -> str | None:
    """The session a command acts for: ``--session``, else ``$REFLECTGIT_SESSION``."""
    from reflectgit.config import session_id

    return session or session_id()


json_option = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")


def recall_options(fn):
    """The options every recall command shares (search, index)."""
    opts = [
        click.option("--limit", "-n", default=10, show_default=True, help="Most hits to return."),
        click.option("--all-branches", is_flag=True, help="Every branch of the current project."),
        click.option("--global", "global_", is_flag=True, help="Every project (current project ranks a little higher)."),
        click.option("--include-inactive", is_flag=True,
                     help="Also demoted, superseded, archived, deleted, hidden, expired notes (marked)."),
        click.option("--min-overlap", type=float, default=None,
                     help="Off-topic gate: least share of query terms the top hits must contain (0 = gate off)."),
        click.option("--max-tokens", type=int, default=0, help="Token budget for the hits (0 = fixed --limit)."),
        click.option("--arm", "arms", multiple=True, type=click.Choice(["bm25", "vector", "entity", "graph", "episode"]),
                     help="Run only these arms."),
        click.option("--no-temporal", is_flag=True, help="Do not read date phrases in the query."),
        click.option("--no-rerank", is_flag=True, help="Skip the reranker."),
        click.option("--no-feedback", is_flag=True,
                     help="Do not sharpen the query with what the first hits mean together (feedback)."),
        click.option("--no-replies", is_flag=True,
                     help="Do not read a reply with the question it answers (same session, previous chunk)."),
        click.option("--mmr/--no-mmr", default=False, show_default=True,
                     help="MMR diversity: push down near-duplicates of better hits."),
        click.option("--no-boosts", is_flag=True, help="Skip confidence/recency/tag/proof boosts."),
        click.option("--no-cache", is_flag=True, help="Do not serve or store cached results."),
        click.option("--no-gap-log", is_flag=True, help="Do not log a zero-result query as a knowledge gap."),
        click.option("--project", help="Project to recall for (default: the current git repo's)."),
        click.option("--branch", help="Branch to recall for (default: the current branch)."),
        click.option("--corpus", metavar="NAME", help="Only the notes of this corpus (`reflectgit corpus build`)."),
    ]
    for o in reversed(opts):
        fn = o(fn)
    return fn


def build_options(kw: dict[str, Any], **extra: Any) -> Options:
    """Recall options from the parsed ``recall_options`` flags."""
    from reflectgit.config import session_id
    from reflectgit.recall import ARMS, Options

    opts = Options(limit=kw["limit"], all_branches=kw["all_branches"], global_=kw["global_"],
                   include_inactive=kw["include_inactive"], max_tokens=kw["max_tokens"],
                   arms=tuple(kw["arms"]) or ARMS, temporal=not kw["no_temporal"], rerank=not kw["no_rerank"],
                   mmr=kw["mmr"], boosts=not kw["no_boosts"], cache=not kw["no_cache"],
                   gap_log=not kw["no_gap_log"], session=session_id(), **extra)
    if kw["no_replies"]:
        opts.reply_weight = 0.0
    if kw.get("no_feedback"):
        opts.feedback = 0
    if kw["min_overlap"] is not None:
        opts.min_overlap = kw["min_overlap"]
    return opts
