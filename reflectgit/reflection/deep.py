"""``reflectgit reflect run``: the five-phase LLM reflection, proposed and never auto-applied.

Survey → Meta-reflection → Consolidate → Rewrite core → Summarize, each a prompt written for
reflectgit. Inputs follow the scope rules: MEMORY.md, evolution.md, decay-scores.json, the
last 5 reflection-log entries, the graph (entities and relations of notes whose decay > 0.3),
the episodes and notes since ``last_reflection`` (first run: the last 7 days) and pending
sub-agent memories, trimmed to ~30k input tokens counted with a real tokenizer. The result is
``pending-reflection.md`` (the summary a person reads, with the machine-readable proposal
embedded in it) committed alone: nothing else changes until ``reflect approve``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from reflectgit.fsutil import loads_json
from reflectgit.privacy import strip_private

if TYPE_CHECKING:
    from reflectgit.kb import KB

PENDING = "pending-reflection.md"
SUBAGENT = "pending-memories.md"
EVOLUTION = "memory/evolution.md"
EVOLUTION_ARCHIVE = "memory/evolution-archive.md"
LOG = "memory/reflection-log.md"
LOG_ARCHIVE = "memory/reflection-log-archive.md"
DECAY = "memory/meta/decay-scores.json"
CORE_START = "<!-- reflectgit:core:start -->"
CORE_END = "<!-- reflectgit:core:end -->"
OPERATIONS = ("EXTRACT", "CONNECT", "FLAG", "ARCHIVE", "PATTERN", "EVOLVE")
INPUT_BUDGET = 30_000
OUTPUT_BUDGET = 8_000
CORE_CAP = 3_000
EVOLUTION_CAP = 2_000
LOG_ENTRIES = 20
MILESTONES = (10, 25, 50, 100)
CORE_SECTIONS = ("Identity", "Active Context", "Persona", "Critical Facts")
_PROPOSAL = re.compile(r"<!-- reflectgit:proposal\n(.*?)\n-->", re.S)
_OP_BLOCK = re.compile(r"^---\s*$", re.M)


class ReflectionError(Exception):
    pass


# -- token counting ---------------------------------------------------------------------------

_tok = None


def count_tokens(text: str) -> int:
    """Tokens by the packaged MiniLM WordPiece tokenizer (a real one, loaded offline once)."""
    global _tok
    if _tok is None:
        from tokenizers import Tokenizer

        from reflectgit.index.embed import model_dir

        _tok = Tokenizer.from_file(str(model_dir() / "tokenizer.json"))
        _tok.no_truncation()
    return len(_tok.encode(text, add_special_tokens=False).ids)


def trim(text: str, budget: int) -> str:
    """The start of ``text`` within ``budget`` tokens (whole lines)."""
    if count_tokens(text) <= budget:
        return text
    out, used = [], 0
    for line in text.splitlines():
        n = count_tokens(line) + 1
        if used + n > budget:
            out.append("[... trimmed to the token budget]")
            break
        out.append(line)
        used += n
    return "\n".join(out)


# -- decay scores -----------------------------------------------------------------------------

def decay_scores(kb: KB, now: datetime) -> dict[str, float]:
    """Per note: 0.6 x recency (half-life 30 days since the last update) + 0.4 x use (recalls/5)."""
    from reflectgit.counters import recall_counts

    counts = recall_counts(kb)
    out = {}
    for n in kb.notes():
        if n.status != "active" or n.get("hidden"):
            continue
        try:
            last = datetime.fromisoformat(str(n.get("updated") or n.get("created")).replace("Z", "+00:00"))
            days = max(0.0, (now - (last if last.tzinfo else last.replace(tzinfo=UTC))).days)
        except ValueError:
            days = 365.0
        use = min(1.0, counts.get(n.id, {}).get("recalls", 0) / 5)
        out[n.id] = round(0.6 * 0.5 ** (days / 30) + 0.4 * use, 3)
    return out


def read_decay(kb: KB) -> dict[str, Any]:
    try:
        return loads_json((kb.path / DECAY).read_text())
    except (OSError, ValueError):
        return {}


# -- inputs -------------------------------------------------------------------------------------

def _read(kb: KB, rel: str) -> str:
    p = kb.path / rel
    return strip_private(p.read_text(errors="replace")) if p.exists() else ""


def log_entries(text: str) -> list[str]:
    parts = re.split(r"(?m)^(?=## Reflection #)", text)
    return [p for p in parts if p.startswith("## Reflection #")]


def last_number(kb: KB, state: dict[str, Any]) -> int:
    """The highest reflection number seen in decay-scores.json or the logs."""
    seen = [int(state.get("reflection_count", 0))]
    for rel in (LOG, LOG_ARCHIVE):
        seen += [int(n) for n in re.findall(r"(?m)^## Reflection #(\d+)", _read(kb, rel))]
    return max(seen)


def gather(kb: KB, now: datetime) -> dict[str, Any]:
    state = read_decay(kb)
    last = state.get("last_reflection")
    since = (datetime.fromisoformat(last.replace("Z", "+00:00")) if last else now - timedelta(days=7))
    scores = decay_scores(kb, now)
    notes = [n.redacted() for n in kb.notes() if n.status == "active" and not n.get("hidden")]  # prompt text only
    recent = [n for n in notes if str(n.get("created") or "") > since.strftime("%Y-%m-%dT%H:%M:%SZ")]
    alive = [n for n in notes if scores.get(n.id, 0) > 0.3]
    episodes = []
    folder = kb.path / "memory" / "episodes"
    for f in sorted(folder.rglob("*.md")) if folder.is_dir() else []:
        if datetime.fromtimestamp(f.stat().st_mtime, UTC) > since:
            episodes.append(f"### {f.relative_to(kb.path)}\n" + strip_private(f.read_text(errors="replace")))
    graph_lines = []
    for n in alive:
        ents = [str(e.get("name") if isinstance(e, dict) else e) for e in n.get("entities") or []]
        rels = [f"{r.get('type')} -> {r.get('target')}" for r in n.get("relations") or [] if isinstance(r, dict)]
        graph_lines.append(f"- {n.id} \"{strip_private(n.title)}\" (decay {scores[n.id]})"
                           + (f" entities: {', '.join(ents)}" if ents else "") + (f"; {'; '.join(rels)}" if rels else ""))
    fading = [f"- {i}: {s}" for i, s in sorted(scores.items(), key=lambda kv: kv[1]) if s < 0.5][:60]
    parts = {
        "core": _read(kb, "MEMORY.md"),
        "evolution": _read(kb, EVOLUTION),
        "log": "".join(log_entries(_read(kb, LOG))[-5:]),
        "graph": "\n".join(graph_lines),
        "episodes": "\n\n".join(episodes + [f"### note {n.id}: {strip_private(n.title)}\n{strip_private(n.body)}"
                                            for n in recent]),
        "decay": "\n".join(fading),
        "subagent": _read(kb, SUBAGENT),
    }
    shares = {"core": 3000, "evolution": 2000, "log": 2000, "graph": 6500, "episodes": 12000, "decay": 500,
              "subagent": 3000}
    trimmed = {k: trim(v, shares[k]) for k, v in parts.items()}
    return {"parts": trimmed, "last_reflection": last, "since": since.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "count": last_number(kb, state) + 1, "scores": scores,
            "processed": {"episodes": len(episodes), "notes": len(recent), "entities": len(alive)},
            "input_tokens": sum(count_tokens(v) for v in trimmed.values())}


# -- prompts (reflectgit's own wording) --------------------------------------------------------

SURVEY = """You are reviewing the long-term memory of a coding agent and the people it works with.
Plan a consolidation. Read the memory below and list, most important first:
1. durable facts or lessons to extract from the recent episodes and notes,
2. relationships between notes or entities worth recording,
3. contradictions between facts,
4. fading memories that may be archived,
5. repeated patterns that deserve a written procedure,
6. items of the core memory that are stale or missing.
Be concrete: cite note ids. Keep the plan short.

