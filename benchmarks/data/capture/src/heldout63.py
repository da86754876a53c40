# heldout63: frozen held-out capture set, written 2026-11-29 without reading reflectgit/, RESULTS.md or any
# other set's sessions (beyond heldout53's and heldout62's source, for the format).
# Never edit it, never tune on it (benchmarks/README.md).
# Themes: a cave rescue team's fundraising shop, a community watermill (stone-ground flour) and a dance school (a
# lifeboat station's shop and a community orchard press were briefed and found used, so the cave rescue shop and the
# watermill stand in for them).
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
# ---------------------------------------------------------------- cave rescue team fundraising shop
"r01_stock_pytest": X("cave rescue team fundraising shop stock list (Python, pytest)", "/home/gwen/src/shopstock", "2026-11-29T08:05:00", [
  U("hi. two things before you touch anything: donated rope is never sold as climbing rope, only as craft rope, because we can't vouch for how it was stored. and gift aid only goes on items with a signed declaration in the folder, hmrc checked us in 2024. now the problem: the stock export has every price doubled"),
  B("python -m pytest tests/test_export.py -q", "F.                                                                       [100%]\n=================================== FAILURES ===================================\n____________________________ test_export_prices ____________________________\n\n    def test_export_prices():\n        rows = export_rows([item('head torch', pence=1200)])\n>       assert rows[0]['price'] == '12.00'\nE       AssertionError: assert '24.00' == '12.00'\n\ntests/test_export.py:9: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_export.py::test_export_prices - AssertionError: assert '24.00' == '12.00'\n1 failed, 1 passed in 0.05s", True),
  R("shopstock/export.py", "def export_rows(items):\n    return [{'name': i.name, 'price': f\"{(i.pence + i.pence) / 100:.2f}\"} for i in items]\n"),
  A("Found it. Somebody added the gift aid uplift by adding the price to itself instead of multiplying by 1.25, and it runs for every item whether or not it has a declaration. Taking the uplift out of the export; it belongs in the claim report, not the price list."),
  E("shopstock/export.py", "f\"{(i.pence + i.pence) / 100:.2f}\"", "f\"{i.pence / 100:.2f}\""),
  B("python -m pytest tests/test_export.py -q", "..                                                                       [100%]\n2 passed in 0.04s"),
  U("good. can the export round to whole pounds"),
  A("Sure — I'll round to the nearest pound."),
  U("round down, not to nearest. the volunteers on the till dont do pence and we'd rather lose 50p than overcharge someone"),
  E("shopstock/export.py", "f\"{i.pence / 100:.2f}\"", "str(i.pence // 100)"),
 ], [
  L("rope-craft", "rule", ["donated rope is never sold as climbing rope, only as craft rope"], reason=["we can't vouch for how it was stored"]),
  L("gift-aid-declaration", "rule", ["gift aid only goes on items with a signed declaration in the folder"], reason=["hmrc checked us in 2024"]),
  L("uplift-added", "root_cause", ["added the gift aid uplift by adding the price to itself instead of multiplying by 1.25"], files=["shopstock/export.py"]),
  L("export-prices", "test_fixed", ["test_export_prices"], files=["shopstock/export.py"]),
  L("round-down", "correction", ["round down, not to nearest"], reason=["we'd rather lose 50p than overcharge someone"], files=["shopstock/export.py"]),
 ], ["the stock export has every price doubled", "can the export round to whole pounds"]),

"r02_till_gotest": X("cave rescue team shop card till sync (Go, go test)", "/home/ifan/src/tillsync", "2026-11-29T08:20:00", [
  U("--- FAIL: TestDailyTotal (0.00s)\n    total_test.go:31: DailyTotal = 148.50, want 161.00\nFAIL\nFAIL\tgithub.com/crt-shop/tillsync/total\t0.003s\n\nsunday's total was short again"),
  R("total/total.go", "func DailyTotal(sales []Sale, day time.Time) float64 {\n\tvar sum float64\n\tfor _, s := range sales {\n\t\tif s.At.Day() == day.Day() {\n\t\t\tsum += s.Amount\n\t\t}\n\t}\n\treturn sum\n}\n"),
  A("Sales are stamped in UTC by the card reader, and the comparison is on the UTC day — sales after 23:00 in summer time fall into the next day. I'll compare in Europe/London."),
  E("total/total.go", "\t\tif s.At.Day() == day.Day() {\n", "\t\tif s.At.In(london).Day() == day.Day() {\n"),
  B("go test ./total/...", "--- FAIL: TestDailyTotal (0.00s)\n    total_test.go:31: DailyTotal = 155.00, want 161.00\nFAIL\nFAIL\tgithub.com/crt-shop/tillsync/total\t0.003s\nFAIL", True),
  A("Closer but 6.00 still missing. The fixture has a refund of -6.00 entered as a separate row with `Refund: true` and a positive amount; the loop adds it as a sale and the test expects it subtracted... no, wait, it's the other way: the cash sales from the float tin come in with `Amount` in pence, 600, and `sum` never sees them because they're filtered out by `s.Source == \"card\"` upstream. Cash rows are dropped before the total."),
  E("total/total.go", "\tsales = onlyCard(sales)\n", ""),
  B("go test ./total/...", "ok  \tgithub.com/crt-shop/tillsync/total\t0.004s"),
  A("Passes. Want me to add a nightly email with the total to the treasurer?"),
  U("thanks, but no email to the treasurer, she reads the shop sheet on mondays and doesnt want more mail"),
 ], [
  L("utc-day", "root_cause", ["Sales are stamped in UTC by the card reader, and the comparison is on the UTC day"], files=["total/total.go"]),
  L("cash-dropped", "root_cause", ["Cash rows are dropped before the total"], files=["total/total.go"]),
  L("daily-total", "test_fixed", ["TestDailyTotal"], files=["total/total.go"]),
  L("no-treasurer-mail", "correction", ["no email to the treasurer"], reason=["she reads the shop sheet on mondays"]),
 ], ["sunday's total was short again"]),

