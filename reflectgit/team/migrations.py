"""Versioned, idempotent migrations of the shared store (schema ``reflectgit``).

Each migration runs once, in its own transaction, under an advisory lock so two machines
running ``team init`` at once apply it once. ``reflectgit.schema_version`` records what ran.

Isolation: every table has row-level security, forced even for the tables' owner. A row is
visible only when its workspace is the one the session set (``app.workspace_id``) *and* the
connected role was granted that workspace (``team grant``); a session that set none, or set
one it was not granted, sees and writes nothing. Only a superuser (or a role with BYPASSRLS)
skips this, as Postgres always allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:

    from reflectgit.team.settings import Conn

SCHEMA = "reflectgit"
READER = "reflectgit_reader"
WRITER = "reflectgit_writer"
_LOCK = 7_340_117  # advisory lock key: "one migrator at a time"

_TABLES = ("notes", "entities", "edges", "publishers")

_V1 = """
create extension if not exists vector;
create schema if not exists reflectgit;
create table reflectgit.meta (key text primary key, value text not null);
insert into reflectgit.meta values ('server_id', md5(random()::text || clock_timestamp()::text));
create table reflectgit.members (
    workspace text not null,
    member name not null,
    primary key (workspace, member)
);
create function reflectgit.can_see(ws text) returns boolean
    language sql stable security definer set search_path = pg_catalog, reflectgit as $$
    select ws is not null and ws = nullif(current_setting('app.workspace_id', true), '')
       and exists (select 1 from reflectgit.members m join pg_roles r on r.rolname = m.member
                   where m.workspace = ws and pg_has_role(session_user, r.oid, 'MEMBER'))
$$;
create table reflectgit.notes (
    workspace text not null,
    id text not null,
    path text not null,
    project text, branch text, shard text, scope text,
    status text, hidden integer not null default 0,
    forget_after text collate "C", confidence double precision, proof_count integer,
    created text collate "C", updated text collate "C",
    title text, body text, rule text, fix text, problem text, key_insight text,
    tags text, tags_text text, category text, type text, subject text,
    status_reason text, superseded_by text, source_kind text, source_commit text,
    source_session text, source_chunk integer, text_hash text, tokens integer, fields text,
    doc_len integer not null default 0,
    embedding vector(384),
    deleted boolean not null default false,
    kb_commit text not null,
    kb_time timestamptz not null,
    publisher text not null,
    published_at timestamptz not null default now(),
    digest text not null,
    seq bigserial,
    tsv tsvector generated always as (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(rule, '') || ' ' || coalesce(tags_text, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(fix, '') || ' ' || coalesce(problem, '')), 'C') ||
        setweight(to_tsvector('english', coalesce(body, '')), 'D')
    ) stored,
    primary key (workspace, id)
);
create index notes_scope on reflectgit.notes (workspace, project, shard) where not deleted;
create index notes_path on reflectgit.notes (workspace, path);
create index notes_seq on reflectgit.notes (workspace, seq);
create index notes_session on reflectgit.notes (workspace, source_session, source_chunk);
create index notes_tsv on reflectgit.notes using gin (tsv);
create index notes_embedding on reflectgit.notes using hnsw (embedding vector_cosine_ops);
create table reflectgit.entities (
    workspace text not null, note_id text not null,
    name text not null, display text, type text
);
create index entities_note on reflectgit.entities (workspace, note_id);
create index entities_name on reflectgit.entities (workspace, name);
create table reflectgit.edges (
    workspace text not null, note_id text not null,
    source text, type text, target text, target_note text, valid_from text, valid_to text
);
create index edges_note on reflectgit.edges (workspace, note_id);
create table reflectgit.publishers (
    workspace text not null, machine text not null,
    kb_commit text not null, kb_time timestamptz not null,
    published_at timestamptz not null default now(), notes integer not null default 0,
    primary key (workspace, machine)
);
"""


def _rls() -> str:
    out = []
    for t in _TABLES:
        out.append(f"alter table reflectgit.{t} enable row level security;")
        out.append(f"alter table reflectgit.{t} force row level security;")
        out.append(f"create policy workspace_only on reflectgit.{t} using (reflectgit.can_see(workspace)) "
                   f"with check (reflectgit.can_see(workspace));")
    return "\n".join(out)


_V2_ROLES = f"""
do $$ begin
    if not exists (select 1 from pg_roles where rolname = '{READER}') then create role {READER} nologin; end if;
    if not exists (select 1 from pg_roles where rolname = '{WRITER}') then create role {WRITER} nologin; end if;
