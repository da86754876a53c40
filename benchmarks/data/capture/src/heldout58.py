# heldout58: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout57's source, for the format; heldout53's wiring commits).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a youth rugby club, a community woodwork workshop and a church-hall soup kitchen (no earlier set uses them;
# a youth football league, a pottery studio and a parish food bank were asked for, but heldout10/44/47 have football,
# heldout11/34 pottery and heldout22/56 a food bank, so three of the same flavour took their places).
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
# ---------------------------------------------------------------- youth rugby club
"r01_fixtures_pytest": X("youth rugby club fixtures page (Python, pytest)", "/home/dewi/src/fixtures", "2026-11-29T08:04:00", [
  U("hi. before you touch anything on the fixtures site: no under-12 fixture kicks off before 10:00, the county says minis travel and parents moan if they have to leave at 7. and no child's full name on the public fixtures page, first name and initial only, that's our safeguarding policy. what's broken: the u12 away game at Pontyclun shows 9:30 on the page but the county sheet says 10:30"),
  B("pytest tests/test_kickoff.py -q", "..F.\n=================================== FAILURES ===================================\n___________________________ test_away_kickoff_local ____________________________\n\n    def test_away_kickoff_local():\n        f = parse_row(\"U12,Pontyclun,2026-11-29T10:30:00Z,away\")\n>       assert f.kickoff.strftime(\"%H:%M\") == \"10:30\"\nE       AssertionError: assert '09:30' == '10:30'\nE         - 10:30\nE         + 09:30\n\ntests/test_kickoff.py:22: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_kickoff.py::test_away_kickoff_local - AssertionError: assert '09:30' == '10:30'\n1 failed, 3 passed in 0.09s", True),
  R("fixtures/parse.py", "def parse_row(line):\n    age, venue, when, side = line.split(',')\n    ko = datetime.fromisoformat(when.replace('Z', '+00:00')).astimezone(ZoneInfo('Europe/Paris'))\n    return Fixture(age, venue, ko - timedelta(hours=2), side)\n"),
  A("Two things stack up here. The county sheet's times are UTC, but `parse_row` converts them to Europe/Paris instead of Europe/London, which adds an hour, and then it takes two hours off for a travel buffer that belongs on the departure time, not the kick-off. Net effect: an hour early in winter. I'll convert to London and drop the subtraction."),
  E("fixtures/parse.py", "astimezone(ZoneInfo('Europe/Paris'))\n    return Fixture(age, venue, ko - timedelta(hours=2), side)", "astimezone(ZoneInfo('Europe/London'))\n    return Fixture(age, venue, ko, side)"),
  B("pytest tests/test_kickoff.py -q", "....\n4 passed in 0.06s"),
  A("Pontyclun shows 10:30 now. Shall I put the departure time (kick-off minus two hours) on the page too?"),
  U("yes but minus 90 min not two hours, the coaches meet at the clubhouse an hour and a half before"),
  E("fixtures/render.py", "ko - timedelta(hours=2)", "ko - timedelta(minutes=90)"),
  A("Departure shows 90 minutes before kick-off."),
  U("ta"),
 ], [
  L("u12-ten", "rule", ["no under-12 fixture kicks off before 10:00"], reason=["parents moan if they have to leave at 7"]),
  L("no-full-name", "rule", ["no child's full name on the public fixtures page", "first name and initial only"], reason=["that's our safeguarding policy"]),
  L("paris-tz", "root_cause", ["converts them to Europe/Paris instead of Europe/London", "takes two hours off for a travel buffer"], files=["fixtures/parse.py"]),
  L("kickoff-test", "test_fixed", ["test_away_kickoff_local"], files=["fixtures/parse.py"]),
  L("ninety", "correction", ["minus 90 min not two hours"], reason=["the coaches meet at the clubhouse an hour and a half before"], files=["fixtures/render.py"]),
 ], ["the u12 away game at Pontyclun shows 9:30 on the page but the county sheet says 10:30", "ta"]),

"r02_agegrade_rspec": X("youth rugby club age-grade registration (Ruby on Rails, rspec)", "/home/carys/src/registrations", "2026-11-29T08:20:00", [
  A("I pulled main and ran the suite before starting: one spec fails in `spec/models/player_spec.rb`, the age-grade banding. Is that what you wanted me on, or something else?"),
  U("that's the one. a lad born in august 2015 got put in u12 instead of u11, his mum emailed me"),
  B("bundle exec rspec spec/models/player_spec.rb", "..F\n\nFailures:\n\n  1) Player#age_grade puts an August 2015 birthday in U11 for 2026/27\n     Failure/Error: expect(player.age_grade(season: 2026)).to eq(\"U11\")\n\n       expected: \"U11\"\n            got: \"U12\"\n\n       (compared using ==)\n     # ./spec/models/player_spec.rb:18:in `block (3 levels) in <top (required)>'\n\nFinished in 0.04213 seconds (files took 1.21 seconds to load)\n3 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/models/player_spec.rb:14 # Player#age_grade puts an August 2015 birthday in U11 for 2026/27", True),
  R("app/models/player.rb", "def age_grade(season:)\n  age = season - dob.year\n  \"U#{age + 1}\"\nend\n"),
  A("`age_grade` only looks at the birth year, so everyone born in 2015 is banded the same regardless of month. Rugby age grades run on the school year, so the age should be taken on 31 August of the season's start."),
  E("app/models/player.rb", "age = season - dob.year", "cutoff = Date.new(season, 8, 31)\n  age = cutoff.year - dob.year - (dob.change(year: cutoff.year) > cutoff ? 1 : 0)"),
  B("bundle exec rspec spec/models/player_spec.rb", "..F\n\nFailures:\n\n  1) Player#age_grade puts an August 2015 birthday in U11 for 2026/27\n     Failure/Error: expect(player.age_grade(season: 2026)).to eq(\"U11\")\n\n       expected: \"U11\"\n            got: \"U12\"\n\n       (compared using ==)\n     # ./spec/models/player_spec.rb:18:in `block (3 levels) in <top (required)>'\n\n3 examples, 1 failure", True),
  A("Still U12, so the cut-off date was only half of it. The spec's boy was born on 31 August 2015: on 31 August 2026 he has just turned 11, and `U#{age + 1}` makes him U12. The grade is `age + 1` only if the age is taken the day after the school year ends, so it should be age on 1 September."),
  E("app/models/player.rb", "cutoff = Date.new(season, 8, 31)", "cutoff = Date.new(season, 9, 1)"),
  B("bundle exec rspec spec/models/player_spec.rb", "...\n\nFinished in 0.03811 seconds (files took 1.18 seconds to load)\n3 examples, 0 failures"),
  A("Green. I can email the parents of everyone whose grade changes?"),
  U("no dont email anyone, I'll tell the age group managers at training. parents panic when they get an email from the system"),
  A("No emails; I'll print the list of changed players instead."),
 ], [
  L("birth-year", "root_cause", ["only looks at the birth year", "Rugby age grades run on the school year"], files=["app/models/player.rb"]),
  L("first-sept", "root_cause", ["it should be age on 1 September"], files=["app/models/player.rb"]),
  L("grade-spec", "test_fixed", ["puts an August 2015 birthday in U11"], files=["app/models/player.rb"]),
  L("no-email", "correction", ["dont email anyone, I'll tell the age group managers at training"], reason=["parents panic when they get an email from the system"]),
 ], ["a lad born in august 2015 got put in u12 instead of u11, his mum emailed me", "that's the one"]),

"r03_pitches_decide": X("youth rugby club pitch allocation (planning, Python)", "/home/dewi/src/pitches", "2026-11-29T08:41:00", [
  U("question before you write anything. sunday mornings we've got 3 pitches and 9 teams. should the allocator hand out pitches per age group or per team? what do other clubs do"),
  A("Per age group is simpler and keeps an age group together, which helps coaches who float between teams; per team is fairer when one age group has four teams and another one. Given three pitches and nine teams I'd lean per age group with half-pitch splits for the minis."),
  U("ok per age group then. the minis coaches share kit and warm ups so they want to be next to each other anyway"),
  A("Per age group it is. I'll start the allocator with that and split pitch 3 into halves for U7-U10."),
  U("oh and one more, pitch 1 is never used when the ground's been frozen overnight. the groundsman will kill us, it's the first team's pitch"),
  A("Noted: a frost flag overnight takes pitch 1 out of the allocation."),
 ], [
  L("per-age", "decision", ["per age group"], reason=["the minis coaches share kit and warm ups"]),
  L("frost", "rule", ["pitch 1 is never used when the ground's been frozen overnight"], reason=["it's the first team's pitch"]),
 ], ["should the allocator hand out pitches per age group or per team?", "what do other clubs do"]),

"r04_subs_go": X("youth rugby club membership subs (Go, go test)", "/home/owain/src/subs", "2026-11-29T08:55:00", [
  U("this is failing on CI since last night, no idea why, nothing changed:\n\n--- FAIL: TestSiblingDiscount (0.00s)\n    subs_test.go:41: sibling fee = 7500, want 6000\nFAIL\nFAIL\tgithub.com/pencoed-rfc/subs\t0.012s"),
  B("go test ./... -run TestSiblingDiscount -v", "=== RUN   TestSiblingDiscount\n    subs_test.go:41: sibling fee = 7500, want 6000\n--- FAIL: TestSiblingDiscount (0.00s)\nFAIL\nFAIL\tgithub.com/pencoed-rfc/subs\t0.011s\nFAIL", True),
  R("fees.go", "func Fee(p Player, family []Player) int {\n\tbase := 7500\n\tfor _, s := range family {\n\t\tif s.Surname == p.Surname && s.ID < p.ID {\n\t\t\treturn base * 80 / 100\n\t\t}\n\t}\n\treturn base\n}\n"),
  A("Something did change, just not in code: the test fixture's second child now has a double-barrelled surname (\"Morgan-Hughes\" vs \"Morgan\"), and `Fee` decides who's a sibling by matching surnames. A family link should come from the account, not the name."),
  E("fees.go", "s.Surname == p.Surname && s.ID < p.ID", "s.AccountID == p.AccountID && s.ID < p.ID"),
  B("go test ./... -run TestSiblingDiscount -v", "=== RUN   TestSiblingDiscount\n--- PASS: TestSiblingDiscount (0.00s)\nPASS\nok  \tgithub.com/pencoed-rfc/subs\t0.009s"),
  A("Passing. The discount is 20% off for the second child; I left the percentage as it was."),
  U("it should be £15 off flat rather than a percentage, the committee voted that in so its the same for every age group"),
  E("fees.go", "return base * 80 / 100", "return base - 1500"),
  A("Second child is £15 off flat now."),
 ], [
  L("surname-match", "root_cause", ["decides who's a sibling by matching surnames", "A family link should come from the account"], files=["fees.go"]),
  L("sibling-test", "test_fixed", ["TestSiblingDiscount"], files=["fees.go"]),
  L("flat-15", "correction", ["£15 off flat rather than a percentage"], reason=["so its the same for every age group"], files=["fees.go"]),
 ], ["this is failing on CI since last night, no idea why, nothing changed"]),

