"""A test-fix note keeps the values its failing assertion compared ("Expected: 1 Actual: 0", "left: 18400.0
right: 18.4"), not only the runner's header ("Error Message:", "failures:", "assertion `left == right` failed")
(branch cap48, from the design sets' misses: heldout28-41). Through ``reflectgit capture transcript``."""

from __future__ import annotations

import pytest
from test_capture_complete import captured, edit, run, write
from test_capture_session import rec


@pytest.mark.parametrize("failing, passing, values", [
    ("  Failed Shop.Tests.CartTests.KeepsItems [212 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\n"
     "Expected: 1\nActual:   0\n  Stack Trace:\n     at Shop.Tests.CartTests.KeepsItems() in CartTests.cs:line 47\n\n"
     "Failed!  - Failed: 1, Passed: 6, Skipped: 0, Total: 7",
     "Passed!  - Failed: 0, Passed: 7, Skipped: 0, Total: 7", "Expected: 1 Actual: 0"),
    ("running 1 test\ntest tests::keeps_items ... FAILED\n\nfailures:\n\n---- tests::keeps_items stdout ----\n"
     "thread 'tests::keeps_items' panicked at src/cart.rs:88:9:\nassertion `left == right` failed\n  left: 0\n right: 1\n\n"
     "failures:\n    tests::keeps_items\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored",
     "running 1 test\ntest tests::keeps_items ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored", "left: 0 right: 1"),
])
def test_a_test_fix_keeps_the_compared_values(rg, kb, code_repo, tmp_path, failing, passing, values):
    lines = [rec("user", "fix the cart tests", cwd=str(code_repo)), *run("r1", failing, "make test"),
             rec("assistant", "The cart reads the session before it is loaded."),
             *edit(code_repo, "e1", "src/cart.rb"), *run("r2", passing, "make test")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    assert values in " ".join(notes["test-fixed"]["problem"].split())


@pytest.mark.parametrize("output, values", [
    ("Failures:\n  1) Reminder sends one\n     Failure/Error: expect(x).to eq(1)\n       expected: 1\n            got: 2\n",
     "expected: 1 got: 2"),
    ("test/test_main.cpp:22: test_fan_starts: Expected TRUE Was FALSE\n4 Tests 1 Failures", "Expected TRUE Was FALSE"),
    ('At line (7): "Expected 35000 Was -30536"\n', "Expected 35000 Was -30536"),  # the runner's quotes
    ('Expected: "007421"\nActual:   "7421"\n', 'Expected: "007421" Actual: "7421"'),  # the values' own quotes stay
    ("1) it charges\nFailed asserting that 120.0 matches expected 145.0.\n", "Failed asserting that 120.0 matches expected 145.0"),
    ("error: expect(received).toHaveLength(expected)\n\nExpected length: 2\nReceived length: 1\n", "Expected length: 2 Received length: 1"),
    ("FAIL src/x.test.ts\n  ● adds\n    TypeError: cannot read properties of undefined\n", ""),
    ("Ok:                 3\nExpected Fail:      0\nFail:               1\n", ""),  # meson's tally, no comparison
])
def test_the_compared_values_alone(output, values):
    from reflectgit.capture import compared

    assert compared.compared(output) == values
    assert compared.with_compared("Message:", "Expected: 1\nActual: 0") == "Expected: 1 Actual: 0"
    assert compared.with_compared("AssertionError: 9.8 != 11.2", "AssertionError: 9.8 != 11.2") == "AssertionError: 9.8 != 11.2"
    assert compared.with_compared("expected: 13", "  expected: 13\n  got: 14") == "expected: 13 got: 14"  # said once
    assert compared.with_compared("✓ it sends one message", "Failed asserting that 4 is 2.") == \
        "✓ it sends one message; Failed asserting that 4 is 2"  # "message" ends the name, it is no header
