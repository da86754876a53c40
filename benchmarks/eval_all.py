"""The development suite in one command: every dataset, paired-bootstrap intervals, and the
delta against the last recorded run (the method is in benchmarks/README.md).

Datasets: LoCoMo conversations 1-5 and 6-10 (R@5), BEIR SciFact, NFCorpus and MS MARCO-5k
(nDCG@10), the reflect-memory fixture (MRR; R@5 and out-of-domain noise alongside), and the
lesson notes inject_eval's splits capture, asked their follow-up prompts (``eval_lessons.py``:
R@5; MRR and the negative prompts' noise alongside). Each
dataset's KB (with its embeddings) is built once into ``--cache`` and reused, so a rerun only
pays for the queries. Runs are stored as JSON under benchmarks/results/ (git-ignored).

Run:  nice .venv/bin/python benchmarks/eval_all.py [--datasets ...] [--configs full,bm25,...]
      [--try 'no-mmr={"mmr": false}'] [--label NAME] [--markdown]
``--try`` adds a candidate configuration (Options overrides as JSON) that is compared, query by
query, against ``full`` in the same run and judged by the rule.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import DATA, bulk_load, environment, ndcg_at, recall_at  # noqa: E402

SAMPLE = 1  # --sample: keep every n-th LoCoMo question (a quick screen; the suite's own runs keep all)
HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
DEFAULT_CACHE = HERE / "out" / "kb-cache"

# what each dataset is: a change must help two of different kinds (the fixture's 20 notes are
# lessons too: with the lessons dataset they count as one kind)
KINDS = {"locomo-1-5": "conversation", "locomo-6-10": "conversation", "chats26": "conversation",
         "scifact": "documents", "nfcorpus": "documents", "msmarco-5k": "documents", "fixture": "lessons",
         "lessons": "lessons"}
DATASETS = list(KINDS)
#: the two halves of LoCoMo are one collection: helping both is not helping two
COLLECTION = {"locomo-1-5": "locomo", "locomo-6-10": "locomo"}
METRIC = {"locomo-1-5": "R@5", "locomo-6-10": "R@5", "chats26": "R@5", "scifact": "nDCG@10", "nfcorpus": "nDCG@10",
          "msmarco-5k": "nDCG@10", "fixture": "MRR", "lessons": "R@5"}
#: chat collections in LoCoMo's format written for this project (benchmarks/data/chats/): a second
#: collection of the conversation kind, written without reading the recall code
CHATS = HERE / "data" / "chats"
#: datasets whose off-topic queries must return nothing at all: any more noise hurts (the
#: fixture's 0); elsewhere (the lessons' 170 negative prompts) noise hurts beyond its interval
STRICT_NOISE = ("fixture",)
BASELINES = {
    "bm25": dict(arms=("bm25",), rerank=False, mmr=False, boosts=False, temporal=False, fusion="rrf", feedback=0),
    "vector": dict(arms=("vector",), rerank=False, mmr=False, boosts=False, temporal=False, fusion="rrf", feedback=0),
    "rrf": dict(arms=("bm25", "vector"), rerank=False, mmr=False, boosts=False, temporal=False, fusion="rrf", feedback=0),
    "full": dict(),
}


# -- building (cached) --------------------------------------------------------------------------
def cached(root: Path, meta: str, build: Callable[[Path], tuple[Any, Any]], label: str) -> tuple[Any, Any]:
    """(KB, its metadata) from ``root`` when built before, else ``build(root / "kb")`` indexed in full
    and kept with its metadata in ``root / meta``: building and embedding is the slow part."""
    from reflectgit.index import Index
    from reflectgit.kb import KB

    meta_file = root / meta
    if meta_file.exists():
        return KB.open(root / "kb"), json.loads(meta_file.read_text())
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    t = time.perf_counter()
    kb, data = build(root / "kb")
    Index(kb).sync(full=True)
    meta_file.write_text(json.dumps(data))
    print(f"  {label}: {len(data)} notes indexed in {time.perf_counter() - t:.0f}s (cached in {root})", flush=True)
    return kb, data


def _cached_kb(cache: Path, name: str, items_fn: Callable[[], list]) -> tuple[Any, dict[str, str]]:
    """A KB of ``items_fn()``'s notes, built once per embedder."""
    from reflectgit.index.embed import signature

    root = cache / f"{name}-{signature().replace(':', '_').replace('/', '_')}"
    return cached(root, "keys.json", lambda kb_dir: bulk_load(kb_dir, items_fn()), name)


