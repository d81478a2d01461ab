"""A value named as a mistake after the answer ("a common slip gives 30", "16, which was an error", "Some answer 36; that
is a reading error"), and the writer's own work pointed at instead ("That is wrong", "My result is incorrect").  Below
notes.py, which reads every sentence after the answer with them."""

from __future__ import annotations

from itertools import dropwhile

from typing import FrozenSet, Iterable, List, Set, Tuple

from .._lazy import lazy_compile
from ..normalize import is_glued_script
from .._tables import ANCHOR_CORE_WORDS, AVOIDING_VERBS, GLUED_WRITERS, TENDENCY_MARKERS, WORK_NOUNS, COUNTING_VERBS, GLUED_PAST_COUNTERFACTUALS, MULTIPLICITY_WORDS, SENTENTIAL_RELATIVE_HEADS

from .retractions import MISTAKE_SUBJECT_WORDS, _ANAPHORS, _FIRST_PERSON, _MISTAKE, names_other_options, other_options_as_values, own_option_as_value
from .phrases import RETRACTIONS_SET, PhraseSet
from .lexicons import Lexicon, VALIDITY_LEXICON, WORD_IN_ORDER_RE, _AUXILIARIES, _DETERMINERS, _INTENSIFIERS, _OPENERS, _OTHERS, _QUANTIFIERS, _RELATIVES, _SUBORDINATORS, _is_exclusion, _spans, _words
from .clauses import split_clauses
from .offers import NEGATED_WORD_REACH, _CONDITION_FIRST_RE
from .people import OTHER_PEOPLE_LEXICON
from .suppositions import CONDITIONS_LEXICON, COUNTERFACTUALS_LEXICON, PAST_COUNTERFACTUALS_WORDS as _PAST_COUNTERFACTUALS
from .layout import _DIGIT_RE
from .interjections import FIRST_WORD_RE as _FIRST_WORD_RE, SENTENCE_EDGE as _SENTENCE_EDGE, replaces_at_start
from .anaphors import _opens_with_anaphor
from .doubles import is_bare_ne
from .scope import _next_word, _tokens, denies_another_value, is_negator, words_of
from .values import is_own_value, own_values, values_in

__all__ = ["attaches_mistake_to_another_value", "diagnoses_others", "fails_in_relative", "is_named_mistake", "names_a_kind_of_mistake", "names_mistake_alone", "negated_mistakes", "overcounts", "negates_mistake", "negates_validity",
           "points_at_own_work"]


# Words after a named mistake's copula before the mistake word ("an arithmetic slip"); its subject holds at
# most MISTAKE_SUBJECT_WORDS ("The earlier estimate of 30 in my scratch work was an arithmetic slip").
_MISTAKE_MODIFIERS = 1
_SENTENTIAL_HEADS = _words(SENTENTIAL_RELATIVE_HEADS)


def attaches_mistake_to_another_value(text: str, own: Iterable[str]) -> bool:
    """Return whether a mistake is predicated of another value than the answer's: the value, perhaps
    in a subject of a few words or before a relative word, then a copula and the mistake word, with no
    negator or clause boundary between, and nothing after the mistake word in its sentence ("16, which
    was an error", "The earlier estimate of 30 in my scratch work was an arithmetic slip"; not "16, which
    the earlier error hid", "30 was not a mistake", "30 was an error, maybe")."""
    tokens = _tokens(text)
    mine = {value.lstrip("-−") for value in own}
    for index, (kind, word) in enumerate(tokens):
        if kind != "value" or word.strip("$").replace(",", "").lstrip("-−") in mine:
            continue
        before_copula = after_copula = 0
        copula = False
        for position in range(index + 1, len(tokens)):
            kind, word = tokens[position]
            if kind == "command":
                continue
            if kind == "comma" and _next_word(tokens, position) in _RELATIVES and not copula:
                continue  # "16, which was an error"
            if kind != "word" or is_negator(word) or word in _OPENERS or word in _SUBORDINATORS:
                break  # another kind of token, a negation, or a new clause ("16 is the answer and the rest was an error")
            if word in _MISTAKE.words:
                rest = [kind for kind, _ in tokens[position + 1 :] if kind != "command"]
                ends = not rest or rest[0] == "stop"  # nothing may qualify the judgment after it ("an error, maybe")
                if copula and ends and before_copula <= MISTAKE_SUBJECT_WORDS and after_copula <= _MISTAKE_MODIFIERS:
                    return True
                break
            if word in _AUXILIARIES:  # the last one before the mistake word is its copula ("in" is an auxiliary elsewhere)
                copula, before_copula, after_copula = True, before_copula + after_copula, 0
            elif word not in _RELATIVES and word not in _DETERMINERS and word not in _INTENSIFIERS:
                after_copula += 1
            if before_copula + after_copula > MISTAKE_SUBJECT_WORDS + _MISTAKE_MODIFIERS:
                break
    return False


