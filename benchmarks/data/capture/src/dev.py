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

# 2026-11-26 (capture20b): a fourteen-session probe written before reading reflectgit/capture/'s
# rules (only RESULTS.md's summaries had been read): orders with no trigger word ("Put …", "Add it
# nullable first, …"), modal orders ("you'll want to", "every goroutine you start has to",
# "you should be using"), "Prefer X to Y", "Please remember …", "Next time, …", "Keep in mind …",
# negations in the middle of a turn, alternatives after "use"/"go through"/"move … to", agent root
# causes with "comes from", "is caused by", "it does X because", decisions that answer a question,
# test-fix loops, and chit-chat with never/always/because/instead/rather/don't worry.
SETS.update({
"d21_django_not_null": {"domain": "web backend", "cwd": "/home/ana/code/shopfront", "branch": "feat/loyalty", "events": [
  ("u", "Add a loyalty_points integer field to the Customer model, default 0."),
  ("edit", "shop/models.py", "    email = models.EmailField(unique=True)\n", "    email = models.EmailField(unique=True)\n    loyalty_points = models.IntegerField(default=0)\n"),
  ("bash", "python manage.py makemigrations shop", "Migrations for 'shop':\n  shop/migrations/0042_customer_loyalty_points.py\n    - Add field loyalty_points to customer"),
  ("a", "Added the field and generated migration 0042."),
  ("u", "Hold on. On our Postgres 10 primary that rewrites the whole customer table while holding a lock. Add it nullable first, backfill in batches, then make it NOT NULL in a separate migration."),
  ("a", "Understood, I'll split it into three migrations."),
  ("edit", "shop/models.py", "    loyalty_points = models.IntegerField(default=0)\n", "    loyalty_points = models.IntegerField(null=True)\n"),
  ("write", "shop/migrations/0043_backfill_loyalty_points.py", "def backfill(apps, schema_editor):\n    Customer = apps.get_model('shop', 'Customer')\n    ..."),
  ("bash", "python manage.py test shop -v 1", "Ran 57 tests in 4.210s\n\nOK"),
  ("u", "no rush btw, take your time with the review, I'm in meetings until 3"),
  ("a", "No problem."),
 ], "lessons": [
  {"id": "nullable-first", "kind": "correction", "rule": ["nullable", "NOT NULL"], "alternative": ["backfill", "separate migration"],
   "reason": ["rewrites the whole", "lock"], "files": ["shop/models.py"]}],
 "not_lessons": ["no rush", "in meetings"]},

"d22_go_goroutine_leak": {"domain": "backend service", "cwd": "/home/raf/go/src/github.com/acme/pricer", "events": [
  ("u", "pricer's memory climbs steadily until the pod gets OOM-killed, roughly every 6 hours. Can you find out why?"),
  ("bash", "curl -s localhost:6060/debug/pprof/goroutine?debug=1 | head -5", "goroutine profile: total 48211\n48102 @ 0x43a8d6 0x406a1c\n#\t0x8a1f2c\tgithub.com/acme/pricer/internal/fetch.fetchAll.func1+0x8c\tinternal/fetch/fetch.go:57"),
  ("read", "internal/fetch/fetch.go", "func fetchAll(ctx context.Context, urls []string) []Quote {\n    results := make(chan Quote)\n    for _, u := range urls {\n        go func(u string) { results <- get(ctx, u) }(u)\n    }"),
  ("a", "The leak comes from fetchAll: each worker goroutine sends on the unbuffered results channel, and once the caller's context times out nobody reads from it any more, so those goroutines block forever and pile up (48k of them in the profile)."),
  ("edit", "internal/fetch/fetch.go", "        go func(u string) { results <- get(ctx, u) }(u)", "        go func(u string) {\n            select {\n            case results <- get(ctx, u):\n            case <-ctx.Done():\n            }\n        }(u)"),
  ("bash", "go test ./internal/fetch/ -run TestFetchAll -count=1", "ok  \tgithub.com/acme/pricer/internal/fetch\t0.412s"),
  ("u", "Good catch. Going forward, every goroutine you start has to be able to exit on ctx.Done(). We've been bitten by exactly this three times this year."),
  ("a", "Noted, I'll check the other go statements in the package too."),
  ("u", "cool, that's all for today"),
 ], "lessons": [
  {"id": "blocked-send", "kind": "root_cause", "rule": ["unbuffered", "results channel"], "alternative": [],
   "reason": ["nobody reads", "block forever"], "files": ["internal/fetch/fetch.go"]},
  {"id": "goroutine-ctx", "kind": "rule", "rule": ["goroutine", "ctx.Done()"], "alternative": [],
   "reason": ["bitten"], "files": []}],
 "not_lessons": ["that's all for today"]},

"d23_vue_store": {"domain": "frontend", "cwd": "/home/lea/web/booking-ui", "events": [
  ("u", "The seat picker should grey out seats that are already held. Data is in the booking store."),
  ("read", "src/components/SeatPicker.vue", "<script setup>\nimport { useBookingStore } from '@/stores/booking'\nconst store = useBookingStore()\n</script>"),
  ("edit", "src/components/SeatPicker.vue", "const store = useBookingStore()", "const store = useBookingStore()\nconst held = computed(() => store.$state.seats.filter(s => s.heldBy))\nfunction hold(seat) { store.$state.seats[seat.idx].heldBy = me }"),
  ("a", "SeatPicker now reads the held seats from the store and marks a seat held on click."),
  ("u", "Please don't reach into store.$state from components. Go through the getters and actions instead; writes that bypass the actions don't show up in the devtools timeline and we lose the audit of who changed what."),
  ("a", "Right, I'll add a `heldSeats` getter and a `holdSeat` action to the booking store."),
  ("edit", "src/stores/booking.ts", "  getters: {", "  getters: {\n    heldSeats: (s) => s.seats.filter((x) => x.heldBy),"),
  ("edit", "src/components/SeatPicker.vue", "const held = computed(() => store.$state.seats.filter(s => s.heldBy))", "const held = computed(() => store.heldSeats)"),
  ("bash", "npx vitest run src/components/SeatPicker.spec.ts", " ✓ src/components/SeatPicker.spec.ts (4 tests) 38ms\n Test Files  1 passed (1)"),
  ("u", "ha, the seat map looks like a chessboard now. never seen it so tidy"),
 ], "lessons": [
  {"id": "store-getters", "kind": "correction", "rule": ["$state", "components"], "alternative": ["getters", "actions"],
   "reason": ["devtools timeline"], "files": ["src/components/SeatPicker.vue"]}],
 "not_lessons": ["chessboard", "never seen it"]},

"d24_celery_retry": {"domain": "task queue", "cwd": "/srv/app/billing", "events": [
  ("u", "tests/test_tasks.py::test_send_invoice_retries_on_timeout started failing after the httpx switch. Please fix."),
  ("bash", "pytest tests/test_tasks.py -q", "FAILED tests/test_tasks.py::test_send_invoice_retries_on_timeout - httpx.ReadTimeout: timed out\n1 failed, 11 passed in 0.91s", True),
  ("read", "billing/tasks.py", "@app.task(bind=True)\ndef send_invoice(self, invoice_id):\n    try:\n        client.post(...)\n    except requests.Timeout as exc:\n        raise self.retry(exc=exc, countdown=30)"),
  ("a", "The task still catches requests.Timeout, but since the switch the client raises httpx.ReadTimeout, which is not a subclass of it, so the retry never happens."),
  ("edit", "billing/tasks.py", "    except requests.Timeout as exc:", "    except httpx.TimeoutException as exc:"),
  ("bash", "pytest tests/test_tasks.py -q", "............\n12 passed in 0.88s"),
  ("u", "thanks. We prefer autoretry_for with retry_backoff on the task decorator to hand-written self.retry calls; the backoff settings then live in one place."),
  ("edit", "billing/tasks.py", "@app.task(bind=True)", "@app.task(bind=True, autoretry_for=(httpx.TimeoutException,), retry_backoff=True)"),
  ("bash", "pytest tests/test_tasks.py -q", "............\n12 passed in 0.90s"),
  ("u", "👍"),
 ], "lessons": [
  {"id": "httpx-timeout", "kind": "test_fixed", "rule": ["test_send_invoice_retries_on_timeout"], "alternative": [],
   "reason": ["httpx"], "files": ["billing/tasks.py"]},
  {"id": "autoretry", "kind": "rule", "rule": ["autoretry_for"], "alternative": [],
   "reason": ["one place"], "files": []}],
 "not_lessons": []},

"d25_k8s_probes": {"domain": "infra", "cwd": "/home/ops/deploy/checkout-chart", "events": [
  ("u", "checkout pods keep restarting in the middle of every deploy. Look at the chart?"),
  ("read", "templates/deployment.yaml", "livenessProbe:\n  httpGet:\n    path: /healthz\n    port: 8080\n  timeoutSeconds: 1"),
  ("read", "src/health.py", "def healthz():\n    db.execute('SELECT 1')\n    return 'ok'"),
  ("a", "The restarts are caused by the liveness probe: /healthz runs a query against the database, and during a rollout the database is slow to hand out new connections, so the probe exceeds its 1s timeout and the kubelet kills pods that are otherwise fine."),
  ("u", "Makes sense. A liveness check should never depend on downstream services; move the database ping to the readiness probe. Otherwise one slow database restarts the whole fleet."),
  ("edit", "templates/deployment.yaml", "livenessProbe:\n  httpGet:\n    path: /healthz", "livenessProbe:\n  httpGet:\n    path: /livez\nreadinessProbe:\n  httpGet:\n    path: /healthz"),
  ("edit", "src/health.py", "def healthz():", "def livez():\n    return 'ok'\n\ndef healthz():"),
  ("bash", "helm template . | kubeval --strict", "PASS - checkout-chart/templates/deployment.yaml contains a valid Deployment"),
  ("u", "lovely. I always forget kubeval exists"),
 ], "lessons": [
  {"id": "probe-db", "kind": "root_cause", "rule": ["liveness", "database"], "alternative": [],
   "reason": ["timeout", "kubelet"], "files": ["templates/deployment.yaml"]},
  {"id": "liveness-downstream", "kind": "rule", "rule": ["liveness", "downstream"], "alternative": ["readiness"],
   "reason": ["whole fleet"], "files": ["templates/deployment.yaml"]}],
 "not_lessons": ["kubeval exists"]},

"d26_bash_pipefail": {"domain": "shell scripts", "cwd": "/home/kim/ops-scripts", "events": [
  ("u", "quick one: scripts/backup.sh carried on and uploaded an empty archive after tar failed last night"),
  ("read", "scripts/backup.sh", "#!/usr/bin/env bash\ntar czf - /var/lib/app | gpg -e -r ops > \"$OUT\"\naws s3 cp \"$OUT\" s3://backups/"),
  ("edit", "scripts/backup.sh", "#!/usr/bin/env bash\n", "#!/usr/bin/env bash\nset -e\n"),
  ("a", "Added `set -e` so the script stops at the first failing command."),
  ("u", "That's not enough: tar is in a pipe, and without pipefail the pipeline's status is gpg's. Put set -euo pipefail at the top of every script in this repo."),
  ("edit", "scripts/backup.sh", "set -e\n", "set -euo pipefail\n"),
  ("bash", "shellcheck scripts/backup.sh && echo clean", "clean"),
  ("u", "I never liked bash anyway, because the quoting rules are a nightmare. anyway, thanks!"),
  ("a", "Ha, fair. Happy to help."),
 ], "lessons": [
  {"id": "pipefail", "kind": "correction", "rule": ["pipefail"], "alternative": [],
   "reason": ["pipe", "gpg"], "files": ["scripts/backup.sh"]}],
 "not_lessons": ["never liked bash", "quoting rules"]},

"d27_graphql_loader": {"domain": "web backend", "cwd": "/home/mo/src/catalog-gql", "events": [
  ("u", "The products query fires one SQL query per product for the vendor field. Fix the N+1."),
  ("read", "src/resolvers/product.ts", "export default {\n  vendor: (p, _args, ctx) => ctx.db.vendor.findUnique({ where: { id: p.vendorId } }),\n}"),
  ("a", "I can batch it with a DataLoader. Should I create the loader per request in the context, or keep one module-level cache shared by all requests?"),
  ("u", "Per request, in the context. A shared cache would hand one user's vendor data to another user who isn't allowed to see it."),
  ("edit", "src/context.ts", "  return { db };", "  return { db, vendorLoader: new DataLoader(ids => batchVendors(db, ids)) };"),
  ("edit", "src/resolvers/product.ts", "export default {\n  vendor: (p, _args, ctx) => ctx.db.vendor.findUnique({ where: { id: p.vendorId } }),", "export const productResolvers = {\n  vendor: (p, _args, ctx) => ctx.vendorLoader.load(p.vendorId),"),
  ("u", "Also, you'll want to keep named exports like you just did; no default exports in this codebase, so that renames stay grep-able."),
  ("bash", "npm test -- resolvers", "PASS src/resolvers/product.test.ts\nTests: 6 passed, 6 total"),
  ("u", "nice. rather quiet day today, isn't it"),
 ], "lessons": [
  {"id": "loader-per-request", "kind": "decision", "rule": ["per request"], "alternative": [],
   "reason": ["allowed to see"], "files": ["src/context.ts"]},
  {"id": "named-exports", "kind": "rule", "rule": ["default exports"], "alternative": ["named exports"],
   "reason": ["grep-able"], "files": []}],
 "not_lessons": ["quiet day"]},

"d28_rust_config_panic": {"domain": "backend service", "cwd": "/home/ida/rust/ingestd", "events": [
  ("u", "ingestd panics on startup in staging but not locally. Why?"),
  ("bash", "kubectl logs deploy/ingestd -n staging | tail -3", "thread 'main' panicked at src/config.rs:41:52:\ncalled `Option::unwrap()` on a `None` value"),
  ("read", "src/config.rs", "    let redis = std::env::var_os(\"REDIS_URL\").map(|v| v.into_string().unwrap()).unwrap();"),
  ("a", "It panics because config.rs unwraps the REDIS_URL variable, and staging does not set REDIS_URL at all: there the Redis address comes from the service-discovery sidecar instead."),
  ("u", "I see. Let's keep unwrap() out of startup code altogether and return an error with context through anyhow. A panic there gives ops nothing to search for."),
  ("edit", "src/config.rs", "    let redis = std::env::var_os(\"REDIS_URL\").map(|v| v.into_string().unwrap()).unwrap();", "    let redis = std::env::var(\"REDIS_URL\").context(\"REDIS_URL is not set\")?;"),
  ("bash", "cargo test --quiet", "running 23 tests\n.......................\ntest result: ok. 23 passed; 0 failed"),
  ("u", "ok thanks, don't worry about the sidecar part, Jonas owns that"),
 ], "lessons": [
  {"id": "redis-url-unset", "kind": "root_cause", "rule": ["unwrap", "REDIS_URL"], "alternative": [],
   "reason": ["staging does not set"], "files": ["src/config.rs"]},
  {"id": "no-unwrap-startup", "kind": "correction", "rule": ["unwrap()", "startup"], "alternative": ["anyhow"],
   "reason": ["nothing to search"], "files": ["src/config.rs"]}],
 "not_lessons": ["sidecar", "Jonas"]},

"d29_i18n_labels": {"domain": "frontend", "cwd": "/home/sam/app/accounts-web", "events": [
  ("u", "Add a 'Delete account' button at the bottom of the settings page."),
  ("edit", "src/pages/Settings.tsx", "      </Section>\n", "      </Section>\n      <DangerButton onClick={confirmDelete}>Delete account</DangerButton>\n"),
  ("a", "Added a danger-styled 'Delete account' button that opens the confirm dialog."),
  ("u", "You hardcoded the label. Every user-facing string goes through t() with a key in locales/en.json. The translators only ever see the locale files, so a literal string ships untranslated."),
  ("edit", "src/pages/Settings.tsx", ">Delete account<", ">{t('settings.deleteAccount')}<"),
  ("edit", "locales/en.json", "  \"settings.title\": \"Settings\",", "  \"settings.title\": \"Settings\",\n  \"settings.deleteAccount\": \"Delete account\","),
  ("bash", "npm run i18n:check", "✔ 412 keys, 0 missing, 0 unused"),
  ("u", "haha 'Delete account' in red always makes me nervous. good job"),
 ], "lessons": [
  {"id": "strings-through-t", "kind": "correction", "rule": ["user-facing string", "t()"], "alternative": ["locales/en.json"],
   "reason": ["translators", "untranslated"], "files": ["src/pages/Settings.tsx"]}],
 "not_lessons": ["makes me nervous", "good job"]},

"d30_pg_concurrent_index": {"domain": "database", "cwd": "/home/eli/work/orders-db", "events": [
  ("u", "Customer search by email takes 4 seconds. Can you speed it up?"),
  ("bash", "psql -c \"EXPLAIN ANALYZE SELECT * FROM customers WHERE lower(email) = 'a@b.co'\"", "Seq Scan on customers  (cost=0.00..48211.00 rows=1 width=112) (actual time=3912.1..3912.4)\n  Filter: (lower(email) = 'a@b.co'::text)"),
  ("a", "It does a sequential scan because the query filters on lower(email) while the only index is on email itself, so Postgres cannot use that index for this predicate."),
  ("write", "migrations/20261126_customers_lower_email.sql", "CREATE INDEX customers_lower_email_idx ON customers (lower(email));"),
  ("u", "Ok, but create it CONCURRENTLY. A plain CREATE INDEX blocks writes to customers for the whole build, and that table takes signups all day."),
  ("edit", "migrations/20261126_customers_lower_email.sql", "CREATE INDEX customers_lower_email_idx", "CREATE INDEX CONCURRENTLY customers_lower_email_idx"),
  ("a", "Changed to CREATE INDEX CONCURRENTLY; note it cannot run inside a transaction block, so the migration is marked non-transactional."),
  ("u", "great, ship it"),
 ], "lessons": [
  {"id": "lower-email-index", "kind": "root_cause", "rule": ["lower(email)", "index"], "alternative": [],
   "reason": ["sequential scan"], "files": []},
  {"id": "index-concurrently", "kind": "correction", "rule": ["CONCURRENTLY"], "alternative": [],
   "reason": ["blocks writes"], "files": ["migrations/20261126_customers_lower_email.sql"]}],
 "not_lessons": ["ship it"]},

"d31_express_logging": {"domain": "web backend", "cwd": "/home/tom/src/payments-gw", "events": [
  ("u", "Add request logging to the gateway so we can debug the 502s."),
  ("write", "src/middleware/logger.ts", "export const logger = (req, _res, next) => {\n  log.info({ route: req.path, body: req.body }, 'request');\n  next();\n};"),
  ("a", "Added a logging middleware that logs the route and body of every request."),
  ("u", "Stop logging whole request bodies. They carry card numbers, and our logs are shipped to a third-party vendor. The request id and the route are enough."),
  ("edit", "src/middleware/logger.ts", "  log.info({ route: req.path, body: req.body }, 'request');", "  log.info({ route: req.path, requestId: req.id }, 'request');"),
  ("bash", "npm test -- logger", "PASS src/middleware/logger.test.ts\nTests: 3 passed, 3 total"),
  ("u", "thanks! instead of lunch I'm going to chase those 502s now lol"),
 ], "lessons": [
  {"id": "no-bodies", "kind": "correction", "rule": ["request bodies"], "alternative": ["request id"],
   "reason": ["card numbers", "third-party"], "files": ["src/middleware/logger.ts"]}],
 "not_lessons": ["instead of lunch", "chase those"]},

"d32_chitchat_release": {"domain": "developer tooling", "cwd": "/home/nia/src/release-tools", "events": [
  ("u", "ugh, release train again. it never ends lol"),
  ("a", "Want me to prepare anything for it?"),
  ("u", "don't worry, I'm not blaming you. because of the holidays half the team is out, so it's just us"),
  ("a", "Understood. What would help most?"),
  ("u", "rather than sitting through the release meeting, could you summarise what changed since v2.3?"),
  ("bash", "git log --oneline v2.3..HEAD | head -4", "a1b2c3d Add --dry-run to release.py\n9f8e7d6 Fix tag parsing for rc versions\n5c4b3a2 Bump click to 8.1"),
  ("a", "Since v2.3: a --dry-run flag for release.py, a fix to tag parsing for rc versions, and a click bump."),
  ("u", "perfect, it should always be this easy honestly. never mind the docs, nobody reads them"),
 ], "lessons": [],
 "not_lessons": ["never ends", "blaming", "holidays", "release meeting", "always be this easy", "nobody reads"]},

"d33_py38_drop": {"domain": "python library", "cwd": "/home/ren/src/tinyconf", "events": [
  ("u", "CI fails on the 3.8 job since I used `list[str]` in tinyconf/loader.py. Thoughts?"),
  ("bash", "tox -e py38 -q", "tests/test_loader.py:3: in <module>\n    from tinyconf.loader import load\nE   TypeError: 'type' object is not subscriptable\nFAILED tests/test_loader.py - TypeError\n1 error in 0.31s", True),
  ("a", "Subscripting builtins like `list[str]` at runtime needs Python 3.9. Either we add `from __future__ import annotations` or we drop 3.8."),
  ("u", "We decided to drop Python 3.8 support: it's end of life and keeping it blocks the newer typing syntax. Update requires-python and the CI matrix."),
  ("edit", "pyproject.toml", "requires-python = \">=3.8\"", "requires-python = \">=3.9\""),
  ("edit", ".github/workflows/ci.yml", "python: ['3.8', '3.9', '3.10', '3.11', '3.12']", "python: ['3.9', '3.10', '3.11', '3.12']"),
  ("bash", "tox -e py39 -q", "........\n8 passed in 0.40s"),
  ("u", "Next time, run the whole tox matrix before you tell me something is done, not just one env."),
  ("a", "Will do."),
  ("bash", "tox -q", "py39: OK\npy310: OK\npy311: OK\npy312: OK\ncongratulations :)"),
 ], "lessons": [
  {"id": "drop-py38", "kind": "decision", "rule": ["Python 3.8"], "alternative": [],
   "reason": ["end of life", "typing syntax"], "files": ["pyproject.toml"]},
  {"id": "tox-matrix", "kind": "correction", "rule": ["tox matrix"], "alternative": [],
   "reason": [], "files": []}],
 "not_lessons": ["congratulations"]},

"d34_rn_images": {"domain": "mobile", "cwd": "/Users/pia/dev/menu-app", "branch": "feat/gallery", "events": [
  ("u", "Build a dish gallery screen: a grid of dish photos from the API."),
  ("write", "src/screens/Gallery.tsx", "export function Gallery({ dishes }) {\n  return <FlatList numColumns={3} data={dishes} renderItem={({ item }) => <Image source={{ uri: item.photo }} style={styles.tile} />} />;\n}"),
  ("a", "Added the Gallery screen with a 3-column FlatList of images."),
  ("u", "That works, but you should be using FastImage there rather than the stock Image. On Android the stock one re-downloads every photo each time a cell remounts, which is what made the old menu screen eat mobile data."),
  ("edit", "src/screens/Gallery.tsx", "<Image source={{ uri: item.photo }}", "<FastImage source={{ uri: item.photo }}"),
  ("bash", "npx jest src/screens/Gallery.test.tsx", "PASS src/screens/Gallery.test.tsx\n  ✓ renders a tile per dish (41 ms)"),
  ("u", "Keep in mind that photos wider than 1080px must be resized on the server, never in the app; phones choke on decoding them."),
  ("a", "Got it, the app will only request the sized variants."),
  ("u", "cheers, I'd rather not think about images for the rest of the week"),
 ], "lessons": [
  {"id": "fastimage", "kind": "correction", "rule": ["FastImage"], "alternative": [],
   "reason": ["re-downloads", "Android"], "files": ["src/screens/Gallery.tsx"]},
  {"id": "resize-server", "kind": "rule", "rule": ["resized on the server"], "alternative": [],
   "reason": ["decoding"], "files": []}],
 "not_lessons": ["rest of the week"]},
})

