"""Small text helpers shared by the extraction and normalization stages."""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import Dict, FrozenSet, Iterable, List, Mapping, Optional, Set, Tuple

__all__ = [
    "trie_pattern", "SPACING_FROM_ITS_START", "TOO_LONG", "UNBALANCED", "find_closing_brace", "find_group_end",
    "replace_native_digits", "find_mixed_number", "find_lookalike_word", "LOOKALIKE_LETTERS", "lower_in_place",
    "non_ascii_characters", "holds_any",
]

from ._lazy import lazy_compile
from ._tables import (
    ARABIC_DECIMAL_SEPARATOR,
    ARABIC_PERCENT_SIGN,
    ARABIC_THOUSANDS_SEPARATOR,
    ASCII_LIKE_ZEROS,
    COUNTERS,
    DECIMAL_ZEROS,
    DIRECTIONAL_MARKS,
    GLUED_PROCLITICS,
    KOREAN_COPULA_ENDINGS,
    LATIN_LOOKALIKE_RANGES,
    LATIN_LOOKALIKES,
)
from .limits import MAX_BRACE_SCAN, MAX_WORD_READ

_BRACE_TOKEN_RE = lazy_compile(
    r"""
    \\.       # an escaped character (\{ and \} are not braces)
    | [{}]     # a brace
    """,
    re.VERBOSE | re.DOTALL,
)


# A comparison: a math span that holds one states a relation ("$x < 4$"), a bound, not a value.
COMPARISON = r"[<>≤≥≠]|\\(?:le|ge|leq|geq|lt|gt|neq|ne)(?![a-zA-Z])"
COMPARISON_RE = lazy_compile(COMPARISON)


# The start of a pattern that begins with optional spacing, read from the start of the run of
# spacing only (or right after one, with none): the leftmost match is the same as with a bare
# "\s*", but a long run is not tried from each of its characters.
SPACING_FROM_ITS_START = r"(?:(?<!\s)\s*|(?<=\s)(?!\s))"

UNBALANCED = -1
TOO_LONG = -2


def find_closing_brace(text: str, open_index: int) -> int:
    """Return the index of the brace closing the one at ``open_index``.

    Return UNBALANCED (-1) when the text ends first, TOO_LONG (-2) when the group
    runs past MAX_BRACE_SCAN characters.

    Escaped characters (``\\{``, ``\\}``) are skipped.

    >>> find_closing_brace("{a{b}c}d", 0)
    6
    >>> find_closing_brace("{a{b}", 0)
    -1
    """
    end = min(len(text), open_index + MAX_BRACE_SCAN)
    close = text.find("}", open_index + 1, end)
    if close > 0 and text.startswith("{", open_index):
        found = _nested_close(text, open_index, close, end)
        group = text[open_index : found + 1]
        if found > 0 and "\\{" not in group and "\\}" not in group:
            return found  # no escaped brace inside ("{1260}", "{\\frac{1}{2}}"): every brace counts, as the walk below reads them
    depth = 0
    for match in _BRACE_TOKEN_RE.finditer(text, open_index, end):
        token = match.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
            if depth == 0:
                return match.start()
    return TOO_LONG if end < len(text) else UNBALANCED


def _nested_close(text: str, open_index: int, close: int, end: int) -> int:
    """Return the brace closing the one at ``open_index`` by substring scans (every brace counted,
    escaped or not), or -1 when the text ends first."""
    depth, position = 1, open_index + 1
    while close >= 0:
        opening = text.find("{", position, close)
        if opening >= 0:
            depth, position = depth + 1, opening + 1
            continue
        depth -= 1
        if depth == 0:
            return close
        position = close + 1
        close = text.find("}", position, end)
    return -1


def find_group_end(text: str, start: int) -> int:
    """Return the index of the first unmatched ``}`` at or after ``start`` (the end of the
    enclosing group), or ``len(text)`` when the text ends first.

    >>> find_group_end("a {b} c} d", 0), find_group_end("a {b}", 0)
    (7, 5)
    """
    depth = 0
    for match in _BRACE_TOKEN_RE.finditer(text, start):
        token = match.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            if depth == 0:
                return match.start()
            depth -= 1
    return len(text)


