"""Property-based fuzzing of everything that parses outside input: note files, ``add --file``,
``set``, archive manifests and transcripts. The property is always the same: bad input is a
``ReflectgitError`` (one line, exit 2), never a traceback. The budget is fixed and the run is
derandomized, so CI explores the same ~500 examples every time and never flakes."""

from __future__ import annotations

import gzip
import io
import json
import string
import tarfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reflectgit.errors import ReflectgitError

FUZZ = settings(max_examples=100, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

FIELDS = ["id", "title", "created", "updated", "project", "branch", "scope", "status", "tags",
          "confidence", "relations", "entities", "source", "proof_count", "hidden", "links", "forget_after"]
yaml_scalar = st.one_of(
    st.text(max_size=40), st.integers(), st.floats(allow_nan=True), st.booleans(), st.none(),
    st.sampled_from(["2024-13-45", "!!float x", "!!int x", "!!timestamp 'garbage'", "&a x", "*a", "*b",
                     "[*a, *a]", "{a: 1}", "'unterminated", "9" * 5000, "- x", "|\n  block", "~", ".nan",
                     "<private>x", "..", "../../x", "lrn-aaaaaaaa", "HIGH", "2026-01-01T00:00:00Z"]))


@st.composite
def frontmatter(draw) -> str:
    lines = []
    for _ in range(draw(st.integers(0, 8))):
        key = draw(st.one_of(st.sampled_from(FIELDS), st.text(string.ascii_letters + "_: -", min_size=1, max_size=8)))
        value = draw(yaml_scalar)
        lines.append(f"{key}: {value if isinstance(value, str) else json.dumps(value)}")
    body = draw(st.text(max_size=60))
    opener = draw(st.sampled_from(["---\n", "---\r\n", "", "\ufeff---\n"]))
    closer = draw(st.sampled_from(["---\n", "", "--- \n", "...\n"]))
    return opener + "\n".join(lines) + "\n" + closer + body


@FUZZ
@given(st.one_of(frontmatter(), st.binary(max_size=200).map(lambda b: b.decode("latin-1"))))
def test_note_parsing_never_raises_anything_but_note_errors(text):
    from reflectgit.note import Note, validate

    try:
        note = Note.parse(text.encode("utf-8", "surrogatepass"), path="fuzz.md", limit=1_000_000)
        validate(note)
        note.set("title", "changed")
        note.to_bytes()
    except ReflectgitError:
        pass


@FUZZ
@given(frontmatter())
def test_add_file_exits_0_or_2(rg_fuzz, text):
    src = rg_fuzz.kb.parent / "fuzz-note.md"
    src.write_bytes(text.encode("utf-8", "surrogatepass"))
    result = rg_fuzz("add", "--file", str(src), expect=None)
    assert result.exit_code in (0, 2), result.output
    if result.exit_code == 2:
        assert result.output.count("\n") == 1 and "Traceback" not in result.output


@FUZZ
@given(st.one_of(st.sampled_from(FIELDS), st.text(min_size=1, max_size=12)),
       st.one_of(yaml_scalar.map(str), st.text(max_size=80)))
def test_set_exits_0_or_2(rg_fuzz, fuzz_note, field, value):
    result = rg_fuzz("set", fuzz_note, field, value, expect=None)
    assert result.exit_code in (0, 2), result.output
    assert (rg_fuzz.kb / "learnings").rglob(f"{fuzz_note}.md")  # never lost
    assert any(rg_fuzz.kb.rglob(f"{fuzz_note}.md"))


json_value = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=20)),
                          lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                  st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                          max_leaves=12)
file_entry = st.fixed_dictionaries({}, optional={
    "path": st.one_of(st.text(max_size=30), st.sampled_from(["memory/meta/kb.yaml", "../x", "learnings/a/b/lrn-aaaaaaaa.md"])),
    "mode": st.one_of(st.sampled_from(["100644", "120000", "100755", "160000", "777"]), json_value),
    "size": st.one_of(st.integers(-1, 10), json_value), "sha256": json_value})


