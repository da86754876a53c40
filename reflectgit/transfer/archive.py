"""KB export and import as one deterministic ``.tar.gz``.

Layout of the archive (entries in this order)::

    manifest.json      format, the KB commit and tree it came from, and per file: path, mode,
                       size, sha256
    kb/<path>          every file of that commit (notes, MEMORY.md, meta, audit...), sorted
    history.bundle     with --with-history: a git bundle of the KB's main branch

Exporting the same KB twice gives the same bytes: entries sorted, owner and group empty and 0,
every mtime the commit's time, gzip without a name or timestamp, and the bundle's pack written
from objects sorted by id without deltas. Derived state (``.reflectgit/``) is never exported:
only what is committed.

Import reads entries as a stream and writes nothing until the whole archive checked out:
limits on entries and bytes, only regular files under ``kb/``, no ``..`` or absolute names, no
links or devices, and every file matching the manifest.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import tarfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit import config
from reflectgit.errors import KBError

if TYPE_CHECKING:
    from reflectgit.kb import KB

FORMAT = 1
MANIFEST = "manifest.json"
PREFIX = "kb/"
BUNDLE = "history.bundle"
BRANCH = b"refs/heads/main"

Progress = Callable[[int, int], None]


@dataclass
class ExportResult:
    path: str
    commit: str
    files: int
    bytes: int
    history: bool
    project: str | None
    uncommitted: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class ImportResult:
    kb: str
    mode: str  # restored | merged | up-to-date
    commit: str | None
    files: int
    history: bool
    merge: dict[str, Any] = field(default_factory=dict)
    reindexed: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


# -- export -----------------------------------------------------------------------------------

def export(kb: KB, out: Path | None = None, with_history: bool = False, project: str | None = None) -> ExportResult:
    """Write HEAD's files as one archive; refused (nothing written) when ``import`` would refuse them."""
    from reflectgit import gate, gitops
    from reflectgit.merge.tree import Merge
    from reflectgit.project import slug

    head = gitops.head_sha(kb.repo)
    if head is None:
        raise KBError("the KB has no commits to export", file=kb.path)
    if project and with_history:
        raise KBError("cannot be combined with --project: the history holds every project's notes",
                      field="--with-history")
    commit = kb.repo.object_store[head]
    m = Merge(kb.repo)
    flat = m.flat(commit.tree)
    if project:
        keep = f"learnings/{slug(project)}/"
        flat = {p: e for p, e in flat.items() if not p.startswith("learnings/") or p.startswith(keep)
                or p == "learnings/.gitkeep"}
        if not any(p.startswith(keep) for p in flat):
            raise KBError(f"no notes of project {project!r} in the KB", field="--project")
    files: list[dict[str, Any]] = []
    blobs: dict[str, bytes] = {}
    check = gate.Check(str(kb.path))  # what `import` would refuse is not exported (review: a backup
    for path, (mode, sha) in sorted(flat.items()):  # that could not be restored, even into an empty folder)
        data = kb.repo.object_store[sha].data
        blobs[path] = data
        files.append({"path": path, "mode": f"{mode:o}", "size": len(data),
                      "sha256": hashlib.sha256(data).hexdigest()})
        check.entry(path, mode, data, len(data))
    gate.refuse_own(check, kb.path, "Not exported: `reflectgit import` would refuse the archive", "export again")
    manifest = {"format": FORMAT, "tool": "reflectgit", "commit": head.decode(),
                "tree": commit.tree.decode() if not project else None, "project": project,
                "history": with_history, "files": files}
    out = Path(out or f"reflectgit-kb-{head.decode()[:12]}{'-' + slug(project) if project else ''}.tar.gz")
    mtime = commit.commit_time
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        with tarfile.open(fileobj=gz, mode="w", format=tarfile.GNU_FORMAT) as tar:
            _add(tar, MANIFEST, json.dumps(manifest, indent=1, sort_keys=True).encode() + b"\n", mtime)
            for f in files:
                _add(tar, PREFIX + f["path"], blobs[f["path"]], mtime, executable=f["mode"] == "100755")
            if with_history:
                _add(tar, BUNDLE, _bundle(kb.repo, head), mtime)
    from reflectgit.fsutil import atomic_write

    atomic_write(out.absolute(), buf.getvalue())
    return ExportResult(str(out), head.decode(), len(files), len(buf.getvalue()), with_history, project,
                        kb.uncommitted())


