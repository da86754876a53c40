"""Fit the learned injection picker (``reflectgit/inject_picker.json``) from ``inject_eval.py --trace`` reports.

Each report's follow-up prompts give one row per (prompt, candidate note) the hook judged, with
:func:`reflectgit.inject_picker.features` computed from the trace's fields and the label "the note is
relevant to the prompt" (inject_eval's proxy: it captures a lesson the prompt names). A logistic
regression (numpy, L2) is fitted on all of them; its threshold is chosen by leave-one-split-out
cross-validation: each split's probabilities come from a model fitted on the other splits, and one
threshold is chosen for all splits together (never per prompt, never per split): the one with the best
mean precision among those whose prompts with a relevant note injected fall by at most one per split
on average, and whose must-inject-nothing prompts that inject do not rise, against the hand rules
(replayed from the same traces), over the ``--bar-on`` splits (inj26: check11-19, the splits whose KBs
are the size of the judging splits'; the small KBs of check-check8 have other base rates).

The weights shipped on branch inj26 (reflectgit/inject_picker.json) came from:
    benchmarks/inject_picker_fit.py --write --bar-on check11,...,check19 dev=... check=... check2=... ... check19=...
on traced reports of main's injection code (each split's own run; the replay of the rules matched).

The boosted trees shipped on branch inj28 (reflectgit/inject_picker_trees.json, the default picker) came from:
    benchmarks/inject_picker_fit.py --model trees --grid --against recorded --target 0.8 --max-lost 3 \
        --bar-on check11,...,check21 --write dev=... check=... check2=... ... check21=...
on inj27's traces (/dev/shm/inj27/tr, ``inject_eval.py --many``): scikit-learn fits them, the hook walks the
exported nested lists in pure Python; --grid chooses depth, rounds and min leaf by the same
leave-one-split-out curve as the threshold.

inj31 fitted on readers' labels of check21-25's candidates (``inject_audit.py extract --candidates``; the rule in
benchmarks/declared/inj31.md; not shipped, its weights kept as benchmarks/declared/inj31_picker.json):
    benchmarks/inject_picker_fit.py --against recorded --target 0.8 --max-lost 3 dev=... check=... ... check25=... \
        --labels check21=labels_check21.jsonl ... --labels check25=labels_check25.jsonl
and a picker is replayed on any traced run (e.g. one whose candidates were labelled, for ``inject_audit.py picks``):
    benchmarks/inject_picker_fit.py --replay TRACE --out REPLAYED.json [--weights W.json]
and, with the near-miss cause rule of inj32 (reflectgit/inject_near_miss.py, benchmarks/declared/inj32.md) on the
picker's choice, as the hook applies it (a trace written before inj32 works too: its candidates' type is read):
    benchmarks/inject_picker_fit.py --replay TRACE --out REPLAYED.json --near-miss 0.8
and with inj33's test-fix rule too (benchmarks/declared/inj33.md), as the hook's defaults apply both:
    benchmarks/inject_picker_fit.py --replay TRACE --out REPLAYED.json --near-miss 0.8 --near-miss-fix 0.3

Run (the design splits' traced reports, one per split, named SPLIT=PATH):
    .venv/bin/python benchmarks/inject_picker_fit.py dev=out/dev.json check11=out/c11.json ... [--write]
    .venv/bin/python benchmarks/inject_picker_fit.py --judge check20=out/c20.json ...   # aggregate figures only
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reflectgit import inject, inject_picker  # noqa: E402
from reflectgit.prompt_kind import enough_words  # noqa: E402

# the injection settings' defaults (config.py), as the traced runs used them
GAP, OTHER, TRAIL, MAXN, FLOOR = 0.85, 0.9, 0.25, 3, 0.8
L2 = 1.0


def hit_of(t: dict[str, Any]) -> dict[str, Any]:
    """A trace entry back as the hook's hit dict (the fields fit_to_prompt and meaning_fit set)."""
    h = {k: v for k, v in t.items() if k not in ("text", "lesson", "picked", "picker", "cosine", "evidence", "gate")}
    h["arm_scores"] = {"vector": t.get("cosine") or 0.0}
    if h.get("teaches") is None:
        h.pop("teaches", None)
    for k in ("beyond", "names", "names_test"):
        if h.get(k) is None:
            h.pop(k, None)
    return h