def is_named_mistake(sentence: str, words: FrozenSet[str], own: Set[str]) -> bool:
    """Return whether a sentence names another value as a mistake or a failure ("a common slip gives
    30", "n = 12 would fail"), not the writer's own answer: a mistake word or a negator, another
    value, and no word by which the writer points at its own work, unless the mistake is predicated of
    that other value itself ("my earlier draft had 16, which was an error")."""
    if attaches_mistake_to_another_value(sentence, own) or supposes_a_mistake_not_made(sentence) or fails_in_relative(sentence, own):
        return True
    clauses = split_clauses(sentence) if _MISTAKE.in_words(words) or overcounts(sentence, words) or any(map(_is_exclusion, words)) else []
    if any(index and _calls_the_values_before_a_mistake(" ".join(clauses[:index]), clause, own) for index, clause in enumerate(clauses)):
        return True  # "I first got 36; that was a reading error": the anaphor's antecedent is the other value, whoever gave it
    if _FIRST_PERSON.in_words(words) or replaces_at_start(sentence):
        return False  # "My result in step 4 is incorrect": the writer's own work; "Hmm, nie, to się nie zgadza: ..." corrects it
    if denies_another_value(sentence, own):
        return True  # "12 would fail the second condition", "It can't be 14": an anaphor's other value denied
    if points_at_own_work(sentence, words):
        return False  # "That is wrong"
    if any(_states_another_answer(clause, own) for clause in clauses):
        return False  # "si l'énoncé contient une erreur de frappe ..., la réponse serait alors 9": another answer, under a condition
    return any(_MISTAKE.in_words(words_of(clause)) and any(value not in own for value in values_in(clause)) and not negates_mistake(clause)
               or any(value not in own and _overcounts_after(clause, value) for value in values_in(clause)) for clause in clauses)


_ANSWER_NOUNS = frozenset(word for word in ANCHOR_CORE_WORDS if " " not in word)


def _states_another_answer(clause: str, own: Set[str]) -> bool:
    """Return whether a clause says what the answer would be, another value ("the answer would then be 9"): the answer's noun after
    a determiner, a counterfactual after it and a value not the answer's (not the verb: "A reader ... would answer 24")."""
    words = WORD_IN_ORDER_RE.findall(clause.lower())
    noun = next((index for index, word in enumerate(words) if word in _ANSWER_NOUNS and index and words[index - 1] in _DETERMINERS), -1)
    return noun > 0 and COUNTERFACTUALS_LEXICON.in_words(frozenset(words[noun + 1 :])) and any(not is_own_value(value, own) for value in values_in(clause))


def fails_in_relative(sentence: str, own: Set[str]) -> bool:
    """Return whether a relative clause right after another value than the answer's withdraws that value: its relative
    word, then a withdrawal or a negator before the clause ends, and no first person ("..., $x = 1$, which fails the
    original equation", "x = 1, qui ne convient pas"): the failure is that value's, a named one."""
    tokens = _tokens(sentence)
    for index, (kind, text) in enumerate(tokens):
        found = values_in(text) if kind == "value" else []
        if not found or any(is_own_value(value, own) for value in found):
            continue
        position = index + 1 + (index + 1 < len(tokens) and tokens[index + 1][0] == "comma")
        if position + 1 < len(tokens) and tokens[position][1] in _SENTENTIAL_HEADS and tokens[position + 1][1] in _RELATIVES:
            position += 1  # "..., 120, κάτι που δεν ισχύει", "..., ce qui ne tient pas": a relative about the clause
        if position < len(tokens) and tokens[position][0] == "word" and tokens[position][1] in _RELATIVES:
            end = next((place for place in range(position + 1, len(tokens)) if tokens[place][0] in ("stop", "value")), len(tokens))
            words = [word for kind, word in tokens[position + 1 : end] if kind == "word"]
            if not _FIRST_PERSON.in_words(frozenset(words)) and _withdraws_its_subject(words):
                return True
    return False