# -- datasets: each yields (query id, query, scorer(ranked keys) -> metrics) per context -----------
def locomo(cache: Path, part: str):
    convs = json.loads((DATA / "locomo" / "locomo10.json").read_text())
    yield from conversations(cache, "locomo", convs, convs[:5] if part == "1-5" else convs[5:10])


def chats(cache: Path, name: str):
    """A chat collection of ``benchmarks/data/chats/<name>*.json`` (each a list of conversations)."""
    import hashlib

    files = sorted(CHATS.glob(f"{name}*.json"))
    if not files:
        raise SystemExit(f"{CHATS}: no {name}*.json")
    convs = [c for f in files for c in json.loads(f.read_text())]
    digest = hashlib.sha256(b"".join(f.read_bytes() for f in files)).hexdigest()[:10]
    yield from conversations(cache, f"{name}-{digest}", convs, convs)  # a changed file is a new KB


def conversations(cache: Path, name: str, convs: list[dict], chosen: list[dict]):
    """One KB of every conversation's turns (one scope per conversation); ``chosen``'s questions."""
    from eval_locomo import norm_ids, turns

    kb, keys = _cached_kb(cache, name, lambda: [it for c in convs for it in turns(c)])
    for conv in chosen:
        sample = conv["sample_id"]
        project = sample.lower().replace("_", "-")
        queries = []
        for i, qa in enumerate(conv["qa"]):
            gold = {f"{sample}|{d}" for d in norm_ids(qa.get("evidence") or [])}
            if not gold or qa["category"] == 5:  # adversarial questions are scored apart in eval_locomo
                continue
            if i % SAMPLE == 0:
                queries.append((f"{sample}#{i}", str(qa["question"]), _recall_scorer(gold)))
        yield kb, keys, project, {}, queries


def _recall_scorer(gold: set[str]) -> Callable[[list[str]], dict[str, float]]:
    return lambda ranked: {"R@5": recall_at(ranked, gold, 5), "R@10": recall_at(ranked, gold, 10),
                           "nDCG@10": ndcg_at(ranked, {g: 1.0 for g in gold}, 10)}


def beir(cache: Path, name: str):
    import csv

    from eval_beir import load, load_corpus

    ds = DATA / "beir" / name
    if name == "msmarco-5k":  # its qrels have no header row
        items, queries = load_corpus(ds)
        qrels: dict[str, dict[str, float]] = {}
        with (ds / "qrels" / "test.tsv").open() as f:
            for row in csv.reader(f, delimiter="\t"):
                if len(row) == 3 and row[2].replace(".", "").isdigit() and float(row[2]) > 0:
                    qrels.setdefault(row[0], {})[row[1]] = float(row[2])
    else:
        items, queries, qrels = load(ds)
    kb, keys = _cached_kb(cache, name, lambda: items)
    qs = [(qid, queries[qid], _ndcg_scorer(gains)) for qid, gains in sorted(qrels.items()) if qid in queries]
    # every BEIR query has answers: the gate is off, and dates in scientific text are not windows
    yield kb, keys, "beir", {"min_overlap": 0, "temporal": False}, qs


def _ndcg_scorer(gains: dict[str, float]) -> Callable[[list[str]], dict[str, float]]:
    return lambda ranked: {"nDCG@10": ndcg_at(ranked, gains, 10), "R@10": recall_at(ranked, set(gains), 10)}


