"""Git hooks in a real code repo driven by the real ``git`` binary: install/uninstall and
chaining, capture from commits, revert demotion, branch shards, rewrites, and a broken
reflectgit that never breaks ``git commit``."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from conftest import git

from reflectgit.kb import KB

PROJECT = "agents-in-a-box"


def commit(repo: Path, message: str, name: str | None = None, env: dict | None = None) -> str:
    name = name or f"f{time.monotonic_ns()}.txt"
    (repo / name).write_text(message)
    git("add", name, cwd=repo)
    old = {k: os.environ.get(k) for k in (env or {})}
    os.environ.update(env or {})
    try:
        git("commit", "-q", "-m", message, cwd=repo)
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return git("rev-parse", "HEAD", cwd=repo).strip()


def notes(kb: Path) -> dict:
    return {n.id: n for n in KB.open(kb).notes()}


def by_title(kb: Path, text: str):
    found = [n for n in KB.open(kb).notes() if text in n.title]
    assert len(found) == 1, [n.title for n in KB.open(kb).notes()]
    return found[0]


LESSON = """Pin torch through constraints

Learning: pin the CPU wheel or pip pulls the CUDA one
Rule: always install torch through constraints.txt
Root-Cause: an unpinned torch resolved to the CUDA build
Learning-Tags: packaging, torch
"""


def test_install_chains_the_users_hook_and_uninstall_restores_it(rg, kb, code_repo, monkeypatch, tmp_path):
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    hooks = code_repo / ".git" / "hooks"
    mine = b"#!/bin/sh\necho \"mine $1\" >> \"$(git rev-parse --git-dir)/mine.log\"\n"
    (hooks / "post-checkout").write_bytes(mine)
    (hooks / "post-checkout").chmod(0o750)
    st = rg.json("hooks", "install", "--repo", str(code_repo))
    assert {h["name"]: h["state"] for h in st} == dict.fromkeys(
        ["post-commit", "post-checkout", "post-merge", "post-rewrite"], "installed")
    assert [h["chained"] for h in st] == [False, True, False, False]
    rg("hooks", "install", "--repo", str(code_repo))  # again: idempotent, the user's hook still kept
    git("checkout", "-q", "-b", "feat/y", cwd=code_repo)
    assert "mine" in (code_repo / ".git" / "mine.log").read_text()  # the user's hook still runs
    done = {h["name"]: h["state"] for h in rg.json("hooks", "uninstall", "--repo", str(code_repo))}
    assert done == {"post-commit": "removed", "post-checkout": "restored", "post-merge": "removed",
                    "post-rewrite": "removed"}  # review9: it said "foreign" and "missing"
    assert (hooks / "post-checkout").read_bytes() == mine
    assert stat.S_IMODE((hooks / "post-checkout").stat().st_mode) == 0o750
    assert not (hooks / "post-commit").exists() and not (hooks / "post-checkout.reflectgit-user").exists()


def test_core_hooks_path_is_honoured(rg, kb, code_repo, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    git("config", "core.hooksPath", ".githooks", cwd=code_repo)
    rg("hooks", "install", "--repo", str(code_repo))
    assert (code_repo / ".githooks" / "post-commit").exists()
    assert not (code_repo / ".git" / "hooks" / "post-commit").exists()
    commit(code_repo, LESSON)
    assert by_title(kb, "pin the CPU wheel").get("rule") == "always install torch through constraints.txt"


def test_a_hooks_folder_committed_with_the_project_is_never_written(rg, kb, code_repo, monkeypatch, tmp_path):
    """husky-style: core.hooksPath is a folder the team commits. A shim holds this machine's
    paths, so it goes to .git/hooks; the team's hook calls it through one portable line, which
    does nothing in a clone where reflectgit is not installed."""
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    team = code_repo / ".husky"
    team.mkdir()
    theirs = b"#!/bin/sh\necho \"team $1\" >> \"$(git rev-parse --git-dir)/team.log\"\n"
    (team / "post-commit").write_bytes(theirs)
    (team / "post-commit").chmod(0o755)
    git("add", ".husky", cwd=code_repo)
    git("commit", "-q", "-m", "husky hooks", cwd=code_repo)
    git("config", "core.hooksPath", ".husky", cwd=code_repo)
    out = rg("hooks", "install", "--repo", str(code_repo)).stdout
    st = {h["name"]: h for h in rg.json("hooks", "status", "--repo", str(code_repo))["hooks"]}
    assert (team / "post-commit").read_bytes() == theirs and git("status", "--porcelain", cwd=code_repo) == ""
    assert st["post-commit"]["state"] == "not-called" and st["post-commit"]["path"].endswith(".git/hooks/post-commit")
    line = st["post-commit"]["call_line"]
    assert line in out and str(team / "post-commit") in out
    with (team / "post-commit").open("a") as fh:
        fh.write(line + "\n")
    assert rg.json("hooks", "status", "--repo", str(code_repo))["hooks"][0]["state"] == "installed"
    commit(code_repo, LESSON)
    assert "team" in (code_repo / ".git" / "team.log").read_text()  # the team's hook still runs
    assert by_title(kb, "pin the CPU wheel").get("rule") == "always install torch through constraints.txt"
    git("add", ".husky", cwd=code_repo)
    git("commit", "-q", "-m", "call reflectgit from the team's hook", cwd=code_repo)
    clone = tmp_path / "teammate"
    git("clone", "-q", str(code_repo), str(clone), cwd=tmp_path)  # a teammate without reflectgit
    git("config", "core.hooksPath", ".husky", cwd=clone)
    (clone / "b.txt").write_text("b")
    git("add", "b.txt", cwd=clone)
    git("commit", "-q", "-m", "teammate's commit", cwd=clone)  # the line is a no-op there
    assert "team" in (clone / ".git" / "team.log").read_text()
    rg("hooks", "uninstall", "--repo", str(code_repo))
    assert not (code_repo / ".git" / "hooks" / "post-commit").exists()


def test_shims_an_earlier_version_wrote_into_a_committed_hooks_folder_are_taken_back(rg, kb, code_repo):
    team = code_repo / ".githooks"
    team.mkdir()
    theirs = b"#!/bin/sh\nexit 0\n"
    (team / "post-commit").write_bytes(theirs)
    git("add", ".githooks", cwd=code_repo)
    git("commit", "-q", "-m", "team hooks", cwd=code_repo)
    git("config", "core.hooksPath", ".githooks", cwd=code_repo)
    from reflectgit import hooks as hk

    os.replace(team / "post-commit", team / ("post-commit" + hk.USER_SUFFIX))  # as the old install did
    (team / "post-commit").write_text(hk.shim_text("post-commit", kb))
    (team / "post-merge").write_text(hk.shim_text("post-merge", kb))
    rg("hooks", "install", "--repo", str(code_repo))
    assert (team / "post-commit").read_bytes() == theirs and not (team / "post-merge").exists()
    assert git("status", "--porcelain", cwd=code_repo) == ""


def test_commit_trailers_become_a_note_in_the_branch_shard(rg, kb, hooked):
    sha = commit(hooked, LESSON, env={"REFLECTGIT_SESSION": "sess-42"})
    note = by_title(kb, "pin the CPU wheel")
    assert note["project"] == PROJECT and note["branch"] == "main"
    assert note.path.relative_to(kb).as_posix().startswith(f"learnings/{PROJECT}/main/")
    assert note["problem"] == "an unpinned torch resolved to the CUDA build"
    assert note.tags == ["packaging", "torch"] and note.confidence == 0.8
    assert note["source"]["kind"] == "commit" and note["source"]["commit"] == sha
    assert note["source"]["session"] == "sess-42"
    hist = rg.json("history", note.id)
    assert hist[0]["actor"] == f"capture:commit:{sha[:12]}"
    log = (kb / "memory" / "meta" / "commits").glob("*.jsonl")
    records = [line for f in log for line in f.read_text().splitlines()]
    assert any(sha in r and "sess-42" in r for r in records)


def test_fix_commit_that_explains_the_cause_is_captured_without_trailers(rg, kb, hooked):
    commit(hooked, "fix: retry uploads on 503\n\nUploads failed because the CDN answers 503 while it warms up.\n")
    note = by_title(kb, "Retry uploads on 503")
    assert "because the CDN answers 503" in note["problem"] and note["fix"] == "Retry uploads on 503"
    # a subject that names the symptom: the fix is what the body says was done, never the subject
    commit(hooked, "Fix URL-safe payloads growing after compression\n\nThe payload grew because base64 inflates "
                   "the zlib output. Compress before encoding and strip the padding.\n")
    grew = by_title(kb, "URL-safe payloads growing")
    assert grew.title == "URL-safe payloads growing after compression"
    assert grew["fix"] == "Compress before encoding and strip the padding"
    assert "base64 inflates" in grew["problem"]
    commit(hooked, "Fix flaky test_expired on CI\n\nIt failed because CI runners are slow.\n")
    assert by_title(kb, "test_expired")["fix"] is None  # nothing says what was done: no fix invented
    commit(hooked, "fix: http.get hung forever on slow mirrors\n\nIt hung because no timeout was passed.\n")
    assert by_title(kb, "hung forever").title == "http.get hung forever on slow mirrors"  # an identifier keeps its case
    commit(hooked, "Fix typo in README")  # no cause explained: nothing captured
    commit(hooked, "Add a feature\n\nIt is nice.")
    assert len(notes(kb)) == 4


def test_cited_commits_are_verified(rg, kb, hooked):
    real = git("rev-parse", "HEAD", cwd=hooked).strip()
    commit(hooked, "Docs\n\nLearning: the cache bug came from a1b2c3d4e5f6 and deadbeef1234\n")
    assert not notes(kb)  # every cited commit is fabricated: rejected
    commit(hooked, f"Docs\n\nLearning: the cache bug came from {real[:10]} and 0badc0de99\n")
    note = by_title(kb, "the cache bug")
    assert note["unverified_refs"] == ["0badc0de99"]
    st = rg.json("hooks", "status", "--repo", str(hooked))
    assert any(e.get("rejected") for e in st["recent"])


def test_revert_demotes_at_once_and_revert_of_revert_restores(rg, kb, hooked):
    sha = commit(hooked, LESSON, env={"REFLECTGIT_SESSION": "sess-7"})
    from_session = rg.json("add", "--title", "Session lesson about torch wheels", "--project", PROJECT,
                           "--branch", "main")["id"]
    rg("set", from_session, "source", '{"kind": "session", "session": "sess-7"}')
    note = by_title(kb, "pin the CPU wheel")
    assert [h["id"] for h in rg.json("search", "torch CUDA wheel", "--project", PROJECT)["hits"]][:1] == [note.id]

    git("revert", "--no-edit", "HEAD", cwd=hooked)
    revert_sha = git("rev-parse", "HEAD", cwd=hooked).strip()
    n = notes(kb)
    assert n[note.id].status == "demoted" and n[from_session].status == "demoted"
    assert revert_sha[:10] in n[note.id]["status_reason"]
    assert n[note.id].confidence == 0.4
    hits = rg.json("search", "torch CUDA wheel", "--project", PROJECT)["hits"]
    assert note.id not in [h["id"] for h in hits]  # recall stops returning it at once
    demote_commit = rg.json("history", note.id)[0]
    assert demote_commit["actor"] == f"capture:commit:{revert_sha[:12]}"
    assert set(demote_commit["trailers"]) >= {"Reflectgit-Op"}
    assert len({e["commit"] for e in rg.json("history", from_session)} & {demote_commit["commit"]}) == 1

    git("revert", "--no-edit", "HEAD", cwd=hooked)
    n = notes(kb)
    assert n[note.id].status == "active" and n[note.id].confidence == 0.8
    assert "revert" not in n[note.id].meta
    assert note.id in [h["id"] for h in rg.json("search", "torch CUDA wheel", "--project", PROJECT)["hits"]]
    ops = [e["op"] for e in rg.json("history", note.id)]
    assert ops[:2] == ["revert", "revert"] and sha


def test_a_revert_made_by_hand_that_names_the_commit_also_demotes(rg, kb, hooked):
    sha = commit(hooked, LESSON, name="pin.txt")
    (hooked / "pin.txt").unlink()
    git("rm", "-q", "pin.txt", cwd=hooked)
    git("commit", "-q", "-m", f"Back out the torch pin ({sha[:8]}): it broke the GPU image", cwd=hooked)
    assert by_title(kb, "pin the CPU wheel").status == "demoted"


def test_branch_shards_promotion_and_abandoned_branches(rg, kb, hooked):
    git("checkout", "-q", "-b", "feat/x", cwd=hooked)
    commit(hooked, "Work\n\nLearning: feature x needs the retry wrapper\n")
    note = by_title(kb, "feature x needs")
    assert note.path.relative_to(kb).as_posix().startswith(f"learnings/{PROJECT}/feat-x/")
    assert note["branch"] == "feat/x"
    git("checkout", "-q", "-b", "spike/dead", "main", cwd=hooked)
    commit(hooked, "Spike\n\nLearning: the spike approach leaks sockets\n")
    git("checkout", "-q", "main", cwd=hooked)
    # on main, branch notes are not recalled; the feature branch sees its own
    titles = lambda *a: [h["title"] for h in rg.json("search", "retry wrapper feature", "--project", PROJECT, *a)["hits"]]  # noqa: E731
    assert not any("feature x" in t for t in titles("--branch", "main"))
    assert any("feature x" in t for t in titles("--branch", "feat/x"))
    git("merge", "-q", "--no-ff", "feat/x", "-m", "Merge feat/x", cwd=hooked)
    promoted = by_title(kb, "feature x needs")
    assert promoted["branch"] == "main"
    assert promoted.path.relative_to(kb).as_posix().startswith(f"learnings/{PROJECT}/main/")
    assert promoted["promoted_from"]["branch"] == "feat/x" and "branch:feat/x" in promoted["links"]
    assert any("feature x" in t for t in titles("--branch", "main"))
    git("branch", "-q", "-D", "spike/dead", cwd=hooked)
    git("checkout", "-q", "-b", "other", cwd=hooked)
    git("checkout", "-q", "main", cwd=hooked)
    assert rg.json("hooks", "status", "--repo", str(hooked))["active"][PROJECT]["branch"] == "main"
    spike = by_title(kb, "spike approach")
    assert spike["branch"] == "spike/dead"  # never merged: stays isolated
    hits = rg.json("search", "spike approach leaks sockets", "--project", PROJECT, "--branch", "main")["hits"]
    assert spike.id not in [h["id"] for h in hits]


def test_amended_commit_keeps_its_notes_attached(rg, kb, hooked):
    commit(hooked, LESSON, name="x.txt")
    (hooked / "x.txt").write_text("changed")
    git("commit", "-q", "-a", "--amend", "--no-edit", cwd=hooked)
    new_sha = git("rev-parse", "HEAD", cwd=hooked).strip()
    note = by_title(kb, "pin the CPU wheel")
    assert note["source"]["commit"] == new_sha and len(note["source"]["rewritten_from"]) == 1
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    assert by_title(kb, "pin the CPU wheel").status == "demoted"


def test_rewording_a_lesson_in_an_amend_updates_its_note(rg, kb, hooked):
    first = commit(hooked, LESSON, name="y.txt")
    old = by_title(kb, "pin the CPU wheel")
    reworded = LESSON.replace("Learning: pin the CPU wheel or pip pulls the CUDA one",
                              "Learning: install the CPU torch wheel through constraints")
    git("commit", "-q", "--amend", "-m", reworded, cwd=hooked)
    new_sha = git("rev-parse", "HEAD", cwd=hooked).strip()
    found = list(KB.open(kb).notes())
    assert len(found) == 1, [(n.id, n.title, n.status, n["source"]) for n in found]
    [note] = found  # one note for the one commit, under its first id
    assert note.id == old.id and note.title == "install the CPU torch wheel through constraints"
    assert note["source"]["commit"] == new_sha and note["source"]["rewritten_from"] == [first]
    history = rg.json("history", note.id)
    assert "pin the CPU wheel" in history[0]["diff"]  # the old wording stays in its history
    subjects = git("log", "--format=%s", "-3", cwd=kb)
    assert "reword 1 note(s) after their trailer changed" in subjects and "follow 0" not in subjects
    assert [t["reason"] for t in KB.open(kb).tombstones()][0].startswith(f"the reworded lesson of {new_sha[:10]}")
    gone = KB.open(kb).tombstones()[0]["id"]
    said = rg("show", gone, expect=None).output  # review9: it said only "no note"
    assert "it was removed (the reworded lesson of" in said and f"reflectgit history {gone}" in said
    assert git("status", "--porcelain", cwd=kb) == ""


def test_a_missing_or_broken_reflectgit_never_fails_a_commit(rg, kb, hooked, monkeypatch):
    hooks = hooked / ".git" / "hooks"
    shim = (hooks / "post-commit").read_text()
    for python in ("/nonexistent/python", "/bin/false"):
        (hooks / "post-commit").write_text(shim.replace(shim.split("rg_python=")[1].split("\n")[0], python))
        monkeypatch.setenv("PATH", "/usr/bin:/bin")  # no reflectgit on PATH either
        commit(hooked, "still commits")  # git() asserts exit status 0
    (hooks / "post-commit").write_text(shim)
    monkeypatch.setenv("REFLECTGIT_HOME", str(kb.parent / "no-kb-here"))
    commit(hooked, LESSON)  # no KB on this machine: nothing to do, no error


def test_background_drain_handles_events_in_order(rg, kb, code_repo, monkeypatch):
    monkeypatch.delenv("REFLECTGIT_HOOK_FOREGROUND", raising=False)
    rg("hooks", "install", "--repo", str(code_repo))
    commit(code_repo, LESSON)
    git("revert", "--no-edit", "HEAD", cwd=code_repo)  # queued right behind the capture
    deadline = time.time() + 60
    while time.time() < deadline:
        found = [n for n in KB.open(kb).notes() if "pin the CPU wheel" in n.title]
        if found and found[0].status == "demoted":
            break
        time.sleep(0.2)
    else:
        raise AssertionError(f"background drain did not finish: {rg.json('hooks', 'status', '--repo', str(code_repo))}")
    rg("hooks", "drain")
    assert rg.json("hooks", "status", "--repo", str(code_repo))["failed"] == []


def test_a_failing_event_is_parked_and_can_be_retried(rg, kb, hooked, monkeypatch):
    from reflectgit import git_events as lifecycle

    real = lifecycle.on_commit

    def boom(kb_, event):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(lifecycle, "on_commit", boom)
    from reflectgit.hooks import run

    monkeypatch.chdir(hooked)
    commit(hooked, "plain")  # the shim's own run (a subprocess) succeeds
    (hooked / "x.txt").write_text("x")
    git("add", "x.txt", cwd=hooked)
    git("commit", "-q", "-m", LESSON, cwd=hooked)
    monkeypatch.setenv("REFLECTGIT_HOOK_HEAD", git("rev-parse", "HEAD", cwd=hooked).strip())
    notes_before = len(notes(kb))
    assert run("post-commit", []) == 0  # in-process, with the failing handler
    st = rg.json("hooks", "status", "--repo", str(hooked))
    assert len(st["failed"]) == 1 and "disk on fire" in st["recent"][-1]["error"]
    monkeypatch.setattr(lifecycle, "on_commit", real)
    out = rg.json("hooks", "drain", "--retry-failed")
    assert len(out) == 1 and not out[0].get("error")
    assert rg.json("hooks", "status", "--repo", str(hooked))["failed"] == []
    assert len(notes(kb)) == notes_before  # the lesson was captured once (the shim already did)


def test_a_burst_of_commits_is_queued_by_the_shim_and_nothing_is_lost(rg, kb, tmp_path, monkeypatch):
    """Commits back to back in the background mode: the shim writes each post-commit event into
    the queue itself and starts Python only when no drain runs; every commit is handled exactly
    once and the lesson among them is captured. A quote in the repo's path tests the shim's JSON."""
    import json

    monkeypatch.delenv("REFLECTGIT_HOOK_FOREGROUND", raising=False)
    repo = tmp_path / 'the "app"'
    repo.mkdir()
    git("init", "-q", "-b", "main", cwd=repo)
    git("remote", "add", "origin", "git@github.com:Acme/the-app.git", cwd=repo)
    commit(repo, "start\n")
    rg("hooks", "install", "--repo", str(repo))
    shas = [commit(repo, f"change {i}\n") for i in range(8)] + [commit(repo, LESSON)]
    log_file = kb / ".reflectgit" / "hooks.log"
    deadline = time.time() + 60
    while time.time() < deadline:
        log = [json.loads(line) for line in log_file.read_text().splitlines()] if log_file.exists() else []
        handled = [e.get("commit") for e in log if e.get("hook") == "post-commit"]
        if set(shas) <= set(handled) and not list((kb / ".reflectgit" / "queue").glob("*.json")):
            break
        time.sleep(0.2)
    else:
        raise AssertionError(f"not every commit was handled: {rg.json('hooks', 'status', '--repo', str(repo))}")
    assert sorted(handled) == sorted(shas)  # each once: a commit the shim queued is not queued again
    assert sum(e["event"].startswith("sh-") for e in log) == len(shas)  # the shim queued every one
    assert [e["commit"] for e in log if e.get("hook") == "post-commit"] == shas  # in the order made
    assert by_title(kb, "pin the CPU wheel").status == "active"
    assert rg.json("hooks", "status", "--repo", str(repo))["failed"] == []


def test_the_shim_reads_head_and_branch_where_git_keeps_them(rg, kb, code_repo, tmp_path, monkeypatch):
    """The post-commit shim reads HEAD and the branch from the git folder itself (no process):
    a branch with a slash, a linked worktree (git sets GIT_DIR; refs live in the common folder),
    a detached HEAD, a git folder kept apart. A live drain stands in, so only the shim runs."""
    import json

    monkeypatch.delenv("REFLECTGIT_HOOK_FOREGROUND", raising=False)
    rg("hooks", "install", "--repo", str(code_repo))
    queue = kb / ".reflectgit" / "queue"
    (kb / ".reflectgit" / "drain.pid").write_text(f"{os.getpid()}\n")  # "a drain runs": start nothing

    def queued() -> dict:
        files = sorted(queue.glob("sh-*.json"))
        assert len(files) == 1, files
        event = json.loads(files[0].read_text())
        files[0].unlink()
        return event

    git("checkout", "-q", "-b", "feat/x", cwd=code_repo)
    sha = commit(code_repo, "on a branch\n")
    event = queued()
    assert (event["head"], event["branch"], event["cwd"]) == (sha, "feat/x", str(code_repo.resolve()))
    wt = tmp_path / "wt"
    git("worktree", "add", "-q", "-b", "side", str(wt), cwd=code_repo)
    sha = commit(wt, "in a worktree\n")
    event = queued()
    assert (event["head"], event["branch"]) == (sha, "side")
    git("checkout", "-q", "--detach", cwd=code_repo)
    sha = commit(code_repo, "detached\n")
    event = queued()
    assert (event["head"], event["branch"]) == (sha, "")
    apart = tmp_path / "apart"  # .git is a file naming the git folder; git sets GIT_DIR
    git("init", "-q", "-b", "trunk", "--separate-git-dir", str(tmp_path / "apart.git"), str(apart), cwd=tmp_path)
    rg("hooks", "install", "--repo", str(apart))
    sha = commit(apart, "apart\n")
    event = queued()
    assert (event["head"], event["branch"]) == (sha, "trunk")


def test_the_drain_orders_shim_events_by_time_and_waits_for_one_being_written(kb, monkeypatch):
    """Events the shim names ``sh-<pid>-<head>.json`` take their place by the file's time among
    those Python names by the hook's time; a young file that does not parse yet is waited for,
    an old one is parked as failed, never lost."""
    import json
    import threading

    from reflectgit import queue

    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")  # no settle wait
    q = queue.queue_dir(kb)
    now = time.time_ns()
    first = q / f"{now - 3_000_000_000:020d}-1-aaaa.json"
    second = q / "sh-99-abc.json"
    third = q / f"{now - 1_000_000_000:020d}-1-bbbb.json"
    fourth = q / "sh-7-def.json"
    for f in (first, second, third, fourth):
        f.write_text(json.dumps({"hook": "post-checkout", "args": ["0" * 40, "0" * 40, "1"], "cwd": str(kb)}))
    os.utime(second, ns=(now - 2_000_000_000,) * 2)
    os.utime(fourth, ns=(now - 500_000_000,) * 2)
    assert queue.pending(kb) == [first, second, third, fourth]

    for f in queue.pending(kb):
        f.unlink()
    old = q / "sh-5-old.json"
    old.write_text("")
    os.utime(old, ns=(now - 60_000_000_000,) * 2)
    young = q / "sh-6-young.json"
    young.write_text("")  # a hook is writing it
    done: list = []
    drainer = threading.Thread(target=lambda: done.append(queue.drain(KB.open(kb), wait=True, reindex=False)))
    drainer.start()
    time.sleep(0.5)
    assert drainer.is_alive() and young.exists()  # waiting for the write
    young.write_text(json.dumps({"hook": "post-checkout", "args": ["0" * 40, "0" * 40, "1"], "cwd": str(kb)}))
    drainer.join(30)
    assert not drainer.is_alive()
    results = {r["event"]: r for r in done[0]}
    assert "error" not in results["sh-6-young.json"] and not young.exists()
    assert "error" in results["sh-5-old.json"] and [f.name for f in queue.failed(kb)] == ["sh-5-old.json"]


def test_a_drain_to_be_loads_nothing_until_the_burst_is_over(kb, monkeypatch):
    """wait_quiet (what a hook's Python does before loading the KB) sleeps until the newest
    queued event is SETTLE_S old; in the foreground there is nothing to wait for."""
    from reflectgit import queue

    monkeypatch.delenv("REFLECTGIT_HOOK_FOREGROUND", raising=False)
    (queue.queue_dir(kb) / "sh-1-abc.json").write_text("{}")
    started = time.monotonic()
    queue.wait_quiet(kb)
    assert time.monotonic() - started >= queue.SETTLE_S * 0.9
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    (queue.queue_dir(kb) / "sh-2-abc.json").write_text("{}")
    started = time.monotonic()
    queue.wait_quiet(kb)
    assert time.monotonic() - started < queue.SETTLE_S / 2
