"""The words of a text as the phrase tables read them: letters with their combining marks, apostrophes
inside words, commands as words; split in C for plain ASCII text (``_plain_words``) and by the regex
otherwise, the two held equal by tests/test_phrases.py."""

from __future__ import annotations

import functools
import unicodedata
from typing import List, Optional, Tuple

from .._lazy import lazy_compile
from ..limits import WORDS_CACHE_SIZE

# The vowel signs and other combining marks of the Hebrew, Arabic, Devanagari, Bengali and Thai
# scripts (Unicode Mn and Mc there): letters of their word, not separators ("है", "प्रायः", "تقريبًا").
WORD_MARKS = (
    "\u0591-\u05bd\u05bf\u05c1-\u05c2\u05c4-\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4"
    "\u06e7-\u06e8\u06ea-\u06ed\u0900-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962-\u0963\u0981-\u0983\u09bc"
    "\u09be-\u09c4\u09c7-\u09c8\u09cb-\u09cd\u09d7\u09e2-\u09e3\u09fe\u0b82\u0bbe-\u0bc2\u0bc6-\u0bc8\u0bca-\u0bcd\u0bd7\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
)
_LETTER = r"(?:[^\W_]|[" + WORD_MARKS + r"])"
# A word of a phrase or of the text it is looked for in (apostrophes inside words kept:
# "that's", "n'est"); a command such as \approx counts as a word; "≈" too.
_WORD_RE = lazy_compile(_LETTER + r"+(?:['’]" + _LETTER + r"+)*|\\[a-zA-Z]+|[≈≃≅∼≳≲⪅⪆❌✗✘]|~(?=\s*(?:[\d$\\]|\Z))")


def _is_cjk(char: str) -> bool:
    """Return whether a phrase in this character's script is matched anywhere, as text: Chinese and
    Japanese, and Thai, which write no spaces between words."""
    return "\u3040" <= char <= "\u30ff" or "\u4e00" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef" or "\u0e01" <= char <= "\u0e7f"


# The plain-text reading of _WORD_RE for ASCII text without tildes: letters and digits are kept,
# a backslash starts a command, an apostrophe joins the letters on both sides ("carla's"),
# everything else separates words.  A command glued to a digit ("\\approx5") or a backslash
# before a digit is left to the regex.  tests/test_phrases.py holds the two equal.
_WORD_BYTES = bytes(c if chr(c).isalnum() or chr(c) in "\\'" else 32 for c in range(128)) + bytes([32]) * 128
_COMMAND_DIGIT_RE = lazy_compile(r"\\[a-z]*[0-9]")


def _plain_words(lower: str) -> Optional[List[str]]:
    """The words of lower-case text as _WORD_RE reads them, split in C; None when the regex must read it."""
    if not lower.isascii() or "~" in lower:
        return None
    spaced = lower.replace("\\", " \\").encode().translate(_WORD_BYTES).decode()
    if _COMMAND_DIGIT_RE.search(spaced):
        return None
    if "\\" in spaced:  # a backslash before no letter or digit stands alone: not a word
        spaced = (spaced + " ").replace(" \\ ", "  ").replace(" \\ ", "  ")  # twice: a run of them shares spaces
    words = spaced.split()
    return _joined_by_apostrophes(words) if "'" in lower else words


def _joined_by_apostrophes(tokens: List[str]) -> List[str]:
    """Split tokens at the apostrophes that stand beside no letter on one side (an apostrophe joins
    two runs of letters into one word); a command ends at its first apostrophe ("\\text's": "\\text", "s")."""
    words: List[str] = []
    for token in tokens:
        if "'" not in token:
            words.append(token)
            continue
        if token.startswith("\\"):
            command, _, token = token.partition("'")
            if command != "\\":  # a backslash alone is no word
                words.append(command)
        run: List[str] = []
        for part in token.split("'"):
            if part:
                run.append(part)
            elif run:
                words.append("'".join(run))
                run = []
        if run:
            words.append("'".join(run))
    return words


@functools.lru_cache(maxsize=WORDS_CACHE_SIZE)
def _word_tuple(text: str) -> Tuple[str, ...]:
    """The words of a text, lower case (one text is read by several tables: the split is cached)."""
    lower = text.lower()
    words = _plain_words(lower)
    if words is not None:
        return tuple(words)
    words = _WORD_RE.findall(unicodedata.normalize("NFC", lower))  # "e\u0300" is "è"
    return tuple(word.replace("’", "'") for word in words) if "’" in text else tuple(words)
