"""``<private>`` spans attacked the way a user (or a careless agent) actually writes them: left
open in one message of a Claude Code transcript, typed in odd spellings or HTML-escaped, inside
tool calls and their results, in a commit message that goes through the real post-commit hook
and an LLM, and in a note written by hand. The span must reach no derived store, no output and
no LLM prompt; only the note file itself (``show``) keeps the person's own text."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from conftest import git, run_cli
from test_capture_llm import scripted_llm
from test_capture_session import rec
from test_hooks import commit

from reflectgit.kb import KB
from reflectgit.privacy import MARK, PrivateStripper, has_private, strip_private, strip_value

# every secret shares a prefix no real text, stemmer or binary file is likely to hold
PREFIX = "zqxwv"
PROJECT = "agents-in-a-box"


def secret(where: str) -> str:
    return f"{PREFIX}{where}"


def assert_no_secret(data: bytes | str, where: str) -> None:
    raw = data.encode() if isinstance(data, str) else data
    assert PREFIX.encode() not in raw.lower(), f"a private span leaked into {where}"


def files_under(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def kb_history(kb: Path) -> str:
    """Every commit message and every change ever committed to the KB, as git shows them."""
    return git("log", "--all", "-p", "--format=%B", cwd=kb)


# -- the stripper -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "a <private>S</private> b",
    "a < private >S</ private > b",
    "a <PRIVATE>S</Private> b",
    "a <private reason='token'>S</private > b",
    "a &lt;private&gt;S&lt;/private&gt; b",
    "a &LT;PRIVATE&GT;S&lt;/ private &gt; b",
    "a <private>S&lt;/private&gt; b",
    "a &lt;private>S</private&gt; b",
    "a &amp;lt;private&amp;gt;S&amp;lt;/private&amp;gt; b",
    "a &#60;private&#62;S&#x3c;/private&#x3E; b",
    "a <private>x<private>S</private>y</private> b",
    "a <private>x\nS\ny</private> b",
])
def test_every_spelling_of_a_span_is_stripped(text):
    out = strip_private(text)
    assert out == f"a {MARK} b" and "S" not in out and has_private(text)


def test_an_unclosed_tag_hides_the_rest_and_a_stray_close_is_dropped():
    assert strip_private("keep <private>S and more\nlines") == f"keep {MARK}"
    assert strip_private("keep &lt;private&gt;S") == f"keep {MARK}"
    assert strip_private("a <private>x</private> b <private>S") == f"a {MARK} b {MARK}"
    assert strip_private("a </private> b") == "a  b"
    assert strip_private("a <private>x<private>y</private>S") == f"a {MARK}"  # nested, outer never closed


def test_lookalikes_are_not_tags_and_text_without_a_tag_comes_back_as_is():
    for text in ("x <privateKey> y", "private < public > done", "A&B <b>bold</b>", "if a<b and c>d: private", ""):
        assert strip_private(text) is text and not has_private(text)
    prose = "plain text with no tag at all " * 20_000
    code = "for (i = 0; i < n; i++) { a &= b; x->y<T>(z); } " * 12_000  # "<" and "&" but no tag
    for big in (prose, code):
        assert strip_private(big) is big
        started = time.perf_counter()
        for _ in range(100):
            strip_private(big)
        assert time.perf_counter() - started < 0.5  # substring tests, no regex pass


def test_the_stream_stripper_keeps_a_span_open_across_feeds():
    s = PrivateStripper()
    assert s.feed("one <private>S") == f"one {MARK}" and s.open
    assert s.feed("S again, < private >nested</private> still S") == ""
    assert s.feed("S</ PRIVATE > visible") == " visible" and not s.open
    assert s.feed("&lt;private&gt;S") == MARK and s.feed("S") == ""
    fresh = PrivateStripper()
    assert fresh.feed("no tag") == "no tag" and not fresh.open


def test_structures_are_stripped_string_by_string():
    s = PrivateStripper()
    out = s.feed_value({"command": 'echo "<private>S', "args": ["S", {"k": "S"}], "n": 3, "ok": True})
    assert out == {"command": f'echo "{MARK}', "args": ["", {"k": ""}], "n": 3, "ok": True} and s.open
    value = {"a": ["x", "<private>S</private>"], "b": 1}
    assert strip_value(value) == {"a": ["x", MARK], "b": 1}
    same = {"a": ["x"], "b": {"c": "y"}}
    assert strip_value(same) is same


# -- transcripts ------------------------------------------------------------------------------

def hostile_transcript(tmp_path: Path, cwd: Path, opener: str = "<private>", name: str = "hostile.jsonl") -> Path:
    """A real Claude Code transcript: a correction, then a span its author forgot to close; every
    later message, tool call and tool result carries secrets (and signals that would capture them)."""
    lines = [
        rec("user", "Add retries to the upload client in client/upload.py", cwd=str(cwd)),
        rec("assistant", [{"type": "text", "text": "I'll use requests with a Retry adapter."},
                          {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "pytest -q"}}]),
        rec("user", [{"type": "tool_result", "tool_use_id": "t1", "content": "FAILED tests/test_upload.py::test_retry"}]),
        rec("user", f"No, don't use requests here, we vendor httpx. {opener}the deploy token is {secret('msg1')}"),
        rec("assistant", [{"type": "text", "text": f"Got it, I'll export {secret('reply')} first."},
                          {"type": "tool_use", "id": "t2", "name": "Bash",
                           "input": {"command": f"export TOKEN={secret('tooluse')} && pytest -q",
                                     "env": [{"name": "PW", "value": secret("nested")}]}}]),
        rec("user", [{"type": "tool_result", "tool_use_id": "t2",
                      "content": [{"type": "text", "text": f"TOKEN={secret('toolresult')}\n4 passed in 0.3s"}]}]),
        rec("user", f"The root cause was the CDN rejecting {secret('rootcause')} while it warms up."),
        rec("user", f"From now on, always rotate {secret('rule')} after a deploy."),
        rec("assistant", [{"type": "tool_use", "id": "t3", "name": "TodoWrite",
                           "input": {"todos": [{"content": f"Rotate {secret('todo')}", "status": "completed"}]}}]),
    ]
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return path


def test_an_unclosed_tag_hides_the_rest_of_the_transcript_when_read(tmp_path):
    from reflectgit.capture import transcript as tr

    t = tr.read(hostile_transcript(tmp_path, tmp_path))
    dump = json.dumps([(x.role, x.text, x.tool, x.tool_input) for x in t.turns])
    assert_no_secret(dump, "the turns read from the transcript")
    assert t.turns[-1].text == f"No, don't use requests here, we vendor httpx. {MARK}"
    assert [x.role for x in t.turns] == ["user", "assistant", "assistant", "tool", "user"]


def test_an_open_tag_inside_a_tool_input_does_not_crash_the_reader(tmp_path):
    from reflectgit.capture import transcript as tr

    path = tmp_path / "tool.jsonl"
    path.write_text("\n".join([
        rec("assistant", [{"type": "tool_use", "id": "t1", "name": "Bash",
                           "input": {"command": f'echo "<private>{secret("quoted")}" > .env', "timeout": 5}}]),
        rec("user", [{"type": "tool_result", "tool_use_id": "t1", "content": f"wrote {secret('out')}"}]),
        rec("user", "thanks"),
    ]) + "\n")
    t = tr.read(path)
    assert [x.tool for x in t.turns] == ["Bash"]
    assert t.turns[0].tool_input == {"command": f'echo "{MARK}', "timeout": 5}


@pytest.mark.parametrize("opener", ["< private >", "<PRIVATE>", "&lt;private&gt;", "&lt; PRIVATE >"])
def test_capture_of_a_hostile_transcript_leaks_nothing(rg, kb, code_repo, tmp_path, monkeypatch, opener):
    path = hostile_transcript(tmp_path, code_repo, opener)
    llm_dir = tmp_path / "llm"
    llm_dir.mkdir()
    facts = {"facts": [{"subject": "lore", "fact": "The team vendors httpx", "type": "project",
                        "confidence": 0.9, "evidence": "we vendor httpx", "supersedes": ""}]}
    writer = {"durable": True, "title": "Use the vendored httpx, not requests", "rule": "Use httpx",
              "tags": ["http"], "confidence": 0.9}
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(llm_dir, [json.dumps(writer), json.dumps(facts)]))
    out = rg.json("capture", "transcript", str(path), "--reflect")
    assert out["captured"], out
    assert_no_secret(json.dumps(out), "the capture output")
    prompts = sorted(llm_dir.glob("prompt-*.txt"))
    assert prompts
    for p in prompts:
        assert_no_secret(p.read_text(), f"the LLM prompt {p.name}")
    assert "we vendor httpx" in prompts[0].read_text()  # what came before the tag still counts
    rg("reindex")
    for name, data in files_under(kb).items():
        if not name.startswith(".git/"):
            assert_no_secret(data, name)
    assert_no_secret(kb_history(kb), "the KB's git history")


def test_the_agent_stop_hook_captures_a_hostile_transcript_without_leaking(rg, kb, code_repo, tmp_path):
    path = hostile_transcript(tmp_path, code_repo, "&lt;private&gt;")
    res = run_cli("agent", "hook", "Stop", cwd=code_repo, env={"REFLECTGIT_HOOK_FOREGROUND": "1"},
                  input=json.dumps({"session_id": "sess-h", "transcript_path": str(path), "cwd": str(code_repo)}))
    assert res.returncode == 0, res.stderr
    assert list(KB.open(kb).notes())
    for name, data in files_under(kb).items():
        if not name.startswith(".git/"):
            assert_no_secret(data, name)


# -- commits ----------------------------------------------------------------------------------

HOSTILE_FIX = f"""fix: retry uploads <private>{secret('subject')}</private>

