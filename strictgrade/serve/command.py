"""``strictgrade serve``: the reward service under uvicorn, with several worker processes.

The command line registers this module with ``add_arguments(parser)`` and ``run(args)``. It binds
127.0.0.1 unless told otherwise and refuses to listen beyond loopback without a bearer token in
``$STRICTGRADE_SERVE_TOKEN``. SIGTERM (or Ctrl-C) stops accepting connections and lets the
requests in flight finish, for up to ``DRAIN_SECONDS``; the command then exits 0.
"""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import json
import os
import shutil
import signal
import sys
import tempfile
import threading
from types import FrameType
from typing import Any, Dict, Iterator, Optional

from strictgrade import Form, Mode
from strictgrade.integrations.rewards import RewardMapError, parse_reward_map

from .options import (
    CONFIG_ENV,
    DEFAULT_HOST,
    DEFAULT_PORT,
    DEFAULT_SETTINGS,
    MAX_BATCH_ROWS,
    MAX_BODY_BYTES,
    MULTIPROC_ENV,
    TOKEN_ENV,
    RequestError,
    ServeConfig,
)

__all__ = ["add_arguments", "run", "DRAIN_SECONDS", "LOOPBACK_NAMES"]

DRAIN_SECONDS = 60  # on SIGTERM, the longest wait for requests in flight
LOOPBACK_NAMES = ("localhost",)
MISSING_EXTRA = "strictgrade serve needs its extra: pip install 'strictgrade[serve]'"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The command's options."""
    parser.add_argument("--host", default=DEFAULT_HOST,
                        help=f"address to bind (default {DEFAULT_HOST}; beyond loopback ${TOKEN_ENV} is required)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: one per CPU)")
    parser.add_argument("--mode", choices=[m.value for m in Mode], default=Mode.REWARD.value,
                        help="where the final answer may come from (default reward: a box or an anchor)")
    parser.add_argument("--decimals", type=int, default=None, help="round both sides to this many places")
    parser.add_argument("--form", choices=[f.value for f in Form], default=Form.VALUE.value)
    parser.add_argument("--reasoning", action="store_true",
                        help="the chat template opens <think> in the prompt: grade only what follows </think>")
    parser.add_argument("--rewards", default=None, metavar="MAP",
                        help='reward by reason, e.g. "NO_ANSWER=-0.5,HEDGED=-0.5" or JSON; '
                             "correct=1 and incorrect=0 otherwise")
    parser.add_argument("--max-body-bytes", type=int, default=MAX_BODY_BYTES)
    parser.add_argument("--max-batch", type=int, default=MAX_BATCH_ROWS, help="rows (or queries) in one request")
    parser.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"])


def is_loopback(host: str) -> bool:
    """Return whether a bind address only listens on this machine.

    >>> is_loopback("127.0.0.1"), is_loopback("::1"), is_loopback("localhost"), is_loopback("0.0.0.0")
    (True, True, True, False)
    """
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a host name: it may resolve beyond loopback
        return False


def build_config(args: argparse.Namespace, token: Optional[str]) -> ServeConfig:
    """The server's config from its options (raises ValueError naming the option at fault)."""
    options: Dict[str, Any] = {"mode": args.mode, "form": args.form, "decimals": args.decimals,
                               "reasoning": args.reasoning}
    try:
        options["rewards"] = parse_reward_map(args.rewards)
    except RewardMapError as error:
        raise ValueError(f"--rewards: {error}") from None
    try:
        settings = DEFAULT_SETTINGS.merged(options, "")
    except RequestError as error:  # its field is ".name"
        raise ValueError(f"--{error.field.lstrip('.')}: {error.message}") from None
    if args.max_body_bytes < 1 or args.max_batch < 1 or args.workers < 1:
        raise ValueError("--max-body-bytes, --max-batch and --workers must be at least 1")
    return ServeConfig(settings, token, args.max_body_bytes, args.max_batch)


def _absorb(number: int, frame: Optional[FrameType]) -> None:
    """Nothing: the signal was uvicorn's, handled by its drain, and re-raised once the drain was over."""


@contextlib.contextmanager
def _uvicorn_owns_signals() -> Iterator[None]:
    """SIGINT and SIGTERM are uvicorn's while it serves; what it re-raises after draining ends nothing more.

    uvicorn catches both signals while it serves, drains, restores the handlers it found and
    raises every signal it caught again.  The command line's own handler would read a second one
    (an orchestrator that repeats SIGTERM) as "stop at once" and interrupt the event loop's
    shutdown; here they are absorbed, so the metrics directory is removed and the command exits 0.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {number: signal.signal(number, _absorb) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def run(args: argparse.Namespace) -> int:
    """Start the server; return its exit status (2 when it cannot start)."""
    token = os.environ.get(TOKEN_ENV) or None
    if not is_loopback(args.host) and token is None:
        print(f"strictgrade serve: refusing to listen on {args.host} without a token: set ${TOKEN_ENV} "
              "(clients send 'Authorization: Bearer TOKEN', or ?token=TOKEN in the URL)", file=sys.stderr)
        return 2
    try:
        config = build_config(args, token)
    except ValueError as error:
        print(f"strictgrade serve: {error}", file=sys.stderr)
        return 2
    try:
        import uvicorn
    except ImportError:
        print(MISSING_EXTRA, file=sys.stderr)
        return 2
    metrics_dir = tempfile.mkdtemp(prefix="strictgrade-metrics-")
    os.environ[MULTIPROC_ENV] = metrics_dir  # before prometheus_client is imported here or in a worker
    os.environ[CONFIG_ENV] = config.to_json()
    print(f"strictgrade serve: http://{args.host}:{args.port} with {args.workers} worker(s); "
          f"settings {json.dumps(config.settings.as_json())}", file=sys.stderr, flush=True)
    try:
        with _uvicorn_owns_signals():
            uvicorn.run(
                "strictgrade.serve.app:create_app_from_environment",
                factory=True,
                host=args.host,
                port=args.port,
                workers=args.workers,
                log_level=args.log_level,
                access_log=False,  # a URL may carry the token; /metrics counts the requests
                timeout_graceful_shutdown=DRAIN_SECONDS,
            )
    finally:
        shutil.rmtree(metrics_dir, ignore_errors=True)
    return 0
