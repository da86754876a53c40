# heldout69: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout68's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a triathlon club, a seal rescue centre and a youth theatre (a cycling club and a wildlife rescue centre were
# briefed and found used: cycling clubs and a hedgehog rescue are earlier sets' domains, so a triathlon club and a seal
# rescue centre, of the same flavours, took their places).
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
# ---------------------------------------------------------------- triathlon club
"t01_splits_pytest": X("triathlon club race results and splits (Python, pytest)", "/home/gemma/src/tri-results", "2026-11-30T08:02:00", [
  U("morning. first thing: results go up with first name and surname initial for juniors, never the full name, a junior's full name plus their age group is enough to find them at school. now the bug, T2 splits for the sprint race on sunday are negative for about a dozen people"),
  B("python -m pytest tests/test_splits.py -q", "F..                                                                      [100%]\n=================================== FAILURES ===================================\n__________________________ test_t2_split_after_midnight_clock _________________________\n\n    def test_t2_split_after_midnight_clock():\n        r = Result(bike_in='09:58:40', run_out='10:00:05')\n>       assert r.t2_seconds() == 85\nE       assert -3515 == 85\n\ntests/test_splits.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_splits.py::test_t2_split_after_midnight_clock - assert -3515 == 85\n1 failed, 2 passed in 0.11s", True),
  R("tri/splits.py", "def t2_seconds(self):\n    a = datetime.strptime(self.bike_in, '%H:%M:%S')\n    b = datetime.strptime(self.run_out, '%M:%S:%H')\n    return int((b - a).total_seconds())\n"),
  A("Found it: the run-out time is parsed with the format string reversed, `%M:%S:%H`, so 10:00:05 reads as minute 10, second 0, hour 5. Every split that crosses the hour comes out negative. Using `%H:%M:%S` for both."),
  E("tri/splits.py", "    b = datetime.strptime(self.run_out, '%M:%S:%H')\n", "    b = datetime.strptime(self.run_out, '%H:%M:%S')\n"),
  B("python -m pytest tests/test_splits.py -q", "...                                                                      [100%]\n3 passed in 0.09s"),
  A("Fixed. The results table shows seconds to two decimals now so ties are visible."),
  U("whole seconds please, the chip mats only time to the second anyway so the decimals are made up"),
  E("tri/render.py", "    return f'{s:.2f}'\n", "    return f'{int(s)}'\n"),
 ], [
  L("junior-initial", "rule", ["results go up with first name and surname initial for juniors, never the full name"], reason=["a junior's full name plus their age group is enough to find them at school"]),
  L("reversed-format", "root_cause", ["the run-out time is parsed with the format string reversed"], files=["tri/splits.py"]),
  L("t2-midnight", "test_fixed", ["test_t2_split_after_midnight_clock"], files=["tri/splits.py"]),
  L("whole-seconds", "correction", ["whole seconds"], reason=["the chip mats only time to the second anyway"], files=["tri/render.py"]),
 ], ["T2 splits for the sprint race on sunday are negative for about a dozen people"]),

"t02_lanes_jest": X("triathlon club pool lane booking (TypeScript, jest)", "/home/owen/src/lanebook", "2026-11-30T08:15:00", [
  A("Picking up the lane booking bug from the club chat: Wednesday's 6am session shows 9 swimmers in lane 3, cap is 6. Running the booking tests."),
  B("npx jest src/booking", " FAIL  src/booking/capacity.test.ts\n  ● lane capacity › rejects a seventh swimmer in a lane\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: false\n    Received: true\n\n      12 |     const lane = makeLane(6, 6);\n      13 |     const ok = canBook(lane, swimmer());\n    > 14 |     expect(ok).toBe(false);\n         |                ^\n\n      at Object.<anonymous> (src/booking/capacity.test.ts:14:16)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 3 passed, 4 total\nTime:        1.42 s", True),
  R("src/booking/capacity.ts", "export const canBook = (lane: Lane, s: Swimmer) => lane.booked <= lane.cap;\n"),
  A("`<=` lets a booking through when the lane is already at its cap: with 6 of 6 booked, 6 <= 6 is true. It has to be strictly less than."),
  E("src/booking/capacity.ts", "lane.booked <= lane.cap", "lane.booked < lane.cap"),
  B("npx jest src/booking", " PASS  src/booking/capacity.test.ts\n  lane capacity\n    ✓ accepts a swimmer into an empty lane (3 ms)\n    ✓ rejects a seventh swimmer in a lane (1 ms)\n    ✓ frees a place on cancel (1 ms)\n    ✓ keeps the coach out of the count (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       4 passed, 4 total\nTime:        1.21 s"),
  A("Lane 3 will refuse a seventh. Want me to also bump the three extra people from Wednesday to lane 4 automatically?"),
  U("thanks, but no, dont move anyone yourself, Owen rings them, some of them chose lane 3 because they're slow and lane 4 is the fast lane"),
  A("Leaving Wednesday's list as it is; I'll print the three names for Owen instead."),
 ], [
  L("at-cap", "root_cause", ["lets a booking through when the lane is already at its cap"], files=["src/booking/capacity.ts"]),
  L("seventh-swimmer", "test_fixed", ["rejects a seventh swimmer in a lane"], files=["src/booking/capacity.ts"]),
  L("no-auto-move", "correction", ["dont move anyone yourself, Owen rings them"], reason=["lane 4 is the fast lane"]),
 ], []),

