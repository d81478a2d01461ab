r"""Whole model output -> the text of its one final answer (boxes, anchors, hedges).

The search runs from the end of the response, so its cost does not depend on how
long the reasoning before the answer is.  The order of preference:

1. the last balanced ``\boxed{...}`` / ``\fbox{...}`` (with the boxes joined to it
   by "and", "or" or commas: one list answer);
2. the last anchor ("The answer is", "Final Answer:", "####", "答案是", ...);
3. a response that is itself one short line (an arithmetic chain gives its last value);
4. the final sentence, when it holds exactly one number or math span.

Steps 3 and 4 are skipped with ``require_anchor=True`` (the reward setting).

>>> extract(r"So the answer is \boxed{42}.").text
'42'
>>> extract(r"\boxed{2} and \boxed{3}").text
'2, 3'
>>> extract(r"\boxed{6}, wait, actually \boxed{5}").text
'5'
>>> extract(r"The answer is not \boxed{5}")
Traceback (most recent call last):
  ...
strictgrade.verdict.UnassertedError: the only boxed answer is denied
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Callable, List, NamedTuple, Optional, Tuple, Type, TypeVar

from ._tables import (
    CURRENCY_SIGNS,
    ELLIPSES,
    NUMBER_WORDS,
    YES_NO_WORDS,
    UNIT_WORDS,
    VALUE_NOUNS,
    ABBREVIATIONS,
    ANCHOR_CORE_WORDS,
    ANSWER_ANCHORS,
    DECIMAL_COMMA_LANGUAGES,
    ANSWER_ENDINGS,
    EDGE_CHAT_TOKENS,
    END_OF_TURN_TOKENS,
    LABEL_WORDS,
    LINE_ANCHORS,
    OPTION_LETTERS,
    REASONING_TAGS,
    EXPLANATION_OPENERS,
    CONJUNCTIONS,
    DISJUNCTIONS,
    DECORATION_RANGES,
    RETRACTIONS,
    ANSWER_TAGS,
    ANSWER_BLOCK_ANCHOR,
    ROLE_WORDS,
    SCALE_WORDS,
    SPACING_COMMANDS,
    TURN_START_TOKENS,

)
from ._text import SPACING_FROM_ITS_START, TOO_LONG, find_closing_brace
from .limits import (
    BLANK_LINE_WALK,
    CHECK_CACHE_SIZE,
    MAX_CHECKED_TEXT,
    MATH_SPAN_SCAN,
    MAX_CHAINED_SPANS,
    MAX_BARE_LENGTH,
    MAX_BARE_WORDS,
    MAX_BOX_LOOKUPS,
    MAX_BOXES,
    MAX_BRACE_SCAN,
    PARAGRAPH_LENGTH,
    PARAGRAPH_LINES,
    PARENTHETICAL_WORDS,
    TABLE_LABEL_WORDS,
    PHRASE_EDGE,
    PROSE_LOOKBACK,
    MAX_PADDING,
    QUALIFIER_WINDOW,
    SHORT_PADDING,
    RETRACTION_WINDOW,
    SHORT_SENTENCE_WORDS,
    SENTENCE_WINDOW,
    TAIL_SCAN,
    TAIL_WINDOW,
)
from .phrases import (
    ALTERNATIVES_SET,
    ANCHOR_PHRASES,
    BOUNDS_AFTER_SET,
    BOUNDS_SET,
    CHECKS_SET,
    CLOSING_LINES_SET,
    CONDITIONS_SET,
    CONFIRMATIONS_SET,
    CORRECTIONS_SET,
    DENIALS_SET,
    DISJUNCTIONS_SET,
    DOUBTS_SET,
    EMPHASIS_ANCHOR_PHRASES,
    GIVENS_SET,
    HEDGES_SET,
    IDIOMS_SET,
    JOINER_GAP_RE,
    NEGATIONS_SET,
    replaced_by_another,
    names_another_true_value,
    NO_VALUE_SET,
    NEUTRAL_ALONE,
    NEUTRAL_PHRASE_ENDS,
    NEUTRAL_PHRASES,
    NOT_HEDGES,
    PhraseSet,
    QUALIFIERS_AFTER_SET,
    QUALIFIERS_BEFORE_SET,
    REPLACEMENTS_SET,
    REPORTED_SET,
    RETRACTIONS_SET,
    VALUE_CHANGING_BEFORE_SET,
    VALUE_CHANGING_SET,
    has_emphasis_colon,
    offers_another,
    stands_past_contrast,
)
from .normalize import is_unit
from .verdict import GradeError, HedgedError, NoAnswerError, TooComplexError, UnassertedError
from .visible import math_span_parts, visible_text

__all__ = ["Extraction", "extract", "extract_boxed", "final_text", "strip_chat_tokens", "strip_reasoning"]



_Result = TypeVar("_Result")
_CHECK_CACHES: List["functools._lru_cache_wrapper[object]"] = []


class _Raised(NamedTuple):
    """A check's error, remembered as its class, message and text (never with its frames)."""

    kind: Type[GradeError]
    message: str
    text: str


def _remembered(check: Callable[..., _Result]) -> Callable[..., _Result]:
    """Remember what a check of short texts decides: its result, or the error it raises.  The
    checks are pure functions of their texts, and the sentences around answers recur across the
    samples of one problem.  ``clear_check_caches`` forgets them."""

    @functools.lru_cache(maxsize=CHECK_CACHE_SIZE)
    def outcome(*texts: str) -> object:
        try:
            return check(*texts)
        except GradeError as error:
            return _Raised(type(error), error.message, error.text)

    if check.__code__.co_argcount == 1:  # one text: no tuple of lengths to add up

        @functools.wraps(check)
        def remembered_one(text: str) -> _Result:
            if len(text) > MAX_CHECKED_TEXT:
                return check(text)
            value = outcome(text)
            if type(value) is _Raised:
                raise value.kind(value.message, value.text)  # type: ignore[attr-defined]
            return value  # type: ignore[return-value]

        remembered: Callable[..., _Result] = remembered_one
    else:

        @functools.wraps(check)
        def remembered_many(*texts: str) -> _Result:
            if sum(map(len, texts)) > MAX_CHECKED_TEXT:
                return check(*texts)
            value = outcome(*texts)
            if type(value) is _Raised:
                raise value.kind(value.message, value.text)  # type: ignore[attr-defined]
            return value  # type: ignore[return-value]

        remembered = remembered_many
    _CHECK_CACHES.append(outcome)
    return remembered


def clear_check_caches() -> None:
    """Forget what the checks of the words around answers decided."""
    for cache in _CHECK_CACHES:
        cache.cache_clear()


class Extraction(NamedTuple):
    """The answer text taken from a response and where it came from."""

    text: str
    source: str  # "box", "anchor", "bare", "chain" or "sentence"
    end: int = -1  # where a box ends in the response; -1 for other sources


_BOX_RE = re.compile(r"\\(?:boxed|fbox)(?![a-zA-Z])")
_UNBRACED_BOX_ARG_RE = re.compile(
    r"""
    [ \t]*
    ( [-+]?\s*\d+(?:[.,]\d+)*           # a signed number: \boxed -1
    | \\[a-zA-Z]+                       # or a command
      (?:\s*(?:\{[^{}]*\}|[0-9a-zA-Z])){0,2}   # with up to two arguments: \boxed \frac12
    | [A-Za-z]                          # or one letter: \boxed A
    )
    """,
    re.VERBOSE,
)
# Longest first, so that at one position "final answer is" wins over "final answer".
_ANCHOR_PHRASES = ANCHOR_PHRASES
_LINE_ANCHOR_PHRASES = tuple("\n" + p for p in LINE_ANCHORS)


_AnchorGroups = Tuple[Tuple[str, Tuple[str, ...]], ...]


def _group_anchors(phrases: Tuple[str, ...]) -> Tuple[_AnchorGroups, _AnchorGroups]:
    """The phrases grouped by the core word they hold: every group, and the groups with an ASCII core."""
    groups: dict = {}
    for phrase in phrases:
        core = next((core for core in ANCHOR_CORE_WORDS if core in phrase), phrase)
        groups.setdefault(core, []).append(phrase)
    every = tuple((core, tuple(phrases)) for core, phrases in groups.items())
    return every, tuple(group for group in every if group[0].isascii())


_ANCHOR_GROUPS, _ASCII_ANCHOR_GROUPS = _group_anchors(tuple(p for p in _ANCHOR_PHRASES if p not in EMPHASIS_ANCHOR_PHRASES))
# Looked for only after "**:" and the like.
_EMPHASIS_ANCHOR_GROUPS, _ASCII_EMPHASIS_ANCHOR_GROUPS = _group_anchors(EMPHASIS_ANCHOR_PHRASES)
# A full stop not after a digit, before a capital, or after a word; or a CJK stop.  Every
# alternative starts with its literal character, so the regex engine skips to them fast.
_SENTENCE_END_RE = re.compile(r"\.(?:(?<!\d\.)(?=\s|$)|(?=\s+[A-Z])|(?<=[^\d\s]\.)(?=\s))|。|！|？")
_OPTION_LINE_RE = re.compile(r"(?m)^[ \t]*\(?[" + OPTION_LETTERS + OPTION_LETTERS.lower() + r"][).:][ \t]")
_MATH_SPAN_RE = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)
_NUMBER_RE = re.compile(r"(?<![\w.])-?\$?\d[\d,]*(?:\.\d+)?(?:/\d+)?%?(?![\w])")
_DISPLAY_SPAN_RE = re.compile(r"\\\[.*?\\\]|\$\$.*?\$\$", re.DOTALL)
_PLACEHOLDER_RE = re.compile("\x00(\\d+)\x00")
_WORD_RE = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}")
_LEADING_WORD_RE = re.compile(r"^[A-Za-z]{2,}\b")
_LONE_LETTER_RE = re.compile(r"^[A-Za-z]$")
_CHAIN_RE = re.compile(r"^[\d\s+\-*/×÷().,$=]+$")
_LEADING_FILLER_RE = re.compile(r"^(?:\s|:|\*\*?|__?|#+|is\b|are\b|equals\b|=|：|»|«|—|-(?=\s))+", re.IGNORECASE)
_LEADING_DISPLAY_RE = re.compile(r"\\\[(.+?)\\\]|\$\$(.+?)\$\$|\\begin\{(?:equation|align|gather)\*?\}(.+?)\\end\{", re.DOTALL)
_ANSWER_ENDING_RE = re.compile("(?:" + "|".join(re.escape(e) for e in ANSWER_ENDINGS) + r")\s*$")
# Spacing, emphasis, stops and colons at the end of an answer (not an escaped underscore "\_"):
# matched on the reversed text from its end, so that a long run costs one pass, not one per start.
_REVERSED_TRAILING_FILLER_RE = re.compile(r"(?:\s|\*|_(?!\\)|[.。,;:])*")


_MEANINGFUL_SIGNS = "".join(phrase for phrases in RETRACTIONS.values() for phrase in phrases if len(phrase) == 1)
# Decoration and spacing at the end of a text, read backwards (one forward match).
_REVERSED_DECORATION_RE = re.compile(
    r"(?:\s|(?![" + re.escape(_MEANINGFUL_SIGNS) + r"])[" + "".join(f"\\U{low:08x}-\\U{high:08x}" for low, high in DECORATION_RANGES) + r"])*"
)


def _strip_decoration(text: str) -> str:
    """Return ``text`` without the emoji and pictographs (and spacing) it ends with."""
    if not text or text[-1].isascii():
        return text
    length = _REVERSED_DECORATION_RE.match(text[::-1]).end()  # type: ignore[union-attr]  (it matches the empty run)
    return text[: len(text) - length] if length else text


def _strip_trailing_filler(text: str) -> str:
    """Return ``text`` without the spacing, emphasis, stops and colons it ends with."""
    if not text or not _REVERSED_TRAILING_FILLER_RE.match(text[-1]).end():  # type: ignore[union-attr]
        return text  # it ends with a word or a value: nothing to strip
    length = _REVERSED_TRAILING_FILLER_RE.match(text[::-1]).end()  # type: ignore[union-attr]
    return text[: len(text) - length]


