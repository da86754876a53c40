# heldout56: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout53's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a model aircraft flying club, a school uniform swap shop and an organic veg box scheme (no earlier set uses them).
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
# ---------------------------------------------------------------- model aircraft flying club
"a01_logbook_pytest": X("model flying club member logbook and flyer IDs (Python, tox and pytest)", "/home/gareth/src/clublog", "2026-11-29T08:02:00", [
  U("hi. rules before you touch anything: never let anyone book a slot on the flying field without a valid CAA flyer ID in their profile, the club insurance through BMFA is void otherwise. and no flying over 400ft logged as ok, always flag it for the safety officer because the field is under the Shawbury approach. the bug: dave renewed his flyer id last week and the app still says expired"),
  B("tox -e py312 -- tests/test_flyer_id.py -q", "py312: commands[0]> pytest tests/test_flyer_id.py -q\n..F.\n=================================== FAILURES ===================================\n___________________________ test_renewed_id_is_valid ___________________________\n\n    def test_renewed_id_is_valid():\n        m = member(flyer_id=\"GBR-RP8-XW2K\", expires=date(2029, 11, 20))\n>       assert id_status(m, today=date(2026, 11, 29)) == \"valid\"\nE       AssertionError: assert 'expired' == 'valid'\n\ntests/test_flyer_id.py:31: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_flyer_id.py::test_renewed_id_is_valid - AssertionError: assert 'expired' == 'valid'\n1 failed, 3 passed in 0.08s\npy312: exit 1 (0.61 seconds) /home/gareth/src/clublog> pytest tests/test_flyer_id.py -q pid=48211\n  py312: FAIL code 1 (2.04=setup[1.43]+cmd[0.61] seconds)\n  evaluation failed :( (2.11 seconds)", True),
  R("clublog/flyer.py", "def id_status(m, today):\n    if m.first_issued.replace(year=m.first_issued.year + 5) < today:\n        return \"expired\"\n    return \"valid\"\n"),
  A("It never looks at the renewal. `id_status` works out the expiry from `first_issued` plus five years, so a renewed ID whose first issue was in 2021 is still treated as lapsing in 2026. The CAA gives us the expiry date on renewal, and it's already stored as `expires` — I'll use that."),
  E("clublog/flyer.py", "    if m.first_issued.replace(year=m.first_issued.year + 5) < today:\n", "    if m.expires < today:\n"),
  B("tox -e py312 -- tests/test_flyer_id.py -q", "py312: commands[0]> pytest tests/test_flyer_id.py -q\n....\n4 passed in 0.05s\n  py312: OK (1.88=setup[1.36]+cmd[0.52] seconds)\n  congratulations :) (1.95 seconds)"),
  A("Dave shows as valid now. Shall I also email members 30 days before their ID expires?"),
  U("yes but 60 days not 30, the CAA site takes weeks to send the new certificate sometimes"),
  A("Reminder set to 60 days before expiry."),
  U("on the booking screen show only the last 4 characters of the flyer id, not the whole thing, people take photos of that screen"),
  A("Booking screen masks all but the last 4 characters."),
  E("clublog/templates/booking.html", "{{ m.flyer_id }}", "{{ m.flyer_id|last4 }}"),
 ], [
  L("flyer-id", "rule", ["never let anyone book a slot on the flying field without a valid CAA flyer ID in their profile"], reason=["the club insurance through BMFA is void otherwise"]),
  L("400ft", "rule", ["no flying over 400ft logged as ok, always flag it for the safety officer"], reason=["the field is under the Shawbury approach"]),
  L("first-issued", "root_cause", ["works out the expiry from `first_issued` plus five years", "The CAA gives us the expiry date on renewal"], files=["clublog/flyer.py"]),
  L("renewed-test", "test_fixed", ["test_renewed_id_is_valid"], files=["clublog/flyer.py"]),
  L("60-days", "correction", ["60 days not 30"], reason=["the CAA site takes weeks to send the new certificate sometimes"]),
  L("mask-id", "correction", ["show only the last 4 characters of the flyer id, not the whole thing"], reason=["people take photos of that screen"], files=["clublog/templates/booking.html"]),
 ], ["dave renewed his flyer id last week and the app still says expired"]),

"a02_frequency_go": X("model flying club 2.4GHz/35MHz peg board (Go, go test)", "/home/priya/src/pegboard", "2026-11-29T08:20:00", [
  U("the peg board thing is letting two people take channel 60 on 35meg at the same time. thats a crash waiting to happen, literally"),
  B("go test ./peg/...", "--- FAIL: TestSameChannelRefused (0.00s)\n    peg_test.go:42: Take(35MHz ch60) second pilot: got nil error, want ErrChannelTaken\nFAIL\nFAIL\tgithub.com/wmfc/pegboard/peg\t0.011s\nFAIL", True),
  G("func Take", "peg/board.go:18:func (b *Board) Take(pilot string, band Band, ch int) error {\npeg/board.go:19:\tkey := fmt.Sprintf(\"%s-%d\", pilot, ch)"),
  A("Found it: the peg key is built from the pilot and the channel, so it's unique per pilot — two different pilots on channel 60 get two different keys and both succeed. On a shared band the key has to be band plus channel only."),
  E("peg/board.go", "\tkey := fmt.Sprintf(\"%s-%d\", pilot, ch)", "\tkey := fmt.Sprintf(\"%s-%d\", band, ch)"),
  B("go test ./peg/...", "ok  \tgithub.com/wmfc/pegboard/peg\t0.009s"),
  A("Second pilot is refused now. I could also release pegs automatically after 20 minutes in case someone forgets?"),
  U("no auto release please. if somebody forgets to unpeg and we free it, someone else switches on and shoots down the plane that is still in the air. the pilot unpegs by hand, always"),
  A("Understood, pegs only come off by hand."),
  U("2.4 people dont need pegs at all btw, just the 35 lot"),
 ], [
  L("peg-key", "root_cause", ["the peg key is built from the pilot and the channel", "the key has to be band plus channel only"], files=["peg/board.go"]),
  L("peg-test", "test_fixed", ["TestSameChannelRefused"], files=["peg/board.go"]),
  L("no-auto-release", "correction", ["no auto release", "the pilot unpegs by hand, always"], reason=["if somebody forgets to unpeg and we free it, someone else switches on and shoots down the plane that is still in the air"]),
 ], ["the peg board thing is letting two people take channel 60 on 35meg at the same time", "2.4 people dont need pegs at all btw, just the 35 lot"]),

"a03_minutes_rspec": X("model flying club committee minutes with the task (Ruby, rspec)", "/home/alun/src/wmfc-site", "2026-11-29T08:41:00", [
  U("pasting last nights committee notes so you have context, then the job.\n\nWMFC committee 27 Nov\n1. Treasurer: subs stay £85 adult, £20 junior. 14 members still to pay.\n2. Christmas fun fly 26 Dec, mince pies from Sheila, bring a hat.\n3. Site: farmer asks we keep cars off the top field till it dries, park by the gate.\n4. Safety: from now on juniors under 14 fly only on a buddy lead with an instructor, because of the insurer's new wording for minors. The website must say so on the juniors page.\n5. Website: the members map must never show a member's home address, only the town, after the theft of a van full of models in Ludlow.\n6. AOB: new windsock ordered, £32. Mower needs a service.\n\nJob: the juniors page spec is red since Alun's change yesterday, can you look"),
  B("bundle exec rspec spec/pages/juniors_spec.rb", "F.\n\nFailures:\n\n  1) Juniors page lists the age bands\n     Failure/Error: expect(page).to have_content(\"Under 14\")\n       expected to find text \"Under 14\" in \"Juniors Juniors fly free on Saturday mornings. Ages: under-14 and 14-17.\"\n     # ./spec/pages/juniors_spec.rb:9:in `block (2 levels) in <top (required)>'\n\nFinished in 0.41 seconds (files took 1.2 seconds to load)\n2 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/pages/juniors_spec.rb:7 # Juniors page lists the age bands", True),
  A("Alun's change rewrote the age bands in lowercase with a hyphen (\"under-14\"); the spec still looks for \"Under 14\". The copy is the newer intent, but it reads oddly — I'll put back \"Under 14\" and \"14 to 17\" and add the buddy-lead sentence from point 4."),
  E("app/views/pages/juniors.html.erb", "Ages: under-14 and 14-17.", "Ages: Under 14 and 14 to 17. Juniors under 14 fly only on a buddy lead with an instructor."),
  B("bundle exec rspec spec/pages/juniors_spec.rb", "..\n\nFinished in 0.38 seconds (files took 1.1 seconds to load)\n2 examples, 0 failures"),
  A("Green. The members map already shows towns only."),
  U("lovely thanks"),
  U("will the juniors page go live straight away?"),
  A("On the next deploy, which runs when this is merged."),
 ], [
  L("buddy-lead", "rule", ["juniors under 14 fly only on a buddy lead with an instructor"], reason=["the insurer's new wording for minors"], files=["app/views/pages/juniors.html.erb"]),
  L("no-home-address", "rule", ["the members map must never show a member's home address, only the town"], reason=["the theft of a van full of models in Ludlow"]),
  L("age-bands", "test_fixed", ["Juniors page lists the age bands"], files=["app/views/pages/juniors.html.erb"]),
 ], ["will the juniors page go live straight away?", "the juniors page spec is red since Alun's change yesterday, can you look", "lovely thanks"]),

