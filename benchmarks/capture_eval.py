"""Capture quality on whole agent sessions: lesson recall, precision, field completeness and false
captures per 100 turns of `reflectgit capture transcript`, on Claude Code JSONL transcripts with
the expected lessons written down as key phrases (benchmarks/data/capture/, schema in
benchmarks/README.md).

Three sets: ``dev`` (may be looked at and tuned on), ``heldout`` (20 transcripts, written before
the writer rules of issue 20 and frozen: never edit them, never tune on them; since tuned on, so
spent), ``heldout2`` (26 transcripts written 2026-11-25 without reading the capture code,
frozen the same way; since run after several capture changes), ``heldout3`` (27 transcripts
written 2026-11-26 the same way, after the capture rules of that day; frozen, since run twice, so
spent), ``heldout4`` (27 transcripts written 2026-11-26 the same way; frozen, since it has judged
several changes), ``heldout5`` (28 transcripts written 2026-11-26 the same way; frozen from
commit a7c3068; it has judged the corr20 and prec20 changes, so the next change wants a new set)
``heldout6`` (30 transcripts written 2026-11-27 the same way; frozen from commit 6efb2fa; it
has judged the cap20b and cap20c changes, summary only), ``heldout7`` (33 transcripts written
2026-11-27 the same way; frozen from commit 0534da5; first run after cap20b, then judged cap20c)
``heldout8`` (40 transcripts written 2026-11-27 the same way; frozen and never run when it was frozen)
``heldout9`` (39 transcripts written 2026-11-27 the same way; frozen and never run when it was frozen)
``heldout10`` (41 transcripts written 2026-11-27 the same way; frozen and never run when it was frozen)
``heldout11`` (42 transcripts written 2026-11-27 the same way; frozen, since run three times, summary only),
``heldout12`` (37 transcripts written 2026-11-27 the same way, databases, data, CI/CD, security and cloud)
``heldout13`` (41 transcripts written 2026-11-27 the same way, front-end, mobile, desktop, games,
science, embedded, business apps, docs and compilers), ``heldout14`` (38 transcripts written
2026-11-27 the same way, everyday application work: web apps, APIs, scripts, notebooks, mobile, CLIs,
build tooling, editors) and ``heldout15`` (36 transcripts written 2026-11-27 the same way, backend,
frontend, data, infra, mobile, tooling and scripting in less famous stacks); all four frozen, their
first runs the honest figures of the next capture change. ``heldout16`` (37 transcripts written
2026-11-27 the same way, in stacks no earlier set uses) is frozen, run three times and spent for
judging. ``heldout17`` (38 transcripts written 2026-11-27
the same way, in stacks no earlier set uses) is frozen; its first run (before the review5 change) and
its runs on the review5 and veto changes are in RESULTS.md, summary only; spent. ``heldout18`` … ``heldout21`` (34, 40, 34 and 39
transcripts written 2026-11-27 the same way: small teams' daily work; open-source maintenance and
newcomers; enterprise and regulated work; startups and agencies) are frozen; each ran before and after
the capture change of 7abe855 (RESULTS.md, summary only) and is spent.
``heldout22`` (36 transcripts written 2026-11-27 the same way: research, education and non-profit work
with an agent mixed with platform/SRE on-call work, in stacks no earlier set uses) and ``heldout23``
(37 transcripts written 2026-11-27 the same way: games and creative tools, embedded/IoT and
hardware-in-the-loop work, and mobile apps) are frozen; each ran before and after the capture change
of a717b06 (RESULTS.md, summary only) and is spent.
``heldout24`` (39 transcripts written 2026-11-27 the same way: telecom and networking, maps and geodata,
and insurance / legal back-office software, in stacks no earlier set uses) is frozen; it has judged
changes (RESULTS.md) and is spent.
``heldout25`` (37 transcripts written 2026-11-27 the same way: retail and point-of-sale, scientific lab
software, and game backends and tooling, in stacks no earlier set uses) is frozen; it has judged a
change (RESULTS.md).
``heldout26`` (35 transcripts written 2026-11-27 the same way: logistics and fleet software, audio/video
media tooling, and farm / agriculture software, in stacks no earlier set uses) is frozen; it has judged a
change (RESULTS.md) and is spent.
``heldout27`` (37 transcripts written 2026-11-28 the same way: elections and civic tooling, climate
modelling on HPC, and energy / grid software, in stacks no earlier set uses) is frozen; its first run
judged the cap27 change (RESULTS.md, summary only) and it is spent.
``heldout28`` (35 transcripts written 2026-11-28 the same way: hospitality and bookings, maritime
shipping and ports, and aviation maintenance, in stacks no earlier set uses) is frozen; its first run
judged the cap28 change (RESULTS.md, summary only) and it is spent.
``heldout29`` (35 transcripts written 2026-11-28 the same way: veterinary clinics, public transit
scheduling, and construction and BIM, in stacks no earlier set uses) is frozen; its first run judged the
cap29 change (RESULTS.md, summary only) and it is spent.
``heldout30`` (35 transcripts written 2026-11-28 the same way: mining and geology, music streaming and
royalties, and dental practice software, in stacks no earlier set uses) is frozen; its first run was
recorded before the cap30 change, which it then judged (RESULTS.md, summary only), and it is spent.
``heldout31`` (34 transcripts written 2026-11-28 the same way: museum collections, water utilities, and
book and journal publishing, in stacks no earlier set uses) is frozen; its first run is in RESULTS.md
(summary only) and it judges the next capture change once.
``heldout32`` (36 transcripts written 2026-11-28 the same way: blood bank inventory, elevator maintenance,
and ski resort lift operations, in stacks no earlier set uses) is frozen; its first run is in RESULTS.md
(summary only), it judged cap32, and it is spent.
``heldout33`` (35 transcripts written 2026-11-28 the same way: craft brewery production, funeral homes
and crematories, and theatre production, in stacks no earlier set uses) is frozen; its first run is in
RESULTS.md (summary only), it judged cap33, and it is spent.
``heldout34`` (35 transcripts written 2026-11-28 the same way: archaeology field databases, municipal
waste collection and recycling, and pest control services, in stacks no earlier set uses) is frozen; its
first run is in RESULTS.md (summary only), it judged cap34, and it is spent.
``heldout35`` (35 transcripts written 2026-11-28 the same way: church and choir management, driving
schools, and auction houses, in stacks no earlier set uses) is frozen and has never been run: the next
capture change's first run on it (summary only) is its honest figure.
``heldout36`` (35 transcripts written 2026-11-28 the same way: escape rooms, climbing gyms and golf clubs,
in stacks no earlier set uses) is frozen and has never been run: the next capture change's first run on
it (summary only) is its honest figure.
``heldout37`` (36 transcripts written 2026-11-28 the same way: bakeries, bike-share schemes and opticians,
in stacks no earlier set uses) is frozen and has never been run: the next capture change's first run on
it (summary only) is its honest figure.
``heldout38`` (36 transcripts written 2026-11-28 the same way: locksmiths, planetariums and seed banks, in
stacks no earlier set uses) is frozen and has never been run: the next capture change's first run on it
(summary only) is its honest figure.
``heldout39`` (36 transcripts written 2026-11-28 the same way: piano tuners, ice rinks and glassworks, in
stacks no earlier set uses) is frozen and has never been run: the next capture change's first run on it
(summary only) is its honest figure.
``heldout40`` (36 transcripts written 2026-11-28 the same way: bespoke tailors, clockmakers and falconry
centres, in stacks no earlier set uses) is frozen and has never been run: the next capture change's first
run on it (summary only) is its honest figure.
``heldout41`` (36 transcripts written 2026-11-28 the same way: blacksmiths, perfumers and chimney sweeps,
in stacks no earlier set uses) is frozen and has never been run: the next capture change's first run on it
(summary only) is its honest figure.
``heldout42`` (35 transcripts written 2026-11-28 the same way: memorial masons, tree surgeons and tattoo
studios, in stacks no earlier set uses) is frozen and has never been run: the next capture change's first
run on it (summary only) is its honest figure.
``heldout43`` (34 transcripts written 2026-11-28 the same way: allotment societies, farriers and picture
framers, in stacks no earlier set uses) is frozen; its first run (2026-11-28) judged cap43 and it is spent.
``heldout44`` (34 transcripts written 2026-11-29 the same way: upholstery workshops, archery clubs and
open-air lidos, in thirty test runners) is frozen; its first run (2026-11-29, RESULTS.md) met every target,
cap44 and cap45 moved none of its figures, cap46 added one lesson (totals read only), and it is spent.
``heldout45`` (34 transcripts written 2026-11-29 the same way: snooker halls, mountain rescue teams and
launderettes, in thirty-one test runners) is frozen; its first run (2026-11-29, RESULTS.md) came before any
change it judges; the other-tests guard, cap46 and cap47 moved none of its figures, cap48 raised its completeness
(totals read only), and it is spent.
``heldout46`` (34 transcripts written 2026-11-29 the same way: indoor go-kart tracks, scrapyards and ice
cream parlours and vans, in thirty-one test runners) is frozen; its first run (2026-11-29, RESULTS.md) came
before any change it judges; cap47 moved none of its figures, cap48 raised its completeness (totals read only), and
it is spent.
``heldout47`` (34 transcripts written 2026-11-29 the same way: trampoline parks, barbers' shops and septic
tank and cesspit emptying, in thirty-one test runners) is frozen; its first run (2026-11-29, RESULTS.md) came before
any change it judges; it judged cap49 (recall identical, completeness −0.004; totals read only) and is spent.
``heldout48`` (34 transcripts written 2026-11-29 the same way: taxidermy studios, crazy golf courses and pet
cremation services, in thirty-one test runners) is frozen; its first run (2026-11-29, RESULTS.md) came before any
change it judges; it judged cap50 (recall 0.793 → 0.818; totals read only) and is spent.
``heldout49`` (34 transcripts written 2026-11-29 the same way: hot air balloon ride operators, sheep shearing
contractors and bouncy castle hire, in thirty-one test runners, no two sessions on one outline) is frozen; its first
run (2026-11-29, RESULTS.md) came before any change it judges; it judged cap51-cap56 (cap51 moved its recall,
0.822 → 0.831; totals read only) and is spent.
``heldout50`` (34 transcripts written 2026-11-29 the same way: christmas tree farms, oyster farms and gliding
clubs, in thirty test runners, no two sessions on one outline) is frozen; its first run (2026-11-29, RESULTS.md)
came before any change; the lead then read its misses, and it is design data since (spent).
``heldout51`` (35 transcripts written 2026-11-29 the same way: mobile library vans, public saunas and volunteer
lifeboat stations, in thirty test runners, no two sessions on one outline) is frozen; its first run (2026-11-29,
RESULTS.md) came before any change it judges; it judged cap57-cap61, then the lead read it (design data since).
``heldout52`` (35 transcripts written 2026-11-29 the same way: a vintage bus museum, an independent community
cinema and a model railway club, in twenty-eight test runners, no two sessions on one outline) is frozen; its first
run (2026-11-29, RESULTS.md) came before any change it judges; it judged cap62 (rejected) and cap63-cap66 (totals read
only) and is spent.
``heldout53`` (34 transcripts written 2026-11-29 the same way: a city farm, a community tool library and a hospice
charity shop chain, in twenty-eight test runners, no two sessions on one outline) is frozen; its first run
(2026-11-29, RESULTS.md) came before any change it judges; it judged cap68 and cap69 (identical), then with heldout54
cap71-cap78 (summary only), and is spent.
``heldout54`` (34 transcripts written 2026-11-29 the same way: a lowland search and rescue team, a river punt hire
firm and a fungus recording society, in twenty-eight test runners, no two sessions on one outline) is frozen; its
first run (2026-11-29, RESULTS.md) came before any change it judges; with heldout53 it judged cap71-cap78 (summary
only), and is spent; its misses were then read: design data since.
``heldout55`` (34 transcripts written 2026-11-29 the same way: a roller derby league, a wedding florist and a village
hall booking committee, in twenty-six test runners, no two sessions on one outline) is frozen; its first run
(2026-11-29, RESULTS.md) came before any change, then its misses were read: design data since.
``heldout56`` (36 transcripts written 2026-11-29 the same way: a model aircraft flying club, a school uniform swap shop
and an organic veg box scheme, in twenty-nine test runners, outlines varied less than asked) is frozen; its first run
(2026-11-29, RESULTS.md, on the capture code after cap71-cap78); with heldout57 it judged cap79-cap82 (identical),
with heldout58 cap83 (summary only), and is spent.
``heldout57`` (34 transcripts written 2026-11-29 the same way: a community tennis club, a bike repair co-op and a school
minibus service, in twenty-six test runners, no two sessions on one outline, seven loops failing again after the first
fix) is frozen; its first run (2026-11-29, RESULTS.md) came before any change it judges; with heldout56 it judged
cap79-cap82 (summary only) and is spent; its misses were then read: design data since.
``heldout58`` (34 transcripts written 2026-11-29 the same way: a youth rugby club, a community woodwork workshop and a
church-hall soup kitchen, in twenty-six test runners, no two sessions on one outline, seven loops failing again after the
first fix) is frozen; its first run (2026-11-29, RESULTS.md) came before any change it judges; with heldout56 it
judged cap83 (summary only) and is spent.
``heldout59`` (34 transcripts written 2026-11-29 the same way: an amateur astronomy society, a surf school and a
community tree nursery, in twenty-seven test runners, no two sessions on one outline, six loops failing again after
the first fix) is frozen; its first run (2026-11-29, RESULTS.md, on the day's final capture code) came after every
change of that day; it judged cap84-cap87 without moving and then cap88-cap92 (+1; summary only): spent.
``heldout60`` (34 transcripts written 2026-11-29 the same way: a seaside bike hire shop, a bird ringing group and a
youth orchestra, in twenty-eight test runners, no two sessions on one outline, nine loops failing again after the first
fix) is frozen; its first run (2026-11-29, RESULTS.md) came before the change it judged (cap84-cap87, summary only),
and it is spent.
``heldout61`` (34 transcripts written 2026-11-29 the same way: an indoor skate park, a men's shed and a ukulele club,
in twenty-seven test runners, no two sessions on one outline, seven loops failing again after the first fix) is frozen;
its first run (2026-11-29, RESULTS.md) came before the changes it judged (cap88-cap92, cap93-cap95, cap96-cap98), which
did not move it (summary only): it judges the next capture change.
``heldout62`` (34 transcripts written 2026-11-29 the same way: a parkrun volunteer team, a talking newspaper for blind
listeners and a circus skills school, in twenty-six test runners, no two sessions on one outline, seven loops failing again
after the first fix) is frozen; its first run (2026-11-29, RESULTS.md) came before the change it judged (cap93-cap95),
and cap96-cap98, which did not move it (summary only): it judges the next capture change.
``heldout63`` (34 transcripts written 2026-11-29 the same way: a cave rescue team's fundraising shop, a community
watermill and a dance school, in twenty-seven test runners, no two sessions on one outline, six loops failing again
after the first fix) is frozen; its first run (2026-11-29, RESULTS.md, on the session's final capture code) came after
every change of that day, and it judged cap99 and cap100 without moving; its misses were then read for cap101, so it
is spent.
``heldout64`` (34 transcripts written 2026-11-29 the same way: a dry-stone walling association, a cliff railway's ticket
office and a village film club, in twenty-six test runners, no two sessions on one outline, seven loops failing again
after the first fix) is frozen; its first run (2026-11-29 14:07, RESULTS.md, on main 7d1686b's capture code) came
before the changes it judged (cap99, cap100), which did not move it; cap101 moved it (0.849 / 0.951 / 0.872), so it is
spent for judging.
``heldout65`` (34 transcripts written 2026-11-29 the same way: a toy library, a hedgehog rescue and a pub darts league, in
twenty-six test runners, no two sessions on one outline, eight loops failing again after the first fix) is frozen; its
first run (2026-11-29 14:51, RESULTS.md) came before the changes it judged: cap101-cap107 did not move it, cap108-cap113
did (0.828 / 0.922 / 0.886), so it is spent for judging.
``heldout66`` (34 transcripts written 2026-11-29 the same way: a charity knitting circle, a community food share and a
village cricket club, in twenty-six test runners, no two sessions on one outline, seven loops failing again after the
first fix) is frozen; its first run (2026-11-29 15:08, RESULTS.md, on the code with cap99-cap101) came before the
changes it judged: cap102 and cap103 did not move it, cap104-cap107 did (0.878 / 0.902 / 0.858), so it is spent for
judging.
``heldout67`` (34 transcripts written 2026-11-29 the same way: an orienteering club, a blood donor session organiser
and a hackspace, in twenty-six test runners, no two sessions on one outline, seven loops failing again after the first
fix), ``heldout68`` (an amateur radio society, a folk club and a fencing club, in twenty-eight test runners, seven loops
failing again) and ``heldout69`` (a triathlon club, a seal rescue centre and a youth theatre, in twenty-six test runners,
seven loops failing again) are frozen; their first runs (2026-11-29 16:25-16:52, RESULTS.md, on main 196b4bb's code)
came before the changes they judged. cap104-cap107 moved none of them; cap108-cap113 moved heldout67 (0.870 / 0.950 /
0.858) and heldout69 (precision 0.958), which are spent for judging; heldout68 has not moved and judges the next
capture change (summary only).
``heldout70`` (the same way: a bowls club, a judo club and a pub quiz league, in twenty-seven test runners, six loops
failing again after the first fix) is frozen; its first run (2026-11-29 16:52, RESULTS.md, on main 196b4bb's code) came
before the changes it judged (cap104-cap107), which moved it (0.850 / 0.986 / 0.872), so it is spent for judging.
``heldout71`` (34 transcripts written 2026-11-29 the same way: a ski club, a netball league and a ceilidh band, in
twenty-eight test runners, no two sessions on one outline, five loops failing again after the first fix) and
``heldout72`` (a curling club, a sea scouts group and a poetry open mic night, in twenty-seven test runners, six loops
failing again) are frozen; their first runs (2026-11-29 17:56, RESULTS.md, on lead 7c3e4b2's code) came before the
change they judge (summary only).
``--set both`` is dev + heldout, ``--set all`` adds heldout2 ... heldout72.

Each transcript is captured through the CLI (click's CliRunner, the way a user types it) into a
throwaway KB with HOME in a temp dir, REFLECTGIT_HEARTBEAT=0 and REFLECTGIT_DAEMON=0. Without
``--llm`` no LLM is configured: the figures are heuristic-only. ``--llm CMD`` sets REFLECTGIT_LLM
to a command (e.g. ``claude -p`` or a local model wrapper) for the same run.

Run:  .venv/bin/python benchmarks/capture_eval.py [--set dev|heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|heldout28|heldout29|heldout30|heldout31|heldout32|heldout33|heldout34|heldout35|heldout36|heldout37|heldout38|heldout39|heldout40|heldout41|heldout42|heldout43|heldout44|heldout45|heldout46|heldout47|heldout48|heldout49|heldout50|heldout51|heldout52|heldout53|heldout54|heldout55|heldout56|heldout57|heldout58|heldout59|heldout60|heldout61|heldout62|heldout63|heldout64|heldout65|heldout66|heldout67|heldout68|heldout69|heldout70|heldout71|heldout72|both|all] [--show] [--ci] [--json out.json]
      .venv/bin/python benchmarks/capture_eval.py --capture-model 0 ...   # the phrase rules alone
      .venv/bin/python benchmarks/capture_eval.py --compare before.json after.json   # paired bootstrap
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "capture"
SETS = {"dev": DATA / "dev.expected.jsonl", "heldout": DATA / "heldout.expected.jsonl",
        "heldout2": DATA / "heldout2.expected.jsonl", "heldout3": DATA / "heldout3.expected.jsonl",
        "heldout4": DATA / "heldout4.expected.jsonl", "heldout5": DATA / "heldout5.expected.jsonl",
        "heldout6": DATA / "heldout6.expected.jsonl", "heldout7": DATA / "heldout7.expected.jsonl",
        "heldout8": DATA / "heldout8.expected.jsonl", "heldout9": DATA / "heldout9.expected.jsonl",
        "heldout10": DATA / "heldout10.expected.jsonl", "heldout11": DATA / "heldout11.expected.jsonl",
        "heldout12": DATA / "heldout12.expected.jsonl",
        "heldout13": DATA / "heldout13.expected.jsonl",
        "heldout14": DATA / "heldout14.expected.jsonl",
        "heldout15": DATA / "heldout15.expected.jsonl",
        "heldout16": DATA / "heldout16.expected.jsonl",
        "heldout17": DATA / "heldout17.expected.jsonl",
        "heldout18": DATA / "heldout18.expected.jsonl",
        "heldout19": DATA / "heldout19.expected.jsonl",
        "heldout20": DATA / "heldout20.expected.jsonl",
        "heldout21": DATA / "heldout21.expected.jsonl",
        "heldout22": DATA / "heldout22.expected.jsonl",
        "heldout23": DATA / "heldout23.expected.jsonl",
        "heldout24": DATA / "heldout24.expected.jsonl",
        "heldout25": DATA / "heldout25.expected.jsonl",
        "heldout26": DATA / "heldout26.expected.jsonl",
        "heldout27": DATA / "heldout27.expected.jsonl",
        "heldout28": DATA / "heldout28.expected.jsonl",
        "heldout29": DATA / "heldout29.expected.jsonl",
        "heldout30": DATA / "heldout30.expected.jsonl",
        "heldout31": DATA / "heldout31.expected.jsonl",
        "heldout32": DATA / "heldout32.expected.jsonl",
        "heldout33": DATA / "heldout33.expected.jsonl",
        "heldout34": DATA / "heldout34.expected.jsonl",
        "heldout35": DATA / "heldout35.expected.jsonl",
        "heldout36": DATA / "heldout36.expected.jsonl",
        "heldout37": DATA / "heldout37.expected.jsonl",
        "heldout38": DATA / "heldout38.expected.jsonl",
        "heldout39": DATA / "heldout39.expected.jsonl",
        "heldout40": DATA / "heldout40.expected.jsonl",
        "heldout41": DATA / "heldout41.expected.jsonl",
        "heldout42": DATA / "heldout42.expected.jsonl",
        "heldout43": DATA / "heldout43.expected.jsonl",
        "heldout44": DATA / "heldout44.expected.jsonl",
        "heldout45": DATA / "heldout45.expected.jsonl",
        "heldout46": DATA / "heldout46.expected.jsonl",
        "heldout47": DATA / "heldout47.expected.jsonl",
        "heldout48": DATA / "heldout48.expected.jsonl",
        "heldout49": DATA / "heldout49.expected.jsonl",
        "heldout50": DATA / "heldout50.expected.jsonl",
        "heldout51": DATA / "heldout51.expected.jsonl",
        "heldout52": DATA / "heldout52.expected.jsonl",
        "heldout53": DATA / "heldout53.expected.jsonl",
        "heldout54": DATA / "heldout54.expected.jsonl",
        "heldout55": DATA / "heldout55.expected.jsonl",
        "heldout56": DATA / "heldout56.expected.jsonl",
        "heldout57": DATA / "heldout57.expected.jsonl",
        "heldout58": DATA / "heldout58.expected.jsonl",
        "heldout59": DATA / "heldout59.expected.jsonl",
        "heldout60": DATA / "heldout60.expected.jsonl",
        "heldout61": DATA / "heldout61.expected.jsonl",
        "heldout62": DATA / "heldout62.expected.jsonl",
        "heldout63": DATA / "heldout63.expected.jsonl",
        "heldout64": DATA / "heldout64.expected.jsonl",
        "heldout65": DATA / "heldout65.expected.jsonl",
        "heldout66": DATA / "heldout66.expected.jsonl",
        "heldout67": DATA / "heldout67.expected.jsonl",
        "heldout68": DATA / "heldout68.expected.jsonl",
        "heldout69": DATA / "heldout69.expected.jsonl",
        "heldout70": DATA / "heldout70.expected.jsonl",
        "heldout71": DATA / "heldout71.expected.jsonl",
        "heldout72": DATA / "heldout72.expected.jsonl"}
# the sets each --set value runs ("both" predates heldout2 and keeps its meaning)
GROUPS = {"both": ["dev", "heldout"], "all": ["dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                                                   "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                                                   "heldout11", "heldout12", "heldout13", "heldout14",
                                                   "heldout15", "heldout16", "heldout17", "heldout18",
                                                   "heldout19", "heldout20", "heldout21", "heldout22",
                                                   "heldout23", "heldout24", "heldout25", "heldout26",
                                                   "heldout27", "heldout28", "heldout29", "heldout30",
                                                   "heldout31", "heldout32", "heldout33", "heldout34",
                                                   "heldout35", "heldout36", "heldout37", "heldout38",
                                                   "heldout39", "heldout40", "heldout41", "heldout42",
                                                   "heldout43", "heldout44", "heldout45",
                                                   "heldout46", "heldout47", "heldout48",
                                                   "heldout49", "heldout50", "heldout51", "heldout52",
                                                   "heldout53", "heldout54", "heldout55",
                                                   "heldout56", "heldout57", "heldout58",
                                                   "heldout59", "heldout60", "heldout61", "heldout62",
                                                   "heldout63", "heldout64", "heldout65", "heldout66",
                                                   "heldout67", "heldout68",
                                                   "heldout69", "heldout70",
                                                   "heldout71", "heldout72"]}

# where each kind of expected key phrase must appear to count for field completeness
FIELDS = {"rule": ("rule", "title"),
          "alternative": ("rule", "fix", "alternative"),
          "reason": ("problem", "key_insight", "body_own", "reason", "cause"),
          "files": ("entities",)}
# body_own: the body without its quoted excerpt of the session ("> user: ..." lines); the excerpt
# repeats the conversation verbatim, so a phrase found only there was not kept by the writer.
# --excerpt-counts scores with the whole body instead (the literal mapping of the issue).

# the fields that state a lesson: a note captures a lesson when they hold most of its rule phrases
# (not the body, which quotes the surrounding conversation and would match anything nearby)
LESSON_FIELDS = ("title", "rule", "fix", "problem", "key_insight", "alternative", "reason", "cause")


def norm(text: Any) -> str:
    if isinstance(text, (list, tuple)):
        text = " ".join(map(str, text))
    text = str(text or "").lower().replace("`", "").replace("\u2019", "'")
    # "please" names nothing a lesson keeps: "please make it show the position name in english and spanish both"
    # is kept by a note that says "Make it show ..." (scorer fix, 2026-11-29, like the courtesy-only phrases)
    text = re.sub(r"\bplease\b,?", " ", text)
    return re.sub(r"\s+", " ", text).strip()


# words that only open a reply politely or say no: a key phrase made of nothing else ("thanks, but no")
# names no lesson, and a note that keeps the lesson without the pleasantry is right (scorer fix, 2026-11-29)
COURTESY = frozenset("thanks thank you but no nope nah sorry ok okay cheers ta hmm actually wait".split())


_COURTEOUS_OPENER = re.compile(r"^\W*(?:thanks|thank you|cheers)\b,?\s+but\b,?\s*(?=\S)", re.I)


def courtesy_only(phrase: str) -> bool:
    words = [w.strip(",.;:!?\u2014\u2013-") for w in norm(phrase).split()]
    return all(w in COURTESY for w in words if w)  # "please" alone is nothing once read, like an empty phrase


def load_expectations(path: Path) -> list[dict[str, Any]]:
    """The expected file's rows; a lesson's key phrases made only of courtesy words are dropped (the file keeps them),
    unless they are all its rule has."""
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    for row in rows:
        for lesson in row["lessons"]:
            for kind in FIELDS:
                # the thanks a refusal opens with is no part of it either: "thanks, but no QR code on the wall ticket"
                # is kept by "No QR code on the wall ticket" (scorer fix, 2026-11-29)
                kept = [_COURTEOUS_OPENER.sub("", p, count=1) for p in lesson.get(kind, []) if not courtesy_only(p)]
                if kept or kind != "rule":
                    lesson[kind] = kept
    return rows


def note_view(note) -> dict[str, Any]:
    """The parts of a captured note the metrics read (plain values)."""
    meta = {k: v for k, v in note.fields().items()}
    ents = meta.get("entities") or []
    if isinstance(ents, str):
        ents = [ents]
    view = {k: meta.get(k) or "" for k in LESSON_FIELDS}
    own = "\n".join(line for line in note.body.splitlines() if not line.lstrip().startswith(">"))
    view.update({"id": note.id, "type": meta.get("type"), "body": note.body, "body_own": own, "entities": [str(e) for e in ents],
                 "confidence": meta.get("confidence")})
    view["_anywhere"] = " | ".join(norm(meta.get(k)) for k in LESSON_FIELDS)
    return view


def rule_hits(view: dict[str, Any], lesson: dict[str, Any]) -> int:
    return sum(norm(p) in view["_anywhere"] for p in lesson.get("rule", []))


def matches(view: dict[str, Any], lesson: dict[str, Any]) -> bool:
    """A note is a capture of a lesson when it contains most (more than half) of its rule phrases."""
    n = len(lesson.get("rule", []))
    return n > 0 and rule_hits(view, lesson) * 2 > n


EXCERPT_COUNTS = False


def phrase_in_field(view: dict[str, Any], kind: str, phrase: str) -> bool:
    p = norm(phrase)
    if kind == "files":
        return any(p in norm(e) or (len(norm(e)) > 3 and norm(e) in p) for e in view["entities"])
    fields = [("body" if f == "body_own" and EXCERPT_COUNTS else f) for f in FIELDS[kind]]
    return any(p in norm(view.get(f, "")) for f in fields)


def score_transcript(exp: dict[str, Any], views: list[dict[str, Any]]) -> dict[str, Any]:
    lessons = exp["lessons"]
    required = [l for l in lessons if not l.get("optional")]
    matched_by: dict[str, list[str]] = {l["id"]: [v["id"] for v in views if matches(v, l)] for l in lessons}
    note_matches = {v["id"]: [l["id"] for l in lessons if matches(v, l)] for v in views}
    good_notes = [nid for nid, ls in note_matches.items() if ls]
    false_notes = [v for v in views if not note_matches[v["id"]]]
    # duplicates: more notes for a lesson than one
    dups = sum(max(0, len(ids) - 1) for ids in matched_by.values())
    fields = {k: [0, 0] for k in FIELDS}  # found, total (over matched lessons)
    fields_all = {k: [0, 0] for k in FIELDS}  # over required lessons, unmatched ones count as nothing found
    per_lesson = []
    for l in lessons:
        # of the notes that capture the lesson, the one that keeps most of it (not whichever comes first)
        best = max((v for v in views if v["id"] in matched_by[l["id"]]), default=None,
                   key=lambda v: (rule_hits(v, l), sum(phrase_in_field(v, k, p) for k in FIELDS for p in l.get(k, []))))
        got = {}
        for kind in FIELDS:
            phrases = l.get(kind, [])
            found = [p for p in phrases if best is not None and phrase_in_field(best, kind, p)]
            got[kind] = {"found": found, "missing": [p for p in phrases if p not in found]}
            if best is not None:
                fields[kind][0] += len(found)
                fields[kind][1] += len(phrases)
            if not l.get("optional"):
                fields_all[kind][0] += len(found)
                fields_all[kind][1] += len(phrases)
        per_lesson.append({"id": l["id"], "optional": bool(l.get("optional")), "found": best is not None,
                           "note": best["id"] if best else None, "fields": got})
    chit = [v["id"] for v in false_notes if any(norm(p) in v["_anywhere"] for p in exp.get("not_lessons", []))]
    return {"transcript": exp["transcript"], "turns": exp["turns"], "required": len(required),
            "required_found": sum(1 for l in required if matched_by[l["id"]]),
            "notes": len(views), "notes_matching": len(good_notes), "false_captures": len(false_notes),
            "duplicates": dups, "chitchat_captures": len(chit),
            "phrases_found": sum(v[0] for v in fields.values()), "phrases_total": sum(v[1] for v in fields.values()),
            "phrases_found_all": sum(v[0] for v in fields_all.values()),
            "phrases_total_all": sum(v[1] for v in fields_all.values()),
            "fields": fields, "lessons": per_lesson,
            "captured": [{k: v for k, v in view.items() if not k.startswith("_")} for view in views]}


@contextmanager
def sandbox(llm: str | None, capture_model: str = "1") -> Iterator[Path]:
    """A temp HOME and KB, no background work, and (unless --llm) no LLM."""
    saved = dict(os.environ)
    cache = os.environ.get("REFLECTGIT_CACHE") or str(Path(tempfile.gettempdir()) / "reflectgit-eval-cache")
    with tempfile.TemporaryDirectory(prefix="capture-eval-") as tmp:
        root = Path(tmp)
        (root / "home").mkdir()
        for name in list(os.environ):
            if name.startswith("REFLECTGIT_") or name.startswith("OPENAI_"):
                del os.environ[name]
        os.environ.update({"HOME": str(root / "home"), "REFLECTGIT_HOME": str(root / "kb"),
                           "REFLECTGIT_CACHE": cache, "REFLECTGIT_HEARTBEAT": "0", "REFLECTGIT_DAEMON": "0",
                           "GIT_AUTHOR_NAME": "eval", "GIT_AUTHOR_EMAIL": "eval@example.invalid",
                           "GIT_COMMITTER_NAME": "eval", "GIT_COMMITTER_EMAIL": "eval@example.invalid",
                           "GIT_CONFIG_NOSYSTEM": "1", "REFLECTGIT_CAPTURE_MODEL": capture_model})
        if llm:
            os.environ["REFLECTGIT_LLM"] = llm
        cwd = os.getcwd()
        os.chdir(root)
        try:
            yield root
        finally:
            os.chdir(cwd)
            os.environ.clear()
            os.environ.update(saved)


CAPTURE_MODEL = "1"  # --capture-model 0: the phrase rules alone, without the learned second opinion


def capture_one(path: Path, llm: str | None = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Capture one transcript into a throwaway KB; returns (CLI JSON output, captured note views)."""
    from click.testing import CliRunner

    from reflectgit.cli import cli
    from reflectgit.kb import KB

    with sandbox(llm, CAPTURE_MODEL) as root:
        runner = CliRunner()
        res = runner.invoke(cli, ["init"], catch_exceptions=False)
        if res.exit_code:
            raise RuntimeError(f"init failed: {res.output}")
        res = runner.invoke(cli, ["capture", "transcript", str(path), "--json"])
        if res.exit_code:
            return {"error": (res.output or repr(res.exception))[-2000:]}, []
        out = json.loads(res.stdout)
        views = [note_view(n) for n in KB.open(root / "kb").notes() if n.status == "active"]
        return out, views


