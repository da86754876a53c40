"""Recall results as the terminal shows them, for the full CLI and the thin path alike (so the
two can never print differently). Light: standard library only."""

from __future__ import annotations

import json
from typing import Any

from reflectgit.recall.types import Result


def as_json(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False, default=str)


def explain_empty(result: Result, opts: Any, again: Any, outside_projects: bool = False,
                  project: str | None = None) -> None:
    """An empty answer that inactive notes (a demoted, archived or superseded note) or other
    projects' notes would have filled: say so, rather than "no matching notes" (review13: the
    quick start demotes its only note, then its search printed nothing; a search outside the
    project said nothing of `--global`; review27: inside a project, nothing said that another
    project knew the answer, as MCP's `other_projects` does). Asked again without logging."""
    if result.hits:
        return
    import dataclasses

    quiet = {"log": False, "gap_log": False, "cache": False}
    if not opts.include_inactive and not result.gated:
        wider = again(dataclasses.replace(opts, include_inactive=True, **quiet))
        result.explain["inactive_matches"] = [{"id": h.id, "status": h.status, "title": h.title}
                                              for h in wider.hits if h.inactive][:3]
    if not opts.global_ and not result.explain.get("inactive_matches"):
        wider = again(dataclasses.replace(opts, global_=True, **quiet))
        others = other_projects(wider.hits, None if outside_projects else project)
        if others:
            result.explain["other_projects"] = others
            result.explain["searched_project"] = None if outside_projects else project


def other_projects(hits: list[Any], here: str | None) -> list[str]:
    """The projects (at most five, the best answer's first) whose notes answer a search of every
    project that ``here`` could not: global notes are in every search already, and a project
    whose best hit is among the weaker matches answers nothing (review29: "_global" and
    projects matched only by noise were named, and the first, alphabetically, suggested)."""
    from reflectgit.project import GLOBAL_PROJECT

    top = max((h.score for h in hits), default=0.0)
    best: dict[str, float] = {}
    for h in hits:
        if h.project and h.project not in (GLOBAL_PROJECT, here) and h.score >= WEAK_SHARE * top > 0:
            best[h.project] = max(best.get(h.project, 0.0), h.score)
    return sorted(best, key=lambda p: (-best[p], p))[:5]


#: hits scoring below this share of the best are listed under a "weaker matches" line
WEAK_SHARE = 0.2


def empty_lines(result: Result) -> list[str]:
    """What an empty answer's second look found (:func:`explain_empty`), for `search` and `index`."""
    out = []
    hidden = result.explain.get("inactive_matches") or []
    if hidden:
        out.append("  Inactive notes match: " + ", ".join(f"{h['id']} [{h['status']}] {h['title']}" for h in hidden)
                   + " — `--include-inactive` shows them.")
    elsewhere = result.explain.get("other_projects") or []
    if elsewhere:
        searched = result.explain.get("searched_project")
        out.append(f"  Only {f'{searched} and ' if searched else ''}global notes were searched; notes of "
                   + ", ".join(elsewhere) + f" match — `--global` searches every project (or `--project {elsewhere[0]}`).")
    return out


def search_lines(result: Result, field: str | None, explain: bool, as_json_: bool = False) -> list[str]:
    """``reflectgit search``'s output."""
    if as_json_:
        return [as_json(result.to_dict())]
    out: list[str] = []
    if not result.hits:
        why = ("out of domain: nothing relevant enough" if result.gated
               else result.explain.get("budget") or "no matching notes")
        out.append(f"No results ({why}).")
        out += empty_lines(result)
    top = max((h.score for h in result.hits), default=0.0)
    weak = False
    for i, h in enumerate(result.hits, start=1):
        if not weak and top > 0 and h.score < WEAK_SHARE * top and i > 1:
            weak = True  # review13: a tail scored 0.00-0.04 read like answers; it is what filled the limit
            out.append(f"    (weaker matches: below {WEAK_SHARE:.0%} of the best score)")
        arms_txt = " ".join(f"{a}#{r}" for a, r in h.ranks.items())
        mark = (f" [{h.status}]" if h.inactive else "") + (f"  (from the {h.origin})" if h.origin else "")
        out.append(f"{i:>2}. {h.id}  {h.title}{mark}  ({h.score:.4f}; {arms_txt})")
        if h.via:
            out.append(f"      graph: {h.via['edge']}" + (f" via {h.via['entity']}" if h.via['entity'] else "")
                       + f" from {h.via['from']}")
        if field:
            out.append(f"      {field}: {h.value if h.value is not None else '-'}")
        out += ["      " + line for line in disputed_lines(h.disputes, h.disputed_by)]
    indexing = result.explain.get("indexing")
    if indexing:
        out.append(f"    ({indexing['note']})")
    refused = result.explain.get("unsearchable")
    if refused:
        out.append(f"    ({unsearchable_line(refused)})")
    if explain:
        out += _explain_lines(result)
    return out


def disputed_lines(disputes: list[dict[str, str]] | None, disputed_by: list[dict[str, str]] | None) -> list[str]:
    """What a pending contradiction says about a note (``search``, ``show``): the note it challenges
    is injected as usual, the challenger not until a person decides."""
    out = [f"disputed: {d['id']} says otherwise ({d['pending']}) — decide with `reflectgit pending`"
           for d in disputed_by or []]
    out += [f"disputed: says the opposite of {d['id']} ({d['pending']}); not injected into sessions until you "
            "decide with `reflectgit pending`" for d in disputes or []]
    return out


