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
node, decided before the grammar runs.  The fast reader (``_fastpath.py``) reads most answers
by hand into exactly the trees this grammar builds; the grammar is the statement of the syntax,
the oracle the fast reader is tested against, and the reader of whatever the fast reader leaves.
It is built on first use, so importing strictgrade does not import pyparsing.

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

import functools
import re
from fractions import Fraction
from typing import TYPE_CHECKING, List

from ._lazy import lazy_compile
from . import _tokens
from ._fastpath import read_answer
from ._tables import (ARTICLES, BOUNDS, BOUNDS_AFTER, DENIALS, FUNCTION_NAMES, GREEK_LETTERS, HEDGES, MISTAKE_MARKERS, NEGATIONS, NEGATORS, FALSITY_WORDS,
                      RETRACTIONS, VALUE_CHANGING_BEFORE)
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
from .limits import MAX_ANSWER_LENGTH, MAX_DIGITS, MAX_NESTING, MAX_RAW_LENGTH
from .normalize import NormalizedText
from .verdict import TooComplexError, UnparsableError

if TYPE_CHECKING:
    import pyparsing as pp

__all__ = [
    "parse_answer",
    "parse_with_grammar",
    "check_bounds",
    "is_text_answer",
    "MAX_ANSWER_LENGTH",
    "MAX_RAW_LENGTH",
    "MAX_NESTING",
    "MAX_DIGITS",
]


def _fold_left(tokens: "pp.ParseResults") -> Node:
    """Fold ``a op b op c`` into nested binary Op nodes, left to right."""
    items = list(tokens)
    node = items[0]
    for index in range(1, len(items), 2):
        node = Op(_tokens.BINARY_NAMES[items[index]], (node, items[index + 1]))
    return node


def _fold_product(items: List[Node]) -> Node:
    node = items[0]
    for item in items[1:]:
        node = Op("mul", (node, item))
    return node


def _build_numeral(tokens: "pp.ParseResults") -> Node:
    if tokens.get("number"):
        return Num(Fraction(tokens["number"]), tokens["number"])
    if tokens.get("digits"):
        return BaseNum(tokens["digits"], tokens.get("b1") or tokens.get("b2"))
    return Mixed(int(tokens["whole"]), int(tokens["num"]), int(tokens["den"]))


def _build_function(tokens: "pp.ParseResults") -> Node:
    """Build ``fn:<name>`` with its argument, base (``\\log_2``) and power (``\\sin^2``)."""
    name = tokens["name"]
    arg = tokens[-1]
    power = tokens.get("power")
    power_node = power[0] if power else None
    if power_node == Op("neg", (Num(Fraction(1), "1"),)) and name in _tokens.INVERSE_FUNCTIONS:
        name, power_node = _tokens.INVERSE_FUNCTIONS[name], None
    base = tokens.get("base")
    args = (arg, base[0]) if base else (arg,)
    node: Node = Op("fn:" + name, args)
    if power_node is not None:
        node = Op("pow", (node, power_node))
    return node


def _build_power(tokens: "pp.ParseResults") -> Node:
    """Build ``atom!...`` and ``atom^exponent`` from one flat token list (one grammar level, not two)."""
    node = tokens[0]
    for token in tokens[1:]:
        node = Op("fact", (node,)) if token == "!" else Op("pow", (node, token))
    return node


def _build_relation(tokens: "pp.ParseResults") -> Node:
    if len(tokens) == 1:
        return tokens[0]
    return Relation(tuple(tokens[1::2]), tuple(tokens[0::2]))


def _letter(name: str) -> Node:
    return Const(name) if name in ("e", "i") else Sym(name)


