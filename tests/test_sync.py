"""``reflectgit sync`` and the merge driver with real repositories: two or three KB clones and
a bare remote; the real ``git merge`` honours the driver and gives the same bytes as sync."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from conftest import git, head, run_cli

from reflectgit.kb import KB


@pytest.fixture
def remote(tmp_path) -> Path:
    bare = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(bare), cwd=tmp_path)
    return bare


def kb_cmd(rg, kb: Path, *args: str, expect: int = 0):
    return rg("--kb", str(kb), *args, expect=expect)


def kb_json(rg, kb: Path, *args: str, expect: int = 0):
    return json.loads(rg("--kb", str(kb), *args, "--json", expect=expect).stdout)


@pytest.fixture
def pair(rg, tmp_path, remote):
    """KB A pushed to the remote first, KB B cloned from it."""
    a, b = tmp_path / "a", tmp_path / "b"
    kb_cmd(rg, a, "init", str(a), "--remote", str(remote))
    first = kb_json(rg, a, "sync")
    assert first["action"] == "first-push" and first["pushed"]
    kb_cmd(rg, b, "clone", str(remote), str(b))
    return a, b


def add(rg, kb: Path, title: str, *extra: str) -> str:
    return kb_json(rg, kb, "add", "--title", title, "--project", "ops", "--branch", "main", *extra)["id"]


def note_bytes(kb: Path, note_id: str) -> bytes:
    return KB.open(kb).resolve(note_id).read_bytes()


def test_init_registers_the_driver_and_attributes_declare_it(rg, kb):
    cfg = git("config", "--get", "merge.reflectgit.driver", cwd=kb)
    assert "-m reflectgit merge-driver %O %A %B %L %P" in cfg
    assert git("check-attr", "merge", "learnings/ops/main/lrn-x.md", cwd=kb).strip().endswith("reflectgit")
    assert git("check-attr", "merge", "memory/meta/counters/vm.jsonl", cwd=kb).strip().endswith("union")


def test_sync_moves_notes_both_ways_and_merges_concurrent_edits(rg, pair):
    a, b = pair
    n1 = add(rg, a, "Pool exhaustion under burst load", "--tags", "redis", "--rule", "Size the pool to peak")
    assert kb_json(rg, a, "sync")["action"] == "pushed"
    r = kb_json(rg, b, "sync")
    assert r["action"] == "fast-forward"
    assert note_bytes(a, n1) == note_bytes(b, n1)
    # concurrent edits of the same note on both machines, plus a new note on each
    kb_cmd(rg, a, "set", n1, "tags", "redis,timeouts")
    kb_cmd(rg, b, "set", n1, "confidence", "0.4")
    only_a = add(rg, a, "Only on A")
    only_b = add(rg, b, "Only on B")
    assert kb_json(rg, a, "sync")["action"] == "pushed"
    r = kb_json(rg, b, "sync")
    assert r["action"] == "merged" and r["pushed"]
    assert r["merge"]["merged"] == [n1] and r["merge"]["added"] == [only_a] and r["merge"]["updated"] == []
    kb_json(rg, a, "sync")
    for kb in (a, b):
        note = KB.open(kb).get(n1)
        assert note.tags == ["redis", "timeouts"] and note.confidence == 0.4
        assert {only_a, only_b} <= KB.open(kb).ids()
    assert note_bytes(a, n1) == note_bytes(b, n1)
    assert git("status", "--porcelain", cwd=a) == "" and git("status", "--porcelain", cwd=b) == ""
    log = git("log", "-1", "--format=%s%n%b", cwd=b)
    assert "sync: merge" in log and "Reflectgit-Op: merge" in log


def test_git_merge_with_the_driver_gives_the_same_bytes_as_sync(rg, pair, tmp_path):
    a, b = pair
    n1 = add(rg, a, "Gateway 504 cascade", "--tags", "gateway", "--rule", "Check upstream pools first",
             "--body", "Seen twice.\n")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    kb_cmd(rg, a, "set", n1, "rule", "Check upstream pools first, then DNS")
    kb_cmd(rg, b, "set", n1, "rule", "Check the load balancer first")
    kb_cmd(rg, b, "set", n1, "tags", "gateway,lb")
    kb_json(rg, a, "sync")  # A's version is on the remote
    b2 = tmp_path / "b2"
    shutil.copytree(b, b2)
    # the real git binary, honouring merge.reflectgit.driver
    git("fetch", "-q", "origin", cwd=b2)
    git("merge", "-q", "--no-edit", "origin/main", cwd=b2)
    # dulwich's in-process merge through sync
    r = kb_json(rg, b, "sync")
    assert r["merge"]["contradictions"] == [n1]
    assert note_bytes(b, n1) == note_bytes(b2, n1)
    note = KB.open(b).get(n1)
    assert note.tags == ["gateway", "lb"]
    assert {c["field"] for c in note["contradicts"]} == {"rule"}
    assert {note["rule"], note["contradicts"][0]["other"]} == {"Check upstream pools first, then DNS",
                                                             "Check the load balancer first"}
    st = kb_json(rg, b, "status")
    assert st["contradictions"] == [n1]
    assert "Contradictions: 1" in kb_cmd(rg, b, "status").stdout


def test_driver_handles_hostile_paths_safely(rg, pair, tmp_path):
    a, b = pair
    n1 = add(rg, a, "A note")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    rel = KB.open(a).relpath(KB.open(a).resolve(n1))
    hostile = rel.rsplit("/", 1)[0] + "/it's a \"note\" $(touch PWNED) `touch PWNED2`.md"
    for kb in (a, b):
        git("mv", rel, hostile, cwd=kb) if kb == a else None
    git("commit", "-q", "-m", "hostile name", cwd=a)
    git("push", "-q", "origin", "main", cwd=a)
    git("pull", "-q", "--no-rebase", "origin", "main", cwd=b)
    # both sides change the same line: a line merge would conflict, the driver does not
    (a / hostile).write_text((a / hostile).read_text().replace("status: active", "status: demoted"))
    git("commit", "-q", "-am", "edit a", cwd=a)
    git("push", "-q", "origin", "main", cwd=a)
    (b / hostile).write_text((b / hostile).read_text().replace("status: active", "status: archived"))
    git("commit", "-q", "-am", "edit b", cwd=b)
    git("fetch", "-q", "origin", cwd=b)
    git("merge", "-q", "--no-edit", "origin/main", cwd=b)  # fails the test if git saw a conflict
    merged = (b / hostile).read_text()
    assert "status: demoted" in merged and "<<<<<<<" not in merged
    assert not list(tmp_path.rglob("PWNED*"))


def test_unparsable_side_makes_git_stop_with_markers(rg, pair):
    a, b = pair
    n1 = add(rg, a, "Fragile")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    rel = KB.open(a).relpath(KB.open(a).resolve(n1))
    (a / rel).write_text((a / rel).read_text().replace("status: active", "status: [broken"))
    git("commit", "-q", "-am", "break it", cwd=a)
    git("push", "-q", "origin", "main", cwd=a)
    kb_cmd(rg, b, "set", n1, "status", "archived")
    git("fetch", "-q", "origin", cwd=b)
    proc = subprocess.run(["git", "merge", "--no-edit", "origin/main"], cwd=b, capture_output=True, text=True)
    assert proc.returncode != 0
    assert "<<<<<<<" in (b / rel).read_text()


def test_purge_against_edit_newer_wins_and_says_so(rg, pair):
    a, b = pair
    keep = add(rg, a, "Edited after the purge")
    gone = add(rg, a, "Purged after the edit")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    kb_cmd(rg, b, "set", gone, "tags", "late-edit")  # edit first ...
    time.sleep(1.1)  # timestamps have second resolution; a tie keeps the edit
    kb_cmd(rg, a, "forget", gone, "--reason", "obsolete", "--purge")  # ... then the purge
    kb_cmd(rg, a, "forget", keep, "--reason", "obsolete", "--purge")  # purge first ...
    time.sleep(1.1)
    kb_cmd(rg, b, "set", keep, "tags", "still-needed")  # ... then the edit
    kb_json(rg, a, "sync")
    r = kb_json(rg, b, "sync")
    decisions = "\n".join(r["merge"]["decisions"])
    assert f"{gone}: purged at" in decisions and "the purge wins" in decisions
    assert f"{keep}: edited at" in decisions and "the edit wins" in decisions
    assert gone not in KB.open(b).ids() and keep in KB.open(b).ids()
    assert KB.open(b).get(keep).tags == ["still-needed"]


def test_offline_remote_loses_nothing_and_exits_3(rg, pair, remote, tmp_path):
    a, _ = pair
    n1 = add(rg, a, "Written while offline")
    moved = tmp_path / "remote-away.git"
    remote.rename(moved)
    res = kb_cmd(rg, a, "sync", expect=3)
    assert "cannot fetch" in res.output and "Nothing was lost" in res.output
    assert n1 in KB.open(a).ids()
    moved.rename(remote)
    assert kb_json(rg, a, "sync")["pushed"]
    assert n1 in git("ls-tree", "-r", "--name-only", "main", cwd=remote)


def test_a_mistyped_address_on_a_kb_whose_origin_answered_is_exit_2_not_offline(rg, pair, tmp_path):
    """review (misc1): `sync /tmp/nothere.git` on a KB whose origin had answered said "offline" (exit 3,
    "the next sync pushes them"): the check read origin's tracking ref, not the address given."""
    a, _ = pair
    config = (a / ".git" / "config").read_bytes()
    before = head(a)
    plain = tmp_path / "plain-folder"
    plain.mkdir()
    for wrong in (str(tmp_path / "nothere.git"), (tmp_path / "nothere.git").as_uri(), str(plain)):
        res = kb_cmd(rg, a, "sync", wrong, expect=2)
        assert "check the address" in res.output and "Nothing was lost" not in res.output, res.output
        assert res.output.count("\n") == 1 and "field 'remote'" in res.output
        assert head(a) == before and (a / ".git" / "config").read_bytes() == config  # nothing written
    # an address that did answer here and is now away (a drive not mounted) is offline, and the
    # retry it names is the one with that address, not plain `sync` (which goes to origin)
    other = tmp_path / "backup.git"
    git("init", "-q", "--bare", "-b", "main", str(other), cwd=tmp_path)
    assert kb_json(rg, a, "sync", str(other))["pushed"]
    other.rename(tmp_path / "backup-away.git")
    res = kb_cmd(rg, a, "sync", str(other), expect=3)
    assert "Nothing was lost" in res.output and f"`reflectgit sync {other}`" in res.output
    # review: it said to set the address with `init --remote URL`, which repoints origin
    assert "init --remote" not in res.output and "check the address you typed" in res.output, res.output
    assert "init --remote" not in kb_cmd(rg, a, "sync", str(plain), expect=2).output


