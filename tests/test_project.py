"""Project ids from remotes, branch shards, and detection in real repos and worktrees."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import git

from reflectgit.kb import shard_path
from reflectgit.project import detect, normalize_remote, project_id_from_remote, slug


@pytest.mark.parametrize("url,norm,pid", [
    ("git@github.com:Acme/agents-in-a-box.git", "github.com/acme/agents-in-a-box", "agents-in-a-box"),
    ("https://github.com/acme/agents-in-a-box", "github.com/acme/agents-in-a-box", "agents-in-a-box"),
    ("https://user:tok@GitHub.com:443/acme/agents-in-a-box.git/", "github.com/acme/agents-in-a-box", "agents-in-a-box"),
    ("ssh://git@gitlab.example.com:2222/group/sub/my.lib-x.git", "gitlab.example.com/group/sub/my.lib-x", "my.lib-x"),
    ("file:///srv/git/agents-in-a-box.git", "srv/git/agents-in-a-box", "agents-in-a-box"),
    ("/srv/git/node.js", "srv/git/node.js", "node.js"),
    ("../relative/re_po.git", "relative/re_po", "re_po"),
    ("git@bitbucket.org:team/a.b-c_d.git", "bitbucket.org/team/a.b-c_d", "a.b-c_d"),
])
def test_remote_normalization_keeps_dashes_and_dots(url, norm, pid):
    assert normalize_remote(url) == norm
    assert project_id_from_remote(url) == pid


def test_all_spellings_of_one_repo_agree():
    urls = ["git@github.com:acme/x-y.z.git", "https://github.com/acme/x-y.z", "ssh://git@github.com/acme/x-y.z.git"]
    assert len({normalize_remote(u) for u in urls}) == 1


@pytest.mark.parametrize("branch,folder", [
    ("main", "main"), ("feat/x", "feat-x"), ("user/fix/a.b", "user-fix-a.b"), ("..hidden", "hidden"),
    ("we ird*name", "we-ird-name"), ("feature/日本", "feature-日本"), ("wt/ü-branch", "wt-ü-branch"),
    ("feature/कि", "feature-कि"), ("feature/का", "feature-का"), ("cafe\u0301", "café"),
])
def test_branch_folders(branch, folder):
    assert slug(branch) == folder
    assert shard_path("p", branch) == f"learnings/p/{folder}"


def test_detect_in_repo_on_branch(code_repo):
    git("checkout", "-q", "-b", "feat/shard", cwd=code_repo)
    sub = code_repo / "src" / "deep"
    sub.mkdir(parents=True)
    ctx = detect(sub)
    assert (ctx.project, ctx.branch, ctx.default_branch) == ("agents-in-a-box", "feat/shard", "main")
    assert ctx.remote == "github.com/acme/agents-in-a-box"


def test_detect_in_worktree(code_repo, tmp_path):
    wt = tmp_path / "wt"
    git("worktree", "add", "-q", "-b", "feat/wt", str(wt), cwd=code_repo)
    ctx = detect(wt)
    assert (ctx.project, ctx.branch) == ("agents-in-a-box", "feat/wt")


def test_detect_without_remote_uses_folder_name(tmp_path):
    repo = tmp_path / "My-Tool.v2"
    repo.mkdir()
    git("init", "-q", "-b", "trunk", cwd=repo)
    ctx = detect(repo)
    assert (ctx.project, ctx.branch) == ("my-tool.v2", "trunk")


def _committed(repo: Path, branch: str) -> Path:
    """A repository without a remote, one commit on ``branch``."""
    repo.mkdir()
    git("init", "-q", "-b", branch, cwd=repo)
    (repo / "a.txt").write_text("a")
    git("add", "a.txt", cwd=repo)
    git("commit", "-q", "-m", "first", cwd=repo)
    return repo


def test_a_linked_worktree_without_remote_is_the_project_it_came_from(rg, kb, tmp_path, monkeypatch):
    """`git worktree add ../wt1` in a repo with no remote: notes taken in wt1 are the main
    checkout's project (its recall finds them), not a project named after the worktree folder."""
    repo = _committed(tmp_path / "My-Tool.v2", "trunk")
    git("worktree", "add", "-q", "-b", "wtbranch", str(tmp_path / "wt1"), cwd=repo)
    monkeypatch.chdir(tmp_path / "wt1")
    note = rg.json("add", "--title", "Taken in a linked worktree")
    assert (note["project"], note["branch"]) == ("my-tool.v2", "wtbranch")


def test_worktrees_of_a_hidden_bare_repo_are_named_after_its_folder(rg, kb, tmp_path, monkeypatch):
    """review11: the `proj/.bare` layout (a bare clone, worktrees beside it) was project "bare"."""
    seed = _committed(tmp_path / "seed", "main")
    proj = tmp_path / "Billing-API"
    proj.mkdir()
    git("clone", "-q", "--bare", str(seed), str(proj / ".bare"), cwd=tmp_path)
    git("remote", "remove", "origin", cwd=proj / ".bare")
    (proj / ".git").write_text("gitdir: ./.bare\n")
    git("worktree", "add", "-q", "-b", "feat-x", str(proj / "feat-x"), cwd=proj)
    monkeypatch.chdir(proj / "feat-x")
    note = rg.json("add", "--title", "Taken in a worktree of a hidden bare repo")
    assert (note["project"], note["branch"]) == ("billing-api", "feat-x")


