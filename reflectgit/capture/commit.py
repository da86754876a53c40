"""Lessons in commit messages, without an LLM.

Two sources, in order of trust:

1. **Trailers** a person or agent writes on purpose, in the message's last paragraph::

       Learning: pin the CPU wheel or pip pulls the CUDA one
       Rule: always install torch through constraints.txt
       Root-Cause: an unpinned torch resolved to the CUDA build
       Fix: constraints.txt pins torch==2.13.0
       Learning-Tags: packaging, torch

   Each ``Learning:`` (or ``Lesson:``) trailer is one note; ``Rule:``, ``Fix:``,
   ``Root-Cause:`` (or ``Cause:``) and ``Learning-Tags:`` fill the fields of the note (of every
   note when there are several learnings). A commit with only a ``Rule:`` or ``Fix:`` trailer
   still makes one note, titled by the rule. A title starts with a capital (unless it opens with
   code). The subject, which says what happened or why ("503 from the billing API"), is kept:
   as ``problem`` (or, when it says what was done, "Retry billing calls on 503", as ``fix``)
   unless a trailer gives that field, and at the head of the body.
2. **Fix commits that explain a cause**: a subject such as ``fix: ...`` / ``Fix ...`` /
   ``hotfix(...)`` whose message says why (``because``, ``caused by``, ``root cause``,
   ``due to``, ``the problem was``...). The cause sentence becomes ``problem``, the subject
   the title (and ``fix`` when it says what was done); confidence is lower than for trailers.

Commit references (hex ids of 7-40 characters) cited in a lesson are checked against the code
repository: unknown ones are listed in ``unverified_refs``; a lesson whose every cited
reference is unknown is rejected as fabricated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reflectgit.capture.contrast import upper_first

LEARNING_KEYS = ("learning", "lesson")
FIELD_KEYS = {"rule": "rule", "fix": "fix", "root-cause": "problem", "cause": "problem"}
TAG_KEYS = ("learning-tags", "lesson-tags")
TRAILER_CONFIDENCE = 0.8
HEURISTIC_CONFIDENCE = 0.5

_FIX_SUBJECT = re.compile(r"^(?:(?:bug|hot)?fix(?:e[sd])?|fixup)\b(?:\([^)]*\))?!?:?\s*(?P<what>.+)$", re.I)
_CAUSE = re.compile(
    r"\b(because|caused by|root[ -]cause|due to|the (?:problem|issue|bug) was|happened when|"
    r"was triggered by|turned out|so that .* no longer)\b", re.I)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`(])")
_REF = re.compile(r"(?<![0-9a-zA-Z/])([0-9a-f]{7,40})(?![0-9a-zA-Z])")


@dataclass
class Lesson:
    title: str
    fields: dict[str, Any] = field(default_factory=dict)
    body: str = ""
    origin: str = "trailer"  # trailer | heuristic
    refs: list[str] = field(default_factory=list)
    unverified: list[str] = field(default_factory=list)


def trailers(message: str) -> list[tuple[str, str]]:
    """The trailer block's pairs in order, keys lower-cased (a key may repeat)."""
    from reflectgit.gitops import trailers as parse

    return [(k.lower(), v.strip()) for k, v in parse(message)[1]]


def from_trailers(message: str) -> list[Lesson]:
    pairs = trailers(message)
    # an empty trailer (a commit template's placeholder, "Learning:" left blank) says nothing: it
    # made a note without a title, which failed the whole commit's capture (review32)
    pairs = [(k, v) for k, v in pairs if v.strip()]
    learnings = [v for k, v in pairs if k in LEARNING_KEYS]
    shared: dict[str, Any] = {}
    for k, v in pairs:
        if k in FIELD_KEYS:
            name = FIELD_KEYS[k]
            shared[name] = f"{shared[name]} {v}" if name in shared else v
    tags: list[str] = []
    for k, v in pairs:
        if k in TAG_KEYS:
            tags += [t.strip() for t in v.split(",") if t.strip()]
    if not learnings and shared:
        learnings = [str(shared.get("rule") or shared.get("fix") or shared.get("problem"))]
    out = []
    said_first, subject = _subject(message)
    body = "\n\n".join(p for p in (said_first, _body_of(message)) if p)
    for text in learnings:
        fields = dict(shared)
        if subject and len(subject.split()) > 1 and " ".join(subject.lower().split()) != " ".join(text.lower().split()):
            said = "fix" if _ACTION.match(subject) else "problem"  # what was done, else what happened
            fields.setdefault(said, subject)
        if tags:
            fields["tags"] = tags
        fields["confidence"] = TRAILER_CONFIDENCE
        fields["type"] = "lesson"
        out.append(Lesson(title=upper_first(_title(text)), fields=fields, body=body, origin="trailer"))
    return out