_REASONING_TAG_RE = re.compile("|".join(re.escape(tag) for pair in REASONING_TAGS for tag in pair))
_REASONING_TAG_FIRSTS = "".join(sorted({tag[0] for pair in REASONING_TAGS for tag in pair}))  # "<": ``in`` finds one character fastest


def strip_reasoning(response: str) -> str:
    """Keep what follows the last closing reasoning tag (``</think>``); an unfinished block has no answer.

    A closing tag with no opening one is a block the chat template opened.

    >>> strip_reasoning("<think>maybe 4</think>So 5.")
    'So 5.'
    """
    for first in _REASONING_TAG_FIRSTS:
        if first in response:
            break
    else:
        return response  # most responses hold no tag (nor the character every tag starts with)
    if not _REASONING_TAG_RE.search(response):
        return response
    for opening, closing in REASONING_TAGS:
        close = response.rfind(closing)
        if close >= 0:
            after = response[close + len(closing) :]
            if not after.strip():
                raise NoAnswerError("nothing follows the reasoning block")
            if opening in after:
                raise NoAnswerError("a reasoning block opens again after the answer and never ends")
            return after
        if opening in response:
            raise NoAnswerError("the reasoning block never ends")
    return response


_ROLE = r"(?:\s*(?:" + "|".join(ROLE_WORDS) + r")\b)?"
_LEADING_TURN_RE = re.compile(
    r"\A\s*(?:" + "|".join(re.escape(t) for t in EDGE_CHAT_TOKENS) + r")?\s*"
    r"(?:(?:" + "|".join(re.escape(t) for t in TURN_START_TOKENS) + r")" + _ROLE + r"\s*(?:<\|end_header_id\|>)?\s*)*"
)
_TURN_BOUNDARY_RE = re.compile("|".join(re.escape(t) for t in END_OF_TURN_TOKENS + TURN_START_TOKENS))
_CHAT_TOKEN_RE = re.compile("|".join(re.escape(t) for t in EDGE_CHAT_TOKENS + END_OF_TURN_TOKENS + TURN_START_TOKENS))


def strip_chat_tokens(text: str) -> str:
    """Keep the message itself: drop a leading turn header, cut at the end of the turn.

    ``<s>`` and ``</s>`` count as tokens only at the very start and end: elsewhere they
    are HTML strikethrough, which the visibility pass removes with what they enclose.

    >>> strip_chat_tokens("<|im_start|>assistant\\nThe answer is 5.<|im_end|>\\n<|im_start|>user\\nAnd 6?")
    'The answer is 5.'
    """
    if "<" not in text:
        return text
    if not _CHAT_TOKEN_RE.search(text):
        return text.strip()  # what the steps below make of a text without a token
    if text.lstrip().startswith("<s>") and text.rstrip().endswith("</s>"):
        return text  # <s> ... </s> around it all is HTML strikethrough: the visibility pass removes it
    text = _LEADING_TURN_RE.sub("", text)
    boundary = _TURN_BOUNDARY_RE.search(text)
    if boundary:
        text = text[: boundary.start()]
    stripped = text.rstrip()
    if stripped.endswith(EDGE_CHAT_TOKENS):
        stripped = stripped[: stripped.rfind("<")].rstrip()
    return stripped


def answer_block(text: str) -> Optional[str]:
    """Return the text to read when it holds an answer block (``<answer>6</answer>``), or None.

    A block that is all the text holds is where the format puts the final answer: it is read as
    anchored ("Answer: 6").  Beside other text, its tags are markup and its content is read in
    place, with the words around it ("The answer is not <answer>5</answer>" denies 5).  Two blocks
    are not one answer block: the text is read as it stands.

    >>> answer_block("<answer>6</answer>"), answer_block("So <answer>6</answer>.")
    ('Answer: 6', 'So 6.')
    """
    if "<" not in text:
        return None
    for opening, closing in ANSWER_TAGS:
        start = text.rfind(opening)
        if start < 0:
            continue
        end = text.find(closing, start)
        if end < 0 or text.rfind(opening, 0, start) >= 0:
            return None  # an open block, or two blocks: read the text as it stands
        content = text[start + len(opening) : end]
        before, after = text[:start], text[end + len(closing) :]
        if not before.strip() and not after.strip():
            return ANSWER_BLOCK_ANCHOR + content.strip() if content.strip() else ""  # an empty block: no answer
        return before + content + after
    return None


def final_text(response: str) -> str:
    """The part of a response a reader takes the answer from: after reasoning, without chat tokens, visible."""
    return visible_text(strip_chat_tokens(strip_reasoning(response)))


@dataclass(frozen=True)
class _Box:
    start: int
    end: int  # one past the box
    content: str


def _read_box(text: str, start: int, name_end: int) -> Optional[_Box]:
    """Read the box whose command starts at ``start``; None when unbalanced or empty."""
    position = name_end
    while position < len(text) and text[position] in " \t":
        position += 1
    if position < len(text) and text[position] == "{":
        close = find_closing_brace(text, position)
        if close == TOO_LONG:
            raise TooComplexError(f"a box runs past {MAX_BRACE_SCAN} characters")
        if close < 0:
            return None
        content = text[position + 1 : close].strip()
        return _Box(start, close + 1, content) if content else None
    match = _UNBRACED_BOX_ARG_RE.match(text, name_end)
    if not match:
        return None
    return _Box(start, match.end(), match.group(1).strip())


def _find_boxes(text: str) -> Tuple[List[_Box], bool]:
    """Return the last boxes in order, and whether the very last box is broken."""
    boxes: List[_Box] = []
    position = len(text)
    last_broken = False
    fbox = text.rfind("\\fbox")  # most texts have none: not searched for again until passed
    for _ in range(MAX_BOX_LOOKUPS):
        if len(boxes) >= MAX_BOXES:
            break
        if fbox + len("\\fbox") > position:
            fbox = text.rfind("\\fbox", 0, position)
        start = max(text.rfind("\\boxed", 0, position), fbox)
        if start < 0:
            break
        match = _BOX_RE.match(text, start)
        position = start
        if not match:
            continue
        box = _read_box(text, start, match.end())
        if box is None:
            if not boxes:
                last_broken = True
            continue
        if boxes and box.end >= boxes[0].end:
            boxes[0] = box  # an outer box around the one found before: keep the outer one
            continue
        boxes.insert(0, box)
    return boxes, last_broken


# The spacing commands written as a backslash and a sign: "\\," is a thin space, not a comma.
_SPACING_ESCAPES = tuple("\\" + name for name in SPACING_COMMANDS if not name.isalpha())


def _ends_with(phrases: PhraseSet, before: str, comma_ends: bool = True, adjacent: bool = True) -> bool:
    """Return whether a phrase stands right before a value; a comma or a stop between ends it ("non, 5"),
    but not the stop of an abbreviation ("approx. 5").  With ``comma_ends=False`` a phrase set off
    by commas as an aside of a few words still stands before the value ("is, roughly, 5")."""
    if not phrases.ends(before, adjacent):
        return False
    trimmed = before.rstrip(" \t\n$*_(\\[")
    while trimmed.endswith(_SPACING_ESCAPES):  # "not \\, \\boxed{5}": a thin space, not a comma
        trimmed = trimmed[:-2].rstrip(" \t\n$*_(\\[")
    if trimmed.endswith(".") and (" " + trimmed[:-1]).lower().endswith(_ABBREVIATIONS):  # also at the start
        return True
    if trimmed.endswith(ELLIPSES):
        return True  # "at least... 5" trails off into its value
    if trimmed.endswith((",", "，")) and not comma_ends:  # "is, roughly, 5": a bound set off by commas
        head, _, aside = trimmed[:-1].replace("，", ",").rpartition(",")
        return bool(head) and len(aside.split()) <= PARENTHETICAL_WORDS and phrases.ends(aside, adjacent=False)
    return not trimmed.endswith((",", ".", ";", "!", "?", "，", "。"))


@_remembered
def _is_denial_before(before: str) -> bool:
    return _ends_with(DENIALS_SET, before)


def _is_denied(text: str, box: _Box) -> bool:
    """Return whether a denial stands right before a box ("not \\boxed{5}"), or before the math span
    that states it ("not $x = \\boxed{5}$") or opens its chain of equal forms; a comma ends it ("non, \\boxed{5}")."""
    if _is_denial_before(text[_window_start(text, box.start) : box.start]):
        return True
    return any(_is_denial_before(text[_window_start(text, start) : start]) for start in _value_starts(text, box)[1:])


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


