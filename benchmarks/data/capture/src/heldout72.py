# heldout72: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout70's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a curling club, a sea scouts group and a poetry open mic night (none of them an earlier set's domain).
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
# ---------------------------------------------------------------- curling club
"c01_sheets_pytest": X("curling club sheet booking (Python, pytest)", "/home/moira/src/sheets", "2026-12-02T09:01:00", [
  U("hi. rule for this repo: ice bookings always end 15 minutes before the hour, the ice tech needs that gap to pebble and scrape. now the bug: sheet C shows free on tuesday nights but league is on it"),
  B("python -m pytest tests/test_sheets.py -q", ".F..                                                                     [100%]\n=================================== FAILURES ===================================\n_________________________ test_league_blocks_sheet_c __________________________\n\n    def test_league_blocks_sheet_c():\n>       assert not is_free('C', TUE, '19:00')\nE       AssertionError: assert not True\n\ntests/test_sheets.py:22: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_sheets.py::test_league_blocks_sheet_c - AssertionError\n1 failed, 3 passed in 0.19s", True),
  A("Found it. The league blocks are stored with weekday numbers from isoweekday (Tuesday = 2) but is_free compares them to date.weekday(), where Tuesday is 1, so every league block is looked up one day early."),
  E("sheets/free.py", "day.weekday()", "day.isoweekday()"),
  B("python -m pytest tests/test_sheets.py -q", "....                                                                     [100%]\n4 passed in 0.14s"),
 ], [
  L("end-before-hour", "rule", ["ice bookings always end 15 minutes before the hour"], reason=["the ice tech needs that gap to pebble and scrape"]),
  L("weekday-off-by-one", "root_cause", ["stored with weekday numbers from isoweekday (Tuesday = 2) but is_free compares them to date.weekday()"], files=["sheets/free.py"]),
  L("league-blocks", "test_fixed", ["test_league_blocks_sheet_c"], files=["sheets/free.py"]),
 ], ["sheet C shows free on tuesday nights but league is on it"]),

"c02_bonspiel_gotest": X("curling club bonspiel draw (Go, go test)", "/home/alasdair/src/bonspiel", "2026-12-02T09:20:00", [
  A("Continuing on the bonspiel draw from yesterday. Running the tests first."),
  B("go test ./draw/...", "--- FAIL: TestNoTeamPlaysTwiceInOneDraw (0.00s)\n    draw_test.go:58: draw 3: team Kilmarnock Kestrels appears on sheets A and D\nFAIL\nFAIL\tgithub.com/ayrcurling/bonspiel/draw\t0.004s\nFAIL", True),
  A("The round robin rotates a slice in place, and the rotation starts at index 0 which is meant to be the fixed team; with 9 teams the bye slot moves into the fixed seat and one team gets paired twice. Rotating from index 1."),
  E("draw/rr.go", "rotate(teams[0:])", "rotate(teams[1:])"),
  B("go test ./draw/...", "--- FAIL: TestNoTeamPlaysTwiceInOneDraw (0.00s)\n    draw_test.go:58: draw 5: team Troon Thistles appears on sheets B and C\nFAIL\nFAIL\tgithub.com/ayrcurling/bonspiel/draw\t0.004s\nFAIL", True),
  A("Better but not right. An odd count needs a BYE placeholder appended before the rotation; it was appended after, so the length is even only from draw 2 on. Adding the bye first."),
  E("draw/rr.go", "\tteams = rotate(teams[1:])\n\tif len(teams)%2 == 1 {\n\t\tteams = append(teams, Bye)\n\t}\n", "\tif len(teams)%2 == 1 {\n\t\tteams = append(teams, Bye)\n\t}\n\tteams = rotate(teams[1:])\n"),
  B("go test ./draw/...", "ok  \tgithub.com/ayrcurling/bonspiel/draw\t0.003s"),
  U("nice. the draw sheets, can they go out as A4 landscape? thats what fits the board in the club room"),
 ], [
  L("fixed-seat", "root_cause", ["the rotation starts at index 0 which is meant to be the fixed team"], files=["draw/rr.go"]),
  L("bye-after", "root_cause", ["An odd count needs a BYE placeholder appended before the rotation"], files=["draw/rr.go"]),
  L("twice-in-draw", "test_fixed", ["TestNoTeamPlaysTwiceInOneDraw"], files=["draw/rr.go"]),
  L("a4-landscape", "correction", ["A4 landscape"], reason=["fits the board in the club room"]),
 ], []),

