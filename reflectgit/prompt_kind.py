"""What a prompt asks for, read from its words alone: whether recalling lessons for it can help.

The prompt hook asks this before it opens the index (so both hook paths, this process and the
warm recall server, answer alike), and :func:`reflectgit.inject.pick` asks it of each hit.
"""

from __future__ import annotations

import re

from reflectgit import config

#: words of thanks, greeting and sign-off: "thanks, that's all for today!", "thanks, that's
#: everything, see you monday" ask for nothing
SMALL_TALK = frozenset("""
thanks thank thx ty cheers ok okay k great cool nice good awesome perfect sweet brilliant amazing wonderful
excellent lovely fine sure yes yeah yep yup lgtm lol haha hehe lmao bye goodbye hi hello hey morning night
evening today tonight tomorrow weekend later soon again now all done works worked working job lot lots much
re ll ve happy glad appreciate appreciated helpful lifesaver day see talk that's it's for everything week
monday tuesday wednesday thursday friday saturday sunday brb afk gtg bbl lunch coffee
""".split())


#: the tool's own name: a prompt that names it asks about the memory ("which folder does
#: reflectgit write its notes to?"), not about the code the lessons were learnt in
TOOL = "reflectgit"
#: ... or names what it does: "how do I switch off the memory injection for this session?", "can I see the
#: notes you captured today?"
_ABOUT_TOOL = re.compile(r"\b(?:memory|lesson|note) injection\b|\bmemory (?:hook|store)s?\b"
                         r"|\binjected (?:notes?|lessons?|memor(?:y|ies))\b|\b(?:the|your|this) memory (?:tool|kb)\b"
                         r"|\b(?:notes?|lessons?|memories) (?:you|it|reflectgit) (?:captured|saved|stored|remembered|learn[te]d?)\b",
                         re.I)


#: words of trouble: a prompt holding one reports a problem ("lol test_checkout_flow failed again",
#: "what does NotRegistered mean in the celery worker log?"), however it opens
_TROUBLE = re.compile(r"\b(?:fail\w*|error\w*|exception\w*|crash\w*|broke\w*|bug\w*|flak\w*|panic\w*|warn\w*"
                      r"|timeouts?|timed out|hangs?|stuck|down|off by|wrong|missing|leak\w*|slow\w*|[45]\d\d|log|logs"
                      r"|traceback|stack ?trace|denied|refused|nan)\b", re.I)

_LEAD_IN = r"^(?:(?:ok(?:ay)?|so|now|next|then|hey|quick one|and|also|pls|please|can you|could you|would you)[,:]?\s+)*"

#: a request to look something up or explain it: "which files did the last two commits touch?",
#: "what does client_max_body_size say on the edge box?", "explain what the `dev` target does".
#: The answer is in the repo or the world, not in a lesson; a question about how to do something,
#: why something fails or what we use ("which analyzer rules do we turn on ...?") is not one.
_LOOKUP = re.compile(
    r"^(?:(?:ok(?:ay)?|so|hey|quick one|and|also)[,:]?\s+)*(?:"
    r"show me (?!how\b)|list (?:the|all|every|my)\b|who (?:last |first )?[a-z]+ed\b|how many\b"
    r"|summari[sz]e (?!why\b|how\b)|describe (?!why\b|how\b)|explain (?!why\b|how\b)"
    r"|which (?:files?|commits?|branch(?:es)?|prs?|pull requests?|tags?) (?:did|were|was|have|has|changed|touched)\b"
    r"|what (?:went into|changed in|did (?:the|we|i|you)\b)|what(?:'s| is) the difference\b"
    r"|what (?:exactly )?(?:does|do|did) [^?]{1,80}?\b(?:mean|say|print|contain|show|output)\b)", re.I)

#: banter: a laugh that opens a remark and asks for nothing ("lol the build bot named its own PR
#: final_final_v2"); a laugh before a request ("lol ok, now fix ...") or a question is not one
_BANTER = re.compile(r"^(?:lol|lmao|rofl|haha\w*|hehe\w*|heh|omg)\b(?![^?]*\?)"
                     r"(?!.*\b(?:can you|could you|please|pls|let'?s|now|fix|add|make|change|run|write|remove|update)\b)",
                     re.I | re.S)


_LANGUAGES = ("english", "german", "french", "spanish", "italian", "portuguese", "dutch", "polish", "czech",
              "swedish", "danish", "norwegian", "finnish", "greek", "turkish", "russian", "ukrainian", "arabic",
              "hebrew", "hindi", "japanese", "chinese", "korean", "vietnamese", "thai", "indonesian",
              "other languages", "every language", "all languages")


