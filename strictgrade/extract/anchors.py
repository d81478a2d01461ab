"""The last explicit anchor ("The answer is", "Final Answer:", "答案是", ...) and what it states."""

from __future__ import annotations

import re
from fractions import Fraction
from collections import Counter
from typing import Dict, List, Optional, Tuple

from .._lazy import lazy_compile
from .._tables import (
    NEUTRAL_ADJUNCTS,
    NUMBER_WORDS,
    YES_NO_WORDS,
    ANCHOR_CORE_WORDS,
    CONJUNCTIONS,
    DISJUNCTIONS,
    ANSWER_ANCHORS,
    DECIMAL_COMMA_LANGUAGES,
    EQUIVALENCE_WORDS,
    ANSWER_ENDINGS,
    ATTRIBUTIVE_ENDINGS,
    ANSWER_KEY_MODIFIERS,
    MISTAKE_MARKERS,
    LINE_ANCHORS,
    OPTION_LETTERS,
)
from .._text import lower_in_place
from ..normalize import is_glued_script, split_option_label
from ..limits import ANCHOR_SCAN, MISTAKEN_ANCHORS, PARAGRAPH_LENGTH, QUALIFIER_WINDOW, TAIL_WINDOW
from ..verdict import HedgedError, UnassertedError
from .phrases import (
    BOUNDS_SET,
    CORRECTIONS_SET,
    DENIALS_SET,
    EMPHASIS_ANCHOR_PHRASES,
    HEDGES_SET,
    has_emphasis_colon,
)
from .sections import without_tutoring_sections
from .layout import (
    Extraction,
    _MATH_SPAN_RE,
    _SCALE_WORDS,
    _SENTENCE_END_RE,
    _has_value,
    _is_new_paragraph,
    _sentence_after,
    _sentence_in,
    _strip_decoration,
    _strip_spans,
    _strip_trailing_filler,
    listed_among_values,
)
from .after_value import _WRAPPED_UNIT_RE, marked_letter_unit
from .clauses import is_negated_complement, sentence_before
from .reassignments import value_in_place
from .scope import denies_another_value, opens_relative_clause, opens_subordinate_clause
from .assertion import _ANCHOR_PHRASES, _EXPLANATION_OPENER, _check_qualifiers, _is_plain_note
from .retractions import _MISTAKE, _OPTION_ANSWER_RE
from .notes import _check_later_notes, _check_tail
from .denials import reports_other_people
from .suppositions import _states_no_fact
from .lexicons import is_negator, words_of
from .interjections import FIRST_WORD_RE, SENTENCE_EDGE
from .memo import _remembered
from .fallback import _OR_ALTERNATIVE_RE, _single_value
from .values import _DECIMAL_RE, values_in


_LINE_ANCHOR_PHRASES = tuple("\n" + p for p in LINE_ANCHORS)


# A group: a core word and the phrases that hold it, each with where the core stands in it.
_AnchorGroups = Tuple[Tuple[str, Tuple[Tuple[str, int], ...]], ...]


def _group_anchors(phrases: Tuple[str, ...]) -> Tuple[_AnchorGroups, _AnchorGroups]:
    """The phrases grouped by the core word they hold: every group, and the groups with an ASCII core."""
    groups: dict = {}
    for phrase in phrases:
        core = next((core for core in ANCHOR_CORE_WORDS if core in phrase), phrase)
        groups.setdefault(core, []).append((phrase, phrase.find(core)))
    every = tuple((core, tuple(phrases)) for core, phrases in groups.items())
    return every, tuple(group for group in every if group[0].isascii())


_EMPHASIS_ONLY = frozenset(EMPHASIS_ANCHOR_PHRASES)
_ANCHOR_GROUPS, _ASCII_ANCHOR_GROUPS = _group_anchors(tuple(p for p in _ANCHOR_PHRASES if p not in _EMPHASIS_ONLY))
# Looked for only after "**:" and the like.
_EMPHASIS_ANCHOR_GROUPS, _ASCII_EMPHASIS_ANCHOR_GROUPS = _group_anchors(EMPHASIS_ANCHOR_PHRASES)
_OPTION_LINE_RE = lazy_compile(r"(?m)^[ \t]*\(?[" + OPTION_LETTERS + OPTION_LETTERS.lower() + r"][).:][ \t]")
_LEADING_WORD_RE = lazy_compile(r"^[^\W\d_]{2,}")  # a word of any script: "The largest $n$ is 34", "всего 14"
_SPAN_CLOSE_RE = lazy_compile(r"^\s*(?:\$\$?|\\\)|\\\])")
_LEADING_FILLER_RE = lazy_compile(r"^(?:\s|:|\*\*?|__?|#+|is\b|are\b|equals\b|=|：|»|«|—|-(?=\s))+", re.IGNORECASE)
_LEADING_DISPLAY_RE = lazy_compile(r"\\\[(.+?)\\\]|\$\$(.+?)\$\$|\\begin\{(?:equation|align|gather)\*?\}(.+?)\\end\{", re.DOTALL)
_ANSWER_ENDING_RE = lazy_compile("(?:" + "|".join(re.escape(e) for e in ANSWER_ENDINGS) + r")\s*$")
# A neutral adjunct that ends an anchored answer after its value (NEUTRAL_ADJUNCTS: "in total", "insgesamt", "after all").
_NEUTRAL_ADJUNCT_END_RE = lazy_compile(r"\s+(?:" + "|".join(sorted((re.escape(adjunct) for adjuncts in NEUTRAL_ADJUNCTS.values()
                                                                         for adjunct in adjuncts), key=len, reverse=True)) + r")\Z", re.IGNORECASE)
