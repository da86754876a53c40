"""The plugin manager: reflectgit's own integrations and the installed plugins, behind one API.

As in llm and datasette, the built-ins are plugins listed in :data:`DEFAULT_PLUGINS`, and other
distributions join through the ``reflectgit`` entry-point group. Nothing here runs at import
of the CLI: :func:`load_plugins` is called the first time a command needs a harness, a
transcript format, an embedder, an importer, an event sink or the plugins' commands, so git
hooks and built-in commands never pay for it. Discovery itself (importlib.metadata, ~50 ms of
CPU) is skipped while a marker in the cache says that no distribution on this ``sys.path``, as
last seen, declares a ``reflectgit`` entry point: installing or removing a distribution changes
its folder's mtime, so the marker no longer matches.

Built-ins are registered first and pluggy calls the last registered first, so an installed
plugin's registration comes before the built-in one and wins a name they both use; the built-in
catch-all transcript sniffers run last.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pluggy

from reflectgit import hookspecs

if TYPE_CHECKING:
    import click

    from reflectgit.capture.transcript import Transcript

GROUP = "reflectgit"
DEFAULT_PLUGINS = (
    "reflectgit.default_plugins.claude",
    "reflectgit.default_plugins.codex",
    "reflectgit.default_plugins.gemini",
    "reflectgit.default_plugins.plain_transcript",
    "reflectgit.default_plugins.minilm",
    "reflectgit.default_plugins.reflect_memory",
    "reflectgit.default_plugins.basic_memory",
    "reflectgit.default_plugins.claude_mem",
    "reflectgit.default_plugins.shell_events",
)

pm = pluggy.PluginManager(GROUP)
pm.add_hookspecs(hookspecs)
_loaded = False


@dataclass(frozen=True)
class Harness:
    """An agent harness: how reflectgit hooks into it and what its hooks do.

    ``install``/``uninstall``/``status`` take ``(scope, project_dir)`` (scope is ``project``,
    ``local`` or ``user``) and return a JSON-able dict naming at least the ``settings`` file
    they looked at; an ``install`` that also takes ``kb`` (an absolute path) writes it into its
    hook commands as ``--kb`` (`agent install NAME --kb PATH`; others refuse that); ``run_hook(event,
    stdin, truncated)`` returns what the hook prints and never raises (the agent must not see a
    failing hook)."""

    name: str
    install: Callable[[str, Path], dict[str, Any]]
    uninstall: Callable[[str, Path], dict[str, Any]]
    status: Callable[[str, Path], dict[str, Any]]
    run_hook: Callable[[str, str, bool], str] | None = None
    transcript_format: str | None = None
    description: str = ""


@dataclass(frozen=True)
class TranscriptFormat:
    """A transcript reader. ``sniff(path)`` says cheaply whether a file is in this format (it is
    asked when no format is given); ``read(path)`` returns a :class:`Transcript` whose private
    spans are already stripped (``reflectgit.privacy.strip_private``)."""

    name: str
    read: Callable[[Path], Transcript]
    sniff: Callable[[Path], bool] | None = None
    description: str = ""


@dataclass(frozen=True)
class Embedder:
    """A sentence embedder. ``load()`` returns an object whose ``encode(texts, batch_size)``
    gives a float32 array of shape ``(len(texts), dim)`` of unit vectors; ``signature()`` names
    what the vectors depend on (model, length...): when it changes the index re-embeds every note."""

    name: str
    load: Callable[[], Any]
    signature: Callable[[], str]
    dim: int = 384
    description: str = ""


@dataclass(frozen=True)
class Importer:
    """``import --from NAME SOURCE``: ``run(kb, source, context, progress)`` adds the notes of
    another tool (in one KB transaction) and returns ``{"added": [ids], "skipped": [...],
    "folder": str}``; ``progress(done, total)`` may be None."""

    name: str
    run: Callable[..., dict[str, Any]]
    description: str = ""


def load_plugins() -> pluggy.PluginManager:
    """Register the built-ins, then every ``reflectgit`` entry point (once per process).

    A plugin that fails to import is reported on stderr and left out: one broken distribution
    must not take the CLI, a git hook or an agent hook down with it."""
    global _loaded
    if _loaded:
        return pm
    _loaded = True
    for name in DEFAULT_PLUGINS:
        pm.register(importlib.import_module(name), name)
    if not _may_have_entry_points():
        return pm
    try:
        pm.load_setuptools_entrypoints(GROUP)
    except Exception:  # noqa: BLE001 - find the culprit: load them one by one
        from importlib.metadata import entry_points

        for ep in entry_points(group=GROUP):
            try:
                pm.load_setuptools_entrypoints(GROUP, name=ep.name)
            except Exception as exc:  # noqa: BLE001 - reported, then skipped
                pm.set_blocked(ep.name)
                print(f"reflectgit: plugin {ep.name} ({ep.value}) failed to load and is skipped: "
                      f"{type(exc).__name__}: {exc}", file=sys.stderr)
    return pm


def _may_have_entry_points() -> bool:
    """False when the cache's marker says this ``sys.path``, with these folder mtimes, holds no plugin."""
    import hashlib
    import os

    from reflectgit.config import cache_dir

    state = []
    for entry in sys.path:
        try:
            state.append(f"{entry}\0{os.stat(entry or '.').st_mtime_ns}")
        except OSError:
            state.append(f"{entry}\0-")
    key = hashlib.sha256("\n".join(state).encode()).hexdigest()
    marker = cache_dir() / "no-plugins"
    try:
        if marker.read_text() == key:
            return False
    except OSError:
        pass
    from importlib.metadata import entry_points

    if entry_points(group=GROUP):
        return True
    try:  # one small file, rewritten whole: concurrent processes at worst discover again
        marker.parent.mkdir(parents=True, exist_ok=True)
        tmp = marker.with_name(f".no-plugins.{os.getpid()}")
        tmp.write_text(key)
        os.replace(tmp, marker)
    except OSError:
        pass  # a read-only cache: discovery runs every time, nothing worse
    return False


