"""Signals in a transcript that a lesson is there to be kept.

From what the **user** wrote (never the assistant's own prose):

| kind | strength | fires on |
|---|---|---|
| correction | 0.9 | "no, ...", "that's wrong", "don't ...", "I already told you", "you deleted/broke ..." |
| rule | 0.8 | an imperative "always/never ...", "the rule is", "from now on", "we use/prefer", "use X instead of Y", "rather than Y, do X" |
| root_cause | 0.8 | "the root cause", "the problem was", "caused by", "turns out" |
| decision | 0.7 | "let's go with", "we decided", "we'll use" |
| permission | 0.7 | a permission reply: "always allow X", "don't ask again", "never allow X" |

From what the **agent** wrote: a cause it states as found ("The root cause is ...", "Found it.
...", "Turns out ...") is a ``root_cause`` (0.8, ``detail.by = "agent"``) unless the user's next
message turns it down or the agent replaces it before the user answers; guesses and plans are not
causes. A cause said in the agent's own words, without such an opener, is read from its place
(:mod:`reflectgit.capture.diagnosis`: after a failing tool result or after the agent read or ran
something since the user's message, causal, then acted on by an edit); a cause followed by a rerun of the failing command with nothing changed is transient and
dropped. A cause stated inside a named test-fix loop is that loop's lesson (one ``test_fixed``
note whose title gives the cause). The agent's prose is otherwise never a signal: only here does
it say what the user later relies on.

A turn that answers no agent action (the session's task) corrects nothing, but the rule it states beside a
"don't ..." stands, and a "don't ..." that forbids is a rule there; the agent's plan in its
own prose, before any tool call, is an action ("I'll add an is_deleted column ..." - "no, we already
soft delete ..."), and so is a tool call the person rejected or interrupted (the transcript reader
keeps what they typed and drops the harness's markers). A question that corrects the agent's choice
("why not just use the retry helper?") is a correction. When no phrase fires,
:func:`reflectgit.capture.grammar.counter` reads corrections said by contrast: a negated choice of
the agent's with the counter-proposal ("not `requests` - `httpx.AsyncClient`"), a pointer to what
already exists ("we have a helper for that in utils/retry.py"), a rhetorical or negative question
about the agent's step ("do we really want to hand-roll date parsing?", "shouldn't this go through
the queue?"); the learned opinion never vetoes these. A bare "no" with assent ("nope, all good")
answers a question and corrects nothing.

When no phrase fires on a message that answers an agent action, :mod:`reflectgit.capture.grammar`
reads its shape: an order (a verb and its object, a modal order, a convention with a universal
subject) that comes with a contrast ("Hold on.", "Ok, but ...") is a correction, with a scope, a
reason or an alternative a rule (0.7); a bare order is the next task.

A message whose strongest signal is a correction, rule or decision but which also states a root
cause ("don't ...; the flake was because ...") reports that root cause too, on the same turn.

From tool activity: a failing test run later passing (``test_fixed`` 0.8 when the failing tests
are named in the output and files were edited between the runs; otherwise 0.3, never kept) or still failing
(``test_fail`` 0.5) parsed from the output of the runners ``_TEST_FAIL`` knows (pytest, jest, go test, cargo
and a dozen more), or, for any other runner, the same test command failing and then passing after edits. A pass
with no edit since the last failing run is a retry (a flake), not a fix; a failure of another runner opens its own
loop; a shell call printing nothing with exit status 0 is a pass (a silent checker: tsc, go vet). The same tool call
repeated 3 times or two calls oscillating (``loop`` 0.6); a todo flipping to completed
(``todo_done`` 0.5).

A user turn that addresses no code (no file, identifier, command, project noun, nor a word of what
the agent just said or did) and reads as conversation (laughter, an emoji, thanks, the speaker's own
plan, a hedge) is chat and signals nothing (:mod:`reflectgit.capture.chat`); "never drinking that
again" (a gerund) orders nothing. An agent cause that restates one it already stated (a recap at the
end of the session) is not a second root cause.

A sentence that ends with a question mark can only be a correction ("why did you delete it?"):
a question about a root cause or a rule states neither; a sentence ending in laughter is banter. Signals of strength >= ``THRESHOLD``
(0.6) open a capture window. Single words such as
"function", "error" or "always" inside a description never fire on their own; the phrases are
anchored to sentence starts or to you/we/please.
"""

from __future__ import annotations

import fnmatch
import json
import re
from dataclasses import dataclass, field
from typing import Any

from reflectgit.capture import (
    added,
    adopted,
    chat,
    decided,
    declined,
    diagnosis,
    grammar,
    incident,
    labelled,
    lesson,
    memo,
    proposed,
    query,
    shell_edits,
    ways,
)
from reflectgit.capture.grammar import (
    counter,
    declines,
    lesson_order,
    objection,
    observed,
    one_off,
    substituted,
    up_front,
)
from reflectgit.capture.lesson import (
    FAIL_MARK,
    PASS_MARK,
    build_errors,
    call_files,
    failed_tests,
    generic_failures,
    run_names,
    why_there,
)
from reflectgit.capture.transcript import Turn

THRESHOLD = 0.6
#: an order the phrase rules missed but whose shape makes it a lesson (:mod:`reflectgit.capture.grammar`)
GRAMMAR_STRENGTH = 0.7
#: a correction said by contrast: a negated choice of the agent's, a pointer to what exists, a rhetorical question
COUNTER_STRENGTH = 0.8

_SENT = r"(?:^|[.!?;:]\s+|\n\s*|\s[—–]\s*|\s--?\s+)"
#: the words people put before an order: "ok but never ...", "so don't ...", "yes. also please stop ..."
_LEADS = (r"(?:(?:oh|ah|and|also|but|btw|plus|ps|one more thing|ok(?:ay)?|so|yes|yeah|yep|right|sure|then|thanks|"
          r"fine|cool|great|hmm+|next|while you'?re at it|while you are at it)[,:]?\s+){0,3}")
_NOT_RULE = r"(?!mind\b|seen\b|heard\b|been\b|had\b|knew\b|thought\b|forget\b|know\b)"
#: "never drinking that again", "always forgetting": a gerund describes a habit, an order takes the bare verb
_NOT_RULE += r"(?!(?!(?:bring|ping|string|sing|swing)\b)[a-z]{2,}ing\b)"
#: "always fun", "never easy": an adjective after always/never describes, it does not instruct
_NOT_RULE += r"(?!(?:fun|nice|good|great|happy|glad|cool|awesome|easy|hard|funny|interesting|satisfying|amazing|lovely|"
_NOT_RULE += r"worth|so|too|a|an|the|more|less|been|enough|sure|ready)\b)"
#: an order opens with its verb ("Use pnpm, not npm"); these open statements and questions instead
_NOT_SUBJECT = (r"(?!(?:i|you|we|they|it|he|she|this|that|there|the|a|an|my|our|your|what|why|how|when|where|who|which|"
                r"is|are|was|were|do|does|did|can|could|would|will|should|if|maybe|probably|honestly|sounds|looks|"
                r"seems|thanks|lol|haha|ok|okay|yes|yeah|yep|sure|right|good|great|nice|cool|well|hmm|hey|hi|oh|ah|only|so|then)\b)")
#: the order after "in future" / "next time" / "from now on": a verb, not a subject ("next time we meet")
LATER_ORDER = (r",?\s+(?:(?:please|pls|plz)\s+)?(?:always\s+|never\s+|don'?t\s+)?"
               r"(?!(?:i|we|you|it|he|she|they|the|a|an|that|this|there|maybe|probably|is|was|will)\b)[a-z]+\s+\S")
#: "don't worry", "don't know": a sentence that opens with these orders nothing about the code
_NOT_ORDER = (r"(?!(?:worry|worries|know|mind|think|care|bother|understand|feel|see|get|have|need|want|like|remember|"
              r"recall|believe|expect|rush|panic|stress|hesitate|be|apologi[sz]e|sweat)\b"
              r"|ask\s+me\s+(?:how|why|what|where|who|when|about)\b)")  # "don't ask me how that counts as legal"
#: "Fixed it with a hair tie instead of stopping": a verb in the past tense reports, an order takes the bare verb
_NOT_PAST = r"(?!(?!(?:embed|shed|need|feed|seed|speed|bleed|breed|heed|exceed|proceed|succeed)\b)[a-z]{2,}ed\b)"
#: "must have fixed it", "have to pass": a guess or a task, not a rule
_NOT_EPISTEMIC = (r"(?!(?:pass|run|wait|go)\b|have\s+(?:been|done|gone|broken|seen|[a-z]+ed)\b"
                  r"|be\s+(?:broken|wrong|the|a|an|something|because|why|down|flaky|slow|it)\b)")
#: verbs whose negation ("don't push tags", ", never delete ...") corrects what the agent does
_ORDER_VERBS = (r"(?:use|run|call|push|commit|delete|remove|touch|change|add|kill|force|rewrite|edit|modify|install|import|"
                r"mock|skip|hardcode|hard-code|merge|deploy|bump|tag|catch|log|print|return|raise|store|put|create|write|"
                r"disable|ignore|bypass|suppress)")
