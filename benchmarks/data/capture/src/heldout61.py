# heldout61: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout53's and heldout60's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: an indoor skate park, a men's shed and a ukulele club (no earlier set uses them; an indoor climbing wall,
# a repair cafe and a community choir were briefed and found used, so these stand in for them).
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
# ---------------------------------------------------------------- indoor skate park
"s01_waivers_pytest": X("indoor skate park waiver and check-in (Python, pytest)", "/home/gaz/src/rampdesk", "2026-11-29T09:02:00", [
  U("hiya. two things before you touch anything: under-14s need the waiver signed by a parent at the desk in person, not online, because the insurer threw out an online one last year when the kid had ticked it himself. and helmets are mandatory for everyone on scooters whatever age, thats the council lease. ok so the actual problem: kids who turn 14 today are still being asked for a parent"),
  B("python -m pytest tests/test_age.py -q", "..F                                                                      [100%]\n=================================== FAILURES ===================================\n__________________________ test_fourteenth_birthday ___________________________\n\n    def test_fourteenth_birthday():\n>       assert needs_parent(date(2012, 11, 29), today=date(2026, 11, 29)) is False\nE       assert True is False\nE        +  where True = needs_parent(datetime.date(2012, 11, 29), today=datetime.date(2026, 11, 29))\n\ntests/test_age.py:18: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_age.py::test_fourteenth_birthday - assert True is False\n1 failed, 2 passed in 0.06s", True),
  R("rampdesk/age.py", "def needs_parent(dob, today):\n    return (today - dob).days // 365 < 14\n"),
  A("Age is worked out as days // 365, which ignores leap days — someone born 14 years ago today has lived 5117 days, and 5117 // 365 is 14 only from a few days later, so on the birthday itself they still count as 13. Switching to comparing year, month and day."),
  E("rampdesk/age.py", "    return (today - dob).days // 365 < 14\n", "    age = today.year - dob.year - ((today.month, today.day) < (dob.month, dob.day))\n    return age < 14\n"),
  B("python -m pytest tests/test_age.py -q", "...                                                                      [100%]\n3 passed in 0.05s"),
  A("Fixed. The session length on the check-in screen is 2 hours by default, should I keep that?"),
  U("90 minutes. the saturday sessions are full and 2 hours means the queue outside is an hour long"),
  E("rampdesk/config.py", "SESSION_MINUTES = 120\n", "SESSION_MINUTES = 90\n"),
 ], [
  L("waiver-in-person", "rule", ["under-14s need the waiver signed by a parent at the desk in person, not online"], reason=["the insurer threw out an online one last year when the kid had ticked it himself"]),
  L("scooter-helmets", "rule", ["helmets are mandatory for everyone on scooters whatever age"], reason=["thats the council lease"]),
  L("leap-days", "root_cause", ["Age is worked out as days // 365, which ignores leap days"], files=["rampdesk/age.py"]),
  L("birthday-test", "test_fixed", ["test_fourteenth_birthday"], files=["rampdesk/age.py"]),
  L("ninety-min", "correction", ["90 minutes"], reason=["the saturday sessions are full and 2 hours means the queue outside is an hour long"], files=["rampdesk/config.py"]),
 ], ["kids who turn 14 today are still being asked for a parent"]),

"s02_capacity_gotest": X("indoor skate park capacity counter (Go, go test)", "/home/ines/src/headcount", "2026-11-29T09:14:00", [
  U("the door counter thinks there are 212 people in the bowl area, fire limit is 80 and there's like 30. test output:\n\n--- FAIL: TestExitDecrements (0.00s)\n    counter_test.go:41: after 5 in and 5 out count = 10, want 0\nFAIL\nFAIL\tgithub.com/parkside/headcount/counter\t0.006s\nFAIL"),
  R("counter/counter.go", "func (c *Counter) Event(e Event) {\n\tswitch e.Dir {\n\tcase In, Out:\n\t\tc.n++\n\t}\n}\n"),
  A("`In` and `Out` share one case, so every exit adds one instead of taking one off. Splitting them."),
  E("counter/counter.go", "\tcase In, Out:\n\t\tc.n++\n", "\tcase In:\n\t\tc.n++\n\tcase Out:\n\t\tc.n--\n"),
  B("go test ./counter/...", "--- FAIL: TestExitDecrements (0.00s)\n    counter_test.go:41: after 5 in and 5 out count = 5, want 0\nFAIL\nFAIL\tgithub.com/parkside/headcount/counter\t0.007s\nFAIL", True),
  A("Half right now. The sensor sends direction as the strings \"in\"/\"out\" and `parseDir` only recognises \"OUT\" in capitals, so lowercase exits fall through as `In`. Making the parse case-insensitive."),
  E("counter/parse.go", "\tif s == \"OUT\" {\n", "\tif strings.EqualFold(s, \"out\") {\n"),
  B("go test ./counter/...", "ok  \tgithub.com/parkside/headcount/counter\t0.006s"),
  A("Passing. Want me to email you when the count goes over 70?"),
  U("thanks, but no emails, make the light over the bowl door go amber at 70. whoever's on the floor never reads email during a session"),
  E("counter/alert.go", "sendMail(cfg.Manager, msg)", "lights.Set(\"bowl-door\", lights.Amber)"),
 ], [
  L("shared-case", "root_cause", ["`In` and `Out` share one case, so every exit adds one instead of taking one off"], files=["counter/counter.go"]),
  L("lowercase-out", "root_cause", ["`parseDir` only recognises \"OUT\" in capitals, so lowercase exits fall through as `In`"], files=["counter/parse.go"]),
  L("exit-test", "test_fixed", ["TestExitDecrements"], files=["counter/parse.go"]),
  L("amber-light", "correction", ["no emails, make the light over the bowl door go amber at 70"], reason=["whoever's on the floor never reads email during a session"], files=["counter/alert.go"]),
 ], ["the door counter thinks there are 212 people in the bowl area", "fire limit is 80 and there's like 30"]),

"s03_beginners_decide": X("indoor skate park beginner hour (decision before code)", "/home/gaz/src/rampdesk", "2026-11-29T09:25:00", [
  U("before you write anything - we want a beginners only hour. should it be its own session type or just a flag on the normal session?"),
  A("A flag is less code but every report, price and capacity rule would need to check it. Its own session type gets its own price, its own capacity and shows separately on the booking page. Do beginners pay the same?"),
  U("no, its £4 not £7. make it its own session type then, the price and the cap of 25 are different and the staff want to see it as a separate line on the till"),
  A("Own session type it is: `beginner`, £4, cap 25."),
  W("rampdesk/sessions/beginner.py", "KIND = \"beginner\"\nPRICE = 4_00\nCAPACITY = 25\n"),
  E("rampdesk/templates/board.html", "{{ s.kind }}", "{{ s.kind }} — {{ s.coach_mobile }}"),
  A("The session board now shows the coach's mobile number next to each session."),
  U("why the coach mobile there? use the desk extension, the board is on the big screen by the entrance and the coaches got calls from randoms last time"),
  E("rampdesk/templates/board.html", "{{ s.coach_mobile }}", "ext. 201"),
 ], [
  L("beginner-type", "decision", ["make it its own session type"], reason=["the price and the cap of 25 are different"], files=["rampdesk/sessions/beginner.py"]),
  L("desk-extension", "correction", ["use the desk extension"], alternative=["why the coach mobile there?"], reason=["the board is on the big screen by the entrance"], files=["rampdesk/templates/board.html"]),
 ], ["we want a beginners only hour"]),

