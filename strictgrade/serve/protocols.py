"""Each endpoint's protocol: a parsed JSON body -> verdicts -> the reply its client reads.

Plain functions with no web stack, so they are tested as they are. A body of the wrong shape
raises :class:`RequestError` naming the field; inside a batch, a row that cannot be read gets a
verdict with its Reason instead (a response that is not text has NO_ANSWER, a reference that
cannot be read has BAD_REFERENCE), so no response of a batch is ever lost.

>>> reply, verdicts = grade_batch({"rows": [{"response": r"\\boxed{4}", "reference": "4"}, 7]}, DEFAULT_SETTINGS, 10)
>>> [(row["reason"], row["reward"]) for row in reply["verdicts"]]
[('EQUAL', 1.0), ('NO_ANSWER', 0.0)]
>>> openrlhf_rewards({"query": ["Q: 1+1? A: \\\\boxed{2}"], "prompts": ["Q: 1+1? A: "], "labels": ["2"]},
...                  DEFAULT_SETTINGS, 10)[0]
{'rewards': [1.0], 'scores': [1.0], 'extra_logs': {'strictgrade_correct': [1.0]}}
>>> slime_reward({"prompt": "1+1?", "response": "\\\\boxed{3}", "label": "2"}, DEFAULT_SETTINGS, detail=False)[0]
0.0
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Sequence, Tuple

from strictgrade import Reason, Verdict
from strictgrade.integrations._common import grade_any, reasoning_text
from strictgrade.integrations.openrlhf import response_of

from .options import DEFAULT_SETTINGS  # noqa: F401  (the doctests' settings)
from .options import TOO_LARGE, UNPROCESSABLE, RequestError, Settings

__all__ = ["grade_batch", "openrlhf_rewards", "slime_reward", "grade_one", "verdict_json", "body_options"]

Reply = Any  # a JSON value
CORRECT_LOG = "strictgrade_correct"  # OpenRLHF extra_logs key: 1.0 per correct query, 0.0 otherwise
_TEXT_TYPES = (str, int, float)  # what grade() reads as a response (JSON has no other exact number)


def grade_one(response: Any, reference: Any, settings: Settings, where: str) -> Verdict:
    """Grade one response as ``grade()`` does; a response that is not text gets NO_ANSWER."""
    if response is None:
        return Verdict(False, Reason.NO_ANSWER, None, f"{where}: the response is missing")
    if isinstance(response, bool) or not isinstance(response, _TEXT_TYPES):
        return Verdict(False, Reason.NO_ANSWER, None, f"{where}: expected text, not {_json_type(response)}")
    if isinstance(response, str):
        response = reasoning_text(response, reasoning=settings.reasoning)
    return grade_any(response, reference, **settings.grade_options)


def verdict_json(verdict: Verdict, settings: Settings) -> Dict[str, Any]:
    """One verdict as the native endpoint returns it."""
    return {
        "correct": verdict.correct,
        "reason": verdict.reason.name,
        "candidate": verdict.candidate,
        "detail": verdict.detail,
        "reward": settings.rewards.reward(verdict),
    }


def body_options(body: Mapping[str, Any], settings: Settings) -> Settings:
    """The settings with the body's ``options`` object applied."""
    options = body.get("options")
    if options is None:
        return settings
    if not isinstance(options, dict):
        raise RequestError(UNPROCESSABLE, "options", f"expected an object, not {_json_type(options)}")
    return settings.merged(options, "options")


def grade_batch(body: Any, settings: Settings, max_rows: int) -> Tuple[Reply, List[Verdict]]:
    """``POST /grade``: ``{"rows": [{"response", "reference", "id"?}], "options"?}`` ->
    ``{"verdicts": [{"correct", "reason", "candidate", "detail", "reward", "id"?}]}``, in row order."""
    body = _object(body)
    settings = body_options(body, settings)
    rows = _array(body, "rows", max_rows)
    verdicts: List[Verdict] = []
    replies = []
    for index, row in enumerate(rows):
        where = f"rows[{index}]"
        if isinstance(row, dict):
            verdict = grade_one(row.get("response"), row.get("reference"), settings, f"{where}.response")
        else:
            verdict = Verdict(False, Reason.NO_ANSWER, None, f"{where}: expected an object, not {_json_type(row)}")
        verdicts.append(verdict)
        reply = verdict_json(verdict, settings)
        if isinstance(row, dict) and "id" in row:
            reply["id"] = row["id"]
        replies.append(reply)
    return {"verdicts": replies}, verdicts


