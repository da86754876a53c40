"""Hybrid recall: lexical, vector and graph arms, fused by reciprocal rank, gated, budgeted.

``Recall(kb).search(query)`` is the whole pipeline (``reflectgit.recall.pipeline``); the
CLI's ``search`` prints what it returns. A ``Recall`` keeps its index, model and graph warm,
so a long-lived process (the recall server, an agent hook, a benchmark) pays each load once.
Importing this package is light: the pipeline loads on first use of ``Recall``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from reflectgit.recall.types import ARMS, RRF_K, Hit, Options, Result

if TYPE_CHECKING:
    from reflectgit.recall.pipeline import Recall

__all__ = ["ARMS", "RRF_K", "Hit", "Options", "Result", "Recall"]


def __getattr__(name: str) -> Any:
    if name == "Recall":  # ``Recall(kb)``: the pipeline over the local index or the team store
        from reflectgit.recall.choose import open_recall

        return open_recall
    raise AttributeError(name)
