"""The reward service as a Ray Serve deployment (strictgrade/serve/ray_app.py), on a local Ray instance.

Skipped when ray[serve] is not installed (it is not one of CI's extras: install it to run this)."""

from __future__ import annotations

import http.client
import json
import socket
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("ray")
serve = pytest.importorskip("ray.serve")

import ray  # noqa: E402

from strictgrade import Mode, grade  # noqa: E402
from strictgrade.serve.options import DEFAULT_SETTINGS, ServeConfig  # noqa: E402
from strictgrade.serve.ray_app import build_app, deployment  # noqa: E402

SAMPLE = Path(__file__).resolve().parent.parent / "strictgrade" / "data" / "qwen25math_sample.jsonl"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _post(port: int, path: str, payload) -> tuple:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    connection.request("POST", path, body=json.dumps(payload), headers={"content-type": "application/json"})
    response = connection.getresponse()
    result = response.status, json.loads(response.read())
    connection.close()
    return result


@pytest.fixture(scope="module")
def ray_port():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    port = _free_port()
    serve.start(http_options={"host": "127.0.0.1", "port": port})
    try:
        yield port
    finally:
        serve.shutdown()
        ray.shutdown()


def test_ray_serve_deployment_gives_grades_verdicts(ray_port):
    config = ServeConfig(DEFAULT_SETTINGS.merged({"rewards": {"NO_ANSWER": -0.5}}, "settings"))
    serve.run(deployment(config, replicas=2), name="strictgrade", route_prefix="/")
    rows = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()][:80]
    expected = [grade(r["response"], r["gold"], mode=Mode.REWARD) for r in rows]
    status, reply = _post(ray_port, "/grade", {"rows": [{"response": r["response"], "reference": r["gold"]}
                                                        for r in rows]})
    assert status == 200
    assert [(v["reason"], v["candidate"]) for v in reply["verdicts"]] == [
        (v.reason.name, v.candidate) for v in expected]
    status, reply = _post(ray_port, "/get_reward", {"query": [r["response"] for r in rows], "prompts": [""] * len(rows),
                                                    "labels": [r["gold"] for r in rows]})
    assert reply["rewards"] == [1.0 if v.correct else -0.5 if v.reason.name == "NO_ANSWER" else 0.0
                                for v in expected]
    assert _post(ray_port, "/slime", {"prompt": "", "response": r"\boxed{2}", "label": "2"}) == (200, 1.0)
    status, error = _post(ray_port, "/grade", {"rows": 3})
    assert (status, error["field"]) == (422, "rows")


def test_ray_application_builder_reads_options(ray_port):
    serve.run(build_app({"replicas": "1", "mode": "eval", "decimals": "2"}), name="strictgrade", route_prefix="/")
    status, reply = _post(ray_port, "/slime/verdict", {"prompt": "", "response": "3.14159", "label": "3.14"})
    assert (status, reply["reason"]) == (200, "ROUNDED_EQUAL")
