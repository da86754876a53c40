"""One commit, one set of lessons, whatever happens to history: amends, squashes, fixups,
rewordings and edits in an interactive rebase, an aborted rebase, an amend that takes a lesson
back. The real ``git`` binary drives the installed hooks (reviewer's reproductions, review of
the built wheel)."""

from __future__ import annotations

import pytest
from conftest import drain_background, git

from reflectgit.kb import KB


def lc(repo, subject: str, lesson: str | None = None) -> str:
    msg = subject if lesson is None else f"{subject}\n\nLearning: {lesson}"
    git("commit", "-q", "--allow-empty", "-m", msg, cwd=repo)
    return git("rev-parse", "HEAD", cwd=repo).strip()


def live(kb) -> dict[str, tuple[str, str]]:
    """title -> (id, commit) of the active notes; asserts one note per title."""
    found = [n for n in KB.open(kb).notes() if n.status == "active"]
    out = {n.title: (n.id, n["source"]["commit"]) for n in found}
    assert len(out) == len(found), sorted(n.title for n in found)
    return out


def lessons_of(repo) -> list[str]:
    return [line.split(": ", 1)[1] for line in git("log", "--format=%B", "main..", cwd=repo).splitlines()
            if line.startswith("Learning: ")]


def rebase(repo, monkeypatch, todo: str, editor: str = "true", *args: str) -> None:
    monkeypatch.setenv("GIT_SEQUENCE_EDITOR", todo)
    monkeypatch.setenv("GIT_EDITOR", editor)
    git("rebase", "-q", "-i", *args, "main", cwd=repo)


def test_fixup_amend_then_autosquash_rewords_the_original_note(rg, kb, hooked, monkeypatch):
    """review: the only note kept the old wording under the amend! commit's note id; the
    original note was removed."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    target = lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    first = live(kb)["Lesson alpha"][0]
    monkeypatch.setenv("GIT_EDITOR", "sed -i s/alpha/alpha-corrected/")
    git("commit", "-q", "--allow-empty", f"--fixup=amend:{target}", cwd=hooked)
    rebase(hooked, monkeypatch, "true", "true", "--autosquash")
    assert sorted(lessons_of(hooked)) == ["Lesson alpha-corrected", "Lesson beta"]
    notes = live(kb)
    assert sorted(notes) == ["Lesson alpha-corrected", "Lesson beta"]
    assert notes["Lesson alpha-corrected"][0] == first  # the original id, the corrected wording
    tips = git("log", "--format=%H", "main..", cwd=hooked).split()
    assert {c for _, c in notes.values()} == set(tips)
    assert any("amend! of" in t["reason"] for t in KB.open(kb).tombstones())


def test_a_fixup_with_its_own_lesson_keeps_it(rg, kb, hooked, monkeypatch):
    """review: git drops a fixup!'s message; its Learning vanished with it."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    target = lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    git("commit", "-q", "--allow-empty", f"--fixup={target}", "-m", "fixup! A\n\nLearning: Lesson gamma",
        cwd=hooked)
    rebase(hooked, monkeypatch, "true", "true", "--autosquash")
    notes = live(kb)
    assert sorted(notes) == ["Lesson alpha", "Lesson beta", "Lesson gamma"]
    squashed = git("rev-parse", "HEAD~1", cwd=hooked).strip()
    assert notes["Lesson gamma"][1] == notes["Lesson alpha"][1] == squashed


@pytest.mark.parametrize("background", [False, True])
def test_squashing_two_lesson_commits_keeps_both_lessons(rg, kb, hooked, monkeypatch, background):
    """review: `squash` kept "Lesson alpha" and tombstoned "Lesson beta" (drained in the
    background too)."""
    if background:
        monkeypatch.delenv("REFLECTGIT_HOOK_FOREGROUND")
    git("checkout", "-q", "-b", "f", cwd=hooked)
    lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    if not background:
        ids = {t: i for t, (i, _) in live(kb).items()}
    rebase(hooked, monkeypatch, "sed -i 2s/^pick/squash/")
    if background:
        drain_background(rg)
    assert sorted(lessons_of(hooked)) == ["Lesson alpha", "Lesson beta"]
    head = git("rev-parse", "HEAD", cwd=hooked).strip()
    notes = live(kb)
    assert {t: c for t, (_, c) in notes.items()} == {"Lesson alpha": head, "Lesson beta": head}
    if not background:
        assert {t: i for t, (i, _) in notes.items()} == ids
        assert KB.open(kb).tombstones() == []