_PARAGRAPH_BREAK_RE = re.compile(r"\n(?=[ \t]*\n)")  # a blank line, found at its first line break
_NON_SPACE_RE = re.compile(r"\S")  # found from the start: no copy of a long response
_MATH_OPENER_HINTS_RE = re.compile(r"\$|\\[(\[]|\\begin")  # a text without these has no math span
# In a math span, what may stand before a box: spacing, neutral wrappers, and then
# nothing, a relation that states the value (=, :, \Rightarrow), an alignment, or prose.
_MATH_SPACING = r"(?:\s|~|\\[,;:! ]|\\(?:quad|qquad|displaystyle|textstyle|tiny|small|normalsize|large|Large|LARGE|huge|Huge)(?![a-zA-Z]))"
_WRAPPER_OPENER = (
    r"\{|\\(?:textbf|mathbf|bm|boldsymbol|underline|fbox|boxed)\s*\{|\\(?:text)?color\s*\{[a-zA-Z]+\}\s*\{?"
)
# A currency sign before the value in its span states its unit, not another value: $\$\boxed{18}$.
_CURRENCY = r"(?:\\\$|[" + "".join(CURRENCY_SIGNS) + r"]|\\(?:euro|pounds|yen|textdollar|textsterling|texteuro)(?![a-zA-Z]))"
_NEUTRAL_OPENERS_RE = re.compile(r"(?:" + _MATH_SPACING + r"|" + _WRAPPER_OPENER + r"|" + _CURRENCY + r")*\Z")
_WRAPPER_OPENERS_RE = re.compile(r"(?:" + _WRAPPER_OPENER + r")+\Z")
# A relation that states the value after it: "=" (not "!=" nor "\\not="), ":", an arrow, "\\equiv".
_STATING_RELATION = (
    r"(?<![!/<>])(?<!\\not)(?<!\\not )=|:|\\(?:Rightarrow|implies|Longrightarrow|therefore|to|rightarrow|longrightarrow|mapsto|equiv)"
)
_STATING_BEFORE_RE = re.compile(r"(?:\A|" + _STATING_RELATION + r"|&|\\\\|\\in|\\(?:text|textbf|mathbf|mathrm|textrm)\s*\{[^{}]*\}|\bis)\s*\Z")
# A stating relation at the end of what precedes a box in its math span (the label rule).
_STATING_RELATION_RE = re.compile(r"(?:" + _STATING_RELATION + r")\s*\Z")
# A span's body that opens with a stating relation continues the span before it; what may separate them.
_LEADING_RELATION_RE = re.compile(r"(?:" + _MATH_SPACING + r")*(?:" + _STATING_RELATION + r")")
_CHAIN_GAP = " \t\n,"
# A text group and its words (\text{ cm}, \mbox{minus}).
_TEXT_GROUP = r"\\(?:text|mathrm|textrm|mbox)\s*\{([^{}]*)\}"
_LAST_TEXT_GROUP_RE = re.compile(_TEXT_GROUP + r"\s*\Z")
_TEXT_GROUP_RE = re.compile(_TEXT_GROUP)
_APPROX_BEFORE_RE = re.compile(r"(?:\\approx|\\sim|\\simeq|≈)\s*\Z")
_CLOSINGS = (
    r"(?:" + _MATH_SPACING + r"|\}|[.,;]|\\(?:checkmark|blacksquare|square|qed|Box)(?![a-zA-Z])"
    r"|\\end\s*\{(?:aligned|align|gathered|gather|split|equation|multline|flalign|alignat|eqnarray)\*?\})*"
)  # "\\[\\begin{aligned} x &= \\boxed{5}\\end{aligned}\\]": an alignment's end closes nothing the box holds
# In a math span, what may follow a box: closings and punctuation, then nothing, an
# alignment or row break, "=", a degree sign, a percent sign, or one text group (a unit).
_MODULUS = r"(?:\\pmod\s*(?:\{[^{}]*\}|\d+)|\(\s*\\(?:bmod|mod)\s*\d+\s*\))"
_STATING_AFTER_RE = re.compile(
    r"\A" + _CLOSINGS + r"(?:\Z|&|\\\\|(?:" + _MODULUS + r"|\^\s*\{?\\circ\}?|\\?%"
    r"|\\(?:text|mathrm|textrm|mbox|operatorname)\s*\{[^{}]*\}(?:\^\{?\d\}?)?"
    r")" + _CLOSINGS + r"(?:\Z|&|\\\\))"
)
# A parenthesised note after the box in its span ("\\quad (\\text{by the complement rule})"), read by _is_plain_note.
_PAREN_NOTE_AFTER_RE = re.compile(r"\A" + _CLOSINGS + r"\(\s*\\text\s*\{([^{}]*)\}\s*\)" + _CLOSINGS + r"\Z")
# A chain that goes on after a box in its math span: another form of the value after "=" or an
# approximation sign, to the end of the span (no other box, no further relation of another kind).
_CHAIN_AFTER_RE = re.compile(
    r"\A" + _CLOSINGS + r"(=(?:(?!\\(?:boxed|fbox|approx)(?![a-zA-Z])|≈)[^<>&]){1,%d}" % PROSE_LOOKBACK
    + r"|(?:\\approx(?![a-zA-Z])|≈)\s*[-−]?\d+(?:\.\d+)?)" + _CLOSINGS + r"\Z"
)  # after an approximation sign only a decimal: the grader holds it to the value rounded
_CHAIN_END = " \t\n.,;\\"
_NOTE_GROUP_RE = re.compile(r"\\[a-z]+\s*\{\s*\((.*)\)\s*\}\Z")
_TEXT_AFTER_RE = re.compile(r"\A" + _CLOSINGS + r"(\\(?:text|mathrm|textrm|mbox|operatorname)\s*\{[^{}]*\}(?:\^\{?\d\}?)?)")
# Outside math: spaces, emphasis, list bullets and words are neutral; an operator, a
# relation, a command or a digit attached to the box changes it.
_SPACES_BEFORE_RE = re.compile(r"(?:\s|\$|\\[,;:! ])*\Z")
_EMPHASIS_BEFORE_RE = re.compile(r"[*_]{1,3}\Z")
_BULLET_BEFORE_RE = re.compile(r"(?:\A|\n)[ \t]*(?:[-*+]|\d+[.)])\Z")
_OPERATOR_BEFORE_RE = re.compile(
    r"(?:[-+*/^×÷<>≤≥≠±∓√∛·≉≱≰≮≯≨≩≪≫≢∉∈⊂⊃⊆⊇⊊⊋≟≶≷∝≺≻←]|!=|=/=|>=|<=|\\(?!approx|sim)[a-zA-Z]+|\\[{}]|[{(\[|])\Z"
)
_COMMAND_END_RE = re.compile(r"\\[a-zA-Z]+\Z")
# A math span right before a box (its body), and what may wrap an operator inside it
# ($\mathbf{-}$, $-{}$, \(\left.-\right.\)): an operator alone there applies to the box.
_SPAN_BEFORE_RE = re.compile(r"(?:\\[(\[]|\$\$?)(?P<body>[^$\n]{1,60}?)(?:\\[)\]]|\$\$?)[ \t]*\Z")  # on the box's line
_OPERATOR_WRAPPING_RE = re.compile(
    r"\\(?:mathbf|boldsymbol|bm|text|textbf|mathrm|textrm|mbox|displaystyle|left\.|right\.|color\s*\{[^{}]*\})"
    r"|\\[,;:! ]|[{}\s]"
)
# What alone in that span changes the box: an operator, a percent sign, a root or a fraction with
# an empty slot.
_LONE_OPERATOR_RE = re.compile(r"[-+−±∓×÷*/^·%]|\\%|\\(?:pm|mp|times|div|cdot|sqrt|neg)|\\frac\d*")
# A relation other than "=" at the end of a math span: it relates what follows to what precedes.
_RELATION_END_RE = re.compile(r"(?:[<>≤≥≠≈⩾⩽]|>=|<=|\\(?:geq?|leq?|geqslant|leqslant|neq?|gt|lt|approx|sim|simeq|ll|gg)(?![a-zA-Z]))\s*\Z")
_GLUED_BEFORE_RE = re.compile(r"[0-9.,−–—π]\Z")
# An exclamation mark that ends a sentence: then spacing, the end, or closing emphasis and quotes.
_EXCLAMATION_AFTER_RE = re.compile(r"!+(?=[*_\"'”»)]*(?:\s|\Z))(?![*_\"'”»)]*\s*[=\d/(×+\-−·^!\\$])")  # not "! = 120", "! / 3!"
# What closes a math span (the text after a box's span is read from its closing delimiter).
_MATH_CLOSER = r"\$\$?|\\[)\]]|\\end\s*\{[a-zA-Z]+\*?\}"
_MATH_CLOSER_RE = re.compile(_MATH_CLOSER)
_CLOSE_AFTER_RE = re.compile(r"\A(?:" + _MATH_CLOSER + r"|[*_]{1,3}(?![\w\\({]))*")
_ALTERED_AFTER_RE = re.compile(
    r"""\A(?:
        [0-9a-zA-Z(\[{^!/*'′²³¹⁰⁴-⁹⁺⁻₀-₉πθ√]        # glued digit, letter, bracket, power, subscript or operator
      | [ \t]*[eE][+-]?\d                         # scientific notation: \boxed{5} e3
      | [ \t\u00a0\u202f\u2009]\d{3}(?!\d)         # a thousands group after a space: \boxed{5} 000
      | [ \t]+(?:π|pi\b|\\pi\b)                  # a factor of pi
      | [ \t]+(?:and[ \t]+)?\d+/\d+                # a fraction after it: \boxed{5} 1/2, \boxed{5} and 1/2
      | [ \t]*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]                    # a vulgar fraction after it
      | [.,]\d                                    # a decimal or thousands continuation
      | (?:\\[,;:!\ ]|~)+\s*\$?\s*\d              # \,000 (and $\boxed{5}\,$000)
      | \\(?!text|mathrm|mbox|textrm|quad|qquad|\\)[a-zA-Z]+   # a glued command (\pi, \sqrt, \cdot)
      | [ \t]*\$?[ \t]*(?:[-+−×÷*/^·⋅±∓→⇒⟶]|\\(?:cdot|times|div|pm|mp))[ \t]*\$?[ \t]*[\d\\(a-zA-Zπ]   # an operation on it (18 / $20$, 18 ± 2, → 20)
      | [ \t]*[+＋]                               # a plus after it: "5+", "5 +" is 5 or more
      | [ \t]+[xX][ \t]*10\^                       # 5 x 10^3
      | [ \t]+[xX×][ \t]*\$?[ \t]*\d              # 5 x 2: a product
      | [ \t]*(?:[<>≤≥≠≈]|!=|\\(?:ne|neq|le|leq|ge|geq|lt|gt)(?![a-zA-Z]))   # a relation
    )""",
    re.VERBOSE,
)


# Signs in prose that state the value after them as ":" does: arrows (and an em dash set off by a space).
_STATING_SIGNS = "→⇒⟹⟶"
# The line a box stands on is a Markdown table row: it starts with "|" (the last line of the text before).
_TABLE_ROW_START_RE = re.compile(r"(?:\A|\n)[ \t]*\|[^\n]*\Z")


_DIGITS_RE = re.compile(r"\d+(?:[.,]\d+)?")
_NOT_HEDGES_BUT_IDIOMS = tuple(phrases for phrases in NOT_HEDGES if phrases is not IDIOMS_SET)


def _hedged(text: str, answer: str) -> bool:
    """Return whether a hedge stands in ``text``; an idiom ("equally likely", "either way") hides
    its hedge word only where no number other than the answer stands outside math ("but 20 is
    equally likely" offers 20)."""
    if not text:
        return False
    wanted = answer.strip().strip("$")
    prose = text[_CLOSE_AFTER_RE.match(text).end() :]  # type: ignore[union-attr]  (the box's span may close first)
    others = [number for number in _DIGITS_RE.findall(_strip_spans(prose)) if number != wanted]  # glued to CJK text too
    return HEDGES_SET.search(text, outside=_NOT_HEDGES_BUT_IDIOMS if others else NOT_HEDGES)


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
    """Return whether the table cell before a box's cell only names it ("| **Sum** |", "| Total |"): a
    few words with no qualifier, retraction or approximation ("| Incorrect | 5 |", "| ~ | 5 |" and a
    longer "| Lower bound on r | 5 |" qualify the value)."""
    cell = row[row.rfind("|") + 1 :]
    if len(cell.split()) > TABLE_LABEL_WORDS or any(sign in cell for sign in "~≈∼"):
        return False
    return not any(phrases.search(cell) for phrases in (QUALIFIERS_BEFORE_SET, RETRACTIONS_SET, BOUNDS_AFTER_SET))


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
    if _OPERATOR_BEFORE_RE.search(rest):
        return True
    return not gap.strip(" \t\n$") and bool(_GLUED_BEFORE_RE.search(rest)) and "\n" not in gap and not (
        gap and rest.endswith((".", ","))
    )


_FIRST_WORD_RE = re.compile(r"\A([^\W\d_]+)")
_SCALE_WORDS = frozenset(SCALE_WORDS)


def _text_changes_value(before: str) -> bool:
    """Return whether a text group right before a box changes it: ``\\text{-}``, ``\\text{minus }``."""
    group = _LAST_TEXT_GROUP_RE.search(before)
    if not group:
        return False
    words = group.group(1).strip()
    return words in ("-", "−", "–", "+", "±") or _ends_with(VALUE_CHANGING_BEFORE_SET, words + " ")


def _blank_line_before(text: str, low: int, start: int) -> int:
    """Return where the last blank line within ``text[low:start]`` starts (its first line break), or -1.

    The last empty line is found by one substring scan; when spacing stands before a line break
    after it (a blank line may hold spaces), the lines right before ``start`` are looked at one by
    one (a paragraph's last lines are few), and past a few, one regex scan finds the last blank
    line of the rest.
    """
    empty = text.rfind("\n\n", low, start)
    if empty >= 0 and " \n" not in text[empty:start] and "\t\n" not in text[empty:start]:
        return empty  # no blank line with spacing after it
    newline = text.rfind("\n", low, start)
    for _ in range(BLANK_LINE_WALK):
        if newline < 0:
            return -1
        previous = text.rfind("\n", low, newline)
        if previous < 0:
            return -1
        if not text[previous + 1 : newline].strip(" \t"):
            return previous
        newline = previous
    last = -1
    for match in _PARAGRAPH_BREAK_RE.finditer(text, low, newline + 1):
        last = match.start()
    return last


def _enclosing_math(text: str, start: int, end: int) -> Optional[Tuple[int, int, int, int]]:
    """Return the body (start, end) and the whole span (start, end) of the math span holding
    ``text[start:end]``, or None."""
    low = max(0, start - MATH_SPAN_SCAN)
    previous = _blank_line_before(text, low, start)
    if previous >= 0:
        low = previous + 1
    return _delimited_span(text, low, start, end) or _scanned_span(text, low, start, end)


def _scanned_span(text: str, low: int, start: int, end: int) -> Optional[Tuple[int, int, int, int]]:
    """Return what _enclosing_math returns, from a scan of the paragraph that begins at ``low``."""
    high = min(len(text), end + MATH_SPAN_SCAN)
    following = _PARAGRAPH_BREAK_RE.search(text, end, high)
    if following:
        high = following.start()
    found = _span_in_paragraph(text[low:start], text[start:end], text[end:high])
    return None if found is None else (low + found[0], low + found[1], low + found[2], low + found[3])


_LINE_SPACING_RE = re.compile(r"[ \t\n]*")
# The delimiter pairs the shortcut below reads: an opener, its closer and the other pair's opener.
_DELIMITER_PAIRS = {"\\(": ("\\)", "\\["), "\\[": ("\\]", "\\(")}