Uploads failed because the CDN answers 503 while it warms up.
<private>staging password {secret('body')}</private>
The token &lt;private&gt;{secret('escaped')}&lt;/private&gt; was fine.
"""

HOSTILE_TRAILERS = f"""Pin torch through constraints

Learning: pin the CPU wheel <private>{secret('learning')}</private> or pip pulls CUDA
Rule: always install torch through constraints.txt < private >{secret('rule')}</ private >
"""


@pytest.fixture
def hooked(rg, kb, code_repo, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_HOOK_FOREGROUND", "1")
    rg("hooks", "install", "--repo", str(code_repo))
    return code_repo


def test_a_commit_message_span_reaches_no_prompt_note_or_log(rg, kb, hooked, tmp_path, monkeypatch):
    lesson = {"lessons": [{"title": "Retry CDN uploads while the edge warms", "problem": "503 on a cold edge",
                           "fix": "retry with backoff", "rule": "wrap CDN uploads in a retry", "tags": ["cdn"],
                           "confidence": 0.9}]}
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(tmp_path, [json.dumps(lesson)]))
    commit(hooked, HOSTILE_FIX)
    prompt = (tmp_path / "prompt-0.txt").read_text()
    assert "Uploads failed because the CDN answers 503" in prompt
    assert_no_secret(prompt, "the commit capture prompt")
    monkeypatch.delenv("REFLECTGIT_LLM")
    commit(hooked, HOSTILE_TRAILERS)  # trailers: the heuristic writer, no LLM
    notes = list(KB.open(kb).notes())
    assert {n["source"]["origin"] for n in notes} == {"llm", "trailer"}
    logs = list((kb / "memory" / "meta" / "commits").glob("*.jsonl"))
    assert logs and "retry uploads" in logs[0].read_text()
    for name, data in files_under(kb).items():
        if not name.startswith(".git/"):
            assert_no_secret(data, name)
    assert_no_secret(kb_history(kb), "the KB's git history")
    from reflectgit.dashboard import database

    assert_no_secret(database.build(KB.open(kb)).read_bytes(), "dashboard.db")
    con = database.connect(KB.open(kb))
    subjects = [r[0] for r in con.execute("select subject from code_commits")]
    con.close()
    assert any(s.startswith("fix: retry uploads") for s in subjects)


def test_reverting_a_hostile_commit_names_it_without_its_span(rg, kb, hooked):
    commit(hooked, HOSTILE_TRAILERS)
    git("revert", "--no-edit", "HEAD", cwd=hooked)
    note = next(iter(KB.open(kb).notes()))
    assert note.status == "demoted"
    for name, data in files_under(kb).items():
        if not name.startswith(".git/"):
            assert_no_secret(data, name)


# -- a note written by hand -------------------------------------------------------------------

HAND_NOTE = f"""---
title: Rotate the deploy key <private>{secret('title')}</private> monthly
rule: Rotate the deploy key every month &lt;private&gt;{secret('rule')}&lt;/private&gt; and log it
tags: [deploy, keys]
entities: [deploy-key, "<private>{secret('entity')}</private>"]
relations:
  - type: uses
    target: "vault <private>{secret('relation')}</private>"
