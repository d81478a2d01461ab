"""Is the answer asserted?  The checks on its clause: denials, hedges, bounds, alterations."""

from __future__ import annotations

import re
from typing import List, Tuple

from .._lazy import lazy_compile
from .._tables import (
    ANSWER_ENDINGS, QUESTION_MARKS, EQUIVALENCE_WORDS, CLAUSE_OPENERS, CURRENCY_SIGNS, RESTATEMENTS, EXPLANATION_OPENERS,
    CONJUNCTIONS, DISJUNCTIONS, ESTIMATE_NOUNS,
)
from ..limits import MAX_CHAINED_SPANS, RESTATED_NOUN_WORDS, TABLE_LABEL_WORDS, PROSE_LOOKBACK, QUALIFIER_WINDOW
from ..normalize import is_unit
from ..verdict import HedgedError, UnassertedError
from .memo import _remembered
from .clauses import asks_what_follows, denies_its_nominalized_clause, mask_attitude_modifiers, reading_start, subject_at_end, without_interrupting_aside
from .complements import check_fronted_complement
from .doubles import affirms_after, affirms_after_negated_error, affirms_by_double_negation, negated_restrictive
from .ending import _LISTED_UNITS
from .lexicons import doubts_at_clause_end, doubts_what_follows, ends_in_negated_idiom, words_of, _AUXILIARIES, _FINAL_NEGATOR_WORDS
from .scope import (
    denies_another_value, excepted_after, is_denied_after, is_denied_before, polarity_before, is_excepted_before_negation, is_excepted_from_negation, is_negator,
    is_read_by_exception, mask_negation_intensifiers, negates_other_values, opens_subordinate_clause,
)
from .phrases import (
    correlative_alone,
    ALTERNATIVES_SET,
    COMPARED_WITH_SET,
    CONTRAST_WORDS,
    ANCHOR_PHRASES,
    BOUNDS_AFTER_SET,
    BOUNDS_SET,
    CONDITIONS_SET,
    DENIALS_SET,
    DISJUNCTIONS_SET,
    HEDGES_SET,
    APPROXIMATIONS_SET,
    EXACTNESS_SET,
    IDIOMS_SET,
    NEGATIONS_SET,
    NOT_HEDGES,
    QUALIFIERS_AFTER_SET,
    QUALIFIERS_BEFORE_SET,
    REPORTED_SET,
    RETRACTIONS_SET,
    VALUE_CHANGING_BEFORE_SET,
    VALUE_CHANGING_SET,
    offers_another,
    stands_past_contrast,
)
from .differences import negates_a_difference
from .after_value import DEGREE_SIGN
from .retractions import _CLAUSE_MARKS, _retracts, closes_subordinate_alternative
from .people import attributes_to_someone, reports_in_free_relative, value_clause
from .mood import approximated_at_clause_end, offered_by_modal_after_copula, offered_by_modal_before, offered_by_mood, offered_by_possible_clause, offers_another_by_mood, glues_a_condition, one_case_of_several, stated_under_a_counterfactual, supposed_by_the_writer
from .layout import (
    ends_with_bound,
    _Box,
    _DIGIT_RE,
    _SCALE_WORDS,
    _bound_past_unit,
    _enclosing_math,
    _ends_with,
    _strip_spans,
    _window_start,
    _words_after,
)
from .after_value import _TEXT_GROUP, _past_unit
from .values import own_values


# Longest first, so that at one position "final answer is" wins over "final answer".
_ANCHOR_PHRASES = ANCHOR_PHRASES


@_remembered
def _is_denial_before(before: str) -> bool:
    read_past = without_interrupting_aside(before)  # "It is not, however, 5": the aside interrupts the denial
    denied = _ends_with(DENIALS_SET, before) or read_past is not before and _ends_with(DENIALS_SET, read_past)
    return denied and not is_excepted_from_negation(before) and not affirms_by_double_negation(before) \
        and not negates_a_difference(before)  # "答案不可能不是", "cannot be different from"


def _denies(before: str, after: str) -> bool:
    """Return whether the words before a value deny it, unless they open an exception that the clause
    after the value completes by negating every other value ("Except for 11, no value works")."""
    return _is_denial_before(before) and not is_excepted_before_negation(before, after[:QUALIFIER_WINDOW]) and not excepted_after(after)  # "不会是 6 之外的数"


def _is_denied(text: str, box: _Box) -> bool:
    """Return whether a denial stands right before a box ("not \\boxed{5}"), or before the math span
    that states it ("not $x = \\boxed{5}$") or opens its chain of equal forms; a comma ends it ("non, \\boxed{5}")."""
    after = text[box.end : box.end + QUALIFIER_WINDOW]
    if _denies(text[reading_start(text, box.start) : box.start], after):
        return True
    return any(_denies(text[reading_start(text, start) : start], after) for start in _value_starts(text, box)[1:])


def _value_starts(text: str, box: _Box) -> Tuple[int, ...]:
    """Return where the words read before a box end: at the box, and also before its math span
    when a relation in the span states it ("The area is at least $A = \\boxed{5}$" bounds 5 as
    "at least $\\boxed{5}$" does).  Both are read, so a qualifier inside the span counts too."""
    near = text[max(0, box.start - PROSE_LOOKBACK) : box.start].rstrip()
    if not near.endswith(("=", ":", "{")) and not _COMMAND_END_RE.search(near):
        return (box.start,)  # no relation (nor a wrapper or command it could hide behind) right before the box
    span = _enclosing_math(text, box.start, box.end) if _MATH_OPENER_HINTS_RE.search(text) else None
    if span is None:
        return (box.start,)
    inner = _NEUTRAL_OPENERS_RE.sub("", text[span[0] : box.start])
    if not inner.strip() or not _STATING_RELATION_RE.search(inner):
        return (box.start,)
    return (box.start, span[2]) + _chain_starts(text, span)


def _chain_starts(text: str, span: Tuple[int, int, int, int]) -> Tuple[int, ...]:
    """Return where the earlier math spans of a chain of equal forms begin: a span that opens with
    a relation ("\\[ = \\boxed{5} \\]") continues the span right before it ("\\[ A = s^2 \\]"), so the
    words before that one qualify the value too ("at least", "not")."""
    starts: List[int] = []
    for _ in range(MAX_CHAINED_SPANS):
        if not _LEADING_RELATION_RE.match(text, span[0], span[1]):
            break
        closer_end = len(text[: span[2]].rstrip(_CHAIN_GAP))
        if closer_end <= 0 or text.count("\n", closer_end, span[2]) > 1:
            break  # nothing before the span, or a blank line between: no chain
        previous = _enclosing_math(text, closer_end - 1, closer_end - 1)
        if previous is None or previous[3] != closer_end:
            break  # the span is not preceded by another one
        starts.append(previous[2])
        span = previous
    return tuple(starts)


