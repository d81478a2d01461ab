r"""The full fast reader: the grammar's rules by hand, with ordered choice, greedy repetition and
backtracking where a rule fails, over the tokens of ``_tokens.py``; and the pieces the tight reader
shares with it (numerals, letters, the recursion count).  See ``_fastpath.py``.  This module never
imports grammar.py.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import List, Optional

from ._lazy import lazy_compile
from ._tokens import (
    DEGREE_MARK_TEXT,
    ADD_OPERATOR,
    BINARY_NAMES,
    FUNCTION_NAME,
    FUNCTION_WORDS,
    GREEK,
    INVERSE_FUNCTIONS,
    LATER_FACTOR_START,
    MUL_OPERATOR,
    NUMBER,
    NUMERAL,
    RELATION,
    SPACE,
    TEXT_LETTER,
    UNARY_NAMES,
    VARIABLE,
)
from .answer import BaseNum, Bracketed, Const, ListOf, Matrix, Mixed, Node, Num, Op, Relation, SetOf, Sym, Union_
from .limits import MAX_READER_DEPTH


_NUMERAL_RE = lazy_compile(NUMERAL)
_NUMBER_RE = lazy_compile(NUMBER)
_VARIABLE_RE = lazy_compile(VARIABLE)
_GREEK_RE = lazy_compile(GREEK)
_TEXT_LETTER_RE = lazy_compile(TEXT_LETTER)
_FUNCTION_NAME_RE = lazy_compile(FUNCTION_NAME)
_ADD_RE = lazy_compile(ADD_OPERATOR)
_MUL_RE = lazy_compile(MUL_OPERATOR)
_RELATION_RE = lazy_compile(RELATION)
_LATER_FACTOR_RE = lazy_compile(LATER_FACTOR_START)
_DIGIT_OR_POINT_RE = lazy_compile(r"[\d.]")
_SIGN_RE = lazy_compile(r"[-+]")
_SEPARATOR_RE = lazy_compile(r"[,;]")
_OPEN_RE = lazy_compile(r"[(\[]")
_CLOSE_RE = lazy_compile(r"[)\]]")
_CUP_RE = lazy_compile(r"\\cup(?![a-zA-Z])")
# The commands that start an atom, each matched as a whole command name.
_COMMAND_RE = lazy_compile(r"\\(frac|sqrt|binom|lfloor|lceil|pi|infty)(?![a-zA-Z])")
_RFLOOR_RE = lazy_compile(r"\\rfloor(?![a-zA-Z])")
_RCEIL_RE = lazy_compile(r"\\rceil(?![a-zA-Z])")
_MATRIX_AHEAD_RE = lazy_compile(r"[(\[]?\\begin")
_BEGIN_MATRIX_RE = lazy_compile(r"\\begin\{[pv]?matrix\}")
_END_MATRIX_RE = lazy_compile(r"\\end\{[pv]?matrix\}")

# The characters a function name can start with (``\\sin``, ``ln``, ``exp``, ...).
_FUNCTION_STARTS = frozenset("\\" + "".join(name[0] for name in FUNCTION_WORDS))
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

_MINUS_ONE = Op("neg", (Num(Fraction(1), "1"),))


class _TooDeep(Exception):
    """The answer nests deeper than the fast reader follows; the grammar decides."""


class _Depth:
    """The recursion a reader follows, counted."""

    __slots__ = ("depth",)

    def _enter(self) -> None:
        """Count one level of recursion; give up well before the grammar's own recursion would fail."""
        self.depth += 1
        if self.depth > MAX_READER_DEPTH:
            raise _TooDeep