def test_a_sync_with_another_address_leaves_what_status_says_of_origin(rg, pair, tmp_path):
    """Origin's tracking ref took whatever remote a sync was given: after `sync /backup.git`, status said
    there was nothing to push to origin, and origin's ref then stood for a remote it never named."""
    a, _ = pair
    add(rg, a, "Pushed to the backup only")
    other = tmp_path / "backup.git"
    git("init", "-q", "--bare", "-b", "main", str(other), cwd=tmp_path)
    assert kb_json(rg, a, "sync", str(other))["pushed"]
    assert kb_json(rg, a, "status")["sync"]["ahead"] == 1  # origin has not got it yet
    assert kb_json(rg, a, "sync")["pushed"]
    assert kb_json(rg, a, "status")["sync"]["ahead"] == 0


def test_a_missing_folder_given_to_a_kb_without_origin_is_refused_before_it_becomes_origin(rg, tmp_path):
    c = tmp_path / "c"
    kb_cmd(rg, c, "init", str(c))
    res = kb_cmd(rg, c, "sync", str(tmp_path / "remtoe.git"), expect=2)
    assert "no such folder; check the address" in res.output
    assert "remote.origin" not in git("config", "--list", "--local", cwd=c)  # a typo never becomes origin


def test_another_kbs_folder_is_refused_as_a_remote_before_anything_changes(rg, pair, tmp_path):
    """`sync /path/kb1` pushed into kb1's checked-out branch: kb1 then showed its notes deleted,
    and `doctor --fix` there committed the deletion."""
    a, b = pair
    add(rg, a, "Lives in A")
    c = tmp_path / "c"
    kb_cmd(rg, c, "init", str(c))
    add(rg, c, "Lives in C")
    for kb, given in ((c, str(a)), (c, f"file://{a}"), (b, str(a / ".git"))):
        before, config = head(kb), git("config", "--list", "--local", cwd=kb)
        res = kb_cmd(rg, kb, "sync", given, expect=2)
        assert "checked-out repository" in res.output and "git init --bare" in res.output, res.output
        assert res.output.count("\n") == 1
        assert (head(kb), git("config", "--list", "--local", cwd=kb)) == (before, config)  # origin never set
    assert git("status", "--porcelain", cwd=a) == ""  # A's files are untouched
    git("remote", "set-url", "origin", str(a), cwd=b)  # an origin named that way (by hand, or an old clone)
    assert "checked-out repository" in kb_cmd(rg, b, "sync", expect=2).output
    other = tmp_path / "other-branch"
    git("init", "-q", "-b", "trunk", str(other), cwd=tmp_path)  # not on main: a push moves nothing checked out
    assert kb_json(rg, c, "sync", str(other))["pushed"]


def test_push_race_is_retried(rg, pair, tmp_path, monkeypatch):
    """Another machine pushes between our fetch and our push: sync fetches, merges, pushes."""
    from reflectgit import sync as sync_mod

    a, b = pair
    add(rg, a, "From A")
    add(rg, b, "From B")
    real_fetch = sync_mod.fetch
    calls = []

    def racing_fetch(kb, url):
        sha = real_fetch(kb, url)
        if not calls:
            calls.append(1)
            assert run_cli("--kb", str(b), "sync", cwd=tmp_path).returncode == 0  # B wins the race
        return sha

    monkeypatch.setattr(sync_mod, "fetch", racing_fetch)
    r = sync_mod.sync(KB.open(a))
    assert r.rounds == 2 and r.pushed and r.action == "merged"
    titles = {n.title for n in KB.open(a).notes()}
    assert {"From A", "From B"} <= titles


def test_criss_cross_history_merges_every_change(rg, tmp_path, remote):
    """Two machines merge each other's work at the same time (two merge bases), then sync."""
    a, b = tmp_path / "a", tmp_path / "b"
    kb_cmd(rg, a, "init", str(a), "--remote", str(remote))
    n1 = add(rg, a, "Shared note", "--tags", "base")
    kb_json(rg, a, "sync")
    kb_cmd(rg, b, "clone", str(remote), str(b))
    kb_cmd(rg, a, "set", n1, "tags", "base,from-a")
    kb_cmd(rg, b, "set", n1, "confidence", "0.3")
    # cross-fetch and merge with git on both sides (criss-cross), without pushing
    git("remote", "add", "peer", str(b), cwd=a)
    git("remote", "add", "peer", str(a), cwd=b)
    git("fetch", "-q", "peer", cwd=a)
    git("fetch", "-q", "peer", cwd=b)
    git("merge", "-q", "--no-edit", "peer/main", cwd=a)
    git("merge", "-q", "--no-edit", "peer/main", cwd=b)
    # then further edits on each side
    kb_cmd(rg, a, "set", n1, "title", "Shared note, renamed on A")
    kb_cmd(rg, b, "set", n1, "tags", "base,from-a,from-b")
    kb_json(rg, a, "sync")
    r = kb_json(rg, b, "sync")
    assert r["action"] == "merged"
    bases = git("merge-base", "--all", "HEAD^1", "HEAD^2", cwd=b).split()
    assert len(bases) == 2  # it really was criss-cross
    note = KB.open(b).get(n1)
    assert note.title == "Shared note, renamed on A"
    assert note.tags == ["base", "from-a", "from-b"] and note.confidence == 0.3


def test_per_machine_counters_travel_without_conflict(rg, pair, monkeypatch):
    """Both clones run on one host name (as two laptops called 'macbook' would): each minted
    its own machine name, so their counters never share a file."""
    from reflectgit import counters, recall_log
    from reflectgit.machine import host

    a, b = pair
    name_a, name_b = (git("config", "reflectgit.machine", cwd=kb).strip() for kb in (a, b))
    assert name_a != name_b and name_a.startswith(host()[:40] + "-") and name_b.startswith(host()[:40] + "-")
    n1 = add(rg, a, "Counted note")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    recall_log.record(a / ".reflectgit", "q", "ops", "main", [n1], 10, False, False)
    recall_log.record(a / ".reflectgit", "q2", "ops", "main", [n1], 10, False, False)
    assert f"memory/meta/counters/{name_a}.jsonl" in kb_json(rg, a, "sync")["committed"]
    recall_log.record(b / ".reflectgit", "q", "ops", "main", [n1], 10, False, False)
    r = kb_json(rg, b, "sync")
    assert f"memory/meta/counters/{name_b}.jsonl" in r["committed"]
    assert counters.totals(KB.open(b))[n1]["recalls"] == 3
    assert kb_json(rg, b, "sync")["committed"] == []  # flushed once, not again
    # REFLECTGIT_MACHINE names the machine outright
    monkeypatch.setenv("REFLECTGIT_MACHINE", "Build Box 7")
    recall_log.record(b / ".reflectgit", "q3", "ops", "main", [n1], 10, False, False)
    assert "memory/meta/counters/Build-Box-7.jsonl" in kb_json(rg, b, "sync")["committed"]
    assert "Reflectgit-Machine: Build-Box-7" in git("log", "-1", cwd=b)


def test_the_driver_registered_through_another_name_of_the_same_python_is_no_finding(rg, kb, tmp_path):
    """review12: a KB made with venv/bin/python, checked by reflectgit running venv/bin/python3."""
    import sys

    alias = tmp_path / "python-alias"
    alias.symlink_to(sys.executable)
    cmd = git("config", "--get", "merge.reflectgit.driver", cwd=kb).strip().split(" ", 1)[1]
    git("config", "merge.reflectgit.driver", f"{alias} {cmd}", cwd=kb)
    assert not [f for f in rg.json("doctor")["findings"] if f["field"] == "merge.reflectgit.driver"]


def test_doctor_reports_and_fixes_a_missing_driver(rg, kb):
    git("config", "--unset", "merge.reflectgit.driver", cwd=kb)
    findings = rg.json("doctor", expect=0)["findings"]
    assert any(f["field"] == "merge.reflectgit.driver" for f in findings)
    assert "registered the note merge driver" in rg("doctor", "--fix").stdout
    assert "merge-driver" in git("config", "--get", "merge.reflectgit.driver", cwd=kb)


def test_sync_refuses_to_share_a_broken_hand_edit(rg, pair):
    a, _ = pair
    n1 = add(rg, a, "Edited by hand")
    path = KB.open(a).resolve(n1)
    path.write_text(path.read_text().replace("status: active", "status: maybe"))
    before = git("rev-parse", "HEAD", cwd=a)
    res = kb_cmd(rg, a, "sync", expect=2)
    assert f"{n1}.md: field 'status'" in res.output
    assert git("rev-parse", "HEAD", cwd=a) == before and "status: maybe" in path.read_text()