_NON_SPACE_RE = lazy_compile(r"\S")  # found from the start: no copy of a long response
_MATH_OPENER_HINTS_RE = lazy_compile(r"\$|\\[(\[]|\\begin")  # a text without these has no math span
# In a math span, what may stand before a box: spacing, neutral wrappers, and then
# nothing, a relation that states the value (=, :, \Rightarrow), an alignment, or prose.
_MATH_SPACING = r"(?:\s|~|\\[,;:! ]|\\(?:quad|qquad|displaystyle|textstyle|tiny|small|normalsize|large|Large|LARGE|huge|Huge)(?![a-zA-Z]))"
_WRAPPER_OPENER = (
    r"\{|\\(?:textbf|mathbf|bm|boldsymbol|underline|fbox|boxed)\s*\{|\\(?:text)?color\s*\{[a-zA-Z]+\}\s*\{?"
)
# A currency sign before the value in its span states its unit, not another value: $\$\boxed{18}$.
_CURRENCY = r"(?:\\\$|[" + "".join(CURRENCY_SIGNS) + r"]|\\(?:euro|pounds|yen|textdollar|textsterling|texteuro)(?![a-zA-Z]))"
_NEUTRAL_OPENERS_RE = lazy_compile(r"(?:" + _MATH_SPACING + r"|" + _WRAPPER_OPENER + r"|" + _CURRENCY + r")*\Z")
_WRAPPER_OPENERS_RE = lazy_compile(r"(?:" + _WRAPPER_OPENER + r")+\Z")
# A relation that states the value after it: "=" (not "!=" nor "\\not="), ":", an arrow, "\\equiv".
_STATING_RELATION = (
    r"(?<![!/<>])(?<!\\not)(?<!\\not )=|:|\\(?:Rightarrow|implies|Longrightarrow|therefore|to|rightarrow|longrightarrow|mapsto|equiv)"
)
_STATING_BEFORE_RE = lazy_compile(r"(?:\A|" + _STATING_RELATION + r"|&|\\\\|\\in|\\(?:text|textbf|mathbf|mathrm|textrm)\s*\{[^{}]*\}|\bis)\s*\Z")
# A stating relation at the end of what precedes a box in its math span (the label rule).
_STATING_RELATION_RE = lazy_compile(r"(?:" + _STATING_RELATION + r")\s*\Z")
# A span's body that opens with a stating relation continues the span before it; what may separate them.
_LEADING_RELATION_RE = lazy_compile(r"(?:" + _MATH_SPACING + r")*(?:" + _STATING_RELATION + r")")
_CHAIN_GAP = " \t\n,"
_LAST_TEXT_GROUP_RE = lazy_compile(_TEXT_GROUP + r"\s*\Z")
_TEXT_GROUP_RE = lazy_compile(_TEXT_GROUP)
_APPROX_BEFORE_RE = lazy_compile(r"(?:\\approx|\\sim|\\simeq|≈)\s*\Z")
_CLOSINGS = (
    r"(?:" + _MATH_SPACING + r"|\}|[.,;]|\\(?:checkmark|blacksquare|square|qed|Box)(?![a-zA-Z])"
    r"|\\end\s*\{(?:aligned|align|gathered|gather|split|equation|multline|flalign|alignat|eqnarray)\*?\})*"
)  # "\\[\\begin{aligned} x &= \\boxed{5}\\end{aligned}\\]": an alignment's end closes nothing the box holds
# In a math span, what may follow a box: closings and punctuation, then nothing, an
# alignment or row break, "=", a degree sign, a percent sign, or one text group (a unit).
_MODULUS = r"(?:\\pmod\s*(?:\{[^{}]*\}|\d+)|\(\s*\\(?:bmod|mod)\s*\d+\s*\))"
# A text group after the box (a unit, with its power), and the groups of a compound unit joined to it by "/"
# ("\\text{m}^3/\\text{s}": no digit in them).
_UNIT_GROUPS = (r"\\(?:text|mathrm|textrm|mbox|operatorname)\s*\{[^{}]*\}(?:\^\{?-?\d\}?)?"
                r"(?:\s*/\s*\\(?:text|mathrm|textrm|mbox|operatorname)\s*\{[^{}\d]*\}(?:\^\{?-?\d\}?)?)*")
_DEGREE_AFTER_RE = lazy_compile(r"[ \t]*(?:" + DEGREE_SIGN + ")")
_STATING_AFTER_RE = lazy_compile(
    r"\A" + _CLOSINGS + r"(?:\Z|&|\\\\|(?:" + _MODULUS + r"|\^\s*\{?\\circ\}?|°|\\degree(?![a-zA-Z])|\\?%"
    r"|" + _UNIT_GROUPS +
    r")" + _CLOSINGS + r"(?:\Z|&|\\\\))"
)
# A parenthesised note after the box in its span ("\\quad (\\text{by the complement rule})"), read by _is_plain_note.
_PAREN_NOTE_AFTER_RE = lazy_compile(r"\A" + _CLOSINGS + r"\(\s*\\text\s*\{([^{}]*)\}\s*\)" + _CLOSINGS + r"\Z")
# A parenthesised equal form after the box in its span, opened by an equivalence word or "=": a chain member.
_EQUIVALENCE = "|".join(sorted((re.escape(word) for words in EQUIVALENCE_WORDS.values() for word in words), key=len, reverse=True))
_EQUIVALENT_NOTE_AFTER_RE = lazy_compile(
    r"\A" + _CLOSINGS + r"\(\s*(?:\\text\s*\{\s*(?:" + _EQUIVALENCE + r")[\s,:]*\}|=)\s*(?:\\boxed\s*\{((?:[^{}$]|\{[^{}$]*\}){1,%d})\}|((?:[^{}()$]|\{[^{}$]*\}){1,%d}))\s*\)"
    % (PROSE_LOOKBACK, PROSE_LOOKBACK) + _CLOSINGS + r"\Z", re.IGNORECASE)
