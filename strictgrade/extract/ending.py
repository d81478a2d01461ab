r"""What may follow the final answer in the reward setting: a whitelist, not a list of tricks.

In ``Mode.REWARD`` a policy that learned to append a second thought, a question or another value
after its answer must not be paid, whatever the wording.  So the text after the final box or
anchored answer is read as a sequence of neutral pieces, and anything else refuses the answer:

- spacing, sentence punctuation (not a question mark), closing math delimiters and environments,
  Markdown emphasis, rules and table pipes, the answer block's closing tag;
- ``\tag{...}``, ``\notag``, spacing commands, end-of-proof and check-mark commands;
- decoration: emoji, check marks and pictographs (``DECORATION_RANGES``);
- one unit or count noun right after the answer ("cm", "apples"), and the rest of the answer's own
  sentence when it holds only words and completes the answer ("\boxed{6} matches were played."): no
  value, math or question, and no adjunct opener ("in most textbooks", "for now", "I think":
  ``ADJUNCT_OPENERS``); the clause checks of every mode have read it;
- a closing courtesy from ``CLOSING_LINES`` ("I hope it is correct.").

A check or a second method after the answer, even one that ends by stating its value again, is
none of these and refuses it (POLICY 1.7: anything else refuses); an approximation chained to the
box is no equal form either (``grader.py``).

End-of-turn tokens end the response before extraction (``document.py``), and equal forms attached
to the box in its math span are read with it (``boxes.py``), so neither reaches this check.

>>> check_reward_ending("$. I hope it is correct.")
>>> check_reward_ending("$ \u2705")
>>> check_reward_ending("$. Let me know if you need more help!")
Traceback (most recent call last):
  ...
strictgrade.verdict.UnassertedError: in the reward setting only punctuation, units, markup, decoration and a closing courtesy may follow the final answer
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from .._tables import ADJUNCT_OPENERS, CLOSING_LINES, DECORATION_RANGES, NEUTRAL_ADJUNCTS
from ..verdict import UnassertedError
from .layout import _unit_end
from .lexicons import _OPENERS, _REASONS, _RELATIVES, _SUBORDINATORS

__all__ = ["check_reward_ending"]

_DECORATION = "".join(f"\\U{low:08x}-\\U{high:08x}" for low, high in DECORATION_RANGES)
# Neutral pieces, read from the start of what follows the answer.
_NEUTRAL_RE = lazy_compile(
    r"""(?:
        \s+                                              # spacing
      | [.!,;。！，；]                                    # sentence punctuation (no question mark)
      | \$\$? | \\[)\]]                                  # closing math delimiters
      | \\end\s*\{[a-zA-Z]+\*?\}                         # closing environments
      | \\(?:tag\*?|label)\s*\{[^{}]*\}                  # equation tags and labels
      | \\(?:notag|nonumber|qquad|quad|[,;:!\ ]|checkmark|blacksquare|square|Box|qed|hfill)(?![a-zA-Z])
      | \\\\                                             # a line break in a display
      | [*_]{1,3} | ~~                                   # emphasis
      | -{3,} | ={3,} | \|                               # Markdown rules and table pipes
      | </answer> | [}]                                  # the answer block's end, a closing group
      | [✓✔☑∎□■◼▪]                                      # check marks and end-of-proof signs
      | [""" + _DECORATION + r"""]                       # emoji and pictographs
    )+""",
    re.VERBOSE,
)


def check_reward_ending(tail: str) -> None:
    """Raise unless ``tail`` (the text after the final answer) holds only neutral pieces, at most one
    unit right after the answer, the rest of its sentence when it completes it, and whole sentences
    that are closing courtesies."""
    position = _skip_neutral(tail, 0)
    set_off = _CLAUSE_BREAK_RE.search(tail, 0, position) is not None  # a unit is never set off by a comma: "12, thus ..."
    unit = _unit_end(tail[position:]) if position < len(tail) and not set_off else -1
    if unit > 0 and not _completes_the_answer(tail[position:]) and _REST_OF_SENTENCE_RE.match(tail[position + unit :].lstrip()):
        unit = -1  # "in most textbooks" opens an adjunct; "in" is no unit there
    if unit > 0:
        position = _skip_neutral(tail, position + unit)
    rest_of_sentence = _REST_OF_SENTENCE_RE.match(tail, position)
    if rest_of_sentence and not _SENTENCE_STOP_RE.search(tail, 0, position) and _completes_the_answer(
            rest_of_sentence.group(), set_off=_CLAUSE_BREAK_RE.search(tail, 0, position) is not None):
        position = _skip_neutral(tail, rest_of_sentence.end())
    while position < len(tail):
        sentence = _SENTENCE_RE.match(tail, position)
        assert sentence is not None  # it matches the empty run
        if " ".join(_WORD_RE.findall(sentence.group().lower())) not in _COURTESIES or sentence.end() == position:
            raise UnassertedError(
                "in the reward setting only punctuation, units, markup, decoration and a closing courtesy may follow the final answer"
            )
        position = _skip_neutral(tail, sentence.end())


# The rest of the answer's own sentence, when it holds words only: no value, math, question or line break.
_REST_OF_SENTENCE_RE = lazy_compile(r"[^\W\d_][^\d$\\?？=<>\n.!。！]*(?=[.!。！]|\n|\Z)")
_SENTENCE_STOP_RE = lazy_compile(r"[.!。！\n]")
# A sentence of a closing courtesy: to its stop or its line's end.
_SENTENCE_RE = lazy_compile(r"[^.!。！\n]*")
_WORD_RE = lazy_compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
# Each closing line as its words ("i hope it is correct"); a CJK line is one word.
_COURTESIES = frozenset(" ".join(_WORD_RE.findall(line)) for line in CLOSING_LINES)


_ADJUNCT_OPENERS = frozenset(word for words in ADJUNCT_OPENERS.values() for word in words)
_NEUTRAL_ADJUNCTS = frozenset(phrase for phrases in NEUTRAL_ADJUNCTS.values() for phrase in phrases)


def _completes_the_answer(rest: str, set_off: bool = False) -> bool:
    """Return whether the rest of the answer's sentence completes it ("matches were played", "in
    total") rather than opening an adjunct that qualifies it ("in most textbooks", "for now", "I think").
    A subordinator or a relative opens a clause of its own ("\boxed{12} since each box holds four",
    "(C), because ..."), and so does a clause opener set off from the answer by a comma or a semicolon
    (``set_off``: "12, so it is even"); a predicate completes it ("All values, except \boxed{2}, are excluded")."""
    first = _WORD_RE.match(rest)
    if not first:
        return False
    if " ".join(_WORD_RE.findall(rest.lower())) in _NEUTRAL_ADJUNCTS:
        return True
    word = first.group().lower()
    return word not in _ADJUNCT_OPENERS and word not in _CLAUSE_WORDS and not (set_off and word in _OPENERS)


# The words that begin a clause of its own after the answer, set off or not.
_CLAUSE_WORDS = _SUBORDINATORS | _REASONS | _RELATIVES


# A comma or semicolon between the answer and the rest of its sentence.
_CLAUSE_BREAK_RE = lazy_compile(r"[,;，；、]")


def _skip_neutral(text: str, position: int) -> int:
    match = _NEUTRAL_RE.match(text, position)
    return match.end() if match else position