"t03_committee_cargo": X("triathlon club committee notes and timing mat reader (Rust, cargo test)", "/home/gemma/src/matreader", "2026-11-30T08:29:00", [
  U("Pasting the committee notes from last night so you have the context, only item 4 is for you really\n\nPTC committee, Tues 24 Nov\n1. Xmas social at the Crown, 12 Dec, £15 a head, Jo is collecting\n2. New tri-suits arrived, collect from Gemma's garage\n3. Nobody swims in open water at club sessions without a tow float and a second person on the bank, after the near miss at Horton lake in August this isn't optional\n4. Timing mat reader drops chips when two athletes cross within a second of each other, Gemma to fix before the duathlon\n5. Membership data stays in the club's own account, never in a personal spreadsheet or someone's google drive, because of the GDPR complaint last year\n6. Pool fees go up 4% in january\nAOB: Steve's retiring as treasurer in March"),
  B("cargo test", "   Compiling matreader v0.3.1 (/home/gemma/src/matreader)\n    Finished test [unoptimized + debuginfo] target(s) in 2.31s\n     Running unittests src/lib.rs (target/debug/deps/matreader-8f2c1)\n\nrunning 4 tests\ntest tests::reads_single_chip ... ok\ntest tests::ignores_repeat_read ... ok\ntest tests::keeps_two_chips_in_one_second ... FAILED\ntest tests::parses_header ... ok\n\nfailures:\n\n---- tests::keeps_two_chips_in_one_second stdout ----\nthread 'tests::keeps_two_chips_in_one_second' panicked at src/lib.rs:88:9:\nassertion `left == right` failed\n  left: 1\n right: 2\n\nfailures:\n    tests::keeps_two_chips_in_one_second\n\ntest result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  A("The repeat-read filter drops any read within 1 s of the previous one, whichever chip it came from. It should only treat a read as a repeat when it's the same chip. Keying the last-seen time by chip id."),
  E("src/lib.rs", "        if t - self.last < 1000 { continue; }\n        self.last = t;\n", "        if let Some(&p) = self.last.get(&chip) { if t - p < 1000 { continue; } }\n        self.last.insert(chip, t);\n"),
  B("cargo test", "   Compiling matreader v0.3.1 (/home/gemma/src/matreader)\nerror[E0599]: no method named `get` found for type `u64` in the current scope\n  --> src/lib.rs:41:40\n   |\n41 |         if let Some(&p) = self.last.get(&chip) { if t - p < 1000 { continue; } }\n   |                                        ^^^ method not found in `u64`\n\nerror: could not compile `matreader` (lib test) due to 1 previous error", True),
  A("The struct field is still a single `u64`. Changing it to a HashMap<u32, u64>."),
  E("src/lib.rs", "    last: u64,\n", "    last: HashMap<u32, u64>,\n"),
  B("cargo test", "   Compiling matreader v0.3.1 (/home/gemma/src/matreader)\n    Finished test [unoptimized + debuginfo] target(s) in 1.98s\n     Running unittests src/lib.rs (target/debug/deps/matreader-8f2c1)\n\nrunning 4 tests\ntest tests::reads_single_chip ... ok\ntest tests::ignores_repeat_read ... ok\ntest tests::keeps_two_chips_in_one_second ... ok\ntest tests::parses_header ... ok\n\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
 ], [
  L("tow-float", "rule", ["Nobody swims in open water at club sessions without a tow float and a second person on the bank"], reason=["after the near miss at Horton lake"]),
  L("own-account", "rule", ["Membership data stays in the club's own account, never in a personal spreadsheet"], reason=["because of the GDPR complaint last year"]),
  L("any-chip", "root_cause", ["drops any read within 1 s of the previous one, whichever chip it came from"], files=["src/lib.rs"]),
  L("two-chips", "test_fixed", ["keeps_two_chips_in_one_second"], files=["src/lib.rs"]),
 ], ["Timing mat reader drops chips when two athletes cross within a second of each other", "Xmas social at the Crown, 12 Dec, £15 a head, Jo is collecting", "Pool fees go up 4% in january", "Steve's retiring as treasurer in March"]),

"t04_entry_decide": X("triathlon club race entry form (question before code)", "/home/jo/src/duathlon-entry", "2026-11-30T08:44:00", [
  U("before you build the entry form for the february duathlon, should we cap entries at 150 or leave it open and close on the day before?"),
  A("A cap protects the marshals and the course; an open entry gets more income but you can't plan the transition racks. What fits the car park?"),
  U("cap it at 150. the transition area in the school yard takes 150 bikes and not one more, we measured it last year"),
  W("entry/config.yml", "max_entries: 150\nclose_when_full: true\n"),
  A("Cap set at 150 and the form closes when full. Shall I add a waiting list?"),
  U("yes please"),
 ], [
  L("cap-150", "decision", ["cap it at 150"], reason=["the transition area in the school yard takes 150 bikes"], files=["entry/config.yml"]),
 ], ["should we cap entries at 150 or leave it open and close on the day before?", "yes please"]),

"t05_plans_rspec": X("triathlon club training plan generator (Ruby, rspec)", "/home/owen/src/plans", "2026-11-30T08:57:00", [
  U("the beginner 12 week plan is putting two brick sessions back to back on saturday and sunday, beginners get injured like that"),
  B("bundle exec rspec spec/plan_spec.rb", "..F\n\nFailures:\n\n  1) Plan beginner never puts brick sessions on consecutive days\n     Failure/Error: expect(gaps).to all(be >= 2)\n       expected [1, 3, 4, 1] to all be >= 2\n\n          object at index 0 failed to match:\n             expected: >= 2\n                  got:    1\n     # ./spec/plan_spec.rb:22:in `block (3 levels) in <top (required)>'\n\nFinished in 0.03711 seconds (files took 0.21 seconds to load)\n3 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/plan_spec.rb:18 # Plan beginner never puts brick sessions on consecutive days", True),
  A("The week template is filled from the end — `days.reverse.each` — so the rest-day check looks at the next day instead of the day before. Iterating forwards."),
  E("lib/plan.rb", "    days.reverse.each do |d|\n", "    days.each do |d|\n"),
  B("bundle exec rspec spec/plan_spec.rb", "..F\n\nFailures:\n\n  1) Plan beginner never puts brick sessions on consecutive days\n     Failure/Error: expect(gaps).to all(be >= 2)\n       expected [3, 4, 1, 3] to all be >= 2\n\n          object at index 2 failed to match:\n             expected: >= 2\n                  got:    1\n     # ./spec/plan_spec.rb:22:in `block (3 levels) in <top (required)>'\n\n3 examples, 1 failure", True),
  A("One pair left, and it's across the week boundary: Sunday of week 6 and Monday of week 7. Each week is checked on its own, so the last brick of a week never sees the first of the next. Carrying the last brick date over between weeks."),
  E("lib/plan.rb", "  def build_week(n)\n    last_brick = nil\n", "  def build_week(n, last_brick)\n"),
  B("bundle exec rspec spec/plan_spec.rb", "...\n\nFinished in 0.03322 seconds (files took 0.2 seconds to load)\n3 examples, 0 failures"),
  A("No back-to-back bricks now. I've made the long run on sunday 90 minutes from week 8."),
  U("75 not 90, the plan is for a sprint and the run leg is 5k, nobody needs 90 minutes"),
  E("lib/templates/beginner.yml", "long_run_min: 90\n", "long_run_min: 75\n"),
 ], [
  L("reverse-iterate", "root_cause", ["the rest-day check looks at the next day instead of the day before"], files=["lib/plan.rb"]),
  L("week-boundary", "root_cause", ["the last brick of a week never sees the first of the next"], files=["lib/plan.rb"]),
  L("consecutive-bricks", "test_fixed", ["never puts brick sessions on consecutive days"], files=["lib/plan.rb"]),
  L("75-not-90", "correction", ["75 not 90"], reason=["the plan is for a sprint and the run leg is 5k"], files=["lib/templates/beginner.yml"]),
 ], ["the beginner 12 week plan is putting two brick sessions back to back on saturday and sunday"]),
"t06_kit_phpunit": X("triathlon club kit shop (PHP, phpunit)", "/home/jo/src/ptc-shop", "2026-11-30T09:10:00", [
  U("vendor/bin/phpunit --filter OrderTotal\nPHPUnit 10.4.2 by Sebastian Bergmann and contributors.\n\nF                                                                   1 / 1 (100%)\n\nThere was 1 failure:\n\n1) Tests\\OrderTotalTest::testMemberDiscountAppliedOnce\nFailed asserting that 36.45 matches expected 40.5.\n\n/home/jo/src/ptc-shop/tests/OrderTotalTest.php:31\n\nFAILURES!\nTests: 1, Assertions: 1, Failures: 1.\n\nmembers are getting 10% off twice on the tri-suit"),
  R("src/Order.php", "    public function total(): float {\n        $t = $this->subtotal();\n        foreach ($this->items as $i) { $t = $this->discount($t); }\n        return round($t, 2);\n    }\n"),
  A("The discount sits inside the item loop, so an order of two items takes 10% off twice, three items three times. It belongs once, outside the loop."),
  E("src/Order.php", "        foreach ($this->items as $i) { $t = $this->discount($t); }\n", "        $t = $this->discount($t);\n"),
  B("vendor/bin/phpunit --filter OrderTotal", "PHPUnit 10.4.2 by Sebastian Bergmann and contributors.\n\n.                                                                   1 / 1 (100%)\n\nTime: 00:00.021, Memory: 8.00 MB\n\nOK (1 test, 1 assertion)"),
  A("Done. I've also switched the shop to take card payments through Stripe checkout."),
  U("revert that. we pay by bank transfer to the club account only, the committee voted against card fees eating into the kit margin"),
  E("src/Checkout.php", "        return new StripeCheckout($order);\n", "        return new BankTransfer($order);\n"),
 ], [
  L("inside-loop", "root_cause", ["The discount sits inside the item loop"], files=["src/Order.php"]),
  L("discount-once", "test_fixed", ["testMemberDiscountAppliedOnce"], files=["src/Order.php"]),
  L("no-card", "correction", ["revert that"], alternative=["we pay by bank transfer to the club account only"], reason=["the committee voted against card fees eating into the kit margin"], files=["src/Checkout.php"]),
 ], ["members are getting 10% off twice on the tri-suit"]),

"t07_strava_go": X("triathlon club leaderboard import (Go, go test)", "/home/owen/src/clubboard", "2026-11-30T09:24:00", [
  U("leaderboard imports are counting turbo trainer rides as outdoor miles, Dan is top of the monthly bike board with 600 indoor km"),
  A("I'll check how the import decides indoor."),
  B("go test ./importer/ -run TestIndoor -v", "=== RUN   TestIndoorRidesExcluded\n    import_test.go:41: got 3 outdoor rides, want 1\n--- FAIL: TestIndoorRidesExcluded (0.00s)\nFAIL\nFAIL\tgithub.com/ptc/clubboard/importer\t0.006s\nFAIL", True),
  A("It checks `a.Type == \"VirtualRide\"`, but the export writes the trainer flag as a separate `trainer: true` field and sets the type to plain \"Ride\" for most trainers. So only Zwift rides are caught. Excluding on the trainer flag as well."),
  E("importer/import.go", "\tif a.Type == \"VirtualRide\" {\n", "\tif a.Type == \"VirtualRide\" || a.Trainer {\n"),
  B("go test ./importer/ -run TestIndoor -v", "=== RUN   TestIndoorRidesExcluded\n--- PASS: TestIndoorRidesExcluded (0.00s)\nPASS\nok  \tgithub.com/ptc/clubboard/importer\t0.004s"),
  U("good. also the board should only show people who ticked the share box in the app, some of our members dont want their rides public at all, one had a stalker"),
  E("importer/import.go", "\tboard = append(board, a)\n", "\tif m.ShareOptIn {\n\t\tboard = append(board, a)\n\t}\n"),
 ], [
  L("trainer-flag", "root_cause", ["the export writes the trainer flag as a separate `trainer: true` field"], files=["importer/import.go"]),
  L("indoor-excluded", "test_fixed", ["TestIndoorRidesExcluded"], files=["importer/import.go"]),
  L("share-box", "rule", ["the board should only show people who ticked the share box"], reason=["one had a stalker"], files=["importer/import.go"]),
 ], ["leaderboard imports are counting turbo trainer rides as outdoor miles, Dan is top of the monthly bike board with 600 indoor km"]),

"t08_marshals_mix": X("triathlon club marshal rota (Elixir, mix test)", "/home/gemma/src/marshals", "2026-11-30T09:38:00", [
  U("Hi, can you look why the marshal rota puts Kath on the bike turnaround AND the run aid station at the same time"),
  B("mix test test/rota_test.exs", "....\n\n  1) test one post per marshal per slot (RotaTest)\n     test/rota_test.exs:27\n     Assertion with == failed\n     code:  assert length(posts_for(rota, \"kath\", ~T[09:00:00])) == 1\n     left:  2\n     right: 1\n     stacktrace:\n       test/rota_test.exs:30: (test)\n\n\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n5 tests, 1 failure", True),
  A("assign/2 filters out marshals already placed by comparing names with `==`, but the volunteer form lower-cases names and the import doesn't, so \"Kath\" and \"kath\" count as two people. Normalising names on import."),
  E("lib/rota.ex", "    name: row[\"name\"],\n", "    name: String.downcase(String.trim(row[\"name\"])),\n"),
  B("mix test test/rota_test.exs", ".....\n\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n5 tests, 0 failures"),
  A("Kath is on one post now. I moved her to the run aid station since it's nearer the car park."),
  U("why the aid station there? use the bike turnaround for Kath, she's first aid trained and the turnaround is where people come off"),
  E("priv/rota.csv", "kath,run_aid\n", "kath,bike_turn\n"),
 ], [
  L("case-names", "root_cause", ["\"Kath\" and \"kath\" count as two people"], files=["lib/rota.ex"]),
  L("one-post", "test_fixed", ["one post per marshal per slot"], files=["lib/rota.ex"]),
  L("kath-turnaround", "correction", ["use the bike turnaround for Kath"], alternative=["why the aid station there?"], reason=["she's first aid trained and the turnaround is where people come off"], files=["priv/rota.csv"]),
 ], ["can you look why the marshal rota puts Kath on the bike turnaround AND the run aid station at the same time"]),

"t09_lactate_gradle": X("triathlon club coaching zones app (Kotlin, gradle test)", "/home/owen/src/zones", "2026-11-30T09:51:00", [
  U("Heart rate zones in the app are all shifted up one. Zone 2 shows what should be zone 3. Also never show anyone elses zones or heart rate on the coach screen when it's on the big tv at the pool, it's medical data really"),
  B("./gradlew test", "> Task :app:test FAILED\n\nZonesTest > zone2UpperBoundIs80PercentOfThreshold() FAILED\n    org.opentest4j.AssertionFailedError: expected: <136> but was: <153>\n        at app//ZonesTest.zone2UpperBoundIs80PercentOfThreshold(ZonesTest.kt:19)\n\n4 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:test'.\n> There were failing tests. See the report at: file:///home/owen/src/zones/app/build/reports/tests/test/index.html\n\nBUILD FAILED in 6s", True),
  A("Zone bounds are percentages of threshold heart rate, but `bounds` is indexed from 1 while the list is zero-based, so zone 2 reads zone 3's percentage (90% instead of 80%)."),
  E("app/src/main/kotlin/Zones.kt", "    fun upper(zone: Int) = (threshold * bounds[zone]).roundToInt()\n", "    fun upper(zone: Int) = (threshold * bounds[zone - 1]).roundToInt()\n"),
  B("./gradlew test", "> Task :app:test\n\nZonesTest > zone1UpperBound() PASSED\nZonesTest > zone2UpperBoundIs80PercentOfThreshold() PASSED\nZonesTest > zone5IsOpenEnded() PASSED\nZonesTest > thresholdFromTest() PASSED\n\nBUILD SUCCESSFUL in 5s\n4 actionable tasks: 2 executed, 2 up-to-date"),
 ], [
  L("no-hr-on-tv", "rule", ["never show anyone elses zones or heart rate on the coach screen"], reason=["it's medical data really"]),
  L("off-by-one-zone", "root_cause", ["is indexed from 1 while the list is zero-based"], files=["app/src/main/kotlin/Zones.kt"]),
  L("zone2-80", "test_fixed", ["zone2UpperBoundIs80PercentOfThreshold"], files=["app/src/main/kotlin/Zones.kt"]),
 ], ["Heart rate zones in the app are all shifted up one. Zone 2 shows what should be zone 3."]),

"t10_newsletter_deno": X("triathlon club newsletter builder (Deno, deno test)", "/home/jo/src/ptc-news", "2026-11-30T10:05:00", [
  U("newsletter build is broken since I updated deno"),
  B("deno test", "running 3 tests from ./build_test.ts\nrenders race reports ... ok (4ms)\nlinks member profiles ... FAILED (2ms)\nescapes html in titles ... ok (1ms)\n\n ERRORS \n\nlinks member profiles => ./build_test.ts:18:6\nerror: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n-   https://ptc.club/members/undefined\n+   https://ptc.club/members/jo-b\n\n    at assertEquals (https://deno.land/std@0.208.0/assert/assert_equals.ts:189:9)\n    at file:///home/jo/src/ptc-news/build_test.ts:21:3\n\n FAILURES \n\nlinks member profiles => ./build_test.ts:18:6\n\nFAILED | 2 passed | 1 failed (41ms)\n\nerror: Test failed", True),
  A("My guess was the std upgrade, but no: the member records come from members.json and the key there is `slug`, while build.ts reads `handle`, which only the old export had. It never broke before because the old fixture still had both. Reading `slug`."),
  E("build.ts", "`${BASE}/members/${m.handle}`", "`${BASE}/members/${m.slug}`"),
  B("deno test", "running 3 tests from ./build_test.ts\nrenders race reports ... ok (4ms)\nlinks member profiles ... ok (1ms)\nescapes html in titles ... ok (1ms)\n\nok | 3 passed | 0 failed (37ms)"),
  A("Builds again. Want me to add members' race photos at the top of each report?"),
  U("only the ones where the member said yes on the photo form, and for under 18s no photos at all in the newsletter, parents complained in the summer"),
  E("build.ts", "  const photos = report.photos;\n", "  const photos = report.photos.filter((p) => p.consent && p.age >= 18);\n"),
 ], [
  L("slug-not-handle", "root_cause", ["the key there is `slug`, while build.ts reads `handle`"], files=["build.ts"]),
  L("member-profiles", "test_fixed", ["links member profiles"], files=["build.ts"]),
  L("no-u18-photos", "rule", ["for under 18s no photos at all in the newsletter"], reason=["parents complained in the summer"], files=["build.ts"]),
 ], ["newsletter build is broken since I updated deno"]),

"t11_chat_tri": X("triathlon club chit-chat", "/home/gemma/src/tri-results", "2026-11-30T10:18:00", [
  U("did the club champs at the weekend, the lake was 11 degrees"),
  A("Brave. How did it go?"),
  U("never again am i doing an open water swim in november without booties. always the transition where you cant find your bike. the rule is you rack it by the tree, ha"),
  A("Sounds like the full experience."),
  U("anyway no code from me today, just wanted to moan. going for a hot bath"),
 ], [], ["the lake was 11 degrees", "never again am i doing an open water swim in november without booties", "always the transition where you cant find your bike", "the rule is you rack it by the tree", "no code from me today, just wanted to moan"]),
# ---------------------------------------------------------------- seal rescue centre
"s01_intake_dotnet": X("seal rescue centre intake records (C#, dotnet test)", "/home/fiona/src/SealIntake", "2026-11-30T08:06:00", [
  U("Hi, here are the notes from this morning's staff briefing, sorry it's long, the bit for the code is at the bottom\n\nBriefing 27/11\n- Storm forecast for the weekend, expect more pups washed off the haul-out at Donna Nook, extra volunteers on rota\n- Freezer in the fish room is making the noise again, Ian has called the engineer\n- The exact location where a seal was found is never published, on the website or on social media, people go and crowd the beach and the mothers abandon the pups\n- Nobody handles a seal without gloves and a second person present, grey seal bites go septic, we had two hospital trips last winter\n- Thanks to the school in Louth for the fundraiser, £640!\n- Intake form: the weight of new arrivals keeps showing in pounds on the board even though we weigh in kg. Fiona to sort with the computer\nNext briefing Monday"),
  B("dotnet test", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  SealIntake -> /home/fiona/src/SealIntake/bin/Debug/net8.0/SealIntake.dll\n  SealIntake.Tests -> /home/fiona/src/SealIntake.Tests/bin/Debug/net8.0/SealIntake.Tests.dll\nTest run for /home/fiona/src/SealIntake.Tests/bin/Debug/net8.0/SealIntake.Tests.dll (.NETCoreApp,Version=v8.0)\n  Failed SealIntake.Tests.WeightTests.BoardShowsKilograms [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Strings differ\nExpected: \"14.2 kg\"\nActual:   \"31.3 lb\"\n  Stack Trace:\n     at SealIntake.Tests.WeightTests.BoardShowsKilograms() in /home/fiona/src/SealIntake.Tests/WeightTests.cs:line 22\n\nFailed!  - Failed:     1, Passed:     7, Skipped:     0, Total:     8, Duration: 48 ms", True),
  A("So the board formats weights with `CultureInfo.CurrentCulture` and picks the unit from the region: the kiosk PC was set up as en-US, so it converts to pounds. The unit shouldn't depend on the machine at all. Fixing it to kilograms."),
  E("src/Board/WeightFormat.cs", "        var unit = RegionInfo.CurrentRegion.IsMetric ? \"kg\" : \"lb\";\n", "        const string unit = \"kg\";\n"),
  B("dotnet test", "  Failed SealIntake.Tests.WeightTests.BoardShowsKilograms [9 ms]\n  Error Message:\n   Assert.Equal() Failure: Strings differ\nExpected: \"14.2 kg\"\nActual:   \"31.3 kg\"\n\nFailed!  - Failed:     1, Passed:     7, Skipped:     0, Total:     8, Duration: 41 ms", True),
  A("Unit label's right but the number is still converted: the lb multiplication happens in a second place, `Display()`, which runs before the format. Taking it out there too."),
  E("src/Board/WeightFormat.cs", "        var w = IsMetric ? kg : kg * 2.20462;\n", "        var w = kg;\n"),
  B("dotnet test", "  SealIntake.Tests -> /home/fiona/src/SealIntake.Tests/bin/Debug/net8.0/SealIntake.Tests.dll\n\nPassed!  - Failed:     0, Passed:     8, Skipped:     0, Total:     8, Duration: 39 ms"),
 ], [
  L("no-location", "rule", ["The exact location where a seal was found is never published"], reason=["people go and crowd the beach and the mothers abandon the pups"]),
  L("gloves-two", "rule", ["Nobody handles a seal without gloves and a second person present"], reason=["grey seal bites go septic"]),
  L("region-units", "root_cause", ["the kiosk PC was set up as en-US, so it converts to pounds"], files=["src/Board/WeightFormat.cs"]),
  L("second-conversion", "root_cause", ["the lb multiplication happens in a second place"], files=["src/Board/WeightFormat.cs"]),
  L("board-kg", "test_fixed", ["BoardShowsKilograms"], files=["src/Board/WeightFormat.cs"]),
 ], ["the weight of new arrivals keeps showing in pounds on the board even though we weigh in kg", "Storm forecast for the weekend, expect more pups washed off the haul-out at Donna Nook", "Freezer in the fish room is making the noise again, Ian has called the engineer", "Thanks to the school in Louth for the fundraiser, £640!"]),

"s02_feeds_swift": X("seal rescue centre feeding chart iPad app (Swift, swift test)", "/Users/ian/src/FeedChart", "2026-11-30T08:20:00", [
  U("feeding chart is telling volunteers to give Pebble 1.2kg of fish, she's on 600g. whats going on"),
  B("swift test", "Building for debugging...\n[4/4] Linking FeedChartPackageTests\nBuild complete! (1.92s)\nTest Suite 'All tests' started at 2026-11-30 08:21:02.114.\nTest Case '-[FeedChartTests.RationTests testRationIsFourPercentOfBodyWeight]' started.\n/Users/ian/src/FeedChart/Tests/FeedChartTests/RationTests.swift:17: error: -[FeedChartTests.RationTests testRationIsFourPercentOfBodyWeight] : XCTAssertEqual failed: (\"1200.0\") is not equal to (\"600.0\")\nTest Case '-[FeedChartTests.RationTests testRationIsFourPercentOfBodyWeight]' failed (0.003 seconds).\nExecuted 5 tests, with 1 failure (0 unexpected) in 0.011 (0.013) seconds", True),
  A("ration() multiplies by 0.04 per feed but the feeds-per-day divisor was dropped in the last refactor — Pebble is on two feeds, so the daily figure is shown per feed. Dividing by feedsPerDay again."),
  E("Sources/FeedChart/Ration.swift", "        return weightKg * 1000 * 0.04\n", "        return weightKg * 1000 * 0.04 / Double(feedsPerDay)\n"),
  B("swift test", "Building for debugging...\nBuild complete! (1.41s)\nTest Suite 'All tests' passed at 2026-11-30 08:22:40.501.\n\t Executed 5 tests, with 0 failures (0 unexpected) in 0.009 (0.010) seconds"),
  A("Fixed. I've made the fish amounts show in ounces as well for the older volunteers."),
  U("grams only. the scales in the fish room are in grams and two units on one line is how the 1.2kg mistake gets made"),
  E("Sources/FeedChart/RationView.swift", "        Text(\"\\(grams) g (\\(ounces) oz)\")\n", "        Text(\"\\(grams) g\")\n"),
 ], [
  L("feeds-divisor", "root_cause", ["the feeds-per-day divisor was dropped in the last refactor"], files=["Sources/FeedChart/Ration.swift"]),
  L("four-percent", "test_fixed", ["testRationIsFourPercentOfBodyWeight"], files=["Sources/FeedChart/Ration.swift"]),
  L("grams-only", "correction", ["grams only"], reason=["the scales in the fish room are in grams"], files=["Sources/FeedChart/RationView.swift"]),
 ], ["feeding chart is telling volunteers to give Pebble 1.2kg of fish, she's on 600g. whats going on"]),

"s03_release_flutter": X("seal rescue centre release planner app (Dart, flutter test)", "/home/fiona/src/release_planner", "2026-11-30T08:34:00", [
  A("Before I touch the release planner: the issue says pups are being marked ready for release under the weight. What's the release weight you use?"),
  U("40kg for greys, and they have to have been eating whole fish on their own for a week. we dont release lighter, they dont survive the first winter"),
  B("flutter test test/release_test.dart", "00:02 +2 -1: ReadyForRelease marks a 38kg grey as not ready [E]\n  Expected: <false>\n    Actual: <true>\n\n  package:matcher                         expect\n  test/release_test.dart 24:5             main.<fn>.<fn>\n\n00:02 +3 -1: Some tests failed.", True),
  A("The threshold constant is 35, from the common seal guidance, and it's used for greys too. Splitting it by species and setting greys to 40."),
  E("lib/release.dart", "const releaseKg = 35.0;\n", "const releaseKg = {Species.common: 35.0, Species.grey: 40.0};\n"),
  B("flutter test test/release_test.dart", "00:01 +0: loading /home/fiona/src/release_planner/test/release_test.dart\ntest/release_test.dart:12:22: Error: The operator '>=' isn't defined for the class 'Map<Species, double>'.\n    return seal.weightKg >= releaseKg && seal.selfFeedingDays >= 7;\n                         ^\n00:02 +0 -1: Some tests failed.", True),
  A("Still comparing against the map itself; looking the species up."),
  E("lib/release.dart", "    return seal.weightKg >= releaseKg && seal.selfFeedingDays >= 7;\n", "    return seal.weightKg >= releaseKg[seal.species]! && seal.selfFeedingDays >= 7;\n"),
  B("flutter test test/release_test.dart", "00:02 +5: All tests passed!"),
 ], [
  L("forty-kg", "rule", ["40kg for greys", "eating whole fish on their own for a week"], reason=["they dont survive the first winter"]),
  L("common-seal-threshold", "root_cause", ["The threshold constant is 35, from the common seal guidance, and it's used for greys too"], files=["lib/release.dart"]),
  L("38kg-grey", "test_fixed", ["marks a 38kg grey as not ready"], files=["lib/release.dart"]),
 ], []),

"s04_pool_busted": X("seal rescue centre pool water monitor (Lua, busted)", "/home/ian/src/poolmon", "2026-11-30T08:48:00", [
  U("the salinity alarm on pool 2 went off all night, water's fine, I tested it by hand at 2am. can you look"),
  B("busted spec/salinity_spec.lua", "●●◼●\n3 successes / 1 failure / 0 errors / 0 pending : 0.006 seconds\n\nFailure → spec/salinity_spec.lua @ 14\nsalinity reads ppt from the probe in mS/cm\nspec/salinity_spec.lua:16: Expected objects to be the same.\nPassed in:\n(number) 52.1\nExpected:\n(number) 30.2", True),
  A("Hm. The new probe reports conductivity in mS/cm but the converter still uses the old probe's µS/cm factor, with the value multiplied by 1000 first... Actually no, it's the temperature compensation: the formula applies the 2% per degree correction with the sign flipped, so cold water reads saltier. Pool 2 is the cold one."),
  E("src/salinity.lua", "  local c25 = c * (1 + 0.02 * (t - 25))\n", "  local c25 = c / (1 + 0.02 * (t - 25))\n"),
  B("busted spec/salinity_spec.lua", "●●●●\n4 successes / 0 failures / 0 errors / 0 pending : 0.005 seconds"),
  U("ta. dont let it text me at night for salinity though, only for the pump stopping, salinity can wait till morning"),
  E("src/alerts.lua", "  salinity = { sms = true },\n", "  salinity = { sms = false, email = true },\n"),
 ], [
  L("temp-compensation-sign", "root_cause", ["applies the 2% per degree correction with the sign flipped, so cold water reads saltier"], files=["src/salinity.lua"]),
  L("ppt-from-ms", "test_fixed", ["salinity reads ppt from the probe in mS/cm"], files=["src/salinity.lua"]),
  L("no-night-sms", "correction", ["dont let it text me at night for salinity though, only for the pump stopping"], reason=["salinity can wait till morning"], files=["src/alerts.lua"]),
 ], ["the salinity alarm on pool 2 went off all night, water's fine, I tested it by hand at 2am"]),

"s05_backup_bats": X("seal rescue centre nightly backup script (Bash, bats)", "/home/fiona/src/sr-backup", "2026-11-30T09:02:00", [
  U("the backup hasnt copied the vet notes since the 20th"),
  B("bats test/backup.bats", "backup.bats\n ✓ copies intake db\n ✗ copies vet notes with spaces in the name\n   (in test file test/backup.bats, line 19)\n     `[ -f \"$DEST/vet notes/2026-11-21 Pebble.pdf\" ]' failed\n ✓ keeps 14 days\n\n3 tests, 1 failure", True),
  A("The loop is `for f in $(ls \"$SRC/vet notes\")`, which splits on spaces: the new naming scheme since the 20th puts a space between date and name, so each file becomes two words neither of which exists. Switching to a glob."),
  E("backup.sh", "for f in $(ls \"$SRC/vet notes\"); do\n", "for f in \"$SRC/vet notes\"/*; do\n"),
  B("bats test/backup.bats", "backup.bats\n ✗ copies vet notes with spaces in the name\n   (in test file test/backup.bats, line 19)\n     `[ -f \"$DEST/vet notes/2026-11-21 Pebble.pdf\" ]' failed\n\n3 tests, 1 failure", True),
  A("Still failing: the copy line below uses `cp $f $DEST/...` unquoted, so the space bites there too. Quoting it."),
  E("backup.sh", "    cp $f $DEST/vet\\ notes/\n", "    cp \"$f\" \"$DEST/vet notes/\"\n"),
  B("bats test/backup.bats", "backup.bats\n ✓ copies intake db\n ✓ copies vet notes with spaces in the name\n ✓ keeps 14 days\n\n3 tests, 0 failures"),
  A("Passing. Shall I have it also push a copy to my Dropbox-style share for offsite?"),
  U("no, offsite goes to the encrypted USB that Ian takes home on fridays, nothing with the vet notes goes into a cloud share, the vets' contract says so"),
 ], [
  L("word-split", "root_cause", ["which splits on spaces"], files=["backup.sh"]),
  L("unquoted-cp", "root_cause", ["the copy line below uses `cp $f $DEST/...` unquoted"], files=["backup.sh"]),
  L("vet-notes-spaces", "test_fixed", ["copies vet notes with spaces in the name"], files=["backup.sh"]),
  L("no-cloud", "correction", ["offsite goes to the encrypted USB", "nothing with the vet notes goes into a cloud share"], reason=["the vets' contract says so"]),
 ], ["the backup hasnt copied the vet notes since the 20th"]),
"s06_adopt_nimble": X("seal rescue centre adopt-a-seal packs (Nim, nimble test)", "/home/mags/src/adoptaseal", "2026-11-30T09:16:00", [
  U("hello, the adopt a seal certificates are coming out with last year's seal on them, people paid for Pebble and got Barnacle, who went back to sea in march"),
  B("nimble test", "  Verifying dependencies for adoptaseal@0.4.0\n  Compiling /home/mags/src/adoptaseal/tests/tcert.nim (from package adoptaseal) using c backend\n[Suite] certificates\n  [FAILED] picks the seal currently in care\n    tcert.nim(21, 14): Check failed: cert.seal == \"Pebble\"\n    cert.seal was Barnacle\n       Error: execution of an external program failed: '/home/mags/src/adoptaseal/tests/tcert'\n       Tip: 1 messages have been suppressed, use --verbose to show them.\n     Error: Execution failed with exit code 1", True),
  A("pickSeal() takes the first seal in residents.csv whose `adoptable` column is yes, and nobody clears that column on release, so Barnacle still sits first. Requiring `status == in_care` too."),
  E("src/cert.nim", "    if r.adoptable:\n", "    if r.adoptable and r.status == \"in_care\":\n"),
  B("nimble test", "  Verifying dependencies for adoptaseal@0.4.0\n[Suite] certificates\n  [OK] picks the seal currently in care\n  [OK] prints the adopter's first name\n   Success: Execution finished\n   Success: All tests passed"),
  A("Certificates will show Pebble. I could email everyone who got a Barnacle one a replacement straight away?"),
  U("thanks, but no, Mags wants to ring them herself first and say sorry, an automatic email looks like we dont care"),
 ], [
  L("adoptable-never-cleared", "root_cause", ["nobody clears that column on release"], files=["src/cert.nim"]),
  L("in-care", "test_fixed", ["picks the seal currently in care"], files=["src/cert.nim"]),
  L("ring-first", "correction", ["Mags wants to ring them herself first"], reason=["an automatic email looks like we dont care"]),
 ], ["the adopt a seal certificates are coming out with last year's seal on them, people paid for Pebble and got Barnacle"]),

"s07_rota_decide": X("seal rescue centre volunteer shift rota (question before code)", "/home/fiona/src/sr-rota", "2026-11-30T09:29:00", [
  U("we're rewriting the volunteer rota thing. question first: shifts of 4 hours or full days? half the volunteers are retired, the other half students"),
  A("Four-hour shifts are easier to fill and fit students; full days mean fewer handovers of medication. Which matters more to you?"),
  U("4 hour shifts, but the handover is written in the app not told at the door, because the meds are where mistakes happen"),
  W("rota/shifts.py", "SHIFT_HOURS = 4\nHANDOVER_REQUIRED = True\n"),
  A("Set up four-hour shifts with a written handover required before a shift can be closed."),
 ], [
  L("four-hour-shifts", "decision", ["4 hour shifts"], reason=["half the volunteers are retired, the other half students"], files=["rota/shifts.py"]),
  L("written-handover", "rule", ["the handover is written in the app not told at the door"], reason=["the meds are where mistakes happen"]),
 ], ["question first: shifts of 4 hours or full days?"]),

"s08_meds_crystal": X("seal rescue centre medication log (Crystal, crystal spec)", "/home/ian/src/medlog", "2026-11-30T09:41:00", [
  U("med log problem. Pebble's antibiotic shows as due at 3am and 3pm but the vet wrote every 12 hours from 9am. and before you change anything - doses are always entered by weight in mg/kg, never a flat dose, the pups grow so fast a flat dose is wrong within a week"),
  B("crystal spec", "..F.\n\nFailures:\n\n  1) Schedule every 12 hours starts at the first dose time\n     Failure/Error: sched.times.first.should eq Time::Span.new(hours: 9)\n\n       Expected: 09:00:00\n            got: 03:00:00\n\n     # spec/schedule_spec.cr:18\n\nFinished in 1.08 milliseconds\n4 examples, 1 failures, 0 errors, 0 pending\n\nFailed examples:\n\ncrystal spec spec/schedule_spec.cr:15 # Schedule every 12 hours starts at the first dose time", True),
  A("The schedule is stored as UTC and shown as UTC too; the first-dose time is converted to UTC on save but the display never converts back. Wait, that's only an hour off in winter. 3 vs 9 is six hours: the schedule starts counting from midnight and adds the interval, so 12-hourly gives 00/12, shifted by the 3h default offset. It ignores first_dose completely."),
  E("src/schedule.cr", "    start = Time::Span.new(hours: 3)\n", "    start = first_dose\n"),
  B("crystal spec", "....\n\nFinished in 0.97 milliseconds\n4 examples, 0 failures, 0 errors, 0 pending"),
 ], [
  L("mg-per-kg", "rule", ["doses are always entered by weight in mg/kg, never a flat dose"], reason=["the pups grow so fast a flat dose is wrong within a week"]),
  L("ignores-first-dose", "root_cause", ["It ignores first_dose completely"], files=["src/schedule.cr"]),
  L("first-dose-time", "test_fixed", ["every 12 hours starts at the first dose time"], files=["src/schedule.cr"]),
 ], ["Pebble's antibiotic shows as due at 3am and 3pm but the vet wrote every 12 hours from 9am"]),

"s09_sightings_dart": X("seal rescue centre public sightings form (Dart, dart test)", "/home/mags/src/sightings", "2026-11-30T09:55:00", [
  U("people report a seal on the beach through the form and we get the email with no phone number. half the time we need to call them back"),
  B("dart test", "00:00 +3: loading test/report_test.dart\n00:00 +3 -1: report email includes the caller phone [E]\n  Expected: contains '07700 900461'\n    Actual: 'Seal sighting\\nWhere: ...\\nCondition: thin, alone\\n'\n\n  package:matcher          expect\n  test/report_test.dart 31:5  main.<fn>\n\n00:00 +4 -1: Some tests failed.", True),
  A("The template fills `{{phone}}` but the form field is called `tel`, so the placeholder renders empty and the line gets trimmed. Renaming the placeholder to match the field."),
  E("lib/templates/report.txt", "Phone: {{phone}}\n", "Phone: {{tel}}\n"),
  B("dart test", "00:01 +5: All tests passed!"),
  A("The phone number comes through now. I also added a 'touch the seal to check it's alive' tip to the form's help text."),
  U("oh god no, take that out. the help text must say stay 10 metres away and keep dogs on leads, never to touch or pour water on it, people get bitten and the pup gets stressed"),
  E("lib/templates/help.txt", "If safe, touch the seal gently to check it is alive.\n", "Stay 10 metres away, keep dogs on leads. Never touch the seal or pour water on it.\n"),
 ], [
  L("tel-placeholder", "root_cause", ["the form field is called `tel`, so the placeholder renders empty"], files=["lib/templates/report.txt"]),
  L("caller-phone", "test_fixed", ["report email includes the caller phone"], files=["lib/templates/report.txt"]),
  L("ten-metres", "correction", ["stay 10 metres away and keep dogs on leads, never to touch or pour water on it"], reason=["people get bitten and the pup gets stressed"], files=["lib/templates/help.txt"]),
 ], ["people report a seal on the beach through the form and we get the email with no phone number"]),

"s10_weights_testthat": X("seal rescue centre weight curves report (R, testthat)", "/home/fiona/src/sealweights", "2026-11-30T10:08:00", [
  U("the weekly weight report for the vets. can you check the growth rate column, it looks too good to be true"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        3 | growth\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-growth.R:12:3): growth is grams per day over the last 7 days\n`growth_rate(w)` (`actual`) not equal to 142.9 (`expected`).\n\n  `actual`: 1000.0\n`expected`:  142.9\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 3 ]", True),
  A("growth_rate() divides the week's gain by `nrow(w)`, but w holds one row per weighing and pups are weighed once a week now, so it divides by 1 instead of 7 days. Using the date span."),
  E("R/growth.R", "  gain / nrow(w)\n", "  gain / as.numeric(diff(range(w$date)))\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          4 | growth\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 4 ]"),
  A("Rates look realistic now. I've sorted the report by growth rate, fastest first."),
  U("why fastest first there? use slowest first, the vets read the top of the page and the slow gainers are the ones who need them"),
  E("R/report.R", "  arrange(desc(rate))\n", "  arrange(rate)\n"),
 ], [
  L("divides-by-rows", "root_cause", ["divides the week's gain by `nrow(w)`"], files=["R/growth.R"]),
  L("grams-per-day", "test_fixed", ["growth is grams per day over the last 7 days"], files=["R/growth.R"]),
  L("slowest-first", "correction", ["use slowest first"], alternative=["why fastest first there?"], reason=["the slow gainers are the ones who need them"], files=["R/report.R"]),
 ], ["can you check the growth rate column, it looks too good to be true"]),

"s11_chat_seals": X("seal rescue centre chit-chat", "/home/mags/src/adoptaseal", "2026-11-30T10:20:00", [
  U("we released four greys this morning at Horsey, the crowd clapped"),
  A("That must have been lovely to see."),
  U("always the smallest one that goes straight in without looking back. never again am i wearing jeans to a release, soaked to the knee"),
  A("Sounds like a good day all the same."),
  U("yeah. remember the first one we ever had, Nelson? anyway nothing to fix today, just happy"),
 ], [], ["we released four greys this morning at Horsey", "always the smallest one that goes straight in without looking back", "never again am i wearing jeans to a release", "remember the first one we ever had, Nelson?", "nothing to fix today, just happy"]),
# ---------------------------------------------------------------- youth theatre
"y01_casting_lein": X("youth theatre casting and audition list (Clojure, lein test)", "/home/rach/src/cast-list", "2026-11-30T08:09:00", [
  U("The cast list page for Oliver is live and two parents have emailed that their kid isnt on it but got a part. Also please: the cast list is by first name only, never surnames or photos, it's a public page and these are 8 to 17 year olds"),
  B("lein test", "\nlein test castlist.core-test\n\nFAIL in (every-cast-member-listed) (core_test.clj:22)\nexpected: (= 34 (count (cast-list auditions)))\n  actual: (not (= 34 32))\n\nRan 5 tests containing 7 assertions.\n1 failures, 0 errors.\nTests failed.", True),
  A("Two children have two roles (Fagin's gang and the workhouse chorus), and `cast-list` builds a map keyed by role then `distinct`s on name *before* merging, and the merge keeps only the last role per name... no, it's simpler: `(into {} ...)` keyed by first name, and there are two Sams and two Evies. The second one overwrites the first."),
  E("src/castlist/core.clj", "  (into {} (map (juxt :first-name identity) auditions))\n", "  (into {} (map (juxt :member-id identity) auditions))\n"),
  B("lein test", "\nlein test castlist.core-test\n\nRan 5 tests containing 7 assertions.\n0 failures, 0 errors."),
  A("All 34 are listed. To tell the two Sams apart on the page I've added their surname initial."),
  U("ok initial is fine, thats what the school does too"),
 ], [
  L("first-name-only", "rule", ["the cast list is by first name only, never surnames or photos"], reason=["it's a public page and these are 8 to 17 year olds"]),
  L("keyed-by-first-name", "root_cause", ["there are two Sams and two Evies. The second one overwrites the first"], files=["src/castlist/core.clj"]),
  L("every-member", "test_fixed", ["every-cast-member-listed"], files=["src/castlist/core.clj"]),
 ], ["two parents have emailed that their kid isnt on it but got a part", "ok initial is fine, thats what the school does too"]),

"y02_tickets_cabal": X("youth theatre ticket allocation (Haskell, cabal test)", "/home/dev/src/ticketalloc", "2026-11-30T08:23:00", [
  U("cabal test\nBuild profile: -w ghc-9.4.8 -O1\nRunning 1 test suites...\nTest suite spec: RUNNING...\n\nAllocate\n  family allocation\n    never gives a family more than 4 seats per performing child FAILED [1]\n\nFailures:\n\n  test/AllocateSpec.hs:19:7:\n  1) Allocate.family allocation never gives a family more than 4 seats per performing child\n       expected: 8\n        but got: 12\n\nRandomized with seed 1204410987\n\nFinished in 0.0021 seconds\n1 example, 1 failure\nTest suite spec: FAIL\n\nthe Saturday matinee sold out in an hour and 3 families have 12 tickets each"),
  A("Looking at the allocator."),
  R("src/Allocate.hs", "limitFor :: Family -> Int\nlimitFor f = 4 * length (members f)\n"),
  A("The limit multiplies by every member of the family record, parents included, rather than by the children who are in the cast. A family of two parents and one performing child gets 12, not 4."),
  E("src/Allocate.hs", "limitFor f = 4 * length (members f)\n", "limitFor f = 4 * length (filter inCast (members f))\n"),
  B("cabal test", "Test suite spec: RUNNING...\n\nAllocate\n  family allocation\n    never gives a family more than 4 seats per performing child [✔]\n\nFinished in 0.0018 seconds\n1 example, 0 failures\nTest suite spec: PASS"),
  U("good. for the matinee: don't cancel the 3 families' extra tickets in the system, I'll ask them to give some back, cancelling paid tickets without asking means refunds and angry parents"),
 ], [
  L("parents-counted", "root_cause", ["multiplies by every member of the family record, parents included"], files=["src/Allocate.hs"]),
  L("four-per-child", "test_fixed", ["never gives a family more than 4 seats per performing child"], files=["src/Allocate.hs"]),
  L("dont-cancel", "correction", ["don't cancel the 3 families' extra tickets in the system, I'll ask them to give some back"], reason=["cancelling paid tickets without asking means refunds and angry parents"]),
 ], ["the Saturday matinee sold out in an hour and 3 families have 12 tickets each"]),

"y03_chaperones_node": X("youth theatre chaperone rota (JavaScript, node --test)", "/home/rach/src/chaperones", "2026-11-30T08:38:00", [
  U("Hi, pasting the email from the licensing officer and our own notes, the council inspect us on the 10th\n\nFrom: child.performance@council.gov.uk\nDear Rachel, thank you for the performance licence applications for Oliver. A reminder of the conditions: ratio of one licensed chaperone to at most 12 children at all times in the dressing rooms; no child under 13 leaves the building except into the hands of a named adult on the collection list, no exceptions even if the parent phones; the registers must be kept for six months after the run.\n\nOur notes: the raffle prizes are in the green room cupboard, please don't eat the chocolates. Set build is Saturday 10-4, bring drills. Programme proofs due Friday.\n\nThe rota app says we're fine for the Tuesday dress rehearsal with 3 chaperones and 40 kids, that's not right"),
  B("node --test", "▶ ratio\n  ✖ needs 4 chaperones for 40 children (1.2ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    3 !== 4\n\n        at TestContext.<anonymous> (file:///home/rach/src/chaperones/test/ratio.test.js:9:10)\n▶ ratio (2.4ms)\n\nℹ tests 3\nℹ pass 2\nℹ fail 1\nℹ duration_ms 51.2", True),
  A("needed() uses `Math.round(children / 12)`: 40 / 12 = 3.33 rounds to 3. A ratio has to round up, so `Math.ceil`."),
  E("src/ratio.js", "  return Math.round(children / 12);\n", "  return Math.ceil(children / 12);\n"),
  B("node --test", "▶ ratio\n  ✔ needs 1 chaperone for 12 children (0.6ms)\n  ✔ needs 4 chaperones for 40 children (0.2ms)\n  ✔ needs 0 for 0 (0.1ms)\n▶ ratio (1.9ms)\n\nℹ tests 3\nℹ pass 3\nℹ fail 0\nℹ duration_ms 48.7"),
  A("Tuesday now needs 4. I can add a 'phoned-in collection' option for parents who ring to say someone else is picking up?"),
  U("no, read the email again, the council says no exceptions"),
 ], [
  L("named-adult", "rule", ["no child under 13 leaves the building except into the hands of a named adult on the collection list"], reason=["no exceptions even if the parent phones"]),
  L("registers-six-months", "rule", ["the registers must be kept for six months after the run"]),
  L("round-not-ceil", "root_cause", ["A ratio has to round up"], files=["src/ratio.js"]),
  L("forty-children", "test_fixed", ["needs 4 chaperones for 40 children"], files=["src/ratio.js"]),
 ], ["The rota app says we're fine for the Tuesday dress rehearsal with 3 chaperones and 40 kids, that's not right", "the raffle prizes are in the green room cupboard, please don't eat the chocolates", "Set build is Saturday 10-4, bring drills", "Programme proofs due Friday", "no, read the email again, the council says no exceptions"]),

"y04_props_maven": X("youth theatre props and costume store (Java, mvn test)", "/home/tom/src/propstore", "2026-11-30T08:52:00", [
  A("From your note last night: costume checkouts for the Artful Dodger hat show 'returned' though it's still with the cast. I'll start with the checkout tests."),
  B("mvn -q test", "[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.084 s <<< FAILURE! -- in org.ytheatre.props.CheckoutTest\n[ERROR] org.ytheatre.props.CheckoutTest.returnOnlyClosesItsOwnCheckout -- Time elapsed: 0.006 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <OUT> but was: <RETURNED>\n\tat org.ytheatre.props.CheckoutTest.returnOnlyClosesItsOwnCheckout(CheckoutTest.java:41)\n[ERROR] Failures: \n[ERROR]   CheckoutTest.returnOnlyClosesItsOwnCheckout:41 expected: <OUT> but was: <RETURNED>\n[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0", True),
  A("Return marks every checkout of that item type as returned: it looks checkouts up by `catalogueId` (\"top hat\"), not by the checkout's own id, and there are three top hats. Looking up by checkout id."),
  E("src/main/java/org/ytheatre/props/Store.java", "        repo.findByCatalogueId(item.getCatalogueId()).forEach(c -> c.setStatus(RETURNED));\n", "        repo.findById(checkoutId).ifPresent(c -> c.setStatus(RETURNED));\n"),
  B("mvn -q test", "[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0 <<< FAILURE! -- in org.ytheatre.props.CheckoutTest\n[ERROR] org.ytheatre.props.CheckoutTest.returnOnlyClosesItsOwnCheckout -- Time elapsed: 0.005 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <OUT> but was: <RETURNED>\n\tat org.ytheatre.props.CheckoutTest.returnOnlyClosesItsOwnCheckout(CheckoutTest.java:41)", True),
  A("Same failure, so there's a second path: the nightly `reconcile()` job also closes by catalogue id and the test runs it. Same fix there."),
  E("src/main/java/org/ytheatre/props/Reconcile.java", "            closeByCatalogue(c.getCatalogueId());\n", "            close(c.getId());\n"),
  B("mvn -q test", "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.079 s -- in org.ytheatre.props.CheckoutTest\n[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0"),
  U("thank you!! ok and the overdue reminder, can it go to the parent not the kid"),
  A("Changed it to go to the parent's email on the member record."),
  U("perfect"),
 ], [
  L("by-catalogue", "root_cause", ["it looks checkouts up by `catalogueId` (\"top hat\"), not by the checkout's own id"], files=["src/main/java/org/ytheatre/props/Store.java"]),
  L("reconcile-too", "root_cause", ["the nightly `reconcile()` job also closes by catalogue id"], files=["src/main/java/org/ytheatre/props/Reconcile.java"]),
  L("own-checkout", "test_fixed", ["returnOnlyClosesItsOwnCheckout"], files=["src/main/java/org/ytheatre/props/Store.java"]),
  L("parent-not-kid", "correction", ["go to the parent not the kid"]),
 ], ["perfect"]),

"y05_season_decide": X("youth theatre next season planning (question before code)", "/home/rach/src/ytheatre-site", "2026-11-30T09:06:00", [
  U("two questions before the booking site gets redone for next season. 1) one show a year with everyone in it, or two smaller shows? 2) do we let people choose seats or just general admission?"),
  A("One big show keeps everyone together but means small parts for the young ones; two shows give more lines per child and double the admin. Allocated seats need a seat map per venue; general admission is simpler but means queues."),
  U("two shows, juniors in spring and seniors in autumn, so the little ones get proper parts instead of being villagers number 12. and allocated seating, the grandparents queue from 5pm otherwise and last year one fainted"),
  W("site/season.yml", "shows:\n  - name: juniors\n    month: april\n  - name: seniors\n    month: october\nseating: allocated\n"),
  A("Season config written: two shows and allocated seats."),
 ], [
  L("two-shows", "decision", ["two shows, juniors in spring and seniors in autumn"], reason=["the little ones get proper parts"], files=["site/season.yml"]),
  L("allocated-seats", "decision", ["allocated seating"], reason=["the grandparents queue from 5pm otherwise"], files=["site/season.yml"]),
 ], ["one show a year with everyone in it, or two smaller shows?", "do we let people choose seats or just general admission?"]),

"y06_script_vitest": X("youth theatre script and line-learning app (TypeScript, vitest)", "/home/tom/src/linelearn", "2026-11-30T09:19:00", [
  U("kids say the line learning app skips the cue line before their line"),
  B("npx vitest run", " ❯ src/cues.test.ts (3 tests | 1 failed) 6ms\n   × cueFor returns the line just before the character's line\n     → expected 'NANCY: As long as he needs me' to be 'FAGIN: In this life, one thing counts'\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/cues.test.ts > cueFor returns the line just before the character's line\nAssertionError: expected 'NANCY: As long as he needs me' to be 'FAGIN: In this life, one thing counts'\n ❯ src/cues.test.ts:14:32\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n   Duration  412ms", True),
  A("cueFor uses `lines[i - 2]` — someone added the stage directions as their own entries and then skipped them with a fixed offset. Where there's no stage direction, that skips the real cue. Walking back to the nearest spoken line instead."),
  E("src/cues.ts", "  return lines[i - 2];\n", "  let j = i - 1;\n  while (j >= 0 && lines[j].kind === 'direction') j--;\n  return lines[j];\n"),
  B("npx vitest run", " ✓ src/cues.test.ts (3 tests) 4ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n   Duration  388ms"),
  A("Cues are right. I'll also add a leaderboard of who has learnt the most lines, it might motivate them."),
  U("revert that. no leaderboards, some of the kids have dyslexia and a public ranking of who learns fastest is cruel"),
  E("src/App.tsx", "      <Leaderboard />\n", ""),
 ], [
  L("fixed-offset", "root_cause", ["skipped them with a fixed offset"], files=["src/cues.ts"]),
  L("cue-before", "test_fixed", ["cueFor returns the line just before the character's line"], files=["src/cues.ts"]),
  L("no-leaderboard", "correction", ["revert that"], alternative=["no leaderboards"], reason=["a public ranking of who learns fastest is cruel"], files=["src/App.tsx"]),
 ], ["kids say the line learning app skips the cue line before their line"]),
"y07_lights_dune": X("youth theatre lighting cue sheet tool (OCaml, dune test)", "/home/sam/src/cuesheet", "2026-11-30T09:33:00", [
  A("The brief from the tech crew: the cue sheet prints fade times of 0 for every cue after cue 20. Running the tests."),
  B("dune test", "File \"test/test_cues.ml\", line 14, characters 2-58:\nFAIL fade time survives a cue number with a point\nExpected: 3.0\nReceived: 0.0\n\nTest Failed: 1 of 5 tests failed.", True),
  A("Cue 20.5 was inserted between 20 and 21, and the parser reads cue numbers with `int_of_string_opt`, which gives None for \"20.5\"; the row then falls through to the default record with fade 0.0, and everything after it is offset by one row. Cue numbers are decimals in every lighting desk, so parsing them as floats."),
  E("lib/cues.ml", "  let num = int_of_string_opt n in\n", "  let num = float_of_string_opt n in\n"),
  B("dune test", "Testing `cues'.\n  [OK]          parse          0   plain cue.\n  [OK]          parse          1   fade time survives a cue number with a point.\n  [OK]          parse          2   blackout.\n  [OK]          print          0   sheet header.\n  [OK]          print          1   page break every 25.\n\nTest Successful in 0.003s. 5 tests run."),
  U("brilliant. in the club the young ones must not climb the ladder for the lights, only the adult techies with the harness, is for the insurance. so in the rota please put the focus jobs only for adults"),
  E("lib/rota.ml", "  let eligible p = p.available\n", "  let eligible p = p.available && (job <> Focus || p.adult)\n"),
  A("Focus jobs now only go to adult crew."),
 ], [
  L("int-of-string", "root_cause", ["the parser reads cue numbers with `int_of_string_opt`, which gives None for \"20.5\""], files=["lib/cues.ml"]),
  L("point-cue", "test_fixed", ["fade time survives a cue number with a point"], files=["lib/cues.ml"]),
  L("no-ladder", "rule", ["the young ones must not climb the ladder for the lights, only the adult techies with the harness"], reason=["is for the insurance"], files=["lib/rota.ml"]),
 ], []),

"y08_subs_pytest": X("youth theatre membership subs and bursaries (Python, pytest)", "/home/rach/src/yt-subs", "2026-11-30T09:47:00", [
  U("subs reminders went to families who have a bursary. one mum rang me in tears. please make sure bursary families never get a payment reminder, from anyone, ever, they're told once privately by me and that's it"),
  B("python -m pytest -q tests/test_reminders.py", "..F                                                                      [100%]\n=================================== FAILURES ===================================\n___________________ test_bursary_family_gets_no_reminder ____________________\n\n    def test_bursary_family_gets_no_reminder():\n        fam = family(bursary=True, owed=45)\n>       assert due_reminders([fam]) == []\nE       AssertionError: assert [<Family 112>] == []\nE         Left contains one more item: <Family 112>\n\ntests/test_reminders.py:22: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_reminders.py::test_bursary_family_gets_no_reminder\n1 failed, 2 passed in 0.07s", True),
  A("The bursary flag lives on each child, not the family, and `due_reminders` checks `family.bursary`, which is always False. Any child having a bursary should cover the family."),
  E("subs/reminders.py", "        if f.bursary:\n", "        if any(c.bursary for c in f.children):\n"),
  B("python -m pytest -q tests/test_reminders.py", "...                                                                      [100%]\n3 passed in 0.05s"),
  A("They're excluded. I kept the £45 balance showing for them on the treasurer's screen."),
  U("thats fine"),
 ], [
  L("never-reminder", "rule", ["bursary families never get a payment reminder"], reason=["they're told once privately by me"]),
  L("flag-on-child", "root_cause", ["The bursary flag lives on each child, not the family"], files=["subs/reminders.py"]),
  L("no-reminder", "test_fixed", ["test_bursary_family_gets_no_reminder"], files=["subs/reminders.py"]),
 ], ["subs reminders went to families who have a bursary. one mum rang me in tears", "thats fine"]),

"y09_photos_go": X("youth theatre photo gallery (Go, go test)", "/home/sam/src/ytgallery", "2026-11-30T10:01:00", [
  U("gallery upload is rejecting the dress rehearsal photos from Sam's camera. the small ones from phones go fine"),
  B("go test ./upload/...", "--- FAIL: TestAcceptsLargeJPEG (0.01s)\n    upload_test.go:28: upload rejected: http: request body too large\nFAIL\nFAIL\tgithub.com/ytheatre/gallery/upload\t0.031s\nFAIL", True),
  A("MaxBytesReader is set to 10 << 10, which is 10 KB, not 10 MB. The phone photos are compressed by the app before upload, so they slipped under. Should be 10 << 20."),
  E("upload/handler.go", "\tr.Body = http.MaxBytesReader(w, r.Body, 10<<10)\n", "\tr.Body = http.MaxBytesReader(w, r.Body, 10<<20)\n"),
  B("go test ./upload/...", "--- FAIL: TestAcceptsLargeJPEG (0.02s)\n    upload_test.go:31: resize: image: unknown format\nFAIL\nFAIL\tgithub.com/ytheatre/gallery/upload\t0.044s\nFAIL", True),
  A("Past the size limit, now the resizer fails: the camera writes `.JPG` and only the jpeg decoder for lower-case was registered via the blank import in a file that's behind a build tag. Moving the `_ \"image/jpeg\"` import into handler.go."),
  E("upload/handler.go", "import (\n", "import (\n\t_ \"image/jpeg\"\n"),
  B("go test ./upload/...", "ok  \tgithub.com/ytheatre/gallery/upload\t0.038s"),
  A("Uploads work. Before I build the album page: should parents see every photo, or only ones with their own child tagged?"),
  U("every photo of the show, but only to logged-in families of this year's cast, not public, because the consent we collect is for the cast families not the internet"),
 ], [
  L("kb-not-mb", "root_cause", ["10 << 10, which is 10 KB, not 10 MB"], files=["upload/handler.go"]),
  L("decoder-build-tag", "root_cause", ["the jpeg decoder", "behind a build tag"], files=["upload/handler.go"]),
  L("large-jpeg", "test_fixed", ["TestAcceptsLargeJPEG"], files=["upload/handler.go"]),
  L("cast-families-only", "decision", ["only to logged-in families of this year's cast, not public"], reason=["the consent we collect is for the cast families not the internet"]),
 ], ["gallery upload is rejecting the dress rehearsal photos from Sam's camera"]),

"y10_workshops_sbt": X("youth theatre holiday workshops booking (Scala, sbt test)", "/home/dev/src/workshops", "2026-11-30T10:14:00", [
  U("easter workshop booking: kids aged 7 are being offered the 11-14 workshop"),
  B("sbt test", "[info] WorkshopSpec:\n[info] eligibility\n[info] - should use the child's age on the first day of the workshop *** FAILED ***\n[info]   true was not equal to false (WorkshopSpec.scala:19)\n[info] Run completed in 412 milliseconds.\n[info] Total number of tests run: 4\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 3, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tytheatre.WorkshopSpec\n[error] (Test / test) sbt.TestsFailedException: Tests failed", True),
  A("eligible() compares `maxAge >= age` but never checks `minAge <= age`, so any child younger than 14 qualifies for the 11-14 group. Adding the lower bound."),
  E("src/main/scala/ytheatre/Workshop.scala", "  def eligible(age: Int) = maxAge >= age\n", "  def eligible(age: Int) = minAge <= age && age <= maxAge\n"),
  B("sbt test", "[info] WorkshopSpec:\n[info] eligibility\n[info] - should use the child's age on the first day of the workshop\n[info] - should reject a 7 year old from 11-14\n[info] Tests: succeeded 4, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 3 s"),
  A("Fixed. Do you want the workshops priced per day or one price for the week?"),
  U("one price for the week, £60, families budget for the whole week and per day means kids drop out on wednesday"),
  E("src/main/scala/ytheatre/Pricing.scala", "  val perDay = 14\n", "  val perWeek = 60\n"),
  A("Done. And I set the booking form's default to show the whole list of workshops for every age."),
  U("why every age there? use only the ones that fit the childs age, parents pick the wrong one and then we have to move them"),
  E("src/main/scala/ytheatre/Form.scala", "  workshops\n", "  workshops.filter(_.eligible(child.age))\n"),
 ], [
  L("no-lower-bound", "root_cause", ["never checks `minAge <= age`"], files=["src/main/scala/ytheatre/Workshop.scala"]),
  L("age-on-first-day", "test_fixed", ["should use the child's age on the first day of the workshop"], files=["src/main/scala/ytheatre/Workshop.scala"]),
  L("week-price", "decision", ["one price for the week, £60"], reason=["per day means kids drop out on wednesday"], files=["src/main/scala/ytheatre/Pricing.scala"]),
  L("fit-age", "correction", ["use only the ones that fit the childs age"], alternative=["why every age there?"], reason=["parents pick the wrong one"], files=["src/main/scala/ytheatre/Form.scala"]),
 ], ["easter workshop booking: kids aged 7 are being offered the 11-14 workshop"]),

"y11_sound_julia": X("youth theatre sound cue levels (Julia, Pkg.test)", "/home/sam/src/SoundCues.jl", "2026-11-30T10:27:00", [
  U("hey so the sound cues for the storm scene are clipping, the thunder is way too loud in the hall. can you check the level maths"),
  A("Running the package tests first."),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing SoundCues\nTest Summary:   | Pass  Fail  Total  Time\nSoundCues       |    5     1      6  0.7s\n  db to gain: Test Failed at /home/sam/src/SoundCues.jl/test/runtests.jl:11\n  Expression: gain(-6.0) ≈ 0.501\n   Evaluated: 0.251 ≈ 0.501\nERROR: LoadError: Some tests did not pass: 5 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package SoundCues errored during testing", True),
  A("gain() uses 10^(dB/10), the power formula, for an amplitude; for sample amplitude it's 10^(dB/20). That halves every cut in dB, so anything turned down reads much quieter on screen and everyone pushed the faders up to compensate. Switching to /20."),
  E("src/SoundCues.jl", "gain(db) = 10^(db / 10)\n", "gain(db) = 10^(db / 20)\n"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing SoundCues\nTest Summary: | Pass  Total  Time\nSoundCues     |    6      6  0.6s\n     Testing SoundCues tests passed"),
  A("Passing. I can also add a limiter at -1 dBFS on the master output so nothing clips again?"),
  U("thanks, but no limiter, Sam likes to set the levels by ear in the hall at the tech run, a limiter squashes the thunder and he wont know why"),
 ], [
  L("power-formula", "root_cause", ["uses 10^(dB/10), the power formula, for an amplitude"], files=["src/SoundCues.jl"]),
  L("db-to-gain", "test_fixed", ["db to gain"], files=["src/SoundCues.jl"]),
  L("no-limiter", "correction", ["no limiter, Sam likes to set the levels by ear in the hall"], reason=["a limiter squashes the thunder"]),
 ], ["the sound cues for the storm scene are clipping, the thunder is way too loud in the hall"]),

"y12_chat_theatre": X("youth theatre chit-chat", "/home/rach/src/cast-list", "2026-11-30T10:40:00", [
  U("opening night of Oliver done!! standing ovation"),
  A("Congratulations, that's wonderful."),
  U("the Artful Dodger forgot a whole verse and nobody noticed. never again am i doing the costumes and the raffle on the same night"),
  A("Ha, the classic opening night."),
  U("always one kid who cries at the curtain call, this year it was me. no computer stuff today, just had to tell someone"),
 ], [], ["opening night of Oliver done!! standing ovation", "the Artful Dodger forgot a whole verse and nobody noticed", "never again am i doing the costumes and the raffle on the same night", "always one kid who cries at the curtain call", "no computer stuff today, just had to tell someone"]),
}
# a correction after something the agent did once the first fix passed
CORRECTED = {
  "s08_meds_crystal": (A("Schedule fixed. I also made the log show the next dose as a big countdown timer on the ward tablet."),
                       U("revert that. the countdown makes the volunteers rush the feed to hit zero, the vet wants the dose time written, not a timer"),
                       E("src/views/ward.ecr", "<%= countdown(next_dose) %>\n", "<%= next_dose.to_s(\"%H:%M\") %>\n"),
                       L("no-countdown", "correction", ["revert that"], alternative=["the vet wants the dose time written, not a timer"], reason=["the countdown makes the volunteers rush the feed"], files=["src/views/ward.ecr"])),
  "t09_lactate_gradle": (A("Zones are right. The coach screen now lists each athlete's zones in a table."),
                         U("names no, just the session plan on the tv, I said about the heart rate being private. the zones can go on each persons own phone"),
                         E("app/src/main/kotlin/CoachScreen.kt", "        athletes.forEach { row(it.name, it.zones) }\n", "        row(session.plan)\n"),
                         L("plan-only-on-tv", "correction", ["just the session plan on the tv"], reason=["the heart rate being private"], files=["app/src/main/kotlin/CoachScreen.kt"])),
  "s04_pool_busted": (A("I've set the pump alert to text every volunteer on tonight's rota."),
                      U("only the duty manager's phone, not every volunteer, students on the rota cant do anything about a pump at 3am and they get scared"),
                      E("src/alerts.lua", "  pump = { sms = rota.tonight() },\n", "  pump = { sms = { rota.duty_manager() } },\n"),
                      L("duty-manager", "correction", ["only the duty manager's phone, not every volunteer"], reason=["students on the rota cant do anything about a pump at 3am"], files=["src/alerts.lua"])),
}
for _name, (_a, _u, *_rest) in CORRECTED.items():
    SETS[_name]["events"] += [_a, _u] + [e for e in _rest[:-1]]
    SETS[_name]["lessons"].append(_rest[-1])

# a follow-up question the user asks once the work is done: it gives no rule
ASKED = {
  "t01_splits_pytest": ("who won the sprint then", "Hannah R., 1:08:42."),
  "t03_committee_cargo": ("how many chips did it drop on the last race", "Fourteen reads across 9 athletes."),
  "t05_plans_rspec": ("how many people are on the beginner plan", "Twenty-three."),
  "t07_strava_go": ("who's actually top now", "Priya, 412 km outdoors."),
  "t10_newsletter_deno": ("when does it go out", "Friday at 7pm, as before."),
  "s02_feeds_swift": ("how much did pebble get yesterday then", "Two feeds of 1.2 kg logged, so 2.4 kg."),
  "s03_release_flutter": ("how many are ready now", "Two greys: Kelp and Tiddler."),
  "s06_adopt_nimble": ("how many got the wrong certificate", "Seventeen since October."),
  "s09_sightings_dart": ("how many reports this month", "Thirty-one."),
  "y02_tickets_cabal": ("how many seats are left for the friday", "Twenty-six."),
  "y06_script_vitest": ("did it affect everyone or just nancy", "Every character with a line right after a song."),
  "y08_subs_pytest": ("how many families got the reminder", "Six."),
  "y10_workshops_sbt": ("how many 7 year olds booked the wrong one", "Four; they are listed in out/moves.csv."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)

# a later correction, a value or a way the user wants instead, usually with why
LATER = {
  "t02_lanes_jest": (A("I've printed the three names and set the booking page to open 14 days ahead."),
                     U("7 days rather than 14, the pool only confirms our lanes a week ahead and we had to cancel people last time"),
                     E("src/booking/config.ts", "export const OPEN_DAYS_AHEAD = 14;\n", "export const OPEN_DAYS_AHEAD = 7;\n"),
                     L("seven-days", "correction", ["7 days rather than 14"], reason=["the pool only confirms our lanes a week ahead"], files=["src/booking/config.ts"])),
  "t03_committee_cargo": (A("I've also made the reader write the chip log as JSON instead of the CSV."),
                          U("keep the csv please, the results software from the league only reads csv, json is no use to them"),
                          E("src/output.rs", "    serde_json::to_writer(&mut f, &reads)?;\n", "    write_csv(&mut f, &reads)?;\n"),
                          L("keep-csv", "correction", ["keep the csv"], reason=["the results software from the league only reads csv"], files=["src/output.rs"])),
  "t07_strava_go": (A("The import now runs every 5 minutes."),
                    U("once a night is enough, at 2am. the api limits us and we got blocked for a day in october"),
                    E("cmd/import/main.go", "\tschedule := \"*/5 * * * *\"\n", "\tschedule := \"0 2 * * *\"\n"),
                    L("nightly-import", "correction", ["once a night is enough, at 2am"], reason=["the api limits us and we got blocked for a day in october"], files=["cmd/import/main.go"])),
  "t10_newsletter_deno": (A("I've put the race reports in date order, newest at the bottom."),
                          U("newest at top. nobody scrolls"),
                          E("build.ts", "  reports.sort((a, b) => a.date - b.date);\n", "  reports.sort((a, b) => b.date - a.date);\n"),
                          L("newest-top", "correction", ["newest at top"], reason=["nobody scrolls"], files=["build.ts"])),
  "s01_intake_dotnet": (A("The board now also shows each seal's weight with one decimal and its finder's name."),
                        U("no finder's name on the board please, the board is in the visitor corridor and finders didnt agree to be named"),
                        E("src/Board/BoardRow.cs", "        $\"{s.Name} {w} {s.FinderName}\"\n", "        $\"{s.Name} {w}\"\n"),
                        L("no-finder", "correction", ["no finder's name on the board"], reason=["finders didnt agree to be named"], files=["src/Board/BoardRow.cs"])),
  "s03_release_flutter": (A("Ready seals now show in green. I set self-feeding to count from the first day a fish is eaten."),
                          U("from the first full day they eat all whole fish without help, not the first fish. one fish can be luck"),
                          E("lib/release.dart", "  selfFeedingFrom = firstFishDay;\n", "  selfFeedingFrom = firstFullUnaidedDay;\n"),
                          L("full-day", "correction", ["from the first full day they eat all whole fish without help, not the first fish"], reason=["one fish can be luck"], files=["lib/release.dart"])),
  "s05_backup_bats": (A("I've set the backup to keep 14 days."),
                      U("30 days. vets sometimes ask about a seal from three weeks back"),
                      E("backup.sh", "KEEP_DAYS=14\n", "KEEP_DAYS=30\n"),
                      L("thirty-days", "correction", ["30 days"], reason=["vets sometimes ask about a seal from three weeks back"], files=["backup.sh"])),
  "s10_weights_testthat": (A("The report is a PDF with one chart per seal."),
                           U("one page with all the pups in a table is better than one chart each, the vets print it and 30 pages is too much paper"),
                           E("R/report.R", "  lapply(seals, plot_seal)\n", "  print_table(seals)\n"),
                           L("one-table", "correction", ["one page with all the pups in a table is better than one chart each"], reason=["30 pages is too much paper"], files=["R/report.R"])),
  "y01_casting_lein": (A("I put the cast list in alphabetical order."),
                       U("please order by the scene they first appear, not alphabet. the kids look for their scene, is more easy for them"),
                       E("src/castlist/page.clj", "  (sort-by :first-name cast)\n", "  (sort-by :first-scene cast)\n"),
                       L("scene-order", "correction", ["order by the scene they first appear, not alphabet"], reason=["the kids look for their scene"], files=["src/castlist/page.clj"])),
  "y03_chaperones_node": (A("The rota now emails chaperones their shifts in a spreadsheet attachment."),
                          U("in the body of the email not an attachment, half of them read it on the phone and the attachment doesnt open"),
                          E("src/mail.js", "  attachments: [rotaXlsx],\n", "  html: rotaTable,\n"),
                          L("email-body", "correction", ["in the body of the email not an attachment"], reason=["the attachment doesnt open"], files=["src/mail.js"])),
  "y07_lights_dune": (A("The printed sheet uses an 8 pt font to fit 40 cues to a page."),
                      U("make it 12 pt rather than 8, the op reads it with a torch in the dark"),
                      E("lib/print.ml", "let font_pt = 8\n", "let font_pt = 12\n"),
                      L("twelve-pt", "correction", ["make it 12 pt rather than 8"], reason=["the op reads it with a torch in the dark"], files=["lib/print.ml"])),
  "y09_photos_go": (A("I set photos to stay in the gallery forever."),
                    U("delete them after one year, the consent form says 12 months, after that we must to remove them"),
                    E("gallery/retention.go", "\tKeepFor = 0\n", "\tKeepFor = 365 * 24 * time.Hour\n"),
                    L("one-year", "correction", ["delete them after one year"], reason=["the consent form says 12 months"], files=["gallery/retention.go"])),
  "y11_sound_julia": (A("I've renamed the cue files to Q1.wav, Q2.wav and so on."),
                      U("put them back to the scene names, Sam finds them by 'storm_thunder' not by a number"),
                      E("src/files.jl", "name(c) = \"Q$(c.n).wav\"\n", "name(c) = \"$(c.scene)_$(c.label).wav\"\n"),
                      L("scene-names", "correction", ["put them back to the scene names"], reason=["Sam finds them by 'storm_thunder' not by a number"], files=["src/files.jl"])),
}
# a rule the user gives in the middle of the session
RULED = {
  "t05_plans_rspec": (A("Shall I send the plan to the beginners by email?"),
                      U("yes, but every plan goes out with the line 'see your GP before starting if you have a heart condition', the insurer asked for it"),
                      L("gp-line", "rule", ["every plan goes out with the line 'see your GP before starting if you have a heart condition'"], reason=["the insurer asked for it"])),
  "s02_feeds_swift": (A("Do you want the chart to show which volunteer fed each seal?"),
                      U("yes, and from now no volunteer feeds a seal in the isolation unit unless they've done the zoonosis training, seal finger is a real thing"),
                      L("zoonosis", "rule", ["no volunteer feeds a seal in the isolation unit unless they've done the zoonosis training"], reason=["seal finger is a real thing"])),
  "y04_props_maven": (A("Shall I add the weapons props to the same checkout?"),
                      U("no, and remember for later: stage knives and swords are never checked out to under 16s, they stay with the props manager, a kid took one to school once"),
                      L("no-weapons-u16", "rule", ["stage knives and swords are never checked out to under 16s"], reason=["a kid took one to school once"])),
  "y10_workshops_sbt": (A("Should the form ask for medical info?"),
                        U("yes. allergies and medication are asked every booking, never copied from last year, kids change and an old answer is dangerous"),
                        L("ask-every-time", "rule", ["allergies and medication are asked every booking, never copied from last year"], reason=["an old answer is dangerous"])),
}
for _name, (_a, _u, *_rest) in {**LATER, **RULED}.items():
    SETS[_name]["events"] += [_a, _u] + [e for e in _rest[:-1]]
    SETS[_name]["lessons"].append(_rest[-1])

# more follow-ups that give no rule
ASKED2 = {
  "t02_lanes_jest": ("who are the three", "Mike T., Anna S. and Rob P."),
  "t06_kit_phpunit": ("how many orders got the double discount", "Eleven since the sale started."),
  "t08_marshals_mix": ("how many marshals do we have for the duathlon", "Thirty-one."),
  "t09_lactate_gradle": ("does everyone need to update the app", "Yes, version 2.3.1 from the store."),
  "s01_intake_dotnet": ("how many came in this week", "Seven, all grey pups."),
  "s04_pool_busted": ("whats pool 2 reading now", "31.8 ppt at 9.5 °C."),
  "s05_backup_bats": ("is last weeks backup complete now", "Yes, re-run for the 20th to the 29th."),
  "s08_meds_crystal": ("which other seals are on antibiotics", "Kelp and Nelson II."),
  "s10_weights_testthat": ("which ones are slowest", "Tiddler and Mist, under 100 g a day."),
  "y01_casting_lein": ("which two were missing", "Sam B. and Evie K."),
  "y03_chaperones_node": ("which other nights are short", "Thursday: 3 chaperones for 38 children."),
  "y04_props_maven": ("is the top hat checked in now", "No, it's out to Leo until Saturday."),
  "y07_lights_dune": ("how many cues in act 2", "Forty-seven."),
  "y09_photos_go": ("how many photos got rejected", "Eighty-four from Sam's camera."),
  "t04_entry_decide": ("how many entered last year", "132, so 150 leaves room."),
  "y11_sound_julia": ("which other cues were too loud", "The crowd noise in scene 3 and the bells at the end."),
}
for _name, (_q, _a) in ASKED2.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)
