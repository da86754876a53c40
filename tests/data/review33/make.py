"""Writes the review33 transcripts (Claude Code JSONL) into this directory. The code repo's path is written as
``__CWD__``; the test substitutes a real repo. Run: python tests/data/review33/make.py"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
CWD = "__CWD__"
_n = [0]


def rec(kind: str, content, session: str) -> str:
    _n[0] += 1
    return json.dumps({"type": kind, "sessionId": session, "cwd": CWD, "uuid": f"u{_n[0]}",
                       "timestamp": f"2026-11-20T10:{_n[0] // 60:02d}:{_n[0] % 60:02d}Z",
                       "message": {"role": kind, "content": content}})


class T:
    def __init__(self, name: str):
        self.name, self.lines, self.k = name, [], 0

    def user(self, text: str):
        self.lines.append(rec("user", text, self.name))
        return self

    def say(self, text: str):
        self.lines.append(rec("assistant", [{"type": "text", "text": text}], self.name))
        return self

    def tool(self, name: str, inp: dict, out: str, err: bool = False, text: str = ""):
        self.k += 1
        tid = f"toolu_{self.name}_{self.k:02d}"
        self.lines.append(rec("assistant", ([{"type": "text", "text": text}] if text else [])
                              + [{"type": "tool_use", "id": tid, "name": name, "input": inp}], self.name))
        res = {"type": "tool_result", "tool_use_id": tid, "content": out}
        if err:
            res["is_error"] = True
        self.lines.append(rec("user", [res], self.name))
        return self

    def bash(self, cmd: str, out: str, err: bool = False, text: str = ""):
        return self.tool("Bash", {"command": cmd, "description": cmd[:40]}, out, err, text)

    def read(self, path: str, body: str = "     1\t...", text: str = ""):
        return self.tool("Read", {"file_path": f"{CWD}/{path}"}, body, text=text)

    def edit(self, path: str, old: str = "a", new: str = "b", text: str = ""):
        return self.tool("Edit", {"file_path": f"{CWD}/{path}", "old_string": old, "new_string": new},
                         f"The file {CWD}/{path} has been updated. Here's the result of running `cat -n` ...", text=text)

    def multiedit(self, path: str, n: int = 2, text: str = ""):
        edits = [{"old_string": f"o{i}", "new_string": f"n{i}"} for i in range(n)]
        return self.tool("MultiEdit", {"file_path": f"{CWD}/{path}", "edits": edits},
                         f"Applied {n} edits to {CWD}/{path}:\n" + "\n".join(
                             f'{i + 1}. Replaced "o{i}" with "n{i}"' for i in range(n)), text=text)

    def write(self, path: str, content: str = "x = 1\n", text: str = ""):
        return self.tool("Write", {"file_path": f"{CWD}/{path}", "content": content},
                         f"File created successfully at: {CWD}/{path}", text=text)

    def save(self):
        (HERE / f"{self.name}.jsonl").write_text("\n".join(self.lines) + "\n")


PYTEST_FAIL = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/dev/invoicer
configfile: pyproject.toml
collected 48 items

tests/test_api.py ........................................               [ 83%]
tests/test_totals.py ...F....                                            [100%]

=================================== FAILURES ===================================
__________________________ test_discount_applies_once __________________________

    def test_discount_applies_once():
        inv = Invoice(lines=[Line(Decimal("100"), qty=2)], discount=Discount("SAVE10"))
>       assert inv.total() == Decimal("180.00")
E       AssertionError: assert Decimal('162.00') == Decimal('180.00')
E        +  where Decimal('162.00') = <bound method Invoice.total of Invoice(...)>()

tests/test_totals.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_totals.py::test_discount_applies_once - AssertionError: assert Decimal('162.00') == Decimal('180.00')
========================= 1 failed, 47 passed in 0.84s ========================="""

PYTEST_PASS = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/dev/invoicer
configfile: pyproject.toml
collected 48 items

tests/test_api.py ........................................               [ 83%]
tests/test_totals.py ........                                            [100%]

============================== 48 passed in 0.79s =============================="""

JEST_FAIL = """
> shop-web@1.4.0 test
> jest

 PASS  src/utils/format.test.ts
 FAIL  src/cart/cart.test.ts
  ● Cart › applies the bulk discount once per order

    expect(received).toBe(expected) // Object.is equality

    Expected: 90
    Received: 81

      40 |     cart.add(item, 10);
      41 |     cart.applyDiscount("BULK10");
    > 42 |     expect(cart.total()).toBe(90);
         |                          ^
      43 |   });
      44 |

      at Object.<anonymous> (src/cart/cart.test.ts:42:26)

Test Suites: 1 failed, 1 passed, 2 total
Tests:       1 failed, 11 passed, 12 total
Snapshots:   0 total
Time:        2.113 s
Ran all test suites."""

JEST_PASS_ONE = """ PASS  src/cart/cart.test.ts
  Cart
    ✓ adds items (3 ms)
    ✓ removes items (1 ms)
    ✓ applies the bulk discount once per order (1 ms)
    ✓ keeps the discount when an item is removed (1 ms)
    ✓ rejects unknown codes (2 ms)
    ✓ totals an empty cart to 0

Test Suites: 1 passed, 1 total
Tests:       6 passed, 6 total
Snapshots:   0 total
Time:        1.032 s
Ran all test suites matching /src\\/cart\\/cart.test.ts/i."""

GO_FAIL = """--- FAIL: TestParseDuration (0.00s)
    --- FAIL: TestParseDuration/days (0.00s)
        parse_test.go:31: ParseDuration("3d") = 0s, want 72h0m0s
