"""The plain-subset frontmatter reader gives what libyaml gives, or hands the text to it.

The property: for any frontmatter, ``simple_mapping`` is either ``None`` (the full parser reads
it) or exactly ``note._plain(yaml.load(text, CSafeLoader))``. The generator mixes the shapes
notes are written in with YAML's traps (typed plain scalars, quotes, comments, indicators,
tabs, odd line breaks, nesting), so both answers are exercised."""

from __future__ import annotations

import math

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reflectgit.frontmatter import simple_mapping
from reflectgit.note import Note, _loader, _plain

PROPERTY = settings(max_examples=400, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])

KEYS = ["id", "title", "tags", "source", "relations", "x_1", "a-b", "True_"] * 4 + ["yes", "null", "on", "Off", "<<", "1a", "~"]
#: scalars the subset reads (typed ones too) and traps it must decline or type as libyaml does
SAFE = ["word", "two words", "0.49", "12", "0x1f", "0o17", "1_000", "190:20:30", ".nan", ".inf", "yes", "No", "off",
        "~", "null", "2025-09-25", "2026-01-01T00:00:00Z", "'quoted'", "'it''s'", "''", '"double"', "a:b", "C#",
        "http://host/path", "don't", "a [b] {c}", "\u00e9t\u00e9", "\U0001f600", "lrn-aaaaaaaa", "<<", "=", "+1"]
TRAPS = ["", "-5", "2024-13-45", "'open", '"esc\\"aped"', "a: b", "a #c", "x:", "[a, b]", "[]", "[a,]", "[a, [b]]",
         "{a: 1}", "&anchor x", "*alias", "!!str 5", "|", ">", "- item", "?", "%x", "@x", "`x", "tab\there",
         "nel\x85x", "ls\u2028x", "bom\ufeffx", "cr\rx", "del\x7fx", "ctl\x01x", "9" * 5000, "---", "..."]
ATOMS = SAFE * 6 + TRAPS


@st.composite
def frontmatter(draw) -> str:
    lines = []
    for _ in range(draw(st.integers(0, 6))):
        key = draw(st.sampled_from(KEYS))
        shape = draw(st.sampled_from(["scalar", "flow", "seq", "seqmap", "map"] * 3 + ["comment", "blank", "raw"]))
        indent = " " * draw(st.sampled_from([0, 2, 2, 2, 4, 1]))
        atom = st.sampled_from(ATOMS)
        if shape == "scalar":
            lines.append(f"{key}: {draw(atom)}")
        elif shape == "flow":
            lines.append(f"{key}: [{', '.join(draw(st.lists(atom, max_size=4)))}]")
        elif shape == "seq":
            lines.append(f"{key}:")
            lines += [f"{indent}- {a}" for a in draw(st.lists(atom, min_size=1, max_size=3))]
        elif shape == "seqmap":
            lines.append(f"{key}:")
            for _ in range(draw(st.integers(1, 2))):
                lines.append(f"{indent}- {draw(st.sampled_from(KEYS))}: {draw(atom)}")
                lines += [f"{indent}  {k}: {draw(atom)}" for k in draw(st.lists(st.sampled_from(KEYS), max_size=2))]
        elif shape == "map":
            lines.append(f"{key}:")
            lines += [f"{indent}{k}: {draw(atom)}" for k in draw(st.lists(st.sampled_from(KEYS), min_size=1, max_size=3))]
        elif shape == "comment":
            lines.append(f"{indent}# {draw(atom)}")
        elif shape == "blank":
            lines.append(draw(st.sampled_from(["", "  ", "", " \t"])))
        else:
            lines.append(draw(atom))
    return "\n".join(lines) + draw(st.sampled_from(["\n", "", "\n\n"]))


def _same(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return a == b


@PROPERTY
@given(frontmatter())
def test_the_subset_reader_agrees_with_libyaml_or_declines(text):
    got = simple_mapping(text)
    if got is None:
        return
    want = _plain(yaml.load(text, Loader=_loader()))
    assert _same(got, want), (text, got, want)


@pytest.mark.parametrize("text", [
    # what reflectgit writes (a synthetic note, ruamel's indented sequences, a nested source)
    "id: lrn-rdvdsw8d\ntitle: numpy leaks memory over days\ncreated: '2025-09-25T00:00:00Z'\n"
    "tags: [numpy, redis, infra]\nconfidence: 0.49\nrelations:\n  - type: requires\n    target: elasticsearch\n"
    "status: active\n",
    "title: Retry with backoff\nsource:\n  kind: commit\n  commit: 0a1b2c3\n  chunk: 2\nproof_count: 3\nhidden: false\n",
    "entities:\n- redis\n- name: pgbouncer\n  type: tool\ncreated: 2026-01-01T00:00:00Z\nforget_after: 2026-03-01\n",
])
def test_the_shapes_notes_are_written_in_are_read_without_the_full_parser(text):
    got = simple_mapping(text)
    assert got is not None
    assert _same(got, _plain(yaml.load(text, Loader=_loader())))


@pytest.mark.parametrize("text", [
    "title: a # comment\n", "rule: |\n  two\n  lines\n", "a: &x 1\nb: *x\n", "title: \"esc\\u00e9\"\n",
    "title: long\n  continued\n", "yes: 1\n", "title:\ttab\n", "source:\n  kind:\n    deep: 1\n",
    "tags: [a, 'b']\n", "title: x\r\n", "title: 9" + "9" * 5000 + "\n",
])
def test_anything_beyond_the_subset_goes_to_the_full_parser(text):
    assert simple_mapping(text) is None


def test_a_note_outside_the_subset_still_parses_and_one_yaml_refuses_is_still_refused():
    from reflectgit.errors import NoteError

    note = Note.parse(b"---\ntitle: a # not part of it\nrule: |\n  keep\n  both\n---\nbody\n")
    assert note.meta == {"title": "a", "rule": "keep\nboth\n"}
    with pytest.raises(NoteError, match="invalid YAML at line 2"):
        Note.parse(b"---\ntitle: a: b\n---\nbody\n")
    with pytest.raises(NoteError, match="cannot be read"):
        Note.parse(b"---\ntitle: x\ncreated: 2024-13-45\n---\nbody\n")
