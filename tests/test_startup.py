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


def test_hook_run_never_loads_a_model(rg, kb, code_repo):
    """What the git shims start: queue, drain and capture use git and YAML, never the model."""
    code = (f"import os, sys\nos.chdir({str(code_repo)!r})\nos.environ['REFLECTGIT_HOOK_FOREGROUND']='1'\n"
            f"sys.argv=['reflectgit','hook','run','post-commit']\n"
            "from reflectgit.__main__ import main\ntry:\n    main()\nexcept SystemExit:\n    pass")
    mods = _modules_after(code)
    assert "dulwich" in mods  # it did handle the commit
    assert not (mods & {"torch", "sentence_transformers", "onnxruntime", "numpy", "jinja2", "click"})


def test_every_setting_is_documented():
    from pathlib import Path

    from reflectgit.config import SETTINGS

    page = (Path(__file__).resolve().parents[1] / "docs" / "configuration.md").read_text()
    missing = [name for name in SETTINGS if f"`{name}`" not in page]
    assert not missing


def test_help_and_hooks_never_import_the_mcp_sdk(rg, kb):
    """`reflectgit mcp` is registered on the CLI, but only running it imports the SDK."""
    for argv in (["reflectgit", "--help"], ["reflectgit", "mcp", "--help"], ["reflectgit", "agent", "install", "--help"],
                 ["reflectgit", "--kb", str(kb), "status"]):
        out = subprocess.run([sys.executable, "-c", f"import sys\nsys.argv={argv!r}\n"
                              "from reflectgit.cli import main\ntry:\n    main()\nexcept SystemExit:\n    pass\n"
                              "print('@@MODULES@@')\nprint('\\n'.join(sys.modules))"],
                             capture_output=True, text=True, check=True).stdout
        mods = {m.split(".")[0] for m in out.split("@@MODULES@@", 1)[1].split()}
        assert not (mods & {"mcp", "mcp_types", "pydantic", "anyio", "starlette"}), (argv, mods & {"mcp", "pydantic"})


def test_a_hook_leaves_at_once_while_a_drain_runs(rg, kb, code_repo):
    """A burst of commits: the drain that runs handles them all; the other hooks only queue
    their event and leave without loading git or the KB."""
    import fcntl
    import os

    lock = os.open(kb / ".reflectgit" / "drain.lock", os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(lock, fcntl.LOCK_EX)  # a drain is running
    try:
        code = (f"import os, sys\nos.chdir({str(code_repo)!r})\nos.environ['REFLECTGIT_HOOK_FOREGROUND']='1'\n"
                f"sys.argv=['reflectgit','hook','run','post-commit']\n"
                "from reflectgit.__main__ import main\ntry:\n    main()\nexcept SystemExit:\n    pass")
        mods = _modules_after(code)
        assert not (mods & {"dulwich", "yaml", "click", "numpy"}), mods & {"dulwich", "yaml", "click", "numpy"}
        assert len(list((kb / ".reflectgit" / "queue").glob("*.json"))) == 1  # queued for that drain
    finally:
        os.close(lock)
    assert rg.json("hooks", "drain")[0]["event"].endswith(".json")  # and handled by the next one


def test_search_without_a_server_imports_no_cli_framework(rg, kb, tmp_path):
    """No server: `search` recalls in-process through the thin path, not click and its command
    modules (~15-20 ms of a first search); the model comes through onnxruntime, never torch."""
    import os

    rg("add", "--title", "Pin the docker base image digest", "--project", "p", "--branch", "main")
    env = {"REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "0", "REFLECTGIT_PROJECT": "p", "REFLECTGIT_BRANCH": "main"}
    rg("reindex", env=env)
    code = ("import sys\nsys.argv=['reflectgit','search','docker base image','--no-cache']\n"
            "from reflectgit.__main__ import main\ntry:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('@@MODULES@@')\nprint('\\n'.join(sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path,
                         env={**os.environ, **env}).stdout
    mods = {m.split(".")[0] for m in out.split("@@MODULES@@", 1)[1].split()}
    assert "Pin the docker base image digest" in out and "onnxruntime" in mods
    assert not (mods & {"click", "torch", "sentence_transformers", "jinja2", "mcp"}), mods & {"click", "torch"}
    assert "reflectgit.cli" not in out.split("@@MODULES@@", 1)[1].split()


def test_numpy_matrix_products_run_on_one_thread_unless_the_user_says(tmp_path):
    """Recall's small matrix products are faster on one BLAS thread, and idle BLAS threads spin
    on the other core: importing reflectgit asks for one, and a value the user set stands."""
    import os

    code = "import reflectgit, os; print(os.environ['OPENBLAS_NUM_THREADS'])"
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "1"
    out = subprocess.run([sys.executable, "-c", code], env={**env, "OPENBLAS_NUM_THREADS": "4"},
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "4"