CORE MEMORY (MEMORY.md):
{core}

RECENT EPISODES AND NOTES (since {since}):
{episodes}

GRAPH (notes still in use, with entities and relations):
{graph}

FADING (decay below 0.5):
{decay}

SUB-AGENT MEMORIES WAITING FOR REVIEW:
{subagent}
"""

META = """Before consolidating, look back over earlier reflections of this memory.

LAST REFLECTIONS:
{log}

EVOLUTION SO FAR:
{evolution}

This is reflection #{count}. Write 2-3 insights about how the memory's understanding has
changed, 1-2 observations about how this team works, and what this reflection should pay
attention to. Be brief and specific."""

CONSOLIDATE = """Turn the plan into operations, guided by the insights.

PLAN:
{survey}

INSIGHTS:
{meta}

Write each operation as a block, and nothing else:
---
OPERATION: EXTRACT | CONNECT | FLAG | ARCHIVE | PATTERN | EVOLVE
TARGET: for EXTRACT and PATTERN the project id; for CONNECT and ARCHIVE a note id; for FLAG the
        note ids involved; for EVOLVE "evolution"
CONTENT: EXTRACT/PATTERN: a title line, then the text. CONNECT: "<relation type> -> <target>".
         FLAG: both conflicting facts. ARCHIVE: why. EVOLVE: the insight.