# A chain that goes on after a box in its math span: another form of the value after "=" or an
# approximation sign, to the end of the span (no other box, no further relation of another kind).
_CHAIN_AFTER_RE = lazy_compile(
    r"\A" + _CLOSINGS + r"(=(?:(?!\\(?:boxed|fbox|approx)(?![a-zA-Z])|≈)[^<>&]){1,%d}" % PROSE_LOOKBACK
    + r"|(?:\\approx(?![a-zA-Z])|≈)\s*[-−]?\d+(?:\.\d+)?)" + _CLOSINGS + r"\Z"
)  # after an approximation sign only a decimal: the grader holds it to the value rounded
_CHAIN_END = " \t\n.,;\\"
_NOTE_GROUP_RE = lazy_compile(r"\\[a-z]+\s*\{\s*\((.*)\)\s*\}\Z")
_TEXT_AFTER_RE = lazy_compile(r"\A" + _CLOSINGS + r"(" + _UNIT_GROUPS + r")")
# Outside math: spaces, emphasis, list bullets and words are neutral; an operator, a
# relation, a command or a digit attached to the box changes it.
_SPACES_BEFORE_RE = lazy_compile(r"(?:\s|\$|\\[,;:! ])*\Z")
_EMPHASIS_BEFORE_RE = lazy_compile(r"[*_]{1,3}\Z")
_BULLET_BEFORE_RE = lazy_compile(r"(?:\A|\n)[ \t]*(?:[-*+]|\d+[.)])\Z")
_OPERATOR_BEFORE_RE = lazy_compile(
    r"(?:[-+*/^×÷<>≤≥≠±∓√∛·≉≱≰≮≯≨≩≪≫≢∉∈⊂⊃⊆⊇⊊⊋≟≶≷∝≺≻←]|!=|=/=|>=|<=|\\(?!approx|sim)[a-zA-Z]+|\\[{}]|[{(\[|])\Z"
)
_COMMAND_END_RE = lazy_compile(r"\\[a-zA-Z]+\Z")
# A math span right before a box (its body), and what may wrap an operator inside it
# ($\mathbf{-}$, $-{}$, \(\left.-\right.\)): an operator alone there applies to the box.
_SPAN_BEFORE_RE = lazy_compile(r"(?:\\[(\[]|\$\$?)(?P<body>[^$\n]{1,60}?)(?:\\[)\]]|\$\$?)[ \t]*\Z")  # on the box's line
_OPERATOR_WRAPPING_RE = lazy_compile(
    r"\\(?:mathbf|boldsymbol|bm|text|textbf|mathrm|textrm|mbox|displaystyle|left\.|right\.|color\s*\{[^{}]*\})"
    r"|\\[,;:! ]|[{}\s]"
)
# What alone in that span changes the box: an operator, a percent sign, a root or a fraction with an empty slot.
_LONE_OPERATOR_RE = lazy_compile(r"[-+−±∓×÷*/^·%]|\\%|\\(?:pm|mp|times|div|cdot|sqrt|neg)|\\frac\d*")
# A relation other than "=" at the end of a math span: it relates what follows to what precedes.
_RELATION_END_RE = lazy_compile(r"(?:[<>≤≥≠≈⩾⩽]|>=|<=|\\(?:geq?|leq?|geqslant|leqslant|neq?|gt|lt|approx|sim|simeq|ll|gg)(?![a-zA-Z]))\s*\Z")
_GLUED_BEFORE_RE = lazy_compile(r"[0-9.,−–—π]\Z")
# An exclamation mark that ends a sentence: then spacing, the end, or closing emphasis and quotes.
_EXCLAMATION_AFTER_RE = lazy_compile(r"!+(?=[*_\"'”»)]*(?:\s|\Z))(?![*_\"'”»)]*\s*[=\d/(×+\-−·^!\\$])")  # not "! = 120", "! / 3!"
# What closes a math span (the text after a box's span is read from its closing delimiter).
_MATH_CLOSER = r"\$\$?|\\[)\]]|\\end\s*\{[a-zA-Z]+\*?\}"
_MATH_CLOSER_RE = lazy_compile(_MATH_CLOSER)
_CLOSE_AFTER_RE = lazy_compile(r"\A(?:" + _MATH_CLOSER + r"|[*_]{1,3}(?![\w\\({]))*")
# The Turkish copula suffixes of ANSWER_ENDINGS written after an apostrophe ("12'dir"): grammar, not a prime.
_APOSTROPHE_ENDINGS = "|".join(re.escape(ending[1:]) for ending in ANSWER_ENDINGS if ending.startswith("'"))
_ALTERED_AFTER_RE = lazy_compile(
    r"""\A(?:
        [0-9a-zA-Z(\[{^!/*′²³¹⁰⁴-⁹⁺⁻₀-₉πθ√]        # glued digit, letter, bracket, power, subscript or operator
      | '(?!(?:""" + _APOSTROPHE_ENDINGS + r""")(?![^\W\d_]))   # a prime, not a Turkish copula suffix ("$\boxed{12}$'dir")
      | [ \t]*[eE][+-]?\d                         # scientific notation: \boxed{5} e3
      | [ \t\u00a0\u202f\u2009]\d{3}(?!\d)         # a thousands group after a space: \boxed{5} 000
      | [ \t]+(?:π(?![\u0370-\u03ff\u1f00-\u1fff])|pi\b|\\pi\b)      # a factor of pi (not the π that starts a Greek word: "περίπου")
      | [ \t]+(?:and[ \t]+)?\d+/\d+                # a fraction after it: \boxed{5} 1/2, \boxed{5} and 1/2
      | [ \t]*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]                    # a vulgar fraction after it
      | [.,]\d                                    # a decimal or thousands continuation
      | (?:\\[,;:!\ ]|~)+\s*\$?\s*\d              # \,000 (and $\boxed{5}\,$000)
      | \\(?!text|mathrm|mbox|textrm|quad|qquad|\\)[a-zA-Z]+   # a glued command (\pi, \sqrt, \cdot)
      | [ \t]*\$?[ \t]*(?:[-+−×÷*/^·⋅±∓→⇒⟶]|\\(?:cdot|times|div|pm|mp))[ \t]*\$?[ \t]*[\d\\(a-zA-Zπ]   # an operation on it (18 / $20$, 18 ± 2, → 20)
      | [ \t]*[+＋]                               # a plus after it: "5+", "5 +" is 5 or more
      | [ \t]+[xX][ \t]*10\^                       # 5 x 10^3
      | [ \t]+[xX×][ \t]*\$?[ \t]*\d              # 5 x 2: a product
      | [ \t]*(?:<(?!/[a-zA-Z][\w-]*>)|[>≤≥≠≈]|!=|\\(?:ne|neq|le|leq|ge|geq|lt|gt)(?![a-zA-Z]))   # a relation (a closing tag is markup)
    )""",
    re.VERBOSE,
)
# Signs in prose that state the value after them as ":" does: arrows (and an em dash set off by a space).
_STATING_SIGNS = "→⇒⟹⟶"
# The line a box stands on is a Markdown table row: it starts with "|" (the last line of the text before).
_TABLE_ROW_START_RE = lazy_compile(r"(?:\A|\n)[ \t]*\|[^\n]*\Z")
_DIGITS_RE = lazy_compile(r"\d+(?:[.,]\d+)?")
_NOT_HEDGES_BUT_IDIOMS = tuple(phrases for phrases in NOT_HEDGES if phrases is not IDIOMS_SET)


