"""The mood of the predicate an answer's value is the subject of: a possibility ("$\\boxed{30}$ might be the
answer", "30 könnte die Antwort sein") offers the value, and so does a counterfactual under a condition
("$\\boxed{30}$ would be the answer if the ladder were upright", "30 sería la respuesta si ..."), as the same
words before the value do ("The answer might be 30").  A counterfactual alone ("30 would be the answer") states
it, as "The answer would be 30" does.  Read by assertion.py on the clause after the value.
"""

from __future__ import annotations

import functools
import re
from itertools import dropwhile, takewhile
from typing import FrozenSet, List, Optional, Set, Tuple

from .._lazy import lazy_compile
from .._text import trie_pattern
from .._tables import (
    RESTATEMENTS, COUNTERFACTUAL_CONDITIONS, CONDITIONAL_PARTICLES, CONDITION_OPENERS,
    ABILITY_INFINITIVES, ADDITIVE_MARKERS, CONJECTURE_VERBS, CONTRASTS, CORRECTNESS_ADVERBS, EXISTENTIAL_SUBJECTS, FREE_RELATIVES, INFINITIVE_COPULAS, OFFERING_MODALS, POSSIBILITY_WORDS,
    HEDGES, PRONOMINAL_OTHERS, QUESTION_MARKS, WORK_NOUNS, WRITERS_CONJECTURES,
)
from .lexicons import VALIDITY_LEXICON, WORD_IN_ORDER_RE, Lexicon, doubts_at_clause_end, _ASCII_LETTERS_RE, _holds_spaced, _spaced_by_first_run, _AUXILIARIES, _DETERMINERS, _OPENERS, _OTHERS, _OTHER_WORDS, _tokens_past_markup, _RESULT_NOUNS, _VALIDITY, _words, is_negator, words_of
from .anaphors import _CHECK_NOUNS, _NAMING_NOUNS
from .clauses import _COMPLEMENTIZERS, SENTENCE_END_RE as _SENTENCE_STOP_RE
from .layout import _DIGIT_RE, _NUMBER_RE
from .after_value import _past_unit
from ..normalize import is_glued_script
from .phrases import ALTERNATIVES_SET, APPROXIMATIONS_SET, BOUNDS_AFTER_SET, CONTRAST_WORDS, DISJUNCTIONS_SET, HEDGES_SET, IDIOMS_SET, NOT_HEDGES
from .retractions import _ANAPHORS, _DISJUNCTIONS, _FIRST_PERSON, _MISTAKE
from .denials import _is_preposition
from .suppositions import CONDITIONS_LEXICON, COUNTERFACTUALS_LEXICON, _INVERTED
from .values import is_own_value, values_in, without_expressions

# The words that may link a value to what its predicate calls it: auxiliaries, modals, copulas and additives
# ("might also be", "könnte ebenfalls"; an adverb between a modal and its copula too: "could well be").
_POSSIBILITY = _words(OFFERING_MODALS)
_PRONOMINAL_OTHERS = _words(PRONOMINAL_OTHERS)
_WORK = _NAMING_NOUNS | _CHECK_NOUNS | _words(WORK_NOUNS)  # a noun for the writer's work or its result
_COPULAS = _words(INFINITIVE_COPULAS)
_COPULA_ENDINGS = tuple(_COPULAS)
_EXISTENTIAL = _words(EXISTENTIAL_SUBJECTS)
_FREE_RELATIVES = _words(FREE_RELATIVES)
_CORRECTLY = _words(CORRECTNESS_ADVERBS)
_LINKS = _AUXILIARIES | _POSSIBILITY | _COPULAS | _words(ADDITIVE_MARKERS) | COUNTERFACTUALS_LEXICON.words
_MODAL_REACH = 40  # the characters before a value read for a modal that ends them
_MODAL_GAP = 2  # the most adverbs read between a modal and the value it governs ("könnte also 30 sein", "zou ook 5 kunnen zijn")
_COMPLEMENT_REACH = 3  # the words of a modal's complement read for another value ("could be something else")
_VERB_FINAL_REACH = 3  # the most verbs of a verb-final group read after a value ("30 sein könnte", "5 zou kunnen zijn")
_ABILITY = _words(ABILITY_INFINITIVES)
_VERBS_AFTER = _COPULAS | _POSSIBILITY | _ABILITY | COUNTERFACTUALS_LEXICON.words  # what a verb-final group after a value holds
_PREDICATE_REACH = 6  # the most linking words read before what the predicate calls the value
# Closers and a comma may stand between the value and its predicate ("The count, 30, might be"): the links must follow
# at once, so that a relative or an aside set off by the comma (", which could be checked") is no predicate.
_PREDICATE_START_RE = lazy_compile(r"[\s$*_)\]},]*(?=[^\W\d_])")
_CLAUSE_BREAK_RE = lazy_compile(r"[,，;；:：.。!！?？()（）\n]")


