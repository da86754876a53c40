"""The hook queue and its background drain.

A git hook only appends an event file to ``.reflectgit/queue/`` (named by the time the hook
fired, so events keep their order) and starts a drain. The drain holds ``drain.lock`` while
it handles events oldest first, each to completion; a second drain started meanwhile leaves,
and the running one picks up its event before letting go of the lock. An event whose handler
fails is moved to ``queue/failed/`` with the error next to it: never lost, never retried in a
loop. Slow work (the incremental reindex with its embeddings) happens here, after the events.
"""

from __future__ import annotations

import fcntl
import json
import os
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit.fsutil import atomic_write

if TYPE_CHECKING:
    from reflectgit.kb import KB

QUEUE = "queue"
FAILED = "failed"
LOG = "hooks.log"
SETTLE_S = 0.3  # wait until the newest event is this old, so near-simultaneous hooks stay ordered
LOG_KEEP = 500
PID_FILE = "drain.pid"  # the running drain's pid, for the hook shim (which cannot test a flock)
WRITING_S = 5.0  # an event file this young that does not parse may still be being written


def queue_dir(kb_path: Path) -> Path:
    d = kb_path / ".reflectgit" / QUEUE
    d.mkdir(parents=True, exist_ok=True)
    return d


def queue_path(kb_path: Path) -> Path:
    """The queue folder, without creating it."""
    return kb_path / ".reflectgit" / QUEUE


def failed_dir(kb_path: Path) -> Path:
    return queue_path(kb_path) / FAILED


def writable(kb_path: Path) -> str:
    """"" when a hook can queue an event here, else why not (a read-only home: every capture
    would be lost). Tried with a real file: access() says yes to root on a read-only mount."""
    import tempfile

    folder = queue_path(kb_path)
    while not folder.is_dir() and folder != kb_path:
        folder = folder.parent  # not made yet: the hook makes it, if it can write where it goes
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".writable-", suffix=".tmp"):
            pass
    except OSError as exc:
        return f"{type(exc).__name__}: {exc.strerror or exc}"
    return ""


def enqueue(kb_path: Path, event: dict[str, Any]) -> Path:
    t = int(event.get("time_ns") or time.time_ns())
    path = queue_dir(kb_path) / f"{t:020d}-{os.getpid()}-{os.urandom(2).hex()}.json"
    atomic_write(path, json.dumps(event).encode())
    return path


def pending(kb_path: Path) -> list[Path]:
    """Queued events, oldest first."""
    d = kb_path / ".reflectgit" / QUEUE
    return sorted(d.glob("*.json"), key=_when) if d.is_dir() else []


def _when(f: Path) -> tuple[int, int, str]:
    """An event's place in the queue. Python names a file by the time its hook fired; the hook
    shim, which has no clock without starting a process, names it ``sh-<pid>-<head>.json`` and
    the file's own time stands in (the pid, which grows, breaks a tie within one clock tick)."""
    name = f.name
    if name[:20].isdigit():
        return int(name[:20]), 0, name
    try:
        stamp = f.stat().st_mtime_ns
    except OSError:
        stamp = 0
    pid = name.split("-")[1] if name.startswith("sh-") else ""
    return stamp, int(pid) if pid.isdigit() else 0, name


def failed(kb_path: Path) -> list[Path]:
    d = failed_dir(kb_path)
    return sorted(d.glob("*.json")) if d.is_dir() else []


def retry_failed(kb_path: Path) -> int:
    """Put parked events back in the queue (after fixing what made them fail)."""
    n = 0
    for f in failed(kb_path):
        os.replace(f, f.parent.parent / f.name)
        (f.parent / (f.name + ".error.txt")).unlink(missing_ok=True)
        n += 1
    return n


def busy(kb_path: Path) -> bool:
    """Whether a drain is running now (it will pick up what was just queued): a hook that sees
    one leaves at once, without loading the KB."""
    lock_path = kb_path / ".reflectgit" / "drain.lock"
    try:
        fd = os.open(lock_path, os.O_RDWR)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)  # closing releases a lock we took
    return False


def wait_quiet(kb_path: Path, longest: float = 60.0) -> None:
    """Sleep until the newest queued event is ``SETTLE_S`` old (at most ``longest`` seconds),
    before a drain loads anything: while commits come back to back, the drain-to-be costs
    the user's cores nothing but its own start."""
    settle = _settle()
    if settle <= 0:
        return
    folder = os.path.join(kb_path, ".reflectgit", QUEUE)
    deadline = time.monotonic() + longest
    while time.monotonic() < deadline:
        try:
            with os.scandir(folder) as entries:
                newest = max((e.stat().st_mtime for e in entries if e.name.endswith(".json")), default=0.0)
        except OSError:
            return
        age = time.time() - newest
        if age >= settle:
            return
        time.sleep(settle - age + 0.01)


def drain(kb: KB, wait: bool = False, reindex: bool = True) -> list[dict[str, Any]]:
    """Handle every queued event. Without ``wait``, return at once if another drain runs."""
    results: list[dict[str, Any]] = []
    lock_path = kb.derived_dir() / "drain.lock"
    while True:
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            except BlockingIOError:
                return results  # the running drain will see our event
            running = kb.derived_dir() / PID_FILE
            atomic_write(running, f"{os.getpid()}\n".encode())  # the shim: queue a commit, start nothing
            try:
                handled = _drain_locked(kb, results)
                handled += _sweep(kb, results)
                if handled and reindex:
                    _reindex(kb)
            finally:
                running.unlink(missing_ok=True)  # before the lock goes: the pending() check below follows
        finally:
            os.close(fd)
        if not pending(kb.path):
            return results


