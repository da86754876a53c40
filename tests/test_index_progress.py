"""Index throughput and progress: length batching gives every text its own vector back, a
sync reports every stage up to its total, and `reindex` draws its bar only on a terminal."""

from __future__ import annotations

import io
import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from reflectgit.index import STAGES, Index, embed
from reflectgit.kb import KB

# very different lengths, shuffled: the batches are cut in another order than this one
TEXTS = ["a", "Redis pool exhaustion under burst load",
         "When the CI cache key ignores the platform, wheels built on macOS break the Linux job " * 4,
         "never kill the tmux server", "pin the docker base image by digest, not by tag",
         "postgres " * 40, "flaky", "the migration deadlocks when two workers start at once; run it alone",
         "uv lock is out of date", "kafka drops messages on rebalance: commit offsets after processing " * 2]


def test_length_batches_cover_every_index_once_shortest_first():
    lengths = [5, 1, 9, 3, 3, 7, 2]
    batches = embed.length_batches(lengths, 3)
    assert sorted(i for b in batches for i in b) == list(range(7))
    flat = [lengths[i] for b in batches for i in b]
    assert flat == sorted(flat) and [len(b) for b in batches] == [3, 3, 1]


@pytest.mark.parametrize("workers", [1, 2])
def test_batched_vectors_come_back_in_the_callers_order(workers):
    """float32 graph: a text's vector must not depend on its batch, so batched == one by one."""
    path = embed.onnx_path()
    backend = embed.OnnxBackend(path, embed.model_dir() / "tokenizer.json", workers=workers)
    seen: list[tuple[int, int]] = []
    batched = backend.encode(TEXTS, 3, progress=lambda done, total: seen.append((done, total)))
    alone = np.vstack([backend.encode([t], 1) for t in TEXTS])
    assert batched.shape == (len(TEXTS), embed.DIM)
    assert np.allclose(batched, alone, atol=1e-4)
    assert seen[-1] == (len(TEXTS), len(TEXTS)) and len(seen) == 4  # one report per batch


def test_the_int8_default_keeps_each_text_its_own_vector(monkeypatch):
    monkeypatch.setattr(embed, "_backend", None)
    monkeypatch.delenv("REFLECTGIT_EMBED_BACKEND", raising=False)
    batched = embed.embed(TEXTS, batch_size=2)
    alone = np.vstack([embed.embed([t]) for t in TEXTS])
    sims = batched @ alone.T
    assert list(sims.argmax(axis=1)) == list(range(len(TEXTS)))  # nobody got a neighbour's vector
    # int8 activations are scaled per batch, so a one-word text moves most: close, not equal
    assert float(np.diag(sims).min()) > 0.97 and float(np.diag(sims).mean()) > 0.99


def test_embed_reports_progress_for_a_plugin_backend_too(monkeypatch):
    class Plain:  # a plugin's encode() knows nothing of progress
        def encode(self, texts, batch_size):
            return np.ones((len(texts), 4), dtype=np.float32)

    monkeypatch.setattr(embed, "_backend", Plain())
    seen: list[tuple[int, int]] = []
    out = embed.embed(["x"] * 600, progress=lambda d, t: seen.append((d, t)))
    assert out.shape == (600, 4) and seen == [(256, 600), (512, 600), (600, 600)]
    monkeypatch.setattr(embed, "_backend", None)


def _notes(rg, n: int) -> None:
    for i in range(n):
        rg("add", "--title", f"service {i} times out under load; raise the pool size to {i + 4}",
           "--project", "p", "--branch", "main")


def test_a_full_sync_reports_every_stage_in_order_up_to_its_total(rg, kb):
    _notes(rg, 6)
    calls: list[tuple[str, int, int]] = []
    report = Index(KB.open(kb)).sync(full=True, progress=lambda *c: calls.append(c))
    stages = [c[0] for c in calls]
    assert sorted(set(stages), key=stages.index) == list(STAGES)  # each stage, once, in this order
    assert stages == sorted(stages, key=STAGES.index)
    for stage in STAGES:
        done, total = [c[1:] for c in calls if c[0] == stage][-1]
        assert done == total, (stage, done, total)
        assert all(d <= t for s, d, t in calls if s == stage)
    assert [c[1:] for c in calls if c[0] == "parse"][-1] == (6, 6)
    assert [c[1:] for c in calls if c[0] == "embed"][-1] == (report.embedded, report.embedded) == (6, 6)
    # nothing changed: a skipped sync reports nothing; one changed note: parse 1/1
    assert Index(KB.open(kb)).sync(progress=lambda *c: calls.append(("again", *c))).skipped
    assert not [c for c in calls if c[0] == "again"]