FAIL
FAIL	github.com/acme/sched/internal/parse	0.004s
ok  	github.com/acme/sched/internal/cron	0.011s
FAIL"""
GO_PASS = """ok  	github.com/acme/sched/internal/parse	0.003s
ok  	github.com/acme/sched/internal/cron	(cached)"""

CARGO_FAIL = """   Compiling tomlfmt v0.3.1 (/home/dev/tomlfmt)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.31s
     Running unittests src/lib.rs (target/debug/deps/tomlfmt-3f2a9c1b7e2d4a10)

running 14 tests
test parser::tests::parses_inline_table ... ok
test parser::tests::parses_arrays ... ok
test parser::tests::keeps_trailing_comment ... FAILED
test writer::tests::aligns_equals ... ok

failures:

---- parser::tests::keeps_trailing_comment stdout ----
thread 'parser::tests::keeps_trailing_comment' panicked at src/parser.rs:212:9:
assertion `left == right` failed
  left: "a = 1"
 right: "a = 1 # keep"
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    parser::tests::keeps_trailing_comment

test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

error: test failed, to rerun pass `--lib`"""
CARGO_PASS = """   Compiling tomlfmt v0.3.1 (/home/dev/tomlfmt)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.02s
     Running unittests src/lib.rs (target/debug/deps/tomlfmt-3f2a9c1b7e2d4a10)

running 14 tests
test parser::tests::parses_inline_table ... ok
test parser::tests::parses_arrays ... ok
test parser::tests::keeps_trailing_comment ... ok
test writer::tests::aligns_equals ... ok

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s"""

RSPEC_FLAKY = """Randomized with seed 40213
............F.....

Failures:

  1) Checkout shows a toast after paying
     Failure/Error: expect(page).to have_css(".toast", text: "Payment received")
       expected to find css ".toast" with text "Payment received" but there were no matches
     # ./spec/system/checkout_spec.rb:48:in `block (2 levels) in <top (required)>'

Finished in 8.42 seconds (files took 2.1 seconds to load)
18 examples, 1 failure

Failed examples:

rspec ./spec/system/checkout_spec.rb:41 # Checkout shows a toast after paying

Randomized with seed 40213"""
RSPEC_PASS = """Randomized with seed 7731
..................

Finished in 7.98 seconds (files took 2.0 seconds to load)
18 examples, 0 failures

Randomized with seed 7731"""
RSPEC_EXPORT_FAIL = """Randomized with seed 1187
.....F..........

Failures:

  1) Orders::Export writes one row per line item
     Failure/Error: expect(csv.lines.count).to eq(4)

       expected: 4
            got: 3

       (compared using ==)
     # ./spec/services/orders/export_spec.rb:27:in `block (2 levels) in <top (required)>'

Finished in 1.42 seconds (files took 2.1 seconds to load)
16 examples, 1 failure

Failed examples:

rspec ./spec/services/orders/export_spec.rb:22 # Orders::Export writes one row per line item

Randomized with seed 1187"""
RSPEC_EXPORT_PASS = """Randomized with seed 5120
................

Finished in 1.37 seconds (files took 2.0 seconds to load)
16 examples, 0 failures

Randomized with seed 5120"""

PRECOMMIT_FAIL = """[INFO] Stashing unstaged files to /home/dev/.cache/pre-commit/patch1732097300-81234.
trim trailing whitespace.................................................Passed
fix end of files.........................................................Passed
check yaml...........................................(no files to check)Skipped
black....................................................................Failed
- hook id: black
- files were modified by this hook

reformatted src/billing/invoices.py

All done! ✨ 🍰 ✨
1 file reformatted, 22 files left unchanged.

ruff.....................................................................Failed
- hook id: ruff
- exit code: 1

src/billing/invoices.py:12:1: F401 [*] `datetime.timezone` imported but unused
src/billing/invoices.py:88:5: E722 Do not use bare `except`
Found 2 errors.
[*] 1 fixable with the `--fix` option.

[INFO] Restored changes from /home/dev/.cache/pre-commit/patch1732097300-81234."""
PRECOMMIT_PASS = """trim trailing whitespace.................................................Passed
fix end of files.........................................................Passed
check yaml...........................................(no files to check)Skipped
black....................................................................Passed
ruff.....................................................................Passed"""

TSC_FAIL = """src/components/UserList.tsx(27,18): error TS2339: Property 'fullName' does not exist on type 'User'.
src/components/UserList.tsx(31,9): error TS2322: Type 'number | undefined' is not assignable to type 'number'.
  Type 'undefined' is not assignable to type 'number'.

Found 2 errors in the same file, starting at: src/components/UserList.tsx:27
"""
ESLINT_FAIL = """
/home/dev/web/src/hooks/useSearch.ts
  14:10  error  'useMemo' is defined but never used                                                                  @typescript-eslint/no-unused-vars
  38:6   warning  React Hook useEffect has a missing dependency: 'query'. Either include it or remove the dependency array  react-hooks/exhaustive-deps

