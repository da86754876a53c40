"""Hooks and --help stay light: no git library, YAML parser or model at start-up."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("dulwich", "yaml", "ruamel", "torch", "sentence_transformers", "sqlite_utils", "numpy", "jinja2")


def _modules_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout
    return {m.split(".")[0] for m in out.split()}


def test_help_imports_nothing_heavy():
    mods = _modules_after("import sys\nsys.argv=['reflectgit','--help']\n"
                          "from reflectgit.cli import main\ntry:\n    main()\nexcept SystemExit:\n    pass")
    assert not (mods & set(HEAVY)), mods & set(HEAVY)


def test_status_imports_no_model(rg, kb):
    mods = _modules_after(f"import sys\nsys.argv=['reflectgit','--kb',{str(kb)!r},'status']\n"
                          "from reflectgit.cli import main\ntry:\n    main()\nexcept SystemExit:\n    pass")
    assert not (mods & {"torch", "sentence_transformers", "numpy", "jinja2"})
