"""Embeddings: ONNX and sentence-transformers agree; a change of embedder re-embeds the KB."""

from __future__ import annotations

import numpy as np

from reflectgit.index import embed

TEXTS = ["Redis pool exhaustion under burst load", "never kill the tmux server", "a",
         "When the CI cache key ignores the platform, wheels built on macOS break the Linux job."]


def test_onnx_fp32_and_torch_backends_give_the_same_vectors(monkeypatch):
    monkeypatch.setattr(embed, "_backend", None)
    monkeypatch.setenv("REFLECTGIT_EMBED_BACKEND", "onnx-fp32")
    onnx = embed.backend()
    assert onnx.name == "onnx" and "int8" not in str(onnx.path)
    a, b = onnx.encode(TEXTS, 8), embed.TorchBackend().encode(TEXTS, 8)
    assert a.shape == (4, 384) and np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-4)
    assert float((a * b).sum(axis=1).min()) > 0.999


def test_the_default_int8_graph_stays_close_to_float32(monkeypatch):
    monkeypatch.setattr(embed, "_backend", None)
    monkeypatch.delenv("REFLECTGIT_EMBED_BACKEND", raising=False)
    small = embed.backend()
    assert str(small.path).endswith("-int8.onnx") and ":int8" in embed.signature()
    a, b = small.encode(TEXTS, 8), embed.TorchBackend().encode(TEXTS, 8)
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-3)
    assert float((a * b).sum(axis=1).min()) > 0.98
    monkeypatch.setattr(embed, "_backend", None)  # the next test loads what it asks for


def test_changing_the_embedding_length_re_embeds(rg, kb, monkeypatch):
    rg("add", "--title", "Pin the docker base image digest", "--project", "p", "--branch", "main")
    first = rg.json("reindex")
    assert first["embedded"] == 1 and rg.json("reindex")["skipped"]
    monkeypatch.setattr(embed, "MAX_TOKENS", 32)
    rg("add", "--title", "Another note", "--project", "p", "--branch", "main")
    again = rg.json("reindex")
    assert again["full"] and again["embedded"] == 2


def test_a_title_the_body_opens_with_is_embedded_once():
    from reflectgit.index.db import embed_text
    from reflectgit.note import Note

    turn = Note.new({"id": "lrn-aaaaaaaa", "title": "I went to the support group yesterday"},
                    "Caroline said on 2023-05-08: I went to the support group yesterday.\n")
    assert embed_text(turn).count("support group") == 1
    lesson = Note.new({"id": "lrn-bbbbbbbb", "title": "Pin the base image", "rule": "Pin by digest"},
                      "Excerpt of the session:\n\n> user: the build broke again\n" * 5 + "> user: Pin the base image\n")
    assert embed_text(lesson).startswith("Pin the base image\nPin by digest")


def test_model_prepare_happens_once_and_says_where(rg, tmp_path, monkeypatch):
    """`make setup` runs `model prepare`; a user's first hook or search never exports silently."""
    prepared = rg.json("model", "prepare")  # the suite's per-user cache: already prepared, or done now
    assert prepared["ready"] and prepared["int8"].endswith("-int8.onnx")
    assert rg("model", "prepare").stdout.startswith("model ready in ")
    assert rg.json("model", "status")["ready"]
    monkeypatch.setenv("REFLECTGIT_CACHE", str(tmp_path / "empty-cache"))
    fresh = rg.json("model", "status")
    assert not fresh["ready"] and fresh["cache"] == str(tmp_path / "empty-cache")
    assert "not prepared yet" in rg("model", "status").stdout


def test_every_install_of_the_same_weights_shares_one_export(rg, tmp_path, monkeypatch):
    """A second virtualenv or checkout finds the export the first one made: the cache is keyed by
    the weights' bytes, not by where they are installed or when they were copied."""
    import shutil

    installed = embed.onnx_path()
    copy = tmp_path / "another-install"
    shutil.copytree(embed.model_dir(), copy)  # a new path and new mtimes, the same bytes
    monkeypatch.setenv("REFLECTGIT_EMBED_MODEL", str(copy))
    assert embed.onnx_path() == installed
    assert rg.json("model", "status")["ready"]
    with (copy / "model.safetensors").open("r+b") as fh:  # other weights: another export
        fh.seek(-8, 2)
        fh.write(b"\x00" * 8)
    assert embed.onnx_path() != installed


LESSON = """Pin torch through constraints

Learning: pin the CPU wheel or pip pulls the CUDA one
Rule: always install torch through constraints.txt
Learning-Tags: packaging, torch
"""