✖ 2 problems (1 error, 1 warning)
"""


def t01():
    t = T("t01_ok_also_add")
    t.user("hey, can you add a search endpoint to the users api? GET /users/search?q=... should match on name or "
           "email, case insensitive. the router is in src/api/users.py, tests in tests/test_users_api.py")
    t.read("src/api/users.py", text="Let me look at the existing router first.")
    t.edit("src/api/users.py", "@router.get(\"/users/{user_id}\")", "@router.get(\"/users/search\")\n...",
           text="I'll add the search route before the `/users/{user_id}` route so it isn't shadowed.")
    t.write("tests/test_users_api_search.py", "def test_search_by_email(client): ...\n")
    t.bash("pytest -q tests/test_users_api.py tests/test_users_api_search.py", "....... \n7 passed in 0.41s")
    t.say("Added `GET /users/search` with a case-insensitive `ILIKE` on name and email, plus 3 tests. All pass.")
    t.user("ok")
    t.say("Anything else?")
    t.user("looks good, also add pagination to it, limit + offset, default limit 20")
    t.edit("src/api/users.py", "def search_users(q: str", "def search_users(q: str, limit: int = 20, offset: int = 0",
           text="Adding limit/offset query params to the search route.")
    t.edit("tests/test_users_api_search.py", "def test_search", "def test_search_paginates(client): ...\ndef test_search")
    t.bash("pytest -q tests/test_users_api_search.py", "....\n4 passed in 0.22s")
    t.say("Search now takes `limit` (default 20) and `offset`. Added a pagination test.")
    t.user("hmm no wait, use the other endpoint, the frontend calls /v2/users/search not /users/search")
    t.read("src/api/v2/users.py")
    t.edit("src/api/v2/users.py", "router = APIRouter(prefix=\"/v2\")", "router = APIRouter(prefix=\"/v2\")\n\n@router.get(\"/users/search\")...",
           text="Moving the search route to the v2 users router.")
    t.edit("src/api/users.py", "@router.get(\"/users/search\")...", "")
    t.bash("pytest -q tests/", "..................................\n34 passed in 1.12s")
    t.say("Moved it to `/v2/users/search`; the v1 route is gone. Tests pass.")
    t.user("can you also make it faster, its like 800ms on staging with 200k users")
    t.bash("grep -n 'ILIKE\\|ilike' -r src/", "src/api/v2/users.py:41:    stmt = stmt.where(or_(User.name.ilike(f\"%{q}%\"), User.email.ilike(f\"%{q}%\")))")
    t.write("migrations/versions/0042_users_search_trgm.py", "def upgrade():\n    op.execute('CREATE INDEX ...')\n",
            text="I'll add a pg_trgm GIN index on name and email so the ILIKE can use it.")
    t.edit("src/api/v2/users.py", "stmt = stmt.where(", "stmt = stmt.where(  # uses ix_users_search_trgm\n")
    t.bash("pytest -q tests/", "..................................\n34 passed in 1.09s")
    t.say("Added migration 0042 with a trigram GIN index on `users.name` and `users.email`; the search query can use "
          "it for the `%q%` pattern. Run `alembic upgrade head` on staging to get it.")
    t.user("cool thx")
    t.say("You're welcome!")
    t.save()


def t02():
    t = T("t02_feature_requests_code_words")
    t.user("the fetch wrapper in src/lib/client.ts needs a timeout. 10s default, configurable per call")
    t.read("src/lib/client.ts")
    t.edit("src/lib/client.ts", "export async function request(", "export async function request(url: string, opts: RequestOpts = {}) {\n  const ctrl = new AbortController();",
           text="Adding an AbortController-based timeout to `request`.")
    t.bash("npx vitest run src/lib/client.test.ts", """ ✓ src/lib/client.test.ts (5 tests) 21ms

 Test Files  1 passed (1)
      Tests  5 passed (5)
   Start at  10:14:02
   Duration  412ms""")
    t.say("`request` now aborts after `opts.timeoutMs` (default 10000).")
    t.user("nice. also add a retry to the request, 3 tries with backoff, only for GETs")
    t.edit("src/lib/client.ts", "const res = await fetch(url", "const res = await withRetry(() => fetch(url",
           text="Adding a retry wrapper for GET requests: 3 tries, exponential backoff.")
    t.say("GET requests are retried up to 3 times (200ms, 400ms, 800ms).")
    t.user("rename request to apiFetch everywhere pls, request is too generic")
    t.bash("grep -rl 'request(' src/ | xargs sed -i 's/\\brequest(/apiFetch(/g'", "")
    t.edit("src/lib/client.ts", "export async function request(", "export async function apiFetch(")
    t.say("Renamed `request` to `apiFetch` in 9 files.")
    t.user("don't forget the timeout should also apply to the retries, not just the first call")
    t.edit("src/lib/client.ts", "withRetry(() => fetch(url", "withRetry(() => fetch(url, { signal: ctrl.signal }",
           text="Passing the timeout's signal to each retry.")
    t.say("Each retry now shares the same timeout signal.")
    t.user("perfect")
    t.save()


def t03():
    t = T("t03_task_spec_with_always_never")
    t.user("need a GET /api/members endpoint for the admin members page. the endpoint should return any matching "
           "member, never 404 for empty results, since the UI shows an empty list. filter by ?club= and ?status=. "
           "only active members by default because the page is for the front desk. every row needs the last "
           "check-in date, since the desk sorts by it. code goes in app/routes/members.js")
    t.read("app/routes/members.js", "     1\tconst express = require('express');\n     2\tconst router = express.Router();")
    t.edit("app/routes/members.js", "module.exports = router;", "router.get('/api/members', async (req, res) => {...});\n\nmodule.exports = router;",
           text="I'll add the route with the club/status filters, defaulting to status=active.")
    t.write("test/members.test.js", "describe('GET /api/members', () => { ... });\n")
    t.bash("npx jest test/members.test.js", """ PASS  test/members.test.js
  GET /api/members
    ✓ returns [] and 200 when nothing matches (18 ms)
    ✓ defaults to active members (7 ms)
    ✓ filters by club (6 ms)
    ✓ includes lastCheckIn (5 ms)

