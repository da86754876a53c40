"""Package discovery that pyproject.toml alone cannot express.

Every package under ``reflectgit/`` is found automatically, so a new sub-package can never be
left out of the wheel. The three asset folders the repository keeps at its root are shipped
inside the package under import names the code loads them by (``importlib.resources``);
pyproject.toml maps them to their folders (``package-dir``) and lists their data files.
Everything else (metadata, dependencies, the mapping) lives in pyproject.toml.
"""

from setuptools import find_packages, setup

ASSETS = ["reflectgit.templates", "reflectgit.hookshims", "reflectgit.siteassets"]

setup(packages=[*find_packages(include=["reflectgit", "reflectgit.*"]), *ASSETS])
