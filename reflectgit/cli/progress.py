"""A progress bar for long index work: one line per stage on stderr, with a rate and an ETA.

It draws only for a person watching: stderr must be a terminal and ``REFLECTGIT_PROGRESS``
not ``0``; otherwise ``stage_bar()`` gives None and the caller passes no callback at all, so
piped output, ``--json`` and scripts stay clean. No click, no numpy: a hook may import it.
"""

from __future__ import annotations

import sys
import time
from typing import IO

LABELS = {"parse": "Reading notes", "embed": "Embedding", "write": "Storing vectors",
          "graph": "Linking", "save": "Saving", "merge": "Merging notes"}
COUNTED = {"parse", "embed", "write", "merge"}  # stages counting notes; the others count a few steps (no rate)
WIDTH = 24  # cells of the bar itself
REDRAW = 0.1  # seconds between two redraws of the same stage


def enabled(stream: IO[str]) -> bool:
    """Whether a bar belongs on ``stream``: a terminal, and not turned off by the setting."""
    from reflectgit.config import setting

    if setting("REFLECTGIT_PROGRESS").strip() in ("0", "false", "no", "off"):
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _duration(seconds: float) -> str:
    seconds = int(round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}" if seconds >= 60 else f"{seconds}s"


class StageBar:
    """``bar(stage, done, total)`` redraws the current stage's line in place; a new stage
    closes the previous line with its count and time taken. Use it as a context manager so
    the last line is closed (also when the work fails)."""

    def __init__(self, stream: IO[str], clock=time.monotonic):
        self.stream = stream
        self.clock = clock
        self.stage: str | None = None
        self.started = 0.0
        self.drawn = 0.0
        self.last = (0, 0)

    def __call__(self, stage: str, done: int, total: int) -> None:
        now = self.clock()
        if stage != self.stage:
            self._finish()
            self.stage, self.started, self.drawn = stage, now, 0.0
        self.last = (done, total)
        if done >= total or now - self.drawn >= REDRAW:
            self.drawn = now
            self._draw(now)

    def line(self, now: float) -> str:
        """The text of the current stage's line (no carriage return)."""
        done, total = self.last
        label = LABELS.get(self.stage or "", self.stage or "")
        elapsed = now - self.started
        filled = WIDTH if total <= 0 else int(WIDTH * min(done, total) / total)
        text = f"{label:<15} [{'#' * filled}{'.' * (WIDTH - filled)}] {done}/{total}"
        if elapsed > 0 and done > 0 and self.stage in COUNTED:
            rate = done / elapsed
            text += f"  {rate:,.0f}/s"
            text += f"  {_duration(elapsed)}" if done >= total else f"  ETA {_duration((total - done) / rate)}"
        elif done >= total and elapsed > 0:
            text += f"  {_duration(elapsed)}"
        return text

    def _draw(self, now: float) -> None:
        self.stream.write("\r" + self.line(now) + "\x1b[K")  # erase what a longer line left
        self.stream.flush()

    def _finish(self) -> None:
        if self.stage is not None:
            self._draw(self.clock())
            self.stream.write("\n")
            self.stream.flush()
            self.stage = None

    def __enter__(self) -> StageBar:
        return self

    def __exit__(self, *exc: object) -> None:
        self._finish()


class LargeOnly(StageBar):
    """A bar for work that is usually instant (a search's index check): drawn only once a stage
    has ``least`` notes or more to do (review13: a first search after an interrupted reindex
    indexed 3,000 notes for 57 s with nothing on the screen)."""

    least = 200

    def __call__(self, stage: str, done: int, total: int) -> None:
        if self.stage is None and total < self.least:
            return
        super().__call__(stage, done, total)


def large_work_bar(stream: IO[str] | None = None) -> LargeOnly | _Null:
    """``with large_work_bar() as bar: ...(progress=bar)``: None where nobody is watching."""
    stream = stream or sys.stderr
    return LargeOnly(stream) if enabled(stream) else _Null()


def stage_bar(stream: IO[str] | None = None) -> StageBar | None:
    """A bar on ``stream`` (stderr), or None where nobody is watching."""
    stream = stream or sys.stderr
    return StageBar(stream) if enabled(stream) else None


class _Null:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def progress_for(stream: IO[str] | None = None, quiet: bool = False) -> StageBar | _Null:
    """``with progress_for(quiet=as_json) as bar: index.sync(progress=bar)``: the bar, or a
    context giving None (no callback) when ``quiet`` or nobody is watching."""
    bar = None if quiet else stage_bar(stream)
    return bar if bar is not None else _Null()


__all__ = ["LABELS", "LargeOnly", "StageBar", "enabled", "large_work_bar", "progress_for", "stage_bar"]
