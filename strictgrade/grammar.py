r"""Normalized answer text -> typed answer nodes, with a pyparsing grammar.

The grammar, in BNF (``{...}`` are literal braces, ``[ ]`` optional, ``*`` repeat)::

    answer    ::= element ((',' | ';') element)*
    element   ::= cupped (RELOP cupped)*            RELOP: = < > \le \ge \ne \in :
    cupped    ::= side ('\cup' side)*
    side      ::= bracketed | set | matrix | expr
    bracketed ::= ('(' | '[') item ((',' | ';') item)+ (')' | ']')
    set       ::= '\{' [item (',' item)*] '\}'
    matrix    ::= ['(' | '['] '\begin{pmatrix}' row ('\\' row)* ['\\'] '\end{pmatrix}' [')' | ']']
    row       ::= item ('&' item)*
    item      ::= element
    expr      ::= term (('+' | '-' | '\pm' | '\mp') term)*
    term      ::= unary (MULOP unary)*              MULOP: * \cdot \times / \div
    unary     ::= ('-' | '+' | '\pm' | '\mp') unary | product
    product   ::= power (power)*                    implicit product; a later factor never starts with a digit
    power     ::= postfix ['^' exponent]
    exponent  ::= '{\circ}' | '{' expr '}' | ['-' | '+'] power      {\circ}: a degree mark, Const('circ')
    postfix   ::= atom '!'*
    atom      ::= mixed | basenum | NUMBER | frac | sqrt | binom | function | abs | floor | ceil
                | constant | greek | variable | textletter | '(' expr ')' | '{' expr '}'
    function  ::= FUNC ['^' exponent] ['_' (NUMBER | variable | '{' expr '}')] ('(' expr ')' | '{' expr '}' | simple+)

A whole-answer ``\text{...}`` or an answer made of words is a :class:`~strictgrade.answer.Text`
node, decided before the grammar runs.

>>> parse_answer(r"\frac{1}{2}")
Op(op='frac', args=(Num(value=Fraction(1, 1), text='1'), Num(value=Fraction(2, 1), text='2')))
>>> parse_answer("x=5")
Relation(ops=('=',), sides=(Sym(name='x'), Num(value=Fraction(5, 1), text='5')))
>>> parse_answer("2+")
Traceback (most recent call last):
  ...
strictgrade.verdict.UnparsableError: cannot read '2+' as a math answer
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import List, Optional

import pyparsing as pp

from ._tables import FUNCTION_NAMES, GREEK_LETTERS
from .answer import (
    BaseNum,
    Bracketed,
    Const,
    ListOf,
    Matrix,
    Mixed,
    Node,
    Num,
    Op,
    Relation,
    SetOf,
    Sym,
    Text,
    Union_,
)
from .normalize import NormalizedText
from .verdict import TooComplexError, UnparsableError

__all__ = ["parse_answer", "check_bounds", "is_text_answer", "MAX_ANSWER_LENGTH", "MAX_RAW_LENGTH", "MAX_NESTING", "MAX_DIGITS"]

# Bounds checked before the grammar runs.
MAX_ANSWER_LENGTH = 2_000
# An answer as extracted, before normalization shortens it.
MAX_RAW_LENGTH = 5_000
MAX_NESTING = 40
MAX_DIGITS = 1_000


def _command(name: str) -> pp.ParserElement:
    """Match ``\\name`` as a whole command (``\\le`` never matches ``\\left``)."""
    return pp.Regex(re.escape("\\" + name) + r"(?![a-zA-Z])").set_name("\\" + name)


def _suppress(text: str) -> pp.ParserElement:
    return pp.Suppress(pp.Literal(text)).set_name(repr(text))


def _fold_left(tokens: pp.ParseResults) -> Node:
    """Fold ``a op b op c`` into nested binary Op nodes, left to right."""
    items = list(tokens)
    node = items[0]
    for index in range(1, len(items), 2):
        node = Op(_BINARY_NAMES[items[index]], (node, items[index + 1]))
    return node


_BINARY_NAMES = {
    "+": "add",
    "-": "sub",
    "\\pm": "pm",
    "\\mp": "mp",
    "*": "mul",
    "\\cdot": "mul",
    "\\times": "mul",
    "/": "div",
    "\\div": "div",
}
_UNARY_NAMES = {"-": "neg", "+": "pos", "\\pm": "upm", "\\mp": "upm"}
_INVERSE_FUNCTIONS = {"sin": "arcsin", "cos": "arccos", "tan": "arctan", "sec": "arcsec", "csc": "arccsc", "cot": "arccot"}

_LBRACE = _suppress("{")
_RBRACE = _suppress("}")
_LPAR = _suppress("(")
_RPAR = _suppress(")")

_expr: pp.Forward = pp.Forward()
_expr.set_name("expr")
_element: pp.Forward = pp.Forward()
_element.set_name("element")
_power: pp.Forward = pp.Forward()
_power.set_name("power")
_simple_power: pp.Forward = pp.Forward()
_simple_power.set_name("simple power")

_NUMBER_RE = r"\d+(?:\.\d+)?|\.\d+"
# One token for every numeral, so that a digit is looked at once, not once per kind.
_NUMERAL = pp.Regex(
    r"(?P<whole>\d+)\s*\\frac\{(?P<num>\d+)\}\{(?P<den>0*[1-9]\d*)\}"    # mixed number 1\frac{1}{2}
    r"|(?P<digits>\d[0-9A-Fa-f]*)_(?:\{(?P<b1>\d+)\}|(?P<b2>\d))"  # numeral with base 1011_2
    r"|(?P<number>" + _NUMBER_RE + r")"                             # plain decimal numeral
).set_name("numeral")


def _build_numeral(tokens: pp.ParseResults) -> Node:
    if tokens.get("number"):
        return Num(Fraction(tokens["number"]), tokens["number"])
    if tokens.get("digits"):
        return BaseNum(tokens["digits"], tokens.get("b1") or tokens.get("b2"))
    return Mixed(int(tokens["whole"]), int(tokens["num"]), int(tokens["den"]))


_NUMERAL.set_parse_action(_build_numeral)
_NUMBER = pp.Regex(_NUMBER_RE).set_name("number")
_NUMBER.set_parse_action(lambda t: Num(Fraction(t[0]), t[0]))

_VARIABLE = pp.Regex(r"[a-zA-Z](?:_(?:\{[a-zA-Z0-9,]+\}|[a-zA-Z0-9]))?'*").set_name("variable")
_VARIABLE.set_parse_action(lambda t: Const(t[0]) if t[0] in ("e", "i") else Sym(t[0]))

_GREEK = pp.Regex(r"\\(?P<name>" + "|".join(GREEK_LETTERS) + r")(?![a-zA-Z])(?:_(?:\{[a-zA-Z0-9]+\}|[a-zA-Z0-9]))?").set_name("greek letter")
_GREEK.set_parse_action(lambda t: Sym(t[0]))

_TEXT_LETTER = pp.Regex(r"\\text\{(?P<letter>[a-zA-Z])\}").set_name("text letter")
_TEXT_LETTER.set_parse_action(lambda t: Const(t["letter"]) if t["letter"] in ("e", "i") else Sym(t["letter"]))

_CONSTANT = (_command("pi") | _command("infty")).set_name("constant")
_CONSTANT.set_parse_action(lambda t: Const(t[0][1:]))

_braced_expr = (_LBRACE + _expr + _RBRACE).set_name("braced expr")
_paren_expr = (_LPAR + _expr + _RPAR).set_name("parenthesized expr")

_FRAC = (_command("frac").suppress() + _braced_expr + _braced_expr).set_name("frac")
_FRAC.set_parse_action(lambda t: Op("frac", (t[0], t[1])))

_SQRT = (
    _command("sqrt").suppress()
    + pp.Optional(_suppress("[") + _expr + _suppress("]"))("index")
    + (_braced_expr | _paren_expr)("radicand")
).set_name("sqrt")
_SQRT.set_parse_action(lambda t: Op("root", (t[1], t[0])) if len(t) == 2 else Op("sqrt", (t[0],)))

_BINOM = (_command("binom").suppress() + _braced_expr + _braced_expr).set_name("binom")
_BINOM.set_parse_action(lambda t: Op("binom", (t[0], t[1])))

_ABS = (_suppress("|") + _expr + _suppress("|")).set_name("abs")
_ABS.set_parse_action(lambda t: Op("abs", (t[0],)))

_FLOOR = (_command("lfloor").suppress() + _expr + _command("rfloor").suppress()).set_name("floor")
_FLOOR.set_parse_action(lambda t: Op("floor", (t[0],)))
_CEIL = (_command("lceil").suppress() + _expr + _command("rceil").suppress()).set_name("ceil")
_CEIL.set_parse_action(lambda t: Op("ceil", (t[0],)))

_FUNCTION_WORDS = [name for name in FUNCTION_NAMES if name in {
    "sin", "cos", "tan", "sec", "csc", "cot", "arcsin", "arccos", "arctan", "arcsec", "arccsc",
    "arccot", "sinh", "cosh", "tanh", "ln", "log", "exp",
}]
_FUNC_NAME = pp.Regex(
    r"\\?(?P<fname>" + "|".join(sorted(_FUNCTION_WORDS, key=len, reverse=True)) + r")(?![a-zA-Z])"
).set_name("function name")
_FUNC_NAME.set_parse_action(lambda t: t["fname"])

_exponent: pp.Forward = pp.Forward()
_exponent.set_name("exponent")
_func_base = _suppress("_") + (_braced_expr | _NUMBER | _VARIABLE)
_first_simple_power: pp.Forward = pp.Forward()
_first_simple_power.set_name("first simple power")
_simple_product = (_first_simple_power + pp.ZeroOrMore(_simple_power)).set_name("simple product")
_simple_product.set_parse_action(lambda t: _fold_product(list(t)))
_func_arg = _paren_expr | _braced_expr | _simple_product
_FUNCTION = (
    _FUNC_NAME("name")
    + pp.Optional(_suppress("^") + _exponent)("power")
    + pp.Optional(_func_base)("base")
    + _func_arg("arg")
).set_name("function")


def _build_function(tokens: pp.ParseResults) -> Node:
    """Build ``fn:<name>`` with its argument, base (``\\log_2``) and power (``\\sin^2``)."""
    name = tokens["name"]
    arg = tokens[-1]
    power = tokens.get("power")
    power_node = power[0] if power else None
    if power_node == Op("neg", (Num(Fraction(1), "1"),)) and name in _INVERSE_FUNCTIONS:
        name, power_node = _INVERSE_FUNCTIONS[name], None
    base = tokens.get("base")
    args = (arg, base[0]) if base else (arg,)
    node: Node = Op("fn:" + name, args)
    if power_node is not None:
        node = Op("pow", (node, power_node))
    return node


_FUNCTION.set_parse_action(_build_function)

# Commands are tried only where a backslash stands, so a digit or letter fails fast.
_command_atom = pp.FollowedBy(pp.Literal("\\")) + (
    _FRAC | _SQRT | _BINOM | _FLOOR | _CEIL | _CONSTANT | _GREEK | _TEXT_LETTER
)
_simple_atom = (
    _NUMERAL | _VARIABLE | _command_atom | _paren_expr | _braced_expr | _ABS
).set_name("atom")
_atom = (_FUNCTION | _simple_atom).set_name("atom")

_BANG = pp.Literal("!")


def _build_power(tokens: pp.ParseResults) -> Node:
    """Build ``atom!...`` and ``atom^exponent`` from one flat token list (one grammar level, not two)."""
    node = tokens[0]
    for token in tokens[1:]:
        node = Op("fact", (node,)) if token == "!" else Op("pow", (node, token))
    return node


_SIGN = pp.one_of("- +").set_name("sign")
# ^{\circ}, the one spelling normalization gives a degree mark: a Const the canonical stage replaces.
_DEGREE_MARK = pp.Regex(r"\{\\circ\}").set_name("degree mark")
_DEGREE_MARK.set_parse_action(lambda t: Const("circ"))
_exponent <<= _DEGREE_MARK | _braced_expr | (_SIGN + _power) .set_parse_action(lambda t: Op(_UNARY_NAMES[t[0]], (t[1],))) | _power
_power_tail = pp.ZeroOrMore(_BANG) + pp.Optional(_suppress("^") + _exponent)
_power <<= (_atom + _power_tail).set_parse_action(_build_power)
_first_simple_power <<= (_simple_atom + _power_tail).set_parse_action(_build_power)
_simple_power <<= (pp.NotAny(pp.Regex(r"[\d.]")) + _simple_atom + _power_tail).set_parse_action(_build_power)


def _fold_product(items: List[Node]) -> Node:
    node = items[0]
    for item in items[1:]:
        node = Op("mul", (node, item))
    return node


# A later factor of an implicit product starts with a letter, a command or a bracket, never a digit.
_later_factor = pp.FollowedBy(pp.Regex(r"[a-zA-Z\\({|]")) + _power
_product = (_power + pp.ZeroOrMore(_later_factor)).set_name("product")
_product.set_parse_action(lambda t: _fold_product(list(t)))

_unary: pp.Forward = pp.Forward()
_unary.set_name("unary")
_UNARY_OP = pp.Regex(r"[-+]|\\(?:pm|mp)(?![a-zA-Z])").set_name("unary operator")
_unary <<= (_UNARY_OP + _unary).set_parse_action(lambda t: Op(_UNARY_NAMES[t[0]], (t[1],))) | _product

_MULOP = pp.Regex(r"[*/]|\\(?:cdot|times|div)(?![a-zA-Z])").set_name("multiplication")
_term = (_unary + pp.ZeroOrMore(_MULOP + _unary)).set_name("term")
_term.set_parse_action(_fold_left)
_ADDOP = pp.Regex(r"[-+]|\\(?:pm|mp)(?![a-zA-Z])").set_name("addition")
_expr <<= (_term + pp.ZeroOrMore(_ADDOP + _term)).set_parse_action(_fold_left)

_SEPARATOR = pp.one_of(", ;").suppress().set_name("separator")
_bracketed = (
    pp.one_of("( [")("open")
    + pp.Group(_element + pp.OneOrMore(_SEPARATOR + _element))("items")
    + pp.one_of(") ]")("close")
).set_name("tuple or interval")
_bracketed.set_parse_action(lambda t: Bracketed(t["open"], t["close"], tuple(t["items"])))

_set = (_suppress("\\{") + pp.Group(pp.Optional(pp.DelimitedList(_element, delim=_SEPARATOR)))("items") + _suppress("\\}")).set_name("set")
_set.set_parse_action(lambda t: SetOf(tuple(t["items"])))

_row = pp.Group(pp.DelimitedList(_element, delim=_suppress("&"))).set_name("matrix row")
_ROWSEP = pp.Suppress(pp.Literal("\\\\")).set_name("row separator")
_matrix_body = (
    pp.Suppress(pp.Regex(r"\\begin\{[pv]?matrix\}"))
    + _row
    + pp.ZeroOrMore(_ROWSEP + _row)
    + pp.Optional(_ROWSEP)
    + pp.Suppress(pp.Regex(r"\\end\{[pv]?matrix\}"))
).set_name("matrix")
_matrix_body.set_parse_action(lambda t: Matrix(tuple(tuple(row) for row in t)))
_matrix = pp.FollowedBy(pp.Regex(r"[(\[]?\\begin")) + (
    (_LPAR + _matrix_body + _RPAR) | (_suppress("[") + _matrix_body + _suppress("]")) | _matrix_body
)

_side = (_bracketed | _set | _matrix | _expr).set_name("side")
_cupped = (_side + pp.ZeroOrMore(_command("cup").suppress() + _side)).set_name("union")
_cupped.set_parse_action(lambda t: t[0] if len(t) == 1 else Union_(tuple(t)))

_RELOP = pp.Regex(r"[=<>:]|\\(?:le|ge|ne|in)(?![a-zA-Z])").set_name("relation")
_element <<= (_cupped + pp.ZeroOrMore(_RELOP + _cupped)).set_name("element")


def _build_relation(tokens: pp.ParseResults) -> Node:
    if len(tokens) == 1:
        return tokens[0]
    return Relation(tuple(tokens[1::2]), tuple(tokens[0::2]))


_element.set_parse_action(_build_relation)

_ANSWER = (_element + pp.ZeroOrMore(_SEPARATOR + _element) + pp.StringEnd()).set_name("answer")
_ANSWER.set_parse_action(lambda t: t[0] if len(t) == 1 else ListOf(tuple(t)))

_WHOLE_TEXT_RE = re.compile(r"^\\text\{([^{}]*)\}$")
_WORD_RUN_RE = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z]{3,}")
_KNOWN_WORDS = frozenset(FUNCTION_NAMES) | frozenset(GREEK_LETTERS) | frozenset(("begin", "end", "pmatrix", "vmatrix", "matrix", "text"))
_TEXT_MARK_RE = re.compile(r"\\text\{([^{}]*)\}")
_NON_WORD_RE = re.compile(r"[^a-z0-9]+")
_DIGIT_RUN_RE = re.compile(r"\d{%d,}" % (MAX_DIGITS + 1))


def _text_node(text: str) -> Text:
    """Fold text to lower-case words: ``\\text{(B)}`` -> ``b``."""
    plain = _TEXT_MARK_RE.sub(r"\1", text).lower()
    return Text(_NON_WORD_RE.sub(" ", plain).strip())


def is_text_answer(text: str) -> bool:
    """Return whether the answer is words rather than math.

    >>> is_text_answer(r"\\text{Monday}"), is_text_answer("odd"), is_text_answer("xy")
    (True, True, False)
    """
    if _WHOLE_TEXT_RE.match(text):
        return True
    for run in _WORD_RUN_RE.findall(text):
        if run not in _KNOWN_WORDS:
            return True
    return False


def _nesting_depth(text: str) -> int:
    depth = deepest = 0
    for char in text:
        if char in "({[":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")}]":
            depth -= 1
    return deepest


def check_bounds(text: str, max_length: int = MAX_ANSWER_LENGTH) -> None:
    """Raise TooComplexError when the text is too long, too deep or has too many digits.

    >>> check_bounds("(" * 50 + ")" * 50)
    Traceback (most recent call last):
      ...
    strictgrade.verdict.TooComplexError: the answer nests deeper than 40 levels
    """
    if len(text) > max_length:
        raise TooComplexError(f"the answer has {len(text)} characters (at most {max_length})", text[:80])
    if _DIGIT_RUN_RE.search(text):
        raise TooComplexError(f"the answer has a number of more than {MAX_DIGITS} digits", text[:80])
    if _nesting_depth(text) > MAX_NESTING:
        raise TooComplexError(f"the answer nests deeper than {MAX_NESTING} levels", text[:80])


_FAST_NUMBER_RE = re.compile(
    r"""
    ^(?P<sign>-?)                                   # an optional minus
    (?:(?P<number>\d+(?:\.\d+)?|\.\d+)              # a plain numeral
       (?:\\times10\^\{(?P<exponent>-?\d+)\})?      # maybe scaled: 12.6\times10^{6}
      |\\frac\{(?P<num>\d+)\}\{(?P<den>\d+)\})$      # or a fraction of two integers
    """,
    re.VERBOSE,
)


def _numeral(text: str) -> Num:
    return Num(Fraction(text), text)


def _parse_fast(text: str) -> Optional[Node]:
    """Build the node of a plain numeral, scaled numeral or integer fraction without the grammar.

    Most real answers are one of these; the result equals what the grammar builds.
    """
    match = _FAST_NUMBER_RE.match(text)
    if not match:
        return None
    if match.group("number"):
        node: Node = _numeral(match.group("number"))
    else:
        node = Op("frac", (_numeral(match.group("num")), _numeral(match.group("den"))))
    if match.group("sign"):
        node = Op("neg", (node,))
    exponent = match.group("exponent")
    if exponent is not None:
        power: Node = _numeral(exponent.lstrip("-"))
        if exponent.startswith("-"):
            power = Op("neg", (power,))
        node = Op("mul", (node, Op("pow", (_numeral("10"), power))))
    return node


# Radicals and multiples of pi, alone, in a two-term sum, or over each other: the
# most common irrational answers (2\sqrt{3}, 1+\sqrt{5}, \frac{\sqrt{3}}{2}, \frac{3\pi}{2}).
_TERM = r"(?:\d+)?(?:\\sqrt\{\d+\}|\\pi)|\d+"
_SUM = r"-?(?:" + _TERM + r")(?:[-+](?:" + _TERM + r"))?"
_FAST_TERM_RE = re.compile(r"(?P<coefficient>\d+)?(?:\\sqrt\{(?P<radicand>\d+)\}|(?P<pi>\\pi))?")
_FAST_SUM_RE = re.compile(r"(?P<sign>-?)(?P<first>" + _TERM + r")(?:(?P<op>[-+])(?P<second>" + _TERM + r"))?")
_FAST_FRACTION_RE = re.compile(r"(?P<sign>-?)\\frac\{(?P<top>" + _SUM + r")\}\{(?P<bottom>" + _SUM + r")\}")


def _fast_term(text: str) -> Node:
    match = _FAST_TERM_RE.fullmatch(text)
    assert match is not None and text, text  # the callers' patterns only pass terms
    factor: Optional[Node] = None
    if match.group("radicand"):
        factor = Op("sqrt", (_numeral(match.group("radicand")),))
    elif match.group("pi"):
        factor = Const("pi")
    coefficient = match.group("coefficient")
    if factor is None:
        return _numeral(coefficient)
    return Op("mul", (_numeral(coefficient), factor)) if coefficient else factor


def _fast_sum(text: str) -> Optional[Node]:
    match = _FAST_SUM_RE.fullmatch(text)
    if not match:
        return None
    node = _fast_term(match.group("first"))
    if match.group("sign"):
        node = Op("neg", (node,))
    if match.group("op"):
        node = Op("add" if match.group("op") == "+" else "sub", (node, _fast_term(match.group("second"))))
    return node


def _parse_fast_irrational(text: str) -> Optional[Node]:
    """Build the node of a simple radical or multiple of pi without the grammar (the same tree)."""
    if "\\" not in text:
        return None
    fraction = _FAST_FRACTION_RE.fullmatch(text)
    if fraction:
        top, bottom = _fast_sum(fraction.group("top")), _fast_sum(fraction.group("bottom"))
        if top is None or bottom is None:
            return None
        node: Node = Op("frac", (top, bottom))
        return Op("neg", (node,)) if fraction.group("sign") else node
    return _fast_sum(text)


# Polynomials in one-letter variables with integer coefficients: x^2+2x+1, 4a-2, 13p-30, xy.
_MONOMIAL = r"(?:\d+(?:[a-zA-Z](?:\^(?:\d+|\{\d+\}))?)*|(?:[a-zA-Z](?:\^(?:\d+|\{\d+\}))?)+)"
_FAST_POLYNOMIAL_RE = re.compile(r"-?" + _MONOMIAL + r"(?:[-+]" + _MONOMIAL + r")*")
_FAST_PIECE_RE = re.compile(r"(?P<sign>^-|[-+])?(?P<monomial>" + _MONOMIAL + r")")
_FAST_FACTOR_RE = re.compile(r"(?P<number>\d+)|(?P<letter>[a-zA-Z])(?:\^\{?(?P<power>\d+)\}?)?")


def _fast_monomial(text: str) -> Node:
    factors: List[Node] = []
    for match in _FAST_FACTOR_RE.finditer(text):
        if match.group("number"):
            factors.append(_numeral(match.group("number")))
            continue
        letter = match.group("letter")
        base: Node = Const(letter) if letter in ("e", "i") else Sym(letter)
        power = match.group("power")
        factors.append(Op("pow", (base, _numeral(power))) if power else base)
    return _fold_product(factors)


def _parse_fast_polynomial(text: str) -> Optional[Node]:
    """Build the node of a polynomial with integer coefficients without the grammar (the same tree)."""
    if len(text) > 200 or not _FAST_POLYNOMIAL_RE.fullmatch(text):
        return None
    node: Optional[Node] = None
    for match in _FAST_PIECE_RE.finditer(text):
        monomial = _fast_monomial(match.group("monomial"))
        sign = match.group("sign")
        if node is None:
            node = Op("neg", (monomial,)) if sign == "-" else monomial
        else:
            node = Op("add" if sign == "+" else "sub", (node, monomial))
    return node


# An option label normalization marked before its value: \text{(B)}12 is read as 12.
_OPTION_LABEL_RE = re.compile(r"^\\text\{\([A-J]\)\}(?=.)")


def parse_answer(text: NormalizedText) -> Node:
    """Parse normalized answer text into a node; raise UnparsableError or TooComplexError."""
    check_bounds(text)
    if not text:
        raise UnparsableError("the answer is empty", text)
    text = NormalizedText(_OPTION_LABEL_RE.sub("", text))  # (B) 12: the option's value is read
    fast = _parse_fast(text)
    if fast is None:
        fast = _parse_fast_irrational(text)
    if fast is not None:
        return fast
    if is_text_answer(text):
        return _text_node(text)
    polynomial = _parse_fast_polynomial(text)
    if polynomial is None and text.count("=") == 1:
        left, right = (_parse_fast_polynomial(side) for side in text.split("="))
        if left is not None and right is not None:
            polynomial = Relation(("=",), (left, right))  # y=2x+3, as the grammar builds it
    if polynomial is not None:
        return polynomial
    try:
        return _ANSWER.parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException:
        raise UnparsableError(f"cannot read {text!r} as a math answer", text) from None
    except RecursionError:
        raise TooComplexError("the answer nests too deeply for the grammar", text[:80]) from None
