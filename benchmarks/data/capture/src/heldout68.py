# heldout68: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout66's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: an amateur radio society, a folk club and a fencing club (a cinema club was briefed and found used:
# a community cinema and a film club are earlier sets' domains, so a folk club, of the same flavour, took its place).
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
def W(path, text): return ("write", path, text)


def X(domain, cwd, start, events, lessons, nots, summary=None):
    d = {"domain": domain, "cwd": cwd, "start": start, "events": events, "lessons": lessons, "not_lessons": nots}
    if summary:
        d["summary"] = summary
    return d


SETS = {
# ---------------------------------------------------------------- amateur radio society
"r01_logbook_pytest": X("amateur radio society club station logbook (Python, pytest)", "/home/dave/src/fars-log", "2026-11-30T08:04:00", [
  U("hi. before anything, the public log page shows callsign and the locator to four characters only, never the six-character square, a six-character locator puts you within a few streets of someone's house. the actual problem: the logbook export has every 20m contact from saturday twice"),
  B("python -m pytest tests/test_export.py -q", ".F.                                                                      [100%]\n=================================== FAILURES ===================================\n_________________________ test_export_skips_duplicates _________________________\n\n    def test_export_skips_duplicates():\n        log = load_log('tests/data/field_day.adi')\n        rows = export_adif(log)\n>       assert len(rows) == 41\nE       assert 82 == 41\nE        +  where 82 = len([...])\n\ntests/test_export.py:27: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_export.py::test_export_skips_duplicates - assert 82 == 41\n1 failed, 2 passed in 0.19s", True),
  R("fars/export.py", "def export_adif(log):\n    seen = set()\n    out = []\n    for q in log:\n        key = (q.call, q.band, q.time_on)\n        if key in seen:\n            continue\n        out.append(q)\n    return out\n"),
  A("The de-duplication set is created and checked but nothing is ever added to it, so `key in seen` is always false and each contact logged on both the laptop and the tablet goes out twice. Adding the key after appending."),
  E("fars/export.py", "        out.append(q)\n", "        seen.add(key)\n        out.append(q)\n"),
  B("python -m pytest tests/test_export.py -q", "...                                                                      [100%]\n3 passed in 0.14s"),
  A("Export is down to 41. I'll also have the public page sort contacts by distance so the DX stands out."),
  U("sort by time rather than distance, people look up their own QSO by when they called us"),
  E("fars/public.py", "    rows.sort(key=lambda q: -q.distance_km)\n", "    rows.sort(key=lambda q: q.time_on)\n"),
 ], [
  L("four-char-locator", "rule", ["the public log page shows callsign and the locator to four characters only, never the six-character square"], reason=["a six-character locator puts you within a few streets of someone's house"]),
  L("seen-never-filled", "root_cause", ["nothing is ever added to it, so key in seen is always false"], files=["fars/export.py"]),
  L("skips-duplicates", "test_fixed", ["test_export_skips_duplicates"], files=["fars/export.py"]),
  L("sort-by-time", "correction", ["sort by time rather than distance"], reason=["people look up their own QSO by when they called us"], files=["fars/public.py"]),
 ], ["the logbook export has every 20m contact from saturday twice"]),

"r02_netcontrol_go": X("amateur radio society weekly net control roster (Go, go test)", "/home/priya/src/netroster", "2026-11-30T08:21:00", [
  A("Carrying on from yesterday: the roster generator gave Priya three Tuesdays in a row. Running the roster tests first."),
  B("go test ./roster/...", "--- FAIL: TestNoBackToBackNets (0.00s)\n    roster_test.go:34: week 12 and week 13 both have net control M0PRY\nFAIL\nFAIL\tgithub.com/fars/netroster/roster\t0.004s\nFAIL", True),
  A("Looks like the rotation index is reset at the start of each month: `i := 0` sits inside the month loop, so whoever is first on the list opens every month and gets the last week of one and the first of the next. Moving the counter outside."),
  E("roster/roster.go", "\tfor _, m := range months {\n\t\ti := 0\n", "\ti := 0\n\tfor _, m := range months {\n"),
  B("go test ./roster/...", "--- FAIL: TestNoBackToBackNets (0.00s)\n    roster_test.go:34: week 26 and week 27 both have net control G4KQT\nFAIL\nFAIL\tgithub.com/fars/netroster/roster\t0.005s\nFAIL", True),
  A("Better but not there. With 13 operators and 52 weeks the list wraps every 13 weeks, and the skip for people on holiday shifts the index without wrapping it, so the wrap lands on the same person twice. Taking the index modulo the list length after every skip."),
  E("roster/roster.go", "\t\t\ti++\n", "\t\t\ti = (i + 1) % len(ops)\n"),
  B("go test ./roster/...", "ok  \tgithub.com/fars/netroster/roster\t0.003s"),
  A("Passing. The roster page now shows each operator's full name next to their callsign."),
  U("why full names there? use the callsign and first name like on air, the roster gets forwarded round the other clubs and some members dont want their surname going everywhere"),
  E("web/roster.tmpl", "{{.Call}} {{.FullName}}", "{{.Call}} {{.FirstName}}"),
 ], [
  L("index-in-month-loop", "root_cause", ["the rotation index is reset at the start of each month"], files=["roster/roster.go"]),
  L("skip-without-wrap", "root_cause", ["the skip for people on holiday shifts the index without wrapping it"], files=["roster/roster.go"]),
  L("no-back-to-back", "test_fixed", ["TestNoBackToBackNets"], files=["roster/roster.go"]),
  L("callsign-first-name", "correction", ["use the callsign and first name like on air"], alternative=["why full names there?"], reason=["some members dont want their surname going everywhere"], files=["web/roster.tmpl"]),
 ], []),

"r03_minutes_ctest": X("amateur radio society committee minutes and repeater controller (C, ctest)", "/home/dave/src/gb3fr-ctl", "2026-11-30T08:37:00", [
  U("Minutes from thursday, Dave asked me to paste them in for you, item 5 is the code bit\n\nFARS committee 26/11\n1. Apologies from Mick and Sue\n2. Christmas construction evening 11 dec, soldering irons provided\n3. Nobody transmits on the club callsign unless a full licence holder is in the room, Ofcom is clear the club licence is the supervisor's responsibility\n4. The repeater logs never leave the club server, they hold callsigns and times that can show when someone is away from home\n5. Repeater timeout: people complain the repeater cuts them off after 2 minutes when it's meant to be 3. Dave to look at it\n6. Subs up to £18 from january, agreed 7-1\nnext meeting 10 dec"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "[ 50%] Building C object CMakeFiles/repeater.dir/src/timeout.c.o\n[100%] Linking C executable test_timeout\nTest project /home/dave/src/gb3fr-ctl/build\n    Start 1: test_timeout\n1/1 Test #1: test_timeout .....................***Failed    0.01 sec\ntest_timeout.c:22:test_timeout_after_three_minutes:FAIL: Expected 180 Was 120\n\n-----------------------\n1 Tests 1 Failures 0 Ignored\nFAIL\n\n0% tests passed, 1 tests failed out of 1\n\nThe following tests FAILED:\n\t  1 - test_timeout (Failed)\nErrors while running CTest", True),
  R("src/timeout.c", "#define TICK_MS 1500\nunsigned timeout_seconds(unsigned ticks) {\n    return ticks * 1000 / TICK_MS;\n}\n"),
  A("The tick is 1 s on the new controller board, but `TICK_MS` still says 1500 from the old board, so 180 ticks are counted as 120 seconds. Reading the tick from the board config rather than the old constant."),
  E("src/timeout.c", "#define TICK_MS 1500\n", "#include \"board.h\"\n#define TICK_MS BOARD_TICK_MS\n"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "Test project /home/dave/src/gb3fr-ctl/build\n    Start 1: test_timeout\n1/1 Test #1: test_timeout .....................   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 1\n\nTotal Test time (real) =   0.01 sec"),
  U("great thanks"),
 ], [
  L("full-licence-present", "rule", ["Nobody transmits on the club callsign unless a full licence holder is in the room"], reason=["the club licence is the supervisor's responsibility"]),
  L("logs-stay-on-server", "rule", ["The repeater logs never leave the club server"], reason=["they hold callsigns and times that can show when someone is away from home"]),
  L("old-board-tick", "root_cause", ["TICK_MS still says 1500 from the old board"], files=["src/timeout.c"]),
  L("three-minutes", "test_fixed", ["test_timeout_after_three_minutes"], files=["src/timeout.c"]),
 ], ["people complain the repeater cuts them off after 2 minutes when it's meant to be 3", "Subs up to £18 from january, agreed 7-1", "Christmas construction evening 11 dec, soldering irons provided", "great thanks"]),

"r04_contest_decide": X("amateur radio society club contest scoring (question before code)", "/home/mick/src/contest", "2026-11-30T08:52:00", [
  U("quick question before you write anything. for the club's winter 80m contest do we score per contact or per locator square? last year people argued about it for weeks"),
  A("Per contact rewards operating time; per square (multipliers) rewards going after rare ones and evens out between people with big and small antennas. Many contests do contacts times squares."),
  U("ok do contacts times squares. that way the lads with a dipole in the loft can still compete with the ones with a beam"),
  W("contest/score.py", "def score(log):\n    contacts = len(log)\n    squares = len({q.locator[:4] for q in log})\n    return contacts * squares\n"),
  A("Written. I could also pull everyone's logs automatically from their LoTW accounts if you give me the logins."),
  U("thanks, but no, we don't take anyone's logbook logins, people email the adif file to Mick and that's how it stays"),
  A("Understood, the scorer reads the ADIF files from the inbox folder only."),
 ], [
  L("contacts-times-squares", "decision", ["do contacts times squares"], reason=["the lads with a dipole in the loft can still compete"], files=["contest/score.py"]),
  L("no-logins", "correction", ["we don't take anyone's logbook logins, people email the adif file to Mick"]),
 ], ["do we score per contact or per locator square?", "last year people argued about it for weeks"]),

"r05_qsl_zig": X("amateur radio society QSL card printer (Zig, zig build test)", "/home/sue/src/qslprint", "2026-11-30T09:06:00", [
  U("zig build test\ntest\n+- run test 1/2 passed, 1 failed\nerror: 'qsl.test.utc time on card' failed: expected '1432', found '0232'\n/home/sue/src/qslprint/src/qsl.zig:48:5: 0x10a3f1c in test.utc time on card (test)\n    try std.testing.expectEqualStrings(\"1432\", card.time);\n    ^\nerror: the following test command failed with exit code 1:\n/home/sue/src/qslprint/zig-cache/o/9e1c.../test\n\ncards printed with times 12 hours out, we posted 30 of them"),
  R("src/qsl.zig", "    const hh = @mod(secs / 3600, 12);\n"),
  A("Hours are taken modulo 12, a 12-hour clock with no am/pm marker, so 14:32 becomes 02:32. UTC on a QSL card is always 24-hour, so modulo 24."),
  E("src/qsl.zig", "    const hh = @mod(secs / 3600, 12);\n", "    const hh = @mod(secs / 3600, 24);\n"),
  B("zig build test", "Build Summary: 3/3 steps succeeded; 2/2 tests passed\ntest success\n+- run test 2/2 passed 1ms MaxRSS:1M"),
  U("thank you. and while you're in there, cards only go out via the bureau or in an envelope, never printed with the member's address on the back as a postcard. Tony had one nicked from his porch"),
  E("src/layout.zig", "    try drawAddress(card, back);\n", ""),
  A("Removed the address block from the back layout; the card back now carries the QSO table only."),
 ], [
  L("modulo-twelve", "root_cause", ["Hours are taken modulo 12, a 12-hour clock with no am/pm marker"], files=["src/qsl.zig"]),
  L("utc-time", "test_fixed", ["utc time on card"], files=["src/qsl.zig"]),
  L("no-address-postcard", "rule", ["never printed with the member's address on the back as a postcard"], reason=["Tony had one nicked from his porch"], files=["src/layout.zig"]),
 ], ["cards printed with times 12 hours out, we posted 30 of them"]),

"r06_antenna_dune": X("amateur radio society antenna length calculator (OCaml, dune test)", "/home/mick/src/aerial", "2026-11-30T09:20:00", [
  U("the dipole calculator gives 30 metres for 40m band, the real thing is about 20. newcomers are cutting wire off it"),
  B("dune test", "File \"test/test_dipole.ml\", line 9, characters 2-60:\nFAIL half wave for 7.1 MHz\nExpected: 20.1\nReceived: 30.2\n\nTest Failed: 1 of 3 tests failed.", True),
  A("It's using the speed of light in km/s with the frequency in kHz: 300000 / 7100 / 2 * 1.42. Hmm, the 1.42 is the odd part; the velocity factor should be 0.95, and 1.42 looks like it was typed as 1/0.7 for coax. Swapping to 0.95."),
  E("lib/dipole.ml", "let vf = 1.42\n", "let vf = 0.95\n"),
  B("dune test", "File \"test/test_dipole.ml\", line 9, characters 2-60:\nFAIL half wave for 7.1 MHz\nExpected: 20.1\nReceived: 20.07\n\nTest Failed: 1 of 3 tests failed.", True),
  A("Right length now; the test compares floats exactly and the calculator doesn't round. Rounding to one decimal before display, since nobody cuts wire to the centimetre."),
  E("lib/dipole.ml", "let half_wave f = 300000. /. f /. 2. *. vf\n", "let half_wave f = Float.round (300000. /. f /. 2. *. vf *. 10.) /. 10.\n"),
  B("dune test", "Testing `dipole'.\n  [OK]          half wave          0   for 7.1 MHz.\n  [OK]          half wave          1   for 3.65 MHz.\n  [OK]          half wave          2   for 14.2 MHz.\n\nTest Successful in 0.002s. 3 tests run."),
  A("All three pass. I've also added a warning banner in red telling people to cut long and trim."),
  U("revert that. the banner is fine but not in red, half of our newcomers are colour-blind old boys and red on the dark page vanishes for them"),
  E("web/calc.css", ".warn { color: #c00; }\n", ".warn { font-weight: bold; }\n"),
 ], [
  L("coax-factor", "root_cause", ["1.42 looks like it was typed as 1/0.7 for coax"], files=["lib/dipole.ml"]),
  L("half-wave", "test_fixed", ["half wave for 7.1 MHz"], files=["lib/dipole.ml"]),
  L("not-red", "correction", ["revert that"], alternative=["the banner is fine but not in red"], reason=["red on the dark page vanishes for them"], files=["web/calc.css"]),
 ], ["the dipole calculator gives 30 metres for 40m band, the real thing is about 20"]),

"r07_exams_pest": X("amateur radio society licence exam booking (PHP, pest)", "/home/anil/src/fars-exams", "2026-11-30T09:35:00", [
  U("Hello, I am new helper for the exams. Important: the candidate must not see the other candidates names on the booking page, in the exam rules it is forbidden to share who sits the exam. Now problem: the foundation exam on 14 december shows full but we have 2 places"),
  B("./vendor/bin/pest --filter=capacity", "\n   FAIL  Tests\\Feature\\CapacityTest\n  ⨯ it counts cancelled bookings as free places                      0.02s\n  ─────────────────────────────────────────────────────────────────────\n   FAILED  Tests\\Feature\\CapacityTest > it counts cancelled bookings as free places\n  Failed asserting that 0 is identical to 2.\n\n  at tests/Feature/CapacityTest.php:19\n     15▕     $exam = Exam::factory()->create(['places' => 6]);\n     16▕     Booking::factory()->count(4)->for($exam)->create();\n     17▕     Booking::factory()->count(2)->for($exam)->cancelled()->create();\n     18▕\n  ➜  19▕     expect($exam->freePlaces())->toBe(2);\n\n  Tests:    1 failed (1 assertions)\n  Duration: 0.31s", True),
  A("freePlaces() counts every booking row, cancelled ones included; cancelling sets a status, it doesn't delete the row. Filtering on status."),
  E("app/Models/Exam.php", "        return $this->places - $this->bookings()->count();\n", "        return $this->places - $this->bookings()->where('status', '!=', 'cancelled')->count();\n"),
  B("./vendor/bin/pest --filter=capacity", "\n   PASS  Tests\\Feature\\CapacityTest\n  ✓ it counts cancelled bookings as free places                      0.02s\n\n  Tests:    1 passed (1 assertions)\n  Duration: 0.28s"),
  A("Two places show free again. Shall I email the waiting list automatically when a place frees?"),
  U("not automatic please. Anil sends it by hand, because the invigilator must agree first that there is enough desks in the room"),
 ], [
  L("no-candidate-names", "rule", ["the candidate must not see the other candidates names on the booking page"], reason=["it is forbidden to share who sits the exam"]),
  L("cancelled-rows", "root_cause", ["counts every booking row, cancelled ones included"], files=["app/Models/Exam.php"]),
  L("cancelled-free", "test_fixed", ["it counts cancelled bookings as free places"], files=["app/Models/Exam.php"]),
  L("manual-waitlist", "correction", ["not automatic", "Anil sends it by hand"], reason=["the invigilator must agree first that there is enough desks in the room"]),
 ], ["the foundation exam on 14 december shows full but we have 2 places"]),

"r08_beacon_julia": X("amateur radio society 10m beacon monitor (Julia, Pkg.test)", "/home/dave/src/BeaconWatch.jl", "2026-11-30T09:49:00", [
  U("beacon monitor says the GB3RAL beacon was off air all last night. it wasn't, I heard it"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing BeaconWatch\nTest Summary: | Pass  Fail  Total  Time\nBeaconWatch   |    4     1      5  0.9s\n  snr threshold: Test Failed at /home/dave/src/BeaconWatch.jl/test/runtests.jl:18\n  Expression: heard(spot(-19.0))\n   Evaluated: false\nERROR: LoadError: Some tests did not pass: 4 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package BeaconWatch errored during testing", True),
  A("Night spots come in weaker and the SNR cut-off is `snr > -18`, so anything at -19 or below is treated as not heard. The receiver decodes down to about -24, so the threshold wants to be -24."),
  E("src/BeaconWatch.jl", "heard(s) = s.snr > -18\n", "heard(s) = s.snr > -24\n"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing BeaconWatch\nTest Summary: | Pass  Total  Time\nBeaconWatch   |    5      5  0.8s\n     Testing BeaconWatch tests passed"),
  A("Passing. I've set the off-air alert to fire after 10 minutes without a spot."),
  U("60 minutes. the band closes at night and it would page Dave every ten minutes till morning"),
  E("src/alerts.jl", "const OFF_AIR_MIN = 10\n", "const OFF_AIR_MIN = 60\n"),
 ], [
  L("snr-cutoff", "root_cause", ["the SNR cut-off is snr > -18, so anything at -19 or below is treated as not heard"], files=["src/BeaconWatch.jl"]),
  L("snr-threshold", "test_fixed", ["snr threshold"], files=["src/BeaconWatch.jl"]),
  L("sixty-minutes", "correction", ["60 minutes"], reason=["the band closes at night and it would page Dave every ten minutes"], files=["src/alerts.jl"]),
 ], ["beacon monitor says the GB3RAL beacon was off air all last night"]),

"r09_events_elm": X("amateur radio society events page (Elm, elm-test)", "/home/priya/src/fars-web", "2026-11-30T10:03:00", [
  U("the field day page is showing the wrong date, says sunday 1st, it's saturday 7th"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 210455\n\n↓ EventsTest\n↓ formatDate\n✗ field day falls on the first saturday after the 1st\n\n    Sat 7 Dec\n    ╷\n    │ Expect.equal\n    ╵\n    Sun 1 Dec\n\nTEST RUN FAILED\n\nDuration: 212 ms\nPassed:   5\nFailed:   1", True),
  A("nthWeekday walks forward from the 1st and stops on the first day its check holds. The check is `/= Time.Sat`, not equal, so it stops at once on Sunday the 1st. It wants `==`."),
  E("src/Events.elm", "        if Time.toWeekday zone d /= Time.Sat then\n", "        if Time.toWeekday zone d == Time.Sat then\n"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 39211\n\nTEST RUN PASSED\n\nDuration: 198 ms\nPassed:   6\nFailed:   0"),
  A("Date is right. I also put the site's exact grid reference and a map pin on the page."),
  U("take the pin off, just 'Hollow Lane layby, follow the signs'. we had kit stolen off the mast overnight in 2022 after the location was online for a month"),
  E("src/Events.elm", "        , mapPin event.gridRef\n", ""),
  U("and make the date bigger, the old boys cant read it"),
  E("src/Style.elm", "    Font.size 14\n", "    Font.size 20\n"),
 ], [
  L("not-equal-saturday", "root_cause", ["The check is /= Time.Sat, not equal, so it stops at once on Sunday the 1st"], files=["src/Events.elm"]),
  L("first-saturday", "test_fixed", ["field day falls on the first saturday after the 1st"], files=["src/Events.elm"]),
  L("no-map-pin", "correction", ["take the pin off, just 'Hollow Lane layby, follow the signs'"], reason=["we had kit stolen off the mast overnight in 2022"], files=["src/Events.elm"]),
 ], ["the field day page is showing the wrong date, says sunday 1st, it's saturday 7th", "and make the date bigger, the old boys cant read it"]),

"r10_kitloan_pester": X("amateur radio society kit loan register (PowerShell, Pester)", "C:\\Users\\Mick\\src\\KitLoans", "2026-11-30T10:17:00", [
  U("loan register: the FT-817 shows as on loan to me still, I brought it back last week. Also from now on a radio only goes out on loan to someone who's been a member 6 months, we lost a handheld to someone who joined and vanished"),
  B("Invoke-Pester -Path .\\tests -Output Detailed", "Pester v5.5.0\n\nStarting discovery in 1 files.\nDiscovery found 3 tests in 31ms.\nRunning tests.\n[-] Return-Kit.marks the item as in the cupboard 18ms (15ms|3ms)\n Expected 'InCupboard', but got 'OnLoan'.\n at $kit.Status | Should -Be 'InCupboard', C:\\Users\\Mick\\src\\KitLoans\\tests\\Loans.Tests.ps1:14\nTests completed in 204ms\nTests Passed: 2, Failed: 1, Skipped: 0 NotRun: 0", True),
  R("src\\Loans.psm1", "function Return-Kit($Register, $Serial) {\n    $kit = $Register | Where-Object Serial -eq $Serial\n    $kit = $kit | Select-Object *, @{n='Status';e={'InCupboard'}}\n}\n"),
  A("Return-Kit builds a new object with Select-Object and assigns it to the local $kit, so the entry in the register is never touched. Setting the property on the register's own object."),
  E("src\\Loans.psm1", "    $kit = $kit | Select-Object *, @{n='Status';e={'InCupboard'}}\n", "    $kit.Status = 'InCupboard'\n"),
  B("Invoke-Pester -Path .\\tests -Output Detailed", "Pester v5.5.0\n\nStarting discovery in 1 files.\nDiscovery found 3 tests in 29ms.\nRunning tests.\n[+] C:\\Users\\Mick\\src\\KitLoans\\tests\\Loans.Tests.ps1 211ms (14ms|168ms)\nTests completed in 213ms\nTests Passed: 3, Failed: 0, Skipped: 0 NotRun: 0"),
  A("Return works. Added the six-month check to New-Loan, based on the JoinDate column."),
  E("src\\Loans.psm1", "function New-Loan($Register, $Serial, $Member) {\n", "function New-Loan($Register, $Serial, $Member) {\n    if ($Member.JoinDate -gt (Get-Date).AddMonths(-6)) { throw 'Members of under 6 months cannot borrow radios' }\n"),
 ], [
  L("six-months", "rule", ["a radio only goes out on loan to someone who's been a member 6 months"], reason=["we lost a handheld to someone who joined and vanished"], files=["src\\Loans.psm1"]),
  L("local-copy", "root_cause", ["the entry in the register is never touched"], files=["src\\Loans.psm1"]),
  L("in-cupboard", "test_fixed", ["marks the item as in the cupboard"], files=["src\\Loans.psm1"]),
 ], ["the FT-817 shows as on loan to me still, I brought it back last week"]),

"r11_chat_radio": X("amateur radio society chit-chat", "/home/dave/src/fars-log", "2026-11-30T10:29:00", [
  U("just back from the rally at Newark, spent far too much"),
  A("Find anything good?"),
  U("a box of old valves for a fiver. never again am i carrying a 30kg power supply across a car park. always the last stall that has the thing you wanted"),
  A("Ha, that's how it goes at rallies."),
  U("remember to remind me to ring Sue about the raffle prizes, haha, no code today"),
  A("Enjoy the valves."),
 ], [], ["just back from the rally at Newark", "never again am i carrying a 30kg power supply across a car park", "always the last stall that has the thing you wanted", "remind me to ring Sue about the raffle prizes", "no code today"]),
# ---------------------------------------------------------------- folk club
"k01_floorspots_sbt": X("folk club singaround floor spot list (Scala, sbt test)", "/home/rosie/src/floorspots", "2026-11-30T10:40:00", [
  A("Picking up the floor spot list: on Thursday's singaround the app put Martin on twice and left Hannah off. Running the spot tests."),
  B("sbt test", "[info] FloorSpotsSpec:\n[info] - gives every signed-up singer one spot *** FAILED ***\n[info]   List(Martin, Joan, Martin, Ed) did not contain \"Hannah\" (FloorSpotsSpec.scala:21)\n[info] - keeps the guest's slot after the interval\n[info] Run completed in 412 milliseconds.\n[info] Total number of tests run: 2\n[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tfolk.FloorSpotsSpec\n[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful", True),
  R("src/main/scala/folk/FloorSpots.scala", "  def order(signups: Seq[Singer]): Seq[Singer] =\n    signups.sortBy(_.signedAt).zipWithIndex.map { case (s, i) => signups(i % 3) }\n"),
  A("order() sorts the list and then throws the sorted copy away, indexing back into the unsorted signups with i % 3, so only the first three names ever come out and they repeat. Using the sorted list directly."),
  E("src/main/scala/folk/FloorSpots.scala", "    signups.sortBy(_.signedAt).zipWithIndex.map { case (s, i) => signups(i % 3) }\n", "    signups.sortBy(_.signedAt)\n"),
  B("sbt test", "[info] FloorSpotsSpec:\n[info] - gives every signed-up singer one spot\n[info] - keeps the guest's slot after the interval\n[info] Run completed in 388 milliseconds.\n[info] Total number of tests run: 2\n[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed."),
  U("ah lovely. one thing, floor spots are two songs or ten minutes whichever is less, never more, the guest gets paid to do the long set and the floor singers don't"),
  E("src/main/scala/folk/FloorSpots.scala", "  val SpotMinutes = 15\n", "  val SpotMinutes = 10\n  val SpotSongs = 2\n"),
  A("Spots are capped at two songs or ten minutes on the running order."),
 ], [
  L("sorted-copy-thrown", "root_cause", ["throws the sorted copy away, indexing back into the unsorted signups"], files=["src/main/scala/folk/FloorSpots.scala"]),
  L("one-spot-each", "test_fixed", ["gives every signed-up singer one spot"], files=["src/main/scala/folk/FloorSpots.scala"]),
  L("two-songs", "rule", ["floor spots are two songs or ten minutes whichever is less"], reason=["the guest gets paid to do the long set and the floor singers don't"], files=["src/main/scala/folk/FloorSpots.scala"]),
 ], ["ah lovely"]),

"k02_door_dotnet": X("folk club door list and ticket sales (C#, dotnet test)", "/home/ian/src/CrownDoor", "2026-11-30T10:54:00", [
  U("the door list for the Kathryn Tickell night says 112 sold, the room holds 80 and we only put 80 on sale"),
  B("dotnet test", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  CrownDoor.Tests -> /home/ian/src/CrownDoor/tests/bin/Debug/net8.0/CrownDoor.Tests.dll\nTest run for /home/ian/src/CrownDoor/tests/bin/Debug/net8.0/CrownDoor.Tests.dll (.NETCoreApp,Version=v8.0)\n  Failed CrownDoor.Tests.SalesTests.RefundedTicketsAreNotSold [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 80\nActual:   112\n  Stack Trace:\n     at CrownDoor.Tests.SalesTests.RefundedTicketsAreNotSold() in /home/ian/src/CrownDoor/tests/SalesTests.cs:line 27\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 41 ms", True),
  A("112 is 80 plus 32. Were tickets refunded for that night at some point?"),
  U("yes loads when we moved it from october, people couldnt make the new date"),
  A("So the count adds refunds instead of subtracting them: Stripe sends a refund as a charge row with a negative amount, and Sold() counts rows, not the sign. 32 refunds from the rescheduled date were counted as 32 more sales."),
  E("src/Sales.cs", "        return charges.Count();\n", "        return charges.Count(c => c.Amount > 0) - charges.Count(c => c.Amount < 0);\n"),
  B("dotnet test", "Test run for /home/ian/src/CrownDoor/tests/bin/Debug/net8.0/CrownDoor.Tests.dll (.NETCoreApp,Version=v8.0)\n\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 38 ms"),
  A("80 now. I'll print the door list with each buyer's email so the door steward can check them off."),
  U("names only on the printed list, no emails. it sits on the table by the door all night and anyone can read it"),
  E("src/DoorList.cs", "            row.Add(t.Email);\n", ""),
 ], [
  L("refund-rows", "root_cause", ["Sold() counts rows, not the sign"], files=["src/Sales.cs"]),
  L("refunds-not-sold", "test_fixed", ["RefundedTicketsAreNotSold"], files=["src/Sales.cs"]),
  L("names-only", "correction", ["names only on the printed list, no emails"], reason=["it sits on the table by the door all night and anyone can read it"], files=["src/DoorList.cs"]),
 ], ["the door list for the Kathryn Tickell night says 112 sold", "the room holds 80 and we only put 80 on sale", "yes loads when we moved it from october"]),

"k03_guests_prove": X("folk club guest booking email and fee sheet (Perl, prove)", "/home/rosie/src/guestfees", "2026-11-30T11:08:00", [
  U("Forwarding Jen's email, she runs the bookings, the fee thing is at the bottom\n\n---\nHi all,\nThe spring list is nearly done - we've got Sam Kelly in March and the Young'uns in April if the deposit arrives.\nA few things we agreed at the meeting so they're written down:\n- A guest is paid the agreed fee on the night in cash or by transfer that week, never 'depending on the door', we lost two acts who heard we did that in the 90s\n- Nobody records a guest's set, phone or otherwise, without the guest saying yes first, some of them sell their own live albums\n- Raffle moves to before the interval\n- Tea and coffee going up to £1.20\nAlso the fee sheet is adding the PRS percentage twice I think, the total looks too big.\nJen x\n---"),
  B("prove -lv t/fees.t", "t/fees.t ..\nok 1 - fee with no PRS\nnot ok 2 - PRS added once\n#   Failed test 'PRS added once'\n#   at t/fees.t line 15.\n#          got: '276.09'\n#     expected: '262.95'\n1..2\n# Looks like you failed 1 test of 2.\nDubious, test returned 1 (wstat 256, 0x100)\nFailed 1/2 subtests\n\nTest Summary Report\n-------------------\nt/fees.t (Wstat: 256 (exit status 1) Tests: 2 Failed: 1)\n  Failed test:  2\nFiles=1, Tests=2,  0 wallclock secs\nResult: FAIL", True),
  R("lib/Fees.pm", "sub total {\n    my ($fee, $door) = @_;\n    my $prs = $door * PRS_RATE;\n    return add_prs($fee + $prs, $door);\n}\n"),
  A("Jen's right: total() works out the PRS on the door takings, then passes the sum to add_prs, which adds it a second time. Returning the sum directly."),
  E("lib/Fees.pm", "    return add_prs($fee + $prs, $door);\n", "    return $fee + $prs;\n"),
  B("prove -lv t/fees.t", "t/fees.t ..\nok 1 - fee with no PRS\nok 2 - PRS added once\n1..2\nok\nAll tests successful.\nFiles=1, Tests=2,  0 wallclock secs ( 0.01 usr  0.00 sys +  0.04 cusr  0.01 csys =  0.06 CPU)\nResult: PASS"),
 ], [
  L("fee-on-night", "rule", ["A guest is paid the agreed fee on the night in cash or by transfer that week, never 'depending on the door'"], reason=["we lost two acts who heard we did that in the 90s"]),
  L("no-recording", "rule", ["Nobody records a guest's set, phone or otherwise, without the guest saying yes first"], reason=["some of them sell their own live albums"]),
  L("prs-twice", "root_cause", ["passes the sum to add_prs, which adds it a second time"], files=["lib/Fees.pm"]),
  L("prs-once", "test_fixed", ["PRS added once"], files=["lib/Fees.pm"]),
 ], ["the fee sheet is adding the PRS percentage twice I think, the total looks too big", "Raffle moves to before the interval", "Tea and coffee going up to £1.20"]),

"k04_songbook_gleam": X("folk club songbook lyrics site (Gleam, gleam test)", "/home/ed/src/songbook", "2026-11-30T11:22:00", [
  U("search on the songbook doesn't find 'Wild Mountain Thyme' if you type thyme"),
  B("gleam test", "  Compiling songbook\n   Compiled in 0.41s\n    Running songbook_test.main\n.F.\nFailures:\n\n  1) songbook_test.search_finds_word_in_title_test: module 'songbook_test'\n     Values were not equal\n     expected: [\"Wild Mountain Thyme\"]\n          got: []\n     output: \n\nFinished in 0.012 seconds\n3 tests, 1 failures", True),
  A("Search is matching whole titles: `string.starts_with(title, query)`. Titles that don't begin with the word never match. Switching to `contains`."),
  E("src/songbook/search.gleam", "string.starts_with(song.title, query)", "string.contains(song.title, query)"),
  B("gleam test", "  Compiling songbook\n   Compiled in 0.38s\n    Running songbook_test.main\n.F.\nFailures:\n\n  1) songbook_test.search_finds_word_in_title_test: module 'songbook_test'\n     Values were not equal\n     expected: [\"Wild Mountain Thyme\"]\n          got: []\n\nFinished in 0.011 seconds\n3 tests, 1 failures", True),
  A("Still empty: the test searches for \"thyme\" and the title has \"Thyme\", and Gleam's contains is case-sensitive. Lowercasing both sides."),
  E("src/songbook/search.gleam", "string.contains(song.title, query)", "string.contains(string.lowercase(song.title), string.lowercase(query))"),
  B("gleam test", "  Compiling songbook\n   Compiled in 0.40s\n    Running songbook_test.main\n...\nFinished in 0.010 seconds\n3 tests, 0 failures"),
  A("Found. Want me to add the chords above the lyrics for the guitarists?"),
  U("no chords thanks, the songbook is words only on purpose so the whole room sings and nobody feels they need an instrument"),
  A("Fine, words only."),
  U("and the copyright ones, only traditional songs or ones the writer has okayed get their words up, everything else title and who sings it"),
  E("src/songbook/page.gleam", "  lyrics_block(song)\n", "  case song.cleared { True -> lyrics_block(song) False -> title_only(song) }\n"),
 ], [
  L("starts-with", "root_cause", ["Search is matching whole titles"], files=["src/songbook/search.gleam"]),
  L("case-sensitive", "root_cause", ["Gleam's contains is case-sensitive"], files=["src/songbook/search.gleam"]),
  L("word-in-title", "test_fixed", ["search_finds_word_in_title_test"], files=["src/songbook/search.gleam"]),
  L("no-chords", "correction", ["no chords", "the songbook is words only on purpose"], reason=["so the whole room sings and nobody feels they need an instrument"]),
  L("cleared-only", "rule", ["only traditional songs or ones the writer has okayed get their words up"], alternative=["everything else title and who sings it"], files=["src/songbook/page.gleam"]),
 ], ["search on the songbook doesn't find 'Wild Mountain Thyme' if you type thyme"]),

"k05_raffle_rake": X("folk club raffle draw (Ruby, minitest via rake test)", "/home/ian/src/raffle", "2026-11-30T11:37:00", [
  A("The raffle app drew ticket 0 last week, which nobody held. Running the draw tests."),
  B("bundle exec rake test", "Run options: --seed 5021\n\n# Running:\n\n.F\n\nFailure:\nDrawTest#test_draw_is_within_sold_tickets [test/draw_test.rb:12]:\nExpected 0 to be >= 1.\n\nbin/rails test test/draw_test.rb:9\n\nFinished in 0.004521s, 442.3 runs/s, 442.3 assertions/s.\n2 runs, 2 assertions, 1 failures, 0 errors, 0 skips\nrake aborted!\nCommand failed with status (1)", True),
  A("rand(n) in Ruby gives 0 to n-1 and tickets are numbered from 1, so ticket 0 can be drawn and the last ticket never can. Using rand(1..n)."),
  E("lib/draw.rb", "    rand(sold)\n", "    rand(1..sold)\n"),
  B("bundle exec rake test", "Run options: --seed 33410\n\n# Running:\n\n..\n\nFinished in 0.003902s, 512.6 runs/s, 512.6 assertions/s.\n2 runs, 2 assertions, 0 failures, 0 errors, 0 skips"),
  A("Fixed. I also made the draw screen show the winner's name and phone number so the MC can call them if they've gone home."),
  U("revert that, the screen is projected on the wall behind the stage, everyone in the room would see the phone number. winner's ticket number only and Ian rings them from the sheet"),
  E("app/views/draw.erb", "<%= winner.name %> <%= winner.phone %>", "Ticket <%= winner.number %>"),
 ], [
  L("rand-zero", "root_cause", ["rand(n) in Ruby gives 0 to n-1 and tickets are numbered from 1"], files=["lib/draw.rb"]),
  L("within-sold", "test_fixed", ["test_draw_is_within_sold_tickets"], files=["lib/draw.rb"]),
  L("ticket-number-only", "correction", ["revert that"], alternative=["winner's ticket number only"], reason=["everyone in the room would see the phone number"], files=["app/views/draw.erb"]),
 ], []),

"k06_pa_rebar": X("folk club PA kit checklist (Erlang, rebar3 eunit)", "/home/ed/src/pakit", "2026-11-30T11:51:00", [
  U("morning!! first, the club's PA never goes out on loan to other clubs or to members' gigs, the insurance only covers it in the Crown's upstairs room. then the kit list: it says we're missing a mic stand every week and we're not"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling pakit\n===> Performing EUnit tests...\npakit_tests: count_stands_test...*failed*\nin function pakit_tests:'-count_stands_test/0-fun-0-'/0 (test/pakit_tests.erl, line 9)\n**error:{assertEqual,[{module,pakit_tests},\n              {line,9},\n              {expression,\"pakit : count ( stand , Kit )\"},\n              {expected,6},\n              {value,5}]}\n  output:<<\"\">>\n\n=======================================================\n  Failed: 1.  Skipped: 0.  Passed: 3.\n===> Error running tests", True),
  A("The kit list has one stand entered as `boom_stand` and count/2 matches on the atom `stand` exactly, so the boom stand is never counted. I'd rather group them: counting any item whose type is a stand."),
  E("src/pakit.erl", "count(Type, Kit) -> length([I || #item{type = T} = I <- Kit, T =:= Type]).\n", "count(stand, Kit) -> length([I || #item{type = T} = I <- Kit, lists:member(T, [stand, boom_stand])]);\ncount(Type, Kit) -> length([I || #item{type = T} = I <- Kit, T =:= Type]).\n"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Compiling pakit\n===> Performing EUnit tests...\n....\nFinished in 0.031 seconds\n4 tests, 0 failures"),
  U("good. I'm taking it to the blues night next door on friday so can you mark it as out"),
  A("I can, but you said at the start the PA never goes out on loan, insurance only in the Crown's upstairs room. Is the blues night in that room?"),
  U("oh. no it's downstairs. fair, leave it in then"),
 ], [
  L("pa-never-loaned", "rule", ["the club's PA never goes out on loan to other clubs or to members' gigs"], reason=["the insurance only covers it in the Crown's upstairs room"]),
  L("boom-stand-atom", "root_cause", ["count/2 matches on the atom stand exactly, so the boom stand is never counted"], files=["src/pakit.erl"]),
  L("count-stands", "test_fixed", ["count_stands_test"], files=["src/pakit.erl"]),
 ], ["it says we're missing a mic stand every week and we're not", "I'm taking it to the blues night next door on friday so can you mark it as out", "oh. no it's downstairs. fair, leave it in then"]),

"k07_newsletter_mocha": X("folk club monthly newsletter builder (TypeScript, mocha)", "/home/rosie/src/crownnews", "2026-11-30T12:05:00", [
  U("newsletter builder puts the december guests in november's issue"),
  B("npx mocha", "\n\n  upcoming()\n    ✔ lists nothing from the past\n    1) lists only next month's guests\n\n\n  1 passing (9ms)\n  1 failing\n\n  1) upcoming()\n       lists only next month's guests:\n\n      AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:\n+ actual - expected\n\n  [\n+   'Sam Kelly',\n    'Jez Lowe'\n  ]\n      at Context.<anonymous> (test/upcoming.test.ts:18:12)\n", True),
  A("JavaScript months count from 0. upcoming() does `getMonth() + 1` to get next month and then compares against the 1-based month in the guest list, so the two off-by-ones cancel out into this month instead. Comparing both as Date ranges instead of month numbers."),
  E("src/upcoming.ts", "  return guests.filter(g => g.month === now.getMonth() + 1)\n", "  const start = new Date(now.getFullYear(), now.getMonth() + 1, 1)\n  const end = new Date(now.getFullYear(), now.getMonth() + 2, 1)\n  return guests.filter(g => g.date >= start && g.date < end)\n"),
  B("npx mocha", "\n\n  upcoming()\n    ✔ lists nothing from the past\n    ✔ lists only next month's guests\n\n\n  2 passing (8ms)\n"),
  A("Only next month's guests now. Should the newsletter go to the whole mailing list or just paid-up members?"),
  U("everyone on the list, its how we get people in the door. but send it bcc, always, last year someone replied-all with a rant"),
  E("src/send.ts", "    to: list,\n", "    to: 'news@crownfolk.org.uk',\n    bcc: list,\n"),
 ], [
  L("zero-based-month", "root_cause", ["JavaScript months count from 0"], files=["src/upcoming.ts"]),
  L("next-month", "test_fixed", ["lists only next month's guests"], files=["src/upcoming.ts"]),
  L("whole-list", "decision", ["everyone on the list"], reason=["its how we get people in the door"]),
  L("bcc-always", "rule", ["send it bcc, always"], reason=["last year someone replied-all with a rant"], files=["src/send.ts"]),
 ], ["newsletter builder puts the december guests in november's issue"]),

"k08_nights_decide": X("folk club singaround night planning (question before code)", "/home/ian/src/crownnights", "2026-11-30T12:19:00", [
  U("we're moving the club nights to a booking system. before you start, should singaround nights need a ticket like guest nights? some say it'd keep numbers down"),
  A("A free ticket gives you numbers for the room limit; no ticket keeps it open to walk-ins. For singarounds, which rely on people turning up, most clubs don't ticket."),
  U("no tickets for singarounds, walk-in only. half our best singers just turn up on the night when their shift finishes"),
  A("OK. Guest nights stay ticketed, singarounds get a 'just turn up' line. I'll put a £3 suggested donation on the singaround line."),
  U("leave the price off it, its a bucket on the bar, people put in what they can and a number puts students off"),
  W("src/nights.py", "NIGHTS = {\n    'guest': {'ticketed': True},\n    'singaround': {'ticketed': False, 'note': 'Just turn up. Bucket on the bar.'},\n}\n"),
  U("perfect, ta"),
 ], [
  L("walk-in-only", "decision", ["no tickets for singarounds, walk-in only"], reason=["half our best singers just turn up on the night"], files=["src/nights.py"]),
  L("no-price", "correction", ["leave the price off it"], reason=["a number puts students off"], files=["src/nights.py"]),
 ], ["should singaround nights need a ticket like guest nights?", "perfect, ta"]),

"k09_archive_stack": X("folk club recordings archive (Haskell, stack test)", "/home/ed/src/crown-archive", "2026-11-30T12:33:00", [
  U("the archive page has put up the recording of the Bella Hardy night, she never agreed to that, it was only for the club's own files!! please take it down now"),
  A("Taking it down first."),
  E("archive/public.yaml", "- bella-hardy-2019-03.mp3\n", ""),
  A("It's gone from the public list. The publish step reads `consent: yes` from each recording's sidecar file, and the 2019 ones were imported before that field existed; the parser defaults a missing field to yes."),
  U("ok. from now on nothing gets published unless consent says yes in the file, missing means no. we could lose guests over this"),
  B("stack test", "crown-archive> test (suite: spec)\n\nConsent\n  treats a missing consent field as no FAILED [1]\n\nFailures:\n\n  test/ConsentSpec.hs:11:5: \n  1) Consent treats a missing consent field as no\n       expected: False\n        but got: True\n\n  To rerun use: --match \"/Consent/treats a missing consent field as no/\"\n\nRandomized with seed 88120\n\nFinished in 0.0013 seconds\n1 example, 1 failure\n\ncrown-archive> Test suite spec failed", True),
  E("src/Consent.hs", "consented m = M.findWithDefault \"yes\" \"consent\" m == \"yes\"\n", "consented m = M.lookup \"consent\" m == Just \"yes\"\n"),
  B("stack test", "crown-archive> test (suite: spec)\n\nConsent\n  treats a missing consent field as no\n\nFinished in 0.0009 seconds\n1 example, 0 failures\n\ncrown-archive> Test suite spec passed"),
  U("thank you. i'll email her"),
 ], [
  L("missing-default-yes", "root_cause", ["the parser defaults a missing field to yes"], files=["src/Consent.hs"]),
  L("consent-missing-no", "rule", ["nothing gets published unless consent says yes in the file, missing means no"], reason=["we could lose guests over this"], files=["src/Consent.hs"]),
  L("missing-is-no", "test_fixed", ["treats a missing consent field as no"], files=["src/Consent.hs"]),
 ], ["the archive page has put up the recording of the Bella Hardy night, she never agreed to that", "thank you. i'll email her"]),

"k10_setlist_shellspec": X("folk club running order printer (shell, shellspec)", "/home/rosie/src/runorder", "2026-11-30T12:47:00", [
  U("running order sheet prints the interval at 9:70"),
  B("shellspec spec/times_spec.sh", "Running: /bin/sh [sh]\nF.\n\nExamples:\n  1) add_minutes rolls over the hour\n     When call add_minutes 9:40 30\n\n     1.1) The output should eq 10:10\n\n            expected: \"10:10\"\n                 got: \"9:70\"\n\n          # spec/times_spec.sh:6\n\nFinished in 0.04 seconds (user 0.03 seconds, sys 0.01 seconds)\n2 examples, 1 failure\n\n\nFailure examples / Errors: (Listing format)\n\nshellspec spec/times_spec.sh:4 # 1) add_minutes rolls over the hour FAILED", True),
  A("add_minutes adds to the minutes field and prints it as is, with no carry into the hour. Converting to minutes since midnight and back."),
  E("lib/times.sh", "  echo \"$h:$((m + $2))\"\n", "  t=$((h * 60 + m + $2))\n  printf '%d:%02d\\n' $((t / 60)) $((t % 60))\n"),
  B("shellspec spec/times_spec.sh", "Running: /bin/sh [sh]\n..\n\nFinished in 0.03 seconds (user 0.02 seconds, sys 0.01 seconds)\n2 examples, 0 failures"),
  A("Fixed, 10:10. Interval set at 20 minutes like the template."),
  U("make it 30 rather than 20, the bar needs 30 to get everyone served and Dave moans otherwise"),
  E("lib/order.sh", "INTERVAL=20\n", "INTERVAL=30\n"),
 ], [
  L("no-carry", "root_cause", ["with no carry into the hour"], files=["lib/times.sh"]),
  L("rolls-over", "test_fixed", ["add_minutes rolls over the hour"], files=["lib/times.sh"]),
  L("interval-30", "correction", ["make it 30 rather than 20"], reason=["the bar needs 30 to get everyone served"], files=["lib/order.sh"]),
 ], ["running order sheet prints the interval at 9:70"]),

"k11_chat_folk": X("folk club chit-chat", "/home/ian/src/crownnights", "2026-11-30T12:58:00", [
  U("what a night last night, the whole room did the chorus of the Leaving of Liverpool"),
  A("That sounds like a great singaround."),
  U("it was. never again am i following the shanty lot with a quiet ballad though. always the bloke with the concertina who knows every verse"),
  A("A hard act to follow."),
  U("must remember to give Jen her tambourine back, lol. nothing for you today"),
  A("See you next time."),
 ], [], ["the whole room did the chorus of the Leaving of Liverpool", "never again am i following the shanty lot with a quiet ballad", "always the bloke with the concertina who knows every verse", "must remember to give Jen her tambourine back", "nothing for you today"]),
# ---------------------------------------------------------------- fencing club
"e01_pools_ava": X("fencing club pool sheet generator (Node, ava)", "/home/lena/src/poolsheets", "2026-11-30T13:10:00", [
  U("hi! ground rule for anything touching bouts: an under-14 never gets drawn against an adult in a pool unless a coach has ticked them as 'mixed ok', the parents sign up for junior fencing not for getting hit by a 90kg sabreur. ok so problem, the pool sheet for saturday has 8 fencers in pool B and 5 in pool A, should be 7 and 6"),
  B("npx ava test/pools.test.js", "\n  ✘ [fail]: splits 13 fencers into pools of 7 and 6\n\n  splits 13 fencers into pools of 7 and 6\n\n  test/pools.test.js:14\n\n   13:   const pools = makePools(fencers(13), 2);\n   14:   t.deepEqual(pools.map(p => p.length), [7, 6]);\n   15: });\n\n  Difference (- actual, + expected):\n\n    [\n  -   5,\n  -   8,\n  +   7,\n  +   6,\n    ]\n\n  ─\n\n  1 test failed\n  3 tests passed", True),
  R("src/pools.js", "export function makePools(fs, n) {\n  const size = Math.floor(fs.length / n);\n  const pools = [];\n  for (let i = 0; i < n - 1; i++) pools.push(fs.slice(i * size, (i + 1) * size));\n  pools.push(fs.slice((n - 1) * size));\n  return pools.reverse();\n}\n"),
  A("The sizes come from slicing in blocks of floor(13/2) = 6, so every leftover fencer lands in the last pool, and that's before the seeding is even considered. Pools should be filled the snake way, by seed, round-robin across pools, which gives 7 and 6 and spreads the strong fencers."),
  E("src/pools.js", "  const size = Math.floor(fs.length / n);\n  const pools = [];\n  for (let i = 0; i < n - 1; i++) pools.push(fs.slice(i * size, (i + 1) * size));\n  pools.push(fs.slice((n - 1) * size));\n  return pools.reverse();\n", "  const pools = Array.from({ length: n }, () => []);\n  fs.forEach((f, i) => {\n    const row = Math.floor(i / n), col = i % n;\n    pools[row % 2 ? n - 1 - col : col].push(f);\n  });\n  return pools;\n"),
  B("npx ava test/pools.test.js", "\n  ✔ splits 13 fencers into pools of 7 and 6\n  ✔ snake seeds the top two apart\n  ✔ empty entry gives empty pools\n  ✔ one pool keeps everyone\n  ─\n\n  4 tests passed"),
  A("7 and 6 now. On the printed sheet I've put each fencer's date of birth by their name so the referee can spot the juniors."),
  U("why date of birth there? use the category, U14, U17, senior. the sheets get left on the hall's notice board and a child's birthday has no business being on it"),
  E("src/sheet.js", "  cell(f.dob)\n", "  cell(category(f))\n"),
 ], [
  L("u14-not-adult", "rule", ["an under-14 never gets drawn against an adult in a pool unless a coach has ticked them as 'mixed ok'"], reason=["the parents sign up for junior fencing not for getting hit by a 90kg sabreur"]),
  L("floor-leftovers", "root_cause", ["every leftover fencer lands in the last pool"], files=["src/pools.js"]),
  L("seven-and-six", "test_fixed", ["splits 13 fencers into pools of 7 and 6"], files=["src/pools.js"]),
  L("category-not-dob", "correction", ["use the category, U14, U17, senior"], alternative=["why date of birth there?"], reason=["a child's birthday has no business being on it"], files=["src/sheet.js"]),
 ], ["the pool sheet for saturday has 8 fencers in pool B and 5 in pool A, should be 7 and 6"]),

"e02_box_pio": X("fencing club scoring box firmware (C++, PlatformIO, pio test)", "/home/tomasz/src/scorebox", "2026-11-30T13:25:00", [
  A("Continuing with the épée double-hit issue from the club night: the box gave a single light for two hits that were obviously together. Running the native unit tests."),
  B("pio test -e native -f test_lockout", "Processing test_lockout in native environment\n-----------------------------------------------\nBuilding...\nTesting...\ntest/test_lockout/test_main.cpp:21: test_epee_double_within_window\t[FAILED]\ntest/test_lockout/test_main.cpp:21: Expected 2 Was 1\n-----------------------------------------------\nnative:test_lockout [FAILED] Took 1.84 seconds\n\n================ 1 test cases: 1 failed, 0 succeeded in 00:00:01.842 ================", True),
  A("Lockout is measured with `millis()`, and the second hit at +38 ms is compared against a window of 40 — that should count. But the ISR records the first hit's time only after debouncing it, 5 ms later, so the window is effectively 35 ms. Taking the timestamp at the edge, before the debounce."),
  E("src/lockout.cpp", "  if (debounced(pin)) first_ms = millis();\n", "  uint32_t t = millis();\n  if (debounced(pin)) first_ms = t;\n"),
  B("pio test -e native -f test_lockout", "Processing test_lockout in native environment\n-----------------------------------------------\nBuilding...\nTesting...\ntest/test_lockout/test_main.cpp:21: test_epee_double_within_window\t[FAILED]\ntest/test_lockout/test_main.cpp:21: Expected 2 Was 1\n-----------------------------------------------\nnative:test_lockout [FAILED] Took 1.79 seconds\n\n================ 1 test cases: 1 failed, 0 succeeded in 00:00:01.790 ================", True),
  U("while you're in there, the épée window, 45 not 40. that's the FIE number (40-50, we use 45) and the referees at the regional check our boxes with their tester"),
  E("src/config.h", "#define LOCKOUT_EPEE_MS 40\n", "#define LOCKOUT_EPEE_MS 45\n"),
  A("Set to 45 ms. Back to the failing test: same result, so the debounce wasn't the whole story. The test places the second hit exactly LOCKOUT_EPEE_MS after the first, on the edge of the window, and the check is `<` not `<=`, so a hit on the edge is refused. The window includes its edge."),
  E("src/lockout.cpp", "  return (t - first_ms) < LOCKOUT_EPEE_MS;\n", "  return (t - first_ms) <= LOCKOUT_EPEE_MS;\n"),
  B("pio test -e native -f test_lockout", "Processing test_lockout in native environment\n-----------------------------------------------\nBuilding...\nTesting...\ntest/test_lockout/test_main.cpp:21: test_epee_double_within_window\t[PASSED]\ntest/test_lockout/test_main.cpp:30: test_foil_single_after_window\t[PASSED]\n-----------------------------------------------\nnative:test_lockout [PASSED] Took 1.80 seconds\n\n================ 2 test cases: 2 succeeded in 00:00:01.801 ================"),
  A("Both pass, with the 45 ms window."),
 ], [
  L("inclusive-edge", "root_cause", ["the check is < not <="], files=["src/lockout.cpp"]),
  L("epee-double", "test_fixed", ["test_epee_double_within_window"], files=["src/lockout.cpp"]),
  L("forty-five", "correction", ["45 not 40"], reason=["the referees at the regional check our boxes with their tester"], files=["src/config.h"]),
 ], []),

"e03_armoury_spago": X("fencing club armoury kit loan (PureScript, spago test)", "/home/lena/src/armoury", "2026-11-30T13:41:00", [
  U("→ Suite: Armoury\n  ☠ Failed: returns a jacket to stock because Expected 12 but got 11\n\n1 test failed:\n\nIn \"Armoury\":\n  In \"return\":\n    \"returns a jacket to stock\":\n      Expected 12 but got 11\n\n[error] Tests failed: exit code: 1\n\nthis is from spago test. the kit cupboard count is short every time someone brings back a jacket"),
  R("src/Armoury.purs", "returnItem :: Item -> Stock -> Stock\nreturnItem item stock = Map.alter (map (_ - 1)) item.size stock\n"),
  A("Looks like return was copied from `lendItem`: it still subtracts one from the size's count instead of adding one, so a returned jacket takes stock down again. Flipping it to +1."),
  E("src/Armoury.purs", "returnItem item stock = Map.alter (map (_ - 1)) item.size stock\n", "returnItem item stock = Map.alter (map (_ + 1)) item.size stock\n"),
  B("spago test", "[info] Build succeeded.\n→ Suite: Armoury\n  ✓︎ Passed: lends a jacket out\n  ✓︎ Passed: returns a jacket to stock\n\nAll 2 tests passed! 🎉\n[info] Tests succeeded."),
  A("Stock is right again. I could add a fee for late returns, say £2 a week, if you want to nudge people."),
  U("thanks, but no fees for kit, most of the beginners who borrow are students or kids and the whole point of the loan kit is that money doesn't stop anyone starting"),
  A("No fees then. I'll leave a reminder email after four weeks instead, if that's alright."),
  U("fine"),
 ], [
  L("copied-lend", "root_cause", ["it still subtracts one from the size's count instead of adding one"], files=["src/Armoury.purs"]),
  L("returns-jacket", "test_fixed", ["returns a jacket to stock"], files=["src/Armoury.purs"]),
  L("no-kit-fees", "correction", ["no fees for kit"], reason=["money doesn't stop anyone starting"]),
 ], ["the kit cupboard count is short every time someone brings back a jacket", "fine"]),

"e04_licence_bun": X("fencing club British Fencing licence check at the door (TypeScript, bun test)", "/home/aisha/src/bfcheck", "2026-11-30T13:56:00", [
  U("someone fenced on tuesday with a licence that ran out in september and the sign-in tablet said green"),
  B("bun test", "bun test v1.1.34 (b8f1a4b1)\n\ntest/licence.test.ts:\n✓ green for a licence valid today [0.21ms]\n✗ red for a licence that expired last month [0.34ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: \"red\"\nReceived: \"green\"\n\n      at <anonymous> (/home/aisha/src/bfcheck/test/licence.test.ts:14:34)\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [38.00ms]", True),
  A("Expiry dates arrive from the BF export as \"30/09/2026\" and `new Date()` parses that as month 30 → invalid date, and `today > Invalid Date` is false, so everything with a UK-format date comes out green. Parsing day/month/year by hand."),
  E("src/licence.ts", "  const exp = new Date(row.expiry)\n", "  const [d, m, y] = row.expiry.split('/').map(Number)\n  const exp = new Date(y, m - 1, d)\n"),
  B("bun test", "bun test v1.1.34 (b8f1a4b1)\n\ntest/licence.test.ts:\n✓ green for a licence valid today [0.19ms]\n✓ red for a licence that expired last month [0.12ms]\n\n 2 pass\n 0 fail\n 2 expect() calls\nRan 2 tests across 1 files. [31.00ms]"),
  U("ok. so the rule from now: nobody steps on a piste without a current BF licence, red means they sit out, no 'just this once'. our insurance is through the licence and that night wasnt covered"),
  A("Red now blocks the sign-in outright, with a message to see the coach."),
  E("src/signin.ts", "  if (status === 'red') warn(member)\n", "  if (status === 'red') return block(member, 'See the coach: no current BF licence')\n"),
  U("and put the message in plain words not 'licence status invalid', some of our members english is not great"),
  E("src/signin.ts", "'See the coach: no current BF licence'", "'Your fencing licence has run out. Please talk to the coach before you fence.'"),
 ], [
  L("uk-date-invalid", "root_cause", ["new Date() parses that as month 30"], files=["src/licence.ts"]),
  L("expired-red", "test_fixed", ["red for a licence that expired last month"], files=["src/licence.ts"]),
  L("licence-or-sit-out", "rule", ["nobody steps on a piste without a current BF licence, red means they sit out"], reason=["our insurance is through the licence"], files=["src/signin.ts"]),
  L("plain-words", "correction", ["put the message in plain words not 'licence status invalid'"], reason=["some of our members english is not great"], files=["src/signin.ts"]),
 ], ["someone fenced on tuesday with a licence that ran out in september and the sign-in tablet said green"]),

"e05_lessons_playwright": X("fencing club private lesson booking (React, playwright test)", "/home/aisha/src/lessonbook", "2026-11-30T14:10:00", [
  U("before coding the booking page: should a private lesson be 20 or 30 minutes? coach Marek does both now"),
  A("20 minutes fits more fencers into a club night; 30 gives time for a warm-up and real footwork. Some clubs offer both and let the coach choose."),
  U("20 minutes, one length for everyone. Marek says after 20 they are too tired to learn anything and it keeps the queue short"),
  W("src/slots.ts", "export const LESSON_MIN = 20\n"),
  B("npx playwright test booking.spec.ts", "\nRunning 3 tests using 2 workers\n\n  ✘  1 [chromium] › booking.spec.ts:12:5 › a booked slot disappears for the next person (2.1s)\n  ✓  2 [chromium] › booking.spec.ts:25:5 › shows the coach's evening (812ms)\n  ✓  3 [chromium] › booking.spec.ts:33:5 › cancels a lesson (901ms)\n\n  1) [chromium] › booking.spec.ts:12:5 › a booked slot disappears for the next person\n\n    Error: expect(locator).toHaveCount(expected)\n\n    Locator: getByRole('button', { name: /19:20/ })\n    Expected: 0\n    Received: 1\n    Call log:\n      - expect.toHaveCount with timeout 5000ms\n\n      18 |   await page.reload();\n    > 19 |   await expect(page.getByRole('button', { name: /19:20/ })).toHaveCount(0);\n\n  1 failed\n  2 passed (4.3s)", True),
  A("The slot list is fetched once and cached by the service worker with no revalidation, so after a reload the page still shows the stale list that had 19:20 free. Marking the slots endpoint network-first."),
  E("src/sw.ts", "registerRoute('/api/slots', new CacheFirst())\n", "registerRoute('/api/slots', new NetworkFirst())\n"),
  B("npx playwright test booking.spec.ts", "\nRunning 3 tests using 2 workers\n\n  ✓  1 [chromium] › booking.spec.ts:12:5 › a booked slot disappears for the next person (1.4s)\n  ✓  2 [chromium] › booking.spec.ts:25:5 › shows the coach's evening (790ms)\n  ✓  3 [chromium] › booking.spec.ts:33:5 › cancels a lesson (855ms)\n\n  3 passed (3.1s)"),
  A("Works. I added a 'pay now' button with card payment so lessons are paid up front."),
  U("revert that please, Marek gets paid cash in his hand after the lesson, that is how he wants it and the club doesnt touch coaching money"),
  E("src/Booking.tsx", "      <PayNow lesson={l} />\n", ""),
 ], [
  L("twenty-minutes", "decision", ["20 minutes, one length for everyone"], reason=["after 20 they are too tired to learn anything"], files=["src/slots.ts"]),
  L("cache-first-slots", "root_cause", ["cached by the service worker with no revalidation"], files=["src/sw.ts"]),
  L("slot-disappears", "test_fixed", ["a booked slot disappears for the next person"], files=["src/sw.ts"]),
  L("no-pay-now", "correction", ["revert that"], alternative=["Marek gets paid cash in his hand after the lesson"], reason=["the club doesnt touch coaching money"], files=["src/Booking.tsx"]),
 ], ["should a private lesson be 20 or 30 minutes?", "coach Marek does both now"]),

"e06_tableau_unittest": X("fencing club direct elimination tableau (Python, unittest)", "/home/tomasz/src/tableau", "2026-11-30T14:25:00", [
  U("the DE tableau for the club champs puts the 1 and 2 seeds in the same half"),
  B("python -m unittest tests.test_tableau -v", "test_bye_for_top_seeds (tests.test_tableau.TableauTest.test_bye_for_top_seeds) ... ok\ntest_seeds_one_and_two_meet_only_in_final (tests.test_tableau.TableauTest.test_seeds_one_and_two_meet_only_in_final) ... FAIL\n\n======================================================================\nFAIL: test_seeds_one_and_two_meet_only_in_final (tests.test_tableau.TableauTest.test_seeds_one_and_two_meet_only_in_final)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/tomasz/src/tableau/tests/test_tableau.py\", line 19, in test_seeds_one_and_two_meet_only_in_final\n    self.assertNotEqual(half(t, 1), half(t, 2))\nAssertionError: 0 == 0\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)", True),
  A("placement() builds the bracket order by appending seeds 1..n in a line instead of the standard recursive order (1 v 16, 8 v 9, ...), so 1 and 2 sit next to each other. Building it recursively: each round, pair seed s with (size + 1 - s)."),
  E("tableau/bracket.py", "    return list(range(1, size + 1))\n", "    order = [1]\n    while len(order) < size:\n        n = len(order) * 2\n        order = [x for s in order for x in (s, n + 1 - s)]\n    return order\n"),
  B("python -m unittest tests.test_tableau -v", "test_bye_for_top_seeds (tests.test_tableau.TableauTest.test_bye_for_top_seeds) ... FAIL\ntest_seeds_one_and_two_meet_only_in_final (tests.test_tableau.TableauTest.test_seeds_one_and_two_meet_only_in_final) ... ok\n\n======================================================================\nFAIL: test_bye_for_top_seeds (tests.test_tableau.TableauTest.test_bye_for_top_seeds)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/tomasz/src/tableau/tests/test_tableau.py\", line 11, in test_bye_for_top_seeds\n    self.assertIsNone(opponent(t, 1))\nAssertionError: 16 is not None\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)", True),
  A("Halves are right, but now the byes broke: with 13 fencers the table is 16, and the bye logic looked for empty slots at the end of the old linear list. In the new order seeds 14-16 are spread out, so the check has to be 'opponent seed > number of fencers'."),
  E("tableau/bracket.py", "    return slot >= len(fencers)\n", "    return opponent_seed > len(fencers)\n"),
  B("python -m unittest tests.test_tableau -v", "test_bye_for_top_seeds (tests.test_tableau.TableauTest.test_bye_for_top_seeds) ... ok\ntest_seeds_one_and_two_meet_only_in_final (tests.test_tableau.TableauTest.test_seeds_one_and_two_meet_only_in_final) ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nOK"),
  A("Both pass. Should I also generate a repechage for the bronze?"),
  U("thanks, but no repechage, we give two bronzes like the FIE does, nobody wants a fight for third at 6pm when the hall wants us out"),
 ], [
  L("linear-order", "root_cause", ["appending seeds 1..n in a line instead of the standard recursive order"], files=["tableau/bracket.py"]),
  L("byes-after-reorder", "root_cause", ["the bye logic looked for empty slots at the end of the old linear list"], files=["tableau/bracket.py"]),
  L("one-two-final", "test_fixed", ["test_seeds_one_and_two_meet_only_in_final"], files=["tableau/bracket.py"]),
  L("two-bronzes", "correction", ["no repechage, we give two bronzes like the FIE does"], reason=["nobody wants a fight for third at 6pm when the hall wants us out"]),
 ], ["the DE tableau for the club champs puts the 1 and 2 seeds in the same half"]),

"e07_minutes_fpm": X("fencing club committee minutes and ranking points calculator (Fortran, fpm test)", "/home/hugh/src/ranking", "2026-11-30T14:41:00", [
  U("Evening. Minutes of the committee below as promised, and a job for you at the end.\n\nRiverside FC committee, 24 Nov\nPresent: Hugh, Aisha, Marek, Lena, Tomasz\n1. Hall hire goes up 4% in January, we absorb it until April\n2. Blades are checked for a break or a kink before every session and a snapped blade goes straight in the red bin, never back in the rack, a snapped blade is what puts a point through a jacket\n3. Parents may watch from the benches but nobody under 18 is coached one to one without a second adult in the hall, British Fencing safeguarding requires it\n4. New strip for the team: Lena getting quotes\n5. Christmas handicap tournament 16 December, mince pies\n6. Hugh: the club ranking has Aisha in 4th though she won two of the three opens, please fix\nAOB: none\n\nThat's it, thanks"),
  B("fpm test", "[ 50%] ranking_test.f90  done.\n[100%] ranking_test      done.\n[100%] Project compiled successfully.\n test_points_best_two_of_three: FAILED\n   expected     200.000000\n   got          140.000000\nERROR STOP 1\n\nError termination. Backtrace:\n#0  0x7f1c2a23ad21 in ???\n<ERROR> Execution for object \" ranking_test \" returned exit code  1\n<ERROR> *cmd_run*:stopping due to failed executions\nSTOP 1", True),
  R("src/ranking.f90", "    total = 0.0\n    do i = 1, 2\n      total = total + pts(i)\n    end do\n"),
  A("The 'best two of three' sums the first two results in entry order, not the best two. Aisha's two wins are events 2 and 3, so only one of them was counted. Sorting the points descending first."),
  E("src/ranking.f90", "    total = 0.0\n    do i = 1, 2\n", "    call sort_desc(pts)\n    total = 0.0\n    do i = 1, 2\n"),
  B("fpm test", "[100%] Project compiled successfully.\n test_points_best_two_of_three: FAILED\n   expected     200.000000\n   got          40.0000000\nERROR STOP 1\n<ERROR> Execution for object \" ranking_test \" returned exit code  1\nSTOP 1", True),
  A("Worse, 40. sort_desc takes the array with `intent(in)` and sorts a local copy, so pts is unchanged and its 'sorted' result is never returned; and the loop now reads a zeroed workspace. Making it `intent(inout)`."),
  E("src/sort.f90", "    real, intent(in) :: a(:)\n", "    real, intent(inout) :: a(:)\n"),
  B("fpm test", "[100%] Project compiled successfully.\n test_points_best_two_of_three: PASSED\n test_ties_share_place: PASSED\n All tests passed."),
  U("marvellous. Aisha will be pleased"),
 ], [
  L("blade-red-bin", "rule", ["a snapped blade goes straight in the red bin, never back in the rack"], reason=["a snapped blade is what puts a point through a jacket"]),
  L("second-adult", "rule", ["nobody under 18 is coached one to one without a second adult in the hall"], reason=["British Fencing safeguarding requires it"]),
  L("entry-order", "root_cause", ["sums the first two results in entry order, not the best two"], files=["src/ranking.f90"]),
  L("intent-in", "root_cause", ["sort_desc takes the array with intent(in) and sorts a local copy"], files=["src/sort.f90"]),
  L("best-two", "test_fixed", ["test_points_best_two_of_three"], files=["src/ranking.f90", "src/sort.f90"]),
 ], ["the club ranking has Aisha in 4th though she won two of the three opens, please fix", "Hall hire goes up 4% in January, we absorb it until April", "Christmas handicap tournament 16 December, mince pies", "New strip for the team: Lena getting quotes", "marvellous. Aisha will be pleased"]),

"e08_champs_decide": X("fencing club championship format (decision, no tests yet)", "/home/hugh/src/champs", "2026-11-30T14:57:00", [
  U("we need to pick the format for the club champs before anything gets built. one pool of everyone, or pools then DE?"),
  A("With around 25 entries a single pool is 300 bouts, too long for an afternoon. Pools of 6-7 and then a DE tableau finishes in about four hours and is what fencers know from opens."),
  U("pools then DE. it gets the juniors used to how real competitions run, which is the point of the club champs"),
  A("Done as pools then DE. I'll make all the bouts to 10 touches so it's quicker."),
  U("5 touches in the pools, 15 in the DE, same as the opens, otherwise they learn the wrong pacing"),
  W("champs/format.py", "POOL_TOUCHES = 5\nDE_TOUCHES = 15\nFORMAT = 'pools+de'\n"),
  A("Pools to 5, DE to 15. For the results page I've used the full names and club for everyone."),
  U("under-18s first name and initial only on anything public. we say that on the entry form and parents hold us to it"),
  E("champs/results.py", "    return f'{f.first} {f.last}'\n", "    return f'{f.first} {f.last[0]}.' if f.age < 18 else f'{f.first} {f.last}'\n"),
 ], [
  L("pools-then-de", "decision", ["pools then DE"], reason=["it gets the juniors used to how real competitions run"]),
  L("five-fifteen", "correction", ["5 touches in the pools, 15 in the DE, same as the opens"], reason=["otherwise they learn the wrong pacing"], files=["champs/format.py"]),
  L("u18-initial", "rule", ["under-18s first name and initial only on anything public"], reason=["we say that on the entry form and parents hold us to it"], files=["champs/results.py"]),
 ], ["one pool of everyone, or pools then DE?"]),

"e09_register_kaocha": X("fencing club attendance register (Clojure, kaocha)", "/home/marek/src/register", "2026-11-30T15:12:00", [
  U("hello, the register say Kuba came 0 times in november but he is every tuesday and thursday, I see him"),
  B("bin/kaocha --focus register.core-test", "--- unit (clojure.test) ---------------------------\nregister.core-test\n  count-visits-test\n\nFAIL in (count-visits-test) (core_test.clj:14)\nnames with a diacritic are counted\nexpected: (= 8 (count-visits log \"Jakub Wójcik\"))\n  actual: (not (= 8 0))\n1 tests, 2 assertions, 1 failures.", True),
  A("The tablet sends the name in decomposed Unicode (o + combining accent) and the member list has the precomposed ó, so the two strings differ byte for byte and `=` never matches. Normalising both to NFC before comparing."),
  E("src/register/core.clj", "(defn same-name? [a b] (= a b))\n", "(defn nfc [s] (java.text.Normalizer/normalize s java.text.Normalizer$Form/NFC))\n(defn same-name? [a b] (= (nfc a) (nfc b)))\n"),
  B("bin/kaocha --focus register.core-test", "--- unit (clojure.test) ---------------------------\nregister.core-test\n  count-visits-test\n\n1 tests, 2 assertions, 0 failures."),
  A("Kuba shows 8 visits now. I've also added the list of who came on each night to the members' newsletter."),
  U("why the list of who came there? use only the numbers per night. some adults do not want the work colleague to know they go to fencing, it is their private hobby"),
  E("src/register/newsletter.clj", "(attendees night)", "(count (attendees night))"),
  U("also the register must close 15 minutes after start not at the end of session. in the club the latecomers must speak with me first for the warm-up, is for safety"),
  E("src/register/core.clj", "(def close-after-min 120)\n", "(def close-after-min 15)\n"),
 ], [
  L("decomposed-unicode", "root_cause", ["the tablet sends the name in decomposed Unicode"], files=["src/register/core.clj"]),
  L("diacritic-counted", "test_fixed", ["names with a diacritic are counted"], files=["src/register/core.clj"]),
  L("numbers-only", "correction", ["use only the numbers per night"], alternative=["why the list of who came there?"], reason=["some adults do not want the work colleague to know they go to fencing"], files=["src/register/newsletter.clj"]),
  L("close-15", "correction", ["the register must close 15 minutes after start not at the end of session"], reason=["the latecomers must speak with me first for the warm-up"], files=["src/register/core.clj"]),
 ], ["the register say Kuba came 0 times in november but he is every tuesday and thursday"]),

"e10_photos_tap": X("fencing club website photo gallery (Node, tap)", "/home/lena/src/rfc-site", "2026-11-30T15:26:00", [
  U("Hi, two things. Rule for the gallery, please keep in mind: no photo of anyone under 18 goes up unless the photo consent box on their form is ticked, and even then masks on, no faces, a parent complained to BF about another club doing it. Second thing, the gallery upload is rejecting every photo from my phone"),
  B("npx tap test/upload.test.js", "TAP version 14\n# Subtest: accepts a HEIC photo from an iPhone\n    not ok 1 - should be equal\n      ---\n      found: rejected\n      wanted: accepted\n      at:\n        fileName: test/upload.test.js\n        lineNumber: 11\n      ...\n    1..1\nnot ok 1 - accepts a HEIC photo from an iPhone # time=14.2ms\n\n1..2\n# { total: 2, pass: 1, fail: 1 }\n# time=48.1ms", True),
  A("The upload check only allows image/jpeg and image/png, and iPhones send image/heic, so each phone photo is refused before it is converted. Allowing heic and converting it to jpeg on the way in."),
  E("lib/upload.js", "const OK = ['image/jpeg', 'image/png']\n", "const OK = ['image/jpeg', 'image/png', 'image/heic']\n"),
  B("npx tap test/upload.test.js", "TAP version 14\n# Subtest: accepts a HEIC photo from an iPhone\n    ok 1 - should be equal\n    1..1\nok 1 - accepts a HEIC photo from an iPhone # time=11.9ms\n\n1..2\n# { total: 2, pass: 2, fail: 0 }\n# time=41.5ms"),
  A("Uploads work. I set the gallery to show photos newest first, with the fencers' names as captions from the tags."),
  U("captions with the event name only, no fencer names. names plus photos is how people get found, we decided that years ago"),
  E("views/gallery.njk", "{{ photo.people | join(', ') }}", "{{ photo.event }}"),
 ], [
  L("u18-consent-masks", "rule", ["no photo of anyone under 18 goes up unless the photo consent box on their form is ticked, and even then masks on, no faces"], reason=["a parent complained to BF about another club doing it"]),
  L("heic-refused", "root_cause", ["iPhones send image/heic, so each phone photo is refused"], files=["lib/upload.js"]),
  L("accepts-heic", "test_fixed", ["accepts a HEIC photo from an iPhone"], files=["lib/upload.js"]),
  L("event-caption", "correction", ["captions with the event name only, no fencer names"], reason=["names plus photos is how people get found"], files=["views/gallery.njk"]),
 ], ["the gallery upload is rejecting every photo from my phone"]),

"e11_order_vitest": X("fencing club kit bulk order form (Svelte, vitest)", "/home/tomasz/src/kitorder", "2026-11-30T15:40:00", [
  A("You asked for the bulk kit order form: members pick items, the club sends one order to the supplier. Before I write it, should sizes be free text or a fixed list from the supplier's chart?"),
  U("fixed list from the chart, last time half the free text sizes were nonsense like 'medium-ish' and Tomasz had to phone everyone"),
  W("src/sizes.ts", "export const JACKET_SIZES = ['38', '40', '42', '44', '46', '48', '50', '52']\n"),
  B("npx vitest run", " ❯ src/order.test.ts (2 tests | 1 failed) 9ms\n   × order > totals the 800N jacket at supplier price 6ms\n     → expected 15480 to be 12900 // Object.is equality\n\n Test Files  1 failed (1)\n      Tests  1 failed | 1 passed (2)\n   Duration  402ms", True),
  A("The total adds VAT on top of the supplier's price list, which is already VAT inclusive, so 12900 became 15480. Dropping the extra VAT."),
  E("src/order.ts", "  return Math.round(sum * 1.2)\n", "  return sum\n"),
  B("npx vitest run", " ❯ src/order.test.ts (2 tests | 1 failed) 8ms\n   × order > totals the 800N jacket at supplier price 5ms\n     → expected 12899.999999999998 to be 12900 // Object.is equality\n\n Test Files  1 failed (1)\n      Tests  1 failed | 1 passed (2)", True),
  A("Right total, float noise: prices are stored in pounds as floats. Storing pence as integers instead."),
  E("src/order.ts", "  const sum = items.reduce((s, i) => s + i.price * i.qty, 0)\n", "  const sum = items.reduce((s, i) => s + i.pence * i.qty, 0)\n"),
  B("npx vitest run", " ✓ src/order.test.ts (2 tests) 7ms\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n   Duration  388ms"),
  A("Passing. The order goes straight to the supplier when the form closes."),
  U("no, it goes to Hugh first as treasurer and he sends it, the club pays the supplier and he has to check everyone paid us before"),
  E("src/close.ts", "  await sendToSupplier(order)\n", "  await emailTreasurer(order)\n"),
 ], [
  L("fixed-size-list", "decision", ["fixed list from the chart"], reason=["half the free text sizes were nonsense"], files=["src/sizes.ts"]),
  L("vat-twice", "root_cause", ["the supplier's price list, which is already VAT inclusive"], files=["src/order.ts"]),
  L("supplier-price", "test_fixed", ["totals the 800N jacket at supplier price"], files=["src/order.ts"]),
  L("treasurer-first", "correction", ["it goes to Hugh first as treasurer and he sends it"], reason=["he has to check everyone paid us before"], files=["src/close.ts"]),
 ], []),

"e12_chat_fencing": X("fencing club chit-chat", "/home/lena/src/rfc-site", "2026-11-30T15:52:00", [
  U("the juniors had their first competition today, three medals!"),
  A("Congratulations to them."),
  U("proud coach moment. never again am i driving the minibus to Crawley on a saturday morning though. always the smallest kid who fences the hardest"),
  A("Sounds like a great day."),
  U("i should remember to wash the club jackets, haha. nothing to change on the site tonight"),
  A("Enjoy the evening."),
 ], [], ["the juniors had their first competition today, three medals", "never again am i driving the minibus to Crawley on a saturday morning", "always the smallest kid who fences the hardest", "i should remember to wash the club jackets", "nothing to change on the site tonight"]),
}

# something the agent offers once the main job is done, and the user's correction of it
CORRECTED = {
  "r03_minutes_ctest": (A("I've also made the courtesy tone a double pip at 2 minutes 50, as a warning before the cut-off."),
                        U("one pip not two, two pips is what the Cambridge repeater does and people use it to tell which one they've opened"),
                        E("src/courtesy.c", "#define WARN_PIPS 2\n", "#define WARN_PIPS 1\n"),
                        L("one-pip", "correction", ["one pip not two"], reason=["people use it to tell which one they've opened"], files=["src/courtesy.c"])),
  "r05_qsl_zig": (A("Shall I print the cards in colour? The society's logo is red and blue."),
                  U("black only rather than colour, the bureau handles thousands and colour ink costs us triple for the same card"),
                  E("src/print.zig", "    .colour = true,\n", "    .colour = false,\n"),
                  L("black-only", "correction", ["black only rather than colour"], reason=["colour ink costs us triple for the same card"], files=["src/print.zig"])),
  "r10_kitloan_pester": (A("I'll also email each borrower a reminder every week until the kit comes back."),
                         U("once a month is enough, they're members not library fines, weekly will just annoy them into leaving"),
                         E("src\\Reminders.ps1", "$Every = New-TimeSpan -Days 7\n", "$Every = New-TimeSpan -Days 30\n"),
                         L("monthly-reminder", "correction", ["once a month is enough"], reason=["weekly will just annoy them into leaving"], files=["src\\Reminders.ps1"])),
  "k01_floorspots_sbt": (A("I've added a 'request a song' box so the audience can suggest songs to the floor singers."),
                         U("take that off, floor singers choose their own songs, that's the whole tradition of a singaround"),
                         E("src/main/scala/folk/Page.scala", "    requestBox(night),\n", ""),
                         L("no-requests", "correction", ["take that off, floor singers choose their own songs"], reason=["that's the whole tradition of a singaround"], files=["src/main/scala/folk/Page.scala"])),
  "k06_pa_rebar": (A("I've put the PA insurance policy number in the kit list footer so it's to hand."),
                   U("mm, not the policy number on a sheet that lives in the pub. put 'policy: ask Ed' instead"),
                   E("src/pakit_print.erl", "footer() -> \"Policy \" ++ ?POLICY_NO.\n", "footer() -> \"policy: ask Ed\".\n"),
                   L("ask-ed", "correction", ["put 'policy: ask Ed' instead"], alternative=["not the policy number on a sheet that lives in the pub"], files=["src/pakit_print.erl"])),
  "k09_archive_stack": (A("From now on recordings with consent: yes will publish automatically overnight."),
                        U("no, publish by hand after Ed listens through, sometimes there's chatter between songs people wouldnt want out"),
                        E("app/Main.hs", "  schedule nightly publishConsented\n", "  pure ()  -- publishing is by hand after a listen-through\n"),
                        L("publish-by-hand", "correction", ["publish by hand after Ed listens through"], reason=["sometimes there's chatter between songs"], files=["app/Main.hs"])),
  "k10_setlist_shellspec": (A("The running order now shows each floor singer's song titles under their name."),
                            U("song titles no, just names. singers change their minds at the last minute and then the sheet is wrong"),
                            E("lib/order.sh", "  printf '%s\\n  %s\\n' \"$name\" \"$songs\"\n", "  printf '%s\\n' \"$name\"\n"),
                            L("just-names", "correction", ["song titles no, just names"], reason=["singers change their minds at the last minute"], files=["lib/order.sh"])),
  "e07_minutes_fpm": (A("The ranking prints points to three decimals, to match Hugh's old spreadsheet."),
                      U("whole numbers. nobody can read 187.333 off the board across the hall"),
                      E("src/report.f90", "    write(u, '(A20, F8.3)') name, total\n", "    write(u, '(A20, I5)') name, nint(total)\n"),
                      L("whole-numbers", "correction", ["whole numbers"], reason=["nobody can read 187.333 off the board across the hall"], files=["src/report.f90"])),
}
# a rule the user gives once the agent asks about the next step
RULED = {
  "r06_antenna_dune": (A("Shall I link the calculator from the newcomers' page as well?"),
                       U("yes. and for anything newcomers see: no brand names of radios or antennas anywhere, the society doesn't endorse sellers and we had a row with a dealer about it"),
                       L("no-brands", "rule", ["no brand names of radios or antennas anywhere"], reason=["the society doesn't endorse sellers"])),
}
for _name, (_a, _u, *_rest) in {**CORRECTED, **RULED}.items():
    SETS[_name]["events"] += [_a, _u] + [e for e in _rest[:-1]]
    SETS[_name]["lessons"].append(_rest[-1])

# a follow-up question the user asks once the work is done: it gives no rule
ASKED = {
  "r01_logbook_pytest": ("how many contacts did we actually make on saturday", "Forty-one, on 20m and 40m."),
  "r02_netcontrol_go": ("who's got christmas week", "G4KQT, Ray."),
  "r03_minutes_ctest": ("does the repeater need a reboot after the change", "Yes, the controller reads the board config at start-up."),
  "r05_qsl_zig": ("can you tell which of the 30 cards were wrong", "All 30 logged after 13:00 UTC; their serials are in out/reprint.txt."),
  "r06_antenna_dune": ("what length for 80m then", "About 38.9 m for 3.65 MHz."),
  "r07_exams_pest": ("how many are on the waiting list", "Three."),
  "r08_beacon_julia": ("was it really on all night", "Yes, spotted every few minutes from 21:00 to 06:30."),
  "r10_kitloan_pester": ("who else has kit out", "Priya has the 2m handheld and Sue the antenna analyser."),
  "k01_floorspots_sbt": ("how many signed up for thursday", "Eleven."),
  "k02_door_dotnet": ("how many refunds were there", "Thirty-two, all from the rescheduled date."),
  "k03_guests_prove": ("what was the PRS on the last night", "£13.15."),
  "k04_songbook_gleam": ("how many songs are in there now", "214."),
  "k05_raffle_rake": ("who won last week then", "Ticket 37."),
  "k06_pa_rebar": ("is the spare mic lead in the list", "Yes, two XLR leads, 5 m."),
  "k07_newsletter_mocha": ("when does december's go out", "On the 1st at 9am."),
  "k09_archive_stack": ("are any other recordings missing a consent field", "Nine, all from 2019; none is public now."),
  "k10_setlist_shellspec": ("what time does it finish now", "22:50."),
  "e01_pools_ava": ("how many in each pool for 20 fencers", "Pools of 7, 7 and 6 with three pools."),
  "e02_box_pio": ("do i need to reflash all four boxes", "Yes, all four run the same firmware."),
  "e03_armoury_spago": ("how many jackets are out", "Seven."),
  "e04_licence_bun": ("how many members have a licence running out this month", "Four."),
  "e05_lessons_playwright": ("how many slots does marek have on tuesday", "Six, 19:00 to 21:00."),
  "e07_minutes_fpm": ("where is aisha now", "First, on 200 points."),
  "e08_champs_decide": ("how long will it take with 25", "About four hours."),
  "e09_register_kaocha": ("how many come on thursday usually", "Around 22."),
  "e10_photos_tap": ("how many photos are waiting", "Forty-three."),
  "e11_order_vitest": ("when does the order form close", "Friday the 12th at midnight."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)
