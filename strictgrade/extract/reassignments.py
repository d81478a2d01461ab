"""A later sentence that gives the answer another value with no word of correction: the answer is not
final.  Two structures: a modal of necessity whose subject stands for the answer ("The answer is 20. It
should be 21.", "Debería ser 21.", "应为21。"), and "not A but B", whose B is asserted in A's place
("The total is not 10 but 30.", "no es 10 sino 30", "不是10，而是30").  Below notes.py.
"""

from __future__ import annotations

from typing import FrozenSet, List, Optional, Set

from .._lazy import lazy_compile
from .._tables import (
    ANCHOR_CORE_WORDS, CONCLUDING_ENDINGS, CONJUNCTIONS, CONTRASTS, CORRELATIVE_REPLACERS, EQUIVALENCE_WORDS, FINAL_NECESSITY_MODALS, INFINITIVE_COPULAS, NECESSITY_MODALS, RESULT_NOUNS, TOTAL_NOUNS, OBTAINING_VERBS, RELATIVES, RESULT_VERBS,
    THIRD_PERSON_PRONOUNS, VALUE_NOUNS,
)
from ..normalize.units import is_count_noun
from .interjections import REPLACED_VALUE_RE, SENTENCE_EDGE, interjects
from .offers import OFFERING_LEXICON, _ADDITIVES, _ARITHMETIC_SIGN  # German "also" (so) is English "also": an additive, no connective
from .phrases import CHECKS_SET, CONTRAST_WORDS, REPLACEMENTS_SET, RETRACTIONS_SET
from .arithmetic import math_value, numbers_of, substitutes_first, substitution_results
from .lexicons import _FINAL_NEGATOR_WORDS, FIRST_PERSON_LEXICON, WORD_IN_ORDER_RE, _RESTRICTIVES, _ANAPHOR_WORDS, _AUXILIARIES, _DETERMINERS, _OPENERS, Lexicon, _Token, _spans, _tokens, _tokens_past_markup, _words, is_negator, words_of, _RESULT_NOUNS
from .denials import _EARLIER_ATTEMPTS, _is_preposition, reports_an_earlier_attempt
from .clauses import _COMPLEMENTIZERS
from .values import is_own_value, values_in

__all__ = ["concludes_otherwise", "reassigns_the_answer", "replaces_a_denied_value", "replaces_own_value", "states_another_own_result", "value_in_place"]