def conflicting_branch(repo, lesson: str, base: str = "main") -> str:
    (repo / "c").write_text("b\n")
    git("add", "c", cwd=repo)
    git("commit", "-qm", "base", cwd=repo)
    git("checkout", "-q", "-b", "feat/z", cwd=repo)
    first = lc(repo, "one", lesson)
    (repo / "c").write_text("f\n")
    git("commit", "-qam", "two", cwd=repo)
    git("checkout", "-q", base, cwd=repo)
    (repo / "c").write_text("m\n")
    git("commit", "-qam", "main", cwd=repo)
    git("checkout", "-q", "feat/z", cwd=repo)
    return first


@pytest.mark.parametrize("worktree", [False, True])
def test_an_aborted_rebase_leaves_no_reworded_copy(rg, kb, hooked, monkeypatch, worktree):
    """review: reword in `rebase -i`, a conflict, `rebase --abort`: "Wording second" stayed active,
    on a commit no branch has, next to "Wording first" (in a linked worktree too, where `.git` is
    a file and the shim asks git where the rebase state is)."""
    base = "main"
    if worktree:
        base = "trunk"
        git("worktree", "add", "-q", "-b", base, str(hooked.parent / "wt"), cwd=hooked)
        hooked = hooked.parent / "wt"
    first = conflicting_branch(hooked, "Wording first", base)
    before = live(kb)
    monkeypatch.setenv("GIT_SEQUENCE_EDITOR", "sed -i 1s/^pick/reword/")
    monkeypatch.setenv("GIT_EDITOR", "sed -i s/first/second/")
    git("rebase", "-q", "-i", base, cwd=hooked, check=False)  # stops on the conflict
    assert (hooked / ".git").is_file() == worktree and "Wording second" in git("log", "-1", "--format=%B",
                                                                              "HEAD", cwd=hooked)
    git("rebase", "--abort", cwd=hooked)
    assert git("rev-parse", "HEAD~1", cwd=hooked).strip() == first
    assert live(kb) == before == {"Wording first": (before["Wording first"][0], first)}


def test_a_reword_in_a_rebase_rewords_the_note(rg, kb, hooked, monkeypatch):
    git("checkout", "-q", "-b", "f", cwd=hooked)
    git("commit", "-q", "--allow-empty", "-m", "on main", cwd=hooked)
    git("checkout", "-q", "main", cwd=hooked)
    git("commit", "-q", "--allow-empty", "-m", "main moves", cwd=hooked)
    git("checkout", "-q", "f", cwd=hooked)
    lc(hooked, "one", "Wording first")
    [(note_id, _)] = live(kb).values()
    rebase(hooked, monkeypatch, "sed -i 2s/^pick/reword/", "sed -i s/first/second/")
    head = git("rev-parse", "HEAD", cwd=hooked).strip()
    assert live(kb) == {"Wording second": (note_id, head)}
    assert "Wording first" in rg.json("history", note_id)[0]["diff"]


