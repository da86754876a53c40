"""``<private>...</private>`` spans (M6): text a person marked as never to be shared.

Stripped before anything is shown, indexed or sent: nested spans, and an opening tag without
its closing one (everything after it is private), are handled.
"""

from __future__ import annotations

import re

_TAG = re.compile(r"<(/?)private\b[^>]*>", re.IGNORECASE)
MARK = "[private]"


def strip_private(text: str) -> str:
    if "<" not in text or not _TAG.search(text):
        return text
    out: list[str] = []
    depth = 0
    pos = 0
    for m in _TAG.finditer(text):
        if depth == 0:
            out.append(text[pos:m.start()])
        if m.group(1):  # closing
            if depth:
                depth -= 1
                if depth == 0:
                    out.append(MARK)
        else:
            depth += 1
        pos = m.end()
    if depth == 0:
        out.append(text[pos:])
    else:
        out.append(MARK)  # unclosed: the rest is private
    return "".join(out)