def call_each(hook: str, on_error: Callable[[str, BaseException], None] | None = None,
              **kwargs: Any) -> Iterator[tuple[str, Any]]:
    """Call every implementation of ``hook`` in pluggy's order, each on its own: one that raises
    is reported (to ``on_error``, else on stderr) and the others still run. Yields (plugin, result)."""
    manager = load_plugins()
    for impl in reversed(getattr(manager.hook, hook).get_hookimpls()):
        try:
            yield impl.plugin_name, _call(impl, kwargs)
        except Exception as exc:  # noqa: BLE001 - reported; the others must still run
            if on_error is not None:
                on_error(impl.plugin_name, exc)
            else:
                print(f"reflectgit: plugin {impl.plugin_name} failed in {hook}: {type(exc).__name__}: {exc}",
                      file=sys.stderr)


def _call(impl: Any, kwargs: dict[str, Any]) -> Any:
    """One implementation, given the arguments it asks for (a hookimpl may take fewer than the spec)."""
    return impl.function(*[kwargs[a] for a in impl.argnames])


def _registered(hook: str) -> dict[str, tuple[str, Any]]:
    """name -> (plugin, item) for one ``register_*`` hook; the first registration of a name wins."""
    found: dict[str, tuple[str, Any]] = {}
    current = [""]

    def register(item: Any) -> None:
        found.setdefault(item.name, (current[0], item))

    manager = load_plugins()
    for impl in reversed(getattr(manager.hook, hook).get_hookimpls()):
        current[0] = impl.plugin_name
        try:
            _call(impl, {"register": register})
        except Exception as exc:  # noqa: BLE001 - the other plugins' registrations stand
            print(f"reflectgit: plugin {impl.plugin_name} failed in {hook}: {type(exc).__name__}: {exc}",
                  file=sys.stderr)
    return found


def harnesses() -> dict[str, Harness]:
    return {name: item for name, (_, item) in _registered("register_harnesses").items()}


def transcript_formats() -> dict[str, TranscriptFormat]:
    """In the order their sniffers are asked: installed plugins first, the built-in catch-alls last."""
    return {name: item for name, (_, item) in _registered("register_transcript_formats").items()}


def embedders() -> dict[str, Embedder]:
    return {name: item for name, (_, item) in _registered("register_embedders").items()}


def importers() -> dict[str, Importer]:
    return {name: item for name, (_, item) in _registered("register_importers").items()}


def register_commands(cli: click.Group) -> None:
    """Let every plugin add its commands to ``cli``; a built-in command is never replaced."""
    before = dict(cli.commands)
    load_plugins().hook.register_commands(cli=cli)
    for name, command in before.items():
        if cli.commands.get(name) is not command:
            print(f"reflectgit: a plugin tried to replace the `{name}` command; kept the built-in one", file=sys.stderr)
            cli.commands[name] = command


_KINDS = {"register_harnesses": "harnesses", "register_transcript_formats": "transcript_formats",
          "register_embedders": "embedders", "register_importers": "importers"}


def get_plugins(include_defaults: bool = False) -> list[dict[str, Any]]:
    """Each plugin: its name (the distribution's for installed ones), version, module, the hooks it
    implements and what it provides (harnesses, formats, embedders, importers, commands)."""
    import click

    manager = load_plugins()
    dists = dict(manager.list_plugin_distinfo())
    provided: dict[str, dict[str, list[str]]] = {}
    for hook, kind in _KINDS.items():
        for item, (owner, _) in _registered(hook).items():
            provided.setdefault(owner, {}).setdefault(kind, []).append(item)
    out: list[dict[str, Any]] = []
    for name, plugin in manager.list_name_plugin():
        if plugin is None or (name in DEFAULT_PLUGINS and not include_defaults):
            continue
        hooks = sorted(h.name for h in manager.get_hookcallers(plugin) or [])
        info: dict[str, Any] = {"name": name, "module": getattr(plugin, "__name__", type(plugin).__name__),
                                "version": None, "builtin": name in DEFAULT_PLUGINS, "hooks": hooks}
        dist = dists.get(plugin)
        if dist is not None:
            info["name"], info["version"] = dist.project_name, dist.version
        info.update(provided.get(name, {}))
        if "register_commands" in hooks:
            scratch = click.Group()
            for impl in manager.hook.register_commands.get_hookimpls():
                if impl.plugin is plugin:
                    _call(impl, {"cli": scratch})
            info["commands"] = sorted(scratch.commands)
        out.append(info)
    return out
