"""A later sentence that denies the answer's own value: where the value stands in a negation's scope
as what its clause states, and whether the sentence speaks of other people.  Below assertion.py and
notes.py, which read the sentences after an answer with it.
"""

from __future__ import annotations

from typing import FrozenSet, Set

from .._lazy import lazy_compile
from ..limits import REASON_WINDOW
from .._tables import CONDITION_OPENERS, COUNTERFACTUALS, INVERTED_CONDITIONALS, NUMBER_WORDS, OTHER_PEOPLE, QUESTION_MARKS
from .layout import clause_before, is_own_value, values_in
from .lexicons import VALIDITY_LEXICON, Lexicon, _AUXILIARIES, _OPENERS, _REASONS, _SUBORDINATORS, _ERRORS, _QUANTIFIERS, _WORD_RE, _is_exclusion, _spans, _tokens, words_of
from .phrases import BOUNDS_SET
from .clauses import is_negated_complement
from .interjections import REPLACED_AT_RE, REPLACED_TAIL_RE, REPLACED_VALUE_RE
from .scope import Polarity, _joined, is_denied_after, is_denied_before, is_denying, polarity_before

__all__ = ["CONDITIONS_LEXICON", "OTHER_PEOPLE_LEXICON", "REPLACED_AT_RE", "REPLACED_TAIL_RE", "REPLACED_VALUE_RE", "denial_of_own_value", "gives_a_reason", "replaces_own_value", "reports_other_people"]

OTHER_PEOPLE_LEXICON = Lexicon(OTHER_PEOPLE)
CONDITIONS_LEXICON = Lexicon(CONDITION_OPENERS)
COUNTERFACTUALS_LEXICON = Lexicon(COUNTERFACTUALS)
_INVERTED = Lexicon(INVERTED_CONDITIONALS)
# The first clause of a text: up to a stop, a semicolon or a closing bracket.
FIRST_CLAUSE_RE = lazy_compile(r"[^.;!?\n)）。；]*")


