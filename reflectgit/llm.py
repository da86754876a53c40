"""The optional LLM: one client for a command or an OpenAI-compatible endpoint, with a ledger.

``REFLECTGIT_LLM`` is either a command that reads the prompt on stdin and prints the answer
(``claude -p``, ``llm -m gpt-4o-mini``...) or an ``http(s)://`` base URL of an
OpenAI-compatible API (``REFLECTGIT_LLM_MODEL``, ``REFLECTGIT_LLM_API_KEY``). Unset, nothing
here is ever called and every caller falls back to its heuristics.

Every call is appended to this machine's ledger (``.reflectgit/llm-ledger.jsonl``: tokens in
and out, model, purpose, estimated cost). A call that would pass the daily token budget is not
made (the caller defers). A writer that keeps returning output that fails validation trips
a breaker for an hour instead of being paid to produce garbage. Structured calls are
validated and re-asked with the error up to three times.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflectgit import config
from reflectgit.fsutil import atomic_write, loads_json
from reflectgit.tokens import estimate as estimate_tokens

LEDGER = "llm-ledger.jsonl"
BREAKER = "llm-breaker.json"
ATTEMPTS = 3
BREAKER_COOLDOWN_S = 3600


class LLMUnavailable(Exception):
    """No LLM configured, the budget is spent, the breaker is open, or the call failed."""


@dataclass
class Answer:
    text: str
    tokens_in: int
    tokens_out: int
    model: str




class LLM:
    def __init__(self, target: str, derived: Path):
        self.target = target
        self.derived = derived
        self.model = config.setting("REFLECTGIT_LLM_MODEL") or (
            "" if target.startswith(("http://", "https://")) else shlex.split(target)[0])

    @classmethod
    def from_env(cls, derived: Path) -> LLM | None:
        target = config.setting("REFLECTGIT_LLM").strip()
        return cls(target, derived) if target else None

    # -- accounting ----------------------------------------------------------------------
    def spent(self, since: float) -> int:
        total = 0
        for rec in ledger(self.derived):
            if rec.get("at", 0) >= since:
                total += int(rec.get("tokens_in", 0)) + int(rec.get("tokens_out", 0))
        return total

    def _record(self, purpose: str, answer: Answer | None, ok: bool, error: str = "") -> None:
        price = config.bounded("REFLECTGIT_LLM_PRICE_PER_MTOK")
        tin = answer.tokens_in if answer else 0
        tout = answer.tokens_out if answer else 0
        rec = {"at": time.time(), "purpose": purpose, "model": answer.model if answer else self.model,
               "tokens_in": tin, "tokens_out": tout, "cost_est": round((tin + tout) * price / 1e6, 6),
               "ok": ok, **({"error": error[:200]} if error else {})}
        self.derived.mkdir(parents=True, exist_ok=True)
        with open(self.derived / LEDGER, "a") as f:
            f.write(json.dumps(rec) + "\n")

    def _breaker_open(self) -> bool:
        try:
            return json.loads((self.derived / BREAKER).read_text()).get("until", 0) > time.time()
        except (OSError, ValueError):
            return False

    def _trip(self, purpose: str, why: str) -> None:
        atomic_write(self.derived / BREAKER, json.dumps(
            {"until": time.time() + BREAKER_COOLDOWN_S, "purpose": purpose, "why": why[:300]}).encode())

    # -- calls ---------------------------------------------------------------------------
    def complete(self, prompt: str, purpose: str) -> Answer:
        from reflectgit.privacy import strip_private

        prompt = strip_private(prompt)  # the last guard: whatever a caller missed is never sent
        if self._breaker_open():
            raise LLMUnavailable("the LLM breaker is open after repeated invalid output")
        budget = int(config.bounded("REFLECTGIT_LLM_DAILY_TOKENS"))
        if self.spent(_day_start()) + estimate_tokens(prompt) > budget:
            raise LLMUnavailable(f"daily LLM budget of {budget} tokens reached (REFLECTGIT_LLM_DAILY_TOKENS)")
        try:
            answer = self._http(prompt) if self.target.startswith(("http://", "https://")) else self._command(prompt)
        except (OSError, subprocess.SubprocessError, ValueError) as exc:
            self._record(purpose, None, False, f"{type(exc).__name__}: {exc}")
            raise LLMUnavailable(f"LLM call failed: {exc}") from None
        self._record(purpose, answer, True)
        return answer

    def complete_json(self, prompt: str, purpose: str, check: Callable[[Any], Any]) -> Any:
        """A JSON answer that ``check`` accepts (it returns the cleaned value or raises
        ValueError); the error is sent back for another try, at most three tries in all."""
        ask = prompt
        last = ""
        for _ in range(ATTEMPTS):
            answer = self.complete(ask, purpose)
            try:
                return check(parse_json(answer.text))
            except (ValueError, TypeError, KeyError) as exc:
                last = str(exc)
                ask = (f"{prompt}\n\nYour previous answer was rejected: {last}\n"
                       "Answer again with only the JSON object, nothing else.")
        self._trip(purpose, last)
        raise LLMUnavailable(f"the LLM gave invalid output {ATTEMPTS} times: {last}")

    def _command(self, prompt: str) -> Answer:
        timeout = config.bounded("REFLECTGIT_LLM_TIMEOUT")
        proc = subprocess.run(shlex.split(self.target), input=prompt, capture_output=True, text=True,
                              timeout=timeout)
        if proc.returncode != 0:
            raise OSError(f"exit {proc.returncode}: {proc.stderr.strip()[:200]}")
        return Answer(proc.stdout, estimate_tokens(prompt), estimate_tokens(proc.stdout), self.model)

    def _http(self, prompt: str) -> Answer:
        import urllib.request

        url = self.target.rstrip("/") + "/chat/completions"
        body = json.dumps({"model": self.model, "temperature": 0,
                           "messages": [{"role": "user", "content": prompt}]}).encode()
        headers = {"Content-Type": "application/json"}
        key = os.environ.get("REFLECTGIT_LLM_API_KEY")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        req = urllib.request.Request(url, data=body, headers=headers, method="POST")
        with urllib.request.urlopen(req, timeout=config.bounded("REFLECTGIT_LLM_TIMEOUT")) as resp:
            data = loads_json(resp.read())
        text = data["choices"][0]["message"]["content"]
        usage = data.get("usage") or {}
        return Answer(text, int(usage.get("prompt_tokens") or estimate_tokens(prompt)),
                      int(usage.get("completion_tokens") or estimate_tokens(text)), data.get("model") or self.model)


def _day_start() -> float:
    import datetime as dt

    now = dt.datetime.now()
    return dt.datetime(now.year, now.month, now.day).timestamp()


def parse_json(text: str) -> Any:
    """The JSON object in an answer, tolerating a ```json fence or prose around it."""
    s = text.strip()
    if s.startswith("```"):
        s = s.split("\n", 1)[1] if "\n" in s else ""
        s = s.rsplit("```", 1)[0]
    try:
        return loads_json(s)
    except ValueError:
        start, end = s.find("{"), s.rfind("}")
        if start >= 0 and end > start:
            return loads_json(s[start:end + 1])
        raise ValueError("the answer is not JSON") from None


