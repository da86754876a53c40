"""The one gate for what enters the KB from outside: sync, clone, import and hand edits.

A KB is shared, so a teammate's machine, a compromised remote or a downloaded archive can send
anything. Git refuses to *create* trees with ``..``, ``/`` or ``.git`` entries, but a remote only
sends bytes: dulwich (and any hostile peer) builds and pushes such trees happily. Everything that
arrives is checked here before one file is written, and what fails is refused whole:

- only regular files (mode 100644) under the KB's layout (``README.md``, ``MEMORY.md``,
  ``learnings/<project>/<branch>/<id>.md``, ``memory/...``, ``skills/...``);
- every path component a plain, bounded name: no ``.``/``..``, no ``/`` or ``\\``, no ``.git``
  in any spelling a file system folds to it, no control characters;
- notes that parse (aliases and nesting bounded, see ``note.load_yaml``), validate, fit the
  size limit, carry the id their file is named after, and whose ids are unique across shards;
- git's own settings files (``.gitattributes``, ``.gitignore``) at the top only, and the
  attributes holding only reflectgit's rules: an attribute changes how git reads, writes and
  merges files (``working-tree-encoding`` makes ``git status`` fail, ``-merge`` switches the note
  driver off), so a remote may not set one;
- the KB's marker present, so a merge can never delete the KB.
"""

from __future__ import annotations

import re
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from reflectgit.errors import KBError, NoteError

REGULAR = 0o100644
TREE = 0o040000
MAX_NAME_BYTES = 128
MAX_DEPTH = 8
MAX_FILE_BYTES = 64 << 20  # memory/ logs grow; nothing legitimate is near this
TOP_FILES = frozenset({"README.md", "MEMORY.md", ".gitattributes", ".gitignore", "pending-reflection.md"})
TOP_FOLDERS = frozenset({"learnings", "memory", "skills", "corpora"})
MARKER = "memory/meta/kb.yaml"
#: Characters HFS+ and NTFS ignore in names, so ``.g\u200cit`` is ``.git`` to them.
_IGNORED = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                                  "\u206a\u206b\u206c\u206d\u206e\u206f\ufeff"))


class Refused(KBError):
    """Something that arrived would have put the KB or the machine at risk; nothing was written."""


def printable(path: str) -> str:
    """A path as one safe line: control characters escaped, long names cut."""
    shown = path if path.isprintable() else repr(path)[1:-1]
    return shown if len(shown) <= 160 else shown[:150] + "..." + shown[-7:]


