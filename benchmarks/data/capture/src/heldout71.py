# heldout71: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout70's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a ski club, a netball league and a ceilidh band (none of them an earlier set's domain).
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
# ---------------------------------------------------------------- ski club
"s01_trips_vitest": X("ski club trip bookings (TypeScript, vitest)", "/home/fiona/src/skitrips", "2026-12-02T08:04:00", [
  U("morning. rule for the trips site: nobody gets a place on a trip until the signed medical form is uploaded, the coach company won't carry anyone without one. bug: the Val Thorens trip shows 3 places left when its full"),
  B("npx vitest run src/places.test.ts", " FAIL  src/places.test.ts > places > counts deposits as taken\nAssertionError: expected 3 to be +0 // Object.is equality\n\n- Expected\n+ Received\n\n- 0\n+ 3\n\n ❯ src/places.test.ts:14:28\n\n Test Files  1 failed (1)\n      Tests  1 failed | 5 passed (6)", True),
  A("Places left is capacity minus bookings with status 'paid'; the three people who've only paid a deposit have status 'deposit', so they're not counted and their seats look free. Counting deposits as taken."),
  E("src/places.ts", "b.status === 'paid'", "['paid', 'deposit'].includes(b.status)"),
  B("npx vitest run src/places.test.ts", " ✓ src/places.test.ts (6)\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)\n   Duration  412ms"),
 ], [
  L("medical-form", "rule", ["nobody gets a place on a trip until the signed medical form is uploaded"], reason=["the coach company won't carry anyone without one"]),
  L("deposit-status", "root_cause", ["the three people who've only paid a deposit have status 'deposit', so they're not counted"], files=["src/places.ts"]),
  L("deposits-taken", "test_fixed", ["counts deposits as taken"], files=["src/places.ts"]),
 ], ["the Val Thorens trip shows 3 places left when its full"]),

"s02_lessons_gotest": X("ski club dry slope lesson rota (Go, go test)", "/home/dev/src/slope-rota", "2026-12-02T08:20:00", [
  A("Continuing on the slope rota: Hamish said Tuesday beginners got no instructor last week. Running the rota tests."),
  B("go test ./rota/...", "--- FAIL: TestEveryLessonHasInstructor (0.00s)\n    rota_test.go:28: Tue 18:00 beginners: no instructor assigned\nFAIL\nFAIL\tgithub.com/skiclub/slope-rota/rota\t0.004s\nFAIL", True),
  A("Looks like the loop breaks out on the first instructor who is unavailable instead of skipping to the next one, so if Ailsa is off everyone after her is never tried. Changing break to continue."),
  E("rota/assign.go", "\t\t\tbreak\n", "\t\t\tcontinue\n"),
  B("go test ./rota/...", "--- FAIL: TestEveryLessonHasInstructor (0.00s)\n    rota_test.go:28: Tue 18:00 beginners: no instructor assigned\nFAIL\nFAIL\tgithub.com/skiclub/slope-rota/rota\t0.004s\nFAIL", True),
  A("Still failing. The availability map is keyed by weekday name in English from time.Weekday().String(), \"Tuesday\", but the sheet import writes \"Tue\", so nobody is ever available on Tuesdays. Normalising the keys to three letters at import."),
  E("rota/import.go", "avail[row[0]] = true\n", "avail[row[0][:3]] = true\n"),
  E("rota/assign.go", "avail[day.String()]", "avail[day.String()[:3]]"),
  B("go test ./rota/...", "ok  \tgithub.com/skiclub/slope-rota/rota\t0.003s"),
  U("thanks. beginners need two instructors, not one, there's 12 of them on the slope at once"),
  E("rota/assign.go", "const perLesson = 1", "const perLesson = 2"),
 ], [
  L("break-first", "root_cause", ["breaks out on the first instructor who is unavailable instead of skipping to the next one"], files=["rota/assign.go"]),
  L("weekday-keys", "root_cause", ["the sheet import writes \"Tue\", so nobody is ever available on Tuesdays"], files=["rota/import.go"]),
  L("has-instructor", "test_fixed", ["TestEveryLessonHasInstructor"], files=["rota/import.go"]),
  L("two-instructors", "correction", ["beginners need two instructors, not one"], reason=["there's 12 of them on the slope at once"], files=["rota/assign.go"]),
 ], []),

"s03_minutes_nextest": X("ski club committee minutes and kit hire (Rust, cargo nextest)", "/home/fiona/src/kithire", "2026-12-02T08:37:00", [
  U("here's the committee minutes from tuesday, the kit hire bit is what i need done\n\nGlenmore Ski Club committee, 24 Nov\n1. Apologies from Hamish and Dorothy\n2. The Christmas ceilidh is booked for 19 Dec at the village hall, tickets £12\n3. Helmets: from this season helmets are hired out only with a fitting by a qualified instructor, never just handed over the counter, after the junior at Aviemore with a helmet two sizes too big\n4. Treasurer says boot hire income is down £340 on last year\n5. Kit hire system charges a full week for a weekend hire, Morag has had three complaints, please fix\n6. Minibus MOT due in January, Callum to book\n7. No hire kit leaves the club without a deposit card swiped, we lost two pairs of skis in 2024 and had no way to charge anyone\n8. AOB: raffle prizes wanted\nNext meeting 15 Dec"),
  B("cargo nextest run", "    Starting 5 tests across 1 binary\n        PASS [   0.003s] kithire tests::week_price\n        FAIL [   0.004s] kithire tests::weekend_is_two_days\n--- STDOUT:              kithire tests::weekend_is_two_days ---\n\nrunning 1 test\nthread 'tests::weekend_is_two_days' panicked at src/price.rs:71:9:\nassertion `left == right` failed\n  left: 7\n right: 2\n\n        PASS [   0.003s] kithire tests::day_price\n------------\n     Summary [   0.012s] 5 tests run: 4 passed, 1 failed, 0 skipped\n        FAIL [   0.004s] kithire tests::weekend_is_two_days\nerror: test run failed", True),
  A("days_between() rounds up to whole weeks with div_ceil(7) * 7 because it was written for the week-long trips; a Saturday to Sunday hire becomes 7 days. Charging per day and capping at the week price instead."),
  E("src/price.rs", "    let days = span.num_days().div_ceil(7) * 7;\n", "    let days = span.num_days() + 1;\n"),
  B("cargo nextest run", "    Starting 5 tests across 1 binary\n        PASS [   0.003s] kithire tests::day_price\n        PASS [   0.003s] kithire tests::week_price\n        PASS [   0.003s] kithire tests::weekend_is_two_days\n------------\n     Summary [   0.010s] 5 tests run: 5 passed, 0 skipped"),
 ], [
  L("helmet-fitting", "rule", ["helmets are hired out only with a fitting by a qualified instructor, never just handed over the counter"], reason=["a helmet two sizes too big"]),
  L("deposit-card", "rule", ["No hire kit leaves the club without a deposit card swiped"], reason=["we lost two pairs of skis in 2024 and had no way to charge anyone"]),
  L("week-rounding", "root_cause", ["rounds up to whole weeks with div_ceil(7) * 7"], files=["src/price.rs"]),
  L("weekend-two", "test_fixed", ["weekend_is_two_days"], files=["src/price.rs"]),
 ], ["Kit hire system charges a full week for a weekend hire, Morag has had three complaints", "The Christmas ceilidh is booked for 19 Dec at the village hall", "Treasurer says boot hire income is down £340 on last year"]),

"s04_resort_decide": X("ski club resort choice for the february trip (question before code)", "/home/callum/src/skitrips", "2026-12-02T08:52:00", [
  U("before building the vote page: should members rank the resorts or just pick one? there's five resorts on the shortlist"),
  A("Ranking (e.g. instant-runoff) avoids a winner that only a third of people wanted; a single pick is simpler to explain but splits the vote across five options."),
  U("ranked then, top three only. with five resorts a single pick means the winner gets like 25% and everyone else moans"),
  W("vote/ballot.py", "MAX_RANKS = 3\n\ndef tally(ballots):\n    return instant_runoff(ballots, MAX_RANKS)\n"),
  A("Done. Want me to post the results live as votes come in?"),
  U("thanks, but no live results, show them only after the vote closes. people just pile onto whatever's winning"),
  E("vote/views.py", "SHOW_LIVE = True", "SHOW_LIVE = False"),
 ], [
  L("ranked-three", "decision", ["ranked then, top three only"], reason=["a single pick means the winner gets like 25% and everyone else moans"], files=["vote/ballot.py"]),
  L("no-live", "correction", ["no live results, show them only after the vote closes"], reason=["people just pile onto whatever's winning"], files=["vote/views.py"]),
 ], ["should members rank the resorts or just pick one?", "there's five resorts on the shortlist"]),

