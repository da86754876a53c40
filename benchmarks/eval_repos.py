"""Which repository each benchmark transcript and prompt belongs to, for ``inject_eval.py --per-repo``.

A user's notes are filed under the project of the repository the session ran in (``capture
transcript`` reads the transcript's ``cwd``) and a prompt's recall sees that project's notes and the
global ones only. The injection benchmark's first form captured every transcript into one project,
``eval``: a prompt there competes with the lessons of some two thousand other repositories, which no
user's prompt does. ``--per-repo`` takes the user's path instead: each transcript is captured under
its own ``cwd`` and each prompt is typed in one repository:

- a follow-up in the repository of the first lesson it names (the one its writer wrote it from; a
  lesson of another repository it also names counts as relevant and, never injected there, as missed);
- a prompt that must inject nothing in every repository it could be about, its injections counted
  together (the harder reading): those whose transcripts mention one of its file names, else the
  three whose transcripts share most of its rarer words. A near-miss was written as "a lesson's
  project and file, another concern", so its own repository is among them.

A prompt whose line names its ``repo`` (a transcript, "set/file.jsonl": check28 on) is typed in that
transcript's repository alone, follow-up or not: its writer said where the user is working, so nothing
is guessed.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from pathlib import Path

#: a file a prompt names: a path with a folder ("config/fix-session.cfg") or a name with an extension ("bot.py")
FILE = re.compile(r"[\w.-]+(?:/[\w.-]+)+|\b[\w-]+\.[A-Za-z][A-Za-z0-9]{0,5}\b")
WORD = re.compile(r"[a-z][a-z0-9_]{3,}")
#: how many repositories a must-inject-nothing prompt with no file of theirs is tried in
GUESSES = 3


def cwd_of(path: Path) -> str | None:
    """The working directory the transcript's session ran in (its first record that has one)."""
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if isinstance(rec, dict) and isinstance(rec.get("cwd"), str) and rec["cwd"].strip():
            return str(rec["cwd"]).strip()
    return None


def project_of(path: Path) -> str:
    """The project a transcript's notes are filed under: what ``detect`` makes of a remote-less
    repository in its ``cwd`` (the folder's name; the benchmark has no clone to read a remote from),
    ``eval`` without one. Two users' folders of one name are one project, as they would be for a
    user who had both."""
    from reflectgit.project import _local_project

    cwd = cwd_of(path)
    name = re.split(r"[\\/]", cwd.rstrip("/\\"))[-1] if cwd else ""
    return _local_project(name) if name else "eval"


class Repos:
    """The repositories of a KB's transcripts: transcript -> project, and each project's words and
    text (what a must-inject-nothing prompt is placed by)."""

    def __init__(self, transcripts: dict[str, Path]) -> None:
        self.project = {name: project_of(path) for name, path in transcripts.items()}
        texts: dict[str, list[str]] = {}
        for name, path in transcripts.items():
            texts.setdefault(self.project[name], []).append(path.read_text(encoding="utf-8"))
        self.text = {p: "\n".join(t) for p, t in texts.items()}
        self.words = {p: set(WORD.findall(t.lower())) for p, t in self.text.items()}
        df = Counter(w for ws in self.words.values() for w in ws)
        n = len(self.words)
        self.idf = {w: math.log((n + 1) / (c + 0.5)) for w, c in df.items()}

    def of_prompt(self, prompt: str, expected: list[str], repo: str | None = None) -> list[str]:
        """The repositories ``prompt`` is typed in (see the module's docstring)."""
        if repo:
            if repo not in self.project:
                raise ValueError(f"repo {repo!r}: no transcript of the split's KB")
            return [self.project[repo]]
        for key in expected:
            project = self.project.get(key.split("#", 1)[0])
            if project:
                return [project]
        files = [f for f in FILE.findall(prompt) if not f.replace(".", "").isdigit()]
        named = [p for p, text in self.text.items() if any(f in text for f in files)]
        ranked = sorted(named or self.text, key=lambda p: (-self._shared(prompt, p), p))
        return ranked[:GUESSES]

    def _shared(self, prompt: str, project: str) -> float:
        words = set(WORD.findall(prompt.lower()))
        return sum(self.idf.get(w, 0.0) for w in words & self.words[project])
