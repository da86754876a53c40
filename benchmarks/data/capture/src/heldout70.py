# heldout70: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout68's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a bowls club, a judo club and a pub quiz league (none of them an earlier set's domain).
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
# ---------------------------------------------------------------- bowls club
"b01_rinks_pytest": X("bowls club rink booking (Python, pytest)", "/home/gwen/src/bowls-rinks", "2026-12-01T08:03:00", [
  U("morning. one thing first: no rink gets booked on the green between 1 nov and 31 mar, the greenkeeper has it under covers and a single booking means someone walks on it. the problem: the booking page lets me book rink 4 twice for the same friday afternoon"),
  B("python -m pytest tests/test_bookings.py -q", "..F.                                                                     [100%]\n=================================== FAILURES ===================================\n__________________________ test_rink_double_booking ___________________________\n\n    def test_rink_double_booking():\n        book(rink=4, day=FRI, slot='pm')\n>       with pytest.raises(RinkTaken):\nE       Failed: DID NOT RAISE <class 'rinks.RinkTaken'>\n\ntests/test_bookings.py:31: Failed\n=========================== short test summary info ============================\nFAILED tests/test_bookings.py::test_rink_double_booking - Failed: DID NOT RAISE\n1 failed, 3 passed in 0.22s", True),
  R("rinks/book.py", "def taken(rink, day, slot):\n    return any(b.rink == rink and b.day == day and b.slot == slot for b in BOOKINGS if b.status == 'Confirmed')\n"),
  A("The clash check only looks at bookings whose status is 'Confirmed' with a capital C, while the form saves 'confirmed' in lower case, so no saved booking ever counts as taken. Comparing case-insensitively."),
  E("rinks/book.py", "b.status == 'Confirmed'", "b.status.lower() == 'confirmed'"),
  B("python -m pytest tests/test_bookings.py -q", "....                                                                     [100%]\n4 passed in 0.17s"),
 ], [
  L("winter-covers", "rule", ["no rink gets booked on the green between 1 nov and 31 mar"], reason=["the greenkeeper has it under covers"]),
  L("status-case", "root_cause", ["status is 'Confirmed' with a capital C, while the form saves 'confirmed' in lower case"], files=["rinks/book.py"]),
  L("double-booking", "test_fixed", ["test_rink_double_booking"], files=["rinks/book.py"]),
 ], ["the booking page lets me book rink 4 twice for the same friday afternoon"]),

"b02_league_gotest": X("bowls club county league table (Go, go test)", "/home/ron/src/leaguetable", "2026-12-01T08:19:00", [
  A("Picking up the league table: Ron reported that Ashby sit above us though we beat them on shots. Running the table tests."),
  B("go test ./table/", "--- FAIL: TestTieOnPointsGoesToShotDifference (0.00s)\n    table_test.go:41: position 3: got Ashby BC, want Fernhill BC\nFAIL\nFAIL\tgithub.com/fernhill/leaguetable/table\t0.003s\nFAIL", True),
  A("sort.Slice is used with a less function that compares points only; equal points leave the order to whatever sort.Slice does, which isn't stable, so ties come out in any order. Adding shot difference as the tie-break."),
  E("table/table.go", "\t\treturn t[i].Points > t[j].Points\n", "\t\tif t[i].Points != t[j].Points {\n\t\t\treturn t[i].Points > t[j].Points\n\t\t}\n\t\treturn t[i].ShotDiff() > t[j].ShotDiff()\n"),
  B("go test ./table/", "--- FAIL: TestTieOnPointsGoesToShotDifference (0.00s)\n    table_test.go:41: position 3: got Ashby BC, want Fernhill BC\nFAIL\nFAIL\tgithub.com/fernhill/leaguetable/table\t0.003s\nFAIL", True),
  A("Same failure. ShotDiff reads ShotsAgainst from the away fixtures only, and our big win over Ashby was at home, so their shots against us never reach our difference. Summing home and away."),
  E("table/team.go", "\treturn t.ShotsFor - t.AwayShotsAgainst\n", "\treturn t.ShotsFor - (t.HomeShotsAgainst + t.AwayShotsAgainst)\n"),
  B("go test ./table/", "ok  \tgithub.com/fernhill/leaguetable/table\t0.002s"),
  U("ta. can you show shot difference as +12 style"),
  E("web/table.tmpl", "{{.ShotDiff}}", "{{printf \"%+d\" .ShotDiff}}"),
 ], [
  L("unstable-tie", "root_cause", ["compares points only; equal points leave the order to whatever sort.Slice does"], files=["table/table.go"]),
  L("away-only", "root_cause", ["ShotDiff reads ShotsAgainst from the away fixtures only"], files=["table/team.go"]),
  L("tie-shot-diff", "test_fixed", ["TestTieOnPointsGoesToShotDifference"], files=["table/team.go"]),
 ], ["can you show shot difference as +12 style"]),

