r"""The fast reader equals the grammar: ``fast(s) is None or fast(s) == grammar(s)``.

Checked over generated answers (structured, and random token soup that the grammar mostly
rejects) and over every answer in the policy table and, when present, the shared corpora.
On real answers the fast reader must also cover everything the grammar reads.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Iterator, List, Optional

import pytest
from hypothesis import given
from hypothesis import strategies as st

from strictgrade._fastpath import _read_tight, read_answer
from strictgrade.answer import Node
from strictgrade.extract import extract, extract_boxed
from strictgrade.grammar import check_bounds, is_text_answer, parse_with_grammar
from strictgrade.normalize import normalize
from strictgrade.verdict import GradeError

from .conftest import CASES, SHARED_CORPORA, load_jsonl


def grammar_or_none(text: str) -> Optional[Node]:
    try:
        return parse_with_grammar(text)
    except GradeError:
        return None


def within_bounds(text: str) -> bool:
    """The readers only see answers that pass the bounds check."""
    try:
        check_bounds(text)
    except GradeError:
        return False
    return True


def assert_agrees(text: str, reader: Callable[[str], Optional[Node]] = read_answer) -> None:
    if not within_bounds(text):
        return
    fast = reader(text)
    if fast is not None:
        assert fast == grammar_or_none(text), text


# --- generated answers ---------------------------------------------------------------

NUMBERS = st.sampled_from(["0", "1", "2", "12", "3.5", ".5", "007", "1.25", "10", "1011_2", "2_{8}", "1\\frac{1}{2}", "3 \\frac{2}{5}"])
LETTERS = st.sampled_from(["x", "y", "n", "a", "b", "e", "i", "x_1", "a_{n}", "f'", "\\alpha", "\\theta", "\\theta_1", "\\pi", "\\infty", "\\text{x}", "\\Pi"])
FUNCTIONS = st.sampled_from(["\\sin", "\\cos", "\\tan", "\\ln", "\\log", "\\log_2", "\\log_{10}", "\\sin^2", "\\cos^{-1}", "\\tan^{-1}", "\\exp", "sin", "ln", "\\sec", "\\arctan"])
SPACES = st.sampled_from(["", "", "", " "])


def _wrap(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(inner, st.sampled_from(["+", "-", "\\cdot", "\\times", "/", "*", "\\pm", "\\div", "", " "]), inner).map("".join),
        st.tuples(st.sampled_from(["-", "+", "\\pm"]), inner).map("".join),
        inner.map(lambda s: "(" + s + ")"),
        inner.map(lambda s: "{" + s + "}"),
        inner.map(lambda s: "|" + s + "|"),
        st.tuples(inner, st.sampled_from(["^", "^-", "^{"]), inner).map(lambda t: t[0] + t[1] + (t[2] + "}" if t[1] == "^{" else t[2])),
        inner.map(lambda s: s + "!"),
        st.tuples(inner, inner).map(lambda t: "\\frac{%s}{%s}" % t),
        st.tuples(inner, inner).map(lambda t: "\\binom{%s}{%s}" % t),
        inner.map(lambda s: "\\sqrt{" + s + "}"),
        st.tuples(inner, inner).map(lambda t: "\\sqrt[%s]{%s}" % t),
        inner.map(lambda s: "\\lfloor " + s + "\\rfloor"),
        inner.map(lambda s: "\\lceil " + s + "\\rceil"),
        st.tuples(FUNCTIONS, SPACES, inner).map("".join),
        st.tuples(FUNCTIONS, inner).map(lambda t: t[0] + "(" + t[1] + ")"),
        st.tuples(inner, SPACES, inner).map("".join),
    )


EXPRESSIONS = st.recursive(st.one_of(NUMBERS, LETTERS), _wrap, max_leaves=8)


def _answers(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    listed = st.lists(inner, min_size=2, max_size=3)
    return st.one_of(
        inner,
        st.tuples(inner, st.sampled_from(["=", "<", "\\le", ">", "\\ge", "\\ne", "\\in", ":", "=", "<"]), inner).map(lambda t: " ".join(t) if len(t[0]) % 2 else "".join(t)),
        st.tuples(st.sampled_from(["(", "["]), listed, st.sampled_from([")", "]"])).map(lambda t: t[0] + ",".join(t[1]) + t[2]),
        listed.map(lambda items: "\\{" + ", ".join(items) + "\\}"),
        listed.map(lambda items: "\\cup ".join("(" + item + ",1)" for item in items)),
        listed.map(",".join),
        listed.map(";".join),
        st.just("\\{\\}"),
        st.tuples(st.sampled_from(["", "(", "["]), listed, listed, st.sampled_from(["pmatrix", "vmatrix", "matrix"]), st.sampled_from(["", "\\\\"]), st.sampled_from(["", ")", "]"])).map(
            lambda t: t[0] + "\\begin{" + t[3] + "}" + "&".join(t[1]) + "\\\\" + " & ".join(t[2]) + t[4] + "\\end{" + t[3] + "}" + t[5]
        ),
    )


ANSWERS = st.recursive(EXPRESSIONS, _answers, max_leaves=6)

TOKENS = st.sampled_from(
    ["1", "2", ".", "x", "y", "e", "(", ")", "[", "]", "{", "}", "\\{", "\\}", ",", ";", "+", "-", "^", "_", "!",
     "|", "=", "<", "\\le", "\\cdot", "\\pm", "\\frac", "\\sqrt", "\\pi", "\\sin", "\\log", "\\cup", "\\alpha",
     "\\lfloor", "\\rfloor", "\\text{a}", " ", "'", "&", "\\\\", "ln", "\\binom", "\\infty", "\\leq", "\\right", "\\begin{pmatrix}", "\\end{pmatrix}", "\\begin{matrix}"]
)
SOUP = st.lists(TOKENS, min_size=1, max_size=14).map("".join)


@given(ANSWERS)
def test_fast_reader_equals_grammar_on_generated_answers(text: str) -> None:
    assert_agrees(text)


@given(SOUP)
def test_fast_reader_equals_grammar_on_token_soup(text: str) -> None:
    assert_agrees(text)


# The tight reader's tokens, and a few it must leave to the full reader.
TIGHT_TOKENS = st.sampled_from(
    ["1", "2", "12", "3.5", ".5", "x", "y", "e", "i", "n", "(", ")", "{", "}", "+", "-", "*", "/", "^", "!", "=", "<",
     ">", ":", "\\pm", "\\mp", "\\cdot", "\\times", "\\div", "\\le", "\\ge", "\\ne", "\\in", "\\frac", "\\sqrt",
     "\\pi", "\\infty", "\\alpha", "\\theta", "\\Pi", "\\cup", "\\lfloor", "\\rfloor", "\\circ", "\\text", "ln", "sin", "_"]
)
TIGHT_SOUP = st.lists(TIGHT_TOKENS, min_size=1, max_size=16).map("".join)


@given(st.one_of(TIGHT_SOUP, EXPRESSIONS.filter(lambda text: " " not in text), ANSWERS.filter(lambda text: " " not in text)))
def test_tight_reader_equals_grammar(text: str) -> None:
    """The tight reader (no backtracking, gives up on any failure) builds the grammar's tree wherever it reads."""
    assert_agrees(text, _read_tight)


