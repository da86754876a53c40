"""Test-fix loops whose fix is made through the shell, and loops run through two spellings of one runner (branch fixl2;
issue 20: "a test-fixed signal names the test(s) and the file(s) changed between the failing and the passing run").

review33 found ``sed -i`` / ``perl -pi`` fixes read as retries (no note: only the edit tools were read as a change)
and ``npm test`` -> edit -> ``npx jest`` -> edit -> pass split in two loops, crediting only the second file. Through
``reflectgit capture transcript`` on Claude Code transcripts and a Codex rollout; the shell parser's reading of single
commands is pinned below them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_capture_codex import call, line, message, output
from test_capture_complete import captured, edit, run, write
from test_capture_run_structure import failed_run
from test_capture_session import rec

from reflectgit.capture.shell_edits import written
from reflectgit.kb import KB

DATA = Path(__file__).parent / "data" / "review33"

PYTEST_FAILING = ("FAILED tests/test_totals.py::test_discount_applies_once - assert 81.0 == 90.0\n"
                  "1 failed, 47 passed in 0.61s")
PYTEST_PASSING = "48 passed in 0.58s"


def fixes(rg, kb, out: dict) -> list:
    return [n for n in (KB.open(kb).get(i) for i in out["captured"]) if n.get("type") == "test-fixed"]


def shell_loop(code_repo, fix: list[str], failing: str = PYTEST_FAILING, passing: str = PYTEST_PASSING,
               command: str = "pytest -q", rerun: str | None = None) -> list[str]:
    return [rec("user", "invoice totals are off when a discount code is used, tests are red", cwd=str(code_repo)),
            *failed_run("r1", failing, command),
            rec("assistant", "Invoice.total applies the discount twice: in the loop and again on the return line."),
            *fix,
            *run("r2", passing, rerun or command),
            rec("assistant", "All green.")]


SED = "sed -i 's/    return d.apply(subtotal)/    return subtotal/' src/invoicer/totals.py && git diff --stat"


@pytest.mark.parametrize("command,files", [
    (SED, ["src/invoicer/totals.py"]),
    ("sed -i '' -e 's/d.apply(subtotal)/subtotal/' \"src/invoicer/totals.py\"", ["src/invoicer/totals.py"]),  # BSD sed
    ("perl -pi -e 's/return d\\.apply\\(subtotal\\)/return subtotal/' src/invoicer/totals.py", ["src/invoicer/totals.py"]),
    ("cat > src/invoicer/totals.py <<'EOF'\ndef total(self):\n    return sum(l.amount for l in self.lines)\nEOF",
     ["src/invoicer/totals.py"]),
    ("printf 'DISCOUNT_ONCE = True\\n' >> src/invoicer/settings.py", ["src/invoicer/settings.py"]),
    ("git apply <<'EOF'\ndiff --git a/src/invoicer/totals.py b/src/invoicer/totals.py\n--- a/src/invoicer/totals.py\n"
     "+++ b/src/invoicer/totals.py\n@@ -55 +55 @@\n-    return d.apply(subtotal)\n+    return subtotal\nEOF",
     ["src/invoicer/totals.py"]),
    ("git mv src/invoicer/discount_v1.py src/invoicer/discount.py", ["src/invoicer/discount_v1.py", "src/invoicer/discount.py"]),
])
def test_a_fix_made_through_the_shell_is_a_test_fix_naming_its_files(rg, kb, code_repo, tmp_path, command, files):
    fix = run("s1", "", command)
    out, notes = captured(rg, kb, write(tmp_path, shell_loop(code_repo, fix)))
    [note] = fixes(rg, kb, out)
    assert "test_discount_applies_once" in note.title
    assert all(f in note.title and f in note["entities"] for f in files), (note.title, note["entities"])
    assert "test_discount_applies_once" in note["problem"]


def test_review33_sed_and_perl_fixes_are_kept(rg, kb, code_repo, tmp_path):
    # t06: pytest red, `sed -i` on totals.py, pytest green; t20: `npm run test` (vitest) red, `perl -pi` on slugify.ts,
    # `npx vitest run <file>` green. Both were read as retries (no note).
    for name, test, path in (("t06_sed_fix_loop", "test_discount_applies_once", "src/invoicer/totals.py"),
                             ("t20_npm_run_test_then_vitest_and_perl", "strips accents", "src/lib/slugify.ts")):
        src = tmp_path / f"{name}.jsonl"
        src.write_text((DATA / f"{name}.jsonl").read_text().replace("__CWD__", str(code_repo)))
        out = rg.json("capture", "transcript", str(src))
        [note] = [n for n in fixes(rg, kb, out) if path in n["entities"]]
        assert test in note.title and path in note.title
        assert "4ms" not in note.title  # vitest's "× slugify > strips accents 4ms": the timing is not the name


@pytest.mark.parametrize("command,path", [("black src/shop/cart.py", "src/shop/cart.py"),
                                          ("uv run ruff check --fix src/shop/cart.py", "src/shop/cart.py"),
                                          ("npx prettier --write web/src/cart.ts", "web/src/cart.ts")])
def test_a_formatter_that_fixes_a_lint_test_is_a_fix(rg, kb, code_repo, tmp_path, command, path):
    # formatters and fixers count as edits: a lint test fails, the formatter rewrites the file it names, it passes
    failing = (f"FAILED tests/test_style.py::test_sources_are_formatted - AssertionError: {path} would be reformatted\n"
               "1 failed, 3 passed in 0.42s")
    fix = run("s1", f"reformatted {path}\n1 file reformatted.", command)
    lines = shell_loop(code_repo, fix, failing=failing, passing="4 passed in 0.40s", command="pytest tests/test_style.py")
    out, _ = captured(rg, kb, write(tmp_path, lines))
    [note] = fixes(rg, kb, out)
    assert "test_sources_are_formatted" in note.title and path in note.title


def test_a_formatter_naming_no_file_is_an_edit_but_no_note(rg, kb, code_repo, tmp_path):
    # `cargo fmt` after `cargo fmt --check` failed: a change (not a retry), but no file is named: no note
    failing = "FAILED tests/test_style.py::test_rust_is_formatted - AssertionError: cargo fmt --check failed\n1 failed"
    out, notes = captured(rg, kb, write(tmp_path, shell_loop(code_repo, run("s1", "", "cargo fmt"), failing=failing,
                                                              passing="1 passed in 0.2s", command="pytest tests/test_style.py")))
    assert [s["strength"] for s in out["signals"] if s["kind"] == "test_fixed"] == [0.3]
    assert "test-fixed" not in notes


def test_a_codex_rollout_fix_through_sed_is_a_test_fix(rg, kb, code_repo, tmp_path):
    lines = [line("session_meta", {"id": "codex-sed", "cwd": str(code_repo), "cli_version": "0.65.0", "source": "cli"}),
             message("user", "invoice totals are off when a discount code is used, tests are red"),
             call("c1", ["pytest", "-q"]),
             output("c1", PYTEST_FAILING, 1),
             message("assistant", "Invoice.total applies the discount twice."),
             call("c2", ["bash", "-lc", SED]),
             output("c2", " src/invoicer/totals.py | 2 +-\n 1 file changed", 0),
             call("c3", ["pytest", "-q"]),
             output("c3", PYTEST_PASSING, 0)]
    path = tmp_path / "rollout-2026-11-28T10-00-00-codex-sed.jsonl"
    path.write_text("\n".join(lines) + "\n")
    out = rg.json("capture", "transcript", str(path), "--format", "codex-jsonl")
    [note] = fixes(rg, kb, out)
    assert "test_discount_applies_once" in note.title and "src/invoicer/totals.py" in note.title


@pytest.mark.parametrize("look", [
    "sed -n '50,60p' src/invoicer/totals.py",
    "grep -n 'apply' src/invoicer/totals.py",
    "cat src/invoicer/totals.py",
    "pytest -q > /tmp/pytest.log 2>&1; tail -n 5 /tmp/pytest.log",
    "pytest -q 2>&1 | tee build.log >/dev/null",
    "git diff > /tmp/wip.patch",
])
def test_a_read_or_a_log_between_the_runs_is_no_edit(rg, kb, code_repo, tmp_path, look):
    # nothing changed between the failing and the passing run: a retry (a flake), no test-fix note
    out, notes = captured(rg, kb, write(tmp_path, shell_loop(code_repo, run("s1", "   55  return d.apply(subtotal)", look))))
    assert not [s for s in out["signals"] if s["kind"] == "test_fixed"], out["signals"]
    assert "test-fixed" not in notes


def test_a_shell_edit_naming_no_file_is_an_edit_but_no_note(rg, kb, code_repo, tmp_path):
    # `xargs sed -i` changes files it does not name: not a retry (a test_fixed signal), but nothing to name: no note
    fix = run("s1", "", "grep -rl 'd.apply(subtotal)' src | xargs sed -i 's/return d.apply(subtotal)/return subtotal/'")
    out, notes = captured(rg, kb, write(tmp_path, shell_loop(code_repo, fix)))
    assert [s["strength"] for s in out["signals"] if s["kind"] == "test_fixed"] == [0.3]
    assert "test-fixed" not in notes


JEST_FAILING = ("> shop-web@1.4.0 test\n> jest\n\n PASS  src/utils/format.test.ts\n FAIL  src/cart/cart.test.ts\n"
                "  ● Cart › applies the bulk discount once per order\n\n    expect(received).toBe(expected)\n\n"
                "    Expected: 90\n    Received: 81\n\nTests:       1 failed, 11 passed, 12 total")
JEST_PASSING = " PASS  src/cart/cart.test.ts\n\nTest Suites: 2 passed, 2 total\nTests:       12 passed, 12 total"


def test_one_loop_across_runner_spellings_credits_every_file(rg, kb, code_repo, tmp_path):
    # review33 t23: npm test fails, an edit, npx jest fails on the same test, another edit, npm test passes
    src = tmp_path / "t23.jsonl"
    src.write_text((DATA / "t23_npm_test_edit_npx_jest_fail_edit_pass.jsonl").read_text().replace("__CWD__", str(code_repo)))
    out = rg.json("capture", "transcript", str(src))
    [note] = fixes(rg, kb, out)
    # the files both edits changed (the title names the cause the agent found first, cap74)
    assert {"src/cart/discount.ts", "src/cart/cart.ts"} <= set(note["entities"]), note.fields()
    assert "src/cart/discount.ts" in note["fix"] and "src/cart/cart.ts" in note["fix"], note.fields()


@pytest.mark.parametrize("first,second,failing,passing", [
    ("make test", "pytest tests/test_totals.py::test_discount_applies_once", PYTEST_FAILING, PYTEST_PASSING),
    ("yarn test", "yarn jest src/cart/cart.test.ts", JEST_FAILING, JEST_PASSING),
])
def test_the_same_failing_test_under_another_command_is_one_loop(rg, kb, code_repo, tmp_path, first, second, failing,
                                                                  passing):
    lines = [rec("user", "the totals tests are red", cwd=str(code_repo)),
             *failed_run("r1", failing, first),
             *edit(code_repo, "e1", "src/first.py"),
             *failed_run("r2", failing, second),
             *edit(code_repo, "e2", "src/second.py"),
             *run("r3", passing, second),
             rec("assistant", "Green.")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    [note] = fixes(rg, kb, out)
    assert "src/first.py" in note["entities"] and "src/second.py" in note["entities"]
    assert "src/first.py" in note.title and "src/second.py" in note.title


PY_FAILING = "FAILED tests/test_a.py::test_y - assert 1 == 2\n1 failed, 3 passed in 0.1s"
GO_FAILING = "--- FAIL: TestY (0.00s)\n    x_test.go:12: got 1 want 2\nFAIL\nFAIL\texample.com/m/pkg/x\t0.01s\nFAIL"
CARGO_FAILING = ("running 3 tests\ntest parser::tests::y ... FAILED\n\nfailures:\n    parser::tests::y\n\n"
                 "test result: FAILED. 2 passed; 1 failed; 0 ignored")
NEXTEST_FAILING = ("        FAIL [   0.004s] m parser::tests::y\n     Summary [   0.010s] 3 tests run: 2 passed, 1 failed, "
                   "0 skipped\nerror: test run failed")
RSPEC_FAILING = ("Failures:\n\n  1) Orders::Export writes one row\n     Failure/Error: expect(rows.size).to eq(2)\n\n"
                 "5 examples, 1 failure")


@pytest.mark.parametrize("steps", [
    [("pytest -q", PY_FAILING), ("python -m pytest tests/test_a.py", PY_FAILING),
     ("uv run pytest tests/test_a.py::test_y", "1 passed in 0.1s")],
    [("go test ./...", GO_FAILING), ("go test ./pkg/x -run TestY", GO_FAILING),
     ("go test ./pkg/x -run TestY", "ok  \texample.com/m/pkg/x\t0.01s")],
    [("cargo test", CARGO_FAILING), ("cargo nextest run", NEXTEST_FAILING),
     ("cargo nextest run", "     Summary [   0.010s] 3 tests run: 3 passed, 0 skipped")],
    [("bundle exec rspec", RSPEC_FAILING), ("rspec spec/export_spec.rb", RSPEC_FAILING),
     ("rspec spec/export_spec.rb", "5 examples, 0 failures")],
])
def test_one_runner_spelled_three_ways_is_one_loop(rg, kb, code_repo, tmp_path, steps):
    # the same runner through a wrapper or narrowed (these were one loop before fixl2 too; pinned beside the above)
    lines = [rec("user", "tests are red", cwd=str(code_repo))]
    for i, (command, printed) in enumerate(steps[:-1]):
        lines += [*failed_run(f"r{i}", printed, command), *edit(code_repo, f"e{i}", f"src/step{i}.py")]
    lines += run("rp", steps[-1][1], steps[-1][0])
    out, _ = captured(rg, kb, write(tmp_path, lines))
    [note] = fixes(rg, kb, out)
    assert "src/step0.py" in note["entities"] and "src/step1.py" in note["entities"]


def test_another_runner_failing_on_another_test_is_still_its_own_loop(rg, kb, code_repo, tmp_path):
    # npm test fails on the cart test; an edit; npx jest on another file fails on another test; an edit; a pass:
    # the names differ, so the second loop credits its own edit only (fixl's split stands)
    other = JEST_FAILING.replace("Cart › applies the bulk discount once per order", "Format › pads cents")
    lines = [rec("user", "tests are red", cwd=str(code_repo)),
             *failed_run("r1", JEST_FAILING, "npm test"),
             *edit(code_repo, "e1", "src/cart/cart.ts"),
             *failed_run("r2", other, "npx jest src/utils/format.test.ts"),
             *edit(code_repo, "e2", "src/utils/format.ts"),
             *run("r3", JEST_PASSING.replace("cart/cart", "utils/format"), "npx jest src/utils/format.test.ts")]
    out, _ = captured(rg, kb, write(tmp_path, lines))
    [note] = fixes(rg, kb, out)
    assert "src/utils/format.ts" in note.title and "src/cart/cart.ts" not in note.title


# -- what the shell parser reads from single commands ------------------------------------------------------------

@pytest.mark.parametrize("command,expected", [
    ("sed -E -i 's/x/y/g' src/*.ts", (True, ["src/*.ts"])),  # a glob it cannot expand: the literal
    ("sed -i.bak 's/a/b/' 'my dir/x.py'", (True, ["my dir/x.py"])),
    ("perl -i -pe 's/a/b/' lib/x.pm", (True, ["lib/x.pm"])),
    ("echo 'requests==2.31' >> requirements.txt", (True, ["requirements.txt"])),
    ("tee src/config.yaml <<'EOF'\na: 1\nEOF", (True, ["src/config.yaml"])),
    ("awk '{print $1}' data/a.csv > data/a.csv.new && mv data/a.csv.new data/a.csv", (True, ["data/a.csv"])),
    ("mv src/old.py src/new.py", (True, ["src/old.py", "src/new.py"])),
    ("black src/app.py", (True, ["src/app.py"])),
    ("npx prettier --write 'src/**/*.ts'", (True, ["src/**/*.ts"])),
    ("npx eslint --fix src/a.ts", (True, ["src/a.ts"])),
    ("gofmt -w internal/x.go", (True, ["internal/x.go"])),
    ("cargo fmt", (True, [])), ("go fmt ./...", (True, [])), ("patch -p1 < fix.patch", (True, [])),
    ("for f in src/*.py; do sed -i 's/a/b/' \"$f\"; done", (True, [])),
    ("sed -n '1,20p' src/a.py", (False, [])), ("perl -ne 'print if /x/' f.txt", (False, [])),
    ("black --check .", (False, [])), ("cargo fmt -- --check", (False, [])), ("prettier --check src", (False, [])),
    ("ruff check src/", (False, [])), ("git apply --check fix.patch", (False, [])),
    ("pytest > /tmp/out.txt 2>&1", (False, [])), ("npm run build 2>&1 | tee build.log", (False, [])),
    ("npm test > test.log", (False, [])), ("echo hi > /dev/null", (False, [])), ("ls -la > listing.txt", (False, [])),
    ("python - <<'EOF'\nopen('src/a.py', 'w').write('x')\nEOF", (False, [])),  # too fuzzy to read
])
def test_what_a_shell_command_writes(command, expected):
    assert written({"command": command}) == expected


def test_codex_argv_and_absolute_paths():
    assert written({"command": ["bash", "-lc", "sed -i 's/a/b/' 'x y.py'"]}) == (True, ["x y.py"])
    assert written({"command": ["sed", "-i", "s/a/b/", "/repo/src/x.py"]}, "/repo") == (True, ["src/x.py"])
    assert json.dumps(written({"command": 7})) == "[false, []]"