def openrlhf_rewards(body: Any, settings: Settings, max_rows: int) -> Tuple[Reply, List[Verdict]]:
    """``POST /get_reward``, as OpenRLHF's remote reward client sends it (``--reward.remote_url``):
    ``{"query": [prompt + generation], "prompts": [prompt], "labels": [reference]}`` ->
    ``{"rewards": [...], "scores": [...], "extra_logs": {"strictgrade_correct": [...]}}``.

    ``rewards`` follow the reward map; ``scores`` (OpenRLHF's dynamic filtering) are 1.0 for a
    correct answer and 0.0 otherwise. A query that is not text earns its NO_ANSWER reward.
    """
    body = _object(body)
    queries = _array(body, "query", max_rows)
    labels = _array(body, "labels", max_rows)
    prompts: Sequence[Any] = _array(body, "prompts", max_rows) if body.get("prompts") is not None else []
    if len(labels) != len(queries):
        raise RequestError(UNPROCESSABLE, "labels", f"{len(labels)} labels for {len(queries)} queries")
    if prompts and len(prompts) != len(queries):
        raise RequestError(UNPROCESSABLE, "prompts", f"{len(prompts)} prompts for {len(queries)} queries")
    verdicts = []
    for index, (query, label) in enumerate(zip(queries, labels)):
        prompt = prompts[index] if prompts else None
        if isinstance(query, str) and isinstance(prompt, str):
            query = response_of(query, prompt)
        verdicts.append(grade_one(query, label, settings, f"query[{index}]"))
    correct = [1.0 if verdict.correct else 0.0 for verdict in verdicts]
    reply = {
        "rewards": [settings.rewards.reward(verdict) for verdict in verdicts],
        "scores": correct,
        "extra_logs": {CORRECT_LOG: correct},
    }
    return reply, verdicts


def slime_reward(body: Any, settings: Settings, *, detail: bool) -> Tuple[Reply, List[Verdict]]:
    """``POST /slime`` (and ``/slime/verdict``), as slime's ``--rm-type remote_rm`` sends it:
    ``{"prompt", "response", "label"}`` -> the reward itself (a JSON number), or with ``detail`` an
    object ``{"reward", "correct", "reason", "candidate"}`` (use slime's ``--reward-key reward``)."""
    body = _object(body)
    if "response" not in body:
        raise RequestError(UNPROCESSABLE, "response", "missing")
    response = body["response"]
    if not isinstance(response, str):
        raise RequestError(UNPROCESSABLE, "response", f"expected a string, not {_json_type(response)}")
    verdict = grade_one(response, body.get("label"), settings, "response")
    reward = settings.rewards.reward(verdict)
    if not detail:
        return reward, [verdict]
    return {"reward": reward, "correct": verdict.correct, "reason": verdict.reason.name,
            "candidate": verdict.candidate}, [verdict]


def _object(body: Any) -> Dict[str, Any]:
    if not isinstance(body, dict):
        raise RequestError(UNPROCESSABLE, "body", f"expected a JSON object, not {_json_type(body)}")
    return body


def _array(body: Mapping[str, Any], name: str, max_rows: int) -> List[Any]:
    if name not in body:
        raise RequestError(UNPROCESSABLE, name, "missing")
    value = body[name]
    if not isinstance(value, list):
        raise RequestError(UNPROCESSABLE, name, f"expected an array, not {_json_type(value)}")
    if len(value) > max_rows:
        raise RequestError(TOO_LARGE, name, f"{len(value)} items, more than the cap of {max_rows}")
    return value


def _json_type(value: Any) -> str:
    """The JSON name of a parsed value's type."""
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean", type(None): "null",
             int: "a number", float: "a number"}
    return names.get(type(value), type(value).__name__)