"c03_agm_cargo": X("curling club committee notes and membership fees (Rust, cargo test)", "/home/moira/src/cc-fees", "2026-12-02T09:40:00", [
  U("here are the committee notes, the fees bit is what i need you on\n\nAyr Curling Club committee, 30 Nov\n1. Bar takings up 8% on last season, well done Jean\n2. The Burns supper is 24 Jan, tickets £28, Alasdair doing the address to the haggis again\n3. New stones arrived for sheet E, old set going to the junior section\n4. Fees: junior members pay half the adult rate, and under-12s pay nothing at all; the fees app must never round a fee up, only down to the pound, we promised that at the AGM\n5. Hugh says the fees app showed £0 for every junior since the new season started\n6. Gritting the car park is now on the rota, see the noticeboard\n7. Next meeting 14 Dec"),
  B("cargo test", "   Compiling ccfees v1.2.0 (/home/moira/src/cc-fees)\n    Finished test [unoptimized + debuginfo] target(s) in 2.10s\n     Running unittests src/lib.rs (target/debug/deps/ccfees-9ab3c1)\n\nrunning 3 tests\ntest tests::adult_full ... ok\ntest tests::junior_half ... FAILED\ntest tests::under_twelve_free ... ok\n\nfailures:\n\n---- tests::junior_half stdout ----\nthread 'tests::junior_half' panicked at src/lib.rs:44:9:\nassertion `left == right` failed\n  left: 0\n right: 145\n\nfailures:\n    tests::junior_half\n\ntest result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  A("Here's what happens: the junior arm computes half the fee and then multiplies it by 0 — the under-12 branch's `* 0` was pasted into the junior line, so juniors end up with the under-12 price."),
  E("src/lib.rs", "Member::Junior => (m.fee_pence / 200) * 0,", "Member::Junior => (m.fee_pence / 200) * 100,"),
  B("cargo test", "    Finished test [unoptimized + debuginfo] target(s) in 0.88s\n     Running unittests src/lib.rs (target/debug/deps/ccfees-9ab3c1)\n\nrunning 3 tests\ntest tests::adult_full ... ok\ntest tests::junior_half ... ok\ntest tests::under_twelve_free ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
 ], [
  L("round-down", "rule", ["must never round a fee up, only down to the pound"], reason=["we promised that at the AGM"]),
  L("pasted-zero", "root_cause", ["the under-12 branch's `* 0` was pasted into the junior line"], files=["src/lib.rs"]),
  L("junior-half", "test_fixed", ["junior_half"], files=["src/lib.rs"]),
 ], ["Hugh says the fees app showed £0 for every junior since the new season started", "Bar takings up 8% on last season, well done Jean", "Gritting the car park is now on the rota, see the noticeboard"]),

"c04_skip_decide": X("curling club league format (question before code)", "/home/alasdair/src/league", "2026-12-02T10:00:00", [
  U("q before any code: for the winter league do we rank by wins or by total ends won? committee cant agree"),
  A("Wins reward results; ends won rewards close games and separates teams with equal wins. Many clubs use wins first with ends as a tie-break."),
  U("go with wins, then ends won as the tie-break. wins is what people understand at the bar"),
  W("league/rank.py", "def rank(teams):\n    return sorted(teams, key=lambda t: (-t.wins, -t.ends_won))\n"),
  A("Done. Shall I also add a column for stones in the house?"),
  U("thanks, but no stones column, nobody records that reliably on the scoresheet"),
 ], [
  L("wins-then-ends", "decision", ["wins, then ends won as the tie-break"], reason=["wins is what people understand at the bar"], files=["league/rank.py"]),
  L("no-stones-col", "correction", ["no stones column"], reason=["nobody records that reliably on the scoresheet"]),
 ], ["for the winter league do we rank by wins or by total ends won"]),

"c05_scores_vitest": X("curling club live scoreboard (TypeScript, vitest)", "/home/jean/src/scoreboard", "2026-12-02T10:15:00", [
  U("this fails since the update, no idea why\n\n FAIL  src/score.test.ts > hammer > team without the hammer scoring steals it\nAssertionError: expected 'red' to be 'yellow'\n ❯ src/score.test.ts:31:27\n\n Test Files  1 failed (1)\n      Tests  1 failed | 6 passed (7)"),
  R("src/score.ts", "export function nextHammer(end: End): Team {\n  if (end.points === 0) return end.hammer\n  return end.scorer\n}\n"),
  A("Got it — the hammer goes to the team that did NOT score; this code hands it to the scorer. A blank end keeps it, which is right."),
  E("src/score.ts", "  return end.scorer\n", "  return other(end.scorer)\n"),
  B("npx vitest run", "\n ✓ src/score.test.ts (7)\n\n Test Files  1 passed (1)\n      Tests  7 passed (7)\n   Duration  412ms"),
  A("I also made the score digits bigger and put them in red and yellow."),
  U("revert that colour change — red and yellow text on the white screen is unreadable from the far end of sheet E, keep them black"),
  E("src/Board.css", ".red { color: #c00 }\n.yellow { color: #fc0 }", ".red, .yellow { color: #000 }"),
 ], [
  L("hammer-to-scorer", "root_cause", ["the hammer goes to the team that did NOT score; this code hands it to the scorer"], files=["src/score.ts"]),
  L("steal-hammer", "test_fixed", ["team without the hammer scoring steals it"], files=["src/score.ts"]),
  L("revert-colours", "correction", ["revert that"], alternative=["keep them black"], reason=["unreadable from the far end of sheet E"]),
 ], ["this fails since the update, no idea why"]),

"c06_members_rspec": X("curling club members list (Ruby, rspec)", "/home/hugh/src/members", "2026-12-02T10:40:00", [
  U("the members export puts Hugh McAllister twice, can you look"),
  B("bundle exec rspec spec/export_spec.rb", "F..\n\nFailures:\n\n  1) Export lists each member once\n     Failure/Error: expect(rows.map(&:name)).to eq(rows.map(&:name).uniq)\n\n       expected: [\"Hugh McAllister\", \"Jean Boyd\", \"Moira Kerr\"]\n            got: [\"Hugh McAllister\", \"Hugh McAllister\", \"Jean Boyd\", \"Moira Kerr\"]\n     # ./spec/export_spec.rb:12:in `block (2 levels) in <top (required)>'\n\nFinished in 0.041 seconds (files took 0.32 seconds to load)\n3 examples, 1 failure", True),
  A("Members with two subscriptions (league and social) come out once per subscription because the export joins subscriptions without grouping. Adding .distinct."),
  E("lib/export.rb", "Member.joins(:subscriptions)", "Member.joins(:subscriptions).distinct"),
  B("bundle exec rspec spec/export_spec.rb", "F..\n\nFailures:\n\n  1) Export lists each member once\n     Failure/Error: expect(rows.map(&:name)).to eq(rows.map(&:name).uniq)\n\n       expected: [\"Hugh McAllister\", \"Jean Boyd\", \"Moira Kerr\"]\n            got: [\"Hugh McAllister\", \"Hugh McAllister\", \"Jean Boyd\", \"Moira Kerr\"]\n     # ./spec/export_spec.rb:12:in `block (2 levels) in <top (required)>'\n\n3 examples, 1 failure", True),
  A(".distinct did nothing since the select also pulls subscriptions.kind, which differs per row. Selecting members.* only."),
  E("lib/export.rb", ".select('members.*, subscriptions.kind')", ".select('members.*')"),
  B("bundle exec rspec spec/export_spec.rb", "...\n\nFinished in 0.038 seconds (files took 0.31 seconds to load)\n3 examples, 0 failures"),
  U("good. and put phone numbers in it too please"),
  A("Adding phone and email columns."),
  U("phone only, no emails in that export. it gets printed and pinned in the locker room"),
 ], [
  L("join-dupes", "root_cause", ["joins subscriptions without grouping"], files=["lib/export.rb"]),
  L("select-kind", "root_cause", ["the select also pulls subscriptions.kind, which differs per row"], files=["lib/export.rb"]),
  L("each-once", "test_fixed", ["lists each member once"], files=["lib/export.rb"]),
  L("no-emails", "correction", ["phone only, no emails in that export"], reason=["printed and pinned in the locker room"]),
 ], ["the members export puts Hugh McAllister twice, can you look", "and put phone numbers in it too please"]),

"c07_stones_phpunit": X("curling club stone maintenance log (PHP, phpunit)", "/home/jean/src/stones", "2026-12-02T11:00:00", [
  U("when you log a stone for regrinding, use the stone's handle colour + number, like 'blue 7', not the database id. the ice crew dont know the ids"),
  A("Understood. I'll change the log form label and the report. Running the tests first."),
  B("vendor/bin/phpunit tests/StoneLogTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n.F.\n\nTime: 00:00.031, Memory: 6.00 MB\n\nThere was 1 failure:\n\n1) StoneLogTest::testLabelUsesHandleColour\nFailed asserting that two strings are identical.\n--- Expected\n+++ Actual\n@@ @@\n-'blue 7'\n+'Blue 7'\n\n/home/jean/src/stones/tests/StoneLogTest.php:19\n\nFAILURES!\nTests: 3, Assertions: 5, Failures: 1.", True),
  A("That one was already written against the new label; label() uses ucfirst on the colour. Dropping ucfirst."),
  E("src/Stone.php", "ucfirst($this->colour)", "$this->colour"),
  B("vendor/bin/phpunit tests/StoneLogTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n...\n\nTime: 00:00.024, Memory: 6.00 MB\n\nOK (3 tests, 5 assertions)"),
  U("why a dropdown there? use a text box, sometimes its a borrowed stone from Troon with no colour we know"),
  E("views/log.php", "<select name=\"stone\">", "<input name=\"stone\" type=\"text\">"),
 ], [
  L("handle-colour", "rule", ["use the stone's handle colour + number, like 'blue 7', not the database id"], reason=["the ice crew dont know the ids"]),
  L("ucfirst", "root_cause", ["label() uses ucfirst on the colour"], files=["src/Stone.php"]),
  L("label-colour", "test_fixed", ["testLabelUsesHandleColour"], files=["src/Stone.php"]),
  L("text-box", "correction", ["use a text box"], alternative=["dropdown"], reason=["a borrowed stone from Troon with no colour we know"]),
 ], []),

"c08_juniors_mix": X("curling club junior sessions (Elixir, mix test)", "/home/moira/src/juniors", "2026-12-02T11:20:00", [
  U("junior sessions signup: kids under 16 need a parent's consent before they show on the register. thats the insurance. can you add a consent flag"),
  W("lib/juniors/register.ex", "def listed(kids), do: Enum.filter(kids, &(&1.age >= 16 or &1.consent))\n"),
  B("mix test test/register_test.exs", "..\n\n  1) test under-16 without consent is hidden (Juniors.RegisterTest)\n     test/register_test.exs:14\n     Assertion with == failed\n     code:  assert Register.listed([kid(15, nil)]) == []\n     left:  [%Kid{age: 15, consent: nil}]\n     right: []\n     stacktrace:\n       test/register_test.exs:15: (test)\n\n\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n3 tests, 1 failure", True),
  A("Hm — `or` with a nil on the right returns nil, fine, but the age test is evaluated on a string: ages come in from the CSV as \"15\", and in Elixir a binary always compares greater than a number, so every kid passes `age >= 16`."),
  E("lib/juniors/register.ex", "&1.age >= 16", "String.to_integer(&1.age) >= 16"),
  B("mix test test/register_test.exs", "...\n\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n3 tests, 0 failures"),
 ], [
  L("consent", "rule", ["kids under 16 need a parent's consent before they show on the register"], reason=["thats the insurance"]),
  L("string-age", "root_cause", ["a binary always compares greater than a number, so every kid passes"], files=["lib/juniors/register.ex"]),
  L("hidden-without-consent", "test_fixed", ["under-16 without consent is hidden"], files=["lib/juniors/register.ex"]),
 ], ["can you add a consent flag"]),

"c09_ice_gradle": X("curling club ice temperature logger (Kotlin, gradle test)", "/home/hugh/src/icelog", "2026-12-02T11:40:00", [
  A("I've read the logger. Before I change the alert, what threshold do you want?"),
  U("-4.5 for the ice surface. above that the pebble goes soft and the stones drag"),
  E("src/main/kotlin/Alert.kt", "const val LIMIT = -3.0", "const val LIMIT = -4.5"),
  B("./gradlew test", "> Task :test FAILED\n\nAlertTest > alerts when warmer than limit() FAILED\n    org.opentest4j.AssertionFailedError: expected: <true> but was: <false>\n        at AlertTest.alerts when warmer than limit(AlertTest.kt:17)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.", True),
  A("The comparison is `reading < LIMIT`, backwards for an upper limit: it alerts when the ice is colder than -4.5. Flipping it."),
  E("src/main/kotlin/Alert.kt", "reading < LIMIT", "reading > LIMIT"),
  B("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 4s\n3 actionable tasks: 1 executed, 2 up-to-date"),
 ], [
  L("minus-4-5", "correction", ["-4.5 for the ice surface"], reason=["the pebble goes soft and the stones drag"]),
  L("backwards", "root_cause", ["The comparison is `reading < LIMIT`, backwards for an upper limit"], files=["src/main/kotlin/Alert.kt"]),
  L("warmer-alert", "test_fixed", ["alerts when warmer than limit"], files=["src/main/kotlin/Alert.kt"]),
 ], []),

"c10_bar_swift": X("curling club bar tab app (Swift, swift test)", "/home/jean/src/bartab", "2026-12-02T12:00:00", [
  U("the bar tab totals are off by a penny sometimes"),
  B("swift test", "Building for debugging...\nTest Suite 'All tests' started.\nTest Case '-[BarTabTests.TotalTests testThreeHalfPints]' started.\n/home/jean/src/bartab/Tests/BarTabTests/TotalTests.swift:12: error: -[BarTabTests.TotalTests testThreeHalfPints] : XCTAssertEqual failed: (\"7.949999\") is not equal to (\"7.95\")\nTest Case '-[BarTabTests.TotalTests testThreeHalfPints]' failed (0.002 seconds).\nExecuted 4 tests, with 1 failure (0 unexpected) in 0.004 seconds", True),
  A("Prices are Doubles, and 2.65 has no exact binary form, so three of them sum to 7.9499999. Keeping money as integer pence."),
  E("Sources/BarTab/Item.swift", "let price: Double", "let pence: Int"),
  B("swift test", "Building for debugging...\nTest Suite 'All tests' passed.\nExecuted 4 tests, with 0 failures (0 unexpected) in 0.003 seconds"),
  A("Want me to add card payments through the Square API?"),
  U("no card payments for now thanks, the club bar is cash and honesty box only till the licence is renewed in march"),
 ], [
  L("double-money", "root_cause", ["2.65 has no exact binary form, so three of them sum to 7.9499999"], files=["Sources/BarTab/Item.swift"]),
  L("half-pints", "test_fixed", ["testThreeHalfPints"], files=["Sources/BarTab/Item.swift"]),
  L("no-cards", "correction", ["no card payments for now"], reason=["cash and honesty box only till the licence is renewed in march"]),
 ], ["the bar tab totals are off by a penny sometimes"]),

"c11_chat_curling": X("curling club chit-chat", "/home/alasdair/src/league", "2026-12-02T12:20:00", [
  U("never again am i throwing the last stone with Hugh sweeping, he stopped halfway"),
  A("Ha. Sweeping stamina matters in the tenth end."),
  U("always the same, the ice is keen on sheet A and dead on D"),
  A("That's often down to the dehumidifier position."),
  U("we must have lost 6 ends in a row, dont remember a worse night"),
  A("It happens to every rink once a season."),
  U("rule one of curling is buy the other team a drink, we did at least"),
  A("Good spirit of curling."),
  U("anyway no code today, just moaning"),
  A("Moan away."),
 ], [], ["never again am i throwing the last stone with Hugh sweeping, he stopped halfway", "always the same, the ice is keen on sheet A and dead on D", "we must have lost 6 ends in a row, dont remember a worse night", "rule one of curling is buy the other team a drink, we did at least", "anyway no code today, just moaning"]),

# ---------------------------------------------------------------- sea scouts
"s01_boats_mvn": X("sea scouts boat booking (Java, mvn test)", "/home/kev/src/boatbook", "2026-12-03T08:00:00", [
  U("we are sea scouts, boat booking app. no boat goes out without a second adult on the safety boat, is the district rule, the app must refuse it. and it seems the booking for saturday dont save"),
  B("mvn -q test", "[ERROR] Tests run: 5, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.112 s <<< FAILURE! - in org.seascouts.BookingTest\n[ERROR] savesWeekendBooking  Time elapsed: 0.01 s  <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <1> but was: <0>\n\tat org.seascouts.BookingTest.savesWeekendBooking(BookingTest.java:33)\n[ERROR] Failures:\n[ERROR]   BookingTest.savesWeekendBooking:33 expected: <1> but was: <0>\n[ERROR] Tests run: 5, Failures: 1, Errors: 0, Skipped: 0", True),
  A("The validator rejects any date whose DayOfWeek is > 5, meant to block school days for daytime trips but written the other way round, so Saturday and Sunday bookings are dropped without an error."),
  E("src/main/java/org/seascouts/Validator.java", "d.getDayOfWeek().getValue() > 5", "d.getDayOfWeek().getValue() <= 5 && daytime"),
  B("mvn -q test", "[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0"),
 ], [
  L("second-adult", "rule", ["no boat goes out without a second adult on the safety boat"], reason=["is the district rule"]),
  L("weekend-dropped", "root_cause", ["rejects any date whose DayOfWeek is > 5"], files=["src/main/java/org/seascouts/Validator.java"]),
  L("weekend-saves", "test_fixed", ["savesWeekendBooking"], files=["src/main/java/org/seascouts/Validator.java"]),
 ], ["the booking for saturday dont save"]),

"s02_badges_dotnet": X("sea scouts badge tracker (C#, dotnet test)", "/home/priya/src/badges", "2026-12-03T08:20:00", [
  A("I ran the badge tracker tests before touching the boating badge stages."),
  B("dotnet test", "  Failed BadgeTests.StageFiveNeedsStageFour [12 ms]\n  Error Message:\n   Assert.False() Failure\nExpected: False\nActual:   True\n  Stack Trace:\n     at BadgeTests.StageFiveNeedsStageFour() in /home/priya/src/badges/tests/BadgeTests.cs:line 27\n\nFailed!  - Failed:     1, Passed:    11, Skipped:     0, Total:    12, Duration: 88 ms", True),
  A("CanAward checks `stages.Contains(stage - 1)` on the list of stages the scout has started, not the ones signed off, so a started stage 4 unlocks stage 5."),
  E("src/Badges/Award.cs", "scout.Started.Contains(stage - 1)", "scout.SignedOff.Contains(stage - 1)"),
  B("dotnet test", "Passed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 74 ms"),
  U("great. fyi we do stages sign off only by a leader with a boating permit, put a check in for that too"),
  U("and sorry one more, why an email there? use the OSM id, half the leaders share the group email"),
  E("src/Badges/Award.cs", "signer.Email", "signer.OsmId"),
 ], [
  L("started-not-signed", "root_cause", ["checks `stages.Contains(stage - 1)` on the list of stages the scout has started, not the ones signed off"], files=["src/Badges/Award.cs"]),
  L("stage-five", "test_fixed", ["StageFiveNeedsStageFour"], files=["src/Badges/Award.cs"]),
  L("permit-signoff", "rule", ["sign off only by a leader with a boating permit"]),
  L("osm-id", "correction", ["use the OSM id"], alternative=["email"], reason=["half the leaders share the group email"]),
 ], []),

"s03_tides_ctest": X("sea scouts tide table (C++, ctest)", "/home/kev/src/tides", "2026-12-03T08:40:00", [
  U("tide times printed for sunday are an hour out. clocks went back, i bet thats it"),
  B("ctest --test-dir build --output-on-failure", "Test project /home/kev/src/tides/build\n    Start 1: tide_times\n1/2 Test #1: tide_times .......................***Failed    0.01 sec\ntide_test.cpp:40: FAILED:\n  CHECK( hw.local() == \"14:12\" )\nwith expansion:\n  \"15:12\" == \"14:12\"\n    Start 2: parse\n2/2 Test #2: parse ............................   Passed    0.00 sec\n\n50% tests passed, 1 tests failed out of 2", True),
  A("You're right about the clocks, though not the way I expected: the offset is taken as +1 whenever the month is between 3 and 10 inclusive, so all of October counts as summer time even after the last Sunday."),
  E("src/local.cpp", "return (m >= 3 && m <= 10) ? 1 : 0;", "return is_bst(date) ? 1 : 0;"),
  B("ctest --test-dir build --output-on-failure", "Test project /home/kev/src/tides/build\n    Start 1: tide_times\n1/2 Test #1: tide_times .......................   Passed    0.01 sec\n    Start 2: parse\n2/2 Test #2: parse ............................   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 2"),
  U("ok. show heights in metres with one decimal, 4.2m, skippers read that off the board in a hurry"),
 ], [
  L("october-bst", "root_cause", ["all of October counts as summer time even after the last Sunday"], files=["src/local.cpp"]),
  L("tide-times", "test_fixed", ["tide_times"], files=["src/local.cpp"]),
  L("one-decimal", "correction", ["metres with one decimal, 4.2m"], reason=["skippers read that off the board in a hurry"]),
 ], ["tide times printed for sunday are an hour out"]),

"s04_camp_decide": X("sea scouts summer camp sign-up (question before code)", "/home/priya/src/camp", "2026-12-03T09:00:00", [
  U("before writing it - camp places: first come first served or a ballot? 40 places, about 60 kids"),
  A("First come favours parents who are online at 8am; a ballot is fairer but needs a deadline and a draw."),
  U("ballot, with a 2 week window. first come always ends up being the same families"),
  W("camp/ballot.py", "def draw(entries, places=40, seed=None):\n    rng = random.Random(seed)\n    return rng.sample(entries, min(places, len(entries)))\n"),
  U("and the reserve list order comes from the same draw, not a second one"),
 ], [
  L("ballot", "decision", ["ballot, with a 2 week window"], reason=["first come always ends up being the same families"], files=["camp/ballot.py"]),
  L("same-draw", "decision", ["the reserve list order comes from the same draw"]),
 ], ["camp places: first come first served or a ballot"]),

"s05_kit_zig": X("sea scouts kit store inventory (Zig, zig build test)", "/home/kev/src/kitstore", "2026-12-03T09:20:00", [
  U("lifejackets count wrong in the kit store tool, it says 31 we have 30"),
  B("zig build test", "test\n└─ run test 1/3 passed, 1 failed\nerror: 'inventory.test.count buoyancy aids' failed: expected 30, found 31\n/home/kev/src/kitstore/src/inventory.zig:52:5: 0x10381a in test.count buoyancy aids (test)\n    try std.testing.expectEqual(@as(u32, 30), n);\n    ^\nerror: the following test command failed with exit code 1", True),
  A("Looking at the loop: `for (0..items.len + 1)` runs one past the end and reads the sentinel row, which has kind .buoyancy by default."),
  E("src/inventory.zig", "for (0..items.len + 1)", "for (0..items.len)"),
  B("zig build test", "test\n└─ run test 2/3 passed, 1 failed\nerror: 'inventory.test.count buoyancy aids' failed: expected 30, found 29\nerror: the following test command failed with exit code 1", True),
  A("Now one short. The loop also skipped index 0 through `if (i == 0) continue;`, a leftover from the header row that no longer exists; the +1 was hiding it."),
  E("src/inventory.zig", "        if (i == 0) continue;\n", ""),
  B("zig build test", "Build Summary: 3/3 steps succeeded; 3/3 tests passed"),
  U("cheers. lifejackets that failed the annual check stay in the list marked CONDEMNED, dont delete them, we need the record for the insurer"),
 ], [
  L("one-past", "root_cause", ["runs one past the end and reads the sentinel row"], files=["src/inventory.zig"]),
  L("skip-zero", "root_cause", ["skipped index 0 through `if (i == 0) continue;`"], files=["src/inventory.zig"]),
  L("count-aids", "test_fixed", ["count buoyancy aids"], files=["src/inventory.zig"]),
  L("condemned", "rule", ["stay in the list marked CONDEMNED, dont delete them"], reason=["we need the record for the insurer"]),
 ], ["lifejackets count wrong in the kit store tool, it says 31 we have 30"]),

"s06_rota_dune": X("sea scouts leader rota (OCaml, dune test)", "/home/priya/src/rota", "2026-12-03T09:40:00", [
  U("rota generator, can you make it skip leaders who said they are away"),
  A("Adding an away list to the rota input."),
  B("dune test", "File \"test/test_rota.ml\", line 18, characters 2-60:\nFAIL away leader is skipped\nExpected: [\"Kev\"; \"Sam\"]\nReceived: [\"Kev\"; \"Priya\"; \"Sam\"]\n\nTest Failed: 1 of 4", True),
  A("The away check compares names with `==`, physical equality in OCaml, so two equal strings built separately are never `==`. Using `=`."),
  E("lib/rota.ml", "List.exists (fun a -> a == l.name) away", "List.exists (fun a -> String.equal a l.name) away"),
  B("dune test", "Test Successful in 0.004s. 4 tests run."),
  A("I could also email the rota to everyone automatically every Monday."),
  U("thanks, but no auto emails - Priya sends it herself with the weekly notices so parents get one message not two"),
 ], [
  L("physical-eq", "root_cause", ["compares names with `==`, physical equality in OCaml"], files=["lib/rota.ml"]),
  L("away-skipped", "test_fixed", ["away leader is skipped"], files=["lib/rota.ml"]),
  L("no-auto-email", "correction", ["no auto emails"], reason=["parents get one message not two"]),
 ], ["can you make it skip leaders who said they are away"]),

"s07_notes_elm": X("sea scouts group notices and parent page (Elm, elm-test)", "/home/kev/src/parents", "2026-12-03T10:00:00", [
  U("pasting my notes from the leaders meeting, only some is for you\n\n- Christmas Carol service 20 Dec at St Mary's, scouts in full uniform\n- The minibus MOT is booked, Kev to drop it off\n- Gift aid forms, still 12 missing, chase at the door\n- On the parents page never show a young person's surname or photo next to their name, GDPR and the safeguarding policy say so\n- Fundraising: the bag pack at Tesco raised £630\n- The parents page shows last week's notices still, Sam noticed\n- New canoe trailer quotes in January\n- Beavers' sleepover moved to 17 Jan because of the hall boiler\n- No boat goes on the water after sunset, not even the lake, the insurance stops at dusk, so the booking app has to stop bookings ending after sunset\n- Thanks Mo for fixing the boathouse door"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 2381\n\n↓ Notices\n✗ shows only this week's notices\n\n    [\"Carols\",\"Bag pack\"]\n    ╷\n    │ Expect.equal\n    ╵\n    [\"Carols\"]\n\nTEST RUN FAILED\n\nPassed: 5\nFailed: 1", True),
  A("`isCurrent` was meant to keep this week's notices only, but the filter uses `>=` so older notices with a later week number from last year's list pass too, and the week's own check never runs."),
  E("src/Notices.elm", "n.week >= weekNumber now", "n.week == weekNumber now"),
  B("npx elm-test", "Running 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 2381\n\nTEST RUN PASSED\n\nDuration: 211 ms\nPassed:   6\nFailed:   0"),
 ], [
  L("no-surname", "rule", ["never show a young person's surname or photo next to their name"], reason=["GDPR and the safeguarding policy say so"]),
  L("after-sunset", "rule", ["No boat goes on the water after sunset"], reason=["the insurance stops at dusk"]),
  L("gte-week", "root_cause", ["the filter uses `>=` so older notices"], files=["src/Notices.elm"]),
  L("this-week", "test_fixed", ["shows only this week's notices"], files=["src/Notices.elm"]),
 ], ["The parents page shows last week's notices still, Sam noticed", "The minibus MOT is booked, Kev to drop it off", "Fundraising: the bag pack at Tesco raised £630"]),

"s08_subs_stack": X("sea scouts subs calculator (Haskell, stack test)", "/home/priya/src/subs", "2026-12-03T10:20:00", [
  A("Before I start: the subs calculator has a sibling discount field, how much should it be?"),
  U("25%, second child and after. it was 20 before but exec voted it up in october"),
  E("src/Subs.hs", "siblingDiscount = 0.20", "siblingDiscount = 0.25"),
  B("stack test", "subs> test (suite: subs-test)\n\nSubs\n  second child gets the discount FAILED [1]\n  first child pays full\n\nFailures:\n\n  test/SubsSpec.hs:14:5: \n  1) Subs second child gets the discount\n       expected: 45.0\n        but got: 60.0\n\nRandomized with seed 88217\n\nFinished in 0.0011 seconds\n2 examples, 1 failure", True),
  A("The discount applies when `position > 2`, so the second child, position 2, pays full — an off-by-one against the \"second child and after\" rule."),
  E("src/Subs.hs", "position > 2", "position >= 2"),
  B("stack test", "subs> test (suite: subs-test)\n\nSubs\n  second child gets the discount\n  first child pays full\n\nFinished in 0.0009 seconds\n2 examples, 0 failures"),
 ], [
  L("quarter-off", "correction", ["25%, second child and after"], reason=["exec voted it up in october"]),
  L("gt-two", "root_cause", ["The discount applies when `position > 2`, so the second child, position 2, pays full"], files=["src/Subs.hs"]),
  L("second-child", "test_fixed", ["second child gets the discount"], files=["src/Subs.hs"]),
 ], []),

"s09_log_sbt": X("sea scouts nights-away log (Scala, sbt test)", "/home/kev/src/nightsaway", "2026-12-03T10:40:00", [
  U("nights away log: the total for Jake is 12 but he did 14 nights"),
  B("sbt test", "[info] NightsSpec:\n[info] - counts a two-night camp as two *** FAILED ***\n[info]   1 did not equal 2 (NightsSpec.scala:21)\n[info] - zero for no camps\n[error] Failed: Total 2, Failed 1, Errors 0, Passed 1\n[error] Failed tests:\n[error] \tNightsSpec\n[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful", True),
  A("Days between is used as nights but the code takes `ChronoUnit.WEEKS`… no, sorry, it's `DAYS.between(start, end) - 1`, subtracting one as if counting days in between, so a Friday-Sunday camp counts one night."),
  E("src/main/scala/Nights.scala", "DAYS.between(c.start, c.end) - 1", "DAYS.between(c.start, c.end)"),
  B("sbt test", "[info] NightsSpec:\n[info] - counts a two-night camp as two *** FAILED ***\n[info]   3 did not equal 2 (NightsSpec.scala:21)\n[error] Failed: Total 2, Failed 1, Errors 0, Passed 1", True),
  A("Now one too many: the end date in the test data is the pick-up morning plus one, because `end` is stored as an exclusive date by the import. Using the import's inclusive field instead."),
  E("src/main/scala/Nights.scala", "c.end)", "c.lastMorning)"),
  B("sbt test", "[info] NightsSpec:\n[info] - counts a two-night camp as two\n[info] - zero for no camps\n[info] Passed: Total 2, Failed 0, Errors 0, Passed 1"),
  U("ok thanks. revert that export to csv you did earlier, the county wants it in their xlsx template, csv gets rejected"),
 ], [
  L("minus-one", "root_cause", ["subtracting one as if counting days in between"], files=["src/main/scala/Nights.scala"]),
  L("exclusive-end", "root_cause", ["`end` is stored as an exclusive date by the import"], files=["src/main/scala/Nights.scala"]),
  L("two-night", "test_fixed", ["counts a two-night camp as two"], files=["src/main/scala/Nights.scala"]),
  L("revert-csv", "correction", ["revert that"], alternative=["xlsx template"], reason=["csv gets rejected"]),
 ], ["the total for Jake is 12 but he did 14 nights"]),

"s10_signal_deno": X("sea scouts flag signal quiz (TypeScript, deno test)", "/home/priya/src/semaphore", "2026-12-03T11:00:00", [
  U("the semaphore quiz marks 'J' wrong even when the kid gets it right"),
  B("deno test", "running 3 tests from ./quiz_test.ts\nletters a to i ... ok (2ms)\nletter j ... FAILED (1ms)\nnumerals ... ok (1ms)\n\n ERRORS \n\nletter j => ./quiz_test.ts:18:6\nerror: AssertionError: Values are not equal.\n    [Diff] Actual / Expected\n-   \"numerals\"\n+   \"J\"\n\nFAILED | 2 passed | 1 failed (14ms)", True),
  A("In the position table J shares its arm positions with the 'numerals follow' sign, and the lookup returns the first match, which is numerals. J has to be looked up in letters mode first."),
  E("quiz.ts", "return TABLE.find((e) => same(e.arms, arms))!.name", "return (LETTERS.find((e) => same(e.arms, arms)) ?? TABLE.find((e) => same(e.arms, arms))!).name"),
  B("deno test", "running 3 tests from ./quiz_test.ts\nletters a to i ... ok (2ms)\nletter j ... ok (1ms)\nnumerals ... ok (1ms)\n\nok | 3 passed | 0 failed (11ms)"),
  A("Shall I add a timer and leaderboard?"),
  U("no leaderboard please, the younger ones get upset when theyre at the bottom. a timer is fine"),
 ], [
  L("j-numerals", "root_cause", ["J shares its arm positions with the 'numerals follow' sign"], files=["quiz.ts"]),
  L("letter-j", "test_fixed", ["letter j"], files=["quiz.ts"]),
  L("no-leaderboard", "correction", ["no leaderboard"], reason=["the younger ones get upset when theyre at the bottom"]),
 ], ["the semaphore quiz marks 'J' wrong even when the kid gets it right"]),

"s11_chat_scouts": X("sea scouts chit-chat", "/home/kev/src/boatbook", "2026-12-03T11:20:00", [
  U("always something with that outboard, it wont start when it's cold"),
  A("Classic two-stroke in winter."),
  U("never let a cub steer the safety boat, learned that one the hard way ha"),
  A("Sounds like a story."),
  U("we should really paint the boathouse before spring, it's peeling"),
  A("A working party weekend might do it."),
  U("don't get me started on the council parking at the slipway"),
  A("Noted, no parking talk."),
  U("ok anyway, back to it tomorrow"),
  A("See you then."),
 ], [], ["always something with that outboard, it wont start when it's cold", "never let a cub steer the safety boat, learned that one the hard way ha", "we should really paint the boathouse before spring, it's peeling", "don't get me started on the council parking at the slipway", "ok anyway, back to it tomorrow"]),

# ---------------------------------------------------------------- poetry open mic
"p01_signup_node": X("poetry open mic sign-up list (Node, node --test)", "/home/tash/src/openmic", "2026-12-04T19:00:00", [
  U("open mic signup page. every poet gets 5 minutes max and nobody signs up twice on one night, its fairness, the list is always long. right now the list lets the same name in twice"),
  B("node --test", "▶ signup\n  ✔ adds a poet (1.2ms)\n  ✖ refuses a second slot for the same poet (0.9ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    2 !== 1\n\n        at TestContext.<anonymous> (file:///home/tash/src/openmic/test/signup.test.js:15:12)\n▶ signup (4.1ms)\nℹ tests 2\nℹ pass 1\nℹ fail 1", True),
  A("The duplicate check compares the raw names, so 'Tash Evans' and 'tash evans ' count as different poets. Trimming and lowercasing before comparing."),
  E("src/signup.js", "list.some((p) => p.name === name)", "list.some((p) => norm(p.name) === norm(name))"),
  B("node --test", "▶ signup\n  ✔ adds a poet (1.1ms)\n  ✔ refuses a second slot for the same poet (0.6ms)\n▶ signup (3.0ms)\nℹ tests 2\nℹ pass 2\nℹ fail 0"),
 ], [
  L("five-min", "rule", ["every poet gets 5 minutes max and nobody signs up twice on one night"], reason=["its fairness, the list is always long"]),
  L("raw-names", "root_cause", ["compares the raw names, so 'Tash Evans' and 'tash evans ' count as different poets"], files=["src/signup.js"]),
  L("second-slot", "test_fixed", ["refuses a second slot for the same poet"], files=["src/signup.js"]),
 ], ["right now the list lets the same name in twice"]),

"p02_timer_pytest": X("poetry open mic stage timer (Python, pytest)", "/home/tash/src/stagetimer", "2026-12-04T19:20:00", [
  A("Last session we left the stage timer with a flaky warning light. Running its tests."),
  B("python -m pytest -q", "F...\n=================================== FAILURES ===================================\n___________________________ test_amber_at_one_minute ___________________________\n\n    def test_amber_at_one_minute():\n        t = Timer(300)\n        t.tick(240)\n>       assert t.light == 'amber'\nE       AssertionError: assert 'green' == 'amber'\n\ntests/test_timer.py:9: AssertionError\n1 failed, 3 passed in 0.05s", True),
  A("Turns out the amber threshold is `remaining < 60`, strict, so at exactly one minute left it stays green until the next tick."),
  E("timer.py", "remaining < 60", "remaining <= 60"),
  B("python -m pytest -q", "....\n4 passed in 0.04s"),
  U("good. the light should never buzz or beep, only the light. poets hate being interrupted by a noise mid line"),
  A("Noted, silent. I also shortened the red flash to half a second."),
  U("why half a second there? use 2 seconds, the poet is looking at the crowd and needs time to notice"),
  E("timer.py", "FLASH = 0.5", "FLASH = 2.0"),
 ], [
  L("strict-lt", "root_cause", ["the amber threshold is `remaining < 60`, strict"], files=["timer.py"]),
  L("amber-minute", "test_fixed", ["test_amber_at_one_minute"], files=["timer.py"]),
  L("no-beep", "rule", ["never buzz or beep, only the light"], reason=["poets hate being interrupted by a noise mid line"]),
  L("two-sec", "correction", ["use 2 seconds"], alternative=["half a second"], reason=["needs time to notice"]),
 ], []),

"p03_zine_testthat": X("poetry open mic attendance stats for the zine (R, testthat)", "/home/dev/src/micstats", "2026-12-04T19:40:00", [
  U("the attendance chart for the zine has november with 0 people, we had 48"),
  B("Rscript -e 'testthat::test_dir(\"tests\")'", "✔ | F W  S  OK | Context\n✖ | 1        2 | monthly\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-monthly.R:9:3): november is counted\nmonthly(att)$n[11] (`actual`) not equal to 48 (`expected`).\n\n  `actual`:  0\n`expected`: 48\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]", True),
  A("format(date, '%b') gives 'Nov' on the laptop's English locale, but the months table uses full names, and the match leaves November NA which sum() later counts as 0. Grouping on the month number instead."),
  E("R/monthly.R", "format(att$date, '%b')", "as.integer(format(att$date, '%m'))"),
  B("Rscript -e 'testthat::test_dir(\"tests\")'", "✔ | F W  S  OK | Context\n✔ |          3 | monthly\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]"),
  U("lovely. bar chart not pie, and grey only — the zine is photocopied black and white"),
 ], [
  L("month-names", "root_cause", ["the months table uses full names, and the match leaves November NA"], files=["R/monthly.R"]),
  L("nov-counted", "test_fixed", ["november is counted"], files=["R/monthly.R"]),
  L("grey-bars", "correction", ["bar chart not pie, and grey only"], reason=["the zine is photocopied black and white"]),
 ], ["the attendance chart for the zine has november with 0 people, we had 48"]),

"p04_order_decide": X("poetry open mic running order (question before code)", "/home/tash/src/openmic", "2026-12-04T20:00:00", [
  U("q: the running order — sign-up order, or shuffled? and do first-timers go early or late"),
  A("Sign-up order rewards early arrivals; shuffling avoids a rush at the door. First-timers early tends to keep nerves down and the room is fresher."),
  U("sign-up order, first-timers moved into the first half. shuffling felt like a lottery last time and people complained"),
  W("src/order.js", "export function order(list) {\n  const first = list.filter((p) => p.firstTime)\n  return placeInFirstHalf(list, first)\n}\n"),
  U("and the featured poet goes on after the break, always, thats how we promote the headliner"),
 ], [
  L("signup-order", "decision", ["sign-up order, first-timers moved into the first half"], reason=["shuffling felt like a lottery last time and people complained"], files=["src/order.js"]),
  L("featured-after-break", "decision", ["the featured poet goes on after the break"], reason=["thats how we promote the headliner"]),
 ], ["the running order — sign-up order, or shuffled"]),

"p05_site_cypress": X("poetry open mic website (JavaScript, cypress run)", "/home/dev/src/micsite", "2026-12-04T20:20:00", [
  U("the events page on the mic site shows the january night as 'invalid date' in safari"),
  B("npx cypress run --spec cypress/e2e/events.cy.js", "  Running:  events.cy.js                                                                    (1 of 1)\n\n  events\n    1) shows the next night's date\n\n  0 passing (1s)\n  1 failing\n\n  1) events\n       shows the next night's date:\n     AssertionError: Timed out retrying after 4000ms: expected '<span.date>' to contain 'Thu 8 January'\n      at Context.eval (webpack:///./cypress/e2e/events.cy.js:7:29)", True),
  A("The dates are stored as '2027-01-08 19:30' with a space, which WebKit won't parse with new Date(); it wants the ISO 'T'. Chrome is lenient, so it only broke in Safari."),
  E("src/events.js", "new Date(ev.when)", "new Date(ev.when.replace(' ', 'T'))"),
  B("npx cypress run --spec cypress/e2e/events.cy.js", "  events\n    ✓ shows the next night's date (412ms)\n\n  1 passing (1s)"),
  A("I can also pull the poets' Instagram handles into the line-up page."),
  U("thanks, but no instagram handles on the site, some of our poets read under a pen name and keep it separate"),
 ], [
  L("space-date", "root_cause", ["stored as '2027-01-08 19:30' with a space, which WebKit won't parse"], files=["src/events.js"]),
  L("next-night", "test_fixed", ["shows the next night's date"], files=["src/events.js"]),
  L("no-insta", "correction", ["no instagram handles on the site"], reason=["read under a pen name and keep it separate"]),
 ], ["the events page on the mic site shows the january night as 'invalid date' in safari"]),

"p06_payouts_kotest": X("poetry open mic door split (Kotlin, kotest)", "/home/tash/src/doorsplit", "2026-12-04T20:40:00", [
  U("door money split, the featured poet gets 40% of the door after the room hire, rest to the kitty. it says negative numbers when the door is small"),
  B("./gradlew kotest", "> Task :kotest FAILED\n\nSplitSpec\n  ✗ small door never pays negative\n      expected:<0> but was:<-12>\n\n1 test failed, 4 passed", True),
  A("The room hire of £60 is subtracted and the result is never floored, so a £30 door gives a -£30 base and the featured poet is 'paid' -£12."),
  E("src/main/kotlin/Split.kt", "val base = door - hire", "val base = maxOf(0, door - hire)"),
  B("./gradlew kotest", "> Task :kotest FAILED\n\nSplitSpec\n  ✗ small door never pays negative\n      expected:<0> but was:<-0>\n\n1 test failed, 4 passed", True),
  A("Still red: base is a Double and -0.0 isn't equal to the Int 0 in the assertion. Money should be whole pence anyway; switching to Int pence."),
  E("src/main/kotlin/Split.kt", "val door: Double", "val doorPence: Int"),
  B("./gradlew kotest", "> Task :kotest\n\nSplitSpec\n  ✓ small door never pays negative\n\nBUILD SUCCESSFUL in 6s"),
 ], [
  L("forty-pct", "rule", ["the featured poet gets 40% of the door after the room hire"]),
  L("no-floor", "root_cause", ["subtracted and the result is never floored"], files=["src/main/kotlin/Split.kt"]),
  L("neg-zero", "root_cause", ["-0.0 isn't equal to the Int 0"], files=["src/main/kotlin/Split.kt"]),
  L("small-door", "test_fixed", ["small door never pays negative"], files=["src/main/kotlin/Split.kt"]),
 ], ["it says negative numbers when the door is small"]),

"p07_email_pest": X("poetry open mic mailing list (PHP, pest)", "/home/dev/src/miclist", "2026-12-04T21:00:00", [
  U("hiya, the mailing list thing. pasting the email from our host venue so you see what they want\n\nHi Tash, thanks for another lovely night, the bar did really well! A few things: we're closed 24 Dec to 2 Jan so no January night before the 8th. The new PA is in the cupboard under the stairs, please put it back there. Please don't put the venue's phone number in your newsletter, it's the landlady's own mobile and she was getting calls at midnight. Also the fire door must stay clear, the inspector comes in January. The quiz has moved to Wednesdays so Thursdays are all yours. And in the newsletter please always say doors at 7 and first poet at 7.30, people kept turning up at 7.30 and missing the start. Cheers, Bev (The Lamb)\n\nanyway the bug: people who unsubscribed still get the newsletter"),
  B("./vendor/bin/pest", "\n   FAIL  Tests\\Feature\\ListTest\n  ✓ it adds a subscriber\n  ⨯ it skips unsubscribed people\n  ──────────────────────────────────────────────────\n   FAILED  Tests\\Feature\\ListTest > it skips unsubscribed people\n  Failed asserting that an array does not contain 'rowan@example.org'.\n\n  at tests/Feature/ListTest.php:22\n\n  Tests:    1 failed, 1 passed (2 assertions)\n  Duration: 0.09s", True),
  A("The send query filters on `unsubscribed_at IS NULL`, but the unsubscribe link writes a flag `active = 0` and never sets unsubscribed_at, so the two never meet."),
  E("app/Send.php", "->whereNull('unsubscribed_at')", "->where('active', 1)"),
  B("./vendor/bin/pest", "\n   PASS  Tests\\Feature\\ListTest\n  ✓ it adds a subscriber\n  ✓ it skips unsubscribed people\n\n  Tests:    2 passed (2 assertions)\n  Duration: 0.07s"),
 ], [
  L("no-venue-phone", "rule", ["don't put the venue's phone number in your newsletter"], reason=["she was getting calls at midnight"]),
  L("doors-at-7", "rule", ["always say doors at 7 and first poet at 7.30"], reason=["people kept turning up at 7.30 and missing the start"]),
  L("two-fields", "root_cause", ["writes a flag `active = 0` and never sets unsubscribed_at"], files=["app/Send.php"]),
  L("skips-unsub", "test_fixed", ["it skips unsubscribed people"], files=["app/Send.php"]),
 ], ["people who unsubscribed still get the newsletter", "The new PA is in the cupboard under the stairs, please put it back there", "thanks for another lovely night, the bar did really well"]),

"p08_anthology_unittest": X("poetry open mic anthology builder (Python, unittest)", "/home/tash/src/anthology", "2026-12-04T21:20:00", [
  U("the anthology builder squashes the line breaks in the poems, that kills them"),
  B("python -m unittest -v", "test_keeps_stanzas (tests.test_build.BuildTest) ... FAIL\ntest_title_page (tests.test_build.BuildTest) ... ok\n\n======================================================================\nFAIL: test_keeps_stanzas (tests.test_build.BuildTest)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/tash/src/anthology/tests/test_build.py\", line 14, in test_keeps_stanzas\n    self.assertIn('<br>', html)\nAssertionError: '<br>' not found in '<p>the tide went out / and left me</p>'\n\n----------------------------------------------------------------------\nRan 2 tests in 0.004s\n\nFAILED (failures=1)", True),
  A("Markdown treats a single newline as a space; poems need hard breaks. I'll enable the nl2br extension in the markdown call."),
  E("build.py", "markdown.markdown(text)", "markdown.markdown(text, extensions=['nl2br'])"),
  B("python -m unittest -v", "test_keeps_stanzas (tests.test_build.BuildTest) ... ok\ntest_title_page (tests.test_build.BuildTest) ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.005s\n\nOK"),
  A("Also switched the body font to a sans-serif for readability."),
  U("revert that font, poets asked for the serif, they say it reads like a book and this is a book"),
  U("and the poets own the copyright, the anthology page must say so on every poem, no exceptions"),
 ], [
  L("single-newline", "root_cause", ["Markdown treats a single newline as a space"], files=["build.py"]),
  L("stanzas", "test_fixed", ["test_keeps_stanzas"], files=["build.py"]),
  L("revert-font", "correction", ["revert that"], alternative=["serif"], reason=["it reads like a book"]),
  L("copyright", "rule", ["the poets own the copyright, the anthology page must say so on every poem"]),
 ], ["the anthology builder squashes the line breaks in the poems, that kills them"]),

"p09_chat_poetry": X("poetry open mic chit-chat", "/home/tash/src/openmic", "2026-12-04T21:40:00", [
  U("always the quiet ones who bring the house down, tonight a 19 year old did a sestina"),
  A("Sounds like a great night."),
  U("never again am i letting the comedian go before the sad poems"),
  A("Tonal whiplash."),
  U("rule of the room is you clap for everyone, even the 12 minute epic"),
  A("That's a kind room."),
  U("i should write something myself one day instead of just hosting"),
  A("You should."),
  U("ok bed. night"),
  A("Night."),
 ], [], ["always the quiet ones who bring the house down, tonight a 19 year old did a sestina", "never again am i letting the comedian go before the sad poems", "rule of the room is you clap for everyone, even the 12 minute epic", "i should write something myself one day instead of just hosting", "ok bed. night"]),
"c12_raffle_busted": X("curling club raffle draw (Lua, busted)", "/home/jean/src/raffle", "2026-12-02T12:40:00", [
  U("the raffle script for the burns supper, Jean says ticket 100 never comes out"),
  R("raffle.lua", "local function draw(n)\n  return math.random(1, n - 1)\nend\n"),
  B("busted spec", "●●◼\n2 successes / 1 failure / 0 errors / 0 pending : 0.012 seconds\n\nFailure → spec/raffle_spec.lua @ 9\nraffle can draw the last ticket\nspec/raffle_spec.lua:12: Expected objects to be equal.\nPassed in:\n(boolean) false\nExpected:\n(boolean) true", True),
  A("math.random(1, n - 1) already includes both ends in Lua, so the `- 1` cuts the last ticket off the draw."),
  E("raffle.lua", "math.random(1, n - 1)", "math.random(1, n)"),
  B("busted spec", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.010 seconds"),
  U("should a ticket that won go back in the hat or not? people argue every year"),
  A("Usually not: one prize per ticket spreads the prizes around."),
  U("out of the hat then, one prize per ticket. spreads the prizes, and the committee agreed that last year"),
  E("raffle.lua", "return math.random(1, n)", "return take(tickets, math.random(1, #tickets))"),
 ], [
  L("minus-one-random", "root_cause", ["math.random(1, n - 1) already includes both ends in Lua, so the `- 1` cuts the last ticket"], files=["raffle.lua"]),
  L("last-ticket", "test_fixed", ["can draw the last ticket"], files=["raffle.lua"]),
  L("one-prize", "decision", ["out of the hat then, one prize per ticket"], reason=["the committee agreed that last year"], files=["raffle.lua"]),
 ], ["Jean says ticket 100 never comes out"]),

"s12_tally_bats": X("sea scouts boat log backup script (Bash, bats)", "/home/kev/src/boatlog", "2026-12-03T11:40:00", [
  U("backup script for the boat log, i run it on the hut pi. keep the backups on the usb stick only, never in the cloud, the log has the kids medical notes"),
  W("backup.sh", "#!/bin/bash\ncp -r \"$LOG_DIR\" /media/usb/boatlog-$(date +%F)\n"),
  B("bats test/backup.bats", "backup.bats\n ✓ copies the log\n ✗ keeps only the last 8 backups\n   (in test file test/backup.bats, line 19)\n     `[ \"$(ls /tmp/usb | wc -l)\" -eq 8 ]' failed\n\n2 tests, 1 failure", True),
  A("There's no pruning at all in the script; I'd written only the copy. Adding a step that deletes all but the newest 8."),
  E("backup.sh", "cp -r", "ls -1d /media/usb/boatlog-* | head -n -7 | xargs -r rm -rf\ncp -r"),
  B("bats test/backup.bats", "backup.bats\n ✗ keeps only the last 8 backups\n   (in test file test/backup.bats, line 19)\n     `[ \"$(ls /tmp/usb | wc -l)\" -eq 8 ]' failed\n\n2 tests, 1 failure", True),
  A("The prune hard-codes /media/usb while the test points USB_DIR at /tmp/usb, so it prunes nothing under test. Using $USB_DIR in both places."),
  E("backup.sh", "/media/usb", "${USB_DIR:-/media/usb}"),
  B("bats test/backup.bats", "backup.bats\n ✓ copies the log\n ✓ keeps only the last 8 backups\n\n2 tests, 0 failures"),
 ], [
  L("usb-only", "rule", ["keep the backups on the usb stick only, never in the cloud"], reason=["the log has the kids medical notes"]),
  L("no-prune", "root_cause", ["There's no pruning at all in the script"], files=["backup.sh"]),
  L("hardcoded-usb", "root_cause", ["The prune hard-codes /media/usb while the test points USB_DIR at /tmp/usb"], files=["backup.sh"]),
  L("last-eight", "test_fixed", ["keeps only the last 8 backups"], files=["backup.sh"]),
 ], []),

"p10_app_flutter": X("poetry open mic phone app (Dart, flutter test)", "/home/dev/src/micapp", "2026-12-04T22:00:00", [
  A("I've got the sign-up app open. The widget test for the slot list is red, here it is."),
  B("flutter test test/slots_test.dart", "00:02 +0 -1: slot list shows remaining slots [E]\n  Expected: exactly one matching node in the widget tree\n    Actual: _TextFinder:<zero widgets with text \"3 slots left\" (ignoring offstage widgets)>\n     Which: means none were found but one was expected\n\n00:02 +2 -1: Some tests failed.", True),
  A("The label is built from `max - taken.length` before the async load of `taken` completes, and the widget never rebuilds since the count isn't in state, so it stays at the initial max."),
  E("lib/slots.dart", "final left = max - taken.length;", "setState(() => left = max - taken.length);"),
  B("flutter test test/slots_test.dart", "00:02 +3: All tests passed!"),
  U("ok. its 'spots' not 'slots', on the night we say spots, the poets know that word"),
  E("lib/slots.dart", "slots left", "spots left"),
  U("and we dont take sign ups in the app after 7.30, from then the sign up is on paper at the door, Tash decides the last ones in person"),
 ], [
  L("no-rebuild", "root_cause", ["the widget never rebuilds since the count isn't in state"], files=["lib/slots.dart"]),
  L("slots-left", "test_fixed", ["slot list shows remaining slots"], files=["lib/slots.dart"]),
  L("spots", "correction", ["its 'spots' not 'slots'"], reason=["on the night we say spots"]),
  L("paper-after", "rule", ["we dont take sign ups in the app after 7.30"], reason=["Tash decides the last ones in person"]),
 ], []),
}

# a last word that carries a lesson, after the session's work, and what the agent did with it
LATE = {
  "c01_sheets_pytest": (U("oh and the booking slots should be 2 hours not 90 min, a league game is 8 ends and that takes 2 hours"), A("Slots are 2 hours now."),
                        L("two-hours", "correction", ["2 hours not 90 min"], reason=["a league game is 8 ends and that takes 2 hours"])),
  "c03_agm_cargo": (U("one more, dont show fees with pence on the printed list, just pounds, the list goes on the noticeboard and pence look fussy"), A("Pounds only on the printed list."),
                    L("pounds-only", "correction", ["just pounds"], reason=["pence look fussy"])),
  "c06_members_rspec": (U("sort it by surname rather than first name, thats how the locker room list has always been"), A("Sorted by surname."),
                        L("by-surname", "correction", ["sort it by surname rather than first name"], reason=["thats how the locker room list has always been"])),
  "c08_juniors_mix": (U("the consent can be ticked by the parent only, not by the coach, we had a coach tick it for a parent last year and the insurer queried it"), A("Only a parent account can set consent now."),
                      L("parent-ticks", "rule", ["the consent can be ticked by the parent only, not by the coach"], reason=["the insurer queried it"])),
  "c09_ice_gradle": (U("send the alert to the ice tech phone rather than the committee email, at 2am nobody reads the committee email"), A("Alerts go to the ice tech's phone."),
                     L("ice-phone", "correction", ["send the alert to the ice tech phone rather than the committee email"], reason=["at 2am nobody reads the committee email"])),
  "c12_raffle_busted": (U("print the winning numbers big, 72pt, people read them from the back of the hall"), A("72pt it is."),
                        L("big-numbers", "correction", ["72pt"], reason=["people read them from the back of the hall"])),
  "s01_boats_mvn": (U("the boat list must show Wayfarer before Topper, please sort by size big first, the leaders pick the big boats first"), A("Sorted largest first."),
                    L("big-first", "correction", ["sort by size big first"], reason=["the leaders pick the big boats first"])),
  "s03_tides_ctest": (U("use the Portsmouth station not Southampton, our slipway is in Langstone harbour and Portsmouth is the closer one"), A("Switched to Portsmouth."),
                      L("portsmouth", "correction", ["use the Portsmouth station not Southampton"], reason=["Portsmouth is the closer one"])),
  "s04_camp_decide": (U("no places kept for leaders kids, is unfair for the other families, they go in the ballot like all"), A("Leaders' children go in the ballot with everyone."),
                      L("no-leader-places", "correction", ["no places kept for leaders kids"], reason=["is unfair for the other families"])),
  "s06_rota_dune": (U("two leaders on every night minimum, never one alone, that's safeguarding, make the generator refuse a night with one"), A("A night with fewer than two leaders is now an error."),
                    L("two-leaders", "rule", ["two leaders on every night minimum, never one alone"], reason=["that's safeguarding"])),
  "s10_signal_deno": (U("make the timer 60 seconds rather than 30, the beavers are slow with the flags"), A("60 seconds."),
                      L("sixty-sec", "correction", ["make the timer 60 seconds rather than 30"], reason=["the beavers are slow with the flags"])),
  "p01_signup_node": (U("hmm, put the slot limit in config rather than hard coded, the venue sometimes gives us an extra half hour"), A("MAX_SLOTS lives in config.json now."),
                      L("slots-config", "correction", ["put the slot limit in config rather than hard coded"], reason=["the venue sometimes gives us an extra half hour"])),
  "p03_zine_testthat": (U("should the chart count people or poets? i think people, the zine is about the room not the readers"), A("People, then."),
                        L("count-people", "decision", ["i think people"], reason=["the zine is about the room not the readers"])),
  "p05_site_cypress": (U("the dates, write them day first like Thu 8 January, not January 8, were in the UK"), A("Day first everywhere on the site."),
                       L("day-first", "correction", ["day first like Thu 8 January"], reason=["were in the UK"])),
  "p07_email_pest": (U("send the newsletter tuesday morning not friday, most people plan thursday on tuesday"), A("Scheduled for Tuesday 9am."),
                     L("tuesday", "correction", ["send the newsletter tuesday morning not friday"], reason=["most people plan thursday on tuesday"])),
  "c10_bar_swift": (U("under-18s never get a bar tab, the app has to refuse a tab on a junior account, its the premises licence"), A("Tabs on junior accounts are refused now."),
                    L("no-junior-tab", "rule", ["under-18s never get a bar tab"], reason=["its the premises licence"])),
  "p04_order_decide": (U("content notes go on the running order next to the poem, the host reads them out before, we promised that in our safer space policy"), A("A content note field sits next to each poem on the running order."),
                       L("content-notes", "rule", ["content notes go on the running order next to the poem"], reason=["we promised that in our safer space policy"])),
  "s08_subs_stack": (U("round it to the nearest 50p rather than the penny, the cash box at the hut has no coppers"), A("Rounded to 50p."),
                     L("fifty-p", "correction", ["round it to the nearest 50p rather than the penny"], reason=["the cash box at the hut has no coppers"])),
  "s09_log_sbt": (U("a night only counts if a leader with a nights away permit was on the camp, thats the association rule, the log must check it"), A("Nights without a permit holder on the camp are left out and flagged."),
                  L("permit-night", "rule", ["a night only counts if a leader with a nights away permit was on the camp"], reason=["thats the association rule"])),
}
for _name, (_u, _a, _l) in LATE.items():
    SETS[_name]["events"] += [_u, _a]
    SETS[_name]["lessons"].append(_l)

# more lines of the lesson sessions that must not become notes (news, chores, reports)
MORE_NOTS = {
  "c03_agm_cargo": ["New stones arrived for sheet E, old set going to the junior section", "The Burns supper is 24 Jan, tickets £28"],
  "s07_notes_elm": ["Gift aid forms, still 12 missing, chase at the door", "Christmas Carol service 20 Dec at St Mary's, scouts in full uniform", "New canoe trailer quotes in January", "Beavers' sleepover moved to 17 Jan because of the hall boiler"],
  "p07_email_pest": ["we're closed 24 Dec to 2 Jan so no January night before the 8th", "the fire door must stay clear, the inspector comes in January", "The quiz has moved to Wednesdays so Thursdays are all yours"],
  "c06_members_rspec": ["good. and put phone numbers in it too please"],
  "c12_raffle_busted": ["should a ticket that won go back in the hat or not? people argue every year"],
  "s02_badges_dotnet": ["put a check in for that too"],
  "s06_rota_dune": ["rota generator, can you make it skip leaders who said they are away"],
  "p04_order_decide": ["do first-timers go early or late"],
  "p05_site_cypress": ["shows the january night as 'invalid date' in safari"],
  "s03_tides_ctest": ["clocks went back, i bet thats it"],
  "s12_tally_bats": ["i run it on the hut pi"],
  "p03_zine_testthat": ["we had 48"],
}
for _name, _ns in MORE_NOTS.items():
    SETS[_name]["not_lessons"] += _ns

# a question at the end of a session that carries no rule, and the agent's answer
ASKED = {
  "c01_sheets_pytest": ("how many league nights are on C this season", "Eighteen Tuesdays."),
  "c03_agm_cargo": ("how many juniors are on the list", "Twenty-two."),
  "c05_scores_vitest": ("does the screen in the bar pick it up", "Yes, it reloads every 30 seconds."),
  "c08_juniors_mix": ("how many kids have consent in already", "Fourteen of nineteen."),
  "c09_ice_gradle": ("whats it reading now", "-5.1 on sheet B."),
  "s01_boats_mvn": ("how many bookings were lost", "Six, all weekends since 2 November."),
  "s03_tides_ctest": ("whats high water on sunday then", "14:12, 4.6m."),
  "s07_notes_elm": ("does the page need a redeploy", "Yes, I've pushed it; it's live."),
  "s08_subs_stack": ("how many families get the discount", "Nine."),
  "s10_signal_deno": ("how many letters in the quiz now", "All 26 and the numerals."),
  "p01_signup_node": ("how many are signed up for thursday", "Eleven."),
  "p03_zine_testthat": ("whats the best month", "March, 61 people."),
  "p05_site_cypress": ("is the ticket link working", "Yes, it opens the venue page."),
  "p07_email_pest": ("how many people unsubscribed", "Seven."),
  "p08_anthology_unittest": ("how many pages is it now", "Ninety-two."),
  "c02_bonspiel_gotest": ("how many teams entered", "Nine."),
  "c06_members_rspec": ("how many members in total", "Sixty-four."),
  "c07_stones_phpunit": ("how many stones are due a regrind", "Five."),
  "s02_badges_dotnet": ("how many scouts are on stage 4", "Seven."),
  "s09_log_sbt": ("whats the top total now", "Jake on 14."),
  "p02_timer_pytest": ("does it run on the old ipad", "Yes, Safari 12 handles it."),
  "p10_app_flutter": ("is it on the play store yet", "Not yet; it's an internal test build."),
  "p06_payouts_kotest": ("what did the featured poet get last month", "£48."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)

# a closing word that carries no rule
THANKED = {
  "c02_bonspiel_gotest": "brilliant, cheers",
  "s05_kit_zig": "thats it for now ta",
  "p06_payouts_kotest": "great thanks",
  "s12_tally_bats": "lovely, sorted",
  "c12_raffle_busted": "ta very much",
}
for _name, _t in THANKED.items():
    SETS[_name]["events"] += [U(_t)]
    SETS[_name]["not_lessons"].append(_t)