def _withdraws_its_subject(words: List[str]) -> bool:
    """Return whether the words of a relative clause withdraw its antecedent: a withdrawal and no negator ("which fails the
    original equation"), or one negation of a word of validity and nothing else that withdraws ("which does not work", "qui ne
    convient pas"; not "which is not wrong", "which cannot be ruled out", double negations that leave it standing)."""
    text = " ".join(words)
    negators = [word for word in words if is_negator(word) and not is_bare_ne(word) and not RETRACTIONS_SET.search(word)]  # ("fails" withdraws)
    if not negators:
        return RETRACTIONS_SET.search(text)
    return len(negators) == 1 and VALIDITY_LEXICON.in_words(frozenset(words)) and not any(map(_is_exclusion, words)) \
        and all(negates_validity(found) for _, found in RETRACTIONS_SET.located(text))


def _overcounts_after(clause: str, value: str) -> bool:
    """Return whether the text of a clause after the first place of a value says something is counted more than once:
    counting twice is said of a value before it ("90, which counts each pair twice")."""
    after = clause[clause.find(value) + len(value) :]
    return overcounts(after, words_of(after))


_COUNTING = Lexicon(COUNTING_VERBS)
_MULTIPLICITY_SET = PhraseSet([MULTIPLICITY_WORDS])


def overcounts(text: str, words: FrozenSet[str]) -> bool:
    """Return whether a text says something is counted more than once ("which counts each handshake twice", "ce qui
    compte chaque poignée deux fois"): a mistake named as a word of mistake names one."""
    return _COUNTING.in_words(words) and _MULTIPLICITY_SET.search(text)


def _calls_the_values_before_a_mistake(previous: str, clause: str, own: Set[str]) -> bool:
    """Return whether a clause with no value, opened by an anaphor or by its verb (its subject left out), calls the values of
    the clauses before it, all other than the answer's, a mistake ("Some answer 36; that is a reading error", "Algunos
    responden 36; es un error de lectura")."""
    stated = values_in(previous)
    first = _FIRST_WORD_RE.match(clause.lstrip(_SENTENCE_EDGE))
    if not stated or values_in(clause) or any(is_own_value(value, own) for value in stated):
        return False
    words = [text for kind, text in _tokens(clause) if kind == "word"]
    lead = list(dropwhile(lambda word: word in _OPENERS, words))[:_EXCLUDING_PREDICATE_WORDS]  # "así que queda descartada"
    if any(map(_is_exclusion, lead)) and not any(is_negator(word) and not _is_exclusion(word) for word in words):
        return True  # the clause excludes them, its subject left out: "..., so it is ruled out", "así que queda descartada"
    return _MISTAKE.in_words(words_of(clause)) and not negates_mistake(clause) \
        and (_opens_with_anaphor(clause.lstrip(_SENTENCE_EDGE)) or bool(first) and first.group().lower() in _AUXILIARIES)


_EXCLUDING_PREDICATE_WORDS = 3  # the first words of a clause read for the exclusion it opens with ("it is ruled out")


def negates_mistake(clause: str) -> bool:
    """Return whether every mistake word of a clause has a negator among the few words before it ("which is not wrong",
    "and it is no mistake"): a negated mistake names none."""
    words = [text for kind, text in _tokens(clause) if kind == "word"]
    places = [index for index, word in enumerate(words) if _MISTAKE.in_words(frozenset((word,)))]
    return bool(places) and all(any(is_negator(word) and not _MISTAKE.in_words(frozenset((word,)))
                                    for word in words[max(0, place - NEGATED_WORD_REACH) : place]) for place in places)


