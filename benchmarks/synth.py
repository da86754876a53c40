"""Synthetic KBs with realistic lesson text, for the performance benchmarks.

Notes are combinations of a technology, a symptom, a cause and a fix drawn from lists of
real-world developer troubles, spread over projects and branches, with tags, entities and
a few relations, written as files and committed in one KB commit (fast even at 100k).
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from reflectgit.kb import KB
from reflectgit.note import Note, mint_id

TECH = ("postgres redis kafka nginx docker kubernetes terraform celery django react webpack vite pytest "
        "github-actions grpc protobuf sqlite tmux zsh pyenv poetry uv rust go node typescript elasticsearch "
        "rabbitmq airflow spark pandas numpy fastapi flask graphql helm istio envoy prometheus grafana "
        "sentry datadog vault consul jenkins ansible nix homebrew git-lfs s3 cloudfront lambda").split()
SYMPTOM = ["times out under load", "leaks memory over days", "returns 502 errors intermittently",
           "deadlocks during migrations", "crashes on startup after upgrade", "is slow on cold start",
           "drops messages on rebalance", "fills the disk with logs", "fails only in CI", "breaks on ARM machines",
           "corrupts the cache after a restart", "ignores the configured environment", "hangs on shutdown",
           "produces flaky test failures", "uses the wrong version silently", "loses connections after idle"]
CAUSE = ["a connection pool that is too small", "a missing timeout", "an unpinned dependency",
         "a race between two workers", "stale DNS entries", "a default that changed upstream",
         "an unbounded queue", "a wrong file permission", "a missing index", "a retry storm",
         "clock skew between hosts", "a shell glob that matched nothing", "an env var not exported",
         "a lock file out of date", "a cache key that ignores the platform"]
FIX = ["set an explicit timeout and retry with backoff", "pin the version in the lock file",
       "size the pool to peak concurrency", "add the missing index", "export the variable in the service unit",
       "drain the queue before shutdown", "use a separate cache key per platform", "add jitter to retries",
       "run the migration in a transaction", "checkpoint and truncate regularly", "bump the file descriptor limit",
       "disable the default and configure it explicitly", "quote the glob or enable null_glob"]
RELS = ("caused_by", "prevents", "solves", "relates_to", "requires")


def make_kb(root: Path, n: int, seed: int = 7, projects: int = 12) -> KB:
    kb, _ = KB.init(root)
    rnd = random.Random(seed)
    now = datetime(2026, 11, 1, tzinfo=UTC)
    taken: set[str] = set()
    with kb.transaction(f"synthetic KB: {n} notes", op="bench") as tx:
        for i in range(n):
            nid = mint_id(taken)
            taken.add(nid)
            tech, other = rnd.sample(TECH, 2)
            symptom, cause, fix = rnd.choice(SYMPTOM), rnd.choice(CAUSE), rnd.choice(FIX)
            when = (now - timedelta(days=rnd.randint(0, 700))).replace(microsecond=0).isoformat().replace("+00:00", "Z")
            fields = {
                "id": nid, "title": f"{tech} {symptom}", "created": when, "updated": when,
                "project": f"proj-{i % projects}", "branch": "main" if rnd.random() < 0.8 else f"feat/{tech}",
                "scope": "project", "category": rnd.choice(["reliability", "tooling", "performance", "testing"]),
                "tags": [tech, other, rnd.choice(["infra", "ci", "dev", "prod"])],
                "confidence": round(rnd.uniform(0.3, 0.95), 2),
                "problem": f"{tech} {symptom} when combined with {other}",
                "fix": fix, "rule": f"When {tech} {symptom}, check for {cause} first; {fix}.",
                "entities": [tech, other], "status": "active",
            }
            if rnd.random() < 0.3:
                fields["relations"] = [{"type": rnd.choice(RELS), "target": rnd.choice(TECH)}]
            body = (f"We saw {tech} {symptom}. The root cause was {cause}. "
                    f"The fix: {fix}. Seen together with {other} in the {fields['category']} work.\n")
            tx.save(Note.new(fields, body))
    return kb


def queries(n: int, seed: int = 11) -> list[str]:
    rnd = random.Random(seed)
    return [f"{rnd.choice(TECH)} {rnd.choice(SYMPTOM)}" for _ in range(n)]