Test Suites: 1 passed, 1 total
Tests:       4 passed, 4 total""")
    t.say("Added `GET /api/members` with `club`/`status` filters (active by default), `lastCheckIn` on each row, "
          "and an empty 200 list when nothing matches.")
    t.user("ok great")
    t.save()


def t04():
    t = T("t04_task_real_norms")
    t.user("add a refund button to the order detail page (src/pages/orders/[id].tsx) that calls the refunds "
           "service. heads up: we never call stripe directly from the frontend or from route handlers, everything "
           "goes through lib/payments/gateway.ts because that's where the idempotency keys get set — we double "
           "refunded a customer in march because of that. also amounts are always in cents in this codebase, "
           "otherwise the rounding drifts between the api and the ledger")
    t.read("lib/payments/gateway.ts")
    t.edit("lib/payments/gateway.ts", "export async function charge(", "export async function refund(orderId: string, amountCents: number) {...}\n\nexport async function charge(",
           text="Adding a `refund` function to the gateway so it sets the idempotency key.")
    t.edit("src/pages/orders/[id].tsx", "<OrderActions", "<RefundButton orderId={order.id} amountCents={order.totalCents} />\n<OrderActions")
    t.bash("npx jest lib/payments", """ PASS  lib/payments/gateway.test.ts
  gateway
    ✓ charge sets an idempotency key (4 ms)
    ✓ refund sets an idempotency key (2 ms)

Test Suites: 1 passed, 1 total
Tests:       2 passed, 2 total""")
    t.say("The refund button calls `gateway.refund(orderId, amountCents)`; the gateway sets the idempotency key.")
    t.user("thanks!")
    t.save()


def t05():
    t = T("t05_task_negated_verb_norm_and_report")
    t.user("two things in the scheduler:\n1. the nightly cron doesn't run on weekends because the office is closed "
           "then, add a holiday check too so it skips public holidays (there's a holidays.json in config/)\n"
           "2. for the date math — we don't use moment in this repo, it adds 300kb to the bundle and it's "
           "deprecated anyway, use date-fns")
    t.read("src/scheduler/nightly.ts")
    t.edit("src/scheduler/nightly.ts", "if (isWeekend(now)) return;", "if (isWeekend(now) || isHoliday(now, holidays)) return;",
           text="Adding a holiday check next to the weekend one, using date-fns.")
    t.write("src/scheduler/holidays.ts", "import { isSameDay, parseISO } from 'date-fns';\n...")
    t.bash("npm test -- src/scheduler", """
> sched@2.0.0 test
> jest src/scheduler

 PASS  src/scheduler/nightly.test.ts
  nightly
    ✓ skips weekends (3 ms)
    ✓ skips public holidays (2 ms)
    ✓ runs on a weekday (1 ms)

