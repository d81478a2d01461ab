r"""Negation by its scope: is the answer inside the scope of a negator, or outside it?

The words around an answer are read as a clause, not matched against whole phrases.  A value is
denied when a negator (or a word of impossibility) stands in its clause with nothing between them
that moves the value out of the negation's scope:

- before the value: an exception ("nothing *but* 11", "no other integer *than* 11", "только"),
  a word for the other values ("no *other*", "nothing *else*"), another value that the negation is
  about ("not 14 but 16"), or the start of a new clause (a stop, "so", "which", a comma after a
  subordinate clause or before a new subject);
- after the value: the value is the subject of a negated predicate when only copulas, auxiliaries
  and sentence adverbs stand between them ("\boxed{8} is not possible", "3 can never be reached");
  anywhere later in its sentence, before another value, a negated claim of validity denies it
  ("\boxed{40}, which cannot be right").

The words on each side are read as a count of the negations that reach the value (``Polarity``):
negators, error predicates that govern a clause of saying ("a mistake to say"), exclusion verbs whose
object is the value ("rule out 6"), and exceptives ("anything but", "every value besides").  An odd count
denies; an even count of two or more is a double negation, refused unless an exceptive or a restrictive
("only") makes the other values the negation's scope ("can't be anything but 2", "Only 12 fails to be
excluded").

The lexicons are data in ``_tables.py`` (NEGATORS, OTHER_WORDS, EXCEPTIVE_MARKERS, THAN_WORDS, QUANTIFIERS,
RESTRICTIVES, REPLACIVES, EXCEPTIVE_ADVERBIALS, EXCLUSION_VERBS, ERROR_PREDICATES, SAYING_VERBS,
NEGATION_INTENSIFIERS, DETERMINERS, CLAUSE_OPENERS, CLAUSE_SUBJECTS, RELATIVES, SUBORDINATORS, AUXILIARIES,
VALIDITY_WORDS, NEGATED_IDIOM_WORDS, NEGATING_ADVERBIALS), one small table per role and language; adding a
language adds rows, not code.

>>> is_denied_before("So there is no way the count is ")
True
>>> is_denied_before("No other integer than ")
False
>>> is_denied_before("Since x cannot be negative, we get x = ")
False
>>> is_denied_after(" is never reached.")
True
>>> is_denied_after(", not 14, which counts each pair twice.")
False
"""

from __future__ import annotations

from typing import Iterable, List, NamedTuple

from ..limits import PARENTHETICAL_WORDS, RESTRICTED_ANTECEDENT_WORDS
from .._tables import POSTPOSED_EXCEPTIVES, CLAUSE_FINAL_NEGATORS, CONCLUDING_ENDINGS, CONDITION_OPENERS, NEGATIVE_VERB_PREFIXES, OPENERS_ALSO_ADVERBS
from .phrases import ANCHOR_PHRASES, CONTRAST_WORDS, CORRECTIONS_SET
from .interjections import judges
from .doubles import affirms_by_double_negation, closes_correlative_restrictive, is_expletive_ne
from .clauses import (
    _COMPLEMENTIZERS, NAMED_VALUE_END_RE as _NAMED_VALUE_END_RE, relative_to_a_negated_noun, _CONJUNCTION_WORDS, is_counted,
    modifies_a_counted_noun, is_negated_verb_second, past_particle, past_relative_aside, CONTRAST_ENDING_FORMS, names_a_value, opens_relative,
    predicates_an_earlier_value, without_interrupting_aside, _negates_every_other, _past_comma, _splits_exclusion_around, opens_relative_clause,
    opens_subordinate_clause, past_passive_agent
)
from .lexicons import (
    _INFIX_LANGUAGES, Lexicon, VALIDITY_LEXICON, _NEGATOR_WORDS, _Token, is_bare_ne, is_verbal_negator, elided_verb, _is_exclusion,
    negates_exclusion_inside, _is_final_negator, _negates_an_idiom, _next_word, _scope_passes_to_others, _spans,
    _tokens, is_negator, words_of, _ADVERBIAL, _ANAPHOR_WORDS, _INFINITIVE_COPULAS, _UNIT_WORDS,
    _NOUN_MODIFYING_NEGATORS, _OPERAND_PREPOSITIONS, _AUXILIARIES, _CORRECTION_WORDS, _DETERMINERS, _ERRORS, _FALSITY, _EXCEPTIONS, _EXCEPTIVE,
    _EXCEPTIVE_MARKERS, _EXCEPTIVE_LEADS, is_variable, _EXCEPTIVE_PREPOSITIONS, _INTENSIFIERS, _OPENERS, _OTHERS,
    _QUANTIFIERS, _RELATIVES, _RESTRICTIVES, _SAYING, _SUBJECTS, _SUBORDINATORS, _COMPARATIVES, _THAN, _VALIDITY,
    WORD_IN_ORDER_RE, _PRIVATIVE_OTHERS, _may_negate, _may_turn, _words,
)
from .values import is_own_value

__all__ = [
    "Lexicon",
    "denies_another_value",
    "is_denied_after",
    "is_denied_before",
    "is_excepted_before_negation",
    "is_excepted_from_negation",
    "is_read_by_exception",
    "is_denying",
    "is_negator",
    "mask_negation_intensifiers",
    "negates_other_values",
    "polarity_after",
    "polarity_before",
    "Polarity",
    "opens_relative_clause",
    "opens_subordinate_clause",
    "words_of",
]