def offered_by_mood(after: str, doubted: bool = False, conditioned: bool = False) -> bool:
    """Return whether the clause right after a value is a predicate that offers it: linking words with a possibility
    modal, then what names an answer (a word of validity, a result noun, a determiner and its noun, a free relative), or
    with a counterfactual and a condition later in the sentence ("21 handshakes would take place if nobody left early",
    read past the unit); a negator among the links leaves the clause to the scope of negation ("30 could not be the
    answer"), unless ``doubted`` reads a negator right after a possibility modal as a doubt ("5 might not be the answer").
    ``conditioned`` says a condition opened the sentence before the value ("Si je ne me suis pas trompé, 24 serait ...")."""
    start = _PREDICATE_START_RE.match(after)
    if start is None:
        return False
    words = WORD_IN_ORDER_RE.findall(after[start.end() :].lower())
    links: List[str] = []
    for index, word in enumerate(words[:_PREDICATE_REACH]):
        if is_negator(word) and doubted and links and links[-1] in _POSSIBILITY:
            links.append(word)  # "might not be": the possibility of its negation ("could not be the answer" is refused either way)
            continue
        if is_negator(word):
            return False
        if word not in _LINKS and not (links and links[-1] in _POSSIBILITY and words[index + 1 : index + 2] and words[index + 1] in _COPULAS):
            break  # (an adverb between a modal and its copula links too: "could well be", "might just be")
        links.append(word)
    named = words[len(links) :]
    if not links or not named:
        return False
    if any(word in _POSSIBILITY for word in links):
        return _names_an_answer(named)
    return COUNTERFACTUALS_LEXICON.in_words(links) and (conditioned or CONDITIONS_LEXICON.in_words(named))  # whatever it predicates


def offered_by_modal_before(before: str, after: str) -> bool:
    """Return whether a value is the complement of a possibility in a verb-final clause: its infinitive copula follows it
    and a modal marks the clause as possible, before the value with at most ``_MODAL_GAP`` adverbs between ("Die Antwort
    könnte also 30 sein") or among the verbs after it ("dass die Summe 30 sein könnte").  A counterfactual marks it with a
    modal of ability ("Het antwoord zou 5 kunnen zijn", as "could") or a condition later in the clause ("zou 5 zijn als
    ..."); a modal of ability alone does not ("Die Antwort kann 30 sein", as "The answer can be 30"), nor a negator."""
    following = _PREDICATE_START_RE.match(after)  # a verb first: most values are followed by no word at all
    first = WORD_IN_ORDER_RE.match(after, following.end()) if following and "\n" not in following.group() else None
    if first is None:
        return False
    if first.group().lower() not in _VERBS_AFTER:  # past the value's unit ("zou dan 30 cm² kunnen zijn")
        unit = _past_unit(after, nouns=True)
        return bool(unit) and unit != after and offered_by_modal_before(before, unit)
    clause = after[following.end() :]  # type: ignore[union-attr]
    stop = _CLAUSE_BREAK_RE.search(clause)
    rest = WORD_IN_ORDER_RE.findall(clause[: stop.start() if stop else len(clause)].lower())
    verbs = list(takewhile(_VERBS_AFTER.__contains__, rest[:_VERB_FINAL_REACH]))
    following = list(dropwhile(_AUXILIARIES.__contains__, rest[len(verbs) :]))  # ("36 हो सकता है": its auxiliary closes it)
    # the group closes the clause, or a condition follows it ("zou 5 zijn indien ...")
    if _COPULAS.isdisjoint(verbs) or following and not CONDITIONS_LEXICON.in_words(frozenset(following[:1])):
        return False  # ("5 may be verified by ...": the predicate of an SVO clause, read by ``offered_by_mood``)
    modal = _clause_words(before[-_MODAL_REACH:])[-(_MODAL_GAP + 1) :]
    if any(is_negator(word) for word in modal):
        return False
    return _marks_possibility(modal + verbs, rest[len(verbs) :])


def offered_by_modal_after_copula(before: str) -> bool:
    """Return whether the words before a value end in an infinitive copula under a possibility, as languages that put the
    value last write it: a counterfactual with a modal of ability ("Svaret skulle kunna vara 5", "het zou kunnen zijn: 5"
    is not one), or a possibility modal ("The total might well be")."""
    edge = before[-_MODAL_REACH:].rstrip(" \t\n$*_(")
    if not edge.endswith(_COPULA_ENDINGS):
        return False  # (most answers: "The answer is"; a copula that ends a clause is written in lower case)
    edge = edge.lower()
    words = _clause_words(edge)
    if not words or words[-1] not in _COPULAS or not edge.endswith(words[-1]):
        return False
    group = list(takewhile(lambda word: word in _LINKS or word in _ABILITY, reversed(words)))  # the verb group, unbroken
    before_group = words[: len(words) - len(group)][-(_MODAL_GAP + 1) :]  # a modal before at most two adverbs ("torde alltså vara")
    at = max((index for index, word in enumerate(before_group) if word in _POSSIBILITY), default=-1)
    modal = before_group[at : at + 1] if at >= 0 and _DETERMINERS.isdisjoint(before_group[at + 1 :]) else []  # (not "could the area be")
    return not any(is_negator(word) for word in words) and _marks_possibility(group + modal, [])  # ("could the area be": no group)