def _delimited_span(text: str, low: int, start: int, end: int) -> Optional[Tuple[int, int, int, int]]:
    """Return the span of ``text[start:end]`` when only spacing separates it from a ``\\(..\\)`` or
    ``\\[..\\]`` pair around it that math_span_parts would pair so, or None when the scan must decide.

    The paragraph before the opener (from ``low``) may hold only delimiters of the same pair, no
    dollar, environment or ``\\\\``.  Such spans are paired left to right, each opener with the first
    closer after it, so the opener is one (not inside an earlier span) exactly when a closer stands
    between the last opener before it and it.  tests/test_extract.py holds this equal to the scan.
    """
    opener = low + len(text[low:start].rstrip(" \t\n")) - 2
    if opener < low:
        return None
    pair = _DELIMITER_PAIRS.get(text[opener : opener + 2])
    if pair is None:
        return None
    closer, other = pair
    close = _LINE_SPACING_RE.match(text, end).end()  # type: ignore[union-attr]  (it matches the empty run)
    if not text.startswith(closer, close) or text.count("\n", end, close) > 1 or close - opener > MATH_SPAN_SCAN:
        return None  # no closer right after, a blank line before it, or a span too long to be read
    if text.find(closer, opener + 2, close) >= 0:
        return None  # the span closes before the answer ends
    for mark in ("$", other, "\\begin"):
        if text.find(mark, low, opener) >= 0:
            return None
    if text.find("\\\\", low, opener + 1) >= 0:
        return None
    last = text.rfind(text[opener : opener + 2], low, opener)
    if last >= 0 and text.find(closer, last + 2, opener) < 0:
        return None  # an earlier span is still open at the opener
    return opener + 2, close, opener, close + 2


@_remembered
def _span_in_paragraph(head: str, box: str, rest: str) -> Optional[Tuple[int, int, int, int]]:
    """Return the body and the whole span of the math span holding ``box`` in the paragraph
    ``head + box + rest`` (positions in the paragraph; the final paragraphs of the samples of
    one problem recur)."""
    start, end = len(head), len(head) + len(box)
    for span_start, body_start, body_end, span_end in math_span_parts(head + box + rest, start):
        if span_start <= start and end <= span_end:
            return body_start, body_end, span_start, span_end
    return None


def _check_context(text: str, first: _Box, last: _Box) -> str:
    """Check what stands around the final boxes; return text after them that belongs to the answer.

    Inside the boxes' math span only stating relations, neutral wrappers, punctuation and one
    text group may stand next to them; around the span (or around the boxes, in prose) no
    operator, relation, digit or value-changing phrase may be attached.  Raise UnassertedError
    when something attached changes the value, HedgedError when it makes it approximate.
    """
    attached = ""
    if _NON_SPACE_RE.search(text, 0, first.start) is None and not text[last.end :].strip():
        return ""  # the box is the whole response
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
        if note and _is_plain_note(note.group(1)):
            attached = ""  # "\\quad (\\text{by the complement rule})": a note about the value, not part of it
        elif chain:  # "x = \\boxed{\\frac32} = 1.5", "\\boxed{3\\sqrt{13}} \\approx 10.82": read with the box, graded as one chain
            attached = " " + chain.group(1).rstrip(_CHAIN_END)
        elif not _STATING_AFTER_RE.match(after):
            raise UnassertedError("the boxed answer is changed by what stands after it in its math span")
        else:
            unit = _TEXT_AFTER_RE.match(after)
            note = _NOTE_GROUP_RE.match(unit.group(1)) if unit else None
            attached = "" if note and _is_plain_note(note.group(1)) else unit.group(1) if unit else ""  # "\\text{(as a fraction)}" is a note
        if trimmed.strip():
            prose_end = -1  # a relation inside the span states the value; what precedes the span is prose
        else:
            prose_end = span[2]
        prose_start = span[1]  # the prose after is read from the span's closing delimiter
    if _is_quoted(text, first.start, last.end):
        raise UnassertedError("the boxed answer is quoted, not asserted")
    if prose_end >= 0:
        _check_prose_before(text[_window_start(text, prose_end) : prose_end])
    return attached + _check_prose_after(text[prose_start : prose_start + QUALIFIER_WINDOW])


@_remembered
def _check_prose_after(after: str) -> str:
    """Raise when the prose right after a box (or its math span) changes its value; return the
    unit or scale words that belong to it."""
    closed = _CLOSE_AFTER_RE.match(after)
    rest = after[closed.end() :] if closed else after
    if _EXCLAMATION_AFTER_RE.match(rest) and _MATH_CLOSER_RE.search(after, 0, closed.end() if closed else 0):
        return ""  # "$\boxed{120}$!": outside the closed math span, "!" ends the sentence
    if _ALTERED_AFTER_RE.match(rest):
        raise UnassertedError("the boxed answer is changed by what stands after it")
    unit = _TEXT_AFTER_RE.match(rest)  # a text group right after the box belongs to it, as in math
    return unit.group(1) if unit else _words_after(rest)


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


def _words_after(after: str) -> str:
    """Return the words right after an answer that scale or change it ("million", "dozen", "squared").

    A unit or any other word is not part of the answer.
    """
    after = after.lstrip("*_ \t(")
    if VALUE_CHANGING_SET.starts(after):
        return " " + after.partition("\n")[0].split(".")[0].strip()
    match = _FIRST_WORD_RE.match(after)
    if match and match.group(1).lower() in _SCALE_WORDS:
        return " " + match.group(1)
    return ""


# What may stand between a qualifier and its value without counting as the words read: spacing,
# math openers, signs other than a clause's stops and commas, the neutral words and phrases and
# the spacing commands (phrases.NEUTRAL_PHRASES).  Matched on the text reversed from the value
# back, so that one forward match finds the run however long it is.
_CLAUSE_STOPS = ",.;!?，。、"  # the signs that end a run of padding (unless a spacing escape's)
_ESCAPED_STOPS = "".join(sign for sign in _CLAUSE_STOPS if "\\" + sign in _SPACING_ESCAPES)  # ",;!"
_PADDING_SIGN = "[^\\w" + re.escape(_CLAUSE_STOPS) + "]"


def _reversed_phrase(words: Tuple[str, ...]) -> str:
    """The pattern of a neutral phrase read backwards: its words reversed, signs between them."""
    return (_PADDING_SIGN + "+").join(re.escape(word[::-1]) for word in reversed(words))


@functools.lru_cache(maxsize=1)
def _reversed_padding_pattern() -> "re.Pattern[str]":
    """The padding read backwards, compiled on first use: the quick reading and the non-padding
    test answer almost every case, so start-up does not pay for this pattern."""
    return re.compile(
        r"(?:" + _PADDING_SIGN
        + r"|[" + re.escape(_ESCAPED_STOPS) + r"]\\"  # a spacing escape, read backwards: \, \; \!
        + r"|(?<![^\W\d_])(?:" + "|".join(_reversed_phrase(p) for p in NEUTRAL_PHRASES if not p[0].startswith("\\")) + r")(?![^\W\d_])"
        + r"|(?<![a-zA-Z])(?:" + "|".join(re.escape(p[0][:0:-1]) for p in NEUTRAL_PHRASES if p[0].startswith("\\")) + r")\\)*",
        re.IGNORECASE,
    )
# Characters read back at first; a run that stops within _PADDING_MARGIN of the start of what was
# read may stop at a word the cut split, and is read again in a chunk four times larger.
_PADDING_CHUNK = 96
_PADDING_MARGIN = 32


# The common run read without the regex: these signs, ASCII words and the single neutral words
# among them ("is"); anything else (another sign, a word that is not ASCII, a command, the end of
# a neutral phrase such as "a" of "igual a") is left to the regex.  tests/test_extract.py holds
# the two equal.
_COMMON_PADDING = " \t\r\n$()[]{}\\:*="
_STOP_SIGNS = "".join(sign for sign in _CLAUSE_STOPS if sign.isascii())
_ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _quick_padding_start(chunk: str) -> int:
    """Return where the padding that ends ``chunk`` begins in it, or -1 when the regex must read it."""
    rest = chunk
    while True:
        rest = rest.rstrip(_COMMON_PADDING)
        if not rest or not rest[-1].isascii():
            return -1
        last = rest[-1]
        if last in _ESCAPED_STOPS and rest[-2:-1] == "\\":
            return -1  # a spacing escape (\,): the pattern reads it
        if last.isdigit() or last == "_" or last in _STOP_SIGNS:
            return len(rest)
        if not last.isalpha():
            return -1
        first = len(rest.rstrip(_ASCII_LETTERS))
        before = rest[first - 1] if first else ""
        if not before or not before.isascii() or before == "\\":
            return -1  # a word the chunk may cut, one after a letter that is not ASCII, or a command
        word = rest[first:].lower()
        if word in NEUTRAL_PHRASE_ENDS:
            return -1
        if word not in NEUTRAL_ALONE:
            return len(rest)  # a word that is no padding ends the run
        rest = rest[:first]


def _padding_start(text: str, start: int, low: int) -> int:
    """Return where the run of padding (spacing, signs, neutral words) that ends at ``start`` begins."""
    if start < len(text) and (text[start].isalnum() or text[start] == "_"):
        return start  # the value is glued to a word: nothing before it is padding
    begin = max(low, start - _PADDING_CHUNK)
    quick = _quick_padding_start(text[begin:start])
    if quick >= 0:
        return begin + quick
    size = _PADDING_CHUNK
    while True:
        begin = max(low, start - size)
        tail = text[begin:start][::-1]
        length = _reversed_padding_pattern().match(tail).end()  # type: ignore[union-attr]  (it matches the empty run)
        if length > MAX_PADDING:
            raise TooComplexError(f"more than {MAX_PADDING} characters of spacing and neutral words stand before the answer")
        if begin == low or len(tail) - length >= _PADDING_MARGIN:
            return start - length  # stopped well inside the text read: not at a word the cut split
        size = min(size * 4, MAX_PADDING + _PADDING_MARGIN)


# What padding never holds: a digit, a stop, or a word (not a command) that is no neutral word nor
# a word of a neutral phrase.  Where one stands within SHORT_PADDING characters before a value,
# the padding there is shorter than that (found in one short scan, most often at its start).
_NEUTRAL_WORD_PATTERN = "|".join(
    sorted({re.escape(word) for phrase in NEUTRAL_PHRASES for word in phrase if not word.startswith("\\")}, key=len, reverse=True)
)
_NON_PADDING_RE = re.compile(
    "[\\d_" + re.escape("".join(sign for sign in _CLAUSE_STOPS if sign not in _ESCAPED_STOPS)) + "]"
    + r"|(?<!\\)[" + re.escape(_ESCAPED_STOPS) + r"]|(?<![\\\w])(?!(?:" + _NEUTRAL_WORD_PATTERN + r")(?![^\W\d_]))[^\W\d_]", re.IGNORECASE
)


def _window_start(text: str, start: int, low: int = 0, known: int = -1) -> int:
    """Return where the words read before a value begin: QUALIFIER_WINDOW characters before it, or
    before the padding that ends at it when that padding is longer than SHORT_PADDING ("not" and
    300 spaces before a box), however long it is.

    ``known`` is where something padding never holds was found before (-1: nowhere); when it lies
    within the SHORT_PADDING characters before ``start``, the text is not scanned again.
    """
    if not (start - SHORT_PADDING <= known < start) and _non_padding(text, start, low) < 0:
        padding = _padding_start(text, start, low)
        if start - padding > SHORT_PADDING:
            return max(low, padding - QUALIFIER_WINDOW)
    return max(low, start - QUALIFIER_WINDOW)


def _non_padding(text: str, start: int, low: int = 0) -> int:
    """Return where something padding never holds stands within SHORT_PADDING characters before ``start``, or -1."""
    near = max(low, start - SHORT_PADDING)
    stop = text.rfind(".", near, start)  # a full stop or a comma (not a thin space's) is found fastest
    if stop >= 0:
        return stop
    stop = text.rfind(",", near, start)
    if stop >= 0 and (stop == 0 or text[stop - 1] != "\\"):
        return stop
    found = _NON_PADDING_RE.search(text, near, start)
    return -1 if found is None else found.start()


# A line that holds only spacing and math openers continues the sentence of the line before it
# ("The answer is at least\n\\[\\boxed{5}\\]"), unless that line ends a sentence.
_OPENERS_ONLY_RE = re.compile(
    r"(?:[^\S\n]|[$*_]|\\[(\[,;:! ]|\\begin\s*\{[a-zA-Z]+\*?\}"
    r"|\\(?:" + "|".join(name for name in SPACING_COMMANDS if name.isalpha()) + r")(?![a-zA-Z]))*"
)
_SENTENCE_STOPS = (".", "!", "?", "。", "！", "？")


