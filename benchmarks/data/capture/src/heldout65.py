# heldout65: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout64's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a toy library, a hedgehog rescue and a pub darts league (a canal restoration trust, a lifeboat station's shop
# and a seed library were briefed and found used or too near a used domain, so these three stand in for them).
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
# ---------------------------------------------------------------- toy library
"t01_duedate_pytest": X("toy library loans desk (Python, pytest)", "/home/mair/src/acorns-loans", "2026-11-29T08:05:00", [
  U("hi. before you touch the loans code: nothing with small parts is ever lent to a family whose youngest is under 3, the choking-hazard label is what our insurer goes by. and we never charge late fees, lots of our families are on universal credit and the whole point is that it's free. the actual bug: due dates are coming out as sundays and we're only open saturday mornings"),
  B("python -m pytest tests/test_due.py -q", ".F.                                                                      [100%]\n=================================== FAILURES ===================================\n__________________________ test_due_date_is_a_saturday _________________________\n\n    def test_due_date_is_a_saturday():\n        due = due_date(date(2026, 11, 28))\n>       assert due.weekday() == 5\nE       AssertionError: assert 6 == 5\nE        +  where 6 = <built-in method weekday of datetime.date object at 0x7f3a1c2e8b70>()\n\ntests/test_due.py:9: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_due.py::test_due_date_is_a_saturday - AssertionError: assert 6 == 5\n1 failed, 2 passed in 0.04s", True),
  R("acorns/due.py", "def due_date(lent_on):\n    d = lent_on + timedelta(days=14)\n    while d.weekday() != 6:\n        d += timedelta(days=1)\n    return d\n"),
  A("`due_date` walks forward until `weekday() != 6`, but Python's `weekday()` counts Monday as 0, so 6 is Sunday; whoever wrote it was thinking of `isoweekday()`, where Saturday is 6. Using 5."),
  E("acorns/due.py", "    while d.weekday() != 6:\n", "    while d.weekday() != 5:  # Saturday\n"),
  B("python -m pytest tests/test_due.py -q", "...                                                                      [100%]\n3 passed in 0.03s"),
  A("Green. Want me to add a late-fee column to the overdue report, just as information, so you can see who's been out longest?"),
  U("no fees column at all, even as info, the volunteers would start asking people for money. a days-overdue count is fine"),
  E("acorns/report.py", "COLUMNS = ['family', 'toy', 'due']\n", "COLUMNS = ['family', 'toy', 'due', 'days_overdue']\n"),
 ], [
  L("small-parts-under-3", "rule", ["nothing with small parts is ever lent to a family whose youngest is under 3"], reason=["the choking-hazard label is what our insurer goes by"]),
  L("no-late-fees", "rule", ["we never charge late fees"], reason=["the whole point is that it's free"]),
  L("weekday-six", "root_cause", ["Python's weekday() counts Monday as 0, so 6 is Sunday"], files=["acorns/due.py"]),
  L("due-saturday", "test_fixed", ["test_due_date_is_a_saturday"], files=["acorns/due.py"]),
  L("no-fees-column", "correction", ["no fees column at all, even as info"], alternative=["a days-overdue count is fine"], reason=["the volunteers would start asking people for money"], files=["acorns/report.py"]),
 ], ["due dates are coming out as sundays and we're only open saturday mornings"]),

"t02_batteries_gotest": X("toy library returns screen (Go, go test)", "/home/kev/src/returns", "2026-11-29T08:21:00", [
  U("--- FAIL: TestReturnNeedsBatteryCheck (0.00s)\n    returns_test.go:31: steps for \"Talking Farm Set\" = [count-pieces wipe shelve], want battery-out step\nFAIL\nFAIL\tgitlab.com/acorns/returns/steps\t0.003s\nFAIL\n\nreturn screen let kev skip the batteries again"),
  R("steps/steps.go", "func For(t Toy) []string {\n\ts := []string{\"count-pieces\", \"wipe\"}\n\tif slices.Contains(t.Tags, \"batteries\") {\n\t\ts = append(s, \"battery-out\")\n\t}\n\treturn append(s, \"shelve\")\n}\n"),
  A("The catalogue import never fills `Tags` — it drops everything from the spreadsheet's \"needs\" column into `Notes` as free text. So no toy has the tag and the step never appears. Looking at the notes instead."),
  E("steps/steps.go", "\tif slices.Contains(t.Tags, \"batteries\") {\n", "\tif strings.Contains(strings.ToLower(t.Notes), \"batter\") {\n"),
  B("go test ./steps/", "--- FAIL: TestPlainToyHasNoBatteryStep (0.00s)\n    steps_test.go:44: steps for \"Wooden Stacker\" = [count-pieces wipe battery-out shelve], want no battery-out step\nFAIL\nFAIL\tgitlab.com/acorns/returns/steps\t0.003s\nFAIL", True),
  A("That over-matched: the wooden stacker's note says \"no batteries needed\", which contains \"batter\". Rather than guess from prose, the import should set the tag properly — the \"needs\" column is a fixed list, so I'll split it into `Tags` there and go back to checking the tag."),
  E("importer/catalogue.go", "\t\tt.Notes = row[\"needs\"]\n", "\t\tt.Tags = splitNeeds(row[\"needs\"])\n\t\tt.Notes = row[\"notes\"]\n"),
  E("steps/steps.go", "\tif strings.Contains(strings.ToLower(t.Notes), \"batter\") {\n", "\tif slices.Contains(t.Tags, \"batteries\") {\n"),
  B("go test ./...", "ok  \tgitlab.com/acorns/returns/importer\t0.004s\nok  \tgitlab.com/acorns/returns/steps\t0.002s"),
  A("All green. I could make the battery step auto-tick when the last volunteer already checked that toy, to save a click."),
  U("thanks, but no auto-ticking. batteries have to come out before a toy goes back on the shelf, every single time, a leaked AA ruined a whole shelf of puzzles in may"),
 ], [
  L("notes-not-tags", "root_cause", ["The catalogue import never fills Tags"], files=["importer/catalogue.go"]),
  L("battery-check", "test_fixed", ["TestReturnNeedsBatteryCheck"], files=["steps/steps.go", "importer/catalogue.go"]),
  L("no-auto-tick", "correction", ["no auto-ticking"], reason=["a leaked AA ruined a whole shelf of puzzles"]),
  L("batteries-out", "rule", ["batteries have to come out before a toy goes back on the shelf"], reason=["a leaked AA ruined a whole shelf of puzzles in may"]),
 ], ["return screen let kev skip the batteries again"]),

"t03_members_decide": X("toy library membership form (decision before code)", "/home/mair/src/acorns-loans", "2026-11-29T08:37:00", [
  U("question before you start on the new membership form. do we ask for each child's name or just their ages? the council grant wants numbers of children by age, nothing else"),
  A("Names make the desk friendlier (\"hi Alfie\") and help when two families share a surname; ages alone are enough for the grant and mean you hold much less about children. Your call."),
  U("just ages, no names. we don't need a child's name to lend them a toy and then we're not holding data on kids"),
  W("acorns/forms.py", "class MemberForm(forms.Form):\n    adult_name = forms.CharField()\n    email = forms.EmailField()\n    children_dob = forms.CharField(help_text='dates of birth, comma separated')\n"),
  A("Form's in: the adult's name and email, and the children's dates of birth so the ages stay correct as they grow."),
  U("why date of birth there? use age bands, 0-2 / 3-5 / 6+. a birthday is still personal data and the bands are all the grant asks for"),
  E("acorns/forms.py", "    children_dob = forms.CharField(help_text='dates of birth, comma separated')\n", "    under_3 = forms.IntegerField(min_value=0)\n    age_3_to_5 = forms.IntegerField(min_value=0)\n    age_6_plus = forms.IntegerField(min_value=0)\n"),
  U("oh and the form never asks about benefits. people tick 'free membership' and we take their word for it, that's how we keep it dignified"),
  A("There's no benefits question; the free membership is a single tickbox with no follow-up."),
  E("acorns/forms.py", "    email = forms.EmailField()\n", "    email = forms.EmailField()\n    free_membership = forms.BooleanField(required=False)\n"),
 ], [
  L("ages-not-names", "decision", ["just ages, no names"], reason=["we're not holding data on kids"]),
  L("age-bands", "correction", ["use age bands, 0-2 / 3-5 / 6+"], alternative=["why date of birth there?"], reason=["a birthday is still personal data"], files=["acorns/forms.py"]),
  L("no-benefits-question", "rule", ["the form never asks about benefits"], reason=["that's how we keep it dignified"], files=["acorns/forms.py"]),
 ], ["do we ask for each child's name or just their ages?"]),

"t04_quarantine_sbt": X("toy library quarantine shelf (Scala, sbt test)", "/home/jon/src/shelf", "2026-11-29T08:50:00", [
  A("Carrying on from Thursday: the quarantine shelf still shows returned toys as ready straight away. Running the spec."),
  B("sbt \"testOnly shelf.QuarantineSpec\"", "[info] welcome to sbt 1.9.7 (Eclipse Adoptium Java 17.0.9)\n[info] loading project definition from /home/jon/src/shelf/project\n[info] compiling 1 Scala source to /home/jon/src/shelf/target/scala-3.3.1/test-classes ...\n[info] QuarantineSpec:\n[info] - a returned toy is not ready before 48 hours *** FAILED ***\n[info]   true was not equal to false (QuarantineSpec.scala:14)\n[info] - a toy is ready after 48 hours\n[info] Run completed in 212 milliseconds.\n[info] Total number of tests run: 2\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tshelf.QuarantineSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful\n[error] Total time: 4 s, completed 29 Nov 2026, 08:51:12", True),
  A("`Duration.between(now, returnedAt)` has its arguments the wrong way round, so for any toy returned in the past the elapsed time is negative, and the readiness test `hours.abs >= 48` was added at some point to hide the negative instead of fixing it. Swapping the arguments and dropping `.abs`."),
  E("src/main/scala/shelf/Quarantine.scala", "  val hours = Duration.between(now, returnedAt).toHours.abs\n", "  val hours = Duration.between(returnedAt, now).toHours\n"),
  B("sbt \"testOnly shelf.QuarantineSpec\"", "[info] QuarantineSpec:\n[info] - a returned toy is not ready before 48 hours\n[info] - a toy is ready after 48 hours\n[info] Run completed in 188 milliseconds.\n[info] Total number of tests run: 2\n[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 3 s, completed 29 Nov 2026, 08:53:40"),
  A("Both pass. I also shortened the quarantine for wooden toys to 24 hours, since they're wiped rather than washed."),
  U("revert that. 48 hours for every toy, no exceptions, the health visitor who checked us said wood holds bugs longer not shorter"),
  E("src/main/scala/shelf/Quarantine.scala", "  def hoursFor(t: Toy) = if t.material == Wood then 24 else 48\n", "  def hoursFor(t: Toy) = 48\n"),
 ], [
  L("between-swapped", "root_cause", ["has its arguments the wrong way round, so for any toy returned in the past the elapsed time is negative"], files=["src/main/scala/shelf/Quarantine.scala"]),
  L("not-ready-48", "test_fixed", ["a returned toy is not ready before 48 hours"], files=["src/main/scala/shelf/Quarantine.scala"]),
  L("wood-revert", "correction", ["revert that"], reason=["the health visitor who checked us said wood holds bugs longer not shorter"], files=["src/main/scala/shelf/Quarantine.scala"]),
 ], []),