def _add(tar: tarfile.TarFile, name: str, data: bytes, mtime: int, executable: bool = False) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mtime = mtime
    info.mode = 0o755 if executable else 0o644
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.type = tarfile.REGTYPE
    tar.addfile(info, io.BytesIO(data))


def _bundle(repo: Any, head: bytes) -> bytes:
    """A v2 git bundle of ``main`` whose pack lists objects sorted by id, undeltified."""
    from dulwich.pack import write_pack_objects

    store = repo.object_store
    seen: set[bytes] = set()
    stack = [head]
    while stack:  # every commit, tree and blob reachable from head
        sha = stack.pop()
        if sha in seen:
            continue
        seen.add(sha)
        obj = store[sha]
        kind = obj.type_name
        if kind == b"commit":
            stack.append(obj.tree)
            stack.extend(obj.parents)
        elif kind == b"tree":
            stack.extend(entry.sha for entry in obj.iteritems())
    objects = [store[sha] for sha in sorted(seen)]
    out = io.BytesIO()
    out.write(b"# v2 git bundle\n" + head + b" " + BRANCH + b"\n\n")
    write_pack_objects(out.write, [(o, None) for o in objects], repo.object_format, deltify=False)
    return out.getvalue()


# -- reading an archive safely ----------------------------------------------------------------

@dataclass
class Archive:
    manifest: dict[str, Any]
    files: dict[str, bytes]  # path inside the KB -> bytes
    bundle: bytes | None


#: Most bytes one GNU long-name or PAX header may hold: tarfile reads such a header's data whole
#: inside ``next()``, before any member limit applies (a 400 KB .tar.gz can declare a 400 MB name).
MAX_HEADER_BYTES = 64 << 10
#: Extension headers before one member (a long name, a long link, a PAX header): each is read
#: by a recursive call, so a chain of them is bounded too.
MAX_HEADER_CHAIN = 4
_EXTENSIONS = {tarfile.GNUTYPE_LONGNAME: "GNU long-name", tarfile.GNUTYPE_LONGLINK: "GNU long-link",
               tarfile.XHDTYPE: "PAX", tarfile.SOLARIS_XHDTYPE: "PAX",
               tarfile.XGLTYPE: "global PAX"}  # `git archive` and other tar tools write one; names are checked after


class _HeaderRefused(Exception):
    """A tar header refused inside tarfile's ``next()``; ``read_archive`` names the archive."""

    def __init__(self, name: str, message: str):
        super().__init__(message)
        self.name, self.message = name, message