type: fact
confidence: 0.9
---
The deploy key expires every month.
<PRIVATE>The current key is {secret('body')}</PRIVATE>
Rotation runbook lives in ops/keys.md. < private >{secret('unclosed')} and everything after
"""


@pytest.fixture
def hand_note(rg, kb, code_repo, tmp_path, monkeypatch):
    """The hostile note, added by file in the code project, indexed, with what was embedded kept;
    the commands run from the code repo, as an agent's would."""
    from reflectgit.index import embed

    monkeypatch.chdir(code_repo)

    embedded: list[str] = []
    real = embed.embed

    def spy(texts, *a, **kw):
        embedded.extend(texts)
        return real(texts, *a, **kw)

    monkeypatch.setattr(embed, "embed", spy)
    path = tmp_path / "note.md"
    path.write_text(HAND_NOTE)
    nid = rg.json("add", "--file", str(path), "--project", PROJECT, "--branch", "main")["id"]
    rg("add", "--title", "Pin torch through constraints", "--rule", "Install torch with constraints.txt",
       "--project", PROJECT, "--branch", "main")
    rg("reindex")
    return {"id": nid, "embedded": embedded}


def test_the_note_file_keeps_its_spans_and_show_prints_them(rg, kb, hand_note):
    shown = rg("show", hand_note["id"]).stdout
    assert secret("title") in shown and secret("body") in shown and secret("unclosed") in shown
    assert secret("title") in json.dumps(rg.json("show", hand_note["id"]))
    assert secret("body") in KB.open(kb).get(hand_note["id"]).path.read_text()


