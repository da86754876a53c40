"""Where a person waits, measured as whole processes at several KB sizes, each against the
`python3 -c pass` floor taken in the same run (the box is noisy; ratios travel, milliseconds don't).

Rows (issue 21's table): `search` with the recall server warm (the thin path), the
UserPromptSubmit and SessionStart hooks with the server warm, the first `search` with no server
(time and peak RSS; in the project's scope, and with every note in scope: ``--global``), 20
`git commit`s back to back with and without the hooks, a lesson commit's capture (what the
drain does for it, in-process), the incremental reindex of one note (edited by hand, and changed
by a KB commit), and warm in-process recall. ``--rows prepare`` (not in the default set: it
exports the model, ~30 s of both cores) times the first command after install with an empty
model cache: `model prepare` where it exists, else the first `search`, which exported silently.
The reindex progress bar is no timing row (tests/test_index_progress.py covers it).

``--synthetic-vectors`` builds the initial index with pseudo-random unit vectors seeded by each
note's text instead of the model (embedding 100k notes takes an hour on 2 cores); the embedder's
signature is kept, so later processes reuse those vectors and embed only what changed.
``--rows`` picks rows (capture,commits,first,reindex,server,warm; prepare); ``--projects 1``
puts every note in one scope. Run with ``PYTHONPATH`` pointing at another checkout's copy of
``reflectgit/`` (and the current directory elsewhere) to measure that code with this script.

Run: .venv/bin/python benchmarks/latency.py [--notes 1000,10000] [--runs 15] [--out FILE.json]
     .venv/bin/python benchmarks/latency.py --notes 100000 --rows reindex,warm --synthetic-vectors
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import pct, write_report  # noqa: E402
from synth import make_kb, queries  # noqa: E402

#: the ``reflectgit`` command as people run it: the console script pip wrote next to this Python
#: (it imports ``re``; ``python -m`` would pay for ``runpy`` instead)
_SCRIPT = Path(sys.executable).with_name("reflectgit")
EXE = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "reflectgit"]
ROWS = {"first", "server", "commits", "reindex", "warm", "capture", "prepare"}
DEFAULT_ROWS = ROWS - {"prepare"}


def timed(cmd: list[str], env: dict[str, str], cwd: Path, stdin: str = "") -> tuple[float, int]:
    """Wall seconds and the child's peak RSS in MB."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=cwd, input=stdin, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return wall, max(peak, before) // 1024


def series(cmd_of, runs: int, env: dict[str, str], cwd: Path, stdin_of=lambda i: "") -> list[float]:
    return [timed(cmd_of(i), env, cwd, stdin_of(i))[0] for i in range(runs)]


def row(name: str, times: list[float], floor: float) -> dict[str, float | str]:
    p50 = pct(times, 50)
    return {"row": name, "p50_ms": round(p50 * 1000, 1), "p95_ms": round(pct(times, 95) * 1000, 1),
            "ratio_to_floor": round(p50 / floor, 2)}


def commits(repo: Path, env: dict[str, str], n: int, hooks: bool = True) -> float:
    """Wall time of ``n`` commits back to back (``git add -A`` + ``git commit``, one new file each);
    ``hooks=False`` turns every hook off for the loop (``core.hooksPath=/dev/null``)."""
    off = [] if hooks else ["-c", "core.hooksPath=/dev/null"]
    t = time.perf_counter()
    for i in range(n):
        (repo / f"f{time.monotonic_ns()}.txt").write_text(f"{i}\n")
        subprocess.run(["git", *off, "add", "-A"], cwd=repo, env=env, check=True, capture_output=True)
        subprocess.run(["git", *off, "commit", "-q", "-m", f"change {i}"], cwd=repo, env=env, check=True,
                       capture_output=True)
    return time.perf_counter() - t


def synthetic_embed(texts: list[str], *args, **kwargs):
    """Unit vectors seeded by each text's hash: stand-ins for the model when building a large index."""
    import hashlib

    import numpy as np

    out = np.empty((len(texts), 384), dtype=np.float32)
    for i, text in enumerate(texts):
        seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
        v = np.random.default_rng(seed).standard_normal(384).astype(np.float32)
        out[i] = v / np.linalg.norm(v)
    return out


