"""Vectors for many notes at once, computed behind the answers instead of before them.

A fresh clone of a KB with 10,000 notes takes ~60 s to embed on two cores, and an agent's
tool call times out first (Codex's default is 60 s). The words, entities and graph of the
same notes index in ~5 s. A long-lived process (the MCP server) therefore syncs without
vectors, answers from what is indexed, and embeds the waiting notes on a thread of its
own, one committed chunk at a time, so each answer has more vectors than the one before.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import subprocess

    from reflectgit.index import Index
    from reflectgit.kb import KB


RETRY_AFTER = 60.0  # seconds after a failed backfill before the next answer tries again
PAUSE = 0.25  # seconds between two chunks, the index lock released
FIRST_ANSWER_WAIT = 5.0  # most seconds the model load waits for the first answer to be given


class Backfill:
    """Embeds the notes a words-only sync left without a vector, in the background."""

    def __init__(self, kb: KB, inline: int | None = None, background: bool = True):
        """``background`` False: a short-lived process (a first `search`) leaves many waiting notes
        to the recall server it starts, instead of a thread its exit would kill."""
        from reflectgit import config

        self.kb = kb
        self.background = background
        self.deferred = False
        # at most this many are embedded before an answer; also the size of one background chunk
        self.inline = int(config.bounded("REFLECTGIT_EMBED_INLINE")) if inline is None else inline
        self._thread: threading.Thread | None = None
        self.total = 0
        self.left = 0
        self.error: str | None = None
        self._failed_at = 0.0
        # set once an answer has gone out: the thread loads the model (~1 s of CPU, the GIL held
        # most of it) after the first answer, not while it is computed
        self.answered = threading.Event()

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def partial(self) -> bool:
        """Whether some notes lack their vector (being embedded, or the embedding stopped): the
        vector arm then stays out of the answers. A note with a vector would outrank its
        neighbours without one on meaning alone (a test saw "nginx" above the "kafka" notes the
        query named), so answers use words and links for every note until all have one."""
        return self.running() or self.error is not None or self.deferred

    def catch_up(self, index: Index) -> None:
        """After a words-only sync of ``index``: embed a few waiting notes now, hand many to the
        background thread (started once; it takes whatever waits until nothing does). After a
        failure it tries again a minute later; another process (the recall server, `reindex`)
        may have embedded them meanwhile."""
        if self.running():
            return
        if self.error is not None and time.monotonic() - self._failed_at < RETRY_AFTER:
            return
        waiting = index.waiting()
        self.error = None
        if not waiting:
            return
        if waiting <= self.inline:
            index.embed_waiting(waiting)
            return
        self.total, self.left = waiting, waiting
        if not self.background:
            self.deferred = True
            return
        self._thread = threading.Thread(target=self._run, name="reflectgit-backfill", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from reflectgit.index import Index

        self.answered.wait(FIRST_ANSWER_WAIT)
        index = Index(self.kb)  # its own connection: sqlite objects stay on their thread
        try:
            while True:
                self.left = index.embed_waiting(max(1, self.inline))
                if not self.left:
                    break
                time.sleep(PAUSE)  # let a writer waiting for the index lock in (it polls every <= 0.1 s)
        except Exception as exc:  # noqa: BLE001 - answers go on by words; the log and state say why
            self._failed_at = time.monotonic()
            self.error = f"{type(exc).__name__}: {exc}"
            from reflectgit.queue import log_entry

            log_entry(self.kb.path, {"at": time.time(), "event": "index:backfill",
                                     "note": f"embedding the notes in the background stopped: {self.error}; "
                                             "`reflectgit reindex` embeds them"})
        finally:
            index.close()

    def state(self) -> dict[str, Any] | None:
        """What an answer says while vectors are missing (None once every note has one)."""
        if self.error:
            return {"vectors_missing": self.left, "error": self.error,
                    "note": "embedding stopped (tried again within a minute); answers rank notes by words and "
                            "links until then (`reflectgit reindex` embeds them now)"}
        if self.deferred:
            return {"vectors": 0, "of": self.total,
                    "note": f"{self.total} new notes (a fresh clone or a large pull) wait for their vector: the recall "
                            "server this search starts embeds them in the background; until then answers rank notes "
                            "by words and links, not meaning"}
        if not self.running():
            return None
        done = self.total - self.left
        return {"vectors": done, "of": self.total,
                "note": f"{self.left} of {self.total} new notes (a fresh clone or a large pull) still wait for "
                        "their vector: until all have one, answers rank notes by words and links, not meaning"}


def words_early(kb: KB) -> subprocess.Popen | None:
    """Start indexing the KB's words (no vectors) in a process of its own, and return it (None
    when the words are indexed already, or no process could start).

    The MCP server calls this before it imports the MCP SDK (~1-2 s on two cores), so a fresh
    clone's words index while the server starts and the client initializes, not after. A child
    process, not a thread: the import and the sync are both Python, and a thread shared one core
    with the import through the GIL. The server's own words-only sync waits for the child on
    the index lock and finds the index fresh. A failure in the child is logged and left to that
    sync, which meets it again and reports it to the client."""
    import subprocess
    import sys

    if _words_fresh(kb):
        return None
    try:
        return subprocess.Popen([sys.executable, "-m", "reflectgit.index.backfill", str(kb.path)],
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                close_fds=True)
    except OSError as exc:  # no process to spare: the server's own sync does the work
        _log_words_failure(kb, exc)
        return None


def _words_fresh(kb: KB) -> bool:
    """Whether the words of every note are indexed (a couple of reads; never builds anything)."""
    import sqlite3

    from reflectgit.index import DB_FILE, Index

    if not (kb.path / ".reflectgit" / DB_FILE).exists():
        return False
    index = Index(kb)
    try:
        return index.is_fresh(vectors=False)
    except (sqlite3.Error, OSError, ValueError):
        return False
    finally:
        index.close()


def words_now(kb: KB) -> None:
    """Index the KB's words (no vectors); a failure is logged, not raised (the child's work)."""
    from reflectgit.index import Index

    index = None
    try:
        index = Index(kb)  # makes .reflectgit/: a read-only KB fails here already
        index.sync(embed=False)
    except Exception as exc:  # noqa: BLE001 - the server's own sync says it where a client sees it
        _log_words_failure(kb, exc)
    finally:
        if index is not None:
            index.close()


def _log_words_failure(kb: KB, exc: BaseException) -> None:
    from reflectgit.queue import log_entry

    try:
        log_entry(kb.path, {"at": time.time(), "event": "index:words-early",
                            "note": f"indexing the words at start failed: {type(exc).__name__}: {exc}"})
    except OSError:
        pass  # a read-only KB: the first tool call reports it


if __name__ == "__main__":  # the child words_early starts: python -m reflectgit.index.backfill KB
    import sys
    from pathlib import Path

    from reflectgit.kb import KB as _KB

    words_now(_KB(Path(sys.argv[1])))
