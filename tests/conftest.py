"""Shared test helpers: every test gets its own KB, code repo and clean environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from reflectgit.cli import cli

GIT_ENV = {"GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
           "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
           "GIT_CONFIG_NOSYSTEM": "1"}


@pytest.fixture(scope="session")
def model_cache() -> Path:
    """The per-user model cache that `make setup` prepared (`reflectgit model prepare`), as a
    user's install uses it; it holds only the exported model, keyed by its weights."""
    from reflectgit.config import cache_dir

    return Path(os.environ.get("REFLECTGIT_TEST_CACHE") or cache_dir())


@pytest.fixture(scope="session")
def on_path(tmp_path_factory) -> Path:
    """A folder holding `reflectgit` as pipx leaves it on every shell's PATH (a script starting this
    install): what a shared hooks file or project MCP config needs before install writes it there."""
    bin_dir = tmp_path_factory.mktemp("on-path")
    (bin_dir / "reflectgit").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m reflectgit "$@"\n')
    (bin_dir / "reflectgit").chmod(0o755)
    return bin_dir


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path, model_cache, on_path):
    for name in list(os.environ):
        if name.startswith("REFLECTGIT_"):
            monkeypatch.delenv(name)
    monkeypatch.delenv("VIRTUAL_ENV", raising=False)  # tests that want an activated one set it
    monkeypatch.setenv("PATH", f"{on_path}{os.pathsep}{os.environ.get('PATH', os.defpath)}")
    monkeypatch.setenv("REFLECTGIT_CACHE", str(model_cache))
    monkeypatch.setenv("REFLECTGIT_DAEMON", "0")  # tests that want the server turn it on
    monkeypatch.setenv("REFLECTGIT_HEARTBEAT", "0")  # tests that want the background daily pass turn it on
    monkeypatch.setenv("REFLECTGIT_HOOK_TIMEOUT", "600")  # a loaded test machine is slow, not hung
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("REFLECTGIT_HOME", str(tmp_path / "kb"))
    for k, v in GIT_ENV.items():
        monkeypatch.setenv(k, v)
    monkeypatch.chdir(tmp_path)


def as_user(name: str, email: str) -> dict[str, str]:
    """The environment for ``git(..., env=as_user(...))`` to commit as someone else: GIT_ENV's names
    outrank ``git -c user.name=...``, so git would record "Test" and the test check nothing."""
    return {"GIT_AUTHOR_NAME": name, "GIT_AUTHOR_EMAIL": email, "GIT_COMMITTER_NAME": name,
            "GIT_COMMITTER_EMAIL": email}


def git(*args: str, cwd: Path, check: bool = True, env: dict[str, str] | None = None) -> str:
    proc = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True,
                          env={**os.environ, **GIT_ENV, **(env or {})})
    if check and proc.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed: {proc.stderr}")
    return proc.stdout


class Runner:
    """Runs the CLI in-process (click's runner) the way a user types it."""

    def __init__(self, kb: Path):
        self.kb = kb
        self.runner = CliRunner()

    def __call__(self, *args: str, input: str | bytes | None = None, expect: int = 0, env=None):
        result = self.runner.invoke(cli, list(args), input=input, env=env, catch_exceptions=False)
        if expect is not None and result.exit_code != expect:
            raise AssertionError(f"reflectgit {' '.join(args)} exited {result.exit_code}, expected {expect}:\n"
                                 f"{result.output}")
        return result

    def json(self, *args: str, **kw):
        return json.loads(self(*args, "--json", **kw).stdout)


@pytest.fixture
def rg(tmp_path) -> Runner:
    return Runner(tmp_path / "kb")


@pytest.fixture
def kb(rg) -> Path:
    rg("init")
    return rg.kb


@pytest.fixture
def code_repo(tmp_path) -> Path:
    """A real code repo (git binary) with a GitHub-style remote on branch main."""
    repo = tmp_path / "code"
    repo.mkdir()
    git("init", "-q", "-b", "main", cwd=repo)
    git("remote", "add", "origin", "git@github.com:Acme/agents-in-a-box.git", cwd=repo)
    (repo / "a.txt").write_text("a\n")
    git("add", "a.txt", cwd=repo)
    git("commit", "-q", "-m", "first", cwd=repo)
    return repo


def head(kb: Path) -> str:
    return git("rev-parse", "HEAD", cwd=kb).strip()


def tree_files(kb: Path) -> dict[str, bytes]:
    """Every file of the KB's working tree except derived state, for 'nothing written' checks."""
    out = {}
    for p in kb.rglob("*"):
        rel = p.relative_to(kb)
        if p.is_file() and rel.parts[0] not in (".git", ".reflectgit"):
            out[rel.as_posix()] = p.read_bytes()
    return out