end $$;
grant usage on schema reflectgit to {READER}, {WRITER};
grant execute on function reflectgit.can_see(text) to {READER}, {WRITER};
grant select on {', '.join('reflectgit.' + t for t in _TABLES)} to {READER}, {WRITER};
grant insert, update, delete on {', '.join('reflectgit.' + t for t in _TABLES)} to {WRITER};
grant usage on sequence reflectgit.notes_seq_seq to {WRITER};
grant select on reflectgit.meta, reflectgit.schema_version to {READER}, {WRITER};
revoke all on reflectgit.members from public;
"""

#: BM25's text statistics, kept per workspace by every publish in its own transaction so recall
#: reads them instead of counting: ``text_stats`` (live notes, their total length, ``ready`` once
#: they are whole, and ``generation``, bumped by every publish that writes: recall's cache key), ``term_df`` (live notes holding each lexeme), ``postings`` (each live
#: note's weighted frequency of each lexeme) and ``doc_lens`` (each live note's length, so a
#: publish can take back what a note it rewrites or removes used to add).
STAT_TABLES = ("text_stats", "term_df", "postings", "doc_lens")

#: Live notes' postings from the stored tsvector (the lexemes the GIN index holds), weighted as
#: the local FTS5 index weights its columns: title 3, rule and tags 2, fix and problem 1.5, body 1.
POSTINGS_OF = ("select n.workspace, u.lexeme, n.id, sum(case w when 'A' then 3.0 when 'B' then 2.0 "
               "when 'C' then 1.5 else 1.0 end)::float8 from reflectgit.notes n, unnest(n.tsv) u, "
               "unnest(u.weights) w where not n.deleted and {where} group by n.workspace, u.lexeme, n.id")


#: The same rule as ``can_see(workspace)``, written so Postgres checks membership once per
#: statement (an uncorrelated sub-select is an InitPlan) instead of once per row: the row test
#: left is a text comparison with the session's setting. A text arm reading a few thousand
#: postings paid the per-row function call on each.
_ONCE = "nullif(current_setting('app.workspace_id', true), '')"
_FAST_POLICY = f"(workspace = {_ONCE} and (select reflectgit.can_see({_ONCE})))"


def _stat_policies() -> str:
    out = []
    for t in STAT_TABLES:
        out.append(f"alter table reflectgit.{t} enable row level security;")
        out.append(f"alter table reflectgit.{t} force row level security;")
        out.append(f"create policy workspace_only on reflectgit.{t} using {_FAST_POLICY} with check {_FAST_POLICY};")
    for t in _TABLES:
        out.append(f"drop policy workspace_only on reflectgit.{t};")
        out.append(f"create policy workspace_only on reflectgit.{t} using {_FAST_POLICY} with check {_FAST_POLICY};")
    return "\n".join(out)


_STAT_LIST = ", ".join("reflectgit." + t for t in STAT_TABLES)
_V4_STATS = f"""
create table reflectgit.text_stats (
    workspace text primary key,
    docs bigint not null default 0,
    total_len bigint not null default 0,
    ready boolean not null default false,
    generation bigint not null default 0
);
create table reflectgit.term_df (
    workspace text not null, lexeme text not null, df bigint not null,
    primary key (workspace, lexeme)
);
create table reflectgit.postings (
    workspace text not null, lexeme text not null, note_id text not null, tf double precision not null,
    primary key (workspace, lexeme, note_id)
);
create index postings_note on reflectgit.postings (workspace, note_id);
create table reflectgit.doc_lens (
    workspace text not null, note_id text not null, doc_len integer not null,
    primary key (workspace, note_id)
);
{_stat_policies()}
grant select on {_STAT_LIST} to {READER}, {WRITER};
grant insert, update, delete on {_STAT_LIST} to {WRITER};
-- backfill what this role can see (a superuser: every workspace); a workspace left without a
-- ready row is rebuilt by its next publish, and recalled by counting until then
insert into reflectgit.postings (workspace, lexeme, note_id, tf) {POSTINGS_OF.format(where="true")};
insert into reflectgit.doc_lens (workspace, note_id, doc_len)
    select workspace, id, doc_len from reflectgit.notes where not deleted;
insert into reflectgit.term_df (workspace, lexeme, df)
    select workspace, lexeme, count(*) from reflectgit.postings group by workspace, lexeme;
insert into reflectgit.text_stats (workspace, docs, total_len, ready)
    select workspace, count(*), coalesce(sum(doc_len), 0), true from reflectgit.doc_lens group by workspace;
