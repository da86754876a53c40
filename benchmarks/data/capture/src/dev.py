PASS = "passed"
SETS = {
"d01_flaky_timer": {"domain": "python library", "cwd": "/home/dev/src/itsdangerous", "events": [
  ("u", "test_expired in tests/test_itsdangerous/test_timed.py fails about 1 in 5 runs on CI. Can you make it stable?"),
  ("read", "tests/test_itsdangerous/test_timed.py", "def test_expired(self, signer):\n    value = signer.sign('value')\n    time.sleep(1.1)\n    with pytest.raises(SignatureExpired):\n        signer.unsign(value, max_age=1)"),
  ("a", "The test sleeps for 1.1s and relies on wall-clock time. I'll bump the sleep to 2 seconds so there is more margin."),
  ("u", "No, don't use time.sleep in tests — patch time.time with monkeypatch instead; the flake was because CI runners are slow"),
  ("a", "Understood. I'll freeze the clock with monkeypatch so the test no longer depends on real elapsed time."),
  ("edit", "tests/test_itsdangerous/test_timed.py", "    time.sleep(1.1)\n", "    monkeypatch.setattr(time, 'time', lambda: now + 2)\n"),
  ("bash", "pytest tests/test_itsdangerous/test_timed.py -q", "........\n8 passed in 0.21s"),
  ("a", "All 8 timed tests pass and none of them sleep now."),
  ("u", "great, thanks. no worries about the changelog, I'll write it myself"),
  ("a", "Sounds good — always happy to help."),
 ], "lessons": [
  {"id": "no-sleep", "kind": "correction", "rule": ["time.sleep", "tests"], "alternative": ["monkeypatch", "time.time"],
   "reason": ["CI runners are slow"], "files": ["tests/test_itsdangerous/test_timed.py"]}],
 "not_lessons": ["no worries", "happy to help"]},

"d02_fastapi_pagination": {"domain": "web backend", "cwd": "/home/dev/work/orders-api", "branch": "feat/pagination", "events": [
  ("u", "Add pagination to GET /orders in app/routes/orders.py"),
  ("read", "app/routes/orders.py", "@router.get('/orders')\nasync def list_orders(db: Session = Depends(get_db)):\n    return db.query(Order).all()"),
  ("a", "I'll add `offset` and `limit` query parameters."),
  ("edit", "app/routes/orders.py", "async def list_orders(db: Session = Depends(get_db)):", "async def list_orders(offset: int = 0, limit: int = 50, db: Session = Depends(get_db)):"),
  ("u", "Actually we use cursor-based pagination everywhere in this API, not offset. Offset pages skip rows when orders are inserted while a client is paging. Use the `after` cursor like app/routes/customers.py does."),
  ("read", "app/routes/customers.py", "@router.get('/customers')\nasync def list_customers(after: str | None = None, limit: int = 50, db=Depends(get_db)):\n    q = db.query(Customer).order_by(Customer.id)\n    if after: q = q.filter(Customer.id > decode_cursor(after))"),
  ("edit", "app/routes/orders.py", "offset: int = 0, limit: int = 50", "after: str | None = None, limit: int = 50"),
  ("bash", "pytest tests/api/test_orders.py -q", "FAILED tests/api/test_orders.py::test_list_orders_second_page - KeyError: 'next_cursor'\n1 failed, 6 passed in 1.02s", True),
  ("a", "The response envelope is missing `next_cursor`. I'll return it like the customers route."),
  ("edit", "app/routes/orders.py", "    return q.limit(limit).all()", "    rows = q.limit(limit).all()\n    return {'items': rows, 'next_cursor': encode_cursor(rows[-1].id) if rows else None}"),
  ("bash", "pytest tests/api/test_orders.py -q", ".......\n7 passed in 0.98s"),
  ("u", "perfect. can you also check the root of the repo for a stray .env.example? I think it's outdated"),
  ("bash", "ls -a", ".env.example\napp\ntests\npyproject.toml"),
  ("a", "`.env.example` is there; it still lists `REDIS_URL`, which the app no longer reads. Want me to remove it?"),
  ("u", "yes please"),
 ], "lessons": [
  {"id": "cursor-pagination", "kind": "correction", "rule": ["cursor", "pagination"], "alternative": ["after"],
   "reason": ["skip rows", "inserted"], "files": ["app/routes/orders.py"]}],
 "not_lessons": ["root of the repo", "stray .env.example"]},

"d03_airflow_timezone": {"domain": "data pipeline", "cwd": "/srv/pipelines/etl-daily", "events": [
  ("u", "The daily_sales DAG loaded yesterday's partition twice. Figure out why."),
  ("bash", "grep -n 'ds' dags/daily_sales.py", "14:    partition = datetime.now().strftime('%Y-%m-%d')"),
  ("a", "Found it. The root cause is that the DAG computes the partition with datetime.now() on the worker, and the workers run in Europe/Berlin while the scheduler is in UTC, so a run that starts after 22:00 UTC writes into the next day's partition and the retry writes it again."),
  ("u", "ok. fix it so it uses the logical date"),
  ("edit", "dags/daily_sales.py", "    partition = datetime.now().strftime('%Y-%m-%d')", "    partition = context['ds']"),
  ("bash", "pytest tests/dags/test_daily_sales.py -q", "..\n2 passed in 3.40s"),
  ("u", "From now on never call datetime.now() inside a DAG task; always derive dates from the logical date (`ds` / `data_interval_start`), because backfills and retries must be reproducible."),
  ("a", "Got it. I'll also grep the other DAGs for datetime.now()."),
  ("bash", "grep -rn 'datetime.now()' dags/", "dags/weekly_rollup.py:22:    cutoff = datetime.now() - timedelta(days=7)"),
  ("edit", "dags/weekly_rollup.py", "    cutoff = datetime.now() - timedelta(days=7)", "    cutoff = context['data_interval_start'] - timedelta(days=7)"),
  ("u", "nice work"),
 ], "lessons": [
  {"id": "partition-tz", "kind": "root_cause", "rule": ["datetime.now()", "partition"], "alternative": [],
   "reason": ["Europe/Berlin", "UTC"], "files": ["dags/daily_sales.py"]},
  {"id": "logical-date", "kind": "rule", "rule": ["datetime.now()", "DAG"], "alternative": ["logical date"],
   "reason": ["backfills", "reproducible"], "files": []}],
 "not_lessons": ["nice work"]},

"d04_rust_cli_errors": {"domain": "CLI tool", "cwd": "/home/dev/code/logslice", "events": [
  ("u", "cargo test is failing after I bumped clap to 4.5, can you take a look"),
  ("bash", "cargo test 2>&1 | tail -20", "error[E0599]: no method named `value_of` found for struct `ArgMatches` in the current scope\n  --> src/cli.rs:41:22\nerror: could not compile `logslice` (bin \"logslice\") due to 1 previous error", True),
  ("a", "clap 4 removed `value_of`; I'll switch to `get_one::<String>`."),
  ("edit", "src/cli.rs", "let pattern = matches.value_of(\"pattern\").unwrap();", "let pattern = matches.get_one::<String>(\"pattern\").unwrap();"),
  ("bash", "cargo test 2>&1 | tail -5", "test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s"),
  ("u", "Please don't unwrap() on user input in this codebase — return an anyhow error with context instead. A panic prints a backtrace at users and they file it as a crash."),
  ("edit", "src/cli.rs", "let pattern = matches.get_one::<String>(\"pattern\").unwrap();", "let pattern = matches.get_one::<String>(\"pattern\").context(\"--pattern is required\")?;"),
  ("bash", "cargo test 2>&1 | tail -3", "test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s"),
  ("a", "Done — `src/cli.rs` now returns a contextual error instead of panicking."),
  ("u", "lgtm, no problem if the README still says clap 3, I'll fix that"),
 ], "lessons": [
  {"id": "no-unwrap", "kind": "correction", "rule": ["unwrap()", "user input"], "alternative": ["anyhow", "context"],
   "reason": ["backtrace", "crash"], "files": ["src/cli.rs"]}],
 "not_lessons": ["no problem"]},

"d05_react_state": {"domain": "frontend", "cwd": "/Users/maya/dev/dashboard-web", "branch": "fix/filters", "events": [
  ("u", "The date filter on the reports page resets whenever the table re-fetches. Fix it please."),
  ("read", "src/pages/Reports.tsx", "export function Reports() {\n  const { data, refetch } = useReports();\n  if (!data) return <Spinner/>;\n  const [range, setRange] = useState(defaultRange);"),
  ("a", "The root cause: `useState(defaultRange)` is declared after an early return, so while the table re-fetches the component renders the spinner branch and React drops the state slot; when data comes back the range is initialised again from the default."),
  ("edit", "src/pages/Reports.tsx", "  if (!data) return <Spinner/>;\n  const [range, setRange] = useState(defaultRange);", "  const [range, setRange] = useState(defaultRange);\n  if (!data) return <Spinner/>;"),
  ("bash", "npm test -- Reports", "FAIL src/pages/Reports.test.tsx\n  ● keeps the date range across refetch\n    expect(received).toBe(expected)\nTests: 1 failed, 4 passed, 5 total", True),
  ("a", "The test's mock `useReports` returns a new object each render; I'll stabilise it in the test."),
  ("edit", "src/pages/Reports.test.tsx", "useReports.mockImplementation(() => ({ data: makeData() }))", "const stable = { data: makeData() };\nuseReports.mockImplementation(() => stable)"),
  ("bash", "npm test -- Reports", "PASS src/pages/Reports.test.tsx\nTests: 5 passed, 5 total"),
  ("u", "Thanks. Also, we keep filter state in the URL query string with useSearchParams, not in component state — people share report links and expect the filters to come along. Can you move it?"),
  ("edit", "src/pages/Reports.tsx", "  const [range, setRange] = useState(defaultRange);", "  const [params, setParams] = useSearchParams();\n  const range = parseRange(params) ?? defaultRange;"),
  ("u", "cool cool. always fun to see the tests go green"),
 ], "lessons": [
  {"id": "hook-order", "kind": "root_cause", "rule": ["useState", "early return"], "alternative": [],
   "reason": ["state"], "files": ["src/pages/Reports.tsx"]},
  {"id": "filters-in-url", "kind": "rule", "rule": ["filter state", "URL"], "alternative": ["useSearchParams"],
   "reason": ["share", "links"], "files": ["src/pages/Reports.tsx"]}],
 "not_lessons": ["always fun"]},

"d06_terraform_state": {"domain": "infra", "cwd": "/home/ops/infra-live", "events": [
  ("u", "Run terraform plan for the staging vpc module"),
  ("bash", "cd envs/staging/vpc && terraform plan -no-color | tail -5", "Plan: 0 to add, 2 to change, 0 to destroy."),
  ("a", "Two changes: the NAT gateway tags. Shall I apply?"),
  ("u", "No — never run terraform apply from a laptop here. Push the branch and let Atlantis apply it from the PR, since local applies bypass the state lock audit and we lost a state file that way in March."),
  ("a", "Understood, I won't apply locally. I'll commit the tag change and push the branch for Atlantis."),
  ("edit", "envs/staging/vpc/main.tf", "  tags = local.tags", "  tags = merge(local.tags, { CostCenter = \"net\" })"),
  ("bash", "git push -u origin chore/nat-tags", "branch 'chore/nat-tags' set up to track 'origin/chore/nat-tags'."),
  ("u", "thanks! what's the weather like in terraform land today haha"),
  ("a", "Calm skies: 2 to change, 0 to destroy."),
 ], "lessons": [
  {"id": "no-local-apply", "kind": "correction", "rule": ["terraform apply", "laptop"], "alternative": ["Atlantis"],
   "reason": ["state lock", "lost a state file"], "files": []}],
 "not_lessons": ["weather"]},

"d07_pytorch_nan": {"domain": "ML training", "cwd": "/data/users/kim/proj/seg-train", "events": [
  ("u", "training goes NaN around step 3k with bf16. Here's the log: step 2980 loss 0.412, step 3000 loss nan"),
  ("grep", "autocast|GradScaler|clip_grad", "train.py:88:    with torch.autocast('cuda', dtype=torch.bfloat16):\ntrain.py:97:    scaler.scale(loss).backward()"),
  ("a", "I found the cause: the dice loss divides by the sum of predicted probabilities, and with bf16 that sum underflows to 0 on empty masks, so the division produces inf and then NaN. The GradScaler is also unnecessary with bf16."),
  ("edit", "seg/losses.py", "    return 1 - (2 * inter) / (pred.sum() + target.sum())", "    return 1 - (2 * inter + 1.0) / (pred.float().sum() + target.float().sum() + 1.0)"),
  ("u", "We decided to compute all losses in float32 regardless of the autocast dtype — do that instead of per-loss patches. Reductions in bf16 lose too much precision."),
  ("edit", "train.py", "        loss = criterion(logits, masks)", "        loss = criterion(logits.float(), masks.float())"),
  ("bash", "python train.py --max-steps 4000 --log-every 1000", "step 1000 loss 0.611\nstep 2000 loss 0.477\nstep 3000 loss 0.405\nstep 4000 loss 0.371"),
  ("u", "sweet, no NaNs. that's all for today"),
 ], "lessons": [
  {"id": "dice-underflow", "kind": "root_cause", "rule": ["dice loss", "bf16"], "alternative": [],
   "reason": ["underflow", "empty masks"], "files": ["seg/losses.py"]},
  {"id": "loss-fp32", "kind": "decision", "rule": ["losses", "float32"], "alternative": [],
   "reason": ["precision"], "files": ["train.py"]}],
 "not_lessons": ["that's all for today"]},

"d08_chitchat_only": {"domain": "mobile", "cwd": "/Users/sam/apps/tripnote-ios", "events": [
  ("u", "hey! can you explain what the AppCoordinator does?"),
  ("read", "TripNote/AppCoordinator.swift", "final class AppCoordinator {\n  func start() { showOnboardingIfNeeded() }\n}"),
  ("a", "It owns the root navigation controller and decides whether to show onboarding or the trip list."),
  ("u", "got it. no worries if you don't know, but why is it called a coordinator?"),
  ("a", "It's the Coordinator pattern: navigation logic lives outside the view controllers."),
  ("u", "makes sense. I always forget that name. Thanks, you're always so patient"),
  ("a", "Always happy to help!"),
  ("u", "the root of the problem is I never read the architecture doc lol. ok bye"),
 ], "lessons": [],
 "not_lessons": ["coordinator", "happy to help", "architecture doc", "patient"]},
}


