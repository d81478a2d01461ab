"""An adapter returns what ``grade()`` returns for the same text and options, and reads any reference
a framework passes (numpy and pandas values, bytes, lists, None, NaN) like its Python value."""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any, List

import pytest

from strictgrade import Mode, Reason, extract_answer, grade
from strictgrade.integrations import _common, finqa, lighteval, lm_eval, opencompass, openrlhf, ray, trl, verl

# Think blocks, chat tokens and Markdown endings, as models write them.
RESPONSES = [
    r"<think>maybe \boxed{3}</think> So \boxed{4}",
    r"<think>so it is \boxed{4}",
    r"I computed it.</think> The answer is $4$.",
    "\\boxed{4}<|im_end|>",
    "The answer is 4.<|eot_id|>",
    "Final answer: $4$</s>",
    "\\boxed{4}<|im_end|>\n<|endoftext|>",
    "**Final Answer**\n\\boxed{4}",
    "**Answer:** 4",
    "## Final Answer\nThe final answer is $\\boxed{4}$. I hope it is correct.",
    "I think it is 4",
    "",
    r"\boxed{4} or \boxed{5}",
    r"\boxed{\frac{8}{2}}",
]
REFERENCES = ["4", 4, "5", r"\frac{8}{2}"]
CASES = [(response, reference) for response in RESPONSES for reference in REFERENCES]


@pytest.mark.parametrize("response, reference", CASES)
def test_rl_adapters_return_what_grade_returns(response: str, reference: Any) -> None:
    verdict = grade(response, reference, mode=Mode.REWARD)
    reward = 1.0 if verdict.correct else 0.0
    assert trl.StrictGradeReward()(completions=[response], solution=[reference]) == [reward]
    assert verl.compute_score("math", response, reference, None, return_dict=True) == {
        "score": reward, "acc": verdict.correct, "pred": verdict.candidate,
    }
    prompt = "<|im_start|>user\nWhat is 2+2? Answer: 5<|im_end|>\n<|im_start|>assistant\n"
    assert [float(x) for x in openrlhf.reward_func([prompt + response], [prompt], [reference])["rewards"]] == [reward]


@pytest.mark.parametrize("response, reference", CASES)
def test_eval_adapters_return_what_grade_returns(response: str, reference: Any) -> None:
    verdict = grade(response, reference)
    assert lm_eval.process_results({"answer": reference}, [response]) == {"strictgrade": int(verdict.correct)}
    assert lm_eval.extract_filter([[response]]) == [[extract_answer(response) or ""]]
    assert lighteval.strictgrade_sample([reference], [response]) == float(verdict.correct)
    detail = opencompass.StrictgradeScorer().score([response], [reference])["details"][0]
    assert (detail["correct"], detail["reason"], detail["pred"]) == (verdict.correct, verdict.reason.name, verdict.candidate)
    row = ray.StrictGrader()({"response": [response], "gold": [reference]})
    assert (row["correct"], row["reason"], row["candidate"]) == ([verdict.correct], [verdict.reason.name], [verdict.candidate])


@pytest.mark.parametrize("response", RESPONSES)
def test_reasoning_option_reads_as_if_the_prompt_opened_the_think_block(response: str) -> None:
    opened = response if "<think>" in response else "<think>" + response
    verdict = grade(opened, "4", mode=Mode.REWARD)
    assert trl.StrictGradeReward(reasoning=True)(completions=[response], solution=["4"]) == [1.0 if verdict.correct else 0.0]
    assert verl.compute_score("m", response, "4", reasoning=True, return_dict=True)["acc"] == verdict.correct
    assert [float(x) for x in openrlhf.reward_func([response], [""], ["4"], reasoning=True)["rewards"]] == [float(verdict.correct)]


def test_reasoning_option_examples() -> None:
    reward = trl.StrictGradeReward(reasoning=True)
    completions = ["thinking \\boxed{3}</think> so \\boxed{4}", "still thinking \\boxed{4}", "<think>x</think>\\boxed{4}"]
    assert reward(completions=completions, solution=["4"] * 3) == [1.0, 0.0, 1.0]


# --- references of any type a framework passes


class FakeNumpyInt:
    """A numpy integer as duck typing sees it: .item()/.tolist() give a Python int, no int subclass."""

    def __init__(self, value: int) -> None:
        self.value = value

    def item(self) -> int:
        return self.value

    def tolist(self) -> int:
        return self.value


class FakeFloat64(float):
    """numpy.float64 is a float subclass whose numpy 2 repr is 'np.float64(3.0)'."""

    def __repr__(self) -> str:
        return f"np.float64({float(self)})"

    def tolist(self) -> float:
        return float(self)


class FakeDtype:
    def __init__(self, kind: str, itemsize: int) -> None:
        self.kind, self.itemsize = kind, itemsize