def test_no_derived_store_holds_a_hand_written_span(rg, kb, hand_note, tmp_path):
    assert hand_note["embedded"] and any("Rotate the deploy key" in t for t in hand_note["embedded"])
    for text in hand_note["embedded"]:
        assert_no_secret(text, "the text sent to the embedder")
    from reflectgit.dashboard import database

    database.build(KB.open(kb))  # the same code path `reflectgit serve` takes
    derived = files_under(kb / ".reflectgit")
    assert {"index.db", "vectors.npy", "dashboard.db"} <= set(derived), sorted(derived)
    for name, data in derived.items():
        assert_no_secret(data, f".reflectgit/{name}")
    con = database.connect(KB.open(kb))
    row = con.execute("select title, body, rule from notes where id = ?", (hand_note["id"],)).fetchone()
    con.close()
    assert row["title"] == f"Rotate the deploy key {MARK} monthly" and "Rotation runbook" in row["body"]
    from reflectgit.index import Index

    idx = Index(KB.open(kb))
    ents = {r[0] for r in idx.con.execute("select display from entities where note_id = ?", (hand_note["id"],))}
    assert "deploy-key" in ents
    assert_no_secret(json.dumps(sorted(str(n) for n in idx.graph().nodes)), "the entity graph")
    site = tmp_path / "site"
    rg("site", "build", "-o", str(site))
    pages = files_under(site)
    assert f"notes/{hand_note['id']}.html" in pages
    for name, data in pages.items():
        assert_no_secret(data, f"the site's {name}")
    assert_no_secret(kb_history(kb).split("\ndiff --git")[0], "the KB commit message")


def test_no_recall_output_shows_a_hand_written_span(rg, kb, hand_note):
    nid = hand_note["id"]
    outputs = {
        "search": rg("search", "rotate the deploy key").stdout,
        "search --json": rg("search", "rotate the deploy key", "--json").stdout,
        "search --field rule": rg("search", "rotate the deploy key", "--field", "rule").stdout,
        "search --field body": rg("search", "rotate the deploy key", "--field", "body", "--json").stdout,
        "index": rg("index", "rotate the deploy key").stdout,
        "index --json": rg("index", "rotate the deploy key", "--json").stdout,
        "hydrate": rg("hydrate", nid).stdout,
        "hydrate --json": rg("hydrate", nid, "--json").stdout,
        "hydrate --field rule": rg("hydrate", nid, "--field", "rule").stdout,
        "list": rg("list").stdout,
        "list --json": rg("list", "--json").stdout,
    }
    assert nid in outputs["search"] and nid in outputs["index"] and "Rotate the deploy key" in outputs["hydrate"]
    assert "Rotate the deploy key every month" in outputs["search --field rule"]
    for what, text in outputs.items():
        assert_no_secret(text, f"`reflectgit {what}`")
    hydrated = json.loads(outputs["hydrate --json"])["notes"][0]
    assert hydrated["id"] == nid and hydrated["path"].endswith(f"{nid}.md") and hydrated["confidence"] == 0.9


