"""Validate held-out chat collections written in LoCoMo's JSON format.

usage: python benchmarks/data/chats/check.py FILE.json [FILE.json ...]
Checks: valid JSON list; per conversation 12-16 sessions, 14-24 turns per session,
>= 220 turns, dia_ids D<s>:<n> sequential per session, speakers are speaker_a/speaker_b,
session dates parse and strictly increase, span 2-5 months; every QA evidence id exists;
QA counts per category (1 >= 12, 2 >= 10, 3 >= 5, 4 >= 18, 5 in 4..6, total >= 50).
Prints the counts; exits 1 on any problem.
"""
import json
import re
import sys
from collections import Counter
from datetime import datetime

MINS = {1: 12, 2: 10, 3: 5, 4: 18}


def parse_date(s):
    return datetime.strptime(s.strip(), "%I:%M %p on %d %B, %Y")


def check_conv(c, errs):
    sid = c.get("sample_id")
    conv = c["conversation"]
    spk = {conv["speaker_a"], conv["speaker_b"]}
    if len(spk) != 2:
        errs.append(f"{sid}: speakers must differ")
    nums = sorted(int(m[1]) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
    if nums != list(range(1, len(nums) + 1)):
        errs.append(f"{sid}: session numbers not 1..n: {nums}")
    ids, dates, total = set(), [], 0
    for n in nums:
        turns = conv[f"session_{n}"]
        try:
            dates.append(parse_date(conv[f"session_{n}_date_time"]))
        except (KeyError, ValueError) as e:
            errs.append(f"{sid}: session {n} date: {e}")
        if not 14 <= len(turns) <= 24:
            errs.append(f"{sid}: session {n} has {len(turns)} turns (want 14-24)")
        for i, t in enumerate(turns, 1):
            if t.get("dia_id") != f"D{n}:{i}":
                errs.append(f"{sid}: session {n} turn {i} has dia_id {t.get('dia_id')}")
            if t.get("speaker") not in spk:
                errs.append(f"{sid}: {t.get('dia_id')} unknown speaker {t.get('speaker')}")
            if not str(t.get("text", "")).strip():
                errs.append(f"{sid}: {t.get('dia_id')} empty text")
            ids.add(t.get("dia_id"))
        total += len(turns)
    for a, b in zip(dates, dates[1:]):
        if not b > a:
            errs.append(f"{sid}: session dates do not increase ({a} -> {b})")
    span = (dates[-1] - dates[0]).days if dates else 0
    if not 12 <= len(nums) <= 16:
        errs.append(f"{sid}: {len(nums)} sessions (want 12-16)")
    if total < 220:
        errs.append(f"{sid}: {total} turns (want >= 220)")
    if not 55 <= span <= 155:
        errs.append(f"{sid}: date span {span} days (want ~2-5 months)")
    cats = Counter()
    for j, q in enumerate(c.get("qa", [])):
        cat = q.get("category")
        cats[cat] += 1
        if not q.get("question") or "answer" not in q and "adversarial_answer" not in q:
            errs.append(f"{sid}: qa {j} missing question/answer")
        ev = q.get("evidence") or []
        if not ev:
            errs.append(f"{sid}: qa {j} has no evidence")
        for e in ev:
            if e not in ids:
                errs.append(f"{sid}: qa {j} evidence {e} does not exist")
        if cat == 1 and len(set(ev)) < 2:
            errs.append(f"{sid}: qa {j} multi-hop with < 2 evidence turns")
    for cat, lo in MINS.items():
        if cats[cat] < lo:
            errs.append(f"{sid}: category {cat} has {cats[cat]} questions (want >= {lo})")
    if not 4 <= cats[5] <= 6:
        errs.append(f"{sid}: category 5 has {cats[5]} questions (want 4-6)")
    if sum(cats.values()) < 50:
        errs.append(f"{sid}: {sum(cats.values())} questions (want >= 50)")
    first = dates[0].strftime("%d %b %Y") if dates else "?"
    last = dates[-1].strftime("%d %b %Y") if dates else "?"
    print(f"{sid}: {conv['speaker_a']} & {conv['speaker_b']}; {len(nums)} sessions, {total} turns, "
          f"{first} - {last} ({span} days); qa {sum(cats.values())} = "
          + ", ".join(f"c{k}:{cats[k]}" for k in sorted(k for k in cats if k is not None)))


def main(paths):
    errs = []
    for p in paths:
        try:
            data = json.load(open(p, encoding="utf-8"))
        except (OSError, ValueError) as e:
            errs.append(f"{p}: {e}")
            continue
        if not isinstance(data, list):
            errs.append(f"{p}: top level is not a list")
            continue
        sids = [c.get("sample_id") for c in data]
        if len(set(sids)) != len(sids):
            errs.append(f"{p}: duplicate sample_ids")
        print(f"{p}: {len(data)} conversations")
        for c in data:
            try:
                check_conv(c, errs)
            except (KeyError, TypeError) as e:
                errs.append(f"{p}: {c.get('sample_id')}: malformed: {e!r}")
    for e in errs:
        print("ERROR", e)
    print("OK" if not errs else f"{len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
