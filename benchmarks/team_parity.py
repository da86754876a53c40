"""Team mode parity: the same recall, local index vs the shared Postgres store.

Builds each corpus once in a throwaway KB, answers every query from the local index, publishes
the derived rows to Postgres (a throwaway pgserver, or $REFLECTGIT_PG_DSN with an admin role),
then answers the same queries through team mode and compares: the reflect-memory fixture's
R@5 / MRR and SciFact's nDCG@10, plus warm p50 of each.

Run: nice .venv/bin/python benchmarks/team_parity.py [--datasets fixture,scifact] [--json OUT]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import yaml
from common import DATA, bulk_load, ndcg_at, write_report

from reflectgit.index import Index
from reflectgit.project import Context
from reflectgit.recall import Options, Recall

CTX_FIXTURE = Context(project="eval", branch="main", default_branch="main")
CTX_BEIR = Context(project="beir", branch="main", default_branch="main")
MODES = ("local", "team")


def server(tmp: Path) -> str:
    """An admin DSN: the user's, or a throwaway pgserver's."""
    if os.environ.get("REFLECTGIT_PG_DSN"):
        return os.environ.pop("REFLECTGIT_PG_DSN")
    import pgserver

    data = tmp / "pg" / "data"
    data.parent.mkdir(parents=True)
    data.parent.chmod(0o755)
    return pgserver.get_server(str(data), cleanup_mode="delete").get_uri()


def team_on(admin: str, workspace: str) -> None:
    """Migrate, let a writer role see ``workspace``, and switch team mode on for this process."""
    import psycopg

    from reflectgit.team import migrations
    from reflectgit.team.settings import Settings, connect

    with connect(Settings(dsn=admin, workspace=None), workspace=False) as con:
        migrations.migrate(con)
        con.execute("do $$ begin if not exists (select 1 from pg_roles where rolname = 'bench') then "
                    "create role bench login in role reflectgit_writer; end if; end $$")
        migrations.grant(con, "bench", workspace)
    host = psycopg.conninfo.conninfo_to_dict(admin).get("host")
    os.environ["REFLECTGIT_PG_DSN"] = f"postgresql://bench@/postgres?host={host}"
    os.environ["REFLECTGIT_WORKSPACE"] = workspace


def team_off() -> None:
    os.environ.pop("REFLECTGIT_PG_DSN", None)


def fixture(admin: str, tmp: Path) -> dict:
    from eval_fixture import DEFAULT_DATA, build, evaluate

    queries = yaml.safe_load((DEFAULT_DATA / "golden_queries.yaml").read_text())["queries"]
    kb, names = build(DEFAULT_DATA, tmp / "fixture")
    out = {}
    for mode in ("local", "team"):
        if mode == "team":
            team_on(admin, "bench-fixture")
            from reflectgit.team.publish import publish
            from reflectgit.team.settings import load

            publish(kb, load(), full=True)
        recall = Recall(kb, CTX_FIXTURE)
        recall.refresh()
        recall.search("warm up the model", Options(log=False, cache=False))
        r = evaluate(recall, queries, names, Options(log=False, cache=False))
        out[mode] = {"R@5": r["overall"]["recall_at_5"], "MRR": r["overall"]["mrr"],
                     "OOD noise": r["per_class"].get("ood", {}).get("noise_rate"),
                     "warm p50 ms": r["latency_p50_ms"], "misses": r["misses"]}
        team_off()
        print(f"fixture {mode:<5} R@5 {out[mode]['R@5']:.3f} MRR {out[mode]['MRR']:.3f} "
              f"p50 {out[mode]['warm p50 ms']} ms misses {' '.join(r['misses'])}", flush=True)
    return out


def beir(name: str, admin: str, tmp: Path, configs: list[str]) -> dict:
    from eval_beir import CONFIGS, load

    items, queries, qrels = load(DATA / "beir" / name)
    t = time.perf_counter()
    kb, keys = bulk_load(tmp / name, items)
    Index(kb).sync(full=True)
    print(f"{name}: {len(items)} docs indexed in {time.perf_counter() - t:.0f}s", flush=True)
    out: dict = {}
    for mode in MODES:
        if mode == "team":
            team_on(admin, f"bench-{name}")
            from reflectgit.team.publish import publish
            from reflectgit.team.settings import load as settings

            t = time.perf_counter()
            rep = publish(kb, settings(), full=True)
            print(f"  published {rep['upserted']} rows in {time.perf_counter() - t:.1f}s", flush=True)
        recall = Recall(kb, CTX_BEIR)
        recall.refresh()
        for cfg in configs:
            scores, lat = [], []
            for qid, gains in qrels.items():
                t = time.perf_counter()
                res = recall.search(queries[qid], Options(limit=10, log=False, cache=False, temporal=False,
                                                          min_overlap=0, **CONFIGS[cfg]))
                lat.append((time.perf_counter() - t) * 1000)
                scores.append(ndcg_at([keys[h.id] for h in res.hits], gains, 10))
            row = {"nDCG@10": round(statistics.mean(scores), 4), "warm p50 ms": round(statistics.median(lat), 1)}
            out.setdefault(cfg, {})[mode] = row
            print(f"  {name} {cfg:<16} {mode:<5} nDCG@10 {row['nDCG@10']:.4f} p50 {row['warm p50 ms']} ms", flush=True)
        team_off()
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", default="fixture,scifact")
    ap.add_argument("--configs", default="bm25,vector,full", help="BEIR pipeline configurations")
    ap.add_argument("--modes", default="local,team", help="local,team; team alone reuses no local figure")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    global MODES
    MODES = tuple(args.modes.split(","))
    report = {}
    with tempfile.TemporaryDirectory(prefix="rg-team-parity-") as tmp:
        Path(tmp).chmod(0o755)
        admin = server(Path(tmp))
        for name in args.datasets.split(","):
            if name == "fixture":
                report[name] = fixture(admin, Path(tmp))
            else:
                report[name] = beir(name, admin, Path(tmp), args.configs.split(","))
    write_report(args.json, report)


if __name__ == "__main__":
    main()