@functools.lru_cache(maxsize=1)
def _grammar() -> "pp.ParserElement":
    """Build the grammar once, on first use (pyparsing is imported here, not at import time)."""
    import pyparsing as pp

    def command(name: str) -> "pp.ParserElement":
        """Match ``\\name`` as a whole command (``\\le`` never matches ``\\left``)."""
        return pp.Regex(re.escape("\\" + name) + r"(?![a-zA-Z])").set_name("\\" + name)

    def suppress(text: str) -> "pp.ParserElement":
        return pp.Suppress(pp.Literal(text)).set_name(repr(text))

    lbrace, rbrace, lpar, rpar = suppress("{"), suppress("}"), suppress("("), suppress(")")
    expr = pp.Forward().set_name("expr")
    element = pp.Forward().set_name("element")
    power = pp.Forward().set_name("power")
    simple_power = pp.Forward().set_name("simple power")
    first_simple_power = pp.Forward().set_name("first simple power")
    exponent = pp.Forward().set_name("exponent")

    numeral = pp.Regex(_tokens.NUMERAL).set_name("numeral").set_parse_action(_build_numeral)
    number = pp.Regex(_tokens.NUMBER).set_name("number").set_parse_action(lambda t: Num(Fraction(t[0]), t[0]))
    variable = pp.Regex(_tokens.VARIABLE).set_name("variable").set_parse_action(lambda t: _letter(t[0]))
    greek = pp.Regex(_tokens.GREEK).set_name("greek letter").set_parse_action(lambda t: Sym(t[0]))
    text_letter = pp.Regex(_tokens.TEXT_LETTER).set_name("text letter")
    text_letter.set_parse_action(lambda t: _letter(t["letter"]))
    constant = (command("pi") | command("infty")).set_name("constant")
    constant.set_parse_action(lambda t: Const(t[0][1:]))

    braced_expr = (lbrace + expr + rbrace).set_name("braced expr")
    paren_expr = (lpar + expr + rpar).set_name("parenthesized expr")

    frac = (command("frac").suppress() + braced_expr + braced_expr).set_name("frac")
    frac.set_parse_action(lambda t: Op("frac", (t[0], t[1])))
    sqrt = (
        command("sqrt").suppress()
        + pp.Optional(suppress("[") + expr + suppress("]"))("index")
        + (braced_expr | paren_expr)("radicand")
    ).set_name("sqrt")
    sqrt.set_parse_action(lambda t: Op("root", (t[1], t[0])) if len(t) == 2 else Op("sqrt", (t[0],)))
    binom = (command("binom").suppress() + braced_expr + braced_expr).set_name("binom")
    binom.set_parse_action(lambda t: Op("binom", (t[0], t[1])))
    absolute = (suppress("|") + expr + suppress("|")).set_name("abs")
    absolute.set_parse_action(lambda t: Op("abs", (t[0],)))
    floor = (command("lfloor").suppress() + expr + command("rfloor").suppress()).set_name("floor")
    floor.set_parse_action(lambda t: Op("floor", (t[0],)))
    ceil = (command("lceil").suppress() + expr + command("rceil").suppress()).set_name("ceil")
    ceil.set_parse_action(lambda t: Op("ceil", (t[0],)))

    function_name = pp.Regex(_tokens.FUNCTION_NAME).set_name("function name")
    function_name.set_parse_action(lambda t: t["fname"])
    function_base = suppress("_") + (braced_expr | number | variable)
    simple_product = (first_simple_power + pp.ZeroOrMore(simple_power)).set_name("simple product")
    simple_product.set_parse_action(lambda t: _fold_product(list(t)))
    function = (
        function_name("name")
        + pp.Optional(suppress("^") + exponent)("power")
        + pp.Optional(function_base)("base")
        + (paren_expr | braced_expr | simple_product)("arg")
    ).set_name("function")
    function.set_parse_action(_build_function)

    # Commands are tried only where a backslash stands, so a digit or letter fails fast.
    command_atom = pp.FollowedBy(pp.Literal("\\")) + (frac | sqrt | binom | floor | ceil | constant | greek | text_letter)
    simple_atom = (numeral | variable | command_atom | paren_expr | braced_expr | absolute).set_name("atom")
    atom = (function | simple_atom).set_name("atom")

    sign = pp.one_of("- +").set_name("sign")
    degree_mark = pp.Regex(_tokens.DEGREE_MARK).set_name("degree mark").set_parse_action(lambda t: Const("circ"))
    exponent <<= degree_mark | braced_expr | (sign + power).set_parse_action(lambda t: Op(_tokens.UNARY_NAMES[t[0]], (t[1],))) | power
    power_tail = pp.ZeroOrMore(pp.Literal("!")) + pp.Optional(suppress("^") + exponent)
    power <<= (atom + power_tail).set_parse_action(_build_power)
    first_simple_power <<= (simple_atom + power_tail).set_parse_action(_build_power)
    simple_power <<= (pp.NotAny(pp.Regex(r"[\d.]")) + simple_atom + power_tail).set_parse_action(_build_power)

    later_factor = pp.FollowedBy(pp.Regex(_tokens.LATER_FACTOR_START)) + power
    product = (power + pp.ZeroOrMore(later_factor)).set_name("product")
    product.set_parse_action(lambda t: _fold_product(list(t)))

    unary = pp.Forward().set_name("unary")
    unary_op = pp.Regex(_tokens.ADD_OPERATOR).set_name("unary operator")
    unary <<= (unary_op + unary).set_parse_action(lambda t: Op(_tokens.UNARY_NAMES[t[0]], (t[1],))) | product
    mulop = pp.Regex(_tokens.MUL_OPERATOR).set_name("multiplication")
    term = (unary + pp.ZeroOrMore(mulop + unary)).set_name("term").set_parse_action(_fold_left)
    addop = pp.Regex(_tokens.ADD_OPERATOR).set_name("addition")
    expr <<= (term + pp.ZeroOrMore(addop + term)).set_parse_action(_fold_left)

    separator = pp.one_of(", ;").suppress().set_name("separator")
    bracketed = (
        pp.one_of("( [")("open")
        + pp.Group(element + pp.OneOrMore(separator + element))("items")
        + pp.one_of(") ]")("close")
    ).set_name("tuple or interval")
    bracketed.set_parse_action(lambda t: Bracketed(t["open"], t["close"], tuple(t["items"])))
    members = pp.Group(pp.Optional(pp.DelimitedList(element, delim=separator)))("items")
    set_ = (suppress("\\{") + members + suppress("\\}")).set_name("set")
    set_.set_parse_action(lambda t: SetOf(tuple(t["items"])))

    row = pp.Group(pp.DelimitedList(element, delim=suppress("&"))).set_name("matrix row")
    row_separator = pp.Suppress(pp.Literal("\\\\")).set_name("row separator")
    matrix_body = (
        pp.Suppress(pp.Regex(r"\\begin\{[pv]?matrix\}"))
        + row
        + pp.ZeroOrMore(row_separator + row)
        + pp.Optional(row_separator)
        + pp.Suppress(pp.Regex(r"\\end\{[pv]?matrix\}"))
    ).set_name("matrix")
    matrix_body.set_parse_action(lambda t: Matrix(tuple(tuple(r) for r in t)))
    matrix = pp.FollowedBy(pp.Regex(r"[(\[]?\\begin")) + (
        (lpar + matrix_body + rpar) | (suppress("[") + matrix_body + suppress("]")) | matrix_body
    )

    side = (bracketed | set_ | matrix | expr).set_name("side")
    cupped = (side + pp.ZeroOrMore(command("cup").suppress() + side)).set_name("union")
    cupped.set_parse_action(lambda t: t[0] if len(t) == 1 else Union_(tuple(t)))
    relop = pp.Regex(_tokens.RELATION).set_name("relation")
    element <<= (cupped + pp.ZeroOrMore(relop + cupped)).set_name("element")
    element.set_parse_action(_build_relation)

    answer = (element + pp.ZeroOrMore(separator + element) + pp.StringEnd()).set_name("answer")
    answer.set_parse_action(lambda t: t[0] if len(t) == 1 else ListOf(tuple(t)))
    return answer