# 2026-11-26 (cause20): a twenty-session probe written before reading reflectgit/capture/ (only
# RESULTS.md's summaries and issue 20 had been read). (a) root causes the agent states in its own
# words after a failing command and before or with the fixing edit, with no stock lead-in ("so what
# happened is", "ah —", "that's it:", "X never sends Y", "X only comes in through Y"); (b) users who
# object before they instruct ("hmm, that'll break…", "Wait —"), give rules as consequences ("If
# that route ships without auth … we get paged") or correct with a question ("why not just use…",
# "why a plain string?"); (c) test-fix loops with jest, go test, cargo, rspec, ctest, gradle,
# phpunit, sbt and pytest output; (d) chit-chat and agent narration with causal words that must not
# fire ("the root of the repo", "because I'm hungry", a rerun that passes with no change, status
# updates with "since"/"which means").
SETS.update({
"d35_node_dotenv_pool": {"domain": "web backend", "cwd": "/home/kai/src/ledger-api", "events": [
  ("u", "The API boots with a pool of 10 connections although .env says DB_POOL_SIZE=40. Can you check?"),
  ("bash", "npx jest src/db.test.ts", "FAIL src/db.test.ts\n  pool\n    ✕ uses DB_POOL_SIZE from .env (14 ms)\n\n  ● pool › uses DB_POOL_SIZE from .env\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 40\n    Received: 10\n\nTests:       1 failed, 6 passed, 7 total", True),
  ("read", "src/index.ts", "import { pool } from './db';\nimport 'dotenv/config';\nimport { app } from './app';"),
  ("a", "so what happened is the pool size was read before dotenv loaded: src/index.ts imports ./db first, and db.ts builds the pool at import time, while process.env.DB_POOL_SIZE is still undefined, so it falls back to 10. Moving the dotenv import to the top."),
  ("edit", "src/index.ts", "import { pool } from './db';\nimport 'dotenv/config';", "import 'dotenv/config';\nimport { pool } from './db';"),
  ("bash", "npx jest src/db.test.ts", "PASS src/db.test.ts\n  pool\n    ✓ uses DB_POOL_SIZE from .env (9 ms)\n\nTests:       7 passed, 7 total"),
  ("u", "lol the root of all evil is import order. thanks"),
 ], "lessons": [
  {"id": "pool-before-dotenv", "kind": "root_cause", "rule": ["pool size", "before dotenv loaded"], "alternative": [],
   "reason": ["import time"], "files": ["src/index.ts"]},
  {"id": "pool-test", "kind": "test_fixed", "optional": True, "rule": ["uses DB_POOL_SIZE from .env"], "alternative": [],
   "reason": [], "files": ["src/index.ts"]}],
 "not_lessons": ["root of all evil"]},

"d36_django_cache_locale": {"domain": "web backend", "cwd": "/home/mira/code/shopfloor", "events": [
  ("u", "German users sometimes get the English product page. It's intermittent. Can you find out why?"),
  ("bash", "pytest tests/test_product_page.py -q", "F..\nFAILED tests/test_product_page.py::test_german_after_english - AssertionError: 'Add to cart' not found in 'In den Warenkorb'\n1 failed, 2 passed in 0.84s", True),
  ("read", "catalog/views.py", "@cache_page(60 * 15)\ndef product_detail(request, slug):\n    product = get_object_or_404(Product, slug=slug)"),
  ("a", "ah — the cache key ignores the locale. cache_page keys on the URL alone while the language comes from the Accept-Language header, so whichever language asks for a product first is cached for 15 minutes for everybody."),
  ("edit", "catalog/views.py", "@cache_page(60 * 15)\n", "@cache_page(60 * 15)\n@vary_on_headers('Accept-Language')\n"),
  ("bash", "pytest tests/test_product_page.py -q", "...\n3 passed in 0.79s"),
  ("u", "hmm, varying on the header will fragment the cache badly, every browser sends a slightly different Accept-Language. Put the language code in the URL prefix with i18n_patterns, like the rest of the site."),
  ("edit", "catalog/views.py", "@vary_on_headers('Accept-Language')\n", ""),
  ("edit", "catalog/urls.py", "urlpatterns = [\n    path('p/<slug:slug>/', views.product_detail),", "urlpatterns = i18n_patterns(\n    path('p/<slug:slug>/', views.product_detail),"),
  ("bash", "pytest tests/test_product_page.py -q", "...\n3 passed in 0.81s"),
  ("u", "ok good. because I'm hungry I'm off for lunch, back in an hour"),
 ], "lessons": [
  {"id": "cache-key-locale", "kind": "root_cause", "rule": ["cache key", "locale"], "alternative": [],
   "reason": ["Accept-Language"], "files": ["catalog/views.py"]},
  {"id": "i18n-patterns", "kind": "correction", "rule": ["header", "i18n_patterns"], "alternative": ["URL prefix"],
   "reason": ["fragment the cache"], "files": ["catalog/urls.py"]}],
 "not_lessons": ["because I'm hungry", "off for lunch"]},

"d37_go_ratelimit": {"domain": "backend service", "cwd": "/home/ola/go/src/github.com/kite/gw", "events": [
  ("u", "TestRateLimiter_Burst is flaky in CI, fails maybe one run in ten."),
  ("bash", "go test ./internal/ratelimit/ -run TestRateLimiter_Burst -count=50", "--- FAIL: TestRateLimiter_Burst (0.00s)\n    limiter_test.go:48: allowed 11 requests, want 10\nFAIL\nFAIL\tgithub.com/kite/gw/internal/ratelimit\t0.213s\nFAIL", True),
  ("read", "internal/ratelimit/limiter.go", "func (l *Limiter) Allow() bool {\n    now := time.Now()\n    if now.Sub(l.last) > l.window { l.count = 0; l.last = now }\n    l.count++\n    return l.count <= l.max\n}"),
  ("a", "That's it: the window resets on the wall clock, so when the test's burst starts just before a window boundary, the last request lands in a fresh window and gets through."),
  ("edit", "internal/ratelimit/limiter.go", "    now := time.Now()", "    now := l.clock.Now()"),
  ("edit", "internal/ratelimit/limiter_test.go", "    l := New(10, time.Second)", "    l := New(10, time.Second, WithClock(fakeclock.New(t0)))"),
  ("bash", "go test ./internal/ratelimit/ -run TestRateLimiter_Burst -count=50", "ok  \tgithub.com/kite/gw/internal/ratelimit\t0.388s"),
  ("u", "👍 cool"),
 ], "lessons": [
  {"id": "wall-clock-window", "kind": "root_cause", "rule": ["window resets on the wall clock"], "alternative": [],
   "reason": ["window boundary"], "files": ["internal/ratelimit/limiter.go"]},
  {"id": "burst-test", "kind": "test_fixed", "optional": True, "rule": ["TestRateLimiter_Burst"], "alternative": [],
   "reason": [], "files": ["internal/ratelimit/limiter.go"]}],
 "not_lessons": []},

"d38_cargo_feature": {"domain": "CLI tool", "cwd": "/home/tove/rust/tally", "events": [
  ("u", "cargo build --release fails on CI but cargo test passes locally, weird"),
  ("bash", "cargo build --release 2>&1 | tail -8", "error: cannot find derive macro `Serialize` in this scope\n --> src/model.rs:3:10\n  |\n3 | #[derive(Serialize, Deserialize)]\n  |          ^^^^^^^^^\nerror: could not compile `tally` (lib) due to 2 previous errors", True),
  ("read", "Cargo.toml", "[dependencies]\nserde = \"1\"\n\n[dev-dependencies]\nserde = { version = \"1\", features = [\"derive\"] }"),
  ("a", "The derive feature only comes in through dev-dependencies: cargo test unifies the features and turns it on, and a release build never sees it."),
  ("edit", "Cargo.toml", "[dependencies]\nserde = \"1\"", "[dependencies]\nserde = { version = \"1\", features = [\"derive\"] }"),
  ("bash", "cargo build --release 2>&1 | tail -2", "   Compiling tally v0.3.1 (/home/tove/rust/tally)\n    Finished `release` profile [optimized] target(s) in 14.22s"),
  ("u", "ok. If this hits the release pipeline again we lose a whole day of builds, so the PR workflow runs cargo build --release too from now on."),
  ("edit", ".github/workflows/pr.yml", "      - run: cargo test", "      - run: cargo test\n      - run: cargo build --release"),
  ("u", "thanks. always fun, cargo features haha"),
 ], "lessons": [
  {"id": "derive-dev-only", "kind": "root_cause", "rule": ["derive feature", "dev-dependencies"], "alternative": [],
   "reason": ["release build never sees it"], "files": ["Cargo.toml"]},
  {"id": "pr-release-build", "kind": "rule", "rule": ["PR workflow", "cargo build --release"], "alternative": [],
   "reason": ["whole day of builds"], "files": [".github/workflows/pr.yml"]}],
 "not_lessons": ["always fun"]},

"d39_rspec_date_today": {"domain": "web backend", "cwd": "/home/ines/rails/billing", "events": [
  ("u", "spec/models/invoice_spec.rb started failing this morning and nothing changed on our side"),
  ("bash", "bundle exec rspec spec/models/invoice_spec.rb", "F........\n\nFailures:\n\n  1) Invoice#overdue? is false on the due date\n     Failure/Error: expect(invoice.overdue?).to be(false)\n\n       expected false\n            got true\n     # ./spec/models/invoice_spec.rb:27:in `block (3 levels) in <top (required)>'\n\nFinished in 0.412 seconds (files took 2.1 seconds to load)\n9 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/models/invoice_spec.rb:25 # Invoice#overdue? is false on the due date", True),
  ("read", "app/models/invoice.rb", "def overdue?\n  Date.today > due_on\nend"),
  ("a", "Date.today reads the runner's system zone and ignores config.time_zone, so around midnight on the UTC runner it disagrees with the due date the spec builds from Date.current. The model should use Date.current."),
  ("edit", "app/models/invoice.rb", "  Date.today > due_on", "  Date.current > due_on"),
  ("bash", "bundle exec rspec spec/models/invoice_spec.rb", ".........\n\nFinished in 0.398 seconds (files took 2.0 seconds to load)\n9 examples, 0 failures"),
  ("u", "Good. In this app it's Date.current and Time.zone.now, never Date.today or Time.now, since those ignore config.time_zone."),
  ("a", "Noted."),
 ], "lessons": [
  {"id": "overdue-spec", "kind": "test_fixed", "rule": ["is false on the due date"], "alternative": [],
   "reason": ["system zone"], "files": ["app/models/invoice.rb"]},
  {"id": "date-current", "kind": "rule", "rule": ["Date.today", "Time.now"], "alternative": ["Date.current", "Time.zone.now"],
   "reason": ["ignore config.time_zone"], "files": []}],
 "not_lessons": []},

"d40_ctest_float": {"domain": "C++ library", "cwd": "/home/ci/src/geokit", "events": [
  ("u", "ctest fails on the new ARM runner, passes on x86"),
  ("bash", "ctest --test-dir build --output-on-failure", "Test project /home/ci/src/geokit/build\n    Start 3: test_haversine\n3/5 Test #3: test_haversine ...................***Failed    0.01 sec\n/home/ci/src/geokit/tests/test_haversine.cpp:22: FAILED:\n  REQUIRE( d == 343.556 )\nwith expansion:\n  343.5560000000001 == 343.556\n\n80% tests passed, 1 tests failed out of 5", True),
  ("a", "The test compares doubles with ==. On aarch64 the compiler fuses the multiply and add into one FMA instruction, which changes the last bit of the result compared with x86: the code is fine, the exact comparison is not."),
  ("edit", "tests/test_haversine.cpp", "  REQUIRE( d == 343.556 );", "  REQUIRE_THAT( d, Catch::Matchers::WithinRel(343.556, 1e-9) );"),
  ("bash", "ctest --test-dir build --output-on-failure", "Test project /home/ci/src/geokit/build\n5/5 Test #5: test_bbox ........................   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 5\n\nTotal Test time (real) =   0.07 sec"),
  ("u", "fine. no exact == on floating point in tests from now on, use WithinRel or WithinAbs."),
  ("a", "Will do."),
 ], "lessons": [
  {"id": "fma-last-bit", "kind": "root_cause", "rule": ["compares doubles", "FMA"], "alternative": [],
   "reason": ["aarch64"], "files": ["tests/test_haversine.cpp"]},
  {"id": "no-float-eq", "kind": "rule", "rule": ["floating point", "tests"], "alternative": ["WithinRel"],
   "reason": [], "files": []},
  {"id": "haversine-test", "kind": "test_fixed", "optional": True, "rule": ["test_haversine"], "alternative": [],
   "reason": [], "files": ["tests/test_haversine.cpp"]}],
 "not_lessons": []},

"d41_geo_retry_helper": {"domain": "python library", "cwd": "/home/sol/src/geofetch", "events": [
  ("u", "The geocoding client should retry on 503s. Add that please."),
  ("edit", "geo/client.py", "    resp = self.session.get(url, params=params)", "    for attempt in range(3):\n        resp = self.session.get(url, params=params)\n        if resp.status_code != 503:\n            break\n        time.sleep(2)"),
  ("a", "Added a retry loop: up to 3 attempts with a 2-second sleep between them."),
  ("u", "why not just use the existing retry helper? geo/http.py already has with_backoff, and it honours Retry-After, which the geocoder sends with every 503."),
  ("read", "geo/http.py", "def with_backoff(fn, *, attempts=5, respect_retry_after=True):\n    ..."),
  ("edit", "geo/client.py", "    for attempt in range(3):\n        resp = self.session.get(url, params=params)\n        if resp.status_code != 503:\n            break\n        time.sleep(2)", "    resp = with_backoff(lambda: self.session.get(url, params=params))"),
  ("bash", "pytest tests/test_client.py -q", "......\n6 passed in 0.33s"),
  ("u", "👌"),
 ], "lessons": [
  {"id": "use-with-backoff", "kind": "correction", "rule": ["retry helper"], "alternative": ["with_backoff"],
   "reason": ["Retry-After"], "files": ["geo/client.py"]}],
 "not_lessons": []},

"d42_bundle_paths": {"domain": "build tooling", "cwd": "/home/arno/src/webkit-tools", "events": [
  ("u", "Clean up the asset path handling in tools/bundle.py, it's messy"),
  ("read", "tools/bundle.py", "out = os.path.join(root, 'dist', name)\nmanifest = os.path.join(root, 'dist', 'manifest.json')"),
  ("a", "I'll replace the os.path.join calls with f-strings, they read more easily: f\"{root}/dist/{name}\"."),
  ("edit", "tools/bundle.py", "out = os.path.join(root, 'dist', name)", "out = f\"{root}/dist/{name}\""),
  ("u", "hmm, that'll break the Windows build — keep the path join, or better, pathlib. The installer job runs on Windows agents and compares these paths with ones that have backslashes."),
  ("edit", "tools/bundle.py", "out = f\"{root}/dist/{name}\"", "out = Path(root) / 'dist' / name"),
  ("bash", "python -m pytest tests/test_bundle.py -q", "....\n4 passed in 0.12s"),
  ("u", "ok cool. instead of waiting for CI I'll just merge it tonight"),
 ], "lessons": [
  {"id": "keep-path-join", "kind": "correction", "rule": ["path join"], "alternative": ["pathlib"],
   "reason": ["Windows"], "files": ["tools/bundle.py"]}],
 "not_lessons": ["instead of waiting", "merge it tonight"]},

"d43_debug_route_auth": {"domain": "web backend", "cwd": "/home/rue/src/flags-service", "events": [
  ("u", "Add a debug endpoint that dumps the feature-flag state."),
  ("write", "src/routes/debug.js", "router.get('/debug/flags', (req, res) => res.json(flags.all()));"),
  ("a", "Added GET /debug/flags, which returns every flag and its current value."),
  ("u", "If that route ships without auth, the security scanner finds it within a day and we get paged. Debug routes go behind requireAdmin and only mount when NODE_ENV isn't production."),
  ("edit", "src/routes/debug.js", "router.get('/debug/flags', (req, res) => res.json(flags.all()));", "if (process.env.NODE_ENV !== 'production') {\n  router.get('/debug/flags', requireAdmin, (req, res) => res.json(flags.all()));\n}"),
  ("bash", "npx jest src/routes/debug.test.js", "PASS src/routes/debug.test.js\n  ✓ returns 404 in production (12 ms)\n  ✓ requires admin (8 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total"),
  ("u", "thanks!"),
 ], "lessons": [
  {"id": "debug-routes-admin", "kind": "correction", "rule": ["debug routes", "requireAdmin"], "alternative": [],
   "reason": ["get paged"], "files": ["src/routes/debug.js"]}],
 "not_lessons": []},

"d44_chitchat_lint": {"domain": "frontend", "cwd": "/home/june/web/portal", "events": [
  ("u", "can you run the linter and tell me what it says"),
  ("a", "Running lint now. The root of the repo has an .eslintrc.cjs and the packages inherit it, so one run covers both."),
  ("bash", "npm run lint", "> portal@1.4.0 lint\n> eslint .\n\n/home/june/web/portal/src/legacy/table.js\n  12:7  warning  'row' is assigned a value but never used  no-unused-vars\n\n✖ 3 problems (0 errors, 3 warnings)"),
  ("a", "Three warnings, all no-unused-vars in src/legacy/. Since the legacy folder is excluded from the strict config, which means warnings there never fail CI, nothing blocks the build."),
  ("u", "cool, because I'm hungry let's leave it there. the real root cause of my headache is the coffee machine lol"),
  ("a", "Enjoy lunch!"),
  ("u", "never mind the warnings, nobody touches legacy anyway"),
 ], "lessons": [],
 "not_lessons": ["root of the repo", "because I'm hungry", "coffee machine", "nobody touches legacy", "strict config"]},

"d45_chitchat_retry_install": {"domain": "frontend", "cwd": "/home/bo/src/atlas-ui", "events": [
  ("u", "install deps and run the tests"),
  ("bash", "npm ci", "npm ERR! code ETIMEDOUT\nnpm ERR! network request to https://registry.npmjs.org/pg failed, reason: connect ETIMEDOUT 104.16.0.35:443", True),
  ("a", "That failed because the registry connection timed out; retrying once."),
  ("bash", "npm ci", "added 412 packages, and audited 413 packages in 21s"),
  ("bash", "npx vitest run", " Test Files  14 passed (14)\n      Tests  96 passed (96)\n   Duration  4.12s"),
  ("a", "All 96 tests pass. I'm going through the coverage report next, since you asked about the parser last week."),
  ("u", "nice. turns out my laptop was the slow one all along haha, the new one arrives friday"),
  ("a", "Ha, good news then."),
 ], "lessons": [],
 "not_lessons": ["registry connection timed out", "laptop was the slow one", "coverage report"]},

"d46_gradle_jackson": {"domain": "backend service", "cwd": "/home/pia/java/shop-orders", "events": [
  ("u", "OrderMapperTest fails after the Jackson upgrade, please fix"),
  ("bash", "./gradlew test --tests OrderMapperTest", "> Task :test FAILED\n\nOrderMapperTest > mapsPlacedAt() FAILED\n    com.fasterxml.jackson.databind.exc.InvalidDefinitionException: Java 8 date/time type `java.time.Instant` not supported by default: add Module \"com.fasterxml.jackson.datatype:jackson-datatype-jsr310\" to enable handling\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.", True),
  ("read", "src/main/java/shop/JsonConfig.java", "@Bean\npublic ObjectMapper objectMapper() {\n    return new ObjectMapper();\n}"),
  ("a", "JsonConfig constructs its ObjectMapper by hand and never registers the JavaTimeModule; the old version found it on the classpath through Spring's auto-config, but this bean replaces that mapper, so Instant fields have no serializer any more."),
  ("edit", "src/main/java/shop/JsonConfig.java", "    return new ObjectMapper();", "    return JsonMapper.builder().addModule(new JavaTimeModule()).build();"),
  ("bash", "./gradlew test --tests OrderMapperTest", "BUILD SUCCESSFUL in 8s\n4 actionable tasks: 2 executed, 2 up-to-date"),
  ("u", "great"),
 ], "lessons": [
  {"id": "java-time-module", "kind": "root_cause", "rule": ["ObjectMapper", "JavaTimeModule"], "alternative": [],
   "reason": ["Instant"], "files": ["src/main/java/shop/JsonConfig.java"]},
  {"id": "mapper-test", "kind": "test_fixed", "optional": True, "rule": ["mapsPlacedAt"], "alternative": [],
   "reason": [], "files": ["src/main/java/shop/JsonConfig.java"]}],
 "not_lessons": []},

"d47_phpunit_icu": {"domain": "php library", "cwd": "/home/lou/php/money-format", "events": [
  ("u", "PriceFormatterTest is red on the CI image since we moved to PHP 8.3"),
  ("bash", "vendor/bin/phpunit tests/PriceFormatterTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\nF..\n\nThere was 1 failure:\n\n1) Tests\\PriceFormatterTest::testFormatsEuro\nFailed asserting that two strings are identical.\n--- Expected\n+++ Actual\n@@ @@\n-'12,50 €'\n+'12,50 €'\n\nFAILURES!\nTests: 3, Assertions: 3, Failures: 1.", True),
  ("a", "The newer ICU in the 8.3 image puts a narrow no-break space (U+202F) between the amount and the euro sign where the old one had a regular no-break space, so the two strings look the same but differ byte-wise."),
  ("edit", "tests/PriceFormatterTest.php", "        $this->assertSame('12,50 €', $out);", "        $this->assertSame('12,50 €', str_replace(\"\\u{202F}\", \"\\u{00A0}\", $out));"),
  ("bash", "vendor/bin/phpunit tests/PriceFormatterTest.php", "PHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n...\n\nOK (3 tests, 3 assertions)"),
  ("u", "hmm, that just papers over it and it'll break again on the next ICU bump. Don't hardcode the formatted string: build the expected value with NumberFormatter in the test."),
  ("edit", "tests/PriceFormatterTest.php", "        $this->assertSame('12,50 €', str_replace(\"\\u{202F}\", \"\\u{00A0}\", $out));", "        $fmt = new NumberFormatter('de_DE', NumberFormatter::CURRENCY);\n        $this->assertSame($fmt->formatCurrency(12.5, 'EUR'), $out);"),
  ("bash", "vendor/bin/phpunit tests/PriceFormatterTest.php", "OK (3 tests, 3 assertions)"),
  ("u", "ok thanks"),
 ], "lessons": [
  {"id": "icu-nnbsp", "kind": "root_cause", "rule": ["narrow no-break space", "ICU"], "alternative": [],
   "reason": ["byte-wise"], "files": ["tests/PriceFormatterTest.php"]},
  {"id": "no-hardcoded-format", "kind": "correction", "rule": ["hardcode the formatted string"], "alternative": ["NumberFormatter"],
   "reason": ["next ICU bump"], "files": ["tests/PriceFormatterTest.php"]}],
 "not_lessons": []},

"d48_ws_idle_proxy": {"domain": "web backend", "cwd": "/srv/app/live-scores", "events": [
  ("u", "The websocket handler stops receiving after about a minute. No error anywhere."),
  ("bash", "pytest tests/test_ws.py -q", "....F\nFAILED tests/test_ws.py::test_stays_open_past_idle_timeout - asyncio.TimeoutError\n1 failed, 4 passed in 65.12s", True),
  ("read", "app/ws.py", "async def handler(ws):\n    async for msg in ws:\n        await process(msg)\n\nserve(handler, host, port)"),
  ("read", "deploy/nginx.conf", "location /ws {\n    proxy_pass http://scores;\n    proxy_read_timeout 60s;\n}"),
  ("a", "nginx closes the upstream after proxy_read_timeout (60s here) when nothing is written, and the handler only reads and never pings, so a quiet client looks idle to the proxy."),
  ("edit", "app/ws.py", "serve(handler, host, port)", "serve(handler, host, port, ping_interval=20)"),
  ("bash", "pytest tests/test_ws.py -q", ".....\n5 passed in 64.87s"),
  ("u", "makes sense. keep the ping at 20s, our mobile clients go to sleep after 30."),
  ("a", "Leaving it at 20 seconds."),
 ], "lessons": [
  {"id": "proxy-idle", "kind": "root_cause", "rule": ["proxy_read_timeout"], "alternative": [],
   "reason": ["never pings"], "files": ["app/ws.py"]},
  {"id": "ping-20s", "kind": "decision", "rule": ["ping", "20s"], "alternative": [],
   "reason": ["mobile clients"], "files": []}],
 "not_lessons": []},

"d49_ts_ticket_status": {"domain": "frontend", "cwd": "/home/ada/web/helpdesk", "events": [
  ("u", "Add a status field to the Ticket type."),
  ("edit", "src/types.ts", "export interface Ticket {\n  id: string;", "export interface Ticket {\n  id: string;\n  status: string;"),
  ("a", "Added `status: string` to Ticket."),
  ("u", "why a plain string? we have the TicketStatus union in src/status.ts for exactly this, and a typo like 'clsoed' compiles fine with string."),
  ("edit", "src/types.ts", "  status: string;", "  status: TicketStatus;"),
  ("bash", "npx tsc --noEmit", ""),
  ("u", "ty"),
 ], "lessons": [
  {"id": "ticket-status-union", "kind": "correction", "rule": ["TicketStatus"], "alternative": [],
   "reason": ["typo"], "files": ["src/types.ts"]}],
 "not_lessons": []},

"d50_k8s_pdb": {"domain": "infra", "cwd": "/home/ops/deploy/search-stack", "events": [
  ("u", "Scale the search deployment down to 4 replicas in overlays/prod, it's overprovisioned."),
  ("edit", "overlays/prod/search-patch.yaml", "  replicas: 6", "  replicas: 4"),
  ("a", "Done, prod now runs 4 search replicas."),
  ("u", "Wait — the PDB says minAvailable: 4, so with 4 replicas no pod can ever be evicted and the next node drain hangs forever. Whenever you change replicas, change the PDB with it, and write it as a percentage."),
  ("edit", "overlays/prod/search-pdb.yaml", "  minAvailable: 4", "  minAvailable: \"75%\""),
  ("bash", "kustomize build overlays/prod | kubeconform -strict -summary -", "Summary: 14 resources found parsing stdin - Valid: 14, Invalid: 0, Errors: 0, Skipped: 0"),
  ("u", "good. no rush on the rest, it's friday"),
 ], "lessons": [
  {"id": "pdb-with-replicas", "kind": "correction", "rule": ["replicas", "PDB"], "alternative": ["percentage"],
   "reason": ["node drain hangs"], "files": ["overlays/prod/search-pdb.yaml"]}],
 "not_lessons": ["no rush", "friday"]},

"d51_sbt_serializable": {"domain": "backend service", "cwd": "/home/jan/scala/sessions", "events": [
  ("u", "sbt test fails on CI with a weird serialization error in SessionStoreSpec"),
  ("bash", "sbt \"testOnly *SessionStoreSpec\"", "[info] SessionStoreSpec:\n[info] - should round-trip a session *** FAILED ***\n[info]   java.io.NotSerializableException: store.Clock$$anon$1\n[error] Failed: Total 4, Failed 1, Errors 0, Passed 3\n[error] Failed tests:\n[error] \tstore.SessionStoreSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful", True),
  ("read", "src/main/scala/store/Session.scala", "final case class Session(id: String, user: User, clock: Clock = Clock.system)"),
  ("a", "Session carries its Clock as a field and Clock.system is an anonymous class, so Java serialization tries to write the clock along with the session and gives up on it."),
  ("edit", "src/main/scala/store/Session.scala", "final case class Session(id: String, user: User, clock: Clock = Clock.system)", "final case class Session(id: String, user: User)"),
  ("bash", "sbt \"testOnly *SessionStoreSpec\"", "[info] SessionStoreSpec:\n[info] - should round-trip a session\n[info] All tests passed.\n[success] Total time: 21 s"),
  ("u", "right. don't put services in case classes that get serialized, pass them in where they're used — this bit us in the Akka cluster too."),
  ("a", "Understood."),
 ], "lessons": [
  {"id": "clock-in-session", "kind": "root_cause", "rule": ["clock", "Java serialization"], "alternative": [],
   "reason": ["anonymous class"], "files": ["src/main/scala/store/Session.scala"]},
  {"id": "no-services-in-case-classes", "kind": "correction", "rule": ["services in case classes"], "alternative": ["pass them in"],
   "reason": ["Akka cluster"], "files": []}],
 "not_lessons": []},

"d52_chitchat_sprint": {"domain": "developer tooling", "cwd": "/home/eva/src/team-board", "events": [
  ("u", "what's left on the board for this sprint?"),
  ("bash", "gh issue list --milestone \"Sprint 14\"", "#212\tExport CSV\topen\n#219\tDark mode toggle\topen"),
  ("a", "Two open issues: #212 Export CSV and #219 Dark mode toggle."),
  ("u", "ha, dark mode again. if this hits prod before the designers sign off we'll never hear the end of it lol"),
  ("a", "I'll leave #219 alone then."),
  ("u", "why does every sprint end with dark mode? anyway, because it's friday I'm logging off early"),
  ("a", "Have a good weekend!"),
  ("u", "you too, don't work too hard"),
 ], "lessons": [],
 "not_lessons": ["dark mode", "logging off", "work too hard", "hear the end"]},

"d53_chitchat_sim_rerun": {"domain": "mobile", "cwd": "/Users/nell/dev/wallet-ios", "events": [
  ("u", "run the iOS unit tests before I cut the beta"),
  ("bash", "xcodebuild test -scheme Wallet -destination 'platform=iOS Simulator,name=iPhone 15' 2>&1 | tail -3", "Testing failed:\n\tCardListTests.testLoadsCards(): Asynchronous wait failed: Exceeded timeout of 5 seconds\n** TEST FAILED **", True),
  ("a", "One timeout in CardListTests. The simulator was still booting when the run started, which means the first test pays for it; rerunning once before digging in."),
  ("bash", "xcodebuild test -scheme Wallet -destination 'platform=iOS Simulator,name=iPhone 15' 2>&1 | tail -2", "Executed 48 tests, with 0 failures (0 unexpected) in 12.311 (12.402) seconds\n** TEST SUCCEEDED **"),
  ("a", "Green on the rerun: all 48 tests pass. Nothing to change."),
  ("u", "ok good enough for a beta. the root of the problem is our ancient CI mac mini honestly"),
  ("a", "Agreed, it is slow."),
 ], "lessons": [],
 "not_lessons": ["ancient CI mac mini", "good enough for a beta", "simulator was still booting"]},

"d54_django_bulk_signal": {"domain": "web backend", "cwd": "/home/tess/code/members", "events": [
  ("u", "The signup webhook to the CRM never fires for users created through the admin."),
  ("bash", "pytest tests/test_signals.py -q", ".......F\nFAILED tests/test_signals.py::test_admin_created_user_triggers_crm_sync - AssertionError: expected call not found.\n1 failed, 7 passed in 1.44s", True),
  ("read", "accounts/admin.py", "def save_model(self, request, obj, form, change):\n    User.objects.bulk_create([obj])"),
  ("a", "The admin's save_model goes through bulk_create, and bulk_create never sends post_save, so the handler that calls the CRM never runs for users made in the admin."),
  ("edit", "accounts/admin.py", "    User.objects.bulk_create([obj])", "    obj.save()"),
  ("bash", "pytest tests/test_signals.py -q", "........\n8 passed in 1.38s"),
  ("u", "yep. and anything that must happen on user creation goes in accounts.services.create_user, not in a post_save signal: bulk ops and raw SQL skip signals, we've lost data that way."),
  ("a", "Got it."),
 ], "lessons": [
  {"id": "bulk-create-no-signal", "kind": "root_cause", "rule": ["bulk_create", "post_save"], "alternative": [],
   "reason": ["never runs"], "files": ["accounts/admin.py"]},
  {"id": "create-user-service", "kind": "rule", "rule": ["post_save signal"], "alternative": ["create_user"],
   "reason": ["skip signals"], "files": []}],
 "not_lessons": []},

"d55_nope_logger": {"domain": "backend service", "cwd": "/home/lena/src/billing-worker", "events": [
  ("u", "The invoice worker swallows errors somewhere, add some output so we can see what happens in prod."),
  ("read", "worker/invoices.py", "def run(batch):\n    for inv in batch:\n        try:\n            send(inv)\n        except Exception:\n            pass"),
  ("edit", "worker/invoices.py", "        except Exception:\n            pass", "        except Exception as e:\n            print('failed', inv.id, e)"),
  ("a", "I print the invoice id and the exception when a send fails."),
  ("u", "nope. use the structured logger from core/logging.py, print output never reaches Loki from the container"),
  ("read", "core/logging.py", "def get_logger(name):\n    return structlog.get_logger(name)"),
  ("edit", "worker/invoices.py", "            print('failed', inv.id, e)", "            log.exception('invoice_send_failed', invoice_id=inv.id)"),
  ("bash", "pytest tests/test_invoices.py -q", "....\n4 passed in 0.41s"),
  ("u", "cool ty"),
 ], "lessons": [
  {"id": "structured-logger", "kind": "correction", "rule": ["structured logger"], "alternative": ["core/logging.py"],
   "reason": ["never reaches Loki"], "files": ["worker/invoices.py"]}],
 "not_lessons": []},

"d56_hmm_no_mock_db": {"domain": "web backend", "cwd": "/home/raj/code/tenancy", "events": [
  ("u", "write tests for the new tenant archive endpoint"),
  ("write", "tests/test_archive.py", "from unittest.mock import MagicMock\n\ndef test_archive(client):\n    db = MagicMock()\n    ..."),
  ("a", "Added tests/test_archive.py; the database session is a MagicMock so the tests run fast."),
  ("u", "hmm no dont mock the db in these tests we run them against the docker postgres fixture, the mocks hid a broken migration last sprint"),
  ("edit", "tests/test_archive.py", "from unittest.mock import MagicMock\n\ndef test_archive(client):\n    db = MagicMock()", "def test_archive(client, pg_session):\n    db = pg_session"),
  ("bash", "pytest tests/test_archive.py -q", "...\n3 passed in 2.81s"),
  ("a", "The archive tests now use the pg_session fixture and pass against the docker database."),
  ("u", "good"),
 ], "lessons": [
  {"id": "no-mock-db", "kind": "correction", "rule": ["mock the db"], "alternative": ["docker postgres"],
   "reason": ["broken migration"], "files": ["tests/test_archive.py"]}],
 "not_lessons": []},

"d57_not_how_settings": {"domain": "web backend", "cwd": "/home/amy/work/notify", "events": [
  ("u", "Make the SMS provider timeout configurable."),
  ("edit", "notify/sms.py", "TIMEOUT = 5", "TIMEOUT = float(os.environ.get('SMS_TIMEOUT', '5'))"),
  ("a", "The timeout now comes from the SMS_TIMEOUT environment variable and defaults to 5 seconds."),
  ("u", "that's not how we do it here, every knob goes through notify/settings.py so the test overrides see it - tests patch settings, they never touch os.environ"),
  ("read", "notify/settings.py", "class Settings(BaseSettings):\n    sms_provider: str = 'twilio'"),
  ("edit", "notify/settings.py", "    sms_provider: str = 'twilio'", "    sms_provider: str = 'twilio'\n    sms_timeout: float = 5.0"),
  ("edit", "notify/sms.py", "TIMEOUT = float(os.environ.get('SMS_TIMEOUT', '5'))", "TIMEOUT = settings.sms_timeout"),
  ("u", "👍"),
 ], "lessons": [
  {"id": "knobs-in-settings", "kind": "correction", "rule": ["settings.py"], "alternative": [],
   "reason": ["test overrides"], "files": ["notify/sms.py"]}],
 "not_lessons": []},

"d58_existing_retry_helper": {"domain": "python library", "cwd": "/home/vik/src/feedsync", "events": [
  ("u", "The RSS fetch fails now and then with connection resets. Make it retry."),
  ("edit", "feedsync/fetch.py", "    resp = http.get(url, timeout=10)", "    for i in range(5):\n        try:\n            resp = http.get(url, timeout=10)\n            break\n        except ConnectionError:\n            time.sleep(1)"),
  ("a", "Wrapped the fetch in a loop: five attempts, one second apart."),
  ("u", "we have a helper for that in utils/retry.py. retry_call does backoff with jitter, fixed one second sleeps make every worker hammer the feed at the same moment"),
  ("read", "utils/retry.py", "def retry_call(fn, *, attempts=5, base=0.5, jitter=True):\n    ..."),
  ("edit", "feedsync/fetch.py", "    for i in range(5):\n        try:\n            resp = http.get(url, timeout=10)\n            break\n        except ConnectionError:\n            time.sleep(1)", "    resp = retry_call(lambda: http.get(url, timeout=10))"),
  ("bash", "pytest -q tests/test_fetch.py", ".....\n5 passed in 0.22s"),
  ("u", "nice"),
 ], "lessons": [
  {"id": "use-retry-call", "kind": "correction", "rule": ["utils/retry.py"], "alternative": ["retry_call"],
   "reason": ["same moment"], "files": ["feedsync/fetch.py"]}],
 "not_lessons": []},

"d59_rhetorical_regex_dates": {"domain": "data pipeline", "cwd": "/home/ana/etl/ingest", "events": [
  ("u", "The vendor feed now sends dates like 2026-11-03T10:00:00+01:00, parse them in ingest/vendor.py"),
  ("edit", "ingest/vendor.py", "    ts = row['date']", "    m = re.match(r'(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})', row['date'])\n    ts = datetime(*map(int, m.groups()))"),
  ("a", "I parse the timestamp with a regular expression and build the datetime from its groups."),
  ("u", "do we really want to hand-roll date parsing with a regex? that drops the +01:00 offset on the floor. datetime.fromisoformat handles it"),
  ("edit", "ingest/vendor.py", "    m = re.match(r'(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})', row['date'])\n    ts = datetime(*map(int, m.groups()))", "    ts = datetime.fromisoformat(row['date'])"),
  ("bash", "pytest tests/test_vendor.py -q", "......\n6 passed in 0.31s"),
  ("u", "thx"),
 ], "lessons": [
  {"id": "no-regex-dates", "kind": "correction", "rule": ["date parsing", "regex"], "alternative": ["fromisoformat"],
   "reason": ["offset"], "files": ["ingest/vendor.py"]}],
 "not_lessons": []},

"d60_plan_soft_delete": {"domain": "web backend", "cwd": "/home/joe/django/crm", "events": [
  ("u", "Customers should be deletable from the admin without losing their invoices."),
  ("a", "Plan: I'll add an `is_deleted` boolean to Customer, a migration for it, and then add `.filter(is_deleted=False)` to every customer query in the views. Sound good?"),
  ("u", "no, we already soft delete with deleted_at on the base model. put the filter in the default manager, not in every query - someone always forgets one view"),
  ("read", "crm/models/base.py", "class SoftDeleteModel(models.Model):\n    deleted_at = models.DateTimeField(null=True)"),
  ("edit", "crm/models/customer.py", "class Customer(models.Model):", "class Customer(SoftDeleteModel):\n    objects = AliveManager()"),
  ("bash", "python manage.py test crm.tests.test_customer", "Ran 9 tests in 0.812s\n\nOK"),
  ("a", "Customer now inherits SoftDeleteModel and its default manager hides deleted rows."),
  ("u", "great"),
 ], "lessons": [
  {"id": "soft-delete-manager", "kind": "correction", "rule": ["default manager"], "alternative": ["deleted_at"],
   "reason": ["forgets one view"], "files": ["crm/models/customer.py"]}],
 "not_lessons": []},

"d61_buried_any": {"domain": "frontend", "cwd": "/home/ivy/web/checkout", "events": [
  ("u", "Add types for the payment provider's webhook payload."),
  ("write", "src/types/webhook.ts", "export interface WebhookEvent {\n  type: string;\n  data: any;\n}"),
  ("a", "Added src/types/webhook.ts with a WebhookEvent interface."),
  ("u", "ok thanks. can you also add an entry to CHANGELOG.md for it? oh and dont use any in the payload types, the lint job fails on no-explicit-any. use unknown and narrow it with a type guard"),
  ("edit", "src/types/webhook.ts", "  data: any;", "  data: unknown;"),
  ("edit", "CHANGELOG.md", "## Unreleased", "## Unreleased\n- Typed webhook payloads"),
  ("a", "`data` is `unknown` now, narrowed by `isChargeEvent`; CHANGELOG.md has the entry."),
  ("u", "perfect"),
 ], "lessons": [
  {"id": "no-any", "kind": "correction", "rule": ["any", "payload types"], "alternative": ["unknown"],
   "reason": ["no-explicit-any"], "files": ["src/types/webhook.ts"]}],
 "not_lessons": ["entry to CHANGELOG.md"]},

"d62_typo_push_main": {"domain": "developer tooling", "cwd": "/home/ole/src/docs-site", "events": [
  ("u", "fix the broken link in docs/install.md and ship it"),
  ("edit", "docs/install.md", "[guide](./setup.md)", "[guide](./getting-started.md)"),
  ("bash", "git commit -am 'Fix install link' && git push origin main", "To github.com:acme/docs-site.git\n   4f1c2aa..9be03d1  main -> main"),
  ("a", "Fixed the link and pushed the commit to main."),
  ("u", "dont push to main directly pls, we go thru PRs even for one liners cos the deploy bot only builds merged PRs"),
  ("bash", "git switch -c fix/install-link && git push -u origin fix/install-link && gh pr create --fill", "https://github.com/acme/docs-site/pull/311"),
  ("a", "Opened https://github.com/acme/docs-site/pull/311 from fix/install-link."),
  ("u", "k"),
 ], "lessons": [
  {"id": "no-push-main", "kind": "correction", "rule": ["push to main"], "alternative": ["PRs"],
   "reason": ["deploy bot"], "files": ["docs/install.md"]}],
 "not_lessons": []},

"d63_code_span_alternative": {"domain": "web backend", "cwd": "/home/nik/src/quotes-api", "events": [
  ("u", "The quotes handler should fetch the FX rate from the rates service before it answers."),
  ("edit", "app/handlers/quotes.py", "async def get_quote(req):\n    amount = req.query['amount']", "async def get_quote(req):\n    rate = requests.get(RATES_URL, timeout=2).json()['rate']\n    amount = req.query['amount']"),
  ("a", "The handler now fetches the rate with requests before it computes the quote."),
  ("u", "not `requests` in here - `httpx.AsyncClient`. the handler is async and a sync call blocks the whole event loop for every other request"),
  ("edit", "app/handlers/quotes.py", "    rate = requests.get(RATES_URL, timeout=2).json()['rate']", "    async with httpx.AsyncClient(timeout=2) as c:\n        rate = (await c.get(RATES_URL)).json()['rate']"),
  ("bash", "pytest tests/test_quotes.py -q", "....\n4 passed in 0.52s"),
  ("u", "yep"),
 ], "lessons": [
  {"id": "async-http", "kind": "correction", "rule": ["requests"], "alternative": ["httpx.AsyncClient"],
   "reason": ["blocks the whole event loop"], "files": ["app/handlers/quotes.py"]}],
 "not_lessons": []},

"d64_dash_reason_token": {"domain": "web backend", "cwd": "/srv/code/saas-core", "events": [
  ("u", "Calls to the billing API are slow because we fetch an OAuth token every time. Speed it up."),
  ("edit", "core/billing.py", "def client():\n    token = fetch_token()", "_TOKEN = None\n\ndef client():\n    global _TOKEN\n    _TOKEN = _TOKEN or fetch_token()\n    token = _TOKEN"),
  ("a", "The token is cached in a module-level global and fetched only once per process."),
  ("u", "Hmm, a module global is shared by every tenant in the process - tenant A's token ends up on tenant B's calls. Cache it per tenant in the request-scoped TokenCache."),
  ("edit", "core/billing.py", "_TOKEN = None\n\ndef client():\n    global _TOKEN\n    _TOKEN = _TOKEN or fetch_token()\n    token = _TOKEN", "def client(ctx):\n    token = ctx.token_cache.get_or_fetch(ctx.tenant_id, fetch_token)"),
  ("bash", "pytest tests/test_billing.py -q", ".....\n5 passed in 0.61s"),
  ("u", "ok"),
 ], "lessons": [
  {"id": "token-per-tenant", "kind": "correction", "rule": ["per tenant"], "alternative": ["TokenCache"],
   "reason": ["every tenant"], "files": ["core/billing.py"]}],
 "not_lessons": []},

"d65_actually_queue_email": {"domain": "web backend", "cwd": "/home/mo/src/signup", "events": [
  ("u", "Send a welcome email when someone signs up."),
  ("edit", "accounts/views.py", "    user = form.save()", "    user = form.save()\n    send_welcome_email(user)"),
  ("a", "signup now calls send_welcome_email right after the user is saved."),
  ("u", "actually this should go on the celery queue. sending inline means the signup request waits on SMTP, and when the mail server is down nobody can sign up at all"),
  ("edit", "accounts/views.py", "    send_welcome_email(user)", "    send_welcome_email.delay(user.id)"),
  ("bash", "pytest tests/test_signup.py -q", "...\n3 passed in 0.70s"),
  ("u", "sweet"),
 ], "lessons": [
  {"id": "email-on-queue", "kind": "correction", "rule": ["celery queue"], "alternative": [],
   "reason": ["waits on SMTP"], "files": ["accounts/views.py"]}],
 "not_lessons": []},

"d66_chitchat_nope_all_good": {"domain": "developer tooling", "cwd": "/home/sam/src/toolbox", "events": [
  ("u", "bump the version to 2.3.1 in pyproject.toml"),
  ("edit", "pyproject.toml", "version = \"2.3.0\"", "version = \"2.3.1\""),
  ("a", "Bumped to 2.3.1. Want me to also regenerate the lockfile and tag the release?"),
  ("u", "not now, later. I'll tag it myself after the standup"),
  ("a", "Okay. Anything else I should check before you tag?"),
  ("u", "nope, all good"),
  ("a", "Sorry for the slow answer earlier."),
  ("u", "no worries, the wifi here is terrible anyway"),
 ], "lessons": [],
 "not_lessons": ["not now, later", "nope, all good", "no worries", "wifi here is terrible"]},

"d67_chitchat_nah_fine": {"domain": "frontend", "cwd": "/home/kim/web/landing", "events": [
  ("u", "make the hero heading a bit bigger on mobile"),
  ("edit", "src/styles/hero.css", "  font-size: 2rem;", "  font-size: 2.4rem;"),
  ("a", "Bumped the mobile heading from 2rem to 2.4rem. Should I also tighten the line height, or leave it?"),
  ("u", "nah it's fine as is, no need"),
  ("a", "Leaving it. Do you want a screenshot of the new size?"),
  ("u", "no thanks, I'll look at the preview deploy. hmm no idea why the preview takes so long today though"),
  ("a", "The preview queue is busy; it should be up in a few minutes."),
  ("u", "ok, don't worry about it"),
 ], "lessons": [],
 "not_lessons": ["fine as is", "no thanks", "no idea why the preview", "don't worry about it"]},

"d68_consequence_double_charge": {"domain": "backend service", "cwd": "/home/ben/src/payments", "events": [
  ("u", "Stripe webhooks sometimes time out on our side. Make the handler retry the charge capture when that happens."),
  ("edit", "payments/webhooks.py", "def on_payment_intent(evt):\n    capture(evt.data.id)", "def on_payment_intent(evt):\n    for _ in range(3):\n        if capture(evt.data.id):\n            break"),
  ("a", "The handler retries the capture up to three times."),
  ("u", "that'll double-charge when stripe redelivers the event, it retries on its own. record the event id and skip events we've already seen"),
  ("edit", "payments/webhooks.py", "def on_payment_intent(evt):\n    for _ in range(3):\n        if capture(evt.data.id):\n            break", "def on_payment_intent(evt):\n    if seen_events.add_if_new(evt.id):\n        capture(evt.data.id)"),
  ("bash", "pytest tests/test_webhooks.py -q", "......\n6 passed in 0.44s"),
  ("u", "right"),
 ], "lessons": [
  {"id": "idempotent-webhooks", "kind": "correction", "rule": ["event id"], "alternative": ["skip events"],
   "reason": ["double-charge"], "files": ["payments/webhooks.py"]}],
 "not_lessons": []},

"d69_plan_orm_bulk": {"domain": "data pipeline", "cwd": "/home/eda/src/warehouse-load", "events": [
  ("u", "Load the 2M-row events export into the analytics database every night."),
  ("a", "I'll write a loader that reads the CSV and creates Event objects with the ORM in batches of 1,000, committing after each batch."),
  ("u", "not the ORM for this one, COPY FROM STDIN with psycopg. the ORM loader we had took 40 minutes for 2M rows"),
  ("write", "loaders/events.py", "def load(path, conn):\n    with open(path) as f, conn.cursor() as cur:\n        cur.copy_expert('COPY events FROM STDIN WITH CSV HEADER', f)"),
  ("bash", "python -m loaders.events data/sample.csv", "loaded 10000 rows in 0.4s"),
  ("a", "loaders/events.py streams the file with COPY; the sample loads in 0.4 s."),
  ("u", "🚀"),
 ], "lessons": [
  {"id": "copy-not-orm", "kind": "correction", "rule": ["ORM"], "alternative": ["COPY FROM STDIN"],
   "reason": ["40 minutes"], "files": ["loaders/events.py"]}],
 "not_lessons": []},

"d70_why_new_parser": {"domain": "CLI tool", "cwd": "/home/tim/go/src/github.com/tim/backupctl", "events": [
  ("u", "Let --keep accept durations like 7d or 12h."),
  ("edit", "cmd/prune.go", "keep := flag.Int(\"keep\", 7, \"days to keep\")", "keep := flag.String(\"keep\", \"7d\", \"how long to keep\")\n\tdur := parseKeep(*keep)"),
  ("write", "cmd/keep.go", "func parseKeep(s string) time.Duration {\n\tn, _ := strconv.Atoi(s[:len(s)-1])\n\tswitch s[len(s)-1] { ... }\n}"),
  ("a", "Added parseKeep in cmd/keep.go for the d and h suffixes."),
  ("u", "why are you writing a new parser? internal/timeutil already has ParseDuration with days and weeks, and it returns an error instead of silently giving 0 on junk like this one does"),
  ("edit", "cmd/prune.go", "\tdur := parseKeep(*keep)", "\tdur, err := timeutil.ParseDuration(*keep)\n\tif err != nil {\n\t\treturn err\n\t}"),
  ("bash", "go test ./cmd/...", "ok  \tgithub.com/tim/backupctl/cmd\t0.021s"),
  ("u", "good stuff"),
 ], "lessons": [
  {"id": "reuse-parse-duration", "kind": "correction", "rule": ["ParseDuration"], "alternative": ["internal/timeutil"],
   "reason": ["silently giving 0"], "files": ["cmd/prune.go"]}],
 "not_lessons": []},

"d71_banter_friday_deploy": {"domain": "web backend", "cwd": "/home/ola/src/shop-api", "events": [
  ("u", "the friday deploy broke checkout, the migration ran twice. can you look at deploy/migrate.sh"),
  ("read", "deploy/migrate.sh", "#!/bin/sh\n./manage.py migrate\n./manage.py migrate --run-syncdb"),
  ("a", "The script runs `migrate` and then `migrate --run-syncdb`, so the second call re-applies the unmanaged tables. I'll drop the second line."),
  ("edit", "deploy/migrate.sh", "./manage.py migrate --run-syncdb\n", ""),
  ("bash", "sh deploy/migrate.sh --dry-run", "No migrations to apply."),
  ("u", "lesson learned lol. never again am I deploying on a friday haha"),
  ("a", "Ha, understandable. Anything else before the weekend?"),
  ("u", "nope, thanks a ton, you saved my evening 🙏"),
 ], "lessons": [
  {"id": "syncdb-twice", "kind": "root_cause", "rule": ["--run-syncdb"], "alternative": [],
   "reason": ["re-applies"], "files": ["deploy/migrate.sh"], "optional": True}],
 "not_lessons": ["lesson learned lol", "never again am I deploying on a friday", "thanks a ton"]},

"d72_plans_demo": {"domain": "frontend", "cwd": "/home/zoe/web/demo-app", "events": [
  ("u", "add a loading spinner to the upload button in src/components/Upload.tsx"),
  ("edit", "src/components/Upload.tsx", "<button onClick={upload}>Upload</button>", "<button onClick={upload} disabled={busy}>{busy ? <Spinner/> : 'Upload'}</button>"),
  ("a", "The button shows a spinner and is disabled while the upload runs."),
  ("u", "cool. the demo is tomorrow, I'll always run it twice before the demo, just to be safe"),
  ("a", "Sounds like a good plan. Should I write a quick checklist?"),
  ("u", "no I'm going to do that myself tonight, I should probably get some sleep first though"),
 ], "lessons": [],
 "not_lessons": ["always run it twice before the demo", "get some sleep"]},

"d73_questions_only": {"domain": "python library", "cwd": "/home/ken/src/tinycache", "events": [
  ("u", "what does the ttl argument in tinycache/core.py do when it is zero?"),
  ("read", "tinycache/core.py", "def set(self, key, value, ttl=None):\n    if ttl == 0:\n        return\n    self._store[key] = (value, ttl and time.monotonic() + ttl)"),
  ("a", "A ttl of 0 means the value is never stored: `set` returns early. None means it never expires."),
  ("u", "huh, why would anyone want that? is that documented anywhere?"),
  ("a", "It isn't documented; the README only mentions positive values."),
  ("u", "ok weird. does the other cache in the team do the same thing, do you know?"),
  ("a", "I can't see the other repository from here."),
  ("u", "fair enough, thanks"),
 ], "lessons": [],
 "not_lessons": ["why would anyone want that", "is that documented anywhere", "fair enough"]},

"d74_complaints": {"domain": "developer tooling", "cwd": "/home/lia/src/infra-scripts", "events": [
  ("u", "rerun the lint on scripts/backup.sh"),
  ("bash", "shellcheck scripts/backup.sh", "In scripts/backup.sh line 12:\nrm -rf $DIR/*\n       ^-- SC2115: Use \"${var:?}\" to ensure this never expands to /* .", True),
  ("a", "shellcheck flags line 12: `rm -rf $DIR/*` would expand to `/*` if DIR were empty. I'll use `${DIR:?}`."),
  ("edit", "scripts/backup.sh", "rm -rf $DIR/*", "rm -rf \"${DIR:?}\"/*"),
  ("bash", "shellcheck scripts/backup.sh", ""),
  ("u", "ugh, the ops team never reviews these scripts anyway, it's always the same with them"),
  ("a", "That sounds frustrating."),
  ("u", "yeah and jenkins is so slow today, it always takes forever because nobody cleans the agents, whatever"),
 ], "lessons": [
  {"id": "rm-guard", "kind": "root_cause", "rule": ["rm -rf"], "alternative": ["${DIR:?}"],
   "reason": ["empty"], "files": ["scripts/backup.sh"], "optional": True}],
 "not_lessons": ["ops team never reviews", "jenkins is so slow today", "nobody cleans the agents"]},

"d75_agent_narration": {"domain": "backend service", "cwd": "/home/max/src/ingest-svc", "events": [
  ("u", "add a --dry-run flag to the ingest command"),
  ("a", "I'll read the config first because it's loaded early, so the flag has to be known before the loader starts."),
  ("read", "ingest/config.py", "def load(argv):\n    args = parser.parse_args(argv)\n    return Config(source=args.source)"),
  ("a", "Since the parser lives in ingest/config.py, I'll add the option there, and then I'll thread it into the runner so it skips the writes."),
  ("edit", "ingest/config.py", "    return Config(source=args.source)", "    return Config(source=args.source, dry_run=args.dry_run)"),
  ("edit", "ingest/runner.py", "    sink.write(batch)", "    if not cfg.dry_run:\n        sink.write(batch)"),
  ("bash", "pytest tests/test_runner.py -q", "....\n4 passed in 0.30s"),
  ("a", "Done. Because the writes are the only side effect, skipping them is enough for a dry run; the tests pass."),
  ("u", "thanks!"),
 ], "lessons": [],
 "not_lessons": ["read the config first because", "Since the parser lives", "Because the writes are the only side effect"]},

"d76_recap_duplicate": {"domain": "web backend", "cwd": "/home/eli/src/booking", "events": [
  ("u", "bookings made right before midnight show up on the wrong day in the admin list"),
  ("read", "booking/admin.py", "def day_of(b):\n    return b.created_at.date()"),
  ("a", "The root cause is that `created_at` is stored in UTC and `day_of` takes its date without converting to the hotel's timezone, so a booking at 23:30 local time lands on the next UTC day."),
  ("edit", "booking/admin.py", "    return b.created_at.date()", "    return b.created_at.astimezone(b.hotel.tz).date()"),
  ("bash", "pytest tests/test_admin.py -q", ".....\n5 passed in 0.52s"),
  ("u", "nice, that was it"),
  ("a", "Summary of the session: the root cause was that created_at is stored in UTC and day_of took its date without converting to the hotel's timezone. I converted it with astimezone in booking/admin.py and the admin tests pass."),
  ("u", "great, thanks"),
 ], "lessons": [
  {"id": "utc-day", "kind": "root_cause", "rule": ["created_at", "UTC"], "alternative": ["astimezone"],
   "reason": ["timezone"], "files": ["booking/admin.py"]}],
 "not_lessons": ["Summary of the session"]},

"d77_real_rule_among_chat": {"domain": "data pipeline", "cwd": "/home/ria/src/metrics-etl", "events": [
  ("u", "morning! hope the weekend was good 😄 can you add the region column to etl/daily.sql"),
  ("edit", "etl/daily.sql", "SELECT day, revenue", "SELECT day, region, revenue"),
  ("a", "Added `region` to the select list."),
  ("u", "haha thanks. oh, always add new columns to the end of the select list in etl/*.sql, the downstream loader maps columns by position"),
  ("edit", "etl/daily.sql", "SELECT day, region, revenue", "SELECT day, revenue, region"),
  ("a", "Moved `region` to the end."),
  ("u", "perfect, have a good one lol"),
 ], "lessons": [
  {"id": "append-columns", "kind": "rule", "rule": ["new columns", "end of the select list"], "alternative": [],
   "reason": ["maps columns by position"], "files": ["etl/daily.sql"]}],
 "not_lessons": ["hope the weekend was good", "have a good one"]},

"d78_hedged_maybe": {"domain": "mobile", "cwd": "/Users/tom/dev/notes-android", "events": [
  ("u", "the list screen stutters when scrolling, have a look at NotesAdapter.kt"),
  ("read", "app/src/main/java/notes/NotesAdapter.kt", "override fun onBindViewHolder(h: VH, i: Int) {\n    h.title.text = notes[i].title\n    h.preview.text = Markdown.render(notes[i].body)\n}"),
  ("a", "`onBindViewHolder` renders the markdown preview on every bind. I'll cache the rendered preview per note."),
  ("edit", "app/src/main/java/notes/NotesAdapter.kt", "h.preview.text = Markdown.render(notes[i].body)", "h.preview.text = previews.getOrPut(notes[i].id) { Markdown.render(notes[i].body) }"),
  ("u", "hmm maybe we should never render markdown in adapters? not sure, I guess, idk, let's see how it feels"),
  ("a", "I can measure the frame times on the emulator if you want."),
  ("u", "nah, I'll try it on my phone later, probably fine"),
 ], "lessons": [
  {"id": "cache-preview", "kind": "root_cause", "rule": ["onBindViewHolder", "markdown"], "alternative": ["cache"],
   "reason": [], "files": ["app/src/main/java/notes/NotesAdapter.kt"], "optional": True}],
 "not_lessons": ["maybe we should never render markdown in adapters", "probably fine"]},

"d79_real_correction_with_thanks": {"domain": "web backend", "cwd": "/home/sal/src/invoices", "events": [
  ("u", "send the invoice email when an invoice is finalized"),
  ("edit", "invoices/services.py", "    invoice.save()", "    invoice.save()\n    send_mail(invoice.customer.email, render_invoice(invoice))"),
  ("a", "The invoice email is sent right after the invoice is saved."),
  ("u", "thanks, but no, don't send mail inside the request — enqueue it with tasks.send_invoice.delay, SMTP stalls for seconds and the request times out"),
  ("edit", "invoices/services.py", "    send_mail(invoice.customer.email, render_invoice(invoice))", "    tasks.send_invoice.delay(invoice.id)"),
  ("bash", "pytest tests/test_services.py -q", "......\n6 passed in 0.61s"),
  ("u", "great stuff, cheers 🎉"),
 ], "lessons": [
  {"id": "enqueue-mail", "kind": "correction", "rule": ["send mail", "request"], "alternative": ["send_invoice.delay"],
   "reason": ["SMTP stalls"], "files": ["invoices/services.py"]}],
 "not_lessons": ["cheers"]},

"d80_status_updates": {"domain": "developer tooling", "cwd": "/home/ann/src/release-tools", "events": [
  ("u", "run the release dry run"),
  ("bash", "make release DRY=1", "would tag v1.8.0\nwould upload 3 artifacts"),
  ("a", "The dry run would tag v1.8.0 and upload 3 artifacts."),
  ("u", "ok so I'm going to tag it after lunch, then I'll ping Marco so he can update the docs, and tomorrow I will always check the changelog first"),
  ("a", "Noted. Do you want me to draft the announcement?"),
  ("u", "not yet, I'll ask you tomorrow. btw the coffee machine is broken again, never drinking that stuff again"),
 ], "lessons": [],
 "not_lessons": ["tag it after lunch", "I will always check the changelog first", "never drinking that stuff again"]},

"d81_agent_summary_plan": {"domain": "CLI tool", "cwd": "/home/raf/src/csvtool", "events": [
  ("u", "make csvtool print the row count at the end"),
  ("read", "csvtool/main.py", "def main(path):\n    for row in read(path):\n        emit(row)"),
  ("a", "The rows are streamed, so I'll count them as they go instead of loading the file, because the files can be large."),
  ("edit", "csvtool/main.py", "    for row in read(path):\n        emit(row)", "    n = 0\n    for row in read(path):\n        emit(row)\n        n += 1\n    print(f'{n} rows', file=sys.stderr)"),
  ("bash", "python -m csvtool tests/data/small.csv | tail -1", "3 rows"),
  ("a", "To recap: I counted rows while streaming so memory stays flat, and the count goes to stderr so pipes keep working. Next I could add a --quiet flag if you want."),
  ("u", "nah that's enough for today, ty"),
 ], "lessons": [],
 "not_lessons": ["To recap", "count them as they go instead of loading the file", "that's enough for today"]},

"d82_emoji_banter_root_cause": {"domain": "backend service", "cwd": "/home/kai/src/notifier", "events": [
  ("u", "push notifications stopped on android after the update, check notifier/fcm.py"),
  ("read", "notifier/fcm.py", "def send(token, body):\n    return requests.post(LEGACY_URL, json={'to': token, 'notification': body})"),
  ("a", "The root cause is that notifier/fcm.py still posts to the legacy FCM endpoint, which Google shut down, so every send returns 404 and the error is swallowed."),
  ("edit", "notifier/fcm.py", "    return requests.post(LEGACY_URL, json={'to': token, 'notification': body})", "    return fcm_v1.send(token, body)"),
  ("bash", "pytest tests/test_fcm.py -q", "...\n3 passed in 0.20s"),
  ("u", "omg 😂😂 google strikes again, classic. never trust a deprecation email lol"),
  ("a", "Ha, yes. The v1 client is in place now."),
  ("u", "you're a legend 🙌"),
 ], "lessons": [
  {"id": "fcm-legacy", "kind": "root_cause", "rule": ["legacy FCM endpoint"], "alternative": [],
   "reason": ["404"], "files": ["notifier/fcm.py"]}],
 "not_lessons": ["google strikes again", "never trust a deprecation email", "you're a legend"]},

"d83_first_person_rules": {"domain": "python library", "cwd": "/home/ivo/src/geoparse", "events": [
  ("u", "bump the minimum python to 3.10 in pyproject.toml"),
  ("edit", "pyproject.toml", "requires-python = \">=3.8\"", "requires-python = \">=3.10\""),
  ("a", "requires-python is now >=3.10."),
  ("u", "thx. personally I always forget to update the classifiers too, I never remember that one lol"),
  ("a", "Want me to update the classifiers as well?"),
  ("u", "sure why not"),
  ("edit", "pyproject.toml", "    \"Programming Language :: Python :: 3.8\",\n", ""),
  ("u", "I should really stop doing releases at 2am honestly"),
 ], "lessons": [],
 "not_lessons": ["I always forget to update the classifiers", "stop doing releases at 2am"]},

"d84_thanks_complaint_real_rule": {"domain": "web backend", "cwd": "/home/pia/src/gateway", "events": [
  ("u", "add the X-Request-Id header to the responses in gateway/middleware.py"),
  ("edit", "gateway/middleware.py", "    return response", "    response.headers['X-Request-Id'] = request.state.rid\n    return response"),
  ("a", "Responses now carry X-Request-Id."),
  ("u", "thanks! the old proxy was such a pain lol. also: never log the Authorization header in gateway/, the log shipper sends everything to a third-party vendor"),
  ("read", "gateway/middleware.py", "logger.info('req %s %s', request.url, dict(request.headers))"),
  ("edit", "gateway/middleware.py", "logger.info('req %s %s', request.url, dict(request.headers))", "logger.info('req %s %s', request.url, redact(request.headers))"),
  ("a", "The request log now redacts Authorization."),
  ("u", "sweet haha"),
 ], "lessons": [
  {"id": "no-auth-log", "kind": "rule", "rule": ["Authorization header"], "alternative": ["redact"],
   "reason": ["third-party vendor"], "files": ["gateway/middleware.py"]}],
 "not_lessons": ["old proxy was such a pain", "sweet haha"]},
})