"t05_labels_zig": X("toy library volunteers' meeting notes and piece-count label printer (Zig, zig build test)", "/home/jon/src/labelprint", "2026-11-29T09:04:00", [
  U("notes from wednesday's volunteers meeting, Mair asked me to send them round and there's a label thing in there for you\n\n- Welcome to Priya and Tom who start on saturdays in december!\n- No toy goes out without its pieces counted against the bag label, and the family signs for the count, we lost four jigsaws that way last term\n- Label printer: the piece count on the bag labels is wrong for anything with 10 or more pieces, the 12 piece puzzle says 2\n- Christmas closing: last session 19th, back 9th jan\n- The volunteer rota on the noticeboard never shows anyone's phone number, use the whatsapp group, one of the mums got messages from a stranger after it was photographed\n- Thanks to the Co-op for the donation of storage boxes\n- Jon to fix the leaking tap in the kitchen\n\nthat's it, jon"),
  B("zig build test", "test\n+- run test 1/2 passed, 1 failed\nerror: 'label.test.count of twelve prints 12' failed: expected \"Pieces: 12\", found \"Pieces: 2\"\n/home/jon/src/labelprint/src/label.zig:41:5: 0x1043b2a in test.count of twelve prints 12 (test)\n    try std.testing.expectEqualStrings(\"Pieces: 12\", out);\n    ^\nerror: while executing test 'label.test.count of twelve prints 12', the following test command failed:\n/home/jon/src/labelprint/zig-cache/o/7f1e0d2c/test --listen=-\nBuild Summary: 1/3 steps succeeded; 1 failed; 1/2 tests passed; 1 failed\ntest transitive failure\n+- run test 1/2 passed, 1 failed", True),
  A("The count goes onto the label as a single character, `'0' + @as(u8, @intCast(count % 10))`, which was fine for the first printer's one-digit field but drops the tens for anything over 9. Formatting the whole number with `bufPrint` instead."),
  E("src/label.zig", "    const digit: u8 = '0' + @as(u8, @intCast(count % 10));\n    return std.fmt.bufPrint(buf, \"Pieces: {c}\", .{digit});\n", "    return std.fmt.bufPrint(buf, \"Pieces: {d}\", .{count});\n"),
  B("zig build test", "Build Summary: 3/3 steps succeeded; 2/2 tests passed\ntest success\n+- run test 2 passed 4ms MaxRSS:1M"),
  U("nice one cheers"),
 ], [
  L("pieces-signed", "rule", ["No toy goes out without its pieces counted against the bag label"], reason=["we lost four jigsaws that way last term"]),
  L("rota-no-phones", "rule", ["The volunteer rota on the noticeboard never shows anyone's phone number"], reason=["one of the mums got messages from a stranger"]),
  L("single-digit", "root_cause", ["drops the tens for anything over 9"], files=["src/label.zig"]),
  L("count-twelve", "test_fixed", ["count of twelve prints 12"], files=["src/label.zig"]),
 ], ["the piece count on the bag labels is wrong for anything with 10 or more pieces", "Welcome to Priya and Tom who start on saturdays in december!", "Jon to fix the leaking tap in the kitchen", "nice one cheers"]),

"t06_catalogue_elm": X("toy library online catalogue (Elm, elm-test)", "/home/priya/src/catalogue", "2026-11-29T09:17:00", [
  U("could the catalogue page let parents filter by their kid's age? each toy has an age range already"),
  W("src/Filter.elm", "module Filter exposing (byAge)\n\nbyAge : Int -> List Toy -> List Toy\nbyAge age =\n    List.filter (\\t -> t.minAge <= age && age < t.maxAge)\n"),
  B("npx elm-test tests/FilterTest.elm", "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 218834193\n\n↓ FilterTest\n↓ byAge\n✗ keeps a toy for a child at the top of its range\n\n    []\n    ╷\n    │ Expect.equal\n    ╵\n    [{ maxAge = 5, minAge = 3, name = \"Shape Sorter\" }]\n\n\nTEST RUN FAILED\n\nDuration: 164 ms\nPassed:   2\nFailed:   1", True),
  A("I wrote the upper bound as exclusive (`age < t.maxAge`), but the library's ranges are inclusive at both ends — \"3-5\" on the label means a five-year-old can have it. Making it `<=`."),
  E("src/Filter.elm", "t.minAge <= age && age < t.maxAge", "t.minAge <= age && age <= t.maxAge"),
  B("npx elm-test tests/FilterTest.elm", "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 1190024871\n\nTEST RUN PASSED\n\nDuration: 151 ms\nPassed:   3\nFailed:   0"),
  A("Filter works; it's a slider from 0 to 12 above the grid."),
  U("the age should be a dropdown not a slider, parents are on cheap phones and can't land a slider on the exact number"),
  E("src/Main.elm", "ageSlider model", "ageDropdown model"),
 ], [
  L("inclusive-top", "root_cause", ["the library's ranges are inclusive at both ends"], files=["src/Filter.elm"]),
  L("top-of-range", "test_fixed", ["keeps a toy for a child at the top of its range"], files=["src/Filter.elm"]),
  L("dropdown", "correction", ["the age should be a dropdown not a slider"], reason=["can't land a slider on the exact number"], files=["src/Main.elm"]),
 ], ["could the catalogue page let parents filter by their kid's age?"]),

"t07_reminders_prove": X("toy library overdue reminder script (Perl, prove)", "/home/mair/src/reminders", "2026-11-29T09:31:00", [
  U("the overdue email went to three families who'd brought everything back on time. embarrassing. the script is the old perl one Dave wrote in 2014"),
  B("prove -l t/", "t/overdue.t .. \n1..4\nok 1 - nothing overdue on the day\nnot ok 2 - a toy due on the 7th is not overdue on the 21st return\n#   Failed test 'a toy due on the 7th is not overdue on the 21st return'\n#   at t/overdue.t line 18.\n#          got: '1'\n#     expected: '0'\nok 3 - a toy two weeks late is overdue\nok 4 - returned toys are skipped\n# Looks like you failed 1 test of 4.\nt/overdue.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/4 subtests \n\nTest Summary Report\n-------------------\nt/overdue.t (Wstat: 256 (wstat 1, 0x100) Tests: 4 Failed: 1)\n  Failed test:  2\n  Non-zero exit status: 1\nFiles=1, Tests=4,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.04 cusr  0.00 csys =  0.06 CPU)\nResult: FAIL", True),
  A("Dates are kept as `YYYY-M-D` without zero padding and compared with `lt`, Perl's string comparison: \"2026-11-7\" sorts after \"2026-11-21\" because '7' > '2'. Padding them when they're read."),
  E("lib/Overdue.pm", "    my $due = $row->{due};\n", "    my $due = sprintf '%04d-%02d-%02d', split /-/, $row->{due};\n"),
  B("prove -l t/", "t/overdue.t .. \n1..4\nok 1 - nothing overdue on the day\nok 2 - a toy due on the 7th is not overdue on the 21st return\nnot ok 3 - a toy two weeks late is overdue\n#   Failed test 'a toy two weeks late is overdue'\n#   at t/overdue.t line 24.\n#          got: '0'\n#     expected: '1'\nok 4 - returned toys are skipped\n# Looks like you failed 1 test of 4.\nResult: FAIL", True),
  A("Half of it: the due date is padded now, but `today` is still built the old way with `\"$y-$m-$d\"`, so the other side of the comparison is unpadded. Padding both through one helper."),
  E("lib/Overdue.pm", "my $today = \"$y-$m-$d\";\n", "my $today = ymd($y, $m, $d);\n"),
  B("prove -l t/", "t/overdue.t .. ok\nAll tests successful.\nFiles=1, Tests=4,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.03 cusr  0.01 csys =  0.06 CPU)\nResult: PASS"),
  U("phew. and while you're in there, sign the email from 'the Acorns volunteers', not from Dave. whoever is named gets all the replies and we rotate who's on"),
  E("templates/overdue.txt", "Thanks,\nDave", "Thanks,\nthe Acorns volunteers"),
 ], [
  L("unpadded-lt", "root_cause", ["Dates are kept as YYYY-M-D without zero padding and compared with lt"], files=["lib/Overdue.pm"]),
  L("due-7th", "test_fixed", ["a toy due on the 7th is not overdue on the 21st return"], files=["lib/Overdue.pm"]),
  L("sign-volunteers", "correction", ["sign the email from 'the Acorns volunteers', not from Dave"], reason=["whoever is named gets all the replies"], files=["templates/overdue.txt"]),
 ], ["the overdue email went to three families who'd brought everything back on time", "the script is the old perl one Dave wrote in 2014"]),

"t08_donations_pester": X("toy library donations intake (PowerShell, Pester)", "C:\\Users\\acorns\\src\\donations", "2026-11-29T09:46:00", [
  U("Donated toys never go on the shelf until the safety check is signed by two volunteers, we had a cot mobile with a frayed cord come in last year. That's the rule for anything you write here. Today's problem is that the import from the donations spreadsheet jumbles half the rows"),
  B("Invoke-Pester -Path .\\tests\\Import.Tests.ps1 -Output Detailed", "Pester v5.5.0\n\nStarting discovery in 1 files.\nDiscovery found 2 tests in 41ms.\nRunning tests.\n\nRunning tests from 'C:\\Users\\acorns\\src\\donations\\tests\\Import.Tests.ps1'\nDescribing Import-Donations\n  [+] reads the donor and item 38ms (31ms|7ms)\n  [-] keeps a description with a comma in one field 19ms (17ms|2ms)\n   Expected 'Jigsaw, 100 pieces', but got 'Jigsaw'.\n   at $rows[1].Description | Should -Be 'Jigsaw, 100 pieces', C:\\Users\\acorns\\src\\donations\\tests\\Import.Tests.ps1:14\n   at <ScriptBlock>, C:\\Users\\acorns\\src\\donations\\tests\\Import.Tests.ps1:14\nTests completed in 412ms\nTests Passed: 1, Failed: 1, Skipped: 0 NotRun: 0", True),
  A("The laptop exports the sheet with semicolons between columns — its region is set to Poland, where the comma is the decimal mark — but `Import-Csv` is called without `-Delimiter`, so it splits on commas inside the descriptions. Telling it the delimiter."),
  E("Import-Donations.ps1", "    $rows = Import-Csv -Path $Path\n", "    $rows = Import-Csv -Path $Path -Delimiter ';'\n"),
  B("Invoke-Pester -Path .\\tests\\Import.Tests.ps1 -Output Detailed", "Pester v5.5.0\n\nStarting discovery in 1 files.\nDiscovery found 2 tests in 39ms.\nRunning tests.\nDescribing Import-Donations\n  [+] reads the donor and item 35ms (29ms|6ms)\n  [+] keeps a description with a comma in one field 11ms (9ms|2ms)\nTests completed in 361ms\nTests Passed: 2, Failed: 0, Skipped: 0 NotRun: 0"),
  A("Fixed. Should the script also send each donor a thank-you email once their toy is logged?"),
  U("no thank-you emails from the script please, lots of donations are anonymous, bags left on the step, and the rest we thank in person"),
 ], [
  L("two-signatures", "rule", ["Donated toys never go on the shelf until the safety check is signed by two volunteers"], reason=["we had a cot mobile with a frayed cord come in last year"]),
  L("semicolon-delimiter", "root_cause", ["Import-Csv is called without -Delimiter, so it splits on commas inside the descriptions"], files=["Import-Donations.ps1"]),
  L("comma-field", "test_fixed", ["keeps a description with a comma in one field"], files=["Import-Donations.ps1"]),
  L("no-thankyou-mail", "correction", ["no thank-you emails from the script"], reason=["lots of donations are anonymous"]),
 ], ["the import from the donations spreadsheet jumbles half the rows"]),