def ledger(derived: Path) -> list[dict[str, Any]]:
    from reflectgit.fsutil import read_jsonl

    return read_jsonl(derived / LEDGER)


def spend_summary(derived: Path) -> dict[str, Any]:
    """Today's and this month's tokens and estimated cost, and the daily budget, for status."""
    import datetime as dt

    now = dt.datetime.now()
    day = _day_start()
    month = dt.datetime(now.year, now.month, 1).timestamp()
    out = {"calls_today": 0, "tokens_today": 0, "cost_today": 0.0, "tokens_month": 0, "cost_month": 0.0,
           "daily_budget_tokens": int(config.bounded("REFLECTGIT_LLM_DAILY_TOKENS")),
           "configured": bool(config.setting("REFLECTGIT_LLM").strip())}
    for rec in ledger(derived):
        at = rec.get("at", 0)
        tokens = int(rec.get("tokens_in", 0)) + int(rec.get("tokens_out", 0))
        if at >= month:
            out["tokens_month"] += tokens
            out["cost_month"] += float(rec.get("cost_est", 0))
        if at >= day:
            out["calls_today"] += 1
            out["tokens_today"] += tokens
            out["cost_today"] += float(rec.get("cost_est", 0))
    out["cost_today"], out["cost_month"] = round(out["cost_today"], 4), round(out["cost_month"], 4)
    return out