def _on_the_writers_condition(after: str) -> bool:
    """Return whether a condition on the writer's own correctness follows the value in its sentence: the writer its subject
    and a word of validity or of mistake in it ("..., if I understood the problem correctly", "..., если я правильно понял
    условие", "si je ne me suis pas trompé"; not "..., if we swap the names of the sides")."""
    return _writers_condition(WORD_IN_ORDER_RE.findall(after.lower()))


def _writers_condition(words: List[str]) -> bool:
    """Return whether the first condition among ``words`` (or an inverted one that opens them: "Should my arithmetic be
    correct") supposes the writer right: the writer or the writer's work in it ("my", "the calculation", "計算"), and a
    word of validity, correctness or mistake."""
    for index, word in enumerate(words):
        if CONDITIONS_LEXICON.in_words(frozenset((word,))) or not index and word in _INVERTED_OPENERS:
            condition = frozenset(words[index : index + 1 + _CONDITION_REACH])  # (the opener's own word too: "私の計算に誤りがなければ")
            return (_FIRST_PERSON.in_words(condition) or _WORK_LEXICON.in_words(condition)) \
                and (not _CORRECTLY.isdisjoint(condition) or VALIDITY_LEXICON.in_words(condition) or _MISTAKE.in_words(condition))
    return False


def supposed_by_the_writer(before: str) -> bool:
    """Return whether the words before a value in its sentence make it the writer's supposition: a condition on the
    writer's own correctness that opens a clause of the sentence before it, past no contrast ("If I computed correctly, the answer is",
    "Provided my arithmetic holds up, ..."; not "Provided that x > 0, ..."), or a verb of conjecture whose subject is the
    writer, in its clause or before the complementizer that opens it ("I suspect the total is", "Sospecho que ...", "Ich
    vermute, dass ..."; not "They suspect ..."). A value between them and this one is what they governed."""
    edge = before[-_SUPPOSITION_REACH:].lower()  # (read only where assertion.QUALIFIERS_BEFORE_SET finds one of its words)
    if not _may_suppose(edge):
        return False  # no verb of conjecture and no condition's opener, whole or glued (most sentences)
    opened = max((found.end() for found in _SUPPOSITION_STOP_RE.finditer(edge)), default=0)
    clauses = [WORD_IN_ORDER_RE.findall(clause) for clause in _CLAUSE_MARK_RE.split(edge[opened:])]
    own = clauses[-1] if clauses[-1] and clauses[-1][0] not in _COMPLEMENTIZERS or len(clauses) < 2 else clauses[-2] + clauses[-1]
    for index, word in enumerate(own):  # ("Ich vermute, dass die Antwort": the complement's verb stands before it)
        if word in _WRITERS_CONJECTURES or word in _CONJECTURES and _FIRST_PERSON.in_words(frozenset(own[max(0, index - _SUBJECT_REACH) : index])):
            return True
    for clause in reversed(clauses if clauses[-1] else clauses[-1:]):  # the earlier clauses too, past no contrast ("..., but
        # the answer is"), when the value's own clause has words: a value right after a comma may follow a correction
        # ("\boxed{46} se me olvidó, \boxed{47}", Spanish "se" being Italian "if")
        if _opens_writers_condition(clause):
            return True
        if clause and clause[0] in _CONTRASTS:
            return False
    return False


def stated_under_a_counterfactual(before: str) -> bool:
    """Return whether the value's sentence states it as what would hold under a condition: a counterfactual verb in the
    value's own clause and a condition opening an earlier clause of its sentence, or an inverted conditional opening it ("If
    the order mattered, the count would be", "Wäre die Münze fair, ergäbe sich", "Pokud by úhel byl pravý, vycházel by obsah").
    The writer does not assert it of the problem as given."""
    edge = before[-_SUPPOSITION_REACH:]
    if "," not in edge and ":" not in edge and edge.isascii() or not _COUNTERFACTUAL_HINT_RE.search(edge.lower()):
        return False  # one clause, or no word of a counterfactual: no such condition (most sentences, found in C)
    edge = _VALUE_ASIDE_RE.sub("", edge) if "(" in edge else edge  # "не 256 (так было бы, если бы ...), а именно": another value's aside
    stop = max((found.end() for found in _SENTENCE_STOP_RE.finditer(edge)), default=0)
    if _CLAUSE_MARK_RE.search(edge, stop) is None:
        return False
    clauses = [WORD_IN_ORDER_RE.findall(clause) for clause in _CLAUSE_MARK_RE.split(edge[stop:].lower())]
    condition = next((clause for clause in clauses[:-1] if clause and (
        CONDITIONS_LEXICON.in_words(frozenset(clause[:2])) or clause[0] in _INVERTED_OPENERS)), None)  # (after a label too)
    if condition is None:
        return False
    return COUNTERFACTUALS_LEXICON.in_words(frozenset(clauses[-1])) or condition[0] in _COUNTERFACTUAL_CONDITIONS \
        or condition[1:2] != [] and condition[1] in _CONDITIONAL_PARTICLES  # "Kdyby ..., obsah je", "Pokud by ..."