class _BoundedInfo(tarfile.TarInfo):
    """Headers read with limits: tarfile would read an extension header's data whole, a global PAX
    header's records into one growing dict and a sparse map block by block, all before
    ``read_archive`` sees a size. ``reflectgit export`` writes none but short GNU long names; a
    global PAX header (another tar tool's) is bounded like the others, and what it says about
    the members (a path, a size) is checked on each member as its own header would be."""

    def _proc_member(self, tar: tarfile.TarFile) -> tarfile.TarInfo:
        if self.type == tarfile.GNUTYPE_SPARSE:
            raise _HeaderRefused(self.name, "is a sparse file; archives with sparse entries are refused")
        if self.type not in _EXTENSIONS:
            return super()._proc_member(tar)  # type: ignore[misc] # tarfile's own, private (no stub)
        if self.size > MAX_HEADER_BYTES:
            raise _HeaderRefused(self.name, f"is a {_EXTENSIONS[self.type]} header of {self.size} bytes, more "
                                            f"than {MAX_HEADER_BYTES}; refused before reading it")
        # what headers unpack to counts towards REFLECTGIT_IMPORT_MAX_BYTES like the members do
        tar._rg_header_bytes = getattr(tar, "_rg_header_bytes", 0) + self.size  # type: ignore[attr-defined]
        depth = getattr(tar, "_rg_header_chain", 0)
        if depth >= MAX_HEADER_CHAIN:
            raise _HeaderRefused(self.name, f"is one of more than {MAX_HEADER_CHAIN} extension headers in a row")
        tar._rg_header_chain = depth + 1  # type: ignore[attr-defined]
        try:
            return super()._proc_member(tar)  # type: ignore[misc]
        finally:
            tar._rg_header_chain = depth  # type: ignore[attr-defined]

    def _refuse_sparse(self, *_args: Any) -> None:
        raise _HeaderRefused(self.name, "is a sparse file (PAX); archives with sparse entries are refused")

    _proc_gnusparse_00 = _proc_gnusparse_01 = _proc_gnusparse_10 = _refuse_sparse


def read_archive(path: Path, progress: Progress | None = None) -> Archive:
    """Everything in the archive, checked; raises KBError naming the archive and the entry."""
    from reflectgit.gate import printable

    max_entries = int(config.bounded("REFLECTGIT_IMPORT_MAX_ENTRIES"))
    max_bytes = int(config.bounded("REFLECTGIT_IMPORT_MAX_BYTES"))
    try:
        with open(path, "rb") as fh:
            magic = fh.read(2)
    except OSError as exc:
        raise KBError(f"cannot read: {exc.strerror}", file=path) from None
    if magic != b"\x1f\x8b":
        raise KBError("is not a gzip file (expected a .tar.gz made by `reflectgit export`)", file=path)
    manifest: dict[str, Any] | None = None
    files: dict[str, bytes] = {}
    bundle = None
    total = 0
    count = 0
    expected_total = 0
    try:
        with tarfile.open(path, mode="r|gz", tarinfo=_BoundedInfo) as tar:
            for member in tar:
                count += 1
                if count > max_entries:
                    raise KBError(f"has more than {max_entries} entries (REFLECTGIT_IMPORT_MAX_ENTRIES)",
                                  file=path, field=printable(member.name))
                if member.isdir():  # `git archive`, `tar -c folder`: a folder entry holds nothing to restore
                    _safe_name(path, member, folder=True)
                    continue
                name = _safe_name(path, member)
                if member.size > _member_limit(name):
                    raise KBError(f"declares {member.size} bytes, more than any KB file may hold "
                                  f"({_member_limit(name)}); refused before reading it",
                                  file=path, field=printable(member.name))
                total += member.size
                if total + getattr(tar, "_rg_header_bytes", 0) > max_bytes:
                    raise KBError(f"unpacks to more than {max_bytes} bytes (REFLECTGIT_IMPORT_MAX_BYTES)",
                                  file=path, field=printable(member.name))
                fobj = tar.extractfile(member)
                data = fobj.read() if fobj is not None else b""
                if len(data) != member.size:
                    raise KBError("is truncated", file=path, field=printable(member.name))
                if name == MANIFEST:  # first in what `export` writes; anywhere in a repack (`git archive` sorts)
                    if manifest is not None:
                        raise KBError(f"has {MANIFEST} twice", file=path, field=printable(name))
                    manifest = _parse_manifest(path, data)
                    expected_total = len(manifest["files"])
                elif name == BUNDLE:
                    bundle = data
                elif name.startswith(PREFIX):
                    files[name[len(PREFIX):]] = data
                else:
                    raise KBError("is not part of a reflectgit export", file=path, field=printable(name))
                if progress is not None:
                    progress(len(files), expected_total)
    except _HeaderRefused as exc:
        raise KBError(exc.message, file=path, field=printable(exc.name)) from None
    except (tarfile.TarError, EOFError, OSError, gzip.BadGzipFile) as exc:
        raise KBError(f"is truncated or corrupt ({type(exc).__name__}: {exc})", file=path) from None
    if manifest is None:
        raise KBError(f"has no {MANIFEST}; not made by `reflectgit export`" if count else "is empty", file=path)
    _verify(path, manifest, files, bundle)
    return Archive(manifest, files, bundle)


