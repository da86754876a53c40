"""``python -m reflectgit`` and the ``reflectgit`` command.

``hook run`` (what the git hook shims start) skips the CLI framework: it runs in the
background after every commit, so it should cost as little CPU as possible.
"""

import sys


def main() -> None:
    if sys.argv[1:3] == ["hook", "run"] and len(sys.argv) > 3:
        from reflectgit.hooks import run

        sys.exit(run(sys.argv[3], sys.argv[4:]))
    from reflectgit.cli import main as cli_main

    cli_main()


if __name__ == "__main__":
    main()