def one_case_of_several(before: str) -> bool:
    """Return whether the value's clause opens with a condition and an earlier clause of its sentence gives another value under
    another condition ("if order matters the answer is 120, if not it is", "si el orden importa son 120; si no, son"): one
    case of a case split, a list against a single reference."""
    edge = before[-_SUPPOSITION_REACH:]
    if not _DIGIT_RE.search(edge) or not _CASE_MARK_RE.search(edge) or len(_CONDITION_HINT_RE.findall(edge.lower())) < 2:
        return False  # no other value, one clause, or fewer than two words of condition (most sentences)
    stop = max((found.end() for found in _SENTENCE_STOP_RE.finditer(edge)), default=0)
    clauses = [(WORD_IN_ORDER_RE.findall(clause), clause) for clause in _CASE_MARK_RE.split(edge[stop:].lower())]
    opened = [index for index, (words, _) in enumerate(clauses) if CONDITIONS_LEXICON.in_words(frozenset(words[:2]))]
    if len(opened) < 2 or opened[-1] < len(clauses) - 2 or opened[-1] == len(clauses) - 2 and _DIGIT_RE.search(clauses[-2][1]):
        return False  # the value's own clause, or the one before it, opens with its condition ("..., if not, there are")
    return bool(_DIGIT_RE.search("".join(clause for _, clause in clauses[opened[0] : opened[-1]])))  # another case's value


_CASE_MARK_RE = lazy_compile(r"[,，;；、:：]")
_VALUE_ASIDE_RE = lazy_compile(r"(?<=[\d$])[ \t]*\([^()]*\)")  # a bracketed aside right after a value: about that value
_CONDITION_HINT_RE = lazy_compile(trie_pattern(sorted(CONDITIONS_LEXICON.words)))  # a superset, with no test of word edges
_COUNTERFACTUAL_CONDITIONS = _words(COUNTERFACTUAL_CONDITIONS)
_CONDITIONAL_PARTICLES = _words(CONDITIONAL_PARTICLES)
# A first test, a superset of what the rule reads, on the lower-cased text with no test of word edges (one trie in C): a
# counterfactual verb or condition, or a condition opener with its conditional particle ("pokud by"; "by" alone is English).
_COUNTERFACTUAL_HINT_RE = lazy_compile(trie_pattern(sorted(
    COUNTERFACTUALS_LEXICON.words | _COUNTERFACTUAL_CONDITIONS
    | {f"{opener} {particle}" for language, particles in CONDITIONAL_PARTICLES.items()
       for opener in CONDITION_OPENERS.get(language, ()) for particle in particles})))


def glues_a_condition(before: str) -> bool:
    """Return whether the words before a value, in a script without spaces or Korean, hold a condition glued inside a
    word ("私の計算に誤りがなければ", "계산했다면"), which no test of whole words finds: a first test."""
    return not before.isascii() and _GLUED_CONDITION_RE.search(before, max(0, len(before) - _SUPPOSITION_REACH)) is not None


_GLUED_CONDITION_RE = lazy_compile(trie_pattern(CONDITIONS_LEXICON.infixes))


def _opens_writers_condition(clause: List[str]) -> bool:
    """Return whether a clause opens, past at most one connective, with a condition that supposes the writer right, or, in
    the scripts without spaces and Korean, holds a word whose glued ending closes one ("제가 맞게 계산했다면 답은")."""
    if CONDITIONS_LEXICON.in_words(frozenset(clause[:2])) or clause[:1] != [] and clause[0] in _INVERTED_OPENERS:
        return _writers_condition(clause)
    closing = next((index for index, word in enumerate(clause) if is_glued_script(word) and CONDITIONS_LEXICON.in_words(frozenset((word,)))), -1)
    return closing > 0 and _writers_condition([clause[closing]] + clause[max(0, closing - _CONDITION_REACH) : closing])


_CONJECTURES = _words(CONJECTURE_VERBS)
_INVERTED_OPENERS = _INVERTED.words
_WORK_LEXICON = Lexicon(WORK_NOUNS)
_CONTRASTS = _words(CONTRASTS)
_WRITERS_CONJECTURES = _words(WRITERS_CONJECTURES)
_SUBJECT_REACH = 2  # the words before a verb of conjecture read for its subject ("I strongly suspect", "I'd suspect")
_SUPPOSITION_REACH = 160  # the characters before a value read for the writer's supposition
_SUPPOSITION_STOP_RE = lazy_compile(r"[.!?。！？\n;；]|\d")  # a sentence's end, or a value the words before it governed
_CLAUSE_MARK_RE = lazy_compile(r"[,，:：、]")


# A first test, a superset of what supposed_by_the_writer reads, on the lower-cased text: a verb of conjecture, a
# condition's opener or an inverted conditional, as a word or glued inside one.  ASCII text is read as its runs of
# letters, a set lookup ("if", not the "if" of "different"; a word with an apostrophe as its runs in a row, "s'il");
# other text by one trie in C, the ASCII words between letter edges and the others anywhere.
_SUPPOSITION_WORDS = _CONJECTURES | _WRITERS_CONJECTURES | CONDITIONS_LEXICON.words | _INVERTED_OPENERS
_ASCII_SUPPOSITION_RUNS = frozenset(word for word in _SUPPOSITION_WORDS if word.isascii() and word.isalpha())
_ASCII_SPACED_SUPPOSITIONS = _spaced_by_first_run(word for word in _SUPPOSITION_WORDS if word.isascii() and not word.isalpha())
_ASCII_GLUED_SUPPOSITIONS = tuple(infix for infix in CONDITIONS_LEXICON.infixes + _INVERTED.infixes if infix.isascii())  # (none today)


