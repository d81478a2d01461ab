"""What follows the final answer: retractions, notes, another value, an unfinished ending."""

from __future__ import annotations

import re

from .._tables import ELLIPSES, LABEL_WORDS
from ..limits import (
    MAX_BARE_WORDS,
    QUALIFIER_WINDOW,
    RETRACTION_WINDOW,
    SHORT_SENTENCE_WORDS,
    TAIL_SCAN,
)
from ..verdict import HedgedError, NoAnswerError, UnassertedError
from .memo import _remembered
from .phrases import (
    ALTERNATIVES_SET,
    BOUNDS_AFTER_SET,
    CHECKS_SET,
    CLOSING_LINES_SET,
    CONFIRMATIONS_SET,
    DOUBTS_SET,
    NEGATIONS_SET,
    replaced_by_another,
    names_another_true_value,
    NO_VALUE_SET,
    REPLACEMENTS_SET,
    RETRACTIONS_SET,
)
from .layout import (
    _DIGIT_RE,
    _NUMBER_RE,
    _is_balanced,
    _sentence_after,
    _strip_decoration,
)
from .assertion import _check_qualifiers, _hedged, _retracts


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


def _concludes(rest: str, answer: str) -> bool:
    """Return whether a doubt after the answer ends by confirming it (a confirmation word or the answer again)."""
    window = rest[:TAIL_SCAN]
    return CONFIRMATIONS_SET.search(window, outside=(RETRACTIONS_SET,)) or bool(answer) and answer in window


_FINISHED_END_RE = re.compile(r"(?:[.!?。！？)\]}$*>`✓✔\"'”»0-9∎□]|\\\]|\\\)|\\end\{[a-zA-Z]+\*?\})\s*\Z")
_ELLIPSIS_END_RE = re.compile("(?:" + "|".join(re.escape(dots) for dots in ELLIPSES) + r")\s*\Z")
_OPTION_TOKEN_RE = re.compile(r"(?<![A-Za-z])\(?[A-J]\)?(?![A-Za-z'’])")  # "C", "(C)": an option letter as a value
# A Markdown structure line: a horizontal rule, a table row, a bullet or a quote.
_MARKDOWN_LINE_RE = re.compile(r"\s*(?:([-*_])(?:\s*\1){2,}\s*$|\|.*\|\s*$)")


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


# An enumeration label at the start of a line ("2.", "(a)", "Step 3:", "Part (b)"): never a value.
_LABEL_RE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:[#*>-]+[ \t]*)?(?:\(?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})[.)、]|\[\d{1,3}\]|#\d{1,3}"
    r"|(?:" + "|".join(re.escape(word) for word in LABEL_WORDS) + r")\s*\(?\w{1,3}\)?\s*[:.)]?\**)(?=\s|$)",
    re.IGNORECASE,
)