def parse_with_grammar(text: str) -> Node:
    """Parse with the pyparsing grammar alone (the oracle); raise UnparsableError or TooComplexError."""
    import pyparsing as pp

    try:
        return _grammar().parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException:
        raise UnparsableError(f"cannot read {text!r} as a math answer", text) from None
    except RecursionError:
        raise TooComplexError("the answer nests too deeply for the grammar", text[:80]) from None


_WHOLE_TEXT_RE = lazy_compile(r"^\\text\{([^{}]*)\}$")
_WORD_RUN_RE = lazy_compile(r"(?=[a-zA-Z])(?<![\\a-zA-Z])(?<!_\{)[a-zA-Z]{3,}")  # a subscript is a name: S_{min}, y_{hat}
_KNOWN_WORDS = frozenset(FUNCTION_NAMES) | frozenset(GREEK_LETTERS) | frozenset(("begin", "end", "pmatrix", "vmatrix", "matrix", "text"))
_TEXT_MARK_RE = lazy_compile(r"\\text\{([^{}]*)\}")
_NON_WORD_RE = lazy_compile(r"[^a-z0-9]+")
_DIGIT_RUN_RE = lazy_compile(r"\d{%d,}" % (MAX_DIGITS + 1))


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


def _nests_too_deep(text: str) -> bool:
    """Return whether brackets nest deeper than MAX_NESTING levels."""
    if text.count("(") + text.count("{") + text.count("[") <= MAX_NESTING:
        return False  # too few openers (counted in C)
    depth = 0
    for char in text:
        if char in "({[":
            depth += 1
            if depth > MAX_NESTING:
                return True
        elif char in ")}]":
            depth -= 1
    return False


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
    if _nests_too_deep(text):
        raise TooComplexError(f"the answer nests deeper than {MAX_NESTING} levels", text[:80])


