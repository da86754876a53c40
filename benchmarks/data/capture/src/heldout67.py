# heldout67: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout66's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: an orienteering club, a blood donor session organiser and a hackspace (all three briefed and found unused).
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
# ---------------------------------------------------------------- orienteering club
"o01_results_pytest": X("orienteering club results publisher (Python, pytest)", "/home/gwen/src/dvo-results", "2026-11-29T08:04:00", [
  U("hi. before anything: on the public results page juniors (M/W10 to M/W16) only ever show as initials and club, never full name, it's in our safeguarding policy and British Orienteering checks it. ok so the actual bug, on sunday's results the yellow course has two people in 1st place and one of them was 4 minutes slower"),
  B("python -m pytest tests/test_ranking.py -q", "..F                                                                      [100%]\n=================================== FAILURES ===================================\n__________________________ test_rank_uses_seconds_too __________________________\n\n    def test_rank_uses_seconds_too():\n        rows = [Run('A', '32:05'), Run('B', '36:01')]\n>       assert [r.place for r in rank(rows)] == [1, 2]\nE       assert [1, 1] == [1, 2]\nE         At index 1 diff: 1 != 2\nE         Use -v to get more diff\n\ntests/test_ranking.py:19: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_ranking.py::test_rank_uses_seconds_too - assert [1, 1] == [1, 2]\n1 failed, 2 passed in 0.09s", True),
  R("dvo/ranking.py", "def rank(rows):\n    rows = sorted(rows, key=lambda r: r.time)\n    for r in rows:\n        r.place = 1 + sum(1 for o in rows if o.time < r.time)\n    return rows\n"),
  A("The times come out of the SI export as strings like '32:05' and '36:01', and one runner's was '9:58' with no leading zero — so they're compared as text, not as durations. '36:01' < '9:58' as strings, which is why the places went sideways. Parsing them to seconds before sorting and ranking."),
  E("dvo/ranking.py", "    rows = sorted(rows, key=lambda r: r.time)\n", "    rows = sorted(rows, key=lambda r: to_seconds(r.time))\n"),
  B("python -m pytest tests/test_ranking.py -q", "...                                                                      [100%]\n3 passed in 0.07s"),
  A("Fixed. I could also colour each row by age class so juniors stand out on the page."),
  U("thanks, but no colours by age class, it draws attention to exactly the kids we're trying to keep low-key"),
 ], [
  L("junior-initials", "rule", ["juniors (M/W10 to M/W16) only ever show as initials and club, never full name"], reason=["it's in our safeguarding policy"]),
  L("times-as-text", "root_cause", ["they're compared as text, not as durations"], files=["dvo/ranking.py"]),
  L("rank-seconds", "test_fixed", ["test_rank_uses_seconds_too"], files=["dvo/ranking.py"]),
  L("no-age-colours", "correction", ["no colours by age class"], reason=["it draws attention to exactly the kids we're trying to keep low-key"]),
 ], ["on sunday's results the yellow course has two people in 1st place and one of them was 4 minutes slower"]),

"o02_splits_go": X("orienteering club split-time analyser (Go, go test)", "/home/tom/src/splits", "2026-11-29T08:21:00", [
  U("--- FAIL: TestLegTimes (0.00s)\n    legs_test.go:27: leg 3->4: got -41s, want 79s\nFAIL\nFAIL\tgithub.com/dvo/splits/legs\t0.004s\nFAIL\n\nnegative leg times on the green course again"),
  R("legs/legs.go", "func LegTimes(punches []Punch) []time.Duration {\n\tsort.Slice(punches, func(i, j int) bool { return punches[i].Code < punches[j].Code })\n\tout := []time.Duration{}\n\tfor i := 1; i < len(punches); i++ {\n\t\tout = append(out, punches[i].At.Sub(punches[i-1].At))\n\t}\n\treturn out\n}\n"),
  A("Punches get sorted by control code before the legs are worked out. Codes aren't in course order — control 4 on green is code 112 and control 3 is 148 — so the subtraction runs backwards for that leg. They need to stay in the order they were punched."),
  E("legs/legs.go", "\tsort.Slice(punches, func(i, j int) bool { return punches[i].Code < punches[j].Code })\n", "\tsort.SliceStable(punches, func(i, j int) bool { return punches[i].At.Before(punches[j].At) })\n"),
  B("go test ./legs/", "--- FAIL: TestLegTimes (0.00s)\n    legs_test.go:34: leg 5->6: got 0s, want 52s\nFAIL\nFAIL\tgithub.com/dvo/splits/legs\t0.003s\nFAIL", True),
  A("That leg is fine now, but 5->6 comes out as zero: the runner punched 5 twice (the station beeped late and she punched again), so the double punch is its own 'leg'. Dropping a repeat punch of the same code within 10 seconds."),
  E("legs/legs.go", "\tout := []time.Duration{}\n", "\tpunches = dropRepeats(punches, 10*time.Second)\n\tout := []time.Duration{}\n"),
  B("go test ./legs/", "ok  \tgithub.com/dvo/splits/legs\t0.003s"),
  A("Legs are all positive now. On the splits table I put each runner's total time in the last column."),
  U("why the total time there? use time behind the winner, the total is already on the results page and people want to see how far off they were"),
  E("web/splits.html", "<td>{{.Total}}</td>", "<td>+{{.Behind}}</td>"),
 ], [
  L("sorted-by-code", "root_cause", ["Punches get sorted by control code before the legs are worked out"], files=["legs/legs.go"]),
  L("leg-times", "test_fixed", ["TestLegTimes"], files=["legs/legs.go"]),
  L("time-behind", "correction", ["use time behind the winner"], alternative=["why the total time there?"], reason=["the total is already on the results page"], files=["web/splits.html"]),
 ], ["negative leg times on the green course again"]),

"o03_courses_decide": X("orienteering club course planner notes (no code yet)", "/home/gwen/src/dvo-planner", "2026-11-29T08:38:00", [
  U("before you write anything for the course planner, how should we label the courses on the entry form? by age like the big events (M45, W21) or by colour (white, yellow, orange, light green...)?"),
  A("Age classes suit ranked events where everyone runs their class's course. Colours suit local events where people choose by difficulty and length. Colours are simpler for newcomers; age classes need a mapping table."),
  U("colour-coded courses, by difficulty not by age. our local events are mostly families and beginners and a 60 year old newcomer shouldn't be put on a course for M60 veterans"),
  W("planner/courses.py", "COURSES = ['white', 'yellow', 'orange', 'light green', 'green', 'blue', 'brown']\n"),
  A("Done. I also added a preview page that shows the map with every control circle, so entrants can see the course when they enter."),
  U("revert that. control sites stay secret until you start, if people can see them before they'll walk the area the day before and that's the whole event ruined"),
  E("planner/templates/preview.html", "<img src=\"{{ course.overprint_url }}\">\n", ""),
  U("and one more while i think of it, a control is never placed on private land unless the landowner's signed form is in the permissions folder. we had a farmer turn up with a shotgun in 2019, not joking"),
  E("planner/courses.py", "def add_control(c, site):\n", "def add_control(c, site):\n    if site.private and not site.permission_form:\n        raise PermissionMissing(site)\n"),
 ], [
  L("colour-courses", "decision", ["colour-coded courses, by difficulty not by age"], reason=["our local events are mostly families and beginners"], files=["planner/courses.py"]),
  L("secret-controls", "correction", ["revert that"], alternative=["control sites stay secret until you start"], reason=["they'll walk the area the day before"], files=["planner/templates/preview.html"]),
  L("landowner-form", "rule", ["a control is never placed on private land unless the landowner's signed form is in the permissions folder"], reason=["we had a farmer turn up with a shotgun in 2019"], files=["planner/courses.py"]),
 ], ["how should we label the courses on the entry form?"]),

"o04_committee_zig": X("orienteering club committee notes and SI card reader (Zig, zig build test)", "/home/pete/src/sireader", "2026-11-29T08:55:00", [
  U("Forwarding the committee notes from last night, point 5 is the one for you\n\nDVO committee 26 Nov\n1. Night league starts 8 Jan at Cannock Chase, head torches not provided\n2. Every event has a named safety officer who isn't running a course, the insurers asked after Hagley and we nearly didn't get cover renewed\n3. Club kit order closes 12 Dec, Sue has the size sheet\n4. Maps are printed on waterproof Pretex paper, never plain paper, even for the summer park series - the plain ones turn to mush in dew and people lose their way\n5. Pete: the SI card reader app reads SIAC cards fine but the old SI-Card 5 ones come out with a start time 12 hours off\n6. AGM date to be confirmed\n7. Thanks to Mo for the new control flags\n\nCheers, Pete"),
  B("zig build test", "test\n+- run test 1/2 passed, 1 failed\nerror: 'card5.test.card 5 punch time is pm after noon' failed: expected 49500, found 6300\n/usr/lib/zig/std/testing.zig:93:17: 0x1038f2e in expectEqual__anon_1410 (test)\n                return error.TestExpectedEqual;\n                ^\n/home/pete/src/sireader/src/card5.zig:61:5: 0x1039d12 in test.card 5 punch time is pm after noon (test)\n    try std.testing.expectEqual(@as(u32, 49500), t);\n    ^\nerror: the following test command failed with exit code 1:\n/home/pete/src/sireader/zig-cache/o/3f1c0a/test\nBuild Summary: 1/3 steps succeeded; 1 failed; 1/2 tests passed; 1 failed", True),
  A("SI-Card 5 stores times as 12-hour seconds and puts the am/pm flag in a separate bit of the control byte; the decoder reads the seconds but never looks at that bit, so a 1:45pm punch comes out as 1:45am. Adding 12 hours when the pm bit is set."),
  E("src/card5.zig", "    const t: u32 = std.mem.readInt(u16, raw[1..3], .big);\n", "    var t: u32 = std.mem.readInt(u16, raw[1..3], .big);\n    if (raw[0] & 0x01 != 0) t += 12 * 3600;\n"),
  B("zig build test", "Build Summary: 3/3 steps succeeded; 2/2 tests passed"),
 ], [
  L("safety-officer", "rule", ["Every event has a named safety officer who isn't running a course"], reason=["the insurers asked after Hagley"]),
  L("pretex-maps", "rule", ["Maps are printed on waterproof Pretex paper, never plain paper"], reason=["the plain ones turn to mush in dew"]),
  L("pm-bit", "root_cause", ["the decoder reads the seconds but never looks at that bit"], files=["src/card5.zig"]),
  L("card5-pm", "test_fixed", ["card 5 punch time is pm after noon"], files=["src/card5.zig"]),
 ], ["the old SI-Card 5 ones come out with a start time 12 hours off", "Night league starts 8 Jan at Cannock Chase, head torches not provided", "Club kit order closes 12 Dec, Sue has the size sheet"]),

