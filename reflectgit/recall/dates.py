"""Query-time date parsing: "on 8 December 2023", "last week", "recently" -> a time window.

Only an explicit calendar date ("on 8 December 2023", "in March 2023", "before 2024-01-05")
makes a hard window that restricts recall to notes written then; relative or vague phrases
("last week", "recently", "in october") are soft: they lift notes from that time without
dropping the others, because in a chat "last week" is relative to when it was said, and people
report events after they happen. Either way the phrase is removed from the text the lexical
and vector arms see, so "week" and "march" do not match as topics.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
UNITS = {"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30, "year": 365, "years": 365}
_MONTH_WORD = "|".join(sorted(MONTHS, key=len, reverse=True))
_MONTH = rf"({_MONTH_WORD})"
# one calendar day as people write it: 2023-12-08, 8 December 2023, 8th dec, 2023, December 8, 2023
# (also "5th of January 2024" and "the 8th of dec, 2023")
_ISO = (rf"(\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}(?:st|nd|rd|th)?(?: of)? (?:{_MONTH_WORD})\.?,? \d{{4}}"
        rf"|(?:{_MONTH_WORD})\.? (?:the )?\d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}})")
# a message reporting an event is often sent a day or two after it ("just took 3 naps", the next
# morning): a hard window admits notes written this long after it ends
REPORT_LAG = timedelta(days=2)


@dataclass(frozen=True)
class Window:
    start: datetime | None
    end: datetime | None
    phrase: str
    hard: bool = True  # an explicit date filters; a relative or vague one only lifts

    def contains(self, when: datetime, lag: timedelta = timedelta(0)) -> bool:
        return (self.start is None or when >= self.start) and (self.end is None or when < self.end + lag)

    def to_dict(self) -> dict[str, str | bool | None]:
        return {"phrase": self.phrase, "start": _iso(self.start), "end": _iso(self.end), "hard": self.hard}


def _iso(d: datetime | None) -> str | None:
    return d.isoformat().replace("+00:00", "Z") if d else None


def _day(d: date) -> datetime:
    return datetime(d.year, d.month, d.day, tzinfo=UTC)


def _month_window(year: int, month: int) -> tuple[datetime, datetime]:
    start = datetime(year, month, 1, tzinfo=UTC)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=UTC)
    return start, end


def parse(query: str, now: datetime | None = None) -> tuple[Window | None, str]:
    """(window or None, the query without the date phrase).

    Spacing and case do not matter ("before  January 1st, 2024" is "before january 1st, 2024");
    an explicit date wins over a vague word next to it ("recently before 5th of January 2024"
    is a window ending on 5 January 2024, not the last two weeks).
    """
    now = now or datetime.now(UTC)
    today = _day(now.date())
    query = " ".join(query.split())
    q = query.lower()
    explicit: list[tuple[str, object]] = [
        (rf"\bbetween {_ISO} and {_ISO}\b", lambda m: (_day(_to_date(m[1])),
                                                       _day(_to_date(m[2])) + timedelta(days=1))),
        (rf"\b(?:since|after|from) {_ISO}\b", lambda m: (_day(_to_date(m[1])), None)),
        (rf"\b(?:before|until|by) {_ISO}\b", lambda m: (None, _day(_to_date(m[1])))),
        (rf"\bas of {_ISO}\b", lambda m: (None, _day(_to_date(m[1])) + timedelta(days=1))),
        (rf"\bon {_ISO}\b|\b{_ISO}\b", lambda m: (_day(_to_date(m[1] or m[2])),
                                                  _day(_to_date(m[1] or m[2])) + timedelta(days=1))),
        # a month and its year, unless it ends a day that is no date ("31 February, 2023")
        (rf"(?<!\d )(?<!\d[a-z]{{2}} )(?<!\d of )(?<!\d[a-z]{{2}} of )\b(?:(?:in|during|since) )?{_MONTH},? (\d{{4}})\b",
         lambda m: _named_month(m, today)),
        (r"\b(?:in|during) (\d{4})\b", lambda m: (datetime(int(m[1]), 1, 1, tzinfo=UTC),
                                                  datetime(int(m[1]) + 1, 1, 1, tzinfo=UTC))),
    ]
    relative: list[tuple[str, object]] = [
        (r"\byesterday\b", lambda m: (today - timedelta(days=1), today)),
        (r"\btoday\b", lambda m: (today, None)),
        (r"\b(?:last|past|previous) (\d+) (days?|weeks?|months?|years?)\b",
         lambda m: (today - timedelta(days=int(m[1]) * UNITS[m[2]]), None)),
        (r"\b(\d+) (days?|weeks?|months?|years?) ago\b",
         lambda m: (today - timedelta(days=int(m[1]) * UNITS[m[2]] + UNITS[m[2]]),
                    today - timedelta(days=int(m[1]) * UNITS[m[2]] - UNITS[m[2]]))),
        (r"\blast week\b", lambda m: (today - timedelta(days=today.weekday() + 7),
                                      today - timedelta(days=today.weekday()))),
        (r"\bthis week\b", lambda m: (today - timedelta(days=today.weekday()), None)),
        (r"\blast month\b", lambda m: _month_window(*(_prev_month(today.year, today.month)))),
        (r"\bthis month\b", lambda m: _month_window(today.year, today.month)),
        (r"\blast year\b", lambda m: (datetime(today.year - 1, 1, 1, tzinfo=UTC),
                                      datetime(today.year, 1, 1, tzinfo=UTC))),
        (r"\bthis year\b", lambda m: (datetime(today.year, 1, 1, tzinfo=UTC), None)),
        (rf"\b(?:in|during|since) {_MONTH}()\b", lambda m: _named_month(m, today)),
        (r"\b(?:recently|lately)\b", lambda m: (today - timedelta(days=14), None)),
    ]
    for hard, rules in ((True, explicit), (False, relative)):
        for pattern, build in rules:
            m = re.search(pattern, q)
            if not m:
                continue
            try:
                start, end = build(m)  # type: ignore[operator]
            except (ValueError, KeyError, StopIteration):
                continue
            phrase = query[m.start():m.end()]
            rest = query[:m.start()] + " " + query[m.end():]
            if hard:  # "recently before 5 Jan 2024": the vague word is not a topic either
                rest = re.sub(r"\b(?:recently|lately)\b", " ", rest, flags=re.I)
            return Window(start, end, phrase, hard), " ".join(rest.split())
    return None, query


_WHEN_Q = re.compile(r"^\s*when\b|\b(?:what|which) (?:date|day|month|year)\b|\bhow long ago\b", re.I)
# time relative to when the note was written ("last Friday", "two weeks ago", "next month"); not
# a stamp or month name: captured notes carry stamps, and "may" is mostly a verb
_TIME = re.compile(r"\b(?:yesterday|today|tonight|tomorrow|ago|last|next|weekend|week|month|year"
                   r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)


def asks_when(query: str) -> bool:
    """A question about the time of something ("when did we switch", "what year")."""
    return bool(_WHEN_Q.search(query))


def states_time(text: str) -> bool:
    """Whether a note says when something happened ("last Friday", "two weeks ago", "next month")."""
    return bool(_TIME.search(text))


def mentions(window: Window, text: str | None) -> bool:
    """Whether a note's text names a calendar day inside the window ("on 8 May 2023 we ..."):
    the time of an event can be in what was said, not only in when it was written."""
    if not text or not re.search(r"\d", text):
        return False
    for m in re.finditer(rf"\b{_ISO}\b", " ".join(text.lower().split()[:400])):
        try:
            if window.contains(_day(_to_date(m[1]))):
                return True
        except (ValueError, StopIteration):
            continue
    return False


def _to_date(text: str) -> date:
    """A day matched by ``_ISO`` in any of its spellings."""
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return date.fromisoformat(text)
    words = re.findall(r"[a-z]+|\d+", text.lower())
    day, year = (int(w) for w in words if w.isdigit())  # the year ends both spelled forms
    month = next(MONTHS[w] for w in words if w in MONTHS)
    return date(year, month, day)


def _prev_month(year: int, month: int) -> tuple[int, int]:
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _named_month(m: re.Match, today: datetime) -> tuple[datetime, datetime | None]:
    month = MONTHS[m[1]]
    if m.lastindex and m.lastindex >= 2 and m[2]:
        year = int(m[2])
    else:  # "in march" means the most recent march that has begun
        year = today.year if month <= today.month else today.year - 1
    start, end = _month_window(year, month)
    if m[0].lower().startswith("since"):
        return start, None
    return start, end


def parse_when(value: str | None) -> datetime | None:
    """A note's created/updated text as an aware datetime."""
    if not value:
        return None
    s = str(value).strip().replace("Z", "+00:00")
    try:
        d = datetime.fromisoformat(s)
    except ValueError:
        return None
    return d if d.tzinfo else d.replace(tzinfo=UTC)