def _negates_the_next(tokens: List[_Token], index: int) -> bool:
    """Return whether the negator at ``index`` negates what follows it (not an idiom such as "no
    doubt", not a negation of the other values, not one of another value right after it)."""
    word = _next_word(tokens, index)
    if _negates_an_idiom(tokens, index) or word in _OTHERS or _scope_passes_to_others(tokens[index][1]):
        return False
    following = next((kind for kind, _ in tokens[index + 1 :] if kind != "command"), "")
    if following in ("value", "comma"):
        return False  # "not 14" is about 14, and "No," is an interjection
    # Correction words right before the value correct what came before it ("\boxed{1} no no \boxed{2}"),
    # unless a conjunction joins them to it: "c'est 14 et non 12", "es 14 y no 12" deny 12.
    interjection = tokens[index][1] in _CORRECTION_WORDS and all(
        kind == "command" or text in _CORRECTION_WORDS for kind, text in tokens[index + 1 :]) \
        and not (index > 0 and tokens[index - 1][1] in _CONJUNCTION_WORDS)
    return not interjection


_CLOSING_ENDINGS = CONTRAST_ENDING_FORMS + tuple(ending for endings in CONCLUDING_ENDINGS.values() for ending in endings)
_CLAUSE_END_FORMS = _CLOSING_ENDINGS + tuple(word for language in _INFIX_LANGUAGES for word in CONDITION_OPENERS.get(language, ()))


def _comma_ends_clause(tokens: List[_Token], index: int, text: str, segment_text: str = "") -> bool:
    """Return whether the comma at ``index`` closes a clause: before a new clause's opener, subject
    or anchor, or after a subordinate clause or a lone interjection."""
    after = _next_word(tokens, index)
    if after in _OPENERS or after in _RELATIVES or after in _SUBJECTS or after in _SUBORDINATORS:
        return True
    if text.lstrip(" ,，、*_").lower().startswith(ANCHOR_PHRASES):
        return True
    start = index
    while start > 0 and tokens[start - 1][0] not in ("stop", "comma"):
        start -= 1
    first = next((text for kind, text in tokens[start:index] if kind == "word"), "")
    words = [text for kind, text in tokens[start:index] if kind == "word"]
    if first in _SUBORDINATORS or len(words) == 1 and is_negator(words[0]) or words and not words[-1].isascii() and words[-1].endswith(_CLOSING_ENDINGS):
        return True  # (an ending that closes its clause: "구할 수는 없지만, ...")
    # A judgment of what came before ("ist nicht richtig, \boxed{47}", "no wait, \boxed{47}"): a
    # retraction, correction or interjection, or auxiliaries, negators and words of validity only.
    if bool(words) and all(word in _AUXILIARIES or word in _VALIDITY or is_negator(word) for word in words):
        return True
    if not segment_text or not CORRECTIONS_SET.search(segment_text):
        return False
    return after not in _SAYING or judges(segment_text)  # "Нет шансов, что ...": "нет" determines a noun, "что" opens its complement


class Polarity(NamedTuple):
    """What the words on one side of a value do to it: how many negations reach it (negators, error
    predicates, exclusion verbs, exceptives), and whether an exceptive or a restrictive makes the
    other values the scope of the negation ("can't be anything but 2", "the only number not ruled out")."""

    flips: int = 0
    excepted: bool = False  # the value is the exception of an exceptive ("anything but", "every value besides")
    restricted: bool = False  # a restrictive ("only", "the only N") bears on the value
    # Before the value: a negator stands in the exceptive's phrase ("Никакое другое число, кроме"); after it:
    # the predicate opens with a negator ("не подходит").  Together they are one negation (negative concord).
    concord: bool = False
    # How many of the negations are words that negate by their meaning (an exclusion verb, an error
    # predicate): negated, such a word affirms ("Nothing rules out 9", "9 is not excluded").
    lexical: int = 0


_NO_POLARITY = Polarity()
# The longest subject between a negative word and the verb's negator in a concord language ("Aucune des
# conditions n'exclut"): the words of a noun phrase with one modifier.
_CONCORD_SUBJECT_WORDS = 3
# How far before an exceptive marker its head may stand ("every possible value besides"), and how far
# after an error word its verb of saying ("a grave mistake to report").
_EXCEPTIVE_HEAD_WORDS = 4  # "All of the listed numbers except": an article adds none
_ERROR_COMPLEMENT_WORDS = 3


def is_denying(polarity: Polarity, double: bool = True) -> bool:
    """Return whether a polarity denies the value: an odd number of negations reaches it, or two or more
    with no exceptive or restrictive to make the other values their scope (a double negation is refused
    in the answer's own statement, docs/policy.md).  ``double=False`` reads a later note about the
    answer's value, where a negated exclusion or error affirms it ("Nothing rules out 9", "9 is not
    excluded"); two negators alone there are one negation a language repeats ("non arriva mai a 9")."""
    if polarity.flips % 2:
        return True
    if polarity.flips < 2 or polarity.excepted or polarity.restricted:
        return False
    return double or not polarity.lexical


