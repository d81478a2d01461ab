"""Data only: the word lists the extractor and normalizer read.

Anyone can extend these tables without touching the logic that uses them.
Every entry is lower case; matching is case-insensitive.
"""

from __future__ import annotations

from typing import Dict, Tuple

# Phrases that introduce the final answer, by language.  The text after the last
# one (to the end of its line or sentence) is the candidate.  Order does not matter.
ANSWER_ANCHORS: Dict[str, Tuple[str, ...]] = {
    "en": (
        "the final answer is",
        "final answer:",
        "final answer is",
        "final answer",
        "the answer is",
        "answer is",
        "answer:",
        "# answer",
        "####",
        "formatted answer:",
    ),
    "zh": ("最终答案是", "最终答案：", "最终答案:", "最终答案", "答案是", "答案：", "答案:"),
    "es": ("la respuesta final es", "respuesta final:", "la respuesta es", "respuesta:"),
    "fr": ("la réponse finale est", "réponse finale :", "réponse finale:", "la réponse est", "réponse :", "réponse:"),
    "de": ("die endgültige antwort ist", "endgültige antwort:", "die antwort ist", "antwort:"),
    "pt": ("a resposta final é", "resposta final:", "a resposta é", "resposta:"),
    "ru": ("окончательный ответ:", "окончательный ответ", "ответ:", "ответ —", "ответ -"),
    "ja": ("最終的な答えは", "最終解答：", "答えは", "答え：", "答え:", "解答："),
}

# A GSM8K-style "A: 26" line counts as an anchor only at the start of a line.
LINE_ANCHORS: Tuple[str, ...] = ("a:",)

# Words that turn a list of values into a hedge whatever the reference is.
HEDGE_PHRASES: Tuple[str, ...] = (
    "or maybe",
    "or possibly",
    "or perhaps",
    "possibly",
    "perhaps",
    "maybe",
    "either",
    "probably",
    "or approximately",
    "not sure",
)

# Phrases after the last box that take it back.
RETRACTION_PHRASES: Tuple[str, ...] = (
    "that is wrong",
    "that's wrong",
    "this is wrong",
    "that is incorrect",
    "that's incorrect",
    "this is incorrect",
    "is not correct",
    "isn't correct",
    "is not right",
    "isn't right",
    "made a mistake",
    "made an error",
    "let me recompute",
    "let me recalculate",
    "let me redo",
    "let me re-check",
    "let me recheck",
    "i was wrong",
    "actually no",
    "actually, no",
    "no, wait",
    "wait, no",
    "on second thought",
    "scratch that",
)

# Words right before a box that deny it ("the answer is not \boxed{5}").
DENIAL_WORDS: Tuple[str, ...] = ("not", "isn't", "isnt", "never", "instead of", "rather than", "except")

# Scale words multiply the number before them.
# The value is the power of ten: "12.6 million" is written 12.6\times10^{6}.
SCALE_WORDS: Dict[str, int] = {
    "hundred": 2,
    "thousand": 3,
    "million": 6,
    "billion": 9,
    "trillion": 12,
}

# Words after a number that change its meaning: a trailing run holding one is kept.
NOT_UNIT_WORDS: Tuple[str, ...] = (
    "squared", "cubed", "factorial", "dozen", "dozens", "half", "halves", "quarter", "quarters",
    "third", "thirds", "less", "more", "fewer", "greater", "smaller", "larger", "than", "over",
    "under", "above", "below", "least", "most", "about", "approximately", "around", "nearly",
    "almost", "roughly", "not", "only", "no", "or", "and", "maybe", "possibly", "perhaps", "plus",
    "minus", "times", "divided", "by", "to", "of", "off", "is", "are", "was", "were", "remainder",
    "sqrt", "pi", "mod", "percent", "pct", "percentage", "hundred", "thousand", "million",
    "billion", "trillion", "ago", "later", "earlier", "before", "after",
)

# Unit tokens that may stand glued to the digits (12cm).  Any other word of two or
# more letters after a complete number, at the end of the answer, is a unit too.
UNIT_WORDS: Tuple[str, ...] = (
    # length
    "mm", "cm", "km", "meter", "meters", "metre", "metres", "centimeter", "centimeters",
    "millimeter", "millimeters", "kilometer", "kilometers", "inch", "inches", "in", "ft", "foot", "feet",
    "yard", "yards", "yd", "mile", "miles", "mi", "units", "unit",
    # area / volume
    "square", "sq", "cubic", "acre", "acres", "hectare", "hectares", "liter", "liters", "litre",
    "litres", "ml", "milliliter", "milliliters", "gallon", "gallons", "quart", "quarts", "pint",
    "pints", "cup", "cups", "ounce", "ounces", "oz", "fl",
    # mass
    "kg", "mg", "gram", "grams", "kilogram", "kilograms", "pound", "pounds", "lb", "lbs", "ton", "tons",
    # time
    "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hr", "hrs",
    "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years",
    # money and counts
    "dollar", "dollars", "cent", "cents", "euro", "euros", "yuan", "rupees", "pence", "usd",
    "degree", "degrees", "deg", "radian", "radians", "rad",
    "mph", "kmh", "kph", "per", "each",
    "students", "people", "persons", "times", "ways", "items", "pieces", "apples", "books",
    "marbles", "balls", "eggs", "cookies", "cars", "pages", "points", "steps", "pairs",
)

# Words that mean "percent" after a number.
PERCENT_WORDS: Tuple[str, ...] = ("percent", "percentage", "pct", "per cent")

# Text wrappers unwrapped to their content: \text{Monday} -> Monday.
TEXT_WRAPPERS: Tuple[str, ...] = (
    "text", "textbf", "textit", "textrm", "textsf", "texttt", "textnormal", "textup", "mbox",
    "mathrm", "mathbf", "mathit", "mathsf", "mathtt", "mathnormal", "operatorname", "boldsymbol",
    "bm", "emph", "hbox", "boxed", "fbox", "mathbb", "ensuremath",
)

# Commands that only change spacing or size: removed as whole tokens.
SPACING_COMMANDS: Tuple[str, ...] = (
    "!", ",", ";", ":", " ", "quad", "qquad", "displaystyle", "textstyle", "scriptstyle",
    "left", "right", "bigl", "bigr", "Bigl", "Bigr", "big", "Big", "bigg", "Bigg", "biggl", "biggr",
    "limits", "nolimits", "enspace", "thinspace", "medspace", "thickspace", "negthinspace",
)

# Math function names the grammar knows; a letter run made of these is not a word.
FUNCTION_NAMES: Tuple[str, ...] = (
    "sin", "cos", "tan", "sec", "csc", "cot", "arcsin", "arccos", "arctan", "arcsec", "arccsc",
    "arccot", "sinh", "cosh", "tanh", "ln", "log", "exp", "sqrt", "frac", "binom", "lfloor",
    "rfloor", "lceil", "rceil", "infty", "pi", "cdot", "times", "div", "pm", "mp", "cup", "cap",
    "le", "ge", "leq", "geq", "ne", "neq", "lt", "gt", "circ", "in", "det", "gcd", "lcm", "max", "min",
)

# Greek letters usable as variables.
GREEK_LETTERS: Tuple[str, ...] = (
    "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta", "vartheta",
    "iota", "kappa", "lambda", "mu", "nu", "xi", "rho", "sigma", "tau", "upsilon", "phi", "varphi",
    "chi", "psi", "omega", "Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Phi", "Psi", "Omega",
)