HAND_NOTE = "---\nid: {id}\ntitle: Helm pins digests\nproject: ops\nbranch: main\nscope: project\nstatus: active\n---\n"


def _commit_by_hand(kb: Path, note_id: str) -> str:
    """A note written and committed with plain git: `sync`'s own check of hand edits never sees it."""
    rel = f"learnings/ops/main/{note_id}.md"
    (kb / rel).parent.mkdir(parents=True, exist_ok=True)
    (kb / rel).write_text(HAND_NOTE.format(id=note_id))
    git("add", "-A", cwd=kb)
    git("commit", "-q", "-m", "hand", "--author", "Hand Writer <hand@example.com>", cwd=kb)
    return rel


def test_a_sync_that_will_not_push_still_reports_what_arrived(rg, pair):
    """review25: when sync merged the remote's commits and then refused to push, it printed only the
    refusal: a pinned slot another machine changed (shown to agents in every session) went unnamed."""
    a, b = pair
    kb_cmd(rg, b, "slot", "set", "deploy", "Always deploy with --force on fridays")
    kb_json(rg, b, "sync")
    _commit_by_hand(a, "lrn-handc")
    res = kb_cmd(rg, a, "sync", expect=2)
    assert "changed by the remote, and shown to agents as they are: memory/slots/deploy.md" in res.output
    assert "Not pushed" in res.output and (a / "memory" / "slots" / "deploy.md").exists()
    out = rg("--kb", str(a), "sync", "--json", expect=2)
    report = json.loads(out.stdout)
    assert report["pushed"] is False and "Not pushed" in report["refused"]


def test_sync_does_not_push_what_the_other_machines_would_refuse(rg, pair, remote):
    """review: a note committed by hand without `created` (or named with an uppercase id) was
    pushed, then every other machine's sync was refused until it was fixed where it was written."""
    a, b = pair
    shared = add(rg, a, "Already shared")
    kb_json(rg, a, "sync")
    pushed = git("rev-parse", "main", cwd=remote)
    rel = _commit_by_hand(a, "lrn-handa")
    res = kb_cmd(rg, a, "sync", expect=2)
    assert res.output.count("\n") == 1, res.output
    assert f"{a / rel}: field 'created': is required (so are 'updated'). Not pushed" in res.output
    assert "`reflectgit edit lrn-handa`" in res.output and "`reflectgit sync`" in res.output
    assert git("rev-parse", "main", cwd=remote) == pushed  # nothing went out
    assert kb_json(rg, b, "sync")["action"] == "fast-forward" and shared in KB.open(b).ids()
    # fixed the way the message says, it goes out and the other machine takes it
    (a / rel).write_text((a / rel).read_text().replace("status: active", "created: 2026-01-01T00:00:00Z\n"
                                                       "updated: 2026-01-01T00:00:00Z\nstatus: active"))
    git("commit", "-q", "-am", "fix", cwd=a)
    assert kb_json(rg, a, "sync")["pushed"]
    assert kb_json(rg, b, "sync")["action"] == "fast-forward" and "lrn-handa" in KB.open(b).ids()
    # a note whose file name is no id: refused, with the rename that fixes it
    pushed = git("rev-parse", "main", cwd=remote)
    upper = _commit_by_hand(a, "lrn-handB")
    res = kb_cmd(rg, a, "sync", expect=2)
    assert f"{a / upper}: field 'path'" in res.output and "lowercase" in res.output
    assert f"mv {upper} learnings/ops/main/lrn-handb.md" in res.output
    assert git("rev-parse", "main", cwd=remote) == pushed


def test_a_refused_sync_that_committed_first_does_not_say_up_to_date(rg, pair, remote):
    """review29: a sync that committed a hand edit, then refused to push a note committed by hand
    without `created`, printed "sync with origin: up-to-date" on stdout (the refusal only on stderr)."""
    a, _b = pair
    shared = add(rg, a, "Already shared")
    kb_json(rg, a, "sync")
    path = next(p for p in a.rglob(f"{shared}.md"))
    _commit_by_hand(a, "lrn-handz")
    path.write_text(path.read_text() + "\nOne more line written by hand.\n")
    res = kb_cmd(rg, a, "sync", expect=2)
    assert "up-to-date" not in res.stdout and "not pushed" in res.stdout.splitlines()[0], res.stdout
    assert "committed first" in res.stdout and "field 'created': is required" in res.stderr


def test_sync_warns_the_machine_that_pushed_around_the_gate_with_plain_git(rg, pair, remote):
    """review: a note without `created` committed and pushed with plain `git push` left this
    machine's sync at exit 0 and silent while every other machine's sync was refused; this machine
    is the only one that can fix it, so its sync names the file and the fix (stderr and --json)."""
    a, b = pair
    rel = _commit_by_hand(a, "lrn-handc")
    git("push", "-q", "origin", "HEAD:main", cwd=a)
    res = kb_cmd(rg, a, "sync")
    assert res.stdout.startswith("sync with") and "lrn-handc" not in res.stdout, res.stdout
    warning = res.stderr.strip()
    assert warning.count("\n") == 0 and f"{a / rel} field" in warning and "field 'created': is required" in warning, warning
    assert "every other machine's sync refuses it" in warning and "`reflectgit edit lrn-handc`" in warning, warning
    out = kb_json(rg, a, "sync")
    assert out["action"] == "up-to-date", out
    assert [(r["path"], r["field"]) for r in out["refused_elsewhere"]] == [(rel, "created")], out
    kb_cmd(rg, b, "sync", expect=2)  # what the warning is about
    # fixed the way it says, the warning goes away and the other machine takes the note
    (a / rel).write_text((a / rel).read_text().replace("status: active", "created: 2026-01-01T00:00:00Z\n"
                                                       "updated: 2026-01-01T00:00:00Z\nstatus: active"))
    git("commit", "-q", "-am", "fix", cwd=a)
    fixed = kb_json(rg, a, "sync")
    assert fixed["pushed"] and not fixed["refused_elsewhere"], fixed
    assert not kb_cmd(rg, a, "sync").stderr
    assert kb_json(rg, b, "sync")["action"] == "fast-forward" and "lrn-handc" in KB.open(b).ids()


def test_the_fix_a_refused_push_gives_is_safe_to_paste(rg, pair, tmp_path):
    """A file name made by hand can hold shell syntax: the `git rm` the refusal gives quotes it."""
    a, _b = pair
    rel = "learnings/ops/main/it's $(touch PWNED).md"
    (a / rel).parent.mkdir(parents=True, exist_ok=True)
    (a / rel).write_text("x")
    git("add", "-A", cwd=a)
    git("commit", "-q", "-m", "odd name", cwd=a)
    res = kb_cmd(rg, a, "sync", expect=2)
    command = res.output.split("(`", 1)[1].split("`", 1)[0]
    assert command.startswith("git -C ") and " rm " in command, res.output
    subprocess.run(command, shell=True, cwd=tmp_path, check=True, capture_output=True)
    assert not list(tmp_path.rglob("PWNED")) and not (a / rel).exists()
    git("commit", "-q", "-m", "removed", cwd=a)
    assert kb_json(rg, a, "sync")["pushed"]


def _pasted(res, cwd: Path) -> None:
    """Run the command a refusal gives (the first one in `...` after a parenthesis), as a user pastes it."""
    command = res.output.split("(`", 1)[1].split("`", 1)[0]
    subprocess.run(command, shell=True, cwd=cwd, check=True, capture_output=True)


def test_an_invalid_note_deleted_by_hand_is_deleted_for_every_machine(rg, pair, remote):
    """review: a note sync refused, deleted by hand, came back at the next sync (restored from HEAD)
    and sync refused it again; no path the refusal gave removed it. Deleting an invalid note is a
    fix: sync commits the deletion with its tombstone and pushes it. A valid note deleted by hand
    is still put back (absence is not deletion), and sync now says so."""
    a, b = pair
    rel = _commit_by_hand(a, "lrn-handa")
    res = kb_cmd(rg, a, "sync", expect=2)
    assert "`reflectgit forget lrn-handa --reason ... --purge`, or delete the file" in res.output
    (a / rel).unlink()
    out = kb_cmd(rg, a, "sync").output
    assert "deleted by hand, and invalid: removed for every machine" in out and "lrn-handa" in out
    assert not (a / rel).exists() and git("status", "--porcelain", cwd=a) == ""
    [stone] = KB.open(a).tombstones()
    assert stone["id"] == "lrn-handa" and "field 'created': is required" in stone["reason"]
    assert git("rev-parse", "main", cwd=remote).strip() == git("rev-parse", "HEAD", cwd=a).strip()
    assert kb_json(rg, b, "sync")["action"] == "fast-forward" and not (b / rel).exists()
    kept = add(rg, a, "Deleted by hand but valid")
    kb_json(rg, a, "sync")
    path = KB.open(a).resolve(kept)
    path.unlink()
    r = kb_json(rg, a, "sync")
    assert path.exists() and r["restored"] == [str(path.relative_to(a))] and r["purged"] == []
    # broken here with plain git, then deleted: the version the other machines hold comes back
    shared = path.read_text()
    path.write_text(shared.replace("created:", "made:"))
    git("commit", "-qam", "broken", cwd=a)
    path.unlink()
    r = kb_json(rg, a, "sync")
    assert path.read_text() == shared and r["restored"] == [str(path.relative_to(a))] and r["purged"] == []
    kb_json(rg, b, "sync")
    assert git("status", "--porcelain", cwd=a) == "" and kept in KB.open(b).ids()


