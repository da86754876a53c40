"""A normal install works: build the wheel, check what it holds, install it into a fresh
virtualenv and run the commands from there.

The wheel is built once per run (``pip wheel --no-deps --no-build-isolation``: the dev venv's
setuptools, no network) from a copy of the checkout's files (tracked plus untracked, minus what
.gitignore ignores), so no stale ``build/`` folder can leak into it. The fresh virtualenv lives
in a temporary folder, has no pip and no system site-packages; the wheel goes in with
``pip --python VENV install --no-deps``, and a ``.pth`` file puts the dev venv's site-packages
*after* its own, so the third-party dependencies (torch and friends) are reused instead of
installed again. Everything runs from a temporary working directory, and the test asserts that
every ``reflectgit`` module and asset comes from the fresh venv, never from the source tree.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
# Folders kept at the repository root and shipped inside the package under these names.
ASSETS = {"templates": "reflectgit/templates", "hooks": "reflectgit/hookshims", "site": "reflectgit/siteassets"}


def source_files() -> list[str]:
    """The checkout's files as the build should see them: tracked plus untracked, minus ignored."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, check=True).stdout.decode()
        files = sorted({f for f in out.split("\0") if f and (ROOT / f).is_file()})
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: every file but caches
        skip = {".git", ".venv", "build", "dist", "__pycache__", ".pytest_cache", ".hypothesis"}
        files = sorted(p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
                       if p.is_file() and not skip & set(p.relative_to(ROOT).parts)
                       and not any(part.endswith(".egg-info") for part in p.parts))
    assert "pyproject.toml" in files and "reflectgit/__init__.py" in files
    return files


def wheel_path(source: str) -> str | None:
    """Where a source file of the package lands inside the wheel (None: not part of the package)."""
    top, _, rest = source.partition("/")
    if top == "reflectgit":
        return source
    if top in ASSETS and rest:
        return f"{ASSETS[top]}/{rest}"
    return None


def run(*args, timeout: float = 600, **kw) -> subprocess.CompletedProcess:
    # Without PYTHONPATH: a suite run with it pointing at a checkout made pip in the fresh venv see reflectgit
    # as installed already, and install nothing.
    kw.setdefault("env", {k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=timeout, **kw)
    if proc.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, args))} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")
    return proc


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    src = tmp_path_factory.mktemp("src")
    for rel in source_files():
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, src / rel)
    dist = tmp_path_factory.mktemp("dist")
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
        "-w", dist, src)
    (built,) = dist.glob("reflectgit-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh virtualenv outside the source tree with the wheel installed (and only the wheel)."""
    env = tmp_path_factory.mktemp("fresh") / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", env)
    python = env / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index", wheel)
    purelib = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip())
    # Third-party dependencies from the dev environment, searched after the fresh site-packages.
    # Plain path lines: the dev venv's own .pth files (its editable reflectgit) are not processed.
    dev_sites = [p for p in site.getsitepackages() if Path(p).resolve() != purelib.resolve()]
    (purelib / "zz_reflectgit_test_dependencies.pth").write_text("".join(f"{p}\n" for p in dev_sites))
    return env


def fresh_env(tmp: Path) -> dict[str, str]:
    """A user's environment: its own HOME and KB, no heartbeat, no warm server, nothing from the tree."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REFLECTGIT_", "PYTHON", "VIRTUAL_ENV"))}
    (tmp / "home").mkdir(exist_ok=True)
    env.update(HOME=str(tmp / "home"), REFLECTGIT_HOME=str(tmp / "kb"), REFLECTGIT_HEARTBEAT="0",
               REFLECTGIT_DAEMON="0", PYTHONSAFEPATH="1", PYTHONNOUSERSITE="1",
               GIT_CONFIG_NOSYSTEM="1", GIT_AUTHOR_NAME="Test", GIT_AUTHOR_EMAIL="test@example.invalid",
               GIT_COMMITTER_NAME="Test", GIT_COMMITTER_EMAIL="test@example.invalid")
    if os.environ.get("REFLECTGIT_CACHE"):  # the suite's model cache: the ONNX export happens once per run
        env["REFLECTGIT_CACHE"] = os.environ["REFLECTGIT_CACHE"]
    return env


def test_the_wheel_holds_every_module_and_asset(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {w for w in map(wheel_path, source_files()) if w and not w.endswith((".pyc", ".pyo"))}
    assert not expected - names, f"missing from the wheel: {sorted(expected - names)}"
    # the files the code loads at run time, named so an empty source listing cannot pass
    for pattern in ("reflectgit/reflection/*.py", "reflectgit/templates/datasette/plugins/*.py",
                    "reflectgit/templates/datasette/metadata.json", "reflectgit/templates/site/*.html",
                    "reflectgit/templates/kb/*", "reflectgit/hookshims/shim.sh", "reflectgit/siteassets/*.css",
                    "reflectgit/siteassets/*.js"):
        assert any(Path(n).match(pattern) for n in names), pattern
    # nothing else: no top-level templates/, hooks/ or site/ (that last one would shadow the stdlib)
    assert {n.split("/")[0] for n in names if not n.startswith("reflectgit/")} == {"reflectgit-0.1.0.dist-info"}
    assert not [n for n in names if "__pycache__" in n or n.endswith((".pyc", ".pyo"))]
    (entry_points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
    assert "reflectgit = reflectgit.__main__:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


IMPORT_ALL = r"""
import importlib, importlib.resources, json, pkgutil, sys
import reflectgit