_CONVENTIONAL = re.compile(r"^[a-z]+(?:\([^)]*\))?!?:\s+", re.I)  # "fix(billing): ", "feat!: "


def _subject(message: str) -> tuple[str, str]:
    """The commit's subject line as written, and as a field's sentence: without a conventional-commit
    type or a final period, its first letter upper case ("" when the message is only trailers)."""
    from reflectgit.gitops import trailers as parse

    first = (parse(message)[0].strip().splitlines() or [""])[0].strip()
    return first, upper_first(_CONVENTIONAL.sub("", first).strip().rstrip("."))


# Verbs a fix commit's subject starts with when it says what was done ("fix: retry uploads on
# 503"); any other subject names the symptom ("Fix URL-safe payloads growing after compression").
_ACTION = re.compile(
    r"^(?:now\s+|we\s+now\s+|this\s+)?(?:use|retr(?:y|ies)|add|handle|pin|set|skip|avoid|guard|check|catch|close|"
    r"release|raise|lower|increase|decrease|bump|upgrade|downgrade|drop|remove|replace|switch|move|wrap|"
    r"escape|encode|decode|compress|cache|limit|bound|validate|sanitize|ignore|wait|lock|make|ensure|call|"
    r"return|reset|clear|restore|rename|reuse|respect|honou?r|normali[sz]e|strip|trim|sort|flush|split|"
    r"default|require|allow|disable|enable|stop|start|run|pass|send|read|write|keep|treat|prefer|fall\s+back|"
    r"install|load|open|free|copy|quote|apply|defer|debounce|throttle|batch|index|commit|retain|preserve)"
    r"(?:s|es|d|ed|ing)?\b", re.I)


def from_fix(message: str) -> Lesson | None:
    """A fix commit whose message explains the cause, or None.

    The subject is either what was done (then it is the fix) or the symptom, which becomes the
    title; the fix is then what the body says was done, or left empty: a symptom copied into
    ``fix`` teaches nothing."""
    lines = message.strip().splitlines()
    if not lines:
        return None
    m = _FIX_SUBJECT.match(lines[0].strip())
    if not m:
        return None
    body = _body_of(message)
    sentences = _SENTENCE.split(" ".join(body.split()))
    causes = [s for s in sentences if _CAUSE.search(s)]
    if not causes and _CAUSE.search(lines[0]):
        causes = [lines[0]]
    if not causes:
        return None
    what = m.group("what").strip().rstrip(".")
    what = upper_first(what)
    fields: dict[str, Any] = {"problem": " ".join(causes[:2]), "confidence": HEURISTIC_CONFIDENCE,
                              "type": "fix", "tags": ["fix"]}
    if _ACTION.match(what):
        fields["fix"] = what
    else:
        done = [s.strip().rstrip(".") for s in sentences if s not in causes and _ACTION.match(s.strip())]
        if done:
            fields["fix"] = done[0]
    return Lesson(title=_title(what), fields=fields, body=body, origin="heuristic")


#: A commit message longer than this is read only this far: a 1 MB message must not become a
#: 1 MB note (past the note size limit, which `doctor` would then reject).
MAX_MESSAGE_CHARS = 16000