# d85-d94 (branch cap20b): the agent's cause with the fix it states next (kind A of the heldout4/5
# reading), and a later order hidden behind a conversational lead or given with an unmarked reason
# (kind B); written before reflectgit/capture/ was changed for them.
SETS.update({
"d85_cause_then_fix_sentence": {"domain": "python library", "cwd": "/home/lin/src/confload", "events": [
  ("u", "load_config crashes with KeyError on the staging profile"),
  ("bash", "python -m confload staging", "Traceback (most recent call last):\nKeyError: 'region'", True),
  ("read", "confload/load.py", "def load_config(profile):\n    return {k: RAW[profile][k] for k in KEYS}"),
  ("a", "The staging profile has no `region` key, so indexing RAW[profile][k] raises KeyError for any key a profile leaves out. Switching to ChainMap over the profile and DEFAULTS lets a missing key fall back to its default."),
  ("edit", "confload/load.py", "    return {k: RAW[profile][k] for k in KEYS}", "    merged = ChainMap(RAW[profile], DEFAULTS)\n    return {k: merged[k] for k in KEYS}"),
  ("bash", "pytest tests/test_load.py -q", "..........\n10 passed in 0.12s"),
  ("u", "good"),
 ], "lessons": [
  {"id": "chainmap-defaults", "kind": "root_cause", "rule": ["region", "ChainMap"], "alternative": ["DEFAULTS"],
   "reason": ["raises KeyError"], "files": ["confload/load.py"]}],
 "not_lessons": []},

"d86_cause_fix_alternative_term": {"domain": "frontend", "cwd": "/home/eva/src/shop-web", "events": [
  ("u", "the cart total flickers between two values on every render, see src/cart/Total.tsx"),
  ("read", "src/cart/Total.tsx", "export function Total({ items }) {\n  const [total, setTotal] = useState(0);\n  useEffect(() => setTotal(sum(items)));"),
  ("a", "The effect has no dependency array, so it runs after every render and sets state, which triggers another render with a stale total in between. A plain useMemo(() => sum(items), [items]) derives the total during render and removes the extra state."),
  ("edit", "src/cart/Total.tsx", "  const [total, setTotal] = useState(0);\n  useEffect(() => setTotal(sum(items)));", "  const total = useMemo(() => sum(items), [items]);"),
  ("bash", "npx vitest run src/cart", " ✓ src/cart/Total.test.tsx (3 tests)\n Test Files  1 passed (1)"),
  ("u", "nice, ship it"),
 ], "lessons": [
  {"id": "derive-not-effect", "kind": "root_cause", "rule": ["dependency array", "useMemo"], "alternative": ["useMemo"],
   "reason": ["every render"], "files": ["src/cart/Total.tsx"]}],
 "not_lessons": ["ship it"]},

"d87_cause_fix_in_next_sentence_go": {"domain": "go service", "cwd": "/home/ola/src/ingest", "events": [
  ("u", "ingest leaks goroutines under load, pprof says they're all parked in worker.go"),
  ("read", "internal/worker/worker.go", "func (w *Worker) Run(jobs <-chan Job) {\n    for j := range jobs {\n        go func() { w.out <- process(j) }()\n    }\n}"),
  ("a", "Each job starts a goroutine that sends on w.out, and nobody reads w.out once the consumer returns on shutdown, so those sends block forever. Selecting on ctx.Done() next to the send lets them exit when the run is cancelled."),
  ("edit", "internal/worker/worker.go", "        go func() { w.out <- process(j) }()", "        go func() {\n            select {\n            case w.out <- process(j):\n            case <-ctx.Done():\n            }\n        }()"),
  ("bash", "go test ./internal/worker/ -run TestNoLeak -count=1", "ok  \tingest/internal/worker\t0.412s"),
  ("u", "👍"),
 ], "lessons": [
  {"id": "send-select-done", "kind": "root_cause", "rule": ["w.out", "ctx.Done()"], "alternative": ["ctx.Done()"],
   "reason": ["block forever"], "files": ["internal/worker/worker.go"]}],
 "not_lessons": []},

"d88_emoji_and_please_dont": {"domain": "rust cli", "cwd": "/home/uma/src/fastgrep", "events": [
  ("u", "the --count flag prints the wrong number with -v, fix it in src/count.rs"),
  ("read", "src/count.rs", "pub fn count(m: &Matches, invert: bool) -> usize {\n    m.len()\n}"),
  ("a", "count ignores the invert flag and always returns the number of matches. With -v it has to count the lines that did not match."),
  ("edit", "src/count.rs", "    m.len()", "    if invert { m.total - m.len() } else { m.len() }"),
  ("bash", "cargo test count", "test count::tests::inverted ... ok\ntest result: ok. 4 passed"),
  ("u", "👌 and please don't add #[allow(clippy::all)] to silence the lints like the old PR did, we shipped a real overflow in 0.3 because of that"),
  ("a", "Understood, I'll fix lints rather than silence them."),
  ("u", "ty"),
 ], "lessons": [
  {"id": "no-allow-clippy-all", "kind": "correction", "rule": ["allow(clippy::all)"], "alternative": [],
   "reason": ["real overflow"], "files": []},
  {"id": "invert-count", "kind": "root_cause", "rule": ["invert"], "alternative": [], "reason": [], "files": ["src/count.rs"], "optional": True}],
 "not_lessons": ["ty"]},

"d89_also_colon_or_we": {"domain": "editor plugin", "cwd": "/home/bo/src/lint-gutter", "events": [
  ("u", "run the linter again when a buffer is saved"),
  ("edit", "lua/lint_gutter/init.lua", "function M.setup()", "function M.setup()\n  vim.api.nvim_create_autocmd('BufWritePost', { callback = M.run })"),
  ("a", "The linter now runs on BufWritePost."),
  ("u", "also: kill the job on BufDelete or we pile up zombie processes"),
  ("edit", "lua/lint_gutter/init.lua", "  vim.api.nvim_create_autocmd('BufWritePost', { callback = M.run })", "  vim.api.nvim_create_autocmd('BufWritePost', { callback = M.run })\n  vim.api.nvim_create_autocmd('BufDelete', { callback = M.stop })"),
  ("u", "cool"),
 ], "lessons": [
  {"id": "kill-job-bufdelete", "kind": "rule", "rule": ["kill the job", "BufDelete"], "alternative": [],
   "reason": ["zombie processes"], "files": ["lua/lint_gutter/init.lua"]}],
 "not_lessons": ["cool"]},

"d90_while_youre_in_there": {"domain": "game", "cwd": "/home/rio/src/tanks", "events": [
  ("u", "the shell explodes inside the wall sometimes, Source/Tanks/Shell.cpp"),
  ("read", "Source/Tanks/Shell.cpp", "void AShell::Tick(float Dt) { SetActorLocation(GetActorLocation() + Velocity * Dt); }"),
  ("a", "The shell moves by teleporting each tick without a sweep, so at high speed it skips past the wall's collision and the overlap fires from inside. Passing bSweep = true to SetActorLocation stops it at the first blocking hit."),
  ("edit", "Source/Tanks/Shell.cpp", "SetActorLocation(GetActorLocation() + Velocity * Dt);", "SetActorLocation(GetActorLocation() + Velocity * Dt, true);"),
  ("u", "ok works. while you're in there, the turret rotation uses FMath::Lerp on rotators, kill that and use FMath::RInterpTo, lerping rotators flips the turret at 180 degrees"),
  ("edit", "Source/Tanks/Turret.cpp", "FMath::Lerp(Current, Target, Alpha)", "FMath::RInterpTo(Current, Target, Dt, Speed)"),
  ("u", "sweet"),
 ], "lessons": [
  {"id": "sweep-move", "kind": "root_cause", "rule": ["sweep", "bSweep"], "alternative": [], "reason": ["skips past"], "files": ["Source/Tanks/Shell.cpp"]},
  {"id": "rinterp-rotators", "kind": "correction", "rule": ["FMath::Lerp"], "alternative": ["RInterpTo"],
   "reason": ["flips the turret"], "files": ["Source/Tanks/Turret.cpp"]}],
 "not_lessons": ["sweet"]},

"d91_leads_that_are_chat": {"domain": "web backend", "cwd": "/home/ana/src/billing", "events": [
  ("u", "rename the invoices table's amt column to amount in the migration"),
  ("edit", "migrations/0042_rename_amt.py", "", "op.alter_column('invoices', 'amt', new_column_name='amount')"),
  ("a", "The migration renames amt to amount."),
  ("u", "👌 and also I'm off tomorrow, Jo reviews until monday"),
  ("a", "Noted."),
  ("u", "ok and while you're in there, thanks for cleaning up the imports too, or we'd never have noticed them"),
  ("a", "You're welcome."),
 ], "lessons": [],
 "not_lessons": ["I'm off tomorrow", "thanks for cleaning up the imports"]},
})

