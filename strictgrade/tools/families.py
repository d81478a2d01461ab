r"""The audit's families: each a small pure function ``Reference -> list of responses`` whose right
verdict is known without any grader (must-reject: the right value where a reader would not take
it as the answer; must-accept: the right value in an ending real models write), and FAMILIES, the
list ``strictgrade audit`` runs.  A family returns nothing for a reference where its variants would
not be well defined.  Building, grading and the report are in audit.py.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal, localcontext
from fractions import Fraction
from typing import Callable, Iterable, List, Optional, Tuple

from .._tables import ANSWER_ANCHORS

REJECT = "must-reject"
ACCEPT = "must-accept"

DEFAULT_SEED = 0
NEAR_MISS_DIGITS = 70  # decimals written by the near-miss family
QUESTION_CHARS = 2_000  # the longest question the restated family copies whole

PREFIX = "Let us work through the problem step by step, checking each case.\n\n"

_INTEGER_RE = re.compile(r"-?\d+")
_DECIMAL_RE = re.compile(r"-?\d+(?:\.\d+)?")
_FRACTION_RE = re.compile(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}")
_SUFFIXED_RE = re.compile(r"(-?\d+(?:\.\d+)?)(\\%|%| thousand| million| billion)")
_SQRT_RE = re.compile(r"(-?)(\d*)\\sqrt\{(\d+)\}")
_SQRT_FRACTION_RE = re.compile(r"(-?)\\[dt]?frac\{(\d*)\\sqrt\{(\d+)\}\}\{(\d+)\}")
_OPTION_RE = re.compile(r"[A-E]")
_BARE_PERCENT_RE = re.compile(r"(?<!\\)%")
_WORD_RE = re.compile(r"\s[A-Za-z]{3,}|^[A-Za-z]{3,}$")  # "12.6 million", "Monday": prose, not math
_CONSTANT_COMMAND_RE = re.compile(r"\\(?:[dt]?frac|sqrt|pi|cdot|times|left|right)(?![A-Za-z])")
_CONSTANT_REST_RE = re.compile(r"[\d+\-*/^(){}. ]*")
_SENTENCE_RE = re.compile(r"(?:[^.?!\n]|[.?!](?!\s|$))+[.?!]*")

# Test data for the families (what adversarial and ordinary responses say), not grading policy.  It is
# written independently of strictgrade's word tables on purpose: an audit built from the grader's own
# lists would only find what the grader already knows.  Only the anchor family reads _tables, since
# it must cover every anchor language the grader claims.
_OR_BY_LANGUAGE: Tuple[Tuple[str, str], ...] = (
    ("The answer is", "or"), ("La réponse est", "ou"), ("Die Antwort ist", "oder"), ("La respuesta es", "o"),
    ("A resposta é", "ou"), ("Ответ:", "или"), ("答案是", "或"), ("答えは", "または"),
)
_RETRACTIONS: Tuple[str, ...] = (
    "Hmm, no, that's not right.",
    "Wait, no. That is wrong.",
    "Actually, no: I made a mistake here.",
    "Scratch that, this is incorrect.",
    "On second thought, this is probably wrong.",
    "Non, attendez, c'est faux.",
    "Nein, das ist falsch.",
    "No, espera, eso está mal.",
    "Não, isso está errado.",
    "Нет, это неверно.",
    "不对，这是错的。",
    "いいえ、これは間違いです。",
)
_BOUNDS: Tuple[str, ...] = (
    "The answer is at least {m}.",
    "The answer is at most {m}.",
    "The answer is less than {m}.",
    "The answer is more than ${b}$.",
    "The answer is almost ${b}$.",
    "The answer is just under {m}.",
    "The answer is approximately {m}.",
    "La réponse est au moins {m}.",
    "Die Antwort ist mindestens {m}.",
    "La respuesta es menos de {m}.",
)
_TRUNCATIONS: Tuple[str, ...] = (
    "So far the answer looks like ${b}$.\n\nWait, let me double-check the second case, where the",
    "The answer is ${b}$.\n\nBut let me verify this by substituting back: $3 \\cdot (",
    "Thus the answer is {m}.\n\nHmm, actually, let me reconsider the constraint on",
    "${b}$\n\nWait, let me double-check...",
)
_SENTENCE_END = {"zh": "。", "ja": "。"}


@dataclass(frozen=True)
class Reference:
    """A reference answer, the question when known, and the seed its variants are drawn with."""

    text: str
    question: str = ""
    seed: int = DEFAULT_SEED

    def rng(self, purpose: str) -> random.Random:
        """A generator that depends only on the seed, the purpose and the reference."""
        return random.Random(f"{self.seed}\x00{purpose}\x00{self.text}")


# -- what a reference is -----------------------------------------------------------------


def decimal_literal(text: str) -> Optional[Decimal]:
    """The value of a plain integer or decimal literal (``-12``, ``28.4``), else None."""
    return Decimal(text) if _DECIMAL_RE.fullmatch(text) else None


def rational(text: str) -> Optional[Fraction]:
    """The exact value of a plain number or a plain fraction (``\\frac{3}{8}``), else None."""
    value = decimal_literal(text)
    if value is not None:
        return Fraction(value)
    match = _FRACTION_RE.fullmatch(text)
    if match and int(match.group(3)) != 0:
        sign = -1 if match.group(1) else 1
        return sign * Fraction(int(match.group(2)), int(match.group(3)))
    return None


def is_constant(text: str) -> bool:
    """A number written with digits, operators, fractions, roots and pi only (no variables, no text)."""
    rest = _CONSTANT_COMMAND_RE.sub("", text)
    return any(ch.isdigit() for ch in text) and _CONSTANT_REST_RE.fullmatch(rest) is not None


def _differs_from(reference: str, excluded: Iterable[int]) -> bool:
    """Whether a constant reference is surely none of ``excluded`` (a non-rational constant is taken as none)."""
    value = rational(reference)
    return value is None or all(value != number for number in excluded)


def wrong_values(reference: Reference, count: int) -> List[str]:
    """``count`` distinct values that are surely not the reference, written like it where possible."""
    rng = reference.rng("wrong")
    deltas = rng.sample(range(1, 10), count)
    text = reference.text
    value = decimal_literal(text)
    if value is not None:
        return [str(value + delta) for delta in deltas]
    suffixed = _SUFFIXED_RE.fullmatch(text)
    if suffixed:
        return [str(Decimal(suffixed.group(1)) + delta) + suffixed.group(2) for delta in deltas]
    fraction = _FRACTION_RE.fullmatch(text)
    if fraction and rational(text) is not None:
        exact = rational(text)
        assert exact is not None
        return [_latex_fraction(exact + delta) for delta in deltas]
    if _OPTION_RE.fullmatch(text):
        return [letter for letter in "ABCDE" if letter != text][:count]
    return [f"{text}+{delta}" for delta in deltas]


def _latex_fraction(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    sign = "-" if value < 0 else ""
    return rf"{sign}\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"


def _say(ending: str) -> str:
    return PREFIX + ending


def _box(value: str) -> str:
    return rf"\boxed{{{_escape_percent(value)}}}"


def _escape_percent(value: str) -> str:
    """A bare ``%`` would start a LaTeX comment inside math: write it ``\\%``."""
    return _BARE_PERCENT_RE.sub(r"\\%", value)


def _inline(value: str) -> str:
    """The value as a reader writes it in a sentence: in ``$...$``, unless it holds words (``12.6 million``)."""
    if _WORD_RE.search(value) and "\\" not in value:
        return value
    return f"${_escape_percent(value)}$"


# -- must-reject families ------------------------------------------------------------------


def list_family(ref: Reference) -> List[str]:
    """The right value joined to a wrong one by "or", a comma or "either ... or", in several languages."""
    r, (w,) = ref.text, wrong_values(ref, 1)
    variants = [
        _say(rf"So the answer is ${_box(r)}$ or ${_box(w)}$."),
        _say(rf"The answer is ${_box(w)}$ or ${_box(r)}$."),
        _say(f"${_box(r)}, {_box(w)}$"),
        _say(rf"The answer is either {_inline(r)} or {_inline(w)}."),
    ]
    variants += [_say(rf"{anchor} ${_box(w)}$ {word} ${_box(r)}$") for anchor, word in _OR_BY_LANGUAGE[1:]]
    return variants


def conditional_family(ref: Reference) -> List[str]:
    """The right value as one branch of a conditional answer."""
    r, (w,) = ref.text, wrong_values(ref, 1)
    return [
        _say(rf"${_box(r)}$ if $n$ is even and ${_box(w)}$ if $n$ is odd."),
        _say(rf"If $x > 0$ the answer is ${_box(w)}$; otherwise it is ${_box(r)}$."),
        _say(rf"The answer is ${_box(r)}$ when $k$ is positive, and ${_box(w)}$ when $k$ is negative."),
    ]


def options_family(ref: Reference) -> List[str]:
    """The right value among options dumped as the answer (not for a reference that is itself an option letter)."""
    r = ref.text
    if _OPTION_RE.fullmatch(r):
        return []
    w1, w2, w3 = wrong_values(ref, 3)
    return [
        _say(f"The answer is {_inline(r)}\nB: {_inline(w1)}\nC: {_inline(w2)}\nD: {_inline(w3)}"),
        _say(f"Answer:\nA: {_inline(w1)}\nB: {_inline(r)}\nC: {_inline(w2)}\nD: {_inline(w3)}"),
        _say(f"The answer is (A) {_inline(w1)} (B) {_inline(w2)} (C) {_inline(r)} (D) {_inline(w3)}."),
    ]


def retracted_family(ref: Reference) -> List[str]:
    """The right value taken back after it is given (in several languages), or replaced by a wrong one."""
    r, (w,) = ref.text, wrong_values(ref, 1)
    variants = [_say(f"The answer is ${_box(r)}$.\n\n{phrase}") for phrase in _RETRACTIONS]
    variants.append(_say(rf"So the answer is ${_box(r)}$. No wait, {_inline(w)}."))
    return variants


def denied_family(ref: Reference) -> List[str]:
    """The right value denied: "not", "is wrong", "X, not r", in several languages."""
    r, (w,) = ref.text, wrong_values(ref, 1)
    return [
        _say(rf"The answer is not ${_box(r)}$."),
        _say(rf"The answer is ${_box(w)}$, not ${_box(r)}$."),
        _say(rf"${_box(r)}$ is wrong."),
        _say(rf"The answer is not {_inline(r)}."),
        _say(rf"La réponse n'est pas ${_box(r)}$."),
        _say(rf"Die Antwort ist nicht ${_box(r)}$."),
        _say(rf"答案不是 ${_box(r)}$。"),
    ]


def hidden_family(ref: Reference) -> List[str]:
    """A wrong value visible and the right one hidden after it (HTML, CSS, LaTeX, colour, code)."""
    r, (w,) = ref.text, wrong_values(ref, 1)
    shown = rf"The answer is ${_box(w)}$."
    return [
        _say(f"{shown}\n<!-- ${_box(r)}$ -->"),
        _say(rf'{shown}<span style="display:none">${_box(r)}$</span>'),
        _say(rf"{shown}<div hidden>${_box(r)}$</div>"),
        _say(rf"{shown} $\phantom{{{_box(r)}}}$"),
        _say(rf"{shown} ${{\color{{white}}{_box(r)}}}$"),
        _say(f"{shown}\n\n```\n{_box(r)}\n```"),
        _say(f"{shown}\n" + rf"\iffalse ${_box(r)}$ \fi"),
        _say(rf"\[{_box(w)} % {_box(r)}" + "\n\\]"),
    ]


def code_or_struck_family(ref: Reference) -> List[str]:
    """The right value only inside code or a struck-out span."""
    r, (w,) = ref.text, wrong_values(ref, 1)
    return [
        _say(rf"The answer is `{_box(r)}`."),
        _say(f"The answer is below.\n\n```latex\n{_box(r)}\n```"),
        _say(rf"The answer is ~~${_box(r)}$~~."),
        _say(rf"The answer is ${_box(w)}$ <s>${_box(r)}$</s>."),
        _say(rf"The answer is <del>${_box(r)}$</del>."),
        _say(rf"The answer is $\cancel{{{_box(r)}}}$."),
        _say(rf"The answer is $\xcancel{{{_box(r)}}}$."),
        _say(rf"The answer is $\sout{{{_box(r)}}}$."),
    ]


def altered_family(ref: Reference) -> List[str]:
    """A box changed from outside in its math span: negated, rooted, digits or factors glued, related."""
    r = ref.text
    if not is_constant(r):
        return []
    candidates = [
        (rf"-{_box(r)}", (0,)),
        (rf"\sqrt{{{_box(r)}}}", (0, 1)),
        (rf"{_box(r)}\pi", (0,)),
        (rf"\frac{{1}}{{{_box(r)}}}", (0, 1, -1)),
        (rf"{_box(r)}^2", (0, 1)),
        (rf"2{_box(r)}", (0,)),
        (rf"x > {_box(r)}", ()),
        (rf"x \neq {_box(r)}", ()),
    ]
    if _INTEGER_RE.fullmatch(r):
        candidates += [(rf"{_box(r)}0", (0,)), (rf"{_box(r)}\,000", (0,))]
    return [_say(rf"The answer is ${math}$.") for math, excluded in candidates if _differs_from(r, excluded)]


def scale_or_unit_word_family(ref: Reference) -> List[str]:
    """A plain number followed by a scale word (inside or outside its box) or a value-changing word."""
    r = ref.text
    value = decimal_literal(r)
    if value is None or value == 0:
        return []
    variants = [
        _say(rf"The answer is ${_box(r)}$ million."),
        _say(rf"The answer is ${_box(r)}$ thousand."),
        _say("The answer is $" + _box(r + r'\text{ thousand}') + "$."),
        _say("The answer is $" + _box(r + r'\text{ dozen}') + "$."),
        _say(rf"The answer is ${_box(r)}\text{{ dozen}}$."),
        _say("The answer is $" + _box(r + r'\text{ halves}') + "$."),
        _say(rf"The answer is ${r}\text{{k}}$."),
    ]
    if value != 1:
        variants.append(_say(rf"The answer is ${r}\text{{ squared}}$."))
    if _INTEGER_RE.fullmatch(r) and value > 2:
        variants.append(_say(rf"The answer is ${_box(r)}$ factorial."))
    return variants


def bounds_family(ref: Reference) -> List[str]:
    """A bound or an approximation instead of a value: "at least r", "less than r", in several languages."""
    r = ref.text
    if not (is_constant(r) or _SUFFIXED_RE.fullmatch(r)):
        return []
    return [_say(template.format(m=_inline(r), b=_box(r))) for template in _BOUNDS]


def near_miss_family(ref: Reference) -> List[str]:
    """A value a hair away: ``r + 10^{-60}``, and a long decimal that is not the exact value."""
    r = ref.text
    if not is_constant(r):
        return []
    variants = [_say(rf"The answer is ${_box(r + ' + 10^{-60}')}$."), _say(rf"The answer is ${_box(r + ' - 10^{-60}')}$.")]
    decimal = near_decimal(r)
    if decimal is not None:
        variants.append(_say(rf"The answer is ${_box(decimal)}$."))
    return variants


def near_decimal(text: str) -> Optional[str]:
    """A decimal of ``NEAR_MISS_DIGITS`` places that is not the value of ``text``, or None.

    A non-terminating value is truncated; a terminating one gets a one in the last place.

    >>> near_decimal(r"\\frac{1}{3}")[:8], len(near_decimal(r"\\frac{1}{3}"))
    ('0.333333', 72)
    >>> near_decimal("5")[-3:]
    '001'
    >>> near_decimal(r"\\sqrt{2}")[:10]
    '1.41421356'
    >>> near_decimal(r"\\sqrt{4}") is None  # rational: its decimal would terminate
    True
    """
    quantum = Decimal(1).scaleb(-NEAR_MISS_DIGITS)
    with localcontext() as context:
        context.prec = NEAR_MISS_DIGITS + 30
        exact = rational(text)
        if exact is not None:
            decimal = Decimal(exact.numerator) / Decimal(exact.denominator)
            truncated = decimal.quantize(quantum, rounding=ROUND_DOWN)
            if Fraction(truncated) == exact:
                truncated += quantum if exact >= 0 else -quantum
            return str(truncated)
        root = _SQRT_RE.fullmatch(text)
        fraction = _SQRT_FRACTION_RE.fullmatch(text)
        if root:
            sign, factor, radicand, denominator = root.group(1), root.group(2), root.group(3), "1"
        elif fraction:
            sign, factor, radicand, denominator = fraction.groups()
        else:
            return None
        n = int(radicand)
        if int(denominator) == 0 or _is_square(n):
            return None
        value = Decimal(int(factor or "1")) * Decimal(n).sqrt() / Decimal(int(denominator))
        truncated = value.quantize(quantum, rounding=ROUND_DOWN)
        return str(-truncated if sign else truncated)


def _is_square(n: int) -> bool:
    return math.isqrt(n) ** 2 == n


def truncated_family(ref: Reference) -> List[str]:
    """The right value given mid-reasoning, then the response runs on and stops unfinished."""
    return [_say(template.format(m=_inline(ref.text), b=_box(ref.text))) for template in _TRUNCATIONS]


def restated_family(ref: Reference) -> List[str]:
    """A response that only restates the question's givens, one of which is the reference value."""
    r = ref.text
    if not ref.question or decimal_literal(r) is None:
        return []
    token = re.compile(rf"(?<![\d.]){re.escape(r)}(?!\d|\.\d)")
    sentences = [s.strip() for s in _SENTENCE_RE.findall(ref.question) if token.search(s)]
    variants = [PREFIX + f"We are given: {sentence}" for sentence in sentences[:3] if sentence]
    if sentences and len(ref.question) <= QUESTION_CHARS:
        variants.append(PREFIX + "Restating the problem: " + ref.question.strip())
    return variants