# Decimal commas and dot thousands, read after an anchor of a language that writes them.
# A thin space between thousands groups ("1\\,250"), dropped where a comma marks decimals.
_THIN_SPACE_GROUP_RE = lazy_compile(r"(\d)\\,(?=\d{3}(?!\d))")
_DECIMAL_COMMA_RE = lazy_compile(
    r"(?=\d)(?<![\d,.])"
    r"(0|\d+(?=,(?:\d{1,2}|\d{4,})(?![\d,])))"  # the integer part: 0 ("0,625"), or one before no group of three digits
    r",(\d+)(?![\d,])"
)
_DOT_THOUSANDS_RE = lazy_compile(r"(?=\d)(?<![\d.,])\d{1,3}(?:\.\d{3})+(?=,\d)")  # only before a decimal comma: 1.234,5
_DECIMAL_COMMA_ANCHORS = tuple(
    phrase for language in DECIMAL_COMMA_LANGUAGES for phrase in ANSWER_ANCHORS[language]
)


# A clause set off after the anchored answer by a dash, a comma, a colon or a semicolon (of either width), in words
# only (no value, math or relation): "2 – ein anderer Rest kommt keinesfalls in Frage", "18, no doubt about it", "(A) —
# not (C)", "24: ningún otro valor cumple", "6，除此之外没有别的数".
# A conjunction of one letter opens such a clause too (", y ningún otro número cumple", ", и никакое другое"), when
# no list word follows it ("x, y and z" lists variables).
_ONE_LETTER_CONJUNCTIONS = sorted({word for words in CONJUNCTIONS.values() for word in words if len(word) == 1 and word.isalpha() and word.islower()})
_LIST_JOINERS = sorted({word for table in (CONJUNCTIONS, DISJUNCTIONS) for words in table.values() for word in words if word.isalpha()},
                       key=len, reverse=True)
_TRAILING_CLAUSE_RE = lazy_compile(r"(?:\s+[—–-]\s+|\s*[—–]\s*|[,;:]\s+|\s*[，；：]\s*)(?=[^\W\d_]{2}|\(?[^\W\d_]\)?\s*\Z|(?:"
                                   + "|".join(_ONE_LETTER_CONJUNCTIONS) + r")\s+(?!(?:" + "|".join(_LIST_JOINERS) + r")(?![^\W\d_]))[^\W\d_]{2})"
                                   r"[^\d$\\=<>{}\n]*\Z"
                                   r"|\s*\((?=[^\W\d_])(?![^\W\d_]\))[^\d$\\=<>{}()\n]*\)[ \t.]*\Z")  # or a note in brackets, in words only (no label: "(D)")


def _scales(note: str) -> bool:
    """Return whether a note after an anchored value holds a scale word, which belongs to the value ("18 (in thousands)")."""
    return any(word in _SCALE_WORDS or word.rstrip("s") in _SCALE_WORDS for word in words_of(note))


# Emphasis that the anchor's filler ends by opening ("The answer is **"), and its closer after a value.
_OPENED_EMPHASIS_RE = lazy_compile(r"(\*\*|__|\*|_)\s*\Z")


def _closing_emphasis(line: str, marker: str) -> str:
    """Drop the closer of the emphasis the anchor's filler opened, when it closes a run of text right
    after the answer's start ("30** minutes" of "is **30** minutes"), so that the unit after it is read."""
    close = line.find(marker)
    return line[:close] + line[close + len(marker) :] if close > 0 and not line[close - 1].isspace() else line


# The most common text after an anchor ("# Answer\n\n42"): a plain number and nothing else, read as it
# is without the steps below (tests/test_regex_prefilters.py holds the two equal).
_PLAIN_NUMBER_AFTER_RE = lazy_compile(r"[ \t\r\n]*(-?[0-9]+(?:\.[0-9]+)?)[ \t\r\n]*")


@_remembered
def _anchor_answer(after: str) -> str:
    """Take the answer text that follows an anchor: to the end of its line or sentence.

    A display block on the next lines (``Answer:\\n\\[ 18 \\]``) is the answer; a sentence
    that starts with words ("The largest $n$ is 34") gives its one value.
    """
    plain = _PLAIN_NUMBER_AFTER_RE.fullmatch(after)
    return plain.group(1) if plain else _read_anchor_answer(after)


