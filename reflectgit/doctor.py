"""Health checks of a KB: every note validated, the repository and its layout sound.

Each finding says what is wrong, where, and the command that fixes it; ``fix=True`` applies
the safe repairs (restore layout files, commit valid hand edits, drop stale temp files).
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from reflectgit.errors import NoteError, ReflectgitError, first_line
from reflectgit.fsutil import TMP_SUFFIX, make_plain
from reflectgit.gate import worktree_file
from reflectgit.kb import KB, KB_FILES, LEARNINGS, template
from reflectgit.note import validate
from reflectgit.project import slug


@dataclass
class Finding:
    level: str  # error | warning
    path: str
    field: str | None
    message: str
    fix: str

    def to_dict(self) -> dict[str, str | None]:
        return asdict(self)


def check(kb: KB) -> list[Finding]:
    findings: list[Finding] = []
    findings += _check_repo(kb)
    findings += _check_layout(kb)
    findings += _check_conflict_markers(kb)
    findings += _check_arrivals(kb)
    findings += _check_notes(kb)
    findings += _check_uncommitted(kb)
    findings += _check_temp_files(kb)
    findings += _check_settings()
    findings += _check_model()
    findings += _check_team(kb)
    findings += _check_wiring(Path.cwd(), kb)
    findings += _check_hook_queue(kb, Path.cwd())
    findings += _check_lost_commits(kb, Path.cwd())
    findings += _check_memory(kb)
    findings += _check_daily(kb)
    return findings


def repair(kb: KB) -> list[str]:
    """Apply the safe fixes; returns what was done."""
    from reflectgit.merge import driver

    done: list[str] = []
    with kb.lock():  # settles a write a crash interrupted first: never committed as a hand edit
        done += kb.recovered
        kb.recovered.clear()
    if driver.register(kb.repo):
        done.append("registered the note merge driver in .git/config")
    for tmp in _temp_files(kb):
        tmp.unlink(missing_ok=True)
        done.append(f"removed interrupted write {tmp.relative_to(kb.path)}")
    bad = {f.path for f in _check_notes(kb) + _check_arrivals(kb) if f.level == "error"}
    pending = [p for p in kb.uncommitted() if p not in bad]
    from reflectgit import gitops

    staged_only = {p: None for p in pending if not os.path.lexists(kb.path / p) and not head_has(kb, p)}
    if staged_only:  # staged, then deleted by hand, never committed: only git's index remembers it
        gitops.refresh_index(kb.repo, staged_only)
        pending = [p for p in pending if p not in staged_only]
    head = gitops.head_sha(kb.repo)
    for rel in [p for p in pending if _made_executable(kb, head, p)]:
        make_plain(kb.path / rel)  # as `sync` does: nothing to commit, the bit to take off
        gitops.refresh_index(kb.repo, {rel: (kb.path / rel).read_bytes()})
        pending.remove(rel)
        done.append(f"made {rel} a plain file again (KB files are never executable)")
    missing = [rel for rel in KB_FILES if not (kb.path / rel).exists()]
    if pending and (kb.path / ".git" / "MERGE_HEAD").exists():  # git's merge owns them until it ends
        done.append(f"left {len(pending)} changed file(s) uncommitted: a `git merge` is unfinished; `git commit` "
                    "in the KB ends it and commits them (see the .git/MERGE_HEAD error)")
        pending = []
    if not (pending or missing):
        return done
    with kb.transaction("doctor: commit repairs and hand edits", op="doctor --fix") as tx:
        for rel in missing:
            name = KB_FILES[rel]
            tx.write(rel, template(name) if name else b"")
            done.append(f"restored {rel}")
        for rel in pending:
            full = kb.path / rel
            if os.path.lexists(full):
                try:
                    tx.write(rel, worktree_file(kb.path, rel))
                except ReflectgitError as exc:
                    done.append(f"left {rel} uncommitted: {exc.message}")
                    continue
                done.append(f"committed hand edit {rel}")
            elif (kept := _valid_note_at_head(kb, rel)) is not None:
                # as `sync` does: absence is not deletion, a removal without a tombstone would be undone
                # by every other machine ("kept … the remote deleted without a tombstone")
                from reflectgit.fsutil import atomic_write

                full.parent.mkdir(parents=True, exist_ok=True)
                atomic_write(full, kept)
                gitops.refresh_index(kb.repo, {rel: kept})
                done.append(f"restored {rel}, a note deleted by hand: `reflectgit forget {Path(rel).stem} --reason WHY "
                            "--purge` deletes it for every machine")
            elif head_has(kb, rel):
                tx.remove(rel)
                done.append(f"committed removal of {rel}")
    return done


def _check_repo(kb: KB) -> list[Finding]:
    from reflectgit import gitops

    out = []
    try:
        sha = gitops.head_sha(kb.repo)
        if sha is None:
            return [Finding("error", ".git", None, "the KB has no commits",
                            "run `reflectgit init` to create the first commit")]
        commit = kb.repo.object_store[sha]
        kb.repo.object_store[commit.tree]
    except KeyError as exc:
        out.append(Finding("error", ".git", None, f"missing git object {exc}",
                           "restore the KB from a clone or a remote (`reflectgit clone URL`)"))
    if (kb.path / ".git" / "MERGE_HEAD").exists():
        out.append(Finding("error", ".git/MERGE_HEAD", None,
                           "a `git merge` in the KB is unfinished: nothing is committed or synced until it ends",
                           "resolve the files `git status` names in the KB, `git add` them and `git commit` "
                           "(or `git merge --abort`), then `reflectgit sync`"))
    for lock in kb.stale_git_locks():
        out.append(Finding("error", str(lock.relative_to(kb.path)), None,
                           "a git lock left by a killed writer: every KB write fails while it is there",
                           "run `reflectgit doctor --fix` (any write removes it too)"))
    return out


def _check_conflict_markers(kb: KB) -> list[Finding]:
    """Conflict markers a plain `git merge` left and someone committed (upgrade review: an older
    reflectgit's advice put them in MEMORY.md, a sync carried them to every machine, and agents read
    them). Only the files agents read as they are; a note with markers does not parse (`_check_notes`)."""
    from reflectgit.gate import has_conflict_markers

    out = []
    files = [kb.path / "MEMORY.md", *sorted((kb.path / "memory").rglob("*.md")), *sorted((kb.path / "skills").rglob("*.md"))]
    for path in files:
        try:
            data = path.read_bytes() if path.is_file() and not path.is_symlink() else b""
        except OSError:
            continue
        if has_conflict_markers(data):
            rel = path.relative_to(kb.path).as_posix()
            rebuilt = " (`reflectgit reflect daily` rebuilds MEMORY.md's promotion block)" if rel == "MEMORY.md" else ""
            out.append(Finding("error", rel, "content",
                               "holds git conflict markers (<<<<<<< ... >>>>>>>): agents read them as they are",
                               f"keep the lines you want and delete the markers{rebuilt}, then `reflectgit doctor "
                               "--fix` commits the file"))
    return out


def _check_arrivals(kb: KB) -> list[Finding]:
    """What the gate would refuse, found in the folder or in HEAD: links, nested git folders,
    files outside the layout. It slipped in before the gate, by hand, or by plain git."""
    from reflectgit import gate, gitops

    out = [Finding("error", f["path"], f["field"], f["message"],
                   f"remove it (`rm -rf {kb.path / f['path']}`) after checking what it is")
           for f in gate.scan_worktree(kb.path)]
    head = gitops.head_sha(kb.repo)
    if head is not None:
        check = gate.Check("HEAD")
        gate.walk_tree(kb.repo.object_store, kb.repo.object_store[head].tree, check, read=False)
        # the fix sync and export give for the same file (review26: `rm --cached` + `doctor --fix`
        # committed nothing for a note with an uppercase name, and the next hint failed when pasted)
        out += [Finding("error", f"HEAD:{f['path']}", f["field"], f["message"],
                        gate.own_fix(kb.path, f["path"], f["field"], f["message"])) for f in check.to_list()]
    return out


def _check_layout(kb: KB) -> list[Finding]:
    out = []
    for rel in KB_FILES:
        if not (kb.path / rel).exists():
            out.append(Finding("warning", rel, None, "layout file is missing",
                               "run `reflectgit doctor --fix` to restore it"))
    out += _check_attributes(kb)
    from reflectgit.merge import driver

    if not driver.is_registered(kb.repo):
        out.append(Finding("warning", ".git/config", "merge.reflectgit.driver",
                           "the note merge driver is not registered (or points to another Python), so "
                           "`git merge` would merge notes line by line", "run `reflectgit doctor --fix`"))
    return out


def _check_attributes(kb: KB) -> list[Finding]:
    """A hand-edited ``.gitattributes`` is warned about, never refused here: the KB stays usable,
    but `sync` will not commit it and a teammate's sync refuses it once pushed by plain git."""
    from reflectgit.fsutil import read_regular
    from reflectgit.gate import ATTRIBUTES, attributes_problem

    try:
        why = attributes_problem(read_regular(kb.path / ATTRIBUTES))
    except (OSError, NoteError):
        return []  # missing (the layout check says so) or a link (the arrivals check says so)
    if why is None:
        return []
    rules = "; ".join(line.decode() for line in template("gitattributes").splitlines() if not line.startswith(b"#"))
    return [Finding("warning", ATTRIBUTES, "content", why,
                    f"keep only reflectgit's rules there ({rules}); put rules for this clone alone in "
                    ".git/info/attributes")]


