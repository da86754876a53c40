"""Helpers shared by the benchmark scripts: bulk KB loading and retrieval metrics."""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from reflectgit.kb import KB
from reflectgit.note import Note, mint_id, now_iso

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


def bulk_load(root: Path, items: Iterable[tuple[dict[str, Any], str]]) -> tuple[KB, dict[str, str]]:
    """A KB holding every (fields, body) item, written in one commit. Returns (kb, id -> key),
    where key is each item's ``fields['key']`` (kept in the note as ``eval_key``)."""
    kb, _ = KB.init(root)
    keys: dict[str, str] = {}
    taken: set[str] = set()
    stamp = now_iso()
    with kb.transaction("benchmark corpus", op="bench") as tx:
        for fields, body in items:
            nid = mint_id(taken)
            taken.add(nid)
            fields = dict(fields)
            key = str(fields.pop("key"))
            fields.update({"id": nid, "eval_key": key, "status": "active", "scope": "project"})
            fields.setdefault("created", stamp)
            fields.setdefault("updated", fields["created"])
            tx.save(Note.new(fields, body))
            keys[nid] = key
    return kb, keys


def write_report(path: Path | None, report: dict[str, Any]) -> None:
    """Save a benchmark's figures as JSON when ``--json`` names a file."""
    import json

    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2))


def recall_at(ranked: list[str], gold: set[str], k: int) -> float:
    return len(set(ranked[:k]) & gold) / len(gold) if gold else 0.0


def ndcg_at(ranked: list[str], gains: dict[str, float], k: int = 10) -> float:
    dcg = sum(gains.get(d, 0.0) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    ideal = sorted(gains.values(), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


def pct(values: list[float], p: float) -> float:
    vals = sorted(values)
    return vals[min(len(vals) - 1, int(round((len(vals) - 1) * p / 100)))] if vals else 0.0


@contextmanager
def environment(env: dict[str, Any]) -> Iterator[None]:
    """Settings given as environment variables, for one candidate's run; the earlier values after."""
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update({k: str(v) for k, v in env.items()})
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