def _may_suppose(edge: str) -> bool:
    """Return whether lower-case ``edge`` may hold a word of supposition (a first test: False means it holds none)."""
    if edge.isascii():
        runs = _ASCII_LETTERS_RE.findall(edge)
        return not _ASCII_SUPPOSITION_RUNS.isdisjoint(runs) or _holds_spaced(runs, _ASCII_SPACED_SUPPOSITIONS) \
            or any(infix in edge for infix in _ASCII_GLUED_SUPPOSITIONS)
    return _supposition_hint().search(edge) is not None


# Built and compiled on first use, as lexicons._negator_hint is: the tries of its words would cost the import 2 ms.
@functools.lru_cache(maxsize=1)
def _supposition_hint() -> "re.Pattern[str]":
    return re.compile(
        r"(?<![^\W\d_])(?:" + trie_pattern(sorted(word for word in _SUPPOSITION_WORDS if word.isascii())) + r")(?![^\W\d_])|"
        + trie_pattern(sorted({word for word in _SUPPOSITION_WORDS if not word.isascii()} | set(CONDITIONS_LEXICON.infixes) | set(_INVERTED.infixes))))


_CONDITION_REACH = 8  # the words after a condition's opener read for the writer and the validity or mistake it supposes ("if I
# read the problem correctly", "Barring an arithmetic slip on my part", "Jeśli nigdzie się nie pomyliłem")
_SET_OFF_HEDGE_WORDS = 2  # the most words of a clause set off before the value that may hedge it ("Вероятно,", "Most likely,")


def _clause_words(before: str) -> List[str]:
    """The words of the clause that ``before`` ends, lower-cased."""
    opened = max((found.end() for found in _CLAUSE_BREAK_RE.finditer(before)), default=0)
    return WORD_IN_ORDER_RE.findall(before[opened:].lower())


def _hedged_in_clause(text: str, last: bool = False) -> bool:
    """Return whether a hedge stands in the clause after a value (or, ``last``, before it), with no other value between
    ("5가 맞을 수도 있어요", "5 est sans doute juste", "Aun así, posiblemente 16 sea ...")."""
    if last:
        breaks = [found.end() for found in _CLAUSE_BREAK_RE.finditer(text)]
        opened = breaks[-1] if breaks else 0
        clause = text[max([opened] + [found.end() for found in _DIGIT_RE.finditer(text, opened)]) :]
        if breaks and not WORD_IN_ORDER_RE.search(clause):  # a sentence adverb set off before it ("Вероятно, 12 и есть ...")
            clause = text[breaks[-2] if len(breaks) > 1 else 0 : opened]
            clause = clause if len(WORD_IN_ORDER_RE.findall(clause)) <= _SET_OFF_HEDGE_WORDS else ""
    else:
        stop = _CLAUSE_BREAK_RE.search(text)
        clause = text[: stop.start() if stop else len(text)]
        digit = _DIGIT_RE.search(clause)
        clause = clause[: digit.start() if digit else len(clause)]
    return HEDGES_SET.search(clause, outside=NOT_HEDGES)


def offered_by_possible_clause(before: str) -> bool:
    """Return whether the value ends a clause that a word of possibility governs, in its sentence: the word right before a
    complementizer, with no negator before it in its clause ("It is possible that the answer is 42", "Es ist möglich, dass
    42 stimmt", "Il est possible que 42 soit la réponse"; not "It is not possible that ...", "impossible", nor "the smallest
    possible value that ...", whose complementizer is no complement's)."""
    edge = before[-_POSSIBLE_CLAUSE_REACH:]
    if _POSSIBLE_RE.search(edge) is None:
        return False  # (most texts: read at once)
    lower = edge.lower()
    stop = max((found.end() for found in _SENTENCE_STOP_RE.finditer(lower)), default=0)
    words = WORD_IN_ORDER_RE.findall(lower[stop:])
    for index, word in enumerate(words[:-1]):
        if word in _POSSIBLE and words[index + 1] in _COMPLEMENTIZERS and not any(is_negator(earlier) for earlier in words[:index]):
            return True
    return False


_POSSIBLE = _words(POSSIBILITY_WORDS)
_POSSIBLE_RE = lazy_compile("|".join(sorted(_POSSIBLE | {word.capitalize() for word in _POSSIBLE}, key=len, reverse=True)))  # (no re.I: 6x slower)
_POSSIBLE_CLAUSE_REACH = 160  # the characters before a value read for the word of possibility that governs its clause


def _marks_possibility(verbs: List[str], rest: List[str]) -> bool:
    """Return whether a verb group marks its clause as possible: a possibility modal, or a counterfactual with a modal of
    ability or a condition in the rest of its clause."""
    if not _POSSIBILITY.isdisjoint(verbs):
        return True
    return COUNTERFACTUALS_LEXICON.in_words(frozenset(verbs)) and (not _ABILITY.isdisjoint(verbs) or CONDITIONS_LEXICON.in_words(frozenset(rest)))


