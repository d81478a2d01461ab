"""Endings that stop before they end: a response whose text after its answer runs on as reasoning and is cut off
(a token limit, "Wait, let me double-check..." with nothing after it, a label with nothing after it) leaves the
answer before it not final (POLICY 1.6); a check that concluded with a check mark, Markdown structure and closing
lines end it.  Read by the checks of what follows the answer (notes.py) and by the final-sentence fallback's labels
(fallback.py)."""

from __future__ import annotations

import re
from typing import Optional

from .._lazy import lazy_compile
from .._tables import ELLIPSES, LABEL_WORDS, OBLIGATIONS, PENDING_ADVERBS, QUESTION_MARKS, WRITERS_OBLIGATIONS
from ..limits import MAX_BARE_WORDS, QUALIFIER_WINDOW, TAIL_SCAN
from .phrases import CHECKS_SET, CLOSING_LINES_SET, DOUBTS_SET, PhraseSet
from .lexicons import CHECKING_LEXICON, FIRST_PERSON_LEXICON, Lexicon, is_negator, words_of
from .layout import _DIGIT_RE, _is_balanced, _strip_decoration
from .arithmetic import states_a_false_equation
from .interjections import interjects

# Thai writes no stop at a sentence's end: a line that ends in its letters ends there.  Closing brackets and quotes of
# the full-width forms end a line as theirs do ("（これは 5 です。）"), and a digit of any script as an ASCII one ("= ١٨").
_FINISHED_END_RE = lazy_compile(r"(?:[.!?。！？।॥؟۔։)\]}$*>`✓✔\"'”»）」』】〕》〉\d∎□\u0e01-\u0e5b]|\\\]|\\\)|\\end\{[a-zA-Z]+\*?\})\s*\Z")
# A check mark at the end (the decoration stripped above holds it too): "Check: 56 ÷ 8 = 7 rows ✓".
_CHECKED_END_RE = lazy_compile(r"[✓✔✅☑]\s*\Z")
_ELLIPSIS_END_RE = lazy_compile("(?:" + "|".join(re.escape(dots) for dots in ELLIPSES) + r")\s*\Z")
# A Markdown structure line: a horizontal rule, a table row, a bullet or a quote.
_MARKDOWN_LINE_RE = lazy_compile(r"\s*(?:([-*_])(?:\s*\1){2,}\s*$|\|.*\|\s*$)")


def _is_concluded_check(line: str) -> bool:
    """Return whether a last line is a check that concluded: work with a number that ends with a check mark and
    no interjection or doubt ("Check: 56 ÷ 8 = 7 rows ✓"; not "Wait, actually the width should be ✓").  A check's
    own label is no doubt ("التحقق: ٣٤ + ١٦ = ٥٠ ✓", the noun "verification": what follows it is read)."""
    if not _CHECKED_END_RE.search(line) or not _DIGIT_RE.search(line):
        return False
    label = _check_label(line)
    line = line[label.end() :] if label is not None else line
    return not interjects(line) and not DOUBTS_SET.search(line)


# A label that opens a note and the colon that ends it ("Verification:", "**Перевірка:**"), of at most _CHECK_LABEL_WORDS words.
_CHECK_LABEL_RE = lazy_compile(r"[\s*_#]*([^\W\d_][^:：\n]{0,40}?)[\s*_]*[:：][\s*_]*")
_CHECK_LABEL_WORDS = 4


def _check_label(part: str) -> "Optional[re.Match[str]]":
    """The label of a check that opens ``part`` ("Verification:", "التحقق:"), or None."""
    label = _CHECK_LABEL_RE.match(part)
    return label if label is not None and CHECKS_SET.starts(label.group(1)) and len(words_of(label.group(1))) <= _CHECK_LABEL_WORDS else None


def states_a_check(part: str) -> bool:
    """Return whether a note is a check's label and what the check found, finished and with no doubt in it ("Verification: 0.75 h
    at 4 km/h gives exactly 3 km.", "Перевірка: ... пішохід проходить рівно 3 км."): a check done, whose statement the other
    notes' rules read; not a label alone ("Let me verify:"), a question ("Check: is it 44?") or one that breaks off."""
    label = _check_label(part)
    if label is None:
        return False
    found = part[label.end() :].strip()
    return bool(found) and not found.endswith(QUESTION_MARKS) and bool(_FINISHED_END_RE.search(found)) \
        and not interjects(found) and not DOUBTS_SET.search(found) and not states_a_false_equation(found)


