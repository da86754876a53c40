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

``extract --candidates`` writes every candidate recall gave the hook for each prompt, injected or not, and nothing
that says which were injected: labels of a first run's candidates then judge any later picker over the same
candidates. ``picks --labelled FIRST --labels L [--labels L2] --trace T [--trace T2]`` reads each trace's injections
through those labels — matched by prompt and note text, since note ids are new per KB build — and prints judged
precision, the prompts whose judged-relevant candidate was injected, how many injections have no label, a paired
bootstrap between the first two traces, and, with two label files, the labellers' agreement.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

LABELS = ("relevant", "partly", "not")
SEED = 25
#: candidate extracts (check26, the design labels of check21-25) are shuffled with their own seed
CANDIDATE_SEED = 26
#: the note's own fields shown to the reader besides its indexed text
FIELDS = ("type", "problem", "rule", "fix", "key_insight")


def note_key(row: int, cand: dict[str, Any]) -> str:
    """A pair's identity across KB builds: note ids are new per build, a note's title and text are not."""
    digest = hashlib.sha1(f"{cand.get('title', '')}\n{cand.get('text', '')}".encode()).hexdigest()[:12]
    return f"{row}:{digest}"


def pairs(trace: dict[str, Any], candidates: bool = False) -> list[dict[str, Any]]:
    """Every (prompt, injected note) pair — or, with ``candidates``, every (prompt, candidate) pair — with what only
    the scorer may see (``_row``, ``_proxy``, ``_picked``, ``_key``)."""
    out = []
    for i, row in enumerate(trace["follow_up_rows"]):
        cands = {c["id"]: c for c in row.get("trace", [])}
        proxy = set(row.get("relevant_existing", [])) | set(row.get("relevant_injected", []))
        for nid in (list(cands) if candidates else row["injected"]):
            c = cands.get(nid, {})
            meta = c.get("meta", {})
            note = trace.get("notes", {}).get(nid, {})
            out.append({"prompt": row["prompt"], "note": nid,
                        "title": c.get("title") or note.get("title") or meta.get("title", ""),
                        "text": c.get("text", ""),
                        "fields": {k: meta[k] for k in FIELDS if meta.get(k)},
                        "transcript": note.get("transcript", ""),
                        "_row": i, "_proxy": nid in proxy, "_picked": nid in row["injected"],
                        "_key": note_key(i, c),
                        "_captures": [lsn["id"] if isinstance(lsn, dict) else lsn for lsn in note.get("lessons", [])],
                        "_expected": list(row.get("expected", []))})
    random.Random(CANDIDATE_SEED if candidates else SEED).shuffle(out)
    for k, p in enumerate(out):
        p["pair"] = f"p{k:03d}"
    return out


def extract(trace: dict[str, Any], candidates: bool = False) -> list[dict[str, Any]]:
    """The pairs as the reader sees them: no verdict, no expected lessons, no prompt kind, nothing that says which
    candidate was injected."""
    return [{k: v for k, v in p.items() if not k.startswith("_")} for p in pairs(trace, candidates)]


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


def _read_labels(ps: dict[str, dict[str, Any]], labels: list[dict[str, Any]]) -> dict[str, str]:
    """Labels by pair key, refusing unknown pairs and labels outside the rubric."""
    out = {}
    for lab in labels:
        if lab["pair"] not in ps:
            raise SystemExit(f"label for unknown pair {lab['pair']}")
        if lab["label"] not in LABELS:
            raise SystemExit(f"{lab['pair']}: label {lab['label']!r} not one of {LABELS}")
        out[ps[lab["pair"]]["_key"]] = lab["label"]
    return out


def agreement(a: dict[str, str], b: dict[str, str]) -> dict[str, Any]:
    """Two labellers on the pairs both labelled: raw agreement and Cohen's kappa, on relevant vs the rest and on the
    three labels."""
    both = sorted(set(a) & set(b))
    rep: dict[str, Any] = {"pairs": len(both)}
    for name, f in (("relevant vs rest", lambda x: x == "relevant"), ("three labels", lambda x: x)):
        xs, ys = [f(a[k]) for k in both], [f(b[k]) for k in both]
        po = sum(x == y for x, y in zip(xs, ys)) / len(both) if both else float("nan")
        cats = set(xs) | set(ys)
        pe = sum((xs.count(c) / len(xs)) * (ys.count(c) / len(ys)) for c in cats) if both else float("nan")
        rep[name] = {"agreement": po, "kappa": (po - pe) / (1 - pe) if pe < 1 else 1.0}
    return rep