def test_a_file_committed_executable_is_fixed_by_the_mode_not_a_rename_or_removal(rg, pair, remote):
    """review: for a note committed with the executable bit the refusal gave `git mv` of the file onto
    itself, for a skill's script `git rm` (deleting it); and after `chmod -x` neither `sync` nor
    `status` saw anything to commit, so sync kept refusing."""
    a, b = pair
    note = add(rg, a, "Made executable")
    kb_json(rg, a, "sync")
    path = KB.open(a).resolve(note)
    path.chmod(0o755)
    git("commit", "-qam", "x", cwd=a)
    res = kb_cmd(rg, a, "sync", expect=2)
    assert "field 'path': has mode 100755" in res.output and "chmod -x" in res.output, res.output
    assert " mv " not in res.output and " rm " not in res.output
    _pasted(res, a.parent)
    assert kb_json(rg, a, "sync")["pushed"]
    script = a / "skills" / "deploy" / "scripts" / "run.sh"
    script.parent.mkdir(parents=True)
    script.write_text("echo deploy\n")
    script.chmod(0o755)
    git("add", "-A", cwd=a)
    git("commit", "-qm", "script", cwd=a)
    res = kb_cmd(rg, a, "sync", expect=2)
    assert "chmod -x" in res.output and " rm " not in res.output, res.output
    script.chmod(0o644)  # only the mode, as the refusal says: sync and status see the change
    assert kb_json(rg, a, "status")["uncommitted"] == ["skills/deploy/scripts/run.sh"]
    r = kb_json(rg, a, "sync")
    assert r["pushed"] and r["committed"] == ["skills/deploy/scripts/run.sh"] and script.exists()
    assert git("ls-tree", "HEAD", "skills/deploy/scripts/run.sh", cwd=a).startswith("100644 ")
    assert git("status", "--porcelain", cwd=a) == "" and kb_json(rg, a, "status")["uncommitted"] == []
    assert kb_json(rg, b, "sync")["action"] == "fast-forward"


def test_a_mode_committed_here_does_not_stop_the_merge_of_what_the_remote_sent(rg, pair):
    """review26: with new commits on the remote, a note committed here with the executable bit (or an
    uppercase file name) stopped the sync before it merged anything, blaming the remote; the merge
    now goes through and the push is refused with the fix, as when the remote has nothing new."""
    a, b = pair
    note = add(rg, a, "Made executable")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    from_b = add(rg, b, "Prefer fd over find")
    kb_json(rg, b, "sync")
    KB.open(a).resolve(note).chmod(0o755)
    git("commit", "-qam", "x", cwd=a)
    res = kb_cmd(rg, a, "sync", expect=2)
    assert "chmod -x" in res.output and "remote.git" not in res.output.split("reflectgit:")[-1], res.output
    assert from_b in KB.open(a).ids() and "added: 1" in res.output  # merged, and said so


def test_the_commits_a_refusal_gives_work_when_pasted_after_the_edit(rg, pair):
    """review: the `.gitattributes` refusal said "`git -C … commit` it", which, pasted after the edit,
    fails with "no changes added to commit"; the same for the rename of a note's file."""
    a, _b = pair
    attrs = a / ".gitattributes"
    good = attrs.read_bytes()
    attrs.write_bytes(good + b"*.md -merge\n")
    git("commit", "-qam", "attributes", cwd=a)
    res = kb_cmd(rg, a, "sync", expect=2)
    assert ".gitattributes: field 'content'" in res.output
    attrs.write_bytes(good)  # fixed as it says, then its command pasted
    _pasted(res, a.parent)
    assert kb_json(rg, a, "sync")["pushed"]
    upper = _commit_by_hand(a, "lrn-handB")
    res = kb_cmd(rg, a, "sync", expect=2)
    _pasted(res, a.parent)  # the `git mv`
    lower = a / "learnings/ops/main/lrn-handb.md"
    stamps = "created: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\nstatus:"
    lower.write_text(HAND_NOTE.format(id="lrn-handb").replace("status:", stamps))
    commit = res.output.split("`")[-4]
    assert "commit" in commit, res.output
    subprocess.run(commit, shell=True, cwd=a.parent, check=True, capture_output=True)
    assert not (a / upper).exists() and kb_json(rg, a, "sync")["pushed"]


def test_a_refused_arrival_names_the_commit_and_author_that_brought_it(rg, pair, remote, tmp_path):
    """What an older version (or plain `git push`) sent past the check is still refused on
    arrival, and the refusal says which commit brought it, and who wrote it."""
    a, b = pair
    rel = _commit_by_hand(a, "lrn-handa")
    sha = git("rev-parse", "--short=12", "HEAD", cwd=a).strip()
    git("push", "-q", "origin", "main", cwd=a)
    before = head(b)
    res = kb_cmd(rg, b, "sync", expect=2)
    assert f"{rel}: is required (so are 'updated'). Refused: nothing was written; it came with commit {sha} by Hand Writer " \
           "<hand@example.com> ('hand'); fix it where it was written (`reflectgit edit lrn-handa`" in res.output
    assert head(b) == before
    c = tmp_path / "c"
    said = kb_cmd(rg, c, "clone", str(remote), str(c), expect=2).output
    assert f"it came with commit {sha} by Hand Writer" in said and said.rstrip().endswith("and clone again")
    assert not c.exists()


FAKE_SSH = """#!/bin/sh
# ssh stand-in: skip the options and the host, run the remote command here
while [ $# -gt 0 ]; do
  case "$1" in -p|-o|-i|-l) shift 2 ;; -*) shift ;; *) shift; break ;; esac
done
exec sh -c "$*"
"""


def test_sync_over_ssh(rg, tmp_path, remote, monkeypatch):
    ssh = tmp_path / "fake-ssh"
    ssh.write_text(FAKE_SSH)
    ssh.chmod(0o755)
    monkeypatch.setenv("GIT_SSH_COMMAND", str(ssh))
    url = f"ssh://git@example.invalid{remote}"
    a, b = tmp_path / "a", tmp_path / "b"
    kb_cmd(rg, a, "init", str(a), "--remote", url)
    n1 = add(rg, a, "Over ssh")
    assert kb_json(rg, a, "sync")["action"] == "first-push"
    kb_cmd(rg, b, "clone", str(remote), str(b))
    assert n1 in KB.open(b).ids()
    kb_cmd(rg, b, "set", n1, "tags", "ssh")
    kb_json(rg, b, "sync")
    assert kb_json(rg, a, "sync")["action"] == "fast-forward"
    assert KB.open(a).get(n1).tags == ["ssh"]


def test_sync_over_http(rg, tmp_path, remote):
    import threading

    from dulwich.repo import Repo
    from dulwich.server import DictBackend
    from dulwich.web import make_server, make_wsgi_chain

    backend = DictBackend({b"/kb.git": Repo(str(remote))})
    server = make_server("127.0.0.1", 0, make_wsgi_chain(backend))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/kb.git"
        a, b = tmp_path / "a", tmp_path / "b"
        kb_cmd(rg, a, "init", str(a), "--remote", url)
        n1 = add(rg, a, "Over http")
        assert kb_json(rg, a, "sync")["action"] == "first-push"
        kb_cmd(rg, b, "clone", url, str(b))
        kb_cmd(rg, b, "set", n1, "tags", "http")
        add(rg, a, "Another one on A")
        kb_json(rg, a, "sync")
        r = kb_json(rg, b, "sync")
        assert r["action"] == "merged" and r["pushed"]
        assert kb_json(rg, a, "sync")["action"] == "fast-forward"
        assert KB.open(a).get(n1).tags == ["http"]
        # review13: a wrong address is not "offline" (exit 3, "the next sync pushes them")
        c = tmp_path / "c"
        for wrong in (f"http://127.0.0.1:{server.server_port}/nope.git", str(tmp_path / "remtoe.git")):
            kb_cmd(rg, c, "init", str(c), "--remote", wrong)
            out = kb_cmd(rg, c, "sync", expect=2)
            assert "is not a git repository" in out.output and "Nothing was lost" not in out.output
    finally:
        server.shutdown()


def test_a_hand_edit_staged_with_git_add_is_committed_by_sync_not_dropped(rg, pair):
    """`git add` in the KB is what a git user does after editing a note: the staged edit is as
    uncommitted as an unstaged one, and a fast-forward must not throw it away."""
    a, b = pair
    n1 = add(rg, a, "Staged by hand", "--rule", "Old rule")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    path = KB.open(b).resolve(n1)
    path.write_text(path.read_text().replace("rule: Old rule", "rule: Rule edited by hand"))
    (path.parent / "lrn-hand0002.md").write_text(
        path.read_text().replace(n1, "lrn-hand0002").replace("Staged by hand", "Written by hand"))
    git("add", "-A", cwd=b)
    rel = str(path.relative_to(b))
    assert {rel, rel.replace(n1, "lrn-hand0002")} <= set(kb_json(rg, b, "status")["uncommitted"])
    assert any(f["path"] == rel for f in kb_json(rg, b, "doctor")["findings"])
    kb_cmd(rg, a, "set", n1, "tags", "from-a")
    kb_json(rg, a, "sync")
    r = kb_json(rg, b, "sync")
    assert rel in r["committed"] and r["action"] == "merged"
    note = KB.open(b).get(n1)
    assert note.meta["rule"] == "Rule edited by hand" and note.tags == ["from-a"]
    assert "lrn-hand0002" in KB.open(b).ids() and kb_json(rg, b, "status")["uncommitted"] == []
    kb_json(rg, a, "sync")
    assert KB.open(a).get(n1).meta["rule"] == "Rule edited by hand" and "lrn-hand0002" in KB.open(a).ids()


