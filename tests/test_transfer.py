"""export / import through the CLI: byte-identical round trips, determinism, merge-import of a
diverged KB, every refusal with a crafted archive, progress, migration from reflect-memory and
basic-memory,
and corpora pinning recall."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
from pathlib import Path

import pytest
from conftest import git, tree_files

from reflectgit.kb import KB


def add(rg, kb: Path, title: str, *extra: str) -> str:
    return rg.json("--kb", str(kb), "add", "--title", title, "--project", "ops", "--branch", "main", *extra)["id"]


@pytest.fixture
def full_kb(rg, kb):
    ids = [add(rg, kb, "Redis pool exhaustion under burst load", "--tags", "redis", "--rule", "Size the pool"),
           add(rg, kb, "Gateway 504 cascade", "--tags", "gateway", "--relation", "caused_by:redis-pool"),
           rg.json("add", "--title", "Pin torch", "--project", "ml", "--branch", "main", "--tags", "torch")["id"]]
    rg("forget", ids[1], "--reason", "obsolete", "--purge")
    return kb, ids


def test_round_trip_is_byte_identical_with_and_without_history(rg, full_kb, tmp_path):
    kb, _ = full_kb
    plain, hist = tmp_path / "plain.tar.gz", tmp_path / "hist.tar.gz"
    rg("export", "-o", str(plain))
    rg("export", "-o", str(hist), "--with-history")
    for archive, target in ((plain, tmp_path / "r1"), (hist, tmp_path / "r2")):
        out = rg.json("import", str(archive), "--into", str(target), "--no-reindex")
        assert out["mode"] == "restored"
        assert git("rev-parse", "HEAD^{tree}", cwd=target) == git("rev-parse", "HEAD^{tree}", cwd=kb)
        assert tree_files(target) == tree_files(kb)
        assert git("status", "--porcelain", cwd=target) == ""
        git("fsck", "--strict", cwd=target)
    assert git("rev-parse", "HEAD", cwd=tmp_path / "r2") == git("rev-parse", "HEAD", cwd=kb)  # history travelled
    assert git("log", "--format=%H %s", cwd=tmp_path / "r2") == git("log", "--format=%H %s", cwd=kb)
    assert "merge-driver" in git("config", "--get", "merge.reflectgit.driver", cwd=tmp_path / "r1")
    r1 = KB.open(tmp_path / "r1")
    assert {t["id"] for t in r1.tombstones()} == {t["id"] for t in KB.open(kb).tombstones()}


def test_export_is_deterministic(rg, full_kb, tmp_path):
    kb, _ = full_kb
    for flags in ((), ("--with-history",)):
        a, b = tmp_path / "a.tar.gz", tmp_path / "b.tar.gz"
        rg("export", "-o", str(a), *flags)
        rg("status")  # derived state changes between the two exports; the archive must not
        (kb / ".reflectgit" / "scratch").write_text("derived, never exported")
        rg("export", "-o", str(b), *flags)
        assert a.read_bytes() == b.read_bytes()
        names = tarfile.open(a).getnames()
        assert names[0] == "manifest.json" and not any(".reflectgit" in n or ".git/" in n for n in names)
        assert names[1:] == sorted(n for n in names[1:] if n.startswith("kb/")) + (
            ["history.bundle"] if flags else [])


def test_export_names_what_it_left_out_and_does_not_promise_doctor_commits_it(rg, kb, tmp_path):
    """review22: export said "run `reflectgit doctor --fix` to commit them" of a hand-written note
    that doctor refuses to commit (it lacks `created`)."""
    rg("add", "--title", "A note")
    hand = kb / "learnings" / "_global" / "default" / "hand.md"
    hand.parent.mkdir(parents=True, exist_ok=True)
    hand.write_text("---\nid: hand\ntitle: Hand\n---\nx\n")
    out = rg("export", "-o", str(tmp_path / "kb.tar.gz")).output
    assert "1 uncommitted file(s) were not exported (learnings/_global/default/hand.md)" in out
    assert "run `reflectgit doctor --fix` to commit them" not in out and "`reflectgit doctor` says which" in out
    assert "kb/learnings/_global/default/hand.md" not in tarfile.open(tmp_path / "kb.tar.gz").getnames()


BROKEN = b"---\nid: lrn-only1\ntitle: TF locking\nproject: _global\nbranch: default\nscope: global\nstatus: active\n---\n"


def test_export_refuses_what_import_would_refuse(rg, kb, tmp_path):
    """review: a note committed by hand without `created` was exported silently, and then the
    archive could not be restored, even into an empty folder."""
    rg("add", "--title", "A good note")
    rel = "learnings/_global/default/lrn-only1.md"
    (kb / rel).parent.mkdir(parents=True, exist_ok=True)
    (kb / rel).write_bytes(BROKEN)
    git("add", "-A", cwd=kb)
    git("commit", "-q", "-m", "by hand", cwd=kb)
    out = tmp_path / "b.tar.gz"
    for flags in ((), ("--with-history",), ("--json",)):
        res = rg("export", "-o", str(out), *flags, expect=2)
        assert res.output.count("\n") == 1, res.output
        assert f"{kb / rel}: field 'created': is required" in res.output and "Not exported" in res.output
        assert "`reflectgit edit lrn-only1`" in res.output and "export again" in res.output
        assert not out.exists()  # nothing written
    # fixed the way the message says, the export restores
    (kb / rel).write_bytes(BROKEN.replace(b"status: active", b"created: 2026-01-01T00:00:00Z\n"
                                          b"updated: 2026-01-01T00:00:00Z\nstatus: active"))
    git("commit", "-q", "-am", "fixed", cwd=kb)
    rg("export", "-o", str(out))
    assert rg.json("import", str(out), "--into", str(tmp_path / "restored"), "--no-reindex")["mode"] == "restored"


def test_import_of_an_archive_with_a_broken_note_says_how_to_fix_it_for_an_import(rg, kb, tmp_path):
    """An archive an earlier version exported with a broken note: the refusal said "sync again"."""
    rg("add", "--title", "A good note")
    good = tmp_path / "good.tar.gz"
    rg("export", "-o", str(good))
    with tarfile.open(good) as tar:
        entries = [(m, tar.extractfile(m).read()) for m in tar.getmembers()]  # type: ignore[union-attr]
    manifest = json.loads(entries[0][1])
    rel = "learnings/_global/default/lrn-only1.md"
    manifest["files"].append(_entry(rel, BROKEN))
    manifest["tree"] = None
    data = json.dumps(manifest).encode()
    entries[0][0].size = len(data)
    entries = [(entries[0][0], data), *entries[1:], _file("kb/" + rel, BROKEN)]
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for info, blob in entries:
            tar.addfile(info, io.BytesIO(blob))
    old = tmp_path / "old.tar.gz"
    old.write_bytes(gzip.compress(buf.getvalue()))
    res = rg("import", str(old), "--into", str(tmp_path / "restored"), expect=2)
    assert res.output.count("\n") == 1, res.output
    assert f"field 'created': {rel}: is required (so are 'updated'). Refused: nothing was written" in res.output
    assert "sync again" not in res.output
    assert "fix it in the KB the archive was exported from (`reflectgit edit lrn-only1`" in res.output
    assert "export it again" in res.output and not (tmp_path / "restored").exists()


def test_project_export(rg, full_kb, tmp_path):
    kb, ids = full_kb
    archive = tmp_path / "ml.tar.gz"
    rg("export", "-o", str(archive), "--project", "ml")
    rg("import", str(archive), "--into", str(tmp_path / "ml"), "--no-reindex")
    restored = KB.open(tmp_path / "ml")
    assert restored.ids() == {ids[2]}
    assert (tmp_path / "ml" / "MEMORY.md").read_bytes() == (kb / "MEMORY.md").read_bytes()
    res = rg("export", "--project", "ml", "--with-history", expect=2)
    assert "--with-history" in res.output


@pytest.mark.parametrize("history", [True, False])
def test_merge_import_of_a_diverged_kb(rg, full_kb, tmp_path, history):
    kb, ids = full_kb
    flags = ["--with-history"] if history else []
    first = tmp_path / "first.tar.gz"
    rg("export", "-o", str(first), *flags)
    other = tmp_path / "other"
    rg("import", str(first), "--into", str(other), "--no-reindex")
    # both sides move on
    rg("--kb", str(other), "set", ids[0], "confidence", "0.4")
    theirs_new = add(rg, other, "Only on the other machine")
    rg("set", ids[0], "tags", "redis,pool")
    ours_new = add(rg, kb, "Only here")
    second = tmp_path / "second.tar.gz"
    rg("--kb", str(other), "export", "-o", str(second), *flags)
    out = rg.json("import", str(second), "--merge", "--no-reindex")
    assert out["mode"] == "merged"
    assert out["merge"]["added"] == [theirs_new] and out["merge"]["merged"] == [ids[0]]
    note = KB.open(kb).get(ids[0])
    assert note.tags == ["redis", "pool"] and note.confidence == 0.4
    assert {ours_new, theirs_new} <= KB.open(kb).ids()
    assert git("status", "--porcelain", cwd=kb) == ""
    parents = git("log", "-1", "--format=%P", cwd=kb).split()
    assert len(parents) == (2 if history else 1)
    again = rg.json("import", str(second), "--merge", "--no-reindex")
    assert again["mode"] == "up-to-date"


# -- refusals ---------------------------------------------------------------------------------

def _archive(path: Path, entries: list[tuple[tarfile.TarInfo, bytes]], manifest_files: list[dict] | None = None,
             gz: bool = True) -> Path:
    """A crafted archive: a manifest listing ``manifest_files`` first, then ``entries``."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.GNU_FORMAT) as tar:
        manifest = json.dumps({"format": 1, "commit": "0" * 40, "files": manifest_files or []}).encode()
        info = tarfile.TarInfo("manifest.json")
        info.size = len(manifest)
        tar.addfile(info, io.BytesIO(manifest))
        for info, data in entries:
            tar.addfile(info, io.BytesIO(data) if info.isreg() else None)
    raw = buf.getvalue()
    path.write_bytes(gzip.compress(raw) if gz else raw)
    return path


