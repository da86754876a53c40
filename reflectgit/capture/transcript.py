"""Agent transcripts as a list of turns: Claude Code's JSONL, Codex CLI's session rollout
JSONL, plain ``User:``/``Assistant:`` text, or any format a plugin registers
(``register_transcript_formats``; the three above are registered by the default plugins).

Claude Code's own markers are not what the person said: "[Request interrupted by user]" is dropped,
and a tool call rejected at the permission prompt with a reason ("... the user said:\nuse the
helper in utils/retry.py") yields the rejection and, as a user turn, what the person typed.

Everything inside ``<private>`` spans is removed here, at the boundary, so no later step (the
signal detectors, a writer, an LLM prompt, a note, the index) can ever see it. One stripper
reads a whole transcript: a tag left open in one message hides every later message, tool call
and tool result, and a part read entirely inside an open span is dropped.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflectgit.errors import NoteError
from reflectgit.privacy import PrivateStripper, strip_private

#: Context Codex injects as user messages in every session: not something the person said.
_CODEX_BOILERPLATE = ("<user_instructions>", "<environment_context>", "# AGENTS.md instructions")
_PLAIN = re.compile(r"^(user|human|you|assistant|ai|claude|agent|system|tool)\s*:\s?(.*)$", re.I)


@dataclass
class Turn:
    index: int
    role: str  # user | assistant | tool
    text: str = ""
    tool: str | None = None  # the tool an assistant turn called, or whose output a tool turn carries
    tool_input: Any = None
    timestamp: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Transcript:
    turns: list[Turn]
    session: str | None = None
    path: str | None = None
    cwd: str | None = None
    #: whether the format records the agent's tool calls (Claude Code, Codex); in a plain "User: /
    #: Assistant:" log a session with no call may simply not show them
    records_tools: bool = False
    #: Gemini CLI's ``projectHash``: the SHA-256 of the folder Gemini ran in (the chat names no
    #: folder, so only this says which project it belongs to)
    project_hash: str | None = None


def _content_parts(content: Any) -> list[dict[str, Any]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return [c for c in content if isinstance(c, dict)] if isinstance(content, list) else []


def _tool_result_text(part: dict[str, Any]) -> str:
    c = part.get("content")
    if isinstance(c, list):
        return "\n".join(str(x.get("text", "")) for x in c if isinstance(x, dict))
    return str(c or "")


def _records(path: Path) -> Any:
    """Each JSON object of a JSON-lines file; a line that is not JSON names its number. The last
    line of a file that does not end in a newline is one the agent is still writing (a hook reads
    the live transcript): it is left for the next read rather than failing the whole session."""
    text = path.read_text(errors="replace")
    lines = text.splitlines()
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except ValueError:
            if lineno == len(lines) and not text.endswith("\n"):
                return
            raise NoteError(f"line {lineno} is not JSON", file=path, field="transcript") from None
        if isinstance(rec, dict):
            yield rec


def read_claude_jsonl(path: Path) -> Transcript:
    turns: list[Turn] = []
    session = cwd = None
    tool_names: dict[str, str] = {}
    private = PrivateStripper()
    for rec in _records(path):
        if rec.get("type") not in ("user", "assistant"):
            continue
        session = session or _text(rec.get("sessionId")) or _text(rec.get("session_id"))
        cwd = cwd or _text(rec.get("cwd"))
        msg = rec.get("message") if isinstance(rec.get("message"), dict) else {}
        role = str(msg.get("role") if msg.get("role") in ("user", "assistant") else rec["type"])
        for part in _content_parts(msg.get("content")):
            turn = _part_turn(part, role, _text(rec.get("timestamp")), private, tool_names)
            if turn is None or (turn.role == "user" and _INTERRUPTED.match(turn.text)):
                continue  # "[Request interrupted by user]" is the harness's marker, not something the person said
            for t in _rejection(turn):
                t.index = len(turns)
                turns.append(t)
    return Transcript(turns, session, str(path), cwd, records_tools=True)


#: what Claude Code writes when the person stops the agent (Esc), before they type what to do instead
_INTERRUPTED = re.compile(r"^\s*\[Request interrupted by user[^\]]*\]\s*$")
#: a tool call the person rejected at the permission prompt, with what they typed as the reason
_REJECTED = re.compile(r"^The user doesn't want to proceed with this tool use\b.*?the user said:\s*\n(?P<said>.+)\Z", re.S | re.I)
#: the reply Claude Code writes itself when the person chose to clarify a question it asked
_CLARIFY = re.compile(r"^The user wants to clarify these questions\b", re.I)


def _rejection(turn: Turn) -> list[Turn]:
    """A rejected tool call's result as two turns: the rejection, and what the person typed with it
    (a user turn that answers the agent's call: "no, use the retry helper in utils/retry.py").
    Any other turn is returned as it is."""
    m = _REJECTED.match(turn.text) if turn.role == "tool" else None
    said = m.group("said").strip() if m else ""
    if not said or _CLARIFY.match(said):
        return [turn]
    turn.text, turn.extra = "The user rejected this tool call.", {"is_error": False, "rejected": True}
    return [turn, Turn(0, "user", said, timestamp=turn.timestamp, extra={"rejected_call": turn.tool})]


def read_codex_jsonl(path: Path) -> Transcript:
    """Codex CLI's session rollout (``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``): one
    ``{timestamp, type, payload}`` record a line; ``session_meta`` names the session and its
    folder, and ``response_item`` payloads are the messages, function calls and their outputs
    (older files put those items at the top level). Reasoning and UI events are skipped."""
    turns: list[Turn] = []
    session = cwd = None
    tool_names: dict[str, str] = {}
    private = PrivateStripper()
    for rec in _records(path):
        kind = rec.get("type")
        payload = rec.get("payload") if isinstance(rec.get("payload"), dict) else None
        if kind == "session_meta" and payload is not None:
            session = session or _text(payload.get("id"))
            cwd = cwd or _text(payload.get("cwd"))
            continue
        item = payload if kind == "response_item" else rec if kind in _CODEX_ITEMS else None
        part, role = _codex_part(item) if item is not None else (None, "")
        if part is None:
            continue
        turn = _part_turn(part, role, _text(rec.get("timestamp")), private, tool_names)
        if turn is not None:
            turn.index = len(turns)
            turns.append(turn)
    return Transcript(turns, session, str(path), cwd, records_tools=True)


_CODEX_ITEMS = ("message", "function_call", "function_call_output", "custom_tool_call",
                "custom_tool_call_output", "local_shell_call")


def _codex_part(item: dict[str, Any]) -> tuple[dict[str, Any] | None, str]:
    """A Codex item as the content part (and role) Claude's reader already understands."""
    kind = item.get("type")
    if kind == "message" and item.get("role") in ("user", "assistant"):
        content = item.get("content")
        text = content if isinstance(content, str) else "\n".join(
            str(c["text"]) for c in content if isinstance(c, dict) and isinstance(c.get("text"), str)
        ) if isinstance(content, list) else ""
        if item["role"] == "user" and text.lstrip().startswith(_CODEX_BOILERPLATE):
            return None, ""
        return {"type": "text", "text": text}, str(item["role"])
    if kind in ("function_call", "custom_tool_call", "local_shell_call"):
        raw = item.get("arguments", item.get("input", item.get("action")))
        try:
            args = json.loads(raw) if isinstance(raw, str) else raw
        except ValueError:
            args = {"input": raw}
        return {"type": "tool_use", "id": item.get("call_id"), "name": item.get("name") or kind,
                "input": args}, "assistant"
    if kind in ("function_call_output", "custom_tool_call_output"):
        out = item.get("output")
        text = out if isinstance(out, str) else json.dumps(out, ensure_ascii=False)
        try:  # a shell call's output is JSON holding the printed text and the exit code
            decoded = json.loads(text)
            if isinstance(decoded, dict) and isinstance(decoded.get("output"), str):
                code = (decoded.get("metadata") or {}).get("exit_code") if isinstance(decoded.get("metadata"), dict) else None
                text = decoded["output"] + (f"\n(exit code {code})" if code not in (None, 0) else "")
        except ValueError:
            pass
        return {"type": "tool_result", "tool_use_id": item.get("call_id"), "content": text}, "tool"
    return None, ""


def read_gemini_json(path: Path) -> Transcript:
    """Gemini CLI's chat recording (``~/.gemini/tmp/<project hash>/chats/session-*.json``): one
    JSON object, ``sessionId`` and ``messages`` of ``type`` user or gemini; a gemini message's
    ``toolCalls`` (name, args, result) become the call and its output. Thoughts, info and error
    messages are skipped. The file names no folder, only its ``projectHash`` (the SHA-256 of the folder
    Gemini ran in; the folder under ``tmp/`` on older versions): the hook's ``cwd`` places the session,
    and ``capture transcript`` checks the hash against the folder it runs in (:func:`gemini_project_dir`)."""
    try:
        data = json.loads(path.read_text(errors="replace") or "{}")
    except ValueError as exc:
        raise NoteError(f"is not JSON ({exc})", file=path, field="transcript") from None
    turns: list[Turn] = []
    tool_names: dict[str, str] = {}
    private = PrivateStripper()
    messages = data.get("messages") if isinstance(data, dict) else None
    for msg in messages if isinstance(messages, list) else []:
        if not isinstance(msg, dict) or msg.get("type") not in ("user", "gemini"):
            continue
        role, stamp = ("user" if msg["type"] == "user" else "assistant"), _text(msg.get("timestamp"))
        parts: list[dict[str, Any]] = [{"type": "text", "text": _gemini_text(msg.get("content"))}]
        for i, call in enumerate(c for c in msg.get("toolCalls") or [] if isinstance(c, dict)):
            cid = str(call.get("id") or f"{msg.get('id')}-{i}")
            parts.append({"type": "tool_use", "id": cid, "name": call.get("name") or "tool", "input": call.get("args")})
            shown = call.get("resultDisplay") if isinstance(call.get("resultDisplay"), str) else None
            parts.append({"type": "tool_result", "tool_use_id": cid, "is_error": call.get("status") == "error",
                          "content": shown if shown is not None else _gemini_text(call.get("result"))})
        for part in parts:
            turn = _part_turn(part, role if part["type"] == "text" else "tool", stamp, private, tool_names)
            if turn is not None:
                turn.index = len(turns)
                turns.append(turn)
    session = _text(data.get("sessionId")) if isinstance(data, dict) else None
    project_hash = _text(data.get("projectHash")) if isinstance(data, dict) else None
    folder = path.absolute().parent
    if project_hash is None and folder.name == "chats" and re.fullmatch(r"[0-9a-f]{64}", folder.parent.name):
        project_hash = folder.parent.name
    return Transcript(turns, session, str(path), None, records_tools=True, project_hash=project_hash)


def gemini_project_dir(project_hash: str, start: Path) -> Path | None:
    """The folder among ``start`` and its parents whose path Gemini CLI hashes to ``project_hash``
    (``sha256(<absolute folder>)``, as it names ``~/.gemini/tmp/<hash>``); None: the chat was
    recorded in another project (or in a folder below this one)."""
    import hashlib

    seen: list[Path] = []
    for base in (start.absolute(), start.resolve()):
        seen += [p for p in (base, *base.parents) if p not in seen]
    for folder in seen:
        if hashlib.sha256(str(folder).encode("utf-8")).hexdigest() == project_hash.lower():
            return folder
    return None


def _gemini_text(value: Any) -> str:
    """The text of Gemini content: a string, or parts holding ``text`` or a function response."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        value = [value]
    out = []
    for part in value if isinstance(value, list) else []:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, dict):
            if isinstance(part.get("text"), str):
                out.append(part["text"])
            resp = part.get("functionResponse")
            body = resp.get("response") if isinstance(resp, dict) else None
            if isinstance(body, dict):
                out += [str(body[k]) for k in ("output", "error") if body.get(k) is not None]
    return "\n".join(out)


def is_gemini_chat(path: Path) -> bool:
    """A ``.json`` file that opens as Gemini's chat recording does (``sessionId`` near the top)."""
    if path.suffix != ".json":
        return False
    with open(path, "rb") as fh:
        head = fh.read(8192)
    return head.lstrip().startswith(b"{") and b'"sessionId"' in head and b'"messages"' in head


def _text(value: Any) -> str | None:
    """A string field of a record, or None: other tools' transcripts put anything anywhere."""
    return value if isinstance(value, str) and value else None


def _part_turn(part: dict[str, Any], role: str, stamp: str | None, private: PrivateStripper,
               tool_names: dict[str, str]) -> Turn | None:
    """One content part as a turn, its private spans stripped; None when nothing of it is left
    to see (empty text, or a part that lies wholly inside a span left open earlier)."""
    kind = part.get("type")
    was_open = private.open
    if kind == "text":
        text = private.feed(str(part.get("text", "")))
        return Turn(0, role, text, timestamp=stamp) if text.strip() else None
    if kind == "tool_use":
        tool_names[str(part.get("id"))] = str(part.get("name"))
        tool_input = private.feed_value(part.get("input"))
        if was_open and private.open:
            return None
        return Turn(0, "assistant", "", tool=str(part.get("name")), tool_input=tool_input, timestamp=stamp)
    if kind == "tool_result":
        text = private.feed(_tool_result_text(part))
        if was_open and private.open:
            return None
        return Turn(0, "tool", text, tool=tool_names.get(str(part.get("tool_use_id"))), timestamp=stamp,
                    extra={"is_error": bool(part.get("is_error"))})
    return None


def read_plain(path: Path) -> Transcript:
    turns: list[Turn] = []
    for line in strip_private(path.read_text(errors="replace")).splitlines():
        m = _PLAIN.match(line.strip())
        if m:
            who = m.group(1).lower()
            role = "user" if who in ("user", "human", "you") else ("tool" if who == "tool" else "assistant")
            turns.append(Turn(len(turns), role, m.group(2)))
        elif turns and line.strip():
            turns[-1].text += "\n" + line
    return Transcript(turns, None, str(path))  # the calls it shows, if any, carry no input to judge


def read(path: Path, fmt: str | None = None) -> Transcript:
    """The transcript in ``fmt``, or in the first registered format whose sniffer claims the file."""
    from reflectgit.plugins import transcript_formats

    if not path.is_file():
        raise NoteError("is not a file", file=path, field="transcript")
    formats = transcript_formats()
    fmt = fmt or _guess_format(path, formats)
    if fmt not in formats:
        raise NoteError(f"unknown format {fmt!r} (use {', '.join(formats)})", file=path, field="--format")
    return formats[fmt].read(path)


def _guess_format(path: Path, formats: dict[str, Any]) -> str:
    import logging

    for name, f in formats.items():
        try:
            if f.sniff is not None and f.sniff(path):
                return name
        except Exception as exc:  # noqa: BLE001 - a broken sniffer must not stop the others
            logging.getLogger(__name__).warning("transcript format %s could not sniff %s: %s", name, path, exc)
    return "plain"


def is_codex_rollout(path: Path) -> bool:
    """A JSON-lines file whose first record is Codex's: items wrapped in ``payload``, or ``session_meta``."""
    if path.suffix != ".jsonl":
        return False
    with open(path, "rb") as fh:
        for raw in fh:
            if raw.strip():
                try:
                    first = json.loads(raw)
                except ValueError:
                    return False  # Claude's reader names the bad line
                return isinstance(first, dict) and ("payload" in first or first.get("type") == "session_meta")
    return False