def _read_anchor_answer(after: str) -> str:
    filler = _LEADING_FILLER_RE.match(after)  # anchored at the start: a match, not a scan of the whole remainder
    after = after[filler.end() :] if filler else after
    opened = _OPENED_EMPHASIS_RE.search(filler.group()) if filler else None  # "is **30** minutes": the filler took "**"
    display = _LEADING_DISPLAY_RE.match(after)
    if display and not _strip_spans(after[display.end() :].partition("\n")[0]).strip(" .,:;*_"):
        return next(part for part in display.groups() if part is not None).strip()
    line, _, rest = after.partition("\n")
    if not line.strip():
        stripped = rest.lstrip()
        line = stripped.partition("\n")[0]
    line = _strip_decoration(line)  # "26000 ✅"
    if line.lstrip().startswith("|") and line.rstrip().endswith("|"):
        line = line.strip().strip("|").split("|")[0]  # an anchor in a table's cell: the answer is the next cell ("| **Answer:** | 27 |")
    labelled = _labelled_answer(line)  # an option's label and its value, emphasis and all ("A** 0", "(D)** 15")
    if labelled is not None:
        return labelled
    if opened:
        line = _closing_emphasis(line, opened.group(1))
    if line.rstrip(" .").endswith(")"):
        explanation = _TRAILING_EXPLANATION_RE.search(line)
        if explanation and _is_plain_note(explanation.group(1)):
            line = line[: explanation.start()]  # "**Answer:** 9 (since $196 = 2^2 \\cdot 7^2$)"
    if "**" in line or "__" in line:
        line = _EMPHASIS_PAIR_RE.sub(r"\2", line)  # "option **(C)**", "la **C**": emphasis inside the answer
    if _OR_ALTERNATIVE_RE.search(line):
        value = _single_value(_strip_trailing_filler(line.strip()))
        if value is not None:
            return value
    spans = _MATH_SPAN_RE.findall(line)
    if len(spans) == 1 and not _strip_spans(line).strip(" .,:;*_"):
        return next(part for part in spans[0] if part).strip()
    clause = _TRAILING_CLAUSE_RE.search(line)
    if clause and clause.start() > 0 and _strip_trailing_filler(line[: clause.start()]).strip() and not _scales(clause.group()):
        line = line[: clause.start()]  # read after the answer, as a note after a box is
    end = _SENTENCE_END_RE.search(line)
    if end:
        line = line[: end.start()]
    line = _answer_clause(line)
    line = _strip_trailing_filler(line.strip())
    line = _strip_trailing_filler(_ANSWER_ENDING_RE.sub("", line))
    adjunct = _NEUTRAL_ADJUNCT_END_RE.search(line)
    if adjunct and _has_value(line[: adjunct.start()]):
        line = line[: adjunct.start()]  # "12 in total", "5 after all": a neutral adjunct after the value
    if _LEADING_WORD_RE.match(line):
        value = _single_value(line)
        if value is not None:
            return _value_and_what_follows(line, value)
    return line


_COMMA_RE = lazy_compile(r"[,，]|[ \t]*—|[ \t]–[ \t]|[ \t]\(")  # a comma, a dash or an opening bracket that sets a clause off


def _answer_clause(sentence: str) -> str:
    """The answer's own clause of an anchored sentence: up to a comma that opens a reason ("C, since
    16 < 24", "12, because ..."), a relative clause ("3,75 litres, ce qui correspond à 15 verres") or
    denies another value ("5, not 6"); what follows it is read as a note after the answer (notes.py),
    as after a box."""
    if "," not in sentence and "，" not in sentence and "—" not in sentence and "–" not in sentence and "(" not in sentence:
        return sentence
    for comma in _COMMA_RE.finditer(sentence):
        head, clause = sentence[: comma.start()], sentence[comma.start() :]
        if comma.group().strip() not in ",，" and not _opens_with_a_negator(sentence[comma.end() :]):
            continue  # a dash or a bracket sets off only a denial of another value ("128 —no 127, que ...—")
        if not head.strip(" *_$") or len(head.split()) > 1 and not _has_value(head) and _has_value(clause):
            continue  # (a subject of several words and no value: "количество карт, которые ..., равно 30" states its value later)
        if opens_subordinate_clause(clause) or opens_relative_clause(clause) or denies_another_value(clause, values_in(head) or [head.strip()]) \
                or _restates_in_apposition(clause, head):
            return head
    return sentence


def _opens_with_a_negator(text: str) -> bool:
    """Return whether a text's first word is a negator ("no 127", "not 127")."""
    word = FIRST_WORD_RE.match(text.lstrip(SENTENCE_EDGE))
    return word is not None and is_negator(word.group().lower())


