"""json_splice: a changed value written back into the file's own text reads back as the new value,
and an unchanged value is the file's text, for every formatting install meets."""

from __future__ import annotations

import copy
import json
import random

import pytest

from reflectgit.json_splice import dumps_like

STYLES = [{"indent": 2}, {"indent": 4}, {"indent": "\t"}, {}, {"separators": (",", ":")},
          {"indent": 2, "ensure_ascii": False}]


def _value(rng: random.Random, depth: int = 0):
    r = rng.random()
    if depth > 3 or r < 0.3:
        return rng.choice([1, "x", "caf\u00e9", True, None, 2.5, 'a"b'])
    if r < 0.65:
        return {f"k{i}": _value(rng, depth + 1) for i in range(rng.randint(0, 4))}
    return [_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]


def _mutate(rng: random.Random, v):
    if isinstance(v, (dict, list)) and v and rng.random() < 0.45:
        key = rng.choice(list(v)) if isinstance(v, dict) else rng.randrange(len(v))
        v[key] = _mutate(rng, v[key])
    elif isinstance(v, dict):
        if v and rng.random() < 0.5:
            del v[rng.choice(list(v))]
        else:
            v[f"n{rng.randint(0, 99)}"] = _value(rng, 2)
    elif isinstance(v, list):
        if v and rng.random() < 0.5:
            v.pop(rng.randrange(len(v)))
        else:
            v.insert(rng.randint(0, len(v)), _value(rng, 2))
    else:
        return _value(rng, 3)
    return v


@pytest.mark.parametrize("seed", range(4))
def test_random_edits_read_back_and_unchanged_text_stays(seed):
    rng = random.Random(seed)
    for _ in range(250):
        old = {f"t{i}": _value(rng, 1) for i in range(rng.randint(1, 4))}
        text = json.dumps(old, **rng.choice(STYLES)) + rng.choice(["", "\n"])
        if rng.random() < 0.2:
            text = text.replace("\n", "\r\n")
        assert dumps_like(copy.deepcopy(old), text) == text
        new = _mutate(rng, copy.deepcopy(old))
        assert json.loads(dumps_like(new, text)) == new, text


def test_what_is_not_one_json_value_is_left_to_the_caller():
    assert dumps_like({}, "") is None and dumps_like({}, "{} {}") is None