def evaluate(set_name: str, llm: str | None = None, only: list[str] | None = None) -> dict[str, Any]:
    rows = []
    for exp in load_expectations(SETS[set_name]):
        if only and not any(o in exp["transcript"] for o in only):
            continue
        out, views = capture_one(DATA / exp["transcript"], llm)
        row = score_transcript(exp, views)
        row["signals"] = [s.get("kind") for s in out.get("signals", [])]
        if "error" in out:
            row["error"] = out["error"]
        rows.append(row)
    return {"set": set_name, "writer": "llm" if llm else "heuristic-only", "llm_command": llm,
            "capture_model": CAPTURE_MODEL,
            "excerpt_counts": EXCERPT_COUNTS,
            "totals": totals(rows), "transcripts": rows}


def ratio(a: float, b: float) -> float | None:
    return round(a / b, 3) if b else None


def totals(rows: list[dict[str, Any]]) -> dict[str, Any]:
    s = lambda k: sum(r[k] for r in rows)  # noqa: E731
    per_field = {k: ratio(sum(r["fields"][k][0] for r in rows), sum(r["fields"][k][1] for r in rows)) for k in FIELDS}
    return {"transcripts": len(rows), "turns": s("turns"), "expected_lessons": s("required"),
            "captured_notes": s("notes"), "errors": sum(1 for r in rows if "error" in r),
            "lesson_recall": ratio(s("required_found"), s("required")),
            "precision": ratio(s("notes_matching"), s("notes")),
            "field_completeness": ratio(s("phrases_found"), s("phrases_total")),
            "field_completeness_all_expected": ratio(s("phrases_found_all"), s("phrases_total_all")),
            "field_completeness_by_field": per_field,
            "false_captures_per_100_turns": round(100 * s("false_captures") / s("turns"), 1) if s("turns") else None,
            "chitchat_captures": s("chitchat_captures"), "duplicate_notes": s("duplicates")}


