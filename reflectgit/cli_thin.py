"""``search`` and ``index`` without click: the commands people and agents wait on most, run
on the thin client of ``reflectgit.fastpath``. The warm recall server answers when it runs,
with the very lines to print (the client imports no recall code at all); otherwise the recall
runs in this process, as the full command would run it (and starts the server for the next
query), minus click and every command module (~15-20 ms of a first search).
Arguments it does not understand go to the full command; the output is the same bytes.

Kept apart from ``fastpath``, which ``recall.daemon`` and ``recall.server`` build on: the
in-process fallback needs ``api``, and ``api`` needs ``recall.daemon``.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing costs the thin client ~2 ms; mypy reads this name as typing's
if TYPE_CHECKING:
    from typing import Any


def recall(argv: list[str]) -> int | None:
    """``reflectgit search|index QUERY [...]``: answered by the warm server when it runs (it
    sends the lines to print), else in this process (still without click); None to fall back to
    the full command."""
    from reflectgit.fastpath import ask_text, enabled, kb_and_rest, kb_location, parse_recall_args, socket_file

    found = kb_and_rest(argv)
    if found is None or not found[1] or found[1][0] not in ("search", "index"):
        return None
    explicit, (command, *args) = found
    parsed = parse_recall_args(args)
    if parsed is None or (command == "index" and "field" in parsed[1]):
        return None
    kb = kb_location(explicit)
    if enabled() and os.path.exists(socket_file(kb)):
        text = ask_text(kb, {"op": "lines", "command": command, "args": args, "cwd": os.getcwd()})
        if text is not None:  # the server beats for the commands it answers (recall.server)
            sys.stdout.write(text)
            return 0
    from reflectgit.heartbeat import beat

    beat(explicit)  # as every full command does
    return _in_process(explicit, command, args)


def agent_hook(event: str, stdin: str, truncated: bool, kb_given: str | None = None) -> bool:
    """``reflectgit [--kb PATH] agent hook SessionStart|UserPromptSubmit`` (every prompt of an
    agent) when the recall server of that KB runs: the hook's input goes to it as it came and its
    answer is printed as it is. False when no server answered (nothing was printed: run the hook
    in this process)."""
    from reflectgit.fastpath import ask_text, enabled, kb_location, socket_file

    if event not in ("SessionStart", "UserPromptSubmit", "BeforeAgent") or not enabled():  # BeforeAgent: Gemini's
        return False
    kb = kb_location(kb_given)
    if not os.path.exists(socket_file(kb)):
        return False
    os.environ["REFLECTGIT_IN_HOOK"] = "1"  # as hooks.in_hook: a prompt never waits on the model's export
    text = ask_text(kb, {"op": "hook", "event": event, "stdin": stdin, "truncated": truncated, "cwd": os.getcwd()})
    if text is None:
        os.environ.pop("REFLECTGIT_IN_HOOK", None)
        return False
    if text:
        sys.stdout.write(text + "\n")
    return True


def read_input(stream: Any) -> tuple[str, bool]:
    """At most ``REFLECTGIT_HOOK_MAX_INPUT`` bytes of the hook's stdin as text, and whether there
    was more. A pasted 10 MB log must not cost the prompt seconds of parsing and recall; the
    rest is read and dropped in small pieces so the harness never meets a closed pipe."""
    from reflectgit import config

    limit = int(config.bounded("REFLECTGIT_HOOK_MAX_INPUT"))
    raw = getattr(stream, "buffer", stream)
    data = raw.read(limit + 1) or b""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogateescape")
    cut = len(data) > limit
    if cut:
        data = data[:limit]
        while raw.read(1 << 16):
            pass
    return data.decode("utf-8", "replace"), cut


def _in_process(explicit: str | None, command: str, args: list[str]) -> int:
    """No server answered: recall here, as the full command would (it starts the server for the
    next query), without importing click and every command module (~15-20 ms). A
    ``ReflectgitError`` is said on stderr and gives its exit code, as the full command does."""
    from reflectgit import api
    from reflectgit.errors import ReflectgitError
    from reflectgit.kb import KB
    from reflectgit.recall.render import command_lines

    store = None
    try:
        store = KB.open(explicit)
        with _bar() as bar:  # a first search that has the index to build says so
            out = command_lines(command, args, os.getcwd(),
                                lambda ctx, query, opts: api.recall(store, query, opts, ctx, progress=bar))
    except ReflectgitError as exc:
        print(f"reflectgit: {exc}", file=sys.stderr)
        return exc.exit_code
    except Exception as exc:  # a read-only or full disk, a lock: one line, as the full command says it
        from reflectgit.errors import environment_message

        said = environment_message(exc)
        if said is None:
            raise
        print(f"reflectgit: {said}", file=sys.stderr)
        return 1
    finally:
        for line in store.recovered if store is not None else []:  # a crashed write the lock undid
            print(f"reflectgit: {line}", file=sys.stderr)
    sys.stdout.write("".join(line + "\n" for line in out))
    return 0


def _bar() -> Any:
    """The terminal's bar for a long index build; a pipe or a script gets none, and never pays
    for importing the CLI package (click) to find that out."""
    import contextlib

    if not sys.stderr.isatty():
        return contextlib.nullcontext()
    from reflectgit.cli.progress import large_work_bar

    return large_work_bar()
