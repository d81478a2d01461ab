"""Hostile input: every case returns a Verdict with the expected reason, never a hang or a crash.

Timings are measured in benchmarks/, not asserted here.
"""

from __future__ import annotations

import pytest

from strictgrade import Reason, grade, grade_answer

HOSTILE = [
    ("tower of powers", r"\boxed{9^{9^{9^9}}}", "5", Reason.TOO_COMPLEX),
    ("huge power", r"\boxed{10^{10^{10}}}", "5", Reason.TOO_COMPLEX),
    ("huge factorial", r"\boxed{100000!}", "5", Reason.TOO_COMPLEX),
    ("huge binomial", r"\boxed{\binom{1000000}{500000}}", "5", Reason.TOO_COMPLEX),
    ("exp of a huge number", r"\boxed{e^{10^{9}}}", "5", Reason.TOO_COMPLEX),
    ("deep parentheses", r"\boxed{" + "(" * 10_000 + "1" + ")" * 10_000 + "}", "1", Reason.TOO_COMPLEX),
    ("deep braces", r"\boxed{" + r"\sqrt{" * 10_000 + "1" + "}" * 10_000 + "}", "1", Reason.TOO_COMPLEX),
    ("nested boxes", r"\boxed{" * 10_000 + "1" + "}" * 10_000, "1", Reason.TOO_COMPLEX),
    ("ten thousand terms", r"\boxed{" + "+".join(["1"] * 10_000) + "}", "10000", Reason.TOO_COMPLEX),
    ("a million digits", r"\boxed{" + "7" * 1_000_000 + "}", "7", Reason.TOO_COMPLEX),
    ("division by zero", r"\boxed{\frac{1}{0}}", "1", Reason.VALUE_MISMATCH),
    ("mixed number over zero (found by fuzzing)", r"\boxed{1\frac{1}{0}}", r"1\frac{1}{10}", Reason.VALUE_MISMATCH),
    ("infinity minus infinity", r"\boxed{\infty - \infty}", "0", Reason.VALUE_MISMATCH),
    ("zero to the zero", r"\boxed{0^0}", "1", Reason.UNEVALUATED),
    ("eval injection", r"\boxed{__import__('os').system('true')}", "0", Reason.SHAPE_MISMATCH),
    ("sympify injection", "\\boxed{exec(\"print(1)\")}", "0", Reason.SHAPE_MISMATCH),
    ("NUL bytes", "\\boxed{5\x00}", "5", Reason.UNPARSABLE),
    ("NUL bytes in the final sentence (found by atheris)", "So iSom/ is $\\e \x01\x00\x00bo'\x00\x000\x00\x00e fina\x00edx{1", "1", Reason.NO_ANSWER),
    ("control characters", "\x1b[31m\\boxed{5}\x07", "5", Reason.EQUAL),
    ("right-to-left mark", "\\boxed{\u202e5}", "5", Reason.OBSCURED),
    ("lone surrogate", "\\boxed{5}\ud800", "5", Reason.EQUAL),
    ("ten megabytes then a box", "a" * 10_000_000 + r"\boxed{5}", "5", Reason.EQUAL),
    ("ten megabytes of braces", "{" * 10_000_000, "5", Reason.NO_ANSWER),
    ("many boxes", r"\boxed{1} x " * 100_000, "1", Reason.EQUAL),
    ("a flood of HTML tags", "<b>x</b>" * 1_000_000 + r"\boxed{5}", "5", Reason.TOO_COMPLEX),
    ("a flood of percent signs in math", "$5%$ " * 1_000_000 + r"\boxed{5}", "5", Reason.EQUAL),  # percent signs: nothing to hide
    ("a flood of math comments", "$x % y$ " * 1_000_000 + r"\boxed{5}", "5", Reason.TOO_COMPLEX),
    ("a flood of code ticks", "`a` " * 1_000_000 + r"\boxed{5}", "5", Reason.TOO_COMPLEX),
    ("a flood of unclosed strikethrough", "<s>" * 1_000_000 + r"\boxed{5}", "5", Reason.NO_ANSWER),
    ("an HTML comment that never closes", "<!--" + "a" * 1_000_000 + r"\boxed{5}", "5", Reason.NO_ANSWER),
    ("a colour switch hiding ten megabytes", r"{\color{white}" + "a " * 5_000_000 + r"\boxed{5}}", "5", Reason.NO_ANSWER),
    ("a million math spans then a box", "$a$ " * 1_000_000 + r"\boxed{5}", "5", Reason.EQUAL),
    ("a megabyte inside one math span", "$" + "x+" * 500_000 + r"\boxed{5}$", "5", Reason.UNASSERTED),
    ("a non-integer factorial at a high precision", r"\boxed{52.842!}", r"52.842!+10^{-300}", Reason.TOO_COMPLEX),
    ("spaces then a letter after a box in its math span", r"$\boxed{5}" + " " * 1_000 + "x$", "5", Reason.UNASSERTED),
    ("an anchor, spaces and a scale word", "Final Answer: 1" + " " * 4_000 + "y million", "5", Reason.SHAPE_MISMATCH),
    ("megabytes of spacing between a box and its delimiters", "so \\(" + " " * 5_000_000 + r"\boxed{5}" + " \n" * 2_000_000 + "\\)", "5", Reason.TOO_COMPLEX),
    ("a background colour with two channels", '<span style="background:rgb(1,2)">\\boxed{5}</span>', "5", Reason.NO_ANSWER),
    ("a million blank groups before a box", "not " + r"\text{ }" * 1_000_000 + r"\boxed{5}", "5", Reason.TOO_COMPLEX),
    # one word of a million letters, Latin beside Cyrillic lookalikes and not: each junction was read to the word's end
    # (its Latin "a" is drawn like the Cyrillic "а" of the word around it: a Cyrillic word with a Latin letter)
    ("a megabyte-long word of Latin and Cyrillic letters", "a\u043e\u043c" * 300_000 + r" $\boxed{5}$", "5", Reason.OBSCURED),
    ("a megabyte-long word of Latin soup and Cyrillic letters", "n\u043e\u043c" * 300_000 + r" $\boxed{5}$", "5", Reason.EQUAL),
    # digits of two scripts in one number, and a megabyte of one script's digits: read in one pass of the text
    ("a megabyte of numbers mixing two scripts of digits", "1\u0665" * 500_000 + r" $\boxed{5}$", "5", Reason.OBSCURED),
    ("a megabyte of Arabic-Indic digits", "\u0665" * 1_000_000 + ".\n\nSo $\\boxed{5}$", "5", Reason.EQUAL),
    ("a flood of Arabic-Indic and Persian numbers apart", "\u0665 \u06f5 " * 250_000 + ".\n\nSo $\\boxed{5}$", "5", Reason.EQUAL),
    # one word of a million letters, Latin beside Greek and full-width lookalikes and a Greek letter that is none
    ("a megabyte-long word of Latin, Greek and full-width letters", "a\u03bf\uff4e\u03c0" * 250_000 + ".\n\nSo $\\boxed{5}$", "5", Reason.EQUAL),
    ("a flood of capitals mixing Latin and Cyrillic in a Russian text", "A\u041e " * 100_000 + "\u041e\u0442\u0432\u0435\u0442: $\\boxed{5}$", "5", Reason.EQUAL),
    ("a flood of spaced percent signs after numbers", "x " + "5 % " * 500_000 + r" $\boxed{5}$", "5", Reason.TOO_COMPLEX),
]


@pytest.mark.parametrize("name, response, reference, reason", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_hostile_input_gets_a_verdict(name: str, response: str, reference: str, reason: Reason) -> None:
    verdict = grade(response, reference)
    assert verdict.reason is reason, verdict.detail
    assert verdict.correct is reason.is_correct


@pytest.mark.parametrize("reference", ["(" * 5000, "7" * 100_000, "\x00", r"\frac{1}{"])
def test_unreadable_references(reference: str) -> None:
    assert grade(r"\boxed{5}", reference).reason is Reason.BAD_REFERENCE
    assert grade_answer("5", reference) is False


def test_a_reference_too_large_to_evaluate() -> None:
    assert grade(r"\boxed{5}", r"9^{9^{9^9}}").reason is Reason.TOO_COMPLEX