Test Suites: 1 passed, 1 total
Tests:       3 passed, 3 total""")
    t.say("The nightly job now skips public holidays from `config/holidays.json`, with date-fns for the comparisons.")
    t.user("👍")
    t.save()


def t06():
    t = T("t06_sed_fix_loop")
    t.user("invoice totals are off when a discount code is used, tests are red. can u look")
    t.bash("pytest -q", PYTEST_FAIL, err=True)
    t.read("src/invoicer/totals.py", "    55\t    subtotal = sum(l.amount for l in self.lines)\n    56\t    for d in self.discounts:\n    57\t        subtotal = d.apply(subtotal)\n    58\t    return d.apply(subtotal)")
    t.say("`Invoice.total` applies the discount twice: once in the loop and again on the return line.")
    t.bash("sed -i 's/    return d.apply(subtotal)/    return subtotal/' src/invoicer/totals.py && git diff --stat",
           " src/invoicer/totals.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    t.bash("pytest -q", PYTEST_PASS)
    t.say("Fixed: the discount was applied a second time on the return line. All 48 tests pass.")
    t.user("ty")
    t.save()


def t07():
    t = T("t07_heredoc_fix_loop")
    t.user("cart tests fail on main since the bulk discount PR, fix pls")
    t.bash("npm test", JEST_FAIL, err=True)
    t.read("src/cart/discount.ts")
    t.say("The BULK10 discount is applied per item instead of once per order.")
    t.bash("cat > src/cart/discount.ts <<'EOF'\nexport function applyBulk(total: number, code: string): number {\n"
           "  return code === 'BULK10' ? Math.round(total * 0.9) : total;\n}\nEOF", "")
    t.bash("npm test", JEST_FAIL.replace("Received: 81", "Received: 81").replace(" FAIL  src/cart/cart.test.ts", " FAIL  src/cart/cart.test.ts"), err=True,
           text="Re-running the suite.")
    t.say("Still 81 — the cart calls applyBulk for each line too.")
    t.edit("src/cart/cart.ts", "for (const line of this.lines) total += applyBulk(line.total, this.code);",
           "for (const line of this.lines) total += line.total;\n    total = applyBulk(total, this.code);")
    t.bash("npx jest src/cart/cart.test.ts", JEST_PASS_ONE)
    t.say("Fixed: the bulk discount is applied once to the order total, not per line.")
    t.save()


def t08():
    t = T("t08_multiedit_go_loop")
    t.user("ParseDuration should accept days like '3d', our config files use it. there's a failing test for it "
           "already in internal/parse")
    t.bash("go test ./internal/...", GO_FAIL, err=True)
    t.read("internal/parse/duration.go")
    t.multiedit("internal/parse/duration.go", 3,
                text="I'll handle a trailing 'd' unit by converting days to hours before calling time.ParseDuration.")
    t.bash("go test ./internal/...", GO_PASS)
    t.say("`ParseDuration(\"3d\")` now returns 72h. Both packages pass.")
    t.user("ok")
    t.save()


def t09():
    t = T("t09_npm_test_then_npx_jest")
    t.user("the bulk discount test is failing, can you fix it? src/cart")
    t.bash("npm test", JEST_FAIL, err=True)
    t.read("src/cart/cart.ts")
    t.say("`applyDiscount` multiplies the running total by 0.9 every time it's called, and `add` calls it again.")
    t.edit("src/cart/cart.ts", "this.total *= 0.9;", "this.discountRate = 0.1;")
    t.bash("npx jest src/cart/cart.test.ts", JEST_PASS_ONE)
    t.say("Fixed — the discount is stored as a rate and applied once in `total()`.")
    t.user("ok ship it")
    t.save()


def t10():
    t = T("t10_flaky_rspec_rerun")
    t.user("CI is red on the checkout branch, see if its real")
    t.bash("bundle exec rspec spec/system/checkout_spec.rb", RSPEC_FLAKY, err=True)
    t.say("The toast assertion timed out after Capybara's default wait. This spec has been flaky before; re-running "
          "to check.")
    t.bash("bundle exec rspec spec/system/checkout_spec.rb", RSPEC_PASS)
    t.say("Passes on a re-run, so it's timing, not the branch. Nothing to change for this PR.")
    t.user("ok, also the export spec is red locally")
    t.bash("bundle exec rspec spec/services/orders/export_spec.rb", RSPEC_EXPORT_FAIL, err=True)
    t.read("app/services/orders/export.rb")
    t.say("`Export#rows` uses `order.line_items.distinct`, which collapses two line items with the same SKU.")
    t.edit("app/services/orders/export.rb", "order.line_items.distinct.map", "order.line_items.map")
    t.bash("bundle exec rspec spec/services/orders/export_spec.rb", RSPEC_EXPORT_PASS)
    t.say("Fixed: line items with the same SKU are no longer collapsed.")
    t.save()


def t11():
    t = T("t11_precommit_black_ruff")
    t.user("commit the invoice changes, msg 'invoices: late fee'")
    t.bash("git add -A && git commit -m 'invoices: late fee'", PRECOMMIT_FAIL, err=True)
    t.say("pre-commit: black reformatted `src/billing/invoices.py`, and ruff flagged an unused import and a bare "
          "`except`.")
    t.multiedit("src/billing/invoices.py", 2,
                text="Removing the unused `timezone` import and catching `ValueError` instead of a bare except.")
    t.bash("git add -A && git commit -m 'invoices: late fee'", PRECOMMIT_PASS + "\n[feat/late-fee 3c1d9e2] invoices: late fee\n 2 files changed, 48 insertions(+), 3 deletions(-)")
    t.say("Committed as 3c1d9e2.")
    t.save()


def t12():
    t = T("t12_tsc_eslint_silent")
    t.user("make the user list show full names, the api now returns firstName/lastName instead of fullName")
    t.read("src/components/UserList.tsx")
    t.edit("src/types/user.ts", "fullName: string;", "firstName: string;\n  lastName: string;")
    t.bash("npx tsc --noEmit", TSC_FAIL, err=True)
    t.multiedit("src/components/UserList.tsx", 2,
                text="Building the name from firstName/lastName and defaulting the age to 0.")
    t.bash("npx tsc --noEmit", "")
    t.bash("npx eslint src --ext .ts,.tsx", ESLINT_FAIL, err=True)
    t.edit("src/hooks/useSearch.ts", "import { useEffect, useMemo, useState } from 'react';",
           "import { useEffect, useState } from 'react';")
    t.bash("npx eslint src --ext .ts,.tsx", "")
    t.say("The list shows `firstName lastName`; tsc and eslint are clean.")
    t.user("thx")
    t.save()


def t13():
    t = T("t13_reply_real_lessons_acted_on")
    t.user("add a nightly job that archives orders older than 2 years into the orders_archive table. jobs live in "
           "app/jobs/")
    t.write("app/jobs/archive_orders.py", "def run(session):\n    conn = engine.raw_connection()\n    ...\n",
            text="I'll write the job with a raw connection so the bulk INSERT ... SELECT is fast.")
    t.say("Added `app/jobs/archive_orders.py`: one INSERT ... SELECT and a DELETE in a transaction.")
    t.user("no, don't use engine.raw_connection() in jobs, go through db.session — the raw connection skips the "
           "tenant filter and we archived another tenant's orders once")
    t.edit("app/jobs/archive_orders.py", "conn = engine.raw_connection()", "with db.session.begin():",
           text="Switching the archive job to db.session so the tenant filter applies.")
    t.say("The job now runs through `db.session`.")
    t.user("also batch it, 5000 rows at a time, the orders table is huge")
    t.edit("app/jobs/archive_orders.py", "def run(session):", "BATCH = 5000\n\ndef run(session):")
    t.say("It archives in batches of 5000.")
    t.user("lol ok. never trusting the orders table again, that thing is cursed")
    t.edit("app/jobs/archive_orders.py", "BATCH = 5000", "BATCH = 5000  # orders table is large; keep batches small",
           text="Adding a note on the batch size next to the orders query.")
    t.say("Done.")
    t.save()


def t14():
    t = T("t14_cargo_two_edits_then_pass")
    t.user("the toml formatter eats trailing comments, there's a test for it. fix")
    t.bash("cargo test", CARGO_FAIL, err=True)
    t.read("src/parser.rs")
    t.edit("src/parser.rs", "let value = rest.trim();", "let value = rest.split('#').next().unwrap().trim();",
           text="The value parser drops everything after the value; I'll split off the comment.")
    t.bash("cargo test", CARGO_FAIL, err=True)
    t.say("Still failing — the comment is split off but never stored on the node.")
    t.edit("src/parser.rs", "Node::KeyValue { key, value }", "Node::KeyValue { key, value, comment }")
    t.edit("src/writer.rs", "write!(f, \"{} = {}\", key, value)?;", "write!(f, \"{} = {}\", key, value)?;\n        if let Some(c) = comment { write!(f, \" {}\", c)?; }")
    t.bash("cargo test parser::", CARGO_PASS.replace("running 14 tests", "running 3 tests"))
    t.say("Trailing comments are now parsed into the node and written back.")
    t.save()


def t15():
    t = T("t15_long_python_session_uv_pytest")
    t.user("long one sorry. we're moving the invoicer from floats to Decimal. start with src/invoicer/totals.py and "
           "src/invoicer/tax.py, keep the public function signatures. tests are in tests/. run them with uv run "
           "pytest. the tax module only applies VAT for EU customers, any other country gets 0 — that part is "
           "already right, just don't break it")
    t.read("src/invoicer/totals.py")
    t.edit("src/invoicer/totals.py", "amount: float", "amount: Decimal", text="Switching the line amounts to Decimal.")
    t.edit("src/invoicer/tax.py", "rate * amount", "Decimal(rate) * amount")
    t.bash("uv run pytest -q", PYTEST_FAIL.replace("test_discount_applies_once", "test_vat_rounding").replace(
        "tests/test_totals.py:41", "tests/test_tax.py:19").replace(
        "assert Decimal('162.00') == Decimal('180.00')", "assert Decimal('20.999999999999998223643160599749535322189331054687500') == Decimal('21.00')"),
        err=True)
    t.say("`Decimal(rate)` with a float rate carries the float's binary error. I'll build the rate from a string.")
    t.edit("src/invoicer/tax.py", "Decimal(rate) * amount", "(Decimal(str(rate)) * amount).quantize(CENT, ROUND_HALF_UP)")
    t.bash("uv run pytest -q tests/test_tax.py::test_vat_rounding", ".\n1 passed in 0.05s")
    t.bash("uv run pytest -q", PYTEST_PASS)
    t.say("totals.py and tax.py use Decimal now; VAT is quantized to cents with ROUND_HALF_UP. 48 passed.")
    t.user("looks good, also do src/invoicer/export.py")
    t.edit("src/invoicer/export.py", "float(", "Decimal(")
    t.bash("uv run pytest -q", PYTEST_PASS)
    t.say("export.py writes Decimals as strings with 2 places.")
    t.user("hmm the csv should keep the currency symbol, the accountants import it into excel like that")
    t.edit("src/invoicer/export.py", "f\"{amount:.2f}\"", "f\"{symbol}{amount:.2f}\"")
    t.say("The CSV amounts now carry the currency symbol.")
    t.user("ok")
    t.save()


def t16():
    t = T("t16_flaky_go_after_edit_unrelated")
    t.user("add a --dry-run flag to the sync command in cmd/sync.go")
    t.edit("cmd/sync.go", "cmd.Flags().Bool(\"force\"", "cmd.Flags().Bool(\"dry-run\", false, \"print what would change\")\n\tcmd.Flags().Bool(\"force\"",
           text="Adding the flag and skipping writes when it's set.")
    t.bash("go test ./...", """--- FAIL: TestWatcherEmitsOnce (1.00s)
    watcher_test.go:54: got 2 events, want 1