class FakeFloat32:
    """numpy.float32(0.1): its Python float is 0.10000000149011612, its text is '0.1'."""

    dtype = FakeDtype("f", 4)
    ndim = 0

    def __float__(self) -> float:
        return 0.10000000149011612

    def __str__(self) -> str:
        return "0.1"

    def tolist(self) -> float:
        return 0.10000000149011612


class FakeArray:
    def __init__(self, values: List[Any]) -> None:
        self.values = values

    def tolist(self) -> List[Any]:
        return list(self.values)

    def item(self) -> Any:
        raise ValueError("can only convert an array of size 1 to a Python scalar")


class FakeArrowScalar:
    def as_py(self) -> str:
        return "4"


class Opaque:
    pass


@pytest.mark.parametrize(
    "value, expected",
    [
        (FakeNumpyInt(4), [4]),
        (FakeFloat64(3.0), [3.0]),
        (FakeFloat32(), ["0.1"]),
        (FakeArray(["3", "4"]), ["3", "4"]),
        (FakeArray([[1, 2], [3]]), [1, 2, 3]),
        (FakeArray([[[1]]]), [None]),
        (FakeArrowScalar(), ["4"]),
        (b"\\frac{1}{2}", ["\\frac{1}{2}"]),
        (b"\xff", [None]),
        (None, [None]),
        (float("nan"), [None]),
        (float("inf"), [None]),
        (True, [None]),
        (Decimal("1E+2"), ["100"]),
        (Decimal("NaN"), [None]),
        (Fraction(1, 2), [Fraction(1, 2)]),
        (Opaque(), [None]),
        ([], [None]),
        (("4", None), ["4", None]),
    ],
)
def test_reference_values(value: Any, expected: List[Any]) -> None:
    assert _common.reference_values(value) == expected


def test_reference_values_are_bounded() -> None:
    assert len(_common.reference_values(list(range(1000)))) == _common.MAX_REFERENCES


@pytest.mark.parametrize(
    "framework_value, python_value",
    [
        (FakeNumpyInt(4), 4),
        (FakeFloat64(4.0), 4.0),
        (FakeFloat32(), "0.1"),
        (FakeArray(["4"]), "4"),
        (FakeArrowScalar(), "4"),
        (b"4", "4"),
    ],
)
def test_framework_references_grade_like_their_python_values(framework_value: Any, python_value: Any) -> None:
    for response in (r"\boxed{4}", r"\boxed{0.1}", r"\boxed{5}"):
        expected = grade(response, python_value, mode=Mode.REWARD)
        got = verl.compute_score("s", response, framework_value, return_dict=True)
        assert (got["acc"], got["pred"]) == (expected.correct, expected.candidate)


def test_real_numpy_values_grade_like_their_python_values() -> None:
    np = pytest.importorskip("numpy")
    table = [
        (np.int64(4), r"\boxed{4}", True),
        (np.float64(4.0), r"\boxed{4}", True),
        (np.float64(0.25), r"\boxed{\frac14}", True),
        (np.float32(0.1), r"\boxed{0.1}", True),
        (np.array(4), r"\boxed{4}", True),
        (np.array([4]), r"\boxed{4}", True),
        (np.array(["3", "4"]), r"\boxed{4}", True),
        (np.array([3.5, 4.0]), r"\boxed{4}", True),
        (np.str_("4"), r"\boxed{4}", True),
        (np.int64(5), r"\boxed{4}", False),
    ]
    for value, response, correct in table:
        assert verl.compute_score("s", response, value) == (1.0 if correct else 0.0), repr(value)
        assert trl.StrictGradeReward()(completions=[response], solution=[value]) == [1.0 if correct else 0.0]
    assert _common.reference_values(np.float64(3.0)) == [3.0]
    assert _common.reference_values(np.bool_(True)) == [None]
    assert _common.reference_values(np.float64("nan")) == [None]
    batch = {"response": np.array([r"\boxed{4}", r"\boxed{3}"]), "gold": np.array([4, 4])}
    assert list(ray.StrictGrader()(batch)["correct"]) == [True, False]


def test_real_pandas_values_grade_like_their_python_values() -> None:
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame({"response": [r"\boxed{4}", r"\boxed{4}", r"\boxed{4}"], "gold": [4, None, "4"]})
    graded = ray.StrictGrader()(frame)
    assert list(graded["correct"]) == [True, False, True]
    assert list(graded["reason"]) == ["EQUAL", "BAD_REFERENCE", "EQUAL"]
    assert _common.reference_values(pd.NA) == [None]
    assert _common.reference_values(pd.Series(["3", "4"])) == ["3", "4"]
    assert trl.StrictGradeReward()(completions=[r"\boxed{4}"] * 2, solution=pd.Series([4.0, math.nan])) == [1.0, None]


# --- TRL: an unreadable reference gives None, whatever the completion holds