# d92-d94 (branch cap20b): the wrong clause kept as the rule (kind C of the heldout4/5 reading): a bare
# "revert that" / "undo that" next to what was wrong, and a "wait" / "ugh" lead before the prohibition.
SETS.update({
"d92_wait_dont_then_revert": {"domain": "release tooling", "cwd": "/home/kit/src/shipit", "events": [
  ("u", "the nightly release step times out, bump whatever needs bumping"),
  ("edit", "ci/release.yml", "    timeout-minutes: 20", "    timeout-minutes: 60"),
  ("edit", "ci/deploy.yml", "    continue-on-error: false", "    continue-on-error: true"),
  ("a", "I raised the release timeout to 60 minutes and let the deploy step continue on error."),
  ("u", "wait don't touch continue-on-error in deploy.yml, a deploy that fails silently leaves half the fleet on the old build and nobody gets paged, revert that line, the timeout is fine"),
  ("edit", "ci/deploy.yml", "    continue-on-error: true", "    continue-on-error: false"),
  ("u", "ok"),
 ], "lessons": [
  {"id": "no-continue-on-error", "kind": "correction", "rule": ["continue-on-error"], "alternative": [],
   "reason": ["fails silently"], "files": ["ci/deploy.yml"]}],
 "not_lessons": []},

"d93_ugh_not_x_undo_that": {"domain": "frontend", "cwd": "/home/ida/src/agenda-web", "events": [
  ("u", "show the event dates as 'in 3 days' style labels"),
  ("bash", "npm install moment", "added 1 package in 2s"),
  ("edit", "src/events/label.ts", "export const label = (d: Date) => d.toISOString();", "import moment from 'moment';\nexport const label = (d: Date) => moment(d).fromNow();"),
  ("a", "Labels now use moment's fromNow()."),
  ("u", "ugh, not moment. it adds 300kb to the bundle and it's in maintenance mode. date-fns is what the rest of the app uses, formatDistanceToNow does this. please undo that"),
  ("bash", "npm uninstall moment", "removed 1 package in 1s"),
  ("edit", "src/events/label.ts", "import moment from 'moment';\nexport const label = (d: Date) => moment(d).fromNow();", "import { formatDistanceToNow } from 'date-fns';\nexport const label = (d: Date) => formatDistanceToNow(d, { addSuffix: true });"),
  ("u", "thx"),
 ], "lessons": [
  {"id": "date-fns-not-moment", "kind": "correction", "rule": ["moment"], "alternative": ["date-fns"],
   "reason": ["300kb"], "files": ["src/events/label.ts"]}],
 "not_lessons": ["thx"]},

"d94_absolutely_not_revert_that": {"domain": "payments", "cwd": "/home/leo/src/payments", "events": [
  ("u", "charges sometimes fail with 'idempotency key reused', make retries work"),
  ("read", "payments/charge.py", "def charge(order, key):\n    return psp.charge(order.total, idempotency_key=key)"),
  ("edit", "payments/charge.py", "    return psp.charge(order.total, idempotency_key=key)", "    return psp.charge(order.total, idempotency_key=uuid4().hex)"),
  ("a", "Each attempt now sends a fresh idempotency key, so the PSP no longer rejects retries."),
  ("u", "absolutely not, the idempotency key stays the same across retries. the PSP dedupes on it; the moment we send a new key per attempt a timeout turns into a double charge. revert that"),
  ("edit", "payments/charge.py", "idempotency_key=uuid4().hex", "idempotency_key=key"),
  ("u", "ok, now find out why the key was reused with a different amount"),
 ], "lessons": [
  {"id": "same-idempotency-key", "kind": "correction", "rule": ["idempotency key stays the same"], "alternative": [],
   "reason": ["double charge"], "files": ["payments/charge.py"]}],
 "not_lessons": []},
})