def _exceptive_head(tokens: List[_Token], index: int) -> int:
    """Return where the head of the exceptive marker at ``index`` stands (a quantifier, a word for the
    other values or a negator within _EXCEPTIVE_HEAD_WORDS words before it in its clause), or -1 when
    the marker heads nothing ("but" then opens a clause).  A comparison word ("than", "als") marks an
    exception only right after a word for the other values ("no other integer than 11", not "less than")."""
    comparison = tokens[index][1] in _THAN or tokens[index][1] in _COMPARATIVES
    coordinating = tokens[index][1] in _OPENERS  # "but" after a comma opens a clause; "кроме", "except" may follow one
    words = 0
    for position in range(index - 1, -1, -1):
        kind, text = tokens[position]
        if kind == "command" or kind == "comma" and not (coordinating or comparison):
            continue  # (a comparison is never set off from its comparative: "su valor más pequeño, que es igual a" is a relative)
        if kind != "word":
            return -1
        if text in _OTHERS or _scope_passes_to_others(text) or not comparison and (text in _QUANTIFIERS or is_negator(text)):
            return position
        words += text not in _DETERMINERS  # "each of the candidates except": an article adds no word to the noun phrase
        if words >= (2 if comparison else _EXCEPTIVE_HEAD_WORDS):
            return -1
    return -1


def _governs_saying(tokens: List[_Token], index: int) -> bool:
    """Return whether the error or exclusion word at ``index`` governs a clause of saying after it ("a
    mistake to say", "une erreur de dire que", "false that", "è escluso che"), not a noun of its own
    ("after fixing the mistake")."""
    words = [text for kind, text in tokens[index + 1 : index + 1 + 2 * _ERROR_COMPLEMENT_WORDS] if kind in ("word", "comma")]
    for text in words[:_ERROR_COMPLEMENT_WORDS + 1]:
        if text in _SAYING:
            return True
    return False


def _restricts(tokens: List[_Token], index: int) -> bool:
    """Return whether a restrictive stands in the antecedent of the relative word at ``index`` ("the only
    value which is not excluded")."""
    return any(kind == "word" and text in _RESTRICTIVES for kind, text in tokens[max(0, index - RESTRICTED_ANTECEDENT_WORDS) : index])


def _inside_verb_group(tokens: List[_Token], index: int) -> bool:
    """Return whether the word at ``index`` stands inside a verb group, not at the start of a clause: right after an
    auxiliary ("ne saurait donc valoir"), or after a negator and before an auxiliary ("cannot therefore be"), or after any
    word as an adverb of another language (``OPENERS_ALSO_ADVERBS``: "não tenho mais"); not after a negator that ends its
    clause ("4 ne convient pas donc la réponse est", "It does not therefore the answer is")."""
    if index == 0 or tokens[index - 1][0] != "word":
        return False
    previous = tokens[index - 1][1]
    return previous in _AUXILIARIES or is_negator(previous) and _next_word(tokens, index) in _AUXILIARIES or tokens[index][1] in OPENERS_ALSO_ADVERBS


def _joined_antecedent(tokens: List[_Token], conjunction: int) -> int:
    """Return where the noun stands that a relative clause joined by the conjunction at ``conjunction`` hangs on: the one before the
    comma that sets the first relative clause off ("die Anzahl der Zahlen, deren Quersumme 5 beträgt und die ..."), or -1."""
    for index in range(conjunction - 1, 0, -1):
        kind, text = tokens[index]
        if kind == "stop":
            return -1
        if kind == "word" and tokens[index - 1][0] == "comma" and opens_relative(text):
            return index - 2
    return -1


