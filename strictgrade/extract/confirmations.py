"""A denied confirmation after an answer: the writer's check that fails ("Hmm, that doesn't match.", "This
does not check out."), told from a confirmation that is a negation of its own ("no errors") and from an
intransitive confirmation used as another verb ("No member holds a title").  Below notes.py.
"""

from __future__ import annotations

import functools
import re
from typing import Dict, List, Optional, Sequence, Tuple

from .._lazy import lazy_compile
from .._tables import SOLVING_VERBS, SOURCE_NOUNS, UNSOLVED_WORDS, ANCHOR_CORE_WORDS, CERTAINTY_ADVERBIALS, CERTAINTY_WORDS, VOUCHING_VERBS, EXISTENCE_VERBS, QUESTION_TAGS, METHOD_NOUNS, CHECKING_VERBS, DOUBT_COMPANIONS, DOUBT_WORDS, INFINITIVE_MARKERS, INTRANSITIVE_CONFIRMATIONS, PENDING_ADVERBS, QUESTION_MARKS, RECIPROCALS, WORK_NOUNS
from .assertion import _phrase_end
from .anaphors import _CHECK_NOUNS, _DEMONSTRATIVES, _NAMING_NOUNS
from .layout import clause_before
from ..normalize import is_glued_script
from .lexicons import FIRST_PERSON_LEXICON, VALIDITY_LEXICON, Lexicon, _AUXILIARIES, _LOWER_I, _OTHERS, _DETERMINERS, _DISMISSERS, _DOUBTS, _OPENERS, _negated_inside, _tokens, _words, is_negator, words_of
from .phrases import CONFIRMATIONS_SET, CONTRAST_WORDS, HEDGES_SET
from .retractions import _ANAPHORS, _DISJUNCTIONS, _MISTAKE
from .mood import hedged_clause
from .scope import _CONJUNCTION_WORDS, is_denied_before
from .differences import _DIFFERENCE_PREDICATES, may_differ
from .suppositions import states_a_condition
from .clauses import _COMPLEMENTIZERS


def denied_confirmation_at(text: str) -> int:
    """Return where the first confirmation in a negator's scope starts, or -1: a doubt of the writer's own
    check ("Hmm, that doesn't match.", "This does not check out.", "The result is not consistent with the
    table."); a confirmation that is a negation of its own ("no errors") confirms."""
    for start, words in CONFIRMATIONS_SET.located(text):
        if not any(is_negator(word) for word in words) and is_denied_before(text[:start]) and not _takes_an_object(text, start, words):
            return start
    return -1


_INTRANSITIVE_CONFIRMATIONS = frozenset(phrase for phrases in INTRANSITIVE_CONFIRMATIONS.values() for phrase in phrases)
_OBJECT_START_RE = lazy_compile(r"[\s*_]*(?:([^\W\d_]+)|\$?\d)")


