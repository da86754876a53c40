"""The KB: a git repository of learning notes, and the only code that writes to it.

Every change goes through ``KB.transaction``: take the writer lock, write each file
atomically, and record exactly those paths in one git commit whose trailers name the actor
and the operation. Readers never lock; they only ever see whole files.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflectgit import config
from reflectgit.errors import KBError, NoteError, NotFound
from reflectgit.fsutil import atomic_write, file_lock
from reflectgit.layout import LEARNINGS, shard_path, template
from reflectgit.note import (
    ID_PATTERN,
    SCOPES,
    STATUSES,
    Note,
    is_minted_id,
    mint_id,
    normalize_input,
    now_iso,
    title_from_body,
    validate,
)
from reflectgit.privacy import strip_private
from reflectgit.project import GLOBAL_PROJECT, Context, slug

MARKER = "memory/meta/kb.yaml"
TOMBSTONES = "memory/meta/tombstones.jsonl"
DERIVED = ".reflectgit"
DEFERRED = "deferred-appends.jsonl"  # in DERIVED: log lines waiting for the next KB commit
KB_FILES = {  # path in the KB -> template under templates/kb
    "README.md": "README.md",
    "MEMORY.md": "MEMORY.md",
    ".gitattributes": "gitattributes",
    ".gitignore": "gitignore",
    MARKER: "kb.yaml",
    "learnings/.gitkeep": None,
    "memory/episodes/.gitkeep": None,
    "memory/meta/audit/.gitkeep": None,
}


class TakenIds:
    """A set-like view of the note ids on disk, plus the ones minted since it was made."""

    def __init__(self, kb: KB):
        self.kb = kb
        self.added: set[str] = set()

    def __contains__(self, note_id: object) -> bool:
        return isinstance(note_id, str) and (note_id in self.added or bool(self.kb._exact(note_id)))

    def add(self, note_id: str) -> None:
        self.added.add(note_id)


@dataclass
class Transaction:
    """Files to write in one KB commit; ``subject`` and ``op`` may be set once ids are known."""

    kb: KB
    subject: str
    op: str
    changes: dict[str, bytes | None] = field(default_factory=dict)
    body: str = ""

    def write(self, relpath: str, data: bytes) -> None:
        self.changes[self.kb.relpath(relpath)] = data

    def remove(self, relpath: str) -> None:
        self.changes[self.kb.relpath(relpath)] = None

    def save(self, note: Note) -> str:
        rel = self.kb.note_relpath(note)
        data = note.to_bytes()
        limit = config.max_note_bytes()
        if len(data) > limit:
            raise NoteError(f"would be {len(data)} bytes, larger than the {limit}-byte limit "
                            "(REFLECTGIT_MAX_NOTE_BYTES)", file=rel, field="size")
        self.write(rel, data)
        was = self._moved_from(note, rel)
        if was is not None:
            self.remove(was)
        note.path = self.kb.path / rel
        return rel

    def _moved_from(self, note: Note, rel: str) -> str | None:
        """The note's own file in a folder its project and branch no longer name (one an older version
        cut to ASCII: ``caf/`` for ``café``): saved in its shard now, it must not stay there too (two
        files, one id). Only a file named by the note's own id: a copy given a new id keeps its source."""
        if note.path is None:
            return None
        try:
            old = self.kb.relpath(note.path)
        except KBError:
            return None
        if old == rel or not old.startswith(f"{LEARNINGS}/") or Path(old).stem != note.id or old in self.changes:
            return None
        return old if (self.kb.path / old).is_file() else None


@dataclass
class Batch:
    """Transactions opened inside :meth:`KB.batch`, gathered into its one commit. Each lands on
    disk when it closes (so the next one reads what it wrote, as it would after a commit) under
    a journal record of the whole batch: a process killed mid-batch is finished or undone by
    the next writer, like any transaction."""

    tx: Transaction
    actor: str
    subjects: list[str] = field(default_factory=list)
    before: dict[str, bytes | None] = field(default_factory=dict)

    def absorb(self, inner: Transaction) -> None:
        if not inner.changes:
            return
        from reflectgit import gitops, journal

        kb = self.tx.kb
        for rel in inner.changes:
            if rel not in self.before:
                full = kb.path / rel
                self.before[rel] = full.read_bytes() if full.is_file() else None
        self.tx.changes.update(inner.changes)
        if inner.subject:
            self.subjects.append(inner.subject)
        message = gitops.format_message(self.tx.subject or self.tx.op, {"Actor": self.actor, "Op": self.tx.op})
        journal.record_partial(kb, self.before, self.tx.changes, self.actor, self.tx.op, message)
        kb.write_files(inner.changes)

    def restore(self) -> None:
        """The files as they were before the batch (its commit writes them again, journaled)."""
        from reflectgit import journal

        if self.before:
            self.tx.kb.write_files(self.before)
        journal.path(self.tx.kb).unlink(missing_ok=True)


def loose_title(data: bytes) -> str:
    """The title of a note file that may not validate or even parse (for its tombstone), or ''."""
    try:
        title = Note.parse(data, limit=config.max_note_bytes()).title
    except (NoteError, ValueError, UnicodeError, TypeError):
        return ""
    return title.strip()[:200] if isinstance(title, str) else ""


def _forget_hint(exc: NoteError, note_id: str) -> NoteError:
    """A note that does not parse or validate cannot carry a status: say what does remove it."""
    exc.message = (f"{exc.message.rstrip('.')}; fix it (`reflectgit edit {note_id}`) or remove the file as it is "
                   f"(`reflectgit forget {note_id} --reason ... --purge`)")
    return exc