def rules(trace: list[dict[str, Any]], prompt: str) -> list[str]:
    """``inject.fitting_notes`` replayed on a trace (its gate and evidence as the run measured them)."""
    if not enough_words(prompt):
        return []
    ev = [t["evidence"] for t in trace]
    fit = [(t, e) for t, e in zip(trace, ev, strict=True) if e >= FLOOR and t.get("answers", True) and t["gate"]]
    hits = {id(t): hit_of(t) for t in trace}
    fit = [(t, e) for t, e in fit if not inject._yields(hits[id(t)], [hits[id(x)] for x, _ in fit])]
    if not fit:
        return []
    best = max(t["score"] for t, _ in fit)
    bf = max(e for _, e in fit)
    near = [(t, e) for t, e in fit if t["score"] >= GAP * best and e >= GAP * bf]
    near = [(t, e) for t, e in near if not inject.where_only(hits[id(t)], True)]
    near.sort(key=lambda p: -p[1])
    lead = near[0][0].get("episode") if near else None
    near = [(t, e) for t, e in near if not (lead and t.get("episode") and t.get("episode") != lead and e < OTHER * bf)]
    near = [(t, e) for t, e in near if t is near[0][0] or (t.get("taught") or 0) >= TRAIL or t.get("shared_names")]
    return [t["id"] for t, _ in near]