"a04_battery_cargo": X("model flying club LiPo charging bay log (Rust, cargo test)", "/home/tomasz/src/lipobay", "2026-11-29T09:00:00", [
  A("I've read through `src/bay.rs`. What would you like to change?"),
  U("the charging bay timer. club rule: no lipo left charging unattended for more than 10 minutes, we had a fire in the old hut in 2022. the app should shout at 10. it shouts at 100 apparently??"),
  B("cargo test bay", "running 3 tests\ntest bay::tests::alarm_after_limit ... FAILED\ntest bay::tests::no_alarm_when_attended ... ok\ntest bay::tests::logs_cell_count ... ok\n\nfailures:\n\n---- bay::tests::alarm_after_limit stdout ----\nthread 'bay::tests::alarm_after_limit' panicked at src/bay.rs:88:9:\nassertion `left == right` failed\n  left: false\n right: true\n\nfailures:\n    bay::tests::alarm_after_limit\n\ntest result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  R("src/bay.rs", "const LIMIT_SECS: u64 = 6000; // 10 min\n"),
  A("The constant says 10 minutes in its comment but is 6000 seconds, which is 100 minutes — a zero too many. 10 minutes is 600."),
  E("src/bay.rs", "const LIMIT_SECS: u64 = 6000; // 10 min\n", "const LIMIT_SECS: u64 = 600; // 10 min\n"),
  B("cargo test bay", "running 3 tests\ntest bay::tests::alarm_after_limit ... ok\ntest bay::tests::no_alarm_when_attended ... ok\ntest bay::tests::logs_cell_count ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
  A("Alarm fires at 10 minutes now. I made it a beep on the tablet."),
  U("can it be the siren on the hut wall rather than the tablet beep, nobody hears the tablet when theyre out on the strip"),
  E("src/bay.rs", "alert::tablet_beep()", "alert::hut_siren()"),
  A("The hut siren sounds instead."),
  U("also keep the charging log 2 years, not 6 months. the insurer asked for two years of logs after the fire"),
  E("src/log.rs", "Duration::days(183)", "Duration::days(730)"),
  A("Logs are kept for 2 years."),
 ], [
  L("lipo-10", "rule", ["no lipo left charging unattended for more than 10 minutes"], reason=["we had a fire in the old hut in 2022"], files=["src/bay.rs"]),
  L("zero-too-many", "root_cause", ["is 6000 seconds, which is 100 minutes", "10 minutes is 600"], files=["src/bay.rs"]),
  L("alarm-test", "test_fixed", ["alarm_after_limit"], files=["src/bay.rs"]),
  L("siren", "correction", ["the siren on the hut wall rather than the tablet beep"], reason=["nobody hears the tablet when theyre out on the strip"], files=["src/bay.rs"]),
  L("log-2y", "correction", ["keep the charging log 2 years, not 6 months"], reason=["the insurer asked for two years of logs after the fire"], files=["src/log.rs"]),
 ], ["it shouts at 100 apparently??"]),

"a05_noise_jest": X("model flying club noise complaints and flying hours (TypeScript, jest)", "/home/rhian/src/fieldhours", "2026-11-29T09:18:00", [
  U("jest is failing on the flying hours thing, output below\n\n FAIL  src/hours.test.ts\n  ● hours › no IC engines before 10 on Sunday\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: false\n    Received: true\n\n      14 |   it('no IC engines before 10 on Sunday', () => {\n    > 15 |     expect(allowed('ic', sunday('09:30'))).toBe(false);\n\nTests:       1 failed, 5 passed, 6 total"),
  R("src/hours.ts", "export function allowed(kind: Kind, at: Date) {\n  const day = at.getDay();\n  if (kind === 'ic' && day === 7 && at.getHours() < 10) return false;\n  return true;\n}\n"),
  A("`getDay()` returns 0 for Sunday, never 7, so the Sunday branch is dead code and IC engines are allowed at 09:30. Switching the check to 0."),
  E("src/hours.ts", "day === 7", "day === 0"),
  B("npx jest src/hours.test.ts", " PASS  src/hours.test.ts\n  hours\n    ✓ electric any time (2 ms)\n    ✓ no IC engines before 10 on Sunday (1 ms)\n    ✓ ic weekday from 9\n\nTests:       6 passed, 6 total\nSnapshots:   0 total\nTime:        0.612 s"),
  A("Passing. I also rounded the displayed times to the hour."),
  U("revert that, the agreement with the parish council is 09:30 on saturdays, rounding makes it show 9 and people will start early"),
  A("Reverted; times show to the minute."),
  U("oh and make sunday 10:30 not 10. the chapel service next door finishes at quarter past and they complained about the engines"),
  E("src/hours.ts", "at.getHours() < 10", "(at.getHours() * 60 + at.getMinutes()) < 630"),
  A("IC engines from 10:30 on Sundays."),
 ], [
  L("getday-zero", "root_cause", ["`getDay()` returns 0 for Sunday, never 7", "the Sunday branch is dead code"], files=["src/hours.ts"]),
  L("sunday-test", "test_fixed", ["no IC engines before 10 on Sunday"], files=["src/hours.ts"]),
  L("no-rounding", "correction", ["revert that"], reason=["the agreement with the parish council is 09:30 on saturdays, rounding makes it show 9 and people will start early"]),
  L("sunday-1030", "correction", ["make sunday 10:30 not 10"], reason=["the chapel service next door finishes at quarter past and they complained about the engines"], files=["src/hours.ts"]),
 ], ["jest is failing on the flying hours thing, output below"]),

"a06_members_dotnet": X("model flying club membership renewals (.NET 8, NUnit)", "/home/ian/src/wmfc-members", "2026-11-29T09:35:00", [
  U("renewals export for the BMFA has the juniors charged the adult rate. should be £20"),
  B("dotnet test --filter Renewals", "  Failed JuniorPaysJuniorRate [12 ms]\n  Error Message:\n     Expected: 20m\n  But was:  85m\n\n  Stack Trace:\n     at Wmfc.Tests.RenewalTests.JuniorPaysJuniorRate() in /home/ian/src/wmfc-members/tests/RenewalTests.cs:line 27\n\nFailed!  - Failed:     1, Passed:     6, Skipped:     0, Total:     7, Duration: 48 ms - Wmfc.Tests.dll (net8.0)", True),
  R("src/Wmfc/Fees.cs", "public static decimal Fee(Member m, DateOnly renewal) =>\n    Age(m.Born, DateOnly.FromDateTime(DateTime.Today)) < 18 ? 20m : 85m;\n"),
  A("Age is taken on today's date rather than on the renewal date, and the test fixture's renewal is 1 Jan 2026 for a member born Feb 2008 — today he's 18, on the renewal day he was 17. The fee should follow age at renewal."),
  E("src/Wmfc/Fees.cs", "Age(m.Born, DateOnly.FromDateTime(DateTime.Today)) < 18", "Age(m.Born, renewal) < 18"),
  B("dotnet test --filter Renewals", "Passed!  - Failed:     0, Passed:     7, Skipped:     0, Total:     7, Duration: 41 ms - Wmfc.Tests.dll (net8.0)"),
  A("All seven pass. Should I show the member's date of birth in the export so the BMFA can check?"),
  U("why the date of birth there? use junior yes/no, the bmfa only asks that and we dont send birthdays around"),
  E("src/Wmfc/Export.cs", "row.Add(m.Born.ToString(\"yyyy-MM-dd\"));", "row.Add(m.IsJunior ? \"Y\" : \"N\");"),
  A("Export carries junior Y/N only."),
  U("thanks dude"),
  A("Any time."),
 ], [
  L("age-at-renewal", "root_cause", ["Age is taken on today's date rather than on the renewal date", "The fee should follow age at renewal"], files=["src/Wmfc/Fees.cs"]),
  L("junior-test", "test_fixed", ["JuniorPaysJuniorRate"], files=["src/Wmfc/Fees.cs"]),
  L("junior-flag", "correction", ["why the date of birth there? use junior yes/no"], reason=["the bmfa only asks that and we dont send birthdays around"], files=["src/Wmfc/Export.cs"]),
 ], ["thanks dude", "renewals export for the BMFA has the juniors charged the adult rate. should be £20"]),

"a07_telemetry_decide": X("model flying club: what to log from telemetry (no test run)", "/home/gareth/src/clublog", "2026-11-29T09:52:00", [
  U("before you write anything - should the logbook pull flight times from the radios' telemetry logs or just have members type them in? whats less hassle"),
  A("Telemetry: exact times, but five radio brands with different log formats, and SD cards have to come off the transmitter. Typed: a minute's work a session, sometimes rounded or forgotten. A middle way is typed times with an optional log upload."),
  U("go with typed in, with the take off time and landing time as two boxes. half the club have old futaba sets with no sd card at all so the import would only work for some"),
  A("Typed it is, two boxes per flight."),
  U("and hours total per member per year on the profile page"),
  A("Will do."),
 ], [
  L("typed-times", "decision", ["go with typed in, with the take off time and landing time as two boxes"], alternative=["pull flight times from the radios' telemetry logs"], reason=["half the club have old futaba sets with no sd card at all"]),
 ], ["and hours total per member per year on the profile page", "whats less hassle"]),

"a08_windsock_swift": X("model flying club field weather widget (Swift, swift test)", "/home/megan/src/FieldWeather", "2026-11-29T10:05:00", [
  U("weather widget shows wind in knots, thats fine. bug is gusts show lower than the mean wind which is impossible"),
  B("swift test --filter GustTests", "Test Suite 'GustTests' started.\n/home/megan/src/FieldWeather/Tests/FieldWeatherTests/GustTests.swift:19: error: -[FieldWeatherTests.GustTests testGustNotBelowMean] : XCTAssertGreaterThanOrEqual failed: (\"9.7\") is less than (\"12.0\")\nTest Case '-[FieldWeatherTests.GustTests testGustNotBelowMean]' failed (0.004 seconds).\nExecuted 3 tests, with 1 failure (0 unexpected) in 0.006 seconds", True),
  A("The feed gives gusts in m/s and the mean in knots; only the mean gets converted. 5 m/s is 9.7 kt. I'll convert both."),
  E("Sources/FieldWeather/Wind.swift", "gust: raw.gust,", "gust: raw.gust * 1.94384,"),
  B("swift test --filter GustTests", "Test Suite 'GustTests' started.\n/home/megan/src/FieldWeather/Tests/FieldWeatherTests/GustTests.swift:19: error: -[FieldWeatherTests.GustTests testGustNotBelowMean] : XCTAssertGreaterThanOrEqual failed: (\"18.9\") is less than (\"23.3\")\nTest Case '-[FieldWeatherTests.GustTests testGustNotBelowMean]' failed (0.003 seconds).\nExecuted 3 tests, with 1 failure (0 unexpected) in 0.005 seconds", True),
  A("Now both are too high: the mean was already converted upstream in `Feed.decode`, and `Wind.init` converts it a second time. Removing the second conversion of the mean."),
  E("Sources/FieldWeather/Wind.swift", "mean: raw.mean * 1.94384,", "mean: raw.mean,"),
  B("swift test --filter GustTests", "Test Suite 'GustTests' passed.\nExecuted 3 tests, with 0 failures (0 unexpected) in 0.004 seconds"),
  A("Gusts and mean are both knots now."),
  U("good. and make the red warning 20 knots, thats the limit the instructors use for trainees"),
  E("Sources/FieldWeather/Warn.swift", "let redKnots = 25.0", "let redKnots = 20.0"),
  U("cheers megan owes you a pint"),
  A("Ha, enjoy the flying."),
 ], [
  L("gust-ms", "root_cause", ["The feed gives gusts in m/s and the mean in knots; only the mean gets converted"], files=["Sources/FieldWeather/Wind.swift"]),
  L("double-convert", "root_cause", ["the mean was already converted upstream in `Feed.decode`, and `Wind.init` converts it a second time"], files=["Sources/FieldWeather/Wind.swift"]),
  L("gust-test", "test_fixed", ["testGustNotBelowMean"], files=["Sources/FieldWeather/Wind.swift"]),
  L("red-20", "correction", ["make the red warning 20 knots"], reason=["thats the limit the instructors use for trainees"], files=["Sources/FieldWeather/Warn.swift"]),
 ], ["cheers megan owes you a pint", "bug is gusts show lower than the mean wind which is impossible", "weather widget shows wind in knots, thats fine"]),

"a09_instructors_lein": X("model flying club instructor rota and trainee sign-off (Clojure, kaocha)", "/home/sioned/src/rota", "2026-11-29T10:20:00", [
  U("can you add the sign off for trainees' A certificate to the rota app"),
  A("Sure. Where is the A certificate recorded now — a paper form?"),
  U("paper, the examiner signs it. the app just needs a tick and a date"),
  W("src/rota/signoff.clj", "(ns rota.signoff)\n\n(defn sign-off [trainee examiner date]\n  (assoc trainee :a-cert {:by examiner :on date}))\n"),
  B("clojure -M:test --focus rota.signoff-test", "[(F.)]\n\nFAIL in rota.signoff-test/examiner-must-differ (signoff_test.clj:12)\nExpected:\n  (thrown? clojure.lang.ExceptionInfo (sign-off t \"Huw\" d))\nActual:\n  {:name \"Huw\", :a-cert {:by \"Huw\", :on #inst \"2026-11-28\"}}\n2 tests, 3 assertions, 1 failures.", True),
  A("The existing test expects a trainee never to sign off themselves and `sign-off` doesn't check who the examiner is. Adding the guard."),
  E("src/rota/signoff.clj", "(defn sign-off [trainee examiner date]\n  (assoc", "(defn sign-off [trainee examiner date]\n  (when (= examiner (:name trainee))\n    (throw (ex-info \"examiner cannot be the trainee\" {})))\n  (assoc"),
  B("clojure -M:test --focus rota.signoff-test", "[(..)]\n2 tests, 3 assertions, 0 failures."),
  U("also the examiner must be on the BMFA examiner list, not just any instructor, otherwise the certificate isnt recognised at other clubs"),
  A("I'll check the name against the examiners list too."),
 ], [
  L("no-examiner-check", "root_cause", ["`sign-off` doesn't check who the examiner is"], files=["src/rota/signoff.clj"]),
  L("examiner-differs", "test_fixed", ["examiner-must-differ"], files=["src/rota/signoff.clj"]),
  L("bmfa-examiner", "rule", ["the examiner must be on the BMFA examiner list, not just any instructor"], reason=["otherwise the certificate isnt recognised at other clubs"]),
 ], ["can you add the sign off for trainees' A certificate to the rota app", "paper, the examiner signs it. the app just needs a tick and a date"]),

"a10_gallery_crystal": X("model flying club photo gallery (Scala, scala-cli test with munit)", "/home/olu/src/gallery", "2026-11-29T10:41:00", [
  U("Hello, the gallery upload is failing for photos from my iphone, everyone else is fine. No rush."),
  B("scala-cli test .", "UploadSuite:\n==> X UploadSuite.accepts HEIC photos  0.014s munit.ComparisonFailException: /home/olu/src/gallery/test/UploadSuite.test.scala:14\n13:    val resp = post(\"/upload\", fixture(\"IMG_4411.HEIC\"))\n14:    assertEquals(resp.status, 201)\nvalues are not the same\n=> Obtained\n415\n=> Diff (- obtained, + expected)\n-415\n+201\n  + rejects a text file 0.003s\nError: Tests failed.", True),
  A("iPhones save photos as HEIC and the allow-list only has JPEG and PNG, so the server answers 415 Unsupported Media Type. I'll accept `image/heic` and convert it to JPEG on upload."),
  E("src/Upload.scala", "val Allowed = Set(\"image/jpeg\", \"image/png\")", "val Allowed = Set(\"image/jpeg\", \"image/png\", \"image/heic\")"),
  B("scala-cli test .", "UploadSuite:\n  + accepts HEIC photos 0.011s\n  + rejects a text file 0.002s"),
  A("Your photos go through now. Would you like me to add face blurring for members who opted out of photos?"),
  U("thanks, but no face blurring, we ask people before we take the picture. The committee decided that in spring."),
  A("Fine, no blurring."),
  U("how big can the photos be?"),
  A("Up to 20 MB each; bigger ones are refused with a message."),
  U("Also, from now on no photos of juniors in the gallery unless the parent has ticked the consent box on the membership form. The BMFA safeguarding guidance says so."),
  A("I'll hide juniors' photos unless the consent box is ticked."),
 ], [
  L("heic", "root_cause", ["iPhones save photos as HEIC and the allow-list only has JPEG and PNG"], files=["src/Upload.scala"]),
  L("heic-test", "test_fixed", ["accepts HEIC photos"], files=["src/Upload.scala"]),
  L("no-blur", "correction", ["no face blurring, we ask people before we take the picture"], reason=["The committee decided that in spring"]),
  L("junior-consent", "rule", ["no photos of juniors in the gallery unless the parent has ticked the consent box"], reason=["The BMFA safeguarding guidance says so"]),
 ], ["how big can the photos be?", "the gallery upload is failing for photos from my iphone, everyone else is fine"]),

"a11_cg_dune": X("model flying club centre-of-gravity calculator (OCaml, dune test)", "/home/kit/src/cgcalc", "2026-11-29T11:02:00", [
  U("cg calc gives nonsense for flying wings, says the cg is behind the trailing edge. conventional planes fine"),
  B("dune test", "File \"test/test_cg.ml\", line 22, characters 2-60:\nFAIL flying_wing_cg_inside_chord\n  expected: 61.5\n  got:      -38.2\n[exception] Alcotest.Test_error\nThe full test results are available in `_build/_tests/cg`.\n1 failure! in 0.001s. 4 tests run.", True),
  A("For swept wings the mean aerodynamic chord's leading edge is set back by the sweep, and `mac_le` is measured from the wing tip instead of the root, so the sign flips. Measuring from the root."),
  E("src/cg.ml", "let mac_le w = w.tip_offset -. sweep_offset w", "let mac_le w = sweep_offset w"),
  B("dune test", "Testing `cg'.\n  [OK]          cg          0   conventional_cg.\n  [OK]          cg          1   flying_wing_cg_inside_chord.\n  [OK]          cg          2   tail_volume.\n  [OK]          cg          3   units.\nTest Successful in 0.001s. 4 tests run."),
  A("Flying wings come out inside the chord now. Default CG is at 25% of MAC."),
  U("15% for wings, 25% is for normal planes. wings tip stall at 25 and the newbies crash them"),
  E("src/cg.ml", "let default_pct = function _ -> 0.25", "let default_pct = function Wing -> 0.15 | _ -> 0.25"),
  A("Wings default to 15% now."),
  U("brilliant, thanks"),
  A("Happy flying."),
 ], [
  L("mac-from-tip", "root_cause", ["`mac_le` is measured from the wing tip instead of the root, so the sign flips"], files=["src/cg.ml"]),
  L("wing-test", "test_fixed", ["flying_wing_cg_inside_chord"], files=["src/cg.ml"]),
  L("wing-15", "correction", ["15% for wings, 25% is for normal planes"], reason=["wings tip stall at 25 and the newbies crash them"], files=["src/cg.ml"]),
 ], ["brilliant, thanks", "cg calc gives nonsense for flying wings, says the cg is behind the trailing edge", "conventional planes fine"]),

"a12_chat_field": X("model flying club chit-chat", "/home/gareth/src/clublog", "2026-11-29T11:20:00", [
  U("no work today, raining sideways at the field"),
  A("Not flying weather then."),
  U("nope. never again am i maidening a plane in november, lost the spitfire in the hedge last year"),
  A("Ouch, that hedge has a reputation."),
  U("always the same hedge. nobody ever flies on the day after the christmas fun fly anyway, everyone is hungover"),
  A("Sounds like a good club."),
  U("it is. right, off to glue some balsa"),
 ], [], ["no work today, raining sideways at the field", "never again am i maidening a plane in november",
         "always the same hedge", "nobody ever flies on the day after the christmas fun fly anyway, everyone is hungover",
         "right, off to glue some balsa"]),
# ---------------------------------------------------------------- school uniform swap shop
"s01_stock_deno": X("school uniform swap shop stock by size (JavaScript, uvu)", "/home/leanne/src/swapshop", "2026-11-29T08:10:00", [
  U("hi! quick context: we run the uniform swap at Oakfield primary out of the PTA cupboard. two rules please: nothing with a child's name tag goes on the online list, we cut them out first, parents got upset when they saw their kid's name. and never count a jumper as in stock until it's been washed and checked, the school nurse insisted after the nits outbreak. ok the actual thing - the size filter shows 7-8 jumpers when there are none"),
  B("npx uvu tests stock", "stock.test.js\n• ✘   (2 / 3)\n\n   FAIL  stock  \"excludes unwashed\"\n    Expected values to be strictly equal:  (equal)\n\n        ++0    (Expected)\n        --3    (Actual)\n\n    at assert (file:///home/leanne/src/swapshop/node_modules/uvu/assert/index.mjs:31:8)\n    at Object.equal (file:///home/leanne/src/swapshop/node_modules/uvu/assert/index.mjs:48:2)\n    at Object.handler (file:///home/leanne/src/swapshop/tests/stock.test.js:22:9)\n\n  Total:     3\n  Passed:    2\n  Skipped:   0\n  Duration:  4.12ms", True),
  A("The count goes by `status !== 'sold'`, which includes items still in the 'donated' state — the three 7-8 jumpers are in the wash bag. Counting only 'checked' items."),
  E("src/stock.js", "items.filter((i) => i.status !== 'sold')", "items.filter((i) => i.status === 'checked')"),
  B("npx uvu tests stock", "stock.test.js\n• • •   (3 / 3)\n\n  Total:     3\n  Passed:    3\n  Skipped:   0\n  Duration:  2.87ms"),
  A("Done, the 7-8 jumpers disappear until someone marks them checked."),
  U("brill"),
  U("oh and write 'pre-loved' rather than 'second hand' on the list please, the kids who get it get teased"),
  E("views/list.js", "Second hand", "Pre-loved"),
  A("The list says pre-loved now."),
 ], [
  L("no-name-tags", "rule", ["nothing with a child's name tag goes on the online list"], reason=["parents got upset when they saw their kid's name"]),
  L("washed-first", "rule", ["never count a jumper as in stock until it's been washed and checked"], reason=["the school nurse insisted after the nits outbreak"], files=["src/stock.js"]),
  L("donated-counted", "root_cause", ["The count goes by `status !== 'sold'`, which includes items still in the 'donated' state"], files=["src/stock.js"]),
  L("unwashed-test", "test_fixed", ["excludes unwashed"], files=["src/stock.js"]),
  L("pre-loved", "correction", ["'pre-loved' rather than 'second hand'"], reason=["the kids who get it get teased"], files=["views/list.js"]),
 ], ["the size filter shows 7-8 jumpers when there are none", "brill"]),

"s02_pta_notes_node": X("school uniform swap shop PTA notes and the reservation page (Node, node --test)", "/home/farah/src/uniformswap", "2026-11-29T08:33:00", [
  U("here's the PTA minutes from tuesday, there are a couple of bits for the site in there, then please fix the reservation test which broke\n\nOakfield PTA - 25 Nov\n- Christmas fair raised £1,214, thank you all!! Raffle prizes still to be collected from the office\n- Year 6 disco 12 Dec, need 4 more parent helpers\n- Uniform swap: reservations hold an item for 48 hours only, after that it goes back on the rail, because items sat reserved for weeks in september while other families needed them\n- Uniform swap: no prices anywhere on the site, it's free, donations to the PTA are optional, families felt pressured by the suggested £1\n- Lost property goes to the swap after half term if unclaimed\n- Next meeting 13 Jan, bring mince pies if there are any left lol\n\nthe test is test/reserve.test.js"),
  B("node --test test/reserve.test.js", "▶ reservations\n  ✔ reserves an item (1.2ms)\n  ✖ releases after the hold period (2.1ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    'reserved' !== 'available'\n\n        at TestContext.<anonymous> (file:///home/farah/src/uniformswap/test/reserve.test.js:19:12)\n▶ reservations (5.4ms)\nℹ tests 2\nℹ pass 1\nℹ fail 1", True),
  R("src/reserve.js", "const HOLD_MS = 48 * 60 * 1000;\n"),
  A("`HOLD_MS` is 48 minutes, not 48 hours — the `60 * 60` has lost a `60`. Hmm, that should release too early, not too late; let me look at the test... it fakes the clock 49 hours on, and `release()` compares against `reservedAt` in seconds while `Date.now()` is in milliseconds. Both are wrong: I'll store milliseconds and fix the constant."),
  E("src/reserve.js", "const HOLD_MS = 48 * 60 * 1000;\n", "const HOLD_MS = 48 * 60 * 60 * 1000;\n"),
  E("src/reserve.js", "reservedAt: Math.floor(Date.now() / 1000)", "reservedAt: Date.now()"),
  B("node --test test/reserve.test.js", "▶ reservations\n  ✔ reserves an item (0.9ms)\n  ✔ releases after the hold period (0.6ms)\n▶ reservations (2.8ms)\nℹ tests 2\nℹ pass 2\nℹ fail 0"),
  A("Both pass, holds release after 48 hours. I also noticed the item page says \"suggested donation £1\" — I've left it for now."),
  U("yes take that out please as per the minutes"),
  E("views/item.html", "<p class=\"donation\">Suggested donation £1</p>\n", ""),
  U("and when a hold runs out say 'we've popped it back on the rail' rather than 'reservation expired', it sounds like a parking fine"),
  E("src/reserve.js", "'Reservation expired'", "'We've popped it back on the rail'"),
  A("Changed the wording."),
 ], [
  L("hold-48", "rule", ["reservations hold an item for 48 hours only, after that it goes back on the rail"], reason=["items sat reserved for weeks in september while other families needed them"], files=["src/reserve.js"]),
  L("no-prices", "rule", ["no prices anywhere on the site, it's free"], reason=["families felt pressured by the suggested £1"], files=["views/item.html"]),
  L("secs-vs-ms", "root_cause", ["`release()` compares against `reservedAt` in seconds while `Date.now()` is in milliseconds"], files=["src/reserve.js"]),
  L("hold-test", "test_fixed", ["releases after the hold period"], files=["src/reserve.js"]),
  L("rail-wording", "correction", ["say 'we've popped it back on the rail' rather than 'reservation expired'"], reason=["it sounds like a parking fine"], files=["src/reserve.js"]),
 ], ["please fix the reservation test which broke", "yes take that out please as per the minutes"]),

"s03_labels_pest": X("school uniform swap shop printed labels (PHP, Codeception)", "/home/dawn/src/swaplabels", "2026-11-29T08:58:00", [
  U("labels print with the age as 78 instead of 7-8"),
  B("vendor/bin/codecept run Unit LabelTest", "Codeception PHP Testing Framework v5.1.2\n\nTests.Unit Tests (4) ---------------------------------------\n✖ LabelTest: It prints the age band with a dash (0.01s)\n✔ LabelTest: It prints the item type (0.00s)\n✔ LabelTest: It prints the colour (0.00s)\n✔ LabelTest: It fits 40 chars (0.00s)\n------------------------------------------------------------\nTime: 00:00.092, Memory: 10.00 MB\n\nThere was 1 failure:\n1) LabelTest: It prints the age band with a dash\n Test  tests/Unit/LabelTest.php:testItPrintsTheAgeBandWithADash\nFailed asserting that two strings are identical.\n- Expected | + Actual\n@@ @@\n-'7-8'\n+'78'\n#1  /home/dawn/src/swaplabels/tests/Unit/LabelTest.php:11\n\nFAILURES!\nTests: 4, Assertions: 4, Failures: 1.", True),
  A("The label template runs every field through `preg_replace('/[^A-Za-z0-9 ]/', '', ...)` to keep the thermal printer happy, and that strips the dash too. I'll allow hyphens."),
  E("src/Label.php", "'/[^A-Za-z0-9 ]/'", "'/[^A-Za-z0-9 \\-]/'"),
  B("vendor/bin/codecept run Unit LabelTest", "Codeception PHP Testing Framework v5.1.2\n\nTests.Unit Tests (4) ---------------------------------------\n✔ LabelTest: It prints the age band with a dash (0.00s)\n✔ LabelTest: It prints the item type (0.00s)\n✔ LabelTest: It prints the colour (0.00s)\n✔ LabelTest: It fits 40 chars (0.00s)\n------------------------------------------------------------\nTime: 00:00.071, Memory: 10.00 MB\n\nOK (4 tests, 4 assertions)"),
  A("Labels show 7-8 now. I put the school logo on the label as well."),
  U("revert that, the logo eats half the ink and the printer is a cheap one we got donated, text only"),
  E("src/Label.php", "$this->logo();\n", ""),
  A("Logo removed, text only."),
  U("how many labels can it print a minute?"),
  A("About 30 at the current size."),
 ], [
  L("dash-stripped", "root_cause", ["strips the dash too"], files=["src/Label.php"]),
  L("dash-test", "test_fixed", ["It prints the age band with a dash"], files=["src/Label.php"]),
  L("no-logo", "correction", ["revert that"], reason=["the logo eats half the ink and the printer is a cheap one we got donated"], files=["src/Label.php"]),
 ], ["how many labels can it print a minute?", "labels print with the age as 78 instead of 7-8"]),

"s04_sizes_decide": X("school uniform swap shop: sizes by age or by chest (no test run)", "/home/leanne/src/swapshop", "2026-11-29T09:14:00", [
  U("question before you change the form. do we sort uniform by age (7-8) or by chest size in cm like the shop tags say? parents ask both"),
  A("Age is what parents know and what most tags show first; chest cm is accurate but many donated items have faded tags. You could record age and optionally cm."),
  U("ok lets go by age band, cm as an optional box. volunteers sort in 10 minutes between pick-up and the bell and they wont have a tape measure"),
  A("Age band as the main field, chest cm optional."),
  U("and the 'school' dropdown only oakfield and st johns for now"),
  A("Done in the form."),
  E("forms/donate.html", "<option>Any school</option>", "<option>Oakfield</option><option>St John's</option>"),
 ], [
  L("age-band", "decision", ["go by age band, cm as an optional box"], alternative=["chest size in cm like the shop tags say"], reason=["volunteers sort in 10 minutes between pick-up and the bell and they wont have a tape measure"]),
  L("two-schools", "correction", ["the 'school' dropdown only oakfield and st johns for now"], files=["forms/donate.html"]),
 ], ["parents ask both"]),

"s05_rails_stats": X("school uniform swap shop impact stats for the newsletter (Ruby on Rails, rails test)", "/home/mark/src/swapstats", "2026-11-29T09:30:00", [
  U("newsletter stats page says we gave away 2,310 items this term. we are a cupboard. its more like 400"),
  B("bin/rails test test/models/term_stats_test.rb", "Running 3 tests in a single process (parallelization threshold is 50)\nRun options: --seed 18823\n\n# Running:\n\n.F.\n\nFailure:\nTermStatsTest#test_counts_each_item_once [test/models/term_stats_test.rb:15]:\nExpected: 2\n  Actual: 6\n\nbin/rails test test/models/term_stats_test.rb:12\n\nFinished in 0.081s, 37.0370 runs/s, 37.0370 assertions/s.\n3 runs, 3 assertions, 1 failures, 0 errors, 0 skips", True),
  R("app/models/term_stats.rb", "def given_away\n  Item.joins(:status_changes).where(status: 'collected').count\nend\n"),
  A("Joining `status_changes` gives one row per change — donated, checked, reserved, collected — so each collected item is counted once for every step of its history. Counting distinct items instead."),
  E("app/models/term_stats.rb", "Item.joins(:status_changes).where(status: 'collected').count", "Item.where(status: 'collected').count"),
  B("bin/rails test test/models/term_stats_test.rb", "Running 3 tests in a single process (parallelization threshold is 50)\nRun options: --seed 5510\n\n# Running:\n\n...\n\nFinished in 0.064s, 46.8750 runs/s, 46.8750 assertions/s.\n3 runs, 3 assertions, 0 failures, 0 errors, 0 skips"),
  A("412 items this term. Shall I add a money-saved figure, at high street prices?"),
  U("thanks, but no money saved figure. some families would feel like charity cases reading it and thats the opposite of what the swap is for"),
  A("Fair, items only."),
  U("ok"),
  A("Anything else for the newsletter?"),
 ], [
  L("join-rows", "root_cause", ["each collected item is counted once for every step of its history"], files=["app/models/term_stats.rb"]),
  L("once-test", "test_fixed", ["test_counts_each_item_once"], files=["app/models/term_stats.rb"]),
  L("no-money-saved", "correction", ["no money saved figure"], reason=["some families would feel like charity cases reading it"]),
 ], ["newsletter stats page says we gave away 2,310 items this term", "its more like 400"]),

"s06_sms_zig": X("school uniform swap shop text alerts from the old till box (Zig, zig build test)", "/home/jon/src/swapsms", "2026-11-29T09:47:00", [
  A("Build is clean. What next?"),
  U("the text when a reserved item is ready goes out with garbage for the pound sign and the school name cut off"),
  B("zig build test", "test\n└─ run test 1/3 passed, 2 failed\nerror: 'sms.test.encodes non-ascii as ucs2' failed: expected .ucs2, found .gsm7\n/home/jon/src/swapsms/src/sms.zig:61:5: 0x10b3f2a in test.encodes non-ascii as ucs2 (test)\n    try std.testing.expectEqual(Encoding.ucs2, pick(msg));\n    ^\nerror: 'sms.test.splits long message' failed: expected 2, found 1\nerror: the following test command failed with exit code 1", True),
  A("`pick` decides GSM-7 by checking each byte is under 0x80, but `£` is two bytes in UTF-8 and both are above 0x80... so it should pick UCS-2. Looking again: it checks `msg[0]` only, in a loop that never advances the index. It only ever looks at the first character."),
  E("src/sms.zig", "while (i < msg.len) : (i += 0) {", "while (i < msg.len) : (i += 1) {"),
  B("zig build test", "test\n└─ run test 3/3 passed\nBuild Summary: 3/3 steps succeeded; 3/3 tests passed"),
  A("Texts with a pound sign go as UCS-2 and split properly now."),
  U("ta. can it say 'ready to collect' rather than 'ready for pickup', pickup is a truck here lol"),
  E("src/sms.zig", "\"ready for pickup\"", "\"ready to collect\""),
  U("also never send a text after 8pm, we had complaints from parents last year about late texts waking the little ones"),
  E("src/sms.zig", "const quiet_from = 22;", "const quiet_from = 20;"),
  A("Texts after 8pm wait until 8am."),
 ], [
  L("index-never-moves", "root_cause", ["it checks `msg[0]` only, in a loop that never advances the index"], files=["src/sms.zig"]),
  L("ucs2-test", "test_fixed", ["encodes non-ascii as ucs2"], files=["src/sms.zig"]),
  L("collect-wording", "correction", ["'ready to collect' rather than 'ready for pickup'"], reason=["pickup is a truck here"], files=["src/sms.zig"]),
  L("no-late-texts", "rule", ["never send a text after 8pm"], reason=["we had complaints from parents last year about late texts waking the little ones"], files=["src/sms.zig"]),
 ], ["the text when a reserved item is ready goes out with garbage for the pound sign and the school name cut off"]),

"s07_forecast_julia": X("school uniform swap shop September demand forecast (Julia, Pkg.test)", "/home/ana/src/SwapForecast.jl", "2026-11-29T10:03:00", [
  U("Hello. I am the new volunteer for the data. The forecast for September say we need 0 book bags, but every year we give maybe 60. Please can you look."),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nforecast: Test Failed at /home/ana/src/SwapForecast.jl/test/runtests.jl:14\n  Expression: demand(hist, :bookbag, 9) ≈ 58\n   Evaluated: 0.0 ≈ 58\nTest Summary: | Pass  Fail  Total  Time\nforecast      |    3     1      4  0.4s\nERROR: LoadError: Some tests did not pass: 3 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package SwapForecast errored during testing", True),
  A("`demand` filters the history with `month(d) == m` on the donation date, but book bags are only ever *given out*, never donated — the shop buys them new — so there are no donations to count. The forecast has to read the collection dates."),
  E("src/forecast.jl", "filter(r -> month(r.donated) == m, rows)", "filter(r -> month(r.collected) == m, rows)"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nTest Summary: | Pass  Total  Time\nforecast      |    4      4  0.3s\n     Testing SwapForecast tests passed "),
  A("September book bags come out at 58 now."),
  U("Thank you. Please make the chart show also the last year, not only the forecast, the head teacher want to compare."),
  E("src/chart.jl", "plot(fc)", "plot(fc); plot!(lastyear)"),
  A("The chart shows last year beside the forecast."),
 ], [
  L("donated-vs-collected", "root_cause", ["book bags are only ever *given out*, never donated", "The forecast has to read the collection dates"], files=["src/forecast.jl"]),
  L("bookbag-test", "test_fixed", ["demand(hist, :bookbag, 9) ≈ 58"], files=["src/forecast.jl"]),
  L("last-year", "correction", ["Please make the chart show also the last year, not only the forecast"], reason=["the head teacher want to compare"], files=["src/chart.jl"]),
 ], ["The forecast for September say we need 0 book bags, but every year we give maybe 60", "I am the new volunteer for the data"]),

"s08_kiosk_busted": X("school uniform swap shop sign-in kiosk (Lua, LuaUnit)", "/home/ric/src/swapkiosk", "2026-11-29T10:19:00", [
  U("the kiosk on the cupboard door crashes when a parent leaves the email empty"),
  B("lua test/test_signin.lua -v", "Started on Sun Nov 29 10:19:41 2026\n    TestSignin.test_accepts_visit_without_email ... FAIL\ntest/test_signin.lua:23: expected: true, actual: false\n    TestSignin.test_rejects_bad_email ... Ok\n    TestSignin.test_records_time ... Ok\n=========================================================\nFailed tests:\n-------------\n1) TestSignin.test_accepts_visit_without_email\ntest/test_signin.lua:23: expected: true, actual: false\nstack traceback:\n\ttest/test_signin.lua:23: in function 'TestSignin.test_accepts_visit_without_email'\n\nRan 3 tests in 0.001 seconds, 2 successes, 1 failure", True),
  A("`valid()` calls `email:match(...)` and treats `nil` as an invalid address, so an empty email blocks the whole sign-in. The email is optional on the paper form too, so an empty one should be fine."),
  E("src/signin.lua", "if not email:match(EMAIL) then return false end", "if email ~= \"\" and not email:match(EMAIL) then return false end"),
  B("lua test/test_signin.lua -v", "Started on Sun Nov 29 10:20:05 2026\n    TestSignin.test_accepts_visit_without_email ... Ok\n    TestSignin.test_rejects_bad_email ... Ok\n    TestSignin.test_records_time ... Ok\n=========================================================\nRan 3 tests in 0.001 seconds, 3 successes, 0 failures\nOK"),
  A("Works without email. I added a field for the child's class so you can see which year groups use the swap."),
  U("why the child's class there? use year group only, with the class and the first letter people can work out which kid it is in a one form entry school"),
  E("src/signin.lua", "fields.class = true", "fields.year_group = true"),
  A("Year group only."),
  U("whats the battery like on the kiosk these days"),
  A("The log shows it lasting about 9 hours on a charge."),
 ], [
  L("nil-email", "root_cause", ["treats `nil` as an invalid address, so an empty email blocks the whole sign-in"], files=["src/signin.lua"]),
  L("no-email-test", "test_fixed", ["test_accepts_visit_without_email"], files=["src/signin.lua"]),
  L("year-group", "correction", ["why the child's class there? use year group only"], reason=["with the class and the first letter people can work out which kid it is in a one form entry school"], files=["src/signin.lua"]),
 ], ["whats the battery like on the kiosk these days", "the kiosk on the cupboard door crashes when a parent leaves the email empty"]),

"s09_rota_cabal": X("school uniform swap shop volunteer rota (Haskell, cabal test)", "/home/sam/src/swaprota", "2026-11-29T10:36:00", [
  U("two things about the volunteer rota: only parents with a current DBS check can do the friday stall inside the school gates, the head won't let anyone else in during school hours. and no volunteer gets more than 2 slots a month, we burned out three people last year. now, the rota generator gives the same 4 people every friday"),
  B("cabal test", "Running 1 test suites...\nTest suite rota-test: RUNNING...\nRota\n  spreads friday slots [✘]\n\nFailures:\n\n  test/RotaSpec.hs:27:5: \n  1) Rota spreads friday slots\n       expected: True\n        but got: False\n\n  To rerun use: --match \"/Rota/spreads friday slots/\"\n\nRandomized with seed 1180\n\nFinished in 0.0021 seconds\n1 example, 1 failure\nTest suite rota-test: FAIL", True),
  A("The generator sorts candidates by name and takes the first four each week; nothing tracks how many slots someone already has that month, so the same alphabetical four win every Friday. I'll sort by slots-this-month first and drop anyone at 2."),
  E("src/Rota.hs", "take 4 (sortOn name eligible)", "take 4 (sortOn (\\v -> (slotsThisMonth v, name v)) (filter ((< 2) . slotsThisMonth) eligible))"),
  B("cabal test", "Running 1 test suites...\nTest suite rota-test: RUNNING...\nRota\n  spreads friday slots [✔]\n  dbs only inside [✔]\n\nFinished in 0.0018 seconds\n2 examples, 0 failures\nTest suite rota-test: PASS"),
  A("Fridays rotate now, nobody over 2 a month."),
  U("please send the rota sunday evening rather than monday morning, people need to sort childcare"),
  E("src/Notify.hs", "sendAt = Monday 8", "sendAt = Sunday 18"),
  A("Rota goes out Sunday at 6pm."),
  U("ok that looks right"),
  A("Good."),
 ], [
  L("dbs-friday", "rule", ["only parents with a current DBS check can do the friday stall inside the school gates"], reason=["the head won't let anyone else in during school hours"]),
  L("two-slots", "rule", ["no volunteer gets more than 2 slots a month"], reason=["we burned out three people last year"], files=["src/Rota.hs"]),
  L("alphabetical-four", "root_cause", ["sorts candidates by name and takes the first four each week", "nothing tracks how many slots someone already has that month"], files=["src/Rota.hs"]),
  L("spread-test", "test_fixed", ["spreads friday slots"], files=["src/Rota.hs"]),
  L("sunday-send", "correction", ["send the rota sunday evening rather than monday morning"], reason=["people need to sort childcare"], files=["src/Notify.hs"]),
 ], ["ok that looks right", "the rota generator gives the same 4 people every friday"]),

"s10_donations_gleam": X("school uniform swap shop donation drop-off log (Gleam, gleam test)", "/home/tilly/src/dropoff", "2026-11-29T10:55:00", [
  U("drop off log. parents bring bags to reception, reception types the number of bags. we want the total per week for the PTA report"),
  A("I'll add a weekly total grouped by ISO week."),
  E("src/dropoff.gleam", "pub fn total(log) {\n  todo\n}", "pub fn total(log) {\n  log |> list.group(fn(e) { week(e.date) }) |> dict.map_values(fn(_, es) { list.length(es) })\n}"),
  B("gleam test", "  Compiling dropoff\n   Compiled in 0.41s\n    Running dropoff_test.main\n.F\nFailures:\n\n  1) dropoff_test.weekly_bags_test: module 'dropoff_test'\n     Values were not equal\n     expected: dict.from_list([#(47, 9)])\n          got: dict.from_list([#(47, 3)])\n     output: \n\nFinished in 0.011 seconds\n2 tests, 1 failures", True),
  A("I counted entries instead of adding up their `bags` — three drop-offs of 2, 3 and 4 bags came out as 3. Summing the bag counts."),
  E("src/dropoff.gleam", "list.length(es)", "int.sum(list.map(es, fn(e) { e.bags }))"),
  B("gleam test", "  Compiling dropoff\n   Compiled in 0.38s\n    Running dropoff_test.main\n..\nFinished in 0.009 seconds\n2 tests, 0 failures"),
  A("Weekly totals add the bags now. Should I email the PTA chair the total every Friday?"),
  U("thanks, but no automatic email, the chair wants to read it out at the meeting herself, she gets it from the report page"),
  A("No email then."),
  U("could the report say 'w/c 24 Nov' rather than week 47, nobody knows week numbers"),
  E("src/report.gleam", "\"Week \" <> int.to_string(w)", "\"w/c \" <> monday_of(w)"),
  A("Weeks show as w/c dates."),
 ], [
  L("entries-not-bags", "root_cause", ["I counted entries instead of adding up their `bags`"], files=["src/dropoff.gleam"]),
  L("weekly-test", "test_fixed", ["weekly_bags_test"], files=["src/dropoff.gleam"]),
  L("no-auto-email", "correction", ["no automatic email, the chair wants to read it out at the meeting herself"]),
  L("wc-dates", "correction", ["'w/c 24 Nov' rather than week 47"], reason=["nobody knows week numbers"], files=["src/report.gleam"]),
 ], ["reception types the number of bags", "we want the total per week for the PTA report"]),

"s11_app_flutter": X("school uniform swap shop parents' app (Flutter, flutter test)", "/home/yusuf/src/swap_app", "2026-11-29T11:12:00", [
  U("can you look at this, flutter test fails since i upgraded\n\n00:03 +4 -1: ItemCard shows size and colour [E]\n  Test failed. See exception logs above.\n  The test description was: ItemCard shows size and colour\n══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞══\nThe following TestFailure was thrown running a test:\nExpected: exactly one matching candidate\n  Actual: _TextWidgetFinder:<Found 0 widgets with text \"Age 7-8 · Navy\">\n\n00:04 +4 -1: Some tests failed."),
  R("lib/item_card.dart", "Text('Age ${item.size} - ${item.colour}')"),
  A("The card was changed to use a plain dash; the test (and the design) use a middle dot between size and colour. Putting the dot back."),
  E("lib/item_card.dart", "Text('Age ${item.size} - ${item.colour}')", "Text('Age ${item.size} · ${item.colour}')"),
  B("flutter test test/item_card_test.dart", "00:02 +5: All tests passed!"),
  A("Passing. The app currently asks for location to show the nearest swap — want me to keep that?"),
  U("no location at all please, it's one cupboard in one school, and parents were suspicious of the permission popup"),
  E("lib/main.dart", "await Geolocator.requestPermission();\n", ""),
  A("Location request removed."),
  U("cheers"),
 ], [
  L("plain-dash", "root_cause", ["The card was changed to use a plain dash", "the test (and the design) use a middle dot between size and colour"], files=["lib/item_card.dart"]),
  L("dot-test", "test_fixed", ["ItemCard shows size and colour"], files=["lib/item_card.dart"]),
  L("no-location", "correction", ["no location at all", "it's one cupboard in one school"], reason=["parents were suspicious of the permission popup"], files=["lib/main.dart"]),
 ], ["flutter test fails since i upgraded", "cheers"]),

"s12_chat_swap": X("school uniform swap shop chit-chat", "/home/leanne/src/swapshop", "2026-11-29T11:30:00", [
  U("hiya, just killing time before pick up"),
  A("Hello! Anything on your mind?"),
  U("just that every single september we run out of size 4-5 jumpers, always, doesn't matter what we do"),
  A("Reception starters, I'd guess."),
  U("yep. never again am i sorting lost property in the rain in the playground, soaked through"),
  A("That sounds miserable."),
  U("ha. nobody ever wants the PE shorts. right, bell's going, bye"),
 ], [], ["hiya, just killing time before pick up", "every single september we run out of size 4-5 jumpers, always",
         "never again am i sorting lost property in the rain in the playground", "nobody ever wants the PE shorts",
         "right, bell's going, bye"]),
# ---------------------------------------------------------------- organic veg box scheme
"v01_boxes_mix": X("organic veg box scheme weekly packing list (Elixir, mix test)", "/home/ceri/src/vegbox", "2026-11-29T08:05:00", [
  U("morning. for the packing list: never put anything non-organic in a box, not even a lemon from the cash and carry when we're short, the Soil Association inspector checks the invoices and we lose the licence. and swap any item a customer has on their 'never' list, dont just leave it out, they paid for a full box. ok so the list today says 0 small boxes but we have 38 small box customers"),
  B("mix test test/packing_test.exs", "..\n\n  1) test counts small boxes (Vegbox.PackingTest)\n     test/packing_test.exs:12\n     Assertion with == failed\n     code:  assert Packing.count(orders, :small) == 38\n     left:  0\n     right: 38\n     stacktrace:\n       test/packing_test.exs:14: (test)\n\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n3 tests, 1 failure\n\nRandomized with seed 221", True),
  G("size", "lib/vegbox/packing.ex:9:    Enum.count(orders, &(&1.size == size))\nlib/vegbox/import.ex:22:      size: row[\"Box size\"],"),
  A("Orders come in from the shop's CSV with `size` as the string \"small\", and the packing count compares against the atom `:small` — never equal. I'll convert the size to an atom on import, from a fixed list so a typo can't make new atoms."),
  E("lib/vegbox/import.ex", "      size: row[\"Box size\"],", "      size: Map.fetch!(%{\"small\" => :small, \"medium\" => :medium, \"large\" => :large}, String.downcase(row[\"Box size\"])),"),
  B("mix test test/packing_test.exs", "...\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n3 tests, 0 failures\n\nRandomized with seed 9051"),
  A("38 small boxes on the list now."),
  U("print the never-list swaps in red on the packing sheet, in black the packers miss them"),
  E("lib/vegbox/sheet.ex", "class=\"swap\"", "class=\"swap red\""),
  A("Swaps are red on the sheet."),
 ], [
  L("organic-only", "rule", ["never put anything non-organic in a box, not even a lemon from the cash and carry"], reason=["the Soil Association inspector checks the invoices and we lose the licence"]),
  L("swap-never", "rule", ["swap any item a customer has on their 'never' list, dont just leave it out"], reason=["they paid for a full box"]),
  L("string-atom", "root_cause", ["`size` as the string \"small\", and the packing count compares against the atom `:small`"], files=["lib/vegbox/import.ex"]),
  L("small-test", "test_fixed", ["counts small boxes"], files=["lib/vegbox/import.ex"]),
  L("red-swaps", "correction", ["print the never-list swaps in red on the packing sheet"], reason=["in black the packers miss them"], files=["lib/vegbox/sheet.ex"]),
 ], ["the list today says 0 small boxes but we have 38 small box customers"]),

"v02_delivery_gradle": X("organic veg box scheme delivery rounds (Kotlin, gradle JUnit 5)", "/home/matt/src/rounds", "2026-11-29T08:27:00", [
  U("drivers say the round sheet for thursday has houses from the tuesday round"),
  B("./gradlew test --tests '*RoundTest*'", "> Task :test FAILED\n\nRoundTest > thursday round only has thursday postcodes() FAILED\n    org.opentest4j.AssertionFailedError: expected: <[SY23 1, SY23 2]> but was: <[SY23 1, SY23 2, SY24 5]>\n        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//uk.vegbox.RoundTest.thursday round only has thursday postcodes(RoundTest.kt:31)\n\n4 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.", True),
  A("Looked at `Round.forDay`: it matches customers on `postcode.startsWith(prefix)`, and the Thursday prefix is \"SY2\" — which also catches SY24 from Tuesday. The prefixes need to be whole outward codes."),
  E("src/main/kotlin/uk/vegbox/Round.kt", "c.postcode.startsWith(prefix)", "c.postcode.substringBefore(' ') == prefix"),
  B("./gradlew test --tests '*RoundTest*'", "> Task :test\n\nRoundTest > thursday round only has thursday postcodes() PASSED\n\nBUILD SUCCESSFUL in 4s\n4 actionable tasks: 1 executed, 3 up-to-date"),
  A("Fixed. I could sort the sheet by shortest driving distance too?"),
  U("no, keep it in the order the drivers set. they know which farms have gates and which lanes the van cant turn in, the map doesnt"),
  A("The drivers' order stays."),
  U("is the sheet A4?"),
  A("Yes, one round per A4 page."),
  U("should drivers get it as a pdf to print or as a page on their phone?"),
  A("A page on the phone updates if an order changes in the morning; a printout works with no signal."),
  U("printed pdf then. signal dies past Tregaron and the phones are useless up there"),
  A("Printed PDF it is."),
 ], [
  L("prefix-match", "root_cause", ["the Thursday prefix is \"SY2\" — which also catches SY24 from Tuesday", "The prefixes need to be whole outward codes"], files=["src/main/kotlin/uk/vegbox/Round.kt"]),
  L("round-test", "test_fixed", ["thursday round only has thursday postcodes"], files=["src/main/kotlin/uk/vegbox/Round.kt"]),
  L("drivers-order", "correction", ["keep it in the order the drivers set"], reason=["they know which farms have gates and which lanes the van cant turn in"]),
  L("printed-pdf", "decision", ["printed pdf then"], alternative=["a page on their phone"], reason=["signal dies past Tregaron and the phones are useless up there"]),
 ], ["is the sheet A4?", "should drivers get it as a pdf to print or as a page on their phone?", "drivers say the round sheet for thursday has houses from the tuesday round"]),

"v03_growers_maven": X("organic veg box scheme grower notes and invoices (Java, Maven, JUnit 5)", "/home/ffion/src/growerpay", "2026-11-29T08:50:00", [
  U("notes from the growers meeting in case any of it matters for the invoices thing, and then the failing test is GrowerInvoiceTest\n\n* Pengelli farm back from January with leeks and kale, Hywel's knee is better\n* Cae Mawr polytunnel roof blew off in storm Bert, no salad till March probably\n* everyone agreed: growers are paid within 14 days of delivery, never at month end, small growers cant wait 6 weeks for cash\n* price per kilo is set at the start of the season and never changed mid season in the app, even if the market price moves - that was the deal\n* the seed swap is on 18 Jan at the chapel\n* Gwen asks for more egg boxes back please\n\nthanks x"),
  B("mvn -q test -Dtest=GrowerInvoiceTest", "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.041 s <<< FAILURE! -- in uk.vegbox.GrowerInvoiceTest\n[ERROR] uk.vegbox.GrowerInvoiceTest.dueDateIsFourteenDaysAfterDelivery -- Time elapsed: 0.006 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <2026-12-10> but was: <2026-12-31>\n\tat uk.vegbox.GrowerInvoiceTest.dueDateIsFourteenDaysAfterDelivery(GrowerInvoiceTest.java:22)\n[ERROR] Failures: \n[ERROR]   GrowerInvoiceTest.dueDateIsFourteenDaysAfterDelivery:22 expected: <2026-12-10> but was: <2026-12-31>\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0", True),
  A("The due date still comes from the old `endOfMonth(delivery)` helper; the test already expects delivery plus 14 days."),
  E("src/main/java/uk/vegbox/GrowerInvoice.java", "this.due = endOfMonth(delivery);", "this.due = delivery.plusDays(14);"),
  B("mvn -q test -Dtest=GrowerInvoiceTest", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.038 s -- in uk.vegbox.GrowerInvoiceTest"),
  A("Invoices fall due 14 days after delivery. Nothing in the app changes a season's price per kilo once set, I checked."),
  U("and show kilos to one decimal not three, the growers think we are haggling over grams"),
  E("src/main/java/uk/vegbox/InvoicePdf.java", "\"%.3f kg\"", "\"%.1f kg\""),
  A("Kilos show to one decimal."),
 ], [
  L("pay-14", "rule", ["growers are paid within 14 days of delivery, never at month end"], reason=["small growers cant wait 6 weeks for cash"], files=["src/main/java/uk/vegbox/GrowerInvoice.java"]),
  L("season-price", "rule", ["price per kilo is set at the start of the season and never changed mid season in the app"], reason=["that was the deal"]),
  L("end-of-month", "root_cause", ["The due date still comes from the old `endOfMonth(delivery)` helper"], files=["src/main/java/uk/vegbox/GrowerInvoice.java"]),
  L("due-test", "test_fixed", ["dueDateIsFourteenDaysAfterDelivery"], files=["src/main/java/uk/vegbox/GrowerInvoice.java"]),
  L("one-decimal", "correction", ["show kilos to one decimal not three"], reason=["the growers think we are haggling over grams"], files=["src/main/java/uk/vegbox/InvoicePdf.java"]),
 ], ["notes from the growers meeting in case any of it matters for the invoices thing"]),

"v04_scales_ctest": X("organic veg box scheme packing scale firmware (C++, CTest with Catch2)", "/home/dai/src/packscale", "2026-11-29T09:10:00", [
  U("the packing bench scale reads 20g heavy on every bag. we tare it every morning"),
  B("ctest --test-dir build --output-on-failure", "Test project /home/dai/src/packscale/build\n    Start 1: tare\n1/2 Test #1: tare .............................***Failed    0.01 sec\n\n/home/dai/src/packscale/tests/tare.cpp:18: FAILED:\n  REQUIRE( scale.read_grams() == 0 )\nwith expansion:\n  20 == 0\n\n===============================================================================\ntest cases: 1 | 1 failed\nassertions: 3 | 2 passed | 1 failed\n\n    Start 2: units\n2/2 Test #2: units ............................   Passed    0.00 sec\n\n50% tests passed, 1 tests failed out of 2", True),
  R("src/scale.cpp", "void Scale::tare() {\n  offset_ = raw_;\n}\nint Scale::read_grams() const { return (raw_ - offset_) / cal_ + bag_g_; }\n"),
  A("`read_grams` adds `bag_g_` — a 20 g allowance for the paper bag — after taring, and the volunteers tare with the empty bag already on the scale, so the bag is counted twice. Since you tare with the bag on, the allowance should go."),
  E("src/scale.cpp", "return (raw_ - offset_) / cal_ + bag_g_;", "return (raw_ - offset_) / cal_;"),
  B("ctest --test-dir build --output-on-failure", "Test project /home/dai/src/packscale/build\n    Start 1: tare\n1/2 Test #1: tare .............................   Passed    0.01 sec\n    Start 2: units\n2/2 Test #2: units ............................   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 2"),
  A("Reads true now. Shall I make it beep at the target weight, 500 g for the potato bags?"),
  U("make it 510g, trading standards want the bag never under 500 and the spuds dry out a bit by thursday"),
  E("src/targets.cpp", "{\"potato\", 500}", "{\"potato\", 510}"),
  U("does it need recalibrating after that?"),
  A("No, the calibration factor is unchanged; only the bag allowance went."),
 ], [
  L("bag-twice", "root_cause", ["the volunteers tare with the empty bag already on the scale, so the bag is counted twice"], files=["src/scale.cpp"]),
  L("tare-test", "test_fixed", ["REQUIRE( scale.read_grams() == 0 )"], files=["src/scale.cpp"]),
  L("potato-510", "correction", ["make it 510g"], reason=["trading standards want the bag never under 500 and the spuds dry out a bit by thursday"], files=["src/targets.cpp"]),
 ], ["does it need recalibrating after that?", "the packing bench scale reads 20g heavy on every bag", "we tare it every morning"]),

"v05_shop_phpunit": X("organic veg box scheme online shop pauses (PHP, phpunit)", "/home/nia/src/vegshop", "2026-11-29T09:29:00", [
  A("Pulled the latest and installed deps. Ready when you are."),
  U("customers who pause their box for holidays still get charged. three complaints this week"),
  B("vendor/bin/phpunit --filter PauseTest", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nF.                                                                  2 / 2 (100%)\n\nThere was 1 failure:\n\n1) Tests\\PauseTest::testNoChargeDuringPause\nFailed asserting that 1850 is identical to 0.\n\n/home/nia/src/vegshop/tests/PauseTest.php:24\n\nFAILURES!\nTests: 2, Assertions: 3, Failures: 1.", True),
  R("src/Billing.php", "if ($sub->pausedUntil > $week->start) { return 0; }\n"),
  A("The pause check compares `pausedUntil` with the start of the delivery week, but a pause entered as \"until 7 Dec\" is stored as midnight at the *start* of 7 Dec and the week starts the same midnight, so `>` is false on the last paused week. It should be `>=`."),
  E("src/Billing.php", "$sub->pausedUntil > $week->start", "$sub->pausedUntil >= $week->start"),
  B("vendor/bin/phpunit --filter PauseTest", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\n..                                                                  2 / 2 (100%)\n\nOK (2 tests, 3 assertions)"),
  A("Fixed. I can refund the three customers automatically through Stripe."),
  U("no automatic refunds please, i'll ring them. two of them would rather have a free bag of apples than the money back, they told me"),
  A("No refund script then."),
  U("also from now on a pause needs at least 5 days notice, we order from the growers on tuesday for the next week"),
  A("I'll refuse pauses that start less than 5 days away."),
 ], [
  L("off-by-one-pause", "root_cause", ["stored as midnight at the *start* of 7 Dec and the week starts the same midnight", "It should be `>=`"], files=["src/Billing.php"]),
  L("pause-test", "test_fixed", ["testNoChargeDuringPause"], files=["src/Billing.php"]),
  L("no-auto-refund", "correction", ["no automatic refunds", "i'll ring them"], reason=["two of them would rather have a free bag of apples than the money back"]),
  L("pause-notice", "rule", ["a pause needs at least 5 days notice"], reason=["we order from the growers on tuesday for the next week"]),
 ], ["customers who pause their box for holidays still get charged", "three complaints this week"]),

"v06_cooler_decide": X("organic veg box scheme: cold store sensor (no test run)", "/home/ceri/src/vegbox", "2026-11-29T09:46:00", [
  U("thinking of putting a temp sensor in the cold store. wifi one that texts us, or a cheap logger we read on monday?"),
  A("A wifi sensor warns you the same night if the cooler fails; it needs the barn wifi, which you said drops out. A logger is reliable but you only learn on Monday what happened Saturday."),
  U("wifi sensor then, but one with a 4g backup not the barn wifi. we lost £600 of salad when the fan died one weekend and nobody knew till monday"),
  A("Makes sense. I'll write the sensor side to send its readings over MQTT so it works with either link."),
  U("and which temp do we alarm at"),
  A("For leafy veg most growers alarm at 8°C."),
  U("alarm at 5 then. our insurer's cold chain clause says 5 degrees for salad leaves"),
  A("Alarm at 5°C."),
 ], [
  L("wifi-4g", "decision", ["wifi sensor then, but one with a 4g backup not the barn wifi"], alternative=["a cheap logger we read on monday"], reason=["we lost £600 of salad when the fan died one weekend and nobody knew till monday"]),
  L("alarm-5", "correction", ["alarm at 5"], reason=["our insurer's cold chain clause says 5 degrees for salad leaves"]),
 ], ["and which temp do we alarm at", "thinking of putting a temp sensor in the cold store"]),

"v07_backup_shellspec": X("organic veg box scheme nightly backup script (bash, shellspec)", "/home/matt/src/vegops", "2026-11-29T10:02:00", [
  U("backup script ran last night and the file is 0 bytes"),
  B("shellspec spec/backup_spec.sh", "Running: /bin/sh [sh]\nF.\n\nExamples:\n  1) backup.sh writes a non-empty dump\n     When run script ./backup.sh\n\n     1.1) The file \"/tmp/vegbox.sql.gz\" should not be empty file\n\n            path: /tmp/vegbox.sql.gz\n\n          # spec/backup_spec.sh:9\n\nFinished in 0.21 seconds (user 0.12 seconds, sys 0.08 seconds)\n2 examples, 1 failure\n\n\nFailure examples / Errors: (Listing format: ... )\nshellspec spec/backup_spec.sh:6 # 1) backup.sh writes a non-empty dump FAILED", True),
  R("backup.sh", "#!/bin/sh\npg_dump vegbox | gzip > \"$OUT\"\n"),
  A("Without `set -o pipefail` the pipeline's status is gzip's, so when `pg_dump` fails (it can't find the database as the cron user, no `PGUSER` in cron's environment) gzip happily writes an empty archive and the script exits 0. I'll set pipefail and the user explicitly."),
  E("backup.sh", "#!/bin/sh\npg_dump vegbox | gzip > \"$OUT\"\n", "#!/bin/bash\nset -euo pipefail\nPGUSER=vegbox pg_dump vegbox | gzip > \"$OUT\"\n"),
  B("shellspec spec/backup_spec.sh", "Running: /bin/sh [sh]\n..\n\nFinished in 0.34 seconds (user 0.19 seconds, sys 0.11 seconds)\n2 examples, 0 failures"),
  A("The dump has data now. I also moved the cron time from 02:00 to 04:00 so it doesn't overlap the order import."),
  U("revert that, at 4 the packers are already in and the laptop is in use for the pick lists, it slows right down. the import is done by 1"),
  E("crontab.txt", "0 4 * * *", "0 2 * * *"),
  A("Back to 02:00."),
  U("good stuff, thanks"),
  A("You're welcome."),
 ], [
  L("pipefail", "root_cause", ["Without `set -o pipefail` the pipeline's status is gzip's", "no `PGUSER` in cron's environment"], files=["backup.sh"]),
  L("dump-test", "test_fixed", ["backup.sh writes a non-empty dump"], files=["backup.sh"]),
  L("cron-back", "correction", ["revert that"], reason=["at 4 the packers are already in and the laptop is in use for the pick lists"], files=["crontab.txt"]),
 ], ["good stuff, thanks", "backup script ran last night and the file is 0 bytes"]),

"v08_signup_playwright": X("organic veg box scheme sign-up form (TypeScript, TestCafe)", "/home/nia/src/vegshop-web", "2026-11-29T10:21:00", [
  U("signup page e2e is red on CI, dunno why, nobody touched it"),
  B("npx testcafe chrome:headless tests/signup.ts", " Running tests in:\n - Chrome 131.0.0.0 / Ubuntu 24.04\n\n Sign up\n ✖ sign up with a rural address\n\n   1) AssertionError: expected false to be truthy\n\n      Browser: Chrome 131.0.0.0 / Ubuntu 24.04\n\n         18 |    .typeText('#postcode', 'SY25 6QL')\n         19 |    .click('#lookup')\n         20 |    .click(Selector('li').withText('Pen-y-bryn Farm'))\n         21 |    .click('#submit')\n       > 22 |    .expect(Selector('h1').withText('Welcome to the veg box').exists).ok();\n\n         at <anonymous> (/home/nia/src/vegshop-web/tests/signup.ts:22:71)\n\n ✓ sign up in town\n ✓ rejects outside area\n\n\n 1/3 failed (9s)", True),
  A("The address lookup service changed its response last week: farms without a house number now come back with `line1` empty and the name in `organisation`. Our form requires `line1`, so the submit silently fails validation. Taking `organisation` when `line1` is empty."),
  E("src/address.ts", "line1: r.line1,", "line1: r.line1 || r.organisation,"),
  B("npx testcafe chrome:headless tests/signup.ts", " Running tests in:\n - Chrome 131.0.0.0 / Ubuntu 24.04\n\n Sign up\n ✓ sign up with a rural address\n ✓ sign up in town\n ✓ rejects outside area\n\n\n 3 passed (7s)"),
  A("Green. The sign-up also asks for a phone number as a required field — keep it?"),
  U("why required there? use optional, half our rural lot have no mobile signal and only give a landline if anything. the driver rings only if the gate is locked"),
  E("src/signup.tsx", "<input name=\"phone\" required", "<input name=\"phone\""),
  A("Phone is optional now."),
  U("is it ok on phones?"),
  A("Yes, the tests run a mobile viewport too and it passes."),
 ], [
  L("organisation-line", "root_cause", ["farms without a house number now come back with `line1` empty and the name in `organisation`"], files=["src/address.ts"]),
  L("rural-test", "test_fixed", ["sign up with a rural address"], files=["src/address.ts"]),
  L("phone-optional", "correction", ["why required there? use optional"], reason=["half our rural lot have no mobile signal"], files=["src/signup.tsx"]),
 ], ["is it ok on phones?", "signup page e2e is red on CI, dunno why, nobody touched it"]),

"v09_waste_testthat": X("organic veg box scheme waste and surplus report (R, testthat)", "/home/elin/src/surplus", "2026-11-29T10:40:00", [
  U("hello, our surplus report for the food bank is giving NA for the total kilos. we give the leftovers to the Aber food bank every friday. could you have a look, the test is in tests/testthat/test-surplus.R"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        2 | surplus\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-surplus.R:9:3): total surplus sums kilos\n`total_kg(df)` (`actual`) not equal to 14.5 (`expected`).\n\n  `actual`:   NA\n  `expected`: 14.5\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]", True),
  A("One row has an empty weight (the volunteers leave it blank for 'a few bunches'), so `sum()` returns NA. Adding `na.rm = TRUE`."),
  E("R/surplus.R", "sum(df$kg)", "sum(df$kg, na.rm = TRUE)"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        2 | surplus\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-surplus.R:9:3): total surplus sums kilos\n`total_kg(df)` (`actual`) not equal to 14.5 (`expected`).\n\n  `actual`:   12.0\n  `expected`: 14.5\n────────────────────────────────────────────────────────────────────────────────\n\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]", True),
  A("Not only blanks: the kilos column is read as text because someone typed \"2,5\" with a comma, and `as.numeric` turns that into NA too — that's the missing 2.5 kg. Reading decimal commas as points first."),
  E("R/surplus.R", "df$kg <- as.numeric(df$kg)", "df$kg <- as.numeric(sub(\",\", \".\", df$kg, fixed = TRUE))"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          3 | surplus\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]"),
  A("14.5 kg. Should blank weights count as zero in the report or be listed as 'not weighed'?"),
  U("list them as not weighed, the food bank reports to the council by weight and they'd rather know it's missing than see a zero"),
  A("Blank weights will show as 'not weighed'."),
  U("great, and can it go to the food bank as a csv?"),
  A("Yes, there's an export button on the report."),
 ], [
  L("blank-na", "root_cause", ["One row has an empty weight", "so `sum()` returns NA"], files=["R/surplus.R"]),
  L("comma-decimal", "root_cause", ["someone typed \"2,5\" with a comma, and `as.numeric` turns that into NA too"], files=["R/surplus.R"]),
  L("surplus-test", "test_fixed", ["total surplus sums kilos"], files=["R/surplus.R"]),
  L("not-weighed", "decision", ["list them as not weighed"], alternative=["count as zero"], reason=["the food bank reports to the council by weight and they'd rather know it's missing than see a zero"]),
 ], ["great, and can it go to the food bank as a csv?", "our surplus report for the food bank is giving NA for the total kilos", "we give the leftovers to the Aber food bank every friday"]),

"v10_recipes_unittest": X("organic veg box scheme recipe cards (Python, unittest)", "/home/bethan/src/recipecards", "2026-11-29T10:58:00", [
  U("recipe card generator: we print one card per box with a recipe using what's in it. rule - no recipe that needs meat, a third of our customers are veggie and the cards go in every box. anyway it crashes on this week's list"),
  B("python -m unittest tests.test_pick", "E.\n======================================================================\nERROR: test_picks_with_squash (tests.test_pick.PickTest.test_picks_with_squash)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/bethan/src/recipecards/tests/test_pick.py\", line 14, in test_picks_with_squash\n    card = pick([\"squash\", \"kale\", \"onion\"])\n  File \"/home/bethan/src/recipecards/cards/pick.py\", line 9, in pick\n    return max(scored, key=lambda r: r[1])[0]\nValueError: max() iterable argument is empty\n\n----------------------------------------------------------------------\nRan 2 tests in 0.004s\n\nFAILED (errors=1)", True),
  A("Ingredient names in the recipes are singular and capitalised (\"Squash\", \"Kale\"), the box list is lowercase, and the match is case-sensitive — nothing scores, so `max()` gets an empty list. Comparing lowercased names, and returning a fallback card when nothing matches."),
  E("cards/pick.py", "if ing in box", "if ing.lower() in {b.lower() for b in box}"),
  B("python -m unittest tests.test_pick", "..\n----------------------------------------------------------------------\nRan 2 tests in 0.003s\n\nOK"),
  A("Squash and kale soup comes out for this week."),
  U("perfect"),
  U("print it on A6 rather than A5, it has to fit in the pocket in the box lid"),
  E("cards/layout.py", "PAGE = A5", "PAGE = A6"),
  A("Cards are A6 now."),
 ], [
  L("veggie-cards", "rule", ["no recipe that needs meat"], reason=["a third of our customers are veggie and the cards go in every box"]),
  L("case-match", "root_cause", ["the match is case-sensitive — nothing scores, so `max()` gets an empty list"], files=["cards/pick.py"]),
  L("squash-test", "test_fixed", ["test_picks_with_squash"], files=["cards/pick.py"]),
  L("a6", "correction", ["print it on A6 rather than A5"], reason=["it has to fit in the pocket in the box lid"], files=["cards/layout.py"]),
 ], ["anyway it crashes on this week's list", "perfect"]),

"v11_bags_decide": X("organic veg box scheme: box returns or paper bags (no test run)", "/home/ceri/src/vegbox", "2026-11-29T11:14:00", [
  U("we need to decide for next season. keep the returnable crates, or switch to paper bags? crates go missing, about 30 a month, at £4 each"),
  A("Crates: reusable, protect the veg, but £120 a month lost and drivers chase them. Paper bags: no returns, but around 12p each for 300 boxes a week and tomatoes get squashed. A deposit on crates is a third option."),
  U("keep the crates and put a £5 deposit on them, refunded when the crate comes back. paper bags would be £1,800 a year and the soft fruit arrives as jam"),
  A("Crates with a £5 deposit, refunded on return. I'll add the deposit line to the first order."),
  U("and the deposit shows as its own line on the invoice, not added to the box price, or people think we put the price up"),
  A("It'll be a separate line."),
 ], [
  L("crate-deposit", "decision", ["keep the crates and put a £5 deposit on them"], alternative=["switch to paper bags"], reason=["paper bags would be £1,800 a year and the soft fruit arrives as jam"]),
  L("deposit-line", "correction", ["the deposit shows as its own line on the invoice, not added to the box price"], reason=["people think we put the price up"]),
 ], ["crates go missing, about 30 a month, at £4 each", "we need to decide for next season"]),

"v12_chat_veg": X("organic veg box scheme chit-chat", "/home/ceri/src/vegbox", "2026-11-29T11:30:00", [
  U("afternoon. slow one, packing's done"),
  A("Nice, early finish?"),
  U("yeah. every single week someone asks if they can swap the kale, every week, its the kale"),
  A("Kale does divide people."),
  U("ha. never again am i ordering 200kg of celeriac, nobody knows what to do with it"),
  A("Celeriac soup recipe card, maybe."),
  U("nobody touch the van keys, dai's got them. laters"),
 ], [], ["afternoon. slow one, packing's done", "every single week someone asks if they can swap the kale",
         "never again am i ordering 200kg of celeriac", "nobody touch the van keys, dai's got them", "laters"]),
}