class KB:
    """A knowledge base at ``path``. Construct with ``KB.open``, ``KB.init`` or ``KB.clone``."""

    def __init__(self, path: Path):
        self.path = path
        self._repo = None
        self._lock_depth = 0
        self._batch: Batch | None = None
        self.recovered: list[str] = []  # interrupted writes settled on taking the lock (journal)
        self.unreachable_remote: str | None = None  # why `init --remote` could not reach it, for a hint

    # -- opening ------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None) -> KB:
        p = config.kb_path(path)
        if not p.exists():
            raise KBError("no KB here; create one with `reflectgit init` or join one with "
                          "`reflectgit clone URL`", file=p)
        if not (p / ".git").exists():
            raise KBError("is not a git repository, so not a reflectgit KB (run `reflectgit init`)", file=p)
        if not (p / MARKER).exists():
            raise KBError(f"is a git repository but not a reflectgit KB (no {MARKER}); "
                          "run `reflectgit init` there to make it one", file=p)
        return cls(p)

    @classmethod
    def init(cls, path: str | os.PathLike[str] | None = None, remote: str | None = None,
             actor: str | None = None) -> tuple[KB, bool]:
        """Create the KB (or finish a partial one). Returns (kb, created_anything)."""
        from reflectgit import gitops

        p = config.kb_path(path)
        if p.exists() and not p.is_dir():
            raise KBError("exists and is not a folder", file=p)
        if p.exists() and any(p.iterdir()) and not (p / ".git").exists():
            raise KBError("folder is not empty and not a git repository; choose another path", file=p)
        fresh = not (p / ".git").exists()
        existed = p.exists()
        if fresh:
            gitops.init_repo(p)
        kb = cls(p)
        if fresh:  # before the first commit, whose Machine trailer names this clone
            from reflectgit.machine import mint

            mint(kb.repo)
        new_remote = bool(remote) and gitops.get_remote(kb.repo, "origin") != remote
        if new_remote:
            try:
                kb.unreachable_remote = _refuse_foreign_remote(kb, str(remote), own=not fresh)
            except KBError:
                if fresh:
                    import shutil

                    shutil.rmtree(p / ".git", ignore_errors=True)
                    if not existed:
                        p.rmdir()
                raise
        created = False
        with kb.transaction("init KB", op="init", actor=actor) as tx:
            for rel, tmpl in KB_FILES.items():
                if not (p / rel).exists():
                    tx.write(rel, template(tmpl) if tmpl else b"")
            created = bool(tx.changes)
        if new_remote:
            if gitops.get_remote(kb.repo, "origin") not in (None, str(remote)):
                # what this clone knew of the old address says nothing of the new one (review22: `status`
                # said "1 to push" of a new, empty remote, from the old one's tracking ref)
                kb.repo.refs.remove_if_equals(b"refs/remotes/origin/main", None)
                (p / DERIVED / "last-fetch").unlink(missing_ok=True)
            gitops.set_remote(kb.repo, "origin", str(remote))
            gitops.set_upstream(kb.repo, "main", "origin", b"refs/heads/main")  # plain git push/pull work
            created = True
        from reflectgit.merge import driver

        created = driver.register(kb.repo) or created
        return kb, created

    @classmethod
    def clone(cls, url: str, path: str | os.PathLike[str] | None = None) -> KB:
        """Join an existing KB; an empty remote becomes a fresh KB that pushes there.

        Nothing is checked out before the remote's tree passed the gate: a hostile remote can
        hold entries git itself would never create (``..``, nested ``.git``, links). The KB's
        branch is the one holding the KB marker, preferring the remote's HEAD, so a bare
        remote whose HEAD names ``master`` still clones a KB pushed as ``main``."""
        import shutil

        from reflectgit import network

        p = config.kb_path(path)
        if p.exists() and (not p.is_dir() or any(p.iterdir())):
            hint = ("it is a KB already: `reflectgit init --remote URL` there joins it to the remote, then "
                    "`reflectgit sync`" if (p / ".git").exists() else "clone into a new or empty folder")
            raise KBError(f"already exists and is not empty; {hint}", file=p)
        if network.kb_folder(url):  # review22: the clone worked, then every sync from it was refused
            raise KBError(f"{url} is another KB's folder (a checked-out repository), which cannot be shared "
                          f"through: {network.SHARE_THROUGH_BARE}; then `reflectgit clone PATH`", file=url, field="URL")
        created = not p.exists()
        try:
            return cls._clone_into(url, p)
        except BaseException:
            if created:
                shutil.rmtree(p, ignore_errors=True)
            else:
                for child in p.iterdir():
                    shutil.rmtree(child, ignore_errors=True) if child.is_dir() else child.unlink()
            raise

    @classmethod
    def _clone_into(cls, url: str, p: Path) -> KB:
        from reflectgit import arrivals, gate, gitops, network
        from reflectgit.machine import mint
        from reflectgit.merge import driver

        gitops.init_repo(p)
        kb = cls(p)
        mint(kb.repo)  # this clone's own name, before any commit (an empty remote's init) is stamped
        gitops.set_remote(kb.repo, "origin", url)
        try:
            client, remote_path = network.repo_client(kb.repo, url)
            fetched = client.fetch(remote_path, kb.repo, progress=None)
        except Exception as exc:  # noqa: BLE001 - transports raise many kinds
            raise KBError(f"cannot clone {url}: {network.why(exc)}", file=p, field="remote") from None
        heads = {ref: sha for ref, sha in (fetched.refs or {}).items()
                 if ref.startswith(b"refs/heads/") and sha and sha != b"0" * 40}
        for ref, sha in heads.items():
            kb.repo.refs[b"refs/remotes/origin/" + ref[len(b"refs/heads/"):]] = sha
        if not heads:
            cls.init(p)  # an empty remote: a fresh KB whose first sync pushes there
            driver.register(kb.repo)
            return cls(p)
        branch = _kb_branch(kb.repo, heads, (fetched.symrefs or {}).get(b"HEAD"))
        if branch is None:
            raise KBError(f"is a git repository but not a reflectgit KB (no branch holds {MARKER}); "
                          "clone a KB, or give an empty remote to start one", file=url, field="remote")
        commit = heads[branch]
        flat = gate.check_commit(kb.repo, commit, url, fix=gate.fix_at_clone)
        arrivals.record(kb.repo, commit, [], "clone")
        store = kb.repo.object_store
        files = {rel: store[sha].as_raw_string() for rel, (_mode, sha) in flat.items()}
        kb.write_files(files, durable=False)
        from reflectgit import provenance

        provenance.record(kb, provenance.arrivals(store, None, store[commit].tree, "clone").entries)
        kb.repo.refs[b"refs/heads/main"] = commit
        kb.repo.refs.set_symbolic_ref(b"HEAD", b"refs/heads/main")
        gitops.set_upstream(kb.repo, "main", "origin", branch)
        gitops.refresh_index(kb.repo, files)
        os.sync()
        driver.register(kb.repo)
        return cls(p)

    @property
    def repo(self):
        if self._repo is None:
            from reflectgit import gitops

            repo = self._repo = gitops.open_repo(self.path)
            import atexit
            import weakref

            # close packs before shutdown, or dulwich complains; by a weak reference: a strong one kept
            # every repository a long-lived process (the recall or MCP server, a test run) ever opened,
            # with its pack files, until it ran out of file descriptors
            atexit.register(_close_if_alive, weakref.ref(repo))
        return self._repo

    # -- paths --------------------------------------------------------------------------
    def relpath(self, path: str | os.PathLike[str]) -> str:
        """A path inside the KB as a relative posix path; anything outside is refused."""
        p = Path(path)
        full = (p if p.is_absolute() else self.path / p).resolve()
        root = self.path.resolve()
        if full != root and root not in full.parents:
            raise KBError("is outside the KB", file=p, field="path")
        rel = full.relative_to(root).as_posix()
        if rel.split("/")[0] in (".git", DERIVED):
            raise KBError("is inside the KB's private folders", file=p, field="path")
        return rel

    def note_relpath(self, note: Note) -> str:
        return f"{shard_path(note['project'] or GLOBAL_PROJECT, note['branch'] or 'default')}/{note.id}.md"

    def derived_dir(self) -> Path:
        d = self.path / DERIVED
        d.mkdir(exist_ok=True)
        return d

    def _walk_notes(self) -> Iterator[tuple[str, os.DirEntry]]:
        """(``learnings/<project>/<branch>/<id>.md``, its directory entry), in path order."""
        for proj, br in shard_dirs(self.path, ordered=True):
            prefix = f"{LEARNINGS}/{proj.name}/{br.name}/"
            for f in sorted(os.scandir(br.path), key=lambda e: e.name):
                if f.name.endswith(".md") and not f.name.startswith("."):
                    yield prefix + f.name, f

    def note_relpaths(self) -> list[str]:
        """Every note file as ``learnings/<project>/<branch>/<id>.md``, in path order."""
        return [rel for rel, entry in self._walk_notes() if entry.is_file(follow_symlinks=False)]

    def note_mtimes(self) -> dict[str, int]:
        """Every note file's relative path (in path order) and modification time, in one walk."""
        out: dict[str, int] = {}
        for rel, entry in self._walk_notes():
            try:
                st = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISREG(st.st_mode):
                out[rel] = st.st_mtime_ns
        return out

    def note_files(self) -> list[Path]:
        return [self.path / rel for rel in self.note_relpaths()]

    def ids(self) -> set[str]:
        return {p.stem for p in self.note_files()}

    def taken_ids(self) -> TakenIds:
        """The ids in use, asked one at a time: minting an id then costs a stat per shard
        instead of listing every note (what ``ids()`` does)."""
        return TakenIds(self)

    # -- reading ------------------------------------------------------------------------
    def resolve(self, ref: str) -> Path:
        """A note file from an id, a unique id prefix, or a path to a note inside the KB."""
        if "/" in ref or ref.endswith(".md"):
            rel = self.relpath(Path(ref).absolute() if not Path(ref).is_absolute() and Path(ref).exists() else ref)
            full = self.path / rel
            if full.is_file() and rel.startswith(LEARNINGS + "/"):
                return full
            raise NotFound("is not a note file of this KB", file=ref)
        matches = self._exact(ref)
        if not matches:
            matches = [p for p in self.note_files() if p.stem.startswith(ref)]
            if not matches and not ref.startswith("lrn-"):
                matches = [p for p in self.note_files() if p.stem.startswith("lrn-" + ref)]
        if not matches:
            gone = [t for t in self.tombstones() if str(t.get("id", "")) in (ref, f"lrn-{ref}")]
            if gone:  # a purged note, or the earlier wording of a reworded trailer: say where it went
                why = gone[-1].get("reason") or "no reason recorded"
                raise NotFound(f"no note with id {ref!r}: it was removed ({why}); "
                               f"`reflectgit history {gone[-1]['id']}` shows its commits", field="id")
            raise NotFound(f"no note with id {ref!r} in {self.path}", field="id")
        if len({m.stem for m in matches}) > 1:
            names = ", ".join(sorted({m.stem for m in matches})[:5])
            raise NotFound(f"{ref!r} matches several notes ({names}); give more of the id", field="id")
        if len(matches) > 1:
            raise KBError(f"id {ref!r} is stored twice: " + ", ".join(self.relpath(m) for m in matches)
                          + "; run `reflectgit doctor`", field="id")
        return matches[0]

    def _exact(self, note_id: str) -> list[Path]:
        """Files named ``<id>.md`` in any shard: one stat per shard, not a listing of every note."""
        name = f"{note_id}.md"
        if not ID_PATTERN.match(note_id):
            return []
        out = []
        for _proj, br in shard_dirs(self.path):
            full = os.path.join(br.path, name)
            if os.path.isfile(full) and not os.path.islink(full):
                out.append(Path(br.path) / name)
        return sorted(out)

    def read(self, path: Path) -> Note:
        from reflectgit.fsutil import read_regular

        limit = config.max_note_bytes()
        return Note.parse(read_regular(path, limit), path=path, limit=limit)

    def get(self, ref: str) -> Note:
        return self.read(self.resolve(ref))

    def notes(self, project: str | None = None, branch: str | None = None, status: str | None = None,
              tag: str | None = None) -> Iterator[Note]:
        """Notes matching every filter given; unreadable notes, and notes whose id is not their
        file name (ids become page and file names), are skipped: doctor reports them."""
        for path in self.note_files():
            parts = path.relative_to(self.path).parts
            if project and parts[1] != slug(project):
                continue
            if branch and parts[2] != slug(branch):
                continue
            try:
                note = self.read(path)
            except NoteError:
                continue
            if note.id != path.stem:
                continue
            if status and note.status != status:
                continue
            if tag and tag not in note.tags:
                continue
            yield note

    # -- writing ------------------------------------------------------------------------
    @contextmanager
    def lock(self) -> Iterator[None]:
        """The writer lock; re-entrant so a read-modify-write can wrap a transaction."""
        if self._lock_depth:
            self._lock_depth += 1
            try:
                yield
            finally:
                self._lock_depth -= 1
            return
        with file_lock(self.derived_dir() / "write.lock", config.lock_timeout()):
            self._lock_depth = 1
            try:
                from reflectgit import journal

                self.recovered += self._clear_stale_git_locks()
                self.recovered += journal.recover(self)  # a writer died mid-commit: settle it
                from reflectgit import gitops

                gitops.settle_index_refresh(self.repo)  # entries a commit could not refresh while git held the index
                yield
            finally:
                self._lock_depth = 0

    #: git's own lock files a KB writer takes; older than this, with our writer lock held, their
    #: owner is dead (a `git` command the user runs in the KB finishes well within it)
    STALE_GIT_LOCK_S = 60.0

    def stale_git_locks(self) -> list[Path]:
        """git lock files (``index.lock``, ``HEAD.lock``, a branch's ``.lock``) older than
        :data:`STALE_GIT_LOCK_S`: left by a writer killed between taking and releasing them."""
        import time

        git = self.path / ".git"
        found = [git / "index.lock", git / "HEAD.lock", git / "packed-refs.lock"]
        found += list((git / "refs").rglob("*.lock")) if (git / "refs").is_dir() else []
        now = time.time()
        out = []
        for lock in found:
            try:
                if now - lock.stat().st_mtime > self.STALE_GIT_LOCK_S:
                    out.append(lock)
            except OSError:
                continue
        return out

    def _clear_stale_git_locks(self) -> list[str]:
        """With the writer lock held, remove git locks a killed writer left (review14: a kill -9
        during `add` left refs/heads/main.lock, and every later write failed until removed by hand).
        Never while a git process works in the KB (a `git commit` waiting on its editor holds
        index.lock for minutes, review16), nor where that cannot be told (no /proc)."""
        stale = self.stale_git_locks()
        if not stale or _git_busy_in(self.path) is not False:
            return []
        done = []
        for lock in stale:
            lock.unlink(missing_ok=True)
            done.append(f"removed {lock.relative_to(self.path)}, a git lock a killed writer left behind")
        return done

    @contextmanager
    def transaction(self, subject: str, op: str, actor: str | None = None,
                    trailers: dict[str, str] | None = None, body: str = "") -> Iterator[Transaction]:
        """Collect file changes, then write them and commit them as one KB commit.

        Nothing is written if the block raises. Files land atomically one by one before the
        commit, under a journal (:mod:`reflectgit.journal`): a failure in between is rolled back,
        a crash is finished (or rolled back) by the next writer, never committed as a hand edit.
        """
        from reflectgit import gitops

        with self.lock():
            tx = Transaction(self, subject, op)
            if self._batch is not None:  # inside batch(): its one commit takes these changes
                yield tx
                self._batch.absorb(tx)
                return
            yield tx
            if not tx.changes:
                return
            deferred = self._ride_along(tx)
            from reflectgit import journal
            from reflectgit.machine import name as machine_name

            all_trailers = {"Actor": actor or config.setting("REFLECTGIT_ACTOR"), "Op": tx.op,
                            "Machine": machine_name(self.path)}
            all_trailers.update(trailers or {})
            tx.subject = strip_private(tx.subject)  # subjects quote titles; the history is shown and shared
            message = gitops.format_message(tx.subject, all_trailers, tx.body or body)
            spent = [f"{DERIVED}/{DEFERRED}"] if deferred else []  # committed appends: never again
            with journal.guard(self, tx.changes, all_trailers["Actor"], tx.op, message, spent=spent):
                self.write_files(tx.changes)
                sha = gitops.commit_changes(self.repo, tx.changes, message)
            self._remember_clean(sha.decode(), tx.subject, all_trailers)

    @contextmanager
    def batch(self, subject: str, op: str, actor: str | None = None,
              trailers: dict[str, str] | None = None) -> Iterator[Batch]:
        """Every transaction opened inside (by code that commits on its own elsewhere, such as
        the post-commit capture) becomes part of one KB commit, made when the block ends;
        nothing is committed, and every file is put back, if it raises. ``batch.tx.subject``
        and ``batch.tx.body`` may be set inside, once the work is known."""
        with self.transaction(subject, op, actor, trailers) as tx:
            batch = Batch(tx, actor or config.setting("REFLECTGIT_ACTOR"))
            self._batch = batch
            try:
                yield batch
            finally:
                self._batch = None
                batch.restore()

    # -- appends that ride along with the next commit ---------------------------------------
    def defer_append(self, relpath: str, text: str) -> None:
        """Append ``text`` to a tracked log with the next KB commit instead of a commit of its
        own: bookkeeping (the code-commit log) must not be a third of the KB's history."""
        import time

        rel = self.relpath(relpath)
        with self.lock():
            line = json.dumps({"path": rel, "text": text, "at": time.time()}) + "\n"
            with open(self.derived_dir() / DEFERRED, "a", encoding="utf-8") as fh:
                fh.write(line)

    def deferred(self) -> list[dict[str, Any]]:
        from reflectgit.fsutil import read_jsonl

        return [r for r in read_jsonl(self.path / DERIVED / DEFERRED)
                if isinstance(r, dict) and isinstance(r.get("path"), str) and isinstance(r.get("text"), str)]

    def deferred_text(self, relpath: str) -> str:
        """What is waiting to be appended to ``relpath`` (readers see it before it is committed)."""
        return "".join(r["text"] for r in self.deferred() if r["path"] == relpath)

    def flush_deferred(self, older_than: float = 0.0, actor: str = "capture:hook") -> int:
        """Commit waiting appends when the oldest is at least ``older_than`` seconds old."""
        import time

        with self.lock():
            if self._batch is not None:
                return 0  # the batch's commit carries them
            waiting = self.deferred()
            if not waiting or time.time() - min(float(r.get("at") or 0) for r in waiting) < older_than:
                return 0
            paths = sorted({r["path"] for r in waiting})
            with self.transaction(f"record bookkeeping in {', '.join(p.rsplit('/', 1)[-1] for p in paths)}",
                                  op="record-deferred", actor=actor) as tx:
                tx.changes.update(dict.fromkeys(paths, b""))  # filled in by the ride-along
            return len(waiting)

    def _ride_along(self, tx: Transaction) -> bool:
        waiting = self.deferred()
        for r in waiting:
            rel = r["path"]
            current = tx.changes.get(rel)
            if current is None or current == b"":
                full = self.path / rel
                current = full.read_bytes() if full.is_file() and not full.is_symlink() else b""
            if current and not current.endswith(b"\n"):
                current += b"\n"
            tx.changes[rel] = current + r["text"].encode("utf-8")
        return bool(waiting)

    def write_files(self, changes: Mapping[str, bytes | None], durable: bool = True) -> None:
        """Bring working-tree files to ``changes`` (None deletes), each atomically, in path order.

        ``durable=False`` skips the per-file fsync, for a KB being built in a folder nobody
        sees yet (the caller syncs once before making it visible). New content lands before
        anything is removed, so a failed write during a move never loses the note; nothing is
        written through a linked folder."""
        from reflectgit.fsutil import linked_parent

        for rel in changes:
            link = linked_parent(self.path, rel)
            if link is not None:
                raise KBError(f"is a symbolic link inside the KB; refusing to write {rel} through it "
                              "(run `reflectgit doctor`)", file=self.path / link, field="path")
        ordered = sorted(changes.items(), key=lambda kv: (kv[1] is None, kv[0]))
        for rel, data in ordered:
            full = self.path / rel
            if data is None:
                full.unlink(missing_ok=True)
                _prune_empty_dirs(full.parent, self.path / LEARNINGS)
            elif durable:
                atomic_write(full, data)
            else:
                full.parent.mkdir(parents=True, exist_ok=True)
                full.write_bytes(data)

    def add(self, fields: dict[str, Any], body: str = "", context: Context | None = None,
            actor: str | None = None, source: str | None = None, unique: bool = False,
            before_save: Callable[[Any, Note], None] | None = None) -> Note:
        """Create a note from loose input (flags, another tool's file); returns it saved.
        ``unique``: raise :class:`reflectgit.twins.AlreadyThere`, writing nothing, when an active
        note of the shards it is recalled with already says exactly the same. ``before_save(tx,
        note)`` may change other files in the same commit (belief revision: a contradiction)."""
        with self.transaction("", op="add", actor=actor) as tx:
            note = self.build_note(fields, body, context, taken=self.ids(), source=source)
            if unique:
                from reflectgit import twins

                same_project = context is not None and context.project == note.get("project")
                twin = twins.find(self, note, context.default_branch if context is not None and same_project else None)
                if twin is not None:
                    raise twins.AlreadyThere(twin)
            if before_save is not None:
                before_save(tx, note)
            tx.save(note)
            tx.subject, tx.op = f"add {note.id}: {note.title}", f"add {note.id}"
        return note

    def build_note(self, fields: dict[str, Any], body: str = "", context: Context | None = None,
                   taken: set[str] | TakenIds | None = None, source: str | None = None) -> Note:
        """A new, validated note with its id minted and defaults filled; not yet written."""
        fields = normalize_input(dict(fields))
        if body and not body.endswith("\n"):
            body += "\n"  # a note file ends with a newline, like any text file
        if not fields.get("title"):
            derived = title_from_body(body)
            if derived:
                fields["title"] = derived
        ctx = context
        fields.setdefault("project", ctx.project if ctx else GLOBAL_PROJECT)
        fields.setdefault("branch", ctx.branch if ctx else "default")
        fields.setdefault("scope", "global" if fields["project"] == GLOBAL_PROJECT else "project")
        fields.setdefault("status", "active")
        fields.setdefault("source", {"kind": "manual"})
        stamp = now_iso()
        fields.setdefault("created", stamp)
        fields["updated"] = fields.get("updated") or stamp
        original = fields.get("id")
        taken = taken if taken is not None else self.ids()
        if isinstance(original, str) and is_minted_id(original) and original not in taken:
            new_id = original
        else:
            new_id = mint_id(taken)
            if original:
                src = dict(fields["source"]) if isinstance(fields["source"], dict) else {"kind": "import"}
                src.setdefault("original_id", str(original))
                fields["source"] = src
        fields["id"] = new_id
        taken.add(new_id)
        note = Note.new(fields, body)
        validate(note, file=source)
        note.path = self.path / self.note_relpath(note)
        return note

    def save(self, note: Note, op: str, actor: str | None = None, subject: str | None = None,
             old_path: Path | None = None, force: bool = False) -> Note:
        """Write an edited note (moving it if its project/branch changed) as one commit. A note in a
        folder its project/branch no longer name (a shard an older version cut to ASCII: `caf/` for
        `café`) moves even when no field changed."""
        misplaced = old_path is not None and self.relpath(old_path) != self.note_relpath(note)
        if not (note.dirty or force or misplaced):
            return note
        note.set("updated", now_iso())
        validate(note)
        with self.transaction("", op=f"{op} {note.id}", actor=actor) as tx:
            note.path = old_path or note.path  # the file it was read from: tx.save moves it from there
            tx.save(note)
            tx.subject = subject or f"{op} {note.id}: {note.title}"
        return note

    def replace(self, path: Path, data: bytes, expected: bytes | None = None, actor: str | None = None) -> Note:
        """Replace a note with new full text (an edit), refusing a changed id or a lost race."""
        new = Note.parse(data, path=path, limit=config.max_note_bytes())
        with self.lock():
            current = path.read_bytes() if path.exists() else None
            old_id = path.stem
            if expected is not None and current != expected:
                raise KBError("the note changed while you were editing it", file=path)
            if new.id != old_id:
                raise NoteError(f"id cannot change (was {old_id!r})", file=path, field="id")
            validate(new, file=str(path))
            new.path = path
            return self.save(new, op="edit", actor=actor, old_path=path, force=True)

    def set_field(self, ref: str, name: str, value: Any, actor: str | None = None,
                  reason: str | None = None) -> Note:
        if name in ("id", "created"):
            raise NoteError("never changes once a note exists", field=name)
        with self.lock():  # read-modify-write under the lock so concurrent sets never lose one
            path = self.resolve(ref)
            note = self.read(path)
            note.set(name, value)
            if name == "status" and reason is not None:
                note.set("status_reason", reason)
            validate(note, file=str(path))
            return self.save(note, op=f"set {name}", actor=actor, old_path=path)

    def forget(self, ref: str, reason: str, purge: bool = False, actor: str | None = None) -> Note:
        """Tombstone a note (status deleted + reason); ``purge`` also removes its file."""
        if not reason or not reason.strip():
            raise NoteError("a reason is required to forget a note", field="reason")
        with self.lock():
            path = self.resolve(ref)
            if purge and "/" not in ref and not ref.endswith(".md") and path.stem not in (ref, f"lrn-{ref}"):
                # a purge removes the note on every machine: an id prefix that names another note is
                # a typo away (review: `forget lrn-b --purge` removed lrn-b772azgh)
                raise NotFound(f"{ref!r} is only the start of {path.stem}'s id; `forget --purge` removes a note "
                               f"for every machine: give its whole id (`reflectgit forget {path.stem} ...`)",
                               field="id")
            try:
                note = self.read(path)
            except NoteError as exc:
                if not purge:
                    raise _forget_hint(exc, path.stem) from None
                return self._purge_unreadable(path, reason.strip(), actor)
            note.set("status", "deleted")
            note.set("status_reason", reason.strip())
            if not purge:
                try:
                    return self.save(note, op="forget", actor=actor, old_path=path)
                except NoteError as exc:  # an invalid note cannot be saved with a new status
                    raise _forget_hint(exc, path.stem) from None
            return self._purge(note, path, reason.strip(), actor)

    def _purge(self, note: Note, path: Path, reason: str, actor: str | None) -> Note:
        """Remove the file but keep an explicit tombstone record: absence never means deleted."""
        with self.transaction("", op=f"purge {note.id}", actor=actor) as tx:
            self.purge_in(tx, note, path, reason, actor)
            tx.subject = f"purge {note.id}: {note.title}"
        return note

    def _purge_unreadable(self, path: Path, reason: str, actor: str | None) -> Note:
        """Purge a note file that does not parse or validate (written by hand): its id is its file
        name, its title whatever can still be read; the tombstone is the same as for any note."""
        rel = self.relpath(path)
        try:
            data = path.read_bytes()
        except OSError:
            data = b""
        title = loose_title(data)
        with self.transaction("", op=f"purge {path.stem}", actor=actor) as tx:
            self.tombstone_in(tx, rel, path.stem, title, reason, actor)
            tx.subject = f"purge {path.stem}: {title or '(invalid note)'}"
        return Note.new({"id": path.stem, "title": title or path.stem, "status": "deleted",
                         "status_reason": reason}, "")

    def purge_in(self, tx: Transaction, note: Note, path: Path, reason: str, actor: str | None) -> None:
        """Inside ``tx``: remove the note's file and append its tombstone record."""
        note.set("updated", now_iso())
        self.tombstone_in(tx, self.relpath(path), note.id, note.title, reason, actor, at=note["updated"])

    def tombstone_in(self, tx: Transaction, rel: str, note_id: str, title: str, reason: str, actor: str | None,
                     at: str | None = None) -> None:
        """Inside ``tx``: remove the file ``rel`` (a note's, id ``note_id``) and append its tombstone."""
        record = {"id": note_id, "path": rel, "reason": reason, "at": at or now_iso(),
                  "actor": actor or config.setting("REFLECTGIT_ACTOR"), "title": strip_private(title)}
        current = tx.changes.get(TOMBSTONES)
        if current is None:
            current = (self.path / TOMBSTONES).read_bytes() if (self.path / TOMBSTONES).exists() else b""
        tx.write(TOMBSTONES, current + (json.dumps(record, sort_keys=True) + "\n").encode())
        tx.remove(rel)

    def tombstones(self) -> list[dict[str, Any]]:
        from reflectgit.fsutil import read_jsonl

        return read_jsonl(self.path / TOMBSTONES)

    # -- history ------------------------------------------------------------------------
    def history(self, ref: str, with_diff: bool = True) -> list[dict[str, Any]]:
        """Every commit that changed the note, newest first, with actor, operation and diff: the
        note versions ``index.history.walk`` reads from git, which the dashboard and the site show
        too (a merge counts only for what it resolved, as ``git log`` does).

        What a commit says of itself (subject, trailers, author) is shown without its private
        spans, and ``arrived`` says how a commit that was not made on this clone got here (``sync``,
        ``clone``, ``import``; see ``arrivals``): its actor is only what its message claims."""
        from reflectgit import arrivals, gitops
        from reflectgit.index import history

        try:
            note_id = self.resolve(ref).stem
        except NotFound:
            purged = [t for t in self.tombstones() if t["id"] == ref or t["id"].startswith(ref)]
            if not purged:
                raise
            note_id = purged[-1]["id"]

        out = []
        arrived = arrivals.load(self.repo)
        for c in history.walk(self):
            versions = [v for v in c.versions if v.note_id == note_id]
            if not versions:
                continue
            entry = gitops.log_entry(self.repo, c.sha)
            item = {"commit": c.sha, "time": entry.iso_time(), "author": strip_private(entry.author),
                    "actor": strip_private(entry.actor), "op": strip_private(entry.op),
                    "subject": strip_private(entry.subject), "arrived": arrived.get(c.sha),
                    "trailers": {k: strip_private(v) for k, v in entry.trailers.items()},
                    "paths": [{"old": v.old_path, "new": v.new_path} for v in versions]}
            if with_diff:
                item["diff"] = "".join(
                    gitops.diff_text(history.blob(self, v.old_id), history.blob(self, v.new_id),
                                     v.old_path or v.new_path or "", v.new_path or v.old_path or "")
                    for v in versions)
            out.append(item)
        return out

    # -- reporting ----------------------------------------------------------------------
    _STATE = "status.json"

    def _remember_clean(self, sha: str, subject: str, trailers: dict[str, str]) -> None:
        """After our own commit the tree is clean as of now: cache that for ``status``."""
        import time

        state = {"head": sha, "clean_since_ns": time.time_ns(), "last_commit": {
            "commit": sha, "time": now_iso(), "subject": strip_private(subject),
            "actor": trailers.get("Actor", "unknown"), "op": strip_private(trailers.get("Op", subject))},
            "executable": self._read_state().get("executable", [])}  # a commit of ours changes no mode
        self._write_state(state)

    _CHECKS = "note-checks.json"

    def refused_notes(self, relpaths: list[str]) -> dict[str, str]:
        """The note files the index refuses, each with why ("field 'created': is required"), as
        ``search`` and ``list`` name them. Each file is parsed and validated once per version
        (its size and modification time, remembered in the derived folder), so ``status`` stays fast."""
        import time

        from reflectgit.note import validate

        try:
            memo = json.loads((self.path / DERIVED / self._CHECKS).read_bytes())
        except (OSError, ValueError):
            memo = {}
        if not isinstance(memo, dict):
            memo = {}
        asked = set(relpaths)  # what others asked about stays remembered while its file is there
        checks: dict[str, list[Any]] = {rel: seen for rel, seen in memo.items()
                                        if rel not in asked and os.path.lexists(self.path / rel)}
        out: dict[str, str] = {}
        for rel in relpaths:
            try:
                st = os.stat(self.path / rel, follow_symlinks=False)
            except OSError:
                continue
            seen = memo.get(rel)
            settled = time.time_ns() - st.st_mtime_ns > 2_000_000_000  # an edit within the same tick looks alike
            if settled and isinstance(seen, list) and len(seen) == 3 and seen[:2] == [st.st_mtime_ns, st.st_size]:
                problem = seen[2]
            else:
                try:
                    validate(self.read(self.path / rel), file=rel)
                    problem = None
                except NoteError as exc:
                    problem = f"field '{exc.field}': {exc.message}" if exc.field else exc.message
                except OSError as exc:
                    problem = f"unreadable: {exc.strerror or exc}"
            checks[rel] = [st.st_mtime_ns, st.st_size, problem]
            if problem:
                out[rel] = str(problem)
        if checks != memo:
            try:
                atomic_write(self.derived_dir() / self._CHECKS, json.dumps(checks).encode())
            except (OSError, KBError):
                pass  # a cache: losing it only costs speed
        return out

    def _write_state(self, state: dict[str, Any]) -> None:
        try:
            atomic_write(self.derived_dir() / self._STATE, json.dumps(state).encode())
        except OSError:
            pass  # a cache: losing it only costs speed

    def _read_state(self) -> dict[str, Any]:
        try:
            return json.loads((self.path / DERIVED / self._STATE).read_bytes())
        except (OSError, ValueError):
            return {}

    def touched_since(self, ns: int, relpaths: list[str], slack_ns: int = 2_000_000_000,
                      executable: Collection[str] = ()) -> bool:
        """Any KB file or folder modified at or after ``ns`` (edits, new files, deletions), or a
        file whose executable bit is not what it was (``executable``: the files that had it). A
        `chmod` moves no mtime, and the same stat gives the mode (review: `chmod +x` went unseen).

        The default two seconds of slack cover file systems with coarse timestamps.
        """
        ns -= slack_ns
        root = str(self.path)
        files = [*relpaths, *KB_FILES]
        dirs = {os.path.dirname(r) for r in relpaths} | {LEARNINGS, "memory/meta", "memory/episodes", ""}
        found = []
        for rel in files:
            try:
                st = os.stat(os.path.join(root, rel))
            except FileNotFoundError:
                return True
            if st.st_mtime_ns >= ns:
                return True
            if st.st_mode & stat.S_IXUSR:
                found.append(rel)
        if set(found) != set(executable):
            return True
        for rel in dirs:
            try:
                if os.stat(os.path.join(root, rel)).st_mtime_ns >= ns:
                    return True
            except FileNotFoundError:
                return True
        learn = os.path.join(root, LEARNINGS)
        for proj in os.scandir(learn) if os.path.isdir(learn) else []:
            if proj.is_dir() and proj.stat().st_mtime_ns >= ns:
                return True
        return False

    def _executable(self, relpaths: list[str]) -> list[str]:
        """The KB files (notes and top files) with an executable bit: a file committed so by hand."""
        out = []
        for rel in [*relpaths, *KB_FILES]:
            try:
                if os.stat(self.path / rel).st_mode & stat.S_IXUSR:
                    out.append(rel)
            except OSError:
                continue
        return out

    def notes_touched_since(self, ns: int, seen: dict[str, int] | None = None) -> bool:
        """``touched_since`` over every note file, listed and statted in one pass (no sorting,
        no path building per note): the check every first search makes for hand edits."""
        seen = seen or {}

        def moved(rel: str, mtime: int) -> bool:
            return mtime >= ns and seen.get(rel) != mtime

        root = str(self.path)
        for rel in [*KB_FILES, "", LEARNINGS, "memory/meta", "memory/episodes"]:
            try:
                if moved(rel, os.stat(os.path.join(root, rel)).st_mtime_ns):
                    return True
            except FileNotFoundError:
                return True
        seen_projects: set[str] = set()
        for proj, br in shard_dirs(self.path):
            if proj.name not in seen_projects:
                seen_projects.add(proj.name)
                if moved(f"{LEARNINGS}/{proj.name}", proj.stat(follow_symlinks=False).st_mtime_ns):
                    return True
            prefix = f"{LEARNINGS}/{proj.name}/{br.name}"
            if moved(prefix, br.stat(follow_symlinks=False).st_mtime_ns):
                return True
            for f in os.scandir(br.path):
                if f.name.endswith(".md") and not f.name.startswith("."):
                    try:
                        st = f.stat(follow_symlinks=False)
                    except FileNotFoundError:
                        return True
                    if stat.S_ISREG(st.st_mode) and moved(f"{prefix}/{f.name}", st.st_mtime_ns):
                        return True
        return False

    def uncommitted(self) -> list[str]:
        """Note and KB files changed by hand (or by a crash) and not yet committed."""
        from reflectgit import gitops

        tracked, changed = gitops.worktree_state(self.repo)
        changed |= {rel for rel in self.note_relpaths() if rel not in tracked}
        changed |= {rel for rel in self._skill_relpaths() if rel not in tracked}  # a skill written by hand
        return sorted(changed)

    def _skill_relpaths(self) -> list[str]:
        """Every regular file under ``skills/`` (hidden files and caches left out)."""
        root = self.path / "skills"
        out: list[str] = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
            for name in sorted(filenames):
                full = Path(dirpath) / name
                if not name.startswith(".") and not full.is_symlink() and full.is_file():
                    out.append(full.relative_to(self.path).as_posix())
        return out

    def status(self) -> dict[str, Any]:
        """Counts and state. Fast path: when HEAD is the one we last saw clean and no file
        changed since, cached commit info and counts are reused and no git library loads."""
        import time

        from reflectgit.git_refs import read_ref

        started = time.time_ns()
        head = read_ref(self.path / ".git")
        files = self.note_relpaths()
        state = self._read_state()
        fresh = bool(head) and state.get("head") == head and not self.touched_since(
            state.get("clean_since_ns", 1 << 62), files, executable=state.get("executable", []))
        counts = state.get("counts") if fresh else None
        if counts is None or counts.get("notes") != len(files) or "invalid" not in counts:
            counts = _count(self.path, files, self.refused_notes(files))
        if fresh:
            last, uncommitted = state["last_commit"], []
        else:
            from reflectgit import gitops

            entry = gitops.last_commit(self.repo)
            last = None if entry is None else {"commit": entry.sha, "time": entry.iso_time(),
                                               "subject": strip_private(entry.subject),
                                               "actor": strip_private(entry.actor), "op": strip_private(entry.op)}
            uncommitted = self.uncommitted()
        if head and not uncommitted:
            self._write_state({"head": head, "clean_since_ns": state.get("clean_since_ns") if fresh else started,
                               "last_commit": last, "counts": counts, "executable": state.get("executable", [])
                               if fresh else self._executable(files)})
        configured = {name: ("(set)" if name.endswith("_KEY") else os.environ[name])
                      for name in config.SETTINGS if os.environ.get(name)}
        from reflectgit.team import shown_settings

        configured.update(shown_settings())  # team mode's, a DSN without its password
        from reflectgit import pending
        from reflectgit.llm import spend_summary
        from reflectgit.recall_log import summary

        return {"kb": str(self.path), **counts, "pending": pending.counts(self), "last_commit": last,
                "remote": _remote_url(self.path),
                "uncommitted": uncommitted, "configured": configured, "ignored": config.setting_problems(),
                "recall": summary(self.path / DERIVED),
                "llm": spend_summary(self.path / DERIVED)}