def polarity_before(before: str) -> Polarity:
    """Read what the words before a value (``before`` ends at it) do to it, back to the start of its clause.

    >>> polarity_before("The value can't be anything but ").flips, polarity_before("Everything besides ").flips
    (2, 1)
    """
    if not _may_turn(before):
        return _NO_POLARITY
    spans = _spans(_NAMED_VALUE_END_RE.sub("", before) if before.endswith(("=", "= ")) else before)  # its name is the value ("except $x = 5$")
    tokens = [(kind, word) for kind, word, _, _ in spans]
    flips, excepted, restricted, lexical = 0, False, False, 0
    # Negators with only auxiliaries between them are one negation ("ne peut pas", "ни в коем случае не
    # может", "cannot fail"): negative concord, and a double negation with no exceptive is refused either way.
    concord = negated_head = copula = past_comma = False  # past_comma: a comma read past ends a governed clause
    bracketed = False  # a second negator was read: a bare "ne" before it in the clause closes the same negation
    nouns = 0  # words since the value (or the exceptive's head) that are no determiner, quantifier or auxiliary
    verbal = negative = -1  # ``nouns`` when a verb's negator of a concord language ("n'", "не"), or another negative word, was read
    subject_flips = quantified = segment_flips = 0  # negations read past the value's copula in its subject (a relative clause there holds
    # them), by quantifiers, and since the last comma (a relative clause set off by commas holds them)
    index = len(tokens)
    while index > 0:
        index -= 1
        kind, text = tokens[index]
        if kind == "value" and index and tokens[index - 1][1] in _OPERAND_PREPOSITIONS:
            continue  # an operand of the clause's work ("który przy dzieleniu przez 4 daje resztę"): no value a negation is about
        if kind in ("stop", "value") and not (text in "()" and before.count("$", 0, spans[index][2]) % 2):
            break  # a new clause, or another value that a negation before it is about (not a bracket of inline math: "$f(x)$")
        if kind == "comma":
            segment_flips = 0
            start = index
            while start > 0 and tokens[start - 1][0] not in ("stop", "comma", "value"):
                start -= 1
            segment = before[spans[start][2] : spans[index][2]] if start < index else ""
            saying = _next_word(tokens, index) in _SAYING or start < index and tokens[index - 1][1] in _SAYING
            if saying and any((tokens[word][1] in _ERRORS or _is_exclusion(tokens[word][1])) and _governs_saying(tokens, word) for word in range(start, index)):
                continue  # "Es wäre ein Fehler zu behaupten, dass ...", "Es ist ausgeschlossen, dass": the comma opens the clause the predicate governs
            if _comma_ends_clause(tokens, index, before[spans[index][3] :], segment):
                break
            past_comma = True
            continue
        if kind != "word":
            continue
        if not text.isascii() and text.endswith(_CLAUSE_END_FORMS):
            break  # a run that a condition, contrast or reason ending closes is a clause of its own ("区別しないのであれば 20")
        set_off = index > 1 and tokens[index - 1][0] == "comma"  # a relative clause set off by commas holds the negations since the last one
        joined = not set_off and past_comma and index > 1 and tokens[index - 1][1] in _CONJUNCTION_WORDS and opens_relative(text)  # "…, deren … und die nicht …,"
        antecedent = _joined_antecedent(tokens, index - 1) if joined else index - 1 - set_off
        if (past_comma and opens_relative(text) if set_off or joined else subject_flips and (text in _RELATIVES or text in _COMPLEMENTIZERS)) \
                and antecedent >= 0 and not (names_a_value(tokens[antecedent][1]) and not is_counted(tokens, antecedent)):  # "The number of students who did not go is 12", "Die Anzahl der Kisten, die nicht ..., beträgt"
            flips -= segment_flips if set_off or joined else subject_flips - (quantified if text not in _RELATIVES else 0)  # (not "that no cell was")
            subject_flips = quantified = segment_flips = 0  # not "The only value that is not valid is 6"
        if text == _EXCEPTIVE:  # "anything but": a quantifier and its marker in one
            flips, excepted, nouns = flips + 1, True, 0
            continue
        marker = text in _EXCEPTIVE_MARKERS or text in _THAN
        head = _exceptive_head(tokens, index) if marker or text in _COMPARATIVES else -1
        if head >= 0:
            flips, excepted, nouns = flips + 1, True, 0
            index = head + 1  # read the head itself next ("nothing but": "nothing" negates the others)
            continue
        if marker:  # no exceptive: "but" opens a clause, "than" compares, a bare "except" is read as a denial phrase; not in the subject's relative
            if copula and subject_flips and any(tokens[place][1] in _RELATIVES or tokens[place][1] in _COMPLEMENTIZERS for place in range(index)):
                continue  # ("The count of integers that are divisible by 7 but not by 11 is")
            break
        # (a comparing complementizer with no head is read past: "impossible que")
        opens = text in CONTRAST_WORDS and (index == 0 or tokens[index - 1][0] in ("stop", "comma"))  # Turkish "Ancak," (however), not "ancak 3" (only)
        if text in _RESTRICTIVES and not opens or not (flips or nouns or excepted) and closes_correlative_restrictive(tokens, index):
            restricted = True
            break
        if (text in _OTHERS or _scope_passes_to_others(text)) and not modifies_a_counted_noun(tokens, index):
            if excepted:
                continue  # "no other integer than": the exceptive's head
            break
        if (text in _OPENERS and (text not in _EXCEPTIONS or text in OPENERS_ALSO_ADVERBS) or text in _AUXILIARIES) and _inside_verb_group(tokens, index):
            continue  # a connective inside the verb group is an adverb ("cannot therefore be", "ne saurait donc valoir"); a clitic of
            # another language's exception is the verb group's ("non ci può essere": Romanian "ci" is "but")
        if (text in _EXCEPTIONS or text in _OPENERS) and not is_variable(tokens, index):
            break
        if text in _RELATIVES:
            restricted = restricted or _restricts(tokens, index)
            if relative_to_a_negated_noun(tokens, index):
                flips += 1
            break
        glued = elided_verb(text)
        if glued and _is_exclusion(glued) and nouns <= 1:
            flips, lexical = flips + 1, lexical + 1  # "n'exclut 9": the verb excludes, and its "n'" is read next
        if _is_exclusion(text):
            if nouns <= 1 or not past_comma and _governs_saying(tokens, index):
                flips, lexical = flips + 1, lexical + 1  # its object is the value, or the exceptive's head ("rule out every value besides"), or a clause ("escluso che")
            continue
        if text in _ERRORS and _governs_saying(tokens, index):
            flips, lexical = flips + 1, lexical + 1
            continue
        if is_negator(text) and (glued and _is_exclusion(glued) or _negates_the_next(tokens, index) or excepted and _next_word(tokens, index) in _OTHERS):
            if predicates_an_earlier_value(tokens, index) and not _leads_to_the_value(tokens, index) and not excepted:
                break  # (under an exceptive whose head it negates, the negator is the exceptive's: "$\log_2 64$ не может быть ничем иным, кроме 6")
            if copula and nouns and _follows_noun(tokens, index):
                continue  # "The value not in the range is 2": the negation modifies the subject's noun
            if is_bare_ne(text) and bracketed:
                bracketed = False
                continue  # "n'y a pas": one negation around its verb
            if not concord and is_expletive_ne(tokens, index):
                continue  # "Je ne doute pas que l'aire ne soit égale à 54": no negation
            if verbal >= 0 and not is_verbal_negator(text) and nouns - verbal <= _CONCORD_SUBJECT_WORDS:
                verbal = -1
                continue  # "Aucune condition n'exclut", "Żaden warunek nie wyklucza": the subject's negative word and the verb's negator are one
            if negative >= 0 and is_verbal_negator(text) and nouns - negative <= _CONCORD_SUBJECT_WORDS:
                negative = -1  # "nie ma ani jednej", "не существует ни одного": the verb's negator and its object's negative word are one
                continue
            flips, lexical = flips + (0 if concord else 1), lexical + (text in _FALSITY)  # "fail to be": a verb that negates
            subject_flips, segment_flips = subject_flips + (0 if concord or not (copula and nouns) else 1), segment_flips + (0 if concord else 1)
            quantified += 0 if concord or not (copula and nouns) or text not in _QUANTIFIERS else 1
            concord, bracketed = text not in _FALSITY, not is_bare_ne(text)  # a negated falsity is two ("nothing wrong")
            verbal = nouns if is_verbal_negator(text) else verbal
            negative = nouns if not is_verbal_negator(text) and text not in _FALSITY else negative  # (not "fail to be")
            negated_head = negated_head or excepted
            continue
        if text not in _AUXILIARIES:
            concord = False
        elif not nouns and text not in _INFINITIVE_COPULAS:
            copula = True  # a finite copula or auxiliary right before the value: its clause's verb ("to be" is governed by another)
        if text not in _DETERMINERS and text not in _QUANTIFIERS and text not in _AUXILIARIES and not is_negator(text):
            nouns += 1
    return Polarity(flips, excepted, restricted, negated_head, lexical)