def _hedged(text: str, answer: str) -> bool:
    """Return whether a hedge stands in ``text``; an idiom ("equally likely", "either way") hides
    its hedge word only where no number other than the answer stands outside math ("but 20 is
    equally likely" offers 20)."""
    if not text:
        return False
    if offers_another_by_mood(text):  # "Another value could also work."
        return True
    wanted = answer.strip().strip("$")
    prose = text[_CLOSE_AFTER_RE.match(text).end() :]  # type: ignore[union-attr]  (the box's span may close first)
    others = [number for number in _DIGITS_RE.findall(_strip_spans(prose)) if number != wanted]  # glued to CJK text too
    outside = _NOT_HEDGES_BUT_IDIOMS if others else NOT_HEDGES
    if not HEDGES_SET.search(text, outside=outside):
        return False
    located = HEDGES_SET.located(text, outside)
    hedges = [(start, words) for start, words in located if not correlative_alone(text, start, words)]  # "at either end"
    return not located or bool(hedges) and not all(_ESTIMATE_NOUNS.issuperset(words) and _compared_with(text, start) for start, words in hedges)


# The words that may stand between a comparison and the noun phrase it compares the answer with ("agrees
# with the rough estimate", "matches our rough guess"): determiners and adjectives.
_OBJECT_LEAD_WORDS = 3
_ESTIMATE_NOUNS = frozenset(word for words in ESTIMATE_NOUNS.values() for word in words)
_OBJECT_BREAK_RE = lazy_compile(r"[,，、;；:：.。!！?？\n—–()（）\d]")


def _compared_with(text: str, start: int) -> bool:
    """Return whether the hedge at ``start`` (a noun of estimation, ``ESTIMATE_NOUNS``) stands in what a
    comparison of the answer (``COMPARED_WITH``) compares it with, in the comparison's own clause ("This
    agrees with the rough estimate we made"): it names that estimate, not a hedge of the answer.  Set off by a
    mark, right after the comparison, past a contrast, a negator or an auxiliary, or after any other
    confirmation ("Yes that is probably it"), it hedges the answer, as an adverb or a clause there always
    does ("matches the key more or less", "agrees with what I believe is correct")."""
    for compared, words in COMPARED_WITH_SET.located(text[:start]):
        lead = text[_phrase_end(text, compared, len(words)) : start]
        lead_words = words_of(lead)
        if not 1 <= len(lead.split()) <= _OBJECT_LEAD_WORDS or _OBJECT_BREAK_RE.search(lead) or not CONTRAST_WORDS.isdisjoint(lead_words) \
                or any(is_negator(word) or word in _AUXILIARIES for word in lead_words):
            continue
        return True
    return False


_PHRASE_WORD_RE = lazy_compile(r"[^\W_]+(?:['’][^\W_]+)*|\S")


def _phrase_end(text: str, start: int, count: int) -> int:
    """Where a phrase of ``count`` words found at ``start`` ends (its words as the text writes them)."""
    end = start
    for _ in range(count):
        word = _PHRASE_WORD_RE.search(text, end)
        if word is None:
            break
        end = word.end()
    return end


def _is_plain_note(note: str) -> bool:
    """Return whether a parenthesised note about an answer only explains it: it opens with an
    explanation's word, holds no number outside math, and no qualifier, alternative, condition, scale
    or value-changing word ("since $196 = 14^2$" explains; "in thousands", "since it might be 20",
    "where n is even; 20 otherwise" do not)."""
    if not _EXPLANATION_START_RE.match(note.strip()):
        return False
    plain = _strip_spans(note)
    if _DIGIT_RE.search(plain):
        return False
    return not any(
        phrases.search(plain) for phrases in (QUALIFIERS_BEFORE_SET, QUALIFIERS_AFTER_SET, ALTERNATIVES_SET, VALUE_CHANGING_SET)
    ) and not any(word.lower() in _SCALE_WORDS for word in plain.split())


def _is_plain_cell(row: str) -> bool:
    """Return whether the table cell before a box's cell only names it ("| **Sum** |", "| Total |", "| P(at least one six) |":
    a function's argument is no qualifier): a few words with no qualifier, retraction or approximation ("| Incorrect | 5 |",
    "| ~ | 5 |" and a longer "| Lower bound on r | 5 |" qualify the value)."""
    cell = _APPLIED_ARGUMENT_RE.sub("()", row[row.rfind("|") + 1 :])
    if len(cell.split()) > TABLE_LABEL_WORDS or any(sign in cell for sign in "~≈∼"):
        return False
    return not any(phrases.search(cell) for phrases in (QUALIFIERS_BEFORE_SET, RETRACTIONS_SET, BOUNDS_AFTER_SET))


_APPLIED_ARGUMENT_RE = lazy_compile(r"(?<=[A-Za-z])\([^()|]*\)")  # a function's argument, its bracket glued to its name
_BLANK_LINE_RE = lazy_compile(r"\n[ \t]*\n")


