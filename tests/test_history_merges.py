"""A team of three syncing through a bare remote: a note's history is the same everywhere it is
shown. `reflectgit history`, the dashboard's ``note_history`` and the site's note page list the
commits that changed the note; a merge counts only for what it resolved (as ``git log`` does),
never for the notes it merely brought in from the other side."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

from conftest import git
from test_dashboard import get_json, serving

WHERE = ["--project", "ops", "--branch", "main"]


def _team(rg: Any, tmp_path: Path) -> dict:
    """Three members, each with a KB of their own, syncing through one `git init --bare` remote."""
    remote = tmp_path / "remote.git"
    git("init", "--bare", "-q", str(remote), cwd=tmp_path)
    a, b, c = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    rg("--kb", str(a), "init", str(a), "--remote", str(remote))
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "clone", str(remote), str(b))
    rg("--kb", str(c), "clone", str(remote), str(c))

    def add(kb: Path, title: str) -> str:
        return rg.json("--kb", str(kb), "add", "--title", title, *WHERE)["id"]

    pinned = add(a, "Pin the CPU wheel of torch")
    vacuum = add(b, "Vacuum before a reindex")
    add(c, "Quote shell variables")
    for kb in (a, b, c, a, b):  # b and c each merge what the others added
        rg("--kb", str(kb), "sync")
    rg("--kb", str(a), "forget", vacuum, "--reason", "the index vacuums itself now")
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "set", pinned, "confidence", "0.9")  # two edits of one note, on two machines
    rg("--kb", str(b), "sync")  # b merges a's forget
    rg("--kb", str(c), "set", pinned, "tags", "pip,torch")
    assert rg.json("--kb", str(c), "sync")["action"] == "merged"  # the merge joins the two edits
    for kb in (a, b):
        rg("--kb", str(kb), "sync")
    return {"a": a, "b": b, "c": c, "pinned": pinned, "vacuum": vacuum}


def test_a_notes_history_counts_each_change_once_in_the_cli_dashboard_and_site(rg: Any, tmp_path: Path) -> None:
    team = _team(rg, tmp_path)
    a = team["a"]
    merges = set(git("rev-list", "--merges", "HEAD", cwd=a).split())
    assert len(merges) >= 3
    cli = {note: [e["commit"] for e in rg.json("--kb", str(a), "history", team[note], "--no-diff")]
           for note in ("pinned", "vacuum")}
    # added once, forgotten once: no merge that merely carried the note over is a change of it
    assert len(cli["vacuum"]) == 2 and not merges & set(cli["vacuum"])
    # added, edited on b, edited on c, and the one merge that joined the two edits
    assert len(cli["pinned"]) == 4 and len(merges & set(cli["pinned"])) == 1
    # git agrees: the commits whose combined diff (every parent) names the note's file
    for note in ("pinned", "vacuum"):
        path = f"learnings/ops/main/{team[note]}.md"
        said = git("log", "--full-history", "--cc", "--format=@%H", "--name-only", "--", path, cwd=a)
        named = [chunk.split()[0] for chunk in said.split("@")[1:] if path in chunk.split()[1:]]
        assert sorted(named) == sorted(cli[note])

    site = tmp_path / "site"
    rg("--kb", str(a), "site", "build", "-o", str(site))
    with serving(a) as (base, _port):
        for note in ("pinned", "vacuum"):
            rows = get_json(f"{base}/dashboard/note_history.json?_shape=objects&id={team[note]}")["rows"]
            assert sorted(r["commit"] for r in rows) == sorted(cli[note])
            assert [r["change"] for r in rows].count("added") == 1
            page = (site / "notes" / f"{team[note]}.html").read_text()
            history = page[page.index('<ol class="history">'):]
            shown = re.findall(r"<code>([0-9a-f]{10})</code></summary>", history)
            assert shown == [sha[:10] for sha in cli[note]]
            assert history.count(" · added · ") == 1


def test_an_existing_dashboard_is_corrected_on_the_next_serve(rg: Any, tmp_path: Path) -> None:
    """An index whose history rows an older reflectgit derived (a note "added" again by every
    merge that brought it) is walked again, not extended."""
    from reflectgit.index import Index, history
    from reflectgit.index import db as dbm
    from reflectgit.kb import KB

    team = _team(rg, tmp_path)
    a = team["a"]
    index = Index(KB.open(a))
    index.history()
    merge = git("rev-list", "--merges", "-1", "HEAD", cwd=a).strip()
    con = index.con
    stale = con.execute("insert into note_versions select seq, sha, ?, 'added', null, ?, null, null from kb_commits "
                        "where sha = ?", (team["pinned"], f"learnings/ops/main/{team['pinned']}.md", merge))
    assert stale.rowcount == 1
    con.execute("delete from meta where key = ?", (history.HISTORY_VERSION,))  # as an older index has it
    con.commit()
    assert dbm.get_meta(con, history.HISTORY_META) == git("rev-parse", "HEAD", cwd=a).strip()
    index.close()
    with serving(a) as (base, _port):
        rows = get_json(f"{base}/dashboard/note_history.json?_shape=objects&id={team['pinned']}")["rows"]
    assert [r["change"] for r in rows].count("added") == 1
    db = sqlite3.connect(a / ".reflectgit" / dbm.DB_FILE)
    try:
        assert db.execute("select value from meta where key = ?", (history.HISTORY_VERSION,)).fetchone() == (
            history.VERSION,)
    finally:
        db.close()
