"""Exact and bounded evaluation: integers never pass through float; caps refuse hostile values."""

from __future__ import annotations

from fractions import Fraction

import pytest

from strictgrade.grammar import parse_answer
from strictgrade.normalize import normalize
from strictgrade.numeric import (
    UndefinedValueError,
    evaluate,
    exact_value,
    free_variables,
    is_close,
    sample_points,
)
from strictgrade.verdict import TooComplexError


def node(text: str):
    return parse_answer(normalize(text))


@pytest.mark.parametrize(
    "text, value",
    [
        ("123456789012345678901234567890", Fraction(123456789012345678901234567890)),
        (r"\frac{6}{4}", Fraction(3, 2)),
        ("2^{100}", Fraction(2**100)),
        ("2^{-2}", Fraction(1, 4)),
        ("20!", Fraction(2432902008176640000)),
        (r"\binom{10}{3}", Fraction(120)),
        (r"1\frac{1}{3}", Fraction(4, 3)),
        ("|-3|", Fraction(3)),
        (r"\lfloor 7/2 \rfloor", Fraction(3)),
    ],
)
def test_exact_values(text: str, value: Fraction) -> None:
    assert exact_value(node(text)) == value


@pytest.mark.parametrize("text", [r"\sqrt{2}", r"\pi", "2^{1/2}", "x+1"])
def test_inexact_values_have_no_exact_value(text: str) -> None:
    assert exact_value(node(text)) is None


@pytest.mark.parametrize(
    "left, right, close",
    [
        (r"\sqrt{8}", r"2\sqrt{2}", True),
        (r"\sin^2 1 + \cos^2 1", "1", True),
        (r"e^{i\pi}", "-1", True),
        (r"\sqrt[3]{-8}", "-2", True),
        (r"\log_{10} 1000", "3", True),
        ("3.14", r"\pi", False),
        ("0.3333333333", r"\frac{1}{3}", False),
        ("1", "1.000000000000000000000001", False),
    ],
)
def test_values_compare_to_a_tight_tolerance(left: str, right: str, close: bool) -> None:
    assert is_close(evaluate(node(left), {}), evaluate(node(right), {})) is close


@pytest.mark.parametrize("text", [r"9^{9^{9^9}}", "100000!", r"10^{10^{10}}", "2^{100000}", r"e^{10^{9}}"])
def test_hostile_values_are_too_complex(text: str) -> None:
    with pytest.raises(TooComplexError):
        evaluate(node(text), {})


@pytest.mark.parametrize("text", ["1/0", r"\ln 0", r"\infty", "0^{-1}"])
def test_undefined_values_raise(text: str) -> None:
    with pytest.raises(UndefinedValueError):
        evaluate(node(text), {})


def test_zero_to_the_zero_is_one() -> None:
    assert exact_value(node("0^0")) == 1


def test_sample_points_are_deterministic_and_cover_each_variable() -> None:
    first = list(sample_points(frozenset({"x", "y"})))
    second = list(sample_points(frozenset({"y", "x"})))
    assert first == second
    assert all(set(env) == {"x", "y"} for env in first)
    assert len({env["x"] for env in first}) == len(first)


def test_free_variables_exclude_constants() -> None:
    assert free_variables(node(r"x + \pi + e + i y")) == frozenset({"x", "y"})


def test_the_numeric_core_imports_one_way() -> None:
    """numeric -> _mpeval -> _exact: the evaluator and the exact core never import numeric (issue 24 part 3)."""
    import ast
    from pathlib import Path

    package = Path(__file__).resolve().parent.parent / "strictgrade"

    def imported(name: str) -> set:
        tree = ast.parse((package / f"{name}.py").read_text(encoding="utf-8"))
        return {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}

    assert "numeric" not in imported("_mpeval")
    assert not {"numeric", "_mpeval"} & imported("_exact")
