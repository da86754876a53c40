# heldout62: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout53's and heldout61's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a parkrun volunteer team, a talking newspaper for blind listeners and a circus skills school (no earlier
# set uses them; a community radio station and a puppet theatre were briefed and found used, so the talking
# newspaper and the circus school stand in for them).
# Every session has its own shape: no shared outline.


def L(id, kind, rule, alternative=(), reason=(), files=(), optional=False):
    d = {"id": id, "kind": kind, "rule": list(rule), "alternative": list(alternative), "reason": list(reason),
         "files": list(files)}
    if optional:
        d["optional"] = True
    return d


def U(t): return ("u", t)
def A(t): return ("a", t)
def B(cmd, out, err=False): return ("bash", cmd, out, err)
def R(path, text): return ("read", path, text)
def E(path, old, new): return ("edit", path, old, new)
def G(pat, out): return ("grep", pat, out)
def W(path, text): return ("write", path, text)


def X(domain, cwd, start, events, lessons, nots, summary=None):
    d = {"domain": domain, "cwd": cwd, "start": start, "events": events, "lessons": lessons, "not_lessons": nots}
    if summary:
        d["summary"] = summary
    return d


SETS = {
# ---------------------------------------------------------------- parkrun volunteer team
"p01_results_pytest": X("parkrun volunteer team results upload (Python, pytest)", "/home/bev/src/finishline", "2026-11-29T08:31:00", [
  U("morning. couple of things first: results never go up before the run director has checked the finish tokens against the timer, because last month we published 14 people with the wrong times and it took HQ a week to fix. and never put a volunteer's phone number on the public roster page, one of our marshals got pestered. anyway the upload script is crashing on this week's file"),
  B("python -m pytest tests/test_upload.py -q", "F..                                                                      [100%]\n=================================== FAILURES ===================================\n_____________________________ test_parses_timer_csv _____________________________\n\n    def test_parses_timer_csv():\n>       rows = parse_timer(FIXTURES / \"timer_2026_11_28.csv\")\n\ntests/test_upload.py:12: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\nfinishline/timer.py:9: in parse_timer\n    pos, t = line.split(\",\")\nE   ValueError: too many values to unpack (expected 2)\n=========================== short test summary info ============================\nFAILED tests/test_upload.py::test_parses_timer_csv - ValueError: too many values to unpack (expected 2)\n1 failed, 2 passed in 0.09s", True),
  R("finishline/timer.py", "def parse_timer(path):\n    rows = []\n    for line in open(path):\n        pos, t = line.split(\",\")\n        rows.append((int(pos), t.strip()))\n    return rows\n"),
  A("The new timer app writes a third column, the device id, so splitting on the comma gives three values. I'll take the first two and ignore the rest."),
  E("finishline/timer.py", "        pos, t = line.split(\",\")\n", "        pos, t = line.split(\",\")[:2]\n"),
  B("python -m pytest tests/test_upload.py -q", "F..                                                                      [100%]\n=================================== FAILURES ===================================\n_____________________________ test_parses_timer_csv _____________________________\n\n    def test_parses_timer_csv():\n>       rows = parse_timer(FIXTURES / \"timer_2026_11_28.csv\")\n\ntests/test_upload.py:12: \nfinishline/timer.py:10: in parse_timer\n    rows.append((int(pos), t.strip()))\nE   ValueError: invalid literal for int() with base 10: 'STARTOFEVENT'\n=========================== short test summary info ============================\nFAILED tests/test_upload.py::test_parses_timer_csv - ValueError: invalid literal for int() with base 10: 'STARTOFEVENT'\n1 failed, 2 passed in 0.08s", True),
  A("Next layer: the app also writes a header line `STARTOFEVENT,28/11/2026 09:00:00,1` before the times, and `int()` chokes on it. Skipping lines whose first field isn't a number."),
  E("finishline/timer.py", "        pos, t = line.split(\",\")[:2]\n", "        pos, t = line.split(\",\")[:2]\n        if not pos.isdigit():\n            continue\n"),
  B("python -m pytest tests/test_upload.py -q", "...                                                                      [100%]\n3 passed in 0.07s"),
  A("All three pass. The upload also posts a summary to the team whatsapp — currently at 11:00, ok?"),
  U("12:30. the RD usually isnt home till after 12 and the tokens get checked at the cafe"),
  E("finishline/config.py", "SUMMARY_AT = \"11:00\"\n", "SUMMARY_AT = \"12:30\"\n"),
 ], [
  L("rd-checks-first", "rule", ["results never go up before the run director has checked the finish tokens against the timer"], reason=["last month we published 14 people with the wrong times"]),
  L("no-phone-roster", "rule", ["never put a volunteer's phone number on the public roster page"], reason=["one of our marshals got pestered"]),
  L("third-column", "root_cause", ["The new timer app writes a third column, the device id"], files=["finishline/timer.py"]),
  L("header-line", "root_cause", ["the app also writes a header line", "`int()` chokes on it"], files=["finishline/timer.py"]),
  L("timer-csv-test", "test_fixed", ["test_parses_timer_csv"], files=["finishline/timer.py"]),
  L("half-twelve", "correction", ["12:30"], reason=["the RD usually isnt home till after 12 and the tokens get checked at the cafe"], files=["finishline/config.py"]),
 ], ["the upload script is crashing on this week's file"]),

"p02_roster_gotest": X("parkrun volunteer roster reminders (Go, go test)", "/home/deepa/src/rosterbot", "2026-11-29T08:47:00", [
  U("reminders went to people for LAST saturday not this one\n\n--- FAIL: TestNextSaturday (0.00s)\n    when_test.go:22: NextSaturday(2026-11-28 08:00) = 2026-11-28, want 2026-12-05\nFAIL\nFAIL\tgithub.com/riverside-parkrun/rosterbot/when\t0.004s\nFAIL"),
  R("when/when.go", "func NextSaturday(t time.Time) time.Time {\n\td := (int(time.Saturday) - int(t.Weekday()) + 7) % 7\n\treturn t.AddDate(0, 0, d)\n}\n"),
  A("When it's run on a Saturday the offset comes out as 0, so \"next Saturday\" is today. The cron fires Saturday morning for the following week, so a zero offset has to become seven."),
  E("when/when.go", "\treturn t.AddDate(0, 0, d)\n", "\tif d == 0 {\n\t\td = 7\n\t}\n\treturn t.AddDate(0, 0, d)\n"),
  B("go test ./when/...", "ok  \tgithub.com/riverside-parkrun/rosterbot/when\t0.003s"),
  A("Fixed. Should I also text the people who got the wrong reminder to apologise?"),
  U("thanks, but no texts, just leave it. the wrong one said last week so everyone ignored it, and a second text on a sunday annoys people more"),
  A("Leaving it."),
 ], [
  L("zero-offset", "root_cause", ["When it's run on a Saturday the offset comes out as 0"], files=["when/when.go"]),
  L("next-sat-test", "test_fixed", ["TestNextSaturday"], files=["when/when.go"]),
  L("no-apology-text", "correction", ["no texts, just leave it"], reason=["a second text on a sunday annoys people more"]),
 ], ["reminders went to people for LAST saturday not this one"]),

"p03_meeting_cargo": X("parkrun core team meeting and token sorter (Rust, cargo test)", "/home/bev/src/tokensort", "2026-11-29T09:02:00", [
  U("core team notes from thursday, paste below. item 5 is the code bit\n\n1. Attendance record 412 last week, thanks to everyone who marshalled in the rain.\n2. Tail walker is always rostered before the run director confirms the event goes ahead, because without a tail we can't start and we nearly had to cancel on the 14th.\n3. Cones are now in the blue box in the container, not the red one.\n4. Under-11s must stay within arm's reach of their adult the whole way round, marshals should remind parents at the briefing, it's the insurance.\n5. Token sorter program puts token 100 between 10 and 11, please fix.\n6. Christmas day run is ON, 9am, fancy dress welcome.\n7. Barcode scanners get charged by whoever takes them home, never left in the container over the week, the cold kills the batteries.\n8. Sue is stepping down as volunteer coordinator in January.\n\nbev"),
  B("cargo test sort", "    Finished test [unoptimized + debuginfo] target(s) in 2.87s\n     Running unittests src/main.rs (target/debug/deps/tokensort-8e21f0c3b1a94d57)\n\nrunning 2 tests\ntest sort::tests::sorts_single_digits ... ok\ntest sort::tests::sorts_three_digit_tokens ... FAILED\n\nfailures:\n\n---- sort::tests::sorts_three_digit_tokens stdout ----\nthread 'sort::tests::sorts_three_digit_tokens' panicked at src/sort.rs:41:9:\nassertion `left == right` failed\n  left: [\"P0009\", \"P0010\", \"P0100\", \"P0011\"]\n right: [\"P0009\", \"P0010\", \"P0011\", \"P0100\"]\n\nfailures:\n    sort::tests::sorts_three_digit_tokens\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  A("Tokens are compared as strings after stripping the `P` and the zeros with `trim_start_matches('0')`, so \"100\" sorts before \"11\" by character. Parsing the number and sorting on that."),
  E("src/sort.rs", "    tokens.sort_by_key(|t| t[1..].trim_start_matches('0').to_string());\n", "    tokens.sort_by_key(|t| t[1..].parse::<u32>().unwrap_or(u32::MAX));\n"),
  B("cargo test sort", "    Finished test [unoptimized + debuginfo] target(s) in 1.22s\n     Running unittests src/main.rs (target/debug/deps/tokensort-8e21f0c3b1a94d57)\n\nrunning 2 tests\ntest sort::tests::sorts_single_digits ... ok\ntest sort::tests::sorts_three_digit_tokens ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
  U("brill"),
 ], [
  L("tail-first", "rule", ["Tail walker is always rostered before the run director confirms the event goes ahead"], reason=["without a tail we can't start"]),
  L("arms-reach", "rule", ["Under-11s must stay within arm's reach of their adult the whole way round"], reason=["it's the insurance"]),
  L("charge-scanners", "rule", ["Barcode scanners get charged by whoever takes them home, never left in the container over the week"], reason=["the cold kills the batteries"]),
  L("string-compare", "root_cause", ["Tokens are compared as strings", "\"100\" sorts before \"11\""], files=["src/sort.rs"]),
  L("three-digit-test", "test_fixed", ["sorts_three_digit_tokens"], files=["src/sort.rs"]),
 ], ["Token sorter program puts token 100 between 10 and 11, please fix.", "Cones are now in the blue box in the container, not the red one.", "Christmas day run is ON, 9am, fancy dress welcome.", "Sue is stepping down as volunteer coordinator in January."]),

"p04_tokens_decide": X("parkrun volunteer signup form (decision before code)", "/home/deepa/src/rosterbot", "2026-11-29T09:15:00", [
  U("question before any code. for the new signup form should volunteers pick a role, or just say they're free and the coordinator assigns roles?"),
  A("Picking a role is quicker for the coordinator but people pile onto the popular ones (timekeeper, photographer). Free-and-assigned spreads them but means more work each week. Any preference?"),
  U("they say they're free and the coordinator assigns, otherwise nobody ever picks barcode scanning and we end up short every week"),
  W("web/signup.html", "<form method=post>\n  <label>Saturday <input type=date name=day></label>\n  <label>Name <input name=name></label>\n  <label>Mobile <input name=mobile></label>\n  <button>I'm free</button>\n</form>\n"),
  A("Form is in: date, name, mobile, and an \"I'm free\" button. I put the mobile field in so the coordinator can text them."),
  U("why mobile there? use their parkrun ID, we already have their contact in the parkrun system and we don't want to keep phone numbers ourselves"),
  E("web/signup.html", "  <label>Mobile <input name=mobile></label>\n", "  <label>parkrun ID <input name=athlete_id pattern=\"A[0-9]+\"></label>\n"),
 ], [
  L("coordinator-assigns", "decision", ["they say they're free and the coordinator assigns"], reason=["otherwise nobody ever picks barcode scanning"], files=["web/signup.html"]),
  L("parkrun-id", "correction", ["use their parkrun ID"], alternative=["why mobile there?"], reason=["we don't want to keep phone numbers ourselves"], files=["web/signup.html"]),
 ], ["question before any code"]),

"p05_barcode_jest": X("parkrun barcode scanner sync (JavaScript, jest)", "/home/tomasz/src/scansync", "2026-11-29T09:26:00", [
  A("Picking up from before your break: the failing test is the duplicate-scan one. Running it again."),
  B("npx jest test/dedupe.test.js", "FAIL test/dedupe.test.js\n  dedupe\n    ✓ keeps distinct athletes (2 ms)\n    ✕ drops a barcode scanned twice at the same position (5 ms)\n\n  ● dedupe › drops a barcode scanned twice at the same position\n\n    expect(received).toHaveLength(expected)\n\n    Expected length: 1\n    Received length: 2\n\n      18 |     const out = dedupe([scan('A123', 'P0042'), scan('a123', 'P0042')]);\n    > 19 |     expect(out).toHaveLength(1);\n         |                 ^\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total\nSnapshots:   0 total\nTime:        0.388 s", True),
  A("There it is — the key is built from the raw barcode text, and the older scanners send the `A` in lowercase, so the same athlete looks like two. Normalising to upper case before building the key."),
  E("src/dedupe.js", "  const key = `${s.athlete}|${s.token}`;\n", "  const key = `${s.athlete.toUpperCase()}|${s.token}`;\n"),
  B("npx jest test/dedupe.test.js", "PASS test/dedupe.test.js\n  dedupe\n    ✓ keeps distinct athletes (2 ms)\n    ✓ drops a barcode scanned twice at the same position (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\nSnapshots:   0 total\nTime:        0.351 s"),
  A("Also changed the sync to delete scans from the scanner once they're uploaded, so the memory doesn't fill up."),
  U("revert that. if the upload goes wrong the scanner is our only copy, the RD wipes them by hand after the results are checked"),
  E("src/sync.js", "  await scanner.clear();\n", ""),
  U("and what happened with the two people who got each other's times last week, was that the same bug"),
  A("Yes — the second scan replaced the first in the same map entry. With the key fixed that can't happen."),
 ], [
  L("lowercase-a", "root_cause", ["the older scanners send the `A` in lowercase, so the same athlete looks like two"], files=["src/dedupe.js"]),
  L("dedupe-test", "test_fixed", ["drops a barcode scanned twice at the same position"], files=["src/dedupe.js"]),
  L("keep-scans", "correction", ["revert that"], reason=["if the upload goes wrong the scanner is our only copy"], files=["src/sync.js"]),
 ], ["what happened with the two people who got each other's times last week, was that the same bug"]),

"p06_newsletter_phpunit": X("parkrun event newsletter (PHP, phpunit)", "/home/bev/src/runnews", "2026-11-29T09:38:00", [
  U("the newsletter's 'milestones' bit says Jo Pike did her 50th but it was her 49th"),
  B("vendor/bin/phpunit tests/MilestoneTest.php", "PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n.F\n\nTime: 00:00.021, Memory: 8.00 MB\n\nThere was 1 failure:\n\n1) Tests\\MilestoneTest::testCountsOnlyCompletedRuns\nFailed asserting that 50 is identical to 49.\n\n/home/bev/src/runnews/tests/MilestoneTest.php:27\n\nFAILURES!\nTests: 2, Assertions: 2, Failures: 1.", True),
  A("The count includes volunteer-only Saturdays: `runCount()` counts every row in `appearances`, and that table holds volunteering too. Filtering on `type = 'run'`."),
  E("src/Milestones.php", "        $sql = 'SELECT COUNT(*) FROM appearances WHERE athlete_id = ?';\n", "        $sql = \"SELECT COUNT(*) FROM appearances WHERE athlete_id = ? AND type = 'run'\";\n"),
  B("vendor/bin/phpunit tests/MilestoneTest.php", "PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n..\n\nTime: 00:00.019, Memory: 8.00 MB\n\nOK (2 tests, 2 assertions)"),
  U("ugh she already got a cake from the cafe. ok from now on milestones in the newsletter are always checked against the parkrun results page by hand before it goes out, our own database is only what we scanned"),
  A("Added a \"milestones checked\" tick box to the send page; the newsletter won't send until it's ticked."),
  E("src/SendPage.php", "        return $this->send($draft);\n", "        if (!$draft->milestonesChecked) {\n            throw new NotChecked('tick milestones checked first');\n        }\n        return $this->send($draft);\n"),
 ], [
  L("volunteer-rows", "root_cause", ["`runCount()` counts every row in `appearances`, and that table holds volunteering too"], files=["src/Milestones.php"]),
  L("milestone-test", "test_fixed", ["testCountsOnlyCompletedRuns"], files=["src/Milestones.php"]),
  L("check-milestones", "rule", ["milestones in the newsletter are always checked against the parkrun results page by hand before it goes out"], reason=["our own database is only what we scanned"], files=["src/SendPage.php"]),
 ], ["the newsletter's 'milestones' bit says Jo Pike did her 50th but it was her 49th", "she already got a cake from the cafe"]),

"p07_course_swift": X("parkrun course map app (Swift, swift test)", "/home/amir/src/CourseMap", "2026-11-29T09:49:00", [
  U("course map app says the course is 4.6km. it's 5k, it's measured"),
  B("swift test --filter DistanceTests", "Building for debugging...\n[5/5] Linking CourseMapPackageTests\nBuild complete! (3.41s)\nTest Suite 'Selected tests' started at 2026-11-29 09:50:12.301.\nTest Suite 'DistanceTests' started at 2026-11-29 09:50:12.302.\nTest Case '-[CourseMapTests.DistanceTests testLapCourseIsFiveK]' started.\n/home/amir/src/CourseMap/Tests/CourseMapTests/DistanceTests.swift:19: error: -[CourseMapTests.DistanceTests testLapCourseIsFiveK] : XCTAssertEqual(4.61, 5.0, accuracy: 0.05) failed: (\"4.61\") is not equal to (\"5.0\") +/- (\"0.05\")\nTest Case '-[CourseMapTests.DistanceTests testLapCourseIsFiveK]' failed (0.004 seconds).\nTest Suite 'DistanceTests' failed at 2026-11-29 09:50:12.306.\n\t Executed 1 test, with 1 failure (0 unexpected) in 0.004 (0.004) seconds", True),
  A("I think the haversine uses the equatorial radius in miles, 3963, while everything else is km. Switching to 6371."),
  E("Sources/CourseMap/Distance.swift", "let earthRadius = 3963.0\n", "let earthRadius = 6371.0\n"),
  B("swift test --filter DistanceTests", "Building for debugging...\nBuild complete! (2.02s)\nTest Case '-[CourseMapTests.DistanceTests testLapCourseIsFiveK]' started.\n/home/amir/src/CourseMap/Tests/CourseMapTests/DistanceTests.swift:19: error: -[CourseMapTests.DistanceTests testLapCourseIsFiveK] : XCTAssertEqual(7.41, 5.0, accuracy: 0.05) failed: (\"7.41\") is not equal to (\"5.0\") +/- (\"0.05\")\nTest Case '-[CourseMapTests.DistanceTests testLapCourseIsFiveK]' failed (0.003 seconds).\n\t Executed 1 test, with 1 failure (0 unexpected) in 0.003 (0.003) seconds", True),
  A("Wrong guess, undoing it — the radius was already being converted further down. Looking again at the lap logic: the course is two laps of the lake, and `totalDistance` counts the path once, while the GPX file only holds one lap plus the start straight. The 4.61 was one lap plus the straight, so the distance needs the lap counted twice and the straight once."),
  E("Sources/CourseMap/Distance.swift", "let earthRadius = 6371.0\n", "let earthRadius = 3963.0\n"),
  E("Sources/CourseMap/Course.swift", "    return lap.distance + straight.distance\n", "    return lap.distance * Double(laps) + straight.distance\n"),
  B("swift test --filter DistanceTests", "Building for debugging...\nBuild complete! (1.88s)\nTest Case '-[CourseMapTests.DistanceTests testLapCourseIsFiveK]' started.\nTest Case '-[CourseMapTests.DistanceTests testLapCourseIsFiveK]' passed (0.003 seconds).\nTest Suite 'DistanceTests' passed at 2026-11-29 09:53:40.118.\n\t Executed 1 test, with 0 failures (0 unexpected) in 0.003 (0.003) seconds"),
  U("please make the map also show where the marshals stand, not only the km markers"),
  E("Sources/CourseMap/MapView.swift", "        markers(course.kmMarkers)\n", "        markers(course.kmMarkers)\n        markers(course.marshalPoints, style: .marshal)\n"),
 ], [
  L("one-lap", "root_cause", ["`totalDistance` counts the path once", "the GPX file only holds one lap plus the start straight"], files=["Sources/CourseMap/Course.swift"]),
  L("five-k-test", "test_fixed", ["testLapCourseIsFiveK"], files=["Sources/CourseMap/Course.swift"]),
  L("marshal-points", "correction", ["please make the map also show where the marshals stand, not only the km markers"], files=["Sources/CourseMap/MapView.swift"]),
 ], ["course map app says the course is 4.6km", "it's 5k, it's measured"]),

"p08_volunteers_mvn": X("parkrun volunteer hours report (Java, maven)", "/home/deepa/src/volhours", "2026-11-29T10:03:00", [
  U("the annual volunteer report is missing everyone who volunteered in december"),
  B("mvn -q test -Dtest=ReportTest", "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.112 s <<< FAILURE! -- in org.riverside.volhours.ReportTest\n[ERROR] org.riverside.volhours.ReportTest.includesDecember -- Time elapsed: 0.018 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <52> but was: <48>\n\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n\tat org.riverside.volhours.ReportTest.includesDecember(ReportTest.java:34)\n[ERROR] Failures: \n[ERROR]   ReportTest.includesDecember:34 expected: <52> but was: <48>\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0", True),
  A("`LocalDate.of(year, 12, 1)` is used as the exclusive end of the range, so the whole of December falls outside it. The end should be the first of January of the next year."),
  E("src/main/java/org/riverside/volhours/Report.java", "        LocalDate end = LocalDate.of(year, 12, 1);\n", "        LocalDate end = LocalDate.of(year + 1, 1, 1);\n"),
  B("mvn -q test -Dtest=ReportTest", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.097 s -- in org.riverside.volhours.ReportTest"),
  A("Passing. The report lists volunteers by surname; should I add their total hours as a column?"),
  U("yes but count roles rather than hours, we don't record hours and guessing them makes people argue"),
  E("src/main/java/org/riverside/volhours/Report.java", "        row.add(v.hours());\n", "        row.add(v.roleCount());\n"),
 ], [
  L("december-end", "root_cause", ["`LocalDate.of(year, 12, 1)` is used as the exclusive end of the range"], files=["src/main/java/org/riverside/volhours/Report.java"]),
  L("december-test", "test_fixed", ["includesDecember"], files=["src/main/java/org/riverside/volhours/Report.java"]),
  L("roles-not-hours", "correction", ["count roles rather than hours"], reason=["we don't record hours and guessing them makes people argue"], files=["src/main/java/org/riverside/volhours/Report.java"]),
 ], ["the annual volunteer report is missing everyone who volunteered in december"]),

"p09_milestones_mix": X("parkrun junior event check-in (Elixir, mix test)", "/home/amir/src/junior_checkin", "2026-11-29T10:14:00", [
  U("junior parkrun check in keeps saying kids are too old at 14 and 15 when the cutoff is 15 inclusive i think? the test is red anyway"),
  B("mix test test/eligibility_test.exs", "Compiling 1 file (.ex)\n\n  1) test eligible up to and including age 14 (JuniorCheckin.EligibilityTest)\n     test/eligibility_test.exs:9\n     Assertion with == failed\n     code:  assert Eligibility.eligible?(~D[2012-06-01], ~D[2026-11-29]) == true\n     left:  false\n     right: true\n     stacktrace:\n       test/eligibility_test.exs:10: (test)\n\n.\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n2 tests, 1 failure", True),
  A("Junior parkrun is for 4 to 14, and `eligible?` checks `age < 14` — so a 14-year-old is refused. It should be `age <= 14`; 15 is out."),
  E("lib/junior_checkin/eligibility.ex", "    age >= 4 and age < 14\n", "    age >= 4 and age <= 14\n"),
  B("mix test test/eligibility_test.exs", "..\nFinished in 0.02 seconds (0.00s async, 0.02s sync)\n2 tests, 0 failures"),
  U("ok. do we bounce 15 year olds at the desk or let them run and not give a time?"),
  A("Either works technically. Bouncing them is clearer; letting them run unrecorded avoids a scene at the start. Your call."),
  U("let them run without a time, turning a kid away at the start line in front of their mates is worse than a missing result"),
  E("lib/junior_checkin/desk.ex", "      :too_old -> {:reject, \"over 14\"}\n", "      :too_old -> {:run_untimed, \"over 14, runs without a time\"}\n"),
 ], [
  L("lt-not-le", "root_cause", ["`eligible?` checks `age < 14` — so a 14-year-old is refused"], files=["lib/junior_checkin/eligibility.ex"]),
  L("age14-test", "test_fixed", ["eligible up to and including age 14"], files=["lib/junior_checkin/eligibility.ex"]),
  L("run-untimed", "decision", ["let them run without a time"], reason=["turning a kid away at the start line in front of their mates is worse than a missing result"], files=["lib/junior_checkin/desk.ex"]),
 ], ["junior parkrun check in keeps saying kids are too old at 14 and 15"]),

"p10_weather_zig": X("parkrun course weather check (Zig, zig build test)", "/home/tomasz/src/frostcheck", "2026-11-29T10:26:00", [
  U("frost check said the path was fine at -2 this morning, RD only found out at the bridge"),
  B("zig build test", "test\n+- run test 1/2 passed, 1 failed\nerror: 'frost.test.negative temperatures are icy' failed: expected true, found false\n/home/tomasz/src/frostcheck/src/frost.zig:31:5: 0x10488f7 in test.negative temperatures are icy (test)\n    try std.testing.expect(isIcy(-2));\n    ^\nerror: while executing test 'frost.test.negative temperatures are icy', the following test command failed:\n/home/tomasz/src/frostcheck/zig-cache/o/5c2e.../test\nBuild Summary: 1/3 steps succeeded; 1 failed; 1/2 tests passed; 1 failed", True),
  A("The API gives temperature in tenths of a degree as an unsigned `u16` reading, and values below zero wrap to huge positives — `-2.0` arrives as 65516, which the check sees as very warm. Reading it as `i16` fixes the sign."),
  E("src/frost.zig", "    const raw: u16 = try reader.readInt(u16, .little);\n", "    const raw: i16 = try reader.readInt(i16, .little);\n"),
  B("zig build test", "Build Summary: 3/3 steps succeeded; 2/2 tests passed"),
  U("ok. and going forward if the frost check fails for any reason it says 'check the bridge by hand', never 'fine' - a broken check that says fine is how someone breaks a wrist"),
  E("src/main.zig", "        else => \"fine\",\n", "        else => \"check the bridge by hand\",\n"),
 ], [
  L("unsigned-wrap", "root_cause", ["values below zero wrap to huge positives"], files=["src/frost.zig"]),
  L("icy-test", "test_fixed", ["negative temperatures are icy"], files=["src/frost.zig"]),
  L("never-fine", "rule", ["if the frost check fails for any reason it says 'check the bridge by hand', never 'fine'"], reason=["a broken check that says fine is how someone breaks a wrist"], files=["src/main.zig"]),
 ], ["frost check said the path was fine at -2 this morning", "RD only found out at the bridge"]),

"p11_chat_parkrun": X("parkrun volunteer team chat (no code)", "/home/bev/src/finishline", "2026-11-29T10:40:00", [
  U("not a code thing today. never again am i doing tail walker in december in shorts lol"),
  A("Sounds cold! How did the run go?"),
  U("412 runners, always the week after a PB article in the local paper. the root of it is everyone wanting a new year resolution head start"),
  A("That's a big field for a riverside course. Did the finish funnel cope?"),
  U("just about. don't ever let me agree to run director AND barcode scanning on the same day again haha. rule one of parkrun is the cake after"),
  A("Noted, in spirit. Enjoy the cake."),
  U("ha. right, off to thaw out"),
 ], [], ["never again am i doing tail walker in december in shorts", "always the week after a PB article in the local paper", "the root of it is everyone wanting a new year resolution head start", "don't ever let me agree to run director AND barcode scanning on the same day again", "rule one of parkrun is the cake after", "off to thaw out"]),

# ---------------------------------------------------------------- talking newspaper for blind listeners
"t01_tracks_rspec": X("talking newspaper track splitter (Ruby, rspec)", "/home/gwen/src/tracksplit", "2026-11-29T08:35:00", [
  U("Hello. Some background before you start: every track must begin with the reader saying the edition date, because our listeners use the date to know they're not hearing last week's stick. Also we never read adverts out, even if a reader includes one by accident - we're a charity and the free post is for non-commercial recordings only. The problem today is that the splitter made track 7 and track 8 the same audio."),
  B("bundle exec rspec spec/splitter_spec.rb", "..F\n\nFailures:\n\n  1) Splitter#tracks gives each chapter its own audio\n     Failure/Error: expect(tracks.map(&:start)).to eq([0, 312, 640, 901])\n\n       expected: [0, 312, 640, 901]\n            got: [0, 312, 640, 640]\n\n       (compared using ==)\n     # ./spec/splitter_spec.rb:22:in `block (2 levels) in <top (required)>'\n\nFinished in 0.04 seconds (files took 0.21 seconds to load)\n3 examples, 1 failure", True),
  R("lib/splitter.rb", "def tracks\n  marks = @silences.select { |s| s.length > 2.0 }\n  marks.each_cons(2).map { |a, b| Track.new(a.end, b.start) }\nend\n"),
  A("What's happening: two silences longer than two seconds sit back to back where the reader paused, turned a page and paused again, so `each_cons` makes a zero-length track and the next one reuses its start. Merging silences that are less than a second apart before cutting."),
  E("lib/splitter.rb", "  marks = @silences.select { |s| s.length > 2.0 }\n", "  marks = merge_close(@silences.select { |s| s.length > 2.0 }, gap: 1.0)\n"),
  B("bundle exec rspec spec/splitter_spec.rb", "...\n\nFinished in 0.03 seconds (files took 0.20 seconds to load)\n3 examples, 0 failures"),
  U("lovely, thank you"),
 ], [
  L("date-first", "rule", ["every track must begin with the reader saying the edition date"], reason=["our listeners use the date to know they're not hearing last week's stick"]),
  L("no-adverts", "rule", ["we never read adverts out"], reason=["the free post is for non-commercial recordings only"]),
  L("back-to-back", "root_cause", ["two silences longer than two seconds sit back to back", "`each_cons` makes a zero-length track"], files=["lib/splitter.rb"]),
  L("own-audio-test", "test_fixed", ["gives each chapter its own audio"], files=["lib/splitter.rb"]),
 ], ["the splitter made track 7 and track 8 the same audio"]),

"t02_sticks_dune": X("talking newspaper memory stick labels (OCaml, dune test)", "/home/ravi/src/sticklabel", "2026-11-29T08:50:00", [
  U("dune test is red since I added the braille bit, output:\n\nFile \"test/test_label.ml\", line 1, characters 0-0:\n------ test/test_label.expected\n++++++ test/test_label.output\nFile \"test/test_label.ml\", line 1, characters 0-0:\n -|Edition 48  28 Nov 2026\n +|Edition 48  28 Nov 2026⠀\n\ncan you sort it"),
  R("lib/label.ml", "let print_label ed =\n  Printf.printf \"Edition %d  %s%s\\n\" ed.number ed.date (Braille.of_string ed.short)\n"),
  A("An empty `short` title gives a braille blank cell (U+2800) rather than an empty string, so a trailing pattern gets printed. Guarding on the empty string."),
  E("lib/label.ml", "(Braille.of_string ed.short)", "(if ed.short = \"\" then \"\" else Braille.of_string ed.short)"),
  B("dune test", "File \"test/test_label.ml\", line 1, characters 0-0:\n------ test/test_label.expected\n++++++ test/test_label.output\nFile \"test/test_label.ml\", line 1, characters 0-0:\n -|Edition 48  28 Nov 2026\n +|Edition 48  28 Nov 2026 ⠀", True),
  A("Still a stray cell, plus a space now. `ed.short` isn't empty — the importer pads it to the field width with spaces, and `Braille.of_string` maps each space to a blank cell. Trimming in the importer so every caller gets the bare title."),
  E("lib/import.ml", "  short = String.sub line 40 12;\n", "  short = String.trim (String.sub line 40 12);\n"),
  B("dune test", ""),
  A("Clean run now, no diff."),
 ], [
  L("padded-short", "root_cause", ["the importer pads it to the field width with spaces", "maps each space to a blank cell"], files=["lib/import.ml"]),
  L("label-expect", "test_fixed", ["test_label"], files=["lib/import.ml"]),
 ], ["dune test is red since I added the braille bit", "can you sort it"]),

"t03_committee_lein": X("talking newspaper committee notes and listener list (Clojure, lein test)", "/home/gwen/src/listeners", "2026-11-29T09:04:00", [
  U("Committee notes from Tuesday - only point 4 is for you, the rest is for info.\n\n1. We have 212 listeners now, up 9 since September.\n2. The Lions have given £300 towards new headsets.\n3. Listener addresses never leave the office PC, not on a laptop and not in an email, because of the data protection complaint at the other talking newspaper in the county.\n4. The listener list export has some people twice.\n5. Every stick is wiped before it is posted out again, even if the listener says it's blank, because one went out with last month's minutes on it.\n6. Christmas edition will be recorded on the 15th; carols from St Mary's choir.\n7. Margaret is retiring from reading after 31 years - card in the office.\n\nThanks, Gwen (secretary)"),
  B("lein test listeners.export-test", "\nlein test listeners.export-test\n\nlein test :only listeners.export-test/one-row-per-listener\n\nFAIL in (one-row-per-listener) (export_test.clj:18)\nexpected: (= 3 (count rows))\n  actual: (not (= 3 4))\n\nRan 2 tests containing 2 assertions.\n1 failures, 0 errors.\nTests failed.", True),
  A("Listeners who have both a large-print and a USB subscription sit in two tables, and the export concatenates them without de-duplicating by listener number. Grouping on `:listener-id` and merging the formats."),
  E("src/listeners/export.clj", "  (concat (usb-rows db) (print-rows db)))\n", "  (->> (concat (usb-rows db) (print-rows db))\n       (group-by :listener-id)\n       (map (fn [[_ rs]] (assoc (first rs) :formats (set (map :format rs)))))))\n"),
  B("lein test listeners.export-test", "\nlein test listeners.export-test\n\nRan 2 tests containing 2 assertions.\n0 failures, 0 errors."),
  A("The export now writes one row per listener with their formats listed. Want me to email it to you when it runs?"),
  U("No thanks, as the notes say it stays on the office PC. Save it to the desktop there."),
  E("src/listeners/main.clj", "  (send-mail secretary file)\n", "  (spit (io/file office-desktop \"listeners.csv\") file)\n"),
 ], [
  L("addresses-office", "rule", ["Listener addresses never leave the office PC, not on a laptop and not in an email"], reason=["the data protection complaint at the other talking newspaper in the county"]),
  L("wipe-sticks", "rule", ["Every stick is wiped before it is posted out again"], reason=["one went out with last month's minutes on it"]),
  L("two-tables", "root_cause", ["the export concatenates them without de-duplicating by listener number"], files=["src/listeners/export.clj"]),
  L("one-row-test", "test_fixed", ["one-row-per-listener"], files=["src/listeners/export.clj"]),
  L("office-desktop", "correction", ["Save it to the desktop there"], reason=["it stays on the office PC"], files=["src/listeners/main.clj"]),
 ], ["The listener list export has some people twice.", "We have 212 listeners now, up 9 since September.", "The Lions have given £300 towards new headsets.", "Margaret is retiring from reading after 31 years - card in the office."]),

"t04_readers_decide": X("talking newspaper reader rota (decision)", "/home/gwen/src/readerrota", "2026-11-29T09:18:00", [
  U("we're changing the rota. each edition has two readers. do we keep fixed pairs or mix them up every week?"),
  A("Fixed pairs are easier to plan and they get used to each other's pace. Mixing means listeners hear more variety, and nobody is stuck if one half of a pair is ill. Do readers have a preference?"),
  U("mix them every week. listeners wrote in that they like different voices, and with fixed pairs when Margaret was off sick Alan had nobody"),
  W("rota/pairing.py", "def pairs(readers, week):\n    r = readers[week % len(readers):] + readers[:week % len(readers)]\n    return list(zip(r[::2], r[1::2]))\n"),
  A("Pairs now rotate each week. I can also send each pair a reminder email on the Monday before — shall I?"),
  U("thanks, but no emails, most of our readers are in their eighties and they phone the office. Print the rota for the noticeboard instead."),
  E("rota/main.py", "    send_reminders(pairs)\n", "    print_for_noticeboard(pairs)\n"),
 ], [
  L("mix-pairs", "decision", ["mix them every week"], reason=["listeners wrote in that they like different voices"], files=["rota/pairing.py"]),
  L("noticeboard", "correction", ["no emails", "Print the rota for the noticeboard instead"], reason=["most of our readers are in their eighties and they phone the office"], files=["rota/main.py"]),
 ], ["we're changing the rota"]),

"t05_labels_crystal": X("talking newspaper postage wallets (Crystal, crystal spec)", "/home/ravi/src/wallets", "2026-11-29T09:30:00", [
  U("postage wallets are printing the return address as the listener's address"),
  B("crystal spec spec/wallet_spec.cr", "F.\n\nFailures:\n\n  1) Wallet puts the office on the back flap\n     Failure/Error: wallet.back.should eq OFFICE\n\n       Expected: \"Talking News, 4 Mill Lane\"\n            got: \"Mrs P Hughes, 12 Orchard Rd\"\n\n     # spec/wallet_spec.cr:14\n\nFinished in 1.21 milliseconds\n2 examples, 1 failures, 0 errors, 0 pending\n\nFailed examples:\n\ncrystal spec spec/wallet_spec.cr:12 # Wallet puts the office on the back flap", True),
  A("The card is double-sided and `Wallet.new` swaps front and back when the listener gets it returned — but it's swapping the addresses too, not only the \"Articles for the Blind\" marking. Keeping addresses fixed and flipping only the marking."),
  E("src/wallet.cr", "    @front, @back = @back, @front if returned\n", "    @marking_side = returned ? :back : :front\n"),
  B("crystal spec spec/wallet_spec.cr", "..\n\nFinished in 0.98 milliseconds\n2 examples, 0 failures, 0 errors, 0 pending"),
  A("Fixed. I also shortened the marking to \"For the Blind\" so it fits on one line."),
  U("revert that, Royal Mail only accept the exact words Articles for the Blind, otherwise they charge the full postage"),
  E("src/wallet.cr", "MARKING = \"For the Blind\"\n", "MARKING = \"Articles for the Blind\"\n"),
 ], [
  L("swap-addresses", "root_cause", ["it's swapping the addresses too, not only the \"Articles for the Blind\" marking"], files=["src/wallet.cr"]),
  L("back-flap-test", "test_fixed", ["puts the office on the back flap"], files=["src/wallet.cr"]),
  L("exact-marking", "correction", ["revert that"], reason=["Royal Mail only accept the exact words Articles for the Blind"], files=["src/wallet.cr"]),
 ], ["postage wallets are printing the return address as the listener's address"]),

"t06_listeners_dotnet": X("talking newspaper listener database (C#, dotnet test with NUnit)", "/home/gwen/src/ListenerDb", "2026-11-29T09:42:00", [
  U("a listener who died in october is still getting sticks. her daughter rang, it was awful"),
  B("dotnet test --filter FullyQualifiedName~MailingTests", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  ListenerDb -> /home/gwen/src/ListenerDb/src/bin/Debug/net8.0/ListenerDb.dll\n  ListenerDb.Tests -> /home/gwen/src/ListenerDb/tests/bin/Debug/net8.0/ListenerDb.Tests.dll\nTest run for /home/gwen/src/ListenerDb/tests/bin/Debug/net8.0/ListenerDb.Tests.dll (.NETCoreApp,Version=v8.0)\n  Failed SkipsClosedListeners [12 ms]\n  Error Message:\n     Expected: not collection containing 1043\n  But was:  < 1001, 1043, 1077 >\n  Stack Trace:\n     at ListenerDb.Tests.MailingTests.SkipsClosedListeners() in /home/gwen/src/ListenerDb/tests/MailingTests.cs:line 31\n\nFailed!  - Failed:     1, Passed:     4, Skipped:     0, Total:     5, Duration: 48 ms - ListenerDb.Tests.dll (net8.0)", True),
  A("Closing a listener sets `Status = \"Closed\"`, but the mailing list query filters on `Active == true` — and nothing sets `Active` to false when the status changes. Filtering on the status instead, since that's what the office actually updates."),
  E("src/Mailing.cs", "            .Where(l => l.Active)\n", "            .Where(l => l.Status != \"Closed\")\n"),
  B("dotnet test --filter FullyQualifiedName~MailingTests", "Passed!  - Failed:     0, Passed:     5, Skipped:     0, Total:     5, Duration: 41 ms - ListenerDb.Tests.dll (net8.0)"),
  A("Fixed. I added a condolence letter template that prints automatically when a listener is closed as deceased."),
  U("why automatic there? use a reminder for the secretary, a printed form letter to a grieving family is worse than nothing. and from now on nothing goes to a family after a death unless a person on the committee has written it"),
  E("src/Closing.cs", "            Print(Templates.Condolence, listener);\n", "            Reminders.Add(Secretary, $\"Write to {listener.NextOfKin}\");\n"),
 ], [
  L("active-flag", "root_cause", ["nothing sets `Active` to false when the status changes"], files=["src/Mailing.cs"]),
  L("closed-test", "test_fixed", ["SkipsClosedListeners"], files=["src/Mailing.cs"]),
  L("secretary-reminder", "correction", ["use a reminder for the secretary"], alternative=["why automatic there?"], reason=["a printed form letter to a grieving family is worse than nothing"], files=["src/Closing.cs"]),
  L("person-writes", "rule", ["nothing goes to a family after a death unless a person on the committee has written it"]),
 ], ["a listener who died in october is still getting sticks", "her daughter rang, it was awful"]),

"t07_mixdown_cabal": X("talking newspaper audio loudness check (Haskell, cabal test)", "/home/ravi/src/loudcheck", "2026-11-29T09:57:00", [
  A("Back on the loudness checker — the test suite was failing when you left. Here's the run."),
  B("cabal test", "Build profile: -w ghc-9.4.8 -O1\nRunning 1 test suites...\nTest suite loudcheck-test: RUNNING...\nLoudness\n  flags tracks quieter than the target: FAIL\n    test/LoudnessSpec.hs:21:7:\n    expected: True\n     but got: False\n\n1 example, 1 failure\nTest suite loudcheck-test: FAIL\n1 of 1 test suites (1 of 1 test cases) passed.", True),
  A("`rms` averages the samples themselves rather than their squares, and speech swings both sides of zero, so it comes out near zero for everything and nothing is ever \"too quiet\" relative to anything. Squaring before averaging."),
  E("src/Loudness.hs", "rms xs = sqrt (sum xs / fromIntegral (length xs))\n", "rms xs = sqrt (sum (map (^2) xs) / fromIntegral (length xs))\n"),
  B("cabal test", "Test suite loudcheck-test: RUNNING...\nLoudness\n  flags tracks quieter than the target: FAIL\n    test/LoudnessSpec.hs:21:7:\n    expected: True\n     but got: False\n\n1 example, 1 failure\nTest suite loudcheck-test: FAIL", True),
  A("RMS is right now but the comparison still isn't. The target is in dBFS (-20) and `tooQuiet` compares it with the linear RMS value, 0.03, which is always bigger than -20. Converting RMS to dB first."),
  E("src/Loudness.hs", "tooQuiet t xs = rms xs < t\n", "tooQuiet t xs = 20 * logBase 10 (rms xs) < t\n"),
  B("cabal test", "Test suite loudcheck-test: RUNNING...\nLoudness\n  flags tracks quieter than the target: OK\n\n1 example, 0 failures\nTest suite loudcheck-test: PASS\n1 of 1 test suites (1 of 1 test cases) passed."),
  A("Passes. What target do you want: -20 dBFS?"),
  U("-16. a lot of our listeners play it on the little boombox players with weak speakers"),
  E("app/Main.hs", "target = -20\n", "target = -16\n"),
 ], [
  L("rms-squares", "root_cause", ["`rms` averages the samples themselves rather than their squares"], files=["src/Loudness.hs"]),
  L("db-vs-linear", "root_cause", ["`tooQuiet` compares it with the linear RMS value"], files=["src/Loudness.hs"]),
  L("quiet-test", "test_fixed", ["flags tracks quieter than the target"], files=["src/Loudness.hs"]),
  L("minus-sixteen", "correction", ["-16"], reason=["a lot of our listeners play it on the little boombox players with weak speakers"], files=["app/Main.hs"]),
 ], []),

"t08_catalogue_dart": X("talking newspaper back-issue catalogue (Dart, dart test)", "/home/ravi/src/backissues", "2026-11-29T10:10:00", [
  U("search in the catalogue app doesnt find 'cafe' when the article says café"),
  B("dart test test/search_test.dart", "00:00 +0: loading test/search_test.dart\n00:00 +1: search finds exact words\n00:00 +1 -1: search ignores accents [E]\n  Expected: <1>\n    Actual: <0>\n  package:matcher                   expect\n  test/search_test.dart 19:5        main.<fn>\n\n00:00 +1 -1: Some tests failed.", True),
  A("Search lowercases both sides but compares characters exactly, so `é` and `e` never match. Folding accents away on both the index and the query."),
  E("lib/search.dart", "  final q = query.toLowerCase();\n", "  final q = removeDiacritics(query.toLowerCase());\n"),
  E("lib/index.dart", "  words.add(w.toLowerCase());\n", "  words.add(removeDiacritics(w.toLowerCase()));\n"),
  B("dart test test/search_test.dart", "00:00 +0: loading test/search_test.dart\n00:00 +2: All tests passed!"),
  U("thank you. please make the results also tell the edition number, not only the title, the listeners ask for the stick by number"),
  E("lib/results.dart", "  Text(a.title),\n", "  Text('${a.title} (edition ${a.edition})'),\n"),
 ], [
  L("accents", "root_cause", ["compares characters exactly, so `é` and `e` never match"], files=["lib/search.dart"]),
  L("accent-test", "test_fixed", ["search ignores accents"], files=["lib/search.dart"]),
  L("edition-number", "correction", ["please make the results also tell the edition number, not only the title"], reason=["the listeners ask for the stick by number"], files=["lib/results.dart"]),
 ], ["search in the catalogue app doesnt find 'cafe' when the article says café"]),

"t09_rota_rebar3": X("talking newspaper studio booking (Erlang, rebar3 eunit)", "/home/gwen/src/studiobook", "2026-11-29T10:22:00", [
  U("the studio booking lets two editions book thursday afternoon"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling studiobook\n===> Performing EUnit tests...\n.F\nFailures:\n\n  1) studiobook_tests:overlap_test/0: module 'studiobook_tests'\n     Failure/Error: ?assertEqual({error,taken}, studiobook:book(S1, {thu,14,16}))\n       expected: {error,taken}\n            got: ok\n     %% test/studiobook_tests.erl:22:in `studiobook_tests:-overlap_test/0-fun-0-/0`\n\nFinished in 0.031 seconds\n2 tests, 1 failures\n===> Error running tests", True),
  A("`overlaps/2` only checks whether the new start lies inside an existing slot. A booking 14–16 against an existing 15–17 starts before it, so it slips through. Using the usual test: start before the other's end and end after its start."),
  E("src/studiobook.erl", "overlaps({D,S,_}, {D,S2,E2}) -> S >= S2 andalso S < E2;\n", "overlaps({D,S,E}, {D,S2,E2}) -> S < E2 andalso E > S2;\n"),
  B("rebar3 eunit", "===> Performing EUnit tests...\n..\nFinished in 0.028 seconds\n2 tests, 0 failures"),
  U("good. should the booking be per edition or per reader? asking before you change anything else"),
  A("Per edition keeps one booking for the whole recording; per reader lets you see who is in the building. Which do you need more?"),
  U("per edition. the readers swap among themselves on the day and we'd never keep it up to date"),
 ], [
  L("start-only", "root_cause", ["`overlaps/2` only checks whether the new start lies inside an existing slot"], files=["src/studiobook.erl"]),
  L("overlap-test", "test_fixed", ["overlap_test"], files=["src/studiobook.erl"]),
  L("per-edition", "decision", ["per edition"], reason=["the readers swap among themselves on the day"]),
 ], ["the studio booking lets two editions book thursday afternoon"]),

"t10_export_nimble": X("talking newspaper podcast export (Nim, nimble test)", "/home/ravi/src/podexport", "2026-11-29T10:33:00", [
  U("the podcast feed has the newest edition at the bottom, the app shows it last"),
  B("nimble test", "  Verifying dependencies for podexport@0.3.0\n  Compiling /home/ravi/src/podexport/tests/tfeed (from package podexport) using c backend\n[Suite] feed\n  [FAILED] newest edition comes first\n    /home/ravi/src/podexport/tests/tfeed.nim(17, 12): Check failed: items[0].edition == 48\n    items[0].edition was 1\n  [OK] every item has an enclosure\n  Error: execution of an external program failed: '/home/ravi/src/podexport/tests/tfeed'", True),
  A("Editions are sorted with `sort(items, cmp)` on the edition number, which is ascending by default. Reversing the order."),
  E("src/feed.nim", "  items.sort(proc (a, b: Item): int = cmp(a.edition, b.edition))\n", "  items.sort(proc (a, b: Item): int = cmp(a.edition, b.edition), order = SortOrder.Descending)\n"),
  B("nimble test", "[Suite] feed\n  [OK] newest edition comes first\n  [OK] every item has an enclosure\n   Success: All tests passed"),
  A("Done. Shall I put all 48 back editions in the feed?"),
  U("the last 4 editions rather than all of them, the paper only agreed to us keeping a month of its articles online"),
  E("src/feed.nim", "  result = items\n", "  result = items[0 ..< min(4, items.len)]\n"),
 ], [
  L("ascending", "root_cause", ["which is ascending by default"], files=["src/feed.nim"]),
  L("newest-test", "test_fixed", ["newest edition comes first"], files=["src/feed.nim"]),
  L("last-four", "correction", ["the last 4 editions rather than all of them"], reason=["the paper only agreed to us keeping a month of its articles online"], files=["src/feed.nim"]),
 ], ["the podcast feed has the newest edition at the bottom", "the app shows it last"]),

"t11_chat_tn": X("talking newspaper chat (no code)", "/home/gwen/src/listeners", "2026-11-29T10:46:00", [
  U("Nothing to fix today, just wanted to say the Christmas edition came out lovely."),
  A("That's good to hear. Were the carols recorded in the church?"),
  U("Yes. Never again will I try to record a choir with one microphone though! Always the altos who drift away from it."),
  A("Choirs are hard with a single mic. Did it sound balanced in the end?"),
  U("Well enough. Don't ever let anybody tell you the vicar can't sing. The root of our success is tea and biscuits, honestly."),
  A("Sounds like a good session all round."),
  U("Rule number one is you never let Alan near the mixing desk, ha. Bye for now."),
 ], [], ["Never again will I try to record a choir with one microphone", "Always the altos who drift away from it", "Don't ever let anybody tell you the vicar can't sing", "The root of our success is tea and biscuits", "Rule number one is you never let Alan near the mixing desk", "Bye for now"]),

# ---------------------------------------------------------------- circus skills school
"c01_bookings_vitest": X("circus skills school class bookings (TypeScript, vitest)", "/home/lola/src/bigtop-bookings", "2026-11-29T08:40:00", [
  U("hi! rules of the school first so you dont trip on them: no aerial class ever runs without a spotter and the crash mats out, that's what our insurer signed off on. and under-8s need a parent or carer staying in the building for the whole class, we're not a childcare provider. now the bug: the saturday aerial silks class shows 0 spaces but only 6 of 10 are booked"),
  B("npx vitest run src/spaces.test.ts", " ❯ src/spaces.test.ts (3 tests | 1 failed) 9ms\n   × spaces > ignores cancelled bookings 4ms\n     → expected 0 to be 4 // Object.is equality\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/spaces.test.ts > spaces > ignores cancelled bookings\nAssertionError: expected 0 to be 4 // Object.is equality\n ❯ src/spaces.test.ts:28:32\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)", True),
  A("Cancelled bookings are still counted — `spacesLeft` subtracts `bookings.length` and cancellations stay in the array with `status: 'cancelled'`. Counting only confirmed ones."),
  E("src/spaces.ts", "  return cls.capacity - cls.bookings.length;\n", "  return cls.capacity - cls.bookings.filter(b => b.status === 'confirmed').length;\n"),
  B("npx vitest run src/spaces.test.ts", " ✓ src/spaces.test.ts (3 tests) 6ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
  U("yay. can the waiting list people get told automatically when a space opens?"),
  A("Yes — I'll email the first person on the waiting list when a booking is cancelled, and give them 24 hours to take it."),
  U("12 hours not 24, classes fill on friday night for saturday and 24 hours is after the class"),
  E("src/waitlist.ts", "const HOLD_HOURS = 24;\n", "const HOLD_HOURS = 12;\n"),
 ], [
  L("spotter-mats", "rule", ["no aerial class ever runs without a spotter and the crash mats out"], reason=["that's what our insurer signed off on"]),
  L("under-eight-parent", "rule", ["under-8s need a parent or carer staying in the building for the whole class"], reason=["we're not a childcare provider"]),
  L("cancelled-counted", "root_cause", ["Cancelled bookings are still counted"], files=["src/spaces.ts"]),
  L("cancelled-test", "test_fixed", ["ignores cancelled bookings"], files=["src/spaces.ts"]),
  L("twelve-hours", "correction", ["12 hours not 24"], reason=["classes fill on friday night for saturday"], files=["src/waitlist.ts"]),
 ], ["the saturday aerial silks class shows 0 spaces but only 6 of 10 are booked", "can the waiting list people get told automatically when a space opens?"]),

"c02_aerial_ctest": X("circus skills school rigging load logger (C++, CTest with Catch2)", "/home/marek/src/rigload", "2026-11-29T08:55:00", [
  U("the load cell logger on the aerial point reads 0 kg when someone is hanging on it"),
  B("ctest --test-dir build --output-on-failure", "Test project /home/marek/src/rigload/build\n    Start 1: load_tests\n1/1 Test #1: load_tests .......................***Failed    0.01 sec\n\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nload_tests is a Catch2 v3.5.2 host application.\n-------------------------------------------------------------------------------\nconverts raw counts to kilograms\n-------------------------------------------------------------------------------\n/home/marek/src/rigload/tests/load_tests.cpp:14\n...............................................................................\n\n/home/marek/src/rigload/tests/load_tests.cpp:17: FAILED:\n  REQUIRE( to_kg(83400) == Approx(72.5) )\nwith expansion:\n  0.0 == Approx( 72.5 )\n\n===============================================================================\ntest cases: 1 | 1 failed\nassertions: 1 | 1 failed\n\n\n0% tests passed, 1 tests failed out of 1", True),
  A("`to_kg` divides two ints — `raw / SCALE` with `SCALE = 1150` — so anything under one full unit truncates... actually 83400/1150 is 72, not 0. Let me check the offset: `raw - TARE` where `TARE` is unsigned and larger than raw at rest. Casting to `long` before subtracting."),
  E("src/load.cpp", "    return (raw - TARE) / SCALE;\n", "    return (static_cast<long>(raw) - static_cast<long>(TARE)) / SCALE;\n"),
  B("ctest --test-dir build --output-on-failure", "Test project /home/marek/src/rigload/build\n    Start 1: load_tests\n1/1 Test #1: load_tests .......................***Failed    0.01 sec\n/home/marek/src/rigload/tests/load_tests.cpp:17: FAILED:\n  REQUIRE( to_kg(83400) == Approx(72.5) )\nwith expansion:\n  0.0 == Approx( 72.5 )\n\ntest cases: 1 | 1 failed\nassertions: 1 | 1 failed\n\n0% tests passed, 1 tests failed out of 1", True),
  R("src/load.cpp", "double to_kg(unsigned raw) {\n    return (static_cast<long>(raw) - static_cast<long>(TARE)) / SCALE;\n}\n// load.h: constexpr long SCALE = 1150000;\n"),
  A("Not the tare after all. `SCALE` is 1150000 in the header (counts per tonne, not per kilo), and dividing two integers throws the fraction away, so every reading under a tonne comes out as 0. Dividing as doubles and scaling to kilograms."),
  E("src/load.cpp", "    return (static_cast<long>(raw) - static_cast<long>(TARE)) / SCALE;\n", "    return (static_cast<double>(raw) - TARE) * 1000.0 / SCALE;\n"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "[2/2] Linking CXX executable tests/load_tests\nTest project /home/marek/src/rigload/build\n    Start 1: load_tests\n1/1 Test #1: load_tests .......................   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 1"),
  U("phew. we'd been trusting that thing"),
 ], [
  L("int-division", "root_cause", ["`SCALE` is 1150000 in the header", "dividing two integers throws the fraction away"], files=["src/load.cpp"]),
  L("kg-test", "test_fixed", ["converts raw counts to kilograms"], files=["src/load.cpp"]),
 ], ["the load cell logger on the aerial point reads 0 kg when someone is hanging on it", "we'd been trusting that thing"]),

"c03_staffnotes_node": X("circus skills school staff meeting and register export (JavaScript, node --test)", "/home/lola/src/register", "2026-11-29T09:08:00", [
  U("staff meeting notes from last night, paste:\n\n- Welcome back to Priya after her maternity leave, she's on tuesdays and thursdays.\n- New unicycles arrived, 6 x 20 inch, in the cage.\n- Fire juggling and fire poi only ever happen outdoors with a fire blanket and a bucket of sand next to the performer, even for a demo, after the smoke alarm incident in the hall.\n- The register export puts everyone in the wrong class since the timetable change - Lola to get Claude on it.\n- Medical notes (allergies, epilepsy etc) are only ever shown to the coach of that class, never on the front desk screen, because parents at the desk can see it.\n- Show on 14 Dec, tickets £6, £4 kids.\n- Trampoline: we need to repair the springs before january.\n\nthats it"),
  B("node --test test/export.test.js", "✖ export › matches students to the class by slot id (3.1ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n  'Juggling 1' !== 'Aerial Hoop'\n\n      at TestContext.<anonymous> (file:///home/lola/src/register/test/export.test.js:22:10)\n✔ export › writes a header row (0.4ms)\nℹ tests 2\nℹ suites 1\nℹ pass 1\nℹ fail 1", True),
  A("Classes are matched to students by their position in the timetable array rather than by `slotId`; the timetable change inserted a new class on Monday, so everything after it shifted by one. Looking up by `slotId`."),
  E("src/export.js", "  const cls = timetable[i];\n", "  const cls = timetable.find(c => c.slotId === s.slotId);\n"),
  B("node --test test/export.test.js", "✔ export › matches students to the class by slot id (1.2ms)\n✔ export › writes a header row (0.3ms)\nℹ tests 2\nℹ suites 1\nℹ pass 2\nℹ fail 0"),
 ], [
  L("fire-outdoors", "rule", ["Fire juggling and fire poi only ever happen outdoors with a fire blanket and a bucket of sand next to the performer"], reason=["after the smoke alarm incident in the hall"]),
  L("medical-coach-only", "rule", ["Medical notes (allergies, epilepsy etc) are only ever shown to the coach of that class, never on the front desk screen"], reason=["parents at the desk can see it"]),
  L("by-position", "root_cause", ["Classes are matched to students by their position in the timetable array rather than by `slotId`"], files=["src/export.js"]),
  L("slot-test", "test_fixed", ["matches students to the class by slot id"], files=["src/export.js"]),
 ], ["The register export puts everyone in the wrong class since the timetable change", "New unicycles arrived, 6 x 20 inch, in the cage.", "Show on 14 Dec, tickets £6, £4 kids.", "Trampoline: we need to repair the springs before january."]),

"c04_kit_decide": X("circus skills school kit loans (decision before code)", "/home/marek/src/kitloan", "2026-11-29T09:21:00", [
  A("I've read through kitloan. Before I add the deposit feature: should the deposit be a flat amount, or a percentage of what the kit cost?"),
  U("flat £20 for everything. people understand one number and the diabolos cost about the same as the clubs anyway"),
  W("kitloan/deposit.py", "DEPOSIT_PENCE = 20_00\n\ndef deposit_for(item):\n    return DEPOSIT_PENCE\n"),
  A("Flat £20 added. I also changed the loan length from two weeks to one, so kit comes back faster."),
  U("revert that, it's two weeks because most kids only come once a week and one week means they lose the deposit if they miss a class"),
  E("kitloan/config.py", "LOAN_DAYS = 7\n", "LOAN_DAYS = 14\n"),
  U("do the loans show on the kids' profiles?"),
  A("Yes, under \"Kit out\" with the due date."),
 ], [
  L("flat-twenty", "decision", ["flat £20 for everything"], reason=["people understand one number"], files=["kitloan/deposit.py"]),
  L("two-weeks", "correction", ["revert that"], reason=["most kids only come once a week"], files=["kitloan/config.py"]),
 ], ["do the loans show on the kids' profiles?"]),

"c05_waitlist_jasmine": X("circus skills school waiting list (JavaScript, jasmine)", "/home/lola/src/bigtop-bookings", "2026-11-29T09:33:00", [
  U("waiting list offered a space to someone who already had a place on that class"),
  B("npx jasmine spec/waitlistSpec.js", "Randomized with seed 40213\nStarted\n.F\n\nFailures:\n1) waitlist skips people already booked on the class\n  Message:\n    Expected 'amara@example.org' to equal 'josh@example.org'.\n  Stack:\n        at <Jasmine>\n        at UserContext.<anonymous> (/home/lola/src/bigtop-bookings/spec/waitlistSpec.js:19:27)\n\n2 specs, 1 failure\nFinished in 0.012 seconds\nRandomized with seed 40213 (jasmine --random=true --seed=40213)", True),
  A("Ah: `nextInLine` compares the waiting entry's email with the bookings' emails, but bookings store the parent's email and the waiting list the student's, so a booked student never matches. Comparing student ids instead."),
  E("src/waitlist.js", "  return queue.find(w => !booked.some(b => b.email === w.email));\n", "  return queue.find(w => !booked.some(b => b.studentId === w.studentId));\n"),
  B("npx jasmine spec/waitlistSpec.js", "Randomized with seed 40213\nStarted\n..\n\n2 specs, 0 failures\nFinished in 0.010 seconds"),
  A("Fixed. Shall I send Amara an apology email saying the offer was a mistake?"),
  U("thanks, but no, I'll ring her mum myself - she's a regular and an email from a system would feel cold"),
 ], [
  L("parent-vs-student", "root_cause", ["bookings store the parent's email and the waiting list the student's"], files=["src/waitlist.js"]),
  L("booked-test", "test_fixed", ["skips people already booked on the class"], files=["src/waitlist.js"]),
  L("ring-mum", "correction", ["I'll ring her mum myself"], reason=["an email from a system would feel cold"]),
 ], ["waiting list offered a space to someone who already had a place on that class"]),

"c06_timetable_playwright": X("circus skills school timetable page (TypeScript, playwright test)", "/home/lola/src/bigtop-web", "2026-11-29T09:45:00", [
  U("the timetable page on phones cuts off sunday. here's what the e2e gives\n\n  1) [mobile] › timetable.spec.ts:12:5 › timetable › shows all seven days on a phone\n\n    Error: expect(locator).toBeVisible()\n\n    Locator: getByRole('columnheader', { name: 'Sun' })\n    Expected: visible\n    Received: hidden\n\n  1 failed\n    [mobile] › timetable.spec.ts:12:5 › timetable › shows all seven days on a phone\n  3 passed (4.1s)"),
  A("The grid has a fixed `min-width: 840px`, so on a 390px screen Sunday sits off to the right and the wrapper has `overflow: hidden`. Letting it scroll sideways."),
  E("src/styles/timetable.css", ".tt-wrap { overflow: hidden; }\n", ".tt-wrap { overflow-x: auto; }\n"),
  B("npx playwright test timetable.spec.ts --project=mobile", "Running 4 tests using 2 workers\n\n  1) [mobile] › timetable.spec.ts:12:5 › timetable › shows all seven days on a phone\n\n    Error: expect(locator).toBeVisible()\n\n    Locator: getByRole('columnheader', { name: 'Sun' })\n    Expected: visible\n    Received: hidden\n\n  1 failed\n  3 passed (3.9s)", True),
  A("Scrolling isn't enough for the test, it wants Sunday visible without scrolling — and I'd say a parent on a phone wants that too. Stacking the days as a list below 600px instead of a grid."),
  E("src/styles/timetable.css", ".tt-wrap { overflow-x: auto; }\n", ".tt-wrap { overflow-x: auto; }\n@media (max-width: 600px) {\n  .tt-grid { display: block; min-width: 0; }\n}\n"),
  B("npx playwright test timetable.spec.ts --project=mobile", "Running 4 tests using 2 workers\n\n  4 passed (3.7s)"),
  A("All four pass. On phones each day is now a card, with the class names in bright red so they stand out."),
  U("why red there? use our dark teal, red on the timetable is what we use for cancelled classes and parents will think everything's off"),
  E("src/styles/timetable.css", ".tt-class { color: #d7263d; }\n", ".tt-class { color: #0f5257; }\n"),
 ], [
  L("fixed-width", "root_cause", ["The grid has a fixed `min-width: 840px`"], files=["src/styles/timetable.css"]),
  L("seven-days-test", "test_fixed", ["shows all seven days on a phone"], files=["src/styles/timetable.css"]),
  L("dark-teal", "correction", ["use our dark teal"], alternative=["why red there?"], reason=["red on the timetable is what we use for cancelled classes"], files=["src/styles/timetable.css"]),
 ], ["the timetable page on phones cuts off sunday"]),

"c07_invoices_kotest": X("circus skills school term invoices (Kotlin, gradle with Kotest)", "/home/marek/src/terminvoice", "2026-11-29T09:58:00", [
  U("sibling discount is applied to the oldest kid not the youngest"),
  B("./gradlew test --tests 'InvoiceSpec'", "> Task :test FAILED\n\nInvoiceSpec > sibling discount goes on the second child's fees FAILED\n    io.kotest.assertions.AssertionFailedError: expected:<4500> but was:<5000>\n        at InvoiceSpec$1$2.invokeSuspend(InvoiceSpec.kt:24)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests. See the report at: file:///home/marek/src/terminvoice/build/reports/tests/test/index.html", True),
  A("This happens because children are sorted by date of birth ascending, which puts the oldest first, and the discount is then given to everyone after index 0 — so the oldest pays full and... no wait, the test expects the discount on the second child's fees by enrolment order, not age. The list is sorted by age when it should keep enrolment order. Dropping the sort."),
  E("src/main/kotlin/Invoice.kt", "        val kids = family.children.sortedBy { it.dob }\n", "        val kids = family.children.sortedBy { it.enrolled }\n"),
  B("./gradlew test --tests 'InvoiceSpec'", "> Task :test\n\nInvoiceSpec > sibling discount goes on the second child's fees PASSED\n\nBUILD SUCCESSFUL in 4s\n3 actionable tasks: 1 executed, 2 up-to-date"),
  A("Passing. The discount is 10% at the moment — keep it?"),
  U("15%. the committee raised it in september because families with three kids were dropping out"),
  E("src/main/kotlin/Invoice.kt", "const val SIBLING_DISCOUNT = 0.10\n", "const val SIBLING_DISCOUNT = 0.15\n"),
 ], [
  L("sorted-by-age", "root_cause", ["The list is sorted by age when it should keep enrolment order"], files=["src/main/kotlin/Invoice.kt"]),
  L("sibling-test", "test_fixed", ["sibling discount goes on the second child's fees"], files=["src/main/kotlin/Invoice.kt"]),
  L("fifteen-percent", "correction", ["15%"], reason=["families with three kids were dropping out"], files=["src/main/kotlin/Invoice.kt"]),
 ], ["sibling discount is applied to the oldest kid not the youngest"]),

"c08_register_testthat": X("circus skills school attendance stats (R, testthat)", "/home/priya/src/attendance", "2026-11-29T10:10:00", [
  U("the termly attendance chart shows 130% for the tuesday juniors"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        2 | rate\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-rate.R:9:3): attendance rate never exceeds 1\nrate(reg) (`actual`) not equal to 0.65 (`expected`).\n\n  `actual`: 1.30\n`expected`: 0.65\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]", True),
  A("Looks like the register has one row per student per *session half* since you split the juniors' class into warm-up and skills, and `rate()` still divides by the number of sessions, so every attendance counts twice. Counting distinct student-date pairs."),
  E("R/rate.R", "  nrow(reg[reg$present, ]) / (n_students * n_sessions)\n", "  nrow(unique(reg[reg$present, c(\"student\", \"date\")])) / (n_students * n_sessions)\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          3 | rate\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]"),
  A("Done, Tuesday juniors come out at 65%. I can put the chart on the parents' newsletter page too if you want."),
  U("oh no. no individual kid's attendance goes anywhere parents can see, only class totals. some of those kids miss because of stuff at home and we don't want them singled out"),
  E("R/newsletter.R", "  plot_by_student(reg)\n", "  plot_class_totals(reg)\n"),
 ], [
  L("session-halves", "root_cause", ["`rate()` still divides by the number of sessions, so every attendance counts twice"], files=["R/rate.R"]),
  L("rate-test", "test_fixed", ["attendance rate never exceeds 1"], files=["R/rate.R"]),
  L("class-totals-only", "rule", ["no individual kid's attendance goes anywhere parents can see, only class totals"], reason=["we don't want them singled out"], files=["R/newsletter.R"]),
 ], ["the termly attendance chart shows 130% for the tuesday juniors"]),

"c09_shows_go": X("circus skills school show tickets (Go, go test)", "/home/marek/src/showtix", "2026-11-29T10:21:00", [
  U("hi, the ticket page sold 112 tickets for the show but hall only holds 100, people will be standing in the corridor. can you look"),
  B("go test ./tickets/ -run TestSoldOut -v", "=== RUN   TestSoldOut\n    tickets_test.go:33: concurrent buyers sold 112 seats, want at most 100\n--- FAIL: TestSoldOut (0.02s)\nFAIL\nFAIL\tgithub.com/bigtop-circus/showtix/tickets\t0.031s\nFAIL", True),
  A("Two checkouts can both read `remaining > 0` before either decrements it; the check and the decrement aren't atomic. Doing both in one `UPDATE ... WHERE remaining >= ?` and treating zero rows affected as sold out."),
  E("tickets/buy.go", "\tif show.Remaining >= n {\n\t\tshow.Remaining -= n\n\t\tsave(show)\n", "\tres, err := db.Exec(`UPDATE shows SET remaining = remaining - ? WHERE id = ? AND remaining >= ?`, n, show.ID, n)\n\tif rows, _ := res.RowsAffected(); err == nil && rows == 1 {\n"),
  B("go test ./tickets/ -run TestSoldOut -v", "=== RUN   TestSoldOut\n--- PASS: TestSoldOut (0.02s)\nPASS\nok  \tgithub.com/bigtop-circus/showtix/tickets\t0.029s"),
  U("thanks. please make the confirmation email also say the doors open at 5.30, not only the show time, last year everyone came at 6 exactly and the queue went round the car park"),
  E("tickets/email.go", "\"Show starts {{.Start}}\"", "\"Doors open 5.30pm, show starts {{.Start}}\""),
 ], [
  L("not-atomic", "root_cause", ["the check and the decrement aren't atomic"], files=["tickets/buy.go"]),
  L("sold-out-test", "test_fixed", ["TestSoldOut"], files=["tickets/buy.go"]),
  L("doors-time", "correction", ["please make the confirmation email also say the doors open at 5.30, not only the show time"], reason=["the queue went round the car park"], files=["tickets/email.go"]),
 ], ["the ticket page sold 112 tickets for the show but hall only holds 100", "people will be standing in the corridor"]),

"c10_camp_shellspec": X("circus skills school summer camp backup script (shell, shellspec)", "/home/priya/src/campops", "2026-11-29T10:32:00", [
  U("the nightly backup of the camp signups made an empty file last night"),
  B("shellspec spec/backup_spec.sh", "Running: /bin/sh [sh]\nF.\n\nExamples:\n  1) backup.sh writes the signups to a dated file\n     When run script bin/backup.sh\n\n     1.1) The file \"out/signups-2026-11-29.csv\" should not be empty file\n\n            path: out/signups-2026-11-29.csv\n\n          # spec/backup_spec.sh:9\n\nFinished in 0.22 seconds (user 0.14 seconds, sys 0.07 seconds)\n2 examples, 1 failure\n\n\nFailure examples / Errors: (Listing examples that could not be confirmed)\n\nshellspec spec/backup_spec.sh:7 # 1) backup.sh writes the signups to a dated file FAILED", True),
  R("bin/backup.sh", "#!/bin/sh\nout=\"out/signups-$(date +%F).csv\"\ncurl -s \"$CAMP_URL/export\" > \"$out\"\n"),
  A("Quick one: `curl -s` without `-f` writes whatever the server sends, and when the export link needs a login it sends an empty 302, so the file is created empty and the script still exits 0. Adding `-f` and `-L`, and failing loudly."),
  E("bin/backup.sh", "curl -s \"$CAMP_URL/export\" > \"$out\"\n", "curl -sfL -H \"Authorization: Bearer $CAMP_TOKEN\" \"$CAMP_URL/export\" > \"$out\" || { echo 'backup failed' >&2; exit 1; }\n"),
  B("shellspec spec/backup_spec.sh", "Running: /bin/sh [sh]\n..\n\nFinished in 0.19 seconds (user 0.12 seconds, sys 0.06 seconds)\n2 examples, 0 failures"),
  U("where should the backups live, the office NAS or the google drive the coaches use? what do you think"),
  A("The NAS is under your control and not shared; the drive is easier to reach off site. Since the signups have children's medical info I'd lean NAS, but it's your call."),
  U("NAS. the drive is shared with every coach including the summer volunteers, and that's children's medical info"),
  E("bin/backup.sh", "out=\"out/signups-$(date +%F).csv\"\n", "out=\"/mnt/office-nas/camp/signups-$(date +%F).csv\"\n"),
 ], [
  L("curl-no-f", "root_cause", ["`curl -s` without `-f` writes whatever the server sends"], files=["bin/backup.sh"]),
  L("dated-file-test", "test_fixed", ["writes the signups to a dated file"], files=["bin/backup.sh"]),
  L("nas-backups", "decision", ["NAS"], reason=["the drive is shared with every coach including the summer volunteers"], files=["bin/backup.sh"]),
 ], ["the nightly backup of the camp signups made an empty file last night"]),

"c11_trampoline_pytest": X("circus skills school trampoline timer (Python, pytest)", "/home/lola/src/trampotimer", "2026-11-29T10:44:00", [
  U("one rule for this app: only ever one person on the trampoline at a time, the timer must never let a second name start while the first is running, that's how the broken arm happened in 2023. and it's doing exactly that:\n\nFAILED tests/test_queue.py::test_second_jumper_waits - AssertionError: assert ['Mo', 'Ella'] == ['Mo']\n1 failed, 4 passed in 0.11s"),
  R("trampotimer/queue.py", "def start(self, name):\n    if self.current and not self.current.expired:\n        self.waiting.append(name)\n    self.running.append(name)\n"),
  A("`start()` queues the second jumper but then falls through and adds them to `running` anyway — the `else` is missing."),
  E("trampotimer/queue.py", "        self.waiting.append(name)\n    self.running.append(name)\n", "        self.waiting.append(name)\n    else:\n        self.running.append(name)\n"),
  B("python -m pytest tests/test_queue.py -q", ".....                                                                    [100%]\n5 passed in 0.08s"),
  U("cheers. does it beep when time's up"),
  A("Yes, three short beeps through the hall speaker."),
 ], [
  L("one-on-tramp", "rule", ["only ever one person on the trampoline at a time"], reason=["that's how the broken arm happened in 2023"]),
  L("missing-else", "root_cause", ["`start()` queues the second jumper but then falls through and adds them to `running` anyway"], files=["trampotimer/queue.py"]),
  L("second-jumper-test", "test_fixed", ["test_second_jumper_waits"], files=["trampotimer/queue.py"]),
 ], ["does it beep when time's up"]),

"c12_chat_circus": X("circus skills school chat (no code)", "/home/lola/src/bigtop-bookings", "2026-11-29T10:55:00", [
  U("no bugs today!! just back from the show rehearsal"),
  A("How did it go?"),
  U("chaos. never again am i putting the under-8s clown act straight after the fire poi, always one of them cries at the flames"),
  A("Ha, a tricky running order. Did the aerial act go well?"),
  U("amazing. the root of it all is Priya's choreography. don't ever let me say we'll do a show in december again, its freezing in that hall"),
  A("Sounds like it'll be a great show anyway."),
  U("rule of the big top: the show must go on lol. ok byeee"),
 ], [], ["never again am i putting the under-8s clown act straight after the fire poi", "always one of them cries at the flames", "the root of it all is Priya's choreography", "don't ever let me say we'll do a show in december again", "rule of the big top: the show must go on", "ok byeee"]),
}

# the sessions go on: more turns after the first fix (corrections, a rule told late, follow-ups that give no rule)
MORE = {
"p01_results_pytest": ([
  U("does the summary say how many first timers we had"),
  A("It does: \"23 first timers\" on the second line."),
 ], [], ["does the summary say how many first timers we had"]),
"p02_roster_gotest": ([
  U("also the reminder says 'Dear volunteer', can it use their first name"),
  A("Done, it now starts \"Hi Sam,\"."),
  E("when/msg.go", "\"Dear volunteer,\"", "\"Hi \" + v.FirstName + \",\""),
  U("first name only, never the surname too. half the roster are kids from the school and the texts get forwarded"),
 ], [
  L("first-name-only", "correction", ["first name only, never the surname too"], reason=["half the roster are kids from the school and the texts get forwarded"], files=["when/msg.go"]),
 ], ["can it use their first name"]),
"p03_meeting_cargo": ([
  A("I also made the sorter print the tokens in rows of 20 for the clipboard."),
  U("rows of 10 please, the token boards in the container have 10 hooks a row"),
  E("src/print.rs", "const ROW: usize = 20;\n", "const ROW: usize = 10;\n"),
 ], [
  L("rows-of-ten", "correction", ["rows of 10"], reason=["the token boards in the container have 10 hooks a row"], files=["src/print.rs"]),
 ], []),
"p04_tokens_decide": ([
  A("The form's submit button is green; fine?"),
  U("fine"),
 ], [], ["fine"]),
"p05_barcode_jest": ([
  U("is the sync button greyed out while it uploads? people keep pressing it"),
  A("It is now — disabled until the upload returns."),
  E("src/ui.js", "  btn.onclick = sync;\n", "  btn.onclick = async () => { btn.disabled = true; await sync(); btn.disabled = false; };\n"),
 ], [], ["people keep pressing it"]),
"p06_newsletter_phpunit": ([
  A("The newsletter subject is \"Riverside parkrun news #212\". Want the date in it?"),
  U("the date instead of the number. nobody knows which number we're on, and people search their inbox by date"),
  E("src/Newsletter.php", "'Riverside parkrun news #' . $n", "'Riverside parkrun news ' . $date->format('j M Y')"),
 ], [
  L("date-subject", "correction", ["the date instead of the number"], reason=["people search their inbox by date"], files=["src/Newsletter.php"]),
 ], []),
"p07_course_swift": ([
  U("how long does the map take to load on a bad signal? the car park has one bar"),
  A("About 4 seconds on a throttled 3G profile; the tiles are cached after the first load."),
 ], [], ["how long does the map take to load on a bad signal?", "the car park has one bar"]),
"p08_volunteers_mvn": ([
  A("I've also added the volunteers' ages to the report, it's in the export anyway."),
  U("take the ages out please, the report gets read out at the AGM and the juniors don't want their age announced"),
  E("src/main/java/org/riverside/volhours/Report.java", "        row.add(v.age());\n", ""),
 ], [
  L("no-ages", "correction", ["take the ages out"], reason=["the juniors don't want their age announced"], files=["src/main/java/org/riverside/volhours/Report.java"]),
 ], []),
"p09_milestones_mix": ([
  U("and the desk screen, can it say how many kids are checked in so far"),
  A("Added a counter in the top right."),
 ], [], ["can it say how many kids are checked in so far"]),
"p10_weather_zig": ([
  A("Should the check run at 6:00 or 7:00 on Saturdays?"),
  U("7:15, the run director walks the course at half seven and wants it just before"),
  E("frostcheck.cron", "0 6 * * 6", "15 7 * * 6"),
 ], [
  L("seven-fifteen", "correction", ["7:15"], reason=["the run director walks the course at half seven"], files=["frostcheck.cron"]),
 ], []),
"t01_tracks_rspec": ([
  A("The splitter names the files track01.mp3, track02.mp3 and so on."),
  U("Please could the names have the article title in them, not only the number? The volunteers who check the sticks can't tell which is which."),
  E("lib/splitter.rb", "  \"track%02d.mp3\" % i\n", "  \"%02d %s.mp3\" % [i, t.title]\n"),
  U("Does it work with the old Olympus recorder files as well?"),
  A("Yes, they're WAV and go through the same path."),
 ], [
  L("titles-in-names", "correction", ["could the names have the article title in them, not only the number"], reason=["The volunteers who check the sticks can't tell which is which"], files=["lib/splitter.rb"]),
 ], ["Does it work with the old Olympus recorder files as well?", "lovely, thank you"]),
"t02_sticks_dune": ([
  U("ok. how many labels fit on one A4 sheet now"),
  A("Twenty-one, three across and seven down."),
  U("hmm the sheets we buy are 14 to a page, the bigger ones, so the braille has room. 14 please"),
  E("lib/sheet.ml", "let per_sheet = 21\n", "let per_sheet = 14\n"),
 ], [
  L("fourteen-labels", "correction", ["14 please"], reason=["the sheets we buy are 14 to a page, the bigger ones, so the braille has room"], files=["lib/sheet.ml"]),
 ], ["how many labels fit on one A4 sheet now"]),
"t03_committee_lein": ([
  U("how long does the export take now"),
  A("About two seconds for 212 listeners."),
 ], [], ["how long does the export take now"]),
"t04_readers_decide": ([
  U("will the rota cope when someone is on holiday"),
  A("Yes, readers marked away are skipped that week and the pairs re-form from the rest."),
 ], [], ["will the rota cope when someone is on holiday"]),
"t05_labels_crystal": ([
  U("And the font on the wallets, what size is it?"),
  A("12pt."),
  U("make it 16pt bold. some listeners have a bit of sight left and read the wallet themselves"),
  E("src/wallet.cr", "FONT_SIZE = 12\n", "FONT_SIZE = 16\nFONT_WEIGHT = :bold\n"),
 ], [
  L("sixteen-bold", "correction", ["make it 16pt bold"], reason=["some listeners have a bit of sight left and read the wallet themselves"], files=["src/wallet.cr"]),
 ], ["And the font on the wallets, what size is it?"]),
"t06_listeners_dotnet": ([
  U("are there any others like her on the list? people who died and we never closed"),
  A("I can't tell from the data alone; three listeners have had two sticks come back unopened in a row, which is worth a phone call."),
 ], [], ["are there any others like her on the list?"]),
"t07_mixdown_cabal": ([
  U("nice. what happens to a track that's too quiet, does it get fixed or just flagged"),
  A("Only flagged for now, in the report at the end."),
  U("keep it flagged only, no auto gain. the reader should re-record it, auto gain makes the hiss of the old studio awful"),
 ], [
  L("flag-only", "correction", ["keep it flagged only, no auto gain"], reason=["auto gain makes the hiss of the old studio awful"]),
 ], ["what happens to a track that's too quiet"]),
"t08_catalogue_dart": ([
  A("I could add voice search to the app as well."),
  U("Not now thank you, our listeners use the phone line to ask for back issues, almost none of them use the app themselves. The app is for the volunteers."),
 ], [
  L("no-voice-search", "correction", ["our listeners use the phone line to ask for back issues"], reason=["almost none of them use the app themselves"]),
 ], []),
"t09_rota_rebar3": ([
  U("and can a booking be cancelled from the noticeboard tablet"),
  A("Yes, with the office PIN."),
 ], [], ["can a booking be cancelled from the noticeboard tablet"]),
"t10_export_nimble": ([
  U("is the feed public? anybody can find it?"),
  A("It's unlisted but anyone with the link can subscribe."),
  U("it must always stay unlisted, never submitted to apple or spotify, the paper's permission is for our listeners only"),
 ], [
  L("stay-unlisted", "rule", ["it must always stay unlisted, never submitted to apple or spotify"], reason=["the paper's permission is for our listeners only"]),
 ], ["is the feed public? anybody can find it?"]),
"c01_bookings_vitest": ([
  U("does the booking page show which coach is on?"),
  A("Yes, the coach's first name under the class title."),
 ], [], ["does the booking page show which coach is on?"]),
"c02_aerial_ctest": ([
  A("Shall I make the logger sound an alarm above 150 kg?"),
  U("at 120 kg rather than 150, the rigging point is rated 250 with a safety factor of two"),
  E("src/alarm.cpp", "constexpr double ALARM_KG = 150.0;\n", "constexpr double ALARM_KG = 120.0;\n"),
  U("and how often does it log"),
  A("Every 200 ms to the SD card."),
 ], [
  L("alarm-120", "correction", ["at 120 kg rather than 150"], reason=["the rigging point is rated 250 with a safety factor of two"], files=["src/alarm.cpp"]),
 ], ["how often does it log"]),
"c03_staffnotes_node": ([
  A("While I was in there, I made the export include the students' medical notes column so coaches have it on the printout."),
  U("pls take it out again, the printout sit on the desk all session and anyone walk past can read. coaches have the notes on the tablet"),
  E("src/export.js", "  cols.push('medical');\n", ""),
  U("and the export still does the tuesday adults class right?"),
  A("Yes, all classes including the adults."),
 ], [
  L("no-medical-printout", "correction", ["take it out again"], reason=["the printout sit on the desk all session and anyone walk past can read"], files=["src/export.js"]),
 ], ["the export still does the tuesday adults class right?"]),
"c04_kit_decide": ([
  A("The overdue email goes to the student's own address."),
  U("to the parent please, not the kid, the kids never read email and the parent pays the deposit"),
  E("kitloan/overdue.py", "    to = loan.student.email\n", "    to = loan.student.parent_email\n"),
 ], [
  L("parent-email", "correction", ["to the parent please, not the kid"], reason=["the kids never read email and the parent pays the deposit"], files=["kitloan/overdue.py"]),
 ], []),
"c05_waitlist_jasmine": ([
  U("how many are on the waiting list for silks now"),
  A("Eleven."),
 ], [], ["how many are on the waiting list for silks now"]),
"c06_timetable_playwright": ([
  U("looks good on mine. does it work on ipads"),
  A("iPads get the grid; the cards only kick in under 600px wide."),
 ], [], ["does it work on ipads"]),
"c07_invoices_kotest": ([
  U("when do the invoices go out"),
  A("On the 1st of the month before term starts."),
  U("two weeks before term rather than the 1st, the 1st is right after christmas when nobody has money"),
  E("src/main/kotlin/Schedule.kt", "    termStart.minusMonths(1).withDayOfMonth(1)\n", "    termStart.minusWeeks(2)\n"),
 ], [
  L("two-weeks-before", "correction", ["two weeks before term rather than the 1st"], reason=["the 1st is right after christmas when nobody has money"], files=["src/main/kotlin/Schedule.kt"]),
 ], ["when do the invoices go out"]),
"c08_register_testthat": ([
  U("can you make the chart colours match the class colours on the timetable"),
  A("Done: juniors teal, adults orange, aerial purple."),
 ], [], ["can you make the chart colours match the class colours on the timetable"]),
"c09_shows_go": ([
  A("The ticket page has no limit per order right now. Add one?"),
  U("yes, max 6 per order. a dad bought 30 last year for his whole work and families couldn't get in"),
  E("tickets/buy.go", "const MaxPerOrder = 0\n", "const MaxPerOrder = 6\n"),
 ], [
  L("max-six", "decision", ["max 6 per order"], reason=["a dad bought 30 last year for his whole work and families couldn't get in"], files=["tickets/buy.go"]),
 ], []),
"c10_camp_shellspec": ([
  U("and how long do we keep them"),
  A("Currently forever. I could delete backups older than 30 days."),
  U("until the end of the camp year, then delete. we only need them if a parent disputes something that summer"),
 ], [
  L("camp-year", "correction", ["until the end of the camp year, then delete"], reason=["we only need them if a parent disputes something that summer"]),
 ], ["and how long do we keep them"]),
"c11_trampoline_pytest": ([
  A("Jump time per person is 3 minutes by default."),
  U("2 minutes, the queue on a saturday is 15 kids long"),
  E("trampotimer/config.py", "TURN_SECONDS = 180\n", "TURN_SECONDS = 120\n"),
 ], [
  L("two-minutes", "correction", ["2 minutes"], reason=["the queue on a saturday is 15 kids long"], files=["trampotimer/config.py"]),
 ], []),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots

# more lines of the lesson sessions that must not become notes (problem reports, follow-ups, chores and news in the
# pasted notes)
NOTS = {
  "p01_results_pytest": ["anyway the upload script is crashing"],
  "p03_meeting_cargo": ["brill", "Attendance record 412 last week, thanks to everyone who marshalled in the rain."],
  "t03_committee_lein": ["Christmas edition will be recorded on the 15th; carols from St Mary's choir."],
  "c03_staffnotes_node": ["Welcome back to Priya after her maternity leave, she's on tuesdays and thursdays."],
  "c02_aerial_ctest": ["phew"],
  "c11_trampoline_pytest": ["cheers"],
}
for _name, _nots in NOTS.items():
    SETS[_name]["not_lessons"] += _nots