_EQUIVALENCE_OPENERS = tuple(sorted({word.lower() for words in EQUIVALENCE_WORDS.values() for word in words}, key=len, reverse=True))


def _restates_in_apposition(clause: str, head: str) -> bool:
    """Return whether the clause after a comma opens with an equivalence word and states only the head's
    values again ("21，即她最后还剩 21 个苹果", "12, i.e. 12 apples"): an apposition, read as a note."""
    opening = clause.lstrip(" ,，*_").lower()
    if not opening.startswith(_EQUIVALENCE_OPENERS):
        return False
    values, own = values_in(clause), set(values_in(head))
    return bool(values) and bool(own) and set(values) <= own


def _value_and_what_follows(sentence: str, value: str) -> str:
    """Return a sentence's one value with the words after it ("It is 5 million" -> "5 million"): the
    words before it are dropped, but what follows belongs to the answer as after any anchor (a scale
    word, a value-changing word, a count noun), and normalization reads it."""
    at = sentence.rfind(value)
    if at < 0:
        return value
    rest = _SPAN_CLOSE_RE.sub("", sentence[at + len(value) :], count=1)  # the closing "$" of the value's span
    return (value + rest).rstrip()


def _labelled_answer(line: str) -> Optional[str]:
    """Return an option label and its value as the line writes them ("**(D)** 15", "C. 24",
    "option D: $\\frac25$", "D（15）"), the value read like any anchored answer; None without a label.

    The label is kept, so that the answer is graded against a letter as well as against a value.
    """
    label = split_option_label(line)
    if label is None:
        return None
    if label.end > label.value_end:  # "D（15）": the value alone in parentheses
        return line[: label.end].rstrip()
    value = _anchor_answer(line[label.value_start :])
    at = line.find(value, label.value_start) if value else -1
    if at < 0:
        return None
    end = at + len(value)
    return line[: end + 1] if line[end : end + 1] == "$" and "$" in line[label.value_start : at] else line[:end]


@_remembered
def _last_anchor(text: str) -> Tuple[int, int]:
    """Return where the last anchor phrase starts and ends, or (-1, -1).

    The phrase that starts last wins (of phrases that start at one place, the first of the table), so
    it is looked for in the last ANCHOR_SCAN characters first: a phrase that starts there ends there,
    and one that starts before them wins only when none starts there.  The line anchor ("A:" at the
    start of a line) is looked for in the whole text."""
    lower = lower_in_place(text)  # positions in it are positions in the text ("İki yöntem", Turkish)
    low = max(0, len(lower) - ANCHOR_SCAN)
    best_start, best_end = _last_phrase(lower[low:], _anchor_groups(lower[low:])) if low else (-1, -1)
    if best_start >= 0:
        best_start, best_end = best_start + low, best_end + low
    else:
        best_start, best_end = _last_phrase(lower, _anchor_groups(lower))
    for phrase in _LINE_ANCHOR_PHRASES:
        start = ("\n" + lower).rfind(phrase)  # the line anchor "A:" only starts a line
        if start > best_start:
            best_start, best_end = start, start + len(phrase) - 1
    return best_start, best_end


def _anchor_groups(lower: str) -> _ProbedGroups:
    """The anchor groups a lower-cased text may hold, bucketed by probe: the ASCII ones in ASCII text, and
    the emphasis phrases ("**Answer**:") only where a colon follows emphasis."""
    key = (lower.isascii(), has_emphasis_colon(lower))  # a phrase whose core word is not ASCII stands in no ASCII text
    probed = _PROBED.get(key)
    if probed is None:
        plain, emphasis = (_ASCII_ANCHOR_GROUPS, _ASCII_EMPHASIS_ANCHOR_GROUPS) if key[0] else (_ANCHOR_GROUPS, _EMPHASIS_ANCHOR_GROUPS)
        probed = _PROBED[key] = _probed(plain + emphasis if key[1] else plain)
    return probed


# A group's probe: a piece of _PROBE_LENGTH characters of its core, the piece that most cores hold, so that
# one test of a text for the probe rules out every group that holds it ("svar" for the Norwegian and
# Danish phrases).  Built on first use for each kind of text (ASCII or not, with emphasis or not).
_PROBE_LENGTH = 4
# A group's phrases by the character that follows the core in them, each with its index in the group:
# at a place of the core only the phrases whose next character is the text's are tried, with those
# the core ends ("" holds these alone: the entry for any other character).
_Following = Dict[str, Tuple[Tuple[int, str, int], ...]]
_ProbedGroups = Tuple[Tuple[str, Tuple[Tuple[int, str, _Following], ...]], ...]
_PROBED: Dict[Tuple[bool, bool], _ProbedGroups] = {}


