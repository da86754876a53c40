"""`reflectgit capture commits`: the lessons of commits made before `hooks install`, captured
by the post-commit hook's own code path, in one KB commit, and never twice."""

from __future__ import annotations

import time
from pathlib import Path

from conftest import git
from test_hooks import LESSON, commit

from reflectgit.kb import KB

FIX = """fix: uploads stall on large files

The upload hung because the socket had no timeout, so a stalled peer blocked the worker.
"""


def _kb_commits(kb: Path) -> int:
    return int(git("rev-list", "--count", "HEAD", cwd=kb))


def _comparable(note) -> dict:
    fields = note.fields()
    src = dict(fields.pop("source"))
    for name in ("id", "created", "updated"):
        fields.pop(name, None)
    src.pop("commit")
    return {**fields, "source": src, "body": note.body}


def test_capture_commits_backfills_history_once_as_the_hook_would(rg, kb, code_repo, tmp_path, monkeypatch):
    lesson = commit(code_repo, LESSON)
    commit(code_repo, "Tidy the README")
    fix = commit(code_repo, FIX)
    spike = commit(code_repo, "Spike\n\nLearning: the spike approach leaks sockets\n")
    git("revert", "--no-edit", spike, cwd=code_repo)
    before = _kb_commits(kb)
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    res = rg("hooks", "install", "--repo", str(code_repo))  # it says what the hooks will never see
    assert "3 earlier commit(s) carry lessons the hooks never saw" in res.output
    assert f"reflectgit capture commits --all --repo {code_repo}" in res.output

    out = rg.json("capture", "commits", "--all", "--repo", str(code_repo))
    assert out["commits"] == 6 and out["already_seen"] == 0 and len(out["captured"]) == 3
    assert len(out["demoted"]) == 1  # the revert demotes the spike's lesson, as the hook does
    assert _kb_commits(kb) == before + 1  # one KB commit for the lot
    assert "capture:backfill" in git("log", "-1", "--format=%B", cwd=kb)
    assert not (kb / ".reflectgit" / "transaction.json").exists()  # the batch's journal record is settled
    notes = {n.title: n for n in KB.open(kb).notes()}
    pinned = notes["Pin the CPU wheel or pip pulls the CUDA one"]
    assert pinned["rule"] == "always install torch through constraints.txt"
    assert pinned["source"]["commit"] == lesson and pinned["source"]["kind"] == "commit"
    assert pinned["project"] == "agents-in-a-box" and pinned["branch"] == "main"
    assert notes["Uploads stall on large files"]["source"]["commit"] == fix
    assert notes["The spike approach leaks sockets"].status == "demoted"

    # twice: nothing is added, no KB commit
    again = rg.json("capture", "commits", "--all", "--repo", str(code_repo))
    assert again["captured"] == [] and again["already_seen"] == 6 and again["commit"] is None
    assert _kb_commits(kb) == before + 1

    assert "earlier commit(s)" not in rg("hooks", "install", "--repo", str(code_repo)).output

    # after the hooks capture a commit, a backfill adds nothing for it either
    hooked = commit(code_repo, "Retry\n\nLearning: retry uploads on 503 with backoff\n")
    assert [n for n in KB.open(kb).notes() if n.get("source", {}).get("commit") == hooked]
    head = git("rev-parse", "HEAD", cwd=kb)
    res = rg("capture", "commits", "--since", "HEAD~1", "--repo", str(code_repo))
    assert "1 already seen" in res.output and "captured 0 lesson(s)" in res.output
    assert git("rev-parse", "HEAD", cwd=kb) == head

    # the same commit captured by the hook (into another KB) gives the same note
    other = tmp_path / "kb2"
    rg("--kb", str(other), "init")
    twin = tmp_path / "twin"
    git("clone", "-q", str(code_repo), str(twin), cwd=tmp_path)
    git("remote", "set-url", "origin", "git@github.com:Acme/agents-in-a-box.git", cwd=twin)
    git("checkout", "-q", "-B", "main", lesson, cwd=twin)
    rg("--kb", str(other), "hooks", "install", "--repo", str(twin))
    monkeypatch.setenv("REFLECTGIT_HOME", str(other))
    git("commit", "-q", "--amend", "--no-edit", "--allow-empty", cwd=twin)  # the hook sees this message again
    deadline = time.monotonic() + 60  # the shim may hand the capture to a background drain: wait for it
    while True:
        rg("--kb", str(other), "hooks", "drain")
        found = [n for n in KB.open(other).notes() if n.title == pinned.title]
        if found or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    by_hook = found[0]
    assert _comparable(by_hook) == _comparable(pinned)