# 2026-11-25: more ways people give the alternative and the reason (issue 20, item 4)
SETS.update({
"d09_httpx_mocking": {"domain": "python library", "cwd": "/home/dev/src/payments-sdk", "events": [
  ("u", "tests/test_client.py::test_refund_retries hangs on CI every few runs, can you look"),
  ("read", "tests/test_client.py", "def test_refund_retries(mocker):\n    client = mocker.MagicMock(spec=httpx.Client)\n    sdk = Payments(client)"),
  ("a", "I'll replace the MagicMock with a real httpx.Client pointed at a local test server."),
  ("u", "Rather than spinning up a server, stub the transport with httpx.MockTransport. The hang was caused by the retry loop sleeping on the real backoff schedule."),
  ("edit", "tests/test_client.py", "    client = mocker.MagicMock(spec=httpx.Client)", "    client = httpx.Client(transport=httpx.MockTransport(handler))"),
  ("bash", "pytest tests/test_client.py -q", "......\n6 passed in 0.31s"),
  ("a", "Done: the test stubs the transport and finishes in a third of a second."),
  ("u", "Also make backoff injectable: pass a zero-delay backoff in tests instead of monkeypatching time.sleep, since monkeypatching sleep hides real waits in other threads."),
  ("edit", "payments/client.py", "    def __init__(self, client):", "    def __init__(self, client, backoff=default_backoff):"),
  ("u", "cheers, that's it"),
 ], "lessons": [
  {"id": "mock-transport", "kind": "correction", "rule": ["server"], "alternative": ["httpx.MockTransport"],
   "reason": ["backoff schedule"], "files": ["tests/test_client.py"]},
  {"id": "injectable-backoff", "kind": "rule", "rule": ["backoff", "injectable"], "alternative": ["zero-delay backoff"],
   "reason": ["hides real waits"], "files": ["payments/client.py"]}],
 "not_lessons": ["cheers"]},

"d10_node_pkg_manager": {"domain": "web frontend", "cwd": "/home/ana/code/storefront", "events": [
  ("u", "add date-fns to the storefront app"),
  ("bash", "npm install date-fns", "added 1 package, and audited 812 packages in 3s"),
  ("a", "Added date-fns with npm; package-lock.json was created."),
  ("u", "No, use pnpm here, not npm. We only keep pnpm-lock.yaml, so a package-lock.json makes CI install two different trees."),
  ("bash", "rm package-lock.json && pnpm add date-fns", "Packages: +1\nDone in 1.9s"),
  ("a", "Removed package-lock.json and added date-fns with pnpm."),
  ("u", "thanks. and the build script should call `pnpm -r build` rather than a loop over folders"),
  ("edit", "package.json", "\"build\": \"for d in packages/*; do (cd $d && npm run build); done\"", "\"build\": \"pnpm -r build\""),
  ("u", "great, never easier lol"),
 ], "lessons": [
  {"id": "pnpm-not-npm", "kind": "correction", "rule": ["pnpm here", "not npm"], "alternative": [],
   "reason": ["pnpm-lock.yaml", "two different trees"], "files": []},
  {"id": "pnpm-recursive-build", "kind": "rule", "rule": ["pnpm -r build"], "alternative": [], "reason": [],
   "files": ["package.json"], "optional": True}],
 "not_lessons": ["never easier"]},

"d11_git_force_push": {"domain": "developer tooling", "cwd": "/home/lee/work/infra-tools", "branch": "feat/retry", "events": [
  ("u", "rebase feat/retry on main and push it"),
  ("bash", "git rebase origin/main", "Successfully rebased and updated refs/heads/feat/retry."),
  ("a", "Rebased. I'll push with `git push --force`."),
  ("u", "Never plain --force on shared branches; use --force-with-lease instead. Priya pushes to this branch too and a plain force push silently drops her commits."),
  ("bash", "git push --force-with-lease", "+ 3f2a9c1...8b7e0d4 feat/retry -> feat/retry (forced update)"),
  ("a", "Pushed with --force-with-lease."),
  ("u", "ty! have a good one"),
 ], "lessons": [
  {"id": "force-with-lease", "kind": "correction", "rule": ["--force", "shared branches"], "alternative": ["--force-with-lease"],
   "reason": ["drops her commits"], "files": []}],
 "not_lessons": ["have a good one"]},

"d12_go_http_timeouts": {"domain": "web backend", "cwd": "/home/dev/go/src/ledger-api", "events": [
  ("u", "the ledger API sometimes hangs for minutes under load, find out why"),
  ("grep", "http.Client", "internal/fx/rates.go:31:    client := &http.Client{}"),
  ("a", "The hangs are caused by the FX rates client: `internal/fx/rates.go` creates an `http.Client{}` without a timeout, so a slow upstream holds the request goroutine forever."),
  ("edit", "internal/fx/rates.go", "    client := &http.Client{}", "    client := &http.Client{Timeout: 5 * time.Second}"),
  ("bash", "go test ./internal/fx/...", "ok  \tledger-api/internal/fx\t0.412s"),
  ("u", "good catch. Going forward don't create an http.Client per call - reuse the shared one from internal/httpx, because it sets timeouts and connection limits for us."),
  ("edit", "internal/fx/rates.go", "    client := &http.Client{Timeout: 5 * time.Second}", "    client := httpx.Shared()"),
  ("u", "perfect, always fun when it's a one-liner"),
 ], "lessons": [
  {"id": "client-timeout", "kind": "root_cause", "rule": ["http.Client", "without a timeout"], "alternative": [],
   "reason": ["slow upstream"], "files": ["internal/fx/rates.go"]},
  {"id": "shared-client", "kind": "rule", "rule": ["http.Client", "per call"], "alternative": ["internal/httpx"],
   "reason": ["timeouts and connection limits"], "files": ["internal/fx/rates.go"]}],
 "not_lessons": ["always fun"]},
})

