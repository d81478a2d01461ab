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
    # other languages (Chinese and Japanese words, written without spaces, multiply glued: 3万)
    "lakh": 5, "lakhs": 5, "crore": 7, "crores": 7, "tausend": 3, "mille": 3,
    "millones": 6, "millón": 6, "milliards": 9, "millions": 6, "millionen": 6, "milliarden": 9,
    "milhões": 6, "milhão": 6, "bilhões": 9, "тысяч": 3, "тысячи": 3, "тыс": 3, "миллионов": 6,
    "миллиона": 6, "млн": 6, "миллиардов": 9, "млрд": 9, "千": 3, "万": 4, "萬": 4, "亿": 8, "億": 8,
}

# Words after a number that change its meaning: a trailing run holding one is kept.
NOT_UNIT_WORDS: Tuple[str, ...] = (
    "squared", "cubed", "factorial", "dozen", "dozens", "half", "halves", "quarter", "quarters",
    "third", "thirds", "less", "more", "fewer", "greater", "smaller", "larger", "than", "over",
    "under", "above", "below", "least", "most", "about", "approximately", "around", "nearly",
    "almost", "roughly", "not", "only", "no", "or", "and", "maybe", "possibly", "perhaps", "plus",
    "minus", "divided", "by", "to", "of", "off", "is", "are", "was", "were", "remainder",
    "sqrt", "pi", "mod", "percent", "pct", "percentage", "hundred", "thousand", "million",
    "billion", "trillion", "ago", "later", "earlier", "before", "after", "zero", "wrong", "right",
    "correct", "incorrect", "twice", "thrice", "double", "triple", "score", "gross", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
    "twenties", "scores", "grosses", "myriad", "myriads", "trillions", "zillions", "googol", "googols",
    "factorials", "tenths", "hundredths", "thousandths", "fourths", "fifths", "sixths", "sevenths",
    "eighths", "ninths", "twelfths", "thousands", "millions", "billions", "hundreds", "tens", "ones", "percents",
)

# Known unit words and symbols (case-insensitive).  One unit may follow a complete
# number and is dropped (POLICY §2): one of these, or a plural count noun (`apples`),
# with optional powers and one `/` or "per"; two known words make one unit ("tonnes CO2e",
# "kilowatt hours").  Only these may be glued to the digits
# (`12cm`, `12.50元`); a word of another script is a unit only if it is listed here.
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
    "dollar", "dollars", "cent", "cents", "euro", "euros", "yuan", "rupee", "rupees", "rs", "inr", "pence", "usd", "eur", "gbp", "jpy", "cny", "rmb", "aud",
    "cad", "chf",
    "degree", "degrees", "deg", "radian", "radians", "rad",
    "mph", "kmh", "kph", "each", "kwh", "mw", "kw", "gb", "mb", "kb", "hz", "khz",
    "mhz", "ghz", "mwh", "gwh", "twh", "co2", "co2e", "cal", "kcal", "sqft", "tonne", "tonnes", "metric", "dm", "µm", "nm", "ms",
    "kilowatt", "kilowatts", "light", "newton", "newtons", "joule", "joules", "watt", "watts", "volt", "volts", "ohm", "ohms",
    "celsius", "fahrenheit", "kelvin", "mol", "moles", "bits", "bytes",
    "students", "people", "persons", "times", "ways", "items", "pieces", "apples", "books",
    "marbles", "balls", "eggs", "cookies", "cars", "pages", "points", "steps", "pairs",
    "child", "children", "men", "women", "sheep", "fish", "person",
    "number",  # TAT-QA's scale label for a plain count ("12085176 number")
    # other scripts and languages: Chinese, Japanese, Russian, Spanish, Portuguese, French, German
    "元", "块", "角", "米", "厘米", "毫米", "千米", "公里", "平方米", "平方厘米", "平方千米", "立方米",
    "立方厘米", "克", "千克", "公斤", "吨", "斤", "升", "毫升", "秒", "分钟", "小时", "天", "周", "年",
    "个", "人", "只", "本", "张", "条", "件", "辆", "次", "岁", "度", "分", "页", "棵", "颗", "名",
    "円", "個", "枚", "匹", "冊", "台", "歳", "回", "時間", "日", "センチ", "メートル", "キロ",
    "рублей", "рубля", "рубль", "руб", "копеек", "см", "мм", "км", "кг", "метров", "метра", "метр",
    "грамм", "граммов", "литров", "литра", "дней", "дня", "лет", "года", "часов", "часа", "минут",
    "минуты", "секунд", "штук", "человек", "градусов", "долларов", "доллара", "евро",
    "metros", "centímetros", "kilómetros", "quilômetros", "gramos", "gramas", "litros", "horas",
    "minutos", "días", "dias", "años", "anos", "pesos", "dólares", "reais", "mètres", "centimètres",
    "kilomètres", "heures", "jours", "ans", "zentimeter", "stunden", "minuten", "tage", "jahre", "grad",
)

# Single-letter unit symbols: a unit only inside a text wrapper (`3\text{ m}`,
# `3\,\mathrm{m}`), never bare (`2t` is not 2).  Case-sensitive: `\text{M}` is not a unit.
SINGLE_LETTER_UNITS: Tuple[str, ...] = ("m", "g", "s", "l", "L", "h", "J", "N", "W", "V")

# Words before a unit that make one unit with it: "square feet", "cubic meters".
UNIT_PREFIXES: Tuple[str, ...] = ("square", "sq", "sq.", "cubic", "cu", "cu.", "metric")

# A whole answer that is yes or no in another language: the English word it means.
YES_NO_WORDS: Dict[str, str] = {
    "yes": "yes", "no": "no", "sí": "yes", "si": "yes", "oui": "yes", "non": "no", "ja": "yes",
    "nein": "no", "sim": "yes", "não": "no", "nao": "no", "да": "yes", "нет": "no", "是": "yes",
    "否": "no", "对": "yes", "不是": "no", "はい": "yes", "いいえ": "no",
}

# Words that introduce an option letter: "Option B", "choice (C)" is the option letter.
OPTION_WORDS: Tuple[str, ...] = (
    "option", "choice", "answer choice", "opción", "opção", "réponse", "antwort", "вариант", "选项",
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