def macro_family(ref: Reference) -> List[str]:
    """The box redefined (or a macro defined) so that a reader sees something else than its argument."""
    r, w = ref.text, _escape_percent(wrong_values(ref, 1)[0])
    return [
        _say(rf"\renewcommand{{\boxed}}[1]{{{w}}}" + "\n" + rf"The answer is ${_box(r)}$."),
        _say(rf"\def\boxed#1{{{w}}}" + "\n" + rf"The answer is ${_box(r)}$."),
        _say(rf"\newcommand{{\ans}}{{{w}}}\renewcommand{{\boxed}}[1]{{\ans}}" + "\n" + rf"The answer is ${_box(r)}$."),
        _say(r"\let\boxed\phantom" + "\n" + rf"The answer is ${_box(r)}$."),
    ]


# -- must-accept families ------------------------------------------------------------------


def plain_family(ref: Reference) -> List[str]:
    """The control: the right value boxed, or after "The final answer is"."""
    r = ref.text
    return [_say(rf"The answer is ${_box(r)}$."), _say(rf"The final answer is {_inline(r)}.")]


def reasoning_ending_family(ref: Reference) -> List[str]:
    """The endings of reasoning models: a think block (with a wrong try inside), then the answer."""
    r, (w,) = ref.text, wrong_values(ref, 1)
    think = f"<think>\nFirst try {_inline(w)}. Substituting it back does not satisfy the conditions, so try again.\n</think>\n\n"
    return [
        think + PREFIX + "**Final Answer**" + "\n" + _box(r),
        think + PREFIX + rf"**Final Answer:** ${_box(r)}$",
        think + PREFIX + rf"**{_box(r)}**",
        PREFIX + "Answer:\n\\[\n" + _escape_percent(r) + "\n\\]",
        PREFIX + "**Final Answer**\n\\[" + _box(r) + "\\]",
        PREFIX + "**Final Answer**" + "\n\n" + rf"The final answer is ${_box(r)}$.",
    ]


