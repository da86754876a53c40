"""What a failing assertion compared, as its runner printed it (issue 20: a test fix keeps why it failed).

Runners of every language report a failed comparison the same way: a header ("assertion `left == right`
failed", "Error Message:", "Failure/Error: expect(...).to eq(1)", "expect(received).toHaveLength(expected)")
and then the values, one per line under a label: "Expected: 1" / "Actual: 0" (xUnit, NUnit, Bun), "left: 18400.0"
/ "right: 18.4" (Rust), "expected: 1" / "got: 2" (RSpec, OCaml), "Expected length: 2" / "Received length: 1"
(Jest), "But was: Green" (NUnit); or in one sentence ("Failed asserting that 120.0 matches expected 145.0",
"assertion failed: alarms.is_empty()", "Expected 35000 Was -30536"). The first error line a note kept was
often that header alone, so the note said a test failed but not how; the values say what was wrong.
"""

from __future__ import annotations

import re

#: a value under its label: "Expected: 1", "  left: 18400.0", "     got: 2", "Received number of calls: 2",
#: "#          got: '41882.6'", "But was:  Green" (the label at the line's start, a value after its colon)
_LABELLED = re.compile(r"^[\s#*│|>]*((?:but\s+|instead\s+)?(?:expected|received|actual|left|right|got|was|value)"
                       r"(?!\s+(?:fail|pass|error|skip)\b)(?:\s+[a-z]+){0,3}\s*:\s*\S.*)$", re.I)  # not a tally: "Expected Fail: 0"
#: a comparison said in one line: PHPUnit's "Failed asserting that ...", Rust's "assertion failed: ...", Unity's
#: "...: Expected 35000 Was -30536", "expected 1.45, actual 1.35", "Expected truthy, got false"
_SENTENCE = re.compile(r"(failed asserting that .+|assertion failed: .+|\bexpected \S.{0,80}?\s(?:was|got|but got|actual)\s+\S.*)$",
                       re.I)
#: a header a runner prints before the values, which says only that a comparison failed
STUB = re.compile(r"(?::|^failures?|^(?:error )?message|assertion `?left == right`? failed|values (?:are not equal|differ)\.?"
                  r"|expect\(received\)\S*)\s*$", re.I)


def compared(output: str, limit: int = 200) -> str:
    """The values the first failed comparison of a run's output printed, as printed ("Expected: 1 Actual: 0",
    "left: 18400.0 right: 18.4"); "" when the output shows none."""
    lines = output.splitlines()
    for i, line in enumerate(lines):
        found = _LABELLED.match(line)
        if found:
            said = [found.group(1).strip()]
            for nxt in lines[i + 1:i + 3]:  # the value it was compared with, on the next line or two
                more = _LABELLED.match(nxt)
                if not more:
                    break
                said.append(more.group(1).strip())
            return " ".join(" ".join(said).split())[:limit]
        found = _SENTENCE.search(line.strip())
        if found:
            return _unquoted(" ".join(found.group(1).split()).rstrip("."))[:limit]
    return ""


def _unquoted(text: str) -> str:
    """Without the closing quote of a message the runner quoted ('At line (7): "Expected 35000 Was -30536"'),
    which the match began inside; a quote that closes a value the line opened ("... got 'B'") stays."""
    for q in "\"'":
        if text.endswith(q) and text.count(q) % 2:
            return text[:-1].rstrip(" .")
    return text


def with_compared(error: str, output: str) -> str:
    """The error a test-fix note keeps, with the values its assertion compared when the error does not say
    them already; a header that only says a comparison failed ("Message:", "failures:") gives way to them."""
    values = compared(output)
    if not values or values.lower() in error.lower():
        return error
    if error and error.lower().rstrip(".") in values.lower():  # the error was the first value line: "expected: 13"
        return values
    if not error or STUB.search(error):
        return values if not error or error.endswith(":") or len(error) < 12 else f"{error.rstrip('.')}: {values}"
    return f"{error.rstrip('.')}; {values}"