def trie_pattern(words: "Iterable[str]", ends: "Optional[Mapping[str, str]]" = None) -> str:
    r"""Return a regex alternation of literal words factored by shared prefixes.

    Python's regex engine tries alternatives one by one; a trie tries at most one branch
    per character, so a long word list costs little at every position it is tried.  With
    ``ends``, the words it names are followed by their own pattern there.

    >>> import re
    >>> pattern = trie_pattern(["phantom", "phi", "sin", "sinh"])
    >>> [bool(re.fullmatch(pattern, w)) for w in ("phantom", "phi", "sinh", "sin", "ph")]
    [True, True, True, True, False]
    >>> pattern = trie_pattern(["text", "textbf"], {"text": r"\{\}"}) + "(?![a-z])"
    >>> [bool(re.match(pattern, w)) for w in ("text{}", "textbf ", "text ", "textbfx")]
    [True, True, False, False]
    """
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = ends[word] if ends and word in ends else {}  # a word ends here (with its own pattern after it)
    return _trie_regex(trie)


def _trie_regex(node: dict) -> str:
    branches = [re.escape(char) + _trie_regex(child) for char, child in sorted(node.items()) if char]
    end = node.get("")
    if isinstance(end, str):
        branches.append(end)  # the word that ends here continues with its own pattern
        end = None
    optional = end is not None
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if optional:
        return "(?:" + body + ")?"
    return body


# The ASCII bytes, deleted from a text's UTF-8 to leave its other characters.
_ASCII_BYTES = bytes(range(128))
# The last text asked about and its characters (one entry: the checks of one response ask in turn).
_LAST_NON_ASCII: List[Tuple[str, str]] = [("", "")]


def non_ascii_characters(text: str) -> str:
    """Return the distinct characters of ``text`` that are not ASCII, in no order.

    Most responses are ASCII but for a sign or two ("−", "⋅"); a regex class scanned over the whole
    text costs several nanoseconds a character, this one pass in C about one.  The checks that look
    for characters of a class (none of them ASCII) ask this string first (``holds_any``).

    >>> sorted(non_ascii_characters("a − b − c ⋅ d")), non_ascii_characters("plain")
    (['−', '⋅'], '')
    """
    last = _LAST_NON_ASCII[0]
    if last[0] is text:
        return last[1]
    rest = "" if text.isascii() else text.encode("utf-8", "surrogatepass").translate(None, _ASCII_BYTES).decode("utf-8", "surrogatepass")
    found = "".join(set(rest))
    _LAST_NON_ASCII[0] = (text, found)
    return found


def holds_any(text: str, characters: "re.Pattern[str]") -> bool:
    """Return whether ``text`` holds a character that ``characters`` (a pattern of one character of a class
    with no ASCII character in it) matches: exactly ``characters.search(text) is not None``, read on the
    text's distinct non-ASCII characters."""
    return characters.search(non_ascii_characters(text)) is not None


# Every decimal digit of another script as its ASCII digit, and the directional marks dropped.
_TO_ASCII: Dict[int, Optional[int]] = {zero + digit: 0x30 + digit for zero in DECIMAL_ZEROS if zero != 0x30 for digit in range(10)}
_TO_ASCII.update({ord(mark): None for mark in DIRECTIONAL_MARKS})

# The Arabic separators between two digits and the Arabic percent sign after one, in ASCII.
_ARABIC_SIGNS = {ARABIC_DECIMAL_SEPARATOR: ".", ARABIC_THOUSANDS_SEPARATOR: ",", ARABIC_PERCENT_SIGN: "%"}
_ARABIC_SIGN_RE = lazy_compile("[" + "".join(_ARABIC_SIGNS) + "]")
_ARABIC_SEPARATOR_RE = lazy_compile(
    "(?<=[0-9])[" + ARABIC_DECIMAL_SEPARATOR + ARABIC_THOUSANDS_SEPARATOR + "](?=[0-9])|(?<=[0-9])" + ARABIC_PERCENT_SIGN
)
# What a number may hold between two digits: a separator, and directional marks.
_BETWEEN_DIGITS = "[" + DIRECTIONAL_MARKS + "]*[.," + ARABIC_DECIMAL_SEPARATOR + ARABIC_THOUSANDS_SEPARATOR + "]?[" + DIRECTIONAL_MARKS + "]*"
# A decimal digit that is not ASCII (a character class: the regex engine skips to it fast).
_NON_ASCII_DIGIT_RE = lazy_compile(r"[^\D0-9]")
_ASCII_DIGIT_RE = lazy_compile("[0-9]")


def _digits_of(zeros: "Iterable[int]") -> str:
    """Return a character class body of the digits of the scripts whose zeros are given."""
    return "".join(re.escape(chr(zero)) + "-" + re.escape(chr(zero + 9)) for zero in sorted(zeros))