def build_index(kb_path: Path, synthetic: bool) -> None:
    """The first full index, in this process (optionally with synthetic vectors)."""
    from reflectgit.index import Index, embed
    from reflectgit.kb import KB

    saved = embed.embed
    if synthetic:
        embed.embed = synthetic_embed  # type: ignore[assignment]
    try:
        Index(KB.open(kb_path)).sync()
    finally:
        embed.embed = saved  # type: ignore[assignment]


def reindex_rows(kb: Path, runs: int, floor: float, env: dict[str, str], code: Path) -> list[dict[str, float | str]]:
    """One note changed, then `reflectgit reindex` as a process, and the same sync in-process."""
    from reflectgit.index import Index
    from reflectgit.kb import KB

    out: list[dict[str, float | str]] = []
    note = next((kb / "learnings").rglob("*.md"))
    times = []
    for i in range(min(runs, 5)):
        note.write_text(note.read_text() + f"\nedit {i}\n")
        times.append(timed([*EXE, "reindex"], env, code)[0])
    out.append(row("reindex after one note changed", times, floor))
    store = KB.open(kb)
    times, inproc = [], []
    for i in range(min(runs, 5)):  # a KB commit that changes one note's confidence: no text to embed
        store.set_field(note.stem, "confidence", round(0.5 + i / 100, 2))
        times.append(timed([*EXE, "reindex"], env, code)[0])
        store.set_field(note.stem, "confidence", round(0.6 + i / 100, 2))
        t = time.perf_counter()
        Index(store).sync()
        inproc.append(time.perf_counter() - t)
    out.append(row("reindex after a commit changed one note", times, floor))
    out.append({"row": "reindex after a commit changed one note, in-process",
                "p50_ms": round(pct(inproc, 50) * 1000, 1), "p95_ms": round(pct(inproc, 95) * 1000, 1)})
    return out


def warm_recall(kb: Path, runs: int, project: str) -> dict[str, float | str]:
    """In-process recall after the first query: the model, vectors and scope stay loaded."""
    from reflectgit.kb import KB
    from reflectgit.project import Context
    from reflectgit.recall import Options, Recall

    rec = Recall(KB.open(kb), Context(project=project, branch="main", default_branch="main"))
    qs = queries(runs + 1, seed=5)
    rec.search(qs[0], Options(cache=False, log=False))
    times = []
    for q in qs[1:]:
        t = time.perf_counter()
        rec.search(q, Options(cache=False, log=False))
        times.append(time.perf_counter() - t)
    return {"row": "recall in-process, warm", "p50_ms": round(pct(times, 50) * 1000, 1),
            "p95_ms": round(pct(times, 95) * 1000, 1)}


def measure(n: int, runs: int, root: Path, rows: set[str] = DEFAULT_ROWS, projects: int = 12,
            synthetic: bool = False) -> list[dict[str, float | str]]:
    kb = make_kb(root / f"kb{n}", n, projects=projects).path
    code = root / f"code{n}"
    code.mkdir()
    git_env = {**os.environ, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@x", "GIT_COMMITTER_NAME": "b",
               "GIT_COMMITTER_EMAIL": "b@x"}
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=code, env=git_env, check=True)
    project = f"proj-{1 % projects}"  # synth.make_kb deals notes to proj-0, proj-1, ... in turn
    env = {**git_env, "REFLECTGIT_HOME": str(kb), "REFLECTGIT_PROJECT": project, "REFLECTGIT_BRANCH": "main",
           "REFLECTGIT_HEARTBEAT": "0", "REFLECTGIT_DAEMON_IDLE": "600"}
    build_index(kb, synthetic)
    qs = queries(max(runs, 20))
    floor = pct(series(lambda i: [sys.executable, "-c", "pass"], runs, env, code), 50)
    out: list[dict[str, float | str]] = [{"row": "python3 -c pass (floor)", "p50_ms": round(floor * 1000, 1)}]

    no_server = {**env, "REFLECTGIT_DAEMON": "0"}
    if "first" in rows:
        for name, extra in (("first search, no server", []), ("first search, no server, every note in scope", ["--global"])):
            firsts = [timed([*EXE, "search", qs[i], "--no-cache", *extra], no_server, code) for i in range(min(runs, 5))]
            out.append({**row(name, [w for w, _ in firsts], floor), "peak_rss_mb": max(r for _, r in firsts)})
    if "prepare" in rows:
        out += prepare_rows(no_server, code, qs, floor)
    if "warm" in rows:
        out.append(warm_recall(kb, runs, project))
    if "reindex" in rows:
        out += reindex_rows(kb, runs, floor, no_server, code)
    if "server" in rows:
        out += server_rows(n, runs, floor, env, code, qs)
    if "commits" in rows:
        out.append(commit_row(kb, env, git_env, code, rounds=min(runs, 5)))
    if "capture" in rows:
        out.append(capture_row(kb, root / f"lessons{n}", git_env, min(runs, 10)))
    for r in out:
        r["notes"] = n
        r.setdefault("load", round(os.getloadavg()[0], 2))  # 1-minute load average as the size ends
    return out