def fixture(cache: Path, tmp: Path):
    import yaml
    from eval_fixture import DEFAULT_DATA, build

    kb, names = build(DEFAULT_DATA, tmp / "fixture-kb")
    queries = yaml.safe_load((DEFAULT_DATA / "golden_queries.yaml").read_text())["queries"]
    qs = []
    for q in queries:
        rel = set(q.get("relevant") or [])

        def score(ranked: list[str], rel: set[str] = rel) -> dict[str, float]:
            if not rel:
                return {"noise": 1.0 if ranked else 0.0}
            first = next((i for i, g in enumerate(ranked[:5], 1) if g in rel), None)
            return {"R@5": len(rel & set(ranked[:5])) / len(rel), "MRR": 1.0 / first if first else 0.0}

        qs.append((q["id"], q["query"], score))
    yield kb, names, "eval", {}, qs


def run_dataset(name: str, configs: dict[str, dict], cache: Path, tmp: Path) -> dict[str, dict[str, dict]]:
    """{config: {query id: metrics}} for one dataset."""
    from reflectgit.project import Context
    from reflectgit.recall import Options, Recall

    if name.startswith("locomo"):
        parts = locomo(cache, name.split("-", 1)[1])
    elif name.startswith("chats"):
        parts = chats(cache, name)
    elif name == "fixture":
        parts = fixture(cache, tmp)
    elif name == "lessons":
        from eval_lessons import parts as lesson_parts

        parts = lesson_parts(cache)
    else:
        parts = beir(cache, name)
    out: dict[str, dict[str, dict]] = {c: {} for c in configs}
    for kb, keys, project, fixed, queries in parts:
        recall = Recall(kb, Context(project=project, branch="main", default_branch="main"))
        for cname, cfg in configs.items():
            cfg = dict(cfg)
            env = cfg.pop("env", {})  # knobs that are environment settings (REFLECTGIT_RECALL_*_ALPHA)
            with environment(env):
                opts = Options(limit=10, log=False, cache=False, **{**fixed, **cfg})
                for qid, query, score in queries:
                    t = time.perf_counter()
                    res = recall.search(query, opts)
                    ms = (time.perf_counter() - t) * 1000  # the price of a candidate, beside its figures
                    out[cname][qid] = dict(score([keys.get(h.id, h.id) for h in res.hits]), ms=round(ms, 2))
    return out


# -- statistics ---------------------------------------------------------------------------------------
def primary(name: str, per_query: dict[str, dict]) -> dict[str, float]:
    """{query id: the dataset's primary metric} (the fixture's off-topic queries have none)."""
    m = METRIC[name]
    return {q: v[m] for q, v in per_query.items() if m in v}


def bootstrap(values: list[float], n: int = 2000, seed: int = 0) -> tuple[float, float]:
    """The 95% percentile interval of the mean."""
    if not values:
        return (0.0, 0.0)
    rnd = random.Random(seed)
    k = len(values)
    means = sorted(sum(values[rnd.randrange(k)] for _ in range(k)) / k for _ in range(n))
    return means[int(0.025 * n)], means[int(0.975 * n) - 1]


def paired(a: dict[str, float], b: dict[str, float]) -> tuple[float, float, float] | None:
    """Mean of b - a over the queries both scored, with its paired-bootstrap 95% interval."""
    common = sorted(set(a) & set(b))
    if not common:
        return None
    diffs = [b[q] - a[q] for q in common]
    lo, hi = bootstrap(diffs)
    return statistics.mean(diffs), lo, hi


def noise(per_query: dict[str, dict]) -> float | None:
    """The share of the must-return-nothing queries that returned something (None: there are none)."""
    vals = [v["noise"] for v in per_query.values() if "noise" in v]
    return statistics.mean(vals) if vals else None


def noisier(old: dict[str, dict], new: dict[str, dict], strict: bool = True) -> bool:
    """Whether ``new`` (per-query figures) returns something on more off-topic queries than ``old``:
    at all (``strict``), or beyond the paired-bootstrap 95% interval (the rule's "hurts")."""
    diffs = [new[q]["noise"] - v["noise"] for q, v in old.items() if "noise" in v and "noise" in new.get(q, {})]
    if not diffs:
        return False
    return statistics.mean(diffs) > 1e-9 if strict else bootstrap(diffs)[0] > 0