def _follows_noun(tokens: List[_Token], index: int) -> bool:
    """Return whether the negator at ``index`` may modify a noun (NOUN_MODIFYING_NEGATORS) and comes right
    after one (no auxiliary, determiner, negator, pronoun subject, connective or complementizer): it opens a
    reduced relative clause on that noun ("a number not divisible by 3"), not a negation of the clause."""
    if index == 0 or tokens[index][1] not in _NOUN_MODIFYING_NEGATORS or tokens[index - 1][0] != "word":
        return False
    word = tokens[index - 1][1]
    return not (word in _AUXILIARIES or word in _DETERMINERS or word in _QUANTIFIERS or is_negator(word) or word in _ANAPHOR_WORDS
                or word in _SUBJECTS or word in _OPENERS or word in _SAYING)


def is_denied_before(before: str, after: str = "", double: bool = True) -> bool:
    """Return whether the value that ``before`` ends at stands inside the scope of a negation in it; when
    an exceptive or a restrictive before it makes the others the scope, the predicate ``after`` it counts too
    ("All values aside from 6 are ruled out").  An aside that interrupts the predicate is read past
    ("It is not, however, 5": ``without_interrupting_aside``)."""
    read_past = without_interrupting_aside(before)
    polarity = polarity_before(read_past)  # the aside read past, when one interrupts the clause
    if after and _splits_exclusion_around(before, after):  # "Damit scheidet 27 aus": one more negation, of its meaning
        return is_denying(polarity._replace(flips=polarity.flips + 1, lexical=polarity.lexical + 1), double)
    if after and polarity.flips and not polarity.excepted and excepted_after(after):
        polarity = polarity._replace(flips=polarity.flips + 1, excepted=True)  # "不可能是 6 以外的任何数": the others are negated
    if after and (polarity.excepted or polarity.restricted):
        polarity = _joined(polarity, polarity_after(_past_comma(after)))
    return is_denying(polarity, double) and not affirms_by_double_negation(read_past)  # "cannot not be", "不可能不是"


_POSTPOSED_EXCEPTIVES = tuple(word for words in POSTPOSED_EXCEPTIVES.values() for word in words)
_VALUE_CLOSERS = " \t$*_)}\\"  # what closes the value's math span and emphasis before the words after it


def excepted_after(after: str) -> bool:
    """Return whether an exceptive written after its object follows the value ("6 以外的任何数"): the value is excepted."""
    return after.lstrip(_VALUE_CLOSERS).startswith(_POSTPOSED_EXCEPTIVES)


def _joined(before: Polarity, after: Polarity) -> Polarity:
    """The polarity of a value read across it: the negations on both sides, a negator of the subject and
    one that opens the predicate counted once (negative concord: "Никакое другое число, кроме 11, не подходит")."""
    return before._replace(flips=before.flips + after.flips - (before.concord and after.concord), lexical=before.lexical + after.lexical)


def _leads_to_the_value(tokens: List[_Token], index: int) -> bool:
    """Return whether only a verb group stands between the negator at ``index`` and the value the tokens
    end at: auxiliaries, infinitive markers, and connectives inside them ("mod 4 cannot then be", "of 360
    fails to be"); the value is its complement."""
    following = tokens[index + 1 :]
    return bool(following) and all(kind == "word" and (text in _AUXILIARIES or text in _OPENERS or text in _DETERMINERS)
                                   for kind, text in following) \
        and any(text in _AUXILIARIES for _, text in following)


