"""all-MiniLM-L6-v2, the embedder shipped with reflectgit, in its three backends
(``REFLECTGIT_EMBED_BACKEND``): ``onnx`` (int8, the default), ``onnx-fp32`` and ``torch``."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from reflectgit.hookspecs import hookimpl
from reflectgit.plugins import Embedder


def _embed() -> ModuleType:
    """Imported when a backend loads: listing the embedders must not import the index package."""
    from reflectgit.index import embed

    return embed


@hookimpl
def register_embedders(register: Callable[[Embedder], None]) -> None:
    register(Embedder("onnx", lambda: _embed().load_onnx(int8=True), lambda: _embed().minilm_signature(True),
                      description="MiniLM, onnxruntime with int8 MatMuls (fastest)"))
    register(Embedder("onnx-fp32", lambda: _embed().load_onnx(int8=False), lambda: _embed().minilm_signature(False),
                      description="MiniLM, onnxruntime float32 (sentence-transformers' vectors)"))
    register(Embedder("torch", lambda: _embed().TorchBackend(), lambda: _embed().minilm_signature(False),
                      description="MiniLM through sentence-transformers (PyTorch)"))
