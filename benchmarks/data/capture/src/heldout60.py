# heldout60: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout53's and heldout59's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a seaside bike hire shop, a bird ringing group and a youth orchestra (no earlier set uses them; canal boat
# hire and beekeeping were taken, so a bike hire shop and a bird ringing group stand in for them).
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
# ---------------------------------------------------------------- seaside bike hire shop
"b01_bookings_pytest": X("seaside bike hire shop booking engine (Python, pytest)", "/home/kerry/src/spokes", "2026-11-29T12:02:00", [
  U("morning. couple of things first: a helmet always goes on the booking for anyone under 16, free, the insurer wont cover a child without one on the hire form. and no e-bikes to under 18s, same insurer, its in the policy since march. now the bug - a 3 day hire fri to sun charged 4 days"),
  B("python -m pytest tests/test_pricing.py -q", ".F..                                                                     [100%]\n=================================== FAILURES ===================================\n_________________________ test_weekend_is_three_days _________________________\n\n    def test_weekend_is_three_days():\n        b = Booking(start=date(2026, 12, 4), end=date(2026, 12, 6), bike=HYBRID)\n>       assert b.days == 3\nE       assert 4 == 3\nE        +  where 4 = Booking(start=datetime.date(2026, 12, 4), ...).days\n\ntests/test_pricing.py:22: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_pricing.py::test_weekend_is_three_days - assert 4 == 3\n1 failed, 3 passed in 0.09s", True),
  R("spokes/booking.py", "    @property\n    def days(self):\n        return (self.end - self.start).days + 2\n"),
  A("Someone has put `+ 2` where it should be `+ 1`: the difference Fri to Sun is 2 days, and counting both the pick-up and the return day only needs one more. Probably a fudge for late returns that never got taken out."),
  E("spokes/booking.py", "        return (self.end - self.start).days + 2\n", "        return (self.end - self.start).days + 1\n"),
  B("python -m pytest tests/test_pricing.py -q", "....                                                                     [100%]\n4 passed in 0.07s"),
  A("Fixed. While I'm in pricing: the deposit is £25 per bike — want it left as it is?"),
  U("make the deposit £40, £25 didnt cover a lost lock last summer and the good locks are £38"),
  E("spokes/pricing.py", "DEPOSIT = 25_00\n", "DEPOSIT = 40_00\n"),
  U("ta"),
 ], [
  L("helmet-under-16", "rule", ["a helmet always goes on the booking for anyone under 16, free"], reason=["the insurer wont cover a child without one on the hire form"]),
  L("no-ebike-under-18", "rule", ["no e-bikes to under 18s"], reason=["its in the policy since march"]),
  L("plus-two", "root_cause", ["Someone has put `+ 2` where it should be `+ 1`", "counting both the pick-up and the return day only needs one more"], files=["spokes/booking.py"]),
  L("three-days-test", "test_fixed", ["test_weekend_is_three_days"], files=["spokes/booking.py"]),
  L("deposit-40", "correction", ["make the deposit £40"], reason=["£25 didnt cover a lost lock last summer"], files=["spokes/pricing.py"]),
 ], ["a 3 day hire fri to sun charged 4 days"]),

"b02_battery_gotest": X("seaside bike hire shop e-bike battery tracker (Go, go test)", "/home/dafydd/src/ebatt", "2026-11-29T12:09:00", [
  U("battery tracker says bike 14 is at 100% and its been out all day. here's the test run\n\n--- FAIL: TestChargeDropsWhileOut (0.00s)\n    charge_test.go:33: bike 14 charge after 6h out = 100, want <= 60\nFAIL\nFAIL\tgithub.com/spokeshire/ebatt/charge\t0.008s\nFAIL"),
  R("charge/charge.go", "func (b *Bike) Charge(now time.Time) int {\n\tif b.Docked {\n\t\treturn b.LastReading\n\t}\n\treturn b.LastReading\n}\n"),
  A("Both branches return the last reading: when the bike is out nothing estimates the drain, so whatever the dock read at checkout stays on screen all day. I'll subtract an hourly drain for the time since it left the dock."),
  E("charge/charge.go", "\treturn b.LastReading\n}\n", "\tgone := now.Sub(b.LeftDock).Hours()\n\treturn max(0, b.LastReading-int(gone*DrainPerHour))\n}\n"),
  B("go test ./charge/...", "--- FAIL: TestChargeDropsWhileOut (0.00s)\n    charge_test.go:33: bike 14 charge after 6h out = 100, want <= 60\nFAIL\nFAIL\tgithub.com/spokeshire/ebatt/charge\t0.009s\nFAIL", True),
  A("Still 100, so the new branch isn't reached. `Docked` never goes false: the checkout handler writes `b.Status = \"out\"` and nothing ever clears the `Docked` flag, which only the dock sets. Clearing it at checkout."),
  E("charge/checkout.go", "\tb.Status = \"out\"\n", "\tb.Status = \"out\"\n\tb.Docked = false\n\tb.LeftDock = now\n"),
  B("go test ./charge/...", "ok  \tgithub.com/spokeshire/ebatt/charge\t0.007s"),
  A("Passing. I could push a phone notification to the mechanics when a returned bike is under 20%?"),
  U("thanks, but no phone notifications, put it on the whiteboard screen in the workshop. the mechanics dont have phones on them when theyre working, they're in the locker"),
  E("web/board.html", "<!-- low battery -->", "<section id=\"low-battery\"></section>"),
  A("Low batteries go on the workshop board."),
 ], [
  L("no-drain", "root_cause", ["nothing estimates the drain", "whatever the dock read at checkout stays on screen all day"], files=["charge/charge.go"]),
  L("docked-stuck", "root_cause", ["`Docked` never goes false", "nothing ever clears the `Docked` flag, which only the dock sets"], files=["charge/checkout.go"]),
  L("drain-test", "test_fixed", ["TestChargeDropsWhileOut"], files=["charge/checkout.go"]),
  L("whiteboard", "correction", ["no phone notifications, put it on the whiteboard screen in the workshop"], reason=["the mechanics dont have phones on them when theyre working"], files=["web/board.html"]),
 ], ["battery tracker says bike 14 is at 100% and its been out all day"]),

"b03_walkins_decide": X("seaside bike hire shop online booking split (decision before code)", "/home/kerry/src/spokes", "2026-11-29T12:15:00", [
  U("question before any code. the owner wants everything bookable online. i think we lose the ferry people that way. what would you do?"),
  A("Two ways: all 60 bikes online (simple, but a sunny Saturday sells out by Thursday and walk-ins get nothing), or hold some back for walk-ins and sell the rest online. A middle option is releasing the held bikes online at 10:00 on the day if nobody's come in. How many walk-ins do you get on a busy day?"),
  U("about 15. lets keep 12 bikes back for walk-ins and put the other 48 online, the day-trippers off the ferry are half our summer takings and they never book"),
  A("Agreed — 12 held for walk-ins, 48 online, no release at 10:00 unless you ask. Writing the config."),
  W("spokes/config/stock.toml", "[stock]\nonline = 48\nwalk_in = 12\n"),
  E("spokes/tags.py", "    return f\"{b.customer_phone}\"\n", "    return f\"{b.customer_phone} / {b.bike_no}\"\n"),
  A("The bike tag printer now shows the phone number and bike number."),
  U("why the customer's phone number there? use the booking reference, the tags hang on bikes in the street all day"),
  E("spokes/tags.py", "    return f\"{b.customer_phone} / {b.bike_no}\"\n", "    return f\"{b.ref} / {b.bike_no}\"\n"),
  A("Tags show the booking reference and the bike number."),
 ], [
  L("hold-walkins", "decision", ["keep 12 bikes back for walk-ins and put the other 48 online"], reason=["the day-trippers off the ferry are half our summer takings and they never book"], files=["spokes/config/stock.toml"]),
  L("tag-ref", "correction", ["use the booking reference"], alternative=["why the customer's phone number there?"], reason=["the tags hang on bikes in the street all day"], files=["spokes/tags.py"]),
 ], ["the owner wants everything bookable online"]),

