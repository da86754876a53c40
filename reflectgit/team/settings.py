"""Team-mode settings and connections: which server, which workspace, how to connect.

A connection always sets the workspace as a per-session setting (``app.workspace_id``);
row-level security reads it, so a connection that sets none sees nothing.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from reflectgit.errors import ReflectgitError, first_line

if TYPE_CHECKING:
    import psycopg

    Conn = psycopg.Connection[dict[str, Any]]  # rows come back as dicts (dict_row)

DSN_VAR = "REFLECTGIT_PG_DSN"
WORKSPACE_VAR = "REFLECTGIT_WORKSPACE"
TIMEOUT_VAR = "REFLECTGIT_PG_TIMEOUT"
QUERY_TIMEOUT_VAR = "REFLECTGIT_PG_QUERY_TIMEOUT"
_WORKSPACE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


class TeamError(ReflectgitError):
    """Team mode is misconfigured or its server cannot be used."""


class NotAllowed(TeamError):
    """The role may not write this workspace (read-only, or not granted): the local work stands."""


class Refused(TeamError):
    """The server answered and refused this role, password or database: a setting to fix, not a wait."""


#: what Postgres says when it answers but will not let this role in
_REFUSED = re.compile(r'(?:password authentication failed|role "[^"]*" does not exist|database "[^"]*" does not exist'
                      r'|no pg_hba\.conf entry[^\n]*|permission denied for database[^\n]*)[^\n]*', re.I)


class Unreachable(TeamError):
    """The server did not answer; recall falls back to the local index."""

    exit_code = 3


class TooSlow(TeamError):
    """The server did not answer a recall's queries within its time (a lock, a stall, a slow plan):
    recall answers from the local index."""


@dataclass(frozen=True)
class Settings:
    dsn: str
    workspace: str | None
    timeout: float = 3.0  # connecting, and everything an agent hook asks of the store
    query_timeout: float = 10.0  # everything one search from the CLI, the MCP server or the recall server asks

    @property
    def server(self) -> str:
        """The DSN without its password, for messages and status."""
        return redact(self.dsn)

    def need_workspace(self) -> str:
        if not self.workspace:
            raise TeamError(f"{WORKSPACE_VAR} is not set: name the team's workspace "
                            f"(letters, digits, '.', '_', '-'), e.g. {WORKSPACE_VAR}=acme")
        return self.workspace


def load(require_workspace: bool = True) -> Settings:
    """Settings from the environment; a bad value is one line naming the variable."""
    dsn = os.environ.get(DSN_VAR, "").strip()
    if not dsn:
        raise TeamError(f"{DSN_VAR} is not set: give a libpq DSN or URL, "
                        f"e.g. {DSN_VAR}=postgresql://writer@db.example.com/reflectgit")
    try:
        import pgvector  # noqa: F401
        import psycopg  # noqa: F401
    except ImportError as exc:
        raise TeamError(f"{DSN_VAR} is set but team mode's packages are not installed ({exc.name}): "
                        f"pip install 'reflectgit[team]', or unset {DSN_VAR}") from None
    _check_dsn(dsn)
    workspace = os.environ.get(WORKSPACE_VAR, "").strip() or None
    if workspace is not None and not _WORKSPACE.match(workspace):
        raise TeamError(f"{WORKSPACE_VAR}={workspace!r} is not a workspace id "
                        "(1-64 letters, digits, '.', '_', '-'; starting with a letter or digit)")
    settings = Settings(dsn=dsn, workspace=workspace, timeout=_seconds(TIMEOUT_VAR, 3.0),
                        query_timeout=_seconds(QUERY_TIMEOUT_VAR, 10.0))
    if require_workspace:
        settings.need_workspace()
    return settings


def _seconds(var: str, default: float) -> float:
    raw = os.environ.get(var, "").strip()
    try:
        value = float(raw) if raw else default
    except ValueError:
        raise TeamError(f"{var}={raw!r} is not a number of seconds") from None
    if not 0 < value <= 3600:
        raise TeamError(f"{var}={raw!r} is not a number of seconds from 0 to 3600 (above 0)")
    return value


def _check_dsn(dsn: str) -> None:
    import psycopg
    from psycopg import conninfo

    try:
        conninfo.conninfo_to_dict(dsn)
    except psycopg.ProgrammingError as exc:  # libpq could not parse it
        first = first_line(exc)
        raise TeamError(f"{DSN_VAR} is not a valid libpq DSN or URL: {first}") from None


def redact(dsn: str) -> str:
    import psycopg
    from psycopg import conninfo

    try:
        parts = conninfo.conninfo_to_dict(dsn)
    except psycopg.ProgrammingError:
        return "(unparseable DSN)"
    parts.pop("password", None)
    host = parts.get("host") or "localhost"
    port = f":{parts['port']}" if parts.get("port") else ""
    user = f"{parts['user']}@" if parts.get("user") else ""
    return f"postgresql://{user}{host}{port}/{parts.get('dbname', '')}"


def connect(settings: Settings, *, workspace: bool = True, statement_timeout: float | None = None) -> Conn:
    """A connection with pgvector types registered and the workspace set for row-level security.

    Autocommit: every write goes through ``con.transaction()``, so nothing is left open.
    Fails within ``REFLECTGIT_PG_TIMEOUT`` seconds (default 3) with ``Unreachable``, so a hook
    never waits on a server that is down. ``statement_timeout`` (seconds) bounds every statement
    on the server (a lock held, a stalled plan): recall's connections set it, publishing's do not.
    """
    import psycopg
    from psycopg.rows import dict_row

    try:
        con = psycopg.connect(settings.dsn, connect_timeout=max(1, round(settings.timeout)),
                              row_factory=dict_row, autocommit=True,
                              application_name="reflectgit")
    except psycopg.OperationalError as exc:
        first = first_line(exc, "no answer")
        refused = _REFUSED.search(str(exc))
        if refused:  # it answered: the role, password or database is wrong, not the network
            raise Refused(f"team server {settings.server} refused the connection: {refused.group(0)}; "
                          f"check the role and password in {DSN_VAR}") from None
        raise Unreachable(f"team server {settings.server} is unreachable: {first}") from None
    limit = str(max(1, round(statement_timeout * 1000))) if statement_timeout else None
    sets = [("app.workspace_id", settings.workspace)] if workspace and settings.workspace else []
    if limit:
        sets.append(("statement_timeout", limit))
    if sets:  # one round trip for both
        con.execute("select " + ", ".join(["set_config(%s, %s, false)"] * len(sets)), [v for kv in sets for v in kv])
    try:
        from pgvector.psycopg import register_vector

        register_vector(con)
    except psycopg.ProgrammingError:
        pass  # the extension is not installed yet: only `team init` may connect then
    return con


__all__ = ["NotAllowed", "Refused", "Settings", "TeamError", "TooSlow", "Unreachable", "connect", "load", "redact"]