def _probed(groups: _AnchorGroups) -> _ProbedGroups:
    """The groups (each with its place in ``groups``, which orders phrases that start at one place) by probe."""
    pieces = [{core[at : at + _PROBE_LENGTH] for at in range(max(1, len(core) - _PROBE_LENGTH + 1))} for core, _ in groups]
    counts = Counter(piece for own in pieces for piece in own)
    buckets: Dict[str, List[Tuple[int, str, _Following]]] = {}
    for place, ((core, phrases), own) in enumerate(zip(groups, pieces)):
        buckets.setdefault(max(sorted(own), key=counts.__getitem__), []).append((place, core, _by_following(core, phrases)))
    return tuple((probe, tuple(members)) for probe, members in buckets.items())


def _by_following(core: str, phrases: Tuple[Tuple[str, int], ...]) -> _Following:
    """A group's phrases keyed by the character after the core in each ("" for the phrases the core ends,
    which every entry also holds)."""
    ending = tuple((index, phrase, offset) for index, (phrase, offset) in enumerate(phrases) if offset + len(core) == len(phrase))
    following: _Following = {"": ending}
    for index, (phrase, offset) in enumerate(phrases):
        if offset + len(core) < len(phrase):
            character = phrase[offset + len(core)]
            following[character] = following.get(character, ending) + ((index, phrase, offset),)
    return following


def _last_phrase(lower: str, groups: _ProbedGroups) -> Tuple[int, int]:
    """Return where the anchor phrase of ``groups`` that starts last in ``lower`` starts and ends, or (-1, -1).

    Each group's core word is found from the end; only the phrases around its places that the next
    character allows are tried, and the search stops at a place before the best start found (a phrase
    starts at or before its core)."""
    best_start, best_end, best_key = -1, -1, (0, 0)
    present = [member for probe, members in groups if probe in lower for member in members]
    for group, core, following in [member for member in present if member[1] in lower]:
        size, ending = len(core), following[""]
        place = lower.rfind(core)
        while place >= 0 and place >= best_start:
            for index, phrase, offset in following.get(lower[place + size : place + size + 1], ending):
                start = place - offset
                if start < best_start or start < 0 or start == best_start and (group, index) >= best_key:
                    continue
                if not lower.startswith(phrase, start):
                    continue
                if phrase.endswith("-") and lower[start + len(phrase) : start + len(phrase) + 1].isdigit():
                    continue  # "ответ -5": the dash is the value's minus sign, not the anchor's
                best_start, best_end, best_key = start, start + len(phrase), (group, index)
            place = lower.rfind(core, 0, place + size - 1) if place else -1
    return best_start, best_end


def _restated(content: str, tail: str, later: Extraction, offset: int) -> Extraction:
    """Return the answer of a box followed by an anchored answer: the anchored one, or both as a
    list when the anchor restates the box at once, in its paragraph, with no correction between them
    ("$\\boxed{5}$. The answer is 13." states two answers; "\\boxed{5}\n\n# Answer\n\n5" restates one,
    and work between them, "= \\boxed{255}$ So she has $10,455. Final Answer: 10,455", makes the box a step).
    ``tail`` starts at ``offset`` in the text, and the answer's end is given in the text."""
    later = later._replace(end=later.end + offset) if later.end >= 0 else later
    between = tail[: max(0, later.anchor)]  # where _from_anchor found the anchor in ``tail``
    if _plain_spelling(content) == _plain_spelling(later.text):
        # the same answer restated: what stands between is a note after it ("Had the offices been
        # interchangeable, we would count 10; still, the answer is 20." offers 10)
        _check_later_notes(between, content)
        return later
    if _states_one_answer(content, later.text, between):
        return later
    return Extraction(f"{content}, {later.text}", later.source, later.end)


def _states_one_answer(earlier: str, later: str, between: str) -> bool:
    """Return whether an answer stated after an earlier one leaves one answer: the same value written
    alike ("1,000" and "1000", "twelve" and "12"), a new paragraph or a correction between them, or work
    between them (a math span or a computation) that the earlier one was a step of."""
    if _plain_spelling(earlier) == _plain_spelling(later):
        return True
    return _is_new_paragraph(between) or bool(CORRECTIONS_SET.search(between)) or bool(_WORK_RE.search(between))


# Work between two stated answers: a math span or a computation ("8 + 9 = 17").
_WORK_RE = lazy_compile(r"\$[^$\n]+\$|\\[(\[]|\d\s*[-+*/×÷=]\s*\d|=")
_THOUSANDS_COMMA_RE = lazy_compile(r"(?<=\d),(?=\d{3}(?!\d))")


def _plain_spelling(answer: str) -> str:
    """An answer without dollars, spaces, emphasis and thousands commas; a number word as its digits."""
    plain = _THOUSANDS_COMMA_RE.sub("", answer.replace("$", "").replace(" ", "").replace("*", "").strip(".")).lower()
    return str(NUMBER_WORDS[plain]) if plain in NUMBER_WORDS else plain