def _reindex_on_a_terminal(env: dict[str, str], cwd: Path, *args: str) -> str:
    """`reindex --full` (or ARGS) with its stderr on a pseudo-terminal; what that terminal showed."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "reflectgit", *(args or ("reindex", "--full"))], cwd=cwd,
                            stdout=subprocess.PIPE, stderr=slave, env={**os.environ, **env})
    os.close(slave)
    shown = io.BytesIO()
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            break
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        shown.write(chunk)
    proc.wait(60)
    os.close(master)
    assert proc.returncode == 0, shown.getvalue()
    return shown.getvalue().decode("utf-8", "replace")


def test_reindex_draws_the_bar_on_a_terminal_only(rg, kb, tmp_path):
    _notes(rg, 5)
    shown = _reindex_on_a_terminal({}, tmp_path)
    for label in ("Reading notes", "Embedding", "Storing vectors", "Linking", "Saving"):
        assert label in shown, shown
    assert "5/5" in shown and "/s" in shown
    assert _reindex_on_a_terminal({"REFLECTGIT_PROGRESS": "0"}, tmp_path) == ""
    piped = subprocess.run([sys.executable, "-m", "reflectgit", "reindex", "--full"], cwd=tmp_path,
                           capture_output=True, text=True)
    assert piped.returncode == 0 and piped.stderr == "" and piped.stdout.startswith("Indexed: 0 added, 5 updated")


def test_the_bar_shows_rate_and_eta_then_closes_each_stage():
    from reflectgit.cli.progress import StageBar

    now = [0.0]
    out = io.StringIO()
    with StageBar(out, clock=lambda: now[0]) as bar:
        bar("embed", 0, 100)
        now[0] = 2.0
        bar("embed", 50, 100)
        assert "50/100  25/s  ETA 2s" in bar.line(now[0])
        now[0] = 4.0
        bar("embed", 100, 100)
        bar("save", 1, 1)
    lines = out.getvalue().split("\n")
    assert lines[0].endswith("100/100  25/s  4s\x1b[K") and "Embedding" in lines[0]
    assert "Saving" in lines[1] and "/s" not in lines[1] and out.getvalue().endswith("\n")  # steps, not notes: no rate


def test_sync_draws_the_bar_while_it_indexes_what_it_pulled(rg, tmp_path):
    from conftest import git

    remote, a, b = tmp_path / "remote.git", tmp_path / "a", tmp_path / "b"
    git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp_path)
    rg("--kb", str(a), "init", str(a), "--remote", str(remote))
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "clone", str(remote), str(b))
    rg("--kb", str(b), "reindex")  # B keeps an index, so its sync brings it up to date
    for i in range(4):
        rg("--kb", str(a), "add", "--title", f"pulled lesson {i}: pin the base image", "--project", "p", "--branch", "main")
    rg("--kb", str(a), "sync")
    rg("--kb", str(b), "add", "--title", "a lesson of B's own", "--project", "p", "--branch", "main")
    shown = _reindex_on_a_terminal({}, tmp_path, "--kb", str(b), "sync")
    assert "Embedding" in shown and "Saving" in shown, shown
    import re

    assert re.search(r"Merging notes .* (\d+)/\1", shown), shown  # review13: a long merge said nothing


def test_import_ends_its_bar_before_the_index_stages_start(rg, kb, tmp_path):
    k = KB.open(kb)
    with k.transaction("bulk", op="bulk") as tx:
        taken: set[str] = set()
        for i in range(210):  # an import bar is drawn from 200 files on
            tx.save(k.build_note({"title": f"note {i}", "project": "ops", "branch": "main"}, f"body {i}\n",
                                 taken=taken))
    archive = tmp_path / "big.tar.gz"
    rg("export", "-o", str(archive))
    shown = _reindex_on_a_terminal({}, tmp_path, "import", str(archive), "--into", str(tmp_path / "big"))
    before, _, after = shown.partition("Reading notes")
    assert "Importing" in before and before.rstrip("\r").endswith("\n"), shown  # its own line
    assert "Importing" not in after and "Embedding" in after and "210/210" in after, shown


def test_a_search_that_has_the_index_to_build_first_draws_the_bar(rg, kb, tmp_path):
    """review13: a first search after an interrupted `reindex` indexed 3,000 notes for 57 s with
    nothing on the screen. The search's index work reaches the terminal's bar — only when a stage
    has at least `LargeOnly.least` notes: the usual check of a note or two stays silent."""
    from reflectgit import api
    from reflectgit.cli.progress import LargeOnly
    from reflectgit.project import Context
    from reflectgit.recall import Options

    _notes(rg, 5)
    assert not (kb / ".reflectgit" / "index.db").exists()  # never searched: no index yet
    calls: list[tuple] = []
    api.recall(KB.open(kb), "service times out", Options(), Context(project="p", branch="main", default_branch="main"),
               start_server=False, progress=lambda *c: calls.append(c))
    assert ("parse", 5, 5) in calls and any(c[0] == "embed" for c in calls)
    out = io.StringIO()
    small = LargeOnly(out)
    for c in calls:
        small(*c)
    assert out.getvalue() == ""  # five notes: silent
    big = LargeOnly(out)
    big.least = 5
    for c in calls:
        big(*c)
    big.__exit__()
    assert "Reading notes" in out.getvalue() and "5/5" in out.getvalue()
    shown = _reindex_on_a_terminal({"REFLECTGIT_DAEMON": "0"}, tmp_path, "search", "service times out",
                                   "--project", "p", "--branch", "main")
    assert "Reading notes" not in shown  # the index is there now: a search on a terminal draws nothing