# test-fix loops: a note naming the test and the changed file is acceptable (optional: counts for
# precision, not required for recall) unless the loop carries a real lesson (then it is required)
SETS["d02_fastapi_pagination"]["lessons"].append(
  {"id": "next-cursor-test", "kind": "test_fixed", "optional": True, "rule": ["test_list_orders_second_page"],
   "alternative": [], "reason": ["next_cursor"], "files": ["app/routes/orders.py"]})
SETS["d04_rust_cli_errors"]["lessons"].insert(0,
  {"id": "clap4-get-one", "kind": "test_fixed", "rule": ["value_of"], "alternative": ["get_one"],
   "reason": ["clap 4"], "files": ["src/cli.rs"]})
SETS["d05_react_state"]["lessons"].append(
  {"id": "reports-mock", "kind": "test_fixed", "optional": True, "rule": ["keeps the date range across refetch"],
   "alternative": [], "reason": ["mock"], "files": ["src/pages/Reports.test.tsx"]})

# 2026-11-25 (capture20): eight more sessions, written before any rule change and before reading
# the held-out misses again: other languages, other ways to give a rule, an alternative, a reason
# ("otherwise", "due to", "the reason is", "—"), root causes in the agent's words ("Looks like",
# "The culprit is", "This happens because", "So the issue was"), decisions ("let's go with",
# "we settled on"), a named test-fix loop and a session of chit-chat full of trigger words.
SETS.update({
"d13_spring_injection": {"domain": "java backend", "cwd": "/home/raj/work/billing-service", "events": [
  ("u", "Add an InvoiceMailer dependency to InvoiceService so we can send the PDF after finalising"),
  ("read", "src/main/java/com/acme/billing/InvoiceService.java", "@Service\npublic class InvoiceService {\n    private final InvoiceRepository repo;\n    public InvoiceService(InvoiceRepository repo) { this.repo = repo; }"),
  ("edit", "src/main/java/com/acme/billing/InvoiceService.java", "    private final InvoiceRepository repo;", "    private final InvoiceRepository repo;\n    @Autowired private InvoiceMailer mailer;"),
  ("a", "Added `InvoiceMailer` as an `@Autowired` field."),
  ("u", "Please stop putting @Autowired on fields. We do constructor injection in this codebase, otherwise the services can't be unit tested without starting a Spring context."),
  ("edit", "src/main/java/com/acme/billing/InvoiceService.java", "    @Autowired private InvoiceMailer mailer;\n    public InvoiceService(InvoiceRepository repo) { this.repo = repo; }", "    private final InvoiceMailer mailer;\n    public InvoiceService(InvoiceRepository repo, InvoiceMailer mailer) { this.repo = repo; this.mailer = mailer; }"),
  ("bash", "./gradlew test --tests '*InvoiceServiceTest'", "InvoiceServiceTest > finalise sends pdf FAILED\n    java.lang.NullPointerException at InvoiceServiceTest.java:42\n1 test completed, 1 failed", True),
  ("a", "Looks like the problem is the test itself: InvoiceServiceTest builds the service with `new InvoiceService(repo)` and never passes a mailer, so `mailer` is null when `finalise` sends the PDF."),
  ("edit", "src/test/java/com/acme/billing/InvoiceServiceTest.java", "        service = new InvoiceService(repo);", "        service = new InvoiceService(repo, mailer);"),
  ("bash", "./gradlew test --tests '*InvoiceServiceTest'", "BUILD SUCCESSFUL in 6s\n4 tests completed"),
  ("u", "nice, ship it"),
 ], "lessons": [
  {"id": "constructor-injection", "kind": "correction", "rule": ["@Autowired", "fields"], "alternative": ["constructor injection"],
   "reason": ["unit tested", "Spring context"], "files": ["src/main/java/com/acme/billing/InvoiceService.java"]},
  {"id": "test-missing-mailer", "kind": "root_cause", "optional": True, "rule": ["InvoiceServiceTest", "mailer"], "alternative": [],
   "reason": ["null"], "files": ["src/test/java/com/acme/billing/InvoiceServiceTest.java"]}],
 "not_lessons": ["ship it"]},

"d14_rails_n_plus_one": {"domain": "web backend", "cwd": "/home/eva/code/shopfront", "branch": "perf/orders-index", "events": [
  ("u", "The admin orders index takes 8 seconds with 500 orders. Can you profile it?"),
  ("bash", "bin/rails runner 'Benchmark.ms { Admin::OrdersController.render(:index) }' 2>&1 | tail -3", "Customer Load (0.4ms)  SELECT customers.* FROM customers WHERE customers.id = $1\nCustomer Load (0.3ms)  SELECT customers.* FROM customers WHERE customers.id = $1\n(500 more)"),
  ("a", "The culprit is an N+1 query: app/views/admin/orders/index.html.erb calls `order.customer.name` for every row, and the controller loads orders without their customers, so Rails runs one customer query per order."),
  ("edit", "app/controllers/admin/orders_controller.rb", "    @orders = Order.order(created_at: :desc)", "    @orders = Order.includes(:customer).order(created_at: :desc)"),
  ("u", "Good. Make sure every index action preloads the associations its view touches (includes/preload), the bullet gem fails the CI build on N+1s."),
  ("bash", "bundle exec rspec spec/requests/admin/orders_spec.rb", "..F\nFailures:\n  1) Admin orders index lists the customer name\n     Failure/Error: expect(response.body).to include('Ada Lovelace')\n3 examples, 1 failure", True),
  ("a", "The spec's factory creates orders without a customer name; I'll give the factory a name."),
  ("edit", "spec/factories/customers.rb", "    name { nil }", "    name { 'Ada Lovelace' }"),
  ("bash", "bundle exec rspec spec/requests/admin/orders_spec.rb", "...\n3 examples, 0 failures"),
  ("u", "perfect, thank you!"),
 ], "lessons": [
  {"id": "n-plus-one", "kind": "root_cause", "rule": ["N+1", "customer"], "alternative": [],
   "reason": ["one customer query per order"], "files": ["app/controllers/admin/orders_controller.rb"]},
  {"id": "preload-associations", "kind": "rule", "rule": ["index action", "preload"], "alternative": ["includes"],
   "reason": ["bullet", "CI"], "files": []},
  {"id": "factory-name", "kind": "test_fixed", "optional": True, "rule": ["lists the customer name"], "alternative": [],
   "reason": ["factory"], "files": ["spec/factories/customers.rb"]}],
 "not_lessons": ["thank you"]},

"d15_firmware_isr": {"domain": "embedded C", "cwd": "/home/tom/fw/sensor-node", "events": [
  ("u", "UART RX drops bytes at 115200 baud. Look at src/uart.c"),
  ("read", "src/uart.c", "void USART2_IRQHandler(void) {\n    uint8_t *b = malloc(1);\n    *b = USART2->DR;\n    queue_push(b);\n}"),
  ("a", "The ISR allocates one byte per interrupt. I'll batch the allocation to 16 bytes to cut the overhead."),
  ("u", "hmm no. Do not call malloc from an interrupt handler at all. Allocate the buffers statically at init. The newlib heap isn't reentrant, so a nested interrupt can corrupt it."),
  ("a", "Understood. I'll use a statically allocated ring buffer filled by the ISR."),
  ("u", "Let's go with a 256-byte ring buffer for RX. We settled on power-of-two sizes so the index wraps with a mask instead of a modulo."),
  ("write", "src/ringbuf.h", "#define RB_SIZE 256\ntypedef struct { uint8_t buf[RB_SIZE]; volatile uint16_t head, tail; } ringbuf_t;\n"),
  ("edit", "src/uart.c", "    uint8_t *b = malloc(1);\n    *b = USART2->DR;\n    queue_push(b);", "    rb_push(&rx, USART2->DR);"),
  ("bash", "make test", "test_ringbuf.c:12:test_wraps:PASS\ntest_ringbuf.c:20:test_full_drops_newest:PASS\n2 Tests 0 Failures 0 Ignored\nOK"),
  ("u", "cool. I always forget how much faster this is, never mind"),
 ], "lessons": [
  {"id": "no-malloc-isr", "kind": "correction", "rule": ["malloc", "interrupt handler"], "alternative": ["statically"],
   "reason": ["reentrant", "corrupt"], "files": ["src/uart.c"]},
  {"id": "ringbuf-pow2", "kind": "decision", "rule": ["256-byte ring buffer"], "alternative": [],
   "reason": ["power-of-two", "mask"], "files": ["src/ringbuf.h"]}],
 "not_lessons": ["always forget", "never mind"]},

"d16_pg_migrations": {"domain": "database", "cwd": "/srv/app/accounts", "events": [
  ("u", "We need a non-null `region` column on accounts, default 'eu'. Write the migration."),
  ("write", "migrations/0042_account_region.sql", "ALTER TABLE accounts ADD COLUMN region text NOT NULL DEFAULT 'eu';\n"),
  ("a", "Migration 0042 adds `region` as NOT NULL with default 'eu'."),
  ("u", "Important: migrations here have to stay compatible with the previous release. Add the column as nullable first and backfill it in a separate migration, then add NOT NULL in a later release. During a deploy the old pods keep writing rows without the column."),
  ("write", "migrations/0042_account_region.sql", "ALTER TABLE accounts ADD COLUMN region text;\n"),
  ("write", "migrations/0043_backfill_region.sql", "UPDATE accounts SET region = 'eu' WHERE region IS NULL;\n"),
  ("a", "Split it: 0042 adds the nullable column, 0043 backfills. The NOT NULL constraint goes in the next release."),
  ("u", "Also, the backfill should run in batches of 10k rows, not a single UPDATE, due to the replication lag a full-table update causes on the replicas."),
  ("write", "migrations/0043_backfill_region.sql", "-- batched: see scripts/backfill.py\n"),
  ("u", "thx, all good"),
 ], "lessons": [
  {"id": "expand-contract", "kind": "rule", "rule": ["nullable", "backfill"], "alternative": ["separate migration"],
   "reason": ["old pods"], "files": ["migrations/0042_account_region.sql"]},
  {"id": "batched-backfill", "kind": "rule", "rule": ["batches", "10k rows"], "alternative": [],
   "reason": ["replication lag"], "files": []}],
 "not_lessons": ["all good"]},

"d17_pandas_ids": {"domain": "data analysis", "cwd": "/home/li/notebooks/churn", "events": [
  ("u", "The join between customers.csv and events.parquet loses about 30% of customers. Why?"),
  ("bash", "python -c \"import pandas as pd; print(pd.read_csv('data/customers.csv').dtypes)\"", "customer_id    float64\nsignup_date     object\ndtype: object"),
  ("a", "So the issue was that read_csv parsed customer_id as float64 because a few rows have no id, which turns '00123' into 123.0 and the keys no longer match the string ids in events.parquet."),
  ("edit", "churn/load.py", "    customers = pd.read_csv(path)", "    customers = pd.read_csv(path, dtype={'customer_id': 'string'})"),
  ("u", "Right. FYI we don't use inplace=True anywhere in this repo; assign the result back instead. The pandas devs want to deprecate it and it breaks method chaining."),
  ("edit", "churn/clean.py", "    df.dropna(subset=['customer_id'], inplace=True)", "    df = df.dropna(subset=['customer_id'])"),
  ("bash", "pytest tests/test_load.py -q", "...\n3 passed in 1.10s"),
  ("u", "lol I always thought inplace was faster. anyway thanks"),
 ], "lessons": [
  {"id": "id-dtype", "kind": "root_cause", "rule": ["customer_id", "float64"], "alternative": [],
   "reason": ["no id", "leading"], "files": ["churn/load.py"]},
  {"id": "no-inplace", "kind": "rule", "rule": ["inplace=True"], "alternative": ["assign the result back"],
   "reason": ["deprecate", "method chaining"], "files": ["churn/clean.py"]}],
 "not_lessons": ["inplace was faster"]},

"d18_swift_main_actor": {"domain": "mobile", "cwd": "/Users/noor/dev/fitlog-ios", "branch": "feat/sync", "events": [
  ("u", "After sync finishes the workout list doesn't refresh until I scroll. Fix it."),
  ("read", "FitLog/Sync/SyncService.swift", "func finish() async {\n    let items = await api.fetch()\n    self.viewModel.items = items\n}"),
  ("a", "This happens because `finish()` runs on a background executor and assigns `viewModel.items` off the main thread, so SwiftUI never gets the change notification on the main run loop."),
  ("edit", "FitLog/Sync/SyncService.swift", "    self.viewModel.items = items", "    DispatchQueue.main.async { self.viewModel.items = items }"),
  ("u", "Heads up: in this app we mark view models @MainActor instead of hopping with DispatchQueue.main.async. We're moving everything to structured concurrency and GCD hops hide data races from the compiler."),
  ("edit", "FitLog/Workouts/WorkoutListViewModel.swift", "final class WorkoutListViewModel: ObservableObject {", "@MainActor\nfinal class WorkoutListViewModel: ObservableObject {"),
  ("edit", "FitLog/Sync/SyncService.swift", "    DispatchQueue.main.async { self.viewModel.items = items }", "    await MainActor.run { self.viewModel.items = items }"),
  ("bash", "xcodebuild test -scheme FitLog -only-testing:FitLogTests/SyncServiceTests 2>&1 | tail -2", "Test Suite 'SyncServiceTests' passed.\n** TEST SUCCEEDED **"),
  ("u", "works now 🎉"),
 ], "lessons": [
  {"id": "off-main-thread", "kind": "root_cause", "rule": ["viewModel.items", "main thread"], "alternative": [],
   "reason": ["change notification"], "files": ["FitLog/Sync/SyncService.swift"]},
  {"id": "main-actor", "kind": "correction", "rule": ["@MainActor", "DispatchQueue.main.async"], "alternative": [],
   "reason": ["structured concurrency", "data races"], "files": ["FitLog/Workouts/WorkoutListViewModel.swift"]}],
 "not_lessons": ["works now"]},

"d19_docker_pinning": {"domain": "infra", "cwd": "/home/ci/repos/report-worker", "events": [
  ("u", "Bump the worker image to python 3.12"),
  ("edit", "Dockerfile", "FROM python:3.11-slim", "FROM python:3.12-slim"),
  ("bash", "docker build -t report-worker . && docker run --rm report-worker pytest -q tests/test_entrypoint.py", "FAILED tests/test_entrypoint.py::test_healthcheck_exits_zero - FileNotFoundError: 'curl'\n1 failed, 2 passed in 0.8s", True),
  ("a", "python:3.12-slim no longer ships curl, which the healthcheck script calls. I'll switch the healthcheck to a python one-liner."),
  ("edit", "docker/healthcheck.sh", "curl -fsS http://localhost:8080/health", "python -c \"import urllib.request; urllib.request.urlopen('http://localhost:8080/health')\""),
  ("bash", "docker build -t report-worker . && docker run --rm report-worker pytest -q tests/test_entrypoint.py", "...\n3 passed in 0.7s"),
  ("u", "Thanks. One more thing: pin base images by digest, not just by tag. Tags get re-pushed upstream; last month python:3.11-slim moved under us and broke a release build."),
  ("edit", "Dockerfile", "FROM python:3.12-slim", "FROM python:3.12-slim@sha256:2b0079146a74e23bf4ae8f6a28e1b484c6292f6fb904cbb51825b4a19812fcd8"),
  ("u", "great. never a dull day with docker haha"),
 ], "lessons": [
  {"id": "healthcheck-curl", "kind": "test_fixed", "rule": ["test_healthcheck_exits_zero"], "alternative": [],
   "reason": ["curl"], "files": ["docker/healthcheck.sh"]},
  {"id": "pin-digest", "kind": "rule", "rule": ["digest", "base images"], "alternative": [],
   "reason": ["re-pushed"], "files": ["Dockerfile"]}],
 "not_lessons": ["dull day"]},

"d20_chitchat_standup": {"domain": "developer tooling", "cwd": "/home/jo/src/team-scripts", "events": [
  ("u", "morning! what did we change in scripts/standup.py yesterday?"),
  ("bash", "git log -1 --stat -- scripts/standup.py", "commit 4e1d2a9\n    Print blockers first\n scripts/standup.py | 6 +++---"),
  ("a", "Yesterday's commit moved blockers to the top of the standup summary."),
  ("u", "ha, right. the root cause of my bad mood is mondays, never change monday"),
  ("a", "Mondays are the real bug."),
  ("u", "should we always print the blockers first, or is that annoying? just wondering, don't change anything"),
  ("a", "Most teams find blockers-first useful; I'll leave it as it is."),
  ("u", "makes sense. instead of coffee I should probably sleep more lol. thanks, that's all"),
 ], "lessons": [],
 "not_lessons": ["mondays", "blockers first", "coffee", "sleep more"]},
})