def _earlier_anchored(text: str, start: int) -> Tuple[str, str]:
    """Return the value of the anchor before the one at ``start`` in the last PARAGRAPH_LENGTH
    characters, and the text between that value and ``start``; ("", "") when there is none.  Words
    that hold no value ("Final Answer: The final answer is") are no answer."""
    low = max(0, start - PARAGRAPH_LENGTH)
    blank = text.rfind("\n\n", low, start)
    if blank >= 0:
        low = blank  # an anchor before a blank line is in an earlier paragraph (one answer, whatever it says)
    if not text[low:start].strip():
        return "", ""  # "...\n\n# Answer\n\n5": nothing of the paragraph stands before the anchor
    anchor, end = _last_anchor(text[low:start])
    if end < 0 or _names_a_wrong_answer(text, low + anchor):  # "常见的错误答案是 120。正确答案是 20。" states one answer
        return "", ""
    between = text[low + end : start]
    value = _anchor_answer(between)
    words = value.lower().strip(" .,;:!*_")
    if not (_has_value(value) or words in NUMBER_WORDS or words in YES_NO_WORDS or _OPTION_ANSWER_RE.fullmatch(value.strip(" .*"))):
        return "", ""
    after = between.find(value)
    return value, between[after + len(value) :] if after >= 0 else between


_VALUE_THEN_REST_RE = lazy_compile(r"\s*-?\d[\d.,]*(.+)", re.DOTALL)


@_remembered
def _is_denied_answer(answer: str) -> bool:
    """Return whether an anchored answer opens with a denial ("not 10") or is the complement of a negated copula."""
    return DENIALS_SET.starts(answer) or _is_denied_complement(answer)


@_remembered
def _is_hedged_answer(answer: str) -> bool:
    """Return whether an anchored answer holds a hedge or opens with a bound ("about 10", "at least 10")."""
    return HEDGES_SET.search(answer) or BOUNDS_SET.starts(answer)


def _is_denied_complement(answer: str) -> bool:
    """Return whether an anchored answer is a value its negated copula denies, as the verb-final
    languages write "is not 10" ("答えは10ではない", "정답은 10이 아니다", "Cevap 10 değil")."""
    value = _VALUE_THEN_REST_RE.match(answer)
    return value is not None and is_negated_complement(value.group(1))


class DeniedAnchorError(UnassertedError):
    """The last anchor denies its value ("The answer is not 10."): it states no answer."""


@_remembered
def anchor_after_box(tail: str, content: str) -> Optional[Extraction]:
    """The anchored answer after a response's last box (``content``), or None.  An anchor that denies a
    plain number other than the box's plain number, with no value after it ("The answer is not 10."),
    states no answer there: its sentence is a note on the box, read by the checks of what follows the
    answer.  Any other denied anchor refuses, as before: one that denies the box's value in any form
    ("not 0.5" after \\boxed{\\frac12}, "not twenty") or that is followed by another ("not 10 but 30").  An
    anchor in a Markdown quotation that the line before it gives to other people is their words: no
    answer there either (an unattributed one is read as the writer's); one in a sentence that opens with
    a condition or is a counterfactual offers another value ("Eğer ilk gün de sayılırsa cevap 41 olurdu."): a hedge."""
    start = _last_anchor(tail)[0]
    if _quotes_other_people(tail, start):
        return None  # "Here is what another student submitted:\n\n> ... The answer is 90."
    if start >= 0 and not without_tutoring_sections(tail)[start : start + 1].strip():
        return None  # a practice problem's own answer ("## Practice\n1. ... *(Answer: 45)*"): another problem's
    if start >= 0 and _ASKING_SENTENCE_RE.match(tail, start):
        return None  # "Liệu đáp án có thể là 9 không?": a question names the answer, the notes after it read what it asks
    try:
        later = _from_anchor(tail)
    except DeniedAnchorError as denied:
        if _denies_another_number(tail, denied.text, content) or _denies_a_property(denied.text):
            return None
        raise
    if later is not None and later.text.strip() != content.strip() and _states_no_fact(_sentence_in(tail, 0, start) + _sentence_after(tail[start:])[0]):
        raise HedgedError("another answer after the final one is stated under a condition")  # "If the first day counts, cevap 41 olurdu."
    return later


# A sentence that a question mark ends before any other stop or line break.
_ASKING_SENTENCE_RE = lazy_compile(r"[^.!。！\n]*?[?？]")


def _quotes_other_people(text: str, position: int) -> bool:
    """Return whether ``position`` stands in a Markdown quotation (lines opened by ">") whose last line
    of text before it speaks of other people ("Here is what another student submitted:")."""
    if position < 0:
        return False
    start = text.rfind("\n", 0, position) + 1
    if not text[start:position].lstrip().startswith(">"):
        return False
    for line in reversed(text[:start].splitlines()):
        if line.strip() and not line.lstrip().startswith(">"):
            return reports_other_people(line, words_of(line))
    return False


