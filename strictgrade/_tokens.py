r"""Token patterns shared by the pyparsing grammar and the fast reader: one spelling of each token.

Both readers build the same regular expressions from these strings, so a token can only
mean one thing; the differential property in tests/test_fastpath.py holds the rules above
the tokens equal.

>>> import re
>>> re.fullmatch(NUMBER, "0.25") is not None, re.fullmatch(NUMBER, "1.") is None
(True, True)
"""

from __future__ import annotations

import re
from typing import Dict

from ._tables import FUNCTION_NAMES, GREEK_LETTERS

__all__ = [
    "NUMBER",
    "NUMERAL",
    "DEGREE_MARK",
    "DEGREE_MARK_TEXT",
    "OPTION_LABEL",
    "VARIABLE",
    "GREEK",
    "TEXT_LETTER",
    "FUNCTION_NAME",
    "FUNCTION_WORDS",
    "ADD_OPERATOR",
    "MUL_OPERATOR",
    "RELATION",
    "RELATION_SIGNS",
    "RELATION_COMMANDS",
    "LATER_FACTOR_START",
    "SPACE",
    "BINARY_NAMES",
    "UNARY_NAMES",
    "INVERSE_FUNCTIONS",
]

# A plain decimal numeral.
NUMBER = r"\d+(?:\.\d+)?|\.\d+"
# One token for every numeral, so that a digit is looked at once, not once per kind.
NUMERAL = (
    r"(?P<whole>\d+)\s*\\frac\{(?P<num>\d+)\}\{(?P<den>0*[1-9]\d*)\}"    # mixed number 1\frac{1}{2}
    r"|(?P<digits>\d[0-9A-Fa-f]*)_(?:\{(?P<b1>\d+)\}|(?P<b2>\d))"       # numeral with base 1011_2
    r"|(?P<number>" + NUMBER + r")"                                    # plain decimal numeral
)
# The one spelling normalization gives a degree mark, as an exponent: x^{\circ} (a Const("circ")
# the canonical stage replaces).
DEGREE_MARK_TEXT = "{\\circ}"
DEGREE_MARK = re.escape(DEGREE_MARK_TEXT)
# An option label normalization leaves before its value: \text{(B)}12 is read as 12.
OPTION_LABEL = r"^\\text\{\([A-J]\)\}(?=.)"
# A one-letter variable, maybe subscripted or primed: x, x_1, a_{n}, f'.
VARIABLE = r"[a-zA-Z](?:_(?:\{[a-zA-Z0-9,]+\}|[a-zA-Z0-9]))?'*"
GREEK = r"\\(?P<name>" + "|".join(GREEK_LETTERS) + r")(?![a-zA-Z])(?:_(?:\{[a-zA-Z0-9]+\}|[a-zA-Z0-9]))?"
TEXT_LETTER = r"\\text\{(?P<letter>[a-zA-Z])\}"
FUNCTION_WORDS = tuple(name for name in FUNCTION_NAMES if name in {
    "sin", "cos", "tan", "sec", "csc", "cot", "arcsin", "arccos", "arctan", "arcsec", "arccsc",
    "arccot", "sinh", "cosh", "tanh", "ln", "log", "exp",
})
FUNCTION_NAME = r"\\?(?P<fname>" + "|".join(sorted(FUNCTION_WORDS, key=len, reverse=True)) + r")(?![a-zA-Z])"
ADD_OPERATOR = r"[-+]|\\(?:pm|mp)(?![a-zA-Z])"
MUL_OPERATOR = r"[*/]|\\(?:cdot|times|div)(?![a-zA-Z])"
RELATION_SIGNS = "=<>:"
RELATION_COMMANDS = ("le", "ge", "ne", "in")
RELATION = "[" + RELATION_SIGNS + r"]|\\(?:" + "|".join(RELATION_COMMANDS) + r")(?![a-zA-Z])"
# A later factor of an implicit product starts with a letter, a command or a bracket, never a digit.
LATER_FACTOR_START = r"[a-zA-Z\\({|]"
# The characters pyparsing skips before every token.
SPACE = " \n\t\r"

BINARY_NAMES: Dict[str, str] = {
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
UNARY_NAMES: Dict[str, str] = {"-": "neg", "+": "pos", "\\pm": "upm", "\\mp": "upm"}
INVERSE_FUNCTIONS: Dict[str, str] = {
    "sin": "arcsin", "cos": "arccos", "tan": "arctan", "sec": "arcsec", "csc": "arccsc", "cot": "arccot",
}
