"""reflectgit: a git-native memory for coding agents.

Importing the package is cheap on purpose: hooks and ``--help`` must never pay for
dulwich, YAML or the embedding model. Import submodules where they are needed.
"""

import os as _os

__version__ = "0.1.0"

# numpy's OpenBLAS starts a thread per core and keeps them spinning after each call. Recall's
# matrix products are small (a scope of a few thousand vectors): one thread does them in well
# under a millisecond, while the spinning threads took the core from everything else, so a warm
# query at 100k notes took 16 ms with one thread and 16-38 ms without on a busy 2-core box. A
# setting the user made stands; numpy imported before reflectgit keeps its own.
for _name in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    _os.environ.setdefault(_name, "1")
del _name


def __getattr__(name: str) -> object:
    """``from reflectgit import hookimpl`` for plugins, without importing pluggy for everyone else."""
    if name == "hookimpl":
        from reflectgit.hookspecs import hookimpl

        return hookimpl
    raise AttributeError(f"module 'reflectgit' has no attribute {name!r}")