def test_detect_outside_repo_is_global(tmp_path):
    ctx = detect(tmp_path)
    assert (ctx.project, ctx.branch) == ("_global", "default") and ctx.is_global


def test_explicit_and_env_override(code_repo, monkeypatch):
    assert detect(code_repo, project="other", branch="b").project == "other"
    monkeypatch.setenv("REFLECTGIT_PROJECT", "envproj")
    monkeypatch.setenv("REFLECTGIT_BRANCH", "envbranch")
    ctx = detect(code_repo)
    assert (ctx.project, ctx.branch) == ("envproj", "envbranch")


def test_a_note_an_older_version_filed_under_a_cut_name_moves_with_the_set_doctor_names(rg, kb):
    """review19: a KB from before names kept every script has `feature/日本`'s notes in `feature/`;
    `doctor` suggested a `set` that changed nothing and kept suggesting it."""
    note = rg.json("add", "--title", "Tokens per tenant", "--project", "café", "--branch", "feature/日本")
    now = f"learnings/café/feature-日本/{note['id']}.md"
    assert (kb / now).is_file()
    old = f"learnings/café/feature/{note['id']}.md"
    (kb / old).parent.mkdir(parents=True)
    git("mv", now, old, cwd=kb)
    git("commit", "-q", "-m", "as an older version filed it", cwd=kb)
    found = [f for f in rg.json("doctor")["findings"] if f["path"] == old]
    assert found and f"reflectgit set {note['id']} project café" in found[0]["fix"], found
    rg("set", note["id"], "project", "café")
    assert (kb / now).is_file() and not (kb / old).exists()
    assert not [f for f in rg.json("doctor")["findings"] if note["id"] in (f["path"] or "")]


@pytest.mark.parametrize("folder, project", [("İstanbul", "i̇stanbul"), ("परियोजना", "परियोजना"), ("Ⱥ" * 50, None)])
def test_a_folder_in_any_script_is_a_project_a_note_can_carry(rg, kb, tmp_path, folder, project):
    """review19: the name was cut, then lower-cased: "İstanbul" became a name validation refused (every
    capture parked in failed/), and a 100-byte name grew to 150 bytes."""
    import json

    from conftest import run_cli

    repo = tmp_path / folder
    repo.mkdir()
    git("init", "-q", "-b", "main", cwd=repo)
    ctx = detect(repo)
    assert project is None or ctx.project == project
    assert len(ctx.project.encode()) <= 100 and slug(ctx.project) == ctx.project
    added = run_cli("add", "--title", "A lesson here", "--json", cwd=repo)
    assert added.returncode == 0, added.stderr
    assert json.loads(added.stdout)["project"] == ctx.project


def test_a_project_typed_decomposed_is_the_composed_one(rg, kb):
    """review19: `add --project café` typed on macOS (NFD) was refused while `list --project` took it."""
    import unicodedata

    note = rg.json("add", "--title", "One name", "--project", unicodedata.normalize("NFD", "café"))
    assert note["project"] == "café" and (kb / "learnings" / "café").is_dir()


def test_the_combining_marks_constant_is_unicodes():
    """unicode_marks.MARKS is written out (a scan costs a hook 17 ms): it must be this Python's
    category M* over the Basic Multilingual Plane, no more, no less."""
    import unicodedata

    from reflectgit.unicode_marks import MARKS

    for c in range(0x10000):
        ch = chr(c)
        assert bool(MARKS.match(ch)) == (unicodedata.category(ch)[0] == "M"), hex(c)


def test_a_note_in_a_cut_folder_saved_by_any_writer_moves_rather_than_doubles(rg, kb):
    """A writer that saves a note it read (the daily pass, a revision) wrote it to its new folder and
    left the old file: two files, one id."""
    note = rg.json("add", "--title", "Tokens per tenant", "--rule", "Cache tokens per tenant", "--project", "café",
                   "--branch", "feature/日本", "--tags", "caching")
    now = f"learnings/café/feature-日本/{note['id']}.md"
    old = f"learnings/café/feature/{note['id']}.md"
    (kb / old).parent.mkdir(parents=True)
    git("mv", now, old, cwd=kb)
    git("commit", "-q", "-m", "as an older version filed it", cwd=kb)
    from reflectgit.kb import KB

    store = KB.open(kb)
    moved = store.read(kb / old)
    with store.transaction("", op="test", actor="test") as tx:
        moved.set("tags", ["caching", "tenants"])
        tx.save(moved)
    assert (kb / now).is_file() and not (kb / old).exists()
    assert [p.name for p in (kb / "learnings").rglob(f"{note['id']}.md")] == [f"{note['id']}.md"]