FAIL
FAIL	github.com/acme/sync/internal/watch	1.012s
ok  	github.com/acme/sync/cmd	0.021s
FAIL""", err=True)
    t.say("TestWatcherEmitsOnce is in the file watcher, unrelated to the flag; it depends on fsnotify timing. "
          "Re-running.")
    t.bash("go test ./...", """ok  	github.com/acme/sync/internal/watch	0.611s
ok  	github.com/acme/sync/cmd	(cached)""")
    t.say("All green on the re-run. `sync --dry-run` prints the planned changes without writing.")
    t.user("ok, can you also update the README for the flag")
    t.edit("README.md", "## sync", "## sync\n\n`--dry-run` prints what would change.")
    t.say("README updated.")
    t.save()


def t17():
    t = T("t17_redirects_then_code_edits")
    t.user("add a 'copy link' button to the share menu in src/components/ShareMenu.tsx, show a toast when copied")
    t.edit("src/components/ShareMenu.tsx", "<MenuItem onClick={shareEmail}>", "<MenuItem onClick={copyLink}>Copy link</MenuItem>\n<MenuItem onClick={shareEmail}>",
           text="Adding a Copy link item that writes the URL to the clipboard and opens a modal to confirm.")
    t.say("Added the item; it copies the URL and shows a confirmation modal.")
    t.user("no not a modal, instead of a modal make it a toast, like I said")
    t.edit("src/components/ShareMenu.tsx", "openModal(", "toast.success(", text="Switching the modal to a toast.")
    t.say("It shows a toast now.")
    t.user("don't bother with tests for now, just put the button above the email one, not below")
    t.edit("src/components/ShareMenu.tsx", "<MenuItem onClick={shareEmail}>", "<MenuItem onClick={shareEmail}> ",
           text="Moving the button above the email item.")
    t.say("Moved.")
    t.user("nah just hardcode the base url for now, we'll fix it later")
    t.edit("src/components/ShareMenu.tsx", "window.location.origin", "'https://app.acme.io'",
           text="Hardcoding the base url.")
    t.say("Hardcoded.")
    t.user("actually never mind the toast text, use the one from i18n, it's share.copied")
    t.edit("src/components/ShareMenu.tsx", "toast.success('Copied!')", "toast.success(t('share.copied'))")
    t.say("The toast uses `share.copied`.")
    t.user("ok cool, thats it")
    t.save()


def t18():
    t = T("t18_chat_then_unrelated_code_edit")
    t.user("the csv importer in importer/csv_reader.py chokes on files with a BOM, fix it")
    t.bash("python -m pytest tests/test_csv_reader.py -q", """F.
=================================== FAILURES ===================================
_______________________________ test_reads_bom ________________________________

    def test_reads_bom(tmp_path):
        p = tmp_path / "x.csv"
        p.write_bytes(b"\\xef\\xbb\\xbfname,qty\\nbolt,3\\n")
