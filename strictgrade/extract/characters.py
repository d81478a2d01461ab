"""Characters a reader does not see as the grader reads them (POLICY §1.7 Visible): characters with no
width (removed), characters that change the display order or mark a digit, characters with no width
inside an answer, and words or numbers that mix scripts through lookalikes (refused).

Most responses are ASCII, and most others hold a sign or two ("−", "⋅"): each check asks the text's
distinct non-ASCII characters first (``holds_any``), one pass in C, before it scans the text.

>>> without_zero_width("n\\u200bot 5"), has_deceptive_characters("plain 42 − 7")
('not 5', False)
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from .._tables import DIRECTIONAL_MARKS
from .._text import LOOKALIKE_LETTERS, find_lookalike_word, find_mixed_number, holds_any, non_ascii_characters
from ..verdict import ObscuredError

__all__ = ["has_deceptive_characters", "check_characters", "check_scripts", "read_greek_questions", "without_zero_width"]

# Characters that change the display order (embeddings, overrides, isolates), and combining marks
# (drawn on a digit they change it).  Each is one character class with no ASCII character in it.
_DISPLAY_ORDER_CHARACTERS = "\u202a-\u202e\u2066-\u2069"  # a character class's body
_DISPLAY_ORDER_RE = lazy_compile("[" + _DISPLAY_ORDER_CHARACTERS + "]")
_COMBINING_RE = lazy_compile(r"[\u0300-\u036f\u20d0-\u20ff]")
# Characters with no width (zero-width spaces, invisible operators, soft hyphens) and the directional
# marks (LRM, RLM, ALM: they set the direction of neutral characters, never the display order): removed.
_ZERO_WIDTH_CHARACTERS = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u034f\u180e" + DIRECTIONAL_MARKS
# A non-joiner between two Arabic-script letters shows: it parts a word's pieces ("نمی‌تواند", cannot), read as words.
_ARABIC_ZWNJ_RE = lazy_compile("(?<=[\u0600-\u06ff])\u200c(?=[\u0600-\u06ff])")
# A character with no width (not a directional mark, which is ignored) between a box and its content
# or inside a number (policy §1.7 Visible): what the grader reads there is not what a reader reads.
_INVISIBLE = "[" + _ZERO_WIDTH_CHARACTERS[: -len(DIRECTIONAL_MARKS)] + "]"
_INVISIBLE_RE = lazy_compile(_INVISIBLE)
_ZERO_WIDTH_IN_ANSWER_RE = lazy_compile(r"\\(?:boxed|fbox)\s*" + _INVISIBLE + r"|\\(?:boxed|fbox)\s*\{[^{}]*" + _INVISIBLE + r"|\d" + _INVISIBLE + r"+\d")
# The characters the reading removes or refuses (combining marks count on a digit only: _has_marked_digit).
_UNICODE_TRIGGER_RE = lazy_compile("[" + _ZERO_WIDTH_CHARACTERS + _DISPLAY_ORDER_CHARACTERS + "]")


def _has_marked_digit(text: str) -> bool:
    """Return whether a combining mark stands on a digit (5\u0338 is not 5)."""
    if not holds_any(text, _COMBINING_RE):
        return False
    return any(text[mark.start() - 1] in "0123456789" for mark in _COMBINING_RE.finditer(text, 1))


def has_deceptive_characters(text: str) -> bool:
    """Return whether ``text`` holds a character the reading removes or refuses, or mixes scripts."""
    return not text.isascii() and (
        holds_any(text, _UNICODE_TRIGGER_RE)
        or _has_marked_digit(text)
        or find_lookalike_word(text) is not None
        or find_mixed_number(text) is not None
    )


def check_characters(text: str) -> None:
    """Refuse characters whose display differs from their text, and a character with no width inside a
    box or a number."""
    if holds_any(text, _DISPLAY_ORDER_RE) or _has_marked_digit(text):
        raise ObscuredError("the response has characters whose display differs from their text")
    if holds_any(text, _INVISIBLE_RE) and _ZERO_WIDTH_IN_ANSWER_RE.search(text):
        raise ObscuredError("a character with no width stands inside a box or a number")


def check_scripts(text: str) -> None:
    """Refuse a word or a number that mixes scripts through lookalikes (read once the characters with
    no width are gone: "n\u200bοt" is "nοt" to a reader)."""
    if text.isascii():
        return
    word = find_lookalike_word(text)
    if word is not None:
        shown = "".join(LOOKALIKE_LETTERS.get(char, char) for char in word)
        raise ObscuredError(f"the word {word!r} mixes scripts: it looks like {shown!r} and is another word")
    number = find_mixed_number(text)
    if number is not None:
        raise ObscuredError(f"the number {number!r} mixes the digits of two scripts")


def without_zero_width(text: str) -> str:
    """Return ``text`` without its characters of no width, a non-joiner between Arabic letters read as a space."""
    present = [char for char in non_ascii_characters(text) if char in _ZERO_WIDTH_CHARACTERS]
    if "\u200c" in present:
        text = _ARABIC_ZWNJ_RE.sub(" ", text)
    for char in present:
        text = text.replace(char, "")  # each a pass in C: most texts hold one such character, if any
    return text


# A Greek question mark: a semicolon at a sentence's end (before a space, a line's end or the text's), read as one after a
# Greek word of two letters or more ("απάντηση;", not the symbol "μ;") or after anything in a line of Greek, when what
# follows is no lower-case Greek word ("Η απάντηση είναι 48; Όχι· ..."; not "$x = 3$; επομένως"); Greek writes its
# semicolon as "·", and a sentence after a question opens with a capital.
_GREEK_QUESTION_RE = lazy_compile(r"[;\u037e](?=[ \t]*([\u0370-\u03ff\u1f00-\u1fff])|\s|\Z)")
_GREEK_WORD_END_RE = lazy_compile(r"[\u0370-\u03ff\u1f00-\u1fff]{2}\Z")
_GREEK_LETTERS_RE = lazy_compile(r"[\u0370-\u03ff\u1f00-\u1fff]{2}")


def read_greek_questions(text: str) -> str:
    """The text with each Greek question mark written as a semicolon read as "?" (positions stay)."""
    if ";" not in text and "\u037e" not in text or text.isascii():
        return text
    return _GREEK_QUESTION_RE.sub(_greek_question, text)


def _greek_question(found: "re.Match[str]") -> str:
    text, start, following = found.string, found.start(), found.group(1)
    if following and following.islower():
        return found.group()
    if _GREEK_WORD_END_RE.search(text, max(0, start - 2), start) or following and _GREEK_LETTERS_RE.search(text, text.rfind("\n", 0, start) + 1, start):
        return "?"
    return found.group()
