"""Two negations that make an affirmation: a careful grader reads "cannot not be 15" as 15 (POLICY 1.7 Affirmed).

Read on the words of the value's clause before it (``before`` ends at the value), two structures only:

- *a negated modal of possibility over a negated verb*: right before the value its verb group (auxiliaries, particles
  and at most one other verb), before that the negator of a clause's verb (``CLAUSE_NEGATORS``, ``VERBAL_NEGATORS``:
  not a word of negative concord such as "never" or "mai"), and before that a modal of possibility
  (``POSSIBILITY_MODALS``) with its own negation: "cannot not be", "kann nicht nicht sein", "не может не быть", "no
  puede no ser", "ne peut pas ne pas être", "Δεν μπορεί να μην είναι"; in the scripts without spaces one run, a
  negator, a modal, a negator ("不可能不是", "不会不是");
- *a negated predicate of truth, or an impossibility, over a complement clause whose verb is negated*: "It is not true
  that the count is not", "No es cierto que el resultado no sea", "It is impossible that the count isn't"
  (``TRUTH_WORDS``, ``POSSIBILITY_WORDS``), the governing clause holding nothing else than its subject, copulas and
  negation.

Nothing else with two negations affirms: a negated verb of saying or of exclusion over a negated clause leaves a
possibility open ("We cannot say it is not 15", "I would not rule out that it is 15"), and negative concord is one
negation ("non può mai essere 15"); both are read by ``scope.py`` as before and refuse.

>>> affirms_by_double_negation("It cannot not be ")
True
>>> affirms_by_double_negation("Il rapporto non può mai essere ")
False
>>> affirms_by_double_negation("We cannot say it is not ")
False
"""

from __future__ import annotations

import re
from typing import List, Set

from .._lazy import lazy_compile
from .._tables import (
    CLAUSE_NEGATORS, EXPLETIVE_SUBJECTS, IMPERSONAL_CLITICS, INFINITIVE_ENDINGS, INFINITIVE_MARKERS, LITERARY_NE_VERBS, NE_COMPLETERS, NEGATORS,
    POSSIBILITY_MODALS, POSSIBILITY_WORDS, TRUTH_WORDS, VERB_GROUP_RESTRICTIVES, VERBAL_NEGATORS,
)
from .clauses import _COMPLEMENTIZERS, clause_words_after, complement_negations
from .lexicons import _VALIDITY, _may_except, _may_negate, _ANAPHOR_WORDS, _AUXILIARIES, _CORRELATIVE_MARKERS, _DETERMINERS, _ELIDED_MARKERS, _ERRORS, _FALSITY, _OPENERS, _RESTRICTIVES, _Token, _is_exclusion, _tokens, _words, is_bare_ne, is_negator, is_verbal_negator, negates_exclusion_inside
from .phrases import CONTRAST_WORDS
from .values import is_own_value, values_in

__all__ = ["affirms_after", "affirms_after_negated_error", "affirms_by_double_negation", "closes_correlative_restrictive", "is_expletive_ne", "negated_impossibility", "negated_restrictive"]

_CLAUSE_NEGATORS = _words(CLAUSE_NEGATORS)
_MODALS = _words(POSSIBILITY_MODALS)
_FRENCH_NE = frozenset(VERBAL_NEGATORS["fr"])
_LITERARY_NE_VERBS = _words(LITERARY_NE_VERBS)
_NE_COMPLETERS = _words(NE_COMPLETERS)
_TRUTH = _words(TRUTH_WORDS)
_POSSIBILITY = tuple(_words(POSSIBILITY_WORDS))
_PARTICLES = _words(INFINITIVE_MARKERS)
_IMPERSONAL_CLITICS = _words(IMPERSONAL_CLITICS)
_EXPLETIVE_SUBJECTS = _words(EXPLETIVE_SUBJECTS)