def points_at_own_work(sentence: str, words: FrozenSet[str]) -> bool:
    """Return whether the writer points at its own work: a word of the first person anywhere, or an
    anaphor as the subject that opens the sentence ("That is wrong", not "Note that 12 fails")."""
    if _FIRST_PERSON.in_words(words):
        return True
    first = _FIRST_WORD_RE.match(sentence.lstrip(_SENTENCE_EDGE))
    return bool(first) and _ANAPHORS.in_words(frozenset((first.group().lower(),)))


# The most words of a subject that names a kind of mistake ("One more common error").
KIND_OF_MISTAKE_WORDS = 4


def names_a_kind_of_mistake(sentence: str) -> int:
    """Where the description starts in a sentence that opens by naming a kind of mistake and then says what it is, or -1:
    a subject of a few words, a mistake word with "another" or a quantifier ("Another mistake", "Ещё одна ошибка", "Otro
    error", "Un autre piège"; "A mistake was made" is the writer's), before a dash, a colon or a copula ("— считать, что
    ...", ": assuming ...", "es pensar que ..."), with no first person and no anaphor in it.  The description is read as
    any text after the answer is ("Another error: the answer above is wrong" withdraws it)."""
    spans = _spans(sentence)
    label = 2 if len(spans) > 2 and spans[0][0] == "word" and spans[1][1] in (":", "：") else 0  # "Προσοχή: ένα συνηθισμένο λάθος είναι"
    link = next((index for index, (kind, text, _, _) in enumerate(spans) if index >= label and (kind != "word" or text in _AUXILIARIES)), len(spans))
    head = frozenset(text for _, text, _, _ in spans[label:link])
    if not 2 <= link - label <= KIND_OF_MISTAKE_WORDS or link == len(spans) or spans[link][0] != "word" and spans[link][1] not in _LINKS:
        return -1
    named = _MISTAKE.in_words(head) and not _FIRST_PERSON.in_words(head) and not _ANAPHORS.in_words(head) \
        and not head.isdisjoint(_KINDS)
    return spans[link][3] if named else -1


_LINKS = frozenset(("—", "–", ":", "：", "-"))  # the marks that set a description off after the kind of mistake
_KINDS = _OTHERS | _QUANTIFIERS  # "another", "one more", "одна": a kind among others


def names_mistake_alone(sentence: str, answer: str) -> bool:
    """Return whether a sentence of one clause only names another value's mistake ("The estimate of 30
    in my scratch work was a slip"): its hedge word is about that value, not the answer."""
    own = own_values(answer)
    return len(split_clauses(sentence)) == 1 and not own & set(values_in(sentence)) and attaches_mistake_to_another_value(sentence, own)


def diagnoses_others(sentence: str) -> bool:
    """Return whether a sentence opens with a condition on somebody else's result ("If you got 17,
    you probably counted the endpoints twice."), or its first clause makes other people the subject of a mistake and
    names no work of the writer's ("Students might go wrong here: ...", "学生在这里可能会出错：..."): what it hedges is
    their mistake, not the answer."""
    opening = _CONDITION_FIRST_RE.match(sentence)
    if opening and _DIGIT_RE.search(opening.group(1)) and OTHER_PEOPLE_LEXICON.in_words(words_of(opening.group(1))):
        return True
    first = words_of(_FIRST_CLAUSE_END_RE.split(sentence, 1)[0])
    return OTHER_PEOPLE_LEXICON.in_words(first) and _MISTAKE.in_words(first) and not _FIRST_PERSON.in_words(first)


_FIRST_CLAUSE_END_RE = lazy_compile(r"[,;:，；：]")


def negates_validity(words: Tuple[str, ...]) -> bool:
    """Return whether a withdrawing phrase is a negator, with at most auxiliaries and words of validity beside it."""
    return any(map(is_negator, words)) and all(is_negator(word) or word in _AUXILIARIES or VALIDITY_LEXICON.in_words(frozenset((word,)))
                                               for word in words)


