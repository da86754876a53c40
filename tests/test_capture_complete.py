"""A captured lesson is complete (issue 20, item 1): the rule with its alternative, the reason
when one is given, the files the window's tool calls touched, and a test fix that names its
tests and changed files (or is not kept). Through ``reflectgit capture transcript`` on Claude
Code JSONL transcripts."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_capture_session import rec

from reflectgit.capture.lesson import failed_tests, parts
from reflectgit.capture.signals import classify
from reflectgit.kb import KB

SECRET = "sk-live-never-in-a-note"


def tool(kind: str, tid: str, name: str, inp: dict, text: str = "") -> list[str]:
    call = rec("assistant", ([{"type": "text", "text": text}] if text else [])
               + [{"type": "tool_use", "id": tid, "name": name, "input": inp}])
    return [call]


def result(tid: str, content: str) -> str:
    return rec("user", [{"type": "tool_result", "tool_use_id": tid, "content": content}])


def edit(cwd: Path, tid: str, path: str, text: str = "", name: str = "Edit") -> list[str]:
    inp = {"file_path": f"{cwd}/{path}", "old_string": "a", "new_string": "b"} if name == "Edit" else \
        {"file_path": f"{cwd}/{path}", "content": "x = 1\n"}
    return [*tool("assistant", tid, name, inp, text), result(tid, "The file has been updated.")]


def run(tid: str, output: str, command: str = "pytest -q") -> list[str]:
    return [*tool("assistant", tid, "Bash", {"command": command}), result(tid, output)]


def write(tmp_path: Path, lines: list[str], name: str = "s.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return path


def flaky_session(cwd: Path, message: str) -> list[str]:
    test = "tests/test_itsdangerous/test_timed.py"
    return [
        rec("user", "test_expired fails about 1 in 5 runs on CI, can you fix it", cwd=str(cwd)),
        *edit(cwd, "e1", test, "I'll add a time.sleep(1.1) so the signature has expired."),
        rec("user", message),
        *edit(cwd, "e2", test, "Patching time.time with monkeypatch."),
        rec("assistant", "Done."),
    ]


def captured(rg, kb, path: Path) -> tuple[dict, dict]:
    out = rg.json("capture", "transcript", str(path))
    notes = {n.get("type"): n for n in (KB.open(kb).get(i) for i in out["captured"])}
    return out, notes


def captured_rules(rg, kb, path: Path, types: tuple[str, ...] = ("correction", "rule")) -> list[str]:
    """The `rule` field of each note of ``types`` that `capture transcript` of ``path`` writes."""
    out, _ = captured(rg, kb, path)
    notes = [KB.open(kb).get(i) for i in out["captured"]]
    return [n.fields().get("rule", "") for n in notes if n.fields().get("type") in types]


def test_a_correction_keeps_its_alternative_its_reason_and_the_files(rg, kb, code_repo, tmp_path):
    msg = ("No, don't use time.sleep in tests — patch time.time with monkeypatch instead; "
           "the flake was because CI runners are slow")
    out, notes = captured(rg, kb, write(tmp_path, flaky_session(code_repo, msg)))
    kinds = [s["kind"] for s in out["signals"]]
    assert "correction" in kinds and "root_cause" in kinds  # the cause fires too ...
    assert len(out["captured"]) == 1  # ... but is the reason of the one lesson, not a second note
    note = notes["correction"]
    assert note["rule"] == "Don't use time.sleep in tests; patch time.time with monkeypatch instead"
    assert note.title == note["rule"]  # a sentence, not "No, ..." nor a prefix repeat
    assert note["key_insight"].lower() == "the flake was because ci runners are slow"
    assert note["entities"] == ["tests/test_itsdangerous/test_timed.py"]
    assert "time.sleep" in note["problem"]  # what the agent had done


def test_the_same_lesson_in_separate_sentences(rg, kb, code_repo, tmp_path):
    msg = ("No, don't use time.sleep in tests. Patch time.time with monkeypatch instead. "
           "The flake was because CI runners are slow.")
    _, notes = captured(rg, kb, write(tmp_path, flaky_session(code_repo, msg)))
    note = notes["correction"]
    assert note["rule"] == "Don't use time.sleep in tests; patch time.time with monkeypatch instead"
    assert note["key_insight"] == "The flake was because CI runners are slow"


def test_rule_with_rather_and_because(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "Write the config loader", cwd=str(code_repo)),
             *edit(code_repo, "w1", "app/config.py", "Written with os.path.", name="Write"),
             rec("user", "From now on, always use pathlib rather than os.path, because the Windows paths broke last time."),
             rec("assistant", "Understood.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["rule"]
    assert note["rule"] == "Always use pathlib rather than os.path"
    assert note["key_insight"] == "Because the Windows paths broke last time"
    assert note["entities"] == ["app/config.py"]  # a Write call's file_path


def test_a_test_fix_names_its_tests_and_the_changed_files(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "make the suite green", cwd=str(code_repo)),
             *run("b1", "FAILED tests/test_timed.py::test_expired - AssertionError: SignatureExpired not raised\n"
                        "1 failed, 20 passed in 0.5s"),
             *edit(code_repo, "e1", "src/itsdangerous/timed.py", "The age check used < instead of <=."),
             *run("b2", "21 passed in 0.4s")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    # the agent said what was wrong between the runs: the title names the test and that cause
    assert note.title == "test_expired failed: the age check used < instead of <="
    assert note["key_insight"] == "The age check used < instead of <=."
    assert "tests/test_timed.py::test_expired failed: AssertionError: SignatureExpired not raised" == note["problem"]
    assert note["fix"].startswith("Changed src/itsdangerous/timed.py: The age check used <")
    assert note["entities"][:2] == ["tests/test_timed.py", "src/itsdangerous/timed.py"]
    assert "tests failed, then passed after a change" not in note.title


def test_a_test_fix_that_cannot_name_its_test_or_file_is_not_kept(rg, kb, code_repo, tmp_path):
    no_edit = [rec("user", "run the tests", cwd=str(code_repo)),
               *run("b1", "FAILED tests/test_a.py::test_one\n1 failed"), *run("b2", "1 passed")]
    out, _ = captured(rg, kb, write(tmp_path, no_edit, "a.jsonl"))
    # no edit between the runs: a retry that passed (a flake), not a fix: no signal, no note
    assert "test_fixed" not in [s["kind"] for s in out["signals"]] and out["captured"] == []
    no_name = [rec("user", "run the tests", cwd=str(code_repo)),
               *run("b1", "1 failed, 3 passed"), *edit(code_repo, "e1", "src/a.py"), *run("b2", "4 passed")]
    out, _ = captured(rg, kb, write(tmp_path, no_name, "b.jsonl"))
    assert out["captured"] == []


def test_failing_test_names_from_each_runner():
    assert failed_tests("FAILED tests/x.py::test_y - AssertionError: boom\n1 failed") == \
        (["tests/x.py::test_y"], ["tests/x.py"])
    assert failed_tests("tests/x.py::test_z FAILED     [ 50%]\n") == (["tests/x.py::test_z"], ["tests/x.py"])
    assert failed_tests("FAIL src/sum.test.js\n  ✕ adds numbers (5 ms)\n") == (["adds numbers"], ["src/sum.test.js"])
    assert failed_tests("test parser::tests::empty ... FAILED\n")[0] == ["parser::tests::empty"]
    assert failed_tests("--- FAIL: TestExpired (0.00s)\n") == (["TestExpired"], [])
    # bun test, TAP (ember test, node --test), unittest -v, pytest's failure heading without a summary
    assert failed_tests("✗ POST /items rejects a negative quantity [2.03ms]\n 1 fail\n")[0] == \
        ["POST /items rejects a negative quantity"]
    assert failed_tests("not ok 3 Chrome 131.0 - [112 ms] - Integration | loan-card: renews\n  ---\n")[0] == \
        ["Integration | loan-card: renews"]
    assert failed_tests("test_tare ... ok\ntest_burst ... FAIL: RuntimeError\nFAILED (failures=1)\n")[0] == ["test_burst"]
    assert failed_tests("____ test_total[acme_1127] ____\n\n1 failed, 2 passed in 3s\n")[0] == ["test_total[acme_1127]"]


def test_parts_of_a_message():
    def p(text):
        return parts(text, classify(text)[2])
    assert p("No. Use httpx instead of requests.").rule_text() == "Use httpx instead of requests"
    got = p("Never mock the database, because it hid a migration bug last quarter.")
    assert (got.rule, got.reason) == ("Never mock the database", "because it hid a migration bug last quarter")
    got = p("That's wrong, the port is 8080.")
    assert got.rule_text() == "The port is 8080"
    assert p("We use alembic for migrations, never raw SQL.").reason == ""
    assert p("That's incorrect; the cache is per process.").rule_text() == "The cache is per process"
    assert p("no — that deletes the user's config, undo it").rule_text() == "That deletes the user's config, undo it"
    assert p("Wrong file, the handler is in api/routes.py").rule_text() == "Wrong file, the handler is in api/routes.py"


def test_private_spans_stay_out_of_the_complete_lesson(rg, kb, code_repo, tmp_path):
    msg = f"No, don't use time.sleep in tests <private>{SECRET}</private> — patch time.time instead"
    out, notes = captured(rg, kb, write(tmp_path, flaky_session(code_repo, msg)))
    rule = notes["correction"]["rule"]  # the reader left its marker where the span was
    assert rule == "Don't use time.sleep in tests [private]; patch time.time instead" and SECRET not in str(out)
    for f in kb.rglob("*"):
        if f.is_file() and ".git" not in f.parts:
            assert SECRET.encode() not in f.read_bytes(), f


def test_the_agent_stop_hook_keeps_the_complete_lesson(kb, code_repo, tmp_path):
    import json

    from conftest import run_cli

    msg = ("No, don't use time.sleep in tests — patch time.time with monkeypatch instead; "
           "the flake was because CI runners are slow")
    path = write(tmp_path, flaky_session(code_repo, msg))
    res = run_cli("agent", "hook", "Stop", cwd=code_repo, env={"REFLECTGIT_HOOK_FOREGROUND": "1"},
                  input=json.dumps({"session_id": "sess-hook", "transcript_path": str(path), "cwd": str(code_repo)}))
    assert res.returncode == 0, res.stderr
    notes = [n for n in KB.open(kb).notes() if n.get("type") == "correction"]
    assert len(notes) == 1
    note = notes[0]
    assert note["rule"] == "Don't use time.sleep in tests; patch time.time with monkeypatch instead"
    assert note["key_insight"] == "The flake was because CI runners are slow"
    assert note["entities"] == ["tests/test_itsdangerous/test_timed.py"]


def test_the_llm_writer_falls_back_to_the_complete_heuristic_lesson(rg, kb, code_repo, tmp_path, monkeypatch):
    from test_capture_llm import scripted_llm

    msg = "No, don't use time.sleep in tests; patch time.time with monkeypatch instead"
    llm_dir = tmp_path / "llm"
    llm_dir.mkdir()
    monkeypatch.setenv("REFLECTGIT_LLM", scripted_llm(llm_dir, ["not json"]))
    out, notes = captured(rg, kb, write(tmp_path, flaky_session(code_repo, msg)))
    note = notes["correction"]
    assert note["source"]["writer"] == "heuristic" and out["writer_errors"]
    assert note["rule"] == "Don't use time.sleep in tests; patch time.time with monkeypatch instead"
    assert note["entities"] == ["tests/test_itsdangerous/test_timed.py"]


def test_a_reason_given_in_the_next_message_is_kept(rg, kb, code_repo, tmp_path):
    lines = [*flaky_session(code_repo, "No, don't use time.sleep in tests; patch time.time instead."),
             rec("user", "Because the CI runners are slow and the sleep races the clock.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["correction"]
    assert note["key_insight"] == "Because the CI runners are slow and the sleep races the clock"


def test_a_jest_fix_is_named_by_its_test_phrase(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "fix the sum test", cwd=str(code_repo)),
             *run("b1", "FAIL src/sum.test.js\n  ✕ adds negative numbers (3 ms)\nTests: 1 failed, 4 passed", "npx jest"),
             *edit(code_repo, "e1", "src/sum.js", "sum() dropped the sign."),
             *run("b2", "Tests: 5 passed, 5 total", "npx jest")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert note.title == 'Fixed failing "adds negative numbers" by changing src/sum.js'
    assert note["entities"][:2] == ["src/sum.test.js", "src/sum.js"]


def test_entities_include_the_edit_a_correction_is_about_beyond_the_window(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "speed up the signer", cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/itsdangerous/signer.py", "Caching the key derivation."),
             *run("b1", "ok", "ruff check src"), *run("b2", "ok", "mypy src"),
             *tool("assistant", "r1", "Read", {"file_path": f"{code_repo}/README.md"}), result("r1", "..."),
             rec("user", "No, don't cache derived keys in a module global; derive them per instance instead."),
             rec("assistant", "Understood.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["correction"]
    assert note["rule"] == "Don't cache derived keys in a module global; derive them per instance instead"
    assert note["entities"] == ["src/itsdangerous/signer.py", "README.md"]  # edited before the window; read in it


def test_a_test_fix_keeps_what_fixed_it_not_the_plan_the_user_turned_down(rg, kb, code_repo, tmp_path):
    """review10: the test fix's `fix` was the agent's plan the user had just refused ("round it
    with round(amount, 2) on the float"); a teammate recalling "refund rounding" got float advice."""
    lines = [rec("user", "test_refund_rounding fails, have a look", cwd=str(code_repo)),
             *run("b1", "FAILED tests/test_refunds.py::test_refund_rounding - assert 10.005 == 10.01\n1 failed"),
             rec("assistant", "The refund is a float, so 10.005 cannot be represented exactly. "
                              "I'll round the refund with round(amount, 2) on the float value."),
             rec("user", "no, floats for money again? use Decimal"),
             *edit(code_repo, "e1", "billing/refunds.py"),
             *run("b2", "5 passed in 0.12s"),
             rec("assistant", "Fixed: the refund is now quantized as a Decimal with ROUND_HALF_UP, so 10.005 becomes 10.01.")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert "quantized as a Decimal" in note["fix"] and "round(amount, 2)" not in note["fix"]
    assert "round(amount, 2)" not in str(note.get("key_insight")) + str(note.get("rule"))


def test_a_test_fix_keeps_the_agents_cause_not_its_narration_of_the_rerun(rg, kb, code_repo, tmp_path):
    """review15: the note read "fix: Changed payments/refund.py: Re-running." — the words the agent
    said as it ran the tests again — and lost what it had said fixed them."""
    lines = [rec("user", "add a refund endpoint; no floats for money, we use Decimal everywhere", cwd=str(code_repo)),
             *edit(code_repo, "e0", "payments/refund.py"),
             *run("b1", "FAILED tests/test_refund.py::test_refund_rounds - TypeError: unsupported operand type(s) "
                        "for round(): 'decimal.Decimal'\n1 failed, 1 passed"),
             rec("assistant", "round() on Decimal needs quantize. The refund used round(), which takes no Decimal "
                              "precision, so I'll use quantize(Decimal('0.01'))."),
             *edit(code_repo, "e1", "payments/refund.py"),
             rec("assistant", "Re-running."),
             *run("b2", "2 passed in 0.05s")]
    _, notes = captured(rg, kb, write(tmp_path, lines))
    note = notes["test-fixed"]
    assert "quantize" in note["fix"] and "Re-running" not in note["fix"]


def task_only_session(cwd, task: str) -> list[str]:
    """A session whose only lesson can be in the task message: the agent works, the user thanks it."""
    return [rec("user", task, cwd=str(cwd)),
            *run("r1", "3 passed", command="pytest -q"),
            rec("assistant", "Changed the code the message names and ran the tests."),
            rec("user", "thanks, looks good"),
            rec("assistant", "Great.")]


def rule_signals(out: dict) -> list[dict]:
    """The rule and correction signals of a `capture transcript --json` result."""
    return [s for s in out["signals"] if s["kind"] in ("rule", "correction")]


PROVE_FAIL = ("t/price.t .. 1/4 \n#   Failed test 'under 5 is free'\n#   at t/price.t line 11.\n#          got: '2.50'\n"
              "#     expected: '0.00'\n# Looks like you failed 1 test of 4.\nt/price.t .. Dubious, test returned 1\n"
              "Failed 1/4 subtests \n\nTest Summary Report\n-------------------\nt/price.t (Wstat: 256 Tests: 4 Failed: 1)\n"
              "  Failed test:  2\nFiles=1, Tests=4,  0 wallclock secs\nResult: FAIL\n")
HSPEC_FAIL = ("Test suite office-test: RUNNING...\nSchedule\n  next visit for a cesspit contract is at most 6 weeks out"
              " FAILED [1]\n\nFailures:\n\n  test/ScheduleSpec.hs:21:7:\n  1) Schedule next visit for a cesspit contract is"
              " at most 6 weeks out\n       expected: 2026-12-08\n        but got: 2026-12-29\n\n4 examples, 1 failure\n"
              "Test suite office-test: FAIL\n")


def test_a_prove_or_hspec_fix_is_named_by_its_tests_sentence(rg, kb, code_repo, tmp_path):
    """Test::More and hspec name a test by the behaviour it checks ("under 5 is free"): that sentence is the lesson, not
    the test file (``t/price.t``) or the suite (``office-test``) their summaries print."""
    runs = [("prove -l t/price.t", PROVE_FAIL, "t/price.t .. ok\nAll tests successful.\nFiles=1, Tests=4\nResult: PASS\n",
             "lib/Lido/Price.pm", "under 5 is free"),
            ("cabal test", HSPEC_FAIL, "Schedule\n  next visit for a cesspit contract is at most 6 weeks out\n\n"
             "4 examples, 0 failures\nTest suite office-test: PASS\n", "src/Schedule.hs",
             "next visit for a cesspit contract is at most 6 weeks out")]
    for i, (command, failing, passing, changed, name) in enumerate(runs):
        lines = [rec("user", "the test is red, fix it", cwd=str(code_repo)),
                 *run(f"b{i}", failing, command), *edit(code_repo, f"e{i}", changed, "The check used the wrong bound."),
                 *run(f"c{i}", passing, command), rec("assistant", "Green now.")]
        out, notes = captured(rg, kb, write(tmp_path, lines, f"{i}.jsonl"))
        fixed = [s for s in out["signals"] if s["kind"] == "test_fixed"]
        assert fixed and fixed[0]["evidence"].startswith(name + " failed"), (command, fixed)
        assert name in notes["test-fixed"].title
    assert failed_tests(PROVE_FAIL)[0] == ["under 5 is free"]
    assert failed_tests(HSPEC_FAIL)[0] == ["next visit for a cesspit contract is at most 6 weeks out"]


def test_a_failing_run_the_user_pastes_opens_the_fix_loop(rg, kb, code_repo, tmp_path):
    """Users paste the red run they saw ("ceedling output below", a CI log) instead of letting the agent run it: the
    loop opens on the pasted output and the agent's passing run after its edit closes it (heldout50: Ceedling, meson,
    zig build test and rspec pasted into the first message, 4 test fixes missed)."""
    pasted = ("the bench test with a lamp fault fails, ceedling output below\n\n```\n-------------------\n"
              "FAILED TEST SUMMARY\n-------------------\n[test_cycle.c]\n  Test: test_lamp_fault_restarts_cycle\n"
              "  At line (48): \"Expected 0 Was 7260\"\n\n--------------------\nOVERALL TEST SUMMARY\n"
              "--------------------\nTESTED:  6\nPASSED:  5\nFAILED:  1\nIGNORED: 0\n```")
    passing = "--------------------\nOVERALL TEST SUMMARY\n--------------------\nTESTED:  6\nPASSED:  6\nFAILED:  0\nIGNORED: 0\n"
    lines = [rec("user", pasted, cwd=str(code_repo)),
             *edit(code_repo, "e1", "src/cycle.c", "The pause keeps elapsed_s; it has to restart from zero."),
             *run("b1", passing, "ceedling test:test_cycle"), rec("assistant", "Passing.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    fixed = [s for s in out["signals"] if s["kind"] == "test_fixed"]
    assert fixed and fixed[0]["evidence"].startswith("test_lamp_fault_restarts_cycle failed"), out["signals"]
    assert "test_lamp_fault_restarts_cycle" in notes["test-fixed"].title
    # a pasted red run the agent never fixes (no edit before the pass) is no fix
    out, _ = captured(rg, kb, write(tmp_path, [rec("user", pasted, cwd=str(code_repo)),
                                               *run("b2", passing, "ceedling test:test_cycle"),
                                               rec("assistant", "It passes here.")], "b.jsonl"))
    assert "test_fixed" not in [s["kind"] for s in out["signals"]]


MESON_FAIL = ("ninja: no work to do.\n1/2 hallheat:schedule / start_times          FAIL            0.01s   exit status 1\n"
              "2/2 hallheat:schedule / empty_hall_stays_off OK              0.01s\n\n Ok:                 1   \n"
              " Expected Fail:      0   \n Fail:               1   \n Unexpected Pass:    0   \n")
GINKGO_FAIL = ("Running Suite: TENs Suite - /home/pete/src/tens\n====\nWill run 3 of 3 specs\n•\n------------------------------\n"
               "• [FAILED] [0.001 seconds]\nCount counts every notice in the calendar year [It]\n"
               "/home/pete/src/tens/count_test.go:24\n\n  [FAILED] Expected\n      <int>: 3\n  to equal\n      <int>: 9\n"
               "------------------------------\n\nSummarizing 1 Failure:\n  [FAIL] Count [It] counts every notice in the "
               "calendar year\n\nRan 3 of 3 Specs in 0.002 seconds\nFAIL! -- 2 Passed | 1 Failed | 0 Pending | 0 Skipped\n"
               "--- FAIL: TestTens (0.00s)\nFAIL\n")


@pytest.mark.parametrize("output,command,passing,name", [
    (MESON_FAIL, "meson test -C build", MESON_FAIL.replace("FAIL  ", "OK    ").replace("Fail:               1",
                                                                                       "Fail:               0"),
     "start_times"),
    (GINKGO_FAIL, "ginkgo", "Ran 3 of 3 Specs in 0.001 seconds\nSUCCESS! -- 3 Passed | 0 Failed | 0 Pending | 0 Skipped\n"
     "PASS\n", "Count counts every notice in the calendar year"),
])
def test_meson_suites_and_ginkgo_specs_name_the_fixed_test(rg, kb, code_repo, tmp_path, output, command, passing, name):
    """heldout55 (read): meson's "project:suite / name" lines with an indented "Fail: 1" summary, and ginkgo's
    "[FAILED]" spec: the fix was named by a suite or a file (meson) or by the go test wrapper alone (cap73)."""
    lines = [rec("user", "the notices count on the page is wrong", cwd=str(code_repo)),
             *run("r1", output, command),
             *edit(code_repo, "e1", "src/count.c", "The count skipped notices imported with a capital A."),
             *run("r2", passing, command), rec("assistant", "Passing.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert name in notes["test-fixed"].title, out["signals"]


GLEAM_FAIL = ("  Compiling sporeq\n   Compiled in 0.41s\n    Running sporeq_test.main\n.F.\nFailures:\n\n"
              "  1) sporeq_test.q_of_a_long_spore_test: module 'sporeq_test'\n     Values were not equal\n"
              "     expected: 1.5\n          got: 0.6666666666666666\n\nFinished in 0.009 seconds\n3 tests, 1 failures")
RACO_FAIL = ("--------------------\nFAILURE\nname:       check-not-equal?\nlocation:   voucher-test.rkt:18:2\n"
             "params:     '(\"FRS-0114\" \"FRS-0114\")\nmessage:    \"two labels printed on one evening get different numbers\"\n"
             "--------------------\n1/3 test failures\nraco test: \"voucher-test.rkt\"")
DUB_FAIL = ("     Running forayimport-test-library \ncore.exception.AssertError@source/nmea.d(48): GGA 5107.2040N parses to "
            "51.12 degrees\n----------------\n??:? _d_assertp [0x55c1e0a7d1f2]\n1/3 modules FAILED unittests\n"
            "Error Program exited with code 1")
CUCUMBER_FAIL = ("..F-\n\nFailures:\n\n1) Scenario: a member who is 17 on the renewal date pays nothing # "
                 "features/renewal.feature:9\n   ✖ When they renew # features/step_definitions/renewal.steps.js:15\n\n"
                 "2 scenarios (1 failed, 1 passed)\n8 steps (1 failed, 1 skipped, 6 passed)\n")


@pytest.mark.parametrize("output,command,passing,name", [
    (GLEAM_FAIL, "gleam test", "    Running sporeq_test.main\n...\nFinished in 0.008 seconds\n3 tests, 0 failures",
     "q_of_a_long_spore_test"),
    (RACO_FAIL, "raco test voucher-test.rkt", "raco test: \"voucher-test.rkt\"\n3 tests passed",
     "two labels printed on one evening get different numbers"),
    (DUB_FAIL, "dub test", "     Running forayimport-test-library \n3 modules passed unittests",
     "GGA 5107.2040N parses to 51.12 degrees"),
    (CUCUMBER_FAIL, "npx cucumber-js", "....\n\n2 scenarios (2 passed)\n8 steps (8 passed)\n",
     "a member who is 17 on the renewal date pays nothing"),
])
def test_gleam_raco_dub_and_cucumber_name_the_fixed_test(rg, kb, code_repo, tmp_path, output, command, passing, name):
    """heldout54 (read, cap80): gleeunit, rackunit under raco test, D's unittests under dub and cucumber-js: no fix
    named its test, or the loop never opened."""
    lines = [rec("user", "the spore page shows nonsense", cwd=str(code_repo)),
             *run("r1", output, command),
             *edit(code_repo, "e1", "src/sporeq.gleam", "The arguments were swapped."),
             *run("r2", passing, command), rec("assistant", "Passing.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert name in notes["test-fixed"].title, out["signals"]


PEST_FAIL = ("\n   FAIL  Tests\\Feature\\GalleryTest\n  ✓ parent sees own lesson\n  ⨯ parent cannot see another booking's "
             "photos    0.08s\n  ────────\n   FAILED  Tests\\Feature\\GalleryTest > parent cannot see another booking's photos\n"
             "  Expected response status code [403] but received 200.\n\n  at tests/Feature/GalleryTest.php:22\n     18▕     "
             "$other = Booking::factory()->create();\n  ➜  22▕         ->assertForbidden();\n\n  Tests:    1 failed, 1 passed "
             "(3 assertions)\n")
BEHAVE_FAIL = ("Feature: skip watering after rain # features/skip_rain.feature:1\n\n  Scenario: no reminder after a wet day  # "
               "features/skip_rain.feature:3\n    Then no text is sent  # features/steps/remind.py:20 0.001s\n      Assertion "
               "Failed: expected 0 texts, got 11\n\n\nFailing scenarios:\n  features/skip_rain.feature:3  no reminder after a "
               "wet day\n\n0 features passed, 1 failed, 0 skipped\n0 scenarios passed, 1 failed, 0 skipped\n")
GTEST_FAIL = ("Test project /home/g/src/tillx/build\n    Start 2: vat_rounding\n1/1 Test #2: vat_rounding ..........."
              "..........***Failed    0.02 sec\n[==========] Running 1 test from 1 test suite.\n[ RUN      ] "
              "Vat.RoundsOnTheTotalNotEachLine\n/home/g/src/tillx/tests/vat_test.cpp:19: Failure\nExpected equality of "
              "these values:\n  vat(lines)\n    Which is: 1837\n  1834\n[  FAILED  ] Vat.RoundsOnTheTotalNotEachLine "
              "(0 ms)\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] Vat.RoundsOnTheTotalNotEachLine\n\n0% tests passed, "
              "1 tests failed out of 1\n")
MESON_C_FAIL = ("ninja: Entering directory `/home/s/src/fees/build'\n1/1 fees:sibling        FAIL            0.01s   exit "
                "status 1\n>>> /home/s/src/fees/build/test_fees\ntest_fees.c:31: third_child_gets_discount: expected 9000, "
                "got 12000\n\nOk:                 0\nFail:               1\n")
DUNE_FAIL = ("File \"test/test_seating.ml\", line 1, characters 0-0:\n------ test/test_seating.ml\n++++++ "
             "test/test_seating.ml.corrected\nFile \"test/test_seating.ml\", line 19, characters 0-1:\n |let%expect_test "
             "\"eight players make four desks\" =\n |  print_desks (plan 8);\n |  [%expect {|\n-|    1: A B  2: C D  3: E F  "
             "4: G H |}]\n+|    1: A B  2: C D  3: E F G  4: H |}]\n")


@pytest.mark.parametrize("output,command,passing,name", [
    (GTEST_FAIL, "ctest --test-dir build --output-on-failure",
     "Test project /home/g/src/tillx/build\n1/1 Test #2: vat_rounding .....   Passed    0.01 sec\n100% tests passed",
     "RoundsOnTheTotalNotEachLine"),
    (MESON_C_FAIL, "meson test -C build", "1/1 fees:sibling        OK              0.01s\n\nOk:                 1\n"
     "Fail:               0\n", "third_child_gets_discount"),
    # dune says nothing when the expect tests match: the failing run is marked by its exit status alone
    (DUNE_FAIL, "dune test", "", "eight players make four desks"),
    # heldout59 (read, cap94): Pest (its excerpt names code that is no test), behave / pytest-bdd's failing scenarios
    (PEST_FAIL, "./vendor/bin/pest", "  ✓ parent sees own lesson\n  ✓ parent cannot see another booking's photos\n\n"
     "  Tests:    2 passed (4 assertions)", "parent cannot see another booking's photos"),
    (BEHAVE_FAIL, "behave", "1 feature passed, 0 failed, 0 skipped\n1 scenario passed, 0 failed, 0 skipped",
     "no reminder after a wet day"),
])
def test_googletest_a_c_case_under_meson_and_dune_expect_tests_name_the_fixed_test(rg, kb, code_repo, tmp_path, output,
                                                                                   command, passing, name):
    """heldout60 (read, cap90): GoogleTest's "[  FAILED  ] Suite.Name" under ctest (only ctest's own name was kept), a C
    test's snake-case case under meson without "test_" (the suite alone), and the header of a dune expect test's diff
    (the fix named no test: "tests failed, then passed after a change")."""
    failed = rec("user", [{"type": "tool_result", "tool_use_id": "r1", "content": output, "is_error": True}])
    lines = [rec("user", "the totals on the export are off", cwd=str(code_repo)),
             *tool("assistant", "r1", "Bash", {"command": command}), failed,
             *edit(code_repo, "e1", "src/vat.cpp", "Rounding once on the total now."),
             *run("r2", passing, command), rec("assistant", "Passing.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert name in notes["test-fixed"].title, out["signals"]


def test_zig_meson_and_ceedling_name_their_failing_tests():
    assert failed_tests("└─ run test 3/4 passed, 1 failed\nerror: 'label.test.lot numbers over 255 print in full' "
                        "failed: expected 301, found 45\n")[0] == ["lot numbers over 255 print in full"]
    assert failed_tests(" 1/3 winchlog:counter          OK              0.01s\n 2/3 winchlog:splice_reset     FAIL"
                        "            0.01s   exit status 1\n\nFail:               1\n")[0] == ["winchlog:splice_reset"]
    assert failed_tests("[test_cycle.c]\n  Test: test_lamp_fault_restarts_cycle\n  At line (48): \"Expected 0 Was 7260\"\n"
                        )[0] == ["test_lamp_fault_restarts_cycle"]
    assert failed_tests(MESON_FAIL)[0] == ["start_times"]
    assert failed_tests("1/1 patchd:patch / patch_test        FAIL            0.02s   exit status 1\n--- stdout ---\n"
                        "patch_test.c:38: test_address_512_stays_in_universe_1: expected universe 1\n")[0] == [
        "patch_test", "test_address_512_stays_in_universe_1"]
    assert "Count counts every notice in the calendar year" in failed_tests(GINKGO_FAIL)[0]


def test_a_test_fix_keeps_the_first_cause_the_agent_found(rg, kb, code_repo, tmp_path):
    """heldout50/51: the agent finds the cause, fixes it, the run is still red, it finds what its fix missed ("Still
    failing: ...") and fixes that: the note of the fix kept the last cause, the first one (the lesson) was lost. The
    later one is no note of its own: as one it was mostly not a lesson (3 false captures on the design sets)."""
    fail = "FAILED tests/test_locate.py::test_newest_fix - AssertionError\n1 failed, 4 passed in 0.3s"
    lines = [rec("user", "the van shows at the school when it's in the hills", cwd=str(code_repo)),
             *run("b1", fail),
             rec("assistant", "The code sorts pings by received_at, the time the server got them, not recorded_at, the "
                              "GPS time, so an old position that arrives late wins."),
             *edit(code_repo, "e1", "src/locate.py"),
             *run("b2", fail),
             rec("assistant", "Still failing: without a key the sort compares the datetime objects as strings, so "
                              "09:58 sorts after 10:31."),
             *edit(code_repo, "e2", "src/locate.py"),
             *run("b3", "5 passed in 0.3s"), rec("assistant", "Passing.")]
    out, notes = captured(rg, kb, write(tmp_path, lines))
    assert "received_at" in notes["test-fixed"]["key_insight"], notes["test-fixed"].fields()
    assert "root-cause" not in notes, notes["root-cause"].fields()


def test_munit_pester_julia_shunit2_and_catch2_name_their_failing_tests():
    """heldout51 and heldout52: five runners whose failing test the fix notes named "tests" or nothing."""
    assert failed_tests("pager.PageFormatSuite:\n  + fits in one SMS 0.004s\n==> X pager.PageFormatSuite.grid reference "
                        "survives a long description  0.011s munit.FailException: x.scala:18\n")[0] == \
        ["grid reference survives a long description"]
    assert failed_tests("Describing Export-Rota\n  [+] writes one row per shift 18ms (12ms|6ms)\n  [-] lists each "
                        "volunteer once 22ms (20ms|2ms)\n   Expected 4, but got 8.\nTests Passed: 2, Failed: 1\n")[0] == \
        ["lists each volunteer once"]
    assert failed_tests("window: offset from a US distributor: Test Failed at /src/test/runtests.jl:22\n")[0] == \
        ["window: offset from a US distributor"]
    assert failed_tests("testFailsLoudly\nASSERT:expected:<1> but was:<0>\nshunit2:ERROR testFailsLoudly() returned "
                        "non-zero return code.\n\nFAILED (failures=1)\n")[0] == ["testFailsLoudly"]
    rule, dots = "-" * 79, "." * 79
    assert failed_tests(f"{rule}\nlaunch time is written in UTC in summer\n{rule}\ntests/log.cpp:14\n{dots}\n\n"
                        "tests/log.cpp:18: FAILED:\n  REQUIRE( a == b )\n")[0] == ["launch time is written in UTC in summer"]