def _count(root: Path, relpaths: list[str], refused: dict[str, str] | None = None) -> dict[str, Any]:
    """Notes by status, project and shard; status lines are scanned, not fully parsed. A file in
    ``refused`` (path: why the index refuses it) counts as ``invalid``, whatever its status says."""
    by_status: dict[str, int] = {}
    by_project: dict[str, int] = {}
    by_shard: dict[str, int] = {}
    contradicted: list[str] = []
    hidden = 0
    refused = refused or {}
    for rel in relpaths:
        _, proj, br, _ = rel.split("/")
        st, clash, kept_out = _scan_status(os.path.join(root, rel))
        if rel in refused:
            st, clash, kept_out = "invalid", False, False
        if clash:
            contradicted.append(rel.rsplit("/", 1)[-1][:-3])
        hidden += kept_out
        by_status[st] = by_status.get(st, 0) + 1
        by_project[proj] = by_project.get(proj, 0) + 1
        by_shard[f"{proj}/{br}"] = by_shard.get(f"{proj}/{br}", 0) + 1
    return {"notes": len(relpaths), "by_status": dict(sorted(by_status.items())),
            "by_project": dict(sorted(by_project.items())), "by_branch": dict(sorted(by_shard.items())),
            "contradictions": contradicted, "hidden": hidden,
            "invalid": [{"path": rel, "problem": refused[rel]} for rel in relpaths if rel in refused]}