def replaces_own_value(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence names the answer's own value as the one replaced ("on obtient 36 au
    lieu de 35", "36 in place of 35"): it corrects the answer to what it states instead."""
    return any(is_own_value(value, own) for match in REPLACED_VALUE_RE.finditer(sentence) for value in values_in(match.group()))


_QUOTE_CLOSERS = " \t\n)*_\"'”»"


def reports_other_people(sentence: str, words: FrozenSet[str]) -> bool:
    """Return whether a sentence speaks of other people ("Some students write 16"), not of a count of
    them ("7 people do not produce 21 handshakes", "three students"): a word for them that no value or
    number word counts."""
    if not OTHER_PEOPLE_LEXICON.in_words(words):
        return False
    counted = False
    for kind, text in _tokens(sentence):
        if kind == "word" and not counted and OTHER_PEOPLE_LEXICON.in_words(frozenset((text,))):
            return True
        counted = kind == "value" or text in NUMBER_WORDS
    return False


def _is_reported(before: str, clause: str) -> bool:
    """Return whether the value's clause reports other people: they speak in it ("Some classmates argued
    that the sum cannot be 30"), or in the clause before its comma, which holds no value, when no
    connective opens the value's own ("Manche Schüler meinen, die Summe könne nicht 30 sein"; not
    "Some say 16, but the sum is not 30")."""
    if reports_other_people(clause, words_of(clause)):
        return True
    head = before[: len(before) - len(clause)]
    if not head.endswith((",", "，", "、")):
        return False
    previous, first = clause_before(head[:-1]), _WORD_RE.search(clause)
    if len(_WORD_RE.findall(previous)) == 1 and head[: len(head) - 1 - len(previous)].endswith((",", "，", "、")):
        head = head[: len(head) - 1 - len(previous)]  # past a one-word aside: "Muchos alumnos creen, erróneamente, que ..."
        previous = clause_before(head[:-1])
    opening = _WORD_RE.search(previous)  # a subordinate clause before it ("As some students note, ...") is the writer's agreement
    return bool(first and opening) and first.group().lower() not in _OPENERS and opening.group().lower() not in _SUBORDINATORS \
        and not values_in(previous) and reports_other_people(previous, words_of(previous))


def _states_no_fact(sentence: str) -> bool:
    """Return whether a sentence is a counterfactual (an auxiliary of it: "the tally would no longer equal
    28") or opens with a condition ("If the ends were excluded, ...", "Had any pair shaken hands twice,
    ..."); a condition word inside it may be another word ("si bien que", Italian "si chiedono")."""
    first = _WORD_RE.search(sentence)
    opening = frozenset((first.group().lower(),)) if first else frozenset()
    return COUNTERFACTUALS_LEXICON.in_words(words_of(sentence)) or CONDITIONS_LEXICON.in_words(opening) or _INVERTED.in_words(opening)


def _condition_follows(after: str) -> bool:
    """Return whether a condition opens right after the value's clause goes on ("... is not 12 if the
    ends count"): the first word after the value, or after a comma, is a condition opener."""
    clause = FIRST_CLAUSE_RE.match(after).group()
    return any(CONDITIONS_LEXICON.in_words(frozenset((word.lower(),))) for word in _WORD_RE.findall(clause)[:1]) \
        or any(CONDITIONS_LEXICON.in_words(frozenset((part.split()[0].lower(),))) for part in clause.split(",")[1:] if part.split())


def denial_of_own_value(sentence: str, own: Set[str]) -> int:
    """Return where the answer's own value ends in a later statement that denies it, or -1: the value stands in the scope of a
    negation before it, as what the clause's verb states ("A soma não pode então ser 30.", "But 7 people
    do not produce 21 handshakes.", "The sequence never reaches 28."), not under a bound ("cannot be more
    than 12", "не больше 12"); or it is the subject of a negated claim of validity, an exclusion or an
    error ("12 does not work", "12 is ruled out"; not "12 is not prime", a property).  Only an odd number
    of negations denies it here: a double negation in a note affirms it ("Nothing rules out 9",
    "nessun vincolo esclude 9").  A question or a
    condition or a counterfactual states nothing ("Why can't it be 12?", "If the ends were excluded, it
    would not be 12", "Had a pair shaken twice, the tally would no longer equal 28"), and a value that a
    quantifier opens is a noun's ("We never needed to list all 28 pairs")."""
    if sentence.rstrip(_QUOTE_CLOSERS).endswith(QUESTION_MARKS) or _states_no_fact(sentence):
        return -1
    spans = _spans(sentence)
    for index, (kind, text, start, end) in enumerate(spans):
        if kind != "value" or not is_own_value(text.strip("$").replace(",", "").replace("\u2212", "-"), own):
            continue
        before, after = sentence[:start], sentence[end:]
        clause = clause_before(before)
        if _condition_follows(after) or _is_reported(before, clause):
            continue  # "... not 12 if the ends count", "Some classmates argued that the sum cannot be 30"
        determined = index > 0 and spans[index - 1][0] == "word" and spans[index - 1][1] in _QUANTIFIERS  # "all 28 pairs"
        copula = index > 0 and spans[index - 1][1] in _AUXILIARIES  # "jamás podría ser 40": a modal, no comparison
        if not determined and is_denied_before(before, after, double=False) and (copula or not BOUNDS_SET.ends(before.rstrip(" $"))):
            return end
        claim = {word for word_kind, word, _, _ in _spans(FIRST_CLAUSE_RE.match(after).group()) if word_kind == "word"}
        if is_denied_after(after, before, double=False) and (VALIDITY_LEXICON.in_words(frozenset(claim)) or claim & _ERRORS or any(_is_exclusion(word) for word in claim)) \
                or _is_denied_as_complement(after, before, double=False):
            return end
    return -1


def _is_denied_as_complement(after: str, before: str = "", double: bool = True) -> bool:
    """Return whether a value is the complement of a negated copula that ends its clause ("16 бути не може",
    "12 ではない": ``is_negated_complement``), read with what stands before it as ``is_denied_after`` reads
    its predicate: after an exceptive the negation is about the other values ("Іншого значення крім 16 бути
    не може" affirms 16)."""
    if not is_negated_complement(after):
        return False
    polarity = Polarity(1)
    if before:
        preceding = polarity_before(before)
        if preceding.excepted or preceding.restricted:
            polarity = _joined(preceding, polarity)
    return is_denying(polarity, double)


def gives_a_reason(rest: str, colon: bool = False) -> bool:
    """Return whether the words after a denial of the answer's value open a clause of reason ("... cannot
    be 5, because the pentagon already has 5 sides") or, when ``colon`` says the words follow a denied
    value, an explanation after a colon ("не может быть 12 лет: в задаче сказано, что через 12 лет ..."):
    a value there is a given, neither the answer restated nor a correction of it."""
    tokens = [(kind, text) for kind, text in _tokens(rest[:REASON_WINDOW]) if kind != "command"]
    if tokens and tokens[0][0] == "word" and tokens[0][1] not in _REASONS:
        tokens = tokens[1:]  # a unit or count noun after the value: "12 лет: в задаче сказано ..."
    if colon and tokens and tokens[0] == ("stop", ":"):
        return True  # after a denied value a colon opens its explanation (after a withdrawal phrase, the correction)
    first = next((text for kind, text in tokens if kind != "comma"), "")
    return first in _REASONS

