"""Signals in a transcript that a lesson is there to be kept.

From what the **user** wrote (never the assistant's own prose):

| kind | strength | fires on |
|---|---|---|
| correction | 0.9 | "no, ...", "that's wrong", "don't ...", "I already told you", "you deleted/broke ..." |
| rule | 0.8 | an imperative "always/never ...", "the rule is", "from now on", "we use/prefer" |
| root_cause | 0.8 | "the root cause", "the problem was", "caused by", "turns out" |
| decision | 0.7 | "let's go with", "we decided", "we'll use" |
| permission | 0.7 | a permission reply: "always allow X", "don't ask again", "never allow X" |

A message whose strongest signal is a correction, rule or decision but which also states a root
cause ("don't ...; the flake was because ...") reports that root cause too, on the same turn.

From tool activity: a failing test run later passing (``test_fixed`` 0.8 when the failing tests
are named in the output and files were edited between the runs; otherwise 0.3, never kept) or still failing
(``test_fail`` 0.5) parsed from pytest / jest / go test / cargo output; the same tool call
repeated 3 times or two calls oscillating (``loop`` 0.6); a todo flipping to completed
(``todo_done`` 0.5).

A message that ends with a question mark can only be a correction ("why did you delete it?"):
a question about a root cause or a rule states neither. Signals of strength >= ``THRESHOLD``
(0.6) open a capture window. Single words such as
"function", "error" or "always" inside a description never fire on their own; the phrases are
anchored to sentence starts or to you/we/please.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from reflectgit.capture.lesson import call_files, failed_tests
from reflectgit.capture.transcript import Turn

THRESHOLD = 0.6

_SENT = r"(?:^|[.!?;:]\s+|\n\s*)"
_NOT_RULE = r"(?!mind\b|seen\b|heard\b|been\b|had\b|knew\b|thought\b|forget\b|know\b)"
PATTERNS: list[tuple[str, float, re.Pattern[str]]] = [
    ("correction", 0.9, re.compile(
        _SENT + r"(?:hmm,?\s+|ah,?\s+|uh,?\s+)?(?:no|nope|wrong)\b(?![- ]one\b)"
        r"(?!\s+(?:problem|rush|worries|need|thanks|idea|way|more|longer|one|longer)\b)"
        r"|" + _SENT + r"(?:please\s+)?stop\b(?:\s*[,.!—-]|\s+(?:adding|doing|using|changing|writing|creating|rewriting|touching|"
        r"deleting|removing|mocking|guessing)\b)"
        r"|\b(?:that|this|it)(?:'s|\s+is)?\s*(?:wrong|incorrect|not (?:right|correct|what i (?:asked|wanted|said)))"
        r"|\b(?:isn'?t|is not|aren'?t) (?:right|correct)\b"
        r"|\b(?:the )?wrong\s+(?:file|path|branch|port|name|directory|folder|command|place|function|module|"
        r"version|table|key|repo|repository|env|environment|account|project)\b"
        r"|\bi (?:already )?(?:told|asked) you\b|\bi (?:said|asked for|meant)\b"
        r"|" + _SENT + r"(?:please\s+)?(?:don'?t|do not|never)\s+(?:ever\s+)?(?:use|run|call|push|commit|delete|remove|"
        r"touch|change|add|kill|force|rewrite|edit|modify|install|import|mock|skip)\b"
        r"|\byou (?:just )?(?:broke|deleted|removed|forgot|missed|ignored|overwrote|reverted)\b"
        r"|\byou keep (?:forgetting|doing|adding|using|breaking|ignoring|changing)\b"
        r"|\b(?:that|this|it) (?:just )?broke\b(?!\s+because)|\b(?:revert|undo) (?:that|this|it|the last)\b"
        r"|\b(?:is|are) (?:banned|forbidden|not allowed)\b"
        r"|\bnot like that\b|\bthat'?s not how\b|\bwhy did you\b", re.I)),
    ("rule", 0.8, re.compile(
        _SENT + r"(?:please\s+)?(?:always|never)\s+" + _NOT_RULE + r"[a-z]+"
        r"|\b(?:you|we)\s+(?:should\s+|must\s+)?(?:always|never)\s+" + _NOT_RULE + r"[a-z]+"
        r"|\bthe rule is\b|\bfrom now on\b|\bgoing forward\b|\bin this (?:repo|codebase|project|team),? we\b"
        r"|\bwe (?:use|prefer|don'?t use|do not use|only use)\b|\bi (?:prefer|like to use|want you to use)\b"
        r"|" + _SENT + r"prefer\s+\S+(?:\s+\S+){0,3}\s+(?:over|to)\b"
        r"|\b(?:every|each|all)\s+(?:new\s+)?\w+\s+(?:needs?|must|should)\b"
        r"|\b(?:tests?|code|commits?|endpoints?|functions?|files?|migrations?|changes?|prs?)\s+(?:must|should)"
        r"(?:\s+not|\s+never|\s+always)?\b"
        r"|\bmake sure (?:to|you|that you)\b|\bremember (?:to|that)\b", re.I)),
    ("root_cause", 0.8, re.compile(
        r"\broot[- ]cause\b|\bthe (?:real )?(?:problem|issue|bug|cause) (?:was|is|turned out)\b"
        r"|\bcaused by\b|\bturns out\b|\bthe reason (?:was|is) that\b"
        r"|\b(?:it |this |that )?(?:fails|failed|broke|crashed|happened|hung|timed out) because\b"
        r"|\b(?:was|is) due to\b|\bthe cause was\b|\bwas an? [\w-]+ (?:issue|problem|bug) all along\b"
        r"|\ball along\b"
        r"|\bthe (?:real )?(?:flake|flakiness|failure|crash|hang|timeout|regression|race) (?:was|is) (?:because|due to|caused)\b",
        re.I)),
    ("decision", 0.7, re.compile(
        r"\blet'?s (?:go with|use|switch to|keep|stick with|do|go)\b|\bwe(?:'ve| have)? decided\b|\bdecided to\b"
        r"|\bwe'?ll (?:use|go with|keep|switch)\b|\bgo with (?:option|the|a)\b"
        r"|\b(?:we'?re|we are|i'?m|i am) going with\b|" + _SENT + r"decision\s*:|\boption \w+ it is\b", re.I)),
    ("permission", 0.7, re.compile(
        r"^\s*(?:yes,?\s*)?(?:always allow|allow always|don'?t ask (?:me )?again|never allow|always deny)\b", re.I)),
]

_TEST_FAIL = re.compile(r"\b(\d+) failed\b|^FAILED\s|^--- FAIL:|\btest result: FAILED\b|\bTests?:\s+\d+ failed", re.M)
_TEST_PASS = re.compile(r"\b(\d+) passed\b(?!.*\bfailed\b)|^ok\s+\S+|\btest result: ok\b|\bTests?:\s+\d+ passed", re.M)


@dataclass
class Signal:
    kind: str
    strength: float
    turn: int
    evidence: str
    detail: dict[str, Any] = field(default_factory=dict)  # test_fixed: tests, files, failed_at

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def classify(text: str) -> tuple[str, float, str] | None:
    """The strongest signal in one user message: (kind, strength, matched phrase), or None.
    A permission reply ("always allow X") is that and nothing else, however it is worded."""
    kind, strength, pattern = PATTERNS[-1]
    m = pattern.search(text)
    if m:
        return kind, strength, m.group(0).strip()
    best = None
    asking = text.rstrip().endswith("?")
    for kind, strength, pattern in PATTERNS:
        if asking and kind != "correction":
            continue  # "what was the root cause?" asks; "why did you delete it?" still corrects
        m = pattern.search(text)
        if m and (best is None or strength > best[1]):
            best = (kind, strength, m.group(0).strip(" .,;:!?\n"))
    return best


def also(text: str, kind: str) -> tuple[str, float, str] | None:
    """A root cause stated in a message whose strongest signal is something else ("don't ...;
    the flake was because ..."): reported as its own signal on the same turn, and kept as the
    reason of that turn's lesson rather than as a second note."""
    if kind == "root_cause" or kind == "permission" or text.rstrip().endswith("?"):
        return None
    name, strength, pattern = next(p for p in PATTERNS if p[0] == "root_cause")
    m = pattern.search(text)
    return (name, strength, m.group(0).strip(" .,;:!?\n")) if m else None


def detect(turns: list[Turn], cwd: str | None = None) -> list[Signal]:
    out: list[Signal] = []
    failing_since: int | None = None
    failing: list[str] = []
    test_files: list[str] = []
    edited: list[str] = []
    calls: list[tuple[int, str]] = []
    for t in turns:
        if t.role == "user" and t.text.strip():
            found = classify(t.text)
            if found:
                out.append(Signal(found[0], found[1], t.index, _sentence(t.text, found[2]), {"phrase": found[2]}))
                extra = also(t.text, found[0])
                if extra:
                    out.append(Signal(extra[0], extra[1], t.index, _sentence(t.text, extra[2]), {"phrase": extra[2]}))
        elif t.role == "tool" and t.text:
            if _TEST_FAIL.search(t.text):
                if failing_since is None:
                    failing_since, failing, test_files, edited = t.index, [], [], []
                names, files = failed_tests(t.text)
                failing = list(dict.fromkeys(failing + names))
                test_files = list(dict.fromkeys(test_files + files))
            elif _TEST_PASS.search(t.text) and failing_since is not None:
                out.append(_fixed(t.index, failing_since, failing, test_files, edited))
                failing_since = None
        elif t.role == "assistant" and t.tool:
            if failing_since is not None:
                edited = list(dict.fromkeys(edited + call_files(t.tool, t.tool_input, cwd, edits_only=True)))
            key = f"{t.tool}:{json.dumps(t.tool_input, sort_keys=True, default=str)}"
            calls.append((t.index, key))
            if _looping([k for _, k in calls[-6:]]):
                out.append(Signal("loop", 0.6, t.index, f"repeated {t.tool} calls"))
                calls.clear()
            if t.tool == "TodoWrite" and isinstance(t.tool_input, dict):
                for todo in t.tool_input.get("todos") or []:
                    if isinstance(todo, dict) and todo.get("status") == "completed":
                        out.append(Signal("todo_done", 0.5, t.index, str(todo.get("content", ""))[:200]))
    if failing_since is not None:
        out.append(Signal("test_fail", 0.5, failing_since, "tests still failing at the end of the session"))
    return out


#: a test fix that names no test or no changed file: reported, never strong enough to keep
UNNAMED_FIX = 0.3


def _fixed(at: int, failed_at: int, tests: list[str], test_files: list[str], edited: list[str]) -> Signal:
    """A failing run followed by a passing one. It opens a lesson only when it can name the
    failing test(s) and the file(s) edited between the two runs."""
    changed = [f for f in edited if f not in test_files] or edited
    detail = {"tests": tests, "test_files": test_files, "files": changed, "failed_at": failed_at}
    if not tests or not changed:
        return Signal("test_fixed", UNNAMED_FIX, at, "tests failed, then passed after a change", detail)
    names = ", ".join(tests[:3]) + (f" and {len(tests) - 3} more" if len(tests) > 3 else "")
    files = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
    return Signal("test_fixed", 0.8, at, f"{names} failed, then passed after changing {files}", detail)


def _looping(keys: list[str]) -> bool:
    if len(keys) >= 3 and keys[-1] == keys[-2] == keys[-3]:
        return True
    return len(keys) >= 4 and keys[-1] == keys[-3] and keys[-2] == keys[-4] and keys[-1] != keys[-2]


def _sentence(text: str, phrase: str) -> str:
    """The sentence of ``text`` holding ``phrase`` (the evidence shown with the note)."""
    for s in re.split(r"(?<=[.!?])\s+|\n+", text):
        if phrase.lower() in s.lower():
            return s.strip()[:300]
    return text.strip()[:300]
