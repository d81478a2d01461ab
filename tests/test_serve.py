"""The reward service's app (strictgrade/serve/app.py) called as an ASGI app, and the real server
(``strictgrade serve``) in a process of its own: same verdicts, bad requests, token, caps, SIGTERM."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

import pytest

pytest.importorskip("starlette")
pytest.importorskip("prometheus_client")

from strictgrade import Mode, grade  # noqa: E402
from strictgrade.serve.app import GRADING_ERROR_STATUS, create_app  # noqa: E402
from strictgrade.serve.options import DEFAULT_SETTINGS, ServeConfig  # noqa: E402

SAMPLE = Path(__file__).resolve().parent.parent / "strictgrade" / "data" / "qwen25math_sample.jsonl"
TOKEN = "t0ken-for-tests"
BAD_REQUEST_STATUSES = {400, 401, 404, 405, 413, 422}


class Reply:
    """What an ASGI app sent back."""

    def __init__(self, status: int, headers: Dict[str, str], body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body

    def json(self):
        return json.loads(self.body)


def call(app, method: str, path: str, body: Iterable[bytes] = (), headers: Sequence[Tuple[str, str]] = (),
         query: str = "") -> Reply:
    """Call an ASGI app once, sending the body in the chunks given (no Content-Length unless in headers)."""
    chunks = list(body)

    async def run() -> Reply:
        scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method,
                 "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": query.encode(),
                 "root_path": "", "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 8000),
                 "headers": [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers]}
        pending = list(chunks) or [b""]
        sent: List[dict] = []

        async def receive() -> dict:
            if pending:
                chunk = pending.pop(0)
                return {"type": "http.request", "body": chunk, "more_body": bool(pending)}
            return {"type": "http.disconnect"}

        async def send(message: dict) -> None:
            sent.append(message)

        await app(scope, receive, send)
        start = next(m for m in sent if m["type"] == "http.response.start")
        content = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
        return Reply(start["status"], {k.decode(): v.decode() for k, v in start["headers"]}, content)

    return asyncio.run(run())


def post(app, path: str, payload, **kwargs) -> Reply:
    data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    headers = list(kwargs.pop("headers", ())) + [("content-type", "application/json"),
                                                 ("content-length", str(len(data)))]
    return call(app, "POST", path, [data], headers=headers, **kwargs)


@pytest.fixture(scope="module")
def app():
    return create_app()


def _sample(n: Optional[int] = None):
    rows = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines() if line.strip()]
    return rows[:n] if n else rows


# --- the same verdicts as grade(), through the app ------------------------------------------------

@pytest.mark.parametrize("mode", ["eval", "reward"])
def test_native_endpoint_gives_grades_verdicts(app, mode):
    rows = _sample()
    reply = post(app, "/grade", {"rows": [{"response": r["response"], "reference": r["gold"], "id": r["id"]}
                                          for r in rows], "options": {"mode": mode}})
    assert reply.status == 200 and reply.headers["content-type"] == "application/json"
    got = reply.json()["verdicts"]
    expected = [grade(r["response"], r["gold"], mode=Mode(mode)) for r in rows]
    assert [(g["correct"], g["reason"], g["candidate"], g["detail"]) for g in got] == [
        (v.correct, v.reason.name, v.candidate, v.detail) for v in expected]
    assert [g["id"] for g in got] == [r["id"] for r in rows]
    assert [g["reward"] for g in got] == [1.0 if v.correct else 0.0 for v in expected]


def test_openrlhf_and_slime_endpoints_give_grades_rewards(app):
    rows = _sample(60)
    expected = [grade(r["response"], r["gold"], mode=Mode.REWARD) for r in rows]
    prompt = "<|im_start|>user\nSolve.<|im_end|>\n<|im_start|>assistant\n"
    reply = post(app, "/get_reward", {"query": [prompt + r["response"] + "<|im_end|>" for r in rows],
                                      "prompts": [prompt] * len(rows), "labels": [r["gold"] for r in rows]})
    assert reply.status == 200
    assert reply.json()["rewards"] == [1.0 if v.correct else 0.0 for v in expected]
    assert set(reply.json()) == {"rewards", "scores", "extra_logs"}
    for row, verdict in zip(rows[:20], expected):
        body = {"prompt": "Solve.", "response": row["response"], "label": row["gold"]}
        assert post(app, "/slime", body).json() == (1.0 if verdict.correct else 0.0)
        detail = post(app, "/slime/verdict", body).json()
        assert (detail["reason"], detail["candidate"]) == (verdict.reason.name, verdict.candidate)


def test_query_string_options_reach_fixed_body_protocols(app):
    body = {"prompt": "x", "response": "The answer is 4, I think maybe", "label": "4"}
    assert post(app, "/slime/verdict", {**body, "response": "4"}).json()["reason"] == "NO_ANSWER"
    assert post(app, "/slime/verdict", {**body, "response": "4"}, query="mode=eval").json()["reason"] == "EQUAL"
    penalty = 'rewards={"NO_ANSWER":-0.5}'
    assert post(app, "/slime", {**body, "response": "4"}, query=penalty).json() == -0.5
    reply = post(app, "/get_reward", {"query": ["4"], "prompts": [""], "labels": ["4"]}, query="mode=nope")
    assert (reply.status, reply.json()["field"]) == (422, "query.mode")


# --- every bad request: a JSON error naming the field, never a 500 ----------------------------------

@pytest.mark.parametrize("path, body, status, field", [
    ("/grade", b"{", 400, "body"),
    ("/grade", b"", 400, "body"),
    ("/grade", b'{"rows": [NaN]}', 400, "body"),
    ("/grade", b'{"rows": [Infinity]}', 400, "body"),
    ("/grade", b"\xff\xfe\x00garbage", 400, "body"),
    ("/grade", b"[" * 200_000, 400, "body"),
    ("/grade", b'{"rows": [' + b"9" * 5000 + b"]}", 400, "body"),
    ("/grade", b'"rows"', 422, "body"),
    ("/grade", b'{"rows": 1}', 422, "rows"),
    ("/grade", b'{"rows": [], "options": {"nope": 1}}', 422, "options.nope"),
    ("/grade", b'{"rows": [], "options": {"rewards": {"HEDGED": "lots"}}}', 422, "options.rewards.HEDGED"),
    ("/get_reward", b'{"query": ["a"], "prompts": ["a"]}', 422, "labels"),
    ("/get_reward", b'{"query": ["a"], "prompts": ["a"], "labels": ["1", "2"]}', 422, "labels"),
    ("/slime", b'{"prompt": "a", "label": "1"}', 422, "response"),
    ("/slime/verdict", b'{"prompt": "a", "response": null, "label": "1"}', 422, "response"),
])
def test_bad_requests_name_their_field(app, path, body, status, field):
    reply = post(app, path, body)
    assert (reply.status, reply.json()["field"]) == (status, field)
    assert reply.json()["error"]


def test_unknown_paths_and_methods_are_json_errors(app):
    missing = call(app, "GET", "/nowhere")
    assert (missing.status, missing.json()["field"]) == (404, "path")
    wrong = call(app, "GET", "/grade")
    assert (wrong.status, wrong.json()["field"]) == (405, "method")


def test_odd_bodies_never_give_a_500(app):
    bodies = [b"null", b"0", b"[]", b"{}", b'{"rows": null}', b'{"rows": [[], {}, 1, "x", null, true]}',
              b'{"rows": [{"response": {"a": 1}, "reference": [[["1"]]]}]}', b'{"query": {}}',
              b'{"rows": [{"response": "\\ud800\\\\boxed{\\ud800}", "reference": "\\udfff"}]}',
              '{"rows": [{"response": "\\\\boxed{\u00e9}", "reference": "\u00e9"}]}'.encode("utf-16")]
    for path in ("/grade", "/get_reward", "/slime", "/slime/verdict"):
        for body in bodies:
            reply = post(app, path, body)
            assert reply.status == 200 or reply.status in BAD_REQUEST_STATUSES, (path, body, reply.body)
            reply.json()  # always JSON, also with a lone surrogate in a candidate


# --- caps ------------------------------------------------------------------------------------------

def test_body_cap_by_declared_length_and_by_streamed_length():
    app = create_app(ServeConfig(max_body_bytes=1000))
    small = {"rows": [{"response": r"\boxed{1}", "reference": "1"}]}
    assert post(app, "/grade", small).status == 200
    big = {"rows": [{"response": "x" * 2000, "reference": "1"}]}
    declared = post(app, "/grade", big)
    assert (declared.status, declared.json()["field"]) == (413, "body")
    streamed = call(app, "POST", "/grade", [b'{"rows": [{"response": "'] + [b"x" * 300] * 10 + [b'"}]}'])
    assert (streamed.status, streamed.json()["field"]) == (413, "body")


def test_batch_cap():
    app = create_app(ServeConfig(max_batch_rows=3))
    rows = [{"response": r"\boxed{1}", "reference": "1"}] * 4
    reply = post(app, "/grade", {"rows": rows})
    assert (reply.status, reply.json()["field"]) == (413, "rows")
    assert post(app, "/grade", {"rows": rows[:3]}).status == 200
    reply = post(app, "/get_reward", {"query": ["1"] * 4, "prompts": [""] * 4, "labels": ["1"] * 4})
    assert (reply.status, reply.json()["field"]) == (413, "query")


# --- the token ---------------------------------------------------------------------------------------

def test_token_is_required_when_set():
    app = create_app(ServeConfig(token=TOKEN))
    body = {"prompt": "x", "response": r"\boxed{1}", "label": "1"}
    for headers, query in [((), ""), ((("authorization", "Bearer wrong"),), ""), ((("authorization", TOKEN),), ""),
                           ((), "token=wrong"), ((("authorization", f"Basic {TOKEN}"),), "")]:
        reply = post(app, "/slime", body, headers=headers, query=query)
        assert (reply.status, reply.json()["field"]) == (401, "authorization"), (headers, query)
    assert post(app, "/slime", body, headers=[("authorization", f"Bearer {TOKEN}")]).json() == 1.0
    assert post(app, "/slime", body, query=f"token={TOKEN}").json() == 1.0  # for clients that send no headers
    assert call(app, "GET", "/metrics").status == 401
    assert call(app, "GET", "/metrics", headers=[("authorization", f"bearer {TOKEN}")]).status == 200
    assert call(app, "GET", "/health").json()["status"] == "ok"  # probes need no token


# --- health, metrics, a crash ----------------------------------------------------------------------

def test_metrics_count_requests_responses_reasons_and_latency():
    app = create_app()
    post(app, "/grade", {"rows": [{"response": r"\boxed{1}", "reference": "1"}, {"response": "", "reference": "1"}]})
    post(app, "/grade", b"{")
    text = call(app, "GET", "/metrics").body.decode()
    assert 'strictgrade_requests_total{endpoint="grade",status="200"} 1.0' in text
    assert 'strictgrade_requests_total{endpoint="grade",status="400"} 1.0' in text
    assert 'strictgrade_responses_graded_total{endpoint="grade"} 2.0' in text
    assert 'strictgrade_verdicts_total{reason="EQUAL"} 1.0' in text
    assert 'strictgrade_verdicts_total{reason="NO_ANSWER"} 1.0' in text
    assert 'strictgrade_request_seconds_count{endpoint="grade"} 2.0' in text


# --- the real server ---------------------------------------------------------------------------------

def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """``python -m strictgrade serve`` in a process of its own, read line by line from its log."""

    def __init__(self, *args: str, env: Optional[Dict[str, str]] = None) -> None:
        self.port = _free_port()
        command = [sys.executable, "-m", "strictgrade", "serve", "--port", str(self.port), *args]
        self.process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True,
                                        env=dict(os.environ, **(env or {})))
        self.log: List[str] = []
        self.terminated = False

    def wait_for(self, text: str, count: int = 1) -> None:
        """Read the log until ``text`` has appeared ``count`` times (the server's own readiness lines)."""
        assert self.process.stderr is not None
        while sum(text in line for line in self.log) < count:
            line = self.process.stderr.readline()
            assert line, f"the server stopped before {text!r}: {''.join(self.log)}"
            self.log.append(line)

    def wait_until_ready(self, workers: int) -> None:
        """Every worker has started; the first to listen answers /health (the parent binds, a worker listens)."""
        self.wait_for("Application startup complete", count=workers)
        for _ in range(10_000):  # microseconds between a worker's startup line and its listen()
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=60).close()
                return
            except ConnectionRefusedError:
                continue
        raise AssertionError("the server never listened")

    def request(self, method: str, path: str, body: bytes = b"", headers: Sequence[Tuple[str, str]] = ()) -> Reply:
        import http.client

        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        connection.request(method, path, body=body, headers=dict(headers))
        response = connection.getresponse()
        reply = Reply(response.status, dict(response.getheaders()), response.read())
        connection.close()
        return reply

    def terminate(self) -> None:
        """SIGTERM, as an orchestrator sends it; ``stop`` then waits instead of sending one more."""
        self.terminated = True
        self.process.send_signal(signal.SIGTERM)

    def stop(self) -> int:
        if self.process.poll() is None and not self.terminated:
            self.process.send_signal(signal.SIGTERM)
        code = self.process.wait(timeout=120)
        assert self.process.stderr is not None
        self.log.extend(self.process.stderr.readlines())
        self.process.stderr.close()
        return code