def find_mixed_number(text: str) -> Optional[str]:
    """Return a number whose digits are of two scripts (``7৪``: the Bengali four looks like 8), or None.

    Full-width and mathematical digits read as the ASCII ones; directional marks are no separation.

    >>> find_mixed_number("so 7\u09ea apples"), find_mixed_number("1\u0665 or \u0663\u0664"), find_mixed_number("\u0663\u06f4")
    ('7\u09ea', '1\u0665', '\u0663\u06f4')
    >>> find_mixed_number("\u0663\u066b\u0665 and 12 and \uff11\uff12 and 1\U0001d7d0"), find_mixed_number("plain 42") is None
    (None, True)
    """
    if not holds_any(text, _NON_ASCII_DIGIT_RE):
        return None
    # The scripts of the digits the text holds, from its distinct characters (one pass in C).
    zeros = {ord(char) - int(char) for char in non_ascii_characters(text) if char.isdecimal()}
    if _ASCII_DIGIT_RE.search(text):
        zeros.add(0x30)
    ascii_like = zeros & set(ASCII_LIKE_ZEROS)
    native = zeros - ascii_like
    if not native or len(native) == 1 and not ascii_like:
        return None  # digits of one script only
    # Two digits of different scripts side by side or across one separator, in either order.
    pairs = [(ascii_like, native), (native, ascii_like)] if ascii_like else []
    pairs += [({zero}, native - {zero}) for zero in native if len(native) > 1]
    pattern = "|".join("[" + _digits_of(left) + "]" + _BETWEEN_DIGITS + "[" + _digits_of(right) + "]" for left, right in pairs if left and right)
    mixed = re.search(pattern, text)
    return None if mixed is None else mixed.group(0)


def replace_native_digits(text: str) -> str:
    """Write the digits of every script as ASCII digits (``٣٤`` -> ``34``, ``३४`` -> ``34``), the Arabic
    decimal and thousands separators and percent sign between or after them as ``.``, ``,`` and ``%``
    (``٣٫٥`` -> ``3.5``), and drop the directional marks (U+200E, U+200F, U+061C), which change no
    display order.  A number that mixes scripts is refused before this (find_mixed_number).

    >>> replace_native_digits("\u0663\u066b\u0665"), replace_native_digits("\u06f2\u066b\u06f7\u06f5"), replace_native_digits("\u0967\u0966\u0966")
    ('3.5', '2.75', '100')
    >>> replace_native_digits("\u200e64\u200e"), replace_native_digits("x\u066by")
    ('64', 'x\u066by')
    """
    if text.isascii():
        return text
    text = text.translate(_TO_ASCII)
    if _ARABIC_SIGN_RE.search(text):
        text = _ARABIC_SEPARATOR_RE.sub(lambda match: _ARABIC_SIGNS[match.group(0)], text)
    return text


# Every letter drawn like a Latin one and the Latin letter it looks like (LATIN_LOOKALIKES, and the
# full-width and mathematical Latin letters by their NFKC form).
LOOKALIKE_LETTERS: Dict[str, str] = dict(LATIN_LOOKALIKES)
LOOKALIKE_LETTERS.update(
    (char, latin)
    for low, high in LATIN_LOOKALIKE_RANGES
    for char, latin in ((chr(code), unicodedata.normalize("NFKC", chr(code))) for code in range(low, high + 1))
    if latin.isascii() and latin.isalpha()
)


def _character_class(chars: "Iterable[str]") -> str:
    """Return the body of a regex character class of ``chars``, runs of code points as ranges (a class of
    ranges is tested faster than one of single characters)."""
    codes = sorted({ord(char) for char in chars})
    runs: List[List[int]] = []
    for code in codes:
        if runs and code == runs[-1][1] + 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    return "".join(re.escape(chr(low)) + ("-" + re.escape(chr(high)) if high > low else "") for low, high in runs)