def is_expletive_ne(tokens: List[_Token], index: int) -> bool:
    """Return whether the French "ne" at ``index`` negates nothing: no second negator completes it before the value
    (``NE_COMPLETERS``: "pas", "plus", "jamais", ...) and its verb is none that a literary "ne" negates alone
    (``LITERARY_NE_VERBS``: "ne peut être"): the expletive "ne" of a subjunctive after a verb of doubt or fear ("Je ne
    doute pas que l'aire ne soit égale à 54")."""
    if tokens[index][1] not in _FRENCH_NE:
        return False
    following = [text for kind, text in tokens[index + 1 :] if kind == "word"]
    return bool(following) and following[0] not in _LITERARY_NE_VERBS \
        and not any(is_negator(word) or word in _NE_COMPLETERS for word in following)


# The subject of the complement clause: at most this many words between its complementizer and its negator.
_SUBJECT_WORDS = 6
# A negator, a modal and a negator glued in one run, then the copula, at the end of the text before the value.
_GLUED_DOUBLE_RE = lazy_compile(
    "(?:{neg})(?:{modal})(?:{neg})(?:是|为|為|等于|等於|会是)?[\\s$]*\\Z".format(
        neg="|".join(re.escape(word) for word in NEGATORS["zh"] if len(word) == 1),
        modal="|".join(re.escape(word) for word in POSSIBILITY_MODALS["zh"])))


def affirms_after(after: str) -> bool:
    """Return whether the copula that ends the clause after a value negates it twice, as the verb-final languages affirm
    it ("15가 아닐 리가 없습니다": there is no way it is not 15; ``clauses.complement_negations``)."""
    return complement_negations(after) == 2


def negated_restrictive(before: str) -> bool:
    """Return whether a negated restrictive stands right before the value ("not only", "nicht nur", "не только"): the value
    is one of several ("The answer is not only 4: -4 works as well")."""
    words = before[-_LAST_WORDS_REACH:].rstrip(_OPENERS_OF_A_VALUE).rsplit(None, 3)  # read at once: string methods, no pattern
    if len(words) >= 2 and words[-1].lower() in _RESTRICTIVES:
        return is_negator(words[-2].lower()) or len(words) >= 3 and words[-2].lower() in _AUXILIARIES and is_negator(words[-3].lower())  # "não é só"
    return _denies_uniqueness(before)


def _denies_uniqueness(before: str) -> bool:
    """Return whether the value's clause makes it the only one ("the only possible answer is", "l'unica risposta sia") as the
    complement of a negated claim of truth ("It is not true that", "Non è vero che", "Es stimmt nicht, dass"): one of several."""
    if not _may_negate(before) or not _may_except(before):
        return False  # no negator or no restrictive (the first tests of the scope's readings)
    tokens = _tokens(before)
    start = max((index + 1 for index, (kind, _) in enumerate(tokens) if kind in ("stop", "value")), default=0)
    words = [text for kind, text in tokens[start:] if kind == "word"]
    for index, word in enumerate(words):
        if word in _COMPLEMENTIZERS and index:
            claim, complement = words[max(0, index - _CLAIM_WORDS) : index], words[index + 1 :]
            if any(map(is_negator, claim)) and any(other in _VALIDITY for other in claim) \
                    and any(other.rpartition("'")[2] in _RESTRICTIVES for other in complement):  # ("l'unica": its article elided)
                return True
    return False


_CLAIM_WORDS = 4  # the words of a negated claim of truth before its complementizer ("it is not true", "es stimmt nicht")


# The last two words before a value are read in its last _LAST_WORDS_REACH characters, past its math opener and emphasis
# ("not only $", "nicht nur **").
_LAST_WORDS_REACH = 48
_OPENERS_OF_A_VALUE = " \t\n$*_(\\"


def negated_impossibility(text: str) -> bool:
    """Return whether a negator stands right before an impossibility, or before a copula before one ("not impossible",
    "n'est pas impossible"): a possibility left open, which offers the value it names."""
    words = [word for kind, word in _tokens(text) if kind == "word"]
    return any(_is_impossibility(word) and any(is_negator(other) for other in words[max(0, index - 2) : index])
               for index, word in enumerate(words))