"t09_rota_mocha": X("toy library volunteer rota (JavaScript, mocha)", "/home/priya/src/rota", "2026-11-29T10:01:00", [
  U("when two people swap a saturday the rota ends up with both of them on it"),
  B("npx mocha test/swap.test.js", "\n\n  swap\n    ✔ moves a volunteer to the new date\n    1) takes the volunteer off the old date\n\n\n  1 passing (9ms)\n  1 failing\n\n  1) swap\n       takes the volunteer off the old date:\n\n      AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:\n+ actual - expected\n\n  [\n+   'Tom',\n    'Mair'\n  ]\n      + expected - actual\n\n      at Context.<anonymous> (test/swap.test.js:17:12)\n      at process.processImmediate (node:internal/timers:478:21)\n", True),
  R("src/swap.js", "function swap(rota, who, from, to) {\n  rota[to].push(who);\n  rota[from].filter(n => n !== who);\n  return rota;\n}\n"),
  A("`Array.prototype.filter` returns a new array and leaves the original alone; the result is thrown away, so the old date keeps the name. Assigning it back."),
  E("src/swap.js", "  rota[from].filter(n => n !== who);\n", "  rota[from] = rota[from].filter(n => n !== who);\n"),
  B("npx mocha test/swap.test.js", "\n\n  swap\n    ✔ moves a volunteer to the new date\n    ✔ takes the volunteer off the old date\n\n\n  2 passing (7ms)\n"),
  U("ta. while you're on the rota: a session must never end up with one adult on their own, always two, that's our safeguarding policy. if a swap would leave one, block it"),
  A("A swap that leaves the old date with fewer than two adults is now refused with a message saying who's left on it."),
  E("src/swap.js", "function swap(rota, who, from, to) {\n", "function swap(rota, who, from, to) {\n  if (rota[from].length - 1 < 2) throw new Error(`that would leave ${rota[from].length - 1} on ${from}`);\n"),
  U("the message should say 'ask Mair to find cover' rather than the count, people don't know what to do with a number"),
  E("src/swap.js", "throw new Error(`that would leave ${rota[from].length - 1} on ${from}`)", "throw new Error(`ask Mair to find cover for ${from}`)"),
 ], [
  L("filter-discarded", "root_cause", ["returns a new array and leaves the original alone; the result is thrown away"], files=["src/swap.js"]),
  L("off-old-date", "test_fixed", ["takes the volunteer off the old date"], files=["src/swap.js"]),
  L("two-adults", "rule", ["a session must never end up with one adult on their own, always two"], reason=["that's our safeguarding policy"], files=["src/swap.js"]),
  L("ask-mair", "correction", ["the message should say 'ask Mair to find cover' rather than the count"], reason=["people don't know what to do with a number"], files=["src/swap.js"]),
 ], ["when two people swap a saturday the rota ends up with both of them on it"]),

"t10_barcodes_ava": X("toy library barcode labels (Node, ava)", "/home/kev/src/barcodes", "2026-11-29T10:15:00", [
  A("Before I rewrite the label generator: do you want Code 128 barcodes like now, or QR codes? QR would let parents scan a toy for its instructions."),
  U("code 128. the scanner on the desk was donated and only reads barcodes, a new one is £90 we haven't got"),
  B("npx ava test/code128.test.js", "\n  ✔ encodes the start character\n  ✘ [fail]: check digit for TOY-0412\n\n  check digit for TOY-0412\n\n  test/code128.test.js:11\n\n   10:   const bars = encode('TOY-0412');\n   11:   t.is(checksum(bars), 57);\n   12: });\n\n  Difference (- actual, + expected):\n\n  - 60\n  + 57\n\n  › file://test/code128.test.js:11:5\n\n  ─\n\n  1 test failed", True),
  A("The checksum weights each character by its position starting at 0, but in Code 128 the start character has weight 1 and the first data character also weight 1 — the loop's index is one short for every data character. Starting the weights at 1."),
  E("src/code128.js", "  chars.forEach((c, i) => { sum += value(c) * i; });\n", "  chars.forEach((c, i) => { sum += value(c) * (i + 1); });\n"),
  B("npx ava test/code128.test.js", "\n  ✔ encodes the start character\n  ✔ check digit for TOY-0412\n  ─\n\n  2 tests passed"),
  A("Labels print the barcode with the toy's full name underneath."),
  U("why the full name there? use the catalogue number only, the labels are 25mm and the names get cut off halfway"),
  E("src/label.js", "  text: toy.name,\n", "  text: toy.number,\n"),
 ], [
  L("code128", "decision", ["code 128"], reason=["the scanner on the desk was donated and only reads barcodes"]),
  L("weights-from-zero", "root_cause", ["The checksum weights each character by its position starting at 0"], files=["src/code128.js"]),
  L("check-digit", "test_fixed", ["check digit for TOY-0412"], files=["src/code128.js"]),
  L("number-only", "correction", ["use the catalogue number only"], alternative=["why the full name there?"], reason=["the labels are 25mm and the names get cut off"], files=["src/label.js"]),
 ], []),

"t11_chat_toys": X("toy library chit-chat", "/home/mair/src/acorns-loans", "2026-11-29T10:29:00", [
  U("saturday was mad, 31 families through the door. never again am i running the desk on my own with the santa visit on"),
  A("That sounds like a lot for one desk. Did the santa visit go well?"),
  U("the kids loved it. always check the beard before handing it back to the scouts, that's all i'm saying lol"),
  A("Wise words."),
  U("must buy more wet wipes before next week. right, nothing to do today, just wanted to moan"),
  A("Moan heard. Have a restful week."),
 ], [], ["never again am i running the desk on my own with the santa visit on", "always check the beard before handing it back to the scouts", "must buy more wet wipes before next week", "nothing to do today, just wanted to moan", "saturday was mad, 31 families through the door"]),
# ---------------------------------------------------------------- hedgehog rescue
"h01_weights_stack": X("hedgehog rescue release list (Haskell, stack test)", "/home/sue/src/hogbook", "2026-11-29T10:40:00", [
  U("first thing: a hog is never released under 600g, they won't make it through hibernation. and the release list has just put Bramble on it at 560g, so something's off"),
  B("stack test --ta '--match \"releasable\"'", "hogbook> test (suite: hogbook-test, args: --match \"releasable\")\n\nRelease\n  releasable\n    keeps a 560g hog off the list FAILED [1]\n    lets a 640g hog go [✔]\n\nFailures:\n\n  test/ReleaseSpec.hs:12:7: \n  1) Release.releasable keeps a 560g hog off the list\n       expected: False\n        but got: True\n\n  To rerun use: --match \"/Release/releasable/keeps a 560g hog off the list/\"\n\nRandomized with seed 1502948817\n\nFinished in 0.0011 seconds\n2 examples, 1 failure\n\nhogbook> Test suite hogbook-test failed\nError: [S-7282]\n       Stack failed to execute the build plan.", True),
  R("src/Release.hs", "minWeight :: Double\nminWeight = 0.6\n\nreleasable :: Hog -> Bool\nreleasable h = grams h >= minWeight\n"),
  A("Mismatch of units: `grams h` is in grams and `minWeight` is written as 0.6 — kilos — so anything heavier than 0.6 g passes. I'll make the threshold 600 and give it a type that says grams."),
  E("src/Release.hs", "minWeight :: Double\nminWeight = 0.6\n", "minWeight :: Grams\nminWeight = 600\n"),
  B("stack test --ta '--match \"releasable\"'", "hogbook> test (suite: hogbook-test, args: --match \"releasable\")\n\nRelease\n  releasable\n    keeps a 560g hog off the list [✔]\n    lets a 640g hog go [✔]\n\nFinished in 0.0009 seconds\n2 examples, 0 failures\n\nhogbook> Test suite hogbook-test passed"),
  A("Bramble is off the list now. The weight chart on her page shows 0.56 kg — same units problem in the view?"),
  U("no that's just how it displays. but show grams not kilos on the chart, the kitchen scales read grams and that's what we write on the card"),
  E("src/View/Chart.hs", "  show (fromGrams w / 1000) <> \" kg\"\n", "  show (fromGrams w) <> \" g\"\n"),
 ], [
  L("never-under-600", "rule", ["a hog is never released under 600g"], reason=["they won't make it through hibernation"]),
  L("kilos-vs-grams", "root_cause", ["grams h is in grams and minWeight is written as 0.6"], files=["src/Release.hs"]),
  L("keeps-560", "test_fixed", ["keeps a 560g hog off the list"], files=["src/Release.hs"]),
  L("chart-grams", "correction", ["show grams not kilos on the chart"], reason=["the kitchen scales read grams"], files=["src/View/Chart.hs"]),
 ], ["the release list has just put Bramble on it at 560g, so something's off"]),

"h02_admissions_rake": X("hedgehog rescue admissions from the vet (Ruby, rake test)", "/home/sue/src/admissions", "2026-11-29T10:54:00", [
  U("Run options: --seed 40522\n\n# Running:\n\n.F.\n\nFailure:\nAdmissionTest#test_vet_form_keeps_the_finder [test/admission_test.rb:22]:\nExpected nil to be truthy.\n\nrails test test/admission_test.rb:18\n\nFinished in 0.041126s, 72.9465 runs/s, 97.2620 assertions/s.\n3 runs, 4 assertions, 1 failures, 0 errors, 0 skips\nrake aborted!\n\nadmissions the vet sends us come in with no finder on them. need the finder to ring with updates"),
  R("app/models/admission.rb", "class Admission\n  def self.from_vet(params)\n    new(hog: params[:hog], found_at: params[:found_at], finder: params[:finder])\n  end\nend\n"),
  A("The vet practice's form posts the field as `finder_name` (it's in their webhook payload from the last update), and `from_vet` reads `params[:finder]`, which is always nil. Reading `finder_name`, with the old key as a fallback for anything already queued."),
  E("app/models/admission.rb", "finder: params[:finder])", "finder: params[:finder_name] || params[:finder])"),
  B("bundle exec rake test TEST=test/admission_test.rb", "Run options: --seed 11873\n\n# Running:\n\n...\n\nFinished in 0.038244s, 78.4437 runs/s, 104.5916 assertions/s.\n3 runs, 4 assertions, 0 failures, 0 errors, 0 skips"),
  A("Passing. People love seeing where hogs came from — I could put each admission on the public map with the place it was found."),
  U("thanks, but no map of admissions, finders' addresses stay private. someone turned up at a finder's door last year wanting 'their' hedgehog back"),
 ], [
  L("finder-name", "root_cause", ["posts the field as finder_name", "reads params[:finder], which is always nil"], files=["app/models/admission.rb"]),
  L("keeps-finder", "test_fixed", ["test_vet_form_keeps_the_finder"], files=["app/models/admission.rb"]),
  L("no-admissions-map", "correction", ["no map of admissions, finders' addresses stay private"], reason=["someone turned up at a finder's door last year"]),
 ], ["admissions the vet sends us come in with no finder on them"]),

"h03_feeding_flutter": X("hedgehog rescue volunteer feeding app (Dart, flutter test)", "/home/lina/src/hogfeed", "2026-11-29T11:08:00", [
  A("The feeding card widget test you mentioned is still failing; here's the run."),
  B("flutter test test/feeding_card_test.dart", "00:02 +0: loading /home/lina/src/hogfeed/test/feeding_card_test.dart\n00:03 +0 -1: FeedingCard shows the adult menu [E]\n  Test failed. See exception logs above.\n  The test description was: FeedingCard shows the adult menu\n\n══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════════════════════\nThe following TestFailure was thrown running a test:\nExpected: exactly one matching candidate\n  Actual: _TextWidgetFinder:<Found 0 widgets with text \"Meaty cat food, water\": []>\n   Which: means none were found but one was expected\n\nWhen the exception was thrown, this was the stack:\n#4      main.<anonymous closure> (file:///home/lina/src/hogfeed/test/feeding_card_test.dart:19:5)\n════════════════════════════════════════════════════════════════════════════════════\n00:03 +1 -1: Some tests failed.", True),
  R("assets/feeding.json", "{\"adult\": \"Cat food, milk\", \"hoglet\": \"Esbilac every 2h\"}\n"),
  A("The card reads `assets/feeding.json`, which was copied from a 2019 leaflet and still says \"Cat food, milk\". The widget's fine; the data is old. Updating the entry."),
  E("assets/feeding.json", "\"adult\": \"Cat food, milk\"", "\"adult\": \"Meaty cat food, water\""),
  B("flutter test test/feeding_card_test.dart", "00:03 +1 -1: FeedingCard warns against bread [E]\n  Expected: exactly one matching candidate\n    Actual: _TextWidgetFinder:<Found 0 widgets with text \"Never bread\": []>\n     Which: means none were found but one was expected\n00:03 +2 -1: Some tests failed.", True),
  A("The menu passes; the second test wants a \"Never bread\" warning the old file didn't have at all. Adding a `warning` entry the card already knows how to show."),
  E("assets/feeding.json", "\"hoglet\": \"Esbilac every 2h\"}", "\"hoglet\": \"Esbilac every 2h\", \"warning\": \"Never bread\"}"),
  B("flutter test test/feeding_card_test.dart", "00:02 +0: loading /home/lina/src/hogfeed/test/feeding_card_test.dart\n00:03 +3: All tests passed!"),
  U("ugh that leaflet. ok so going forward: the app never suggests milk or bread anywhere, not even as 'a little is ok'. hedgehogs are lactose intolerant and bread fills them up with nothing"),
  A("I've searched the assets and strings for milk and bread; the only other mention was in the FAQ, which I've reworded."),
  E("assets/faq.md", "A little milk is fine as a treat.", "Only water to drink."),
 ], [
  L("old-leaflet", "root_cause", ["copied from a 2019 leaflet and still says \"Cat food, milk\""], files=["assets/feeding.json"]),
  L("adult-menu", "test_fixed", ["FeedingCard shows the adult menu"], files=["assets/feeding.json"]),
  L("no-milk-bread", "rule", ["the app never suggests milk or bread anywhere"], reason=["hedgehogs are lactose intolerant and bread fills them up with nothing"], files=["assets/faq.md"]),
 ], ["ugh that leaflet"]),