def _check_notes(kb: KB) -> list[Finding]:
    out: list[Finding] = []
    seen: dict[str, str] = {}
    for path in kb.note_files():
        rel = path.relative_to(kb.path).as_posix()
        try:
            note = kb.read(path)
            validate(note, file=rel)
        except NoteError as exc:
            out.append(Finding("error", rel, exc.field, exc.message,
                               f"fix it with `reflectgit edit {path.stem}` or in your editor"))
            continue
        if note.id != path.stem:
            out.append(Finding("error", rel, "id", f"id {note.id!r} does not match the file name",
                               f"rename the file to {note.id}.md or set id: {path.stem}"))
        if note.id in seen:
            out.append(Finding("error", rel, "id", f"id {note.id!r} is also used by {seen[note.id]}",
                               "keep one copy; `reflectgit forget` the other"))
        seen.setdefault(note.id, rel)
        _, proj, br, _ = rel.split("/")
        if slug(str(note["project"])) != proj or slug(str(note["branch"])) != br:
            out.append(Finding("warning", rel, "project", f"note says {note['project']}/{note['branch']} "
                               f"but lives in {LEARNINGS}/{proj}/{br}",
                               f"run `reflectgit set {note.id} project {slug(str(note['project']))}` to move it "
                               f"to {LEARNINGS}/{slug(str(note['project']))}/{slug(str(note['branch']))}"))
    return out


