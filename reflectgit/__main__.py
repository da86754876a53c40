"""``python -m reflectgit`` and the ``reflectgit`` command.

``hook run`` (what the git hook shims start) and ``agent hook EVENT`` (what Claude Code runs
on every prompt) skip the CLI framework: they run all the time, so they should cost as little
as possible. ``search`` and ``index`` skip it too when the arguments are plain
(``reflectgit.cli_thin``): they ask the recall server when it is up, else recall in-process;
anything else goes to the full CLI.
"""

import sys


def main() -> None:
    if sys.argv[1:3] == ["hook", "run"] and len(sys.argv) > 3:
        from reflectgit.hooks import run

        sys.exit(run(sys.argv[3], sys.argv[4:]))
    if sys.argv[1:3] == ["agent", "hook"] and len(sys.argv) == 4:
        from reflectgit.cli_thin import agent_hook, read_input

        stdin = read_input(sys.stdin)
        if agent_hook(sys.argv[3], *stdin):  # the warm server answered
            sys.exit(0)
        from reflectgit.agent import run_hook
        from reflectgit.hooks import in_hook

        with in_hook():  # a prompt never waits on the model's export
            out = run_hook(sys.argv[3], *stdin)
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
