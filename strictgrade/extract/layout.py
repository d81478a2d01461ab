"""The layout of the text around an answer: paragraphs, sentences, math spans, padding, units.

Every stage reads the text through these functions; none of them decides a verdict."""

from __future__ import annotations

import functools
import re
from typing import List, NamedTuple, Optional, Tuple

from .._lazy import lazy_compile
from .._text import is_hangul, korean_core
from .._tables import (
    ELLIPSES, SUMMING_VERBS, ABBREVIATIONS, DECORATION_RANGES, RETRACTIONS, SCALE_WORDS, SPACING_COMMANDS
)
from ..limits import (
    SUMMING_VERB_REACH, RETRACTION_SENTENCE_REST, RETRACTION_WINDOW, BLANK_LINE_WALK, MATH_SPAN_SCAN, PARAGRAPH_LENGTH,
    PARAGRAPH_LINES, PARENTHETICAL_WORDS, PHRASE_EDGE, LONG_SENTENCE_REACH, PROSE_LOOKBACK, MAX_PADDING, QUALIFIER_WINDOW,
    SHORT_PADDING, TAIL_SCAN
)
from ..normalize import NUMERIC_DATE, is_count_noun, is_glued_script, is_unit
from ..verdict import TooComplexError
from .memo import _remembered
from .values import NOT_CJK_WORD
from .phrases import (
    BOUNDS_AFTER_SET, BOUNDS_SET, NEUTRAL_ALONE, NEUTRAL_PHRASE_ENDS, NEUTRAL_PHRASES, PhraseSet, VALUE_CHANGING_SET
)
from .words import WORD_MARKS
from .after_value import _past_unit, is_letter_unit
from .visible import math_span_parts


class Extraction(NamedTuple):
    """The answer text taken from a response and where it came from."""

    text: str
    source: str  # "box", "anchor", "bare", "chain" or "sentence"
    end: int = -1  # where the box or the anchored answer ends in the text; -1 where that is not known
    head: str = ""  # the boxed member when other forms of it are attached ("2^{10}" of "\boxed{2^{10}} = 1024")
    anchor: int = -1  # where the anchor of an anchored answer starts in the text; -1 for the others


