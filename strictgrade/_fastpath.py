r"""A fast reader of normalized answers that builds exactly the grammar's trees, or gives up.

pyparsing's grammar (grammar.py) states the syntax and is the oracle; this module reads the
same language by hand, rule for rule (ordered choice, greedy repetition, the same tokens from
``_tokens.py``), tens of times faster.  It never raises: when it cannot read an answer it
returns None and the grammar decides (it gives up on anything the grammar would reject, and
on recursion that runs too deep).  The property ``read_answer(s) is None or
read_answer(s) == grammar(s)`` is tested over generated and corpus answers
(tests/test_fastpath.py).  This module never imports grammar.py, nor do its readers:
``_fastpath_tight.py`` (short expressions, no backtracking) and ``_fastpath_reader.py`` (the
full reader, the grammar rule for rule).

>>> from fractions import Fraction
>>> from strictgrade.answer import Num, Op, Relation, Sym
>>> read_answer(r"\frac{1}{2}")
Op(op='frac', args=(Num(value=Fraction(1, 1), text='1'), Num(value=Fraction(2, 1), text='2')))
>>> read_answer("y=2x+3") == Relation(("=",), (Sym("y"), Op("add", (Op("mul", (Num(Fraction(2), "2"), Sym("x"))), Num(Fraction(3), "3")))))
True
>>> read_answer("2+") is None
True
"""

from __future__ import annotations

from typing import Optional

from ._lazy import lazy_compile
from ._tokens import NUMBER
from .answer import Node, Op
from ._fastpath_reader import _numeral, _Reader, _TooDeep
from ._fastpath_tight import _read_tight

__all__ = ["read_answer"]


# The most common answers, read in one step: a signed numeral or a fraction of two integers.
_PLAIN_NUMBER_RE = lazy_compile(r"(?P<sign>-?)(?P<number>" + NUMBER + r")")
_PLAIN_FRACTION_RE = lazy_compile(r"(?P<sign>-?)\\frac\{(?P<top>\d+)\}\{(?P<bottom>\d+)\}")


def _read_plain(text: str) -> Optional[Node]:
    match = _PLAIN_NUMBER_RE.fullmatch(text)
    if match is not None:
        node: Node = _numeral(match.group("number"))
    else:
        match = _PLAIN_FRACTION_RE.fullmatch(text)
        if match is None:
            return None
        node = Op("frac", (_numeral(match.group("top")), _numeral(match.group("bottom"))))
    return Op("neg", (node,)) if match.group("sign") else node


def read_answer(text: str) -> Optional[Node]:
    """Return the grammar's tree for a normalized answer, or None to let the grammar decide."""
    plain = _read_plain(text)
    if plain is not None:
        return plain
    tight = _read_tight(text)
    if tight is not None:
        return tight
    try:
        return _Reader(text).answer()
    except _TooDeep:
        return None