"r05_concussion_phpunit": X("youth rugby club injury log (PHP, phpunit)", "/home/sian/src/injuries", "2026-11-29T09:10:00", [
  U("Good morning. Context first: after a suspected concussion no child plays or trains for 21 days, no exceptions, that's World Rugby's graduated return and our insurance depends on it. The injury log is supposed to block them from the team sheet but yesterday it let Rhys back on day 15."),
  B("vendor/bin/phpunit tests/ReturnToPlayTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\n.F.                                                                  3 / 3 (100%)\n\nTime: 00:00.021, Memory: 8.00 MB\n\nThere was 1 failure:\n\n1) Tests\\ReturnToPlayTest::testBlockedUntilDay21\nFailed asserting that true is false.\n\n/home/sian/src/injuries/tests/ReturnToPlayTest.php:27\n\nFAILURES!\nTests: 3, Assertions: 3, Failures: 1.", True),
  R("src/ReturnToPlay.php", "public function cleared(Injury $i, DateTimeImmutable $today): bool {\n    return $today->diff($i->reportedAt)->d >= 14;\n}\n"),
  A("Found it — two things in one line. The threshold is 14 (the adult protocol), and `->d` is only the days *component* of the interval, so 1 month 2 days reads as 2. It should use `->days`, the total, against 21."),
  E("src/ReturnToPlay.php", "$today->diff($i->reportedAt)->d >= 14", "$today->diff($i->reportedAt)->days >= 21"),
  B("vendor/bin/phpunit tests/ReturnToPlayTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n...                                                                  3 / 3 (100%)\n\nTime: 00:00.018, Memory: 8.00 MB\n\nOK (3 tests, 3 assertions)"),
  A("Rhys would now be blocked until day 21. Want me to add a red banner with the injury details on the coach's team sheet?"),
  U("thanks, but no injury details on the team sheet, just 'unavailable'. other parents see the coaches phone at the side of the pitch"),
  A("Just 'unavailable' it is."),
 ], [
  L("21-days", "rule", ["after a suspected concussion no child plays or trains for 21 days"], reason=["that's World Rugby's graduated return and our insurance depends on it"]),
  L("diff-d", "root_cause", ["The threshold is 14 (the adult protocol)", "`->d` is only the days *component* of the interval"], files=["src/ReturnToPlay.php"]),
  L("rtp-test", "test_fixed", ["testBlockedUntilDay21"], files=["src/ReturnToPlay.php"]),
  L("unavailable", "correction", ["no injury details on the team sheet, just 'unavailable'"], reason=["other parents see the coaches phone at the side of the pitch"]),
 ], ["yesterday it let Rhys back on day 15"]),

"r06_kit_nodetest": X("youth rugby club kit orders (Node, node --test)", "/home/carys/src/kitshop", "2026-11-29T09:24:00", [
  U("pasting the committee notes from tuesday so you have the context, then the actual job is at the bottom.\n\n- Thanks to Gareth for repainting the clubhouse toilets, looks great\n- Presentation day is 14 June, trophies ordered\n- Kit shop: no shirt goes out with a child's name printed on the back, only numbers. a parent complained about strangers shouting a kid's name at a tournament\n- Minibus MOT due in March, Owain sorting\n- Kit shop: orders close on the 20th of each month because the supplier only prints once a month and late ones miss the batch\n- Bar takings up 12% on last year\n- Next meeting 9 Dec\n\nJOB: the kit shop total is wrong when someone orders socks and a shirt, it charges the shirt twice"),
  B("node --test test/basket.test.js", "▶ basket\n  ✔ single shirt (0.61ms)\n  ✖ shirt and socks (0.88ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    4400 !== 3600\n\n        at TestContext.<anonymous> (/home/carys/src/kitshop/test/basket.test.js:19:12)\n\n  ✔ empty basket (0.12ms)\n▶ basket (2.1ms)\nℹ tests 3\nℹ suites 1\nℹ pass 2\nℹ fail 1\nℹ cancelled 0\nℹ skipped 0\nℹ todo 0\nℹ duration_ms 48.2", True),
  R("src/basket.js", "export function total(items) {\n  let sum = 0;\n  for (const it of items) {\n    const price = PRICES[it.sku] ?? PRICES[it.sku.split('-')[0]];\n    sum += price * it.qty;\n  }\n  return sum;\n}\n"),
  A("The fallback lookup: sock SKUs look like `shirt-sock-u12`, which isn't in PRICES, so `split('-')[0]` turns it into `shirt` and charges a shirt price. I'll match on the full SKU and fall back on the product family instead."),
  E("src/basket.js", "PRICES[it.sku.split('-')[0]]", "PRICES[it.sku.split('-').slice(0, 2).join('-')]"),
  B("node --test test/basket.test.js", "▶ basket\n  ✔ single shirt (0.55ms)\n  ✖ shirt and socks (0.71ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    NaN !== 3600\n\n        at TestContext.<anonymous> (/home/carys/src/kitshop/test/basket.test.js:19:12)\n\n  ✔ empty basket (0.10ms)\nℹ tests 3\nℹ pass 2\nℹ fail 1", True),
  A("NaN now, so my family guess was wrong: the price table keys socks as `sock-u12` without the `shirt-` prefix. The `shirt-` on sock SKUs is a leftover from the old supplier's catalogue; stripping that prefix before the lookup is the real fix."),
  E("src/basket.js", "const price = PRICES[it.sku] ?? PRICES[it.sku.split('-').slice(0, 2).join('-')];", "const sku = it.sku.replace(/^shirt-(?=sock)/, '');\n    const price = PRICES[sku];"),
  B("node --test test/basket.test.js", "▶ basket\n  ✔ single shirt (0.52ms)\n  ✔ shirt and socks (0.40ms)\n  ✔ empty basket (0.09ms)\n▶ basket (1.4ms)\nℹ tests 3\nℹ suites 1\nℹ pass 3\nℹ fail 0\nℹ cancelled 0\nℹ skipped 0\nℹ todo 0\nℹ duration_ms 41.7"),
  A("Socks and shirt come to £36 now."),
  U("perfect diolch"),
 ], [
  L("no-names-back", "rule", ["no shirt goes out with a child's name printed on the back, only numbers"], reason=["a parent complained about strangers shouting a kid's name"]),
  L("close-20th", "rule", ["orders close on the 20th of each month"], reason=["the supplier only prints once a month"]),
  L("split-sku", "root_cause", ["`split('-')[0]` turns it into `shirt` and charges a shirt price"], files=["src/basket.js"]),
  L("old-prefix", "root_cause", ["The `shirt-` on sock SKUs is a leftover from the old supplier's catalogue"], files=["src/basket.js"]),
  L("basket-test", "test_fixed", ["shirt and socks"], files=["src/basket.js"]),
 ], ["Thanks to Gareth for repainting the clubhouse toilets, looks great", "Presentation day is 14 June, trophies ordered",
     "Minibus MOT due in March, Owain sorting", "Bar takings up 12% on last year",
     "the kit shop total is wrong when someone orders socks and a shirt, it charges the shirt twice", "perfect diolch"]),

"r07_register_swift": X("youth rugby club training register iPad app (Swift, swift test)", "/home/rhian/src/Register", "2026-11-29T09:40:00", [
  U("the register app says 0 present for u14s on thursday even though I ticked 22 kids"),
  B("swift test --filter AttendanceTests", "Building for debugging...\n[4/4] Compiling RegisterCore Attendance.swift\nBuild complete! (3.12s)\nTest Suite 'Selected tests' started at 2026-11-29 09:41:07.221.\nTest Suite 'AttendanceTests' started at 2026-11-29 09:41:07.222.\nTest Case '-[RegisterCoreTests.AttendanceTests testCountsTickedPlayers]' started.\n/home/rhian/src/Register/Tests/RegisterCoreTests/AttendanceTests.swift:18: error: -[RegisterCoreTests.AttendanceTests testCountsTickedPlayers] : XCTAssertEqual failed: (\"0\") is not equal to (\"22\")\nTest Case '-[RegisterCoreTests.AttendanceTests testCountsTickedPlayers]' failed (0.004 seconds).\nTest Suite 'AttendanceTests' failed at 2026-11-29 09:41:07.227.\n\t Executed 4 tests, with 1 failure (0 unexpected) in 0.005 (0.006) seconds", True),
  R("Sources/RegisterCore/Attendance.swift", "func present(_ session: Session) -> Int {\n    session.ticks.filter { $0.date == session.date }.count\n}\n"),
  A("Ticks carry a full timestamp (the moment you tapped) while `session.date` is midnight, so `==` never holds. Comparing on the calendar day fixes it."),
  E("Sources/RegisterCore/Attendance.swift", "$0.date == session.date", "Calendar.current.isDate($0.date, inSameDayAs: session.date)"),
  B("swift test --filter AttendanceTests", "Building for debugging...\nBuild complete! (2.87s)\nTest Suite 'AttendanceTests' passed at 2026-11-29 09:42:30.011.\n\t Executed 4 tests, with 0 failures (0 unexpected) in 0.004 (0.005) seconds"),
  A("22 present now. I also show each child's date of birth next to their name in the register so coaches can check age grades."),
  U("why date of birth there? use the age grade. coaches dont need a DOB on an ipad that gets left in the clubhouse"),
  E("Sources/RegisterUI/RowView.swift", "Text(player.dob.formatted(date: .abbreviated, time: .omitted))", "Text(player.ageGrade)"),
  A("The row shows the age grade instead of the date of birth."),
 ], [
  L("midnight", "root_cause", ["Ticks carry a full timestamp", "`session.date` is midnight, so `==` never holds"], files=["Sources/RegisterCore/Attendance.swift"]),
  L("attend-test", "test_fixed", ["testCountsTickedPlayers"], files=["Sources/RegisterCore/Attendance.swift"]),
  L("grade-not-dob", "correction", ["why date of birth there? use the age grade"], reason=["coaches dont need a DOB on an ipad that gets left in the clubhouse"], files=["Sources/RegisterUI/RowView.swift"]),
 ], ["the register app says 0 present for u14s on thursday even though I ticked 22 kids"]),

"r08_festival_elm": X("youth rugby club mini rugby festival scoreboard (Elm, elm-test)", "/home/bethan/src/festival", "2026-11-29T09:55:00", [
  A("The festival scoreboard compiles. Anything in particular for today?"),
  U("yes. at the u8 festival the board showed scores, the RFU and WRU rules for minis is no scores shown, only who played who. but first the schedule is wrong, team 6 plays twice at 10:20"),
  B("npx elm-test tests/ScheduleTest.elm", "elm-test 0.19.1-revision12\n-------------------------\n\nRunning 5 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 290366712734199\n\n↓ ScheduleTest\n↓ roundRobin\n✗ no team plays twice in a slot\n\n    [ (1,6), (2,6), (3,4) ]\n    ╷\n    │ Expect.equal\n    ╵\n    [ (1,6), (2,5), (3,4) ]\n\n\nTEST RUN FAILED\n\nDuration: 211 ms\nPassed:   4\nFailed:   1", True),
  R("src/Schedule.elm", "rotate : List Int -> List Int\nrotate teams =\n    case teams of\n        first :: rest ->\n            first :: List.drop 1 rest ++ List.take 1 rest\n        [] -> []\n"),
  A("The circle method fixes the first team and rotates the rest by one each round — this rotates the wrong way round: it moves the head of `rest` to the back, but the pairing reads from both ends, so the last team ends up paired twice. Rotating the last element to the front is the standard form."),
  E("src/Schedule.elm", "first :: List.drop 1 rest ++ List.take 1 rest", "first :: List.drop (List.length rest - 1) rest ++ List.take (List.length rest - 1) rest"),
  B("npx elm-test tests/ScheduleTest.elm", "elm-test 0.19.1-revision12\n-------------------------\n\nRunning 5 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 290366712734199\n\nTEST RUN PASSED\n\nDuration: 198 ms\nPassed:   5\nFailed:   0"),
  U("good. now the scores: the board must show only the fixtures, no scores, for the u7 to u10 festivals. please make it hide also the try count, not only the score, some coaches count tries out loud and parents compare"),
  E("src/Board.elm", "viewScore match", "if match.ageGrade <= 10 then text \"\" else viewScore match"),
  A("Under-7 to under-10 boards now show fixtures only — no score and no try count."),
 ], [
  L("wrong-way", "root_cause", ["it moves the head of `rest` to the back", "the last team ends up paired twice"], files=["src/Schedule.elm"]),
  L("schedule-test", "test_fixed", ["no team plays twice in a slot"], files=["src/Schedule.elm"]),
  L("no-scores", "rule", ["the RFU and WRU rules for minis is no scores shown"]),
  L("hide-tries", "correction", ["please make it hide also the try count, not only the score"], reason=["some coaches count tries out loud and parents compare"], files=["src/Board.elm"]),
 ], ["team 6 plays twice at 10:20", "good"]),