def _member_limit(name: str) -> int:
    """Most bytes one entry may declare: a note's limit for notes, the gate's for the rest."""
    from reflectgit import gate

    if name == BUNDLE:
        return int(config.bounded("REFLECTGIT_IMPORT_MAX_BYTES"))
    if name.startswith(PREFIX) and gate.is_note_path(name[len(PREFIX):]):
        return config.max_note_bytes()
    return gate.MAX_FILE_BYTES


def _safe_name(path: Path, member: tarfile.TarInfo, folder: bool = False) -> str:
    """The entry's name once checked (a leading ``./``, which `tar -C dir .` writes, dropped).
    ``folder``: a folder entry, whose name must be one a file of the archive could sit in."""
    from reflectgit.gate import printable

    name = member.name
    while name.startswith("./"):
        name = name[2:]
    if member.issym() or member.islnk():
        raise KBError("is a link; archives with links are refused", file=path, field=printable(name))
    if folder:
        name = name.rstrip("/")
        if name in ("", "."):
            return name
    elif not member.isreg():
        raise KBError("is not a regular file (device, fifo or folder entries are refused)",
                      file=path, field=printable(name))
    parts = name.split("/")
    if name.startswith("/") or "\\" in name or ".." in parts or "" in parts or "." in parts or ":" in parts[0]:
        raise KBError("has an unsafe name (absolute, '..' or empty parts); refused", file=path, field=printable(name))
    top = parts[0] + "/" if len(parts) > 1 or folder else parts[0]
    if top not in (PREFIX, MANIFEST, BUNDLE):
        raise KBError("is outside the archive's kb/ folder", file=path, field=printable(name))
    if len(parts) > 1 and parts[1] in (".git", ".reflectgit"):
        raise KBError("would write into the KB's private folders", file=path, field=printable(name))
    return name


def _parse_manifest(path: Path, data: bytes) -> dict[str, Any]:
    from reflectgit.fsutil import loads_json

    try:
        manifest = loads_json(data)
    except ValueError as exc:
        raise KBError(f"is not valid JSON ({exc})", file=f"{path}:{MANIFEST}") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT or not isinstance(manifest.get("files"), list):
        raise KBError(f"is not a format-{FORMAT} reflectgit manifest", file=f"{path}:{MANIFEST}", field="format")
    return manifest


def _verify(path: Path, manifest: dict[str, Any], files: dict[str, bytes], bundle: bytes | None) -> None:
    import re

    where = f"{path}:{MANIFEST}"
    if not isinstance(manifest.get("commit"), str) or not re.fullmatch(r"[0-9a-f]{40}", manifest["commit"]):
        raise KBError("has no 40-hex-digit commit id", file=where, field="commit")
    if manifest.get("project") is not None and not isinstance(manifest["project"], str):
        raise KBError("must be a project name or null", file=where, field="project")
    listed = {}
    for i, f in enumerate(manifest["files"]):
        if not isinstance(f, dict) or not isinstance(f.get("path"), str):
            raise KBError(f"entry {i + 1} has no path", file=where, field="files")
        if not isinstance(f.get("mode"), str) or not re.fullmatch(r"[0-7]{6}", f["mode"]):
            raise KBError(f"{f['path']} has no six-digit octal mode", file=where, field="files.mode")
        if isinstance(f.get("size"), bool) or not isinstance(f.get("size"), int) or not isinstance(f.get("sha256"), str):
            raise KBError(f"{f['path']} needs an integer size and a sha256", file=where, field="files.size")
        listed[f["path"]] = f
    for name in sorted(set(listed) | set(files)):
        entry = PREFIX + name
        if name not in files:
            raise KBError("is listed in the manifest but missing from the archive", file=path, field=entry)
        if name not in listed:
            raise KBError("is in the archive but not in the manifest", file=path, field=entry)
        data, f = files[name], listed[name]
        if len(data) != f.get("size") or hashlib.sha256(data).hexdigest() != f.get("sha256"):
            raise KBError("does not match its checksum in the manifest", file=path, field=entry)
    if manifest.get("history") and bundle is None:
        raise KBError(f"says it carries history but has no {BUNDLE}", file=path, field=BUNDLE)
    from reflectgit import gate

    gate.check_files(files, {f["path"]: int(f["mode"], 8) for f in manifest["files"]}, str(path))