def offers_own_value(sentence: str, places: List[Tuple[int, int]]) -> bool:
    """Return whether a later sentence that states the answer's value (at ``places``: ``own_value_places``) makes it the
    subject or the complement of a possibility ("42 might be the answer.", "17 könnte die richtige Anzahl sein.", "Het
    resultaat zou 5 kunnen zijn."); a question asks it instead ("Could 42 be wrong?")."""
    if not places or sentence.rstrip(" \t\n*_)").endswith(QUESTION_MARKS):
        return False
    for start, end in places:
        before, after = sentence[:start], sentence[end:]
        conditioned = CONDITIONS_LEXICON.in_words(words_of(before))
        if _on_the_writers_condition(after):
            return True  # "12 is the length, if I read the problem right": the writer's own correctness
        if conditioned and COUNTERFACTUALS_LEXICON.in_words(frozenset(_clause_words(before)[-2:])):
            return True  # "Wenn ich mich nicht verrechnet habe, wäre 2 die Fläche."
        if offered_by_mood(after, doubted=True, conditioned=conditioned) or offered_by_mood(_past_unit(after, nouns=True)) \
                or offered_by_modal_before(before, after) or offered_by_modal_after_copula(before) or doubts_at_clause_end(after) \
                or _hedged_in_clause(after) or _hedged_in_clause(before, last=True) or offered_by_possible_clause(before):
            return True
    return False


def own_value_places(sentence: str, own: Set[str]) -> List[Tuple[int, int]]:
    """Where a sentence states the answer's value again (``own``: ``values.own_values``); a number that is a term of an
    expression with a variable states none ("Если бы функция $3^t$ принимала ...": the base of a power, not the answer 3)."""
    stated = without_expressions(sentence)
    return [found.span() for found in _NUMBER_RE.finditer(sentence) if is_own_value(found.group().strip("$,"), own) and stated[found.start() : found.end()].strip()]


def _names_an_answer(words: List[str]) -> bool:
    """Return whether a predicate's complement names an answer: a word of validity ("correct", "richtig"), a result noun
    ("answer", "total"), or a determiner and a noun ("the length", "la respuesta")."""
    first = words[0]
    return first in _VALIDITY or first in _RESULT_NOUNS or first in _DETERMINERS and len(words) > 1 or first in _FREE_RELATIVES and len(words) > 1


def offers_another_by_mood(text: str) -> bool:
    """Return whether a clause offers another, unnamed value as a possibility: an offering modal whose subject or
    complement is another value, with no negator in the clause ("though another value could also work", "although it
    could be something else", "aunque podría ser otro"; not "no other value could work", "the other root could be
    negative", "another approach could be the following")."""
    if not may_offer_another(words_of(text)):
        return False  # (most texts: read once, as every check reads them)
    for clause in _CLAUSE_BREAK_RE.split(text):
        words = WORD_IN_ORDER_RE.findall(clause.lower())
        if not may_offer_another(frozenset(words)) or any(is_negator(word) for word in words):
            continue
        modal = next(index for index, word in enumerate(words) if word in _POSSIBILITY)
        complement = modal + 1
        while complement < len(words) and complement - modal <= _PREDICATE_REACH and words[complement] in _LINKS:
            complement += 1
        named = _names_an_answer(words[complement:] or [""]) or not _VALIDITY.isdisjoint(words[:modal])  # (verb-final: "möglich sein könnte")
        subject = _another_value(words[:modal]) and named
        if subject or _another_value(words[complement:], _COMPLEMENT_REACH):
            return True
    return False


def may_hedge(text: str, words: FrozenSet[str]) -> bool:
    """Return whether a text (of ``words``) holds what ``hedged_clause`` needs to hedge with no value: a hedge adverb, or a hedge
    phrase's key word (``HEDGES_SET.mentions``; a possibility modal, in most tails, hedges with no value only beside a word the
    notes' first test reads)."""
    return not _HEDGE_ADVERBS.isdisjoint(words) or HEDGES_SET.mentions(text)


def may_offer_another(words: FrozenSet[str]) -> bool:
    """Return whether words hold what ``offers_another_by_mood`` needs: an offering modal and a word of otherness."""
    return not _POSSIBILITY.isdisjoint(words) and not _OTHERS.isdisjoint(words)


def _another_value(words: List[str], reach: int = -1) -> bool:
    """Return whether words hold another value, among their first ``reach`` (all by default): a word of otherness alone or
    before a noun for a value ("another value", "something else", "otro", "a different number"; not "other forms")."""
    for index, word in enumerate(words[:reach] if reach >= 0 else words):
        if word in _OTHERS:
            following = words[index + 1 : index + 2]
            if not following or word in _PRONOMINAL_OTHERS or following[0] in _NAMING_NOUNS or following[0] in _POSSIBILITY:
                return True
    return False


