"""The reward service as a Starlette app: routes, the bearer token, bodies read under a cap.

======================  ====================================================================
``POST /grade``         native batch: rows of response and reference -> verdicts with reasons
``POST /get_reward``    OpenRLHF (``--reward.remote_url http://HOST:PORT/get_reward``)
``POST /slime``         slime (``--rm-type remote_rm --rm-url http://HOST:PORT/slime``)
``POST /slime/verdict`` slime with ``--reward-key reward``: the reward with its reason
``GET /health``         ``{"status": "ok"}``, never behind the token
``GET /metrics``        Prometheus text
======================  ====================================================================

Grading runs in the worker's event loop: it is CPU-bound and takes microseconds to milliseconds
a response, and ``strictgrade serve`` runs several worker processes. Every bad request is
answered 400 (not JSON), 401 (token), 404/405, 413 (body or batch over its cap) or 422 (a field
of the wrong kind) with ``{"error": ..., "field": ...}``.
"""

from __future__ import annotations

import hmac
import json
import logging
import os
import time
from typing import Any, Awaitable, Callable, List, Optional, Tuple

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from strictgrade import Verdict, __version__

from .metrics import Metrics
from .options import (
    BAD_REQUEST,
    CONFIG_ENV,
    TOKEN_ENV,
    TOKEN_QUERY,
    TOO_LARGE,
    UNAUTHORIZED,
    RequestError,
    ServeConfig,
    Settings,
    query_options,
)
from .protocols import grade_batch, openrlhf_rewards, slime_reward

__all__ = ["create_app", "GRADING_ERROR_STATUS"]

GRADING_ERROR_STATUS = 500  # a bug in strictgrade: a JSON error (traceback in the log), never a reward
_LOG = logging.getLogger("strictgrade.serve")

Protocol = Callable[[Any, Settings, int], Tuple[Any, List[Verdict]]]


class _JSON(JSONResponse):
    """JSON in ASCII: a candidate holding a lone surrogate (from a ``\\ud800`` escape) stays valid."""

    def render(self, content: Any) -> bytes:
        return json.dumps(content, ensure_ascii=True, allow_nan=False, separators=(",", ":")).encode("ascii")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


async def read_json(request: Request, max_bytes: int) -> Any:
    """The request's JSON body, refused (413) as soon as it is longer than ``max_bytes``."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > max_bytes:
        raise RequestError(TOO_LARGE, "body", f"{declared} bytes, more than the cap of {max_bytes}")
    chunks = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > max_bytes:
                raise RequestError(TOO_LARGE, "body", f"more than the cap of {max_bytes} bytes")
            chunks.append(chunk)
    except ClientDisconnect:
        raise RequestError(BAD_REQUEST, "body", "the client disconnected before the body ended") from None
    try:
        return json.loads(b"".join(chunks), parse_constant=_refuse_constant)
    except ValueError as error:  # JSONDecodeError, UnicodeDecodeError, an integer over 4300 digits
        raise RequestError(BAD_REQUEST, "body", f"not JSON: {error}") from None
    except RecursionError:
        raise RequestError(BAD_REQUEST, "body", "nested too deeply to read") from None


def check_token(request: Request, token: Optional[str]) -> None:
    """Refuse (401) a request without the bearer token, when the server has one."""
    if token is None:
        return
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        given = request.query_params.get(TOKEN_QUERY, "")
    if not hmac.compare_digest(given.strip().encode("utf-8", "surrogatepass"), token.encode("utf-8")):
        raise RequestError(UNAUTHORIZED, "authorization", "a bearer token is required (Authorization: Bearer ...)")


def create_app(config: Optional[ServeConfig] = None) -> Starlette:
    """Build the service's app from a config (the defaults: reward mode, 1.0/0.0 rewards, no token)."""
    config = config or ServeConfig()
    metrics = Metrics()

    def endpoint(name: str, protocol: Protocol) -> Callable[[Request], Awaitable[Response]]:
        async def answer(request: Request) -> Response:
            start = time.perf_counter()
            verdicts: List[Verdict] = []
            try:
                check_token(request, config.token)
                body = await read_json(request, config.max_body_bytes)
                settings = config.settings.merged(query_options(request.query_params), "query")
                reply, verdicts = protocol(body, settings, config.max_batch_rows)
                response: Response = _JSON(reply)
            except RequestError as error:
                response = _JSON(error.as_json(), status_code=error.status)
            metrics.record(name, response.status_code, time.perf_counter() - start, verdicts)
            return response

        return answer

    async def health(request: Request) -> Response:
        return _JSON({"status": "ok", "version": __version__})

    async def show_metrics(request: Request) -> Response:
        try:
            check_token(request, config.token)
        except RequestError as error:
            return _JSON(error.as_json(), status_code=error.status)
        text, content_type = metrics.exposition()
        return Response(text, media_type=content_type)

    async def http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        field = "method" if error.status_code == 405 else "path"
        return _JSON({"error": str(error.detail), "field": field}, status_code=error.status_code)

    async def grading_error(request: Request, error: Exception) -> Response:
        # Starlette's outermost handler: it sends this reply, then re-raises so the server logs the traceback
        metrics.requests.labels("error", str(GRADING_ERROR_STATUS)).inc()
        _LOG.error("strictgrade failed on %s %s: %r", request.method, request.url.path, error)
        return _JSON({"error": f"internal error ({type(error).__name__}); the traceback is in the server log",
                      "field": None}, status_code=GRADING_ERROR_STATUS)

    routes = [
        Route("/grade", endpoint("grade", grade_batch), methods=["POST"]),
        Route("/get_reward", endpoint("openrlhf", openrlhf_rewards), methods=["POST"]),
        Route("/slime", endpoint("slime", lambda body, settings, _: slime_reward(body, settings, detail=False)),
              methods=["POST"]),
        Route("/slime/verdict", endpoint("slime", lambda body, settings, _: slime_reward(body, settings, detail=True)),
              methods=["POST"]),
        Route("/health", health, methods=["GET"]),
        Route("/metrics", show_metrics, methods=["GET"]),
    ]
    return Starlette(routes=routes, exception_handlers={HTTPException: http_error, Exception: grading_error})


def create_app_from_environment() -> Starlette:
    """The app of a uvicorn worker process: its config and token from the environment."""
    return create_app(ServeConfig.from_json(os.environ[CONFIG_ENV], os.environ.get(TOKEN_ENV)))