def _file(name: str, data: bytes = b"x") -> tuple[tarfile.TarInfo, bytes]:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    return info, data


def _special(name: str, kind: bytes, target: str = "") -> tuple[tarfile.TarInfo, bytes]:
    info = tarfile.TarInfo(name)
    info.type = kind
    info.linkname = target
    return info, b""


def _entry(name: str, data: bytes) -> dict:
    return {"path": name, "mode": "100644", "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}


CASES = {
    "dotdot": ([_file("kb/../../evil.txt")], "unsafe name"),
    "absolute": ([_file("/tmp/evil.txt")], "unsafe name"),
    "symlink": ([_special("kb/link", tarfile.SYMTYPE, "/etc/passwd")], "is a link"),
    "hardlink": ([_special("kb/hard", tarfile.LNKTYPE, "manifest.json")], "is a link"),
    "device": ([_special("kb/dev", tarfile.CHRTYPE)], "not a regular file"),
    "fifo": ([_special("kb/fifo", tarfile.FIFOTYPE)], "not a regular file"),
    "gitdir": ([_file("kb/.git/config")], "private folders"),
    "outside": ([_file("etc/passwd")], "outside the archive's kb/ folder"),
    "unlisted": ([_file("kb/README.md")], "not in the manifest"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_crafted_archives_are_refused_and_nothing_is_written(rg, tmp_path, case):
    entries, message = CASES[case]
    archive = _archive(tmp_path / f"{case}.tar.gz", entries)
    target = tmp_path / "target"
    res = rg("import", str(archive), "--into", str(target), expect=2)
    assert message in res.output and str(archive) in res.output
    assert not target.exists() and not (tmp_path / "evil.txt").exists()
    assert not list(tmp_path.glob(".target.rgimport-*"))


def test_checksum_mismatch_truncation_non_gzip_and_bombs(rg, full_kb, tmp_path, monkeypatch):
    good = tmp_path / "good.tar.gz"
    rg("export", "-o", str(good))
    target = tmp_path / "t"
    # a file changed after export: the manifest disagrees
    raw = gzip.decompress(good.read_bytes())
    tampered = raw.replace(b"Size the pool", b"Size the POOL")
    (tmp_path / "tampered.tar.gz").write_bytes(gzip.compress(tampered))
    res = rg("import", str(tmp_path / "tampered.tar.gz"), "--into", str(target), expect=2)
    assert "does not match its checksum" in res.output and "field 'kb/learnings/ops/main/" in res.output
    # truncated download
    (tmp_path / "cut.tar.gz").write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])
    res = rg("import", str(tmp_path / "cut.tar.gz"), "--into", str(target), expect=2)
    assert "truncated or corrupt" in res.output
    # not gzip
    (tmp_path / "plain.tar").write_bytes(raw)
    res = rg("import", str(tmp_path / "plain.tar"), "--into", str(target), expect=2)
    assert "is not a gzip file" in res.output
    # bombs: too many entries, too many bytes
    monkeypatch.setenv("REFLECTGIT_IMPORT_MAX_ENTRIES", "3")
    res = rg("import", str(good), "--into", str(target), expect=2)
    assert "more than 3 entries" in res.output
    monkeypatch.delenv("REFLECTGIT_IMPORT_MAX_ENTRIES")
    big = b"\0" * 4096
    bomb = _archive(tmp_path / "bomb.tar.gz", [_file("kb/a", big), _file("kb/b", big)],
                    [_entry("a", big), _entry("b", big)])
    monkeypatch.setenv("REFLECTGIT_IMPORT_MAX_BYTES", "6000")
    res = rg("import", str(bomb), "--into", str(target), expect=2)
    assert "more than 6000 bytes" in res.output and "field 'kb/b'" in res.output
    assert not target.exists()


def test_import_refuses_a_non_empty_target_without_merge(rg, full_kb, tmp_path):
    kb, _ = full_kb
    archive = tmp_path / "k.tar.gz"
    rg("export", "-o", str(archive))
    before = tree_files(kb)
    res = rg("import", str(archive), expect=2)  # into the KB itself
    assert "not empty; use --merge" in res.output
    assert tree_files(kb) == before


def test_progress_bar_on_a_large_import(rg, kb, tmp_path):
    k = KB.open(kb)
    with k.transaction("bulk", op="bulk") as tx:
        taken: set[str] = set()
        for i in range(250):
            tx.save(k.build_note({"title": f"note {i}", "project": "ops", "branch": "main"}, f"body {i}\n",
                                 taken=taken))
    archive = tmp_path / "big.tar.gz"
    rg("export", "-o", str(archive))
    res = rg("import", str(archive), "--into", str(tmp_path / "big"), "--no-reindex")
    assert "Importing" in res.output
    assert len(KB.open(tmp_path / "big").ids()) == 250


# -- migration --------------------------------------------------------------------------------

def test_migrate_a_reflect_memory_folder(rg, kb, tmp_path):
    docs = tmp_path / "reflect" / "documents"
    docs.mkdir(parents=True)
    (docs / "redis-pool.md").write_text(
        "---\nname: redis-pool\ntitle: Redis pool exhaustion\nkey_insight: size the pool to peak load\n"
        "category: reliability\ntags: [redis, pool]\nconfidence: high\ncreated: 2025-03-01T10:00:00Z\n---\n"
        "<!-- archived: 2025-03-02T00:00:00Z -->\nThe pool ran dry under burst load.\n")
    (docs / "redis-pool.entities.yaml").write_text(
        "entities:\n  - name: redis-pool\n    type: component\nrelationships:\n"
        "  - source: redis-pool\n    target: gateway-timeouts\n    type: causes\n"
        "  - target: pgbouncer\n    type: unknown_kind\n")
    (docs / "tmux.md").write_text("---\nname: tmux\ntitle: Never kill the tmux server\nconfidence: low\n---\n"
                                  "Kill sessions by name.\n")
    out = rg.json("import", str(tmp_path / "reflect"), "--from", "reflect-memory", "--project", "ops",
                  "--branch", "main", "--no-reindex")
    assert len(out["added"]) == 2
    notes = {n.title: n for n in KB.open(kb).notes()}
    redis = notes["Redis pool exhaustion"]
    assert redis["key_insight"] == "size the pool to peak load" and redis["category"] == "reliability"
    assert redis.tags == ["redis", "pool"] and redis.confidence == 0.9
    assert redis["created"] == "2025-03-01T10:00:00Z" and redis["project"] == "ops"
    assert {"type": "causes", "target": "gateway-timeouts", "source": "redis-pool"} in redis["relations"]
    assert {"type": "relates_to", "target": "pgbouncer"} in redis["relations"]
    assert redis["archived_marker"] == "2025-03-02T00:00:00Z" and redis.status == "active"
    assert redis.body == "The pool ran dry under burst load.\n"
    assert redis["source"]["original_id"] == "redis-pool"
    assert notes["Never kill the tmux server"].confidence == 0.3
    again = rg.json("import", str(docs), "--from", "reflect-memory", "--project", "ops", "--no-reindex")
    assert again["added"] == [] and sorted(again["skipped"]) == ["redis-pool", "tmux"]
    (docs / "broken.md").write_text("---\ntitle: Broken\nconfidence: very\n---\nx\n")
    before = tree_files(kb)
    res = rg("import", str(docs), "--from", "reflect-memory", "--project", "ops", expect=2)
    assert "broken.md" in res.output and "field 'confidence'" in res.output
    assert tree_files(kb) == before



def _basic_memory_project(root: Path) -> Path:
    """A basic-memory project folder as basic-memory writes it: front matter, a heading,
    `## Observations` and `## Relations`, a sub-folder, a hidden folder it never reads."""
    (root / "decisions").mkdir(parents=True)
    (root / ".basic-memory").mkdir()
    (root / ".basic-memory" / "cache.md").write_text("---\ntitle: not a note\n---\n")
    (root / "decisions" / "http-client-timeouts.md").write_text(
        "---\ntitle: HTTP Client Timeouts\ntype: decision\npermalink: decisions/http-client-timeouts\n"
        "tags:\n- http\n- reliability\n---\n\n# HTTP Client Timeouts\n\n"
        "The billing sync hung for an hour on a stalled socket.\n\n## Observations\n"
        "- [rule] Never call requests.get without a timeout #python (billing outage)\n"
        "- [tip] A 10 s connect timeout with two retries covers the provider's blips\n"
        "- [issue] The default timeout is None, so a stalled socket blocks forever\n"
        "- [ ] a task box, not an observation\n\n## Relations\n"
        "- implements [[Retry Policy]]\n- depends_on [[connection-pooling]]\n"
        "- contrasts_with [[gRPC Deadlines]] (a spec we never wrote)\n")
    (root / "retry-policy.md").write_text(
        "---\ntitle: Retry Policy\ntype: note\npermalink: retry-policy\ntags: retries, http\n---\n\n"
        "# Retry Policy\n\n## Observations\n- [decision] Retry idempotent calls only #http\n"
        "- [fact] Exponential backoff from 0.5 s, capped at 8 s\n\n"
        "See [[HTTP Client Timeouts]] for the timeouts.\n")
    (root / "Connection Pooling.md").write_text(
        "---\ntitle: Connection Pooling\npermalink: connection-pooling\n---\n\n"
        "## Observations\n- [technique] Reuse one Session per worker #http\n")
    return root


def test_migrate_a_basic_memory_project(rg, kb, tmp_path):
    project = _basic_memory_project(tmp_path / "basic-memory" / "main")
    before = git("rev-list", "--count", "HEAD", cwd=kb)
    out = rg.json("import", str(project), "--from", "basic-memory", "--project", "ops", "--branch", "main",
                  "--no-reindex")
    assert len(out["added"]) == 3 and out["skipped"] == [] and out["linked"] == 3
    assert out["unresolved"] == ["gRPC Deadlines"]
    assert int(git("rev-list", "--count", "HEAD", cwd=kb)) == int(before) + 1  # one commit for the lot
    notes = {n.title: n for n in KB.open(kb).notes()}
    assert set(notes) == {"HTTP Client Timeouts", "Retry Policy", "Connection Pooling"}
    http, retry, pool = notes["HTTP Client Timeouts"], notes["Retry Policy"], notes["Connection Pooling"]
    assert http["rule"] == "Never call requests.get without a timeout"
    assert http["key_insight"] == "A 10 s connect timeout with two retries covers the provider's blips"
    assert http["problem"] == "The default timeout is None, so a stalled socket blocks forever"
    assert http["category"] == "decision" and http.tags == ["http", "reliability", "python"]
    assert http["project"] == "ops" and http["source"]["original_id"] == "decisions/http-client-timeouts"
    assert {"type": "implements", "target": retry.id} in http["relations"]
    assert {"type": "requires", "target": pool.id, "description": "depends_on"} in http["relations"]
    assert {"type": "relates_to", "target": "gRPC Deadlines",
            "description": "contrasts_with: a spec we never wrote"} in http["relations"]
    assert retry["rule"] == "Retry idempotent calls only" and retry.tags == ["retries", "http"]
    assert retry["key_insight"] == "Exponential backoff from 0.5 s, capped at 8 s"
    assert retry["relations"] == [{"type": "relates_to", "target": http.id}]  # a link in its prose
    assert pool["key_insight"] == "Reuse one Session per worker" and "category" not in pool.fields()
    assert http.body.startswith("The billing sync hung") and "## Relations" in http.body
    shown = rg.json("show", http.id)
    assert shown["rule"] == "Never call requests.get without a timeout"

    # again: the identical notes are skipped and counted, nothing is committed
    head = git("rev-parse", "HEAD", cwd=kb)
    res = rg("import", str(project), "--from", "basic-memory", "--project", "ops", "--no-reindex")
    assert "Imported 0 note(s)" in res.output and "3 already imported" in res.output
    assert git("rev-parse", "HEAD", cwd=kb) == head
    # an edited note is updated in place (same id); a new one links to a note of the first import
    (project / "retry-policy.md").write_text((project / "retry-policy.md").read_text().replace(
        "Retry idempotent calls only", "Retry idempotent calls only, never POST"))
    (project / "jitter.md").write_text("---\ntitle: Jitter\n---\n- [tip] Add jitter to backoff\n"
                                       "- part_of [[Retry Policy]]\n")
    again = rg.json("import", str(project), "--from", "basic-memory", "--project", "ops", "--no-reindex")
    assert again["updated"] == [retry.id] and len(again["added"]) == 1 and len(again["skipped"]) == 2
    notes = {n.title: n for n in KB.open(kb).notes()}
    assert notes["Retry Policy"]["rule"] == "Retry idempotent calls only, never POST"
    assert notes["Jitter"]["relations"] == [{"type": "part_of", "target": retry.id}]

    # a note that cannot be read: its file and field, exit 2, nothing written
    (project / "broken.md").write_text("---\ntitle: Broken\ncreated: last tuesday\n---\n- [rule] x\n")
    files, head = tree_files(kb), git("rev-parse", "HEAD", cwd=kb)
    res = rg("import", str(project), "--from", "basic-memory", "--project", "ops", expect=2)
    assert "broken.md" in res.output and "field 'created'" in res.output
    assert tree_files(kb) == files and git("rev-parse", "HEAD", cwd=kb) == head
    (project / "broken.md").write_bytes(b"---\ntitle: [unclosed\n---\nx\n")
    res = rg("import", str(project), "--from", "basic-memory", "--project", "ops", expect=2)
    assert "broken.md" in res.output and len(res.output.strip().splitlines()) == 1
    res = rg("import", str(tmp_path / "nowhere"), "--from", "basic-memory", expect=2)
    assert "nowhere" in res.output and "--from" in res.output


def test_basic_memory_observation_and_relation_lines():
    from reflectgit.transfer.basic_memory import parse_body

    obs, rels = parse_body(
        "- [method] Pour over gives clarity #brewing #coffee (experience)\n- plain text item\n"
        "- [00:01:02] a transcript timecode\n- Tagged only #misc\n"
        "- \"contrasts with\" [[Tea Brewing]]\n- some prose mentioning [[Grinders]] here\n"
        "```\n- [rule] inside a code block\n```\n> - [rule] inside a quote\n")
    assert [(o.category, o.content, o.tags, o.context) for o in obs] == [
        ("method", "Pour over gives clarity #brewing #coffee", ["brewing", "coffee"], "experience"),
        (None, "Tagged only #misc", ["misc"], None)]
    assert [(r.type, r.target) for r in rels] == [("contrasts with", "Tea Brewing"), ("links_to", "Grinders")]


def _claude_mem_store(path: Path) -> Path:
    """claude-mem's store as its migrations create it (sdk_sessions, observations with JSON lists)."""
    import sqlite3

    path.mkdir(parents=True)
    con = sqlite3.connect(path / "claude-mem.db")
    con.executescript("""
      CREATE TABLE sdk_sessions (id INTEGER PRIMARY KEY AUTOINCREMENT, content_session_id TEXT NOT NULL UNIQUE,
        memory_session_id TEXT, project TEXT NOT NULL, user_prompt TEXT, started_at TEXT NOT NULL,
        started_at_epoch INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'active');
      CREATE TABLE observations (id INTEGER PRIMARY KEY AUTOINCREMENT, memory_session_id TEXT NOT NULL,
        project TEXT NOT NULL, text TEXT, type TEXT NOT NULL CHECK(type IN ('decision', 'bugfix', 'feature',
        'refactor', 'discovery', 'change')), title TEXT, subtitle TEXT, facts TEXT, narrative TEXT, concepts TEXT,
        files_read TEXT, files_modified TEXT, prompt_number INTEGER, discovery_tokens INTEGER DEFAULT 0,
        created_at TEXT NOT NULL, created_at_epoch INTEGER NOT NULL);""")
    rows = [
        ("code", "bugfix", "Upload worker hung on stalled sockets", "Pass timeout=10 to every requests call",
         ["requests has no default timeout", "the worker blocked for an hour"],
         "The upload worker hung because requests.get had no timeout.", ["http", "timeouts"], ["upload.py"]),
        ("code", "decision", "Retries only for idempotent calls", "Never retry POST without an idempotency key",
         [], "We agreed to retry GET and PUT only.", ["retries"], []),
        ("other-app", "discovery", "Vite caches deps in node_modules/.vite", "", [], "Found while debugging.",
         [], []),
    ]
    for i, (proj, kind, title, sub, facts, narrative, concepts, files) in enumerate(rows):
        con.execute("INSERT INTO observations (memory_session_id, project, type, title, subtitle, facts, narrative, "
                    "concepts, files_read, files_modified, created_at, created_at_epoch) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    ("sess-1", proj, kind, title, sub, json.dumps(facts), narrative, json.dumps(concepts), "[]",
                     json.dumps(files), "2025-06-01T10:00:00.000Z", 1748772000000 + i))
    con.commit()
    con.close()
    return path