# A full stop not after a digit, before a capital ("She gave 13. Итого ..."), or after a word; or a CJK stop.  Every
# alternative starts with its literal character, so the regex engine skips to them fast.  The
# last stop of a dotted abbreviation ("i.e.", "e.g.", "d.h.", "т.е.") ends no sentence.
_CAPITALS = "A-ZÀ-ÖØ-ÞΑ-ΩА-ЯЁЄІЇҐ"  # a capital of the Latin, Greek or Cyrillic script opens a sentence
_SENTENCE_END_RE = lazy_compile(
    r"\.(?<![^\W\d_]\.[^\W\d_]\.)(?:(?<!\d\.)(?=\s|$)|(?=\s+[" + _CAPITALS + r"])|(?<=[^\d\s]\.)(?=\s))|。|！|？|[।॥۔։]"  # not ؟, read like "?"
)
# A math span; an escaped dollar ("\\$84", money in prose) opens and closes none.
_MATH_SPAN_RE = lazy_compile(r"(?=[$\\])(?<!\\)\$\$(.+?)(?<!\\)\$\$|(?<!\\)\$(.+?)(?<!\\)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)
# A number of prose, or a numeric date, one value ("falls on 2024-03-05": not 2024, 03 and 05), not
# glued to a word or identifier ("x2", "3rd"); the scripts written without spaces stand right beside
# their numbers ("还剩下27张", "シールは27枚").
# After a number, Korean counters and particles are glued to it too ("21개의", "350원이다").
_NOT_CJK_WORD_AFTER = r"[^\W\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]"
_NUMBER_RE = lazy_compile(
    r"(?=[-$\d])(?<!" + NOT_CJK_WORD + r")(?<!\.)(?:(?:" + NUMERIC_DATE + r")(?!" + _NOT_CJK_WORD_AFTER + r"|[-/.]\d)"
    r"|-?\$?\d(?:[\d,]*\d)?(?:\.\d+)?(?:/\d+)?%?(?!" + _NOT_CJK_WORD_AFTER + r"))"  # (a comma after it is punctuation: "7, für die")
)
_PLACEHOLDER_RE = lazy_compile("\x00(\\d+)\x00")
# Spacing, emphasis, stops and colons at the end of an answer (not an escaped underscore "\_"):
# matched on the reversed text from its end, so that a long run costs one pass, not one per start.
_REVERSED_TRAILING_FILLER_RE = lazy_compile(r"(?:\s|\*|_(?!\\)|[.。,;:।۔])*")
_MEANINGFUL_SIGNS = "".join(phrase for phrases in RETRACTIONS.values() for phrase in phrases if len(phrase) == 1)
# Decoration and spacing at the end of a text, read backwards (one forward match).
_REVERSED_DECORATION_RE = lazy_compile(
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


class _Box(NamedTuple):
    start: int
    end: int  # one past the box
    content: str


# The spacing commands written as a backslash and a sign: "\\," is a thin space, not a comma.
_SPACING_ESCAPES = tuple("\\" + name for name in SPACING_COMMANDS if not name.isalpha())


def _ends_with(phrases: PhraseSet, before: str, comma_ends: bool = True, adjacent: bool = True) -> bool:
    """Return whether a phrase stands right before a value; a comma or a stop between ends it ("non, 5"),
    but not the stop of an abbreviation ("approx. 5").  With ``comma_ends=False`` a phrase set off
    by commas as an aside of a few words still stands before the value ("is, roughly, 5")."""
    if not phrases.ends(before, adjacent) or not phrases.ends(in_value_sentence(before), adjacent):
        return False  # (the second reading only when the first found one: a phrase of an earlier sentence reaches no value)
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
    return not trimmed.endswith((",", ".", ";", "!", "?", "，", "。", "।", "؟", "۔", "،"))


# A sentence's end inside the words before a value: a stop and spacing ("It is not. The answer is 5": the
# negation ends with its sentence).  A blank line alone ends none (a display continues its sentence: "is
# not\n\n$$5$$"), an ellipsis trails off into what follows, and the stop of an abbreviation ("approx. 5")
# or of a one-letter word ("e.g. ", "i.e. ") ends no sentence.
_STOP_IN_TEXT_RE = lazy_compile(r"(?<![.\s][^\W\d_])(?<!\.)(?<!\. )[.!?।؟۔](?![.!?]| \.)[\"')\]*_]*(?=\s)|[。！？]")


def in_value_sentence(before: str) -> str:
    """Return the words before a value from the start of its sentence: past the last sentence stop in them."""
    cut = -1
    for stop in _STOP_IN_TEXT_RE.finditer(before):  # (read only after a phrase was found before the value)
        if not (" " + before[: stop.start()]).lower().endswith(_ABBREVIATIONS):
            cut = stop.end()
    return before if cut < 0 else before[cut:]


_PARAGRAPH_BREAK_RE = lazy_compile(r"\n(?=[ \t]*\n)")  # a blank line, found at its first line break
_FIRST_WORD_RE = lazy_compile(r"\A((?:[^\W\d_]|[" + WORD_MARKS + r"])+)")
_SCALE_WORDS = frozenset(SCALE_WORDS)
# Scale words of the scripts that write no space after a number's words ("5만명", "6ล้านบาท"): read
# glued to what follows, longest first.
_GLUED_SCALE_WORDS = tuple(sorted((word for word in SCALE_WORDS if is_glued_script(word)), key=len, reverse=True))


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


_LINE_SPACING_RE = lazy_compile(r"[ \t\n]*")
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
    if text.startswith("$", start - 1) and start - 1 >= low:
        return _dollar_span(text, low, start, end)
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


def _dollar_span(text: str, low: int, start: int, end: int) -> Optional[Tuple[int, int, int, int]]:
    """The ``$..$`` span of ``_delimited_span``: a single dollar right before the value and right after
    it, no dollar inside, and nothing before it in its paragraph that math_span_parts reads as an
    opener (no dollar, ``\\(``, ``\\[``, environment or ``\\\\``), so that the dollar before the value opens
    a span and the one after it closes it (Pandoc's rule: no digit after the closer)."""
    opener = start - 1
    if opener > low and text[opener - 1] in "$\\" or not text.startswith("$", end) or text.startswith("$", end + 1):
        return None  # "$$", "\\$" or no single dollar right after the value
    if start >= end or text[start] in " \t\n" or text[end - 1] in " \t\n\\":
        return None  # a dollar opens math before a non-space, and closes it after one
    if text[end + 1 : end + 2].isdigit() or end - start >= MATH_SPAN_SCAN or text.find("$", start, end) >= 0 or "\n\n" in text[start:end]:
        return None
    for mark in ("$", "\\(", "\\[", "\\begin", "\\\\"):
        if text.find(mark, low, opener) >= 0:
            return None
    return start, end, opener, end + 1


_DISPLAY_OPENER_RE = lazy_compile(r"\\begin\{([a-zA-Z]+\*?)\}|\$\$|\\\[")


def one_line_displays(text: str) -> str:
    """The text with the line breaks inside its closed display blocks (``\\begin{align*} ... \\end{align*}``, ``$$ ... $$``,
    ``\\[ ... \\]``) read as spaces, so that a block is read as one statement, not a sentence a line; the
    positions stay.  An opener with no closer after it (the closing "$$" of the answer's own display) is read past,
    and so is every later opener of its kind, which none closes either: one linear pass."""
    if "\n" not in text:
        return text
    pieces, at, unclosed = [], 0, set()
    opener = _DISPLAY_OPENER_RE.search(text)
    while opener is not None:
        closer = f"\\end{{{opener.group(1)}}}" if opener.group(1) else "$$" if opener.group() == "$$" else "\\]"
        close = text.find(closer, opener.end()) if closer not in unclosed else -1
        if close < 0:
            unclosed.add(closer)
            opener = _DISPLAY_OPENER_RE.search(text, opener.end())
            continue
        end = close + len(closer)
        pieces += [text[at : opener.start()], text[opener.start() : end].replace("\n", " ")]
        at = end
        opener = _DISPLAY_OPENER_RE.search(text, at)
    return "".join(pieces) + text[at:]


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


_CLAUSE_STOP_RE = lazy_compile(r"[.。！？!?;；]")


def _words_after(after: str) -> str:
    """Return the words right after an answer that scale or change it ("million", "dozen", "squared").

    A unit or any other word is not part of the answer.
    """
    after = after.lstrip("*_ \t(")
    if is_letter_unit(after):
        return ""  # "$\\boxed{300}$ m": a unit
    if VALUE_CHANGING_SET.starts(after) or VALUE_CHANGING_SET.starts(_past_unit(after).lstrip("*_ \t")):  # "degrees below zero"
        return " " + _CLAUSE_STOP_RE.split(after.partition("\n")[0], 1)[0].strip()  # to its sentence's stop: "万元。"
    word = scale_word(after)
    return " " + word if word else ""


def scale_word(after: str) -> str:
    """The scale word that begins ``after`` and belongs to the value before it ("million", "万", the "만"
    of "만명"), or ""."""
    match = _FIRST_WORD_RE.match(after)
    if match and match.group(1).lower() in _SCALE_WORDS:
        return match.group(1)
    if match and match.group(1).startswith(_GLUED_SCALE_WORDS):  # "만명", not "만약" (if) nor "만큼" (as much as)
        word = next(word for word in _GLUED_SCALE_WORDS if after.startswith(word))
        rest = match.group(1)[len(word) :]
        if not rest or is_unit(rest) or is_hangul(rest[0]) and is_count_noun(korean_core(rest)) or "\u0e01" <= word[0] <= "\u0e7f":  # Thai glues
            # every word: "ล้านบาท"; a Korean counter its copula ("만원입니다")
            return word
    return ""


# What may stand between a qualifier and its value without counting as the words read: spacing,
# math openers, signs other than a clause's stops and commas, the neutral words and phrases and
# the spacing commands (phrases.NEUTRAL_PHRASES).  Matched on the text reversed from the value
# back, so that one forward match finds the run however long it is.
_CLAUSE_STOPS = ",.;!?，。、।؟۔،։"  # the signs that end a run of padding (unless a spacing escape's)
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
_NON_PADDING_RE = lazy_compile(
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


def _long_sentence_start(text: str, begin: int, start: int, low: int = 0) -> int:
    """Return where the sentence of a value at ``start`` begins when it began before the window that begins at ``begin``,
    at most LONG_SENTENCE_REACH characters before it (the text's first sentence too); else ``begin``."""
    if begin <= low or text.find("\n", begin, start) >= 0 or text.find(". ", begin, start) >= 0 or _SENTENCE_STOP_RE.search(text, begin, start):
        return begin  # (a line break or a full stop is found in C first: most windows hold one)
    reach = max(low, begin - LONG_SENTENCE_REACH)
    stops = list(_SENTENCE_STOP_RE.finditer(text, reach, begin))
    return stops[-1].end() if stops else reach if reach == low else begin


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
_OPENERS_ONLY_RE = lazy_compile(
    r"(?:[^\S\n]|[$*_]|\\[(\[,;:! ]|\\begin\s*\{[a-zA-Z]+\*?\}"
    r"|\\(?:" + "|".join(name for name in SPACING_COMMANDS if name.isalpha()) + r")(?![a-zA-Z]))*"
)
_SENTENCE_STOPS = (".", "!", "?", "。", "！", "？", "।", "॥", "؟", "۔", "։")


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
    cut = max(line - 1, stop, window.rfind("! ", line), window.rfind("? ", line), window.rfind("。", line), window.rfind("।", line),
              window.rfind("؟ ", line), window.rfind("۔", line))
    return window[cut + 1 :]


def _sentence_after(text: str) -> Tuple[str, str]:
    """Split the text after an answer into the rest of its sentence and what follows it."""
    window = text[:TAIL_SCAN]
    end = _SENTENCE_END_RE.search(window)
    newline = window.find("\n")
    cut = min(x for x in (end.end() if end else len(window), newline if newline >= 0 else len(window)))
    closers = _CLOSERS_AFTER_STOP_RE.match(window, cut)  # "。**": the emphasis the stop closed in, with its sentence
    cut = closers.end() if closers and end and cut == end.end() else cut
    return window[:cut], text[cut:]


_CLOSERS_AFTER_STOP_RE = lazy_compile(r"[)\]\"'”’»*_$]+(?=\s|\Z)")


def _bound_past_unit(after: str) -> bool:
    """Return whether a bound follows the value's unit ("cm or more"), not one of another value
    that follows ("12 inches, approximately 30.5 cm" converts the value)."""
    if not BOUNDS_AFTER_SET.mentions(after):
        return False  # no bound's word anywhere after the value
    rest = _past_unit(after, nouns=True)  # "12 minuter ungefär": a count noun is the value's too
    if not rest:  # a counter glued to the bound in the scripts without spaces: "21 场左右", "12 ผลโดยประมาณ"
        glued = after.lstrip(" \t$*_")
        rest = next((glued[reach:] for reach in range(1, _GLUED_COUNTER_REACH + 1)
                     if glued[:1] and is_glued_script(glued[0]) and BOUNDS_AFTER_SET.starts(glued[reach:])), "")
    return BOUNDS_AFTER_SET.starts(rest) and not _DIGIT_RE.search(rest, 0, PHRASE_EDGE)


_GLUED_COUNTER_REACH = 2  # the characters of a counter glued before a bound ("场", "ผล")


_DIGIT_RE = lazy_compile(r"\d")
_ABBREVIATIONS = tuple(" " + abbreviation for abbreviation in ABBREVIATIONS)


def _is_balanced(end: str) -> bool:
    """Return whether the last line of a text closes its braces and inline math."""
    line = end.rpartition("\n")[2].replace("\\$", "").replace("\\{", "").replace("\\}", "")
    return line.count("{") <= line.count("}") and line.count("$") % 2 == 0


def _is_new_paragraph(gap: str) -> bool:
    """Return whether the text between two boxes starts a new paragraph: a blank line, several
    lines (outputs written one step per line) or a long stretch of text."""
    return bool(_PARAGRAPH_BREAK_RE.search(gap)) or gap.count("\n") >= PARAGRAPH_LINES or len(gap) > PARAGRAPH_LENGTH


def _strip_spans(text: str) -> str:
    return _MATH_SPAN_RE.sub("", text)


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


def _has_value(sentence: str) -> bool:
    return bool(_MATH_SPAN_RE.search(sentence) or _NUMBER_RE.search(sentence))


_SENTENCE_STOP_RE = lazy_compile(r"[.!?](?=[)\]\"'”’»*_]*(?:\s|$))|[。！？।\n]")


def retraction_window(text: str) -> str:
    """The text after an answer read for a withdrawal: RETRACTION_WINDOW characters, on to the end of the
    sentence they would cut (at most RETRACTION_SENTENCE_REST more), so no sentence is read cut in two; a table's
    header rows blanked (``without_table_headers``)."""
    if len(text) > RETRACTION_WINDOW:
        stop = _SENTENCE_STOP_RE.search(text, RETRACTION_WINDOW - 1, RETRACTION_WINDOW + RETRACTION_SENTENCE_REST)
        text = text[: stop.end()] if stop else text[: RETRACTION_WINDOW + RETRACTION_SENTENCE_REST]
    return without_table_headers(text)


# A table's header row: a row of cells right before the separator row of dashes ("| Mistake | Wrong result |\n|---|---|").
_TABLE_HEADER_RE = lazy_compile(r"^[ \t]*\|[^\n]*\|[ \t]*(?=\n[ \t]*\|?[ \t]*:?-{3,})", re.MULTILINE)


def without_table_headers(text: str) -> str:
    """The text with its tables' header rows blanked at the same length: a header labels its columns ("| Error | Resultado
    erróneo |"), no sentence of the writer's that withdraws, doubts or corrects anything."""
    return _TABLE_HEADER_RE.sub(lambda row: " " * len(row.group()), text) if "|" in text and "--" in text else text


# What ends a clause or a sentence: the clause a word stands in starts past the last of them before it.
CLAUSE_ENDS = ",，;；:：.。!！?？\n"


def clause_before(before: str) -> str:
    """The words of the clause that ``before`` ends with: back to a comma or a stop."""
    return before[max(before.rfind(mark) for mark in CLAUSE_ENDS) + 1 :]


# A bullet or numbered item at a line's start; and the next item after a box, when it opens with a value.
_ITEM_FIRST_CHARACTERS = frozenset(" \t-*+•0123456789")
_BULLET_ITEM = r"[ \t]*(?:[-*+•]|\d{1,2}[.)])[ \t]+"
BLOCK_LINE = r"[ \t]*(?:[-*+•][ \t]|\d{1,2}[.)][ \t]|\|)"  # what opens a list item or a table row (cases.py, sections.py)
_BULLET_ITEM_RE = lazy_compile(_BULLET_ITEM)
# "- 20", "* $r = 7$", "- $x_2 = \\frac{1}{2}$": a value, perhaps named, opens the item
_VALUE_ITEM = _BULLET_ITEM + r"[$*_(\\\[]*(?:[a-zA-Z](?:_\{?\w{1,3}\}?)?\s*=\s*)?[-+−]?(?:\d|\\(?:[dt]?frac|sqrt|pi)(?![a-zA-Z]))"
_VALUE_ITEM_AFTER_RE = lazy_compile(r"[^\n]*\n(?:[ \t]*\n)*" + _VALUE_ITEM)
_VALUE_ITEM_BEFORE_RE = lazy_compile(r"(?:\A|\n)" + _VALUE_ITEM + r"[^\n]*\n(?:[ \t]*\n)*\Z")


def listed_among_values(text: str, start: int, end: int) -> bool:
    """Return whether the answer is one item of a list of values ("Possible answers:\n- \\boxed{18}\n- 20")."""
    line = text.rfind("\n", 0, start) + 1
    if text[line : line + 1] not in _ITEM_FIRST_CHARACTERS:
        return False  # most boxes stand on a line that is no list item
    if not _BULLET_ITEM_RE.match(text, line):
        return False
    return bool(_VALUE_ITEM_AFTER_RE.match(text, end)) or bool(_VALUE_ITEM_BEFORE_RE.search(text, max(0, line - PROSE_LOOKBACK * 4), line))


def in_blockquote(text: str, position: int) -> bool:
    """Return whether ``position`` lies on a line of a Markdown block quote ("> The answer is 90."): quoted words."""
    line_start = text.rfind("\n", 0, position) + 1
    return text[line_start:position + 1].lstrip(" \t").startswith(">")


# A verb whose particle is the "up" of "up to" ("add up to", "sums up to"): the phrase is the verb's, no bound.
_SUMMED_UP_TO_RE = lazy_compile(r"(?<![^\W\d_])(?:" + "|".join(sorted({verb for verbs in SUMMING_VERBS.values() for verb in verbs}, key=len, reverse=True))
                                + r")\s+up\s+to[\s$*_(\[\\]*\Z", re.IGNORECASE)


def ends_with_bound(before: str, adjacent: bool) -> bool:
    """Return whether a bound stands right before a value (BOUNDS, APPROXIMATIONS: "at least", "up to"), read as
    ``_ends_with(..., comma_ends=False)`` does, not the particle of a verb of summing ("The angles add up to 720")."""
    return _ends_with(BOUNDS_SET, before, comma_ends=False, adjacent=adjacent) and _SUMMED_UP_TO_RE.search(before[-SUMMING_VERB_REACH:]) is None