# The table's letters and its ranges whole (a class of a few ranges is tested fastest; the unassigned
# code points inside them never occur, and no letter there is a lookalike to the word check).
_LOOKALIKE_CLASS = _character_class(LATIN_LOOKALIKES) + "".join(re.escape(chr(low)) + "-" + re.escape(chr(high)) for low, high in LATIN_LOOKALIKE_RANGES)
# The letters of the scripts that hold lookalikes, by script (a word is a run of them and of Latin letters).
_SCRIPT_LETTERS = {
    "Greek": "\u0370-\u03ff\u1d26\u1f00-\u1fff",
    "Cyrillic": "\u0400-\u052f\ua640-\ua69f",
    "Armenian": "\u0531-\u058f",
    "Cherokee": "\u13a0-\u13ff\uab70-\uabbf",
    "full-width": "\uff21-\uff3a\uff41-\uff5a",
    "mathematical": "\U0001d400-\U0001d7cb",
}
# A Latin letter beside a lookalike or a letter of a script that has them, in either order: where a word a
# reader reads as English may be another word to the grader ("nοt", "Τhe", "ｎoｔ"), or a word of that
# script another one ("нe" with a Latin e).
_JUNCTION_CLASS = _LOOKALIKE_CLASS + "".join(_SCRIPT_LETTERS[name] for name in ("Greek", "Cyrillic", "Armenian", "Cherokee"))
_LOOKALIKE_JUNCTION_RE = lazy_compile("[A-Za-z][" + _JUNCTION_CLASS + "]|[" + _JUNCTION_CLASS + "][A-Za-z]")
_JUNCTION_LETTER_RE = lazy_compile("[" + _JUNCTION_CLASS + "]")  # none of them ASCII: asked of holds_any
_LATIN_LETTERS = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
_WORD_LETTERS = _LATIN_LETTERS + "".join(_SCRIPT_LETTERS.values())
# A capital after a lower-case letter, both ASCII: an identifier (camelCase), no word of prose.
_CAMEL_CASE_RE = lazy_compile("[a-z][A-Z]")
# Latin letters (with Latin-1 and Latin Extended) come before this code point, the lookalikes after it.
_AFTER_LATIN = "\u0250"
# A run of letters of any script: a word glued to letters of a third script ("个个𝐄deצל") is token soup,
# no word a reader reads as English.
_LETTERS_RE = lazy_compile(r"[^\W\d_]+")
_REVERSED_LETTERS_RE = lazy_compile(r"[^\W\d_]*")
_SCRIPT_RES = {name: lazy_compile("[" + letters + "]") for name, letters in _SCRIPT_LETTERS.items()}
# A word of two letters or more of one script (a whole word in Greek or Cyrillic: "Ответ", "απάντηση").
_SCRIPT_WORD_RES = {name: lazy_compile("(?<![" + _WORD_LETTERS + "])[" + letters + "]{2,}(?![" + _WORD_LETTERS + "])") for name, letters in _SCRIPT_LETTERS.items()}


def lower_in_place(text: str) -> str:
    """Return ``text`` in lower case with every character where it stood: a character whose lower case
    is longer (Turkish "İ" lower-cases to "i" and a combining dot) is kept, so positions found in the
    result are positions in ``text``.

    >>> lower_in_place("İlk Cevap 2"), len(lower_in_place("İİ")), len("İİ".lower())
    ('İlk cevap 2', 2, 4)
    """
    lower = text.lower()
    if len(lower) == len(text):
        return lower
    lower = _DOTTED_CAPITAL_I.join(part.lower() for part in text.split(_DOTTED_CAPITAL_I))  # the one such letter in Unicode 15
    if len(lower) == len(text):
        return lower
    return "".join(char if len(char.lower()) != 1 else char.lower() for char in text)  # another, in a later Unicode


_DOTTED_CAPITAL_I = "\u0130"  # "İ": lower-cases to "i" and a combining dot


@functools.lru_cache(maxsize=None)
def script_of(char: str) -> str:
    """The script of a letter after the Latin ones ("" for one of no script that has lookalikes; every
    lookalike has one: tests/test_scripts_properties.py), looked up when a word is read."""
    return next((name for name, pattern in _SCRIPT_RES.items() if pattern.match(char)), "")


@functools.lru_cache(maxsize=None)
def _lookalike_scripts(latin: str) -> FrozenSet[str]:
    """The scripts that have a letter drawn like the Latin letter ``latin`` (Cyrillic and Greek for "o")."""
    return frozenset(script_of(char) for char, shown in LOOKALIKE_LETTERS.items() if shown == latin)