def hypothetical_mistake(sentence: str) -> bool:
    """Return whether a sentence's mistake is a hypothetical of nobody's work: an offering modal before its first word of
    mistake, whose subject names no work of the writer's ("One could make an error by counting ordered pairs", "A reader
    might overcount here"; not "I may have miscounted", "This could be wrong", "The calculation could contain an error",
    "There may be a mistake in my reasoning")."""
    words = WORD_IN_ORDER_RE.findall(sentence.lower())
    mistake = next((index for index, word in enumerate(words) if _MISTAKE.in_words(frozenset((word,)))), -1)
    modal = next((index for index, word in enumerate(words[: max(0, mistake)]) if word in _POSSIBILITY), -1)
    if modal < 0:
        return False
    subject, whole = frozenset(words[:modal]), frozenset(words)  # (the writer's work may follow: "a mistake in my reasoning")
    if subject <= _EXISTENTIAL | _OPENERS and not CONDITIONS_LEXICON.in_words(whole):
        return False  # no agent: "There could be an error here", "Podría haber un error aquí" (not "..., if one counts pairs")
    return not (_FIRST_PERSON.in_words(whole) or _ANAPHORS.in_words(subject) or whole & _WORK)


# What may follow an adverb that closes the value's clause: closers, then a stop, a clause mark or the end.
_CLAUSE_CLOSE_RE = lazy_compile(r"[\s$*_)\]}]*(?:[.,;!?。，；！？\n]|\Z)")


def approximated_at_clause_end(clause: str) -> bool:
    """Return whether an adverb of approximation or a bound closes the clause after a value, past its unit however many words it
    has and no other value ("48 kilometres per hour approximately", "48 كيلومترًا في الساعة تقريبًا"; not "48 km/h, that is
    13.3 m/s approximately", which approximates the conversion, nor "not approximately")."""
    sets = [phrases for phrases in (APPROXIMATIONS_SET, BOUNDS_AFTER_SET) if phrases.mentions(clause)]  # ("or more" closes one too)
    lower = clause.lower()
    for start, words in (found for phrases in sets for found in phrases.located(clause)):
        end = lower.find(words[-1], start) + len(words[-1])
        before = WORD_IN_ORDER_RE.findall(lower[:start])[-1:]
        if _CLAUSE_CLOSE_RE.match(clause, end) and not _DIGIT_RE.search(clause, 0, start) and not (before and is_negator(before[0])):
            return True
    return False


def opens_with_another(sentence: str, own: Set[str]) -> bool:
    """Return whether the sentence's subject opens with a word for another one, before a noun ("Another grouping gives
    32", "Otra agrupación da 32", "Eine andere Gruppierung ergibt 32", "Другая группировка даёт 32"): another method
    or reading, whose value the caller knows is not the answer's.  A count of the others ("The other 12 students",
    "Los otros 12") puts the value right after the word."""
    tokens = _tokens_past_markup(sentence)
    if any(kind == "value" and is_own_value(text.strip("$"), own) for kind, text in tokens):
        return False  # another way to the answer's own value is a check ("Otra forma de verlo: ... C(8, 2) = 28")
    index = 0
    while index < len(tokens) and tokens[index][0] == "word" and (tokens[index][1] in _OPENERS or tokens[index][1] in _DETERMINERS
                                                                   or not index and _is_preposition(tokens[index][1])):
        index += 1  # "Mais une autre façon", "Eine andere", "Com outro agrupamento" (an adjunct of means)
    return index + 1 < len(tokens) and tokens[index][0] == "word" and tokens[index][1] in _OTHER_WORDS and tokens[index + 1][0] == "word" \
        and " ".join(text for _, text in tokens[: index + 2]) not in _RESTATING  # ("In other words, ...", "Mit anderen Worten")


_RESTATING = frozenset(phrase for phrases in RESTATEMENTS.values() for phrase in phrases)


def hedges_another_value(sentence: str, own: Set[str]) -> bool:
    """Return whether a later sentence opens, past its connectives, with a hedge or a possibility modal whose clause ends
    with one value, not the answer's, after at most _HEDGED_VALUE_WORDS words and before at most _HEDGED_TAIL_WORDS:
    another value offered as a possibility ("Maybe 43 after all?", "Perhaps it is 43.", "Может, всё-таки 43?", "Could be
    43 though.", a clause set off: "So 18 eggs are needed, or perhaps 20 to be safe."; not "Maybe a diagram helps: draw 3
    rows of 4", nor a negated clause: "Perhaps it is not 43", nor one the answer's value follows)."""
    if any(is_own_value(found, own) for found in values_in(sentence[_last_clause_start(sentence) :])):
        return False  # its last clause restates the answer ("Maybe 20 is tempting, but it is 18")
    asked = sentence.rstrip(" \t\n*_)").endswith(QUESTION_MARKS)  # in a question a disjunction offers as a hedge does
    for start in [0] + [found.end() for found in _CLAUSE_MARK_RE.finditer(sentence)]:  # a clause set off too (", or perhaps 20")
        clause = hedged_clause(sentence[start:], asked)
        value = next((index for index, (kind, _) in enumerate(clause or []) if kind == "value"), -1)
        if clause is None or value < 0 or value > _HEDGED_VALUE_WORDS or any(kind == "word" and is_negator(text) for kind, text in clause[:value]):
            continue
        rest = clause[value + 1 :]
        if (asked or len(rest) <= _HEDGED_TAIL_WORDS + 1) and all(kind == "word" for kind, _ in rest) and not is_own_value(clause[value][1].strip("$"), own):
            return True  # (a question's clause may go on: "Or is 20 what is wanted if one side is left out?")
    return False