def polarity_after(after: str) -> Polarity:
    """Read what the clause after a value does to it: the negations of a predicate whose subject it is
    (only copulas, auxiliaries, determiners and infinitive markers between them: "is not possible", "fails
    to be excluded", "would be a mistake"), or a negated claim of validity before any other value in its
    sentence ("\\boxed{40}, which cannot be right")."""
    if not _may_turn(after):
        return _NO_POLARITY
    tokens = past_relative_aside(_tokens(after))
    flips, concord, opens, seen_word, lexical = 0, False, False, False, 0
    others_negated = False
    in_predicate, skip_to = True, -1  # only copulas, auxiliaries and markup since the value (and a passive's agent before its verb)
    for index, (kind, text) in enumerate(tokens):
        if kind == "stop" and text in ")]）" and in_predicate:
            continue  # the value's closing delimiters ("\\]", "\\)")
        if kind == "value" or kind == "stop" and text not in "()（）":
            break  # another value, or the end of the sentence
        if kind != "word":
            in_predicate = in_predicate and kind == "command"
            others_negated = others_negated and kind != "comma"
            continue
        if in_predicate and not seen_word and text in _UNIT_WORDS:
            seen_word = True
            continue  # the value's unit or count noun ("8 days is out of the question")
        seen_word = True
        if index < skip_to:
            continue  # a passive's agent before its participle ("wird die 7 durch diese Bedingung ausgeschlossen")
        if in_predicate:
            skip_to = past_passive_agent(tokens, index)
            if skip_to > index:
                continue
            if is_negator(text) and not _is_exclusion(text) and text not in _FALSITY and _negates_the_next(tokens, index):
                opens = opens or not flips
                flips += 0 if concord else 1  # "n'est pas", as before the value
                concord = True
                continue
            concord = concord and text in _AUXILIARIES
            if _is_exclusion(text) or text in _ERRORS or text in _FALSITY:  # "is not invalid": a negated falsity affirms in a note
                flips, lexical = flips + 1, lexical + 1
                continue
            if text in _AUXILIARIES or text in _DETERMINERS and (flips or _next_word(tokens, index) in _ERRORS or _next_word(tokens, index) in _AUXILIARIES):
                continue  # "has to be thrown out": an infinitive marker before an auxiliary stays in the verb group
            if not flips and text in _VALIDITY and is_negated_verb_second(tokens, index):
                return Polarity(1, concord=True)  # "erfüllt nicht die Bedingung", "voldoet niet aan de voorwaarde"
            in_predicate = False
            if flips:
                break  # the predicate ends: its negations are read
        if is_negator(text) and (_next_word(tokens, index) in _OTHERS or _negates_the_next(tokens, index)):
            claim = [word for word_kind, word in tokens[index + 1 : index + 5] if word_kind == "word"][:3]
            if any(word in _OTHERS for word in claim):
                others_negated = True  # "aucun autre nombre ne convient": the negators in concord with it negate the others too
            elif any(word in _VALIDITY for word in claim) and not others_negated:
                return Polarity(flips + 1, concord=not flips)  # the verb's negation past its object: in concord with a negative subject ("..., условию не удовлетворяет")
    else:
        index = len(tokens)
    if not flips and _ends_in_final_negator(tokens[: index + 1]):  # with the token that ended the clause
        return Polarity(1, concord=True)  # the verb's negation, in concord with a negative subject ("هیچ ... نمی کند", "誰も...ない")
    return Polarity(flips, concord=opens, lexical=lexical)


def is_read_by_exception(before: str) -> bool:
    """Return whether an exceptive or a restrictive before a value makes the clause after it the predicate
    of its subject ("All values aside from 6 are ruled out", "Only 12 fails to be excluded"): that clause is
    read by scope, not as a withdrawal of the value.

    >>> is_read_by_exception("Only "), is_read_by_exception("The answer is ")
    (True, False)
    """
    polarity = polarity_before(before)
    return polarity.excepted or polarity.restricted


def is_denied_after(after: str, before: str = "", double: bool = True) -> bool:
    """Return whether the clause after a value negates it: as the subject of a negated predicate, or by a
    negated claim of validity before any other value in its sentence.  When an exceptive or a restrictive
    ``before`` it makes the others the scope, its negations count too ("Only 12 fails to be excluded")."""
    polarity = polarity_after(after)
    if before:
        preceding = polarity_before(before)
        if preceding.excepted or preceding.restricted:
            polarity = _joined(preceding, polarity_after(_past_comma(after)))
    return is_denying(polarity, double) and not (before and is_excepted_before_negation(before, after))


_CLAUSE_FINAL_NEGATORS = _words(CLAUSE_FINAL_NEGATORS) | {_ADVERBIAL} | (_NEGATOR_WORDS & VALIDITY_LEXICON.words)  # and "nespĺňa"
_NEGATIVE_VERB_PREFIXES = _words(NEGATIVE_VERB_PREFIXES)