def _mixes_into_script(letters: str, others: Set[str]) -> bool:
    """Return whether a word of another script holds Latin letters drawn like its own ("Oтвет", "нe" with
    Latin letters): at least two letters of one script, and every Latin letter one that script has a
    lookalike of.  Token soup ("ncolsмотр": no Cyrillic letter looks like "n") is no such word, and one
    Greek letter beside Latin ones is a variable ("2πr"), so a Greek word needs two of its letters."""
    scripts = {script_of(char) for char in others}
    if len(scripts) != 1 or "" in scripts:
        return False
    script = next(iter(scripts))
    if sum(char in others for char in letters) < (2 if script == "Greek" else 1):
        return False
    latin = [char for char in letters if char < _AFTER_LATIN]
    return bool(latin) and all(char.isascii() and script in _lookalike_scripts(char) for char in latin)


def _writes_script(text: str, script: str) -> bool:
    """Return whether ``text`` holds a whole word of ``script`` with a letter that looks like no Latin
    one ("Ответ" in a Russian text): there, capitals of that script are its own letters."""
    return any(
        any(char not in LOOKALIKE_LETTERS for char in word.group(0)) for word in _SCRIPT_WORD_RES[script].finditer(text)
    )


def find_lookalike_word(text: str) -> Optional[str]:
    """Return a word of Latin letters that holds letters of another script or style drawn like Latin
    ones ("nοt" with a Greek omicron, "ｎoｔ"), or None.

    >>> find_lookalike_word("The count is n\u03bft 5"), find_lookalike_word("A = \u03c0r^2, \u041e\u0442\u0432\u0435\u0442") is None
    ('n\u03bft', True)

    Not a word whose other letters do not all look Latin (token soup such as "ncolsмотр" or "个𝐄de", a
    variable beside a Greek one: "πr"); not a word of capitals (point names "ABС") in a text that writes their
    script ("В треугольнике ABС").  Only the words at a junction are read, each once and at most
    MAX_WORD_READ letters each side of it."""
    if not holds_any(text, _JUNCTION_LETTER_RE):
        return None  # no letter that could stand at a junction
    read_to = 0
    written: Dict[str, bool] = {}  # whether the text writes a script, asked once per script
    for junction in _LOOKALIKE_JUNCTION_RE.finditer(text):
        if junction.start() < read_to:
            continue  # a junction inside the word read last
        head = text[max(0, junction.start() - MAX_WORD_READ) : junction.start()][::-1]
        start = junction.start() - _REVERSED_LETTERS_RE.match(head).end()  # type: ignore[union-attr]  (it matches the empty run)
        word = _LETTERS_RE.match(text, start, junction.start() + MAX_WORD_READ)
        letters = word.group(0) if word else ""
        read_to = start + len(letters)
        chars = set(letters)
        others = {char for char in chars if char >= _AFTER_LATIN}
        if not others <= LOOKALIKE_LETTERS.keys():
            if _mixes_into_script(letters, others):
                return letters  # a word of that script with Latin letters drawn like its own ("Oтвет")
            continue  # a letter that looks like no Latin one: token soup, or a letter of a script glued to it
        if _CAMEL_CASE_RE.search(letters):
            continue  # an identifier ("CATEGORY𝑇HuFlexible"), no word of prose: read as no word either way
        if any(char.islower() for char in chars if char < _AFTER_LATIN):
            return letters  # a word with lower-case Latin letters ("nοt", "Τhe")
        scripts = {script_of(char) for char in others}
        for script in scripts - written.keys():
            written[script] = _writes_script(text, script)
        if not all(written[script] for script in scripts):
            return letters  # capitals of a script the text does not write ("NΟT" in English)
    return None


def with_proclitics(language: str, entries: Iterable[str]) -> Iterable[str]:
    """A table's entries of one language, and each with a conjunction glued before it where the language
    writes it so (``GLUED_PROCLITICS``: "إذا" and "وإذا")."""
    for entry in entries:
        yield entry
        for proclitic in GLUED_PROCLITICS.get(language, ()):
            yield proclitic + entry


def is_hangul(char: str) -> bool:
    """Return whether a character is a Hangul syllable."""
    return "\uac00" <= char <= "\ud7a3"


_KOREAN_COUNTERS = tuple(sorted((word for word in COUNTERS if word and is_hangul(word[0])), key=len, reverse=True))


def korean_core(word: str) -> str:
    """A Korean word without the counter glued before it and the copula glued after it ("명쯤" -> "쯤",
    "남짓입니다" -> "남짓"), when something is left."""
    for ending in KOREAN_COPULA_ENDINGS:
        if word.endswith(ending) and len(word) > len(ending):
            word = word[: -len(ending)]
            break
    for counter in _KOREAN_COUNTERS:
        if word.startswith(counter) and len(word) > len(counter):
            return word[len(counter) :]
    return word