def _is_clause_negator(word: str) -> bool:
    """Return whether a word negates its clause's verb: no word of negative concord ("never", "mai", "никогда")."""
    return word in _CLAUSE_NEGATORS or is_verbal_negator(word) or word.endswith(("n't", "n’t"))


def _is_impossibility(word: str) -> bool:
    return is_negator(word) and word.endswith(_POSSIBILITY) and word not in _POSSIBILITY


def affirms_by_double_negation(before: str) -> bool:
    """Return whether the two negations of the value's clause before it make an affirmation (the module's two structures)."""
    if _GLUED_DOUBLE_RE.search(before):
        return True
    tokens = _tokens(before)
    start = max((index + 1 for index, (kind, _) in enumerate(tokens) if kind in ("stop", "value")), default=0)
    words: List[str] = []  # the clause's words, a comma kept as "," (it may stand before a complementizer)
    for kind, text in tokens[start:]:
        if kind == "word" or kind == "comma":
            words.append(text if kind == "word" else ",")
    if _negated_falsity(words):
        return True  # "There is nothing wrong with x = 5/2", "no error in": a mistake denied
    if _cannot_but_conclude(words):
        return True  # "non si può non concludere che", "on ne peut pas ne pas conclure que"
    if len(words) >= 3 and is_bare_ne(words[-3]) and is_negator(words[-1]) and not is_negator(words[-2]):
        words = words[:-3] + [words[-3], words[-1], words[-2]]  # "ne soit pas": the verb between "ne" and "pas" read after them
    end = len(words)
    verbs = 0
    while end and words[end - 1] != "," and not is_negator(words[end - 1]):  # the value's verb group
        if words[end - 1] not in _AUXILIARIES and words[end - 1] not in _PARTICLES:
            verbs += 1
            if verbs > 1:
                return False
        end -= 1
    bracketed = end > 1 and is_bare_ne(words[end - 2]) and is_negator(words[end - 1])  # "ne pas être": one negation
    if not end or not (bracketed or _is_clause_negator(words[end - 1])) or words[end - 1] in _MODALS:
        return False  # no negator of the verb right before its group ("never", "mai": concord), or a negated modal ("cannot be")
    negation = end - 1 - bracketed
    return _negated_modal(words[:negation]) or _negated_truth(words[:negation])


def _negated_modal(words: List[str]) -> bool:
    """Return whether ``words`` end with a negated modal of possibility ("can't", "не может", "ne peut pas", "kann nicht")
    and hold no other negation before it."""
    end = len(words)
    while end and words[end - 1] in _PARTICLES:
        end -= 1
    group = end
    while group and (words[group - 1] in _MODALS or is_negator(words[group - 1])):
        group -= 1
    modal = [word for word in words[group:end] if word in _MODALS]
    negated = any(is_negator(word) for word in words[group:end])
    return len(modal) == 1 and negated and not any(is_negator(word) for word in words[:group])


def _cannot_but_conclude(words: List[str]) -> bool:
    """Return whether the value's clause, opened by a complementizer and holding no negator, is governed by a negated modal, a
    negator and one verb ("non si può non concludere che", "we cannot not conclude that", "on ne peut pas ne pas conclure que"):
    the writer cannot help stating it."""
    opening = max((index for index, word in enumerate(words) if word in _COMPLEMENTIZERS), default=-1)
    if opening < 3 or any(is_negator(word) for word in words[opening + 1 :]):
        return False
    end = opening - (words[opening - 1] == ",")  # "Man kann nicht nicht folgern, dass": the comma before the complementizer
    governing = words[max((index + 1 for index, word in enumerate(words[:end]) if word == ","), default=0) : end]
    verb = len(governing) - 1
    if verb < 2 or not is_negator(governing[verb - 1]) or governing[verb] in _AUXILIARIES or is_negator(governing[verb]):
        return False
    negation = verb - 1 - (is_bare_ne(governing[verb - 2]) and not is_bare_ne(governing[verb - 1]))  # "ne pas conclure": one negation
    modal = [word for word in governing[:negation] if word not in _IMPERSONAL_CLITICS]  # "non si può": the impersonal clitic
    ne = max((index for index, word in enumerate(modal) if is_bare_ne(word)), default=-1)
    if ne >= 0 and not any(is_negator(word) and not is_bare_ne(word) for word in modal[ne + 1 :]):
        return False  # "On ne peut pas dire que": the negator before the verb closes the modal's "ne", one negation
    return _negated_modal(modal)