def test_real_server_with_two_workers_gives_grades_verdicts():
    server = Server("--workers", "2", "--mode", "eval")
    try:
        server.wait_until_ready(2)
        rows = _sample(120)
        body = json.dumps({"rows": [{"response": r["response"], "reference": r["gold"]} for r in rows]}).encode()
        for _ in range(4):  # several connections: both workers answer
            reply = server.request("POST", "/grade", body, [("content-type", "application/json")])
            assert reply.status == 200
            assert [(v["correct"], v["reason"], v["candidate"]) for v in reply.json()["verdicts"]] == [
                (v.correct, v.reason.name, v.candidate) for v in (grade(r["response"], r["gold"]) for r in rows)]
        metrics = server.request("GET", "/metrics").body.decode()
        assert 'strictgrade_responses_graded_total{endpoint="grade"} 480.0' in metrics  # every worker's count
    finally:
        assert server.stop() in (0, -signal.SIGTERM)


def test_real_server_answers_a_crash_with_a_json_error(tmp_path):
    # a sitecustomize in the server's path breaks grading the way a strictgrade bug would
    (tmp_path / "sitecustomize.py").write_text(
        "import strictgrade.serve.protocols as p\n"
        "def broken(*args, **kwargs):\n"
        "    raise ZeroDivisionError('a bug')\n"
        "p.grade_any = broken\n")
    server = Server("--workers", "1", env={"PYTHONPATH": str(tmp_path)})
    try:
        server.wait_until_ready(1)
        reply = server.request("POST", "/slime", b'{"prompt": "", "response": "\\\\boxed{1}", "label": "1"}')
        assert reply.status == GRADING_ERROR_STATUS
        assert "ZeroDivisionError" in reply.json()["error"]
        assert server.request("GET", "/health").status == 200  # the worker is still serving
    finally:
        server.stop()
    assert any("Traceback" in line for line in server.log)