def test_an_edit_stop_amended_then_extended(rg, kb, hooked, monkeypatch):
    """`edit`, `commit --amend` (a new wording), another commit, `rebase --continue`: git maps the
    stopped commit onto the last of them; the amend says where its lesson went."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    ids = {t: i for t, (i, _) in live(kb).items()}
    monkeypatch.setenv("GIT_SEQUENCE_EDITOR", "sed -i '2s/^pick/edit/'")
    git("rebase", "-q", "-i", "main", cwd=hooked)
    git("commit", "-q", "--allow-empty", "--amend", "-m", "B\n\nLearning: Lesson beta two", cwd=hooked)
    amended = git("rev-parse", "HEAD", cwd=hooked).strip()
    extra = lc(hooked, "extra", "Lesson extra")
    git("rebase", "--continue", cwd=hooked)
    notes = live(kb)
    assert sorted(notes) == ["Lesson alpha", "Lesson beta two", "Lesson extra"]
    assert notes["Lesson beta two"] == (ids["Lesson beta"], amended)
    assert notes["Lesson extra"][1] == extra


def test_an_amend_that_drops_the_lesson_retracts_its_note_and_one_that_restores_it_brings_it_back(
        rg, kb, hooked):
    """review: the note stayed active on a commit whose message has no lesson."""
    lc(hooked, "x", "Lesson I later retract")
    [(note_id, _)] = live(kb).values()
    git("commit", "-q", "--amend", "--allow-empty", "-m", "x (no lesson after all)", cwd=hooked)
    head = git("rev-parse", "HEAD", cwd=hooked).strip()
    assert live(kb) == {}
    note = KB.open(kb).get(note_id)
    assert note.status == "demoted" and note["source"]["commit"] == head
    assert note.get("status_reason").startswith("retracted: the rewritten commit")
    assert rg("search", "Lesson I later retract", expect=None).output.count(note_id) == 0
    git("commit", "-q", "--amend", "--allow-empty", "-m", "x\n\nLearning: Lesson I later retract", cwd=hooked)
    head = git("rev-parse", "HEAD", cwd=hooked).strip()
    assert live(kb) == {"Lesson I later retract": (note_id, head)}


def test_a_lesson_committed_again_after_a_reset_moves_its_note_there(rg, kb, hooked):
    """review: `reset --hard HEAD~1` and the commit made again left the note on the lost commit;
    `reset --soft HEAD~2` and one commit for both logged duplicates=2 and left both notes on lost
    commits, so reverting the combined commit demoted neither."""
    (hooked / "f.txt").write_text("1\n")
    git("add", "f.txt", cwd=hooked)
    git("commit", "-qm", "one\n\nLearning: Lesson redone", cwd=hooked)
    [(redone, _)] = live(kb).values()
    git("reset", "-q", "--hard", "HEAD~1", cwd=hooked)
    (hooked / "f.txt").write_text("1\n")
    git("add", "f.txt", cwd=hooked)
    git("commit", "-qm", "one again\n\nLearning: Lesson redone", cwd=hooked)
    again = git("rev-parse", "HEAD", cwd=hooked).strip()
    assert live(kb) == {"Lesson redone": (redone, again)}

    for name in ("a", "b"):
        (hooked / name).write_text(f"{name}\n")
        git("add", name, cwd=hooked)
        lc(hooked, name, f"Lesson {name}")
    ids = {t: i for t, (i, _) in live(kb).items()}
    git("reset", "-q", "--soft", "HEAD~2", cwd=hooked)
    both = lc(hooked, "a and b", "Lesson a\nLearning: Lesson b")
    assert live(kb) == {"Lesson redone": (redone, again), "Lesson a": (ids["Lesson a"], both),
                        "Lesson b": (ids["Lesson b"], both)}
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    assert sorted(live(kb)) == ["Lesson redone"]


def test_a_lesson_said_again_by_a_commit_of_another_branch_leaves_the_first_note_be(rg, kb, hooked):
    """A cherry-pick: the first commit is still on its branch, so its note stays there."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    first = lc(hooked, "one", "Lesson picked")
    git("checkout", "-q", "main", cwd=hooked)
    git("cherry-pick", first, "--allow-empty", cwd=hooked)
    assert [c for _, c in live(kb).values()] == [first]


def test_doctor_names_active_notes_whose_commit_no_branch_has(rg, kb, hooked, monkeypatch):
    """review: `doctor` said "healthy" with an active note on a commit no branch has (an amend
    reworded it, then `reset --hard HEAD@{1}` went back to the first wording). git runs no hook for
    a reset: doctor says the next hook event (or `capture commits`) moves the note back; a commit
    dropped with its lesson (`reset --hard HEAD~1`) is one to settle by hand."""
    monkeypatch.chdir(hooked)
    lc(hooked, "y", "Wording kept")
    git("commit", "-q", "--amend", "--allow-empty", "-m", "y\n\nLearning: Wording tried then undone", cwd=hooked)
    [(note_id, _)] = live(kb).values()
    assert not [f for f in rg.json("doctor", expect=None)["findings"] if note_id in f["message"]]
    git("reset", "-q", "--hard", "HEAD@{1}", cwd=hooked)
    [found] = [f for f in rg.json("doctor", expect=None)["findings"] if note_id in f["message"]]
    assert "a `git reset` took this repo back" in found["message"]
    assert "capture commits --since HEAD" in found["fix"]
    rg("capture", "commits", "--since", "HEAD", "--repo", str(hooked))
    assert live(kb) == {"Wording kept": (note_id, git("rev-parse", "HEAD", cwd=hooked).strip())}
    assert not [f for f in rg.json("doctor", expect=None)["findings"] if note_id in f["message"]]
    git("reset", "-q", "--hard", "HEAD~1", cwd=hooked)
    [found] = [f for f in rg.json("doctor", expect=None)["findings"] if note_id in f["message"]]
    assert "no branch, tag or remote branch" in found["message"] and "reflectgit set" in found["fix"]


def wording(kb, note_id: str) -> tuple[str, str, str]:
    note = KB.open(kb).get(note_id)
    return note.status, note.title, note["source"]["commit"]


