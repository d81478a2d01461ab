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

from typing import Callable, Optional, Tuple

from ..limits import TAIL_SCAN, TAIL_WINDOW
from ..verdict import CorrectedError, HedgedError, NoAnswerError, UnassertedError
from .anchors import _OPTION_LINE_RE, _from_anchor
from .assertion import _NON_SPACE_RE
from .boxes import _from_boxes, _from_lone_box, extract_boxed
from .ending import check_reward_ending
from .document import answer_block, final_text, strip_chat_tokens, strip_reasoning
from .fallback import _from_bare, _from_final_sentence
from .layout import Extraction
from .memo import clear_check_caches
from .phrases import NO_VALUE_SET
from .characters import read_greek_questions
from .lexicons import read_false_friends

__all__ = [
    "Extraction",
    "clear_check_caches",
    "extract",
    "extract_boxed",
    "final_text",
    "strip_chat_tokens",
    "strip_reasoning",
]


def extract(response: str, *, require_anchor: bool = False) -> Extraction:
    """Return the one final answer of a response; raise when there is none or several.

    An answer the writer withdraws, with another value after the withdrawal ("\\boxed{21}. Hmm, I
    miscounted. It's 22."), is corrected: the last one wins, read from the text after the
    withdrawal (its boxes, anchors or final sentence), once: a second correction is refused, and
    so is the answer when no other one is stated after its withdrawal.

    Raises NoAnswerError, HedgedError or UnassertedError (all GradeError).
    """
    if _NON_SPACE_RE.search(response) is None:  # empty or only spaces (found without copying the response)
        raise NoAnswerError("the response is empty")
    text = read_false_friends(read_greek_questions(final_text(response)))  # Czech "chyba" is a mistake, Polish "chyba" a hedge; "απάντηση;" asks
    block = answer_block(text)
    if block is not None:  # the format's answer block anchors what it holds
        text = block
    if text is not response and _NON_SPACE_RE.search(text) is None:
        raise NoAnswerError("the response has no visible text")
    try:
        return _locate(text, require_anchor, (_from_bare, _from_final_sentence))
    except CorrectedError as correction:
        try:  # the text after a withdrawal is no whole response: no bare line is read in it
            found = _locate(correction.text, require_anchor, (_from_final_sentence,))
        except CorrectedError as again:
            raise UnassertedError("the answer is corrected more than once", again.text) from None
        except NoAnswerError:
            raise UnassertedError("the answer is withdrawn and no other answer is stated after it", correction.text) from None
        return Extraction(found.text, found.source, -1, found.head)  # its end is known in the correction only


def _locate(text: str, require_anchor: bool, fallbacks: Tuple[Callable[[str], Optional[Extraction]], ...]) -> Extraction:
    """Return the answer of a visible text: its boxes or anchors, else (not in the reward setting) the
    first of ``fallbacks`` that finds one."""
    found = _from_lone_box(text) or _from_boxes(text) or _from_anchor(text)
    if found is not None:
        if require_anchor:
            if found.end < 0:
                raise UnassertedError("the reward setting cannot tell what follows the anchored answer")
            check_reward_ending(text[found.end :])
        return found
    if not require_anchor:
        options = _OPTION_LINE_RE.findall(text[-TAIL_WINDOW:])
        if len(options) >= 2:
            raise HedgedError("the response lists options instead of choosing one")
        for step in fallbacks:
            found = step(text)
            if found is not None:
                return found
    if NO_VALUE_SET.search(text[-TAIL_SCAN:]):
        raise NoAnswerError("the response says the answer cannot be determined")
    raise NoAnswerError("no box, anchor or single final value")
