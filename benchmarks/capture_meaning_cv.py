"""Cross-validation of capture's second opinion (:mod:`reflectgit.capture.meaning`) on the dev
capture transcripts: leave one transcript out (its turns out of the training examples), score its
user turns that answer an agent action, and count what a rescue and a veto threshold would do
next to the phrase rules' own signals. The thresholds in meaning.py come from this table; no
held-out set is read.

Run:  .venv/bin/python benchmarks/capture_meaning_cv.py [--l2 1.0] [--set dev]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _states_cause(sentence: str) -> bool:
    """The guard the rejected agent-cause rescue used: stated, not guessed, planned, asked or narrated."""
    from reflectgit.capture.signals import _HEDGED, _SELF

    s = sentence.strip()
    return bool(s) and not s.endswith("?") and not _HEDGED.search(s) and not _SELF.match(s) and len(s.split()) >= 6


def _investigated_prose(turns: list) -> list[int]:
    """The agent's prose turns after a tool call since the user's last message."""
    called, out = False, []
    for t in turns:
        if t.role == "user" and t.text.strip():
            called = False
        elif t.role == "assistant" and t.tool:
            called = True
        elif t.role == "assistant" and t.text.strip() and called:
            out.append(t.index)
    return out


def main(argv: list[str] | None = None) -> None:
    import numpy as np

    from benchmarks.capture_eval import DATA, SETS, load_expectations
    from benchmarks.capture_examples import SPENT
    from reflectgit.capture import meaning
    from reflectgit.capture.signals import detect
    from reflectgit.capture.transcript import read
    from reflectgit.index.embed import embed

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--l2", type=float, default=meaning.L2)
    ap.add_argument("--set", default="dev",
                    help="comma-separated sets to cross-validate on (one transcript left out at a time); "
                         "spent: every set the package learns from")
    ap.add_argument("--train", default=",".join(SPENT),
                    help="comma-separated sets whose transcripts are learnt from (default: what the package ships)")
    ap.add_argument("--show", action="store_true", help="Print the turns each threshold would change.")
    ap.add_argument("--role", default="user", choices=["user", "agent"],
                    help="user: lessons in user turns; agent: causes in the agent's prose after a tool call.")
    args = ap.parse_args(argv)
    from benchmarks.capture_examples import build

    # every set's turns are scored with their labels; only the --train sets' turns are learnt from
    sets = SPENT if args.set == "spent" else tuple(args.set.split(","))
    rows_ = [r for r in build(tuple(dict.fromkeys([*args.train.split(","), *sets]))) if r["role"] == args.role]
    trained = set(args.train.split(","))
    texts, labels, srcs = [r["text"] for r in rows_], [r["label"] for r in rows_], [r["src"] for r in rows_]
    vecs = np.asarray(embed(texts), dtype=np.float64)
    y = np.asarray(labels, dtype=np.float64)
    rows = []  # (transcript, label, rule fired, whole p, best p, text)
    for exp in [e for name in sets for e in load_expectations(SETS[name])]:
        keep = np.array([s != exp["transcript"] and (s.split("/")[0] in trained or "/" not in s) for s in srcs])
        weights = meaning.fit(vecs[keep], y[keep], args.l2)
        tr = read(DATA / exp["transcript"])
        sigs = detect(tr.turns, tr.cwd)
        if args.role == "user":
            fired = {s.turn for s in sigs if s.detail.get("by") != "agent" and s.kind in (*meaning.VETOABLE, "permission")}
            idx = meaning.answering_turns(tr.turns)
        else:
            fired = {s.turn for s in sigs if s.kind == "root_cause" and s.detail.get("by") == "agent"}
            idx = _investigated_prose(tr.turns)
        by = {t.index: t for t in tr.turns}
        own = [(texts[i], labels[i]) for i, s in enumerate(srcs) if s == exp["transcript"]]
        truth = {" ".join(t.split()): lb for t, lb in own}
        texts_ = [by[i].text for i in idx]
        rescue = meaning.rescue_scores(texts_, weights) if args.role == "user" else [(0.0, "")] * len(idx)
        for i, (whole, best, sent), (rp, _ev) in zip(idx, meaning.score(texts_, weights), rescue, strict=True):
            ok = _states_cause(sent) if args.role == "agent" else True
            if args.role == "agent":  # the agent's rescue reads its best sentence only
                whole = rp = best
            rows.append((exp["transcript"], truth.get(" ".join(by[i].text.split())[:600], 0), i in fired, whole, best,
                         by[i].text, ok, rp))
    pos = sum(r[1] for r in rows)
    print(f"{args.set}: {len(rows)} answering user turns, {pos} lessons; rules fire on {sum(r[2] for r in rows)} "
          f"({sum(r[1] and r[2] for r in rows)} lessons, {sum(r[2] and not r[1] for r in rows)} not)")
    p = np.array([max(r[3], r[4]) for r in rows])
    lab = np.array([r[1] for r in rows], dtype=bool)
    fired = np.array([r[2] for r in rows], dtype=bool)
    ok = np.array([r[6] for r in rows], dtype=bool)
    rp = np.array([r[7] for r in rows])  # what a rescue reads: the turn's statements (no questions, no banter)
    auc = np.mean([a > b for a in p[lab] for b in p[~lab]]) if lab.any() and (~lab).any() else float("nan")
    print(f"out-of-fold AUC of max(turn, sentence) probability: {auc:.3f}")
    for name, q in (("turn", np.array([r[3] for r in rows])), ("best sentence", np.array([r[4] for r in rows]))):
        print(f"  AUC of the {name} alone: {np.mean([a > b for a in q[lab] for b in q[~lab]]):.3f}")
    print("the classifier alone at t (as if no rule fired): lessons kept / chat kept; lessons below t")
    for t in (0.05, 0.1, 0.2, 0.5, 0.7, 0.8, 0.85, 0.9, 0.95):
        print(f"  {t:.2f}: {int((lab & ok & (rp >= t)).sum())}/{int(lab.sum())} lessons, "
              f"{int((~lab & ok & (rp >= t)).sum())}/{int((~lab).sum())} chat; below t: {int((lab & (p < t)).sum())} lessons, "
              f"{int((~lab & (p < t)).sum())} chat")
    print("rescue at t: turns no rule fired on and p >= t  (lessons gained / chat added)")
    for t in (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95):
        sel = (~fired) & ok & (rp >= t) & (p >= t)
        print(f"  {t:.2f}: +{int((sel & lab).sum())} lessons, +{int((sel & ~lab).sum())} false")
    # what review() never vetoes whatever p: an order for later work, an order said outright about code
    spared = np.array([bool(meaning._FOR_LATER.search(r[5])) or meaning.outright_order(r[5]) for r in rows], dtype=bool)
    print(f"veto at t: rule-fired turns with p < t  (false captures removed / lessons lost; "
          f"{int((fired & spared).sum())} rule-fired turns are spared by review's exemptions)")
    for t in (0.02, 0.05, 0.1, 0.15, 0.2, 0.3):
        sel = fired & (p < t) & ~spared
        print(f"  {t:.2f}: -{int((sel & ~lab).sum())} false, -{int((sel & lab).sum())} lessons")
    if args.show:
        for r, pp in zip(rows, p):
            if (not r[2] and pp >= 0.5) or (r[2] and pp < 0.3):
                print(f"  [{'L' if r[1] else '-'}{'R' if r[2] else ' '}] {pp:.2f} {r[5][:110]!r}")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