def negated_mistakes(text: str, located: List[Tuple[int, Tuple[str, ...]]]) -> Set[int]:
    """Where the withdrawals that cancel each other start: a negating phrase (``negates_validity``) and a word of mistake
    with only determiners and auxiliaries between them, either first ("There cannot be a mistake", "12 cannot be wrong",
    "A mistake is impossible here"): a denied mistake, no withdrawal.  Words between them ("cannot be right because of a
    mistake") leave each its own."""
    cancelled: Set[int] = set()
    for (first, first_words), (second, second_words) in zip(located, located[1:]):
        kinds = {_phrase_kind(first_words), _phrase_kind(second_words)}
        between = [word.lower() for word in WORD_IN_ORDER_RE.findall(text, first, second)]
        if kinds == {"mistake", "negating"} and len(between) >= len(first_words) and not _CLAUSE_MARK_RE.search(text, first, second) \
                and all(word in _DETERMINERS or word in _AUXILIARIES for word in between[len(first_words) :]):
            cancelled.update((first, second))  # (overlapping phrases, "is wrong" and "wrong", are one withdrawal)
    cancelled.update(start for start, words in located if _phrase_kind(words) == "negating" and _denies_a_mistake_after(text, start, words))
    cancelled.update(start for start, words in located if _phrase_kind(words) == "mistake" and _avoided(text, start))
    return cancelled


def _avoided(text: str, start: int) -> bool:
    """Return whether a verb of avoiding takes the word of mistake at ``start`` as its object, with at most two words between
    ("So vermeidet man Fehler", "This avoids the usual error"): a mistake not made."""
    before = [word.lower() for word in WORD_IN_ORDER_RE.findall(text, max(0, start - _MISTAKE_REACH), start)][-(_MISTAKE_GAP + 1) :]
    return not _AVOIDING.isdisjoint(before)


_AVOIDING = frozenset(word for words in AVOIDING_VERBS.values() for word in words)