def _takes_an_object(text: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether an intransitive confirmation ("holds", "adds up") is another verb: it has an object
    after it, an article or a number, and its negation is its subject's, a negative word before a noun that
    stands for no work of the writer ("No member holds a title", "no box holds 13 eggs").  A negated verb
    ("that doesn't hold this time", "do not add up to that") or a subject that is the work ("None of this
    adds up the way it should") denies the check."""
    if " ".join(words) not in _INTRANSITIVE_CONFIRMATIONS:
        return False
    following = _OBJECT_START_RE.match(text, _phrase_end(text, start, len(words)))
    if following is None or following.group(1) is not None and following.group(1).lower() not in _ARTICLES:
        return False
    subject = [word for kind, word in _tokens(clause_before(text[:start])) if kind == "word"]
    negator = max((index for index, word in enumerate(subject) if is_negator(word)), default=-1)
    between = subject[negator + 1 :]
    return negator >= 0 and any(word not in _AUXILIARIES for word in between) and not _ANAPHORS.in_words(frozenset(subject))


# The articles an object opens with ("holds a title", "holds the key"): a determiner that is no infinitive
# marker ("add up to that") and no anaphor ("hold this time").
_ARTICLES = _DETERMINERS - _ANAPHORS.words - frozenset(word for words in INFINITIVE_MARKERS.values() for word in words)


# Certainty, and the checks that give it: negated, either is a doubt ("I am not sure", "I haven't checked this").
# And solving: negated, the writer did not finish ("I could not fully solve the problem").
_CERTAIN = {language: CERTAINTY_WORDS.get(language, ()) + CHECKING_VERBS.get(language, ()) + VOUCHING_VERBS.get(language, ())
            + SOLVING_VERBS.get(language, ()) for language in CERTAINTY_WORDS.keys() | CHECKING_VERBS.keys() | VOUCHING_VERBS.keys() | SOLVING_VERBS.keys()}
_CERTAINTY = Lexicon(_CERTAIN)
# The words of not having solved that hold their negation ("çözemedim", "解けませんでした"): a part with one and nothing else doubts.
_UNSOLVED = Lexicon(UNSOLVED_WORDS)
# The first test of a text for the writer's doubt: a word of doubt or of certainty anywhere.
DOUBTING_LEXICON = Lexicon({language: _CERTAIN.get(language, ()) + DOUBT_WORDS.get(language, ()) + UNSOLVED_WORDS.get(language, ())
                            for language in _CERTAIN.keys() | DOUBT_WORDS.keys() | UNSOLVED_WORDS.keys()})
_COMPANIONS = _words(DOUBT_COMPANIONS) | _words(PENDING_ADVERBS) | _words(CERTAINTY_ADVERBIALS) | _words(SOURCE_NOUNS)  # ("not yet verified",
# "for certain", "the problem")
# How far after a word of certainty a negator negates it, in the languages that negate after the predicate
# ("emin değilim", "मैं निश्चित नहीं हूँ"): the negator then ends the clause but for one word.
_NEGATOR_AFTER_WORDS = 2


def doubts_the_work(sentence: str) -> bool:
    """Return whether a sentence holds the writer's doubt of what it said, in a part of its own (between
    stops, commas and conjunctions): a word of doubt that no negator or dismisser in its part takes back
    ("I have my doubts about this", "Я в этом сильно сомневаюсь"), or a word of certainty in a negator's scope
    ("I am not convinced", "No estoy del todo convencido", "Nie jestem tego pewien", "emin değilim",
    "我不确定"), every other word of the part neutral (``_is_companion``: the writer, a copula, a degree or
    sentence adverb, the pronoun or noun of its object).  A part that names anything else ("I am not sure
    there is a simpler way", "I was not convinced at first") or a question is no such doubt."""
    words = words_of(sentence)
    differs = may_differ(sentence) and not states_a_condition(sentence, words)  # "My own count differs"
    if sentence.rstrip(" *_)").endswith(QUESTION_MARKS) or not (DOUBTING_LEXICON.in_words(words) or differs):
        return False  # a question, or no word of doubt or of certainty at all (a first test)
    part: List[str] = []
    tokens = _tokens(sentence) + [("stop", ""), ("stop", "")]
    for index, (kind, text) in enumerate(tokens[:-1]):
        if kind in ("comma", "stop") or kind == "word" and text in _CONJUNCTION_WORDS:
            governs = kind == "comma" and tokens[index + 1][1] in _COMPLEMENTIZERS and _negates_its_clause(tokens[index + 1 :])
            # ("Нельзя сказать, что 27 не подходит": a negated clause, its negation cancelled; not "..., że to poprawny wynik")
            if part and not governs and _is_writers_doubt(part, differs):
                return True
            part = []
        elif kind == "word":
            part.append(text)
        elif kind == "value":
            part.append("")  # a value in the part: what it doubts is that value, read by the checks of other values
    return False


def doubts_something_else(sentence: str) -> bool:
    """Return whether a sentence with no value whose only hedges are negated certainties doubts something else than the work, as
    ``doubts_the_work`` reads them ("I am not sure there is a shorter way"): a remark, no hedge of the answer."""
    if any(character.isdigit() for character in sentence):
        return False  # a value in it: what it doubts may be that value ("I think 42 could be right, but I am not sure")
    located = HEDGES_SET.located(sentence)
    return bool(located) and all(_CERTAINTY.in_words(frozenset(words)) for _, words in located) and not doubts_the_work(sentence)


def remarks_on_another(sentence: str) -> bool:
    """Return whether a hedged sentence is a remark about something else than the answer: one that opens with a hedge
    adverb (``opens_a_remark``) or whose only hedge is a doubt of something else (``doubts_something_else``)."""
    return opens_a_remark(sentence) or doubts_something_else(sentence)


def _negates_its_clause(tokens: List[Tuple[str, str]]) -> bool:
    """Return whether the clause the tokens open (to a stop) holds a negator."""
    clause = next((index for index, (kind, _) in enumerate(tokens) if kind == "stop"), len(tokens))
    return any(kind == "word" and is_negator(text) for kind, text in tokens[:clause])


def _is_writers_doubt(words: List[str], differs: bool = False) -> bool:
    """Return whether the words of one part are a doubt or a negated certainty and nothing else; with ``differs`` (no condition
    in the sentence), a predicate of difference that ends the part is a doubt too, the writer's work set against the answer ("My own
    count differs"; not "a different value could also be correct", an offer)."""
    for index, word in enumerate(words):
        single = frozenset((word,))
        if _UNSOLVED.in_words(single) or differs and word in _DIFFERENCE_PREDICATES and index == len(words) - 1 and not any(map(is_negator, words)):
            doubted = True  # its negation is its own; a difference not negated
        elif _DOUBTS.in_words(single):
            doubted = not _negated_inside(word) and not any(is_negator(other) or other in _DISMISSERS for other in words)
        elif _CERTAINTY.in_words(single):
            doubted = _negated_inside(word, _CERTAINTY.infixes) if not word.isascii() and _CERTAINTY.infixes and word not in _CERTAINTY.words \
                else any(is_negator(other) for other in words[:index]) or len(words) - index - 1 <= _NEGATOR_AFTER_WORDS \
                and any(is_negator(other) for other in words[index + 1 :])
        else:
            continue
        return doubted and all(_is_companion(other, place < index) for place, other in enumerate(words) if place != index)
    return False


def _is_companion(word: str, before: bool) -> bool:
    """Return whether a word beside a doubt leaves it the writer's doubt of its own work: a negator, the writer,
    an auxiliary, an opener or (before the doubt) a word of contrast, a demonstrative, determiner or anaphor, a noun
    of the result or of a check, a word of validity (what the doubt's complement says of the work: "I am not sure this result
    is correct", "bu sonucun doğru olduğundan emin değilim"), or a word of DOUBT_COMPANIONS."""
    return is_negator(word) or word in _COMPANIONS or VALIDITY_LEXICON.in_words(frozenset((word,))) or word in _AUXILIARIES or word in _OPENERS or word in _DEMONSTRATIVES or word in _DETERMINERS \
        or word in _NAMING_NOUNS or word in _CHECK_NOUNS or before and word in CONTRAST_WORDS \
        or FIRST_PERSON_LEXICON.in_words(frozenset((word,))) or _ANAPHORS.in_words(frozenset((word,)))


def opens_a_remark(sentence: str) -> bool:
    """Return whether a sentence that opens with a hedge adverb, past its connectives, hedges a remark about something else
    than the answer: at least _REMARK_WORDS words after the hedge, no value, and no word that says something of the answer
    or the work (validity, its noun or the work's, another value, a mistake, doubt or certainty, the writer, and in a short
    remark a negator):
    "Maybe the quickest route is Vieta's formula", "Kanske är det lättare att se detta med en figur"; not "Probably right.",
    "Perhaps I misread the problem", "Maybe the answer is different", "Possibly not"."""
    return _is_remark(hedged_clause(sentence), sentence)


def _is_remark(clause: Optional[List[Tuple[str, str]]], sentence: str) -> bool:
    """Return whether the words of a hedged clause (``mood.hedged_clause``) of a sentence make a remark about something else
    (``opens_a_remark``).  A lowercase "i" is no writer, as ``words_of`` reads it (the Italian article: "con i punti")."""
    if not clause or _word_count(clause) < _REMARK_WORDS or any(kind == "value" for kind, _ in clause):
        return False
    words = frozenset(text for _, text in clause)
    if "i" in words and "i" not in words_of(sentence):
        words -= _LOWER_I
    claimed = frozenset(text for place, (_, text) in enumerate(clause) if not _introduces_a_noun(clause, place))
    return not (VALIDITY_LEXICON.in_words(claimed) or _MISTAKE.in_words(words) or _DOUBT_OR_CERTAINTY.in_words(words) or FIRST_PERSON_LEXICON.in_words(words)
                or not words.isdisjoint(_ABOUT_THE_ANSWER) or names_others([text for _, text in clause]) and words.isdisjoint(_METHOD_NOUNS)
                or len(clause) < _LONG_REMARK_WORDS and any(map(is_negator, words)))  # ("another way" is a method: "cara lain")


def names_others(words: Sequence[str]) -> bool:
    """Return whether words in order (as ``_tokens`` reads them) hold a word of otherness (``OTHER_WORDS``, the
    comparatives) outside a reciprocal pronoun ("independent of each other", "l'un de l'autre": the members of a
    group, never another value)."""
    for index, word in enumerate(words):
        if word in _OTHERS and not any(_stands_in(words, index, reciprocal, word) for reciprocal in _reciprocals().get(word, ())):
            return True
    return False


@functools.lru_cache(maxsize=1)
def _reciprocals() -> Dict[str, List[Tuple[str, ...]]]:
    """The reciprocal pronouns as the words ``_tokens`` reads, indexed by their words of otherness (built on first use)."""
    index: Dict[str, List[Tuple[str, ...]]] = {}
    for phrase in sorted(_words(RECIPROCALS, proclitics=False)):
        words = tuple(text for kind, text in _tokens(phrase) if kind == "word")
        for word in _OTHERS.intersection(words):
            index.setdefault(word, []).append(words)
    return index


def _stands_in(words: Sequence[str], index: int, phrase: Tuple[str, ...], word: str) -> bool:
    """Return whether ``words[index]`` (``word``) is the word ``word`` of ``phrase`` standing there."""
    return any(tuple(words[index - place : index - place + len(phrase)]) == phrase for place, part in enumerate(phrase) if part == word and index >= place)


def _word_count(clause: List[Tuple[str, str]]) -> int:
    """How many words a clause holds, a run of a script without spaces counted as one word a _GLUED_WORD_LETTERS letters."""
    return sum(1 if text.isascii() or not is_glued_script(text[0]) else max(1, len(text) // _GLUED_WORD_LETTERS) for _, text in clause)


_CONTENT_WORDS = 2  # the fewest words of a question's remark that are no function word ("Easier than expected")
_GLUED_WORD_LETTERS = 3  # letters of a word, on average, in a run of a script without spaces


def asks_something_else(question: str) -> bool:
    """Return whether a question after the answer is a remark about something else put as a question: with its tag read off
    (QUESTION_TAGS: "..., isn't it?", "..., nicht wahr?", "ใช่ไหม"), its words are a remark as a hedged one's are (``_is_remark``:
    "Easier than expected, isn't it?", "Isn't it interesting that the sum is a perfect square?"; not "Is that right?", "Neat,
    right?", "Could it be 24?")."""
    body = question.rstrip(" \t\n*_)")
    if not body.endswith(QUESTION_MARKS):
        return False
    clause = [token for token in _tokens(_QUESTION_TAG_RE.sub("", body)) if token[0] in ("word", "value")]
    content = [text for _, text in clause if not (text in _AUXILIARIES or text in _DETERMINERS or text in _OPENERS or text in _DISJUNCTIONS
                                                  or text in _ANAPHORS.words or is_negator(text))]  # (a whole run of a script without spaces is content)
    return _word_count([("word", text) for text in content]) >= _CONTENT_WORDS and clause[0][1] not in _DISJUNCTIONS and _is_remark(clause, question)  # (not "... or is it?")


def _introduces_a_noun(clause: List[Tuple[str, str]], place: int) -> bool:
    """Return whether the word at ``place`` is a verb of existence in a clause that holds a noun phrase of its own (a
    determiner) and no negator: it says that something new exists ("esiste un argomento più elegante", "a cleverer proof
    exists", "bestaat er een snellere methode"), no claim about the answer ("Perhaps it exists" is one)."""
    return clause[place][1] in _EXISTENCE_VERBS and any(text in _DETERMINERS for _, text in clause) \
        and not any(is_negator(text) for _, text in clause)


def hedges_the_answer(sentence: str) -> bool:
    """Return whether a sentence with no value that opens with a hedge adverb hedges the answer: what it hedges is no remark
    about something else ("Probably right.", "Possibly not.", "Perhaps the problem wants something else.")."""
    clause = hedged_clause(sentence)
    return clause is not None and not any(kind == "value" for kind, _ in clause) and not _is_remark(clause, sentence)


_REMARK_WORDS = 3  # the fewest words of a hedged remark ("Probably right." hedges the answer)
_TAG_WORDS = [tag for tags in QUESTION_TAGS.values() for tag in tags]
_QUESTION_TAG_RE = lazy_compile(
    r"(?:[\s,，、]+(?:" + "|".join(re.escape(tag) for tag in sorted((tag for tag in _TAG_WORDS if tag.isascii() or not is_glued_script(tag[0])), key=len, reverse=True))
    + r")|(?:" + "|".join(re.escape(tag) for tag in sorted((tag for tag in _TAG_WORDS if not tag.isascii() and is_glued_script(tag[0])), key=len, reverse=True))
    + r"))?[\s?？؟!]*\Z", re.IGNORECASE)
_LONG_REMARK_WORDS = 7  # and of one that may negate ("Maybe the figure is not drawn to scale, but ..."; not "Maybe that's not the case")
_ABOUT_THE_ANSWER = frozenset(ANCHOR_CORE_WORDS) | _words(WORK_NOUNS)  # its noun, the work's
_METHOD_NOUNS = _words(METHOD_NOUNS)
_EXISTENCE_VERBS = _words(EXISTENCE_VERBS)
_DOUBT_OR_CERTAINTY = Lexicon({language: CERTAINTY_WORDS.get(language, ()) + DOUBT_WORDS.get(language, ()) for language in CERTAINTY_WORDS.keys() | DOUBT_WORDS.keys()})