_LOG_EVERY = 3600.0  # seconds: the code-commit log gets at most one KB commit of its own per hour


def _drain_locked(kb: KB, results: list[dict[str, Any]]) -> int:
    from reflectgit.commit_log import append_log
    from reflectgit.git_events import Event, handle

    handled = 0
    while True:
        files = pending(kb.path)
        if not files:
            return handled
        ages = {f: time.time() - f.stat().st_mtime for f in files}
        if min(ages.values()) < _settle():
            time.sleep(_settle())
            continue
        events = {f: _read(f) for f in files}
        if any(data is None and ages[f] < WRITING_S for f, data in events.items()):
            time.sleep(0.05)  # a hook is writing it right now
            continue
        latest = _latest_captures(events)
        for f in files:
            try:
                data = events[f]
                if data is None:
                    data = json.loads(f.read_text())  # the error names what is wrong with it
                if data.get("hook") == "agent-capture" and latest.get(_capture_key(data)) != f:
                    f.unlink()  # a later request for the same transcript covers this one (debounce)
                    continue
                outcome = handle(kb, Event.from_dict(data))
                # recorded at once: a reset read at the next event follows the rewrite this one recorded
                append_log(kb, outcome.logs)
                entry = {"at": time.time(), "event": f.name, **outcome.to_dict()}
                f.unlink()
            except Exception as exc:  # noqa: BLE001 - one bad event must not stop the others
                entry = {"at": time.time(), "event": f.name, "error": f"{type(exc).__name__}: {exc}"}
                _park(f, traceback.format_exc())
            results.append(entry)
            log_entry(kb.path, entry)
            handled += 1
        kb.flush_deferred(older_than=_LOG_EVERY)


def _sweep(kb: KB, results: list[dict[str, Any]]) -> int:
    """Quiet agent sessions nobody captured (the idle sweep); logged like queue events."""
    from reflectgit.capture import sweep

    if not sweep.due(kb.path):
        return 0
    swept = sweep.sweep(kb)
    for s in swept:
        entry = {"at": time.time(), "event": f"idle-sweep:{s.get('session')}", **s}
        results.append(entry)
        log_entry(kb.path, entry)
    return len(swept)


def _capture_key(data: dict[str, Any]) -> str:
    return f"{data.get('session')}|{'|'.join(data.get('args') or [''])}"


def _read(f: Path) -> dict[str, Any] | None:
    """An event, or None while it cannot be read: the hook shim writes its file in one write
    without a rename, so for an instant a file can be empty."""
    try:
        data = json.loads(f.read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _latest_captures(events: dict[Path, dict[str, Any] | None]) -> dict[str, Path]:
    latest: dict[str, Path] = {}
    for f, data in events.items():
        if data is None:
            continue
        if data.get("hook") == "agent-capture":
            latest[_capture_key(data)] = f  # files are in time order: the last one wins
    return latest


def _park(f: Path, why: str) -> None:
    dest = f.parent / FAILED
    dest.mkdir(exist_ok=True)
    os.replace(f, dest / f.name)
    (dest / (f.name + ".error.txt")).write_text(why)


def log_entry(kb_path: Path, entry: dict[str, Any]) -> None:
    folder = kb_path / ".reflectgit"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG
    with open(path, "a") as fh:
        fh.write(json.dumps(entry, default=str) + "\n")
    if path.stat().st_size > 512_000:
        lines = path.read_text().splitlines()[-LOG_KEEP:]
        atomic_write(path, ("\n".join(lines) + "\n").encode())


def recent(kb_path: Path, n: int = 10) -> list[dict[str, Any]]:
    from reflectgit.fsutil import read_jsonl

    return read_jsonl(kb_path / ".reflectgit" / LOG, last=n)


def _reindex(kb: KB) -> None:
    """Embed what the events changed, when this machine keeps an index (never build one here),
    then fold a long vector journal into the vector file (the drain runs where nobody waits)."""
    if not (kb.path / ".reflectgit" / "index.db").exists():
        return
    try:
        from reflectgit.index import Index, embed

        index = Index(kb)
        if os.environ.get(embed.IN_HOOK) == "1" and embed.needs_export():
            index.sync(embed=False)  # rows and FTS now; the vectors once the model is prepared
            log_entry(kb.path, {"at": time.time(), "event": "reindex", "note": str(embed.ModelNotPrepared())})
            return
        index.sync()
        index.compact_vectors()
        from reflectgit.team.publish import publish_if_configured

        publish_if_configured(kb, index=index, strict=False)  # team mode: a captured lesson reaches the team now
    except Exception as exc:  # noqa: BLE001 - the next recall reindexes anyway
        log_entry(kb.path, {"at": time.time(), "event": "reindex", "error": f"{type(exc).__name__}: {exc}"})


def _settle() -> float:
    """A hook run in the foreground (REFLECTGIT_HOOK_FOREGROUND=1) has no sibling to wait for."""
    return 0.0 if os.environ.get("REFLECTGIT_HOOK_FOREGROUND") == "1" else SETTLE_S