"r03_notes_cargo": X("cave rescue team shop meeting notes and label printer (Rust, cargo test)", "/home/gwen/src/shoplabels", "2026-11-29T08:36:00", [
  U("notes from the shop volunteers meeting tuesday, the label one is for you\n\n- Welcome to Dilys and Ken who start on saturdays.\n- Callout pagers are never sold in the shop even if donated, they go back to the equipment officer because they're still registered to the team.\n- The window display is the christmas one from 1st December.\n- Label printer cuts the last letter off long names, please sort.\n- Cash is never counted alone, always two volunteers at close, after the float went missing in March.\n- Parking outside is now pay and display, tell customers.\n- Anything with a battery gets PAT tested before it goes on the shelf, insurance again.\n\nthanks, gwen"),
  B("cargo test label", "   Compiling shoplabels v0.3.1 (/home/gwen/src/shoplabels)\n    Finished test [unoptimized + debuginfo] target(s) in 3.02s\n     Running unittests src/lib.rs (target/debug/deps/shoplabels-1b2c9e0f4d7a3355)\n\nrunning 2 tests\ntest label::tests::short_name_fits ... ok\ntest label::tests::long_name_wraps ... FAILED\n\nfailures:\n\n---- label::tests::long_name_wraps stdout ----\nthread 'label::tests::long_name_wraps' panicked at src/label.rs:58:9:\nassertion `left == right` failed\n  left: [\"Petzl Tikka head tor\"]\n right: [\"Petzl Tikka head\", \"torch\"]\n\nfailures:\n    label::tests::long_name_wraps\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", True),
  A("The label code truncates at 20 characters with `&name[..20]` and never wraps; it was written for a printer that did its own wrapping. Splitting on words into lines of at most 20."),
  E("src/label.rs", "    vec![name[..name.len().min(20)].to_string()]\n", "    wrap_words(name, 20)\n"),
  B("cargo test label", "    Finished test [unoptimized + debuginfo] target(s) in 1.40s\n     Running unittests src/lib.rs (target/debug/deps/shoplabels-1b2c9e0f4d7a3355)\n\nrunning 2 tests\ntest label::tests::short_name_fits ... ok\ntest label::tests::long_name_wraps ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
  U("ta"),
 ], [
  L("no-pagers", "rule", ["Callout pagers are never sold in the shop even if donated"], reason=["they're still registered to the team"]),
  L("two-count", "rule", ["Cash is never counted alone, always two volunteers at close"], reason=["after the float went missing in March"]),
  L("pat-test", "rule", ["Anything with a battery gets PAT tested before it goes on the shelf"], reason=["insurance again"]),
  L("truncates", "root_cause", ["truncates at 20 characters", "never wraps"], files=["src/label.rs"]),
  L("long-wrap", "test_fixed", ["long_name_wraps"], files=["src/label.rs"]),
 ], ["Label printer cuts the last letter off long names, please sort.", "Welcome to Dilys and Ken who start on saturdays.", "Parking outside is now pay and display, tell customers.", "ta"]),

"r04_online_decide": X("cave rescue team shop online sales (decision before code)", "/home/ifan/src/crtshop-web", "2026-11-29T08:49:00", [
  U("before you write anything — for the online shop, do we post things or collection only?"),
  A("Posting widens who can buy but means someone packing parcels; collection only keeps it simple. Which suits the volunteers?"),
  U("collection only from the shop, we have nobody to do the post office run and the team's kit is bulky"),
  W("web/checkout.py", "DELIVERY_OPTIONS = ['collect']\nCOLLECT_FROM = 'Shop, Heol y Bont'\nPAYMENT = ['card', 'paypal']\n"),
  A("Checkout written: collection only, card or PayPal."),
  U("why paypal there? use card only, paypal fees on small donations eat half of it"),
  E("web/checkout.py", "PAYMENT = ['card', 'paypal']\n", "PAYMENT = ['card']\n"),
 ], [
  L("collection-only", "decision", ["collection only from the shop"], reason=["we have nobody to do the post office run"], files=["web/checkout.py"]),
  L("card-only", "correction", ["use card only"], alternative=["why paypal there?"], reason=["paypal fees on small donations eat half of it"], files=["web/checkout.py"]),
 ], ["do we post things or collection only?"]),

"r05_rota_mocha": X("cave rescue team shop volunteer rota (JavaScript, mocha)", "/home/ceri/src/shoprota", "2026-11-29T09:01:00", [
  A("Welcome back. Before the break the rota test was still red; rerunning it."),
  B("npx mocha test/rota.spec.js", "\n  rota\n    ✔ fills weekday shifts\n    1) never books one volunteer twice in a day\n\n\n  1 passing (14ms)\n  1 failing\n\n  1) rota\n       never books one volunteer twice in a day:\n\n      AssertionError: expected [ 'Dilys', 'Dilys' ] to have length 1\n      + expected - actual\n\n      -2\n      +1\n      \n      at Context.<anonymous> (test/rota.spec.js:22:34)\n", True),
  A("Looked at `assign()`: availability is checked per shift but the booked set is reset inside the shift loop, so the morning booking is forgotten when the afternoon is filled. Moving the set out of the loop."),
  E("src/rota.js", "  for (const shift of day.shifts) {\n    const booked = new Set();\n", "  const booked = new Set();\n  for (const shift of day.shifts) {\n"),
  B("npx mocha test/rota.spec.js", "\n  rota\n    ✔ fills weekday shifts\n    ✔ never books one volunteer twice in a day\n\n\n  2 passing (11ms)\n"),
  A("Green. I also sorted the rota by surname so it's easier to find people."),
  U("revert that, the rota is pinned up by shift time and people look for the day, not their name"),
  E("src/rota.js", "  rows.sort(bySurname);\n", ""),
 ], [
  L("set-reset", "root_cause", ["the booked set is reset inside the shift loop"], files=["src/rota.js"]),
  L("twice-a-day", "test_fixed", ["never books one volunteer twice in a day"], files=["src/rota.js"]),
  L("rota-revert", "correction", ["revert that"], reason=["the rota is pinned up by shift time"], files=["src/rota.js"]),
 ], []),

"r06_giftaid_pest": X("cave rescue team shop gift aid claims (PHP, pest)", "/home/gwen/src/giftaid", "2026-11-29T09:14:00", [
  U("the gift aid claim file has Mrs Pritchard on it twice"),
  B("./vendor/bin/pest tests/ClaimTest.php", "\n   FAIL  Tests\\ClaimTest\n  ✓ it lists donors with a declaration\n  ⨯ it lists each donor once                                            0.02s  \n  ──────────────────────────────────────────────────────────────────────────\n   FAILED  Tests\\ClaimTest > it lists each donor once                      \n  Failed asserting that actual size 2 matches expected size 1.\n\n  at tests/ClaimTest.php:24\n     20▕     $rows = Claim::rows([$a, $b]);\n  ➜  24▕     expect($rows)->toHaveCount(1);\n\n  Tests:    1 failed, 1 passed (2 assertions)\n  Duration: 0.09s\n", True),
  A("Her declaration was entered twice with different postcode spacing — \"LL55 4UR\" and \"LL554UR\" — and donors are grouped on name plus raw postcode. Normalising the postcode (upper case, no spaces) before grouping."),
  E("src/Claim.php", "        $key = $d->name . '|' . $d->postcode;\n", "        $key = $d->name . '|' . strtoupper(str_replace(' ', '', $d->postcode));\n"),
  B("./vendor/bin/pest tests/ClaimTest.php", "\n   PASS  Tests\\ClaimTest\n  ✓ it lists donors with a declaration\n  ✓ it lists each donor once\n\n  Tests:    2 passed (2 assertions)\n  Duration: 0.08s\n"),
  U("we nearly sent that to hmrc. right: from now on the claim file is always checked by a second trustee before it's submitted, a duplicate is a false claim"),
  A("Understood. I've made the submit step refuse unless a second trustee's name is filled in."),
  E("src/Submit.php", "    public function submit(Claim $c) {\n", "    public function submit(Claim $c) {\n        if (!$c->checkedBy) { throw new \\RuntimeException('second trustee must check'); }\n"),
 ], [
  L("postcode-spacing", "root_cause", ["donors are grouped on name plus raw postcode"], files=["src/Claim.php"]),
  L("each-donor-once", "test_fixed", ["it lists each donor once"], files=["src/Claim.php"]),
  L("second-trustee", "rule", ["the claim file is always checked by a second trustee before it's submitted"], reason=["a duplicate is a false claim"], files=["src/Submit.php"]),
 ], ["the gift aid claim file has Mrs Pritchard on it twice", "we nearly sent that to hmrc"]),

"r07_ebay_rspec": X("cave rescue team shop eBay listings (Ruby, rspec)", "/home/ceri/src/listings", "2026-11-29T09:27:00", [
  U("listings for the donated boots are going up with the wrong size. uk 9 shows as 9.5"),
  B("bundle exec rspec spec/size_spec.rb", "F.\n\nFailures:\n\n  1) Size.to_uk converts EU 43 to UK 9\n     Failure/Error: expect(Size.to_uk(43)).to eq(9)\n\n       expected: 9\n            got: 9.5\n\n       (compared using ==)\n     # ./spec/size_spec.rb:6:in `block (2 levels) in <top (required)>'\n\nFinished in 0.01245 seconds (files took 0.1102 seconds to load)\n2 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/size_spec.rb:5 # Size.to_uk converts EU 43 to UK 9", True),
  A("The conversion is a straight `eu - 33.5`, which is only right for some brands. Boot makers use a table, and EU 43 is UK 9 on the table the team uses. Swapping the formula for the table."),
  E("lib/size.rb", "    eu - 33.5\n", "    EU_TO_UK.fetch(eu)\n"),
  B("bundle exec rspec spec/size_spec.rb", "..\n\nFinished in 0.00918 seconds (files took 0.1087 seconds to load)\n2 examples, 0 failures"),
  U("nice. put the size in the title too"),
  A("Title now reads \"Meindl boots UK 9\"."),
  U("sizes in the title as UK and EU both, like UK 9 / EU 43, half the buyers are from the continent"),
  E("lib/listing.rb", "    \"#{brand} boots UK #{uk}\"\n", "    \"#{brand} boots UK #{uk} / EU #{eu}\"\n"),
 ], [
  L("formula", "root_cause", ["The conversion is a straight `eu - 33.5`, which is only right for some brands"], files=["lib/size.rb"]),
  L("eu43", "test_fixed", ["converts EU 43 to UK 9"], files=["lib/size.rb"]),
  L("uk-and-eu", "correction", ["sizes in the title as UK and EU both"], reason=["half the buyers are from the continent"], files=["lib/listing.rb"]),
 ], ["listings for the donated boots are going up with the wrong size", "put the size in the title too"]),

"r08_window_decide": X("cave rescue team shop window screen (decision)", "/home/ifan/src/windowscreen", "2026-11-29T09:36:00", [
  A("The window screen can show either the latest callouts from the team's site or the shop's opening hours and offers. Which should it show?"),
  U("opening hours and offers only. callout details on a screen in town is not fair on the families of the people we went out to"),
  E("screen/config.toml", "feeds = [\"callouts\", \"hours\", \"offers\"]\n", "feeds = [\"hours\", \"offers\"]\n"),
  A("Done; the callout feed is off."),
  U("does it turn itself off at night"),
  A("Yes, at 18:00, and back on at 09:00."),
 ], [
  L("hours-offers", "decision", ["opening hours and offers only"], reason=["callout details on a screen in town is not fair on the families"], files=["screen/config.toml"]),
 ], ["does it turn itself off at night"]),

"r09_receipts_minitest": X("cave rescue team shop receipts (Ruby, minitest)", "/home/gwen/src/receipts", "2026-11-29T09:44:00", [
  U("can you look at the receipt printer thing, the total line is blank"),
  B("bundle exec rake test", "Run options: --seed 40211\n\n# Running:\n\n.F.\n\nFailure:\nReceiptTest#test_prints_total [test/receipt_test.rb:18]:\nExpected /Total: £7.50/ to match \"Head torch  £5.00\\nMap case  £2.50\\nTotal: \\n\".\n\nrails test test/receipt_test.rb:15\n\n\nFinished in 0.004512s, 664.8936 runs/s, 664.8936 assertions/s.\n3 runs, 3 assertions, 1 failures, 0 errors, 0 skips", True),
  A("`total` is computed after the template is rendered, so the template sees `nil` and prints nothing. Computing it first."),
  E("lib/receipt.rb", "    text = render(lines)\n    @total = lines.sum(&:pence)\n", "    @total = lines.sum(&:pence)\n    text = render(lines)\n"),
  B("bundle exec rake test", "Run options: --seed 40211\n\n# Running:\n\n.F.\n\nFailure:\nReceiptTest#test_prints_total [test/receipt_test.rb:18]:\nExpected /Total: £7.50/ to match \"Head torch  £5.00\\nMap case  £2.50\\nTotal: 750\\n\".\n\n3 runs, 3 assertions, 1 failures, 0 errors, 0 skips", True),
  A("Now the value arrives but in pence — the template prints `@total` raw instead of going through `money()` like the lines do."),
  E("lib/receipt.erb", "Total: <%= @total %>\n", "Total: <%= money(@total) %>\n"),
  B("bundle exec rake test", "Run options: --seed 40211\n\n# Running:\n\n...\n\nFinished in 0.003981s, 753.5795 runs/s, 753.5795 assertions/s.\n3 runs, 3 assertions, 0 failures, 0 errors, 0 skips"),
  U("print the charity number at the bottom rather than the shop phone number, the phone is just ceri's mobile"),
  E("lib/receipt.erb", "<%= SHOP_PHONE %>\n", "Registered charity no. <%= CHARITY_NO %>\n"),
 ], [
  L("render-order", "root_cause", ["`total` is computed after the template is rendered"], files=["lib/receipt.rb"]),
  L("pence-raw", "root_cause", ["the template prints `@total` raw instead of going through `money()`"], files=["lib/receipt.erb"]),
  L("prints-total", "test_fixed", ["test_prints_total"], files=["lib/receipt.erb"]),
  L("charity-number", "correction", ["print the charity number at the bottom rather than the shop phone number"], reason=["the phone is just ceri's mobile"], files=["lib/receipt.erb"]),
 ], ["can you look at the receipt printer thing, the total line is blank"]),

"r10_photos_busted": X("cave rescue team shop donation photos (Lua, busted)", "/home/ceri/src/donphotos", "2026-11-29T09:58:00", [
  U("photo resizer for the shop instagram is making everything sideways\n\n●●✱\n1 success / 0 failures / 1 error / 0 pending : 0.031 seconds\n\nError → spec/resize_spec.lua @ 9\nresize keeps portrait photos upright\n./src/resize.lua:14: attempt to index a nil value (field 'orientation')"),
  A("The EXIF table is read from `img.exif.orientation`, but the library puts it under `img.meta.exif`; when it's nil the code errors in the test and, in the live script, falls through to rotating by 90."),
  E("src/resize.lua", "  local o = img.exif.orientation\n", "  local o = (img.meta.exif or {}).Orientation or 1\n"),
  B("busted spec/resize_spec.lua", "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.028 seconds"),
  A("Fixed. Shall I blur faces automatically? Some donation photos have volunteers in the background."),
  U("no blurring, just dont post any photo with a person in it at all. some of our volunteers are on callouts and don't want their faces out there"),
  A("OK — the script will hold any photo the face detector flags for a human to look at instead of posting it."),
 ], [
  L("exif-path", "root_cause", ["the library puts it under `img.meta.exif`"], files=["src/resize.lua"]),
  L("portrait-upright", "test_fixed", ["keeps portrait photos upright"], files=["src/resize.lua"]),
  L("no-people", "rule", ["dont post any photo with a person in it at all"], reason=["don't want their faces out there"]),
 ], ["photo resizer for the shop instagram is making everything sideways"]),

"r11_chat_shop": X("cave rescue team shop chit-chat", "/home/gwen/src/shopstock", "2026-11-29T10:06:00", [
  U("never again am i doing the christmas fair stall in a tent, we nearly lost the whole table in the wind"),
  A("That sounds grim. Did the stock survive?"),
  U("mostly. rule one of fairs: always bring more pegs than you think. anyway not a code thing, just moaning"),
  A("Fair enough!"),
  U("you should always see ken trying to do the card reader, its like watching my dad with a remote. don't ever tell him i said that"),
  A("My lips are sealed."),
 ], [], ["never again am i doing the christmas fair stall in a tent", "rule one of fairs: always bring more pegs than you think", "you should always see ken trying to do the card reader", "don't ever tell him i said that", "just moaning"]),

# ---------------------------------------------------------------- community watermill (stone-ground flour)
"m01_batches_deno": X("community watermill flour batch records (TypeScript, deno test)", "/home/rhoda/src/millbatch", "2026-11-29T10:12:00", [
  U("hello! some ground rules: every bag label carries the batch number and the grain's farm, because trading standards can ask us to trace any bag. and we never say 'organic' anywhere unless the farm's certificate is in date, we got a letter about that once. The thing to fix: batch numbers restart at 1 every month and the test is failing"),
  B("deno test tests/batch_test.ts", "running 2 tests from ./tests/batch_test.ts\nnext batch number continues the year ... ok (2ms)\nnext batch number after December ... FAILED (3ms)\n\n ERRORS \n\nnext batch number after December => ./tests/batch_test.ts:14:6\nerror: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n-   \"2026-12-01\"\n+   \"2027-001\"\n\n    at assertEquals (https://deno.land/std@0.208.0/assert/assert_equals.ts:53:9)\n    at file:///home/rhoda/src/millbatch/tests/batch_test.ts:17:3\n\n FAILURES \n\nnext batch number after December => ./tests/batch_test.ts:14:6\n\nFAILED | 1 passed | 1 failed (31ms)\n", True),
  A("So the batch id is built from the milling date, `YYYY-MM-DD`, not from a counter — which is why it looks like it restarts. The test wants year plus a running number. I'll keep a counter per year in the batch file."),
  E("src/batch.ts", "  return milledOn.toISOString().slice(0, 10);\n", "  const n = (await lastNumber(milledOn.getFullYear())) + 1;\n  return `${milledOn.getFullYear()}-${String(n).padStart(3, \"0\")}`;\n"),
  B("deno test tests/batch_test.ts", "running 2 tests from ./tests/batch_test.ts\nnext batch number continues the year ... ok (2ms)\nnext batch number after December ... ok (1ms)\n\nok | 2 passed | 0 failed (27ms)\n"),
  U("great"),
 ], [
  L("label-trace", "rule", ["every bag label carries the batch number and the grain's farm"], reason=["trading standards can ask us to trace any bag"]),
  L("organic-cert", "rule", ["we never say 'organic' anywhere unless the farm's certificate is in date"], reason=["we got a letter about that once"]),
  L("date-not-counter", "root_cause", ["the batch id is built from the milling date, `YYYY-MM-DD`, not from a counter"], files=["src/batch.ts"]),
  L("after-december", "test_fixed", ["next batch number after December"], files=["src/batch.ts"]),
 ], ["batch numbers restart at 1 every month and the test is failing", "great"]),

"m02_sensor_bun": X("community watermill wheel speed sensor (TypeScript, bun test)", "/home/owain/src/wheelspeed", "2026-11-29T10:22:00", [
  U("the rpm on the visitor display jumps to 400 now and then, the wheel does about 6"),
  B("bun test", "bun test v1.1.34\n\ntest/rpm.test.ts:\n✓ steady pulses give steady rpm [0.41ms]\n✗ ignores a bounced pulse [0.62ms]\n\nerror: expect(received).toBeCloseTo(expected)\n\nExpected: 6\nReceived: 412.5\n\n      at /home/owain/src/wheelspeed/test/rpm.test.ts:19:22\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [38.00ms]", True),
  A("It's switch bounce. The reed switch closes two or three times within a few milliseconds as the magnet passes, and each closure is taken as a full revolution, so one gap of 2 ms turns into 400-odd rpm. Ignoring pulses closer than 200 ms after the last one."),
  E("src/rpm.ts", "  const gap = t - last;\n", "  const gap = t - last;\n  if (gap < 200) return current;\n"),
  B("bun test", "bun test v1.1.34\n\ntest/rpm.test.ts:\n✓ steady pulses give steady rpm [0.38ms]\n✓ ignores a bounced pulse [0.21ms]\n\n 2 pass\n 0 fail\n 2 expect() calls\nRan 2 tests across 1 files. [31.00ms]"),
  A("I could also smooth the display with a 10-second average."),
  U("no smoothing please. the miller watches that number to judge the sluice and needs it live"),
 ], [
  L("bounce", "root_cause", ["The reed switch closes two or three times within a few milliseconds", "each closure is taken as a full revolution"], files=["src/rpm.ts"]),
  L("bounced-pulse", "test_fixed", ["ignores a bounced pulse"], files=["src/rpm.ts"]),
  L("no-smoothing", "correction", ["no smoothing please"], reason=["the miller watches that number to judge the sluice and needs it live"]),
 ], ["the rpm on the visitor display jumps to 400 now and then, the wheel does about 6"]),

"m03_trustees_gleam": X("community watermill trustees' notes and grain stock (Gleam, gleam test)", "/home/rhoda/src/grainstock", "2026-11-29T10:31:00", [
  U("pasting the trustees minutes, only point 4 is a job for you but read it all in case\n\n1. The leat was cleared by the Tuesday group, thanks all.\n2. Nobody goes into the wheel pit unless the sluice is locked shut and the key is in their pocket, after the near miss in August.\n3. Open day is 14 June, bake-off judges still needed.\n4. The grain stock report says negative tonnes for the spelt, fix please.\n5. Flour is never sold from a batch until the moisture reading is logged, damp flour goes mouldy in the bag and we had returns last winter.\n6. The shop till roll supplier has changed.\n7. New trustee Mervyn co-opted.\n\nRhoda (sec)"),
  B("gleam test", "  Compiling grainstock\n   Compiled in 0.52s\n    Running grainstock_test.main\n.F\nFailures:\n\n  1) grainstock_test.spelt_stock_test: module 'grainstock_test'\n     Values were not equal\n     expected: 1.2\n          got: -0.8\n     output: \n\nFinished in 0.011 seconds\n2 tests, 1 failures", True),
  A("Deliveries are recorded in tonnes and milling in kilograms, and `stock` subtracts them as the same unit — 2000 kg milled reads as 2000 tonnes off, clamped somewhere later. Converting the milling log to tonnes at read time."),
  E("src/grainstock.gleam", "  delivered -. milled\n", "  delivered -. milled /. 1000.0\n"),
  B("gleam test", "  Compiling grainstock\n   Compiled in 0.48s\n    Running grainstock_test.main\n..\nFinished in 0.009 seconds\n2 tests, 0 failures"),
  U("👍"),
 ], [
  L("sluice-locked", "rule", ["Nobody goes into the wheel pit unless the sluice is locked shut and the key is in their pocket"], reason=["after the near miss in August"]),
  L("moisture-logged", "rule", ["Flour is never sold from a batch until the moisture reading is logged"], reason=["damp flour goes mouldy in the bag"]),
  L("units", "root_cause", ["Deliveries are recorded in tonnes and milling in kilograms"], files=["src/grainstock.gleam"]),
  L("spelt-test", "test_fixed", ["spelt_stock_test"], files=["src/grainstock.gleam"]),
 ], ["The grain stock report says negative tonnes for the spelt, fix please.", "Open day is 14 June, bake-off judges still needed.", "The leat was cleared by the Tuesday group, thanks all.", "New trustee Mervyn co-opted."]),

"m04_orders_ocaml": X("community watermill bakery orders (OCaml, dune test)", "/home/owain/src/millorders", "2026-11-29T10:40:00", [
  U("the bakery order total is off for the 16kg sacks"),
  B("dune test", "File \"test/test_orders.ml\", line 1, characters 0-0:\n------ test/test_orders.expected\n++++++ test/test_orders.output\nFile \"test/test_orders.expected\", line 3, characters 0-1:\n |order: 3 x 16kg wholemeal\n-|total: £97.50\n+|total: £60.00", True),
  A("`price_of` looks sacks up by size, and the table has no 16 kg row, so it falls back to the 10 kg price."),
  E("src/orders.ml", "  | _ -> price_10kg\n", "  | 16 -> price_16kg\n  | n -> failwith (Printf.sprintf \"no price for %dkg\" n)\n"),
  B("dune test", "File \"test/test_orders.expected\", line 3, characters 0-1:\n |order: 3 x 16kg wholemeal\n-|total: £97.50\n+|total: £96.00", True),
  A("Still £1.50 out: `price_16kg` was set to 32.00 when the list was typed in, but the price sheet says 32.50."),
  E("src/orders.ml", "let price_16kg = 3200\n", "let price_16kg = 3250\n"),
  B("dune test", ""),
  U("and bakeries get 10% off, not 5. that was agreed at the AGM for anyone buying over 50kg a week"),
  E("src/orders.ml", "let trade_discount = 0.05\n", "let trade_discount = 0.10\n"),
 ], [
  L("no-16kg-row", "root_cause", ["the table has no 16 kg row, so it falls back to the 10 kg price"], files=["src/orders.ml"]),
  L("typo-price", "root_cause", ["`price_16kg` was set to 32.00", "the price sheet says 32.50"], files=["src/orders.ml"]),
  L("orders-test", "test_fixed", ["test_orders"], files=["src/orders.ml"]),
  L("ten-percent", "correction", ["bakeries get 10% off, not 5"], reason=["that was agreed at the AGM"], files=["src/orders.ml"]),
 ], ["the bakery order total is off for the 16kg sacks"]),

"m05_tours_stack": X("community watermill school tours booking (Haskell, stack test)", "/home/rhoda/src/tourbook", "2026-11-29T10:51:00", [
  A("The tour booking tests fail after the Stackage bump; here's the run."),
  B("stack test", "tourbook> test (suite: tourbook-test)\n\nBooking\n  caps a school group at 30 [✔]\n  refuses a tour on a milling day [✘]\n\nFailures:\n\n  test/BookingSpec.hs:22:7: \n  1) Booking refuses a tour on a milling day\n       expected: Left MillingDay\n        but got: Right (Tour {day = 2026-12-03, size = 24})\n\n  To rerun use: --match \"/Booking/refuses a tour on a milling day/\"\n\nRandomized with seed 118273211\n\nFinished in 0.0021 seconds\n2 examples, 1 failure\n\ntourbook> Test suite tourbook-test failed", True),
  A("`Data.Time`'s `dayOfWeek` now returns a `DayOfWeek` value, and our `isMillingDay` still compares against the old `Int` from `toWeekDate` through a `fromEnum` that counts Sunday as 0 instead of 7 — Thursday milling came out as Wednesday. Matching on `Thursday` directly."),
  E("src/Booking.hs", "isMillingDay d = fromEnum (dayOfWeek d) == 3\n", "isMillingDay d = dayOfWeek d == Thursday\n"),
  B("stack test", "tourbook> test (suite: tourbook-test)\n\nBooking\n  caps a school group at 30 [✔]\n  refuses a tour on a milling day [✔]\n\nFinished in 0.0019 seconds\n2 examples, 0 failures"),
  U("cool. can schools book for 35 if they bring extra teachers"),
  A("I can raise the cap to 35 when there are 4+ adults."),
  U("please keep it at 30 regardless. the bin floor only takes 30 people at once, it's a fire limit not a staffing one"),
 ], [
  L("day-enum", "root_cause", ["`fromEnum` that counts Sunday as 0 instead of 7", "Thursday milling came out as Wednesday"], files=["src/Booking.hs"]),
  L("milling-day-test", "test_fixed", ["refuses a tour on a milling day"], files=["src/Booking.hs"]),
  L("keep-thirty", "correction", ["keep it at 30 regardless"], reason=["the bin floor only takes 30 people at once, it's a fire limit"]),
 ], ["can schools book for 35 if they bring extra teachers"]),

"m06_shop_julia": X("community watermill flour yield sums (Julia, Pkg.test)", "/home/owain/src/MillYield.jl", "2026-11-29T11:00:00", [
  U("yield calc says 102% extraction for the wholemeal which is impossible. julia project, tests are in test/runtests.jl"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing MillYield\n     Testing Running tests...\nextraction: Test Failed at /home/owain/src/MillYield.jl/test/runtests.jl:8\n  Expression: extraction(1000.0, 960.0, 45.0) ≈ 0.96\n   Evaluated: 1.005 ≈ 0.96\nTest Summary: | Pass  Fail  Total  Time\nextraction    |    2     1      3  0.4s\nERROR: LoadError: Some tests did not pass: 2 passed, 1 failed, 0 errored, 0 broken.", True),
  A("`extraction` adds the bran back into the flour weight before dividing — bran goes in the `out` figure twice for wholemeal, since wholemeal flour already includes it."),
  E("src/MillYield.jl", "    (flour + bran) / grain\n", "    flour / grain\n"),
  B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing MillYield\n     Testing Running tests...\nTest Summary: | Pass  Total  Time\nextraction    |    3      3  0.3s\n     Testing MillYield tests passed "),
  U("and show it as a percentage with one decimal, not a fraction. the millers think in percent"),
  E("src/report.jl", "    @sprintf(\"%.3f\", x)\n", "    @sprintf(\"%.1f%%\", 100x)\n"),
 ], [
  L("bran-twice", "root_cause", ["bran goes in the `out` figure twice for wholemeal"], files=["src/MillYield.jl"]),
  L("extraction-test", "test_fixed", ["extraction(1000.0, 960.0, 45.0)"], files=["src/MillYield.jl"]),
  L("percent", "correction", ["show it as a percentage with one decimal, not a fraction"], reason=["the millers think in percent"], files=["src/report.jl"]),
 ], ["yield calc says 102% extraction for the wholemeal which is impossible"]),

"m07_volunteers_ctest": X("community watermill volunteer sign-in kiosk (C++, CTest with GoogleTest)", "/home/rhoda/src/millkiosk", "2026-11-29T11:09:00", [
  U("kiosk crashed on signout when nobody had signed in"),
  B("ctest --test-dir build --output-on-failure", "Test project /home/rhoda/src/millkiosk/build\n    Start 1: SignIn.EmptyRegister\n1/2 Test #1: SignIn.EmptyRegister .............***Exception: SegFault  0.01 sec\nRunning main() from gmock_main.cc\n[==========] Running 1 test from 1 test suite.\n[ RUN      ] SignIn.EmptyRegister\n\n    Start 2: SignIn.InAndOut\n2/2 Test #2: SignIn.InAndOut .................   Passed    0.00 sec\n\n50% tests passed, 1 tests failed out of 2\n\nThe following tests FAILED:\n\t  1 - SignIn.EmptyRegister (SEGFAULT)\nErrors while running CTest", True),
  A("`signOut` calls `register_.back()` to find the last entry without checking the register is empty, and `back()` on an empty vector is undefined — here a segfault."),
  E("src/register.cpp", "    auto& last = register_.back();\n", "    if (register_.empty()) return false;\n    auto& last = register_.back();\n"),
  B("cmake --build build && ctest --test-dir build --output-on-failure", "[100%] Built target kiosk_tests\nTest project /home/rhoda/src/millkiosk/build\n    Start 1: SignIn.EmptyRegister\n1/2 Test #1: SignIn.EmptyRegister .............   Passed    0.00 sec\n    Start 2: SignIn.InAndOut\n2/2 Test #2: SignIn.InAndOut .................   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 2"),
  A("Passing. I also made the kiosk store volunteers' emergency contacts so they show on sign-in."),
  U("pls take that out, the kiosk stand in the public shop and anyone can read the screen while it showing. the contacts stay in the red folder in office"),
  E("src/kiosk.cpp", "    show(v.emergencyContact);\n", ""),
 ], [
  L("back-empty", "root_cause", ["`signOut` calls `register_.back()`", "without checking the register is empty"], files=["src/register.cpp"]),
  L("empty-register", "test_fixed", ["SignIn.EmptyRegister"], files=["src/register.cpp"]),
  L("no-contacts-kiosk", "correction", ["pls take that out", "the contacts stay in the red folder in office"], reason=["anyone can read the screen while it showing"], files=["src/kiosk.cpp"]),
 ], ["kiosk crashed on signout when nobody had signed in"]),

"m08_prices_decide": X("community watermill shop flour prices (decision)", "/home/owain/src/millshop", "2026-11-29T11:18:00", [
  U("we're putting the flour price up, question is whether per bag or per kg on the website. what do other mills do"),
  A("Most small mills show a price per bag with the per-kg price in small print; per kg alone makes people do maths at the shelf. What would your customers expect?"),
  U("per bag with the per kg underneath, same as the shop shelf labels so nobody thinks we charge differently online"),
  E("web/templates/product.html", "<p class=price>{{ per_kg }}/kg</p>\n", "<p class=price>{{ per_bag }}</p>\n<p class=unit>{{ per_kg }}/kg</p>\n"),
  A("Changed to the bag price with the per-kg line below it."),
  U("lovely"),
 ], [
  L("per-bag", "decision", ["per bag with the per kg underneath"], reason=["so nobody thinks we charge differently online"], files=["web/templates/product.html"]),
 ], ["we're putting the flour price up", "what do other mills do", "lovely"]),

"m09_logger_zig": X("community watermill millstone temperature logger (Zig, zig build test)", "/home/owain/src/stonetemp", "2026-11-29T11:25:00", [
  U("the stone temperature logger reads 6000 degrees sometimes. here:\n\nTest [2/3] test.decode negative reading... FAIL (TestExpectedEqual)\nexpected -2.5, found 6551.1\n/home/owain/src/stonetemp/src/decode.zig:31:5: 0x10440b3 in test.decode negative reading (test)\n    try std.testing.expectEqual(@as(f32, -2.5), decode(0xFFE7));\n    ^\n2 passed; 0 skipped; 1 failed.\nerror: the following test command failed with exit code 1"),
  A("The sensor sends a signed 16-bit value, and `decode` reads it as `u16`, so anything below zero — the winter mornings in the stone floor — wraps round to 6551-ish. Bit-casting to `i16` first."),
  E("src/decode.zig", "    return @as(f32, @floatFromInt(raw)) / 10.0;\n", "    const s: i16 = @bitCast(raw);\n    return @as(f32, @floatFromInt(s)) / 10.0;\n"),
  B("zig build test", "Build Summary: 3/3 steps succeeded; 3/3 tests passed\ntest success\n+- run test 3 passed 2ms MaxRSS:1M\n   +- zig test Debug native success 1s MaxRSS:181M"),
  U("ok. the alarm should go at 45 degrees rather than 60, flour starts to cook above about 50 and you lose the bake"),
  E("src/alarm.zig", "pub const limit_c: f32 = 60.0;\n", "pub const limit_c: f32 = 45.0;\n"),
 ], [
  L("signed", "root_cause", ["the sensor sends a signed 16-bit value, and `decode` reads it as `u16`"], files=["src/decode.zig"]),
  L("negative-reading", "test_fixed", ["decode negative reading"], files=["src/decode.zig"]),
  L("forty-five", "correction", ["the alarm should go at 45 degrees rather than 60"], reason=["flour starts to cook above about 50"], files=["src/alarm.zig"]),
 ], ["the stone temperature logger reads 6000 degrees sometimes"]),

"m10_newsletter_ava": X("community watermill friends' newsletter (JavaScript, ava)", "/home/rhoda/src/millnews", "2026-11-29T11:33:00", [
  U("newsletter signup page accepts emails with a space in, then the send fails"),
  B("npx ava test/email.test.js", "\n  ✔ accepts a normal address\n  ✘ rejects an address with a space\n\n  ─\n\n  rejects an address with a space\n\n  test/email.test.js:11\n\n   10: test('rejects an address with a space', t => {\n   11:   t.false(isEmail('jo @example.org'));\n   12: });\n\n  Value is not `false`:\n\n  true\n\n  ─\n\n  1 test failed", True),
  A("The regex is `/.+@.+/`, which allows anything at all either side of the @, spaces included. Tightening it to no whitespace."),
  E("src/email.js", "const RE = /.+@.+/;\n", "const RE = /^\\S+@\\S+\\.\\S+$/;\n"),
  B("npx ava test/email.test.js", "\n  ✔ accepts a normal address\n  ✔ rejects an address with a space\n  ─\n\n  2 tests passed"),
  A("Also: should the signup send a confirmation email before adding them?"),
  U("yes, double opt in. we had a complaint from someone signed up by their ex"),
  E("src/signup.js", "  await list.add(email);\n", "  await sendConfirm(email);\n"),
  A("Confirmation goes out first; they're only added when they click it. I've put a bright red banner at the top of the page too."),
  U("why red there? use the mill's green, red looks like an error and people leave"),
  E("web/signup.css", ".banner { background: #c62828; }\n", ".banner { background: #2e6b3a; }\n"),
 ], [
  L("loose-regex", "root_cause", ["The regex is `/.+@.+/`, which allows anything at all either side of the @"], files=["src/email.js"]),
  L("space-test", "test_fixed", ["rejects an address with a space"], files=["src/email.js"]),
  L("double-opt-in", "decision", ["double opt in"], reason=["we had a complaint from someone signed up by their ex"], files=["src/signup.js"]),
  L("mill-green", "correction", ["use the mill's green"], alternative=["why red there?"], reason=["red looks like an error and people leave"], files=["web/signup.css"]),
 ], ["newsletter signup page accepts emails with a space in, then the send fails"]),

"m11_chat_mill": X("community watermill chit-chat", "/home/owain/src/millshop", "2026-11-29T11:42:00", [
  U("do you know how old the oldest working watermill in wales is"),
  A("I don't have a reliable date for that — there are a few claimants from the 1600s and earlier."),
  U("we always say ours is 'one of the oldest' which is the rule, never claim the oldest lol. nobody can check"),
  A("Sensible."),
  U("you must never let owain explain the gearing to a school group, they were there 40 min. always the same"),
  A("Ha."),
 ], [], ["do you know how old the oldest working watermill in wales is", "never claim the oldest lol", "you must never let owain explain the gearing to a school group", "always the same", "nobody can check"]),

# ---------------------------------------------------------------- dance school
"d01_classes_vitest": X("dance school class timetable (TypeScript, vitest)", "/home/lena/src/dancetimes", "2026-11-29T11:48:00", [
  U("Hi, for the timetable site: children's classes never show the teacher's full name, first name only, because parents were finding teachers on facebook. Also pointe classes are only ever listed as 'by invitation', since a child on pointe too early can damage their feet. The timetable currently shows Saturday classes on Sunday"),
  B("npx vitest run src/week.test.ts", " ❯ src/week.test.ts (2)\n   ✓ orders weekdays\n   × puts Saturday classes on Saturday\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/week.test.ts > puts Saturday classes on Saturday\nAssertionError: expected 'Sunday' to be 'Saturday' // Object.is equality\n\n- Expected\n+ Received\n\n- Saturday\n+ Sunday\n\n ❯ src/week.test.ts:14:33\n\n Test Files  1 failed (1)\n      Tests  1 failed | 1 passed (2)\n   Duration  412ms", True),
  A("The day names are indexed Monday=0, as in the spreadsheet, but `getDay()` returns Sunday=0, so every class shifts a day — only Saturday showed because the weekday ones were shifted inside a view nobody looks at. Using `(getDay() + 6) % 7`."),
  E("src/week.ts", "  return DAYS[d.getDay()];\n", "  return DAYS[(d.getDay() + 6) % 7];\n"),
  B("npx vitest run src/week.test.ts", " ✓ src/week.test.ts (2)\n   ✓ orders weekdays\n   ✓ puts Saturday classes on Saturday\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n   Duration  389ms"),
  U("thank you!"),
 ], [
  L("first-name", "rule", ["children's classes never show the teacher's full name, first name only"], reason=["parents were finding teachers on facebook"]),
  L("pointe-invite", "rule", ["pointe classes are only ever listed as 'by invitation'"], reason=["a child on pointe too early can damage their feet"]),
  L("monday-zero", "root_cause", ["The day names are indexed Monday=0", "`getDay()` returns Sunday=0"], files=["src/week.ts"]),
  L("saturday-test", "test_fixed", ["puts Saturday classes on Saturday"], files=["src/week.ts"]),
 ], ["The timetable currently shows Saturday classes on Sunday", "thank you!"]),

"d02_fees_pytest": X("dance school termly fees (Python, pytest)", "/home/marek/src/dancefees", "2026-11-29T11:57:00", [
  U("sibling discount is being applied to the first child as well. tests attached\n\nFAILED tests/test_fees.py::test_sibling_discount_skips_eldest - assert 108.0 == 120.0\n1 failed, 6 passed in 0.11s"),
  R("dancefees/fees.py", "def family_fees(children):\n    total = 0\n    for c in children:\n        fee = c.fee\n        if len(children) > 1:\n            fee *= 0.9\n        total += fee\n    return total\n"),
  A("Right, the discount condition checks whether the family has more than one child, not whether this child is a second or later one. Enumerating and skipping the first."),
  E("dancefees/fees.py", "    for c in children:\n        fee = c.fee\n        if len(children) > 1:\n", "    for i, c in enumerate(children):\n        fee = c.fee\n        if i > 0:\n"),
  B("python -m pytest tests/test_fees.py -q", ".......                                                                  [100%]\n7 passed in 0.08s"),
  U("the eldest should be the one paying full? or the one with most classes"),
  A("At the moment it's whoever is listed first. Which would you like?"),
  U("the one with the most classes pays full, otherwise families list the little one first and it costs us"),
  E("dancefees/fees.py", "    for i, c in enumerate(children):\n", "    for i, c in enumerate(sorted(children, key=lambda c: -c.classes)):\n"),
 ], [
  L("family-size", "root_cause", ["the discount condition checks whether the family has more than one child, not whether this child is a second or later one"], files=["dancefees/fees.py"]),
  L("skips-eldest", "test_fixed", ["test_sibling_discount_skips_eldest"], files=["dancefees/fees.py"]),
  L("most-classes", "decision", ["the one with the most classes pays full"], reason=["families list the little one first and it costs us"], files=["dancefees/fees.py"]),
 ], ["sibling discount is being applied to the first child as well", "the eldest should be the one paying full? or the one with most classes"]),

"d03_music_dotnet": X("dance school music cue player (C#, dotnet test with xUnit)", "/home/lena/src/CuePlayer", "2026-11-29T12:05:00", [
  U("the cue player skips the last track of the show playlist"),
  B("dotnet test", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  CuePlayer -> /home/lena/src/CuePlayer/src/bin/Debug/net8.0/CuePlayer.dll\n  CuePlayer.Tests -> /home/lena/src/CuePlayer/tests/bin/Debug/net8.0/CuePlayer.Tests.dll\nTest run for /home/lena/src/CuePlayer/tests/bin/Debug/net8.0/CuePlayer.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\n  Failed CuePlayer.Tests.PlaylistTests.PlaysEveryCue [4 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 12\nActual:   11\n  Stack Trace:\n     at CuePlayer.Tests.PlaylistTests.PlaysEveryCue() in /home/lena/src/CuePlayer/tests/PlaylistTests.cs:line 19\n\nFailed!  - Failed:     1, Passed:     3, Skipped:     0, Total:     4, Duration: 31 ms - CuePlayer.Tests.dll (net8.0)", True),
  A("Off by one: the loop runs `for (i = 0; i < cues.Count - 1; i++)` because the next cue is preloaded inside the loop, and the last one never gets its own turn."),
  E("src/Playlist.cs", "for (var i = 0; i < cues.Count - 1; i++)", "for (var i = 0; i < cues.Count; i++)"),
  B("dotnet test", "Test run for /home/lena/src/CuePlayer/tests/bin/Debug/net8.0/CuePlayer.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\n  Failed CuePlayer.Tests.PlaylistTests.PlaysEveryCue [6 ms]\n  Error Message:\n   System.ArgumentOutOfRangeException : Index was out of range. Must be non-negative and less than the size of the collection. (Parameter 'index')\n  Stack Trace:\n     at CuePlayer.Playlist.Run() in /home/lena/src/CuePlayer/src/Playlist.cs:line 27\n\nFailed!  - Failed:     1, Passed:     3, Skipped:     0, Total:     4, Duration: 29 ms - CuePlayer.Tests.dll (net8.0)", True),
  A("As expected the preload `cues[i + 1]` now walks off the end on the last cue; it needs a guard rather than a shorter loop."),
  E("src/Playlist.cs", "    Preload(cues[i + 1]);\n", "    if (i + 1 < cues.Count) Preload(cues[i + 1]);\n"),
  B("dotnet test", "Starting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:     4, Skipped:     0, Total:     4, Duration: 27 ms - CuePlayer.Tests.dll (net8.0)"),
  A("Should it fade out each track at the end, 3 seconds?"),
  U("no fade at all, the choreography ends on the last beat and a fade makes the kids stop early"),
 ], [
  L("count-minus-one", "root_cause", ["the loop runs `for (i = 0; i < cues.Count - 1; i++)` because the next cue is preloaded inside the loop"], files=["src/Playlist.cs"]),
  L("preload-guard", "root_cause", ["the preload `cues[i + 1]` now walks off the end on the last cue"], files=["src/Playlist.cs"]),
  L("every-cue", "test_fixed", ["PlaysEveryCue"], files=["src/Playlist.cs"]),
  L("no-fade", "correction", ["no fade at all"], reason=["the choreography ends on the last beat and a fade makes the kids stop early"]),
 ], ["the cue player skips the last track of the show playlist"]),

"d04_register_flutter": X("dance school class register app (Dart, flutter test)", "/home/marek/src/register_app", "2026-11-29T12:14:00", [
  A("The register app's widget test broke when I upgraded Flutter this morning. Output:"),
  B("flutter test test/register_test.dart", "00:02 +0: loading /home/marek/src/register_app/test/register_test.dart\n00:03 +0 -1: ticking a pupil marks them present [E]\n  Test failed. See exception logs above.\n  The test description was: ticking a pupil marks them present\n\n══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════\nThe following TestFailure was thrown running a test:\nExpected: exactly one matching candidate\n  Actual: _TextWidgetFinder:<Found 0 widgets with text \"Present\": []>\n   Which: means none were found but one was expected\n\n00:03 +0 -1: Some tests failed.", True),
  A("The new Material 3 checkbox tile no longer renders its label through a `Text` with \"Present\"; our tile put the word in the `semanticLabel` only. The finder needs `find.bySemanticsLabel`."),
  E("test/register_test.dart", "expect(find.text('Present'), findsOneWidget);\n", "expect(find.bySemanticsLabel('Present'), findsOneWidget);\n"),
  B("flutter test test/register_test.dart", "00:02 +0: loading /home/marek/src/register_app/test/register_test.dart\n00:03 +1: ticking a pupil marks them present\n00:03 +1: All tests passed!"),
  U("fine. while you're there, dont show the pupils' medical notes on the register screen, just a little red dot and the teacher taps it. the ipad gets passed round at the door and parents see it"),
  E("lib/pupil_tile.dart", "        subtitle: Text(p.medicalNotes),\n", "        trailing: p.medicalNotes.isEmpty ? null : const MedicalDot(),\n"),
 ], [
  L("m3-label", "root_cause", ["our tile put the word in the `semanticLabel` only"], files=["test/register_test.dart"]),
  L("present-test", "test_fixed", ["ticking a pupil marks them present"], files=["test/register_test.dart"]),
  L("red-dot", "rule", ["dont show the pupils' medical notes on the register screen, just a little red dot"], reason=["the ipad gets passed round at the door and parents see it"], files=["lib/pupil_tile.dart"]),
 ], []),

"d05_staffmeeting_sbt": X("dance school staff meeting and costume hire (Scala, sbt test)", "/home/lena/src/costumes", "2026-11-29T12:22:00", [
  U("staff meeting points, one of them is the costume thing\n\n* Show dates are confirmed: 20 and 21 June at the Grand.\n* No child is ever alone in a changing room with one adult, there are always two adults or the door stays open, safeguarding policy.\n* Costume hire shows the deposit as £0 for the tutus, needs fixing.\n* Photos and filming at the show only by the official photographer, parents sign for it when they book, because of the children in care we teach.\n* Congratulations to Ana on her RAD teaching diploma.\n* The car park gate code changes on Monday, ask at reception.\n* Lost property box goes to the charity shop at half term.\n* New floor cleaner in the cupboard, don't use the old one on the sprung floor.\n\nLena"),
  B("sbt test", "[info] welcome to sbt 1.9.7 (Eclipse Adoptium Java 17.0.9)\n[info] compiling 1 Scala source to /home/lena/src/costumes/target/scala-3.3.1/classes ...\n[info] HireSpec:\n[info] deposit\n[info] - should be 25 pounds for a tutu *** FAILED ***\n[info]   0 did not equal 2500 (HireSpec.scala:14)\n[info] - should be 10 pounds for anything else\n[info] Run completed in 287 milliseconds.\n[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tcostumes.HireSpec\n[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful", True),
  A("The deposit match is on `\"Tutu\"` with a capital T, and the stock list has them as `\"tutu\"`, so none match and the default case returns 0 instead of the 10-pound general deposit... and the general case is 0 because it's only applied when a `category` is set. Lower-casing the name and giving the default case its 1000."),
  E("src/main/scala/costumes/Hire.scala", "    case \"Tutu\" => 2500\n    case _ => 0\n", "    case n if n.toLowerCase == \"tutu\" => 2500\n    case _ => 1000\n"),
  B("sbt test", "[info] HireSpec:\n[info] deposit\n[info] - should be 25 pounds for a tutu\n[info] - should be 10 pounds for anything else\n[info] Run completed in 251 milliseconds.\n[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 4 s, completed 29 Nov 2026, 12:24:51"),
  U("good stuff"),
 ], [
  L("two-adults", "rule", ["No child is ever alone in a changing room with one adult, there are always two adults or the door stays open"], reason=["safeguarding policy"]),
  L("official-photographer", "rule", ["Photos and filming at the show only by the official photographer"], reason=["because of the children in care we teach"]),
  L("case-match", "root_cause", ["The deposit match is on `\"Tutu\"` with a capital T, and the stock list has them as `\"tutu\"`"], files=["src/main/scala/costumes/Hire.scala"]),
  L("tutu-deposit", "test_fixed", ["should be 25 pounds for a tutu"], files=["src/main/scala/costumes/Hire.scala"]),
 ], ["Costume hire shows the deposit as £0 for the tutus, needs fixing.", "Show dates are confirmed: 20 and 21 June at the Grand.", "Congratulations to Ana on her RAD teaching diploma.", "good stuff"]),

"d06_exams_prove": X("dance school exam entries (Perl, prove)", "/home/marek/src/exams", "2026-11-29T12:30:00", [
  U("exam entry script puts grade 3 kids in the grade 2 session"),
  B("prove -l t/", "t/entries.t .. 1/3 \n#   Failed test 'grade 3 goes to the grade 3 session'\n#   at t/entries.t line 17.\n#          got: 'G2-AM'\n#     expected: 'G3-PM'\n# Looks like you failed 1 test of 3.\nt/entries.t .. Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/3 subtests \n\nTest Summary Report\n-------------------\nt/entries.t (Wstat: 256 (exited 1) Tests: 3 Failed: 1)\n  Failed test:  2\nFiles=1, Tests=3,  0 wallclock secs ( 0.01 usr  0.00 sys +  0.03 cusr  0.00 csys =  0.04 CPU)\nResult: FAIL", True),
  A("Grades come from the form as \"Grade 3\", and `session_for` does `$grade =~ /(\\d)/` — fine — but then looks it up with `$sessions{$1 - 1}`, left over from when the hash was a zero-based array."),
  E("lib/Exams.pm", "    return $sessions{$1 - 1};\n", "    return $sessions{$1};\n"),
  B("prove -l t/", "t/entries.t .. ok\nAll tests successful.\nFiles=1, Tests=3,  0 wallclock secs ( 0.01 usr  0.00 sys +  0.03 cusr  0.01 csys =  0.05 CPU)\nResult: PASS"),
  A("I'll email each family their child's exam time tonight."),
  U("thanks, but no emails from the script, the teacher tells each class in person first. some kids aren't entered and we don't want them finding out by email"),
 ], [
  L("zero-based", "root_cause", ["looks it up with `$sessions{$1 - 1}`, left over from when the hash was a zero-based array"], files=["lib/Exams.pm"]),
  L("grade3-test", "test_fixed", ["grade 3 goes to the grade 3 session"], files=["lib/Exams.pm"]),
  L("teacher-tells", "correction", ["no emails from the script, the teacher tells each class in person first"], reason=["some kids aren't entered and we don't want them finding out by email"]),
 ], ["exam entry script puts grade 3 kids in the grade 2 session"]),

"d07_waitlist_clojure": X("dance school waiting list (Clojure, clojure -X:test)", "/home/lena/src/waitlist", "2026-11-29T12:37:00", [
  U("why is the waiting list offering the place to the newest person not the oldest"),
  B("clojure -X:test", "\nRunning tests in #{\"test\"}\n\nTesting waitlist.core-test\n\nFAIL in (offers-to-longest-waiting) (core_test.clj:12)\nexpected: (= \"amira\" (:name (next-offer wl)))\n  actual: (not (= \"amira\" \"poppy\"))\n\nRan 2 tests containing 2 assertions.\n1 failures, 0 errors.", True),
  A("`add` uses `conj` on a list, which puts new names at the front, and `next-offer` takes `first`. With a vector `conj` appends, so switching the empty list to `[]`."),
  E("src/waitlist/core.clj", "(def empty-list '())\n", "(def empty-list [])\n"),
  B("clojure -X:test", "\nRunning tests in #{\"test\"}\n\nTesting waitlist.core-test\n\nFAIL in (offers-to-longest-waiting) (core_test.clj:12)\nexpected: (= \"amira\" (:name (next-offer wl)))\n  actual: (not (= \"amira\" \"poppy\"))\n\nRan 2 tests containing 2 assertions.\n1 failures, 0 errors.", True),
  A("Same result — the test's fixture builds its list from the saved EDN file, which is read back with `read-string` as a list `(...)` whatever it was saved as, so the `[]` never comes into play. Reading it into a vector with `vec`."),
  E("src/waitlist/core.clj", "  (edn/read-string (slurp f)))\n", "  (vec (edn/read-string (slurp f))))\n"),
  B("clojure -X:test", "\nRunning tests in #{\"test\"}\n\nTesting waitlist.core-test\n\nRan 2 tests containing 2 assertions.\n0 failures, 0 errors."),
  U("ok and the offer email should give them 3 days to reply, not 7. term starts fast and the space goes cold"),
  E("src/waitlist/offer.clj", "(def reply-days 7)\n", "(def reply-days 3)\n"),
 ], [
  L("conj-list", "root_cause", ["`add` uses `conj` on a list, which puts new names at the front"], files=["src/waitlist/core.clj"]),
  L("edn-list", "root_cause", ["read back with `read-string` as a list"], files=["src/waitlist/core.clj"]),
  L("longest-waiting", "test_fixed", ["offers-to-longest-waiting"], files=["src/waitlist/core.clj"]),
  L("three-days", "correction", ["3 days to reply, not 7"], reason=["term starts fast and the space goes cold"], files=["src/waitlist/offer.clj"]),
 ], ["why is the waiting list offering the place to the newest person not the oldest"]),

"d08_studio_bats": X("dance school studio booking scripts (Bash, bats)", "/home/marek/src/studiobook", "2026-11-29T12:44:00", [
  U("The hire script let two people book studio 2 for the same hour last night. Could you have a look? And from now on, please: a studio hire always needs the hirer's public liability certificate uploaded before it's confirmed, we can't have another uninsured zumba class."),
  B("bats test/book.bats", "book.bats\n ✓ books a free slot\n ✗ refuses an overlapping booking\n   (in test file test/book.bats, line 19)\n     `[ \"$status\" -eq 1 ]' failed\n\n2 tests, 1 failure", True),
  A("The overlap check greps the bookings file for the exact start time (`grep \"^2,$start\"`), so 19:30-20:30 doesn't clash with 19:00-20:00 as far as it's concerned. Comparing minutes instead."),
  E("bin/book", "if grep -q \"^$studio,$start\" bookings.csv; then\n", "if awk -F, -v s=\"$studio\" -v a=\"$(mins $start)\" -v b=\"$(mins $end)\" '$1==s && a<$4 && b>$3 {f=1} END{exit !f}' bookings.csv; then\n"),
  B("bats test/book.bats", "book.bats\n ✓ books a free slot\n ✓ refuses an overlapping booking\n\n2 tests, 0 failures"),
  E("bin/book", "confirm \"$id\"\n", "[ -f \"certs/$hirer.pdf\" ] || { echo 'no liability certificate' >&2; exit 2; }\nconfirm \"$id\"\n"),
  A("Overlaps are refused now, and confirm stops without the certificate on file."),
 ], [
  L("liability-cert", "rule", ["a studio hire always needs the hirer's public liability certificate uploaded before it's confirmed"], reason=["we can't have another uninsured zumba class"], files=["bin/book"]),
  L("exact-start", "root_cause", ["The overlap check greps the bookings file for the exact start time"], files=["bin/book"]),
  L("overlap-test", "test_fixed", ["refuses an overlapping booking"], files=["bin/book"]),
 ], ["The hire script let two people book studio 2 for the same hour last night."]),

"d09_shows_kotlin": X("dance school show tickets (Kotlin, gradle)", "/home/lena/src/showtickets", "2026-11-29T12:50:00", [
  U("seat map for the show is letting people pick seat A0"),
  B("./gradlew test", "> Task :test FAILED\n\nSeatMapTest > rows start at seat 1() FAILED\n    org.opentest4j.AssertionFailedError: expected: <1> but was: <0>\n        at app//SeatMapTest.rows start at seat 1(SeatMapTest.kt:15)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests. See the report at: file:///home/lena/src/showtickets/build/reports/tests/test/index.html\n\nBUILD FAILED in 4s", True),
  A("`seatsFor` builds the row with `(0 until width)`, a zero-based range, while the theatre numbers seats from 1. Switching to `1..width`."),
  E("src/main/kotlin/SeatMap.kt", "(0 until width).map { Seat(row, it) }", "(1..width).map { Seat(row, it) }"),
  B("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 3s\n4 actionable tasks: 2 executed, 2 up-to-date"),
  A("Fixed. I've also set it to release unpaid seats after 30 minutes."),
  U("revert that, the grandparents book on the phone with us and pay by cheque the next week, the seat has to stay held"),
  E("src/main/kotlin/Hold.kt", "val HOLD = Duration.ofMinutes(30)\n", "val HOLD: Duration? = null\n"),
  U("and can you make the front row not bookable at all"),
  A("Row A is now closed in the seat map."),
 ], [
  L("zero-range", "root_cause", ["`seatsFor` builds the row with `(0 until width)`, a zero-based range"], files=["src/main/kotlin/SeatMap.kt"]),
  L("seat-one", "test_fixed", ["rows start at seat 1"], files=["src/main/kotlin/SeatMap.kt"]),
  L("hold-revert", "correction", ["revert that"], reason=["the grandparents book on the phone with us and pay by cheque the next week"], files=["src/main/kotlin/Hold.kt"]),
 ], ["seat map for the show is letting people pick seat A0", "can you make the front row not bookable at all"]),

"d10_grades_testthat": X("dance school pupil progress report (R, testthat)", "/home/marek/src/progress", "2026-11-29T12:56:00", [
  U("progress report for the parents evening, the averages are NA for anyone who missed a class"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✖ | 1        1 | average                                                        \n────────────────────────────────────────────────────────────────────────────────\nFailure (test-average.R:8:3): average ignores missed classes\npupil_average(c(3, NA, 4)) (`actual`) not equal to 3.5 (`expected`).\n\n  `actual`:    NA\n  `expected`: 3.5\n────────────────────────────────────────────────────────────────────────────────\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 1 ]", True),
  A("A missed class is stored as `NA`, and `mean()` returns `NA` as soon as one value is missing unless it's told `na.rm = TRUE`."),
  E("R/average.R", "  mean(marks)\n", "  mean(marks, na.rm = TRUE)\n"),
  B("Rscript -e 'testthat::test_dir(\"tests/testthat\")'", "✔ | F W  S  OK | Context\n✔ |          2 | average\n\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 2 ]"),
  A("I've added a ranking column so parents can see where their child stands in the class."),
  U("thanks, but no ranking, please take it out. we teach kids from 4 years old and comparing them to each other is exactly what we don't do"),
  E("R/report.R", "  df$rank <- rank(-df$avg)\n", ""),
  U("and use words rather than numbers on the report, like 'working towards' 'secure' 'confident', parents read 2.5 as failing"),
  E("R/report.R", "  df$avg\n", "  band(df$avg)\n"),
 ], [
  L("na-mean", "root_cause", ["`mean()` returns `NA` as soon as one value is missing"], files=["R/average.R"]),
  L("missed-classes", "test_fixed", ["average ignores missed classes"], files=["R/average.R"]),
  L("no-ranking", "correction", ["no ranking, please take it out"], reason=["comparing them to each other is exactly what we don't do"], files=["R/report.R"]),
  L("words-not-numbers", "correction", ["use words rather than numbers on the report"], reason=["parents read 2.5 as failing"], files=["R/report.R"]),
 ], ["the averages are NA for anyone who missed a class"]),

"d11_newsletter_elm": X("dance school parents' page (Elm, elm-test)", "/home/lena/src/parentspage", "2026-11-29T13:02:00", [
  U("the parents page shows the term dates in american format, 12/1 for the first of december"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 2211830021\n\n↓ DateFormatTest\n✗ formats the first of December\n\n    \"1/12\"\n    ╷\n    │ Expect.equal\n    ╵\n    \"12/1\"\n\nTEST RUN FAILED\n\nDuration: 188 ms\nPassed:   2\nFailed:   1", True),
  A("`formatDate` was copied from an example that puts the month first; swapping the day and month."),
  E("src/DateFormat.elm", "    String.fromInt (monthNumber d) ++ \"/\" ++ String.fromInt (Date.day d)\n", "    String.fromInt (Date.day d) ++ \"/\" ++ String.fromInt (monthNumber d)\n"),
  B("npx elm-test", "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 3310475587\n\nTEST RUN PASSED\n\nDuration: 171 ms\nPassed:   3\nFailed:   0"),
  U("better. actually write the month as a word, '1 December', not numbers at all, we have a lot of polish and ukrainian families and 1/12 still confuse some"),
  E("src/DateFormat.elm", "    String.fromInt (Date.day d) ++ \"/\" ++ String.fromInt (monthNumber d)\n", "    String.fromInt (Date.day d) ++ \" \" ++ monthName d\n"),
  A("Now \"1 December\". I also put the class fees next to each date."),
  U("why fees there? use a link to the fees page, the fees change in january and then this page is wrong"),
  E("src/Main.elm", "        , viewFees term\n", "        , a [ href \"/fees\" ] [ text \"Fees\" ]\n"),
 ], [
  L("month-first", "root_cause", ["`formatDate` was copied from an example that puts the month first"], files=["src/DateFormat.elm"]),
  L("december-test", "test_fixed", ["formats the first of December"], files=["src/DateFormat.elm"]),
  L("month-word", "correction", ["write the month as a word, '1 December', not numbers at all"], reason=["1/12 still confuse some"], files=["src/DateFormat.elm"]),
  L("fees-link", "correction", ["use a link to the fees page"], alternative=["why fees there?"], reason=["the fees change in january and then this page is wrong"], files=["src/Main.elm"]),
 ], ["the parents page shows the term dates in american format"]),

"d12_chat_dance": X("dance school chit-chat", "/home/marek/src/progress", "2026-11-29T13:08:00", [
  U("just watched the 4 year olds do the snowflake dance for the christmas show. never again am i putting glitter on the costumes"),
  A("Ha — glitter gets everywhere. How did the show go?"),
  U("great. always remember to hoover the stage after, that's the one rule lena has lol"),
  A("Sounds like a good rule to have."),
  U("don't let me forget to buy the biscuits for monday, anyway that's all for today"),
  A("Enjoy the rest of your day."),
 ], [], ["never again am i putting glitter on the costumes", "always remember to hoover the stage after, that's the one rule lena has lol", "don't let me forget to buy the biscuits for monday", "that's all for today", "just watched the 4 year olds do the snowflake dance"]),
}

# turns added to the end of sessions above: a correction, decision or rule each, with what the agent then did
MORE = {
"r03_notes_cargo": ([
  A("While I'm in the label code: the price is printed in 8pt. Bigger?"),
  U("14pt for the price, half our customers are retired cavers who won't wear their glasses in the shop"),
  E("src/label.rs", "const PRICE_PT: u8 = 8;\n", "const PRICE_PT: u8 = 14;\n"),
 ], [
  L("fourteen-pt", "correction", ["14pt for the price"], reason=["won't wear their glasses in the shop"], files=["src/label.rs"]),
 ], []),
"r06_giftaid_pest": ([
  U("the export file name has the date as 29-11-2026, can it be 2026-11-29 so they sort in the folder"),
  E("src/Export.php", "date('d-m-Y')", "date('Y-m-d')"),
 ], [
  L("iso-date", "correction", ["can it be 2026-11-29 so they sort in the folder"], files=["src/Export.php"]),
 ], []),
"r08_window_decide": ([
  U("off at 17:30 then, not 18:00. the shop shuts at 5 and it's just burning electric"),
  E("screen/config.toml", "off = \"18:00\"\n", "off = \"17:30\"\n"),
 ], [
  L("half-five", "correction", ["off at 17:30 then, not 18:00"], reason=["the shop shuts at 5 and it's just burning electric"], files=["screen/config.toml"]),
 ], []),
"r10_photos_busted": ([
  U("and resize to 1080 wide not 2000, instagram squashes them anyway and the upload on the shop wifi takes forever"),
  E("src/resize.lua", "local WIDTH = 2000\n", "local WIDTH = 1080\n"),
 ], [
  L("ten-eighty", "correction", ["resize to 1080 wide not 2000"], reason=["the upload on the shop wifi takes forever"], files=["src/resize.lua"]),
 ], []),
"m01_batches_deno": ([
  A("Should the counter reset on 1 January or on the mill's financial year in April?"),
  U("1 january. the farms invoice by calendar year and the batch has to match their paperwork"),
  A("Calendar year it is — that's what the code does now."),
 ], [
  L("calendar-year", "decision", ["1 january"], reason=["the farms invoice by calendar year and the batch has to match their paperwork"]),
 ], []),
"m02_sensor_bun": ([
  U("also the display should say 'turns a minute' not rpm, it's for visitors not engineers"),
  E("src/display.ts", "  return `${rpm} rpm`;\n", "  return `${rpm} turns a minute`;\n"),
  U("oh and one more, from now on never change the sensor code on a milling day, if the display dies mid-grind the miller loses his speed reading. thursdays are milling days"),
  A("Noted — I'll not deploy sensor changes on Thursdays; this one can go out tomorrow."),
 ], [
  L("turns-a-minute", "correction", ["say 'turns a minute' not rpm"], reason=["it's for visitors not engineers"], files=["src/display.ts"]),
  L("not-milling-day", "rule", ["never change the sensor code on a milling day"], reason=["if the display dies mid-grind the miller loses his speed reading"]),
 ], []),
"m03_trustees_gleam": ([
  A("Should the report list spelt and rye together as \"heritage grains\"?"),
  U("separately, please. the bakeries order them separately and want to see each stock"),
 ], [
  L("separately", "correction", ["separately, please"], reason=["the bakeries order them separately and want to see each stock"]),
 ], []),
"m05_tours_stack": ([
  U("and tours never on a thursday afternoon either, the stones are hot and the floor's full of flour dust. not just the milling morning"),
  E("src/Booking.hs", "isMillingDay d = dayOfWeek d == Thursday\n", "isMillingDay d = dayOfWeek d == Thursday -- all day, morning and afternoon\n"),
 ], [
  L("thursday-all-day", "rule", ["tours never on a thursday afternoon either"], reason=["the stones are hot and the floor's full of flour dust"], files=["src/Booking.hs"]),
 ], []),
"m08_prices_decide": ([
  A("I've also rounded the per-kg price up to the nearest 10p so it looks tidier."),
  U("revert that, the unit price has to be exact, trading standards check the shelf and the web the same"),
  E("web/templates/product.html", "{{ per_kg|round_up(0.1) }}", "{{ per_kg }}"),
 ], [
  L("unit-exact", "correction", ["revert that"], reason=["the unit price has to be exact"], files=["web/templates/product.html"]),
 ], []),
"m09_logger_zig": ([
  A("When it hits 45, should the logger text the miller or ring the bell in the mill?"),
  U("ring the bell in the mill, his phone gets no signal on the stone floor"),
  E("src/alarm.zig", "    try sms.send(miller, msg);\n", "    try bell.ring();\n"),
 ], [
  L("bell", "decision", ["ring the bell in the mill"], reason=["his phone gets no signal on the stone floor"], files=["src/alarm.zig"]),
 ], []),
"d01_classes_vitest": ([
  A("Should adult classes show full names then?"),
  U("no, same for adults, first names everywhere. simpler for everyone and the teachers asked"),
  E("src/teacher.ts", "  return audience === 'children' ? t.first : `${t.first} ${t.last}`;\n", "  return t.first;\n"),
 ], [
  L("first-names-everywhere", "correction", ["same for adults, first names everywhere"], reason=["the teachers asked"], files=["src/teacher.ts"]),
 ], []),
"d04_register_flutter": ([
  U("the dot should be orange rather than red, red is what we use for unpaid fees on the same screen"),
  E("lib/medical_dot.dart", "      color: Colors.red,\n", "      color: Colors.orange,\n"),
 ], [
  L("orange-dot", "correction", ["the dot should be orange rather than red"], reason=["red is what we use for unpaid fees on the same screen"], files=["lib/medical_dot.dart"]),
 ], []),
"d05_staffmeeting_sbt": ([
  A("The hire period defaults to 14 days; keep it?"),
  U("until the monday after the show. costumes come back washed, and nobody washes in 14 days lol"),
  E("src/main/scala/costumes/Hire.scala", "  val days = 14\n", "  val due = mondayAfter(showDate)\n"),
 ], [
  L("monday-after", "correction", ["until the monday after the show"], reason=["costumes come back washed"], files=["src/main/scala/costumes/Hire.scala"]),
 ], []),
"d08_studio_bats": ([
  U("sorry one more, bookings should be in 30 minute slots not 15. the floor needs time to be cleared between classes"),
  E("bin/book", "SLOT=15\n", "SLOT=30\n"),
 ], [
  L("half-hour", "correction", ["bookings should be in 30 minute slots not 15"], reason=["the floor needs time to be cleared between classes"], files=["bin/book"]),
 ], []),
"d06_exams_prove": ([
  U("also the examiner's name shouldn't go on the entry sheet we give families, the exam board asks us not to"),
  E("lib/Exams.pm", "    push @lines, \"Examiner: $e->{examiner}\";\n", ""),
 ], [
  L("no-examiner", "rule", ["the examiner's name shouldn't go on the entry sheet we give families"], reason=["the exam board asks us not to"], files=["lib/Exams.pm"]),
 ], []),
}
for _name, (_events, _lessons, _nots) in MORE.items():
    SETS[_name]["events"] += _events
    SETS[_name]["lessons"] += _lessons
    SETS[_name]["not_lessons"] += _nots

# more lines of the lesson sessions that must not become notes (problem reports, follow-ups, chores and news in the
# pasted notes)
NOTS = {
  "r03_notes_cargo": ["The window display is the christmas one from 1st December."],
  "m03_trustees_gleam": ["The shop till roll supplier has changed."],
  "d05_staffmeeting_sbt": ["New floor cleaner in the cupboard"],
  "m06_shop_julia": ["julia project, tests are in test/runtests.jl"],
  "d04_register_flutter": ["fine"],
}
for _name, _nots in NOTS.items():
    SETS[_name]["not_lessons"] += _nots

# follow-up questions and reports at the end of lesson sessions: they give no rule and must not become notes
ASKED = {
  "r01_stock_pytest": ("how many head torches have we got left", "Seven, according to the stock sheet."),
  "r02_till_gotest": ("is saturday's total right at least", "Yes — Saturday matches the card reader's own report, £212.40."),
  "r03_notes_cargo": ("does it still print the barcode", "Yes, under the name, same as before."),
  "r04_online_decide": ("will it work on my phone", "Yes, the checkout page is a single column on small screens."),
  "r05_rota_mocha": ("who's on next saturday then", "Dilys in the morning, Ken in the afternoon."),
  "r07_ebay_rspec": ("how many boots are listed now", "Fourteen pairs, all with the new titles."),
  "r09_receipts_minitest": ("did the paper jam thing get sorted too or is that hardware", "That's the printer itself — nothing in the code touches the paper feed."),
  "m01_batches_deno": ("what number will monday's batch be", "2026-214, following on from Friday's 213."),
  "m04_orders_ocaml": ("the bread shop in town says their last invoice was wrong too", "It had two 16 kg sacks, so it was £1.00 under; the reprint will show the right total."),
  "m05_tours_stack": ("how many schools are booked for spring", "Nine so far, four of them in May."),
  "m06_shop_julia": ("what was last month's figure then", "78.4% for the wholemeal, 71.9% for the white."),
  "m07_volunteers_ctest": ("the kiosk is slow to wake up in the mornings as well", "That's the tablet's power saving; the kiosk app starts in under a second once it's awake."),
  "m10_newsletter_ava": ("how many people are on the list now", "312, after removing the eleven bad addresses."),
  "d02_fees_pytest": ("the Kowalski family got charged wrong last term, can you check", "They were charged £12 too much on the younger child; I can produce a refund figure for the office."),
  "d03_music_dotnet": ("the volume is really loud at the start of each track too", "The tracks themselves are mastered loud; the player doesn't change the level."),
  "d04_register_flutter": ("does the register still work offline", "Yes, it syncs when the ipad is back on wifi."),
  "d07_waitlist_clojure": ("how long is the waiting list for ballet grade 1", "Nineteen children."),
  "d09_shows_kotlin": ("how many tickets have gone for the saturday", "212 of 340."),
  "d10_grades_testthat": ("will it print on one page per child", "Yes, one A4 page each."),
  "d11_newsletter_elm": ("can parents see it without logging in", "Yes, the page is public; nothing on it is personal."),
}
for _name, (_q, _a) in ASKED.items():
    SETS[_name]["events"] += [U(_q), A(_a)]
    SETS[_name]["not_lessons"].append(_q)