@pytest.mark.parametrize("workers", [1, 2])
def test_sigterm_drains_a_request_in_flight(workers):
    server = Server("--workers", str(workers))
    try:
        server.wait_until_ready(workers)
        rows = _sample(50)
        body = json.dumps({"rows": [{"response": r["response"], "reference": r["gold"]} for r in rows]}).encode()
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=60)
        connection.sendall((f"POST /grade HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                            f"Content-Length: {len(body)}\r\nExpect: 100-continue\r\n\r\n").encode())
        # the server says "100 Continue" when the app starts reading the body: the request is in flight
        assert connection.recv(1024).startswith(b"HTTP/1.1 100")
        half = len(body) // 2
        connection.sendall(body[:half])
        server.terminate()
        server.wait_for("Shutting down", count=workers)  # every worker has begun to shut down
        server.terminate()  # an orchestrator that repeats itself: still a drain
        connection.sendall(body[half:])
        received = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            received += chunk
        connection.close()
        head_text, _, payload = received.partition(b"\r\n\r\n")
        assert head_text.startswith(b"HTTP/1.1 200"), head_text
        verdicts = json.loads(payload)["verdicts"]
        assert [v["reason"] for v in verdicts] == [grade(r["response"], r["gold"], mode=Mode.REWARD).reason.name
                                                   for r in rows]
    finally:
        code = server.stop()
    # uvicorn re-raises what it caught once the drain is over (one process): the command absorbs it
    assert code == 0, "".join(server.log)
    assert sum("Finished server process" in line for line in server.log) == workers