# -- import -------------------------------------------------------------------------------------

def import_archive(path: Path, into: Path, merge: bool = False, reindex: bool = True,
                   progress: Progress | None = None,
                   index_progress: Callable[[str, int, int], None] | None = None) -> ImportResult:
    """Restore (or merge) an archive into ``into``; ``progress`` follows the reading,
    ``index_progress`` the reindex' stages."""
    archive = read_archive(path, progress)
    before = None
    if merge:
        from reflectgit.kb import KB

        kb = KB.open(into)
        before = kb.repo.refs[b"HEAD"]
        result = _merge_into(kb, archive, str(path))
    else:
        kb = _restore(into, archive)
        result = ImportResult(str(into), "restored", kb.repo.refs[b"HEAD"].decode(), len(archive.files),
                              archive.bundle is not None)
    _mark_arrived(kb, before)
    if reindex and result.mode != "up-to-date":
        from reflectgit.index import Index

        result.reindexed = Index(kb).sync(progress=index_progress).to_dict()
    return result


def _mark_arrived(kb: Any, before: bytes | None) -> None:
    """Record in the arrival ledger what the archive brought (:mod:`reflectgit.provenance`): its
    notes are marked "(from import)" when injected and rank by what they earn here."""
    from reflectgit import provenance

    store, head = kb.repo.object_store, kb.repo.refs[b"HEAD"]
    if head != before:
        old = store[before].tree if before is not None else None
        found = provenance.arrivals(store, old, store[head].tree, "import")
        provenance.record(kb, found.entries, found.replaced, found.moved)


def _restore(into: Path, archive: Archive) -> Any:
    """A new KB at ``into`` holding exactly the archived commit's files (and history)."""
    from reflectgit import arrivals, gitops
    from reflectgit.kb import KB, MARKER
    from reflectgit.merge import driver

    into = into.absolute()
    if into.exists() and (not into.is_dir() or any(into.iterdir())):
        raise KBError("already exists and is not empty; use --merge to merge into an existing KB", file=into)
    if MARKER not in archive.files:
        raise KBError(f"has no {MARKER}; not a reflectgit KB export", field=MARKER)
    into.parent.mkdir(parents=True, exist_ok=True)
    stage = into.parent / f".{into.name}.rgimport-{os.getpid()}"
    import shutil

    shutil.rmtree(stage, ignore_errors=True)
    try:
        repo = gitops.init_repo(stage)
        kb = KB(stage)
        modes = {f["path"]: int(f["mode"], 8) for f in archive.manifest["files"]}
        kb.write_files(archive.files, durable=False)  # invisible until the rename below
        for rel, mode in modes.items():
            if mode == 0o100755:
                (stage / rel).chmod(0o755)
        commit = archive.manifest["commit"].encode()
        if archive.bundle is not None:
            _unbundle(repo, archive.bundle)
            _check_tree(repo, commit, archive)
            arrivals.record(repo, commit, [], "import")
            repo.refs[BRANCH] = commit
            gitops.refresh_index(repo, archive.files)
        else:
            gitops.commit_changes(repo, archive.files, gitops.format_message(
                f"import KB snapshot of {archive.manifest['commit'][:12]}",
                {"Actor": "import", "Op": "import", "Source-Commit": archive.manifest["commit"]}))
            tree = archive.manifest.get("tree")
            if tree and repo.object_store[repo.refs[b"HEAD"]].tree.decode() != tree:
                raise KBError("restored files do not give the exported tree; refusing", field="tree")
        driver.register(repo)
        repo.close()
        os.sync()  # everything on disk once, before the KB appears at its place
        if into.exists():
            into.rmdir()
        os.replace(stage, into)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    return KB.open(into)