def _negated_truth(words: List[str]) -> bool:
    """Return whether ``words`` are a negated predicate of truth or an impossibility, a complementizer, and at most
    _SUBJECT_WORDS words of the complement's subject ("It is not true that the count", "Es imposible que el total")."""
    subject = len(words)
    while subject and words[subject - 1] not in _COMPLEMENTIZERS:
        if is_negator(words[subject - 1]) or words[subject - 1] == "," or len(words) - subject >= _SUBJECT_WORDS:
            return False
        subject -= 1
    if not subject:
        return False
    opening = max((index + 1 for index, word in enumerate(words[: subject - 1]) if word in _OPENERS), default=0)
    governing = [word for word in words[opening : subject - 1] if word != ","]  # its own clause: "..., pero no es cierto que"
    negators = [word for word in governing if is_negator(word) or _is_exclusion(word)]
    if len(negators) != 1:
        return False
    truth = any(word in _TRUTH or word in _MODALS for word in governing) or _is_impossibility(negators[0]) or _is_exclusion(negators[0])
    rest = [word for word in governing if not (word in _TRUTH or word in _MODALS or word in negators or word in _AUXILIARIES
                                              or word in _DETERMINERS or word in _EXPLETIVE_SUBJECTS)]
    return truth and not rest  # "It is not true that", "It cannot be that", "Es ist ausgeschlossen, dass"


def _negated_falsity(words: List[str]) -> bool:
    """Return whether the clause before the value ends with a negated word of falsity or error and at most two words after
    it, a preposition and a variable's name ("nothing wrong with x =", "no error in", "nichts falsch an"): the mistake is
    denied, the value affirmed."""
    end = next((index + 1 for index in range(len(words) - 1, max(-1, len(words) - 4), -1) if words[index] in _FALSITY or words[index] in _ERRORS), 0)
    return end >= 2 and (words[end - 1] in _FALSITY or words[end - 1] in _ERRORS) and is_negator(words[end - 2]) \
        and not any(is_negator(word) for word in words[: end - 2])


def affirms_after_negated_error(after: str) -> bool:
    """Return whether the predicate after the value denies an error of it ("is not an error", "is not wrong", "ist kein
    Fehler"): copulas, one negator, a determiner, then the word of error or falsity, and nothing else in its clause."""
    core = [word for word in clause_words_after(after) if word not in _AUXILIARIES and word not in _DETERMINERS]
    return len(core) == 2 and is_negator(core[0]) and (core[1] in _FALSITY or core[1] in _ERRORS)


def closes_correlative_restrictive(tokens: List[_Token], index: int) -> bool:
    """Return whether the word at ``index``, right before the value, is the marker of a restrictive whose
    bare negator stands earlier in the clause with no other negator between ("n'est que", "ne peut
    valoir que"; not "n'est pas vrai que"): the pair means "only" (CORRELATIVE_RESTRICTIVES)."""
    marker = tokens[index][1]
    if marker in _GROUP_MARKERS:
        return _closes_verb_group_restrictive(tokens, index)
    if marker not in _CORRELATIVE_MARKERS and not marker.startswith(_ELIDED_MARKERS):
        return False
    for kind, text in reversed(tokens[:index]):
        if kind in ("stop", "value", "comma"):
            return False
        if kind == "word" and is_negator(text):
            return is_bare_ne(text)
    return False


def _closes_verb_group_restrictive(tokens: List[_Token], index: int) -> bool:
    """Return whether the marker at ``index`` closes a restrictive of VERB_GROUP_RESTRICTIVES: its negator, then only its
    verb group (auxiliaries), not one of the idioms, then the marker ("non può che essere 18")."""
    between: List[str] = []
    for kind, text in reversed(tokens[:index]):
        if kind == "word" and text in _GROUP_NEGATORS:
            return bool(between) and tuple(reversed(between)) not in _GROUP_IDIOMS
        if kind != "word" or text not in _AUXILIARIES and not text.endswith(_INFINITIVE_ENDINGS):
            return False  # (its verb group: "non può valere che 18")
        between.append(text)
    return False