# d95-d98 (branch cap20b): the agent's cause stated straight after the user's report, with no look
# (kind D of the heldout4/5 reading), and the same shape after an order or a plain statement, which
# must not fire; written before reflectgit/capture/ was changed for them.
SETS.update({
"d95_cause_without_a_look": {"domain": "data pipeline", "cwd": "/home/noa/src/etl", "events": [
  ("u", "the nightly export has every customer twice since we added the second region"),
  ("a", "The join on customers matches each row once per region row, because regions is keyed by country and both regions list the same countries, so every customer comes out twice. Joining on the primary region only keeps one row per customer."),
  ("edit", "etl/export.sql", "JOIN regions r ON r.country = c.country", "JOIN regions r ON r.country = c.country AND r.is_primary"),
  ("u", "ok"),
 ], "lessons": [
  {"id": "region-fanout", "kind": "root_cause", "rule": ["once per region row"], "alternative": ["primary region"],
   "reason": ["both regions"], "files": ["etl/export.sql"]}],
 "not_lessons": []},

"d96_cause_after_doesnt_work": {"domain": "web backend", "cwd": "/home/tim/src/shop", "events": [
  ("u", "add a plugin that shows B2B prices without tax"),
  ("edit", "app/plugins/b2b_price.py", "", "def after_price(price, customer): return price.net if customer.b2b else price"),
  ("a", "The plugin is registered."),
  ("u", "doesn't apply, the cart still shows gross prices for the b2b test user"),
  ("a", "The plugin registry is built once at startup and cached in var/registry.json, so a plugin added later is never loaded until that cache is rebuilt. Clearing var/registry.json in the deploy script rebuilds it."),
  ("edit", "scripts/deploy.sh", "systemctl restart shop", "rm -f var/registry.json\nsystemctl restart shop"),
  ("u", "works now"),
 ], "lessons": [
  {"id": "registry-cache", "kind": "root_cause", "rule": ["registry", "cached"], "alternative": ["var/registry.json"],
   "reason": ["never loaded"], "files": ["scripts/deploy.sh"]}],
 "not_lessons": []},

"d97_order_then_causal_plan": {"domain": "docs", "cwd": "/home/eli/src/tool", "events": [
  ("u", "add a page for the CLI to the docs"),
  ("a", "The docs have no page for the CLI yet, so the new one goes next to the API page in docs/."),
  ("write", "docs/cli.md", "# CLI\n"),
  ("u", "thanks"),
 ], "lessons": [],
 "not_lessons": []},

"d98_question_then_causal_answer": {"domain": "python library", "cwd": "/home/ava/src/dateparse", "events": [
  ("u", "why do we pin pytz in setup.cfg?"),
  ("a", "The pin is there because 2023.3 changed the zone names the tests compare against, so newer releases fail the suite. I'll add a comment next to the pin."),
  ("edit", "setup.cfg", "    pytz==2023.2", "    pytz==2023.2  # 2023.3 renamed zones the tests compare against"),
  ("u", "ok"),
 ], "lessons": [],
 "not_lessons": []},
})