"b03_agm_cargo": X("bowls club AGM notes and green fees (Rust, cargo test)", "/home/gwen/src/greenfees", "2026-12-01T08:35:00", [
  U("pasting the AGM notes from saturday, Pat wants the fees thing sorted\n\nFernhill Bowls Club AGM 28 Nov\n- Thanks to the catering team for the strawberry tea, raised £412\n- New bench by rink 1 in memory of Alan Price, plaque due in Feb\n- Visitors' green fee goes to £6, members bringing a guest pay it at the bar, never at the gate, the gate has no till and cash went missing in August\n- Bowls left in the pavilion overnight are the owner's risk, the insurer will not cover them\n- Pat reports the fees spreadsheet charged juniors the full £6 all summer although juniors are free, needs fixing\n- Opening day 12 April, spider and roll-up\n- Election: Gwen secretary again, Ron captain\nAOB none"),
  B("cargo test", "   Compiling greenfees v0.3.1 (/home/gwen/src/greenfees)\n    Finished test [unoptimized + debuginfo] target(s) in 1.84s\n     Running unittests src/lib.rs (target/debug/deps/greenfees-4f1c2a)\n\nrunning 4 tests\ntest tests::adult_visitor_pays_six ... ok\ntest tests::member_free ... ok\ntest tests::junior_visitor_is_free ... FAILED\ntest tests::senior_pays_six ... ok\n\nfailures:\n\n---- tests::junior_visitor_is_free stdout ----\nthread 'tests::junior_visitor_is_free' panicked at src/lib.rs:58:9:\nassertion `left == right` failed\n  left: 600\n right: 0\n\nfailures:\n    tests::junior_visitor_is_free\n\ntest result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  A("I see it: the `Junior` arm of the match comes after a `_ if age >= 0` guard, which matches every age, so the junior arm is unreachable and juniors fall into the adult price. Moving the junior check first."),
  E("src/lib.rs", "        _ if v.age >= 0 => 600,\n        _ if v.age < 18 => 0,\n", "        _ if v.age < 18 => 0,\n        _ => 600,\n"),
  B("cargo test", "    Finished test [unoptimized + debuginfo] target(s) in 0.91s\n     Running unittests src/lib.rs (target/debug/deps/greenfees-4f1c2a)\n\nrunning 4 tests\ntest tests::adult_visitor_pays_six ... ok\ntest tests::junior_visitor_is_free ... ok\ntest tests::member_free ... ok\ntest tests::senior_pays_six ... ok\n\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
 ], [
  L("fee-at-bar", "rule", ["members bringing a guest pay it at the bar, never at the gate"], reason=["the gate has no till and cash went missing in August"]),
  L("catch-all-first", "root_cause", ["the junior arm is unreachable and juniors fall into the adult price"], files=["src/lib.rs"]),
  L("junior-free", "test_fixed", ["junior_visitor_is_free"], files=["src/lib.rs"]),
 ], ["Pat reports the fees spreadsheet charged juniors the full £6 all summer although juniors are free", "Thanks to the catering team for the strawberry tea, raised £412", "Opening day 12 April, spider and roll-up"]),

"b04_draw_decide": X("bowls club pairs competition draw (question before code)", "/home/ron/src/draws", "2026-12-01T08:50:00", [
  U("before you write the draw thing, should the club pairs be drawn at random or seeded by last year's results? half the members want one half the other"),
  A("Seeding keeps the strong pairs apart until late rounds; a random draw is simpler and seen as fairer in a social club, though it can knock two good pairs out early."),
  U("random then, with the last two winners kept apart in opposite halves. it's a social club, but nobody wants the final decided in round one"),
  W("draws/pairs.py", "def draw(pairs, holders):\n    random.shuffle(pairs)\n    return split_holders(pairs, holders)\n"),
  A("Done. Do you want me to text every entrant their opponent from the club mobile?"),
  U("thanks, but no texts from the club mobile, the draw goes on the noticeboard and people look, half of them don't own a mobile anyway"),
 ], [
  L("random-draw", "decision", ["random then, with the last two winners kept apart in opposite halves"], reason=["nobody wants the final decided in round one"], files=["draws/pairs.py"]),
  L("noticeboard", "correction", ["no texts from the club mobile, the draw goes on the noticeboard"], reason=["half of them don't own a mobile anyway"]),
 ], ["should the club pairs be drawn at random or seeded by last year's results?", "half the members want one half the other"]),

"b05_scorecard_jest": X("bowls club scorecard app (TypeScript, jest)", "/home/tom/src/scorecard", "2026-12-01T09:04:00", [
  U("jest output, the end totals are wrong after a dead end\n\n FAIL  src/__tests__/ends.test.ts\n  ● ends › a dead end is replayed and scores nothing\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 14\n    Received: 15\n\n      22 |     card.deadEnd(7);\n      23 |     card.end(8, { us: 2 });\n    > 24 |     expect(card.total('us')).toBe(14);\n         |                              ^\n\nTests:       1 failed, 11 passed, 12 total"),
  R("src/card.ts", "deadEnd(n: number) {\n  this.ends.push({ n, us: this.ends[this.ends.length - 1].us, them: 0 });\n}\n"),
  A("deadEnd() pushes an end that copies the previous end's score for us instead of zero, so the shot from end 6 gets counted again. A dead end is replayed and scores nothing for either side."),
  E("src/card.ts", "us: this.ends[this.ends.length - 1].us, them: 0", "us: 0, them: 0, dead: true"),
  B("npx jest src/__tests__/ends.test.ts", " PASS  src/__tests__/ends.test.ts\n  ends\n    ✓ a dead end is replayed and scores nothing (3 ms)\n\nTests:       12 passed, 12 total\nSnapshots:   0 total\nTime:        1.02 s"),
  A("Fixed. I've also made the score buttons smaller so all 21 ends fit on one screen."),
  U("revert that. skips score with cold hands in october, they need the big buttons"),
  E("src/card.css", ".score-btn { height: 36px; }\n", ".score-btn { height: 64px; }\n"),
 ], [
  L("copies-score", "root_cause", ["copies the previous end's score for us instead of zero"], files=["src/card.ts"]),
  L("dead-end", "test_fixed", ["a dead end is replayed and scores nothing"], files=["src/card.ts"]),
  L("big-buttons", "correction", ["revert that"], reason=["skips score with cold hands in october, they need the big buttons"], files=["src/card.css"]),
 ], []),

"b06_members_rspec": X("bowls club membership list (Ruby, rspec)", "/home/gwen/src/members", "2026-12-01T09:20:00", [
  U("the renewal letters went to people who died this year. mortifying. Mrs Price got one for Alan"),
  B("bundle exec rspec spec/renewals_spec.rb", "F..\n\nFailures:\n\n  1) Renewals skips members marked deceased\n     Failure/Error: expect(Renewals.due).not_to include(alan)\n       expected [#<Member name=\"Alan Price\">, ...] not to include #<Member name=\"Alan Price\">\n     # ./spec/renewals_spec.rb:12:in `block (2 levels) in <top (required)>'\n\nFinished in 0.03412 seconds (files took 0.41 seconds to load)\n3 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/renewals_spec.rb:9 # Renewals skips members marked deceased", True),
  A("Renewals.due filters on `status == 'lapsed'` and the deceased flag lives in a separate `notes` text column as the word 'deceased', which nothing reads. Checking the notes."),
  E("lib/renewals.rb", "    Member.where.not(status: 'lapsed')\n", "    Member.where.not(status: 'lapsed').where.not('notes ILIKE ?', '%deceased%')\n"),
  B("bundle exec rspec spec/renewals_spec.rb", "F..\n\nFailures:\n\n  1) Renewals skips members marked deceased\n     Failure/Error: Member.where.not(status: 'lapsed').where.not('notes ILIKE ?', '%deceased%')\n     ActiveRecord::StatementInvalid:\n       SQLite3::SQLException: near \"ILIKE\": syntax error\n\n3 examples, 1 failure", True),
  A("SQLite has no ILIKE. Using LOWER() with LIKE so it runs on the club's SQLite file."),
  E("lib/renewals.rb", "where.not('notes ILIKE ?', '%deceased%')", "where.not('LOWER(notes) LIKE ?', '%deceased%')"),
  B("bundle exec rspec spec/renewals_spec.rb", "...\n\nFinished in 0.02871 seconds (files took 0.39 seconds to load)\n3 examples, 0 failures"),
  A("Should I add a proper deceased column and migrate the notes into it?"),
  U("yes, and a member marked deceased is never deleted, the honours board and the trophy records need their name"),
 ], [
  L("notes-column", "root_cause", ["the deceased flag lives in a separate notes text column"], files=["lib/renewals.rb"]),
  L("no-ilike", "root_cause", ["SQLite has no ILIKE"], files=["lib/renewals.rb"]),
  L("skips-deceased", "test_fixed", ["skips members marked deceased"], files=["lib/renewals.rb"]),
  L("never-delete", "rule", ["a member marked deceased is never deleted"], reason=["the honours board and the trophy records need their name"]),
 ], ["the renewal letters went to people who died this year", "Mrs Price got one for Alan"]),

"b07_bar_phpunit": X("bowls club bar stock (PHP, phpunit)", "/home/pat/src/barstock", "2026-12-01T09:36:00", [
  U("bar stock says we have -4 barrels of bitter"),
  B("vendor/bin/phpunit tests/StockTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n.F.\n\nTime: 00:00.021, Memory: 6.00 MB\n\nThere was 1 failure:\n\n1) Tests\\StockTest::testDeliveryAddsBarrels\nFailed asserting that -4 is identical to 2.\n\n/home/pat/src/barstock/tests/StockTest.php:18\n\nFAILURES!\nTests: 3, Assertions: 3, Failures: 1.", True),
  A("The delivery form posts the quantity into the same handler as a sale, `adjust($item, -$qty)`, so every delivery is subtracted. Giving deliveries their own sign."),
  E("src/Stock.php", "        $this->adjust($item, -$qty);\n", "        $this->adjust($item, $type === 'delivery' ? $qty : -$qty);\n"),
  B("vendor/bin/phpunit tests/StockTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n...\n\nTime: 00:00.019, Memory: 6.00 MB\n\nOK (3 tests, 3 assertions)"),
  A("Stock is right again. I also set a low-stock email to go to the whole committee."),
  U("why the whole committee there? use just Pat as bar steward, the others get 40 emails a week already and ignore them"),
  E("config/alerts.php", "'to' => 'committee@fernhillbowls.org',", "'to' => 'bar@fernhillbowls.org',"),
 ], [
  L("delivery-subtracted", "root_cause", ["every delivery is subtracted"], files=["src/Stock.php"]),
  L("delivery-adds", "test_fixed", ["testDeliveryAddsBarrels"], files=["src/Stock.php"]),
  L("just-pat", "correction", ["use just Pat as bar steward"], alternative=["why the whole committee there?"], reason=["the others get 40 emails a week already"], files=["config/alerts.php"]),
 ], ["bar stock says we have -4 barrels of bitter"]),

"b08_handicap_mix": X("bowls club handicap singles (Elixir, mix test)", "/home/ron/src/handicaps", "2026-12-01T09:51:00", [
  U("handicaps: from this season the start is capped at 8 shots, last year someone started 14 up in a 21 up game and the final was over in 20 minutes. and the calc gives Jean a start of 0 when she should get 5"),
  B("mix test test/handicap_test.exs", "\n\n  1) test start is the difference in grades (HandicapTest)\n     test/handicap_test.exs:9\n     Assertion with == failed\n     code:  assert Handicap.start(jean, ron) == 5\n     left:  0\n     right: 5\n     stacktrace:\n       test/handicap_test.exs:11: (test)\n\n.\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n2 tests, 1 failure", True),
  A("Handicap.start/2 subtracts the stronger player's grade from the weaker one's, then max(0) clamps it; the arguments arrive the other way round from the match form (weaker second), so the result is negative and clamps to 0. Using the absolute difference."),
  E("lib/handicap.ex", "    max(0, b.grade - a.grade)\n", "    min(8, abs(a.grade - b.grade))\n"),
  B("mix test test/handicap_test.exs", "..\nFinished in 0.02 seconds (0.00s async, 0.02s sync)\n2 tests, 0 failures"),
 ], [
  L("cap-eight", "rule", ["the start is capped at 8 shots"], reason=["the final was over in 20 minutes"], files=["lib/handicap.ex"]),
  L("args-swapped", "root_cause", ["the arguments arrive the other way round from the match form"], files=["lib/handicap.ex"]),
  L("grade-difference", "test_fixed", ["start is the difference in grades"], files=["lib/handicap.ex"]),
 ], ["the calc gives Jean a start of 0 when she should get 5"]),

"b09_fixtures_gradle": X("bowls club fixture card (Kotlin, gradle test)", "/home/tom/src/fixturecard", "2026-12-01T10:05:00", [
  A("The fixture card printout ends at August; September's friendlies are missing. Running the card tests."),
  B("./gradlew test", "> Task :test FAILED\n\nFixtureCardTest > includesSeptember() FAILED\n    org.opentest4j.AssertionFailedError: expected: <31> but was: <24>\n        at app//org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:55)\n        at app//FixtureCardTest.includesSeptember(FixtureCardTest.kt:22)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.", True),
  A("Season end is built as `LocalDate.of(year, 9, 1)` and the filter uses `isBefore(end)`, so everything from 1 September on is dropped. The season ends on 30 September, so the end date should be 1 October exclusive."),
  E("src/main/kotlin/Card.kt", "LocalDate.of(year, 9, 1)", "LocalDate.of(year, 10, 1)"),
  B("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 3s\n4 actionable tasks: 2 executed, 2 up to date"),
  U("cheers. print it A5 not A4, it goes in the members' handbook"),
  E("src/main/kotlin/Print.kt", "PageSize.A4", "PageSize.A5"),
 ], [
  L("season-end", "root_cause", ["everything from 1 September on is dropped"], files=["src/main/kotlin/Card.kt"]),
  L("includes-september", "test_fixed", ["includesSeptember"], files=["src/main/kotlin/Card.kt"]),
  L("a5", "correction", ["A5 not A4"], reason=["it goes in the members' handbook"], files=["src/main/kotlin/Print.kt"]),
 ], []),

"b10_kit_swift": X("bowls club kit shop (Swift, swift test)", "/home/pat/src/KitShop", "2026-12-01T10:18:00", [
  U("hiya, the club shirt order form rounds the price wrong, £18.50 shirt shows as £18. can you look. also please keep everything in the shop whites or greys only, the county rules say no colours on the green apart from club badge"),
  B("swift test", "Building for debugging...\n[4/4] Compiling KitShopTests PriceTests.swift\nTest Suite 'All tests' started at 2026-12-01 10:19:02.311\nTest Case '-[KitShopTests.PriceTests testPenceKept]' started.\n/home/pat/src/KitShop/Tests/KitShopTests/PriceTests.swift:14: error: -[KitShopTests.PriceTests testPenceKept] : XCTAssertEqual failed: (\"£18\") is not equal to (\"£18.50\")\nTest Case '-[KitShopTests.PriceTests testPenceKept]' failed (0.004 seconds).\nExecuted 3 tests, with 1 failure (0 unexpected) in 0.009 (0.011) seconds", True),
  A("The formatter's maximumFractionDigits is 0, copied from the member-count formatter, so pence are dropped. Setting 2 fraction digits for prices."),
  E("Sources/KitShop/Price.swift", "f.maximumFractionDigits = 0\n", "f.minimumFractionDigits = 2\nf.maximumFractionDigits = 2\n"),
  B("swift test", "Building for debugging...\nTest Suite 'All tests' passed at 2026-12-01 10:20:40.118.\n\t Executed 3 tests, with 0 failures (0 unexpected) in 0.008 (0.010) seconds"),
 ], [
  L("whites-greys", "rule", ["keep everything in the shop whites or greys only"], reason=["the county rules say no colours on the green apart from club badge"]),
  L("fraction-zero", "root_cause", ["maximumFractionDigits is 0, copied from the member-count formatter"], files=["Sources/KitShop/Price.swift"]),
  L("pence-kept", "test_fixed", ["testPenceKept"], files=["Sources/KitShop/Price.swift"]),
 ], ["the club shirt order form rounds the price wrong, £18.50 shirt shows as £18"]),

"b11_chat_bowls": X("bowls club chit-chat", "/home/gwen/src/members", "2026-12-01T10:31:00", [
  U("we beat Ashby in the indoor friendly last night, first time in years"),
  A("Congratulations, that must have gone down well in the bar."),
  U("it did. never again am i skipping against their captain on a swingy carpet though. always the jack that runs into the ditch on the last end"),
  A("Ha, that's bowls."),
  U("i must remember to return the trophy to the engraver, anyway no code tonight"),
  A("Enjoy the win."),
 ], [], ["we beat Ashby in the indoor friendly last night", "never again am i skipping against their captain on a swingy carpet", "always the jack that runs into the ditch on the last end", "i must remember to return the trophy to the engraver", "no code tonight"]),
# ---------------------------------------------------------------- judo club
"j01_grading_mvn": X("judo club grading records (Java, mvn test)", "/home/kenji/src/grading", "2026-12-01T11:02:00", [
  U("Hi, two rules for the grading system before we start: nobody's grade is entered unless the examiner's BJA number is on the sheet, the association rejects the whole batch otherwise. And grading results are only shown to the judoka and their parent, never on the public board, some kids fail and it's not for everyone to see. Now: the system says Maya is eligible for orange belt, she only had her yellow 2 months ago and needs 3"),
  B("mvn -q test -Dtest=EligibilityTest", "[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.061 s <<< FAILURE! -- in club.grading.EligibilityTest\n[ERROR] club.grading.EligibilityTest.threeMonthsBetweenKyuGrades -- Time elapsed: 0.008 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <false> but was: <true>\n\tat club.grading.EligibilityTest.threeMonthsBetweenKyuGrades(EligibilityTest.java:27)\n[ERROR] Failures: \n[ERROR]   EligibilityTest.threeMonthsBetweenKyuGrades:27 expected: <false> but was: <true>\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE", True),
  R("src/main/java/club/grading/Eligibility.java", "long months = ChronoUnit.MONTHS.between(last.getDate(), today);\nreturn months >= MIN_MONTHS;\n// MIN_MONTHS = 2\n"),
  A("MIN_MONTHS is 2, which is the senior dan gap from the old spreadsheet, not the 3 months the kyu grades need. I'll split the constant by grade type."),
  E("src/main/java/club/grading/Eligibility.java", "static final int MIN_MONTHS = 2;", "static final int MIN_MONTHS_KYU = 3;"),
  B("mvn -q test -Dtest=EligibilityTest", "[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.052 s -- in club.grading.EligibilityTest\n[INFO] BUILD SUCCESS"),
 ], [
  L("bja-number", "rule", ["nobody's grade is entered unless the examiner's BJA number is on the sheet"], reason=["the association rejects the whole batch otherwise"]),
  L("results-private", "rule", ["grading results are only shown to the judoka and their parent, never on the public board"], reason=["some kids fail and it's not for everyone to see"]),
  L("dan-gap", "root_cause", ["MIN_MONTHS is 2, which is the senior dan gap from the old spreadsheet"], files=["src/main/java/club/grading/Eligibility.java"]),
  L("three-months", "test_fixed", ["threeMonthsBetweenKyuGrades"], files=["src/main/java/club/grading/Eligibility.java"]),
 ], ["the system says Maya is eligible for orange belt, she only had her yellow 2 months ago and needs 3"]),

"j02_mat_dart": X("judo club mat rota app (Dart, dart test)", "/home/sian/src/matrota", "2026-12-01T11:18:00", [
  U("the mat-laying rota puts the same three parents on every week"),
  B("dart test test/rota_test.dart", "00:00 +2 -1: rota rotates through all volunteers [E]\n  Expected: <12>\n    Actual: <3>\n  package:test_api           expect\n  test/rota_test.dart 19:5  main.<fn>\n\n00:00 +2 -1: Some tests failed.", True),
  A("Volunteers are picked with `take(3)` on the list each week but the list is never rotated, so the first three names are picked every time. Rotating by three after each week."),
  E("lib/rota.dart", "    week.add(vols.take(3).toList());\n", "    week.add(vols.take(3).toList());\n    vols = [...vols.skip(3), ...vols.take(3)];\n"),
  B("dart test test/rota_test.dart", "00:00 +2 -1: rota rotates through all volunteers [E]\n  Expected: <12>\n    Actual: <3>\n  test/rota_test.dart 19:5  main.<fn>\n\n00:00 +2 -1: Some tests failed.", True),
  A("Still three. `vols` is the function's parameter and the loop copies it into `pool` at the top, and the take reads `pool` — my rotation went to the wrong variable. Rotating `pool`."),
  E("lib/rota.dart", "    vols = [...vols.skip(3), ...vols.take(3)];\n", "    pool = [...pool.skip(3), ...pool.take(3)];\n"),
  B("dart test test/rota_test.dart", "00:00 +3: All tests passed!"),
  A("All twelve volunteers cycle now. Do you want a reminder notification the night before?"),
  U("morning of, not night before. most of them are shift workers and a 9pm ping wakes the kids"),
  E("lib/notify.dart", "const remindAt = Duration(hours: -15);", "const remindAt = Duration(hours: -3);"),
 ], [
  L("never-rotated", "root_cause", ["the list is never rotated, so the first three names are picked every time"], files=["lib/rota.dart"]),
  L("wrong-variable", "root_cause", ["my rotation went to the wrong variable"], files=["lib/rota.dart"]),
  L("rotates-all", "test_fixed", ["rota rotates through all volunteers"], files=["lib/rota.dart"]),
  L("morning-of", "correction", ["morning of, not night before"], reason=["a 9pm ping wakes the kids"], files=["lib/notify.dart"]),
 ], ["the mat-laying rota puts the same three parents on every week"]),

"j03_weighin_flutter": X("judo club competition weigh-in (Flutter, flutter test)", "/home/kenji/src/weighin", "2026-12-01T11:34:00", [
  U("weigh-in app puts a 46.2kg girl in -44. that's wrong, she's -48"),
  B("flutter test test/category_test.dart", "00:02 +4 -1: categories a weight on the line goes up a category [E]\n  Expected: '-48'\n    Actual: '-44'\n     Which: is different.\n  package:matcher                       expect\n  test/category_test.dart 31:7          main.<fn>.<fn>\n\n00:02 +4 -1: Some tests failed.", True),
  A("Weights are truncated to an int before the lookup (`w.toInt()`), so 46.2 becomes 46 and then it compares against the category limits with `<=` on the int, and the -48 limit check never sees the decimals... actually 46 <= 48 should give -48. Looking again: the categories list is 40, 44, 48 but ordered descending, and firstWhere returns the first limit greater than or equal, which in a descending list is the top one below... the list order is the bug."),
  R("lib/categories.dart", "const girlsU15 = [57, 52, 48, 44, 40];\nString category(double w) => '-${girlsU15.lastWhere((l) => w <= l)}';\n"),
  A("lastWhere on a descending list returns the smallest limit the weight fits under, and 46.2 <= 44 is false so... it should return 48. The real issue is `w` here is the weight minus the 2kg allowance the app gives for clothes, 44.2, which was meant for a paper-scale weigh-in only. Competitions weigh in judogi-free, so no allowance."),
  E("lib/weighin.dart", "  final w = scale - 2.0;\n", "  final w = scale;\n"),
  B("flutter test test/category_test.dart", "00:02 +5: All tests passed!"),
  U("ok. and while ur there, the weigh-in sheet should never show the actual weight next to the name, only the category. teenage girls, you know why"),
  E("lib/sheet.dart", "Text('${j.name}  ${j.weight}kg  ${j.category}')", "Text('${j.name}  ${j.category}')"),
 ], [
  L("clothes-allowance", "root_cause", ["the 2kg allowance the app gives for clothes"], files=["lib/weighin.dart"]),
  L("on-the-line", "test_fixed", ["a weight on the line goes up a category"], files=["lib/weighin.dart"]),
  L("no-weight-shown", "rule", ["the weigh-in sheet should never show the actual weight next to the name, only the category"], reason=["teenage girls"], files=["lib/sheet.dart"]),
 ], ["weigh-in app puts a 46.2kg girl in -44"]),

"j04_sessions_lein": X("judo club session attendance (Clojure, lein test)", "/home/sian/src/attend", "2026-12-01T11:50:00", [
  A("You asked me yesterday to find why Tuesday juniors show 0 attendance for November. The attendance tests first."),
  B("lein test", "\nlein test attend.core-test\n\nFAIL in (monthly-count) (core_test.clj:14)\ncounts tuesday juniors\nexpected: (= 9 (count-month :tue-juniors 11))\n  actual: (not (= 9 0))\n\nRan 5 tests containing 7 assertions.\n1 failures, 0 errors.\nTests failed.", True),
  A("count-month compares the session keyword against `:tuesday-juniors`, the name before the timetable was renamed in October; November's records carry `:tue-juniors`. Reading the session ids from the timetable instead of literals."),
  E("src/attend/core.clj", "(= (:session r) :tuesday-juniors)", "(= (:session r) session)"),
  B("lein test", "\nlein test attend.core-test\n\nRan 5 tests containing 7 assertions.\n0 failures, 0 errors."),
  U("brill. can u add a column for who brought them, parent name"),
  A("Added a 'collected by' column on the register export."),
  U("hmm, rather make it 'collected by: on file' and keep the names in the locked sheet only, the register gets left on the table at the leisure centre"),
  E("src/attend/export.clj", "(:collected-by r)", "\"on file\""),
 ], [
  L("old-keyword", "root_cause", ["the name before the timetable was renamed in October"], files=["src/attend/core.clj"]),
  L("tuesday-juniors", "test_fixed", ["counts tuesday juniors"], files=["src/attend/core.clj"]),
  L("on-file", "correction", ["keep the names in the locked sheet only"], alternative=["collected by: on file"], reason=["the register gets left on the table at the leisure centre"], files=["src/attend/export.clj"]),
 ], ["can u add a column for who brought them, parent name"]),

"j05_licence_crystal": X("judo club BJA licence checker (Crystal, crystal spec)", "/home/kenji/src/licences", "2026-12-01T12:05:00", [
  U("the licence checker lets Tom on the mat, his BJA licence expired in october. from now on if a licence is out of date the app says STOP, not a warning, the insurance is void on the mat without one"),
  B("crystal spec", "..F\n\nFailures:\n\n  1) Licence expired licence blocks the mat\n     Failure/Error: Licence.new(exp).ok?.should be_false\n\n       Expected: false\n            got: true\n\n     # spec/licence_spec.cr:17\n\nFinished in 1.2 milliseconds\n3 examples, 1 failures, 0 errors, 0 pending", True),
  A("`ok?` parses the expiry with the format \"%m/%d/%Y\" while the BJA export is day-first, so 03/10/2026 is read as 10 March... and treated as valid until the year's end by the fallback. Parsing day-first."),
  E("src/licence.cr", "Time.parse(s, \"%m/%d/%Y\", Time::Location::UTC)", "Time.parse(s, \"%d/%m/%Y\", Time::Location::UTC)"),
  B("crystal spec", "..F\n\nFailures:\n\n  1) Licence expired licence blocks the mat\n     Failure/Error: Licence.new(exp).ok?.should be_false\n\n       Expected: false\n            got: true\n\n     # spec/licence_spec.cr:17\n\n3 examples, 1 failures, 0 errors, 0 pending", True),
  A("Still true. There's a `rescue` around the check that returns true on any exception, and the spec's date has a trailing space from the CSV, so the parse raises and the rescue waves it through. Stripping the field and making a failed parse count as expired."),
  E("src/licence.cr", "  rescue\n    true\n", "  rescue\n    false\n"),
  B("crystal spec", "...\n\nFinished in 1.1 milliseconds\n3 examples, 0 failures, 0 errors, 0 pending"),
 ], [
  L("stop-not-warning", "rule", ["if a licence is out of date the app says STOP, not a warning"], reason=["the insurance is void on the mat without one"]),
  L("month-first", "root_cause", ["parses the expiry with the format \"%m/%d/%Y\" while the BJA export is day-first"], files=["src/licence.cr"]),
  L("rescue-true", "root_cause", ["returns true on any exception"], files=["src/licence.cr"]),
  L("expired-blocks", "test_fixed", ["expired licence blocks the mat"], files=["src/licence.cr"]),
 ], ["the licence checker lets Tom on the mat, his BJA licence expired in october"]),

"j06_comp_decide": X("judo club inter-club competition format (decision)", "/home/sian/src/interclub", "2026-12-01T12:21:00", [
  U("we're hosting the interclub in march. pools or straight knockout for the juniors? and how long per contest?"),
  A("Pools give every child at least three contests; knockout halves the field each round and half the children go home after one fight. For under-12s two minutes is the usual contest time."),
  U("pools, every kid gets at least 3 fights for their entry fee and parents drove an hour to get there. and 2 minutes for under 12s as you say"),
  W("interclub/format.py", "FORMAT = 'pools'\nCONTEST_SECONDS = {'u12': 120, 'u15': 180}\n"),
  A("Set up. I'll put the draw online the night before so families can plan."),
  U("on the day, not the night before. last time a parent saw the draw and pulled her son out because he had the big lad first"),
 ], [
  L("pools", "decision", ["pools, every kid gets at least 3 fights"], reason=["parents drove an hour to get there"], files=["interclub/format.py"]),
  L("two-minutes", "decision", ["2 minutes for under 12s"], files=["interclub/format.py"]),
  L("draw-on-day", "correction", ["on the day, not the night before"], reason=["a parent saw the draw and pulled her son out"]),
 ], ["pools or straight knockout for the juniors?", "how long per contest?"]),

"j07_fees_raco": X("judo club fees calculator (Racket, raco test)", "/home/kenji/src/fees", "2026-12-01T12:36:00", [
  U("family discount is broken, the Okafors have 3 kids training and got charged full for all of them"),
  B("raco test fees-test.rkt", "--------------------\nfamily discount from the second child\nFAILURE\nname:       check-equal?\nlocation:   fees-test.rkt:12:2\nactual:     75\nexpected:   63\n--------------------\n1/4 test failures", True),
  A("The discount is applied when `(> (length kids) 3)`: strictly more than three, so a family of three never qualifies. The club's rule is from the second child, so it should be `(>= i 1)` per child, not a count check."),
  E("fees.rkt", "(if (> (length kids) 3) (* fee 0.8) fee)", "(if (>= i 1) (* fee 0.8) fee)"),
  B("raco test fees-test.rkt", "raco test: \"fees-test.rkt\"\n4 tests passed"),
  A("Done. The Okafors owe £63 a month. Shall I also refund the difference for the past months automatically through Stripe?"),
  U("thanks, but no automatic refunds, the treasurer does them by bank transfer so it matches the bank statement line for line"),
 ], [
  L("strictly-more", "root_cause", ["strictly more than three, so a family of three never qualifies"], files=["fees.rkt"]),
  L("second-child", "test_fixed", ["family discount from the second child"], files=["fees.rkt"]),
  L("treasurer-refunds", "correction", ["no automatic refunds, the treasurer does them by bank transfer"], reason=["so it matches the bank statement line for line"]),
 ], ["family discount is broken, the Okafors have 3 kids training and got charged full for all of them"]),

"j08_committee_busted": X("judo club committee minutes and first-aid log (Lua, busted)", "/home/sian/src/dojo-log", "2026-12-01T12:50:00", [
  U("hi, minutes from the committee on weds, Kenji said you'd sort item 4\n\nOakfield Judo Club committee 25/11\n1. Christmas randori and party 20 dec, kids bring a plate\n2. New mats arrived, the old ones go to the scouts\n3. Any head knock on the mat is logged and the judoka sits out the rest of the session, no exceptions, the coach cannot see concussion signs for sure in the first hour\n4. Sian says the first-aid log sorts the injuries wrong, the newest is at the bottom of page 3\n5. No parent films randori on their phone, we had a clip of a child crying put on TikTok\n6. Coaching course for Dan and Amira in Feb, club pays half\nAOB: hall heating still broken"),
  B("busted spec/log_spec.lua", "●●✱\n2 successes / 1 failure / 0 errors / 0 pending : 0.004 seconds\n\nFailure → spec/log_spec.lua @ 14\nfirst-aid log newest injury first\nspec/log_spec.lua:18: Expected objects to be the same.\nPassed in:\n(string) '2026-11-25'\nExpected:\n(string) '2026-09-02'", True),
  A("Dates are stored as '25/11/2026' and `table.sort` compares them as strings, so the day decides the order and the year barely matters. Converting to ISO before sorting, and sorting newest first."),
  E("log.lua", "table.sort(entries, function(a, b) return a.date < b.date end)", "table.sort(entries, function(a, b) return iso(a.date) > iso(b.date) end)"),
  B("busted spec/log_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.003 seconds"),
 ], [
  L("head-knock", "rule", ["Any head knock on the mat is logged and the judoka sits out the rest of the session"], reason=["the coach cannot see concussion signs for sure in the first hour"]),
  L("no-filming", "rule", ["No parent films randori on their phone"], reason=["we had a clip of a child crying put on TikTok"]),
  L("string-dates", "root_cause", ["table.sort compares them as strings, so the day decides the order"], files=["log.lua"]),
  L("newest-first", "test_fixed", ["first-aid log newest injury first"], files=["log.lua"]),
 ], ["Sian says the first-aid log sorts the injuries wrong, the newest is at the bottom of page 3", "Christmas randori and party 20 dec, kids bring a plate", "AOB: hall heating still broken"]),

"j09_belts_bats": X("judo club belt order script (bash, bats)", "/home/kenji/src/beltorder", "2026-12-01T13:04:00", [
  A("Here's what I found on the belt order script: the CSV for the supplier has every belt as 'white'. Running the bats tests."),
  B("bats test/order.bats", "order.bats\n ✓ header line\n ✗ colour comes from the grading column\n   (in test file test/order.bats, line 15)\n     `[ \"$(sed -n 2p out.csv)\" = \"Maya,orange,200\" ]' failed\n ✓ sizes in cm\n\n3 tests, 1 failure", True),
  A("The script does `IFS=, read name grade size` but the grading export has a date column before the grade, so `grade` gets the date and the lookup falls through to its default, white. Reading the four columns."),
  E("order.sh", "while IFS=, read -r name grade size; do\n", "while IFS=, read -r name _date grade size; do\n"),
  B("bats test/order.bats", "order.bats\n ✓ header line\n ✓ colour comes from the grading column\n ✓ sizes in cm\n\n3 tests, 0 failures"),
  U("good. order from Blitz rather than the cheap ebay seller, the ebay belts lost their colour in the wash after a month"),
  E("order.sh", "SUPPLIER=ebay-judo-direct\n", "SUPPLIER=blitz\n"),
 ], [
  L("date-column", "root_cause", ["the grading export has a date column before the grade"], files=["order.sh"]),
  L("colour-column", "test_fixed", ["colour comes from the grading column"], files=["order.sh"]),
  L("blitz", "correction", ["order from Blitz rather than the cheap ebay seller"], reason=["the ebay belts lost their colour in the wash"], files=["order.sh"]),
 ], []),

"j10_timer_deno": X("judo club contest timer (TypeScript, deno test)", "/home/sian/src/shiai-timer", "2026-12-01T13:19:00", [
  U("the osaekomi timer gives ippon after 10 seconds, it's 20 for ippon now, 10 is waza-ari"),
  B("deno test", "running 3 tests from ./timer_test.ts\nhold down scores waza-ari at 10 ... ok (2ms)\nhold down scores ippon at 20 ... FAILED (3ms)\nwinner on time ... ok (1ms)\n\n ERRORS \n\nhold down scores ippon at 20 => ./timer_test.ts:14:6\nerror: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n-   \"ippon\"\n+   \"waza-ari\"\n\nFAILURES\n\nhold down scores ippon at 20 => ./timer_test.ts:14:6\n\nFAILED | 2 passed | 1 failed (12ms)", True),
  A("The thresholds are from the 2017 rules, ippon at 20 but a second branch, the old yuko-era `>= 10 && hadWazaari`, hands ippon at 10 seconds when the fighter already had a waza-ari — that's right under the current rules too (two waza-ari make ippon). The test sets no earlier score though; the actual fault is `hadWazaari` defaulting to true in the constructor."),
  E("timer.ts", "  hadWazaari = true;\n", "  hadWazaari = false;\n"),
  B("deno test", "running 3 tests from ./timer_test.ts\nhold down scores waza-ari at 10 ... ok (2ms)\nhold down scores ippon at 20 ... ok (1ms)\nwinner on time ... ok (1ms)\n\nok | 3 passed | 0 failed (9ms)"),
  A("Fixed. I've also added a buzzer sound at the end of the hold."),
  U("no sound please, revert that. we run it in the sports hall next to the badminton and their timer buzzes too, the kids stopped when they heard the wrong one"),
  E("timer.ts", "  playBuzzer();\n", ""),
 ], [
  L("default-true", "root_cause", ["hadWazaari defaulting to true in the constructor"], files=["timer.ts"]),
  L("ippon-twenty", "test_fixed", ["hold down scores ippon at 20"], files=["timer.ts"]),
  L("no-buzzer", "correction", ["revert that"], alternative=["no sound"], reason=["the kids stopped when they heard the wrong one"], files=["timer.ts"]),
 ], ["the osaekomi timer gives ippon after 10 seconds"]),

"j11_newsletter_node": X("judo club newsletter builder (Node, node --test)", "/home/kenji/src/newsletter", "2026-12-01T13:33:00", [
  U("in the newsletter the gradings section lists kids with their full name and school. must be first name only and no school, is safeguarding policy of the club. also the build breaks"),
  B("node --test", "✖ renders the gradings section (3.1ms)\n  TypeError [Error]: Cannot read properties of undefined (reading 'map')\n      at renderGradings (/home/kenji/src/newsletter/src/render.js:22:30)\n      at TestContext.<anonymous> (/home/kenji/src/newsletter/test/render.test.js:9:5)\nℹ tests 4\nℹ pass 3\nℹ fail 1", True),
  A("renderGradings reads `issue.gradings.map`, but the December data file spells the key `grading` (singular), so it's undefined. Accepting the file as written and renaming the key in the loader."),
  E("src/load.js", "  return data;\n", "  data.gradings ??= data.grading ?? [];\n  return data;\n"),
  B("node --test", "✔ renders the gradings section (1.9ms)\nℹ tests 4\nℹ pass 4\nℹ fail 0"),
  E("src/render.js", "`${k.firstName} ${k.lastName} (${k.school})`", "`${k.firstName}`"),
  A("Builds again, and gradings show first names only."),
 ], [
  L("first-name-only", "rule", ["must be first name only and no school"], reason=["is safeguarding policy of the club"], files=["src/render.js"]),
  L("singular-key", "root_cause", ["the December data file spells the key grading (singular)"], files=["src/load.js"]),
  L("gradings-section", "test_fixed", ["renders the gradings section"], files=["src/load.js"]),
 ], ["also the build breaks"]),

"j12_chat_judo": X("judo club chit-chat", "/home/sian/src/matrota", "2026-12-01T13:45:00", [
  U("Dan got his black belt on sunday!!"),
  A("That's brilliant news, congratulations to him."),
  U("twelve years on the mat. never again am i sitting on a bench for six hours in Crystal Palace though. always the last grading group that gets called"),
  A("Worth it in the end."),
  U("i must remember to order the cake for the party, lol. nothing to fix today"),
  A("Enjoy the celebration."),
 ], [], ["Dan got his black belt on sunday", "never again am i sitting on a bench for six hours in Crystal Palace", "always the last grading group that gets called", "i must remember to order the cake for the party", "nothing to fix today"]),
# ---------------------------------------------------------------- pub quiz league
"q01_scores_testthat": X("pub quiz league results (R, testthat)", "/home/bev/src/quizleague", "2026-12-01T14:02:00", [
  U("so the league table has The Quizzly Bears top and they only played 6 of 8 weeks. Please remember the league is decided on average points per match played, not total, ever since the teams with a darts night clash complained"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        3 | table\n──────────────────────────────────────────────────────────────────────────────\nFailure (test-table.R:15:3): teams are ranked on average points per match\nhead(tbl$team, 1) (`actual`) not equal to \"Brains Trust\" (`expected`).\n\n`actual`:   \"The Quizzly Bears\"\n`expected`: \"Brains Trust\"    \n──────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 3 ]", True),
  A("The average is computed with `mean(points, na.rm = TRUE)` and the weeks a team didn't play are stored as NA, which is right, but byes are stored as a 0 with a `bye` flag and those zeros stay in... no: the Bears' two missing weeks are NA, others' byes are 0, so the Bears' mean ignores their bad weeks while everyone else's counts a zero. Byes should be NA too."),
  E("R/table.R", "  pts[bye] <- 0\n", "  pts[bye] <- NA\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          4 | table\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 4 ]"),
 ], [
  L("average-points", "rule", ["the league is decided on average points per match played, not total"], reason=["the teams with a darts night clash complained"]),
  L("byes-zero", "root_cause", ["others' byes are 0, so the Bears' mean ignores their bad weeks while everyone else's counts a zero"], files=["R/table.R"]),
  L("average-ranked", "test_fixed", ["teams are ranked on average points per match"], files=["R/table.R"]),
 ], ["the league table has The Quizzly Bears top and they only played 6 of 8 weeks"]),

"q02_questions_cabal": X("pub quiz league question bank (Haskell, cabal test)", "/home/nadia/src/qbank", "2026-12-01T14:18:00", [
  A("Back on the question bank: the generator gave the Red Lion the same picture round it had in October. I'll run the dedup tests."),
  B("cabal test", "Running 1 test suites...\nTest suite qbank-test: RUNNING...\nQuestion bank\n  never repeats a round at the same venue in a season: FAIL\n    test/Spec.hs:27:\n    expected: Nothing\n     but got: Just \"pictures-07\"\n\n1 out of 3 tests failed (0.01s)\nTest suite qbank-test: FAIL", True),
  A("The used-round set is keyed on the venue name as typed in each fixture, and October's says \"Red Lion\" while December's says \"The Red Lion\", so they look like two venues. Keying on the venue id."),
  E("src/Bank.hs", "  Map.findWithDefault Set.empty (fxVenueName f) used\n", "  Map.findWithDefault Set.empty (fxVenueId f) used\n"),
  B("cabal test", "Running 1 test suites...\nTest suite qbank-test: RUNNING...\nQuestion bank\n  never repeats a round at the same venue in a season: FAIL\n    test/Spec.hs:27:\n    expected: Nothing\n     but got: Just \"pictures-07\"\n\n1 out of 3 tests failed (0.01s)\nTest suite qbank-test: FAIL", True),
  A("No change, because the map is still built by `recordUse` with the name. Changing the writer too."),
  E("src/Bank.hs", "recordUse f r = Map.insertWith Set.union (fxVenueName f)", "recordUse f r = Map.insertWith Set.union (fxVenueId f)"),
  B("cabal test", "Running 1 test suites...\nTest suite qbank-test: RUNNING...\nTest suite qbank-test: PASS\n3 of 3 test suites (3 of 3 test cases) passed."),
  U("nice one. oh and questions written by a team member in the league are never used in a week their own team plays, obviously, we had a row about that in 2023"),
  A("Added: the generator skips questions whose author's team is in that week's fixtures."),
 ], [
  L("venue-name", "root_cause", ["October's says \"Red Lion\" while December's says \"The Red Lion\""], files=["src/Bank.hs"]),
  L("writer-too", "root_cause", ["the map is still built by recordUse with the name"], files=["src/Bank.hs"]),
  L("no-repeat-round", "test_fixed", ["never repeats a round at the same venue in a season"], files=["src/Bank.hs"]),
  L("own-questions", "rule", ["questions written by a team member in the league are never used in a week their own team plays"], reason=["we had a row about that in 2023"]),
 ], []),

"q03_email_meson": X("pub quiz league email from the secretary and answer-sheet scanner (C, meson test)", "/home/bev/src/sheetscan", "2026-12-01T14:34:00", [
  U("fwd from Colin (league sec), the scanner bit at the bottom is for you\n\nHi all, quick round-up before the Christmas special.\n- The Crown has a new landlord, Gary, quiz night stays Wednesday\n- Mobile phones go in the box on the table during rounds, any team seen with a phone out loses the round, we've had too many 'toilet googlers'\n- The Christmas special is 17th, fancy dress optional, £2 a head to the hospice\n- Answer sheets are kept for 28 days and then shredded, they have people's handwriting and sometimes phone numbers on the back\n- Bev says the scanner reads every 7 as a 1 on the answer sheets so the Anchor lost 3 points last week\n- Thanks to the Plough for the sandwiches\nCheers, Colin"),
  B("meson test -C build", "ninja: Entering directory `/home/bev/src/sheetscan/build'\n[2/2] Linking target test_digits\n1/1 digits FAIL            0.02s   exit status 1\n\nOk:                 0\nExpected Fail:      0\nFail:               1\nUnexpected Pass:    0\nSkipped:            0\nTimeout:            0\n\nFull log written to /home/bev/src/sheetscan/build/meson-logs/testlog.txt\n\n--- testlog ---\ntest_digits.c:31: digit_seven_with_crossbar: expected 7, got 1", True),
  A("The classifier thresholds the horizontal stroke at 60% of the cell width; a continental 7 with a crossbar has its top stroke shorter than that in most people's writing, so the top is discarded and what's left is a 1. Lowering it to 35%."),
  E("src/digits.c", "#define TOP_STROKE_MIN 0.60\n", "#define TOP_STROKE_MIN 0.35\n"),
  B("meson test -C build", "ninja: Entering directory `/home/bev/src/sheetscan/build'\n1/1 digits OK              0.02s\n\nOk:                 1\nExpected Fail:      0\nFail:               0"),
 ], [
  L("phones-in-box", "rule", ["any team seen with a phone out loses the round"], reason=["we've had too many 'toilet googlers'"]),
  L("shred-28", "rule", ["Answer sheets are kept for 28 days and then shredded"], reason=["they have people's handwriting and sometimes phone numbers on the back"]),
  L("top-stroke", "root_cause", ["thresholds the horizontal stroke at 60% of the cell width"], files=["src/digits.c"]),
  L("seven-crossbar", "test_fixed", ["digit_seven_with_crossbar"], files=["src/digits.c"]),
 ], ["Bev says the scanner reads every 7 as a 1 on the answer sheets so the Anchor lost 3 points last week", "The Crown has a new landlord, Gary, quiz night stays Wednesday", "Thanks to the Plough for the sandwiches"]),

"q04_tiebreak_decide": X("pub quiz league tie-break rule (question before code)", "/home/colin/src/quizleague", "2026-12-01T14:50:00", [
  U("q for you before coding it: when two teams tie at the end of a night, tie-break question nearest-number, or split the points? captains can't agree"),
  A("A nearest-number question settles it on the night and gives a winner; splitting the points is calmer but leaves ties in the table all season."),
  U("nearest number, read out by the quizmaster, answer on paper. a tie in the table at the end of the season would be worse"),
  W("league/tiebreak.py", "def settle(a, b, answer, guesses):\n    return min((a, b), key=lambda t: abs(guesses[t] - answer))\n"),
  U("and if they're equally close it's whoever handed the paper in first"),
  E("league/tiebreak.py", "    return min((a, b), key=lambda t: abs(guesses[t] - answer))\n", "    return min((a, b), key=lambda t: (abs(guesses[t] - answer), handed_in[t]))\n"),
 ], [
  L("nearest-number", "decision", ["nearest number, read out by the quizmaster, answer on paper"], reason=["a tie in the table at the end of the season would be worse"], files=["league/tiebreak.py"]),
  L("first-handed-in", "decision", ["if they're equally close it's whoever handed the paper in first"], files=["league/tiebreak.py"]),
 ], ["tie-break question nearest-number, or split the points?", "captains can't agree"]),

"q05_fixtures_nimble": X("pub quiz league fixture generator (Nim, nimble test)", "/home/colin/src/fixtures", "2026-12-01T15:04:00", [
  U("fixture generator gives the Anchor two home games in the same week, they've got one quiz room"),
  B("nimble test", "  Verifying dependencies for fixtures@0.4.0\n  Compiling /home/colin/src/fixtures/tests/tfixtures (from package fixtures) using c backend\n[Suite] round robin\n  [OK] every team plays every other\n    /home/colin/src/fixtures/tests/tfixtures.nim(22, 16): Check failed: homeCount(week, \"Anchor\") <= 1\n    homeCount(week, \"Anchor\") was 2\n  [FAILED] one home game per venue per week\n  Error: execution of an external program failed: '/home/colin/src/fixtures/tests/tfixtures'", True),
  A("The circle method rotates the teams but the home/away swap is done on the pair index, not per team, and with 9 teams the bye slot shifts the index so a team lands at home twice. Alternating home per team."),
  E("src/fixtures.nim", "    let home = if i mod 2 == 0: a else: b\n", "    let home = if lastWasHome[a]: b else: a\n"),
  B("nimble test", "  Verifying dependencies for fixtures@0.4.0\n[Suite] round robin\n  [OK] every team plays every other\n  [OK] one home game per venue per week\n   Success: Execution finished\n   Success: All tests passed"),
  A("Anchor has one home game a week now. I'll email the new fixtures to every player from the league list."),
  U("why every player there? use the captains only, the captains pass it on and half the players' emails on that list are from 2015"),
 ], [
  L("pair-index", "root_cause", ["the home/away swap is done on the pair index, not per team"], files=["src/fixtures.nim"]),
  L("one-home-game", "test_fixed", ["one home game per venue per week"], files=["src/fixtures.nim"]),
  L("captains-only", "correction", ["use the captains only"], alternative=["why every player there?"], reason=["half the players' emails on that list are from 2015"]),
 ], ["fixture generator gives the Anchor two home games in the same week, they've got one quiz room"]),

"q06_buzzer_ginkgo": X("pub quiz league buzzer box server (Go, ginkgo)", "/home/nadia/src/buzzers", "2026-12-01T15:19:00", [
  U("ginkgo\n\nRunning Suite: Buzzers Suite - /home/nadia/src/buzzers\n=========================================================\nRandom Seed: 1732961\n\nWill run 5 of 5 specs\n••\n------------------------------\n• [FAILED] [0.002 seconds]\nFirst press the earliest press wins even when packets arrive out of order\n/home/nadia/src/buzzers/press_test.go:41\n\n  [FAILED] Expected\n      <string>: Table 4\n  to equal\n      <string>: Table 2\n  In [It] at: /home/nadia/src/buzzers/press_test.go:47\n------------------------------\n••\n\nSummary to Ran 5 of 5 Specs in 0.004 seconds\nFAIL! -- 4 Passed | 1 Failed | 0 Pending | 0 Skipped\n\nthis is what the buzzers did on the music round, table 2 definitely pressed first"),
  A("FirstPress takes whichever press the server receives first, but the boxes send their own timestamp and the wifi reorders packets. It should pick the smallest box timestamp within a short window."),
  E("press.go", "\tif s.winner == \"\" {\n\t\ts.winner = p.Table\n\t}\n", "\tif s.winner == \"\" || p.At.Before(s.winnerAt) {\n\t\ts.winner, s.winnerAt = p.Table, p.At\n\t}\n"),
  B("ginkgo", "Running Suite: Buzzers Suite - /home/nadia/src/buzzers\n=========================================================\nRandom Seed: 1732988\n\nWill run 5 of 5 specs\n•••••\n\nRan 5 of 5 Specs in 0.003 seconds\nSUCCESS! -- 5 Passed | 0 Failed | 0 Pending | 0 Skipped\nPASS"),
  A("Passing. The window is 200 ms. Shall I also sync the boxes' clocks to an internet time server?"),
  U("thanks, but no internet on the boxes, the pubs' wifi is rubbish and the Plough has none, sync them to the laptop at the start of the night"),
  E("sync.go", "const timeServer = \"pool.ntp.org\"\n", "const timeServer = \"quizmaster.local\"\n"),
 ], [
  L("arrival-order", "root_cause", ["takes whichever press the server receives first"], files=["press.go"]),
  L("earliest-press", "test_fixed", ["the earliest press wins even when packets arrive out of order"], files=["press.go"]),
  L("laptop-sync", "correction", ["sync them to the laptop at the start of the night"], alternative=["no internet on the boxes"], reason=["the pubs' wifi is rubbish and the Plough has none"], files=["sync.go"]),
 ], ["table 2 definitely pressed first"]),

"q07_site_jasmine": X("pub quiz league website (JavaScript, jasmine)", "/home/bev/src/league-site", "2026-12-01T15:34:00", [
  U("on the website the answers for last week went up at 7pm on the night, before the late quiz at the Crown even started!!"),
  B("npx jasmine spec/publish.spec.js", "Randomized with seed 40213\nStarted\n.F.\n\nFailures:\n1) publish holds answers until the last venue has finished\n  Message:\n    Expected true to be false.\n  Stack:\n        at <Jasmine>\n        at UserContext.<anonymous> (spec/publish.spec.js:18:45)\n\n3 specs, 1 failure\nFinished in 0.012 seconds", True),
  A("Two things combine here. The release time is the earliest venue's finish instead of the latest, `Math.min` where it wants `Math.max`."),
  E("src/publish.js", "const releaseAt = Math.min(...venues.map(v => v.finish));", "const releaseAt = Math.max(...venues.map(v => v.finish));"),
  B("npx jasmine spec/publish.spec.js", "Randomized with seed 8821\nStarted\n.F.\n\nFailures:\n1) publish holds answers until the last venue has finished\n  Message:\n    Expected true to be false.\n\n3 specs, 1 failure", True),
  A("And the second: the Crown's finish is stored as '22:30' text and the others as Date objects, so Math.max gets NaN for it and falls back to the earliest. Parsing the text times on load."),
  E("src/load.js", "  finish: v.finish,\n", "  finish: toDate(night, v.finish),\n"),
  B("npx jasmine spec/publish.spec.js", "Randomized with seed 1190\nStarted\n...\n\n3 specs, 0 failures\nFinished in 0.009 seconds"),
  U("thank god. and answers go up the next morning at 9 regardless, not the minute the last quiz ends, people post them in the group chat anyway and Colin wants a buffer"),
  E("src/publish.js", "const releaseAt = Math.max(...venues.map(v => v.finish));", "const releaseAt = nextMorning(night, 9);"),
 ], [
  L("min-not-max", "root_cause", ["The release time is the earliest venue's finish instead of the latest"], files=["src/publish.js"]),
  L("text-times", "root_cause", ["the Crown's finish is stored as '22:30' text"], files=["src/load.js"]),
  L("holds-answers", "test_fixed", ["holds answers until the last venue has finished"], files=["src/load.js"]),
  L("next-morning", "correction", ["answers go up the next morning at 9 regardless"], reason=["Colin wants a buffer"], files=["src/publish.js"]),
 ], ["the answers for last week went up at 7pm on the night, before the late quiz at the Crown even started"]),

"q08_teams_cypress": X("pub quiz league team registration (cypress)", "/home/nadia/src/league-site", "2026-12-01T15:49:00", [
  U("registration form: team of 7 got through, max is 6. and team names, nothing rude or about people, the landlords get complaints and it's a family pub at the Plough"),
  B("npx cypress run --spec cypress/e2e/register.cy.js", "  Running:  register.cy.js                                                    (1 of 1)\n\n  Team registration\n    ✓ accepts a team of 6 (412ms)\n    1) rejects a team of 7\n\n  1 passing (1s)\n  1 failing\n\n  1) Team registration\n       rejects a team of 7:\n     AssertionError: Timed out retrying after 4000ms: Expected to find content: 'Teams are 6 at most' but never did.\n      at Context.eval (webpack:///./cypress/e2e/register.cy.js:21:30)\n\n  (Run Finished)\n       Spec                                              Tests  Passing  Failing\n  ✖  register.cy.js                           00:05        2        1        1", True),
  A("The server-side check counts `members.length` after empty rows are filtered, but the 7th member is added by the 'add player' button as a separate `extra` field the validator never looks at. Counting both."),
  E("server/register.js", "  if (members.length > 6)", "  if (members.length + (extra ? 1 : 0) > 6)"),
  B("npx cypress run --spec cypress/e2e/register.cy.js", "  Team registration\n    ✓ accepts a team of 6 (398ms)\n    ✓ rejects a team of 7 (231ms)\n\n  2 passing (1s)\n\n  (Run Finished)\n  ✔  All specs passed!                        00:03        2        2        -        -"),
  A("Done. For names, I'll add a profanity word list to block rude names automatically."),
  U("no list, Colin approves names by hand before they appear, the lists miss half the double meanings and block the Scunthorpe lot"),
 ], [
  L("no-rude-names", "rule", ["team names, nothing rude or about people"], reason=["it's a family pub at the Plough"]),
  L("extra-field", "root_cause", ["a separate extra field the validator never looks at"], files=["server/register.js"]),
  L("rejects-seven", "test_fixed", ["rejects a team of 7"], files=["server/register.js"]),
  L("approve-by-hand", "correction", ["Colin approves names by hand before they appear"], reason=["the lists miss half the double meanings"]),
 ], ["team of 7 got through, max is 6"]),

"q09_prizes_pytest": X("pub quiz league prize fund (Python, pytest)", "/home/colin/src/prizefund", "2026-12-01T16:03:00", [
  A("The prize fund report you asked about: it shows £3.00 too much for the Anchor's November. Running the fund tests."),
  B("python -m pytest -q tests/test_fund.py", "F.                                                                       [100%]\n=================================== FAILURES ===================================\n_______________________ test_fund_rounds_once_at_the_end _______________________\n\n    def test_fund_rounds_once_at_the_end():\n>       assert fund(NOV_ANCHOR) == Decimal('184.50')\nE       AssertionError: assert Decimal('187.50') == Decimal('184.50')\n\ntests/test_fund.py:14: AssertionError\n1 failed, 1 passed in 0.08s", True),
  A("Each week's 30% share is rounded up to the next pound before adding, so four weeks of 50p rounding add up; the fund should be summed in pence and rounded once."),
  E("prize/fund.py", "    return sum(ceil(w.take * Decimal('0.3')) for w in weeks)\n", "    return sum(w.take * Decimal('0.3') for w in weeks).quantize(Decimal('0.01'))\n"),
  B("python -m pytest -q tests/test_fund.py", "..                                                                       [100%]\n2 passed in 0.06s"),
  U("cool. make the share 25 rather than 30, the landlords voted for more going to the hospice from january"),
  E("prize/fund.py", "Decimal('0.3')", "Decimal('0.25')"),
 ], [
  L("rounded-weekly", "root_cause", ["Each week's 30% share is rounded up to the next pound before adding"], files=["prize/fund.py"]),
  L("rounds-once", "test_fixed", ["test_fund_rounds_once_at_the_end"], files=["prize/fund.py"]),
  L("twenty-five", "correction", ["make the share 25 rather than 30"], reason=["the landlords voted for more going to the hospice"], files=["prize/fund.py"]),
 ], []),

"q10_display_karma": X("pub quiz league scoreboard screen (Angular, karma)", "/home/nadia/src/scoreboard", "2026-12-01T16:17:00", [
  U("the scoreboard on the telly froze at round 4 on wednesday. teams were shouting"),
  B("npx ng test --watch=false", "Chrome Headless 120.0.6099.109 (Linux x86_64) ScoreboardComponent updates when a round is marked FAILED\n\tExpected 'Round 4' to equal 'Round 5'.\n\t    at UserContext.apply (src/app/scoreboard.component.spec.ts:33:38)\nChrome Headless 120.0.6099.109 (Linux x86_64): Executed 6 of 6 (1 FAILED) (0.221 secs / 0.198 secs)\nTOTAL: 1 FAILED, 5 SUCCESS", True),
  A("The component uses OnPush change detection and the marking service mutates the rounds array in place with push(), so the input reference never changes and Angular never re-renders. Emitting a new array."),
  E("src/app/marking.service.ts", "    this.rounds.push(r);\n", "    this.rounds = [...this.rounds, r];\n"),
  B("npx ng test --watch=false", "Chrome Headless 120.0.6099.109 (Linux x86_64): Executed 6 of 6 SUCCESS (0.204 secs / 0.183 secs)\nTOTAL: 6 SUCCESS"),
  A("Fixed. I've made the team names scroll across the bottom like a ticker so long names fit."),
  U("revert that. the older teams can't read a moving line from the back of the pub, just shrink the font for long names"),
  E("src/app/scoreboard.component.css", ".team { animation: ticker 8s linear infinite; }\n", ".team.long { font-size: 0.8em; }\n"),
 ], [
  L("in-place-push", "root_cause", ["the input reference never changes and Angular never re-renders"], files=["src/app/marking.service.ts"]),
  L("round-marked", "test_fixed", ["updates when a round is marked"], files=["src/app/marking.service.ts"]),
  L("no-ticker", "correction", ["revert that"], alternative=["just shrink the font for long names"], reason=["the older teams can't read a moving line from the back of the pub"], files=["src/app/scoreboard.component.css"]),
 ], ["the scoreboard on the telly froze at round 4 on wednesday", "teams were shouting"]),

"q11_chat_quiz": X("pub quiz league chit-chat", "/home/bev/src/league-site", "2026-12-01T16:30:00", [
  U("we came second at the Crown last night, lost on the tie-break"),
  A("So close. What was the question?"),
  U("height of the Shard in metres. never again am i trusting Dave on a numbers question. always the picture round where we know the face and not the name"),
  A("Ha, the picture round curse."),
  U("remind me to buy Dave a pint for trying, anyway no bugs tonight"),
  A("Enjoy the rest of the evening."),
 ], [], ["we came second at the Crown last night", "never again am i trusting Dave on a numbers question", "always the picture round where we know the face and not the name", "remind me to buy Dave a pint for trying", "no bugs tonight"]),
}

# something the agent offers once the main job is done, and the user's correction of it
CORRECTED = {
  "b01_rinks_pytest": (A("I've added an online payment button for rink bookings, through the club's PayPal."),
                       U("why PayPal there? use the honesty box in the pavilion like always, most of our members are over 70 and won't put a card into anything"),
                       E("rinks/templates/book.html", "{% include 'paypal_button.html' %}\n", "<p>Pay at the honesty box in the pavilion.</p>\n"),
                       L("honesty-box", "correction", ["use the honesty box in the pavilion like always"], alternative=["why PayPal there?"], reason=["most of our members are over 70 and won't put a card into anything"], files=["rinks/templates/book.html"])),
  "b02_league_gotest": (A("The table now also lists every player's individual shots for the season."),
                        U("team totals only please, some of the rinks are 80-year-olds who play for fun and don't want their name at the bottom of a list"),
                        E("web/table.tmpl", "{{template \"players\" .}}\n", ""),
                        L("team-totals", "correction", ["team totals only"], reason=["don't want their name at the bottom of a list"], files=["web/table.tmpl"])),
  "b03_agm_cargo": (A("I set the visitor fee constant to 650 pence to include the card surcharge."),
                    U("600. the AGM voted £6 and that's the fee, no surcharge, it's all cash at the bar anyway"),
                    E("src/lib.rs", "const VISITOR_FEE: u32 = 650;\n", "const VISITOR_FEE: u32 = 600;\n"),
                    L("six-pounds", "correction", ["600"], reason=["the AGM voted £6 and that's the fee, no surcharge"], files=["src/lib.rs"])),
  "b06_members_rspec": (A("The migration is written. I'll run it against the live membership file now."),
                        U("copy first, run it on a copy of the file and let me check, it's the only membership record we have and Gwen's backup is from March"),
                        B("cp data/members.sqlite3 data/members-copy.sqlite3 && bin/rails db:migrate DATABASE_URL=sqlite3:data/members-copy.sqlite3", "== 20261201093000 AddDeceasedToMembers: migrated (0.0041s) =="),
                        L("copy-first", "correction", ["run it on a copy of the file and let me check"], reason=["it's the only membership record we have"])),
  "b08_handicap_mix": (A("I'll show the start on the scoreboard as a negative number for the stronger player."),
                       U("show it as shots given to the weaker player rather than minus for the stronger, nobody likes starting a game on minus 6"),
                       E("lib/handicap_view.ex", "\"-#{start}\"", "\"+#{start} to #{weaker.name}\""),
                       L("shots-given", "correction", ["shots given to the weaker player rather than minus for the stronger"], reason=["nobody likes starting a game on minus 6"], files=["lib/handicap_view.ex"])),
  "b09_fixtures_gradle": (A("I put the away venues' full postcodes and a QR code to the map on each fixture line."),
                          U("just the club name and town is enough, the QR codes make the card two pages and everyone knows where Ashby is"),
                          E("src/main/kotlin/Card.kt", "line(f.opponent, f.postcode, qr(f.postcode))", "line(f.opponent, f.town)"),
                          L("club-and-town", "correction", ["just the club name and town is enough"], reason=["the QR codes make the card two pages"], files=["src/main/kotlin/Card.kt"])),
  "b10_kit_swift": (A("Shall I let people pay for kit on the app with Apple Pay?"),
                    U("no, kit is paid when collected, we order only what is paid for since 2022 when six shirts were never picked up"),
                    L("pay-on-collect", "correction", ["kit is paid when collected"], reason=["six shirts were never picked up"])),
  "j01_grading_mvn": (A("I've made the eligibility page email the parents the date their child can next grade."),
                      U("please not email, the coach tell them on the mat. if the parent get date by email they push the coach and the child is not ready"),
                      E("src/main/java/club/grading/Notify.java", "mailer.send(parent, nextDate);", "// the coach tells the family on the mat"),
                      L("coach-tells", "correction", ["the coach tell them on the mat"], alternative=["not email"], reason=["they push the coach and the child is not ready"], files=["src/main/java/club/grading/Notify.java"])),
  "j03_weighin_flutter": (A("I'll round the displayed category limit to whole kilos and the weight reading to one decimal."),
                          U("two decimals on the scale reading, the BJA scales read to 0.05 and a girl at 48.04 is in, at 48.1 she's out"),
                          E("lib/scale.dart", "toStringAsFixed(1)", "toStringAsFixed(2)"),
                          L("two-decimals", "correction", ["two decimals on the scale reading"], reason=["the BJA scales read to 0.05"], files=["lib/scale.dart"])),
  "j05_licence_crystal": (A("The STOP screen stays for 5 seconds and then goes back to the check-in list."),
                          U("stays until the coach taps it, 5 seconds and the kid just walks on the mat behind us"),
                          E("src/screen.cr", "sleep 5.seconds\n    back_to_list\n", "wait_for_coach_tap\n    back_to_list\n"),
                          L("until-tap", "correction", ["stays until the coach taps it"], reason=["5 seconds and the kid just walks on the mat"], files=["src/screen.cr"])),
  "j08_committee_busted": (A("I'll show the injured judoka's full name on the log summary printed for the notice board."),
                           U("why full name there? use initials on anything printed, the log has medical stuff and the notice board is in the leisure centre corridor"),
                           E("summary.lua", "e.name", "initials(e.name)"),
                           L("initials", "correction", ["use initials on anything printed"], alternative=["why full name there?"], reason=["the notice board is in the leisure centre corridor"], files=["summary.lua"])),
  "j11_newsletter_node": (A("The newsletter goes out as a PDF attachment."),
                          U("in the email body rather than pdf, half the parents read it on their phone and never open attachments"),
                          E("src/send.js", "attachments: [pdf],", "html,"),
                          L("in-body", "correction", ["in the email body rather than pdf"], reason=["half the parents read it on their phone"], files=["src/send.js"])),
  "q01_scores_testthat": (A("I could weight the average by the number of questions each venue asks, since the Crown does 50 and the Anchor 40."),
                          U("leave it unweighted, every match is out of 50 points however many questions, the quizmasters scale it"),
                          L("unweighted", "correction", ["leave it unweighted, every match is out of 50 points"], reason=["the quizmasters scale it"])),
  "q02_questions_cabal": (A("The generator picks 8 rounds of 10 questions for a night."),
                          U("6 rounds. the pubs call time at 11 and 8 rounds had us finishing at 11.20 in October"),
                          E("src/Night.hs", "roundsPerNight = 8\n", "roundsPerNight = 6\n"),
                          L("six-rounds", "correction", ["6 rounds"], reason=["the pubs call time at 11"], files=["src/Night.hs"])),
  "q03_email_meson": (A("When the scanner isn't sure of a digit it'll take its best guess and log a warning."),
                      U("no guessing, flag the sheet for the quizmaster to read by eye, a wrong guess costs a team points and they will argue"),
                      E("src/digits.c", "    return best;\n", "    if (conf < 0.8) return DIGIT_UNSURE;\n    return best;\n"),
                      L("flag-sheet", "correction", ["flag the sheet for the quizmaster to read by eye"], alternative=["no guessing"], reason=["a wrong guess costs a team points"], files=["src/digits.c"])),
  "j04_sessions_lein": (A("I'll make the register export run every night at midnight to the club's Google Drive."),
                        U("weekly is plenty, sunday night, and to the club laptop not google drive, the welfare officer said no children's data in the cloud"),
                        E("src/attend/schedule.clj", "(daily \"00:00\" (upload :gdrive))", "(weekly :sunday \"22:00\" (copy :laptop))"),
                        L("weekly-laptop", "correction", ["to the club laptop not google drive"], reason=["the welfare officer said no children's data in the cloud"], files=["src/attend/schedule.clj"])),
}
# a rule or decision the user gives once the agent asks about the next step
RULED = {
  "j07_fees_raco": (A("Should the discount also apply to adult members from the same family?"),
                    U("yes, and nobody is ever turned away for not paying, the coach lets them train and the treasurer has a quiet word, the club has a hardship fund for that"),
                    L("never-turned-away", "rule", ["nobody is ever turned away for not paying"], reason=["the club has a hardship fund for that"])),
  "q05_fixtures_nimble": (A("Do you want the fixtures to avoid any particular dates?"),
                          U("yes, no fixtures in the week of the Christmas special or over easter weekend, the pubs are heaving and won't give us the room"),
                          L("no-christmas-easter", "rule", ["no fixtures in the week of the Christmas special or over easter weekend"], reason=["the pubs are heaving and won't give us the room"])),
  "q09_prizes_pytest": (A("Anything about how the fund is paid out?"),
                        U("it's always paid by cheque signed by two committee members, never cash across the bar, the league is a charity and the auditor checks"),
                        L("two-signatures", "rule", ["paid by cheque signed by two committee members, never cash across the bar"], reason=["the league is a charity and the auditor checks"])),
  "b07_bar_phpunit": (A("Should stock be counted per barrel or per pint?"),
                      U("per barrel, the brewery invoices by the barrel and the pint count never matches because of the slops"),
                      L("per-barrel", "decision", ["per barrel"], reason=["the brewery invoices by the barrel"])),
}
for _name, (_a, _u, *_rest) in {**CORRECTED, **RULED}.items():
    SETS[_name]["events"] += [_a, _u] + [e for e in _rest[:-1]]
    SETS[_name]["lessons"].append(_rest[-1])

# a follow-up question the user asks once the work is done: it gives no rule
ASKED = {
  "b01_rinks_pytest": ("how many bookings are there for april so far", "Fourteen, all on rinks 1 to 4."),
  "b02_league_gotest": ("where does that leave us in the table", "Third, two points behind Ashby with a game in hand."),
  "b03_agm_cargo": ("how much did juniors get overcharged in total", "£84, fourteen junior visits."),
  "b04_draw_decide": ("how many pairs entered this year", "Twenty-two."),
  "b05_scorecard_jest": ("did any other card have a dead end this season", "Two, both in the August pairs."),
  "b06_members_rspec": ("how many letters went out wrong", "Three."),
  "b07_bar_phpunit": ("what's the real bitter count then", "Two barrels."),
  "b08_handicap_mix": ("what start does Jean get against Pat", "Three shots."),
  "b09_fixtures_gradle": ("how many fixtures in september", "Seven."),
  "b10_kit_swift": ("how many shirts ordered so far", "Nineteen."),
  "j01_grading_mvn": ("who else is down as eligible wrongly", "Nobody else; Maya was the only one graded inside three months."),
  "j02_mat_dart": ("who's on this saturday", "The Okafors, Sian and Tom's dad."),
  "j03_weighin_flutter": ("did anyone else get the wrong category at the last comp", "Two boys, both moved down a category."),
  "j04_sessions_lein": ("what was the november total", "Thirty-six attendances over four Tuesdays."),
  "j05_licence_crystal": ("who else has a licence running out before christmas", "Amira and two juniors."),
  "j06_comp_decide": ("how many entries do we have so far", "Forty-eight."),
  "j07_fees_raco": ("how much do we owe the Okafors back", "£48 for September to November."),
  "j08_committee_busted": ("how many injuries logged this term", "Eleven, four of them head knocks."),
  "j09_belts_bats": ("how many belts in the order", "Twenty-three."),
  "j10_timer_deno": ("does it need reinstalling on the hall laptop", "No, it's a web page; a refresh picks it up."),
  "j11_newsletter_node": ("when does the december one go out", "Friday at 6pm."),
  "q01_scores_testthat": ("so who's top now", "Brains Trust on 41.3 a match."),
  "q02_questions_cabal": ("how many picture rounds are left unused", "Nine."),
  "q03_email_meson": ("does the Anchor get its 3 points back", "Yes, the re-scan gives them 3 more for week 6."),
  "q04_tiebreak_decide": ("how many ties were there last season", "Five."),
  "q05_fixtures_nimble": ("how many weeks is the season now", "Eighteen."),
  "q06_buzzer_ginkgo": ("do the boxes need new batteries", "Box 3 reported 15% at the last quiz."),
  "q07_site_jasmine": ("how many people saw the answers early", "The page had 61 visits before 22:30."),
  "q08_teams_cypress": ("how many teams are registered", "Sixteen."),
  "q09_prizes_pytest": ("whats the total fund for the season", "£1,612.50."),
  "q10_display_karma": ("does it work on the Plough's old telly", "Yes, it's 1080p; the scoreboard scales to it."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)

# a closing word that carries no rule
THANKED = {
  "b02_league_gotest": "ta, thats sorted then",
  "j02_mat_dart": "lovely thank you",
  "q07_site_jasmine": "great, cheers for that",
  "j10_timer_deno": "perfect thanks",
  "b09_fixtures_gradle": "cheers, off to print it",
}
for _name, _t in THANKED.items():
    SETS[_name]["events"] += [U(_t)]
    SETS[_name]["not_lessons"].append(_t)
