"""Three clones make 200 random edits each on overlapping notes, syncing in between.

At the end every clone has the same commit and files, every edit is still there (or its note
was explicitly forgotten), every edit's commit is in the shared history, and no note carries
conflict markers. Set REFLECTGIT_RANDOM_SEED to replay another sequence.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from conftest import git

from reflectgit.kb import KB
from reflectgit.note import Note
from reflectgit.sync import sync

EDITS_PER_CLONE = 200
ROUND_EVERY = 20


@pytest.mark.slow
def test_three_clones_converge_and_lose_no_edit(tmp_path):
    rnd = random.Random(int(os.environ.get("REFLECTGIT_RANDOM_SEED", "7")))
    remote = tmp_path / "remote.git"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    first, _ = KB.init(tmp_path / "c0", remote=str(remote))
    sync(first, reindex=False)
    clones = [first] + [KB.clone(str(remote), tmp_path / f"c{i}") for i in (1, 2)]
    expected: list[tuple[str, str, str]] = []  # (kind, note id, token)
    commits: list[str] = []

    def head(kb: KB) -> str:
        return kb.repo.refs[b"HEAD"].decode()

    def edit(ci: int, n: int) -> None:
        kb = clones[ci]
        token = f"c{ci}e{n}"
        ids = sorted(kb.ids())
        kind = rnd.choices(["create", "body", "tag", "status", "forget", "purge"], [3, 5, 4, 2, 1, 0.3])[0]
        if kind == "create" or not ids:
            note = kb.add({"title": f"note {token}", "project": "ops", "branch": "main", "tags": ["t"]},
                          body=f"created {token}\n")
            expected.append(("create", note.id, token))
        else:
            ref = rnd.choice(ids)
            if kind == "body":
                with kb.lock():
                    path = kb.resolve(ref)
                    note = kb.read(path)
                    note.set_body(note.body + f"line {token}\n")
                    kb.save(note, op="edit", old_path=path)
            elif kind == "tag":
                note = kb.get(ref)
                kb.set_field(ref, "tags", note.tags + [token])
            elif kind == "status":
                kb.set_field(ref, "status", rnd.choice(["active", "archived", "demoted"]), reason=token)
            elif kind == "forget":
                kb.forget(ref, reason=token)
            else:
                kb.forget(ref, reason=token, purge=True)
            expected.append((kind, ref, token))
        commits.append(head(kb))

    for n in range(EDITS_PER_CLONE):
        for ci in range(3):
            edit(ci, n)
        if (n + 1) % ROUND_EVERY == 0:
            for ci in rnd.sample(range(3), 3):
                sync(clones[ci], reindex=False)
    for kb in clones + clones[:2]:  # two passes: everyone ends on the same commit
        sync(kb, reindex=False)

    heads = {head(kb) for kb in clones}
    assert len(heads) == 1, heads
    files = [_files(kb.path) for kb in clones]
    assert files[0] == files[1] == files[2]
    final = clones[0]
    purged = {t["id"] for t in final.tombstones()}
    notes = {n.id: n for n in final.notes()}
    last_purge = {note_id: i for i, (kind, note_id, _) in enumerate(expected) if kind == "purge"}
    for i, (kind, note_id, token) in enumerate(expected):
        if note_id in purged and (note_id not in notes or i <= last_purge.get(note_id, -1)):
            continue  # explicitly forgotten with a tombstone (an edit made after it may revive it)
        assert note_id in notes, (kind, note_id, token)
        note = notes[note_id]
        if kind == "create":
            assert f"created {token}" in note.body
        elif kind == "body":
            assert f"line {token}" in note.body, (note_id, token)
        elif kind == "tag":
            assert token in note.tags, (note_id, token)
    history = set(git("rev-list", "HEAD", cwd=final.path).split())
    assert set(commits) <= history  # every edit's commit is part of the shared history
    for path in final.note_files():
        data = path.read_bytes()
        assert b"<<<<<<<" not in data and b">>>>>>>" not in data
        Note.parse(data, path=path)
    assert git("status", "--porcelain", cwd=final.path) == ""


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*")
            if p.is_file() and p.relative_to(root).parts[0] not in (".git", ".reflectgit")}