def picks(first: dict[str, Any], labels: dict[str, str], traces: list[dict[str, Any]], boot: int = 2000,
          seed: int = 0) -> dict[str, Any]:
    """Each trace's injections read through the labels of ``first``'s candidates (matched by prompt and note text)."""
    prompts = [r["prompt"] for r in first["follow_up_rows"]]
    per_trace = []
    for tr in traces:
        if [r["prompt"] for r in tr["follow_up_rows"]] != prompts:
            raise SystemExit("the traces replay other prompts than the labelled one")
        rows = []
        for i, row in enumerate(tr["follow_up_rows"]):
            cands = {c["id"]: c for c in row.get("trace", [])}
            got = [labels.get(note_key(i, cands.get(nid, {}))) for nid in row["injected"]]
            any_rel = any(labels.get(note_key(i, c)) == "relevant" for c in row.get("trace", []))
            rows.append({"labels": got, "any_relevant": any_rel, "negative": not row.get("expected"),
                         "proxy": len(row.get("relevant_injected", []))})
        per_trace.append(rows)

    def stats(rows: list[dict[str, Any]]) -> dict[str, float]:
        labelled = [x for r in rows for x in r["labels"] if x]
        with_rel = [r for r in rows if r["any_relevant"]]
        inj = sum(len(r["labels"]) for r in rows)
        return {"injected": inj, "unlabelled": sum(1 for r in rows for x in r["labels"] if not x),
                "judged": sum(x == "relevant" for x in labelled) / len(labelled) if labelled else float("nan"),
                "judged+partly": (sum(x in ("relevant", "partly") for x in labelled) / len(labelled)
                                  if labelled else float("nan")),
                "proxy": sum(r["proxy"] for r in rows) / inj if inj else float("nan"),
                "prompts_with_a_judged_relevant_candidate": len(with_rel),
                "of_them_injected_one": (sum(1 for r in with_rel if "relevant" in r["labels"]) / len(with_rel)
                                         if with_rel else float("nan")),
                "must_inject_nothing_injecting": sum(1 for r in rows if r["negative"] and r["labels"])}
    rep: dict[str, Any] = {"traces": [stats(rows) for rows in per_trace]}
    if len(per_trace) >= 2 and boot:
        rng = random.Random(seed)
        a, b = per_trace[0], per_trace[1]
        diffs = {"judged": [], "of_them_injected_one": []}
        for _ in range(boot):
            idx = [rng.randrange(len(a)) for _i in range(len(a))]
            sa, sb = stats([a[i] for i in idx]), stats([b[i] for i in idx])
            for k in diffs:
                diffs[k].append(sb[k] - sa[k])
        rep["second_minus_first_95"] = {k: (sorted(v)[int(0.025 * boot)], sorted(v)[min(boot - 1, int(0.975 * boot))])
                                        for k, v in diffs.items()}
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
    ex.add_argument("--candidates", action="store_true",
                    help="every candidate of each prompt, injected or not (nothing says which was injected)")
    sc = sub.add_parser("score", help="join labels back and compare with the proxy")
    sc.add_argument("--trace", required=True, type=Path)
    sc.add_argument("--labels", required=True, type=Path)
    sc.add_argument("--boot", type=int, default=2000, help="bootstrap resamples (0: none)")
    sc.add_argument("--json", type=Path, help="also write the report here")
    pk = sub.add_parser("picks", help="judge traces' injections by the labels of a first run's candidates")
    pk.add_argument("--labelled", required=True, type=Path, help="the trace whose candidates were labelled")
    pk.add_argument("--labels", required=True, type=Path, action="append", help="a label file (twice: two labellers)")
    pk.add_argument("--trace", required=True, type=Path, action="append", help="a trace to judge (the first run too)")
    pk.add_argument("--boot", type=int, default=2000)
    pk.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    if args.cmd == "picks":
        first = json.loads(args.labelled.read_text())
        ps = {p["pair"]: p for p in pairs(first, candidates=True)}
        sets = [_read_labels(ps, [json.loads(x) for x in f.read_text().splitlines() if x.strip()])
                for f in args.labels]
        traces = [json.loads(t.read_text()) for t in args.trace]
        out_rep: dict[str, Any] = {}
        for name, lab in zip((f.name for f in args.labels), sets):
            r = picks(first, lab, traces, args.boot)
            out_rep[name] = r
            print(f"labels {name} ({len(lab)} of {len(ps)} candidate pairs):")
            for t, st in zip(args.trace, r["traces"]):
                print(f"  {t.name}: injected {st['injected']} ({st['unlabelled']} unlabelled), judged precision "
                      f"{st['judged']:.3f}, relevant+partly {st['judged+partly']:.3f}, proxy {st['proxy']:.3f}; "
                      f"prompts with a judged-relevant candidate {st['prompts_with_a_judged_relevant_candidate']}, "
                      f"one injected {st['of_them_injected_one']:.3f}; must-inject-nothing injecting "
                      f"{st['must_inject_nothing_injecting']}")
            for k, (lo, hi) in r.get("second_minus_first_95", {}).items():
                print(f"  paired 95% (second - first) {k}: [{lo:+.3f}, {hi:+.3f}]")
        if len(sets) == 2:
            out_rep["agreement"] = agreement(sets[0], sets[1])
            print(f"agreement: {json.dumps(out_rep['agreement'])}")
        if args.json:
            args.json.write_text(json.dumps(out_rep, indent=1))
        return 0
    trace = json.loads(args.trace.read_text())
    if args.cmd == "extract":
        out = extract(trace, args.candidates)
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
