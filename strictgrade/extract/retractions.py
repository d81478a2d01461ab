"""Retractions after an answer: whether the text after it withdraws it ("Hmm, that's wrong", "Wrong: a
slip earlier, ..."), or only names a mistake that gives another value ("an off-by-one error would give
23"), eliminates the other options, or negates a withdrawal ("so 4 is not wrong").  Below assertion.py
(which reads the clause after an answer with it) and notes.py (every later sentence).
"""

from __future__ import annotations

import re
from typing import List, Optional, Tuple

from .._lazy import lazy_compile
from ..normalize import split_option_label
from .._tables import ANAPHORS, DISJUNCTIONS, MISTAKE_FREQUENCY_WORDS, MISTAKE_MARKERS, NEGATED_EXISTENCE, OPTION_WORDS, PARTICLES, VALUE_NOUNS
from .denials import FIRST_CLAUSE_RE
from .lexicons import FIRST_PERSON_LEXICON
from .phrases import BOUNDS_SET, CONFIRMATIONS_SET, CONTRAST_WORDS, HEDGES_SET, IDIOMS_SET, NEUTRAL_ALONE, RETRACTIONS_SET
from .scope import Lexicon, is_denied_before, is_negator, words_of
from .lexicons import VALIDITY_LEXICON, _DOUBT_COMPLEMENTIZERS, _words
from .interjections import heads_privative, in_compound
from .values import own_values, values_in
from .layout import _NUMBER_RE

_VALUE_NOUNS = frozenset(VALUE_NOUNS)
# An answer that is an option letter ("(C)", "\\text{(C)}", "C"), and an option's label in a line ("(A)", "B)").
_OPTION_ANSWER_RE = lazy_compile(r"(?:\\text\{|\\textbf\{)?\s*\(?([A-J])\)?\s*\}?")
_ELIMINATION_ITEM_RE = lazy_compile(r"[ \t]*(?:[-*+•][ \t]*|\d{1,2}[.)][ \t]*)?(?:\*\*)?\(?[A-J]\)")
_FIRST_PERSON_RE = lazy_compile(r"\b(?:I|I'm|I've|my|me|we|our|sorry|oops)\b", re.IGNORECASE)
_OPTION_LABEL_IN_LINE_RE = lazy_compile(r"\(([A-J])\)|(?<![\w(])([A-J])\)")


def _names_only_other_options(line: str, letter: str) -> bool:
    """Return whether a line is an item that eliminates other options: it opens with a bullet or an
    option's label, names labels none of which is the answer's, and speaks of no one's mistake
    ("- (A) and (B) are incorrect", not "Sorry, I meant (B)" nor "- (D) is correct, I was wrong")."""
    if not _ELIMINATION_ITEM_RE.match(line) or _FIRST_PERSON_RE.search(line):
        return False
    named = {first or second for first, second in _OPTION_LABEL_IN_LINE_RE.findall(line)}
    return bool(named) and letter not in named


# A retraction word inside an idiom ("error-prone") retracts nothing.
_NOT_RETRACTIONS = (IDIOMS_SET,)


_MISTAKE = Lexicon(MISTAKE_MARKERS)
_FIRST_PERSON = FIRST_PERSON_LEXICON
_ANAPHORS = Lexicon(ANAPHORS)
_CLAUSE_LEAD = " \t$*_(（"
MISTAKE_SUBJECT_WORDS = 5  # "an off-by-one error", "ein häufiger Fehler": the subject's words before its verb
_WORD_SEQUENCE_RE = lazy_compile(r"[^\W\d_]+")
# The first clause of the text after an answer: up to a stop, a semicolon, a closing parenthesis or a line's end.


def _names_mistake_of_another(window: str, answer: str) -> int:
    """Return the length of the first clause after an answer when it names a mistake that gives another
    value, with nobody's own work in it ("(an off-by-one error would give 23)", "— a common slip gives
    30"), else 0; the writer's ("my error gives 23") or an anaphor's ("this error gives 23") is none."""
    lead = len(window) - len(window.lstrip(_CLAUSE_LEAD))
    clause = FIRST_CLAUSE_RE.match(window, lead).group()
    words = words_of(clause)
    if not _MISTAKE.in_words(words) or _FIRST_PERSON.in_words(words) or _ANAPHORS.in_words(words):
        return 0
    subject = _WORD_SEQUENCE_RE.findall(clause)[:MISTAKE_SUBJECT_WORDS]  # the mistake is the clause's subject
    if not _MISTAKE.in_words(frozenset(word.lower() for word in subject)) or HEDGES_SET.search(clause) or BOUNDS_SET.search(clause):
        return 0  # "within a margin of error of about 2" qualifies the answer
    own = own_values(answer)
    word = _first_mistake_word(clause)
    marks = [clause.find(mark, word.end()) for mark in _CLAUSE_MARKS] if word is not None else []
    given = clause[: min((mark for mark in marks if mark >= 0), default=len(clause))]  # the mistake's own clause gives the value:
    return lead + len(clause) if any(value not in own for value in values_in(given)) else 0  # not "算错了，应该是 14"


