"""init and clone: the KB layout, the first commit, idempotence, joining from a remote."""

from __future__ import annotations

from pathlib import Path

from conftest import git, head, tree_files

LAYOUT = {".gitattributes", ".gitignore", "MEMORY.md", "README.md", "learnings/.gitkeep",
          "memory/episodes/.gitkeep", "memory/meta/audit/.gitkeep", "memory/meta/kb.yaml"}


def test_init_creates_layout_and_first_commit(rg):
    out = rg("init").output
    assert "Initialized" in out
    kb = rg.kb
    assert set(tree_files(kb)) == LAYOUT
    assert "merge=reflectgit" in (kb / ".gitattributes").read_text()
    assert ".reflectgit/" in (kb / ".gitignore").read_text()
    assert "<!-- reflectgit:managed:start -->" in (kb / "MEMORY.md").read_text()
    log = git("log", "--format=%s%n%b", cwd=kb)
    assert "init KB" in log and "Reflectgit-Actor: user" in log and "Reflectgit-Op: init" in log
    assert git("rev-parse", "--abbrev-ref", "HEAD", cwd=kb).strip() == "main"
    assert git("status", "--porcelain", cwd=kb) == ""
    git("fsck", "--strict", cwd=kb)


def test_init_twice_is_harmless(rg):
    rg("init")
    first = head(rg.kb)
    out = rg("init").output
    assert "already initialized" in out and "nothing changed" in out
    assert head(rg.kb) == first
    out = rg("init", "--remote", "/srv/kb.git").output  # review9: said "Initialized" on an existing KB
    assert "already initialized" in out and "set its remote origin to /srv/kb.git" in out


def test_init_default_path_from_env_and_explicit_path(rg, tmp_path, monkeypatch):
    other = tmp_path / "elsewhere"
    rg("init", str(other))
    assert (other / "memory/meta/kb.yaml").exists()
    monkeypatch.setenv("REFLECTGIT_HOME", str(tmp_path / "fromenv"))
    rg("init")
    assert (tmp_path / "fromenv/MEMORY.md").exists()


def test_init_with_remote_records_origin(rg):
    rg("init", "--remote", "git@example.invalid:me/memory.git")
    assert git("remote", "get-url", "origin", cwd=rg.kb).strip() == "git@example.invalid:me/memory.git"
    st = rg.json("status")
    assert st["remote"] == "git@example.invalid:me/memory.git"


def test_init_completes_an_existing_plain_git_repo(rg, tmp_path):
    path = tmp_path / "kb"
    path.mkdir()
    git("init", "-q", "-b", "main", cwd=path)
    (path / "notes.txt").write_text("mine\n")
    git("add", "notes.txt", cwd=path)
    git("commit", "-q", "-m", "mine", cwd=path)
    rg("init")
    assert (path / "notes.txt").read_text() == "mine\n"
    assert LAYOUT <= set(tree_files(path))


def test_init_refuses_non_empty_non_git_folder(rg, tmp_path):
    path = tmp_path / "kb"
    path.mkdir()
    (path / "precious.txt").write_text("x")
    r = rg("init", expect=2)
    assert "not empty and not a git repository" in r.output
    assert sorted(p.name for p in path.iterdir()) == ["precious.txt"]


def test_clone_joins_existing_kb(rg, kb, tmp_path):
    rg("add", "--title", "Shared lesson", "--project", "p", "--branch", "main")
    bare = tmp_path / "remote.git"
    git("clone", "-q", "--bare", str(kb), str(bare), cwd=tmp_path)
    other = tmp_path / "machine2"
    out = rg("clone", f"file://{bare}", str(other)).output
    assert "1 notes" in out
    rows = rg.json("--kb", str(other), "list")
    assert [r["title"] for r in rows] == ["Shared lesson"]
    assert git("status", "--porcelain", cwd=other) == ""


def test_clone_of_empty_remote_starts_a_kb(rg, tmp_path):
    bare = tmp_path / "empty.git"
    git("init", "-q", "--bare", str(bare), cwd=tmp_path)
    other = tmp_path / "first-machine"
    rg("clone", str(bare), str(other))
    assert (other / "memory/meta/kb.yaml").exists()
    assert git("remote", "get-url", "origin", cwd=other).strip() == str(bare)


def test_clone_refuses_non_kb_and_missing_remote(rg, tmp_path, code_repo):
    r = rg("clone", str(code_repo), str(tmp_path / "x"), expect=2)
    assert "not a reflectgit KB" in r.output
    r = rg("clone", str(tmp_path / "nowhere.git"), str(tmp_path / "y"), expect=2)
    assert "cannot clone" in r.output


def test_commands_on_missing_kb_say_how_to_create_it(rg):
    for args in (["list"], ["status"], ["show", "lrn-x"], ["add", "--title", "t"]):
        r = rg(*args, expect=2)
        assert "reflectgit init" in r.output and str(rg.kb) in r.output


def test_kb_is_interoperable_with_git_binary(rg, kb):
    rg("add", "--title", "One", "--tags", "a,b")
    rg("add", "--title", "Two")
    assert git("status", "--porcelain", cwd=kb) == ""
    git("fsck", "--strict", cwd=kb)
    files = git("ls-files", cwd=kb).split()
    assert sum(1 for f in files if f.startswith("learnings/_global/default/lrn-")) == 2
    assert len(git("log", "--oneline", cwd=kb).splitlines()) == 3


def test_the_first_commit_names_the_clone_machine_every_later_one_names(rg, tmp_path):
    """`init` stamped its commit with the bare host name and minted `host-xxxx` after it, so the
    dashboard showed two machines for one clone; an empty remote's `clone` never minted one."""
    def machines(kb: Path) -> set[str]:
        return set(git("log", "--format=%(trailers:key=Reflectgit-Machine,valueonly)", cwd=kb).split())

    rg("init")
    kb = tmp_path / "kb"
    rg("add", "--title", "Second commit", "--project", "p", "--branch", "main")
    minted = git("config", "reflectgit.machine", cwd=kb).strip()
    assert minted.count("-") >= 1 and machines(kb) == {minted}
    bare = tmp_path / "empty.git"
    git("init", "-q", "--bare", str(bare), cwd=tmp_path)
    other = tmp_path / "first-machine"
    rg("clone", str(bare), str(other))
    theirs = git("config", "reflectgit.machine", cwd=other).strip()
    assert theirs != minted and machines(other) == {theirs}


def test_init_with_a_remote_it_cannot_reach_says_what_to_do_next(rg, tmp_path):
    """The remote is kept (sync retries) and one line says how to make it and push there."""
    bare = tmp_path / "memory.git"
    out = rg("init", "--remote", str(bare))
    assert out.stdout.startswith("Initialized reflectgit KB")
    hint = out.stderr.strip()
    assert len(hint.splitlines()) == 1 and hint.startswith(f"reflectgit: could not reach {bare} now (")
    assert "git init --bare" in hint and "`reflectgit sync`" in hint and "reflectgit init --remote URL" in hint
    git("init", "-q", "--bare", "-b", "main", str(bare), cwd=tmp_path)  # what the hint says, then sync
    rg("sync")
    assert git("log", "--format=%s", "main", cwd=bare).strip() == "init KB"
    assert rg("init", "--remote", str(bare)).stderr == ""