"s05_avalanche_pytest": X("ski club avalanche forecast feed (Python, pytest)", "/home/morag/src/snowfeed", "2026-12-02T09:07:00", [
  U("pytest is red on the forecast feed, pasting\n\n____________________ test_level_parsed_from_sais ____________________\n\n    def test_level_parsed_from_sais():\n>       assert parse(SAMPLE)['Northern Cairngorms'] == 3\nE       KeyError: 'Northern Cairngorms'\n\ntests/test_feed.py:22: KeyError\n=========================== short test summary info ============================\nFAILED tests/test_feed.py::test_level_parsed_from_sais - KeyError: 'Northern Cairngorms'\n1 failed, 7 passed in 0.31s"),
  R("snowfeed/parse.py", "def parse(xml):\n    return {r.get('name').strip(): int(r.find('level').text) for r in root(xml).iter('region')}\n"),
  A("The SAIS feed changed its region names to include the area code, e.g. 'Northern Cairngorms (NC)', so the plain name is no longer a key. I'll strip the bracketed code when building the dict."),
  E("snowfeed/parse.py", "r.get('name').strip()", "re.sub(r'\\s*\\(.*\\)$', '', r.get('name')).strip()"),
  B("python -m pytest tests/test_feed.py -q", "........                                                                 [100%]\n8 passed in 0.24s"),
  A("Passing. Shall I also send a text alert to all members when the level goes to 4?"),
  U("no, we don't text members from this, the club isn't the forecaster and if we send it people think we are responsible for the call. link to the SAIS page instead"),
 ], [
  L("area-code", "root_cause", ["changed its region names to include the area code"], files=["snowfeed/parse.py"]),
  L("sais-parsed", "test_fixed", ["test_level_parsed_from_sais"], files=["snowfeed/parse.py"]),
  L("no-alerts", "correction", ["we don't text members from this", "link to the SAIS page instead"], reason=["the club isn't the forecaster"]),
 ], []),

"s06_members_rake": X("ski club membership renewals (Ruby, minitest)", "/home/fiona/src/members", "2026-12-02T09:22:00", [
  U("family memberships renewing as single adults since the upgrade"),
  B("bundle exec rake test TEST=test/renewal_test.rb", "Run options: --seed 40211\n\n# Running:\n\n.F..\n\nFailure:\nRenewalTest#test_family_stays_family [test/renewal_test.rb:17]:\nExpected: \"family\"\n  Actual: \"adult\"\n\nbin/rails test test/renewal_test.rb:15\n\nFinished in 0.041s, 97.5 runs/s, 97.5 assertions/s.\n4 runs, 4 assertions, 1 failures, 0 errors, 0 skips", True),
  A("The upgrade renamed the enum value from :family to :household, and Renewal#next_type falls through its case statement to the default, 'adult', for anything it doesn't recognise. Adding :household."),
  E("app/models/renewal.rb", "    when :family then 'family'\n", "    when :family, :household then 'family'\n"),
  B("bundle exec rake test TEST=test/renewal_test.rb", "Run options: --seed 5530\n\n# Running:\n\n....\n\nFinished in 0.036s, 111.1 runs/s, 111.1 assertions/s.\n4 runs, 4 assertions, 0 failures, 0 errors, 0 skips"),
  U("great. oh and keep the renewal email plain text, half the members read it on the club's old webmail that mangles html"),
  A("Will do. Should members who lapse be deleted after a year or archived?"),
  U("archived, for two years, lots come back when there's a good trip and the insurer wants the records kept"),
 ], [
  L("enum-renamed", "root_cause", ["renamed the enum value from :family to :household"], files=["app/models/renewal.rb"]),
  L("family-stays", "test_fixed", ["test_family_stays_family"], files=["app/models/renewal.rb"]),
  L("plain-text", "rule", ["keep the renewal email plain text"], reason=["the club's old webmail that mangles html"]),
  L("archive-two-years", "decision", ["archived, for two years"], reason=["the insurer wants the records kept"]),
 ], ["family memberships renewing as single adults since the upgrade"]),

"s07_minibus_dotnet": X("ski club minibus seat booking (C#, dotnet test)", "/home/callum/src/Minibus", "2026-12-02T09:38:00", [
  U("hi - the minibus booking lets 17 people on, it's a 16 seater (driver included). please can you fix"),
  B("dotnet test", "  Failed Minibus.Tests.SeatTests.SeventeenthIsRefused [12 ms]\n  Error Message:\n   Assert.False() Failure\nExpected: False\nActual:   True\n  Stack Trace:\n     at Minibus.Tests.SeatTests.SeventeenthIsRefused() in /home/callum/src/Minibus/Minibus.Tests/SeatTests.cs:line 21\n\nFailed!  - Failed:     1, Passed:     6, Skipped:     0, Total:     7, Duration: 48 ms - Minibus.Tests.dll (net8.0)", True),
  A("CanBook compares `Passengers.Count <= Capacity`, where Capacity is 16 and the driver isn't in Passengers, so it allows a 16th passenger plus the driver. It needs `< Capacity - 1` with the driver counted."),
  E("src/Minibus/Trip.cs", "Passengers.Count <= Capacity", "Passengers.Count < Capacity - 1"),
  B("dotnet test", "Passed!  - Failed:     0, Passed:     7, Skipped:     0, Total:     7, Duration: 41 ms - Minibus.Tests.dll (net8.0)"),
  A("Fixed. I've also added a waiting list that auto-fills cancelled seats."),
  U("revert that. the driver has to okay who's on the bus, under 18s need a named adult with them and the auto-fill can't know that"),
  E("src/Minibus/Trip.cs", "AutoFillFromWaitingList();\n", ""),
 ], [
  L("driver-counted", "root_cause", ["the driver isn't in Passengers, so it allows a 16th passenger plus the driver"], files=["src/Minibus/Trip.cs"]),
  L("seventeenth", "test_fixed", ["SeventeenthIsRefused"], files=["src/Minibus/Trip.cs"]),
  L("no-autofill", "correction", ["revert that"], reason=["the driver has to okay who's on the bus, under 18s need a named adult with them"], files=["src/Minibus/Trip.cs"]),
 ], ["the minibus booking lets 17 people on, it's a 16 seater"]),

"s08_race_ctest": X("ski club race timing box (C, ctest)", "/home/hamish/src/racetimer", "2026-12-02T09:55:00", [
  A("The slalom timings from Saturday show two racers with negative run times. Building and running the timing tests."),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "Test project /home/hamish/src/racetimer/build\n    Start 1: test_split\n1/3 Test #1: test_split .......................   Passed    0.00 sec\n    Start 2: test_run_across_minute\n2/3 Test #2: test_run_across_minute ...........***Failed    0.00 sec\ntest_run_across_minute: expected 61230 ms, got -58770 ms\n    Start 3: test_dnf\n3/3 Test #3: test_dnf .........................   Passed    0.00 sec\n\n67% tests passed, 1 tests failed out of 3\n\nThe following tests FAILED:\n\t  2 - test_run_across_minute (Failed)", True),
  A("run_ms() subtracts the seconds-and-millis fields only and ignores the minute field of the gate timestamps, so a run that crosses a minute boundary goes negative. Converting both timestamps to milliseconds since midnight first."),
  E("src/timing.c", "return (finish.s * 1000 + finish.ms) - (start.s * 1000 + start.ms);", "return to_ms(finish) - to_ms(start);"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "Test project /home/hamish/src/racetimer/build\n1/3 Test #1: test_split .......................   Passed    0.00 sec\n2/3 Test #2: test_run_across_minute ...........   Passed    0.00 sec\n3/3 Test #3: test_dnf .........................   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 3"),
  U("brilliant. results to hundredths please, not thousandths, the gates aren't that accurate and it looks daft"),
  E("src/print.c", "%d.%03d", "%d.%02d"),
 ], [
  L("minute-ignored", "root_cause", ["ignores the minute field of the gate timestamps"], files=["src/timing.c"]),
  L("across-minute", "test_fixed", ["test_run_across_minute"], files=["src/timing.c"]),
  L("hundredths", "correction", ["results to hundredths please, not thousandths"], reason=["the gates aren't that accurate"], files=["src/print.c"]),
 ], []),

"s09_lift_zig": X("ski club lift pass reseller (Zig, zig build test)", "/home/callum/src/liftpass", "2026-12-02T10:10:00", [
  U("lift pass discount gives juniors 100% off, the resort is going to notice"),
  B("zig build test", "test\n└─ run test 1/3 passed, 1 failed\nerror: 'price.test.junior discount is a third' failed: expected 2400, found 0\n/home/callum/src/liftpass/src/price.zig:40:5: 0x1038f1c in test.junior discount is a third (test)\n    try std.testing.expectEqual(@as(u32, 2400), junior(3600));\n    ^\nerror: the following test command failed with exit code 1", True),
  A("junior() does `full / 3 * 2` in u32 but the discount constant was stored as a percent, 33, and then applied as `full * (100 - 33 * 3) / 100`, which is 1% of the price, then truncated to 0 for small amounts. Using integer thirds directly."),
  E("src/price.zig", "return full * (100 - 33 * 3) / 100;", "return full - full / 3;"),
  B("zig build test", "test\n└─ run test 3/3 passed"),
  U("why 'full - full / 3' there? use the resort's own table of junior prices, they round to the 50p and our maths never matches their till"),
  E("src/price.zig", "return full - full / 3;", "return resort_table.junior(full);"),
 ], [
  L("percent-times-three", "root_cause", ["the discount constant was stored as a percent, 33"], files=["src/price.zig"]),
  L("junior-third", "test_fixed", ["junior discount is a third"], files=["src/price.zig"]),
  L("resort-table", "correction", ["use the resort's own table of junior prices"], reason=["they round to the 50p and our maths never matches their till"], files=["src/price.zig"]),
 ], ["lift pass discount gives juniors 100% off"]),