def _unbundle(repo: Any, data: bytes) -> None:
    import tempfile

    from dulwich.bundle import read_bundle

    with tempfile.NamedTemporaryFile(suffix=".bundle") as tmp:  # bundles are read from a real file
        tmp.write(data)
        tmp.flush()
        with open(tmp.name, "rb") as fh:
            try:
                bundle = read_bundle(fh)
                try:
                    bundle.store_objects(repo.object_store)
                finally:
                    bundle.close()
            except Exception as exc:  # noqa: BLE001 - a corrupt bundle fails in many ways
                why = str(exc).splitlines()[0][:160] if str(exc) else type(exc).__name__
                raise KBError(f"is not a readable git bundle ({why}); refused, nothing was written",
                              field=BUNDLE) from None


def _check_tree(repo: Any, commit: bytes, archive: Archive) -> None:
    """The bundle's commit must pass the gate (its tree's modes and names, not only the blobs
    the manifest lists) and hold exactly the archived files."""
    from reflectgit import gate

    if commit not in repo.object_store or repo.object_store[commit].type_name != b"commit":
        raise KBError(f"does not contain the exported commit {commit.decode()[:12]}; refusing", field=BUNDLE)
    check = gate.Check(BUNDLE, fix=gate.fix_at_exporter)
    flat = gate.walk_tree(repo.object_store, repo.object_store[commit].tree, check, read=False)
    check.verdict(require_marker=not archive.manifest.get("project"))
    if archive.manifest.get("project"):
        flat = {p: e for p, e in flat.items() if p in archive.files}
    blobs = {p: repo.object_store[sha].data for p, (_m, sha) in flat.items()}
    if blobs != archive.files:
        raise KBError("the history in the archive does not match its files; refusing", field=BUNDLE)


def _twins_set_aside(kb: KB, m: Any, tree: bytes) -> tuple[bytes, dict[str, str], set[tuple[str, bytes]]]:
    """The merged ``tree`` with each note the archive adds that is an exact twin of an active note
    of ours (:mod:`reflectgit.twins`, as `add` and the importers ask; the same shard) kept but
    superseded by ours: the tree, ``{archive's id: our id}``, and the (path, blob) rewritten. Not
    dropped: absence is not deletion, and a later sync with the exporting machine would bring the
    file back as a note deleted without a tombstone."""
    from pathlib import PurePosixPath

    from reflectgit import twins
    from reflectgit.capture.note_edits import supersede
    from reflectgit.errors import ReflectgitError
    from reflectgit.note import Note

    added = set(m.report.added)
    if not added:
        return tree, {}, set()
    known = twins.by_key(kb.notes())
    flat = m.flat(tree)
    found: dict[str, str] = {}
    written: set[tuple[str, bytes]] = set()
    for path, (mode, sha) in sorted(flat.items()):
        if not path.startswith("learnings/") or PurePosixPath(path).stem not in added or not path.endswith(".md"):
            continue
        try:
            note = Note.parse(m.store[sha].data, path=path)
        except (ReflectgitError, ValueError):
            continue  # the gate says what is wrong with it
        twin = twins.among(known, note) if twins.recalled(note) else None
        if twin is None or twin.id == note.id:
            continue
        supersede(note, twin.id, f"an exact twin of {twin.id}, already in this KB (import --merge)")
        flat[path] = (mode, m.add_blob(note.to_bytes()))
        written.add((path, flat[path][1]))
        found[note.id] = twin.id
    return (m.write_tree(flat) if found else tree), found, written