def _prose_altered_before(before: str) -> bool:
    """Return whether the prose right before a box changes its value (``-\\boxed{5}``, ``0.\\boxed{5}``)."""
    last = before.rstrip(" \t\n$")[-PROSE_LOOKBACK:]
    if last.endswith((" |", "\t|")) and _TABLE_ROW_START_RE.search(before) and _is_plain_cell(last[:-1]):
        return False  # "| **Sum** | $\\boxed{5}$ |": a Markdown table's cell separator, not an absolute value
    if last and (
        last[-1] == ":" or last[-1] in _STATING_SIGNS or last.endswith("=>")  # "Divisors → \\boxed{9}"
        or last[-1] == "—" and before.rstrip("$")[-1:].isspace()  # "**Answer** — \\boxed{9}" (a dash glued to it is a minus)
        or last[-1] == "=" and not last.endswith(("!=", "/=", "<=", ">="))
        or last[-1].isascii() and last[-1].isalpha() and not _COMMAND_END_RE.search(last)
    ):
        return False  # a word, a colon or "=" states the value: "The answer is \\boxed{5}"
    if len(before) > PROSE_LOOKBACK:  # the checks below look at the end only: keep them short
        cut = before[-PROSE_LOOKBACK:]
        before = cut if "\n" in cut else "\x00" + cut  # the cut is not a line start
    before = _WRAPPER_OPENERS_RE.sub("", before)
    if before.rstrip(" \t$").lower().endswith(_ANCHOR_PHRASES):
        return False  # "Ответ - \\boxed{5}": the dash belongs to the anchor
    span = _SPAN_BEFORE_RE.search(before)
    if span and _LONE_OPERATOR_RE.fullmatch(_OPERATOR_WRAPPING_RE.sub("", span.group("body"))):
        return True  # "\\(-\\)\\boxed{5}": an operator alone in the math span right before
    if span and _RELATION_END_RE.search(span.group("body")):
        return True  # "\\(A \\geq\\) \\(\\boxed{5}\\)": a relation that ends the span right before
    spaces = _SPACES_BEFORE_RE.search(before)
    gap = spaces.group(0) if spaces else ""
    rest = before[: len(before) - len(gap)]
    emphasis = _EMPHASIS_BEFORE_RE.search(rest)
    if emphasis:
        ahead = rest[: emphasis.start()]
        opening = not gap and (not ahead or ahead[-1] in " \t\n(:")
        closing = bool(gap) and bool(ahead) and not ahead[-1].isspace() and not ahead[-1].isdigit()
        if opening or closing or len(emphasis.group(0)) >= 2 and (not ahead or ahead[-1].isspace()):
            return _prose_altered_before(ahead) if opening else False
    if gap and _BULLET_BEFORE_RE.search(rest) or _STATING_BEFORE_RE.search(rest):
        return False
    if _BLANK_LINE_RE.search(gap) and rest.rpartition("\n")[2].lstrip(" \t").startswith("|"):
        return False  # a table's last row ("| 3 | 4 | 12 |") ends before the blank line: its pipe is no absolute value
    if _OPERATOR_BEFORE_RE.search(rest):
        return True
    return not gap.strip(" \t\n$") and bool(_GLUED_BEFORE_RE.search(rest)) and "\n" not in gap and not (
        gap and rest.endswith((".", ","))
    )


def _text_changes_value(before: str) -> bool:
    """Return whether a text group right before a box changes it: ``\\text{-}``, ``\\text{minus }``."""
    group = _LAST_TEXT_GROUP_RE.search(before)
    if not group:
        return False
    words = group.group(1).strip()
    return words in ("-", "−", "–", "+", "±") or _ends_with(VALUE_CHANGING_BEFORE_SET, words + " ")


def _check_context(text: str, first: _Box, last: _Box) -> Tuple[str, int]:
    """Check what stands around the final boxes; return text after them that belongs to the answer,
    and where the answer ends (after a chain of other forms in the boxes' math span).

    Inside the boxes' math span only stating relations, neutral wrappers, punctuation and one
    text group may stand next to them; around the span (or around the boxes, in prose) no
    operator, relation, digit or value-changing phrase may be attached.  Raise UnassertedError
    when something attached changes the value, HedgedError when it makes it approximate.
    """
    attached = ""
    end = last.end
    if _NON_SPACE_RE.search(text, 0, first.start) is None and not text[last.end :].strip():
        return "", end  # the box is the whole response
    prose_end, prose_start = first.start, last.end
    span = _enclosing_math(text, first.start, last.end) if _MATH_OPENER_HINTS_RE.search(text) else None
    if span is not None:
        before = text[span[0] : first.start]
        trimmed = _NEUTRAL_OPENERS_RE.sub("", before)
        if _APPROX_BEFORE_RE.search(trimmed):
            raise HedgedError("the boxed answer is only approximate")
        if not _STATING_BEFORE_RE.search(trimmed) or _text_changes_value(trimmed):
            raise UnassertedError("the boxed answer is changed by what stands before it in its math span")
        if "\\text" in trimmed and _DIGIT_RE.search(trimmed) and DISJUNCTIONS_SET.search(" ".join(_TEXT_GROUP_RE.findall(trimmed))):
            raise HedgedError("another value stands before the box in its math span, joined by 'or'")  # "r = 20 \\text{ or } r = \\boxed{18}"
        after = text[last.end : span[1]]
        chain = _CHAIN_AFTER_RE.match(after)
        note = None if chain else _PAREN_NOTE_AFTER_RE.match(after)
        equal_form = None if chain or note else _EQUIVALENT_NOTE_AFTER_RE.match(after)
        boxed_form = _EQUIVALENT_NOTE_AFTER_RE.match(text[first.end : span[1]]) if first is not last else None
        if boxed_form and boxed_form.group(1) is not None and boxed_form.group(1).strip() == last.content.strip():
            end = span[1]  # "\\boxed{\\frac32} \\quad (\\text{equivalently } \\boxed{1.5})": two boxes of one value
        elif equal_form:  # "\\quad (\\text{equivalently } \\boxed{1.5})": read as "= 1.5", held equal to the box
            attached = " = " + (equal_form.group(1) or equal_form.group(2)).strip()
            end = span[1]
        elif note and _is_plain_note(note.group(1)):
            attached = ""  # "\\quad (\\text{by the complement rule})": a note about the value, not part of it
        elif chain:  # "x = \\boxed{\\frac32} = 1.5", "\\boxed{3\\sqrt{13}} \\approx 10.82": read with the box, graded as one chain
            attached = " " + chain.group(1).rstrip(_CHAIN_END)
            end = span[1]  # the chain is read with the box: what follows the answer follows the chain
        elif not _STATING_AFTER_RE.match(after):
            raise UnassertedError("the boxed answer is changed by what stands after it in its math span")
        else:
            unit = _TEXT_AFTER_RE.match(after)
            note = _NOTE_GROUP_RE.match(unit.group(1)) if unit else None
            attached = "" if note and _is_plain_note(note.group(1)) else unit.group(1) if unit else ""  # "\\text{(as a fraction)}" is a note
            end = last.end + unit.end() if attached else end  # "\\boxed{5}\\text{ thousand}": the answer ends after its words
            if not attached and _DEGREE_AFTER_RE.match(after):
                attached = "^\\circ"  # "\\boxed{30}°": the angle's degree sign, which π/6 reads (POLICY 3, angles)
        if trimmed.strip():
            prose_end = -1  # a relation inside the span states the value; what precedes the span is prose
        else:
            prose_end = span[2]
        prose_start = span[1]  # the prose after is read from the span's closing delimiter
    if _is_quoted(text, first.start, last.end):
        raise UnassertedError("the boxed answer is quoted, not asserted")
    if prose_end >= 0:
        _check_prose_before(text[_window_start(text, prose_end) : prose_end])
    after, taken = _check_prose_after(text[prose_start : prose_start + QUALIFIER_WINDOW])
    return attached + after, prose_start + taken if taken else end