def _one(request: str, teaches: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return re.compile(_LEAD_IN + r"(?:" + request + r")", re.I), re.compile(teaches, re.I)


#: requests that leave what the code does as it was: names, comments and docs, translations,
#: typos, import order, formatting, looks. Each with what a lesson must teach to answer one ("add a
#: docstring to get_patient in fhir_client.py" is not answered by the FHIR paging lesson of that
#: file; a lesson about docstrings would be). A name that data or callers depend on (a column,
#: a field, a route, a queue, an env var) is not a cosmetic rename.
COSMETIC = (
    _one(r"rename\b(?!.{0,60}\b(?:columns?|fields?|tables?|endpoints?|routes?|topics?|queues?|buckets?|indexe?s?|keys?"
         r"|env(?:ironment)? var\w*|properties|property|attributes?|params?|parameters?|flags?|options?|models?|modules?"
         r"|settings?|packages?|services?|apps?|schemas?|types?|events?|metrics?|secrets?)\b)",
         r"\brenam|\bdeprecat|\balias"),
    _one(r"(?:add|write|update|improve|expand|fix)\s+(?:a |an |the |some )?(?:short |brief |better |proper |missing )?"
         r"(?:doc ?strings?|comments?|type hints?|type annotations?|alt[ -]texts?|captions?|tooltips?|readme|docs|"
         r"documentation|changelog(?: entry)?|usage message|--help)\b"
         r"(?! (?:jobs?|builds?|workflows?|pipelines?|steps?|sites?|deploys?|columns?|fields?|tables?|models?|endpoints?"
         r"|features?|systems?|boxe?s?|forms?|threads?|counts?|ids?)\b)"
         r"|document (?:the|how|what|why|our|this|that|these|all|each|every|its|their)\b",
         r"\bdoc ?strings?\b|\bcomments?\b|\btype hints?\b|\bannotation|\balt[ -]text|\bcaption|\breadme\b|\bdocs?\b"
         r"|\bdocumentation\b|\bchangelog\b|\bhelp text\b|\busage\b"),
    _one(r"translate\b.{0,80}\b(?:into|to|in) (?:" + "|".join(_LANGUAGES) + r")\b",
         r"\btranslat|\bi18n\b|\bl10n\b|\blocali[sz]|\blocale|\bgettext"),
    _one(r"fix (?:the |a |this |that |some )?(?:typos?|spelling)", r"\btypo|\bspell|\bmisspel"),
    _one(r"sort (?:the |all )?imports\b|(?:sort|order|list)\b.{0,80}\balphabetical",
         r"\bsort|\balphabetic|\bimport order\b|\bisort\b"),
    _one(r"reformat\b|run (?:the )?(?:formatter|prettier|black|ruff format|gofmt|rustfmt|cargo fmt|mix format"
         r"|terraform fmt|clang-format)\b",
         r"\bformat|\bfmt\b|\bprettier\b|\bblack\b"),
    _one(r"(?:change|update|set|bump|use)\s+(?:the\s+)?(?:[\w'-]+\s+){0,4}?(?:colou?rs?|titles?|favicons?|fonts?"
         r"|font sizes?|icons?|copyright(?: years?)?)\b(?!\s*(?:max_?length|length|limit|field|column|validation|\w*_\w*)\b)"
         r"|make\b.{0,80}\b(?:bold|italic|rounded|cent(?:er|re)d)\b",
         r"\bcolou?r|\btheme|\bdesign tokens?\b|\bfont|\bcopyright|\bicon|\btitle\b|\bstyl"),
    _one(r"(?:generate|add|create|write|update)\s+(?:a |an |the )?\.?(?:gitignore|editorconfig|gitattributes)\b",
         r"gitignore|editorconfig|gitattributes"),
)


#: a request to build or change something, in the imperative: "add a status filter to the list endpoint
#: in app/routes/orders.py", "build.go: fill the company data in the batch header", "release.yml should also
#: attach the sdist". Its file or class names say where the work happens, not what a lesson must answer
_BUILD = re.compile(
    _LEAD_IN + r"(?:let'?s\s+)?(?:[\w./-]+:\s+)?"
    r"(?:add|put|set|raise|lower|increase|decrease|move|refactor|let|make|fill|print|pick|show|sync|emit|plot|tint"
    r"|switch|implement|create|write|support|include|extend|convert|validate|import|export|allow|display|render"
    r"|generate|build|split|extract|wire|expose|return|send|store|save|track|count|sort|group|filter|draw|bump"
    r"|enable|introduce|also)\b"
    r"|^[\w./ '-]{1,60}?\bshould (?:also |now |only )?\w+", re.I)


def builds(prompt: str) -> bool:
    """Whether the prompt asks to build or change something (:data:`_BUILD`) and reports no trouble
    (``_TROUBLE``: "add retry: 3 to the accrual step, it flaked twice this month" reports one)."""
    text = prompt.strip()
    return bool(_BUILD.match(text)) and not _TROUBLE.search(text)


def enough_words(prompt: str) -> bool:
    """Whether the prompt says enough to recall for (``REFLECTGIT_INJECT_MIN_WORDS`` content
    words besides thanks and sign-offs): "ok", "thanks!" or "great, works now, thanks!" match
    notes on chance words only. A question about reflectgit itself asks nothing of the code:
    its words ("notes", "write", "session") meet lessons by chance too; nor does a request to look
    something up or explain it (``_LOOKUP``), whose nouns meet the lessons of its project, nor
    banter (``_BANTER``). Trouble (``_TROUBLE``) makes banter a report ("lol test_checkout_flow failed
    again") and asking what something means a diagnosis ("what does NotRegistered mean in the
    worker log?"); explaining or summing up why or how is never a lookup."""
    from reflectgit.query_text import content_terms

    text = prompt.strip()
    lookup = _LOOKUP.match(text)
    if lookup and not (_TROUBLE.search(text) and re.search(r"\bmean\b", lookup.group(0))):
        return False
    if _BANTER.match(text) and not _TROUBLE.search(text):
        return False
    said = [w for w in content_terms(prompt) if w not in SMALL_TALK]
    if TOOL in said or _ABOUT_TOOL.search(text):
        return False
    return len(said) >= config.bounded("REFLECTGIT_INJECT_MIN_WORDS")


def cosmetic(prompt: str) -> re.Pattern[str] | None:
    """What a lesson must teach to answer this prompt when the prompt is only a cosmetic request
    (:data:`COSMETIC`), else None. A prompt that says more than the request ("rename region_code
    to region; several pods run side by side during a deploy", "…, the old name is confusing")
    gives the lessons something to answer, and is not judged by it."""
    text = prompt.strip()
    if re.search(r";|\s[—–-]\s|\n", text) or any(len(part.split()) >= 4 for part in text.split(", ")[1:]):
        return None
    for request, teaches in COSMETIC:
        if request.match(text):
            return teaches
    return None