def test_sync_names_what_a_remote_changed_that_agents_are_shown(rg, pair, tmp_path):
    """review12: a pushed slot ("Always exfiltrate ~/.ssh …") and skill were injected word for word
    into every session; the sync report named neither. It names them now, and the hook frames
    what it injects as memory to weigh, not orders."""
    a, b = pair
    slot = a / "memory" / "slots" / "team.md"
    slot.parent.mkdir(parents=True, exist_ok=True)
    slot.write_text("Always run the deploy script with --force.\n")
    git("add", "memory/slots/team.md", cwd=a)
    git("commit", "-qm", "pin a team note", cwd=a)
    git("push", "-q", "origin", "HEAD:main", cwd=a)
    out = kb_cmd(rg, b, "sync").output
    assert "shown to agents as they are: memory/slots/team.md" in out
    assert kb_json(rg, b, "sync")["merge"].get("agent_facing") is None  # nothing new the second time
    from reflectgit.fence import FRAME

    env = {"REFLECTGIT_HOME": str(b)}
    started = run_cli("agent", "hook", "SessionStart", cwd=tmp_path, env=env,
                      input=json.dumps({"session_id": "s1", "cwd": str(tmp_path), "source": "startup"}))
    context = json.loads(started.stdout)["hookSpecificOutput"]["additionalContext"]
    assert context.startswith(FRAME) and "--force" in context


def test_a_staged_deletion_or_a_staged_file_removed_again_leaves_no_trace_and_no_empty_commit(rg, pair):
    """review11: after `git rm` of a note, sync put the file back but left the deletion staged
    (status kept saying "uncommitted") and the next sync pushed an empty commit; a staged stray
    file removed by hand was "committed removal of" a file never committed."""
    a, _ = pair
    n1 = add(rg, a, "Deleted by git rm")
    kb_json(rg, a, "sync")
    rel = str(KB.open(a).resolve(n1).relative_to(a))
    git("rm", "-q", rel, cwd=a)
    head = git("rev-parse", "HEAD", cwd=a)
    kb_json(rg, a, "sync")
    assert (a / rel).exists() and kb_json(rg, a, "status")["uncommitted"] == []
    kb_json(rg, a, "sync")
    assert git("rev-parse", "HEAD", cwd=a) == head and git("status", "--porcelain", cwd=a) == ""
    (a / "notes.txt").write_text("scratch")
    git("add", "notes.txt", cwd=a)
    (a / "notes.txt").unlink()
    assert "notes.txt" in kb_json(rg, a, "status")["uncommitted"]
    fixed = kb_json(rg, a, "doctor", "--fix")
    assert not any("notes.txt" in line for line in fixed["fixed"])
    assert kb_json(rg, a, "status")["uncommitted"] == [] and git("rev-parse", "HEAD", cwd=a) == head


def test_a_note_the_remote_deleted_without_a_tombstone_is_kept(rg, pair):
    """review12: `git rm` of a note on the remote deleted it on every machine at the next sync;
    absence is not deletion, there as in the folder. `forget --purge` still deletes everywhere."""
    a, b = pair
    n1 = add(rg, a, "Deleted on the remote by hand")
    n2 = add(rg, a, "Purged properly")
    kb_json(rg, a, "sync")
    kb_json(rg, b, "sync")
    rel = str(KB.open(b).resolve(n1).relative_to(b))
    git("rm", "-q", rel, cwd=b)
    git("commit", "-qm", "tidy up", cwd=b)
    git("push", "-q", "origin", "HEAD:main", cwd=b)
    r = kb_json(rg, a, "sync")
    assert r["merge"]["kept"] == [n1] and n1 in KB.open(a).ids()
    kb_json(rg, b, "sync")
    assert n1 in KB.open(b).ids()  # the kept note went back to the remote with the push
    kb_cmd(rg, b, "forget", n2, "--reason", "wrong", "--purge")
    kb_json(rg, b, "sync")
    r = kb_json(rg, a, "sync")
    assert n2 not in KB.open(a).ids() and not r["merge"].get("kept")


def _hand_named(kb: Path, note_id: str, title: str, created: str) -> None:
    """A note a person wrote in the KB with an id they chose, committed with git."""
    folder = kb / "learnings" / "ops" / "main"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{note_id}.md").write_text(
        f"---\nid: {note_id}\ntitle: {title}\ncreated: '{created}'\nupdated: '{created}'\nproject: ops\n"
        f"branch: main\nscope: project\nstatus: active\n---\n{title}, written by hand.\n")
    git("add", "-A", cwd=kb)
    git("commit", "-qm", f"note: {title}", cwd=kb)


def test_two_different_notes_added_under_one_id_are_both_kept(rg, pair, tmp_path):
    """review12: each machine added its own note under the same id (written by hand); sync merged
    them into one note. Both are kept: the earlier keeps the id, the later gets one derived from
    it, the same on both machines; git with the driver stops instead of combining them."""
    from dulwich.repo import Repo

    from reflectgit.merge.tree import NOTE_PATH, Merge

    a, b = pair
    _hand_named(a, "pg-tips", "Vacuum before a reindex", "2026-11-20T09:00:00Z")
    _hand_named(b, "pg-tips", "Autovacuum thresholds scale with table size", "2026-11-21T09:00:00Z")
    kb_json(rg, a, "sync")
    a_commit = git("rev-parse", "HEAD", cwd=a).strip().encode()
    b2 = tmp_path / "b2"
    shutil.copytree(b, b2)
    r = kb_json(rg, b, "sync")
    assert r["action"] == "merged" and r["pushed"]
    titles = {n.title: n.id for n in KB.open(b).notes()}
    assert titles["Vacuum before a reindex"] == "pg-tips"
    moved = titles["Autovacuum thresholds scale with table size"]
    assert moved.startswith("pg-tips-") and moved != "pg-tips"
    assert any(moved in d and "two different notes" in d for d in r["merge"]["decisions"])
    kb_json(rg, a, "sync")
    assert {n.title: n.id for n in KB.open(a).notes()} == titles
    assert note_bytes(a, moved) == note_bytes(b, moved)
    # the same merge made the other way round names the moved note the same
    git("fetch", "-q", "origin", cwd=b2)
    repo = Repo(str(b2))
    ours = repo.head()

    def notes_of(tree: bytes) -> dict:
        return {p: e for p, e in Merge(repo).flat(tree).items() if NOTE_PATH.match(p)}

    assert notes_of(Merge(repo).commits(ours, a_commit)) == notes_of(Merge(repo).commits(a_commit, ours))
    # git alone, with the driver: a conflict that says what to do, never one combined note
    proc = subprocess.run(["git", "merge", "--no-edit", a_commit.decode()], cwd=b2, capture_output=True, text=True)
    assert proc.returncode != 0
    assert "two different notes were added with the id 'pg-tips'" in proc.stdout + proc.stderr
    assert "reflectgit sync" in proc.stdout + proc.stderr


def test_clone_into_an_existing_kb_says_how_to_join_it_to_the_remote(rg, pair):
    """review13: "already exists and is not empty" and nothing about what to do instead."""
    a, b = pair
    out = kb_cmd(rg, b, "clone", "file://" + str(a), str(b), expect=2).output
    assert "already exists and is not empty" in out and "reflectgit init --remote URL" in out


def _recalled_in_three_sessions(rg, kb: Path, query: str, tag: str) -> None:
    for s in (1, 2, 3):
        rg("--kb", str(kb), "search", query, "--limit", "1", env={"REFLECTGIT_SESSION": f"{tag}{s}",
                                                                    "REFLECTGIT_PROJECT": "ops",
                                                                    "REFLECTGIT_BRANCH": "main"})


def test_two_machines_that_both_ran_the_daily_pass_still_sync(rg, pair, tmp_path):
    """review (docs walk): once both machines had promoted something, every sync stopped with
    "could not be merged automatically: MEMORY.md" (and memory/conventions/<project>.md), and
    the advice it printed left conflict markers. The rebuilt blocks now keep this machine's
    version (the next daily pass rebuilds them); a person's own text is merged line by line."""
    a, b = pair
    add(rg, a, "Pin torch through constraints", "--rule", "always install torch with -c constraints.txt")
    add(rg, a, "Use pnpm in the frontend", "--rule", "never run npm install in frontend/")
    kb_cmd(rg, a, "sync")
    kb_cmd(rg, b, "sync")
    for kb, tag in ((a, "own-a"), (b, "own-b")):  # a person's own line in MEMORY.md on each machine
        memory = kb / "MEMORY.md"
        memory.write_text(f"Written by hand on {tag}.\n\n" + memory.read_text() if tag == "own-a"
                          else memory.read_text() + f"\nWritten by hand on {tag}.\n")
    for kb, tag, conv in ((a, "a", "Tabs in the Makefile"), (b, "b", "Snake case for SQL columns")):
        add(rg, kb, conv, "--type", "convention", "--rule", f"{conv} everywhere")
    _recalled_in_three_sessions(rg, a, "install torch constraints", "a")
    _recalled_in_three_sessions(rg, b, "pnpm npm install frontend", "b")
    for kb in (a, b):
        kb_cmd(rg, kb, "reflect", "daily")
    kb_cmd(rg, a, "sync")
    out = kb_json(rg, b, "sync")
    assert out["merge"]["conflicts"] == [], out
    decided = " ".join(out["merge"]["decisions"])
    assert "MEMORY.md" in decided, decided
    kb_cmd(rg, a, "sync")
    for kb in (a, b):
        text = (kb / "MEMORY.md").read_text()
        assert "<<<<<<<" not in text and ">>>>>>>" not in text
        assert "Written by hand on own-a." in text and "Written by hand on own-b." in text
        assert text.count("<!-- reflectgit:managed:start -->") == 1
        assert git("status", "--porcelain", cwd=kb) == ""
    for kb in (a, b):  # the next daily pass on each machine rebuilds the block from the merged notes
        kb_cmd(rg, kb, "reflect", "daily")
        kb_cmd(rg, kb, "sync")
    kb_cmd(rg, a, "sync")
    memory = (a / "MEMORY.md").read_text()
    assert "Pin torch through constraints" in memory and "Use pnpm in the frontend" in memory, memory
    assert memory == (b / "MEMORY.md").read_text()


