"""Hostile archives: a real export, re-forged the way an attacker would (new entries, declared
modes, recomputed checksums), given to ``import`` (restore and ``--merge``). Each is refused
with one line naming the archive and the entry, exit 2, and nothing written."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import subprocess
import sys
import tarfile
import zlib
from pathlib import Path

import pytest
from conftest import git, tree_files

from reflectgit.kb import KB

FSMONITOR = b"[core]\n\tfsmonitor = \"touch /tmp/reflectgit-pwned\"\n"


@pytest.fixture
def exported(rg, kb, tmp_path) -> Path:
    rg("add", "--title", "Close pooled connections", "--project", "ops", "--branch", "main")
    out = tmp_path / "good.tar.gz"
    rg("export", "-o", str(out), "--with-history")
    return out


def forge(src: Path, dst: Path, add: dict[str, tuple[bytes, str]] | None = None,
          manifest_edit=None, member_size: dict[str, int] | None = None) -> Path:
    """``src`` with files added (path -> (bytes, declared mode)) and checksums recomputed."""
    members: list[tuple[tarfile.TarInfo, bytes]] = []
    with tarfile.open(src, "r:gz") as tar:
        for m in tar:
            members.append((m, tar.extractfile(m).read()))
    manifest = json.loads(members[0][1])
    for path, (data, mode) in (add or {}).items():  # a path the export holds is replaced
        manifest["files"] = [f for f in manifest["files"] if f["path"] != path]
        members = [(m, d) for m, d in members if m.name != "kb/" + path]
        manifest["files"].append({"path": path, "mode": mode, "size": len(data),
                                  "sha256": hashlib.sha256(data).hexdigest()})
        info = tarfile.TarInfo("kb/" + path)
        info.size = len(data)
        members.insert(-1 if manifest.get("history") else len(members), (info, data))
    if manifest_edit:
        manifest_edit(manifest)
    body = json.dumps(manifest).encode()
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.GNU_FORMAT) as tar:
        info = tarfile.TarInfo("manifest.json")
        info.size = len(body)
        tar.addfile(info, io.BytesIO(body))
        for m, data in members[1:]:
            tar.addfile(m, io.BytesIO(data))
    raw = buf.getvalue()
    for name, size in (member_size or {}).items():  # a header that lies about its size
        raw = _patch_size(raw, name, size)
    dst.write_bytes(gzip.compress(raw))
    return dst


def _patch_size(raw: bytes, name: str, size: int) -> bytes:
    at = raw.index(name.encode())
    header = bytearray(raw[at:at + 512])
    header[124:136] = f"{size:011o}\0".encode()
    header[148:156] = b"        "
    header[148:156] = f"{sum(header):06o}\0 ".encode()
    return raw[:at] + bytes(header) + raw[at + 512:]


NOTE = ("---\nid: {id}\ntitle: Planted\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n"
        "project: ops\nbranch: main\nscope: project\nstatus: active\n---\nplanted\n")

FORGED = {
    "nested-git": ({"learnings/x/.git/config": (FSMONITOR, "100644")}, "git folder inside the KB"),
    "symlink-mode": ({"learnings/ops/main/lrn-aaaaaaaa.md": (b"/etc/passwd", "120000")}, "symbolic link"),
    "executable": ({"learnings/ops/main/lrn-bbbbbbbb.md": (NOTE.format(id="lrn-bbbbbbbb").encode(), "100755")},
                   "mode 100755"),
    "long-name": ({"learnings/ops/" + "b" * 300 + "/lrn-cccccccc.md": (NOTE.format(id="lrn-cccccccc").encode(),
                                                                      "100644")}, "longer than"),
    "bad-id": ({"learnings/ops/main/lrn-dddddddd.md": (NOTE.format(id="../../../x").encode(), "100644")}, "id"),
    "outside-layout": ({"hooks/post-checkout": (b"#!/bin/sh\n", "100644")}, "outside the KB layout"),
    "yaml-bomb": ({"learnings/ops/main/lrn-eeeeeeee.md": ((
        "---\nid: lrn-eeeeeeee\n" + "".join(
            f"{chr(97 + i)}: &{chr(97 + i)} [" + ",".join([f"*{chr(96 + i)}" if i else '"lol"'] * 9) + "]\n"
            for i in range(9)) + "---\n").encode(), "100644")}, "aliases expand"),
    "foreign-attributes": ({".gitattributes": (b"learnings/**/*.md merge=reflectgit\n* text eol=crlf\n", "100644")},
                           ".gitattributes: line 2 (* text eol=crlf) is not a rule reflectgit writes"),
    "nested-attributes": ({"memory/.gitattributes": (b"* working-tree-encoding=UTF-16\n", "100644")},
                          "git settings file below the top"),
}


@pytest.mark.parametrize("mode", ["restore", "merge"])
@pytest.mark.parametrize("case", sorted(FORGED))
def test_forged_archive_is_refused_whole(rg, kb, exported, tmp_path, case, mode):
    files, message = FORGED[case]
    bad = forge(exported, tmp_path / f"{case}.tar.gz", add=files)
    before = git("rev-parse", "HEAD", cwd=kb), sorted(p.relative_to(kb).as_posix() for p in kb.rglob("*"))
    if mode == "restore":
        target = tmp_path / "restored"
        out = rg("import", str(bad), "--into", str(target), expect=2).output
        assert not target.exists() and not list(tmp_path.glob(".restored.rgimport-*"))
    else:
        out = rg("import", str(bad), "--merge", expect=2).output
        assert (git("rev-parse", "HEAD", cwd=kb), sorted(p.relative_to(kb).as_posix() for p in kb.rglob("*"))) == before
    assert message in out and str(bad) in out and out.count("\n") == 1, out
    assert not Path("/tmp/reflectgit-pwned").exists()


def test_header_declaring_a_huge_member_is_refused_before_reading(rg, kb, exported, tmp_path):
    note = next(p for p in json.loads(_manifest(exported))["files"] if p["path"].startswith("learnings/ops/"))
    bad = forge(exported, tmp_path / "huge.tar.gz", member_size={"kb/" + note["path"]: 900 << 20})
    out = rg("import", str(bad), "--into", str(tmp_path / "t"), expect=2).output
    assert "declares 943718400 bytes" in out and "refused before reading" in out


@pytest.mark.parametrize("edit", [
    lambda m: m["files"][0].pop("mode"),
    lambda m: m["files"][0].__setitem__("mode", "rwxr-xr-x"),
    lambda m: m["files"][0].__setitem__("size", "12"),
    lambda m: m.__setitem__("commit", ["not", "a", "sha"]),
    lambda m: m["files"].__setitem__(0, "learnings/x.md"),
])
def test_malformed_manifest_gets_one_line(rg, kb, exported, tmp_path, edit):
    bad = forge(exported, tmp_path / "m.tar.gz", manifest_edit=edit)
    out = rg("import", str(bad), "--into", str(tmp_path / "t"), expect=2).output
    assert "manifest.json" in out and out.count("\n") == 1 and "Traceback" not in out, out


def test_corrupt_history_bundle_gets_one_line(rg, kb, exported, tmp_path):
    members = []
    with tarfile.open(exported, "r:gz") as tar:
        for m in tar:
            data = tar.extractfile(m).read()
            if m.name == "history.bundle":
                data = data[:60] + b"\xff" * 200 + data[260:]
            members.append((m, data))
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for m, data in members:
            m.size = len(data)
            tar.addfile(m, io.BytesIO(data))
    bad = tmp_path / "bundle.tar.gz"
    bad.write_bytes(gzip.compress(buf.getvalue()))
    for args in (["--into", str(tmp_path / "t")], ["--merge"]):
        out = rg("import", str(bad), *args, expect=2).output
        assert "history.bundle" in out and out.count("\n") == 1, out
    assert not (tmp_path / "t").exists()


def _manifest(archive: Path) -> bytes:
    with tarfile.open(archive, "r:gz") as tar:
        return tar.extractfile(tar.next()).read()


# -- an archive can do what a remote can, no more -------------------------------------------------

@pytest.fixture
def shared(rg, tmp_path):
    """The victim's KB pushed to a bare remote (plain git), with two notes; an attacker's clone."""
    remote, victim, attacker = tmp_path / "remote.git", tmp_path / "victim", tmp_path / "atkkb"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    rg("--kb", str(victim), "init", str(victim), "--remote", str(remote))
    ids = [rg.json("--kb", str(victim), "add", "--title", t, "--project", "ops", "--branch", "main")["id"]
           for t in ("Deleted by hand in the archive", "Purged in the archive")]
    rg("--kb", str(victim), "sync", "--no-reindex")
    rg("--kb", str(attacker), "clone", str(remote), str(attacker))
    return remote, victim, attacker, ids


def test_merge_import_keeps_a_note_the_archive_deleted_without_a_tombstone(rg, tmp_path, shared):
    """An archive whose history `git rm`s a note deleted it on import --merge, where sync keeps it
    (absence is not deletion); a purge with its tombstone still deletes, as in sync."""
    remote, victim, attacker, (gone, purged) = shared
    rg("--kb", str(attacker), "forget", purged, "--reason", "wrong", "--purge")
    git("rm", "-q", "learnings/ops/main/" + gone + ".md", cwd=attacker)
    git("commit", "-qm", "tidy up", cwd=attacker)
    archive = tmp_path / "rm.tar.gz"
    rg("--kb", str(attacker), "export", "-o", str(archive), "--with-history")
    mirror = tmp_path / "mirror"
    rg("--kb", str(mirror), "clone", str(remote), str(mirror))  # the same commits through sync, for comparison
    git("push", "-q", str(remote), "HEAD:main", cwd=attacker)
    by_sync = rg.json("--kb", str(mirror), "sync", "--no-reindex")["merge"]

    out = rg("--kb", str(victim), "import", str(archive), "--merge", "--no-reindex").output
    assert f"kept 1 note(s) the archive deleted without a tombstone: {gone}" in out, out
    ids = KB.open(victim).ids()
    assert gone in ids and purged not in ids and git("status", "--porcelain", cwd=victim) == ""
    assert by_sync["kept"] == [gone] and gone in KB.open(mirror).ids() and purged not in KB.open(mirror).ids()
    again = rg.json("--kb", str(victim), "import", str(archive), "--merge", "--no-reindex")
    assert again["mode"] == "up-to-date"


def test_merge_import_checks_the_merged_tree(rg, tmp_path, shared, monkeypatch):
    """Both sides pass the gate, their merge does not (a note past REFLECTGIT_MAX_NOTE_BYTES):
    import --merge refuses it as sync does, and nothing is written."""
    _remote, victim, attacker, (note_id, _) = shared
    monkeypatch.setenv("REFLECTGIT_MAX_NOTE_BYTES", "2048")
    rel = f"learnings/ops/main/{note_id}.md"
    for kb, word in ((victim, "ours"), (attacker, "theirs")):
        with open(kb / rel, "a") as fh:
            fh.write("".join(f"{word} line {i}: a step of the fix\n" for i in range(40)))
        git("commit", "-qam", f"grow on {word}", cwd=kb)
    archive = tmp_path / "grown.tar.gz"
    rg("--kb", str(attacker), "export", "-o", str(archive), "--with-history")
    before = git("rev-parse", "HEAD", cwd=victim), tree_files(victim)
    out = rg("--kb", str(victim), "import", str(archive), "--merge", "--no-reindex", expect=2).output
    assert str(archive) in out and rel in out and out.count("\n") == 1, out
    assert (git("rev-parse", "HEAD", cwd=victim), tree_files(victim)) == before


# -- headers tarfile reads before any limit -------------------------------------------------------

def _header(name: str, kind: bytes, size: int) -> bytes:
    info = tarfile.TarInfo(name)
    info.type, info.size = kind, size
    return info.tobuf(tarfile.GNU_FORMAT)


def _end() -> bytes:
    info = tarfile.TarInfo("manifest.json")
    return info.tobuf(tarfile.GNU_FORMAT) + b"\0" * 1024


def _stream(path: Path, parts) -> Path:
    """A .tar.gz written a chunk at a time, as an attacker makes a small file that unpacks huge."""
    z = zlib.compressobj(9, zlib.DEFLATED, 31)
    with open(path, "wb") as out:
        for part in parts:
            out.write(z.compress(part))
        out.write(z.flush())
    return path


def _padding(size: int):
    chunk = b"a" * (1 << 20)
    left = size + (-size % 512)
    while left:
        yield chunk[:min(left, len(chunk))]
        left -= min(left, len(chunk))


def test_a_huge_longname_header_is_refused_before_its_data_is_read(kb, tmp_path):
    """400 KB of gzip declaring a 400 MB GNU long name: tarfile read it whole inside next() (860 MB
    peak) before the member limits ran. Peak memory of the import is measured in a child."""
    size = 400 << 20
    bomb = _stream(tmp_path / "longname.tar.gz", [_header("././@LongLink", tarfile.GNUTYPE_LONGNAME, size),
                                                  *_padding(size), _end()])
    assert bomb.stat().st_size < 1 << 20
    measure = ("import resource, subprocess, sys; rc = subprocess.run(sys.argv[1:]).returncode; "
               "print(rc, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    proc = subprocess.run([sys.executable, "-c", measure, sys.executable, "-m", "reflectgit", "import", str(bomb),
                           "--merge"], capture_output=True, text=True, cwd=tmp_path)
    rc, peak_kb = map(int, proc.stdout.split())
    assert rc == 2 and proc.stderr.count("\n") == 1, proc.stderr[:500]
    assert "././@LongLink" in proc.stderr and "refused before reading it" in proc.stderr and str(bomb) in proc.stderr
    assert peak_kb < 200 << 10, f"import peaked at {peak_kb >> 10} MB"


def _sparse_cut() -> bytes:
    """A GNU sparse header that says an extension block follows, then the stream ends."""
    raw = bytearray(_header("kb/README.md", tarfile.REGTYPE, 0))
    raw[156:157], raw[482] = tarfile.GNUTYPE_SPARSE, 1
    raw[148:156] = b"        "
    raw[148:156] = f"{sum(raw):06o}\0 ".encode()
    return bytes(raw)


HEADERS = {
    "pax-huge": ([_header("././@PaxHeader", tarfile.XHDTYPE, 400 << 20)], "PAX header of 419430400 bytes"),
    "pax-global-huge": ([_header("pax_global_header", tarfile.XGLTYPE, 400 << 20)],
                        "global PAX header of 419430400 bytes"),
    "longname-chain": ([_header("././@LongLink", tarfile.GNUTYPE_LONGNAME, 512) + b"x" * 512] * 3000,
                       "more than 4 extension headers in a row"),
    "sparse": ([_sparse_cut()], "sparse file"),
}


@pytest.mark.parametrize("case", sorted(HEADERS))
def test_headers_tarfile_reads_before_any_limit_are_refused(rg, kb, tmp_path, case):
    parts, message = HEADERS[case]
    bad = _stream(tmp_path / f"{case}.tar.gz", parts)
    before = git("rev-parse", "HEAD", cwd=kb), tree_files(kb)
    out = rg("import", str(bad), "--merge", expect=2).output
    assert message in out and str(bad) in out and out.count("\n") == 1, out[:500]
    assert (git("rev-parse", "HEAD", cwd=kb), tree_files(kb)) == before


def _pax_record(key: str, value: str) -> bytes:
    body = f" {key}={value}\n"
    n = len(body) + 1
    while len(str(n)) + len(body) != n:
        n = len(str(n)) + len(body)
    return f"{n}{body}".encode()


def test_what_headers_unpack_to_counts_towards_the_import_limit(rg, kb, tmp_path, monkeypatch):
    """Extension headers are read before any member: each is bounded (64 KB), and their bytes now
    count towards REFLECTGIT_IMPORT_MAX_BYTES with the members' (they did not: a long archive of
    large headers unpacked far past the limit)."""
    record = _pax_record("comment", "x" * 60_000)
    pax = _header("././@PaxHeader", tarfile.XHDTYPE, len(record)) + record + b"\0" * (-len(record) % 512)
    bad = _stream(tmp_path / "headers.tar.gz", [pax, _end()])
    monkeypatch.setenv("REFLECTGIT_IMPORT_MAX_BYTES", "50000")
    before = git("rev-parse", "HEAD", cwd=kb), tree_files(kb)
    out = rg("import", str(bad), "--merge", expect=2).output
    assert "unpacks to more than 50000 bytes" in out and str(bad) in out and out.count("\n") == 1, out[:500]
    assert (git("rev-parse", "HEAD", cwd=kb), tree_files(kb)) == before


def test_an_export_repacked_with_a_global_pax_header_imports(rg, kb, tmp_path):
    """`git archive` and other tar tools write a global PAX header first; an export someone
    repacked that way imports (the header is bounded and its fields checked like any member's)."""
    rg("add", "--title", "Pin docker base images by digest")
    exported = tmp_path / "kb.tar.gz"
    rg("export", "-o", str(exported))
    repacked = tmp_path / "repacked.tar.gz"
    with tarfile.open(exported, "r:gz") as src, tarfile.open(repacked, "w:gz", format=tarfile.PAX_FORMAT,
                                                              pax_headers={"comment": "repacked"}) as out:
        for member in src:
            out.addfile(member, src.extractfile(member))
    with tarfile.open(repacked, "r:gz") as check:
        assert check.pax_headers.get("comment") == "repacked"  # a global header is really there
    target = tmp_path / "restored"
    rg("import", str(repacked), "--into", str(target))
    assert "Pin docker base images by digest" in rg("--kb", str(target), "list").output


def test_an_export_unpacked_and_packed_again_with_git_archive_or_tar_imports(rg, kb, tmp_path):
    """review24: `git archive` and `tar` write folder entries ("kb/", "./kb/learnings/") and sort
    manifest.json after kb/; such a repack was refused ("is not a regular file", "has no
    manifest.json as its first entry") although it holds exactly what was exported."""
    rg("add", "--title", "Pin docker base images by digest")
    exported = tmp_path / "kb.tar.gz"
    rg("export", "-o", str(exported))
    unpacked = tmp_path / "x"
    unpacked.mkdir()
    with tarfile.open(exported, "r:gz") as src:
        src.extractall(unpacked, filter="data")
    git("init", "-q", cwd=unpacked)
    git("add", "-A", cwd=unpacked)
    git("commit", "-qm", "repack", cwd=unpacked)
    repacks = {"git-archive": tmp_path / "ga.tar.gz", "tar-pax": tmp_path / "t.tar.gz", "tar-dot": tmp_path / "d.tar.gz"}
    git("archive", "--format=tar.gz", "-o", str(repacks["git-archive"]), "HEAD", cwd=unpacked)
    subprocess.run(["tar", "--format=pax", "-czf", str(repacks["tar-pax"]), "kb", "manifest.json"], cwd=unpacked,
                   check=True)
    subprocess.run(["tar", "--exclude=.git", "-C", str(unpacked), "-czf", str(repacks["tar-dot"]), "."], check=True)
    with tarfile.open(repacks["git-archive"]) as check:
        names = check.getnames()
        assert "kb" in names and names.index("manifest.json") > names.index("kb")  # folders, manifest late
    for label, archive in repacks.items():
        target = tmp_path / f"restored-{label}"
        rg("import", str(archive), "--into", str(target))
        assert "Pin docker base images by digest" in rg("--kb", str(target), "list").output, label
        assert (target / "learnings").is_dir()
    evil = tmp_path / "evil.tar.gz"  # a folder entry is still checked like a file's name
    with tarfile.open(evil, "w:gz") as out:
        for name in ("kb/.git/", "manifest.json"):
            info = tarfile.TarInfo(name.rstrip("/"))
            info.type = tarfile.DIRTYPE
            out.addfile(info)
    said = rg("import", str(evil), "--into", str(tmp_path / "no"), expect=2).output
    assert "private folders" in said and not (tmp_path / "no").exists()


# -- JSON nested past Python's stack ------------------------------------------------------------

DEEP = b"[" * 1_000_000 + b"]" * 1_000_000


def test_a_deeply_nested_manifest_gets_one_line(rg, kb, tmp_path):
    body = tarfile.TarInfo("manifest.json")
    body.size = len(DEEP)
    bad = _stream(tmp_path / "deep.tar.gz", [body.tobuf(tarfile.GNU_FORMAT), DEEP, b"\0" * (-len(DEEP) % 512),
                                             b"\0" * 1024])
    assert bad.stat().st_size < 16 << 10
    for args in (["--merge"], ["--into", str(tmp_path / "t")]):
        out = rg("import", str(bad), *args, expect=2).output
        assert f"{bad}:manifest.json" in out and "nested too deeply" in out and out.count("\n") == 1, out[:500]
    assert not (tmp_path / "t").exists()


def test_deeply_nested_json_from_a_remote_is_a_damaged_line_not_a_crash(rg, tmp_path, shared):
    """Tombstones, counters, pending decisions and corpora arrive with sync: a million '[' in them
    is skipped as a damaged line, or refused in one line naming the file (exit 2)."""
    remote, victim, attacker, (note_id, _) = shared
    deep = DEEP.decode()
    planted = {"memory/meta/tombstones.jsonl": deep + "\n", "memory/meta/counters/evil.jsonl": deep + "\n",
               "memory/meta/pending/p-deep.json": deep, "corpora/deep.json": deep}
    for rel, text in planted.items():
        (attacker / rel).parent.mkdir(parents=True, exist_ok=True)
        with open(attacker / rel, "a") as fh:
            fh.write(text)
    git("add", "-A", cwd=attacker)
    git("commit", "-qm", "plant", cwd=attacker)
    git("push", "-q", str(remote), "HEAD:main", cwd=attacker)
    rg("--kb", str(victim), "add", "--title", "Only on the victim", "--project", "ops", "--branch", "main")
    assert rg.json("--kb", str(victim), "sync", "--no-reindex")["action"] == "merged"  # reads the tombstones
    assert note_id in KB.open(victim).ids()
    assert rg.json("--kb", str(victim), "corpus", "list") == []
    out = rg("--kb", str(victim), "pending", "list", expect=2).output
    assert "memory/meta/pending/p-deep.json" in out and out.count("\n") == 1, out[:500]
    out = rg("--kb", str(victim), "search", "fix", "--corpus", "deep", expect=2).output
    assert "corpora/deep.json" in out and out.count("\n") == 1, out[:500]
    from reflectgit.counters import recall_counts

    assert recall_counts(KB.open(victim)) == {}
