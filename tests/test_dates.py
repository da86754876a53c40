"""Date phrases in queries: explicit dates filter, relative ones only lift, and the parser
does not slip on spacing, ordinals or case (the slips seen on real chats)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from reflectgit.recall.dates import parse

NOW = datetime(2026, 11, 22, 12, tzinfo=UTC)


def day(d: datetime | None) -> str | None:
    return d.date().isoformat() if d else None


def test_a_double_space_does_not_turn_before_into_on():
    w, rest = parse("what did Sam do before  January 1st, 2024", NOW)
    assert (w.start, day(w.end), w.hard) == (None, "2024-01-01", True)
    assert rest == "what did Sam do"


def test_an_explicit_date_wins_over_a_vague_word_next_to_it():
    w, rest = parse("what did he buy recently before 5th of January 2024", NOW)
    assert (w.start, day(w.end), w.hard) == (None, "2024-01-05", True)  # not a window in November 2026
    assert rest == "what did he buy"


def test_a_month_with_its_year_beats_a_relative_phrase_around_it():
    w, _ = parse("Where was Calvin in the last week of October 2023?", NOW)
    assert (day(w.start), day(w.end), w.hard) == ("2023-10-01", "2023-11-01", True)


def test_relative_and_vague_phrases_are_soft():
    for q in ("what did we decide last week", "what did she start recently", "anything new lately",
              "the flaky test yesterday", "what happened in october", "deploys in the last 3 days"):
        w, _ = parse(q, NOW)
        assert w is not None and not w.hard, q
    for q in ("on 8 December 2023", "in March 2023", "since 2023-05-01", "between 2023-01-01 and 2023-02-01",
              "in 2023", "as of 1 May, 2023"):
        w, _ = parse(q, NOW)
        assert w is not None and w.hard, q


SPELLINGS = ["{d} {M} {y}", "{d}{o} {M} {y}", "{d}{o} of {M} {y}", "{d} {M}, {y}", "{M} {d}, {y}", "{M} {d}{o}, {y}",
             "{M} the {d}{o}, {y}", "{y}-{mm}-{dd}"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]


def ordinal(d: int) -> str:
    return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


@settings(max_examples=300, deadline=None)
@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2039, 12, 31)), st.sampled_from(SPELLINGS),
       st.sampled_from(["on", "before", "since"]), st.lists(st.sampled_from([" ", "  ", "\t", " \n "]), min_size=8,
                                                            max_size=8),
       st.sampled_from([str.lower, str.upper, str.title, lambda s: s]), st.booleans())
def test_fuzzed_dates_parse_to_the_same_day(d, spelling, lead, gaps, case, short):
    month = MONTHS[d.month - 1]
    text = spelling.format(d=d.day, o=ordinal(d.day), M=month[:3] if short and month != "may" else month, y=d.year,
                           mm=f"{d.month:02}", dd=f"{d.day:02}")
    words = f"what did Ana do {lead} {text} ?".split(" ")
    query = "".join(w + gaps[i % len(gaps)] for i, w in enumerate(words))
    w, rest = parse(case(query), NOW)
    assert w is not None and w.hard, query
    bound = w.start if lead in ("on", "since") else w.end
    assert day(bound) == d.isoformat(), query
    assert "ana" in rest.lower() and str(d.year) not in rest, query


def test_search_reads_an_explicit_date_through_the_slips(rg, kb, tmp_path):
    """Through `reflectgit search`: a double space and "recently before 5th of January 2024"
    filter to what was written before that day (plus the reporting lag), not to November 2026."""
    import json

    def add(name: str, title: str, when: str) -> str:
        f = tmp_path / f"{name}.md"
        f.write_text(f"---\ntitle: {json.dumps(title)}\ncreated: {json.dumps(when)}\nupdated: {json.dumps(when)}\n---\n")
        return rg.json("add", "--file", str(f), "--project", "p", "--branch", "main")["id"]

    before = add("before", "Picked Postgres for the billing service", "2023-12-20T10:00:00Z")
    after = add("after", "Moved the billing service to CockroachDB", "2024-02-01T10:00:00Z")
    for q in ("which database did billing pick recently before 5th of January 2024",
              "which database did billing pick before  January 1st, 2024"):
        res = rg.json("search", q, "--project", "p", "--branch", "main", "--min-overlap", "0", "--no-cache")
        assert [h["id"] for h in res["hits"]] == [before], q
        assert res["window"]["hard"] and res["window"]["start"] is None and res["window"]["end"].startswith("2024-01-0")
    assert after
