"""The last balanced box and the boxes joined to it, read with the math span around them."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import List, Optional, Tuple

from .._lazy import lazy_compile
from .._text import TOO_LONG, find_closing_brace
from ..limits import (
    CATAPHOR_REACH,
    MAX_BOX_LOOKUPS,
    MAX_BOXES,
    MAX_BRACE_SCAN,
    QUALIFIER_WINDOW,
)
from ..verdict import (
    GradeError,
    HedgedError,
    NoAnswerError,
    TooComplexError,
    UnassertedError,
)
from .phrases import CONDITIONS_SET, CORRECTIONS_SET, HEDGES_SET, JOINER_GAP_RE, NO_VALUE_SET, is_anchor_alone
from .layout import (
    Extraction,
    _Box,
    _enclosing_math,
    _has_value,
    _is_new_paragraph,
    _non_padding,
    _sentence_before,
    _sentence_in,
    _window_start,
    listed_among_values,
)
from .assertion import (
    _NON_SPACE_RE,
    _check_context,
    _check_labelled_qualifiers,
    _check_prose_after,
    _check_prose_before,
    _check_qualifiers,
    is_unit_tail,
    _denies,
    _is_denied,
    _is_quoted,
    _value_starts,
)
from .suppositions import COUNTERFACTUALS_LEXICON
from .after_value import _is_closed_tail
from .lexicons import words_of
from .notes import _check_tail
from .clauses import reading_start, sentence_before
from .fallback import _OR_ALTERNATIVE_RE
from .restatements import restated_forms
from .cataphors import denied_ahead
from .anchors import _restated, anchor_after_box, read_decimal_commas
from .values import as_written


_BOX_RE = lazy_compile(r"\\(?:boxed|fbox)(?![a-zA-Z])")
_UNBRACED_BOX_ARG_RE = lazy_compile(
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


# After a box, also ", or $1.5$." ending its sentence (a hedge such as ", or maybe 6" is no such form); a unit
# word may stand between the box and the parenthesis ("$\boxed{\frac54}$ cups (or 1.25 cups)").
_OR_AFTER_BOX_RE = lazy_compile(
    r"(?:[ \t]*\$)?(?:[ \t]+[^\W\d_]{2,20}(?=[ \t]*\())?(?:" + _OR_ALTERNATIVE_RE.pattern
    + r"|,[ \t]*or(?:[ \t]+equivalently)?[ \t]+(\$(?![^$\n]*(?:approx|≈|~|\\sim))[^$\n]{1,40}\$|[-+]?\d[\d.,/]*)(?=[ \t]*[.!]?[ \t]*(?:\n|\Z)))",
    re.IGNORECASE,
)
# A list continuing after the answer: "\boxed{5}, 6, 7".
# An approximation sign and a decimal in parentheses after a box: "$\boxed{\frac{14}{3}}$ ($\approx 4.67$)".
_APPROX_AFTER_BOX_RE = lazy_compile(r"(?:[ \t]*\$)?[ \t]*\(\s*\$?\s*(?:\\approx(?![a-zA-Z])|≈)\s*([-−]?\d+\.\d+)\s*\$?\s*\)")


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
            if CORRECTIONS_SET.search(gap) and not _framed_by_condition(gap):
                break
            if HEDGES_SET.search(gap):
                raise HedgedError("the boxed answers are offered as alternatives")
        group.insert(0, box)
    return group


def _framed_by_condition(gap: str) -> bool:
    """Return whether a condition opens before the first correction phrase between two boxes ("; if the 14
    is a misprint for 13, we get"), or a counterfactual stands in the gap ("with the misprint fixed it
    would be"): the correction is the condition's, not the writer's."""
    located = CORRECTIONS_SET.located(gap)
    first = min((start for start, _ in located), default=len(gap))
    return CONDITIONS_SET.search(gap[:first]) or COUNTERFACTUALS_LEXICON.in_words(words_of(gap))  # "with the misprint fixed it would be"


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
    if listed_among_values(text, start, end):
        return None  # _from_boxes says why
    after = text[end:]
    if start == 0 and not after.strip():
        return Extraction(read_decimal_commas(content, ""), "box", end)  # the box is the whole response
    known = _non_padding(text, start)
    window = reading_start(text, start, 0, known)
    alone = is_anchor_alone(text[window:start])  # "The answer is $": an anchor alone, in which no check of the words before finds anything
    if not alone and _denies(text[window:start], after) or denied_ahead(text[max(0, start - CATAPHOR_REACH) : start]):
        return None  # _from_boxes skips a denied box, and says why one denied ahead of it is refused
    closed = _is_closed_tail(after) or is_unit_tail(after)  # "\\) square feet.": nothing the checks of a tail read
    if not closed:
        later = anchor_after_box(after, content)
        if later is not None:  # an anchor after the box, as in _from_boxes
            return _restated(content, after, later, end) if _has_value(later.text) or later.text == content else None
        if _OR_AFTER_BOX_RE.match(after) or _APPROX_AFTER_BOX_RE.match(after) or restated_forms(after, content)[1]:
            return None  # another form after it: _from_boxes compares it
    context = _sentence_in(text, window, start)
    if _NON_SPACE_RE.search(text, 0, start) is None and not after.strip():
        return Extraction(read_decimal_commas(content, context), "box", end)  # the box is the whole response
    span = _enclosing_math(text, start, end)
    if span is None or text[span[0] : start].strip() or text[end : span[1]].strip():
        return None  # a box in prose, or beside something in its math span: read in full
    if _is_quoted(text, start, end):
        return None
    prose = text[_window_start(text, span[2], 0, known) : span[2]]
    if not (alone and closed and is_anchor_alone(prose) and is_anchor_alone(context)):  # (the checks of an anchor alone pass)
        _check_prose_before(prose)
        _check_qualifiers(context, "", "", after[:QUALIFIER_WINDOW])
    attached = ""
    if not closed:  # a closed tail holds nothing these checks could find
        attached, taken = _check_prose_after(text[span[1] : span[3] + QUALIFIER_WINDOW])
        _check_tail(after, content, context)
        end = span[1] + taken if taken else end  # a restated form is read with the box: what follows the answer follows it
    head = content if attached.startswith(" =") else ""  # a restatement after the box: the box heads the chain
    attached = _read_restated(attached, context, content)
    return Extraction(read_decimal_commas(content, context) + attached, "box", end, head)


def _earlier_boxes_are_apart(text: str, start: int) -> bool:
    """Return whether the boxes before the last one end a paragraph and a sentence window before
    it, so that none joins the last box or bounds the words read before it."""
    boxes, _ = _find_boxes(text)  # as _from_boxes reads them: an outer box replaces the ones inside it
    if len(boxes) < 2 or boxes[-1].start != start:
        return False
    earlier = boxes[-2]
    return earlier.end <= start - QUALIFIER_WINDOW and _is_new_paragraph(text[earlier.end : start])


def _read_restated(attached: str, context: str, content: str) -> str:
    """A value restated after the box (" = 0,5") with its decimal commas read as the box's are; a
    percent is its hundredth (" = 0.25" for "i.e. 25%" after \frac14), or nothing when it is the
    box's own number with a percent sign ("\boxed{25}, i.e. 25%")."""
    if not attached.startswith(" = "):
        return attached
    value = read_decimal_commas(attached[3:], context)
    value = as_written(value) if value.count(",") == 1 and value.replace(",", "").isdigit() else value  # "то есть 1,2" is 1.2
    number = value[:-1].rstrip(" \u00a0\u202f")  # "45 %": a space may stand before the sign
    if value.endswith("%") and _PLAIN_DECIMAL_RE.fullmatch(number):
        if number == content.replace("\\%", "").replace("%", "").strip():
            return ""
        return " = " + format(Decimal(number.replace("−", "-")).scaleb(-2), "f")
    return " = " + value


_PLAIN_DECIMAL_RE = lazy_compile(r"[-−]?\d+(?:\.\d+)?")


# What opens a chain of other forms attached to a box ("= 1024", "\\approx 4.67"): the box is then its head.
_CHAIN_SIGNS = ("=", "\\approx", "≈")


def _from_boxes(text: str) -> Optional[Extraction]:
    """Return the last asserted box (with the boxes of its final paragraph), and where it ends."""
    boxes, last_broken = _find_boxes(text)
    if last_broken:
        raise NoAnswerError("the last box is unbalanced or empty")
    if not boxes:
        return None
    group = _final_group(text, boxes)
    first, last = group[0], group[-1]
    if denied_ahead(text[max(0, first.start - CATAPHOR_REACH) : first.start]):
        raise UnassertedError("the sentence before the answer denies what follows it")  # "What follows is not my final answer."
    tail = text[last.end :]
    closed = _is_closed_tail(tail)  # only the closing of its sentence follows
    later = None if closed else anchor_after_box(tail, last.content)
    if later is not None and NO_VALUE_SET.search(later.text) and not _has_value(later.text):
        raise NoAnswerError("the final answer after the last box says there is none")
    if later is not None and (_has_value(later.text) or later.text in (last.content, ", ".join(box.content for box in group))):
        return _restated(last.content, tail, later, last.end)  # an anchor with a value after the last box restates the final answer ("# Answer" lines)
    if listed_among_values(text, first.start, last.end):
        raise HedgedError("the answer is one item of a list of values")
    attached, end = _check_context(text, first, last)
    earlier = [box.end for box in boxes if box.end <= first.start]
    context = sentence_before(text, first.start)
    for start in reversed(_value_starts(text, first)):  # the outer span first: its bound or hedge says most
        if start != first.start:  # before the labelled span
            _check_labelled_qualifiers(_sentence_before(text, start, earlier[-1] if earlier else 0), tail[:QUALIFIER_WINDOW])
        else:
            _check_qualifiers(sentence_before(text, start, earlier[-1]) if earlier else context, "", "", tail[:QUALIFIER_WINDOW])
    alternative = None if closed else _OR_AFTER_BOX_RE.match(tail)
    if alternative:  # "\\boxed{\\frac32} (or 1.5)": another form of the answer, compared like a list member
        tail = tail[alternative.end() :]
        end = max(end, last.end + alternative.end())  # read with the answer: what follows the answer follows it
    approximation = None if closed or alternative else _APPROX_AFTER_BOX_RE.match(tail)
    if approximation:  # "$\\boxed{\\frac{14}{3}}$ ($\\approx 4.67$)": read with the box, held to its rounding
        tail = tail[approximation.end() :]
        end = max(end, last.end + approximation.end())
        attached = attached or " \\approx " + approximation.group(1)
    restated: List[str] = []
    if not closed and len(group) == 1 and not alternative and not approximation and not attached:
        tail, restated = restated_forms(tail, last.content)  # "In simplest form this is $2\sqrt{5}$.": read as a chain after the box
        attached = "".join(" = " + value for value in restated)
    if not closed:
        _check_tail(tail, last.content, context)
    contents = list(dict.fromkeys(read_decimal_commas(box.content, context) for box in group))  # one box twice is one answer
    head = ""
    if attached and len(contents) == 1:
        head = contents[0] if attached.lstrip().startswith(_CHAIN_SIGNS) else ""
        attached = _read_restated(attached, context, contents[0])
        contents = [contents[0] + attached]
    if alternative:
        contents.append(read_decimal_commas(next(part for part in alternative.groups() if part).strip(" $"), context))  # "(o bien 0,75)"
    return Extraction(", ".join(contents), "box", end, head)


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