def verdict(deltas: dict[str, tuple[float, float, float]], min_gain: float = 0.005,
            noisy: tuple[str, ...] | list[str] = ()) -> tuple[bool, str]:
    """The rule: helps (mean gain >= ``min_gain``) on two datasets of different kinds, and no
    dataset's interval lies wholly below zero; ``noisy`` names the datasets whose off-topic
    noise went up, which hurts as well. A change that acts on one kind only, by what the notes
    are rather than which dataset they come from, may land by helping two collections of that
    kind instead, if it leaves every dataset of the other kinds where it was (mean change under
    ``min_gain / 2``): it cannot help a kind it does not touch, and it is shown not to."""
    helped = [d for d, (m, _, _) in deltas.items() if m >= min_gain]
    hurt = [d for d, (_, _, hi) in deltas.items() if hi < 0] + [f"{d} (noise)" for d in noisy]
    kinds = {KINDS[d] for d in helped}
    why = f"helps {', '.join(helped) or 'none'}; hurts {', '.join(hurt) or 'none'}"
    if len(kinds) >= 2:
        return not hurt, why
    collections = {COLLECTION.get(d, d) for d in helped}
    others = [d for d in deltas if KINDS[d] not in kinds]
    if len(kinds) == 1 and len(collections) >= 2 and others and not hurt and all(
            abs(deltas[d][0]) < min_gain / 2 for d in others):
        return True, f"{why}; acts on {next(iter(kinds))} only: {', '.join(others)} unchanged"
    return False, why