def _remote_url(root: Path, name: str = "origin") -> str | None:
    from reflectgit.project import GitDirs, remote_url

    git = root / ".git"
    return remote_url(GitDirs(root, git, git), name)


def _git_busy_in(root: Path) -> bool | None:
    """Whether a ``git`` process runs in (or has a file open under) the KB: True, False, or None
    where processes cannot be listed (no /proc)."""
    proc = Path("/proc")
    if not proc.is_dir():
        return None
    here = str(root.resolve())
    for pid in os.listdir(proc):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            if (proc / pid / "comm").read_text().strip() not in ("git", "git-remote-http", "git-upload-pack"):
                continue
            cwd = os.readlink(proc / pid / "cwd")
        except OSError:
            continue
        if cwd == here or cwd.startswith(here + os.sep):
            return True
    return False


def _scan_status(path: str) -> tuple[str, bool, bool]:
    """(status, whether the note carries an unresolved merge contradiction, whether it is hidden)."""
    try:
        with open(path, "rb") as f:
            head = f.read(65536).decode("utf-8", "replace")
    except OSError:
        return "unreadable", False, False
    if not head.startswith("---"):
        return "invalid", False, False
    status, clash, hidden = "active", False, False
    for line in head.splitlines()[1:]:
        if line.rstrip() == "---":
            break
        if line.startswith("status:"):
            value = line[len("status:"):].split("#", 1)[0].strip().strip("'\"")
            status = value if value in STATUSES else "invalid"
        elif line.startswith("contradicts:"):
            clash = True
        elif line.startswith("hidden:"):
            hidden = line[len("hidden:"):].split("#", 1)[0].strip().strip("'\"").lower() in ("true", "yes", "on")
    return status, clash, hidden