def _restatement_pattern(tables: Tuple[dict, ...] = (RESTATEMENTS, CLAUSE_OPENERS), words: int = 0) -> str:
    """A restating word right after the answer, then one value that ends its clause (or, with ``words``, that many words of a
    noun phrase after it: "cioè 0,33 della torta"): no unit, approximation or comma but a decimal one (a percent in prose only;
    boxes.py reads the decimal comma). In parentheses ("(i.e. 0.5)") the value is another listed form: boxes.py reads it."""
    # a connective that opens a clause ("so", "donc", "所以") right before a value concludes with it: "\boxed{4}, so 5."
    markers = sorted({word for table in tables for words in table.values() for word in words}, key=len, reverse=True)
    marker = "|".join(re.escape(word) + (r"(?![^\W\d_])" if word[-1].isalpha() and word[-1] < "\u3000" else "") for word in markers)
    value = (
        r"\$((?:(?!\\approx|\\sim|≈|%)[^$\n,]){1,60})\$"
        r"|\\\(((?:(?!\\approx|\\sim|≈|%)[^\n,]){1,60}?)\\\)"
        r"|([-−]?\d+(?:,\d{1,2}(?!\d)|,\d{4,}|(?:,\d{3})*(?:\.\d+)?)(?:/\d+)?(?:[ \u00a0\u202f]?%)?)(?![\d%\w]|[.,]\d)"  # "i.e. 25%", "то есть 1,2"
    )
    return r"\A[ \t]*[,;—–，；、]?[ \t]*(?:" + marker + r")[ \t]*[,:，：]?[ \t]*(?:" + value + r")(?=(?:[ \t]+[^\W\d_]+){0," + str(words) + r"}[ \t]*(?:[.;!,。；！，]|\n|\Z))"


# Another form of the answer joined to it by a restating word ("\boxed{\frac13}, i.e. 0.25"): read with it as a chain.
_RESTATED_AFTER_RE = lazy_compile(_restatement_pattern(), re.IGNORECASE)
# The same after a restating word alone, with the noun phrase that closes it ("\boxed{\frac13}, cioè 0,33 della torta").
_RESTATED_PHRASE_RE = lazy_compile(_restatement_pattern((RESTATEMENTS,), RESTATED_NOUN_WORDS), re.IGNORECASE)


# Another form of the answer joined to it by an equals sign outside its math span ("$\boxed{12}$ = $2^2 \cdot 3$",
# "\boxed{12} = 13"): one math span, or math written as text (numbers, operators, commands, one-letter
# names) that ends its clause, or its unit's.  Read with the box as one chain, as the same sign inside the span is.
_EQUAL_AFTER_RE = lazy_compile(
    r"\A[ \t]*=[ \t]*(?:\$([^$\n]{1,60})\$|\\\((.{1,60}?)\\\)"
    r"|((?:\\[a-zA-Z]+|[0-9.+\-−*/^·×÷()\[\]{}_ \t]|(?<![a-zA-Z])[a-zA-Z](?![a-zA-Z])){1,60}))"
    r"(?=(?:[ \t]+[^\W\d_]+)?[ \t]*(?:[.;!,。；！，]|\n|\Z))"  # a unit or count noun may close it: dropped, as after a box
)


@_remembered
def _check_prose_after(after: str) -> Tuple[str, int]:
    """Raise when the prose right after a box (or its math span) changes its value; return the
    unit or scale words that belong to it, or another form of it joined by a restating word or an
    equals sign, and how much of ``after`` that form takes (0 for units and words)."""
    closed = _CLOSE_AFTER_RE.match(after)
    skipped = closed.end() if closed else 0
    rest = after[skipped:]
    if _EXCLAMATION_AFTER_RE.match(rest) and _MATH_CLOSER_RE.search(after, 0, skipped):
        return "", 0  # "$\boxed{120}$!": outside the closed math span, "!" ends the sentence
    if _ALTERED_AFTER_RE.match(rest):
        raise UnassertedError("the boxed answer is changed by what stands after it")
    restated = _RESTATED_AFTER_RE.match(rest) or _EQUAL_AFTER_RE.match(rest) or _RESTATED_PHRASE_RE.match(rest)
    if restated:  # compared as one more member of the answer's chain: a different value is wrong
        value = next(group for group in restated.groups() if group).strip().rstrip(".")
        return " = " + value, skipped + restated.end()
    unit = _TEXT_AFTER_RE.match(rest)  # a text group right after the box belongs to it, as in math
    return (unit.group(1) if unit else _words_after(rest)), 0


def _is_quoted(text: str, start: int, end: int) -> bool:
    """Return whether the answer at ``text[start:end]`` stands between quotation marks."""
    return bool(_QUOTE_BEFORE_RE.search(text, max(0, start - 4), start) and _QUOTE_AFTER_RE.match(text, end))


@_remembered
def _check_prose_before(before: str) -> None:
    """Raise when the prose right before a box (or its math span) changes its value."""
    if _prose_altered_before(before):
        raise UnassertedError("the boxed answer is changed by what stands before it")
    if _ends_with(VALUE_CHANGING_BEFORE_SET, before) and not BOUNDS_SET.ends(before):  # "au moins" is a bound
        raise UnassertedError("the boxed answer is changed by the words before it")


