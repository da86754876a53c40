"""Embeddings: ONNX and sentence-transformers agree; a change of embedder re-embeds the KB."""

from __future__ import annotations

import numpy as np

from reflectgit.index import embed


def test_onnx_and_torch_backends_give_the_same_vectors():
    texts = ["Redis pool exhaustion under burst load", "never kill the tmux server", "a"]
    onnx = embed.backend()
    assert onnx.name == "onnx"
    torch = embed.TorchBackend()
    a, b = onnx.encode(texts, 8), torch.encode(texts, 8)
    assert a.shape == (3, 384) and np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-4)
    assert float((a * b).sum(axis=1).min()) > 0.999


def test_changing_the_embedding_length_re_embeds(rg, kb, monkeypatch):
    rg("add", "--title", "Pin the docker base image digest", "--project", "p", "--branch", "main")
    first = rg.json("reindex")
    assert first["embedded"] == 1 and rg.json("reindex")["skipped"]
    monkeypatch.setattr(embed, "MAX_TOKENS", 32)
    rg("add", "--title", "Another note", "--project", "p", "--branch", "main")
    again = rg.json("reindex")
    assert again["full"] and again["embedded"] == 2