"r09_dbs_dotnet": X("youth rugby club coach safeguarding checks (.NET 8, dotnet test with NUnit)", "/home/gareth/src/CoachChecks", "2026-11-29T10:08:00", [
  U("the coach checks page is showing Huw as cleared but his DBS ran out in october"),
  B("dotnet test --filter FullyQualifiedName~ClearanceTests", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  CoachChecks -> /home/gareth/src/CoachChecks/src/bin/Debug/net8.0/CoachChecks.dll\n  CoachChecks.Tests -> /home/gareth/src/CoachChecks/tests/bin/Debug/net8.0/CoachChecks.Tests.dll\nTest run for /home/gareth/src/CoachChecks/tests/bin/Debug/net8.0/CoachChecks.Tests.dll (.NETCoreApp,Version=v8.0)\nA total of 1 test files matched the specified pattern.\n  Failed ExpiredDbsIsNotCleared [12 ms]\n  Error Message:\n     Expected: False\n  But was:  True\n\n  Stack Trace:\n     at CoachChecks.Tests.ClearanceTests.ExpiredDbsIsNotCleared() in /home/gareth/src/CoachChecks/tests/ClearanceTests.cs:line 24\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 38 ms - CoachChecks.Tests.dll (net8.0)", True),
  R("src/Clearance.cs", "public bool IsCleared(Coach c, DateOnly today) =>\n    c.Dbs.Issued.AddYears(3) > today || c.Dbs.OnUpdateService;\n"),
  A("Huw is flagged as on the Update Service, and that flag short-circuits the expiry check. The flag only says he subscribed once; it doesn't mean the subscription is current."),
  E("src/Clearance.cs", "c.Dbs.Issued.AddYears(3) > today || c.Dbs.OnUpdateService", "c.Dbs.Issued.AddYears(3) > today || (c.Dbs.OnUpdateService && c.Dbs.UpdateServiceRenewal > today)"),
  B("dotnet test --filter FullyQualifiedName~ClearanceTests", "Test run for /home/gareth/src/CoachChecks/tests/bin/Debug/net8.0/CoachChecks.Tests.dll (.NETCoreApp,Version=v8.0)\n  Failed ExpiredDbsIsNotCleared [9 ms]\n  Error Message:\n     Expected: False\n  But was:  True\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 31 ms - CoachChecks.Tests.dll (net8.0)", True),
  A("Still cleared. The fixture gives Huw no renewal date, and `UpdateServiceRenewal` is a non-nullable `DateOnly` that defaults to 31/12/9999 in the CSV importer when the column is blank — so \"no date\" reads as \"renewed forever\". Making it nullable and treating blank as not current."),
  E("src/Import/CoachCsv.cs", "Renewal = string.IsNullOrWhiteSpace(cols[7]) ? DateOnly.MaxValue : DateOnly.Parse(cols[7])", "Renewal = string.IsNullOrWhiteSpace(cols[7]) ? null : DateOnly.Parse(cols[7])"),
  B("dotnet test --filter FullyQualifiedName~ClearanceTests", "Test run for /home/gareth/src/CoachChecks/tests/bin/Debug/net8.0/CoachChecks.Tests.dll (.NETCoreApp,Version=v8.0)\n\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 29 ms - CoachChecks.Tests.dll (net8.0)"),
  A("Huw shows as not cleared. Shall I hide him from the coach list until it's sorted?"),
  U("no, keep him on the list but greyed out. one thing you should know for this app: no coach is ever left alone with a group without a second cleared adult, the welfare officer checks the session plans against this page. so the page has to show who's cleared for each session not just each coach"),
  A("Understood — I'll add a per-session view that flags any session with fewer than two cleared adults."),
 ], [
  L("update-flag", "root_cause", ["that flag short-circuits the expiry check", "it doesn't mean the subscription is current"], files=["src/Clearance.cs"]),
  L("maxvalue", "root_cause", ["defaults to 31/12/9999 in the CSV importer when the column is blank", "\"no date\" reads as \"renewed forever\""], files=["src/Import/CoachCsv.cs"]),
  L("dbs-test", "test_fixed", ["ExpiredDbsIsNotCleared"], files=["src/Clearance.cs", "src/Import/CoachCsv.cs"]),
  L("greyed", "correction", ["keep him on the list but greyed out"]),
  L("two-adults", "rule", ["no coach is ever left alone with a group without a second cleared adult"], reason=["the welfare officer checks the session plans against this page"]),
 ], ["the coach checks page is showing Huw as cleared but his DBS ran out in october"]),

"r10_messages_decide": X("youth rugby club parent messaging (planning, no code yet)", "/home/sian/src/clubapp", "2026-11-29T10:21:00", [
  A("Picking up from yesterday: the plan was to add push notifications to the club app for cancellations. Before I start — do you want push, SMS, or keep the WhatsApp groups?"),
  U("hmm. keep whatsapp for chat but cancellations by SMS. half the grandparents who do pick ups dont have the app and they all read texts"),
  A("SMS for cancellations then. Should it go to every contact on the player's record or just the first one?"),
  U("every contact. its usually the second one who's actually doing the pick up"),
  A("Every contact on the record. I'll draft the sending code against the Twilio sandbox next."),
 ], [
  L("sms-cancel", "decision", ["cancellations by SMS"], reason=["half the grandparents who do pick ups dont have the app"]),
  L("every-contact", "decision", ["every contact"], reason=["its usually the second one who's actually doing the pick up"]),
 ], ["hmm"]),

"r11_chat_rugby": X("youth rugby club chit-chat", "/home/dewi/src/fixtures", "2026-11-29T10:30:00", [
  U("no coding today, just waiting for the groundsman to decide if the pitch is playable"),
  A("Fingers crossed for you."),
  U("every time it rains on a saturday night the drainage on pitch 2 gives up"),
  A("Sounds like a yearly battle."),
  U("always the same, the under 9s end up looking like they've been mud wrestling"),
  A("At least they enjoy it."),
  U("never again am i washing 18 sets of bibs in my own machine. anyway, thanks, speak tomorrow"),
 ], [], ["no coding today, just waiting for the groundsman to decide if the pitch is playable",
         "every time it rains on a saturday night the drainage on pitch 2 gives up",
         "always the same, the under 9s end up looking like they've been mud wrestling",
         "never again am i washing 18 sets of bibs in my own machine", "thanks, speak tomorrow"]),

# ---------------------------------------------------------------- community woodwork workshop
"w01_bookings_mix": X("community woodwork workshop bench bookings (Elixir, mix test)", "/home/tomos/src/benchbook", "2026-11-29T08:06:00", [
  U("Hello! I run the booking system for our community woodwork shop. Ground rules: nobody gets a machine slot (bandsaw, table saw, planer thicknesser) until their induction for that machine is signed off, the insurer asks for it by name. And under-16s are never booked on the table saw at all, even with a parent. Today's problem: someone booked the lathe for 3 hours on saturday but the max is 2."),
  B("mix test test/bookings_test.exs", "Compiling 1 file (.ex)\n\n  1) test slot length is capped at two hours for the lathe (Benchbook.BookingsTest)\n     test/bookings_test.exs:33\n     Assertion with == failed\n     code:  assert Bookings.validate(booking) == {:error, :too_long}\n     left:  :ok\n     right: {:error, :too_long}\n     stacktrace:\n       test/bookings_test.exs:37: (test)\n\n.......\nFinished in 0.06 seconds (0.00s async, 0.06s sync)\n8 tests, 1 failure\n\nRandomized with seed 118204", True),
  R("lib/benchbook/bookings.ex", "def validate(%{tool: tool, minutes: m}) do\n  if m > Map.get(@max, tool, 240), do: {:error, :too_long}, else: :ok\nend\n@max %{\"Lathe\" => 120, \"Bandsaw\" => 60}\n"),
  A("The cap map is keyed \"Lathe\" with a capital L, and bookings store the tool as `\"lathe\"`, so the lookup misses and the 240-minute default applies. Normalising the key on lookup."),
  E("lib/benchbook/bookings.ex", "Map.get(@max, tool, 240)", "Map.get(@max, String.capitalize(tool), 240)"),
  B("mix test test/bookings_test.exs", "........\nFinished in 0.05 seconds (0.00s async, 0.05s sync)\n8 tests, 0 failures\n\nRandomized with seed 55012"),
  A("3 hours on the lathe is refused now. The default for tools without a cap is 4 hours — keep that?"),
  U("3 hours, not 4. after 3 hours people get tired and that's when the accidents happen"),
  E("lib/benchbook/bookings.ex", "Map.get(@max, String.capitalize(tool), 240)", "Map.get(@max, String.capitalize(tool), 180)"),
  A("Default cap is 3 hours."),
 ], [
  L("induction", "rule", ["nobody gets a machine slot", "until their induction for that machine is signed off"], reason=["the insurer asks for it by name"]),
  L("u16-saw", "rule", ["under-16s are never booked on the table saw at all"]),
  L("capital-l", "root_cause", ["keyed \"Lathe\" with a capital L", "the 240-minute default applies"], files=["lib/benchbook/bookings.ex"]),
  L("lathe-test", "test_fixed", ["slot length is capped at two hours for the lathe"], files=["lib/benchbook/bookings.ex"]),
  L("three-hours", "correction", ["3 hours, not 4"], reason=["after 3 hours people get tired and that's when the accidents happen"], files=["lib/benchbook/bookings.ex"]),
 ], ["someone booked the lathe for 3 hours on saturday but the max is 2"]),

"w02_timber_nextest": X("community woodwork workshop timber offcut sales (Rust, cargo nextest)", "/home/ffion/src/offcuts", "2026-11-29T08:23:00", [
  A("Build is green on `main` and clippy is clean. What are we working on?"),
  U("offcut prices. a piece of oak 600x150x25 came out at £41, it should be about £4"),
  B("cargo nextest run price", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.31s\n------------\n Nextest run ID 7c1d0e2a with nextest profile: default\n    Starting 4 tests across 1 binary (9 tests skipped)\n        PASS [   0.004s] offcuts price::tests::pine_board\n        FAIL [   0.005s] offcuts price::tests::oak_offcut_by_volume\n\n--- STDOUT:              offcuts price::tests::oak_offcut_by_volume ---\n\nrunning 1 test\nthread 'price::tests::oak_offcut_by_volume' panicked at src/price.rs:58:9:\nassertion `left == right` failed\n  left: 4050\n right: 405\n\n        PASS [   0.003s] offcuts price::tests::zero_length\n        PASS [   0.003s] offcuts price::tests::softwood_rate\n------------\n     Summary [   0.012s] 4 tests run: 3 passed, 1 failed, 9 skipped\n        FAIL [   0.005s] offcuts price::tests::oak_offcut_by_volume\nerror: test run failed", True),
  R("src/price.rs", "pub fn price_pence(mm: (u32, u32, u32), rate_per_m3: u32) -> u32 {\n    let vol_cm3 = mm.0 * mm.1 * mm.2 / 100;\n    vol_cm3 * rate_per_m3 / 1_000_000\n}\n"),
  A("Units slip in the volume: mm³ to cm³ is ÷1000, not ÷100, so every price is ten times too high."),
  E("src/price.rs", "mm.0 * mm.1 * mm.2 / 100", "mm.0 * mm.1 * mm.2 / 1000"),
  B("cargo nextest run price", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.87s\n    Starting 4 tests across 1 binary (9 tests skipped)\n        PASS [   0.003s] offcuts price::tests::pine_board\n        FAIL [   0.004s] offcuts price::tests::oak_offcut_by_volume\n\n--- STDOUT:              offcuts price::tests::oak_offcut_by_volume ---\nthread 'price::tests::oak_offcut_by_volume' panicked at src/price.rs:58:9:\nassertion `left == right` failed\n  left: 0\n right: 405\n\n     Summary [   0.010s] 4 tests run: 3 passed, 1 failed, 9 skipped\nerror: test run failed", True),
  A("Zero now. Integer division again: cm³ × pence-per-m³ ÷ 1,000,000 truncates before it can add up to a penny for small pieces, so the order of operations matters — multiply everything first in u64, then divide once."),
  E("src/price.rs", "let vol_cm3 = mm.0 * mm.1 * mm.2 / 1000;\n    vol_cm3 * rate_per_m3 / 1_000_000", "let mm3 = mm.0 as u64 * mm.1 as u64 * mm.2 as u64;\n    (mm3 * rate_per_m3 as u64 / 1_000_000_000) as u32"),
  B("cargo nextest run price", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.90s\n    Starting 4 tests across 1 binary (9 tests skipped)\n        PASS [   0.003s] offcuts price::tests::pine_board\n        PASS [   0.003s] offcuts price::tests::oak_offcut_by_volume\n        PASS [   0.002s] offcuts price::tests::zero_length\n        PASS [   0.002s] offcuts price::tests::softwood_rate\n     Summary [   0.009s] 4 tests run: 4 passed, 9 skipped"),
  A("The oak piece is £4.05 now. Want prices rounded to the nearest 5p for the till?"),
  U("round up to the nearest 50p, the honesty box only takes coins and nobody has 5ps"),
  E("src/price.rs", "fn till_price(p: u32) -> u32 { p }", "fn till_price(p: u32) -> u32 { p.div_ceil(50) * 50 }"),
  A("Till prices round up to the next 50p."),
 ], [
  L("div-100", "root_cause", ["mm³ to cm³ is ÷1000, not ÷100"], files=["src/price.rs"]),
  L("truncate", "root_cause", ["truncates before it can add up to a penny for small pieces", "multiply everything first in u64, then divide once"], files=["src/price.rs"]),
  L("oak-test", "test_fixed", ["oak_offcut_by_volume"], files=["src/price.rs"]),
  L("fifty-p", "correction", ["round up to the nearest 50p"], reason=["the honesty box only takes coins"], files=["src/price.rs"]),
 ], ["a piece of oak 600x150x25 came out at £41, it should be about £4"]),

"w03_dust_zig": X("community woodwork workshop dust extractor controller (Zig, zig build test)", "/home/alun/src/dustctl", "2026-11-29T08:40:00", [
  U("the extractor is supposed to come on when any machine starts but it doesnt when the planer is the only one running"),
  B("zig build test", "test\n+- run test 1/1 passed, 1 failed\nerror: 'relay.test.planer alone starts the extractor' failed: expected true, found false\n/home/alun/src/dustctl/src/relay.zig:47:5: 0x10490c3 in test.planer alone starts the extractor (test)\n    try std.testing.expect(shouldRun(&[_]u8{0, 0, 0, 1}));\n    ^\nerror: while executing test 'relay.test.planer alone starts the extractor', the following test command failed:\n/home/alun/src/dustctl/.zig-cache/o/1c9e.../test\nBuild Summary: 1/3 steps succeeded; 1 failed; 1/2 tests passed; 1 failed", True),
  R("src/relay.zig", "pub fn shouldRun(currents: []const u8) bool {\n    var i: usize = 0;\n    while (i < currents.len - 1) : (i += 1) {\n        if (currents[i] > threshold) return true;\n    }\n    return false;\n}\n"),
  A("Off-by-one in the loop bound: `currents.len - 1` skips the last channel, and the planer is wired to channel 4, the last one."),
  E("src/relay.zig", "while (i < currents.len - 1)", "while (i < currents.len)"),
  B("zig build test", "Build Summary: 3/3 steps succeeded; 2/2 tests passed"),
  A("The planer alone starts the extractor. I also dropped the run-on delay from 30 s to 5 s so it isn't running on empty."),
  U("revert that. the 30 seconds is so the ducting clears after the cut, with 5 you get fine dust sitting in the pipe and that's a fire risk"),
  E("src/relay.zig", "const run_on_ms = 5_000;", "const run_on_ms = 30_000;"),
  A("Run-on is back to 30 seconds."),
  U("and please dont change timings in this controller without asking me first, I have to sign the LEV test off with them"),
  A("Understood, no timing changes without asking you."),
 ], [
  L("len-minus", "root_cause", ["`currents.len - 1` skips the last channel", "the planer is wired to channel 4"], files=["src/relay.zig"]),
  L("planer-test", "test_fixed", ["planer alone starts the extractor"], files=["src/relay.zig"]),
  L("revert-runon", "correction", ["revert that"], reason=["the 30 seconds is so the ducting clears after the cut"], files=["src/relay.zig"]),
  L("ask-timings", "rule", ["dont change timings in this controller without asking me first"], reason=["I have to sign the LEV test off with them"]),
 ], ["the extractor is supposed to come on when any machine starts but it doesnt when the planer is the only one running"]),

"w04_classes_gradle": X("community woodwork workshop evening class sign-ups (Kotlin, gradle with JUnit 5)", "/home/nia/src/classes", "2026-11-29T08:58:00", [
  U("quick q before any code: for the spoon carving class waiting list, should someone who cancelled last term go to the back of the list or keep their place?"),
  A("Keeping their place rewards people who've waited; sending them to the back discourages late cancellations. Some studios do back-of-list only for cancellations inside a week."),
  U("back of the list. we lost 3 places last term to people cancelling the night before and the wood was already cut"),
  A("Back of the list for anyone who cancelled last term. There's also a failing test in the sign-up module, shall I look?"),
  U("yes go"),
  B("./gradlew test --tests '*SignupTest*'", "> Task :test FAILED\n\nSignupTest > full class goes to waiting list() FAILED\n    org.opentest4j.AssertionFailedError: expected: <WAITING> but was: <CONFIRMED>\n        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//cymru.gweithdy.classes.SignupTest.full class goes to waiting list(SignupTest.kt:29)\n\n7 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests. See the report at: file:///home/nia/src/classes/build/reports/tests/test/index.html\n\nBUILD FAILED in 9s", True),
  R("src/main/kotlin/Signup.kt", "fun place(c: Course, p: Person) =\n    if (c.confirmed.size <= c.capacity) CONFIRMED else WAITING\n"),
  A("`<=` lets one extra person in — with 8 places the 9th sign-up sees 8 confirmed, 8 <= 8, and is confirmed too."),
  E("src/main/kotlin/Signup.kt", "c.confirmed.size <= c.capacity", "c.confirmed.size < c.capacity"),
  B("./gradlew test --tests '*SignupTest*'", "> Task :test\n\nBUILD SUCCESSFUL in 7s\n4 actionable tasks: 2 executed, 2 up to date"),
  A("The ninth person goes to the waiting list. I labelled it \"Reserve list\" on the confirmation page."),
  U("call it 'waiting list' not 'reserve list', reserve sounds like they've got a place"),
  E("src/main/resources/templates/confirm.html", "Reserve list", "Waiting list"),
 ], [
  L("back-of-list", "decision", ["back of the list"], reason=["we lost 3 places last term to people cancelling the night before"]),
  L("lte", "root_cause", ["`<=` lets one extra person in"], files=["src/main/kotlin/Signup.kt"]),
  L("signup-test", "test_fixed", ["full class goes to waiting list"], files=["src/main/kotlin/Signup.kt"]),
  L("waiting-list", "correction", ["call it 'waiting list' not 'reserve list'"], reason=["reserve sounds like they've got a place"], files=["src/main/resources/templates/confirm.html"]),
 ], ["yes go"]),

"w05_loans_sbt": X("community woodwork workshop hand tool loans (Scala, sbt with munit)", "/home/iwan/src/toolloans", "2026-11-29T09:14:00", [
  U("The overdue report lists the dovetail saw as overdue but it came back on Tuesday, Mair signed it in."),
  B("sbt 'testOnly loans.OverdueSuite'", "[info] welcome to sbt 1.9.7 (Eclipse Adoptium Java 17.0.9)\n[info] compiling 1 Scala source to /home/iwan/src/toolloans/target/scala-3.3.1/classes ...\nloans.OverdueSuite:\n==> X loans.OverdueSuite.returned tool is not overdue  0.014s munit.FailException: /home/iwan/src/toolloans/src/test/scala/OverdueSuite.scala:22\n21:    val r = overdue(List(loan), today)\n22:    assertEquals(r, Nil)\n23:  }\nvalues are not the same\n=> Obtained\nList(\n  Loan(\n    tool = \"dovetail saw\",\n[info] Passed: Total 3, Failed 1, Errors 0, Passed 2\n[error] Failed: Total 3, Failed 1, Errors 0, Passed 2\n[error] Failed tests:\n[error] \tloans.OverdueSuite\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful", True),
  R("src/main/scala/Overdue.scala", "def overdue(loans: List[Loan], today: LocalDate) =\n  loans.filter(l => l.due.isBefore(today) && l.returned == None)\n"),
  A("Returns signed in on the tablet are stored with `returnedAt`, while `returned` is the older field the paper-form import fills. The filter only checks the old one, so tablet returns never count."),
  E("src/main/scala/Overdue.scala", "l.returned == None", "l.returned.isEmpty && l.returnedAt.isEmpty"),
  B("sbt 'testOnly loans.OverdueSuite'", "loans.OverdueSuite:\n  + returned tool is not overdue 0.006s\n  + late loan listed 0.001s\n  + due today not listed 0.001s\n[info] Passed: Total 3, Failed 0, Errors 0, Passed 3\n[success] Total time: 4 s"),
  A("The saw drops off the report. I could add an automatic reminder email the day before a loan is due?"),
  U("thanks, but no automatic reminders, a phone call from Mair works better. half our members are retired and don't check email, and they like the chat"),
  A("No reminders then."),
 ], [
  L("returned-at", "root_cause", ["The filter only checks the old one, so tablet returns never count"], files=["src/main/scala/Overdue.scala"]),
  L("overdue-test", "test_fixed", ["returned tool is not overdue"], files=["src/main/scala/Overdue.scala"]),
  L("phone-mair", "correction", ["no automatic reminders, a phone call from Mair works better"], reason=["half our members are retired and don't check email"]),
 ], ["The overdue report lists the dovetail saw as overdue but it came back on Tuesday, Mair signed it in."]),

"w06_notes_cabal": X("community woodwork workshop membership renewals (Haskell, cabal test with hspec)", "/home/mair/src/members", "2026-11-29T09:30:00", [
  U("morning. volunteers meeting notes below, mostly for info, there's a couple of things for the system in there:\n\n1. New extractor hose arrived, fitted by Alun\n2. Christmas open day 13 Dec, mince pies from Ffion\n3. Membership system: renewals are always on the anniversary of joining, never on 1 January, because we'd get 140 renewals in one week and no one to process them\n4. Lost property box getting full, will go to charity shop end of month\n5. Membership system: concession rate is for over-65s and anyone on Universal Credit, no proof asked, we trust people\n6. Thank you card for Dai who's stepping back after 11 years\n\nalso the renewal date for Bryn is coming out a day early and I think it's a leap year thing?"),
  B("cabal test --test-show-details=direct", "Build profile: -w ghc-9.4.8 -O1\nRunning 1 test suites...\nTest suite spec: RUNNING...\n\nRenewal\n  nextRenewal\n    is one year after joining [✔]\n    handles a 29 February join [✘]\n\nFailures:\n\n  test/RenewalSpec.hs:19:7: \n  1) Renewal.nextRenewal handles a 29 February join\n       expected: 2027-02-28\n        but got: 2027-02-27\n\nRandomized with seed 1740923\n\nFinished in 0.0008 seconds\n2 examples, 1 failure\n\nTest suite spec: FAIL\nTest suite logged to: dist-newstyle/build/x86_64-linux/ghc-9.4.8/members-0.1.0.0/t/spec/test/members-0.1.0.0-spec.log\n0 of 1 test suites (0 of 1 test cases) passed.", True),
  R("src/Renewal.hs", "nextRenewal :: Day -> Day\nnextRenewal joined = addDays 365 joined\n"),
  A("It's not a leap-year bug in Bryn's case exactly — adding 365 days drifts by one whenever a 29 February falls inside the year, and Bryn joined 29 Feb 2024. `addGregorianYearsClip 1` gives the same date next year, clipping 29 Feb to the 28th."),
  E("src/Renewal.hs", "nextRenewal joined = addDays 365 joined", "nextRenewal = addGregorianYearsClip 1"),
  B("cabal test --test-show-details=direct", "Running 1 test suites...\nTest suite spec: RUNNING...\n\nRenewal\n  nextRenewal\n    is one year after joining [✔]\n    handles a 29 February join [✔]\n\nFinished in 0.0006 seconds\n2 examples, 0 failures\n\nTest suite spec: PASS\n1 of 1 test suites (1 of 1 test cases) passed."),
  A("Bryn renews on 28 February now."),
 ], [
  L("anniversary", "rule", ["renewals are always on the anniversary of joining, never on 1 January"], reason=["we'd get 140 renewals in one week and no one to process them"]),
  L("concession", "rule", ["concession rate is for over-65s and anyone on Universal Credit, no proof asked"], reason=["we trust people"]),
  L("365", "root_cause", ["adding 365 days drifts by one whenever a 29 February falls inside the year"], files=["src/Renewal.hs"]),
  L("leap-test", "test_fixed", ["handles a 29 February join"], files=["src/Renewal.hs"]),
 ], ["New extractor hose arrived, fitted by Alun", "Christmas open day 13 Dec, mince pies from Ffion",
     "Lost property box getting full, will go to charity shop end of month", "Thank you card for Dai who's stepping back after 11 years",
     "the renewal date for Bryn is coming out a day early and I think it's a leap year thing?"]),

"w07_projects_dune": X("community woodwork workshop project storage racks (OCaml, dune test)", "/home/dai/src/racks", "2026-11-29T09:47:00", [
  U("rack allocator gives two people the same shelf. test is red"),
  B("dune test", "File \"test/test_racks.ml\", line 1, characters 0-0:\n------------------------------------------------------------------------\nTesting `racks'.\nThis run has ID `8QJ2KX1R'.\n\n  [OK]          alloc          0   empty rack.\n  [FAIL]        alloc          1   no shared shelf.\n  [OK]          alloc          2   full rack refuses.\n\n┌──────────────────────────────────────────────────────────────────────────────┐\n│ [FAIL]        alloc          1   no shared shelf.                            │\n└──────────────────────────────────────────────────────────────────────────────┘\nASSERT distinct shelves\nFAIL distinct shelves\n\n   Expected: `[\"A1\"; \"A2\"]'\n   Received: `[\"A1\"; \"A1\"]'\n\nFull test results in `~/src/racks/_build/default/test/_build/_tests/racks'.\n1 failure! in 0.001s. 3 tests run.", True),
  R("lib/racks.ml", "let alloc taken shelves =\n  List.find (fun s -> not (List.mem s taken)) shelves\n\nlet alloc_many shelves people =\n  List.map (fun _ -> alloc [] shelves) people\n"),
  A("`alloc_many` hands every person `alloc []` — an empty taken-list — so each one gets the first free shelf independently. It has to thread what's been taken through the fold."),
  E("lib/racks.ml", "List.map (fun _ -> alloc [] shelves) people", "List.rev (snd (List.fold_left (fun (taken, acc) _ -> let s = alloc taken shelves in (s :: taken, s :: acc)) ([], []) people))"),
  B("dune test", "Testing `racks'.\nThis run has ID `1MZP0Q7C'.\n\n  [OK]          alloc          0   empty rack.\n  [OK]          alloc          1   no shared shelf.\n  [OK]          alloc          2   full rack refuses.\n\nFull test results in `~/src/racks/_build/default/test/_build/_tests/racks'.\nTest Successful in 0.001s. 3 tests run."),
  A("Everyone gets a distinct shelf. Projects left on a shelf are flagged after 8 weeks — shall I keep that?"),
  U("6 weeks. the racks are full by october every year and half of it is abandoned coffee tables"),
  E("lib/racks.ml", "let abandoned_after_weeks = 8", "let abandoned_after_weeks = 6"),
 ], [
  L("empty-taken", "root_cause", ["hands every person `alloc []` — an empty taken-list", "thread what's been taken through the fold"], files=["lib/racks.ml"]),
  L("racks-test", "test_fixed", ["no shared shelf"], files=["lib/racks.ml"]),
  L("six-weeks", "correction", ["6 weeks"], reason=["the racks are full by october every year"], files=["lib/racks.ml"]),
 ], ["rack allocator gives two people the same shelf", "test is red"]),

"w08_sharpening_decide": X("community woodwork workshop sharpening service (planning)", "/home/ffion/src/sharpen", "2026-11-29T10:01:00", [
  U("we want to start taking chisels and plane irons in for sharpening from the public. would you price per item or per visit? i'm not sure"),
  A("Per item is transparent and scales with the work; per visit is easier at a busy counter but people bring 20 chisels. A common compromise is per item with a cap per visit."),
  U("per item, £3 each. the volunteers doing it want it to feel fair for the person who brings one chisel"),
  A("Per item at £3. Shall I start the intake form?"),
  U("yes. and one thing, we never accept power tool blades like circular saw blades, we don't have the grinder for carbide and we'd make them dangerous"),
  A("The intake form will refuse power tool blades."),
  U("grand"),
 ], [
  L("per-item", "decision", ["per item, £3 each"], reason=["want it to feel fair for the person who brings one chisel"]),
  L("no-carbide", "rule", ["we never accept power tool blades"], reason=["we don't have the grinder for carbide"]),
 ], ["would you price per item or per visit? i'm not sure", "grand"]),

"w09_invoices_julia": X("community woodwork workshop commission invoices (Julia, Pkg.test)", "/home/tomos/src/Commissions.jl", "2026-11-29T10:12:00", [
  U("I'm making the invoice for the church bench commission and the VAT line is there. we're not VAT registered!! also pasting the test:\n\nTest Summary: | Pass  Fail  Total  Time\nInvoices      |    5     1      6  0.4s\n  no VAT when unregistered | Fail"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nno VAT when unregistered: Test Failed at /home/tomos/src/Commissions.jl/test/runtests.jl:31\n  Expression: inv.vat == 0\n   Evaluated: 126.0 == 0\n\nStacktrace:\n [1] macro expansion\n   @ ~/.julia/juliaup/julia-1.10.2+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]\nTest Summary:              | Pass  Fail  Total  Time\nInvoices                   |    5     1      6  0.4s\n  no VAT when unregistered |          1      1  0.0s\nERROR: LoadError: Some tests did not pass: 5 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package Commissions errored during testing", True),
  R("src/invoice.jl", "vat(total, org) = get(ENV, \"VAT_REGISTERED\", \"true\") == \"true\" ? round(total * 0.2, digits=2) : 0.0\n"),
  A("`vat` reads an env var that defaults to \"true\" when unset; nobody sets it on this machine, so every invoice charges 20%. The org record already has a `vat_registered` field — reading that instead of the environment."),
  E("src/invoice.jl", "get(ENV, \"VAT_REGISTERED\", \"true\") == \"true\"", "org.vat_registered"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nTest Summary: | Pass  Total  Time\nInvoices      |    6      6  0.3s\n     Testing Commissions tests passed"),
  A("No VAT line now. I put the workshop's charity number in the footer in small print."),
  U("why in the footer there? use the header next to the name, the diocese wants to see it at a glance for their records"),
  E("src/templates/invoice.html", "<footer>Charity no. {{charity_no}}</footer>", "<h1>{{org_name}} · Charity no. {{charity_no}}</h1>"),
  A("Charity number is in the header beside the name."),
 ], [
  L("env-default", "root_cause", ["reads an env var that defaults to \"true\" when unset", "every invoice charges 20%"], files=["src/invoice.jl"]),
  L("vat-test", "test_fixed", ["no VAT when unregistered"], files=["src/invoice.jl"]),
  L("header", "correction", ["why in the footer there? use the header next to the name"], reason=["the diocese wants to see it at a glance"], files=["src/templates/invoice.html"]),
 ], ["I'm making the invoice for the church bench commission and the VAT line is there", "we're not VAT registered!!"]),

"w10_sensors_meson": X("community woodwork workshop humidity logger for the timber store (C, meson test)", "/home/alun/src/humlog", "2026-11-29T10:24:00", [
  A("I've read through the logger. The last commit message says \"humidity alarm broken?\" — is that the task?"),
  U("yep. it never alarms even when the store is at 80%. timber above 65 starts moving and we lose the whole stack"),
  B("meson test -C build --print-errorlogs", "ninja: Entering directory `/home/alun/src/humlog/build'\nninja: no work to do.\n1/3 humlog:parse           OK              0.01s\n2/3 humlog:alarm           FAIL            0.01s   exit status 1\n>>> MALLOC_PERTURB_=118 /home/alun/src/humlog/build/test_alarm\n------------------------------------- 8< -------------------------------------\nstdout:\ntest_alarm.c:21:test_alarm_above_65:FAIL: Expected TRUE Was FALSE\n-----------\n1 Tests 1 Failures 0 Ignored\nFAIL\n------------------------------------- 8< -------------------------------------\n3/3 humlog:ring            OK              0.01s\n\nOk:                 2\nExpected Fail:      0\nFail:               1\nUnexpected Pass:    0\nSkipped:            0\nTimeout:            0", True),
  R("src/alarm.c", "bool alarm(uint16_t raw) {\n    uint8_t rh = raw / 10;\n    return rh > 65;\n}\n"),
  A("The sensor reports tenths of a percent, so 80% is raw 800; `raw / 10` is 80, fine — but the test feeds the DHT22's two-byte frame and `raw` is being assembled elsewhere... checking `parse.c`."),
  R("src/parse.c", "uint16_t rh_raw(const uint8_t *f) { return f[0] | (f[1] << 8); }\n"),
  A("Bytes in the wrong order: the DHT22 sends the high byte first, and this builds the value little-endian, so 800 (0x0320) is read as 0x2003 = 8195."),
  E("src/parse.c", "return f[0] | (f[1] << 8);", "return (f[0] << 8) | f[1];"),
  B("meson test -C build --print-errorlogs", "1/3 humlog:parse           OK              0.01s\n2/3 humlog:alarm           FAIL            0.01s   exit status 1\nstdout:\ntest_alarm.c:21:test_alarm_above_65:FAIL: Expected TRUE Was FALSE\n-----------\n1 Tests 1 Failures 0 Ignored\nFAIL\n3/3 humlog:ring            OK              0.01s\n\nOk:                 2\nFail:               1", True),
  A("Still red, but the frame is parsed right now, so the rest is in `alarm` itself: the test feeds 655 for 65.5% and expects an alarm, and integer division drops the .5, so 65 > 65 is false. The threshold check should stay in tenths."),
  E("src/alarm.c", "uint8_t rh = raw / 10;\n    return rh > 65;", "return raw > 650;"),
  B("meson test -C build --print-errorlogs", "1/3 humlog:parse           OK              0.01s\n2/3 humlog:alarm           OK              0.01s\n3/3 humlog:ring            OK              0.01s\n\nOk:                 3\nExpected Fail:      0\nFail:               0\nUnexpected Pass:    0\nSkipped:            0\nTimeout:            0"),
  U("nice one. the alarm should go to the shop phone not my mobile, I'm not always in"),
  A("I'll point the alarm at the shop phone."),
 ], [
  L("endian", "root_cause", ["the DHT22 sends the high byte first", "this builds the value little-endian"], files=["src/parse.c"]),
  L("tenths", "root_cause", ["integer division drops the .5, so 65 > 65 is false", "The threshold check should stay in tenths"], files=["src/alarm.c"]),
  L("alarm-test", "test_fixed", ["test_alarm_above_65"], files=["src/parse.c", "src/alarm.c"]),
  L("shop-phone", "correction", ["the alarm should go to the shop phone not my mobile"], reason=["I'm not always in"]),
 ], ["it never alarms even when the store is at 80%", "nice one"]),

"w11_chat_wood": X("community woodwork workshop chit-chat", "/home/iwan/src/toolloans", "2026-11-29T10:36:00", [
  U("nothing to fix today, just having a cuppa in the workshop"),
  A("Enjoy it."),
  U("dai always leaves the kettle on the bench next to the lathe, every single time"),
  A("Some habits are hard to shift."),
  U("must buy more danish oil before the christmas open day"),
  A("Good to get ahead of it."),
  U("never again am i letting a whole cub pack loose with coping saws. right, off home"),
 ], [], ["nothing to fix today, just having a cuppa in the workshop", "dai always leaves the kettle on the bench next to the lathe, every single time",
         "must buy more danish oil before the christmas open day", "never again am i letting a whole cub pack loose with coping saws",
         "right, off home"]),

# ---------------------------------------------------------------- church-hall soup kitchen
"s01_rota_bats": X("church-hall soup kitchen volunteer rota scripts (bash, bats)", "/home/gwen/src/rota", "2026-11-29T08:09:00", [
  U("hiya, I look after the little scripts that make our soup kitchen rota. two things always: every shift has at least one person with a food hygiene level 2, that's the council's condition for serving hot food. and never put anyone's phone number in the rota that goes on the noticeboard, the hall is used by other groups all week. anyway the rota for tuesday has nobody on it at all, it was fine last week"),
  B("bats test/rota.bats", "rota.bats\n ✓ monday gets three volunteers\n ✗ tuesday gets three volunteers\n   (in test file test/rota.bats, line 19)\n     `[ \"$(grep -c '^Tue' \"$out\")\" -eq 3 ]' failed\n ✓ hygiene lead on every shift\n\n3 tests, 1 failure", True),
  R("bin/make-rota", "#!/usr/bin/env bash\nwhile IFS=, read -r name days phone hygiene; do\n  for d in $days; do echo \"$d,$name\" >> \"$out\"; done\ndone < volunteers.csv\n"),
  G("Tue", "volunteers.csv:3:Gwen,\"Mon Tue\",07700900123,yes\nvolunteers.csv:7:Emrys,\"Tue Thu\",07700900456,no\nvolunteers.csv:9:Lowri,\"Tue\",07700900789,yes"),
  A("Someone saved `volunteers.csv` from a spreadsheet with the days quoted (`\"Mon Tue\"`), and `read` keeps the quotes, so the days come through as `\"Mon` and `Tue\"`. Monday still matches on `^Mon` because of how the quote sits; Tuesday never does. Stripping quotes before splitting."),
  E("bin/make-rota", "for d in $days; do", "days=${days//\\\"/}\n  for d in $days; do"),
  B("bats test/rota.bats", "rota.bats\n ✓ monday gets three volunteers\n ✓ tuesday gets three volunteers\n ✓ hygiene lead on every shift\n\n3 tests, 0 failures"),
  A("Tuesday has Gwen, Emrys and Lowri again."),
  U("lovely thank you"),
 ], [
  L("hygiene-2", "rule", ["every shift has at least one person with a food hygiene level 2"], reason=["that's the council's condition for serving hot food"]),
  L("no-phones", "rule", ["never put anyone's phone number in the rota that goes on the noticeboard"], reason=["the hall is used by other groups all week"]),
  L("quoted-days", "root_cause", ["`read` keeps the quotes", "Tuesday never does"], files=["bin/make-rota"]),
  L("tuesday-test", "test_fixed", ["tuesday gets three volunteers"], files=["bin/make-rota"]),
 ], ["the rota for tuesday has nobody on it at all, it was fine last week", "lovely thank you"]),

"s02_allergens_prove": X("church-hall soup kitchen allergen labels (Perl, prove)", "/home/emrys/src/labels", "2026-11-29T08:26:00", [
  U("the allergen label for the leek and potato said no milk but there's cream in it. Someone with a milk allergy asked and luckily Gwen knew"),
  B("prove -v t/allergens.t", "t/allergens.t .. \nok 1 - lentil soup has celery\nnot ok 2 - leek and potato has milk\n#   Failed test 'leek and potato has milk'\n#   at t/allergens.t line 14.\n#          got: ''\n#     expected: 'milk'\nok 3 - bread has gluten\n1..3\n# Looks like you failed 1 test of 3.\nDubious, test returned 1 (wstat 256, 0x100)\nFailed 1/3 subtests \n\nTest Summary Report\n-------------------\nt/allergens.t (Wstat: 256 (exited 1) Tests: 3 Failed: 1)\n  Failed test:  2\n  Non-zero exit status: 1\nFiles=1, Tests=3,  0 wallclock secs ( 0.01 usr  0.00 sys +  0.04 cusr  0.00 cys =  0.05 CPU)\nResult: FAIL", True),
  R("lib/Allergens.pm", "my %MAP = (cream => 'milk', butter => 'milk', flour => 'gluten', celery => 'celery');\nsub for_recipe { my @i = @_; return join ',', sort grep { defined } map { $MAP{$_} } @i; }\n"),
  A("The recipe lists \"Double cream\" and the map keys are lowercase single words, so the lookup misses. Lowercasing and matching on the last word of the ingredient."),
  E("lib/Allergens.pm", "map { $MAP{$_} } @i", "map { $MAP{ (split ' ', lc $_)[-1] } } @i"),
  B("prove -v t/allergens.t", "t/allergens.t .. \nok 1 - lentil soup has celery\nnot ok 2 - leek and potato has milk\n#   Failed test 'leek and potato has milk'\n#   at t/allergens.t line 14.\n#          got: 'milk,milk'\n#     expected: 'milk'\nok 3 - bread has gluten\n1..3\n# Looks like you failed 1 test of 3.\nResult: FAIL", True),
  A("Closer — cream and butter both map to milk now, and nothing removes duplicates. The label should list each allergen once."),
  E("lib/Allergens.pm", "return join ',', sort grep { defined } map", "my %seen; return join ',', sort grep { defined && !$seen{$_}++ } map"),
  B("prove -v t/allergens.t", "t/allergens.t .. \nok 1 - lentil soup has celery\nok 2 - leek and potato has milk\nok 3 - bread has gluten\n1..3\nok\nAll tests successful.\nFiles=1, Tests=3,  0 wallclock secs ( 0.01 usr  0.00 sys +  0.03 cusr  0.00 cys =  0.04 CPU)\nResult: PASS"),
  A("The label says milk now. Shall I print allergens in red on the label?"),
  U("bold black not red, the label printer is black and white and red comes out grey and faint"),
  E("templates/label.tt", "<span class=\"red\">[% allergens %]</span>", "<b>[% allergens %]</b>"),
  U("and from now on if a recipe has an ingredient the map doesnt know, dont print the label at all, print UNKNOWN INGREDIENT and make us check by hand. a wrong label is worse than no label"),
  E("lib/Allergens.pm", "grep { defined && !$seen{$_}++ }", "map { defined $_ ? $_ : die \"UNKNOWN INGREDIENT\\n\" } grep { !defined || !$seen{$_}++ }"),
  A("An unknown ingredient stops the label and prints UNKNOWN INGREDIENT."),
 ], [
  L("double-cream", "root_cause", ["the map keys are lowercase single words, so the lookup misses"], files=["lib/Allergens.pm"]),
  L("dupes", "root_cause", ["cream and butter both map to milk now, and nothing removes duplicates"], files=["lib/Allergens.pm"]),
  L("allergen-test", "test_fixed", ["leek and potato has milk"], files=["lib/Allergens.pm"]),
  L("bold-black", "correction", ["bold black not red"], reason=["the label printer is black and white"], files=["templates/label.tt"]),
  L("unknown", "rule", ["if a recipe has an ingredient the map doesnt know, dont print the label at all"], reason=["a wrong label is worse than no label"]),
 ], ["the allergen label for the leek and potato said no milk but there's cream in it", "Someone with a milk allergy asked and luckily Gwen knew"]),

"s03_guests_flutter": X("church-hall soup kitchen guest sign-in tablet (Flutter, flutter test)", "/home/lowri/src/signin", "2026-11-29T08:44:00", [
  A("I had a look at the sign-in app. The guest counter test fails on a clean checkout — want me to fix that first?"),
  U("Yes please. The count of guests at the end of evening is wrong, it is more than the bowls we served."),
  B("flutter test test/counter_test.dart", "00:02 +2: loading /home/lowri/src/signin/test/counter_test.dart\n00:02 +2 -1: a guest who signs in twice counts once [E]\n  Expected: <1>\n    Actual: <2>\n\n  package:matcher                               expect\n  test/counter_test.dart 24:5                   main.<fn>\n\n00:02 +3 -1: Some tests failed.", True),
  R("lib/counter.dart", "int guestsTonight(List<SignIn> s) => s.length;\n"),
  A("Every tap on the sign-in button is a row, and people who step out for a smoke sign in again when they come back. The count has to be distinct guests, not sign-ins."),
  E("lib/counter.dart", "s.length", "s.map((e) => e.guestId).toSet().length"),
  B("flutter test test/counter_test.dart", "00:02 +4: All tests passed!"),
  A("The count is by distinct guest now. I added the guest's first name to the tonight screen."),
  U("Please make the screen show only the number, not also the name. The people who come, some of them do not want other guests know they were here."),
  E("lib/screens/tonight.dart", "Text('${g.firstName} · ${g.time}')", "Text('${count}')"),
  A("The tonight screen shows only the number."),
 ], [
  L("resign", "root_cause", ["people who step out for a smoke sign in again", "The count has to be distinct guests, not sign-ins"], files=["lib/counter.dart"]),
  L("counter-test", "test_fixed", ["a guest who signs in twice counts once"], files=["lib/counter.dart"]),
  L("number-only", "correction", ["Please make the screen show only the number, not also the name"], reason=["some of them do not want other guests know they were here"], files=["lib/screens/tonight.dart"]),
 ], ["The count of guests at the end of evening is wrong, it is more than the bowls we served."]),

"s04_stock_testthat": X("church-hall soup kitchen pantry stock forecast (R, testthat)", "/home/emrys/src/pantry", "2026-11-29T09:01:00", [
  U("stock forecast says we have 40 weeks of lentils, we have maybe 4. the test for it fails too"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        2 | forecast\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-forecast.R:12:3): weeks of stock uses kilos per week\nweeks_left(stock) (`actual`) not equal to 4 (`expected`).\n\n  `actual`: 40\n`expected`:  4\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]", True),
  R("R/forecast.R", "weeks_left <- function(stock) {\n  stock$kg / (stock$used_g_per_week / 100)\n}\n"),
  A("Usage is recorded in grams per week and it's divided by 100 to get kilos — should be 1000. That's the factor of ten."),
  E("R/forecast.R", "stock$used_g_per_week / 100", "stock$used_g_per_week / 1000"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          3 | forecast\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]"),
  A("Lentils show 4 weeks. I've also rounded weeks down to whole weeks on the chart."),
  U("revert that, we order when it's under 3 weeks so 2.6 vs 2 matters to the person ordering"),
  E("R/plot.R", "floor(weeks)", "round(weeks, 1)"),
  A("Back to one decimal place."),
 ], [
  L("grams", "root_cause", ["divided by 100 to get kilos — should be 1000"], files=["R/forecast.R"]),
  L("forecast-test", "test_fixed", ["weeks of stock uses kilos per week"], files=["R/forecast.R"]),
  L("revert-floor", "correction", ["revert that"], reason=["we order when it's under 3 weeks"], files=["R/plot.R"]),
 ], ["stock forecast says we have 40 weeks of lentils, we have maybe 4", "the test for it fails too"]),

"s05_notes_gleam": X("church-hall soup kitchen takeaway portions (Gleam, gleam test)", "/home/gwen/src/portions", "2026-11-29T09:18:00", [
  U("Hi, notes from the trustees' meeting on Thursday pasted below so you know what's going on, and I need a fix after.\n\n* Boiler service booked for 8 January, hall closed that morning\n* Father Huw thanks everyone for the harvest collection\n* Takeaway tubs: never reuse a takeaway tub even if it's returned clean, environmental health told us at the last inspection\n* We're applying to the Co-op fund for a new hob\n* Takeaway portions: nobody gets more than 2 takeaway portions a night, otherwise the last people in the queue go without\n* Volunteer Christmas meal 19 Dec at the Red Lion\n* Emrys is stepping down as treasurer in April\n\nThe bug: the takeaway screen lets people take 3 portions if they come back after 8pm"),
  B("gleam test", "  Compiling portions\n   Compiled in 0.41s\n    Running portions_test.main\n.F.\nFailures:\n\n  1) portions_test.limit_across_the_evening_test: module 'portions_test'\n     Values were not equal\n     expected: Error(TooMany)\n          got: Ok(3)\n     output: \n\nFinished in 0.008 seconds\n3 tests, 1 failures", True),
  R("src/portions.gleam", "pub fn take(log: List(Take), guest: Int, now: Time) {\n  let tonight = list.filter(log, fn(t) { t.guest == guest && t.hour == now.hour })\n  ...\n"),
  A("The limit is counted within the current hour rather than the evening — `t.hour == now.hour` resets the count every hour, so coming back after 8 starts again from zero. It should count everything since opening."),
  E("src/portions.gleam", "t.guest == guest && t.hour == now.hour", "t.guest == guest && t.date == now.date"),
  B("gleam test", "  Compiling portions\n   Compiled in 0.38s\n    Running portions_test.main\n...\nFinished in 0.006 seconds\n3 tests, 0 failures"),
  A("The third takeaway is refused now, whatever the time."),
  U("diolch"),
 ], [
  L("no-reuse", "rule", ["never reuse a takeaway tub even if it's returned clean"], reason=["environmental health told us at the last inspection"]),
  L("two-portions", "rule", ["nobody gets more than 2 takeaway portions a night"], reason=["otherwise the last people in the queue go without"]),
  L("per-hour", "root_cause", ["`t.hour == now.hour` resets the count every hour", "It should count everything since opening"], files=["src/portions.gleam"]),
  L("portion-test", "test_fixed", ["limit_across_the_evening_test"], files=["src/portions.gleam"]),
 ], ["Boiler service booked for 8 January, hall closed that morning", "Father Huw thanks everyone for the harvest collection",
     "We're applying to the Co-op fund for a new hob", "Volunteer Christmas meal 19 Dec at the Red Lion",
     "Emrys is stepping down as treasurer in April", "the takeaway screen lets people take 3 portions if they come back after 8pm", "diolch"]),

"s06_deliveries_nimble": X("church-hall soup kitchen housebound meal deliveries (Nim, nimble test)", "/home/rhodri/src/deliveries", "2026-11-29T09:33:00", [
  U("route for the housebound deliveries visits Mrs Pryce last even though she lives next to the hall. soup is cold by then. test failing as well"),
  B("nimble test", "  Verifying dependencies for deliveries@0.3.1\n  Compiling /home/rhodri/src/deliveries/tests/troute (from package deliveries) using c backend\n\n[Suite] route\n  [OK] empty route\n    /home/rhodri/src/deliveries/tests/troute.nim(22, 14): Check failed: r[0].name == \"Mrs Pryce\"\n    r[0].name was Mr Bevan\n  [FAILED] nearest stop first\n  [OK] all stops visited\nError: execution of an external program failed: '/home/rhodri/src/deliveries/tests/troute'\n       Tip: 1 messages have been suppressed, use --verbose to show them.\n     Error: Execution failed with exit code 1", True),
  R("src/route.nim", "proc nearest(frm: Point, stops: seq[Stop]): Stop =\n  result = stops[0]\n  for s in stops:\n    if dist(frm, s.at) > dist(frm, result.at): result = s\n"),
  A("The comparison is the wrong way round: `>` keeps the farthest stop, so the route goes greedy-farthest-first. Flipping it to `<`."),
  E("src/route.nim", "if dist(frm, s.at) > dist(frm, result.at)", "if dist(frm, s.at) < dist(frm, result.at)"),
  B("nimble test", "[Suite] route\n  [OK] empty route\n  [OK] nearest stop first\n  [OK] all stops visited\n   Success: Execution finished\n   Success: All tests passed"),
  A("Mrs Pryce is first now. On the driver's printout each stop shows the house number and street."),
  U("why house number there? use the name and the key safe note, the drivers know the houses, what they need is who and how to get in"),
  E("src/printout.nim", "s.house & \" \" & s.street", "s.name & \" — \" & s.keySafeNote"),
  A("The printout shows the name and the key safe note."),
 ], [
  L("farthest", "root_cause", ["`>` keeps the farthest stop", "the route goes greedy-farthest-first"], files=["src/route.nim"]),
  L("route-test", "test_fixed", ["nearest stop first"], files=["src/route.nim"]),
  L("name-keysafe", "correction", ["why house number there? use the name and the key safe note"], reason=["the drivers know the houses, what they need is who and how to get in"], files=["src/printout.nim"]),
 ], ["route for the housebound deliveries visits Mrs Pryce last even though she lives next to the hall", "soup is cold by then", "test failing as well"]),

"s07_fridge_pester": X("church-hall soup kitchen fridge temperature log (PowerShell, Pester)", "C:\\Users\\kitchen\\src\\FridgeLog", "2026-11-29T09:49:00", [
  U("the fridge log report marked friday as fine but the fridge was at 9 degrees for two hours, we threw out all the cheese"),
  B("Invoke-Pester -Path ./tests/Check.Tests.ps1 -Output Detailed", "Pester v5.5.0\n\nStarting discovery in 1 files.\nDiscovery found 4 tests in 38ms.\nRunning tests.\n\nRunning tests from 'C:\\Users\\kitchen\\src\\FridgeLog\\tests\\Check.Tests.ps1'\nDescribing Test-FridgeDay\n  [+] passes a day at 3 to 5 degrees 11ms (7ms|4ms)\n  [-] fails a day with two hours above 8 degrees 14ms (12ms|2ms)\n   Expected $false, but got $true.\n   at $r | Should -BeFalse, C:\\Users\\kitchen\\src\\FridgeLog\\tests\\Check.Tests.ps1:17\n  [+] ignores a single door-open spike 6ms (5ms|1ms)\n  [+] empty day is not ok 4ms (3ms|1ms)\nTests completed in 196ms\nTests Passed: 3, Failed: 1, Skipped: 0 NotRun: 0", True),
  R("src/Check.ps1", "function Test-FridgeDay($readings) {\n    $avg = ($readings | Measure-Object -Property Temp -Average).Average\n    return $avg -le 8\n}\n"),
  A("The check averages the whole day, so two warm hours among 22 cold ones still averages about 4°C. What matters is any sustained stretch above 8; the spike test shows one reading is allowed, so I'll fail the day on two consecutive readings above 8."),
  E("src/Check.ps1", "$avg = ($readings | Measure-Object -Property Temp -Average).Average\n    return $avg -le 8", "for ($i = 1; $i -lt $readings.Count; $i++) { if ($readings[$i].Temp -gt 8 -and $readings[$i-1].Temp -gt 8) { return $false } }\n    return $readings.Count -gt 0"),
  B("Invoke-Pester -Path ./tests/Check.Tests.ps1 -Output Detailed", "Describing Test-FridgeDay\n  [+] passes a day at 3 to 5 degrees 9ms (6ms|3ms)\n  [+] fails a day with two hours above 8 degrees 7ms (6ms|1ms)\n  [+] ignores a single door-open spike 5ms (4ms|1ms)\n  [+] empty day is not ok 3ms (2ms|1ms)\nTests completed in 171ms\nTests Passed: 4, Failed: 0, Skipped: 0 NotRun: 0"),
  A("Friday now shows as failed."),
  U("good. going forward the readings every 30 mins are kept for 2 years, the EHO can ask for any date and we got told off once for not having them"),
  A("I'll keep half-hourly readings for two years."),
 ], [
  L("average", "root_cause", ["The check averages the whole day", "two warm hours among 22 cold ones still averages about 4°C"], files=["src/Check.ps1"]),
  L("fridge-test", "test_fixed", ["fails a day with two hours above 8 degrees"], files=["src/Check.ps1"]),
  L("two-years", "rule", ["the readings every 30 mins are kept for 2 years"], reason=["the EHO can ask for any date"]),
 ], ["the fridge log report marked friday as fine but the fridge was at 9 degrees for two hours", "we threw out all the cheese", "good"]),

"s08_donors_mocha": X("church-hall soup kitchen donor thank-you letters (Node, mocha)", "/home/lowri/src/thanks", "2026-11-29T10:03:00", [
  U("can you look at the thank you letters, the gift aid amount is wrong on them"),
  A("Running the letter tests first."),
  B("npx mocha test/giftaid.spec.js", "\n\n  gift aid\n    ✓ no gift aid without a declaration\n    1) adds 25% for a basic rate declaration\n\n\n  1 passing (9ms)\n  1 failing\n\n  1) gift aid\n       adds 25% for a basic rate declaration:\n\n      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n20 !== 25\n\n      + expected - actual\n\n      -20\n      +25\n\n      at Context.<anonymous> (test/giftaid.spec.js:14:12)\n", True),
  R("src/giftaid.js", "export const giftAid = (gift) => gift.declared ? gift.amount * 0.2 : 0;\n"),
  A("Gift aid is computed as 20% of the gift — that's the basic rate of tax, but what HMRC pays back is tax on the gross, which comes to 25% of what the donor gave."),
  E("src/giftaid.js", "gift.amount * 0.2", "gift.amount * 0.25"),
  B("npx mocha test/giftaid.spec.js", "\n\n  gift aid\n    ✓ no gift aid without a declaration\n    ✓ adds 25% for a basic rate declaration\n\n\n  2 passing (7ms)\n"),
  A("£100 now shows £25 gift aid. Would you like me to add a donate-again link with a QR code at the bottom of the letter?"),
  U("thanks, but no asking for more money in a thank you letter. the vicar is very firm on that, it's a thank you not a fundraiser"),
  A("The letter stays a thank-you only."),
 ], [
  L("basic-rate", "root_cause", ["computed as 20% of the gift", "25% of what the donor gave"], files=["src/giftaid.js"]),
  L("giftaid-test", "test_fixed", ["adds 25% for a basic rate declaration"], files=["src/giftaid.js"]),
  L("no-ask", "correction", ["no asking for more money in a thank you letter"], reason=["it's a thank you not a fundraiser"]),
 ], ["can you look at the thank you letters, the gift aid amount is wrong on them"]),

"s09_menu_decide": X("church-hall soup kitchen weekly menu planner (planning)", "/home/gwen/src/menu", "2026-11-29T10:15:00", [
  U("we're thinking of letting the planner pick the soups automatically from what's in the pantry. or should the cook keep choosing and the planner only suggests? what's your view"),
  A("Automatic picking uses stock well but cooks lose ownership; suggestions keep the cook in charge and still nudge toward what needs using up. Either works technically."),
  U("suggestions only. our cooks are volunteers and if the computer tells them what to cook half of them will stop coming"),
  A("Suggestions only — the cook picks. I'll rank soups by how much of their ingredients is close to its date."),
  U("perfect, and always one vegan soup every night, we get a lot of people who don't eat meat for religious reasons and vegan covers everyone"),
  A("Every night's plan will include a vegan soup."),
 ], [
  L("suggest-only", "decision", ["suggestions only"], reason=["if the computer tells them what to cook half of them will stop coming"]),
  L("vegan-nightly", "rule", ["always one vegan soup every night"], reason=["vegan covers everyone"]),
 ], ["what's your view"]),

"s10_volunteers_mvn": X("church-hall soup kitchen volunteer hours for grant reports (Java, Maven with JUnit 5)", "/home/emrys/src/hours", "2026-11-29T10:27:00", [
  U("our grant report says 310 volunteer hours in october, the paper sheets add up to 355. the funder will think we're shrinking"),
  B("mvn -q test -Dtest=HoursTest", "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.041 s <<< FAILURE! -- in cymru.cegin.HoursTest\n[ERROR] cymru.cegin.HoursTest.shiftAcrossMidnightCounts -- Time elapsed: 0.008 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <4.5> but was: <-19.5>\n\tat cymru.cegin.HoursTest.shiftAcrossMidnightCounts(HoursTest.java:27)\n\n[ERROR] Failures: \n[ERROR]   HoursTest.shiftAcrossMidnightCounts:27 expected: <4.5> but was: <-19.5>\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0", True),
  R("src/main/java/cymru/cegin/Hours.java", "double hours(LocalTime in, LocalTime out) {\n    return Duration.between(in, out).toMinutes() / 60.0;\n}\n"),
  A("The late shift runs from 19:30 to 00:00, and `Duration.between` on two times of day goes backwards past midnight — negative hours that cancel out real ones in the sum. Adding a day when out is before in."),
  E("src/main/java/cymru/cegin/Hours.java", "return Duration.between(in, out).toMinutes() / 60.0;", "long m = Duration.between(in, out).toMinutes();\n    return (m < 0 ? m + 24 * 60 : m) / 60.0;"),
  B("mvn -q test -Dtest=HoursTest", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0"),
  A("October adds up to 355 now. I also rounded each shift to the nearest hour so the report looks tidier."),
  U("revert that. the funder audits against the paper sheets and they're in half hours, if the totals don't match they claw money back"),
  E("src/main/java/cymru/cegin/Report.java", "Math.round(h)", "h"),
  A("Reverted: shifts keep their half hours."),
 ], [
  L("midnight-shift", "root_cause", ["`Duration.between` on two times of day goes backwards past midnight", "negative hours that cancel out real ones"], files=["src/main/java/cymru/cegin/Hours.java"]),
  L("hours-test", "test_fixed", ["shiftAcrossMidnightCounts"], files=["src/main/java/cymru/cegin/Hours.java"]),
  L("revert-round", "correction", ["revert that"], reason=["the funder audits against the paper sheets and they're in half hours"], files=["src/main/java/cymru/cegin/Report.java"]),
 ], ["our grant report says 310 volunteer hours in october, the paper sheets add up to 355", "the funder will think we're shrinking"]),

"s11_hall_decide": X("church-hall soup kitchen hall booking clash (planning)", "/home/gwen/src/hallbook", "2026-11-29T10:40:00", [
  A("Yesterday you mentioned the Tuesday clash with the slimming club. Did the PCC say which way to go?"),
  U("they did. we move to the small hall on tuesdays rather than change our time, our guests know 6pm and if we move the time we lose people"),
  A("Small hall on Tuesdays at 6pm then. The small hall seats 30 — do you want the sign-in to warn when it's near that?"),
  U("yes at 25. fire officer's number for the small hall is 30 including volunteers"),
  A("Warning at 25 on Tuesdays."),
 ], [
  L("small-hall", "decision", ["we move to the small hall on tuesdays rather than change our time"], reason=["our guests know 6pm and if we move the time we lose people"]),
  L("warn-25", "correction", ["yes at 25"], reason=["fire officer's number for the small hall is 30 including volunteers"]),
 ], ["they did"]),

"s12_chat_soup": X("church-hall soup kitchen chit-chat", "/home/lowri/src/signin", "2026-11-29T10:49:00", [
  U("no work today, the hall is being used for a funeral tea"),
  A("Hope it goes well."),
  U("every time we do leek and potato, we run out before 7, always"),
  A("Clearly a favourite."),
  U("note to self: never again am i letting the youth club borrow our big pans"),
  A("Ha, fair enough."),
  U("must remember to ring the butcher about the bones. ok ta ra"),
 ], [], ["no work today, the hall is being used for a funeral tea", "every time we do leek and potato, we run out before 7, always",
         "note to self: never again am i letting the youth club borrow our big pans", "must remember to ring the butcher about the bones",
         "ok ta ra"]),
}

# Each session's closing turns: the follow-ups and corrections said after its fix or plan (appended to its events).
MORE = {
"r01_fixtures_pytest": ([
  U("can you check the u13 page as well, I think it had the same problem"),
  A("It goes through the same `parse_row`, so the U13 times are right now too."),
 ], [], ["can you check the u13 page as well, I think it had the same problem"]),
"r02_agegrade_rspec": ([
  U("how many players changed grade?"),
  A("Four: two in U11, one in U13 and one in U15."),
  U("ok print it and I'll take it to training"),
  A("Printed to `tmp/grade_changes.pdf`."),
 ], [], ["how many players changed grade?", "ok print it and I'll take it to training"]),
"r03_pitches_decide": ([
  A("For pitch 3 I'll name the halves \"3 left\" and \"3 right\"."),
  U("call them 3A and 3B not 3 left and 3 right, thats whats painted on the posts"),
  A("3A and 3B."),
 ], [L("3a-3b", "correction", ["call them 3A and 3B not 3 left and 3 right"], reason=["thats whats painted on the posts"])], []),
"r04_subs_go": ([
  U("push it when you're done"),
  A("Pushed to main; CI is green."),
 ], [], ["push it when you're done"]),
"r05_concussion_phpunit": ([
  U("does the log still let the physio clear someone early?"),
  A("No — nothing in the code overrides the 21 days."),
 ], [], ["does the log still let the physio clear someone early?"]),
"r06_kit_nodetest": ([
  A("The order confirmation email opens with \"Dear Parent/Guardian\"."),
  U("make it 'Hi' rather than 'Dear Parent/Guardian', we're a rugby club not the council"),
  E("src/email/confirm.js", "Dear Parent/Guardian,", "Hi,"),
 ], [L("hi", "correction", ["make it 'Hi' rather than 'Dear Parent/Guardian'"], reason=["we're a rugby club not the council"], files=["src/email/confirm.js"])], []),
"r07_register_swift": ([
  U("does it sync when the wifi comes back? the clubhouse wifi is awful"),
  A("Yes, ticks queue on the iPad and upload when it's back online."),
 ], [], ["does it sync when the wifi comes back?", "the clubhouse wifi is awful"]),
"r08_festival_elm": ([
  A("Pitches on the board are labelled A to F."),
  U("the pitches should be 1-6 not A-F, thats how the cones are numbered on the day"),
  E("src/Board.elm", "pitchLabel i = String.fromChar (Char.fromCode (65 + i))", "pitchLabel i = String.fromInt (i + 1)"),
 ], [L("pitch-numbers", "correction", ["the pitches should be 1-6 not A-F"], reason=["thats how the cones are numbered on the day"], files=["src/Board.elm"])], []),
"r09_dbs_dotnet": ([
  U("how long will the per-session view take?"),
  A("About an hour with tests."),
 ], [], ["how long will the per-session view take?"]),
"r10_messages_decide": ([
  U("ok go on then"),
 ], [], ["ok go on then"]),
"w01_bookings_mix": ([
  U("also the confirmation email goes out with the bench number missing"),
  A("The template used `@bench` but the assign is `@bench_no`; fixed."),
  E("lib/benchbook_web/templates/email/confirm.html.heex", "<%= @bench %>", "<%= @bench_no %>"),
 ], [], ["the confirmation email goes out with the bench number missing"]),
"w02_timber_nextest": ([
  U("and label it 'suggested donation' not 'price', we're a charity and it keeps us right with the trading rules"),
  E("src/label.rs", "\"Price\"", "\"Suggested donation\""),
  A("Labels say \"Suggested donation\"."),
 ], [L("donation", "correction", ["label it 'suggested donation' not 'price'"], reason=["it keeps us right with the trading rules"], files=["src/label.rs"])], []),
"w03_dust_zig": ([
  U("what does the LEV test actually check on our side?"),
  A("Airflow at each hood and that the extractor runs whenever a machine does; the run-on time is part of it."),
 ], [], ["what does the LEV test actually check on our side?"]),
"w04_classes_gradle": ([
  U("thats everything for today thanks"),
 ], [], ["thats everything for today thanks"]),
"w05_loans_sbt": ([
  U("is the saw's loan history still there?"),
  A("Yes, every loan and return is kept; only the overdue filter changed."),
 ], [], ["is the saw's loan history still there?"]),
"w06_notes_cabal": ([
  A("The renewal letter opens with \"Dear Member\"."),
  U("can it use the first name instead of 'Dear Member', people like that, its a small place"),
  E("templates/renewal.txt", "Dear Member,", "Dear {{firstName}},"),
 ], [L("first-name", "correction", ["use the first name instead of 'Dear Member'"], reason=["people like that"], files=["templates/renewal.txt"])], []),
"w07_projects_dune": ([
  U("run the whole suite once more to be sure"),
  B("dune test", "Testing `racks'.\n  [OK]          alloc          0   empty rack.\n  [OK]          alloc          1   no shared shelf.\n  [OK]          alloc          2   full rack refuses.\n  [OK]          abandon        0   six weeks.\nTest Successful in 0.002s. 4 tests run."),
  A("All four pass."),
 ], [], ["run the whole suite once more to be sure"]),
"w08_sharpening_decide": ([
  A("Started `intake/form.py` with per-item pricing and the blade refusal."),
 ], [], []),
"w09_invoices_julia": ([
  U("send it as a PDF, not a word doc. the diocese can't open .docx on their system"),
  E("src/export.jl", "export_docx(inv)", "export_pdf(inv)"),
  A("Invoices export as PDF."),
 ], [L("pdf", "correction", ["send it as a PDF, not a word doc"], reason=["the diocese can't open .docx on their system"], files=["src/export.jl"])], []),
"w10_sensors_meson": ([
  U("how often does it log at the moment?"),
  A("Every 10 minutes, to the SD card."),
 ], [], ["how often does it log at the moment?"]),
"s01_rota_bats": ([
  A("The noticeboard rota prints A4 portrait."),
  U("landscape not portrait please, the board is wide and short"),
  E("bin/print-rota", "--orientation portrait", "--orientation landscape"),
 ], [L("landscape", "correction", ["landscape not portrait"], reason=["the board is wide and short"], files=["bin/print-rota"])], []),
"s03_guests_flutter": ([
  U("And the sign in button, please make it bigger also, not only the text. Older guests have trouble to press it."),
  E("lib/screens/signin.dart", "minimumSize: Size(120, 48)", "minimumSize: Size(280, 96)"),
  A("The button is bigger."),
 ], [L("big-button", "correction", ["please make it bigger also, not only the text"], reason=["Older guests have trouble to press it"], files=["lib/screens/signin.dart"])], []),
"s04_stock_testthat": ([
  U("can you check beans too? I think same problem"),
  A("Beans go through the same `weeks_left`, so they're right now too: 6.2 weeks."),
 ], [], ["can you check beans too? I think same problem"]),
"s05_notes_gleam": ([
  A("When the limit is hit the screen says \"Limit reached\"."),
  U("make it say 'come back tomorrow' rather than 'limit reached', it's kinder and some of our guests are proud"),
  E("src/screen.gleam", "\"Limit reached\"", "\"Come back tomorrow\""),
 ], [L("kinder", "correction", ["'come back tomorrow' rather than 'limit reached'"], reason=["it's kinder"], files=["src/screen.gleam"])], []),
"s06_deliveries_nimble": ([
  U("how many stops are on thursday's run?"),
  A("Eleven."),
 ], [], ["how many stops are on thursday's run?"]),
"s07_fridge_pester": ([
  A("The weekly PDF lists every half-hourly reading."),
  U("list only the failed days rather than every reading, the EHO lady said she just wants the exceptions"),
  E("src/Report.ps1", "$readings | Format-Table", "$days | Where-Object { -not $_.Ok } | Format-Table"),
 ], [L("exceptions", "correction", ["list only the failed days rather than every reading"], reason=["she just wants the exceptions"], files=["src/Report.ps1"])], []),
"s08_donors_mocha": ([
  U("put our charity number at the bottom of the letter, not the top, the top is for the church logo"),
  E("templates/letter.hbs", "<header>{{charityNo}}</header>", "<footer>{{charityNo}}</footer>"),
  A("Charity number is at the bottom."),
 ], [L("charity-bottom", "correction", ["put our charity number at the bottom of the letter, not the top"], reason=["the top is for the church logo"], files=["templates/letter.hbs"])], []),
"s09_menu_decide": ([
  U("go ahead and start it"),
 ], [], ["go ahead and start it"]),
"s10_volunteers_mvn": ([
  U("can we get september's figure as well?"),
  A("September comes to 341 hours."),
 ], [], ["can we get september's figure as well?"]),
"s11_hall_decide": ([
  U("ta"),
 ], [], ["ta"]),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots
