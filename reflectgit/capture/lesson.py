"""The parts of a lesson the heuristic writer keeps from a signal window (issue 20, item 1).

- :func:`parts` splits the user's message into clauses and keeps the **rule** (the clause that
  fired, its "No," / "that's wrong" lead dropped), the **alternative** when one is given
  ("... instead", "use X", "rather ...") and the **reason** when one is given ("because",
  "since it ...", "the flake was", "caused by", "due to").
- :func:`touched_files` lists the files the window's tool calls touched (Edit / Write /
  MultiEdit / NotebookEdit / Read ``file_path``, Codex ``apply_patch`` headers), relative to the
  session's folder.
- :func:`failed_tests` names the failing tests in pytest, jest, cargo and go test output.

Everything here reads turns whose private spans were already removed by the transcript reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

#: clause boundaries: sentence ends, semicolons, dashes used as punctuation, new lines
_CLAUSES = re.compile(r"(?<=[.!?])\s+|\s*;\s*|\s+[—–]\s+|\s+-{1,2}\s+|\n+")
_LEAD = re.compile(r"^(?:(?:no+|nope|hmm+|ah|uh|ugh|wait)\b[\s,.!:]*|(?:wrong|ok(?:ay)?|well|sorry|stop)[,.!:]+\s*"
                   r"|(?:that|this|it)(?:'s|\s+is)\s+(?:wrong|incorrect|not (?:right|correct|what i (?:asked|wanted|said)"
                   r"(?: for)?))[\s,.!:]*|(?:actually|please|again|from now on|going forward)[\s,]+(?=\w))+", re.I)
_REASON = re.compile(
    r"\bbecause\b|\bcaused by\b|\bdue to\b|\broot[- ]cause\b|\bthe reason\b|\bturns out\b|\botherwise\b"
    r"|\bsince (?=(?:it|we|they|the|that|this|there|you|our|[\w.-]+ (?:is|are|was|were|has|have|does|do|can|can't|"
    r"cannot|won't|will))\b)"
    r"|\bthe (?:real )?(?:flake|flakiness|failure|crash|hang|timeout|problem|issue|bug|error|regression|race) "
    r"(?:was|is|came from|comes from)\b", re.I)
_ALTERNATIVE = re.compile(
    r"\binstead\b|\brather\b|^(?:please\s+|just\s+|you (?:should|can|must)\s+|we\s+)?"
    r"(?:use|try|patch|call|switch to|go with|prefer|pass|put|keep|run|mock|stub|wrap|move|vendor)\b"
    r"|\bwe (?:use|vendor|prefer|only use)\b", re.I)
#: a reason that follows the rule in the same clause (", because ...")
_TAIL_REASON = re.compile(r",?\s+(?=(?:because|since|as otherwise|otherwise|due to)\b)", re.I)


@dataclass
class Parts:
    rule: str = ""
    alternative: str = ""
    reason: str = ""

    def rule_text(self) -> str:
        """The rule with its alternative: "Don't use X; use Y instead"."""
        if self.rule and self.alternative and self.alternative.lower() not in self.rule.lower():
            return f"{self.rule}; {_lower_first(self.alternative)}"
        return self.rule or upper_first(self.alternative)


def _clean(text: str) -> str:
    return " ".join(text.split()).strip(" ,.;:—–-!")


def upper_first(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def _lower_first(s: str) -> str:
    # "Patch time.time" -> "patch time.time"; leave "HTTPX", "I" and code as they are
    return s[:1].lower() + s[1:] if len(s) > 1 and s[0].isupper() and s[1].islower() and s[:2] != "I " else s


def strip_lead(text: str) -> str:
    """``text`` without its "No," / "Hmm," / "That's wrong," lead, first letter upper case."""
    return upper_first(_clean(_LEAD.sub("", text.strip(), count=1)))


def clauses(text: str) -> list[str]:
    return [c for c in (_clean(x) for x in _CLAUSES.split(text)) if c]


def parts(text: str, phrase: str) -> Parts:
    """Rule, alternative and reason of one user message; ``phrase`` is what the signal matched."""
    found = clauses(text)
    word = re.compile(r"(?<!\w)" + re.escape(phrase.lower().strip()) + r"(?!\w)") if phrase.strip() else None
    at = next((i for i, c in enumerate(found) if word and word.search(c.lower())), 0)
    out = Parts()
    rule_clause = strip_lead(found[at]) if found else ""
    tail = _TAIL_REASON.split(rule_clause, maxsplit=1)
    if len(tail) == 2 and tail[0].strip() and not _REASON.search(tail[0]):
        rule_clause, out.reason = _clean(tail[0]), _clean(tail[1])
    if _REASON.match(rule_clause):
        out.reason = out.reason or rule_clause
    else:
        out.rule = rule_clause
    nxt = at + 1
    if out.rule.count(" ") < 2 and nxt < len(found) and not _REASON.search(found[nxt]):
        # a bare "No." / "Stop." / "That's incorrect;" says what is wrong in the next clause
        more = strip_lead(found[nxt])
        out.rule = f"{out.rule}; {_lower_first(more)}" if out.rule else more
    else:
        nxt = at
    for i, c in enumerate(found):
        if i in (at, nxt):
            continue
        if _REASON.search(c):
            out.reason = out.reason or _clean(c)
        elif not out.alternative and _ALTERNATIVE.search(strip_lead(c)):
            out.alternative = strip_lead(c)
    if not out.rule and out.alternative:
        out.rule, out.alternative = out.alternative, ""
    return out


_LEADING_REASON = re.compile(r"^(?:(?:it'?s|that'?s|this is|it was|that was)\s+)?(?:because|since|due to|caused by)\b"
                             r"|^the (?:real )?(?:reason|flake|flakiness|failure|cause|root cause)\b", re.I)


def leading_reason(text: str) -> str:
    """A message that opens with its reason ("Because CI runners are slow."), else ""."""
    first = clauses(strip_lead(text))
    return first[0] if first and _LEADING_REASON.match(first[0]) else ""


# -- files the tool calls touched ------------------------------------------------------------

_PATH_KEYS = ("file_path", "notebook_path", "path")
_PATCH_FILE = re.compile(r"^\*\*\* (?:Update|Add|Delete) File: (.+)$", re.M)
EDIT_TOOLS = {"Edit", "Write", "MultiEdit", "NotebookEdit", "apply_patch", "str_replace_based_edit_tool",
              "write_file", "edit_file", "replace"}


def _rel(path: str, cwd: str | None) -> str:
    path = path.strip()
    if cwd and path.startswith(cwd.rstrip("/") + "/"):
        return path[len(cwd.rstrip("/")) + 1:]
    return path


def call_files(tool: str | None, tool_input: Any, cwd: str | None = None, edits_only: bool = False) -> list[str]:
    """The files one tool call names: ``file_path`` (and friends), apply_patch headers."""
    command = tool_input.get("command") if isinstance(tool_input, dict) else None
    patching = isinstance(command, list) and bool(command) and command[0] == "apply_patch"  # Codex's shell form
    if edits_only and tool not in EDIT_TOOLS and not patching:
        return []
    if patching and isinstance(command, list):
        return [_rel(m.group(1), cwd) for part in command[1:] if isinstance(part, str)
                for m in _PATCH_FILE.finditer(part)]
    out: list[str] = []
    if isinstance(tool_input, dict):
        for key in _PATH_KEYS:
            v = tool_input.get(key)
            if isinstance(v, str) and v.strip() and "\n" not in v:
                out.append(_rel(v, cwd))
        for v in tool_input.values():
            if isinstance(v, str) and "*** " in v:
                out += [_rel(m.group(1), cwd) for m in _PATCH_FILE.finditer(v)]
    elif isinstance(tool_input, str):
        out += [_rel(m.group(1), cwd) for m in _PATCH_FILE.finditer(tool_input)]
    return out


def touched_files(turns: list[Any], cwd: str | None = None) -> list[str]:
    """Files the tool calls among ``turns`` touched, edits first, each once."""
    edited: list[str] = []
    read: list[str] = []
    for t in turns:
        if t.role == "assistant" and t.tool:
            changed = call_files(t.tool, t.tool_input, cwd, edits_only=True)
            edited += changed
            read += [f for f in call_files(t.tool, t.tool_input, cwd) if f not in changed]
    return list(dict.fromkeys(edited + read))


# -- failing tests ---------------------------------------------------------------------------

_FAILED_TEST = [
    re.compile(r"^(?:FAILED|ERROR)\s+(\S+::\S+?)(?:\s+-\s|\s*$)", re.M),  # pytest short summary
    re.compile(r"^(\S+::\S+)\s+(?:FAILED|ERROR)\b", re.M),  # pytest -v
    re.compile(r"^\s*[✕×✗]\s+(.+?)(?:\s+\(\d+(?:\.\d+)?\s*m?s\))?\s*$", re.M),  # jest / vitest
    re.compile(r"^test\s+(\S+)\s+\.\.\.\s+FAILED\b", re.M),  # cargo test
    re.compile(r"^\s*--- FAIL:\s+(\S+)", re.M),  # go test
]
_TEST_FILE = re.compile(r"^(?:FAIL)\s+(\S+\.(?:js|jsx|ts|tsx|mjs|cjs))\b", re.M)  # jest's "FAIL src/x.test.ts"
_ERROR_LINE = re.compile(r"^E\s{2,}(\S.*)$|^(?:FAILED|ERROR)\s+\S+::\S+\s+-\s+(.+)$"
                         r"|^\s*(?:Error|AssertionError|panicked at)\b:?\s*(.+)$", re.M)


def failed_tests(output: str) -> tuple[list[str], list[str]]:
    """(failing test names, test files) found in a test run's output."""
    names: list[str] = []
    for pattern in _FAILED_TEST:
        names += [m.group(1).strip() for m in pattern.finditer(output)]
    files = [n.split("::", 1)[0] for n in names if re.match(r"[\w./-]+\.\w+::", n)] + [m.group(1) for m in _TEST_FILE.finditer(output)]
    return list(dict.fromkeys(names))[:10], list(dict.fromkeys(files))[:10]


def first_error(output: str) -> str:
    m = _ERROR_LINE.search(output)
    if not m:
        return ""
    return " ".join(next(g for g in m.groups() if g).split())[:200]
