"""Properties of an option given with its value behind an anchor (POLICY §3, text: options with values).

An option label and its value (``**(D)** 15``, ``C. 24``, ``option D: \\frac25``, ``D（15）``), behind
any anchor of the nine languages, anywhere after a long reasoning, in both modes: correct against the
letter and against the value; wrong against another letter or another value; two options are a hedge.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade
from strictgrade._tables import ANSWER_ANCHORS, OPTION_LETTERS

LANGUAGES = ("en", "zh", "es", "fr", "de", "it", "pt", "ru", "ja")
ANCHORS = sorted({anchor for language in LANGUAGES for anchor in ANSWER_ANCHORS[language]})
# How models write a label before its value ({L} the letter, {v} the value as the text writes it).
LABEL_FORMS = (
    "({L}) {v}", "**({L})** {v}", "**{L}** {v}", "{L}. {v}", "{L}) {v}", "option {L}: {v}", "({L}), {v}",
    "**{L}. {v}**", "({l}) {v}", "{L}（{v}）", "\\textbf{{({L})}} {v}", "choice ({L}) {v}", "{L} — {v}",
)
LETTERS = st.sampled_from(OPTION_LETTERS)
MODES = st.sampled_from((Mode.EVAL, Mode.REWARD))
REASONING = st.sampled_from(("", "We compare each choice with the computed value.\n\n", "Let us check. " * 300 + "\n\n"))


@st.composite
def values(draw: st.DrawFn) -> Fraction:
    whole = draw(st.integers(min_value=-10**6, max_value=10**9))
    denominator = draw(st.sampled_from((1, 1, 2, 3, 7, 12)))
    return Fraction(whole, denominator)


def _written(value: Fraction, math: bool) -> str:
    if value.denominator == 1:
        text = str(value.numerator)
    else:
        sign = "-" if value < 0 else ""
        text = f"{sign}\\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"
    return f"${text}$" if math or value.denominator != 1 else text


def _reference(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


@st.composite
def labelled(draw: st.DrawFn) -> "tuple[str, str, Fraction]":
    """A response ending in an anchored option with its value; its letter and value."""
    letter = draw(LETTERS)
    value = draw(values())
    form = draw(st.sampled_from(LABEL_FORMS))
    if "（" in form and value.denominator != 1:
        value = Fraction(value.numerator)  # a fraction in parentheses is read as written: keep it plain
    written = form.format(L=letter, l=letter.lower(), v=_written(value, draw(st.booleans())))
    anchor = draw(st.sampled_from(ANCHORS))
    end = draw(st.sampled_from(("", ".", "。", "\n")))
    return f"{draw(REASONING)}{anchor} {written}{end}", letter, value


@settings(max_examples=300, deadline=None)
@given(case=labelled(), mode=MODES)
def test_an_option_with_its_value_is_its_letter_and_its_value(case: "tuple[str, str, Fraction]", mode: Mode) -> None:
    response, letter, value = case
    assert grade(response, letter, mode=mode).correct, (response, letter)
    assert grade(response, _reference(value), mode=mode).correct, (response, value)


@settings(max_examples=300, deadline=None)
@given(case=labelled(), mode=MODES, other=LETTERS, shift=st.integers(min_value=1, max_value=10**6))
def test_an_option_is_not_another_letter_nor_another_value(
    case: "tuple[str, str, Fraction]", mode: Mode, other: str, shift: int
) -> None:
    response, letter, value = case
    if other != letter:
        assert not grade(response, other, mode=mode).correct, (response, other)
    assert not grade(response, _reference(value + shift), mode=mode).correct, (response, value + shift)


@settings(max_examples=200, deadline=None)
@given(first=LETTERS, second=LETTERS, a=st.integers(0, 10**6), b=st.integers(0, 10**6), mode=MODES,
       joiner=st.sampled_from((" or ", ", ", " and ", " o ", " или ", " 或 ")), anchor=st.sampled_from(ANCHORS))
def test_two_options_are_a_hedge(first: str, second: str, a: int, b: int, mode: Mode, joiner: str, anchor: str) -> None:
    response = f"{anchor} ({first}) {a}{joiner}({second}) {b}."
    for reference in (first, second, str(a), str(b)):
        verdict = grade(response, reference, mode=mode)
        assert not verdict.correct, (response, reference, verdict)


@st.composite
def questions(draw: st.DrawFn) -> "tuple[str, dict[str, int]]":
    """A question listing options A to E with distinct integer values, in an AMC or a one-a-line layout."""
    listed = draw(st.lists(st.integers(min_value=-10**6, max_value=10**6), min_size=5, max_size=5, unique=True))
    options = dict(zip("ABCDE", listed))
    if draw(st.booleans()):
        body = " \\qquad ".join(f"\\textbf{{({letter}) }} {value}" for letter, value in options.items())
        return f"Compute the value. ${body}$", options
    return "Compute the value.\n" + "\n".join(f"{letter}. {value}" for letter, value in options.items()), options


@settings(max_examples=200, deadline=None)
@given(case=questions(), data=st.data(), mode=MODES, reasoning=REASONING)
def test_with_the_question_the_letter_and_the_value_must_belong_together(
    case: "tuple[str, dict[str, int]]", data: st.DataObject, mode: Mode, reasoning: str
) -> None:
    question, options = case
    letter = data.draw(st.sampled_from(sorted(options)), label="letter")
    other = data.draw(st.sampled_from(sorted(set(options) - {letter})), label="other")
    form = data.draw(st.sampled_from(LABEL_FORMS), label="form")
    anchor = data.draw(st.sampled_from(ANCHORS), label="anchor")
    right = f"{reasoning}{anchor} {form.format(L=letter, l=letter.lower(), v=options[letter])}"
    assert grade(right, letter, mode=mode, question=question).correct, (right, question)
    assert grade(right, str(options[letter]), mode=mode, question=question).correct, (right, question)
    crossed = f"{reasoning}{anchor} {form.format(L=letter, l=letter.lower(), v=options[other])}"
    for reference in (letter, str(options[other])):
        verdict = grade(crossed, reference, mode=mode, question=question)
        assert not verdict.correct and verdict.reason is Reason.VALUE_MISMATCH, (crossed, reference, verdict)