class _Reader(_Depth):
    """One pass over one answer; every rule returns a node, or None where the grammar's rule fails."""

    __slots__ = ("text", "pos", "end", "spaced")

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.end = len(text)
        self.depth = 0
        # most answers have no whitespace: then skipping it is a no-op, not a call per token
        self.spaced = any(char in text for char in SPACE)

    # --- tokens ---------------------------------------------------------------

    def _skip(self) -> int:
        """Skip what pyparsing skips before a token; return the new position."""
        text, pos, end = self.text, self.pos, self.end
        while pos < end and text[pos] in SPACE:
            pos += 1
        self.pos = pos
        return pos

    def _token(self, pattern: "re.Pattern[str]") -> Optional["re.Match[str]"]:
        match = pattern.match(self.text, (self._skip() if self.spaced else self.pos))
        if match is not None:
            self.pos = match.end()
        return match

    def _operator(self, pattern: "re.Pattern[str]", first: str) -> Optional["re.Match[str]"]:
        """Match an operator token, looking at the regex only when its first character stands next."""
        pos = self._skip() if self.spaced else self.pos
        if pos >= self.end or self.text[pos] not in first:
            return None
        match = pattern.match(self.text, pos)
        if match is not None:
            self.pos = match.end()
        return match

    def _literal(self, literal: str) -> bool:
        pos = self._skip() if self.spaced else self.pos
        if self.text.startswith(literal, pos):
            self.pos = pos + len(literal)
            return True
        return False

    # --- answer, element, union, side -------------------------------------------

    def answer(self) -> Optional[Node]:
        """answer ::= element ((',' | ';') element)* END"""
        first = self.element()
        if first is None:
            return None
        items = [first]
        while self._operator(_SEPARATOR_RE, ",;"):
            item = self.element()
            if item is None:
                return None
            items.append(item)
        if (self._skip() if self.spaced else self.pos) != self.end:
            return None
        return items[0] if len(items) == 1 else ListOf(tuple(items))

    def element(self) -> Optional[Node]:
        """element ::= cupped (RELOP cupped)*"""
        self._enter()
        first = self.cupped()
        if first is None:
            self.depth -= 1
            return None
        ops: List[str] = []
        sides = [first]
        while True:
            save = self.pos
            match = self._operator(_RELATION_RE, "=<>:\\")
            if match is None:
                break
            side = self.cupped()
            if side is None:
                self.pos = save
                break
            ops.append(match.group())
            sides.append(side)
        self.depth -= 1
        return Relation(tuple(ops), tuple(sides)) if ops else first

    def cupped(self) -> Optional[Node]:
        r"""cupped ::= side ('\cup' side)*"""
        first = self.side()
        if first is None:
            return None
        parts = [first]
        while True:
            save = self.pos
            if not self._operator(_CUP_RE, "\\"):
                break
            part = self.side()
            if part is None:
                self.pos = save
                break
            parts.append(part)
        return first if len(parts) == 1 else Union_(tuple(parts))

    def side(self) -> Optional[Node]:
        """side ::= bracketed | set | matrix | expr"""
        save = self._skip() if self.spaced else self.pos
        char = self.text[save] if save < self.end else ""
        if char in ("(", "["):
            bracketed = self.bracketed()
            if bracketed is not None:
                return bracketed
            self.pos = save
        elif char == "\\" and self.text.startswith("\\{", save):
            members = self.set_()
            if members is not None:
                return members
            self.pos = save
        if char in "([\\" and _MATRIX_AHEAD_RE.match(self.text, save):
            matrix = self.matrix()
            if matrix is not None:
                return matrix
            self.pos = save
        return self.expr()

    def matrix(self) -> Optional[Node]:
        r"""matrix ::= ['(' | '['] '\begin{pmatrix}' row ('\\' row)* ['\\'] '\end{pmatrix}' [')' | ']']"""
        save = self.pos
        for opening, closing in (("(", ")"), ("[", "]"), ("", "")):
            self.pos = save
            if opening and not self._literal(opening):
                continue
            body = self._matrix_body()
            if body is not None and (not closing or self._literal(closing)):
                return body
        return None

    def _matrix_body(self) -> Optional[Node]:
        if self._token(_BEGIN_MATRIX_RE) is None:
            return None
        rows = [self._matrix_row()]
        if rows[0] is None:
            return None
        while True:
            save = self.pos
            if not self._literal("\\\\"):
                break
            row = self._matrix_row()
            if row is None:
                self.pos = save
                break
            rows.append(row)
        self._literal("\\\\")
        if self._token(_END_MATRIX_RE) is None:
            return None
        return Matrix(tuple(tuple(row) for row in rows))  # type: ignore[arg-type]

    def _matrix_row(self) -> Optional[List[Node]]:
        """row ::= element ('&' element)*"""
        first = self.element()
        if first is None:
            return None
        cells = [first]
        while True:
            save = self.pos
            if not self._literal("&"):
                return cells
            cell = self.element()
            if cell is None:
                self.pos = save
                return cells
            cells.append(cell)

    def bracketed(self) -> Optional[Node]:
        """bracketed ::= ('(' | '[') element ((',' | ';') element)+ (')' | ']')"""
        opening = self._token(_OPEN_RE)
        if opening is None:
            return None
        items = self._element_list()
        if items is None or len(items) < 2:
            return None
        closing = self._token(_CLOSE_RE)
        if closing is None:
            return None
        return Bracketed(opening.group(), closing.group(), tuple(items))

    def _element_list(self) -> Optional[List[Node]]:
        first = self.element()
        if first is None:
            return None
        items = [first]
        while True:
            save = self.pos
            if not self._operator(_SEPARATOR_RE, ",;"):
                break
            item = self.element()
            if item is None:
                self.pos = save
                break
            items.append(item)
        return items

    def set_(self) -> Optional[Node]:
        r"""set ::= '\{' [element (',' element)*] '\}'"""
        if not self._literal("\\{"):
            return None
        save = self.pos
        items = self._element_list()
        if items is None:
            self.pos = save
            items = []
        if not self._literal("\\}"):
            return None
        return SetOf(tuple(items))

    # --- expressions --------------------------------------------------------------

    def expr(self) -> Optional[Node]:
        r"""expr ::= term (('+' | '-' | '\pm' | '\mp') term)*"""
        node = self.term()
        if node is None:
            return None
        while True:
            save = self.pos
            match = self._operator(_ADD_RE, "+-\\")
            if match is None:
                return node
            right = self.term()
            if right is None:
                self.pos = save
                return node
            node = Op(BINARY_NAMES[match.group()], (node, right))

    def term(self) -> Optional[Node]:
        r"""term ::= unary (('*' | '\cdot' | '\times' | '/' | '\div') unary)*"""
        node = self.unary()
        if node is None:
            return None
        while True:
            save = self.pos
            match = self._operator(_MUL_RE, "*/\\")
            if match is None:
                return node
            right = self.unary()
            if right is None:
                self.pos = save
                return node
            node = Op(BINARY_NAMES[match.group()], (node, right))

    def unary(self) -> Optional[Node]:
        r"""unary ::= ('-' | '+' | '\pm' | '\mp') unary | product"""
        self._enter()
        save = self.pos
        match = self._operator(_ADD_RE, "+-\\")
        if match is not None:
            inner = self.unary()
            if inner is not None:
                self.depth -= 1
                return Op(UNARY_NAMES[match.group()], (inner,))
            self.pos = save
        node = self.product()
        self.depth -= 1
        return node

    def product(self) -> Optional[Node]:
        """product ::= power (power)*   (a later factor starts with a letter, a command or a bracket)"""
        node = self.power()
        if node is None:
            return None
        while True:
            save = self._skip() if self.spaced else self.pos
            if not _LATER_FACTOR_RE.match(self.text, save):
                return node
            factor = self.power()
            if factor is None:
                self.pos = save
                return node
            node = Op("mul", (node, factor))

    def power(self) -> Optional[Node]:
        """power ::= atom '!'* ['^' exponent]"""
        self._enter()
        node = self.atom()
        if node is not None:
            node = self._power_tail(node)
        self.depth -= 1
        return node

    def _power_tail(self, node: Node) -> Node:
        pos = self._skip() if self.spaced else self.pos
        if pos >= self.end or self.text[pos] not in "!^":
            return node  # what the two literals below would find: neither
        while self._literal("!"):
            node = Op("fact", (node,))
        save = self.pos
        if self._literal("^"):
            exponent = self.exponent()
            if exponent is None:
                self.pos = save
            else:
                node = Op("pow", (node, exponent))
        return node

    def exponent(self) -> Optional[Node]:
        """exponent ::= '{' expr '}' | ('-' | '+') power | power"""
        save = self._skip() if self.spaced else self.pos
        if self.text.startswith(DEGREE_MARK_TEXT, save):
            self.pos = save + len(DEGREE_MARK_TEXT)
            return Const("circ")
        if save < self.end and self.text[save] == "{":
            braced = self.braced()
            if braced is not None:
                return braced
            self.pos = save
        sign = self._token(_SIGN_RE)
        if sign is not None:
            inner = self.power()
            if inner is not None:
                return Op(UNARY_NAMES[sign.group()], (inner,))
            self.pos = save
        return self.power()

    def braced(self) -> Optional[Node]:
        return self._enclosed("{", "}")

    def parenthesized(self) -> Optional[Node]:
        return self._enclosed("(", ")")

    def _enclosed(self, opening: str, closing: str) -> Optional[Node]:
        if not self._literal(opening):
            return None
        node = self.expr()
        if node is None or not self._literal(closing):
            return None
        return node

    # --- atoms ----------------------------------------------------------------------

    def atom(self) -> Optional[Node]:
        """atom ::= function | simple atom"""
        save = self._skip() if self.spaced else self.pos
        if save >= self.end or self.text[save] not in _FUNCTION_STARTS:
            return self.simple_atom()
        name = _FUNCTION_NAME_RE.match(self.text, save)
        if name is not None:
            self.pos = name.end()
            function = self.function(name.group("fname"))
            if function is not None:
                return function
            self.pos = save
        return self.simple_atom()

    def simple_atom(self) -> Optional[Node]:
        """simple atom ::= NUMERAL | variable | command | '(' expr ')' | '{' expr '}' | '|' expr '|'"""
        pos = self._skip() if self.spaced else self.pos
        if pos >= self.end:
            return None
        text = self.text
        char = text[pos]
        if char == "." or char.isdecimal():  # what \d matches, and a leading point
            numeral = _NUMERAL_RE.match(text, pos)
            if numeral is not None:
                self.pos = numeral.end()
                return _build_numeral(numeral)
            return None
        if char in _LETTERS:
            variable = _VARIABLE_RE.match(text, pos)
            self.pos = variable.end()  # type: ignore[union-attr]  (a letter always starts a variable)
            return _letter(variable.group())  # type: ignore[union-attr]
        if char == "\\":
            return self.command()
        if char == "(":
            return self.parenthesized()
        if char == "{":
            return self.braced()
        if char == "|":
            inner = self._enclosed("|", "|")
            return None if inner is None else Op("abs", (inner,))
        return None

    def command(self) -> Optional[Node]:
        r"""command ::= frac | sqrt | binom | floor | ceil | '\pi' | '\infty' | greek | '\text{' letter '}'"""
        pos = self.pos
        text = self.text
        match = _COMMAND_RE.match(text, pos)
        if match is None:
            greek = _GREEK_RE.match(text, pos)
            if greek is not None:
                self.pos = greek.end()
                return Sym(greek.group())
            letter = _TEXT_LETTER_RE.match(text, pos)
            if letter is not None:
                self.pos = letter.end()
                return _letter(letter.group("letter"))
            return None
        name = match.group(1)
        self.pos = match.end()
        if name in ("pi", "infty"):
            return Const(name)
        if name in ("frac", "binom"):
            top = self.braced()
            bottom = None if top is None else self.braced()
            return None if bottom is None else Op(name, (top, bottom))  # type: ignore[arg-type]
        if name == "sqrt":
            return self._sqrt()
        closing = _RFLOOR_RE if name == "lfloor" else _RCEIL_RE
        inner = self.expr()
        if inner is None or self._token(closing) is None:
            return None
        return Op("floor" if name == "lfloor" else "ceil", (inner,))

    def _sqrt(self) -> Optional[Node]:
        r"""sqrt ::= '\sqrt' ['[' expr ']'] ('{' expr '}' | '(' expr ')')"""
        index: Optional[Node] = None
        save = self.pos
        if self._literal("["):
            index = self.expr()
            if index is None or not self._literal("]"):
                index = None
                self.pos = save
        before = self.pos
        radicand = self.braced()
        if radicand is None:
            self.pos = before
            radicand = self.parenthesized()
        if radicand is None:
            return None
        return Op("sqrt", (radicand,)) if index is None else Op("root", (radicand, index))

    def function(self, name: str) -> Optional[Node]:
        r"""function ::= FUNC ['^' exponent] ['_' ('{' expr '}' | NUMBER | variable)] ('(' expr ')' | '{' expr '}' | simple+)"""
        power: Optional[Node] = None
        save = self.pos
        if self._literal("^"):
            power = self.exponent()
            if power is None:
                self.pos = save
        base = self._function_base()
        argument = self._function_argument()
        if argument is None:
            return None
        if power == _MINUS_ONE and name in INVERSE_FUNCTIONS:
            name, power = INVERSE_FUNCTIONS[name], None
        node: Node = Op("fn:" + name, (argument,) if base is None else (argument, base))
        return node if power is None else Op("pow", (node, power))

    def _function_base(self) -> Optional[Node]:
        save = self.pos
        if not self._literal("_"):
            return None
        after = self.pos
        base = self.braced()
        if base is not None:
            return base
        self.pos = after
        number = self._token(_NUMBER_RE)
        if number is not None:
            return _numeral(number.group())
        variable = self._token(_VARIABLE_RE)
        if variable is not None:
            return _letter(variable.group())
        self.pos = save
        return None

    def _function_argument(self) -> Optional[Node]:
        save = self._skip() if self.spaced else self.pos
        char = self.text[save] if save < self.end else ""
        if char == "(":
            node = self.parenthesized()
            if node is not None:
                return node
            self.pos = save
        elif char == "{":
            node = self.braced()
            if node is not None:
                return node
            self.pos = save
        return self.simple_product()

    def simple_product(self) -> Optional[Node]:
        """simple product ::= simple_power (simple_power)*   (a later factor never starts with a digit)"""
        first = self.simple_atom()
        if first is None:
            return None
        node = self._power_tail(first)
        while True:
            save = self._skip() if self.spaced else self.pos
            if _DIGIT_OR_POINT_RE.match(self.text, save):
                return node
            factor = self.simple_atom()
            if factor is None:
                self.pos = save
                return node
            node = Op("mul", (node, self._power_tail(factor)))


def _letter(name: str) -> Node:
    return Const(name) if name in ("e", "i") else Sym(name)


def _build_numeral(match: "re.Match[str]") -> Node:
    number = match.group("number")
    if number:
        return _numeral(number)
    digits = match.group("digits")
    if digits:
        return BaseNum(digits, match.group("b1") or match.group("b2"))
    return Mixed(int(match.group("whole")), int(match.group("num")), int(match.group("den")))


def _numeral(text: str) -> Num:
    """Build a numeral's node; ``int`` reads digits much faster than ``Fraction(str)`` does."""
    whole, point, decimals = text.partition(".")
    if not point:
        return Num(Fraction(int(text)), text)
    return Num(Fraction(int(whole + decimals), 10 ** len(decimals)), text)