def test_migrate_claude_mem_observations_of_this_project(rg, kb, code_repo, tmp_path, monkeypatch):
    store = _claude_mem_store(tmp_path / ".claude-mem")
    monkeypatch.chdir(code_repo)  # claude-mem names a project by its folder: `code` here
    before = git("rev-list", "--count", "HEAD", cwd=kb)
    out = rg.json("import", str(store), "--from", "claude-mem", "--no-reindex")
    assert len(out["added"]) == 2 and out["other_projects"] == {"other-app": 1}
    assert int(git("rev-list", "--count", "HEAD", cwd=kb)) == int(before) + 1
    notes = {n.title: n for n in KB.open(kb).notes()}
    hung = notes["Upload worker hung on stalled sockets"]
    assert hung["fix"] == "Pass timeout=10 to every requests call" and hung["category"] == "bugfix"
    assert hung.tags == ["http", "timeouts", "bugfix"] and hung["entities"] == ["upload.py"]
    assert hung["project"] == "agents-in-a-box" and hung["created"] == "2025-06-01T10:00:00Z"
    assert "requests.get had no timeout" in hung.body and "- the worker blocked for an hour" in hung.body
    assert notes["Retries only for idempotent calls"]["rule"] == "Never retry POST without an idempotency key"
    res = rg("import", str(store / "claude-mem.db"), "--from", "claude-mem", "--no-reindex")
    assert "Imported 0 note(s)" in res.output and "2 already imported" in res.output and "other-app (1)" in res.output
    (tmp_path / "not-a-db").write_text("hello")
    res = rg("import", str(tmp_path / "not-a-db"), "--from", "claude-mem", expect=2)
    assert "not-a-db" in res.output and "field '--from'" in res.output
    import sqlite3

    con = sqlite3.connect(store / "claude-mem.db")
    con.execute("INSERT INTO observations (memory_session_id, project, type, title, facts, created_at, "
                "created_at_epoch) VALUES ('s', 'code', 'change', 'Broken', 'not json', 'x', 1)")
    con.commit()
    con.close()
    head = git("rev-parse", "HEAD", cwd=kb)
    res = rg("import", str(store), "--from", "claude-mem", expect=2)
    assert "claude-mem.db: field 'observations.facts': observation 4 holds no JSON list" in res.output
    assert git("rev-parse", "HEAD", cwd=kb) == head

