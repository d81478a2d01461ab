r"""The tight fast reader: short expressions of the common tokens, split by one regex and read by the
full reader's rules without backtracking (it gives up on the first failure).  See ``_fastpath.py``.
This module never imports grammar.py.
"""

from __future__ import annotations

from typing import Callable, FrozenSet, List, Optional

from ._lazy import lazy_compile
from ._tokens import BINARY_NAMES, NUMBER, RELATION_COMMANDS, RELATION_SIGNS, UNARY_NAMES
from ._tables import GREEK_LETTERS
from .answer import Const, Node, Op, Relation, Sym
from ._fastpath_reader import _Depth, _FUNCTION_NAME_RE, _letter, _LETTERS, _numeral, _TooDeep

# --- the tight reader ---------------------------------------------------------------
#
# Most answers are short expressions written without spaces, commas, functions, subscripts or
# any command beyond \frac, \sqrt, \pi, \infty, Greek letters and the operators.  Those are
# split into tokens by one regex and read by the same rules as the full reader (_fastpath_reader.py),
# with one difference: the full reader backtracks where a rule fails (and another may then succeed),
# this one gives up on the first failure and leaves the answer to the full reader.  Where it reads an
# answer, every rule succeeded on its first alternative without any backtracking, which is the path
# the full reader takes too; tests/test_fastpath.py holds the two equal.  (A later factor is the one
# place where the full reader stops without failing: a product stops before an operator command.)
# The text as tokens, each read one way only (a number or a command is never split: without the
# lookaheads a long run of digits before a stray character would be split every way there is).
_TIGHT_TEXT_RE = lazy_compile(
    r"(?:\d+\.\d+(?!\d)|\d+(?![\d.])|\.\d+(?!\d)|[a-zA-Z]|\\[a-zA-Z]+(?![a-zA-Z])|[-+*/^(){}!" + RELATION_SIGNS + r"])+"
)
_TIGHT_TOKEN_RE = lazy_compile(NUMBER + r"|\\[a-zA-Z]+|.")
_MIXED_NUMBER_START_RE = lazy_compile(r"\d\\frac")  # 1\frac{1}{2} may be a mixed number: the full reader decides
_ADD_TOKENS = frozenset(UNARY_NAMES)  # the spellings ADD_OPERATOR matches
_MUL_TOKENS = frozenset(BINARY_NAMES).difference(UNARY_NAMES)  # and MUL_OPERATOR
_RELATION_TOKENS = frozenset(RELATION_SIGNS).union("\\" + name for name in RELATION_COMMANDS)
_GREEK_TOKENS = frozenset("\\" + name for name in GREEK_LETTERS)
_CONSTANT_TOKENS = {"\\pi": Const("pi"), "\\infty": Const("infty")}
# What starts an atom after the first factor of a product: a letter or one of these.
_LATER_ATOM_TOKENS = frozenset(("(", "{", "\\frac", "\\sqrt")).union(_GREEK_TOKENS, _CONSTANT_TOKENS)
# The commands before which a product stops (the full reader's later factor fails on them).
_OPERATOR_TOKENS = _ADD_TOKENS.union(_MUL_TOKENS, _RELATION_TOKENS)


class _GiveUp(Exception):
    """The tight reader leaves this answer to the full reader."""