#: sets whose per-transcript rows are printed only on request (--rows): reading which of their
#: sessions failed is how a held-out set stops being one
FROZEN = ("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9",
          "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15",
          "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21",
          "heldout22", "heldout23", "heldout24", "heldout25", "heldout26", "heldout27", "heldout28",
          "heldout29", "heldout30", "heldout31", "heldout32", "heldout33", "heldout34", "heldout35",
          "heldout36", "heldout37", "heldout38", "heldout39", "heldout40", "heldout41",
          "heldout42", "heldout43", "heldout44", "heldout45", "heldout46",
          "heldout47", "heldout48", "heldout49", "heldout50", "heldout51", "heldout52", "heldout53",
          "heldout54", "heldout55", "heldout56", "heldout57", "heldout58", "heldout59",
          "heldout60", "heldout61", "heldout62", "heldout63", "heldout64",
          "heldout65", "heldout66", "heldout67", "heldout68", "heldout69", "heldout70",
          "heldout71", "heldout72")


def print_report(rep: dict[str, Any], show: bool = False, rows: bool | None = None) -> None:
    print(f"\n== {rep['set']} ({rep['writer']}) ==")
    if rows is None:
        rows = rep["set"] not in FROZEN
    if rows or show:
        print(f"{'transcript':<34} {'turns':>5} {'exp':>4} {'found':>5} {'notes':>5} {'match':>5} {'false':>5} {'fields':>7}  signals")
    for r in rep["transcripts"] if (rows or show) else []:
        name = Path(r["transcript"]).stem
        fc = f"{r['phrases_found']}/{r['phrases_total']}"
        print(f"{name:<34} {r['turns']:>5} {r['required']:>4} {r['required_found']:>5} {r['notes']:>5} "
              f"{r['notes_matching']:>5} {r['false_captures']:>5} {fc:>7}  {','.join(r['signals'])}"
              + (f"  ERROR {r['error'][:80]!r}" if "error" in r else ""))
        if show:
            for c in r["captured"]:
                print(f"    [{c['type']}] {c['title']!r}\n        rule={c['rule']!r} fix={c['fix']!r}\n"
                      f"        problem={str(c['problem'])[:160]!r} entities={c['entities']}")
            for l in r["lessons"]:
                miss = {k: v["missing"] for k, v in l["fields"].items() if v["missing"]}
                print(f"    expected {l['id']}{' (optional)' if l['optional'] else ''}: "
                      f"{'found' if l['found'] else 'MISSED'}" + (f" missing {miss}" if l["found"] and miss else ""))
    t = rep["totals"]
    print(f"lesson recall {t['lesson_recall']}  precision {t['precision']}  field completeness {t['field_completeness']} "
          f"(over all expected {t['field_completeness_all_expected']}; by field {t['field_completeness_by_field']})  "
          f"false captures/100 turns {t['false_captures_per_100_turns']}  chit-chat captures {t['chitchat_captures']}  "
          f"duplicates {t['duplicate_notes']}  notes {t['captured_notes']}  errors {t['errors']}")