def _valid_note_at_head(kb: KB, rel: str) -> bytes | None:
    """The bytes of the valid note HEAD holds at ``rel``, or None (not a note path, none, invalid)."""
    from reflectgit import gitops
    from reflectgit.gate import is_note_path, note_problem

    head = gitops.head_sha(kb.repo)
    if head is None or not is_note_path(rel):
        return None
    data = gitops.read_blob(kb.repo, head, rel)
    return data if data is not None and note_problem(data, rel) is None else None


def head_has(kb: KB, rel: str) -> bool:
    from reflectgit import gitops

    head = gitops.head_sha(kb.repo)
    return head is not None and gitops.read_blob(kb.repo, head, rel) is not None


def _check_uncommitted(kb: KB) -> list[Finding]:
    """Each changed file, with what commits it: `doctor --fix`, or (when `--fix` leaves it) the
    unfinished `git merge`, or the edit fixed or undone (review: every one said to run
    `doctor --fix`, which had just left it)."""
    from reflectgit import gitops

    merging = (kb.path / ".git" / "MERGE_HEAD").exists()
    head = gitops.head_sha(kb.repo)
    out = []
    for rel in kb.uncommitted():
        if merging:
            out.append(Finding("warning", rel, None, "changed but not committed: the unfinished `git merge` holds it",
                               "end the merge (see the .git/MERGE_HEAD error); `doctor --fix` leaves it to git"))
            continue
        if _made_executable(kb, head, rel):
            out.append(Finding("warning", rel, None, "made executable by hand: KB files are plain files, and a "
                               "`git commit -a` would send a mode every other machine's sync refuses",
                               "run `reflectgit doctor --fix` (or `reflectgit sync`) to make it a plain file again"))
            continue
        why = _refused_edit(kb, rel)
        if why is None:
            out.append(Finding("warning", rel, None, "changed but not committed to the KB",
                               "run `reflectgit doctor --fix` to commit it"))
            continue
        undo = f"`git -C {kb.path} checkout -- {rel}`" if head_has(kb, rel) else f"remove {kb.path / rel}"
        out.append(Finding("warning", rel, None, f"changed but not committed, and `doctor --fix` will not commit "
                           f"it: {why}", f"fix it as said, or undo the edit: {undo}"))
    return out


