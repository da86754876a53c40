"""Sessions the agent hooks have seen, and the idle sweep of quiet ones.

Every agent hook records its session's transcript in ``.reflectgit/sessions/``. A session that
never reached a capture (the terminal was closed, the harness crashed, a harness without hooks)
or that grew after its last capture is swept by the drain once its transcript has been quiet for
``REFLECTGIT_IDLE_SECONDS`` (1800): strong signals become notes as usual, and windows around
weaker ones (strength >= 0.5) become ``speculative`` notes, which recall ranks lower.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit import config

if TYPE_CHECKING:
    from reflectgit.kb import KB

FOLDER = "sessions"
FORGET_AFTER = 30 * 86400  # registry entries of transcripts gone this long are dropped


def _file(kb_path: Path, session: str) -> Path:
    from reflectgit.fsutil import safe_stem

    return kb_path / ".reflectgit" / FOLDER / f"{safe_stem(session)}.json"


def _read(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text())
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _write(path: Path, data: dict[str, Any]) -> None:
    from reflectgit.fsutil import atomic_write

    atomic_write(path, json.dumps(data, sort_keys=True).encode())


def seen(kb_path: Path, session: str, transcript: str, cwd: str) -> None:
    """Called by every agent hook that names a transcript (cheap: one small file)."""
    path = _file(kb_path, session)
    data = _read(path)
    if data.get("transcript") == transcript and data.get("cwd") == cwd and time.time() - data.get("last_seen", 0) < 60:
        return
    data.update(session=session, transcript=transcript, cwd=cwd, last_seen=time.time())
    _write(path, data)


def stamp(transcript: Path) -> list[int] | None:
    try:
        st = transcript.stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


def mark_captured(kb_path: Path, session: str, transcript: Path, at: list[int] | None = None) -> None:
    """The transcript as it was when captured: the sweep leaves it alone until it grows."""
    if not session:
        return
    path = _file(kb_path, session)
    data = _read(path)
    data.update(session=session, transcript=str(transcript), captured=at or stamp(transcript))
    data.setdefault("last_seen", time.time())
    _write(path, data)


def _idle() -> float:
    try:
        return config.bounded("REFLECTGIT_IDLE_SECONDS")
    except ValueError:
        return 1800.0


def due(kb_path: Path, now: float | None = None) -> list[dict[str, Any]]:
    """Registered sessions whose transcript is quiet and not captured as it is now."""
    now = time.time() if now is None else now
    folder = kb_path / ".reflectgit" / FOLDER
    out = []
    for f in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        data = _read(f)
        now_at = stamp(Path(str(data.get("transcript") or "")))
        if now_at is None:
            if now - float(data.get("last_seen") or 0) > FORGET_AFTER:
                f.unlink(missing_ok=True)
            continue
        if now - now_at[1] / 1e9 >= _idle() and data.get("captured") != now_at:
            out.append({**data, "stamp": now_at})
    return out


def sweep(kb: KB, now: float | None = None) -> list[dict[str, Any]]:
    """Capture every quiet session (speculative for weak signals); one entry per session swept."""
    from reflectgit.capture import transcript as tr
    from reflectgit.capture.session import capture
    from reflectgit.project import detect

    out = []
    for data in due(kb.path, now):
        path = Path(data["transcript"])
        entry: dict[str, Any] = {"session": data.get("session"), "transcript": str(path)}
        try:
            t = tr.read(path)  # the format whose sniffer claims it
            where = Path(t.cwd or data.get("cwd") or ".")
            result = capture(kb, t, detect(where if where.is_dir() else Path(".")),
                             session=data.get("session") or t.session, speculative=True)
            entry.update(captured=result.captured, pending=result.pending, revised=result.revised)
        except Exception as exc:  # noqa: BLE001 - a broken transcript must not stop the sweep
            entry["error"] = f"{type(exc).__name__}: {exc}"
        mark_captured(kb.path, str(data.get("session") or ""), path, data["stamp"])
        out.append(entry)
    return out