# -- paired bootstrap over transcripts ----------------------------------------------------------
METRICS = {"lesson_recall": ("required_found", "required"), "precision": ("notes_matching", "notes"),
           "field_completeness": ("phrases_found", "phrases_total"),
           "false_captures_per_100_turns": ("false_captures", "turns")}


def _metric(rows: list[dict[str, Any]], name: str) -> float:
    num, den = METRICS[name]
    d = sum(r[den] for r in rows)
    v = sum(r[num] for r in rows) / d if d else 0.0
    return 100 * v if name == "false_captures_per_100_turns" else v


def paired_bootstrap(a: dict[str, Any], b: dict[str, Any], n: int = 2000, seed: int = 0) -> dict[str, Any]:
    """b - a for each metric, with a 95% interval from resampling the transcripts (paired)."""
    ra = {r["transcript"]: r for r in a["transcripts"]}
    rb = {r["transcript"]: r for r in b["transcripts"]}
    keys = sorted(set(ra) & set(rb))
    rng = random.Random(seed)
    out = {}
    for name in METRICS:
        diffs = []
        for _ in range(n):
            sample = [rng.choice(keys) for _ in keys]
            diffs.append(_metric([rb[k] for k in sample], name) - _metric([ra[k] for k in sample], name))
        diffs.sort()
        point = _metric([rb[k] for k in keys], name) - _metric([ra[k] for k in keys], name)
        out[name] = {"diff": round(point, 3), "ci95": [round(diffs[int(0.025 * n)], 3), round(diffs[int(0.975 * n) - 1], 3)]}
    return {"transcripts": len(keys), "metrics": out}