@_remembered
def _check_qualifiers(before: str, after: str, answer: str = "", around: str = "") -> None:
    """Raise when the words around an answer deny, bound or hedge it (``answer``, when known, tells
    a retraction of another value after it from one of the answer).  ``around`` is the other side of
    the value, read only by the scope of negation: the clause after it when ``after`` is not checked here,
    the clause before it otherwise ("All values aside from 6 are ruled out" is read as one clause)."""
    _qualify(before, after, answer, False, around)


@_remembered
def _check_labelled_qualifiers(before: str, around: str = "") -> None:
    """Raise when the words before a math span that states the value with a label ("x =") deny,
    bound or hedge it; a bound that counts only right before a value ("above") does not reach
    past the label.  ``around`` is what follows the value: the clause an exceptive before it may complete."""
    _qualify(before, "", "", True, around)


def _qualify(before: str, after: str, answer: str, labelled: bool, around: str = "") -> None:
    _qualify_by_phrases(before, after, answer, labelled, around)  # a bound or hedge says more than "denied"
    check_fronted_complement(before, after or around)  # "Dass die Summe 720 ist, halte ich keineswegs für gesichert."
    if before and negated_restrictive(before):
        raise HedgedError("the answer is one of several")  # "The answer is not only 4: -4 works as well."
    if before and is_denied_before(before, after or around) or after and (is_denied_after(after, before or around) and not affirms_after(after)
                                                                          and not affirms_after_negated_error(after) and not ends_in_negated_idiom(after)
                                                                          or denies_its_nominalized_clause(after)):  # ("olduğundan hiç şüphem yok")
        raise UnassertedError("the answer stands inside the scope of a negation")


def _qualify_by_phrases(before: str, after: str, answer: str, labelled: bool, around: str = "") -> None:
    unread_after = after or around  # as given: the clause an exceptive before the value may be completed by
    if asks_what_follows(before, unread_after) or after and any(mark in after for mark in QUESTION_MARKS):
        raise UnassertedError("the answer is asked, not asserted")  # (or a clause opened by "whether" holds it)
    if after:
        if _LIST_CONTINUES_RE.match(after) and not _DENIED_AFTER_RE.match(after):
            raise HedgedError("the answer is followed by more values")
        if _is_range(after, answer):
            raise HedgedError("the answer is one end of a range")
        if offered_by_mood(after) or offered_by_mood(_past_unit(after, nouns=True)) or offers_another_by_mood(after):  # "$\\boxed{30}$ might be the answer", "..., though another could work"
            raise HedgedError("the answer is the subject of a possibility")
        if approximated_at_clause_end(after):  # "48 kilometres per hour approximately"
            raise HedgedError("the answer is a bound or an approximation, not a value")
        if not QUALIFIERS_AFTER_SET.mentions(after) and not _FOR_VARIABLE_RE.match(after):
            after = ""
    if before and (offered_by_modal_before(before, unread_after) or offered_by_modal_after_copula(before) or offered_by_possible_clause(before)):
        raise HedgedError("the answer is the complement of a possibility")
    if doubts_what_follows(before) or doubts_at_clause_end(unread_after):  # "I doubt that the total is", "255인지 의심스럽다"
        raise HedgedError("the answer is doubted")
    if before and (stated_under_a_counterfactual(before) or one_case_of_several(before)):  # "If the order mattered, the count would be"
        raise HedgedError("the answer is stated under a counterfactual condition, or as one case of several")
    if not QUALIFIERS_BEFORE_SET.mentions(before) and not glues_a_condition(before):  # (a glued condition is no word: "계산했다면")
        before = ""
    if before and supposed_by_the_writer(before):  # "If I computed correctly, the answer is", "Sospecho que la respuesta es"
        raise HedgedError("the answer is the writer's supposition")
    if not before and not after:
        return
    if attributes_to_someone(before):  # "Según Juan, la respuesta es", "John says the answer is"
        raise UnassertedError("the answer is reported as somebody's claim or a mistake")
    clause = value_clause(before)
    if stands_past_contrast(REPORTED_SET, clause) and not affirms_by_double_negation(before) and not _negated_claim_affirms(clause, unread_after) \
            and not reports_in_free_relative(clause, REPORTED_SET.located(clause)):  # (not "It is not true that ... is not", "As the key says, ...")
        raise UnassertedError("the answer is reported as somebody's claim or a mistake")
    if _ends_with(VALUE_CHANGING_BEFORE_SET, before) and not BOUNDS_SET.ends(before) and not before.rstrip(" \t\n$").endswith((":", "：")):
        raise UnassertedError("the answer is changed by the words before it")  # (not past a colon: "each counted twice: $$...$$")
    subject = subject_at_end(before)
    if subject and VALUE_CHANGING_BEFORE_SET.ends(before[: subject.start()]) and not _CLAUSE_END_RE.search(before[: subject.start()]):
        raise UnassertedError("the answer is changed by the words before its subject")  # "Twice the answer is 18"
    # After an exceptive or "only", the clause after the value is its subject's predicate, read by scope.
    taken_back = (_retracts(after, answer) or NEGATIONS_SET.ends(after.rstrip(" .!;)")) and not ends_in_negated_idiom(after)
                  and not closes_subordinate_alternative(after)) \
        and not (around and is_read_by_exception(around)) and not affirms_after(after)  # "가 아닐 리가 없습니다"
    if taken_back and (negates_other_values(after) or opens_subordinate_clause(after) or answer and denies_another_value(after, own_values(answer))):
        taken_back = False  # the negation is about the other values or another value ("; the root -8, which ..., is discarded")
    if _denies(before, unread_after) or taken_back:
        raise UnassertedError("the answer is denied")
    if ends_with_bound(before, adjacent=not labelled) or BOUNDS_AFTER_SET.starts(after) or _bound_past_unit(after):
        raise HedgedError("the answer is a bound or an approximation, not a value")
    if (HEDGES_SET.search(mask_attitude_modifiers(mask_negation_intensifiers(before)), outside=NOT_HEDGES) or _approximates(before)
            or _hedged(after, answer)):  # numbers before a value are its givens
        raise HedgedError("the answer is hedged")
    beyond = _past_unit(after) if after else ""  # "\\boxed{18} dollars or 20": the unit is dropped, the rest read
    if offers_another(after) or beyond and offers_another(beyond):
        raise HedgedError("the answer is followed by an alternative")
    if any(CONDITIONS_SET.starts(part.lstrip(" \t$*_),.;:(（，【[")) or _FOR_VARIABLE_RE.match(part) for part in (after, beyond) if part):
        raise HedgedError("the answer is conditional")