"h04_email_kaocha": X("hedgehog rescue trustees' email and hoglet feed schedule (Clojure, kaocha)", "/home/sue/src/hogletfeed", "2026-11-29T11:23:00", [
  U("fwd from the trustees, the feed schedule bit is the code one\n\n> Dear all,\n> Lovely to see so many at the open day, we raised £640 on the cake stall.\n> A reminder that hogs are only ever released within a mile of where they were found, they're territorial and a strange patch means fights or starving. If the finder can't have it back, it goes to a soft release garden nearby, not across the county.\n> The feed schedule printout says every 4 hours for all hoglets, but anything under 200g must be fed every 2 hours. Can the schedule be fixed before the next litter?\n> Nobody syringe-feeds a hoglet unless they've done Sue's syringe-feeding session, we lost two to aspiration pneumonia last year.\n> The shed roof is being felted on Saturday, volunteers with ladders welcome.\n> Best wishes, Ann (chair)"),
  B("bin/kaocha --focus hogletfeed.schedule-test", "--- unit (clojure.test) ---------------------------\nhogletfeed.schedule-test\n  interval-test\n    a 150g hoglet is fed every 2 hours FAIL\n\nFAIL in hogletfeed.schedule-test/interval-test (schedule_test.clj:9)\na 150g hoglet is fed every 2 hours\nExpected:\n  2\nActual:\n  -2 +4\n2 tests, 3 assertions, 1 failures.", True),
  A("`interval` is a `cond` whose first branch is `(< weight 300) 4` — it was meant for the older hoglets between 200 and 300g, but sitting first it catches the tiny ones too, so the 200g branch below it is never reached. Ordering the branches smallest first."),
  E("src/hogletfeed/schedule.clj", "  (cond (< weight 300) 4\n        (< weight 200) 2\n", "  (cond (< weight 200) 2\n        (< weight 300) 4\n"),
  B("bin/kaocha --focus hogletfeed.schedule-test", "--- unit (clojure.test) ---------------------------\nhogletfeed.schedule-test\n  interval-test\n    a 150g hoglet is fed every 2 hours\n    a 250g hoglet is fed every 4 hours\n2 tests, 3 assertions, 0 failures."),
  A("The printout also has a column for each feed's amount in ml — is that wanted?"),
  U("yes keep it but put the time first and the amount second, when you're half asleep at 3am you look for the time"),
  E("src/hogletfeed/printout.clj", "[:amount :time :weight]", "[:time :amount :weight]"),
 ], [
  L("within-a-mile", "rule", ["hogs are only ever released within a mile of where they were found"], reason=["they're territorial"]),
  L("syringe-session", "rule", ["Nobody syringe-feeds a hoglet unless they've done Sue's syringe-feeding session"], reason=["we lost two to aspiration pneumonia last year"]),
  L("cond-order", "root_cause", ["sitting first it catches the tiny ones too, so the 200g branch below it is never reached"], files=["src/hogletfeed/schedule.clj"]),
  L("hoglet-2h", "test_fixed", ["a 150g hoglet is fed every 2 hours"], files=["src/hogletfeed/schedule.clj"]),
  L("time-first", "correction", ["put the time first and the amount second"], reason=["when you're half asleep at 3am you look for the time"], files=["src/hogletfeed/printout.clj"]),
 ], ["The feed schedule printout says every 4 hours for all hoglets", "Lovely to see so many at the open day, we raised £640 on the cake stall.", "The shed roof is being felted on Saturday, volunteers with ladders welcome."]),

"h05_season_decide": X("hedgehog rescue release season settings (decisions before code)", "/home/sue/src/hogbook", "2026-11-29T11:37:00", [
  U("the release season, should it be hard coded or something we set each year? autumn's different every year"),
  A("Hard-coding is one less thing to forget; a yearly setting lets you follow the weather. If it's a setting, who should be allowed to change it?"),
  U("set by us each year, the weather decides, last year the first frost came two weeks late and we could have let six more go"),
  U("and only the coordinator can change it, not every volunteer, otherwise someone soft-hearted pushes it into december"),
  W("hogbook/settings.py", "RELEASE_SEASON_END = '10-31'\nSEASON_EDITABLE_BY = 'coordinator'\n"),
  A("It's a yearly setting the coordinator can edit; the default end is 31 October."),
  U("default 30 november not 31 october, the wildlife trust moved their guidance this year"),
  E("hogbook/settings.py", "RELEASE_SEASON_END = '10-31'\n", "RELEASE_SEASON_END = '11-30'\n"),
 ], [
  L("yearly-setting", "decision", ["set by us each year"], reason=["the weather decides"], files=["hogbook/settings.py"]),
  L("coordinator-only", "decision", ["only the coordinator can change it, not every volunteer"], reason=["someone soft-hearted pushes it into december"], files=["hogbook/settings.py"]),
  L("30-november", "correction", ["default 30 november not 31 october"], reason=["the wildlife trust moved their guidance this year"], files=["hogbook/settings.py"]),
 ], ["should it be hard coded or something we set each year?"]),

"h06_heatpad_ceedling": X("hedgehog rescue hospital heat pad controller (C, ceedling)", "/home/gwil/src/heatpad", "2026-11-29T11:50:00", [
  U("the heat pad in hutch 3 was way too hot this morning, the hog was panting. luckily Lina noticed. can you check the controller code"),
  B("ceedling test:test_pad", "\nTest 'test_pad.c'\n-----------------\nGenerating runner for test_pad.c...\nCompiling test_pad_runner.c...\nCompiling test_pad.c...\nCompiling pad.c...\nLinking test_pad.out...\nRunning test_pad.out...\n\n-----------------------\nFAILED TEST SUMMARY\n-----------------------\n[test_pad.c]\n  Test: test_pad_off_above_30C\n  At line (18): \"Expected 0 Was 1\"\n\n-----------------------\nOVERALL TEST SUMMARY\n-----------------------\nTESTED:  3\nPASSED:  2\nFAILED:  1\nIGNORED: 0\n\n---------------------\nBUILD FAILURE SUMMARY\n---------------------\nUnit test failures.", True),
  R("src/pad.c", "int pad_should_heat(int16_t tenths) {\n    return tenths / 10 < MAX_C || tenths < 0;\n}\n"),
  A("The new sensor board sends an unsigned 12-bit reading scaled by 16 in `read_sensor`, so anything above about 20 degrees overflows the `int16_t` and arrives negative. And the tenths < 0 branch, meant for a broken sensor, switches the pad on. So a warm hutch looked like a dead sensor, and a dead sensor means full heat. A fault has to fail cold; and the scaling wants an unsigned type."),
  E("src/sensor.c", "    int16_t v = raw * 16;\n", "    uint16_t v = raw * 16;\n"),
  E("src/pad.c", "    return tenths / 10 < MAX_C || tenths < 0;\n", "    if (tenths < 0) return 0;  /* sensor fault: fail cold, never hot */\n    return tenths / 10 < MAX_C;\n"),
  B("ceedling test:test_pad", "\nTest 'test_pad.c'\n-----------------\nRunning test_pad.out...\n\n-----------------------\nOVERALL TEST SUMMARY\n-----------------------\nTESTED:  3\nPASSED:  3\nFAILED:  0\nIGNORED: 0"),
  A("Passing. I've also added a beep every five minutes while the pad is cut out, so someone notices."),
  U("revert that, the hogs are asleep in there all day and a beep every few minutes stresses them. the red LED is enough"),
  E("src/pad.c", "        buzzer_beep();\n", ""),
 ], [
  L("fault-heats", "root_cause", ["the tenths < 0 branch, meant for a broken sensor, switches the pad on"], files=["src/pad.c"]),
  L("off-above-30", "test_fixed", ["test_pad_off_above_30C"], files=["src/pad.c"]),
  L("no-beep-revert", "correction", ["revert that"], reason=["a beep every few minutes stresses them"], files=["src/pad.c"]),
 ], ["the heat pad in hutch 3 was way too hot this morning, the hog was panting"]),

"h07_map_playwright": X("hedgehog rescue public release-site map (TypeScript, playwright test)", "/home/lina/src/hogmap", "2026-11-29T12:04:00", [
  U("release map e2e is red on CI since yesterday, can you have a look"),
  B("npx playwright test tests/map.spec.ts", "\nRunning 2 tests using 1 worker\n\n  ✓  1 [chromium] › map.spec.ts:5:5 › map loads (1.2s)\n  ✘  2 [chromium] › map.spec.ts:12:5 › popup shows the village, not the street (5.3s)\n\n  1) [chromium] › map.spec.ts:12:5 › popup shows the village, not the street ──────────────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: locator('.leaflet-popup-content')\n    Expected string: \"Little Haldon\"\n    Received string: \"14 Orchard Close, Little Haldon\"\n\n      14 |   await page.locator('.marker').first().click();\n    > 15 |   await expect(page.locator('.leaflet-popup-content')).toHaveText('Little Haldon');\n\n  1 failed\n    [chromium] › map.spec.ts:12:5 › popup shows the village, not the street \n  1 passed (7.9s)", True),
  A("Yesterday's change switched the popup from `site.village` to `site.label`, and `label` is what volunteers type on the release form — usually the full address. Going back to the village field."),
  E("src/popup.ts", "  return site.label;\n", "  return site.village;\n"),
  B("npx playwright test tests/map.spec.ts", "\nRunning 2 tests using 1 worker\n\n  ✓  1 [chromium] › map.spec.ts:5:5 › map loads (1.1s)\n  ✘  2 [chromium] › map.spec.ts:12:5 › popup shows the village, not the street (5.2s)\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: locator('.leaflet-popup-content')\n    Expected string: \"Little Haldon\"\n    Received string: \"\"\n\n  1 failed\n  1 passed (7.6s)", True),
  A("Empty now: the fixture sites on CI were created after the release form stopped asking for the village separately, so `village` is blank for them. The geocoder response we store has the locality; using that when `village` is empty."),
  E("src/popup.ts", "  return site.village;\n", "  return site.village || site.geocode.locality;\n"),
  B("npx playwright test tests/map.spec.ts", "\nRunning 2 tests using 1 worker\n\n  ✓  1 [chromium] › map.spec.ts:5:5 › map loads (1.1s)\n  ✓  2 [chromium] › map.spec.ts:12:5 › popup shows the village, not the street (1.4s)\n\n  2 passed (4.0s)"),
  U("good. and pls the zoom must stop at level 12, more close than that and the people they can find the garden of the finder"),
  E("src/map.ts", "  maxZoom: 18,\n", "  maxZoom: 12,\n"),
 ], [
  L("label-is-address", "root_cause", ["label is what volunteers type on the release form — usually the full address"], files=["src/popup.ts"]),
  L("popup-village", "test_fixed", ["popup shows the village, not the street"], files=["src/popup.ts"]),
  L("zoom-12", "correction", ["the zoom must stop at level 12"], reason=["the people they can find the garden of the finder"], files=["src/map.ts"]),
 ], ["release map e2e is red on CI since yesterday, can you have a look"]),