def test_capture_commits_refuses_bad_input_in_one_line(rg, kb, code_repo, tmp_path):
    res = rg("capture", "commits", "--repo", str(code_repo), expect=2)
    assert "--since REV" in res.output and "--all" in res.output
    res = rg("capture", "commits", "--since", "no-such-branch", "--repo", str(code_repo), expect=2)
    assert res.output.strip() == (f"reflectgit: no-such-branch: field '--since': names no commit of {code_repo} "
                                  "(give a sha, a branch or a tag, with ~N if you like)")
    (tmp_path / "plain").mkdir()
    res = rg("capture", "commits", "--all", "--repo", str(tmp_path / "plain"), expect=2)
    assert "field '--repo'" in res.output and "not inside a git repository" in res.output


def test_a_batch_is_one_commit_and_nothing_when_it_fails_or_its_writer_dies(rg, kb):
    import subprocess
    import sys

    k = KB.open(kb)
    before = _kb_commits(kb)
    try:
        with k.batch("", op="capture", actor="capture:backfill") as batch:
            for title in ("First lesson", "Second lesson"):
                with k.transaction(f"add {title}", op="capture") as tx:
                    tx.save(k.build_note({"title": title, "project": "ops", "branch": "main"}))
            assert {n.title for n in k.notes()} == {"First lesson", "Second lesson"}  # read as after a commit
            assert batch.subjects == ["add First lesson", "add Second lesson"]
            raise RuntimeError("stop")
    except RuntimeError:
        pass
    assert list(KB.open(kb).notes()) == [] and _kb_commits(kb) == before
    assert not git("status", "--porcelain", cwd=kb).strip()

    # a writer killed mid-batch: the next writer finishes its commit, under its own actor
    script = ("import os, sys\nfrom reflectgit.kb import KB\nk = KB.open(sys.argv[1])\n"
              "with k.batch('capture 1 lesson(s) (backfill)', op='capture', actor='capture:backfill'):\n"
              "    with k.transaction('add one', op='capture') as tx:\n"
              "        tx.save(k.build_note({'title': 'Killed mid-batch', 'project': 'ops', 'branch': 'main'}))\n"
              "    os._exit(9)\n")
    assert subprocess.run([sys.executable, "-c", script, str(kb)]).returncode == 9
    rg("add", "--title", "Next write", "--project", "ops", "--branch", "main")
    log = git("log", "--format=%s|%b", cwd=kb)
    assert "capture 1 lesson(s) (backfill)" in log and "capture:backfill" in log
    assert {n.title for n in KB.open(kb).notes()} == {"Killed mid-batch", "Next write"}
    assert not git("status", "--porcelain", cwd=kb).strip()