def _ends_sentence(line: str) -> bool:
    """Return whether a line ends with a sentence's stop (not an abbreviation's: "approx.")."""
    ending = line.rstrip(" \t\r*_")
    if ending.endswith(ELLIPSES):
        return False  # "at least...": it trails off into the value on the next line
    return ending.endswith(_SENTENCE_STOPS) and not (" " + ending[:-1]).lower().endswith(_ABBREVIATIONS)


def _sentence_line(window: str) -> int:
    """Return where the line of ``window`` that holds the sentence before its end begins."""
    end = len(window)
    line = window.rfind("\n") + 1
    while line > 0 and (line == end or _OPENERS_ONLY_RE.fullmatch(window, line, end)):
        previous = window.rfind("\n", 0, line - 1) + 1
        if _ends_sentence(window[previous : line - 1]):
            break  # that line ended its sentence: the openers begin a new one
        end, line = line - 1, previous
    return line


def _sentence_before(text: str, start: int, low: int = 0) -> str:
    """Return the text of the sentence before ``start`` (within the qualifier window, after ``low``)."""
    return _sentence_in(text, _window_start(text, start, low), start)


def _trails_off(window: str, stop: int) -> bool:
    """Return whether the full stop at ``stop`` belongs to an ellipsis that trails off into the value
    ("at least... 5"), not one that ends a clause before more words ("Let's estimate... actually, 5")."""
    if "." not in window[max(0, stop - 4) : stop] and not window.startswith(" .", stop + 1):
        return False  # a lone full stop (most of them)
    if not any(window.startswith(dots, stop - back) for dots, back in (("...", 2), (". . .", 0), (". . .", 2), (". . .", 4))):
        return False
    return not any(char.isalnum() for char in window[stop + 1 :])  # only spacing and openers before the value


def _sentence_in(text: str, begin: int, start: int) -> str:
    """Return the text of the sentence that ends at ``start`` in the window that begins at ``begin``."""
    window = text[begin:start]
    line = _sentence_line(window)  # the sentence starts on the last line (or the one a display continues)
    stop = window.rfind(". ", line)
    if stop >= 0:
        lead = " " if begin == 0 or text[begin - 1].isspace() else "-"  # "ca. 5" at the very start is one too
        while stop >= 0 and ((lead + window[:stop]).lower().endswith(_ABBREVIATIONS) or _trails_off(window, stop)):
            stop = window.rfind(". ", line, stop)  # "approx. 5", "at least... 5": no sentence ends there
    cut = max(line - 1, stop, window.rfind("! ", line), window.rfind("? ", line), window.rfind("。", line))
    return window[cut + 1 :]


def _sentence_after(text: str) -> Tuple[str, str]:
    """Split the text after an answer into the rest of its sentence and what follows it."""
    window = text[:TAIL_SCAN]
    end = _SENTENCE_END_RE.search(window)
    newline = window.find("\n")
    cut = min(x for x in (end.end() if end else len(window), newline if newline >= 0 else len(window)))
    return window[:cut], text[cut:]


@_remembered
def _check_qualifiers(before: str, after: str, answer: str = "") -> None:
    """Raise when the words around an answer deny, bound or hedge it (``answer``, when known, tells
    a retraction of another value after it from one of the answer)."""
    _qualify(before, after, answer, False)


@_remembered
def _check_labelled_qualifiers(before: str) -> None:
    """Raise when the words before a math span that states the value with a label ("x =") deny,
    bound or hedge it; a bound that counts only right before a value ("above") does not reach
    past the label."""
    _qualify(before, "", "", True)


def _qualify(before: str, after: str, answer: str, labelled: bool) -> None:
    if after:
        if "?" in after or "？" in after:
            raise UnassertedError("the answer is asked, not asserted")
        if _LIST_CONTINUES_RE.match(after):
            raise HedgedError("the answer is followed by more values")
        if _is_range(after, answer):
            raise HedgedError("the answer is one end of a range")
        if not QUALIFIERS_AFTER_SET.mentions(after) and not _FOR_VARIABLE_RE.match(after):
            after = ""
    if not QUALIFIERS_BEFORE_SET.mentions(before):
        before = ""
    if not before and not after:
        return
    if stands_past_contrast(REPORTED_SET, before):  # "A common mistake is 6, but the answer is 5" is stated
        raise UnassertedError("the answer is reported as somebody's claim or a mistake")
    if _ends_with(VALUE_CHANGING_BEFORE_SET, before) and not BOUNDS_SET.ends(before):
        raise UnassertedError("the answer is changed by the words before it")
    subject = _SUBJECT_AT_END_RE.search(before)
    if subject and VALUE_CHANGING_BEFORE_SET.ends(before[: subject.start()]):
        raise UnassertedError("the answer is changed by the words before its subject")  # "Twice the answer is 18"
    if _is_denial_before(before) or _retracts(after, answer) or NEGATIONS_SET.ends(after.rstrip(" .!;)")):
        raise UnassertedError("the answer is denied")
    if _ends_with(BOUNDS_SET, before, comma_ends=False, adjacent=not labelled) or BOUNDS_AFTER_SET.starts(after) or _bound_past_unit(after):
        raise HedgedError("the answer is a bound or an approximation, not a value")
    if HEDGES_SET.search(before, outside=NOT_HEDGES) or _hedged(after, answer):  # numbers before a value are its givens
        raise HedgedError("the answer is hedged")
    beyond = _past_unit(after) if after else ""  # "\\boxed{18} dollars or 20": the unit is dropped, the rest read
    if offers_another(after) or beyond and offers_another(beyond):
        raise HedgedError("the answer is followed by an alternative")
    if any(CONDITIONS_SET.starts(part.lstrip(" \t$*_),.;:(（，【[")) or _FOR_VARIABLE_RE.match(part) for part in (after, beyond) if part):
        raise HedgedError("the answer is conditional")


# What may begin the text after a value before its unit: closing delimiters, spacing, emphasis.
_BEFORE_UNIT_RE = re.compile(r"(?:[\s$*_)~]|\\[)\],;:! ])*")
# A unit after a value: in a text group (\text{ cm}), or one or two words with powers and a slash
# (cm$^2$, km/h, square feet).
_WRAPPED_UNIT_RE = re.compile(_TEXT_GROUP)
_UNIT_WORDS_RE = re.compile(r"[^\W\d_]+(?:\$?\^\{?-?\d\}?\$?|/[^\W\d_]+)*(?:[ \t]+[^\W\d_]+(?:\$?\^\{?-?\d\}?\$?)?)?")
_CJK_UNITS = tuple(sorted((unit for unit in UNIT_WORDS if not unit.isascii()), key=len, reverse=True))


def _bound_past_unit(after: str) -> bool:
    """Return whether a bound follows the value's unit ("cm or more"), not one of another value
    that follows ("12 inches, approximately 30.5 cm" converts the value)."""
    if not BOUNDS_AFTER_SET.mentions(after):
        return False  # no bound's word anywhere after the value
    rest = _past_unit(after)
    return BOUNDS_AFTER_SET.starts(rest) and not _DIGIT_RE.search(rest, 0, PHRASE_EDGE)


def _past_unit(after: str) -> str:
    """Return the text after the unit that begins ``after`` ("cm or more" gives " or more"), or ""
    when no unit begins it: a unit is dropped (POLICY §2), so "\\boxed{5} cm or more" is "5 or more"."""
    end = _unit_end(after)
    return after[end:] if end >= 0 else ""


def _unit_end(after: str) -> int:
    """Return where the unit that begins ``after`` (past closing delimiters and spacing) ends, or -1."""
    start = _BEFORE_UNIT_RE.match(after).end()  # type: ignore[union-attr]  (it matches the empty run)
    wrapped = _WRAPPED_UNIT_RE.match(after, start)
    if wrapped is not None:
        return wrapped.end() if is_unit(wrapped.group(1), wrapped=True) else -1
    if after.startswith(_CJK_UNITS, start):  # the units are sorted longest first
        return start + next(len(unit) for unit in _CJK_UNITS if after.startswith(unit, start))
    words = _UNIT_WORDS_RE.match(after, start)
    if words is None:
        return -1
    text = words.group(0).replace("$", "")
    if " " in text.strip() and not is_unit(text) and is_unit(text.split()[0]):
        return start + len(words.group(0).split()[0])  # one word of the two: "cm or more"
    return words.end() if is_unit(text) else -1


@_remembered
def _check_tail(tail: str, answer: str = "") -> None:
    """Raise when the text after the answer takes it back, doubts it without concluding, replaces
    it, or stops unfinished after running on."""
    if not tail.strip(" \t\n$.*_)]}"):
        return  # nothing after the answer but its closing marks
    clause, rest = _sentence_after(tail)
    if _is_unfinished(rest):
        raise NoAnswerError("the response runs on past its answer and stops unfinished")
    if _retracts(tail[:RETRACTION_WINDOW], answer):
        raise UnassertedError("the answer is retracted after it is given")
    if names_another_true_value(tail[:RETRACTION_WINDOW], answer):
        raise UnassertedError("a later sentence calls another value the true one")
    _check_qualifiers("", clause, answer)
    following, _ = _sentence_after(rest.lstrip())
    short = len(following.split()) <= SHORT_SENTENCE_WORDS  # "Actually, 13." (not a method that follows)
    if REPLACEMENTS_SET.starts(following) and (_DIGIT_RE.search(following) or _OPTION_TOKEN_RE.search(following)) and short and not CHECKS_SET.search(following):
        raise UnassertedError("a later value replaces the answer")  # a check ("Wait, let me verify: 5·4 = 20") must conclude, below
    if any(replaced_by_another(part, answer) for part in (clause, following) if _DIGIT_RE.search(part)):
        raise UnassertedError("a later value replaces the answer")  # "I checked: no errors, actually 13"
    if short and NO_VALUE_SET.search(following):
        raise NoAnswerError("the sentence after the answer says there is none")  # "I don't know the answer."
    closing = CLOSING_LINES_SET.starts(following)  # "以上です。" (that is all) is no bound
    if _hedged(following, answer) or BOUNDS_AFTER_SET.starts(following) and not closing:
        raise HedgedError("the sentence after the answer hedges it")
    if short and following.rstrip().endswith(("?", "？")):
        raise UnassertedError("the answer is questioned right after it is given")
    if ALTERNATIVES_SET.search(following) and short and set(_NUMBER_RE.findall(following)) - {answer}:
        raise HedgedError("the sentence after the answer offers another value")
    doubted = any(REPLACEMENTS_SET.starts(part) or DOUBTS_SET.starts(part) for part in (clause.lstrip(" .,;:"), following))
    if doubted and not _concludes(rest, answer):
        raise UnassertedError("the answer is doubted afterwards and the doubt never concludes")
    if NEGATIONS_SET.ends(following.rstrip(" .!;)")) and len(following) < QUALIFIER_WINDOW:
        raise UnassertedError("the answer is taken back")


_VALUE_NOUNS = frozenset(VALUE_NOUNS)
# A value's subject and copula that end the words before it ("the answer is", "the result was").
_SUBJECT_AT_END_RE = re.compile(
    r"(?:the\s+)?(?:" + "|".join(VALUE_NOUNS) + r")\s+(?:is|was|equals|=|will be)\s*[:$*_\\(\[]*\s*\Z", re.IGNORECASE
)


# An answer that is an option letter ("(C)", "\\text{(C)}", "C"), and an option's label in a line ("(A)", "B)").
_OPTION_ANSWER_RE = re.compile(r"(?:\\text\{|\\textbf\{)?\s*\(?([A-J])\)?\s*\}?")
_ELIMINATION_ITEM_RE = re.compile(r"[ \t]*(?:[-*+•][ \t]*|\d{1,2}[.)][ \t]*)?(?:\*\*)?\(?[A-J]\)")
_FIRST_PERSON_RE = re.compile(r"\b(?:I|I'm|I've|my|me|we|our|sorry|oops)\b", re.IGNORECASE)
_OPTION_LABEL_IN_LINE_RE = re.compile(r"\(([A-J])\)|(?<![\w(])([A-J])\)")


