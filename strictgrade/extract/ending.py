r"""What may follow the final answer in the reward setting: a whitelist, not a list of tricks.

In ``Mode.REWARD`` a policy that learned to append a second thought, a question or another value
after its answer must not be paid, whatever the wording.  So the text after the final box or
anchored answer is read as a sequence of neutral pieces, and anything else refuses the answer:

- spacing, sentence punctuation (not a question mark), closing math delimiters and environments,
  Markdown emphasis, rules and table pipes, the answer block's closing tag;
- ``\tag{...}``, ``\notag``, spacing commands, end-of-proof and check-mark commands;
- decoration: emoji, check marks and pictographs (``DECORATION_RANGES``);
- one unit or count noun right after the answer ("cm", "apples", "Bücher", with a scale word before it:
  "万个", "milioni di euro"); a listed unit word heads the words after it ("minutes to catch the
  elephant") when they hold only words: no value, math, question, comma or clause word, and no adjunct
  opener ("in most textbooks", "for now", "I think": ``ADJUNCT_OPENERS``); the clause checks of every
  mode have read them; a polite ending of the verb-final languages (``ANSWER_ENDINGS``: "です") or a
  neutral adjunct ("in total"); no other predicate or clause ("\boxed{53} is the smallest such
  integer.", "\boxed{6} matches were played.", "\boxed{15}, come previsto.");
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
from .._tables import ADJUNCT_OPENERS, ANSWER_ENDINGS, CLOSING_LINES, COUNTERS, DECORATION_RANGES, NEUTRAL_ADJUNCTS, NOUN_LINKS, PERCENT_WORDS, RELATIVES, UNIT_WORDS
from ..verdict import UnassertedError
from ..normalize import is_count_noun
from .layout import scale_word
from .after_value import DEGREE_SIGN, _MATH_CLOSERS_RE, _unit_end
from .._text import is_hangul, korean_core
from .words import WORD_MARKS, _is_cjk
from .lexicons import _AUXILIARIES, _FALSITY, _INFIX_LANGUAGES, _REASONS, _RELATIVES, _SUBORDINATORS, _VALIDITY, _words

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
      | °[CF] | ℃ | """ + DEGREE_SIGN + r"""                # the degree sign: a unit (POLICY 3, angles; °C first)
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
    if _is_courtesy(tail, position):
        position = _skip_neutral(tail, _SENTENCE_RE.match(tail, position).end())  # type: ignore[union-attr]  ("Hope this helps!")
    set_off = _CLAUSE_BREAK_RE.search(tail, 0, position) is not None  # a unit is never set off by a comma: "12, thus ..."
    position = _past_scale_word(tail, position) if not set_off else position  # "\boxed{3}万个": 万 belongs to the answer
    prose = _MATH_CLOSERS_RE.search(tail, 0, position) is not None  # past the answer's math span: "$ g."
    unit = _unit_end(tail[position:], prose=prose) if position < len(tail) and not set_off and not _is_predicate(tail[position:]) else -1
    if unit > 0 and not _completes_the_answer(tail[position:]) and _REST_OF_SENTENCE_RE.match(tail[position + unit :].lstrip()):
        unit = -1  # "in most textbooks" opens an adjunct; "in" is no unit there
    heads_phrase = unit > 0 and _heads_a_phrase(tail[position : position + unit])  # "minutes to catch the elephant", "本 | 书"
    if unit < 0 and not set_off and not _SENTENCE_STOP_RE.search(tail, 0, position):  # in the answer's own sentence
        unit = _count_noun_end(tail[position:], glued=position == 0 or not tail[position - 1].isspace())  # "Bücher", "个", "scatole"
        heads_phrase = unit > 0 and _heads_a_phrase(tail[position : position + unit])  # a listed counter: "quả | táo"
    if unit > 0:
        position = _skip_neutral(tail, _past_compound(tail, position + unit))
    rest_of_sentence = _REST_OF_SENTENCE_RE.match(tail, position)
    if rest_of_sentence and not _SENTENCE_STOP_RE.search(tail, 0, position) and _completes_the_answer(
            rest_of_sentence.group(), set_off=_CLAUSE_BREAK_RE.search(tail, 0, position) is not None, after_unit=heads_phrase):
        position = _skip_neutral(tail, rest_of_sentence.end())
    while position < len(tail):
        if not _is_courtesy(tail, position):
            raise UnassertedError(
                "in the reward setting only punctuation, units, markup, decoration and a closing courtesy may follow the final answer"
            )
        position = _skip_neutral(tail, _SENTENCE_RE.match(tail, position).end())  # type: ignore[union-attr]


def _is_courtesy(tail: str, position: int) -> bool:
    """Return whether the sentence at ``position`` is a closing courtesy (``CLOSING_LINES``)."""
    sentence = _SENTENCE_RE.match(tail, position)
    assert sentence is not None  # it matches the empty run
    return sentence.end() > position and " ".join(_WORD_RE.findall(sentence.group().lower())) in _COURTESIES


def _heads_a_phrase(unit: str) -> bool:
    """Return whether a unit read after the answer is a listed unit word or counter (``UNIT_WORDS``, ``COUNTERS``:
    "minutes to catch the elephant", the counter "本" of "本书", "quả táo"), which may head the words after it; a word read as a unit only
    because it looks like a plural noun may be a verb ("fails to be excluded"), as any count noun may."""
    word = _WORD_AT_RE.match(unit)
    return word is not None and word.group(1).lower() in _LISTED_UNITS


_LISTED_UNITS = frozenset(word.lower() for word in UNIT_WORDS + COUNTERS)  # (a counter heads its noun: "quả táo")
_PERCENT_WORDS = frozenset(word.lower() for word in PERCENT_WORDS if " " not in word)


def _past_scale_word(tail: str, position: int) -> int:
    """Where the text after the answer goes on past the scale word that belongs to it ("万", "억",
    "लाख", "million"; ``scale_word``, as the answer was read) and its link to a unit ("milioni di euro"),
    or ``position`` when none follows."""
    start = len(tail) - len(tail[position:].lstrip(" \t"))
    word = scale_word(tail[start:])
    if not word:
        return position
    link = _WORD_AT_RE.match(tail, start + len(word))  # "milioni di euro"
    return _skip_neutral(tail, link.end() if link and link.group(1).lower() in NOUN_LINKS else start + len(word))


# A word at a position (a link may end in an apostrophe: "d'"), with the powers of a unit written as
# superscripts after it ("cm²").
_WORD_AT_RE = lazy_compile(r"[ \t]*((?:(?![⁰¹²³⁴⁵⁶⁷⁸⁹])[^\W\d_]|[" + WORD_MARKS + r"])+['’]?)[⁰¹²³⁴⁵⁶⁷⁸⁹]*")  # "²" is no letter


def _count_noun_end(rest: str, glued: bool) -> int:
    """Where the count noun that begins ``rest`` ends ("Bücher", "个", "scatole"), or -1: a word of the
    scripts the tables cover that no table gives a role (``is_count_noun``; ``glued`` to the answer, only
    a CJK one), and no verb, adjunct opener or clause word ("is", "of", "since").  Any such word may be
    a verb ("cumple la condición"), so unlike a unit it heads no words after it: only a neutral adjunct
    or a polite ending may follow ("14 Bücher insgesamt")."""
    word = _WORD_AT_RE.match(rest)
    if word is None:
        return -1
    text = word.group(1).lower()
    if text in _AUXILIARIES or text in _ADJUNCT_OPENERS or text in _CLAUSE_WORDS or text.startswith(_RELATIVE_INFIXES) or _is_predicate(rest):
        return -1
    if text in _PERCENT_WORDS:
        return word.end()  # "25 percent": the percent sign written as a word
    noun = korean_core(word.group(1)) if is_hangul(word.group(1)[0]) else word.group(1)  # "원입니다": the counter, its copula glued
    return word.end() if is_count_noun(noun, glued=glued and word.start(1) == 0) else -1


def _is_predicate(rest: str) -> bool:
    """Return whether the word that begins ``rest`` is a verb of validity or of failing, a predicate of the answer and no
    unit or count noun ("\\boxed{17} works.", "\\boxed{17} fails.")."""
    word = _WORD_AT_RE.match(rest)
    return word is not None and (word.group(1).lower() in _VALIDITY or word.group(1).lower() in _FALSITY)


def _past_compound(tail: str, position: int) -> int:
    """Where a compound count noun goes on past its link and second noun ("apertos | de mão", "slices |
    of pizza"; ``NOUN_LINKS``), or ``position`` when none follows."""
    link = _WORD_AT_RE.match(tail, position)
    if link is None or link.group(1).lower() not in NOUN_LINKS:
        return position
    noun = _WORD_AT_RE.match(tail, link.end())
    return noun.end() if noun is not None and is_count_noun(noun.group(1)) else position


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
_ANSWER_ENDINGS = frozenset(ending.strip() for ending in ANSWER_ENDINGS)
# The relatives of the scripts without spaces, read at the start of a run ("ซึ่งได้จาก...": which comes from).
_RELATIVE_INFIXES = tuple(_words(RELATIVES, _INFIX_LANGUAGES))


def _completes_the_answer(rest: str, set_off: bool = False, after_unit: bool = True) -> bool:
    """Return whether the rest of the answer's sentence is on the whitelist (POLICY 1.7): a neutral
    adjunct ("in total"), a polite ending of the verb-final languages (``ANSWER_ENDINGS``: "です"), the
    verb that ends a verb-final sentence alone ("... als \\boxed{9} sein"), or the words of the phrase
    the answer's listed unit heads ("minutes to catch the elephant"; ``after_unit``).  Anything else is
    a predicate or a clause of its own: one with the answer as its subject ("\\boxed{53} is the
    smallest such integer", "All values aside from \\boxed{2} are ruled out"), anything set off by a
    comma (``set_off``: "reais, que é o troco", ", come previsto"), an adjunct that qualifies it ("in
    most textbooks", "for now", "I think"), a subordinator or a relative ("since each box holds four",
    "ซึ่งได้จาก...")."""
    first = _WORD_RE.match(rest)
    if not first:
        return False
    words = _WORD_RE.findall(rest.lower())
    if " ".join(words) in _NEUTRAL_ADJUNCTS or rest.strip() in _ANSWER_ENDINGS:
        return True
    word = first.group().lower()
    if set_off or word in _ADJUNCT_OPENERS or word in _CLAUSE_WORDS or word.startswith(_RELATIVE_INFIXES):
        return False
    if after_unit and _writes_runs(first.group()[0]):
        return len(words) == 1  # a counter heads the rest of its own run only ("本书"; not "通りで、これは公式と一致します")
    return after_unit or len(words) == 1 and word in _AUXILIARIES


def _writes_runs(char: str) -> bool:
    """Return whether a letter is of a script whose counters glue to the word after them (CJK, Thai, Korean)."""
    return _is_cjk(char) or is_hangul(char)


# The words that begin a clause of its own after the answer, set off or not.
_CLAUSE_WORDS = _SUBORDINATORS | _REASONS | _RELATIVES


# A comma or semicolon between the answer and the rest of its sentence.
_CLAUSE_BREAK_RE = lazy_compile(r"[,;，；、]")


def _skip_neutral(text: str, position: int) -> int:
    match = _NEUTRAL_RE.match(text, position)
    return match.end() if match else position
