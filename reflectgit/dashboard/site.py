"""``reflectgit site build``: the memory as a static site, rendered with jinja2.

Pages: home (counts, notes by status over time, captures per week by source, recalls per week,
status now, most recalled), MEMORY.md, the reflection documents, the audit trail, one page per
note (fields, relations, lifecycle timeline, neighbourhood graph, history with diffs), shard
listings, the entity graph (SVG, panned and zoomed by ``graph.js``) and a client-side search over
a JSON index.
Everything comes from what the KB has committed, so the same KB commit gives the same bytes;
nothing is fetched from elsewhere (assets come from this project's ``site/`` folder); text
inside ``<private>`` spans never appears.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflectgit.errors import KBError
from reflectgit.fsutil import loads_json, read_kb_text
from reflectgit.note import ID_PATTERN
from reflectgit.privacy import strip_private

REFLECTION_DOCS = (("Evolution", ("memory/evolution.md", "evolution.md")),
                   ("Reflection log", ("memory/reflection-log.md", "reflection-log.md")))
GRAPH_NODES = 150
WIDE, NARROW = 640, 360  # the home page's charts, drawn for a desktop and for a phone
SNIPPET = 160


@dataclass
class SiteResult:
    path: str
    pages: int
    notes: int
    commit: str | None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _markdown() -> Any:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")
    md.add_render_rule("image", _image)
    md.add_render_rule("softbreak", _softbreak)
    return md


#: a line of a session excerpt (``> user: ...``, ``> assistant called Edit``): one turn, one line
_TURN = re.compile(r"^(?:user|assistant|tool|system)(?::| called )")


def _softbreak(self: Any, tokens: list[Any], idx: int, options: Any, env: Any) -> str:
    """A line break where the next line is a turn of a session excerpt: who said what stays on
    its own line, instead of the whole excerpt running on as one paragraph. Other soft breaks
    stay spaces, as in any markdown viewer."""
    following = tokens[idx + 1] if idx + 1 < len(tokens) else None
    if following is not None and following.type == "text" and _TURN.match(following.content):
        return "<br>\n"
    return "\n"


_LOCAL_SRC = re.compile(r"^(?![a-z][a-z0-9+.-]*:|//)[^\\]*$", re.I)


def _image(self: Any, tokens: list[Any], idx: int, options: Any, env: Any) -> str:
    """An image from elsewhere (``http:``, ``//host``, any scheme) is shown as its address, not
    fetched: opening a note must not tell a server who reads it, and the site makes no request."""
    from html import escape as esc

    token = tokens[idx]
    src = token.attrGet("src") or ""
    alt = self.renderInlineAsText(token.children or [], options, env)
    if _LOCAL_SRC.match(src):
        return f'<img src="{esc(src)}" alt="{esc(alt)}">'
    return f'<span class="remote-image">[image{": " + esc(alt) if alt else ""} — not loaded: {esc(src)}]</span>'


def _env() -> Any:
    from importlib import resources

    import jinja2

    root = resources.files("reflectgit.templates") / "site"
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(root)), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    md = _markdown()
    env.filters["markdown"] = lambda text: __import__("markupsafe").Markup(md.render(_uncomment(strip_private(text or ""))))
    env.filters["private"] = lambda text: strip_private(str(text)) if text is not None else ""
    return env


_COMMENT = re.compile(r"<!--.*?-->", re.S)


def _uncomment(text: str) -> str:
    """Markdown without HTML comments: raw HTML is off (escaped), so a comment a reader would
    never see in a markdown viewer would otherwise be printed as text."""
    return _COMMENT.sub("", text)


def _diff(old: bytes | None, new: bytes | None, name: str) -> str:
    import difflib

    a = strip_private((old or b"").decode("utf-8", "replace")).splitlines(keepends=True)
    b = strip_private((new or b"").decode("utf-8", "replace")).splitlines(keepends=True)
    return "".join(difflib.unified_diff(a, b, fromfile="a/" + name, tofile="b/" + name, n=1))


def _kb_counters(kb: Any) -> Counter:
    """Recalls per note: every other machine's committed counters and this machine's recall log,
    flushed or not (a KB that never syncs commits none, and its site said "0 recalls")."""
    from reflectgit import counters

    return Counter({k: v["recalls"] for k, v in counters.recall_counts(kb).items()})


#: left in every site built: the one kind of folder a build may replace whole
SITE_MARKER = ".reflectgit-site"


def _check_replaceable(kb: Any, out: Path) -> None:
    """A build replaces its output folder whole, so it must be a site built before or empty:
    never a repository, the KB, or a folder of the user's files (`-o .` in a project, `-o docs`)."""
    from reflectgit.errors import KBError

    where = out.resolve()
    home = Path(kb.path).resolve()
    derived = home / ".reflectgit"  # this machine's own files: `serve` builds its site there
    if home.is_relative_to(where) or (where.is_relative_to(home) and not where.is_relative_to(derived)):
        raise KBError("is the KB or holds it: the site is built elsewhere (e.g. -o site)", file=out, field="-o")
    if not where.exists():
        return
    if not where.is_dir():
        raise KBError("is a file, not a folder for the site", file=out, field="-o")
    ours = (where / SITE_MARKER).is_file() or all((where / n).exists() for n in ("search-index.js", "style.css", "notes"))
    if any(where.iterdir()) and (not ours or (where / ".git").exists()):
        raise KBError("is not empty and not a site reflectgit built; a build replaces its folder whole, so it "
                      "refuses to: give a new or empty folder", file=out, field="-o")


def build(kb: Any, out: Path) -> SiteResult:
    from importlib import resources

    from reflectgit import gitops
    from reflectgit.dashboard import charts, neighbourhood, svg
    from reflectgit.dashboard.audit import reflection_changes
    from reflectgit.dashboard.neighbourhood import Neighbourhoods
    from reflectgit.index import Index
    from reflectgit.index import history as kb_history

    out = Path(out)
    _check_replaceable(kb, out)
    head = gitops.head_sha(kb.repo)
    commit = head.decode() if head else None
    env = _env()
    # ids name pages; every field, tags and entities without private spans
    index = Index(kb)
    if index.has_notes():  # kept by recall or `serve`: brought up to date, the model never loaded
        index.sync(embed=False)
        found = index.notes()
    else:  # building the index here would cost a first build more than reading the files once
        found = [n.redacted() for n in kb.notes()]
    notes = sorted((n for n in found if ID_PATTERN.match(n.id)), key=lambda n: n.id)
    by_id = {n.id: n for n in notes}
    recalls = _kb_counters(kb)

    history: dict[str, list[dict[str, Any]]] = defaultdict(list)
    commits = []
    steps: list[charts.Step] = []
    promotions: list[tuple[int, int, str, set[str]]] = []
    for age, c in enumerate(index.history()):  # newest first
        changed = []
        if "MEMORY.md" in c.other_paths:
            promotions.append((-age, c.time, c.sha, charts.memory_ids(_file_at(kb, c.sha, "MEMORY.md"))))
        for v in c.versions:
            name = v.new_path or v.old_path or v.note_id
            new_bytes = kb_history.blob(kb, v.new_id)  # read once: the diff and the status chart share it
            steps.append(charts.Step(-age, c.time, c.sha, v.note_id, v.change, charts.status_of(new_bytes), c.actor, c.op,
                                     v.new_path or v.old_path, merge=len(c.parents) > 1))
            history[v.note_id].append({"sha": c.sha, "time": c.iso_time, "actor": c.actor, "op": c.op,
                                       "machine": c.machine,
                                       "subject": strip_private(c.subject), "change": v.change,
                                       "diff": _diff(kb_history.blob(kb, v.old_id), new_bytes, name)})
            changed.append({"id": v.note_id, "change": v.change, "exists": v.note_id in by_id})
        commits.append({"sha": c.sha, "time": c.iso_time, "actor": c.actor, "op": c.op, "machine": c.machine,
                        "subject": strip_private(c.subject), "notes": changed, "other": c.other_paths[:5]})

    stage = out.parent / f".{out.name}.rgsite-{os.getpid()}"
    shutil.rmtree(stage, ignore_errors=True)
    (stage / "notes").mkdir(parents=True)
    pages = 0

    def render(rel: str, template: str, **ctx: Any) -> None:
        nonlocal pages
        depth = rel.count("/")
        html = env.get_template(template).render(root="../" * depth, commit=commit, page=rel, **ctx)
        path = stage / rel
        if ".." in rel.split("/") or not path.resolve().is_relative_to(stage.resolve()):
            raise KBError(f"would write the page {rel!r} outside the site folder; refused", field="id")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(html)
        pages += 1

    # notes
    links = Neighbourhoods.of(notes)  # once per build: each note page asks it, nobody rescans the notes
    entity_notes = links.entity_notes
    shards: dict[tuple[str, str], list[Any]] = defaultdict(list)
    edges: list[tuple[str, str, str]] = []
    for n in notes:
        rel = n.path.relative_to(kb.path).as_posix() if n.path else ""
        parts = rel.split("/")
        shards[(parts[1], parts[2]) if len(parts) == 4 else ("?", "?")].append(n)
        for r in n.get("relations") or []:
            if isinstance(r, dict) and r.get("target"):
                target = str(r["target"])
                edges.append((n.id if target in by_id or not r.get("source") else f"e:{r['source']}",
                              target if target in by_id else f"e:{target}", str(r.get("type"))))
    sources = {n.id: str(n.get("source").get("kind")) for n in notes if isinstance(n.get("source"), dict)}
    story = charts.tell(steps, promotions, sources)
    for n in notes:
        life = story.lifecycles.get(n.id, [])
        around = links.around(n.id)
        render(f"notes/{n.id}.html", "note.html", note=n, zoom=bool(around), fields=_fields(n), relations=_relations(n, by_id),
               timeline=charts.timeline(life, f"Lifecycle of {strip_private(n.title)}"),
               events=[{"day": charts.day(e["time"]), "text": e["text"], "sha": e["sha"]} for e in life],
               incoming=[{"type": t, "id": i, "title": links.titles[i]} for t, i in links.incoming.get(n.id, [])],
               neighbourhood=neighbourhood.draw(strip_private(n.title), n.status, around),
               neighbours=neighbourhood.listing(around), related=len(around),
               lifecycle=_lifecycle(n, by_id), history=history.get(n.id, []),
               recalls=recalls.get(n.id, 0), title=strip_private(n.title))

    # shards
    shard_list = [{"project": p, "shard": s, "count": len(ns), "href": _shard_page(p, s)}
                  for (p, s), ns in sorted(shards.items())]
    for (p, s), ns in sorted(shards.items()):
        render(_shard_page(p, s), "shard.html", project=p, shard=s, notes=_rows(ns, recalls),
               title=f"{p} / {s}")
    render("shards.html", "shards.html", shards=shard_list, title="Shards")

    # home
    status = Counter(n.status for n in notes)
    top = [(by_id[i].title if i in by_id else i, c) for i, c in recalls.most_common(10)]
    weekly = _recall_weeks(kb)
    drawn = {"status": _both(lambda w: svg.hbars(sorted(status.items()), "Notes by status", width=w)),
             "recalls": _both(lambda w: svg.hbars(top, "Most recalled notes (all machines)", width=w)),
             "status_time": _both(lambda w: charts.status_area(story, width=w)),
             "sources": _both(lambda w: charts.stacked_bars(story.weeks, story.captures, charts.SOURCE_ORDER,
                                                            "Captures per week by source", "source", width=w)),
             "recall_weeks": _both(lambda w: charts.recalls_per_week(story.weeks, weekly, width=w))}
    recent = sorted(notes, key=lambda n: (str(n.get("created") or ""), n.id), reverse=True)[:15]
    render("index.html", "index.html", title="reflectgit memory", counts={
        "notes": len(notes), "active": status.get("active", 0), "projects": len({p for p, _ in shards}),
        "shards": len(shards), "commits": len(commits), "recalls": sum(recalls.values())},
        status=sorted(status.items()), charts=drawn, recent=_rows(recent, recalls), top=top)

    # MEMORY.md and the reflection documents
    render("memory.html", "document.html", title="MEMORY.md",
           parts=_document_parts(read_kb_text(kb.path / "MEMORY.md") or "", by_id))
    docs = []
    for label, candidates in REFLECTION_DOCS:
        doc = next((kb.path / c for c in candidates if os.path.lexists(kb.path / c)), None)
        docs.append({"label": label, "text": _drop_title(read_kb_text(doc) or "") if doc else None,
                     "path": doc.relative_to(kb.path).as_posix() if doc else candidates[0]})
    render("reflection.html", "reflection.html", title="Reflection", docs=docs)

    # audit trail
    changes = sorted(reflection_changes(kb), key=lambda r: (str(r.get("at") or ""), json.dumps(r, sort_keys=True, default=str)))
    render("audit.html", "audit.html", title="Audit trail", commits=commits,
           changes=[{"at": r.get("at"), "action": r.get("action") or r.get("type"),
                     "note": r.get("note_id") or r.get("note"),
                     "detail": strip_private(json.dumps({k: v for k, v in r.items() if k not in ("_file",)},
                                                        sort_keys=True, default=str))} for r in changes])

    # entity graph
    nodes, graph_edges = _graph(notes, entity_notes, edges, by_id)
    render("graph.html", "graph.html", title="Entity graph", zoom=True, svg=svg.graph(nodes, graph_edges), nodes=nodes,
           entities=sorted(((e, len(ids)) for e, ids in entity_notes.items()), key=lambda x: (-x[1], x[0]))[:200])
    render("search.html", "search.html", title="Search")

    # search index and assets
    search_rows = [{"id": n.id, "t": strip_private(n.title), "p": n.get("project"), "b": n.get("branch"), "s": n.status,
              "g": n.tags, "x": _snippet(n)} for n in notes]
    data = json.dumps(search_rows, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    (stage / "search-index.json").write_text(data, encoding="utf-8")
    (stage / "search-index.js").write_text(_index_script(data), encoding="utf-8")
    assets = resources.files("reflectgit.siteassets")
    for name in ("style.css", "search.js", "graph.js"):
        (stage / name).write_bytes((assets / name).read_bytes())
    (stage / SITE_MARKER).write_text("A site built by `reflectgit site build`; the next build replaces this folder.\n")
    if out.exists():
        shutil.rmtree(out)
    os.replace(stage, out)
    return SiteResult(str(out), pages, len(notes), commit)


def _shard_page(project: str, shard: str) -> str:
    """A shard's page, named in ASCII (``проект`` -> ``u-e1aaabdc``, punycode): a static server that
    does not decode ``%D0%BF...`` in a link (Datasette's, under ``reflectgit serve``) still finds it."""
    def name(part: str) -> str:
        return part if part.isascii() else "u-" + part.encode("punycode").decode("ascii")

    return f"shards/{name(project)}/{name(shard)}.html"


def _both(draw: Callable[[int], str]) -> str:
    """A chart drawn for a desktop column and again for a phone's (CSS shows one): a 640-wide
    drawing squeezed into 360 px would shrink its 11 px labels to 6 px."""
    wide, narrow = draw(WIDE), draw(NARROW)
    if wide == narrow:  # "nothing yet": no drawing to choose between
        return wide
    return f'<div class="chart-wide">{wide}</div><div class="chart-narrow">{narrow}</div>'


def _file_at(kb: Any, sha: str, path: str) -> str:
    """A KB file's text at a commit ("" when absent): MEMORY.md at each commit that changed it."""
    from dulwich.object_store import tree_lookup_path

    store = kb.repo.object_store
    try:
        _, blob_id = tree_lookup_path(store.__getitem__, store[sha.encode()].tree, path.encode())
        return store[blob_id].data.decode("utf-8", "replace")
    except KeyError:
        return ""


def _recall_weeks(kb: Any) -> Counter:
    """Recalls per ISO week from every machine's committed counters (each line is one sync's
    recalls of a note, stamped with its last recall) and this machine's recalls not yet flushed."""
    from reflectgit import counters
    from reflectgit.dashboard.charts import week_of

    folder = kb.path / counters.FOLDER
    out: Counter = Counter()
    lines = [line for f in (sorted(folder.glob("*.jsonl")) if folder.is_dir() else [])
             for line in f.read_text(errors="replace").splitlines()]
    for c in [*(_json(line) for line in lines), *counters.unflushed(kb)]:
        try:
            out[week_of(float(c["last"]))] += int(c.get("recalls", 0))
        except (KeyError, TypeError, ValueError, OverflowError, OSError):
            continue
    return out


def _json(line: str) -> Any:
    try:
        return loads_json(line)
    except ValueError:
        return None


MANAGED_START = "<!-- reflectgit:managed:start -->"
MANAGED_END = "<!-- reflectgit:managed:end -->"


def _drop_title(text: str) -> str:
    """The document without its leading level-1 heading: the page already has one."""
    lines = text.lstrip("\n").split("\n")
    if lines and lines[0].startswith("# "):
        return "\n".join(lines[1:]).lstrip("\n")
    return text


_MANAGED_ID = re.compile(r"\(([a-z0-9][a-z0-9._-]{2,63}), ")


def _link_ids(block: str, pages: dict[str, Any] | set[str]) -> str:
    """The managed block with each entry's ``(id, project)`` linking to the note's page (the
    memory page sits at the site's root, next to ``notes/``)."""
    return _MANAGED_ID.sub(lambda m: f"([{m.group(1)}](notes/{m.group(1)}.html), " if m.group(1) in pages
                           else m.group(0), block)


def _document_parts(text: str, pages: dict[str, Any] | set[str] | None = None) -> list[dict[str, Any]]:
    """MEMORY.md cut into the hand-written text and the block reflectgit manages, so the page
    shows the block as a marked band instead of printing its HTML-comment markers as text; in
    the block, note ids link to the notes' pages (``pages``: the ids that have one)."""
    text = _drop_title(text)
    start, end = text.find(MANAGED_START), text.find(MANAGED_END)
    if start == -1 or end < start:
        return [{"managed": False, "text": text.replace(MANAGED_START, "").replace(MANAGED_END, "")}]
    parts = [{"managed": False, "text": text[:start]},
             {"managed": True, "text": _link_ids(text[start + len(MANAGED_START):end], pages or set())},
             {"managed": False, "text": text[end + len(MANAGED_END):]}]
    return [p for p in parts if p["managed"] or str(p["text"]).strip()]


def _index_script(data: str) -> str:
    """The search index as a script setting a global: browsers refuse ``fetch`` on ``file://``
    but still run a ``<script src>`` next to the page, so search works when opened from disk."""
    safe = data.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    return f"// reflectgit search index (same data as search-index.json)\nwindow.REFLECTGIT_SEARCH_INDEX = {safe};\n"


def _snippet(n: Any) -> str:
    text = " ".join(str(n.get(k) or "") for k in ("rule", "key_insight", "problem")).strip() or n.body
    text = " ".join(strip_private(text).split())
    return text[:SNIPPET]


def _rows(notes: list[Any], recalls: Counter) -> list[dict[str, Any]]:
    return [{"id": n.id, "title": strip_private(n.title), "status": n.status, "project": n.get("project"),
             "branch": n.get("branch"), "tags": n.tags, "created": n.get("created"), "recalls": recalls.get(n.id, 0)}
            for n in notes]


HIDDEN_FIELDS = {"id", "title", "relations", "revert", "promoted_from", "contradicts", "source"}


def _fields(n: Any) -> list[tuple[str, str]]:
    out = []
    for k, v in n.fields().items():
        if k in HIDDEN_FIELDS:
            continue
        if isinstance(v, (list, dict)):
            v = ", ".join(str(x.get("name", x)) if isinstance(x, dict) else str(x) for x in v) \
                if isinstance(v, list) else json.dumps(v, sort_keys=True)
        out.append((k, strip_private(str(v))))
    return out


def _relations(n: Any, by_id: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for r in n.get("relations") or []:
        if not isinstance(r, dict):
            continue
        target = str(r.get("target"))
        out.append({"type": str(r.get("type")), "target": target, "source": r.get("source"),
                    "note": target if target in by_id else None,
                    "title": strip_private(by_id[target].title) if target in by_id else None})
    return out


def _lifecycle(n: Any, by_id: dict[str, Any]) -> list[dict[str, Any]]:
    """Why the note exists and what happened to it, in words with links."""
    src = n.get("source") if isinstance(n.get("source"), dict) else {}
    events: list[dict[str, Any]] = []
    kind = src.get("kind") or "manual"
    if kind == "commit":
        events.append({"text": f"Captured from code commit {str(src.get('commit'))[:12]}"
                       + (f" ({src.get('origin')})" if src.get("origin") else "")
                       + (f" in agent session {src.get('session')}" if src.get("session") else ""),
                       "code": src.get("commit")})
    elif kind == "session":
        events.append({"text": _from_session(src)})
    elif kind == "import":
        events.append({"text": f"Imported (originally {src.get('original_id') or 'unnamed'})"})
    else:
        events.append({"text": f"Written by hand ({kind})"})
    for old in src.get("rewritten_from") or []:
        events.append({"text": f"Followed its commit when {str(old)[:12]} was rewritten"})
    promoted = n.get("promoted_from") if isinstance(n.get("promoted_from"), dict) else None
    if promoted:
        events.append({"text": f"Promoted from branch {promoted.get('branch')} when it was merged "
                               f"({str(promoted.get('merge'))[:12]})"})
    revert = n.get("revert") if isinstance(n.get("revert"), dict) else None
    if revert:
        events.append({"text": f"Demoted: commit {str(revert.get('reverted'))[:12]} was reverted by "
                               f"{str(revert.get('by'))[:12]}"})
    if n.get("superseded_by"):
        sid = str(n.get("superseded_by"))
        events.append({"text": "Superseded by", "note": sid if sid in by_id else None, "label": sid})
    for c in n.get("contradicts") or []:
        if isinstance(c, dict):
            events.append({"text": f"Contradiction in {c.get('field')} to resolve"
                                   + (f": the other version was “{strip_private(str(c.get('other')))}”"
                                      if c.get("other") else "")})
    if n.status != "active":
        events.append({"text": f"Status {n.status}" + (f": {strip_private(str(n.get('status_reason')))}"
                                                      if n.get("status_reason") else "")})
    return events


def _from_session(src: dict[str, Any]) -> str:
    """How an agent's note came in, saying only what its source records: an MCP client's
    ``add_learning`` (``writer: mcp:<client>``) or a captured transcript, and the session when
    the harness named one (an MCP call often has none)."""
    session = strip_private(str(src.get("session") or ""))
    writer = strip_private(str(src.get("writer") or ""))
    if writer.startswith("mcp:"):
        client = writer.removeprefix("mcp:")
        return ("Added through MCP by the agent" + (f" ({client})" if client else "")
                + (f" in session {session}" if session else ""))
    return f"Captured from agent session {session}" if session else "Captured from an agent session (not named)"


def _graph(notes: list[Any], entity_notes: dict[str, set[str]], edges: list[tuple[str, str, str]],
           by_id: dict[str, Any]) -> tuple[list[dict[str, Any]], list[tuple[str, str, str]]]:
    """Notes and entities joined by typed relations and by the entities notes mention; the
    GRAPH_NODES most connected nodes (ties by id, so the same KB gives the same graph)."""
    every = set(edges)
    for e, ids in entity_notes.items():
        every.update((i, f"e:{e}", "mentions") for i in ids)
    every = {(a, b, t) for a, b, t in every if a != b and (a in by_id or a.startswith("e:"))
             and (b in by_id or b.startswith("e:"))}
    degree: Counter = Counter()
    for a, b in {(min(a, b), max(a, b)) for a, b, _ in every}:
        degree[a] += 1
        degree[b] += 1
    keep = {k for k, _ in sorted(degree.items(), key=lambda kv: (-kv[1], kv[0]))[:GRAPH_NODES]}
    nodes = []
    for k in sorted(keep):
        if k.startswith("e:"):
            nodes.append({"id": k, "label": k[2:], "kind": "entity", "status": "entity", "degree": degree[k]})
        else:
            nodes.append({"id": k, "label": strip_private(by_id[k].title), "kind": "note", "degree": degree[k],
                          "status": by_id[k].status, "href": f"notes/{k}.html"})
    return nodes, sorted((a, b, t) for a, b, t in every if a in keep and b in keep)