def _made_executable(kb: KB, head: bytes | None, rel: str) -> bool:
    """A plain KB file changed by its executable bit alone (`chmod +x`)."""
    from reflectgit import gitops

    full = kb.path / rel
    if not os.path.isfile(full) or os.path.islink(full):
        return False
    try:
        data = full.read_bytes()
    except OSError:
        return False
    return gitops.only_made_executable(kb.repo, head, rel, data)


def _refused_edit(kb: KB, rel: str) -> str | None:
    """Why `doctor --fix` and `sync` would not commit the hand edit at ``rel``, or None."""
    if not os.path.lexists(kb.path / rel):
        return None  # a removal: committed (notes are restored by sync; see `commit_pending`)
    try:
        worktree_file(kb.path, rel)
    except ReflectgitError as exc:  # the field too, as `search` and `list` name it
        return f"field '{exc.field}': {exc.message}" if exc.field else exc.message
    return None


def _check_model() -> list[Finding]:
    """Hooks never export the model themselves: until it is prepared they recall on words alone."""
    from reflectgit.index import embed

    if not embed.needs_export():
        return []
    return [Finding("warning", str(embed.cache_dir()), "model",
                    "the embedding model is not prepared on this machine: the hooks recall on words alone "
                    "and new notes wait for their vectors",
                    "run `reflectgit model prepare` once (~25 s)")]


def _check_team(kb: KB) -> list[Finding]:
    """Team mode switched on but unusable: recall quietly falls back to the local index (a hook
    never fails), so this is where a missing package, a wrong workspace or a down server shows;
    and rows of the store that do not match this clone's git (a writer's plain SQL)."""
    from reflectgit import team

    if not team.configured():
        return []
    from reflectgit.team.migrations import MIGRATIONS, current_version
    from reflectgit.team.settings import TeamError, Unreachable, connect, load

    try:
        settings = load()
        con = connect(settings)
    except Unreachable as exc:
        return [Finding("warning", "environment", "REFLECTGIT_PG_DSN",
                        f"{exc.message}; recall uses the local index until it answers",
                        "start the server or check the DSN; `reflectgit team status` tries again")]
    except TeamError as exc:
        return [Finding("error", "environment", "REFLECTGIT_PG_DSN", exc.message,
                        "fix the setting it names, or unset REFLECTGIT_PG_DSN for local mode")]
    import psycopg

    out = []
    try:
        with con:
            if current_version(con) < MIGRATIONS[-1][0]:
                out.append(Finding("error", settings.server, "schema", "the team store's schema is older than "
                                   "this reflectgit", "run `reflectgit team migrate` (a store owner)"))
            elif not (con.execute("select reflectgit.can_see(%s) as ok", (settings.workspace,)).fetchone() or {}).get("ok"):
                out.append(Finding("error", settings.server, "REFLECTGIT_WORKSPACE",
                                   f"this role may not see workspace {settings.workspace!r}: recall from it finds "
                                   "nothing and nothing is published", "check the workspace's name, or have a store "
                                   f"owner run `reflectgit team grant ROLE --workspace {settings.workspace}`"))
            else:
                out += _team_rows(con, kb, settings.server, settings.need_workspace())
    except psycopg.Error as exc:
        out.append(Finding("error", settings.server, "REFLECTGIT_PG_DSN", f"the team store answered: {first_line(exc)}",
                           "run `reflectgit team status` for details"))
    return out


def _team_rows(con: Any, kb: KB, server: str, workspace: str) -> list[Finding]:
    """The workspace's rows that git does not vouch for, by kind, each with what fixes it: a clone
    behind its remote is told to sync first, never that the store's data is wrong."""
    from reflectgit.team.truth import advice, store_mismatches

    return [Finding("warning", server, "REFLECTGIT_WORKSPACE", what, fix)
            for what, fix in advice(kb, store_mismatches(con, kb, workspace))]


def _check_memory(kb: KB) -> list[Finding]:
    from reflectgit.reflection.promote import END, START, markers_problem

    path = kb.path / "MEMORY.md"
    problem = markers_problem(path.read_text(errors="replace")) if path.is_file() else ""
    if not problem:
        return []
    return [Finding("error", "MEMORY.md", "markers", f"{problem}: promotion leaves MEMORY.md alone until it "
                    "is fixed", f"keep one `{START}` line before one `{END}` line around the managed block, "
                    "or remove both (the next promotion appends a new block)")]


