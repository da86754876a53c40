"""reflectgit: a git-native memory for coding agents.

Importing the package is cheap on purpose: hooks and ``--help`` must never pay for
dulwich, YAML or the embedding model. Import submodules where they are needed.
"""

__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    """``from reflectgit import hookimpl`` for plugins, without importing pluggy for everyone else."""
    if name == "hookimpl":
        from reflectgit.hookspecs import hookimpl

        return hookimpl
    raise AttributeError(f"module 'reflectgit' has no attribute {name!r}")