def run_cli(*args: str, cwd: Path, env: dict | None = None, input: str | None = None) -> subprocess.CompletedProcess:
    """The CLI as a separate process, for concurrency, crash and start-up tests."""
    return subprocess.run([sys.executable, "-m", "reflectgit", *args], cwd=cwd, capture_output=True,
                          text=True, input=input, env={**os.environ, **(env or {})})


def hook_runs(kb: Path) -> list[int]:
    """The `reflectgit hook run` processes git's hooks started for this KB and that still run
    (the shims start them in the background: under load they queue their event seconds later)."""
    mine = f"REFLECTGIT_HOME={kb}".encode()
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            env = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if mine in env and b"hook" in argv and b"run" in argv:
            found.append(int(pid))
    return found


def drain_background(rg: Runner, seconds: float = 60) -> None:
    """What a user sees once git's background hooks are done: wait for every `hook run` the shims
    started for this KB (a fixed sleep lost events on a loaded machine, or beside other test
    workers), then drain what is left, as `reflectgit hooks drain` does."""
    deadline = time.monotonic() + seconds
    while hook_runs(rg.kb) and time.monotonic() < deadline:
        time.sleep(0.1)
    rg("hooks", "drain")


@pytest.fixture
def hooked(rg, kb, code_repo, monkeypatch):
    """A code repo with the shims installed; events handled in the foreground."""
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    rg("hooks", "install", "--repo", str(code_repo))
    return code_repo


@pytest.fixture(scope="session")
def pg_server(tmp_path_factory):
    """One real Postgres with pgvector for the whole run (the pgserver package ships both),
    migrated once, with a writer and a reader login role. Yields ``dsn(role)``."""
    import tempfile

    import pgserver
    import psycopg

    # not under pytest's private tmp: as root, pgserver runs postgres as its own user, who must reach it
    data = Path(tempfile.mkdtemp(prefix="reflectgit-pg-")) / "data"
    data.parent.chmod(0o755)
    server = pgserver.get_server(str(data), cleanup_mode="delete")
    admin = server.get_uri()
    host = psycopg.conninfo.conninfo_to_dict(admin).get("host")

    def dsn(role: str = "postgres") -> str:
        return admin if role == "postgres" else f"postgresql://{role}@/postgres?host={host}"

    from reflectgit.team import migrations
    from reflectgit.team.settings import Settings, connect

    with connect(Settings(dsn=admin, workspace=None), workspace=False) as con:
        migrations.migrate(con)
        for role, group in (("alice", migrations.WRITER), ("bob", migrations.WRITER), ("rita", migrations.READER)):
            con.execute(f"create role {role} login in role {group}")
    yield dsn
    server.cleanup()
    import shutil

    shutil.rmtree(data.parent, ignore_errors=True)


@pytest.fixture
def team_env(pg_server, monkeypatch, request):
    """Team mode switched on for this test's machine (writer ``alice``) in a workspace of its own,
    which alice, bob and the reader ``rita`` may see."""
    import re

    from reflectgit.team import migrations
    from reflectgit.team.settings import Settings, connect

    workspace = "ws-" + re.sub(r"[^a-z0-9]+", "-", request.node.name.lower())[:50]
    with connect(Settings(dsn=pg_server(), workspace=None), workspace=False) as con:
        for role in ("alice", "bob", "rita"):
            migrations.grant(con, role, workspace)
    monkeypatch.setenv("REFLECTGIT_PG_DSN", pg_server("alice"))
    monkeypatch.setenv("REFLECTGIT_WORKSPACE", workspace)
    return {"workspace": workspace, "dsn": pg_server}


# a bare remote as people make them (`git init --bare`: HEAD -> master), and a victim KB pushed to it:
# the hostile-remote, git-files and history tests share them
@pytest.fixture
def remote(tmp_path) -> Path:
    bare = tmp_path / "remote.git"
    git("init", "-q", "--bare", str(bare), cwd=tmp_path)  # as people make them: HEAD -> master
    return bare


@pytest.fixture
def victim(rg, tmp_path, remote) -> Path:
    kb = tmp_path / "victim"
    rg("--kb", str(kb), "init", str(kb), "--remote", str(remote))
    rg("--kb", str(kb), "add", "--title", "Keep this lesson", "--project", "ops", "--branch", "main")
    assert json.loads(rg("--kb", str(kb), "sync", "--json").stdout)["pushed"]
    return kb
