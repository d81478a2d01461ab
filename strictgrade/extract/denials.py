"""A later sentence that denies the answer's own value: where the value stands in a negation's scope
as what its clause states, and whether the sentence speaks of other people.  Below assertion.py and
notes.py, which read the sentences after an answer with it.
"""

from __future__ import annotations


from typing import FrozenSet, List, Optional, Set, Tuple

from .._lazy import lazy_compile
from .._text import is_hangul, non_ascii_characters
from ..limits import REASON_WINDOW
from .._tables import (
    ADJUNCT_OPENERS, AGENT_PREPOSITIONS, DEMONSTRATIVES_AFTER_NOUN, NUMBER_WORDS,
    ANTECEDENT_NOUNS, DEMONSTRATIVE_ARTICLES, PROBLEM_MODIFIERS, PROBLEM_NOUNS, VALUE_NOUNS,
    EARLIER_ATTEMPTS, QUESTION_MARKS, WORK_ABOVE,
)
from .layout import clause_before
from .lexicons import FIRST_PERSON_LEXICON, VALIDITY_LEXICON, WORD_IN_ORDER_RE, Lexicon, _AUXILIARIES, _DETERMINERS, _GENITIVE_LINKS, _EXCEPTIONS, _FALSITY, _OPENERS, _OTHERS, _REASONS, _RELATIVES, _SUBORDINATORS, _ERRORS, _QUANTIFIERS, _WORD_RE, \
    _Span, _is_exclusion, _spans, _tokens_past_markup, _words, words_of
from .clauses import _ASIDES, _COMPLEMENTIZERS, ends_in_bound, is_negated_complement, is_negated_object, split_clauses, with_particle_joined
from .people import OTHER_PEOPLE_LEXICON, reports_other_people
from .interjections import REPLACED_AT_RE, REPLACED_TAIL_RE, REPLACED_VALUE_RE
from .complements import main_clause_negates
from .anaphors import _CHECK_NOUNS, _DEMONSTRATIVES, _NAMING_NOUNS, _opening_anaphor, _opens_with_anaphor, _opens_with_demonstrated_noun
from .scope import Polarity, _joined, _scope_passes_to_others, is_denied_after, is_denied_before, is_denying, is_negator, is_read_by_exception, polarity_before
from .values import holds_a_variable, is_own_value, values_in
from .differences import negates_a_difference, states_a_difference
from .suppositions import CONDITIONS_LEXICON, _states_no_fact

__all__ = ["CONDITIONS_LEXICON", "OTHER_PEOPLE_LEXICON", "REPLACED_AT_RE", "REPLACED_TAIL_RE", "REPLACED_VALUE_RE", "denial_of_own_value", "denial_of_named_answer", "may_name_the_answer",
           "gives_a_reason", "reports_other_people"]

_EARLIER_ATTEMPTS = Lexicon(EARLIER_ATTEMPTS)
_WORK_ABOVE = Lexicon(WORK_ABOVE)
FIRST_CLAUSE_RE = lazy_compile(r"[^.;!?\n)）。；]*")  # the first clause of a text: up to a stop, a semicolon or a closing bracket


_QUOTE_CLOSERS = " \t\n)*_\"'”»"


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


def reports_an_earlier_attempt(before: str) -> bool:
    """Return whether the clause that ends right before a value reports the writer's earlier attempt: a word of the first
    person and one of an earlier attempt ("..., and earlier I got", "a wcześniej otrzymałem", "vorhin hatte ich")."""
    clause = before[max(before.rfind(mark) for mark in ",;:，；：") + 1 :]
    words = words_of(clause)
    return FIRST_PERSON_LEXICON.in_words(words) and _EARLIER_ATTEMPTS.in_words(words)


