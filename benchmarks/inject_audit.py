"""A hand audit of what the UserPromptSubmit hook injects, against the key-phrase proxy of ``inject_eval.py``.

``extract --trace F --out PAIRS`` reads a trace (``inject_eval.py --split S --trace --json F``) and writes every
(prompt, injected note) pair, shuffled with a fixed seed, with a pair id: the prompt's text, the note's title, full
text and fields and its session transcript. It leaves out what would sway the reader: the proxy's verdict, the
lessons the prompt expects and whether the prompt is one that must inject nothing.

``score --trace F --labels L`` joins the labels (one JSON object a line: ``pair``, ``label`` in relevant / partly /
not, ``reason``) back to the trace and prints judged precision (relevant, and relevant + partly) against the proxy,
the confusion table judged x proxy, both per prompt kind (follow-up, must inject nothing), a bootstrap interval over
prompts (paired: judged and proxy precision on the same resample) and every disagreement, marked ``sibling`` when
the note comes from the session of a lesson the prompt expects. The rubric: ``benchmarks/inject_audit.md``.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

LABELS = ("relevant", "partly", "not")
SEED = 25
#: the note's own fields shown to the reader besides its indexed text
FIELDS = ("type", "problem", "rule", "fix", "key_insight")


def pairs(trace: dict[str, Any]) -> list[dict[str, Any]]:
    """Every (prompt, injected note) pair with what only the scorer may see (``_row``, ``_proxy``)."""
    out = []
    for i, row in enumerate(trace["follow_up_rows"]):
        cands = {c["id"]: c for c in row.get("trace", [])}
        for nid in row["injected"]:
            c = cands.get(nid, {})
            meta = c.get("meta", {})
            note = trace.get("notes", {}).get(nid, {})
            out.append({"prompt": row["prompt"], "note": nid,
                        "title": c.get("title") or note.get("title") or meta.get("title", ""),
                        "text": c.get("text", ""),
                        "fields": {k: meta[k] for k in FIELDS if meta.get(k)},
                        "transcript": note.get("transcript", ""),
                        "_row": i, "_proxy": nid in row.get("relevant_injected", []),
                        "_captures": [lsn["id"] if isinstance(lsn, dict) else lsn for lsn in note.get("lessons", [])],
                        "_expected": list(row.get("expected", []))})
    random.Random(SEED).shuffle(out)
    for k, p in enumerate(out):
        p["pair"] = f"p{k:03d}"
    return out


def extract(trace: dict[str, Any]) -> list[dict[str, Any]]:
    """The pairs as the reader sees them: no verdict, no expected lessons, no prompt kind."""
    return [{k: v for k, v in p.items() if not k.startswith("_")} for p in pairs(trace)]


def _prec(rows: list[dict[str, Any]], ok: Any) -> float:
    return sum(1 for p in rows if ok(p)) / len(rows) if rows else float("nan")


def _bootstrap(rows: list[dict[str, Any]], n: int = 2000, seed: int = 0) -> dict[str, tuple[float, float]]:
    """95% percentile intervals over prompts resampled with replacement (pairs of a prompt move together)."""
    by_prompt: dict[int, list[dict[str, Any]]] = {}
    for p in rows:
        by_prompt.setdefault(p["_row"], []).append(p)
    groups = list(by_prompt.values())
    rng = random.Random(seed)
    stats: dict[str, list[float]] = {"judged": [], "judged+partly": [], "proxy": [], "judged - proxy": []}
    for _ in range(n):
        sample = [p for _g in range(len(groups)) for p in groups[rng.randrange(len(groups))]]
        j = _prec(sample, lambda p: p["label"] == "relevant")
        jp = _prec(sample, lambda p: p["label"] in ("relevant", "partly"))
        x = _prec(sample, lambda p: p["_proxy"])
        stats["judged"].append(j)
        stats["judged+partly"].append(jp)
        stats["proxy"].append(x)
        stats["judged - proxy"].append(j - x)
    out = {}
    for k, v in stats.items():
        v.sort()
        out[k] = (v[int(0.025 * len(v))], v[min(len(v) - 1, int(0.975 * len(v)))])
    return out


def _source(p: dict[str, Any], exp_tr: set[str]) -> str:
    """Where a note the proxy calls irrelevant comes from, read off the trace (not off the labels)."""
    if p["_proxy"]:
        return "proxy relevant"
    if not p["_expected"]:
        return "prompt must inject nothing"
    if p["transcript"] in exp_tr:
        return ("sibling: another lesson of the expected session" if p["_captures"]
                else "expected session, note credited with no lesson")
    return "another session"


def score(trace: dict[str, Any], labels: list[dict[str, Any]], boot: int = 2000) -> dict[str, Any]:
    ps = {p["pair"]: p for p in pairs(trace)}
    seen = {}
    for lab in labels:
        if lab["pair"] not in ps:
            raise SystemExit(f"label for unknown pair {lab['pair']}")
        if lab["label"] not in LABELS:
            raise SystemExit(f"{lab['pair']}: label {lab['label']!r} not one of {LABELS}")
        seen[lab["pair"]] = lab
    missing = sorted(set(ps) - set(seen))
    if missing:
        raise SystemExit(f"{len(missing)} pairs unlabelled, e.g. {missing[:5]}")
    rows = []
    for pid, p in ps.items():
        exp_tr = {e.split("#")[0] for e in p["_expected"]}
        rows.append({**p, "label": seen[pid]["label"], "reason": seen[pid].get("reason", ""),
                     "kind": "follow-up" if p["_expected"] else "inject-nothing",
                     "sibling": bool(p["transcript"]) and p["transcript"] in exp_tr,
                     "source": _source(p, exp_tr)})
    rep: dict[str, Any] = {}
    for kind in ("all", "follow-up", "inject-nothing"):
        sub = [r for r in rows if kind == "all" or r["kind"] == kind]
        conf = Counter((r["label"], "proxy relevant" if r["_proxy"] else "proxy irrelevant") for r in sub)
        rep[kind] = {"pairs": len(sub), "prompts": len({r["_row"] for r in sub}),
                     "judged": _prec(sub, lambda r: r["label"] == "relevant"),
                     "judged+partly": _prec(sub, lambda r: r["label"] in ("relevant", "partly")),
                     "proxy": _prec(sub, lambda r: r["_proxy"]),
                     "confusion": {f"{a} / {b}": n for (a, b), n in sorted(conf.items())}}
    src = Counter((r["source"], r["label"]) for r in rows if not r["_proxy"])
    rep["proxy_irrelevant_by_source"] = {f"{a} / {b}": n for (a, b), n in sorted(src.items())}
    rep["all"]["bootstrap95"] = _bootstrap(rows, boot) if boot else {}
    rep["disagreements"] = [
        {"pair": r["pair"], "kind": r["kind"], "judged": r["label"], "proxy": r["_proxy"], "sibling": r["sibling"],
         "source": r["source"], "captures": r["_captures"],
         "prompt": r["prompt"], "title": r["title"], "transcript": r["transcript"], "expected": r["_expected"],
         "reason": r["reason"]}
        for r in sorted(rows, key=lambda r: r["pair"])
        if r["label"] != ("relevant" if r["_proxy"] else "not")]
    return rep


def _print(rep: dict[str, Any]) -> None:
    for kind in ("all", "follow-up", "inject-nothing"):
        k = rep[kind]
        print(f"{kind}: {k['pairs']} pairs over {k['prompts']} prompts; judged precision {k['judged']:.3f}, "
              f"judged relevant+partly {k['judged+partly']:.3f}, proxy {k['proxy']:.3f}")
        table = Counter()
        for key, n in k["confusion"].items():
            table[tuple(key.split(" / "))] = n
        print(f"  {'judged':10s} {'proxy relevant':>15s} {'proxy irrelevant':>17s}")
        for lab in LABELS:
            print(f"  {lab:10s} {table[(lab, 'proxy relevant')]:15d} {table[(lab, 'proxy irrelevant')]:17d}")
    for name, (lo, hi) in rep["all"].get("bootstrap95", {}).items():
        print(f"bootstrap 95% over prompts, {name}: [{lo:.3f}, {hi:.3f}]")
    print("pairs the proxy calls irrelevant, by where the note comes from and the judged label:")
    for key, n in rep["proxy_irrelevant_by_source"].items():
        print(f"  {n:3d}  {key}")
    print("disagreements (judged label other than the proxy's relevant / not):")
    for d in rep["disagreements"]:
        print(f"- {d['pair']} [{d['kind']}] judged {d['judged']}, proxy {'relevant' if d['proxy'] else 'irrelevant'}"
              f"{', sibling' if d['sibling'] else ''}: {d['prompt'][:90]!r} <- {d['title'][:80]!r} "
              f"({d['transcript']}; captures {', '.join(d['captures']) or 'none'}; "
              f"expected {', '.join(d['expected']) or 'nothing'}) — {d['reason']}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    ex = sub.add_parser("extract", help="write the shuffled pairs without the proxy's verdict")
    ex.add_argument("--trace", required=True, type=Path)
    ex.add_argument("--out", required=True, type=Path)
    sc = sub.add_parser("score", help="join labels back and compare with the proxy")
    sc.add_argument("--trace", required=True, type=Path)
    sc.add_argument("--labels", required=True, type=Path)
    sc.add_argument("--boot", type=int, default=2000, help="bootstrap resamples (0: none)")
    sc.add_argument("--json", type=Path, help="also write the report here")
    args = ap.parse_args(argv)
    trace = json.loads(args.trace.read_text())
    if args.cmd == "extract":
        out = extract(trace)
        args.out.write_text("".join(json.dumps(p, ensure_ascii=False) + "\n" for p in out))
        print(f"{len(out)} pairs -> {args.out}")
        return 0
    labels = [json.loads(line) for line in args.labels.read_text().splitlines() if line.strip()]
    rep = score(trace, labels, args.boot)
    _print(rep)
    if args.json:
        args.json.write_text(json.dumps(rep, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
