"""Curated skills, indexed and consulted before raw recall.

A skill is a ``SKILL.md`` (Claude Code's format: YAML front matter with ``name`` and
``description``, then instructions). They are read from the KB's ``skills/`` (committed and
synced; ``reflectgit skill new`` writes them from notes), from the project's ``.claude/skills/``
and from ``REFLECTGIT_SKILL_DIRS`` (``~/.claude/skills``). The ``skills`` table of the derived
database (FTS5 over name, description, tags, body) is refreshed by file mtime, so a query never
rescans every file's text.

A hit's score is :func:`reflectgit.query_text.match_score` (name and tags weigh 1.0, description
0.5, body 0.2; at session start a skill whose ``project`` is the session's gets 2.0 more); it
is *strong* at ``REFLECTGIT_SKILL_MIN_SCORE`` (2.0). A skill is *fresh* when
it was updated within ``REFLECTGIT_STALENESS_DAYS`` (30) and no active note sharing one of its
tags changed after it. A strong, fresh skill of confidence >= 0.8 short-circuits raw
recall: injection gives the skill alone.
"""

from __future__ import annotations

import os
import re
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflectgit import config
from reflectgit.errors import KBError

if TYPE_CHECKING:
    from reflectgit.kb import KB

KB_FOLDER = "skills"
CONFIDENT = 0.8
_SCHEMA = """
create table if not exists skills (path text primary key, name text, description text, tags text,
  body text, origin text, project text, confidence real, updated text, mtime_ns integer);
create virtual table if not exists skills_fts using fts5(name, description, tags, body,
  content='skills', content_rowid='rowid', tokenize='porter unicode61');
"""