_CLAUSE_MARKS = tuple(",，،:：;；、·")  # what sets a clause off from the word before it (Arabic comma too)
_SENTENCE_MARKS = tuple(".!?。！？\n—–")


def _mistake_word_start(clause: str) -> int:
    """Where the part of a clause that names a mistake begins (after the last clause mark before its first
    mistake word; the clause's length when none): a withdrawal before it is the writer's own ("不对，刚才漏看了
    条件"), one inside it the mistake's noun phrase's ("an off-by-one error would give 23")."""
    word = _first_mistake_word(clause)
    if word is None:
        return len(clause)
    return max(clause.rfind(mark, 0, word.start()) + 1 for mark in _CLAUSE_MARKS)


def _first_mistake_word(clause: str) -> "Optional[re.Match[str]]":
    """The first word of a clause that names a mistake, or None."""
    return next((word for word in _WORD_SEQUENCE_RE.finditer(clause) if _MISTAKE.in_words(frozenset((word.group().lower(),)))), None)


_DISJUNCTIONS = _words(DISJUNCTIONS)


def _completes_subordinate(text: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether a phrase that opens with a disjunction ("or not") closes the alternative of a clause
    that a complementizer opens before it in its clause ("We split on whether a candidate is included or
    not", "ob ... oder nicht"): the clause's own alternative, not a tag that doubts what was said ("35, or
    not?"), unless that clause is about the answer's validity or holds a value ("check whether this holds or
    not", "Time will tell if 64 is the count or not")."""
    if not words or words[0] not in _DISJUNCTIONS:
        return False
    end = _SENTENCE_END_RE.search(text, start)
    if end is not None and end.group().strip().startswith(("?", "？")):
        return False  # a question: "... — or not?"
    clause = text[max(text.rfind(mark, 0, start) for mark in _CLAUSE_MARKS + _SENTENCE_MARKS) + 1 : start]
    opener = next((match for match in _WORD_SEQUENCE_RE.finditer(clause) if match.group().lower() in _DOUBT_COMPLEMENTIZERS), None)
    if opener is None:
        return False
    governed = clause[opener.end() :]
    return not VALIDITY_LEXICON.in_words(words_of(governed)) and not CONFIRMATIONS_SET.mentions(governed) and not any(c.isdigit() for c in governed)


_SENTENCE_END_RE = lazy_compile(r"[.!?。！？\n]")


_LAST_TWO_WORDS_RE = lazy_compile(r"([^\W\d_]+)\s+[^\W\d_]+[\W_]*\Z")


def closes_subordinate_alternative(sentence: str) -> bool:
    """Return whether a sentence ends with a disjunction and one more word that close the alternative of a
    subordinate clause ("..., whether a candidate is included or not."): its final negation is that clause's."""
    found = _LAST_TWO_WORDS_RE.search(sentence)
    return found is not None and _completes_subordinate(sentence, found.start(), (found.group(1).lower(),))


def _is_no_withdrawal(window: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether a withdrawal phrase found at ``start`` is none: a part of a compound ("line-ups") or the
    alternative of a complement clause ("whether a candidate is included or not")."""
    return in_compound(window, start, words, RETRACTIONS_SET) or _completes_subordinate(window, start, words)


def is_denied_mistake(sentence: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether the withdrawal ``words`` at ``start`` stands in a negator's scope: the phrase does
    not negate by itself (a negator before another of its words, "not right", or a CJK phrase that holds
    one, "不对") and a negator before it reaches it ("no step was wrong", "没错")."""
    negates_itself = any(is_negator(word) for word in words[:-1]) or not words[-1].isascii() and len(words) == 1 and is_negator(words[0])
    subject = max((found.end() for found in _NUMBER_RE.finditer(sentence, 0, start)), default=0)  # "The 24 is not an error": its predicate
    if not negates_itself and _denied_by_existence(sentence[start + len("".join(words)) :]):
        return True  # "この計算に間違いはない" (there is no mistake in this calculation)
    return not negates_itself and is_denied_before(sentence[subject:start]) and not heads_privative(sentence, start)  # "isn't error-free"


def denies_every_withdrawal(word: str) -> bool:
    """Return whether a glued word holds withdrawals and a negator before each reaches it ("没错", "这一步没错")."""
    located = RETRACTIONS_SET.located(word)
    return bool(located) and all(is_denied_mistake(word, start, phrase) for start, phrase in located)


_GLUED_PARTICLES = tuple(sorted(PARTICLES["ja"], key=len, reverse=True))
_NEGATED_EXISTENCE = tuple(word for words in NEGATED_EXISTENCE.values() for word in words)


def _denied_by_existence(rest: str) -> bool:
    """Return whether the glued text after a noun is a negated verb of existence, past one particle ("はない", "はありません")."""
    rest = rest[len(next((particle for particle in _GLUED_PARTICLES if rest.startswith(particle)), "")) :]
    return rest.startswith(_NEGATED_EXISTENCE)


def _retracts(window: str, answer: str) -> bool:
    """Return whether a retraction stands in the text after an answer, not one about another value:
    in "(the root $x=-3$ is rejected)" the value before "is rejected" is another one."""
    if not RETRACTIONS_SET.search(window, outside=_NOT_RETRACTIONS):
        return False  # none, or only inside an idiom ("error-prone")
    located = RETRACTIONS_SET.located(window, outside=_NOT_RETRACTIONS)
    if all(_is_no_withdrawal(window, start, words) for start, words in located):
        return False  # only a part of a compound ("line-ups" holds no "ups"), or "whether ... or not"
    named = _names_mistake_of_another(window, answer)
    if named and all(_mistake_word_start(window) <= start < named for start, _ in located):
        return False  # only a named mistake that gives another value: "(an off-by-one error would give 23)"
    letter = _OPTION_ANSWER_RE.fullmatch(answer)
    if letter:  # "- (A) Line and (B) Circle are incorrect": the other options are eliminated
        window = "\n".join(line for line in window.split("\n") if not _names_only_other_options(line, letter.group(1)))
        if not RETRACTIONS_SET.search(window, outside=_NOT_RETRACTIONS):
            return False
        located = RETRACTIONS_SET.located(window, outside=_NOT_RETRACTIONS)
    words, found = RETRACTIONS_SET.placed(window, outside=_NOT_RETRACTIONS)
    if not found:
        # a phrase found as text (CJK, a sign) may be about the answer, unless a glued negator denies it ("没错")
        return not all(is_denied_mistake(window, start, phrase) for start, phrase in located)
    starts = located  # in the order of ``found``
    wanted = answer.strip().lstrip("-−")
    for index, (first, _) in enumerate(found):
        if _is_no_withdrawal(window, *starts[index]):
            continue
        if first > 0 and is_negator(words[first - 1]) and not window[: starts[index][0]].rstrip().endswith(_CLAUSE_MARKS) \
                and not heads_privative(window, starts[index][0]):  # "isn't error-free" is no negated withdrawal
            continue  # a negated retraction confirms: "so 4 is not wrong", "no error"; not "Όχι, λάθος μου" (No, my mistake)
        subject = first
        while subject > 0 and words[subject - 1] in NEUTRAL_ALONE:
            subject -= 1  # "is", "are", "was"
        before = words[subject - 1] if subject > 0 else ""
        named = subject > 1 and (len(words[subject - 2]) == 1 or words[subject - 2] in _VALUE_NOUNS)  # "$x=-3$", "root 3"
        if not (named and before.isdigit() and wanted.isdigit() and before != wanted):
            return True  # "step 4 is incorrect" names a step, not another value
    return False


def option_letter(answer: str) -> str:
    """The option letter an answer is ("C", "(C)", "\\text{(C)}"), or the label of an option given with its value ("(C)
    60°", "**(D)** 15"), or ""."""
    letter = _OPTION_ANSWER_RE.fullmatch(answer.strip(" *"))
    label = split_option_label(answer.strip()) if letter is None else None
    return letter.group(1) if letter else label[0].upper() if label else ""


_OPTION_MENTION_RE = lazy_compile(r"\(([A-J])\)|(?<![\w'’\\])([B-DF-J])(?![\w'’])")  # or bare ("A", "E" are also words)
_CLAUSE_START_RE = lazy_compile(r"(?:\A|[,;:.!?，；：]|(?<![^\W\d_])(?:" + "|".join(sorted(CONTRAST_WORDS, key=len, reverse=True)) + r"))[\s*_]*\Z", re.I)


def other_options(sentence: str) -> List[str]:
    """The option letters of a sentence: in brackets, bare where a clause starts ("..., but B is also possible"; not a
    point's name, "the angle at B"), or listed after an option word ("Choices A, B and D are impossible")."""
    listed = [letter for found in _OPTION_LIST_RE.finditer(sentence) for letter in _LETTER_RE.findall(found.group(1))]
    return [bracketed for bracketed, _ in _OPTION_MENTION_RE.findall(sentence) if bracketed] + listed + \
        [found.group(2) for found in _OPTION_MENTION_RE.finditer(sentence) if found.group(2) and _CLAUSE_START_RE.search(sentence[: found.start()])]


# A digit no response writes (N'Ko seven), one character as a letter is: it stands for the answer's own option letter so
# that the scope of negation reads a denial of the option as it reads one of a value (``own_option_as_value``).
OPTION_STAND_IN = "\u07c7"


def own_option_as_value(sentence: str, option: str) -> str:
    """The sentence with the answer's own option letter written as ``OPTION_STAND_IN`` where it is named as an option: in
    brackets, after an option word, or bare where a clause starts, a particle of a script without spaces glued to it
    ("l'option A ne vérifie pas ...", "하지만 B는 ... 제외되고"), or "" when it is not named so."""
    starts = [found.start(1) for found in _OWN_OPTION_RE.finditer(sentence) if found.group(1) == option
              and (sentence[found.start(1) - 1 : found.start(1)] == "(" or _OPTION_WORD_BEFORE_RE.search(sentence, 0, found.start(1))
                   or option not in "AE" and _CLAUSE_START_RE.search(sentence[: found.start(1)]))]  # ("A", "E" are also words)
    for start in starts:
        sentence = sentence[:start] + OPTION_STAND_IN + sentence[start + 1 :]
    return sentence if starts else ""


_OWN_OPTION_RE = lazy_compile(r"(?<![A-Za-z0-9'’\\])([A-J])(?![A-Za-z0-9'’])")
_OPTION_WORD_BEFORE_RE = lazy_compile(r"(?<![^\W\d_])(?:" + "|".join(re.escape(word) for word in sorted(OPTION_WORDS, key=len, reverse=True))
                                      + r")[\s(]*\Z", re.I)


def other_options_as_values(sentence: str, option: str) -> str:
    """The sentence with every option letter but the answer's ``option``, where it is named as an option (in brackets,
    after an option word, or where a clause starts), written as ``OTHER_OPTION_STAND_IN``: read as another value ("So
    (D) is the answer." after the answer B calls another value the true one)."""
    for letter in sorted(set(_OWN_OPTION_RE.findall(sentence)) - {option}) if option else ():
        named = own_option_as_value(sentence, letter)  # (its brackets dropped after: "(D)" is read as a label, "D" as a value)
        sentence = named.replace(f"({OPTION_STAND_IN})", OPTION_STAND_IN).replace(OPTION_STAND_IN, OTHER_OPTION_STAND_IN) if named else sentence
    return sentence


OTHER_OPTION_STAND_IN = "\u07c8"  # another N'Ko digit: another value than the answer's option


def names_other_options(sentence: str, option: str) -> bool:
    """Return whether a sentence's subject is a list of option letters after an option word, none of them the answer's
    ``option`` ("Choices A, B and D are impossible"): what it withdraws is theirs."""
    letters = [letter for found in _OPTION_LIST_RE.finditer(sentence) if _CLAUSE_START_RE.search(sentence[: found.start()])
               for letter in _LETTER_RE.findall(found.group(1))] if option else []  # (not "Sorry, I meant option B")
    return bool(letters) and option not in letters


# An option word, in the plural too, then a list of letters, bracketed or not, joined by commas or a short conjunction
# ("Pilihan A, B, dan D", "La opción (D)").
_OPTION_LIST_RE = lazy_compile(r"(?<![^\W\d_])(?:" + "|".join(re.escape(word) for word in sorted(OPTION_WORDS, key=len, reverse=True))
                               + r")(?:e?s)?\s+(\(?(?-i:[A-J])\)?(?:(?:\s*[,，]\s*|\s*[,，]?\s+[^\W\d_]{1,3}\s+)\(?(?-i:[A-J])\)?)*)(?![\w'’])", re.I)
_LETTER_RE = lazy_compile(r"(?<![\w'’])[A-J](?![\w'’])")


_FREQUENCY = Lexicon(MISTAKE_FREQUENCY_WORDS)  # (inside a run of a script without spaces too: "符号错误很常见")
_CLAUSE_EDGE_RE = lazy_compile(r"[.;:!?,，。；：\n]")


def is_generic_mistake(text: str, start: int) -> bool:
    """Return whether the mistake word at ``start`` has a word of frequency (MISTAKE_FREQUENCY_WORDS) in its clause ("since sign slips are common", "Ein
    häufiger Fehler ist ..."), and no word of the first person: a kind of mistake, said of nobody's work."""
    opened = max((found.end() for found in _CLAUSE_EDGE_RE.finditer(text, 0, start)), default=0)
    closed = _CLAUSE_EDGE_RE.search(text, start)
    words = words_of(text[opened : closed.start() if closed else len(text)])
    return _FREQUENCY.in_words(words) and not _FIRST_PERSON.in_words(words)  # (not "I made a common mistake")
