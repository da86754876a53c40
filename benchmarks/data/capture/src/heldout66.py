# heldout66: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout65's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a charity knitting circle, a community food share and a village cricket club (a bell-ringing band, a
# community orchard and a repair cafe were briefed and found used or too near a used domain).
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
# ---------------------------------------------------------------- charity knitting circle
"k01_stash_jest": X("charity knitting circle yarn stash tracker (TypeScript, jest)", "/home/bev/src/stash", "2026-11-29T08:02:00", [
  U("morning. one thing first: only cotton or acrylic yarn goes in the neonatal unit bags, never wool or mohair, the nurses told us the fibres shed and the babies react. now the bug, the stash page says we've got 48 balls of white dk and there's maybe 20 in the cupboard"),
  B("npx jest src/stash.test.ts", "FAIL src/stash.test.ts\n  stash totals\n    ✓ counts a single donation (3 ms)\n    ✕ counts a donation once after it is edited (4 ms)\n\n  ● stash totals › counts a donation once after it is edited\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 12\n    Received: 24\n\n      18 |     editDonation(stash, d.id, { balls: 12 });\n      19 |     expect(total(stash, 'white-dk')).toBe(12);\n         |                                      ^\n\n      at Object.<anonymous> (src/stash.test.ts:19:38)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total\nTime:        1.204 s", True),
  R("src/stash.ts", "export function editDonation(s: Stash, id: string, patch: Partial<Donation>) {\n  const old = s.donations.find(d => d.id === id)!;\n  s.donations.push({ ...old, ...patch });\n}\n"),
  A("Editing a donation pushes a patched copy but never removes the original, so every edit adds the balls a second time. That's where the white dk went from ~20 to 48 — it's been edited a few times. Replacing in place."),
  E("src/stash.ts", "  s.donations.push({ ...old, ...patch });\n", "  Object.assign(old, patch);\n"),
  B("npx jest src/stash.test.ts", "PASS src/stash.test.ts\n  stash totals\n    ✓ counts a single donation (2 ms)\n    ✓ counts a donation once after it is edited (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\nTime:        0.981 s"),
  A("Fixed. I'll also sort the stash list by colour so it's easier to scan."),
  U("sort by yarn weight rather than colour, we always pick by ply first (4ply for the prem hats, dk for blankets) and then whatever colour's there"),
  E("src/StashList.tsx", "  rows.sort(byColour)\n", "  rows.sort(byWeight)\n"),
 ], [
  L("cotton-acrylic-only", "rule", ["only cotton or acrylic yarn goes in the neonatal unit bags, never wool or mohair"], reason=["the fibres shed and the babies react"]),
  L("edit-pushes-copy", "root_cause", ["Editing a donation pushes a patched copy but never removes the original"], files=["src/stash.ts"]),
  L("edited-once", "test_fixed", ["counts a donation once after it is edited"], files=["src/stash.ts"]),
  L("sort-by-weight", "correction", ["sort by yarn weight rather than colour"], reason=["we always pick by ply first"], files=["src/StashList.tsx"]),
 ], ["the stash page says we've got 48 balls of white dk and there's maybe 20 in the cupboard"]),

"k02_patterns_vitest": X("charity knitting circle pattern library (Vue, vitest)", "/home/bev/src/patterns", "2026-11-29T08:19:00", [
  A("Picking up the pattern search: searching \"bonnet\" returns nothing though there are six bonnet patterns. Running the search tests."),
  B("npx vitest run src/search.test.ts", " ❯ src/search.test.ts (3 tests | 1 failed) 14ms\n   × search > finds a pattern by a word in its title 9ms\n     → expected [] to have a length of 6 but got +0\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/search.test.ts > search > finds a pattern by a word in its title\nAssertionError: expected [] to have a length of 6 but got +0\n ❯ src/search.test.ts:22:21\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n   Duration  612ms", True),
  A("The titles were imported from the old spreadsheet in capitals (\"PREM BONNET 4PLY\") and the search compares `title.includes(query)` without folding case. Lower-casing the title."),
  E("src/search.ts", "  return patterns.filter(p => p.title.includes(query))\n", "  return patterns.filter(p => p.title.toLowerCase().includes(query))\n"),
  B("npx vitest run src/search.test.ts", " ❯ src/search.test.ts (3 tests | 1 failed) 12ms\n   × search > finds a pattern by a word in its title 8ms\n     → expected [] to have a length of 6 but got +0\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)", True),
  A("Still nothing, because the test types \"Bonnet\" — only one side was folded. The query needs lower-casing too; doing both in one `fold()`."),
  E("src/search.ts", "  return patterns.filter(p => p.title.toLowerCase().includes(query))\n", "  const q = fold(query)\n  return patterns.filter(p => fold(p.title).includes(q))\n"),
  B("npx vitest run src/search.test.ts", " ✓ src/search.test.ts (3 tests) 10ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n   Duration  588ms"),
  A("Search works. Each result now shows the designer's name under the title."),
  U("why the designer's name there? use the pattern number, half of ours are from photocopied leaflets and nobody knows who designed them"),
  E("src/PatternCard.vue", "<small>{{ p.designer }}</small>", "<small>No. {{ p.number }}</small>"),
  U("and that reminds me, a pattern that's still in copyright never gets its pdf on the public page, title only, we got a stiff letter from a publisher in 2023"),
  A("Public page now shows only the title and number for any pattern with `copyright: true`; the PDF link appears only when logged in."),
  E("src/PublicList.vue", "<a :href=\"p.pdf\">PDF</a>", "<a v-if=\"!p.copyright\" :href=\"p.pdf\">PDF</a>"),
 ], [
  L("capitals-import", "root_cause", ["the search compares title.includes(query) without folding case"], files=["src/search.ts"]),
  L("title-word", "test_fixed", ["finds a pattern by a word in its title"], files=["src/search.ts"]),
  L("pattern-number", "correction", ["use the pattern number"], alternative=["why the designer's name there?"], reason=["nobody knows who designed them"], files=["src/PatternCard.vue"]),
  L("copyright-pdf", "rule", ["a pattern that's still in copyright never gets its pdf on the public page, title only"], reason=["we got a stiff letter from a publisher in 2023"], files=["src/PublicList.vue"]),
 ], []),

"k03_hats_decide": X("charity knitting circle hat size guide (decision before code)", "/home/bev/src/patterns", "2026-11-29T08:36:00", [
  U("before you build the size picker for the hats, what should the sizes be called? the leaflets say 'tiny prem', 'prem', 'newborn' but the ward sister said something about weights"),
  A("Two options: keep the leaflet names, which knitters know, or label by baby weight (say under 1.5 kg, 1.5-2.5 kg, over 2.5 kg), which is what the ward sorts by. Names are friendlier; weights avoid \"which one is prem\" arguments."),
  U("go with weight bands. the ward sorts the basket by weight and 'prem' means different sizes in different leaflets"),
  W("src/sizes.ts", "export const SIZES = [\n  { label: 'under 1.5 kg', headCm: 24 },\n  { label: '1.5-2.5 kg', headCm: 28 },\n  { label: 'over 2.5 kg', headCm: 33 },\n]\n"),
  A("Sizes are in. I also added a 'reborn doll' size since a few people asked on the group."),
  U("take the doll one out pls. we only knit for the ward and the care home, if it's on the picker people will start knitting for the craft stall and not the babies"),
  E("src/sizes.ts", "  { label: 'reborn doll', headCm: 30 },\n", ""),
  U("looks good"),
 ], [
  L("weight-bands", "decision", ["go with weight bands"], reason=["the ward sorts the basket by weight"], files=["src/sizes.ts"]),
  L("no-doll-size", "correction", ["take the doll one out"], reason=["we only knit for the ward and the care home"], files=["src/sizes.ts"]),
 ], ["what should the sizes be called?", "looks good"]),