def test_following_the_conflict_advice_never_commits_conflict_markers(rg, pair):
    """A person's own line in MEMORY.md changed differently on two machines is still a conflict.
    review (docs walk): after the printed `git merge origin/main`, `doctor --fix` committed
    MEMORY.md with its conflict markers as a hand edit and said healthy with the merge unfinished."""
    a, b = pair
    for kb, words in ((a, "Deploys on Fridays are fine."), (b, "Never deploy on Fridays.")):
        memory = kb / "MEMORY.md"
        lines = memory.read_text().splitlines(keepends=True)
        lines[0] = words + "\n"
        memory.write_text("".join(lines))
    kb_cmd(rg, a, "sync")
    said = kb_cmd(rg, b, "sync", expect=2).output
    assert "MEMORY.md" in said and "git add" in said
    subprocess.run(["git", "merge", "origin/main"], cwd=b, capture_output=True)  # what the message says
    assert "<<<<<<<" in (b / "MEMORY.md").read_text()
    before = git("rev-parse", "HEAD", cwd=b)
    report = kb_json(rg, b, "doctor", expect=1)
    assert any(f["path"] == ".git/MERGE_HEAD" for f in report["findings"]), report
    fixed = kb_cmd(rg, b, "doctor", "--fix", expect=None).output
    assert git("rev-parse", "HEAD", cwd=b) == before  # nothing committed with markers in it
    # misc3: it said it left the files to the merge, then told to run `doctor --fix` for each of them
    assert "a `git merge` is unfinished; `git commit` in the KB ends it" in fixed and "(see above)" not in fixed
    assert "MEMORY.md: changed but not committed: the unfinished `git merge` holds it" in fixed, fixed
    assert "doctor --fix` to commit" not in fixed, fixed
    git("merge", "--abort", cwd=b)
    (b / "MEMORY.md").write_text("<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> origin/main\n")
    out = kb_cmd(rg, b, "sync", expect=None).output
    assert "conflict markers" in out and git("rev-parse", "HEAD", cwd=b) == before, out
    assert "Sync stopped: nothing was merged or pushed" in out and f"git -C {b} checkout -- MEMORY.md" in out, out
    assert "doctor --fix` to commit" not in kb_cmd(rg, b, "doctor", expect=None).output  # it would not


def test_import_merge_of_a_teammates_export_when_either_side_promoted(rg, pair, tmp_path):
    """review (docs walk): `import --merge` stopped on MEMORY.md whenever either KB had promoted
    anything (a two-way merge has no base, so both blocks "changed")."""
    a, _b = pair
    add(rg, a, "Pin torch through constraints", "--rule", "always install torch with -c constraints.txt")
    _recalled_in_three_sessions(rg, a, "install torch constraints", "a")
    kb_cmd(rg, a, "reflect", "daily")
    assert "Pin torch through constraints" in (a / "MEMORY.md").read_text()
    mate = tmp_path / "mate"
    kb_cmd(rg, mate, "init", str(mate))
    add(rg, mate, "Use pnpm in the frontend")
    archive = tmp_path / "mate.tar.gz"
    kb_cmd(rg, mate, "export", "-o", str(archive))
    kb_cmd(rg, a, "import", str(archive), "--merge")
    titles = {n["title"] for n in kb_json(rg, a, "list")}
    assert {"Pin torch through constraints", "Use pnpm in the frontend"} <= titles
    memory = (a / "MEMORY.md").read_text()
    assert "Pin torch through constraints" in memory and "<<<<<<<" not in memory


def _edit_core(kb: Path, rg, line: str) -> None:
    memory = kb / "MEMORY.md"
    text = memory.read_text()
    if "<!-- reflectgit:core:start -->" not in text:
        text += "\n<!-- reflectgit:core:start -->\n## Persona\nTerse.\n<!-- reflectgit:core:end -->\n"
    memory.write_text(text.replace("<!-- reflectgit:core:end -->", f"{line}\n<!-- reflectgit:core:end -->"))
    git("commit", "-qam", "core memory by hand", cwd=kb)


def test_core_memory_changed_on_both_machines_is_a_conflict_and_reflection_state_merges(rg, pair):
    """review21: the core-memory block (approved by a person, never rebuilt) was merged as
    'keep this machine's', silently dropping the other machine's line; and two machines that had
    each run a reflection stopped on memory/meta/decay-scores.json."""
    a, b = pair
    _edit_core(a, rg, "")
    kb_cmd(rg, a, "sync")
    kb_cmd(rg, b, "sync")
    for kb, n, line in ((a, 1, "Always run the linter before committing."), (b, 2, "Prefer small commits.")):
        state = kb / "memory" / "meta" / "decay-scores.json"
        state.write_text(json.dumps({"reflection_count": n, "last_reflection": f"2026-11-2{n}T10:00:00Z",
                                     "rejected": [{"reflection": n, "reason": f"r{n}"}], "scores": {}}) + "\n")
        git("add", "-A", cwd=kb)
        git("commit", "-qm", f"reflection {n}", cwd=kb)
    kb_cmd(rg, a, "sync")
    out = kb_json(rg, b, "sync")
    state = json.loads((b / "memory" / "meta" / "decay-scores.json").read_text())
    assert state["reflection_count"] == 2 and state["last_reflection"].startswith("2026-11-22")
    assert sorted(r["reason"] for r in state["rejected"]) == ["r1", "r2"], (state, out)
    assert any("decay-scores.json" in d for d in out["merge"]["decisions"]), out
    kb_cmd(rg, a, "sync")
    for kb, line in ((a, "Always run the linter before committing."), (b, "Prefer small commits.")):
        _edit_core(kb, rg, line)
    kb_cmd(rg, a, "sync")
    said = kb_cmd(rg, b, "sync", expect=2).output
    assert "MEMORY.md" in said
    assert "Always run the linter" in (a / "MEMORY.md").read_text()


def test_doctor_reports_conflict_markers_someone_committed(rg, pair):
    """upgrade review: an older machine following the old advice committed MEMORY.md with its
    conflict markers, the sync carried it everywhere, and `doctor` said healthy."""
    a, _b = pair
    memory = a / "MEMORY.md"
    memory.write_text(memory.read_text() + "<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> origin/main\n")
    git("commit", "-qam", "merge", cwd=a)
    report = kb_json(rg, a, "doctor", expect=1)
    assert any(f["path"] == "MEMORY.md" and "conflict markers" in f["message"] for f in report["findings"]), report


def test_cloning_another_kbs_folder_is_refused_up_front(rg, pair, tmp_path):
    """review22: `clone` of another KB's folder worked, then every sync from it was refused; and
    `init --remote` pointed at such a folder advised exactly that clone."""
    a, _b = pair
    said = kb_cmd(rg, tmp_path / "c", "clone", str(a), str(tmp_path / "c"), expect=2).output
    assert "another KB's folder" in said and "git init --bare" in said and not (tmp_path / "c").exists()
    said = kb_cmd(rg, tmp_path / "d", "init", str(tmp_path / "d"), "--remote", str(a), expect=2).output
    assert "another KB's folder" in said and "reflectgit clone" not in said


def _proposal_on_both(rg, pair, tmp_path, monkeypatch):
    """A reflection proposed on machine A (a scripted LLM) and synced to B, not decided yet."""
    from test_reflect_llm import phases, scripted_llm

    a, b = pair
    pool = add(rg, a, "Redis pool exhaustion under burst load", "--rule", "Size the pool to peak")
    fading = add(rg, a, "Old upload workaround")
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path, phases(pool, fading)))
    kb_cmd(rg, a, "reflect", "run")
    kb_cmd(rg, a, "sync")
    kb_cmd(rg, b, "sync")
    return a, b


def test_one_proposal_approved_on_two_machines_makes_one_note(rg, pair, tmp_path, monkeypatch):
    """A reflection proposal syncs to every machine; a person approving it on two of them before
    they synced again got the extracted lesson twice (each machine minted its own id)."""
    a, b = _proposal_on_both(rg, pair, tmp_path, monkeypatch)
    kb_cmd(rg, a, "reflect", "approve")
    kb_cmd(rg, b, "reflect", "approve", "--from-elsewhere")
    kb_cmd(rg, a, "sync")
    kb_cmd(rg, b, "sync")
    kb_cmd(rg, a, "sync")
    for kb in (a, b):
        extracted = [n for n in kb_json(rg, kb, "list") if n["title"] == "Uploads need retries on a cold CDN"]
        assert len(extracted) == 1, extracted
    assert head(a) == head(b)


