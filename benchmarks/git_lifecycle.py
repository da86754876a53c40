"""What the git lifecycle costs: the hooks' overhead on `git commit`, the background drain,
and `reflectgit sync` of a KB with N notes.

Run: .venv/bin/python benchmarks/git_lifecycle.py [--commits C] [--notes N]
     .venv/bin/python benchmarks/git_lifecycle.py --capture [--commits C] [--notes N]

``--capture`` times only what the drain does for one code commit, in-process (no process
start, no hook): a lesson commit's capture (its duplicate check), and a revert's demotion
(the notes of the reverted commit and of its agent session), with the KB's index kept as
the drain keeps it (synced after each drain, so it lags by the commits of one drain), or
with ``--no-index`` none.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup import make_kb  # noqa: E402

GIT_ENV = {"GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@x.invalid", "GIT_COMMITTER_NAME": "b",
           "GIT_COMMITTER_EMAIL": "b@x.invalid", "GIT_CONFIG_NOSYSTEM": "1"}


def git(*args: str, cwd: Path, env: dict[str, str]) -> None:
    subprocess.run(["git", *args], cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def commit_times(repo: Path, env: dict[str, str], n: int, message: str, kb: Path | None = None) -> list[float]:
    """Time ``git commit``; with ``kb``, first wait until the previous commit's background work
    is done, so the figure is the hook's own cost and not CPU contention on a small machine."""
    out = []
    for i in range(n):
        if kb is not None:
            wait_drained(kb)
        (repo / f"f{i}-{time.monotonic_ns()}.txt").write_text(str(i))
        git("add", "-A", cwd=repo, env=env)
        t = time.perf_counter()
        git("commit", "-q", "-m", message, cwd=repo, env=env)
        out.append((time.perf_counter() - t) * 1000)
    return out


def p(times: list[float]) -> str:
    q = statistics.quantiles(times, n=20)
    return f"p50 {statistics.median(times):6.1f} ms  p95 {q[18]:6.1f} ms"


def wait_drained(kb: Path, timeout: float = 120) -> float:
    t = time.perf_counter()
    queue = kb / ".reflectgit" / "queue"
    while time.perf_counter() - t < timeout:
        busy = subprocess.run(["pgrep", "-f", "reflectgit hook run"], capture_output=True).stdout.strip()
        if not list(queue.glob("*.json")) and not busy:
            break
        time.sleep(0.05)
    return time.perf_counter() - t