REASON: why this operation is needed
---
Relation types: caused_by, causes, enables, prevents, contradicts, supersedes, part_of, uses,
solves, requires, relates_to. Only use note ids that appear above."""

REWRITE = """Rewrite the core memory: what an agent must know before working with this team.
Exactly four sections, as level-2 headings in this order: Identity, Active Context, Persona,
Critical Facts. At most {cap} tokens in all. Keep pinned items, promote what is used often,
drop what is stale. Output only the markdown of the four sections.

CURRENT CORE:
{core}

OPERATIONS:
{ops}

INSIGHTS:
{meta}"""

SUMMARIZE = """Write a short summary for the person who must approve this reflection: what knowledge
is new, which connections, what would be archived and why, contradictions, how the core memory
changes, what was learned about learning, and 1-3 questions for them. Markdown, level-3 headings.

OPERATIONS:
{ops}

INSIGHTS:
{meta}

CORE MEMORY CHANGES:
{diff}"""


# -- parsing and validation ---------------------------------------------------------------------

@dataclass
class Operation:
    op: str
    target: str
    content: str
    reason: str = ""

    def to_dict(self) -> dict[str, str]:
        return dict(self.__dict__)


def parse_operations(text: str, note_ids: set[str]) -> list[Operation]:
    """Operation blocks; raises ValueError naming the first bad block (for the re-ask)."""
    ops: list[Operation] = []
    blocks = [b.strip() for b in _OP_BLOCK.split(text) if b.strip()]
    for i, block in enumerate(blocks, start=1):
        fields: dict[str, str] = {}
        key = None
        for line in block.splitlines():
            m = re.match(r"^(OPERATION|TARGET|CONTENT|REASON|EVOLUTION_CONTEXT):\s*(.*)$", line.strip())
            if m:
                key = m.group(1)
                fields[key] = m.group(2)
            elif key:
                fields[key] += "\n" + line
        if not fields:
            continue
        op = fields.get("OPERATION", "").strip().upper()
        if op not in OPERATIONS:
            raise ValueError(f"block {i}: OPERATION must be one of {', '.join(OPERATIONS)} (got {op!r})")
        target = fields.get("TARGET", "").strip()
        content = fields.get("CONTENT", "").strip()
        if op != "ARCHIVE" and not content:
            raise ValueError(f"block {i}: {op} needs CONTENT")
        if op in ("CONNECT", "ARCHIVE") and target not in note_ids:
            raise ValueError(f"block {i}: {op} TARGET must be an existing note id (got {target!r})")
        if op == "CONNECT" and "->" not in content:
            raise ValueError(f"block {i}: CONNECT CONTENT must read '<type> -> <target>'")
        ops.append(Operation(op, target, content, fields.get("REASON", "").strip()))
    if not ops and text.strip() and "OPERATION" in text.upper():
        raise ValueError("no operation could be read; use the --- blocks exactly as shown")
    return ops


def check_core(text: str) -> str:
    found = [h.strip() for h in re.findall(r"(?m)^##\s+(.+)$", text)]
    if found[:4] != list(CORE_SECTIONS):
        raise ValueError(f"the core memory must have the sections {', '.join(CORE_SECTIONS)} in order (got {found[:4]})")
    if count_tokens(text) > CORE_CAP:
        raise ValueError(f"the core memory is {count_tokens(text)} tokens; the cap is {CORE_CAP}")
    return text.strip() + "\n"


# -- the run --------------------------------------------------------------------------------------

@dataclass
class RunResult:
    pending: str
    count: int
    operations: list[dict[str, str]] = field(default_factory=list)
    input_tokens: int = 0
    output_tokens: int = 0
    processed: dict[str, int] = field(default_factory=dict)
    milestone: bool = False
    commit: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def run(kb: KB, session: str | None = None, now: datetime | None = None) -> RunResult:
    from reflectgit import gitops
    from reflectgit.errors import KBError
    from reflectgit.llm import LLM, LLMUnavailable

    llm = LLM.from_env(kb.derived_dir())
    if llm is None:
        raise KBError("no LLM configured: set REFLECTGIT_LLM to a command (e.g. `claude -p`, `llm`) or an "
                      "OpenAI-compatible URL with REFLECTGIT_LLM_MODEL; `reflectgit reflect daily` works without one",
                      field="REFLECTGIT_LLM")
    if (kb.path / PENDING).exists():
        raise KBError("a reflection is already waiting: approve, edit, reject or partially approve it first",
                      file=kb.path / PENDING)
    now = now or datetime.now(UTC)
    ctx = gather(kb, now)
    p = ctx["parts"]
    note_ids = {n.id for n in kb.notes()}
    produced = 0

    def ask(prompt: str, purpose: str, check: Any = None) -> Any:
        nonlocal produced
        try:
            if check is None:
                answer = llm.complete(prompt, purpose).text.strip()
                produced += count_tokens(answer)
            else:
                answer = complete_checked(llm, prompt, purpose, check)
                produced += count_tokens(json.dumps([o.to_dict() for o in answer]) if isinstance(answer, list) else answer)
        except LLMUnavailable as exc:
            raise KBError(f"reflection stopped at {purpose}: {exc}; nothing was changed", field="REFLECTGIT_LLM") from None
        if produced > OUTPUT_BUDGET:
            raise KBError(f"the phases wrote {produced} tokens, over the {OUTPUT_BUDGET}-token output budget; "
                          "nothing was changed", field="budget")
        return answer

    survey = ask(SURVEY.format(since=ctx["since"], **p), "reflect:survey")
    meta = ask(META.format(count=ctx["count"], **p), "reflect:meta")
    ops = ask(CONSOLIDATE.format(survey=survey, meta=meta), "reflect:consolidate",
              lambda text: parse_operations(text, note_ids))
    ops_text = "\n".join(f"{i}. {o.op} {o.target}: {o.content[:300]}" for i, o in enumerate(ops, start=1)) or "(none)"
    core = ask(REWRITE.format(cap=CORE_CAP, core=p["core"], ops=ops_text, meta=meta), "reflect:rewrite", check_core)
    diff = _diff(current_core(kb), core)
    summary = ask(SUMMARIZE.format(ops=ops_text, meta=meta, diff=diff), "reflect:summarize")
    out_tokens = produced
    milestone = ctx["count"] in MILESTONES
    proposal = {"count": ctx["count"], "session": session, "created": now.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "operations": [o.to_dict() for o in ops], "core": core, "meta": meta,
                "last_episode": now.strftime("%Y-%m-%d"), "processed": ctx["processed"],
                "input_tokens": ctx["input_tokens"], "output_tokens": out_tokens, "milestone": milestone}
    text = render_pending(proposal, summary, diff)
    record_proposed(kb, text)
    with kb.transaction(f"reflection #{ctx['count']} proposed: {len(ops)} operation(s), waiting for approval",
                        op="reflect run", actor=f"reflection:{session or 'manual'}") as tx:
        tx.write(PENDING, text.encode())
    head = gitops.head_sha(kb.repo)
    from reflectgit.lifecycle_events import emit

    emit(kb.path, "reflection_proposed", reflection=ctx["count"], operations=len(ops))
    return RunResult(str(kb.path / PENDING), ctx["count"], [o.to_dict() for o in ops], ctx["input_tokens"],
                     out_tokens, ctx["processed"], milestone, head.decode() if head else None)


def complete_checked(llm: Any, prompt: str, purpose: str, check: Any) -> Any:
    """A text answer ``check`` accepts; the error goes back for another try (3 in all)."""
    from reflectgit.llm import ATTEMPTS, LLMUnavailable

    ask, last = prompt, ""
    for _ in range(ATTEMPTS):
        text = llm.complete(ask, purpose).text
        try:
            return check(text)
        except ValueError as exc:
            last = str(exc)
            ask = f"{prompt}\n\nYour previous answer was rejected: {last}\nAnswer again, in the required format only."
    llm._trip(purpose, last)
    raise LLMUnavailable(f"invalid output {ATTEMPTS} times: {last}")


def current_core(kb: KB) -> str:
    text = _read(kb, "MEMORY.md")
    s, e = text.find(CORE_START), text.find(CORE_END)
    return text[s + len(CORE_START):e].strip() + "\n" if s != -1 and e > s else ""


def _diff(old: str, new: str) -> str:
    import difflib

    return "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "core (now)", "core (proposed)",
                                        n=0)) or "(no change)"


_INTRO = ("Nothing has changed yet. Approve with `reflectgit reflect approve`, edit first with "
          "`reflectgit reflect approve --edit`, keep some with `reflectgit reflect partial --accept 1 3 core`, "
          "or `reflectgit reflect reject --reason ...`.")
_DIFF_HEAD = "\n## Core memory changes\n\n```diff\n"


def render_pending(proposal: dict[str, Any], summary: str, diff: str) -> str:
    ops = proposal["operations"]
    lines = [f"# Reflection #{proposal['count']} — {proposal['created'][:10]}", "", _INTRO, "", summary.strip(), "",
             "## Operations", ""]
    for i, o in enumerate(ops, start=1):
        lines += _operation_lines(i, o)
    if not ops:
        lines.append("(none)")
    lines += ["", "## Core memory changes", "", "```diff", diff.rstrip(), "```", ""]
    # everything else approving writes is shown too (review21: the meta-reflection, the session
    # named as the actor and the last episode were applied from the JSON unseen)
    meta = str(proposal.get("meta") or "").splitlines()
    lines += ["## Meta-reflection (added to memory/evolution.md)", ""] + [f"> {line}" for line in meta or ["(none)"]]
    lines += ["", f"**Approved as**: reflection:{proposal.get('session') or 'manual'} · **episodes up to**: "
              f"{proposal.get('last_episode') or '(none)'}", ""]
    if proposal.get("milestone"):
        lines += [f"**Milestone:** this is reflection #{proposal['count']}: review evolution.md as a whole.", ""]
    lines += ["---", f"**Reflection #**: {proposal['count']}",
              f"**Input tokens**: {proposal['input_tokens']} / ~{INPUT_BUDGET}",
              f"**Output tokens**: {proposal['output_tokens']} / {OUTPUT_BUDGET}",
              f"**Processed**: {proposal['processed']['episodes']} episodes, {proposal['processed']['notes']} new notes, "
              f"{proposal['processed']['entities']} notes in use", "",
              "<!-- reflectgit:proposal", json.dumps(proposal, ensure_ascii=False, sort_keys=True), "-->", ""]
    return "\n".join(lines)


def _operation_lines(number: int, op: dict[str, Any]) -> list[str]:
    """One operation as the person approving it reads it: all of what approving applies (a
    reviewer's finding: only the first 200 characters of the first line were shown, so text
    below it was applied unseen)."""
    content = str(op.get("content") or "").splitlines() or [""]
    reason = " ".join(str(op.get("reason") or "").split())
    head = f"{number}. **{op['op']}** `{op['target']}` — {content[0]}" + (f" _(reason: {reason})_" if reason else "")
    return [head] + [f"   > {line}" for line in content[1:]]


def record_proposed(kb: KB, text: str) -> None:
    """Remember, outside the KB's git tree, that this machine wrote this proposal: a
    ``pending-reflection.md`` that arrived by sync is approved only when asked for by name."""
    import hashlib

    path = kb.derived_dir() / "proposed-reflections"
    with open(path, "a", encoding="utf-8") as f:
        f.write(hashlib.sha256(text.encode()).hexdigest() + "\n")


def proposed_here(kb: KB, text: str) -> bool:
    import hashlib

    path = kb.derived_dir() / "proposed-reflections"
    return path.exists() and hashlib.sha256(text.encode()).hexdigest() in path.read_text().split()


def shown_problem(kb: KB, text: str, proposal: dict[str, Any], core: bool) -> str | None:
    """Why the readable part of ``pending-reflection.md`` does not show what approving its
    embedded proposal would apply, or None. The proposal is rendered again from its JSON with
    the file's own summary; with ``core``, the diff must also be the one from MEMORY.md's core
    as it is now (a core changed since would be overwritten unseen)."""
    intro = text.find(_INTRO + "\n\n")
    ops_at = text.rfind("\n\n## Operations\n\n")
    diff_at = text.rfind(_DIFF_HEAD)
    diff_end = text.find("\n```\n", diff_at + len(_DIFF_HEAD)) if diff_at != -1 else -1
    if intro == -1 or ops_at < intro or diff_at < ops_at or diff_end == -1:
        return "its readable part is not in the form `reflect run` writes"
    summary = text[intro + len(_INTRO) + 2:ops_at]
    diff = text[diff_at + len(_DIFF_HEAD):diff_end]
    try:
        again = render_pending(proposal, summary, diff)
    except (KeyError, TypeError, AttributeError, IndexError):
        return "its embedded proposal lacks fields `reflect run` writes"
    if again != text:
        return "what it shows is not what its embedded proposal would apply"
    if core and diff.rstrip() != _diff(current_core(kb), str(proposal.get("core") or "")).rstrip():
        return "MEMORY.md's core changed since it was proposed: its core rewrite would undo that unseen"
    return None


def read_pending(kb: KB) -> dict[str, Any]:
    from reflectgit.errors import KBError, NotFound

    path = kb.path / PENDING
    if not path.exists():
        raise NotFound("no reflection is waiting; run `reflectgit reflect run`", file=path)
    m = _PROPOSAL.search(path.read_text())
    if not m:
        raise KBError("has no embedded proposal (edited by hand?); reject it and run again", file=path, field="proposal")
    try:
        return loads_json(m.group(1))
    except ValueError:
        raise KBError("its embedded proposal is not valid JSON", file=path, field="proposal") from None