_OPTION_LABEL_RE = lazy_compile(_tokens.OPTION_LABEL)


# A value named by words of any alphabet: "largest: 9", "\text{smallest} = 2", "Итого: 7" (the label
# has a word of three letters).
_LABELLED_RE = lazy_compile(
    r"^\s*(?:\\text\{)?\s*(?P<label>[^\W\d_](?:[^\W\d_]| )*[^\W\d_])\s*(?::\s*\}|\}\s*:|:|\}\s*=|=)\s*(?P<value>[^:=]+?)\s*$"
)
_LABEL_WORD_RE = lazy_compile(r"[^\W\d_]{3,}")
# A label that denies, bounds, hedges or alters its value names nothing ("wrong: 5", "about: 5");
# the extremes are names ("minimum: 3").
_NOT_LABEL_WORDS = frozenset(
    word
    for table in (NEGATIONS, NEGATORS, FALSITY_WORDS, DENIALS, RETRACTIONS, MISTAKE_MARKERS, VALUE_CHANGING_BEFORE, HEDGES, BOUNDS, BOUNDS_AFTER)
    for words in table.values()
    for word in words
    if " " not in word
) - {"min", "max", "minimum", "maximum"} | {"incorrect", "false", "guess"}


def _split_top_level(text: str) -> List[str]:
    """Split at the commas outside brackets and braces."""
    items, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            items.append(text[start:index])
            start = index + 1
    items.append(text[start:])
    return items


def parse_labelled(text: str) -> "Node | None":
    r"""Read values named by words as named values, or return None.

    ``largest: 9, smallest: 2`` is the list of ``largest = 9`` and ``smallest = 2`` (the names say which
    value is which, in any order).

    >>> parse_labelled("largest: 9,smallest: 2") == ListOf((Relation(("=",), (Sym("largest"), Num(Fraction(9), "9"))), Relation(("=",), (Sym("smallest"), Num(Fraction(2), "2")))))
    True
    >>> parse_labelled("x: 5"), parse_labelled("not: 5")
    (None, None)
    """
    if ":" not in text and "=" not in text:
        return None
    named: List[Node] = []
    for item in _split_top_level(text):
        match = _LABELLED_RE.match(item)
        if match is None or not _LABEL_WORD_RE.search(match.group("label")):
            return None
        words = match.group("label").lower().split()
        if words[0] in ARTICLES and len(words) > 1:
            words = words[1:]
        if any(word in _NOT_LABEL_WORDS for word in words) or "".join(words) in _KNOWN_WORDS:
            return None
        try:
            value = parse_answer(NormalizedText(match.group("value")))
        except UnparsableError:
            return None
        if isinstance(value, (Text, ListOf, Relation)):
            return None
        named.append(Relation(("=",), (Sym(" ".join(words)), value)))
    return named[0] if len(named) == 1 else ListOf(tuple(named))


def parse_answer(text: NormalizedText) -> Node:
    """Parse normalized answer text into a node; raise UnparsableError or TooComplexError."""
    check_bounds(text)
    if not text:
        raise UnparsableError("the answer is empty", text)
    if (":" in text or "=" in text) and _LABEL_WORD_RE.search(text):
        labelled = parse_labelled(text)
        if labelled is not None:
            return labelled
    if is_text_answer(text):
        return _text_node(text)
    text = NormalizedText(_OPTION_LABEL_RE.sub("", text))  # (B) 12: the option's value is read
    fast = read_answer(text)
    if fast is not None:
        return fast
    return parse_with_grammar(text)