def _denies_a_mistake_after(text: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether a negating phrase denies the word of mistake right after it, with only determiners, auxiliaries and
    negators between ("Здесь не может быть ошибки", "cannot be any mistake"): a word no withdrawal phrase locates."""
    following = [word.lower() for word in WORD_IN_ORDER_RE.findall(text[start : start + _MISTAKE_REACH])][len(words) :]
    mark = _CLAUSE_MARK_RE.search(text, start, start + _MISTAKE_REACH)
    for word in following[: _MISTAKE_GAP + 1]:
        if _MISTAKE.in_words(frozenset((word,))):
            return mark is None or text.find(word, start) < mark.start()
        if not (word in _DETERMINERS or word in _AUXILIARIES or is_negator(word)):
            return False
    return False


_MISTAKE_REACH = 60  # the characters after a negating phrase read for the word of mistake it denies
_MISTAKE_GAP = 2  # the most determiners, auxiliaries and negators read between them


_CLAUSE_MARK_RE = lazy_compile(r"[,;:.!?，；：、。！？\n]")  # "不对，错了": two withdrawals, each its own


def _phrase_kind(words: Tuple[str, ...]) -> str:
    """A withdrawing phrase as ``negated_mistakes`` pairs them: a word of mistake, a negating phrase, or another."""
    if _MISTAKE.in_words(frozenset(words)):
        return "mistake"
    return "negating" if negates_validity(words) else "other"


def names_another_option_as_mistake(sentence: str, option: str) -> bool:
    """Return whether a sentence names an option other than the answer's ``option`` as a mistake, the letter named as an
    option (in brackets, after an option word, or where a clause starts) and read as a value, and does not name the
    answer's own ("(D) wäre falsch: dort wird jede Strecke doppelt gezählt", "(C) sería incorrecta")."""
    if not option or own_option_as_value(sentence, option):
        return False
    stand_in = other_options_as_values(sentence, option)  # (the writer's own mistake is none of theirs: "(D) is correct, I was wrong")
    return stand_in != sentence and not _FIRST_PERSON.in_words(words_of(sentence)) and is_named_mistake(stand_in, words_of(stand_in), set())


def supposes_a_mistake_not_made(sentence: str) -> bool:
    """Return whether a sentence's first clause supposes a mistake contrary to fact, a condition in the counterfactual past
    with a word of mistake ("If I had forgotten the corner tiles, I would have gotten 38", "Had we ignored the
    order, ...", "Si hubiera olvidado las esquinas, ..."): what its consequence gives is a named mistake, nobody's result
    ("If I made a mistake, it would be 38" supposes one that may have been made: an offer)."""
    comma = _FIRST_COMMA_RE.search(sentence)
    if comma is None:
        return False
    condition = WORD_IN_ORDER_RE.findall(sentence[: comma.start()].lower())
    opened = bool(condition) and (CONDITIONS_LEXICON.in_words(frozenset(condition[:2])) or condition[0] in _PAST_COUNTERFACTUALS)
    past = not _PAST_COUNTERFACTUALS.isdisjoint(condition) or any(form in word for word in condition if not word.isascii() for form in _GLUED_PAST)
    return opened and past and (_MISTAKE.in_words(frozenset(condition)) or _MISTAKE.in_words(words_of(sentence[comma.end() :])))
    # (the mistake named in the condition or in what it would have given: "…，我就会误写成 41")


_FIRST_COMMA_RE = lazy_compile(r"[,，]")
_GLUED_PAST = tuple(form for forms in GLUED_PAST_COUNTERFACTUALS.values() for form in forms)


def about_other_options(sentence: str, option: str) -> bool:
    """Return whether what a sentence withdraws is other options': they are its subject ("Choices A, B and D are
    impossible") or it names one as a mistake ("La opción (D) resultaría de olvidar el signo")."""
    return names_other_options(sentence, option) or names_another_option_as_mistake(sentence, option)


# After a mistake word in the scripts without spaces: the rest of its noun (one letter) and a particle that makes it a noun of
# the clause, a topic, one of a list of nouns ("掛け忘れや符号の間違いは"), the object of a verb of avoiding (AVOIDING_VERBS) or what
# a genitive governs ("間違いは", "間違いを防げます",
# "错误的来源"; not "間違いを見つけました", a mistake found, nor "間違いでした", "是错误的。", a predicate).
_GLUED_AVOIDING = "|".join(sorted(AVOIDING_VERBS.get("ja", ()), key=len, reverse=True))
_GLUED_MISTAKE_NOUN_RE = lazy_compile(r"[\u4e00-\u9fff\u3040-\u30ff]?(?:[はや]|を(?:" + _GLUED_AVOIDING + r")|の(?=[\u3040-\u30ff\u4e00-\u9fff])|的(?=[\u4e00-\u9fff]))")
# The writer, the answer itself, or the writer's work (WORK_NOUNS: "計算の間違いは明らかです" is the work's mistake).
_GLUED_WRITERS = tuple(word for table in (GLUED_WRITERS, WORK_NOUNS) for language in ("ja", "zh") for word in table.get(language, ()))


def names_mistakes_in_general(sentence: str) -> bool:
    """Return whether a sentence in a script without spaces speaks of mistakes as things, each mistake word a noun of its
    clause (a topic, an object, governed by a genitive: "最後の間違いは、...混同したときに起こります", "答え方の間違いを防げます",
    "这正是...这一错误的来源"), not of the writer or the answer ("私の計算は間違いでした", "这个答案是错误的"): a remark on mistakes in
    general, which withdraws nothing."""
    if sentence.isascii() or any(writer in sentence for writer in _GLUED_WRITERS):
        return False
    located = [(start, words) for start, words in RETRACTIONS_SET.located(sentence) if len(words) == 1 and is_glued_script(words[0][:1])]
    return bool(located) and len(located) == len(RETRACTIONS_SET.located(sentence)) \
        and all(_GLUED_MISTAKE_NOUN_RE.match(sentence, start + len(words[0])) or _tends_to(sentence, start, start + len(words[0]))
                for start, words in located)


_TENDENCY_BEFORE = TENDENCY_MARKERS.get("zh", ())
_TENDENCY_AFTER = TENDENCY_MARKERS.get("ja", ())


def _tends_to(sentence: str, start: int, end: int) -> bool:
    """Return whether a glued mistake verb at ``sentence[start:end]`` says what tends to happen ("最容易被忽略", "見落としがち")."""
    before = sentence[max(0, start - 4) : start].rstrip("被")
    return before.endswith(_TENDENCY_BEFORE) or sentence.startswith(_TENDENCY_AFTER, end)
