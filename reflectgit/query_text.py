"""Query text handling shared by the lexical arm, the relevance gate and the recall log."""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache

#: a word of any script ("файлы", "café", "数据库" is one run): letters and digits, with the
#: punctuation identifiers keep inside (a.b, c++, x-y, snake_case); the combining marks a word
#: holds (Devanagari's vowel signs, Hebrew's points) are in :func:`_found_words`
_WORD = re.compile(r"[^\W_][\w.+#-]*")


def _found_words(text: str) -> list[str]:
    """``_WORD``'s matches, with the combining marks inside a word kept in it: a text with marks is
    matched on a copy where each mark reads as a letter, and the words are cut from the text itself
    (review19: "परियोजना" split at its vowel signs into "पर", "य", "जन")."""
    if text.isascii():
        return _WORD.findall(text)
    from reflectgit.unicode_marks import MARKS

    if not MARKS.search(text):
        return _WORD.findall(text)
    shadow = MARKS.sub("a", text)
    return [text[m.start():m.end()] for m in _WORD.finditer(shadow) if not MARKS.match(text, m.start())]

STOPWORDS = frozenset("""
a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers him his how i if in into is it its itself just me more most my no nor not
now of off on once only or other our ours out over own same she should so some such than that the
their theirs them then there these they this those through to too under until up very was we were
what when where which while who whom why will with would you your yours yourself keeps keep get
gets got getting still also
""".split())


def entity_key(name: str) -> str:
    """Entity names compare case- and separator-insensitively (``Redis Pool`` = ``redis-pool``)."""
    return "-".join(name.lower().replace("_", " ").replace("-", " ").split())


_PATHISH = re.compile(r"[A-Za-z0-9_./-]+")
_FILE_END = re.compile(r"[A-Za-z0-9_-]\.(?P<ext>[A-Za-z][A-Za-z0-9]{0,9})$")
#: what a file name ends in, in code repositories: a known extension, so "example.com", "np.nan",
#: "os.path.join" or "e.g" are no file (review16)
FILE_EXTENSIONS = frozenset("""
py pyi ipynb js mjs cjs jsx ts tsx vue svelte go rs java kt kts scala groovy gradle rb erb php c h cc cpp cxx hpp
hh cs fs swift m mm dart lua pl pm r jl ex exs erl hrl hs ml mli clj cljs elm nim zig sol sh bash zsh fish ps1
bat cmd sql psql md mdx rst txt adoc yaml yml json jsonc json5 toml ini cfg conf env properties xml xsd html htm
css scss sass less tf tfvars hcl proto graphql gql prisma lock mk cmake nix bzl bazel star dockerfile j2 jinja
tmpl tpl ejs hbs mustache csv tsv plist gemspec podspec pbxproj sln csproj fsproj vcxproj cabal mod sum in service
timer socket desktop spec patch diff snap
""".split())


def named_files(text: str, most: int = 10) -> list[str]:
    """The files and paths ``text`` names (``src/billing/invoice.py``, ``test_invoice.py:42``,
    ``./scripts/deploy.sh``), as entity keys (:func:`reflectgit.index.db.norm_entity`'s form): a note whose
    session touched that file is about it, whatever words the two share."""
    out: list[str] = []
    for raw in _PATHISH.findall(text):
        tok = raw.strip("./-")
        end = _FILE_END.search(tok)
        if not end or end.group("ext").lower() not in FILE_EXTENSIONS or _VERSION.fullmatch(tok):
            continue  # "client/server", "ci/cd", "50/50" are no files either: a path ends in a file name
        key = entity_key(tok)
        if key not in out:
            out.append(key)
    return out[:most]


def words(text: str) -> list[str]:
    """Lower-cased word tokens; punctuation inside identifiers (a.b, c++, x-y) is kept."""
    return [w.lower().strip(".-") for w in _found_words(text) if w.strip(".-")]


_CAMEL = re.compile(r"[a-z][A-Z]")
_VERSION = re.compile(r"v?[0-9.]+")


def identifiers(text: str) -> frozenset[str]:
    """The code names in ``text``: words with ``_`` or ``.`` inside, or in camelCase
    (``test_timed.py``, ``TestNamespacePrecedence``, ``matches.value_of``), and such parts of a
    dotted name (``value_of``). Version numbers and "e.g." are not names."""
    out = set()
    for raw in _found_words(text):
        w = raw.strip(".-")
        if not ("_" in w or "." in w or _CAMEL.search(w)) or _VERSION.fullmatch(w):
            continue
        if max(map(len, re.split(r"[_.]", w))) < 2:
            continue
        out.add(w.lower())
        out.update(p.lower() for p in w.split(".") if "_" in p or _CAMEL.search(p))
    return frozenset(out)


def content_terms(text: str) -> list[str]:
    """Query words that carry meaning: no stop words, no one-letter noise, no repeats."""
    out: list[str] = []
    for w in words(text):
        if w in STOPWORDS or len(w) < 2 or w in out:
            continue
        out.append(w)
    return out


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper: enough to match 'sessions'/'session', 'killed'/'kill'."""
    for suffix in ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def fts_query(text: str) -> str | None:
    """An FTS5 MATCH expression: each content term quoted (no syntax injection), OR-ed."""
    terms = content_terms(text)
    if not terms:
        return None
    parts = []
    for t in terms:
        for piece in re.split(r"[.+#-]+", t):
            if piece and piece not in STOPWORDS:
                parts.append('"' + piece.replace('"', "") + '"')
    return " OR ".join(dict.fromkeys(parts)) or None


_PIECES = re.compile(r"[.+#_-]+")


def stems_of(text: str) -> frozenset[str]:
    """Stems of every word of ``text`` and of the parts of compound words (a.b, x-y)."""
    have = set()
    for w in set(words(text)):
        have.add(stem(w))
        if _PIECES.search(w):
            have.update(stem(p) for p in _PIECES.split(w) if p)
    return frozenset(have)


def overlap(query_terms: Sequence[str], text: str, have: frozenset[str] | None = None) -> float:
    """Share of the query's content terms found (stemmed) in ``text``: the OOD gate's measure."""
    if not query_terms:
        return 0.0
    have = stems_of(text) if have is None else have
    hits = sum(1 for t in query_terms
               if stem(t) in have or all(stem(p) in have for p in _PIECES.split(t) if p))
    return hits / len(query_terms)


def match_score(query: str, fields: list[tuple[str, float]]) -> float:
    """Sum over the query's content words of the best weight of a field containing it.

    Independent of corpus size (unlike BM25's idf, which is ~0 in a corpus of one): with
    weights 1.0 for a name or tag and 0.5 for a description, 2.0 means two strong matches.
    """
    stems = {stem(w) for w in content_terms(query)}
    if not stems:
        return 0.0
    present = [(stems_of(text), weight) for text, weight in fields if text]
    return sum(max((w for s, w in present if q in s), default=0.0) for q in stems)


def jaccard(a: AbstractSet[str], b: AbstractSet[str], both_empty: float = 0.0) -> float:
    """Share of terms two texts have in common; ``both_empty`` says what two empty sets are
    (the same query to the recall log, no evidence of a duplicate to the daily pass)."""
    return len(a & b) / len(a | b) if a | b else both_empty