names = ["reflectgit"] + [m.name for m in pkgutil.walk_packages(reflectgit.__path__, "reflectgit.")]
files = {name: importlib.import_module(name).__file__ for name in names}
assets = {name: str(importlib.resources.files(name))
          for name in ("reflectgit.templates", "reflectgit.hookshims", "reflectgit.siteassets")}

from click.testing import CliRunner
from reflectgit.cli import cli

helps, runner = [], CliRunner()

def walk(group, path):
    for name, command in sorted(group.commands.items()):
        args = [*path, name, "--help"]
        result = runner.invoke(cli, args, prog_name="reflectgit")
        if result.exit_code != 0 or "Usage: reflectgit " not in result.output:
            raise SystemExit(f"reflectgit {' '.join(args)} exited {result.exit_code}: {result.output}{result.exception!r}")
        helps.append(" ".join(args[:-1]))
        if hasattr(command, "commands"):
            walk(command, [*path, name])

walk(cli, [])
print(json.dumps({"files": files, "assets": assets, "helps": helps}))
"""


def test_every_module_imports_and_every_command_has_help_from_the_installed_wheel(venv, tmp_path):
    env = fresh_env(tmp_path)
    out = json.loads(run(venv / "bin" / "python", "-c", IMPORT_ALL, cwd=tmp_path, env=env).stdout)
    site_packages = str(venv.resolve())
    outside = {name: f for name, f in {**out["files"], **out["assets"]}.items()
               if not str(Path(f).resolve()).startswith(site_packages)}
    assert not outside, f"imported from outside the fresh venv: {outside}"
    sources = {w for w in map(wheel_path, source_files()) if w and w.endswith(".py")}
    modules = {w[:-3].replace("/", ".").removesuffix(".__init__") for w in sources
               if "/templates/datasette/" not in w}  # Datasette plugins: data files, loaded by Datasette
    assert modules <= set(out["files"]), f"not importable from the wheel: {sorted(modules - set(out['files']))}"
    assert {"reflect daily", "promote", "schedule status", "site build", "export"} <= set(out["helps"])
    assert len(out["helps"]) > 40
    run(venv / "bin" / "reflectgit", "--help", cwd=tmp_path, env=env)


def test_the_installed_commands_work_on_a_throwaway_kb(venv, tmp_path):
    env = fresh_env(tmp_path)
    code = tmp_path / "code"
    code.mkdir()
    run("git", "init", "-q", "-b", "main", cwd=code, env=env)
    exe = venv / "bin" / "reflectgit"

    def rg(*args: str) -> str:
        return run(exe, *args, cwd=code, env=env).stdout

    rg("init")
    assert (tmp_path / "kb" / ".git").is_dir() and (tmp_path / "kb" / ".gitattributes").is_file()
    added = json.loads(rg("add", "--title", "Always pass timeouts to HTTP calls", "--rule",
                          "Never call http.get without a timeout", "--tags", "http,reliability", "--json"))
    assert "timeout" in rg("search", "http call hangs without a timeout")
    rg("reflect", "daily")
    rg("promote")
    assert "last daily run here" in rg("schedule", "status")
    rg("site", "build", "-o", str(tmp_path / "site"))
    assert (tmp_path / "site" / "index.html").is_file() and list((tmp_path / "site").rglob("*.css"))
    rg("export", "-o", str(tmp_path / "kb.tar.gz"))
    assert (tmp_path / "kb.tar.gz").stat().st_size > 0
    assert added["id"] in rg("list")
