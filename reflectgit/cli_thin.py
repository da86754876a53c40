"""``search`` and ``index`` without click: the commands people and agents wait on most, run
on the thin client of ``reflectgit.fastpath``. The warm recall server answers when it runs;
otherwise the recall runs in this process, as the full command would run it (and starts the
server for the next query), minus click and every command module (~15-20 ms of a first search).
Arguments it does not understand go to the full command; the output is the same bytes.

Kept apart from ``fastpath``, which ``recall.daemon`` and ``recall.server`` build on: the
in-process fallback needs ``api``, and ``api`` needs ``recall.daemon``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def recall(argv: list[str]) -> int | None:
    """``reflectgit search|index QUERY [...]``: answered by the warm server when it runs, else
    in this process (still without click); None to fall back to the full command."""
    from reflectgit.fastpath import ask, enabled, kb_and_rest, parse_recall_args, socket_path

    found = kb_and_rest(argv)
    if found is None or not found[1] or found[1][0] not in ("search", "index"):
        return None
    explicit, (command, *args) = found
    parsed = parse_recall_args(args)
    if parsed is None or (command == "index" and "field" in parsed[1]):
        return None
    query, flags, as_json = parsed
    from reflectgit.config import kb_path

    kb = kb_path(explicit)
    from dataclasses import asdict

    from reflectgit.config import session_id
    from reflectgit.project import detect
    from reflectgit.recall.types import Options, Result

    context = detect(Path.cwd(), project=flags.pop("project", None), branch=flags.pop("branch", None))
    budget = flags.pop("max_tokens", 0)
    if command == "index":
        budget = budget or 300
    opts = Options(session=session_id(), max_tokens=0 if command == "index" else budget, **flags)
    reply = None
    if enabled() and socket_path(kb).exists():
        ctx_fields = {k: v for k, v in asdict(context).items() if k != "repo"}
        reply = ask(kb, {"op": "search", "query": query, "options": asdict(opts), "context": ctx_fields})
    if reply is not None:  # the server beats for the commands it answers (recall.server)
        result = Result.from_dict(reply["result"])
    else:
        from reflectgit.heartbeat import beat

        beat(explicit)  # as every full command does
        local = _in_process(explicit, query, opts, context)
        if isinstance(local, int):
            return local
        result = local
    from reflectgit.recall import render

    if command == "index":
        rows, used = render.listing(result, budget)
        lines = render.index_lines(query, rows, used, result.gated, as_json)
    else:
        lines = render.search_lines(result, opts.field, False, as_json)
    sys.stdout.write("".join(line + "\n" for line in lines))
    return 0


def _in_process(explicit: str | None, query: str, opts: Any, context: Any) -> Any:
    """No server answered: recall here, as the full command would (it starts the server for the
    next query), without importing click and every command module (~15-20 ms). A
    ``ReflectgitError`` is said on stderr and gives its exit code, as the full command does."""
    from reflectgit import api
    from reflectgit.errors import ReflectgitError
    from reflectgit.kb import KB

    store = None
    try:
        store = KB.open(explicit)
        return api.recall(store, query, opts, context)
    except ReflectgitError as exc:
        print(f"reflectgit: {exc}", file=sys.stderr)
        return exc.exit_code
    finally:
        for line in store.recovered if store is not None else []:  # a crashed write the lock undid
            print(f"reflectgit: {line}", file=sys.stderr)