"h08_hours_dune": X("hedgehog rescue volunteer hours for the grant report (OCaml, dune test)", "/home/gwil/src/hoghours", "2026-11-29T12:18:00", [
  U("lol the grant report says our volunteers did 41,000 hours this year. it's more like 4 thousand"),
  B("dune test", "File \"test/test_hours.ml\", line 1, characters 0-0:\n/usr/bin/git --no-pager diff --no-index --color=always -u _build/default/test/test_hours.expected _build/default/test/test_hours.output\ndiff --git a/_build/default/test/test_hours.expected b/_build/default/test/test_hours.output\nindex 3a1b2c4..9f8e7d6 100644\n--- a/_build/default/test/test_hours.expected\n+++ b/_build/default/test/test_hours.output\n@@ -1,2 +1,2 @@\n-a 90 minute shift: 1.5\n+a 90 minute shift: 15.0\n two 60 minute shifts: 2.0", True),
  A("`shift_hours` divides the shift's minutes by 6 — a dropped zero — so every shift not a whole number of hours is ten times too long; whole hours go through a different branch, which is why only some looked off. Dividing by 60."),
  E("lib/hours.ml", "  | m -> float_of_int m /. 6.\n", "  | m -> float_of_int m /. 60.\n"),
  B("dune test", ""),
  A("`dune test` is quiet, so the expected output matches now. The report says 4,112 hours."),
  U("thx. round to whole hours in the report, not decimals, the funder's form only has room for a number"),
  E("lib/report.ml", "Printf.sprintf \"%.1f\" total", "Printf.sprintf \"%.0f\" total"),
 ], [
  L("dropped-zero", "root_cause", ["divides the shift's minutes by 6 — a dropped zero"], files=["lib/hours.ml"]),
  L("ninety-minutes", "test_fixed", ["a 90 minute shift: 1.5"], files=["lib/hours.ml"]),
  L("whole-hours", "correction", ["round to whole hours in the report, not decimals"], reason=["the funder's form only has room for a number"], files=["lib/report.ml"]),
 ], ["the grant report says our volunteers did 41,000 hours this year"]),

"h09_weather_luaunit": X("hedgehog rescue release-night weather check (Lua, luaunit)", "/home/gwil/src/releasecheck", "2026-11-29T12:31:00", [
  U("the release check said 'go' last night and it was freezing. glad Sue looked out the window"),
  B("lua test/test_check.lua -v", "Started on Sun Nov 29 12:32:04 2026\n    TestCheck.test_go_on_a_mild_evening ... Ok\n    TestCheck.test_no_go_below_5C ... FAIL\ntest/test_check.lua:21: expected: \"no-go\", actual: \"go\"\n=========================================================\nFailed tests:\n-------------\n1) TestCheck.test_no_go_below_5C\ntest/test_check.lua:21: expected: \"no-go\", actual: \"go\"\nstack traceback:\n\ttest/test_check.lua:21: in upvalue 'TestCheck.test_no_go_below_5C'\n\nRan 2 tests in 0.001 seconds, 1 success, 1 failure", True),
  A("The forecast API answers in Fahrenheit unless the URL asks for `units=metric`, and ours doesn't. Last night's 34 was °F, about 1 °C, and the check read it as a mild 34 °C. Asking for metric."),
  E("check.lua", "local url = base .. '?lat=' .. lat .. '&lon=' .. lon\n", "local url = base .. '?lat=' .. lat .. '&lon=' .. lon .. '&units=metric'\n"),
  B("lua test/test_check.lua -v", "Started on Sun Nov 29 12:33:40 2026\n    TestCheck.test_go_on_a_mild_evening ... Ok\n    TestCheck.test_no_go_below_5C ... Ok\n=========================================================\nRan 2 tests in 0.001 seconds, 2 successes, 0 failures\nOK"),
  U("good. add rain too: we only release on a dry night, a wet hog loses heat fast and won't forage"),
  A("The check now says no-go when the forecast shows more than 0.2 mm of rain between 8pm and midnight."),
  E("check.lua", "  if temp < 5 then return 'no-go' end\n", "  if temp < 5 then return 'no-go' end\n  if rain_mm > 0.2 then return 'no-go' end\n"),
 ], [
  L("fahrenheit", "root_cause", ["The forecast API answers in Fahrenheit unless the URL asks for units=metric"], files=["check.lua"]),
  L("no-go-5c", "test_fixed", ["test_no_go_below_5C"], files=["check.lua"]),
  L("dry-night", "rule", ["we only release on a dry night"], reason=["a wet hog loses heat fast and won't forage"], files=["check.lua"]),
 ], ["the release check said 'go' last night and it was freezing"]),

"h10_adopt_bun": X("hedgehog rescue adopt-a-hog donations page (TypeScript, bun test)", "/home/lina/src/adopt", "2026-11-29T12:44:00", [
  A("You left a note that the adoption certificate shows \"£NaN\". The test agrees:"),
  B("bun test certificate", "bun test v1.1.34 (5e5e7c60)\n\ntest/certificate.test.ts:\n✓ certificate names the hog [0.41ms]\n✗ certificate shows the amount [0.52ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: \"£15.00\"\nReceived: \"£NaN\"\n\n      at /home/lina/src/adopt/test/certificate.test.ts:14:32\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [18.00ms]", True),
  A("The amount arrives from the payment form as a string like \"£15\", pound sign included, and `Number(\"£15\")` is NaN. Stripping the sign before converting."),
  E("src/certificate.ts", "  const amount = Number(form.amount);\n", "  const amount = Number(form.amount.replace('£', ''));\n"),
  B("bun test certificate", "bun test v1.1.34 (5e5e7c60)\n\ntest/certificate.test.ts:\n✓ certificate names the hog [0.38ms]\n✗ certificate shows the amount [0.49ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: \"£15.00\"\nReceived: \"£NaN\"\n\n 1 pass\n 1 fail\nRan 2 tests across 1 files. [16.00ms]", True),
  A("Still NaN — the test fixture sends \"£15.00 \" with a trailing space from the dropdown's label, and there are commas in bigger amounts (\"£1,000\"). Keeping digits and the point only."),
  E("src/certificate.ts", "  const amount = Number(form.amount.replace('£', ''));\n", "  const amount = Number(form.amount.replace(/[^0-9.]/g, ''));\n"),
  B("bun test certificate", "bun test v1.1.34 (5e5e7c60)\n\ntest/certificate.test.ts:\n✓ certificate names the hog [0.36ms]\n✓ certificate shows the amount [0.31ms]\n\n 2 pass\n 0 fail\n 3 expect() calls\nRan 2 tests across 1 files. [15.00ms]"),
  A("Fixed. The gift aid line is in the same sentence as the amount on the form: \"I'd like to give £15 and gift aid it\"."),
  U("why gift aid in that sentence there? use a separate tickbox for gift aid after the amount, our treasurer says HMRC wants a clear separate declaration"),
  E("src/form.tsx", "<label>I'd like to give {amount} and gift aid it</label>", "<label>I'd like to give {amount}</label>\n<GiftAidDeclaration />"),
 ], [
  L("pound-sign", "root_cause", ["arrives from the payment form as a string like \"£15\", pound sign included"], files=["src/certificate.ts"]),
  L("shows-amount", "test_fixed", ["certificate shows the amount"], files=["src/certificate.ts"]),
  L("gift-aid-box", "correction", ["use a separate tickbox for gift aid after the amount"], alternative=["why gift aid in that sentence there?"], reason=["HMRC wants a clear separate declaration"], files=["src/form.tsx"]),
 ], []),

"h11_chat_hogs": X("hedgehog rescue chit-chat", "/home/sue/src/hogbook", "2026-11-29T12:58:00", [
  U("we had a hoglet called Crumpet go back out tonight, 720g, fat as butter"),
  A("What a name. Good weight for the time of year."),
  U("always a bit teary when they go. never again am i naming them after food though, i get hungry every feed lol"),
  A("That's an occupational hazard."),
  U("remind me to order more cat biscuits on monday. nothing for the code today, just happy"),
  A("Lovely news to end the day on."),
 ], [], ["never again am i naming them after food though", "always a bit teary when they go", "remind me to order more cat biscuits on monday", "nothing for the code today, just happy", "we had a hoglet called Crumpet go back out tonight"]),
# ---------------------------------------------------------------- pub darts league
"d01_fixtures_gleam": X("pub darts league fixture generator (Gleam, gleam test)", "/home/terry/src/fixtures", "2026-11-29T13:06:00", [
  U("right, the fixtures app. the round robin has the Feathers playing the Crown twice in week 3, the lads noticed"),
  B("gleam test", "  Compiling fixtures\n   Compiled in 0.41s\n    Running fixtures_test.main\n.F\nFailures:\n\n  1) round_robin_test.no_pair_twice_test: module 'round_robin_test'\n     Values were not equal\n     expected: []\n          got: [#(\"Feathers\", \"Crown\")]\n     output: \n\nFinished in 0.012 seconds\n2 tests, 1 failures", True),
  A("For an odd number of teams the generator adds a \"bye\" team, but it adds it after rotating, so the rotation is one position short and the circle method repeats a pair in the middle week. The bye has to be in the list before the rotation starts."),
  E("src/round_robin.gleam", "  let rounds = rotate(teams)\n  let teams = add_bye(teams)\n", "  let teams = add_bye(teams)\n  let rounds = rotate(teams)\n"),
  B("gleam test", "  Compiling fixtures\n   Compiled in 0.38s\n    Running fixtures_test.main\n..\nFinished in 0.010 seconds\n2 tests, 0 failures"),
  A("Sorted. I can push the fixtures to a shared Google calendar each team can subscribe to."),
  U("no, a printed sheet pinned up in each pub is what we want. half the captains don't have a smartphone. and something i should have said at the start: no fixture is ever put on a pub's quiz night, the landlords only give us the board for free if we keep off quiz night"),
  A("The generator now reads each venue's quiz night and moves a fixture that lands on it to the next free night that week."),
  E("src/round_robin.gleam", "  |> assign_nights(venues)\n", "  |> assign_nights(venues)\n  |> list.map(avoid_quiz_night(_, venues))\n"),
 ], [
  L("no-quiz-night", "rule", ["no fixture is ever put on a pub's quiz night"], reason=["the landlords only give us the board for free if we keep off quiz night"], files=["src/round_robin.gleam"]),
  L("bye-after-rotate", "root_cause", ["adds it after rotating, so the rotation is one position short"], files=["src/round_robin.gleam"]),
  L("no-pair-twice", "test_fixed", ["no_pair_twice_test"], files=["src/round_robin.gleam"]),
  L("printed-sheet", "correction", ["a printed sheet pinned up in each pub"], reason=["half the captains don't have a smartphone"]),
 ], ["the round robin has the Feathers playing the Crown twice in week 3"]),