@pytest.mark.parametrize(
    "text",
    ["2\\sqrt{2}", "\\frac{1}{2}\\sqrt{3}", "(x+1)^2", "x^-2y", "2\\cdot3", "2x\\pi", "-x^2!", "a=b<c", "x^\\frac{1}{2}",
     "3:4", "\\alpha\\beta", "-\\pm{x}", "2^x^2", "{x}y(z)", "lnx", "\\sqrt(2)x"],
)
def test_tight_reader_examples(text: str) -> None:
    assert _read_tight(text) is not None, text  # these are read by the tight reader
    assert_agrees(text, _read_tight)


@pytest.mark.parametrize("text", ["2\\frac{1}{2}", "x_1", "\\sin x", "ln2", "x^{2}^3", "\\sqrt(2)3", "x(", "x+", "\\sqrt[3]{2}", "x^{\\circ}", "1,2", "x y", "2\\cup3", "|x|"])
def test_tight_reader_leaves_the_rest_to_the_full_reader(text: str) -> None:
    assert _read_tight(text) is None, text
    assert_agrees(text)


@given(EXPRESSIONS)
def test_fast_reader_reads_what_the_grammar_reads(text: str) -> None:
    """Coverage: wherever the grammar reads an expression, the fast reader does too (and agrees)."""
    expected = grammar_or_none(text) if within_bounds(text) else None
    if expected is not None:
        assert read_answer(text) == expected, text


# --- answers from the policy table and the corpora -------------------------------------


def _answer_texts(response: str, reference: str) -> Iterator[str]:
    try:
        yield normalize(extract(response).text)
    except GradeError:
        pass
    yield normalize(extract_boxed(reference) or reference)


def _readable(texts: List[str]) -> List[str]:
    return sorted({text for text in texts if text and within_bounds(text) and not is_text_answer(text)})


def _check_corpus(texts: List[str]) -> None:
    missed = []
    for text in texts:
        expected = grammar_or_none(text)
        fast = read_answer(text)
        if fast is not None:
            assert fast == expected, text
        elif expected is not None:
            missed.append(text)
    assert not missed, f"the fast reader gave up on answers the grammar reads: {missed[:10]}"


def test_fast_reader_equals_grammar_on_policy_answers() -> None:
    rows = load_jsonl(CASES / "policy.jsonl")
    texts = [text for row in rows for text in _answer_texts(row["response"], str(row["reference"]))]
    _check_corpus(_readable(texts))


def _corpora_dir() -> Path:
    return Path(os.environ.get("STRICTGRADE_CORPORA", str(SHARED_CORPORA)))


@pytest.mark.parametrize("name", ["qwen25math_cot_100", "prm800k_phase1_train", "gsm8k_openai", "tatqa_pot"])
def test_fast_reader_equals_grammar_on_corpus_answers(name: str) -> None:
    path = _corpora_dir() / f"{name}.jsonl"
    if not path.is_file():
        pytest.skip("the shared corpora are not beside the project (or named by STRICTGRADE_CORPORA)")
    rows = load_jsonl(path)
    texts = [text for row in rows for text in _answer_texts(row["response"], str(row["gold"]))]
    _check_corpus(_readable(texts))


@pytest.mark.parametrize("depth", [5, 10, 20, 28, 40, 60, 140])
@pytest.mark.parametrize(
    "shape",
    [
        lambda d: "(" * d + "1" + ")" * d,
        lambda d: "\\sqrt{" * d + "2" + "}" * d,
        lambda d: "2^{" * d + "2" + "}" * d,
        lambda d: "-" * d + "1",
        lambda d: "2^" * d + "2",
        lambda d: "2^-" * d + "2",
        lambda d: "(1," * d + "1" + ")" * d,
        lambda d: "\\sin(" * d + "x" + ")" * d,
    ],
)
def test_deep_answers_agree(shape: object, depth: int) -> None:
    """Deep answers: the fast reader gives up before the grammar's recursion does."""
    assert_agrees(shape(depth))  # type: ignore[operator]