#: the courtesy or assent a refusal may open with: "thanks, but no — ...", "ok but no, ..."
_COURTESY = r"(?:(?:thanks|thank you|thx|ty|cheers|ok(?:ay)?|good|great|nice|cool|sure|yes|yeah|fine|works|lovely)[,.!]?\s+)?"
PATTERNS: list[tuple[str, float, re.Pattern[str]]] = [
    ("correction", 0.9, re.compile(
        _SENT + r"(?:(?:hmm+|ah|uh|ugh|oh|oof|wait|also|and|btw|plus),?\s+)?(?:no|nope|nah|wrong)\b(?![- ]one\b)"
        r"(?!\s+(?:problem|rush|worries|need|thanks|idea|way|more|longer|one|longer)\b)"
        # "thanks, but no — entries close the thursday before, ...": a refusal after a courtesy, the "no" bare
        r"|" + _SENT + _COURTESY + r"but,?\s+(?:no|nope|nah)(?=\s*[,.!:;—–]|\s+-\s)"
        r"|" + _SENT + _LEADS + r"(?:(?:please|pls|plz)\s+)?stop\b(?:\s*[,.!—-](?!\s*(?:wait|hold on|one sec|a sec)\b)|\s+(?!(?:worrying|apologi[sz]ing|thinking|being|talking|"
        r"laughing|joking)\b)[a-z]{2,}ing\b)"
        r"|\b(?:that|this|it)(?:'s|\s+is)?\s*(?:wrong|incorrect|not (?:right|correct|what i (?:asked|wanted|said)))"
        r"|\b(?:isn'?t|is not|aren'?t) (?:right|correct)\b"
        r"|\b(?:the )?wrong\s+(?:file|path|branch|port|name|directory|folder|command|place|function|module|"
        r"version|table|key|repo|repository|env|environment|account|project)\b"
        r"|\bi (?:already )?(?:told|asked) you\b|(?<!mind what )(?<!forget what )(?<!ignore what )\bi (?:said|asked for|meant)\b"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?(?:don'?t|do not|never)\s+(?:ever\s+)?(?:use|run|call|push|commit|delete|remove|"
        r"touch|change|add|kill|force|rewrite|edit|modify|install|import|mock|skip)\b(?=\s+[\w`'\"./@$-])"
        r"|,\s+(?:so\s+|and\s+|but\s+)?(?:(?:please|pls|plz)\s+)?(?:don'?t|do not)\s+(?:ever\s+)?" + _NOT_ORDER + r"[a-z]+(?=\s+(?!(?:anything|it|that|this|them|yet)\b)[\w`'\"./@$-])"
        r"|" + _SENT + _LEADS + r"(?:(?:please|pls|plz)\s+)?(?:don'?t|do not)\s+(?:ever\s+)?['\"‘“]?" + _NOT_ORDER + r"[a-z]+\S*\s+\S"
        r"|" + _SENT + r"please\s+never\s+" + _NOT_ORDER + r"[a-z]+"
        r"|\byou (?:just )?(?:broke|deleted|removed|forgot|missed|ignored|overwrote|reverted)\b"
        r"|\byou keep (?:forgetting|doing|adding|using|breaking|ignoring|changing)\b"
        r"|\b(?:that|this|it) (?:just )?broke\b(?!\s+because)|\b(?:revert|undo) (?:that|this|it|the last)\b"
        r"|\b(?:is|are) (?:banned|forbidden|not allowed)\b"
        r"|\bnot like that\b|\bthat'?s not how\b|\bwhy did you\b"
        r"|" + _SENT + r"(?:(?:hmm+|ah|uh|ugh|oh|oof|wait|nah)[,.]?\s+)?not\s+`?[\w-]+[._:/][\w.:/-]*`?\s*[.!]"
        r"|" + _SENT + r"(?!(?:thanks?|thank you|ty|ok(?:ay)?|yes|yeah|yep|sure|fine|great|cool|nice|good|lol|haha|sorry|"
        r"honestly|so|well|um+|erm?)\b)[\w`'\"./@$()-]+(?: [\w`'\"./@$()-]+){0,3},\s+(?:no|nope|nah)\s*[.!](?=\s|$)"
        r"|\bwhy (?:are|were) you (?:using|adding|doing|calling|writing|putting|creating|importing|installing|mocking)\b"
        r"|\b(?:that'?s|this is|it'?s) (?:overkill|over-?engineered|too (?:complicated|complex))\b"
        r"|\b(?:that'?s|this is|it'?s) (?:not (?:safe|secure|thread-?safe)|unsafe|insecure|dangerous|a security (?:hole|issue|risk))\b"
        r"|" + _SENT + r"(?:not quite\b(?!\s+(?:done|ready|finished|there|yet)\b)|again\s*:|as i said\b)|\bi (?:don'?t|do not) want (?:any|you to|to see|more)\b"
        r"|\b(?:that|this) (?:will |would )?breaks? (?!(?:down|even|the ice)\b)[\w`'\"./@$-]"
        r"|\b(?:can|could|would) you (?:please )?(?:use|switch to|go with)\b[^?]*\b(?:instead of|rather than)\b"
        r"|\bdon'?t bother with\b(?![^,.;!?]*\b(?:now|today|this time)\b)(?![^.;!?]*\bnobody cares\b)"  # "... now": for now
        r"|\b(?:that|this|it)(?:'s| is| was) (?:the |a )?wrong\b(?!-)"
        r"|\byou (?:can'?t|cannot|shouldn'?t|should not|mustn'?t|must not) (?:just |simply )?"
        r"(?!(?:go|beat|imagine|believe|win|tell|see|expect|know)\b)[a-z]+"
        r"|\bi'?d (?:rather|prefer) (?:you|we) (?:didn'?t|not|don'?t)\b|\bi'?d (?:rather|prefer) not " + _ORDER_VERBS + r"\b"
        r"|" + _SENT + r"(?:be\s+)?careful\s*[,:!—–-]|\b(?:can|could|would) you (?:please )?stop\s+[a-z]{2,}ing\b"
        r"|\b(?:that|this|it)(?:'s|\s+is)?\s+(?:helps?|works?|fine|ok(?:ay)?|good|better|a start)\b[^.!?;]{0,40}?,?\s+but\s+"
        r"(?:(?:please|pls|plz)\s+)?(?:also\s+)?" + _NOT_SUBJECT + r"[a-z]+(?=\s+[\w`'\"./@$-])", re.I)),
    ("rule", 0.8, re.compile(
        # a choice said without a verb: "supercronic rather than cron."
        _SENT + r"(?!(?:i|we|you|it|that|this|they|he|she)\b)[\w.@/-]+(?:\s+[\w.@/-]+){0,2}\s+rather than\s+[\w.@/-]+(?:\s+[\w.@/-]+){0,2}\s*(?:[.!;:—–]|\s-\s|$)"
        r"|" + _SENT + _LEADS + r"(?:(?:please|pls|plz)\s+)?(?:always|never)\s+" + _NOT_RULE + r"[a-z]+(?:-[a-z]+)*(?=\s+[\w`'\"./@$-])"
        r"|\b(?:you|we)\s+(?:should\s+|must\s+)?(?:always|never)\s+" + _NOT_RULE + r"[a-z]+"
        r"|,\s+so\s+(?:(?:please|pls|plz)\s+)?(?:always|never)\s+" + _NOT_RULE + r"[a-z]+(?=\s+[\w`'\"./@$-])"
        r"|\bthe rule is\b|\bfrom now on\b|\bfrom (?:here on(?: out)?|this point on)\b"
        r"|" + _SENT + r"(?:(?:ok(?:ay)?|and|but|also)[,]?\s+){0,2}(?:in (?:the )?future|next time|for the future)" + LATER_ORDER +
        r"|" + _SENT + r"(?:whenever|every time|each time|any time|if) (?:you|we) (?!(?:have|get|can|want|need|like|don'?t|do not|"
        r"are|were|think|feel|mind|see|find|prefer)\b)[a-z]+\b[^,.;!?\n]{2,60},\s*(?:(?:please|pls|plz)\s+)?(?:always\s+)?" + _NOT_SUBJECT + r"[a-z]+\s+\S"
        r"|\b[a-z]+s\b[^.;!?\n]{0,40}?\b(?:go|goes|belong|live|stay)\s+(?:in|into|under|inside)\s+`?(?:[\w.-]+/|[a-z_]\w*\.[a-z_]\w*\b)"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?(?:put|keep|store|place|register|declare|define)\s+(?:all\s+|any\s+|every\s+|each\s+)?new\s+[\w-]+"
        r"|\bthe way we do (?:it|this|that|things)\b|\bhow we do (?:it|things) (?:here|in this \w+)\b"
        r"|\b(?:note for the future|for future reference|for next time|keep in mind that|worth remembering)\b"
        r"|\bi'?d (?:much )?rather (?!(?:not|you|we)\b)[a-z]+\b[^.;!?\n]{2,80}?(?:,\s+not\b|\binstead of\b|\brather than\b)"
        r"|\byou (?:need|have|must|'ll need|will need) to\s+(?!(?:be|know|see|check|wait|tell|decide|understand|look|think|do it|admit|agree|love|laugh|hear|give|try)\b)[a-z]+\s+\S"
        r"|\bthe\s+[\w.-]+(?:\s+[\w.-]+)?\s+(?:must|has to)\s+(?:always\s+|never\s+)?" + _NOT_EPISTEMIC +
        r"(?:include|contain|default|be|stay|go|use|run|live|come|match|return|validate|reject|accept)\b"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?keep\s+(?:the|all|every|each|our)\s+[\w-]+\s+(?:small|short|simple|focused|minimal|under|below|"
        r"stable|backwards?[- ]compatible|sorted|alphabetical|private|idempotent)\b"
        r"|\b(?:our|the|team|company) (?:convention|guideline|practice|policy)s? (?:here |in this \w+ )?(?:is|are|says|to)\b"
        r"|\bit'?s (?:company |team |our )?policy\b|\bby convention\b|\bhouse style\b|\brule of thumb\b"
        r"|\b(?:is|are) (?:deprecated|obsolete|unmaintained|read-?only(?: for us)?|off-?limits|frozen)\b(?=[^.!?]{0,40}?[,;.—–-]\s*(?:(?:please|pls|plz)\s+)?(?:use|switch to|prefer)\b)"
        r"|\bwe(?:'ve| have)? (?:switched|moved|migrated) (?:from [\w.@/-]+ )?to\b"
        r"|\b(?:we|you)(?:'re| are) not (?:allowed|supposed|permitted) to\b|\bbelongs? (?:in|under|inside)\b"
        r"|\b(?:(?!thing)[a-z]+s|code|config|data)\s+(?:always|never)\s+(?:go|run|live|use|come|hit|talk|belong|stay|touch|"
        r"read|write)\b(?!\s+(?:healthy|unhealthy|green|red|well|right|wrong|ready|stale|missing|idle|quiet)\b)"
        # "allocs never go healthy" describes what happens
        r"|" + _SENT + r"(?:please,?\s+)?only\s+(?!(?:if|when|because|a|an|the|one|two|once|after|before|for|in|on|at|under|with|"
        r"from|during|over|within|inside|outside|by|via|locally|sometimes|occasionally|on|around|near)\b)"
        r"[a-z]+(?<!s)\s+\S|\bgoing forward\b|\bin this (?:repo|codebase|project|team),? we\b"
        r"|\bwe (?:use|prefer|don'?t use|do not use|only use)\b"
        r"|\bwe (?:always |only |never )?(?:keep|put|store|pin|vendor|avoid|name|pass|deploy|validate|log|wrap)\s+(?![a-z]+ing\b)"
        r"(?:[^,.;!?]|[.](?=\S)){3,80}?,?\s+(?:not|never|rather than|instead of)\b|\bi (?:prefer|like to use|want you to use)\b"
        r"|" + _SENT + r"(?:(?:in|for|with|on|inside|within)\s+[^,.;!?\n]{1,40},\s+)?prefer\s+\S+(?:\s+\S+){0,3}\s+(?:over|to)\b"
        r"|\b(?:every|each|all)\s+(?:new\s+)?\w+\s+(?:needs?|must|should|ha(?:s|ve) to)\b"
        r"|" + _SENT + r"(?:in|for|with|on|inside|within|outside)\s+[^,.;!?\n]{1,40}?,?\s+(?:always|never)\s+" + _NOT_RULE + r"[a-z]+"
        r"|\b(?:must|should)\s+(?:always|never)\s+(?!(?:happen|work)\b|be\s+(?:this|that|so|like)\b)[a-z]+"
        r"|\b(?:tests?|code|commits?|endpoints?|functions?|files?|migrations?|changes?|prs?|handlers?|services?|jobs?|"
        r"queries|components?|modules?|packages?|images?|releases?|builds?|branches|secrets?|logs?|requests?|"
        r"responses?|settings?|configs?|dependencies|versions?|tables?|columns?|indexes|schemas?)\s+"
        r"(?:here\s+|in this (?:repo|codebase|project)\s+)?(?:must|ha(?:s|ve) to|needs? to)\s+" + _NOT_EPISTEMIC + r"[a-z]+"
        r"|\b[a-z]+[^s\W]s\s+(?:here\s+|in this (?:repo|codebase|project)\s+)?(?:must|have to)\s+" + _NOT_EPISTEMIC + r"[a-z]+"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?keep\s+(?:[^.;!?\n]|[.](?=\S)){2,60}?\s+out of\b"
        r"|\b(?:should|must|ha(?:s|ve) to|needs? to)\s+[^.;!?\n]{2,80}?(?:,\s+not\s+(?!sure\b|really\b|yet\b|now\b)|"
        r"\binstead of\b|\brather than\b)"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?make sure\b|\bwe (?:don'?t|do not)\s+" + _NOT_ORDER + r"[a-z]+(?=\s+[\w`'\"./@$-])"
        r"|" + _SENT + r"(?:it\s+|this\s+|that\s+)?(?:must|has to|needs to)\s+be\s+(?!(?:fine|ok|okay|done|good|great|easy|quick|"
        r"fast|ready|finished|it|so|a bit|there|here|nice|enough|careful)\b)(?=[\w`'\"./@$-])"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?(?:(?:just|so|then)\s+)?" + _NOT_SUBJECT + _NOT_PAST + r"[a-z]+\s+(?:[^.!?\n]|[.](?=\S)){2,120}?(?=[.!]\s+(?:without (?:it|this|that|them)\b|"
        r"otherwise\b(?!,?\s+(?:it'?s|it is|all|everything|looks|lgtm)\b)))"
        r"|\b(?:tests?|code|commits?|endpoints?|functions?|files?|migrations?|changes?|prs?)\s+(?:must|should)"
        r"(?:\s+not|\s+never|\s+always)?\b(?!\s+have\s+(?:been|[a-z]+ed)\b)"
        r"|\bmake sure (?:to|you|that you)\b|\bremember (?:to|that)\b|" + _SENT + r"(?:(?:please|pls|plz)\s+)?avoid\s+[`'\"\w]"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?(?:(?:just|so|then)\s+)?" + _NOT_SUBJECT + _NOT_PAST + r"[a-z]+\s+(?:[^.;!?\n]|[.](?=\S)){2,80}?"
        r"(?:\binstead\b|\brather than\b|,\s+not\s+(?!sure\b|really\b|yet\b|now\b)|,\s+never\s+(?!(?:mind|again|ever|change|thought|knew|seen|heard|been|had|[a-z]+ed|[a-z]{3,}ing)\b)[a-z])"
        # "a table please, not one rule per address"
        r"|" + _SENT + r"(?!(?:thanks?|thank you|ty|ok(?:ay)?|yes|yeah|yep|sure|no|nope|i|we|you)\b)[\w`'\"./-]+(?:\s+[\w`'\"./-]+){0,3}\s+please,?\s+not\s+"
        r"(?!(?:now|yet|really|sure|today|tomorrow|tonight|again|this|that)\b)\w"
        r"|" + _SENT + r"(?:(?:please|pls|plz)\s+)?(?:rather than|instead of)\s+[^,.;!?\n]{2,80},\s*(?:please\s+|just\s+)?"
        + _NOT_SUBJECT + r"[a-z]+\s+\S", re.I)),
    ("root_cause", 0.8, re.compile(
        r"\broot[- ]cause\b|\bthe (?:real )?(?:problem|issue|bug|cause) (?:was|is|turned out)\b"
        r"|\bcaused by\b|\bturns out\b|\bthe reason (?:was|is) that\b"
        r"|\b(?:it |this |that )?(?:fails|failed|broke|crashed|happened|hung|timed out) because\b"
        r"|\b(?:was|is) due to\b|\bthe cause was\b|\bthe culprit (?:was|is)\b|" + _SENT + r"(?:it'?s|that'?s|this is|it was) because\b|\bwas an? [\w-]+ (?:issue|problem|bug) all along\b"
        r"|\ball along\b|\b(?:is|was|are|were) because\b(?! of me\b)"
        r"|\bfound (?:it|the (?:bug|cause|problem|issue|culprit))(?: myself)?\s*[:—–-]\s*\w"
        r"|\bthe (?:real )?(?:problem|issue|bug|cause|error|crash|leak|failure|flake) (?:came|comes) from\b"
        r"|\b(?:is|was) an? (?:known )?(?:race(?: condition)?|deadlock|memory leak|off-by-one|use-after-free)\b"
        r"|\bthe (?:real )?(?:flake|flakiness|failure|crash|hang|timeout|regression|race) (?:was|is) (?:because|due to|caused)\b",
        re.I)),
    ("decision", 0.7, re.compile(
        r"\blet'?s (?:go with|use|switch to|keep(?! (?:going|it up|moving|at it)\b)|stick with|do|go)\b|\bwe(?:'ve| have)? decided\b|\bdecided to\b"
        r"|\bwe'?ll (?:use|go with|keep|switch)\b|\bgo with (?:option|the|a)\b"
        r"|\b(?:we'?re|we are|i'?m|i am) going with\b|\bwe(?:'ll| will)? go with\b"
        r"|\bwe(?:'ve| have)? (?:settled on|agreed (?:on|to)|opted for|standardi[sz]ed on)\b|\bwe (?:chose|picked|went with) [\w.@/-]+"
        r"|\blet'?s not [a-z]+|\bwe should (?:use|go with|switch to|stick with|keep|move to|drop)\b|" + _SENT + r"decision\s*:|\boption \w+ it is\b"
        r"|" + decided.POINTER.pattern, re.I)),  # "..., the front desk decided that last month": what was said before
    ("permission", 0.7, re.compile(
        r"^\s*(?:yes,?\s*)?(?:always allow|allow always|don'?t ask (?:me )?again|never allow|always deny)\b", re.I)),
]

_TEST_FAIL = re.compile(r"\b([1-9]\d*) failed\b|^error\[E\d+\]:|\bcould not compile\b|\berror TS\d+:|\[build failed\]|^FAILED\s|^--- FAIL:|\btest result: FAILED\b|\bTests?:\s+\d+ failed"
                        r"|\b\d+ examples?, [1-9]\d* failures?\b|\*\* TEST FAILED \*\*|\b\d+ Tests [1-9]\d* Failures\b"
                        r"|\b[1-9]\d* failing\b|^FAILURES!$|^Failed!\s+-\s+Failed:\s+[1-9]"
                        r"|\btests passed, [1-9]\d* tests? failed out of\b|\bFailed: Total \d+, Failed [1-9]"
                        r"|^not ok \d+\b|^# fail\s+[1-9]|^\s*[1-9]\d* fail\b|^FAILED \((?:failures|errors)=[1-9]"
                        r"|\bExecuted \d+ tests?, with [1-9]\d* failures?\b|^FAIL: [1-9]\d*/\d+$|^build finished with problems\b"
                        r"|^\s*Failed\s*:\s+[1-9]\d*(?:\s+\([\d.]+%\))?\s*$|^# Looks like you failed [1-9]\d* tests? of \d+"
                        r"|^FAILED:\s+[1-9]\d*\s*$|^\s*Fail:\s+[1-9]\d*\s*$"  # Ceedling's and meson's summaries
                        r"|^Tests Passed: \d+, Failed: [1-9]|^==> X "  # Pester, munit
                        # gleeunit, raco test (rackunit), dub test (D unittests)
                        r"|\b\d+ tests?, [1-9]\d* failures?\b|\b[1-9]\d*/\d+ tests? failures?\b|\b[1-9]\d*/\d+ modules FAILED unittests\b"
                        # Maven Surefire / JUnit, Minitest, busted: a count of failures or errors that is not 0
                        r"|\bTests run: \d+, (?:Failures: [1-9]\d*, Errors: \d+|Failures: \d+, Errors: [1-9]\d*)\b"
                        r"|\b\d+ runs, \d+ assertions, (?:[1-9]\d* failures, \d+ errors|\d+ failures, [1-9]\d* errors)\b"
                        r"|\b\d+ success(?:es)? / (?:[1-9]\d* failures? / \d+ errors?|\d+ failures? / [1-9]\d* errors?)\b", re.M)
#: the key of a fix loop the user opened by pasting a failing run: no command of the agent's ran it
_PASTED = "<pasted>"
_TEST_PASS = re.compile(r"\b(\d+) passed\b(?!.*\bfailed\b)|^ok\s+\S+|\btest result: ok\b|\bTests?:\s+\d+ passed"
                        r"|\b\d+ examples?, 0 failures\b|\bBUILD SUCCESSFUL\b|\*\* TEST SUCCEEDED \*\*|\b\d+ Tests 0 Failures\b"
                        r"|\b\d+ passing\b(?![\s\S]*\bfailing\b)|^OK \(\d+ tests?\b|^Passed!\s+-\s+Failed:\s+0\b"
                        r"|\b100% tests passed\b|^\[info\] All tests passed\b|^\s*Finished `?(?:dev|release|test)`? profile\b"
                        r"|^# fail\s+0\b|^\s*0 fail\b|^OK(?: \(skipped=\d+\))?$"
                        r"|\bExecuted \d+ tests?, with 0 failures\b|^PASS: \d+/\d+$|^build succeeded\b"
                        r"|\b\d+ passed, 0 failed\b|\bAll \d+ tests? passed\b|\bFAILED:\s+0\b|^\s*Passed\s*:\s+\d+(?:\s+\([\d.]+%\))?\s*$"
                        r"|\bTests run: [1-9]\d*, Failures: 0, Errors: 0\b|\b[1-9]\d* runs, \d+ assertions, 0 failures, 0 errors\b"
                        r"|\b[1-9]\d* success(?:es)? / 0 failures / 0 errors\b|^All tests successful\.$"
                        r"|^FAILED:\s+0\s*\n(?:IGNORED:\s+\d+\s*)?$|^\s*Fail:\s+0\s*$|^Build Summary: \d+/\d+ steps succeeded; \d+/\d+ tests passed"
                        r"|^Tests Passed: \d+, Failed: 0\b"
                        # gleeunit, raco test, dub test, a runner's closing "All tests passed."
                        r"|\b\d+ tests?, 0 failures\b|^\d+ tests? passed\s*$|\b\d+ modules passed unittests\b|^\s*All tests passed\.?\s*$",
                        re.M)


#: outputs only their own runner prints, pass or fail: a sphinx build, opa test, XCTest's summary
_RUNNERS = {"sphinx": re.compile(r"^build (?:finished with problems|succeeded)\b", re.M),
            "opa": re.compile(r"^(?:FAIL|PASS): \d+/\d+$", re.M),
            "xctest": re.compile(r"\bExecuted \d+ tests?, with \d+ failures?\b")}


def _runner(output: str) -> str:
    """Which runner printed ``output`` when only one prints like that, else "": a pass of one runner
    does not close another's failure."""
    return next((name for name, pattern in _RUNNERS.items() if pattern.search(output)), "")


#: a test count passing, whatever else the output holds (tox runs pytest and a sphinx build)
_COUNT_PASSED = re.compile(r"\b\d+ passed\b(?!.*\bfailed\b)")


def _closes(failing_runner: str, output: str) -> bool:
    """Whether a passing ``output`` closes a failure printed by ``failing_runner`` (see _runner): the
    same runner's pass, or, for a failure of no particular runner, any pass but another runner's alone."""
    if failing_runner:
        return _runner(output) == failing_runner
    return _runner(output) == "" or bool(_COUNT_PASSED.search(output))


#: a command that runs tests, checks or a build (its failure and pass are a fix loop whatever the runner)
_TEST_COMMAND = re.compile(r"test|spec|check|lint|build|verify|\bmake\b|ceedling|plunit|validate", re.I)
#: failure marks of runners the named patterns do not know: "✗ Fail: ...", "FAIL!  :", "ERROR: ...",
#: "[error] Tests failed", "0/2 tests passed", "Error BCP035:"
_GENERIC_FAIL = re.compile(r"^\s*(?:\d+/\d+:\s*)?[✗✖×]|^\s*FAIL!|^\s*ERROR\b|^\[error\]|\b0/\d+ tests? passed\b"
                           r"|\bFail(?:ed)?:?\s+[1-9]|\bError [A-Z]+\d+:", re.M)
#: what a passing run of such a runner prints
_GENERIC_PASS = re.compile(r"\bpass(?:ed|es)?\b|\bok\b|✓|\bsucceeded\b|\bFAILED:\s+0\b|\b0 failed\b|\bAll \d+ tests?\b", re.I)


def _test_command(call: Turn) -> str:
    """The command of a shell call that runs tests, checks or a build, else ""."""
    text = diagnosis.shell_command(call)
    return text if _TEST_COMMAND.search(text) else ""


def _passes(result: Turn) -> bool:
    """Whether a tool result reads as a pass of a runner no pattern knows (and shows no failure)."""
    return bool(_GENERIC_PASS.search(result.text)) and not _GENERIC_FAIL.search(result.text) and not diagnosis.failed(result)


#: a count of failures above 0 / of 0, whatever prints it: "4 tests, 1 failure", "Failed: 1.", "(1 failure(s)",
#: "Failures: 1", "5 passed, 0 ignored, 1 failed" / "4 tests, 0 failures", "[ FAIL 0 | ...", "Failed: 0"
_COUNT_FAIL = re.compile(r"\b[1-9]\d*\s+(?:tests?\s+)?(?:failures?|failed|failing|errors?|errored)\b"
                         r"|\b(?:failures?|failed|fail)\s*[:=]?\s*[1-9]\d*\b", re.I)
_COUNT_PASS = re.compile(r"\b0\s+(?:tests?\s+)?(?:failures?|failed|failing)\b|\b(?:failures?|failed|fail)\s*[:=]?\s*0\b", re.I)


def _command_key(call: Turn) -> str:
    """A shell call's command as a run of the same thing: without "2>&1" and a pipe into tail / head / grep."""
    text = re.sub(r"\s*2>&1", "", diagnosis.shell_command(call))
    return " ".join(re.split(r"\s*\|\s*(?:tail|head|grep|less|tee|cat)\b", text)[0].split())


def _same_run(first: str, later: str) -> bool:
    """Whether ``later`` runs what ``first`` ran: the same command, or one narrowed or widened by its last
    arguments ("pytest tests/" then "pytest tests/test_x.py::test_y", "shellspec spec/x.sh" then "shellspec")."""
    a, b = first.split(), later.split()
    n = min(len(a), len(b))
    return n > 0 and a[0] == b[0] and all(x == y or _narrows(x, y) or _narrows(y, x) for x, y in zip(a[1:n], b[1:n], strict=True))


#: what runs a command without being its runner: variables, "cd x &&", sudo / time / nice / timeout, npx,
#: "uv run -p 3.13", "poetry run", "bundle exec", "python -m"
_WRAPPER = re.compile(r"^(?:\w+=\S*\s+|cd\s+\S+\s*(?:&&|;)\s*|(?:sudo|time|env|exec|command|npx|bunx|pnpx)\s+(?:-\S+\s+)*"
                      r"|nice\s+(?:-n\s*)?-?\d+\s+|timeout\s+\S+\s+|(?:pnpm|yarn|bun)\s+(?:exec|dlx)\s+|bundle\s+exec\s+"
                      r"|(?:uv|poetry|pipenv|hatch|pdm|rye)\s+run\s+(?:(?:-p|--python|--with|--extra|--group|--package)\s+\S+\s+|-\S+\s+)*"
                      r"|python[\d.]*\s+-m\s+)")


def _program(key: str) -> str:
    """The runner a command runs: "npx tsc --noEmit" -> "tsc", "go test ./..." -> "go", "python -m pytest" -> "pytest"."""
    prev, text = None, key
    while prev != text:
        prev, text = text, _WRAPPER.sub("", text, count=1)
    words = text.split()
    return words[0].rsplit("/", 1)[-1] if words else ""


def _same_program(first: str, later: str) -> bool:
    """Whether two failing runs are runs of one runner (their failures one fix loop): "pytest -q" and "python -m
    pytest tests/x.py" are, "npx tsc --noEmit" and "go test ./..." are not."""
    return not first or not later or _program(first) == _program(later)


def _same_tests(names: list[str], failing: list[str]) -> bool:
    """Whether a failing run names a test the open loop already failed on ("tests/x.py::test_y" and "test_y" are one;
    a build error's text is its name)."""
    def short(n: str) -> str:
        return " ".join(n.rsplit("::", 1)[-1].split()).lower()
    return bool({short(n) for n in names} & {short(n) for n in failing})


#: an argument that names tests to run: a path ("tests/test_x.py", "spec/"), a file of a test ("x_test.go") or a test id
_TEST_ARG = re.compile(r"^[^-=][^=]*(?:/|::|\.[a-z]{1,5}$)", re.I)


def _other_tests(key: str, keys: list[str], test_files: list[str], failing: list[str]) -> bool:
    """Whether a passing run of the open loop's runner runs other tests than the ones that failed: it is no run of
    the failing command, it names the tests it runs (narrowing a wider run counts), and none of them is a failing
    test's file, a folder holding one or a failing test ("pytest tests/test_totals.py" red, an edit, then "pytest
    tests/test_export.py" green: nobody saw test_totals pass). A loop whose failing tests' folders are unknown is closed
    as before."""
    if not key or key in keys:
        return False
    named = [a for a in key.split()[1:] if _TEST_ARG.search(a)]
    # a failing test's file with its folder: a bare "x_test.go" says nothing of "./pkg/a/..." holding it
    files = [f.removeprefix("./") for f in [*test_files, *(n.split("::")[0] for n in failing if "::" in n)] if "/" in f]
    if not named or not files:
        return False
    tests = {n.rsplit("::", 1)[-1].lower() for n in failing}
    for arg in named:
        path, _, test = arg.partition("::")
        path = path.strip("'\"").removeprefix("./")
        if test and test.lower() in tests:
            return False
        if any(path == f or _narrows(path, f) or _narrows(f, path) or f.endswith("/" + path) or path.endswith("/" + f)
               for f in files):
            return False
    return True


def _silent_pass(result: Turn, call: Turn) -> bool:
    """A shell call that printed nothing and exited 0 ("npx tsc --noEmit", "go vet ./...", "mypy --no-error-summary"):
    a checker's pass, unless its output went through a filter (an empty "| grep FAIL" says nothing)."""
    command = re.sub(r"\s*2>&1", "", diagnosis.shell_command(call))
    return (result.role == "tool" and not result.text.strip() and not result.extra.get("is_error") and bool(command)
            and not re.search(r"\|\s*(?:grep|rg|awk|sed)\b|(?<!2)>", command))


def _narrows(wide: str, narrow: str) -> bool:
    """An argument narrowed to part of what it named: "tests/" -> "tests/test_x.py", "tests/test_x.py" ->
    "tests/test_x.py::test_y", "api/*.hurl" -> "api/refund.hurl"."""
    if wide.startswith("-") or narrow.startswith("-"):
        return False
    return narrow.startswith(wide) or (any(c in wide for c in "*?[") and fnmatch.fnmatchcase(narrow, wide))


def _read_first(read: list[str], guessed: list[str]) -> list[str]:
    """The names a fix loop's runs give by their structure, then those guessed from test-like words; a read name
    that only joins guessed ones ("patchd:patch / patch_test" beside "patchd:patch") adds nothing."""
    return list(dict.fromkeys([n for n in read if not any(g != n and g in n for g in guessed)] + guessed))


def _run_fails(result: Turn) -> bool:
    """Whether a run's output reads as a failure, by its exit status or what any runner prints on failing."""
    return (diagnosis.failed(result) or bool(_TEST_FAIL.search(result.text)) or bool(_GENERIC_FAIL.search(result.text))
            or bool(_COUNT_FAIL.search(result.text)))


def _run_passes(result: Turn) -> bool:
    """Whether a run's output reads as a pass: no failure (see _run_fails) and a success mark or a count of 0 failures."""
    return not _run_fails(result) and bool(_GENERIC_PASS.search(result.text) or _TEST_PASS.search(result.text)
                                           or _COUNT_PASS.search(result.text) or PASS_MARK.search(result.text))


def _tested(result: Turn) -> bool:
    """Whether a failing output reads as a test run's whatever the command: a count, or a line marking a test failed."""
    return bool(_COUNT_FAIL.search(result.text)) or (bool(FAIL_MARK.search(result.text)) and bool(run_names([result.text], "")))


def _call_edits(t: Turn, cwd: str | None) -> tuple[bool, list[str]]:
    """Whether a call changes files, and the files it names: an edit tool's, or a shell command's that writes
    (``sed -i``, ``perl -pi``, ``cat > f``, ``git apply``, ``mv``, a formatter ...: see :mod:`shell_edits`)."""
    files = call_files(t.tool, t.tool_input, cwd, edits_only=True)
    if files or t.tool in lesson.EDIT_TOOLS:
        return True, files
    return shell_edits.written(t.tool_input, cwd) if diagnosis.shell_command(t) else (False, [])


def _edits_between(turns: list[Turn], start: int, end: int, cwd: str | None) -> list[str]:
    """The files the agent's calls between two turns changed (edit tools and shell commands)."""
    return list(dict.fromkeys(f for t in turns[start:end] if t.role == "assistant" and t.tool
                              for f in _call_edits(t, cwd)[1]))


def _edited(turns: list[Turn], start: int, end: int, cwd: str | None) -> bool:
    """Whether any call between two turns changed a file, named or not (``xargs sed -i``, ``cargo fmt``): else a
    pass after a failure is a retry."""
    return any(_call_edits(t, cwd)[0] for t in turns[start:end] if t.role == "assistant" and t.tool)


#: tools whose results neither fail nor pass anything (reading and searching)
_NEUTRAL_TOOLS = ("Read", "Grep", "Glob", "LS", "TodoWrite", "WebFetch", "WebSearch", "NotebookRead")


@dataclass
class Signal:
    kind: str
    strength: float
    turn: int
    evidence: str
    detail: dict[str, Any] = field(default_factory=dict)  # test_fixed: tests, files, failed_at

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


#: emoji that open a turn ("👌 and please don't add ...") stand before its first sentence, not in it
#: a correction phrase that forbids ("so don't inline ...", "please never push ..."): in the message that sets
#: the task it corrects nothing yet, but it is a rule
_PROHIBITS = re.compile(r"^(?:(?:so|and|but|also|btw|plus|ok(?:ay)?|please|pls|plz)[,]?\s+){0,3}(?:don'?t|do not|never)\s+[a-z]", re.I)
_EMOJI_LEAD = re.compile(r"^\s*(?:[\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f\u200d]+\s*)+")


def classify(text: str, skip: tuple[str, ...] = ()) -> tuple[str, float, str] | None:
    """The strongest signal in one user message: (kind, strength, matched phrase), or None.
    A permission reply ("always allow X") is that and nothing else, however it is worded.
    ``skip``: kinds not to look for (the task message's own rule, under a correction it cannot be)."""
    kind, strength, pattern = PATTERNS[-1]
    m = pattern.search(text)
    if m:
        return kind, strength, m.group(0).strip()
    heard = stands(text)
    if heard != text:  # only what is said after the last taking back counts
        return classify(heard, skip) if heard else None
    best = None
    for kind, strength, pattern in PATTERNS:
        if kind in skip:
            continue
        for m in pattern.finditer(text):
            sentence = _sentence_at(text, m.start(), m.end())
            if sentence.rstrip().endswith("?") and (kind != "correction" or _ASKS_HOW.match(sentence)):
                continue  # "what was the root cause?" asks; "why did you delete it?" still corrects
            if _BANTER.search(sentence):
                continue  # "the root of the problem is me lol" jokes
            if kind == "root_cause" and _PERSONAL.search(sentence) and not _TECHNICAL.search(sentence):
                continue  # "the root cause of my bad mood is mondays": about the speaker, not the code
            if kind in ("rule", "correction") and observed(sentence):
                continue  # "POST /labels gives 500 instead of 400": what the code does, reported
            if kind in ("rule", "correction") and reminds(text, m.start() + len(m.group(0)) - len(m.group(0).lstrip(" .!?:;,—–-"))):
                continue  # "don't forget the cake for Sanna at 14": a reminder, nothing about the work
            if best is None or strength > best[1]:
                best = (kind, strength, m.group(0).strip(" .,;:!?\n"))
            break
    return best


#: a reminder or a confidence, not an order about the work: "don't let me forget to tell the day shift",
#: "don't tell anyone but ...", and "don't forget the cake at 14" when it names no code
_REMINDER = re.compile(r"(?:^|(?<=[,;:.!?—–-])|\b(?:and|also|oh|but|pls|please)\b)\s*(?:don'?t|do not)\s+"
                       r"(?:(?P<mine>let\s+me\s+forget|tell\s+anyone)|(?:you\s+)?forget)\b", re.I)


def reminds(text: str, at: int) -> bool:
    """Whether the phrase at ``at`` sits in a sentence that is, from that phrase on, a reminder or a
    confidence rather than an order: the speaker's own to-do ("don't let me forget ..."), a secret
    ("don't tell anyone but ..."), or a "don't forget ..." that names no code ("don't forget to run the
    migrations" still orders; so does "always keep prices in redis, don't forget that!" at "always")."""
    lo = max((x.end() for x in re.finditer(r"[.!?](?=\s)|\n", text[:at])), default=0)
    hi = next((x.start() for x in re.finditer(r"(?<=[.!?])\s|\n", text[at:])), len(text) - at) + at
    found = _REMINDER.search(text, lo, hi)
    if not found or found.start() > at:
        return False
    return bool(found.group("mine")) or not chat.addresses_code(text[found.start():hi])


def stands(text: str) -> str:
    """What still stands of a message that takes back what it said first ("don't rename it, ... scratch
    that, leave it" -> "leave it"); the whole message when it takes nothing back."""
    took_back = _RETRACTS.match(text)
    if took_back and not _ORDER_AFTER.search(text, took_back.end()):
        return ""  # "never mind, my fault, I had the wrong branch": nothing stands
    backs = list(_TAKES_BACK.finditer(text))
    if not backs:
        return text
    rest = text[backs[-1].end():].strip()
    if _LEADS_ONLY.fullmatch(text[:backs[0].start()]) and not _ORDER_AFTER.search(rest):
        return ""  # "oh and never mind what I said about the lint errors, it was my editor config"
    return rest


_LEADS_ONLY = re.compile(r"[\W_]*(?:(?:oh|and|ok(?:ay)?|also|um+|uh+|ah+|so|but|btw|wait|hmm+|actually)[\W_]+)*", re.I)


#: the user taking back their own report: "never mind, that was my fault, I had the wrong branch
#: checked out", "my bad, I ran it on the old build": nothing the agent did is corrected
_RETRACTS = re.compile(r"^\W*(?:(?:never ?mind|nvm|scratch that|ignore (?:that|me)|forget (?:it|that))\b[^.!?;]*?\b"
                       r"(?:my (?:fault|bad|mistake)|i (?:had|was|did|forgot|used|ran|typed|mixed|misread))\b"
                       r"|my (?:bad|fault|mistake)\b"
                       # "no wait, I was wrong — renaming is fine. go ahead": the user takes back their own correction
                       r"|(?:(?:no+|wait|oh|ah|hmm+|ok(?:ay)?|sorry|actually)[,.!]?\s+)*(?:i was wrong|i stand corrected|i misread)\b)",
                       re.I)
#: taking back what was just said, later in the same message: "don't rename it, ... scratch that, leave it",
#: "always use the read replica. no wait, I was wrong, the replica lags, use the primary"
_TAKES_BACK = re.compile(r"(?:^|(?<=[.,;:!?—–-])|(?<=[.,;:!?—–-]\s))\s*(?:(?:no wait|wait|oh)[,.]?\s+)?"
                         r"(?:scratch that(?:\s+last (?:part|bit|one))?|nvm|forget (?:that|what i (?:just )?said)|"
                         r"ignore (?:that|what i (?:just )?said)|never ?mind(?:,? that)?|i was wrong|i stand corrected)"
                         r"(?=\s*(?:[,.;:!—–-]|$))[\s,.;:!—–-]*", re.I)  # at a clause's start, ending it: not "don't forget that"
#: ... unless an order follows it ("my bad, but never push to main")
_ORDER_AFTER = re.compile(r"\b(?:never|always|don'?t|do not|please|pls|instead|from now on)\b", re.I)
#: a question about how to do something asks for help, whatever verb it holds ("how do I revert ...?")
_ASKS_HOW = re.compile(r"^\s*(?:how|what|where|when|which)\s+(?:do|can|should|would|could)\s+(?:i|we)\b", re.I)
#: a sentence that ends in laughter is banter, whatever trigger words it holds
_BANTER = re.compile(r"\b(?:lol|lmao|rofl|haha+|hehe+|jk)\b[\s.!]*$|[\U0001F602\U0001F923\U0001F605]\s*$", re.I)


#: a sentence about the speaker, and the words that make it about the code after all
_PERSONAL = re.compile(r"\b(?:my|me|i|i'?m|myself)\b", re.I)
_TECHNICAL = re.compile(r"[`/()]|\w[._]\w|(?-i:\b[a-z]+[A-Z]\w*)|\b(?:code|config|test|tests|build|query|function|file|commit|"
                        r"deploy|api|server|database|db|cache|bug|typo|branch|script|dependency|version|env|"
                        r"variable|import|schema|migration|endpoint|request|thread|lock|timeout)\b", re.I)


def _sentence_at(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` around the span ``start:end`` (a question is judged per sentence:
    "we keep X in the URL. Can you move it?" states a rule, then asks)."""
    lo = max((m.end() for m in re.finditer(r"[.!?](?=\s)|\n", text[:start])), default=0)
    hi = next((m.end() for m in re.finditer(r"[.!?](?=\s|$)|\n|$", text[end:])), len(text) - end) + end
    return text[lo:hi].strip()


#: a clause that gives the circumstance of a statement, not an order: "red since we moved to 8.3"
_SUBORDINATE = re.compile(r"\b(?:since|because|after|as|when|now that|ever since)\b"
                          # what a test is to check: "write a test that checks we never emit duplicates"
                          r"|\b(?:that|which|to) (?:checks?|ensures?|verif(?:y|ies)|asserts?|tests?|proves?|makes? sure)\b", re.I)


def _subordinate(text: str, phrase: str) -> bool:
    """Whether the matched ``phrase`` sits after "since" / "because" / "after" in its sentence."""
    at = text.lower().find(phrase.lower())
    if at < 0:
        return False
    sentence_start = max((m.end() for m in re.finditer(r"[.!?](?=\s)|\n", text[:at])), default=0)
    return bool(_SUBORDINATE.search(text[sentence_start:at]))


def also(text: str, kind: str) -> tuple[str, float, str] | None:
    """A root cause stated in a message whose strongest signal is something else ("don't ...;
    the flake was because ..."): reported as its own signal on the same turn, and kept as the
    reason of that turn's lesson rather than as a second note."""
    if kind == "root_cause" or kind == "permission":
        return None
    name, strength, pattern = next(p for p in PATTERNS if p[0] == "root_cause")
    for m in pattern.finditer(text):
        sentence = _sentence_at(text, m.start(), m.end())
        if not sentence.rstrip().endswith("?") and not _BANTER.search(sentence):
            return name, strength, m.group(0).strip(" .,;:!?\n")
    return None


def detect(turns: list[Turn], cwd: str | None = None) -> list[Signal]:
    out: list[Signal] = []
    failing_since: int | None = None
    failing: list[str] = []
    test_files: list[str] = []
    edited: list[str] = []
    calls: list[tuple[int, str]] = []
    causes: list[tuple[int, str, bool]] = []  # causes the agent stated: (turn, sentence, the user answered)
    diagnosed: dict[int, int | None] = {}  # causes read from their place (turn -> the failing call), to confirm
    fixed: set[int] = set()  # causes the agent acted on with an edit: a later diagnosis does not replace them
    failing_call: int | None = None  # the agent's call whose result failed, not yet explained or passed
    last_call: int | None = None
    looked = False  # the agent read or ran something since the user's last message
    changed = False  # the agent edited a file since the user's last message
    last_said = -1  # the agent's latest prose
    told = False  # the user's last message states something (a report), not an order or a question
    queried = False  # ... or asks about / reports what the work shows in a later sentence, with no order (query.py)
    direct: set[int] = set()  # causes stated straight after the user's report, with no look first
    symptom = False  # the user reported a symptom the agent has not explained yet
    troubled = False  # the user's last message reported a problem (a symptom or a report)
    last_user = -1  # the user's previous message
    asked = ""  # the agent's either/or question waiting for the user's answer
    laid = ""  # the ways its last words lay out, by more shapes (read only when no rule fired on the answer)
    user_asked, acted_since_asked = "", False  # the user's own either/or question, and whether the agent answered it
    user_queried = ""  # ... or any other question of theirs ("what about when theres no rub count"): a firm answer may decide
    advised: tuple[int, str, str] | None = None  # the agent's answer to it: (turn, its first sentence, the question)
    acted = False  # the agent did or said something since the user's previous message
    did: list[str] = []  # what the agent said and the inputs of its calls since then
    carried: tuple[bool, list[str]] = (False, [])  # (acted, did) as the user's previous message saw them
    runner = ""  # the family of the failing run's output (see _runner)
    reruns: dict[str, int] = {}  # a test command of a runner no pattern knows -> where it failed first
    rerun_last: dict[str, int] = {}  # ... -> where it failed last (a pass with no edit since is a retry)
    last_failed = -1  # the last failing run of the loop the patterns knew
    # the command of the failing run the patterns knew, the outputs of its failures, whether its names are guesses
    failing_key, failed_runs, guessed = "", list[str](), False
    loop_keys: list[str] = []  # the commands of the open loop's failing runs ("npm test", "npx jest x")
    work: list[str] = []  # everything the agent said and did in the session (a warning may be about an earlier step)
    planned, planned_text, prev_user = -1, "", -1  # the agent's latest announced next step: (turn, its sentence)
    for t in turns:
        if t.role == "user" and t.text.strip():
            if failing_since is None and _TEST_FAIL.search(t.text) and (pasted := failed_tests(t.text))[0]:
                # the user pastes a failing run ("ceedling output below: ``` ... FAILED: 1 ```"): the fix loop opens
                # on it, and a passing test run after the agent's edit closes it
                failing_since, failing, test_files, edited = t.index, pasted[0], pasted[1], []
                runner, failing_key, failed_runs, guessed, loop_keys = _runner(t.text), _PASTED, [t.text], False, []
                last_failed = t.index
            edited_now = changed  # the agent edited a file since the user's previous message
            looked = changed = False
            carried_turn = not acted and carried[0]
            if carried_turn:  # a second message straight after the first answers the same step
                acted, did = carried
            # a bare "no, ..." answers what the agent said last (a cause followed by a plan of its own is
            # not what is refused, nor a cause it already acted on with an edit: the "no" refuses the edit);
            # "that's not it" / "wrong" refuses every cause still unanswered
            causes = [(i, c, True) for i, c, answered in causes if answered or not _REJECTS.search(t.text)
                      or ((i != last_said or i in fixed) and not _REJECTS_CAUSE.search(t.text))]
            if _PERSISTS.search(t.text):  # "still submits twice": the fix of the cause stated since then failed
                causes = [c for c in causes if c[0] < last_user]
            asked_back = last_said > last_user and turns[last_said].text.rstrip().endswith("?")
            prev_user, last_user = last_user, t.index
            symptom = reports_symptom(t.text)
            told = diagnosis.reports(t.text) and not _user_options(t.text)  # "A or B?": the answer weighs options
            # "why is my tesco shop in march lol", "cool. the webcam tile is also frozen": the answer may explain it
            queried = not told and not asked_back and not _user_options(t.text) and query.queries(t.text)
            # "the reentrancy test drains the jar, can you look?": a report with a request after it
            troubled = symptom or told or bool(_PERSISTS.search(t.text)) or diagnosis.reports(_ASKS_TAIL.sub("", t.text))
            found = classify(_EMOJI_LEAD.sub("", t.text))  # "👌 and please don't ...": the emoji hid the sentence start
            if found and found[0] == "decision" and (back := decided.decided(t.text)):
                found = (found[0], found[1], back)  # "yes add the half metre. we decided that after ...": the words before
            if found and found[0] == "rule" and not acted and _reports_fault(_sentence(t.text, found[2]),
                                                                           pasted_run=failing_since == t.index):
                # "gift card balance after buying 2 tickets is wrong by a penny, £4.99 left instead of £5.00", "team
                # markers never go grey when a radio stops reporting. this is from CI: <a failing run>": the fault
                # reported in the task, not a rule
                found = None
            if found and not acted and (found[0] == "correction" or _subordinate(t.text, found[2])):
                # the task itself ("No error anywhere.", "red since we moved to 8.3"): nothing to correct yet; but
                # the rule it states beside a "don't ..." still stands ("two things: never opt out of an event
                # automatically, ...; and ... don't generate one")
                ruled = classify(_EMOJI_LEAD.sub("", t.text), skip=("correction",)) if found[0] == "correction" else None
                if ruled and ruled[0] == "rule" and not _subordinate(t.text, ruled[2]):
                    found = ruled
                elif found[0] == "correction" and _PROHIBITS.match(found[2]) and not _subordinate(t.text, found[2]):
                    # "... don't inline the hours text anymore, their app ignores it": with the task, a rule
                    found = ("rule", found[1] - 0.1, found[2])
                else:
                    found = None
            if found and found[0] == "correction" and declines(t.text):
                found = None  # "Anything else?" - "nope, all good": an answer, not a correction
            if found and found[0] == "correction" and asked_back and _ANSWERS_NO.match(found[2]):
                found = None  # "Is it failing locally too?" - "Locally, no. only on CI": an answer
            if found and carried_turn and _SELF_FIX.search(t.text):
                found = None  # "no wait, don't rename the module, I meant the class": the user's own message corrected
            countered = took_up = turned_down = ""
            heard = stands(t.text)
            if not found and acted and heard:  # the phrase rules missed: read the shape of the turn instead
                asks = lesson.questions_choice(heard, "\n".join(did))
                countered = "" if asks else counter(heard, "\n".join(did))
                order = None if asks or countered else lesson_order(heard)
                replaced = "" if asks or countered else substituted(heard, "\n".join(did))
                if order and replaced:  # "can0 is the truck's live bus ... use vcan0": the order corrects what the agent used
                    order = ("correction", order[1])
                countered = countered or ("" if asks or order else replaced
                                          or objection(heard, "\n".join(did), "\n".join(work)))
                if asks:  # "why not just use the retry helper?": a correction asked as a question
                    found = ("correction", 0.9, asks)
                elif countered:  # "not `requests` - `httpx.AsyncClient`", "we have a helper for that in ..."
                    found = ("correction", COUNTER_STRENGTH, countered)
                elif order:
                    found = (order[0], GRAMMAR_STRENGTH, " ".join(order[1].split()[:6]))
            if acted and heard and (not found or found[0] in ("correction", "rule")) and (objected := why_there(heard)):
                # "why three decimals there? use one, nobody trues a wheel to a micron ...": the agent's choice objected
                # to and what to do instead, whatever reader found the order or the question alone: a correction
                found, countered = ("correction", COUNTER_STRENGTH, objected), objected
            if found and found[0] == "rule" and acted and heard and last_said > prev_user:
                # "make it 14, the charter allows 15 but we always keep a spot open ...": the value the agent's next
                # words take up is the lesson, the norm said after it is its reason (adopted.py)
                took_up = adopted.taken_up(heard, turns[last_said].text, *adopted.answer_after(turns, t.index),
                                           reports=reports_symptom)
                # ... or the order read as a rule is itself the value the edit then writes ("and resize to 1080 wide not
                # 2000, instagram squashes them anyway ..." - an edit to `WIDTH = 1080`): a value set, not a standing rule
                took_up = took_up if (adopted.overrides(heard, took_up, found[2])
                                      or adopted.opening(found[2]).lower() in took_up.lower()) else ""
                found = ("correction", GRAMMAR_STRENGTH, took_up) if took_up else found
            if found and found[0] in ("correction", "rule") and acted and heard and last_said > prev_user:
                # "thanks, but no automatic reminders, a phone call from Mair works better. half our members are retired
                # and don't check email": the offer turned down with why is the lesson; the phrase rules read a
                # trigger word of the why ("don't check email")
                refused = declined.declined(heard, turns[last_said].text)
                if refused and refused.lower().removeprefix("no ") not in found[2].lower():
                    found, turned_down = ("correction", GRAMMAR_STRENGTH, refused), refused
            if not found and acted and heard and planned > prev_user and not asked_back:
                # the agent said what it will do next ("I'll resubmit it in the argo namespace") and the user's
                # answer does not take it: it refuses it or says something else about what the plan names
                found = redirects(heard, planned_text)
            answered = last_said > prev_user  # the agent spoke since the user's previous message
            after = adopted.answer_after(turns, t.index) if not found and acted and heard else ("", False)
            if not found and acted and heard and (answered or (after[1] and adopted.replaces(heard))):
                # "I'll show one decimal place, 14.1°C" - "whole degrees, the board is only 2 digits ..." - "Whole
                # degrees now.": the other value, with why, that the agent's next words take up (adopted.py); also
                # said straight after another message of the user's, when it names what it replaces and the agent's
                # next edit takes it up ("no smoothing please. ..." / "also the display should say 'turns a minute'
                # not rpm, it's for visitors" - an edit writing "turns a minute"; a new task said with a comment, "and
                # alt text on the hero image, something like '...'", replaces nothing)
                before = turns[last_said].text if answered else ""
                took_up = (adopted.taken_up(heard, before, *after, reports=reports_symptom)
                           or adopted.other_amount(heard, before))  # "... 8 weeks — keep that?" - "6 weeks. ..."
                # "Should I send a push notification ...?" - "thanks, but no push notifications. the instructors have
                # them all switched off": the offer turned down for good, with why (declined.py)
                turned_down = "" if took_up or not answered else declined.declined(heard, before)
                found = ("correction", GRAMMAR_STRENGTH, took_up or turned_down) if took_up or turned_down else None
            if not found and acted and heard and (more := added.added_norm(heard, reports_symptom)):
                # "oh and a family can have at most 4 tickets per child playing, the hall holds 300 ...": a rule the
                # user adds to the work under way, with why (added.py)
                found = ("rule", GRAMMAR_STRENGTH, " ".join(more.split()[:6]))
            if not found and not acted and heard:  # the message that sets the task may state a rule with it
                # an order set after the task, or a norm said as how things are done ("segment duration must stay
                # at 6s: the CDN cache rules are tuned for 6"), also bounded later in its clause ("notices go out in
                # english and spanish always, ... — if ..."), with what makes it one
                ahead = (up_front(heard) or grammar.stated_norm(heard) or grammar.bounded_norm(heard, reports_symptom)
                         or incident.incident_norm(heard, reports_symptom))  # "rota left ... . there are always two ..."
                found = ("rule", GRAMMAR_STRENGTH, " ".join(ahead.split()[:6])) if ahead else None
            if found and found[0] == "rule" and one_off(_sentence(t.text, found[2])):
                found = None  # "make its db user read-only while you're at it": the next step, not a rule
            if found and found[0] in ("rule", "correction") and grammar.frozen_until(_sentence(t.text, found[2])):
                found = None  # "dont change the till before boxing day btw": it ends on its own
            if found and found[0] in ("correction", "rule", "decision") and chat.is_chat(t.text, "\n".join(did)) \
                    and not (took_up and found[2] == took_up):
                # "nope, thanks a ton 🙏", "I'll always run it twice before the demo": talk, no code; but a value the
                # agent then wrote into the code is no talk ("can it say 'ready to collect' rather than 'ready for
                # pickup', pickup is a truck here lol" - an edit to "ready to collect")
                found = None
            # "show it to one decimal place, the keys in the books all use one decimal ..." - "Q and sizes are shown to
            # one decimal place.": what another reader read, with why, the agent then carried out: no veto doubts it
            grounded = bool(found and found[0] == "rule" and not took_up and acted and heard
                            and last_said > prev_user
                            and adopted.taken_up(heard, turns[last_said].text, *adopted.answer_after(turns, t.index),
                                                 reports=reports_symptom))
            queried = queried and not found  # "... the verifier must never need the keys, it runs ...": a rule, not a report
            carried, acted, did = (acted, did), False, []
            # the question may be the agent's ("Shall I use A or B?") or the user's own, answered by the
            # agent's explanation ("offset/limit or cursors?" ... "cursors, since rows shift")
            question = asked or (user_asked if acted_since_asked else "")
            choice, why = chosen(t.text, question) if question and (not found or found[0] != "correction") else ("", "")
            if not choice and not found and laid:  # the ways by more shapes, and the sentence naming them (ways.py)
                question = question or laid
                choice, why = chosen(t.text, laid)
            advice = {"advice": advised[1]} if advised else {}  # what the agent recommended, and why
            question = question or (advised[2] if advised else "")
            if choice:  # "Shall I use A or B?" - "B, since A leaks connections": a decision with its reason
                out.append(Signal("decision", 0.7, t.index, choice, {"phrase": choice, "asked": question, "why": why, **advice}))
                found = None  # the answer's words ("every worker has to ...") are its reason, not a rule
            elif (advised and (not found or found[0] == "decision") and (_AGREES.match(t.text) or proposed.TAKES.match(t.text))
                  and not _BUT_AFTER.search(t.text)
                  and not _SIGNS_OFF.search(t.text)):
                # "should we move to ray data?" - "I'd keep plain tasks: ..." - "ok agreed": the agent's advice, taken
                out.append(Signal("decision", 0.7, t.index, advised[1], {"phrase": advised[1], "asked": question or
                                                                         advised[2], "by": "agent"}))
                found = None
            advised = None
            asked, laid, user_asked, acted_since_asked = "", "", _user_options(t.text), False
            user_queried = "" if user_asked or not proposed.asks(t.text) else t.text.strip()[:300]
            if found:
                how = {"by": "contrast"} if countered and found[2] == countered else {}
                if took_up and found[2] == took_up:  # the agent's words took the value up: no trigger word to doubt
                    how = {"by": "adopted"}
                elif grounded:  # what the order says the agent then did: read as the reader read it, not doubted
                    how = {"by": "taken"}
                elif turned_down and found[2] == turned_down:  # the offer refused with why: no trigger word to doubt
                    how = {"by": "declined"}
                if not how and found[0] == "correction" and edited_now and undoes(t.text):
                    # "revert that" straight after the agent's edit: the user takes the edit back, a correction
                    # of what the agent did whatever the rest of the turn reads like
                    how = {"by": "undo"}
                if found[0] == "decision" and advice:
                    how = {**how, **advice}
                out.append(Signal(found[0], found[1], t.index, _sentence(t.text, found[2]), {"phrase": found[2], **how}))
                extra = also(t.text, found[0])
                if extra:
                    out.append(Signal(extra[0], extra[1], t.index, _sentence(t.text, extra[2]), {"phrase": extra[2]}))
            if not carried[0] and heard:  # the message that sets the task may paste a memo: a note per rule item
                out = memo_rules(t, out, turns)
            out = _labelled(t, out)  # "two rules that are not negotiable: A, and B": a note per rule
        elif t.role == "assistant" and not t.tool and t.text.strip():
            answers = not acted  # the first thing the agent says after the user's message, before any call
            last_said = t.index
            planned, planned_text = (t.index, plan) if (plan := announced(t.text)) else (-1, "")
            acted = True
            did.append(t.text)
            work.append(t.text)
            asked, laid = _options(t.text), ways.laid_out(t.text)
            if (user_asked or user_queried) and not acted_since_asked:  # the agent's first answer to the user's question
                first = next((x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", t.text) if x.strip()), "")
                firm = proposed.proposal(first)  # "Let's X, because Y": a course with its reason, not a hedge
                if user_asked:  # "A or B?" / "should we ...?"
                    advised = (t.index, first[:600], user_asked) if (len(first.split()) >= 4 and not first.endswith("?")
                                                                     and not _HEDGED_PICK.search(first)
                                                                     and (firm or not _HEDGED.search(first))) else None
                else:  # any other question: only a firm proposal can be the decision the user takes
                    advised = (t.index, first[:600], user_queried) if firm else None
            acted_since_asked = True
            stated = agent_cause(t.text) or (agent_diagnosis(t.text) if symptom else "")
            if stated and diagnosis.rerun_unchanged(turns, t.index, failing_call if failing_call is not None else last_call):
                stated = ""  # "That failed because the registry timed out; retrying": transient, nothing learnt
            elif not stated and (failing_call is not None or looked):  # own words, after a failure or a look
                stated = diagnosis.diagnosis(t.text, remedy=failing_call is not None or troubled)
                if stated:
                    diagnosed[t.index] = failing_call
            elif not stated and answers and (told or queried):  # straight after the user's report of a problem, no look
                stated = diagnosis.diagnosis(t.text, remedy=True)
                if stated:
                    diagnosed[t.index] = None
                    direct.add(t.index)
            if stated and changed and diagnosis.done_now(stated):
                stated = ""  # after its edit: "The transaction_id is now meter_id:hour, so ..." says what the fix did
            if stated and changed and diagnosis.reports_work(t.text) and not agent_cause(t.text):
                stated = ""  # after its edit, prose that opens "Migration written; it copies ..." reports the change
            if stated and chat.restates(stated, [c for _, c, _ in causes]):
                stated = ""  # "Summary: the root cause was ...": a cause it stated and still stands by, said again
            if stated and _ADVISES_OR_ACKS.match(stated):
                stated = ""  # "On storage: I'd keep the pictures on the Pi's SSD ..., because ...": advice; "Understood: ..."
            if stated or not _narrates(t.text):  # "Let me look at the job." keeps the symptom open
                symptom = False
            if stated:
                failing_call = None
                # a newer diagnosis replaces an unanswered one, unless the agent already acted on that one with an
                # edit ("The pull computes timestamp after the queries ..." - edit - a test fails - "The test mocked
                # Date.now ..."): the later diagnosis is about what its fix broke, the first one is the lesson
                causes = [c for c in causes if c[2] or c[0] in fixed]
                causes.append((t.index, stated, False))
        elif t.role == "tool" and (t.text or (last_call is not None and _silent_pass(t, turns[last_call]))):
            # a shell call that printed nothing and exited 0 only closes a fix loop (see _silent_pass)
            silent = not t.text
            if t.text:
                looked = looked or t.tool not in lesson.EDIT_TOOLS  # an edit's own receipt shows nothing new
                if diagnosis.failed(t):
                    failing_call = last_call
                elif t.tool not in _NEUTRAL_TOOLS:
                    failing_call = None  # a command that worked: nothing is left to explain
            key = _command_key(turns[last_call]) if last_call is not None else ""
            if _TEST_FAIL.search(t.text):
                names, files = failed_tests(t.text)
                names = names or [f"build: {e}" for e in build_errors(t.text)]
                # a failure of another runner ("npx tsc" open, "go test" failing) opens its own loop: the two
                # are never one fix, and the first one's edits are not the second one's; unless it fails on the
                # same test ("npm test", then "npx jest src/cart/cart.test.ts"): one loop, whatever runs it
                if failing_since is None or not (_same_program(failing_key, key) or _same_tests(names, failing)):
                    failing_since, failing, test_files, edited = t.index, [], [], []
                    runner, failing_key, failed_runs, guessed = _runner(t.text), key, [], False
                    loop_keys = []
                loop_keys.append(key)
                last_failed = t.index
                failed_runs.append(t.text)
                guessed = guessed or not names  # names only a runner no pattern knows may have printed
                names = names or generic_failures(t.text)
                failing = list(dict.fromkeys(failing + names))
                test_files = list(dict.fromkeys(test_files + files))
            elif failing_since is not None and not _other_tests(key, loop_keys or [failing_key], test_files, failing) \
                    and ((_TEST_PASS.search(t.text) and _closes(runner, t.text))
                                                or (any(_same_run(k, key) for k in loop_keys or [failing_key])
                                                    and (silent or _run_passes(t)))):
                # "build succeeded." from `make html` does not say a failing pytest run passes now; the same
                # command passing does, whatever it prints ("5 tests run – 5 passed, 0 ignored, 0 failed") or
                # when it prints nothing
                if guessed:  # what the runs print by their structure first, then the names guessed from test-like words
                    failing = _read_first(run_names(failed_runs, t.text, key, _same_run(failing_key, key)), failing)
                if _edited(turns, last_failed, t.index, cwd):  # else a retry that passed: a flake, not a fix
                    out.append(_fixed(t.index, failing_since, failing, test_files, edited))
                failing_since = None
                reruns.clear()
            elif failing_since is None and last_call is not None:
                # a runner the patterns above do not know: the same test command (or a narrower one), failing, then
                # passing; a command is a test run by its name or by what its failing output prints
                command = _test_command(turns[last_call])
                first = next((k for k in reruns if _same_run(k, key)), None) if key else None
                at = reruns[first] if first is not None else None
                if at is not None and (silent or _passes(t) or _run_passes(t)):
                    reruns = {k: i for k, i in reruns.items() if i != at}
                    last = max([i for k, i in rerun_last.items() if i >= at and _same_run(k, key)], default=at)
                    read = run_names([turns[at].text], t.text, key)
                    # a run known by its output alone, a pass only its structure shows, or another command beginning
                    # with the same ("cargo build" failing, "cargo build && cargo test" passing): what its structure
                    # names, not test-like words anywhere ("spawn, MutexGuard" in a Send error)
                    named = _read_first(read, generic_failures(turns[at].text)) if command and _passes(t) and first == key \
                        else read
                    named = named or failed_tests(turns[at].text)[0]
                    if _edited(turns, last, t.index, cwd):  # else a retry that passed: a flake, not a fix
                        out.append(_fixed(t.index, at, named, [], _edits_between(turns, at, t.index, cwd)))
                elif key and ((command and (diagnosis.failed(t) or _GENERIC_FAIL.search(t.text)))
                              or (_run_fails(t) and _tested(t))):
                    reruns.setdefault(key, t.index)
                    rerun_last[key] = t.index
        elif t.role == "assistant" and t.tool:
            acted = True
            changed = changed or t.tool in lesson.EDIT_TOOLS
            if t.tool in lesson.EDIT_TOOLS:
                fixed.update(i for i, _, _ in causes)
            did.append(json.dumps(t.tool_input, default=str) if t.tool_input is not None else "")
            work.append(did[-1])
            last_call = t.index
            if failing_since is not None:
                edited = list(dict.fromkeys(edited + _call_edits(t, cwd)[1]))
            key = f"{t.tool}:{json.dumps(t.tool_input, sort_keys=True, default=str)}"
            calls.append((t.index, key))
            if _looping([k for _, k in calls[-6:]]):
                out.append(Signal("loop", 0.6, t.index, f"repeated {t.tool} calls"))
                calls.clear()
            if t.tool == "TodoWrite" and isinstance(t.tool_input, dict):
                for todo in t.tool_input.get("todos") or []:
                    if isinstance(todo, dict) and todo.get("status") == "completed":
                        out.append(Signal("todo_done", 0.5, t.index, str(todo.get("content", ""))[:200]))
    if failing_since is not None:
        out.append(Signal("test_fail", 0.5, failing_since, "tests still failing at the end of the session"))
    causes = [c for c in causes if c[0] not in diagnosed or diagnosis.confirmed(turns, c[0], diagnosed[c[0]])]
    # straight after the user's report with no look first: an edit follows before the user's second message
    # (a cause the user turned down is gone already), as for a cause stated after a look
    causes = [c for c in causes if c[0] not in direct or diagnosis.confirmed(turns, c[0], None)]
    # a cause the agent states inside a test-fix loop is that fix's lesson: one note, named by its tests. The first
    # one found is what failed the test ("`toNotify` never checks that the item is in the van's load"); a cause stated
    # after a later red run ("Still failing: the test fixture builds the van load without an items set") is most
    # often about the first fix or the test, and as a note of its own it was mostly not a lesson (branch cap64)
    for sig in out:
        if sig.kind == "test_fixed" and sig.strength >= THRESHOLD:
            inside = [c for c in causes if int(sig.detail.get("failed_at", -1)) < c[0] < sig.turn]
            if inside:
                sig.detail["cause"] = inside[0][1]
                sig.detail["cause_at"] = inside[0][0]
                causes = [c for c in causes if c not in inside]
    out += [Signal("root_cause", 0.8, i, c, {"phrase": c, "by": "agent", **({"placed": True} if i in diagnosed else {})})
            for i, c, _ in causes]
    return sorted(out, key=lambda s: s.turn)


#: the agent saying it found the cause: "The root cause is ...", "Found it: ...", "The problem was ..."
_AGENT_CAUSE = re.compile(
    r"\broot[- ]cause\b|\bfound (?:it|the (?:cause|culprit|bug|problem|issue))\b|\bthe culprit\b|\bturns out\b"
    r"|\bthe (?:real |actual )?(?:problem|issue|bug|cause|reason) (?:here )?(?:is|was)(?: that)?\b|\b(?:is|are|was|were) caused by\b"
    r"|\bhappen(?:s|ed) because\b|\bi see the (?:problem|issue|bug)\b|\bhere'?s (?:the (?:problem|issue|bug|cause)|what'?s happening)\b"
    r"|\b(?:fails|failed|broke|breaks|crashed|crashes|hangs|hung|flakes|flaked) because\b"
    r"|\b(?:this|that|it)(?:'s| is| was) because\b|\b(?:that|which)(?:'s| is) why\b|\b(?:is|was) the culprit\b", re.I)
#: a diagnosis that is only a guess
_HEDGED = re.compile(r"\b(?:might|may(?!\s+(?:only|not|never)\b)|could|probably|possibly|perhaps|maybe|likely|i suspect|i think|not sure|"
                     r"my guess|let me|let'?s|i'?ll|i will|i'?m going to|need to|try to|to find)\b", re.I)
_NOT_IT = r"\bthat'?s not (?:it|the (?:cause|problem|issue|reason)|why|right)\b"
#: the user turning a diagnosis down: "no, that's not it", "I don't think so"
_REJECTS = re.compile(r"^\s*(?:no|nope|wrong|not (?:quite|really|it))\b|" + _NOT_IT +
                      r"|\bi don'?t think (?:so|that'?s)\b|\bi doubt (?:it|that)\b", re.I)
#: a refusal of the diagnosis itself, not only of the step the agent proposed
_REJECTS_CAUSE = re.compile(_NOT_IT + r"|\bwrong\b|\bnot (?:quite|really|it)\b"
                            r"|\b(?:isn'?t|is not|wasn'?t) (?:it|the (?:cause|problem|issue|reason))\b", re.I)


#: a user message that reports a symptom ("crashes when ...", "is slow", "submits twice")
_SYMPTOM = diagnosis.SYMPTOM
#: the user asking for the cause: "Why?", "find out why", "why does it ..."
_ASKS_WHY = re.compile(r"(?:^|[.!?]\s+)why\s*\?|\b(?:find out|figure out|work out|tell me|see|explain) why\b"
                       r"|(?:^|[.!?]\s+)why (?:does|do|did|is|are|was|were|would) (?:it|this|that|the|our|my)\b", re.I)


#: the user taking the agent's advice: "ok agreed, keep tasks", "agreed, 7 days", "ok docker then"
_AGREES = re.compile(r"^\s*(?:ok(?:ay)?|yes|yep|yeah|agreed|sounds good|makes sense|fair enough|right|good|great|perfect|sure|"
                     r"let'?s|go with|do (?:that|it)|👍)\b", re.I)
_BUT_AFTER = re.compile(r"\bbut\b|\bexcept\b|\binstead\b", re.I)
#: "ok thanks, that's all": the answer taken as information and the session closed, nothing decided
_SIGNS_OFF = re.compile(r"\b(?:that'?s (?:all|it|everything)|nothing else|all for (?:now|today))\b", re.I)
#: an answer that does not pick: "Either works", "It depends", "Both have trade-offs"
_HEDGED_PICK = re.compile(r"^(?:either|both|it depends|depends|hard to say|not sure|good question)\b", re.I)
#: a request closing a report: ", can you look?", "could you check"
_ASKS_TAIL = re.compile(r"[,.;:—–-]?\s*(?:(?:can|could|would) you|pls|please)\b[^.!?]*\??\s*$", re.I)
#: a "no" that answers the agent's question: "Locally, no", "also no tests yet", "and no, ..."
_ANSWERS_NO = re.compile(r"^(?:[\w`'\"./@$()-]+(?: [\w`'\"./@$()-]+){0,3},\s+(?:no|nope|nah)|(?:also|and|btw|plus),?\s+(?:no|nope|nah))\b", re.I)
#: the user taking back their own previous message: "no wait, ... I meant the class", "scratch that"
_SELF_FIX = re.compile(r"\bi mean(?:t)?\b|\bscratch that\b|\bignore (?:that|my last)\b|\bforget (?:that|what i said)\b"
                       r"|\bmy bad\b|\bsorry,? (?:i|typo)\b", re.I)
#: the user reporting that the problem outlived the fix: "still submits twice", "same error", "didn't help"
_PERSISTS = re.compile(r"\bstill (?:fails?|failing|broken|happens|there|the same|submits|crashes|hangs|times? out|"
                       r"(?!(?:works|passes|builds|compiles|loads|runs|looks|is|has|needs|wants|uses|does)\b)[a-z]+s)\b|\bsame (?:error|problem|issue|thing|failure)\b|\b(?:didn'?t|did not|doesn'?t) "
                       r"(?:help|work|fix (?:it|that|anything))\b|\bnot fixed\b|\bno (?:change|difference)\b", re.I)


#: the agent saying what it does next: "I'll upload it with ...", "Then I'll wrap the call in ...", "Running it now: ..."
_PLAN = re.compile(r"^(?:(?:then|next|now|so),?\s+)?(?:i'?ll|i will|i'?m going to|i am going to|let me|"
                   r"(?:i'?m )?running (?:it |this |that )?(?:now\b|`|:))", re.I)
#: an answer that refuses the step: "no, at the top", "not the default pool", "revert that", "why X there?"
_REFUSES_PLAN = re.compile(r"^\W*(?:no\b|nope\b|not\b|don'?t\b|do not\b|never\b|wait\b|stop\b|hold (?:on|off)\b|revert\b|"
                           r"undo\b|(?:please|pls|plz) (?:no|not|don'?t)\b|why\b[^?]{0,80}\bthere\?)"
                           r"(?!\s+(?:bother|worry|mind)\b)", re.I)  # "don't bother with the CI one": the step dropped


#: the agent's own advice or acknowledgement, not a cause it found: "On storage: I'd keep the pictures on the Pi's SSD
#: ... because the airfield internet drops", "On the first: I'd allow one booking per email ...", "Understood: no net
#: size over 10 ft, ..."
_ADVISES_OR_ACKS = re.compile(r"^(?:[^:.;]{1,40}:\s+)?(?:i'?d|i would|i suggest|i recommend|my (?:suggestion|recommendation)\b)\b"
                              r"|^(?:understood|noted|got it|will do)\b", re.I)


#: what makes a sentence say how things must be rather than what they do
_OBLIGES = re.compile(r"\b(?:must|mustn'?t|should|shouldn'?t|has to|have to|needs? to|always|don'?t|do not|please|pls|"
                      r"from now on|allowed|may not|can'?t ever)\b", re.I)


def _reports_fault(sentence: str, pasted_run: bool) -> bool:
    """Whether a task message's sentence a phrase rule read reports the fault to fix: it says something is wrong ("gift
    card balance ... is wrong by a penny, £4.99 left instead of £5.00"), or its message pastes the failing run and it
    says only what the code never does ("team markers never go grey when a radio stops reporting"); one that says how
    things must be is none."""
    if _OBLIGES.search(sentence):
        return False
    return bool(_WRONG.search(sentence)) or (pasted_run and bool(re.search(r"\bnever\b", sentence, re.I)))


#: a fault said outright
_WRONG = re.compile(r"\b(?:is|are|was|were|comes? out|came out)\s+(?:wrong|broken|incorrect|off by|out by)\b", re.I)


def undoes(text: str) -> bool:
    """Whether a user turn asks to take the agent's step back ("revert that", "no. undo that please", "revert that,
    the club laptop is shared by everyone ...": the why after a comma)."""
    return any(lesson.undo_clause(c) for c in lesson.clauses(text))


def memo_rules(t: Turn, out: list[Signal], turns: list[Turn] | None = None) -> list[Signal]:
    """``out`` with the rules of a memo or mail pasted in the task's message ``t`` (:mod:`reflectgit.capture.memo`):
    each rule item leads a note of its own, read from its item alone (its detail ``memo``), so that no note
    glues another item's news or rule to it. The rule already read from the message keeps its item; when it
    lies in no rule item ("Some rules for the rota from now on."), the items' rules replace it. A short
    message (no memo) gets its other rule sentences (:func:`_short_rules`). An item leads a note only when it
    bears on the task (:func:`memo.bears_on`: a word of its norm in the task's own words around the memo or in
    what the session ``turns`` then said, touched or read)."""
    found = memo.rules(t.text, reports_symptom)
    if not found:
        return _short_rules(t, out)
    bearing = found if turns is None else \
        memo.bears_on(found, " ".join([memo.framing(t.text), _session_after(turns, t.index)]), reports_symptom)
    mine = [s for s in out if s.turn == t.index and s.kind in ("rule", "correction")]
    dropped: list[Signal] = []
    for sig in mine:
        phrase = str(sig.detail.get("phrase") or "").lower()
        item = next((i for i in found if phrase and phrase in i.lower()), "")
        if item:
            said = memo.as_said(memo.with_context(t.text, item, reports_symptom), reports_symptom)
            sig.detail["memo"] = said if phrase in said.lower() else item
        elif not any(phrase and phrase in i.lower() and any(memo.norm_of(x, reports_symptom) for x in memo._sentences(i))
                     for i in memo.items(t.text)):
            dropped.append(sig)  # "Some rules for the rota from now on.": no norm in its item, the items' rules say them
    out = [s for s in out if s not in dropped]
    kept = [s for s in mine if s not in dropped]
    for item in bearing:
        if any(str(s.detail.get("phrase") or "").lower() in item.lower() for s in kept):
            continue
        norm = next((n for n in (memo.norm_of(x, reports_symptom) for x in memo._sentences(item)) if n), "")
        phrase = " ".join(norm.split()[:6])
        if not phrase:
            continue
        said = memo.as_said(memo.with_context(t.text, item, reports_symptom), reports_symptom)
        out.append(Signal("rule", GRAMMAR_STRENGTH, t.index, _sentence(item, phrase),
                          {"phrase": phrase, "memo": said if phrase.lower() in said.lower() else item, "item": True}))
    return out


def _labelled(t: Turn, out: list[Signal]) -> list[Signal]:
    """``out`` with a rule for each item the user's message ``t`` labels as a rule before a colon
    (:func:`labelled.labelled_rules`) that no note read from the message already says; chat is none."""
    if chat.is_chat(t.text, ""):
        return out  # "we always use house rules anyway. rule one: never trade with Jo"
    mine = [s for s in out if s.turn == t.index and s.kind in ("rule", "correction")]
    for item in labelled.labelled_rules(t.text):
        phrase = " ".join(item.split()[:6])
        if chat.is_chat(item, ""):
            continue
        said = [s for s in mine if str(s.detail.get("phrase") or "").lower() in item.lower()
                or phrase.lower() in s.evidence.lower()]
        inside = [s for s in said if str(s.detail.get("phrase") or "").lower() in item.lower()]
        for sig in inside[:1]:
            # "Two rules ...: no booking may end after 11pm, ... . And the hall is never double booked ...": a
            # phrase reader found the second one too, and as another signal of the same message it was read as
            # the reason of the one that led; a labelled item leads a note, read as the reader read it
            sig.detail["item"] = True
        if said:
            continue
        sig = Signal("rule", GRAMMAR_STRENGTH, t.index, _sentence(item, phrase),
                     {"phrase": phrase, "memo": item, "item": bool(mine)})
        out.append(sig)
        mine.append(sig)
    return out


def _session_after(turns: list[Turn], at: int) -> str:
    """What the session says, touches and reads after turn ``at``: the user's and the agent's words, the values
    of the calls' inputs (files, edits, commands, not their keys), what the tools showed."""
    def values(x: object) -> str:
        if isinstance(x, dict):
            return " ".join(values(v) for v in x.values())
        if isinstance(x, list):
            return " ".join(values(v) for v in x)
        return str(x) if x is not None else ""

    return "\n".join(values(t.tool_input) if t.role == "assistant" and t.tool else t.text for t in turns if t.index > at)


def _short_rules(t: Turn, out: list[Signal]) -> list[Signal]:
    """``out`` with the other rules of a short task message ``t`` (no memo): each later sentence that is a rule
    item (:func:`memo.short_rules`: a bounded norm or a prohibition with what makes it one) leads a note, unless a
    note read from the message already says it (its rule, alternative or reason holds the norm's words: one
    lesson, one note), it shares two content words with the rule already found (the same rule said again), or
    it reads as chat. "the ISRC always goes in uppercase with no dashes, two DSPs bounced the whole batch ...
    and never deliver to the production SFTP from a dev machine, ...": two rules, two notes."""
    found = [i for i in memo.short_rules(t.text, reports_symptom) if not chat.is_chat(i, "")]
    mine = [s for s in out if s.turn == t.index and s.kind in ("rule", "correction")]
    if not found:
        return out
    first = " ".join(s.evidence for s in mine)
    # what the notes already read from the message say: their rule, alternative and reason
    already = " ".join(" ".join((p.rule, p.alternative, p.reason, p.reason_before)) for p in
                    (lesson.parts(t.text, str(s.detail.get("phrase") or ""), sets_task=True) for s in mine)).lower()
    for item in found:
        if any(str(s.detail.get("phrase") or "").lower() in item.lower() for s in mine):
            continue
        norm = next((n for n in (memo.norm_of(x, reports_symptom) for x in memo._sentences(item)) if n), "")
        phrase = " ".join(norm.split()[:6])
        if not phrase or phrase.lower() in already:
            continue  # one lesson, one note: a note of the message already says it
        if first and len(_content(item) & _content(first)) >= 2:
            continue  # the same rule, said again
        said = memo.as_said(item, reports_symptom)
        sig = Signal("rule", GRAMMAR_STRENGTH, t.index, _sentence(item, phrase),
                     {"phrase": phrase, "memo": said if phrase.lower() in said.lower() else item, "item": bool(mine)})
        out.append(sig)
        mine.append(sig)
        first = f"{first} {sig.evidence}"
    return out


def _content(sentence: str) -> set[str]:
    return {w for w in re.findall(r"[a-z_][a-z0-9_]{3,}", sentence.lower()) if w not in _COMMON}


_COMMON = frozenset("that this with from what when then they them their there were will would should could have been "
                    "into only also just like your ours every always never dont don't does make sure about after before "
                    "because otherwise which while".split())


def announced(text: str) -> str:
    """The agent's sentence that says what it will do next ("I'll resubmit it in the argo namespace: ..."),
    the last such sentence of its prose, or ""."""
    sentences = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text) if x.strip()]
    return next((x for x in reversed(sentences) if _PLAN.match(x) and not x.endswith("?")), "")


def redirects(reply: str, plan: str) -> tuple[str, float, str] | None:
    """A correction when the user's answer to the agent's announced step does not take it: it refuses it
    ("please not parseInt in handlers - the schema does it"), or, not agreeing first, says something else about a thing the plan names
    ("acme is the prod tenant. uploads go to acme-sbx first" after "I'll upload it with ... --api-key acme").
    The phrase is the answer's order, else its first clause. None for an agreement, a question or a bare word."""
    from reflectgit.query_text import content_terms, stem

    stated = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", reply) if x.strip() and not x.strip().endswith("?")]
    if len(" ".join(stated).split()) < 5 or _AGREES.match(reply) or declines(reply) or _ERROR_NAME.search(reply):
        return None  # "getting this when I run the import job: TypeError: ...": what the step did, reported
    if grammar._POINTS.match(reply.strip()) or grammar._CONFIRMS.search(stated[0]):
        return None  # "that's the branch, yes. open the PR ...": a pointing turn is read by grammar.substituted
    # the refusal opens a statement, not a question ("wait, did the CHANGELOG get the date? ...": a question first)
    first = next((x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", reply) if x.strip()), "")
    refuses = bool(_REFUSES_PLAN.match(reply)) and (not first.endswith("?") or bool(_WHY_THERE.match(first)))
    named = {stem(w) for w in content_terms(plan)} & {stem(w) for w in content_terms(" ".join(stated))}
    # "2 decimals, hmrc's form takes 2 and they query rounded figures": the other way and why after a comma, in one
    # sentence; not a symptom reported ("the canary is stuck, allocs never go healthy", "a run takes 10 min here, ...")
    said_for = len(stated) >= 2 or (len([p for p in re.split(r",\s+|\s[—–-]\s", stated[0]) if len(p.split()) >= 3]) >= 2
                                    and not reports_symptom(reply))
    if not refuses and not (named and said_for):
        return None
    parts = lesson.clauses(" ".join(stated))
    order = next((c for c in parts if lesson.order_clause(lesson.strip_lead(_THEN_LEAD.sub("", c)))
                  and not observed(c)), "")
    if not order and refuses:
        # "please not parseInt in handlers", "not the default worker pool": the refusal names what not to do;
        # "not yet - go.mod still says ...", "no need": what to do instead is not said
        order = next((c for c in parts if _REFUSES_PLAN.match(c) and len(c.split()) >= 3
                      and not re.match(r"^\W*\w+\W+(?:yet|now|need|way|idea)\b", c, re.I)), "")
        if not order:
            return None
    # without an order, the answer's first clause ("acme is the prod tenant. uploads go to acme-sbx first": the
    # writer reads the rest of the turn from there)
    head = _THEN_LEAD.sub("", order) if order else (parts[0] if parts else "")
    if not head or grammar._ADDS.search(head) or grammar._BACK_AT_IT.search(head) or _NEXT_ONLY.match(_THEN_LEAD.sub("", head.strip())) or _FOR_A_WHILE.search(" ".join(stated)):
        # "... fix it", "look at the db", "just push", "retry it": the next step asked for, no other way to do the announced
        # one; "the tests can't run yet, the db container is still starting": a state that passes
        return None
    return ("correction", GRAMMAR_STRENGTH, " ".join(head.split()[:6]))


_THEN_LEAD = re.compile(r"^(?:so|and|then|just|instead)\s+", re.I)
_ERROR_NAME = re.compile(r"\b[A-Z][A-Za-z]*(?:Error|Exception)\b|\bTraceback\b")
_NEXT_ONLY = re.compile(r"(?:(?:please|pls|can you|could you)\s+)?(?:fix|look at|check|debug|investigate|try|grab|push|"
                        r"ship|wait)\b", re.I)
_FOR_A_WHILE = re.compile(r"\b(?:yet|still|either|right now|at the moment)\b", re.I)
_WHY_THERE = re.compile(r"^why\b[^?]{0,80}\bthere\?$", re.I)


def reports_symptom(text: str) -> bool:
    """Whether a user message reports a symptom ("pods keep restarting. Look at the chart?") or asks
    why something happens: the agent's next explanation is then a diagnosis. Judged per sentence,
    so "X panics in staging. Why?" reports, while "is it slow?" only asks."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    if any(_SYMPTOM.search(s) and not s.endswith("?") for s in sentences):
        return True
    return bool(_SYMPTOM.search(text) and _ASKS_WHY.search(text))
#: how an explanation links the code to the symptom ("..., so", "there is no index", "instead of")
_EXPLAINS = re.compile(r",? so\b|\bbecause\b|\bsince\b|\bwhich (?:means|makes|causes)\b|\binstead of\b|\bwithout\b"
                       r"|\bno longer\b|\bthere (?:is|are) no\b|\bis missing\b|\bnever (?:gets?|reaches|runs|fires|sees)\b",
                       re.I)
#: the agent talking about its own work or the conversation, not about the code
_SELF = re.compile(r"^(?:i|i'?ve|i'?ll|i'?m|we|let|let'?s|sure|ok(?:ay)?|yes|done|fixed|added|updated|changed|removed|"
                   r"created|here|thanks|great|good|now|first|next|to)\b", re.I)


#: where the options were laid out: "Two options: (a) ... or (b) ...", "1. ... 2. ...", "either A or B"
_LAID_OUT = re.compile(r"\b(?:options?|either|approaches|ways)\b|\(\s*[a-c1-3]\s*\)|^\s*(?:[-*]|[1-3][.)])\s|\bor\b", re.I | re.M)


def _options(text: str) -> str:
    """The agent's closing either/or question ("Shall I apply, or push the branch?") or offer ("I can
    A, or B."), or a bare "Which do you prefer?" after the options were laid out (then the options
    with the question: the user's pick is read against them), else ""."""
    last = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text.strip()) if x.strip()]
    if not last:
        return ""
    if ways.CHOICE.search(last[-1]) or ways.OFFER.match(last[-1]):
        return last[-1]
    if ways.WHICH.match(last[-1]) and len(last) > 1:
        before = text.strip()[: text.strip().rfind(last[-1])].strip()[-600:]
        return f"{before}\n{last[-1]}" if _LAID_OUT.search(before) else ""
    return ""


#: a user's question between options: "offset/limit or cursors?", "system-assigned or user-assigned identity?"
_USER_CHOICE = re.compile(r"[\w/-]+(?:\s+[\w/-]+){0,2},?\s+or\s+[\w/-]+(?:\s+[\w/-]+){0,9}\s*\?$", re.I)


#: a question between two courses, said at length: "should we keep using the statsbook and import it, or have the
#: NSOs enter everything on tablets?", "do we show couples the price per stem or a price per arrangement?"
_USER_EITHER = re.compile(r"^(?:should|shall|do|would|can) (?:we|i|it|they|the \w+(?: \w+)?)\b.{3,120}?\bor\b.{3,120}\?$",
                          re.I)
#: a question that asks the agent to weigh a course: "should we move to ray data for this?", "is it worth ...?"
_USER_SHOULD = re.compile(r"^(?:(?:ok|so|and|also|hmm+)[,]?\s+)?(?:should|shall) (?:we|i)\b|^(?:do|would) (?:we|you) "
                          r"(?:want|recommend|prefer|suggest)\b|^is it (?:worth|better)\b", re.I)


#: what may come before the question itself: "before you write anything: for bout stats should we ...", asides
_ASKED_LEAD = re.compile(r"^(?:[^:?]{1,60}:\s+)?(?:for [\w' -]{1,30}?,?\s+(?=should|shall|do|would|is)\b)?", re.I)
_ASIDE = re.compile(r"\s*\([^()]*\)")


def _user_options(text: str) -> str:
    """The user's question between options or about a course to take, else "" (what the agent then
    weighs, and the user picks from or agrees with). A lead before it ("before you write anything: for bout
    stats should we ...") and its asides ("the price per stem (transparent, they can tweak) or ...") aside;
    also asked as reported speech ("the committee wants to know if we should keep the SMS call-out or move to
    an app. whats your take") or as the second of two courses ("... pick the soups automatically. or should
    the cook keep choosing?")."""
    said = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    asked = [s for s in said if s.rstrip().endswith("?")]
    return (next((s for s in asked if (bare := _ASKED_LEAD.sub("", _ASIDE.sub("", s), count=1))
                  and (_USER_CHOICE.search(bare) or _USER_SHOULD.match(bare) or _USER_EITHER.match(bare)
                       or _USER_OR_SHOULD.match(bare))), "")
            or next((s for s in said if _USER_WHETHER.search(_ASIDE.sub("", s))), ""))


#: a choice asked as reported speech: "wants to know if we should keep X or move to Y", "asked whether we keep X or let Y",
#: "question is whether per bag or per kg on the website"
_USER_WHETHER = re.compile(r"(?:\b(?:know|asked|asking|wondering|decide|deciding|unsure|sure) (?:whether|if) (?:we|i|they|the \w+)\b"
                           r"|\b(?:question|choice|decision) is (?:whether|if)\b).{3,120}?\bor\b\s+\w+.{3,}", re.I)
#: the second course asked after the first was said: "or should the cook keep choosing and the planner only suggests?"
_USER_OR_SHOULD = re.compile(r"^or (?:should|shall|do|would) (?:we|i|it|they|the \w+(?: \w+)?)\b.{3,120}\?$", re.I)


#: a comma segment that adds to the pick rather than saying why: "to the equipment officer only", "not dynamic: ..."
_ADDS_TO = re.compile(r"^(?:to|for|with|without|in|on|at|by|from|via|plus|and|but|only|except|unless|not|never|rather|"
                      r"instead)\b", re.I)


def chosen(reply: str, question: str) -> tuple[str, str]:
    """The user's answer to an either/or question when it picks an option and says why ("Cursor,
    since offset pages skip rows"): the answer's first clause, else "". A bare "yes", a question
    back or an answer without a reason decides nothing worth keeping."""
    from reflectgit.capture.lesson import _REASON, _explains, _split_reason, clauses, strip_lead
    from reflectgit.query_text import content_terms, stem

    said = clauses(reply)
    if not said or reply.rstrip().endswith("?") or _BANTER.search(reply):
        return "", ""
    first, why = _split_reason(strip_lead(said[0]))
    segs = [x.strip() for x in first.split(", ")]
    at = next((i for i, x in enumerate(segs) if i and _explains(x) and not _ADDS_TO.match(x)), 0) \
        if not why and len(first.split()) > 15 else 0
    if at:  # "SMS then, to the equipment officer only, nobody is going to drive up ...": the why spliced on
        first, why = ", ".join(segs[:at]), ", ".join(segs[at:])
    named, said_why = _named_option(first, question)
    if named:  # "(b) because ...", "option B, since ...", "the second one": the option's own words
        first, why = named, why or said_why
    offered = {stem(w) for w in content_terms(question)} - {"use", "want", "prefer", "like", "go", "keep"}
    # "suggestions only" picks "... and the planner only suggests?": one word's forms, by a shared start
    picks = {w for w in (stem(x) for x in content_terms(first))
             if w in offered or any(len(o) >= 5 and (w.startswith(o) or o.startswith(w) and len(w) >= 5) for o in offered)}
    rest = [c for c in said[1:3] if not c.endswith("?")]
    why = why or ("; ".join(rest) if rest and (_REASON.search(rest[0]) or len(rest[0].split()) >= 4) else "")
    return (first, why) if picks and why and len(first.split()) <= 15 else ("", "")


#: the options an agent lays out by letter or number: "(a) X, or (b) Y", "1. X" on its own line, "Option A: X."
_LETTERED = re.compile(r"\(\s*([a-c1-3])\s*\)\s*(.+?)(?=,?\s*(?:or\s+)?\(\s*[a-c1-3]\s*\)|[.?!](?:\s|$)|$)", re.I | re.S)
_NUMBERED = re.compile(r"^\s*([1-3])[.)]\s+(.+?)\s*$", re.M)
_OPTION = re.compile(r"\boption\s+([a-c1-3])\s*[:.)-]?\s+(.+?)(?=\.\s|\s+option\s+[a-c1-3]\b|[?]|$)", re.I | re.S)
#: options listed inline after a colon: "Options: 1) iNaturalist only; 2) our own database, ...; 3) both."
_INLINE = re.compile(r"(?:^|[\s:;])([1-3a-c])\)\s+(.+?)(?=;\s*(?:or\s+)?[1-3a-c]\)|[.?!](?:\s|$)|$)", re.I | re.S)
#: a pick by its mark: "(b)", "b", "2", "option B", "the second one"
_PICK = re.compile(r"^(?:\(\s*([a-c1-3])\s*\)|([a-c1-3])(?=\s*[,.:;)\u2013\u2014-]|$)|option\s+([a-c1-3])\b|"
                   r"the\s+(first|second|third)(?:\s+one)?\b)\s*[,.:;)\u2013\u2014-]*\s*(?P<rest>.*)$", re.I | re.S)
_ORDINAL = {"first": "1", "second": "2", "third": "3"}


def _named_option(first: str, question: str) -> tuple[str, str]:
    """The option a pick names by its letter, number or place ("(b)", "option B", "the second one"),
    in the question's own words, and what the pick goes on to say when that is a statement (its
    reason), else ("", "") (review19: "(b) because ..." became a rule titled "(b)")."""
    m = _PICK.match(first.strip())
    if not m:
        return "", ""
    mark = (m.group(1) or m.group(2) or m.group(3) or _ORDINAL.get((m.group(4) or "").lower(), "")).lower()
    options: dict[str, str] = {}
    for pattern in (_LETTERED, _NUMBERED, _OPTION, _INLINE):
        for key, text in pattern.findall(question):
            options.setdefault(key.lower(), " ".join(text.split()).strip(" ,;"))
    place = {"a": "1", "b": "2", "c": "3", "1": "a", "2": "b", "3": "c"}  # "the second" is (b) as well as 2.
    text = options.get(mark) or options.get(place.get(mark, ""), "")
    if not text:
        return "", ""
    text = text[:1].upper() + text[1:]
    rest = m.group("rest").strip()
    if re.match(r"(?:the|a|an|it|its|we|our|they|their|this|that|these|those|there|because|since|as)\b", rest, re.I):
        return text, rest  # "the second one, the dict gave us stale prices": why
    return text + (f", {rest}" if rest else ""), ""  # "b, capped at 30 s": the pick with what is added to it


def _narrates(text: str) -> bool:
    """Whether the agent's prose opens by saying what it will do ("Let me check the logs.")."""
    first = next((x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text) if x.strip()), "")
    return bool(_SELF.match(first) or _HEDGED.search(first))


def agent_diagnosis(text: str) -> str:
    """The explanation the agent gives of a symptom the user just reported, without announcing
    it as the cause ("The observer is registered with `this` instead of `viewLifecycleOwner`, so
    ..."): its first sentence, when that sentence links the code to an effect and is neither a
    guess, a plan nor about the agent's own work; else ""."""
    plain = diagnosis.MARKDOWN.sub("", text)
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", plain) if s.strip()]
    if not sentences:
        return ""
    first = sentences[0]
    if (first.endswith("?") or _HEDGED.search(first) or _SELF.match(first) or not _EXPLAINS.search(first)
            or len(first.split()) < 6):
        return ""
    return first[:600]


def agent_cause(text: str) -> str:
    """The cause the agent states as found (the sentence, with the one after it when the first only
    announces it: "Found it. The root cause is ..."), or ""; guesses and questions are not causes."""
    plain = diagnosis.MARKDOWN.sub("", text)  # markdown: "**Root cause:** ..."
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", plain) if s.strip()]
    for i, s in enumerate(sentences):
        if not _AGENT_CAUSE.search(s) or s.endswith("?") or _HEDGED.search(s):
            continue
        rest = [x for x in sentences[i + 1:i + 3] if not x.endswith("?")]
        if len(s.split()) <= 4 and rest:  # "Found it." / "I found the cause:" announces what follows
            return " ".join([s, *rest[:1]])[:600]
        if s.rstrip().endswith(":") and rest:
            return " ".join([s, *rest[:1]])[:600]
        prev = sentences[i - 1] if i else ""
        if (prev and len(prev.split()) >= 4 and not prev.endswith(("?", ":")) and not _HEDGED.search(prev)
                and not diagnosis._SELF.match(diagnosis.strip_lead(prev))):
            # "Rendering takes over 30 s, and AckWait is 30 s. When it runs out, JetStream assumes ...":
            # the statement before the cause says what "it" is
            return " ".join([diagnosis.strip_lead(prev), s])[:600]
        return s[:600]
    return ""


#: a test fix that names no test or no changed file: reported, never strong enough to keep
UNNAMED_FIX = 0.3


def _fixed(at: int, failed_at: int, tests: list[str], test_files: list[str], edited: list[str]) -> Signal:
    """A failing run followed by a passing one. It opens a lesson only when it can name the
    failing test(s) and the file(s) edited between the two runs."""
    changed = [f for f in edited if f not in test_files] or edited
    # vitest's "× slugify > strips accents 4ms" beside the same name read from another line: one test
    tests = [n for n in tests if not any(m != n and re.fullmatch(re.escape(m) + r"\s+\d+(?:\.\d+)?\s*m?s", n) for m in tests)]
    detail = {"tests": tests, "test_files": test_files, "files": changed, "failed_at": failed_at}
    if not tests or not changed:
        return Signal("test_fixed", UNNAMED_FIX, at, "tests failed, then passed after a change", detail)
    names = ", ".join(tests[:3]) + (f" and {len(tests) - 3} more" if len(tests) > 3 else "")
    files = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
    return Signal("test_fixed", 0.8, at, f"{names} failed, then passed after changing {files}", detail)


def _looping(keys: list[str]) -> bool:
    if len(keys) >= 3 and keys[-1] == keys[-2] == keys[-3]:
        return True
    return len(keys) >= 4 and keys[-1] == keys[-3] and keys[-2] == keys[-4] and keys[-1] != keys[-2]


def _sentence(text: str, phrase: str) -> str:
    """The sentence of ``text`` holding ``phrase`` (the evidence shown with the note)."""
    for s in re.split(r"(?<=[.!?])\s+|\n+", text):
        if phrase.lower() in s.lower():
            return s.strip()[:300]
    return text.strip()[:300]