>       assert read(p)[0]["name"] == "bolt"
E       KeyError: 'name'

tests/test_csv_reader.py:14: KeyError
=========================== short test summary info ============================
FAILED tests/test_csv_reader.py::test_reads_bom - KeyError: 'name'
1 failed, 1 passed in 0.06s""", err=True)
    t.say("The header's first key is '\\ufeffname' because the file is opened as utf-8, not utf-8-sig.")
    t.user("ugh excel. never trusting excel exports again lol, always some encoding garbage")
    t.edit("importer/csv_reader.py", "open(path, encoding=\"utf-8\")", "open(path, encoding=\"utf-8-sig\", newline=\"\")",
           text="Opening the csv with utf-8-sig so Excel's BOM is stripped from the first header.")
    t.bash("python -m pytest tests/test_csv_reader.py -q", "..\n2 passed in 0.04s")
    t.say("Fixed: the reader opens csv files as utf-8-sig.")
    t.user("haha classic. btw don't forget I'm out friday, so no deploys")
    t.edit("importer/csv_reader.py", "def read(path):", "def read(path):\n    # utf-8-sig strips the BOM Excel writes on export")
    t.say("Added a comment on the encoding.")
    t.save()


def t19():
    t = T("t19_task_specs_bounded_words")
    t.user("build the weekly sales report job in jobs/weekly_report.rb. the report emails go out every monday at 9, "
           "since that's when the sales standup is. each page of the pdf shows 50 rows, any more and it gets "
           "unreadable. the delete button on the report page is only shown to admins, because it drops the whole "
           "history. the totals don't include refunds, otherwise they wont match what finance has")
    t.write("jobs/weekly_report.rb", "class WeeklyReport\n  ...\nend\n", text="Writing the job and its schedule.")
    t.edit("config/schedule.rb", "every :day", "every :monday, at: '9:00 am' do\n  runner 'WeeklyReport.run'\nend\nevery :day")
    t.bash("bundle exec rspec spec/jobs/weekly_report_spec.rb", RSPEC_EXPORT_PASS.replace("16 examples", "5 examples"))
    t.say("The job runs Mondays at 9:00, paginates the pdf at 50 rows, and totals exclude refunds.")
    t.user("great, thanks")
    t.save()


def t20():
    t = T("t20_npm_run_test_then_vitest_and_perl")
    t.user("the slugify tests broke after the unicode change, pls fix")
    t.bash("npm run test", """