def summary(name: str, per_query: dict[str, dict]) -> dict[str, Any]:
    out: dict[str, Any] = {"n": len(primary(name, per_query))}
    metrics = sorted({m for v in per_query.values() for m in v} - {"ms"})
    for m in metrics:
        vals = [v[m] for v in per_query.values() if m in v]
        out[m] = round(statistics.mean(vals), 4)
    ms = sorted(v["ms"] for v in per_query.values() if "ms" in v)
    if ms:  # milliseconds per search on this machine, whatever else it runs: compare within a run
        out["ms_p50"], out["ms_p95"] = ms[len(ms) // 2], ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    vals = list(primary(name, per_query).values())
    lo, hi = bootstrap(vals)
    out["ci"] = [round(lo, 4), round(hi, 4)]
    return out


def last_run() -> dict | None:
    """The latest recorded figures of the full pipeline for each dataset (a run may cover a few).

    A screen with ``--sample`` keeps a subset of the questions: it is never the run to compare with."""
    merged: dict[str, Any] = {"datasets": {}}
    for p in sorted(RESULTS.glob("run-*.json")):
        try:
            run = json.loads(p.read_text())
        except ValueError:
            continue
        if run.get("sample", 1) > 1:
            continue
        for d, res in run.get("datasets", {}).items():
            if "full" in res.get("per_query", {}):
                merged["datasets"][d] = res
    return merged if merged["datasets"] else None


def git_head() -> str:
    try:
        return subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip() + (
            "+dirty" if subprocess.run(["git", "-C", str(HERE), "status", "--porcelain", "--", "../reflectgit"],
                                       capture_output=True, text=True).stdout.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def markdown(run: dict, prev: dict | None) -> str:
    """One RESULTS.md table for a run of the whole suite."""
    lines = [f"Run `{run['label']}` ({run['when'][:16]} UTC, code {run['code']}); 95% intervals by bootstrap over "
             "queries; Δ = full pipeline minus the previous run's, paired.", "",
             "| dataset (metric) | n | BM25 | vector | RRF | **full** [95% CI] | Δ vs previous [95% CI] |",
             "|---|---|---|---|---|---|---|"]
    for d, res in run["datasets"].items():
        m = METRIC[d]
        cell = {c: (f"{s[m]:.3f}" if m in s else "—") for c, s in res["summary"].items()}
        full = res["summary"].get("full", {})
        delta = "—"
        if prev and d in prev.get("datasets", {}) and "full" in prev["datasets"][d]["per_query"]:
            p = paired(primary(d, prev["datasets"][d]["per_query"]["full"]), primary(d, res["per_query"]["full"]))
            if p:
                delta = f"{p[0]:+.3f} [{p[1]:+.3f}, {p[2]:+.3f}]"
        extra = (f"; OOD noise {full.get('noise', 0):.2f}, R@5 {full.get('R@5', 0):.3f}" if d == "fixture" else
                 f"; MRR {full.get('MRR', 0):.3f}, noise {full.get('noise', 0):.2f}" if d == "lessons" else "")
        ci = full.get("ci", [0, 0])
        lines.append(f"| {d} ({m}{extra}) | {full.get('n', '')} | {cell.get('bm25', '—')} | {cell.get('vector', '—')} | "
                     f"{cell.get('rrf', '—')} | **{cell.get('full', '—')}** [{ci[0]:.3f}, {ci[1]:.3f}] | {delta} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--datasets", default=",".join(DATASETS))
    ap.add_argument("--configs", default="bm25,vector,rrf,full", help="of: " + ", ".join(BASELINES))
    ap.add_argument("--try", dest="tries", action="append", default=[], metavar='NAME={"option": value}',
                    help="a candidate configuration, judged against full by the rule")
    ap.add_argument("--label", default="suite")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument("--no-save", action="store_true")
    ap.add_argument("--markdown", action="store_true", help="print the RESULTS.md table")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("OLD", "NEW"),
                    help="paired deltas of NEW's full pipeline against OLD's (two saved runs), and the rule's verdict")
    ap.add_argument("--sample", type=int, default=1, help="keep every n-th LoCoMo question (quick screening)")
    ap.add_argument("--merge", nargs="+", type=Path, metavar="RUN",
                    help="join saved runs of parts of the suite (run in parallel) into one run of the whole suite")
    ap.add_argument("--against", type=Path, metavar="RUN", help="the run the deltas of --merge are taken against")
    args = ap.parse_args()
    if args.merge:
        runs = [json.loads(p.read_text()) for p in args.merge]
        merged = dict(runs[0], label=args.label, datasets={})
        for r in runs:
            merged["datasets"].update(r["datasets"])
        merged["datasets"] = {d: merged["datasets"][d] for d in DATASETS if d in merged["datasets"]}
        prev = json.loads(args.against.read_text()) if args.against else None
        if prev:  # the single arms and plain RRF do not change with the pipeline: carried over
            for d, res in merged["datasets"].items():
                for c in ("bm25", "vector", "rrf"):
                    if c not in res["summary"] and c in prev["datasets"].get(d, {}).get("summary", {}):
                        res["summary"][c] = prev["datasets"][d]["summary"][c]
            deltas = {d: p for d in merged["datasets"] if d in prev["datasets"]
                      if (p := paired(primary(d, prev["datasets"][d]["per_query"]["full"]),
                                      primary(d, merged["datasets"][d]["per_query"]["full"])))}
            louder = [d for d in merged["datasets"] if d in prev["datasets"]
                      and noisier(prev["datasets"][d]["per_query"]["full"], merged["datasets"][d]["per_query"]["full"],
                                 d in STRICT_NOISE)]
            ok, why = verdict(deltas, noisy=louder)
            print(f"against {args.against.name}: {'LANDS' if ok else 'rejected'} ({why})")
        if not args.no_save:
            path = RESULTS / f"run-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S')}-{args.label}.json"
            path.write_text(json.dumps(merged))
            print(f"saved {path.relative_to(HERE.parent)}")
        print(markdown(merged, prev))
        return
    global SAMPLE
    SAMPLE = max(1, args.sample)
    if args.compare:
        old, new = (json.loads(p.read_text()) for p in args.compare)
        deltas = {}
        for d in new["datasets"]:
            if d in old["datasets"]:
                p = paired(primary(d, old["datasets"][d]["per_query"]["full"]), primary(d, new["datasets"][d]["per_query"]["full"]))
                if p:
                    deltas[d] = p
                    print(f"{d:<12} {METRIC[d]:<8} {p[0]:+.4f} [{p[1]:+.4f}, {p[2]:+.4f}]")
        louder = [d for d in new["datasets"] if d in old["datasets"]
                  and noisier(old["datasets"][d]["per_query"]["full"], new["datasets"][d]["per_query"]["full"],
                             d in STRICT_NOISE)]
        ok, why = verdict(deltas, noisy=louder)
        print(f"{'LANDS' if ok else 'rejected'} ({why})")
        return
    configs = {c: BASELINES[c] for c in args.configs.split(",") if c}
    configs.setdefault("full", {})
    for t in args.tries:
        name, _, raw = t.partition("=")
        cfg = json.loads(raw)
        configs[name] = {k: (tuple(v) if isinstance(v, list) else v) for k, v in cfg.items()}
    prev = last_run()
    run: dict[str, Any] = {"label": args.label, "when": datetime.now(UTC).isoformat(), "code": git_head(), "sample": SAMPLE,
                           "configs": {k: {a: list(b) if isinstance(b, tuple) else b for a, b in v.items()}
                                       for k, v in configs.items()}, "datasets": {}}
    args.cache.mkdir(parents=True, exist_ok=True)
    judged: dict[str, dict[str, tuple[float, float, float]]] = {}
    noisy: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="rg-suite-") as tmp:
        for d in args.datasets.split(","):
            t = time.perf_counter()
            per = run_dataset(d, configs, args.cache, Path(tmp))
            summ = {c: summary(d, pq) for c, pq in per.items()}
            run["datasets"][d] = {"summary": summ, "per_query": per}
            m = METRIC[d]
            print(f"{d} ({m}, n={summ['full']['n']}, {time.perf_counter() - t:.0f}s)")
            for c, s in summ.items():
                line = f"  {c:<16} {s.get(m, 0):.4f} [{s['ci'][0]:.4f}, {s['ci'][1]:.4f}]"
                if d == "fixture":
                    line += f"  R@5 {s.get('R@5', 0):.3f} OOD noise {s.get('noise', 0):.2f}"
                if d == "lessons":
                    line += f"  MRR {s.get('MRR', 0):.3f} noise {s.get('noise', 0):.2f}"
                if "ms_p50" in s:
                    line += f"  ({s['ms_p50']:.0f}/{s['ms_p95']:.0f} ms p50/p95)"
                if c == "full" and prev and d in prev.get("datasets", {}):
                    p = paired(primary(d, prev["datasets"][d]["per_query"].get("full", {})), primary(d, per["full"]))
                    if p:
                        line += f"  Δ vs last run {p[0]:+.4f} [{p[1]:+.4f}, {p[2]:+.4f}]"
                if c not in BASELINES:
                    p = paired(primary(d, per["full"]), primary(d, per[c]))
                    if p:
                        judged.setdefault(c, {})[d] = p
                        line += f"  Δ vs full {p[0]:+.4f} [{p[1]:+.4f}, {p[2]:+.4f}]"
                    if noisier(per["full"], per[c], d in STRICT_NOISE):
                        noisy.setdefault(c, []).append(d)
                        line += "  NOISIER than full"
                print(line, flush=True)
    for c, deltas in judged.items():
        ok, why = verdict(deltas, noisy=noisy.get(c, []))
        run.setdefault("verdicts", {})[c] = {"lands": ok, "why": why,
                                             "deltas": {d: [round(x, 4) for x in v] for d, v in deltas.items()}}
        print(f"candidate {c}: {'LANDS' if ok else 'rejected'} ({why})")
    if not args.no_save:
        RESULTS.mkdir(exist_ok=True)
        path = RESULTS / f"run-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S')}-{args.label}.json"
        path.write_text(json.dumps(run))
        print(f"saved {path.relative_to(HERE.parent)}")
    if args.markdown:
        print()
        print(markdown(run, prev))


if __name__ == "__main__":
    main()