def test_trl_unreadable_reference_gives_none_consistently() -> None:
    reward = trl.StrictGradeReward()
    completions = [r"\boxed{7}", "no answer here", r"<think>\boxed{7}", ""]
    for reference in (r"\frac{", None, float("nan"), "", [r"\frac{", None]):
        assert reward(completions=completions, solution=[reference] * 4) == [None] * 4
    assert reward(completions=completions, solution=[[r"\frac{", "7"]] * 4) == [1.0, 0.0, 0.0, 0.0]
    assert grade(r"\boxed{7}", r"\frac{").reason is Reason.BAD_REFERENCE


# --- FinQA's convention (an option; grade()'s default reading is unchanged)


@pytest.mark.parametrize(
    "answer, expected",
    [
        ("94%", ["94%", "0.94"]),
        ("-3.2%", ["-3.2%", "-0.032"]),
        ("12.5 percent", ["12.5 percent", "0.125"]),
        ("$ 1.2 billion", ["$ 1.2 billion", "1.2"]),
        ("-$ 35", ["-$ 35", "-35"]),
        ("$ 1,234.5 million", ["$ 1,234.5 million", "1234.5"]),
        ("2.5 million", ["2.5 million", "2.5"]),
        ("0.5", ["0.5"]),
        ("yes", ["yes"]),
        ("12 apples", ["12 apples"]),
    ],
)
def test_finqa_references(answer: str, expected: List[str]) -> None:
    assert finqa.finqa_references(answer) == expected


def test_finqa_convention_is_an_option() -> None:
    assert grade("Formatted answer: 0.94", "94%", decimals=2).correct is False  # the default reading
    assert finqa.grade_finqa("Formatted answer: 0.94", "94%").correct
    assert finqa.grade_finqa("Formatted answer: 94", "94%").correct
    assert finqa.grade_finqa("Formatted answer: 1.2", "$ 1.2 billion").correct
    assert finqa.grade_finqa("Formatted answer: 0.95", "94%").correct is False
    assert finqa.grade_finqa("Formatted answer: 0.1234", "x", program_answer=0.12345).correct
    doc = {"answer": "94%", "exe_ans": 0.94}
    assert lm_eval.process_results_finqa(doc, ["Formatted answer: 0.94"]) == {"strictgrade": 1}
    assert lm_eval.process_results_finqa_literal(doc, ["Formatted answer: 0.94"]) == {"strictgrade": 0}


def test_finqa_prompt_joins_its_fields() -> None:
    doc = {
        "pre_text": ["Revenue grew.", "Costs fell."],
        "table": [["", "2019", "2018"], ["revenue", "$ 5", "$ 4"]],
        "post_text": ["See note 3."],
        "question": "what was the change?",
    }
    prompt = lm_eval.finqa_prompt(doc)
    assert "['" not in prompt and "[[" not in prompt
    assert prompt.startswith("Revenue grew.\nCosts fell.\n\n | 2019 | 2018\nrevenue | $ 5 | $ 4\n\nSee note 3.\n\nQuestion: what")
    assert prompt.rstrip().endswith('"Formatted answer: <number>".')
    verified = lm_eval.finqa_verified_prompt({"context": "text | table", "question": "q?"})
    assert verified.startswith("text | table\n\nQuestion: q?\n")


# --- the reasoning-model endings (issue: Markdown bold read as a product), from real references

BOLD_ENDINGS = [
    "**Final Answer**\n\\boxed{{{r}}}",
    "**Final Answer:** \\boxed{{{r}}}",
    "**Answer:**\n\\boxed{{{r}}}",
    "**\\boxed{{{r}}}**",
    "<think>\nIt might be 0.\n</think>\n\nSumming up.\n\n**Final Answer**\n\\[\n\\boxed{{{r}}}\n\\]",
]


def _sample_references() -> List[str]:
    import json
    from pathlib import Path

    sample = Path(__file__).resolve().parent.parent / "strictgrade" / "data" / "qwen25math_sample.jsonl"
    with sample.open(encoding="utf-8") as handle:
        golds = [json.loads(line)["gold"] for line in handle]
    return sorted(set(golds))[:25]


BOLD_CASES = [(ending.format(r=reference), reference) for reference in _sample_references() for ending in BOLD_ENDINGS]


@pytest.mark.parametrize("response, reference", BOLD_CASES)
def test_markdown_bold_endings_are_correct_in_grade_and_every_adapter(response: str, reference: str) -> None:
    for mode in (Mode.EVAL, Mode.REWARD):
        assert grade(response, reference, mode=mode).correct, (mode, grade(response, reference, mode=mode))
    assert trl.StrictGradeReward()(completions=[response], solution=[reference]) == [1.0]
    assert verl.compute_score("math", response, reference) == 1.0
    assert [float(x) for x in openrlhf.reward_func([response], [""], [reference])["rewards"]] == [1.0]
    assert lm_eval.process_results({"answer": reference}, [response]) == {"strictgrade": 1}
    assert lighteval.strictgrade_sample([reference], [response]) == 1.0
    assert opencompass.StrictgradeScorer().score([response], [reference])["details"][0]["correct"] is True
    assert ray.StrictGrader()({"response": [response], "gold": [reference]})["correct"] == [True]
