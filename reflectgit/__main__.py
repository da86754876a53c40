"""``python -m reflectgit`` and the ``reflectgit`` command.

``hook run`` (what the git hook shims start) and ``agent hook EVENT`` (what Claude Code runs
on every prompt) skip the CLI framework: they run all the time, so they should cost as little
as possible. ``search`` and ``index`` skip it too when the arguments are plain
(``reflectgit.cli_thin``): they ask the recall server when it is up, else recall in-process;
anything else goes to the full CLI.
"""

import sys


def agent_hook_args(argv: list[str]) -> tuple[str | None, str] | None:
    """(the ``--kb`` given or None, the event) of ``[--kb PATH] agent hook EVENT`` (``--kb`` may
    also follow the command, as the full CLI allows), else None: the full CLI parses the rest."""
    kb = None
    rest: list[str] = []
    i = 0
    while i < len(argv):
        if argv[i] == "--kb" and i + 1 < len(argv):
            kb, i = argv[i + 1], i + 2
            continue
        if argv[i].startswith("--kb="):
            kb = argv[i][len("--kb="):]
        else:
            rest.append(argv[i])
        i += 1
    if len(rest) == 3 and rest[:2] == ["agent", "hook"] and not rest[2].startswith("-"):
        return kb, rest[2]
    return None


def main() -> None:
    if sys.argv[1:3] == ["hook", "run"] and len(sys.argv) > 3:
        from reflectgit.hooks import run

        sys.exit(run(sys.argv[3], sys.argv[4:]))
    hook = agent_hook_args(sys.argv[1:])
    if hook is not None:
        kb, event = hook
        from reflectgit.cli_thin import agent_hook, read_input

        stdin = read_input(sys.stdin)
        if agent_hook(event, *stdin, kb):  # the warm server answered
            sys.exit(0)
        from reflectgit.agent import run_hook
        from reflectgit.hooks import in_hook

        with in_hook():  # a prompt never waits on the model's export
            out = run_hook(event, *stdin, kb=kb)
        if out:
            print(out)
        sys.exit(0)
    if "search" in sys.argv[1:] or "index" in sys.argv[1:]:
        from reflectgit.cli_thin import recall

        code = recall(sys.argv[1:])
        if code is not None:
            sys.exit(code)
    from reflectgit.cli import main as cli_main

    cli_main()


if __name__ == "__main__":
    main()
