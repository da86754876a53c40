# heldout59: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout53's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: an amateur astronomy society, a surf school and a community tree nursery (no earlier set uses them).
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
# ---------------------------------------------------------------- amateur astronomy society
"a01_observing_pytest": X("astronomy society observing night sign-ups (Python, pytest)", "/home/gwen/src/starparty", "2026-11-29T07:02:00", [
  U("hi. two things before you touch anything: never put the dark site's grid reference on the public events page, the farmer lets us use his field on condition it isn't advertised. and no white light torches in the kit list, only red ones, people wreck everyone's dark adaptation. the actual bug: the sign-up for friday's session says full at 12 but we set the limit at 20"),
  B("python -m pytest tests/test_signup.py -q", "..F.                                                                     [100%]\n=================================== FAILURES ===================================\n______________________ test_limit_comes_from_the_event _______________________\n\n    def test_limit_comes_from_the_event():\n        ev = make_event(limit=20)\n        for i in range(13):\n            signup(ev, f\"member{i}\")\n>       assert ev.status == \"open\"\nE       AssertionError: assert 'full' == 'open'\nE         - open\nE         + full\n\ntests/test_signup.py:31: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_signup.py::test_limit_comes_from_the_event - AssertionError: assert 'full' == 'open'\n1 failed, 3 passed in 0.21s", True),
  R("starparty/signup.py", "MAX_PLACES = 12\n\ndef signup(ev, who):\n    ev.people.append(who)\n    if len(ev.people) >= MAX_PLACES:\n        ev.status = \"full\"\n"),
  A("Found it — `signup` compares against a module constant `MAX_PLACES = 12` left over from when sessions were held in the member's garden, and ignores the limit you set on the event. I'll read `ev.limit` instead."),
  E("starparty/signup.py", "    if len(ev.people) >= MAX_PLACES:\n", "    if len(ev.people) >= ev.limit:\n"),
  B("python -m pytest tests/test_signup.py -q", "....                                                                     [100%]\n4 passed in 0.17s"),
  A("All four pass. I also checked the events template: it shows the town name only, no grid reference."),
  U("cool. can it email people 2 hours before if the session's cancelled for cloud?"),
  A("I can add that. Should it use the forecast automatically, or wait for the organiser to press cancel?"),
  U("the organiser presses cancel, dont use the forecast automatically - the forecast sites said clear for the leonids and it was overcast all night, the organiser looks at the sky"),
  E("starparty/notify.py", "def maybe_cancel(ev):\n    pass\n", "def cancel(ev, by):\n    ev.status = \"cancelled\"\n    send_cancellations(ev, hours_before=2)\n"),
  A("Done: cancellation emails go out when the organiser cancels, never from the forecast."),
 ], [
  L("no-grid-ref", "rule", ["never put the dark site's grid reference on the public events page"], reason=["the farmer lets us use his field on condition it isn't advertised"]),
  L("red-torches", "rule", ["no white light torches in the kit list, only red ones"], reason=["people wreck everyone's dark adaptation"]),
  L("stale-constant", "root_cause", ["compares against a module constant `MAX_PLACES = 12`", "ignores the limit you set on the event"], files=["starparty/signup.py"]),
  L("limit-test", "test_fixed", ["test_limit_comes_from_the_event"], files=["starparty/signup.py"]),
  L("organiser-cancels", "correction", ["the organiser presses cancel, dont use the forecast automatically"], reason=["the forecast sites said clear for the leonids and it was overcast all night"], files=["starparty/notify.py"]),
 ], ["the sign-up for friday's session says full at 12 but we set the limit at 20", "cool. can it email people 2 hours before if the session's cancelled for cloud?"]),

"a02_loans_rspec": X("astronomy society telescope loan scheme (Ruby, rspec)", "/home/pradeep/src/scopeloans", "2026-11-29T07:20:00", [
  U("the loan scheme keeps telling Margaret her dobsonian is overdue. she brought it back on sunday, i signed it in myself"),
  B("bundle exec rspec spec/loans_spec.rb", "..F\n\nFailures:\n\n  1) Loan#overdue? is false once the scope is returned\n     Failure/Error: expect(loan.overdue?).to be(false)\n\n       expected false\n            got true\n     # ./spec/loans_spec.rb:27:in `block (3 levels) in <top (required)>'\n\nFinished in 0.04321 seconds (files took 0.31 seconds to load)\n3 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/loans_spec.rb:24 # Loan#overdue? is false once the scope is returned", True),
  R("app/models/loan.rb", "def overdue?\n  due_on < Date.today\nend\n"),
  A("`overdue?` only looks at the due date. Returning a scope sets `returned_on` but nothing reads it, so every loan older than its due date stays overdue forever, returned or not."),
  E("app/models/loan.rb", "  due_on < Date.today\n", "  returned_on.nil? && due_on < Date.today\n"),
  B("bundle exec rspec spec/loans_spec.rb", "...\n\nFinished in 0.03911 seconds (files took 0.29 seconds to load)\n3 examples, 0 failures"),
  A("Margaret's loan now shows returned. Shall I send the overdue reminder weekly from now on?"),
  U("thanks, but no weekly reminders, one reminder on the due date and then the loans officer phones them. most of our borrowers are over 70 and they found the weekly ones nagging"),
  E("app/jobs/reminder_job.rb", "every 1.week", "on :due_date"),
  A("One reminder on the due date, then it's the loans officer's call."),
 ], [
  L("returned-unread", "root_cause", ["Returning a scope sets `returned_on` but nothing reads it"], files=["app/models/loan.rb"]),
  L("returned-test", "test_fixed", ["is false once the scope is returned"], files=["app/models/loan.rb"]),
  L("one-reminder", "correction", ["no weekly reminders, one reminder on the due date and then the loans officer phones them"], reason=["most of our borrowers are over 70 and they found the weekly ones nagging"], files=["app/jobs/reminder_job.rb"]),
 ], ["the loan scheme keeps telling Margaret her dobsonian is overdue", "she brought it back on sunday, i signed it in myself"]),

