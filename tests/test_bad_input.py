"""Bad input: one line naming the file and the field, exit code 2, nothing written."""

from __future__ import annotations

import pytest
from conftest import head, tree_files


@pytest.fixture
def guarded(rg, kb):
    """Asserts a command changed nothing in the KB: same HEAD, same files."""
    rg("add", "--title", "existing")
    before = (head(kb), tree_files(kb))

    def check(result):
        assert result.exit_code == 2, result.output
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("reflectgit: "), result.stderr
        assert (head(kb), tree_files(kb)) == before
        return lines[0]
    return check


@pytest.mark.parametrize("content,needle", [
    (b"---\ntitle: [broken\n---\n", "field 'frontmatter': invalid YAML"),
    (b"---\ntitle: t\ntags: 5\n---\n", "field 'tags': must be a list"),
    (b"---\ntitle: t\nconfidence: very\n---\n", "field 'confidence'"),
    (b"---\ntitle: t\nstatus: gone\n---\n", "field 'status': must be one of"),
    (b"---\ncategory: x\n---\nno heading here\n", "field 'title': is required"),
    (b"---\ntitle: t\nproject: ../../etc\n---\n", "field 'project'"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00", "field 'content': looks like a binary file"),
])
def test_bad_note_files(rg, guarded, tmp_path, content, needle):
    f = tmp_path / "bad.md"
    f.write_bytes(content)
    line = guarded(rg("add", "--file", str(f), expect=None))
    assert str(f) in line and needle in line


def test_ten_megabyte_file(rg, guarded, tmp_path):
    f = tmp_path / "huge.md"
    f.write_bytes(b"---\ntitle: big\n---\n" + b"x" * (10 * 1024 * 1024))
    line = guarded(rg("add", "--file", str(f), expect=None))
    assert str(f) in line and "field 'size'" in line


def test_missing_input_file(rg, guarded, tmp_path):
    line = guarded(rg("add", "--file", str(tmp_path / "nope.md"), expect=None))
    assert "nope.md" in line and "no such file" in line


def test_missing_title_from_flags_and_empty_stdin(rg, guarded):
    line = guarded(rg("add", "--rule", "r", input="", expect=None))
    assert "field 'title': is required" in line
    line = guarded(rg("add", "--title", "", input="", expect=None))  # review13: it blamed <stdin>
    assert "field 'title': is required" in line and "<stdin>" not in line


def test_bad_flag_values(rg, guarded):
    assert "field 'confidence'" in guarded(rg("add", "--title", "t", "--confidence", "2.5", expect=None))
    assert "field 'relations'" in guarded(rg("add", "--title", "t", "--relation", "likes:x", expect=None))
    assert "field 'forget_after'" in guarded(rg("add", "--title", "t", "--forget-after", "soon", expect=None))


def test_paths_outside_the_kb(rg, guarded, tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text("---\ntitle: t\n---\n")
    assert "is outside the KB" in guarded(rg("show", str(outside), expect=None))
    assert "is outside the KB" in guarded(rg("show", "../../../etc/passwd", expect=None))
    assert "outside the KB" in guarded(rg("edit", str(outside), expect=None))


def test_unknown_id(rg, guarded):
    assert "no note with id" in guarded(rg("show", "lrn-doesnotexist", expect=None))
    assert "no note with id" in guarded(rg("forget", "lrn-doesnotexist", "--reason", "x", expect=None))


def test_ambiguous_prefix(rg, kb):
    rg("add", "--title", "one")
    rg("add", "--title", "two")
    before = head(kb)
    r = rg("set", "lrn-", "tags", "x", expect=2)
    assert "matches several notes" in r.stderr and "field 'id'" in r.stderr
    assert head(kb) == before


def test_kb_that_does_not_exist(rg, tmp_path):
    r = rg("--kb", str(tmp_path / "missing"), "list", expect=2)
    assert str(tmp_path / "missing") in r.stderr and "reflectgit init" in r.stderr
    assert not (tmp_path / "missing").exists()


def test_folder_that_is_not_a_kb(rg, tmp_path, code_repo):
    r = rg("--kb", str(code_repo), "add", "--title", "t", expect=2)
    assert "not a reflectgit KB" in r.stderr
    assert not (code_repo / "learnings").exists()
