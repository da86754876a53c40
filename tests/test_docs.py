"""The docs cannot drift: generated pages match the code, the site builds, the README stays short."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ["docs/cli.md", "docs/configuration.md"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_generated_pages_match_the_code():
    result = run("cogapp", "--check", "-I", "docs", *GENERATED)
    assert result.returncode == 0, (
        f"{result.stdout}{result.stderr}\nA generated docs page is out of date: run `make docs` and commit it."
    )


def test_cli_reference_lists_every_visible_command():
    import click

    from reflectgit.cli import cli

    text = (ROOT / "docs/cli.md").read_text()

    def walk(group: click.Group, ctx: click.Context):
        for name in group.list_commands(ctx):
            command = group.get_command(ctx, name)
            if command is None:
                continue
            sub = click.Context(command, info_name=name, parent=ctx)
            heading = re.search(rf"^#+ {re.escape(sub.command_path)}$", text, re.M)
            assert bool(heading) != command.hidden, sub.command_path
            if isinstance(command, click.Group) and not command.hidden:
                walk(command, sub)

    walk(cli, click.Context(cli, info_name="reflectgit"))


def test_the_overview_lists_every_choice_of_an_option():
    """The command table names option values by hand (`--arm bm25\\|vector...`): it left out `entity`."""
    import click

    from reflectgit.cli import cli

    text = (ROOT / "docs/cli.md").read_text()
    ctx = click.Context(cli, info_name="reflectgit")
    written = re.findall(r"^\| `([a-z-]+) [^\n]*?`(--[a-z-]+) ([a-z0-9-]+(?:\\\|[a-z0-9-]+)+)`", text, re.M)
    assert written, "the overview's option lists moved; update this test"
    for name, option, values in written:
        command = cli.get_command(ctx, name)
        assert command is not None, name
        [param] = [p for p in command.params if option in getattr(p, "opts", ())]
        assert isinstance(param.type, click.Choice), (name, option)
        assert values.split("\\|") == list(param.type.choices), (name, option)


def test_the_overview_lists_every_choice_of_a_subcommand_and_every_harness():
    """review: the overview gave `capture transcript [--format claude-jsonl\\|codex-jsonl\\|plain]` (no
    `gemini-json`) and `agent install\\|uninstall\\|status claude` (no codex, no gemini)."""
    import click

    from reflectgit.cli import cli

    text = (ROOT / "docs/cli.md").read_text()
    ctx = click.Context(cli, info_name="reflectgit")
    rows = re.findall(r"^\| `([a-z][^`]*)`", text, re.M)
    checked = 0
    for row in rows:
        words = re.match(r"[a-z-]+(?: [a-z-]+)*", row)
        command: click.Command | None = cli
        for word in (words.group(0).split() if words else []):
            sub = command.get_command(ctx, word) if isinstance(command, click.Group) else None
            if sub is None:
                break
            command = sub
        for option, values in re.findall(r"\[(--[a-z-]+) ([a-z0-9-]+(?:\\\|[a-z0-9-]+)+)\]", row):
            [param] = [p for p in command.params if option in getattr(p, "opts", ())]
            assert isinstance(param.type, click.Choice), (row, option)
            assert set(values.split("\\|")) == set(param.type.choices), (row, option)
            checked += 1
    assert checked, "the overview's option lists moved; update this test"
    install = cli.get_command(ctx, "agent").get_command(ctx, "install")  # type: ignore[union-attr]
    harnesses = set(install.params[0].type.choices) - {"mcp"}
    [listed] = re.findall(r"^\| `agent install\\\|uninstall\\\|status ([a-z\\|]+) ", text, re.M)
    assert set(listed.split("\\|")) == harnesses


def test_settings_page_lists_every_setting():
    from reflectgit.config import SETTINGS

    text = (ROOT / "docs/configuration.md").read_text()
    assert all(f"`{name}`" in text for name in SETTINGS)


@pytest.mark.slow
def test_docs_build_strict_offline(tmp_path):
    result = run("mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "site"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert (tmp_path / "site" / "cli" / "index.html").exists()
    assert not (tmp_path / "site" / "docgen.py").exists()


def test_readme_is_short_and_starts_with_the_two_commands():
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 150
    head = "\n".join(lines[:8])
    assert "make demo" in head and "make test" in head


@pytest.mark.slow
def test_python_api_examples_run(tmp_path):
    """docs/api.md's examples run, in order, as one script on a throwaway KB."""
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "docs/api.md").read_text(), re.S)
    assert blocks
    script = tmp_path / "api_examples.py"
    script.write_text("\n".join(blocks))
    result = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "first-push" in result.stdout