def _names_only_other_options(line: str, letter: str) -> bool:
    """Return whether a line is an item that eliminates other options: it opens with a bullet or an
    option's label, names labels none of which is the answer's, and speaks of no one's mistake
    ("- (A) and (B) are incorrect", not "Sorry, I meant (B)" nor "- (D) is correct, I was wrong")."""
    if not _ELIMINATION_ITEM_RE.match(line) or _FIRST_PERSON_RE.search(line):
        return False
    named = {first or second for first, second in _OPTION_LABEL_IN_LINE_RE.findall(line)}
    return bool(named) and letter not in named


def _retracts(window: str, answer: str) -> bool:
    """Return whether a retraction stands in the text after an answer, not one about another value:
    in "(the root $x=-3$ is rejected)" the value before "is rejected" is another one."""
    if not RETRACTIONS_SET.search(window, outside=(IDIOMS_SET,)):
        return False  # none, or only inside an idiom ("error-prone")
    letter = _OPTION_ANSWER_RE.fullmatch(answer)
    if letter and "\n" in window:  # "- (A) Line and (B) Circle are incorrect": the other options are eliminated
        window = "\n".join(line for line in window.split("\n") if not _names_only_other_options(line, letter.group(1)))
        if not RETRACTIONS_SET.search(window, outside=(IDIOMS_SET,)):
            return False
    words, found = RETRACTIONS_SET.placed(window, outside=(IDIOMS_SET,))
    if not found:
        return True  # a phrase found as text (CJK, a sign): it may be about the answer
    wanted = answer.strip().lstrip("-−")
    for first, _ in found:
        subject = first
        while subject > 0 and words[subject - 1] in NEUTRAL_ALONE:
            subject -= 1  # "is", "are", "was"
        before = words[subject - 1] if subject > 0 else ""
        named = subject > 1 and (len(words[subject - 2]) == 1 or words[subject - 2] in _VALUE_NOUNS)  # "$x=-3$", "root 3"
        if not (named and before.isdigit() and wanted.isdigit() and before != wanted):
            return True  # "step 4 is incorrect" names a step, not another value
    return False


def _concludes(rest: str, answer: str) -> bool:
    """Return whether a doubt after the answer ends by confirming it (a confirmation word or the answer again)."""
    window = rest[:TAIL_SCAN]
    return CONFIRMATIONS_SET.search(window, outside=(RETRACTIONS_SET,)) or bool(answer) and answer in window