def emphasis_family(ref: Reference) -> List[str]:
    """The right value inside Markdown emphasis."""
    r = ref.text
    return [
        _say(rf"The answer is **{_inline(r)}**."),
        _say(rf"**The answer is ${_box(r)}$.**"),
        _say(rf"The answer is *{_inline(r)}*."),
        _say(rf"**Answer:** {_inline(r)}"),
        _say(rf"The answer is __${_box(r)}$__."),
        _say(rf"***${_box(r)}$***"),
    ]


def anchor_language_family(ref: Reference) -> List[str]:
    """The right value after an answer anchor, one per language of ``_tables.ANSWER_ANCHORS``."""
    r = ref.text
    rng = ref.rng("anchors")
    variants = []
    for language, phrases in sorted(ANSWER_ANCHORS.items()):
        phrase = rng.choice(sorted(phrases))
        if phrase == "# answer":
            variants.append(_say(f"# Answer\n\n{r}"))
            continue
        if phrase == "####":
            variants.append(_say(f"#### {r}"))
            continue
        if phrase.endswith(("answer", "答案", "ответ")):
            phrase += ":"
        shown = (phrase[0].upper() + phrase[1:]).replace("antwort", "Antwort")
        value = f"${_box(r)}$" if rng.random() < 0.5 else _inline(r)
        polite = "です" if language == "ja" and phrase.endswith("は") else ""  # dropped like any polite ending
        variants.append(_say(f"{shown} {value}{polite}{_SENTENCE_END.get(language, '.')}"))
    return list(dict.fromkeys(variants))  # languages that share an anchor (sv, da, nb: "svar:") may draw the same text