def _refuse_foreign_remote(kb: KB, url: str, own: bool = False) -> str | None:
    """``init --remote`` only adopts a remote that is empty or already holds this KB's commits:
    a remote holding someone's KB is joined with ``clone``, not merged by accident later.
    ``own``: this KB existed before (it may hold notes): ``sync URL`` merges it with the KB there,
    which ``clone`` would leave behind (review: the refusal offered only the clone).
    Returns why the remote cannot be reached now (it is adopted anyway: sync retries), or None."""
    from reflectgit import network

    heads = network.heads_or_why(kb.repo, url)
    if isinstance(heads, str):
        return heads
    foreign = sorted(ref.decode(errors="replace") for ref, sha in heads.items()
                     if sha not in kb.repo.object_store)
    if foreign:
        from reflectgit import network

        if network.kb_folder(url):
            raise KBError(f"is another KB's folder (a checked-out repository), not a remote: {network.SHARE_THROUGH_BARE}",
                          file=url, field="--remote")
        if own:
            raise KBError(f"already holds commits ({', '.join(foreign[:3])}) of another KB; to merge this KB's notes "
                          f"with it run `reflectgit sync {url}`, then `reflectgit init --remote {url}` makes it "
                          f"origin (or `reflectgit clone {url}` into another folder to join it without them)",
                          file=url, field="--remote")
        raise KBError(f"already holds commits ({', '.join(foreign[:3])}); to join the KB there run "
                      f"`reflectgit clone {url}`, or give an empty remote", file=url, field="--remote")
    return None