"k04_notes_cargo": X("charity knitting circle committee notes and yarn calculator (Rust, cargo test)", "/home/ray/src/yarncalc", "2026-11-29T08:50:00", [
  U("Hi, Bev asked me to forward the committee notes, the last bullet is for you I think\n\nPurl Together committee, Tuesday\n1. Christmas social is the 15th at the Red Lion, bring a plate\n2. Every item is washed at 40 with non-bio before it goes in a hospital bag, the ward won't take anything that smells of fabric conditioner\n3. The newsletter uses first names only, never a member's surname, Margaret's ex tracked her down through it years ago\n4. We've had 14kg of donated acrylic from the mill shop, thank you Sandra\n5. Treasurer's report accepted, subs stay at £1 a week\n6. Ray: the yarn calculator says a blanket needs 3 balls when we all know it's more like 9, can you have a look\n\nThanks, Ray"),
  B("cargo test blanket", "   Compiling yarncalc v0.3.1 (/home/ray/src/yarncalc)\n    Finished test [unoptimized + debuginfo] target(s) in 1.84s\n     Running unittests src/lib.rs (target/debug/deps/yarncalc-5b1f0e2a9c3d7e41)\n\nrunning 2 tests\ntest tests::square_is_one_ball ... ok\ntest tests::blanket_needs_nine_balls ... FAILED\n\nfailures:\n\n---- tests::blanket_needs_nine_balls stdout ----\nthread 'tests::blanket_needs_nine_balls' panicked at src/lib.rs:58:9:\nassertion `left == right` failed\n  left: 3\n right: 9\n\nfailures:\n    tests::blanket_needs_nine_balls\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nerror: test failed, to rerun pass `--lib`", True),
  A("`balls_for` is working from the side of the blanket, not its area: it multiplies by width once instead of by width * length. A 90 cm square came out as one edge's worth, 3 balls."),
  E("src/lib.rs", "    let area = self.width_m;\n", "    let area = self.width_m * self.length_m;\n"),
  B("cargo test blanket", "    Finished test [unoptimized + debuginfo] target(s) in 0.91s\n     Running unittests src/lib.rs (target/debug/deps/yarncalc-5b1f0e2a9c3d7e41)\n\nrunning 2 tests\ntest tests::square_is_one_ball ... ok\ntest tests::blanket_needs_nine_balls ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
  U("brilliant, I'll tell Bev"),
 ], [
  L("wash-40", "rule", ["Every item is washed at 40 with non-bio before it goes in a hospital bag"], reason=["the ward won't take anything that smells of fabric conditioner"]),
  L("first-names-only", "rule", ["The newsletter uses first names only, never a member's surname"], reason=["Margaret's ex tracked her down through it"]),
  L("edge-not-area", "root_cause", ["it multiplies by width once instead of by width * length"], files=["src/lib.rs"]),
  L("nine-balls", "test_fixed", ["blanket_needs_nine_balls"], files=["src/lib.rs"]),
 ], ["the yarn calculator says a blanket needs 3 balls when we all know it's more like 9", "brilliant, I'll tell Bev", "Christmas social is the 15th at the Red Lion, bring a plate", "Treasurer's report accepted, subs stay at £1 a week"]),

"k05_ledger_rspec": X("charity knitting circle subs ledger (Ruby, rspec)", "/home/sandra/src/subs", "2026-11-29T09:04:00", [
  U("Failures:\n\n  1) Ledger#arrears lists nobody who has paid up to this week\n     Failure/Error: expect(ledger.arrears(week: 47)).to be_empty\n       expected `[#<Member name=\"Jean\" paid_to=47>].empty?` to be truthy, got false\n     # ./spec/ledger_spec.rb:21:in `block (3 levels) in <top (required)>'\n\nFinished in 0.01873 seconds (files took 0.21 seconds to load)\n4 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/ledger_spec.rb:18 # Ledger#arrears lists nobody who has paid up to this week\n\njean is on the arrears list and she's paid"),
  R("lib/ledger.rb", "  def arrears(week:)\n    members.select { |m| m.paid_to < week + 1 }\n  end\n"),
  A("`paid_to < week + 1` is true when `paid_to == week`, so anyone paid exactly up to this week counts as behind. It wants `paid_to < week`."),
  E("lib/ledger.rb", "    members.select { |m| m.paid_to < week + 1 }\n", "    members.select { |m| m.paid_to < week }\n"),
  B("bundle exec rspec spec/ledger_spec.rb", "....\n\nFinished in 0.01211 seconds (files took 0.19 seconds to load)\n4 examples, 0 failures"),
  A("Jean's off the list. While there I added the running total raised this year to the bottom of the members' weekly email, it's a nice motivator."),
  U("revert that. the total goes in the AGM report and nowhere else, a couple of members felt pressured to put more in when they saw it last time"),
  E("templates/weekly.erb", "<p>Raised this year: <%= total %></p>\n", ""),
 ], [
  L("off-by-one-week", "root_cause", ["paid_to < week + 1 is true when paid_to == week"], files=["lib/ledger.rb"]),
  L("paid-this-week", "test_fixed", ["lists nobody who has paid up to this week"], files=["lib/ledger.rb"]),
  L("total-revert", "correction", ["revert that"], alternative=["the total goes in the AGM report and nowhere else"], reason=["a couple of members felt pressured to put more in"], files=["templates/weekly.erb"]),
 ], ["jean is on the arrears list and she's paid"]),

"k06_calendar_phpunit": X("charity knitting circle events calendar (WordPress plugin, phpunit)", "/home/bev/src/purl-calendar", "2026-11-29T09:18:00", [
  U("the calendar on the website shows the thursday drop-in an hour late since the clocks went back"),
  B("vendor/bin/phpunit --filter DropIn", "PHPUnit 10.4.2 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.13\n\nF.                                                                  2 / 2 (100%)\n\nTime: 00:00.031, Memory: 8.00 MB\n\nThere was 1 failure:\n\n1) DropInTest::testWinterDropInStartsAtTwo\nFailed asserting that two strings are identical.\n--- Expected\n+++ Actual\n@@ @@\n-'14:00'\n+'15:00'\n\n/home/bev/src/purl-calendar/tests/DropInTest.php:17\n\nFAILURES!\nTests: 2, Assertions: 2, Failures: 1.", True),
  A("Times are stored as UTC timestamps that were worked out in summer with a fixed `+1 hour`, so in winter they display an hour out. Formatting with the site's timezone instead of adding an hour."),
  E("src/Event.php", "        return gmdate('H:i', $this->start + 3600);\n", "        return wp_date('H:i', $this->start);\n"),
  B("vendor/bin/phpunit --filter DropIn", "PHPUnit 10.4.2 by Sebastian Bergmann and contributors.\n\nE.                                                                  2 / 2 (100%)\n\nThere was 1 error:\n\n1) DropInTest::testWinterDropInStartsAtTwo\nError: Call to undefined function wp_date()\n\n/home/bev/src/purl-calendar/src/Event.php:31\n\nERRORS!\nTests: 2, Assertions: 1, Errors: 1.", True),
  A("The unit tests run without WordPress loaded, so `wp_date` doesn't exist there. Using plain PHP `DateTime` with the `Europe/London` zone read from the plugin settings, which works both inside and outside WordPress."),
  E("src/Event.php", "        return wp_date('H:i', $this->start);\n", "        return (new \\DateTimeImmutable('@' . $this->start))->setTimezone(new \\DateTimeZone($this->tz))->format('H:i');\n"),
  B("vendor/bin/phpunit --filter DropIn", "PHPUnit 10.4.2 by Sebastian Bergmann and contributors.\n\n..                                                                  2 / 2 (100%)\n\nTime: 00:00.024, Memory: 8.00 MB\n\nOK (2 tests, 2 assertions)"),
  A("Fixed; the drop-in now shows 2pm. The care home visit on the 3rd shows its full address, Elm Lodge, 14 Mill Lane, so people can find it."),
  U("ah no, the care home's address never goes on the calendar, just 'Elm Lodge', some residents' families asked us not to advertise where they are. the members all know where it is anyway"),
  E("src/Event.php", "        return $this->venue->full_address;\n", "        return $this->venue->name;\n"),
 ], [
  L("fixed-plus-hour", "root_cause", ["were worked out in summer with a fixed +1 hour"], files=["src/Event.php"]),
  L("winter-two", "test_fixed", ["testWinterDropInStartsAtTwo"], files=["src/Event.php"]),
  L("care-home-name", "rule", ["the care home's address never goes on the calendar, just 'Elm Lodge'"], reason=["some residents' families asked us not to advertise where they are"], files=["src/Event.php"]),
 ], ["the calendar on the website shows the thursday drop-in an hour late since the clocks went back"]),

"k07_fair_mix": X("charity knitting circle craft fair stock (Elixir, mix test)", "/home/jan/src/fairstock", "2026-11-29T09:33:00", [
  U("hello! craft fair is saturday. the stock app says we've sold 3 tea cosies that are still on the table"),
  B("mix test test/fair/stock_test.exs", "Compiling 1 file (.ex)\n\n  1) test sell/2 takes one item off the right stall (Fair.StockTest)\n     test/fair/stock_test.exs:14\n     Assertion with == failed\n     code:  assert Stock.count(stock, :tea_cosy) == 11\n     left:  8\n     right: 11\n     stacktrace:\n       test/fair/stock_test.exs:17: (test)\n\n.\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n2 tests, 1 failure\n\nRandomized with seed 482210", True),
  R("lib/fair/stock.ex", "  def sell(stock, item) do\n    Map.update!(stock, item, &(&1 - 1))\n  end\n\n  def sell_many(stock, items), do: Enum.reduce(items, stock, fn _i, s -> sell(s, :tea_cosy) end)\n"),
  A("`sell_many` ignores each item in the basket and sells a tea cosy for every one — the `fn _i, s ->` throws the item away and hard-codes `:tea_cosy`. Someone who bought a scarf, a cosy and a hat took three cosies off."),
  E("lib/fair/stock.ex", "fn _i, s -> sell(s, :tea_cosy) end", "fn i, s -> sell(s, i) end"),
  B("mix test test/fair/stock_test.exs", "..\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n2 tests, 0 failures\n\nRandomized with seed 90127"),
  A("Counts are right now. Would you like me to hook it up to a card reader so sales are recorded automatically?"),
  U("thanks, but no card reader. we take cash and Jan's sumup on her phone, and the church hall wifi drops out every ten minutes anyway"),
  U("the prices on the table cards should end in .00 not .50 or .99, makes the change easier with a float of pound coins"),
  E("lib/fair/price.ex", "  def round(p), do: Float.round(p * 2) / 2\n", "  def round(p), do: Float.ceil(p)\n"),
 ], [
  L("hardcoded-cosy", "root_cause", ["sell_many ignores each item in the basket and sells a tea cosy for every one"], files=["lib/fair/stock.ex"]),
  L("right-stall", "test_fixed", ["takes one item off the right stall"], files=["lib/fair/stock.ex"]),
  L("no-card-reader", "correction", ["no card reader"], alternative=["we take cash and Jan's sumup on her phone"], reason=["the church hall wifi drops out every ten minutes"]),
  L("whole-pounds", "correction", ["the prices on the table cards should end in .00 not .50 or .99"], reason=["makes the change easier with a float of pound coins"], files=["lib/fair/price.ex"]),
 ], ["the stock app says we've sold 3 tea cosies that are still on the table", "craft fair is saturday"]),

"k08_rows_swift": X("charity knitting circle row counter app (Swift, swift test)", "/home/kasia/src/RowCounter", "2026-11-29T09:47:00", [
  U("hello, the row counter is counting 2 rows when i tap one time. on the old iPad is ok, on the new is 2"),
  B("swift test --filter TapTests", "Building for debugging...\n[3/3] Compiling RowCounterTests TapTests.swift\nBuild complete! (2.41s)\nTest Suite 'Selected tests' started at 2026-11-29 09:48:10.212.\nTest Suite 'TapTests' started at 2026-11-29 09:48:10.213.\nTest Case '-[RowCounterTests.TapTests testOneTapAddsOneRow]' started.\n/home/kasia/src/RowCounter/Tests/RowCounterTests/TapTests.swift:12: error: -[RowCounterTests.TapTests testOneTapAddsOneRow] : XCTAssertEqual failed: (\"2\") is not equal to (\"1\")\nTest Case '-[RowCounterTests.TapTests testOneTapAddsOneRow]' failed (0.004 seconds).\nTest Suite 'TapTests' failed at 2026-11-29 09:48:10.218.\n\t Executed 1 test, with 1 failure (0 unexpected) in 0.004 (0.005) seconds", True),
  A("Both a tap gesture and the button's own action call `increment()`; on the older iPad the gesture recogniser swallowed the touch before the button saw it, on the new one both fire. Keeping only the button action."),
  E("Sources/RowCounter/CounterView.swift", "            .onTapGesture { model.increment() }\n", ""),
  B("swift test --filter TapTests", "Building for debugging...\nBuild complete! (1.12s)\nTest Suite 'TapTests' started at 2026-11-29 09:49:02.440.\nTest Case '-[RowCounterTests.TapTests testOneTapAddsOneRow]' passed (0.002 seconds).\nTest Suite 'TapTests' passed at 2026-11-29 09:49:02.443.\n\t Executed 1 test, with 0 failures (0 unexpected) in 0.002 (0.003) seconds"),
  A("One tap, one row. I can add a click sound on each tap so you know it registered."),
  U("no sound please, the counter must vibrate not beep, in the library where we meet is forbidden the noise"),
  E("Sources/RowCounter/CounterView.swift", "            AudioServicesPlaySystemSound(1104)\n", "            UIImpactFeedbackGenerator(style: .light).impactOccurred()\n"),
  U("also the number is too small for the ladies with the glasses, make it more big, the half of screen"),
  E("Sources/RowCounter/CounterView.swift", ".font(.system(size: 64))", ".font(.system(size: 220))"),
 ], [
  L("two-handlers", "root_cause", ["Both a tap gesture and the button's own action call increment()"], files=["Sources/RowCounter/CounterView.swift"]),
  L("one-tap", "test_fixed", ["testOneTapAddsOneRow"], files=["Sources/RowCounter/CounterView.swift"]),
  L("vibrate", "correction", ["the counter must vibrate not beep"], reason=["in the library where we meet is forbidden the noise"], files=["Sources/RowCounter/CounterView.swift"]),
  L("big-number", "correction", ["make it more big, the half of screen"], reason=["the number is too small for the ladies with the glasses"], files=["Sources/RowCounter/CounterView.swift"]),
 ], ["the row counter is counting 2 rows when i tap one time", "on the old iPad is ok, on the new is 2"]),

"k09_swap_deno": X("charity knitting circle yarn swap sign-up (Deno, deno test)", "/home/bev/src/swap", "2026-11-29T10:01:00", [
  U("new thing: a sign-up page for the yarn swap. rule for it: yarn from a smoking household never goes in the swap, the smell gets into everything else in the box and we can't send it to the ward. so a tickbox they must tick. should the swap be monthly or every week do you think?"),
  A("Weekly keeps the boxes small and moving; monthly gives people time to gather bags and means one volunteer sorts once a month. Depends on who sorts."),
  U("monthly, on the first thursday. there's only Pat to sort it and she does one big sort"),
  W("src/signup.ts", "export function canSignUp(f: Form): boolean {\n  return f.name !== '' && f.smokeFree;\n}\nexport const nextSwap = (d: Date) => firstThursday(d);\n"),
  B("deno test src/", "running 2 tests from ./src/signup_test.ts\nnext swap is the first thursday ... FAILED (3ms)\nrefuses a form without the smoke-free tick ... ok (1ms)\n\n ERRORS \n\nnext swap is the first thursday => ./src/signup_test.ts:4:6\nerror: AssertionError: Values are not equal.\n\n\n    [Diff] Actual / Expected\n\n\n-   2026-12-02T00:00:00.000Z\n+   2026-12-03T00:00:00.000Z\n\n    at assertEquals (https://deno.land/std@0.208.0/assert/assert_equals.ts:53:9)\n    at file:///home/bev/src/swap/src/signup_test.ts:6:3\n\n FAILURES \n\nnext swap is the first thursday => ./src/signup_test.ts:4:6\n\nFAILED | 1 passed | 1 failed (21ms)\n\nerror: Test failed", True),
  A("`firstThursday` uses `getDay() === 3`, but JavaScript numbers days from Sunday = 0, so 3 is Wednesday. Thursday is 4."),
  E("src/dates.ts", "  while (d.getDay() !== 3) d.setDate(d.getDate() + 1);\n", "  while (d.getDay() !== 4) d.setDate(d.getDate() + 1);\n"),
  B("deno test src/", "running 2 tests from ./src/signup_test.ts\nnext swap is the first thursday ... ok (2ms)\nrefuses a form without the smoke-free tick ... ok (1ms)\n\nok | 2 passed | 0 failed (18ms)"),
 ], [
  L("smoke-free", "rule", ["yarn from a smoking household never goes in the swap"], reason=["the smell gets into everything else in the box"], files=["src/signup.ts"]),
  L("monthly", "decision", ["monthly, on the first thursday"], reason=["there's only Pat to sort it"], files=["src/signup.ts"]),
  L("getday-three", "root_cause", ["JavaScript numbers days from Sunday = 0, so 3 is Wednesday"], files=["src/dates.ts"]),
  L("first-thursday", "test_fixed", ["next swap is the first thursday"], files=["src/dates.ts"]),
 ], ["should the swap be monthly or every week do you think?"]),

"k10_backup_bats": X("charity knitting circle shared drive backup (bash, bats)", "/home/ray/src/purl-backup", "2026-11-29T10:16:00", [
  A("The nightly backup of the shared drive has been failing since Tuesday according to the log. Running its tests."),
  B("bats test/backup.bats", "backup.bats\n ✓ makes a dated folder\n ✗ copies a file with a space in its name\n   (in test file test/backup.bats, line 19)\n     `[ -f \"$DEST/$(date +%F)/Minutes Nov.docx\" ]' failed\n   cp: cannot stat '/srv/purl/Minutes': No such file or directory\n   cp: cannot stat 'Nov.docx': No such file or directory\n\n2 tests, 1 failure", True),
  A("The loop is `for f in $(ls $SRC)`, which splits \"Minutes Nov.docx\" into two words. Switching to a glob."),
  E("backup.sh", "for f in $(ls $SRC); do\n  cp $SRC/$f \"$DEST\"\n", "for f in \"$SRC\"/*; do\n  cp $f \"$DEST\"\n"),
  B("bats test/backup.bats", "backup.bats\n ✓ makes a dated folder\n ✗ copies a file with a space in its name\n   (in test file test/backup.bats, line 19)\n   cp: target 'Nov.docx' is not a directory\n\n2 tests, 1 failure", True),
  A("The glob keeps the name whole but `cp $f` is unquoted, so the shell splits it again at the copy. Quoting it."),
  E("backup.sh", "  cp $f \"$DEST\"\n", "  cp -- \"$f\" \"$DEST\"/\n"),
  B("bats test/backup.bats", "backup.bats\n ✓ makes a dated folder\n ✓ copies a file with a space in its name\n\n2 tests, 0 failures"),
  A("Passing. The prune step keeps 14 days; shall I leave it?"),
  U("keep 8 weeks. the treasurer only checks the accounts folder every two months and she once needed a file from 6 weeks back"),
  E("backup.sh", "KEEP_DAYS=14\n", "KEEP_DAYS=56\n"),
  U("cheers. did last night's one work in the end?"),
  A("No, it stopped at the first file with a space; tonight's run will be the first complete one since Tuesday."),
 ], [
  L("ls-splits", "root_cause", ["which splits \"Minutes Nov.docx\" into two words"], files=["backup.sh"]),
  L("space-in-name", "test_fixed", ["copies a file with a space in its name"], files=["backup.sh"]),
  L("eight-weeks", "correction", ["keep 8 weeks"], reason=["the treasurer only checks the accounts folder every two months"], files=["backup.sh"]),
 ], ["did last night's one work in the end?"]),

"k12_newsletter_mail": X("charity knitting circle newsletter mailer (Python script, no tests)", "/home/bev/src/newsletter", "2026-11-29T10:24:00", [
  U("can you get the december newsletter out with the script? the text is in dec.md"),
  R("send.py", "msg['To'] = ', '.join(members)\nsmtp.send_message(msg)\n"),
  A("I sent a test to you and Ray first. Note that the script puts the whole member list in the To line, so each member would see everyone's address."),
  U("oh god it's done that before. the newsletter always goes bcc, never with everyone's address in the To line, a member's email got passed round a pyramid scheme group last year"),
  E("send.py", "msg['To'] = ', '.join(members)\n", "msg['To'] = 'purl.together@example.org'\nmsg['Bcc'] = ', '.join(members)\n"),
  A("Fixed to Bcc. Ready to send to all 63 members now?"),
  U("not yet. nothing goes to the whole list until Bev has read the final version, she's the chair and she's caught two wrong dates this year. send it to her only and she'll say go"),
  E("send.py", "members = load_members()\n", "members = load_members() if args.final else ['bev@example.org']\n"),
  U("also the from name should be 'Purl Together' rather than my own name, replies should go to the circle's inbox not my personal one. and every newsletter needs the unsubscribe line at the bottom, the data protection lady at the council told us"),
  E("send.py", "msg['From'] = 'Ray Hughes <ray@example.org>'\n", "msg['From'] = 'Purl Together <purl.together@example.org>'\nbody += UNSUBSCRIBE\n"),
 ], [
  L("always-bcc", "rule", ["the newsletter always goes bcc, never with everyone's address in the To line"], reason=["a member's email got passed round a pyramid scheme group last year"], files=["send.py"]),
  L("bev-reads-first", "rule", ["nothing goes to the whole list until Bev has read the final version"], reason=["she's caught two wrong dates this year"], files=["send.py"]),
  L("from-circle", "correction", ["the from name should be 'Purl Together' rather than my own name"], reason=["replies should go to the circle's inbox not my personal one"], files=["send.py"]),
  L("unsubscribe-line", "rule", ["every newsletter needs the unsubscribe line at the bottom"], reason=["the data protection lady at the council told us"], files=["send.py"]),
 ], ["can you get the december newsletter out with the script?", "the text is in dec.md"]),

"k11_chat_knit": X("charity knitting circle chit-chat", "/home/bev/src/stash", "2026-11-29T10:30:00", [
  U("we took 140 hats to the ward yesterday! the sister cried a bit"),
  A("That's wonderful — 140 is a lot of evenings."),
  U("never again am i casting on a blanket in mohair, my eyes were watering for a week. always count your stitches twice when Margaret's talking"),
  A("Sound advice on both counts."),
  U("don't let me forget to buy more stitch markers. anyway no code today, just wanted to tell someone"),
  A("Consider me told. Congratulations to everyone."),
 ], [], ["we took 140 hats to the ward yesterday", "never again am i casting on a blanket in mohair", "always count your stitches twice when Margaret's talking", "don't let me forget to buy more stitch markers", "no code today, just wanted to tell someone"]),
# ---------------------------------------------------------------- community food share
"f01_drivers_gradle": X("community food share driver app (Kotlin, gradle test)", "/home/amir/src/pickup-app", "2026-11-29T10:41:00", [
  U("hi, context first: we never take anything past its use-by date, best-before is fine but use-by never, that's the FSA line and our insurance won't cover it otherwise. the drivers' app is letting them tick yesterday's use-by chicken as accepted"),
  B("./gradlew test --tests '*AcceptTest*'", "> Task :app:compileDebugUnitTestKotlin\n> Task :app:testDebugUnitTest FAILED\n\nAcceptTest > refuses an item whose use-by was yesterday() FAILED\n    org.opentest4j.AssertionFailedError: expected: <false> but was: <true>\n        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//uk.riversidefood.pickup.AcceptTest.refuses an item whose use-by was yesterday(AcceptTest.kt:22)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:testDebugUnitTest'.\n> There were failing tests. See the report at: file:///home/amir/src/pickup-app/app/build/reports/tests/testDebugUnitTest/index.html\n\nBUILD FAILED in 9s", True),
  R("app/src/main/kotlin/uk/riversidefood/pickup/Accept.kt", "fun acceptable(item: Item, today: LocalDate): Boolean =\n    item.dateKind == DateKind.BEST_BEFORE || item.date >= today.minusDays(1)\n"),
  A("Someone gave use-by a day's grace with `today.minusDays(1)` — probably copied from the best-before rule, where a day over is fine. For use-by the date has to be today or later, so it's `item.date >= today`."),
  E("app/src/main/kotlin/uk/riversidefood/pickup/Accept.kt", "item.date >= today.minusDays(1)", "item.date >= today"),
  B("./gradlew test --tests '*AcceptTest*'", "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 7s\n24 actionable tasks: 2 executed, 22 up-to-date"),
  A("Passing. I could also show the driver a countdown of hours left on each use-by item."),
  U("not hours, just 'today' or 'tomorrow'. the drivers glance at it in the van and a number like 31h makes them do maths"),
  E("app/src/main/kotlin/uk/riversidefood/pickup/ItemRow.kt", "Text(\"${hoursLeft}h\")", "Text(if (item.date == today) \"today\" else \"tomorrow\")"),
 ], [
  L("never-past-use-by", "rule", ["we never take anything past its use-by date, best-before is fine but use-by never"], reason=["that's the FSA line and our insurance won't cover it otherwise"]),
  L("grace-day", "root_cause", ["Someone gave use-by a day's grace with today.minusDays(1)"], files=["app/src/main/kotlin/uk/riversidefood/pickup/Accept.kt"]),
  L("use-by-yesterday", "test_fixed", ["refuses an item whose use-by was yesterday"], files=["app/src/main/kotlin/uk/riversidefood/pickup/Accept.kt"]),
  L("today-tomorrow", "correction", ["not hours, just 'today' or 'tomorrow'"], reason=["a number like 31h makes them do maths"], files=["app/src/main/kotlin/uk/riversidefood/pickup/ItemRow.kt"]),
 ], ["the drivers' app is letting them tick yesterday's use-by chicken as accepted"]),

"f02_stock_maven": X("community food share stock levels (Java, mvn test)", "/home/amir/src/stock", "2026-11-29T10:56:00", [
  U("[INFO] Running uk.riversidefood.stock.ShelfTest\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.041 s <<< FAILURE! -- in uk.riversidefood.stock.ShelfTest\n[ERROR] uk.riversidefood.stock.ShelfTest.lowStockIncludesEmptyShelves -- Time elapsed: 0.006 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <[pasta, tinned tomatoes]> but was: <[tinned tomatoes]>\n\tat uk.riversidefood.stock.ShelfTest.lowStockIncludesEmptyShelves(ShelfTest.java:31)\n[INFO]\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE\n\nthe low stock list never shows pasta even when there's none"),
  R("src/main/java/uk/riversidefood/stock/Shelf.java", "    public List<String> lowStock() {\n        return items.stream().filter(i -> i.count() > 0 && i.count() < i.minimum()).map(Item::name).toList();\n    }\n"),
  A("Look at the filter: `i.count() > 0 && ...` — an empty shelf has count 0, so it's excluded from its own low-stock list. Probably added to hide items we've stopped stocking. Dropping the `> 0` and using the `discontinued` flag for that instead."),
  E("src/main/java/uk/riversidefood/stock/Shelf.java", "filter(i -> i.count() > 0 && i.count() < i.minimum())", "filter(i -> !i.discontinued() && i.count() < i.minimum())"),
  B("mvn -q test -Dtest=ShelfTest", "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.038 s <<< FAILURE! -- in uk.riversidefood.stock.ShelfTest\n[ERROR] uk.riversidefood.stock.ShelfTest.lowStockIncludesEmptyShelves -- Time elapsed: 0.005 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <[pasta, tinned tomatoes]> but was: <[pasta, tinned tomatoes, baby formula]>\n[ERROR] BUILD FAILURE", True),
  A("Now baby formula shows up although the test fixture marks it as not stocked. The flag in the fixture is `stocked=false`, not `discontinued` — there's no `discontinued` field, it defaults to false. Using `stocked()`."),
  E("src/main/java/uk/riversidefood/stock/Shelf.java", "filter(i -> !i.discontinued() && i.count() < i.minimum())", "filter(i -> i.stocked() && i.count() < i.minimum())"),
  B("mvn -q test -Dtest=ShelfTest", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.033 s -- in uk.riversidefood.stock.ShelfTest\n[INFO] BUILD SUCCESS"),
  A("Pasta shows up now. The list is ordered by how many kilos below the minimum each item is."),
  U("why kilos there? use days of stock left, a kilo of rice and a kilo of teabags aren't the same thing at all"),
  E("src/main/java/uk/riversidefood/stock/Shelf.java", "Comparator.comparing(Item::kilosShort)", "Comparator.comparing(Item::daysLeft)"),
 ], [
  L("empty-excluded", "root_cause", ["an empty shelf has count 0, so it's excluded from its own low-stock list"], files=["src/main/java/uk/riversidefood/stock/Shelf.java"]),
  L("empty-shelves", "test_fixed", ["lowStockIncludesEmptyShelves"], files=["src/main/java/uk/riversidefood/stock/Shelf.java"]),
  L("days-left", "correction", ["use days of stock left"], alternative=["why kilos there?"], reason=["a kilo of rice and a kilo of teabags aren't the same thing"], files=["src/main/java/uk/riversidefood/stock/Shelf.java"]),
 ], ["the low stock list never shows pasta even when there's none"]),

"f03_council_testthat": X("community food share council report (R, testthat)", "/home/lou/src/council-report", "2026-11-29T11:10:00", [
  A("The quarterly council report is due Friday. Before I change the script: the grant form asks for 'people helped'. Do you want me to count people, or households?"),
  U("households. we only record the lead name and how many live there, and counting people double-counts the kids who come with both parents on different days"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        2 | households\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-households.R:9:3): a household visiting twice counts once\nnrow(count_households(visits)) (`actual`) not equal to 3 (`expected`).\n\n  `actual`: 5\n`expected`: 3\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]", True),
  A("`count_households` does `distinct(visits, card_no, date)`, keeping one row per card per visit day, so a household that came twice is counted twice. It should be distinct on `card_no` alone."),
  E("R/households.R", "  distinct(visits, card_no, date)\n", "  distinct(visits, card_no)\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          3 | households\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]"),
  A("The table in the report gives each ward's exact count."),
  U("round them to the nearest 10 rather than exact, some wards only have 3 or 4 families and the council publishes these"),
  E("R/report.R", "  mutate(n = n)\n", "  mutate(n = round(n, -1))\n"),
 ], [
  L("households", "decision", ["households"], reason=["counting people double-counts the kids"]),
  L("distinct-date", "root_cause", ["keeping one row per card per visit day, so a household that came twice is counted twice"], files=["R/households.R"]),
  L("visiting-twice", "test_fixed", ["a household visiting twice counts once"], files=["R/households.R"]),
  L("round-ten", "correction", ["round them to the nearest 10 rather than exact"], reason=["some wards only have 3 or 4 families and the council publishes these"], files=["R/report.R"]),
 ], []),

"f04_fridge_busted": X("community food share fridge temperature logger (Lua, busted)", "/home/amir/src/fridgelog", "2026-11-29T11:24:00", [
  U("the fridge logger didn't send an alert last night and the fridge was at 11 degrees this morning. we binned the lot"),
  B("busted spec/alert_spec.lua", "●●◼\n2 successes / 1 failure / 0 errors / 0 pending : 0.004512 seconds\n\nFailure → spec/alert_spec.lua @ 14\nalert raises an alert after two hours above 8\nspec/alert_spec.lua:19: Expected objects to be the same.\nPassed in:\n(boolean) false\nExpected:\n(boolean) true", True),
  A("The readings arrive every 10 minutes and the check counts readings above 8 and compares with `2`, as if they were hourly. Two hours is 12 readings, but more to the point it should look at time, not count. Using the first reading's timestamp of the current warm run."),
  E("alert.lua", "  if warm_count >= 2 then\n", "  if warm_since and now - warm_since >= 2 * 3600 then\n"),
  B("busted spec/alert_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.003911 seconds"),
  U("good. and put this in however you like: if the fridge has been above 8 for more than 2 hours, everything in it goes in the compost, no exceptions, even if it feels cold again. the alert should say that, not just the temperature"),
  A("The alert now reads: \"Fridge above 8°C for over 2 hours — everything in it goes in the compost.\""),
  E("alert.lua", "  send(('Fridge at %.1f'):format(t))\n", "  send(('Fridge above 8C for over 2 hours (now %.1f) - everything in it goes in the compost.'):format(t))\n"),
 ], [
  L("count-not-time", "root_cause", ["compares with 2, as if they were hourly"], files=["alert.lua"]),
  L("two-hours", "test_fixed", ["raises an alert after two hours above 8"], files=["alert.lua"]),
  L("compost", "rule", ["if the fridge has been above 8 for more than 2 hours, everything in it goes in the compost, no exceptions"], files=["alert.lua"]),
 ], ["the fridge logger didn't send an alert last night", "we binned the lot", "the fridge was at 11 degrees this morning"]),

"f05_trustees_crystal": X("community food share trustees' email and referral checker (Crystal, crystal spec)", "/home/lou/src/referrals", "2026-11-29T11:38:00", [
  U("Forwarding the trustees' email from last night, the bit about referrals is yours, the rest is FYI\n\n----\nDear all,\nThank you for a brilliant harvest appeal, over two tonnes from the schools.\nPlease note: nobody is ever turned away for not having a referral, the referral only decides whether they get a full bag or the emergency bag. We agreed this after the lady in January who left in tears.\nThe AGM will be 24 January, St Mark's hall.\nReminder that we never put a photo of anyone collecting food on social media, even from behind, even with permission. It's a small town.\nThe van's MOT is due in February, Lou is booking it.\nThe referral checker on the laptop marks every referral from the Citizens Advice as expired, which is holding people up at the door. Can someone look at it?\nBest wishes,\nHelen (chair)\n----"),
  B("crystal spec spec/referral_spec.cr", "..F\n\nFailures:\n\n  1) Referral accepts a referral issued 20 days ago\n     Failure/Error: ref.valid?(today).should be_true\n\n       Expected: true\n            got: false\n\n     # spec/referral_spec.cr:17\n\nFinished in 412 microseconds\n3 examples, 1 failures, 0 errors, 0 pending\n\nFailed examples:\n\ncrystal spec spec/referral_spec.cr:15 # Referral accepts a referral issued 20 days ago", True),
  A("Citizens Advice write their dates as 29/11/2026 and the parser tries `%m/%d/%Y` first; for days over 12 that fails and it falls back to the epoch, 1970, which is always expired. For days up to 12 it silently swaps day and month. Parsing `%d/%m/%Y` only."),
  E("src/referral.cr", "    Time.parse(s, \"%m/%d/%Y\", Time::Location::UTC) rescue Time::UNIX_EPOCH\n", "    Time.parse(s, \"%d/%m/%Y\", Time::Location.load(\"Europe/London\"))\n"),
  B("crystal spec spec/referral_spec.cr", "...\n\nFinished in 388 microseconds\n3 examples, 0 failures, 0 errors, 0 pending"),
  U("ta. does the checker still say 'REJECT' in red when one's expired?"),
  A("Yes, it shows REJECT in red."),
  U("change that to 'emergency bag', nobody gets rejected (see helen's email). and not red, amber"),
  E("src/view.cr", "    red(\"REJECT\")\n", "    amber(\"emergency bag\")\n"),
 ], [
  L("never-turned-away", "rule", ["nobody is ever turned away for not having a referral"], reason=["the referral only decides whether they get a full bag or the emergency bag"]),
  L("no-photos", "rule", ["we never put a photo of anyone collecting food on social media"], reason=["It's a small town"]),
  L("us-dates", "root_cause", ["the parser tries %m/%d/%Y first"], files=["src/referral.cr"]),
  L("twenty-days", "test_fixed", ["accepts a referral issued 20 days ago"], files=["src/referral.cr"]),
  L("emergency-bag-label", "correction", ["change that to 'emergency bag'"], alternative=["not red, amber"], reason=["nobody gets rejected"], files=["src/view.cr"]),
 ], ["does the checker still say 'REJECT' in red when one's expired?", "The AGM will be 24 January, St Mark's hall", "The van's MOT is due in February, Lou is booking it"]),

"f06_signin_dart": X("community food share volunteer sign-in (Dart, dart test)", "/home/amir/src/signin", "2026-11-29T11:53:00", [
  U("volunteer sign in sheet is showing people as still here at midnight. the fire register has to be right"),
  B("dart test test/register_test.dart", "00:00 +0: loading test/register_test.dart\n00:00 +1 -1: register signs out everyone still in at closing [E]\n  Expected: <0>\n    Actual: <2>\n\n  package:matcher                 expect\n  test/register_test.dart 21:5  main.<fn>\n\n00:00 +1 -1: Some tests failed.", True),
  A("`closeDay` signs out everyone whose `signedOut == null`, but the tablet writes an empty string when someone taps out without a name on the list — those are skipped by the null check and the real still-in people... actually no: the test has two people signed in and neither is signed out, so the loop isn't running at all. `closeDay` is registered on the 17:00 timer, which the test doesn't fire; the function itself iterates over `register.values.where(...)` lazily and never consumes it. Adding `.toList()` / `forEach`."),
  E("lib/register.dart", "  register.values.where((v) => v.signedOut == null).map((v) => v.signedOut = closing);\n", "  for (final v in register.values.where((v) => v.signedOut == null)) {\n    v.signedOut = closing;\n  }\n"),
  B("dart test test/register_test.dart", "00:00 +1 -1: register signs out everyone still in at closing [E]\n  Expected: <0>\n    Actual: <1>\n\n  test/register_test.dart 21:5  main.<fn>\n\n00:00 +1 -1: Some tests failed.", True),
  A("One left: Sam's `signedOut` is an empty string (the tablet's blank tap), so `== null` misses him. Treating empty as not signed out."),
  E("lib/register.dart", "where((v) => v.signedOut == null)", "where((v) => v.signedOut == null || v.signedOut!.isEmpty)"),
  B("dart test test/register_test.dart", "00:00 +2: All tests passed!"),
  A("Everyone is signed out at closing now. I could send each volunteer a push notification reminding them to sign out."),
  U("thanks, but no notifications, half our volunteers are over 70 and don't have the app, they use the tablet by the door. put a sign by the door instead, i'll print it"),
 ], [
  L("lazy-map", "root_cause", ["iterates over register.values.where(...) lazily and never consumes it"], files=["lib/register.dart"]),
  L("still-in", "test_fixed", ["register signs out everyone still in at closing"], files=["lib/register.dart"]),
  L("no-notifications", "correction", ["no notifications"], alternative=["put a sign by the door instead"], reason=["half our volunteers are over 70 and don't have the app"]),
 ], ["volunteer sign in sheet is showing people as still here at midnight"]),

"f07_allergens_node": X("community food share allergen stickers (Node, node --test)", "/home/lou/src/stickers", "2026-11-29T12:07:00", [
  U("any bag with anything containing nuts gets the red sticker, and the red sticker is printed even if we're not sure, because a parent at the school nearly used one of our bags for a kid with an allergy. right now the peanut butter bags are coming out green"),
  B("node --test test/", "▶ sticker\n  ✔ plain pasta bag is green (0.61ms)\n  ✖ a bag with peanut butter is red (0.87ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n    \n    'green' !== 'red'\n    \n        at TestContext.<anonymous> (file:///home/lou/src/stickers/test/sticker.test.js:12:10)\n▶ sticker (2.1ms)\nℹ tests 2\nℹ suites 1\nℹ pass 1\nℹ fail 1", True),
  A("The nut check looks for the word \"nut\" as a whole word with `\\bnut\\b`, so \"peanut\" and \"nuts\" never match. Matching anything containing \"nut\" instead — over-matching \"coconut\" and \"nutmeg\" gives a red sticker, which errs the way you want."),
  E("src/sticker.js", "const NUT = /\\bnut\\b/i;\n", "const NUT = /nut/i;\n"),
  B("node --test test/", "▶ sticker\n  ✔ plain pasta bag is green (0.55ms)\n  ✔ a bag with peanut butter is red (0.40ms)\n▶ sticker (1.6ms)\nℹ tests 2\nℹ pass 2\nℹ fail 0"),
  A("Done. I also made the sticker say 'may contain nuts' in smaller print under the symbol, like the supermarket ones."),
  U("revert that. the red sticker is the whole message, the volunteers packing can't read small print in the hall light and 'may' makes people think it's probably fine"),
  E("src/sticker.js", "  lines.push('may contain nuts');\n", ""),
 ], [
  L("nuts-red", "rule", ["any bag with anything containing nuts gets the red sticker"], reason=["a parent at the school nearly used one of our bags for a kid with an allergy"]),
  L("whole-word", "root_cause", ["so \"peanut\" and \"nuts\" never match"], files=["src/sticker.js"]),
  L("peanut-red", "test_fixed", ["a bag with peanut butter is red"], files=["src/sticker.js"]),
  L("may-contain-revert", "correction", ["revert that"], alternative=["the red sticker is the whole message"], reason=["'may' makes people think it's probably fine"], files=["src/sticker.js"]),
 ], ["right now the peanut butter bags are coming out green"]),

"f08_route_lein": X("community food share collection route (Clojure, lein test)", "/home/tom/src/vanroute", "2026-11-29T12:22:00", [
  U("the van route for saturday goes to Tesco before the Co-op and that's wrong. can you fix it"),
  A("The planner orders stops by shortest total distance, which is why Tesco comes first. Do you want it to stay distance-based with the Co-op pinned first, or should the route just be a fixed order you set?"),
  U("fixed order. the Co-op only has the cage out till 9 and Tesco's is there all morning, distance doesn't matter on a 6 mile loop"),
  B("lein test :only vanroute.route-test", "lein test vanroute.route-test\n\nFAIL in (fixed-order-is-kept) (route_test.clj:14)\nexpected: (= [\"Co-op\" \"Tesco\" \"Greggs\"] (map :name (plan stops)))\n  actual: (not (= [\"Co-op\" \"Tesco\" \"Greggs\"] (\"Greggs\" \"Co-op\" \"Tesco\")))\n\nRan 2 tests containing 2 assertions.\n1 failures, 0 errors.\nTests failed.", True),
  A("`plan` puts the stops into a map keyed by name with `into {}` and then takes `vals`; a map has no order you can rely on, so the stops come out in whatever order the hashing gives. Sorting by the `:order` field each stop carries."),
  E("src/vanroute/route.clj", "  (vals (into {} (map (juxt :name identity) stops))))\n", "  (sort-by :order stops))\n"),
  B("lein test :only vanroute.route-test", "lein test vanroute.route-test\n\nRan 2 tests containing 2 assertions.\n0 failures, 0 errors."),
 ], [
  L("fixed-order", "decision", ["fixed order"], reason=["the Co-op only has the cage out till 9"], files=["src/vanroute/route.clj"]),
  L("map-no-order", "root_cause", ["a map has no order you can rely on"], files=["src/vanroute/route.clj"]),
  L("order-kept", "test_fixed", ["fixed-order-is-kept"], files=["src/vanroute/route.clj"]),
 ], ["the van route for saturday goes to Tesco before the Co-op and that's wrong"]),

"f09_rota_raco": X("community food share collection rota (Racket, raco test)", "/home/tom/src/rota", "2026-11-29T12:36:00", [
  U("Tom wrote the rota thing in racket when he was at uni and now nobody can read it. it put Jess on two collections at the same time on saturday"),
  B("raco test tests/clash.rkt", "raco test: \"tests/clash.rkt\"\n--------------------\nFAILURE\nname:       check-false\nlocation:   tests/clash.rkt:11:2\nparams:     '(#t)\nmessage:    \"overlapping slots are a clash\"\n--------------------\n1/3 test failures", True),
  A("`clash?` compares slots with `(< (slot-start a) (slot-start b))`, i.e. it only asks whether one starts before the other, never whether the first ends after the second starts. Two slots starting at 9:00 and 9:30 of an hour each overlap but weren't flagged. The usual interval test is start-a < end-b and start-b < end-a."),
  E("rota/clash.rkt", "  (< (slot-start a) (slot-start b)))\n", "  (and (< (slot-start a) (slot-end b)) (< (slot-start b) (slot-end a))))\n"),
  B("raco test tests/clash.rkt", "raco test: \"tests/clash.rkt\"\n3 tests passed"),
  A("Clash detection fixed. Would you like me to port it to Python so the rest of you can maintain it?"),
  U("no, leave it in racket for now, Tom's back at Easter and he wants to do it himself. just leave a comment at the top saying how to run the tests"),
  E("rota/clash.rkt", "#lang racket\n", "#lang racket\n;; tests: raco test tests/\n"),
  U("the rota should never put one person on more than 2 saturdays a month, people burn out and then we lose them. can it warn about that too"),
  A("Added: `(overbooked rota)` lists anyone on a third Saturday in a month, and the printout shows them at the top."),
  E("rota/clash.rkt", "(provide clash?)\n", "(provide clash? overbooked)\n"),
 ], [
  L("start-only", "root_cause", ["it only asks whether one starts before the other"], files=["rota/clash.rkt"]),
  L("overlap", "test_fixed", ["overlapping slots are a clash"], files=["rota/clash.rkt"]),
  L("stay-racket", "correction", ["leave it in racket for now"], reason=["Tom's back at Easter and he wants to do it himself"], files=["rota/clash.rkt"]),
  L("two-saturdays", "rule", ["never put one person on more than 2 saturdays a month"], reason=["people burn out and then we lose them"], files=["rota/clash.rkt"]),
 ], ["it put Jess on two collections at the same time on saturday", "now nobody can read it"]),

"f10_scales_meson": X("community food share donation scales (C, meson test)", "/home/amir/src/scales", "2026-11-29T12:51:00", [
  A("You mentioned the donation scales total went negative after the school drop-off. Building and running the scale tests."),
  B("meson test -C build --print-errorlogs", "ninja: Entering directory `/home/amir/src/scales/build'\n[2/2] Linking target test_total\n1/2 scales:total / total_adds    OK              0.01s\n2/2 scales:total / total_big_day FAIL            0.01s   exit status 1\n>>> MALLOC_PERTURB_=211 /home/amir/src/scales/build/test_total\n――――――――――――――――――――――――――――――――――――― ✀  ―――――――――――――――――――――――――――――――――――――\ntest_total.c:22: total_big_day: expected 41250, got -24286\n\nOk:                 1\nFail:               1\n\nFull log written to /home/amir/src/scales/build/meson-logs/testlog.txt", True),
  A("The running total is an `int16_t` in grams, which tops out at 32,767 g; the schools brought 41 kg, so it wrapped. Widening it to `int32_t`."),
  E("src/total.c", "static int16_t total_g;\n", "static int32_t total_g;\n"),
  B("meson test -C build --print-errorlogs", "1/2 scales:total / total_adds    OK              0.01s\n2/2 scales:total / total_big_day FAIL            0.01s   exit status 1\ntest_total.c:22: total_big_day: expected 41250, got -24286\n\nOk:                 1\nFail:               1", True),
  A("Same number, so the total itself wasn't the only narrow thing: `add_reading` returns `int16_t` and the display helper takes `short`. Widening the whole path, and the header."),
  E("src/total.h", "int16_t add_reading(int16_t g);\nvoid show(short g);\n", "int32_t add_reading(int32_t g);\nvoid show(int32_t g);\n"),
  B("meson test -C build --print-errorlogs", "1/2 scales:total / total_adds    OK              0.01s\n2/2 scales:total / total_big_day OK              0.01s\n\nOk:                 2\nFail:               0"),
  U("great. show it in kg with one decimal on the little screen not grams, 41250 doesn't fit and nobody cares about grams"),
  E("src/display.c", "  snprintf(buf, sizeof buf, \"%ld g\", (long)g);\n", "  snprintf(buf, sizeof buf, \"%.1f kg\", g / 1000.0);\n"),
 ], [
  L("int16-wrap", "root_cause", ["which tops out at 32,767 g; the schools brought 41 kg, so it wrapped"], files=["src/total.c"]),
  L("big-day", "test_fixed", ["total_big_day"], files=["src/total.c", "src/total.h"]),
  L("kg-one-decimal", "correction", ["show it in kg with one decimal on the little screen not grams"], reason=["41250 doesn't fit and nobody cares about grams"], files=["src/display.c"]),
 ], []),

"f11_chat_food": X("community food share chit-chat", "/home/lou/src/referrals", "2026-11-29T13:05:00", [
  U("harvest festival haul is unreal, the hall floor is covered in tins"),
  A("That's a great result for the schools."),
  U("always the year someone donates 40 tins of pilchards lol. never again am i letting the year 6s stack the tower of beans"),
  A("Did it fall over?"),
  U("spectacularly. must remember to buy the kids some biscuits to say thanks. nothing needs doing on the laptop today"),
  A("Enjoy the tins."),
 ], [], ["the hall floor is covered in tins", "always the year someone donates 40 tins of pilchards", "never again am i letting the year 6s stack the tower of beans", "must remember to buy the kids some biscuits to say thanks", "nothing needs doing on the laptop today"]),
# ---------------------------------------------------------------- village cricket club
"c01_table_cabal": X("village cricket club league table (Haskell, cabal test)", "/home/phil/src/hadley-league", "2026-11-29T13:16:00", [
  U("league table has us 4th. we finished 3rd. can you look"),
  B("cabal test --test-show-details=direct", "Running 1 test suites...\nTest suite league-test: RUNNING...\nPoints\n  abandoned match gives both sides 5 points: FAIL\n    test/PointsSpec.hs:18:\n    expected: 5\n     but got: 0\n  a win is 20 points: OK\n\n1 out of 2 tests failed (0.00s)\nTest suite league-test: FAIL\nTest suite logged to: dist-newstyle/build/x86_64-linux/ghc-9.4.8/hadley-league-0.2.0/t/league-test/test/hadley-league-0.2.0-league-test.log\n0 of 1 test suites (0 of 1 test cases) passed.", True),
  A("Found it in `points`: the `Abandoned` constructor falls through to the wildcard `_ -> 0`, because the pattern for it was written as `Abandon` in an older version and renamed since — GHC didn't warn since `-Wincomplete-patterns` is satisfied by the wildcard. Two of your matches were rained off, worth 10 points."),
  E("src/Points.hs", "points _ = 0\n", "points Abandoned = 5\npoints _ = 0\n"),
  B("cabal test --test-show-details=direct", "Test suite league-test: RUNNING...\nPoints\n  abandoned match gives both sides 5 points: OK\n  a win is 20 points: OK\n\n2 out of 2 tests passed (0.00s)\nTest suite league-test: PASS\n1 of 1 test suites (1 of 1 test cases) passed."),
  A("You're third now, on 187. Should I also show net run rate as a tie-breaker column?"),
  U("no net run rate, our league splits ties on head to head, it says so in the handbook. add that instead if you can"),
  E("src/Table.hs", "  sortOn (Down . pts) teams\n", "  sortBy (comparing (Down . pts) <> headToHead results) teams\n"),
 ], [
  L("wildcard-abandoned", "root_cause", ["the Abandoned constructor falls through to the wildcard _ -> 0"], files=["src/Points.hs"]),
  L("abandoned-five", "test_fixed", ["abandoned match gives both sides 5 points"], files=["src/Points.hs"]),
  L("head-to-head", "correction", ["no net run rate, our league splits ties on head to head"], reason=["it says so in the handbook"], files=["src/Table.hs"]),
 ], ["league table has us 4th. we finished 3rd"]),

"c02_bar_behave": X("village cricket club bar till (Python, behave)", "/home/phil/src/bar-till", "2026-11-29T13:30:00", [
  U("Afternoon. Ground rule for the bar till, whatever you change: nobody in a junior shirt gets served alcohol, not even a shandy, the licence is in Dave's name and he'd lose it. The bug is the till charges members the visitor price for a jug of squash"),
  B("behave features/prices.feature", "Feature: bar prices # features/prices.feature:1\n\n  Scenario: a member buys a jug of squash             # features/prices.feature:3\n    Given a member card \"H041\"                         # features/steps/till.py:8\n    When they buy \"jug of squash\"                      # features/steps/till.py:14\n    Then the price is \"£1.50\"                           # features/steps/till.py:20\n      Assertion Failed: '£2.00' != '£1.50'\n\n\nFailing scenarios:\n  features/prices.feature:3  a member buys a jug of squash\n\n0 features passed, 1 failed, 0 skipped\n1 scenario passed, 1 failed, 0 skipped\n5 steps passed, 1 failed, 0 skipped, 0 undefined\nTook 0m0.004s", True),
  A("Member cards scanned at the till come in as lowercase (\"h041\") from the new reader, and the members lookup is a set of uppercase numbers, so every card is treated as a visitor's. Normalising the card number before looking it up."),
  E("till/prices.py", "    member = card in MEMBERS\n", "    member = card.strip().upper() in MEMBERS\n"),
  B("behave features/prices.feature", "Feature: bar prices # features/prices.feature:1\n\n  Scenario: a member buys a jug of squash             # features/prices.feature:3\n    Given a member card \"H041\"                         # features/steps/till.py:8\n    When they buy \"jug of squash\"                      # features/steps/till.py:14\n    Then the price is \"£1.50\"                           # features/steps/till.py:20\n\n1 feature passed, 0 failed, 0 skipped\n2 scenarios passed, 0 failed, 0 skipped\n6 steps passed, 0 failed, 0 skipped, 0 undefined"),
  A("Members pay £1.50 again. I've also added a pop-up asking the barperson to confirm age on every alcoholic sale."),
  U("not on every sale, only when the card's a junior card. on a busy saturday a pop-up for every pint and the queue goes out the door"),
  E("till/prices.py", "    if item.alcoholic:\n        confirm_age()\n", "    if item.alcoholic and card_kind(card) == 'junior':\n        refuse('junior card: no alcohol')\n"),
  U("and the receipt should say 'Hadley CC' rather than 'Hadley Cricket Club Ltd', we're not a Ltd and the treasurer nearly had a heart attack"),
  E("till/receipt.py", "HEADER = 'Hadley Cricket Club Ltd'\n", "HEADER = 'Hadley CC'\n"),
 ], [
  L("no-junior-alcohol", "rule", ["nobody in a junior shirt gets served alcohol, not even a shandy"], reason=["the licence is in Dave's name and he'd lose it"]),
  L("lowercase-card", "root_cause", ["Member cards scanned at the till come in as lowercase"], files=["till/prices.py"]),
  L("member-squash", "test_fixed", ["a member buys a jug of squash"], files=["till/prices.py"]),
  L("junior-card-only", "correction", ["only when the card's a junior card"], alternative=["not on every sale"], reason=["a pop-up for every pint and the queue goes out the door"], files=["till/prices.py"]),
  L("hadley-cc", "correction", ["the receipt should say 'Hadley CC' rather than 'Hadley Cricket Club Ltd'"], reason=["we're not a Ltd"], files=["till/receipt.py"]),
 ], ["the till charges members the visitor price for a jug of squash"]),

"c03_scoreboard_nimble": X("village cricket club electronic scoreboard (Nim, nimble test)", "/home/gareth/src/scoreboard", "2026-11-29T13:44:00", [
  A("The scoreboard controller shows overs as 5.6 after the sixth ball instead of 6.0 — that's from your note on the issue. Running the tests."),
  B("nimble test", "  Verifying dependencies for scoreboard@0.4.0\n  Compiling /home/gareth/src/scoreboard/tests/tovers (from package scoreboard) using c backend\n\n[Suite] overs\n  [OK] a fresh innings shows 0.0\n    /home/gareth/src/scoreboard/tests/tovers.nim(14, 17): Check failed: display(o) == \"6.0\"\n    display(o) was 5.6\n  [FAILED] six legal balls complete an over\n  Error: execution of an external program failed: '/home/gareth/src/scoreboard/tests/tovers'\n       Tip: 1 messages have been suppressed; use --verbose to show them.\n     Error: Tests failed: tovers", True),
  A("The over only ticks over when the ball count passes 6 (`if balls > 6`), so the sixth ball leaves it at .6. Should be `>= 6`. Wides and no-balls are already kept out of `balls`."),
  E("src/overs.nim", "  if o.balls > 6:\n", "  if o.balls >= 6:\n"),
  B("nimble test", "[Suite] overs\n  [OK] a fresh innings shows 0.0\n  [OK] six legal balls complete an over\n   Success: Execution finished\n   Success: All tests passed"),
  A("Fixed. I also made the board flash the score for three seconds after a boundary, to liven it up."),
  U("revert that. the board faces the road and the council made us promise no flashing lights after a driver complained, it's in the planning permission"),
  E("src/board.nim", "  if boundary: flash(3)\n", ""),
  U("and the brightness should go to 40% not 100% after 7pm, the houses on Mill Lane look straight at it"),
  E("src/board.nim", "proc brightness(h: int): int = 100\n", "proc brightness(h: int): int = (if h >= 19: 40 else: 100)\n"),
 ], [
  L("gt-six", "root_cause", ["The over only ticks over when the ball count passes 6"], files=["src/overs.nim"]),
  L("six-balls", "test_fixed", ["six legal balls complete an over"], files=["src/overs.nim"]),
  L("no-flash-revert", "correction", ["revert that"], reason=["the council made us promise no flashing lights"], files=["src/board.nim"]),
  L("forty-percent", "correction", ["the brightness should go to 40% not 100% after 7pm"], reason=["the houses on Mill Lane look straight at it"], files=["src/board.nim"]),
 ], []),

"c04_fees_ginkgo": X("village cricket club match fees (Go, ginkgo)", "/home/phil/src/matchfees", "2026-11-29T13:58:00", [
  U("I want the match fee app to stop chasing the juniors. also it's chasing people who paid by bank transfer"),
  A("Before I change the chasing: do juniors pay nothing at all, or a season fee their parents cover? That decides whether they just drop out of the list or get a different kind of record."),
  U("season fee, paid by the parents in april. so no match fees for juniors ever, because chasing a 12 year old for £5 in the changing room is grim"),
  B("ginkgo ./fees/...", "Running Suite: Fees Suite - /home/phil/src/matchfees/fees\n==========================================================\nRandom Seed: 1701249480\n\nWill run 3 of 3 specs\n••\n------------------------------\n• [FAILED] [0.001 seconds]\nChasing [It] leaves out a player who paid by transfer\n/home/phil/src/matchfees/fees/chase_test.go:27\n\n  [FAILED] Expected\n      <[]string | len:1, cap:1>: [\"Sunil\"]\n  to be empty\n  In [It] at: /home/phil/src/matchfees/fees/chase_test.go:31\n------------------------------\n\nSummarizing 1 Failure:\n  [FAIL] Chasing [It] leaves out a player who paid by transfer\n  /home/phil/src/matchfees/fees/chase_test.go:31\n\nRan 3 of 3 Specs in 0.002 seconds\nFAIL! -- 2 Passed | 1 Failed | 0 Pending | 0 Skipped\n--- FAIL: TestFees (0.00s)\nFAIL", True),
  A("Transfers are matched to players by the reference, and the bank statement import keeps the reference in capitals with the trailing spaces from the fixed-width file (\"SUNIL MATCH  \"), so `strings.HasPrefix(ref, p.Name)` never matches. Trimming and folding case on both sides."),
  E("fees/match.go", "\tif strings.HasPrefix(t.Ref, p.Name) {\n", "\tif strings.HasPrefix(strings.ToUpper(strings.TrimSpace(t.Ref)), strings.ToUpper(p.Name)) {\n"),
  E("fees/chase.go", "\tfor _, p := range players {\n", "\tfor _, p := range players {\n\t\tif p.Junior {\n\t\t\tcontinue\n\t\t}\n"),
  B("ginkgo ./fees/...", "Running Suite: Fees Suite - /home/phil/src/matchfees/fees\n==========================================================\nWill run 3 of 3 specs\n•••\n\nRan 3 of 3 Specs in 0.002 seconds\nSUCCESS! -- 3 Passed | 0 Failed | 0 Pending | 0 Skipped\nPASS"),
  A("Both fixed. The reminder goes out as a text at 9am on the Monday after the match."),
  U("email not text, the club phone is pay as you go and it's me topping it up"),
  E("fees/remind.go", "\tsendSMS(p.Phone, msg)\n", "\tsendEmail(p.Email, msg)\n"),
 ], [
  L("no-junior-fees", "decision", ["no match fees for juniors ever"], reason=["chasing a 12 year old for £5 in the changing room is grim"], files=["fees/chase.go"]),
  L("ref-padding", "root_cause", ["keeps the reference in capitals with the trailing spaces from the fixed-width file"], files=["fees/match.go"]),
  L("paid-by-transfer", "test_fixed", ["leaves out a player who paid by transfer"], files=["fees/match.go"]),
  L("email-not-text", "correction", ["email not text"], reason=["the club phone is pay as you go"], files=["fees/remind.go"]),
 ], ["it's chasing people who paid by bank transfer"]),

"c05_fixtures_cypress": X("village cricket club fixtures page (JavaScript, cypress)", "/home/gareth/src/hadley-site", "2026-11-29T14:12:00", [
  U("the fixtures page on the website shows the away matches with our ground's postcode on the map link"),
  B("npx cypress run --spec cypress/e2e/fixtures.cy.js", "====================================================================================================\n\n  Running:  fixtures.cy.js                                                                  (1 of 1)\n\n\n  fixtures\n    1) links an away match to the home side's ground\n    ✓ lists the season in date order (412ms)\n\n\n  1 passing (1s)\n  1 failing\n\n  1) fixtures\n       links an away match to the home side's ground:\n     AssertionError: Timed out retrying after 4000ms: expected '<a>' to have attribute 'href' matching /OX7 5QP/, but the value was 'https://maps.google.com/?q=OX7+3HL'\n      at Context.eval (webpack:///./cypress/e2e/fixtures.cy.js:14:8)\n\n\n  (Run Finished)\n\n       Spec                                              Tests  Passing  Failing  Pending  Skipped\n  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐\n  │ ✖  fixtures.cy.js                           00:02        2        1        1        -        - │\n  └────────────────────────────────────────────────────────────────────────────────────────────────┘\n    ✖  1 of 1 failed (100%)                     00:02        2        1        1        -        -", True),
  A("The template builds the link from `club.postcode` — our club — for every row. It should use the ground of whichever side is at home."),
  E("src/fixtures.njk", "{{ club.postcode }}", "{{ f.home.postcode }}"),
  B("npx cypress run --spec cypress/e2e/fixtures.cy.js", "  fixtures\n    1) links an away match to the home side's ground\n    ✓ lists the season in date order (398ms)\n\n  1) fixtures\n       links an away match to the home side's ground:\n     AssertionError: Timed out retrying after 4000ms: expected '<a>' to have attribute 'href' matching /OX7 5QP/, but the value was 'https://maps.google.com/?q='\n\n    ✖  1 of 1 failed (100%)                     00:02        2        1        1        -        -", True),
  A("Empty now: the fixtures file only has `f.home` as a team name string, not an object — the postcodes live in `grounds.json`, keyed by club. Looking it up there."),
  E("src/fixtures.njk", "{{ f.home.postcode }}", "{{ grounds[f.home].postcode }}"),
  B("npx cypress run --spec cypress/e2e/fixtures.cy.js", "  fixtures\n    ✓ links an away match to the home side's ground (305ms)\n    ✓ lists the season in date order (377ms)\n\n  2 passing (1s)\n\n    ✔  All specs passed!                        00:01        2        2        -        -        -"),
  A("Away matches link to the right ground now. The page lists every fixture with the full team sheet."),
  U("why the team sheet there? use just the captain's name, selection isn't done till thursday and people get upset seeing themselves missing from a list that's not final"),
  E("src/fixtures.njk", "{% for p in f.sheet %}{{ p }}{% endfor %}", "{{ f.captain }}"),
  U("oh and the date format should be 'Sat 9 May' rather than 09/05/2026, half the club reads that american style"),
  E("src/filters.js", "  return d.toLocaleDateString('en-GB');\n", "  return format(d, 'EEE d MMM');\n"),
 ], [
  L("club-postcode", "root_cause", ["The template builds the link from club.postcode — our club — for every row"], files=["src/fixtures.njk"]),
  L("home-ground", "test_fixed", ["links an away match to the home side's ground"], files=["src/fixtures.njk"]),
  L("captain-only", "correction", ["use just the captain's name"], alternative=["why the team sheet there?"], reason=["selection isn't done till thursday"], files=["src/fixtures.njk"]),
  L("sat-9-may", "correction", ["the date format should be 'Sat 9 May' rather than 09/05/2026"], reason=["half the club reads that american style"], files=["src/filters.js"]),
 ], ["the fixtures page on the website shows the away matches with our ground's postcode on the map link"]),

"c06_juniors_tox": X("village cricket club junior registration (Python, tox)", "/home/anna/src/juniors", "2026-11-29T14:26:00", [
  U("Hi! I run the juniors. Important: a junior's photo never goes on the website or facebook unless the parent has ticked the photo consent box on the form, and the box starts unticked. That's the ECB safeguarding guidance and we had a complaint two years ago. Now, the registration form keeps putting the under 11s in the under 13s"),
  B("tox -e py311 -- tests/test_groups.py", "py311: commands[0]> pytest tests/test_groups.py\n============================= test session starts ==============================\ncollected 3 items\n\ntests/test_groups.py .F.                                                 [100%]\n\n=================================== FAILURES ===================================\n_________________________ test_age_group_uses_1_september _______________________\n\n    def test_age_group_uses_1_september():\n>       assert age_group(date(2016, 10, 3), season=2027) == 'U11'\nE       AssertionError: assert 'U13' == 'U11'\nE         - U11\nE         + U13\n\ntests/test_groups.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_groups.py::test_age_group_uses_1_september - AssertionError: assert 'U13' == 'U11'\n========================= 1 failed, 2 passed in 0.05s ==========================\npy311: exit 1 (0.41 seconds) /home/anna/src/juniors> pytest tests/test_groups.py pid=41022\n  py311: FAIL code 1 (0.93 seconds)\n  evaluation failed :( (1.02 seconds)", True),
  A("`age_group` works out age on today's date, but cricket age groups go by age on 1 September before the season. Registering in November for next summer, a ten-year-old turning eleven in October was put up a group. Computing age at 1 September of the year before the season."),
  E("juniors/groups.py", "    age = (date.today() - dob).days // 365\n", "    cutoff = date(season - 1, 9, 1)\n    age = cutoff.year - dob.year - ((cutoff.month, cutoff.day) < (dob.month, dob.day))\n"),
  B("tox -e py311 -- tests/test_groups.py", "py311: commands[0]> pytest tests/test_groups.py\ncollected 3 items\n\ntests/test_groups.py ...                                                 [100%]\n\n============================== 3 passed in 0.03s ===============================\n  py311: OK (0.81 seconds)\n  congratulations :) (0.88 seconds)"),
  A("Groups fixed. I've made the photo consent box on the form required so nobody can skip it."),
  U("not required! then people just tick it to get past. leave it optional and unticked, no tick means no photos"),
  E("juniors/forms.py", "    photo_consent = BooleanField(required=True)\n", "    photo_consent = BooleanField(required=False, default=False)\n"),
 ], [
  L("photo-consent", "rule", ["a junior's photo never goes on the website or facebook unless the parent has ticked the photo consent box"], reason=["That's the ECB safeguarding guidance"]),
  L("today-not-sept", "root_cause", ["cricket age groups go by age on 1 September before the season"], files=["juniors/groups.py"]),
  L("first-sept", "test_fixed", ["test_age_group_uses_1_september"], files=["juniors/groups.py"]),
  L("consent-optional", "correction", ["leave it optional and unticked"], alternative=["not required!"], reason=["people just tick it to get past"], files=["juniors/forms.py"]),
 ], ["the registration form keeps putting the under 11s in the under 13s"]),

"c07_teas_jasmine": X("village cricket club match teas rota (JavaScript, jasmine)", "/home/anna/src/teas", "2026-11-29T14:40:00", [
  U("the teas rota emailed two families for the same saturday and nobody for the week after"),
  A("Let me run the rota specs first."),
  B("npx jasmine spec/rotaSpec.js", "Randomized with seed 61277\nStarted\n.F\n\nFailures:\n1) rota gives each home saturday one family\n  Message:\n    Expected [ 'Patels', 'Greens', 'Greens', 'Okafors' ] to equal [ 'Patels', 'Greens', 'Okafors', 'Browns' ].\n  Stack:\n        at <Jasmine>\n        at UserContext.<anonymous> (/home/anna/src/teas/spec/rotaSpec.js:12:22)\n\n2 specs, 1 failure\nFinished in 0.012 seconds\nRandomized with seed 61277 (jasmine --random=true --seed=61277)", True),
  A("In `assign`, the next family is picked with `families[i % families.length]`, but `i` is the index into all fixtures, home and away. Away weeks are skipped after picking, so... no, not quite: the skip happens before the pick, and `i` isn't advanced for the skipped away week, so the same family comes round twice. Using a separate counter that only moves on home Saturdays."),
  E("src/rota.js", "    out.push(families[i % families.length]);\n", "    out.push(families[next++ % families.length]);\n"),
  B("npx jasmine spec/rotaSpec.js", "Randomized with seed 9021\nStarted\n..\n\n\n2 specs, 0 failures\nFinished in 0.009 seconds"),
  A("Each Saturday now gets one family. I can add a swap button so families can trade weeks themselves in the app."),
  U("thanks, but no swap button, the families sort swaps between themselves on the whatsapp and just tell Anna. she's the one who needs to know"),
  U("the reminder email should go on the wednesday before not the friday, you can't bake for 22 on a friday night after work"),
  E("src/remind.js", "const DAYS_BEFORE = 1;\n", "const DAYS_BEFORE = 3;\n"),
 ], [
  L("shared-counter", "root_cause", ["i isn't advanced for the skipped away week, so the same family comes round twice"], files=["src/rota.js"]),
  L("one-family", "test_fixed", ["rota gives each home saturday one family"], files=["src/rota.js"]),
  L("no-swap-button", "correction", ["no swap button"], reason=["the families sort swaps between themselves on the whatsapp"]),
  L("wednesday-reminder", "correction", ["the reminder email should go on the wednesday before not the friday"], reason=["you can't bake for 22 on a friday night after work"], files=["src/remind.js"]),
 ], ["the teas rota emailed two families for the same saturday and nobody for the week after"]),

"c08_agm_cargo": X("village cricket club AGM minutes and roller hours log (Rust, cargo test)", "/home/gareth/src/roller", "2026-11-29T14:53:00", [
  U("AGM minutes, draft, as promised. item 6 is the roller thing.\n\nHadley CC AGM, Friday 20 November, pavilion\n1. Apologies from Phil and Sunil.\n2. Chairman thanked the ground crew for the new sightscreens.\n3. The square is only ever cut and rolled by the groundsman or someone he has signed off, after the mess in June the square took six weeks to recover.\n4. Subs unchanged for next season.\n5. Nobody uses the pavilion kitchen after a match without a second person in the building, since Ken's fall in August.\n6. Gareth's roller log: the hours counter for the big roller shows less than the meter on the machine, so the service is never flagged as due.\n7. Thanks to the Plough for hosting the presentation night.\n8. AOB: the ladies' team wants a second net session.\n\nGareth"),
  B("cargo test service", "   Compiling roller v0.1.0 (/home/gareth/src/roller)\n    Finished test [unoptimized + debuginfo] target(s) in 2.12s\n     Running unittests src/main.rs (target/debug/deps/roller-88a2c41f7e03b9d5)\n\nrunning 2 tests\ntest tests::service_due_at_fifty_hours ... FAILED\ntest tests::new_roller_not_due ... ok\n\nfailures:\n\n---- tests::service_due_at_fifty_hours stdout ----\nthread 'tests::service_due_at_fifty_hours' panicked at src/main.rs:71:9:\nassertion failed: log.service_due()\n\nfailures:\n    tests::service_due_at_fifty_hours\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  A("Each session's length is stored with `as_secs() / 3600`, integer division, so a 50-minute roll adds 0 hours. Rolling is usually under an hour, so almost nothing was counted. Summing minutes and dividing at the end."),
  E("src/main.rs", "        self.hours += d.as_secs() / 3600;\n", "        self.minutes += d.as_secs() / 60;\n"),
  B("cargo test service", "    Finished test [unoptimized + debuginfo] target(s) in 0.88s\n     Running unittests src/main.rs (target/debug/deps/roller-88a2c41f7e03b9d5)\n\nrunning 2 tests\ntest tests::service_due_at_fifty_hours ... ok\ntest tests::new_roller_not_due ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
  A("Fixed, and I added a `--reset` flag so whoever services it can zero the counter from the command line."),
  U("the reset should only happen when the service is logged with the mechanic's invoice number, not a bare flag. otherwise someone zeroes it by accident and we're back to square one"),
  E("src/main.rs", "    #[arg(long)]\n    reset: bool,\n", "    #[arg(long, value_name = \"INVOICE\")]\n    serviced: Option<String>,\n"),
 ], [
  L("groundsman-only", "rule", ["The square is only ever cut and rolled by the groundsman or someone he has signed off"], reason=["the square took six weeks to recover"]),
  L("kitchen-two", "rule", ["Nobody uses the pavilion kitchen after a match without a second person in the building"], reason=["since Ken's fall in August"]),
  L("integer-hours", "root_cause", ["integer division, so a 50-minute roll adds 0 hours"], files=["src/main.rs"]),
  L("fifty-hours", "test_fixed", ["service_due_at_fifty_hours"], files=["src/main.rs"]),
  L("invoice-reset", "correction", ["the reset should only happen when the service is logged with the mechanic's invoice number, not a bare flag"], reason=["someone zeroes it by accident"], files=["src/main.rs"]),
 ], ["the hours counter for the big roller shows less than the meter on the machine", "Subs unchanged for next season", "the ladies' team wants a second net session"]),

"c09_nets_decide": X("village cricket club nets booking (question before code)", "/home/phil/src/nets", "2026-11-29T15:06:00", [
  U("we're finally doing online booking for the nets. should slots be an hour or half an hour?"),
  A("Half-hour slots fit more people in on busy evenings; hour slots mean fewer changeovers and are simpler for the juniors' coaching, which already runs in hours."),
  U("an hour. the bowlers need 20 minutes just to warm up and half hours would be all changeovers"),
  W("nets/slots.py", "SLOT_MINUTES = 60\nFIRST = time(17, 0)\nLAST = time(20, 0)\n"),
  A("Slots run 5pm to 9pm. One thing I noticed in the old spreadsheet: bookings after 8pm in September clash with the floodlight timer, which switches off at 8 from the 1st. The old sheet let people book nets nobody could see in."),
  U("ok so last slot at 7 from september. and a net is never booked for a single person on their own, someone has to be there if a ball hits them, we had a broken cheekbone in 2019"),
  E("nets/slots.py", "LAST = time(20, 0)\n", "LAST = time(20, 0)\nLAST_SEPT_ON = time(19, 0)\nMIN_PEOPLE = 2\n"),
  U("and take the price off the booking page, members don't pay for nets, it's in the subs"),
  E("nets/templates/book.html", "<p>£{{ slot.price }}</p>\n", ""),
 ], [
  L("hour-slots", "decision", ["an hour"], reason=["the bowlers need 20 minutes just to warm up"], files=["nets/slots.py"]),
  L("floodlight-timer", "root_cause", ["bookings after 8pm in September clash with the floodlight timer"]),
  L("never-alone", "rule", ["a net is never booked for a single person on their own"], reason=["someone has to be there if a ball hits them"], files=["nets/slots.py"]),
  L("no-price", "correction", ["take the price off the booking page"], reason=["members don't pay for nets, it's in the subs"], files=["nets/templates/book.html"]),
 ], ["should slots be an hour or half an hour?", "ok so last slot at 7 from september"]),

"c10_members_vitest": X("village cricket club membership form (Svelte, vitest)", "/home/anna/src/hadley-members", "2026-11-29T15:20:00", [
  U("membership form. family membership is coming out more expensive than two adults, which can't be right"),
  B("npx vitest run src/lib/price.test.ts", " ❯ src/lib/price.test.ts (2 tests | 1 failed) 6ms\n   × price > family is capped at the family rate 4ms\n     → expected 190 to be 120 // Object.is equality\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/lib/price.test.ts > price > family is capped at the family rate\nAssertionError: expected 190 to be 120 // Object.is equality\n\n- Expected\n+ Received\n\n- 120\n+ 190\n\n ❯ src/lib/price.test.ts:15:30\n\n Test Files  1 failed (1)\n      Tests  1 failed | 1 passed (2)", True),
  A("`price` adds the family rate on top of each member's own rate instead of capping with it — `Math.max(sum, FAMILY)` where it should be `Math.min`. So a family paid at least the family rate, and often more."),
  E("src/lib/price.ts", "  return Math.max(sum, FAMILY)\n", "  return Math.min(sum, FAMILY)\n"),
  B("npx vitest run src/lib/price.test.ts", " ✓ src/lib/price.test.ts (2 tests) 3ms\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)"),
  A("Family price is capped at £120 now. The form asks for each person's date of birth and mobile number."),
  U("why mobile there? use one contact email per household, we don't ring people and the juniors shouldn't be giving us their numbers"),
  E("src/routes/join/+page.svelte", "<input name=\"mobile\" type=\"tel\">", "<input name=\"email\" type=\"email\">"),
 ], [
  L("max-not-min", "root_cause", ["Math.max(sum, FAMILY) where it should be Math.min"], files=["src/lib/price.ts"]),
  L("family-cap", "test_fixed", ["family is capped at the family rate"], files=["src/lib/price.ts"]),
  L("household-email", "correction", ["use one contact email per household"], alternative=["why mobile there?"], reason=["the juniors shouldn't be giving us their numbers"], files=["src/routes/join/+page.svelte"]),
 ], ["family membership is coming out more expensive than two adults"]),

"c11_chat_cricket": X("village cricket club chit-chat", "/home/phil/src/hadley-league", "2026-11-29T15:33:00", [
  U("end of season dinner was a riot. Ken did his speech again"),
  A("The same speech as last year?"),
  U("word for word. never again am i sitting next to the tea urn at the presentation night, i was refilling cups for two hours. always the wicketkeeper who wins the raffle"),
  A("Sounds like a good night all the same."),
  U("don't forget to get the pavilion keys back off Sunil, haha. nothing to do on the code today"),
  A("Enjoy the off-season."),
 ], [], ["end of season dinner was a riot", "never again am i sitting next to the tea urn at the presentation night", "always the wicketkeeper who wins the raffle", "don't forget to get the pavilion keys back off Sunil", "nothing to do on the code today"]),
}

# a follow-up question the user asks once the work is done: it gives no rule
ASKED = {
  "k01_stash_jest": ("how much white dk have we really got then", "Twenty-two balls, once the duplicate edits are gone."),
  "k02_patterns_vitest": ("how many patterns are in copyright", "Forty-one of the 212."),
  "k03_hats_decide": ("what's the head size for the smallest", "24 cm, from the ward's chart."),
  "k04_notes_cargo": ("does it do cardigans too", "Yes, by chest size; those numbers weren't affected."),
  "k05_ledger_rspec": ("who is actually behind then", "Two members, both by one week."),
  "k06_calendar_phpunit": ("will the website update by itself", "Yes, the plugin reads the times on every page load."),
  "k07_fair_mix": ("how many tea cosies are left", "Eleven."),
  "k08_rows_swift": ("how do I put the new version on the ipads", "Through TestFlight; the three iPads will get an update prompt."),
  "k09_swap_deno": ("when is the first one", "Thursday 3 December."),
  "k10_backup_bats": ("is there enough room on the disk for 8 weeks", "Yes, about 9 GB out of 64."),
  "k12_newsletter_mail": ("how long does it take to send", "About a minute for 63 members."),
  "f01_drivers_gradle": ("do the drivers need to update the app", "Yes, it will update next time their phones are on wifi."),
  "f02_stock_maven": ("how many days of pasta have we got", "About two, at last month's rate."),
  "f03_council_testthat": ("how many households this quarter", "About 410, rounded."),
  "f04_fridge_busted": ("who gets the alert", "The duty phone and Amir."),
  "f05_trustees_crystal": ("how many referrals came from citizens advice this month", "Thirty-four."),
  "f06_signin_dart": ("how many volunteers signed in this week", "Forty-seven sign-ins from 29 people."),
  "f07_allergens_node": ("do we need new sticker rolls", "No, the red and green rolls stay the same."),
  "f08_route_lein": ("how long is the loop", "About 6.2 miles, 50 minutes with stops."),
  "f09_rota_raco": ("is anyone on three saturdays in december", "Jess, on the 5th, 12th and 19th."),
  "f10_scales_meson": ("how do I flash it onto the scales", "Plug in the USB lead and run make flash; it takes a minute."),
  "c01_table_cabal": ("who's top", "Chipping Norton, nine points clear."),
  "c02_bar_behave": ("how much did the bar take last saturday", "£612 across the day."),
  "c03_scoreboard_nimble": ("does the board need turning off and on", "Yes, once, to load the new firmware."),
  "c04_fees_ginkgo": ("how much is still owed", "£85 from nine players."),
  "c05_fixtures_cypress": ("when does the site update", "On the next push; about two minutes."),
  "c06_juniors_tox": ("how many juniors have registered so far", "Forty-three, eleven of them under 11s."),
  "c07_teas_jasmine": ("who's doing teas on the first saturday", "The Patels."),
  "c08_agm_cargo": ("how many hours has the roller done", "Forty-six hours since the last service."),
  "c09_nets_decide": ("when can people start booking", "As soon as it's deployed; the first slots are in March."),
  "c10_members_vitest": ("how many families have joined", "Twenty-eight."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)