"s04_shop_vitest": X("indoor skate park online shop (TypeScript, vitest)", "/home/ines/src/parkshop", "2026-11-29T09:33:00", [
  U("the shop shows grip tape as out of stock but there are 40 rolls on the shelf"),
  B("npx vitest run src/stock.test.ts", " ❯ src/stock.test.ts (4 tests | 1 failed) 11ms\n   × stock > counts items in every store room 5ms\n     → expected +0 to be 40 // Object.is equality\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/stock.test.ts > stock > counts items in every store room\nAssertionError: expected +0 to be 40 // Object.is equality\n ❯ src/stock.test.ts:21:30\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)", True),
  A("Found it. `inStock` only looks at the `main` store room; grip tape was moved to `back` in the stock take, so the shop sees zero. Summing across rooms."),
  E("src/stock.ts", "  return rooms.main[sku] ?? 0;\n", "  return Object.values(rooms).reduce((n, r) => n + (r[sku] ?? 0), 0);\n"),
  B("npx vitest run src/stock.test.ts", " ✓ src/stock.test.ts (4 tests) 8ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
  A("While there I sorted the product list by price, cheapest first."),
  U("revert that. the list is in the order the shop staff set by hand, helmets first, because the council asks us to push helmets"),
  E("src/products.ts", "  return items.sort((a, b) => a.price - b.price);\n", "  return items;\n"),
  A("Back to the hand-set order."),
 ], [
  L("main-room-only", "root_cause", ["`inStock` only looks at the `main` store room"], files=["src/stock.ts"]),
  L("rooms-test", "test_fixed", ["counts items in every store room"], files=["src/stock.ts"]),
  L("hand-order", "correction", ["revert that"], reason=["the list is in the order the shop staff set by hand, helmets first"], files=["src/products.ts"]),
 ], ["the shop shows grip tape as out of stock but there are 40 rolls on the shelf"]),

"s05_meeting_rspec": X("indoor skate park staff meeting and membership cards (Ruby, rspec)", "/home/marta/src/parkcards", "2026-11-29T09:41:00", [
  U("pasting the notes from monday's team meeting, only item 4 is for you but read the lot:\n\n1. Welcome to Kofi who starts on the front desk next week.\n2. The mini ramp coping is loose again, Dan is getting the welder in on Thursday.\n3. No filming of under-16s in the park without a parent's written ok, after the complaint about the video on the park's instagram.\n4. Member cards scan as expired one day early. Please fix.\n5. Staff always do the walk-round safety check before opening, even if the session before looked fine, because bolts work loose overnight when the heating goes off.\n6. Christmas party 20th, bowling then pizza.\n7. Bins go out tuesday night now not wednesday.\n8. Never let anyone ride the bowl alone after closing, staff included, there's nobody to call the ambulance.\n\nta, marta"),
  B("bundle exec rspec spec/card_spec.rb", ".F.\n\nFailures:\n\n  1) Card#expired? is valid on its last day\n     Failure/Error: expect(card.expired?(on: Date.new(2026, 11, 30))).to be false\n\n       expected false\n            got true\n     # ./spec/card_spec.rb:12:in `block (2 levels) in <top (required)>'\n\nFinished in 0.02 seconds (files took 0.18 seconds to load)\n3 examples, 1 failure", True),
  R("lib/card.rb", "def expired?(on: Date.today)\n  on >= expires_on\nend\n"),
  A("`>=` means a card is treated as expired on the day it runs out; it should still work that day. Changing to `>`."),
  E("lib/card.rb", "  on >= expires_on\n", "  on > expires_on\n"),
  B("bundle exec rspec spec/card_spec.rb", ".F.\n\nFailures:\n\n  1) Card#expired? is valid on its last day\n     Failure/Error: expect(card.expired?(on: Date.new(2026, 11, 30))).to be false\n\n       expected false\n            got true\n     # ./spec/card_spec.rb:12:in `block (2 levels) in <top (required)>'\n\nFinished in 0.02 seconds (files took 0.17 seconds to load)\n3 examples, 1 failure", True),
  A("Still failing. Looking at where `expires_on` is set: the importer stores it as `Time` at midnight UTC, and comparing a `Date` against that rolls it back to the previous day in our zone. Converting to a `Date` in the importer."),
  E("lib/importer.rb", "  card.expires_on = Time.parse(row['expiry']).utc\n", "  card.expires_on = Date.parse(row['expiry'])\n"),
  B("bundle exec rspec spec/card_spec.rb", "...\n\nFinished in 0.02 seconds (files took 0.17 seconds to load)\n3 examples, 0 failures"),
 ], [
  L("no-filming", "rule", ["No filming of under-16s in the park without a parent's written ok"], reason=["after the complaint about the video on the park's instagram"]),
  L("walk-round", "rule", ["Staff always do the walk-round safety check before opening"], reason=["bolts work loose overnight when the heating goes off"]),
  L("bowl-alone", "rule", ["Never let anyone ride the bowl alone after closing"], reason=["there's nobody to call the ambulance"]),
  L("utc-midnight", "root_cause", ["the importer stores it as `Time` at midnight UTC", "rolls it back to the previous day"], files=["lib/importer.rb"]),
  L("last-day-test", "test_fixed", ["is valid on its last day"], files=["lib/importer.rb"]),
 ], ["Member cards scan as expired one day early."]),

"s06_lockers_cargo": X("indoor skate park locker booking (Rust, cargo test)", "/home/tom/src/lockers", "2026-11-29T09:52:00", [
  U("locker 12 got given to two people at once yesterday, one kid's phone went missing"),
  B("cargo test --lib booking", "   Compiling lockers v0.4.1 (/home/tom/src/lockers)\n    Finished test [unoptimized + debuginfo] target(s) in 3.12s\n     Running unittests src/lib.rs (target/debug/deps/lockers-5d1e0c2a7b9f3e11)\n\nrunning 3 tests\ntest booking::tests::free_locker_is_taken ... ok\ntest booking::tests::no_double_booking ... FAILED\ntest booking::tests::release_frees ... ok\n\nfailures:\n\n---- booking::tests::no_double_booking stdout ----\nthread 'booking::tests::no_double_booking' panicked at src/booking.rs:88:9:\nassertion `left != right` failed\n  left: Some(12)\n right: Some(12)\n\nfailures:\n    booking::tests::no_double_booking\n\ntest result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nerror: test failed, to rerun pass `--lib`", True),
  A("Two bookings read the free list before either writes back: `take()` clones the list, picks the first free locker, and only then locks the mutex to mark it. I'll hold the lock across the pick and the mark."),
  E("src/booking.rs", "        let free = self.free.clone();\n        let n = free.first().copied();\n        let mut g = self.lock.lock().unwrap();\n", "        let mut g = self.lock.lock().unwrap();\n        let n = self.free.first().copied();\n"),
  B("cargo test --lib booking", "    Finished test [unoptimized + debuginfo] target(s) in 1.40s\n     Running unittests src/lib.rs (target/debug/deps/lockers-5d1e0c2a7b9f3e11)\n\nrunning 3 tests\ntest booking::tests::free_locker_is_taken ... ok\ntest booking::tests::no_double_booking ... ok\ntest booking::tests::release_frees ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
  U("ok good. and from now on the locker code never goes on the receipt, the receipts end up in the bin by the door and that's probably how the phone went"),
  E("src/receipt.rs", "    writeln!(out, \"Locker {} code {}\", b.locker, b.code)?;\n", "    writeln!(out, \"Locker {}\", b.locker)?;\n"),
  A("Receipts show the locker number only."),
 ], [
  L("clone-before-lock", "root_cause", ["Two bookings read the free list before either writes back", "only then locks the mutex"], files=["src/booking.rs"]),
  L("double-test", "test_fixed", ["no_double_booking"], files=["src/booking.rs"]),
  L("no-code-receipt", "rule", ["the locker code never goes on the receipt"], reason=["the receipts end up in the bin by the door"], files=["src/receipt.rs"]),
 ], ["locker 12 got given to two people at once yesterday", "one kid's phone went missing"]),

"s07_camps_jest": X("indoor skate park holiday camps sign-up (JavaScript, jest)", "/home/ana/src/campsignup", "2026-11-29T10:01:00", [
  U("the camp sign up form lets people pick the week of 22 december, we're shut that week"),
  B("npx jest src/weeks.test.js", "FAIL src/weeks.test.js\n  camp weeks\n    ✓ lists the summer weeks (3 ms)\n    ✕ skips the christmas closure (4 ms)\n\n  ● camp weeks › skips the christmas closure\n\n    expect(received).not.toContain(expected) // indexOf\n\n    Expected value: not \"2026-12-22\"\n    Received array: [\"2026-12-15\", \"2026-12-22\", \"2027-01-05\"]\n\n      14 |     const weeks = campWeeks(2026);\n    > 15 |     expect(weeks).not.toContain('2026-12-22');\n         |                   ^\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total\nSnapshots:   0 total\nTime:        0.412 s", True),
  A("Looks like `closures.json` lists the closure as `2025-12-22` — last year's date was never rolled on, so this year's week passes the filter. I'll make closures a month/day range so it repeats every year."),
  E("src/weeks.js", "  return weeks.filter(w => !closures.includes(w));\n", "  return weeks.filter(w => !isClosed(w, closures));\n"),
  B("npx jest src/weeks.test.js", "PASS src/weeks.test.js\n  camp weeks\n    ✓ lists the summer weeks (2 ms)\n    ✓ skips the christmas closure (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\nSnapshots:   0 total\nTime:        0.388 s"),
  A("Done. The confirmation email has the dates and price."),
  U("please make the email also say to bring a packed lunch and water, not only the dates, many parents forget it and we have no cafe on camp days"),
  E("src/email.js", "  lines.push(`Dates: ${c.dates}`);\n", "  lines.push(`Dates: ${c.dates}`);\n  lines.push('Please bring a packed lunch and water.');\n"),
 ], [
  L("stale-closure", "root_cause", ["`closures.json` lists the closure as `2025-12-22`", "last year's date was never rolled on"], files=["src/weeks.js"]),
  L("closure-test", "test_fixed", ["skips the christmas closure"], files=["src/weeks.js"]),
  L("packed-lunch", "correction", ["make the email also say to bring a packed lunch and water, not only the dates"], reason=["we have no cafe on camp days"], files=["src/email.js"]),
 ], ["the camp sign up form lets people pick the week of 22 december", "we're shut that week"]),

"s08_members_phpunit": X("indoor skate park membership renewals (PHP, phpunit)", "/home/gaz/src/parkmembers", "2026-11-29T10:10:00", [
  U("so this is a bit of a long one sorry. the renewal reminders went out last night and a load of people got told their membership runs out in -3 days, and then some families got 4 copies each, one per kid, which the parents were not happy about. can you have a look"),
  B("vendor/bin/phpunit --filter ReminderTest", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n.F                                                                  2 / 2 (100%)\n\nTime: 00:00.021, Memory: 8.00 MB\n\nThere was 1 failure:\n\n1) Tests\\ReminderTest::testDaysLeftIsNeverNegative\nFailed asserting that -3 is equal to 7 or is greater than 7.\n\n/home/gaz/src/parkmembers/tests/ReminderTest.php:27\n\nFAILURES!\nTests: 2, Assertions: 2, Failures: 1.", True),
  A("The job computes days left from the run date but picks members with `expires_on < today + 7`, which also includes everyone who already expired. Those get a negative count. Restricting the query to cards that expire within the next 7 days."),
  E("src/Reminders.php", "->where('expires_on', '<', $today->addDays(7))", "->whereBetween('expires_on', [$today, $today->addDays(7)])"),
  B("vendor/bin/phpunit --filter ReminderTest", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n..                                                                  2 / 2 (100%)\n\nTime: 00:00.019, Memory: 8.00 MB\n\nOK (2 tests, 2 assertions)"),
  A("And for the copies, I can group the children under the paying adult and send one email listing them all."),
  U("yes do that. and send it to the account holder's email rather than each kid's, half the kids' emails are made up"),
  E("src/Reminders.php", "foreach ($members as $m) { $this->send($m->email, $m); }", "foreach ($members->groupBy('account_id') as $acc => $kids) { $this->send($kids[0]->account->email, $kids); }"),
 ], [
  L("expired-included", "root_cause", ["`expires_on < today + 7`, which also includes everyone who already expired"], files=["src/Reminders.php"]),
  L("negative-test", "test_fixed", ["testDaysLeftIsNeverNegative"], files=["src/Reminders.php"]),
  L("account-email", "correction", ["send it to the account holder's email rather than each kid's"], reason=["half the kids' emails are made up"], files=["src/Reminders.php"]),
 ], ["the renewal reminders went out last night", "some families got 4 copies each"]),

"s09_cctv_decide": X("indoor skate park CCTV retention (decision)", "/home/tom/src/parkcctv", "2026-11-29T10:18:00", [
  U("the recorder disk is full again. how long do we keep footage"),
  A("The script keeps 60 days. Options: keep 60 and buy a bigger disk (about £120), or drop to 31 days, which is what most small venues keep and what the ICO guidance treats as usual unless there's a reason for more. Any incident clips are exported separately anyway."),
  U("go with 31 days, we only ever pull footage within a week of an accident and the insurer never asked for more than a month"),
  E("cctv/prune.sh", "KEEP_DAYS=60\n", "KEEP_DAYS=31\n"),
  A("Set to 31 days; tonight's prune will free about half the disk."),
 ], [
  L("keep-31", "decision", ["go with 31 days"], reason=["we only ever pull footage within a week of an accident"], files=["cctv/prune.sh"]),
 ], ["the recorder disk is full again"]),

"s10_lessons_dotnet": X("indoor skate park coaching lessons booking (C#, dotnet test)", "/home/ines/src/LessonBook", "2026-11-29T10:26:00", [
  A("Picking up from before the break: the lesson calendar still shows coaches as free during their own lessons. Running the tests again."),
  B("dotnet test --filter FullyQualifiedName~AvailabilityTests", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  LessonBook.Tests -> /home/ines/src/LessonBook/tests/bin/Debug/net8.0/LessonBook.Tests.dll\nTest run for /home/ines/src/LessonBook/tests/bin/Debug/net8.0/LessonBook.Tests.dll (.NETCoreApp,Version=v8.0)\n  Failed LessonBook.Tests.AvailabilityTests.CoachBusyDuringOwnLesson [12 ms]\n  Error Message:\n   Assert.False() Failure\nExpected: False\nActual:   True\n  Stack Trace:\n     at LessonBook.Tests.AvailabilityTests.CoachBusyDuringOwnLesson() in /home/ines/src/LessonBook/tests/AvailabilityTests.cs:line 31\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 48 ms", True),
  A("The overlap check is `a.Start < b.End && b.Start < a.End` but it's fed the lesson's `Duration` in minutes as if it were hours, so a 60 minute lesson ends 60 hours later... no, wait, that would make them busier. Reading it again: `End` is computed with `AddMinutes(Duration)` on a copy that's thrown away (`DateTime` is immutable), so End == Start and nothing ever overlaps. Assigning the result."),
  E("src/Lesson.cs", "        Start.AddMinutes(Duration);\n        return Start;\n", "        return Start.AddMinutes(Duration);\n"),
  B("dotnet test --filter FullyQualifiedName~AvailabilityTests", "  LessonBook.Tests -> /home/ines/src/LessonBook/tests/bin/Debug/net8.0/LessonBook.Tests.dll\n  Failed LessonBook.Tests.AvailabilityTests.CoachBusyDuringOwnLesson [9 ms]\n  Error Message:\n   Assert.False() Failure\nExpected: False\nActual:   True\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 41 ms", True),
  A("Still true. The availability query filters lessons with `l.CoachId == coach.Id` but lessons loaded from the old booking sheet have the coach only in `l.CoachName`, CoachId 0. The test fixture uses one of those. Matching on either until the import is cleaned."),
  E("src/Availability.cs", "l.CoachId == coach.Id", "(l.CoachId == coach.Id || (l.CoachId == 0 && l.CoachName == coach.Name))"),
  B("dotnet test --filter FullyQualifiedName~AvailabilityTests", "  LessonBook.Tests -> /home/ines/src/LessonBook/tests/bin/Debug/net8.0/LessonBook.Tests.dll\n\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 39 ms"),
  A("All six pass. I could also write a migration to fill CoachId on the old rows now?"),
  U("thanks, but no migration today, the old rows are the ones the accountant is still reconciling and she asked nobody touch them till january"),
  A("Understood, the old rows stay as they are."),
 ], [
  L("end-discarded", "root_cause", ["`End` is computed with `AddMinutes(Duration)` on a copy that's thrown away", "End == Start and nothing ever overlaps"], files=["src/Lesson.cs"]),
  L("coach-zero", "root_cause", ["lessons loaded from the old booking sheet have the coach only in `l.CoachName`, CoachId 0"], files=["src/Availability.cs"]),
  L("busy-test", "test_fixed", ["CoachBusyDuringOwnLesson"], files=["src/Availability.cs"]),
  L("no-migration", "correction", ["no migration today"], reason=["the old rows are the ones the accountant is still reconciling"]),
 ], [], summary="Lesson booking: coaches shown free during their own lessons"),

"s11_chat_skate": X("indoor skate park chit-chat", "/home/gaz/src/rampdesk", "2026-11-29T10:33:00", [
  U("quiet one today. never again am i doing a saturday with only two staff, the bowl was mental"),
  A("Sounds like a long day. Anything you want me to look at?"),
  U("nah just moaning. always the same kids that leave their boards in the walkway, I swear"),
  A("Ha, the regulars. Happy to sit this one out."),
  U("nobody should have to pick up 14 lost socks from the changing room in one day. anyway. you can't fix teenagers"),
  A("No test suite for that, sadly."),
  U("don't ever tell dan i said his coping weld looked wonky btw lol"),
 ], [], ["never again am i doing a saturday with only two staff", "always the same kids that leave their boards in the walkway", "nobody should have to pick up 14 lost socks", "you can't fix teenagers", "don't ever tell dan i said his coping weld looked wonky"]),
# ---------------------------------------------------------------- men's shed
"m01_tools_mix": X("men's shed tool loan register (Elixir, mix test)", "/home/bernard/src/shedtools", "2026-11-29T10:40:00", [
  U("Good morning. Rules first, as the committee set them: the table saw and the lathe are never lent out of the shed, they are used here with a supervisor only, because of the insurance. And nobody under 18 is in the register at all, the grandchildren who come on open days are guests. Now the problem: the register says Alan has the big sash clamps, but he brought them back Tuesday."),
  B("mix test test/loans_test.exs", "Compiling 2 files (.ex)\n\n  1) test returning marks the loan closed (ShedTools.LoansTest)\n     test/loans_test.exs:19\n     Assertion with == failed\n     code:  assert Loans.open_for(\"alan\") == []\n     left:  [%ShedTools.Loan{tool: \"sash clamps\", member: \"alan\", returned_at: nil}]\n     right: []\n     stacktrace:\n       test/loans_test.exs:24: (test)\n\n.....\nFinished in 0.08 seconds (0.00s async, 0.08s sync)\n6 tests, 1 failure", True),
  A("`return_tool/2` builds the changeset with `returned_at` but then calls `Repo.insert` rather than `Repo.update`, so it writes a second, closed loan and leaves the original open. Swapping to update."),
  E("lib/shed_tools/loans.ex", "    |> Repo.insert()\n", "    |> Repo.update()\n"),
  B("mix test test/loans_test.exs", "......\nFinished in 0.07 seconds (0.00s async, 0.07s sync)\n6 tests, 0 failures"),
  U("Very good. Thank you."),
 ], [
  L("saw-stays", "rule", ["the table saw and the lathe are never lent out of the shed"], reason=["because of the insurance"]),
  L("no-under-18", "rule", ["nobody under 18 is in the register at all"], reason=["the grandchildren who come on open days are guests"]),
  L("insert-not-update", "root_cause", ["calls `Repo.insert` rather than `Repo.update`, so it writes a second, closed loan"], files=["lib/shed_tools/loans.ex"]),
  L("return-test", "test_fixed", ["returning marks the loan closed"], files=["lib/shed_tools/loans.ex"]),
 ], ["the register says Alan has the big sash clamps, but he brought them back Tuesday", "Very good. Thank you."]),

"m02_rota_bats": X("men's shed opening rota script (bash, bats)", "/home/keith/shed-rota", "2026-11-29T10:47:00", [
  U("rota script fails, from my terminal:\n\n$ bats test/rota.bats\n rota.bats\n ✓ prints a week\n ✗ skips bank holidays\n   (in test file test/rota.bats, line 17)\n     `[ \"$output\" != *\"2026-12-25\"* ]' failed\n\n2 tests, 1 failure"),
  R("rota.sh", "while read -r d; do\n  grep -q \"$d\" holidays.txt && continue\n  echo \"$d $(next_keyholder)\"\ndone < <(days \"$1\")\n"),
  A("When the tests run, the script's working directory is `test/`, so `holidays.txt` isn't found; `grep -q` on a missing file returns 2, which isn't 0, so nothing is skipped. Resolving the file relative to the script."),
  E("rota.sh", "  grep -q \"$d\" holidays.txt && continue\n", "  grep -q \"$d\" \"$(dirname \"$0\")/holidays.txt\" && continue\n"),
  B("bats test/rota.bats", " rota.bats\n ✓ prints a week\n ✓ skips bank holidays\n\n2 tests, 0 failures"),
  A("Both pass. The rota gives each keyholder one day a week at the moment."),
  U("make it two days a fortnight, the keyholders are retired but half of them babysit grandkids on alternate weeks"),
  E("rota.sh", "PER_WEEK=1\n", "PER_FORTNIGHT=2\n"),
 ], [
  L("cwd-holidays", "root_cause", ["the script's working directory is `test/`, so `holidays.txt` isn't found", "`grep -q` on a missing file returns 2"], files=["rota.sh"]),
  L("holiday-test", "test_fixed", ["skips bank holidays"], files=["rota.sh"]),
  L("fortnight", "correction", ["make it two days a fortnight"], reason=["half of them babysit grandkids on alternate weeks"], files=["rota.sh"]),
 ], ["rota script fails, from my terminal"]),

"m03_signin_flutter": X("men's shed sign-in tablet (Dart, flutter test)", "/home/ravi/src/shed_signin", "2026-11-29T10:55:00", [
  U("the sign in tablet crashes when someone taps their name twice quick"),
  B("flutter test test/sign_in_test.dart", "00:02 +2: loading /home/ravi/src/shed_signin/test/sign_in_test.dart\n00:03 +2 -1: double tap signs in once [E]\n  Bad state: Cannot add new events after calling close\n  dart:async/broadcast_stream_controller.dart 243:24  _BroadcastStreamController.add\n  package:shed_signin/sign_in.dart 41:12               SignInModel.tap\n  test/sign_in_test.dart 22:11                         main.<fn>\n\n00:03 +2 -1: Some tests failed.", True),
  A("The first tap signs in and closes the stream controller for that member's tile; the second tap, arriving before the tile rebuilds, adds to the closed controller and throws. Ignoring taps once the member is signed in."),
  E("lib/sign_in.dart", "  void tap(Member m) {\n", "  void tap(Member m) {\n    if (m.signedIn) return;\n"),
  B("flutter test test/sign_in_test.dart", "00:02 +3: All tests passed!"),
  A("I also added a welcome sound when someone signs in."),
  U("no sound please. two of the lads have hearing aids and a beep in that room with the extractor going is murder for them"),
  E("lib/sign_in.dart", "    player.play('welcome.mp3');\n", ""),
  U("and show the tea rota name on the screen after sign in, people forget whose turn"),
  E("lib/home.dart", "children: [greeting]", "children: [greeting, TeaRota()]"),
 ], [
  L("closed-stream", "root_cause", ["the second tap, arriving before the tile rebuilds, adds to the closed controller and throws"], files=["lib/sign_in.dart"]),
  L("double-tap-test", "test_fixed", ["double tap signs in once"], files=["lib/sign_in.dart"]),
  L("no-sound", "correction", ["no sound"], reason=["two of the lads have hearing aids"], files=["lib/sign_in.dart"]),
 ], ["the sign in tablet crashes when someone taps their name twice quick", "show the tea rota name on the screen after sign in, people forget whose turn"]),

"m04_sales_gradle": X("men's shed craft sales tracker (Kotlin, gradle with JUnit 5)", "/home/bernard/src/shedsales", "2026-11-29T11:03:00", [
  U("the christmas fair takings dont add up, the app says £1,240 and the cash tin had £1,412"),
  B("./gradlew test --tests '*TakingsTest'", "> Task :test FAILED\n\nTakingsTest > card and cash are both counted() FAILED\n    org.opentest4j.AssertionFailedError: expected: <141200> but was: <124000>\n        at app//org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:55)\n        at app//shedsales.TakingsTest.card and cash are both counted(TakingsTest.kt:28)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests.", True),
  A("Sales marked `paid = \"cash\"` are counted, but the stall tablet writes `\"Cash\"` for the quick-sale button, and the filter is case-sensitive. Normalising the payment method."),
  E("src/main/kotlin/shedsales/Takings.kt", "sales.filter { it.paid == \"cash\" }", "sales.filter { it.paid.lowercase() == \"cash\" }"),
  B("./gradlew test --tests '*TakingsTest'", "> Task :test FAILED\n\nTakingsTest > card and cash are both counted() FAILED\n    org.opentest4j.AssertionFailedError: expected: <141200> but was: <136500>\n        at app//shedsales.TakingsTest.card and cash are both counted(TakingsTest.kt:28)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.", True),
  A("Closer, £47 still missing. Those are sales where someone changed the price at the stall: the edit screen stores the new price in `overridePence` and `total()` still adds up `pricePence`. Using the override when there is one."),
  E("src/main/kotlin/shedsales/Takings.kt", "sumOf { it.pricePence }", "sumOf { it.overridePence ?: it.pricePence }"),
  B("./gradlew test --tests '*TakingsTest'", "> Task :test\n\nBUILD SUCCESSFUL in 4s\n4 actionable tasks: 2 executed, 2 up-to-date"),
  A("Passing. I also renamed the categories to 'Woodwork', 'Metalwork', 'Other' to tidy them."),
  U("revert that, the categories match the headings in the treasurer's paper cash book, she copies them across every month"),
  E("src/main/kotlin/shedsales/Category.kt", "WOODWORK(\"Woodwork\")", "WOODWORK(\"Bird boxes & benches\")"),
 ], [
  L("cash-case", "root_cause", ["the stall tablet writes `\"Cash\"` for the quick-sale button, and the filter is case-sensitive"], files=["src/main/kotlin/shedsales/Takings.kt"]),
  L("override-price", "root_cause", ["the edit screen stores the new price in `overridePence` and `total()` still adds up `pricePence`"], files=["src/main/kotlin/shedsales/Takings.kt"]),
  L("takings-test", "test_fixed", ["card and cash are both counted"], files=["src/main/kotlin/shedsales/Takings.kt"]),
  L("keep-categories", "correction", ["revert that"], reason=["the categories match the headings in the treasurer's paper cash book"], files=["src/main/kotlin/shedsales/Category.kt"]),
 ], ["the christmas fair takings dont add up", "the app says £1,240 and the cash tin had £1,412"]),

"m05_minutes_sbt": X("men's shed committee minutes and project board (Scala, sbt with ScalaTest)", "/home/ravi/src/shedboard", "2026-11-29T11:12:00", [
  U("Minutes of the committee, 25 Nov, for the record and because item 6 is a job:\n\n1. Present: Bernard (chair), Keith, Ravi, Frank, Des. Apologies: Ian.\n2. Treasurer's report: £2,310 in the account, the grant from the council arrived.\n3. New members are always shown round by two members on their first visit, never one, since the fall in September when nobody saw it.\n4. Tea and coffee fund to go up to 50p a cup.\n5. Frank will fix the gutter over the door.\n6. The project board shows finished projects in the 'in progress' column. Ravi to ask the computer.\n7. No project is taken on for a business or for someone's paid work, only for members, the community or charities, because it would break the charity rules and the VAT position.\n8. Next meeting 23 Dec.\n\nBernard"),
  B("sbt \"testOnly shedboard.BoardSpec\"", "[info] BoardSpec:\n[info] the board\n[info] - puts open projects in progress\n[info] - puts finished projects in done *** FAILED ***\n[info]   \"[in progress]\" did not equal \"[done]\" (BoardSpec.scala:22)\n[info] Run completed in 412 milliseconds.\n[info] Total number of tests run: 2\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tshedboard.BoardSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful", True),
  A("The column comes from a `match` on `p.status` whose cases are \"open\" and \"finished\", but the form saves \"complete\"; anything unmatched falls to the default case, which is in progress. Adding \"complete\" to the done case."),
  E("src/main/scala/shedboard/Board.scala", "    case \"finished\" => Done\n", "    case \"finished\" | \"complete\" => Done\n"),
  B("sbt \"testOnly shedboard.BoardSpec\"", "[info] BoardSpec:\n[info] the board\n[info] - puts open projects in progress\n[info] - puts finished projects in done\n[info] Run completed in 398 milliseconds.\n[info] Total number of tests run: 2\n[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 6 s"),
 ], [
  L("shown-round-by-two", "rule", ["New members are always shown round by two members on their first visit, never one"], reason=["since the fall in September when nobody saw it"]),
  L("no-business-projects", "rule", ["No project is taken on for a business or for someone's paid work"], reason=["it would break the charity rules and the VAT position"]),
  L("complete-status", "root_cause", ["the form saves \"complete\"", "anything unmatched falls to the default case, which is in progress"], files=["src/main/scala/shedboard/Board.scala"]),
  L("done-test", "test_fixed", ["puts finished projects in done"], files=["src/main/scala/shedboard/Board.scala"]),
 ], ["The project board shows finished projects in the 'in progress' column."]),

"m06_dust_ctest": X("men's shed dust extractor monitor (C++, CTest with GoogleTest)", "/home/des/src/dustmon", "2026-11-29T11:20:00", [
  U("the dust monitor never switches the extractor on, even with the sander going full whack"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "[100%] Built target dustmon_tests\nTest project /home/des/src/dustmon/build\n    Start 1: Threshold.SwitchesOnAbove35\n1/2 Test #1: Threshold.SwitchesOnAbove35 .......***Failed    0.01 sec\n[ RUN      ] Threshold.SwitchesOnAbove35\n/home/des/src/dustmon/test/threshold_test.cpp:14: Failure\nValue of: should_run(reading(41.0))\n  Actual: false\nExpected: true\n[  FAILED  ] Threshold.SwitchesOnAbove35 (0 ms)\n    Start 2: Threshold.OffBelow20\n2/2 Test #2: Threshold.OffBelow20 ..............   Passed    0.00 sec\n\n50% tests passed, 1 tests failed out of 2", True),
  A("The sensor reports PM2.5 in tenths of a µg/m³ (410 for 41.0) and `should_run` divides by 10 twice, once in `reading()` and again in the comparison, so 41.0 is compared as 4.1. Removing the second division."),
  E("src/threshold.cpp", "  return r.pm25 / 10.0 > kOnAt;\n", "  return r.pm25 > kOnAt;\n"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "[100%] Built target dustmon_tests\nTest project /home/des/src/dustmon/build\n    Start 1: Threshold.SwitchesOnAbove35\n1/2 Test #1: Threshold.SwitchesOnAbove35 .......   Passed    0.00 sec\n    Start 2: Threshold.OffBelow20\n2/2 Test #2: Threshold.OffBelow20 ..............   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 2"),
  U("right. one more thing now i think of it, the extractor must never be switched off by the monitor while the saw relay is live, it can only go off 2 minutes after the saw stops. the fine dust hangs about after the blade stops"),
  E("src/control.cpp", "  if (!should_run(r)) extractor.off();\n", "  if (!should_run(r) && saw.off_for() > std::chrono::minutes(2)) extractor.off();\n"),
 ], [
  L("double-divide", "root_cause", ["divides by 10 twice", "41.0 is compared as 4.1"], files=["src/threshold.cpp"]),
  L("above35-test", "test_fixed", ["Threshold.SwitchesOnAbove35"], files=["src/threshold.cpp"]),
  L("extractor-after-saw", "rule", ["the extractor must never be switched off by the monitor while the saw relay is live", "only go off 2 minutes after the saw stops"], reason=["the fine dust hangs about after the blade stops"], files=["src/control.cpp"]),
 ], ["the dust monitor never switches the extractor on, even with the sander going full whack"]),

"m07_benches_decide": X("men's shed memorial bench orders (decision before code)", "/home/bernard/src/shedsales", "2026-11-29T11:27:00", [
  U("people keep asking us for memorial benches. before the order form gets built: do we take a deposit or payment on collection?"),
  A("A deposit covers the timber if someone changes their mind; payment on collection is friendlier but the oak for one bench is about £180. A common middle: deposit equal to the materials. Are these mostly families after a bereavement?"),
  U("mostly yes. take a deposit of the timber cost only, no more. we had two orders cancelled last year and were left with £360 of oak, but we dont want to look like we're making money off grief"),
  W("src/main/kotlin/shedsales/BenchOrder.kt", "val deposit = order.timberCostPence\n"),
  A("The form takes the timber cost as deposit. The engraved plaque is included in the deposit as well, is that right?"),
  U("plaque separate, by bank transfer not card, the engraver in town only takes transfer and we pay him the same day"),
  E("src/main/kotlin/shedsales/BenchOrder.kt", "val deposit = order.timberCostPence\n", "val deposit = order.timberCostPence\nval plaque = Payment.BankTransfer(order.plaquePence)\n"),
 ], [
  L("timber-deposit", "decision", ["take a deposit of the timber cost only"], reason=["we had two orders cancelled last year and were left with £360 of oak"], files=["src/main/kotlin/shedsales/BenchOrder.kt"]),
  L("plaque-transfer", "correction", ["plaque separate, by bank transfer not card"], reason=["the engraver in town only takes transfer"], files=["src/main/kotlin/shedsales/BenchOrder.kt"]),
 ], ["people keep asking us for memorial benches"]),

"m08_members_deno": X("men's shed members' newsletter list (TypeScript, deno test)", "/home/keith/src/shednews", "2026-11-29T11:34:00", [
  U("the newsletter list has dead members on it. Terry's widow got one last week, awful"),
  B("deno test --allow-read tests/recipients_test.ts", "running 2 tests from ./tests/recipients_test.ts\nexcludes members marked deceased ... FAILED (4ms)\nincludes active members ... ok (1ms)\n\n ERRORS \n\nexcludes members marked deceased => ./tests/recipients_test.ts:8:6\nerror: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n-   3\n+   2\n\n    at assertEquals (https://deno.land/std@0.208.0/assert/assert_equals.ts:189:9)\n    at file:///home/keith/src/shednews/tests/recipients_test.ts:12:3\n\n FAILURES \n\nexcludes members marked deceased => ./tests/recipients_test.ts:8:6\n\nFAILED | 1 passed | 1 failed (22ms)\n\nerror: Test failed", True),
  A("The members sheet has a `status` column where 'deceased' was added as a new value, but `recipients()` only drops rows whose status is 'left'. Anything else counts as a member. Switching to an allow-list: only 'active' gets the newsletter."),
  E("src/recipients.ts", "  return rows.filter((r) => r.status !== \"left\");\n", "  return rows.filter((r) => r.status === \"active\");\n"),
  B("deno test --allow-read tests/recipients_test.ts", "running 2 tests from ./tests/recipients_test.ts\nexcludes members marked deceased ... ok (2ms)\nincludes active members ... ok (1ms)\n\nok | 2 passed | 0 failed (19ms)"),
  A("I've put a note in the footer: \"You receive this as a member of Riverside Men's Shed\" with the member's join date."),
  U("why the join date there? use just the name of the shed. several of the members' wives read it and some of the lads are touchy about how long theyve been coming"),
  E("src/footer.ts", " since ${m.joined}", ""),
 ], [
  L("status-denylist", "root_cause", ["`recipients()` only drops rows whose status is 'left'", "Anything else counts as a member"], files=["src/recipients.ts"]),
  L("deceased-test", "test_fixed", ["excludes members marked deceased"], files=["src/recipients.ts"]),
  L("no-join-date", "correction", ["use just the name of the shed"], alternative=["why the join date there?"], reason=["some of the lads are touchy about how long theyve been coming"], files=["src/footer.ts"]),
 ], ["the newsletter list has dead members on it", "Terry's widow got one last week, awful"]),

"m09_timber_mocha": X("men's shed timber offcuts stock (JavaScript, mocha)", "/home/frank/src/offcuts", "2026-11-29T11:41:00", [
  U("hello, the offcut finder says we have no oak over 1 metre but I am looking at three pieces right now"),
  B("npx mocha test/find.test.js", "\n\n  find\n    ✓ finds pine by length\n    1) finds oak over a metre\n\n\n  1 passing (9ms)\n  1 failing\n\n  1) find\n       finds oak over a metre:\n\n      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n0 !== 3\n\n      + expected - actual\n\n      -0\n      +3\n      \n      at Context.<anonymous> (test/find.test.js:17:12)\n      at process.processImmediate (node:internal/timers:476:21)\n", True),
  A("Lengths were entered in millimetres for pine but the oak pieces came in on Frank's sheet in centimetres (120, 145, 160), and the finder compares everything to 1000. None of the oak looks longer than a metre. I've converted the oak rows to mm on import, keyed off the sheet's unit column."),
  E("src/import.js", "  length: Number(row.length),\n", "  length: Number(row.length) * (row.unit === 'cm' ? 10 : 1),\n"),
  B("npx mocha test/find.test.js", "\n\n  find\n    ✓ finds pine by length\n    ✓ finds oak over a metre\n\n\n  2 passing (7ms)\n"),
  U("please make the list also say which rack the piece is on, not only the length, we lose 10 minutes looking each time"),
  E("src/list.js", "`${p.wood} ${p.length}mm`", "`${p.wood} ${p.length}mm, rack ${p.rack}`"),
  A("Each line now ends with the rack."),
 ], [
  L("cm-vs-mm", "root_cause", ["the oak pieces came in on Frank's sheet in centimetres", "the finder compares everything to 1000"], files=["src/import.js"]),
  L("oak-test", "test_fixed", ["finds oak over a metre"], files=["src/import.js"]),
  L("rack-too", "correction", ["make the list also say which rack the piece is on, not only the length"], reason=["we lose 10 minutes looking each time"], files=["src/list.js"]),
 ], ["the offcut finder says we have no oak over 1 metre but I am looking at three pieces right now"]),

"m10_grants_julia": X("men's shed grant hours report (Julia, Pkg.test)", "/home/ravi/src/ShedHours.jl", "2026-11-29T11:49:00", [
  U("the lottery grant wants volunteer hours by quarter. the report says Q3 is 0 hours which is nonsense"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing ShedHours\n      Status `/tmp/jl_Xq2f/Project.toml`\nTest Summary: | Pass  Fail  Total  Time\nquarters      |    2     1      3  0.4s\n  Q3 is July to September: Test Failed at /home/ravi/src/ShedHours.jl/test/runtests.jl:14\n  Expression: hours_in(q3, log) == 212.5\n   Evaluated: 0.0 == 212.5\nERROR: LoadError: Some tests did not pass: 2 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package ShedHours errored during testing", True),
  A("`quarter(d)` is `month(d) ÷ 3`, which puts July, August and September in 2, 2 and 3 — the months of Q3 are spread over two quarter numbers. It should be `(month(d) - 1) ÷ 3 + 1`."),
  E("src/ShedHours.jl", "quarter(d) = month(d) ÷ 3\n", "quarter(d) = (month(d) - 1) ÷ 3 + 1\n"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing ShedHours\nTest Summary: | Pass  Fail  Total  Time\nquarters      |    2     1      3  0.4s\n  Q3 is July to September: Test Failed at /home/ravi/src/ShedHours.jl/test/runtests.jl:14\n  Expression: hours_in(q3, log) == 212.5\n   Evaluated: 198.0 == 212.5\nERROR: LoadError: Some tests did not pass: 2 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package ShedHours errored during testing", True),
  A("Now 198 of 212.5. The missing 14.5 hours are the sessions that end after midnight at the September open evening... more likely the half-hours: the sign-out sheet has times like 14:30 and `parse_hours` reads only the hour field. Parsing minutes too."),
  E("src/parse.jl", "    h = parse(Int, split(t, \":\")[1])\n", "    hh, mm = parse.(Int, split(t, \":\"))\n    h = hh + mm / 60\n"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing ShedHours\nTest Summary: | Pass  Total  Time\nquarters      |    3      3  0.3s\n     Testing ShedHours tests passed"),
  A("Passing. Shall I also put each member's name and hours in the grant report, to show who does what?"),
  U("thanks, but no names in the grant report, just totals. some of the members are on benefits and dont want their hours written down anywhere official"),
  E("src/report.jl", "    println(io, m.name, \": \", m.hours)\n", ""),
 ], [
  L("quarter-formula", "root_cause", ["`quarter(d)` is `month(d) ÷ 3`", "the months of Q3 are spread over two quarter numbers"], files=["src/ShedHours.jl"]),
  L("minutes-dropped", "root_cause", ["`parse_hours` reads only the hour field"], files=["src/parse.jl"]),
  L("q3-test", "test_fixed", ["Q3 is July to September"], files=["src/parse.jl"]),
  L("no-names-grant", "correction", ["no names in the grant report, just totals"], reason=["some of the members are on benefits"], files=["src/report.jl"]),
 ], ["the report says Q3 is 0 hours which is nonsense"]),

"m11_chat_shed": X("men's shed chit-chat", "/home/keith/shed-rota", "2026-11-29T11:55:00", [
  U("not much for you today. never again am i letting frank near the bandsaw after his lunchtime pint haha"),
  A("Ha. Anything you'd like me to do on the rota?"),
  U("no no. always somebody nicks the good chisels and leaves the blunt ones, every week"),
  A("A familiar shed mystery."),
  U("nobody should have to drink des's tea, it's like tar. and the heater's on the blink again"),
  A("Hope it warms up in there."),
 ], [], ["never again am i letting frank near the bandsaw", "always somebody nicks the good chisels", "nobody should have to drink des's tea", "the heater's on the blink again", "not much for you today"]),
# ---------------------------------------------------------------- ukulele club
"u01_songbook_busted": X("ukulele club songbook builder (Lua, busted)", "/home/shona/src/ukebook", "2026-11-29T12:00:00", [
  U("hi! quick rules so you know: every song in the book has to have the key printed at the top, because the beginners tune by ear to the first chord and get lost otherwise. and no song goes in without the copyright owner listed, the library hall made us promise that. the bug is that songs with a capo come out a tone too high"),
  B("busted spec/transpose_spec.lua", "●●◼\n2 successes / 1 failure / 0 errors / 0 pending : 0.004211 seconds\n\nFailure → spec/transpose_spec.lua @ 18\ntranspose capo 2 moves G down to F\nspec/transpose_spec.lua:21: Expected objects to be the same.\nPassed in:\n(string) 'A'\nExpected:\n(string) 'F'", True),
  A("For a capo, the printed chord shape should move down by the capo's frets, but `transpose` adds `capo * 2`: it treats every fret as a whole tone and goes the wrong way. It should be `-capo` semitones."),
  E("src/transpose.lua", "  return shift(chord, capo * 2)\n", "  return shift(chord, -capo)\n"),
  B("busted spec/transpose_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.003902 seconds"),
  U("lovely ty"),
 ], [
  L("key-at-top", "rule", ["every song in the book has to have the key printed at the top"], reason=["the beginners tune by ear to the first chord"]),
  L("copyright-owner", "rule", ["no song goes in without the copyright owner listed"], reason=["the library hall made us promise that"]),
  L("capo-tone", "root_cause", ["`transpose` adds `capo * 2`", "treats every fret as a whole tone and goes the wrong way"], files=["src/transpose.lua"]),
  L("capo-test", "test_fixed", ["transpose capo 2 moves G down to F"], files=["src/transpose.lua"]),
 ], ["songs with a capo come out a tone too high", "lovely ty"]),

"u02_chords_elm": X("ukulele club chord chart site (Elm, elm-test)", "/home/pete/src/chordcharts", "2026-11-29T12:05:00", [
  U("The chord diagrams show the strings in the wrong order. G C E A should go left to right."),
  B("npx elm-test tests/DiagramTest.elm", "Compiling > Starting tests\n\nelm-test 0.19.1-revision12\n--------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 31455802\n\n↓ DiagramTest\n↓ strings\n✗ strings run G C E A from the left\n\n    [\"A\",\"E\",\"C\",\"G\"]\n    ╷\n    │ Expect.equal\n    ╵\n    [\"G\",\"C\",\"E\",\"A\"]\n\n\nTEST RUN FAILED\n\nDuration: 212 ms\nPassed:   2\nFailed:   1", True),
  A("The diagram builds its columns with `List.foldl (::) []` over the tuning, which reverses the list. `List.map` keeps the order."),
  E("src/Diagram.elm", "    List.foldl (::) [] (List.map column tuning)\n", "    List.map column tuning\n"),
  B("npx elm-test tests/DiagramTest.elm", "Compiling > Starting tests\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 31455802\n\nTEST RUN PASSED\n\nDuration: 198 ms\nPassed:   3\nFailed:   0"),
  A("Fixed. I've also coloured the finger dots red, green, blue by finger."),
  U("Use black dots rather than coloured ones, please. People print the charts on the library printer in black and white and the colours all come out the same grey."),
  E("src/Diagram.elm", "fill (fingerColour f)", "fill \"black\""),
 ], [
  L("foldl-reverses", "root_cause", ["`List.foldl (::) []` over the tuning, which reverses the list"], files=["src/Diagram.elm"]),
  L("strings-test", "test_fixed", ["strings run G C E A from the left"], files=["src/Diagram.elm"]),
  L("black-dots", "correction", ["Use black dots rather than coloured ones"], reason=["People print the charts on the library printer in black and white"], files=["src/Diagram.elm"]),
 ], ["The chord diagrams show the strings in the wrong order."]),

"u03_gigs_prove": X("ukulele club gig calendar (Perl, prove)", "/home/shona/src/gigcal", "2026-11-29T12:10:00", [
  U("care home gigs are showing on the public calendar. they should only be on the members page"),
  B("prove -l t/public.t", "t/public.t .. 1/3 \n#   Failed test 'private gigs are left off the public feed'\n#   at t/public.t line 22.\n#          got: '4'\n#     expected: '2'\n# Looks like you failed 1 test of 3.\nt/public.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/3 subtests \n\nTest Summary Report\n-------------------\nt/public.t (Wstat: 256 Tests: 3 Failed: 1)\n  Failed test:  2\n  Non-zero exit status: 1\nFiles=1, Tests=3,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.09 cusr  0.01 csys =  0.12 CPU)\nResult: FAIL", True),
  A("`public_gigs` greps for `private => 1`, but the care home gigs were entered through the new form, which stores `private => 'yes'`. Treating any true value as private."),
  E("lib/GigCal.pm", "grep { !($_->{private} == 1) } @gigs", "grep { !$_->{private} } @gigs"),
  B("prove -l t/public.t", "t/public.t .. 1/3 \n#   Failed test 'private gigs are left off the public feed'\n#   at t/public.t line 22.\n#          got: '3'\n#     expected: '2'\n# Looks like you failed 1 test of 3.\nt/public.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/3 subtests \nResult: FAIL", True),
  A("One left. That gig has `private => 'no'` written by the old form's default, and 'no' is a true string in Perl, so it now gets hidden while a care home gig from the old form has the field missing altogether and is shown. Mapping 'yes'/'no'/missing explicitly, with missing counted from the venue type."),
  E("lib/GigCal.pm", "grep { !$_->{private} } @gigs", "grep { !is_private($_) } @gigs"),
  B("prove -l t/public.t", "t/public.t .. ok   \nAll tests successful.\nFiles=1, Tests=3,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.08 cusr  0.01 csys =  0.11 CPU)\nResult: PASS"),
  U("good. the care home gigs never go on the public page with the address or the time, even if the home says its fine, the residents' families asked us"),
  A("Noted: they stay members-only whatever the venue says."),
 ], [
  L("private-yes", "root_cause", ["the new form, which stores `private => 'yes'`"], files=["lib/GigCal.pm"]),
  L("no-true-string", "root_cause", ["'no' is a true string in Perl"], files=["lib/GigCal.pm"]),
  L("private-test", "test_fixed", ["private gigs are left off the public feed"], files=["lib/GigCal.pm"]),
  L("care-home-private", "rule", ["the care home gigs never go on the public page with the address or the time"], reason=["the residents' families asked us"]),
 ], ["care home gigs are showing on the public calendar"]),

"u04_setlist_testthat": X("ukulele club set list planner (R, testthat)", "/home/moira/src/setlist", "2026-11-29T12:15:00", [
  U("the set list planner says 40 minutes for a set that took 55 on saturday"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        2 | duration\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-duration.R:9:3): set length counts the gaps between songs\nset_minutes(demo) (`actual`) not equal to 55 (`expected`).\n\n  `actual`: 40\n`expected`: 55\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]", True),
  A("Only song lengths are summed. Fifteen songs with a minute of tuning and chat between each is the missing quarter hour; the planner has a `gap` column nobody reads. Adding gaps between songs."),
  E("R/duration.R", "  sum(s$minutes)\n", "  sum(s$minutes) + (nrow(s) - 1) * gap\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          3 | duration\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]"),
  A("The gap is 1 minute by default. I also moved the slow songs to the end of the set so it builds up."),
  U("revert that, the slow ones go in the middle so the older players can rest their hands, a few have arthritis"),
  E("R/order.R", "  s[order(s$tempo, decreasing = TRUE), ]\n", "  s\n"),
 ], [
  L("no-gaps", "root_cause", ["Only song lengths are summed", "the planner has a `gap` column nobody reads"], files=["R/duration.R"]),
  L("gaps-test", "test_fixed", ["set length counts the gaps between songs"], files=["R/duration.R"]),
  L("slow-middle", "correction", ["revert that"], reason=["the slow ones go in the middle so the older players can rest their hands"], files=["R/order.R"]),
 ], ["the set list planner says 40 minutes for a set that took 55 on saturday"]),

"u05_loans_stack": X("ukulele club instrument loans (Haskell, stack test)", "/home/pete/src/ukeloans", "2026-11-29T12:20:00", [
  U("loan ukes: the overdue list is empty but Janet has had the tenor since july"),
  B("stack test", "ukeloans> test (suite: ukeloans-test)\n\nLoans\n  overdue\n    lists a loan older than 8 weeks FAILED [1]\n    leaves a new loan alone\n\nFailures:\n\n  test/LoansSpec.hs:19:7: \n  1) Loans.overdue lists a loan older than 8 weeks\n       expected: [\"Janet\"]\n        but got: []\n\n  To rerun use: --match \"/Loans/overdue/lists a loan older than 8 weeks/\"\n\nRandomized with seed 1187226145\n\nFinished in 0.0012 seconds\n2 examples, 1 failure\n\nukeloans> Test suite ukeloans-test failed\nError: [S-7282]\n       Stack failed to execute the build plan.", True),
  A("`overdue` compares `diffDays today out > 8`, so it's counting days, not weeks: eight days. Hmm, that would list Janet too. Looking closer, the arguments are the other way round, `diffDays out today`, which is negative for every past loan. Swapping them and using 56 days."),
  E("src/Loans.hs", "overdue today l = diffDays (loanOut l) today > 8\n", "overdue today l = diffDays today (loanOut l) > 56\n"),
  B("stack test", "ukeloans> test (suite: ukeloans-test)\n\nLoans\n  overdue\n    lists a loan older than 8 weeks\n    leaves a new loan alone\n\nFinished in 0.0010 seconds\n2 examples, 0 failures\n\nukeloans> Test suite ukeloans-test passed"),
  A("Janet's on the list now. I've set it to send her an automatic reminder."),
  U("hmm no. we had a row last year when an automatic email went to someone in hospital. loan reminders are always a phone call from the instruments officer, never an automatic email"),
  E("src/Remind.hs", "remind l = sendEmail (borrowerEmail l) overdueText\n", "remind l = addToCallList (borrowerName l)\n"),
 ], [
  L("args-swapped", "root_cause", ["the arguments are the other way round, `diffDays out today`, which is negative for every past loan"], files=["src/Loans.hs"]),
  L("overdue-test", "test_fixed", ["lists a loan older than 8 weeks"], files=["src/Loans.hs"]),
  L("phone-reminders", "rule", ["loan reminders are always a phone call from the instruments officer, never an automatic email"], reason=["an automatic email went to someone in hospital"], files=["src/Remind.hs"]),
 ], ["the overdue list is empty but Janet has had the tenor since july"]),

"u06_venue_decide": X("ukulele club weekly venue (decision)", "/home/moira/src/ukeclub-site", "2026-11-29T12:24:00", [
  U("we might move from the library to the rugby club on thursdays. I need the website and the sign up sheet to cope with either. one venue field per session or a club-wide setting?"),
  A("If it's one venue that changes now and then, a club-wide setting is simplest. If sessions will alternate, a field per session. Will you ever run both in the same month?"),
  U("yes, the library still wants us first thursdays for the open session. so a venue on each session, the open session stays at the library because it's the one with step-free access"),
  E("site/session.yml", "date:\n", "date:\nvenue:\n"),
  A("Each session now has a venue; first Thursdays default to the library."),
  U("and put the rugby club postcode as ST4 7QB, the one on google is the car park at the back"),
  E("site/venues.yml", "postcode: ST4 7QF\n", "postcode: ST4 7QB\n"),
 ], [
  L("venue-per-session", "decision", ["a venue on each session"], reason=["the library still wants us first thursdays for the open session"], files=["site/session.yml"]),
  L("postcode", "correction", ["put the rugby club postcode as ST4 7QB"], reason=["the one on google is the car park at the back"], files=["site/venues.yml"]),
 ], ["we might move from the library to the rugby club on thursdays"]),

"u07_tabs_ava": X("ukulele club tab uploader (JavaScript, ava)", "/home/shona/src/tabupload", "2026-11-29T12:28:00", [
  U("uploading a tab with an apostrophe in the title (Don't Stop Me Now) fails"),
  B("npx ava test/slug.test.js", "\n  ✔ slug › plain title\n  ✘ [fail]: slug › keeps titles with apostrophes\n\n  slug › keeps titles with apostrophes\n\n  test/slug.test.js:11\n\n   10:   const s = slug(\"Don't Stop Me Now\");\n   11:   t.is(s, 'dont-stop-me-now');\n   12: });\n\n  Difference (- actual, + expected):\n\n  - 'don%27t-stop-me-now'\n  + 'dont-stop-me-now'\n\n  ─\n\n  1 test failed", True),
  A("`slug` URL-encodes before it strips punctuation, so the apostrophe has already become `%27`, which the strip step keeps, and the storage bucket rejects `%` in keys. Stripping first."),
  E("src/slug.js", "  return encodeURIComponent(t).toLowerCase().replace(/[^a-z0-9%]+/g, '-');\n", "  return t.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-');\n"),
  B("npx ava test/slug.test.js", "\n  ✔ slug › plain title\n  ✔ slug › keeps titles with apostrophes\n  ─\n\n  2 tests passed"),
  A("Uploads work now. The uploader's name is printed under the title on the tab page."),
  U("why the uploader's name there? use the arranger's name, half the tabs are uploaded by me for other people and the arranger deserves the credit"),
  E("views/tab.njk", "{{ tab.uploadedBy }}", "{{ tab.arranger }}"),
 ], [
  L("encode-first", "root_cause", ["`slug` URL-encodes before it strips punctuation", "the storage bucket rejects `%` in keys"], files=["src/slug.js"]),
  L("apostrophe-test", "test_fixed", ["keeps titles with apostrophes"], files=["src/slug.js"]),
  L("arranger-credit", "correction", ["use the arranger's name"], alternative=["why the uploader's name there?"], reason=["the arranger deserves the credit"], files=["views/tab.njk"]),
 ], ["uploading a tab with an apostrophe in the title (Don't Stop Me Now) fails"]),

"u08_subs_pest": X("ukulele club subscriptions (PHP, pest)", "/home/moira/src/ukesubs", "2026-11-29T12:32:00", [
  U("subs page says everyone owes £30 for the year but concessions pay £15"),
  B("./vendor/bin/pest tests/Unit/SubsTest.php", "\n   FAIL  Tests\\Unit\\SubsTest\n  ✓ full member pays 30\n  ⨯ concession member pays 15\n  ──────────────────────────────────────────────────────────────\n   FAILED  Tests\\Unit\\SubsTest > concession member pays 15\n  Failed asserting that 30 is identical to 15.\n\n  at tests/Unit/SubsTest.php:14\n     10▕ it('concession member pays 15', function () {\n     11▕     $m = Member::factory()->make(['band' => 'Concession']);\n  ➜  14▕     expect(subsFor($m))->toBe(15);\n\n  Tests:    1 failed, 1 passed (2 assertions)\n  Duration: 0.09s", True),
  A("`subsFor` checks `$m->band === 'concession'` in lowercase and the membership form saves 'Concession' with a capital C, so every concession falls through to the full rate."),
  E("app/subs.php", "    if ($m->band === 'concession') {\n", "    if (strtolower($m->band) === 'concession') {\n"),
  B("./vendor/bin/pest tests/Unit/SubsTest.php", "\n   PASS  Tests\\Unit\\SubsTest\n  ✓ full member pays 30\n  ✓ concession member pays 15\n\n  Tests:    2 passed (2 assertions)\n  Duration: 0.08s"),
  A("Fixed. I can add a 'why concession?' box to the form so the treasurer can check eligibility?"),
  U("thanks, but no eligibility box, we never ask anyone to prove or explain a concession. it's on trust, the committee decided that years ago"),
  A("No box, concessions stay on trust."),
 ], [
  L("capital-c", "root_cause", ["the membership form saves 'Concession' with a capital C"], files=["app/subs.php"]),
  L("concession-test", "test_fixed", ["concession member pays 15"], files=["app/subs.php"]),
  L("concession-trust", "correction", ["no eligibility box, we never ask anyone to prove or explain a concession"], reason=["it's on trust, the committee decided that years ago"]),
 ], ["subs page says everyone owes £30 for the year but concessions pay £15"]),

"u09_tuner_bun": X("ukulele club web tuner (TypeScript, bun test)", "/home/pete/src/webtuner", "2026-11-29T12:36:00", [
  U("the tuner says my A string is B. it is A, I checked with the clip-on"),
  B("bun test src/pitch.test.ts", "bun test v1.1.34\n\nsrc/pitch.test.ts:\n✓ pitch > 392 Hz is G [0.31ms]\n✗ pitch > 440 Hz is A [0.42ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: \"A\"\nReceived: \"B\"\n\n      at <anonymous> (/home/pete/src/webtuner/src/pitch.test.ts:9:33)\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [18.00ms]", True),
  A("`noteName` rounds `12 * log2(f / 440)` to get semitones from A, then indexes a list that starts at C. So 0 semitones, which is A, comes out as the first item, C... that'd give C not B. Checking — the list in `notes.ts` is missing C#, so every note after C is shifted one. Adding C# back."),
  E("src/notes.ts", "['C', 'D', 'D#',", "['C', 'C#', 'D', 'D#',"),
  B("bun test src/pitch.test.ts", "bun test v1.1.34\n\nsrc/pitch.test.ts:\n✓ pitch > 392 Hz is G [0.29ms]\n✗ pitch > 440 Hz is A [0.37ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: \"A\"\nReceived: \"D#\"\n\n      at <anonymous> (/home/pete/src/webtuner/src/pitch.test.ts:9:33)\n\n 1 pass\n 1 fail\nRan 2 tests across 1 files. [16.00ms]", True),
  A("So the offset is the real issue: the index is `semitones % 12` from a C-based list, but semitones are counted from A. A is 9 steps above C, so it needs `(semitones + 9) % 12`. The missing C# was a second bug on top."),
  E("src/pitch.ts", "  return NOTES[((n % 12) + 12) % 12];\n", "  return NOTES[(((n + 9) % 12) + 12) % 12];\n"),
  B("bun test src/pitch.test.ts", "bun test v1.1.34\n\nsrc/pitch.test.ts:\n✓ pitch > 392 Hz is G [0.28ms]\n✓ pitch > 440 Hz is A [0.30ms]\n\n 2 pass\n 0 fail\nRan 2 tests across 1 files. [15.00ms]"),
  U("please make the tuner also show the string number, not only the note, our beginners dont know which string is which yet"),
  E("src/ui.tsx", "<Note name={n} />", "<Note name={n} string={stringFor(n)} />"),
 ], [
  L("index-from-c", "root_cause", ["the index is `semitones % 12` from a C-based list, but semitones are counted from A"], files=["src/pitch.ts"]),
  L("missing-csharp", "root_cause", ["the list in `notes.ts` is missing C#, so every note after C is shifted one"], files=["src/notes.ts"]),
  L("a440-test", "test_fixed", ["440 Hz is A"], files=["src/pitch.ts"]),
  L("string-number", "correction", ["make the tuner also show the string number, not only the note"], reason=["our beginners dont know which string is which yet"], files=["src/ui.tsx"]),
 ], ["the tuner says my A string is B", "I checked with the clip-on"]),

"u10_newsletter_unittest": X("ukulele club committee news and mailing tool (Python, unittest)", "/home/moira/src/ukemail", "2026-11-29T12:40:00", [
  U("Here's what the committee agreed last night, plus the thing that's broken:\n\n- Thanks to everyone who played at the Christmas market, we raised £412 for the hospice.\n- Subs stay at £30 / £15 next year.\n- The mailing list is only ever used for club news, never passed to the rugby club or the library for their events, because members signed up to us and not to them.\n- Shona is stepping down as musical director in March; nominations to Moira.\n- Photos of members only go on the website if the member has ticked the photo box, after one member's ex found her through our gallery.\n- New songbook volume 4 is at the printers.\n- Broken: the mailing tool sends the newsletter twice to anyone on both the players list and the supporters list.\n\nMoira"),
  B("python -m unittest tests.test_recipients -v", "test_everyone_once (tests.test_recipients.RecipientsTest.test_everyone_once) ... FAIL\ntest_unsubscribed_left_out (tests.test_recipients.RecipientsTest.test_unsubscribed_left_out) ... ok\n\n======================================================================\nFAIL: test_everyone_once (tests.test_recipients.RecipientsTest.test_everyone_once)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/moira/src/ukemail/tests/test_recipients.py\", line 17, in test_everyone_once\n    self.assertEqual(len(r), 3)\nAssertionError: 4 != 3\n\n----------------------------------------------------------------------\nRan 2 tests in 0.002s\n\nFAILED (failures=1)", True),
  A("The two lists are joined with `+` and de-duplicated by `set()` on the raw addresses, and one of the supporters list's exports has `Jo.Bell@...` capitalised. The set sees two addresses. I'll de-duplicate on the lowercased, stripped address."),
  E("ukemail/recipients.py", "    return list(set(players + supporters))\n", "    seen = {}\n    for a in players + supporters:\n        seen.setdefault(a.strip().lower(), a)\n    return list(seen.values())\n"),
  B("python -m unittest tests.test_recipients -v", "test_everyone_once (tests.test_recipients.RecipientsTest.test_everyone_once) ... ok\ntest_unsubscribed_left_out (tests.test_recipients.RecipientsTest.test_unsubscribed_left_out) ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.002s\n\nOK"),
 ], [
  L("list-club-only", "rule", ["The mailing list is only ever used for club news, never passed to the rugby club or the library"], reason=["members signed up to us and not to them"]),
  L("photo-box", "rule", ["Photos of members only go on the website if the member has ticked the photo box"], reason=["after one member's ex found her through our gallery"]),
  L("case-dupes", "root_cause", ["de-duplicated by `set()` on the raw addresses", "`Jo.Bell@...` capitalised"], files=["ukemail/recipients.py"]),
  L("once-test", "test_fixed", ["test_everyone_once"], files=["ukemail/recipients.py"]),
 ], ["Broken: the mailing tool sends the newsletter twice"]),

"u11_attend_minitest": X("ukulele club attendance and strum-along nights (Ruby, minitest)", "/home/pete/src/ukeattend", "2026-11-29T12:44:00", [
  U("attendance chart for november is missing the 27th"),
  B("bundle exec rake test TEST=test/chart_test.rb", "Run options: --seed 40211\n\n# Running:\n\n.F\n\nFailure:\nChartTest#test_last_thursday_is_included [test/chart_test.rb:15]:\nExpected [\"2026-11-06\", \"2026-11-13\", \"2026-11-20\"] to include \"2026-11-27\".\n\nbin/rails test test/chart_test.rb:12\n\nFinished in 0.004123s, 485.0 runs/s, 485.0 assertions/s.\n2 runs, 2 assertions, 1 failures, 0 errors, 0 skips", True),
  A("The month is walked with `(first...last)`, the three-dot range, which leaves out its last day, and `last` was passed as 27 Nov (the last session) rather than the month's end. Using `..` so the end is included."),
  E("lib/chart.rb", "(first...last).select(&:thursday?)", "(first..last).select(&:thursday?)"),
  B("bundle exec rake test TEST=test/chart_test.rb", "Run options: --seed 51907\n\n# Running:\n\n..\n\nFinished in 0.003877s, 515.8 runs/s, 515.8 assertions/s.\n2 runs, 2 assertions, 0 failures, 0 errors, 0 skips"),
  A("The 27th shows. The chart counts players and supporters together, want them separate?"),
  U("yes, separate, and count anyone who comes to 3 sessions in a row as a regular for the raffle, not 4. 4 in a row almost never happens over christmas"),
  E("lib/chart.rb", "REGULAR_RUN = 4\n", "REGULAR_RUN = 3\n"),
 ], [
  L("three-dot", "root_cause", ["the three-dot range, which leaves out its last day"], files=["lib/chart.rb"]),
  L("last-thursday-test", "test_fixed", ["test_last_thursday_is_included"], files=["lib/chart.rb"]),
  L("three-in-a-row", "correction", ["count anyone who comes to 3 sessions in a row as a regular for the raffle, not 4"], reason=["4 in a row almost never happens over christmas"], files=["lib/chart.rb"]),
 ], ["attendance chart for november is missing the 27th"]),

"u12_chat_uke": X("ukulele club chit-chat", "/home/shona/src/ukebook", "2026-11-29T12:48:00", [
  U("no code today, just had to tell someone. never again am i tuning 30 ukes before a gig in a cold church"),
  A("That sounds like a cold hour. How did the gig go?"),
  U("great actually! always the bass player who's late though. every single time"),
  A("Every band has one."),
  U("nobody should have to sing jingle bell rock four times in one afternoon. don't ever let me agree to the shopping centre again lol"),
  A("Noted in spirit only."),
 ], [], ["never again am i tuning 30 ukes before a gig", "always the bass player who's late though", "nobody should have to sing jingle bell rock four times", "don't ever let me agree to the shopping centre again", "no code today, just had to tell someone"]),
}

# the later turns of the lesson sessions, kept apart to read the openings above at a glance
MORE = {
"s01_waivers_pytest": ([
  A("Sessions are 90 minutes now."),
  U("does the screen show the waiver status too?"),
  A("Yes: green when the waiver is on file, red when it's missing."),
  U("red and green is no good, make it a tick and a cross, Dan's colour blind and he does most saturdays"),
  E("rampdesk/templates/checkin.html", "<span class=\"{{ 'green' if w else 'red' }}\"></span>", "<span>{{ '✓' if w else '✗' }}</span>"),
 ], [
  L("tick-cross", "correction", ["make it a tick and a cross"], alternative=["red and green is no good"], reason=["Dan's colour blind"], files=["rampdesk/templates/checkin.html"]),
 ], ["does the screen show the waiver status too?"]),
"s02_capacity_gotest": ([
  U("how often does it read the sensor"),
  A("Every 5 seconds."),
  U("make it check every 2 seconds rather than 5, at opening the queue comes through in a rush and it lags behind"),
  E("counter/poll.go", "const every = 5 * time.Second\n", "const every = 2 * time.Second\n"),
 ], [
  L("two-seconds", "correction", ["check every 2 seconds rather than 5"], reason=["at opening the queue comes through in a rush"], files=["counter/poll.go"]),
 ], ["how often does it read the sensor"]),
"s03_beginners_decide": ([
  U("cheers thats it for now"),
 ], [], ["cheers thats it for now"]),
"s04_shop_vitest": ([
  U("how many rolls does it say now"),
  A("40, the same as the shelf."),
 ], [], ["how many rolls does it say now"]),
"s05_meeting_rspec": ([
  A("Cards work through their last day now. Want the walk-round check from item 5 as a checklist on the desk tablet?"),
  U("yes but tick boxes only, no free text. nobody types on that tablet with gloves on"),
  W("lib/walkround.rb", "ITEMS = ['coping bolts', 'ramp surfaces', 'bowl drain', 'fire exits'].freeze\n"),
  U("ta"),
 ], [
  L("tick-boxes", "correction", ["tick boxes only, no free text"], reason=["nobody types on that tablet with gloves on"], files=["lib/walkround.rb"]),
 ], ["ta", "The mini ramp coping is loose again, Dan is getting the welder in on Thursday.", "Bins go out tuesday night now not wednesday."]),
"s06_lockers_cargo": ([
  A("Should a locker be booked per session or per day, for people who stay for two sessions?"),
  U("book them per session. the cleaners empty every locker at the end of each session, so a day booking would just get someone's bag binned"),
  E("src/booking.rs", "    Duration::Day\n", "    Duration::Session\n"),
 ], [
  L("per-session", "decision", ["book them per session"], reason=["the cleaners empty every locker at the end of each session"], files=["src/booking.rs"]),
 ], []),
"s07_camps_jest": ([
  U("is the price on the form right? should be £95 a week"),
  A("It shows £95 for the week and £22 for a single day."),
  U("single day is £25 not £22, the £22 was last summer's"),
  E("src/prices.js", "  day: 2200,\n", "  day: 2500,\n"),
 ], [
  L("day-25", "correction", ["single day is £25 not £22"], reason=["the £22 was last summer's"], files=["src/prices.js"]),
 ], ["is the price on the form right? should be £95 a week"]),
"s08_members_phpunit": ([
  B("vendor/bin/phpunit --filter GroupingTest", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\nF                                                                   1 / 1 (100%)\n\nTime: 00:00.018, Memory: 8.00 MB\n\nThere was 1 failure:\n\n1) Tests\\GroupingTest::testOneEmailPerAccount\nFailed asserting that 4 matches expected 6.\n\n/home/gaz/src/parkmembers/tests/GroupingTest.php:31\n\nFAILURES!\nTests: 1, Assertions: 1, Failures: 1.", True),
  A("Adults who pay for themselves have no account row, so their `account_id` is null and `groupBy` lumps every null into one group: three separate adults got one email between them. Keying self-payers by their own member id."),
  E("src/Reminders.php", "$members->groupBy('account_id')", "$members->groupBy(fn ($m) => $m->account_id ?? 'm'.$m->id)"),
  B("vendor/bin/phpunit --filter GroupingTest", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n.                                                                   1 / 1 (100%)\n\nTime: 00:00.016, Memory: 8.00 MB\n\nOK (1 test, 1 assertion)"),
  U("brilliant thank you"),
 ], [
  L("null-account", "root_cause", ["their `account_id` is null and `groupBy` lumps every null into one group"], files=["src/Reminders.php"]),
  L("grouping-test", "test_fixed", ["testOneEmailPerAccount"], files=["src/Reminders.php"]),
 ], ["brilliant thank you"]),
"s09_cctv_decide": ([
  U("also footage is never shown to parents at the desk, only handed to the police or the insurer. we had a dad who wanted to see who pushed his son and then went after the other kid"),
  A("Understood: exports only go to the police or the insurer; the desk screen has no playback."),
 ], [
  L("no-footage-parents", "rule", ["footage is never shown to parents at the desk, only handed to the police or the insurer"], reason=["a dad who wanted to see who pushed his son and then went after the other kid"]),
 ], []),
"s10_lessons_dotnet": ([
  U("how many lessons did Kai teach in november btw"),
  A("34, six of them from the old sheet."),
  U("and can the old ones at least be greyed out on screen so we know"),
  A("Done in the view only; the rows themselves are untouched."),
 ], [], ["how many lessons did Kai teach in november btw", "can the old ones at least be greyed out on screen so we know"]),
"s11_chat_skate": ([
  A("That secret is safe."),
  U("haha cheers. right, back to the desk"),
 ], [], ["back to the desk"]),
"m01_tools_mix": ([
  A("Shall I add a due-back date to each loan, two weeks by default?"),
  U("three weeks. most of the borrowing is for garden jobs and they take longer than two, nobody is in a hurry"),
  E("lib/shed_tools/loan.ex", "@loan_days 14\n", "@loan_days 21\n"),
 ], [
  L("three-weeks", "correction", ["three weeks"], reason=["most of the borrowing is for garden jobs"], files=["lib/shed_tools/loan.ex"]),
 ], []),
"m02_rota_bats": ([
  U("does it still print on the shed printer?"),
  A("Yes, it writes rota.txt and sends it with `lp`."),
 ], [], ["does it still print on the shed printer?"]),
"m03_signin_flutter": ([
  A("The tea rota name shows under the greeting."),
  U("perfect"),
 ], [], ["perfect"]),
"m04_sales_gradle": ([
  U("good. how much did the bird boxes make"),
  A("£286 from 26 boxes."),
 ], [], ["how much did the bird boxes make"]),
"m05_minutes_sbt": ([
  A("Passing. I could enforce item 3 in the sign-in app, so a first visit needs two members' names?"),
  U("thanks, but no, not in the app. it's for people to do, the app would just get two names typed in by one person"),
  A("Left out of the app."),
 ], [
  L("not-in-app", "correction", ["not in the app. it's for people to do"], reason=["the app would just get two names typed in by one person"]),
 ], ["Tea and coffee fund to go up to 50p a cup.", "Frank will fix the gutter over the door."]),
"m06_dust_ctest": ([
  U("what's it reading now with nothing running"),
  A("About 12 µg/m³."),
 ], [], ["what's it reading now with nothing running"]),
"m07_benches_decide": ([
  U("does the form ask for the plaque wording?"),
  A("Yes: three lines of 30 characters."),
  U("make it 4 lines of 25, the engraver's plates are 4 lines"),
  E("src/main/kotlin/shedsales/BenchOrder.kt", "PlaqueText(lines = 3, width = 30)", "PlaqueText(lines = 4, width = 25)"),
 ], [
  L("plaque-lines", "correction", ["make it 4 lines of 25"], reason=["the engraver's plates are 4 lines"], files=["src/main/kotlin/shedsales/BenchOrder.kt"]),
 ], ["does the form ask for the plaque wording?"]),
"m08_members_deno": ([
  U("can you check nobody else is marked deceased and still on it"),
  A("Two others were; both are excluded now."),
  U("and the newsletter never goes to anyone's work email, only home. a couple of them haven't told work they come here for their nerves"),
  E("src/recipients.ts", "r.email", "r.homeEmail"),
 ], [
  L("home-email", "rule", ["the newsletter never goes to anyone's work email, only home"], reason=["a couple of them haven't told work they come here"], files=["src/recipients.ts"]),
 ], ["can you check nobody else is marked deceased and still on it"]),
"m09_timber_mocha": ([
  U("oh and offcuts under 30cm never go in the finder, they're kindling for the stove, people were taking them home"),
  E("src/import.js", "rows.map(toPiece)", "rows.map(toPiece).filter(p => p.length >= 300)"),
 ], [
  L("kindling", "rule", ["offcuts under 30cm never go in the finder"], reason=["they're kindling for the stove"], files=["src/import.js"]),
 ], []),
"m10_grants_julia": ([
  U("whens the deadline for that report again"),
  A("The grant portal says 15 January."),
 ], [], ["whens the deadline for that report again"]),
"m11_chat_shed": ([
  U("anyway. don't ever buy the cheap sandpaper again, it's rubbish"),
 ], [], ["don't ever buy the cheap sandpaper again"]),
"u01_songbook_busted": ([
  A("Want the key shown as a chord diagram at the top too?"),
  U("no just the letter, in bold, big. the diagrams take up half the page and we print 40 copies"),
  E("src/page.lua", "  out:write(diagram(song.key))\n", "  out:write(bold(song.key))\n"),
 ], [
  L("key-letter", "correction", ["just the letter, in bold, big"], reason=["we print 40 copies"], files=["src/page.lua"]),
 ], []),
"u02_chords_elm": ([
  U("also the chart for Bb looks wrong"),
  A("The Bb entry had fret 3 for the barre; it's fret 1 now."),
 ], [], ["also the chart for Bb looks wrong"]),
"u03_gigs_prove": ([
  U("thank you!"),
 ], [], ["thank you!"]),
"u04_setlist_testthat": ([
  U("gap should be 2 minutes not 1, we always chat and retune between songs"),
  E("R/duration.R", "gap = 1", "gap = 2"),
 ], [
  L("gap-two", "correction", ["gap should be 2 minutes not 1"], reason=["we always chat and retune between songs"], files=["R/duration.R"]),
 ], []),
"u05_loans_stack": ([
  U("who else is overdue"),
  A("Only Janet. Two loans fall due next week."),
 ], [], ["who else is overdue"]),
"u06_venue_decide": ([
  U("does the sign up sheet show the venue"),
  A("Yes, under the date."),
 ], [], ["does the sign up sheet show the venue"]),
"u07_tabs_ava": ([
  U("does it work for titles with & in them"),
  A("The & is stripped: 'Me & Bobby McGee' becomes me-bobby-mcgee."),
  U("turn the & into 'and' rather than dropping it, people search for 'me and bobby'"),
  E("src/slug.js", "t.toLowerCase()", "t.toLowerCase().replace(/&/g, ' and ')"),
 ], [
  L("and-not-drop", "correction", ["turn the & into 'and' rather than dropping it"], reason=["people search for 'me and bobby'"], files=["src/slug.js"]),
 ], ["does it work for titles with & in them"]),
"u08_subs_pest": ([
  U("last thing, should subs run sept to sept or jan to jan? we start the club year in september"),
  A("Sept to Sept lines up with the club year and the AGM; Jan to Jan matches the hall's invoices. Which matters more to you?"),
  U("sept to sept then, the AGM is in september and most people pay there in cash"),
  E("app/subs.php", "const SUBS_YEAR_START = 1;", "const SUBS_YEAR_START = 9;"),
 ], [
  L("sept-year", "decision", ["sept to sept"], reason=["the AGM is in september and most people pay there in cash"], files=["app/subs.php"]),
 ], ["should subs run sept to sept or jan to jan?"]),
"u09_tuner_bun": ([
  U("works, cheers"),
 ], [], ["works, cheers"]),
"u10_newsletter_unittest": ([
  A("Fixed. Shall I send Shona's news as its own email today?"),
  U("no, it goes in the january newsletter with everything else. one email a month is what we promised members"),
  A("It stays for January."),
  U("and can you check the photo box thing actually works on the gallery"),
  A("The gallery only shows photos tagged with members who ticked the box; untagged photos are held back."),
 ], [
  L("january-newsletter", "correction", ["it goes in the january newsletter with everything else"], reason=["one email a month is what we promised members"]),
 ], ["can you check the photo box thing actually works on the gallery", "Subs stay at £30 / £15 next year.", "New songbook volume 4 is at the printers."]),
"u11_attend_minitest": ([
  U("can the raffle list print as well"),
  A("Yes, `rake raffle:print` sends it to the default printer."),
 ], [], ["can the raffle list print as well"]),
"u12_chat_uke": ([
  U("ha. ok off to defrost"),
 ], [], ["off to defrost"]),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots

# more lines of the lesson sessions that must not become notes (problem reports, chores and news in the pasted notes)
NOTS = {
  "s01_waivers_pytest": ["the actual problem"],
  "s05_meeting_rspec": ["Welcome to Kofi who starts on the front desk next week.", "Christmas party 20th, bowling then pizza."],
  "s06_lockers_cargo": ["ok good"],
  "m01_tools_mix": ["Rules first, as the committee set them"],
  "m05_minutes_sbt": ["Treasurer's report: £2,310 in the account, the grant from the council arrived.", "Next meeting 23 Dec."],
  "u03_gigs_prove": ["they should only be on the members page"],
  "u10_newsletter_unittest": ["Shona is stepping down as musical director in March; nominations to Moira."],
}
for _name, _nots in NOTS.items():
    SETS[_name]["not_lessons"] += _nots