def _denies_a_property(written: str) -> bool:
    """Return whether a denied anchor's text holds no value of any form: no number or math, no number word, no yes
    or no, no option letter ("Our answer is not a perfect square, which is fine."): it states no answer, and its
    sentence is a note on the box, which the checks of what follows the answer withdraw for a denied claim of
    validity ("The answer is not correct.")."""
    return not (_has_value(written) or _OPTION_LETTER_RE.search(written)
                or any(word in NUMBER_WORDS or word in YES_NO_WORDS for word in words_of(written)))


_OPTION_LETTER_RE = lazy_compile(r"(?<![^\W\d_])[A-E](?![^\W\d_])")


def _denies_another_number(tail: str, written: str, content: str) -> bool:
    """Return whether a denied anchor's text (``written``) holds one plain number, another than the box's
    plain number, and nothing after it in ``tail`` holds a digit."""
    values = values_in(written)
    box = content.strip()
    if len(values) != 1 or not _DECIMAL_RE.fullmatch(values[0]) or not _DECIMAL_RE.fullmatch(box):
        return False
    at = tail.rfind(written)
    if at < 0 or any(character.isdigit() for character in tail[at + len(written) :]):
        return False
    return Fraction(values[0]) != Fraction(box)


def _from_anchor(text: str) -> Optional[Extraction]:
    window_start = max(0, len(text) - TAIL_WINDOW)
    start, end = _last_anchor(text[window_start:])
    if end >= 0:
        start, end = start + window_start, end + window_start
    elif window_start:
        start, end = _last_anchor(text[: window_start + 100])
    for _ in range(MISTAKEN_ANCHORS):  # "Falsche Antwort: 120", "常见的错误答案是 120": a wrong answer named, the anchor before it read
        if end < 0 or not _names_a_wrong_answer(text, start):
            break
        start, end = _last_anchor(text[:start])
    else:
        return None  # more anchors of wrong answers than are read: none is the writer's
    if end < 0:
        return None
    remainder = text[end:]
    written = _anchor_answer(remainder)  # as the text writes it ("12,5"), found again below
    answer = read_decimal_commas(written, text[max(0, end - QUALIFIER_WINDOW) : end])
    if not answer:
        return None
    if len(_OPTION_LINE_RE.findall(remainder)) >= 2:
        raise HedgedError("the answer is followed by a list of options")
    consumed, written_end = _located(remainder, written)
    on_own_line = consumed >= 0 and "\n" in text[start : end + consumed]  # not "- Final answer: 14", a labelled item
    if on_own_line and listed_among_values(text, end + consumed, end + written_end):
        raise HedgedError("the anchored answer is one item of a list of values")
    plain = _PLAIN_NUMBER_AFTER_RE.fullmatch(answer) is not None  # "13": no word in it denies or hedges it
    if not plain and _is_denied_answer(answer):
        replacing = value_in_place(written) if consumed >= 0 else None  # "nicht 57, sondern 75": the anchor states 75
        if replacing is None:
            raise DeniedAnchorError("the anchored answer is denied", written)
        written, answer = replacing, read_decimal_commas(replacing, text[max(0, end - QUALIFIER_WINDOW) : end])
        consumed = remainder.rfind(written, 0, written_end)  # B follows A: "not 113000 but 113"
        written_end = consumed + len(written)
    if not plain and _is_hedged_answer(answer):
        raise HedgedError("the anchored answer hedges")
    if consumed >= 0:
        try:
            _check_qualifiers(sentence_before(text, end) + remainder[:consumed], "")
        except UnassertedError as denied:  # "The answer is not 10.", "La respuesta nunca es 10."
            raise DeniedAnchorError(str(denied), written) from None
        _check_tail(remainder[written_end:], written)
    answer_end = end + written_end if consumed >= 0 else -1
    answer = marked_letter_unit(answer, remainder[:written_end]) if consumed >= 0 else answer  # "2,4 m": a unit written in prose
    earlier, gap = _earlier_anchored(text, start)
    if earlier and not _states_one_answer(earlier, answer, gap):  # two answers stated: a list, a hedge unless equal
        return Extraction(f"{earlier}, {answer}", "anchor", answer_end, anchor=start)
    return Extraction(answer, "anchor", answer_end, anchor=start)


# The word right before an anchor, on its line: a word that modifies the anchor's noun ("Falsche Antwort:").
_MODIFIER_BEFORE_RE = lazy_compile(r"([^\W\d_]+)[ \t]*\Z")
_MODIFIER_REACH = 24  # the characters read back for it
_ATTRIBUTIVE_ENDINGS = tuple(sorted((ending for endings in ATTRIBUTIVE_ENDINGS.values() for ending in endings), key=len, reverse=True))
_KEY_MODIFIERS = frozenset(word for words in ANSWER_KEY_MODIFIERS.values() for word in words if not is_glued_script(word[-1]))
_GLUED_MISTAKES = tuple(marker for markers in (MISTAKE_MARKERS, ANSWER_KEY_MODIFIERS) for words in markers.values() for marker in words
                        if is_glued_script(marker))


