"""Normalization: by tokens, never by deleting substrings; idempotent."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Reason, grade_candidate
from strictgrade._tables import PERCENT_WORDS
from strictgrade._text import SPACING_FROM_ITS_START
from strictgrade.normalize import RULES, apply_rules, is_already_normal, normalize
from strictgrade.normalize.numerals import _BRACE_COMMA_RE, _JOINER_RE, _PERCENT_RE

# (input, normalized), grouped by the policy item they show.
CASES = [
    # sizing and spacing commands go as whole tokens
    (r"\left( 1, 2 \right)", "(1,2)"),
    (r"\le 3", r"\le 3"),
    (r"x \leq 3", r"x \le 3"),
    (r"\displaystyle \frac{1}{2}", r"\frac{1}{2}"),
    (r"3\!\cdot\!4", r"3\cdot4"),
    (r"a\quad b", "a b"),
    # fraction and root spellings
    (r"\dfrac{1}{2}", r"\frac{1}{2}"),
    (r"\tfrac12", r"\frac{1}{2}"),
    (r"\frac1{72}", r"\frac{1}{72}"),
    (r"\sqrt2", r"\sqrt{2}"),
    (r"\sqrt[3]{x}", r"\sqrt[3]{x}"),
    # wrappers
    (r"\text{Monday}", r"\text{Monday}"),
    (r"\mbox{12}", "12"),
    (r"\textbf{(B)}", "(B)"),
    (r"\mathrm{e}", r"\text{e}"),
    (r"\boxed{7}", "7"),
    # degrees, percent, currency
    (r"90^\circ", r"90^{\circ}"),  # one spelling of the degree mark; the comparison drops or converts it
    (r"90^{\circ}", r"90^{\circ}"),
    ("90°", r"90^{\circ}"),
    (r"25^\circ\text{C}", "25"),  # a temperature: a unit
    ("72°F", "72"),
    (r"50\%", "50"),
    ("50 percent", "50"),
    (r"\$18.90", "18.90"),
    ("$18", "18"),
    (r"\textdollar 5", "5"),
    ("5€", "5"),
    # unicode
    ("−5", "-5"),
    ("2×3", r"2\times 3"),
    ("π", r"\pi"),
    ("x ≥ 3", r"x \ge 3"),
    # units after a complete number only
    (r"5\text{ cm}^2", "5"),
    ("12 inches", "12"),
    ("6841 tonnes CO2e", "6841"),
    ("12cm", "12"),
    ("2t", "2t"),
    ("5 m", "5 m"),
    ("5 squared", "5 squared"),
    # thousands separators: groups of exactly three
    ("1,000", "1000"),
    ("1{,}000", "1000"),
    (r"1\,000", "1000"),
    ("1 000", "1000"),
    (r"10,\!000", "10000"),
    (r"11,\! 111,\! 100", "11111100"),
    ("1,00", "1,00"),
    ("1,2", "1,2"),
    ("0,111", "0,111"),
    ("1,000,000.5", "1000000.5"),
    # scale words
    ("12.6 million", r"12.6\times10^{6}"),
    ("3 thousand", r"3\times10^{3}"),
    # lists joined by words
    ("1 and 2", "1,2"),
    (r"6 \text{ and } 8", "6,8"),
    ("x = 1 or x = 2", "x=1,x=2"),
    # trailing period, outer braces, approximations
    ("5.", "5"),
    ("{1,3}", "1,3"),
    (r"\frac{\sqrt{3}}{3} \approx 0.577", r"\frac{\sqrt{3}}{3}"),
    ("2 ** 3", "2^3"),
    (r"\begin{bmatrix}1&2\end{bmatrix}", r"\begin{pmatrix}1&2\end{pmatrix}"),
    # POLICY §2 units: one unit after a complete number, plain or wrapped, in any script
    (r"14 \mathrm{~cm}", "14"),
    (r"12.5\text{ km/h}", "12.5"),
    (r"9.8\text{ m/s}^2", "9.8"),
    (r"49\pi \text{ cm}^2", r"49\pi"),
    (r"12.50\text{元}", "12.50"),
    ("200 рублей", "200"),
    ("35 metros", "35"),
    ("7天", "7"),
    ("(3 cm, 4 cm)", "(3,4)"),
    (r"3\text{ m}", "3"),
    (r"3\,\mathrm{m}", "3"),
    ("60 km/h", "60"),
    ("10 square feet", "10"),
    ("-6841 tonnes CO2e", "-6841"),
    ("18 lollipops", "18"),
    # ... and what is not a unit stays, so the answer is not the bare number
    ("2t", "2t"),
    ("5 m", "5 m"),
    ("5 dozen", "5 dozen"),
    (r"6\text{ squared}", r"6 \text{squared}"),
    (r"9\text{ halves}", r"9 \text{halves}"),
    (r"5\text{k}", r"5 \text{k}"),
    (r"5\text{M}", r"5 \text{M}"),
    ("5 below zero", "5 below zero"),
    ("8 less than twice the width", "8 less than twice the width"),
    ("5 is wrong", "5 is wrong"),
    ("4 apple", "4"),  # one noun after a number is a count noun, singular too (POLICY §2, issue 22)
    # scale words multiply wherever they stand, wrapped too
    (r"12.6\text{ million}", r"12.6\times10^{6}"),
    (r"5\text{ thousand}", r"5\times10^{3}"),
    ("3万", r"3\times10^{4}"),
    ("5千米", "5"),  # kilometres: a unit, not the scale word 千
    ("2千", r"2\times10^{3}"),
    ("4 тысячи", r"4\times10^{3}"),
    ("7 cubes", "7"),
    ("2.5 millones", r"2.5\times10^{6}"),
    # other spellings of the same symbol
    ("⅜", r"\frac{3}{8}"),
    ("1⁄2", r"\frac{1}{2}"),
    ("2⅓", r"2\frac{1}{3}"),
    ("－５", "-5"),
    ("５０％", "50"),
    (r"\dbinom{5}{2}", r"\binom{5}{2}"),
    (r"\varnothing", r"\{\}"),
    (r"\emptyset", r"\{\}"),
    (r"\mathbb{R}", r"(-\infty,\infty)"),
    (r"x \in \mathbb{R}", r"x \in(-\infty,\infty)"),
    (r"]-\infty, 2]", r"(-\infty,2]"),
    (r"[0, 1[", "[0,1)"),
    (r"]0, 1[ \cup ]2, 3]", r"(0,1)\cup(2,3]"),
    (r"\{x \mid -1<x<1\}", "-1<x<1"),
    (r"\{ y : y \geq 3 \}", r"y \ge 3"),
    (r"\{1, 2\}", r"\{1,2\}"),
    # ordinals, angles, words
    (r"12^{\text{th}}", "12"),
    ("12th", "12"),
    ("3rd", "3"),
    ("21st", "21"),
    (r"2^{nd}", "2"),
    (r"60^\circ 42'", r"60.7^{\circ}"),
    ("30 degrees", r"30^{\circ}"),
    (r"30\text{ degrees}", r"30^{\circ}"),
    ("25 degrees Celsius", "25"),
    (r"0.\overline{3}", r"\frac{1}{3}"),
    (r"0.1\overline{6}", r"\frac{1}{6}"),
    (r"2.\overline{142857}", r"\frac{15}{7}"),
    ("10°20′", r"10\frac{1}{3}^{\circ}"),
    (r"\angle ABC = 40^\circ", r"40^{\circ}"),
    (r"m\angle A = 35", "35"),
    ("No", r"\text{no}"),
    (r"\boxed{no}", r"\text{no}"),
    (r"\text{Yes}", r"\text{yes}"),
    ("нет", r"\text{no}"),
    ("是", r"\text{yes}"),
    (r"\text{Option B}", "(B)"),
    ("opción c", "(C)"),
    (r"\textbf{(B) } 12", r"\text{(B)}12"),
    (r"\text{9:15 a.m.}", r"\text{9:15 am}"),
    ("9:15 PM", r"\text{9:15 pm}"),
    (r"4:30 \text{ p.m.}", r"\text{4:30 pm}"),
    ("91.6 INR", "91.6"),
    ("9:15", "9:15"),
]


@pytest.mark.parametrize("text, expected", CASES, ids=[c[0] for c in CASES])
def test_normalize(text: str, expected: str) -> None:
    assert normalize(text) == expected


@pytest.mark.parametrize("text", [c[0] for c in CASES])
def test_normalize_is_idempotent_on_the_table(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


def test_words_keep_their_letters() -> None:
    # substring deletion would turn Monday into Mon and \left( into \le(
    assert normalize(r"\text{Monday}") != normalize(r"\text{Mon}")
    assert normalize(r"\left(x\right)") == "(x)"


def test_rules_are_named_pure_functions() -> None:
    names = [rule.__name__ for rule in RULES]
    assert len(names) == len(set(names))
    assert all(name.split("_")[0] in {"replace", "strip", "remove", "unwrap", "brace", "join", "apply", "collapse"} for name in names)


# The answer forms of POLICY §2 and §3, mixed at random: normalization stays idempotent and
# grading never raises (the general pieces are in test_properties.py).
FORM_PIECES = [
    "12", "3", "0.5", "-", "th", "rd", r"^{\text{th}}", "⅜", "1⁄2", "－", "％", "５", "]", "[", "(", ")", ",",
    r"\mathbb{R}", r"\text{ thousand}", r"\text{ m}", r"\text{k}", "km/h", r"\mathrm{~cm}", "元", "рублей", "万",
    ":", "9:15", " a.m.", r"\angle ABC =", "'", r"^\circ", "°", "(B)", r"\text{Option B}", "no", "нет",
    r"\{x \mid", r"\}", "<", "x", "dozen", " squared", " apples", r"\emptyset", r"\dbinom{4}{2}", "=", " ",
    r"\begin{pmatrix}", r"\\", r"\end{pmatrix}", r"\pm", r"\sin", r"\pi", r"\frac{\pi}{6}",
]


@settings(max_examples=300)
@given(st.lists(st.sampled_from(FORM_PIECES), max_size=12).map("".join))
def test_answer_forms_normalize_idempotently(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


@settings(max_examples=300)
@given(st.lists(st.sampled_from(FORM_PIECES), max_size=10).map("".join), st.sampled_from(FORM_PIECES))
def test_answer_forms_always_get_a_verdict(candidate: str, reference: str) -> None:
    verdict = grade_candidate(candidate, reference)
    assert isinstance(verdict.reason, Reason)


# --- the already-normal test is held equal to the rules ---------------------------------

_NORMAL_TOKENS = st.sampled_from(
    list("0123456789+-*/^()=!{}.,_ [x")
    + list("abcdefghijklmnopqrstuvwxyzABEIKMSX")
    + ["\\frac{", "\\sqrt{", "\\pi", "\\pi{", "mm", "pi", "e+", "\\", "}{", "0.", ".5"]
)


@settings(max_examples=3000, deadline=None)
@given(st.lists(_NORMAL_TOKENS, min_size=1, max_size=12).map("".join))
def test_text_called_already_normal_is_left_alone_by_every_rule(text: str) -> None:
    if is_already_normal(text):
        assert apply_rules(text) == text


@pytest.mark.parametrize(
    "text, normal",
    [
        ("42", True), ("-0.5", True), (r"\frac{1}{2}", True), ("(x+1)^2", True), (r"2\sqrt{2}+\pi", True),
        ("1,000", False), ("5.", False), ("{5}", False), ("2e+1", False), ("3mm", False), (r"\frac12", False),
        (r"\dfrac{1}{2}", False), ("x = 1", False), ("pi", False),
    ],
)
def test_already_normal_examples(text: str, normal: bool) -> None:
    assert is_already_normal(text) is normal
    assert (apply_rules(text) == text) or not normal


_RESPELL_TOKENS = st.sampled_from(
    list("0123456789+-/^()={}x ,.")
    + ["\\frac", "\\dfrac", "\\tfrac", "\\sqrt", "\\pi", "\\cdot", "\\le", "\\left(", "\\right)", "\\text{cm}", "$",
       "mm", "e+", "\\%", "\\,", "\\!", "\\circ", "\\infty", "\\{", "\\}", "\\times", "**", "!=", "}\\pi",
       "}\\sqrt{", "}{", "\\frac{1}", "\\binom",
       "(B)", "(A)", "m", "s", "g", "L", "V", "/s", "^2", "pi", "or", "ou", "\\frac ", "\\dfrac "]
)


@settings(max_examples=3000, deadline=None)
@given(st.lists(_RESPELL_TOKENS, min_size=1, max_size=10).map("".join))
def test_normalize_with_its_shortcuts_equals_the_rules(text: str) -> None:
    assert normalize(text) == apply_rules(text)


@pytest.mark.parametrize(
    "text",
    ["(B)12", "(C)-1", "(A)\\frac{1}{2}", "(B)\\frac12", "5m/s", "9.8m/s^2", "3g/L", "x=5m/s", "(5)m/s", "5m^2/s",
     "\\frac pi", "\\frac Pi\\pi", "\\frac or", "\\dfrac ou", "\\tfrac  or", "\\frac\tpi"],
)
def test_shortcuts_leave_labels_units_and_words_to_the_rules(text: str) -> None:
    assert normalize(text) == apply_rules(text)


# The joiner pattern as first written: its leading spacing "\s*,?\s*" could be read many ways, so a
# long run of spaces took seconds.  The pattern in use reads spacing from the start of a run only.
_JOINER_STATEMENT = re.compile(
    _JOINER_RE.pattern.replace(SPACING_FROM_ITS_START + r"(?:,\s*)?", r"\s*,?\s*", 1), re.IGNORECASE
)


@given(st.lists(st.sampled_from([" ", "  ", "\n", "1", "5", "x", ",", "and", "or", "y", "o", "\\text{ and }", "\\text{or}", "或", "と", "$", "}", "-", "ou", " , "]), max_size=10).map("".join))
def test_the_joiner_pattern_reads_as_first_written(text: str) -> None:
    assert _JOINER_STATEMENT.pattern != _JOINER_RE.pattern
    assert _JOINER_RE.sub(",", text) == _JOINER_STATEMENT.sub(",", text)


# The percent pattern as first written (a percent word after a number, a brace or any space).
_PERCENT_STATEMENT = re.compile(
    r"\\?%|(?<=[\d}\s])\s*(?:" + "|".join(w.replace(" ", r"\s+") for w in PERCENT_WORDS) + r")\b", re.IGNORECASE
)


@given(st.lists(st.sampled_from([" ", "  ", "\n", "\t", "1", "5", "x", "}", "percent", "per cent", "pct", "%", "\\%", "Prozent", "per  cent"]), max_size=9).map("".join))
def test_the_percent_pattern_reads_as_first_written(text: str) -> None:
    assert _PERCENT_RE.sub("", text) == _PERCENT_STATEMENT.sub("", text)


@pytest.mark.parametrize("rule", RULES, ids=[rule.__name__ for rule in RULES])
def test_every_rule_reads_a_long_run_of_spacing(rule: object) -> None:
    """A rule whose pattern reads spacing many ways backtracks for hours on a hundred thousand
    spaces (the joiner and percent patterns once did): each rule reads them, before words it may
    act on, and gives text back (this test would not end otherwise)."""
    for tail in ("per hour", "y million", "\\%", "(x)", "and 2", "\\text{cm}"):
        assert isinstance(rule("12.5" + " " * 100_000 + tail), str)  # type: ignore[operator]


@given(st.lists(st.sampled_from([" ", "  ", "\n", "{", "}", ",", "{,}", "{ , }", "1", "x"]), max_size=10).map("".join))
def test_the_brace_comma_pattern_reads_as_first_written(text: str) -> None:
    assert _BRACE_COMMA_RE.sub("{,}", text) == re.sub(r"\s*\{\s*,\s*\}\s*", "{,}", text)