# -- corpora ----------------------------------------------------------------------------------

def test_corpus_pins_recall_to_its_notes(rg, kb):
    ids = {t: add(rg, kb, t, "--tags", tag, "--rule", r) for t, tag, r in [
        ("Redis pool exhaustion under burst load", "redis", "Size the redis pool to peak concurrency"),
        ("Redis keys without TTL fill memory", "redis", "Always set a TTL on cache keys in redis"),
        ("Gateway 504s come from redis pool waits", "gateway", "Check the redis pool when the gateway times out"),
    ]}
    built = rg.json("corpus", "build", "redis-kb", "--tag", "redis")
    assert built["count"] == 2 and "commit" in built
    assert "corpora/redis-kb.json" in git("ls-files", cwd=kb)
    hits = rg.json("search", "redis pool gateway timeout", "--corpus", "redis-kb", "--project", "ops")["hits"]
    got = {h["id"] for h in hits}
    assert got and got <= {ids["Redis pool exhaustion under burst load"], ids["Redis keys without TTL fill memory"]}
    all_hits = rg.json("search", "redis pool gateway timeout", "--project", "ops")["hits"]
    assert ids["Gateway 504s come from redis pool waits"] in {h["id"] for h in all_hits}
    # pinned even from another project
    hits = rg.json("search", "redis pool", "--corpus", "redis-kb", "--project", "elsewhere")["hits"]
    assert hits
    assert [c["name"] for c in rg.json("corpus", "list")] == ["redis-kb"]
    assert rg.json("corpus", "show", "redis-kb")["count"] == 2
    res = rg("search", "redis", "--corpus", "nope", expect=2)
    assert "no corpus 'nope'" in res.output
    res = rg("corpus", "build", "empty", "--tag", "nothing-has-this", expect=2)
    assert "no note matches" in res.output
    rg("corpus", "rm", "redis-kb")
    assert rg.json("corpus", "list") == []


def test_a_basic_memory_note_said_word_for_word_already_is_not_imported_twice(rg, kb, tmp_path):
    """A note a person already added (the same title and lesson) is skipped as a twin, and the
    folder's links to it point at the note that is there."""
    f = tmp_path / "pool.md"
    f.write_text("---\ntitle: Connection pooling\nkey_insight: Reuse one Session per worker.\n---\nBy hand.\n")
    mine = rg.json("add", "--file", str(f), "--project", "ops", "--branch", "main")["id"]
    project = _basic_memory_project(tmp_path / "basic-memory" / "main")
    out = rg.json("import", str(project), "--from", "basic-memory", "--project", "ops", "--branch", "main",
                  "--no-reindex")
    assert len(out["added"]) == 2 and out["twins"] == {"connection-pooling": mine}
    assert out["skipped"] == ["connection-pooling"]
    notes = {n.title: n for n in KB.open(kb).notes()}
    assert {"type": "requires", "target": mine, "description": "depends_on"} in notes["HTTP Client Timeouts"]["relations"]
    res = rg("import", str(project), "--from", "basic-memory", "--project", "ops", "--branch", "main", "--no-reindex")
    assert "Imported 0 note(s)" in res.output