@pytest.mark.parametrize("then", ["commit", "checkout", "capture commits"])
def test_a_reset_that_undoes_a_rewording_amend_gives_the_note_its_first_wording_back(rg, kb, hooked, then):
    """review: `commit --amend` reworded the trailer, then `reset --hard HEAD@{1}` took the branch back
    to the first wording: the note kept the amended wording, on a commit no branch has. git runs no hook
    for a reset; the next hook event (a commit, a checkout) or `capture commits` reads it in HEAD's
    reflog, and the note follows the commit the branch points at again, as the amend's own logic
    would: the same id, the first wording, the copy tombstoned; one active note."""
    first = lc(hooked, "fix", "Quote the path in hooks")
    [(note_id, _)] = live(kb).values()
    git("commit", "-q", "--amend", "--allow-empty", "-m", "fix\n\nLearning: Quote every path in hooks", cwd=hooked)
    amended = git("rev-parse", "HEAD", cwd=hooked).strip()
    assert live(kb) == {"Quote every path in hooks": (note_id, amended)}
    git("reset", "-q", "--hard", "HEAD@{1}", cwd=hooked)
    assert git("rev-parse", "HEAD", cwd=hooked).strip() == first
    if then == "commit":
        lc(hooked, "next")
    elif then == "checkout":
        git("checkout", "-q", "-b", "elsewhere", cwd=hooked)
    else:
        rg("capture", "commits", "--since", "HEAD", "--repo", str(hooked))
    assert live(kb) == {"Quote the path in hooks": (note_id, first)}
    assert KB.open(kb).get(note_id)["source"].get("rewritten_from") in (None, [])
    assert [t for t in KB.open(kb).tombstones() if "reworded lesson of " + first[:10] in t["reason"]]
    if then == "checkout":
        git("checkout", "-q", "main", cwd=hooked)
        git("branch", "-q", "-D", "elsewhere", cwd=hooked)  # (while a branch has the first commit, it keeps its note)
    git("reset", "-q", "--hard", amended, cwd=hooked)  # and back again: the amended wording returns
    lc(hooked, "next again")
    assert live(kb) == {"Quote every path in hooks": (note_id, amended)}


def test_a_commit_after_the_reset_that_says_the_amended_wording_gets_a_note_of_its_own(rg, kb, hooked):
    """The reset is followed before the commit that comes next is captured: the commit the branch is
    on again keeps its lesson's note (first wording), and the new commit that says the amended wording
    gets its own, instead of taking the only note away from the commit that still says the first."""
    first = lc(hooked, "fix", "Pin the wheel")
    [(note_id, _)] = live(kb).values()
    git("commit", "-q", "--amend", "--allow-empty", "-m", "fix\n\nLearning: Pin the CPU wheel", cwd=hooked)
    git("reset", "-q", "--hard", "HEAD@{1}", cwd=hooked)
    again = lc(hooked, "again", "Pin the CPU wheel")
    notes = live(kb)
    assert notes["Pin the wheel"] == (note_id, first) and notes["Pin the CPU wheel"][1] == again


def test_a_reset_that_undoes_an_amend_retracts_or_restores_as_the_amend_would(rg, kb, hooked):
    """An amend that added a lesson, undone: the lesson is retracted (the commit the branch is on
    again does not say it); an amend that took a lesson out, undone: its note is active again."""
    plain = lc(hooked, "plain")
    git("commit", "-q", "--amend", "--allow-empty", "-m", "plain\n\nLearning: Added by the amend", cwd=hooked)
    [(added, _)] = live(kb).values()
    git("reset", "-q", "--hard", "HEAD@{1}", cwd=hooked)
    said = lc(hooked, "x", "Taken out by the amend")
    [(taken, on)] = live(kb).values()  # "Taken out by the amend", on the commit just made
    assert on == said and wording(kb, added) == ("demoted", "Added by the amend", plain)
    assert KB.open(kb).get(added).get("status_reason").startswith("retracted: ")
    git("commit", "-q", "--amend", "--allow-empty", "-m", "x", cwd=hooked)
    assert live(kb) == {}
    git("reset", "-q", "--hard", "HEAD@{1}", cwd=hooked)
    git("checkout", "-q", "-b", "other", cwd=hooked)
    assert live(kb) == {"Taken out by the amend": (taken, said)}