def _ends_in_final_negator(tokens: List[_Token]) -> bool:
    """Return whether the clause after a value ends in the negator of a verb-final language, or in one that ends a verb-second
    language's main clause ("Auf \\boxed{54} Diagonalen kommt man unter keinen Umständen"), with no word of the others in it."""
    words: List[str] = []
    ended = True  # by a stop or the end of the text, not by another value or a comma
    for kind, text in tokens:
        if kind == "value" or kind == "stop" and text not in "()（）" or kind == "comma":
            ended = kind == "stop"
            if kind == "value":
                return False  # the negator before another value negates that one ("\\boxed{15} است و نه ۱۲", and not 12)
            break
        if kind == "word":
            words.append(text)
    if not words or any(word in _OTHERS or word in _EXCEPTIONS or _scope_passes_to_others(word) for word in words):
        return False
    words = past_particle(words)  # "kommt nie vor"
    last = words[-1]
    if len(words) > 1 and words[-2] in _NEGATIVE_VERB_PREFIXES:
        return True  # "... برآورده نمی کند": the final verb with its negative prefix written apart
    return _is_final_negator(last) or ended and last in _CLAUSE_FINAL_NEGATORS  # (not "\\boxed{16} und nicht 14")


def negates_other_values(text: str) -> bool:
    """Return whether a text negates the other values, in any word order: a negator beside a word
    for the other values ("No other residue works", "Других решений нет", "não há outra", "不可能是别的数").

    >>> negates_other_values("No other residue satisfies the congruence."), negates_other_values("No, it is 6.")
    (True, False)
    """
    if not _may_negate(text):
        return False
    words = words_of(text)
    if not any(is_negator(word) for word in words) or _PRIVATIVE_OTHERS.isdisjoint(words):
        return any(is_negator(word) for word in words) and (not _OTHERS.isdisjoint(words) or any(_scope_passes_to_others(word) for word in words))
    ordered = WORD_IN_ORDER_RE.findall(text.lower())  # a privative "other" before a word of validity negates it: "غير صحيح"
    return any(word in _OTHERS and not (word in _PRIVATIVE_OTHERS and ordered[index + 1 : index + 2] and ordered[index + 1] in _VALIDITY)
               for index, word in enumerate(ordered)) or any(_scope_passes_to_others(word) for word in words)


def is_excepted_from_negation(before: str) -> bool:
    """Return whether the value that ``before`` ends at is the exception of an exceptive ("no value other
    than", "anything except", "every value besides"): then its clause's negations, not a denial phrase,
    decide (polarity_before): "any value other than 5" denies it, "no value other than 5" affirms it.
    A bare "except 5" has no head and is left to the denial phrases, which deny it.

    >>> is_excepted_from_negation("No value other than $"), is_excepted_from_negation("The answer, except ")
    (True, False)
    >>> is_denied_before("any value other than "), is_denied_before("No value other than ")
    (True, False)
    """
    tokens = _tokens(before)
    index = len(tokens) - 1
    while index >= 0 and tokens[index][0] in ("command", "comma") or index >= 0 and tokens[index][1] in _AUXILIARIES:
        index -= 1
    if index < 0:
        return False
    if tokens[index][1] == _EXCEPTIVE:
        return True
    word = tokens[index][1]
    return (word in _EXCEPTIVE_MARKERS or word in _THAN or word in _COMPARATIVES) and _exceptive_head(tokens, index) >= 0


def _exceptive_marker(tokens: List[_Token]) -> int:
    """Return where the exceptive marker stands that the value the tokens end at is the exception of, past the value's article, an
    exceptive's preposition ("except for") and lead ("به جز"), or -1."""
    index = len(tokens) - 1
    while index >= 0 and tokens[index][0] == "command":
        index -= 1
    if index > 0 and tokens[index][1] in _DETERMINERS:
        index -= 1  # "εκτός από το 11": the value's article
    if index > 0 and tokens[index][1] in _EXCEPTIVE_PREPOSITIONS:
        index -= 1  # "except for", "apart from"
    if index < 0 or tokens[index][1] not in _EXCEPTIVE_MARKERS:
        return -1
    return index - 1 if index > 0 and tokens[index - 1][1] in _EXCEPTIVE_LEADS else index


def is_excepted_before_negation(before: str, after: str) -> bool:
    """Return whether the value that ``before`` ends at is the exception an exceptive opens its clause with,
    and the clause after the value negates every other value ("Except for 11, no value works", "Außer 11
    kommt nichts in Frage", "Кроме 12, других вариантов нет"): the value is affirmed.  When the clause
    after affirms or holds another value ("Besides 11, 13 also fits"), the exceptive is left to the denial
    phrases and the hedges.

    >>> is_excepted_before_negation("Except for $", "$, no value works."), is_excepted_before_negation("Except $", "$.")
    (True, False)
    """
    tokens = _tokens(_NAMED_VALUE_END_RE.sub("", before) if before.endswith(("=", "= ")) else before)  # "Apart from $x = 5$ there is"
    index = _exceptive_marker(tokens)
    if index < 0:
        return False
    if tokens[index][1] not in _OPENERS and polarity_after(after).flips % 2:  # "تعداد ... جز 16 نمی‌تواند باشد": a verb-final negation
        return True  # of the clause the exceptive's value stands in says it can be nothing else
    start = index
    while start > 0 and tokens[start - 1][0] not in ("stop", "comma") and tokens[start - 1][1] not in _COMPLEMENTIZERS:
        start -= 1  # a complementizer opens the clause too ("Man sieht, dass außer 11 keine Zahl passt")
    lead = [text for kind, text in tokens[start:index] if kind != "command" and text not in _OPENERS]
    if lead:  # the marker inside its clause: only a negation right after the value completes it ("es gibt außer 5 keine Lösung")
        return not any(map(is_negator, lead)) and not after.lstrip(" $)").startswith(",") and _negates_every_other(after)
    return _negates_every_other(_past_comma(after))