@dataclass
class Skill:
    path: str
    name: str
    description: str
    tags: list[str]
    body: str
    origin: str
    project: str | None
    confidence: float
    updated: str
    score: float = 0.0
    fresh: bool = False
    why_stale: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def short_circuits(self) -> bool:
        return self.fresh and self.confidence >= CONFIDENT and self.score >= min_score()

    def to_dict(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d.pop("extra")
        return {**d, "short_circuits": self.short_circuits}


def min_score() -> float:
    raw = config.setting("REFLECTGIT_SKILL_MIN_SCORE")
    try:
        return float(raw)
    except ValueError:
        return float("inf")  # "off"


def roots(kb_path: Path, project_dir: Path | None = None) -> list[tuple[str, Path]]:
    out = [("kb", kb_path / KB_FOLDER)]
    if project_dir is not None:
        out.append(("project", project_dir / ".claude" / "skills"))
    for raw in config.setting("REFLECTGIT_SKILL_DIRS").split(os.pathsep):
        if raw.strip():
            out.append(("user", Path(os.path.expanduser(raw.strip()))))
    return out


def _files(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    return sorted({*root.glob("*/SKILL.md"), *root.glob("*.md")})


def parse(path: Path, origin: str) -> Skill:
    import yaml

    from reflectgit.note import load_yaml
    from reflectgit.privacy import strip_private

    text = strip_private(path.read_text(encoding="utf-8", errors="replace"))  # the skills table is derived
    meta: dict[str, Any] = {}
    body = text
    m = re.match(r"^---[ \t]*\r?\n(.*?)\r?\n---[ \t]*\r?\n?", text, re.S)
    if m:
        try:
            loaded = load_yaml(m.group(1))
        except (yaml.YAMLError, ValueError, TypeError, AttributeError) as exc:
            raise KBError(f"front matter is not valid YAML ({exc.__class__.__name__})", file=path, field="frontmatter") from exc
        meta = loaded if isinstance(loaded, dict) else {}
        body = text[m.end():]
    name = str(meta.get("name") or (path.parent.name if path.name == "SKILL.md" else path.stem))
    tags = meta.get("tags") or []
    tags = [str(t) for t in (tags if isinstance(tags, list) else str(tags).split(","))]
    try:
        conf = float(meta.get("confidence", CONFIDENT))
    except (TypeError, ValueError):
        conf = CONFIDENT
    updated = meta.get("updated")
    if isinstance(updated, datetime):
        updated = (updated if updated.tzinfo else updated.replace(tzinfo=UTC)).isoformat()
    if not updated:
        updated = datetime.fromtimestamp(path.stat().st_mtime, UTC).replace(microsecond=0).isoformat()
    listed = meta.get("sources")
    sources = listed if isinstance(listed, list) else []
    return Skill(str(path), name, str(meta.get("description") or "").strip(), tags, body.strip(), origin,
                 str(meta["project"]) if meta.get("project") else None, conf, str(updated),
                 extra={"sources": [str(i) for i in sources]})


def sources(skill: Skill) -> set[str]:
    """The note ids a skill was written from (``skill new --from``), read from its file: the
    session's lessons need not repeat them."""
    try:
        return set(parse(Path(skill.path), skill.origin).extra.get("sources") or [])
    except (OSError, KBError):
        return set()


def refresh(con: sqlite3.Connection, kb_path: Path, project_dir: Path | None = None) -> None:
    """Bring the skills table up to date with the files (by mtime); cheap when nothing changed."""
    con.executescript(_SCHEMA)
    have = {r[0]: r[1] for r in con.execute("select path, mtime_ns from skills")}
    seen: set[str] = set()
    roots_now = roots(kb_path, project_dir)
    changed = False
    for origin, root in roots_now:
        for f in _files(root):
            key = str(f)
            seen.add(key)
            try:
                mtime = f.stat().st_mtime_ns
                if have.get(key) == mtime:
                    continue
                s = parse(f, origin)
            except (OSError, KBError):
                continue  # an unreadable skill is skipped, never fatal to injection
            _delete(con, key)
            con.execute("insert into skills(path, name, description, tags, body, origin, project, confidence, updated, "
                        "mtime_ns) values (?,?,?,?,?,?,?,?,?,?)",
                        (key, s.name, s.description, " ".join(s.tags), s.body, origin, s.project, s.confidence,
                         s.updated, mtime))
            rowid = con.execute("select rowid from skills where path = ?", (key,)).fetchone()[0]
            con.execute("insert into skills_fts(rowid, name, description, tags, body) values (?,?,?,?,?)",
                        (rowid, s.name, s.description, " ".join(s.tags), s.body))
            changed = True
    scanned = tuple(str(r) + os.sep for _, r in roots_now)
    for key in have:
        if key not in seen and (key.startswith(scanned) or not Path(key).exists()):
            _delete(con, key)
            changed = True
    if changed:
        con.commit()


def _delete(con: sqlite3.Connection, key: str) -> None:
    row = con.execute("select rowid, name, description, tags, body from skills where path = ?", (key,)).fetchone()
    if row is None:
        return
    con.execute("insert into skills_fts(skills_fts, rowid, name, description, tags, body) values ('delete',?,?,?,?,?)",
                tuple(row))
    con.execute("delete from skills where path = ?", (key,))


def _row(r: sqlite3.Row) -> Skill:
    return Skill(r["path"], r["name"], r["description"] or "", (r["tags"] or "").split(), r["body"] or "", r["origin"],
                 r["project"], float(r["confidence"] if r["confidence"] is not None else CONFIDENT), r["updated"] or "")


def _parse_time(value: str) -> datetime | None:
    from reflectgit.recall.dates import parse_when

    return parse_when(value)


def judge_freshness(con: sqlite3.Connection, skill: Skill, now: datetime | None = None) -> None:
    now = now or datetime.now(UTC)
    when = _parse_time(skill.updated)
    days = config.bounded("REFLECTGIT_STALENESS_DAYS")
    if when is None or now - when > timedelta(days=days):
        skill.fresh, skill.why_stale = False, f"not updated in the last {days:g} days"
        return
    if skill.tags:
        tags = [t.lower() for t in skill.tags]
        row = con.execute(
            "select id, updated from notes where status = 'active' and hidden = 0 and updated > ? and exists "
            "(select 1 from json_each(notes.tags) where lower(value) in (select value from json_each(?))) "
            "order by updated desc limit 1", (when.isoformat().replace("+00:00", "Z"), _json(tags))).fetchone()
        if row is not None:
            skill.fresh, skill.why_stale = False, f"note {row['id']} on its tags changed after it ({row['updated']})"
            return
    skill.fresh, skill.why_stale = True, ""


def _json(value: Any) -> str:
    import json

    return json.dumps(value)


def _applies(row: sqlite3.Row, project_dir: Path | None) -> bool:
    """A project's own .claude/skills serve that project only (the table keeps every project's)."""
    if row["origin"] != "project":
        return True
    return project_dir is not None and row["path"].startswith(str(project_dir / ".claude" / "skills") + os.sep)


def search(con: sqlite3.Connection, query: str, project: str | None = None, limit: int = 3,
           project_dir: Path | None = None) -> list[Skill]:
    """Skills for ``query`` (and those of ``project``) that apply in ``project_dir``, best first,
    scored and judged for freshness."""
    from reflectgit import query_text as terms
    from reflectgit.fsutil import unless_read_only

    with unless_read_only():
        con.executescript(_SCHEMA)
    if not con.execute("select 1 from sqlite_master where name = 'skills'").fetchone():
        return []  # a KB mounted read-only whose index never held skills
    cands: dict[str, sqlite3.Row] = {}
    match = terms.fts_query(query)
    if match:
        try:
            for r in con.execute("select skills.* from skills_fts join skills on skills.rowid = skills_fts.rowid "
                                 "where skills_fts match ? limit 50", (match,)):
                cands[r["path"]] = r
        except sqlite3.OperationalError:
            pass
    if project:
        for r in con.execute("select * from skills where project = ?", (project,)):
            cands[r["path"]] = r
    out = []
    for r in cands.values():
        if not _applies(r, project_dir):
            continue
        s = _row(r)
        s.score = round(terms.match_score(query, [(s.name.replace("-", " "), 1.0), (" ".join(s.tags), 1.0),
                                                   (s.description, 0.5), (s.body, 0.2)]), 3)
        if project and s.project == project:
            s.score = round(s.score + 2.0, 3)  # written for this project: a strong hit at its session start
        out.append(s)
    out.sort(key=lambda s: (-s.score, s.name))
    for s in out[:limit]:
        judge_freshness(con, s)
    return out[:limit]


def all_skills(con: sqlite3.Connection, project_dir: Path | None = None) -> list[Skill]:
    con.executescript(_SCHEMA)
    skills = [_row(r) for r in con.execute("select * from skills order by name, path") if _applies(r, project_dir)]
    for s in skills:
        judge_freshness(con, s)
    return skills


def create(kb: KB, name: str, note_ids: list[str], description: str | None = None) -> str:
    """Curate notes into ``skills/<name>/SKILL.md`` (committed): their rules become its steps."""
    from reflectgit.note import now_iso
    from reflectgit.project import slug

    clean = slug(name).lower()
    if not clean or clean != name.lower():
        raise KBError(f"skill names are letters, digits, '.', '_' and '-' (got {name!r})", field="name")
    if not note_ids:
        raise KBError("give the notes the skill is made of (--from ID, repeatable)", field="from")
    notes = [kb.get(i).redacted() for i in note_ids]  # a skill is injected and shared: no private span
    tags = list(dict.fromkeys(t for n in notes for t in n.tags if t not in ("session", "speculative")))[:8]
    projects = {n.get("project") for n in notes}
    desc = description or "; ".join(n.title for n in notes)[:200]
    import yaml

    # a person chose these notes: curated, so confident enough to answer on its own when fresh
    meta = {"name": clean, "description": desc, "tags": tags, "confidence": 0.9, "updated": now_iso(),
            "sources": [n.id for n in notes]}
    if len(projects) == 1:
        meta["project"] = projects.pop()
    steps = []
    for n in notes:
        what = n.get("rule") or n.get("key_insight") or n.get("fix") or n.title
        steps.append(f"- {' '.join(str(what).split())} (from {n.id})")
    text = "---\n" + yaml.safe_dump(meta, sort_keys=False, allow_unicode=True) + "---\n\n" + \
        f"# {clean}\n\n{desc}\n\n## Do\n\n" + "\n".join(steps) + "\n"
    rel = f"{KB_FOLDER}/{clean}/SKILL.md"
    with kb.transaction(f"skill new {clean}", op=f"skill new {clean}") as tx:
        tx.write(rel, text.encode("utf-8"))
    return rel