def capture(notes: int, commits: int, index: bool = True) -> None:
    """In-process cost of handling a lesson commit and a revert commit at ``notes`` notes.

    The index is kept without vectors (``sync(embed=False)``): capture reads rows only, and
    embedding 10k notes would take minutes. ``index=False``: no index at all (the file scans,
    and the only way to run this against code older than the index lookups)."""
    from reflectgit.git_events import Event, handle
    from reflectgit.index import Index

    tmp = Path(tempfile.mkdtemp(prefix="rg-bench-capture-"))
    os.environ.update({**GIT_ENV, "REFLECTGIT_DAEMON": "0"})
    try:
        kb = make_kb(tmp / "kb", notes)
        t = time.perf_counter()
        if index:
            Index(kb).sync(embed=False)
        print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
        print(f"KB: {notes} notes (index built in {time.perf_counter() - t:.0f} s); {commits} commits per case")
        repo = tmp / "code"
        repo.mkdir()
        env = {**os.environ}
        git("init", "-q", "-b", "main", cwd=repo, env=env)

        def commit(message: str) -> str:
            (repo / f"f{time.monotonic_ns()}.txt").write_text("x")
            git("add", "-A", cwd=repo, env=env)
            git("commit", "-q", "-m", message, cwd=repo, env=env)
            return subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, env=env, capture_output=True,
                                  text=True, check=True).stdout.strip()

        def drain(sha: str, session: str | None = None) -> tuple[float, object]:
            t = time.perf_counter()
            out = handle(kb, Event("post-commit", cwd=str(repo), branch="main", head=sha, session=session))
            return (time.perf_counter() - t) * 1000, out

        commit("warm up")
        lesson_ms, revert_ms, captured, demoted = [], [], 0, 0
        for i in range(commits):
            sha = commit(f"Pin torch {i}\n\nLearning: pin the CPU wheel {i} or pip pulls the CUDA one\n"
                         f"Rule: use constraints.txt ({i})")
            ms, out = drain(sha, session=f"s{i}")
            lesson_ms.append(ms)
            captured += len(out.captured)
            if index:
                Index(kb).sync(embed=False)  # what the drain does after its batch (vectors aside)
            rev = commit(f'Revert "Pin torch {i}"\n\nThis reverts commit {sha}.')
            ms, out = drain(rev)
            revert_ms.append(ms)
            demoted += len(out.demoted)
        print(f"  capture of a lesson commit, in-process        {p(lesson_ms)}  ({captured} captured)")
        print(f"  demotion by a revert commit, in-process       {p(revert_ms)}  ({demoted} demoted)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--commits", type=int, default=30)
    ap.add_argument("--notes", type=int, default=1000)
    ap.add_argument("--capture", action="store_true", help="only the in-process capture and revert figures")
    ap.add_argument("--no-index", action="store_true", help="with --capture: the KB has no index")
    args = ap.parse_args()
    if args.capture:
        capture(args.notes, args.commits, index=not args.no_index)
        return
    tmp = Path(tempfile.mkdtemp(prefix="rg-bench-git-"))
    try:
        kb = tmp / "kb"
        make_kb(kb, args.notes)
        env = {**os.environ, **GIT_ENV, "REFLECTGIT_HOME": str(kb), "REFLECTGIT_DAEMON": "0"}
        env.pop("REFLECTGIT_HOOK_FOREGROUND", None)
        repo = tmp / "code"
        repo.mkdir()
        git("init", "-q", "-b", "main", cwd=repo, env=env)
        commit_times(repo, env, 3, "warm up")
        print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
        print(f"KB: {args.notes} notes; {args.commits} commits per case")
        plain = commit_times(repo, env, args.commits, "plain commit")
        print(f"  git commit, no hooks                    {p(plain)}")
        subprocess.run([sys.executable, "-m", "reflectgit", "hooks", "install", "--repo", str(repo)], env=env,
                       check=True, stdout=subprocess.DEVNULL)
        hooked = commit_times(repo, env, args.commits, "plain commit", kb=kb)
        print(f"  git commit, hooks installed             {p(hooked)}  "
              f"(+{statistics.median(hooked) - statistics.median(plain):.1f} ms p50)")
        burst = commit_times(repo, env, args.commits, "plain commit")
        print(f"  same, commits back to back (the drain of the previous one competes for CPU) {p(burst)}")
        wait_drained(kb)
        lesson = "Pin torch\n\nLearning: pin the CPU wheel or pip pulls the CUDA one\nRule: use constraints.txt"
        captured = commit_times(repo, env, args.commits, lesson, kb=kb)
        print(f"  git commit with a Learning: trailer     {p(captured)}")
        before = len(list((kb / "learnings").rglob("*.md")))
        t = time.perf_counter()
        for _ in range(args.commits):
            (repo / f"l{time.monotonic_ns()}.txt").write_text("x")
            git("add", "-A", cwd=repo, env=env)
            git("commit", "-q", "-m", lesson.replace("pin", f"pin {time.monotonic_ns()}"), cwd=repo, env=env)
        wait_drained(kb)
        drained = time.perf_counter() - t
        after = len(list((kb / "learnings").rglob("*.md")))
        print(f"  {args.commits} lesson commits back to back, all captured: {drained:.1f} s "
              f"({after - before} notes; {drained / args.commits * 1000:.0f} ms per commit)")
        # sync: push N notes to an empty remote, clone, concurrent edits, merge
        remote = tmp / "remote.git"
        git("init", "-q", "--bare", "-b", "main", str(remote), cwd=tmp, env=env)
        rg = [sys.executable, "-m", "reflectgit"]

        def timed(*a: str, kb_path: Path = kb) -> float:
            t = time.perf_counter()
            subprocess.run([*rg, "--kb", str(kb_path), *a], env=env, check=True, stdout=subprocess.DEVNULL)
            return time.perf_counter() - t

        first = timed("sync", str(remote))
        t = time.perf_counter()
        subprocess.run([*rg, "clone", str(remote), str(tmp / "kb2")], env=env, check=True, stdout=subprocess.DEVNULL)
        clone = time.perf_counter() - t
        ids = sorted(p.stem for p in (kb / "learnings").rglob("*.md"))[:20]
        for i in ids:
            subprocess.run([*rg, "--kb", str(kb), "set", i, "tags", "from-a"], env=env, check=True, stdout=subprocess.DEVNULL)
            subprocess.run([*rg, "--kb", str(tmp / "kb2"), "set", i, "confidence", "0.3"], env=env, check=True,
                           stdout=subprocess.DEVNULL)
        push = timed("sync", str(remote))
        merge = timed("sync", str(remote), kb_path=tmp / "kb2")
        print(f"  sync: first push {first:.2f} s, clone {clone:.2f} s, push 20 edits {push:.2f} s, "
              f"merge 20 concurrent edits + push {merge:.2f} s")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