def _is_unfinished(rest: str) -> bool:
    """Return whether text after an answer's sentence is reasoning that stops before it ends.

    "Wait, let me double-check..." with nothing after it, or a long run of words cut off
    mid-sentence (a token limit), makes the answer before it not final.
    """
    stripped = _strip_decoration(rest.strip())  # "\\boxed{5}. 🎉" ends with its stop
    before_signature, _, last = stripped.rpartition("\n")
    if _is_signature(last):
        return bool(before_signature) and _is_unfinished(before_signature)  # "— Tutor Max": what it closes is read
    if not stripped or _is_concluded_check(rest.strip().rpartition("\n")[2]):
        return False  # nothing but decoration, or a check that concluded
    if not _LABEL_RE.sub("", stripped.rpartition("\n")[2]).strip(" #*_:"):
        return True  # it stops on a label: "2.", "- Step 4:", "### Step 5", "(a)"
    end = stripped[-QUALIFIER_WINDOW:]
    # the whole last line (to TAIL_SCAN) is read for balance: a window cut inside a math span is no open span
    ended = bool(_FINISHED_END_RE.search(end)) and not _ELLIPSIS_END_RE.search(end) and _is_balanced(stripped[-TAIL_SCAN:])
    if ended:
        return False
    last_line = stripped.rpartition("\n")[2]
    if _MARKDOWN_LINE_RE.match(last_line) and len(last_line.split()) <= MAX_BARE_WORDS + 4:
        return False  # a rule, a table row, a short bullet or quote line: Markdown structure, not a cut
    if last_line.startswith("|") and last_line.endswith("|") and last_line.count("|") >= 3:
        return False  # a table's whole row, however long ("| Retirer 25 € au lieu de 25 % | 55 € | faux |")
    if _ends_a_list_of_its_style(stripped):
        return False  # a bullet item of a list whose items end with no stop ("- Total: $25 \times 51$\n- Formula check: ... same value")
    return not CLOSING_LINES_SET.starts(last_line) or DOUBTS_SET.search(stripped[:TAIL_SCAN])


_BULLET_RE = lazy_compile(r"[ \t]*(?:[-*+•]|\d+[.)])[ \t]+\S")


def _ends_a_list_of_its_style(text: str) -> bool:
    """Return whether the text ends with a bullet item after at least one other item of its list, none of them ending with a
    stop: the list's style, no cut ("## Summary\n- Pair the terms\n- Total: 1275\n- Formula check: gives the same value")."""
    lines = text.rstrip().split("\n")
    items = []
    for line in reversed(lines):
        if not _BULLET_RE.match(line):
            break
        items.append(line.rstrip())
    return len(items) >= 2 and not any(_FINISHED_END_RE.search(item) and item.endswith((".", "!", "。")) for item in items[1:])


# A signature line: a dash, then a name of a few words, each opening with a capital ("— Tutor Max, Riverside Math Club").
_SIGNATURE_RE = lazy_compile(r"[ \t]*[—–~-]{1,2}[ \t]*((?:[^\W_][^\W_.'’-]*[,]?[ \t]*){1,6})")


def _is_signature(line: str) -> bool:
    """Return whether a line is a signature: a dash and a name, every word of it capitalized or a number ("Grade 7")."""
    found = _SIGNATURE_RE.fullmatch(line)
    words = found.group(1).replace(",", " ").split() if found else []
    return bool(words) and words[0][0].isupper() and all(word[0].isupper() or word.isdigit() for word in words)


# An enumeration label at the start of a line ("2.", "(a)", "Step 3:", "Part (b)"): never a value.
_LABEL_RE = lazy_compile(
    r"(?:^|(?<=\n))[ \t]*(?:[#*>-]+[ \t]*)?(?:\(?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})[.)、]|\[\d{1,3}\]|#\d{1,3}"
    r"|(?:" + "|".join(re.escape(word) + (r"(?![^\W\d_])" if word[-1] < "\u3000" else "") for word in LABEL_WORDS)  # a whole word: "Note" is no "No" label
    + r")\s*\(?(?:\d{1,3}[a-z]?|[a-zA-Z]|[ivxIVX]{1,4})\)?\s*[:.)]?\**)(?=\s|$)",  # its tag a number, a letter or a numeral: not "No es"
    re.IGNORECASE,
)


_PENDING = Lexicon(PENDING_ADVERBS)
_OBLIGATIONS_SET = PhraseSet([OBLIGATIONS])
_WRITERS_OBLIGATIONS_SET = PhraseSet([WRITERS_OBLIGATIONS])


def states_pending_work(sentence: str) -> bool:
    """Return whether a sentence states the writer's work still to do, an adverb of pendency beside an obligation of the
    writer, named by a word of the first person, a verb of checking or the obligation's own form ("I still have to verify n = 4.",
    "Ich muss noch n = 4 prüfen.", "Todavía tengo que comprobar n = 4."), or a check not yet done ("検算はまだ終わっていない"): it
    concludes nothing (POLICY 1.4)."""
    words = words_of(sentence)
    if not _PENDING.in_words(words):
        return False
    if CHECKING_LEXICON.in_words(words) and any(map(is_negator, words)):
        return True  # a check not yet done ("この値の検算はまだ終わっていない", "I have not yet checked n = 4")
    writers = FIRST_PERSON_LEXICON.in_words(words) or CHECKING_LEXICON.in_words(words)  # (a check is the writer's: "muss noch überprüft werden")
    return _WRITERS_OBLIGATIONS_SET.search(sentence) or writers and _OBLIGATIONS_SET.search(sentence)