def _explain_lines(result: Result) -> list[str]:
    ex = result.explain
    out = ["\nexplain:" + (" (served from the fuzzy cache)" if result.cached else "")]
    if result.window:
        out.append(f"  date phrase: {result.window['phrase']!r} -> {result.window['start']} .. {result.window['end']}")
    elif ex.get("window"):
        out.append(f"  date phrase: {ex['window']}")
    for arm, ids in ex.get("arms", {}).items():
        out.append(f"  {arm}: {' '.join(ids) or '-'}")
    out.append(f"  fusion: {ex.get('fusion')}; candidates in scope: {ex.get('candidates')}; "
               f"floors dropped: {ex.get('floors') or 'none'}")
    out.append(f"  rerank: {ex.get('rerank')}; mmr: {ex.get('mmr')}")
    if ex.get("subjects"):
        out.append(f"  meaning read without the subjects' names {', '.join(ex['subjects']['dropped'])}: "
                   f"{ex['subjects']['query']!r}")
    fb = ex.get("feedback") or {}
    if fb.get("off") or not fb:
        out.append("  feedback from the first hits: off")
    else:
        why = (f"they come from {fb['sources']} source(s); it needs {fb['needed']}"
               + (f"; the scope's {fb['scope']} notes are all ranked already" if fb["sources"] >= fb["needed"]
                  and not fb["applied"] else ""))
        out.append(f"  feedback from the first hits: {'applied' if fb['applied'] else 'not applied'} ({why})")
    for h in result.hits:
        out.append(f"  {h.id}: fused {h.fused:.4f} rerank {h.rerank} boosts {h.boosts or '-'} -> {h.score:.4f}")
    out.append(f"  gate: {json.dumps(result.gate)}")
    econ = result.economics
    out.append(f"  tokens: {result.tokens} (index view {econ.get('discovery_tokens')}, "
               f"saves {econ.get('savings_pct')}% when hydrating selectively)")
    return out


def unsearchable_line(refused: dict[str, Any]) -> str:
    """"2 note files not searched: <path> field 'created': is required and 1 more — ..."."""
    first = refused["notes"][0]
    where = f"{first['path']} field '{first['field']}'" if first.get("field") else first["path"]
    more = f" and {refused['count'] - 1} more" if refused["count"] > 1 else ""
    return (f"{refused['count']} note file{'s' if refused['count'] > 1 else ''} not searched: "
            f"{where}: {first['message']}{more} — `reflectgit doctor` lists them")


def index_lines(query: str, rows: list[dict[str, Any]], used: int, gated: bool, as_json_: bool = False,
                unsearchable: dict[str, Any] | None = None, empty: list[str] | None = None) -> list[str]:
    """``reflectgit index``'s output: the compact listing, and the note files the index refused
    (as ``search`` names them: "No results." alone read as "the KB does not know this")."""
    if as_json_:
        return [as_json({"query": query, "rows": rows, "tokens": used, "gated": gated,
                         **({"unsearchable": unsearchable} if unsearchable else {})})]
    out = [f"[{r['id']}] {r['title']}  score {r['score']:.3f}  ({r['tokens']} tokens)"
           + (f"  (from the {r['from']})" if r.get("from") else "")
           + ("  (disputed: `reflectgit pending`)" if r.get("disputes") or r.get("disputed_by") else "")
           for r in rows] or ["No results.", *(empty or [])]
    return out + ([f"({unsearchable_line(unsearchable)})"] if unsearchable else [])


def listing(result: Result, max_tokens: int) -> tuple[list[dict[str, Any]], int]:
    """Staged recall's first step: id + title rows while they fit ``max_tokens`` (at least one),
    and the tokens they cost."""
    from reflectgit.tokens import listing_line

    rows: list[dict[str, Any]] = []
    used = 0
    for h in result.hits:
        cost = listing_line(h.title)
        if rows and used + cost > max_tokens:
            break
        rows.append({"id": h.id, "title": h.title, "score": h.score, "tokens": h.tokens,
                     **({"from": h.origin} if h.origin else {}),
                     **{k: v for k, v in (("disputes", h.disputes), ("disputed_by", h.disputed_by)) if v}})
        used += cost
    return rows, used


def command_lines(command: str, args: list[str], cwd: str, search: Any) -> list[str]:
    """What ``reflectgit search|index ARGS`` run in ``cwd`` prints, given ``search(context,
    query, options) -> Result``: the recall server's answer to a thin client (with the client's
    settings in the environment), and this process's when no server runs (one place, so both
    print the same bytes)."""
    from pathlib import Path

    from reflectgit.config import session_id
    from reflectgit.fastpath import parse_recall_args
    from reflectgit.project import detect
    from reflectgit.recall.types import Options

    parsed = parse_recall_args(args)
    if parsed is None:
        raise ValueError(f"not a plain {command} command line: {args!r}")
    query, flags, json_out = parsed
    context = detect(Path(cwd), project=flags.pop("project", None), branch=flags.pop("branch", None))
    budget = flags.pop("max_tokens", 0)
    if command == "index":
        budget = budget or 300
    opts = Options(session=session_id(), max_tokens=0 if command == "index" else budget, **flags)
    result: Result = search(context, query, opts)
    if not json_out:
        explain_empty(result, opts, lambda o: search(context, query, o), outside_projects=context.is_global,
                      project=context.project)
    if command == "index":
        rows, used = listing(result, budget)
        out = index_lines(query, rows, used, result.gated, json_out, result.explain.get("unsearchable"),
                          empty_lines(result))
    else:
        out = search_lines(result, opts.field, False, json_out)
    if not json_out and result.explain.get("degraded") and result.explain.get("served_by"):
        # the recall server's stderr is its log: the notice an in-process search prints, in the answer
        out.append(f"reflectgit: {result.explain['degraded']}")
    return out
