"""The service's limits, its grading options (per server and per request) and its request error.

A request's options come from the server's defaults, then the URL's query string (for clients
whose body is fixed, e.g. ``/get_reward?mode=eval``), then the body's ``options`` object (native
endpoint). Every option is checked against one table, so a new ``grade()`` keyword is one entry in
``GRADE_OPTIONS``.

>>> settings = DEFAULT_SETTINGS.merged({"decimals": 2, "rewards": {"NO_ANSWER": -0.5}}, "options")
>>> settings.grade_options["decimals"], settings.rewards.by_reason
(2, {Reason.NO_ANSWER: -0.5})
>>> DEFAULT_SETTINGS.merged({"mode": "strict"}, "options")
Traceback (most recent call last):
...
strictgrade.serve.options.RequestError: options.mode: expected one of 'eval', 'reward', not 'strict'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Dict, Mapping, Optional

from strictgrade import Form, Mode, Preset
from strictgrade.integrations.rewards import DEFAULT_REWARDS, RewardMap, RewardMapError, parse_reward_map

from ..limits import MAX_DECIMALS  # the largest ``decimals`` a request may ask for, as in grade()

__all__ = [
    "MAX_BODY_BYTES",
    "MAX_BATCH_ROWS",
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "TOKEN_ENV",
    "GRADE_OPTIONS",
    "SERVICE_OPTIONS",
    "RequestError",
    "Settings",
    "DEFAULT_SETTINGS",
    "ServeConfig",
]

MAX_BODY_BYTES = 64 * 1024 * 1024  # a request body longer than this is refused (413)
MAX_BATCH_ROWS = 16_384  # rows (or queries) in one request; more is refused (413)
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
TOKEN_ENV = "STRICTGRADE_SERVE_TOKEN"  # the bearer token, read from the environment only
CONFIG_ENV = "STRICTGRADE_SERVE_CONFIG"  # a worker process's config, as JSON (never the token)
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"  # prometheus-client's multiprocess mode (see metrics.py)
TOKEN_QUERY = "token"  # the token in the URL, for clients that send no headers (never logged)

BAD_REQUEST = 400  # the body is not JSON
UNAUTHORIZED = 401
NOT_FOUND = 404
METHOD_NOT_ALLOWED = 405
TOO_LARGE = 413  # the body or the batch is over its cap
UNPROCESSABLE = 422  # JSON, but a field is missing or of the wrong kind


class RequestError(Exception):
    """A request the service cannot answer: its HTTP status, the field at fault and why."""

    def __init__(self, status: int, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.status = status
        self.field = field
        self.message = message

    def as_json(self) -> Dict[str, Any]:
        """The error's JSON body: ``{"error": ..., "field": ...}``."""
        return {"error": self.message, "field": self.field}


OptionParser = Callable[[Any, str], Any]  # (JSON value, field name) -> the option's value


def _choice(enum_type: Any) -> OptionParser:
    names = ", ".join(repr(member.value) for member in enum_type)

    def parse(value: Any, where: str) -> Any:
        if isinstance(value, enum_type):
            return value
        for member in enum_type:
            if value == member.value:
                return member
        raise RequestError(UNPROCESSABLE, where, f"expected one of {names}, not {value!r}")

    return parse


def _decimals(value: Any, where: str) -> Optional[int]:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_DECIMALS:
        raise RequestError(UNPROCESSABLE, where, f"expected null or an integer from 0 to {MAX_DECIMALS}, not {value!r}")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise RequestError(UNPROCESSABLE, where, f"expected true or false, not {value!r}")
    return value


def _rewards(value: Any, where: str) -> RewardMap:
    try:
        return parse_reward_map(value)
    except RewardMapError as error:
        raise RequestError(UNPROCESSABLE, f"{where}.{error.key}", error.message) from None


# grade()'s keyword options: name -> parser. A new grade() keyword is one line here.
GRADE_OPTIONS: Mapping[str, OptionParser] = {
    "mode": _choice(Mode),
    "decimals": _decimals,
    "form": _choice(Form),
    "preset": _choice(Preset),  # strict by default; lenient only when a server or request asks for it
}
# the service's own options
SERVICE_OPTIONS: Mapping[str, OptionParser] = {
    "reasoning": _flag,  # the chat template opened <think> in the prompt: open it in the response too
    "rewards": _rewards,  # a reward map: {"NO_ANSWER": -0.5, "correct": 1, "incorrect": 0}
}


@dataclass(frozen=True)
class Settings:
    """What one request is graded with: grade()'s options, the reasoning flag, the reward map."""

    grade_options: Mapping[str, Any] = field(default_factory=lambda: {"mode": Mode.REWARD})
    reasoning: bool = False
    rewards: RewardMap = DEFAULT_REWARDS

    def merged(self, overrides: Mapping[str, Any], where: str) -> "Settings":
        """These settings with ``overrides`` (JSON values, checked against the tables) applied."""
        if not overrides:
            return self
        grade_options = dict(self.grade_options)
        service: Dict[str, Any] = {}
        for name, value in overrides.items():
            field_name = f"{where}.{name}"
            if name in GRADE_OPTIONS:
                grade_options[name] = GRADE_OPTIONS[name](value, field_name)
            elif name in SERVICE_OPTIONS:
                service[name] = SERVICE_OPTIONS[name](value, field_name)
            else:
                known = ", ".join(sorted({*GRADE_OPTIONS, *SERVICE_OPTIONS}))
                raise RequestError(UNPROCESSABLE, field_name, f"unknown option (known: {known})")
        return replace(self, grade_options=grade_options, **service)

    def as_json(self) -> Dict[str, Any]:
        """The settings as JSON values (what ``merged`` reads back)."""
        options = {name: getattr(value, "value", value) for name, value in self.grade_options.items()}
        return {**options, "reasoning": self.reasoning, "rewards": self.rewards.as_dict()}


DEFAULT_SETTINGS = Settings()


def query_options(query: Mapping[str, str]) -> Dict[str, Any]:
    """Options from a URL's query string: each value read as JSON when it is JSON, else as text.

    >>> query_options({"decimals": "2", "mode": "eval", "token": "s3cret"})
    {'decimals': 2, 'mode': 'eval'}
    """
    options: Dict[str, Any] = {}
    for name, text in query.items():
        if name == TOKEN_QUERY:
            continue
        try:
            options[name] = json.loads(text)
        except ValueError:
            options[name] = text
    return options


@dataclass(frozen=True)
class ServeConfig:
    """Everything an app is built from: it crosses into uvicorn's and Ray's worker processes as JSON."""

    settings: Settings = DEFAULT_SETTINGS
    token: Optional[str] = None
    max_body_bytes: int = MAX_BODY_BYTES
    max_batch_rows: int = MAX_BATCH_ROWS

    def to_json(self) -> str:
        """The config without its token (the token travels in the environment only)."""
        return json.dumps({"settings": self.settings.as_json(), "max_body_bytes": self.max_body_bytes,
                           "max_batch_rows": self.max_batch_rows})

    @classmethod
    def from_json(cls, text: str, token: Optional[str]) -> "ServeConfig":
        """Read back ``to_json``'s text, with the token from the environment."""
        data = json.loads(text)
        settings = DEFAULT_SETTINGS.merged(data["settings"], "settings")
        return cls(settings, token or None, int(data["max_body_bytes"]), int(data["max_batch_rows"]))