@FUZZ
@given(st.one_of(json_value, st.fixed_dictionaries({
    "format": st.one_of(st.just(1), json_value), "commit": st.one_of(st.just("a" * 40), json_value),
    "files": st.one_of(st.lists(st.one_of(file_entry, json_value), max_size=3), json_value),
    "history": json_value, "project": json_value})))
def test_import_manifests_never_crash(tmp_path_factory, manifest):
    from reflectgit.transfer.archive import read_archive

    body = json.dumps(manifest).encode()
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        info = tarfile.TarInfo("manifest.json")
        info.size = len(body)
        tar.addfile(info, io.BytesIO(body))
        for f in (manifest.get("files") if isinstance(manifest, dict) and isinstance(manifest.get("files"), list) else []):
            if isinstance(f, dict) and isinstance(f.get("path"), str) and f["path"]:
                info = tarfile.TarInfo("kb/" + f["path"])
                info.size = 1
                tar.addfile(info, io.BytesIO(b"x"))
    path = tmp_path_factory.mktemp("m") / "a.tar.gz"
    path.write_bytes(gzip.compress(buf.getvalue()))
    try:
        read_archive(path)
    except ReflectgitError:
        pass


record = st.fixed_dictionaries({"type": st.sampled_from(["user", "assistant", "system", 3])}, optional={
    "message": st.one_of(json_value, st.fixed_dictionaries({}, optional={
        "role": json_value,
        "content": st.one_of(st.text(max_size=40), json_value, st.lists(st.fixed_dictionaries(
            {"type": st.sampled_from(["text", "tool_use", "tool_result", "image"])},
            optional={"text": st.one_of(st.text(max_size=40), st.sampled_from(["<private>open", "a</private>b"]),
                                        json_value),
                      "input": json_value, "content": json_value, "id": json_value, "name": json_value,
                      "tool_use_id": json_value, "is_error": json_value}), max_size=3))})),
    "sessionId": json_value, "cwd": json_value, "timestamp": json_value})


codex_record = st.fixed_dictionaries({"type": st.sampled_from(["session_meta", "response_item", "event_msg", "message"])},
                                     optional={"payload": st.one_of(json_value, st.fixed_dictionaries(
                                         {"type": st.sampled_from(["message", "function_call", "function_call_output",
                                                                   "local_shell_call", "reasoning"])},
                                         optional={"role": json_value, "content": json_value, "arguments": json_value,
                                                   "output": json_value, "call_id": json_value, "name": json_value,
                                                   "id": json_value, "cwd": json_value})),
                                               "timestamp": json_value})


@FUZZ
@given(st.lists(st.one_of(record.map(json.dumps), codex_record.map(json.dumps), st.text(max_size=30)), max_size=5))
def test_transcripts_never_crash(tmp_path_factory, lines):
    from reflectgit.capture.transcript import read

    folder = tmp_path_factory.mktemp("t")
    for name, fmt in (("s.jsonl", None), ("s.jsonl", "codex-jsonl"), ("s.txt", None)):
        path = folder / name
        path.write_text("\n".join(lines), encoding="utf-8", errors="surrogatepass")
        try:
            read(path, fmt)
        except ReflectgitError:
            pass


@pytest.fixture(scope="module")
def rg_fuzz(tmp_path_factory):
    """One KB for a whole fuzzing run (a fresh one per example would cost a second each)."""
    from conftest import Runner

    kb = tmp_path_factory.mktemp("fuzz") / "kb"
    runner = Runner(kb)
    runner("--kb", str(kb), "init", str(kb))
    return _Bound(runner, kb)


class _Bound:
    """The runner with ``--kb`` given, so module-scoped fixtures outlive per-test environments."""

    def __init__(self, runner, kb):
        self.runner, self.kb = runner, kb

    def __call__(self, *args, expect=0):
        return self.runner("--kb", str(self.kb), *args, expect=expect)


@pytest.fixture(scope="module")
def fuzz_note(rg_fuzz):
    return json.loads(rg_fuzz("add", "--title", "fuzzed", "--project", "ops", "--branch", "main", "--json").stdout)["id"]
