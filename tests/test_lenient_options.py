"""The opt-in comparison options for rounded and lenient labels (issue 24 part 2): off by default, on by keyword or preset, everywhere.

The rules themselves are policy rows (tests/cases/policy.jsonl, "3 rounded ... option") and
properties (tests/test_forms_properties.py); these tests hold the plumbing: the public functions,
the command line and every adapter pass the options on, and nothing turns them on by default.
"""

from __future__ import annotations

import pytest

from strictgrade import Mode, Preset, Reason, grade, grade_answer, grade_candidate
from strictgrade.integrations import finqa, lighteval, lm_eval, opencompass, openrlhf, ray, trl, verl
from strictgrade.tools.cli import main
from strictgrade.verdict import DEFAULT_OPTIONS, Form, make_options

ROUNDED = (r"The answer is $\boxed{4.333}$.", r"\frac{13}{3}")


def test_off_by_default_in_every_mode() -> None:
    for mode in Mode:
        assert not grade(*ROUNDED, mode=mode).correct
    assert make_options(None, Form.VALUE) is DEFAULT_OPTIONS
    assert not (DEFAULT_OPTIONS.rounded_reference or DEFAULT_OPTIONS.rounded_candidate or DEFAULT_OPTIONS.percent_fraction)


def test_preset_by_enum_or_name_and_explicit_options_win() -> None:
    assert grade(*ROUNDED, preset=Preset.LENIENT).reason is Reason.ROUNDED_CANDIDATE
    assert grade(*ROUNDED, preset="lenient").reason is Reason.ROUNDED_CANDIDATE
    assert not grade(*ROUNDED, preset="lenient", rounded_candidate=False).correct
    assert grade(*ROUNDED, rounded_candidate=True).correct
    assert grade_candidate("4.333", r"\frac{13}{3}", preset="lenient").correct
    assert grade_answer("4.333", r"\frac{13}{3}", preset="lenient") and not grade_answer("4.333", r"\frac{13}{3}")
    with pytest.raises(ValueError):
        grade(*ROUNDED, preset="sloppy")
    with pytest.raises(ValueError):
        grade(*ROUNDED, rounded_candidate=True, significant_digits=0)


def test_the_command_line_passes_the_preset(capsys: pytest.CaptureFixture) -> None:
    assert main(["check", *ROUNDED]) == 1
    assert main(["check", *ROUNDED, "--preset", "lenient"]) == 0
    assert "ROUNDED_CANDIDATE" in capsys.readouterr().out


def test_every_adapter_passes_the_preset() -> None:
    response, reference = ROUNDED
    assert verl.compute_score("math", response, reference) == 0.0
    assert verl.compute_score("math", response, reference, preset="lenient") == 1.0
    assert [float(x) for x in openrlhf.reward_func([response], [""], [reference], preset="lenient")["rewards"]] == [1.0]
    assert [float(x) for x in openrlhf.reward_func([response], [""], [reference])["rewards"]] == [0.0]
    reward = trl.StrictGradeReward(preset="lenient")
    assert reward([response], solution=[reference]) == [1.0]
    assert trl.StrictGradeReward()([response], solution=[reference]) == [0.0]
    assert lighteval.strictgrade_sample([reference], [response], preset="lenient") == 1.0
    assert lighteval.strictgrade_sample([reference], [response]) == 0.0
    assert opencompass.StrictgradeScorer(preset="lenient").score([response], [reference])["accuracy"] == 100.0
    assert lm_eval.process_results_lenient({"answer": reference}, [response]) == {"strictgrade": 1}
    assert lm_eval.process_results({"answer": reference}, [response]) == {"strictgrade": 0}
    assert finqa.grade_finqa(r"\boxed{37.5\%}", r"\frac38", decimals=None, preset="lenient").correct
    grader = ray.StrictGrader(preset="lenient")
    assert grader._grade_columns([response], [reference])["correct"] == [True]
