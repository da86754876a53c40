"""Wire ``reflectgit mcp`` into each MCP client's own configuration, and take it out again.

| client | ``--project`` | ``--user`` | format |
|---|---|---|---|
| claude (Claude Code) | ``.mcp.json`` | ``~/.claude.json`` | JSON ``mcpServers`` |
| codex (Codex CLI) | (user only) | ``~/.codex/config.toml`` | TOML ``[mcp_servers.reflectgit]`` |
| cursor | ``.cursor/mcp.json`` | ``~/.cursor/mcp.json`` | JSON ``mcpServers`` |
| gemini (Gemini CLI) | ``.gemini/settings.json`` | ``~/.gemini/settings.json`` | JSON ``mcpServers`` |

Only the ``reflectgit`` entry is ours. JSON files are loaded, changed in that one key and
written back with the file's own indentation (so a file written the usual way comes back byte
for byte after install + uninstall). The TOML file is edited as text: only the lines of the
``[mcp_servers.reflectgit]`` table (and its sub-tables) are replaced or removed, and the result
is re-read with ``tomllib`` to prove everything else parses to what it did before.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

from reflectgit.errors import KBError

CLIENTS = ("claude", "codex", "cursor", "gemini")
NAME = "reflectgit"


def config_path(client: str, scope: str, project_dir: Path, home: Path | None = None) -> Path:
    home = home or Path(os.path.expanduser("~"))
    if scope not in ("project", "user"):
        raise KBError(f"scope {scope!r} is not one an MCP client config has here; use --project or --user",
                      field="scope")
    if client == "claude":
        return project_dir / ".mcp.json" if scope == "project" else home / ".claude.json"
    if client == "codex":
        return home / ".codex" / "config.toml"  # Codex reads MCP servers from the user's config only
    if client == "cursor":
        return (project_dir if scope == "project" else home) / ".cursor" / "mcp.json"
    if client == "gemini":
        return (project_dir if scope == "project" else home) / ".gemini" / "settings.json"
    raise KBError(f"unknown MCP client {client!r}; use one of {', '.join(CLIENTS)}", field="client")


#: What Codex must pass on to the server: it starts a stdio server with a short list of its own
#: variables (HOME, PATH, ...), so without these a team KB or a KB elsewhere is silently not used.
CODEX_ENV_VARS = ("REFLECTGIT_HOME", "REFLECTGIT_PG_DSN", "REFLECTGIT_WORKSPACE", "REFLECTGIT_PG_TIMEOUT",
                  "REFLECTGIT_PG_QUERY_TIMEOUT", "REFLECTGIT_CACHE")


def server_command(kb: str | None = None, personal: bool = False, file: str = "config",
                   client: str = "claude") -> tuple[dict[str, Any], str | None]:
    """The entry to write, and what install says about it (:mod:`reflectgit.launcher`).

    A ``personal`` file (the user's own config) gets this install's interpreter by its absolute
    path, which starts from any shell, activated virtualenv or not. A shared ``file`` (a project's
    ``.mcp.json``) gets the bare ``reflectgit`` so it works on every teammate's machine, and a
    note that each of them needs it on PATH; a KBError when nothing portable would start it here
    (``client``: for the command that writes your own file instead)."""
    import shlex

    from reflectgit import launcher

    args = (["--kb", kb] if kb else []) + ["mcp"]
    if personal:
        argv, note = launcher.personal(), None
    else:
        named = ["--kb", shlex.quote(kb)] if kb else []
        again = " ".join(["reflectgit", *named, "agent install mcp --client", client])
        argv, note = launcher.shared(file, again=again)
    return {"command": argv[0], "args": [*argv[1:], *args]}, note


def install(client: str, scope: str, project_dir: Path, kb: str | None = None,
            home: Path | None = None, default_kb: bool = False) -> dict[str, Any]:
    """Write our entry into ``client``'s config; ``changes`` says, one line each, where it differs
    from the entry the user had (their ``env``, other keys and ``--kb`` are kept). ``kept_kb``: the
    ``--kb`` the entry already named and kept because none was given; ``default_kb`` drops it
    instead (the server then reads ``$REFLECTGIT_HOME``, else ``~/.reflectgit``)."""
    if kb and default_kb:
        raise KBError("--default-kb names no KB and --kb names one: give one of them", field="--default-kb")
    path = config_path(client, scope, project_dir, home)
    kb = checked_kb(kb)
    entry, note = server_command(kb, personal=scope == "user" or client == "codex", file=str(path), client=client)
    changes: list[str] = []
    kept: list[str] = []
    keep = not default_kb
    if client == "codex":
        entry = _toml_install(path, {**entry, "env_vars": list(CODEX_ENV_VARS)}, kb, changes, keep_kb=keep)
    else:
        written: list[dict[str, Any]] = []

        def put(servers: dict[str, Any]) -> None:
            _remember(client, path, servers.get(NAME))
            written.append(merged_entry(servers.get(NAME), entry, kb, changes, keep_kb=keep))
            servers[NAME] = written[0]
        _json_edit(path, put, entry=entry)
        entry = written[0]
    if kb is None and keep:
        kept = [k for k in [_kb_arg(entry.get("args"))] if k is not None]
    return {"client": client, "config": str(path), "entry": entry, "changes": changes,
            **({"kept_kb": kept[0]} if kept else {}), **({"note": note} if note else {})}


def checked_kb(kb: str | None) -> str | None:
    """``--kb`` as an absolute path (a client starts the server from its own folder, so a relative
    path would name another place), once it is known to be a KB; else a KBError naming it."""
    if not kb:
        return None
    from reflectgit.kb import KB

    return os.path.abspath(str(KB.open(kb).path))


def _kb_arg(args: Any) -> str | None:
    """The ``--kb`` an entry's args give, if any."""
    if not isinstance(args, list):
        return None
    for i, a in enumerate(args):
        if a == "--kb" and i + 1 < len(args) and isinstance(args[i + 1], str):
            return args[i + 1]
        if isinstance(a, str) and a.startswith("--kb="):
            return a[len("--kb="):]
    return None


def merged_entry(old: Any, entry: dict[str, Any], kb: str | None, changes: list[str],
                 keep_kb: bool = True) -> dict[str, Any]:
    """Ours, over what the user had in our entry: ``command`` and ``args`` are ours to set, but
    their ``--kb`` stays unless a new one is given (or ``keep_kb`` is off), and every other key
    (``env``, timeouts...) is theirs. What differs from their entry is appended to ``changes``, so
    install can say it."""
    if not isinstance(old, dict):
        return entry
    args = list(entry["args"])
    theirs_kb = _kb_arg(old.get("args"))
    if kb is None and theirs_kb is not None and keep_kb:
        args = [*args[:-1], "--kb", theirs_kb, args[-1]]  # global options go before `mcp`
    merged = dict(old)  # their keys in their order
    merged.update(command=entry["command"], args=args)
    merged.update({k: v for k, v in entry.items() if k not in ("command", "args")})
    if old.get("command") != merged["command"]:
        changes.append(f"command: {old.get('command')!r} -> {merged['command']!r}")
    if old.get("args") != merged["args"]:
        changes.append(f"args: {old.get('args')!r} -> {merged['args']!r}")
    env: dict[str, Any] = old["env"] if isinstance(old.get("env"), dict) else {}
    if kb is not None and env.get("REFLECTGIT_HOME") not in (None, kb):
        changes.append(f"--kb {kb} now overrides the entry's env REFLECTGIT_HOME={env['REFLECTGIT_HOME']}")
    return merged


def entries(project_dir: Path) -> list[tuple[str, Path, dict[str, Any]]]:
    """(client, config file, our entry) for every client config here or in the user's home that
    wires reflectgit; files that do not parse are skipped (installing says what is wrong with them)."""
    import tomllib

    out: list[tuple[str, Path, dict[str, Any]]] = []
    for client in CLIENTS:
        for scope in ("project", "user"):
            path = config_path(client, scope, project_dir)
            if not path.is_file() or any(path == p for _, p, _ in out):
                continue
            try:
                text = path.read_text(encoding="utf-8")
                data = tomllib.loads(text) if client == "codex" else json.loads(text)
            except (OSError, ValueError):
                continue
            servers = data.get("mcp_servers" if client == "codex" else "mcpServers") if isinstance(data, dict) else None
            entry = servers.get(NAME) if isinstance(servers, dict) else None
            if isinstance(entry, dict):
                out.append((client, path, entry))
    return out


def status(project_dir: Path, client: str | None = None, home: Path | None = None) -> list[dict[str, Any]]:
    """Each client's config file, here and in the user's home, and whether it wires reflectgit:
    the command it runs and the KB it names (``--kb`` or ``env.REFLECTGIT_HOME``; None: the
    default of the client's environment)."""
    import tomllib

    rows = []
    for name in [client] if client else CLIENTS:
        for scope in ("user",) if name == "codex" else ("project", "user"):
            path = config_path(name, scope, project_dir, home)
            row: dict[str, Any] = {"client": name, "scope": scope, "config": str(path), "wired": False}
            if path.is_file():
                try:
                    text = path.read_text(encoding="utf-8")
                    data = tomllib.loads(text) if name == "codex" else json.loads(text)
                except (OSError, ValueError) as exc:
                    row["problem"] = f"cannot be read: {exc}"
                    data = None
                servers = data.get("mcp_servers" if name == "codex" else "mcpServers") if isinstance(data, dict) else None
                entry = servers.get(NAME) if isinstance(servers, dict) else None
                if isinstance(entry, dict):
                    env: dict[str, Any] = entry["env"] if isinstance(entry.get("env"), dict) else {}
                    row.update(wired=True, command=[str(entry.get("command", "")), *map(str, entry.get("args") or [])],
                               kb=_kb_arg(entry.get("args")) or env.get("REFLECTGIT_HOME"))
                    stale = _stale_command(row["command"][0]) if scope == "user" else None
                    if stale:
                        again = "" if name == "codex" else " --user"
                        row["outdated"] = f"{stale}: `reflectgit agent install mcp --client {name}{again}` writes this install's path"
            rows.append(row)
    return rows


def _in_virtualenv(path: str) -> bool:
    """Whether the program at ``path`` lives in a virtualenv (a ``pyvenv.cfg`` beside its bin/):
    what an activated shell has on PATH and a new one does not. pipx's own venvs link their
    commands into ~/.local/bin, which is not one."""
    return os.path.exists(os.path.join(os.path.dirname(os.path.dirname(path)), "pyvenv.cfg"))


def _stale_command(command: str) -> str | None:
    """Why a personal config's command may not start reflectgit (upgrade review: entries an earlier
    version wrote run the bare `reflectgit`, which a new shell without the venv lacks), or None."""
    if os.sep not in command:
        found = shutil.which(command)
        if found and not _in_virtualenv(found):
            return None  # pipx, a system or user install: on every shell's PATH
        return f"runs `{command}` from PATH, which a shell without this install's virtualenv does not have"
    if not os.path.exists(command):
        return f"runs {command}, which no longer exists"
    return None


# -- the user's own entry, given back on uninstall ----------------------------------------------

_OURS_KEYS = {"command", "args", "env_vars"}


def _plain_ours(entry: Any) -> bool:
    """An entry as install writes it (only command, args and Codex's env_vars, running ``reflectgit
    ... mcp``): ours to remove. Anything else the user wrote (their env, a timeout) or merged into."""
    if not isinstance(entry, dict) or not set(entry) <= _OURS_KEYS or not isinstance(entry.get("command"), str):
        return False
    args = entry.get("args")
    if not isinstance(args, list) or not args or args[-1] != "mcp":
        return False
    return Path(entry["command"]).name == NAME or args[:2] == ["-m", NAME]


def _originals() -> Path:
    """Where install keeps a user's own ``reflectgit`` entry it merged into (per machine)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")
    return Path(base) / "reflectgit" / "mcp-entries.json"


def _key(client: str, path: Path) -> str:
    return f"{client}:{os.path.realpath(path)}"


def _load_originals() -> dict[str, Any]:
    try:
        data = json.loads(_originals().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _save_originals(data: dict[str, Any]) -> None:
    from reflectgit.fsutil import write_config

    if data or _originals().exists():
        write_config(_originals(), (json.dumps(data, indent=2) + "\n").encode("utf-8"))


def _remember(client: str, path: Path, old: Any) -> None:
    """Keep the user's own entry as it was before our first install over it (never one of ours)."""
    data = _load_originals()
    key = _key(client, path)
    if old is None or _plain_ours(old):
        if data.pop(key, None) is not None:  # the entry it named is gone: a stale record
            _save_originals(data)
        return
    if key not in data:
        data[key] = old
        _save_originals(data)


def _take_back(client: str, path: Path) -> Any:
    """The user's entry recorded at install, once (None: none was)."""
    data = _load_originals()
    old = data.pop(_key(client, path), None)
    if old is not None:
        _save_originals(data)
    return old


def uninstall(client: str, scope: str, project_dir: Path, home: Path | None = None) -> dict[str, Any]:
    """Take our entry out: a user's own entry install merged into is given back as it was (when this
    machine recorded it), else left with a note; an entry as install writes it is removed."""
    path = config_path(client, scope, project_dir, home)
    out: dict[str, Any] = {"client": client, "config": str(path), "removed": False}
    if not path.exists():
        return out
    if client == "codex":
        current = (_load_toml(path.read_text(encoding="utf-8"), path).get("mcp_servers") or {}).get(NAME)
    else:
        current = _json_servers(path).get(NAME)
    if current is None:
        return out
    original = _take_back(client, path)
    if original is None and not _plain_ours(current):
        return {**out, "note": f"the {NAME} entry holds what install does not write ({', '.join(sorted(set(current) - _OURS_KEYS))}): "
                               "it was yours before install, so it stays; remove it by hand if it should go"}
    if client == "codex":
        if original is not None:
            _toml_install(path, original, merge=False)
        else:
            _toml_uninstall(path)
    else:
        def change(servers: dict[str, Any]) -> None:
            if original is not None:
                servers[NAME] = original
            else:
                servers.pop(NAME, None)
        _json_edit(path, change, create=False)
    return {**out, "removed": True, **({"restored": True} if original is not None else {})}


def _json_servers(path: Path) -> dict[str, Any]:
    """A JSON config's ``mcpServers`` ({} when it has none or does not parse: editing it says why)."""
    try:
        data = json.loads(path.read_bytes().decode("utf-8") or "{}")
    except ValueError:
        _json_edit(path, lambda servers: None, create=False)  # raises, naming the file's problem
        raise
    servers = data.get("mcpServers") if isinstance(data, dict) else None
    return servers if isinstance(servers, dict) else {}


# -- JSON ------------------------------------------------------------------------------------

#: a comment line of JSON-with-comments, which Gemini CLI and Cursor accept in their settings
_COMMENT = re.compile(r"^\s*(?://|/\*)", re.M)


def _json_edit(path: Path, change, create: bool = True, entry: dict[str, Any] | None = None) -> None:
    from reflectgit.created_files import save

    text = path.read_bytes().decode("utf-8") if path.exists() else ""  # as written: CRLF stays CRLF
    try:
        data = json.loads(text) if text.strip() else {}
    except ValueError as exc:
        if _COMMENT.search(text):
            by_hand = (f"; add {json.dumps({NAME: entry})} to its \"mcpServers\" by hand" if entry else
                       f"; remove the \"{NAME}\" entry from its \"mcpServers\" by hand")
            raise KBError("has comments (JSON with comments), which rewriting it would lose: nothing was changed"
                          + by_hand, file=path) from None
        raise KBError(f"is not valid JSON ({exc}); fix it first, nothing was changed", file=path) from None
    if not isinstance(data, dict):
        raise KBError("must hold a JSON object; nothing was changed", file=path)
    servers = data.get("mcpServers")
    if servers is None:
        if not create:
            return
        servers = data["mcpServers"] = {}
    if not isinstance(servers, dict):
        raise KBError("'mcpServers' must be a JSON object; nothing was changed", file=path, field="mcpServers")
    change(servers)
    if not servers:
        data.pop("mcpServers")
    save(path, json_like(data, text).encode("utf-8"), empty=not data)  # a link stays a link, a 600 file 600


def json_like(data: Any, text: str) -> str:
    """``data`` as JSON in the style of the file's ``text``: the file's own text wherever a value did
    not change (:mod:`reflectgit.json_splice`), else its indentation, line endings and final newline,
    so a file we add an entry to and take it out of again reads as the user wrote it."""
    from reflectgit.json_splice import dumps_like, indent_of

    spliced = dumps_like(data, text)
    if spliced is not None:
        return spliced
    escaped = bool(re.search(r"\\u[0-9a-fA-F]{4}", text)) and text.isascii()  # "caf\u00e9" stays escaped
    out = json.dumps(data, indent=indent_of(text), ensure_ascii=escaped)
    newline = "\r\n" if "\r\n" in text else "\n"
    if newline != "\n":
        out = out.replace("\n", newline)
    if not text or text.endswith(("\n", "\r\n")):
        out += newline
    return out


# -- TOML (Codex) --------------------------------------------------------------------------

_HEADER = re.compile(r"^[ \t]*\[\[?[ \t]*(?P<name>[^\]\r\n]+?)[ \t]*\]\]?[ \t]*(#.*)?$")


def _key_parts(name: str) -> list[str]:
    parts = []
    for m in re.finditer(r'\s*("(?:[^"\\]|\\.)*"|\'[^\']*\'|[A-Za-z0-9_-]+)\s*(?:\.|$)', name):
        p = m.group(1)
        parts.append(json.loads(p) if p.startswith('"') else p.strip("'"))
    return parts


def _split(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The file's lines, and the [start, end) line spans of our table and its sub-tables."""
    lines = text.splitlines(keepends=True)
    spans: list[tuple[int, int]] = []
    start = None
    for i, line in enumerate(lines):
        m = _HEADER.match(line)
        if not m:
            continue
        ours = _key_parts(m.group("name"))[:2] == ["mcp_servers", NAME]
        if start is not None and not ours:
            spans.append((start, i))
            start = None
        if ours and start is None:
            start = i
    if start is not None:
        spans.append((start, len(lines)))
    return lines, spans


def _toml_value(value: Any) -> str:
    """A TOML value for what a table of ours may hold: strings, numbers, booleans, lists of them
    (JSON spells each the way TOML does)."""
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, (str, int, float, bool)):
        return json.dumps(value)
    raise ValueError(type(value).__name__)


def _toml_block(entry: dict[str, Any]) -> str:
    """Our table: command and args first, then the rest, then its sub-tables (``env``)."""
    plain: dict[str, Any] = {**{k: entry[k] for k in ("command", "args") if k in entry},
             **{k: v for k, v in entry.items() if k not in ("command", "args") and not isinstance(v, dict)}}
    out = [f"[mcp_servers.{NAME}]"] + [f"{k} = {_toml_value(v)}" for k, v in plain.items()]
    for key, table in ((k, v) for k, v in entry.items() if isinstance(v, dict)):
        out += ["", f"[mcp_servers.{NAME}.{key}]"] + [f"{json.dumps(k)} = {_toml_value(v)}" for k, v in table.items()]
    return "\n".join(out) + "\n"


def _merged_codex_entry(old: Any, entry: dict[str, Any], kb: str | None, changes: list[str],
                        keep_kb: bool = True) -> dict[str, Any]:
    """As :func:`merged_entry`, and the user's own ``env_vars`` stay ahead of ours."""
    merged = merged_entry(old, entry, kb, changes, keep_kb)
    mine = [v for v in (old.get("env_vars") or []) if isinstance(v, str)] if isinstance(old, dict) else []
    if "env_vars" in entry or mine:
        merged["env_vars"] = list(dict.fromkeys([*mine, *entry.get("env_vars", [])]))
    return merged


def _load_toml(text: str, path: Path) -> dict[str, Any]:
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise KBError(f"is not valid TOML ({exc}); fix it first, nothing was changed", file=path) from None


def _without_ours(data: dict[str, Any]) -> dict[str, Any]:
    servers = dict(data.get("mcp_servers") or {})
    servers.pop(NAME, None)
    out = dict(data)
    if servers:
        out["mcp_servers"] = servers
    else:
        out.pop("mcp_servers", None)
    return out


def _toml_write(path: Path, before: dict[str, Any], text: str) -> None:
    """Write ``text`` only when everything but our entry reads back as it did."""
    from reflectgit.created_files import save

    after = _load_toml(text, path)
    if _without_ours(after) != _without_ours(before):
        raise KBError("could not change only the [mcp_servers.reflectgit] table (is it written as an inline "
                      "table or dotted keys?); edit it by hand, nothing was changed", file=path, field=NAME)
    save(path, text.encode("utf-8"), empty=not text.strip())


def _toml_install(path: Path, entry: dict[str, Any], kb: str | None = None,
                  changes: list[str] | None = None, merge: bool = True, keep_kb: bool = True) -> dict[str, Any]:
    """Write our table; the entry as written (with what the user had added to it). ``merge=False``
    writes ``entry`` as it is (uninstall giving the user's own table back)."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    before = _load_toml(text, path)
    lines, spans = _split(text)
    if merge:
        old = (before.get("mcp_servers") or {}).get(NAME)
        _remember("codex", path, old)
        entry = _merged_codex_entry(old, entry, kb, [] if changes is None else changes, keep_kb)
    try:
        block = _toml_block(entry)
    except ValueError:
        raise KBError("holds a [mcp_servers.reflectgit] value this installer cannot write back (a nested "
                      "table or a date); edit it by hand, nothing was changed", file=path, field=NAME) from None
    if spans:
        first, _ = spans[0]
        keep = [ln for i, ln in enumerate(lines) if not any(a <= i < b for a, b in spans)]
        tail = "" if spans[0][1] == len(lines) else "\n"  # our table sat between two others
        lines = keep[:first] + [block + tail] + keep[first:]
        new = "".join(lines)
    else:
        if NAME in (before.get("mcp_servers") or {}):
            raise KBError("defines mcp_servers.reflectgit in a form this installer does not edit (inline table "
                          "or dotted keys); edit it by hand, nothing was changed", file=path, field=NAME)
        if not text or text.endswith("\n\n"):
            sep = ""
        elif text.endswith("\n"):
            sep = "\n"  # one blank line between the user's last table and ours
        else:
            sep = "\n\n"
        new = text + sep + block
    after = _load_toml(new, path)
    if (after.get("mcp_servers") or {}).get(NAME) != entry:
        raise KBError("the [mcp_servers.reflectgit] table did not read back as written; edit it by hand",
                      file=path, field=NAME)
    _toml_write(path, before, new)
    return entry


def _toml_uninstall(path: Path) -> bool:
    text = path.read_text(encoding="utf-8")
    before = _load_toml(text, path)
    lines, spans = _split(text)
    if not spans:
        return False
    keep = [ln for i, ln in enumerate(lines) if not any(a <= i < b for a, b in spans)]
    new = "".join(keep)
    if spans[-1][1] == len(lines):  # ours was last: drop the blank line install put before it
        new = new[:-1] if new.endswith("\n\n") else new
    _toml_write(path, before, new)
    return True