def test_a_first_commit_or_prompt_never_exports_the_model(rg, kb, hooked, tmp_path, monkeypatch, model_cache):
    """Before `model prepare`, the hooks go on without vectors and log what to run; exporting
    (~25 s) is never theirs to do, unseen, in someone's commit or prompt."""
    import json

    from conftest import git, run_cli

    from reflectgit.index import UNEMBEDDED, Index
    from reflectgit.index.db import get_meta
    from reflectgit.kb import KB
    from reflectgit.queue import recent

    rg("add", "--title", "Redis pool exhaustion under burst load", "--rule", "Size the redis pool to peak concurrency",
       "--project", "agents-in-a-box", "--branch", "main")
    rg("reindex")  # this machine keeps an index
    empty = tmp_path / "empty-cache"
    monkeypatch.setenv("REFLECTGIT_CACHE", str(empty))
    (hooked / "lesson.txt").write_text("x")
    git("add", "lesson.txt", cwd=hooked)
    git("commit", "-q", "-m", LESSON, cwd=hooked)  # the shim captures and reindexes in the foreground
    captured = [n for n in KB.open(kb).notes() if "Pin the CPU wheel" in n.title]
    assert len(captured) == 1
    waiting = json.loads(get_meta(Index(KB.open(kb)).con, UNEMBEDDED, "[]"))
    assert captured[0].id in waiting  # indexed (FTS, fields), its vector waits for the model
    prompt = run_cli("agent", "hook", "UserPromptSubmit", cwd=hooked,
                     input=json.dumps({"session_id": "s1", "cwd": str(hooked), "prompt": "redis pool burst load"}))
    assert prompt.returncode == 0
    # recalled on its words (a pip user's hooks work before `model prepare`), nothing exported
    assert "Size the redis pool to peak concurrency" in json.loads(prompt.stdout)["hookSpecificOutput"]["additionalContext"]
    start = run_cli("agent", "hook", "SessionStart", cwd=hooked,
                    input=json.dumps({"session_id": "s2", "cwd": str(hooked), "source": "startup"}))
    assert "redis pool" in json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert not list(empty.glob("*.onnx"))  # nothing exported, by the commit or the prompts
    said = [json.dumps(e) for e in recent(kb, 20)]
    assert any("reindex" in e and "reflectgit model prepare" in e for e in said)
    assert any("agent:UserPromptSubmit" in e and "words alone" in e and "reflectgit model prepare" in e for e in said)
    assert not any('"error"' in e for e in said)
    finding = [f for f in rg.json("doctor")["findings"] if f["field"] == "model"]
    assert finding and "reflectgit model prepare" in finding[0]["fix"]
    monkeypatch.setenv("REFLECTGIT_CACHE", str(model_cache))  # `model prepare` ran: the next reindex catches up
    assert rg.json("reindex")["embedded"] >= 1


def test_later_sessions_load_the_optimized_graph_the_first_one_saved(tmp_path):
    """Optimizing the graph is a third of a session's set-up: done once, saved next to the
    graph, and the saved graph gives the same vectors; a damaged one is replaced."""
    import os
    import shutil

    cached = embed.onnx_path()
    source = tmp_path / "minilm-int8.onnx"
    shutil.copy(cached.with_name(cached.stem + "-int8.onnx"), source)  # a copy: the test changes its times
    tokenizer = embed.model_dir() / "tokenizer.json"
    optimized = embed.optimized_path(source)
    first = embed.OnnxBackend(source, tokenizer)
    assert optimized.exists() and not list(tmp_path.glob("*.tmp"))
    later = embed.OnnxBackend(source, tokenizer)
    assert later.session._model_path == str(optimized)
    assert np.array_equal(first.encode(TEXTS, 8), later.encode(TEXTS, 8))
    old = source.stat().st_mtime_ns - 10**9
    os.utime(optimized, ns=(old, old))  # the graph was exported again since: it is optimized again
    again = embed.OnnxBackend(source, tokenizer)
    assert again.session._model_path == str(source) and optimized.stat().st_mtime_ns >= source.stat().st_mtime_ns
    optimized.write_bytes(b"not a graph")
    repaired = embed.OnnxBackend(source, tokenizer)
    assert repaired.session._model_path == str(source) and optimized.stat().st_size > 1_000_000
    assert np.array_equal(first.encode(TEXTS, 8), repaired.encode(TEXTS, 8))


def test_installing_hooks_prepares_the_model_they_need(rg, kb, code_repo, tmp_path, monkeypatch, model_cache):
    """A pip user never ran `make setup`: `hooks install` and `agent install` are where they are at
    the terminal, so the ~25 s export happens there, said, instead of never (hooks never run it)."""
    calls: list[str] = []
    monkeypatch.setattr(embed, "prepare", lambda say=None: calls.append("prepare") or {})
    monkeypatch.chdir(code_repo)
    monkeypatch.setenv("REFLECTGIT_CACHE", str(tmp_path / "empty-cache"))
    said = rg("hooks", "install", "--repo", str(code_repo))
    assert calls == ["prepare"] and "preparing the embedding model" in said.stderr
    rg("agent", "install", "claude")
    assert calls == ["prepare"] * 2
    monkeypatch.setenv("REFLECTGIT_CACHE", str(model_cache))  # prepared already: nothing more to do
    rg("agent", "install", "claude", "--local")
    assert calls == ["prepare"] * 2

    def broken(say=None):
        raise RuntimeError("no torch for the export")

    monkeypatch.setattr(embed, "prepare", broken)
    monkeypatch.setenv("REFLECTGIT_CACHE", str(tmp_path / "empty-cache"))
    said = rg("hooks", "install", "--repo", str(code_repo))  # the hooks are installed all the same
    assert "could not prepare the model" in said.stderr and "installed" in said.stdout
