"""A reward map: the reward a verdict earns, by its Reason, for trainers that shape rewards.

A format penalty is the usual use: an answer without a box or anchor (``NO_ANSWER``) or one that
hedges between values (``HEDGED``) earns less than a plain wrong answer. Every reason not named
earns ``correct`` or ``incorrect``. The TRL, verl and OpenRLHF adapters and ``strictgrade serve``
read the same map, written as a mapping, as JSON text or as ``REASON=VALUE`` pairs:

>>> rewards = parse_reward_map("NO_ANSWER=-0.5, hedged=-0.5")
>>> rewards.reward(Verdict(False, Reason.NO_ANSWER)), rewards.reward(Verdict(False, Reason.VALUE_MISMATCH))
(-0.5, 0.0)
>>> parse_reward_map({"correct": 2, "HEDGED": -1}).reward(Verdict(True, Reason.EQUAL))
2.0
>>> parse_reward_map({"HEDGING": -1})
Traceback (most recent call last):
...
strictgrade.integrations.rewards.RewardMapError: HEDGING: not a Reason name (nor 'correct' or 'incorrect')
"""

from __future__ import annotations

import json
import math
from types import MappingProxyType
from typing import Any, Mapping, NamedTuple, Union

from strictgrade import Reason, Verdict

__all__ = ["RewardMap", "RewardMapError", "RewardSpec", "parse_reward_map", "DEFAULT_REWARDS"]

CORRECT_KEY = "correct"  # the reward of every correct reason not named
INCORRECT_KEY = "incorrect"  # the reward of every incorrect reason not named
PAIR_SEPARATOR = ","
KEY_VALUE_SEPARATOR = "="


class RewardMapError(ValueError):
    """A reward map that cannot be read; ``key`` names the entry at fault."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}")
        self.key = key
        self.message = message


_NONE_NAMED: Mapping[Reason, float] = MappingProxyType({})


class RewardMap(NamedTuple):
    """The reward of each Reason: ``by_reason`` where named, else ``correct`` or ``incorrect``.

    A named tuple, not a dataclass: verl and OpenRLHF load adapter files by path, outside any
    package, where a dataclass cannot find its module.
    """

    correct: float = 1.0
    incorrect: float = 0.0
    by_reason: Mapping[Reason, float] = _NONE_NAMED

    def reward(self, verdict: Verdict) -> float:
        """Return the reward a verdict earns."""
        named = self.by_reason.get(verdict.reason)
        if named is not None:
            return named
        return self.correct if verdict.correct else self.incorrect

    def as_dict(self) -> dict:
        """The map as its JSON object (``correct``, ``incorrect`` and each named reason)."""
        out = {CORRECT_KEY: self.correct, INCORRECT_KEY: self.incorrect}
        out.update({reason.name: value for reason, value in self.by_reason.items()})
        return out


DEFAULT_REWARDS = RewardMap()

RewardSpec = Union[None, str, Mapping[str, Any], RewardMap]


def parse_reward_map(spec: RewardSpec, *, correct: float = 1.0, incorrect: float = 0.0) -> RewardMap:
    """Read a reward map from a mapping, JSON object text or ``REASON=VALUE,...`` text.

    Keys are Reason names (any case) or ``correct`` / ``incorrect``, which override the keywords of
    the same name. Values are finite numbers. None gives the map of the keywords alone.

    >>> parse_reward_map(None, incorrect=-1.0).as_dict()
    {'correct': 1.0, 'incorrect': -1.0}
    >>> parse_reward_map('{"NO_ANSWER": "x"}')
    Traceback (most recent call last):
    ...
    strictgrade.integrations.rewards.RewardMapError: NO_ANSWER: not a number: 'x'
    """
    if isinstance(spec, RewardMap):
        return spec
    entries = _entries(spec)
    values = {CORRECT_KEY: _number(CORRECT_KEY, correct), INCORRECT_KEY: _number(INCORRECT_KEY, incorrect)}
    by_reason = {}
    for key, value in entries.items():
        if not isinstance(key, str):
            raise RewardMapError(repr(key), "a key must be a Reason name")
        name = key.strip()
        if name.lower() in values:
            values[name.lower()] = _number(name, value)
            continue
        reason = Reason.__members__.get(name.upper())
        if reason is None:
            raise RewardMapError(name, f"not a Reason name (nor {CORRECT_KEY!r} or {INCORRECT_KEY!r})")
        by_reason[reason] = _number(name, value)
    return RewardMap(values[CORRECT_KEY], values[INCORRECT_KEY], by_reason)


def _entries(spec: RewardSpec) -> Mapping[Any, Any]:
    if spec is None:
        return {}
    if isinstance(spec, Mapping):
        return spec
    if not isinstance(spec, str):
        raise RewardMapError("rewards", f"expected a mapping or text, not {type(spec).__name__}")
    text = spec.strip()
    if text.startswith("{"):
        try:
            parsed = json.loads(text)
        except ValueError as error:
            raise RewardMapError("rewards", f"not a JSON object: {error}") from None
        if not isinstance(parsed, dict):
            raise RewardMapError("rewards", "not a JSON object")
        return parsed
    entries = {}
    for pair in filter(None, (p.strip() for p in text.split(PAIR_SEPARATOR))):
        key, separator, value = pair.partition(KEY_VALUE_SEPARATOR)
        if not separator:
            raise RewardMapError(key.strip(), f"expected REASON{KEY_VALUE_SEPARATOR}VALUE")
        entries[key.strip()] = value.strip()
    return entries


def _number(key: str, value: Any) -> float:
    """A finite reward: an int, a float or the text of one (never a bool)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise RewardMapError(key, f"not a number: {value!r}")
    try:
        number = float(value)
    except (ValueError, OverflowError):
        raise RewardMapError(key, f"not a number: {value!r}") from None
    if not math.isfinite(number):
        raise RewardMapError(key, f"not a finite number: {value!r}")
    return number

