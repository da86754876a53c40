"""Settings read from the environment.

Every knob is a ``REFLECTGIT_*`` variable declared once here with its default, so the docs' configuration page,
``reflectgit status`` and the code can never disagree about what exists.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # the thin hook path reads settings: no typing, dataclasses or pathlib here
if TYPE_CHECKING:
    from pathlib import Path


class Setting:
    """One ``REFLECTGIT_*`` variable, its default and what it does."""

    __slots__ = ("name", "default", "help")

    def __init__(self, name: str, default: str, help: str) -> None:  # noqa: A002 - the docs' word
        self.name, self.default, self.help = name, default, help

    def __repr__(self) -> str:
        return f"Setting({self.name!r}, {self.default!r})"

    def get(self) -> str:
        return os.environ.get(self.name, self.default)


SETTINGS: dict[str, Setting] = {
    s.name: s
    for s in [
        Setting("REFLECTGIT_HOME", "~/.reflectgit", "Path of the KB (the memory repository)."),
        Setting("REFLECTGIT_PROJECT", "", "Force the project id instead of deriving it from the git remote."),
        Setting("REFLECTGIT_BRANCH", "", "Force the branch instead of reading the code repo's HEAD."),
        Setting("REFLECTGIT_MAX_NOTE_BYTES", "1000000", "Largest note file accepted, in bytes."),
        Setting("REFLECTGIT_LOCK_TIMEOUT", "30", "Seconds a writer waits for the KB lock before giving up."),
        Setting("REFLECTGIT_NETWORK_TIMEOUT", "30", "Seconds sync waits on a silent remote (connect or read) before giving up."),
        Setting("REFLECTGIT_ACTOR", "user", "Actor recorded in commit trailers for changes made from the CLI."),
        Setting("REFLECTGIT_MACHINE", "", "This machine's name in per-machine files and trailers (default: minted once per clone)."),
        Setting("REFLECTGIT_LLM", "", "LLM command or endpoint used by capture and reflection (optional)."),
        Setting("REFLECTGIT_LLM_MODEL", "", "Model name sent to an OpenAI-compatible endpoint (and written to the ledger)."),
        Setting("REFLECTGIT_LLM_API_KEY", "", "Bearer token for the OpenAI-compatible endpoint (never printed)."),
        Setting("REFLECTGIT_LLM_DAILY_TOKENS", "200000", "Daily LLM token budget; past it calls are not made and work is deferred."),
        Setting("REFLECTGIT_LLM_TIMEOUT", "120", "Seconds one LLM call may take."),
        Setting("REFLECTGIT_LLM_PRICE_PER_MTOK", "3.0", "Estimated price per million tokens, for the ledger's cost figures."),
        Setting("REFLECTGIT_SESSION", "", "Agent session id recorded with recalls (CLAUDE_SESSION_ID is read too)."),
        Setting("REFLECTGIT_CACHE", "$XDG_CACHE_HOME/reflectgit (~/.cache/reflectgit)", "Per-machine cache: the model's ONNX export, plugin discovery."),
        Setting("REFLECTGIT_EMBED_BACKEND", "onnx", "Embedding backend: onnx (int8, fast), onnx-fp32, or torch (sentence-transformers)."),
        Setting("REFLECTGIT_EMBED_MODEL", "", "A local sentence-transformers model folder instead of the packaged MiniLM."),
        Setting("REFLECTGIT_VECTOR_JOURNAL_MAX", "2000", "Changed vectors kept in index.db's journal before the background drain folds them into vectors.npy."),
        Setting("REFLECTGIT_EMBED_MAX_TOKENS", "64", "Tokens of each note the vector arm embeds (reindex --full after a change)."),
        Setting("REFLECTGIT_EMBED_PASSAGES", "7", "Further windows of that many tokens a note over twice as long is embedded as; the vector arm scores a note by its best window (0 = first window only; the index re-embeds after a change)."),
        Setting("REFLECTGIT_RECALL_FUSION", "adaptive-score", "How recall fuses the BM25 and vector arms: adaptive-score (each arm's scores scaled from its best, 1, down to what it left out, 0, and added, each arm weighed by its confidence for the query), adaptive (reciprocal rank fusion weighed alike: the default until 2026-11-27), score or rrf (either without the per-query weights)."),
        Setting("REFLECTGIT_RECALL_FEEDBACK", "5", "Feedback from the first five hits: when they come from at least this many sources (capture sessions; a note captured from none is its own), recall moves the query towards what they mean together and searches again (0 = off; a chat's or a lesson's head, a few turns of one or two sessions, is left alone)."),
        Setting("REFLECTGIT_RECALL_SUBJECT_SHARE", "0.2", "The vector arm and the reranker read a query without the names of the subjects more than this share of the scope's notes are about (a chat's speakers: their name in the question pulled towards the other speaker's replies addressing them); 0 = off."),
        Setting("REFLECTGIT_CE_MODEL", "", "A local CrossEncoder folder; when set, it reranks instead of the built-in reranker."),
        Setting("REFLECTGIT_TEAM_INDEX_INLINE", "20000", "Team mode: live notes up to which a workspace's first publish builds its vector index before returning; a larger one's is built by a background process."),
        Setting("REFLECTGIT_PROGRESS", "1", "0 hides the progress bar that reindex, sync and import draw on a terminal's stderr."),
        Setting("REFLECTGIT_DAEMON", "1", "0 turns off the warm recall server that search starts in the background."),
        Setting("REFLECTGIT_DAEMON_IDLE", "900", "Seconds the recall server waits for a request before exiting."),
        Setting("REFLECTGIT_IMPORT_MAX_ENTRIES", "100000", "Most entries `import` accepts in one archive (a tarball bomb is refused)."),
        Setting("REFLECTGIT_IMPORT_MAX_BYTES", "1073741824", "Most bytes `import` unpacks from one archive."),
        Setting("REFLECTGIT_REFLECTION_HOUR", "9", "Hour (0-23) of the daily reflection pass."),
        Setting("REFLECTGIT_REFLECTION_MINUTE", "0", "Minute of the daily reflection pass."),
        Setting("REFLECTGIT_REFLECTION_MAX_NOTES", "10", "Most notes the daily pass inspects closely per run (each run moves on to others)."),
        Setting("REFLECTGIT_REFLECTION_AFTER_NOTES", "30", "Start the daily pass early after this many new notes."),
        Setting("REFLECTGIT_PROMOTE_MIN_SESSIONS", "3", "Distinct sessions that must recall a note before it goes into MEMORY.md."),
        Setting("REFLECTGIT_HEARTBEAT", "1", "0 stops reflectgit commands from starting a missed daily pass in the background."),
        Setting("REFLECTGIT_HOOK_FIRST_BUILD", "1000", "Most notes an agent hook indexes itself when this machine has no index yet (a fresh clone); past it the recall server builds the index in the background and hooks inject no lessons until it answers (seconds: it indexes the words first, then embeds the notes behind its answers)."),
        Setting("REFLECTGIT_EMBED_INLINE", "1000", "Most notes without a vector (a fresh clone, a large pull) the MCP server embeds before it answers; past it they are embedded in the background, this many at a time, and answers rank them by words and links until then (~5 s instead of ~60 s for 10,000 notes)."),
        Setting("REFLECTGIT_INJECT_MAX_TOKENS", "800", "Token budget of what agent hooks inject at session start and per prompt."),
        Setting("REFLECTGIT_INJECT_MIN_WORDS", "2", "Content words a prompt needs before the prompt hook injects anything (\"ok\", \"thanks!\" get nothing)."),
        Setting("REFLECTGIT_INJECT_MIN_EVIDENCE", "0.8", "Evidence each injected hit needs on its own: the share of the prompt's words found in what the note teaches (title, rule, fix, key insight, entities; words rare in the KB weigh more) plus 1.5 times its cosine to the prompt (for a session note, less half of what that exceeds its lesson's cosine by beyond 0.1)."),
        Setting("REFLECTGIT_INJECT_GAP", "0.85", "Relative gap: a hit is injected only when its recall score and its evidence are each at least this share of the best hit's, notes already shown this session included."),
        Setting("REFLECTGIT_INJECT_MAX_NOTES", "3", "Most recalled notes one prompt injects."),
        Setting("REFLECTGIT_SESSION_START_MAX_NOTES", "8", "Most lessons a session starts with: MEMORY.md's proven notes first, then the branch's and the project's strongest, most recent rules, one per lesson (the rest come with the prompts they fit)."),
        Setting("REFLECTGIT_INJECT_PICKER", "learned", "How the prompt hook chooses among recall's candidates: learned (the default: a logistic regression over each candidate's measures, fitted offline on labelled prompts and shipped with the package; a candidate goes in when its probability of being relevant reaches its own threshold), trees (gradient-boosted trees over the same measures, fitted offline on labelled prompts, shipped with the package and walked in pure Python; a candidate goes in when its probability of being relevant reaches the shipped threshold; they keep more prompts that need nothing empty on the large benchmark KBs, but turn away a plainly relevant lesson in a KB of a few notes) or rules (the hand-written evidence, gap, episode and trailing-words rules alone)."),
        Setting("REFLECTGIT_INJECT_OTHER_EPISODE", "0.9", "A note from another session or commit than the best fitting hit's is injected behind it only with at least this share of the best hit's evidence (notes of one episode go together; 0 turns it off)."),
        Setting("REFLECTGIT_INJECT_NEAR_MISS_CAUSE", "0.8", "With the learned picker, a root cause that a request to build or change something meets through a code name (its file, class or function) is injected only with at least this probability of being relevant; below it the likeliest rule, correction or decision of its own session among the candidates takes its place, or nothing does (the new work does not repeat the old failure; 0 turns it off)."),
        Setting("REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX", "0.3", "With the learned picker, a test fix that a request to build or change something meets only through a code name (its file, class or function, not named in what the fix says) is injected only when what it says holds at least this share of the request's other words (rare ones weigh more); below it the likeliest rule, correction or decision of its own session among the candidates takes its place, or nothing does (0 turns it off)."),
        Setting("REFLECTGIT_INJECT_TRAIL_WORDS", "0.25", "Share of the prompt's words (rare ones weigh more) a note injected behind the best one must hold in what it teaches, unless it shares a code name with the prompt (0 turns it off)."),
        Setting("REFLECTGIT_MICRO_MAX_ENTRIES", "80", "Messages the session-end micro-reflection reads (the last ones)."),
        Setting("REFLECTGIT_MICRO_MAX_CHARS", "9000", "Characters the session-end micro-reflection reads at most."),
        Setting("REFLECTGIT_DEDUP_THRESHOLD", "0.97", "Cosine at which a captured lesson is held as a pending \"merge?\" decision (1.0 turns it off)."),
        Setting("REFLECTGIT_REVISE_THRESHOLD", "0.90", "Cosine at which a captured lesson revises the note it restates instead of adding one (1.0 turns it off)."),
        Setting("REFLECTGIT_CAPTURE_MODEL", "1", "0 turns off capture's learned second opinion (a sentence-embedding classifier that keeps lessons the phrase rules miss and drops chat they misread); the rules then decide alone."),
        Setting("REFLECTGIT_IDLE_SECONDS", "1800", "Seconds a session's transcript must be quiet before the drain sweeps it (the idle sweep)."),
        Setting("REFLECTGIT_SKILL_DIRS", "~/.claude/skills", "Folders of installed skills (SKILL.md) indexed beside the KB's skills/ (os.pathsep-separated)."),
        Setting("REFLECTGIT_SKILL_MIN_SCORE", "2.0", "Score a skill needs to be injected (off: no skills tier); a fresh strong hit skips raw recall."),
        Setting("REFLECTGIT_STALENESS_DAYS", "30", "Days after which a skill is no longer fresh enough to short-circuit recall."),
        Setting("REFLECTGIT_HOOKS", "1", "0 makes the installed git hook shims do nothing (your own chained hooks still run)."),
        Setting("REFLECTGIT_SERVE_ALLOWED_HOSTS", "", "Host names `serve` answers besides loopback ones (comma-separated; see `serve --allow-host`)."),
        Setting("REFLECTGIT_HOOK_FOREGROUND", "0", "1 makes the git hook shims handle the event before git returns (scripts, tests)."),
        Setting("REFLECTGIT_HOOK_TIMEOUT", "10", "Seconds a foreground git hook may run before it is stopped (the commit still succeeds)."),
        Setting("REFLECTGIT_HOOK_MAX_INPUT", "1000000", "Bytes an agent hook reads from its stdin; the rest is discarded."),
        Setting("REFLECTGIT_PROMPT_MAX_CHARS", "4000", "Characters of a prompt used as the recall query by the prompt hook."),
        Setting("REFLECTGIT_MCP_ADD_PER_HOUR", "20", "Most `add_learning` calls one MCP client session may make per hour."),
    ]
}


def setting(name: str) -> str:
    return SETTINGS[name].get()


def kb_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The KB location: an explicit path, else ``$REFLECTGIT_HOME``, else ``~/.reflectgit``."""
    from pathlib import Path

    raw = str(explicit) if explicit else setting("REFLECTGIT_HOME")
    return Path(os.path.expanduser(raw)).absolute()