def test_capture_commits_dry_run_lists_what_a_run_would_do_and_writes_nothing(rg, kb, code_repo):
    from conftest import tree_files

    lesson = commit(code_repo, LESSON)
    commit(code_repo, "Tidy the README")
    fix = commit(code_repo, FIX)
    spike = commit(code_repo, "Spike\n\nLearning: the spike approach leaks sockets\n")
    git("revert", "--no-edit", spike, cwd=code_repo)
    commit(code_repo, "Pin again\n\nLearning: pin the CPU wheel or pip pulls the CUDA one\n"
                      "Rule: always install torch through constraints.txt\n")  # a cherry-pick of the lesson
    files, before = tree_files(kb), _kb_commits(kb)
    derived = sorted(p.name for p in (kb / ".reflectgit").iterdir()) if (kb / ".reflectgit").exists() else []

    plan = rg.json("capture", "commits", "--all", "--repo", str(code_repo), "--dry-run")
    assert plan["dry_run"] is True and plan["commit"] is None and plan["captured"] == []
    assert [(c["commit"], c["title"]) for c in plan["would_capture"]] == [
        (lesson, "Pin the CPU wheel or pip pulls the CUDA one"), (fix, "Uploads stall on large files"),
        (spike, "The spike approach leaks sockets")]
    assert plan["would_capture"][0]["rule"] == "always install torch through constraints.txt"
    assert [d["title"] for d in plan["would_demote"]] == ["The spike approach leaks sockets"]
    assert plan["duplicates"] == ["Pin the CPU wheel or pip pulls the CUDA one"]
    said = rg("capture", "commits", "--all", "--repo", str(code_repo), "--dry-run").output
    assert "would capture 3 lesson(s) into agents-in-a-box/main (dry run: nothing written)" in said, said
    assert f"  {lesson[:10]}  Pin the CPU wheel or pip pulls the CUDA one — always install torch" in said
    assert "would demote (captured above): The spike approach leaks sockets" in said
    assert tree_files(kb) == files and _kb_commits(kb) == before
    assert (sorted(p.name for p in (kb / ".reflectgit").iterdir()) if (kb / ".reflectgit").exists() else []) == derived

    done = rg.json("capture", "commits", "--all", "--repo", str(code_repo))
    notes = {n.id: n for n in KB.open(kb).notes()}
    assert sorted(notes[i].title for i in done["captured"]) == sorted(c["title"] for c in plan["would_capture"])
    assert done["duplicates"] == plan["duplicates"] and len(done["demoted"]) == 1


def _plan_then_run(rg, kb: Path, repo: Path) -> tuple[dict, dict, dict]:
    """`capture commits --dry-run --json`, then the run: the plan says what the run writes."""
    plan = rg.json("capture", "commits", "--all", "--dry-run", "--repo", str(repo))
    done = rg.json("capture", "commits", "--all", "--repo", str(repo))
    notes = {n.id: n for n in KB.open(kb).notes()}

    def titles(ids):
        return sorted(notes[i].title for i in ids)

    assert sorted(c["title"] for c in plan["would_capture"]) == titles(done["captured"])
    assert sorted(n["title"] for n in plan["would_demote"]) == titles(done["demoted"])
    assert sorted(n["title"] for n in plan["would_restore"]) == titles(done["restored"])
    assert sorted(n["title"] for n in plan["would_send_back"]) == titles(done["sent_back"])
    known = [n["id"] for key in ("would_demote", "would_restore", "would_send_back") for n in plan[key] if n["id"]]
    assert sorted(known) == sorted(i for i in done["demoted"] + done["restored"] + done["sent_back"]
                                   if i not in done["captured"])
    assert (plan["duplicates"], plan["rejected"]) == (done["duplicates"], done["rejected"])
    return plan, done, {n.title: n for n in notes.values()}


def _reverts(repo: Path, merged: str) -> None:
    """A plain revert, a revert of a revert, and `git revert -m 1` of a merge of ``merged``."""
    alpha = commit(repo, "Alpha\n\nLearning: alpha lesson\n")
    git("revert", "--no-edit", alpha, cwd=repo)
    git("revert", "--no-edit", "HEAD", cwd=repo)  # alpha's lesson is back
    spike = commit(repo, "Spike\n\nLearning: the spike leaks sockets\n")
    git("revert", "--no-edit", spike, cwd=repo)
    git("merge", "-q", "--no-ff", "--no-edit", merged, cwd=repo)
    git("revert", "-m", "1", "--no-edit", "HEAD", cwd=repo)