def test_a_reset_that_undoes_a_rebase_takes_the_notes_back(rg, kb, hooked, monkeypatch):
    """`git reset --hard ORIG_HEAD` after a `rebase -i` that reworded a lesson: each note goes back to
    the commit it came from, with that commit's wording."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    a = lc(hooked, "A", "Lesson alpha")
    b = lc(hooked, "B", "Lesson beta")
    ids = {t: i for t, (i, _) in live(kb).items()}
    git("checkout", "-q", "main", cwd=hooked)
    lc(hooked, "main moves")
    git("checkout", "-q", "f", cwd=hooked)
    rebase(hooked, monkeypatch, "sed -i 2s/^pick/reword/", "sed -i s/beta/beta-reworded/")
    assert sorted(live(kb)) == ["Lesson alpha", "Lesson beta-reworded"]
    git("reset", "-q", "--hard", "ORIG_HEAD", cwd=hooked)
    lc(hooked, "C")
    assert live(kb) == {"Lesson alpha": (ids["Lesson alpha"], a), "Lesson beta": (ids["Lesson beta"], b)}


def test_a_reset_made_before_the_drain_ran_is_followed_in_the_background(rg, kb, hooked, monkeypatch):
    """The hooks drain in the background: the amend's events are handled after the reset undid it."""
    monkeypatch.delenv("REFLECTGIT_HOOK_FOREGROUND")
    first = lc(hooked, "fix", "Close the file first")
    drain_background(rg)
    [(note_id, _)] = live(kb).values()
    git("commit", "-q", "--amend", "--allow-empty", "-m", "fix\n\nLearning: Close the file before renaming",
        cwd=hooked)
    git("reset", "-q", "--hard", "HEAD@{1}", cwd=hooked)
    drain_background(rg)
    assert live(kb) == {"Close the file first": (note_id, first)}


@pytest.mark.parametrize("reword", [False, True])
def test_amending_a_merged_commit_in_a_worktree_leaves_mains_note_on_mains_commit(rg, kb, hooked, reword):
    """review: the amend on `feat/wt` moved main's note (branch main) to the new sha and wording,
    which main does not have; main's merged commit kept the old lesson and no note."""
    wt = hooked.parent / "wt"
    git("worktree", "add", "-q", "-b", "feat/wt", str(wt), cwd=hooked)
    (wt / "x").write_text("x\n")
    git("add", "x", cwd=wt)
    git("commit", "-qm", "x\n\nLearning: Lesson merged then amended", cwd=wt)
    merged = git("rev-parse", "HEAD", cwd=wt).strip()
    git("merge", "-q", "--no-ff", "feat/wt", "-m", "merge wt", cwd=hooked)
    [(main_id, _)] = live(kb).values()
    assert KB.open(kb).get(main_id)["branch"] == "main"
    if reword:
        git("commit", "-q", "--amend", "-m", "x\n\nLearning: Lesson merged then amended twice", cwd=wt)
    else:
        (wt / "x").write_text("y\n")
        git("commit", "-q", "-a", "--amend", "--no-edit", cwd=wt)
    amended = git("rev-parse", "HEAD", cwd=wt).strip()
    notes = {n.id: n for n in KB.open(kb).notes() if n.status == "active"}
    assert (notes[main_id].title, notes[main_id]["source"]["commit"]) == ("Lesson merged then amended", merged)
    [mine] = [n for i, n in notes.items() if i != main_id]
    assert mine["branch"] == "feat/wt" and mine["source"]["commit"] == amended
    assert mine.title == ("Lesson merged then amended twice" if reword else "Lesson merged then amended")


