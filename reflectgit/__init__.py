"""reflectgit: a git-native memory for coding agents.

Importing the package is cheap on purpose: hooks and ``--help`` must never pay for
dulwich, YAML or the embedding model. Import submodules where they are needed.
"""

__version__ = "0.1.0"