def _check_daily(kb: KB) -> list[Finding]:
    """The daily pass runs unwatched (cron, a timer, the heartbeat): a failure or a pass that
    stopped happening shows nowhere else."""
    from reflectgit.reflection import schedule

    daily = schedule.summary(kb.path)
    out = [Finding("warning", daily["log"], where, f"failed in the background at {err.get('at')}: {err.get('error')}"
                   + (f" ({err['count']} times)" if int(err.get("count", 1)) > 1 else ""),
                   f"run `reflectgit {where}` to see the error; the log above has the trace")
           for where, err in daily["failures"].items()]
    if daily["overdue"]:
        st = schedule.status(kb.path)
        why = (f"the schedule ({st['method']}) is installed but did not run it" if st["installed"]
               else "no schedule is installed" + ("" if st["heartbeat"] else " and the heartbeat is off"))
        out.append(Finding("warning", str(kb.path), "daily",
                           ("the daily pass last ran " + f"{daily['days_since']} days ago" if daily["last_run"]
                            else "the daily pass never ran on this machine") + f": {why}",
                           "run `reflectgit reflect daily` now"
                           + ("" if st["installed"] else ", and `reflectgit schedule install` to keep it daily")))
    return out


def _check_wiring(project_dir: Path, kb: KB | None = None) -> list[Finding]:
    """Agent hooks and MCP entries (here and in the user's files) whose command cannot start
    reflectgit from a plain PATH (one without an activated virtualenv, as an agent started from a
    desktop launcher has): the agent sees no hook output or no server, and nothing says why. The
    fix is one that writes a command that starts (:func:`_rewire`). An MCP entry naming another KB
    than this one is said too (the agent reads and writes that one)."""
    import shlex

    from reflectgit import agent, mcp_clients

    wired: list[tuple[Path, list[str], str | None]] = [
        (path, shlex.split(cmd), None) for path, cmd in agent.commands(project_dir)]
    wired += [(path, [str(e.get("command", "")), *map(str, e.get("args") or [])], client)
              for client, path, e in mcp_clients.entries(project_dir)]
    out, seen = [], {}
    for path, argv, client in wired:
        key = tuple(argv[:3])
        if key not in seen:
            seen[key] = _cannot_start(argv)
        if seen[key]:
            out.append(Finding("warning", str(path), "command", f"`{shlex.join(argv)}` {seen[key]}: the agent "
                               "gets nothing from reflectgit", _rewire(path, project_dir, client)))
    here = os.path.abspath(kb.path) if kb is not None else None
    for row in mcp_clients.status(project_dir) if here else []:
        named = row.get("kb")
        if row["wired"] and named and os.path.abspath(os.path.expanduser(named)) != here:
            out.append(Finding("warning", row["config"], "kb", f"the {row['client']} MCP entry reads the KB at "
                               f"{named}, not this one ({here})",
                               f"if that is not meant, run `reflectgit --kb {here} agent install mcp --client "
                               f"{row['client']} --{row['scope']}`"))
    return out


def _rewire(path: Path, project_dir: Path, client: str | None = None) -> str:
    """The fix for a hook or MCP entry in ``path`` that cannot start reflectgit: the install that
    writes a command which does (review30: "run `agent install gemini` with the same scope flag"
    wrote the same broken `python3 -m reflectgit` again). A personal file gets this install's
    absolute interpreter; a shared one only a portable command, said when one starts here, else
    the two ways out (reflectgit on PATH, or your own file instead)."""
    from reflectgit import agent, codex_hooks, gemini_hooks, launcher, mcp_clients

    if client:
        name = f"mcp --client {client}"
        shared = client != "codex" and path == mcp_clients.config_path(client, "project", project_dir)
        mine = "" if client == "codex" else " --user"  # Codex reads its MCP servers from your file only
    else:
        name = "codex" if ".codex" in path.parts else "gemini" if ".gemini" in path.parts else "claude"
        where = {"codex": codex_hooks.hooks_path, "gemini": gemini_hooks.settings_path,
                 "claude": agent.settings_path}[name]
        shared = path == where("project", project_dir)
        local = name == "claude" and (shared or path == where("local", project_dir))
        mine = " --local" if local else " --user"
    rg = launcher.typed()
    if not shared:
        return (f"run `{rg} agent install {name}{mine}`: it writes this install's interpreter by its absolute "
                "path, which starts from any shell")
    try:
        argv, _ = launcher.shared(str(path))
    except ReflectgitError:
        argv = []
    if argv and not _cannot_start(argv):
        return f"run `{rg} agent install {name} --project`: it writes `{' '.join(argv)}`, which starts here"
    return (f"this shared file can hold only a portable command, and none starts reflectgit here: put `reflectgit` "
            f"on PATH for every shell (e.g. `pipx install`), or move reflectgit to your own file: "
            f"`{rg} agent uninstall {name} --project` then `{rg} agent install {name}{mine}`")


