"""Full-index throughput (notes/s) of N synthetic notes, this checkout against another one.

One synthetic KB is written once; each run is a fresh process that builds its index from
scratch (`Index.sync(full=True)`, model loaded first and timed apart), so the code under test
is whichever `reflectgit` the run's PYTHONPATH finds. Variants run interleaved, round after
round, so a neighbour's load hits them alike; every run records the load average.

Variants: ``new`` (this checkout: length batching, one batch per core), ``new-1x2`` (this
checkout with one batch at a time on one 2-thread session, the old threading), and ``main``
when ``--before DIR`` names a checkout of the code to compare with (e.g. `git worktree add`).

``--vectors`` instead compares the vectors themselves: 500 synthetic notes and 500 SciFact
documents cut at varied lengths, embedded by each checkout (int8) and by this one's float32
graph; it prints the cosine of each int8 set with the other and with float32.

Run: nice .venv/bin/python benchmarks/index_speed.py [--notes 2000] [--rounds 3]
     [--before /tmp/main-checkout] [--variant NAME:VAR=VALUE] [--out FILE.json] [--vectors]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent


def _load() -> float:
    return os.getloadavg()[0]


def one_run(kb_path: Path, workers: int | None) -> dict:
    """In this process: index ``kb_path`` from scratch and time each part."""
    from reflectgit.index import Index, embed
    from reflectgit.kb import KB

    load = _load()
    t = time.perf_counter()
    if workers is not None:  # the old threading: one batch at a time, its session on every core
        path = embed.onnx_path()
        embed._backend = embed.OnnxBackend(path.with_name(path.stem + "-int8.onnx"),
                                           embed.model_dir() / "tokenizer.json", workers=workers)
    embed.embed(["warm up"])
    model_s = time.perf_counter() - t
    shutil.rmtree(kb_path / ".reflectgit", ignore_errors=True)
    index = Index(KB.open(kb_path))
    marks: dict[str, float] = {}

    def progress(*args: object) -> None:
        if len(args) == 3 and isinstance(args[0], str):  # this checkout's (stage, done, total)
            marks.setdefault(args[0], time.perf_counter())

    t = time.perf_counter()
    kwargs = {"progress": progress} if hasattr(sys.modules["reflectgit.index"], "STAGES") else {}
    report = index.sync(full=True, **kwargs)
    wall = time.perf_counter() - t
    marks["end"] = time.perf_counter()
    names = list(marks)
    stages = {a: round(marks[b] - marks[a], 2) for a, b in zip(names, names[1:], strict=False)}
    notes = report.added + report.updated
    return {"notes": notes, "embedded": report.embedded, "index_s": round(wall, 2),
            "notes_per_s": round(notes / wall, 1), "model_load_s": round(model_s, 2),
            "stages_s": stages, "load_before": round(load, 2), "load_after": round(_load(), 2),
            "code": str(Path(sys.modules["reflectgit"].__file__ or "").parent.parent)}


def vector_texts() -> list[str]:
    """Texts of every length: synthetic notes as the index embeds them, SciFact documents cut short."""
    sys.path.insert(0, str(HERE))
    from common import DATA
    from synth import make_kb

    from reflectgit.index.db import embed_text

    work = Path(tempfile.mkdtemp(prefix="index-speed-"))
    texts = [embed_text(n) for n in make_kb(work / "kb", 500).notes()]
    shutil.rmtree(work, ignore_errors=True)
    with open(DATA / "beir" / "scifact" / "corpus.jsonl") as fh:
        for i, line in zip(range(500), fh, strict=False):
            doc = json.loads(line)
            texts.append((doc.get("title", "") + "\n" + doc["text"])[:(i * 37) % 600 + 5])
    return texts + ["a", "never kill the tmux server", "Redis pool exhaustion under burst load"]


def compare_vectors(args: argparse.Namespace) -> dict:
    import numpy as np

    work = Path(tempfile.mkdtemp(prefix="index-speed-"))
    (work / "texts.json").write_text(json.dumps(vector_texts()))
    sides = {"new": (str(REPO), {}), "new-fp32": (str(REPO), {"REFLECTGIT_EMBED_BACKEND": "onnx-fp32"})}
    if args.before:
        sides["main"] = (str(Path(args.before).resolve()), {})
    vecs = {}
    for name, (code, extra) in sides.items():
        env = {**os.environ, "PYTHONPATH": code, **extra}
        subprocess.run([sys.executable, str(HERE / "index_speed.py"), "--embed", str(work / "texts.json"),
                        str(work / f"{name}.npy")], env=env, cwd=work, check=True)
        vecs[name] = np.load(work / f"{name}.npy")
    shutil.rmtree(work, ignore_errors=True)

    def cos(a: str, b: str) -> dict:
        c = (vecs[a] * vecs[b]).sum(axis=1)
        return {"mean": round(float(c.mean()), 5), "min": round(float(c.min()), 5)}

    out = {"texts": len(vecs["new"]), "new vs fp32": cos("new", "new-fp32")}
    if "main" in vecs:
        out.update({"main vs fp32": cos("main", "new-fp32"), "new vs main": cos("new", "main")})
    return out


def drive(args: argparse.Namespace) -> dict:
    sys.path.insert(0, str(HERE))
    from synth import make_kb

    work = Path(tempfile.mkdtemp(prefix="index-speed-"))
    t = time.perf_counter()
    make_kb(work / "kb", args.notes)
    made = time.perf_counter() - t
    variants: dict[str, tuple[str, list[str], dict[str, str]]] = {
        "new": (str(REPO), [], {}), "new-1x2": (str(REPO), ["--workers", "1"], {})}
    if args.before:
        variants["main"] = (str(Path(args.before).resolve()), [], {})
    for spec in args.variant:  # NAME:VAR=VALUE, this checkout with one setting changed
        name, _, setting = spec.partition(":")
        var, _, value = setting.partition("=")
        variants[name] = (str(REPO), [], {var: value})
    runs: dict[str, list[dict]] = {name: [] for name in variants}
    for r in range(args.rounds):
        for name, (code, extra, settings) in variants.items():
            env = {**os.environ, "PYTHONPATH": code, **settings}
            # run from the KB's folder, so the current directory puts no other checkout first
            out = subprocess.run([sys.executable, str(HERE / "index_speed.py"), "--run", str(work / "kb"), *extra],
                                 env=env, cwd=work, capture_output=True, text=True, check=True)
            runs[name].append(json.loads(out.stdout.strip().splitlines()[-1]))
            last = runs[name][-1]
            print(f"round {r + 1} {name:8} {last['notes_per_s']:7.1f} notes/s  index {last['index_s']:.1f} s  "
                  f"load {last['load_before']:.2f}->{last['load_after']:.2f}  stages {last['stages_s']}",
                  file=sys.stderr, flush=True)
    shutil.rmtree(work, ignore_errors=True)
    summary = {name: {"median_notes_per_s": statistics.median(r["notes_per_s"] for r in rs),
                      "best_notes_per_s": max(r["notes_per_s"] for r in rs),
                      "median_load": statistics.median(r["load_before"] for r in rs)} for name, rs in runs.items()}
    if "main" in summary:
        for name in ("new", "new-1x2"):
            # paired per round: each round's variants ran back to back under about the same load
            ratios = [a["notes_per_s"] / b["notes_per_s"] for a, b in zip(runs[name], runs["main"], strict=True)]
            summary[name]["speedup_vs_main"] = [round(x, 2) for x in ratios]
    return {"notes": args.notes, "rounds": args.rounds, "kb_written_s": round(made, 1),
            "machine": f"{platform.machine()} {os.cpu_count()} cpus, {platform.python_version()}",
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "summary": summary, "runs": runs}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--notes", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--before", help="checkout of the code to compare with (its folder holds reflectgit/)")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--variant", action="append", default=[], metavar="NAME:VAR=VALUE",
                    help="also time this checkout with one setting changed (e.g. no-windows:REFLECTGIT_EMBED_PASSAGES=0)")
    ap.add_argument("--run", type=Path, help=argparse.SUPPRESS)  # one timed run in this process
    ap.add_argument("--workers", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--vectors", action="store_true", help="compare the vectors (int8 vs --before, vs float32)")
    ap.add_argument("--embed", nargs=2, type=Path, help=argparse.SUPPRESS)  # texts.json out.npy, in this process
    args = ap.parse_args()
    if args.run:
        print(json.dumps(one_run(args.run, args.workers)))
        return
    if args.embed:
        import numpy as np

        from reflectgit.index import embed

        np.save(args.embed[1], embed.embed(json.loads(args.embed[0].read_text())))
        return
    if args.vectors:
        print(json.dumps(compare_vectors(args), indent=2))
        return
    result = drive(args)
    print(json.dumps(result["summary"], indent=2))
    if args.out:
        args.out.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