def cache_dir() -> Path:
    """This machine's cache (the model's ONNX export, plugin discovery): never part of the KB."""
    from pathlib import Path

    base = os.environ.get("REFLECTGIT_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "reflectgit")
    return Path(base)


def max_note_bytes() -> int:
    """A typo falls back to the default (``doctor`` names it): a bad value never fails a command."""
    return int(bounded("REFLECTGIT_MAX_NOTE_BYTES"))


def lock_timeout() -> float:
    return bounded("REFLECTGIT_LOCK_TIMEOUT")


#: numeric settings read with :func:`bounded`, and the values they accept (lowest, highest)
BOUNDS: dict[str, tuple[float, float]] = {
    "REFLECTGIT_INJECT_MIN_WORDS": (0, 1000),
    "REFLECTGIT_INJECT_MIN_EVIDENCE": (0, 2),
    "REFLECTGIT_INJECT_GAP": (0, 1),
    "REFLECTGIT_INJECT_MAX_NOTES": (0, 100),
    "REFLECTGIT_SESSION_START_MAX_NOTES": (0, 100),
    "REFLECTGIT_INJECT_OTHER_EPISODE": (0, 2),
    "REFLECTGIT_INJECT_TRAIL_WORDS": (0, 1),
    "REFLECTGIT_INJECT_NEAR_MISS_CAUSE": (0, 1),
    "REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX": (0, 1),
    "REFLECTGIT_TEAM_INDEX_INLINE": (0, 1e9),
    "REFLECTGIT_EMBED_MAX_TOKENS": (8, 512),
    "REFLECTGIT_RECALL_FEEDBACK": (0, 5),
    "REFLECTGIT_RECALL_SUBJECT_SHARE": (0, 1),
    "REFLECTGIT_EMBED_PASSAGES": (0, 32),
    "REFLECTGIT_MAX_NOTE_BYTES": (1024, 1e9),
    "REFLECTGIT_LOCK_TIMEOUT": (0.1, 86400),
    "REFLECTGIT_INJECT_MAX_TOKENS": (0, 1e6),
    "REFLECTGIT_LLM_DAILY_TOKENS": (0, 1e12),
    "REFLECTGIT_LLM_TIMEOUT": (1, 86400),
    "REFLECTGIT_LLM_PRICE_PER_MTOK": (0, 1e6),
    "REFLECTGIT_IMPORT_MAX_ENTRIES": (1, 1e9),
    "REFLECTGIT_IMPORT_MAX_BYTES": (1, 1e13),
    "REFLECTGIT_REFLECTION_HOUR": (0, 23),
    "REFLECTGIT_REFLECTION_MINUTE": (0, 59),
    "REFLECTGIT_REFLECTION_MAX_NOTES": (1, 1e6),
    "REFLECTGIT_REFLECTION_AFTER_NOTES": (1, 1e9),
    "REFLECTGIT_PROMOTE_MIN_SESSIONS": (1, 1e6),
    "REFLECTGIT_MICRO_MAX_ENTRIES": (1, 1e6),
    "REFLECTGIT_MICRO_MAX_CHARS": (100, 1e8),
    "REFLECTGIT_IDLE_SECONDS": (0, 1e8),
    "REFLECTGIT_STALENESS_DAYS": (0, 1e5),
    "REFLECTGIT_MCP_ADD_PER_HOUR": (0, 1e6),
    "REFLECTGIT_HOOK_FIRST_BUILD": (0, 1e9),
    "REFLECTGIT_EMBED_INLINE": (1, 1e9),
    "REFLECTGIT_NETWORK_TIMEOUT": (0.1, 86400),
    "REFLECTGIT_DAEMON_IDLE": (1, 1e9),
    "REFLECTGIT_HOOK_MAX_INPUT": (1024, 1e10),
    "REFLECTGIT_PROMPT_MAX_CHARS": (1, 1e8),
}


#: the :data:`BOUNDS` settings that count something: 2.5 is a typo, not 2
WHOLE = frozenset({
    "REFLECTGIT_INJECT_MAX_NOTES", "REFLECTGIT_SESSION_START_MAX_NOTES", "REFLECTGIT_EMBED_MAX_TOKENS", "REFLECTGIT_RECALL_FEEDBACK",
    "REFLECTGIT_EMBED_PASSAGES", "REFLECTGIT_MAX_NOTE_BYTES", "REFLECTGIT_INJECT_MAX_TOKENS",
    "REFLECTGIT_LLM_DAILY_TOKENS", "REFLECTGIT_IMPORT_MAX_ENTRIES", "REFLECTGIT_IMPORT_MAX_BYTES",
    "REFLECTGIT_REFLECTION_HOUR", "REFLECTGIT_REFLECTION_MINUTE", "REFLECTGIT_REFLECTION_MAX_NOTES",
    "REFLECTGIT_REFLECTION_AFTER_NOTES", "REFLECTGIT_PROMOTE_MIN_SESSIONS", "REFLECTGIT_MICRO_MAX_ENTRIES",
    "REFLECTGIT_MICRO_MAX_CHARS", "REFLECTGIT_MCP_ADD_PER_HOUR", "REFLECTGIT_HOOK_FIRST_BUILD",
    "REFLECTGIT_EMBED_INLINE", "REFLECTGIT_HOOK_MAX_INPUT", "REFLECTGIT_PROMPT_MAX_CHARS"})


def bounded_problem(name: str) -> str | None:
    """What is wrong with the value of a :data:`BOUNDS` setting, or None."""
    raw = setting(name)
    low, high = BOUNDS[name]
    try:
        value = float(raw)
    except ValueError:
        return f"{raw!r} is not a number"
    if value != value:  # nan compares false with both bounds
        return f"{raw!r} is not a number"
    if not low <= value <= high:
        return f"{raw} is outside {low:g}..{high:g}"
    return f"{raw} is not a whole number" if name in WHOLE and not value.is_integer() else None


def setting_problems() -> dict[str, str]:
    """Every set setting the code ignores (bad number, out of range, no such choice), with why:
    the hooks fall back to the default in silence, so `status` and `doctor` must say so."""
    out = {name: problem for name in BOUNDS if (problem := bounded_problem(name))}
    out.update({name: problem for name in CHOICES if (problem := choice_problem(name))})
    return out


def bounded(name: str) -> float:
    """A :data:`BOUNDS` setting; a typo or a value outside its range falls back to the default
    (a hook never fails on a setting: ``doctor`` names it instead)."""
    return float(SETTINGS[name].default if bounded_problem(name) else setting(name))


#: settings that take one of a few words, and those words
CHOICES: dict[str, tuple[str, ...]] = {
    "REFLECTGIT_RECALL_FUSION": ("adaptive-score", "adaptive", "score", "rrf"),
    "REFLECTGIT_INJECT_PICKER": ("learned", "trees", "rules"),
}


def choice_problem(name: str) -> str | None:
    """What is wrong with the value of a :data:`CHOICES` setting, or None."""
    raw = setting(name).strip().lower()
    return None if raw in CHOICES[name] else f"{raw!r} is not one of {', '.join(CHOICES[name])}"


def choice(name: str) -> str:
    """A :data:`CHOICES` setting; a typo falls back to the default (``doctor`` names it)."""
    return SETTINGS[name].default if choice_problem(name) else setting(name).strip().lower()


def session_id() -> str | None:
    """The agent session making this call, when a harness says so."""
    for name in ("REFLECTGIT_SESSION", "CLAUDE_SESSION_ID"):
        if os.environ.get(name):
            return os.environ[name]
    return None
