# heldout64: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout63's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a dry-stone walling association, a cliff railway's ticket office and a village film club (a beekeepers'
# association, a small-island ferry booking office and a community radio station were briefed and found used, so these
# three stand in for them, one of the same flavour each).
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
# ---------------------------------------------------------------- dry-stone walling association
"w01_courses_pytest": X("dry-stone walling association course bookings (Python, pytest)", "/home/alun/src/dswa-courses", "2026-11-29T08:02:00", [
  U("morning. couple of things first, nobody under 16 goes on a course without a parent walling alongside them, the insurer won't cover it otherwise. and course addresses are only sent out the week before, never on the booking page, because half our sites are farmers' fields and they don't want people turning up. anyway the beginners weekend in march took 13 bookings and the limit is 12"),
  B("python -m pytest tests/test_booking.py -q", "..F                                                                      [100%]\n=================================== FAILURES ===================================\n__________________________ test_course_stops_at_limit __________________________\n\n    def test_course_stops_at_limit():\n        c = Course(limit=12)\n        for i in range(13):\n            c.book(f'p{i}')\n>       assert len(c.places) == 12\nE       AssertionError: assert 13 == 12\nE        +  where 13 = len(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', ...])\n\ntests/test_booking.py:21: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_booking.py::test_course_stops_at_limit - AssertionError: assert 13 == 12\n1 failed, 2 passed in 0.06s", True),
  R("dswa/course.py", "class Course:\n    def __init__(self, limit):\n        self.limit = limit\n        self.places = []\n\n    def book(self, who):\n        if len(self.places) > self.limit:\n            raise Full(who)\n        self.places.append(who)\n"),
  A("It's an off-by-one in `book()`: the guard is `len(self.places) > self.limit`, so the check only trips once the list is already past 12 and the 13th person gets in. It should refuse when the list has reached the limit."),
  E("dswa/course.py", "        if len(self.places) > self.limit:\n", "        if len(self.places) >= self.limit:\n"),
  B("python -m pytest tests/test_booking.py -q", "...                                                                      [100%]\n3 passed in 0.05s"),
  A("Passing. Shall I email the 13th person to say they're on the waiting list?"),
  U("no, i'll phone her myself, she's the chair's sister and it needs a human"),
 ], [
  L("under-16-parent", "rule", ["nobody under 16 goes on a course without a parent walling alongside them"], reason=["the insurer won't cover it otherwise"]),
  L("addresses-week-before", "rule", ["course addresses are only sent out the week before, never on the booking page"], reason=["they don't want people turning up"]),
  L("off-by-one", "root_cause", ["the guard is len(self.places) > self.limit", "the 13th person gets in"], files=["dswa/course.py"]),
  L("stops-at-limit", "test_fixed", ["test_course_stops_at_limit"], files=["dswa/course.py"]),
  L("phone-herself", "correction", ["i'll phone her myself"], reason=["it needs a human"]),
 ], ["the beginners weekend in march took 13 bookings and the limit is 12"]),

"w02_register_gotest": X("dry-stone walling association heritage wall register (Go, go test)", "/home/bethan/src/wallregister", "2026-11-29T08:18:00", [
  U("--- FAIL: TestWallLength (0.00s)\n    length_test.go:18: Length(\"Cae Mawr boundary\") = 412.0, want 1352.0\nFAIL\nFAIL\tgithub.com/dswa/wallregister/survey\t0.004s\nFAIL\n\nthis is the one surveyed in feet, the old register"),
  R("survey/length.go", "func Length(w Wall) float64 {\n\tvar total float64\n\tfor _, s := range w.Sections {\n\t\ttotal += s.Metres\n\t}\n\treturn total\n}\n"),
  A("Sections imported from the old register keep their figure in `Metres` even though it was recorded in feet; there's a `Unit` field on each section that nobody reads. I'll convert when the unit is \"ft\"."),
  E("survey/length.go", "\t\ttotal += s.Metres\n", "\t\tif s.Unit == \"ft\" {\n\t\t\ttotal += s.Metres * 0.3048\n\t\t} else {\n\t\t\ttotal += s.Metres\n\t\t}\n"),
  B("go test ./survey/...", "--- FAIL: TestWallLength (0.00s)\n    length_test.go:18: Length(\"Cae Mawr boundary\") = 125.6, want 1352.0\nFAIL\nFAIL\tgithub.com/dswa/wallregister/survey\t0.003s\nFAIL", True),
  A("Wrong way round, sorry — the test wants feet out, 1352 ft. The register reports in feet for the heritage grant, so the old sections were right and it's the newer metric sections that need converting up, ×3.2808."),
  E("survey/length.go", "\t\tif s.Unit == \"ft\" {\n\t\t\ttotal += s.Metres * 0.3048\n\t\t} else {\n\t\t\ttotal += s.Metres\n\t\t}\n", "\t\tif s.Unit == \"m\" {\n\t\t\ttotal += s.Metres * 3.2808\n\t\t} else {\n\t\t\ttotal += s.Metres\n\t\t}\n"),
  B("go test ./survey/...", "ok  \tgithub.com/dswa/wallregister/survey\t0.003s"),
  A("Green. I could rename `Metres` to `Length` across the package while I'm here, since it holds both units."),
  U("thanks, but no renaming in the register package, the county council's import script reads that field name"),
 ], [
  L("unit-unread", "root_cause", ["there's a Unit field on each section that nobody reads"], files=["survey/length.go"]),
  L("wall-length", "test_fixed", ["TestWallLength"], files=["survey/length.go"]),
  L("no-rename", "correction", ["no renaming in the register package"], reason=["the county council's import script reads that field name"]),
 ], ["this is the one surveyed in feet, the old register"]),