"o05_entries_dotnet": X("orienteering club online entries (C#, dotnet test)", "/home/sue/src/DvoEntries", "2026-11-29T09:12:00", [
  U("entries for the december event are showing as closed already, its only the 1st"),
  B("dotnet test --filter ClosingDateTests", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  DvoEntries -> /home/sue/src/DvoEntries/src/bin/Debug/net8.0/DvoEntries.dll\n  DvoEntries.Tests -> /home/sue/src/DvoEntries/tests/bin/Debug/net8.0/DvoEntries.Tests.dll\nTest run for /home/sue/src/DvoEntries/tests/bin/Debug/net8.0/DvoEntries.Tests.dll (.NETCoreApp,Version=v8.0)\n  Failed DvoEntries.Tests.ClosingDateTests.OpenUntilTheClosingDate [12 ms]\n  Error Message:\n   Assert.True() Failure\nExpected: True\nActual:   False\n  Stack Trace:\n     at DvoEntries.Tests.ClosingDateTests.OpenUntilTheClosingDate() in /home/sue/src/DvoEntries/tests/ClosingDateTests.cs:line 18\n\nFailed!  - Failed:     1, Passed:     2, Skipped:     0, Total:     3, Duration: 31 ms - DvoEntries.Tests.dll (net8.0)", True),
  A("IsOpen compares today's date against the closing date parsed with the US culture, so '10/12/2026' reads as 12 October, not 10 December. Parsing with en-GB."),
  E("src/Event.cs", "DateTime.Parse(ClosingText, new CultureInfo(\"en-US\"))", "DateTime.Parse(ClosingText, new CultureInfo(\"en-GB\"))"),
  B("dotnet test --filter ClosingDateTests", "  Failed DvoEntries.Tests.ClosingDateTests.OpenUntilTheClosingDate [9 ms]\n  Error Message:\n   Assert.True() Failure\nExpected: True\nActual:   False\n  Stack Trace:\n     at DvoEntries.Tests.ClosingDateTests.OpenUntilTheClosingDate() in /home/sue/src/DvoEntries/tests/ClosingDateTests.cs:line 18\n\nFailed!  - Failed:     1, Passed:     2, Skipped:     0, Total:     3, Duration: 28 ms - DvoEntries.Tests.dll (net8.0)", True),
  A("Still failing. The test host runs with InvariantCulture and the event file was saved by the old admin page as '2026-12-10' on some events and '10/12/2026' on others; en-GB parses the second but the comparison uses DateTime.Now, which is local, against a date the test builds in UTC. Using ParseExact on both formats and comparing dates only."),
  E("src/Event.cs", "DateTime.Parse(ClosingText, new CultureInfo(\"en-GB\"))", "DateTime.ParseExact(ClosingText, new[] { \"yyyy-MM-dd\", \"dd/MM/yyyy\" }, CultureInfo.InvariantCulture).Date"),
  B("dotnet test --filter ClosingDateTests", "Passed!  - Failed:     0, Passed:     3, Skipped:     0, Total:     3, Duration: 24 ms - DvoEntries.Tests.dll (net8.0)"),
  A("Entries are open again until the 10th. I set the closing time to 23:59 on the Friday before the event."),
  U("no, entries close at midnight on the wednesday before, never later, Mo needs thursday and friday to print the maps and he prints exactly as many as entered"),
  E("src/Event.cs", "ClosesAt = EventDate.AddDays(-2)", "ClosesAt = EventDate.AddDays(-4)"),
  U("oh and the senior fee, £7 not £8, the committee dropped it in september to get more adults coming"),
  E("src/Fees.cs", "public const decimal Senior = 8m;", "public const decimal Senior = 7m;"),
 ], [
  L("us-culture", "root_cause", ["'10/12/2026' reads as 12 October, not 10 December"], files=["src/Event.cs"]),
  L("open-until", "test_fixed", ["OpenUntilTheClosingDate"], files=["src/Event.cs"]),
  L("wednesday-close", "rule", ["entries close at midnight on the wednesday before, never later"], reason=["Mo needs thursday and friday to print the maps"], files=["src/Event.cs"]),
  L("senior-seven", "correction", ["£7 not £8"], reason=["the committee dropped it in september to get more adults coming"], files=["src/Fees.cs"]),
 ], ["entries for the december event are showing as closed already, its only the 1st"]),

"o06_maps_ctest": X("orienteering club map print tool (C++, ctest)", "/home/marek/src/mapprint", "2026-11-29T09:30:00", [
  U("hello. the maps from print tool come at wrong scale, we asked 1:10000 and the ruler says is 1:15000. the juniors were very confused on saturday"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "[ 50%] Building CXX object CMakeFiles/mapprint.dir/src/scale.cpp.o\n[100%] Built target mapprint_tests\nTest project /home/marek/src/mapprint/build\n    Start 1: scale_a4\n1/2 Test #1: scale_a4 .........................***Failed    0.01 sec\n/home/marek/src/mapprint/tests/scale_test.cpp:22: Failure\nExpected equality of these values:\n  px_per_metre(10000, 300)\n    Which is: 0.0787402\n  0.118110\n    Start 2: overprint_colour\n2/2 Test #2: overprint_colour .................   Passed    0.00 sec\n\n50% tests passed, 1 tests failed out of 2\n\nTotal Test time (real) =   0.02 sec\n\nThe following tests FAILED:\n\t  1 - scale_a4 (Failed)\nErrors while running CTest", True),
  A("px_per_metre still ends in / 1.5: it returns 39.37 * dpi / scale / 1.5, and that leftover / 1.5 is a constant from when the tool only printed 1:15000 maps from a 1:10000 base. Every map asked for at 1:10000 gets shrunk by a third on top of the real scaling. Removing it."),
  E("src/scale.cpp", "    return 39.37 * dpi / scale / 1.5;\n", "    return 39.37 * dpi / scale;\n"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "[100%] Built target mapprint_tests\nTest project /home/marek/src/mapprint/build\n    Start 1: scale_a4\n1/2 Test #1: scale_a4 .........................   Passed    0.00 sec\n    Start 2: overprint_colour\n2/2 Test #2: overprint_colour .................   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 2"),
  A("Scale is right now. The legend under the map is in English."),
  U("please make the legend in english and in polish also, the half of juniors in club are from polish families and the parents read the legend to them"),
  E("src/legend.cpp", "    draw_legend(page, LEGEND_EN);\n", "    draw_legend(page, LEGEND_EN);\n    draw_legend(page, LEGEND_PL, below);\n"),
 ], [
  L("leftover-factor", "root_cause", ["that leftover / 1.5 is a constant from when the tool only printed 1:15000 maps"], files=["src/scale.cpp"]),
  L("scale-a4", "test_fixed", ["scale_a4"], files=["src/scale.cpp"]),
  L("polish-legend", "correction", ["make the legend in english and in polish also"], reason=["the half of juniors in club are from polish families"], files=["src/legend.cpp"]),
 ], ["the maps from print tool come at wrong scale", "the juniors were very confused on saturday"]),

"o07_replay_elm": X("orienteering club GPS route replay (Elm, elm-test)", "/home/tom/src/replay", "2026-11-29T09:46:00", [
  A("Looking at the replay issue from the tracker: two runners' tracks start at the finish instead of the start. Running the tests first."),
  B("npx elm-test", "elm-test 0.19.1-revision12\n----------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 311622410928\n\n↓ TrackTest\n↓ align\n✗ a track starts at the runner's start punch\n\n    [ { lat = 52.4011, lon = -2.1201 } ]\n    ╷\n    │ Expect.equal\n    ╵\n    [ { lat = 52.3987, lon = -2.1176 } ]\n\nTEST RUN FAILED\n\nDuration: 211 ms\nPassed:   5\nFailed:   1", True),
  A("Some watches write the GPX newest-point-first. align takes List.head as the first fix without checking timestamps, so for those two watches the 'first' point is where they stopped recording — at the finish. Sorting by time before aligning."),
  E("src/Track.elm", "    case List.head points of\n", "    case List.head (List.sortBy .time points) of\n"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n----------------------\n\nRunning 6 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 207117540381\n\nTEST RUN PASSED\n\nDuration: 198 ms\nPassed:   6\nFailed:   0"),
  A("Both tracks start at the start now. I also smoothed the tracks with a moving average so the lines look cleaner on the map."),
  U("revert that, the jagged bits are where people went wrong and stood around working out where they were, thats the whole point of the replay"),
  E("src/Track.elm", "    |> smooth 5\n", ""),
 ], [
  L("newest-first", "root_cause", ["align takes List.head as the first fix without checking timestamps"], files=["src/Track.elm"]),
  L("start-punch", "test_fixed", ["a track starts at the runner's start punch"], files=["src/Track.elm"]),
  L("no-smoothing", "correction", ["revert that"], reason=["the jagged bits are where people went wrong"], files=["src/Track.elm"]),
 ], []),

"o08_league_gleam": X("orienteering club winter league table (Gleam, gleam test)", "/home/anil/src/league", "2026-11-29T10:02:00", [
  U("quick question first - for the winter league do we count everyone's best 6 out of the 10 events or all of them? the old spreadsheet did all"),
  A("Counting all rewards turning up; best-of-N forgives missed events. With 10 events, best 6 is common for club leagues."),
  U("best 6 of 10. lots of the juniors miss events for school trips and the D of E weekends and it's not fair they drop down"),
  W("src/league.gleam", "pub const counted = 6\n"),
  B("gleam test", "  Compiling league\n   Compiled in 0.41s\n    Running league_test.main\n.F\nFailures:\n\n  1) league_test.best_six_test: module 'league_test'\n     Values were not equal\n     expected: 594\n          got: 583\n     output:\n\nFinished in 0.006 seconds\n2 tests, 1 failures", True),
  A("total sorts the scores ascending and takes the first six — so it keeps the worst six. It should sort descending."),
  E("src/league.gleam", "  |> list.sort(int.compare)\n", "  |> list.sort(fn(a, b) { int.compare(b, a) })\n"),
  B("gleam test", "  Compiling league\n   Compiled in 0.38s\n    Running league_test.main\n.F\nFailures:\n\n  1) league_test.best_six_test: module 'league_test'\n     Values were not equal\n     expected: 594\n          got: 600\n     output:\n\nFinished in 0.005 seconds\n2 tests, 1 failures", True),
  A("Now it's 600 instead of 594 — too high. A did-not-finish scores 0 but an event someone organised scores the average of their other results, and the code computes that average over all ten including the zeros it's about to throw away. Working out the organiser's average from the counted scores only."),
  E("src/league.gleam", "  let avg = int.sum(all) / list.length(all)\n", "  let avg = int.sum(counted_scores) / list.length(counted_scores)\n"),
  B("gleam test", "  Compiling league\n   Compiled in 0.40s\n    Running league_test.main\n..\nFinished in 0.005 seconds\n2 tests, 0 failures"),
  U("good. also the table must to show the club of each runner not the age, for the visitors from other club is the important thing"),
  E("src/view.gleam", "html.td([], [html.text(r.age_class)])", "html.td([], [html.text(r.club)])"),
 ], [
  L("best-six", "decision", ["best 6 of 10"], reason=["lots of the juniors miss events for school trips"], files=["src/league.gleam"]),
  L("worst-six", "root_cause", ["it keeps the worst six"], files=["src/league.gleam"]),
  L("best-six-test", "test_fixed", ["best_six_test"], files=["src/league.gleam"]),
  L("club-column", "correction", ["the table must to show the club of each runner not the age"], reason=["for the visitors from other club is the important thing"], files=["src/view.gleam"]),
 ], ["the old spreadsheet did all"]),

"o09_permits_pest": X("orienteering club event permissions page (PHP, Pest)", "/home/gwen/src/dvo-site", "2026-11-29T10:19:00", [
  U("Rule for anything on the site: the landowner's phone number never shows on the public event page, only the organiser sees it in the admin area. We lost Wyre Forest for a year because a runner rang the owner to ask about parking. Now, the permissions page says every event is 'pending' even ones that were approved months ago."),
  A("Is it every permission, including ones approved this month, or only the older ones? That tells me whether it's the data or the code."),
  U("every single one, even Haugh Wood which Sue approved last week"),
  B("./vendor/bin/pest --filter=status", "\n   FAIL  Tests\\Feature\\PermissionStatusTest\n  ⨯ an approved permission shows as approved                          0.04s\n  ✓ a permission without a form shows as pending                      0.01s\n  ──────────────────────────────────────────────────────────────────────────\n   FAILED  Tests\\Feature\\PermissionStatusTest > an approved permission shows as approved\n  Failed asserting that two strings are identical.\n  -'approved'\n  +'pending'\n\n  at tests/Feature/PermissionStatusTest.php:14\n\n  Tests:    1 failed, 1 passed (2 assertions)\n  Duration: 0.21s\n", True),
  A("Then it's the code. Looked at the model: status() checks $this->approved_at, but the migration in March renamed that column to approved_on. Eloquent quietly returns null for an attribute that doesn't exist, so every permission looks unapproved."),
  E("app/Models/Permission.php", "        return $this->approved_at ? 'approved' : 'pending';\n", "        return $this->approved_on ? 'approved' : 'pending';\n"),
  B("./vendor/bin/pest --filter=status", "\n   PASS  Tests\\Feature\\PermissionStatusTest\n  ✓ an approved permission shows as approved                          0.03s\n  ✓ a permission without a form shows as pending                      0.01s\n\n  Tests:    2 passed (2 assertions)\n  Duration: 0.18s\n"),
  A("Statuses are right. For the approval date I used a date picker on the edit form."),
  U("can it just be a text box? landowners say 'until end of March' or 'winter only', a date picker can't hold that"),
  E("resources/views/permissions/edit.blade.php", "<input type=\"date\" name=\"valid_until\">", "<input type=\"text\" name=\"valid_until\">"),
 ], [
  L("landowner-phone", "rule", ["the landowner's phone number never shows on the public event page, only the organiser sees it in the admin area"], reason=["a runner rang the owner to ask about parking"]),
  L("renamed-column", "root_cause", ["the migration in March renamed that column to approved_on"], files=["app/Models/Permission.php"]),
  L("approved-shows", "test_fixed", ["an approved permission shows as approved"], files=["app/Models/Permission.php"]),
  L("text-box", "correction", ["can it just be a text box?"], reason=["a date picker can't hold that"], files=["resources/views/permissions/edit.blade.php"]),
 ], ["the permissions page says every event is 'pending' even ones that were approved months ago", "every single one, even Haugh Wood which Sue approved last week"]),

"o10_download_mocha": X("orienteering club finish download and missing-runner check (Node, mocha)", "/home/pete/src/download", "2026-11-29T10:35:00", [
  U("so at saturday's event the missing runners list said everyone was back and a 12 year old was still out on the brown course for 40 minutes after courses closed. his dad found him. can you look at why the list was empty"),
  B("npx mocha test/missing.test.js", "\n\n  missing runners\n    1) lists a runner who started but has not downloaded\n    ✔ does not list a runner who downloaded\n\n\n  1 passing (11ms)\n  1 failing\n\n  1) missing runners\n       lists a runner who started but has not downloaded:\n\n      AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ []\n- [\n-   '2074183'\n- ]\n      at Context.<anonymous> (test/missing.test.js:16:12)\n", True),
  A("Found it. missing() checks who has started against the start-box list, but on Saturday the start was punch-start (the runner's clock starts when they punch the start unit), so nobody was on the start-box list at all and the set difference came out empty. It needs to take starters from the start-unit punches when there's no start list."),
  E("lib/missing.js", "  const started = startList.map(r => r.si)\n", "  const started = startList.length ? startList.map(r => r.si) : startPunches.map(p => p.si)\n"),
  B("npx mocha test/missing.test.js", "\n\n  missing runners\n    ✔ lists a runner who started but has not downloaded\n    ✔ does not list a runner who downloaded\n\n\n  2 passing (9ms)\n"),
  U("thank god. from now on the missing list gets texted to the organiser's phone every 15 minutes after courses close, not just shown on the laptop in the tent, nobody looks at the laptop once they're packing up"),
  E("lib/alerts.js", "module.exports = { showOnScreen }\n", "module.exports = { showOnScreen, textOrganiserEvery: 15 * 60 }\n"),
  A("Texting is set up. Each line shows the runner's name."),
  U("the SI card number rather than the name in the text, texts go over the radio relay sometimes and we don't read kids' names out"),
  E("lib/alerts.js", "  line = r.name\n", "  line = r.si\n"),
 ], [
  L("punch-start", "root_cause", ["nobody was on the start-box list at all and the set difference came out empty"], files=["lib/missing.js"]),
  L("started-not-downloaded", "test_fixed", ["lists a runner who started but has not downloaded"], files=["lib/missing.js"]),
  L("text-organiser", "rule", ["the missing list gets texted to the organiser's phone every 15 minutes after courses close"], reason=["nobody looks at the laptop once they're packing up"], files=["lib/alerts.js"]),
  L("si-not-name", "correction", ["the SI card number rather than the name in the text"], reason=["we don't read kids' names out"], files=["lib/alerts.js"]),
 ], ["a 12 year old was still out on the brown course for 40 minutes after courses closed", "can you look at why the list was empty"]),

"o11_newsletter_mail": X("orienteering club newsletter mailer (Python, no tests)", "/home/gwen/src/dvo-news", "2026-11-29T10:52:00", [
  U("the newsletter went out yesterday and about a third of people say they never got it, gmail people mostly"),
  B("grep -i 'status=' /var/log/mail.log | tail -4", "Nov 28 19:02:11 dvo postfix/smtp[2231]: 4F1A2: to=<j.hart@gmail.com>, relay=gmail-smtp-in.l.google.com, status=bounced (550-5.7.26 Unauthenticated email from dvo-orienteering.org.uk is not accepted due to domain's DMARC policy)\nNov 28 19:02:12 dvo postfix/smtp[2231]: 4F1B7: to=<kcooper@btinternet.com>, status=sent (250 OK)\nNov 28 19:02:12 dvo postfix/smtp[2231]: 4F1C0: to=<ajones@gmail.com>, status=bounced (550-5.7.26 Unauthenticated email)\nNov 28 19:02:13 dvo postfix/smtp[2231]: 4F1C3: to=<dvo.sue@outlook.com>, status=sent (250 OK)"),
  A("Gmail bounced them for DMARC. The club domain's SPF record lists only the web host's mail server, and the mailer now sends through the new VPS — so for Gmail the mail claims to be from the club but comes from a server the domain never authorised. The VPS's address needs adding to the SPF record (or the mailer should relay through the host). Meanwhile I can resend to the bounced addresses with the PDF attached."),
  U("thanks, but no attachments, put a link to the pdf on the website. half our members are on farm broadband and a 6MB email takes them ages"),
  W("news/send.py", "BODY = 'This month\\'s newsletter: https://dvo-orienteering.org.uk/news/{month}.pdf'\n"),
  A("Resend is ready with the link. I'll send it to the whole list again so nobody misses it."),
  U("just the bounced ones, not everyone, people who got it twice will reply asking why and Gwen gets 40 emails"),
  E("news/send.py", "to = members\n", "to = bounced_since(yesterday)\n"),
 ], [
  L("spf-vps", "root_cause", ["the mail claims to be from the club but comes from a server the domain never authorised"]),
  L("link-not-attach", "correction", ["no attachments, put a link to the pdf on the website"], reason=["half our members are on farm broadband"], files=["news/send.py"]),
  L("bounced-only", "correction", ["just the bounced ones, not everyone"], reason=["people who got it twice will reply asking why"], files=["news/send.py"]),
 ], ["about a third of people say they never got it, gmail people mostly"]),
# ---------------------------------------------------------------- blood donor session organiser
"b01_slots_dune": X("blood donor session organiser slot planner (OCaml, dune test)", "/home/helen/src/donorslots", "2026-11-29T11:06:00", [
  U("Hello, I organise the donor sessions at St Mary's hall. Important thing: nobody is ever offered a slot if their last whole blood donation was less than 12 weeks ago for men or 16 weeks for women, that's the NHSBT rule and the nurses just send them home otherwise. The slot planner is making 13 appointments for a 2 hour session and we only have 12 chairs-worth."),
  A("Before I dig in: config.ml has slot_minutes = 15, but 12 appointments in two hours means 10 minute slots. Which do you actually run? The national booking site uses 15."),
  U("10 minutes rather than 15 please, we run 6 chairs and the nurses like a steady flow, 15 leaves them sitting about"),
  E("src/config.ml", "let slot_minutes = 15\n", "let slot_minutes = 10\n"),
  B("dune test", "File \"test/test_slots.ml\", line 1, characters 0-1:\n------------------------------------------------------------------------\nFAIL  slots  0  two hours of 10 minute slots.\n------------------------------------------------------------------------\nASSERT slot count\n------------------------------------------------------------------------\nExpected: `12'\nReceived: `13'\n\nThe full test results are available in `_build/_tests/slots'.\n1 failure! in 0.001s. 2 tests run.", True),
  A("slots_between counts from the start to the end inclusive, so 14:00 to 16:00 in 10 minute steps gives 14:00 ... 16:00, thirteen times, the last one starting the moment the session ends. The end has to be exclusive."),
  E("src/slots.ml", "  if t > stop then [] else t :: go (t + step)\n", "  if t >= stop then [] else t :: go (t + step)\n"),
  B("dune test", "Testing `slots'.\nThis run has ID `3HY2TQ9D'.\n\n  [OK]          slots          0   two hours of 10 minute slots.\n  [OK]          slots          1   no slot for a recent donor.\n\nFull test results in `~/src/donorslots/_build/_tests/slots'.\nTest Successful in 0.001s. 2 tests run."),
  A("Twelve 10 minute slots now, 14:00 to 15:50."),
 ], [
  L("twelve-sixteen-weeks", "rule", ["nobody is ever offered a slot if their last whole blood donation was less than 12 weeks ago for men or 16 weeks for women"], reason=["the nurses just send them home otherwise"]),
  L("inclusive-end", "root_cause", ["slots_between counts from the start to the end inclusive"], files=["src/slots.ml"]),
  L("twelve-slots", "test_fixed", ["two hours of 10 minute slots"], files=["src/slots.ml"]),
  L("ten-minute-slots", "correction", ["10 minutes rather than 15"], reason=["we run 6 chairs and the nurses like a steady flow"], files=["src/config.ml"]),
 ], ["The slot planner is making 13 appointments for a 2 hour session"]),

"b02_reminders_pytest": X("blood donor session organiser text reminders (Python, pytest)", "/home/helen/src/donor-reminders", "2026-11-29T11:20:00", [
  U("________________________ test_reminder_goes_day_before ________________________\n\n    def test_reminder_goes_day_before():\n        appt = Appointment(at=datetime(2026, 12, 7, 9, 30))\n>       assert reminder_date(appt) == date(2026, 12, 6)\nE       AssertionError: assert datetime.date(2026, 12, 8) == datetime.date(2026, 12, 6)\n\ntests/test_reminders.py:12: AssertionError\n========================= short test summary info ==========================\nFAILED tests/test_reminders.py::test_reminder_goes_day_before\n1 failed, 4 passed in 0.12s\n\nthis is why people got their reminder the day AFTER"),
  R("reminders/core.py", "def reminder_date(appt):\n    return (appt.at - timedelta(days=-1)).date()\n"),
  A("Subtracting a negative day adds one: appt.at - timedelta(days=-1) is the day after. Making it appt.at - timedelta(days=1), and while I'm in the reminders I've added the donor's blood group to the text so they know which they are."),
  E("reminders/core.py", "    return (appt.at - timedelta(days=-1)).date()\n", "    return (appt.at - timedelta(days=1)).date()\n"),
  E("reminders/templates.py", "'Hi {first}, see you tomorrow at {time}'", "'Hi {first}, see you tomorrow at {time} ({group})'"),
  U("revert that. blood group is health data, it doesn't go in a text message anyone can read off a lock screen"),
  E("reminders/templates.py", "'Hi {first}, see you tomorrow at {time} ({group})'", "'Hi {first}, see you tomorrow at {time}'"),
  B("python -m pytest tests/test_reminders.py -q", ".F...                                                                    [100%]\n================================= FAILURES =================================\n_____________________ test_reminder_skips_sunday_send ______________________\n\n    def test_reminder_skips_sunday_send():\n        appt = Appointment(at=datetime(2026, 12, 7, 9, 30))\n>       assert send_at(appt).weekday() != 6\nE       assert 6 != 6\n\ntests/test_reminders.py:20: AssertionError\n========================= short test summary info ==========================\nFAILED tests/test_reminders.py::test_reminder_skips_sunday_send\n1 failed, 4 passed in 0.11s", True),
  A("The day-before test passes; now a Monday appointment's reminder lands on Sunday, which the text provider doesn't deliver on our plan (that test was passing before only because the date was wrong). Moving a Sunday reminder back to Saturday."),
  E("reminders/core.py", "    return (appt.at - timedelta(days=1)).date()\n", "    d = (appt.at - timedelta(days=1)).date()\n    return d - timedelta(days=1) if d.weekday() == 6 else d\n"),
  B("python -m pytest tests/test_reminders.py -q", ".....                                                                    [100%]\n5 passed in 0.09s"),
  A("All green, and the template is back to name and time only."),
 ], [
  L("negative-day", "root_cause", ["Subtracting a negative day adds one"], files=["reminders/core.py"]),
  L("day-before", "test_fixed", ["test_reminder_goes_day_before"], files=["reminders/core.py"]),
  L("no-blood-group", "correction", ["revert that"], reason=["blood group is health data, it doesn't go in a text message anyone can read off a lock screen"], files=["reminders/templates.py"]),
 ], ["this is why people got their reminder the day AFTER"]),

"b03_halls_go": X("blood donor session organiser hall finder (Go, go test)", "/home/raj/src/hallfinder", "2026-11-29T11:37:00", [
  U("thinking about the new sign-up form: do we need donors' full address or is the postcode enough?"),
  A("For picking the nearest hall, a postcode is enough. A full address would only matter if you post them anything, and it's more personal data to hold."),
  U("postcode only then. we only use it to pick the nearest hall and i don't want us holding addresses on a laptop in the church office"),
  W("signup/form.go", "type Signup struct {\n\tFirstName string\n\tPostcode  string\n}\n"),
  B("go test ./nearest/...", "--- FAIL: TestNearestHall (0.00s)\n    nearest_test.go:19: nearest to WR9 8AA: got \"Ombersley Village Hall\", want \"Droitwich Methodist\"\nFAIL\nFAIL\tgithub.com/raj/hallfinder/nearest\t0.005s\nFAIL", True),
  A("Haversine is getting latitude and longitude the wrong way round. The postcode lookup returns [lon, lat] (GeoJSON order) and the code reads p[0] as latitude — a longitude of -2.15 as a latitude puts everyone near the equator, where Ombersley happens to come out closest."),
  E("nearest/nearest.go", "\tlat, lon := p[0], p[1]\n", "\tlon, lat := p[0], p[1]\n"),
  B("go test ./nearest/...", "ok  \tgithub.com/raj/hallfinder/nearest\t0.004s"),
  U("good. and for the list of halls: no session ever goes in a hall without step-free access, half our regulars are over 70 and a couple come with walking frames"),
  E("nearest/halls.go", "\tfor _, h := range halls {\n", "\tfor _, h := range halls {\n\t\tif !h.StepFree {\n\t\t\tcontinue\n\t\t}\n"),
  U("also the distance show in miles not km, the donors are old people here, nobody is thinking in km"),
  E("web/result.html", "{{.Km}} km", "{{.Miles}} miles"),
 ], [
  L("postcode-only", "decision", ["postcode only"], reason=["we only use it to pick the nearest hall"], files=["signup/form.go"]),
  L("lon-lat", "root_cause", ["The postcode lookup returns [lon, lat] (GeoJSON order) and the code reads p[0] as latitude"], files=["nearest/nearest.go"]),
  L("nearest-hall", "test_fixed", ["TestNearestHall"], files=["nearest/nearest.go"]),
  L("step-free", "rule", ["no session ever goes in a hall without step-free access"], reason=["a couple come with walking frames"], files=["nearest/halls.go"]),
  L("miles", "correction", ["the distance show in miles not km"], reason=["nobody is thinking in km"], files=["web/result.html"]),
 ], ["do we need donors' full address or is the postcode enough?"]),

"b04_coordinator_sbt": X("blood donor session organiser coordinator's email and session counts (Scala, sbt test)", "/home/helen/src/session-counts", "2026-11-29T11:55:00", [
  U("Morning! Pasting Carol's email from the regional team, she wants the count thing sorted before the January sessions\n\n---\nHi Helen,\nThanks for another great session in Droitwich, 58 donors and 9 new ones!\nA few things for the new year:\n- The Worcester session moves to the Guildhall from February while St Mary's has its roof done.\n- Donor names and dates of birth are never emailed to us or anyone, please use the donor number only. We had a data breach report from another area and the service is very strict now.\n- Every session needs at least two volunteers trained in the faint procedure on the recovery area, not one. Last month in Evesham one volunteer was on her own with two donors going down at once.\n- Can you check your spreadsheet tool? Your monthly count said 71 attended in November but our system has 64.\n- Christmas cards for the nurses are in the office.\nBest wishes, Carol\n---\n\nthe count is the thing for you"),
  B("sbt test", "[info] welcome to sbt 1.9.7 (Eclipse Adoptium Java 17.0.9)\n[info] loading project definition from /home/helen/src/session-counts/project\n[info] compiling 1 Scala source to /home/helen/src/session-counts/target/scala-3.3.1/test-classes ...\n[info] AttendanceSpec:\n[info] attended\n[info] - should count a walk-in who was also booked once *** FAILED ***\n[info]   71 did not equal 64 (AttendanceSpec.scala:23)\n[info] - should not count a no-show\n[info] Run completed in 412 milliseconds.\n[info] Total number of tests run: 2\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tdonors.AttendanceSpec\n[error] (Test / test) sbt.TestsFailedException: Tests failed\n[error] Total time: 6 s, completed 29 Nov 2026, 11:57:02", True),
  A("Seven donors booked online and then also signed the walk-in sheet at the door because they'd forgotten their appointment time. attended adds the booked list and the walk-in list together, so those seven count twice. Counting distinct donor numbers across both."),
  E("src/main/scala/donors/Attendance.scala", "  def attended(s: Session): Int = s.booked.count(_.came) + s.walkIns.size\n", "  def attended(s: Session): Int = (s.booked.filter(_.came).map(_.donorNo) ++ s.walkIns.map(_.donorNo)).distinct.size\n"),
  B("sbt test", "[info] AttendanceSpec:\n[info] attended\n[info] - should count a walk-in who was also booked once\n[info] - should not count a no-show\n[info] Run completed in 388 milliseconds.\n[info] Total number of tests run: 2\n[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 5 s, completed 29 Nov 2026, 11:58:40"),
  A("64 now. I'll fold the walk-ins into the booked total on the monthly sheet so it's one number."),
  U("walk-ins in their own column rather than added into booked, Carol uses that number to decide whether to send an extra nurse"),
  E("src/main/scala/donors/Report.scala", "Row(s.date, attended(s))", "Row(s.date, bookedAttended(s), walkInsOnly(s))"),
 ], [
  L("donor-number-only", "rule", ["Donor names and dates of birth are never emailed to us or anyone, please use the donor number only"], reason=["the service is very strict now"]),
  L("two-faint-trained", "rule", ["Every session needs at least two volunteers trained in the faint procedure on the recovery area"], reason=["one volunteer was on her own with two donors going down at once"]),
  L("walk-in-twice", "root_cause", ["attended adds the booked list and the walk-in list together, so those seven count twice"], files=["src/main/scala/donors/Attendance.scala"]),
  L("walk-in-once", "test_fixed", ["should count a walk-in who was also booked once"], files=["src/main/scala/donors/Attendance.scala"]),
  L("walk-in-column", "correction", ["walk-ins in their own column rather than added into booked"], reason=["Carol uses that number to decide whether to send an extra nurse"], files=["src/main/scala/donors/Report.scala"]),
 ], ["Your monthly count said 71 attended in November but our system has 64", "The Worcester session moves to the Guildhall from February", "Christmas cards for the nurses are in the office", "the count is the thing for you"]),

"b05_rota_stack": X("blood donor session organiser volunteer rota (Haskell, stack test)", "/home/raj/src/teas-rota", "2026-11-29T12:14:00", [
  A("The rota generator put Maureen on three sessions in a row again; she asked for at most one a month. Running the spec."),
  B("stack test", "teas-rota> test (suite: spec)\n\nRota\n  assign\n    never gives a volunteer more sessions than their monthly limit FAILED [1]\n    fills every tea slot [✔]\n\nFailures:\n\n  test/RotaSpec.hs:21:7: \n  1) Rota.assign never gives a volunteer more sessions than their monthly limit\n       expected: 1\n        but got: 3\n\n  To rerun use: --match \"/Rota/assign/never gives a volunteer more sessions than their monthly limit/\"\n\nRandomized with seed 1044220931\n\nFinished in 0.0031 seconds\n2 examples, 1 failure\n\nteas-rota> Test suite spec failed", True),
  A("The limit is checked against a count that's never updated: assign folds over the sessions but passes the original volunteer map into every step, so everyone always looks like they have zero sessions this month."),
  E("src/Rota.hs", "assign vs = map (pick vs)\n", "assign vs = snd . mapAccumL step vs\n  where step m s = let v = pick m s in (bump v m, v)\n"),
  B("stack test", "teas-rota> test (suite: spec)\n\nRota\n  assign\n    never gives a volunteer more sessions than their monthly limit FAILED [1]\n    fills every tea slot [✔]\n\nFailures:\n\n  test/RotaSpec.hs:21:7: \n  1) Rota.assign never gives a volunteer more sessions than their monthly limit\n       expected: 1\n        but got: 2\n\n2 examples, 1 failure\n\nteas-rota> Test suite spec failed", True),
  A("Down from 3 to 2. The count now carries along, but bump resets it whenever the session falls in a new calendar week rather than a new month — the reset key is the ISO week. Keying it on (year, month)."),
  E("src/Rota.hs", "bump v m = Map.insertWith (+) (v, isoWeek (when_ s)) 1 m\n", "bump v m = Map.insertWith (+) (v, yearMonth (when_ s)) 1 m\n"),
  B("stack test", "teas-rota> test (suite: spec)\n\nRota\n  assign\n    never gives a volunteer more sessions than their monthly limit [✔]\n    fills every tea slot [✔]\n\nFinished in 0.0027 seconds\n2 examples, 0 failures"),
  A("Maureen's down to one. The printed rota lists each volunteer with their mobile number."),
  U("why mobile numbers there? use first names only, the rota is pinned up in the hall where all the donors walk past"),
  E("src/Print.hs", "  row v = name v <> \" \" <> mobile v\n", "  row v = firstName v\n"),
 ], [
  L("stale-map", "root_cause", ["passes the original volunteer map into every step"], files=["src/Rota.hs"]),
  L("monthly-limit", "test_fixed", ["never gives a volunteer more sessions than their monthly limit"], files=["src/Rota.hs"]),
  L("first-names-rota", "correction", ["use first names only"], alternative=["why mobile numbers there?"], reason=["the rota is pinned up in the hall where all the donors walk past"], files=["src/Print.hs"]),
 ], []),

"b06_turnout_julia": X("blood donor session organiser turnout stats (Julia, Pkg.test)", "/home/helen/src/Turnout.jl", "2026-11-29T12:31:00", [
  U("the turnout figure for november says 104%. i know we were busy but"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Turnout\n      Status `/tmp/jl_Wq2x/Project.toml`\n     Testing Running tests...\nturnout: Test Failed at /home/helen/src/Turnout.jl/test/runtests.jl:9\n  Expression: turnout(s) ≈ 0.8\n   Evaluated: 1.0434782608695652 ≈ 0.8\nTest Summary: | Pass  Fail  Total  Time\nturnout       |    2     1      3  0.4s\nERROR: LoadError: Some tests did not pass: 2 passed, 1 failed, 0 errored, 0 broken.\nin expression starting at /home/helen/src/Turnout.jl/test/runtests.jl:4\nERROR: Package Turnout errored during testing", True),
  A("turnout divides everyone who came (walk-ins included) by only the appointments that weren't cancelled. Walk-ins weren't booked, so they push it over 100%. It should be booked-and-came over booked. (The report also prints the raw fraction, 1.0434782608695652, rather than a percentage.)"),
  U("whole percent, 80% style. the committee reads it off a projector and decimals just start an argument"),
  E("src/Turnout.jl", "turnout(s) = length(s.came) / length(s.kept)\n", "turnout(s) = count(a -> a.came, s.kept) / length(s.kept)\n"),
  E("src/report.jl", "println(\"Turnout: \", t)\n", "println(\"Turnout: \", round(Int, 100t), \"%\")\n"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Turnout\n     Testing Running tests...\nTest Summary: | Pass  Total  Time\nturnout       |    3      3  0.3s\n     Testing Turnout tests passed "),
  A("80% for November, printed as a whole percentage."),
 ], [
  L("walkins-over", "root_cause", ["Walk-ins weren't booked, so they push it over 100%"], files=["src/Turnout.jl"]),
  L("turnout-test", "test_fixed", ["turnout(s) ≈ 0.8"], files=["src/Turnout.jl"]),
  L("whole-percent", "correction", ["whole percent, 80% style"], reason=["the committee reads it off a projector and decimals just start an argument"], files=["src/report.jl"]),
 ], ["the turnout figure for november says 104%"]),

"b07_checkin_flutter": X("blood donor session organiser door check-in tablet (Flutter, flutter test)", "/home/raj/src/checkin", "2026-11-29T12:47:00", [
  A("I've reproduced the check-in bug from your note: searching a surname with an apostrophe (O'Neill) finds nobody. Here's the widget test."),
  B("flutter test test/search_test.dart", "00:02 +0: loading /home/raj/src/checkin/test/search_test.dart\n00:03 +1 -1: finds a donor whose surname has an apostrophe [E]\n  Expected: <1>\n    Actual: <0>\n\n  package:matcher                                    expect\n  test/search_test.dart 18:5                         main.<fn>\n\n00:03 +1 -1: Some tests failed.", True),
  A("The tablet's keyboard types a curly apostrophe (’) and the donor list has straight ones ('), so O’Neill never equals O'Neill. Normalising both to a straight apostrophe before comparing."),
  E("lib/search.dart", "  final q = query.toLowerCase();\n", "  final q = query.toLowerCase().replaceAll('\\u2019', \"'\");\n"),
  B("flutter test test/search_test.dart", "00:02 +0: loading /home/raj/src/checkin/test/search_test.dart\n00:03 +2: All tests passed!"),
  A("Found now. I can add barcode scanning of the donor's appointment letter so check-in is quicker."),
  U("thanks, but no barcode scanning, most donors don't bring the letter, we look them up by surname and date of birth at the door"),
  U("something else that went wrong on tuesday: the tablet sat on the table with Mrs Patel's details open for ages while the whole queue filed past it. so: the check-in screen locks after 2 minutes of nobody touching it"),
  E("lib/main.dart", "const idleLock = Duration(minutes: 10);\n", "const idleLock = Duration(minutes: 2);\n"),
 ], [
  L("curly-apostrophe", "root_cause", ["The tablet's keyboard types a curly apostrophe"], files=["lib/search.dart"]),
  L("apostrophe-test", "test_fixed", ["finds a donor whose surname has an apostrophe"], files=["lib/search.dart"]),
  L("no-barcode", "correction", ["no barcode scanning"], alternative=["we look them up by surname and date of birth at the door"], reason=["most donors don't bring the letter"]),
  L("idle-lock", "rule", ["the check-in screen locks after 2 minutes of nobody touching it"], reason=["the whole queue filed past it"], files=["lib/main.dart"]),
 ], ["the tablet sat on the table with Mrs Patel's details open for ages"]),

"b08_posters_bun": X("blood donor session organiser poster maker (TypeScript, bun test)", "/home/helen/src/posters", "2026-11-29T13:03:00", [
  U("the posters have the wrong day on them. 'Monday 8 December' but the 8th is a tuesday"),
  B("bun test", "bun test v1.1.38 (8c4d0a5b)\n\nsrc/poster.test.ts:\n✓ puts the hall name on the poster [0.41ms]\n✗ prints the right weekday for the session date [1.02ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: \"Tuesday 8 December\"\nReceived: \"Monday 8 December\"\n\n      at /home/helen/src/posters/src/poster.test.ts:14:31\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [38.00ms]", True),
  A("new Date('2026-12-08') is midnight UTC, and the weekday comes from getDay(), which is local time. On the machine that built the posters the clock was set to US Eastern, so midnight UTC was still Monday evening there. Using getUTCDay for a date-only value."),
  E("src/poster.ts", "  const wd = DAYS[d.getDay()]\n", "  const wd = DAYS[d.getUTCDay()]\n"),
  B("bun test", "bun test v1.1.38 (8c4d0a5b)\n\nsrc/poster.test.ts:\n✓ puts the hall name on the poster [0.38ms]\n✓ prints the right weekday for the session date [0.22ms]\n\n 2 pass\n 0 fail\nRan 2 tests across 1 files. [31.00ms]"),
  U("thanks. should the QR code go to the NHS booking site or to our own page?"),
  A("NHS site: bookings land straight in the real slots. Own page: you control the wording and can list all three halls, but it's one more thing to keep current."),
  U("the NHS booking site. that's where the real slots are and ours is always out of date by the time I remember it"),
  E("src/poster.ts", "const QR_URL = 'https://stmarysdonors.org.uk'\n", "const QR_URL = 'https://my.blood.co.uk/your-account/sessions'\n"),
  U("and print them A4 rather than A3, the library and the doctors' surgery only let A4 on the noticeboards"),
  E("src/poster.ts", "  size: 'A3',\n", "  size: 'A4',\n"),
 ], [
  L("utc-weekday", "root_cause", ["new Date('2026-12-08') is midnight UTC, and the weekday comes from getDay(), which is local time"], files=["src/poster.ts"]),
  L("weekday-test", "test_fixed", ["prints the right weekday for the session date"], files=["src/poster.ts"]),
  L("nhs-qr", "decision", ["the NHS booking site"], reason=["that's where the real slots are"], files=["src/poster.ts"]),
  L("a4", "correction", ["print them A4 rather than A3"], reason=["only let A4 on the noticeboards"], files=["src/poster.ts"]),
 ], ["the posters have the wrong day on them", "should the QR code go to the NHS booking site or to our own page?"]),

"b09_report_prove": X("blood donor session organiser monthly report (Perl, prove)", "/home/raj/src/donor-report", "2026-11-29T13:20:00", [
  U("monthly report script died, it's the old perl one Derek wrote"),
  B("prove -l t/", "t/monthly.t .. 1/3 \n#   Failed test 'deferred donors are counted once per reason'\n#   at t/monthly.t line 27.\n#          got: '4'\n#     expected: '2'\n# Looks like you failed 1 test of 3.\nt/monthly.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/3 subtests \n\nTest Summary Report\n-------------------\nt/monthly.t (Wstat: 256 (exited 1) Tests: 3 Failed: 1)\n  Failed test:  2\n  Non-zero exit status: 1\nFiles=1, Tests=3,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.05 cusr  0.01 csys =  0.08 CPU)\nResult: FAIL", True),
  R("lib/Monthly.pm", "    for my $row (@rows) {\n        my @reasons = split /;/, $row->{reason};\n        $deferred{$_}++ for @reasons, $row->{reason};\n    }\n"),
  A("Derek's loop counts each reason twice: `for @reasons, $row->{reason}` iterates over the split reasons and then the whole unsplit string too, so a donor deferred for 'low hb' gets 'low hb' counted twice. Dropping the extra item."),
  E("lib/Monthly.pm", "        $deferred{$_}++ for @reasons, $row->{reason};\n", "        $deferred{$_}++ for @reasons;\n"),
  B("prove -l t/", "t/monthly.t .. ok   \nAll tests successful.\nFiles=1, Tests=3,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.04 cusr  0.01 csys =  0.07 CPU)\nResult: PASS"),
  A("Report runs again. I also switched the CSV output from semicolons to commas, which is the usual format."),
  U("revert that. the county coordinator's macro reads it with semicolons and it would break her whole sheet"),
  E("lib/Monthly.pm", "my $sep = ',';\n", "my $sep = ';';\n"),
 ], [
  L("reason-twice", "root_cause", ["Derek's loop counts each reason twice"], files=["lib/Monthly.pm"]),
  L("deferred-once", "test_fixed", ["deferred donors are counted once per reason"], files=["lib/Monthly.pm"]),
  L("keep-semicolons", "correction", ["revert that"], reason=["the county coordinator's macro reads it with semicolons"], files=["lib/Monthly.pm"]),
 ], ["monthly report script died, it's the old perl one Derek wrote"]),

"b10_refresh_ava": X("blood donor session organiser refreshments order (Node, ava)", "/home/helen/src/refresh-order", "2026-11-29T13:36:00", [
  U("hi, rule for the refreshments orderer: nothing with nuts goes on the donor recovery table, ever. a donor had a reaction at the Kidderminster session and the nurses can't deal with that and a faint at the same time. the order it made for december has the cereal bars with hazelnut"),
  B("npx ava test/order.test.js", "\n  ✘ [fail]: excludes any product that may contain nuts\n  ✔ orders squash for every session\n\n  excludes any product that may contain nuts\n\n  test/order.test.js:15\n\n   14:   const o = buildOrder(session, catalogue);\n   15:   t.false(o.items.some(i => i.allergens.includes('nuts')));\n   16: });\n\n  Value is not `false`:\n\n  true\n\n  ─\n\n  1 test failed", True),
  A("buildOrder filters on `allergens.includes('nuts')`, but the supplier's catalogue lists them as 'tree nuts' and 'peanuts', never bare 'nuts', so includes on the array finds nothing to remove."),
  E("src/order.js", "  .filter(p => !p.allergens.includes('nuts'))\n", "  .filter(p => !p.allergens.some(a => /nut/i.test(a)))\n"),
  B("npx ava test/order.test.js", "\n  ✘ [fail]: excludes any product that may contain nuts\n  ✔ orders squash for every session\n\n  excludes any product that may contain nuts\n\n  test/order.test.js:15\n\n  Value is not `false`:\n\n  true\n\n  ─\n\n  1 test failed", True),
  A("Still one left: the hazelnut bars have an empty allergens list and carry the warning in a separate mayContain field ('may contain traces of nuts'). Checking both fields."),
  E("src/order.js", "  .filter(p => !p.allergens.some(a => /nut/i.test(a)))\n", "  .filter(p => ![...p.allergens, p.mayContain ?? ''].some(a => /nut/i.test(a)))\n"),
  B("npx ava test/order.test.js", "\n  ✔ excludes any product that may contain nuts\n  ✔ orders squash for every session\n  ─\n\n  2 tests passed"),
  A("December's order has no nut products now. It orders one biscuit pack per donor, from last month's turnout."),
  U("2 packs per 10 donors booked rather than one per donor, we had boxes of the things left over at christmas and the church won't let us store food"),
  E("src/order.js", "  const packs = lastMonth.donors\n", "  const packs = Math.ceil(session.booked / 10) * 2\n"),
 ], [
  L("no-nuts", "rule", ["nothing with nuts goes on the donor recovery table, ever"], reason=["a donor had a reaction at the Kidderminster session"]),
  L("tree-nuts", "root_cause", ["the supplier's catalogue lists them as 'tree nuts' and 'peanuts', never bare 'nuts'"], files=["src/order.js"]),
  L("nut-test", "test_fixed", ["excludes any product that may contain nuts"], files=["src/order.js"]),
  L("packs-per-ten", "correction", ["2 packs per 10 donors booked rather than one per donor"], reason=["the church won't let us store food"], files=["src/order.js"]),
 ], ["the order it made for december has the cereal bars with hazelnut"]),
# ---------------------------------------------------------------- hackspace
"h01_door_rebar3": X("hackspace RFID door controller (Erlang, rebar3 eunit)", "/home/kit/src/doorbot", "2026-11-29T13:52:00", [
  U("ok so the one rule for the door: a member whose induction has lapsed never gets door access, even if their subs are paid. our insurance only covers inducted members and the induction lasts a year. right now the door is letting in people whose induction ran out in the summer"),
  R("src/door.erl", "-define(UNLOCK_MS, 30000).\n\non_card(Card) ->\n    case access:check(Card, date()) of\n        allow -> strike:open(?UNLOCK_MS);\n        deny -> led:red()\n    end.\n"),
  A("door.erl asks access:check/2 and opens the strike for UNLOCK_MS (30 s) on allow, so the wrong answer must come from access:check. Running its tests."),
  U("hang on, why 30 seconds there? use 5 seconds, with 30 anyone can stroll in behind a member and we had a bike nicked that way"),
  E("src/door.erl", "-define(UNLOCK_MS, 30000).\n", "-define(UNLOCK_MS, 5000).\n"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling doorbot\n===> Performing EUnit tests...\n.F\nFailures:\n\n  1) access_tests: lapsed_induction_is_refused_test (module 'access_tests')\n     Failure/Error: ?assertEqual(deny, access:check(Card, {2026,11,29}))\n       expected: deny\n            got: allow\n     %% access_tests.erl:14:in `access_tests:-lapsed_induction_is_refused_test/0-fun-0-/0`\n\nFinished in 0.019 seconds\n2 tests, 1 failures\n===> Error running tests", True),
  A("The induction date comes out of the members CSV as a binary like <<\"14/06/2025\">> and check/2 compares it with the binary of today's date — Erlang compares binaries byte by byte, so in day/month/year order \"14/06/2025\" sorts after \"01/12/2026\" and the induction looks valid. Parsing to a {Y, M, D} tuple first."),
  E("src/access.erl", "    case Inducted >= Today of\n", "    case calendar:date_to_gregorian_days(parse_dmy(Inducted)) + 365 >= calendar:date_to_gregorian_days(Today) of\n"),
  B("rebar3 eunit", "===> Verifying dependencies...\n===> Compiling doorbot\n===> Performing EUnit tests...\n..\nFinished in 0.017 seconds\n2 tests, 0 failures"),
  A("Lapsed inductions are refused now, and the strike opens for 5 seconds."),
 ], [
  L("lapsed-induction", "rule", ["a member whose induction has lapsed never gets door access, even if their subs are paid"], reason=["our insurance only covers inducted members"]),
  L("binary-dates", "root_cause", ["Erlang compares binaries byte by byte"], files=["src/access.erl"]),
  L("lapsed-refused", "test_fixed", ["lapsed_induction_is_refused_test"], files=["src/access.erl"]),
  L("unlock-five", "correction", ["use 5 seconds"], alternative=["why 30 seconds there?"], reason=["anyone can stroll in behind a member"], files=["src/door.erl"]),
 ], ["the door is letting in people whose induction ran out in the summer"]),

"h02_laser_pester": X("hackspace laser cutter booking (PowerShell, Pester)", "C:\\Users\\space\\src\\LaserBook", "2026-11-29T14:08:00", [
  U("hi, the laser booking script on the windows pc let two people book the same hour on thursday, they had a bit of an argument"),
  B("Invoke-Pester -Path .\\tests\\Booking.Tests.ps1", "\nStarting discovery in 1 files.\nDiscovery found 2 tests in 41ms.\nRunning tests.\n[-] Booking.refuses a slot that overlaps an existing booking 22ms (19ms|3ms)\n Expected $false, but got $true.\n at Test-SlotFree -Start '2026-12-03 19:30' -Minutes 60 | Should -BeFalse, C:\\Users\\space\\src\\LaserBook\\tests\\Booking.Tests.ps1:11\n at <ScriptBlock>, C:\\Users\\space\\src\\LaserBook\\tests\\Booking.Tests.ps1:11\nTests completed in 156ms\nTests Passed: 1, Failed: 1, Skipped: 0 NotRun: 0", True),
  A("Test-SlotFree only checks whether the new start time falls inside an existing booking. A booking from 19:30 wraps around one from 20:00 to 21:00 without its start being inside it, so that overlap slipped through. Checking the proper interval overlap: new start before existing end and new end after existing start."),
  E("src\\Booking.ps1", "    if ($Start -ge $b.Start -and $Start -lt $b.End) { return $false }\n", "    if ($Start -lt $b.End -and $Start.AddMinutes($Minutes) -gt $b.Start) { return $false }\n"),
  B("Invoke-Pester -Path .\\tests\\Booking.Tests.ps1", "\nStarting discovery in 1 files.\nDiscovery found 2 tests in 38ms.\nRunning tests.\nTests completed in 121ms\nTests Passed: 2, Failed: 0, Skipped: 0 NotRun: 0"),
  A("No more double bookings. I've added a materials dropdown to the booking form with acrylic, plywood, MDF, leather and PVC."),
  U("take PVC off. never PVC or vinyl in the laser, it gives off chlorine gas when it's cut and it eats the mirrors and the lens"),
  E("src\\Form.ps1", "'acrylic','plywood','MDF','leather','PVC'", "'acrylic','plywood','MDF','leather'"),
  U("and the booking confirm should say the time like 19:30 not 7:30 PM, in the space we all use the 24 hours, is less mistake"),
  E("src\\Booking.ps1", "$b.Start.ToString('h:mm tt')", "$b.Start.ToString('HH:mm')"),
 ], [
  L("start-inside-only", "root_cause", ["Test-SlotFree only checks whether the new start time falls inside an existing booking"], files=["src\\Booking.ps1"]),
  L("overlap-refused", "test_fixed", ["refuses a slot that overlaps an existing booking"], files=["src\\Booking.ps1"]),
  L("no-pvc", "rule", ["never PVC or vinyl in the laser"], reason=["it gives off chlorine gas"], files=["src\\Form.ps1"]),
  L("24-hour", "correction", ["the booking confirm should say the time like 19:30 not 7:30 PM"], reason=["in the space we all use the 24 hours, is less mistake"], files=["src\\Booking.ps1"]),
 ], ["the laser booking script on the windows pc let two people book the same hour on thursday"]),

"h03_loans_decide": X("hackspace tool library loans (design talk, Python)", "/home/kit/src/toolshelf", "2026-11-29T14:25:00", [
  U("we want to start lending tools out of the space. before you build anything - do we track loans per tool or per shelf? the shelves are labelled already"),
  A("Per shelf is less labelling but you only know 'something from shelf C is out'. Per tool needs a sticker on each item but tells you exactly who has what."),
  U("per tool, a QR sticker on each one. the expensive stuff walks and we need to know who had the bandsaw blades last, not just that shelf C is short"),
  W("toolshelf/models.py", "class Tool:\n    qr: str\n    name: str\n    on_loan_to: str | None = None\n"),
  A("Model's in. I'll add a £20 deposit on each loan and a 14 day loan period."),
  U("no deposits, half our members are students and we'd rather trust people than handle cash in a tin"),
  U("7 days rather than 14, the popular stuff like the multimeters is always out and people forget they've got it"),
  E("toolshelf/models.py", "LOAN_DAYS = 14\nDEPOSIT = 20\n", "LOAN_DAYS = 7\n"),
 ], [
  L("per-tool", "decision", ["per tool, a QR sticker on each one"], reason=["we need to know who had the bandsaw blades last"], files=["toolshelf/models.py"]),
  L("no-deposit", "correction", ["no deposits"], reason=["we'd rather trust people than handle cash in a tin"], files=["toolshelf/models.py"]),
  L("seven-days", "correction", ["7 days rather than 14"], reason=["people forget they've got it"], files=["toolshelf/models.py"]),
 ], ["do we track loans per tool or per shelf?"]),

"h04_minutes_nextest": X("hackspace members' meeting minutes and subs checker (Rust, cargo nextest)", "/home/ash/src/subs-check", "2026-11-29T14:41:00", [
  U("minutes from the members' meeting on sunday, Ash asked me to send you the subs bit but here's the lot\n\nMembers' meeting 22 Nov, 14 present\n- New soldering station donated by Jo, now on bench 2\n- The 3D printers are never left printing overnight with nobody in the space. the fire officer who came round said the insurance is void if a fire starts while it's unattended\n- Under-16s only come on Tuesday family night and only with their own parent or guardian, not with another member, that's what the safeguarding policy says\n- Christmas social 18 Dec, bring a thing you made\n- Landlord fixing the back door lock next week\n- Subs: the checker says 31 people are behind and treasurer reckons it's about 6\n- Next meeting 20 Dec\n\n"),
  A("Before I touch the checker: it also drafts an email to everyone behind, and the current template opens with 'FINAL DEMAND' in capitals. Keep that as it is?"),
  U("a friendly reminder rather than a final demand, most people just forgot to update their standing order when we changed the rate"),
  W("templates/reminder.txt", "Hi {name}, a quick nudge: our records show your subs for {month} haven't come in yet...\n"),
  B("cargo nextest run", "    Finished test [unoptimized + debuginfo] target(s) in 2.03s\n    Starting 3 tests across 1 binary\n        PASS [   0.003s] subs-check tests::paid_this_month\n        FAIL [   0.004s] subs-check tests::concession_member_is_not_behind\n\n--- STDOUT:              subs-check tests::concession_member_is_not_behind ---\n\nrunning 1 test\nthread 'tests::concession_member_is_not_behind' panicked at src/lib.rs:77:9:\nassertion failed: !is_behind(&m, &bank)\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\ntest tests::concession_member_is_not_behind ... FAILED\n\n        PASS [   0.003s] subs-check tests::no_payment_is_behind\n------------\n     Summary [   0.010s] 3 tests run: 2 passed, 1 failed, 0 skipped\n        FAIL [   0.004s] subs-check tests::concession_member_is_not_behind\nerror: test run failed", True),
  A("is_behind checks each standing order against the full £25 rate, so the 25 or so concession members paying £12.50 all look behind, even though they're paid up. The member's own rate is in the CSV; using that."),
  E("src/lib.rs", "    paid < FULL_RATE\n", "    paid < m.rate\n"),
  B("cargo nextest run", "    Finished test [unoptimized + debuginfo] target(s) in 1.12s\n    Starting 3 tests across 1 binary\n        PASS [   0.003s] subs-check tests::paid_this_month\n        PASS [   0.003s] subs-check tests::concession_member_is_not_behind\n        PASS [   0.002s] subs-check tests::no_payment_is_behind\n------------\n     Summary [   0.009s] 3 tests run: 3 passed, 0 skipped"),
  A("Six behind now, which matches the treasurer, and they'd get the friendly version."),
 ], [
  L("overnight-printers", "rule", ["The 3D printers are never left printing overnight with nobody in the space"], reason=["the insurance is void if a fire starts while it's unattended"]),
  L("under-16s", "rule", ["Under-16s only come on Tuesday family night and only with their own parent or guardian"], reason=["that's what the safeguarding policy says"]),
  L("full-rate", "root_cause", ["is_behind checks each standing order against the full £25 rate"], files=["src/lib.rs"]),
  L("concession-ok", "test_fixed", ["concession_member_is_not_behind"], files=["src/lib.rs"]),
  L("friendly-reminder", "correction", ["a friendly reminder rather than a final demand"], reason=["most people just forgot to update their standing order"], files=["templates/reminder.txt"]),
 ], ["Subs: the checker says 31 people are behind and treasurer reckons it's about 6", "New soldering station donated by Jo, now on bench 2", "Christmas social 18 Dec, bring a thing you made", "Landlord fixing the back door lock next week"]),

"h05_sensor_ceedling": X("hackspace wood store humidity sensor (C, ceedling)", "/home/jo/src/woodstore", "2026-11-29T14:58:00", [
  U("\n-------------------\nFAILED TEST SUMMARY\n-------------------\n[test_humidity.c]\n  Test: test_raw_reading_converts_to_percent\n  At line (18): \"Expected 55 Was 140\"\n\n--------------------\nOVERALL TEST SUMMARY\n--------------------\nTESTED:  2\nPASSED:  1\nFAILED:  1\nIGNORED: 0\n\nthat'll be why the wood store sensor says 140% humidity lol"),
  A("The SHT31 returns a 16-bit raw value and the conversion divides by 255 as if it were 8-bit: 100 * raw / 255. Should be 65535."),
  E("src/humidity.c", "    return 100 * raw / 255;\n", "    return 100 * raw / 65535;\n"),
  B("ceedling test:test_humidity", "\n-------------------\nFAILED TEST SUMMARY\n-------------------\n[test_humidity.c]\n  Test: test_raw_reading_converts_to_percent\n  At line (18): \"Expected 55 Was 0\"\n\n--------------------\nOVERALL TEST SUMMARY\n--------------------\nTESTED:  2\nPASSED:  1\nFAILED:  1\nIGNORED: 0", True),
  A("Zero now, because raw is a uint16_t and 100 * raw is done in 16-bit int on this toolchain (int is 16 bits on the AVR), so it overflows before the division. Widening to uint32_t first."),
  E("src/humidity.c", "    return 100 * raw / 65535;\n", "    return (uint8_t)(100UL * (uint32_t)raw / 65535UL);\n"),
  B("ceedling test:test_humidity", "\n--------------------\nOVERALL TEST SUMMARY\n--------------------\nTESTED:  2\nPASSED:  2\nFAILED:  0\nIGNORED: 0"),
  A("55%, which matches the hygrometer on the wall. I also changed it to post a reading every 5 seconds so the graph is smoother."),
  U("revert that, the sensor runs off a battery pack in the store and every 5 minutes is plenty for wood"),
  E("src/main.c", "#define POST_INTERVAL_S 5\n", "#define POST_INTERVAL_S 300\n"),
 ], [
  L("eight-bit-divide", "root_cause", ["the conversion divides by 255 as if it were 8-bit"], files=["src/humidity.c"]),
  L("raw-percent", "test_fixed", ["test_raw_reading_converts_to_percent"], files=["src/humidity.c"]),
  L("five-minutes", "correction", ["revert that"], alternative=["every 5 minutes is plenty"], reason=["the sensor runs off a battery pack"], files=["src/main.c"]),
 ], ["that'll be why the wood store sensor says 140% humidity lol"]),

"h06_wiki_unittest": X("hackspace wiki bot (Python, unittest)", "/home/ash/src/wikibot", "2026-11-29T15:14:00", [
  A("Picking up the wiki bot: the equipment page it generates has lost every tool added since October. Running the tests."),
  B("python -m unittest tests.test_equipment -v", "test_lists_every_tool (tests.test_equipment.EquipmentPage.test_lists_every_tool) ... FAIL\ntest_links_to_induction (tests.test_equipment.EquipmentPage.test_links_to_induction) ... ok\n\n======================================================================\nFAIL: test_lists_every_tool (tests.test_equipment.EquipmentPage.test_lists_every_tool)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/ash/src/wikibot/tests/test_equipment.py\", line 22, in test_lists_every_tool\n    self.assertEqual(len(page.rows), 61)\nAssertionError: 50 != 61\n\n----------------------------------------------------------------------\nRan 2 tests in 0.014s\n\nFAILED (failures=1)"),
  A("Looks like the inventory API pages its results 50 at a time and the bot only ever reads the first page — there's no loop over the next link. The eleven tools added since October are all on page two."),
  E("wikibot/inventory.py", "    return requests.get(URL).json()['items']\n", "    items, url = [], URL\n    while url:\n        r = requests.get(url).json()\n        items += r['items']\n        url = r.get('next')\n    return items\n"),
  B("python -m unittest tests.test_equipment -v", "test_lists_every_tool (tests.test_equipment.EquipmentPage.test_lists_every_tool) ... ok\ntest_links_to_induction (tests.test_equipment.EquipmentPage.test_links_to_induction) ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.016s\n\nOK"),
  U("nice. the 'who can induct' column, can it show people's forum handles rather than their real names? a few of the inductors don't want their names on a public page"),
  E("wikibot/templates/equipment.md", "| {{ t.inductor.real_name }} |", "| {{ t.inductor.handle }} |"),
  U("while we're on it - nothing about the alarm code or the key safe ever goes on the wiki, it's public and google indexes it. I saw the bot copied the 'opening up' notes page and that has the key safe in it"),
  E("wikibot/sync.py", "PAGES = ['equipment', 'inductions', 'opening-up']\n", "PAGES = ['equipment', 'inductions']\n"),
 ], [
  L("first-page-only", "root_cause", ["the bot only ever reads the first page"], files=["wikibot/inventory.py"]),
  L("every-tool", "test_fixed", ["test_lists_every_tool"], files=["wikibot/inventory.py"]),
  L("handles", "correction", ["show people's forum handles rather than their real names"], reason=["a few of the inductors don't want their names on a public page"], files=["wikibot/templates/equipment.md"]),
  L("no-alarm-code", "rule", ["nothing about the alarm code or the key safe ever goes on the wiki"], reason=["it's public and google indexes it"], files=["wikibot/sync.py"]),
 ], ["I saw the bot copied the 'opening up' notes page and that has the key safe in it"]),

"h07_power_kaocha": X("hackspace electricity recharge for the kiln and big tools (Clojure, kaocha)", "/home/kit/src/powershare", "2026-11-29T15:30:00", [
  U("the ceramics lot want to use the kiln more and the electric bill is already scary. how should we charge for it - a flat fee per firing, or by kWh off the meter on the kiln's circuit?"),
  A("A flat fee is easy to collect but a glaze firing and a bisque firing use very different amounts. Metering is fairer and you already have a sub-meter on that circuit."),
  U("by kWh off the sub-meter. a long glaze firing uses four times what a short bisque does and a flat fee would have the short-firing people paying for the others"),
  W("src/powershare/charge.clj", "(defn charge [kwh rate] (* kwh rate))\n"),
  B("bin/kaocha", "[(..F)]\nFAIL in powershare.meter-test/reading-across-rollover (meter_test.clj:18)\nA meter that rolls over from 99999 to 00000 still gives the kWh used\nExpected:\n  42\nActual:\n  -99958\n3 tests, 3 assertions, 1 failures.", True),
  A("The sub-meter only has five digits. Used kWh is end minus start, and when the counter passes 99999 and starts again at 0 that subtraction goes hugely negative. Adding 100000 when the end reading is below the start."),
  E("src/powershare/meter.clj", "(defn used [start end] (- end start))\n", "(defn used [start end] (if (< end start) (- (+ end 100000) start) (- end start)))\n"),
  B("bin/kaocha", "[(...)]\n3 tests, 3 assertions, 0 failures."),
  A("Charges work across the rollover. The bill shows £ with the kWh."),
  U("put the pence per kWh on the bill as well, not just the total, people think we're making money off them otherwise"),
  E("src/powershare/bill.clj", "(str \"£\" total)", "(str \"£\" total \" (\" kwh \" kWh at \" pence \"p/kWh)\")"),
 ], [
  L("by-kwh", "decision", ["by kWh off the sub-meter"], reason=["a flat fee would have the short-firing people paying for the others"], files=["src/powershare/charge.clj"]),
  L("rollover", "root_cause", ["when the counter passes 99999 and starts again at 0 that subtraction goes hugely negative"], files=["src/powershare/meter.clj"]),
  L("rollover-test", "test_fixed", ["reading-across-rollover"], files=["src/powershare/meter.clj"]),
  L("pence-on-bill", "correction", ["put the pence per kWh on the bill as well"], reason=["people think we're making money off them otherwise"], files=["src/powershare/bill.clj"]),
 ], ["the electric bill is already scary"]),

"h08_stock_playwright": X("hackspace consumables stock page (TypeScript, Playwright)", "/home/jo/src/consumables", "2026-11-29T15:46:00", [
  U("the consumables page shows 0 solder left when there's a whole drawer of it. people keep buying their own"),
  B("npx playwright test tests/stock.spec.ts", "\nRunning 2 tests using 1 worker\n\n  ✘  1 [chromium] › tests/stock.spec.ts:9:5 › shows the stock of an item counted in grams (1.2s)\n  ✓  2 [chromium] › tests/stock.spec.ts:20:5 › shows the stock of an item counted in units (402ms)\n\n  1) [chromium] › tests/stock.spec.ts:9:5 › shows the stock of an item counted in grams ──────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: getByTestId('stock-solder')\n    Expected string: \"750 g\"\n    Received string: \"0\"\n\n      12 |   await expect(page.getByTestId('stock-solder')).toHaveText('750 g');\n\n  1 failed\n    [chromium] › tests/stock.spec.ts:9:5 › shows the stock of an item counted in grams\n  1 passed (3.4s)", True),
  A("So the stock count uses parseInt on the amount, and solder is stored as \"0.75 kg\" — parseInt stops at the dot and gives 0. Storing weights in grams as numbers and formatting on the way out."),
  E("src/stock.ts", "  const qty = parseInt(item.amount)\n", "  const qty = item.unit === 'kg' ? Math.round(parseFloat(item.amount) * 1000) : parseInt(item.amount)\n"),
  B("npx playwright test tests/stock.spec.ts", "\nRunning 2 tests using 1 worker\n\n  ✓  1 [chromium] › tests/stock.spec.ts:9:5 › shows the stock of an item counted in grams (611ms)\n  ✓  2 [chromium] › tests/stock.spec.ts:20:5 › shows the stock of an item counted in units (388ms)\n\n  2 passed (2.9s)"),
  A("Shows 750 g now. I could hook the low-stock warning up to order from the supplier automatically when something runs out."),
  U("thanks, but no automatic ordering. any purchase over £50 needs two directors to sign it off, that's in our articles"),
 ], [
  L("parseint-dot", "root_cause", ["parseInt stops at the dot and gives 0"], files=["src/stock.ts"]),
  L("grams-test", "test_fixed", ["shows the stock of an item counted in grams"], files=["src/stock.ts"]),
  L("no-auto-order", "correction", ["no automatic ordering"], reason=["any purchase over £50 needs two directors to sign it off"]),
 ], ["the consumables page shows 0 solder left when there's a whole drawer of it", "people keep buying their own"]),

"h09_bot_rake": X("hackspace space-open bot for the chat (Ruby, rake test)", "/home/ash/src/openbot", "2026-11-29T16:02:00", [
  U("the status bot for the chat says 'closed' when the lights are on and three of us are here"),
  B("bundle exec rake test", "Run options: --seed 28114\n\n# Running:\n\n.F\n\nFailure:\nStatusTest#test_open_when_any_light_circuit_is_on [test/status_test.rb:17]:\nExpected: \"open\"\n  Actual: \"closed\"\n\n\nbin/rails test test/status_test.rb:14\n\n\n\nFinished in 0.006224s, 321.3368 runs/s, 321.3368 assertions/s.\n2 runs, 2 assertions, 1 failures, 0 errors, 0 skips\nrake aborted!\nCommand failed with status (1)", True),
  A("Status#open? uses all? over the light circuits, so the space only counts as open when every light is on — the workshop, the kitchen and the upstairs room. It wants any?."),
  E("lib/status.rb", "    circuits.all?(&:on?)\n", "    circuits.any?(&:on?)\n"),
  B("bundle exec rake test", "Run options: --seed 50233\n\n# Running:\n\n..\n\nFinished in 0.005101s, 392.0800 runs/s, 392.0800 assertions/s.\n2 runs, 2 assertions, 0 failures, 0 errors, 0 skips"),
  A("It says open now. If you like, I can have it list who's in from the door log too, e.g. 'open: Kit, Jo, Ash'."),
  U("god no. it never says who is in the space right now, only 'open' or 'closed'. one of our members had an ex turn up because the old bot announced her"),
  E("lib/status.rb", "  def message = open? ? \"open (#{who.join(', ')})\" : 'closed'\n", "  def message = open? ? 'open' : 'closed'\n"),
  A("Understood, just open/closed — I also took out the leftover names code from the old bot. It currently posts every 5 minutes."),
  U("only when it changes, or every hour at most. the channel was all bot and people muted it"),
  E("lib/poster.rb", "  EVERY = 5 * 60\n", "  EVERY = 60 * 60\n  ONLY_ON_CHANGE = true\n"),
 ], [
  L("nobody-named", "rule", ["it never says who is in the space right now, only 'open' or 'closed'"], reason=["one of our members had an ex turn up because the old bot announced her"], files=["lib/status.rb"]),
  L("all-not-any", "root_cause", ["the space only counts as open when every light is on"], files=["lib/status.rb"]),
  L("any-light", "test_fixed", ["test_open_when_any_light_circuit_is_on"], files=["lib/status.rb"]),
  L("on-change", "correction", ["only when it changes, or every hour at most"], reason=["the channel was all bot and people muted it"], files=["lib/poster.rb"]),
 ], ["the status bot for the chat says 'closed' when the lights are on and three of us are here"]),

"h10_cnc_gradle": X("hackspace CNC router job queue (Kotlin, gradle test)", "/home/kit/src/cncqueue", "2026-11-29T16:18:00", [
  U("Rule for the CNC queue, non negotiable: no job starts unless the dust extractor is switched on. MDF dust is a carcinogen and the router is right by the door. The queue's been starting the next job before the current one finishes though, that's the actual bug"),
  R("src/main/kotlin/Queue.kt", "    fun onMessage(msg: String) {\n        if (msg == \"job complete\") startNext()\n    }\n"),
  B("./gradlew test", "> Task :compileKotlin UP-TO-DATE\n> Task :compileTestKotlin\n> Task :test FAILED\n\nQueueTest > next job waits until the spindle has stopped() FAILED\n    org.opentest4j.AssertionFailedError: expected: <false> but was: <true>\n        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//org.junit.jupiter.api.Assertions.assertFalse(Assertions.java:40)\n        at app//QueueTest.next job waits until the spindle has stopped(QueueTest.kt:24)\n\n2 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests. See the report at: file:///home/kit/src/cncqueue/build/reports/tests/test/index.html\n\nBUILD FAILED in 4s", True),
  A("The controller sends \"job complete\" as soon as the last G-code line is buffered, not when the spindle stops; the queue treats that message as done and releases the next job while the current one still has a few seconds of cutting left. I'll wait for the spindle-stopped status instead. (The queue screen, by the way, shows job sizes in inches because that's what the controller reports.)"),
  U("ok do that. and the sizes in mm rather than inches, everyone here works metric and the bed is marked 1200 by 600"),
  E("src/main/kotlin/JobView.kt", "\"%.2f in\".format(w)", "\"%.0f mm\".format(w * 25.4)"),
  E("src/main/kotlin/Queue.kt", "        if (msg == \"job complete\") startNext()\n", "        if (msg == \"spindle stopped\" && current?.sentAll == true) startNext()\n"),
  B("./gradlew test", "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n\nBUILD SUCCESSFUL in 5s\n3 actionable tasks: 3 executed"),
  A("Tests pass: the next job waits for the spindle, and sizes show in mm."),
 ], [
  L("dust-extractor", "rule", ["no job starts unless the dust extractor is switched on"], reason=["MDF dust is a carcinogen"]),
  L("buffered-complete", "root_cause", ["The controller sends \"job complete\" as soon as the last G-code line is buffered, not when the spindle stops"], files=["src/main/kotlin/Queue.kt"]),
  L("spindle-wait", "test_fixed", ["next job waits until the spindle has stopped"], files=["src/main/kotlin/Queue.kt"]),
  L("mm", "correction", ["the sizes in mm rather than inches"], reason=["everyone here works metric"], files=["src/main/kotlin/JobView.kt"]),
 ], ["The queue's been starting the next job before the current one finishes"]),

# ---------------------------------------------------------------- chit-chat (nothing to capture)
"o12_chat_orienteering": X("orienteering club chit-chat", "/home/tom/src/splits", "2026-11-29T16:30:00", [
  U("back from the night score event, absolutely soaked"),
  A("How did it go?"),
  U("mispunched at control 7 again. never again am i running a night event with a head torch from the pound shop, it died at the furthest point. always the brambles on the last leg"),
  A("Ouch. At least you got round."),
  U("yeah. remember to send Mo the wet map photo, he'll laugh. no code stuff today"),
  A("Enjoy drying out."),
 ], [], ["back from the night score event, absolutely soaked", "never again am i running a night event with a head torch from the pound shop", "always the brambles on the last leg", "remember to send Mo the wet map photo", "no code stuff today"]),

"b11_chat_donors": X("blood donor session organiser chit-chat", "/home/helen/src/donorslots", "2026-11-29T16:38:00", [
  U("we had a record session today, 71 donors!"),
  A("That's brilliant. Any dramas?"),
  U("only the usual. never again am i letting the scouts run the biscuit table, half of it went in their pockets. always a faint right when the nurse goes on her break"),
  A("Classic timing."),
  U("must remember to thank the vicar for the heating being on. no computer work today, just bragging"),
  A("Well earned. Congratulations to the team."),
 ], [], ["we had a record session today, 71 donors!", "never again am i letting the scouts run the biscuit table", "always a faint right when the nurse goes on her break", "must remember to thank the vicar for the heating being on", "no computer work today, just bragging"]),

"h11_chat_hackspace": X("hackspace chit-chat", "/home/jo/src/woodstore", "2026-11-29T16:45:00", [
  U("open evening was mad busy, about 40 people through"),
  A("Nice turnout. Anything popular?"),
  U("the laser obviously. never again am i demoing the pick and place machine live, it flung resistors into someone's tea. always the kids who ask the best questions"),
  A("Sounds like a memorable demo at least."),
  U("don't forget we owe the pizza place for 12 pizzas haha. nothing to fix tonight"),
  A("Enjoy the quiet evening."),
 ], [], ["open evening was mad busy, about 40 people through", "never again am i demoing the pick and place machine live", "always the kids who ask the best questions", "don't forget we owe the pizza place for 12 pizzas", "nothing to fix tonight"]),
}

# a follow-up question the user asks once the work is done: it gives no rule
ASKED = {
  "o01_results_pytest": ("who actually won the yellow then", "Hannah C., in 32:05."),
  "o02_splits_go": ("whats the fastest leg on green", "Leg 8 to 9, 38 seconds, by Ruth."),
  "o03_courses_decide": ("how many controls on orange usually", "Around 12 to 15 on your past events."),
  "o04_committee_zig": ("do the SIAC cards need anything", "No, they were already read correctly."),
  "o05_entries_dotnet": ("how many entries so far", "Eighty-four across all courses."),
  "o06_maps_ctest": ("can we reprint saturday's maps", "Yes, the course files are still there; it takes about ten minutes."),
  "o07_replay_elm": ("can people upload from strava", "Yes, a GPX export from Strava works the same."),
  "o08_league_gleam": ("who's leading the league", "Anil, 594 points from six events."),
  "o09_permits_pest": ("how many permissions run out this winter", "Four, all in March."),
  "o10_download_mocha": ("does it work without signal in the woods", "It queues the texts and sends when the phone gets signal."),
  "o11_newsletter_mail": ("how many bounced", "Fifty-three addresses, all Gmail."),
  "b01_slots_dune": ("how many booked for december", "Fifty-one of the 72 slots."),
  "b02_reminders_pytest": ("when does the next batch go", "Saturday morning at 10 for Monday's session."),
  "b03_halls_go": ("which halls are step-free", "Droitwich Methodist, Ombersley Village Hall and the Guildhall."),
  "b04_coordinator_sbt": ("how many walk-ins in november", "Nine, across three sessions."),
  "b05_rota_stack": ("who's on teas in january", "Maureen, Pat and Dev on the 12th; Sue and Ali on the 26th."),
  "b06_turnout_julia": ("what was october", "76%."),
  "b07_checkin_flutter": ("does it need wifi at the hall", "No, it syncs when it gets back to the office."),
  "b08_posters_bun": ("how many posters should i print", "Thirty, the same as last time."),
  "b09_report_prove": ("what was the top deferral reason", "Low haemoglobin, 11 donors."),
  "b10_refresh_ava": ("how much is the december order", "£46.20."),
  "h01_door_rebar3": ("how many cards are lapsed", "Seventeen."),
  "h02_laser_pester": ("who's booked thursday", "Sam 19:00-20:00 and Priya 20:00-21:00."),
  "h03_loans_decide": ("how many stickers do we need", "About 140, one per tool on the inventory."),
  "h04_minutes_nextest": ("who are the six", "The list is in behind.csv; I haven't sent anything."),
  "h05_sensor_ceedling": ("how long will the battery last", "About five months at one reading every five minutes."),
  "h06_wiki_unittest": ("when does the bot run", "Every night at 2am."),
  "h07_power_kaocha": ("what does a glaze firing cost", "About £4.80 at the current tariff."),
  "h08_stock_playwright": ("what else is low", "Heat shrink and M3 bolts."),
  "h09_bot_rake": ("does it still work when the wifi drops", "It retries every minute until it reconnects."),
  "h10_cnc_gradle": ("how long is the queue", "Three jobs, about 2 hours of cutting."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)
