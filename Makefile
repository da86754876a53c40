# Two entry points (see README.md): `make demo` and `make test`.
# Both create .venv and install reflectgit with constraints.txt, which pins the CPU build of
# PyTorch so an install never pulls the multi-GB CUDA packages.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup demo test bench clean

$(STAMP): pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet -c constraints.txt -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

demo: $(STAMP)
	$(BIN)/reflectgit demo

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/startup.py

clean:
	rm -rf $(VENV) build *.egg-info