class _TightReader(_Depth):
    """Rules over a token list; each returns a node or raises _GiveUp (never None)."""

    __slots__ = ("tokens", "index")

    def __init__(self, tokens: List[str]) -> None:
        self.tokens = tokens + [""]  # an end marker no rule accepts
        self.index = 0
        self.depth = 0

    def element(self) -> Node:
        """element ::= expr (RELOP expr)*   (a side is an expression: no commas, sets, matrices or unions here)"""
        first = self.expr()
        if self.tokens[self.index] not in _RELATION_TOKENS:
            return first
        ops: List[str] = []
        sides = [first]
        while self.tokens[self.index] in _RELATION_TOKENS:
            ops.append(self.tokens[self.index])
            self.index += 1
            sides.append(self.expr())
        return Relation(tuple(ops), tuple(sides))

    def expr(self) -> Node:
        return self._chain(self.term, _ADD_TOKENS)

    def term(self) -> Node:
        return self._chain(self.unary, _MUL_TOKENS)

    def _chain(self, operand: "Callable[[], Node]", operators: FrozenSet[str]) -> Node:
        """operand (operator operand)*, folded to the left"""
        node = operand()
        while self.tokens[self.index] in operators:
            name = BINARY_NAMES[self.tokens[self.index]]
            self.index += 1
            node = Op(name, (node, operand()))
        return node

    def unary(self) -> Node:
        """unary ::= ('-' | '+' | '\\pm' | '\\mp') unary | product;  product ::= power (power)*"""
        self._enter()  # counted as the full reader counts it
        token = self.tokens[self.index]
        if token in _ADD_TOKENS:
            self.index += 1
            node: Node = Op(UNARY_NAMES[token], (self.unary(),))
            self.depth -= 1
            return node
        node = self.power()
        while True:  # a later factor starts with a letter, a command or a bracket (never a digit)
            token = self.tokens[self.index]
            if not (token in _LATER_ATOM_TOKENS or (len(token) == 1 and token in _LETTERS)):
                if token.startswith("\\") and token not in _OPERATOR_TOKENS:
                    raise _GiveUp  # a command that may start an atom in the full reader (\lfloor, \text, ...)
                self.depth -= 1
                return node
            node = Op("mul", (node, self.power()))

    def power(self) -> Node:
        """power ::= atom '!'* ['^' exponent]"""
        self._enter()
        node = self.atom()
        while self.tokens[self.index] == "!":
            self.index += 1
            node = Op("fact", (node,))
        if self.tokens[self.index] == "^":
            self.index += 1
            node = Op("pow", (node, self.exponent()))
        self.depth -= 1
        return node

    def exponent(self) -> Node:
        """exponent ::= '{' expr '}' | ('-' | '+') power | power"""
        token = self.tokens[self.index]
        if token == "{":
            return self.atom()  # a braced expression, as an atom reads it
        if token == "-" or token == "+":
            self.index += 1
            return Op(UNARY_NAMES[token], (self.power(),))
        return self.power()

    def atom(self) -> Node:
        tokens = self.tokens
        token = tokens[self.index]
        self.index += 1
        if token in _LETTERS and len(token) == 1:
            return _letter(token)
        first = token[:1]
        if first.isdecimal() or first == ".":
            if tokens[self.index] == "\\frac":
                raise _GiveUp  # maybe a mixed number
            return _numeral(token)
        if token == "(" or token == "{":
            node = self.expr()
            if tokens[self.index] != (")" if token == "(" else "}"):
                raise _GiveUp
            self.index += 1
            return node
        if token in _CONSTANT_TOKENS:
            return _CONSTANT_TOKENS[token]
        if token in _GREEK_TOKENS:
            return Sym(token)
        if token == "\\frac":
            top = self._braced()
            return Op("frac", (top, self._braced()))
        if token == "\\sqrt" and tokens[self.index] in ("{", "("):
            return Op("sqrt", (self.atom(),))
        raise _GiveUp

    def _braced(self) -> Node:
        if self.tokens[self.index] != "{":
            raise _GiveUp
        return self.atom()


def _read_tight(text: str) -> Optional[Node]:
    """Read a short expression of the common tokens in one pass, or None for the full reader."""
    if _TIGHT_TEXT_RE.fullmatch(text) is None or _FUNCTION_NAME_RE.search(text) is not None:
        return None
    if "\\frac" in text and _MIXED_NUMBER_START_RE.search(text):
        return None
    reader = _TightReader(_TIGHT_TOKEN_RE.findall(text))
    try:
        node = reader.element()
    except (_GiveUp, _TooDeep):
        return None
    return node if reader.index == len(reader.tokens) - 1 else None