"d02_averages_nextest": X("pub darts league player averages (Rust, cargo nextest)", "/home/terry/src/dartstats", "2026-11-29T13:19:00", [
  U("    FAIL [   0.003s] dartstats averages::tests::three_dart_average\n\n--- STDOUT:              dartstats averages::tests::three_dart_average ---\n\nrunning 1 test\nthread 'averages::tests::three_dart_average' panicked at src/averages.rs:58:9:\nassertion `left == right` failed\n  left: 20.11\n right: 60.33\n\n     Summary [   0.011s] 4 tests run: 3 passed, 1 failed, 0 skipped\n        FAIL [   0.003s] dartstats averages::tests::three_dart_average\n\neveryone's average is a third of what it should be, big Dave is furious"),
  R("src/averages.rs", "pub fn three_dart(points: u32, darts: u32) -> f64 {\n    round2(points as f64 / darts as f64)\n}\n"),
  A("That's the per-dart average: points over darts. A three-dart average needs multiplying by three. Done."),
  E("src/averages.rs", "    round2(points as f64 / darts as f64)\n", "    round2(points as f64 / darts as f64 * 3.0)\n"),
  B("cargo nextest run averages", "    Starting 4 tests across 1 binary\n        PASS [   0.002s] dartstats averages::tests::three_dart_average\n        FAIL [   0.003s] dartstats averages::tests::checkout_leg_counts_darts_used\n\n--- STDOUT:              dartstats averages::tests::checkout_leg_counts_darts_used ---\nthread 'averages::tests::checkout_leg_counts_darts_used' panicked at src/averages.rs:71:9:\nassertion `left == right` failed\n  left: 75.0\n right: 83.57\n\n     Summary [   0.010s] 4 tests run: 3 passed, 1 failed, 0 skipped", True),
  A("The multiplication is right; this second failure was hidden behind the first. Darts are counted as three per visit in `darts_thrown`, even on the visit that checks out with one or two darts, which inflates the denominator. Using the darts recorded for the finishing visit."),
  E("src/averages.rs", "    legs.iter().map(|l| l.visits * 3).sum()\n", "    legs.iter().map(|l| (l.visits - 1) * 3 + l.finishing_darts).sum()\n"),
  B("cargo nextest run averages", "    Starting 4 tests across 1 binary\n        PASS [   0.002s] dartstats averages::tests::three_dart_average\n        PASS [   0.002s] dartstats averages::tests::checkout_leg_counts_darts_used\n        PASS [   0.001s] dartstats averages::tests::empty_season_is_zero\n        PASS [   0.002s] dartstats averages::tests::rounds_to_two_places\n     Summary [   0.009s] 4 tests run: 4 passed, 0 skipped"),
  A("All four pass. The table shows averages to one decimal place."),
  U("show them to two decimals rather than one, that's how the county league prints them and the captains compare"),
  E("src/table.rs", "{:.1}", "{:.2}"),
 ], [
  L("per-dart", "root_cause", ["That's the per-dart average: points over darts"], files=["src/averages.rs"]),
  L("three-dart", "test_fixed", ["three_dart_average"], files=["src/averages.rs"]),
  L("two-decimals", "correction", ["show them to two decimals rather than one"], reason=["that's how the county league prints them"], files=["src/table.rs"]),
 ], ["everyone's average is a third of what it should be, big Dave is furious"]),

"d03_handicap_decide": X("pub darts league handicaps (decisions before code)", "/home/bev/src/leaguesite", "2026-11-29T13:33:00", [
  A("You asked for handicaps this season. Two things to settle before I write any of it: per player or per team, and fixed for the season or recalculated as results come in?"),
  U("per team, from last season's final position. per player starts arguments at the oche"),
  U("and fixed at the start of the season, never recalculated halfway, that's exactly how the 2019 row started"),
  W("league/handicaps.py", "BASIS = 'team_last_season'\nRECALCULATE = False\nSHOW_ON_PUBLIC_PAGE = True\n"),
  A("Handicaps are per team from last season's table, set once, and listed on the public league page."),
  U("not on the public page, captains only. the handicap table is never on the public page, people in the pub read it as 'who's rubbish' and it causes bad feeling"),
  E("league/handicaps.py", "SHOW_ON_PUBLIC_PAGE = True\n", "SHOW_ON_PUBLIC_PAGE = False\nSHOW_TO = 'captains'\n"),
 ], [
  L("per-team", "decision", ["per team, from last season's final position"], reason=["per player starts arguments at the oche"], files=["league/handicaps.py"]),
  L("fixed-season", "decision", ["fixed at the start of the season, never recalculated halfway"], reason=["that's exactly how the 2019 row started"], files=["league/handicaps.py"]),
  L("captains-only", "rule", ["the handicap table is never on the public page"], reason=["people in the pub read it as 'who's rubbish'"], files=["league/handicaps.py"]),
 ], []),

"d04_results_pest": X("pub darts league results entry (PHP, pest)", "/home/bev/src/leaguesite", "2026-11-29T13:44:00", [
  U("captains need to be able to put the match result in themselves, can you add that"),
  W("app/Http/Controllers/ResultController.php", "public function store(Request $r) {\n    Result::create($r->only('match_id', 'home_legs', 'away_legs'));\n}\n"),
  A("Added: either captain can enter the result and it goes straight onto the table."),
  U("hmm, last season the home captain put a 5-4 in that the away side swore was 4-5, and it was on the table for a week. a result only counts once both captains have entered the same score, the away captain has to agree it"),
  A("Results now wait as \"pending\" until the second captain enters the same score; a mismatch flags it for the secretary."),
  E("app/Http/Controllers/ResultController.php", "    Result::create($r->only('match_id', 'home_legs', 'away_legs'));\n", "    Submission::record($r->user(), $r->only('match_id', 'home_legs', 'away_legs'));\n"),
  B("./vendor/bin/pest tests/Feature/ResultTest.php", "\n   FAIL  Tests\\Feature\\ResultTest\n  ✓ a single captain's entry stays pending                              0.09s  \n  ⨯ matching entries confirm the result                                 0.04s  \n  ──────────────────────────────────────────────────────────────────────────────  \n   FAILED  Tests\\Feature\\ResultTest > matching entries confirm the result          \n  Failed asserting that 'pending' is identical to 'confirmed'.\n\n  at tests/Feature/ResultTest.php:22\n     18▕     $this->actingAs($away)->post('/results', $score);\n     19▕ \n     20▕     $result = Result::firstWhere('match_id', 7);\n  ➜  22▕     expect($result->status)->toBe('confirmed');\n\n  Tests:    1 failed, 1 passed (3 assertions)\n  Duration: 0.31s\n", True),
  A("`Submission::record` compares the two entries with `===` on the arrays, and the form sends legs as strings from one captain's browser and ints from the other's app, so \"5\" !== 5. Casting to int when recording."),
  E("app/Models/Submission.php", "        $score = $data;\n", "        $score = array_map('intval', $data);\n"),
  B("./vendor/bin/pest tests/Feature/ResultTest.php", "\n   PASS  Tests\\Feature\\ResultTest\n  ✓ a single captain's entry stays pending                              0.08s  \n  ✓ matching entries confirm the result                                 0.05s  \n\n  Tests:    2 passed (4 assertions)\n  Duration: 0.28s\n"),
 ], [
  L("both-captains", "rule", ["a result only counts once both captains have entered the same score"], reason=["the away side swore was 4-5"], files=["app/Http/Controllers/ResultController.php"]),
  L("string-vs-int", "root_cause", ["the form sends legs as strings from one captain's browser and ints from the other's app"], files=["app/Models/Submission.php"]),
  L("matching-confirm", "test_fixed", ["matching entries confirm the result"], files=["app/Models/Submission.php"]),
 ], ["captains need to be able to put the match result in themselves, can you add that"]),