def _cannot_start(argv: list[str]) -> str:
    """Why ``argv`` cannot start reflectgit from a plain PATH (:func:`reflectgit.launcher.plain_path`),
    or "" when it can."""
    import shutil

    from reflectgit import launcher

    if not argv or not argv[0]:
        return "names no program"
    exe = argv[0] if os.path.isabs(argv[0]) else shutil.which(argv[0], path=launcher.plain_path())
    if not exe and not os.path.isabs(argv[0]) and shutil.which(argv[0]):
        return (f"cannot run: {argv[0]} is on PATH only in the activated virtualenv, which a new shell or an "
                "agent started from a desktop launcher does not have")
    if not exe or not os.access(exe, os.X_OK):
        return f"cannot run: {argv[0]} is not {'there' if os.path.isabs(argv[0]) else 'on PATH'}"
    if argv[1:3] == ["-m", "reflectgit"] and not launcher.imports_reflectgit(exe):
        return f"runs {argv[0]}, which cannot import reflectgit"
    return ""


def _check_hook_queue(kb: KB, here: Path) -> list[Finding]:
    """Captures the git hooks lost or parked: a queue they cannot write (a read-only home: every
    commit's event is dropped), events that failed (``queue/failed/``), and the events this
    repo's hooks kept in its git folder because the queue refused them."""
    from reflectgit import hooks, queue

    out = []
    problem = queue.writable(kb.path)
    if problem:
        out.append(Finding("error", str(queue.queue_path(kb.path)), None,
                           f"captures cannot be queued: the git hooks cannot write here ({problem}), so "
                           "every commit's lesson is lost", "make the folder writable (or point REFLECTGIT_HOME "
                           "at a KB you can write)"))
    parked = queue.failed(kb.path)
    if parked:
        try:  # the traceback's last line: the exception
            why = (parked[-1].parent / (parked[-1].name + ".error.txt")).read_text().strip().splitlines()[-1]
        except (OSError, IndexError):
            why = ""
        out.append(Finding("warning", str(queue.failed_dir(kb.path)), None,
                           f"{len(parked)} hook event(s) failed and are parked, not captured: "
                           + ", ".join(p.name for p in parked[:5]) + (" ..." if len(parked) > 5 else "")
                           + (f" (last error: {why})" if why else ""),
                           "read the *.error.txt next to each (or `reflectgit hooks status`), fix the cause, then "
                           "run `reflectgit hooks drain --retry-failed`"))
    lost = hooks.unqueued(here)
    if lost:
        out.append(Finding("warning", str(hooks.unqueued_file(here)), None,
                           f"{len(lost)} git event(s) of this repo could not be queued ({lost[-1].get('error', '?')}): "
                           "nothing was captured from them yet", "make the KB's queue writable, then run "
                           f"`reflectgit hooks drain --retry-failed --repo {here}`"))
    return out


LOST_WALK = 20_000  # commits walked from the repo's refs at most: a bigger history is not checked