def shard_dirs(kb_path: str | os.PathLike[str], ordered: bool = False) -> Iterator[tuple[os.DirEntry, os.DirEntry]]:
    """(project folder, branch folder) of every shard. A linked folder could lead anywhere on
    the machine, so none is ever followed; hidden folders are not shards."""
    root = os.path.join(kb_path, LEARNINGS)
    if os.path.islink(root) or not os.path.isdir(root):
        return

    def folders(path: str) -> list[os.DirEntry]:
        found = [e for e in os.scandir(path) if e.is_dir(follow_symlinks=False) and not e.name.startswith(".")]
        return sorted(found, key=lambda e: e.name) if ordered else found

    for proj in folders(root):
        for br in folders(proj.path):
            yield proj, br


def _kb_branch(repo: Any, heads: dict[bytes, bytes], head_ref: bytes | None) -> bytes | None:
    """The remote branch that holds a KB: its HEAD's branch first, then main, then any."""
    from reflectgit import gitops

    order = [r for r in (head_ref, b"refs/heads/main", b"refs/heads/master") if r in heads]
    order += sorted(r for r in heads if r not in order)
    for ref in order:
        if gitops.read_blob(repo, heads[ref], MARKER) is not None:
            return ref
    return None


def _prune_empty_dirs(start: Path, stop: Path) -> None:
    d = start
    while d != stop and stop in d.parents:
        try:
            d.rmdir()
        except OSError:
            return
        d = d.parent


__all__ = ["KB", "Transaction", "shard_path", "SCOPES", "STATUSES", "ID_PATTERN"]


def _close_if_alive(ref: Any) -> None:
    repo = ref()
    if repo is not None:
        repo.close()