"w03_agm_cargo": X("dry-stone walling association AGM notes and certificate printer (Rust, cargo test)", "/home/alun/src/certs", "2026-11-29T08:33:00", [
  U("pasting the AGM notes, only the certificate bit is code but read it all\n\n1. Treasurer's report accepted, subs stay at £25.\n2. Thanks to Huw for 30 years as branch secretary, presentation at the christmas do.\n3. Stone from a listed wall is never sold on from the stone bank, it goes back to the same wall or stays in the yard, Cadw were very clear after the Llanfair business.\n4. Certificates: the grade is printing as a number (2) instead of Level 2, fix before the spring assessments.\n5. Nobody demonstrates on a wall over 1.5m without a second person footing the stones, that's from the safety review.\n6. New hi-vis vests in the van.\n7. Photos of members' own walls only go on the website with the owner's written ok, we had a complaint from a landowner.\n\nalun"),
  B("cargo test cert", "   Compiling certs v0.2.0 (/home/alun/src/certs)\n    Finished test [unoptimized + debuginfo] target(s) in 2.71s\n     Running unittests src/lib.rs (target/debug/deps/certs-8e1f04a2c55d9b17)\n\nrunning 2 tests\ntest cert::tests::prints_name ... ok\ntest cert::tests::prints_level_words ... FAILED\n\nfailures:\n\n---- cert::tests::prints_level_words stdout ----\nthread 'cert::tests::prints_level_words' panicked at src/cert.rs:44:9:\nassertion `left == right` failed\n  left: \"Grade: 2\"\n right: \"Level 2\"\n\nfailures:\n    cert::tests::prints_level_words\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  A("`grade_line` formats the raw enum discriminant with `{}` via a `Display` impl someone wrote for debugging — it prints \"Grade: 2\". The certificate wording the scheme uses is \"Level N\", so I'll make `Display` say that."),
  E("src/cert.rs", "        write!(f, \"Grade: {}\", *self as u8)\n", "        write!(f, \"Level {}\", *self as u8)\n"),
  B("cargo test cert", "    Finished test [unoptimized + debuginfo] target(s) in 1.22s\n     Running unittests src/lib.rs (target/debug/deps/certs-8e1f04a2c55d9b17)\n\nrunning 2 tests\ntest cert::tests::prints_name ... ok\ntest cert::tests::prints_level_words ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
  U("lovely"),
 ], [
  L("listed-stone", "rule", ["Stone from a listed wall is never sold on from the stone bank"], reason=["Cadw were very clear"]),
  L("second-person", "rule", ["Nobody demonstrates on a wall over 1.5m without a second person footing the stones"], reason=["that's from the safety review"]),
  L("owner-ok", "rule", ["Photos of members' own walls only go on the website with the owner's written ok"], reason=["we had a complaint from a landowner"]),
  L("debug-display", "root_cause", ["a Display impl someone wrote for debugging"], files=["src/cert.rs"]),
  L("level-words", "test_fixed", ["prints_level_words"], files=["src/cert.rs"]),
 ], ["Certificates: the grade is printing as a number (2) instead of Level 2", "Treasurer's report accepted, subs stay at £25.", "New hi-vis vests in the van.", "lovely"]),

"w04_grant_decide": X("dry-stone walling association grant claim form (decision before code)", "/home/bethan/src/grantclaim", "2026-11-29T08:47:00", [
  U("question before you build the claim form: does a member claim per metre rebuilt or per day worked? the national park will pay either"),
  A("Per metre ties the money to what's visible on the ground; per day is fairer for awkward sites where a metre takes all day. Which does the committee prefer?"),
  U("per metre rebuilt. the park inspects the wall, not the timesheet, and days were impossible to check last time"),
  W("claim/form.py", "RATE_FIELD = 'metres_rebuilt'\nEVIDENCE = ['photo_before', 'photo_after']\nDATE_FORMAT = '%m/%d/%Y'\n"),
  A("Form written: metres rebuilt, before and after photos, date of work."),
  U("why %m/%d/%Y there? use day first, 29/11/2026, the park's office is in Brecon not Boston"),
  E("claim/form.py", "DATE_FORMAT = '%m/%d/%Y'\n", "DATE_FORMAT = '%d/%m/%Y'\n"),
  U("and every claim needs the before and after photos, don't let it submit without both, that's a condition of the grant"),
  A("Submit now stays disabled until both photos are attached."),
  E("claim/form.py", "EVIDENCE = ['photo_before', 'photo_after']\n", "EVIDENCE = ['photo_before', 'photo_after']\nREQUIRE_ALL_EVIDENCE = True\n"),
 ], [
  L("per-metre", "decision", ["per metre rebuilt"], reason=["the park inspects the wall, not the timesheet"], files=["claim/form.py"]),
  L("day-first", "correction", ["use day first"], alternative=["why %m/%d/%Y there?"], reason=["the park's office is in Brecon not Boston"], files=["claim/form.py"]),
  L("both-photos", "rule", ["every claim needs the before and after photos"], reason=["that's a condition of the grant"], files=["claim/form.py"]),
 ], ["does a member claim per metre rebuilt or per day worked?"]),

"w05_stonebank_jest": X("dry-stone walling association stone bank stock (TypeScript, jest)", "/home/huw/src/stonebank", "2026-11-29T09:01:00", [
  A("Picking up where we left off yesterday: the tonnage test in the stone bank was red. Running it again."),
  B("npx jest tests/tonnage.test.ts", "FAIL tests/tonnage.test.ts\n  tonnage\n    ✓ sums a single load (3 ms)\n    ✕ sums loads across the year boundary (4 ms)\n\n  ● tonnage › sums loads across the year boundary\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 7.5\n    Received: 4\n\n      19 |   ];\n      20 |   expect(tonnage(loads, 2026)).toBe(7.5);\n    > 21 | });\n         | ^\n\n      at Object.<anonymous> (tests/tonnage.test.ts:20:32)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total\nSnapshots:   0 total\nTime:        1.204 s", True),
  R("src/tonnage.ts", "export function tonnage(loads: Load[], year: number): number {\n  return loads\n    .filter(l => new Date(l.date).getFullYear() === year)\n    .reduce((t, l) => t + l.tonnes, 0);\n}\n"),
  A("The yard's year runs April to March (it matches the lease), but `tonnage` filters on the calendar year, so January-March deliveries land in the wrong year. I'll filter on the lease year instead."),
  E("src/tonnage.ts", "    .filter(l => new Date(l.date).getFullYear() === year)\n", "    .filter(l => leaseYear(new Date(l.date)) === year)\n"),
  B("npx jest tests/tonnage.test.ts", "PASS tests/tonnage.test.ts\n  tonnage\n    ✓ sums a single load (2 ms)\n    ✓ sums loads across the year boundary (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\nSnapshots:   0 total\nTime:        1.011 s"),
  A("Both pass. I also changed the stock page to show tonnes with two decimals."),
  U("revert that, the weighbridge only gives us half tonnes so two decimals looks like we know more than we do"),
  E("src/page.ts", "t.toFixed(2)", "t.toFixed(1)"),
 ], [
  L("lease-year", "root_cause", ["filters on the calendar year, so January-March deliveries land in the wrong year"], files=["src/tonnage.ts"]),
  L("year-boundary", "test_fixed", ["sums loads across the year boundary"], files=["src/tonnage.ts"]),
  L("tonnes-revert", "correction", ["revert that"], reason=["the weighbridge only gives us half tonnes"], files=["src/page.ts"]),
 ], []),

"w06_competition_rspec": X("dry-stone walling association competition scoring (Ruby, rspec)", "/home/gareth/src/compscore", "2026-11-29T09:14:00", [
  U("can you add a leaderboard page for the county competition, scores come from scores.csv"),
  W("app/leaderboard.rb", "class Leaderboard\n  def rows\n    Score.all.sort_by { |s| -s.total }.map { |s| [s.name, s.total] }\n  end\nend\n"),
  A("Leaderboard added, highest total first, showing each waller's name and score."),
  U("ah no. names can't be on it until the judges have signed the sheet, last year somebody saw they'd lost on the board before the judges had finished and there was a proper row. show the plot numbers until it's signed off"),
  E("app/leaderboard.rb", "    Score.all.sort_by { |s| -s.total }.map { |s| [s.name, s.total] }\n", "    Score.all.sort_by { |s| -s.total }.map { |s| [signed_off? ? s.name : \"Plot #{s.plot}\", s.total] }\n"),
  B("bundle exec rspec spec/leaderboard_spec.rb", "F.\n\nFailures:\n\n  1) Leaderboard#rows shows plot numbers before sign-off\n     Failure/Error: expect(board.rows.first.first).to eq('Plot 4')\n\n       expected: \"Plot 4\"\n            got: \"Gwyn Pritchard\"\n\n       (compared using ==)\n     # ./spec/leaderboard_spec.rb:9:in `block (2 levels) in <top (required)>'\n\nFinished in 0.0211 seconds (files took 0.1403 seconds to load)\n2 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/leaderboard_spec.rb:7 # Leaderboard#rows shows plot numbers before sign-off", True),
  A("`signed_off?` is defined on `Score`, not on `Leaderboard`, and inside the block Ruby resolves it against the leaderboard's own method — which is a leftover stub returning true. Asking the competition instead."),
  E("app/leaderboard.rb", "[signed_off? ? s.name", "[Competition.current.signed_off? ? s.name"),
  B("bundle exec rspec spec/leaderboard_spec.rb", "..\n\nFinished in 0.0188 seconds (files took 0.1390 seconds to load)\n2 examples, 0 failures"),
 ], [
  L("names-after-signing", "rule", ["names can't be on it until the judges have signed the sheet"], reason=["somebody saw they'd lost on the board before the judges had finished"], files=["app/leaderboard.rb"]),
  L("stub-true", "root_cause", ["a leftover stub returning true"], files=["app/leaderboard.rb"]),
  L("plot-numbers", "test_fixed", ["shows plot numbers before sign-off"], files=["app/leaderboard.rb"]),
 ], ["can you add a leaderboard page for the county competition"]),

"w07_map_vitest": X("dry-stone walling association walls map (Vue, vitest)", "/home/bethan/src/wallmap", "2026-11-29T09:29:00", [
  U("the walls map shows every pin in the sea off aberystwyth"),
  B("npx vitest run src/coords.test.ts", "\n FAIL  src/coords.test.ts > toLatLng > converts an OS grid reference\nAssertionError: expected [ -4.08, 52.41 ] to deeply equal [ 52.41, -4.08 ]\n\n- Expected\n+ Received\n\n  Array [\n-   52.41,\n-   -4.08,\n+   -4.08,\n+   52.41,\n  ]\n\n ❯ src/coords.test.ts:8:35\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n   Duration  412ms", True),
  A("The converter returns GeoJSON order, [longitude, latitude], and the map library wants [lat, lng] — every pin is mirrored. Swapping the pair on the way out."),
  E("src/coords.ts", "  return [lng, lat];\n", "  return [lat, lng];\n"),
  B("npx vitest run src/coords.test.ts", "\n FAIL  src/coords.test.ts > toLatLng > rounds to 5 places\nAssertionError: expected [ 52.4123456, -4.0812345 ] to deeply equal [ 52.41235, -4.08123 ]\n\n ❯ src/coords.test.ts:14:35\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n   Duration  398ms", True),
  A("Order is right now; the other test broke because the rounding was applied inside the old return line I replaced. Putting it back."),
  E("src/coords.ts", "  return [lat, lng];\n", "  return [round5(lat), round5(lng)];\n"),
  B("npx vitest run src/coords.test.ts", "\n ✓ src/coords.test.ts (3)\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n   Duration  371ms"),
  U("and make the pins 50 metres out from where they are, fuzz them. some of these walls are on private farms and the owners asked us not to point straight at the yard"),
  E("src/pins.ts", "  return p;\n", "  return fuzz(p, 50);\n"),
 ], [
  L("lnglat-order", "root_cause", ["returns GeoJSON order, [longitude, latitude], and the map library wants [lat, lng]"], files=["src/coords.ts"]),
  L("grid-ref", "test_fixed", ["converts an OS grid reference"], files=["src/coords.ts"]),
  L("fuzz-50", "correction", ["make the pins 50 metres out from where they are"], reason=["the owners asked us not to point straight at the yard"], files=["src/pins.ts"]),
 ], ["the walls map shows every pin in the sea off aberystwyth"]),

"w08_insurance_phpunit": X("dry-stone walling association member insurance renewals (PHP, phpunit)", "/home/alun/src/members", "2026-11-29T09:43:00", [
  U("renewal letters say everyone's cover ends 31 december but the policy year is 1 april. can you look. also, when you write letters, member numbers only, never the home address in the letter body, they go in window envelopes"),
  B("./vendor/bin/phpunit tests/RenewalTest.php", "PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n.F                                                                  2 / 2 (100%)\n\nTime: 00:00.021, Memory: 6.00 MB\n\nThere was 1 failure:\n\n1) Tests\\RenewalTest::testCoverEndsAtPolicyYear\nFailed asserting that two strings are identical.\n--- Expected\n+++ Actual\n@@ @@\n-'2027-03-31'\n+'2026-12-31'\n\n/home/alun/src/members/tests/RenewalTest.php:17\n\nFAILURES!\nTests: 2, Assertions: 2, Failures: 1.", True),
  A("`coverEnds()` builds the date with `new DateTime('last day of december')` — a hard-coded year end that predates the switch to April policies. It should be the 31 March after the member's start date."),
  E("src/Renewal.php", "        return new DateTime('last day of december');\n", "        return $this->policyYearEnd($member->startedOn);\n"),
  B("./vendor/bin/phpunit tests/RenewalTest.php", "PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n..                                                                  2 / 2 (100%)\n\nTime: 00:00.019, Memory: 6.00 MB\n\nOK (2 tests, 2 assertions)"),
  A("Fixed. Do you want the letter to say \"31/03/2027\" or written out?"),
  U("written out, 31 March 2027. a lot of our members are in their 80s"),
  E("src/Letter.php", "->format('d/m/Y')", "->format('j F Y')"),
 ], [
  L("no-address", "rule", ["member numbers only, never the home address in the letter body"], reason=["they go in window envelopes"]),
  L("hardcoded-december", "root_cause", ["a hard-coded year end that predates the switch to April policies"], files=["src/Renewal.php"]),
  L("policy-year", "test_fixed", ["testCoverEndsAtPolicyYear"], files=["src/Renewal.php"]),
  L("written-out", "correction", ["written out, 31 March 2027"], reason=["a lot of our members are in their 80s"], files=["src/Letter.php"]),
 ], ["renewal letters say everyone's cover ends 31 december but the policy year is 1 april"]),

"w09_newsletter_mix": X("dry-stone walling association newsletter mailer (Elixir, mix test)", "/home/gareth/src/wallnews", "2026-11-29T09:58:00", [
  U("the newsletter mailer, one rule up front: it only goes to members who ticked the newsletter box, not the whole membership, we got a GDPR letter in 2023. right now the test for the unsubscribe link is failing and i don't know why"),
  B("mix test test/mailer_test.exs", "Compiling 2 files (.ex)\n\n\n  1) test unsubscribe link carries the member token (WallNews.MailerTest)\n     test/mailer_test.exs:14\n     Assertion with =~ failed\n     code:  assert body =~ \"unsubscribe?t=abc123\"\n     left:  \"...<a href=\\\"https://dswa.org.uk/unsubscribe?t=\\\">unsubscribe</a>...\"\n     right: \"unsubscribe?t=abc123\"\n     stacktrace:\n       test/mailer_test.exs:18: (test)\n\n.\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n2 tests, 1 failure\n\nRandomized with seed 40117", True),
  A("The template reads `@token`, but `render/2` is passed `member: m` and never a `:token` assign, so EEx quietly renders nothing. Passing the token through."),
  E("lib/wall_news/mailer.ex", "    render(\"newsletter.html\", member: m)\n", "    render(\"newsletter.html\", member: m, token: m.unsubscribe_token)\n"),
  B("mix test test/mailer_test.exs", "..\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n2 tests, 0 failures\n\nRandomized with seed 8821"),
  U("brill"),
 ], [
  L("ticked-box", "rule", ["it only goes to members who ticked the newsletter box, not the whole membership"], reason=["we got a GDPR letter in 2023"]),
  L("token-assign", "root_cause", ["never a :token assign, so EEx quietly renders nothing"], files=["lib/wall_news/mailer.ex"]),
  L("unsub-token", "test_fixed", ["unsubscribe link carries the member token"], files=["lib/wall_news/mailer.ex"]),
 ], ["right now the test for the unsubscribe link is failing and i don't know why", "brill"]),

"w10_survey_swift": X("dry-stone walling association field survey app (Swift, swift test)", "/Users/ffion/src/WallSurvey", "2026-11-29T10:12:00", [
  U("the survey app marks a wall 'sound' when it has a gap in it. volunteers noticed on the Pentre lane walls"),
  B("swift test --filter ConditionTests", "Building for debugging...\n[3/3] Compiling WallSurveyTests ConditionTests.swift\nBuild complete! (2.41s)\nTest Suite 'Selected tests' started at 2026-11-29 10:13:02.118.\nTest Case '-[WallSurveyTests.ConditionTests testGapIsNeverSound]' started.\n/Users/ffion/src/WallSurvey/Tests/WallSurveyTests/ConditionTests.swift:12: error: -[WallSurveyTests.ConditionTests testGapIsNeverSound] : XCTAssertEqual failed: (\"sound\") is not equal to (\"gapped\")\nTest Case '-[WallSurveyTests.ConditionTests testGapIsNeverSound]' failed (0.004 seconds).\nTest Suite 'Selected tests' failed at 2026-11-29 10:13:02.123.\n\t Executed 1 test, with 1 failure (0 unexpected) in 0.004 (0.005) seconds", True),
  A("Condition is decided by a `switch` on the worst defect, and `.gap` has no case of its own — it falls through to `default: return .sound`. Adding the case."),
  E("Sources/WallSurvey/Condition.swift", "        default: return .sound\n", "        case .gap: return .gapped\n        default: return .sound\n"),
  B("swift test --filter ConditionTests", "Building for debugging...\nBuild complete! (1.88s)\nTest Suite 'Selected tests' started at 2026-11-29 10:14:40.510.\nTest Case '-[WallSurveyTests.ConditionTests testGapIsNeverSound]' passed (0.002 seconds).\nTest Suite 'Selected tests' passed at 2026-11-29 10:14:40.512.\n\t Executed 1 test, with 0 failures (0 unexpected) in 0.002 (0.003) seconds"),
  A("Fixed. I could also make `default` a compile error so new defects can't slip through like this."),
  U("yes do that, better it breaks the build than tells a volunteer a gapped wall is fine"),
  E("Sources/WallSurvey/Condition.swift", "        default: return .sound\n", "        case .none: return .sound\n"),
  U("and pls the gap size should be in hand-widths not centimetres, our volunteers they measure with the hand in the field, no tape"),
  E("Sources/WallSurvey/GapView.swift", "Text(\"\\(gap.cm) cm\")", "Text(\"\\(gap.hands) hands\")"),
 ], [
  L("gap-default", "root_cause", ["falls through to default: return .sound"], files=["Sources/WallSurvey/Condition.swift"]),
  L("gap-never-sound", "test_fixed", ["testGapIsNeverSound"], files=["Sources/WallSurvey/Condition.swift"]),
  L("exhaustive", "decision", ["make default a compile error"], reason=["better it breaks the build than tells a volunteer a gapped wall is fine"], files=["Sources/WallSurvey/Condition.swift"]),
  L("hand-widths", "correction", ["the gap size should be in hand-widths not centimetres"], reason=["our volunteers they measure with the hand in the field"], files=["Sources/WallSurvey/GapView.swift"]),
 ], ["the survey app marks a wall 'sound' when it has a gap in it"]),

"w11_chat_walling": X("dry-stone walling association chit-chat", "/home/alun/src/dswa-courses", "2026-11-29T10:30:00", [
  U("back from the hedge-laying day. never again am i doing a course in sleet"),
  A("Sounds grim. Did the course go ahead in the end?"),
  U("yeah we finished the length. always bring two pairs of gloves, that's what my taid used to say and he was right lol"),
  A("Good advice for any stone or hedge work."),
  U("remind me to ring the quarry about the through-stones next week. that's me done for today"),
  A("Enjoy the evening."),
 ], [], ["never again am i doing a course in sleet", "always bring two pairs of gloves, that's what my taid used to say", "remind me to ring the quarry about the through-stones next week", "that's me done for today", "back from the hedge-laying day"]),
# ---------------------------------------------------------------- cliff railway ticket office
"c01_tickets_dotnet": X("cliff railway ticket office till (C#, dotnet test)", "/home/sian/src/cliftill", "2026-11-29T10:40:00", [
  U("two rules before you start on the till: a car never takes more than 28, whatever the queue, that's the brake certificate's limit. and wheelchair users always ride free with one companion free too, the council put that in the lease. the problem: return tickets are being charged as two singles, £6 instead of £5"),
  B("dotnet test --filter FareTests", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  ClifTill -> /home/sian/src/cliftill/src/ClifTill/bin/Debug/net8.0/ClifTill.dll\n  ClifTill.Tests -> /home/sian/src/cliftill/tests/ClifTill.Tests/bin/Debug/net8.0/ClifTill.Tests.dll\nTest run for /home/sian/src/cliftill/tests/ClifTill.Tests/bin/Debug/net8.0/ClifTill.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\n  Failed ClifTill.Tests.FareTests.ReturnCostsFivePounds [4 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 5.00\nActual:   6.00\n  Stack Trace:\n     at ClifTill.Tests.FareTests.ReturnCostsFivePounds() in /home/sian/src/cliftill/tests/ClifTill.Tests/FareTests.cs:line 14\n\nFailed!  - Failed:     1, Passed:     3, Skipped:     0, Total:     4, Duration: 21 ms - ClifTill.Tests.dll (net8.0)", True),
  R("src/ClifTill/Fares.cs", "public decimal Price(Ticket t) => t.Kind switch\n{\n    Kind.Single => 3.00m,\n    Kind.Return => Price(t with { Kind = Kind.Single }) * 2,\n    _ => throw new ArgumentOutOfRangeException()\n};\n"),
  A("Whoever added returns priced them as two singles via recursion; the £5 return fare from the price board was never entered anywhere. Putting the board price in."),
  E("src/ClifTill/Fares.cs", "    Kind.Return => Price(t with { Kind = Kind.Single }) * 2,\n", "    Kind.Return => 5.00m,\n"),
  B("dotnet test --filter FareTests", "Starting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:     4, Skipped:     0, Total:     4, Duration: 18 ms - ClifTill.Tests.dll (net8.0)"),
  U("can the fares come from a file so I can change them in summer"),
  A("Yes — I'll read them from fares.json at start-up."),
  U("appsettings.json rather than a separate fares.json, the office pc already backs that up every night and nothing else"),
  E("src/ClifTill/Fares.cs", "    Kind.Return => 5.00m,\n", "    Kind.Return => _settings.Return,\n"),
 ], [
  L("car-28", "rule", ["a car never takes more than 28, whatever the queue"], reason=["that's the brake certificate's limit"]),
  L("wheelchair-free", "rule", ["wheelchair users always ride free with one companion free too"], reason=["the council put that in the lease"]),
  L("two-singles", "root_cause", ["priced them as two singles", "the £5 return fare from the price board was never entered anywhere"], files=["src/ClifTill/Fares.cs"]),
  L("return-five", "test_fixed", ["ReturnCostsFivePounds"], files=["src/ClifTill/Fares.cs"]),
  L("appsettings", "correction", ["appsettings.json rather than a separate fares.json"], reason=["the office pc already backs that up every night"], files=["src/ClifTill/Fares.cs"]),
 ], ["return tickets are being charged as two singles, £6 instead of £5", "can the fares come from a file so I can change them in summer"]),

"c02_wind_gradle": X("cliff railway wind closure alerts (Kotlin, gradle)", "/home/dewi/src/windwatch", "2026-11-29T10:55:00", [
  A("I've read the anemometer code you pointed at. Running the tests first so we know where we stand."),
  B("./gradlew test --tests '*GustTest*'", "> Task :compileKotlin UP-TO-DATE\n> Task :compileTestKotlin\n> Task :test FAILED\n\nGustTest > closes above 40 mph gust() FAILED\n    org.opentest4j.AssertionFailedError: expected: <CLOSED> but was: <OPEN>\n        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//windwatch.GustTest.closes above 40 mph gust(GustTest.kt:19)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests. See the report at: file:///home/dewi/src/windwatch/build/reports/tests/test/index.html\n\nBUILD FAILED in 4s", True),
  A("The anemometer sends knots. `shouldClose` compares the raw reading with 40 as though it were mph, and 40 mph is only about 35 knots, so a 38-knot gust reads as safe. Converting before comparing."),
  E("src/main/kotlin/windwatch/Gust.kt", "    fun shouldClose(reading: Double) = reading > 40.0\n", "    fun shouldClose(knots: Double) = knots * 1.15078 > 40.0\n"),
  B("./gradlew test --tests '*GustTest*'", "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test FAILED\n\nGustTest > stays open at 39 mph() FAILED\n    org.opentest4j.AssertionFailedError: expected: <OPEN> but was: <CLOSED>\n        at app//windwatch.GustTest.stays open at 39 mph(GustTest.kt:26)\n\n3 tests completed, 1 failed\n\nBUILD FAILED in 3s", True),
  A("That one passes mph in, because the test helper `mph(39)` already converts to knots and then divides... no — it hands 39 straight through as knots. The helper's the odd one out: every real caller gives knots. Making `mph()` convert to knots the way the device does."),
  E("src/test/kotlin/windwatch/GustTest.kt", "    private fun mph(v: Double) = v\n", "    private fun mph(v: Double) = v / 1.15078\n"),
  B("./gradlew test --tests '*GustTest*'", "> Task :compileKotlin UP-TO-DATE\n> Task :compileTestKotlin\n> Task :test\n\nBUILD SUCCESSFUL in 3s\n4 actionable tasks: 2 executed, 2 up-to-date"),
  U("ok good. the alert text says 'Railway closed due to high winds'. say 'closed for wind, back when it drops' instead, people think high winds means all day and go home"),
  E("src/main/kotlin/windwatch/Alert.kt", "\"Railway closed due to high winds\"", "\"Closed for wind, back when it drops\""),
 ], [
  L("knots-mph", "root_cause", ["The anemometer sends knots", "compares the raw reading with 40 as though it were mph"], files=["src/main/kotlin/windwatch/Gust.kt"]),
  L("gust-test", "test_fixed", ["closes above 40 mph gust"], files=["src/main/kotlin/windwatch/Gust.kt"]),
  L("alert-wording", "correction", ["say 'closed for wind, back when it drops' instead"], reason=["people think high winds means all day and go home"], files=["src/main/kotlin/windwatch/Alert.kt"]),
 ], []),

"c03_season_dart": X("cliff railway season passes app (Dart, dart test)", "/home/sian/src/seasonpass", "2026-11-29T11:08:00", [
  U("00:01 +3 -1: test/pass_test.dart: pass valid on its last day [E]\n  Expected: <true>\n    Actual: <false>\n  \n  package:matcher                  expect\n  test/pass_test.dart 22:5         main.<fn>.<fn>\n  \n00:01 +3 -1: Some tests failed.\n\na lady was turned away on the last day of her pass yesterday, she was not happy"),
  R("lib/pass.dart", "bool isValid(Pass p, DateTime now) => now.isBefore(p.expires);\n"),
  A("`expires` is stored as midnight at the start of the last day, so `isBefore` turns the pass off at 00:00 on the very day it should still work. Comparing by date and letting the whole last day count."),
  E("lib/pass.dart", "bool isValid(Pass p, DateTime now) => now.isBefore(p.expires);\n", "bool isValid(Pass p, DateTime now) => !dateOnly(now).isAfter(dateOnly(p.expires));\n"),
  B("dart test test/pass_test.dart", "00:01 +4: All tests passed!"),
  A("Fixed. Shall I send her an apology voucher from the system?"),
  U("thanks, but no voucher from the system, the manager already rang her and gave her a free family ticket"),
  U("and while ur there the pass photo should be shown bigger at the gate, 200px not 80. the gate staff can't check faces at 80"),
  E("lib/gate_view.dart", "  static const photoSize = 80.0;\n", "  static const photoSize = 200.0;\n"),
 ], [
  L("midnight-start", "root_cause", ["expires is stored as midnight at the start of the last day"], files=["lib/pass.dart"]),
  L("last-day", "test_fixed", ["pass valid on its last day"], files=["lib/pass.dart"]),
  L("no-voucher", "correction", ["no voucher from the system"], reason=["the manager already rang her"]),
  L("photo-200", "correction", ["200px not 80"], reason=["the gate staff can't check faces at 80"], files=["lib/gate_view.dart"]),
 ], ["a lady was turned away on the last day of her pass yesterday, she was not happy"]),

"c04_capacity_cabal": X("cliff railway car loading counter (Haskell, cabal test)", "/home/dewi/src/carcount", "2026-11-29T11:21:00", [
  U("the counter by the top gate let 29 on this afternoon. can you find out why"),
  B("cabal test --test-show-details=direct", "Build profile: -w ghc-9.6.3 -O1\nRunning 1 test suites...\nTest suite carcount-test: RUNNING...\nLoading\n  admits up to 28 [✔]\n  refuses the 29th with a pram counted as two [✘]\n\nFailures:\n\n  test/LoadingSpec.hs:21:7: \n  1) Loading refuses the 29th with a pram counted as two\n       expected: Refused\n        but got: Admitted\n\n  To rerun use: --match \"/Loading/refuses the 29th with a pram counted as two/\"\n\nRandomized with seed 1735620123\n\nFinished in 0.0012 seconds\n2 examples, 1 failure\nTest suite carcount-test: FAIL\n1 of 1 test suites (1 of 1 test cases) passed.", True),
  A("Prams and wheelchairs take two places on the car's plan, but `admit` adds 1 for every passenger whatever they bring, so a car with prams fills past its real 28. Weighting by what the passenger brings."),
  E("src/Loading.hs", "admit n car = if load car + 1 > 28 then Refused else Admitted\n", "admit p car = if load car + places p > 28 then Refused else Admitted\n"),
  B("cabal test --test-show-details=direct", "Running 1 test suites...\nTest suite carcount-test: RUNNING...\nLoading\n  admits up to 28 [✔]\n  refuses the 29th with a pram counted as two [✔]\n\nFinished in 0.0009 seconds\n2 examples, 0 failures\nTest suite carcount-test: PASS"),
  A("Fixed. Should a dog count as a place too?"),
  U("no, dogs ride on laps or the floor, they're not a place. but big dogs go in the lower compartment only, the top one has the slatted floor and a big dog caught a paw last summer"),
  E("src/Loading.hs", "compartment _ = Any\n", "compartment (Dog Big) = Lower\ncompartment _ = Any\n"),
 ], [
  L("pram-two-places", "root_cause", ["admit adds 1 for every passenger whatever they bring"], files=["src/Loading.hs"]),
  L("pram-test", "test_fixed", ["refuses the 29th with a pram counted as two"], files=["src/Loading.hs"]),
  L("dogs-not-place", "decision", ["dogs ride on laps or the floor, they're not a place"]),
  L("big-dogs-lower", "rule", ["big dogs go in the lower compartment only"], reason=["a big dog caught a paw last summer"], files=["src/Loading.hs"]),
 ], ["the counter by the top gate let 29 on this afternoon"]),

"c05_staffnotes_lein": X("cliff railway staff meeting notes and rota (Clojure, lein test)", "/home/sian/src/railrota", "2026-11-29T11:35:00", [
  U("staff meeting notes from monday, the rota thing is for you\n\n* Christmas lights on the top station go up on the 5th, Gethin has the ladder.\n* The winding house is never left unattended while a car is moving, even for a minute, the brake operator stays at the wheel. The inspector asked.\n* Rota: the app puts Nia on two stations at once on the 14th, please fix.\n* New card reader arrived, old one goes back to the bank.\n* Cash floats are counted at the bottom station only because the top one has no safe.\n* Staff discount stays at 50%.\n* Thank you cards from the primary school are up on the noticeboard in the top station, have a look when you're on.\n\nsian"),
  B("lein test :only railrota.rota-test", "\nlein test railrota.rota-test\n\nlein test :only railrota.rota-test/one-station-per-person\n\nFAIL in (one-station-per-person) (rota_test.clj:17)\nexpected: (= 1 (count (stations-for rota \"Nia\" \"2026-12-14\")))\n  actual: (not (= 1 2))\n\nRan 3 tests containing 5 assertions.\n1 failures, 0 errors.\nTests failed.", True),
  A("`assign` checks who is free by shift, and the 14th has an overlapping half-day shift at the top station (10-14) next to the full day at the bottom (09-17). Overlaps are only checked when the start times are equal. Checking for any overlap instead."),
  E("src/railrota/rota.clj", "(= (:start a) (:start b))", "(and (< (:start a) (:end b)) (< (:start b) (:end a)))"),
  B("lein test :only railrota.rota-test", "\nlein test railrota.rota-test\n\nRan 3 tests containing 5 assertions.\n0 failures, 0 errors."),
  U("grand"),
 ], [
  L("winding-house", "rule", ["The winding house is never left unattended while a car is moving"], reason=["The inspector asked."]),
  L("floats-bottom", "rule", ["Cash floats are counted at the bottom station only"], reason=["the top one has no safe"]),
  L("equal-starts", "root_cause", ["Overlaps are only checked when the start times are equal"], files=["src/railrota/rota.clj"]),
  L("one-station", "test_fixed", ["one-station-per-person"], files=["src/railrota/rota.clj"]),
 ], ["Rota: the app puts Nia on two stations at once on the 14th, please fix.", "Christmas lights on the top station go up on the 5th, Gethin has the ladder.", "Staff discount stays at 50%.", "grand"]),

"c06_receipts_crystal": X("cliff railway receipt printer (Crystal, crystal spec)", "/home/dewi/src/receipts", "2026-11-29T11:49:00", [
  U("receipts have garbage where the £ should be"),
  B("crystal spec spec/receipt_spec.cr", "F.\n\nFailures:\n\n  1) Receipt prints the pound sign in the printer's code page\n     Failure/Error: receipt.bytes[0].should eq 0x9C_u8\n\n       Expected: 156\n            got: 194\n\n     # spec/receipt_spec.cr:9\n\nFinished in 1.12 milliseconds\n2 examples, 1 failures, 0 errors, 0 pending\n\nFailed examples:\n\ncrystal spec spec/receipt_spec.cr:7 # Receipt prints the pound sign in the printer's code page", True),
  A("We send UTF-8 and the thermal printer is in code page 437, where £ is one byte, 0x9C; UTF-8's two bytes (0xC2 0xA3) come out as two junk characters. Encoding the line for CP437 before it's written."),
  E("src/receipt.cr", "    io.write(line.to_slice)\n", "    io.write(line.encode(\"CP437\"))\n"),
  B("crystal spec spec/receipt_spec.cr", "F.\n\nFailures:\n\n  1) Receipt prints the pound sign in the printer's code page\n     ArgumentError: Invalid encoding: CP437\n\n     # src/receipt.cr:12:14 in 'print'\n\nFinished in 0.98 milliseconds\n2 examples, 0 failures, 1 errors, 0 pending", True),
  A("iconv on this box names it IBM437, not CP437. Using that."),
  E("src/receipt.cr", "line.encode(\"CP437\")", "line.encode(\"IBM437\")"),
  B("crystal spec spec/receipt_spec.cr", "..\n\nFinished in 0.87 milliseconds\n2 examples, 0 failures, 0 errors, 0 pending"),
  A("Passing. I've also put the operator's full name at the bottom of each receipt, which the old till did."),
  U("revert that, the staff didn't like strangers knowing their surnames, that's why we stopped"),
  E("src/receipt.cr", "    io.puts \"Served by #{op.full_name}\"\n", ""),
 ], [
  L("utf8-cp437", "root_cause", ["the thermal printer is in code page 437"], files=["src/receipt.cr"]),
  L("pound-sign", "test_fixed", ["prints the pound sign in the printer's code page"], files=["src/receipt.cr"]),
  L("surname-revert", "correction", ["revert that"], reason=["the staff didn't like strangers knowing their surnames"], files=["src/receipt.cr"]),
 ], ["receipts have garbage where the £ should be"]),

"c07_groups_decide": X("cliff railway school group bookings (decision before code)", "/home/sian/src/groups", "2026-11-29T12:02:00", [
  A("For the school group form: should a booking hold whole cars, or seats spread across the morning?"),
  U("whole cars. teachers want the class together and we don't want 28 kids mixed with the public on a 2 minute ride"),
  W("groups/booking.py", "UNIT = 'car'\nMAX_CARS_PER_HOUR = 2\nDEPOSIT = 0.5\n"),
  A("Done: bookings by the car, at most two cars an hour for groups, 50% deposit."),
  U("why a deposit there? use pay on the day, schools pay by invoice after and the councils take 30 days anyway"),
  E("groups/booking.py", "DEPOSIT = 0.5\n", "DEPOSIT = 0\nPAY = 'invoice_after'\n"),
 ], [
  L("whole-cars", "decision", ["whole cars"], reason=["teachers want the class together"], files=["groups/booking.py"]),
  L("no-deposit", "correction", ["use pay on the day"], alternative=["why a deposit there?"], reason=["schools pay by invoice after"], files=["groups/booking.py"]),
 ], []),

"c08_history_nimble": X("cliff railway history page generator (Nim, nimble test)", "/home/gethin/src/historypage", "2026-11-29T12:14:00", [
  U("the history page says the railway opened in 1986, it was 1896"),
  B("nimble test", "  Verifying dependencies for historypage@0.1.0\n  Compiling /home/gethin/src/historypage/tests/tdates (from package historypage) using c backend\n[Suite] dates\n  /home/gethin/src/historypage/tests/tdates.nim(9, 22): Check failed: yearOf(\"opened\") == 1896\n    yearOf(\"opened\") was 1986\n  [FAILED] opening year from the archive\n  Error: execution of an external program failed: '/home/gethin/src/historypage/tests/tdates'\n       Tests failed for package historypage", True),
  A("The archive CSV stores two-digit years (\"96\"), and `yearOf` expands them with a pivot of 30: under 30 becomes 20xx, the rest 19xx — so \"96\" came out 1996, then the template subtracted ten for the \"90 years ago\" line and printed that. Two-digit years in this archive are all 18xx or 19xx. Reading the four-digit year column, which the archive also has."),
  E("src/dates.nim", "  result = expand(row[\"yy\"])\n", "  result = parseInt(row[\"year\"])\n"),
  B("nimble test", "  Verifying dependencies for historypage@0.1.0\n  Compiling /home/gethin/src/historypage/tests/tdates (from package historypage) using c backend\n[Suite] dates\n  [OK] opening year from the archive\n  [OK] centenary line\n   Success: Execution of tests succeeded"),
  A("Fixed. I could also pull the old photos from the archive's Flickr onto the page."),
  U("no photos from the flickr, the family that lent them only agreed to the museum showing them, not the web. use the ones we took ourselves"),
 ], [
  L("two-digit", "root_cause", ["The archive CSV stores two-digit years"], files=["src/dates.nim"]),
  L("opening-year", "test_fixed", ["opening year from the archive"], files=["src/dates.nim"]),
  L("no-flickr", "correction", ["no photos from the flickr"], alternative=["use the ones we took ourselves"], reason=["the family that lent them only agreed to the museum showing them, not the web"]),
 ], ["the history page says the railway opened in 1986, it was 1896"]),

"c09_gates_rebar": X("cliff railway turnstile controller (Erlang, rebar3 eunit)", "/home/dewi/src/gates", "2026-11-29T12:27:00", [
  U("===> Performing EUnit tests...\ngates_tests: open_on_valid_qr_test...*failed*\nin function gates_tests:'-open_on_valid_qr_test/0-fun-0-'/0 (test/gates_tests.erl, line 12)\n**error:{badmatch,{error,checksum}}\n  output:<<\"\">>\n\n=======================================================\n  Failed: 1.  Skipped: 0.  Passed: 3.\n===> One or more tests failed\n\nqr codes from the new online shop won't open the turnstile"),
  A("Looking at `qr:decode/1` now."),
  R("src/qr.erl", "checksum(Payload) ->\n    erlang:crc32(Payload) band 16#FFFF.\n"),
  A("The online shop signs tickets with the full 32-bit CRC, and our turnstile keeps only the low 16 bits before comparing, so every online code fails the checksum; the old till codes only ever had 16-bit sums. Comparing the full 32 bits when the code's version byte says online."),
  E("src/qr.erl", "checksum(Payload) ->\n    erlang:crc32(Payload) band 16#FFFF.\n", "checksum(<<2, _/binary>> = Payload) ->\n    erlang:crc32(Payload);\nchecksum(Payload) ->\n    erlang:crc32(Payload) band 16#FFFF.\n"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling gates\n===> Performing EUnit tests...\n....\nFinished in 0.012 seconds\n4 tests, 0 failures"),
  U("nice one. from now on any turnstile change goes on the bottom gate first for a day before the top, the top gate is the only way out when the car's stuck"),
  A("Understood — I'll tag the release for the bottom gate only and leave the top on the current build until tomorrow."),
 ], [
  L("crc-bits", "root_cause", ["keeps only the low 16 bits before comparing"], files=["src/qr.erl"]),
  L("valid-qr", "test_fixed", ["open_on_valid_qr_test"], files=["src/qr.erl"]),
  L("bottom-first", "rule", ["any turnstile change goes on the bottom gate first for a day before the top"], reason=["the top gate is the only way out when the car's stuck"]),
 ], ["qr codes from the new online shop won't open the turnstile"]),

"c10_timetable_node": X("cliff railway timetable board (JavaScript, node --test)", "/home/gethin/src/board", "2026-11-29T12:40:00", [
  U("the board at the bottom station shows the last car at 18:00 in december. it's 16:30 in winter"),
  B("node --test test/", "▶ lastCar\n  ✔ summer last car is 19:30 (0.51ms)\n  ✖ winter last car is 16:30 (1.02ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n    \n    '18:00' !== '16:30'\n    \n        at TestContext.<anonymous> (file:///home/gethin/src/board/test/lastcar.test.js:11:10)\n▶ lastCar (2.11ms)\n\nℹ tests 2\nℹ suites 1\nℹ pass 1\nℹ fail 1\nℹ duration_ms 48.2", True),
  A("Seasons are picked by `month >= 4 && month <= 10` for summer, else winter — but months from `getMonth()` start at 0, so December is 11, November 10 counts as summer, and the winter table's value was typed in as the autumn one. Using 1-based months and the right winter time."),
  E("src/lastcar.js", "  const m = d.getMonth();\n", "  const m = d.getMonth() + 1;\n"),
  B("node --test test/", "▶ lastCar\n  ✔ summer last car is 19:30 (0.48ms)\n  ✖ winter last car is 16:30 (0.97ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n    \n    '18:00' !== '16:30'\n\nℹ tests 2\nℹ pass 1\nℹ fail 1", True),
  A("Months are right now, but the winter entry in timetable.json really does say 18:00 — that's the autumn half-term time. Correcting the data."),
  E("data/timetable.json", "\"winter\": { \"last\": \"18:00\" }", "\"winter\": { \"last\": \"16:30\" }"),
  B("node --test test/", "▶ lastCar\n  ✔ summer last car is 19:30 (0.47ms)\n  ✔ winter last car is 16:30 (0.39ms)\n▶ lastCar (1.40ms)\n\nℹ tests 2\nℹ suites 1\nℹ pass 2\nℹ fail 0\nℹ duration_ms 44.9"),
  U("cheers. put the last car in red in the last half hour"),
  A("Red from 16:00 in winter, 19:00 in summer."),
  U("amber, not red. red on that board means closed for wind and people will walk off"),
  E("src/board.css", ".last-car.soon { color: red; }", ".last-car.soon { color: #f5a300; }"),
 ], [
  L("zero-month", "root_cause", ["months from getMonth() start at 0"], files=["src/lastcar.js"]),
  L("winter-last", "test_fixed", ["winter last car is 16:30"], files=["src/lastcar.js", "data/timetable.json"]),
  L("amber", "correction", ["amber, not red"], reason=["red on that board means closed for wind"], files=["src/board.css"]),
 ], ["the board at the bottom station shows the last car at 18:00 in december", "put the last car in red in the last half hour"]),

"c11_brakes_ctest": X("cliff railway brake test logger (C++, CTest with GoogleTest)", "/home/dewi/src/brakelog", "2026-11-29T12:54:00", [
  U("before anything: the brake test results never leave the winding house pc, no upload, no email, they're evidence for the inspector and have to be the originals. now, the logger says the morning test passed when the stopping distance was over the limit"),
  B("ctest --test-dir build -R Brake --output-on-failure", "Test project /home/dewi/src/brakelog/build\n    Start 3: BrakeTest.OverLimitFails\n1/1 Test #3: BrakeTest.OverLimitFails .........***Failed    0.01 sec\nRunning main() from gtest_main.cc\n[==========] Running 1 test from 1 test suite.\n[----------] 1 test from BrakeTest\n[ RUN      ] BrakeTest.OverLimitFails\n/home/dewi/src/brakelog/test/brake_test.cpp:15: Failure\nValue of: passes(BrakeRun{.stop_mm = 1620})\n  Actual: true\nExpected: false\n[  FAILED  ] BrakeTest.OverLimitFails (0 ms)\n[==========] 1 test from 1 test suite ran. (0 ms total)\n[  PASSED  ] 0 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] BrakeTest.OverLimitFails\n\n0% tests passed, 1 tests failed out of 1\n\nThe following tests FAILED:\n\t  3 - BrakeTest.OverLimitFails (Failed)", True),
  A("`kLimit` is declared as `uint8_t` — 1500 doesn't fit in eight bits and wraps to 220, so... no, that would fail everything. Checking the header: it's `const int kLimit = 1500;` but `passes()` compares `run.stop_mm / 10` with it, centimetres against millimetres, so the limit is effectively 15 m instead of 1.5 m."),
  E("src/brake.cpp", "  return run.stop_mm / 10 <= kLimit;\n", "  return run.stop_mm <= kLimit;\n"),
  B("ctest --test-dir build -R Brake --output-on-failure", "Test project /home/dewi/src/brakelog/build\n    Start 3: BrakeTest.OverLimitFails\n1/1 Test #3: BrakeTest.OverLimitFails .........   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 1\n\nTotal Test time (real) =   0.02 sec"),
 ], [
  L("never-leave", "rule", ["the brake test results never leave the winding house pc"], reason=["they're evidence for the inspector and have to be the originals"]),
  L("cm-vs-mm", "root_cause", ["centimetres against millimetres"], files=["src/brake.cpp"]),
  L("over-limit", "test_fixed", ["BrakeTest.OverLimitFails"], files=["src/brake.cpp"]),
 ], ["the logger says the morning test passed when the stopping distance was over the limit"]),

"c12_signs_busted": X("cliff railway bilingual signs generator (Lua, busted)", "/home/gethin/src/signs", "2026-11-29T13:06:00", [
  U("make the queue signs for the summer. welsh above english, same size, that's the language scheme we signed with the council"),
  W("src/sign.lua", "local M = {}\nfunction M.render(cy, en)\n  return { { text = cy, size = 72 }, { text = en, size = 72 } }\nend\nreturn M\n"),
  B("busted spec/sign_spec.lua", "●●○\n1 success / 1 failure / 0 errors / 0 pending : 0.004521 seconds\n\nFailure → spec/sign_spec.lua @ 14\nsign wraps long welsh lines at 18 characters\nspec/sign_spec.lua:17: Expected objects to be the same.\nPassed in:\n(number) 1\nExpected:\n(number) 2", True),
  A("I wrote `render` returning one line per language and forgot the wrapping the old sign module did; Welsh lines run longer, so \"Ciw am y car nesaf o'r fan hyn\" doesn't fit. Wrapping each language at 18 characters."),
  E("src/sign.lua", "  return { { text = cy, size = 72 }, { text = en, size = 72 } }\n", "  return { { lines = wrap(cy, 18), size = 72 }, { lines = wrap(en, 18), size = 72 } }\n"),
  B("busted spec/sign_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.003982 seconds"),
  U("also the font. you have it as arial i think? we use the council's font, Mallory, it's on the shared drive"),
  E("src/sign.lua", "local FONT = 'Arial'\n", "local FONT = 'Mallory'\n"),
 ], [
  L("welsh-above", "rule", ["welsh above english, same size"], reason=["that's the language scheme we signed with the council"], files=["src/sign.lua"]),
  L("forgot-wrap", "root_cause", ["forgot the wrapping the old sign module did"], files=["src/sign.lua"]),
  L("wrap-18", "test_fixed", ["wraps long welsh lines at 18 characters"], files=["src/sign.lua"]),
  L("mallory", "correction", ["we use the council's font, Mallory"], files=["src/sign.lua"]),
 ], ["make the queue signs for the summer"]),

"c13_chat_railway": X("cliff railway chit-chat", "/home/sian/src/cliftill", "2026-11-29T13:18:00", [
  U("quiet day, three passengers and a seagull tried to ride up in car 2"),
  A("A seagull passenger is a new one. Did it pay?"),
  U("ha no. never trust a gull near the chip kiosk, first thing you learn here"),
  A("Sounds like hard-won wisdom."),
  U("don't forget it's the staff christmas meal on friday, the rest can wait till monday"),
  A("Have a good meal."),
 ], [], ["three passengers and a seagull tried to ride up in car 2", "never trust a gull near the chip kiosk, first thing you learn here", "don't forget it's the staff christmas meal on friday", "the rest can wait till monday", "quiet day"]),
# ---------------------------------------------------------------- village film club
"f01_tickets_pytest": X("village film club ticket sales (Python, pytest)", "/home/rhian/src/filmclub", "2026-11-29T13:25:00", [
  U("hiya, ticket page. screenings are members and their guests only, never open sale to the public, our licence is non-theatrical and we'd lose it. and the film title never goes on the public facebook page, only in the members' email, that's the distributor's condition. the thing to fix: guest tickets are showing £0"),
  B("pytest tests/test_prices.py -q", ".F.                                                                      [100%]\n=================================== FAILURES ===================================\n___________________________ test_guest_pays_four ___________________________\n\n    def test_guest_pays_four():\n>       assert price(Ticket(kind='guest')) == Decimal('4.00')\nE       AssertionError: assert Decimal('0') == Decimal('4.00')\nE        +  where Decimal('0') = price(Ticket(kind='guest', member_id=None))\n\ntests/test_prices.py:12: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_prices.py::test_guest_pays_four - AssertionError: assert Decimal('0') == Decimal('4.00')\n1 failed, 2 passed in 0.07s", True),
  R("filmclub/prices.py", "PRICES = {'member': Decimal('3.00'), 'Guest': Decimal('4.00')}\n\ndef price(t):\n    return PRICES.get(t.kind, Decimal('0'))\n"),
  A("Case mismatch: the table's key is 'Guest' with a capital G and tickets carry kind='guest', so the lookup misses and falls back to the default of 0. I'll lower-case the key and drop the silent default so a missing kind raises instead of selling a free seat."),
  E("filmclub/prices.py", "PRICES = {'member': Decimal('3.00'), 'Guest': Decimal('4.00')}\n\ndef price(t):\n    return PRICES.get(t.kind, Decimal('0'))\n", "PRICES = {'member': Decimal('3.00'), 'guest': Decimal('4.00')}\n\ndef price(t):\n    return PRICES[t.kind]\n"),
  B("pytest tests/test_prices.py -q", "...                                                                      [100%]\n3 passed in 0.05s"),
  U("ok. the confirmation says 'your ticket for the film'. put the date and the hall in it, not the title, same reason as facebook, people forward them"),
  E("filmclub/emails.py", "    return f\"Your ticket for {s.title}\"\n", "    return f\"Your ticket for {s.date:%A %-d %B}, Neuadd y Pentref\"\n"),
 ], [
  L("members-guests", "rule", ["screenings are members and their guests only, never open sale to the public"], reason=["our licence is non-theatrical and we'd lose it"]),
  L("title-not-facebook", "rule", ["the film title never goes on the public facebook page, only in the members' email"], reason=["that's the distributor's condition"]),
  L("guest-case", "root_cause", ["the table's key is 'Guest' with a capital G and tickets carry kind='guest'"], files=["filmclub/prices.py"]),
  L("guest-four", "test_fixed", ["test_guest_pays_four"], files=["filmclub/prices.py"]),
  L("date-not-title", "correction", ["put the date and the hall in it, not the title"], reason=["people forward them"], files=["filmclub/emails.py"]),
 ], ["guest tickets are showing £0"]),

"f02_subtitles_bats": X("village film club subtitle converter script (Bash, bats)", "/home/owen/src/subfix", "2026-11-29T13:38:00", [
  U(" ✓ writes the WEBVTT header\n ✓ converts srt timestamps\n ✗ keeps welsh accents\n   (in test file test/convert.bats, line 19)\n     `[ \"${lines[3]}\" = \"Mae'r ŵyl yn dechrau\" ]' failed\n\n3 tests, 1 failure\n\nthe subtitles for friday's welsh film come out with question marks"),
  R("bin/srt2vtt", "#!/usr/bin/env bash\nset -euo pipefail\necho WEBVTT; echo\niconv -f latin1 -t utf-8 \"$1\" | sed 's/,\\([0-9][0-9][0-9]\\)/.\\1/g'\n"),
  A("Latin-1 has no ŵ or ŷ, so the distributor's file is already UTF-8, and reading it as Latin-1 mangles the circumflexed w. Dropping the conversion."),
  E("bin/srt2vtt", "iconv -f latin1 -t utf-8 \"$1\" | sed", "sed"),
  B("bats test/convert.bats", " ✓ writes the WEBVTT header\n ✗ converts srt timestamps\n   (in test file test/convert.bats, line 12)\n     `[ \"${lines[2]}\" = \"00:00:01.000 --> 00:00:03.500\" ]' failed\n ✗ keeps welsh accents\n   (in test file test/convert.bats, line 19)\n     `[ \"${lines[3]}\" = \"Mae'r ŵyl yn dechrau\" ]' failed\n\n3 tests, 2 failures", True),
  A("Worse — the file name went away with the iconv call, so sed now reads an empty stdin and prints nothing after the header. Handing sed the file."),
  E("bin/srt2vtt", "sed 's/,\\([0-9][0-9][0-9]\\)/.\\1/g'\n", "sed 's/,\\([0-9][0-9][0-9]\\)/.\\1/g' \"$1\"\n"),
  B("bats test/convert.bats", " ✓ writes the WEBVTT header\n ✓ converts srt timestamps\n ✓ keeps welsh accents\n\n3 tests, 0 failures"),
  A("All three pass. Want me to make it burn the subtitles into the video too, so the projector doesn't need the file?"),
  U("thanks, but no burning in, half the audience don't want subtitles on the english nights and we switch them off"),
 ], [
  L("already-utf8", "root_cause", ["the distributor's file is already UTF-8, and reading it as Latin-1 mangles the circumflexed w"], files=["bin/srt2vtt"]),
  L("welsh-accents", "test_fixed", ["keeps welsh accents"], files=["bin/srt2vtt"]),
  L("no-burn-in", "correction", ["no burning in"], reason=["half the audience don't want subtitles on the english nights"]),
 ], ["the subtitles for friday's welsh film come out with question marks"]),

"f03_committee_deno": X("village film club committee email and seat plan (TypeScript, deno test)", "/home/rhian/src/seatplan", "2026-11-29T13:50:00", [
  U("committee email from Gwen, fwd. the seat plan one is yours\n\n> Hi all, quick round-up after Tuesday.\n> - Thank you to everyone who stacked chairs after Casablanca, record turnout!\n> - The front row stays empty for every screening, the fire officer measured the gap to the screen and it's our escape route.\n> - Seat plan on the website shows 80 seats but the hall only seats 72 since the new stage, could someone sort it.\n> - Raffle prizes for January welcome.\n> - No film rated 15 or 18 is shown at the 4pm matinee, it's the slot families come to, even if the film is good.\n> - Gareth is getting quotes for a new screen.\n> Gwen"),
  B("deno test seats_test.ts", "running 2 tests from ./seats_test.ts\nseat count matches the hall ... FAILED (3ms)\nfront row is empty ... ok (1ms)\n\n ERRORS \n\nseat count matches the hall => ./seats_test.ts:4:6\nerror: AssertionError: Values are not equal.\n\n\n    [Diff] Actual / Expected\n\n\n-   80\n+   72\n\n  throw new AssertionError(message);\n        ^\n    at assertEquals (https://deno.land/std@0.208.0/assert/assert_equals.ts:189:9)\n    at file:///home/rhian/src/seatplan/seats_test.ts:6:3\n\n FAILURES \n\nseat count matches the hall => ./seats_test.ts:4:6\n\nFAILED | 1 passed | 1 failed (18ms)\n\nerror: Test failed", True),
  A("The plan still has ten rows of eight; the stage took the back row of the old layout, but rows are generated from a `ROWS = 10` constant nobody touched when the stage went in. Nine rows of eight is 72."),
  E("seats.ts", "const ROWS = 10;\n", "const ROWS = 9;\n"),
  B("deno test seats_test.ts", "running 2 tests from ./seats_test.ts\nseat count matches the hall ... ok (2ms)\nfront row is empty ... ok (1ms)\n\nok | 2 passed | 0 failed (14ms)"),
 ], [
  L("front-row", "rule", ["The front row stays empty for every screening"], reason=["it's our escape route"]),
  L("matinee-15", "rule", ["No film rated 15 or 18 is shown at the 4pm matinee"], reason=["it's the slot families come to"]),
  L("rows-constant", "root_cause", ["a ROWS = 10 constant nobody touched when the stage went in"], files=["seats.ts"]),
  L("seat-count", "test_fixed", ["seat count matches the hall"], files=["seats.ts"]),
 ], ["Seat plan on the website shows 80 seats but the hall only seats 72 since the new stage", "Raffle prizes for January welcome.", "Gareth is getting quotes for a new screen."]),

"f04_vote_decide": X("village film club season vote (decision before code)", "/home/owen/src/filmvote", "2026-11-29T14:02:00", [
  U("we want members to vote on next season's films. one vote per member or per household? asking before you build it"),
  A("Per member is simplest to explain; per household stops a family of five outvoting everyone. Some clubs weight it. What does the committee think?"),
  U("one per member. subs are per member and people felt it was fair at the agm"),
  A("And the shortlist — should members be able to add films or only pick from the committee's list?"),
  U("only from the committee's shortlist, we can only show what the distributor has a licence for and members don't know which"),
  W("vote/app.py", "VOTES_PER = 'member'\nFREE_TEXT = False\nRESULTS = 'live'\n"),
  A("Built: one vote per member from the shortlist, with live results on the page."),
  U("why live results there? use results at the end only, live ones make people pile on the leader and the quiet films never get a chance"),
  E("vote/app.py", "RESULTS = 'live'\n", "RESULTS = 'after_close'\n"),
 ], [
  L("per-member", "decision", ["one per member"], reason=["subs are per member"]),
  L("shortlist-only", "decision", ["only from the committee's shortlist"], reason=["we can only show what the distributor has a licence for"], files=["vote/app.py"]),
  L("results-end", "correction", ["use results at the end only"], alternative=["why live results there?"], reason=["live ones make people pile on the leader"], files=["vote/app.py"]),
 ], ["one vote per member or per household?"]),

"f05_projector_meson": X("village film club projector lamp timer (C, meson test)", "/home/gareth/src/lamptimer", "2026-11-29T14:12:00", [
  A("I looked at the lamp timer overnight as you asked. Here's the failing run:"),
  B("meson test -C build --print-errorlogs", "ninja: Entering directory `/home/gareth/src/lamptimer/build'\nninja: no work to do.\n1/2 lamptimer:hours        OK              0.01s\n2/2 lamptimer:rollover     FAIL            0.01s   exit status 1\n>>> MALLOC_PERTURB_=144 /home/gareth/src/lamptimer/build/test_rollover\n------------------------------------- 8< -------------------------------------\nstderr:\ntest_rollover.c:21: lamp_hours(&t) == 1712: got 1176\n-------------------------------------------------------------------------------\n\nSummary of Failures:\n\n2/2 lamptimer:rollover     FAIL            0.01s   exit status 1\n\nOk:                 1   \nExpected Fail:      0   \nFail:               1   \nUnexpected Pass:    0   \nSkipped:            0   \nTimeout:            0   ", True),
  A("The minutes counter is a `uint16_t`. 1712 hours is 102,720 minutes, which wraps past 65,535 and leaves 37,185 — 619 hours plus the 557 from the last save file — hence 1176. Widening it to 32 bits."),
  E("src/lamp.c", "static uint16_t minutes;\n", "static uint32_t minutes;\n"),
  B("meson test -C build --print-errorlogs", "ninja: Entering directory `/home/gareth/src/lamptimer/build'\n[2/2] Linking target test_rollover\n1/2 lamptimer:hours        OK              0.01s\n2/2 lamptimer:rollover     OK              0.01s\n\nOk:                 2   \nExpected Fail:      0   \nFail:               0   \nUnexpected Pass:    0   \nSkipped:            0   \nTimeout:            0   "),
  A("Passing. While I was there I changed the warning to come on at 1800 hours instead of 2000, to be safe."),
  U("revert that. the lamp is rated 2000 and they cost £240, we run it to the rating and not a minute less"),
  E("src/lamp.c", "#define WARN_HOURS 1800\n", "#define WARN_HOURS 2000\n"),
 ], [
  L("uint16-wrap", "root_cause", ["The minutes counter is a uint16_t", "wraps past 65,535"], files=["src/lamp.c"]),
  L("rollover", "test_fixed", ["lamptimer:rollover"], files=["src/lamp.c"]),
  L("warn-revert", "correction", ["revert that"], reason=["the lamp is rated 2000 and they cost £240"], files=["src/lamp.c"]),
 ], []),

"f06_attendance_testthat": X("village film club attendance report (R, testthat)", "/home/rhian/src/attendance", "2026-11-29T14:20:00", [
  U("can you make the attendance report for the AGM show average audience per film"),
  W("R/report.R", "per_film <- function(d) {\n  aggregate(audience ~ title, data = d, FUN = mean)\n}\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        1 | report\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-report.R:9:3): a film shown twice counts as two screenings\nnrow(per_film(d)) (`actual`) not equal to 3 (`expected`).\n\n  `actual`: 2\n  `expected`: 3\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n── Failed tests ────────────────────────────────────────────────────────────────\nFailure (test-report.R:9:3): a film shown twice counts as two screenings\n\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 1 ]", True),
  A("Grouping by title alone folds the matinee and the evening showing of the same film into one row, and the test (rightly) wants each screening separate. Grouping by title and date."),
  E("R/report.R", "  aggregate(audience ~ title, data = d, FUN = mean)\n", "  aggregate(audience ~ title + date, data = d, FUN = mean)\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        1 | report\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-report.R:9:3): a film shown twice counts as two screenings\nnrow(per_film(d)) (`actual`) not equal to 3 (`expected`).\n\n  `actual`: 2\n  `expected`: 3\n\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 1 ]", True),
  A("Still 2. The fixture's dates are POSIXct with times, and both showings are stored with the evening 19:30 time because `read_csv` parsed the time column into the date — the matinee row's time was overwritten. Grouping by the slot column instead, which keeps matinee/evening apart."),
  E("R/report.R", "audience ~ title + date", "audience ~ title + date + slot"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          2 | report\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 2 ]"),
  U("the report went round last year with people's names in the 'who came' column and someone complained. from now on the AGM report only ever has counts, no names"),
  A("Understood — the report reads the audience count only; the names column isn't loaded at all now."),
  E("R/report.R", "d <- read.csv(path)\n", "d <- read.csv(path)[, c(\"title\", \"date\", \"slot\", \"audience\")]\n"),
 ], [
  L("title-only", "root_cause", ["Grouping by title alone folds the matinee and the evening showing of the same film into one row"], files=["R/report.R"]),
  L("two-screenings", "test_fixed", ["a film shown twice counts as two screenings"], files=["R/report.R"]),
  L("counts-no-names", "rule", ["the AGM report only ever has counts, no names"], reason=["someone complained"], files=["R/report.R"]),
 ], ["can you make the attendance report for the AGM show average audience per film"]),

"f07_licence_raco": X("village film club licence return (Racket, raco test)", "/home/owen/src/licreturn", "2026-11-29T14:30:00", [
  U("raco test says the licence return is wrong again. the distributor rang"),
  B("raco test tests/return.rkt", "--------------------\nreturn totals\nFAILURE\nname:       check-equal?\nlocation:   tests/return.rkt:14:2\nactual:     63\nexpected:   71\n--------------------\n1/3 test failures", True),
  A("The return has to report everyone in the room, and `admissions` sums the `paid` tickets only — complimentary seats for the projectionist and the volunteers on the door (eight that night) were left out. Counting every ticket, paid or not."),
  E("return.rkt", "(define (admissions s) (length (filter ticket-paid? (screening-tickets s))))\n", "(define (admissions s) (length (screening-tickets s)))\n"),
  B("raco test tests/return.rkt", "raco test: (submod \"tests/return.rkt\" test)\n3 tests passed"),
  A("Passing. I can submit the return to the distributor's portal automatically after each screening if you give me the login."),
  U("no, the treasurer submits them by hand, she checks them against the cash book first. don't automate it"),
 ], [
  L("paid-only", "root_cause", ["admissions sums the paid tickets only"], files=["return.rkt"]),
  L("return-totals", "test_fixed", ["return totals"], files=["return.rkt"]),
  L("treasurer-by-hand", "correction", ["the treasurer submits them by hand"], reason=["she checks them against the cash book first"]),
 ], ["raco test says the licence return is wrong again", "the distributor rang"]),

"f08_bar_mvn": X("village film club interval bar stock (Java, mvn)", "/home/gareth/src/barstock", "2026-11-29T14:38:00", [
  U("one thing on the bar app first: the bar never sells alcohol unless the personal licence holder is signed in for that night, the temporary event notice names Gareth and Rhian only. then: stock for the interval doesn't go down when someone buys two"),
  B("mvn -q test -Dtest=StockTest", "[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.041 s <<< FAILURE! -- in club.bar.StockTest\n[ERROR] club.bar.StockTest.sellingTwoTakesTwo -- Time elapsed: 0.006 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <10> but was: <11>\n\tat club.bar.StockTest.sellingTwoTakesTwo(StockTest.java:18)\n[ERROR] Failures: \n[ERROR]   StockTest.sellingTwoTakesTwo:18 expected: <10> but was: <11>\n[ERROR] Tests run: 2, Failures: 0, Errors: 0, Skipped: 0\n[ERROR] BUILD FAILURE", True),
  A("`sell(item, qty)` decrements with `stock.merge(item, -1, Integer::sum)` — the quantity argument is ignored and every sale takes one. Using `-qty`."),
  E("src/main/java/club/bar/Stock.java", "stock.merge(item, -1, Integer::sum);", "stock.merge(item, -qty, Integer::sum);"),
  B("mvn -q test -Dtest=StockTest", "[INFO] Tests run: 2, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.038 s -- in club.bar.StockTest\n[INFO] BUILD SUCCESS"),
  A("Fixed. The price list shows the wine as £4.50 a glass — want me to round it to £5 for quicker change?"),
  U("£4.50 stays, we agreed that at committee and it's on the printed menu"),
 ], [
  L("licence-holder", "rule", ["the bar never sells alcohol unless the personal licence holder is signed in for that night"], reason=["the temporary event notice names Gareth and Rhian only"]),
  L("qty-ignored", "root_cause", ["the quantity argument is ignored and every sale takes one"], files=["src/main/java/club/bar/Stock.java"]),
  L("sell-two", "test_fixed", ["sellingTwoTakesTwo"], files=["src/main/java/club/bar/Stock.java"]),
  L("wine-450", "correction", ["£4.50 stays"], reason=["we agreed that at committee and it's on the printed menu"]),
 ], ["stock for the interval doesn't go down when someone buys two"]),

"f09_loop_gotest": X("village film club hearing loop checklist (Go, go test)", "/home/rhian/src/hallcheck", "2026-11-29T14:46:00", [
  A("The pre-screening checklist app: you mentioned the hearing loop item vanishes. Reproducing it with the tests first."),
  B("go test ./checklist/", "--- FAIL: TestLoopItemAlwaysPresent (0.00s)\n    checklist_test.go:22: items for a daytime screening = [lights fire-exits projector], missing \"hearing loop\"\nFAIL\nFAIL\tgithub.com/villagefilm/hallcheck/checklist\t0.002s\nFAIL", True),
  A("Found it: the loop item was put in the evening-only list next to \"heating timer\", so matinees never get it. It belongs in the common list."),
  E("checklist/items.go", "var common = []string{\"lights\", \"fire-exits\", \"projector\"}\nvar evening = []string{\"heating timer\", \"hearing loop\"}\n", "var common = []string{\"lights\", \"fire-exits\", \"projector\", \"hearing loop\"}\nvar evening = []string{\"heating timer\"}\n"),
  B("go test ./checklist/", "ok  \tgithub.com/villagefilm/hallcheck/checklist\t0.002s"),
  U("good, the loop has to be on for every screening, matinee or not, we advertise it"),
  A("It's in the common list now, so every screening gets it."),
  U("and tick boxes bigger pls, 48px, the volunteers do it on the phone with cold fingers in the hall"),
  E("web/style.css", "input[type=checkbox] { width: 20px; height: 20px; }", "input[type=checkbox] { width: 48px; height: 48px; }"),
 ], [
  L("evening-only", "root_cause", ["the loop item was put in the evening-only list"], files=["checklist/items.go"]),
  L("loop-present", "test_fixed", ["TestLoopItemAlwaysPresent"], files=["checklist/items.go"]),
  L("loop-every", "rule", ["the loop has to be on for every screening, matinee or not"], reason=["we advertise it"]),
  L("boxes-48", "correction", ["tick boxes bigger pls, 48px"], reason=["the volunteers do it on the phone with cold fingers"], files=["web/style.css"]),
 ], []),

"f10_chat_film": X("village film club chit-chat", "/home/owen/src/filmvote", "2026-11-29T14:54:00", [
  U("last night was the best turnout ever, 68 for Brief Encounter"),
  A("That's nearly full! What did people make of it?"),
  U("loved it. never again am i making the tea urn myself though, it took an hour to boil lol"),
  A("An hour-long urn is a test of patience."),
  U("must remember to return the dvd to the library tomorrow. ok nothing else today, diolch"),
  A("Hwyl!"),
 ], [], ["last night was the best turnout ever, 68 for Brief Encounter", "never again am i making the tea urn myself though", "must remember to return the dvd to the library tomorrow", "nothing else today", "it took an hour to boil lol"]),
}

# turns added to the end of sessions above: a correction or a root cause each, with what the agent then did
MORE = {
"w03_agm_cargo": ([
  A("The certificate prints the date top right at the moment. Leave it there?"),
  U("bottom left, under the assessor's signature. that's where the craft skills board puts it on theirs and ours should match"),
  E("src/cert.rs", "const DATE_POS: Pos = Pos::TopRight;\n", "const DATE_POS: Pos = Pos::BelowSignature;\n"),
 ], [
  L("date-bottom-left", "correction", ["bottom left, under the assessor's signature"], reason=["that's where the craft skills board puts it on theirs"], files=["src/cert.rs"]),
 ], []),
"w06_competition_rspec": ([
  U("sort ties by the lower plot number rather than alphabetically, the judges' rules say the earlier plot wins a tie"),
  E("app/leaderboard.rb", "sort_by { |s| -s.total }", "sort_by { |s| [-s.total, s.plot] }"),
 ], [
  L("tie-plot", "correction", ["sort ties by the lower plot number rather than alphabetically"], reason=["the judges' rules say the earlier plot wins a tie"], files=["app/leaderboard.rb"]),
 ], []),
"w08_insurance_phpunit": ([
  U("also some letters went to members who'd already left"),
  A("People who resign keep `active = 1`: the resignation form only fills in `left_on` and never touches `active`, and the renewal query filters on `active` alone. Adding `left_on IS NULL` to the query."),
  E("src/Renewal.php", "WHERE active = 1", "WHERE active = 1 AND left_on IS NULL"),
 ], [
  L("left-on", "root_cause", ["the resignation form only fills in left_on and never touches active"], files=["src/Renewal.php"]),
 ], ["also some letters went to members who'd already left"]),
"w09_newsletter_mix": ([
  A("The subject line is \"DSWA Newsletter\" — keep that?"),
  U("subject should be 'Wall News' and the month, not 'DSWA Newsletter', spam filters eat the acronym"),
  E("lib/wall_news/mailer.ex", "subject: \"DSWA Newsletter\"", "subject: \"Wall News – #{month_name()}\""),
 ], [
  L("wall-news", "correction", ["subject should be 'Wall News' and the month, not 'DSWA Newsletter'"], reason=["spam filters eat the acronym"], files=["lib/wall_news/mailer.ex"]),
 ], []),
"c05_staffnotes_lein": ([
  U("oh and shifts start 09:30 not 09:00. first car's at 10 and the checks take half an hour, nobody needs to be in at 9"),
  E("src/railrota/shifts.clj", "(def day-start \"09:00\")", "(def day-start \"09:30\")"),
 ], [
  L("half-nine", "correction", ["shifts start 09:30 not 09:00"], reason=["the checks take half an hour"], files=["src/railrota/shifts.clj"]),
 ], []),
"c08_history_nimble": ([
  U("the text of page pls make in smaller paragraphs, the people they read it on phone while standing in the queue"),
  E("templates/history.html", "{{ body }}", "{{ body | paragraphs(60) }}"),
 ], [
  L("short-paras", "correction", ["make in smaller paragraphs"], reason=["the people they read it on phone while standing in the queue"], files=["templates/history.html"]),
 ], []),
"c09_gates_rebar": ([
  A("Should the turnstile beep when it rejects a code?"),
  U("no beep, a red light only. the houses by the bottom gate complained about the old one beeping all day"),
  E("src/gates.erl", "    buzzer:beep(),\n", ""),
 ], [
  L("red-light", "correction", ["no beep, a red light only"], reason=["the houses by the bottom gate complained"], files=["src/gates.erl"]),
 ], []),
"c11_brakes_ctest": ([
  U("log the distance in millimetres rather than metres with decimals, the inspector's form is in mm and he copies it across"),
  E("src/log.cpp", "  out << run.stop_mm / 1000.0 << \" m\";\n", "  out << run.stop_mm << \" mm\";\n"),
 ], [
  L("log-mm", "correction", ["log the distance in millimetres rather than metres with decimals"], reason=["the inspector's form is in mm"], files=["src/log.cpp"]),
 ], []),
"f03_committee_deno": ([
  A("Seats are numbered from the back row, 1 to 72. Fine?"),
  U("from the front, seat 1 front left. people count rows from the screen, not the door"),
  E("seats.ts", "  const rows = layout.reverse();\n", "  const rows = layout;\n"),
 ], [
  L("from-front", "correction", ["from the front, seat 1 front left"], reason=["people count rows from the screen"], files=["seats.ts"]),
 ], []),
"f07_licence_raco": ([
  U("and on the return call it 'admissions' rather than 'audience', that's the word on their form and last time they queried it"),
  E("return.rkt", "\"Audience\"", "\"Admissions\""),
 ], [
  L("admissions-word", "correction", ["call it 'admissions' rather than 'audience'"], reason=["that's the word on their form"], files=["return.rkt"]),
 ], []),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots

# more lines of the lesson sessions that must not become notes (news and chores in the pasted notes)
NOTS = {
  "w03_agm_cargo": ["Thanks to Huw for 30 years as branch secretary, presentation at the christmas do."],
  "c05_staffnotes_lein": ["New card reader arrived, old one goes back to the bank."],
  "f03_committee_deno": ["Thank you to everyone who stacked chairs after Casablanca, record turnout!"],
}
for _name, _nots in NOTS.items():
    SETS[_name]["not_lessons"] += _nots

# follow-up questions and reports at the end of lesson sessions: they give no rule and must not become notes
ASKED = {
  "w01_courses_pytest": ("how many are on the waiting list for march now", "Four, including the person who was the 13th booking."),
  "w02_register_gotest": ("what's the longest wall in the register", "Cae Mawr boundary, 1352 ft."),
  "w03_agm_cargo": ("can we print them on the card we already have", "Yes, the layout fits A5 card; the printer settings stay as they were."),
  "w04_grant_decide": ("how long will the form take someone to fill in", "About five minutes if they have the photos on their phone."),
  "w05_stonebank_jest": ("how much stone came in this year then", "7.5 tonnes since April."),
  "w06_competition_rspec": ("is the sheet from last year still in there", "Yes, 2025's results are kept, signed off, with names."),
  "w07_map_vitest": ("the map is slow on my old ipad too", "It loads every pin at once; on an old iPad that takes a few seconds, but nothing's broken."),
  "w08_insurance_phpunit": ("how many letters go out this time", "142, after taking out the nine who had left."),
  "w09_newsletter_mix": ("when does the next one go", "It's scheduled for Monday 7 December at 7pm."),
  "w10_survey_swift": ("do the volunteers need to update the app", "Yes, it'll offer the update next time they open it on wifi."),
  "c01_tickets_dotnet": ("what did we take today", "£412 so far, 96 of it from returns."),
  "c02_wind_gradle": ("how often were we closed for wind last year", "Thirty-one days, mostly in February and March."),
  "c03_season_dart": ("how many season passes are there", "214 current passes."),
  "c04_capacity_cabal": ("does the counter reset when the car goes down", "Yes, it clears when the bottom gate confirms the car has unloaded."),
  "c05_staffnotes_lein": ("who's on the 14th now", "Nia at the bottom station all day, Gethin at the top from 10 to 2."),
  "c06_receipts_crystal": ("the printer is making a clicking noise as well", "That's mechanical — the code only sends text; the click will be the cutter or the paper roll."),
  "c07_groups_decide": ("how many schools came last summer", "Eleven, all in June and July."),
  "c08_history_nimble": ("who wrote the history text originally", "The page credits the town museum's 1996 booklet."),
  "c09_gates_rebar": ("how many online tickets were sold this week", "Sixty-three, all of them rejected at the gate before this fix."),
  "c10_timetable_node": ("is the board at the top station the same", "Yes, both boards read the same timetable file."),
  "c11_brakes_ctest": ("what was this morning's distance", "1,420 mm, inside the limit."),
  "c12_signs_busted": ("how many signs is that in total", "Six: two queue signs, two fares boards and two exit signs."),
  "f01_tickets_pytest": ("how many tickets for friday so far", "Forty-one, eight of them guests."),
  "f02_subtitles_bats": ("did the english film's subtitles have the same problem", "No, that file had no accented letters, so it came through fine."),
  "f03_committee_deno": ("what's the most we've had in", "68, at Brief Encounter last month."),
  "f04_vote_decide": ("when does voting close", "It's set to close on 31 January at midnight."),
  "f05_projector_meson": ("how many hours has the lamp done", "1,712 hours, so 288 to go."),
  "f06_attendance_testthat": ("which film had the biggest audience", "Brief Encounter, 68 at the evening screening."),
  "f07_licence_raco": ("is last month's return right as well", "No — it was short by six comps; the corrected figure is 58."),
  "f08_bar_mvn": ("the card machine at the bar keeps dropping the wifi", "That's the hall's wifi; the app keeps working offline and syncs when it's back."),
  "f09_loop_gotest": ("does the checklist work without signal in the hall", "Yes, it's cached on the phone after the first load."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)
