"""What follows a value: the close of its sentence alone (a closed tail, after which no check of the words after an answer
can find anything), or its unit: a listed unit word or symbol with its powers and one slash, a text group, a CJK unit glued
to the value, or a unit letter written in prose (POLICY §2: one unit after a complete number is dropped).  Read by the
checks of the words after a value (boxes, layout, assertion, offers, mood) and by the reward setting's whitelist (ending)."""

from __future__ import annotations

from .._lazy import lazy_compile
from .._tables import UNIT_WORDS
from ..normalize import is_glued_script, is_unit
from .words import WORD_MARKS

# The degree sign after a value ("^\circ", "°", "\degree"): its unit, which an angle against a multiple of π reads (POLICY 3).
DEGREE_SIGN = r"\^\s*\{?\s*\\circ\s*\}?|°|\\degree(?![a-zA-Z])"
# A text group and its words (\text{ cm}, \mbox{minus}).
_TEXT_GROUP = r"\\(?:text|mathrm|textrm|mbox)\s*\{([^{}]*)\}"

# What may begin the text after a value before its unit: closing delimiters, spacing, emphasis.
_BEFORE_UNIT_RE = lazy_compile(r"(?:[\s$*_)~]|\\[)\],;:! ])*")
# A unit after a value: in a text group (\text{ cm}), or one or two words with powers and a slash
# (cm$^2$, km/h, square feet).
_WRAPPED_UNIT_RE = lazy_compile(_TEXT_GROUP)
_UNIT_LETTERS = r"(?:[^\W\d_]|[" + WORD_MARKS + r"])+"  # with the vowel signs of the Indic scripts ("वर्ग सेमी")
_UNIT_WORDS_RE = lazy_compile(_UNIT_LETTERS + r"(?:\$?\^\{?-?\d\}?\$?|⁻?[¹²³]|/" + _UNIT_LETTERS + r")*(?:[ \t]+" + _UNIT_LETTERS
                              + r"(?:\$?\^\{?-?\d\}?\$?|⁻?[¹²³])?)?")
_SUPERSCRIPT_POWERS = str.maketrans({"¹": "^1", "²": "^2", "³": "^3", "⁻": "^-"})  # "cm²" is "cm^2"
_CJK_UNITS = tuple(sorted((unit for unit in UNIT_WORDS if not unit.isascii()), key=len, reverse=True))


def _past_unit(after: str, nouns: bool = False) -> str:
    """Return the text after the unit that begins ``after`` ("cm or more" gives " or more"), or ""
    when no unit (or with ``nouns``, no count noun) begins it: a unit is dropped (POLICY §2), so
    "\\boxed{5} cm or more" is "5 or more"."""
    end = _unit_end(after, nouns)
    return after[end:] if end >= 0 else ""


def _unit_end(after: str, nouns: bool = False, prose: bool = False) -> int:
    """Return where the unit that begins ``after`` (past closing delimiters and spacing) ends, or -1.

    Past a math span's closer, or with ``prose``, its words are prose: a unit letter there is written
    as text, as in ``\\text{ m}``, and is a unit ("$\\boxed{300}$ m"; POLICY §2: `3\\text{ m}` is 3 metres).
    """
    start = _BEFORE_UNIT_RE.match(after).end()  # type: ignore[union-attr]  (it matches the empty run)
    prose = prose or _MATH_CLOSERS_RE.search(after, 0, start) is not None
    wrapped = _WRAPPED_UNIT_RE.match(after, start)
    if wrapped is not None:
        return wrapped.end() if is_unit(wrapped.group(1), wrapped=True, nouns=nouns) else -1
    if after.startswith(_CJK_UNITS, start) and is_glued_script(after[start]):  # the units are sorted longest first
        return start + next(len(unit) for unit in _CJK_UNITS if after.startswith(unit, start))
    words = _UNIT_WORDS_RE.match(after, start)
    if words is None:
        return -1
    text = words.group(0).replace("$", "").translate(_SUPERSCRIPT_POWERS).replace("^-^", "^-")
    if " " in text.strip() and not is_unit(text, wrapped=prose) and is_unit(text.split()[0], nouns=nouns, wrapped=prose):
        return start + len(words.group(0).split()[0])  # one word of the two: "cm or more", "minut mniej więcej"
    return words.end() if is_unit(text, nouns=nouns, wrapped=prose) else -1


_MATH_CLOSERS_RE = lazy_compile(r"\$|\\[)\]]")
# A unit letter that ends an answer written in prose, with its power ("2,4 m", "$300$ m", "42 m^3"), found in the answer's last
# _LETTER_UNIT_TAIL characters (the space, the letter, a power of "^{-2}" and a full stop).
_LETTER_UNIT_TAIL = 10
_LETTER_UNIT_END_RE = lazy_compile(r"(?<=[\d$)}])[ \t]+([A-Za-z])((?:\^\{?-?\d\}?|[²³])?)\.?\Z")


def is_letter_unit(after: str) -> bool:
    """Return whether prose ``after`` begins with a unit letter standing alone ("m", "g.", "m^2"): a
    unit, not the "m" of millions that VALUE_CHANGING lists for "12.6m"."""
    letter, following = after[:1], after[1:2]
    return letter.isascii() and letter.isalpha() and not following.isalpha() and following not in ("'", "’") and _unit_end(after, prose=True) > 0


def marked_letter_unit(answer: str, written: str) -> str:
    """The answer with its last word in a text group when that word is a unit letter ``written`` in prose,
    outside any math span ("300 m", "$300$ m" but not "$300 m$", where the letter is math: `2t`)."""
    if " " not in answer[-_LETTER_UNIT_TAIL:] and "\t" not in answer[-_LETTER_UNIT_TAIL:]:
        return answer  # no word after the number (most answers: found in C)
    found = _LETTER_UNIT_END_RE.search(answer)
    raw = _LETTER_UNIT_END_RE.search(written)
    if found is None or raw is None:
        return answer
    before = written[: raw.start()].replace("\\$", "")
    if before.count("$") % 2 or before.count("\\(") > before.count("\\)") or not is_letter_unit(raw.group(1) + raw.group(2)):
        return answer
    return answer[: found.start()] + "\\text{ " + found.group(1) + "}" + found.group(2).translate(_SUPERSCRIPT_POWERS)  # "m²": "^2"


# What may follow the final box and close its sentence: spacing, a full stop, a math
# delimiter (on the next line too, as displays end), a full stop and spacing.  After such a
# tail no anchor, alternative, retraction or doubt can stand, so the checks of the tail are
# skipped (tests/test_extract.py holds them to passing on it).
_CLOSED_TAIL_RE = lazy_compile(r"[ \t]*\.?[ \t]*\n?[ \t]*(?:\\\)|\\\]|\$\$?)?[ \t]*\.?[ \t\n]*")
_MATH_CLOSERS = ("\\)", "\\]", "$$", "$")
_SPACES_RE = lazy_compile(r"[ \t]*")
# The closed tails most answers end with, found by one lookup (each is one _CLOSED_TAIL_RE matches).
_COMMON_CLOSED_TAILS = frozenset(closer + stop + end for closer in ("", "$", "$$", "\\)", "\\]") for stop in ("", ".")
                                 for end in ("", "\n"))


def _is_closed_tail(tail: str) -> bool:
    """Return whether ``tail`` is a closed tail: what _CLOSED_TAIL_RE states, read in one pass (the
    pattern's runs of spacing backtrack against each other on a long run followed by anything else;
    tests/test_extract.py holds the two equal)."""
    if tail in _COMMON_CLOSED_TAILS:
        return True
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
