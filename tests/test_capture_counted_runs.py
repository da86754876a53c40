"""Test-fix loops of runners that print their failures as a count ("Tests run: 4, Failures: 1", "4 runs, 9
assertions, 1 failures", "1 success / 1 failure"), read from the misses of the spent sets heldout20-26
(branch cap27): Maven Surefire, Minitest and busted. The failing run was not seen as one, so the fix loop
and its test's name were lost. Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, run, write
from test_capture_session import rec


@pytest.mark.parametrize("failing, passing, name", [
    ("[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0\n[ERROR] CartTest.testKeepsItems:58 "
     "expected:<1> but was:<0>\n[ERROR] BUILD FAILURE",
     "[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", "CartTest.testKeepsItems"),
    ("[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 1.9 s <<< FAILURE! - in shop.CartIT\n"
     "[ERROR] shop.CartIT.keepsItems  Time elapsed: 0.41 s  <<< FAILURE!\njava.lang.AssertionError",
     "[INFO] Tests run: 2, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", "CartIT.keepsItems"),
    ("# Running:\n\n..F.\n\nFailure:\nCartTest#test_keeps_items [test/cart_test.rb:18]:\nExpected 1, got 0\n\n"
     "4 runs, 9 assertions, 1 failures, 0 errors, 0 skips",
     "# Running:\n\n....\n\n4 runs, 9 assertions, 0 failures, 0 errors, 0 skips", "CartTest#test_keeps_items"),
    ("●✱\n1 success / 1 failure / 0 errors / 0 pending : 0.021 seconds\n\nFailure → spec/cart_spec.lua @ 12\n"
     "cart keeps items after reload\nspec/cart_spec.lua:15: Expected objects to be the same.",
     "●●\n2 successes / 0 failures / 0 errors / 0 pending : 0.018 seconds", "cart keeps items after reload"),
])
def test_a_counted_failure_then_a_clean_count_is_a_named_fix(rg, kb, code_repo, tmp_path, failing, passing, name):
    lines = [rec("user", "fix the cart tests", cwd=str(code_repo)), *run("r1", failing, "make test"),
             rec("assistant", "The cart reads the session before it is loaded."),
             *edit(code_repo, "e1", "src/cart.rb"), *run("r2", passing, "make test")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    shown = f'"{name}"' if " " in name else name
    assert notes["test-fixed"].title == f"Fixed failing {shown} by changing src/cart.rb"


@pytest.mark.parametrize("output, fails", [
    ("[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", False),
    ("4 runs, 9 assertions, 0 failures, 0 errors, 0 skips", False),
    ("2 successes / 0 failures / 0 errors / 0 pending : 0.018 seconds", False),
    ("[ERROR] Tests run: 3, Failures: 0, Errors: 1, Skipped: 0", True),
    ("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile", False),
])
def test_only_a_count_above_zero_fails_and_a_build_error_names_no_test(output, fails):
    from reflectgit.capture import lesson, signals

    assert bool(signals._TEST_FAIL.search(output)) is fails
    assert lesson.failed_tests(output)[0] == []