# d99 (branch cap20b, written after the change it probes, from heldout5 j08/j24): the user's "no"
# refuses the agent's later plan, not the cause it stated before it.
SETS.update({
"d99_no_refuses_the_plan_not_the_cause": {"domain": "data pipeline", "cwd": "/home/ria/src/loader", "events": [
  ("u", "the orders table has yesterday's rows twice after the rerun"),
  ("bash", "psql -c 'select load_id, count(*) from orders group by 1'", " load_id | count\n 41 | 1200\n 42 | 1200"),
  ("a", "The loader appends and never checks whether a batch was loaded before, so the rerun inserted the same 1200 rows again under a new load_id."),
  ("a", "I'll make the loader truncate the table before every load so reruns always replace."),
  ("edit", "loader/load.py", "    insert(rows)", "    truncate('orders')\n    insert(rows)"),
  ("u", "no, truncating orders wipes every other day's history, keep it append-only. skip a batch whose file hash is already in load_log instead"),
  ("edit", "loader/load.py", "    truncate('orders')\n    insert(rows)", "    if seen(batch.hash):\n        return\n    insert(rows)"),
  ("u", "ok"),
 ], "lessons": [
  {"id": "append-no-dedup", "kind": "root_cause", "rule": ["appends", "loaded before"], "alternative": [],
   "reason": ["1200 rows"], "files": ["loader/load.py"]},
  {"id": "no-truncate", "kind": "correction", "rule": ["truncating orders"], "alternative": ["load_log"],
   "reason": ["history"], "files": ["loader/load.py"]}],
 "not_lessons": []},
})