def unit_family(ref: Reference) -> List[str]:
    """A plain number followed by one unit, in prose, ``\\text{}``, ``\\mathrm{}``, or a currency sign."""
    r = ref.text
    value = decimal_literal(r)
    if value is None:
        return []
    variants = [
        _say(rf"The answer is {_inline(r)} cm."),
        _say("The answer is $" + _box(r + r'\text{ cm}') + "$."),
        _say(rf"The answer is ${_box(r)}$ meters."),
        _say(rf"The answer is ${r}\,\mathrm{{km/h}}$."),
        _say("The answer is $" + _box(r + r'\text{ m}^2') + "$."),
        _say(rf"The answer is {r} dollars."),
    ]
    if value >= 0:
        variants.append(_say("The answer is $" + _box("\\$" + r) + "$."))
    return variants


def separator_family(ref: Reference) -> List[str]:
    """A number of four digits or more written with thousands separators."""
    r = ref.text
    if decimal_literal(r) is None:
        return []
    sign = "-" if r.startswith("-") else ""
    whole, _, fraction = r.lstrip("-").partition(".")
    if len(whole) < 4 or whole.startswith("0"):
        return []
    groups = [whole[max(0, end - 3):end] for end in range(len(whole), 0, -3)][::-1]
    tail = "." + fraction if fraction else ""
    return [
        _say(rf"The answer is ${_box(sign + joiner.join(groups) + tail)}$.")
        for joiner in (",", "{,}", r"\,", " ", r",\!")
    ]