def bootstrap_ci(rep: dict[str, Any], n: int = 2000, seed: int = 0) -> dict[str, Any]:
    """Each metric of one run with a 95% interval from resampling its transcripts."""
    rows = rep["transcripts"]
    rng = random.Random(seed)
    out = {}
    for name in METRICS:
        vals = sorted(_metric([rng.choice(rows) for _ in rows], name) for _ in range(n))
        out[name] = {"value": round(_metric(rows, name), 3), "ci95": [round(vals[int(0.025 * n)], 3),
                                                                       round(vals[int(0.975 * n) - 1], 3)]}
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", choices=[*SETS, *GROUPS], default="both",
                    help="dev, heldout, heldout2 ... heldout66, heldout67, heldout68, heldout69, heldout70, heldout71, heldout72, both (dev + heldout) or all (the seventy-three).")
    ap.add_argument("--only", action="append", help="Only transcripts whose name contains this (repeatable).")
    ap.add_argument("--llm", help="Set REFLECTGIT_LLM to this command (default: none, heuristic-only).")
    ap.add_argument("--show", action="store_true", help="Print the captured notes and what each expected lesson missed.")
    ap.add_argument("--rows", action="store_true",
                    help=f"Print one row per transcript for {', '.join(FROZEN)} too (by default their summary only).")
    ap.add_argument("--excerpt-counts", action="store_true",
                    help="Count a reason found only in the body's quoted session excerpt (default: it does not count).")
    ap.add_argument("--json", type=Path, help="Write the full report here.")
    ap.add_argument("--ci", action="store_true", help="Print each metric with a bootstrap 95%% interval over transcripts.")
    ap.add_argument("--capture-model", choices=["0", "1"], default="1",
                    help="0: the phrase rules alone (REFLECTGIT_CAPTURE_MODEL=0), without the learned second opinion.")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"),
                    help="Paired bootstrap of AFTER - BEFORE from two --json reports (same set).")
    args = ap.parse_args(argv)
    if args.compare:
        a, b = (json.loads(p.read_text()) for p in args.compare)
        for ra, rb in zip(a["reports"], b["reports"]):
            print(ra["set"], json.dumps(paired_bootstrap(ra, rb)))
        return
    global EXCERPT_COUNTS, CAPTURE_MODEL
    EXCERPT_COUNTS = args.excerpt_counts
    CAPTURE_MODEL = args.capture_model
    names = GROUPS.get(args.set, [args.set])
    reports = [evaluate(name, args.llm, args.only) for name in names]
    for rep in reports:
        print_report(rep, args.show, True if args.rows else None)
        if args.ci:
            rep["ci"] = bootstrap_ci(rep)
            print(f"{rep['set']} with 95% intervals: {json.dumps(rep['ci'])}")
    if args.json:
        import platform

        meta = {"python": platform.python_version(), "machine": platform.machine(), "cpus": os.cpu_count()}
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"meta": meta, "reports": reports}, indent=1, default=str))


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main()