"s10_snow_julia": X("ski club snow depth chart (Julia, Pkg.test)", "/home/morag/src/SnowDepth.jl", "2026-12-02T10:24:00", [
  U("please always plot snow depth in cm, never inches, everyone on the hill talks in cm and the resort reports are in cm. now the weekly average is wrong, it comes out higher than the max"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nweekly mean: Test Failed at /home/morag/src/SnowDepth.jl/test/runtests.jl:12\n  Expression: weekly_mean(d) <= maximum(d)\n   Evaluated: 148.0 <= 92.0\nTest Summary: | Pass  Fail  Total  Time\nweekly mean   |    3     1      4  0.3s\nERROR: LoadError: Some tests did not pass: 3 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package SnowDepth errored during testing", True),
  A("weekly_mean divides the sum by the number of *readings with depth > 0* but sums all readings including the missing ones filled as -1... actually no: missing days are filled with `missing` replaced by the previous day's value *after* the sum, so the sum is over 7 days and the divisor is the count of real readings, 4. Using mean over the same filled vector."),
  E("src/SnowDepth.jl", "sum(filled) / count(!ismissing, raw)", "mean(filled)"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nTest Summary: | Pass  Total  Time\nweekly mean   |    4      4  0.2s\n     Testing SnowDepth tests passed"),
 ], [
  L("cm-only", "rule", ["always plot snow depth in cm, never inches"], reason=["everyone on the hill talks in cm"]),
  L("divisor-mismatch", "root_cause", ["the sum is over 7 days and the divisor is the count of real readings"], files=["src/SnowDepth.jl"]),
  L("weekly-mean", "test_fixed", ["weekly mean"], files=["src/SnowDepth.jl"]),
 ], ["the weekly average is wrong, it comes out higher than the max"]),

"s11_chat_ski": X("ski club chit-chat", "/home/fiona/src/skitrips", "2026-12-02T10:40:00", [
  U("first snow on Cairn Gorm this morning!! webcam looks amazing"),
  A("Great news for the season."),
  U("never again am i driving the A9 on a powder day, three hours behind a gritter last year. always the same"),
  A("The A9 on a snow day is a test of patience."),
  U("i must remember to wax my skis this week, anyway no code today, just excited"),
  A("Enjoy it."),
 ], [], ["first snow on Cairn Gorm this morning", "never again am i driving the A9 on a powder day", "always the same", "i must remember to wax my skis this week", "no code today, just excited"]),
# ---------------------------------------------------------------- netball league
"n01_table_stack": X("netball league table (Haskell, stack test)", "/home/bev/src/league-table", "2026-12-02T11:02:00", [
  U("two things before you start. a forfeited match is recorded as 20-0 to the other team, that's the league's rule in the handbook. and never show goal difference for the under 12s, the league doesn't rank them. issue: Riverside are on 0 points after their walkover win"),
  B("stack test", "league-table> test (suite: league-table-test)\n\nTable\n  points\n    a win is 3 points [✔]\n    a walkover counts as a win [✘]\n\nFailures:\n\n  test/TableSpec.hs:24:7: \n  1) Table.points a walkover counts as a win\n       expected: 3\n        but got: 0\n\n2 examples, 1 failure\n\nleague-table> Test suite league-table-test failed", True),
  A("Hmm, points come from `result` which pattern-matches on Played only; a Forfeit constructor exists but falls into the `_ -> 0` case, so the walkover winner gets nothing. Adding a Forfeit case."),
  E("src/Table.hs", "points _ = 0\n", "points (Forfeit winner) t | winner == t = 3\npoints _ _ = 0\n"),
  B("stack test", "league-table> test (suite: league-table-test)\n\nTable\n  points\n    a win is 3 points [✔]\n    a walkover counts as a win [✔]\n\nFinished in 0.0012 seconds\n2 examples, 0 failures"),
 ], [
  L("forfeit-20-0", "rule", ["a forfeited match is recorded as 20-0 to the other team"], reason=["that's the league's rule in the handbook"]),
  L("no-gd-u12", "rule", ["never show goal difference for the under 12s"], reason=["the league doesn't rank them"]),
  L("forfeit-falls", "root_cause", ["a Forfeit constructor exists but falls into the `_ -> 0` case"], files=["src/Table.hs"]),
  L("walkover-win", "test_fixed", ["a walkover counts as a win"], files=["src/Table.hs"]),
 ], ["Riverside are on 0 points after their walkover win"]),

"n02_umpires_dune": X("netball league umpire allocation (OCaml, dune test)", "/home/priya/src/umpires", "2026-12-02T11:18:00", [
  A("Starting on the umpire allocation: the brief says a club's umpire was given their own club's game on Saturday. Running the tests."),
  B("dune test", "File \"test/test_alloc.ml\", line 1, characters 0-0:\n------------------------------------------------------------------------\n[FAIL] alloc 2 no umpire gets own club.\n------------------------------------------------------------------------\nASSERT no own club\nFAIL no own club\n\n   Expected: `false'\n   Received: `true'\n\nTest Successful in 0.003s. 3 tests run.\nThe full test results are available in `_build/_tests/alloc'.\n1 failure! in 0.003s. 3 tests run.", True),
  A("The conflict check compares the umpire's club id with the *home* team only, so an umpire from the away club passes. Checking both teams."),
  E("lib/alloc.ml", "u.club <> g.home", "u.club <> g.home && u.club <> g.away"),
  B("dune test", "Testing `alloc'.\nThis run has ID `Q2X8K1'.\n\n  [OK]          alloc          0   fills every game.\n  [OK]          alloc          1   respects availability.\n  [OK]          alloc          2   no umpire gets own club.\n\nFull test results in `_build/_tests/alloc'.\nTest Successful in 0.002s. 3 tests run."),
  U("cheers. umpires with a C award shouldn't do premier division games - they need a B at least, the league got told off by England Netball last season"),
  E("lib/alloc.ml", "let eligible u g = available u g", "let eligible u g = available u g && (g.division <> Premier || u.award >= B)"),
 ], [
  L("home-only", "root_cause", ["compares the umpire's club id with the *home* team only"], files=["lib/alloc.ml"]),
  L("own-club", "test_fixed", ["no umpire gets own club"], files=["lib/alloc.ml"]),
  L("b-award", "rule", ["umpires with a C award shouldn't do premier division games"], reason=["the league got told off by England Netball last season"], files=["lib/alloc.ml"]),
 ], []),

"n03_fixtures_elm": X("netball league fixtures page (Elm, elm-test)", "/home/bev/src/fixtures-elm", "2026-12-02T11:34:00", [
  U("the fixtures page puts court 3 games under court 1, its confusing everyone on match night"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n-------------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 28111\n\n↓ Fixtures\n✗ groups games by their own court\n\n    [ \"Court 1\", \"Court 1\", \"Court 2\" ]\n    ╷\n    │ Expect.equal\n    ╵\n    [ \"Court 1\", \"Court 2\", \"Court 3\" ]\n\nTEST RUN FAILED\n\nDuration: 182 ms\nPassed:   5\nFailed:   1", True),
  A("The court comes from `List.head courts |> Maybe.withDefault 1`, the first court of the venue, not the game's court. Using the game's court field."),
  E("src/Fixtures.elm", "List.head venue.courts |> Maybe.withDefault 1", "game.court"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n-------------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 9012\n\n↓ Fixtures\n✗ groups games by their own court\n\n    [ \"Court 1\", \"Court 3\", \"Court 2\" ]\n    ╷\n    │ Expect.equal\n    ╵\n    [ \"Court 1\", \"Court 2\", \"Court 3\" ]\n\nTEST RUN FAILED\n\nPassed:   5\nFailed:   1", True),
  A("Courts are right now but out of order: Dict.toList orders by the key, and the key is the court *name* string from the import, where 'Court 3' comes from a row typed with a trailing space. Trimming names at import and sorting by number."),
  E("src/Import.elm", "name = row.court", "name = String.trim row.court"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n-------------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 771\n\nTEST RUN PASSED\n\nDuration: 171 ms\nPassed:   6\nFailed:   0"),
 ], [
  L("first-court", "root_cause", ["the first court of the venue, not the game's court"], files=["src/Fixtures.elm"]),
  L("trailing-space", "root_cause", ["a row typed with a trailing space"], files=["src/Import.elm"]),
  L("own-court", "test_fixed", ["groups games by their own court"], files=["src/Import.elm"]),
 ], ["the fixtures page puts court 3 games under court 1, its confusing everyone on match night"]),

"n04_venue_decide": X("netball league finals day venue (decision)", "/home/priya/src/finals", "2026-12-02T11:50:00", [
  U("hi, need to decide something before we build the finals day page. one venue with 6 courts, or two venues with 4 each so more games at once? opinions?"),
  A("Two venues finishes sooner but splits spectators, umpires and the first aider; one venue keeps everyone together, which most finals days prefer, but runs about two hours longer."),
  U("one venue, Meadowbank. the first aid cover costs £180 per venue and we only have one trophy table anyway"),
  W("finals/schedule.py", "VENUES = ['Meadowbank']\nCOURTS = 6\n"),
  A("Set up for one venue. I can also put the schedule into a printable booklet with adverts from sponsors?"),
  U("thanks, but no sponsor adverts in the booklet, the junior finals are in it and the safeguarding officer said no"),
 ], [
  L("one-venue", "decision", ["one venue, Meadowbank"], reason=["the first aid cover costs £180 per venue"], files=["finals/schedule.py"]),
  L("no-adverts", "correction", ["no sponsor adverts in the booklet"], reason=["the junior finals are in it and the safeguarding officer said no"]),
 ], ["one venue with 6 courts, or two venues with 4 each so more games at once?", "opinions?"]),

"n05_email_mocha": X("netball league secretary email and registrations (JavaScript, mocha)", "/home/bev/src/registrations", "2026-12-02T12:06:00", [
  U("Forwarding from Jan (league sec), have a read:\n\nHi all, a few bits before Christmas.\n- Well done to Ashgrove Flyers, winter cup winners 34-29 in a cracking final.\n- The courts at Kingsway close 18 Dec to 3 Jan for resurfacing.\n- Reminder: no player is registered without a date of birth, the age-band check for the juniors depends on it and we were fined last year for an over-age player.\n- Subs for spring are £45 per player, invoices go out 6 Jan.\n- The online registration form is letting people register for two teams in the same division, which the rules don't allow — can the web people sort it.\n- Players' phone numbers are only ever visible to their own team captain, not to other captains, after the complaint about a captain messaging a player from another club.\n- Presentation evening 28 March at the Crown.\nThanks, Jan"),
  B("npx mocha test/register.spec.js", "\n\n  register\n    ✔ accepts a new player\n    1) refuses a second team in the same division\n    ✔ allows teams in different divisions\n\n\n  2 passing (14ms)\n  1 failing\n\n  1) register\n       refuses a second team in the same division:\n     AssertionError [ERR_ASSERTION]: Missing expected exception.\n      at Context.<anonymous> (test/register.spec.js:22:12)\n", True),
  A("The duplicate check looks the player up by email, and these sign-ups use a different email per team, so it never finds the earlier registration. Matching on name plus date of birth as well."),
  E("src/register.js", "  const existing = players.find(p => p.email === input.email);\n", "  const existing = players.find(p => p.email === input.email || (p.name === input.name && p.dob === input.dob));\n"),
  B("npx mocha test/register.spec.js", "\n\n  register\n    ✔ accepts a new player\n    ✔ refuses a second team in the same division\n    ✔ allows teams in different divisions\n\n\n  3 passing (12ms)\n"),
 ], [
  L("dob-required", "rule", ["no player is registered without a date of birth"], reason=["we were fined last year for an over-age player"]),
  L("phones-captain", "rule", ["Players' phone numbers are only ever visible to their own team captain"], reason=["a captain messaging a player from another club"]),
  L("email-lookup", "root_cause", ["these sign-ups use a different email per team"], files=["src/register.js"]),
  L("second-team", "test_fixed", ["refuses a second team in the same division"], files=["src/register.js"]),
 ], ["The online registration form is letting people register for two teams in the same division", "Well done to Ashgrove Flyers, winter cup winners 34-29", "The courts at Kingsway close 18 Dec to 3 Jan for resurfacing"]),

"n06_scores_ava": X("netball league score submission (Node, ava)", "/home/tariq/src/scoresheet", "2026-12-02T12:21:00", [
  U("captains submit scores and the result shows the away score as home. e.g. Hornets 22 v Kestrels 31 came out as a Hornets win"),
  B("npx ava test/submit.test.js", "\n  ✘ submit › keeps home and away in order\n\n  submit › keeps home and away in order\n\n  test/submit.test.js:15\n\n   14:   const r = submit({home: 22, away: 31});\n   15:   t.is(r.winner, 'away');\n   16: });\n\n  Difference (- actual, + expected):\n\n  - 'home'\n  + 'away'\n\n  ─\n\n  1 test failed", True),
  A("I had a look: the form sends `score_home`/`score_away` and submit() destructures `{away, home}` from an array built with Object.values(), whose order is the form's field order, away first. Reading the fields by name."),
  E("src/submit.js", "const [home, away] = Object.values(form);", "const { score_home: home, score_away: away } = form;"),
  B("npx ava test/submit.test.js", "\n  ✔ submit › keeps home and away in order\n  ✔ submit › draw has no winner\n  ─\n\n  2 tests passed"),
  A("Fixed. I also let either captain edit the score after submitting, to save emailing the results sec."),
  U("why either captain there? use the home captain submits and the away captain confirms, that's how the league rules work and it stops arguments"),
  E("src/submit.js", "canEdit = isCaptain(user, match)", "canEdit = isHomeCaptain(user, match)"),
 ], [
  L("values-order", "root_cause", ["Object.values(), whose order is the form's field order, away first"], files=["src/submit.js"]),
  L("home-away-order", "test_fixed", ["keeps home and away in order"], files=["src/submit.js"]),
  L("home-submits", "correction", ["use the home captain submits and the away captain confirms"], alternative=["why either captain there?"], reason=["that's how the league rules work and it stops arguments"], files=["src/submit.js"]),
 ], ["captains submit scores and the result shows the away score as home"]),

"n07_bibs_kotest": X("netball league bib stock (Kotlin, gradle test)", "/home/tariq/src/bibstore", "2026-12-02T12:37:00", [
  U("bib order totals are off, a set of 7 bibs costs £42 but the basket says £294"),
  B("./gradlew test", "> Task :test FAILED\n\nBasketTest > set of seven is one item() FAILED\n    org.opentest4j.AssertionFailedError: expected: <4200> but was: <29400>\n        at app//BasketTest.set of seven is one item(BasketTest.kt:18)\n\n4 tests completed, 1 failed", True),
  A("Price per item is multiplied by quantity, and a 'set' is stored with quantity 7 (the bibs in it) and price 4200 (the whole set). I'll divide the set price by the bibs in the set."),
  E("src/main/kotlin/Basket.kt", "it.price * it.quantity", "it.price / it.bibsPerSet * it.quantity"),
  B("./gradlew test", "> Task :test FAILED\n\nBasketTest > two sets are two items() FAILED\n    org.opentest4j.AssertionFailedError: expected: <8400> but was: <4200>\n        at app//BasketTest.two sets are two items(BasketTest.kt:25)\n\n4 tests completed, 1 failed", True),
  A("That broke two sets: quantity means bibs for sets but sets for everything else, so any division guesses wrong. The real fix is storing quantity as the number of sets and keeping bibsPerSet only for stock; reverting my division and changing how the basket adds a set."),
  E("src/main/kotlin/Basket.kt", "it.price / it.bibsPerSet * it.quantity", "it.price * it.quantity"),
  E("src/main/kotlin/AddToBasket.kt", "quantity = product.bibsPerSet * n", "quantity = n"),
  B("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 4s\n4 actionable tasks: 2 executed, 2 up to date"),
 ], [
  L("set-quantity", "root_cause", ["quantity means bibs for sets but sets for everything else"], files=["src/main/kotlin/AddToBasket.kt"]),
  L("set-one-item", "test_fixed", ["set of seven is one item"], files=["src/main/kotlin/AddToBasket.kt"]),
 ], ["a set of 7 bibs costs £42 but the basket says £294"]),

"n08_junior_pest": X("netball league junior age bands (PHP, pest)", "/home/jan/src/juniors", "2026-12-02T12:52:00", [
  U("age bands for the juniors go by age on 31 august, not on the day of the match, thats England Netball's rule. right now a girl who turned 12 in october got moved up to U14 mid season"),
  B("./vendor/bin/pest tests/AgeBandTest.php", "\n   FAIL  Tests\\AgeBandTest\n  ✓ under 10 is under 10\n  ⨯ band is fixed by age on 31 august\n  ✓ adults have no band\n  ───────────────────────────────────────────────\n   FAILED  Tests\\AgeBandTest > band is fixed by age on 31 august\n  Failed asserting that 'U14' is identical to 'U12'.\n\n  at tests/AgeBandTest.php:14\n\n  Tests:    1 failed, 2 passed (3 assertions)\n  Duration: 0.08s", True),
  A("band() takes `now()` as the reference date. It should take 31 August of the season's start year."),
  E("app/AgeBand.php", "$ref = now();", "$ref = Carbon::create($season->startYear, 8, 31);"),
  B("./vendor/bin/pest tests/AgeBandTest.php", "\n   PASS  Tests\\AgeBandTest\n  ✓ under 10 is under 10\n  ✓ band is fixed by age on 31 august\n  ✓ adults have no band\n\n  Tests:    3 passed (3 assertions)\n  Duration: 0.07s"),
 ], [
  L("august-31", "rule", ["age bands for the juniors go by age on 31 august, not on the day of the match"], reason=["thats England Netball's rule"]),
  L("now-reference", "root_cause", ["band() takes `now()` as the reference date"], files=["app/AgeBand.php"]),
  L("band-fixed", "test_fixed", ["band is fixed by age on 31 august"], files=["app/AgeBand.php"]),
 ], ["a girl who turned 12 in october got moved up to U14 mid season"]),

"n09_stats_sbt": X("netball league shooting stats (Scala, sbt test)", "/home/priya/src/shootstats", "2026-12-02T13:08:00", [
  U("shooting % on the stats page is over 100 for Leah"),
  B("sbt test", "[info] ShootingSpec:\n[info] shooting percentage\n[info] - should never exceed 100 *** FAILED ***\n[info]   112.5 was not less than or equal to 100.0 (ShootingSpec.scala:14)\n[info] Run completed in 402 milliseconds.\n[info] Total number of tests run: 3\n[info] Tests: succeeded 2, failed 1, canceled 0, ignored 0, pending 0\n[error] Failed tests:\n[error] \tnetball.ShootingSpec\n[error] (Test / test) sbt.TestsFailedException: Tests failed.", True),
  A("Goals are summed over all positions she played, but attempts only over quarters at GS. Leah played GA in the last quarter and scored there, so goals include GA and attempts don't. Summing attempts across the same quarters."),
  E("src/main/scala/Shooting.scala", "attempts = quarters.filter(_.position == GS).map(_.attempts).sum", "attempts = quarters.map(_.attempts).sum"),
  B("sbt test", "[info] ShootingSpec:\n[info] shooting percentage\n[info] - should never exceed 100\n[info] Run completed in 377 milliseconds.\n[info] Total number of tests run: 3\n[info] Tests: succeeded 3, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 6 s"),
  U("good. one decimal place is plenty, 87.5 not 87.5000"),
  E("src/main/scala/Shooting.scala", "f\"$pct%.4f\"", "f\"$pct%.1f\""),
 ], [
  L("positions-mismatch", "root_cause", ["attempts only over quarters at GS"], files=["src/main/scala/Shooting.scala"]),
  L("never-exceed", "test_fixed", ["should never exceed 100"], files=["src/main/scala/Shooting.scala"]),
  L("one-decimal", "correction", ["one decimal place is plenty"], files=["src/main/scala/Shooting.scala"]),
 ], ["shooting % on the stats page is over 100 for Leah"]),

"n10_courts_bun": X("netball league court hire invoices (TypeScript, bun test)", "/home/jan/src/courthire", "2026-12-02T13:22:00", [
  A("Picking up the court hire invoices from yesterday. The December invoice to Kingsway charges for the closed weeks. Running tests."),
  B("bun test", "bun test v1.1.34\n\ntest/invoice.test.ts:\n✓ charges a normal week [0.41ms]\n✗ skips weeks the venue is closed [0.62ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: 2\nReceived: 4\n\n      at <anonymous> (/home/jan/src/courthire/test/invoice.test.ts:19:30)\n\n 1 pass\n 1 fail\nRan 2 tests across 1 files. [38.00ms]", True),
  A("The closures list is read from closures.json but the file stores dates as 'DD/MM/YYYY' and the code parses them with new Date(), which reads them as month/day, so 18/12 is an invalid date and no week is skipped. Parsing the day and month explicitly."),
  E("src/closures.ts", "new Date(s)", "parseUkDate(s)"),
  B("bun test", "bun test v1.1.34\n\ntest/invoice.test.ts:\n✓ charges a normal week [0.39ms]\n✓ skips weeks the venue is closed [0.44ms]\n\n 2 pass\n 0 fail\nRan 2 tests across 1 files. [35.00ms]"),
  U("nice one. send invoices as a PDF attachment rather than a link, Kingsway's council email strips links"),
 ], [
  L("ddmm-parse", "root_cause", ["parses them with new Date(), which reads them as month/day"], files=["src/closures.ts"]),
  L("closed-weeks", "test_fixed", ["skips weeks the venue is closed"], files=["src/closures.ts"]),
  L("pdf-attach", "correction", ["send invoices as a PDF attachment rather than a link"], reason=["Kingsway's council email strips links"]),
 ], []),

"n12_awards_tap": X("netball league end of season awards (Node, tap)", "/home/jan/src/awards", "2026-12-02T13:55:00", [
  U("before any code: players' player award, should each team vote for its own player or for the best opponent they faced?"),
  A("Own-team votes reward the players teammates see every week; opponent votes are harder to game but most players only remember the last few games."),
  U("own team, one vote per player, no voting for yourself. we tried opponents in 2023 and people just voted for whoever beat them last"),
  W("src/vote.js", "export function cast(voter, nominee) {\n  if (voter.id === nominee.id || voter.team !== nominee.team) throw new Error('invalid vote')\n}\n"),
  B("npx tap test/vote.test.js", "test/vote.test.js 1> not ok 2 - counts one vote per player\ntest/vote.test.js 1>   ---\ntest/vote.test.js 1>   found: 2\ntest/vote.test.js 1>   wanted: 1\ntest/vote.test.js 1>   at:\ntest/vote.test.js 1>     fileName: test/vote.test.js\ntest/vote.test.js 1>     lineNumber: 17\ntest/vote.test.js 1>   ...\n\n  FAIL  test/vote.test.js 1 failed of 3 12ms\n  ✖ counts one vote per player\n\n# { total: 3, pass: 2, fail: 1 }", True),
  A("cast() checks who a vote is for but never whether the voter already voted, so a second submit just adds another. Recording voters in a Set and refusing a repeat."),
  E("src/vote.js", "  if (voter.id === nominee.id", "  if (voted.has(voter.id)) throw new Error('already voted')\n  voted.add(voter.id)\n  if (voter.id === nominee.id"),
  B("npx tap test/vote.test.js", "  PASS  test/vote.test.js 3 OK 10ms\n\n                         \n  🌈 TEST COMPLETION SUMMARY 🌈  \n                         \n\n# { total: 3, pass: 3 }"),
  A("Passing. I've also put a running leaderboard on the awards page."),
  U("revert that. the winner is a surprise on presentation night, if there is a leaderboard everybody knows before"),
  E("src/pages/awards.js", "renderLeaderboard(votes)\n", ""),
  A("Leaderboard removed. I'll email each captain the voting link from the league address?"),
  U("why email there? use the captains' whatsapp group, the coach must to approve the list first, is the rule of our league for the awards"),
 ], [
  L("own-team-vote", "decision", ["own team, one vote per player, no voting for yourself"], reason=["people just voted for whoever beat them last"], files=["src/vote.js"]),
  L("no-repeat", "root_cause", ["never whether the voter already voted"], files=["src/vote.js"]),
  L("one-vote", "test_fixed", ["counts one vote per player"], files=["src/vote.js"]),
  L("no-leaderboard", "correction", ["revert that"], reason=["the winner is a surprise on presentation night"], files=["src/pages/awards.js"]),
  L("whatsapp", "correction", ["use the captains' whatsapp group"], alternative=["why email there?"], reason=["the coach must to approve the list first, is the rule of our league"]),
 ], ["players' player award, should each team vote for its own player or for the best opponent they faced?"]),
"n11_chat_netball": X("netball league chit-chat", "/home/bev/src/league-table", "2026-12-02T13:40:00", [
  U("we lost to the Kestrels again, 38-36 in the last minute"),
  A("Close one."),
  U("never again am i playing WD against their GA, she's about six foot. always the last quarter we fade"),
  A("Sounds like a tough matchup."),
  U("i must remember to bring the oranges next week, anyway just venting, no work today"),
  A("Good luck next week."),
 ], [], ["we lost to the Kestrels again, 38-36 in the last minute", "never again am i playing WD against their GA", "always the last quarter we fade", "i must remember to bring the oranges next week", "just venting, no work today"]),
# ---------------------------------------------------------------- ceilidh band
"c01_setlist_unittest": X("ceilidh band set list builder (Python, unittest)", "/home/ewan/src/setlist", "2026-12-02T14:02:00", [
  U("hey. rule for the set list tool: every dance gets its walk-through time added before it, 3 minutes, the caller needs it or the floor is chaos. the total time for Saturday says 1h40 but we've got 2h of tunes on it"),
  B("python -m unittest tests.test_timing -v", "test_single_tune (tests.test_timing.TimingTest) ... ok\ntest_set_of_three_reels (tests.test_timing.TimingTest) ... FAIL\n\n======================================================================\nFAIL: test_set_of_three_reels (tests.test_timing.TimingTest)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/ewan/src/setlist/tests/test_timing.py\", line 19, in test_set_of_three_reels\n    self.assertEqual(total(s), 540)\nAssertionError: 180 != 540\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)", True),
  A("total() takes the length of the first tune in each set and ignores the rest; a set is a list of tunes but the code treats it as one. Summing every tune in the set."),
  E("setlist/timing.py", "return sum(s.tunes[0].seconds for s in sets)", "return sum(t.seconds for s in sets for t in s.tunes)"),
  B("python -m unittest tests.test_timing -v", "test_single_tune (tests.test_timing.TimingTest) ... ok\ntest_set_of_three_reels (tests.test_timing.TimingTest) ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nOK"),
 ], [
  L("walkthrough", "rule", ["every dance gets its walk-through time added before it, 3 minutes"], reason=["the caller needs it or the floor is chaos"]),
  L("first-tune", "root_cause", ["takes the length of the first tune in each set and ignores the rest"], files=["setlist/timing.py"]),
  L("three-reels", "test_fixed", ["test_set_of_three_reels"], files=["setlist/timing.py"]),
 ], ["the total time for Saturday says 1h40 but we've got 2h of tunes on it"]),

"c02_gigs_playwright": X("ceilidh band gig calendar site (TypeScript, playwright test)", "/home/kirsty/src/gigsite", "2026-12-02T14:18:00", [
  U("gig calendar on the site shows Hogmanay on the 30th"),
  B("npx playwright test tests/calendar.spec.ts", "Running 3 tests using 1 worker\n\n  ✘  1 [chromium] › tests/calendar.spec.ts:9:5 › gig shows on its own date (1.2s)\n\n  1) [chromium] › tests/calendar.spec.ts:9:5 › gig shows on its own date ─────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: getByTestId('day-31')\n    Expected string: \"Hogmanay Ceilidh, Corn Exchange\"\n    Received string: \"\"\n\n  1 failed\n  2 passed (4.1s)", True),
  A("Gig dates are stored as midnight UTC and rendered with toLocaleDateString in the browser; the test browser runs in America/New_York, so 31 Dec 00:00Z becomes the 30th. Rendering in Europe/London."),
  E("src/Calendar.tsx", "d.toLocaleDateString()", "d.toLocaleDateString('en-GB', { timeZone: 'Europe/London' })"),
  B("npx playwright test tests/calendar.spec.ts", "Running 3 tests using 1 worker\n\n  ✘  1 [chromium] › tests/calendar.spec.ts:9:5 › gig shows on its own date (1.1s)\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: getByTestId('day-31')\n    Received string: \"\"\n\n  1 failed\n  2 passed (3.9s)", True),
  A("The label is right now but the grid cell is chosen by `d.getDate()`, which still uses the browser's zone. Using the London date for the cell as well."),
  E("src/Calendar.tsx", "cells[d.getDate()]", "cells[londonDay(d)]"),
  B("npx playwright test tests/calendar.spec.ts", "Running 3 tests using 1 worker\n\n  3 passed (3.6s)"),
  U("sorted, ta. can you not put the fee on the public calendar pls, some venues pay different and they talk to each other"),
 ], [
  L("utc-midnight", "root_cause", ["stored as midnight UTC and rendered with toLocaleDateString in the browser"], files=["src/Calendar.tsx"]),
  L("getdate-zone", "root_cause", ["the grid cell is chosen by `d.getDate()`, which still uses the browser's zone"], files=["src/Calendar.tsx"]),
  L("own-date", "test_fixed", ["gig shows on its own date"], files=["src/Calendar.tsx"]),
  L("no-fee-public", "rule", ["not put the fee on the public calendar"], reason=["some venues pay different and they talk to each other"]),
 ], ["gig calendar on the site shows Hogmanay on the 30th"]),

"c03_tunes_prove": X("ceilidh band tune book (Perl, prove)", "/home/ewan/src/tunebook", "2026-12-02T14:34:00", [
  A("The tune book PDF lost all the sharps in the key signatures after last week's ABC import change. Running the tests."),
  B("prove -l t/", "t/abc_key.t .. \nnot ok 2 - D major keeps two sharps\n#   Failed test 'D major keeps two sharps'\n#   at t/abc_key.t line 11.\n#          got: ''\n#     expected: '^f^c'\n# Looks like you failed 1 test of 3.\nt/abc_key.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/3 subtests \n\nTest Summary Report\n-------------------\nt/abc_key.t (Wstat: 256 Tests: 3 Failed: 1)\n  Failed test:  2\nFiles=1, Tests=3,  0 wallclock secs\nResult: FAIL", True),
  A("The import now lowercases the K: field before the lookup, and the key table's entries are 'D', 'G', 'A' in upper case, so every lookup misses and returns no accidentals. Looking up with uc()."),
  E("lib/TuneBook/Key.pm", "$KEYS{lc $k}", "$KEYS{uc $k}"),
  B("prove -l t/", "t/abc_key.t .. ok\nAll tests successful.\nFiles=1, Tests=3,  0 wallclock secs\nResult: PASS"),
  U("thank you. keep the tunes in the book in the order we play them in the sets, not alphabetical, we read straight through on stage"),
 ], [
  L("lowercase-lookup", "root_cause", ["lowercases the K: field before the lookup"], files=["lib/TuneBook/Key.pm"]),
  L("two-sharps", "test_fixed", ["D major keeps two sharps"], files=["lib/TuneBook/Key.pm"]),
  L("set-order", "rule", ["keep the tunes in the book in the order we play them in the sets, not alphabetical"], reason=["we read straight through on stage"]),
 ], []),

"c04_notes_rebar": X("ceilidh band rehearsal notes and fees split (Erlang, rebar3 eunit)", "/home/kirsty/src/feesplit", "2026-12-02T14:50:00", [
  U("notes from last night's rehearsal, can you do the fee split thing\n\nrehearsal 1 Dec, Ewan's kitchen\n- new set: Mairi's Wedding into Loch Lomond for the Strip the Willow, sounds great\n- Callum's accordion is back from repair, £220\n- from now on the caller's fee comes off the top before the split, she books half our gigs and was getting the same as everyone\n- Kirsty's van needs new tyres before the Hogmanay run\n- fee split spreadsheet has been giving the fiddle 2 shares since Callum left and nobody noticed\n- we never take a gig without a written booking confirmation, after the wedding in Oban that cancelled on the day and never paid\n- next rehearsal 8th, bring mince pies\n- Ewan to chase the Corn Exchange for the PA spec"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Compiling feesplit\n===> Performing EUnit tests...\n.F.\nFailures:\n\n  1) feesplit_tests:one_share_each_test/0: module 'feesplit_tests'\n     Failure/Error: ?assertEqual(1,proplists:get_value(fiddle, Shares))\n       expected: 1\n            got: 2\n     %% test/feesplit_tests.erl:14:in `feesplit_tests:-one_share_each_test/0-fun-0-/0`\n\nFinished in 0.042 seconds\n3 tests, 1 failures\n===> Error running tests", True),
  A("shares/1 starts from a default members list that still has `{fiddle, 1}` twice, once for Kirsty and once left over from Callum's fiddle-and-whistle entry, so proplists sums both. Removing the stale entry."),
  E("src/feesplit.erl", "{fiddle, 1}, {whistle, 0}, {fiddle, 1}", "{fiddle, 1}"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Compiling feesplit\n===> Performing EUnit tests...\n...\nFinished in 0.038 seconds\n3 tests, 0 failures"),
 ], [
  L("caller-top", "rule", ["the caller's fee comes off the top before the split"], reason=["she books half our gigs"]),
  L("written-confirmation", "rule", ["we never take a gig without a written booking confirmation"], reason=["the wedding in Oban that cancelled on the day and never paid"]),
  L("stale-fiddle", "root_cause", ["left over from Callum's fiddle-and-whistle entry"], files=["src/feesplit.erl"]),
  L("one-share", "test_fixed", ["one_share_each_test"], files=["src/feesplit.erl"]),
 ], ["fee split spreadsheet has been giving the fiddle 2 shares since Callum left", "Callum's accordion is back from repair, £220", "Kirsty's van needs new tyres before the Hogmanay run"]),

"c05_caller_decide": X("ceilidh band dance card app (question before code)", "/home/ewan/src/dancecard", "2026-12-02T15:05:00", [
  U("quick q before you start on the dance card app: should the dances be picked by the caller on the night or fixed in advance? we've done both"),
  A("Fixed in advance lets you print cards and rehearse the sets; picking on the night lets the caller read the room, e.g. swap a Dashing White Sergeant for something gentler for an older crowd."),
  U("caller on the night, the app just offers the list. weddings are all different and Morag reads the room better than any plan"),
  W("dancecard/app.py", "def next_dance(floor):\n    return caller_choice(DANCES)\n"),
  A("Done. I made the list sort by popularity from past gigs."),
  U("hmm no, sort it by energy, slow to fast. she wants the gentle ones at hand after dinner when everyone's full"),
  E("dancecard/app.py", "key=popularity", "key=energy"),
 ], [
  L("caller-picks", "decision", ["caller on the night, the app just offers the list"], reason=["Morag reads the room better than any plan"], files=["dancecard/app.py"]),
  L("by-energy", "correction", ["sort it by energy, slow to fast"], reason=["she wants the gentle ones at hand after dinner"], files=["dancecard/app.py"]),
 ], ["should the dances be picked by the caller on the night or fixed in advance?", "we've done both"]),

"c06_mixer_gleam": X("ceilidh band stage mixer presets (Gleam, gleam test)", "/home/callum/src/presets", "2026-12-02T15:20:00", [
  U("the mixer presets for the Corn Exchange load the wrong channel names, accordion comes up as fiddle. stage plan is fixed: accordion on ch 1, fiddle ch 2, guitar ch 3, caller's mic ch 8, always, because the snake at every venue is labelled that way"),
  B("gleam test", "  Compiling presets\n   Compiled in 0.41s\n    Running presets_test.main\nF.\nFailures:\n\n  1) presets_test.channel_one_is_accordion_test: module 'presets_test'\n     Values were not equal\n     expected: \"accordion\"\n          got: \"fiddle\"\n     output: \n\nFinished in 0.011 seconds\n2 tests, 1 failures", True),
  A("Channel names come from list.index_map, which counts from 0, and the desk counts from 1. Adding 1."),
  E("src/presets.gleam", "#(i, name)", "#(i + 1, name)"),
  B("gleam test", "  Compiling presets\n   Compiled in 0.38s\n    Running presets_test.main\nF.\nFailures:\n\n  1) presets_test.channel_one_is_accordion_test: module 'presets_test'\n     Values were not equal\n     expected: \"accordion\"\n          got: \"guitar\"\n\nFinished in 0.010 seconds\n2 tests, 1 failures", True),
  A("Off by one the other way now, so index wasn't the bug: the preset file is loaded into a dict and dict.to_list gives its keys in no set order. Sorting by channel number before writing the desk file, and reverting the +1."),
  E("src/presets.gleam", "#(i + 1, name)", "#(i, name)"),
  E("src/presets.gleam", "dict.to_list(chans)", "dict.to_list(chans) |> list.sort(fn(a, b) { int.compare(a.0, b.0) })"),
  B("gleam test", "  Compiling presets\n   Compiled in 0.40s\n    Running presets_test.main\n..\nFinished in 0.009 seconds\n2 tests, 0 failures"),
 ], [
  L("stage-plan", "rule", ["accordion on ch 1, fiddle ch 2, guitar ch 3, caller's mic ch 8, always"], reason=["the snake at every venue is labelled that way"]),
  L("dict-order", "root_cause", ["dict.to_list gives its keys in no set order"], files=["src/presets.gleam"]),
  L("channel-one", "test_fixed", ["channel_one_is_accordion_test"], files=["src/presets.gleam"]),
 ], ["the mixer presets for the Corn Exchange load the wrong channel names, accordion comes up as fiddle"]),

"c07_merch_xcode": X("ceilidh band CD merch app (Swift, xcodebuild test)", "/home/kirsty/src/MerchTill", "2026-12-02T15:36:00", [
  U("merch till app on the ipad adds the card fee twice"),
  B("xcodebuild test -scheme MerchTill -destination 'platform=iOS Simulator,name=iPad (10th generation)'", "Test Suite 'TillTests' started at 2026-12-02 15:37:11.204.\nTest Case '-[MerchTillTests.TillTests testCardFeeOnce]' started.\n/home/kirsty/src/MerchTill/MerchTillTests/TillTests.swift:22: error: -[MerchTillTests.TillTests testCardFeeOnce] : XCTAssertEqual failed: (\"15.60\") is not equal to (\"15.30\")\nTest Case '-[MerchTillTests.TillTests testCardFeeOnce]' failed (0.006 seconds).\nTest Suite 'TillTests' failed at 2026-12-02 15:37:11.214.\n\t Executed 4 tests, with 1 failure (0 unexpected) in 0.010 (0.012) seconds\n** TEST FAILED **", True),
  A("total is a computed property that adds the fee, and checkout() adds the fee again to `total` before charging. Charging `total` as it is."),
  E("MerchTill/Till.swift", "charge(total + cardFee)", "charge(total)"),
  B("xcodebuild test -scheme MerchTill -destination 'platform=iOS Simulator,name=iPad (10th generation)'", "Test Suite 'TillTests' passed at 2026-12-02 15:38:40.117.\n\t Executed 4 tests, with 0 failures (0 unexpected) in 0.009 (0.011) seconds\n** TEST SUCCEEDED **"),
  A("Done. Want me to add a tip jar button too?"),
  U("thanks, but no tip button, we play mostly weddings and charities and asking for tips there looks bad"),
 ], [
  L("fee-twice", "root_cause", ["checkout() adds the fee again to `total` before charging"], files=["MerchTill/Till.swift"]),
  L("fee-once", "test_fixed", ["testCardFeeOnce"], files=["MerchTill/Till.swift"]),
  L("no-tips", "correction", ["no tip button"], reason=["we play mostly weddings and charities and asking for tips there looks bad"]),
 ], ["merch till app on the ipad adds the card fee twice"]),

"c08_mileage_busted": X("ceilidh band mileage claims (Lua, busted)", "/home/ewan/src/mileage", "2026-12-02T15:52:00", [
  U("mileage claim for the Oban gig paid Kirsty one way only. its a return trip obviously"),
  B("busted spec/mileage_spec.lua", "●○●\n2 successes / 1 failure / 0 errors / 0 pending : 0.004 seconds\n\nFailure → spec/mileage_spec.lua @ 9\nmileage counts the return leg\nspec/mileage_spec.lua:12: Expected objects to be equal.\nPassed in:\n(number) 97.5\nExpected:\n(number) 195", True),
  A("claim() takes the distance from the route lookup, which is one way, and the `return_trip` flag is read from `gig.retrun_trip`, a typo, so it's always nil. Fixing the field name."),
  E("mileage.lua", "gig.retrun_trip", "gig.return_trip"),
  B("busted spec/mileage_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.003 seconds"),
  U("yep. 45p a mile not 40, we changed it at the band meeting, matches the HMRC rate"),
  E("mileage.lua", "local RATE = 0.40", "local RATE = 0.45"),
 ], [
  L("typo-flag", "root_cause", ["read from `gig.retrun_trip`, a typo, so it's always nil"], files=["mileage.lua"]),
  L("return-leg", "test_fixed", ["mileage counts the return leg"], files=["mileage.lua"]),
  L("45p", "correction", ["45p a mile not 40"], reason=["matches the HMRC rate"], files=["mileage.lua"]),
 ], ["mileage claim for the Oban gig paid Kirsty one way only"]),

"c09_booking_phoenix": X("ceilidh band booking enquiries (Elixir, mix test)", "/home/kirsty/src/bookings", "2026-12-02T16:08:00", [
  U("the enquiry form accepts dates in the past. someone booked us for last june lol"),
  B("mix test test/enquiry_test.exs", "\n\n  1) test refuses a date in the past (EnquiryTest)\n     test/enquiry_test.exs:7\n     Expected false or nil, got true\n     code: assert not Enquiry.valid?(%{date: ~D[2026-06-13]})\n     stacktrace:\n       test/enquiry_test.exs:8: (test)\n\n..\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n3 tests, 1 failure", True),
  A("valid?/1 uses `Date.compare(date, today) != :lt` but `today` is a module attribute, `@today Date.utc_today()`, evaluated once at compile time, so it's the date the app was built. Calling Date.utc_today() at run time."),
  E("lib/enquiry.ex", "Date.compare(e.date, @today)", "Date.compare(e.date, Date.utc_today())"),
  B("mix test test/enquiry_test.exs", "...\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n3 tests, 0 failures"),
  A("Fixed. I've set the form to also accept enquiries by WhatsApp."),
  U("revert that. Kirsty's the only one who does bookings and her whatsapp is her personal number, enquiries come by email only"),
  E("lib/enquiry.ex", "@channels [:email, :whatsapp]", "@channels [:email]"),
 ], [
  L("compile-time-today", "root_cause", ["evaluated once at compile time, so it's the date the app was built"], files=["lib/enquiry.ex"]),
  L("past-date", "test_fixed", ["refuses a date in the past"], files=["lib/enquiry.ex"]),
  L("email-only", "correction", ["revert that"], reason=["her whatsapp is her personal number, enquiries come by email only"], files=["lib/enquiry.ex"]),
 ], ["the enquiry form accepts dates in the past", "someone booked us for last june lol"]),

"c10_lights_clj": X("ceilidh band DIY lighting controller (Clojure, clojure -X:test)", "/home/callum/src/lights", "2026-12-02T16:24:00", [
  A("Back on the lighting controller: the fade between dances jumps straight to black. Running the tests."),
  B("clojure -X:test", "\nRunning tests in #{\"test\"}\n\nTesting lights.fade-test\n\nFAIL in (fade-is-gradual) (fade_test.clj:11)\nexpected: (= 0.5 (level-at fade 1500))\n  actual: (not (= 0.5 0))\n\nRan 3 tests containing 3 assertions.\n1 failures, 0 errors.", True),
  A("level-at divides elapsed by duration with `quot`, integer division, so anything below the full duration is 0. Using `/` and double."),
  E("src/lights/fade.clj", "(quot elapsed duration)", "(double (/ elapsed duration))"),
  B("clojure -X:test", "\nRunning tests in #{\"test\"}\n\nTesting lights.fade-test\n\nRan 3 tests containing 3 assertions.\n0 failures, 0 errors."),
  U("ok. never use strobe in any preset, we had someone with epilepsy at a wedding in May and the venue made us sign a form"),
  A("Removed the strobe effect from all presets."),
  U("i meant remove it from presets, but you deleted the effect code too, put the code back please, the youth club gig borrows our rig and they bring their own risk assessment"),
  E("src/lights/effects.clj", "", "(defn strobe [hz] ...)\n"),
 ], [
  L("quot-division", "root_cause", ["divides elapsed by duration with `quot`, integer division"], files=["src/lights/fade.clj"]),
  L("fade-gradual", "test_fixed", ["fade-is-gradual"], files=["src/lights/fade.clj"]),
  L("no-strobe", "rule", ["never use strobe in any preset"], reason=["we had someone with epilepsy at a wedding in May"]),
  L("keep-code", "correction", ["put the code back please"], reason=["the youth club gig borrows our rig"], files=["src/lights/effects.clj"]),
 ], []),

"c11_chat_ceilidh": X("ceilidh band chit-chat", "/home/ewan/src/setlist", "2026-12-02T16:40:00", [
  U("what a gig last night, 200 folk doing the Gay Gordons at once"),
  A("That sounds brilliant."),
  U("never again am i playing a 3 hour gig without a break though, my fingers. always the bride's uncle who requests Auld Lang Syne at 9pm"),
  A("Every wedding has one."),
  U("i must remember to restring the fiddle before friday. no coding, just buzzing"),
  A("Rest those fingers."),
 ], [], ["what a gig last night, 200 folk doing the Gay Gordons at once", "never again am i playing a 3 hour gig without a break though", "always the bride's uncle who requests Auld Lang Syne at 9pm", "i must remember to restring the fiddle before friday", "no coding, just buzzing"]),
}

# a correction told after the work, with its reason where a user would give one
CORRECTED = {
  "s01_trips_vitest": ("the deposit is £150 not £100, the coach company put their price up in october", "Deposit set to £150.",
                       ("src/config.ts", "DEPOSIT = 100", "DEPOSIT = 150"),
                       L("deposit-150", "correction", ["the deposit is £150 not £100"], reason=["the coach company put their price up"], files=["src/config.ts"])),
  "s03_minutes_nextest": ("can you show the hire price per day rather than per week on the price list, folk compare with the shops that way", "The price list now shows a day rate.",
                          ("src/list.rs", "per_week", "per_day"),
                          L("per-day", "correction", ["show the hire price per day rather than per week"], reason=["folk compare with the shops that way"], files=["src/list.rs"])),
  "s06_members_rake": ("and the renewal reminder goes 4 weeks before, not 2. the february trip books up in january", "Reminder moved to 4 weeks before renewal.",
                       ("app/jobs/reminder_job.rb", "2.weeks", "4.weeks"),
                       L("four-weeks", "correction", ["the renewal reminder goes 4 weeks before, not 2"], reason=["the february trip books up in january"], files=["app/jobs/reminder_job.rb"])),
  "s10_snow_julia": ("use a line chart, not bars. it's a time series and bars look like rainfall", "Switched to a line chart.",
                     ("src/plot.jl", "bar(", "plot("),
                     L("line-chart", "correction", ["use a line chart, not bars"], reason=["bars look like rainfall"], files=["src/plot.jl"])),
  "n01_table_stack": ("sort on points then goal average, not goal difference. the handbook says goal average, we had a protest about it in 2022", "Tie-break changed to goal average.",
                      ("src/Table.hs", "comparing goalDiff", "comparing goalAverage"),
                      L("goal-average", "correction", ["sort on points then goal average, not goal difference"], reason=["the handbook says goal average"], files=["src/Table.hs"])),
  "n02_umpires_dune": ("dont show umpires phone numbers on the allocation sheet, names only. it gets pinned up in the sports hall foyer", "Phone numbers removed from the printed sheet.",
                       ("lib/sheet.ml", "u.name ^ \" \" ^ u.phone", "u.name"),
                       L("no-phones", "correction", ["dont show umpires phone numbers on the allocation sheet, names only"], reason=["it gets pinned up in the sports hall foyer"], files=["lib/sheet.ml"])),
  "n03_fixtures_elm": ("please the fixtures must show the time in 24 hours, many players are from Poland and Philippines and the am pm is confuse them", "Times now show as 24-hour.",
                       ("src/Fixtures.elm", "formatTime12", "formatTime24"),
                       L("24-hour", "correction", ["the fixtures must show the time in 24 hours"], reason=["the am pm is confuse them"], files=["src/Fixtures.elm"])),
  "n05_email_mocha": ("hmm match on date of birth and surname only, not first name. half the girls sign up under a nickname", "Duplicate check now uses date of birth and surname.",
                      ("src/register.js", "p.name === input.name", "p.surname === input.surname"),
                      L("surname-dob", "correction", ["match on date of birth and surname only, not first name"], reason=["half the girls sign up under a nickname"], files=["src/register.js"])),
  "n07_bibs_kotest": ("show prices with VAT included rather than added at the end, none of the clubs are VAT registered so they pay it anyway", "Prices now shown including VAT.",
                      ("src/main/kotlin/Basket.kt", "showVatAtEnd = true", "showVatAtEnd = false"),
                      L("vat-included", "correction", ["show prices with VAT included rather than added at the end"], reason=["none of the clubs are VAT registered"], files=["src/main/kotlin/Basket.kt"])),
  "n08_junior_pest": ("call the U10 band Bee Netball not U10, that's what England Netball calls it and it's what parents search for", "Renamed the band label.",
                      ("app/AgeBand.php", "'U10'", "'Bee Netball'"),
                      L("bee-netball", "correction", ["call the U10 band Bee Netball not U10"], reason=["it's what parents search for"], files=["app/AgeBand.php"])),
  "c01_setlist_unittest": ("max times through per dance: 8 not 12. past 8 the dancers are dead on their feet", "Capped at 8 times through.",
                           ("setlist/timing.py", "MAX_TIMES = 12", "MAX_TIMES = 8"),
                           L("eight-times", "correction", ["8 not 12"], reason=["past 8 the dancers are dead on their feet"], files=["setlist/timing.py"])),
  "c02_gigs_playwright": ("and drop the google maps embed on the venue page, use a plain address and postcode. the embed tracks people and it's slow on phones", "Replaced the map with the address and postcode.",
                          ("src/Venue.tsx", "<MapEmbed venue={v} />", "<Address venue={v} />"),
                          L("no-map", "correction", ["use a plain address and postcode"], alternative=["drop the google maps embed"], reason=["the embed tracks people and it's slow on phones"], files=["src/Venue.tsx"])),
  "c03_tunes_prove": ("we'd want the ABC files in the shared folder rather than one big PDF, the fiddle players transpose them", "Export now writes one ABC file per tune to the shared folder.",
                      ("lib/TuneBook/Export.pm", "to_pdf(", "to_abc_files("),
                      L("abc-files", "correction", ["the ABC files in the shared folder rather than one big PDF"], reason=["the fiddle players transpose them"], files=["lib/TuneBook/Export.pm"])),
  "c04_notes_rebar": ("round shares down to the pound, and the spare pennies go in the van fund, not to whoever is bandleader that night. we agreed that in the spring", "Rounding down, remainder to the van fund.",
                      ("src/feesplit.erl", "Remainder -> leader", "Remainder -> van_fund"),
                      L("van-fund", "correction", ["the spare pennies go in the van fund, not to whoever is bandleader"], reason=["we agreed that in the spring"], files=["src/feesplit.erl"])),
  "c06_mixer_gleam": ("caller's mic default -6 dB not 0, it feeds back in every village hall we play", "Caller's mic now defaults to -6 dB.",
                      ("src/presets.gleam", "caller_gain: 0", "caller_gain: -6"),
                      L("minus-six", "correction", ["caller's mic default -6 dB not 0"], reason=["it feeds back in every village hall"], files=["src/presets.gleam"])),
}
for _name, (_u, _a, _e, _l) in CORRECTED.items():
    SETS[_name]["events"] += [U(_u), E(*_e), A(_a)]
    SETS[_name]["lessons"].append(_l)

# a rule or a decision told mid-session, after the work it is not about
TOLD = {
  "s08_race_ctest": ("oh and race results for the under 16s show first name and initial only, that's the club's child protection policy", "Understood.",
                     L("u16-initial", "rule", ["race results for the under 16s show first name and initial only"], reason=["the club's child protection policy"])),
  "c07_merch_xcode": ("one more thing, merch cash always goes in the bag with the float sheet, never in someone's pocket. we lost track of £90 at Hogmanay", "Noted, I'll keep the cash-up screen matched to the float sheet.",
                      L("cash-bag", "rule", ["merch cash always goes in the bag with the float sheet, never in someone's pocket"], reason=["we lost track of £90 at Hogmanay"])),
  "n09_stats_sbt": ("for player of the season lets use goals per quarter played rather than total goals, three of the best shooters missed half the season injured", "Player of the season will rank goals per quarter played.",
                    L("per-quarter", "decision", ["goals per quarter played rather than total goals"], reason=["three of the best shooters missed half the season injured"])),
}
for _name, (_u, _a, _l) in TOLD.items():
    SETS[_name]["events"] += [U(_u), A(_a)]
    SETS[_name]["lessons"].append(_l)

# a follow-up question that gives no rule
ASKED = {
  "s01_trips_vitest": ("how many on the waiting list for val thorens", "Six."),
  "s02_lessons_gotest": ("who's on tuesday now", "Ailsa and Hamish."),
  "s03_minutes_nextest": ("how many hires were charged wrong this season", "Fourteen weekend hires."),
  "s04_resort_decide": ("when does the vote close", "Sunday 8pm, as set on the page."),
  "s05_avalanche_pytest": ("what's the level for the northern corries today", "Considerable, 3."),
  "s06_members_rake": ("how many family memberships got the wrong renewal", "Nine."),
  "s07_minibus_dotnet": ("how many are booked for saturday", "Fourteen plus the driver."),
  "s08_race_ctest": ("who won the u16 slalom then", "Eilidh M., 38.41."),
  "s09_lift_zig": ("how many junior passes sold so far", "Twenty-two."),
  "s10_snow_julia": ("whats the deepest reading this week", "92 cm on Thursday."),
  "n01_table_stack": ("so where are riverside now", "Fourth, level on points with Ashgrove."),
  "n02_umpires_dune": ("how many games still without an umpire", "Two, both on court 4."),
  "n03_fixtures_elm": ("does it look ok on a phone", "Yes, the court columns stack on narrow screens."),
  "n04_venue_decide": ("how many teams in the finals", "Twelve."),
  "n05_email_mocha": ("how many double registrations got through", "Seven, all in division 2."),
  "n06_scores_ava": ("which other results were flipped", "Three from week 9."),
  "n07_bibs_kotest": ("how many orders went out at the wrong price", "Four."),
  "n08_junior_pest": ("how many girls got moved up wrongly", "Three, all in the U12s."),
  "n10_courts_bun": ("how much did we overcharge kingsway", "£160, two weeks of court hire."),
  "n12_awards_tap": ("how many votes are in", "Eighty-one."),
  "c01_setlist_unittest": ("so how long is saturday now", "2 hours 34 with walk-throughs."),
  "c02_gigs_playwright": ("how many gigs are on the calendar", "Nineteen to the end of March."),
  "c03_tunes_prove": ("how many tunes in the book now", "One hundred and twelve."),
  "c04_notes_rebar": ("what did the fiddle get overpaid since june", "£410 across nine gigs."),
  "c06_mixer_gleam": ("does the corn exchange desk take usb", "Yes, the preset loads from a USB stick."),
  "c07_merch_xcode": ("how many cds did we sell at the last gig", "Twenty-three."),
  "c08_mileage_busted": ("what does kirsty get back then", "£87.75."),
  "c09_booking_phoenix": ("how many enquiries this month", "Eleven."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)

# a closing word that carries no rule
THANKED = {
  "s02_lessons_gotest": "cheers that's grand",
  "n02_umpires_dune": "lovely, thanks",
  "c08_mileage_busted": "great ta",
  "s09_lift_zig": "perfect thank you",
  "n10_courts_bun": "brill, cheers",
  "c10_lights_clj": "thanks thats it for today",
  "n06_scores_ava": "ok good",
  "c05_caller_decide": "nice one",
}
for _name, _t in THANKED.items():
    SETS[_name]["events"] += [U(_t)]
    SETS[_name]["not_lessons"].append(_t)