def _negated_claim_affirms(clause: str, after: str) -> bool:
    """Return whether every reported claim in the value's clause is a negated one ("It is not true that") and the scope
    of negation, which counts it, affirms the value: "It is not true that the answer could be anything other than 11"."""
    return all(any(is_negator(word) for word in phrase) for _, phrase in REPORTED_SET.located(clause)) \
        and polarity_before(clause).flips >= 2 and not is_denied_before(clause, after)


# A clause ends between a word and the subject after it ("Since x cannot be negative, the answer is").
_CLAUSE_END_RE = lazy_compile(r"[,;:，；：、]\s*\Z")
# "\boxed{5} (for $n$ even)": an answer for some values of a variable only.
_PLAN_MARK_RE = lazy_compile(r"[:：;；]")
_SET_OFF_OPENING_RE = lazy_compile(r"[\s*_>#]*([^\W\d_][^,，:：;；\n]*?)\s*[,，]")


def _approximates(before: str) -> bool:
    """Return whether an approximation adverb bears on the value: in its own clause (past the last clause
    mark: "nicht ungefähr, sondern genau 12" is exact), not negated, with no word of exactness after it."""
    clause = before[max(before.rfind(mark) for mark in _CLAUSE_MARKS + ("—", "–")) + 1 :]
    opening = _SET_OFF_OPENING_RE.match(before)  # "Aproximadamente, la respuesta es": an adverb set off before it all
    if opening and any(start == 0 and len(words) == len(opening.group(1).split()) for start, words in APPROXIMATIONS_SET.located(opening.group(1))) \
            and not _PLAN_MARK_RE.search(before, opening.end()) and not EXACTNESS_SET.search(before[opening.end() :]):
        return True  # the whole opening is the adverb ("Roughly speaking, ..." is an idiom of the speech), and it reaches the value
        # past no colon ("Roughly, here is the plan: ...") and no word of exactness ("..., which gives exactly 50")
    for start, _ in APPROXIMATIONS_SET.located(clause):
        preceding = clause[:start].split()
        if not (preceding and is_negator(preceding[-1].lower())) and not EXACTNESS_SET.search(clause[start:]):
            return True
    return False


_FOR_VARIABLE_RE = lazy_compile(r"\A[\s$*_),.;:(]*for\s+(?:all\s+|every\s+|each\s+)?\$?[a-zA-Z]\$?(?:\s|[<>=≤≥]|\\)")
# (and in parentheses: "\boxed{18} (and 20)", "(ou 20)", with the list words of every table language).
_LIST_WORDS = sorted({word for table in (CONJUNCTIONS, DISJUNCTIONS) for words in table.values() for word in words if word.isalpha()}, key=len, reverse=True)
_LIST_CONTINUES_RE = lazy_compile(
    r"\A[\s$*_)]*(?:,|\(\s*(?:" + "|".join(map(re.escape, _LIST_WORDS)) + r")(?![^\W\d_]))[ \t]*\$?[-+−]?\d", re.IGNORECASE
)
# Another value after a comma that a verb-final negator denies ("\boxed{24}, 42 değil", "24, 42 नहीं"): no list.
_DENIED_AFTER_RE = lazy_compile(r"\A[\s$*_)]*,[ \t]*\$?[-+−]?\d[\d.,]*\$?[ \t]+(?:" + "|".join(map(re.escape, sorted(_FINAL_NEGATOR_WORDS))) + r")(?![^\W\d_])")
# A range after the answer: "\boxed{18}–20", "18 to 20", "18 through 20".
_RANGE_AFTER_RE = lazy_compile(
    r"\A[\s$*_)]*(?:–|(?:to|through|thru|bis|à|a|до)(?![^\W\d_]))[ \t]*\$?([-+−]?\d+(?:[.,]\d+)?)"
    r"(?![.,]?\d|\s*(?:decimal|dec\b|dec\.|significant|sig\b|sig\.|place|digit|dp|sf\b|d\.p|s\.f|nachkomma|stelle|cifra|casa|chiffre|décimal|знак|десятичн))",  # "to 2 decimal places" is a precision
    re.IGNORECASE,
)


def _is_range(after: str, answer: str) -> bool:
    """Return whether the text after an answer makes it one end of a range ("18 to 20", "18–20"); a
    second number no larger than the answer makes a ratio ("3 to 1", "odds 18 to 1")."""
    found = _RANGE_AFTER_RE.match(after)
    if not found:
        return False
    try:
        return float(found.group(1).replace("−", "-").replace(",", ".")) > float(answer.strip().strip("$").replace(",", ""))
    except ValueError:
        return True  # an answer that is no plain number: a range all the same


# A box between quotation marks is somebody's words, not the answer ('he says "\boxed{5}"').
_QUOTE_BEFORE_RE = lazy_compile(r"[\"“„‚‘«「『][\s$]*\Z")
_QUOTE_AFTER_RE = lazy_compile(r"[\s$]*[\"”“’‘»」』]")
# A unit between the answer's math span and its sentence's stop, the response's last words ("\) square
# feet."): as closed as a closed tail, when its words are listed unit words (``UNIT_WORDS``; not any word
# ``is_unit`` reads as one, "wenigstens") that make one unit and change nothing (``_words_after``: no scale
# word).  tests/test_extract.py holds every check that is skipped for it to passing.
_UNIT_TAIL_RE = lazy_compile(r"[ \t]*(?:\\\)|\\\]|\$\$?)[ \t]+([a-zA-Z]+(?:[ \t][a-zA-Z]+)?)[ \t]*\.?[ \t\n]*\Z")


def is_unit_tail(tail: str) -> bool:
    """Return whether ``tail`` closes the answer's math span and ends the response with a unit only."""
    found = _UNIT_TAIL_RE.match(tail)
    return found is not None and all(word.lower() in _LISTED_UNITS for word in found.group(1).split()) and is_unit(found.group(1)) \
        and not _words_after(found.group(1))


# A parenthesised explanation that ends an anchored answer's line: "9 (since ...)", "Evelyn (average speed 3.6)".
_EXPLANATION_OPENER = r"(?:" + "|".join(EXPLANATION_OPENERS) + r")(?![^\W\d_])"
_EXPLANATION_START_RE = lazy_compile(_EXPLANATION_OPENER, re.IGNORECASE)