def replaces_own_value(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence names the answer's own value as the one replaced ("on obtient 36 au
    lieu de 35", "36 in place of 35"): it corrects the answer to what it states instead."""
    return any(is_own_value(value, own) for match in REPLACED_VALUE_RE.finditer(sentence) for value in values_in(match.group()))

_MODALS = Lexicon(NECESSITY_MODALS)
_FINAL_MODALS = Lexicon(FINAL_NECESSITY_MODALS)
_RESULT_LEXICON = Lexicon(RESULT_NOUNS)
_INFINITIVES = _words(INFINITIVE_COPULAS) | _MODALS.words
_OTHER_FORMS = frozenset(" ".join(WORD_IN_ORDER_RE.findall(phrase)) for phrase in _words(EQUIVALENCE_WORDS) if " " in phrase)  # "as a decimal"
_TOTALS = _words(TOTAL_NOUNS)
_ANSWER_WORDS = frozenset(ANCHOR_CORE_WORDS) | frozenset(VALUE_NOUNS) | _TOTALS
_REPLACERS = _words(CORRELATIVE_REPLACERS)
_REPLACER_LEXICON = Lexicon(CORRELATIVE_REPLACERS)  # a first test on a sentence's words
# The connectives that open a conclusion ("so", "então", "donc"): the openers that are no conjunction or contrast.
_CONCLUDING = _OPENERS - _words(CONJUNCTIONS) - _words(CONTRASTS)
_NEGATING_REPLACERS = _words(CORRELATIVE_REPLACERS, ["ja"])
SUBJECT_WORDS = 3  # the words of the answer's noun phrase read before the modal ("the final answer")


def reassigns_the_answer(sentence: str, own: Set[str], sentence_words: FrozenSet[str]) -> bool:
    """Return whether a sentence's first or last clause gives the answer another value by a modal of necessity
    ("It should be 21.", "..., 这样每组实际是 6 人，全班应为 42 人。", "So the answer must be 21.", "Es müsste 21 sein.", "其实应为21。"; not "The sum
    should be 41", whose subject is another quantity, nor "It should be 20", the answer's own).
    ``sentence_words`` are its ``words_of``: a sentence with no modal among them is not read further, but for one
    that only sets an anaphor equal to another value ("It is 72.", "Das ist 72.", "C'est 72.")."""
    final = _FINAL_MODALS.in_words(sentence_words)
    if not _MODALS.in_words(sentence_words) and not final:
        return _equates_anaphor(sentence, own)
    clauses: List[List[_Token]] = [[]]
    for kind, text in _tokens(sentence):
        if kind in ("stop", "comma") and clauses[-1]:
            clauses.append([])
        if kind in ("word", "value"):
            clauses[-1].append((kind, text))
    last = clauses[-1] or clauses[-2] if len(clauses) > 1 else clauses[0]
    return _reassigns_in(clauses[0], own) or len(clauses) > 1 and _reassigns_in(last, own) or final and _reassigns_verb_final(last, own) \
        or _reassigns_inverted(last, own)


def _reassigns_inverted(words: List[_Token], own: Set[str]) -> bool:
    """Return whether a clause in verb-second order gives the answer another value: a fronted adjunct, the modal of
    necessity, a subject that names the answer or a total, the value, and at most an infinitive group ("Nach
    nochmaligem Nachzählen müsste die Anzahl der Stühle eigentlich 48 betragen", "Na hertellen zou het totaal 48 moeten
    zijn"); no negator."""
    modal = next((index for index, (kind, text) in enumerate(words) if kind == "word" and text in _MODALS.words), -1)
    value = next((index for index in range(modal + 1, len(words)) if words[index][0] == "value"), -1) if modal > 0 else -1
    if value < 0 or value - modal > _INVERTED_SUBJECT_WORDS + 1 or not 0 < len(words) - value - 1 <= _INFINITIVE_GROUP:
        return False
    between, after = [text for _, text in words[modal + 1 : value]], [text for _, text in words[value + 1 :]]
    return _RESULT_LEXICON.in_words(frozenset(between)) and not any(map(is_negator, between)) \
        and all(text in _INFINITIVES for text in after) and not is_own_value(words[value][1].strip("$").replace(",", ""), own)


_INVERTED_SUBJECT_WORDS = 6  # the most words between the modal and the value ("die Anzahl der Stühle eigentlich")
_INFINITIVE_GROUP = 2  # and of the infinitive group after the value ("moeten zijn")


def _reassigns_verb_final(words: List[_Token], own: Set[str]) -> bool:
    """Return whether a clause gives the answer another value by a modal of necessity that ends it, in a verb-final
    language: the value, after a subject that names the answer or a total, is followed by at most _VERB_FINAL_WORDS words,
    one of them holding the modal, and no negator ("よって、合計は 48 個になるはずです", "इसलिए कुल संख्या 72 होनी चाहिए"; not
    "各箱には 8 個入っているはずです", whose subject is a part)."""
    value = next((index for index, (kind, _) in enumerate(words) if kind == "value"), -1)
    after = words[value + 1 :]
    if value <= 0 or not 0 < len(after) <= _VERB_FINAL_WORDS or any(kind != "word" or is_negator(text) for kind, text in after):
        return False
    return _FINAL_MODALS.in_words(frozenset(text for _, text in after)) and _RESULT_LEXICON.in_words(frozenset(text for kind, text in words[:value])) \
        and not is_own_value(words[value][1].strip("$").replace(",", ""), own)


_VERB_FINAL_WORDS = 3  # the most words after the value to the modal that ends its clause ("72 होनी चाहिए", "48 個になるはずです")


def _reassigns_in(words: List[_Token], own: Set[str]) -> bool:
    """Return whether a clause's words give the answer another value by a modal of necessity (``reassigns_the_answer``)."""
    index = 0
    while index < len(words) and words[index][0] == "word" and (words[index][1] in _OPENERS or words[index][1] in _COMPLEMENTIZERS or words[index][1].endswith("ly")):
        index += 1  # "So", "Actually", "что" ("получаем, что итог должен быть 48")
    index = _past_subject(words, index)
    if index < 0 or index >= len(words) or words[index][0] != "word" or not _MODALS.in_words(frozenset((words[index][1],))):
        return False
    modal = words[index][1]
    if modal not in _MODALS.words and not any(modal.endswith(entry) for entry in _MODALS.infixes):
        return False  # a CJK modal ends its run right before the value ("应为21")
    index += 1
    while index < len(words) and words[index][0] == "word" and (words[index][1] in _AUXILIARIES or len(words[index][1]) <= 3
                                                               or words[index][1] in CONTRAST_WORDS or words[index][1] in _TOTALS):
        index += 1  # "be", "to be", "que ser", "быть"; an impersonal modal's contrast or total ("Πρέπει όμως να είναι συνολικά 50")
    return index < len(words) and words[index][0] == "value" and not is_own_value(words[index][1].strip("$").replace(",", ""), own)


def _equates_anaphor(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence is, past its connectives, an anaphor and a copula (or a pronoun alone, or the two
    contracted: "C'est", "Это") followed by one value other than the answer's, and nothing else but the name of a form
    ("It is 72.", "That is 0.3 as a decimal."); not the
    rest of the answer's own sentence (", that is $2 \\cdot 8$": a restated form, compared as a chain member)."""
    if sentence.lstrip(" $*_)").startswith((",", "，", ";", ":")):
        return False
    tokens = [token for token in _tokens(sentence) if token[0] in ("word", "value")]
    start = next((index for index, (kind, text) in enumerate(tokens) if kind != "word" or text not in _OPENERS), len(tokens))
    tokens = tokens[start:]
    value = next((index for index, (kind, _) in enumerate(tokens) if kind == "value"), -1)
    if 0 < value < len(tokens) - 1 and " ".join(text for _, text in tokens[value + 1 :]) in _OTHER_FORMS:
        tokens = tokens[: value + 1]  # "That is 0.3 as a decimal.": the same value in another form, claimed
    if not 2 <= len(tokens) <= 3 or tokens[0][1] not in _ANAPHOR_WORDS or tokens[-1][0] != "value":
        return False
    if len(tokens) == 3 and (tokens[1][0] != "word" or tokens[1][1] not in _AUXILIARIES):
        return False
    return not is_own_value(tokens[-1][1].strip("$").replace(",", ""), own)


def _past_subject(words: List[_Token], index: int) -> int:
    """Where the subject that stands for the answer ends: past an anaphor ("it", "das"), past an answer
    word with up to SUBJECT_WORDS determiners and adjectives before it ("the final answer"), or at once (a
    pro-drop modal: "Debería ser 21", "应为21"); -1 when another subject stands there ("the sum")."""
    if index >= len(words) or words[index][0] != "word":
        return -1
    if words[index][1] in _ANAPHOR_WORDS and not (index + 1 < len(words) and words[index + 1][1] in _ANSWER_WORDS):
        return index + 1  # (an anaphor of one language before an answer word is another's article: Italian "il totale")
    if _MODALS.in_words(frozenset((words[index][1],))):
        return index
    for offset in range(SUBJECT_WORDS + 1):
        position = index + offset
        if position >= len(words) or words[position][0] != "word":
            return -1
        if words[position][1] in _ANSWER_WORDS:
            return _past_relative(words, position + 1)
        if offset == 0 and words[position][1] not in _DETERMINERS:
            return -1
    return -1


RELATIVE_CLAUSE_WORDS = 4  # the most words of a relative clause between the answer's noun and its modal ("they paid")
# What opens a relative clause on the answer's noun: a relative word or complementizer ("the total that they paid",
# "il totale che hanno pagato"), an elided one ("qu'ils"), or, with none, its subject pronoun ("the total they paid").
_RELATIVE_OPENERS = _words(RELATIVES) | _COMPLEMENTIZERS | _words(THIRD_PERSON_PRONOUNS) | FIRST_PERSON_LEXICON.words


def _past_relative(words: List[_Token], index: int) -> int:
    """Where the answer's noun phrase ends when a relative clause after its noun runs up to the modal: at most
    RELATIVE_CLAUSE_WORDS words that a relative word or a pronoun opens, with no noun phrase of its own (no determiner),
    no negator and no value ("the total they paid must be 71", "le total qu'ils ont payé doit être 71"); not "the total
    that the children paid", which restricts it to a part.  Else ``index``, right past the noun."""
    for end in range(index + 1, min(len(words), index + RELATIVE_CLAUSE_WORDS + 1)):
        kind, text = words[end]
        if kind != "word":
            return index
        if text in _MODALS.words:
            opener, rest = words[index][1], [word for _, word in words[index + 1 : end]]
            opens = opener in _RELATIVE_OPENERS or opener.startswith(("qu'", "qu’"))
            return end if opens and _DETERMINERS.isdisjoint(rest) and not any(map(is_negator, rest)) and not is_negator(opener) else index
    return index


NEGATOR_REACH = 4  # the tokens before a denied value read for its negator ("is not 10", "no es 10")


def replaces_a_denied_value(sentence: str, own: Set[str], sentence_words: FrozenSet[str]) -> bool:
    """Return whether a sentence asserts a value other than the answer's in place of a denied one ("The
    total is not 10 but 30.", "El total no es 10, sino 30.", "Ответ не 10, а 30.", "答案不是10，而是30。",
    "10ではなく30です"); not when that value is the answer's own ("not 10 but 20").  ``sentence_words``
    are its ``words_of``: a sentence with no replacing conjunction among them is not read further."""
    if not _REPLACER_LEXICON.in_words(sentence_words):
        return False
    replacing = value_in_place(sentence)
    return replacing is not None and not is_own_value(replacing.strip("$").replace(",", ""), own)


def value_in_place(text: str) -> Optional[str]:
    """The value that "not A but B" asserts in a text (B as written), or None: a negator within
    NEGATOR_REACH tokens before A, then (past a comma) a replacing conjunction right before B; the
    Japanese replacers carry the negation themselves ("10ではなく30")."""
    tokens = _tokens_past_markup(text)
    for index in range(len(tokens) - 2):
        if tokens[index][0] != "value":
            continue
        if tokens[index + 1][1] in _FINAL_NEGATOR_WORDS and index + 3 < len(tokens) and tokens[index + 2][0] == "comma" \
                and tokens[index + 3][0] == "value":
            return tokens[index + 3][1]  # "42 değil, 24", "42 नहीं, 24": a verb-final negator after A, then B
        position = index + 1 + (tokens[index + 1][0] == "comma")
        if position + 1 >= len(tokens) or tokens[position][0] != "word" or tokens[position + 1][0] != "value":
            continue
        replacer = tokens[position][1]
        if replacer in _NEGATING_REPLACERS or replacer in _REPLACERS and any(
                kind == "word" and is_negator(word) for kind, word in tokens[max(0, index - NEGATOR_REACH) : index]):
            return tokens[position + 1][1]
    return None


def concludes_otherwise(sentence: str, own: Set[str]) -> bool:
    """Return whether a later sentence of the writer's concludes, after its last connective, with a value
    that is not the answer's: the sentence opens by redoing or checking the work ("Redoing the count calmly:
    ..., so 39 pencils remain", "Refazendo a conta: ..., então restam 39"), or the conclusion's subject
    stands for the answer (a result noun or an anaphor, with only RESULT_VERBS, determiners and auxiliaries beside
    it, between the connective and the value: "Re-reading the statement, there are nine volunteers, so the count
    becomes 252").  With no connective the sentence is read from its start: its subject alone, standing for the
    answer ("The total is 13.", "Die Summe beträgt 13."), concludes too.  A conclusion about a part ("so each chair
    gives 21", "so we get 56", "The number of red apples is 5") is none."""
    body = sentence.lstrip(SENTENCE_EDGE)
    tokens = _tokens_with_prose_chains(body)
    connective = max((index for index, (kind, text) in enumerate(tokens) if kind == "word" and _concludes(text)), default=-1)
    if connective < 0 and not _opens_a_sentence(sentence):
        return False  # the rest of the answer's own sentence (", that is $2 \\cdot 8$") is its chain, compared
    concluded = [value for kind, text in tokens[connective + 1 :] if kind == "value" for value in values_in(text)]
    if not concluded or is_own_value(concluded[-1], own) or "=" in body and concluded[-1] in substitution_results(body, numbers_of(own)):
        return False  # a chain's last side: "$20 - 8 = 12$" concludes 12; a check by substitution concludes nothing ("2 + 3 = 5")
    if any(kind == "word" and is_negator(text) for kind, text in tokens[connective + 1 :]):
        return False  # the conclusion denies the values ("..., so neither 0 nor 8 belongs"); "not A but B" is read apart
    if connective >= 0 and (RETRACTIONS_SET.starts(body) or CHECKS_SET.starts(body)):
        # the work redone says otherwise, whatever mistake it names on the way ("eram 4 caixas, e não 3"), unless the
        # check starts from the answer's value and reaches its consequences ("Check: $180 - 120 = 60$, and six make 360")
        return RETRACTIONS_SET.starts(body) or not substitutes_first(body, numbers_of(own))
    if RETRACTIONS_SET.search(body) or REPLACEMENTS_SET.search(body) or interjects(body) or OFFERING_LEXICON.in_words(words_of(body)):
        return False  # a correction ("Hmm, I forgot the gate, so it is 28") or an offer ("One could also get 3"), read as one
    first_value = next(index for index in range(connective + 1, len(tokens)) if tokens[index][0] == "value")
    between = [(kind, text) for kind, text in tokens[connective + 1 : first_value] if kind != "comma"]
    if connective > 0 and tokens[connective - 1][0] == "word" and not any(text in _RESULT_NOUNS for _, text in between):
        start = max((index + 1 for index in range(connective) if tokens[index][0] in ("comma", "stop")), default=0)
        between = [token for token in tokens[start:connective] + tokens[connective + 1 : first_value] if token[0] != "comma"]  # a
        # connective inside the clause, after its subject ("The sum is therefore 76", "La somme doit donc s'élever à 76")
    after = [kind for kind, _ in tokens[first_value + 1 :]]
    subject = next((index for index, (_, text) in enumerate(between) if text in _RESULT_NOUNS or text in _ANAPHOR_WORDS), -1)
    return all(kind == "word" and _stands_for_the_result(text) for kind, text in between) and subject >= 0 \
        and "value" not in after and after.count("word") <= _TAIL_WORDS \
        and (connective >= 0 or any(text not in _RESULT_NOUNS and text in _RESULT_WORDS | _AUXILIARIES for _, text in between[subject + 1 :]))
    # (with no connective, a copula or a verb of result after the subject: "Число 42 тоже подходит" offers, read there)


def _opens_a_sentence(body: str) -> bool:
    """Return whether a text opens a sentence of its own: no comma or lower-case letter first (past spacing, markup and
    the closing dollar of the answer's math)."""
    first = body.lstrip(" \t\n*_>#$")[:1]
    return bool(first) and not first.islower() and first not in ",;:，；：、"


# What joins the numbers of a chain of work written in prose: an arithmetic sign or "=" ("20 - 7 = 13").
_CHAIN_GAP_RE = lazy_compile(r"(?:" + _ARITHMETIC_SIGN + r"|\s*=\s*)")


def _tokens_with_prose_chains(text: str) -> List[_Token]:
    """The tokens of a text past its markup, a chain of work written in prose that states its result ("so the
    total is 20 - 7 = 13") read as one value, as the same chain in a math span is ("$20 - 7 = 13$"): its last
    side is what it concludes.  Numbers joined by signs without "=" ("20 - 7") stay apart: no result is stated."""
    spans = [span for span in _spans(text) if span[0] != "command"]
    tokens: List[_Token] = []
    index = 0
    while index < len(spans):
        kind, word, _, end = spans[index]
        last, states = index, False
        while kind == "value" and last + 1 < len(spans) and spans[last + 1][0] == "value" \
                and _CHAIN_GAP_RE.fullmatch(text, spans[last][3], spans[last + 1][2]):
            states = states or "=" in text[spans[last][3] : spans[last + 1][2]]
            last += 1
        if states:
            tokens.append(("value", text[spans[index][2] : spans[last][3]]))
            index = last + 1
        else:
            tokens.append((kind, word))
            index += 1
    return tokens


_RESULT_WORDS = _RESULT_NOUNS | _words(RESULT_VERBS)
_CONCLUDING_ENDINGS = tuple(_words(CONCLUDING_ENDINGS))
_TAIL_WORDS = 2  # after a concluded value: its unit or count noun and a copula ("252 committees", "252 となります")


def _concludes(word: str) -> bool:
    """Return whether a word opens a conclusion: a concluding connective, or a word of the scripts without
    spaces that ends with a concluding ending ("人なので")."""
    return word in _CONCLUDING and word not in _ADDITIVES or not word.isascii() and word.endswith(_CONCLUDING_ENDINGS) and len(word) > 2


def _stands_for_the_result(word: str) -> bool:
    """Return whether a word between a connective and its value keeps the conclusion the answer's."""
    return word in _RESULT_WORDS or word in _DETERMINERS or word in _AUXILIARIES or word in _ANAPHOR_WORDS


_OBTAINING = _words(OBTAINING_VERBS)
# The words between a verb of obtaining and its value ("kom ik op", "I make it", "end up with"), and the letters of
# a particle among them ("op", "auf", "à", "up").
_OBJECT_LEAD_WORDS = 4
_PARTICLE_LETTERS = 3


def states_another_own_result(sentence: str, own: Set[str]) -> bool:
    """Return whether a later sentence sets a result of the writer's own against the answer: a contrast before its
    last clause, or the sentence opens by redoing or checking the work, and that clause holds a verb of obtaining
    (OBTAINING_VERBS) with a word of the first person ("The total is \\boxed{30}, but I get 28.", "Checking again, I
    get 28.", "maar zelf kom ik op 28", "mais moi je trouve 28"), whose object is the sentence's last value, not the
    answer's, with at most a count noun after it; between the verb and the value only the writer, determiners,
    auxiliaries, anaphors, prepositions, nouns of the result and particles of at most _PARTICLE_LETTERS letters ("op",
    "auf", "à", "up"); in the verb-final languages the verb right after the value ("24 buluyorum").  Not an earlier
    attempt ("but I first got 28"), nor a sentence that a preposition opens ("For the border alone, I get 18": another quantity), nor a step of work that no contrast sets
    against the answer ("Then we get 56"); the caller leaves out conditions, mistakes, offers and other people's."""
    body = sentence.lstrip(SENTENCE_EDGE)
    earlier = _earlier_attempt_clause(body, own)
    if earlier >= 0:  # "So this time I find 20, while previously I had 19.": the answer's value was the earlier attempt
        body = body[:earlier].rstrip(" ,;:")
    tokens = _tokens_past_markup(body)
    last = max((index for index, (kind, _) in enumerate(tokens) if kind == "value"), default=-1)
    if last < 0:
        return False
    after = [text for kind, text in tokens[last + 1 :] if kind != "stop"]
    if len(after) > 1 or after and (tokens[last + 1][0] != "word" or not (is_count_noun(after[0]) or after[0] in _OBTAINING)):
        return False  # the value ends the sentence, but for its count noun ("28 tiles") or its verb ("24 buluyorum")
    value = math_value(tokens[last][1].strip("$"))
    if value is None or any(math_value(mine) == value for mine in own):
        return False  # a value this reading cannot compare, or an equal form of the answer ("I obtain $\\frac{1}{2}$" after 0.5)
    start = max((index + 1 for index in range(last) if tokens[index][0] in ("stop", "comma")), default=0)
    clause = [text for kind, text in tokens[start:last] if kind == "word"]
    words = [text for kind, text in tokens[:last] if kind == "word"]
    lead = next((word for word in words if word not in CONTRAST_WORDS and word not in _OPENERS), "")
    if any(kind == "value" for kind, _ in tokens[start:last]) or not clause or _is_preposition(lead) or _EARLIER_ATTEMPTS.in_words(frozenset(words)) \
            or not _RESTRICTIVES.isdisjoint(words):
        return False  # a part: "However, counting only the blue marbles, I get 7", "Но только для первого этажа я получаю 14"
    if after and after[0] in _OBTAINING:  # the verb after its object ("tekrar saydığımda 24 buluyorum")
        return FIRST_PERSON_LEXICON.in_words(frozenset(clause + after)) and _sets_against(words, body)
    verb = max((index for index, word in enumerate(clause) if word in _OBTAINING or word.rpartition("'")[2] in _OBTAINING), default=-1)  # its verb
    if verb < 0 or not (FIRST_PERSON_LEXICON.in_words(frozenset(clause)) or FIRST_PERSON_LEXICON.in_words(words_of(" ".join(clause)))):
        # (the second reading finds an elided subject: "j'obtiens")
        return False
    if earlier < 0 and not _sets_against(words, body):
        return False
    between = clause[verb + 1 :]
    return len(between) <= _OBJECT_LEAD_WORDS and all(
        FIRST_PERSON_LEXICON.in_words(frozenset((word,))) or word in _DETERMINERS or word in _AUXILIARIES or word in _ANAPHOR_WORDS
        or word in _RESULT_NOUNS or word in CONTRAST_WORDS or _is_preposition(word) or len(word) <= _PARTICLE_LETTERS and word.isalpha()
        for word in between)


def _earlier_attempt_clause(body: str, own: Set[str]) -> int:
    """Where the last clause of a sentence starts when it reports the answer's value as the writer's earlier attempt
    and ends the sentence ("..., while previously I had 19."), or -1."""
    values = list(_LAST_VALUE_RE.finditer(body))
    if not values or not is_own_value(values[-1].group().strip("$"), own) or body[values[-1].end() :].strip(" .!$"):
        return -1
    before = body[: values[-1].start()]
    return max(before.rfind(mark) for mark in ",;:，；：") if reports_an_earlier_attempt(before) else -1


_LAST_VALUE_RE = lazy_compile(r"\$?-?\d+(?:[.,]\d+)*\$?")


def _sets_against(words: List[str], body: str) -> bool:
    """Return whether a result is set against the answer: a contrast among the words before its value (before or, in
    the verb-second languages, after its verb: "komme ich allerdings auf 20"), or a sentence that opens by checking or
    redoing the work."""
    return not CONTRAST_WORDS.isdisjoint(words) or CHECKS_SET.starts(body) or RETRACTIONS_SET.starts(body)
