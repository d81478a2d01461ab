"""Hypothesis properties of the whole pipeline."""

from __future__ import annotations

from fractions import Fraction
from math import gcd

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Reason, Verdict, extract_answer, grade, grade_answer
from strictgrade.normalize import normalize

SETTINGS = settings()  # the profile chosen in conftest.py decides the budget

LATEX_PIECES = [
    r"\frac", r"\sqrt", r"\left(", r"\right)", r"\boxed", "{", "}", "(", ")", "[", "]", "^", "_", "+", "-",
    r"\cdot", r"\times", r"\pi", "x", "y", "1", "2", "3", "0.5", ",", "=", r"\le", r"\text{cm}", r"\%",
    r"\$", " ", r"\,", r"\!", "\\\\", "&", r"\begin{pmatrix}", r"\end{pmatrix}", r"\pm", "!", "|", "1,000",
    "million", "and", "or", r"\infty", r"\cup", r"\{", r"\}", "°", "−", "π",
]
latex_like = st.lists(st.sampled_from(LATEX_PIECES), max_size=25).map("".join)
any_text = st.one_of(st.text(max_size=200), latex_like)


@SETTINGS
@given(any_text)
def test_normalization_is_idempotent(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


@SETTINGS
@given(any_text, any_text)
def test_every_string_gets_a_verdict(response: str, reference: str) -> None:
    verdict = grade(response, reference)
    assert isinstance(verdict, Verdict) and isinstance(verdict.reason, Reason)
    assert verdict.correct == verdict.reason.is_correct
    assert isinstance(grade_answer(response, reference), bool)
    answer = extract_answer(response)
    assert answer is None or isinstance(answer, str)


integers = st.integers(min_value=-(10**30), max_value=10**30)
reduced_fractions = st.tuples(st.integers(-999, 999), st.integers(2, 999)).filter(lambda t: gcd(*t) == 1)


def fraction_tex(fraction: tuple) -> str:
    p, q = fraction
    return rf"-\frac{{{-p}}}{{{q}}}" if p < 0 else rf"\frac{{{p}}}{{{q}}}"


polynomials = st.lists(st.integers(-9, 9), min_size=1, max_size=4).map(
    lambda cs: "+".join(f"{c}x^{{{k}}}" for k, c in enumerate(cs)).replace("+-", "-")
)
well_formed = st.one_of(
    integers.map(str),
    st.decimals(min_value=-1000, max_value=1000, places=3, allow_nan=False).map(str),
    reduced_fractions.map(fraction_tex),
    st.integers(2, 99).map(lambda n: rf"\sqrt{{{n}}}"),
    polynomials,
    st.tuples(integers, integers).map(lambda t: f"({t[0]}, {t[1]})"),
    st.lists(st.integers(-50, 50), min_size=2, max_size=5, unique=True).map(lambda xs: r"\{" + ", ".join(map(str, xs)) + r"\}"),
    st.tuples(st.integers(-9, 0), st.integers(1, 9), st.sampled_from("([")).map(lambda t: f"{t[2]}{t[0]}, {t[1]})"),
)


@SETTINGS
@given(well_formed)
def test_a_boxed_answer_matches_itself(answer: str) -> None:
    verdict = grade(rf"So the answer is $\boxed{{{answer}}}$.", answer)
    assert verdict.correct, verdict


@SETTINGS
@given(st.integers(min_value=0, max_value=10**15))
def test_thousands_separators(n: int) -> None:
    assert grade_answer(f"{n:,}", str(n))
    assert grade_answer(f"{n:,}".replace(",", "{,}"), str(n))


@SETTINGS
@given(reduced_fractions, st.integers(2, 50))
def test_scaled_fractions_are_unreduced(fraction: tuple, k: int) -> None:
    p, q = fraction
    scaled = fraction_tex((p * k, q * k))
    verdict = grade(scaled, fraction_tex(fraction))
    if p == 0:
        assert verdict.reason is Reason.UNREDUCED or not verdict.correct
    else:
        assert verdict.reason is Reason.UNREDUCED


symmetric_pairs = st.one_of(
    st.tuples(integers.map(str), integers.map(str)),
    st.tuples(reduced_fractions.map(fraction_tex), reduced_fractions.map(fraction_tex)),
    st.tuples(polynomials, polynomials),
    st.tuples(st.tuples(integers, integers), st.tuples(integers, integers)).map(
        lambda t: (f"({t[0][0]}, {t[0][1]})", f"({t[1][0]}, {t[1][1]})")
    ),
)


@SETTINGS
@given(symmetric_pairs)
def test_symmetry_where_the_policy_is_symmetric(pair: tuple) -> None:
    left, right = pair
    assert grade_answer(left, right) == grade_answer(right, left)


@SETTINGS
@given(reduced_fractions)
def test_a_terminating_decimal_equals_its_fraction(fraction: tuple) -> None:
    p, q = fraction
    value = Fraction(p, q)
    decimal_text = None
    for places in range(1, 12):
        scaled = value * 10**places
        if scaled.denominator == 1:
            decimal_text = f"{scaled.numerator / 10**places:.{places}f}"
            break
    if decimal_text is not None:
        assert grade_answer(decimal_text, fraction_tex(fraction))


# Invariances: the same answer, wrapped or spaced differently, gets the same verdict.
WRAPPINGS = [
    lambda a: rf"  \boxed{{ {a} }}  ",
    lambda a: rf"$\boxed{{{a}}}$",
    lambda a: rf"\(\boxed{{{a}}}\)",
    lambda a: rf"\boxed{{\displaystyle {a}}}",
    lambda a: rf"\[\boxed{{\displaystyle {a}}}\]",
    lambda a: rf"The final answer is $\boxed{{{a}}}$.",
    lambda a: rf"Work.\n\n**Final Answer:** $\boxed{{{a}}}$",
]


@SETTINGS
@given(well_formed, well_formed, st.sampled_from(WRAPPINGS))
def test_verdicts_are_invariant_under_wrappers(candidate: str, reference: str, wrap) -> None:
    plain = grade(rf"\boxed{{{candidate}}}", reference)
    wrapped = grade(wrap(candidate), reference)
    assert (plain.correct, plain.reason) == (wrapped.correct, wrapped.reason)


@SETTINGS
@given(well_formed.filter(lambda a: len(a) <= 60), well_formed)
def test_a_short_bare_answer_grades_like_its_box(candidate: str, reference: str) -> None:
    boxed = grade(rf"\boxed{{{candidate}}}", reference)
    for bare in (candidate, f"  {candidate}  ", f"${candidate}$"):
        verdict = grade(bare, reference)
        assert (verdict.correct, verdict.reason) == (boxed.correct, boxed.reason)


@SETTINGS
@given(st.lists(st.integers(-9, 9), min_size=2, max_size=3))
def test_left_right_do_not_change_a_tuple(values) -> None:
    inner = ", ".join(map(str, values))
    assert grade_answer(rf"\left( {inner} \right)", f"({inner})")


def _bundled_answers() -> list:
    from pathlib import Path

    from .conftest import load_jsonl

    rows = load_jsonl(Path(__file__).resolve().parent.parent / "strictgrade" / "data" / "qwen25math_sample.jsonl")
    return sorted({row["gold"] for row in rows})


REAL_ANSWERS = _bundled_answers()


@SETTINGS
@given(st.sampled_from(REAL_ANSWERS), st.data())
def test_mutated_real_answers_get_a_verdict(answer: str, data: st.DataObject) -> None:
    position = data.draw(st.integers(0, len(answer)))
    insert = data.draw(st.text(alphabet="{}()[]\\^_-+,.$ 0123456789x", max_size=3))
    cut = data.draw(st.integers(0, 2))
    mutated = answer[:position] + insert + answer[position + cut:]
    verdict = grade(rf"\boxed{{{mutated}}}", answer)
    assert verdict.correct == verdict.reason.is_correct
    assert grade(rf"\boxed{{{answer}}}", answer).correct