def test_dry_run_says_what_the_run_does_with_reverts_of_reverts_and_of_merges(rg, kb, code_repo):
    """review: the dry run left out what a merge's revert demotes and what a revert of a revert
    restores (it did not read the notes as the commits before it would leave them)."""
    git("checkout", "-q", "-b", "side", cwd=code_repo)
    commit(code_repo, "Gamma\n\nLearning: gamma lesson\n")
    git("checkout", "-q", "main", cwd=code_repo)
    _reverts(code_repo, "side")
    plan, _, notes = _plan_then_run(rg, kb, code_repo)
    assert sorted(n["title"] for n in plan["would_demote"]) == ["Alpha lesson", "Gamma lesson", "The spike leaks sockets"]
    assert [n["title"] for n in plan["would_restore"]] == ["Alpha lesson"]
    assert {t: n.status for t, n in notes.items()} == {
        "Alpha lesson": "active", "Gamma lesson": "demoted", "The spike leaks sockets": "demoted"}


def test_dry_run_of_a_feature_branch_leaves_mains_lessons_to_a_merge_revert_as_the_run_does(rg, kb, code_repo):
    """review: on a feature branch, `git revert -m 1` of a `merge main` takes back main's work there,
    not main's lessons; the dry run, not told of main's tip, said it would demote them."""
    git("checkout", "-q", "-b", "feat/y", cwd=code_repo)
    git("checkout", "-q", "main", cwd=code_repo)
    commit(code_repo, "Gamma\n\nLearning: gamma lesson\n")
    rg("capture", "commits", "--all", "--repo", str(code_repo))  # main's lessons, as its hooks would have
    git("checkout", "-q", "feat/y", cwd=code_repo)
    _reverts(code_repo, "main")
    plan, _, notes = _plan_then_run(rg, kb, code_repo)
    assert sorted(n["title"] for n in plan["would_demote"]) == ["Alpha lesson", "The spike leaks sockets"]
    assert {t: n.status for t, n in notes.items()} == {
        "Alpha lesson": "active", "Gamma lesson": "active", "The spike leaks sockets": "demoted"}


def test_dry_run_says_a_reverted_pick_goes_back_to_its_branch_as_the_run_does(rg, kb, hooked):
    """review (the fixk + fixm merge): reverting on main a commit cherry-picked from a branch that
    still has it sends the note back to that branch; the dry run must say so (`would_send_back`, with
    the branch), not that it would demote it, and the run must do what it said."""
    git("checkout", "-q", "-b", "feat/p", cwd=hooked)
    picked = commit(hooked, "Pick\n\nLearning: picked lesson outlives the revert\n", "p.txt")  # the hook captures it
    git("checkout", "-q", "main", cwd=hooked)
    off = ("-c", "core.hooksPath=/dev/null")  # main's pick and its revert are made with the hooks off
    git(*off, "cherry-pick", "-x", "feat/p", cwd=hooked)
    pick = git("rev-parse", "HEAD", cwd=hooked).strip()
    git(*off, "revert", "--no-edit", "HEAD", cwd=hooked)
    revert = git("rev-parse", "HEAD", cwd=hooked).strip()
    (note,) = [n for n in KB.open(kb).notes() if n.title == "Picked lesson outlives the revert"]
    assert note["branch"] == "feat/p" and note["source"]["commit"] == picked

    plan = rg.json("capture", "commits", "--all", "--dry-run", "--repo", str(hooked))
    assert plan["would_send_back"] == [{"id": note.id, "title": note.title, "by": revert, "branch": "feat/p"}]
    assert plan["would_demote"] == [] and plan["would_restore"] == [] and plan["would_capture"] == []
    said = rg("capture", "commits", "--all", "--dry-run", "--repo", str(hooked)).output
    assert f"would send back {note.id}: {note.title} (revert {revert[:10]}) to feat/p" in said, said

    done = rg.json("capture", "commits", "--all", "--repo", str(hooked))
    assert done["sent_back"] == [note.id] and done["demoted"] == [] and done["captured"] == []
    after = KB.open(kb).get(note.id)
    assert after.status == "active" and after["branch"] == "feat/p"
    assert after["reverted_on"] == {"branch": "main", "by": revert, "reverted": pick}
    assert not after["source"].get("carried_by")
