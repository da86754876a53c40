# heldout19: frozen held-out capture set, written 2026-11-27 without reading reflectgit/capture/, inject.py,
# recall/ or any other set's sessions. Never edit it, never tune on it (benchmarks/README.md).
# Theme: open-source maintenance with a coding agent (triage, PR review, release chores, version
# compatibility, docs builds, CI matrices) and people new to programming writing their first scripts.
SETS = {
"o01_towncrier_fragments": {"domain": "towncrier news fragments (Python library release)", "cwd": "/home/maren/src/pyrate-limiter", "branch": "release/3.2", "start": "2026-11-27T08:02:00", "events": [
  ("u", "prep the 3.2 changelog from the merged PRs. we use towncrier, fragments are in changes/. never hand-edit CHANGELOG.md for unreleased stuff, towncrier build rewrites it and your lines get duplicated"),
  ("bash", "ls changes/", "412.feature.md\n418.bugfix.md\n421.bugfix.md\n430.doc.md\ntemplate.jinja"),
  ("a", "Four fragments are there. PR 425 (the async bucket fix) has no fragment, so I'll add changes/425.bugfix.md and then run the build as a draft first."),
  ("write", "changes/425.bugfix.md", "Fix `AsyncBucket.acquire` leaking a pending task when the limiter is closed mid-wait.\n"),
  ("bash", "towncrier build --draft --version 3.2.0 | head -20", "Loading template...\nFinding news fragments...\nRendering news fragments...\nDraft only -- nothing has been written.\nWhat is seen below is what would be written.\n\n## 3.2.0 (2026-11-27)\n\n### Features\n\n- Add `Limiter.reset(key)` (#412)\n\n### Bugfixes\n\n- Fix rounding of fractional rates (#418)\n- Fix `AsyncBucket.acquire` leaking a pending task when the limiter is closed mid-wait. (#425)"),
  ("u", "looks right. go"),
  ("bash", "towncrier build --yes --version 3.2.0", "Loading template...\nFinding news fragments...\nRendering news fragments...\nWriting to newsfile...\nStaging newsfile...\nRemoving the following files:\nchanges/412.feature.md\nchanges/418.bugfix.md\nchanges/421.bugfix.md\nchanges/425.bugfix.md\nchanges/430.doc.md\nRemoving news fragments...\nDone!"),
  ("u", "ty"),
 ], "lessons": [
  {"id": "never-hand-edit-changelog", "kind": "rule", "rule": ["never hand-edit CHANGELOG.md"], "alternative": [],
   "reason": ["towncrier build rewrites it"], "files": []}],
 "not_lessons": []},

"o02_cibuildwheel_musllinux": {"domain": "cibuildwheel wheel matrix (C extension)", "cwd": "/home/dev/src/fastcrc", "branch": "ci/wheels", "events": [
  ("u", "wheels job is red on musllinux only, rest of the matrix green"),
  ("bash", "gh run view 7781234 --log-failed | tail -15", "cp312-musllinux_x86_64: Building wheel...\n  gcc -O3 -msse4.2 -c src/crc32c_hw.c -o build/crc32c_hw.o\n  src/crc32c_hw.c:4:10: fatal error: cpuid.h: No such file or directory\n      4 | #include <cpuid.h>\n        |          ^~~~~~~~~\n  compilation terminated.\nerror: command '/usr/bin/gcc' failed with exit code 1"),
  ("read", "pyproject.toml", "[tool.cibuildwheel]\nbuild = \"cp39-* cp310-* cp311-* cp312-*\"\ntest-command = \"pytest {project}/tests -q\"\n\n[tool.cibuildwheel.linux]\nbefore-all = \"yum install -y gcc\""),
  ("a", "The linux before-all runs yum, which exists in the manylinux images but not in the Alpine-based musllinux ones, so the step silently does nothing there and the musl image lacks the compiler headers that ship cpuid.h. musllinux needs its own override that installs build-base with apk."),
  ("edit", "pyproject.toml", "[tool.cibuildwheel.linux]\nbefore-all = \"yum install -y gcc\"", "[tool.cibuildwheel.linux]\nbefore-all = \"yum install -y gcc\"\n\n[[tool.cibuildwheel.overrides]]\nselect = \"*-musllinux*\"\nbefore-all = \"apk add build-base linux-headers\""),
  ("bash", "CIBW_BUILD='cp312-musllinux_x86_64' cibuildwheel --platform linux 2>&1 | tail -4", "  tests/test_crc.py ........                                      [100%]\n  8 passed in 0.41s\n\n1 wheels produced in 2 minutes:\n  fastcrc-1.4.0-cp312-cp312-musllinux_1_2_x86_64.whl"),
  ("u", "nice. while you're there, skip pypy, we don't support it"),
  ("edit", "pyproject.toml", "build = \"cp39-* cp310-* cp311-* cp312-*\"", "build = \"cp39-* cp310-* cp311-* cp312-*\"\nskip = \"pp*\""),
 ], "lessons": [
  {"id": "musllinux-needs-apk-override", "kind": "root_cause", "rule": ["build-base with apk"], "alternative": [],
   "reason": ["not in the Alpine-based musllinux ones"], "files": ["pyproject.toml"]}],
 "not_lessons": []},

"o03_cattrs_pr_review": {"domain": "cattrs structuring hooks (reviewing a contributor PR)", "cwd": "/home/ilse/src/quartzcal", "branch": "pr/288-recurrence", "events": [
  ("u", "can you review PR 288 with me? contributor added recurrence rules. diff is checked out"),
  ("read", "quartzcal/serde.py", "import cattrs\nfrom .model import Event, Recurrence\n\nconverter = cattrs.Converter()\n\ndef load_event(d):\n    rec = d.pop('recurrence', None)\n    ev = converter.structure(d, Event)\n    if rec:\n        ev.recurrence = Recurrence(**rec)\n    return ev"),
  ("a", "The PR pops `recurrence` and builds it by hand after structuring. I'd suggest keeping it but adding validation of the `freq` field inline there."),
  ("u", "hmm no. why Recurrence(**rec) by hand there? register a structure hook on the converter, it's what every other nested type in serde.py goes through, and the by-hand path skips the datetime hooks so until= comes out as a str"),
  ("edit", "quartzcal/serde.py", "def load_event(d):\n    rec = d.pop('recurrence', None)\n    ev = converter.structure(d, Event)\n    if rec:\n        ev.recurrence = Recurrence(**rec)\n    return ev", "converter.register_structure_hook(Recurrence, lambda d, _: converter.structure_attrs_fromdict(d, Recurrence))\n\n\ndef load_event(d):\n    return converter.structure(d, Event)"),
  ("bash", "pytest tests/test_serde.py -q", "....F\n____ test_recurrence_until_is_datetime ____\n    assert isinstance(ev.recurrence.until, datetime)\nE   AssertionError: assert False\nFAILED tests/test_serde.py::test_recurrence_until_is_datetime\n1 failed, 4 passed in 0.22s"),
  ("a", "The hook I wrote calls structure_attrs_fromdict, which bypasses the converter's registered hooks for the field types... actually no: the failure is that `Event.recurrence` is annotated `dict | None` in model.py, not `Recurrence | None`, so cattrs never reaches the Recurrence hook at all. Fixing the annotation routes it through."),
  ("edit", "quartzcal/model.py", "    recurrence: dict | None = None", "    recurrence: Recurrence | None = None"),
  ("bash", "pytest tests/test_serde.py -q", ".....\n5 passed in 0.19s"),
  ("u", "good. I'll leave that as a suggestion on the PR"),
 ], "lessons": [
  {"id": "structure-hook-not-by-hand", "kind": "correction", "rule": ["register a structure hook on the converter"], "alternative": [],
   "reason": ["skips the datetime hooks"], "files": ["quartzcal/serde.py"]},
  {"id": "annotation-routes-hook", "kind": "root_cause", "rule": ["annotated `dict | None`"], "alternative": ["Fixing the annotation"],
   "reason": ["never reaches the Recurrence hook"], "files": ["quartzcal/model.py"]}],
 "not_lessons": []},

"o04_setuptools_scm_shallow": {"domain": "setuptools-scm versions in CI", "cwd": "/home/dev/src/geojson-tidy", "branch": "main", "events": [
  ("u", "the nightly upload to test.pypi is 0.1.dev1+g3f2a9c1 instead of 2.3.1.devN. locally I get the right version"),
  ("read", ".github/workflows/nightly.yml", "jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n      - run: python -m build\n      - uses: pypa/gh-action-pypi-publish@release/v1\n        with:\n          repository-url: https://test.pypi.org/legacy/"),
  ("a", "actions/checkout fetches a single commit by default, with no tags, so setuptools-scm finds no tag to count from and falls back to 0.1.dev1. Fetching the full history with fetch-depth: 0 gives it the v2.3.0 tag."),
  ("edit", ".github/workflows/nightly.yml", "      - uses: actions/checkout@v4\n", "      - uses: actions/checkout@v4\n        with:\n          fetch-depth: 0\n"),
  ("bash", "act -j build -W .github/workflows/nightly.yml 2>&1 | grep -i 'Successfully built'", "| Successfully built geojson_tidy-2.3.1.dev14-py3-none-any.whl geojson_tidy-2.3.1.dev14.tar.gz"),
  ("u", "👍 does release.yml have the same problem?"),
  ("grep", "fetch-depth", ".github/workflows/release.yml:14:          fetch-depth: 0"),
  ("a", "No, release.yml already checks out with fetch-depth: 0, which is why tagged releases had the right version."),
  ("u", "ok cool"),
 ], "lessons": [
  {"id": "fetch-depth-zero-for-scm", "kind": "root_cause", "rule": ["fetch-depth: 0"], "alternative": [],
   "reason": ["fetches a single commit by default, with no tags"], "files": [".github/workflows/nightly.yml"]}],
 "not_lessons": []},

"o05_hatch_matrix_decision": {"domain": "hatch environment matrix (library test matrix)", "cwd": "/home/pia/src/tinyhtml", "branch": "chore/test-matrix", "events": [
  ("u", "we test on 3.9-3.13 and against markupsafe 2 and 3. currently that's a bash loop in scripts/matrix.sh that nobody understands. options?"),
  ("a", "Two that fit: tox with a factor per markupsafe major, or hatch's environment matrix in pyproject.toml. Both would replace the script."),
  ("u", "hatch matrix then, since we already build with hatchling and contributors only need one tool installed"),
  ("edit", "pyproject.toml", "[tool.hatch.envs.default]\ndependencies = [\"pytest\"]", "[tool.hatch.envs.test]\ndependencies = [\"pytest\"]\n\n[[tool.hatch.envs.test.matrix]]\npython = [\"3.9\", \"3.10\", \"3.11\", \"3.12\", \"3.13\"]\nmarkupsafe = [\"2\", \"3\"]\n\n[tool.hatch.envs.test.overrides]\nmatrix.markupsafe.dependencies = [\n  { value = \"markupsafe>=2,<3\", if = [\"2\"] },\n  { value = \"markupsafe>=3,<4\", if = [\"3\"] },\n]"),
  ("bash", "hatch run test:pytest -q 2>&1 | tail -6", "\u2500\u2500\u2500\u2500 test.py3.12-3 \u2500\u2500\u2500\u2500\n........................                                   [100%]\n24 passed in 0.31s\n\u2500\u2500\u2500\u2500 test.py3.13-2 \u2500\u2500\u2500\u2500\n........................                                   [100%]\n24 passed in 0.30s"),
  ("a", "All ten combinations pass. I'll delete scripts/matrix.sh and point CONTRIBUTING.md at `hatch run test:pytest`."),
  ("u", "yes pls"),
  ("bash", "git rm -q scripts/matrix.sh && git status --short", "D  scripts/matrix.sh\n M pyproject.toml"),
 ], "lessons": [
  {"id": "hatch-matrix-over-script", "kind": "decision", "rule": ["hatch matrix"], "alternative": [],
   "reason": ["contributors only need one tool installed"], "files": ["pyproject.toml"]}],
 "not_lessons": []},

"o06_go_module_v2_path": {"domain": "Go module major version bump (v2 import path)", "cwd": "/home/kenji/src/tomlq", "branch": "v2", "events": [
  ("u", "we're cutting v2.0.0 of tomlq, breaking API. tag and go"),
  ("a", "I'll tag v2.0.0 on this branch and push the tag so the proxy picks it up."),
  ("u", "not yet — go.mod still says module github.com/kenji/tomlq. a v2 tag on that path is rejected by the proxy as +incompatible and nobody can go get it. module path needs the /v2 suffix first"),
  ("edit", "go.mod", "module github.com/kenji/tomlq", "module github.com/kenji/tomlq/v2"),
  ("bash", "grep -rl '\"github.com/kenji/tomlq/' --include='*.go' . | xargs sed -i 's#\"github.com/kenji/tomlq/#\"github.com/kenji/tomlq/v2/#' && go build ./... && go test ./...", "ok  \tgithub.com/kenji/tomlq/v2\t0.412s\nok  \tgithub.com/kenji/tomlq/v2/query\t0.207s\nok  \tgithub.com/kenji/tomlq/v2/internal/lexer\t0.118s"),
  ("u", "ok now tag"),
  ("bash", "git tag -a v2.0.0 -m 'tomlq v2.0.0' && git push origin v2.0.0", "To github.com:kenji/tomlq.git\n * [new tag]         v2.0.0 -> v2.0.0"),
 ], "lessons": [
  {"id": "v2-suffix-before-tag", "kind": "correction", "rule": ["module path needs the /v2 suffix"], "alternative": [],
   "reason": ["rejected by the proxy as +incompatible"], "files": ["go.mod"]}],
 "not_lessons": []},

"o07_rust_msrv_ci": {"domain": "Rust crate MSRV policy (rust-version in CI)", "cwd": "/home/ade/src/bitfield-rle", "branch": "deps/bump", "events": [
  ("u", "bump the deps, cargo update is fine"),
  ("bash", "cargo update && cargo test -q", "    Updating crates.io index\n     Locking 4 packages to latest compatible versions\n    Updating memchr v2.7.1 -> v2.7.4\n    Updating thiserror v1.0.58 -> v2.0.3\n\nrunning 31 tests\n...............................\ntest result: ok. 31 passed; 0 failed"),
  ("u", "the msrv job will not like that. we promise 1.63 in Cargo.toml and debian stable ships that, if we bump past it the debian packager drops us. keep deps that still build on 1.63"),
  ("bash", "cargo +1.63 test -q 2>&1 | tail -4", "error: package `thiserror v2.0.3` cannot be built because it requires rustc 1.68 or newer, while the currently active rustc version is 1.63.0\nEither upgrade to rustc 1.68 or newer, or use\ncargo update thiserror@2.0.3 --precise ver\nwhere `ver` is the latest version of `thiserror` supporting rustc 1.63.0"),
  ("bash", "cargo update thiserror --precise 1.0.69 && cargo +1.63 test -q 2>&1 | tail -2", "    Updating thiserror v2.0.3 -> v1.0.69\n\ntest result: ok. 31 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"),
  ("a", "thiserror is back on 1.x and the suite passes on 1.63. I'll pin it as `thiserror = \"1\"` in Cargo.toml so the next cargo update doesn't jump the major."),
  ("edit", "Cargo.toml", "thiserror = \"*\"", "thiserror = \"1\""),
  ("u", "ok"),
 ], "lessons": [
  {"id": "deps-build-on-msrv", "kind": "rule", "rule": ["keep deps that still build on 1.63"], "alternative": [],
   "reason": ["the debian packager drops us"], "files": []},
  {"id": "thiserror-precise-for-msrv", "kind": "test_fixed", "optional": True, "rule": ["thiserror", "1.63"], "alternative": [],
   "reason": ["requires rustc 1.68 or newer"], "files": ["Cargo.toml"]}],
 "not_lessons": []},

"o08_npm_exports_types_order": {"domain": "npm package dual ESM/CJS exports (publint, are-the-types-wrong)", "cwd": "/home/sol/src/tiny-invariant-x", "branch": "fix/types-resolution", "events": [
  ("u", "issue 57: TS users on moduleResolution node16 get 'Could not find a declaration file' when they require() us. esm users fine."),
  ("bash", "npx @arethetypeswrong/cli --pack . 2>&1 | tail -8", "tiny-invariant-x v2.1.0\n\n\u274c No types  \u2502 node16 (from CJS) \u2502 \"tiny-invariant-x\" resolves to JavaScript but no types\n\u2705 node16 (from ESM)\n\u2705 bundler"),
  ("read", "package.json", "\"exports\": {\n  \".\": {\n    \"import\": \"./dist/index.mjs\",\n    \"require\": \"./dist/index.cjs\",\n    \"types\": \"./dist/index.d.ts\"\n  }\n}"),
  ("a", "TypeScript walks the export conditions in order and stops at the first match, so for a require() it takes `require` before ever reaching `types`, which sits last. Each branch needs its own types entry listed first: `import` gets index.d.mts, `require` gets index.d.cts. I'll also add a typesVersions map as a fallback for older resolvers."),
  ("u", "no typesVersions please. that's the hack from the TS 3.x days and it shadows the exports map for bundler resolution, we had a whole issue about it (#31). the conditions alone are enough"),
  ("edit", "package.json", "    \"import\": \"./dist/index.mjs\",\n    \"require\": \"./dist/index.cjs\",\n    \"types\": \"./dist/index.d.ts\"", "    \"import\": { \"types\": \"./dist/index.d.mts\", \"default\": \"./dist/index.mjs\" },\n    \"require\": { \"types\": \"./dist/index.d.cts\", \"default\": \"./dist/index.cjs\" }"),
  ("bash", "npm run build && npx @arethetypeswrong/cli --pack . 2>&1 | tail -4 && npx publint", "\u2705 node16 (from CJS)\n\u2705 node16 (from ESM)\n\u2705 bundler\nRunning publint v0.2.12 for tiny-invariant-x...\nAll good!"),
  ("u", "perfect, close 57 with a link to the commit"),
 ], "lessons": [
  {"id": "types-condition-first", "kind": "root_cause", "rule": ["types entry listed first"], "alternative": [],
   "reason": ["stops at the first match"], "files": ["package.json"]},
  {"id": "no-typesversions", "kind": "correction", "rule": ["no typesVersions please"], "alternative": ["the conditions alone are enough"],
   "reason": ["shadows the exports map for bundler resolution"], "files": []}],
 "not_lessons": []},

"o09_appraisal_rails_matrix": {"domain": "Ruby gem tested across Rails versions (Appraisal)", "cwd": "/home/ruth/src/acts_as_soft_tenant", "branch": "rails-8-support", "events": [
  ("u", "add rails 8 to the appraisals and make it green"),
  ("edit", "Appraisals", "appraise \"rails-7.2\" do\n  gem \"rails\", \"~> 7.2.0\"\nend", "appraise \"rails-7.2\" do\n  gem \"rails\", \"~> 7.2.0\"\nend\n\nappraise \"rails-8.0\" do\n  gem \"rails\", \"~> 8.0.0\"\nend"),
  ("bash", "bundle exec appraisal install >/dev/null && bundle exec appraisal rails-8.0 rspec 2>&1 | tail -9", "Failures:\n\n  1) SoftTenant scoping applies default scope inside with_tenant\n     Failure/Error: ActiveRecord::Base.connection.execute(\"SET app.tenant = #{id}\")\n     NoMethodError:\n       undefined method `connection' for class ActiveRecord::Base\n     # ./lib/acts_as_soft_tenant/scoping.rb:14:in `with_tenant'\n\n12 examples, 1 failure"),
  ("a", "The class-level `ActiveRecord::Base.connection` is gone on the Rails 8 build we resolve; `with_connection` is its replacement and exists since 7.2, but 7.1 is still in the Appraisals, so I'll call with_connection when the class responds to it and keep the old call for 7.1. While there, the tenant id goes through to_i before it is interpolated into SQL."),
  ("edit", "lib/acts_as_soft_tenant/scoping.rb", "      ActiveRecord::Base.connection.execute(\"SET app.tenant = #{id}\")", "      if ActiveRecord::Base.respond_to?(:with_connection)\n        ActiveRecord::Base.with_connection { |c| c.execute(\"SET app.tenant = #{id.to_i}\") }\n      else\n        ActiveRecord::Base.connection.execute(\"SET app.tenant = #{id.to_i}\")\n      end"),
  ("bash", "bundle exec appraisal rspec 2>&1 | grep -E 'examples|rails-'", ">> BUNDLE_GEMFILE=gemfiles/rails_7.1.gemfile bundle exec rspec\n12 examples, 0 failures\n>> BUNDLE_GEMFILE=gemfiles/rails_7.2.gemfile bundle exec rspec\n12 examples, 0 failures\n>> BUNDLE_GEMFILE=gemfiles/rails_8.0.gemfile bundle exec rspec\n12 examples, 0 failures"),
  ("u", "green everywhere, nice. commit gemfiles/*.gemfile too, CI reads them"),
  ("bash", "git add Appraisals gemfiles lib && git commit -qm 'Support Rails 8: with_connection where available' && git log --oneline -1", "b7d21e0 Support Rails 8: with_connection where available"),
 ], "lessons": [
  {"id": "with-connection-rails8", "kind": "test_fixed", "rule": ["with_connection"], "alternative": [],
   "reason": ["undefined method `connection' for class ActiveRecord::Base"], "files": ["lib/acts_as_soft_tenant/scoping.rb"]}],
 "not_lessons": []},

"o10_phpstan_baseline": {"domain": "PHP library static analysis (PHPStan baseline, Rector)", "cwd": "/home/tomasz/src/money-fmt", "branch": "chore/phpstan-2", "events": [
  ("u", "upgraded phpstan to 2.x, level 8 now reports 14 new errors. get CI green"),
  ("bash", "vendor/bin/phpstan analyse --no-progress 2>&1 | tail -6", " ------ ----------------------------------------------------------------------\n  Line   src/Formatter.php\n ------ ----------------------------------------------------------------------\n  88     Parameter #1 $num of function number_format expects float, float|int|string given.\n ------ ----------------------------------------------------------------------\n [ERROR] Found 14 errors"),
  ("a", "The quickest way to green is regenerating phpstan-baseline.neon with --generate-baseline so the 14 are recorded and only new ones fail."),
  ("u", "thanks, but no — don't add new errors to the baseline. the baseline is for the 2019 legacy parser only, everything in src/Formatter.php is supposed to be clean, we fix them properly or the baseline grows forever"),
  ("edit", "src/Formatter.php", "        return number_format($amount, $this->decimals);", "        return number_format((float) $amount, $this->decimals);"),
  ("bash", "vendor/bin/phpstan analyse --no-progress 2>&1 | tail -2", " [ERROR] Found 13 errors"),
  ("a", "13 to go; the rest are the same shape (string|int amounts passed on). I'll normalise the amount once in the constructor with a typed property instead of casting at every call."),
  ("edit", "src/Formatter.php", "    private $amount;", "    private float $amount;"),
  ("bash", "vendor/bin/phpstan analyse --no-progress 2>&1 | tail -2", " [OK] No errors"),
 ], "lessons": [
  {"id": "no-new-baseline-entries", "kind": "correction", "rule": ["don't add new errors to the baseline"], "alternative": ["fix them properly"],
   "reason": ["the baseline grows forever"], "files": []}],
 "not_lessons": []},

"o11_precommit_hooks_repo": {"domain": "pre-commit hook repository (.pre-commit-hooks.yaml)", "cwd": "/home/lena/src/yaml-keysort", "branch": "main", "events": [
  ("u", "add a second hook entry for json files to .pre-commit-hooks.yaml. and pls always keep `minimum_pre_commit_version` on the new entry, people on old pre-commit otherwise get a cryptic schema error instead of a clear 'upgrade' message"),
  ("read", ".pre-commit-hooks.yaml", "- id: yaml-keysort\n  name: sort yaml keys\n  entry: yaml-keysort\n  language: python\n  types: [yaml]\n  minimum_pre_commit_version: \"3.2.0\""),
  ("edit", ".pre-commit-hooks.yaml", "  minimum_pre_commit_version: \"3.2.0\"", "  minimum_pre_commit_version: \"3.2.0\"\n- id: json-keysort\n  name: sort json keys\n  entry: yaml-keysort --json\n  language: python\n  types: [json]\n  minimum_pre_commit_version: \"3.2.0\""),
  ("bash", "pre-commit try-repo . json-keysort --files tests/fixtures/unsorted.json", "[INFO] Initializing environment for ..\nsort json keys...........................................................Failed\n- hook id: json-keysort\n- files were modified by this hook"),
  ("a", "The hook runs and sorts the fixture (reported as Failed because it modified the file, which is the expected behaviour for a fixer)."),
  ("u", "yep that's how fixers report. thx"),
 ], "lessons": [
  {"id": "keep-minimum-version", "kind": "rule", "rule": ["always keep `minimum_pre_commit_version`"], "alternative": [],
   "reason": ["cryptic schema error"], "files": [".pre-commit-hooks.yaml"]}],
 "not_lessons": []},

"o12_dependabot_groups": {"domain": "Dependabot version updates (grouped PRs)", "cwd": "/home/rafa/src/leaflet-heatgrid", "branch": "chore/dependabot", "events": [
  ("u", "dependabot opens like 20 PRs a week on this repo and I merge them at night. group the dev deps into one weekly PR, but keep runtime deps separate — if a runtime bump breaks users I need to revert just that one"),
  ("read", ".github/dependabot.yml", "version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n    schedule:\n      interval: daily"),
  ("edit", ".github/dependabot.yml", "    schedule:\n      interval: daily", "    schedule:\n      interval: weekly\n    groups:\n      dev-dependencies:\n        dependency-type: development\n        update-types: [minor, patch]"),
  ("a", "Dev dependencies now come in one weekly grouped PR (minor and patch); runtime dependencies still get one PR each. Major dev bumps stay separate too, since they tend to need code changes."),
  ("u", "good call on majors. also ignore eslint 9 for now, the flat config migration is its own issue (#141)"),
  ("edit", ".github/dependabot.yml", "        update-types: [minor, patch]", "        update-types: [minor, patch]\n    ignore:\n      - dependency-name: eslint\n        versions: [\">=9\"]"),
  ("bash", "npx --yes @bugron/validate-dependabot-yaml .github/dependabot.yml", "\u2714 .github/dependabot.yml is valid"),
 ], "lessons": [
  {"id": "runtime-deps-not-grouped", "kind": "rule", "rule": ["keep runtime deps separate"], "alternative": ["group the dev deps into one weekly PR"],
   "reason": ["revert just that one"], "files": [".github/dependabot.yml"]}],
 "not_lessons": []},

"o13_pdoc_docs_build": {"domain": "pdoc API docs build on GitHub Pages", "cwd": "/home/dev/src/pydantic-settings-lite", "branch": "docs/pdoc", "events": [
  ("u", "docs build fails since yesterday, log:\n\n```\nRun pdoc -o site pydantic_settings_lite\nTraceback (most recent call last):\n  File \".../pdoc/doc.py\", line 412, in _members\n  File \"pydantic_settings_lite/sources/vault.py\", line 3, in <module>\n    import hvac\nModuleNotFoundError: No module named 'hvac'\nError: Process completed with exit code 1.\n```"),
  ("read", ".github/workflows/docs.yml", "      - run: pip install pdoc .\n      - run: pdoc -o site pydantic_settings_lite"),
  ("a", "pdoc imports every submodule to document it, and sources/vault.py imports hvac at module level. hvac is an optional extra (`[vault]`), so the docs job, which installs the package without extras, can't import it. Installing the package with that extra in the docs job makes the module importable."),
  ("edit", ".github/workflows/docs.yml", "      - run: pip install pdoc .", "      - run: pip install pdoc '.[vault]'"),
  ("u", "I'd rather the module import hvac lazily inside the function, then the docs job doesn't need to know about extras and `import pydantic_settings_lite.sources` works without hvac for users too"),
  ("edit", "pydantic_settings_lite/sources/vault.py", "import hvac\n", ""),
  ("edit", "pydantic_settings_lite/sources/vault.py", "    def _client(self):\n        return hvac.Client(url=self.url)", "    def _client(self):\n        import hvac  # optional extra [vault]\n\n        return hvac.Client(url=self.url)"),
  ("edit", ".github/workflows/docs.yml", "      - run: pip install pdoc '.[vault]'", "      - run: pip install pdoc ."),
  ("bash", "pip install -q pdoc . && pdoc -o site pydantic_settings_lite && ls site/pydantic_settings_lite/sources", "vault.html\nenv.html\ndotenv.html"),
 ], "lessons": [
  {"id": "pdoc-imports-submodules", "kind": "root_cause", "rule": ["imports hvac at module level"], "alternative": [],
   "reason": ["pdoc imports every submodule"], "files": ["pydantic_settings_lite/sources/vault.py"]},
  {"id": "lazy-import-optional-extra", "kind": "decision", "rule": ["import hvac lazily inside the function"], "alternative": [],
   "reason": ["doesn't need to know about extras"], "files": ["pydantic_settings_lite/sources/vault.py"]}],
 "not_lessons": []},

"o14_deprecation_stacklevel": {"domain": "deprecation warnings in a Python library API", "cwd": "/home/noor/src/slugkit", "branch": "deprecate-old-api", "events": [
  ("u", "deprecate slugify(ascii_only=) in favour of slugify(charset='ascii'). warning + keep it working till 4.0"),
  ("edit", "slugkit/core.py", "def slugify(text, ascii_only=False, charset=None):\n", "def slugify(text, ascii_only=False, charset=None):\n    if ascii_only:\n        warnings.warn(\"ascii_only is deprecated, use charset='ascii'\", DeprecationWarning)\n        charset = 'ascii'\n"),
  ("bash", "python -W error::DeprecationWarning -c \"import slugkit; slugkit.slugify('Ünïcode', ascii_only=True)\" 2>&1 | tail -2", "  File \"/home/noor/src/slugkit/slugkit/core.py\", line 12, in slugify\nDeprecationWarning: ascii_only is deprecated, use charset='ascii'"),
  ("u", "the warning points at our own core.py line 12, so users can't find their call site. and pytest filters by module so they'd never see it in their own tests"),
  ("a", "warnings.warn attributes the warning to the frame that called warn() unless told otherwise, and here that frame is slugify itself. stacklevel=2 moves it to the caller, which is the user's line."),
  ("edit", "slugkit/core.py", "DeprecationWarning)\n", "DeprecationWarning, stacklevel=2)\n"),
  ("bash", "python -W error::DeprecationWarning -c \"import slugkit; slugkit.slugify('Ünïcode', ascii_only=True)\" 2>&1 | tail -2", "  File \"<string>\", line 1, in <module>\nDeprecationWarning: ascii_only is deprecated, use charset='ascii'"),
  ("u", "👌 add a test with pytest.deprecated_call"),
  ("write", "tests/test_deprecations.py", "import pytest\nimport slugkit\n\n\ndef test_ascii_only_warns():\n    with pytest.deprecated_call():\n        assert slugkit.slugify('Ünïcode', ascii_only=True) == 'unicode'\n"),
  ("bash", "pytest tests/test_deprecations.py -q", ".\n1 passed in 0.05s"),
 ], "lessons": [
  {"id": "stacklevel-2-for-deprecations", "kind": "root_cause", "rule": ["stacklevel=2"], "alternative": [],
   "reason": ["attributes the warning to the frame that called warn()"], "files": ["slugkit/core.py"]}],
 "not_lessons": ["users can't find their call site"]},

"o15_asv_benchmarks_ci": {"domain": "airspeed velocity (asv) benchmarks in CI", "cwd": "/home/dev/src/fastbloom-py", "branch": "ci/asv", "events": [
  ("u", "asv continuous in CI says every benchmark got 30% faster on my PR. I did not optimise anything lol"),
  ("bash", "asv continuous --factor 1.1 origin/main HEAD 2>&1 | tail -6", "       before           after         ratio\n     [3e1f0a2]       [9b77c41]\n-      41.2\u00b10.4\u03bcs      28.9\u00b10.3\u03bcs     0.70  bench_insert.TimeInsert.time_insert\n-      77.0\u00b10.9\u03bcs      53.8\u00b10.5\u03bcs     0.70  bench_query.TimeQuery.time_contains\nSOME BENCHMARKS HAVE CHANGED SIGNIFICANTLY.\nPERFORMANCE INCREASED."),
  ("read", "asv.conf.json", "{\n  \"version\": 1,\n  \"project\": \"fastbloom\",\n  \"environment_type\": \"virtualenv\",\n  \"build_command\": [\"python -m pip wheel -w {build_cache_dir} {build_dir}\"]\n}"),
  ("a", "The base commit's wheel came from the build cache restored from an earlier workflow run on a different runner image, while HEAD was built fresh. Comparing runs across machines is meaningless; `asv continuous` is only fair when both commits are built and timed in the same job. Dropping the restored cache for the base build fixes the comparison."),
  ("u", "hmm not convinced. the cache key includes the commit sha"),
  ("bash", "grep -n 'CFLAGS\\|-O' .github/workflows/asv.yml setup.py", "setup.py:14:    extra_compile_args=[\"-O0\"] if os.environ.get(\"FASTBLOOM_DEBUG\") else [\"-O3\"],\n.github/workflows/asv.yml:22:        FASTBLOOM_DEBUG: 1"),
  ("a", "You're right, the cache isn't it. Line 22 of asv.yml sets FASTBLOOM_DEBUG=1 on the step that builds the baseline (`asv run origin/main^!`), copied from the test job, and setup.py compiles with -O0 whenever that variable is set; HEAD is built in the next step without it. So main was timed unoptimised and HEAD optimised. The honest fix is to not set FASTBLOOM_DEBUG in the benchmark job at all, so both sides compile with -O3."),
  ("edit", ".github/workflows/asv.yml", "        FASTBLOOM_DEBUG: 1\n", ""),
  ("bash", "asv continuous --factor 1.1 origin/main HEAD 2>&1 | tail -2", "BENCHMARKS NOT SIGNIFICANTLY CHANGED."),
  ("u", "there we go"),
 ], "lessons": [
  {"id": "no-debug-flag-in-bench-job", "kind": "root_cause", "rule": ["not set FASTBLOOM_DEBUG in the benchmark job"], "alternative": [],
   "reason": ["both sides compile with -O3"], "files": [".github/workflows/asv.yml"]}],
 "not_lessons": ["every benchmark got 30% faster"]},

"o16_issue_triage_pasted": {"domain": "issue triage for a CLI tool (bug report forms)", "cwd": "/home/mo/src/gitmoji-lint", "branch": "main", "events": [
  ("u", "triage pls. new issue #233:\n\n> **Describe the bug**\n> gitmoji-lint crashes on commits with a trailing emoji\n> **Version** 1.8.2\n> **OS** Windows 11, PowerShell 7\n> **Log**\n> ```\n> Traceback (most recent call last):\n>   File \"gitmoji_lint\\cli.py\", line 61, in main\n>     print(f\"{mark} {subject}\")\n>   File \"...\\encodings\\cp1252.py\", line 19, in encode\n> UnicodeEncodeError: 'charmap' codec can't encode character '\\U0001f41b'\n> ```\n> **Expected** no crash\n\nand before you start: don't label anything `bug` until it's reproduced on our side, the bug label feeds the release notes and last time half of 'fixed bugs' were user config"),
  ("a", "The traceback is the console encoding, not the emoji parsing: on Windows, stdout defaults to the console code page (cp1252 here) when Python isn't in UTF-8 mode, and print() of 🐛 can't be encoded. Reconfiguring stdout to UTF-8 with errors='replace' at CLI start avoids it on every Windows console. I'll try to reproduce with PYTHONIOENCODING=cp1252 first."),
  ("bash", "PYTHONIOENCODING=cp1252 gitmoji-lint --from HEAD~1 tests/fixtures/trailing-emoji.repo 2>&1 | tail -1", "UnicodeEncodeError: 'charmap' codec can't encode character '\\U0001f41b' in position 2: character maps to <undefined>"),
  ("edit", "gitmoji_lint/cli.py", "def main(argv=None):\n", "def main(argv=None):\n    if hasattr(sys.stdout, \"reconfigure\"):\n        sys.stdout.reconfigure(encoding=\"utf-8\", errors=\"replace\")\n"),
  ("bash", "PYTHONIOENCODING=cp1252 gitmoji-lint --from HEAD~1 tests/fixtures/trailing-emoji.repo 2>&1 | tail -1", "\u2714 \U0001f41b fix parser on trailing emoji"),
  ("bash", "gh issue edit 233 --add-label bug,windows", "https://github.com/mo/gitmoji-lint/issues/233"),
  ("u", "reproduced, so bug label is fine 👍"),
 ], "lessons": [
  {"id": "label-bug-after-repro", "kind": "rule", "rule": ["don't label anything `bug` until it's reproduced"], "alternative": [],
   "reason": ["the bug label feeds the release notes"], "files": []},
  {"id": "windows-console-codepage", "kind": "root_cause", "rule": ["Reconfiguring stdout to UTF-8"], "alternative": [],
   "reason": ["defaults to the console code page"], "files": ["gitmoji_lint/cli.py"]}],
 "not_lessons": []},

"o17_luarocks_rockspec": {"domain": "LuaRocks rockspec release (pure Lua library)", "cwd": "/home/joao/src/lua-tinyyaml2", "branch": "master", "events": [
  ("u", "fazer release 0.5.0 no luarocks. I copy the rockspec from 0.4.1 normally"),
  ("bash", "cp rockspecs/tinyyaml2-0.4.1-1.rockspec rockspecs/tinyyaml2-0.5.0-1.rockspec && sed -i 's/0.4.1/0.5.0/g' rockspecs/tinyyaml2-0.5.0-1.rockspec && luarocks lint rockspecs/tinyyaml2-0.5.0-1.rockspec", ""),
  ("a", "The rockspec lints clean. I'll upload it with `luarocks upload rockspecs/tinyyaml2-0.5.0-1.rockspec`."),
  ("u", "wait. the source.tag in it — the tag v0.5.0 not exist yet on github, I push tags only after the upload works? no, other way: luarocks upload packs the source from the tag url, if the tag is missing the upload make a broken src.rock and you cannot delete versions on luarocks.org. so push tag first, then upload"),
  ("bash", "git tag v0.5.0 && git push origin v0.5.0 && luarocks upload rockspecs/tinyyaml2-0.5.0-1.rockspec --api-key=$LUAROCKS_KEY 2>&1 | tail -2", " * [new tag]         v0.5.0 -> v0.5.0\nSending rockspecs/tinyyaml2-0.5.0-1.rockspec ...\nDone: https://luarocks.org/modules/joao/tinyyaml2/0.5.0-1"),
  ("bash", "luarocks install tinyyaml2 0.5.0 --local 2>&1 | tail -1", "tinyyaml2 0.5.0-1 is now installed in /home/joao/.luarocks (license: MIT)"),
  ("u", "obrigado, funcionou"),
 ], "lessons": [
  {"id": "push-tag-before-luarocks-upload", "kind": "correction", "rule": ["push tag first, then upload"], "alternative": [],
   "reason": ["you cannot delete versions on luarocks.org"], "files": []}],
 "not_lessons": []},

"o18_semver_checks_diff": {"domain": "cargo-semver-checks on a library release", "cwd": "/home/ada/src/rangeset-rs", "branch": "release/0.9", "events": [
  ("u", "about to release 0.8.3, can you sanity check the diff since 0.8.2?"),
  ("bash", "git diff v0.8.2 --stat", " src/lib.rs      | 14 ++++++++------\n src/iter.rs     | 31 ++++++++++++++++++++++++++-----\n CHANGELOG.md    |  6 ++++++\n 3 files changed, 41 insertions(+), 10 deletions(-)"),
  ("a", "The diff is small: an iterator refactor and a changelog entry. Looks fine for a patch release."),
  ("u", "here is what cargo-semver-checks says, read it:\n\n```\n     Parsing rangeset v0.8.3 (current)\n     Parsing rangeset v0.8.2 (baseline)\n    Checking rangeset v0.8.2 -> v0.8.3 (patch change)\n     Checked [   0.412s] 84 checks: 82 pass, 2 fail, 0 warn, 0 skip\n\n--- failure enum_variant_added: enum variant added on exhaustive enum ---\n\nDescription:\nA publicly-visible enum without #[non_exhaustive] has a new variant.\n        ref: https://doc.rust-lang.org/cargo/reference/semver.html#enum-variant-new\n\nFailed in:\n  variant Bound:Unbounded in src/lib.rs:41\n\n--- failure auto_trait_impl_removed: auto trait no longer implemented ---\n\nFailed in:\n  type Iter is no longer Send, in src/iter.rs:12\n```\n\nso this is not a patch. we don't ship breaking changes as 0.8.x, cargo treats 0.8 as the compatible range and everyone on ^0.8 gets it on their next cargo update. make it 0.9.0, and the Iter losing Send is probably the Rc you added in the refactor, put Arc back"),
  ("read", "src/iter.rs", "use std::rc::Rc;\n\npub struct Iter<'a, T> {\n    ranges: Rc<[Range<T>]>,\n    pos: usize,\n    _m: PhantomData<&'a T>,\n}"),
  ("edit", "src/iter.rs", "use std::rc::Rc;\n\npub struct Iter<'a, T> {\n    ranges: Rc<[Range<T>]>,", "use std::sync::Arc;\n\npub struct Iter<'a, T> {\n    ranges: Arc<[Range<T>]>,"),
  ("edit", "Cargo.toml", "version = \"0.8.3\"", "version = \"0.9.0\""),
  ("bash", "cargo semver-checks --baseline-rev v0.8.2 2>&1 | tail -2", "    Checking rangeset v0.8.2 -> v0.9.0 (minor change)\n     Checked [   0.398s] 84 checks: 84 pass, 0 fail, 0 warn, 0 skip"),
  ("u", "good, also put the Unbounded variant in the changelog under Breaking"),
  ("edit", "CHANGELOG.md", "## 0.8.3", "## 0.9.0\n\n### Breaking\n\n- `Bound::Unbounded` variant added (exhaustive enum)."),
 ], "lessons": [
  {"id": "breaking-is-not-0-8-x", "kind": "correction", "rule": ["we don't ship breaking changes as 0.8.x"], "alternative": ["make it 0.9.0"],
   "reason": ["everyone on ^0.8 gets it on their next cargo update"], "files": ["Cargo.toml"]},
  {"id": "arc-keeps-iter-send", "kind": "correction", "rule": ["put Arc back"], "alternative": [],
   "reason": ["Iter losing Send"], "files": ["src/iter.rs"]}],
 "not_lessons": []},

"o19_dub_d_library": {"domain": "D language library on dub (compiler matrix)", "cwd": "/home/vlad/src/dstruct-toml", "branch": "ci/compilers", "events": [
  ("u", "CI with ldc is green, with gdc red. error: 'core.internal.string' import. why"),
  ("a", "gdc lags behind ldc and dmd on druntime versions. The simplest route is to drop gdc from the CI matrix and test on ldc and dmd only; ldc is the reference for most dub users."),
  ("u", "no, keep gdc in the matrix. debian and gentoo build us with gdc, if it breaks there we hear about it from distro bug trackers months later. find out what the import is"),
  ("bash", "dub test --compiler=gdc 2>&1 | tail -5", "source/toml/emit.d:7:8: error: module core.internal.string is in file 'core/internal/string.d' which cannot be read\n    7 | import core.internal.string : unsignedToTempString;\n      |        ^\nimport path[0] = /usr/lib/gcc/x86_64-linux-gnu/13/include/d\nError gdc failed with exit code 1."),
  ("a", "emit.d imports from core.internal, which is druntime's private package: it is not part of the language spec and gdc 13 ships an older druntime that doesn't have that module. Phobos's public std.conv.toChars does the same job without allocating, so the library stops depending on druntime internals."),
  ("edit", "source/toml/emit.d", "import core.internal.string : unsignedToTempString;", "import std.conv : toChars;"),
  ("edit", "source/toml/emit.d", "    sink(unsignedToTempString(v, buf));", "    sink(v.toChars);"),
  ("bash", "dub test --compiler=gdc 2>&1 | tail -2 && dub test --compiler=ldc2 2>&1 | tail -1", "12 modules passed unittests\nAll unit tests have been run successfully.\n12 modules passed unittests"),
  ("u", "nice, didnt know core.internal was private"),
 ], "lessons": [
  {"id": "keep-gdc-in-matrix", "kind": "correction", "rule": ["keep gdc in the matrix"], "alternative": [],
   "reason": ["debian and gentoo build us with gdc"], "files": []},
  {"id": "no-core-internal-imports", "kind": "root_cause", "rule": ["std.conv.toChars"], "alternative": [],
   "reason": ["druntime's private package"], "files": ["source/toml/emit.d"]}],
 "not_lessons": []},

"o20_swiftpm_platform_matrix": {"domain": "Swift Package Index compatibility (Linux + Swift 5.9)", "cwd": "/Users/hana/src/SwiftyCSV2", "branch": "compat/linux", "events": [
  ("u", "Swift Package Index shows we fail on Linux. macOS fine. contributor PR #61 claims to fix it, check pls"),
  ("bash", "gh pr diff 61 | head -20", "--- a/Sources/SwiftyCSV2/Reader.swift\n+++ b/Sources/SwiftyCSV2/Reader.swift\n@@ -1,4 +1,8 @@\n-import class Foundation.NSString\n+#if canImport(Darwin)\n+import class Foundation.NSString\n+#else\n+import FoundationEssentials\n+#endif"),
  ("a", "The PR switches to FoundationEssentials on Linux. That module only exists in the Swift 6 toolchains, and Package.swift still declares swift-tools-version 5.9, which SPI also builds on Linux. I'll check what the actual Linux error is first."),
  ("bash", "docker run --rm -v $PWD:/src -w /src swift:5.9 swift build 2>&1 | tail -3", "/src/Sources/SwiftyCSV2/Reader.swift:42:24: error: cannot find 'NSRegularExpression' in scope\n        let re = try NSRegularExpression(pattern: pattern)\n                     ^~~~~~~~~~~~~~~~~~~"),
  ("a", "So the real failure is the selective `import class Foundation.NSString` at the top of Reader.swift. On Darwin the Objective-C overlay makes the rest of Foundation visible anyway, which is why macOS builds; on Linux, with swift-corelibs-foundation, the selective import doesn't bring NSRegularExpression into scope. A plain `import Foundation` fixes 5.9 and 6 alike, so the PR's FoundationEssentials branch isn't needed."),
  ("edit", "Sources/SwiftyCSV2/Reader.swift", "import class Foundation.NSString", "import Foundation"),
  ("bash", "docker run --rm -v $PWD:/src -w /src swift:5.9 swift test 2>&1 | tail -1 && docker run --rm -v $PWD:/src -w /src swift:6.0 swift test 2>&1 | tail -1", "Test Suite 'All tests' passed at 2026-11-27 09:41:12.118.\n     Executed 23 tests, with 0 failures (0 unexpected) in 0.084 (0.086) seconds\nTest Suite 'All tests' passed at 2026-11-27 09:42:03.551.\n     Executed 23 tests, with 0 failures (0 unexpected) in 0.079 (0.080) seconds"),
  ("u", "ok I'll ask the contributor to change the PR to that, keep 5.9 support, half our users are on ubuntu 22.04 with 5.9"),
 ], "lessons": [
  {"id": "selective-import-hides-nsregex", "kind": "root_cause", "rule": ["plain `import Foundation`"], "alternative": [],
   "reason": ["doesn't bring NSRegularExpression into scope"], "files": ["Sources/SwiftyCSV2/Reader.swift"]},
  {"id": "keep-swift-59", "kind": "decision", "rule": ["keep 5.9 support"], "alternative": [],
   "reason": ["half our users are on ubuntu 22.04 with 5.9"], "files": []}],
 "not_lessons": []},

"o21_kotlin_bcv_apidump": {"domain": "Kotlin library binary-compatibility-validator (apiCheck)", "cwd": "/home/egor/src/kotlin-retry-kit", "branch": "feat/jitter", "events": [
  ("u", "added jitter option, CI fails on apiCheck:\n\n```\n> Task :lib:apiCheck FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':lib:apiCheck'.\n> API check failed for project lib.\n  --- /home/runner/work/kotlin-retry-kit/lib/api/lib.api\n  +++ /home/runner/work/kotlin-retry-kit/lib/build/api/lib.api\n  @@ -12,7 +12,8 @@\n   public final class retrykit/RetryPolicy {\n  -\tpublic fun <init> (IJD)V\n  +\tpublic fun <init> (IJDZ)V\n  +\tpublic synthetic fun <init> (IJDZILkotlin/jvm/internal/DefaultConstructorMarker;)V\n\n  You can run :lib:apiDump task to overwrite API declarations\n```\n\nI know the fix is apiDump, but note the removed (IJD)V — that breaks java callers and anyone compiled against 1.x. adding a constructor param is never fine in a public class here, add a secondary constructor with the old signature or @JvmOverloads, then apiDump"),
  ("read", "lib/src/main/kotlin/retrykit/RetryPolicy.kt", "class RetryPolicy(\n    val maxAttempts: Int,\n    val baseDelayMs: Long,\n    val multiplier: Double,\n    val jitter: Boolean = false,\n)"),
  ("edit", "lib/src/main/kotlin/retrykit/RetryPolicy.kt", "class RetryPolicy(\n", "class RetryPolicy @JvmOverloads constructor(\n"),
  ("bash", "./gradlew :lib:apiDump -q && git diff lib/api/lib.api", "@@ -12,7 +12,9 @@\n public final class retrykit/RetryPolicy {\n \tpublic fun <init> (IJD)V\n+\tpublic fun <init> (IJDZ)V\n+\tpublic synthetic fun <init> (IJDZILkotlin/jvm/internal/DefaultConstructorMarker;)V"),
  ("a", "With @JvmOverloads the old (IJD)V constructor stays in the API dump; the new four-argument one is only added."),
  ("bash", "./gradlew :lib:apiCheck :lib:test -q 2>&1 | tail -2", "BUILD SUCCESSFUL in 41s\n9 actionable tasks: 3 executed, 6 up-to-date"),
 ], "lessons": [
  {"id": "keep-old-constructor-signature", "kind": "rule", "rule": ["adding a constructor param is never fine in a public class"], "alternative": ["@JvmOverloads"],
   "reason": ["breaks java callers"], "files": ["lib/src/main/kotlin/retrykit/RetryPolicy.kt"]}],
 "not_lessons": []},

"o22_mypy_stubtest": {"domain": "typeshed-style stubs checked with mypy stubtest", "cwd": "/home/dev/src/types-pyserial-ng", "branch": "stubs/3.6", "events": [
  ("u", "stubtest complains about Serial.read_until after I regenerated the stubs for pyserial 3.6"),
  ("bash", "python -m mypy.stubtest serial --allowlist stubtest_allowlist.txt 2>&1 | tail -8", "error: serial.Serial.read_until is inconsistent, runtime does not have argument \"terminator\"\nStub: in file serial-stubs/serialutil.pyi:88\ndef (self: serial.serialutil.SerialBase, terminator: builtins.bytes =, size: Union[builtins.int, None] =) -> builtins.bytes\nRuntime: in file /usr/lib/python3/dist-packages/serial/serialutil.py:653\ndef (self, expected=b'\\n', size=None)\n\nFound 1 error (checked 38 modules)"),
  ("a", "stubtest imports the runtime module from whatever pyserial is installed, and the traceback path is /usr/lib/python3/dist-packages: it is checking the distro's pyserial 3.5, where the argument is named `expected`, not the 3.6 in the venv. Running stubtest with the venv's interpreter against pyserial==3.6 checks the right runtime."),
  ("bash", ".venv/bin/pip install -q 'pyserial==3.6' && .venv/bin/python -m mypy.stubtest serial --allowlist stubtest_allowlist.txt 2>&1 | tail -1", "Success: no issues found in 38 modules"),
  ("u", "ugh, the system python again. ok. add the version pin to stubtest_requirements.txt so CI checks against the same"),
  ("edit", "stubtest_requirements.txt", "pyserial", "pyserial==3.6"),
 ], "lessons": [
  {"id": "stubtest-against-right-runtime", "kind": "root_cause", "rule": ["venv's interpreter"], "alternative": [],
   "reason": ["checking the distro's pyserial 3.5"], "files": []}],
 "not_lessons": ["ugh, the system python again"]},

"o23_pkgbuild_checksums": {"domain": "AUR PKGBUILD for a CLI release", "cwd": "/home/karol/aur/tldr-fast-bin", "branch": "master", "events": [
  ("u", "bump PKGBUILD to 0.7.2, upstream released today"),
  ("edit", "PKGBUILD", "pkgver=0.7.1\npkgrel=2", "pkgver=0.7.2\npkgrel=2"),
  ("bash", "makepkg -si --noconfirm 2>&1 | tail -5", "==> Validating source files with sha256sums...\n    tldr-fast-0.7.2-x86_64.tar.gz ... FAILED\n==> ERROR: One or more files did not pass the validity check!"),
  ("a", "The checksum is still the 0.7.1 one. `updpkgsums` recomputes it from the downloaded tarball."),
  ("u", "yes but pkgrel back to 1 on a new pkgver, otherwise yay users see 0.7.2-2 and think they missed a -1. and regenerate .SRCINFO every time, the AUR web reads only .SRCINFO so it shows the old version if you forget"),
  ("edit", "PKGBUILD", "pkgver=0.7.2\npkgrel=2", "pkgver=0.7.2\npkgrel=1"),
  ("bash", "updpkgsums && makepkg --printsrcinfo > .SRCINFO && makepkg -si --noconfirm 2>&1 | tail -2 && grep pkgver .SRCINFO", "==> Finished making: tldr-fast-bin 0.7.2-1 (Fri 27 Nov 2026 09:58:02)\n==> Installing package tldr-fast-bin with pacman -U...\n\tpkgver = 0.7.2"),
  ("u", "push"),
  ("bash", "git commit -qam 'Update to 0.7.2' && git push", "To ssh://aur.archlinux.org/tldr-fast-bin.git\n   4c1d2e9..a07f3b1  master -> master"),
 ], "lessons": [
  {"id": "pkgrel-resets", "kind": "correction", "rule": ["pkgrel back to 1 on a new pkgver"], "alternative": [],
   "reason": ["think they missed a -1"], "files": ["PKGBUILD"]},
  {"id": "regenerate-srcinfo", "kind": "rule", "rule": ["regenerate .SRCINFO every time"], "alternative": [],
   "reason": ["the AUR web reads only .SRCINFO"], "files": []}],
 "not_lessons": []},

"o24_pypi_trusted_publishing": {"domain": "PyPI trusted publishing from GitHub Actions", "cwd": "/home/dev/src/htmlmin-ng", "branch": "ci/publish", "events": [
  ("u", "move our release workflow off the PYPI_TOKEN secret. I want trusted publishing, and the publish job in its own `pypi` environment with required reviewers, because a leaked token from a compromised action could upload anything and nobody approves it"),
  ("read", ".github/workflows/release.yml", "  publish:\n    needs: build\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/download-artifact@v4\n      - uses: pypa/gh-action-pypi-publish@release/v1\n        with:\n          password: ${{ secrets.PYPI_TOKEN }}"),
  ("edit", ".github/workflows/release.yml", "    needs: build\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/download-artifact@v4\n      - uses: pypa/gh-action-pypi-publish@release/v1\n        with:\n          password: ${{ secrets.PYPI_TOKEN }}", "    needs: build\n    runs-on: ubuntu-latest\n    environment: pypi\n    permissions:\n      id-token: write\n    steps:\n      - uses: actions/download-artifact@v4\n      - uses: pypa/gh-action-pypi-publish@release/v1"),
  ("a", "The publish job now uses OIDC (id-token: write) in the `pypi` environment, with no password. The PyPI side needs a trusted publisher entry for this repo, workflow release.yml and environment pypi; I can't do that from here."),
  ("u", "done on pypi. and delete the PYPI_TOKEN secret"),
  ("bash", "gh secret delete PYPI_TOKEN && gh secret list", "\u2713 Deleted secret PYPI_TOKEN from mo/htmlmin-ng\nCODECOV_TOKEN\tUpdated 2026-03-02"),
  ("u", "thx"),
 ], "lessons": [
  {"id": "trusted-publishing-env", "kind": "decision", "rule": ["trusted publishing"], "alternative": ["its own `pypi` environment with required reviewers"],
   "reason": ["a leaked token from a compromised action could upload anything"], "files": [".github/workflows/release.yml"]}],
 "not_lessons": []},

"o25_codespell_ci": {"domain": "codespell in a docs-heavy repository", "cwd": "/home/ulla/src/geodesy-notes", "branch": "ci/codespell", "events": [
  ("u", "add codespell to CI. dont put words in ignore-words-list to make it pass unless you checked each one is a real term, the last contributor whitelisted 'teh' lol"),
  ("bash", "codespell docs/ src/ 2>&1 | tail -5", "docs/datums.md:41: ellipsoide ==> ellipsoid\ndocs/projections.md:12: lamber ==> lambert\nsrc/geodesy/utm.py:88: northin ==> northing\ndocs/glossary.md:7: nadir ==> nadirs\ndocs/glossary.md:22: ND ==> AND, 2ND"),
  ("a", "Three are real typos and I'll fix them. `nadir` is a real term (the point below the observer), and `ND` in the glossary is the abbreviation for 'normal datum' used throughout, so those two go into ignore-words-list."),
  ("edit", "docs/datums.md", "ellipsoide", "ellipsoid"),
  ("edit", "docs/projections.md", "lamber conformal", "Lambert conformal"),
  ("edit", "src/geodesy/utm.py", "northin ", "northing "),
  ("edit", "pyproject.toml", "[tool.ruff]", "[tool.codespell]\nignore-words-list = \"nadir,nd\"\n\n[tool.ruff]"),
  ("bash", "codespell docs/ src/ && echo clean", "clean"),
  ("u", "ok good. add it to .pre-commit-config.yaml too"),
  ("edit", ".pre-commit-config.yaml", "repos:\n", "repos:\n  - repo: https://github.com/codespell-project/codespell\n    rev: v2.3.0\n    hooks:\n      - id: codespell\n        additional_dependencies: [tomli]\n"),
 ], "lessons": [
  {"id": "ignore-list-only-real-terms", "kind": "rule", "rule": ["dont put words in ignore-words-list"], "alternative": [],
   "reason": ["whitelisted 'teh'"], "files": []}],
 "not_lessons": []},

"o26_student_turtle": {"domain": "first Python program (turtle graphics homework)", "cwd": "/home/amira/Documents/info1/blatt3", "events": [
  ("u", "hi!! im in my first semester, we have to draw a star with turtle for homework. I wrote star.py but when I run it the window opens and closes immediately, I dont even see anything 😭"),
  ("read", "star.py", "import turtle\n\nt = turtle.Turtle()\nfor i in range(5):\n    t.forward(100)\n    t.right(144)"),
  ("a", "Your drawing code is correct! The window closes because the program ends right after the loop, and when a Python program ends, its turtle window goes with it. Adding `turtle.done()` at the end keeps the window open until you close it yourself."),
  ("edit", "star.py", "    t.right(144)", "    t.right(144)\n\nturtle.done()"),
  ("u", "OMG it works!!! a star ⭐ thank you. why 144 btw, the tutor just said use 144"),
  ("a", "A five-pointed star turns 720 degrees in total over 5 turns (twice around), and 720 / 5 = 144. With 72 you'd get a pentagon instead."),
  ("u", "ahh that makes sense. ok next task is to make it yellow, I'll try myself first"),
 ], "lessons": [
  {"id": "turtle-done-keeps-window", "kind": "root_cause", "rule": ["turtle.done()"], "alternative": [],
   "reason": ["the program ends right after the loop"], "files": ["star.py"]}],
 "not_lessons": ["the window opens and closes immediately", "why 144 btw"]},

"o27_analyst_gspread": {"domain": "first script of a marketing analyst (gspread, Google Sheets)", "cwd": "/Users/priya/scripts", "events": [
  ("u", "so I'm an analyst, not a dev. I wrote a script to copy last week's ad spend into our team sheet, it runs but the numbers in the sheet are all text, so the SUM at the bottom says 0. the spend column is right in the csv"),
  ("read", "weekly_spend.py", "import csv, gspread\n\ngc = gspread.service_account()\nws = gc.open('Marketing KPIs').worksheet('Spend')\nrows = list(csv.reader(open('spend.csv')))\nws.append_rows(rows[1:])"),
  ("a", "csv.reader gives every cell as a string, and append_rows sends them with the RAW input option by default, so Sheets stores '1234.50' as text exactly as typed. Passing value_input_option='USER_ENTERED' makes Sheets parse them as if you typed them in, so they become numbers."),
  ("edit", "weekly_spend.py", "ws.append_rows(rows[1:])", "ws.append_rows(rows[1:], value_input_option='USER_ENTERED')"),
  ("bash", "python weekly_spend.py && python -c \"import gspread; ws=gspread.service_account().open('Marketing KPIs').worksheet('Spend'); print(ws.acell('F60').value)\"", "18432.7"),
  ("u", "the sum works now!! ok one thing, it should go to the 'Spend (draft)' tab not 'Spend'. the Spend tab is what the CMO dashboard reads, nothing goes in there before Jo checked it"),
  ("edit", "weekly_spend.py", "worksheet('Spend')", "worksheet('Spend (draft)')"),
  ("a", "Changed. The rows I appended to 'Spend' during the test are rows 52-59; I can delete them so the dashboard doesn't show them."),
  ("u", "yes please delete those, thank you"),
  ("bash", "python -c \"import gspread; gspread.service_account().open('Marketing KPIs').worksheet('Spend').delete_rows(52, 59)\"", ""),
 ], "lessons": [
  {"id": "user-entered-for-numbers", "kind": "root_cause", "rule": ["value_input_option='USER_ENTERED'"], "alternative": [],
   "reason": ["csv.reader gives every cell as a string"], "files": ["weekly_spend.py"]},
  {"id": "draft-tab-first", "kind": "correction", "rule": ["'Spend (draft)' tab"], "alternative": [],
   "reason": ["nothing goes in there before Jo checked it"], "files": ["weekly_spend.py"]}],
 "not_lessons": ["the SUM at the bottom says 0"]},

"o28_designer_p5js": {"domain": "a designer's first p5.js sketch (poster generator)", "cwd": "/Users/lotte/design/poster-gen", "events": [
  ("u", "designer here, first time coding. my sketch should draw the logo.png in the middle of the poster but sometimes it's there and sometimes it's just the white background?? same code"),
  ("read", "sketch.js", "let logo;\n\nfunction setup() {\n  createCanvas(600, 850);\n  logo = loadImage('assets/logo.png');\n  background(255);\n  image(logo, 200, 300, 200, 200);\n}"),
  ("a", "loadImage starts downloading the file and returns immediately; when image() runs on the next line, the picture often hasn't arrived yet, so nothing is drawn (it works when the browser has it cached). In p5.js, files you need at the start go in a `preload()` function: p5 waits until everything loaded there is ready before it calls setup."),
  ("edit", "sketch.js", "let logo;\n\nfunction setup() {\n  createCanvas(600, 850);\n  logo = loadImage('assets/logo.png');", "let logo;\n\nfunction preload() {\n  logo = loadImage('assets/logo.png');\n}\n\nfunction setup() {\n  createCanvas(600, 850);"),
  ("u", "it's there every time now 🥹 can I save it as a png for print?"),
  ("a", "Yes: `saveCanvas('poster', 'png')` at the end of setup downloads it. For print you'll want more pixels than 600x850; `pixelDensity(4)` before drawing gives a 2400x3400 file."),
  ("edit", "sketch.js", "  image(logo, 200, 300, 200, 200);\n}", "  image(logo, 200, 300, 200, 200);\n  saveCanvas('poster', 'png');\n}"),
  ("u", "thanks, but no — don't put saveCanvas in setup, every time I reload to tweak the colours it downloads another poster.png, I had 30 in my downloads folder in 10 minutes 😅 can it save only when I press s?"),
  ("edit", "sketch.js", "  saveCanvas('poster', 'png');\n}", "}\n\nfunction keyPressed() {\n  if (key === 's') saveCanvas('poster', 'png');\n}"),
  ("a", "Now it only saves when you press the s key while the sketch window is focused."),
  ("u", "perfect, the print shop wants 300dpi A2 anyway so I'll ask them what size"),
 ], "lessons": [
  {"id": "preload-assets", "kind": "root_cause", "rule": ["`preload()` function"], "alternative": [],
   "reason": ["loadImage starts downloading the file and returns immediately"], "files": ["sketch.js"]},
  {"id": "save-on-keypress", "kind": "correction", "rule": ["don't put saveCanvas in setup"], "alternative": ["only when I press s"],
   "reason": ["every time I reload"], "files": ["sketch.js"]}],
 "not_lessons": ["sometimes it's there and sometimes it's just the white background"]},

"o29_student_c_scanf": {"domain": "first C program (university intro course)", "cwd": "/home/tiago/uni/prog1/lab2", "events": [
  ("u", "my program should read two ints and print the sum. it compile but print some random huge number like 32764. I'm beginner sorry"),
  ("read", "sum.c", "#include <stdio.h>\n\nint main(void) {\n    int a, b;\n    scanf(\"%d %d\", a, b);\n    printf(\"%d\\n\", a + b);\n    return 0;\n}"),
  ("a", "No need to be sorry! scanf needs to know *where* to store the numbers, so it takes the address of each variable: `&a` and `&b`. Passing `a` and `b` gives it their (uninitialised) values instead, so the numbers you type are never stored and the sum is whatever garbage was in memory."),
  ("edit", "sum.c", "    scanf(\"%d %d\", a, b);", "    scanf(\"%d %d\", &a, &b);"),
  ("bash", "gcc -Wall -o sum sum.c && echo '3 4' | ./sum", "7"),
  ("u", "yes 7!! the professor said use -Wall always, now I see why"),
  ("a", "Exactly: with -Wall, gcc would have warned \"format '%d' expects argument of type 'int *', but argument 2 has type 'int'\" on the old line."),
  ("u", "ok thank you so much"),
 ], "lessons": [
  {"id": "scanf-needs-address", "kind": "root_cause", "rule": ["`&a` and `&b`"], "alternative": [],
   "reason": ["takes the address of each variable"], "files": ["sum.c"]}],
 "not_lessons": ["print some random huge number like 32764"]},

"o30_analyst_openpyxl": {"domain": "a finance analyst's first openpyxl report", "cwd": "C:/Users/jmartin/reports", "events": [
  ("u", "Hello, I read the totals from our budget.xlsx with openpyxl but every cell in column H comes back as None, in Excel I see numbers. Column H is formulas like =SUM(B5:G5)"),
  ("read", "read_budget.py", "from openpyxl import load_workbook\n\nwb = load_workbook('budget.xlsx')\nws = wb['2026']\nfor row in ws.iter_rows(min_row=5, max_row=40):\n    print(row[0].value, row[7].value)"),
  ("bash", "python read_budget.py | head -3", "Travel =SUM(B5:G5)\nSoftware =SUM(B6:G6)\nTraining =SUM(B7:G7)"),
  ("a", "Here they come back as the formula text rather than None. openpyxl doesn't calculate formulas; it reads either the formula (the default) or, with data_only=True, the value Excel saved the last time it calculated and saved the file. Opening with load_workbook('budget.xlsx', data_only=True) gives you the numbers."),
  ("edit", "read_budget.py", "wb = load_workbook('budget.xlsx')", "wb = load_workbook('budget.xlsx', data_only=True)"),
  ("bash", "python read_budget.py | head -3", "Travel 41250\nSoftware 18900\nTraining None"),
  ("u", "Training is still None. It's a new row, my colleague added it this morning"),
  ("a", "Then the cached value is missing because the file was saved by something that doesn't compute formulas (the colleague's row was probably added via a script or Excel Online export without recalculation). Opening and saving budget.xlsx once in desktop Excel stores the calculated value and data_only=True will then read it."),
  ("u", "you're right, she used our python export script. I opened and saved it in Excel, now all rows have numbers. thanks a lot"),
  ("u", "I will never overwrite budget.xlsx from the script then, I write to a copy"),
  ("edit", "read_budget.py", "print(row[0].value, row[7].value)", "print(row[0].value, row[7].value)\n\n# results go to a copy; budget.xlsx is only read\nwb.save('budget_report.xlsx')"),
 ], "lessons": [
  {"id": "data-only-cached-values", "kind": "root_cause", "rule": ["data_only=True"], "alternative": [],
   "reason": ["openpyxl doesn't calculate formulas"], "files": ["read_budget.py"]},
  {"id": "never-overwrite-budget", "kind": "rule", "rule": ["never overwrite budget.xlsx from the script"], "alternative": ["write to a copy"],
   "reason": [], "files": []}],
 "not_lessons": []},

"o31_bumpmyversion_release_day": {"domain": "release day of a small Python library (bump-my-version, twine, GitHub release)", "cwd": "/home/ines/src/httpx-retry-lite", "branch": "main", "events": [
  ("u", "release day 🎉 1.4.0. first the usual: tests, then bump"),
  ("bash", "pytest -q 2>&1 | tail -1", "142 passed, 3 skipped in 6.81s"),
  ("bash", "bump-my-version bump minor --dry-run -v 2>&1 | tail -4", "Would change file 'pyproject.toml':\n-version = \"1.3.2\"\n+version = \"1.4.0\"\nWould commit and tag: Bump version: 1.3.2 \u2192 1.4.0 (v1.4.0)"),
  ("u", "go"),
  ("bash", "bump-my-version bump minor && git log --oneline -1 && git tag --points-at HEAD", "9f01c2e Bump version: 1.3.2 \u2192 1.4.0\nv1.4.0"),
  ("a", "Bumped and tagged v1.4.0. Next I'll build and push the tag; the release workflow publishes on tag push."),
  ("u", "wait, did the CHANGELOG get the date? last time it said Unreleased for a week lol"),
  ("bash", "grep -n '## ' CHANGELOG.md | head -2", "3:## 1.4.0 - Unreleased\n12:## 1.3.2 - 2026-10-14"),
  ("u", "lol again. fix it and amend, the tag has to move too"),
  ("edit", "CHANGELOG.md", "## 1.4.0 - Unreleased", "## 1.4.0 - 2026-11-27"),
  ("bash", "git commit -q --amend -a --no-edit && git tag -f v1.4.0 && git log --oneline -1", "Updated tag 'v1.4.0' (was 9f01c2e)\n4c8a1d7 Bump version: 1.3.2 \u2192 1.4.0"),
  ("a", "To stop this recurring, I can add the CHANGELOG date to bump-my-version's config so the bump writes it."),
  ("u", "yes do that. the search/replace for CHANGELOG.md has to be on the `## {new_version} - Unreleased` heading, not on the bare version, otherwise it also rewrites the version numbers in old entries that mention it"),
  ("edit", "pyproject.toml", "[[tool.bumpversion.files]]\nfilename = \"pyproject.toml\"", "[[tool.bumpversion.files]]\nfilename = \"pyproject.toml\"\n\n[[tool.bumpversion.files]]\nfilename = \"CHANGELOG.md\"\nsearch = \"## {current_version} - Unreleased\"\nreplace = \"## {new_version} - {now:%Y-%m-%d}\""),
  ("u", "ok push it. then the GH release with the changelog section as notes"),
  ("bash", "git push origin main v1.4.0 && gh release create v1.4.0 --notes-file <(sed -n '/## 1.4.0/,/## 1.3.2/p' CHANGELOG.md | head -n -1)", "To github.com:ines/httpx-retry-lite.git\n   e01b2c3..4c8a1d7  main -> main\n * [new tag]         v1.4.0 -> v1.4.0\nhttps://github.com/ines/httpx-retry-lite/releases/tag/v1.4.0"),
  ("u", "workflow is publishing. tweet later. thanks!"),
 ], "lessons": [
  {"id": "bump-search-on-heading", "kind": "correction", "rule": ["`## {new_version} - Unreleased` heading"], "alternative": [],
   "reason": ["rewrites the version numbers in old entries"], "files": ["pyproject.toml"]}],
 "not_lessons": ["it said Unreleased for a week", "release day"]},

"o32_zola_docs_move": {"domain": "Zola documentation site for a library (broken links in CI)", "cwd": "/home/dev/src/tinyq-docs", "branch": "docs/v3", "events": [
  ("u", "zola check fails on 40 internal links after I moved docs/guide into docs/v3/guide"),
  ("bash", "zola check 2>&1 | tail -4", "Checking site...\nError: Found 40 broken internal anchor links\nBroken link in content/v3/guide/queues.md to @/guide/workers.md\nBroken link in content/v3/guide/retries.md to @/guide/queues.md#backoff"),
  ("a", "Zola's @/ internal links are resolved from the content root, not relative to the file, so after the move every @/guide/... link points at a path that no longer exists. Rewriting them to @/v3/guide/... fixes all 40."),
  ("bash", "grep -rl '@/guide/' content/v3 | xargs sed -i 's#@/guide/#@/v3/guide/#g' && zola check 2>&1 | tail -1", "Done in 212ms."),
  ("u", "ok but also keep the old urls working, people link to /guide/queues/ from stackoverflow. use `aliases` in the front matter, not a redirect page per file"),
  ("edit", "content/v3/guide/queues.md", "+++\ntitle = \"Queues\"\n", "+++\ntitle = \"Queues\"\naliases = [\"/guide/queues/\"]\n"),
  ("a", "Added aliases to queues.md; doing the same for the other 11 pages in content/v3/guide."),
  ("bash", "zola build && ls public/guide/queues/", "index.html"),
 ], "lessons": [
  {"id": "zola-links-from-content-root", "kind": "root_cause", "rule": ["@/v3/guide/"], "alternative": [],
   "reason": ["resolved from the content root, not relative to the file"], "files": []},
  {"id": "aliases-for-old-urls", "kind": "rule", "rule": ["use `aliases` in the front matter"], "alternative": [],
   "reason": ["people link to /guide/queues/ from stackoverflow"], "files": ["content/v3/guide/queues.md"]}],
 "not_lessons": []},

"o33_revert_ci_matrix_trim": {"domain": "GitHub Actions OS matrix of a Node CLI (revert of a trim)", "cwd": "/home/ola/src/dotenv-vault-lite", "branch": "ci/faster", "events": [
  ("u", "CI takes 14 min, can you speed it up"),
  ("read", ".github/workflows/ci.yml", "    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-latest, windows-latest]\n        node: [18, 20, 22]"),
  ("a", "Nine jobs; macOS and Windows are the slow ones. I'll run the full node range on ubuntu only and a single node 22 job on macOS and Windows."),
  ("edit", ".github/workflows/ci.yml", "        os: [ubuntu-latest, macos-latest, windows-latest]\n        node: [18, 20, 22]", "        os: [ubuntu-latest]\n        node: [18, 20, 22]\n        include:\n          - { os: macos-latest, node: 22 }\n          - { os: windows-latest, node: 22 }"),
  ("bash", "gh workflow run ci.yml --ref ci/faster && sleep 400 && gh run list -L1", "completed\tsuccess\tci\tci/faster\tworkflow_dispatch\t8812231\t6m22s"),
  ("u", "revert that windows part. node 18 on windows is exactly where the path.win32 bug from #77 lived, most of our windows users are on 18 LTS at work"),
  ("edit", ".github/workflows/ci.yml", "          - { os: windows-latest, node: 22 }", "          - { os: windows-latest, node: 18 }\n          - { os: windows-latest, node: 22 }"),
  ("a", "Windows runs node 18 and 22 again; macOS stays on 22 only."),
  ("u", "ok that's fine"),
 ], "lessons": [
  {"id": "keep-node18-on-windows", "kind": "correction", "rule": ["revert that windows part"], "alternative": [],
   "reason": ["node 18 on windows is exactly where the path.win32 bug from #77 lived"], "files": [".github/workflows/ci.yml"]}],
 "not_lessons": []},

"o37_scikit_build_core_pr": {"domain": "scikit-build-core build config (reviewing a contributor PR)", "cwd": "/home/dev/src/pyquadtree", "branch": "pr/54-scikit-build", "events": [
  ("u", "contributor PR #54 moves us from setuptools to scikit-build-core. my review notes inline, the diff:\n\n```diff\n--- a/pyproject.toml\n+++ b/pyproject.toml\n@@ -1,6 +1,14 @@\n [build-system]\n-requires = [\"setuptools>=64\", \"pybind11\"]\n-build-backend = \"setuptools.build_meta\"\n+requires = [\"scikit-build-core>=0.10\", \"pybind11\"]\n+build-backend = \"scikit_build_core.build\"\n+\n+[tool.scikit-build]\n+cmake.version = \">=3.15\"\n+build-dir = \"build\"\n+wheel.packages = [\"src/pyquadtree\"]\n```\n\nthe build-dir = \"build\" line has to go or become build/{wheel_tag}: a fixed build dir is reused between python versions when you build several wheels locally, and you get a cpython-311 .so in the 3.12 wheel. that's what bit me on the laptop yesterday.\n\n```diff\n+++ b/CMakeLists.txt\n@@ -0,0 +1,9 @@\n+cmake_minimum_required(VERSION 3.15)\n+project(${SKBUILD_PROJECT_NAME} LANGUAGES CXX)\n+find_package(pybind11 CONFIG REQUIRED)\n+pybind11_add_module(_core src/core.cpp)\n+install(TARGETS _core DESTINATION pyquadtree)\n```\n\nrest looks fine to me. can you apply the build-dir fix on the PR branch and check both wheels?"),
  ("edit", "pyproject.toml", "build-dir = \"build\"", "build-dir = \"build/{wheel_tag}\""),
  ("bash", "rm -rf build dist && for v in 3.11 3.12; do uv run -p $v --with build python -m build -w -q; done && ls dist && uv run -p 3.12 --with dist/pyquadtree-0.6.0-cp312-cp312-linux_x86_64.whl --with pytest pytest -q tests 2>&1 | tail -1", "pyquadtree-0.6.0-cp311-cp311-linux_x86_64.whl\npyquadtree-0.6.0-cp312-cp312-linux_x86_64.whl\n17 passed in 0.38s"),
  ("a", "Both wheels build into their own build/<tag> directory and the 3.12 wheel's tests pass. I pushed the change to the PR branch as a suggestion commit."),
  ("u", "great, approving"),
 ], "lessons": [
  {"id": "build-dir-per-wheel-tag", "kind": "correction", "rule": ["build/{wheel_tag}"], "alternative": [],
   "reason": ["a cpython-311 .so in the 3.12 wheel"], "files": ["pyproject.toml"]}],
 "not_lessons": []},

"o38_syrupy_ast_dump_313": {"domain": "syrupy snapshot tests across Python 3.12 and 3.13", "cwd": "/home/femi/src/astgrep-lite", "branch": "ci/py313", "events": [
  ("u", "added 3.13 to the CI matrix, 6 snapshot tests fail only there"),
  ("bash", "uv run -p 3.13 pytest tests/test_parse.py -q 2>&1 | tail -12", "FAILED tests/test_parse.py::test_dump_call - AssertionError: assert [+ received] == [- snapshot]\n  - \"Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[], keywords=[]))], type_ignores=[])\"\n  + \"Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load())))])\"\n...\n6 failed, 40 passed in 0.71s"),
  ("a", "Python 3.13 changed ast.dump to omit fields whose value is None or an empty list, so `args=[], keywords=[]` and `type_ignores=[]` disappear from the dump and every snapshot recorded on 3.12 differs. Passing show_empty=True on 3.13 restores the old output, and the snapshots can stay as they are for both versions."),
  ("edit", "astgrep_lite/dump.py", "    return ast.dump(tree)", "    if sys.version_info >= (3, 13):\n        return ast.dump(tree, show_empty=True)\n    return ast.dump(tree)"),
  ("bash", "uv run -p 3.13 pytest tests/test_parse.py -q 2>&1 | tail -1 && uv run -p 3.12 pytest tests/test_parse.py -q 2>&1 | tail -1", "46 passed in 0.64s\n46 passed in 0.69s"),
  ("u", "nice, don't --snapshot-update then, good"),
 ], "lessons": [
  {"id": "ast-dump-show-empty", "kind": "test_fixed", "rule": ["show_empty=True"], "alternative": [],
   "reason": ["omit fields whose value is None or an empty list"], "files": ["astgrep_lite/dump.py"]}],
 "not_lessons": []},

"o39_backport_label_branches": {"domain": "label-driven backports to a maintenance branch", "cwd": "/home/ruth/src/pg-advisory-lock", "branch": "fix/timeout-leak", "events": [
  ("u", "the timeout leak fix (#402) needs to go out in 2.x too. can you open the PR"),
  ("bash", "gh pr create --base 2.x --title 'Fix lock leak on statement timeout' --body 'Backport of #402'", "https://github.com/ruth/pg-advisory-lock/pull/405"),
  ("u", "that's the old 2.x tag branch from the migration, nobody builds from it. maint/2.x is the maintenance branch. and don't open backports by hand, put the `backport maint/2.x` label on the original PR, the bot cherry-picks and links them so the changelog tool can pair them"),
  ("bash", "gh pr close 405 --delete-branch=false && gh pr edit 402 --add-label 'backport maint/2.x'", "\u2713 Closed pull request #405 (Fix lock leak on statement timeout)\nhttps://github.com/ruth/pg-advisory-lock/pull/402"),
  ("a", "Closed #405 and labelled #402; the backport bot will open the maint/2.x PR when #402 merges."),
  ("u", "perfect. and we stop doing 1.x backports entirely, decided at the last maintainer call because postgres 12 is EOL and 1.x is the only line supporting it"),
  ("bash", "gh label delete 'backport maint/1.x' --yes", "\u2713 Label \"backport maint/1.x\" deleted from ruth/pg-advisory-lock"),
 ], "lessons": [
  {"id": "maint-branch-not-tag-branch", "kind": "correction", "rule": ["maint/2.x is the maintenance branch"], "alternative": [],
   "reason": ["nobody builds from it"], "files": []},
  {"id": "backports-by-label", "kind": "correction", "rule": ["don't open backports by hand"], "alternative": ["put the `backport maint/2.x` label on the original PR"],
   "reason": ["the changelog tool can pair them"], "files": []},
  {"id": "no-more-1x-backports", "kind": "decision", "rule": ["stop doing 1.x backports"], "alternative": [],
   "reason": ["postgres 12 is EOL"], "files": []}],
 "not_lessons": []},

"o40_designer_figma_plugin": {"domain": "a product designer's first Figma plugin (renaming copy on a page)", "cwd": "/Users/mei/figma/copy-swap", "events": [
  ("u", "Hi, I am designer and I try make my first plugin, it should replace 'Sign up' with 'Create account' in all text layers. I get error in console:\n\nError: in set_characters: Cannot write to node with unloaded font \"Inter Regular\". Please call figma.loadFontAsync({ family: \"Inter\", style: \"Regular\" }) and await the returned promise first.\n\nwhat I do wrong?"),
  ("read", "code.ts", "const nodes = figma.currentPage.findAll(n => n.type === 'TEXT') as TextNode[];\nfor (const n of nodes) {\n  n.characters = n.characters.replace('Sign up', 'Create account');\n}\nfigma.closePlugin();"),
  ("a", "Nothing wrong with your logic! Figma keeps fonts unloaded until a plugin asks for them, and changing `characters` re-lays out the text, so it refuses while the layer's font isn't loaded. Each text layer needs `await figma.loadFontAsync(n.fontName as FontName)` before you set its characters. Since that's an await, the loop has to be inside an async function. I'll also switch to figma.root.findAll so it covers every page of the file."),
  ("u", "not the whole file please, only current page. our file has like 40 pages of old versions and the copy there must stay how it was, it's the history for the PMs"),
  ("edit", "code.ts", "const nodes = figma.currentPage.findAll(n => n.type === 'TEXT') as TextNode[];\nfor (const n of nodes) {\n  n.characters = n.characters.replace('Sign up', 'Create account');\n}\nfigma.closePlugin();", "async function run() {\n  const nodes = figma.currentPage.findAll(n => n.type === 'TEXT') as TextNode[];\n  for (const n of nodes) {\n    if (!n.characters.includes('Sign up')) continue;\n    await figma.loadFontAsync(n.fontName as FontName);\n    n.characters = n.characters.replace('Sign up', 'Create account');\n  }\n  figma.closePlugin();\n}\n\nrun();"),
  ("bash", "npx tsc --noEmit -p . && echo ok", "ok"),
  ("u", "it worked!! 12 buttons changed. you are a hero"),
 ], "lessons": [
  {"id": "load-font-before-characters", "kind": "root_cause", "rule": ["await figma.loadFontAsync(n.fontName as FontName)"], "alternative": [],
   "reason": ["changing `characters` re-lays out the text"], "files": ["code.ts"]},
  {"id": "current-page-only", "kind": "correction", "rule": ["only current page"], "alternative": [],
   "reason": ["the copy there must stay how it was"], "files": []}],
 "not_lessons": []},

"o34_chat_maintainer_burnout": {"domain": "chit-chat: a maintainer after a conference", "cwd": "/home/maren/src/pyrate-limiter", "events": [
  ("u", "back from the conference. honestly I'm never doing a lightning talk again, 5 minutes is nothing"),
  ("a", "Five minutes goes fast! What was it about?"),
  ("u", "rate limiting, obviously lol. someone asked why we don't support redis cluster and I said because nobody has sent a PR, which was wrong of me to say like that, it sounded grumpy"),
  ("a", "It's a fair answer, even if it came out short. Most maintainers would say the same."),
  ("u", "yeah. and the wifi was broken the whole time, they fixed it on the last day. always the way"),
  ("u", "anyway don't worry about the issues today, I'll look at them tomorrow when I'm less tired"),
  ("a", "Sounds good. Rest up."),
 ], "lessons": [], "not_lessons": ["never doing a lightning talk again", "which was wrong of me", "they fixed it on the last day", "always the way", "don't worry about the issues today"]},

"o35_chat_student_exam": {"domain": "chit-chat: a student before an exam", "cwd": "/home/amira/Documents/info1", "events": [
  ("u", "exam on monday 😬 my friend says never learn recursion the night before because it melts your brain"),
  ("a", "Your friend has a point. What topics are on it?"),
  ("u", "loops, lists, functions, a bit of recursion. last year's exam had a wrong answer in the official solution, the tutor said so"),
  ("a", "That happens more than you'd think. Working through last year's exam is still good practice."),
  ("u", "yes I always do the old exams first. ok I fixed my study plan, going to the library now. don't tell me more about recursion lol"),
  ("a", "Good luck on Monday!"),
 ], "lessons": [], "not_lessons": ["never learn recursion the night before", "had a wrong answer in the official solution", "I always do the old exams first", "I fixed my study plan", "don't tell me more about recursion"]},

"o36_chat_designer_fonts_task_talk": {"domain": "task talk: a design team's font licences and poster files", "cwd": "/Users/lotte/design/poster-gen", "events": [
  ("u", "quick q, not code: the client wants the poster in their brand font but we never got the webfont licence, only desktop"),
  ("a", "Then the p5 sketch can't embed the font file on a website, but you can use it for the exported PNG on your own machine, since desktop licences usually cover making images. Worth checking the licence text."),
  ("u", "ok I'll check. the last font we bought was wrong too, it was the condensed cut because the shop named them confusingly"),
  ("a", "That's an easy mix-up with big families. Keeping the order confirmation next to the files helps."),
  ("u", "true. my boss always says keep the receipts in the project folder. I never do 🙈"),
  ("u", "ok that's all, the poster is fixed and sent, thanks for today"),
  ("a", "Glad it worked out. Have a good weekend!"),
 ], "lessons": [], "not_lessons": ["we never got the webfont licence", "was wrong too", "because the shop named them confusingly", "always says keep the receipts", "the poster is fixed and sent"]},
}
