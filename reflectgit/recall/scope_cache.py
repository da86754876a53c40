"""The notes in scope, kept for a few seconds per scope and index version."""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Any


class ScopeCache:
    """One warm recall is asked in several scopes in turn (a hook's project and branch, a
    ``--all-branches`` or global search, a corpus): keeping the last few spares each a scan of
    the index when the questions alternate. A key ends with the index version; a new version
    retires every older entry."""

    def __init__(self, size: int = 4, ttl: float = 10.0) -> None:
        self.size, self.ttl = size, ttl
        self._entries: OrderedDict[tuple, tuple[float, Any]] = OrderedDict()

    def get(self, key: tuple) -> Any | None:
        hit = self._entries.get(key)
        if hit is None or time.monotonic() - hit[0] >= self.ttl:
            return None
        self._entries.move_to_end(key)
        return hit[1]

    def put(self, key: tuple, value: Any) -> None:
        for old in [k for k in self._entries if k[-1] != key[-1]]:
            del self._entries[old]
        self._entries[key] = (time.monotonic(), value)
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