_FINISHED_END_RE = re.compile(r"(?:[.!?。！？)\]}$*>`✓✔\"'”»0-9∎□]|\\\]|\\\)|\\end\{[a-zA-Z]+\*?\})\s*\Z")
_ELLIPSIS_END_RE = re.compile("(?:" + "|".join(re.escape(dots) for dots in ELLIPSES) + r")\s*\Z")
_DIGIT_RE = re.compile(r"\d")
_OPTION_TOKEN_RE = re.compile(r"(?<![A-Za-z])\(?[A-J]\)?(?![A-Za-z'’])")  # "C", "(C)": an option letter as a value
# "\boxed{5} (for $n$ even)": an answer for some values of a variable only.
_FOR_VARIABLE_RE = re.compile(r"\A[\s$*_),.;:(]*for\s+(?:all\s+|every\s+|each\s+)?\$?[a-zA-Z]\$?(?:\s|[<>=≤≥]|\\)")
_ABBREVIATIONS = tuple(" " + abbreviation for abbreviation in ABBREVIATIONS)
# A Markdown structure line: a horizontal rule, a table row, a bullet or a quote.
_MARKDOWN_LINE_RE = re.compile(r"\s*(?:([-*_])(?:\s*\1){2,}\s*$|\|.*\|\s*$)")
# "A (or B)": an alternative form of the same answer in parentheses.
_OR_ALTERNATIVE_RE = re.compile(
    SPACING_FROM_ITS_START + r"\(\s*(?:or|i\.e\.,?|that is,?)(?:\s+equivalently)?\s+((?=[^()]*[\d\\])[^()a-zA-Z]{0,8}[^()]{0,52})\)", re.IGNORECASE
)  # the other form holds a number or a command: "(or 1.5)", "(i.e. $\frac32$)"
# After a box, also ", or $1.5$." ending its sentence (a hedge such as ", or maybe 6" is no such form).
_OR_AFTER_BOX_RE = re.compile(
    r"(?:[ \t]*\$)?(?:" + _OR_ALTERNATIVE_RE.pattern
    + r"|,[ \t]*or(?:[ \t]+equivalently)?[ \t]+(\$(?![^$\n]*(?:approx|≈|~|\\sim))[^$\n]{1,40}\$|[-+]?\d[\d.,/]*)(?=[ \t]*[.!]?[ \t]*(?:\n|\Z)))",
    re.IGNORECASE,
)
# Decimal commas and dot thousands, read after an anchor of a language that writes them.
# A thin space between thousands groups ("1\\,250"), dropped where a comma marks decimals.
_THIN_SPACE_GROUP_RE = re.compile(r"(\d)\\,(?=\d{3}(?!\d))")
_DECIMAL_COMMA_RE = re.compile(r"(?<![\d,.])(\d+),(\d{1,2}|\d{4,})(?![\d,])")
_DOT_THOUSANDS_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?=,\d)")  # only before a decimal comma: 1.234,5
_DECIMAL_COMMA_ANCHORS = tuple(
    phrase for language in DECIMAL_COMMA_LANGUAGES for phrase in ANSWER_ANCHORS[language]
)
# A list continuing after the answer: "\boxed{5}, 6, 7".
# An approximation sign and a decimal in parentheses after a box: "$\boxed{\frac{14}{3}}$ ($\approx 4.67$)".
_APPROX_AFTER_BOX_RE = re.compile(r"(?:[ \t]*\$)?[ \t]*\(\s*\$?\s*(?:\\approx(?![a-zA-Z])|≈)\s*([-−]?\d+\.\d+)\s*\$?\s*\)")
# (and in parentheses: "\boxed{18} (and 20)", "(ou 20)", with the list words of every table language).
_LIST_WORDS = sorted({word for table in (CONJUNCTIONS, DISJUNCTIONS) for words in table.values() for word in words if word.isalpha()}, key=len, reverse=True)
_LIST_CONTINUES_RE = re.compile(
    r"\A[\s$*_)]*(?:,|\(\s*(?:" + "|".join(map(re.escape, _LIST_WORDS)) + r")(?![^\W\d_]))[ \t]*\$?[-+−]?\d", re.IGNORECASE
)
# A range after the answer: "\boxed{18}–20", "18 to 20", "18 through 20".
_RANGE_AFTER_RE = re.compile(
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
_QUOTE_BEFORE_RE = re.compile(r"[\"“„‚‘«「『][\s$]*\Z")
_QUOTE_AFTER_RE = re.compile(r"[\s$]*[\"”“’‘»」』]")


def _is_balanced(end: str) -> bool:
    """Return whether the last line of a text closes its braces and inline math."""
    line = end.rpartition("\n")[2].replace("\\$", "").replace("\\{", "").replace("\\}", "")
    return line.count("{") <= line.count("}") and line.count("$") % 2 == 0


def _is_unfinished(rest: str) -> bool:
    """Return whether text after an answer's sentence is reasoning that stops before it ends.

    "Wait, let me double-check..." with nothing after it, or a long run of words cut off
    mid-sentence (a token limit), makes the answer before it not final.
    """
    stripped = _strip_decoration(rest.strip())  # "\\boxed{5}. 🎉" ends with its stop
    if not stripped:
        return False
    if not _LABEL_RE.sub("", stripped.rpartition("\n")[2]).strip(" #*_:"):
        return True  # it stops on a label: "2.", "- Step 4:", "### Step 5", "(a)"
    end = stripped[-QUALIFIER_WINDOW:]
    ended = bool(_FINISHED_END_RE.search(end)) and not _ELLIPSIS_END_RE.search(end) and _is_balanced(end)
    if ended:
        return False
    last_line = stripped.rpartition("\n")[2]
    if _MARKDOWN_LINE_RE.match(last_line) and len(last_line.split()) <= MAX_BARE_WORDS + 4:
        return False  # a rule, a table row, a short bullet or quote line: Markdown structure, not a cut
    return not CLOSING_LINES_SET.starts(last_line) or DOUBTS_SET.search(stripped[:TAIL_SCAN])


def _is_new_paragraph(gap: str) -> bool:
    """Return whether the text between two boxes starts a new paragraph: a blank line, several
    lines (outputs written one step per line) or a long stretch of text."""
    return bool(_PARAGRAPH_BREAK_RE.search(gap)) or gap.count("\n") >= PARAGRAPH_LINES or len(gap) > PARAGRAPH_LENGTH


def _final_group(text: str, boxes: List[_Box]) -> List[_Box]:
    """Return the boxes that make the final answer: the last asserted box and the boxes of its paragraph.

    A denied box ("not \\boxed{5}") is skipped.  A box in an earlier paragraph is intermediate
    work; within the final paragraph a correction ("wait", "actually", "that is wrong")
    between two boxes drops the earlier one.  Boxes are looked at from the end, so only
    the final paragraph's are read.
    """
    remaining = list(boxes)
    while remaining and _is_denied(text, remaining[-1]):
        remaining.pop()
    if not remaining:
        raise UnassertedError("the only boxed answer is denied")
    group = [remaining.pop()]
    for box in reversed(remaining):
        gap = text[box.end : group[0].start]
        if _is_new_paragraph(gap):
            break
        if _is_denied(text, box):
            continue
        if not JOINER_GAP_RE.match(gap):
            if CORRECTIONS_SET.search(gap):
                break
            if HEDGES_SET.search(gap):
                raise HedgedError("the boxed answers are offered as alternatives")
        group.insert(0, box)
    return group


# What may follow the final box and close its sentence: spacing, a full stop, a math
# delimiter (on the next line too, as displays end), a full stop and spacing.  After such a
# tail no anchor, alternative, retraction or doubt can stand, so the checks of the tail are
# skipped (tests/test_extract.py holds them to passing on it).
_CLOSED_TAIL_RE = re.compile(r"[ \t]*\.?[ \t]*\n?[ \t]*(?:\\\)|\\\]|\$\$?)?[ \t]*\.?[ \t\n]*")
_MATH_CLOSERS = ("\\)", "\\]", "$$", "$")
_SPACES_RE = re.compile(r"[ \t]*")


@_remembered
def _is_closed_tail(tail: str) -> bool:
    """Return whether ``tail`` is a closed tail: what _CLOSED_TAIL_RE states, read in one pass (the
    pattern's runs of spacing backtrack against each other on a long run followed by anything else;
    tests/test_extract.py holds the two equal)."""
    if tail.strip(" \t\n.\\)]$"):
        return False  # a character no closed tail has
    position = _SPACES_RE.match(tail).end()  # type: ignore[union-attr]
    for mark in (".", "\n"):
        if tail.startswith(mark, position):
            position = _SPACES_RE.match(tail, position + 1).end()  # type: ignore[union-attr]
    for closer in _MATH_CLOSERS:
        if tail.startswith(closer, position):
            position = _SPACES_RE.match(tail, position + len(closer)).end()  # type: ignore[union-attr]
            break
    if tail.startswith(".", position):
        position += 1
    return not tail[position:].strip(" \t\n")


# The most common ending, read in one step: the last box alone in a math span (\(\boxed{5}\),
# $\boxed{5}$, \[ \boxed{5} \]) or alone in the response, any earlier box in an earlier
# paragraph.  The words before and after it go through the same checks as in _from_boxes;
# anything else (a box in prose, two boxes in the last paragraph, delimiters that pair
# otherwise, an anchor or an alternative after it) is left to _from_boxes, and so is every
# rejection.  tests/test_extract.py holds the two equal wherever this one answers.
_BOX_OPENING = "\\boxed{"


def _from_lone_box(text: str) -> Optional[Extraction]:
    """Return the answer of a response whose last box ends it plainly, or None to read it in full."""
    start = text.rfind("\\boxed")
    if start < 0 or not text.startswith(_BOX_OPENING, start) or "\\fbox" in text:
        return None  # no box, a box without braces, or \fbox somewhere: read in full
    try:
        return _read_lone_box(text, start, text.find("\\boxed") == start)
    except GradeError:
        return None  # _from_boxes says why


def _read_lone_box(text: str, start: int, only: bool) -> Optional[Extraction]:
    brace = start + len(_BOX_OPENING) - 1
    close = find_closing_brace(text, brace)
    content = text[brace + 1 : close].strip() if close > 0 else ""
    if not content or not (only or _earlier_boxes_are_apart(text, start)):
        return None
    end = close + 1
    if _listed_among_values(text, start, end):
        return None  # _from_boxes says why
    after = text[end:]
    if start == 0 and not after.strip():
        return Extraction(read_decimal_commas(content, ""), "box", end)  # the box is the whole response
    known = _non_padding(text, start)
    window = _window_start(text, start, 0, known)
    if _is_denial_before(text[window:start]):
        return None  # _from_boxes skips a denied box
    closed = _is_closed_tail(after)
    if not closed:
        later = _from_anchor(after)
        if later is not None:  # an anchor after the box, as in _from_boxes
            return _restated(content, after, later) if _has_value(later.text) or later.text == content else None
        if _OR_AFTER_BOX_RE.match(after) or _APPROX_AFTER_BOX_RE.match(after):
            return None
    context = _sentence_in(text, window, start)
    if _NON_SPACE_RE.search(text, 0, start) is None and not after.strip():
        return Extraction(read_decimal_commas(content, context), "box", end)  # the box is the whole response
    span = _enclosing_math(text, start, end)
    if span is None or text[span[0] : start].strip() or text[end : span[1]].strip():
        return None  # a box in prose, or beside something in its math span: read in full
    if _is_quoted(text, start, end):
        return None
    _check_prose_before(text[_window_start(text, span[2], 0, known) : span[2]])
    _check_qualifiers(context, "")
    attached = ""
    if not closed:  # a closed tail holds nothing these checks could find
        attached = _check_prose_after(text[span[1] : span[3] + QUALIFIER_WINDOW])
        _check_tail(after, content)
    return Extraction(read_decimal_commas(content, context) + attached, "box", end)


# A bullet or numbered item at a line's start; and the next item after a box, when it opens with a value.
_ITEM_FIRST_CHARACTERS = frozenset(" \t-*+•0123456789")
_BULLET_ITEM = r"[ \t]*(?:[-*+•]|\d{1,2}[.)])[ \t]+"
_BULLET_ITEM_RE = re.compile(_BULLET_ITEM)
_VALUE_ITEM = _BULLET_ITEM + r"[$*_(\\\[]*(?:[a-zA-Z]\s*=\s*)?[-+−]?\d"  # "- 20", "* $r = 7$"
_VALUE_ITEM_AFTER_RE = re.compile(r"[^\n]*\n(?:[ \t]*\n)*" + _VALUE_ITEM)
_VALUE_ITEM_BEFORE_RE = re.compile(r"(?:\A|\n)" + _VALUE_ITEM + r"[^\n]*\n(?:[ \t]*\n)*\Z")


def _listed_among_values(text: str, start: int, end: int) -> bool:
    """Return whether the answer is one item of a list of values ("Possible answers:\n- \\boxed{18}\n- 20")."""
    line = text.rfind("\n", 0, start) + 1
    if text[line : line + 1] not in _ITEM_FIRST_CHARACTERS:
        return False  # most boxes stand on a line that is no list item
    if not _BULLET_ITEM_RE.match(text, line):
        return False
    return bool(_VALUE_ITEM_AFTER_RE.match(text, end)) or bool(_VALUE_ITEM_BEFORE_RE.search(text, max(0, line - PROSE_LOOKBACK * 4), line))


def _earlier_boxes_are_apart(text: str, start: int) -> bool:
    """Return whether the boxes before the last one end a paragraph and a sentence window before
    it, so that none joins the last box or bounds the words read before it."""
    boxes, _ = _find_boxes(text)  # as _from_boxes reads them: an outer box replaces the ones inside it
    if len(boxes) < 2 or boxes[-1].start != start:
        return False
    earlier = boxes[-2]
    return earlier.end <= start - QUALIFIER_WINDOW and _is_new_paragraph(text[earlier.end : start])


def _from_boxes(text: str) -> Optional[Extraction]:
    """Return the last asserted box (with the boxes of its final paragraph), and where it ends."""
    boxes, last_broken = _find_boxes(text)
    if last_broken:
        raise NoAnswerError("the last box is unbalanced or empty")
    if not boxes:
        return None
    group = _final_group(text, boxes)
    first, last = group[0], group[-1]
    tail = text[last.end :]
    closed = _is_closed_tail(tail)  # only the closing of its sentence follows
    later = None if closed else _from_anchor(tail)
    if later is not None and NO_VALUE_SET.search(later.text) and not _has_value(later.text):
        raise NoAnswerError("the final answer after the last box says there is none")
    if later is not None and (_has_value(later.text) or later.text == last.content):
        return _restated(last.content, tail, later)  # an anchor with a value after the last box restates the final answer ("# Answer" lines)
    if _listed_among_values(text, first.start, last.end):
        raise HedgedError("the answer is one item of a list of values")
    attached = _check_context(text, first, last)
    earlier = [box.end for box in boxes if box.end <= first.start]
    context = _sentence_before(text, first.start)
    for start in _value_starts(text, first):
        if start != first.start:  # before the labelled span
            _check_labelled_qualifiers(_sentence_before(text, start, earlier[-1] if earlier else 0))
        else:
            _check_qualifiers(_sentence_before(text, start, earlier[-1]) if earlier else context, "")
    alternative = None if closed else _OR_AFTER_BOX_RE.match(tail)
    if alternative:  # "\\boxed{\\frac32} (or 1.5)": another form of the answer, compared like a list member
        tail = tail[alternative.end() :]
    approximation = None if closed or alternative else _APPROX_AFTER_BOX_RE.match(tail)
    if approximation:  # "$\\boxed{\\frac{14}{3}}$ ($\\approx 4.67$)": read with the box, held to its rounding
        tail = tail[approximation.end() :]
        attached = attached or " \\approx " + approximation.group(1)
    if not closed:
        _check_tail(tail, last.content)
    contents = list(dict.fromkeys(read_decimal_commas(box.content, context) for box in group))  # one box twice is one answer
    if attached and len(contents) == 1:
        contents = [contents[0] + attached]
    if alternative:
        contents.append(next(part for part in alternative.groups() if part).strip(" $"))
    return Extraction(", ".join(contents), "box", last.end)


def _anchor_answer(after: str) -> str:
    """Take the answer text that follows an anchor: to the end of its line or sentence.

    A display block on the next lines (``Answer:\\n\\[ 18 \\]``) is the answer; a sentence
    that starts with words ("The largest $n$ is 34") gives its one value.
    """
    after = _LEADING_FILLER_RE.sub("", after)
    display = _LEADING_DISPLAY_RE.match(after)
    if display and not _strip_spans(after[display.end() :].partition("\n")[0]).strip(" .,:;*_"):
        return next(part for part in display.groups() if part is not None).strip()
    line, _, rest = after.partition("\n")
    if not line.strip():
        stripped = rest.lstrip()
        line = stripped.partition("\n")[0]
    line = _strip_decoration(line)  # "26000 ✅"
    if line.rstrip(" .").endswith(")"):
        explanation = _TRAILING_EXPLANATION_RE.search(line)
        if explanation and _is_plain_note(explanation.group(1)):
            line = line[: explanation.start()]  # "**Answer:** 9 (since $196 = 2^2 \\cdot 7^2$)"
    if "**" in line or "__" in line:
        line = _EMPHASIS_PAIR_RE.sub(r"\2", line)  # "option **(C)**", "la **C**": emphasis inside the answer
    if _OR_ALTERNATIVE_RE.search(line):
        value = _single_value(_strip_trailing_filler(line.strip()))
        if value is not None:
            return value
    spans = _MATH_SPAN_RE.findall(line)
    if len(spans) == 1 and not _strip_spans(line).strip(" .,:;*_"):
        return next(part for part in spans[0] if part).strip()
    end = _SENTENCE_END_RE.search(line)
    if end:
        line = line[: end.start()]
    line = _strip_trailing_filler(line.strip())
    line = _strip_trailing_filler(_ANSWER_ENDING_RE.sub("", line))
    if _LEADING_WORD_RE.match(line):
        value = _single_value(line)
        if value is not None:
            return value
    return line


def _strip_spans(text: str) -> str:
    return _MATH_SPAN_RE.sub("", text)


def _last_anchor_end(text: str) -> int:
    """Return where the last anchor phrase ends, or -1 (case-insensitive, scanning from the end)."""
    return _last_anchor(text)[1]


def _last_anchor(text: str) -> Tuple[int, int]:
    """Return where the last anchor phrase starts and ends, or (-1, -1)."""
    lower = text.lower()
    best_start, best_end = -1, -1
    if lower.isascii():  # a phrase whose core word is not ASCII stands in no ASCII text
        plain, emphasis = _ASCII_ANCHOR_GROUPS, _ASCII_EMPHASIS_ANCHOR_GROUPS
    else:
        plain, emphasis = _ANCHOR_GROUPS, _EMPHASIS_ANCHOR_GROUPS
    groups = plain + emphasis if has_emphasis_colon(lower) else plain
    for core, phrases in groups:
        if core not in lower:
            continue
        for phrase in phrases:
            start = lower.rfind(phrase)
            if start > best_start:
                best_start, best_end = start, start + len(phrase)
    for phrase in _LINE_ANCHOR_PHRASES:
        start = ("\n" + lower).rfind(phrase)  # the line anchor "A:" only starts a line
        if start > best_start:
            best_start, best_end = start, start + len(phrase) - 1
    return best_start, best_end


def _restated(content: str, tail: str, later: Extraction) -> Extraction:
    """Return the answer of a box followed by an anchored answer: the anchored one, or both as a
    list when the anchor restates the box at once, in its paragraph, with no correction between them
    ("$\\boxed{5}$. The answer is 13." states two answers; "\\boxed{5}\n\n# Answer\n\n5" restates one,
    and work between them, "= \\boxed{255}$ So she has $10,455. Final Answer: 10,455", makes the box a step)."""
    if _plain_spelling(content) == _plain_spelling(later.text):
        return later  # the same answer restated (found without looking for the anchor again)
    between = tail[: max(0, _last_anchor(tail)[0])]
    if _states_one_answer(content, later.text, between):
        return later
    return Extraction(f"{content}, {later.text}", later.source)


def _states_one_answer(earlier: str, later: str, between: str) -> bool:
    """Return whether an answer stated after an earlier one leaves one answer: the same value written
    alike ("1,000" and "1000", "twelve" and "12"), a new paragraph or a correction between them, or work
    between them (a math span or a computation) that the earlier one was a step of."""
    if _plain_spelling(earlier) == _plain_spelling(later):
        return True
    return _is_new_paragraph(between) or bool(CORRECTIONS_SET.search(between)) or bool(_WORK_RE.search(between))


# Work between two stated answers: a math span or a computation ("8 + 9 = 17").
_WORK_RE = re.compile(r"\$[^$\n]+\$|\\[(\[]|\d\s*[-+*/×÷=]\s*\d|=")
_THOUSANDS_COMMA_RE = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def _plain_spelling(answer: str) -> str:
    """An answer without dollars, spaces, emphasis and thousands commas; a number word as its digits."""
    plain = _THOUSANDS_COMMA_RE.sub("", answer.replace("$", "").replace(" ", "").replace("*", "").strip(".")).lower()
    return str(NUMBER_WORDS[plain]) if plain in NUMBER_WORDS else plain


def _earlier_anchored(text: str, start: int) -> Tuple[str, str]:
    """Return the value of the anchor before the one at ``start`` in the last PARAGRAPH_LENGTH
    characters, and the text between that value and ``start``; ("", "") when there is none.  Words
    that hold no value ("Final Answer: The final answer is") are no answer."""
    low = max(0, start - PARAGRAPH_LENGTH)
    blank = text.rfind("\n\n", low, start)
    if blank >= 0:
        low = blank  # an anchor before a blank line is in an earlier paragraph (one answer, whatever it says)
    if not text[low:start].strip():
        return "", ""  # "...\n\n# Answer\n\n5": nothing of the paragraph stands before the anchor
    end = _last_anchor_end(text[low:start])
    if end < 0:
        return "", ""
    between = text[low + end : start]
    value = _anchor_answer(between)
    words = value.lower().strip(" .,;:!*_")
    if not (_has_value(value) or words in NUMBER_WORDS or words in YES_NO_WORDS or _OPTION_ANSWER_RE.fullmatch(value.strip(" .*"))):
        return "", ""
    after = between.find(value)
    return value, between[after + len(value) :] if after >= 0 else between


def _from_anchor(text: str) -> Optional[Extraction]:
    window_start = max(0, len(text) - TAIL_WINDOW)
    start, end = _last_anchor(text[window_start:])
    if end >= 0:
        start, end = start + window_start, end + window_start
    elif window_start:
        start, end = _last_anchor(text[: window_start + 100])
    if end < 0:
        return None
    remainder = text[end:]
    written = _anchor_answer(remainder)  # as the text writes it ("12,5"), found again below
    answer = read_decimal_commas(written, text[max(0, end - QUALIFIER_WINDOW) : end])
    if not answer:
        return None
    if len(_OPTION_LINE_RE.findall(remainder)) >= 2:
        raise HedgedError("the answer is followed by a list of options")
    consumed = remainder.find(written)
    if DENIALS_SET.starts(answer):
        raise UnassertedError("the anchored answer is denied")
    if HEDGES_SET.search(answer) or BOUNDS_SET.starts(answer):
        raise HedgedError("the anchored answer hedges")
    if consumed >= 0:
        _check_qualifiers(_sentence_before(text, end) + remainder[:consumed], "")
        _check_tail(remainder[consumed + len(written) :], written)
    earlier, gap = _earlier_anchored(text, start)
    if earlier and not _states_one_answer(earlier, answer, gap):  # two answers stated: a list, a hedge unless equal
        return Extraction(f"{earlier}, {answer}", "anchor")
    return Extraction(answer, "anchor")


# A parenthesised explanation that ends an anchored answer's line: "9 (since ...)", "Evelyn (average speed 3.6)".
_EXPLANATION_OPENER = r"(?:" + "|".join(EXPLANATION_OPENERS) + r")(?![^\W\d_])"
_TRAILING_EXPLANATION_RE = re.compile(
    r"(?<=\S)[ \t]+\((" + _EXPLANATION_OPENER + r"[^()]*(?:\([^()]*\)[^()]*)*)\)[ \t.]*\Z", re.IGNORECASE
)
_EXPLANATION_START_RE = re.compile(_EXPLANATION_OPENER, re.IGNORECASE)
_EMPHASIS_PAIR_RE = re.compile(r"(\*\*|__)(?=\S)([^*\n]+?)(?<=\S)\1")
_EMPHASIS_AROUND_RE = re.compile(r"(\*{1,3}|_{1,3})([^*_]+)\1")


def _from_bare(text: str) -> Optional[Extraction]:
    stripped = text.strip()
    if not any(char.isalnum() for char in stripped):
        return None
    if "\n" in stripped or len(stripped) > MAX_BARE_LENGTH or _MATH_SPAN_RE.search(stripped):
        return None
    if len(_WORD_RE.findall(stripped)) > MAX_BARE_WORDS:
        return None  # a sentence, not a bare answer
    if "=" in stripped and _CHAIN_RE.match(stripped):
        return Extraction(stripped.rsplit("=", 1)[1].strip(), "chain")
    emphasis = _EMPHASIS_AROUND_RE.fullmatch(stripped)
    if emphasis:  # "**5**": Markdown emphasis around the whole answer
        return Extraction(emphasis.group(2).strip(), "bare")
    return Extraction(stripped, "bare")


def _sentences(line: str) -> List[str]:
    """Split a line into sentences, never inside a math span (``$$x = 1.$$`` ends one)."""
    spans: List[str] = []

    def hide(match: "re.Match[str]") -> str:
        spans.append(match.group(0))
        ending = ". " if match.group(0).rstrip("$\\)]").rstrip().endswith(".") else ""
        return f"\x00{len(spans) - 1}\x00{ending}"

    masked = _MATH_SPAN_RE.sub(hide, line.replace("\x00", " "))  # NUL marks the hidden spans
    parts = _SENTENCE_END_RE.split(masked)
    restored = [_PLACEHOLDER_RE.sub(lambda m: spans[int(m.group(1))], part) for part in parts]
    return [part for part in restored if part.strip()]


def _from_final_sentence(text: str) -> Optional[Extraction]:
    tail = _DISPLAY_SPAN_RE.sub(lambda m: " ".join(m.group(0).split()), text[-SENTENCE_WINDOW:])  # one line each
    lines = [line for line in tail.strip().splitlines() if line.strip()]
    if not lines:
        return None
    sentences = _sentences(_strip_trailing_filler(_LABEL_RE.sub(" ", lines[-1])))
    if not sentences or _is_question_or_given(sentences[-1]):
        return None  # a question, or the givens restated, is not a conclusion
    sentence = sentences[-1]
    value = _single_value(sentence)
    if value is None and len(sentences) > 1 and not _has_value(sentences[-1]):
        sentence = sentences[-2]
        value = _single_value(sentence)  # "... is 12. I hope it is correct."
    if value is None:
        return None
    position = sentence.rfind(value)
    if position >= 0:  # the words around the value qualify it as in an anchored sentence
        after = sentence[position + len(value) :]
        _check_qualifiers(sentence[:position], after)
        value += _words_after(after)  # "12 million", "5 dozen eggs", "5 below zero": read with the value, as after a box
    return Extraction(value, "sentence")


def read_decimal_commas(answer: str, context: str) -> str:
    """Read "3,75" as 3.75 and "1.234,5" as 1234.5 when the answer follows an anchor of a
    language that writes decimal commas (a group of exactly three digits stays thousands).

    >>> read_decimal_commas("3,75", "La réponse est "), read_decimal_commas("3,750", "Die Antwort ist ")
    ('3.75', '3,750')
    >>> read_decimal_commas("3,75", "The answer is ")
    '3,75'
    """
    if ("{,}" in answer or "\\," in answer) and any(a in context[-QUALIFIER_WINDOW:].lower() for a in _DECIMAL_COMMA_ANCHORS):
        answer = _THIN_SPACE_GROUP_RE.sub(r"\1", answer.replace("{,}", ","))  # "1\\,250{,}75" is 1250,75
    if "," not in answer and "." not in answer or answer.count(",") > 1:
        return answer  # several commas: separators of a tuple or a list
    if any(c in (_WRAPPED_UNIT_RE.sub(" ", answer) if "{" in answer else answer) for c in "([{]"):
        return answer  # a bracket (other than a unit's text group: "1,25 \\text{ mile}"): a tuple or an interval
    lower = context[-QUALIFIER_WINDOW:].lower()
    if not any(anchor in lower for anchor in _DECIMAL_COMMA_ANCHORS):
        return answer
    answer = _DOT_THOUSANDS_RE.sub(lambda match: match.group(0).replace(".", ""), answer)
    return _DECIMAL_COMMA_RE.sub(r"\1.\2", answer)


def _is_question_or_given(sentence: str) -> bool:
    """Return whether a final sentence asks a question or restates the givens ("We are given ...")."""
    stripped = sentence.rstrip(" *_$")
    return stripped.endswith(("?", "？")) or GIVENS_SET.starts(sentence)


def _has_value(sentence: str) -> bool:
    return bool(_MATH_SPAN_RE.search(sentence) or _NUMBER_RE.search(sentence))


# An enumeration label at the start of a line ("2.", "(a)", "Step 3:", "Part (b)"): never a value.
_LABEL_RE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:[#*>-]+[ \t]*)?(?:\(?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})[.)、]|\[\d{1,3}\]|#\d{1,3}"
    r"|(?:" + "|".join(re.escape(word) for word in LABEL_WORDS) + r")\s*\(?\w{1,3}\)?\s*[:.)]?\**)(?=\s|$)",
    re.IGNORECASE,
)


def _single_value(sentence: str) -> Optional[str]:
    """Return the one number or math span of a sentence, or None when there are none or several.

    A span that is one letter names a variable ("the largest $n$ is 34") and counts
    only when nothing else is there; an enumeration label ("2.", "Step 3:") is no value.
    """
    sentence = _LABEL_RE.sub(" ", sentence)
    alternatives = _OR_ALTERNATIVE_RE.findall(sentence)
    if alternatives:
        value = _single_value(_OR_ALTERNATIVE_RE.sub("", sentence))
        return None if value is None else ", ".join([value] + [a.strip(" $") for a in alternatives])
    matches = list(_MATH_SPAN_RE.finditer(sentence))
    spans = [next(part for part in match.groups() if part).strip() for match in matches]
    plain = _strip_spans(sentence)
    numbers = _NUMBER_RE.findall(plain)
    values = [span for span in spans if not _LONE_LETTER_RE.match(span)] + numbers
    if len(values) == 1 and numbers and _in_expression(plain, numbers[0]):
        return None  # "pi/4", "arctan(2)", "theta + 1": the number is part of an expression in words
    if len(values) == 1:
        return values[0].strip()
    if not values and len(spans) == 1:
        return spans[0]
    if len(matches) > 1 and not numbers and _are_joined(sentence, matches):
        return ", ".join(spans)  # "$x = 2$ and $x = -3$": one list answer
    return None


# A number joined by an operator or a bracket to a word: part of an expression written in words.
_WORD_OPERATOR_BEFORE_RE = re.compile(r"[^\W\d_](?:\s*[-+*/^×÷]|\()\s*\Z")  # "pi/", "pi + ", "arctan(" (glued)
_WORD_OPERATOR_AFTER_RE = re.compile(r"\s*[-+*/^×÷]\s*[^\W\d_]")


def _in_expression(sentence: str, number: str) -> bool:
    """Return whether the number stands in an expression with a word ("pi/4", "arctan(2)", "5 + x")."""
    position = sentence.rfind(number)
    if position < 0:
        return False
    if _WORD_OPERATOR_BEFORE_RE.search(sentence, max(0, position - 8), position):
        return True
    end = position + len(number)
    if not _WORD_OPERATOR_AFTER_RE.match(sentence, end, end + 8):
        return False
    rest = sentence[end:].lstrip()
    return not (rest.startswith("/") and _unit_end(rest[1:]) >= 0)  # "$20/hour": a rate, per a unit


def _are_joined(sentence: str, matches: List["re.Match[str]"]) -> bool:
    """Return whether consecutive math spans are separated only by "and", "or" or commas."""
    return all(
        JOINER_GAP_RE.match(sentence[left.end() : right.start()]) for left, right in zip(matches, matches[1:])
    )


def extract_boxed(text: str) -> Optional[str]:
    r"""Return the content of the last box (and the boxes joined to it), or None.

    Used on references that are whole solutions: their box is the answer.

    >>> extract_boxed(r"so the answer is \boxed{004}.")
    '004'
    """
    try:
        found = _from_boxes(text)
    except GradeError:
        return None
    return None if found is None else found.text


def extract(response: str, *, require_anchor: bool = False) -> Extraction:
    """Return the one final answer of a response; raise when there is none or several.

    Raises NoAnswerError, HedgedError or UnassertedError (all GradeError).
    """
    if _NON_SPACE_RE.search(response) is None:  # empty or only spaces (found without copying the response)
        raise NoAnswerError("the response is empty")
    text = final_text(response)
    block = answer_block(text)
    if block is not None:  # the format's answer block anchors what it holds
        text = block
    if text is not response and _NON_SPACE_RE.search(text) is None:
        raise NoAnswerError("the response has no visible text")
    boxed = _from_lone_box(text) or _from_boxes(text)
    if boxed is not None:
        return boxed
    anchored = _from_anchor(text)
    if anchored is not None:
        return anchored
    if not require_anchor:
        options = _OPTION_LINE_RE.findall(text[-TAIL_WINDOW:])
        if len(options) >= 2:
            raise HedgedError("the response lists options instead of choosing one")
        for step in (_from_bare, _from_final_sentence):
            found = step(text)
            if found is not None:
                return found
    if NO_VALUE_SET.search(text[-TAIL_SCAN:]):
        raise NoAnswerError("the response says the answer cannot be determined")
    raise NoAnswerError("no box, anchor or single final value")
