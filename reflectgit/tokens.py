"""One token estimate for every budget: recall output, prompt injection and the LLM ledger.

About four characters a token, which is what common BPE tokenizers give for English prose and
code; it needs no tokenizer, so the hooks stay light. The reflection's hard caps count with the
real tokenizer instead (``reflection.deep.count_tokens``), because there a cap is a promise.
"""

from __future__ import annotations

CHARS_PER_TOKEN = 4
LISTING_OVERHEAD = 8  # a compact listing line's id, score and punctuation


def estimate(text: str) -> int:
    """Tokens ``text`` costs, rounded up, never zero."""
    return max(1, -(-len(text) // CHARS_PER_TOKEN))


def listing_line(title: str) -> int:
    """Tokens one line of the compact ``index`` listing costs (the id and the title)."""
    return LISTING_OVERHEAD + len(title) // CHARS_PER_TOKEN
