"""The note file format: byte-identical round trips, minimal rewrites, validation, ids."""

from __future__ import annotations

import pytest

from reflectgit.errors import NoteError
from reflectgit.note import Note, is_minted_id, mint_id, validate

SAMPLES = [
    # hand-written, with comments, odd quoting and unknown fields
    b"---\nid: lrn-abc\ntitle: \"Quoted: title\"   # a comment\ncreated: 2026-11-22T07:40:00Z\n"
    b"tags:\n  - a\n  -   b\nweird_field: {x: [1, 2]}\n---\n## Body\n\ntext  \n\n\n",
    # CRLF line endings, no trailing newline
    b"---\r\nid: lrn-crlf\r\ntitle: crlf\r\n---\r\nbody without newline",
    # unicode, a literal block and a folded block
    "---\nid: lrn-uni\ntitle: caf\u00e9 \u2014 \u65e5\u672c\nproblem: |\n  two\n  lines\nfix: >\n  folded\n  text\n---\n\u00e9\n".encode(),
    # another tool's note: no id, confidence words, dates quoted
    b"---\nname: ex-01\ntitle: T\nconfidence: high\ncreated: \"2026-03-01\"\n---\nx\n",
]


@pytest.mark.parametrize("raw", SAMPLES)
def test_read_then_write_unchanged_is_byte_identical(raw):
    note = Note.parse(raw)
    assert note.to_bytes() == raw
    note.set("title", note.title)  # setting an equal value is not a change
    assert note.to_bytes() == raw


def test_markdown_without_frontmatter_gains_one():
    note = Note.parse(b"# Just markdown\n\nbody\n")
    assert note.meta == {} and note.dirty
    note.set("title", "Just markdown")
    assert note.to_bytes() == b"---\ntitle: Just markdown\n---\n# Just markdown\n\nbody\n"


def test_set_rewrites_only_what_changed_and_keeps_comments_and_unknown_fields():
    note = Note.parse(SAMPLES[0])
    note.set("status", "demoted")
    out = note.to_bytes().decode()
    assert "# a comment" in out and "weird_field: {x: [1, 2]}" in out
    squash = lambda line: " ".join(line.split())  # noqa: E731 - ruamel may normalise list indents
    before = {squash(line) for line in SAMPLES[0].decode().splitlines()}
    added = [line for line in out.splitlines() if squash(line) not in before]
    assert added == ["status: demoted"]
    assert Note.parse(out.encode()).meta == note.meta


def test_values_that_yaml_would_retype_stay_text():
    note = Note.new({"id": "lrn-x", "title": "yes", "tags": ["on", "no", "1.0", "2026-01-01", "null"],
                     "subject": "0123", "rule": "a: b"})
    again = Note.parse(note.to_bytes())
    assert again.meta == note.meta


def test_multiline_values_are_literal_blocks():
    note = Note.new({"id": "lrn-x", "title": "t", "problem": "one\ntwo"})
    assert "problem: |-\n  one\n  two\n" in note.to_bytes().decode()


def test_new_note_fields_in_canonical_order():
    note = Note.new({"status": "active", "zzz": 1, "title": "t", "id": "lrn-x", "tags": ["a"]})
    keys = [line.split(":")[0] for line in note.to_bytes().decode().splitlines()[1:-1]]
    assert keys == ["id", "title", "tags", "status", "zzz"]


def test_minted_ids_are_random_short_and_collision_checked():
    ids = {mint_id() for _ in range(2000)}
    assert len(ids) == 2000 and all(is_minted_id(i) and len(i) == 12 for i in ids)
    taken = set(ids)
    assert mint_id(taken) not in taken


def _valid(**over):
    base = {"id": "lrn-abcdefgh", "title": "t", "created": "2026-11-22T00:00:00Z",
            "updated": "2026-11-22T00:00:00Z", "project": "p", "branch": "main", "scope": "project",
            "status": "active"}
    base.update(over)
    return Note.new({k: v for k, v in base.items() if v is not None})


@pytest.mark.parametrize("field,value,needle", [
    ("title", None, "is required"),
    ("title", "   ", "must not be empty"),
    ("status", "gone", "must be one of"),
    ("scope", "team", "must be one of"),
    ("confidence", 1.5, "0 to 1"),
    ("confidence", "very", "0 to 1"),
    ("tags", "a,b", "must be a list"),
    ("tags", [1], "non-empty text"),
    ("relations", [{"type": "likes", "target": "x"}], "has type 'likes'"),
    ("relations", [{"type": "uses"}], "needs a 'target'"),
    ("source", {"kind": "telepathy"}, "kind must be one of"),
    ("source", {"kind": "commit", "commit": "not-a-sha"}, "hexadecimal"),
    ("proof_count", -1, ">= 0"),
    ("hidden", "sometimes", "true or false"),
    ("created", "yesterday-ish", "ISO 8601"),
    ("project", "../etc", "plain name"),
    ("id", "Bad Id!", "lowercase"),
])
def test_validation_names_the_field(field, value, needle):
    with pytest.raises(NoteError) as exc:
        validate(_valid(**{field: value}), file="n.md")
    assert exc.value.field == field and needle in exc.value.message
    assert str(exc.value).startswith(f"n.md: field '{field}': ")


def test_valid_note_with_every_field_passes():
    validate(_valid(category="c", type="correction", subject="s", tags=["a"], confidence=0.5,
                    problem="p", fix="f", rule="r", key_insight="k", entities=["x", {"name": "y", "type": "tool"}],
                    relations=[{"type": t, "target": "x", "valid_from": "2026-01-01"} for t in
                               ("caused_by", "supersedes", "configures", "triggers")],
                    links=["https://example.invalid"], source={"kind": "commit", "commit": "abc1234"},
                    status_reason="r", superseded_by="lrn-other", forget_after="2027-01-01",
                    proof_count=2, hidden=False))


@pytest.mark.parametrize("raw,needle,field", [
    (b"---\ntitle: [unclosed\n---\n", "invalid YAML", "frontmatter"),
    (b"---\n- a list\n---\n", "mapping", "frontmatter"),
    (b"---\ntitle: t\n", "never ends", "frontmatter"),
    (b"\x00\x01binary", "binary", "content"),
    (b"\xff\xfe\xfa not utf8", "UTF-8", "content"),
])
def test_parse_errors_name_file_and_field(raw, needle, field):
    with pytest.raises(NoteError) as exc:
        Note.parse(raw, path="x.md")
    assert needle in exc.value.message and exc.value.field == field and exc.value.file == "x.md"


def test_size_limit():
    with pytest.raises(NoteError) as exc:
        Note.parse(b"---\ntitle: t\n---\n" + b"x" * 100, path="big.md", limit=50)
    assert exc.value.field == "size"