def mask_negation_intensifiers(text: str) -> str:
    """Blank out the intensifiers right after a negator ("cannot possibly"): they strengthen the
    negation and hedge nothing.

    >>> mask_negation_intensifiers("It cannot possibly exceed 10, and it is possibly ")
    'It cannot          exceed 10, and it is possibly '
    """
    if not _may_negate(text) or _INTENSIFIERS.isdisjoint(words_of(text)):
        return text
    spans = _spans(text)
    for index, (kind, word, start, end) in enumerate(spans):
        if kind == "word" and word in _INTENSIFIERS and index and spans[index - 1][0] == "word" and is_negator(spans[index - 1][1]):
            text = text[:start] + " " * (end - start) + text[end:]
    return text


def _past_aside(tokens: List[_Token], index: int) -> int:
    """Return where the tokens go on past a short aside set off by commas that starts at ``index``
    (", en fait, ", ", of course, "), or ``index`` when none starts there."""
    if index >= len(tokens) or tokens[index] != ("comma", ","):  # an ideographic comma separates clauses, not asides
        return index
    words = 0
    for position in range(index + 1, min(len(tokens), index + 2 + 2 * PARENTHETICAL_WORDS)):
        kind = tokens[position][0]
        if kind == "comma":
            return position + 1 if words and tokens[position][1] == "," else index
        if kind != "word" and kind != "command":
            return index
        words += kind == "word"
        if words > PARENTHETICAL_WORDS:
            return index
    return index


_EXCLUSION_REACH = 5  # the words after a negator read for the exclusion it negates ("non è del tutto da escludere")


def denies_another_value(text: str, own: Iterable[str]) -> bool:
    """Return whether a negator in ``text`` has another value for its object or subject ("It can't be
    14", "not 14, which counts twice", "12 would fail"): a denial of that value, no retraction of the answer.

    >>> denies_another_value("It can't be 14, since 14 double-counts.", ["16"]), denies_another_value("It can't be right.", ["16"])
    (True, False)
    """
    if not _may_negate(text):
        return False
    tokens = _tokens(text)
    mine = {value.lstrip("-−") for value in own}

    def another(token: _Token) -> bool:
        return token[0] == "value" and not is_own_value(token[1].strip("$").replace(",", "").lstrip("-−"), mine)

    excluded_not = False  # a negator before an exclusion: the pair leaves the value possible ("43 cannot be ruled out", offers.py)
    for index, (kind, word) in enumerate(tokens):
        if kind == "word" and is_negator(word) and (word.isascii() or not word.endswith(_CLAUSE_END_FORMS)):  # (not "区別しないのであれば 20")
            after = _past_aside(tokens, index + 1)  # "n'est pas, en fait, 14"
            following = next((token for token in tokens[after:] if token[0] != "command" and token[1] not in _AUXILIARIES), ("", ""))
            mine_after = any(kind == "value" and not another((kind, text)) for kind, text in tokens[index + 1 :])
            excluding = [text for text_kind, text in tokens[after : after + _EXCLUSION_REACH] if text_kind == "word" and _is_exclusion(text)]
            if excluded_not and _is_exclusion(word) or excluding or negates_exclusion_inside(word):  # ("cannot be fully ruled out", "也不能排除")
                excluded_not = not excluded_not
                continue
            if another(following) or not mine_after and another(_subject_before(tokens, index)):  # "not 14", "14 would fail"
                return True  # (not "7 people do not give 21 handshakes": the answer's value is the object)
    return False


def _subject_before(tokens: List[_Token], index: int) -> _Token:
    """The value the clause of the negator at ``index`` states before it, as its subject ("14 would fail", "Die Zahl 120 passt
    nicht"): the nearest value back to a comma, a stop or a subordinate clause's opener, with no anaphor between ("For n = 5
    this does not work" is about "this"; "3 if the ends are excluded": the condition's), or the value a relative clause that
    negates its validity hangs on ("55, which is not correct"); one set off by two commas is read past ("-8, which ..., is")."""
    position = index - 1
    while position >= 0:
        kind, word = tokens[position]
        if kind == "value" or word in _RELATIVES and position > 1 and tokens[position - 1][0] == "comma" and tokens[position - 2][0] == "value" \
                and VALIDITY_LEXICON.in_words(frozenset((_next_word(tokens, index, True),))):  # (not "which is not wrong": a double negation)
            return tokens[position - 2] if kind != "value" else (kind, word)
        if kind == "comma":
            opening = _relative_clause_start(tokens, position)
            if opening < 0:
                break
            position = opening - 1
            continue
        if kind == "stop" or kind == "word" and (word in _ANAPHOR_WORDS or word in _SUBORDINATORS or word in _RELATIVES):
            break
        position -= 1
    return "", ""


def _relative_clause_start(tokens: List[_Token], closing: int) -> int:
    """Return where the comma stands that opens a relative clause closed by the comma at ``closing``
    (", which no length can equal,"), or -1 when the comma closes none."""
    for position in range(closing - 1, -1, -1):
        kind = tokens[position][0]
        if kind in ("stop", "value"):
            return -1
        if kind == "comma":
            following = _next_word(tokens, position)
            return position if following in _RELATIVES else -1
    return -1