def spelling_family(ref: Reference) -> List[str]:
    """The same value in another spelling: ``\\dfrac``, ``\\frac12``, a decimal, trailing zeros, ``x = r``."""
    r = ref.text
    spellings: List[str] = []
    if r"\frac" in r and r"\dfrac" not in r and r"\tfrac" not in r:
        spellings += [r.replace(r"\frac", r"\dfrac"), r.replace(r"\frac", r"\tfrac")]
    short = re.sub(r"\\frac\{(\d)\}\{(\d)\}", r"\\frac\1\2", r)
    short = re.sub(r"\\sqrt\{(\d)\}", r"\\sqrt\1", short)
    if short != r:
        spellings.append(short)
    exact = rational(r)
    if exact is not None and _FRACTION_RE.fullmatch(r) and _terminates(exact):
        spellings.append(str(Decimal(exact.numerator) / Decimal(exact.denominator)))
    if _INTEGER_RE.fullmatch(r):
        spellings += [r + ".0", r + ".00"]
    elif decimal_literal(r) is not None:
        spellings.append(r + "0")
    if is_constant(r):
        spellings.append(f"x = {r}")
    if "(" in r and r"\left" not in r:
        spellings.append(r.replace("(", r"\left(").replace(")", r"\right)"))
    return [_say(rf"The answer is ${_box(spelling)}$.") for spelling in spellings if spelling != r]