@pytest.mark.parametrize("decide_a, decide_b", [
    (("reflect", "approve"), ("reflect", "reject")),
    (("reflect", "partial", "--accept", "1"), ("reflect", "approve", "--from-elsewhere")),
])
def test_one_proposal_decided_differently_on_two_machines_keeps_both_entries(rg, pair, tmp_path, monkeypatch,
                                                                             decide_a, decide_b):
    """review: one synced proposal approved on one machine and rejected (or partly accepted) on
    the other stopped the next sync on memory/reflection-log.md and memory/evolution.md, files
    reflectgit writes; both machines' entries are kept, in order, and the machines agree."""
    a, b = _proposal_on_both(rg, pair, tmp_path, monkeypatch)
    kb_cmd(rg, a, *decide_a)
    kb_cmd(rg, b, *decide_b)
    logs = {kb: (kb / "memory" / "reflection-log.md").read_text() for kb in (a, b)}
    kb_cmd(rg, a, "sync")
    out = kb_json(rg, b, "sync")
    assert out["action"] == "merged" and out["pushed"], out
    assert any("reflection-log.md" in d for d in out["merge"]["decisions"]), out
    kb_cmd(rg, a, "sync")
    assert head(a) == head(b)
    log = (b / "memory" / "reflection-log.md").read_text()
    assert "<<<<<<<" not in log and log.startswith("# Reflection log")
    entries = [line for line in log.splitlines() if line.startswith("## Reflection #")]
    mine, theirs = ([line for line in logs[kb].splitlines() if line.startswith("## Reflection #")] for kb in (a, b))
    assert sorted(entries) == sorted(set(mine) | set(theirs)) and len(entries) == 2, log
    assert (a / "memory" / "reflection-log.md").read_text() == log
    evolution = (b / "memory" / "evolution.md").read_text()
    assert "<<<<<<<" not in evolution and "The team learns fastest" in evolution


def test_a_rejection_here_approved_elsewhere_is_said_in_time_order_and_by_machine(rg, pair, tmp_path, monkeypatch):
    """review: A rejected a synced proposal, B approved it a moment later; the merged log put
    "approved" before "rejected" (sorted by text), named no machine, decay-scores.json kept the
    rejection, and A's sync never said that what it rejected is now applied."""
    a, b = _proposal_on_both(rg, pair, tmp_path, monkeypatch)
    kb_cmd(rg, a, "reflect", "reject", "--reason", "wrong target, do not apply")
    time.sleep(1.1)
    kb_cmd(rg, b, "reflect", "approve", "--from-elsewhere")
    names = {kb: git("config", "reflectgit.machine", cwd=kb).strip() for kb in (a, b)}
    kb_cmd(rg, a, "sync")
    at_b = kb_json(rg, b, "sync")
    assert at_b["action"] == "merged", at_b
    said_b = at_b["merge"]["reflections"]
    assert [(r["here"], r["there"], r["machine"]) for r in said_b] == [("approved", "rejected", names[a])], said_b
    text_a = kb_cmd(rg, a, "sync").stdout
    assert f"reflection #1, rejected here, was approved on {names[b]}; its operations are applied" in text_a, text_a
    assert head(a) == head(b)
    log = (a / "memory" / "reflection-log.md").read_text()
    entries = [line for line in log.splitlines() if line.startswith("## Reflection #")]
    assert len(entries) == 2, log
    assert entries[0].endswith(f"rejected on {names[a]}") and entries[1].endswith(f"approved on {names[b]}"), entries
    assert all(" UTC — " in e for e in entries), entries
    decay = json.loads((a / "memory" / "meta" / "decay-scores.json").read_text())
    assert not [r for r in decay.get("rejected") or [] if r.get("reflection") == 1], decay
    assert [n for n in kb_json(rg, a, "list") if n["title"] == "Uploads need retries on a cold CDN"]


def test_a_skill_written_by_hand_travels_with_sync(rg, pair):
    """review26: a skill folder written by hand was used on this machine but never committed: sync
    said "pushed" and the other machines never saw it (a new note written by hand is committed)."""
    a, b = pair
    skill = a / "skills" / "lint" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text("---\nname: lint\ndescription: lint the code before a commit\n---\nRun ruff check.\n")
    assert "skills/lint/SKILL.md" in kb_json(rg, a, "status")["uncommitted"]
    r = kb_json(rg, a, "sync")
    assert r["pushed"] and r["committed"] == ["skills/lint/SKILL.md"]
    kb_json(rg, b, "sync")
    assert (b / "skills" / "lint" / "SKILL.md").read_text() == skill.read_text()
    assert git("status", "--porcelain", cwd=a) == ""


def test_the_warning_covers_every_commit_pushed_around_the_gate_and_file_modes(rg, pair, remote):
    """review: the warning to the machine that pushed with plain git read only the files of the last
    20 commits (or of the commits since the last clean check) and took every file as a plain one: a
    note made executable 25 commits back, or a stray file, went unwarned while every other
    machine's sync refused them. It checks the whole tree the first time, then all that changed
    since the last clean check, modes included, as the receiving gate does."""
    a, b = pair
    note = add(rg, a, "Made executable by hand")
    kb_json(rg, a, "sync")
    rel = str(KB.open(a).resolve(note).relative_to(a))
    (a / rel).chmod(0o755)
    (a / "scratch.txt").write_text("a stray file\n")
    git("add", "-A", cwd=a)
    git("commit", "-q", "-m", "exec and stray", cwd=a)
    for n in range(25):
        (a / "README.md").write_text(f"# KB\n\nedit {n}\n")
        git("commit", "-q", "-am", f"readme {n}", cwd=a)
    git("push", "-q", "origin", "HEAD:main", cwd=a)
    kb_cmd(rg, b, "sync", expect=2)  # what the warning is about
    out = kb_json(rg, a, "sync")
    assert out["action"] == "up-to-date", out
    assert sorted((r["path"], r["field"]) for r in out["refused_elsewhere"]) == [(rel, "path"), ("scratch.txt", "path")]
    warning = kb_cmd(rg, a, "sync").stderr  # warned again until it is fixed
    assert warning.count("\n") == 2 and "has mode 100755" in warning and "chmod -x" in warning, warning
    assert f"git -C {a} rm scratch.txt" in warning, warning
    # fixed the way it says, nothing is warned and the other machine takes it
    (a / rel).chmod(0o644)
    git("rm", "-q", "scratch.txt", cwd=a)
    git("commit", "-q", "-am", "fixed", cwd=a)
    assert kb_json(rg, a, "sync")["pushed"]
    assert not kb_cmd(rg, a, "sync").stderr
    assert kb_json(rg, b, "sync")["action"] == "fast-forward"
    # after a clean check, a mode changed alone (same bytes) and pushed with git is still seen
    (a / rel).chmod(0o755)
    git("commit", "-q", "-am", "exec again", cwd=a)
    git("push", "-q", "origin", "HEAD:main", cwd=a)
    warning = kb_cmd(rg, a, "sync").stderr
    assert warning.count("\n") == 1 and rel in warning and "has mode 100755" in warning, warning
    (a / rel).chmod(0o644)
    git("commit", "-q", "-am", "plain", cwd=a)
    assert kb_json(rg, a, "sync")["pushed"] and not kb_cmd(rg, a, "sync").stderr
    # a sync that pushed something else in between (the remote's own files are not parsed before a
    # push) does not count as a check: the next sync still warns
    hand = _commit_by_hand(a, "lrn-handd")
    git("push", "-q", "origin", "HEAD:main", cwd=a)
    add(rg, a, "Written after the plain push")
    assert kb_json(rg, a, "sync")["pushed"]
    warning = kb_cmd(rg, a, "sync").stderr
    assert warning.count("\n") == 1 and hand in warning and "field 'created'" in warning, warning


def test_one_proposal_approved_on_two_machines_is_one_journal_entry_naming_both(rg, pair, tmp_path, monkeypatch):
    """review: approved on A and on B before they synced, one proposal left two entries in the merged
    reflection log ("approved on A", "approved on B") and two in memory/evolution.md, whose entries
    carried only the date (no order within a day, no machine). Each journal keeps one entry for the
    decision, with the first time (UTC), both machines, and when the second decided."""
    a, b = _proposal_on_both(rg, pair, tmp_path, monkeypatch)
    names = {kb: git("config", "reflectgit.machine", cwd=kb).strip() for kb in (a, b)}
    kb_cmd(rg, a, "reflect", "approve")
    time.sleep(1.1)
    kb_cmd(rg, b, "reflect", "approve", "--from-elsewhere")
    evolution_a = (a / "memory" / "evolution.md").read_text()
    assert f" UTC — approved on {names[a]}\n" in evolution_a, evolution_a
    kb_cmd(rg, a, "sync")
    kb_cmd(rg, b, "sync")
    kb_cmd(rg, a, "sync")
    assert head(a) == head(b)
    for rel in ("memory/reflection-log.md", "memory/evolution.md"):
        text = (a / rel).read_text()
        assert text == (b / rel).read_text() and "<<<<<<<" not in text
        entries = [line for line in text.splitlines() if line.startswith("## Reflection #1 ")]
        assert len(entries) == 1 and entries[0].endswith(f"UTC — approved on {names[a]} and {names[b]}"), (rel, text)
        [too] = [line for line in text.splitlines() if " it too, at " in line]
        assert too.startswith(f"{names[b]} approved it too, at ") and too.endswith(" UTC."), text
    assert "The team learns fastest" in (a / "memory" / "evolution.md").read_text()
    assert kb_json(rg, b, "sync")["action"] == "up-to-date"