> web@0.9.0 test
> vitest run

 ❯ src/lib/slugify.test.ts (4 tests | 1 failed) 9ms
   × slugify > strips accents 4ms
     → expected 'cafe-creme' to be 'café-crème' // Object.is equality

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/slugify.test.ts > slugify > strips accents
AssertionError: expected 'café-crème' to be 'cafe-creme' // Object.is equality

 ❯ src/lib/slugify.test.ts:12:30

 Test Files  1 failed | 6 passed (7)
      Tests  1 failed | 38 passed (39)""", err=True)
    t.say("The NFKD normalization was dropped, so combining accents are kept.")
    t.bash("perl -pi -e 's/return s\\.toLowerCase\\(\\)/return s.normalize(\"NFKD\").replace(\\/[\\\\u0300-\\\\u036f]\\/g, \"\").toLowerCase()/' src/lib/slugify.ts", "")
    t.bash("npx vitest run src/lib/slugify.test.ts", """ ✓ src/lib/slugify.test.ts (4 tests) 6ms

 Test Files  1 passed (1)
      Tests  4 passed (4)""")
    t.say("Fixed: slugify normalizes to NFKD and strips combining marks again.")
    t.save()


def t21():
    t = T("t21_short_replies_then_code_edits")
    t.user("settings page polish: add a dark mode toggle in src/pages/Settings.tsx, save it to localStorage")
    t.edit("src/pages/Settings.tsx", "<Section title=\"Appearance\">", "<Section title=\"Appearance\">\n  <button onClick={toggleDark}>Dark mode</button>",
           text="Adding a toggle button in the Appearance section.")
    t.say("Added a Dark mode button that flips the theme and stores it in localStorage.")
    t.user("use the Switch component instead of a raw button")
    t.edit("src/pages/Settings.tsx", "<button onClick={toggleDark}>Dark mode</button>", "<Switch checked={dark} onChange={toggleDark} label=\"Dark mode\" />",
           text="Replacing the raw button with the Switch component.")
    t.say("It's a Switch now.")
    t.user("no wait, not in Appearance, put it under Display")
    t.edit("src/pages/Settings.tsx", "<Section title=\"Display\">", "<Section title=\"Display\">\n  <Switch ... />",
           text="Moving the switch to the Display section.")
    t.say("Moved to Display.")
    t.user("wrong file lol, the settings page is src/pages/settings/index.tsx now, the old one is dead code")
    t.edit("src/pages/settings/index.tsx", "<Section title=\"Display\">", "<Section title=\"Display\">\n  <Switch ... />",
           text="Moving the switch to src/pages/settings/index.tsx.")
    t.edit("src/pages/Settings.tsx", "<Switch ... />", "")
    t.say("Moved it to the live settings page.")
    t.user("don't worry about tests for this, just make the switch label say 'Dark theme'")
    t.edit("src/pages/settings/index.tsx", "label=\"Dark mode\"", "label=\"Dark theme\"")
    t.say("Label updated.")
    t.user("actually never mind, keep 'Dark mode', marketing changed their minds again")
    t.edit("src/pages/settings/index.tsx", "label=\"Dark theme\"", "label=\"Dark mode\"")
    t.say("Back to 'Dark mode'.")
    t.user("not quite, the switch is misaligned on mobile, the label wraps")
    t.edit("src/pages/settings/index.tsx", "<Switch", "<Switch className=\"whitespace-nowrap\"", text="Stopping the label from wrapping on mobile.")
    t.say("The label no longer wraps.")
    t.user("no rush but also add a loading spinner while the settings load")
    t.edit("src/pages/settings/index.tsx", "if (!settings) return null;", "if (!settings) return <Spinner />;")
    t.say("Shows a spinner while loading.")
    t.user("always the little things haha. ok good")
    t.save()


def t22():
    t = T("t22_task_specs_vs_reports")
    t.user("add a nightly export of orders to the warehouse sftp in jobs/warehouse_export.py. it runs only on "
           "weekdays, because the warehouse is closed on weekends. new accounts get a 14 day trial on any plan, "
           "since marketing promised that in the launch email, so the export should flag trial accounts. the old "
           "exporter doesn't handle semicolons in addresses, that's why the german orders get split. the sftp "
           "server never accepts files over 50mb, otherwise the upload silently truncates, so chunk the file")
    t.write("jobs/warehouse_export.py", "def run():\n    ...\n", text="Writing the export job: weekday schedule, trial flag, csv quoting, 50mb chunks.")
    t.bash("pytest -q tests/test_warehouse_export.py", ".....\n5 passed in 0.31s")
    t.say("The export runs on weekdays, flags trial accounts, quotes fields with semicolons and splits files at 50mb.")
    t.user("ok thanks")
    t.save()


def t23():
    t = T("t23_npm_test_edit_npx_jest_fail_edit_pass")
    t.user("cart tests red again. fix")
    t.bash("npm test", JEST_FAIL, err=True)
    t.edit("src/cart/discount.ts", "total * 0.9", "Math.round(total * 0.9)",
           text="The bulk discount rounds per line; I'll round the order total instead.")
    t.bash("npx jest src/cart/cart.test.ts", JEST_FAIL.split("Ran all test suites.")[0].replace(" PASS  src/utils/format.test.ts\n", "").replace("> shop-web@1.4.0 test\n> jest\n", ""), err=True)
    t.say("Still 81: `Cart.add` also applies the discount to each line.")
    t.edit("src/cart/cart.ts", "total += applyBulk(line.total, this.code);", "total += line.total;")
    t.bash("npm test", JEST_FAIL.replace(" FAIL  src/cart/cart.test.ts", " PASS  src/cart/cart.test.ts").split("  ●")[0]
           + "\nTest Suites: 2 passed, 2 total\nTests:       12 passed, 12 total\nSnapshots:   0 total\nTime:        2.0 s\nRan all test suites.")
    t.say("Green: the discount is applied once, to the order total.")
    t.save()


def _spec(name: str, task: str, path: str, reply: str | None = None, then: str | None = None):
    t = T(name)
    t.user(task)
    t.read(path)
    t.edit(path, "// TODO", "// implemented", text="Implementing it as described.")
    t.bash("npm test -- --silent", "Test Suites: 4 passed, 4 total\nTests:       31 passed, 31 total\nSnapshots:   0 total\nTime:        3.2 s")
    t.say("Done, tests pass.")
    if reply:
        t.user(reply)
        if then:
            t.edit(then, "x", "y", text="Updating it.")
        t.say("Done.")
    t.user("ok thx")
    t.save()


def t24():
    _spec("t24_spec_every_column", "add csv export to the reports page (src/reports/export.ts). the export includes every "
          "column the table shows, because support pastes it into zendesk as is", "src/reports/export.ts",
          "no, call it exportReportCsv, not exportCsv", "src/reports/export.ts")


def t25():
    _spec("t25_spec_only_once", "wire up the password reset email in src/auth/reset.ts. the reset link can only be "
          "used once and expires after an hour, since it logs the user in", "src/auth/reset.ts",
          "hmm no, keep the old /reset endpoint too, the mobile app still calls it", "src/auth/routes.ts")


def t26():
    _spec("t26_spec_private_dont_appear", "build the leaderboard api in src/api/leaderboard.ts. players with a private "
          "profile don't appear on it, otherwise we leak who plays. sort by score desc", "src/api/leaderboard.ts",
          "lol the cache strikes again. ok just bump the leaderboard cache ttl to 60s", "src/api/leaderboard.ts")


def t27():
    _spec("t27_spec_any_plan", "add the upgrade banner to src/components/Banner.tsx. any user on a free plan sees it, "
          "since that's the whole point of the campaign. it links to /pricing", "src/components/Banner.tsx",
          "ok but don't show it on the pricing page itself, that's silly", "src/components/Banner.tsx")


def t28():
    _spec("t28_bug_report_numbers_dont_match", "fix the monthly revenue report in src/reports/revenue.ts. the numbers "
          "don't match finance, because refunds are counted twice. should be a small fix", "src/reports/revenue.ts")


def t29():
    _spec("t29_bug_report_queue_never_drains", "can you look at the worker in src/worker/queue.ts? the queue never "
          "drains on friday evenings, because the cron that scales the workers stops at 5pm. add a fallback so it "
          "keeps 1 worker alive", "src/worker/queue.ts")


def t30():
    _spec("t30_bug_report_each_request", "make the checkout page faster, src/checkout/load.ts. each request hits the "
          "db about 40 times, which is why it takes 2s on prod. batch the product lookups", "src/checkout/load.ts")


def t31():
    _spec("t31_port_old_doesnt_support", "port the config parser to the new module src/config/parse.ts. the old "
          "parser doesn't support tabs, that's why the config from the NAS fails. keep the same api",
          "src/config/parse.ts")


if __name__ == "__main__":
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31):
        f()