"a03_meteors_cargo": X("astronomy society meteor count logger (Rust, cargo test)", "/home/ines/src/meteorlog", "2026-11-29T07:41:00", [
  U("ok so I ran the tests myself and this is what I get, the ZHR numbers for the geminids look way too high as well\n\n---- zhr::tests::limiting_magnitude_correction stdout ----\nthread 'zhr::tests::limiting_magnitude_correction' panicked at src/zhr.rs:58:9:\nassertion `left == right` failed\n  left: 412\n right: 118"),
  R("src/zhr.rs", "pub fn zhr(count: u32, hours: f64, lm: f64, r: f64) -> u32 {\n    let c = r.powf(lm - 6.5);\n    (count as f64 * c / hours).round() as u32\n}\n"),
  A("The correction's exponent is upside down. ZHR scales counts up when the sky is worse than magnitude 6.5, so it's r^(6.5 - lm); the code has `lm - 6.5`, which only matches for perfect skies and blows up for ours. Flipping it."),
  E("src/zhr.rs", "    let c = r.powf(lm - 6.5);\n", "    let c = r.powf(6.5 - lm);\n"),
  B("cargo test zhr", "   Compiling meteorlog v0.3.1 (/home/ines/src/meteorlog)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.84s\n     Running unittests src/main.rs (target/debug/deps/meteorlog-6b1d2f0a9c3e4d51)\n\nrunning 3 tests\ntest zhr::tests::limiting_magnitude_correction ... FAILED\ntest zhr::tests::zero_count ... ok\ntest zhr::tests::full_hour ... ok\n\nfailures:\n\n---- zhr::tests::limiting_magnitude_correction stdout ----\nthread 'zhr::tests::limiting_magnitude_correction' panicked at src/zhr.rs:58:9:\nassertion `left == right` failed\n  left: 29\n right: 118\n\ntest result: FAILED. 3 passed; 1 failed; 0 ignored", True),
  A("Closer, but still off — this time by the radiant. The test expects the sin(radiant altitude) term too, and the function never had one: a radiant at 15° makes a huge difference. Adding it."),
  E("src/zhr.rs", "    (count as f64 * c / hours).round() as u32\n", "    (count as f64 * c / (hours * alt.to_radians().sin())).round() as u32\n"),
  B("cargo test zhr", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.02s\n     Running unittests src/main.rs (target/debug/deps/meteorlog-6b1d2f0a9c3e4d51)\n\nrunning 3 tests\ntest zhr::tests::limiting_magnitude_correction ... ok\ntest zhr::tests::zero_count ... ok\ntest zhr::tests::full_hour ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored"),
  U("nice. do we send these to the IMO automatically?"),
  A("There's a stub that would post to the IMO form. Want it switched on?"),
  U("no leave it off. the section director checks every report before it goes, we sent them 400 from a kid's test run last year"),
 ], [
  L("exponent-flipped", "root_cause", ["The correction's exponent is upside down", "r^(6.5 - lm)"], files=["src/zhr.rs"]),
  L("radiant-missing", "root_cause", ["the sin(radiant altitude) term", "a radiant at 15° makes a huge difference"], files=["src/zhr.rs"]),
  L("zhr-test", "test_fixed", ["limiting_magnitude_correction"], files=["src/zhr.rs"]),
  L("director-checks", "rule", ["the section director checks every report before it goes"], reason=["we sent them 400 from a kid's test run last year"]),
 ], ["the ZHR numbers for the geminids look way too high as well", "nice. do we send these to the IMO automatically?"]),

"a04_images_decide": X("astronomy society members' image gallery (decision before code)", "/home/ruth/src/gallery", "2026-11-29T08:02:00", [
  U("before you write anything - members want to upload their astrophotos. should we keep the full FITS files or just jpegs? we have 50GB on the hosting"),
  A("Options: keep FITS (each 30-200 MB; 50 GB fills in a season), JPEG only (small, but no reprocessing), or JPEG on the site plus FITS kept by the member with a link. Which matters more, space or the raw data?"),
  U("jpegs on the site, the fits stays with the member and they can link to it. 50GB would be gone by march and we cant pay for more"),
  A("Agreed: JPEG up to 5 MB on the site, an optional link field for the FITS. I'll build the upload that way."),
  W("gallery/upload.py", "MAX_BYTES = 5 * 1024 * 1024\nALLOWED = {\"image/jpeg\"}\n"),
  U("and call the field 'raw data link' rather than 'FITS url', half the members dont know what fits is"),
  E("gallery/forms.py", "label=\"FITS url\"", "label=\"raw data link\""),
 ], [
  L("jpeg-only", "decision", ["jpegs on the site, the fits stays with the member"], reason=["50GB would be gone by march and we cant pay for more"], files=["gallery/upload.py"]),
  L("raw-link-label", "correction", ["call the field 'raw data link' rather than 'FITS url'"], reason=["half the members dont know what fits is"], files=["gallery/forms.py"]),
 ], []),

"a05_ephem_gotest": X("astronomy society ephemeris page for the public (Go, go test)", "/home/tom/src/skytonight", "2026-11-29T08:15:00", [
  U("the 'what's up tonight' page says jupiter rises at 03:10 but stellarium says 02:10"),
  B("go test ./ephem/...", "--- FAIL: TestRiseTimeLocal (0.00s)\n    rise_test.go:41: rise of Jupiter on 2026-11-28 = 03:10, want 02:10\nFAIL\nFAIL\tgithub.com/skysoc/skytonight/ephem\t0.014s\nFAIL", True),
  G("time.Local", "ephem/rise.go:22:\treturn t.In(time.Local)\nephem/rise.go:9:var zone = time.FixedZone(\"BST\", 3600)"),
  A("Two time zones disagree here: `rise.go` adds a fixed +1h BST zone that was never removed after the clocks went back, and the server's `time.Local` is already UTC. I'll load Europe/London so it follows the clocks itself."),
  E("ephem/rise.go", "var zone = time.FixedZone(\"BST\", 3600)", "var zone, _ = time.LoadLocation(\"Europe/London\")"),
  B("go test ./ephem/...", "--- FAIL: TestRiseTimeLocal (0.00s)\n    rise_test.go:41: rise of Jupiter on 2026-11-28 = 03:10, want 02:10\nFAIL\nFAIL\tgithub.com/skysoc/skytonight/ephem\t0.012s\nFAIL", True),
  A("Same result, so the zone wasn't what's used: line 22 still converts with `time.Local` and the container has TZ unset. Converting with the loaded zone instead."),
  E("ephem/rise.go", "\treturn t.In(time.Local)", "\treturn t.In(zone)"),
  B("go test ./ephem/...", "ok  \tgithub.com/skysoc/skytonight/ephem\t0.011s"),
  U("great. also show times as 24h not am/pm please"),
  E("web/tonight.tmpl", "{{.Rise.Format \"3:04pm\"}}", "{{.Rise.Format \"15:04\"}}"),
 ], [
  L("fixed-bst", "root_cause", ["a fixed +1h BST zone that was never removed after the clocks went back"], files=["ephem/rise.go"]),
  L("local-unset", "root_cause", ["still converts with `time.Local` and the container has TZ unset"], files=["ephem/rise.go"]),
  L("rise-test", "test_fixed", ["TestRiseTimeLocal"], files=["ephem/rise.go"]),
  L("24h", "correction", ["show times as 24h not am/pm"], files=["web/tonight.tmpl"]),
 ], ["the 'what's up tonight' page says jupiter rises at 03:10 but stellarium says 02:10", "great"]),

"a06_subs_phpunit": X("astronomy society membership renewals (PHP, phpunit)", "/home/alun/src/members", "2026-11-29T08:31:00", [
  U("Hello, I'm the treasurer. A few rules for the membership site which I'd like you to keep to: junior members (under 18) pay nothing, the council grant covers them on condition we don't charge. Never store card numbers ourselves, the bank's hosted page does that - we are not PCI anything. And renewals are due on 1 September for everyone, not on the anniversary of joining, because the committee can't chase people all year. The problem today: a family renewal charged £48 when it should be £30."),
  B("vendor/bin/phpunit tests/FeeTest.php", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.12\n\n.F.                                                                  3 / 3 (100%)\n\nTime: 00:00.019, Memory: 8.00 MB\n\nThere was 1 failure:\n\n1) Tests\\FeeTest::testFamilyIsFlatRate\nFailed asserting that 4800 matches expected 3000.\n\n/home/alun/src/members/tests/FeeTest.php:33\n\nFAILURES!\nTests: 3, Assertions: 3, Failures: 1.", True),
  R("src/Fee.php", "public function forHousehold(array $people): int {\n    return array_sum(array_map(fn($p) => $this->single($p), $people));\n}\n"),
  A("Family membership is priced per head here — each person gets the single rate and it's summed — so two adults and a teenager came to £48. The family tier is meant to be a flat £30 whatever the size; adding it."),
  E("src/Fee.php", "    return array_sum(array_map(fn($p) => $this->single($p), $people));\n", "    if (count($people) > 1) { return self::FAMILY; }\n    return $this->single($people[0]);\n"),
  B("vendor/bin/phpunit tests/FeeTest.php", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.12\n\n...                                                                  3 / 3 (100%)\n\nTime: 00:00.016, Memory: 8.00 MB\n\nOK (3 tests, 3 assertions)"),
  U("Thank you. Would a junior in a family change the price?"),
  A("No, the family rate is flat."),
 ], [
  L("juniors-free", "rule", ["junior members (under 18) pay nothing"], reason=["the council grant covers them on condition we don't charge"]),
  L("no-cards", "rule", ["Never store card numbers ourselves, the bank's hosted page does that"]),
  L("renew-sept", "rule", ["renewals are due on 1 September for everyone, not on the anniversary of joining"], reason=["the committee can't chase people all year"]),
  L("per-head", "root_cause", ["Family membership is priced per head here", "The family tier is meant to be a flat £30"], files=["src/Fee.php"]),
  L("family-test", "test_fixed", ["testFamilyIsFlatRate"], files=["src/Fee.php"]),
 ], ["a family renewal charged £48 when it should be £30", "Would a junior in a family change the price?"]),
"a07_dome_ctest": X("astronomy society observatory dome controller (C++, CTest with Catch2)", "/home/bryn/src/domectl", "2026-11-29T08:50:00", [
  U("dome controller: when I ask for azimuth 350 from 10 it goes the long way round, 340 degrees instead of 20. the motor takes 4 minutes to do that"),
  B("ctest --test-dir build --output-on-failure -R slew", "Test project /home/bryn/src/domectl/build\n    Start 3: slew_shortest\n1/1 Test #3: slew_shortest ....................***Failed    0.01 sec\n\n-------------------------------------------------------------------------------\nshortest path across north\n-------------------------------------------------------------------------------\n/home/bryn/src/domectl/tests/slew.cpp:18\n...............................................................................\n\n/home/bryn/src/domectl/tests/slew.cpp:21: FAILED:\n  REQUIRE( delta(10, 350) == -20 )\nwith expansion:\n  340 == -20\n\n===============================================================================\ntest cases: 1 | 1 failed\nassertions: 1 | 1 failed\n\n0% tests passed, 1 tests failed out of 1", True),
  A("Looking at `delta`: it returns `to - from` with no wrap. Anything crossing north (0/360) comes out as the long way. Normalising to -180..180 fixes it."),
  E("src/slew.cpp", "  return to - from;\n", "  int d = (to - from) % 360;\n  if (d > 180) d -= 360;\n  if (d < -180) d += 360;\n  return d;\n"),
  B("ctest --test-dir build --output-on-failure -R slew", "Test project /home/bryn/src/domectl/build\n    Start 3: slew_shortest\n1/1 Test #3: slew_shortest ....................   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 1"),
  A("Passes. Do you want the dome to slew automatically when the mount moves?"),
  U("yes but only when the roof shutter is open, if its shut the motor strains against the shutter rail and we burned one out in 2024"),
  E("src/follow.cpp", "if (mount.moved())", "if (mount.moved() && shutter.isOpen())"),
  A("It follows the mount only with the shutter open."),
 ], [
  L("no-wrap", "root_cause", ["it returns `to - from` with no wrap", "Anything crossing north (0/360) comes out as the long way"], files=["src/slew.cpp"]),
  L("slew-test", "test_fixed", ["shortest path across north"], files=["src/slew.cpp"]),
  L("shutter-open", "rule", ["only when the roof shutter is open"], reason=["if its shut the motor strains against the shutter rail and we burned one out in 2024"], files=["src/follow.cpp"]),
 ], ["when I ask for azimuth 350 from 10 it goes the long way round", "the motor takes 4 minutes to do that"]),

"a08_newsletter_jest": X("astronomy society monthly newsletter builder (Node, jest)", "/home/keisha/src/newsletter", "2026-11-29T09:05:00", [
  U("hiya, pasting the committee notes, one item needs code:\n\n1. AGM date fixed: 14 March, village hall, tea from 7.\n2. Thanks to Dev for repairing the 10\" reflector's secondary mirror.\n3. The newsletter must go out by the 1st of each month and the sky guide in it always lists moon phases in UK time.\n4. Members' home addresses are never printed in the newsletter, even on the outreach volunteer list - a member had someone turn up at their door after 2019's issue.\n5. Biscuit rota: Pam (Jan), Mike (Feb).\n6. Raffle prize still unclaimed from November.\n7. Outreach: two schools booked for the spring, need 4 volunteers each.\n\nCan you fix the volunteer list first, it prints the street"),
  B("npx jest volunteers", "FAIL src/volunteers.test.js\n  volunteer list\n    ✓ lists names in alphabetical order (3 ms)\n    ✕ never prints the home address (4 ms)\n\n  ● volunteer list › never prints the home address\n\n    expect(received).not.toContain(expected) // indexOf\n\n    Expected substring: not \"12 Elm Rd\"\n    Received string:        \"Ana Costa, 12 Elm Rd, telescope\"\n\n      14 |     const out = render([{ name: 'Ana Costa', address: '12 Elm Rd', offers: 'telescope' }]);\n    > 15 |     expect(out).not.toContain('12 Elm Rd');\n         |                 ^\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total", True),
  A("The render spreads every field of the record with `Object.values`, so whatever's in the member record — address included — goes to print. Listing the two fields we want explicitly."),
  E("src/volunteers.js", "Object.values(v).join(', ')", "[v.name, v.offers].join(', ')"),
  B("npx jest volunteers", "PASS src/volunteers.test.js\n  volunteer list\n    ✓ lists names in alphabetical order (2 ms)\n    ✓ never prints the home address (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total"),
  U("brill ta"),
 ], [
  L("moon-uk", "rule", ["the sky guide in it always lists moon phases in UK time"]),
  L("no-addresses", "rule", ["Members' home addresses are never printed in the newsletter"], reason=["a member had someone turn up at their door after 2019's issue"]),
  L("values-spread", "root_cause", ["spreads every field of the record with `Object.values`", "address included"], files=["src/volunteers.js"]),
  L("address-test", "test_fixed", ["never prints the home address"], files=["src/volunteers.js"]),
 ], ["Can you fix the volunteer list first, it prints the street", "brill ta"]),

"a09_equip_kotest": X("astronomy society equipment insurance inventory (Kotlin, gradle with Kotest)", "/home/mattias/src/kitlist", "2026-11-29T09:22:00", [
  U("the insurance total is 0 for the eyepieces box"),
  B("./gradlew test --tests '*ValueSpec*'", "> Task :test FAILED\n\nValueSpec > eyepiece box sums its items FAILED\n    io.kotest.assertions.AssertionFailedError: expected:<640> but was:<0>\n        at ValueSpec$1$1.invokeSuspend(ValueSpec.kt:19)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests.", True),
  A("Boxes are items whose own value is 0 — their contents are child items — and `total()` only adds top-level values. So a box of eyepieces counts as nothing. Summing children recursively."),
  E("src/main/kotlin/Value.kt", "fun total(items: List<Item>) = items.sumOf { it.value }", "fun total(items: List<Item>): Int = items.sumOf { it.value + total(it.children) }"),
  B("./gradlew test --tests '*ValueSpec*'", "> Task :test\n\nBUILD SUCCESSFUL in 6s\n4 actionable tasks: 2 executed, 2 up-to-date"),
  A("Eyepiece box now totals £640. I could also add purchase receipts as attachments?"),
  U("thanks, but no attachments, a photo of the serial number is what the insurer asks for. receipts we dont have for donated kit anyway"),
  A("No attachments; I'll add a serial-number photo field."),
 ], [
  L("boxes-zero", "root_cause", ["Boxes are items whose own value is 0", "`total()` only adds top-level values"], files=["src/main/kotlin/Value.kt"]),
  L("box-test", "test_fixed", ["eyepiece box sums its items"], files=["src/main/kotlin/Value.kt"]),
  L("serial-photo", "correction", ["no attachments, a photo of the serial number is what the insurer asks for"], reason=["receipts we dont have for donated kit anyway"]),
 ], ["the insurance total is 0 for the eyepieces box"]),

"a10_chat_astro": X("astronomy society chit-chat", "/home/gwen/src/starparty", "2026-11-29T09:40:00", [
  U("never again am i taking the 12 inch to a school, it took three of us to lift it out of the car"),
  A("That sounds like hard work. A smaller scope travels better for outreach."),
  U("every single time we plan a star party the clouds roll in at 8"),
  A("The curse of the British star party."),
  U("always the way. anyway nobody touch the observatory pc before saturday, bob is imaging all week"),
  A("Noted, I won't go near it."),
  U("should be a good show if it clears, the moon sets at 10"),
  A("Fingers crossed for a clear sky."),
 ], [], ["never again am i taking the 12 inch to a school", "every single time we plan a star party the clouds roll in at 8", "always the way", "nobody touch the observatory pc before saturday, bob is imaging all week", "should be a good show if it clears, the moon sets at 10"]),

"a11_talks_deno": X("astronomy society talk programme page (TypeScript, deno test)", "/home/siobhan/src/talks", "2026-11-29T09:51:00", [
  U("add the speakers' contact emails to the talk page please"),
  A("Adding a mailto link under each speaker's name."),
  E("views/talk.tsx", "<h3>{speaker.name}</h3>", "<h3>{speaker.name}</h3>\n<a href={`mailto:${speaker.email}`}>{speaker.email}</a>"),
  U("revert that, the speakers are from universities and get spammed enough, their emails go to the programme secretary only"),
  E("views/talk.tsx", "<h3>{speaker.name}</h3>\n<a href={`mailto:${speaker.email}`}>{speaker.email}</a>", "<h3>{speaker.name}</h3>"),
  A("Reverted; the page shows names only. Anything else?"),
  U("yes the talk dates show in american format 11/03"),
  B("deno test tests/date_test.ts", "running 2 tests from ./tests/date_test.ts\nshows UK dates ... FAILED (3ms)\nsorts by date ... ok (1ms)\n\n ERRORS \n\nshows UK dates => ./tests/date_test.ts:4:6\nerror: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n-   \"3/11/2027\"\n+   \"11 March 2027\"\n\n    throw new AssertionError(message);\n\nFAILED | 1 passed | 1 failed (9ms)", True),
  A("`toLocaleDateString()` is called with no locale, so the server's en-US default decides. Passing en-GB with a long month."),
  E("lib/date.ts", "d.toLocaleDateString()", "d.toLocaleDateString(\"en-GB\", { day: \"numeric\", month: \"long\", year: \"numeric\" })"),
  B("deno test tests/date_test.ts", "running 2 tests from ./tests/date_test.ts\nshows UK dates ... ok (2ms)\nsorts by date ... ok (1ms)\n\nok | 2 passed | 0 failed (7ms)"),
 ], [
  L("no-speaker-email", "correction", ["revert that"], reason=["the speakers are from universities and get spammed enough, their emails go to the programme secretary only"], files=["views/talk.tsx"]),
  L("no-locale", "root_cause", ["`toLocaleDateString()` is called with no locale, so the server's en-US default decides"], files=["lib/date.ts"]),
  L("uk-date-test", "test_fixed", ["shows UK dates"], files=["lib/date.ts"]),
 ], ["add the speakers' contact emails to the talk page please", "yes the talk dates show in american format 11/03"]),
# ---------------------------------------------------------------- surf school
"s01_bookings_mix": X("surf school lesson bookings (Elixir, mix test)", "/home/kai/src/surfbook", "2026-11-29T07:10:00", [
  U("rules for the booking app, pls keep to them: max 8 pupils per instructor in the water, that's our insurance and the BSA ratio. kids under 8 never in a group lesson, private only. and no lessons booked when the tide table says spring low within an hour of the start, the rocks at the north end come out. now - it let 11 into saturday 10am with one instructor"),
  B("mix test test/surfbook/ratio_test.exs", "\n  1) test refuses a ninth pupil per instructor (Surfbook.RatioTest)\n     test/surfbook/ratio_test.exs:9\n     Assertion with == failed\n     code:  assert Ratio.can_add?(lesson) == false\n     left:  true\n     right: false\n     stacktrace:\n       test/surfbook/ratio_test.exs:12: (test)\n\n..\nFinished in 0.03 seconds (0.03s async, 0.00s sync)\n3 tests, 1 failure", True),
  R("lib/surfbook/ratio.ex", "def can_add?(lesson), do: length(lesson.pupils) < 8 * length(lesson.staff)\n"),
  A("`lesson.staff` holds everyone on the rota for that slot, including the beach marshal and the person on the hut till — three staff, so 24 places. Only instructors in the water should count. I'll filter on role."),
  E("lib/surfbook/ratio.ex", "length(lesson.staff)", "Enum.count(lesson.staff, &(&1.role == :instructor))"),
  B("mix test test/surfbook/ratio_test.exs", "...\nFinished in 0.02 seconds (0.02s async, 0.00s sync)\n3 tests, 0 failures"),
  U("yes thats it, the till guy doesnt even swim"),
 ], [
  L("ratio-8", "rule", ["max 8 pupils per instructor in the water"], reason=["that's our insurance and the BSA ratio"], files=["lib/surfbook/ratio.ex"]),
  L("under-8-private", "rule", ["kids under 8 never in a group lesson, private only"]),
  L("spring-low", "rule", ["no lessons booked when the tide table says spring low within an hour of the start"], reason=["the rocks at the north end come out"]),
  L("staff-not-instructors", "root_cause", ["holds everyone on the rota for that slot", "Only instructors in the water should count"], files=["lib/surfbook/ratio.ex"]),
  L("ratio-test", "test_fixed", ["refuses a ninth pupil per instructor"], files=["lib/surfbook/ratio.ex"]),
 ], ["it let 11 into saturday 10am with one instructor", "yes thats it, the till guy doesnt even swim"]),

"s02_wetsuits_swift": X("surf school wetsuit hire stock on the hut iPad (Swift, swift test)", "/home/lowenna/src/suithire", "2026-11-29T07:35:00", [
  U("the ipad app shows 0 kids' small wetsuits but there's a rail of them"),
  B("swift test --filter StockTests", "Building for debugging...\n[4/4] Linking SuitHirePackageTests\nBuild complete! (2.91s)\nTest Suite 'StockTests' started at 2026-11-29 07:36:02.114.\nTest Case '-[SuitHireTests.StockTests testReturnedSuitIsBackOnRail]' started.\n/home/lowenna/src/suithire/Tests/SuitHireTests/StockTests.swift:22: error: -[SuitHireTests.StockTests testReturnedSuitIsBackOnRail] : XCTAssertEqual failed: (\"0\") is not equal to (\"1\")\nTest Case '-[SuitHireTests.StockTests testReturnedSuitIsBackOnRail]' failed (0.004 seconds).\nTest Suite 'StockTests' failed at 2026-11-29 07:36:02.119.\n\t Executed 2 tests, with 1 failure (0 unexpected) in 0.005 (0.005) seconds", True),
  A("Hmm, returns go into a `drying` state and nothing ever moves them out again — there was meant to be a 2-hour timer but it's commented out. So every suit that's ever been hired is stuck drying."),
  E("Sources/SuitHire/Stock.swift", "// scheduleDry(suit, hours: 2)", "scheduleDry(suit, hours: 2)"),
  B("swift test --filter StockTests", "Building for debugging...\nBuild complete! (1.88s)\nTest Suite 'StockTests' started at 2026-11-29 07:38:40.551.\nTest Case '-[SuitHireTests.StockTests testReturnedSuitIsBackOnRail]' started.\n/home/lowenna/src/suithire/Tests/SuitHireTests/StockTests.swift:22: error: -[SuitHireTests.StockTests testReturnedSuitIsBackOnRail] : XCTAssertEqual failed: (\"0\") is not equal to (\"1\")\nTest Case '-[SuitHireTests.StockTests testReturnedSuitIsBackOnRail]' failed (0.003 seconds).\n\t Executed 2 tests, with 1 failure (0 unexpected) in 0.004 (0.004) seconds", True),
  A("Still 0. The timer runs, but the test's clock is frozen — `scheduleDry` uses `Date()` directly instead of the injected clock, so it never sees 2 hours pass. Using the clock."),
  E("Sources/SuitHire/Stock.swift", "let due = Date().addingTimeInterval", "let due = clock.now.addingTimeInterval"),
  B("swift test --filter StockTests", "Build complete! (1.71s)\nTest Suite 'StockTests' passed at 2026-11-29 07:40:12.002.\n\t Executed 2 tests, with 0 failures (0 unexpected) in 0.003 (0.003) seconds"),
  U("can the staff just tap 'dry' instead of waiting 2 hours? some days they're dry in 40 mins in the sun"),
  A("Yes — a 'dry now' button on each suit, keeping the timer as fallback."),
 ], [
  L("stuck-drying", "root_cause", ["returns go into a `drying` state and nothing ever moves them out again"], files=["Sources/SuitHire/Stock.swift"]),
  L("date-not-clock", "root_cause", ["`scheduleDry` uses `Date()` directly instead of the injected clock"], files=["Sources/SuitHire/Stock.swift"]),
  L("rail-test", "test_fixed", ["testReturnedSuitIsBackOnRail"], files=["Sources/SuitHire/Stock.swift"]),
  L("tap-dry", "correction", ["can the staff just tap 'dry' instead of waiting 2 hours"], reason=["some days they're dry in 40 mins in the sun"]),
 ], ["the ipad app shows 0 kids' small wetsuits but there's a rail of them"]),

"s03_waiver_flutter": X("surf school parental consent form app (Flutter, flutter test)", "/home/maya/src/consent", "2026-11-29T07:58:00", [
  U("the consent form lets a parent submit without ticking the medical box"),
  B("flutter test test/consent_form_test.dart", "00:02 +0: loading /home/maya/src/consent/test/consent_form_test.dart\n00:03 +1 -1: submit is disabled until medical is ticked [E]\n  Expected: false\n    Actual: <true>\n\n  package:matcher                      expect\n  test/consent_form_test.dart 27:5     main.<fn>\n\n00:03 +1 -1: Some tests failed.", True),
  A("The submit button's `enabled` reads `_form.isValid`, but the medical checkbox isn't a FormField — it's a plain Checkbox with its own bool — so validation never knows about it. Making it a FormField with a validator."),
  E("lib/consent_form.dart", "Checkbox(value: _medical, onChanged: (v) => setState(() => _medical = v!))", "FormField<bool>(initialValue: false, validator: (v) => v == true ? null : 'Please confirm', builder: (s) => Checkbox(value: s.value, onChanged: s.didChange))"),
  B("flutter test test/consent_form_test.dart", "00:02 +0: loading /home/maya/src/consent/test/consent_form_test.dart\n00:03 +2: All tests passed!"),
  A("Fixed. Should the form also ask for the child's swimming ability as 'can swim 50m' yes/no?"),
  U("why yes/no there? use the three levels the instructors use, 'not confident', '25m', '50m plus'. a yes/no puts a 25m kid in the advanced group"),
  E("lib/consent_form.dart", "['yes', 'no']", "['not confident', '25m', '50m plus']"),
  U("cheers"),
 ], [
  L("checkbox-not-field", "root_cause", ["the medical checkbox isn't a FormField", "validation never knows about it"], files=["lib/consent_form.dart"]),
  L("medical-test", "test_fixed", ["submit is disabled until medical is ticked"], files=["lib/consent_form.dart"]),
  L("three-levels", "correction", ["why yes/no there? use the three levels the instructors use"], reason=["a yes/no puts a 25m kid in the advanced group"], files=["lib/consent_form.dart"]),
 ], ["the consent form lets a parent submit without ticking the medical box", "cheers"]),

"s04_swell_pandas": X("surf school swell forecast board (Python, unittest)", "/home/jago/src/swellboard", "2026-11-29T08:20:00", [
  U("swell board says 12 ft for tomorrow, the buoy's showing 4. parents will cancel"),
  B("python -m unittest tests.test_units -v", "test_feet_from_metres (tests.test_units.UnitsTest.test_feet_from_metres) ... FAIL\ntest_period_seconds (tests.test_units.UnitsTest.test_period_seconds) ... ok\n\n======================================================================\nFAIL: test_feet_from_metres (tests.test_units.UnitsTest.test_feet_from_metres)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/jago/src/swellboard/tests/test_units.py\", line 9, in test_feet_from_metres\n    self.assertAlmostEqual(to_feet(1.2), 3.9, places=1)\nAssertionError: 12.9 != 3.9 within 1 places (9.0 difference)\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)", True),
  A("So the feed switched to metres last month but `to_feet` still thinks it gets decimetres and multiplies by 3.28 after adding... let me look."),
  R("swellboard/units.py", "def to_feet(h):\n    return h * 3.28 + 9\n"),
  A("There's a leftover `+ 9` offset — someone calibrated against a single bad day. Removing it; 1.2 m is 3.9 ft."),
  E("swellboard/units.py", "    return h * 3.28 + 9\n", "    return h * 3.28\n"),
  B("python -m unittest tests.test_units -v", "test_feet_from_metres (tests.test_units.UnitsTest.test_feet_from_metres) ... ok\ntest_period_seconds (tests.test_units.UnitsTest.test_period_seconds) ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nOK"),
  U("ok. show it in feet and metres both please, the older surfers think in feet, the lifeguards log in metres"),
  E("templates/board.html", "{{ ft }} ft", "{{ ft }} ft ({{ m }} m)"),
 ], [
  L("plus-nine", "root_cause", ["There's a leftover `+ 9` offset"], files=["swellboard/units.py"]),
  L("feet-test", "test_fixed", ["test_feet_from_metres"], files=["swellboard/units.py"]),
  L("both-units", "correction", ["show it in feet and metres both"], reason=["the older surfers think in feet, the lifeguards log in metres"], files=["templates/board.html"]),
 ], ["swell board says 12 ft for tomorrow, the buoy's showing 4", "parents will cancel"]),

"s05_vouchers_dotnet": X("surf school gift vouchers (.NET 8, MSTest)", "/home/ellie/src/vouchers", "2026-11-29T08:44:00", [
  U("gift vouchers, quick one: make them valid for 18 months"),
  A("Setting the expiry to 18 months from purchase."),
  E("src/Vouchers/Voucher.cs", "AddMonths(12)", "AddMonths(18)"),
  A("Done. Want me to run the tests?"),
  U("yes"),
  B("dotnet test --filter Voucher", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Vouchers -> /home/ellie/src/vouchers/src/Vouchers/bin/Debug/net8.0/Vouchers.dll\nTest run for /home/ellie/src/vouchers/tests/Vouchers.Tests/bin/Debug/net8.0/Vouchers.Tests.dll (.NETCoreApp,Version=v8.0)\nA total of 1 test files matched the specified pattern.\n  Failed ExpiresAfterEighteenMonths [12 ms]\n  Error Message:\n   Assert.AreEqual failed. Expected:<2028-05-29>. Actual:<2027-11-29>.\n  Stack Trace:\n     at Vouchers.Tests.VoucherTests.ExpiresAfterEighteenMonths() in /home/ellie/src/vouchers/tests/Vouchers.Tests/VoucherTests.cs:line 17\n\nFailed!  - Failed:     1, Passed:     3, Skipped:     0, Total:     4, Duration: 48 ms", True),
  A("My change didn't reach it: the expiry is also computed in `VoucherFactory`, which has its own copy of `AddMonths(12)` — the constructor's one is only used on import. Changing the factory and pointing both at one constant."),
  E("src/Vouchers/VoucherFactory.cs", "AddMonths(12)", "AddMonths(Voucher.ValidMonths)"),
  B("dotnet test --filter Voucher", "Test run for /home/ellie/src/vouchers/tests/Vouchers.Tests/bin/Debug/net8.0/Vouchers.Tests.dll (.NETCoreApp,Version=v8.0)\nA total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:     4, Skipped:     0, Total:     4, Duration: 41 ms"),
  U("ta. the reason by the way is the winter - people get them at christmas and cant surf till may, 12 months ran out before they used them"),
 ], [
  L("voucher-18", "correction", ["make them valid for 18 months"], reason=["people get them at christmas and cant surf till may"], files=["src/Vouchers/Voucher.cs"]),
  L("factory-copy", "root_cause", ["`VoucherFactory`, which has its own copy of `AddMonths(12)`"], files=["src/Vouchers/VoucherFactory.cs"]),
  L("voucher-test", "test_fixed", ["ExpiresAfterEighteenMonths"], files=["src/Vouchers/VoucherFactory.cs"]),
 ], ["yes"]),

"s06_rota_rebar": X("surf school instructor rota (Erlang, rebar3 eunit)", "/home/tomas/src/rota", "2026-11-29T09:02:00", [
  U("the rota put Jess on 6 days in a row again"),
  B("rebar3 eunit --module=rota_tests", "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling rota\n===> Performing EUnit tests...\n.F\nFailures:\n\n  1) rota_tests:max_five_days_test/0: module 'rota_tests'\n     Failure/Error: ?assertEqual(5, max_run(Rota))\n       expected: 5\n            got: 6\n     %% /home/tomas/src/rota/test/rota_tests.erl:14:in `rota_tests:-max_five_days_test/0-fun-0-/0`\n\nFinished in 0.012 seconds\n2 tests, 1 failures\n===> Error running tests", True),
  A("The consecutive-day check resets at the week boundary: it counts Mon-Sun separately, so Thu-Sun plus Mon-Tue is six days in a row but never more than four in either week. Checking across the boundary."),
  E("src/rota.erl", "run_in_week(Week, Person)", "run_across(Weeks, Person)"),
  B("rebar3 eunit --module=rota_tests", "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling rota\n===> Performing EUnit tests...\n..\nFinished in 0.010 seconds\n2 tests, 0 failures"),
  U("good. and going forward no instructor gets more than 5 days in a row, its in their contract and they're knackered by day 6, tired instructors miss a kid in a rip"),
  A("The check enforces 5 already; I'll note it in the rota README too."),
 ], [
  L("week-reset", "root_cause", ["The consecutive-day check resets at the week boundary"], files=["src/rota.erl"]),
  L("five-days-test", "test_fixed", ["max_five_days_test"], files=["src/rota.erl"]),
  L("five-days-max", "rule", ["no instructor gets more than 5 days in a row"], reason=["its in their contract", "tired instructors miss a kid in a rip"]),
 ], ["the rota put Jess on 6 days in a row again"]),

"s07_photos_pest": X("surf school lesson photo sales (PHP, Pest)", "/home/cerys/src/surfpics", "2026-11-29T09:25:00", [
  U("we sell photos of the lessons. parents have been able to see other families' kids in the gallery, that's bad"),
  B("./vendor/bin/pest tests/Feature/GalleryTest.php", "\n   FAIL  Tests\\Feature\\GalleryTest\n  ✓ parent sees own lesson\n  ⨯ parent cannot see another booking's photos                         0.08s  \n  ──────────────────────────────────────────────────────────────────────\n   FAILED  Tests\\Feature\\GalleryTest > parent cannot see another booking's photos\n  Expected response status code [403] but received 200.\n\n  at tests/Feature/GalleryTest.php:22\n     18▕     $other = Booking::factory()->create();\n     19▕     $this->actingAs($parent)\n     20▕         ->get(\"/gallery/{$other->lesson_id}\")\n  ➜  22▕         ->assertForbidden();\n\n  Tests:    1 failed, 1 passed (3 assertions)\n  Duration: 0.41s", True),
  A("The gallery route authorises on the lesson, not the booking: any parent with a booking in the 10am lesson can open the whole lesson's photos, which include the other families. Scoping to photos tagged with the parent's booking."),
  E("app/Http/Controllers/GalleryController.php", "$lesson->photos", "$lesson->photos()->whereBookingId($booking->id)->get()"),
  B("./vendor/bin/pest tests/Feature/GalleryTest.php", "\n   PASS  Tests\\Feature\\GalleryTest\n  ✓ parent sees own lesson\n  ✓ parent cannot see another booking's photos                          0.06s  \n\n  Tests:    2 passed (4 assertions)\n  Duration: 0.38s"),
  A("Fixed. I could also watermark the previews with the school logo?"),
  U("yes, watermark, bottom right. and photos get deleted after 30 days, we promised that on the consent form"),
  E("app/Jobs/PrunePhotos.php", "subDays(90)", "subDays(30)"),
 ], [
  L("lesson-not-booking", "root_cause", ["The gallery route authorises on the lesson, not the booking"], files=["app/Http/Controllers/GalleryController.php"]),
  L("gallery-test", "test_fixed", ["parent cannot see another booking's photos"], files=["app/Http/Controllers/GalleryController.php"]),
  L("delete-30", "rule", ["photos get deleted after 30 days"], reason=["we promised that on the consent form"], files=["app/Jobs/PrunePhotos.php"]),
 ], ["parents have been able to see other families' kids in the gallery, that's bad"]),
"s08_tides_decide": X("surf school tide times feed (decision before code)", "/home/kai/src/surfbook", "2026-11-29T09:48:00", [
  U("question before any code. for the tide times do we scrape the harbour master's page or pay for the admiralty API? it's £15 a month"),
  A("Scraping is free but breaks when the page changes and the harbour site's terms forbid it; the Admiralty API is stable and official. A third option is a yearly table typed in from the printed tide book."),
  U("pay for the admiralty one. the scraper broke twice last summer and we booked a lesson onto a spring low both times"),
  A("Admiralty API it is; I'll cache a day's data so an outage doesn't block bookings."),
  W("lib/surfbook/tides.ex", "defmodule Surfbook.Tides do\n  @base \"https://admiraltyapi.azure-api.net/uktidalapi/api/V1\"\nend\n"),
  U("and cache a week not a day, the signal on the beach hut is rubbish"),
  E("lib/surfbook/tides.ex", "@ttl :timer.hours(24)", "@ttl :timer.hours(24 * 7)"),
 ], [
  L("admiralty-api", "decision", ["pay for the admiralty one"], reason=["the scraper broke twice last summer and we booked a lesson onto a spring low both times"], files=["lib/surfbook/tides.ex"]),
  L("cache-week", "correction", ["cache a week not a day"], reason=["the signal on the beach hut is rubbish"], files=["lib/surfbook/tides.ex"]),
 ], []),

"s09_chat_surf": X("surf school chit-chat", "/home/lowenna/src/suithire", "2026-11-29T10:02:00", [
  U("never again am i running a lesson in an offshore wind, half the group ended up by the pier"),
  A("That sounds stressful — glad everyone got in."),
  U("everyone always forgets their towel on the first day"),
  A("Classic first-lesson thing."),
  U("dont ever buy the cheap boards btw, the fins snap off in a week lol"),
  A("Good to know."),
  U("anyway it's flat all week so nothing's happening, the app can wait"),
  A("Enjoy the quiet week."),
 ], [], ["never again am i running a lesson in an offshore wind", "everyone always forgets their towel on the first day", "dont ever buy the cheap boards btw, the fins snap off in a week lol", "anyway it's flat all week so nothing's happening", "the app can wait"]),

"s10_shop_bun": X("surf school hut shop till (TypeScript, bun test)", "/home/dom/src/hutshop", "2026-11-29T10:10:00", [
  U("the till rounds wax to £3 when it's £2.50"),
  B("bun test src/price.test.ts", "bun test v1.1.34 (5e5e7c60)\n\nsrc/price.test.ts:\n✓ board hire is whole pounds [0.21ms]\n12 |   expect(format(250)).toBe(\"£2.50\");\n                             ^\nerror: expect(received).toBe(expected)\n\nExpected: \"£2.50\"\nReceived: \"£3\"\n\n      at <anonymous> (/home/dom/src/hutshop/src/price.test.ts:12:27)\n✗ keeps pence on small items [0.34ms]\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [18.00ms]", True),
  A("I see — `format` uses `maximumFractionDigits: 0` for everything since the board-hire prices were made whole pounds. Showing pence unless the amount is a whole pound."),
  E("src/price.ts", "maximumFractionDigits: 0", "minimumFractionDigits: p % 100 === 0 ? 0 : 2"),
  B("bun test src/price.test.ts", "bun test v1.1.34 (5e5e7c60)\n\nsrc/price.test.ts:\n✓ board hire is whole pounds [0.19ms]\n✗ keeps pence on small items [0.30ms]\n\nExpected: \"£2.50\"\nReceived: \"£2.5\"\n\n 1 pass\n 1 fail\nRan 2 tests across 1 files. [16.00ms]", True),
  A("Now £2.5 — minimum without a maximum lets Intl trim the zero on some builds. Setting both."),
  E("src/price.ts", "minimumFractionDigits: p % 100 === 0 ? 0 : 2", "minimumFractionDigits: p % 100 === 0 ? 0 : 2, maximumFractionDigits: p % 100 === 0 ? 0 : 2"),
  B("bun test src/price.test.ts", "bun test v1.1.34 (5e5e7c60)\n\nsrc/price.test.ts:\n✓ board hire is whole pounds [0.18ms]\n✓ keeps pence on small items [0.09ms]\n\n 2 pass\n 0 fail\nRan 2 tests across 1 files. [14.00ms]"),
  U("sweet. pls make the card minimum £5 also for the wax, not only hire, the card fee eats it"),
  E("src/till.ts", "if (basket.hasHire && total < 500)", "if (total < 500)"),
 ], [
  L("fraction-zero", "root_cause", ["`format` uses `maximumFractionDigits: 0` for everything"], files=["src/price.ts"]),
  L("min-no-max", "root_cause", ["minimum without a maximum lets Intl trim the zero"], files=["src/price.ts"]),
  L("pence-test", "test_fixed", ["keeps pence on small items"], files=["src/price.ts"]),
  L("card-min", "correction", ["make the card minimum £5 also for the wax, not only hire"], reason=["the card fee eats it"], files=["src/till.ts"]),
 ], ["the till rounds wax to £3 when it's £2.50", "sweet"]),

"s11_sms_busted": X("surf school weather cancellation texts (Lua, busted)", "/home/ana/src/cancelsms", "2026-11-29T10:28:00", [
  U("The cancellation text script sends to everyone on the list, even people booked for other days. I have the output of the tests here:\n\n●●✱\n2 successes / 1 failure / 0 errors / 0 pending : 0.012 seconds\n\nFailure → spec/recipients_spec.lua @ 14\nrecipients only the cancelled day's bookings\nspec/recipients_spec.lua:17: Expected objects to be the same.\nPassed in:\n(number) 42\nExpected:\n(number) 6"),
  R("src/recipients.lua", "function M.for_day(bookings, day)\n  local out = {}\n  for _, b in ipairs(bookings) do\n    if b.date == day or true then out[#out+1] = b.phone end\n  end\n  return out\nend\n"),
  A("Someone left an `or true` in the date filter from debugging — it makes the condition always pass, so all 42 numbers go out. Removing it."),
  E("src/recipients.lua", "    if b.date == day or true then", "    if b.date == day then"),
  B("busted spec/recipients_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.010 seconds"),
  A("Only the 6 booked for that day now. Shall I also text the instructors?"),
  U("thanks, but no texts to instructors, they're in the whatsapp group and a text on top just confuses which is the real one"),
 ], [
  L("or-true", "root_cause", ["left an `or true` in the date filter", "makes the condition always pass"], files=["src/recipients.lua"]),
  L("recipients-test", "test_fixed", ["recipients only the cancelled day's bookings"], files=["src/recipients.lua"]),
  L("no-instructor-texts", "correction", ["no texts to instructors, they're in the whatsapp group"], reason=["a text on top just confuses which is the real one"]),
 ], ["The cancellation text script sends to everyone on the list, even people booked for other days"]),
# ---------------------------------------------------------------- community tree nursery
"t01_stock_gleam": X("community tree nursery sapling stock (Gleam, gleam test)", "/home/femi/src/saplings", "2026-11-29T07:15:00", [
  U("hello. please keep to these for the sapling app: we never give away ash saplings, ash dieback, the Forestry Commission asked all community nurseries. only UK-provenance seed in the stock list, imported seed brought the oak processionary moth in. and never list a sapling as ready before its second winter in the beds, first-year whips die in people's gardens. the stock count for hawthorn is doubled on the website"),
  B("gleam test", "  Compiling saplings\n   Compiled in 0.41s\n    Running saplings_test.main\n.F.\nFailures:\n\n  1) stock_test.count_per_species_test\n     Values were not equal\n     expected: 140\n          got: 280\n     test/stock_test.gleam:18\n\nFinished in 0.008 seconds\n3 tests, 1 failure", True),
  A("Each bed row is stored twice — once when potted, once when moved to the hardening bed — and `count` sums every row it finds for the species. So anything that's been moved counts double. Counting only the row whose `moved_to` is empty."),
  E("src/stock.gleam", "list.filter(rows, fn(r) { r.species == species })", "list.filter(rows, fn(r) { r.species == species && r.moved_to == None })"),
  B("gleam test", "  Compiling saplings\n   Compiled in 0.38s\n    Running saplings_test.main\n...\nFinished in 0.006 seconds\n3 tests, no failures"),
  U("thank you, that's right, we moved the hawthorn in october"),
 ], [
  L("no-ash", "rule", ["we never give away ash saplings"], reason=["ash dieback, the Forestry Commission asked all community nurseries"]),
  L("uk-seed", "rule", ["only UK-provenance seed in the stock list"], reason=["imported seed brought the oak processionary moth in"]),
  L("second-winter", "rule", ["never list a sapling as ready before its second winter in the beds"], reason=["first-year whips die in people's gardens"]),
  L("stored-twice", "root_cause", ["Each bed row is stored twice", "anything that's been moved counts double"], files=["src/stock.gleam"]),
  L("count-test", "test_fixed", ["count_per_species_test"], files=["src/stock.gleam"]),
 ], ["the stock count for hawthorn is doubled on the website", "thank you, that's right, we moved the hawthorn in october"]),

"t02_giveaway_rspec_rails": X("community tree nursery free tree giveaway requests (Ruby, minitest)", "/home/hannah/src/giveaway", "2026-11-29T07:40:00", [
  U("people are getting two trees each from the giveaway form, limit is one per household"),
  B("bin/rails test test/models/request_test.rb", "Running 3 tests in a single process (parallelization threshold is 50)\nRun options: --seed 22817\n\n# Running:\n\n.F.\n\nFailure:\nRequestTest#test_one_tree_per_household [test/models/request_test.rb:15]:\nExpected true to be nil or false\n\n\nbin/rails test test/models/request_test.rb:11\n\nFinished in 0.218841s, 13.7086 runs/s, 13.7086 assertions/s.\n3 runs, 3 assertions, 1 failures, 0 errors, 0 skips", True),
  A("The uniqueness check is on email. Households use different emails — the second request in both cases I can see came from a partner's address at the same postcode and house number. Checking on the normalised address instead."),
  E("app/models/request.rb", "validates :email, uniqueness: true", "validates :address_key, uniqueness: { message: \"one tree per household\" }"),
  B("bin/rails test test/models/request_test.rb", "Running 3 tests in a single process (parallelization threshold is 50)\nRun options: --seed 5130\n\n# Running:\n\n...\n\nFinished in 0.201133s, 14.9155 runs/s, 14.9155 assertions/s.\n3 runs, 3 assertions, 0 failures, 0 errors, 0 skips"),
  A("Done. I can also show a map of where the trees went, by street?"),
  U("revert that idea before you start - no map by street, people have had saplings pulled up after the local facebook group posted where they were"),
  A("No map then. I'll keep the totals by ward only."),
 ], [
  L("email-not-address", "root_cause", ["The uniqueness check is on email", "Households use different emails"], files=["app/models/request.rb"]),
  L("household-test", "test_fixed", ["test_one_tree_per_household"], files=["app/models/request.rb"]),
  L("no-street-map", "correction", ["no map by street"], reason=["people have had saplings pulled up after the local facebook group posted where they were"]),
 ], ["people are getting two trees each from the giveaway form, limit is one per household"]),

"t03_volunteers_mvn": X("community tree nursery volunteer sessions (Java, Maven with JUnit 5)", "/home/raj/src/nurseryvols", "2026-11-29T08:00:00", [
  U("Good morning, here are the notes of the volunteers' meeting from Thursday, there is one thing for the app:\n\n- Polytunnel cover replacement is booked for the 9th, wear gloves.\n- Thanks to the Scouts for potting 300 rowan.\n- Compost delivery moved to Wednesdays.\n- Please the app must not let anyone under 16 sign up for the saw sessions, our insurance is clear about it, and under 16 they can come to potting only with an adult.\n- Tea money is in the tin, not the drawer.\n- The seed collecting walk is on 3 December, meet at the gate.\n- The volunteer hours we report to the council are only the hours of signed-in sessions, never the estimates, because they audit the grant against it.\n- Christmas social, bring a dish.\n\nAt the moment the app shows saw sessions to the Duke of Edinburgh kids who are 14."),
  B("mvn -q test -Dtest=SignupTest", "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.084 s <<< FAILURE! -- in org.nursery.SignupTest\n[ERROR] org.nursery.SignupTest.under16CannotBookSaw -- Time elapsed: 0.012 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <false> but was: <true>\n\tat org.nursery.SignupTest.under16CannotBookSaw(SignupTest.java:29)\n[ERROR] Failures: \n[ERROR]   SignupTest.under16CannotBookSaw:29 expected: <false> but was: <true>\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0", True),
  A("What I see is that the age is worked out from the birth year only (`now.getYear() - birthYear`), and the DofE group's records hold a year they start secondary school, not a birth year — the import put 2010 for kids born in 2012. I'll use the date of birth field, and refuse saw sessions when it's missing."),
  E("src/main/java/org/nursery/Signup.java", "int age = now.getYear() - v.birthYear();", "if (v.dateOfBirth() == null) return false;\nint age = Period.between(v.dateOfBirth(), now).getYears();"),
  B("mvn -q test -Dtest=SignupTest", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.071 s -- in org.nursery.SignupTest"),
  U("thank you very much"),
 ], [
  L("saw-16", "rule", ["must not let anyone under 16 sign up for the saw sessions"], reason=["our insurance is clear about it"]),
  L("signed-in-hours", "rule", ["only the hours of signed-in sessions, never the estimates"], reason=["they audit the grant against it"]),
  L("school-year", "root_cause", ["the age is worked out from the birth year only", "hold a year they start secondary school, not a birth year"], files=["src/main/java/org/nursery/Signup.java"]),
  L("saw-test", "test_fixed", ["under16CannotBookSaw"], files=["src/main/java/org/nursery/Signup.java"]),
 ], ["At the moment the app shows saw sessions to the Duke of Edinburgh kids who are 14", "thank you very much"]),

"t04_labels_decide": X("community tree nursery pot labels (decision before code)", "/home/femi/src/saplings", "2026-11-29T08:22:00", [
  U("we need labels for the pots. printed plastic ones or write-on wooden ones that the app just makes a list for?"),
  A("Printed plastic needs a label printer (~£200) and the app prints them; wooden ones are cheap but the app only gives a list. Plastic lasts; wood rots in about a year."),
  U("wooden ones and a list. we said no new plastic in the nursery at the AGM, and they rot about when the tree goes out anyway"),
  A("A printable list per bed, then: species, provenance, sown date."),
  W("src/labels.gleam", "pub fn list_for_bed(bed) {\n  todo\n}\n"),
  U("add the bed number on each line too, people carry the list around"),
 ], [
  L("wooden-labels", "decision", ["wooden ones and a list"], reason=["we said no new plastic in the nursery at the AGM"], files=["src/labels.gleam"]),
 ], ["add the bed number on each line too, people carry the list around"]),

"t05_watering_pytest_bdd": X("community tree nursery watering rota and rain gauge (Python, behave)", "/home/lina/src/watering", "2026-11-29T08:35:00", [
  U("the watering reminder texted people to water yesterday after 18mm of rain"),
  B("behave features/skip_rain.feature", "Feature: skip watering after rain # features/skip_rain.feature:1\n\n  Scenario: no reminder after a wet day         # features/skip_rain.feature:3\n    Given the gauge logged 18 mm since 9am       # features/steps/gauge.py:8 0.001s\n    When the 5pm reminder runs                    # features/steps/remind.py:12 0.002s\n    Then no text is sent                          # features/steps/remind.py:20 0.001s\n      Assertion Failed: expected 0 texts, got 11\n\n\nFailing scenarios:\n  features/skip_rain.feature:3  no reminder after a wet day\n\n0 features passed, 1 failed, 0 skipped\n0 scenarios passed, 1 failed, 0 skipped\n2 steps passed, 1 failed, 0 skipped, 0 undefined", True),
  A("The gauge reports in tenths of a millimetre (180 for 18 mm) and `wet_enough` compares that raw number against 5 — it should be fine then... actually no: it reads `reading.total`, which the gauge resets at midnight UTC, and the reminder runs before the day's upload, so it sees yesterday's 0. Reading the rolling 24-hour figure instead."),
  E("watering/remind.py", "if reading.total / 10 >= 5:", "if reading.last_24h / 10 >= 5:"),
  B("behave features/skip_rain.feature", "Feature: skip watering after rain # features/skip_rain.feature:1\n\n  Scenario: no reminder after a wet day         # features/skip_rain.feature:3\n    Given the gauge logged 18 mm since 9am       # features/steps/gauge.py:8 0.001s\n    When the 5pm reminder runs                    # features/steps/remind.py:12 0.002s\n    Then no text is sent                          # features/steps/remind.py:20 0.001s\n\n1 feature passed, 0 failed, 0 skipped\n1 scenario passed, 0 failed, 0 skipped\n3 steps passed, 0 failed, 0 skipped, 0 undefined"),
  U("ok but make the threshold 10mm not 5, the polytunnel beds dont get any rain in them and 5 was always too low for the outside ones anyway"),
  E("watering/remind.py", ">= 5:", ">= 10:"),
  A("Threshold is 10 mm."),
 ], [
  L("midnight-reset", "root_cause", ["which the gauge resets at midnight UTC", "the reminder runs before the day's upload, so it sees yesterday's 0"], files=["watering/remind.py"]),
  L("rain-test", "test_fixed", ["no reminder after a wet day"], files=["watering/remind.py"]),
  L("rain-10mm", "correction", ["make the threshold 10mm not 5"], reason=["5 was always too low for the outside ones anyway"], files=["watering/remind.py"]),
 ], ["the watering reminder texted people to water yesterday after 18mm of rain"]),

"t06_grafts_stack": X("community tree nursery apple graft records (Haskell, stack test with hspec)", "/home/ollie/src/grafts", "2026-11-29T08:58:00", [
  U("graft records: the success rate for 2025 says 140%"),
  B("stack test --ta '--match \"success rate\"'", "grafts> test (suite: grafts-test, args: --match \"success rate\")\n\nGraft.successRate\n  counts a regraft once [✘]\n\nFailures:\n\n  test/GraftSpec.hs:21:7: \n  1) Graft.successRate counts a regraft once\n       expected: 0.7\n        but got: 1.4\n\n  To rerun use: --match \"/Graft.successRate/counts a regraft once/\"\n\nRandomized with seed 1729911\n\nFinished in 0.0021 seconds\n1 example, 1 failure\n\ngrafts> Test suite grafts-test failed", True),
  A("`successRate` divides takes by rootstocks, but a rootstock that's regrafted after a failed first graft appears as two grafts and can take twice. Dividing by grafts attempted fixes the denominator; the numerator should count each rootstock once."),
  E("src/Graft.hs", "successRate gs = fromIntegral (length (filter took gs)) / fromIntegral (length (nub (map rootstock gs)))", "successRate gs = fromIntegral (length (filter took gs)) / fromIntegral (length gs)"),
  B("stack test --ta '--match \"success rate\"'", "grafts> test (suite: grafts-test, args: --match \"success rate\")\n\nGraft.successRate\n  counts a regraft once [✘]\n\nFailures:\n\n  test/GraftSpec.hs:21:7: \n  1) Graft.successRate counts a regraft once\n       expected: 0.7\n        but got: 0.5833333333333334\n\nFinished in 0.0019 seconds\n1 example, 1 failure", True),
  A("Right denominator, wrong unit now: the test treats a rootstock as the thing that succeeds (7 of 10 stocks ended up growing), so it's rootstocks that took at least once over rootstocks."),
  E("src/Graft.hs", "successRate gs = fromIntegral (length (filter took gs)) / fromIntegral (length gs)", "successRate gs = fromIntegral (length (nub [rootstock g | g <- gs, took g])) / fromIntegral (length (nub (map rootstock gs)))"),
  B("stack test --ta '--match \"success rate\"'", "grafts> test (suite: grafts-test, args: --match \"success rate\")\n\nGraft.successRate\n  counts a regraft once [✔]\n\nFinished in 0.0017 seconds\n1 example, 0 failures"),
  U("yes per rootstock is how the RHS course taught it. please make it also show the variety, not only the rootstock number, nobody remembers what MM106-14 is"),
  E("src/Report.hs", "show (rootstock g)", "show (rootstock g) <> \" \" <> variety g"),
 ], [
  L("regraft-twice", "root_cause", ["a rootstock that's regrafted after a failed first graft appears as two grafts and can take twice"], files=["src/Graft.hs"]),
  L("per-rootstock", "root_cause", ["rootstocks that took at least once over rootstocks"], files=["src/Graft.hs"]),
  L("graft-test", "test_fixed", ["counts a regraft once"], files=["src/Graft.hs"]),
  L("show-variety", "correction", ["please make it also show the variety, not only the rootstock number"], reason=["nobody remembers what MM106-14 is"], files=["src/Report.hs"]),
 ], ["the success rate for 2025 says 140%"]),
"t07_compost_order": X("community tree nursery compost and pot orders (Python)", "/home/lina/src/watering", "2026-11-29T09:20:00", [
  U("can the app order peat-free compost from the supplier when the count drops below 10 bags?"),
  A("I can add an automatic order: when the stock count drops under 10, email the supplier for 40 bags."),
  E("nursery/orders.py", "def check_stock(s):\n    pass\n", "def check_stock(s):\n    if s.compost_bags < 10:\n        email_supplier(\"compost\", 40)\n"),
  A("Done — it'll order itself. I've also set it to place the order for pots the same way."),
  U("revert that. the stock count is only updated on saturdays, so it would order three weeks running before anyone counts. email me, the coordinator, and i'll order"),
  E("nursery/orders.py", "        email_supplier(\"compost\", 40)\n", "        email_coordinator(\"compost low\", s.compost_bags)\n"),
  A("Reverted: below 10 bags it emails you, nothing goes to the supplier. Same for pots."),
  U("should we order by the pallet or by the bag?"),
  A("A pallet (60 bags) is about 20% cheaper per bag but needs the forklift at the depot; bags come on the normal van."),
  U("by the bag. we've no forklift and the pallet sat in the rain last time and the bags split"),
  A("By the bag, 40 at a time."),
 ], [
  L("revert-auto-order", "correction", ["revert that"], reason=["the stock count is only updated on saturdays, so it would order three weeks running"], files=["nursery/orders.py"]),
  L("by-bag", "decision", ["by the bag"], reason=["we've no forklift and the pallet sat in the rain last time"]),
 ], ["can the app order peat-free compost from the supplier when the count drops below 10 bags?"]),

"t08_seeds_dune": X("community tree nursery seed bank (OCaml, dune test)", "/home/yusuf/src/seedbank", "2026-11-29T09:38:00", [
  U("seed bank: acorns from this autumn are flagged as expired"),
  B("dune test", "File \"test/test_viability.ml\", line 1, characters 0-0:\n------ test/test_viability.ml\n++++++ test/test_viability.ml.corrected\nFile \"test/test_viability.ml\", line 14, characters 0-1:\n |let%expect_test \"fresh acorns are viable\" =\n |  print_endline (status ~species:\"Quercus robur\" ~collected:\"2026-10-12\" ~today:\"2026-11-29\");\n |  [%expect {|\n-|    viable\n+|    expired\n |  |}]", True),
  A("Viability comes from a lookup by species with a default of 0 months when the species is missing — and the table key is 'Quercus robur L.', with the authority, while the seed record says 'Quercus robur'. Oak isn't found, gets 0 months, so every acorn is expired the day it's collected. Matching on the binomial."),
  E("lib/viability.ml", "List.assoc_opt species table", "List.assoc_opt (binomial species) (List.map (fun (k, v) -> (binomial k, v)) table)"),
  B("dune test", ""),
  A("Passes (dune prints nothing when the expect tests match). Should the seed list show the collector's name?"),
  U("why the collector's name there? use the site. people want to know it's from Hollins Wood, not who picked it up, and a couple of the collectors asked not to be named"),
  E("lib/seedlist.ml", "s.collector", "s.site"),
 ], [
  L("authority-key", "root_cause", ["the table key is 'Quercus robur L.', with the authority", "Oak isn't found, gets 0 months"], files=["lib/viability.ml"]),
  L("acorn-test", "test_fixed", ["fresh acorns are viable"], files=["lib/viability.ml"]),
  L("site-not-collector", "correction", ["why the collector's name there? use the site"], reason=["a couple of the collectors asked not to be named"], files=["lib/seedlist.ml"]),
 ], ["seed bank: acorns from this autumn are flagged as expired"]),

"t09_chat_trees": X("community tree nursery chit-chat", "/home/femi/src/saplings", "2026-11-29T09:55:00", [
  U("never again am i planting out on a bank holiday, the car park was mayhem"),
  A("Sounds chaotic. Did the planting go well?"),
  U("yeah 200 whips in. every single year someone brings a dog that digs up the bare-root ones"),
  A("Dogs do love fresh soil."),
  U("don't ever let Dave near the strimmer again lol, he took out a row of guelder rose"),
  A("Poor guelder rose."),
  U("anyway nothing to do today, too frosty to pot"),
  A("Enjoy the day off."),
 ], [], ["never again am i planting out on a bank holiday, the car park was mayhem", "yeah 200 whips in", "every single year someone brings a dog that digs up the bare-root ones", "don't ever let Dave near the strimmer again lol, he took out a row of guelder rose", "anyway nothing to do today, too frosty to pot"]),

"t10_sales_elm": X("community tree nursery plant sale price list (Elm, elm-test)", "/home/bea/src/plantsale", "2026-11-29T10:05:00", [
  U("the plant sale price list, does it make sense to sell at a fixed price or pay-what-you-can? before you change anything"),
  A("Fixed prices are quicker at the stall and predictable; pay-what-you-can brings in more people but averages lower. A middle way is a suggested price with an honesty box."),
  U("suggested price with an honesty box. the grant says we have to reach low-income households, and a fixed price put people off last spring"),
  A("OK, each tree gets a suggested price and the sheet says 'pay what you can'."),
  E("src/PriceList.elm", "text (\"£\" ++ String.fromInt p.price)", "text (\"suggested £\" ++ String.fromInt p.price)"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n-------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 182736450\n\n↓ PriceListTest\n✗ sorts by species name\n\n    [\"Hazel\",\"alder\",\"Rowan\"]\n    ╷\n    │ Expect.equal\n    ╵\n    [\"alder\",\"Hazel\",\"Rowan\"]\n\n\nTEST RUN FAILED\n\nDuration: 174 ms\nPassed:   2\nFailed:   1", True),
  A("Unrelated to the price, but it's failing: `List.sortBy .name` is case-sensitive, and 'alder' was typed in lower case, so capitals sort first. Sorting on the lower-cased name."),
  E("src/PriceList.elm", "List.sortBy .name", "List.sortBy (.name >> String.toLower)"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n-------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 90211733\n\n\nTEST RUN PASSED\n\nDuration: 162 ms\nPassed:   3\nFailed:   0"),
  U("good. why the latin name there? use the common name first and the latin small underneath, the stall customers are not botanists"),
  E("src/PriceList.elm", "h3 [] [ text p.latin ]", "h3 [] [ text p.name ], small [] [ text p.latin ]"),
 ], [
  L("honesty-box", "decision", ["suggested price with an honesty box"], reason=["the grant says we have to reach low-income households"]),
  L("case-sort", "root_cause", ["`List.sortBy .name` is case-sensitive", "capitals sort first"], files=["src/PriceList.elm"]),
  L("sort-test", "test_fixed", ["sorts by species name"], files=["src/PriceList.elm"]),
  L("common-first", "correction", ["why the latin name there? use the common name first"], reason=["the stall customers are not botanists"], files=["src/PriceList.elm"]),
 ], []),

"t11_growth_julia": X("community tree nursery growth measurements (Julia, Pkg.test)", "/home/nadia/src/GrowthLog.jl", "2026-11-29T10:20:00", [
  U("the growth chart for the oaks is flat since june, but they grew loads"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing GrowthLog\n     Testing Running tests...\nmean height by month: Test Failed at /home/nadia/src/GrowthLog.jl/test/runtests.jl:12\n  Expression: monthly_mean(df)[7] ≈ 41.5\n   Evaluated: NaN ≈ 41.5\n\nStacktrace:\n [1] macro expansion\n   @ ~/.julia/juliaup/julia-1.11.1+0.x64.linux.gnu/share/julia/stdlib/v1.11/Test/src/Test.jl:679 [inlined]\nTest Summary:        | Pass  Fail  Total  Time\nmean height by month |    6     1      7  0.9s\nERROR: LoadError: Some tests did not pass: 6 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package GrowthLog errored during testing", True),
  A("From July on, volunteers left a blank for the trees they couldn't find in the long grass. Those blanks come in as `missing`, `mean` of anything with a missing is missing, and the plot turns that into a flat line. Skipping missings in the mean."),
  E("src/GrowthLog.jl", "mean(g.height_cm)", "mean(skipmissing(g.height_cm))"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing GrowthLog\n     Testing Running tests...\nTest Summary:        | Pass  Total  Time\nmean height by month |    7      7  0.8s\n     Testing GrowthLog tests passed "),
  A("Chart's back. I also rounded heights to the nearest 5 cm to tidy the table."),
  U("revert that, we measure to the cm on purpose - the university project compares our numbers to theirs and they need the raw ones"),
  E("src/GrowthLog.jl", "round(Int, h / 5) * 5", "h"),
 ], [
  L("missing-mean", "root_cause", ["Those blanks come in as `missing`", "`mean` of anything with a missing is missing"], files=["src/GrowthLog.jl"]),
  L("mean-test", "test_fixed", ["mean height by month"], files=["src/GrowthLog.jl"]),
  L("revert-rounding", "correction", ["revert that"], reason=["we measure to the cm on purpose - the university project compares our numbers to theirs and they need the raw ones"], files=["src/GrowthLog.jl"]),
 ], ["the growth chart for the oaks is flat since june, but they grew loads"]),

"t12_export_pester": X("community tree nursery grant report export on the office PC (PowerShell, Pester)", "/home/gareth/src/grantreport", "2026-11-29T10:40:00", [
  U("the grant report script crashes on the tree counts sheet"),
  B("pwsh -c 'Invoke-Pester ./tests/Export.Tests.ps1 -Output Detailed'", "Pester v5.6.1\n\nStarting discovery in 1 files.\nDiscovery found 2 tests in 38ms.\nRunning tests.\n\nRunning tests from '/home/gareth/src/grantreport/tests/Export.Tests.ps1'\nDescribing Export-TreeCounts\n  [+] writes one row per species 21ms (18ms|3ms)\n  [-] handles a species with a comma in its name 14ms (12ms|2ms)\n   Expected 3, but got 4.\n   at $rows[1].PSObject.Properties.Count | Should -Be 3, /home/gareth/src/grantreport/tests/Export.Tests.ps1:19\nTests completed in 201ms\nTests Passed: 1, Failed: 1, Skipped: 0, Inconclusive: 0, NotRun: 0", True),
  A("The CSV is built by joining with commas by hand, so 'Rowan, weeping' splits into two columns and the council's importer chokes. `Export-Csv` quotes fields properly; switching to it."),
  E("src/Export-TreeCounts.ps1", "$lines += ($s.Name, $s.Count, $s.Site) -join ','", "$s | Select-Object Name, Count, Site | Export-Csv -Path $Out -Append -NoTypeInformation"),
  B("pwsh -c 'Invoke-Pester ./tests/Export.Tests.ps1 -Output Detailed'", "Pester v5.6.1\n\nStarting discovery in 1 files.\nDiscovery found 2 tests in 35ms.\nRunning tests.\nDescribing Export-TreeCounts\n  [+] writes one row per species 19ms (16ms|3ms)\n  [+] handles a species with a comma in its name 11ms (9ms|2ms)\nTests completed in 188ms\nTests Passed: 2, Failed: 0, Skipped: 0, Inconclusive: 0, NotRun: 0"),
  U("ok. oh and from now on the report counts a tree as planted only when the planting photo is uploaded, the funder asked for evidence after the audit"),
  A("Got it — a tree without a planting photo stays out of the planted count."),
  E("src/Export-TreeCounts.ps1", "Where-Object { $_.Planted }", "Where-Object { $_.Planted -and $_.PhotoPath }"),
  U("does it still run on the old office pc, powershell 5?"),
  A("Yes, nothing here needs PowerShell 7."),
 ], [
  L("hand-joined", "root_cause", ["The CSV is built by joining with commas by hand", "'Rowan, weeping' splits into two columns"], files=["src/Export-TreeCounts.ps1"]),
  L("comma-test", "test_fixed", ["handles a species with a comma in its name"], files=["src/Export-TreeCounts.ps1"]),
  L("photo-evidence", "rule", ["the report counts a tree as planted only when the planting photo is uploaded"], reason=["the funder asked for evidence after the audit"], files=["src/Export-TreeCounts.ps1"]),
 ], ["the grant report script crashes on the tree counts sheet", "does it still run on the old office pc, powershell 5?"]),
}
# follow-ups each session went on to (problem reports, thanks, questions and a few more corrections)
MORE = {
"a01_observing_pytest": ([
  U("how many signed up for friday now?"),
  A("14 of 20."),
 ], [], ["how many signed up for friday now?"]),
"a02_loans_rspec": ([
  U("the 80mm refractor is showing as lent to two people at once"),
  A("Two loans were opened on the same day; the second didn't check for an open loan. I've made opening a loan refuse while one is open."),
  E("app/models/loan.rb", "validate :due_after_start", "validate :due_after_start\nvalidate :not_already_lent"),
 ], [], ["the 80mm refractor is showing as lent to two people at once"]),
"a03_meteors_cargo": ([
  U("ok fair enough"),
 ], [], ["ok fair enough"]),
"a04_images_decide": ([
  U("what size limit did you put?"),
  A("5 MB per JPEG."),
  U("please make it 8 MB, the mosaics of the moon are bigger than 5 and people will be annoyed"),
  E("gallery/upload.py", "MAX_BYTES = 5 * 1024 * 1024", "MAX_BYTES = 8 * 1024 * 1024"),
 ], [L("limit-8mb", "correction", ["please make it 8 MB"], reason=["the mosaics of the moon are bigger than 5"], files=["gallery/upload.py"])], ["what size limit did you put?"]),
"a05_ephem_gotest": ([
  U("and saturn? is that right now"),
  A("Saturn sets at 23:41 tonight, which matches Stellarium."),
 ], [], ["and saturn? is that right now"]),
"a06_subs_phpunit": ([
  U("One more. The renewal email says 'Dear Member'. Please could it use the first name instead, people found it cold."),
  E("templates/renewal.twig", "Dear Member", "Dear {{ member.first_name }}"),
  A("It uses the first name now."),
 ], [L("first-name", "correction", ["could it use the first name instead"], reason=["people found it cold"], files=["templates/renewal.twig"])], []),
"a07_dome_ctest": ([
  U("the dome also doesnt stop when the rain sensor trips, it just carries on"),
  A("The rain sensor's interrupt isn't wired to the slew loop; I've made the loop check it every step and close the shutter."),
  E("src/slew.cpp", "while (!arrived()) {", "while (!arrived() && !rain.tripped()) {"),
  U("ta"),
 ], [], ["the dome also doesnt stop when the rain sensor trips, it just carries on", "ta"]),
"a08_newsletter_jest": ([
  U("the moon phase on p2 says 3 Dec 01:14, is that UK?"),
  A("It's UTC, which is UK time in December, so yes."),
 ], [], ["the moon phase on p2 says 3 Dec 01:14, is that UK?"]),
"a09_equip_kotest": ([
  U("and the 14 inch dob? it's worth more than the whole box"),
  A("The 14-inch shows £2,300 on its own line."),
 ], [], ["and the 14 inch dob? it's worth more than the whole box"]),
"a11_talks_deno": ([
  U("looks right now"),
 ], [], ["looks right now"]),
"s01_bookings_mix": ([
  U("sunday 9am shows 2 instructors but only Pete is working"),
  A("Sunday has Pete and a trainee; the trainee is marked instructor. I've left the data as it is — should trainees count?"),
  U("trainees dont count toward the ratio, they're not qualified in the water on their own yet"),
  E("lib/surfbook/ratio.ex", "&(&1.role == :instructor)", "&(&1.role == :instructor and not &1.trainee)"),
 ], [L("no-trainees", "correction", ["trainees dont count toward the ratio"], reason=["they're not qualified in the water on their own yet"], files=["lib/surfbook/ratio.ex"])], ["sunday 9am shows 2 instructors but only Pete is working"]),
"s02_wetsuits_swift": ([
  U("nice one"),
 ], [], ["nice one"]),
"s03_waiver_flutter": ([
  U("the date picker on the form starts at 1900, scrolling is awful on a phone"),
  A("It now opens at 2015, with typing allowed."),
  E("lib/consent_form.dart", "firstDate: DateTime(1900)", "firstDate: DateTime(2005), initialDate: DateTime(2015)"),
 ], [], ["the date picker on the form starts at 1900, scrolling is awful on a phone"]),
"s04_swell_pandas": ([
  U("what's the period showing, is that right too"),
  A("11 seconds, which matches the buoy."),
 ], [], ["what's the period showing, is that right too"]),
"s05_vouchers_dotnet": ([
  U("old vouchers sold in spring, do they get the 18 months too?"),
  A("No, only new ones; existing ones keep their printed date."),
  U("ok good, the printed date is what people have in their hand"),
 ], [], ["old vouchers sold in spring, do they get the 18 months too?", "ok good, the printed date is what people have in their hand"]),
"s06_rota_rebar": ([
  U("can you check august too, I think Tom had 7"),
  A("August had Tom on 7 in a row (4-10 August); the new check would have refused that."),
 ], [], ["can you check august too, I think Tom had 7"]),
"s07_photos_pest": ([
  U("the watermark covers the kid's face on portrait ones"),
  A("On portrait photos it now sits bottom right at half the size."),
 ], [], ["the watermark covers the kid's face on portrait ones"]),
"s08_tides_decide": ([
  U("does it show heights in metres?"),
  A("Yes, metres above chart datum."),
 ], [], ["does it show heights in metres?"]),
"s10_shop_bun": ([
  U("and leashes at £12.99 look ok?"),
  A("£12.99, yes."),
 ], [], ["and leashes at £12.99 look ok?"]),
"s11_sms_busted": ([
  U("please make the text say the time of the lesson also, not only the date, parents with two kids get confused"),
  E("src/message.lua", "\"Lesson on \" .. b.date .. \" cancelled\"", "\"Lesson on \" .. b.date .. \" at \" .. b.time .. \" cancelled\""),
  A("The text now has the time too."),
 ], [L("time-too", "correction", ["please make the text say the time of the lesson also, not only the date"], reason=["parents with two kids get confused"], files=["src/message.lua"])], []),
"t01_stock_gleam": ([
  U("is the rowan count right? 300 seems a lot"),
  A("300 rowan in bed 4, potted by the Scouts in October."),
 ], [], ["is the rowan count right? 300 seems a lot"]),
"t02_giveaway_rspec_rails": ([
  U("two flats in one house have the same house number though"),
  A("The address key includes the flat number when there is one, so 'Flat 1' and 'Flat 2' are different households."),
 ], [], ["two flats in one house have the same house number though"]),
"t03_volunteers_mvn": ([
  U("the hours page says 1,900 hours for november, that cant be right"),
  A("It was adding the estimated hours from the sign-up form; it now uses signed-in sessions only, 612 hours."),
 ], [], ["the hours page says 1,900 hours for november, that cant be right"]),
"t04_labels_decide": ([
  U("and species in english not latin on the list, the volunteers writing the labels mostly dont know latin"),
  E("src/labels.gleam", "todo", "[bed.number, p.common_name, p.provenance, p.sown]"),
 ], [L("english-names", "correction", ["species in english not latin on the list"], reason=["the volunteers writing the labels mostly dont know latin"], files=["src/labels.gleam"])], []),
"t05_watering_pytest_bdd": ([
  U("the polytunnel beds still need watering even after rain though"),
  A("The polytunnel beds are now always on the reminder, rain or not."),
 ], [], ["the polytunnel beds still need watering even after rain though"]),
"t06_grafts_stack": ([
  U("how did the bramleys do"),
  A("Bramley: 9 of 12 rootstocks took, 75%."),
 ], [], ["how did the bramleys do"]),
"t08_seeds_dune": ([
  U("hazelnuts were also showing expired last week"),
  A("'Corylus avellana L.' had the same problem; they're viable now too."),
 ], [], ["hazelnuts were also showing expired last week"]),
"t11_growth_julia": ([
  U("ok leave the heights as they were then"),
 ], [], ["ok leave the heights as they were then"]),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots
MORE2 = {
"a07_dome_ctest": ([
  U("and log the slew times in UTC rather than local, the imaging software stamps everything in UTC and we match them up"),
  E("src/log.cpp", "std::localtime(&t)", "std::gmtime(&t)"),
  A("Slew log is in UTC."),
 ], [L("utc-log", "correction", ["log the slew times in UTC rather than local"], reason=["the imaging software stamps everything in UTC and we match them up"], files=["src/log.cpp"])], []),
"a09_equip_kotest": ([
  U("value the donated kit at half the new price, that's what the insurer agreed on the phone"),
  E("src/main/kotlin/Value.kt", "val donatedFactor = 1.0", "val donatedFactor = 0.5"),
  A("Donated items are valued at half the new price."),
 ], [L("donated-half", "correction", ["value the donated kit at half the new price"], reason=["that's what the insurer agreed on the phone"], files=["src/main/kotlin/Value.kt"])], []),
"s06_rota_rebar": ([
  U("also put the rota out 4 weeks ahead, not 2 - the instructors have second jobs and need to tell the other boss"),
  E("src/rota_publish.erl", "-define(AHEAD_WEEKS, 2).", "-define(AHEAD_WEEKS, 4)."),
  A("The rota is published 4 weeks ahead."),
 ], [L("four-weeks", "correction", ["put the rota out 4 weeks ahead, not 2"], reason=["the instructors have second jobs and need to tell the other boss"], files=["src/rota_publish.erl"])], []),
"t12_export_pester": ([
  U("sort it by site rather than by species please, the funder reads it site by site"),
  E("src/Export-TreeCounts.ps1", "Sort-Object Name", "Sort-Object Site, Name"),
  A("Sorted by site, then species."),
 ], [L("by-site", "correction", ["sort it by site rather than by species"], reason=["the funder reads it site by site"], files=["src/Export-TreeCounts.ps1"])], []),
}
for _name, (_events, _lessons, _nots) in MORE2.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots
