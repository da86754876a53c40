"""Plugins: a toy distribution installed with pip (entry-point group ``reflectgit``) adds a
command, a transcript format that session capture uses, and an event sink that hears a real KB
change; a broken plugin is reported and left out. Everything goes through the CLI in a
subprocess, as a user with that plugin installed would run it."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import run_cli

TOY_PLUGIN = '''
"""A toy reflectgit plugin: one of each hook."""
import json
import os
from pathlib import Path

import click

from reflectgit import hookimpl


@hookimpl
def register_commands(cli):
    @cli.command("toy-hello")
    @click.argument("name")
    def toy_hello(name):
        """Greet NAME (from the toy plugin)."""
        click.echo(f"hello {name} from the toy plugin")


def read_toy_chat(path):
    from reflectgit.capture.transcript import Transcript, Turn
    from reflectgit.privacy import strip_private

    data = json.loads(Path(path).read_text())
    turns = [Turn(i, said["who"], strip_private(said["text"])) for i, said in enumerate(data["chat"])]
    return Transcript(turns, session=data["id"], path=str(path), cwd=data["cwd"])


@hookimpl
def register_transcript_formats(register):
    from reflectgit.plugins import TranscriptFormat

    register(TranscriptFormat("toy-chat", read_toy_chat, sniff=lambda path: path.suffix == ".toychat"))


@hookimpl
def track_event(kb_path, event, record):
    with open(os.environ["TOY_EVENTS"], "a") as f:
        f.write(json.dumps({"kb": str(kb_path), "event": event, "ids": record.get("ids")}) + "\\n")


@hookimpl
def register_harnesses(register):
    from reflectgit.plugins import Harness

    def settings(scope, project_dir):
        return Path(project_dir) / f".toy-agent-{scope}.json"

    def install(scope, project_dir):
        settings(scope, project_dir).write_text(json.dumps({"hook": "reflectgit agent hook --harness toy-agent"}))
        return {"settings": str(settings(scope, project_dir)), "events": ["done"], "notes": []}

    def uninstall(scope, project_dir):
        path = settings(scope, project_dir)
        removed = ["done"] if path.exists() else []
        path.unlink(missing_ok=True)
        return {"settings": str(path), "removed": removed}

    def status(scope, project_dir):
        path = settings(scope, project_dir)
        return {"settings": str(path), "installed": ["done"] if path.exists() else []}

    register(Harness("toy-agent", install, uninstall, status, run_hook=lambda event, stdin, cut: f"toy {event}: {stdin}"))


@hookimpl
def register_importers(register):
    from reflectgit.plugins import Importer

    def run(kb, source, context, progress):
        added = []
        with kb.transaction("import toy notes", op="import --from toy-notes", actor="import") as tx:
            taken = kb.ids()
            for path in sorted(Path(source).glob("*.txt")):
                title, _, body = path.read_text().partition("\\n")
                note = kb.build_note({"title": title, "type": "rule"}, body, context=context, taken=taken)
                tx.save(note)
                added.append(note.id)
        return {"added": added, "skipped": [], "folder": str(source)}

    register(Importer("toy-notes", run))


class HashBackend:
    def encode(self, texts, batch_size):
        import numpy as np

        with open(os.environ["TOY_EMBED_LOG"], "a") as f:
            f.write(f"{len(texts)}\\n")
        out = np.zeros((len(texts), 16), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.lower().split():
                out[i, sum(word.encode()) % 16] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1, norms)


@hookimpl
def register_embedders(register):
    from reflectgit.plugins import Embedder

    register(Embedder("toy-hash", HashBackend, lambda: "toy-hash:1", dim=16))
'''

PYPROJECT = '''
[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "reflectgit-toy"
version = "0.3"

[project.entry-points.reflectgit]
toy = "reflectgit_toy"
broken = "reflectgit_toy_broken"

[tool.setuptools]
py-modules = ["reflectgit_toy", "reflectgit_toy_broken"]
'''


@pytest.fixture(scope="module")
def toy_site(tmp_path_factory) -> Path:
    """The toy distribution, built and installed by pip into a folder that goes on PYTHONPATH."""
    src = tmp_path_factory.mktemp("toy-src")
    (src / "pyproject.toml").write_text(PYPROJECT)
    (src / "reflectgit_toy.py").write_text(TOY_PLUGIN)
    (src / "reflectgit_toy_broken.py").write_text('raise ImportError("this plugin needs a library that is not installed")\n')
    target = tmp_path_factory.mktemp("toy-site")
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "--no-index",
                    "--target", str(target), str(src)], check=True, capture_output=True, text=True)
    assert list(target.glob("reflectgit_toy-0.3.dist-info"))
    return target


def toy_cli(*args: str, site: Path, cwd: Path, input: str | None = None, **env: str) -> subprocess.CompletedProcess:
    return run_cli(*args, cwd=cwd, env={"PYTHONPATH": str(site), **env}, input=input)


CHAT = [
    {"who": "user", "text": "Add retries to the upload client in client/upload.py"},
    {"who": "assistant", "text": "I'll use requests with a Retry adapter."},
    {"who": "user", "text": "No, don't use requests here, we vendor httpx. <private>token sk-toy-secret</private>"},
    {"who": "assistant", "text": "Switching to httpx with a transport retry."},
    {"who": "user", "text": "From now on, always pass a timeout to httpx calls."},
]


def test_toy_plugin_command_format_and_event_sink(kb, code_repo, tmp_path, toy_site):
    # its command runs, and shows in --help and `plugins`
    out = toy_cli("toy-hello", "world", site=toy_site, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "hello world from the toy plugin"
    assert "plugin broken (reflectgit_toy_broken) failed to load" in out.stderr  # named, then left out
    assert "toy-hello" in toy_cli("--help", site=toy_site, cwd=tmp_path).stdout
    listed = json.loads(toy_cli("plugins", "--json", site=toy_site, cwd=tmp_path).stdout)
    assert [(p["name"], p["version"]) for p in listed] == [("reflectgit-toy", "0.3")]
    assert listed[0]["hooks"] == ["register_commands", "register_embedders", "register_harnesses",
                                  "register_importers", "register_transcript_formats", "track_event"]
    assert listed[0]["commands"] == ["toy-hello"] and listed[0]["transcript_formats"] == ["toy-chat"]

    # session capture reads its format (recognised by its sniffer, no --format), and the
    # capture's commit reaches its event sink
    chat = tmp_path / "session.toychat"
    chat.write_text(json.dumps({"id": "toy-sess-1", "cwd": str(code_repo), "chat": CHAT}))
    events = tmp_path / "toy-events.jsonl"
    out = toy_cli("capture", "transcript", str(chat), "--json", site=toy_site, cwd=tmp_path, TOY_EVENTS=str(events))
    assert out.returncode == 0, out.stderr
    captured = json.loads(out.stdout)["captured"]
    assert captured and "correction" in {s["kind"] for s in json.loads(out.stdout)["signals"]}
    notes = {n["id"]: n for n in json.loads(toy_cli("list", "--json", site=toy_site, cwd=tmp_path).stdout)}
    assert set(captured) <= set(notes)
    heard = [json.loads(line) for line in events.read_text().splitlines()]
    assert {"kb": str(kb), "event": "note_captured", "ids": captured} in heard
    assert "sk-toy-secret" not in (kb / ".reflectgit" / "events.jsonl").read_text()

    # an unknown format names the plugin's among the choices
    out = toy_cli("capture", "transcript", str(chat), "--format", "nope", site=toy_site, cwd=tmp_path)
    assert out.returncode == 2 and "toy-chat" in out.stderr


def test_toy_harness_importer_and_embedder(kb, code_repo, tmp_path, toy_site):
    # the harness: install, status, its hook, uninstall
    out = toy_cli("agent", "install", "toy-agent", "--local", "--json", site=toy_site, cwd=code_repo)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["settings"] == str(code_repo / ".toy-agent-local.json")
    status = json.loads(toy_cli("agent", "status", "toy-agent", "--local", "--json", site=toy_site, cwd=code_repo).stdout)
    assert status["installed"] == ["done"]
    out = toy_cli("agent", "hook", "--harness", "toy-agent", "Stop", site=toy_site, cwd=code_repo, input="{}")
    assert out.stdout.strip() == "toy Stop: {}"
    assert "toy-agent" in toy_cli("agent", "install", "--help", site=toy_site, cwd=code_repo).stdout
    toy_cli("agent", "uninstall", "toy-agent", "--local", site=toy_site, cwd=code_repo)
    assert not (code_repo / ".toy-agent-local.json").exists()

    # the importer, through `import --from`
    folder = tmp_path / "toy-notes"
    folder.mkdir()
    (folder / "a.txt").write_text("Retry uploads with httpx transports\nThe CDN answers 503 while it warms up.\n")
    out = toy_cli("import", "--from", "toy-notes", str(folder), "--json", site=toy_site, cwd=code_repo,
                  REFLECTGIT_EMBED_BACKEND="toy-hash", TOY_EMBED_LOG=str(tmp_path / "embed.log"))
    assert out.returncode == 0, out.stderr
    added = json.loads(out.stdout)["added"]
    assert len(added) == 1 and json.loads(out.stdout)["reindexed"]

    # the embedder: the import's reindex and a search embedded with it, in 16 dimensions
    out = toy_cli("search", "httpx uploads", "--json", site=toy_site, cwd=code_repo,
                  REFLECTGIT_EMBED_BACKEND="toy-hash", TOY_EMBED_LOG=str(tmp_path / "embed.log"))
    assert out.returncode == 0, out.stderr
    assert added[0] in out.stdout
    assert (tmp_path / "embed.log").read_text().split() == ["1", "1"]  # the note, then the query
    with sqlite3.connect(kb / ".reflectgit" / "index.db") as con:
        assert con.execute("select value from meta where key = 'embedder'").fetchone() == ("toy-hash:1:w7",)  # :w7: long notes' windows


def test_without_the_plugin_its_format_and_command_are_unknown(kb, tmp_path):
    out = run_cli("toy-hello", "world", cwd=tmp_path)
    assert out.returncode == 2 and "No such command 'toy-hello'" in out.stderr
    assert json.loads(run_cli("plugins", "--json", cwd=tmp_path).stdout) == []


def test_a_plugin_installed_later_is_found(kb, tmp_path, toy_site):
    """Discovery is skipped while nothing on sys.path changed since it found no plugin; adding a
    distribution to a folder of sys.path changes that folder, so the next command finds it."""
    import shutil

    site = tmp_path / "site"
    site.mkdir()
    assert json.loads(toy_cli("plugins", "--json", site=site, cwd=tmp_path).stdout) == []
    assert json.loads(toy_cli("plugins", "--json", site=site, cwd=tmp_path).stdout) == []  # from the marker
    shutil.copytree(toy_site, site, dirs_exist_ok=True)
    listed = json.loads(toy_cli("plugins", "--json", site=site, cwd=tmp_path).stdout)
    assert [p["name"] for p in listed] == ["reflectgit-toy"]


def test_builtins_are_default_plugins(rg):
    listed = {p["name"]: p for p in rg.json("plugins", "--all")}
    assert listed["reflectgit.default_plugins.claude"]["harnesses"] == ["claude"]
    assert listed["reflectgit.default_plugins.codex"]["transcript_formats"] == ["codex-jsonl"]
    assert listed["reflectgit.default_plugins.minilm"]["embedders"] == ["onnx", "onnx-fp32", "torch"]
    assert listed["reflectgit.default_plugins.reflect_memory"]["importers"] == ["reflect-memory"]
    assert listed["reflectgit.default_plugins.shell_events"]["hooks"] == ["track_event"]
    assert all(p["builtin"] for p in listed.values())


def test_shell_event_sink_still_runs_the_command(kb, code_repo, tmp_path):
    """``REFLECTGIT_EVENTS_ON_<EVENT>`` is the built-in sink: same JSON on stdin, same variable."""
    got = tmp_path / "hook-out"
    chat = tmp_path / "chat.txt"
    chat.write_text("".join(f"{'User' if t['who'] == 'user' else 'Assistant'}: {t['text']}\n" for t in CHAT))
    command = f'{{ echo "$REFLECTGIT_EVENT"; cat; }} > {got}.tmp && mv {got}.tmp {got}'
    out = run_cli("capture", "transcript", str(chat), "--json", cwd=code_repo,
                  env={"REFLECTGIT_EVENTS_ON_NOTE_CAPTURED": command})
    assert out.returncode == 0, out.stderr
    captured = json.loads(out.stdout)["captured"]
    deadline = time.time() + 60
    while not got.exists() and time.time() < deadline:
        time.sleep(0.1)
    event, record = got.read_text().split("\n", 1)
    assert event == "note_captured" and json.loads(record)["ids"] == captured