def lessons(message: str) -> list[Lesson]:
    if len(message) > MAX_MESSAGE_CHARS:
        head, tail = message[:MAX_MESSAGE_CHARS // 2], message[-MAX_MESSAGE_CHARS // 2:]
        message = head.rsplit("\n", 1)[0] + "\n\n" + tail.split("\n", 1)[-1]  # keep subject and trailers
    found = from_trailers(message)
    if found:
        return found
    fix = from_fix(message)
    return [fix] if fix else []


def verify(lesson: Lesson, exists: Callable[[str], bool], own_sha: str = "") -> bool:
    """Check cited commit ids against the repository. False when every cited id is unknown (fabricated)."""
    text = " ".join([lesson.title, lesson.body, *(str(v) for v in lesson.fields.values())])
    refs = sorted({r for r in _REF.findall(text) if _looks_like_sha(r) and not own_sha.startswith(r)})
    lesson.refs = [r for r in refs if exists(r)]
    lesson.unverified = [r for r in refs if r not in lesson.refs]
    return not refs or bool(lesson.refs)


def _looks_like_sha(text: str) -> bool:
    return any(c.isdigit() for c in text) and any(c.isalpha() for c in text)


def _title(text: str) -> str:
    t = " ".join(text.split())
    return t if len(t) <= 120 else t[:117].rstrip() + "..."


def _body_of(message: str) -> str:
    """The message without its subject line and trailer paragraph."""
    from reflectgit.gitops import trailers as parse

    paras = [p for p in re.split(r"\n\s*\n", parse(message)[0].strip()) if p.strip()]
    return "\n\n".join(p.strip() for p in paras[1:])


# -- optional LLM refinement ----------------------------------------------------------------

LLM_CONFIDENCE_CAP = 0.7
_PROMPT = """You maintain the long-term memory of a coding agent. Below is one git commit.
Decide whether it teaches a durable lesson that would stop the same mistake next time
(a root cause and its fix, a rule to follow, a trap to avoid). Typos, formatting, renames,
version bumps and routine features teach nothing.

Answer with one JSON object and nothing else:
{{"lessons": [{{"title": "one line, what was learned",
               "problem": "what went wrong and why (or empty)",
               "fix": "what fixed it (or empty)",
               "rule": "the rule to follow from now on (or empty)",
               "tags": ["two to five short tags"],
               "confidence": 0.0 to 1.0}}]}}
Use {{"lessons": []}} when there is nothing durable. At most 3 lessons. Do not invent commit ids.

Commit message:
---
{message}
---
Files changed: {files}
"""


def looks_like_fix(message: str) -> bool:
    return bool(_FIX_SUBJECT.match((message.strip().splitlines() or [""])[0].strip()))


def check_lesson(item: Any, where: str, cap: float, default_confidence: float = 0.5) -> dict[str, Any]:
    """One LLM-written lesson, cleaned; a ValueError names the bad field (sent back to re-ask)."""
    if not isinstance(item, dict):
        raise ValueError(f"{where} must be an object")
    title = item.get("title")
    if not isinstance(title, str) or not title.strip() or len(title) > 300:
        raise ValueError(f"{where}.title must be one line of text")
    clean: dict[str, Any] = {"title": " ".join(title.split())}
    for name in ("problem", "fix", "rule"):
        value = item.get(name) or ""
        if not isinstance(value, str):
            raise ValueError(f"{where}.{name} must be text")
        if value.strip():
            clean[name] = value.strip()
    tags = item.get("tags") or []
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise ValueError(f"{where}.tags must be a list of text")
    clean["tags"] = [t.strip().lower() for t in tags if t.strip()][:5]
    conf = item.get("confidence", default_confidence)
    if not isinstance(conf, (int, float)) or isinstance(conf, bool) or not 0 <= conf <= 1:
        raise ValueError(f"{where}.confidence must be a number from 0 to 1")
    clean["confidence"] = min(float(conf), cap)
    return clean


def _check_lessons(data: Any) -> list[dict[str, Any]]:
    if not isinstance(data, dict) or not isinstance(data.get("lessons"), list):
        raise ValueError('expected {"lessons": [...]}')
    return [check_lesson(item, f"lessons[{i}]", LLM_CONFIDENCE_CAP) for i, item in enumerate(data["lessons"][:3])]


def refine(llm: Any, message: str, files: list[str]) -> list[Lesson]:
    """Lessons written by the LLM (raises ``LLMUnavailable``; the caller keeps the heuristics)."""
    prompt = _PROMPT.format(message=message.strip()[:4000], files=", ".join(files[:30]) or "(none)")
    items = llm.complete_json(prompt, "capture:commit", _check_lessons)
    out = []
    for item in items:
        title = item.pop("title")
        item["type"] = "lesson"
        out.append(Lesson(title=_title(title), fields=item, body=_body_of(message), origin="llm"))
    return out