_INFINITIVE_ENDINGS = tuple(ending for endings in INFINITIVE_ENDINGS.values() for ending in endings)
_GROUP_NEGATORS = frozenset(negator for negators, _, _ in VERB_GROUP_RESTRICTIVES.values() for negator in negators)
_GROUP_MARKERS = frozenset(marker for _, markers, _ in VERB_GROUP_RESTRICTIVES.values() for marker in markers)
_GROUP_IDIOMS = frozenset((idiom,) for _, _, idioms in VERB_GROUP_RESTRICTIVES.values() for idiom in idioms)


_EXCLUSION_NEGATOR_REACH = 5  # the words before an exclusion read for its negator ("non è del tutto da escludere")


def excludes_not(tokens: List[_Token], own: Set[str]) -> bool:
    """Return whether a negated exclusion leaves another value possible (a litotes: "It cannot be ruled out that the
    total is 12", "Δεν αποκλείεται η σωστή τιμή να είναι 12", "Не исключено, что ответ 12"): an exclusion verb with a
    negator at most _EXCLUSION_NEGATOR_REACH words before it, and after it, in its sentence, a value other than the
    answer's that ends its clause, or an anaphor that ends it and stands for the last value before the verb ("My
    colleague insists it is 9, and I can't rule that out"), or such a value as its subject ("43 cannot be ruled out").
    A negated exclusion of the answer's own value affirms it ("Nothing rules out 9")."""
    for index, (kind, word) in enumerate(tokens):
        separated = kind == "word" and index + 2 < len(tokens) and tokens[index + 2][0] == "word" \
            and _is_exclusion(word + " " + tokens[index + 2][1])  # "rule that out": the object between verb and particle
        if kind != "word" or not (_is_exclusion(word) or separated):
            continue
        before = [text for text_kind, text in tokens[max(0, index - _EXCLUSION_NEGATOR_REACH) : index] if text_kind == "word"]
        if not any(is_negator(text) for text in before) and not negates_exclusion_inside(word):  # ("也不能完全排除")
            continue
        subject = next((place for place in range(index - 1, max(-1, index - _EXCLUSION_NEGATOR_REACH - 2), -1) if tokens[place][0] != "word"), -1)
        if subject >= 0 and tokens[subject][0] == "value" and not any(text in CONTRAST_WORDS for _, text in tokens[index:]):  # its subject:
            return not any(is_own_value(value, own) for value in values_in(tokens[subject][1]))  # "43 cannot be ruled out" (no "but ...")
        following = [text for text_kind, text in tokens[index + 1 : index + 3] if text_kind == "word"]
        if following[:1] and following[0] in _ANAPHOR_WORDS and _ends_its_clause(tokens, index + 2 + separated):
            earlier = [value for text_kind, text in tokens[:index] if text_kind == "value" for value in values_in(text)]
            return bool(earlier) and not is_own_value(earlier[-1], own)  # "..., and I can't rule that out": the value before it
        for place in range(index + 1, len(tokens)):
            if tokens[place][0] == "stop" or tokens[place][1] in CONTRAST_WORDS:
                break  # its sentence, before a contrast opens another clause ("..., but 9 leaves remainder 0")
            if tokens[place][0] == "value" and _ends_its_clause(tokens, place + 1):
                return not any(is_own_value(value, own) for value in values_in(tokens[place][1]))
    return False


def _ends_its_clause(tokens: List[_Token], index: int) -> bool:
    """Return whether the clause ends at ``index``, but for the auxiliary of a verb-final clause ("dass es 12 sind")."""
    if index < len(tokens) and tokens[index][0] == "word" and tokens[index][1] in _AUXILIARIES:
        index += 1
    return index == len(tokens) or tokens[index][0] in ("stop", "comma")