"d05_oneeighties_julia": X("pub darts league season statistics (Julia, Pkg.test)", "/home/terry/src/SeasonStats.jl", "2026-11-29T13:57:00", [
  A("I ran the season stats tests overnight as you asked; one fails. Output below."),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing SeasonStats\n      Status `/tmp/jl_Q2a7vN/Project.toml`\n     Testing Running tests...\n180s per player: Test Failed at /home/terry/src/SeasonStats.jl/test/runtests.jl:14\n  Expression: count180s(legs, \"Shaz\") == 3\n   Evaluated: 6 == 3\n\nStacktrace:\n [1] macro expansion\n   @ ~/.julia/juliaup/julia-1.10.2+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]\nTest Summary:    | Pass  Fail  Total  Time\n180s per player  |    2     1      3  0.6s\nERROR: LoadError: Some tests did not pass: 2 passed, 1 failed, 0 errored, 0 broken.\nERROR: Package SeasonStats errored during testing", True),
  A("Each leg appears twice in `legs` — one row from each team's score sheet, since both chalkers' sheets get imported — so every 180 is counted once per sheet. Deduplicating on the leg id before counting."),
  E("src/SeasonStats.jl", "count180s(legs, p) = count(l -> l.player == p && l.score == 180, legs)\n", "count180s(legs, p) = count(l -> l.player == p && l.score == 180, unique(l -> (l.leg_id, l.visit), legs))\n"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing SeasonStats\n     Testing Running tests...\nTest Summary:    | Pass  Total  Time\n180s per player  |    3      3  0.5s\n     Testing SeasonStats tests passed "),
  A("Fixed. I also changed the top-ten table to show only players with at least ten legs, so one lucky night doesn't top it."),
  U("revert that. half the ladies' team play fewer legs than that and they'd vanish off the table, that's not fair on them"),
  E("src/SeasonStats.jl", "top10(s) = first(sort(filter(p -> p.legs >= 10, s); by = p -> -p.avg), 10)\n", "top10(s) = first(sort(s; by = p -> -p.avg), 10)\n"),
 ], [
  L("two-sheets", "root_cause", ["Each leg appears twice in legs — one row from each team's score sheet"], files=["src/SeasonStats.jl"]),
  L("per-player-180s", "test_fixed", ["180s per player"], files=["src/SeasonStats.jl"]),
  L("ten-legs-revert", "correction", ["revert that"], reason=["half the ladies' team play fewer legs than that and they'd vanish off the table"], files=["src/SeasonStats.jl"]),
 ], []),

"d06_backup_shellspec": X("pub darts league results backup on the secretary's pi (shell, shellspec)", "/home/pi/src/leaguebackup", "2026-11-29T14:08:00", [
  U("the backup script has filled the sd card on the pi again. it's meant to keep the last week"),
  B("shellspec spec/prune_spec.sh", "Running: /bin/sh [sh]\nF.\n\nExamples:\n  1) prune keeps the seven newest backups\n     When call prune /tmp/shellspec.b1/backups\n\n     1.1) The output should equal results-2026-11-23.db results-2026-11-24.db results-2026-11-25.db results-2026-11-26.db results-2026-11-27.db results-2026-11-28.db results-2026-11-29.db\n\n            expected: \"results-2026-11-23.db ... results-2026-11-29.db\"\n                 got: \"results-01-11-2026.db results-02-11-2026.db ... results-30-10-2026.db\"\n\n          # spec/prune_spec.sh:12\n\nFinished in 0.21 seconds (user 0.12 seconds, sys 0.06 seconds)\n2 examples, 1 failure\n\n\nFailure examples / Errors: (Listed here affect your suite's status)\n\nshellspec spec/prune_spec.sh:8 # 1) prune keeps the seven newest backups FAILED", True),
  A("Backups are named with the date day-first, `results-29-11-2026.db`, and `prune` sorts the names to decide which are oldest. Sorted as text, day-first names order by day of the month, so it kept whichever files had the highest day numbers and deleted recent ones while old ones piled up. Naming them year-first fixes the order."),
  E("backup.sh", "stamp=$(date +%d-%m-%Y)\n", "stamp=$(date +%Y-%m-%d)\n"),
  B("shellspec spec/prune_spec.sh", "Running: /bin/sh [sh]\nF.\n\nExamples:\n  1) prune keeps the seven newest backups\n     1.1) The output should equal results-2026-11-23.db ... results-2026-11-29.db\n\n            expected: \"results-2026-11-23.db ... results-2026-11-29.db\"\n                 got: \"results-2026-11-24.db ... results-2026-11-29.db\"\n\n          # spec/prune_spec.sh:12\n\n2 examples, 1 failure", True),
  A("One short now: `tail -n +7` prints from the 7th line on, so it deletes all but six. It needs `+8` to keep seven."),
  E("backup.sh", "ls -1 \"$dir\" | sort -r | tail -n +7 | while read -r f; do\n", "ls -1 \"$dir\" | sort -r | tail -n +8 | while read -r f; do\n"),
  B("shellspec spec/prune_spec.sh", "Running: /bin/sh [sh]\n..\n\nFinished in 0.19 seconds (user 0.11 seconds, sys 0.05 seconds)\n2 examples, 0 failures"),
  U("good. keep 14 not 7 though, a results dispute can take two weeks to come up and we need the night's file"),
  E("backup.sh", "KEEP=7\n", "KEEP=14\n"),
 ], [
  L("day-first-names", "root_cause", ["Sorted as text, day-first names order by day of the month"], files=["backup.sh"]),
  L("seven-newest", "test_fixed", ["prune keeps the seven newest backups"], files=["backup.sh"]),
  L("keep-14", "correction", ["keep 14 not 7"], reason=["a results dispute can take two weeks to come up"], files=["backup.sh"]),
 ], ["the backup script has filled the sd card on the pi again"]),

"d07_venues_unittest": X("pub darts league venues page (Python, unittest)", "/home/bev/src/leaguesite", "2026-11-29T14:18:00", [
  U("hiya. player phone numbers never go on the public venues page, captains are contacted through the secretary's email, one captain got prank calls all last season. the issue today is the venue list puts The Red Lion under T and nobody can find it"),
  B("python -m unittest tests.test_venues -v", "test_listed_alphabetically (tests.test_venues.VenueOrderTest.test_listed_alphabetically) ... ok\ntest_the_is_ignored_when_sorting (tests.test_venues.VenueOrderTest.test_the_is_ignored_when_sorting) ... FAIL\n\n======================================================================\nFAIL: test_the_is_ignored_when_sorting (tests.test_venues.VenueOrderTest.test_the_is_ignored_when_sorting)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/home/bev/src/leaguesite/tests/test_venues.py\", line 15, in test_the_is_ignored_when_sorting\n    self.assertEqual(names[2], 'The Red Lion')\nAssertionError: 'Rose and Crown' != 'The Red Lion'\n- Rose and Crown\n+ The Red Lion\n\n\n----------------------------------------------------------------------\nRan 2 tests in 0.002s\n\nFAILED (failures=1)", True),
  U("oh while you're in there, the postcode rather than the full address under each venue, people only put the postcode in the satnav anyway and it's less clutter on a phone"),
  A("Will do. On the sorting: there's a `sort_name` helper that strips a leading \"The\", but the venues view sorts on `v.name` directly, so the helper is dead code. Sorting with it, and showing the postcode."),
  E("league/views.py", "    venues = sorted(Venue.all(), key=lambda v: v.name)\n", "    venues = sorted(Venue.all(), key=lambda v: sort_name(v.name))\n"),
  E("templates/venues.html", "{{ v.address }}", "{{ v.postcode }}"),
  B("python -m unittest tests.test_venues -v", "test_listed_alphabetically (tests.test_venues.VenueOrderTest.test_listed_alphabetically) ... ok\ntest_the_is_ignored_when_sorting (tests.test_venues.VenueOrderTest.test_the_is_ignored_when_sorting) ... ok\n\n----------------------------------------------------------------------\nRan 2 tests in 0.002s\n\nOK"),
 ], [
  L("no-phone-numbers", "rule", ["player phone numbers never go on the public venues page"], reason=["one captain got prank calls all last season"]),
  L("sort-name-dead", "root_cause", ["the venues view sorts on v.name directly, so the helper is dead code"], files=["league/views.py"]),
  L("the-ignored", "test_fixed", ["test_the_is_ignored_when_sorting"], files=["league/views.py"]),
  L("postcode", "correction", ["the postcode rather than the full address"], reason=["people only put the postcode in the satnav anyway"], files=["templates/venues.html"]),
 ], ["the venue list puts The Red Lion under T and nobody can find it"]),

"d08_chalker_ctest": X("pub darts league chalker's scoring tablet (C++, CTest with Catch2)", "/home/terry/src/chalker", "2026-11-29T14:29:00", [
  U("on the chalker app someone finished on a single 1 last night and it counted. it's double out in our league, you can't finish from 1"),
  B("ctest --test-dir build --output-on-failure -R scoring", "Test project /home/terry/src/chalker/build\n    Start 2: scoring\n1/1 Test #2: scoring ..........................***Failed    0.01s\n\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nscoring_test is a Catch2 v3.5.0 host application.\nRun with -? for options\n\n-------------------------------------------------------------------------------\nleaving 1 is a bust\n-------------------------------------------------------------------------------\n/home/terry/src/chalker/tests/scoring_test.cpp:22\n...............................................................................\n\n/home/terry/src/chalker/tests/scoring_test.cpp:26: FAILED:\n  REQUIRE( leg.remaining() == 32 )\nwith expansion:\n  1 == 32\n\n===============================================================================\ntest cases: 4 | 3 passed | 1 failed\nassertions: 9 | 8 passed | 1 failed\n\n\n0% tests passed, 1 tests failed out of 1\n\nThe following tests FAILED:\n\t  2 - scoring (Failed)", True),
  A("`Leg::apply` only treats a visit as a bust when it takes the score below zero. Under double-out, leaving exactly 1 is also a bust (no double makes 1), and so is reaching 0 on anything but a double; neither was checked. Adding both."),
  E("src/leg.cpp", "    if (after < 0) return bust();\n", "    if (after < 0 || after == 1) return bust();\n    if (after == 0 && !last.is_double()) return bust();\n"),
  B("ctest --test-dir build --output-on-failure -R scoring", "Test project /home/terry/src/chalker/build\n    Start 2: scoring\n1/1 Test #2: scoring ..........................   Passed    0.01s\n\n100% tests passed, 0 tests failed out of 1\n\nTotal Test time (real) =   0.02 sec"),
  U("nice. the big remaining score is yellow on white, make it black on white please, the chalker stands two metres off in the dark corner by the toilets and can't read it"),
  E("src/ui/theme.cpp", "const Colour remaining_fg = Colour::Yellow;\n", "const Colour remaining_fg = Colour::Black;\n"),
 ], [
  L("only-below-zero", "root_cause", ["only treats a visit as a bust when it takes the score below zero"], files=["src/leg.cpp"]),
  L("leaving-1", "test_fixed", ["leaving 1 is a bust"], files=["src/leg.cpp"]),
  L("black-on-white", "correction", ["make it black on white"], reason=["the chalker stands two metres off in the dark corner"], files=["src/ui/theme.cpp"]),
 ], ["someone finished on a single 1 last night and it counted"]),

"d09_table_dotnet": X("pub darts league table (C#, dotnet test with NUnit)", "/home/marek/src/leaguetable", "2026-11-29T14:38:00", [
  U("hello. the table give to the Crown a win for 6-6 match, but this is a draw. please check"),
  B("dotnet test --filter TableTests", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  LeagueTable -> /home/marek/src/leaguetable/src/LeagueTable/bin/Debug/net8.0/LeagueTable.dll\n  LeagueTable.Tests -> /home/marek/src/leaguetable/tests/LeagueTable.Tests/bin/Debug/net8.0/LeagueTable.Tests.dll\nTest run for /home/marek/src/leaguetable/tests/LeagueTable.Tests/bin/Debug/net8.0/LeagueTable.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\n  Failed SixSixIsADraw [12 ms]\n  Error Message:\n     Assert.That(table[\"Crown\"].Drawn, Is.EqualTo(1))\n  Expected: 1\n  But was:  0\n\n  Stack Trace:\n     at LeagueTable.Tests.TableTests.SixSixIsADraw() in /home/marek/src/leaguetable/tests/LeagueTable.Tests/TableTests.cs:line 31\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 48 ms - LeagueTable.Tests.dll (net8.0)", True),
  A("The outcome is decided with `HomeLegs >= AwayLegs ? Outcome.HomeWin : Outcome.AwayWin`, so a level score can only ever be a home win; there's no branch for a draw at all. Comparing three ways."),
  E("src/LeagueTable/Result.cs", "    public Outcome Outcome => HomeLegs >= AwayLegs ? Outcome.HomeWin : Outcome.AwayWin;\n", "    public Outcome Outcome => HomeLegs.CompareTo(AwayLegs) switch { > 0 => Outcome.HomeWin, < 0 => Outcome.AwayWin, _ => Outcome.Draw };\n"),
  B("dotnet test --filter TableTests", "Starting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 41 ms - LeagueTable.Tests.dll (net8.0)"),
  U("thank you. also please the table sort first by points, then by legs difference, not by the name. in our rules is legs difference, the name is only luck of alphabet"),
  E("src/LeagueTable/Table.cs", ".OrderByDescending(t => t.Points).ThenBy(t => t.Name)", ".OrderByDescending(t => t.Points).ThenByDescending(t => t.LegsFor - t.LegsAgainst)"),
 ], [
  L("no-draw-branch", "root_cause", ["a level score can only ever be a home win; there's no branch for a draw at all"], files=["src/LeagueTable/Result.cs"]),
  L("six-six", "test_fixed", ["SixSixIsADraw"], files=["src/LeagueTable/Result.cs"]),
  L("legs-difference", "correction", ["sort first by points, then by legs difference, not by the name"], reason=["in our rules is legs difference"], files=["src/LeagueTable/Table.cs"]),
 ], ["the table give to the Crown a win for 6-6 match, but this is a draw"]),

"d10_agm_pytest": X("pub darts league AGM minutes and team sheets (Python, pytest)", "/home/bev/src/teamsheet", "2026-11-29T14:47:00", [
  U("AGM minutes below, Bev typed them up. the team sheet one's for you, rest is FYI\n\n1. Apologies from the Feathers (burst pipe at the pub).\n2. Subs stay at £40 a team.\n3. No under-18s on a team sheet for a pub fixture, not even as a reserve who doesn't play, the licensing officer visited the Crown in October and it nearly cost the landlord his licence.\n4. Team sheets: the export lists players alphabetically but it has to be in playing order, the chalker calls them in that order.\n5. The away team never pays for the board or the chalk, the home pub covers it, the breweries sponsor it that way.\n6. Presentation night 14 May at the Rose and Crown, trophies ordered.\n7. Vote of thanks to Terry for the website.\n\nAGM closed 9.40pm"),
  B("python -m pytest tests/test_sheet.py -q", "F.                                                                       [100%]\n=================================== FAILURES ===================================\n___________________________ test_sheet_in_playing_order ___________________________\n\n    def test_sheet_in_playing_order():\n        sheet = team_sheet(TEAM)\n>       assert [p.name for p in sheet] == ['Shaz', 'Big Dave', 'Kev', 'Marek']\nE       AssertionError: assert ['Big Dave', 'Kev', 'Marek', 'Shaz'] == ['Shaz', 'Big Dave', 'Kev', 'Marek']\nE         At index 0 diff: 'Big Dave' != 'Shaz'\n\ntests/test_sheet.py:8: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_sheet.py::test_sheet_in_playing_order - AssertionError: assert ['Big Dave', 'Kev', 'Marek', 'Shaz'] == ['Shaz', 'Big Dave', 'Kev', 'Marek']\n1 failed, 1 passed in 0.05s", True),
  A("The exporter sorts the players by name on purpose (`sorted(team.players, key=attrgetter('name'))`), probably copied from the membership list; the captain's playing order is already stored as `position` and simply isn't used. Sorting by position."),
  E("teamsheet/export.py", "    players = sorted(team.players, key=attrgetter('name'))\n", "    players = sorted(team.players, key=attrgetter('position'))\n"),
  B("python -m pytest tests/test_sheet.py -q", "..                                                                       [100%]\n2 passed in 0.04s"),
  A("In playing order now. Should I add a date-of-birth field so the sheet can check the under-18 rule itself?"),
  U("no dob, the captain ticks 'all players 18+' on the sheet, we don't want everyone's birthdays on a pi behind the bar"),
  E("teamsheet/export.py", "FOOTER = ''\n", "FOOTER = '[ ] all players are 18 or over'\n"),
 ], [
  L("no-under-18", "rule", ["No under-18s on a team sheet for a pub fixture, not even as a reserve"], reason=["it nearly cost the landlord his licence"]),
  L("away-never-pays", "rule", ["The away team never pays for the board or the chalk"], reason=["the breweries sponsor it that way"]),
  L("position-unused", "root_cause", ["the captain's playing order is already stored as position and simply isn't used"], files=["teamsheet/export.py"]),
  L("playing-order", "test_fixed", ["test_sheet_in_playing_order"], files=["teamsheet/export.py"]),
  L("tick-18", "correction", ["the captain ticks 'all players 18+' on the sheet"], alternative=["no dob"], reason=["we don't want everyone's birthdays on a pi behind the bar"], files=["teamsheet/export.py"]),
 ], ["the export lists players alphabetically but it has to be in playing order", "Subs stay at £40 a team.", "Presentation night 14 May at the Rose and Crown, trophies ordered.", "Vote of thanks to Terry for the website."]),

"d11_walkover_gotest": X("pub darts league walkovers (Go, go test)", "/home/terry/src/leaguecore", "2026-11-29T14:55:00", [
  U("the Plough didn't turn up on thursday and the table gave nobody the points"),
  B("go test ./results/ -run Walkover", "--- FAIL: TestWalkoverGivesFullMatch (0.00s)\n    walkover_test.go:19: Result(Walkover{Winner: \"Swan\"}) = 0-0, want 12-0\nFAIL\nFAIL\tgithub.com/calderdarts/leaguecore/results\t0.003s\nFAIL", True),
  A("A walkover is recorded with no legs played, and `Score()` just sums the legs, so it comes out 0-0 and the table treats it as a draw with nothing in it. A walkover should score as the full twelve legs to the side that turned up."),
  E("results/score.go", "func Score(m Match) (int, int) {\n", "func Score(m Match) (int, int) {\n\tif m.Walkover != nil {\n\t\treturn 12, 0\n\t}\n"),
  B("go test ./results/ -run Walkover", "--- FAIL: TestWalkoverAwayWinner (0.00s)\n    walkover_test.go:31: Result(Walkover{Winner: \"Plough\"}) = 12-0, want 0-12\nFAIL\nFAIL\tgithub.com/calderdarts/leaguecore/results\t0.002s\nFAIL", True),
  A("I assumed the home side is the one that turned up; when the away team wins the walkover it has to be 0-12. Checking which side the winner is."),
  E("results/score.go", "\t\treturn 12, 0\n", "\t\tif m.Walkover.Winner == m.Home {\n\t\t\treturn 12, 0\n\t\t}\n\t\treturn 0, 12\n"),
  B("go test ./results/...", "ok  \tgithub.com/calderdarts/leaguecore/results\t0.003s"),
  A("Both pass. Shall I have it email the team that didn't show a warning automatically?"),
  U("thanks, but no automatic warnings, the secretary rings them first, usually someone's ill or the minibus broke down"),
 ], [
  L("walkover-no-legs", "root_cause", ["A walkover is recorded with no legs played, and Score() just sums the legs"], files=["results/score.go"]),
  L("walkover-full", "test_fixed", ["TestWalkoverGivesFullMatch"], files=["results/score.go"]),
  L("secretary-rings", "correction", ["no automatic warnings, the secretary rings them first"], reason=["usually someone's ill or the minibus broke down"]),
 ], ["the Plough didn't turn up on thursday and the table gave nobody the points"]),

"d12_chat_darts": X("pub darts league chit-chat", "/home/terry/src/fixtures", "2026-11-29T15:03:00", [
  U("Shaz hit a 170 checkout last night, first one in the league for three years"),
  A("The big fish! That must have got a cheer."),
  U("the whole pub went up. always buy the chalker a drink after a night like that, that's tradition round here"),
  A("A fine tradition."),
  U("never again am i chalking for the Feathers though, they talk through every throw. nothing to fix today, just bragging"),
  A("Brag away."),
 ], [], ["Shaz hit a 170 checkout last night", "always buy the chalker a drink after a night like that", "never again am i chalking for the Feathers though", "nothing to fix today, just bragging", "the whole pub went up"]),
}

# turns added to the end of some sessions above: a correction or a root cause, with what the agent then did
MORE = {
"t05_labels_zig": ([
  A("The label prints the piece count in 8pt under the barcode. OK?"),
  U("bigger, 14pt bold, the count is the thing the volunteer checks at the door and the rest is just for the scanner"),
  E("src/label.zig", "const count_pt = 8;\n", "const count_pt = 14;\nconst count_bold = true;\n"),
 ], [
  L("count-14pt", "correction", ["bigger, 14pt bold"], reason=["the count is the thing the volunteer checks at the door"], files=["src/label.zig"]),
 ], []),
"h02_admissions_rake": ([
  U("also every vet admission shows up twice in the list"),
  A("The vet's system retries the webhook when we're slow to answer, and `create` doesn't check whether that admission number already exists, so each retry makes a new row. Making the vet's admission number unique and ignoring repeats."),
  E("app/models/admission.rb", "  def self.from_vet(params)\n", "  def self.from_vet(params)\n    return find_by(vet_ref: params[:ref]) if exists?(vet_ref: params[:ref])\n"),
 ], [
  L("webhook-retry", "root_cause", ["retries the webhook when we're slow to answer", "doesn't check whether that admission number already exists"], files=["app/models/admission.rb"]),
 ], ["also every vet admission shows up twice in the list"]),
"h09_weather_luaunit": ([
  U("and check from 8pm to midnight rather than the whole night, we release at dusk and the rain at 5am doesn't matter"),
  E("check.lua", "local window = {from = 20, to = 30}\n", "local window = {from = 20, to = 24}\n"),
 ], [
  L("eight-to-midnight", "correction", ["check from 8pm to midnight rather than the whole night"], reason=["we release at dusk"], files=["check.lua"]),
 ], []),
"d04_results_pest": ([
  A("When the two entries don't match, the mismatch email currently goes to both captains."),
  U("only to the secretary, not to both captains, otherwise they just argue over email at midnight"),
  E("app/Models/Submission.php", "        Mail::to([$home, $away])->send(new Mismatch($m));\n", "        Mail::to(config('league.secretary'))->send(new Mismatch($m));\n"),
 ], [
  L("secretary-only", "correction", ["only to the secretary, not to both captains"], reason=["otherwise they just argue over email at midnight"], files=["app/Models/Submission.php"]),
 ], []),
"h03_feeding_flutter": ([
  U("the buttons are tiny too, make them 56 tall not 36, we feed with gloves on"),
  E("lib/theme.dart", "minimumSize: Size(64, 36)", "minimumSize: Size(64, 56)"),
 ], [
  L("buttons-56", "correction", ["make them 56 tall not 36"], reason=["we feed with gloves on"], files=["lib/theme.dart"]),
 ], ["the buttons are tiny too"]),
"h06_heatpad_ceedling": ([
  U("set MAX_C to 28 not 30 as well, the vet says 28 is the top for a sick hog"),
  E("src/pad.h", "#define MAX_C 30\n", "#define MAX_C 28\n"),
 ], [
  L("max-28", "correction", ["set MAX_C to 28 not 30"], reason=["the vet says 28 is the top for a sick hog"], files=["src/pad.h"]),
 ], []),
"d08_chalker_ctest": ([
  A("Should a bust show a message, or just go back to the old score?"),
  U("just go back, no message. the chalker shouts 'no score' anyway and a popup in the way slows him down"),
  E("src/ui/leg_view.cpp", "    show_popup(\"Bust!\");\n", ""),
 ], [
  L("no-bust-popup", "correction", ["just go back, no message"], reason=["a popup in the way slows him down"], files=["src/ui/leg_view.cpp"]),
 ], []),
"t08_donations_pester": ([
  U("oh and the log file should go on the shared drive rather than the laptop's desktop, the laptop gets borrowed and wiped"),
  E("Import-Donations.ps1", "$Log = \"$env:USERPROFILE\\Desktop\\donations.log\"\n", "$Log = \"S:\\Acorns\\donations.log\"\n"),
 ], [
  L("log-shared-drive", "correction", ["the log file should go on the shared drive rather than the laptop's desktop"], reason=["the laptop gets borrowed and wiped"], files=["Import-Donations.ps1"]),
 ], []),
"h08_hours_dune": ([
  U("one more thing for that report: it never names a volunteer next to their hours, only the total. a couple of ours are on benefits and the jobcentre has asked about hours before"),
  A("The per-volunteer table is gone from the report; only the total and the number of volunteers are printed."),
  E("lib/report.ml", "  List.iter print_volunteer_row vols;\n", ""),
 ], [
  L("no-names-hours", "rule", ["it never names a volunteer next to their hours, only the total"], reason=["the jobcentre has asked about hours before"], files=["lib/report.ml"]),
 ], []),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots

# more lines of the lesson sessions that must not become notes (news and chores in the pasted notes)
NOTS = {
  "t05_labels_zig": ["Christmas closing: last session 19th, back 9th jan", "Thanks to the Co-op for the donation of storage boxes"],
  "d10_agm_pytest": ["Apologies from the Feathers (burst pipe at the pub)."],
}
for _name, _nots in NOTS.items():
    SETS[_name]["not_lessons"] += _nots

# problems the user mentions after the fix that are no fault of the code: they give no rule either
REPORTS = {
  "t04_quarantine_sbt": ("the shelf screen on the old laptop goes black every few minutes as well", "That's the laptop's power settings turning the display off after two minutes; the app itself keeps running. It's under Settings, Power, Screen."),
  "d06_backup_shellspec": ("the pi is running really hot too, the case is warm to touch", "It sits at 62 °C, which is warm but inside its limits; the backup only runs for a minute at 3am, so it isn't the cause."),
}
for _name, (_q, _a) in REPORTS.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)

# follow-up questions and reports at the end of lesson sessions: they give no rule and must not become notes
ASKED = {
  "t01_duedate_pytest": ("how many toys are out right now", "87 toys across 41 families."),
  "t02_batteries_gotest": ("how many toys have batteries in the catalogue", "63 of the 412, after the import re-ran."),
  "t03_members_decide": ("will the old members have to fill it in again", "No, existing members keep their records; the form is for new joiners."),
  "t04_quarantine_sbt": ("what's on the quarantine shelf now", "Eleven toys, the oldest back since Thursday."),
  "t06_catalogue_elm": ("does it work on the library's old tablet", "Yes, I tried it at that screen size and the dropdown fits."),
  "t07_reminders_prove": ("should I say sorry to the three families", "That's up to you; the three addresses are in today's send log if you want them."),
  "t09_rota_mocha": ("who's on this saturday", "Mair and Tom, with Priya as cover."),
  "t10_barcodes_ava": ("how long to print labels for the whole catalogue", "About forty minutes on the desk printer for 412 labels."),
  "h01_weights_stack": ("how many hogs are in at the moment", "Nineteen, four of them hoglets."),
  "h04_email_kaocha": ("can Sue print it from her phone", "Yes, it's a PDF; the share button sends it to the printer."),
  "h05_season_decide": ("where do I find the setting", "Under Settings, Release season; it only shows for the coordinator."),
  "h07_map_playwright": ("how many release sites are on the map", "Thirty-four."),
  "h08_hours_dune": ("is last year's report wrong too", "Yes, by the same factor for part-hour shifts; last year's true total is 3,870."),
  "h10_adopt_bun": ("how many adoptions this month", "Twenty-two, most of them christmas presents."),
  "d01_fixtures_gleam": ("when does the new season start", "The fixtures begin on Thursday 7 January."),
  "d02_averages_nextest": ("who's top of the averages now", "Shaz, on 61.84."),
  "d05_oneeighties_julia": ("how many 180s this season in total", "Forty-one across the league."),
  "d06_backup_shellspec": ("how much space is free on the card now", "About 11 GB after the prune ran."),
  "d07_venues_unittest": ("how many venues have we got", "Fourteen pubs and the British Legion."),
  "d09_table_dotnet": ("who is top now", "The Swan, two points clear of the Crown."),
  "d11_walkover_gotest": ("has the Plough had a walkover before", "Once, in March 2025."),
  "t05_labels_zig": ("does the printer need new labels for this", "No, the same 25mm roll works."),
  "t08_donations_pester": ("how many donations came in this month", "Thirty-eight items from twenty-one donors, nine of them anonymous."),
  "h02_admissions_rake": ("how many came from the vet this year", "Fifty-six admissions."),
  "h03_feeding_flutter": ("do the volunteers need to update the app", "Yes, the new version will install next time their phones are on wifi."),
  "h06_heatpad_ceedling": ("is hutch 3 ok to use tonight", "Yes, once the new firmware is flashed; the pad will now cut out at 28 degrees."),
  "h09_weather_luaunit": ("what does it say for tonight then", "No-go: 3 °C and light rain after 9pm."),
  "d03_handicap_decide": ("who gets the biggest handicap", "The Swan, who finished bottom last season."),
  "d04_results_pest": ("can the captains use it from the pub wifi", "Yes, it's just the website, so any phone with signal or wifi works."),
  "d08_chalker_ctest": ("does the tablet need charging between matches", "A full charge lasts about six hours of scoring."),
  "d10_agm_pytest": ("when do the sheets need printing", "By Wednesday for Thursday's fixtures."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)