# d100-d107 (branch cap20c, written before reflectgit/capture/ was changed for them): the rule clause
# of a turn that says several things (kind C of the cap20c reading of heldout2-5): a reason or a
# complaint kept over the prohibition or the order in the same turn ("ugh, not X. <why>. <do Y>",
# "why X there? <why>. <do Y>", "but no X please, <why>. Y is the way", "<complaint>. never X"),
# a lead that ate the "no-" of a flag ("nope, no-verify just hides it"), and a turn of statements
# with no order at all ("X. that's why Y"), which must keep its reading (Y the rule, X its reason).
SETS.update({
"d100_ugh_not_x_then_reason_then_order": {"domain": "edge functions", "cwd": "/home/pia/src/edge-api", "events": [
  ("u", "add a helper that deep-merges the per-tenant config over the defaults in src/config/merge.ts"),
  ("edit", "src/config/merge.ts", "", "import merge from 'lodash/merge';\nexport const withDefaults = (t: object) => merge({}, DEFAULTS, t);"),
  ("a", "withDefaults deep-merges the tenant config over DEFAULTS with lodash's merge."),
  ("u", "ugh, not lodash. we deploy to the edge runtime with a 1mb bundle cap and lodash alone eats a third of it. structuredClone plus the 20-line merge in src/util/deep.ts, use that"),
  ("edit", "src/config/merge.ts", "import merge from 'lodash/merge';", "import { deepMerge } from '../util/deep';"),
  ("u", "ok"),
 ], "lessons": [
  {"id": "no-lodash-edge", "kind": "correction", "rule": ["lodash"], "alternative": ["src/util/deep.ts"],
   "reason": ["1mb bundle cap"], "files": ["src/config/merge.ts"]}],
 "not_lessons": []},

"d101_why_x_there_reason_order": {"domain": "Java service", "cwd": "/home/max/src/ledger", "events": [
  ("u", "the ledger export is slow when the report covers a whole year, LedgerExport.java"),
  ("read", "src/main/java/ledger/LedgerExport.java", "for (Entry e : entries) {\n    out += format(e);\n}"),
  ("edit", "src/main/java/ledger/LedgerExport.java", "    out += format(e);", "    out = out.concat(format(e));"),
  ("a", "I switched the loop to String.concat."),
  ("u", "why String.concat there? every concat copies the whole string so far, a year of entries is quadratic. use a StringBuilder sized to the entry count"),
  ("edit", "src/main/java/ledger/LedgerExport.java", "    out = out.concat(format(e));", "    sb.append(format(e));"),
  ("u", "better"),
 ], "lessons": [
  {"id": "stringbuilder-not-concat", "kind": "correction", "rule": ["String.concat"], "alternative": ["StringBuilder"],
   "reason": ["quadratic"], "files": ["src/main/java/ledger/LedgerExport.java"]}],
 "not_lessons": ["better"]},

"d102_but_no_x_please_y_is_the_way": {"domain": "CDN config", "cwd": "/home/una/src/cdn-rules", "events": [
  ("u", "images on the product pages are stale for hours after the merchants replace them"),
  ("read", "rules/images.yaml", "path: /img/*\ncache_ttl: 86400"),
  ("a", "Images are cached for 24 hours under the same URL, so a replaced image keeps serving the old bytes until the TTL runs out. Adding the content hash to the image URL makes every replacement a new cache key."),
  ("edit", "rules/images.yaml", "path: /img/*", "path: /img/*\nkey_includes: content_hash"),
  ("u", "alright. but no cache purges from the upload handler please, a purge storm took the origin down at black friday. hashed urls are the way, we already do it for css"),
  ("u", "works, thx"),
 ], "lessons": [
  {"id": "image-url-hash", "kind": "root_cause", "rule": ["same URL"], "alternative": ["content hash"],
   "reason": ["old bytes"], "files": ["rules/images.yaml"]},
  {"id": "no-purge-from-upload", "kind": "rule", "rule": ["cache purges"], "alternative": ["hashed urls"],
   "reason": ["purge storm"], "files": []}],
 "not_lessons": ["works, thx"]},

"d103_complaint_then_never": {"domain": "mobile release", "cwd": "/home/ole/src/pocket-app", "events": [
  ("u", "prepare the 3.8 release for both stores, release notes are in docs/releases/3.8.md"),
  ("edit", "android/app/build.gradle", "versionCode 380", "versionCode 381"),
  ("a", "Bumped versionCode to 381 and staged the release notes."),
  ("u", "ugh, version codes by hand again. the beta channel already used 381 last week. never edit versionCode in build.gradle, the release workflow derives it from the tag, that's the only source of truth"),
  ("edit", "android/app/build.gradle", "versionCode 381", "versionCode 380"),
  ("u", "ok go on"),
 ], "lessons": [
  {"id": "no-hand-versioncode", "kind": "correction", "rule": ["versionCode"], "alternative": ["from the tag"],
   "reason": ["already used 381"], "files": ["android/app/build.gradle"]}],
 "not_lessons": []},

"d104_nope_no_flag_just_hides_it": {"domain": "git hooks", "cwd": "/home/ivy/src/monorepo", "events": [
  ("u", "the commit fails in the pre-commit hook with a mypy error in tools/gen.py, just get it committed"),
  ("bash", "git commit --no-verify -m 'gen: regenerate'", "[main 4f2a1c0] gen: regenerate"),
  ("a", "Committed with --no-verify to skip the hook."),
  ("u", "nope, no-verify just hides it and the next person's commit fails on your error instead. fix the type in tools/gen.py and commit normally"),
  ("edit", "tools/gen.py", "def render(rows) -> str:", "def render(rows: list[Row]) -> str:"),
  ("u", "good"),
 ], "lessons": [
  {"id": "no-verify-hides", "kind": "correction", "rule": ["no-verify"], "alternative": ["fix the type"],
   "reason": ["next person's commit fails"], "files": ["tools/gen.py"]}],
 "not_lessons": ["good"]},

"d105_statements_only_keep_the_words": {"domain": "data warehouse", "cwd": "/home/eve/src/dwh", "events": [
  ("u", "the daily revenue model double counts refunds, models/revenue.sql"),
  ("read", "models/revenue.sql", "select order_id, amount from payments\nunion all\nselect order_id, -amount from refunds"),
  ("edit", "models/revenue.sql", "select order_id, -amount from refunds", "select order_id, -amount from refunds where status = 'settled'"),
  ("a", "Only settled refunds are subtracted now."),
  ("u", "hmm, pending refunds are already netted in payments.amount by the PSP export. that's why the old model filtered them out upstream in stg_refunds"),
  ("u", "ok thanks"),
 ], "lessons": [
  {"id": "pending-refunds-netted", "kind": "correction", "rule": ["stg_refunds"], "alternative": [],
   "reason": ["netted in payments.amount"], "files": ["models/revenue.sql"]}],
 "not_lessons": []},
})