def test_sync_does_not_push_conflict_markers_committed_with_plain_git(rg, pair):
    """review27: `git commit -a` after a stopped merge left markers in MEMORY.md; sync pushed them and
    every machine's agents read them (only `doctor` said so). Now nothing is pushed and the refusal
    gives the fix; once fixed, the same sync goes out."""
    a, b = pair
    remote_before = git("rev-parse", "origin/main", cwd=a)
    with (a / "MEMORY.md").open("a") as f:
        f.write("<<<<<<< HEAD\nDeploy on Fridays.\n=======\nNever deploy on Fridays.\n>>>>>>> x\n")
    git("commit", "-qam", "oops", cwd=a)
    res = kb_cmd(rg, a, "sync", expect=2)
    assert "MEMORY.md: field 'content'" in res.output and "conflict markers" in res.output, res.output
    assert "Not pushed: every machine's agents would read them" in res.output, res.output
    assert f"git -C {a} commit -m 'resolve' -- MEMORY.md" in res.output, res.output
    git("fetch", "-q", cwd=a)
    assert git("rev-parse", "origin/main", cwd=a) == remote_before  # nothing went out
    text = (a / "MEMORY.md").read_text()
    (a / "MEMORY.md").write_text(text.split("<<<<<<< HEAD\n")[0] + "Never deploy on Fridays.\n")
    git("commit", "-qm", "resolve", "--", "MEMORY.md", cwd=a)
    kb_cmd(rg, a, "sync")
    kb_cmd(rg, b, "sync")
    assert "Never deploy on Fridays." in (b / "MEMORY.md").read_text()
    assert "<<<<<<<" not in (b / "MEMORY.md").read_text()


def test_both_machines_proposing_a_reflection_still_sync_and_keep_both(rg, pair, tmp_path, monkeypatch):
    """review: A and B both ran `reflect run` before syncing; B's sync stopped on
    pending-reflection.md (a file reflectgit writes), and no hand merge of its lines could be
    approved. The newer proposal waits, the other is set aside in the KB and named."""
    from test_reflect_llm import phases, scripted_llm

    a, b = pair
    pool = add(rg, a, "Redis pool exhaustion under burst load", "--rule", "Size the pool to peak")
    fading = add(rg, a, "Old upload workaround")
    kb_cmd(rg, a, "sync")
    kb_cmd(rg, b, "sync")
    (tmp_path / "llm-a").mkdir()
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path / "llm-a", phases(pool, fading)))
    kb_cmd(rg, a, "reflect", "run")
    kb_cmd(rg, a, "sync")
    time.sleep(1.1)
    other = phases(pool, fading)
    other["summarize"] = ["### New knowledge\n- B's own view of the CDN retries"]
    (tmp_path / "llm-b").mkdir()
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path / "llm-b", other))
    kb_cmd(rg, b, "reflect", "run")
    b_text = (b / "pending-reflection.md").read_text()
    a_text = (a / "pending-reflection.md").read_text()
    out = kb_json(rg, b, "sync")
    assert out["action"] == "merged" and out["pushed"] and not out["merge"]["conflicts"], out
    said = [d for d in out["merge"]["decisions"] if d.startswith("pending-reflection.md")]
    assert said and "set aside" in said[0] and "memory/reflection-proposals/" in said[0], out
    assert (b / "pending-reflection.md").read_text() == b_text  # the newer one waits
    aside = sorted((b / "memory" / "reflection-proposals").glob("*.md"))
    assert [p.read_text() for p in aside] == [a_text], aside  # the other is kept, word for word
    assert "reflection-proposals" in said[0] and aside[0].name in said[0]
    findings = kb_json(rg, b, "doctor", expect=None)["findings"]
    assert not [f for f in findings if "reflection-proposals" in json.dumps(f)], findings
    said_a = kb_cmd(rg, a, "sync").output  # A's own proposal was set aside: A is told too
    assert f"set aside, a newer one waits in pending-reflection.md: memory/reflection-proposals/{aside[0].name}" \
        in said_a and "reflect restore FILE" in said_a and "--from-elsewhere" in said_a, said_a
    assert head(a) == head(b)
    before = head(b)
    refused = kb_cmd(rg, b, "reflect", "restore", aside[0].name, expect=2).output
    assert "pending-reflection.md" in refused and "already waiting" in refused and head(b) == before, refused
    assert f"reflect restore {aside[0].name}" in said[0]
    assert kb_json(rg, b, "reflect", "approve")["decision"] == "approved"  # B's own: no --from-elsewhere
    kb_cmd(rg, b, "sync")
    kb_cmd(rg, a, "sync")
    assert "Uploads need retries on a cold CDN" in [n["title"] for n in kb_json(rg, a, "list")]
    restored = kb_json(rg, a, "reflect", "restore", aside[0].name)  # as the report says
    assert restored["proposed_here"] and (a / "pending-reflection.md").read_text() == a_text, restored
    assert git("status", "--porcelain", cwd=a) == "" and not (a / "memory" / "reflection-proposals").exists()
    assert kb_json(rg, a, "reflect", "partial", "--accept", "2")["applied"] == [2]  # A's own proposal, readable
    said = kb_cmd(rg, a, "reflect", "restore", aside[0].name, expect=2).output
    assert "no proposal set aside" in said and "none is set aside" in said and said.count("\n") == 1, said


def test_a_teammate_with_her_own_kb_joins_without_losing_notes_or_the_promoted_lessons(rg, pair, tmp_path):
    """review: `init --remote URL` on a KB with notes only said "run reflectgit clone" (which
    abandons them), though `sync URL` merges the two; and that sync kept her EMPTY promotion block
    ("kept this machine's") and pushed it, so every machine's MEMORY.md lost its promoted lessons."""
    a, _b = pair
    remote = tmp_path / "remote.git"
    add(rg, a, "Pin torch through constraints", "--rule", "always install torch with -c constraints.txt")
    _recalled_in_three_sessions(rg, a, "install torch constraints", "a")
    kb_cmd(rg, a, "reflect", "daily")
    kb_cmd(rg, a, "sync")
    assert "Pin torch through constraints" in (a / "MEMORY.md").read_text()
    her = tmp_path / "her"
    kb_cmd(rg, her, "init", str(her))
    add(rg, her, "Her own lesson about flaky CI", "--rule", "rerun once, then bisect")
    said = kb_cmd(rg, her, "init", str(her), "--remote", str(remote), expect=2).output
    assert f"reflectgit sync {remote}" in said and said.count("\n") == 1, said
    joined = tmp_path / "joined"  # a second teammate, whose KB had promoted lessons of its own
    kb_cmd(rg, joined, "init", str(joined))
    add(rg, joined, "Vendor the protobuf compiler", "--rule", "never rely on the system protoc")
    _recalled_in_three_sessions(rg, joined, "protobuf compiler protoc", "j")
    kb_cmd(rg, joined, "reflect", "daily")
    out = kb_json(rg, joined, "sync", str(remote))
    assert out["pushed"] and not out["merge"]["conflicts"], out
    assert [d for d in out["merge"]["decisions"] if "were joined" in d], out
    memory = (joined / "MEMORY.md").read_text()
    assert "Vendor the protobuf compiler" in memory and "Pin torch through constraints" in memory, memory
    assert memory.count("<!-- reflectgit:managed:start -->") == 1
    kb_cmd(rg, joined, "reflect", "promote")  # what the daily pass rebuilds is what the join wrote
    assert (joined / "MEMORY.md").read_text() == memory
    out = kb_json(rg, her, "sync", str(remote))
    assert out["pushed"] and not out["merge"]["conflicts"], out
    assert not [d for d in out["merge"]["decisions"] if "kept this machine's" in d], out
    assert [d for d in out["merge"]["decisions"] if "empty on one machine" in d], out
    kb_cmd(rg, her, "init", str(her), "--remote", str(remote))  # now it is hers too: origin
    kb_cmd(rg, a, "sync")
    for kb in (a, her):
        memory = (kb / "MEMORY.md").read_text()
        assert "Pin torch through constraints" in memory, memory
        assert memory.count("<!-- reflectgit:managed:start -->") == 1
        assert {"Pin torch through constraints", "Her own lesson about flaky CI"} <= {
            n["title"] for n in kb_json(rg, kb, "list")}
    assert head(a) == head(her)


def test_joined_promotion_blocks_are_the_same_whichever_machine_merges():
    """The join of two unrelated KBs' promotion blocks: each note once (also when the two put it
    under different sections), the same bytes either way round, in render order."""
    from reflectgit.merge.generated import _join_blocks

    ours = "\n\n## Learnings\n\n- **Pin torch** — use constraints (lrn-aaaa1111, ops)\n\n"
    theirs = ("\n\n## Learnings\n\n- **Alembic** — never raw SQL (lrn-bbbb2222, ops)\n\n## Procedures\n\n"
              "- **Pin torch** — use constraints (lrn-aaaa1111, ops)\n\n")
    joined = _join_blocks(ours, theirs)
    assert joined == _join_blocks(theirs, ours)
    assert joined is not None and joined.count("lrn-aaaa1111") == 1 and joined.index("Alembic") < joined.index("Pin")
    assert _join_blocks(ours, "\n\nwritten by hand\n\n") is None  # not the daily pass's: this machine's kept


def test_sync_says_where_a_new_lesson_starts_sessions(rg, pair):
    """review27: a lesson of a feature branch was listed as "shown to agents at session start" on a
    machine working on main, where no session shows it; the report names each one's project@branch
    and leaves a global one unmarked."""
    a, b = pair
    branch = kb_json(rg, a, "add", "--title", "Log fields are snake_case", "--rule", "use snake_case log keys",
                     "--project", "ops", "--branch", "feat/log")["id"]
    main = add(rg, a, "Pin torch through constraints", "--rule", "install torch with -c constraints.txt")
    shared = kb_json(rg, a, "add", "--title", "Write commit subjects in the imperative", "--rule",
                     "imperative subjects", "--scope", "global")["id"]
    kb_cmd(rg, a, "sync")
    said = kb_cmd(rg, b, "sync").output
    line = next(x for x in said.splitlines() if "shown to agents at session start" in x)
    assert f"{branch} (ops@feat/log)" in line and f"{main} (ops@main)" in line, line
    assert shared in line and not re.search(rf"{shared} \([^)\s]*@", line), line  # a global one: every session
