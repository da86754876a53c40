"""Query-time date parsing: "last week", "in march", "since 2026-01-01" -> a time window.

The window feeds the temporal arm and restricts recall to notes created or updated in
it; the phrase itself is removed from the text the lexical and vector arms see, so "week"
and "march" do not match as topics.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone

MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
UNITS = {"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30, "year": 365, "years": 365}
_MONTH_WORD = "|".join(sorted(MONTHS, key=len, reverse=True))
_MONTH = rf"({_MONTH_WORD})"
# one calendar day as people write it: 2023-12-08, 8 December 2023, 8th dec, 2023, December 8, 2023
_ISO = (rf"(\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}(?:st|nd|rd|th)? (?:{_MONTH_WORD})\.?,? \d{{4}}"
        rf"|(?:{_MONTH_WORD})\.? \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}})")


@dataclass(frozen=True)
class Window:
    start: datetime | None
    end: datetime | None
    phrase: str

    def contains(self, when: datetime) -> bool:
        return (self.start is None or when >= self.start) and (self.end is None or when < self.end)

    def to_dict(self) -> dict[str, str | None]:
        return {"phrase": self.phrase, "start": _iso(self.start), "end": _iso(self.end)}


def _iso(d: datetime | None) -> str | None:
    return d.isoformat().replace("+00:00", "Z") if d else None


def _day(d: date) -> datetime:
    return datetime(d.year, d.month, d.day, tzinfo=timezone.utc)


def _month_window(year: int, month: int) -> tuple[datetime, datetime]:
    start = datetime(year, month, 1, tzinfo=timezone.utc)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=timezone.utc)
    return start, end


def parse(query: str, now: datetime | None = None) -> tuple[Window | None, str]:
    """(window or None, the query without the date phrase)."""
    now = now or datetime.now(timezone.utc)
    today = _day(now.date())
    q = query.lower()
    rules: list[tuple[str, object]] = [
        (rf"\bbetween {_ISO} and {_ISO}\b", lambda m: (_day(_to_date(m[1])),
                                                       _day(_to_date(m[2])) + timedelta(days=1))),
        (rf"\b(?:since|after|from) {_ISO}\b", lambda m: (_day(_to_date(m[1])), None)),
        (rf"\b(?:before|until) {_ISO}\b", lambda m: (None, _day(_to_date(m[1])))),
        (rf"\bon {_ISO}\b|\b{_ISO}\b", lambda m: (_day(_to_date(m[1] or m[2])),
                                                  _day(_to_date(m[1] or m[2])) + timedelta(days=1))),
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
        (r"\blast year\b", lambda m: (datetime(today.year - 1, 1, 1, tzinfo=timezone.utc),
                                      datetime(today.year, 1, 1, tzinfo=timezone.utc))),
        (r"\bthis year\b", lambda m: (datetime(today.year, 1, 1, tzinfo=timezone.utc), None)),
        (rf"\b(?:in|during|since) {_MONTH}(?: (\d{{4}}))?\b", lambda m: _named_month(m, today)),
        (r"\b(?:in|during) (\d{4})\b", lambda m: (datetime(int(m[1]), 1, 1, tzinfo=timezone.utc),
                                                  datetime(int(m[1]) + 1, 1, 1, tzinfo=timezone.utc))),
        (r"\b(?:recently|lately)\b", lambda m: (today - timedelta(days=14), None)),
    ]
    for pattern, build in rules:
        m = re.search(pattern, q)
        if not m:
            continue
        try:
            start, end = build(m)  # type: ignore[operator]
        except (ValueError, KeyError):
            continue
        phrase = query[m.start():m.end()]
        rest = (query[:m.start()] + " " + query[m.end():]).strip()
        return Window(start, end, phrase), " ".join(rest.split())
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
    if m[2]:
        year = int(m[2])
    else:  # "in march" means the most recent march that has begun
        year = today.year if month <= today.month else today.year - 1
    start, end = _month_window(year, month)
    if m[0].startswith("since"):
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
    return d if d.tzinfo else d.replace(tzinfo=timezone.utc)