def test_a_rebased_commit_whose_lesson_had_no_note_gets_one(rg, kb, hooked, monkeypatch):
    """A teammate's commit (or one made before the hooks), rebased here: its pick was held, and
    the rebase's post-rewrite captures it as post-commit would have, remembering the commit it
    replaces (what `sync` matches a teammate's note of the same commit by)."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    monkeypatch.setenv("REFLECTGIT_HOOKS", "0")
    theirs = lc(hooked, "theirs", "Lesson from a teammate")
    git("checkout", "-q", "main", cwd=hooked)
    lc(hooked, "main moves")
    git("checkout", "-q", "f", cwd=hooked)
    monkeypatch.delenv("REFLECTGIT_HOOKS")
    assert live(kb) == {}
    git("rebase", "-q", "main", cwd=hooked)
    head = git("rev-parse", "HEAD", cwd=hooked).strip()
    [(note_id, commit)] = live(kb).values()
    assert commit == head and KB.open(kb).get(note_id)["source"]["rewritten_from"] == [theirs]


def test_a_branch_rebased_and_force_pushed_on_another_machine_leaves_one_note_after_sync(rg, tmp_path, monkeypatch):
    """review: machine A pushes `feat/share2` with a lesson; machine B checks it out, `rebase
    origin/main`, `push -f`; sync B, A, B and `pull --rebase` on A: two active notes of the one
    lesson, one on the pre-rebase commit no branch has."""
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    kb_remote, code_remote = tmp_path / "kb.git", tmp_path / "code.git"
    for bare in (kb_remote, code_remote):
        git("init", "-q", "--bare", str(bare), cwd=tmp_path)
    kb1, kb2, a, b = (tmp_path / n for n in ("kb1", "kb2", "a", "b"))
    rg("init", str(kb1), "--remote", str(kb_remote))
    rg("--kb", str(kb1), "sync")
    rg("clone", str(kb_remote), str(kb2))
    git("clone", "-q", str(code_remote), str(a), cwd=tmp_path)
    git("checkout", "-q", "-b", "main", cwd=a)
    (a / "base").write_text("base\n")
    git("add", "base", cwd=a)
    git("commit", "-qm", "base", cwd=a)
    git("push", "-q", "-u", "origin", "main", cwd=a)
    git("clone", "-q", "-b", "main", str(code_remote), str(b), cwd=tmp_path)

    def machine(kb):
        monkeypatch.setenv("REFLECTGIT_HOME", str(kb))

    machine(kb1)
    rg("hooks", "install", "--repo", str(a))
    git("checkout", "-q", "-b", "feat/share2", cwd=a)
    (a / "lesson").write_text("x\n")
    git("add", "lesson", cwd=a)
    git("commit", "-qm", "share\n\nLearning: Lesson shared across machines", cwd=a)
    git("push", "-q", "-u", "origin", "feat/share2", cwd=a)
    git("checkout", "-q", "main", cwd=a)
    (a / "more").write_text("more\n")
    git("add", "more", cwd=a)
    git("commit", "-qm", "main moves", cwd=a)
    git("push", "-q", "origin", "main", cwd=a)
    git("checkout", "-q", "feat/share2", cwd=a)

    machine(kb2)
    rg("hooks", "install", "--repo", str(b))
    git("fetch", "-q", cwd=b)
    git("checkout", "-q", "feat/share2", cwd=b)
    git("rebase", "-q", "origin/main", cwd=b)
    git("push", "-q", "-f", cwd=b)
    rebased = git("rev-parse", "HEAD", cwd=b).strip()

    for kb in (kb2, kb1, kb2):
        machine(kb)
        rg("sync")
    machine(kb1)
    git("pull", "-q", "--rebase", cwd=a)
    assert git("rev-parse", "HEAD", cwd=a).strip() == rebased
    rg("sync")
    for kb in (kb1, kb2):
        machine(kb)
        rg("sync")
        found = [n for n in KB.open(kb).notes() if n.title == "Lesson shared across machines"]
        assert [(n.status, n["source"]["commit"]) for n in found if n.status == "active"] == [("active", rebased)], \
            [(n.id, n.status, n["source"]) for n in found]


def test_squash_and_amend_fixups_run_through_pre_commit(rg, kb, hooked, monkeypatch):
    """The same squash and `amend!` autosquash when pre-commit runs the shims (`.legacy`, an empty
    stdin: the shim reads the rebase's rewritten list itself): one note per lesson, first ids."""
    from test_hooks_setups import pre_commit_install

    for name in ("post-commit", "post-rewrite"):
        pre_commit_install(hooked / ".git" / "hooks", name)
    git("checkout", "-q", "-b", "f", cwd=hooked)
    target = lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    lc(hooked, "C", "Lesson gamma")
    ids = {t: i for t, (i, _) in live(kb).items()}
    monkeypatch.setenv("GIT_EDITOR", "sed -i s/alpha/alpha-corrected/")
    git("commit", "-q", "--allow-empty", f"--fixup=amend:{target}", cwd=hooked)
    rebase(hooked, monkeypatch, "sed -i 4s/^pick/squash/", "true", "--autosquash")
    assert sorted(lessons_of(hooked)) == ["Lesson alpha-corrected", "Lesson beta", "Lesson gamma"]
    head = git("rev-parse", "HEAD", cwd=hooked).strip()
    first = git("rev-parse", "HEAD~1", cwd=hooked).strip()
    assert live(kb) == {"Lesson alpha-corrected": (ids["Lesson alpha"], first), "Lesson beta": (ids["Lesson beta"], head),
                        "Lesson gamma": (ids["Lesson gamma"], head)}


def test_doctor_counts_the_squash_commit_that_carries_a_lesson(rg, kb, hooked, monkeypatch):
    """review32: after `merge --squash` of a lesson branch and `branch -D`, doctor named the note
    (its own commit gone) and told to demote it, although the squash commit on main carries it."""
    monkeypatch.chdir(hooked)
    git("checkout", "-q", "-b", "feat/sq", cwd=hooked)
    (hooked / "sq.txt").write_text("x")
    git("add", "sq.txt", cwd=hooked)
    git("commit", "-q", "-m", "sq\n\nLearning: Squash keeps the lesson", cwd=hooked)
    git("checkout", "-q", "main", cwd=hooked)
    git("merge", "-q", "--squash", "feat/sq", cwd=hooked)
    git("commit", "-q", "--no-edit", cwd=hooked)
    git("branch", "-q", "-D", "feat/sq", cwd=hooked)
    [(note_id, _)] = live(kb).values()
    assert not [f for f in rg.json("doctor", expect=None)["findings"] if note_id in f["message"]]


def test_an_empty_learning_trailer_loses_nothing(rg, kb, hooked):
    """review32: a commit template's blank "Learning:" made a lesson without a title, which failed
    the capture of the whole commit (and a backfill called it already seen)."""
    lc(hooked, "a", "Close the pool before fork\nLearning:")
    git("commit", "-q", "--allow-empty", "-m", "b\n\nLearning:\nRule: always vacuum the db weekly", cwd=hooked)
    from reflectgit.queue import failed

    assert sorted(live(kb)) == ["Always vacuum the db weekly", "Close the pool before fork"]
    assert failed(kb) == []  # no event parked as failed


def held(kb) -> str:
    path = kb / ".reflectgit" / "rebase-held.jsonl"
    return path.read_text() if path.exists() else ""


@pytest.mark.parametrize("then", ["commit", "checkout"])
def test_a_lesson_committed_in_a_rebase_that_was_quit_is_captured_next(rg, kb, hooked, monkeypatch, then):
    """review: a commit made while a rebase runs waits for the rebase's post-rewrite, which
    `git rebase --quit` never runs: its lesson was lost (and `capture commits` skipped the commit as
    seen). The next commit or checkout settles it; an aborted rebase's commit stays uncaptured."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    rebase(hooked, monkeypatch, "sed -i 1s/^pick/edit/")
    during = lc(hooked, "C", "Lesson made in the edit stop")
    assert "Lesson made in the edit stop" not in live(kb) and during in held(kb)  # the rebase's to settle
    git("rebase", "--quit", cwd=hooked)
    if then == "commit":
        lc(hooked, "D", "Lesson after the quit")
    else:
        git("checkout", "-q", "main", cwd=hooked)  # the commit is left behind on the HEAD it leaves
    assert live(kb)["Lesson made in the edit stop"][1] == during and during not in held(kb)

    git("checkout", "-q", "f", cwd=hooked)
    rebase(hooked, monkeypatch, "sed -i 1s/^pick/edit/")
    doomed = lc(hooked, "E", "Lesson of an aborted rebase")
    git("rebase", "--abort", cwd=hooked)
    lc(hooked, "F", "Lesson after the abort")
    assert "Lesson of an aborted rebase" not in live(kb) and doomed not in held(kb)


def test_a_rebase_running_in_another_worktree_keeps_its_commits_held(rg, kb, hooked, monkeypatch, tmp_path):
    """A commit in the main checkout while a linked worktree stops in a rebase leaves that rebase's
    commits to it; once it is quit, the next commit anywhere captures them (the worktree's HEAD still
    reaches them)."""
    git("branch", "f", cwd=hooked)
    wt = tmp_path / "wt"
    git("worktree", "add", "-q", str(wt), "f", cwd=hooked)
    lc(wt, "A", "Lesson alpha")
    rebase(wt, monkeypatch, "sed -i 1s/^pick/edit/")
    during = lc(wt, "C", "Lesson made in the worktree's edit stop")
    lc(hooked, "M", "Lesson on main")
    assert "Lesson made in the worktree's edit stop" not in live(kb) and during in held(kb)
    git("rebase", "--quit", cwd=wt)
    lc(hooked, "N", "Another lesson on main")
    assert live(kb)["Lesson made in the worktree's edit stop"][1] == during and held(kb) == ""


def test_a_lesson_commit_dropped_in_a_rebase_is_demoted(rg, kb, hooked, monkeypatch):
    """review: a lesson commit dropped in `rebase -i` (`drop`, or its line deleted: the tip's, when git
    runs no post-rewrite) stayed an active note; only `doctor` warned, later. Now demoted as a revert
    demotes, with the reason, unless another ref keeps its commit or the new history says it again."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    lc(hooked, "C", "Lesson gamma")
    rebase(hooked, monkeypatch, "sed -i 1s/^pick/drop/")
    notes = {n.title: n for n in KB.open(kb).notes()}
    alpha = notes["Lesson alpha"]
    assert alpha.status == "demoted" and alpha.confidence < notes["Lesson beta"].confidence
    assert "dropped in a rebase of f" in alpha["status_reason"] and "(A)" in alpha["status_reason"]
    assert sorted(live(kb)) == ["Lesson beta", "Lesson gamma"]
    assert "Lesson alpha" not in [h["title"] for h in rg.json("search", "lesson alpha", "--branch", "f")["hits"]]
    rebase(hooked, monkeypatch, "sed -i 2d")  # the tip's line deleted: no commit rewritten
    assert sorted(live(kb)) == ["Lesson beta"]
    assert "dropped in a rebase of f" in KB.open(kb).get(notes["Lesson gamma"].id)["status_reason"]

    lc(hooked, "D", "Lesson delta")
    git("branch", "spare", cwd=hooked)  # another branch keeps D
    lc(hooked, "E", "Lesson epsilon")
    again = lc(hooked, "E2", "Lesson epsilon")  # the same lesson again: no note of its own
    rebase(hooked, monkeypatch, "sed -i 2,3d")  # D and E
    notes = live(kb)
    assert sorted(notes) == ["Lesson beta", "Lesson delta", "Lesson epsilon"]
    assert notes["Lesson epsilon"][1] == git("rev-parse", "HEAD", cwd=hooked).strip() != again


@pytest.mark.parametrize("force", [(), ("--force-rebase",), ("--force-rebase", "same second")],
                         ids=["picked-as-is", "re-made", "re-made-within-its-second"])
def test_an_edit_stop_extended_without_an_amend_keeps_the_stopped_commits_lesson(rg, kb, hooked, monkeypatch, force):
    """fixk's notice: `edit`, another commit (no amend), `rebase --continue`: git maps the stopped
    commit onto the new one, and the stopped commit's note took the new commit's lesson (its own
    lesson was lost, though the stopped commit is still in the branch). Re-made within the second
    of the original, a pick is the very same commit, though its post-commit runs: read as a new one
    made in the rebase, it lost the stopped commit's lesson (a CI run's flake, made certain here by
    fixing the clock)."""
    if "same second" in force:
        force = force[:1]
        for name in ("GIT_AUTHOR_DATE", "GIT_COMMITTER_DATE"):
            monkeypatch.setenv(name, "2026-11-29T10:00:00+0000")
    git("checkout", "-q", "-b", "f", cwd=hooked)
    lc(hooked, "A", "Lesson alpha")
    lc(hooked, "B", "Lesson beta")
    ids = {t: i for t, (i, _) in live(kb).items()}
    monkeypatch.setenv("GIT_SEQUENCE_EDITOR", "sed -i '2s/^pick/edit/'")
    git("rebase", "-q", "-i", *force, "main", cwd=hooked)
    stopped = git("rev-parse", "HEAD", cwd=hooked).strip()
    extra = lc(hooked, "extra", "Lesson extra")
    git("rebase", "--continue", cwd=hooked)
    notes = live(kb)
    assert sorted(notes) == ["Lesson alpha", "Lesson beta", "Lesson extra"]
    assert notes["Lesson beta"] == (ids["Lesson beta"], stopped)
    assert notes["Lesson extra"][1] == extra


def test_a_reset_that_undoes_a_squash_gives_each_note_back_to_its_own_commit(rg, kb, hooked, monkeypatch):
    """fixo's note: `reset --hard ORIG_HEAD` after squashing two lesson commits sent both notes to one of
    the originals (the commit log says the squashed commit came from both; the last one read won), and
    the other's lesson, which that commit does not say, was retracted. Each note goes back to the commit
    whose message carries its lesson, with its id."""
    git("checkout", "-q", "-b", "f", cwd=hooked)
    a = lc(hooked, "A", "Lesson alpha")
    b = lc(hooked, "B", "Lesson beta")
    ids = {t: i for t, (i, _) in live(kb).items()}
    rebase(hooked, monkeypatch, "sed -i 2s/^pick/squash/")
    head = git("rev-parse", "HEAD", cwd=hooked).strip()
    assert {t: c for t, (_, c) in live(kb).items()} == {"Lesson alpha": head, "Lesson beta": head}
    git("reset", "-q", "--hard", "ORIG_HEAD", cwd=hooked)
    assert git("rev-parse", "HEAD", cwd=hooked).strip() == b
    lc(hooked, "C")
    assert live(kb) == {"Lesson alpha": (ids["Lesson alpha"], a), "Lesson beta": (ids["Lesson beta"], b)}
