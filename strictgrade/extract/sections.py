"""Sections a tutoring response adds after its answer, under a heading that names them: practice problems for the reader
and common mistakes (SECTION_HEADINGS).  Their text is about other problems and other people's mistakes, not the answer:
their values are no answer's and their words of mistake withdraw nothing, so the notes read their items and rows blanked (POLICY
1.5: a value named as a mistake is neutral).  A section ends at the next heading or a horizontal rule."""

from __future__ import annotations

import re
from typing import List

from .._lazy import lazy_compile
from .._tables import SECTION_HEADINGS
from .layout import BLOCK_LINE
from .phrases import PhraseSet

_SECTIONS_SET = PhraseSet([SECTION_HEADINGS])
# A heading: a Markdown title, or a line that is all bold ("**Common mistakes:**"); its title is group 1 or 2.
_HEADING_RE = lazy_compile(r"^[ \t]*(?:#{1,6}[ \t]+([^\n]+)|\*\*([^*\n]{2,80})\*\*[ \t]*[:：]?[ \t]*)$", re.MULTILINE)
_RULE_RE = lazy_compile(r"^[ \t]*(?:[-*_][ \t]*){3,}$", re.MULTILINE)
# Where a heading may start: a line that holds a Markdown title's hash or a bold opening, found by str.find (a pattern
# anchored at every line's start is tried at every position of the text, and PRM800K's outputs hold many "*" of
# multiplication).  tests/test_regex_prefilters.py holds ``headings`` equal to the pattern's own scan.
_HEADING_MARKS = ("#", "**")


def headings(text: str) -> "List[re.Match[str]]":
    """The headings of a text, in order: the lines that hold a heading mark and that _HEADING_RE reads as a heading."""
    lines: List[int] = []
    for mark in _HEADING_MARKS:
        found = text.find(mark)
        while found >= 0:
            lines.append(text.rfind("\n", 0, found) + 1)
            line_end = text.find("\n", found)
            found = text.find(mark, line_end + 1) if line_end >= 0 else -1
    if len(lines) > 1:
        lines = sorted(set(lines))
    found_headings = []
    for line in lines:
        heading = _HEADING_RE.match(text, line)
        if heading is not None:
            found_headings.append(heading)
    return found_headings


def without_tutoring_sections(text: str) -> str:
    """The text with the headings of its practice and common-mistake sections and their list items and table rows blanked at
    the same length (line breaks stay); the prose around them is read as any note (a closing "P.S." or "Hmm, that is wrong"
    after the list still is), or the text itself when it has none."""
    if "#" not in text and "**" not in text or not _ITEM_LINE_RE.search(text):
        return text  # no heading, or no item or row a section could hold (most texts: found in C)
    found = headings(text)
    pieces, at = [], 0
    for index, heading in enumerate(found):
        if not _SECTIONS_SET.search(heading.group(1) or heading.group(2)):
            continue
        end = found[index + 1].start() if index + 1 < len(found) else len(text)
        rule = _RULE_RE.search(text, heading.end(), end)
        end = rule.start() if rule else end
        pieces += [text[at : heading.start()], _blank(heading.group()), _ITEM_RE.sub(lambda item: _blank(item.group()), text[heading.end() : end])]
        at = end
    return "".join(pieces) + text[at:] if pieces else text


# A list item or a table row, with the lines that continue an item (indented, or not blank and no new item); or a paragraph
# that opens with a numbered bold label, each practice problem's own ("**Задача 1.** Решите ...\nОтвет: 7."; not "**Note:**").
_LABELLED = r"[ \t]*\*\*[^*\d\n]{0,30}\d{1,2}[^*\n]{0,4}\*\*"
_ITEM_RE = lazy_compile(r"^(?:" + BLOCK_LINE + r"[^\n]*(?:\n(?![ \t]*\n)(?!" + BLOCK_LINE + r")[ \t]+[^\n]*)*|" + _LABELLED
                        + r"[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*)", re.MULTILINE)


_ITEM_LINE_RE = lazy_compile(r"\n(?:" + BLOCK_LINE + "|" + _LABELLED + ")")  # a line that opens an item, a row or a labelled paragraph, after the first


def _blank(piece: str) -> str:
    return re.sub(r"[^\n]", " ", piece)