def server_rows(n: int, runs: int, floor: float, env: dict[str, str], code: Path,
                qs: list[str]) -> list[dict[str, float | str]]:
    out: list[dict[str, float | str]] = []
    subprocess.run([*EXE, "daemon", "start"], env=env, cwd=code, check=True, capture_output=True)
    try:
        out.append(row("search, server warm", series(lambda i: [*EXE, "search", qs[i % len(qs)]], runs, env, code),
                       floor))
        prompt = lambda i: json.dumps({"session_id": f"bench-{n}-{i}", "cwd": str(code),  # noqa: E731
                                       "prompt": qs[i % len(qs)] + " in production"})
        out.append(row("UserPromptSubmit hook, server warm",
                       series(lambda i: [*EXE, "agent", "hook", "UserPromptSubmit"], runs, env, code, prompt), floor))
        start = lambda i: json.dumps({"session_id": f"bench-start-{n}-{i}", "cwd": str(code)})  # noqa: E731
        out.append(row("SessionStart hook, server warm",
                       series(lambda i: [*EXE, "agent", "hook", "SessionStart"], runs, env, code, start), floor))
    finally:
        subprocess.run([*EXE, "daemon", "stop"], env=env, cwd=code, capture_output=True)
    return out


def commit_row(kb: Path, env: dict[str, str], git_env: dict[str, str], code: Path,
               rounds: int = 5) -> dict[str, float | str]:
    """Loops of 20 commits with and without reflectgit's hooks, taken in turn (this box is noisy):
    the median of each, and the drain of each hooked loop timed after the loop, apart."""
    subprocess.run([*EXE, "hooks", "install", "--repo", str(code)], env=env, cwd=code, check=True, capture_output=True)
    plain: list[float] = []
    hooked: list[float] = []
    drains: list[float] = []
    for _ in range(rounds):
        plain.append(commits(code, env, 20, hooks=False))
        hooked.append(commits(code, env, 20))
        drained = time.perf_counter()
        subprocess.run([*EXE, "hooks", "drain"], env=env, cwd=code, check=True, capture_output=True)
        drains.append(time.perf_counter() - drained)
    return {"row": "20 commits back to back", "rounds": rounds, "without_hooks_ms": round(pct(plain, 50) * 1000),
            "with_hooks_ms": round(pct(hooked, 50) * 1000), "ratio": round(pct(hooked, 50) / pct(plain, 50), 2),
            "drain_after_ms": round(pct(drains, 50) * 1000)}


