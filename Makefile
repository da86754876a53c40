# Two entry points (see README.md): `make demo` and `make test`.
# Both create .venv and install reflectgit with constraints.txt, which pins the CPU build of
# PyTorch so an install never pulls the multi-GB CUDA packages.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup demo test lint bench clean browser docs

$(STAMP): pyproject.toml setup.py constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet -c constraints.txt -e '.[test]'
	$(BIN)/reflectgit model prepare
	touch $(STAMP)

setup: $(STAMP)

demo: $(STAMP)
	$(BIN)/reflectgit demo

# The site's browser test drives Debian's chromium (no browser download): install it when missing.
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get install -y -q chromium >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; }; \
	  else echo "note: install Debian chromium (sudo apt-get install chromium) for the site's browser test" >&2; fi; }

# The suite includes tests/test_wheel.py: it builds the wheel, installs it into a fresh virtualenv
# (not .venv) and runs the commands from there, so a normal `pip install .` is tested too.
# Lint and types first (ruff with import order, mypy on the package), then the suite.
lint: $(STAMP)
	$(BIN)/ruff check reflectgit tests benchmarks
	$(BIN)/mypy

# One worker per core (pytest-xdist): each test has its own HOME, KB and temp folders, and each
# worker its own Postgres; `worksteal` moves queued tests off a worker held up by a slow one.
# TEST_WORKERS=0 runs in one process. The 25 slowest tests are listed at the end, to keep the run short.
TEST_WORKERS ?= auto

test: $(STAMP) browser lint
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist worksteal --durations=25

# The docs (docs/, MkDocs): regenerate the pages made from the code (cog), then build the site
# offline into site-docs/ (git-ignored). tests/test_docs.py fails when a generated page is stale.
DOCS_GENERATED := docs/cli.md docs/configuration.md
docs: $(STAMP)
	$(BIN)/python -m cogapp -r -I docs $(DOCS_GENERATED)
	$(BIN)/python -m mkdocs build --strict

bench: $(STAMP)
	$(BIN)/python benchmarks/startup.py

clean:
	rm -rf $(VENV) build dist *.egg-info site-docs