def _last_clause_start(sentence: str) -> int:
    return max((found.end() for found in _CLAUSE_MARK_RE.finditer(sentence)), default=0)


def hedged_clause(sentence: str, asked: bool = False) -> Optional[List[Tuple[str, str]]]:
    """The words and values of a sentence that opens, past its connectives, with a hedge adverb or a possibility modal,
    after the hedge and to the sentence's stop or a contrast after a comma ("Maybe 43 after all?" -> 43, after, all; "Peut-être est-il utile ..."), or
    None."""
    tokens = _tokens_past_markup(sentence)
    for index, (kind, text) in enumerate(tokens):
        if kind != "word":
            if kind == "comma":
                continue
            return None
        joined = text + "-" + tokens[index + 1][1] if index + 1 < len(tokens) else ""  # "peut-être", read as two words
        length = 1 if text in _HEDGE_OPENERS or asked and text in _DISJUNCTIONS else 2 if joined in _HEDGE_OPENERS \
            else _phrase_length(tokens, index, sentence)  # (``asked``: a question's "or" opens an alternative: "Or is it 20?")
        if length:
            if any(text in words for _, words in IDIOMS_SET.located(sentence)):
                return None  # an idiom that holds it ("Perhaps surprisingly, ...")
            after = tokens[index + length :]
            end = next((place for place, (rest_kind, rest) in enumerate(after) if rest_kind == "stop" or rest_kind == "comma"
                        and place + 1 < len(after) and after[place + 1][1] in CONTRAST_WORDS), len(after))
            # (a contrast after a comma opens a clause of its own: "Forse esiste un metodo più elegante, ma ...")
            return [token for token in after[:end] if token[0] in ("word", "value")]
        if text not in _OPENERS and text not in _DISJUNCTIONS:
            return None  # the hedge opens the sentence, past its connectives ("So maybe", "or perhaps")
    return None


def _phrase_length(tokens: List[Tuple[str, str]], index: int, sentence: str) -> int:
    """The number of words of a hedge of several words that starts at the word ``index`` ("không chừng", "a lo mejor",
    "может быть"), or 0."""
    if tokens[index][1] not in _HEDGE_PHRASE_FIRSTS:
        return 0  # (most words: read at once)
    following = tuple(text for _, text in tokens[index : index + _HEDGE_PHRASE_WORDS])
    return max((len(words) for _, words in HEDGES_SET.located(sentence) if len(words) > 1 and following[: len(words)] == words), default=0)


_HEDGE_PHRASE_WORDS = 4  # the most words of a hedge read where a clause opens
_HEDGE_PHRASE_FIRSTS = frozenset(WORD_IN_ORDER_RE.findall(phrase)[0] for phrase in _words(HEDGES) if " " in phrase and WORD_IN_ORDER_RE.findall(phrase))
_HEDGE_ADVERBS = frozenset(word for word in _words(HEDGES) if " " not in word)
_HEDGE_OPENERS = _HEDGE_ADVERBS | _POSSIBILITY
_HEDGED_VALUE_WORDS = 4  # the most words between the hedge and the value ("Perhaps the answer is really 43")
_HEDGED_TAIL_WORDS = 2  # and after the value in its clause ("Maybe 43 after all", "Может, 43 рубля")


# The most characters between two values joined by a disjunction ("4 ya da 16", "16 or 4").
_DISJUNCTION_GAP = 12


def among_alternatives(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence joins the answer's value and another by a disjunction alone ("it could be
    4 or 16", "4 ya da 16 olabilir"): the answer is offered as one of them, unless the sentence goes on to
    state the answer's value alone (a choice made: "7 or -7, but a length is positive, so only 7")."""
    numbers = list(_NUMBER_RE.finditer(sentence))
    for index, (first, second) in enumerate(zip(numbers, numbers[1:])):
        gap = sentence[first.end() : second.start()].strip(" $,*_")
        if not gap or len(gap) > _DISJUNCTION_GAP or not DISJUNCTIONS_SET.starts(gap) or len(words_of(gap)) > 2:
            continue
        if is_own_value(first.group().strip("$,"), own) != is_own_value(second.group().strip("$,"), own):
            return not any(is_own_value(later.group().strip("$,"), own) for later in numbers[index + 2 :])
    return False


def joins_alternatives(sentence: str) -> bool:
    """Return whether a sentence holds a word that offers alternatives ("or", "alternatively", "または").  A particle of
    one character of the scripts without spaces joins values only between two ("90か45"): inside a word it is
    another ("1から180", "45 しか数えない")."""
    for start, words in ALTERNATIVES_SET.located(sentence):
        if len(words) == 1 and len(words[0]) == 1 and not words[0].isascii() \
                and not (_DIGIT_RE.search(sentence, max(0, start - _PARTICLE_REACH), start)
                         and not sentence[start + 1 : start + 2].isalpha()
                         and _DIGIT_RE.search(sentence, start + 1, start + 1 + _PARTICLE_REACH)):
            continue  # a value on each side, the particle no piece of a word: "90か45", "90 回か 45 回"; not "1から180"
        return True
    return False


# The characters on each side of a one-character particle of alternatives where its values must stand ("90 回か 45").
_PARTICLE_REACH = 3