#: Names that are plainly safe (what every name reflectgit writes looks like): checked at once.
_PLAIN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]{0,127}")


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be one component of a KB path, or None when it can."""
    if _PLAIN.fullmatch(name):
        return None
    if name in ("", ".", ".."):
        return f"has a {name or 'empty'!r} path component"
    if "/" in name or "\\" in name:
        return "has a path component containing a slash"
    if any(ord(c) < 32 or ord(c) == 127 for c in name):
        return "has a control character in its name"
    if len(name.encode("utf-8", "surrogateescape")) > MAX_NAME_BYTES:
        return f"has a name longer than {MAX_NAME_BYTES} bytes"
    folded = _folded(name)
    if folded in (".git", "git~1", ".reflectgit") or folded.startswith(".git:"):
        return f"would create {name!r}, a git folder inside the KB (it could run commands)"
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return "has a name that is not valid UTF-8"
    return None


def _folded(name: str) -> str:
    """``name`` as a case-insensitive file system that drops trailing dots and spaces (NTFS) and
    invisible characters (HFS+) sees it."""
    return name.translate(_IGNORED).lower().rstrip(". ")


#: Files git reads for its own behaviour, and the NTFS short names git's fsck knows for them.
_GIT_FILES = (".gitattributes", ".gitignore", ".gitmodules")
_GIT_SHORT = re.compile(r"(gitatt|gi7d29|gitign|gi250a|gitmod|gi7eba)~[0-9]+")


def _git_file(name: str) -> bool:
    folded = _folded(name)
    return folded in _GIT_FILES or bool(_GIT_SHORT.fullmatch(folded))


def path_problem(path: str, mode: int = REGULAR) -> str | None:
    """Why ``path`` (with git ``mode``) cannot be a file of a KB, or None when it can."""
    parts = path.split("/")
    for part in parts:
        problem = name_problem(part)
        if problem:
            return problem
    if stat.S_ISLNK(mode):
        return "is a symbolic link (links could expose files outside the KB)"
    if mode == 0o160000:
        return "is a submodule"
    if mode != REGULAR:
        return f"has mode {mode:o}; KB files are regular, non-executable files (100644)"
    if len(parts) > MAX_DEPTH:
        return f"is nested more than {MAX_DEPTH} folders deep"
    if len(parts) > 1 and _git_file(parts[-1]):
        return ("is a git settings file below the top of the KB (git would apply it to the files there); "
                "the KB's own are the top-level .gitattributes and .gitignore")
    if len(parts) == 1:
        return None if path in TOP_FILES else "is outside the KB layout (README.md, MEMORY.md, learnings/, memory/, skills/, corpora/)"
    top = parts[0]
    if top not in TOP_FOLDERS:
        return "is outside the KB layout (README.md, MEMORY.md, learnings/, memory/, skills/, corpora/)"
    if top == "learnings":
        if parts[1:] == [".gitkeep"] or (len(parts) == 4 and (parts[3] == ".gitkeep" or _note_name(parts[3]))):
            return None
        if len(parts) == 4 and parts[3].endswith(".md"):  # review: `lrn-handA.md` was only "not a note"
            return ("is not a note: a note's file is named after its id, 3-64 lowercase letters, digits, "
                    "'.', '_' or '-'")
        return "is not a note: notes live at learnings/<project>/<branch>/<id>.md"
    return None


def _note_name(name: str) -> bool:
    from reflectgit.note import ID_PATTERN

    return name.endswith(".md") and bool(ID_PATTERN.match(name[:-3]))


def is_note_path(path: str) -> bool:
    parts = path.split("/")
    return len(parts) == 4 and parts[0] == "learnings" and parts[3] != ".gitkeep"


def note_problem(data: bytes, path: str) -> NoteError | None:
    """Why the bytes at ``path`` are not a note we can keep, or None."""
    from reflectgit import config
    from reflectgit.note import Note, validate

    try:
        note = Note.parse(data, path=path, limit=config.max_note_bytes())
        validate(note, file=path)
    except NoteError as exc:
        return exc
    stem = path.rsplit("/", 1)[-1][:-3]
    if note.id != stem:
        return NoteError(f"id {note.id!r} does not match the file name", file=path, field="id")
    return None


ATTRIBUTES = ".gitattributes"
#: The rule that hands notes to reflectgit's merge driver: plain `git merge` needs it.
DRIVER_RULE = ("learnings/**/*.md", "merge=reflectgit")
#: Rules older versions of the template wrote: a KB made then still carries them.
_OLD_RULES = frozenset({("memory/meta/*.jsonl", "merge=union"), ("memory/meta/counters/*.jsonl", "merge=union")})
_BLANKS = re.compile(r"[ \t\r]+")  # what git splits an attributes line on


def _rule(line: str) -> tuple[str, ...]:
    """One attributes line as git reads it: its words, or () for a blank line or a comment."""
    words = tuple(w for w in _BLANKS.split(line) if w)
    return () if not words or words[0].startswith("#") else words


def template_rules() -> frozenset[tuple[str, ...]]:
    """The attribute rules reflectgit writes (its template's, and the ones earlier templates wrote)."""
    from reflectgit.layout import template

    return frozenset(filter(None, map(_rule, template("gitattributes").decode().splitlines()))) | _OLD_RULES


def attributes_problem(data: bytes) -> str | None:
    """Why ``data`` cannot be the KB's ``.gitattributes``, or None. Only reflectgit's own rules: any
    other attribute changes how git reads, writes or merges files (``working-tree-encoding`` makes
    plain ``git status`` fail, ``eol`` rewrites every note, ``-merge`` takes the notes from the merge
    driver), and attributes are never needed to keep notes."""
    allowed = template_rules()
    rules = []
    for number, line in enumerate(data.decode("utf-8", "replace").split("\n"), 1):
        rule = _rule(line)
        if rule and rule not in allowed:
            return (f"line {number} ({printable(line.strip()[:80])}) is not a rule reflectgit writes; "
                    "other attributes change how git reads and merges the KB's files")
        rules.append(rule)
    if DRIVER_RULE not in rules:
        return f"does not declare the note merge driver ({' '.join(DRIVER_RULE)}), so `git merge` would merge notes line by line"
    return None


def content_problem(data: bytes, path: str) -> tuple[str, str] | None:
    """(field, why) the bytes at ``path`` cannot be kept, or None: notes and the attributes are read."""
    if is_note_path(path):
        err = note_problem(data, path)
        return None if err is None else (err.field or "content", err.message)
    if path == ATTRIBUTES:
        why = attributes_problem(data)
        return None if why is None else ("content", why)
    return None


def is_read(path: str) -> bool:
    """Whether the gate reads this file's bytes (the others are checked by path and mode alone)."""
    return path == ATTRIBUTES or is_note_path(path)


def _fixer(path: str) -> str:
    """How to fix the file at ``path`` in the KB that holds it."""
    stem = path.rsplit("/", 1)[-1][:-3]
    if is_note_path(path) and path.endswith(".md") and not path_problem(path):
        return f"`reflectgit edit {stem}`; `reflectgit doctor` lists every problem"
    return "what `reflectgit doctor` says"


def fix_at_sender(path: str, fieldname: str) -> str:
    """How to go on when a remote sends what the gate refuses (sync, clone)."""
    return "" if fieldname == "path" else f"; fix it where it was written ({_fixer(path)} there) and sync again"


def fix_at_clone(path: str, fieldname: str) -> str:
    """How to go on when the remote a clone reads holds what the gate refuses."""
    return "" if fieldname == "path" else (f"; fix it where it was written ({_fixer(path)} there), sync it "
                                           "and clone again")


def fix_at_exporter(path: str, fieldname: str) -> str:
    """How to go on when an archive holds what the gate refuses (import)."""
    if fieldname == "path":
        return ""
    return (f"; fix it in the KB the archive was exported from ({_fixer(path)} there), export it again "
            "and import the new archive")


@dataclass
class Check:
    """Collects what is wrong with one arriving set of files; ``verdict`` raises if anything is.

    ``fix`` says how to go on (from the first problem's path and field) where the files came
    from; ``blame`` names what brought a path (a commit and its author), when that is known."""

    source: str
    problems: list[tuple[str, str, str]] = field(default_factory=list)  # (path, field, message)
    ids: dict[str, str] = field(default_factory=dict)
    paths: set[str] = field(default_factory=set)
    fix: Callable[[str, str], str] = fix_at_sender
    blame: Callable[[str], str | None] | None = None

    def entry(self, path: str, mode: int, data: bytes | None, size: int | None = None) -> None:
        """One file; ``data`` None means its content is already trusted (ours)."""
        problem = path_problem(path, mode)
        if problem:
            self.problems.append((path, "path", problem))
            return
        self.paths.add(path)
        if size is not None and size > MAX_FILE_BYTES:
            self.problems.append((path, "size", f"is {size} bytes, more than {MAX_FILE_BYTES}"))
            return
        if is_note_path(path):
            note_id = path.rsplit("/", 1)[-1][:-3]
            if note_id in self.ids:
                self.problems.append((path, "id", f"id {note_id!r} is also stored at {self.ids[note_id]}"))
            self.ids.setdefault(note_id, path)
        found = content_problem(data, path) if data is not None else None
        if found is not None:
            self.problems.append((path, *found))

    def finish(self, require_marker: bool = True) -> list[tuple[str, str, str]]:
        """Every problem found, the KB's marker missing included (when it is required)."""
        if require_marker and MARKER not in self.paths and not any(p[0] == MARKER for p in self.problems):
            self.problems.append((MARKER, "path", "is missing: this would delete the KB (every command would "
                                  "then say 'not a reflectgit KB')"))
        return self.problems

    def verdict(self, require_marker: bool = True) -> None:
        if not self.finish(require_marker):
            return
        path, fieldname, message = self.problems[0]
        more = f" (and {len(self.problems) - 1} more problem(s))" if len(self.problems) > 1 else ""
        came = self.blame(path) if self.blame is not None else None
        hint = (f"; it came with {came}" if came else "") + self.fix(path, fieldname)
        raise Refused(f"{printable(path)}: {message}{more}. Refused: nothing was written{hint}", file=self.source,
                      field=fieldname)

    def to_list(self) -> list[dict[str, str]]:
        return [{"path": p, "field": f, "message": m} for p, f, m in self.problems]


def refuse_own(check: Check, kb_path: Any, stopped: str, again: str, require_marker: bool = True) -> None:
    """Refuse to send the KB's own files (a push, an export) where the receiving side's gate
    would refuse them: one line naming the file and field, what did not happen, and how to fix
    it here. ``stopped`` says what was not done and why, ``again`` what to run once fixed."""
    import os

    problems = check.finish(require_marker)
    if not problems:
        return
    path, fieldname, message = problems[0]
    more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
    how = own_fix(kb_path, path, fieldname, message)
    raise Refused(f"{message}{more}. {stopped}; {how}, then {again}",
                  file=printable(os.path.join(str(kb_path), path)), field=fieldname)


def own_fix(kb_path: Any, path: str, fieldname: str, message: str) -> str:
    """How to fix, in the KB at ``kb_path``, one of its own files the gate refuses: commands that
    work when pasted (a mode is fixed by its mode, a name by a rename, a note by `edit` or `forget`)."""
    import os
    from shlex import quote

    kb = quote(str(kb_path))  # the commands are copied into a shell: a hand-made name may hold `$(...)`
    shown = printable(quote(path))
    if path == MARKER:
        how = "`reflectgit doctor --fix` restores it"
    elif fieldname == "path" and path_problem(path) is None and "mode" in message:
        # the name is fine, the mode is not (an executable bit): the fix is the mode, never a rename or `git rm`
        full = printable(quote(os.path.join(str(kb_path), path)))
        how = (f"make it a plain file again (`chmod -x {full} && git -C {kb} commit -m 'not executable' -- "
               f"{shown}`)")
    elif fieldname == "path" and _note_name(path.rsplit("/", 1)[-1].lower()) and len(path.split("/")) == 4:
        lower = path.rsplit("/", 1)[0] + "/" + path.rsplit("/", 1)[-1].lower()
        how = (f"rename it with git (`git -C {kb} mv {shown} {printable(quote(lower))}`), make "
               f"the id inside match and `git -C {kb} commit -a -m 'rename'`")
    elif fieldname == "path":
        how = (f"it cannot be a file of a KB: take it out with git (`git -C {kb} rm {shown}`, "
               f"then `git -C {kb} commit`)")
    elif path == ATTRIBUTES:
        how = (f"keep only reflectgit's rules there (rules for this clone alone go in .git/info/attributes) and "
               f"commit it (`git -C {kb} commit -m 'attributes' -- {ATTRIBUTES}`)")
    elif message == _MARKERS:
        rebuilt = " (`reflectgit reflect daily` rebuilds its promotion block)" if path == "MEMORY.md" else ""
        how = (f"keep the lines you want, delete the markers{rebuilt} and commit it "
               f"(`git -C {kb} commit -m 'resolve' -- {shown}`)")
    elif is_note_path(path) and not path_problem(path):
        stem = path.rsplit("/", 1)[-1][:-3]
        how = (f"fix it (`reflectgit edit {stem}`; `reflectgit doctor` lists every problem) or remove it "
               f"(`reflectgit forget {stem} --reason ... --purge`, or delete the file)")
    else:
        how = f"fix it ({_fixer(path)})"
    return how


def walk_tree(store: Any, tree_id: bytes, check: Check, trusted: set[tuple[str, bytes]] | None = None,
              read: bool = True) -> dict[str, tuple[int, bytes]]:
    """Check every entry of a git tree, from its raw names (a joined path would hide an entry
    named ``a/b`` or ``..``); returns the flat ``path -> (mode, sha)`` of what passed.

    A ``(path, blob)`` pair in ``trusted`` (that very file is in our own tree) is not parsed
    again; the same bytes at another path are (review: a copy of README.md or of one of our
    notes at a new note path passed unchecked, and a clone of the merged remote was refused)."""
    flat: dict[str, tuple[int, bytes]] = {}
    stack: list[tuple[str, bytes, int]] = [("", tree_id, 0)]
    while stack:
        prefix, sha, depth = stack.pop()
        tree = _object(store, sha, b"tree")
        if tree is None:
            check.problems.append((prefix or "/", "path", "is a folder whose git object is missing or not a tree"))
            continue
        for entry in tree.iteritems():
            try:
                name = entry.path.decode("utf-8")
            except UnicodeDecodeError:
                check.problems.append((prefix + entry.path.decode("utf-8", "replace"), "path",
                                       "has a name that is not valid UTF-8"))
                continue
            path = prefix + name
            if stat.S_ISDIR(entry.mode):
                problem = name_problem(name)
                if problem:
                    check.problems.append((path, "path", problem))
                elif depth + 1 >= MAX_DEPTH:
                    check.problems.append((path, "path", f"is nested more than {MAX_DEPTH} folders deep"))
                else:
                    stack.append((path + "/", entry.sha, depth + 1))
                continue
            known = trusted is not None and (path, entry.sha) in trusted
            data = None
            size = None
            if read and not known and stat.S_ISREG(entry.mode):
                obj = _object(store, entry.sha, b"blob")
                if obj is None:
                    check.problems.append((path, "path", "is a file whose git object is missing or not a blob"))
                    continue
                size = obj.raw_length()
                data = obj.as_raw_string() if size <= MAX_FILE_BYTES else b""
            before = len(check.problems)
            check.entry(path, entry.mode, data if is_read(path) else None, size)
            if len(check.problems) == before:
                flat[path] = (entry.mode, entry.sha)
    return flat


def _object(store: Any, sha: bytes, kind: bytes) -> Any:
    """The object ``sha`` when it exists and is of ``kind``; a crafted tree may point anywhere."""
    try:
        obj = store[sha]
    except (KeyError, ValueError):
        return None
    return obj if obj.type_name == kind else None


def check_commit(repo: Any, commit: bytes, source: str, trusted: set[tuple[str, bytes]] | None = None,
                 known: Sequence[bytes] = (), fix: Callable[[str, str], str] = fix_at_sender,
                 ) -> dict[str, tuple[int, bytes]]:
    """Refuse a commit whose tree could not safely be checked out as a KB; the refusal names
    the commit (not reachable from ``known``) that brought the first problem, and its author."""
    check = Check(source, fix=fix, blame=lambda path: brought_by(repo, commit, path, known))
    try:
        obj = repo.object_store[commit]
        tree = obj.tree
    except (KeyError, AttributeError):
        raise Refused(f"commit {commit.decode(errors='replace')[:12]} is missing or not a commit",
                      file=source, field="commit") from None
    flat = walk_tree(repo.object_store, tree, check, trusted)
    check.verdict()
    return flat


def check_merged(store: Any, tree_id: bytes, source: str, trusted: set[tuple[str, bytes]],
                 fix: Callable[[str, str], str] = fix_at_sender, ours: bytes | None = None) -> None:
    """Refuse a merged tree that could not be checked out as a KB: two sides that each passed can
    still merge into one id in two shards, or a note past its limit. A file our own tree (``ours``)
    already holds as it is (a mode or a name committed here with plain git) is not the remote's
    doing: the check before the push names it here (review: the merge was refused, blaming the remote)."""
    check = Check(source, fix=fix)
    walk_tree(store, tree_id, check, trusted)
    if ours is not None and check.problems:
        mine = _entries(store, ours)
        merged = _entries(store, tree_id)
        check.problems = [p for p in check.problems
                          if not (p[1] == "path" and p[0] in mine and mine[p[0]] == merged.get(p[0]))]
    check.verdict()


def _entries(store: Any, tree_id: bytes) -> dict[str, tuple[int, bytes]]:
    """``path -> (mode, sha)`` of every file of a tree (names git can hold but we refuse are kept raw)."""
    from dulwich.object_store import iter_tree_contents

    return {e.path.decode("utf-8", "replace"): (e.mode, e.sha) for e in iter_tree_contents(store, tree_id)}


def check_files(files: dict[str, bytes], modes: dict[str, int], source: str, require_marker: bool = True,
                fix: Callable[[str, str], str] = fix_at_exporter) -> None:
    """Refuse an archive's files (path -> bytes, with the modes its manifest declares)."""
    check = Check(source, fix=fix)
    for path in sorted(files):
        check.entry(path, modes.get(path, REGULAR), files[path], len(files[path]))
    check.verdict(require_marker)


def check_outgoing(repo: Any, commit: bytes, kb_path: Any, remote_tip: bytes | None, stopped: str,
                   again: str) -> None:
    """Refuse to push ``commit`` when the gate every receiving machine runs (:func:`check_commit`)
    would refuse it: a note committed by hand with plain git would otherwise go out, and every
    other machine's sync would stop on it. What the remote already holds is not parsed again."""
    refuse_own(outgoing(repo, commit, kb_path, trusted_blobs(repo, remote_tip)), kb_path, stopped, again)


def check_unresolved(repo: Any, commit: bytes, kb_path: Any, remote_tip: bytes | None, stopped: str,
                     again: str) -> None:
    """Refuse to push text agents read as it is (MEMORY.md, memory/, skills/) that holds conflict
    markers no merge of ours would commit: a plain `git commit -a` after a stopped merge sent them
    to every machine's sessions (review27). Only files the remote does not already hold are read,
    and only those folders are walked (a push of a 100k-note KB does not list every note again)."""
    store = repo.object_store
    theirs = _agent_texts(store, store[remote_tip].tree) if remote_tip is not None else {}
    check = Check(str(kb_path))
    for path, sha in sorted(_agent_texts(store, store[commit].tree).items()):
        if theirs.get(path) != sha:
            blob = _object(store, sha, b"blob")
            if blob is not None and has_conflict_markers(blob.as_raw_string()):
                check.problems.append((path, "content", _MARKERS))
    refuse_own(check, kb_path, stopped, again, require_marker=False)


def _agent_texts(store: Any, tree_id: bytes) -> dict[str, bytes]:
    """``path -> blob id`` of the files agents read as they are (:func:`is_agent_text`) in a tree."""
    from dulwich.object_store import tree_lookup_path

    out: dict[str, bytes] = {}
    for top in ("MEMORY.md", "memory", "skills"):
        try:
            _mode, sha = tree_lookup_path(store.__getitem__, tree_id, top.encode())
        except (KeyError, NotADirectoryError):
            continue
        obj = _object(store, sha, b"tree" if top != "MEMORY.md" else b"blob")
        if obj is None:
            continue
        found = {top: sha} if top == "MEMORY.md" else {f"{top}/{p}": e[1] for p, e in _entries(store, sha).items()}
        out.update({p: blob for p, blob in found.items() if is_agent_text(p)})
    return out


def is_agent_text(path: str) -> bool:
    """Files agents read as they are: a conflict marker in them reaches every session."""
    return path == "MEMORY.md" or (path.endswith(".md") and path.split("/", 1)[0] in ("memory", "skills"))


def outgoing(repo: Any, commit: bytes, kb_path: Any, trusted: set[tuple[str, bytes]]) -> Check:
    """The receiving gate's check of our own ``commit`` (every file's path and mode, and the bytes of
    the notes and attributes not in ``trusted``), before a push (:func:`check_outgoing`) or after
    one made with plain git (``sent_check``)."""
    check = Check(str(kb_path))
    walk_tree(repo.object_store, repo.object_store[commit].tree, check, trusted)
    return check


def brought_by(repo: Any, tip: bytes, path: str, known: Sequence[bytes] = (), limit: int = 1000) -> str | None:
    """``commit <sha> by <author> ("<subject>")``: the newest commit reachable from ``tip`` (and
    not from ``known``) that gave ``path`` what ``tip`` holds there (or removed it), or None."""
    store = repo.object_store

    def at(commit: bytes) -> bytes | None:
        from dulwich.object_store import tree_lookup_path

        try:
            return tree_lookup_path(store.__getitem__, store[commit].tree, path.encode("utf-8", "surrogateescape"))[1]
        except Exception:  # noqa: BLE001 - a crafted tree fails in many ways; then nothing is named
            return None

    try:
        wanted = at(tip)
        for entry in repo.get_walker(include=[tip], exclude=list(known), max_entries=limit):
            commit = entry.commit
            if at(commit.id) == wanted and all(at(parent) != wanted for parent in commit.parents):
                subject = commit.message.decode("utf-8", "replace").strip().split("\n", 1)[0][:60]
                return (f"commit {commit.id.decode()[:12]} by {printable(commit.author.decode('utf-8', 'replace'))} "
                        f"({printable(subject)!r})")
    except Exception:  # noqa: BLE001 - naming the commit is a courtesy; the refusal stands without it
        return None
    return None


def trusted_blobs(repo: Any, commit: bytes | None) -> set[tuple[str, bytes]]:
    """``(path, blob id)`` of every file of our own commit: a file already ours, where it is, is
    not parsed again."""
    if commit is None:
        return set()
    return {(path, sha) for path, (_mode, sha) in _entries(repo.object_store, repo.object_store[commit].tree).items()}


def scan_worktree(root: Any) -> list[dict[str, str]]:
    """What should not be in a KB's folder (a link, a nested ``.git``, a file outside the
    layout), for ``doctor``: anything that slipped in before this gate, or by hand."""
    import os

    out: list[dict[str, str]] = []
    base = str(root)
    for dirpath, dirnames, filenames in os.walk(base):
        rel_dir = os.path.relpath(dirpath, base)
        rel_dir = "" if rel_dir == "." else rel_dir.replace(os.sep, "/") + "/"
        if not rel_dir:
            dirnames[:] = [d for d in dirnames if d not in (".git", ".reflectgit")]
        for d in list(dirnames):
            full = os.path.join(dirpath, d)
            problem = "is a symbolic link to a folder" if os.path.islink(full) else name_problem(d)
            if problem:
                out.append({"path": rel_dir + d, "field": "path", "message": problem})
                dirnames.remove(d)
        for f in filenames:
            if f.endswith(".rgtmp") or (not rel_dir and f in (".DS_Store",)):
                continue
            full = os.path.join(dirpath, f)
            st = os.lstat(full)
            mode = REGULAR if stat.S_ISREG(st.st_mode) else (0o120000 if stat.S_ISLNK(st.st_mode) else st.st_mode)
            problem = path_problem(rel_dir + f, mode)
            if problem:
                out.append({"path": rel_dir + f, "field": "path", "message": problem})
    return out


_MARKERS = "holds git conflict markers (<<<<<<< ... >>>>>>>) committed with plain git: agents read them as they are"
_CONFLICT_START = re.compile(rb"^<{7}(?: |$)", re.M)
_CONFLICT_END = re.compile(rb"^>{7}(?: |$)", re.M)


def has_conflict_markers(data: bytes) -> bool:
    """Whether ``data`` holds the lines a conflicted ``git merge`` leaves (start and end markers)."""
    return bool(_CONFLICT_START.search(data) and _CONFLICT_END.search(data))


def worktree_file(root: Any, rel: str) -> bytes:
    """A hand-edited file about to be committed: a regular file on a safe path, or refused."""
    import os

    from reflectgit.fsutil import linked_parent, read_regular

    full = os.path.join(str(root), rel)
    problem = path_problem(rel) or (f"is reached through the link {linked_parent(root, rel)}"
                                    if linked_parent(root, rel) else None)
    if problem:
        raise Refused(problem, file=printable(rel), field="path")
    data = read_regular(full)
    if has_conflict_markers(data):
        raise Refused("holds git conflict markers (<<<<<<< ... >>>>>>>) left by an unfinished merge: resolve them "
                      "(or `git merge --abort` in the KB) before it is committed", file=printable(rel),
                      field="content")
    if is_note_path(rel):
        err = note_problem(data, rel)
        if err is not None:
            raise err
    why = attributes_problem(data) if rel == ATTRIBUTES else None
    if why is not None:
        raise Refused(f"{why}. Not committed: a teammate's sync would refuse it; keep rules for this clone alone "
                      "in .git/info/attributes", file=rel, field="content")
    return data


__all__ = ["Check", "Refused", "brought_by", "check_commit", "check_files", "check_merged", "check_outgoing",
           "check_unresolved", "is_agent_text",
           "fix_at_exporter", "fix_at_sender", "name_problem", "outgoing", "path_problem", "refuse_own", "scan_worktree",
           "trusted_blobs", "walk_tree", "worktree_file"]