"""

#: One HNSW index per workspace (partial, ``where workspace = ...``) instead of one over every
#: workspace: a workspace's first publish loads its rows with no vector index to keep up and
#: then builds its own in one pass (pgvector's bulk build, several times faster than inserting
#: row by row into a graph), and a nearest-neighbour walk never wanders through other
#: workspaces' vectors (a shared graph filtered afterwards returns too few of a small
#: workspace's notes). ``vector_index`` runs as the schema's owner for a role that can see the
#: workspace, so writers never need the right to create indexes.
VECTOR_INDEX_PREFIX = "notes_vec_"
_V5_VECTOR_INDEX = f"""
drop index if exists reflectgit.notes_embedding;
create function reflectgit.vector_index_name(ws text) returns text
    language sql immutable set search_path = pg_catalog as $$ select '{VECTOR_INDEX_PREFIX}' || substr(md5(ws), 1, 20) $$;
create function reflectgit.vector_index(ws text) returns boolean
    language plpgsql volatile security definer set search_path = pg_catalog, public, reflectgit as $$
declare
    name text := reflectgit.vector_index_name(ws);
begin
    if not reflectgit.can_see(ws) then
        raise exception 'workspace % is not granted to this role', ws using errcode = '42501';
    end if;
    if to_regclass('reflectgit.' || name) is not null then
        return false;
    end if;
    perform pg_advisory_xact_lock(hashtext('reflectgit.vector_index:' || ws));
    -- read the catalog, not its cache: one built while we waited for the lock is only seen this way
    if exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = 'reflectgit' and c.relname = name) then
        return false;
    end if;
    perform set_config('maintenance_work_mem', '512MB', true);
    execute format('create index if not exists %I on reflectgit.notes using hnsw (embedding vector_cosine_ops) where workspace = %L',
                   name, ws);
    return true;
end $$;
revoke all on function reflectgit.vector_index(text) from public;
grant execute on function reflectgit.vector_index(text) to {WRITER};
grant execute on function reflectgit.vector_index_name(text) to {READER}, {WRITER};
do $$ declare w text; begin  -- read first: an open scan of notes forbids indexing it
    foreach w in array coalesce(array(select distinct workspace from reflectgit.notes order by 1), '{{}}') loop
        execute format('create index %I on reflectgit.notes using hnsw (embedding vector_cosine_ops) where workspace = %L',
                       reflectgit.vector_index_name(w), w);
    end loop;
end $$;
"""

#: (version, what it does, SQL). Append only; never edit one that has shipped.
MIGRATIONS: list[tuple[int, str, str]] = [
    (1, "tables: notes (vector(384) + HNSW, generated tsvector + GIN), entities, edges, publishers", _V1),
    (2, "row-level security on every table, keyed by workspace and granted role", _rls()),
    (3, f"roles {READER} (select only) and {WRITER} (publishes)", _V2_ROLES),
    (4, "BM25 statistics kept by publish (text_stats, term_df, postings, doc_lens); row-level security "
        "checks membership once per statement", _V4_STATS),
    (5, "one HNSW index per workspace, built in one pass after its first publish", _V5_VECTOR_INDEX),
    (6, "notes.windows: a long note's further window vectors (float32 rows), scored by the best (max-sim)",
     "alter table reflectgit.notes add column if not exists windows bytea;"),
]


def current_version(con: Conn) -> int:
    """The highest applied migration, 0 on a server that never ran one."""
    row = con.execute("select to_regclass('reflectgit.schema_version') as t").fetchone()
    if not row or row["t"] is None:
        return 0
    row = con.execute("select coalesce(max(version), 0) as v from reflectgit.schema_version").fetchone()
    return int(row["v"]) if row else 0  # an aggregate always answers one row


def migrate(con: Conn) -> dict:
    """Apply the migrations this server lacks; running it again changes nothing."""
    with con.transaction():
        con.execute("select pg_advisory_xact_lock(%s)", (_LOCK,))
        con.execute("create schema if not exists reflectgit")
        con.execute("create table if not exists reflectgit.schema_version (version integer primary key, "
                    "description text not null, applied_at timestamptz not null default now())")
        before = current_version(con)
        applied = []
        for version, description, sql in MIGRATIONS:
            if version <= before:
                continue
            con.execute(sql)
            con.execute("insert into reflectgit.schema_version(version, description) values (%s, %s)",
                        (version, description))
            applied.append({"version": version, "description": description})
    return {"before": before, "after": MIGRATIONS[-1][0] if applied else before, "applied": applied,
            "latest": MIGRATIONS[-1][0]}


def grant(con: Conn, role: str, workspace: str) -> bool:
    """Let ``role`` (and every role that is a member of it) see ``workspace``; False if it already could."""
    with con.transaction():
        cur = con.execute("insert into reflectgit.members(workspace, member) values (%s, %s) on conflict do nothing",
                          (workspace, role))
        return cur.rowcount > 0


__all__ = ["MIGRATIONS", "POSTINGS_OF", "READER", "SCHEMA", "STAT_TABLES", "WRITER", "current_version", "grant", "migrate"]