def _merge_into(kb: KB, archive: Archive, source: str) -> ImportResult:
    """Merge the archive's notes into an existing KB by the rules of ``sync``: the merge function
    sync uses, the merged tree through the gate, and notes the archive's history deleted without a
    tombstone kept (an archive can do what a remote can, no more)."""
    from dulwich.graph import find_merge_base
    from dulwich.index import commit_tree

    from reflectgit import arrivals, gate, gitops
    from reflectgit.merge.tree import Merge
    from reflectgit.sync import checkout, keep_untombstoned

    store = kb.repo.object_store
    theirs_commit = archive.manifest["commit"].encode()
    with kb.lock():
        pending = kb.uncommitted()
        if pending:
            raise KBError("has uncommitted changes (" + ", ".join(pending[:5]) + "); run `reflectgit doctor --fix` "
                          "or `reflectgit sync` first", file=kb.path)
        ours = kb.repo.refs[b"HEAD"]
        m = Merge(kb.repo)
        base_tree = None
        if archive.bundle is not None:
            _unbundle(kb.repo, archive.bundle)
            _check_tree(kb.repo, theirs_commit, archive)
            bases = find_merge_base(kb.repo, [ours, theirs_commit])
            base_tree = m.virtual_base(bases, 0)
            if theirs_commit in bases:
                return ImportResult(str(kb.path), "up-to-date", ours.decode(), len(archive.files), True)
        entries = {p: (0o100644, m.add_blob(data)) for p, data in archive.files.items()}  # modes passed the gate
        if archive.manifest.get("project"):  # a one-project export says nothing about the others
            keep = f"learnings/{archive.manifest['project']}/"
            rest = m.flat(base_tree) if base_tree else m.flat(store[ours].tree)
            for p, e in rest.items():
                if p.startswith("learnings/") and not p.startswith(keep) and p not in entries:
                    entries[p] = e
        theirs_tree = commit_tree(store, [(p.encode(), sha, mode) for p, (mode, sha) in sorted(entries.items())])
        tree = m.trees(base_tree, store[ours].tree, theirs_tree)
        if m.report.conflicts:
            raise KBError("these files could not be merged automatically: " + ", ".join(m.report.conflicts)
                          + "; nothing was changed", file=kb.path, field="merge")
        tree, twins, set_aside = _twins_set_aside(kb, m, tree)
        gate.check_merged(store, tree, source, gate.trusted_blobs(kb.repo, ours) | {(p, sha) for p, (_m, sha) in entries.items()}
                          | set_aside, fix=gate.fix_at_exporter)
        if tree == store[ours].tree:
            return ImportResult(str(kb.path), "up-to-date", ours.decode(), len(archive.files),
                                archive.bundle is not None, m.report.to_dict())
        parents = [ours] + ([theirs_commit] if archive.bundle is not None else [])
        counts = ", ".join(f"{len(getattr(m.report, k))} {k}" for k in ("added", "updated", "merged", "contradictions")
                           if getattr(m.report, k))
        message = gitops.format_message(f"import --merge {archive.manifest['commit'][:12]}: {counts or 'changes'}",
                                        {"Actor": "import", "Op": "import --merge",
                                         "Source-Commit": archive.manifest["commit"]},
                                        "\n".join(m.report.decisions))
        new = gitops.make_commit(kb.repo, tree, parents, message).id
        if archive.bundle is not None:
            arrivals.record(kb.repo, theirs_commit, [ours], "import")
        checkout(kb, ours, new)
        report = keep_untombstoned(kb, ours, m.report.to_dict(), actor="import", source="archive")
        if twins:
            report["twins"] = twins
    return ImportResult(str(kb.path), "merged", kb.repo.refs[b"HEAD"].decode(), len(archive.files),
                        archive.bundle is not None, report)