# d106-d107 (branch cap20c, written AFTER the change they probe — dev already held chat probes
# d71-d84, which capture nothing either way): a session in which the agent changes nothing and runs
# only looks is talk; d107 records the cost, a convention stated in such a session is not kept.
SETS.update({
"d106_idle_session_chat_with_a_look": {"domain": "team chat", "cwd": "/home/ian/src/portal", "events": [
  ("u", "morning, no coding today, I'm stuck in planning. never schedule a retro on a monday again lol"),
  ("a", "Morning! Want me to look at anything while you're in planning?"),
  ("u", "just show me what got merged yesterday instead of the standup notes"),
  ("bash", "git log --oneline --since=yesterday origin/main", "9c1e2f0 Bump axios\n41aa7d3 Fix typo in README"),
  ("a", "Two merges: an axios bump and a README typo fix."),
  ("u", "cool, always nice when it's boring. because I'm off at 4 today, talk tomorrow"),
 ], "lessons": [],
 "not_lessons": ["never schedule a retro", "always nice when it's boring"]},

"d107_convention_in_an_idle_session": {"domain": "frontend", "cwd": "/home/ian/src/portal", "events": [
  ("u", "before you start on the settings page tomorrow: we always use the Form component from src/ui/form.tsx, never raw <form> tags, the validation and the analytics hooks live there"),
  ("a", "Understood — I'll build the settings page with the Form component from src/ui/form.tsx."),
  ("u", "thanks"),
 ], "lessons": [
  {"id": "use-form-component", "kind": "rule", "rule": ["src/ui/form.tsx"], "alternative": [],
   "reason": ["validation"], "files": []}],
 "not_lessons": ["thanks"]},
})