def _names_a_wrong_answer(text: str, start: int) -> bool:
    """Return whether the anchor at ``start`` names a wrong answer or another's: a mistake word or a word of an answer key
    (``ANSWER_KEY_MODIFIERS``) modifies its noun right before it ("Typowa błędna odpowiedź to 120", "틀린 답은 120",
    "Reference answer: 16"); in the scripts without spaces the run before the anchor ends with one, an attributive ending
    aside ("常见的错误答案是", "错的答案是", "間違った答えは", "参考答案："; not "修正了错误后答案是")."""
    if not text[max(0, start - _MODIFIER_REACH) : start].rstrip(" \t")[-1:].isalpha():
        return False  # the anchor opens its line or follows a sign ("\n\n# Answer"): the most common case, read at once
    modifier = _MODIFIER_BEFORE_RE.search(text, max(0, start - _MODIFIER_REACH), start)
    if modifier is None:
        return False
    word = modifier.group(1)
    if modifier.end(1) < start or not is_glued_script(word[-1]):  # a word of its own ("Falsche Antwort", "틀린 답은")
        return word.lower() in _KEY_MODIFIERS or _MISTAKE.in_words(words_of(word))
    stem = next((word[: -len(ending)] for ending in _ATTRIBUTIVE_ENDINGS if word.endswith(ending) and len(word) > len(ending)), word)
    return stem.endswith(_GLUED_MISTAKES)


# What may stand between the words of an answer as the text writes them and as it was read: spacing
# and math delimiters ("$84$ square units" read as "84 square units").
_READ_GAP_RE = lazy_compile(r"[\s$]*")


def _located(remainder: str, written: str) -> Tuple[int, int]:
    """Return where the anchored answer starts and ends in the text after its anchor: as written;
    word by word with only spacing and math delimiters between its words ("$84$ square units" read
    as "84 square units"); or, for an answer read into another form ("either $29$ or $33$" read as
    "29, 33"), from its first word to the end of its sentence; (-1, -1) when its first word is not there."""
    at = remainder.find(written)
    if at >= 0:
        return at, at + len(written)
    words = written.split()
    start = remainder.find(words[0].rstrip(",;")) if words else -1
    if start < 0:
        return -1, -1
    end = start + len(words[0])
    for word in words[1:]:
        gap = _READ_GAP_RE.match(remainder, end)
        if not remainder.startswith(word, gap.end()):
            _, rest = _sentence_after(remainder[start:])
            return start, len(remainder) - len(rest)
        end = gap.end() + len(word)
    return start, end


_TRAILING_EXPLANATION_RE = lazy_compile(
    r"(?<=\S)[ \t]+\((" + _EXPLANATION_OPENER + r"[^()]*(?:\([^()]*\)[^()]*)*)\)[ \t.]*\Z", re.IGNORECASE
)
_EMPHASIS_PAIR_RE = lazy_compile(r"(\*\*|__)(?=\S)([^*\n]+?)(?<=\S)\1")


def read_decimal_commas(answer: str, context: str) -> str:
    """Read "3,75" as 3.75 and "1.234,5" as 1234.5 when the answer follows an anchor of a
    language that writes decimal commas (a group of exactly three digits stays thousands, but after a
    lone 0: "0,625" is 0.625).

    >>> read_decimal_commas("3,75", "La réponse est "), read_decimal_commas("3,750", "Die Antwort ist ")
    ('3.75', '3,750')
    >>> read_decimal_commas("3,75", "The answer is ")
    '3,75'
    """
    if answer.count(",") > 1 and ", " in answer and all(member.count(",") <= 1 for member in answer.split(", ")):
        return ", ".join(read_decimal_commas(member, context) for member in answer.split(", "))  # "\\frac{3}{2}, 1,5": each member
    if ("{,}" in answer or "\\," in answer) and any(a in context[-QUALIFIER_WINDOW:].lower() for a in _DECIMAL_COMMA_ANCHORS):
        answer = _THIN_SPACE_GROUP_RE.sub(r"\1", answer.replace("{,}", ","))  # "1\\,250{,}75" is 1250,75
    if "," not in answer and "." not in answer or answer.count(",") > 1:
        return answer  # several commas: separators of a tuple or a list
    if any(c in (_WRAPPED_UNIT_RE.sub(" ", answer) if "{" in answer else answer) for c in "([{]"):
        return answer  # a bracket (other than a unit's text group: "1,25 \\text{ mile}"): a tuple or an interval
    lower = context[-QUALIFIER_WINDOW:].lower()
    if not any(anchor in lower for anchor in _DECIMAL_COMMA_ANCHORS):
        return answer
    answer = _DOT_THOUSANDS_RE.sub(lambda match: match.group(0).replace(".", ""), answer)
    return _DECIMAL_COMMA_RE.sub(r"\1.\2", answer)