def _check_lost_commits(kb: KB, here: Path) -> list[Finding]:
    """Active notes captured from a commit of the repo at hand that no branch, tag or remote
    branch reaches any more (a `reset --hard` past it, a rebase or amend made without the hooks):
    the lesson may be gone with its commit; or a `git reset` undid the amend or rebase that took the
    notes there (their earlier commit is on a branch again), which the next hook event settles. One
    walk of the repo's recent history."""
    from reflectgit.code_repo import CodeRepo
    from reflectgit.project import detect

    try:
        code = CodeRepo(str(here))
        project = detect(here).project
    except Exception:  # noqa: BLE001 - not in a readable repository: nothing to check
        return []
    from reflectgit.kb import shard_dirs
    from reflectgit.note import Note
    from reflectgit.shards import note_commits

    wanted: dict[str, list[str]] = {}
    parsed: dict[str, Note] = {}
    for proj, branch in shard_dirs(kb.path):  # only this project's shards are read
        if proj.name != slug(project):
            continue
        for entry in os.scandir(branch.path):
            if not entry.name.endswith(".md") or not entry.is_file(follow_symlinks=False):
                continue
            try:
                note = Note.parse(Path(entry.path).read_bytes(), path=Path(entry.path))
            except (OSError, NoteError):
                continue
            src = note.get("source")
            if note.status == "active" and note.get("project") == project and isinstance(src, dict) \
                    and src.get("kind") == "commit" and src.get("commit"):
                # the commit it was captured from, and those found carrying it since (a squash, a pick
                # on main: review32 saw doctor flag those once the branch was deleted); a commit this
                # clone lacks (a teammate's) says nothing here
                commits = note_commits(note)
                if all(code.has(c) for c in commits):
                    wanted[note.id] = commits
                    parsed[note.id] = note
    if not wanted:
        return []
    left = {c for commits in wanted.values() for c in commits}
    try:
        tips = [t.encode() for t in code.ref_tips()]
        for n, entry in enumerate(code.repo.get_walker(include=tips) if tips else ()):
            left.discard(entry.commit.id.decode())
            if not left:
                return []
            if n >= LOST_WALK:
                return []  # too long a history to tell here
    except KeyError:
        return []
    ids = sorted(i for i, commits in wanted.items() if all(c in left for c in commits))
    if not ids:
        return []
    out = []
    from reflectgit.git_events import reset_targets

    try:  # a rewrite undone by `git reset`: the commit a note's came from is on a branch again
        targets = reset_targets(kb, code, [parsed[i] for i in ids], detect(here).branch, limit=LOST_WALK)
    except Exception:  # noqa: BLE001 - the plain warning below still says the commits are gone
        targets = {}
    back = [i for i in ids if str((parsed[i].get("source") or {}).get("commit")) in targets]
    if back:
        out.append(Finding("warning", str(code.dirs.worktree), None,
                           f"{len(back)} active note(s) sit on commits a `git reset` took this repo back from (an "
                           "amend or a rebase undone): the commits they were rewritten from are on a branch again: "
                           f"{', '.join(back[:8])}{' ...' if len(back) > 8 else ''}",
                           "the next commit, checkout or merge in this repo moves them back (with the wording of the "
                           "commit they return to); or now: `reflectgit capture commits --since HEAD`"))
        ids = [i for i in ids if i not in back]
    if not ids:
        return out
    return [*out, Finding("warning", str(code.dirs.worktree), None,
                    f"{len(ids)} active note(s) were captured from commits no branch, tag or remote branch of this "
                    f"repo reaches any more: {', '.join(ids[:8])}{' ...' if len(ids) > 8 else ''}",
                    "`reflectgit show ID` for each; when its lesson went with its commit, `reflectgit set ID "
                    "status demoted --reason 'its commit is gone'`; when the commit was rewritten without the "
                    "hooks, commit its lesson again (the note follows the new commit)")]


def _check_settings() -> list[Finding]:
    """Settings that do not parse, are out of range or name no choice: the hooks use the default
    instead (a hook never fails), so this is where the typo shows."""
    from reflectgit import config

    out = []
    for name, (low, high) in config.BOUNDS.items():
        problem = config.bounded_problem(name)
        if problem:
            out.append(Finding("warning", "environment", name,
                               f"{problem}; the default {config.SETTINGS[name].default} is used instead",
                               f"set {name} to a {'whole ' if name in config.WHOLE else ''}number from {low:g} "
                               f"to {high:g}, or unset it"))
    for name, words in config.CHOICES.items():
        problem = config.choice_problem(name)
        if problem:
            out.append(Finding("warning", "environment", name,
                               f"{problem}; the default {config.SETTINGS[name].default} is used instead",
                               f"set {name} to one of {', '.join(words)}, or unset it"))
    return out


def _temp_files(kb: KB) -> list[Path]:
    return sorted(p for p in kb.path.rglob(f".*{TMP_SUFFIX}") if ".git" not in p.relative_to(kb.path).parts)


def _check_temp_files(kb: KB) -> list[Finding]:
    return [Finding("warning", p.relative_to(kb.path).as_posix(), None,
                    "leftover of an interrupted write (the note itself is intact)",
                    "run `reflectgit doctor --fix` to remove it")
            for p in _temp_files(kb)]
