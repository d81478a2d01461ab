"""The service's protocols, options and reward map, without a web stack (strictgrade/serve/protocols.py,
options.py, integrations/rewards.py); the app itself is tested in test_serve.py."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

import pytest

from strictgrade import Mode, Reason, Verdict, grade
from strictgrade.integrations import openrlhf, trl, verl
from strictgrade.integrations.rewards import RewardMap, RewardMapError, parse_reward_map
from strictgrade.serve.command import build_config, is_loopback, run
from strictgrade.serve.options import (
    DEFAULT_SETTINGS,
    GRADE_OPTIONS,
    MAX_DECIMALS,
    RequestError,
    ServeConfig,
    query_options,
)
from strictgrade.serve.protocols import grade_batch, openrlhf_rewards, slime_reward

SAMPLE = Path(__file__).resolve().parent.parent / "strictgrade" / "data" / "qwen25math_sample.jsonl"
POLICY = Path(__file__).resolve().parent / "cases" / "policy.jsonl"
PENALTY = parse_reward_map({"NO_ANSWER": -0.5, "HEDGED": -0.5})


# --- the reward map -------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", [
    {"NO_ANSWER": -0.5, "HEDGED": -0.5},
    {"no_answer": "-0.5", " HEDGED ": -0.5},
    '{"NO_ANSWER": -0.5, "HEDGED": -0.5}',
    "NO_ANSWER=-0.5, HEDGED=-0.5",
    "NO_ANSWER=-0.5,HEDGED=-0.5,",
])
def test_reward_map_forms_agree(spec):
    assert parse_reward_map(spec) == PENALTY


@pytest.mark.parametrize("verdict, reward", [
    (Verdict(True, Reason.EQUAL, "4"), 1.0),
    (Verdict(True, Reason.VALUE_EQUAL, "4.0"), 1.0),
    (Verdict(False, Reason.VALUE_MISMATCH, "5"), 0.0),
    (Verdict(False, Reason.NO_ANSWER), -0.5),
    (Verdict(False, Reason.HEDGED, "3, 5"), -0.5),
    (Verdict(False, Reason.BAD_REFERENCE), 0.0),
])
def test_reward_map_rewards(verdict, reward):
    assert PENALTY.reward(verdict) == reward


def test_reward_map_correct_and_incorrect_keys_override_keywords():
    rewards = parse_reward_map({"correct": 2, "incorrect": -1, "UNREDUCED": 0.5}, correct=9.0, incorrect=9.0)
    assert rewards == RewardMap(2.0, -1.0, {Reason.UNREDUCED: 0.5})
    assert parse_reward_map(None, correct=3.0) == RewardMap(3.0, 0.0, {})


@pytest.mark.parametrize("spec, key", [
    ({"NOANSWER": -1}, "NOANSWER"),
    ({"HEDGED": True}, "HEDGED"),
    ({"HEDGED": None}, "HEDGED"),
    ({"HEDGED": float("nan")}, "HEDGED"),
    ({"HEDGED": "1e999"}, "HEDGED"),
    ({"correct": [1]}, "correct"),
    ("HEDGED", "HEDGED"),
    ("{not json", "rewards"),
    ("[1, 2]", "[1"),
    (3, "rewards"),
])
def test_reward_map_errors_name_the_key(spec, key):
    with pytest.raises(RewardMapError) as error:
        parse_reward_map(spec)
    assert error.value.key == key


def test_adapters_take_the_reward_map():
    spec = {"NO_ANSWER": -0.5}
    reward = trl.StrictGradeReward(rewards=spec)
    assert reward(completions=[r"\boxed{4}", "maybe 4", r"\boxed{5}", r"\boxed{4}"],
                  solution=["4", "4", "4", r"\frac{"]) == [1.0, -0.5, 0.0, None]
    assert verl.compute_score("math", "maybe 4", "4", rewards=spec) == -0.5
    assert verl.compute_score("math", "maybe 4", "4") == 0.0
    out = openrlhf.reward_func(["Q maybe 4", r"Q \boxed{4}"], ["Q ", "Q "], ["4", "4"], rewards=spec)
    assert [float(x) for x in out["rewards"]] == [-0.5, 1.0]
    assert [float(x) for x in out["scores"]] == [0.0, 1.0]  # scores still count correct answers


# --- options --------------------------------------------------------------------------------------

def test_every_grade_option_is_a_keyword_of_grade():
    keywords = {name for name, p in inspect.signature(grade).parameters.items() if p.kind is p.KEYWORD_ONLY}
    assert set(GRADE_OPTIONS) <= keywords


@pytest.mark.parametrize("options, field", [
    ({"mode": "strict"}, "options.mode"),
    ({"mode": 1}, "options.mode"),
    ({"form": "radical"}, "options.form"),
    ({"decimals": -1}, "options.decimals"),
    ({"decimals": MAX_DECIMALS + 1}, "options.decimals"),
    ({"decimals": 2.0}, "options.decimals"),
    ({"decimals": True}, "options.decimals"),
    ({"reasoning": "yes"}, "options.reasoning"),
    ({"rewards": {"NOPE": 1}}, "options.rewards.NOPE"),
    ({"rewards": {"HEDGED": "x"}}, "options.rewards.HEDGED"),
    ({"question": "what?"}, "options.question"),
])
def test_bad_options_name_their_field(options, field):
    with pytest.raises(RequestError) as error:
        DEFAULT_SETTINGS.merged(options, "options")
    assert (error.value.status, error.value.field) == (422, field)


def test_request_options_override_the_servers():
    server = DEFAULT_SETTINGS.merged({"decimals": 2, "rewards": "NO_ANSWER=-1"}, "settings")
    request = server.merged({"mode": "eval"}, "options")
    assert request.grade_options == {"mode": Mode.EVAL, "decimals": 2}
    assert request.rewards.by_reason == {Reason.NO_ANSWER: -1.0}
    assert DEFAULT_SETTINGS.grade_options == {"mode": Mode.REWARD}  # the defaults are untouched


def test_query_options_read_json_values_and_drop_the_token():
    assert query_options({"decimals": "2", "mode": "eval", "reasoning": "true", "token": "x"}) == {
        "decimals": 2, "mode": "eval", "reasoning": True}


def test_config_crosses_processes_as_json_without_its_token():
    config = ServeConfig(DEFAULT_SETTINGS.merged({"decimals": 3, "rewards": {"HEDGED": -1}}, "s"), "secret", 100, 7)
    text = config.to_json()
    assert "secret" not in text
    assert ServeConfig.from_json(text, "secret") == config


# --- protocols: request and response shapes --------------------------------------------------------

def test_native_batch_shape():
    body = {"rows": [{"response": r"so \boxed{4}", "reference": "4", "id": "a"},
                     {"response": "4 or 5", "reference": 4},
                     {"response": r"\boxed{x}", "reference": ["x", "y"]}],
            "options": {"mode": "eval", "rewards": {"HEDGED": -1}}}
    reply, verdicts = grade_batch(body, DEFAULT_SETTINGS, 10)
    assert list(reply) == ["verdicts"] and len(reply["verdicts"]) == 3 == len(verdicts)
    first, second, third = reply["verdicts"]
    assert first == {"correct": True, "reason": "EQUAL", "candidate": "4", "detail": "", "reward": 1.0, "id": "a"}
    assert (second["reason"], second["reward"], "id" in second) == ("HEDGED", -1.0, False)
    assert third["correct"] is True  # a list reference: any of its answers


def test_native_batch_keeps_every_row_and_gives_unreadable_rows_their_reason():
    rows = [7, None, {"reference": "4"}, {"response": ["x"], "reference": "4"}, {"response": True, "reference": "4"},
            {"response": r"\boxed{4}"}, {"response": r"\boxed{4}", "reference": {"a": 1}},
            {"response": r"\boxed{4}", "reference": None}, {"response": 4, "reference": "4", "id": 9}]
    reply, _ = grade_batch({"rows": rows}, DEFAULT_SETTINGS.merged({"mode": "eval"}, "o"), 100)
    reasons = [row["reason"] for row in reply["verdicts"]]
    assert reasons == ["NO_ANSWER"] * 5 + ["BAD_REFERENCE"] * 3 + ["EQUAL"]
    assert reply["verdicts"][0]["detail"] == "rows[0]: expected an object, not a number"
    assert reply["verdicts"][3]["detail"] == "rows[3].response: expected text, not an array"
    assert reply["verdicts"][8]["id"] == 9


@pytest.mark.parametrize("body, status, field", [
    ([], 422, "body"),
    ("rows", 422, "body"),
    ({}, 422, "rows"),
    ({"rows": {"response": "x"}}, 422, "rows"),
    ({"rows": [], "options": []}, 422, "options"),
    ({"rows": [], "options": {"decimals": "2"}}, 422, "options.decimals"),
    ({"rows": [{}] * 11}, 413, "rows"),
])
def test_native_batch_bad_requests(body, status, field):
    with pytest.raises(RequestError) as error:
        grade_batch(body, DEFAULT_SETTINGS, 10)
    assert (error.value.status, error.value.field) == (status, field)


def test_openrlhf_shape():
    prompt = "<|im_start|>user\nWhat is 2+2? Answer: 5<|im_end|>\n<|im_start|>assistant\n"
    body = {"query": [prompt + r"So \boxed{4}.<|im_end|>", prompt + r"So \boxed{5}.<|im_end|>", prompt + "4"],
            "prompts": [prompt] * 3, "labels": ["4", "4", "4"]}
    reply, verdicts = openrlhf_rewards(body, DEFAULT_SETTINGS.merged({"rewards": {"NO_ANSWER": -0.5}}, "q"), 10)
    assert reply == {"rewards": [1.0, 0.0, -0.5], "scores": [1.0, 0.0, 0.0],
                     "extra_logs": {"strictgrade_correct": [1.0, 0.0, 0.0]}}
    assert [v.reason for v in verdicts] == [Reason.EQUAL, Reason.VALUE_MISMATCH, Reason.NO_ANSWER]


def test_openrlhf_rows_it_cannot_read_keep_their_place():
    reply, verdicts = openrlhf_rewards({"query": [3, None, r"\boxed{2}"], "prompts": [None, "", 5],
                                        "labels": ["3", "2", "2"]}, DEFAULT_SETTINGS, 10)
    assert reply["rewards"] == [0.0, 0.0, 1.0]
    assert [v.reason for v in verdicts] == [Reason.NO_ANSWER, Reason.NO_ANSWER, Reason.EQUAL]


@pytest.mark.parametrize("body, status, field", [
    ({"prompts": [], "labels": []}, 422, "query"),
    ({"query": "x", "prompts": ["x"], "labels": ["1"]}, 422, "query"),
    ({"query": ["x"], "prompts": ["x"]}, 422, "labels"),
    ({"query": ["x"], "prompts": ["x"], "labels": []}, 422, "labels"),
    ({"query": ["x"], "prompts": ["x", "y"], "labels": ["1"]}, 422, "prompts"),
    ({"query": ["x"], "prompts": "x", "labels": ["1"]}, 422, "prompts"),
    ({"query": ["x"] * 11, "prompts": ["x"] * 11, "labels": ["1"] * 11}, 413, "query"),
])
def test_openrlhf_bad_requests(body, status, field):
    with pytest.raises(RequestError) as error:
        openrlhf_rewards(body, DEFAULT_SETTINGS, 10)
    assert (error.value.status, error.value.field) == (status, field)


def test_slime_shape():
    body = {"prompt": [{"role": "user", "content": "2+2?"}], "response": r"so \boxed{4}", "label": "4"}
    assert slime_reward(body, DEFAULT_SETTINGS, detail=False)[0] == 1.0
    assert slime_reward(body, DEFAULT_SETTINGS, detail=True)[0] == {
        "reward": 1.0, "correct": True, "reason": "EQUAL", "candidate": "4"}
    no_label = dict(body, label=None)
    assert slime_reward(no_label, DEFAULT_SETTINGS, detail=True)[0]["reason"] == "BAD_REFERENCE"


@pytest.mark.parametrize("body, field", [
    ([], "body"), ({"prompt": "x", "label": "1"}, "response"), ({"response": 3, "label": "3"}, "response"),
])
def test_slime_bad_requests(body, field):
    with pytest.raises(RequestError) as error:
        slime_reward(body, DEFAULT_SETTINGS, detail=False)
    assert (error.value.status, error.value.field) == (422, field)


# --- the same verdicts as grade() ------------------------------------------------------------------

def _read(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("mode", ["eval", "reward"])
def test_every_protocol_gives_grades_verdicts(mode):
    rows = [(r["response"], r["gold"]) for r in _read(SAMPLE)]
    rows += [(c["response"], c["reference"]) for c in _read(POLICY) if not c.get("options")]
    settings = DEFAULT_SETTINGS.merged({"mode": mode}, "options")
    expected = [grade(response, reference, mode=Mode(mode)) for response, reference in rows]
    reply, verdicts = grade_batch({"rows": [{"response": r, "reference": g} for r, g in rows]}, settings, len(rows))
    assert verdicts == expected
    assert [(v["correct"], v["reason"], v["candidate"]) for v in reply["verdicts"]] == [
        (v.correct, v.reason.name, v.candidate) for v in expected]
    prompt = "<|im_start|>user\nSolve it.<|im_end|>\n<|im_start|>assistant\n"
    reply, verdicts = openrlhf_rewards({"query": [prompt + r for r, _ in rows], "prompts": [prompt] * len(rows),
                                        "labels": [g for _, g in rows]}, settings, len(rows))
    assert verdicts == expected
    assert reply["rewards"] == [1.0 if v.correct else 0.0 for v in expected]
    for (response, reference), verdict in zip(rows[:40], expected):
        body = {"prompt": "Solve it.", "response": response, "label": reference}
        assert slime_reward(body, settings, detail=True)[1] == [verdict]


# --- the command ----------------------------------------------------------------------------------

def _args(**overrides):
    import argparse

    from strictgrade.serve.command import add_arguments

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args([])
    for name, value in overrides.items():
        setattr(args, name, value)
    return args


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "10.1.2.3", "example.org"])
def test_refuses_to_listen_beyond_loopback_without_a_token(host, monkeypatch, capsys):
    monkeypatch.delenv("STRICTGRADE_SERVE_TOKEN", raising=False)
    assert not is_loopback(host)
    assert run(_args(host=host)) == 2  # returns before importing or starting uvicorn
    assert "without a token" in capsys.readouterr().err


def test_command_options_become_the_servers_settings():
    config = build_config(_args(mode="eval", decimals=2, rewards="HEDGED=-1", reasoning=True), "t")
    assert config.settings.grade_options == {"mode": Mode.EVAL, "form": DEFAULT_SETTINGS.merged(
        {"form": "value"}, "o").grade_options["form"], "decimals": 2}
    assert config.settings.reasoning and config.settings.rewards.by_reason == {Reason.HEDGED: -1.0}
    assert config.token == "t"


@pytest.mark.parametrize("overrides, named", [
    ({"rewards": "HEDGE=-1"}, "--rewards: HEDGE"), ({"decimals": -2}, "--decimals"), ({"max_batch": 0}, "--max-batch"),
])
def test_bad_command_options_are_named(overrides, named, capsys):
    assert run(_args(**overrides)) == 2
    assert named in capsys.readouterr().err


def test_the_command_line_runs_serve_and_nothing_imports_the_web_stack(monkeypatch, capsys):
    import subprocess
    import sys

    from strictgrade.tools.cli import main

    monkeypatch.delenv("STRICTGRADE_SERVE_TOKEN", raising=False)
    assert main(["serve", "--host", "0.0.0.0"]) == 2
    assert "without a token" in capsys.readouterr().err
    code = ("import sys, strictgrade, strictgrade.tools.cli, strictgrade.serve.command, strictgrade.serve.protocols\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'starlette', 'uvicorn', 'prometheus_client', 'ray'}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