def capture_row(kb: Path, repo: Path, git_env: dict[str, str], runs: int) -> dict[str, float | str]:
    """What the drain does for a lesson commit (trailers -> a note: duplicate check, id, KB
    commit), in-process, as benchmarks/git_lifecycle.py --capture; the index synced after each,
    as the drain does after its batch (not timed). A repository without hooks: no drain races it."""
    from reflectgit.git_events import Event, handle
    from reflectgit.index import Index
    from reflectgit.kb import KB

    saved = dict(os.environ)
    os.environ.update({k: v for k, v in git_env.items() if k.startswith("GIT_")})
    try:
        repo.mkdir()
        subprocess.run(["git", "init", "-q", "-b", "main"], cwd=repo, env=git_env, check=True)
        store = KB.open(kb)

        def commit(message: str) -> str:
            (repo / f"f{time.monotonic_ns()}.txt").write_text("x")
            subprocess.run(["git", "add", "-A"], cwd=repo, env=git_env, check=True, capture_output=True)
            subprocess.run(["git", "commit", "-q", "-m", message], cwd=repo, env=git_env, check=True, capture_output=True)
            return subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, env=git_env, capture_output=True, text=True,
                                  check=True).stdout.strip()

        times, captured = [], 0
        for i in range(runs + 1):  # the first one warms up (imports, the model for the sync)
            sha = commit(f"Pin torch {i}\n\nLearning: pin the CPU wheel {i} or pip pulls the CUDA one\n"
                         f"Rule: use constraints.txt ({i})")
            t = time.perf_counter()
            outcome = handle(store, Event("post-commit", cwd=str(repo), branch="main", head=sha, session=f"s{i}"))
            if i:
                times.append(time.perf_counter() - t)
                captured += len(outcome.captured)
            Index(store).sync()
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return {"row": "lesson commit capture, in-process", "p50_ms": round(pct(times, 50) * 1000, 1),
            "p95_ms": round(pct(times, 95) * 1000, 1), "captured": f"{captured}/{runs}"}


def prepare_rows(env: dict[str, str], code: Path, qs: list[str], floor: float) -> list[dict[str, float | str]]:
    """The first command after install, with an empty model cache, then the first search."""
    with tempfile.TemporaryDirectory() as cache:
        fresh = {**env, "REFLECTGIT_CACHE": cache}
        has = subprocess.run([*EXE, "model", "prepare", "--help"], env=fresh, cwd=code, capture_output=True).returncode == 0
        first = [*EXE, "model", "prepare"] if has else [*EXE, "search", qs[0], "--no-cache"]
        wall, rss = timed(first, fresh, code)
        then, _ = timed([*EXE, "search", qs[1], "--no-cache"], fresh, code)
    name = "`model prepare`" if has else "`search` (exports the model on its own)"
    return [{"row": f"first command after install, empty model cache: {name}", "p50_ms": round(wall * 1000),
             "ratio_to_floor": round(wall / floor, 1), "peak_rss_mb": rss},
            {"row": "then the first search", "p50_ms": round(then * 1000, 1), "ratio_to_floor": round(then / floor, 2)}]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--notes", default="1000,10000", help="KB sizes, comma-separated")
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--rows", default=",".join(sorted(DEFAULT_ROWS)),
                    help="rows to measure: " + ",".join(sorted(ROWS)) + " (default: all but prepare)")
    ap.add_argument("--projects", type=int, default=12, help="projects the notes are spread over (1: one scope)")
    ap.add_argument("--synthetic-vectors", action="store_true",
                    help="build the first index with synthetic vectors instead of the model")
    args = ap.parse_args()
    wanted = set(args.rows.split(","))
    if wanted - ROWS:
        ap.error(f"--rows: unknown {', '.join(sorted(wanted - ROWS))}; choose from {', '.join(sorted(ROWS))}")
    rows = []
    import reflectgit

    head = {"code": str(Path(reflectgit.__file__).parent), "started": time.strftime("%H:%M UTC", time.gmtime()),
            "load_average": os.getloadavg(), "synthetic_vectors": args.synthetic_vectors, "projects": args.projects}
    print(json.dumps(head), flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(x) for x in args.notes.split(",")):
            found = measure(n, args.runs, Path(tmp), wanted, args.projects, args.synthetic_vectors)
            for r in found:
                print(json.dumps(r), flush=True)
            rows += found
    write_report(args.out, {"machine": f"{platform.node()} {platform.machine()} {os.cpu_count()} cores",
                            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                            "load_average": os.getloadavg(), "synthetic_vectors": args.synthetic_vectors,
                            "projects": args.projects, "code": head["code"], "started": head["started"], "rows": rows})


if __name__ == "__main__":
    main()