def judged_labels(report: dict[str, Any], path: Path, partial: bool = False) -> list[dict[str, str]]:
    """Readers' labels (``{"pair", "label"}`` lines, ``benchmarks/inject_audit.md``) of ``report``'s candidate pairs
    (``inject_audit.py extract --candidates``), per follow-up row: note id -> relevant / partly / not. A label file
    that does not cover every pair is refused unless ``partial`` (development only: no figure from it is reported)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import inject_audit

    ps = {p["pair"]: p for p in inject_audit.pairs(report, candidates=True)}
    pairs_file = path.with_name(path.name.replace("labels_", "pairs_"))
    if pairs_file != path and pairs_file.exists():  # the pairs the readers saw are the ones joined back
        for line in pairs_file.read_text().splitlines():
            q = json.loads(line)
            if q["pair"] not in ps or (ps[q["pair"]]["prompt"], ps[q["pair"]]["note"]) != (q["prompt"], q["note"]):
                raise SystemExit(f"{pairs_file}: pair {q['pair']} is not this trace's")
    seen: dict[str, str] = {}
    for line in path.read_text().splitlines():
        if line.strip():
            lab = json.loads(line)
            if lab["pair"] not in ps or lab["label"] not in inject_audit.LABELS:
                raise SystemExit(f"{path}: bad label line {line[:80]!r}")
            seen[lab["pair"]] = lab["label"]
    if len(seen) < len(ps) and not partial:
        raise SystemExit(f"{path}: {len(seen)} of {len(ps)} pairs labelled (incomplete)")
    out: list[dict[str, str]] = [{} for _ in report["follow_up_rows"]]
    for pid, lab in seen.items():
        out[ps[pid]["_row"]][ps[pid]["note"]] = lab
    return out


def rows_of(report: dict[str, Any], labels: list[dict[str, str]] | None = None) -> list[dict[str, Any]]:
    """Per prompt: its candidates' features and labels, what the rules inject, and the prompt's figures; with
    ``labels`` (:func:`judged_labels`) also ``judged``, the candidates readers judged relevant."""
    out = []
    for k, r in enumerate(report["follow_up_rows"]):
        trace = r.get("trace") or []
        picked = rules(trace, r["prompt"])
        hits = [hit_of(t) for t in trace]
        X = inject_picker.features(r["prompt"], hits, [t["evidence"] for t in trace], [bool(t["gate"]) for t in trace],
                                   [inject.where_only(h, True) for h in hits], set(picked))
        if EXTRA and X:
            X = [x + e for x, e in zip(X, extra_columns(r["prompt"], trace, r.get("weights") or {}), strict=True)]
        # no vector arm on any hit (the hook then weighs words twice, and the picker leaves it to the rules)
        semantic = not trace or any((t.get("cosine") or 0) > 0 or abs(t["evidence"] - 2 * (t.get("taught") or 0)) > 0.002
                                    for t in trace)
        out.append({"prompt": r["prompt"], "expected": r["expected"], "relevant": set(r["relevant_existing"]),
                    "semantic": semantic,
                    "relevant_wide": set(r.get("relevant_existing_wide", [])), "recorded": r["injected"],
                    "ids": [t["id"] for t in trace], "X": X, "rules": picked[:MAXN],
                    "ok": [bool(t["gate"]) and t.get("answers", True) for t in trace],
                    "words": enough_words(r["prompt"]),
                    "judged": ({i for i, lab in labels[k].items() if lab == "relevant"} if labels is not None else None),
                    "labelled": (len(labels[k]) if labels is not None else None)})
    return out


def fit(X: np.ndarray, y: np.ndarray, l2: float = L2) -> dict[str, Any]:
    """Logistic regression by Newton's method on standardized columns (L2 on the weights, not the intercept)."""
    mean, scale = X.mean(0), X.std(0)
    scale[scale < 1e-9] = 1.0
    Z = np.hstack([np.ones((len(X), 1)), (X - mean) / scale])
    w = np.zeros(Z.shape[1])
    reg = np.full(Z.shape[1], l2)
    reg[0] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-np.clip(Z @ w, -50, 50)))
        grad = Z.T @ (p - y) + reg * w
        H = (Z * (p * (1 - p))[:, None]).T @ Z + np.diag(reg) + 1e-9 * np.eye(len(w))
        step = np.linalg.solve(H, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return {"names": list(inject_picker.NAMES) + list(EXTRA), "mean": mean.round(6).tolist(), "scale": scale.round(6).tolist(),
            "intercept": round(float(w[0]), 6), "coef": w[1:].round(6).tolist()}


def export_tree(t: Any, lr: float, node: int = 0) -> Any:
    """One scikit-learn regression tree as nested ``[feature, threshold, left, right]`` lists whose leaves are
    the node's value times the learning rate (what :func:`reflectgit.inject_picker.probabilities` walks)."""
    if t.children_left[node] == -1:
        return round(float(t.value[node].ravel()[0]) * lr, 6)
    return [int(t.feature[node]), float(t.threshold[node]), export_tree(t, lr, int(t.children_left[node])),
            export_tree(t, lr, int(t.children_right[node]))]


def boost(X: np.ndarray, y: np.ndarray, depth: int, rounds: int, lr: float, leaf: int) -> Any:
    """scikit-learn's gradient boosting (log loss, no subsampling: deterministic) on the raw measures."""
    from sklearn.ensemble import GradientBoostingClassifier

    return GradientBoostingClassifier(n_estimators=rounds, max_depth=depth, learning_rate=lr, min_samples_leaf=leaf,
                                      random_state=0).fit(X, y)


def fit_trees(X: np.ndarray, y: np.ndarray, depth: int, rounds: int, lr: float, leaf: int) -> dict[str, Any]:
    """Boosted trees exported for the hook (pure Python at run time): ``init`` (the prior's log-odds) and ``trees``;
    checked against scikit-learn's own probabilities on the training rows."""
    gb = boost(X, y, depth, rounds, lr, leaf)
    m = {"names": list(inject_picker.NAMES), "kind": "trees",
         "depth": depth, "rounds": rounds, "learning_rate": lr, "min_leaf": leaf,
         "trees": [export_tree(e[0].tree_, lr) for e in gb.estimators_]}
    raw = gb.decision_function(X[:1])[0] - sum(inject_picker._leaf(t, X[0].tolist()) for t in m["trees"])
    m["init"] = round(float(raw), 6)
    m["trees"] = m.pop("trees")  # keep the trees last in the file
    ours = np.array(inject_picker.probabilities(X.tolist(), m))
    diff = np.abs(ours - gb.predict_proba(X)[:, 1])
    print(f"trees exported: {len(m['trees'])}, largest difference from scikit-learn {diff.max():.2e} "
          f"({int((diff > 1e-4).sum())} rows over 1e-4)")
    return m


TARGET_PROXY = False  # --proxy-target: the labels judge, the proxy is fitted
#: --extra (inj31's screen, not in the hook): measures appended to inject_picker.features' columns
EXTRA: tuple[str, ...] = ()
EXTRA_NAMES = ("said", "files_only", "sib_evidence_gap", "sib_said_gap", "siblings")


def extra_columns(prompt: str, trace: list[dict[str, Any]], weights: dict[str, float]) -> list[list[float]]:
    """Screened measures a hook could compute in pure Python from what it has: ``said``, the weighted share of
    the prompt's words in what the note teaches without its files and changed-files list (rule, problem, fix,
    key insight, title); ``files_only``, ``taught`` minus that (words met only in the files); the evidence and
    ``said`` of the note minus the best other candidate's of the same session (0 without one), and how many such
    siblings there are."""
    from reflectgit import query_text as qtext

    terms = qtext.content_terms(prompt)
    total = sum(weights.get(t, 1.0) for t in terms) or 1.0
    said = []
    for t in trace:
        have = qtext.stems_of(inject.stated(t.get("lesson") or ""))
        said.append(sum(weights.get(w, 1.0) for w in terms if qtext.overlap([w], "", have=have)) / total)
    out = []
    for i, t in enumerate(trace):
        sib = [j for j, u in enumerate(trace) if j != i and t.get("episode") and u.get("episode") == t.get("episode")]
        cols = {"said": said[i], "files_only": max(0.0, float(t.get("taught") or 0) - said[i]),
                "sib_evidence_gap": t["evidence"] - max((trace[j]["evidence"] for j in sib), default=t["evidence"]),
                "sib_said_gap": said[i] - max((said[j] for j in sib), default=said[i]), "siblings": float(len(sib))}
        out.append([cols[n] for n in EXTRA])
    return out


def label_of(r: dict[str, Any]) -> set[str]:
    """A row's relevant candidates: the readers' judgement where the split was labelled, else the proxy."""
    return r["judged"] if r.get("judged") is not None and not TARGET_PROXY else r["relevant"]


def stack(rows: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray]:
    X = [x for r in rows for x in r["X"]]
    y = [float(i in label_of(r)) for r in rows for i in r["ids"]]
    return np.array(X, dtype=float), np.array(y)


def decide(r: dict[str, Any], probs: list[float], t: float, mode: str) -> list[str]:
    """What one prompt injects under ``mode``: ``learned`` (every candidate the gate lets through whose
    probability reaches ``t``, likeliest first), ``veto`` (the rules' notes whose probability reaches ``t``)."""
    if not r["words"]:
        return []
    if not r["semantic"]:
        return r["rules"]
    p = dict(zip(r["ids"], probs, strict=True))
    if mode == "veto":
        return [i for i in r["rules"] if p[i] >= t]
    if mode == "abstain":  # the rules' notes, unless none of them reaches t
        return r["rules"] if any(p[i] >= t for i in r["rules"]) else []
    ok = r["ok"] if mode == "learned" else [o and x[0] >= FLOOR for o, x in zip(r["ok"], r["X"], strict=True)]
    got = [i for i, o in zip(r["ids"], ok, strict=True) if o and p[i] >= t]
    return sorted(got, key=lambda i: -p[i])[:MAXN]


def report_rows(rows: list[dict[str, Any]], chosen: list[list[str]]) -> list[dict[str, Any]]:
    """inject_eval's follow-up rows for ``chosen`` injections (for its metrics and paired bootstrap)."""
    return [{"prompt": r["prompt"], "expected": r["expected"], "injected": c,
             "relevant_existing": sorted(r["relevant"]), "relevant_injected": [i for i in c if i in r["relevant"]],
             "relevant_existing_wide": sorted(r["relevant_wide"]),
             "relevant_injected_wide": [i for i in c if i in r["relevant_wide"]]} for r, c in zip(rows, chosen, strict=True)]


def figures(rows: list[dict[str, Any]], chosen: list[list[str]]) -> dict[str, Any]:
    inj = sum(len(c) for c in chosen)
    rel = sum(len([i for i in c if i in r["relevant"]]) for r, c in zip(rows, chosen, strict=True))
    wr = [(r, c) for r, c in zip(rows, chosen, strict=True) if r["relevant"]]
    neg = [(r, c) for r, c in zip(rows, chosen, strict=True) if not r["expected"]]
    out = {"precision": rel / inj if inj else 0.0, "injected": inj,
           "relevant_prompts": sum(1 for r, c in wr if set(c) & r["relevant"]), "with_lesson": len(wr),
           "negatives": sum(1 for _, c in neg if c), "n_neg": len(neg)}
    if rows and all(r.get("judged") is not None for r in rows):
        # judged by readers: precision of what goes in, and the prompts with a judged-relevant candidate that get one
        jr = [(r, c) for r, c in zip(rows, chosen, strict=True) if r["judged"]]
        out.update({"judged_precision": (sum(len([i for i in c if i in r["judged"]]) for r, c in zip(rows, chosen, strict=True))
                                         / inj if inj else 0.0),
                    "judged_reach": sum(1 for r, c in jr if set(c) & r["judged"]), "with_judged": len(jr)})
    return out


def bootstrap(a: list[dict[str, Any]], b: list[dict[str, Any]], n: int = 2000, seed: int = 0) -> dict[str, Any]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import inject_eval

    return inject_eval.paired_bootstrap({"follow_up_rows": a}, {"follow_up_rows": b}, n=n, seed=seed)["metrics"]


def judged_bootstrap(rows: list[dict[str, Any]], a: list[list[str]], b: list[list[str]], n: int = 2000,
                     seed: int = 0) -> dict[str, dict[str, Any]]:
    """b - a in judged precision and judged reach (share of the prompts with a judged-relevant candidate), with a
    95% interval from resampling the prompts (paired)."""
    rng = random.Random(seed)
    idx = list(range(len(rows)))

    def both(ix: list[int]) -> tuple[float, float]:
        fa = figures([rows[i] for i in ix], [a[i] for i in ix])
        fb = figures([rows[i] for i in ix], [b[i] for i in ix])
        reach = ((fb["judged_reach"] - fa["judged_reach"]) / fa["with_judged"]) if fa["with_judged"] else 0.0
        return fb["judged_precision"] - fa["judged_precision"], reach

    whole = both(idx)
    samples = [both([rng.choice(idx) for _ in idx]) for _ in range(n)]
    out = {}
    for k, name in enumerate(("judged_precision", "judged_reach_share")):
        d = sorted(x[k] for x in samples)
        out[name] = {"diff": round(whole[k], 3), "ci95": [round(d[int(0.025 * n)], 3), round(d[int(0.975 * n) - 1], 3)]}
    return out


def choose(splits: dict[str, list[dict[str, Any]]], oof: dict[str, list[list[float]]], base: dict[str, dict[str, Any]],
           bar: list[str], mode: str, target: float | None, max_lost: float, against: str = "recorded",
           show: bool = False, judged: bool = False) -> tuple[float, float, float] | None:
    """The operating point on the out-of-fold curve over ``bar``: (threshold, mean precision, relevant prompts lost
    per split). inj26: the best mean precision with at most ``max_lost`` prompts lost per split and negatives not
    up; with ``target`` (inj27) the lowest threshold whose mean precision reaches it within that, else inj26's.
    With ``judged`` (inj31) precision and reach are the readers' (``judged_precision``, ``judged_reach``)."""
    pk, rk = ("judged_precision", "judged_reach") if judged else ("precision", "relevant_prompts")
    best = lowest = None
    for t in [x / 100 for x in range(10, 91, 2)]:
        per = {s: figures(rows, [decide(r, p, t, mode) for r, p in zip(rows, oof[s], strict=True)])
               for s, rows in splits.items() if s in bar}
        prec = float(np.mean([f[pk] for f in per.values()]))
        lost = float(np.mean([base[s][rk] - f[rk] for s, f in per.items()]))
        neg = float(np.mean([f["negatives"] - base[s]["negatives"] for s, f in per.items()]))
        up = sum(1 for s, f in per.items() if f[pk] > base[s][pk])
        if show:
            proxy = (f" proxy precision {np.mean([f['precision'] for f in per.values()]):.3f}"
                     f" ({np.mean([base[s]['precision'] for s in per]):.3f})" if judged else "")
            print(f"t={t:.2f} {'judged ' if judged else ''}precision {prec:.3f} ({against} "
                  f"{np.mean([base[s][pk] for s in per]):.3f}) {'judged reach' if judged else 'relevant prompts'} "
                  f"lost/split {lost:+.1f} negatives/split {neg:+.1f} precision up on {up}/{len(per)}{proxy}")
        # the bar: relevant-in-KB prompts lost at most max_lost per split on average, negatives not up
        if lost <= max_lost and neg <= 0 and (best is None or prec > best[1]):
            best = (t, prec, lost)
        if target is not None and lowest is None and prec >= target and lost <= max_lost and neg <= 0:
            lowest = (t, prec, lost)
    return lowest or best


def out_of_fold(splits: dict[str, list[dict[str, Any]]], l2: float) -> dict[str, list[list[float]]]:
    """Each split's probabilities from the regression fitted on the other splits."""
    oof: dict[str, list[list[float]]] = {}
    for held in splits:
        X, y = stack([r for s, rows in splits.items() if s != held for r in rows])
        m = fit(X, y, l2)
        oof[held] = [inject_picker.probabilities(r["X"], m) if r["X"] else [] for r in splits[held]]
    return oof


def _fold(args: tuple[Any, ...]) -> dict[tuple[Any, ...], list[list[float]]]:
    splits, held, settings, rounds = args
    X, y = stack([r for s, rows in splits.items() if s != held for r in rows])
    Xh = np.array([x for r in splits[held] for x in r["X"]], dtype=float)
    out = {}
    for depth, lr, leaf in settings:
        gb = boost(X, y, depth, max(rounds), lr, leaf)
        for k, raw in enumerate(gb.staged_decision_function(Xh) if len(Xh) else [], start=1):
            if k in rounds:
                p = (1 / (1 + np.exp(-np.clip(raw.ravel(), -50, 50)))).tolist()
                per, i = [], 0
                for r in splits[held]:
                    per.append(p[i:i + len(r["X"])])
                    i += len(r["X"])
                out[(depth, k, lr, leaf)] = per
        if not len(Xh):
            out.update({(depth, k, lr, leaf): [[] for _ in splits[held]] for k in rounds})
    return out


def out_of_fold_trees(splits: dict[str, list[dict[str, Any]]], settings: list[tuple[Any, ...]], rounds: list[int],
                      jobs: int = 2) -> dict[tuple[Any, ...], dict[str, list[list[float]]]]:
    """Per (depth, rounds, learning rate, min leaf): each split's probabilities from the trees fitted on the
    others (``settings`` are (depth, learning rate, min leaf); every count in ``rounds`` read off one fit)."""
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(jobs) as ex:
        folds = list(ex.map(_fold, [(splits, held, settings, rounds) for held in splits]))
    out: dict[tuple[Any, ...], dict[str, list[list[float]]]] = {}
    for held, got in zip(splits, folds, strict=True):
        for key, per in got.items():
            out.setdefault(key, {})[held] = per
    return out


GRID = {"depth": (2, 3, 4), "rounds": (50, 100, 200, 400), "lr": (0.1,), "min_leaf": (10, 40)}


def grid(splits: dict[str, list[dict[str, Any]]], base: dict[str, dict[str, Any]], bar: list[str],
         args: argparse.Namespace) -> tuple[Any, ...]:
    """The tree settings chosen by leave-one-split-out cross-validation on ``splits`` (all design splits):
    each setting's operating point by :func:`choose`; among those reaching ``--target`` the one losing the fewest
    relevant prompts per ``--bar-on`` split (then the better precision); if none does, the best precision
    within ``--max-lost``."""
    settings = [(d, lr, leaf) for d in GRID["depth"] for lr in GRID["lr"] for leaf in GRID["min_leaf"]]
    oofs = out_of_fold_trees(splits, settings, list(GRID["rounds"]))
    scored = []
    for key, oof in sorted(oofs.items()):
        op = choose(splits, oof, base, bar, args.mode, args.target, args.max_lost)
        reached = bool(op and args.target is not None and op[1] >= args.target)
        print(f"trees depth {key[0]} rounds {key[1]} lr {key[2]} min leaf {key[3]}: " +
              (f"threshold {op[0]:.2f} precision {op[1]:.3f} lost/split {op[2]:+.1f}" + (" (target)" if reached else "")
               if op else "nothing within the loss"), flush=True)
        if op:
            scored.append(((reached, -op[2] if reached else op[1], op[1]), key))
    return max(scored)[1] if scored else (args.depth, args.rounds, args.lr, args.min_leaf)


def load(specs: list[str], labels: list[str] | None = None, partial: bool = False) -> dict[str, list[dict[str, Any]]]:
    """Each ``SPLIT=TRACE``'s rows; a split named in ``labels`` (``SPLIT=LABELS``) carries its readers' labels."""
    files = dict(spec.partition("=")[::2] for spec in labels or [])
    unknown = set(files) - {spec.partition("=")[0] for spec in specs}
    if unknown:
        raise SystemExit(f"--labels for splits not given: {sorted(unknown)}")
    out = {}
    for spec in specs:
        name, _, path = spec.partition("=")
        report = json.loads(Path(path).read_text())
        out[name] = rows_of(report, judged_labels(report, Path(files[name]), partial) if name in files else None)
    return out


def near_missed(row: dict[str, Any], r: dict[str, Any], probs: list[float], t: float, floor: float,
                fix_floor: float = 0.0) -> list[str]:
    """What the hook injects with ``REFLECTGIT_INJECT_NEAR_MISS_CAUSE`` at ``floor`` (inj32) and
    ``REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX`` at ``fix_floor`` (inj33): the learned picker's choice (all candidates at
    ``t`` or over, likeliest first) through :func:`reflectgit.inject_near_miss.prescribed`, then the cap. A trace
    written before inj32 has no ``kind`` on its candidates: the note's frontmatter type is it (a test fix's
    ``beyond`` and ``test_fix`` are in every trace since inj21)."""
    from reflectgit import inject_near_miss
    from reflectgit.prompt_kind import builds

    if not r["words"] or not r["semantic"]:
        return decide(r, probs, t, "learned")
    hits = [{**hit_of(c), "kind": c.get("kind") or (c.get("meta") or {}).get("type", "")} for c in row.get("trace") or []]
    chosen = sorted((i for i, o, p in zip(r["ids"], r["ok"], probs, strict=True) if o and p >= t),
                    key=lambda i: -probs[r["ids"].index(i)])
    return inject_near_miss.prescribed(builds(r["prompt"]), hits, probs, r["ok"], chosen, floor, fix_floor)[:MAXN]


def replay(trace: Path, out: Path, m: dict[str, Any], near_miss: float = 0.0, near_miss_fix: float = 0.0) -> dict[str, Any]:
    """``trace`` (an ``inject_eval.py --trace`` report) with each follow-up row's ``injected`` and
    ``relevant_injected`` (and the second proxy's) replaced by what the picker ``m`` chooses among the row's
    recorded candidates (with ``near_miss`` or ``near_miss_fix``, then :func:`near_missed`'s rules), written to ``out``; returns how many
    rows changed and the new proxy figures."""
    report = json.loads(trace.read_text())
    rows = rows_of(report)
    changed = 0
    for row, r in zip(report["follow_up_rows"], rows, strict=True):
        probs = inject_picker.probabilities(r["X"], m) if r["X"] else []
        got = (near_missed(row, r, probs, m["threshold"], near_miss, near_miss_fix) if (near_miss or near_miss_fix) and r["X"]
               else decide(r, probs, m["threshold"], m.get("mode", "learned")))
        changed += got != r["recorded"][:MAXN]
        rel, wide = set(row.get("relevant_existing", [])), set(row.get("relevant_existing_wide", []))
        row["injected"] = got
        row["relevant_injected"] = [i for i in got if i in rel]
        row["relevant_injected_wide"] = [i for i in got if i in wide]
        for t, pr in zip(row.get("trace") or [], probs or [None] * len(row.get("trace") or []), strict=True):
            t["picked"] = t["id"] in got
            if pr is not None:
                t["picker"] = round(pr, 4)
    report["replayed_with"] = {"threshold": m["threshold"], "fitted_on": m.get("fitted_on"),
                               "labels": m.get("labels"), "rows_changed": changed, "near_miss": near_miss,
                               "near_miss_fix": near_miss_fix}
    out.write_text(json.dumps(report, ensure_ascii=False))
    return {"rows": len(rows), "rows_changed": changed, **figures(rows, [r["injected"] for r in report["follow_up_rows"]])}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("reports", nargs="*", help="SPLIT=PATH of a traced inject_eval report")
    ap.add_argument("--labels", action="append", default=[], metavar="SPLIT=FILE",
                    help="readers' labels of that split's candidates (inject_audit.py extract --candidates; relevant = 1, "
                         "partly / not = 0): its rows are fitted on them, and the threshold is chosen on judged precision "
                         "and judged reach over the labelled splits (inj31); other splits keep the proxy")
    ap.add_argument("--proxy-target", action="store_true",
                    help="fit on the proxy everywhere, the labels only judging the threshold (the control for --labels)")
    ap.add_argument("--extra", default="", help=f"screen these measures besides the hook's (comma-separated, of {EXTRA_NAMES}); "
                    "the weights then do not load in the hook")
    ap.add_argument("--show-at", default="", help="also print the labelled splits' out-of-fold figures at these thresholds")
    ap.add_argument("--partial-labels", action="store_true", help="accept label files that miss pairs (development only)")
    ap.add_argument("--replay", type=Path, default=None,
                    help="write TRACE (an inject_eval --trace report) to --out with each follow-up row's injections "
                         "replaced by the picker's choice (--weights, else the shipped one) among its recorded candidates")
    ap.add_argument("--near-miss", type=float, default=0.0, metavar="P",
                    help="with --replay: also apply the hook's near-miss cause rule at P (REFLECTGIT_INJECT_NEAR_MISS_CAUSE, "
                         "inj32: 0.8) to the learned picker's choice; 0 (the default) replays the picker alone")
    ap.add_argument("--near-miss-fix", type=float, default=0.0, metavar="B",
                    help="with --replay: also apply the hook's near-miss test-fix rule at B (REFLECTGIT_INJECT_NEAR_MISS_TEST_FIX, "
                         "inj33: 0.3); 0 (the default) leaves test fixes as the picker chose")
    ap.add_argument("--mode", default="learned", choices=("learned", "floor", "veto", "abstain"))
    ap.add_argument("--write", action="store_true", help="write the weights (to --out)")
    ap.add_argument("--out", type=Path, default=inject_picker.WEIGHTS,
                    help="where --write writes (reflectgit/inject_picker.json); with --replay, the replayed trace")
    ap.add_argument("--judge", action="store_true", help="apply the shipped weights; aggregate figures only")
    ap.add_argument("--l2", type=float, default=L2)
    ap.add_argument("--bar-on", default="", help="comma-separated splits the threshold's bar is measured on (default: all); "
                    "the weights are fitted on all of them either way")
    ap.add_argument("--against", default="rules", choices=("rules", "recorded"),
                    help="what the bar and the figures compare with: the hand rules replayed (inj26), or what the traced "
                         "run injected (inj27: main's learned picker)")
    ap.add_argument("--target", type=float, default=None,
                    help="the threshold is the LOWEST one whose mean out-of-fold precision over --bar-on reaches this, "
                         "within --max-lost (else the best precision within it); without it, inj26's rule")
    ap.add_argument("--max-lost", type=float, default=1.0,
                    help="prompts with their relevant note injected lost per --bar-on split, on average, at most")
    ap.add_argument("--before", type=Path, default=None,
                    help="with --judge: compare with these weights (e.g. main's inject_picker.json) instead of the rules")
    ap.add_argument("--model", default="logistic", choices=("logistic", "trees"),
                    help="logistic: the regression (reflectgit/inject_picker.json); trees: gradient-boosted trees "
                         "(scikit-learn, exported to reflectgit/inject_picker_trees.json and walked in pure Python)")
    ap.add_argument("--depth", type=int, default=3, help="trees: each tree's depth")
    ap.add_argument("--rounds", type=int, default=100, help="trees: how many trees")
    ap.add_argument("--lr", type=float, default=0.1, help="trees: the learning rate")
    ap.add_argument("--min-leaf", type=int, default=20, help="trees: the fewest candidates in a leaf")
    ap.add_argument("--grid", action="store_true",
                    help="trees: choose depth, rounds, learning rate and min leaf by the same leave-one-split-out "
                         "cross-validation: the setting whose operating point (--target / --max-lost) loses the fewest "
                         "relevant prompts per --bar-on split while reaching --target (else: best precision within "
                         "--max-lost)")
    ap.add_argument("--weights", type=Path, default=None,
                    help="with --judge: the model judged (default: the shipped one of --model)")
    args = ap.parse_args(argv)
    if args.replay:
        if args.out in (inject_picker.WEIGHTS, inject_picker.TREES):
            raise SystemExit("--replay wants --out FILE for the replayed trace")
        m = (json.loads(args.weights.read_text()) if args.weights
             else inject_picker.model("trees" if args.model == "trees" else "learned"))
        print(json.dumps(replay(args.replay, args.out, m, args.near_miss, args.near_miss_fix)))
        return
    if not args.reports:
        raise SystemExit("SPLIT=PATH reports wanted")
    global EXTRA
    EXTRA = tuple(x for x in args.extra.split(",") if x)
    if set(EXTRA) - set(EXTRA_NAMES):
        raise SystemExit(f"--extra: one of {EXTRA_NAMES}")
    if args.out == inject_picker.WEIGHTS and args.model == "trees":
        args.out = inject_picker.TREES
    splits = load(args.reports, args.labels, args.partial_labels)
    labelled = [s for s, rows in splits.items() if rows and rows[0]["judged"] is not None]
    global TARGET_PROXY
    TARGET_PROXY = args.proxy_target
    if args.judge:
        m = (json.loads(args.weights.read_text()) if args.weights
             else inject_picker.model("trees" if args.model == "trees" else "learned"))
        old = json.loads(args.before.read_text()) if args.before else None
        for name, rows in splits.items():
            before = ([decide(r, inject_picker.probabilities(r["X"], old), old["threshold"], old["mode"]) for r in rows]
                      if old else [r["rules"] for r in rows])
            after = [decide(r, inject_picker.probabilities(r["X"], m), m["threshold"], m["mode"]) for r in rows]
            mism = sum(1 for r, b in zip(rows, before, strict=True) if b != r["recorded"][:MAXN])
            ci = bootstrap(report_rows(rows, before), report_rows(rows, after))
            print(json.dumps({"split": name, "replay_mismatches": mism, "before": figures(rows, before),
                              "after": figures(rows, after),
                              "diff": {k: (v["diff"], v["ci95"]) for k, v in ci.items() if not k.endswith("wide")}}))
        return
    against = {s: [r["rules"] if args.against == "rules" else r["recorded"][:MAXN] for r in rows] for s, rows in splits.items()}
    base = {s: figures(rows, against[s]) for s, rows in splits.items()}
    print(f"{args.against}:", {s: (round(f["precision"], 3), f["relevant_prompts"], f["negatives"]) for s, f in base.items()})
    bar = [s for s in args.bar_on.split(",") if s] or labelled or list(splits)
    judged = bool(labelled) and set(bar) <= set(labelled)
    hyper = (args.depth, args.rounds, args.lr, args.min_leaf)
    if args.model == "trees" and args.grid:
        hyper = grid(splits, base, bar, args)
        args.depth, args.rounds, args.lr, args.min_leaf = hyper
    # leave-one-split-out: each split's probabilities from a model fitted on the others
    oof = (out_of_fold_trees(splits, [hyper[:1] + hyper[2:]], [hyper[1]])[hyper] if args.model == "trees"
           else out_of_fold(splits, args.l2))
    best = choose(splits, oof, base, bar, args.mode, args.target, args.max_lost, args.against, show=True, judged=judged)
    for at in ([best[0]] if best else []) + [float(x) for x in args.show_at.split(",") if x]:
        # each split's out-of-fold figures at the chosen threshold (and --show-at's), with paired-bootstrap intervals
        for s, rows in splits.items():
            if at != (best or [None])[0] and s not in labelled:
                continue
            after = [decide(r, p, at, args.mode) for r, p in zip(rows, oof[s], strict=True)]
            ci = bootstrap(report_rows(rows, against[s]), report_rows(rows, after))
            if s in labelled:
                ci.update(judged_bootstrap(rows, against[s], after))
            print(json.dumps({"split": s, "threshold": at, "before": base[s], "after": figures(rows, after),
                              "diff": {k: (v["diff"], v["ci95"]) for k, v in ci.items() if not k.endswith("wide")}}))
    X, y = stack([r for rows in splits.values() for r in rows])
    info = {"threshold": best[0] if best else 1.0, "mode": args.mode, "bar_on": bar, "fitted_on": sorted(splits),
            "rows": len(y), "relevant_rows": int(y.sum()), **({"labels": sorted(labelled)} if labelled else {})}
    if args.model == "trees":
        m = fit_trees(X, y, *hyper)
        m = {**{k: v for k, v in m.items() if k != "trees"}, **info, "trees": m["trees"]}
        print("chosen threshold", m["threshold"], "depth, rounds, learning rate, min leaf", hyper)
        if args.write:  # compact: a few hundred trees stay well under a megabyte
            args.out.write_text(json.dumps(m, separators=(",", ":")) + "\n")
        return
    m = fit(X, y, args.l2)
    m.update({**info, "l2": args.l2})
    print("chosen threshold", m["threshold"])
    for n, c in sorted(zip(m["names"], m["coef"], strict=True), key=lambda p: -abs(p[1])):
        print(f"  {n:18s} {c:+.3f}")
    if args.write:
        args.out.write_text(json.dumps(m, indent=1) + "\n")


if __name__ == "__main__":
    random.seed(0)
    main()
