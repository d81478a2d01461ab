"""The reader of a note's written-out work (extract/arithmetic.py) is held equal to the grammar and the exact
evaluator on arithmetic they both read: the same value, or none from the reader (it never disagrees)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade._exact import exact_value
from strictgrade.extract.arithmetic import math_value
from strictgrade.grammar import parse_answer
from strictgrade.normalize import normalize
from strictgrade.verdict import GradeError

small = st.integers(min_value=0, max_value=12).map(str)


def _combine(children: st.SearchStrategy) -> st.SearchStrategy:
    return st.one_of(
        st.tuples(children, st.sampled_from([" + ", " - ", " \\cdot ", " \\times "]), children).map("".join),
        st.tuples(children, children).map(lambda pair: f"\\frac{{{pair[0]}}}{{{pair[1]}}}"),
        children.map(lambda inner: f"({inner})"),
        st.tuples(small, st.integers(min_value=0, max_value=4)).map(lambda pair: f"{pair[0]}^{{{pair[1]}}}"),
        st.integers(min_value=0, max_value=7).map(lambda n: f"{n}!"),
        st.tuples(st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=12))
        .map(lambda pair: f"\\binom{{{max(pair)}}}{{{min(pair)}}}"),
    )


expressions = st.recursive(small, _combine, max_leaves=6)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(text=expressions)
def test_the_reader_of_work_agrees_with_the_grammar(text: str) -> None:
    ours = math_value(text)
    try:
        theirs = exact_value(parse_answer(normalize(text)))
    except (GradeError, ZeroDivisionError):  # a division by zero or a form the grammar refuses: the reader may read none
        theirs = None
    if theirs is not None:
        assert ours == theirs, (text, ours, theirs)
    else:
        assert ours is None or "\\frac" in text, (text, ours)  # the grammar refuses what the reader reads only as a fraction


def test_the_reader_reads_no_letters_and_no_huge_values() -> None:
    assert math_value("x + 1") is None and math_value("2\\pi") is None and math_value("9^{9^9}") is None
    assert math_value("\\sqrt{2116}") == 46 and math_value("\\sqrt{2}") is None


def test_work_past_the_caps_is_no_value_and_never_raises() -> None:
    """A value past MAX_WORKED_BITS is no value (its digits could not even be written: Python caps the
    conversion of large integers), and a note full of such work still gets a verdict."""
    from strictgrade import grade

    assert math_value("999999999999999999^{256}") is None and math_value("1000!") is None and math_value("\\binom{5000}{2500}") is None
    note = "The answer is $\\boxed{5}$.\n\n" + "Another way: $999999999999999999^{256}$. " * 50 + "Also C(9999, 4999)."
    assert grade(note, "5").reason is not None