"b04_trails_vitest": X("seaside bike hire shop trail suggestions page (TypeScript, vitest)", "/home/mo/src/trailfinder", "2026-11-29T12:21:00", [
  U("can you add the difficulty to each trail card? easy/moderate/hard"),
  A("Adding it, with the elevation profile from the Google Elevation API so the difficulty is worked out from the climb."),
  W("src/elevation.ts", "export async function climb(route: LatLng[]) {\n  const r = await fetch(`https://maps.googleapis.com/maps/api/elevation/json?key=${KEY}&path=${enc(route)}`);\n  return sumClimb((await r.json()).results);\n}\n"),
  B("npx vitest run src/difficulty.test.ts", " ❯ src/difficulty.test.ts (3 tests | 1 failed) 14ms\n   × difficulty > flat coast path is easy 6ms\n     → expected 'hard' to be 'easy' // Object.is equality\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/difficulty.test.ts > difficulty > flat coast path is easy\nAssertionError: expected 'hard' to be 'easy' // Object.is equality\n ❯ src/difficulty.test.ts:12:37\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)", True),
  A("Hmm, `sumClimb` adds every difference between points, down as well as up, so a flat path that wiggles a metre each way looks like hundreds of metres of climbing. Only the positive steps should count."),
  E("src/difficulty.ts", "  return pts.reduce((s, p, i) => i ? s + Math.abs(p.e - pts[i - 1].e) : s, 0);\n", "  return pts.reduce((s, p, i) => i ? s + Math.max(0, p.e - pts[i - 1].e) : s, 0);\n"),
  B("npx vitest run src/difficulty.test.ts", " ✓ src/difficulty.test.ts (3 tests) 9ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
  U("revert that google bit, the api key is on the owner's own credit card and we got a £90 bill in august from the last thing that used it. the OS open data has heights, use that"),
  E("src/elevation.ts", "https://maps.googleapis.com/maps/api/elevation/json?key=${KEY}&path=${enc(route)}", "/data/os-terrain50/${tile(route)}"),
  A("Heights now come from the OS Terrain 50 tiles in /data, no Google calls."),
 ], [
  L("abs-climb", "root_cause", ["`sumClimb` adds every difference between points, down as well as up", "Only the positive steps should count"], files=["src/difficulty.ts"]),
  L("flat-test", "test_fixed", ["flat coast path is easy"], files=["src/difficulty.ts"]),
  L("no-google", "correction", ["revert that google bit", "the OS open data has heights, use that"], reason=["the api key is on the owner's own credit card and we got a £90 bill in august"], files=["src/elevation.ts"]),
 ], ["can you add the difficulty to each trail card? easy/moderate/hard"]),

"b05_locks_rspec": X("seaside bike hire shop lock code generator (Ruby, rspec)", "/home/priya/src/lockcodes", "2026-11-29T12:28:00", [
  U("Notes from last night's staff meeting, there's a job for you in item 5:\n\n1. Summer staff start 1 May, Jess is doing the inductions this year.\n2. The pump outside is broken again, Sam to order a new head.\n3. Lock codes are never sent by email or text before the hire starts - only shown on the screen at pick-up - because two bikes were taken with codes forwarded from a booking email last July.\n4. Christmas do at the Anchor, 19 Dec, £15 a head.\n5. The combination locks keep getting codes with the same digit four times (1111, 7777). Customers guess them off each other. Fix please.\n6. The cargo bikes are never hired without the 10 minute test ride in the car park, after the one that went into the harbour wall.\n7. New rota on the board from Monday.\n8. Reminder: the till float is counted by two people, not one.\n\nThanks!"),
  B("bundle exec rspec spec/code_spec.rb", "F.\n\nFailures:\n\n  1) LockCode.generate never repeats one digit four times\n     Failure/Error: expect(codes).not_to include('1111')\n       expected [\"0412\", \"1111\", ...] not to include \"1111\"\n     # ./spec/code_spec.rb:9:in `block (2 levels) in <top (required)>'\n\nFinished in 0.31 seconds (files took 0.2 seconds to load)\n2 examples, 1 failure", True),
  R("lib/lock_code.rb", "def self.generate(rng = Random.new)\n  d = rng.rand(10)\n  [d, d, d, d].join if rng.rand < 0.05\n  format('%04d', rng.rand(10_000))\nend\n"),
  A("There's a leftover line making a 'memorable' code of one digit four times, 5% of the time — though its value is thrown away, so it isn't what the spec catches. The real source is plain `rand(10_000)`: 1111 is one of the 10,000 and it turns up. I'll reject codes where all digits match."),
  E("lib/lock_code.rb", "  format('%04d', rng.rand(10_000))\n", "  loop do\n    c = format('%04d', rng.rand(10_000))\n    return c unless c.chars.uniq.size == 1\n  end\n"),
  B("bundle exec rspec spec/code_spec.rb", "F.\n\nFailures:\n\n  1) LockCode.generate never repeats one digit four times\n     Failure/Error: expect(codes).not_to include('1111')\n       expected [\"0412\", \"1111\", ...] not to include \"1111\"\n     # ./spec/code_spec.rb:9:in `block (2 levels) in <top (required)>'\n\nFinished in 0.29 seconds (files took 0.2 seconds to load)\n2 examples, 1 failure", True),
  A("Same failure, so `generate` isn't the only way in. The codes the spec reads come through `LockCode.reset`, which still calls its own copy of the old one-liner instead of `generate`. Pointing it at `generate`."),
  E("lib/lock_code.rb", "def self.reset(lock)\n  lock.code = format('%04d', rand(10_000))\n", "def self.reset(lock)\n  lock.code = generate\n"),
  B("bundle exec rspec spec/code_spec.rb", "..\n\nFinished in 0.27 seconds (files took 0.2 seconds to load)\n2 examples, 0 failures"),
  U("great stuff"),
 ], [
  L("codes-at-pickup", "rule", ["Lock codes are never sent by email or text before the hire starts", "only shown on the screen at pick-up"], reason=["two bikes were taken with codes forwarded from a booking email last July"]),
  L("cargo-test-ride", "rule", ["The cargo bikes are never hired without the 10 minute test ride in the car park"], reason=["after the one that went into the harbour wall"]),
  L("reset-copy", "root_cause", ["`LockCode.reset`, which still calls its own copy of the old one-liner instead of `generate`"], files=["lib/lock_code.rb"]),
  L("repeat-test", "test_fixed", ["never repeats one digit four times"], files=["lib/lock_code.rb"]),
 ], ["The combination locks keep getting codes with the same digit four times", "great stuff"]),

"b06_damage_swift": X("seaside bike hire shop check-in damage report (Swift, swift test)", "/home/lena/src/CheckIn", "2026-11-29T12:34:00", [
  U("on the ipad check-in, ticking 'scratch' on the frame adds £60 to the bill. scratches are normal wear, nobody should be charged for them"),
  B("swift test --filter DamageTests", "Building for debugging...\n[5/5] Compiling CheckInTests DamageTests.swift\nBuild complete! (2.41s)\nTest Suite 'DamageTests' started at 2026-11-29 12:35:10.114.\nTest Case '-[CheckInTests.DamageTests testScratchCostsNothing]' started.\n/home/lena/src/CheckIn/Tests/CheckInTests/DamageTests.swift:14: error: -[CheckInTests.DamageTests testScratchCostsNothing] : XCTAssertEqual failed: (\"6000\") is not equal to (\"0\")\nTest Case '-[CheckInTests.DamageTests testScratchCostsNothing]' failed (0.004 seconds).\nTest Suite 'DamageTests' failed at 2026-11-29 12:35:10.119.\n\t Executed 3 tests, with 1 failure (0 unexpected) in 0.005 (0.005) seconds", True),
  A("I see it: the tick boxes are mapped to prices by their position in the list, and when 'scratch' was added at the top last month every item shifted down one. So 'scratch' picks up the price that belongs to 'bent rim'. Keying the prices by name."),
  E("Sources/CheckIn/Damage.swift", "let price = prices[index]", "let price = prices[item.name] ?? 0"),
  B("swift test --filter DamageTests", "Build complete! (1.88s)\nTest Suite 'DamageTests' passed at 2026-11-29 12:36:02.410.\n\t Executed 3 tests, with 0 failures (0 unexpected) in 0.004 (0.004) seconds"),
  U("also never charge the card for damage without the manager signing it off on the ipad. we had a chargeback fight over a bent frame that was already bent"),
  E("Sources/CheckIn/Charge.swift", "func chargeDamage(_ d: Damage) {", "func chargeDamage(_ d: Damage) {\n    guard d.managerSignedOff else { return }"),
  A("Damage is only charged after the manager's sign-off. The screen heading says 'Damage found' — keep it?"),
  U("list the scratches under 'wear' rather than 'damage', customers panic when they see damage on the screen"),
  E("Sources/CheckIn/Views/Report.swift", "Text(\"Damage found\")", "Text(item.isWear ? \"Wear\" : \"Damage found\")"),
 ], [
  L("shifted-prices", "root_cause", ["the tick boxes are mapped to prices by their position in the list", "every item shifted down one"], files=["Sources/CheckIn/Damage.swift"]),
  L("scratch-test", "test_fixed", ["testScratchCostsNothing"], files=["Sources/CheckIn/Damage.swift"]),
  L("manager-signoff", "rule", ["never charge the card for damage without the manager signing it off"], reason=["we had a chargeback fight over a bent frame that was already bent"], files=["Sources/CheckIn/Charge.swift"]),
  L("wear-label", "correction", ["list the scratches under 'wear' rather than 'damage'"], reason=["customers panic when they see damage on the screen"], files=["Sources/CheckIn/Views/Report.swift"]),
 ], ["ticking 'scratch' on the frame adds £60 to the bill"]),

"b07_tides_dotnet": X("seaside bike hire shop causeway route and tide times (.NET 8, NUnit)", "/home/owain/src/TideRoutes", "2026-11-29T12:41:00", [
  U("Right. The rule that matters most in this project: never suggest the causeway route to anyone within 2 hours either side of high tide. The coastguard had to pick up two of our customers in 2023 and we nearly lost the licence. Today the tide times shown are an hour late in winter."),
  B("dotnet test --filter TideTests", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  TideRoutes -> /home/owain/src/TideRoutes/src/bin/Debug/net8.0/TideRoutes.dll\n  TideRoutes.Tests -> /home/owain/src/TideRoutes/tests/bin/Debug/net8.0/TideRoutes.Tests.dll\nTest run for /home/owain/src/TideRoutes/tests/bin/Debug/net8.0/TideRoutes.Tests.dll (.NETCoreApp,Version=v8.0)\n  Failed HighWaterInWinterIsGmt [12 ms]\n  Error Message:\n     Expected: 2026-12-02 14:21\n  But was:  2026-12-02 15:21\n  Stack Trace:\n     at TideRoutes.Tests.TideTests.HighWaterInWinterIsGmt() in /home/owain/src/TideRoutes/tests/TideTests.cs:line 27\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 48 ms", True),
  R("src/TideTable.cs", "var local = utc.AddHours(1); // tide tables are GMT, we're BST\n"),
  A("The admiralty feed is already GMT and someone added an hour for BST all year round, in the comment's words. In winter we are on GMT, so every time is an hour late, and that includes the causeway cut-off. Converting with the Europe/London zone instead."),
  E("src/TideTable.cs", "var local = utc.AddHours(1); // tide tables are GMT, we're BST\n", "var local = TimeZoneInfo.ConvertTimeFromUtc(utc, London);\n"),
  B("dotnet test --filter TideTests", "Test run for /home/owain/src/TideRoutes/tests/bin/Debug/net8.0/TideRoutes.Tests.dll (.NETCoreApp,Version=v8.0)\n\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 41 ms"),
  A("All six pass. Shall I text customers who booked the causeway route if the window changes?"),
  U("thanks, but no texts about the tide, staff tell them at the counter and point at the board. a text gets half read and people think it means go"),
  A("Understood, nothing is sent; the board and staff cover it."),
 ], [
  L("causeway-tide", "rule", ["never suggest the causeway route to anyone within 2 hours either side of high tide"], reason=["The coastguard had to pick up two of our customers in 2023"]),
  L("bst-all-year", "root_cause", ["someone added an hour for BST all year round", "In winter we are on GMT, so every time is an hour late"], files=["src/TideTable.cs"]),
  L("gmt-test", "test_fixed", ["HighWaterInWinterIsGmt"], files=["src/TideTable.cs"]),
  L("counter-not-text", "correction", ["no texts about the tide, staff tell them at the counter and point at the board"], reason=["a text gets half read and people think it means go"]),
 ], ["Today the tide times shown are an hour late in winter."]),

"b08_service_mix": X("seaside bike hire shop fleet servicing schedule (Elixir, mix test)", "/home/rhys/src/fleet", "2026-11-29T12:48:00", [
  U("the servicing list flags the hybrids every 50 hires. we service by distance not hires, we said 500 km. can you sort it"),
  B("mix test test/service_test.exs", "Compiling 2 files (.ex)\n\n  1) test due? by distance (Fleet.ServiceTest)\n     test/service_test.exs:12\n     Assertion with == failed\n     code:  assert Fleet.Service.due?(bike) == false\n     left:  true\n     right: false\n     stacktrace:\n       test/service_test.exs:15: (test)\n\n\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n4 tests, 1 failure", True),
  A("`due?/1` still counts `bike.hires` against a limit of 50 — that was the old rule before the odometers went on. Switching to `km_since_service` against 500."),
  E("lib/fleet/service.ex", "  def due?(bike), do: bike.hires >= 50\n", "  def due?(bike), do: bike.km_since_service >= 500\n"),
  B("mix test test/service_test.exs", "Compiling 1 file (.ex)\n\n  1) test due? by distance (Fleet.ServiceTest)\n     test/service_test.exs:12\n     ** (ArithmeticError) bad argument in arithmetic expression\n     code: assert Fleet.Service.due?(bike) == false\n     stacktrace:\n       (fleet 0.4.0) lib/fleet/service.ex:8: Fleet.Service.km_since_service/1\n\n\nFinished in 0.05 seconds (0.00s async, 0.05s sync)\n4 tests, 1 failure", True),
  A("New failure, different reason: `km_since_service` subtracts the odometer at last service, and bikes that have never been serviced have `nil` there. Treating nil as 0 km."),
  E("lib/fleet/service.ex", "    bike.odometer - bike.odometer_at_service\n", "    bike.odometer - (bike.odometer_at_service || 0)\n"),
  B("mix test test/service_test.exs", "Compiling 1 file (.ex)\n....\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n4 tests, 0 failures"),
  U("make it 300 km for the cargo bikes though, the brake pads are gone by 400 with the weight on them"),
  E("lib/fleet/service.ex", "  def due?(bike), do: bike.km_since_service >= 500\n", "  def due?(%{type: :cargo} = bike), do: bike.km_since_service >= 300\n  def due?(bike), do: bike.km_since_service >= 500\n"),
  U("cheers"),
 ], [
  L("hires-rule", "root_cause", ["`due?/1` still counts `bike.hires` against a limit of 50"], files=["lib/fleet/service.ex"]),
  L("nil-odometer", "root_cause", ["bikes that have never been serviced have `nil` there"], files=["lib/fleet/service.ex"]),
  L("distance-test", "test_fixed", ["due? by distance"], files=["lib/fleet/service.ex"]),
  L("cargo-300", "correction", ["make it 300 km for the cargo bikes"], reason=["the brake pads are gone by 400 with the weight on them"], files=["lib/fleet/service.ex"]),
 ], ["the servicing list flags the hybrids every 50 hires", "can you sort it"]),

"b09_till_ctest": X("seaside bike hire shop till export for the accountant (C++, CTest with GoogleTest)", "/home/gethin/src/tillx", "2026-11-29T12:55:00", [
  U("the accountant says the VAT on the monthly export is a few pence off from the till's z-reports every month"),
  B("ctest --test-dir build -R vat --output-on-failure", "Test project /home/gethin/src/tillx/build\n    Start 2: vat_rounding\n1/1 Test #2: vat_rounding .....................***Failed    0.02 sec\n[==========] Running 1 test from 1 test suite.\n[ RUN      ] Vat.RoundsOnTheTotalNotEachLine\n/home/gethin/src/tillx/tests/vat_test.cpp:19: Failure\nExpected equality of these values:\n  vat(lines)\n    Which is: 1837\n  1834\n[  FAILED  ] Vat.RoundsOnTheTotalNotEachLine (0 ms)\n[==========] 1 test from 1 test suite ran. (0 ms total)\n[  PASSED  ] 0 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] Vat.RoundsOnTheTotalNotEachLine\n\n0% tests passed, 1 tests failed out of 1", True),
  A("The export rounds VAT on every line and adds the rounded pennies, while the till rounds once on the invoice total. Over a month of £3.50 add-ons that drifts by a few pence. Summing first, rounding once."),
  E("src/vat.cpp", "for (auto& l : lines) total += std::lround(l.net * 0.2);\n", "long net = 0;\nfor (auto& l : lines) net += l.net;\ntotal = std::lround(net * 0.2);\n"),
  B("ctest --test-dir build -R vat --output-on-failure", "Test project /home/gethin/src/tillx/build\n    Start 2: vat_rounding\n1/1 Test #2: vat_rounding .....................   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 1"),
  A("I've also added the customer name and email columns so she can match refunds."),
  E("src/export.cpp", "cols = {\"date\", \"ref\", \"net\", \"vat\"};", "cols = {\"date\", \"ref\", \"customer\", \"email\", \"net\", \"vat\"};"),
  U("no, take those out. don't put the customer emails or names in the accountant's export, she only needs the references and the totals and it's personal data we've no reason to send out"),
  E("src/export.cpp", "cols = {\"date\", \"ref\", \"customer\", \"email\", \"net\", \"vat\"};", "cols = {\"date\", \"ref\", \"net\", \"vat\"};"),
  A("Removed; references and totals only."),
 ], [
  L("per-line-vat", "root_cause", ["The export rounds VAT on every line and adds the rounded pennies, while the till rounds once on the invoice total"], files=["src/vat.cpp"]),
  L("vat-test", "test_fixed", ["RoundsOnTheTotalNotEachLine"], files=["src/vat.cpp"]),
  L("no-personal-export", "rule", ["don't put the customer emails or names in the accountant's export"], reason=["it's personal data we've no reason to send out"], files=["src/export.cpp"]),
 ], ["the VAT on the monthly export is a few pence off from the till's z-reports every month"]),

"b10_chat_bikes": X("seaside bike hire shop chit-chat", "/home/kerry/src/spokes", "2026-11-29T13:01:00", [
  U("every single august bank holiday the tandems come back with a flat"),
  A("Tandems do take a beating with two riders on them."),
  U("never again am i letting the stag party take the tandems"),
  A("Sounds like a memorable weekend."),
  U("nobody open the shop laptop till the new owner's had a look at it, its still got the old guy's stuff on"),
  A("Understood, I'll keep away from it."),
  U("always something with this place. anyway sun's out, queue's already at the door"),
  A("Good luck with the rush."),
 ], [], ["every single august bank holiday the tandems come back with a flat", "never again am i letting the stag party take the tandems", "nobody open the shop laptop till the new owner's had a look at it", "always something with this place", "sun's out, queue's already at the door"]),

"b11_groups_dart": X("seaside bike hire shop school group bookings (Dart, dart test)", "/home/amira/src/groupride", "2026-11-29T13:07:00", [
  U("schools want to book 30 bikes at once. before we build it: one deposit for the whole group or a deposit per child?"),
  A("Per child is fairer if one bike is damaged, but someone has to collect 30 payments. One group deposit puts it all on the school's account. Which do the schools prefer?"),
  U("one deposit per group on the school's invoice. the teachers hate collecting money from 30 kids, one school said they'd go to the other shop if we made them"),
  A("Group deposit on the school invoice it is. Building the group booking now."),
  W("lib/group.dart", "class GroupBooking {\n  final int bikes;\n  final int deposit;\n  GroupBooking(this.bikes) : deposit = groupDeposit(bikes);\n}\n"),
  B("dart test test/group_test.dart", "00:00 +0: loading test/group_test.dart\n00:00 +1: GroupBooking 30 bikes has one deposit\n00:00 +1 -1: GroupBooking helmets for every pupil [E]\n  Expected: <30>\n    Actual: <1>\n\n  package:matcher             expect\n  test/group_test.dart 19:5  main.<fn>.<fn>\n\n00:00 +2 -1: Some tests failed.", True),
  A("The helmet count comes from `booking.riders.where(isUnder16)`, and a group has one rider on record — the teacher — so it adds one helmet. For a group every bike needs one. Using the bike count."),
  E("lib/group.dart", "  int get helmets => riders.where(isUnder16).length;\n", "  int get helmets => bikes;\n"),
  B("dart test test/group_test.dart", "00:00 +0: loading test/group_test.dart\n00:00 +3: All tests passed!"),
  A("Done. The group form asks each pupil's date of birth for the helmet sizes."),
  U("why the date of birth there? use small/medium/large, we dont want 30 kids birthdays on a form the school emails around"),
  E("lib/forms/group_form.dart", "TextField(label: 'Date of birth')", "SizePicker(sizes: ['small', 'medium', 'large'])"),
 ], [
  L("group-deposit", "decision", ["one deposit per group on the school's invoice"], reason=["the teachers hate collecting money from 30 kids"], files=["lib/group.dart"]),
  L("one-rider", "root_cause", ["a group has one rider on record", "so it adds one helmet"], files=["lib/group.dart"]),
  L("helmets-test", "test_fixed", ["helmets for every pupil"], files=["lib/group.dart"]),
  L("sizes-not-dob", "correction", ["use small/medium/large"], alternative=["why the date of birth there?"], reason=["we dont want 30 kids birthdays on a form the school emails around"], files=["lib/forms/group_form.dart"]),
 ], ["schools want to book 30 bikes at once"]),
# ---------------------------------------------------------------- bird ringing group
"r01_rings_cargo": X("bird ringing group ring sequence register (Rust, cargo test)", "/home/hazel/src/ringreg", "2026-11-29T13:14:00", [
  U("hello! bit of background first. we never publish where a schedule 1 species was caught, not even the 1km square, because of egg collectors - there was a barn owl box raided in 2022. also a ring number is never reused, even when a ring gets spoiled in the pliers, the BTO has to see it as spoiled. the problem: the register has given out the same ring twice, AB12345 is on a blue tit and a great tit"),
  B("cargo test register", "   Compiling ringreg v0.2.0 (/home/hazel/src/ringreg)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.10s\n     Running unittests src/lib.rs (target/debug/deps/ringreg-0c1f9d2e77a4b310)\n\nrunning 4 tests\ntest register::tests::spoiled_ring_is_never_reissued ... FAILED\ntest register::tests::next_in_string ... ok\ntest register::tests::size_a ... ok\ntest register::tests::size_b ... ok\n\nfailures:\n\n---- register::tests::spoiled_ring_is_never_reissued stdout ----\nthread 'register::tests::spoiled_ring_is_never_reissued' panicked at src/register.rs:77:9:\nassertion `left != right` failed\n  left: \"AB12345\"\n right: \"AB12345\"\n\ntest result: FAILED. 3 passed; 1 failed; 0 ignored", True),
  R("src/register.rs", "pub fn spoil(&mut self, ring: &str) {\n    self.issued.remove(ring);\n}\n"),
  A("Marking a ring spoiled *removes* it from the issued set, and `next()` hands out the lowest number not in that set, so a spoiled AB12345 comes straight back as the next ring. It should stay issued with a spoiled status."),
  E("src/register.rs", "    self.issued.remove(ring);\n", "    self.status.insert(ring.to_string(), Status::Spoiled);\n"),
  B("cargo test register", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.94s\n     Running unittests src/lib.rs (target/debug/deps/ringreg-0c1f9d2e77a4b310)\n\nrunning 4 tests\ntest register::tests::spoiled_ring_is_never_reissued ... ok\ntest register::tests::next_in_string ... ok\ntest register::tests::size_a ... ok\ntest register::tests::size_b ... ok\n\ntest result: ok. 4 passed; 0 failed; 0 ignored"),
  A("Fixed. The capture screen calls a second catch of a ringed bird a 'recapture'."),
  U("call it 'retrap' rather than 'recapture', that's the word the BTO forms use and the trainees get confused"),
  E("src/ui/labels.rs", "\"Recapture\"", "\"Retrap\""),
 ], [
  L("no-sched1-site", "rule", ["we never publish where a schedule 1 species was caught, not even the 1km square"], reason=["because of egg collectors"]),
  L("never-reuse", "rule", ["a ring number is never reused, even when a ring gets spoiled in the pliers"], reason=["the BTO has to see it as spoiled"]),
  L("spoil-removes", "root_cause", ["Marking a ring spoiled *removes* it from the issued set", "a spoiled AB12345 comes straight back as the next ring"], files=["src/register.rs"]),
  L("spoiled-test", "test_fixed", ["spoiled_ring_is_never_reissued"], files=["src/register.rs"]),
  L("retrap", "correction", ["call it 'retrap' rather than 'recapture'"], reason=["that's the word the BTO forms use"], files=["src/ui/labels.rs"]),
 ], ["the register has given out the same ring twice", "AB12345 is on a blue tit and a great tit"]),

"r02_export_phpunit": X("bird ringing group data export to the national scheme (PHP, phpunit)", "/home/colin/src/ringexport", "2026-11-29T13:21:00", [
  U("getting this when I run the tests after the upload got rejected:\n\nPHPUnit 10.5.38 by Sebastian Bergmann and contributors.\n\n..F                                                                 3 / 3 (100%)\n\nThere was 1 failure:\n\n1) ExportTest::testAgeCodeIsEuring\nFailed asserting that '1Y' is identical to '3'.\n\n/home/colin/src/ringexport/tests/ExportTest.php:41\n\nFAILURES!\nTests: 3, Assertions: 7, Failures: 1."),
  R("src/Export.php", "'age' => $record['age_label'],\n"),
  A("The export writes the label the ringers see on screen ('1Y', 'juv', 'adult') into the age column, but the national scheme wants the EURING numeric code. A bird in its first year is 3. Mapping label to code."),
  E("src/Export.php", "'age' => $record['age_label'],\n", "'age' => Euring::age($record['age_label']),\n"),
  B("vendor/bin/phpunit tests/ExportTest.php", "PHPUnit 10.5.38 by Sebastian Bergmann and contributors.\n\n...                                                                 3 / 3 (100%)\n\nTime: 00:00.012, Memory: 6.00 MB\n\nOK (3 tests, 7 assertions)"),
  A("That's the one. Would you like the export to upload itself every night once the tests pass?"),
  U("no. the ringing secretary uploads it by hand once a month, after checking the paper sheets against it. we once sent a batch with 40 wrong species codes and it took the BTO weeks to untangle"),
  A("Understood — the export only writes the file; the secretary uploads it."),
  U("good"),
 ], [
  L("label-not-code", "root_cause", ["writes the label the ringers see on screen ('1Y', 'juv', 'adult') into the age column", "the national scheme wants the EURING numeric code"], files=["src/Export.php"]),
  L("age-test", "test_fixed", ["testAgeCodeIsEuring"], files=["src/Export.php"]),
  L("secretary-uploads", "rule", ["the ringing secretary uploads it by hand once a month, after checking the paper sheets against it"], reason=["we once sent a batch with 40 wrong species codes"]),
 ], ["getting this when I run the tests after the upload got rejected"]),

"r03_biometrics_julia": X("bird ringing group wing length checks (Julia, Pkg.test)", "/home/aoife/src/Biometrics.jl", "2026-11-29T13:28:00", [
  U("the biometrics check flags every chiffchaff as out of range. they're all 58-62, normal"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Biometrics\nTest Summary: | Pass  Fail  Total  Time\nranges        |    5     1      6  0.4s\n  chiffchaff 60 mm is in range: Test Failed at /home/aoife/src/Biometrics.jl/test/runtests.jl:14\n  Expression: inrange(\"CHIFF\", 60.0)\n   Evaluated: false\nERROR: LoadError: Some tests did not pass: 5 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package Biometrics errored during testing", True),
  R("src/ranges.jl", "const RANGES = Dict(\"CHIFF\" => (5.5, 6.5), \"BLUTI\" => (60.0, 68.0))\n"),
  A("The chiffchaff range was typed in centimetres, 5.5 to 6.5, while every other species and every measurement is millimetres. Changing it to 55-65."),
  E("src/ranges.jl", "\"CHIFF\" => (5.5, 6.5)", "\"CHIFF\" => (55.0, 65.0)"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Biometrics\nTest Summary: | Pass  Fail  Total  Time\nranges        |    5     1      6  0.4s\n  chiffchaff 60 mm is in range: Test Failed at /home/aoife/src/Biometrics.jl/test/runtests.jl:14\n  Expression: inrange(\"CHIFF\", 60.0)\n   Evaluated: false\nERROR: Package Biometrics errored during testing", True),
  A("No change in the result — so the Dict isn't what `inrange` consults. It looks the species up by the 6-letter code 'CHIFF' padded to 'CHIFF.', which is how the field sheets write it, misses, and falls back to a default of (0, 0). Stripping the padding before the lookup."),
  E("src/ranges.jl", "inrange(sp, w) = let (lo, hi) = get(RANGES, sp, (0.0, 0.0))", "inrange(sp, w) = let (lo, hi) = get(RANGES, rstrip(sp, '.'), (0.0, 0.0))"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Biometrics\nTest Summary: | Pass  Total  Time\nranges        |    6      6  0.3s\n     Testing Biometrics tests passed"),
  U("make the blue tit top end 70 while you're there. 69 got flagged at the feeders last week and they do go to 70"),
  E("src/ranges.jl", "\"BLUTI\" => (60.0, 68.0)", "\"BLUTI\" => (60.0, 70.0)"),
 ], [
  L("centimetres", "root_cause", ["The chiffchaff range was typed in centimetres"], files=["src/ranges.jl"]),
  L("padded-code", "root_cause", ["padded to 'CHIFF.'", "falls back to a default of (0, 0)"], files=["src/ranges.jl"]),
  L("chiff-test", "test_fixed", ["chiffchaff 60 mm is in range"], files=["src/ranges.jl"]),
  L("bluti-70", "correction", ["make the blue tit top end 70"], reason=["69 got flagged at the feeders last week and they do go to 70"], files=["src/ranges.jl"]),
 ], ["the biometrics check flags every chiffchaff as out of range", "they're all 58-62, normal"]),

"r04_fieldkit_decide": X("bird ringing group field data entry (decision before code)", "/home/hazel/src/ringreg", "2026-11-29T13:35:00", [
  U("we're thinking of dropping paper in the field. is a tablet app a good idea for the reedbed site? no signal there and it's wet"),
  A("A tablet app can work offline and sync later; the risks at the reedbed are rain and battery. Paper is robust but has to be typed up. You could use tablets where conditions allow and paper elsewhere. What do the ringers prefer?"),
  U("ok do tablets at the garden sites and keep paper at the reedbed. the last tablet we tried there died in the rain after an hour and we lost a morning's data"),
  A("Tablets at the garden sites, paper at the reedbed. I'll make the app offline-first and leave a 'typed from sheet' entry mode for the reedbed."),
  W("app/sites.json", "{\"garden\": {\"entry\": \"tablet\"}, \"reedbed\": {\"entry\": \"paper\"}}\n"),
  A("Shall I add a camera button so ringers can photograph each bird in the hand?"),
  U("thanks, but no photos of the birds in hand, every extra second in the hand is stress for the bird. the trainers are strict about it"),
  A("No camera, then."),
 ], [
  L("tablets-garden", "decision", ["do tablets at the garden sites and keep paper at the reedbed"], reason=["the last tablet we tried there died in the rain after an hour"], files=["app/sites.json"]),
  L("no-hand-photos", "correction", ["no photos of the birds in hand"], reason=["every extra second in the hand is stress for the bird"]),
 ], ["we're thinking of dropping paper in the field"]),

"r05_netrota_bats": X("bird ringing group mist net rota script (bash, bats)", "/home/ewan/src/netrota", "2026-11-29T13:41:00", [
  U("minutes of the group meeting, pasting so you have the context, then I need the rota script looked at:\n\n- Welcome to two new trainees, Kai and Bea.\n- Subs are £12 this year, due at the AGM.\n- The constant effort site runs on the same 12 dates as last year, dates on the website.\n- Nets are never left open unattended, not even for 5 minutes - someone checks every 30 minutes at most and more in heat or rain. That's the permit condition.\n- The new pole set arrived, thanks to Ruth for collecting.\n- Nobody rings at the reserve without the warden being told the day before, the reserve's agreement says so and we nearly lost the site in 2021.\n- Bird race in May, teams of 3.\n- The rota script keeps putting Sundays on nobody, see Ewan.\n\nSo yeah the rota script skips sundays."),
  B("bats test/rota.bats", "rota.bats\n ✓ every saturday has two ringers\n ✗ every sunday has two ringers\n   (in test file test/rota.bats, line 14)\n     `[ \"$(count_on Sun)\" -eq 2 ]' failed\n\n2 tests, 1 failure", True),
  R("rota.sh", "for d in $(seq 0 6); do\n  day=$(date -d \"$start +$d day\" +%a)\n  [[ $day == Sat || $day == Su ]] && assign \"$day\"\ndone\n"),
  A("Tiny one: the weekend test compares the short day name with `Su`, but `date +%a` gives `Sun`, so Sunday never matches and never gets assigned."),
  E("rota.sh", "[[ $day == Sat || $day == Su ]]", "[[ $day == Sat || $day == Sun ]]"),
  B("bats test/rota.bats", "rota.bats\n ✓ every saturday has two ringers\n ✓ every sunday has two ringers\n\n2 tests, 0 failures"),
  A("Sundays are back. I also sorted the output by ringer surname instead of by date so people can find themselves."),
  E("rota.sh", "sort -k1,1", "sort -k3,3"),
  U("revert that, people look up the date first because they know which weekend they're free, and the warden reads it by date too"),
  E("rota.sh", "sort -k3,3", "sort -k1,1"),
 ], [
  L("nets-attended", "rule", ["Nets are never left open unattended", "someone checks every 30 minutes at most"], reason=["That's the permit condition"]),
  L("warden-told", "rule", ["Nobody rings at the reserve without the warden being told the day before"], reason=["the reserve's agreement says so"]),
  L("su-vs-sun", "root_cause", ["compares the short day name with `Su`, but `date +%a` gives `Sun`"], files=["rota.sh"]),
  L("sunday-test", "test_fixed", ["every sunday has two ringers"], files=["rota.sh"]),
  L("by-date", "correction", ["revert that"], reason=["people look up the date first because they know which weekend they're free"], files=["rota.sh"]),
 ], ["So yeah the rota script skips sundays."]),

"r06_wind_gleam": X("bird ringing group session go/no-go from the forecast (Gleam, gleam test)", "/home/nadia/src/netcall", "2026-11-29T13:48:00", [
  U("the go/no-go page said GO on saturday with 30mph gusts. luckily Pete looked out the window"),
  B("gleam test", "  Compiling netcall\n   Compiled in 0.41s\n    Running netcall_test.main\nF..\nFailures:\n\n  1) netcall_test.gusty_day_is_no_go_test: module 'netcall_test'\n     Values were not equal\n     expected: NoGo\n          got: Go\n     output: \n\nFinished in 0.012 seconds\n3 tests, 1 failures", True),
  A("The decision reads `wind_speed` from the forecast and ignores `wind_gust`; the mean on Saturday was 12 mph, under the limit, while the gusts were 30. Checking both."),
  E("src/netcall.gleam", "  case f.wind_speed > limit {", "  case f.wind_speed > limit || f.wind_gust > gust_limit {"),
  B("gleam test", "  Compiling netcall\n   Compiled in 0.38s\n    Running netcall_test.main\n...\nFinished in 0.010 seconds\n3 tests, 0 failures"),
  U("what's gust_limit set to?"),
  A("I put 25 mph as a placeholder."),
  U("the nets never go up if the forecast gust is over 20 mph, birds get tangled and it's the trainer's neck on the line. put 20"),
  E("src/netcall.gleam", "const gust_limit = 25", "const gust_limit = 20"),
 ], [
  L("gusts-ignored", "root_cause", ["reads `wind_speed` from the forecast and ignores `wind_gust`"], files=["src/netcall.gleam"]),
  L("gust-test", "test_fixed", ["gusty_day_is_no_go_test"], files=["src/netcall.gleam"]),
  L("gust-20", "rule", ["the nets never go up if the forecast gust is over 20 mph"], reason=["birds get tangled"], files=["src/netcall.gleam"]),
 ], ["the go/no-go page said GO on saturday with 30mph gusts", "what's gust_limit set to?"]),

"r07_species_deno": X("bird ringing group species code lookup (TypeScript, deno test)", "/home/ollie/src/speciescodes", "2026-11-29T13:55:00", [
  U("type 'gold' in the species box and goldcrest doesnt come up, only goldfinch"),
  B("deno test lookup_test.ts", "running 2 tests from ./lookup_test.ts\nprefix finds both gold- species ... FAILED (3ms)\nexact code ... ok (0ms)\n\n ERRORS \n\nprefix finds both gold- species => ./lookup_test.ts:4:6\nerror: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n    [\n      \"Goldfinch\",\n+     \"Goldcrest\",\n    ]\n\nFAILURES\n\nprefix finds both gold- species => ./lookup_test.ts:4:6\n\nFAILED | 1 passed | 1 failed (8ms)", True),
  R("lookup.ts", "export const find = (q: string) => SPECIES.find((s) => s.name.toLowerCase().startsWith(q));\n"),
  A("`find` returns the first species that matches rather than all of them — `Array.find` stops at one. So whichever gold- bird comes first in the list wins. Switching to `filter`."),
  E("lookup.ts", "SPECIES.find((s) =>", "SPECIES.filter((s) =>"),
  B("deno test lookup_test.ts", "running 2 tests from ./lookup_test.ts\nprefix finds both gold- species ... ok (1ms)\nexact code ... ok (0ms)\n\nok | 2 passed | 0 failed (5ms)"),
  A("Both come up now, shown with their scientific names (Regulus regulus, Carduelis carduelis)."),
  U("why the latin name there? use the english name and the BTO 5 letter code, the trainees type on a phone with cold hands and the latin is just noise"),
  E("lookup.ts", "label: `${s.name} (${s.latin})`", "label: `${s.name} (${s.code})`"),
 ], [
  L("find-one", "root_cause", ["`find` returns the first species that matches rather than all of them"], files=["lookup.ts"]),
  L("prefix-test", "test_fixed", ["prefix finds both gold- species"], files=["lookup.ts"]),
  L("english-code", "correction", ["use the english name and the BTO 5 letter code"], alternative=["why the latin name there?"], reason=["the latin is just noise"], files=["lookup.ts"]),
 ], ["type 'gold' in the species box and goldcrest doesnt come up, only goldfinch"]),

"r08_permits_sbt": X("bird ringing group trainee permit progress (Scala, sbt with munit)", "/home/gareth/src/permits", "2026-11-29T14:02:00", [
  U("context for this repo: a trainee is never allowed to ring a schedule 1 bird, however many birds they've done - only an A permit holder with the schedule 1 licence. please keep that in any change. the progress page says Kai has ringed 0 birds this year and he's done about 200"),
  B("sbt \"testOnly permits.ProgressSuite\"", "[info] compiling 1 Scala source to /home/gareth/src/permits/target/scala-3.3.4/test-classes ...\n==> X permits.ProgressSuite.counts birds ringed this year  0.021s munit.ComparisonFailException: /home/gareth/src/permits/src/test/scala/ProgressSuite.scala:18\n17:    val p = progress(kai, year = 2026)\n18:    assertEquals(p.ringed, 3)\n19:  }\nvalues are not the same\n=> Obtained\n0\n=> Diff (- obtained, + expected)\n-0\n+3\n[error] Failed: Total 4, Failed 1, Errors 0, Passed 3\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful", True),
  A("Progress counts records where `ringer == trainee.permitNo`. Trainees don't have a permit number of their own until their C permit — their records carry the trainer's permit and the trainee's initials — so the match is always against an empty string."),
  E("src/main/scala/Progress.scala", "records.count(_.ringer == t.permitNo)", "records.count(r => r.initials == t.initials && r.trainer == t.trainer)"),
  B("sbt \"testOnly permits.ProgressSuite\"", "[info] compiling 1 Scala source to /home/gareth/src/permits/target/scala-3.3.4/classes ...\npermits.ProgressSuite:\n  + counts birds ringed this year 0.004s\n  + schedule 1 is never a trainee's 0.001s\n  + by species 0.002s\n  + by year 0.001s\n[info] Passed: Total 4, Failed 0, Errors 0, Passed 4"),
  A("Kai shows 203. I made the chart by month."),
  U("by species not by month. the trainer signs off species by species, months tell her nothing"),
  E("src/main/scala/Chart.scala", "groupBy(_.month)", "groupBy(_.species)"),
 ], [
  L("no-sched1-trainee", "rule", ["a trainee is never allowed to ring a schedule 1 bird, however many birds they've done"]),
  L("empty-permit", "root_cause", ["Trainees don't have a permit number of their own until their C permit", "the match is always against an empty string"], files=["src/main/scala/Progress.scala"]),
  L("progress-test", "test_fixed", ["counts birds ringed this year"], files=["src/main/scala/Progress.scala"]),
  L("by-species", "correction", ["by species not by month"], reason=["the trainer signs off species by species"], files=["src/main/scala/Chart.scala"]),
 ], ["the progress page says Kai has ringed 0 birds this year and he's done about 200"]),

"r09_recoveries_lein": X("bird ringing group recoveries map (Clojure, lein test)", "/home/tariq/src/recoveries", "2026-11-29T14:09:00", [
  U("the recovery map put our sedge warbler from senegal in the north sea. here's what lein says\n\nFAIL in (test-plot-senegal) (map_test.clj:22)\nexpected: (= [16.5 -15.9] (plot rec))\n  actual: (not (= [16.5 15.9] [16.5 -15.9]))\n\nRan 5 tests containing 9 assertions.\n1 failures, 0 errors.\nTests failed."),
  R("src/recoveries/map.clj", "(defn plot [rec]\n  [(:lat rec) (Math/abs (:lon rec))])\n"),
  A("`plot` takes the absolute value of the longitude. Everything we catch is near the Greenwich line so nobody noticed, but anything west of it — Senegal is 15.9° W — gets flipped east."),
  E("src/recoveries/map.clj", "  [(:lat rec) (Math/abs (:lon rec))])", "  [(:lat rec) (:lon rec)])"),
  B("lein test", "lein test recoveries.map-test\n\nFAIL in (test-plot-senegal) (map_test.clj:22)\nexpected: (= [16.5 -15.9] (plot rec))\n  actual: (not (= [-15.9 16.5] [16.5 -15.9]))\n\nRan 5 tests containing 9 assertions.\n1 failures, 0 errors.\nTests failed.", True),
  A("Now the pair is swapped: the recovery records from the EURING import come as lon,lat, not lat,lon, so `:lat` holds the longitude for imported rows. Swapping them at import rather than in `plot`."),
  E("src/recoveries/import.clj", "{:lat (nth row 7) :lon (nth row 8)}", "{:lat (nth row 8) :lon (nth row 7)}"),
  B("lein test", "lein test recoveries.map-test\n\nRan 5 tests containing 9 assertions.\n0 failures, 0 errors."),
  U("brilliant. and give the distance in km rather than miles, the BTO reports are in km and people compare"),
  E("src/recoveries/distance.clj", "(/ metres 1609.34)", "(/ metres 1000.0)"),
  U("👍"),
 ], [
  L("abs-lon", "root_cause", ["`plot` takes the absolute value of the longitude", "anything west of it"], files=["src/recoveries/map.clj"]),
  L("lon-lat", "root_cause", ["the recovery records from the EURING import come as lon,lat, not lat,lon"], files=["src/recoveries/import.clj"]),
  L("senegal-test", "test_fixed", ["test-plot-senegal"], files=["src/recoveries/import.clj"]),
  L("km", "correction", ["give the distance in km rather than miles"], reason=["the BTO reports are in km and people compare"], files=["src/recoveries/distance.clj"]),
 ], ["the recovery map put our sedge warbler from senegal in the north sea"]),

"r10_sites_decide": X("bird ringing group shared catch database (decision before code)", "/home/hazel/src/ringdb", "2026-11-29T14:16:00", [
  U("hi, would it be better to have one database for each of our three sites, or one for all of them? i honestly dont know"),
  A("One per site keeps each site's data simple and lets site leaders own it; one shared database makes retraps between sites and a ringer's totals easy. Do ringers move between sites?"),
  U("yes all the time. one shared database with a site column then, the trainees are at a different site most weekends and their totals have to add up across all three"),
  A("One database, a site column on every catch. Writing the schema."),
  W("db/schema.sql", "CREATE TABLE catch (\n  id INTEGER PRIMARY KEY,\n  site TEXT NOT NULL,\n  ring TEXT NOT NULL,\n  species TEXT NOT NULL,\n  caught_at TEXT NOT NULL\n);\n"),
  A("The daily summary lists catches by site."),
  U("please make it also show the net number, not only the site, we move nets when one catches nothing"),
  E("db/schema.sql", "  site TEXT NOT NULL,\n", "  site TEXT NOT NULL,\n  net TEXT,\n"),
  E("reports/daily.sql", "GROUP BY site", "GROUP BY site, net"),
 ], [
  L("one-db", "decision", ["one shared database with a site column"], reason=["the trainees are at a different site most weekends and their totals have to add up across all three"], files=["db/schema.sql"]),
  L("net-number", "correction", ["please make it also show the net number, not only the site"], reason=["we move nets when one catches nothing"], files=["reports/daily.sql"]),
 ], ["would it be better to have one database for each of our three sites, or one for all of them? i honestly dont know"]),

"r11_nestbox_crystal": X("bird ringing group nest box monitoring (Crystal, crystal spec)", "/home/iona/src/nestboxes", "2026-11-29T14:22:00", [
  U("nest box app. rule for this one: nobody opens a box after day 13 from hatching, the chicks can jump out too early, so the app must never schedule a visit past day 13. now the issue: box 22 got a visit scheduled for day 15"),
  B("crystal spec spec/visits_spec.cr", "..F\n\nFailures:\n\n  1) Visits never schedules past day 13\n     Failure/Error: visits.last.day.should be <= 13\n\n       Expected 15 to be <= 13\n\n     # spec/visits_spec.cr:18\n\nFinished in 1.21 milliseconds\n3 examples, 1 failures, 0 errors, 0 pending", True),
  A("The schedule is built from the laying date plus fixed offsets; box 22's hatch date was entered two days after the laying estimate, and the day-13 cut-off is counted from laying instead of hatching. Counting from hatch date when there is one."),
  E("src/visits.cr", "cutoff = box.laid_on + 13.days", "cutoff = (box.hatched_on || box.laid_on + 14.days) + 13.days"),
  B("crystal spec spec/visits_spec.cr", "...\n\nFinished in 0.98 milliseconds\n3 examples, 0 failures, 0 errors, 0 pending"),
  A("Fixed. I could print QR codes to stick on each box so visits are logged by scanning?"),
  U("thanks, but no qr codes on the boxes. kids pull stickers off and it draws people to the box, we number them with a marker on the back"),
  A("Okay, numbers stay as they are."),
 ], [
  L("day-13", "rule", ["the app must never schedule a visit past day 13"], reason=["the chicks can jump out too early"]),
  L("from-laying", "root_cause", ["the day-13 cut-off is counted from laying instead of hatching"], files=["src/visits.cr"]),
  L("day13-test", "test_fixed", ["never schedules past day 13"], files=["src/visits.cr"]),
  L("no-qr", "correction", ["no qr codes on the boxes", "we number them with a marker on the back"], reason=["kids pull stickers off and it draws people to the box"]),
 ], ["box 22 got a visit scheduled for day 15"]),

"r12_chat_ringing": X("bird ringing group chit-chat", "/home/hazel/src/ringreg", "2026-11-29T14:29:00", [
  U("never again am i doing a dawn session the day after the christmas party"),
  A("Ha — 4am starts and mulled wine don't mix."),
  U("every single time the firecrest shows up i've left the camera in the car"),
  A("That's always how it goes."),
  U("nobody move the pole bags in the shed, they're in order for sunday"),
  A("Noted, I won't touch them."),
  U("always the way with firecrests honestly. 62 birds on saturday though, best day of the autumn"),
  A("That's a great total for the time of year."),
 ], [], ["never again am i doing a dawn session the day after the christmas party", "every single time the firecrest shows up i've left the camera in the car", "nobody move the pole bags in the shed", "always the way with firecrests honestly", "62 birds on saturday though, best day of the autumn"]),
# ---------------------------------------------------------------- youth orchestra
"y01_register_jest": X("youth orchestra rehearsal register (Node, jest)", "/home/beatriz/src/register", "2026-11-29T14:36:00", [
  U("Hi! Before we start: a child's photo never appears on the parents' page unless the photo consent box is ticked, that's our safeguarding policy and the county checks it. And children under 11 are only ever signed out to an adult named on their form, never to an older sibling. Now the register: it marks everyone who arrives after 9:00 as late, even one minute after."),
  B("npx jest register", "FAIL src/register.test.js\n  late marks\n    ✓ 9:15 is late (3 ms)\n    ✕ 9:04 is on time (2 ms)\n\n  ● late marks › 9:04 is on time\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: false\n    Received: true\n\n      11 |   test('9:04 is on time', () => {\n    > 12 |     expect(isLate('09:04')).toBe(false);\n         |                             ^\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total", True),
  R("src/register.js", "const GRACE_MINUTES = '5';\nexport const isLate = (t) => minutes(t) > minutes('09:00') + GRACE_MINUTES;\n"),
  A("`GRACE_MINUTES` is the string '5', so `minutes('09:00') + '5'` concatenates to '5405' and then compares as a string. The grace period is silently lost. Making it a number."),
  E("src/register.js", "const GRACE_MINUTES = '5';", "const GRACE_MINUTES = 5;"),
  B("npx jest register", "PASS src/register.test.js\n  late marks\n    ✓ 9:15 is late (2 ms)\n    ✓ 9:04 is on time (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total"),
  U("actually make the grace 10 minutes. the coach from the north end gets in at 9:07 most weeks and those kids can't help it"),
  E("src/register.js", "const GRACE_MINUTES = 5;", "const GRACE_MINUTES = 10;"),
  A("Grace is 10 minutes."),
 ], [
  L("photo-consent", "rule", ["a child's photo never appears on the parents' page unless the photo consent box is ticked"], reason=["that's our safeguarding policy"]),
  L("named-adult", "rule", ["children under 11 are only ever signed out to an adult named on their form, never to an older sibling"]),
  L("string-grace", "root_cause", ["`GRACE_MINUTES` is the string '5'", "The grace period is silently lost"], files=["src/register.js"]),
  L("grace-test", "test_fixed", ["9:04 is on time"], files=["src/register.js"]),
  L("grace-10", "correction", ["make the grace 10 minutes"], reason=["the coach from the north end gets in at 9:07 most weeks"], files=["src/register.js"]),
 ], ["it marks everyone who arrives after 9:00 as late, even one minute after"]),

"y02_loans_busted": X("youth orchestra instrument loan scheme (Lua, busted)", "/home/fergus/src/instloans", "2026-11-29T14:43:00", [
  U("this is failing since the new term started, the loans list shows the cellos as available when they're out with kids\n\n●●○\n2 successes / 1 failure / 0 errors / 0 pending : 0.004 seconds\n\nFailure → spec/loans_spec.lua @ 21\nloans a cello out on loan is not available\nspec/loans_spec.lua:24: Expected objects to be the same.\nPassed in:\n(boolean) true\nExpected:\n(boolean) false"),
  R("src/loans.lua", "function M.available(inst)\n  return inst.term ~= current_term() or inst.borrower == nil\nend\n"),
  A("`available` treats any loan from a different term as finished, and the new term started on Monday, so every loan made last term — most cellos go out for a year — counts as returned. It should only look at whether there's a borrower."),
  E("src/loans.lua", "  return inst.term ~= current_term() or inst.borrower == nil\n", "  return inst.borrower == nil\n"),
  B("busted spec/loans_spec.lua", "●●○\n2 successes / 1 failure / 0 errors / 0 pending : 0.003 seconds\n\nFailure → spec/loans_spec.lua @ 21\nloans a cello out on loan is not available\nspec/loans_spec.lua:24: Expected objects to be the same.\nPassed in:\n(boolean) true\nExpected:\n(boolean) false", True),
  A("Still true, so something upstream. The imported rows have `borrower = \"\"` for everyone, cellos out or not: the column header is 'Borrower ' with a trailing space and the lookup misses it, so the borrower never gets read. Trimming headers on import."),
  E("src/import.lua", "local key = header", "local key = header:match('^%s*(.-)%s*$')"),
  B("busted spec/loans_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.003 seconds"),
  A("All green. Shall I invoice the family automatically when an instrument comes back damaged?"),
  U("thanks, but no invoices to the parents, the conductor talks to the family first. some of our families can't pay and we'd rather lose a bow than lose a player"),
  A("Understood, damage is flagged to the conductor only."),
 ], [
  L("term-finished", "root_cause", ["treats any loan from a different term as finished", "every loan made last term"], files=["src/loans.lua"]),
  L("header-space", "root_cause", ["the column header is 'Borrower ' with a trailing space and the lookup misses it"], files=["src/import.lua"]),
  L("cello-test", "test_fixed", ["a cello out on loan is not available"], files=["src/import.lua"]),
  L("conductor-first", "correction", ["no invoices to the parents, the conductor talks to the family first"], reason=["some of our families can't pay"]),
 ], ["the loans list shows the cellos as available when they're out with kids"]),

"y03_seating_dune": X("youth orchestra seating plan generator (OCaml, dune test)", "/home/lucie/src/seating", "2026-11-29T14:50:00", [
  U("seating plan puts two first violins on the same chair number. desk 3 has two inside players and desk 4 has none"),
  B("dune test", "File \"test/test_seating.ml\", line 1, characters 0-0:\n------ test/test_seating.ml\n++++++ test/test_seating.ml.corrected\nFile \"test/test_seating.ml\", line 19, characters 0-1:\n |let%expect_test \"eight players make four desks\" =\n |  print_desks (plan 8);\n |  [%expect {|\n-|    1: A B  2: C D  3: E F  4: G H |}]\n+|    1: A B  2: C D  3: E F G  4: H |}]", True),
  A("The desk number is `i / 2 + 1` but `i` starts at 1 in the caller, not 0, so the pairs are shifted by one and the sixth and seventh players land together. Starting the index at 0."),
  E("lib/seating.ml", "List.mapi (fun i p -> (i / 2 + 1, p)) (List.tl players)", "List.mapi (fun i p -> (i / 2 + 1, p)) players"),
  B("dune test", ""),
  A("dune test is quiet, so all expect tests match now. I also alphabetised each section so it looks tidier."),
  E("lib/seating.ml", "let order = by_audition_rank", "let order = by_surname"),
  U("revert that, the seating follows the audition ranking, the kids and parents read the plan very closely and alphabetical looks like we dropped someone"),
  E("lib/seating.ml", "let order = by_surname", "let order = by_audition_rank"),
  U("and please make it also put the section leader on the outside of desk 1, not only in the first chair"),
  E("lib/seating.ml", "let leader_seat = First_chair", "let leader_seat = Outside_desk_1"),
 ], [
  L("index-shift", "root_cause", ["`i` starts at 1 in the caller, not 0, so the pairs are shifted by one"], files=["lib/seating.ml"]),
  L("desks-test", "test_fixed", ["eight players make four desks"], files=["lib/seating.ml"]),
  L("audition-order", "correction", ["revert that"], reason=["the seating follows the audition ranking"], files=["lib/seating.ml"]),
  L("leader-outside", "correction", ["please make it also put the section leader on the outside of desk 1, not only in the first chair"], files=["lib/seating.ml"]),
 ], ["seating plan puts two first violins on the same chair number", "desk 3 has two inside players and desk 4 has none"]),

"y04_tourforms_pester": X("youth orchestra summer tour consent forms (PowerShell, Invoke-Pester)", "C:/Users/naomi/src/TourForms", "2026-11-29T14:57:00", [
  U("Tour committee notes from Tuesday, pasted for you - the script bit is at the end.\n\n* Coach booked with Harbour Travel, departs 6:30 from school gates.\n* Hostel in Bruges confirmed, 3 nights, girls and boys on separate floors.\n* Every child on the tour must have a signed medical form and a copy of the EHIC/GHIC card before the deposit is accepted - the hostel and the insurer both ask for it at check-in.\n* Raffle raised £640, thank you all.\n* Pocket money suggestion: €40.\n* Passport numbers are never kept in the shared drive spreadsheet, only in the tour leader's locked folder, after last year's laptop was stolen on the train.\n* Uniform: black concert dress, orchestra polo for travel.\n* Next meeting 9 Jan.\n\nScript: Count-Forms.ps1 says 31 children have all their forms but Naomi counted 27 by hand."),
  B("Invoke-Pester ./tests/Count-Forms.Tests.ps1", "Starting discovery in 1 files.\nDiscovery found 3 tests in 41ms.\nRunning tests.\n[-] Count-Forms.counts a child once with both forms 12ms (10ms|2ms)\n Expected 1, but got 2.\n at $result.Count | Should -Be 1, C:/Users/naomi/src/TourForms/tests/Count-Forms.Tests.ps1:14\nTests completed in 196ms\nTests Passed: 2, Failed: 1, Skipped: 0 NotRun: 0", True),
  A("Count-Forms counts files, not children: a child with both a medical form and a GHIC copy in the folder is counted twice, and four children uploaded their medical form twice. Grouping by the child's name from the filename first."),
  E("Count-Forms.ps1", "(Get-ChildItem $Folder).Count", "(Get-ChildItem $Folder | Group-Object { $_.BaseName.Split('_')[0] } | Where-Object { Test-Complete $_.Group }).Count"),
  B("Invoke-Pester ./tests/Count-Forms.Tests.ps1", "Starting discovery in 1 files.\nDiscovery found 3 tests in 38ms.\nRunning tests.\nTests completed in 171ms\nTests Passed: 3, Failed: 0, Skipped: 0 NotRun: 0"),
  U("27. perfect"),
 ], [
  L("forms-before-deposit", "rule", ["Every child on the tour must have a signed medical form and a copy of the EHIC/GHIC card before the deposit is accepted"], reason=["the hostel and the insurer both ask for it at check-in"]),
  L("no-passports-drive", "rule", ["Passport numbers are never kept in the shared drive spreadsheet, only in the tour leader's locked folder"], reason=["after last year's laptop was stolen on the train"]),
  L("files-not-children", "root_cause", ["Count-Forms counts files, not children", "four children uploaded their medical form twice"], files=["Count-Forms.ps1"]),
  L("forms-test", "test_fixed", ["counts a child once with both forms"], files=["Count-Forms.ps1"]),
 ], ["Count-Forms.ps1 says 31 children have all their forms but Naomi counted 27 by hand", "27. perfect"]),

"y05_auditions_cabal": X("youth orchestra audition scoring (Haskell, cabal test)", "/home/ravi/src/auditions", "2026-11-29T15:04:00", [
  U("question for you before code. audition panel is 5 teachers. average all 5 marks or drop the highest and lowest?"),
  A("Dropping the extremes (a trimmed mean) protects against one panellist marking far off from the rest; a plain average uses all the information. Is there a reason to worry about one marker?"),
  U("drop the highest and lowest. one teacher always marks his own pupils high and we can't exactly stop him sitting on the panel"),
  A("Trimmed mean of the middle three. Writing it."),
  E("src/Score.hs", "score ms = sum ms `div` length ms", "score ms = sum mid `div` length mid\n  where mid = take 3 (drop 1 (sort ms))"),
  B("cabal test", "Build profile: -w ghc-9.6.6 -O1\nRunning 1 test suites...\nTest suite spec: RUNNING...\n\nScore\n  drops the highest and lowest [✘]\n\nFailures:\n\n  test/ScoreSpec.hs:9:5: \n  1) Score drops the highest and lowest\n       expected: 71.33\n        but got: 71.0\n\n1 example, 1 failure\nTest suite spec: FAIL", True),
  A("Integer division: `div` throws away the fraction, so 214 / 3 becomes 71 and ties get broken wrongly. Switching to Double."),
  E("src/Score.hs", "score ms = sum mid `div` length mid", "score ms = fromIntegral (sum mid) / fromIntegral (length mid)"),
  B("cabal test", "Build profile: -w ghc-9.6.6 -O1\nRunning 1 test suites...\nTest suite spec: RUNNING...\n\nScore\n  drops the highest and lowest [✘]\n\nFailures:\n\n  test/ScoreSpec.hs:9:5: \n  1) Score drops the highest and lowest\n       expected: 71.33\n        but got: 71.33333333333333\n\n1 example, 1 failure\nTest suite spec: FAIL", True),
  A("Right value, but the spec compares to two decimals and the score is printed unrounded. Rounding to 2 places where it's shown."),
  E("src/Score.hs", "render = show . score", "render = printf \"%.2f\" . score"),
  B("cabal test", "Running 1 test suites...\nTest suite spec: RUNNING...\n\nScore\n  drops the highest and lowest [✔]\n\nFinished in 0.0009 seconds\n1 example, 0 failures\nTest suite spec: PASS"),
 ], [
  L("trimmed", "decision", ["drop the highest and lowest"], reason=["one teacher always marks his own pupils high"], files=["src/Score.hs"]),
  L("int-div", "root_cause", ["Integer division: `div` throws away the fraction"], files=["src/Score.hs"]),
  L("trimmed-test", "test_fixed", ["drops the highest and lowest"], files=["src/Score.hs"]),
 ], ["audition panel is 5 teachers"]),

"y06_tickets_raco": X("youth orchestra concert ticket sales (Racket, raco test)", "/home/marta/src/tickets", "2026-11-29T15:11:00", [
  U("ticket page charges £5 for children and they're supposed to be free"),
  B("raco test tests/price-test.rkt", "--------------------\nchild tickets\nFAILURE\nname:       check-equal?\nlocation:   tests/price-test.rkt:12:2\nactual:     500\nexpected:   0\n--------------------\n1/4 test failures", True),
  A("Ah — `price` matches the ticket type against `'child`, but the form sends `\"Child\"` as a string, so the match falls through to the adult price. Normalising the form value to a symbol."),
  E("price.rkt", "(define (price type) (case type", "(define (price t) (define type (string->symbol (string-downcase t)))\n  (case type"),
  B("raco test tests/price-test.rkt", "raco test: (submod \"tests/price-test.rkt\" test)\n4 tests passed"),
  A("Children are free now. The confirmation lists each child's full name."),
  U("why the child's surname there? use the first name and the section, the confirmation gets forwarded round the family whatsapp"),
  E("confirm.rkt", "(person-fullname p)", "(format \"~a (~a)\" (person-first p) (person-section p))"),
  U("oh and a family can have at most 4 tickets per child playing, the hall holds 300 and every family wants to bring the grandparents"),
  E("price.rkt", "(define max-per-child #f)", "(define max-per-child 4)"),
  A("Capped at 4 tickets per child in the orchestra."),
 ], [
  L("string-symbol", "root_cause", ["the form sends `\"Child\"` as a string, so the match falls through to the adult price"], files=["price.rkt"]),
  L("child-test", "test_fixed", ["child tickets"], files=["price.rkt"]),
  L("first-name-section", "correction", ["use the first name and the section"], alternative=["why the child's surname there?"], reason=["the confirmation gets forwarded round the family whatsapp"], files=["confirm.rkt"]),
  L("four-per-child", "rule", ["a family can have at most 4 tickets per child playing"], reason=["the hall holds 300"], files=["price.rkt"]),
 ], ["ticket page charges £5 for children and they're supposed to be free"]),

"y07_practice_zig": X("youth orchestra practice log app (Zig, zig build test)", "/home/jonas/src/practicelog", "2026-11-29T15:18:00", [
  U("hello, I am the youth orchestra's volunteer developer. One rule: the app never sends a message to a child directly, all messages go to the parent's email, this is the safeguarding rule of the orchestra. The bug is the practice streak resets to 0 at midnight UTC, but the children practise in the evening and for them it is still the same day."),
  B("zig build test", "test\n└─ run test 1/2 passed, 1 failed\nerror: 'streak.test.evening practice keeps the streak' failed: expected 4, found 0\n/home/jonas/src/practicelog/src/streak.zig:48:5: 0x1039a2f in test.evening practice keeps the streak (test)\n    try std.testing.expectEqual(@as(u32, 4), s.days);\n    ^\nerror: while executing test 'streak.test.evening practice keeps the streak', the following command exited with code 1", True),
  A("Days are cut with `@divFloor(ts, 86400)`, which is a UTC day. In summer time, practice logged between 00:00 and 01:00 local falls on the previous UTC day, so that local day looks empty and the streak resets. Shifting by the orchestra's UTC offset before dividing."),
  E("src/streak.zig", "const day = @divFloor(ts, 86400);", "const day = @divFloor(ts + tz_offset, 86400);"),
  B("zig build test", "test\n└─ run test 2/2 passed"),
  U("thank you. please make the streak not reset when the child is sick, only when they skip. the parent can tick sick"),
  E("src/streak.zig", "if (!practised) s.days = 0;", "if (!practised and !sick) s.days = 0;"),
  A("Sick days keep the streak; only a skipped day resets it."),
 ], [
  L("parents-only", "rule", ["the app never sends a message to a child directly, all messages go to the parent's email"], reason=["this is the safeguarding rule of the orchestra"]),
  L("utc-day", "root_cause", ["Days are cut with `@divFloor(ts, 86400)`, which is a UTC day"], files=["src/streak.zig"]),
  L("streak-test", "test_fixed", ["evening practice keeps the streak"], files=["src/streak.zig"]),
  L("sick-days", "correction", ["please make the streak not reset when the child is sick, only when they skip"], files=["src/streak.zig"]),
 ], ["the practice streak resets to 0 at midnight UTC"]),

"y08_library_mocha": X("youth orchestra sheet music library (Node, mocha)", "/home/chloe/src/partlib", "2026-11-29T15:25:00", [
  U("the library search can't find 'Dvořák' unless you type the ř. the kids just type dvorak"),
  B("npx mocha test/search.test.js", "\n\n  search\n    1) finds Dvořák from 'dvorak'\n    ✔ finds Holst\n\n\n  1 passing (8ms)\n  1 failing\n\n  1) search\n       finds Dvořák from 'dvorak':\n\n      AssertionError [ERR_ASSERTION]: 0 == 3\n      + expected - actual\n\n      -0\n      +3\n      \n      at Context.<anonymous> (test/search.test.js:9:12)", True),
  A("Matching is a plain `includes` on the lowercased title, so 'dvorak' never matches 'dvořák'. I'll strip accents from both sides with `normalize('NFD')`."),
  E("src/search.js", "t.composer.toLowerCase().includes(q)", "fold(t.composer).includes(fold(q))"),
  B("npx mocha test/search.test.js", "\n\n  search\n    1) finds Dvořák from 'dvorak'\n    ✔ finds Holst\n\n\n  1 passing (7ms)\n  1 failing\n\n  1) search\n       finds Dvořák from 'dvorak':\n     ReferenceError: fold is not defined\n      at /home/chloe/src/partlib/src/search.js:14:34", True),
  A("I referenced `fold` without writing it. Adding it: NFD, then drop the combining marks."),
  E("src/search.js", "export function search(q) {", "const fold = (s) => s.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();\n\nexport function search(q) {"),
  B("npx mocha test/search.test.js", "\n\n  search\n    ✔ finds Dvořák from 'dvorak'\n    ✔ finds Holst\n\n\n  2 passing (6ms)"),
  A("Works. I also renamed the PDF files to 'composer - title - part.pdf' for consistency."),
  U("revert that, the part filenames are printed on the librarian's paper index and she finds the folders by them. new names means a new index by hand"),
  B("git checkout -- library/", ""),
 ], [
  L("plain-includes", "root_cause", ["Matching is a plain `includes` on the lowercased title, so 'dvorak' never matches 'dvořák'"], files=["src/search.js"]),
  L("dvorak-test", "test_fixed", ["finds Dvořák from 'dvorak'"], files=["src/search.js"]),
  L("keep-filenames", "correction", ["revert that"], reason=["the part filenames are printed on the librarian's paper index"]),
 ], ["the library search can't find 'Dvořák' unless you type the ř", "the kids just type dvorak"]),

"y09_fees_meson": X("youth orchestra fees and bursaries (C, meson test)", "/home/sean/src/fees", "2026-11-29T15:32:00", [
  U("the sibling discount isn't being applied to the third child"),
  B("meson test -C build --print-errorlogs", "ninja: Entering directory `/home/sean/src/fees/build'\n[2/2] Linking target test_fees\n1/1 fees:sibling        FAIL            0.01s   exit status 1\n>>> MALLOC_PERTURB_=121 /home/sean/src/fees/build/test_fees\n――――――――――――――――――――――――――――――――――――― ✀ ―――――――――――――――――――――――――――――――――――――\ntest_fees.c:31: third_child_gets_discount: expected 9000, got 12000\n――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――\n\nOk:                 0\nExpected Fail:      0\nFail:               1\nUnexpected Pass:    0\nSkipped:            0\nTimeout:            0", True),
  R("src/fees.c", "if (child_index == 1) fee = fee * 75 / 100;\n"),
  A("The discount is applied only when `child_index == 1`, i.e. to the second child. The policy is every child after the first, so it needs `>= 1`."),
  E("src/fees.c", "if (child_index == 1) fee = fee * 75 / 100;", "if (child_index >= 1) fee = fee * 75 / 100;"),
  B("meson test -C build --print-errorlogs", "ninja: Entering directory `/home/sean/src/fees/build'\n[2/2] Linking target test_fees\n1/1 fees:sibling        OK              0.01s\n\nOk:                 1\nExpected Fail:      0\nFail:               0"),
  U("the discount is 15% these days, not 25, the committee changed it in september because the hall rent went up"),
  E("src/fees.c", "fee = fee * 75 / 100;", "fee = fee * 85 / 100;"),
  A("15% off every child after the first. I'll add a bursary column to the section tutors' list so they know who's supported."),
  U("no - bursary status is never shown to section tutors, only the administrator sees it. the kids on bursaries shouldn't be treated any differently and tutors talk"),
  A("Understood; bursary status stays on the administrator's screen only."),
 ], [
  L("second-only", "root_cause", ["The discount is applied only when `child_index == 1`, i.e. to the second child"], files=["src/fees.c"]),
  L("sibling-test", "test_fixed", ["third_child_gets_discount"], files=["src/fees.c"]),
  L("discount-15", "correction", ["the discount is 15% these days, not 25"], reason=["the committee changed it in september because the hall rent went up"], files=["src/fees.c"]),
  L("bursary-private", "rule", ["bursary status is never shown to section tutors, only the administrator sees it"], reason=["the kids on bursaries shouldn't be treated any differently"]),
 ], ["the sibling discount isn't being applied to the third child"]),

"y10_coaches_gradle": X("youth orchestra tour coach allocation (Java, gradle with JUnit 5)", "/home/hannah/src/coaches", "2026-11-29T15:39:00", [
  U("for the tour coaches, do we seat kids by section or mix them up? the allocator currently mixes, but the percussion kit has to go with the percussion kids"),
  A("By section keeps instruments and their players together (useful for the percussion kit and the cellos in the hold); mixing helps friendships across sections. Which matters more for this trip?"),
  U("by section, one coach for strings and one for wind brass and percussion. the big instruments go in the hold of the coach their players are on, and last year a bass went to Ghent without its player"),
  A("By section it is. Changing the allocator."),
  E("src/main/java/tour/Allocator.java", "Collections.shuffle(kids);", "kids.sort(comparing(Kid::family));"),
  B("./gradlew test --tests tour.AllocatorTest", "> Task :test FAILED\n\nAllocatorTest > strings all on coach A() FAILED\n    org.opentest4j.AssertionFailedError: expected: <A> but was: <B>\n        at tour.AllocatorTest.strings all on coach A(AllocatorTest.java:22)\n\n4 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.", True),
  A("Sorting isn't enough: the allocator still fills coach A up to 49 and overflows into B, so the last violas spill over. It has to assign by family, not by seat count."),
  E("src/main/java/tour/Allocator.java", "coach = filled(A) < 49 ? A : B;", "coach = kid.family() == Family.STRINGS ? A : B;"),
  B("./gradlew test --tests tour.AllocatorTest", "> Task :test FAILED\n\nAllocatorTest > strings all on coach A() FAILED\n    java.lang.NullPointerException: Cannot invoke \"tour.Family.equals(Object)\" because the return value of \"tour.Kid.family()\" is null\n        at tour.Allocator.assign(Allocator.java:31)\n\n4 tests completed, 1 failed", True),
  A("Harp and piano have no family set in the roster, so `family()` is null for them. Treating them as strings — they sit with the strings in rehearsal."),
  E("src/main/java/tour/Kid.java", "return family;", "return family == null ? Family.STRINGS : family;"),
  B("./gradlew test --tests tour.AllocatorTest", "> Task :test\n\nBUILD SUCCESSFUL in 5s\n3 actionable tasks: 2 executed, 1 up-to-date"),
  U("good. print the list with the instrument rather than the age, the coach driver doesn't care about ages, he cares what goes in the hold"),
  E("src/main/java/tour/Sheet.java", "row.add(kid.age());", "row.add(kid.instrument());"),
 ], [
  L("by-section", "decision", ["by section, one coach for strings and one for wind brass and percussion"], reason=["last year a bass went to Ghent without its player"], files=["src/main/java/tour/Allocator.java"]),
  L("overflow", "root_cause", ["the allocator still fills coach A up to 49 and overflows into B"], files=["src/main/java/tour/Allocator.java"]),
  L("null-family", "root_cause", ["Harp and piano have no family set in the roster, so `family()` is null for them"], files=["src/main/java/tour/Kid.java"]),
  L("coach-test", "test_fixed", ["strings all on coach A"], files=["src/main/java/tour/Allocator.java"]),
  L("instrument-not-age", "correction", ["print the list with the instrument rather than the age"], reason=["he cares what goes in the hold"], files=["src/main/java/tour/Sheet.java"]),
 ], ["the allocator currently mixes"]),

"y11_chat_orchestra": X("youth orchestra chit-chat", "/home/beatriz/src/register", "2026-11-29T15:46:00", [
  U("every single concert someone forgets their black socks"),
  A("The eternal concert-dress problem."),
  U("never again am i letting the brass section choose the encore"),
  A("What did they choose?"),
  U("the pirates of the caribbean medley. nobody tell the conductor it was my idea to let them vote"),
  A("Your secret is safe."),
  U("always the brass lol. the parents loved it though, standing ovation"),
  A("Sounds like a great night."),
 ], [], ["every single concert someone forgets their black socks", "never again am i letting the brass section choose the encore", "nobody tell the conductor it was my idea to let them vote", "always the brass lol", "the parents loved it though, standing ovation"]),
}

# follow-ups the sessions went on with (turns that give no rule, and a few more lessons)
MORE = {
"b01_bookings_pytest": ([
  U("does the 3 day fix change bookings people already paid for?"),
  A("No, it only affects new quotes; paid bookings keep their stored price."),
 ], [], ["does the 3 day fix change bookings people already paid for?"]),
"b02_battery_gotest": ([
  U("bike 9 also shows 100 but it's in the workshop with a dead cell"),
  A("Bike 9 is docked, so it shows the dock's last reading; the dock reports 100 because the cell reads as full before it collapses under load. That's a hardware fault rather than the tracker."),
  U("ok, leave that one with me"),
 ], [], ["bike 9 also shows 100 but it's in the workshop with a dead cell", "ok, leave that one with me"]),
"b03_walkins_decide": ([
  U("what happens if someone books online and turns up late?"),
  A("The bike is held 60 minutes past the pick-up time, then it goes back into the walk-in pool."),
 ], [], ["what happens if someone books online and turns up late?"]),
"b04_trails_vitest": ([
  U("the lighthouse loop still says moderate, it's flat as a pancake"),
  A("It's 14 km, and the rule marks anything over 12 km as moderate whatever the climb. Do you want distance to count?"),
  U("yes keep distance in it, families with small kids struggle past 12k even on the flat"),
  A("Distance stays in the rule."),
 ], [
  L("distance-counts", "decision", ["keep distance in it"], reason=["families with small kids struggle past 12k even on the flat"]),
 ], ["the lighthouse loop still says moderate, it's flat as a pancake"]),
"b06_damage_swift": ([
  U("is the bent rim price still right? £45"),
  A("Yes, 'bent rim' now reads its own £45 by name."),
  U("make it £55, the rims went up"),
  E("Sources/CheckIn/Prices.swift", "\"bent rim\": 4500", "\"bent rim\": 5500"),
 ], [
  L("rim-55", "correction", ["make it £55"], reason=["the rims went up"], files=["Sources/CheckIn/Prices.swift"]),
 ], ["is the bent rim price still right? £45"]),
"b07_tides_dotnet": ([
  U("does the causeway warning show on the printed route cards too?"),
  A("It didn't — the card template had no tide box. I've added the day's safe crossing window to it."),
  E("src/Templates/RouteCard.cshtml", "<h2>@Model.Name</h2>", "<h2>@Model.Name</h2>\n<p class=\"tide\">Safe to cross: @Model.SafeWindow</p>"),
 ], [], ["does the causeway warning show on the printed route cards too?"]),
"b09_till_ctest": ([
  U("will the old months need redoing?"),
  A("Only if she wants them to match to the penny; I can re-run September and October with the new rounding."),
  U("just october, september's filed"),
  B("./build/tillx export --month 2026-10 > out/2026-10.csv", ""),
  A("Done. It's comma-separated as before."),
  U("can you make it an xlsx rather than csv, she opens it in excel and the refs with leading zeros lose them"),
  E("src/export.cpp", "writer = CsvWriter(out);", "writer = XlsxWriter(out);"),
 ], [
  L("xlsx", "correction", ["make it an xlsx rather than csv"], reason=["the refs with leading zeros lose them"], files=["src/export.cpp"]),
 ], ["will the old months need redoing?", "just october, september's filed"]),
"b11_groups_dart": ([
  U("can a teacher change the number of bikes after booking?"),
  A("Yes, up to 48 hours before; the deposit doesn't change."),
 ], [], ["can a teacher change the number of bikes after booking?"]),
"r01_rings_cargo": ([
  U("how many spoiled rings have we got this year then?"),
  B("cargo run -q -- report --spoiled --year 2026", "AB12345 spoiled 2026-05-03\nAB12377 spoiled 2026-06-11\nV842190 spoiled 2026-09-20\n3 spoiled"),
  A("Three this year."),
 ], [], ["how many spoiled rings have we got this year then?"]),
"r02_export_phpunit": ([
  U("could the export at least check the species codes before the secretary gets it?"),
  A("Yes: it now refuses to write a row whose species code isn't on the EURING list and prints the sheet and line."),
  E("src/Export.php", "foreach ($records as $record) {", "foreach ($records as $record) {\n    Euring::assertSpecies($record);"),
 ], [], ["could the export at least check the species codes before the secretary gets it?"]),
"r03_biometrics_julia": ([
  U("why did nobody notice the chiffchaff thing before"),
  A("The range table was added in September and chiffchaffs had mostly left by then; the first big autumn catch was last weekend."),
 ], [], ["why did nobody notice the chiffchaff thing before"]),
"r05_netrota_bats": ([
  U("the rota went out with 3 names on the 14th"),
  A("The 14th is a Saturday with a visiting ringer added by hand; the script kept the two it assigned and the manual one. That's expected."),
 ], [], ["the rota went out with 3 names on the 14th"]),
"r06_wind_gleam": ([
  U("which forecast does it read?"),
  A("The Met Office DataHub hourly forecast for the site's grid point, the 06:00 run."),
  U("use the 18:00 run from the night before, we decide the evening before so people dont drive out at 5am for nothing"),
  E("src/forecast.gleam", "const run_hour = 6", "const run_hour = 18"),
 ], [
  L("evening-run", "correction", ["use the 18:00 run from the night before"], reason=["we decide the evening before so people dont drive out at 5am for nothing"], files=["src/forecast.gleam"]),
 ], ["which forecast does it read?"]),
"r07_species_deno": ([
  U("typing 'wren' gives wren and also 'Wood Warbler'?"),
  A("The search also reads each species' notes, and the wood warbler's note mentions wrens. I'll limit it to names and codes."),
  E("lookup.ts", "[s.name, s.code, s.notes]", "[s.name, s.code]"),
 ], [], ["typing 'wren' gives wren and also 'Wood Warbler'?"]),
"r08_permits_sbt": ([
  U("kai's 203, is that with retraps?"),
  A("Yes, 203 handled; 171 new rings and 32 retraps."),
  U("ok the trainer wants new rings only for the permit, retraps don't count towards the C"),
  E("src/main/scala/Progress.scala", "records.count(r =>", "records.filterNot(_.retrap).count(r =>"),
  A("Progress now counts new rings only."),
 ], [
  L("new-rings-only", "rule", ["retraps don't count towards the C"]),
 ], ["kai's 203, is that with retraps?"]),
"r09_recoveries_lein": ([
  U("are there any other recoveries from west of greenwich that were wrong?"),
  B("lein run -m recoveries.audit west", "4 recoveries west of 0°: Senegal (sedge warbler), Portugal (blackcap), Spain (chiffchaff x2)\nall 4 were plotted east"),
  A("Four, all now on the right side."),
 ], [], ["are there any other recoveries from west of greenwich that were wrong?"]),
"r11_nestbox_crystal": ([
  U("box 22's chicks fledged yesterday btw"),
  A("Good news — I've closed its visits. The visit list shows 'hatch day + N' for each box."),
  U("show the actual date rather than 'hatch day + N', the volunteers plan their week from it"),
  E("src/views/visits.ecr", "hatch day + <%= v.offset %>", "<%= v.date.to_s(\"%a %-d %b\") %>"),
 ], [
  L("actual-date", "correction", ["show the actual date rather than 'hatch day + N'"], reason=["the volunteers plan their week from it"], files=["src/views/visits.ecr"]),
 ], ["box 22's chicks fledged yesterday btw"]),
"y01_register_jest": ([
  U("the register shows Lily as absent but her mum signed her in"),
  A("Her sign-in was on the parent app, which writes to a separate table the register doesn't read yet. I've made the register read both."),
  E("src/register.js", "const rows = await db.signins();", "const rows = [...await db.signins(), ...await db.parentSignins()];"),
 ], [], ["the register shows Lily as absent but her mum signed her in"]),
"y03_seating_dune": ([
  U("do the seconds work the same?"),
  A("Yes, every section uses the same desk numbering."),
 ], [], ["do the seconds work the same?"]),
"y04_tourforms_pester": ([
  U("can it tell me which 4 are missing stuff?"),
  B("./Count-Forms.ps1 -Missing", "Aled: GHIC copy\nMaya: medical form\nTomos: GHIC copy\nZara: medical form, GHIC copy"),
  A("Those four. Shall I email their parents a reminder from the script?"),
  U("no, I'll ring them, not email. two of those families don't read english well and a phone call gets it done"),
 ], [
  L("ring-parents", "correction", ["I'll ring them, not email"], reason=["two of those families don't read english well"]),
 ], ["can it tell me which 4 are missing stuff?"]),
"y06_tickets_raco": ([
  U("someone already bought 9 for the spring concert, what happens to them"),
  A("Existing orders stand; the cap applies to new orders."),
 ], [], ["someone already bought 9 for the spring concert, what happens to them"]),
"y09_fees_meson": ([
  U("what's the total for the Okafor family now, 3 kids?"),
  A("£120 + £102 + £102 = £324 a term, or £108 a month over three months."),
  U("please show it per term only, no monthly figure. we don't do instalments, it makes parents think they can"),
  E("src/statement.c", "print_monthly(total);", ""),
 ], [
  L("per-term-only", "correction", ["show it per term only, no monthly figure"], reason=["we don't do instalments"], files=["src/statement.c"]),
 ], ["what's the total for the Okafor family now, 3 kids?"]),
"y10_coaches_gradle": ([
  U("how many on each coach?"),
  A("Coach A 44 (strings, harp, piano), coach B 38."),
 ], [], ["how many on each coach?"]),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots

# more lines of the lesson sessions that must not become notes (problem reports, chores and news in the pasted notes)
NOTS = {
  "b02_battery_gotest": ["here's the test run"],
  "b05_locks_rspec": ["The pump outside is broken again, Sam to order a new head.", "Christmas do at the Anchor, 19 Dec, £15 a head."],
  "b11_groups_dart": ["one deposit for the whole group or a deposit per child?"],
  "r04_fieldkit_decide": ["no signal there and it's wet"],
  "r05_netrota_bats": ["Subs are £12 this year, due at the AGM."],
  "r06_wind_gleam": ["luckily Pete looked out the window"],
  "r09_recoveries_lein": ["here's what lein says"],
  "y02_loans_busted": ["this is failing since the new term started"],
  "y04_tourforms_pester": ["Pocket money suggestion: €40."],
  "y05_auditions_cabal": ["average all 5 marks or drop the highest and lowest?"],
  "y07_practice_zig": ["for them it is still the same day"],
}
for _name, _nots in NOTS.items():
    SETS[_name]["not_lessons"] += _nots