def corrects_an_earlier_attempt(sentence: str, following: str = "") -> bool:
    """Return whether a sentence withdraws an earlier attempt of the writer's that the work above corrects: its first
    clause holds a word of the first person and one of an earlier attempt ("My first count was wrong because ...",
    "Mój pierwszy wynik był błędny", "我第一次的结果不对"), and its next clause, or the next sentence, points at the
    work above ("; the count above fixes that", "; 上面的计数已经改正了", "上の数え方で直してあります")."""
    clauses = _CLAUSE_SPLIT_RE.split(sentence, 1)
    first, later = clauses[0], clauses[1] if len(clauses) > 1 else following
    words = words_of(first)
    return FIRST_PERSON_LEXICON.in_words(words) and _EARLIER_ATTEMPTS.in_words(words) and _WORK_ABOVE.in_words(words_of(later))


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
    error ("12 does not work", "12 is ruled out"; not "12 is not prime", a property).  Only an odd number of negations
    denies it here: a double negation in a note affirms it ("Nothing rules out 9", "There is no case in which 9 fails").  A
    question or a condition or a counterfactual states nothing ("Why can't it be 12?", "If the ends were excluded, it would
    not be 12"), and a value that a quantifier opens is a noun's ("We never needed to list all 28 pairs")."""
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
        words_before = [word for kind, word, _, _ in _spans(before) if kind == "word"]  # (across a comma: "Нельзя сказать, что")
        opener = max((index for index, word in enumerate(words_before) if word in _RELATIVES or word in _COMPLEMENTIZERS), default=-1)
        if opener > 0 and any(map(is_negator, words_before[:opener])) and not any(map(is_negator, words_before[opener:])) \
                and is_denied_after(after, "", double=False):
            continue  # "There is no case in which 21 fails": a negation in the clause the negated one governs undoes it (not concord)
        if main_clause_negates(before, after):  # "Dass es (nicht) 24 ist, kann man keinesfalls behaupten": the main clause turns it
            return -1 if is_denied_before(before, after, double=False) else end
        if not determined and is_denied_before(before, after, double=False) and (copula or not ends_in_bound(before)) \
                and not negates_a_difference(before):  # "The count cannot differ from 9": the value is the only one
            return end
        if not determined and states_a_difference(before) and not _condition_follows(after):
            return end  # "The count differs from 9"
        if ends_in_bound(before) and not copula:
            continue  # a bound of another noun phrase, not the subject: "Ни одно число меньше 11 не подходит"
        claim = frozenset(with_particle_joined([word for word_kind, word, _, _ in _spans(FIRST_CLAUSE_RE.match(split_clauses(after)[0]).group())
                                                if word_kind == "word"]))  # its own clause ("kommt nie vor": "vorkommt")
        if is_denied_after(after, before, double=False) and (VALIDITY_LEXICON.in_words(claim) or claim & _ERRORS or any(_is_exclusion(word) for word in claim)
                                                             or _denies_the_role(after)) \
                or _is_denied_as_complement(after, before, double=False) or is_negated_object(after) and not is_read_by_exception(before):
            return end
    return -1


_ROLE_WORDS = 2  # the most words, past determiners and auxiliaries, of a noun phrase that names the answer's role ("the minimum value")


def _denies_the_role(after: str) -> bool:
    """Return whether the value's clause after it ends by denying it an answer's role: past its last negator, a noun phrase of at
    most _ROLE_WORDS words with a noun that names an answer, and nothing after it ("8 is not the minimum value.", "8 no es el valor
    mínimo", "8 n'est pas la valeur minimale"); not one whose complement names another quantity ("8 is not a value of $x$", "12 is
    not the number of edges") and not a property ("12 is not prime")."""
    words = [word for kind, word, _, _ in _spans(FIRST_CLAUSE_RE.match(split_clauses(after)[0]).group()) if kind == "word"]  # type: ignore[union-attr]
    negator = max((index for index, word in enumerate(words) if is_negator(word)), default=-1)
    phrase = [word for word in words[negator + 1 :] if word not in _AUXILIARIES and word not in _DETERMINERS]
    return negator >= 0 and 0 < len(phrase) <= _ROLE_WORDS and not _NAMING_NOUNS.isdisjoint(phrase)


_DEMONSTRATIVES_AFTER = _words(DEMONSTRATIVES_AFTER_NOUN)
_ANTECEDENTS = _words(ANTECEDENT_NOUNS) | frozenset(VALUE_NOUNS)
_ANTECEDENT_INFIXES = tuple(_words(ANTECEDENT_NOUNS, ("zh", "ja")))
_DEMONSTRATIVE_ARTICLES = _words(DEMONSTRATIVE_ARTICLES)
# The words that open an adjunct: after a value no count noun ("جز ۴ در همهٔ شرط‌ها"), after a phrase that names a value
# another quantity ("the value we found for the discriminant").
_ADJUNCTS = _words(ADJUNCT_OPENERS)


def _is_spaced(word: str) -> bool:
    """Return whether a word is one of a script written with spaces (Korean is; Chinese and Japanese are not)."""
    return word[0] < "\u3000" or is_hangul(word[0])


_GLUED_SUBORDINATORS = tuple(word for word in _SUBORDINATORS if not _is_spaced(word))  # "虽然", glued to its clause


def _glued(entries: "FrozenSet[str]") -> str:
    """An alternation of a table's entries of the scripts without spaces, the longest first."""
    return "|".join(sorted((word for word in entries if not _is_spaced(word)), key=len, reverse=True))


# A phrase that names the answer or its check inside a word of the scripts without spaces ("这个数不满足条件",
# "この値は", "验算不成立"): looked for anywhere, with no optional group first (the engine skips to its first
# characters); a text holds none unless it holds one of those characters (asked of its distinct characters).
_CJK_PHRASE = "(?:" + _glued(_DEMONSTRATIVES) + ")(?:" + _glued(_NAMING_NOUNS | _CHECK_NOUNS) + ")|" + _glued(_CHECK_NOUNS)
_CJK_PHRASE_RE = lazy_compile(_CJK_PHRASE)
_CJK_FIRST_CHARACTERS = frozenset(word[0] for words in (_DEMONSTRATIVES, _CHECK_NOUNS) for word in words if not _is_spaced(word))
# The phrase at the start of such a word, past a connective glued before it ("但是这个答案不对", "但是验算不成立").
_CJK_NAMED_RE = lazy_compile("(?:" + _glued(_OPENERS) + ")?(?:" + _CJK_PHRASE + ")")


def may_name_the_answer(text: str, words: Optional[FrozenSet[str]] = None) -> bool:
    """Return whether a text may hold a phrase that names the answer or its check (a first test, linear in the
    text and cheap on long ones: a noun of a check, a demonstrative phrase of the scripts without spaces, or a noun
    of the quantity asked with a demonstrative or a word of the first person beside it: "this number", "jawaban
    ini", "the value we").  ``words`` are the text's words when the caller has read them (``words_of``)."""
    words = words_of(text) if words is None else words
    if not _CHECK_NOUNS.isdisjoint(words):
        return True
    if not text.isascii() and not _CJK_FIRST_CHARACTERS.isdisjoint(non_ascii_characters(text)) and _CJK_PHRASE_RE.search(text) is not None:
        return True
    nouns = _NAMING_NOUNS.intersection(words)
    if not nouns or _DEMONSTRATIVES.isdisjoint(words) and _DEMONSTRATIVES_AFTER.isdisjoint(words) and not FIRST_PERSON_LEXICON.in_words(words):
        return False
    lower = text.lower()  # its positions are read only in it
    for noun in nouns:  # the few places of a noun, each read with the two words around it
        at = lower.find(noun)
        while at >= 0:
            before = WORD_IN_ORDER_RE.findall(lower, max(0, at - _NEIGHBOURHOOD), at)[-2:]
            after = WORD_IN_ORDER_RE.findall(lower, at + len(noun), at + len(noun) + _NEIGHBOURHOOD)[:2]  # "que obtuvimos", "we found"
            if any(_points(word) for word in before + after):
                return True
            at = lower.find(noun, at + len(noun))
    return False


# How far around a noun its neighbours are read.
_NEIGHBOURHOOD = 40


def _points(word: str) -> bool:
    """Return whether a word beside a noun may make it name the answer: a demonstrative, or a word of the first person."""
    return word in _DEMONSTRATIVES or word in _DEMONSTRATIVES_AFTER or FIRST_PERSON_LEXICON.in_words(frozenset((word,)))


def _named_answer_end(spans: List[_Span]) -> int:
    """Return where a phrase that names the answer or the writer's check of it ends when it opens a clause's spans
    (past its connectives): a demonstrative, an article and a noun of the quantity asked ("this number", "ez a
    válasz"), that noun and a demonstrative after it ("jawaban ini", "đáp án này"), or a noun of a check with its
    article ("the check", "la comprobación", "проверка"); -1 otherwise."""
    words = [(text, start, end) for kind, text, start, end in spans if kind == "word"]
    index = 0
    while index < len(words) and (words[index][0] in _OPENERS or words[index][0] in _AUXILIARIES) and words[index][0] not in _DEMONSTRATIVES:
        index += 1  # connectives and sentence adverbs: "But", "Niestety", "Lamentablemente" (not Spanish "este", Romanian "is")
    reported = next((place for place in range(index, min(len(words), index + _REPORTING_WORDS)) if words[place][0] in _COMPLEMENTIZERS), -1)
    if reported >= 0 and not any(is_negator(word) for word, _, _ in words[index:reported]):
        end = _named_answer_end(spans[_span_index(spans, words[reported][2]) :])
        if end >= 0:
            return end  # "It turned out that this answer ...", not "It is not true that ..."
    for place in range(index + 1, min(len(words), index + 1 + _MODIFIER_WORDS)):  # "우리가 구한 이 값은": the writer's modifier first
        if words[place][0] in _DEMONSTRATIVES:
            modifier = [text for text, _, _ in words[index:place]]
            if FIRST_PERSON_LEXICON.in_words(frozenset(modifier)) and not _makes_a_claim(modifier):
                end = _named_answer_end(spans[_span_index(spans, words[place][1]) :])
                if end >= 0:
                    return end
            break
    if index < len(words) and not words[index][0].isascii():
        glued = _CJK_NAMED_RE.match(words[index][0])
        if glued is not None:
            return words[index][1] + glued.end()
        modified = _modified_cjk_phrase(words[index][0])
        if modified >= 0:
            return words[index][1] + modified
    head = [text for text, _, _ in words[index : index + 4]]
    if not head:
        return -1
    pointing = head[0] in _DEMONSTRATIVES or FIRST_PERSON_LEXICON.in_words(frozenset(head[:1]))  # "this number", "our result", "Наш ответ"
    noun = 1 if pointing or head[0] in _DETERMINERS else 0
    if noun and len(head) > 2 and head[1] in _DEMONSTRATIVE_ARTICLES and head[0] in _DEMONSTRATIVES:
        noun = 2  # "ez a válasz", "αυτή η απάντηση"
    if noun < len(head) and (head[noun] in _CHECK_NOUNS or pointing and head[noun] in _NAMING_NOUNS):
        return words[index + noun][2]
    noun = 1 if head[0] in _DETERMINERS else 0
    relative = _writers_relative_clause([text for text, _, _ in words[index + noun + 1 : index + noun + 6]]) if noun < len(head) and head[noun] in _NAMING_NOUNS else 0
    if relative:
        return words[index + noun + relative][2]  # "the value we found", "O número que encontramos", "het getal dat we vonden": the writer's own result
    for noun in (2, 3):  # "Полученное нами число", "Otrzymana przez nas liczba": a participle and its agent before the noun
        if len(head) > noun and head[noun] in _NAMING_NOUNS and FIRST_PERSON_LEXICON.in_words(frozenset(head[1:noun])) \
                and not _makes_a_claim(head[:noun]):
            return words[index + noun][2]
    for length in (1, 2):  # "jawaban ini", "đáp án này": a noun of one or two words
        if len(head) > length and head[length] in _DEMONSTRATIVES_AFTER and head[length - 1] in _NAMING_NOUNS:
            return words[index + length][2]
    return -1


# What ends a modifier glued before the noun it modifies (Chinese 的, Japanese の); a Japanese relative clause
# ends in its verb, glued to the noun: the phrase then ends its run, but for a particle ("私が求めたこの値は").
_MODIFIER_ENDS = ("的", "の")
_PARTICLE_LENGTH = 1


def _modified_cjk_phrase(word: str) -> int:
    """Where a phrase that names the answer ends inside a word of the scripts without spaces when a modifier stands
    before it ("我们刚才求出的这个数不满足条件", "先ほど私が求めたこの値は"): the modifier ends in its mark, or the
    phrase ends the word but for a particle; -1 otherwise (another word holds it: "所以验算..." is no check noun)."""
    found = _CJK_PHRASE_RE.search(word, 1)
    if found is None:
        return -1
    if word.endswith(_MODIFIER_ENDS, 0, found.start()) or len(word) - found.end() <= _PARTICLE_LENGTH:
        return found.end()
    return -1


def _writers_relative_clause(words: List[str]) -> int:
    """How many of the words after a noun of the quantity make a relative clause of the writer's, or 0: a word of the
    first person first, or after a relative ("we found", "que encontramos", "that", "dat": a relative after a noun),
    then its verb, an auxiliary and its participle ("che abbiamo ottenuto", "que nous avons obtenu"), or nothing when
    the first person is the verb's ending ("encontramos")."""
    start = 1 if words and (words[0] in _RELATIVES or words[0] in _COMPLEMENTIZERS) else 0
    if not FIRST_PERSON_LEXICON.in_words(frozenset(words[start : start + 1])):
        return 0
    end = start + 1
    for word in words[end : end + 2]:  # the verb, or an auxiliary and its participle
        if word in _DETERMINERS or word in _OPENERS or is_negator(word) or _is_preposition(word) or _makes_a_claim([word]) and word not in _AUXILIARIES:
            break
        end += 1
        if word not in _AUXILIARIES and not FIRST_PERSON_LEXICON.in_words(frozenset((word,))):
            break  # a verb ends it; an auxiliary ("avons", "abbiamo") leaves its participle to read
    return end


def _is_preposition(word: str) -> bool:
    """Return whether a word opens an adjunct as a preposition ("for", "on", "pour", "für", "для"; ``ADJUNCT_OPENERS``,
    not its pronouns, demonstratives, relatives, connectives or subordinators)."""
    return word in _ADJUNCTS and not (FIRST_PERSON_LEXICON.in_words(frozenset((word,))) or word in _DEMONSTRATIVES or word in _RELATIVES
                                      or word in _OPENERS or word in _SUBORDINATORS)


def _span_index(spans: List[_Span], end: int) -> int:
    """The index of the first span that starts at or after ``end``."""
    return next((index for index, span in enumerate(spans) if span[2] >= end), len(spans))


# How many words of the writer's own may modify a demonstrative phrase before it ("우리가 구한 이 값은", "我们刚才 这个数").
_MODIFIER_WORDS = 3
# How many words may report the clause before its complementizer ("It turned out that", "Man sieht leicht, dass").
_REPORTING_WORDS = 5


def _parts(spans: List[_Span]) -> List[List[_Span]]:
    """A clause's parts: its spans split at commas and colons ("但是验算不成立：...，所以这个答案不对")."""
    parts: List[List[_Span]] = [[]]
    for span in spans:
        if span[0] == "comma" or span[0] == "stop" and span[1] in ":：":
            parts.append([])
        else:
            parts[-1].append(span)
    return parts


def denial_of_named_answer(sentence: str, own: Set[str], previous: str = "") -> int:
    """Return where a phrase that names the answer or the writer's check of it ends ("This number", "Этот
    результат", "jawaban ini", "the check": ``_named_answer_end``) when it opens a part of a later sentence's
    first clause, and that part, which holds no number, denies it as ``denial_of_own_value`` denies the value
    itself: a negated claim of validity, an error or an exclusion ("This number does not fit.", "Diese Zahl
    passt nicht.", "Этот ответ неверен.", "But the check fails.", "验算不成立"); -1 otherwise.

    The claim is the answer's only when it ends its part or its object is what the problem asks (``_claims_validity``:
    "does not satisfy the second condition", not "does not fit in one digit", a property).  A part that speaks of
    the other values or restricts ("The check fails for every other width", "not the only one") denies nothing of
    the answer; a double negation affirms ("This number is not invalid"); a question, a condition, a
    counterfactual or other people's words state nothing."""
    if sentence.rstrip(_QUOTE_CLOSERS).endswith(QUESTION_MARKS) or _states_no_fact(sentence):
        return -1
    if reports_other_people(sentence, words_of(sentence)):
        return -1  # "Некоторые ученики считают: этот ответ неверен"
    offset = len(sentence) - len(sentence.lstrip(_LEAD))
    # another value before, in the sentence before it ("The second root is x = -1. This value ...") or earlier in
    # its own: a demonstrative may point at it, unless its noun is the answer's
    another = any(not is_own_value(value, own) for value in values_in(previous)) or _names_another_quantity(previous)
    for clause in _CLAUSE_SPLIT_RE.split(sentence[offset:]):
        denied, another = _named_denial_in_clause(clause, own, another)
        if denied >= 0:
            return offset + denied
        offset += len(clause) + 1
    return -1


def points_at_another(sentence: str, own: Set[str], previous: str = "") -> bool:
    """Return whether a later sentence opens with a phrase that may name a value ("This value", "Этот результат",
    "That number") right after another value or quantity was named, in the sentence before it or earlier in its
    own ("The quadratic also has a negative root. This value does not satisfy the equation."): it points at that
    one, not at the answer, unless its noun is the answer's own ("this answer").  What it says withdraws nothing."""
    values = values_in(previous)
    another = any(not is_own_value(value, own) for value in values) and not any(is_own_value(value, own) for value in values) \
        or _names_another_quantity(previous)  # (not after a check of the answer itself: "Sağlama: 3·9+7 = 33.")
    offset = len(sentence) - len(sentence.lstrip(_LEAD))
    if another and _opens_with_anaphor(sentence[offset:]):
        return True  # "A tempting approach reports 120. That overlooks the flip.": the anaphor takes the nearest antecedent
    head, comma, rest = sentence[offset:].partition(",")
    head_values = values_in(head)
    if comma and head_values and not any(is_own_value(value, own) for value in head_values) \
            and (_opens_with_anaphor(rest.lstrip()) and _NAMING_NOUNS.isdisjoint(words_of(rest)) or _opens_with_demonstrated_noun(rest)):
        return True  # "Although 7 looks tempting, it fails the second condition.": the clause before names its antecedent
        # (not "..., it turns out the answer is wrong"; but "Some books give 60, but that answer is wrong": a demonstrative)
    for part in _parts(_spans(_CLAUSE_SPLIT_RE.split(sentence[offset:])[0])):
        if any(kind == "value" and not is_own_value(text.strip("$"), own) and not holds_a_variable(text) for kind, text, _, _ in part):
            another = True  # (an expression, "$(x-2)^2$", is no value a demonstrative points at)
            continue
        end = _named_answer_end(part) if part else -1
        if end >= 0:  # a phrase of the quantity, not of the writer's check, nor with the answer's own noun
            return another and not _names_a_check(part) \
                and not VALIDITY_LEXICON.in_words(frozenset(text for kind, text, _, stop in part if kind == "word" and stop <= end)) \
                or _names_another_attempt(part, end)
        if part and not _is_interruption(part):
            last = max((index for index, (kind, text, _, _) in enumerate(part) if kind == "word" and _may_end_a_phrase(text)), default=0)
            return any(_names_another_attempt(part[place:], _named_answer_end(part[place:])) for place in range(1, last + 1))
    return False


def read_by_antecedent(sentence: str, own: Set[str], previous: str) -> str:
    """The sentence with the bare anaphor that is its subject replaced by its antecedent, the last value of the sentence
    before it when that value is another than the answer's ("The long way gives 210. This is equally reasonable."
    reads "210 is equally reasonable."), or "" when it has none or its antecedent is not such a value."""
    offset = len(sentence) - len(sentence.lstrip(_LEAD))
    anaphor = _opening_anaphor(sentence[offset:])
    if anaphor is None:
        return ""
    stated = values_in(previous)
    others = [value for value in stated if not is_own_value(value, own)]
    if not others or len(others) < len(stated):
        return ""  # no other value before it, or the answer's own beside it (a check of the answer)
    return sentence[: offset + anaphor[2]] + others[-1] + sentence[offset + anaphor[3] :]


def _may_end_a_phrase(word: str) -> bool:
    """Return whether a phrase that names the answer may end at or hold ``word``: a noun of the quantity or of a check,
    or a word of the scripts without spaces (``_named_answer_end`` finds none in spans without one, so the starts
    after the last one are not read)."""
    return word in _NAMING_NOUNS or word in _CHECK_NOUNS or not word.isascii()


def _names_another_attempt(part: List[_Span], end: int) -> bool:
    """Return whether a phrase that names a value, ending at ``end`` in its part, is restricted by a preposition after
    it to another quantity or attempt ("the value we found for the discriminant", "on the first try")."""
    if end < 0:
        return False
    modifier = [text for kind, text, start, _ in part if kind == "word" and start >= end]
    return bool(modifier) and _is_preposition(modifier[0])


# The clauses of a sentence: split at semicolons (the Arabic one too).
_CLAUSE_SPLIT_RE = lazy_compile("[;；؛]")


def _names_another_quantity(sentence: str) -> bool:
    """Return whether a sentence names another quantity a demonstrative after it may point at: a noun of one
    (``ANTECEDENT_NOUNS``) or a number word ("The quadratic also has a negative root.", "Die Gesamtzeit beträgt
    fünfundvierzig Minuten.")."""
    words = words_of(sentence)
    return not _ANTECEDENTS.isdisjoint(words) or any(word in NUMBER_WORDS for word in words) \
        or not sentence.isascii() and any(noun in sentence for noun in _ANTECEDENT_INFIXES)


def _named_denial_in_clause(clause: str, own: Set[str], another: bool) -> Tuple[int, bool]:
    """``denial_of_named_answer`` in one clause: where the denying part ends (or -1), and whether another value
    stands before what was read: a demonstrative after it may point at that value ("... leads to 41/3; that value
    is wrong"), unless the demonstrative's noun is the answer's own ("so this answer is not acceptable")."""
    parts = _parts(_spans(clause))
    for number, part in enumerate(parts):
        if any(kind == "value" and not is_own_value(text.strip("$"), own) and not holds_a_variable(text) for kind, text, _, _ in part):
            another = True  # (an expression, "$(x-2)^2$", is no value a demonstrative points at)
            continue
        end = _named_answer_end(part) if part else -1
        focused = end < 0 and len(part) > 1 and part[0][0] == "word" and is_negator(part[0][1])
        if focused:  # a negator of focus before the phrase ("Tampoco este número cumple", "ani toto číslo nevyhovuje")
            end = _named_answer_end(part[1:])
        if end < 0:
            continue
        if another and not VALIDITY_LEXICON.in_words(frozenset(text for kind, text, _, stop in part if kind == "word" and stop <= end)):
            return -1, another  # "... leads to 41/3; that value is wrong"; not "..., 62 does not come out; so this answer is not acceptable"
        claimed, stop = end, part[-1][3]
        modifier = [text for kind, text, _, _ in _spans(clause[end:stop]) if kind == "word"]  # (in the phrase's word too: "验算|不成立")
        if modifier and _is_preposition(modifier[0]):
            continue  # "the value we found for the discriminant", "on the first try": another quantity, another attempt
        if not modifier or not _names_a_check(part) and not _makes_a_claim(modifier):  # (a check's modifier names another check)
            following = next((later for later in parts[number + 1 :] if not _is_interruption(later)), None)
            if following:  # the predicate, past the phrase's modifier and the asides after it
                claimed, stop = following[0][2], following[-1][3]
        leading = next((span for span in _spans(clause[claimed:stop])
                        if not (span[0] == "word" and (span[1] in _OPENERS or span[1] in _ASIDES) and not is_negator(span[1]))), None)
        claimed += leading[2] if leading else 0  # past a connective left unset by commas ("Toto číslo však nespĺňa ...")
        spans = [span for span in _spans(clause[claimed:stop]) if not (span[0] == "word" and span[1] in _OPENERS)]
        claim = [word for kind, word, _, _ in spans if kind == "word"]
        if any(kind == "value" for kind, _, _, _ in spans):
            continue
        if claim and _is_spaced(claim[0]) and _names_a_check(part) and not (claim[0] in _AUXILIARIES or is_negator(claim[0])
                                                                           or _claims_validity(claim[:1]) or _is_verb_final_claim(claim)):
            continue  # a modifier after the noun names another check: "La comprobación con la media de los tramos"
        if any(word in _OTHERS or word in _EXCEPTIONS or _scope_passes_to_others(word) for word in claim):
            continue  # about the other values, or "not only": "The check fails for every other width"
        denied = focused or is_denied_after(clause[claimed:stop], "", double=False)  # (the negator of focus is in concord with the verb's)
        if denied and _claims_validity(claim, named=True) and not _condition_follows(clause[end:]):
            return stop, another  # what follows the denial is what the writer states instead
    return (-1 if another else _predicate_first(clause, parts)), another


def _predicate_first(clause: str, parts: List[List[_Span]]) -> int:
    """Where the part ends that holds a phrase naming the answer as the subject of a predicate stated before it
    ("Неверен полученный нами результат", "Incorrect is the value we found", "خاطئٌ، للأسف، هذا الناتج"), or -1.
    The predicate opens its part, past connectives, with a negator or a word of validity, falsity or error, and
    denies a claim of validity; the phrase follows it in its part, or opens the next part past asides, and
    nothing after the phrase in its part is a predicate of its own ("It is not true that this number works")."""
    predicate: List[_Span] = []
    for number, part in enumerate(parts):
        places = [place for place, span in enumerate(part) if span[0] == "word" and span[1] not in _OPENERS]
        for place in places:
            end = _named_answer_end(part[place:])
            if end < 0:
                continue
            modifier = [text for kind, text, _, _ in _spans(clause[end : part[-1][3]]) if kind == "word"]
            if _makes_a_claim(modifier) or modifier and _is_preposition(modifier[0]):
                return -1  # the phrase has a predicate of its own, or names another attempt ("... on the first try")
            before = part[:place] if place > places[0] else predicate
            words = [text for kind, text, _, _ in before if kind == "word" and text not in _OPENERS]
            if not words or any(kind == "value" for kind, _, _, _ in before) or any(word in _OTHERS or word in _EXCEPTIONS for word in words):
                return -1
            first = words[0]
            if not (is_negator(first) or first in _FALSITY or first in _ERRORS or VALIDITY_LEXICON.in_words(frozenset((first,)))):
                return -1  # a subject before the predicate: the phrase is its object or another's ("The other root, unlike this number, ...")
            text = clause[before[0][2] : before[-1][3]]
            return part[-1][3] if _claims_validity(words) and is_denied_after(text, "", double=False) and not _condition_follows(text) else -1
        if not _is_interruption(part):
            predicate = part
    return -1


def _makes_a_claim(words: List[str]) -> bool:
    """Return whether the words after a phrase that names the answer, in its part, may be its predicate: they hold
    an auxiliary, a negator or a word of validity, error, falsity or exclusion.  Otherwise they modify the phrase
    ("the value I obtained above", "this number we found"), or there are none, and the predicate follows in a later
    part ("..., sadly, does not meet the condition")."""
    return any(word in _AUXILIARIES or is_negator(word) or word in _ERRORS or word in _FALSITY or _is_exclusion(word)
               or VALIDITY_LEXICON.in_words(frozenset((word,))) for word in words)


def _is_interruption(part: List[_Span]) -> bool:
    """Return whether a part between a phrase that names the answer and its predicate interrupts them: an aside
    (``_is_aside``), one word that claims nothing ("sadly", "leider"), or a relative clause ("which we found by
    factoring", "que hemos obtenido"), none holding a value."""
    words = [text for kind, text, _, _ in part if kind == "word"]
    if not words or any(kind == "value" for kind, _, _, _ in part):
        return False
    opening = words[0] if _is_spaced(words[0]) else next((word for word in _GLUED_SUBORDINATORS if words[0].startswith(word)), "")  # "虽然看起来合理"
    concessive = opening in _SUBORDINATORS and not CONDITIONS_LEXICON.in_words(frozenset((opening,))) and not (_is_spaced(words[0]) and _makes_a_claim(words))
    return _is_aside(part) or len(words) == 1 and not _makes_a_claim(words) or words[0] in _RELATIVES or concessive


def _is_aside(part: List[_Span]) -> bool:
    """Return whether a part of a clause is an aside of connectives or sentence adverbs (", sin embargo,", ", однако,")."""
    words = [text for kind, text, _, _ in part if kind == "word"]
    return bool(words) and all(word in _OPENERS or word in _AUXILIARIES or word in _ASIDES for word in words)


def _names_a_check(part: List[_Span]) -> bool:
    """Return whether a part's naming phrase is a noun of a check ("the check", "la comprobación")."""
    return any(kind == "word" and text in _CHECK_NOUNS for kind, text, _, _ in part[:3])


_PROBLEM_NOUNS = _words(PROBLEM_NOUNS)
_PROBLEM_INFIXES = tuple(word for word in _PROBLEM_NOUNS if not _is_spaced(word))
# How far into a word of the scripts without spaces the noun of the problem may stand before its verb ("は条件を満たしません").
_CJK_OBJECT_REACH = 6
# The Japanese particle that describes a condition ("偶数という条件": the condition of being even), no condition of the problem.
_DESCRIBED = "という"
# The words of a verb group that may follow a verb-final claim of validity (a negative prefix, a light verb).
_VERB_GROUP_WORDS = 2
# How many characters may follow a claim of validity in a word of the scripts without spaces that it ends
# ("不成立", "正しくありません": the negation and the politeness ending after it).
_CJK_CLAIM_END = 6


_PROBLEM_MODIFIERS = _words(PROBLEM_MODIFIERS)
# How many words may follow the problem's noun in a relative clause that points back at it (its verb: "imposes").
_RELATIVE_VERB_WORDS = 1
# How many words may describe the problem's noun after a phrase that names the answer ("the parity condition stated").
_NOUN_MODIFIER_WORDS = 2
_GLUED_PROBLEM_MODIFIERS = tuple(word for word in _PROBLEM_MODIFIERS if not _is_spaced(word))


def _bare(word: str) -> str:
    """A word without the article elided before it ("l'énoncé", "dell'equazione")."""
    return word.rpartition("'")[2] or word if "'" in word[:-1] else word


def _is_problem_modifier(word: str) -> bool:
    """Return whether a word before a noun of the problem leaves it the problem's: an article, a quantifier, a
    connective, a negator or an auxiliary of the claim, a link, or a word of ``PROBLEM_MODIFIERS`` ("the second")."""
    return word in _DETERMINERS or word in _QUANTIFIERS or word in _OPENERS or word in _ASIDES or word in _AUXILIARIES \
        or is_negator(word) or word in _GENITIVE_LINKS or word in _PROBLEM_MODIFIERS


def _names_a_part(head: str) -> bool:
    """Return whether the text before a noun of the problem inside a word of the scripts without spaces is a genitive
    modifier of another noun ("一の位の条件": the units digit's condition), not of the problem ("問題の条件")."""
    if not head.endswith(_MODIFIER_ENDS):
        return False
    return not any(head[:-1].endswith(word) for word in _PROBLEM_INFIXES + _GLUED_PROBLEM_MODIFIERS)  # "問題の", "二つ目の"


def _is_verb_final_claim(claim: List[str]) -> bool:
    """Return whether a claim of validity ends its clause after its object, as verb-final languages write it: a
    noun of the problem, then the validity word, then at most a negative prefix and a light verb ("این عدد شرط را
    برآورده نمی کند")."""
    places = [index for index, word in enumerate(claim) if VALIDITY_LEXICON.in_words(frozenset((word,)))]
    return bool(places) and len(claim) - 1 - places[-1] <= _VERB_GROUP_WORDS and any(word in _PROBLEM_NOUNS for word in claim[: places[-1]])


def _claims_validity(claim: List[str], named: bool = False) -> bool:
    """Return whether the words after a phrase that names the answer claim its validity, an error or an
    exclusion, with no object but what the problem asks: the claim word ends the part (past auxiliaries and
    negators: "does not fit", "n'est pas juste", "не подходит"), or a noun of the problem follows it ("does not
    satisfy the second condition", "不满足条件").  When the subject names the answer itself (``named``), a few
    words of any kind may describe that noun ("the parity condition", "la condición de paridad"): no part of
    the answer is the subject."""
    claim = with_particle_joined(claim)
    verb_final = _is_verb_final_claim(claim)
    for index, word in enumerate(claim):
        if not _is_spaced(word):
            validity = [word.find(infix) for infix in VALIDITY_LEXICON.infixes if infix in word]
            validity_end = max((word.find(infix) + len(infix) for infix in VALIDITY_LEXICON.infixes if infix in word), default=0)
            problem = [word.find(infix) for infix in _PROBLEM_INFIXES if infix in word]
            if validity and problem and _names_a_part(word[: min(problem)]):
                continue  # "一の位の条件を満たすのは": the condition of a part, as a modifier with の says
            if validity and problem and (min(validity) < min(problem) or min(problem) <= _CJK_OBJECT_REACH and _DESCRIBED not in word[: min(problem)]):
                return True  # "不满足所有条件", "は条件を満たしません"; not "は偶数という条件を満たさない", a described condition
            if validity and not problem and len(word) - validity_end <= _CJK_CLAIM_END and index == len(claim) - 1:
                return True  # "不成立", "正しくありません"
            continue
        if not (VALIDITY_LEXICON.in_words(frozenset((word,))) or word in _ERRORS or word in _FALSITY or _is_exclusion(word)):
            continue
        rest = claim[index + 1 :]
        rest = [] if rest[:1] and rest[0] in _AGENTS and len(rest) <= _AGENT_WORDS else rest  # "is never attained by f": the agent
        if all(other in _AUXILIARIES or is_negator(other) for other in rest):
            return True  # "does not fit", "не подходит", "n'est pas juste"
        if verb_final:
            return True  # verb-final: "این عدد شرط را برآورده نمی کند"
        rest = [_bare(other) for other in rest]  # "l'énoncé"
        rest = rest[: next((end for end in range(len(rest), 0, -1) if not is_negator(rest[end - 1])), 0)]  # "erfüllt sie nicht"
        nouns = [place for place, other in enumerate(rest) if other in _PROBLEM_NOUNS]
        if nouns and not named and not all(_is_problem_modifier(other) for other in rest[: nouns[0]]):
            continue  # "3 alone satisfies the units-digit equation": a part's noun
        if nouns and all(other in _PROBLEM_NOUNS or other in _DETERMINERS or other in _GENITIVE_LINKS for other in rest[nouns[0] :]):
            return True  # "does not satisfy the second condition", "no cumple la segunda condición del enunciado"
        if len(nouns) > 1 and not any(is_negator(other) for other in rest[nouns[0] :]) and len(rest) - 1 - nouns[-1] <= _RELATIVE_VERB_WORDS:
            return True  # a relative clause that points back at the problem: "does not meet the condition the problem imposes"
            # (not "... the problem imposes on the width": a part's)
        described = [other for other in rest if other not in _DETERMINERS and other not in _GENITIVE_LINKS and other not in _PROBLEM_NOUNS
                     and not is_negator(other) and other not in _AUXILIARIES]  # (the verb's own: "ne vérifie pas la condition")
        if named and nouns and len(described) <= _NOUN_MODIFIER_WORDS and not any(is_negator(other) for other in rest[nouns[0] :]):
            return True  # "Este número no cumple la condición de paridad", "This number does not meet the parity condition"
    return False


_LEAD = " \t\n$*_.,;:，。"
_AGENTS = _words(AGENT_PREPOSITIONS)
_AGENT_WORDS = 3  # the words of a passive's agent phrase after a claim ("by the function")


def _is_denied_as_complement(after: str, before: str = "", double: bool = True) -> bool:
    """Return whether a value is the complement of a negated copula that ends its clause ("16 бути не може",
    "12 ではない": ``is_negated_complement``), read with what stands before it as ``is_denied_after`` reads
    its predicate: after an exceptive the negation is about the other values ("Іншого значення крім 16 бути
    не може" affirms 16)."""
    if not is_negated_complement(after):
        return False
    polarity = Polarity(1, concord=True)  # the verb's negator, one with a negative subject ("Žádné jiné číslo než 27 nevyhovuje")
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
    tokens = _tokens_past_markup(rest[:REASON_WINDOW])
    if tokens and tokens[0][0] == "word" and tokens[0][1] not in _REASONS:
        tokens = tokens[1:]  # a unit or count noun after the value: "12 лет: в задаче сказано ..."
    if colon and tokens and tokens[0] == ("stop", ":"):
        return True  # after a denied value a colon opens its explanation (after a withdrawal phrase, the correction)
    first = next((text for kind, text in tokens if kind != "comma"), "")
    return first in _REASONS


def head_before_reason(sentence: str) -> str:
    """The sentence up to a clause of reason that follows its last value ("We can rule out 43, since that would double
    count the corner" -> "We can rule out 43, "): what a reason holds explains the value named before it."""
    spans = _spans(sentence)
    last_value = max((index for index, span in enumerate(spans) if span[0] == "value"), default=-1)
    reason = next((start for index, (kind, text, start, _) in enumerate(spans) if index > last_value and kind == "word" and text in _REASONS
                   and (len(text) > _SHORT_REASON or spans[index - 1][0] in ("comma", "stop"))), -1) if last_value >= 0 else -1  # (not "Bu da")
    return sentence[:reason] if reason >= 0 else sentence


_SHORT_REASON = 3  # a word of reason this short opens a clause only after a clause mark ("..., da", "..., as"): alone it is another word