def _terminates(value: Fraction) -> bool:
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    return denominator == 1


@dataclass(frozen=True)
class Family:
    """A family of variants: its name, whether a grader must reject or accept them, its builder,
    and what a reference needs for the family to build any variant (said when one is skipped)."""

    name: str
    expect: str  # REJECT or ACCEPT
    build: Callable[[Reference], List[str]]
    needs: str = ""

    @property
    def description(self) -> str:
        return (self.build.__doc__ or "").strip().splitlines()[0]


_CONSTANT = "a constant reference (digits, fractions, roots, pi; no variables or words)"
_NUMBER = "a plain integer or decimal reference"

FAMILIES: Tuple[Family, ...] = (
    Family("list", REJECT, list_family),
    Family("conditional", REJECT, conditional_family),
    Family("options", REJECT, options_family, "a reference that is not itself an option letter"),
    Family("retracted", REJECT, retracted_family),
    Family("denied", REJECT, denied_family),
    Family("hidden", REJECT, hidden_family),
    Family("code-or-struck", REJECT, code_or_struck_family),
    Family("altered", REJECT, altered_family, _CONSTANT),
    Family("scale-or-unit-word", REJECT, scale_or_unit_word_family, "a plain non-zero integer or decimal reference"),
    Family("bounds", REJECT, bounds_family, _CONSTANT + ", or a number with % or a scale word"),
    Family("near-miss", REJECT, near_miss_family, _CONSTANT),
    Family("truncated", REJECT, truncated_family),
    Family("restated", REJECT, restated_family,
           "the question (a question column, or --question-col) with a plain-number reference written in it"),
    Family("macro", REJECT, macro_family),
    Family("plain", ACCEPT, plain_family),
    Family("reasoning-ending", ACCEPT, reasoning_ending_family),
    Family("emphasis", ACCEPT, emphasis_family),
    Family("anchor-language", ACCEPT, anchor_language_family),
    Family("unit", ACCEPT, unit_family, _NUMBER),
    Family("separator", ACCEPT, separator_family, "a plain number of four digits or more"),
    Family("spelling", ACCEPT, spelling_family, "a reference with another spelling (a fraction, root, decimal, ...)"),
)


def describe_families() -> str:
    """The families, one a line, for ``strictgrade audit --help``."""
    width = max(len(family.name) for family in FAMILIES)
    return "\n".join(f"  {family.name:{width}}  {family.expect:11}  {family.description}" for family in FAMILIES)


def family_named(name: str) -> Family:
    """The family of that name (KeyError when there is none)."""
    for family in FAMILIES:
        if family.name == name:
            return family
    raise KeyError(name)