def test_agent_injection_never_carries_a_hand_written_span(rg, kb, hand_note, code_repo):
    skill = code_repo / ".claude" / "skills" / "deploy-keys" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text(f"---\nname: deploy-keys\ndescription: Rotating the deploy key\n---\n"
                     f"Use the vault. <private>{secret('skill')}</private>\n")
    start = run_cli("agent", "hook", "SessionStart", cwd=code_repo,
                    input=json.dumps({"session_id": "s1", "cwd": str(code_repo)}))
    assert start.returncode == 0, start.stderr
    context = json.loads(start.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Rotate the deploy key" in context
    assert_no_secret(context, "the SessionStart injection")
    prompt = run_cli("agent", "hook", "UserPromptSubmit", cwd=code_repo, input=json.dumps(
        {"session_id": "s2", "cwd": str(code_repo), "prompt": "how often do we rotate the deploy key?"}))
    assert prompt.returncode == 0, prompt.stderr
    context = json.loads(prompt.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "deploy key" in context
    assert_no_secret(context, "the UserPromptSubmit injection")
    for name, data in files_under(kb / ".reflectgit").items():
        assert_no_secret(data, f".reflectgit/{name}")  # the skills table included


def test_llm_prompts_never_carry_a_hand_written_span(rg, kb, hand_note, tmp_path, monkeypatch):
    # micro-reflection lists the project's known facts: the hand note is one of them
    chat = tmp_path / "chat.txt"
    chat.write_text("User: for this repo I want small PRs, one concern each, reviewed by Dana\n"
                    "Assistant: understood, I will split the change into three PRs\n"
                    "User: also we deploy on Tuesdays only, never on Fridays\nAssistant: noted\n")
    llm_dir = tmp_path / "llm"
    llm_dir.mkdir()
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(llm_dir, ['{"durable": false}', '{"facts": []}']))
    rg.json("capture", "transcript", str(chat), "--project", PROJECT, "--branch", "main", "--reflect")
    prompts = {p.name: p.read_text() for p in llm_dir.glob("prompt-*.txt")}
    assert any("Rotate the deploy key" in p for p in prompts.values()), prompts
    # the five-phase reflection reads every note, its entities and relations
    from test_reflect_llm import phases
    from test_reflect_llm import scripted_llm as phased_llm

    deep_dir = tmp_path / "deep"
    deep_dir.mkdir()
    monkeypatch.setenv("REFLECTGIT_LLM", phased_llm(deep_dir, phases(hand_note["id"], hand_note["id"])))
    rg.json("reflect", "run")
    deep = {p.name: p.read_text() for p in deep_dir.glob("prompt-*.txt")}
    assert any("Rotate the deploy key" in p for p in deep.values())
    for name, text in {**prompts, **deep}.items():
        assert_no_secret(text, f"the LLM prompt {name}")


def test_a_query_with_a_span_is_not_logged(rg, kb, hand_note):
    rg("search", f"rotate the deploy key <private>{secret('query')}</private>")
    rg("search", f"sourdough starter &lt;private&gt;{secret('gap')}")
    for name, data in files_under(kb / ".reflectgit").items():
        assert_no_secret(data, f".reflectgit/{name}")
    assert_no_secret(rg("gaps", "--json").stdout, "`reflectgit gaps`")



def test_add_never_prints_the_span_it_keeps_in_the_file(rg, kb):
    """review13: `add` echoed the title back with its <private> span (the file keeps it; a screen,
    a terminal log or a screen share never should)."""
    out = rg("add", "--title", f"Rotate the deploy key <private>{secret('title')}</private> monthly").output
    assert_no_secret(out, "`reflectgit add`'s output")
    assert "Rotate the deploy key" in out
