r"""Whole model output -> the text of its one final answer (boxes, anchors, hedges).

The search runs from the end of the response, so its cost does not depend on how
long the reasoning before the answer is.  The order of preference:

1. the last balanced ``\boxed{...}`` / ``\fbox{...}`` (with the boxes joined to it
   by "and", "or" or commas: one list answer);
2. the last anchor ("The answer is", "Final Answer:", "####", "答案是", ...);
3. a response that is itself one short line (an arithmetic chain gives its last value);
4. the final sentence, when it holds exactly one number or math span.

Steps 3 and 4 are skipped with ``require_anchor=True`` (the reward setting).

>>> extract(r"So the answer is \boxed{42}.").text
'42'
>>> extract(r"\boxed{2} and \boxed{3}").text
'2, 3'
>>> extract(r"\boxed{6}, wait, actually \boxed{5}").text
'5'
>>> extract(r"The answer is not \boxed{5}")
Traceback (most recent call last):
  ...
strictgrade.verdict.UnassertedError: the only boxed answer is denied
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import List, Optional, Tuple

from ._tables import ANSWER_ANCHORS, DENIAL_WORDS, HEDGE_PHRASES, LINE_ANCHORS, RETRACTION_PHRASES
from ._text import MAX_BRACE_SCAN, TOO_LONG, find_closing_brace, find_group_end
from .verdict import GradeError, HedgedError, NoAnswerError, TooComplexError, UnassertedError

__all__ = ["Extraction", "extract", "extract_boxed", "MAX_BOXES", "TAIL_WINDOW"]

# Boxes kept, counted from the end of the response, and box commands looked at
# (nested boxes count as looked at, so ten thousand nested boxes stay cheap).
MAX_BOXES = 16
MAX_BOX_LOOKUPS = 64
# Characters from the end searched first for an anchor; the rest only if none is there.
TAIL_WINDOW = 20_000
# A bare answer is one line of at most this many characters and words.
MAX_BARE_LENGTH = 80
MAX_BARE_WORDS = 2
# The final sentence is looked for in this many characters at the end.
SENTENCE_WINDOW = 4_000


@dataclass(frozen=True)
class Extraction:
    """The answer text taken from a response and where it came from."""

    text: str
    source: str  # "box", "anchor", "bare", "chain" or "sentence"
    end: int = -1  # where a box ends in the response; -1 for other sources


_BOX_RE = re.compile(r"\\(?:boxed|fbox)(?![a-zA-Z])")
_UNBRACED_BOX_ARG_RE = re.compile(
    r"""
    [ \t]*
    ( [-+]?\s*\d+(?:[.,]\d+)*           # a signed number: \boxed -1
    | \\[a-zA-Z]+                       # or a command
      (?:\s*(?:\{[^{}]*\}|[0-9a-zA-Z])){0,2}   # with up to two arguments: \boxed \frac12
    | [A-Za-z]                          # or one letter: \boxed A
    )
    """,
    re.VERBOSE,
)
_JOINER_GAP_RE = re.compile(
    r"""
    ^(?:
        \s | [,;&$] | \\\\              # spaces, commas, math delimiters, row breaks
      | \\[()\[\]]                      # \( \) \[ \]
      | \\quad | \\qquad | \\[,;!\ ]    # spacing
      | \\text\{\s*(?:and|or|,)?\s*\}   # \text{ and }
      | \b(?:and|or)\b                  # the joining words
      | [a-zA-Z](?:_\{?\w+\}?)?\s*=     # "x =" labels between values
    )*$
    """,
    re.VERBOSE | re.IGNORECASE,
)
_HEDGE_RE = re.compile(r"(?<![a-z])(?:" + "|".join(re.escape(p) for p in HEDGE_PHRASES) + r")(?![a-z])", re.IGNORECASE)
_RETRACTION_RE = re.compile("|".join(re.escape(p) for p in RETRACTION_PHRASES), re.IGNORECASE)
_DENIAL_RE = re.compile(
    r"(?:^|[^a-z'])(?:" + "|".join(re.escape(w) for w in DENIAL_WORDS) + r")[\s:$\\(]*$", re.IGNORECASE
)
_TAIL_HEDGE_RE = re.compile(r"^[\s$.)\\]*(?:,\s*)?(?:or\b|either\b|maybe\b|possibly\b|perhaps\b)", re.IGNORECASE)
_OUTSIDE_BEFORE_RE = re.compile(r"(?:[-+^/*]|\\sqrt|\\frac\{?|\\cdot|\\times)\s*$|\d\Z")
_OUTSIDE_AFTER_RE = re.compile(r"^\s*(?:[\^!/*]|\\cdot|\\times|[-+]\s*\d)|^\.?\d")
_HIDDEN_RE = re.compile(r"<!--.*?-->", re.DOTALL)
_INVISIBLE = r"\{\s*(?:white|White|transparent|\#?(?:fff|FFF)(?:fff|FFF)?)\s*\}"
_HIDING_COMMANDS_RE = re.compile(
    r"""
    \\(?:phantom|hphantom|vphantom           # invisible boxes
    |textcolor""" + _INVISIBLE + r"""        # \textcolor{white}{...}
    |color""" + _INVISIBLE + r""")           # \color{white}{...} or a \color{white} switch
    \s*
    """,
    re.VERBOSE,
)
_THINK_OPEN = "<think>"
_THINK_CLOSE = "</think>"

# Longest first, so that at one position "final answer is" wins over "final answer".
_ANCHOR_PHRASES = tuple(sorted({p for phrases in ANSWER_ANCHORS.values() for p in phrases}, key=len, reverse=True))
_LINE_ANCHOR_PHRASES = tuple("\n" + p for p in LINE_ANCHORS)
# Words most anchors share: a response without a word skips that word's phrases.
_ANCHOR_CORES = ("answer", "####", "respuesta", "réponse", "antwort", "resposta", "ответ", "答案", "答え", "解答")


def _group_anchors() -> Tuple[Tuple[str, Tuple[str, ...]], ...]:
    groups: dict = {}
    for phrase in _ANCHOR_PHRASES:
        core = next((core for core in _ANCHOR_CORES if core in phrase), phrase)
        groups.setdefault(core, []).append(phrase)
    return tuple((core, tuple(phrases)) for core, phrases in groups.items())


_ANCHOR_GROUPS = _group_anchors()
_SENTENCE_END_RE = re.compile(r"(?<!\d)\.(?=\s|$)|\.(?=\s+[A-Z])|(?<=[^\d\s])\.(?=\s)|[。！？]")
_OPTION_LINE_RE = re.compile(r"(?m)^[ \t]*\(?[A-Ea-e][).:][ \t]")
_MATH_SPAN_RE = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)
_NUMBER_RE = re.compile(r"(?<![\w.])-?\$?\d[\d,]*(?:\.\d+)?(?:/\d+)?%?(?![\w])")
_SPECIAL_TOKENS_RE = re.compile(r"(?:\s*(?:<\|[a-z_]+\|>|</s>|<eos>)\s*(?:user|assistant|system)?\s*)+$", re.IGNORECASE)
_DISPLAY_SPAN_RE = re.compile(r"\\\[.*?\\\]|\$\$.*?\$\$", re.DOTALL)
_PLACEHOLDER_RE = re.compile("\x00(\\d+)\x00")
_WORD_RE = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}")
_LEADING_WORD_RE = re.compile(r"^[A-Za-z]{2,}\b")
_LONE_LETTER_RE = re.compile(r"^[A-Za-z]$")
_CHAIN_RE = re.compile(r"^[\d\s+\-*/×÷().,$=]+$")
_LEADING_FILLER_RE = re.compile(r"^(?:\s|:|\*\*|is\b|are\b|equals\b|=|：)+", re.IGNORECASE)
_TRAILING_FILLER_RE = re.compile(r"(?:\s|\*\*|[.。,;:])+$")
_NO_VALUE_RE = re.compile(
    r"cannot be determined|can't be determined|not enough information|no solution exists|undetermined",
    re.IGNORECASE,
)


def _strip_reasoning(response: str) -> str:
    """Keep what follows ``</think>``; an unfinished think block has no answer."""
    close = response.rfind(_THINK_CLOSE)
    if close >= 0:
        after = response[close + len(_THINK_CLOSE) :]
        return after if after.strip() else response[:close]
    if _THINK_OPEN in response:
        raise NoAnswerError("the reasoning block never ends")
    return response


def _strip_special_tokens(text: str) -> str:
    """Drop chat tokens a generation may end with (``<|im_end|>``, ``</s>``); only the tail is read."""
    if "<" not in text[-200:]:
        return text
    head, tail = text[:-200], text[-200:]
    return head + _SPECIAL_TOKENS_RE.sub("", tail)


def _remove_hidden(response: str) -> str:
    """Remove text a reader cannot see: HTML comments, phantoms, white-coloured text."""
    if "<!--" in response:
        response = _HIDDEN_RE.sub(" ", response)
    if "phantom" not in response and "color" not in response:
        return response
    out: List[str] = []
    index = 0
    for match in _HIDING_COMMANDS_RE.finditer(response):
        if match.start() < index:
            continue
        out.append(response[index : match.start()])
        if match.end() < len(response) and response[match.end()] == "{":
            close = find_closing_brace(response, match.end())  # the hidden argument
            index = len(response) if close < 0 else close + 1
        else:
            index = find_group_end(response, match.end())  # a colour switch hides the rest of its group
    out.append(response[index:])
    return "".join(out)


@dataclass(frozen=True)
class _Box:
    start: int
    end: int  # one past the box
    content: str


def _read_box(text: str, start: int, name_end: int) -> Optional[_Box]:
    """Read the box whose command starts at ``start``; None when unbalanced or empty."""
    position = name_end
    while position < len(text) and text[position] in " \t":
        position += 1
    if position < len(text) and text[position] == "{":
        close = find_closing_brace(text, position)
        if close == TOO_LONG:
            raise TooComplexError(f"a box runs past {MAX_BRACE_SCAN} characters")
        if close < 0:
            return None
        content = text[position + 1 : close].strip()
        return _Box(start, close + 1, content) if content else None
    match = _UNBRACED_BOX_ARG_RE.match(text, name_end)
    if not match:
        return None
    return _Box(start, match.end(), match.group(1).strip())


def _find_boxes(text: str) -> Tuple[List[_Box], bool]:
    """Return the last boxes in order, and whether the very last box is broken."""
    boxes: List[_Box] = []
    position = len(text)
    last_broken = False
    for _ in range(MAX_BOX_LOOKUPS):
        if len(boxes) >= MAX_BOXES:
            break
        start = max(text.rfind("\\boxed", 0, position), text.rfind("\\fbox", 0, position))
        if start < 0:
            break
        match = _BOX_RE.match(text, start)
        position = start
        if not match:
            continue
        box = _read_box(text, start, match.end())
        if box is None:
            if not boxes:
                last_broken = True
            continue
        if boxes and box.end >= boxes[0].end:
            boxes[0] = box  # an outer box around the one found before: keep the outer one
            continue
        boxes.insert(0, box)
    return boxes, last_broken


def _is_denied(text: str, box: _Box) -> bool:
    before = text[max(0, box.start - 40) : box.start]
    return bool(_DENIAL_RE.search(before))


def _is_altered(text: str, box: _Box) -> bool:
    before = text[max(0, box.start - 12) : box.start]
    after = text[box.end : box.end + 12]
    return bool(_OUTSIDE_BEFORE_RE.search(before) or _OUTSIDE_AFTER_RE.match(after))


def _check_tail(tail: str) -> None:
    """Raise when the text after the answer takes it back or hedges it."""
    window = tail[:300]
    if _RETRACTION_RE.search(window):
        raise UnassertedError("the answer is retracted after it is given")
    if _TAIL_HEDGE_RE.match(window):
        raise HedgedError("the answer is followed by an alternative")


def _from_boxes(text: str) -> Optional[Extraction]:
    """Return the last asserted box (with the boxes joined to it), and where it ends."""
    boxes, last_broken = _find_boxes(text)
    if last_broken:
        raise NoAnswerError("the last box is unbalanced or empty")
    if not boxes:
        return None
    asserted = [box for box in boxes if not _is_denied(text, box)]
    if not asserted:
        raise UnassertedError("the only boxed answer is denied")
    last = asserted[-1]
    if _is_altered(text, last):
        raise UnassertedError("the boxed answer is changed by what stands outside the box")
    _check_tail(text[last.end :])
    group = [last]
    for box in reversed(asserted[:-1]):
        gap = text[box.end : group[0].start]
        if _HEDGE_RE.search(gap):
            raise HedgedError("the boxed answers are offered as alternatives")
        if not _JOINER_GAP_RE.match(gap):
            break  # other words between boxes: a self-correction, the last one counts
        group.insert(0, box)
    return Extraction(", ".join(box.content for box in group), "box", last.end)


def _anchor_answer(after: str) -> str:
    """Take the answer text that follows an anchor: to the end of its line or sentence.

    A sentence that starts with words ("The largest $n$ is 34") gives its one value.
    """
    after = _LEADING_FILLER_RE.sub("", after)
    line, _, rest = after.partition("\n")
    if not line.strip():
        stripped = rest.lstrip()
        line = stripped.partition("\n")[0]
    spans = _MATH_SPAN_RE.findall(line)
    if len(spans) == 1 and not _strip_spans(line).strip(" .,:;*"):
        return next(part for part in spans[0] if part).strip()
    end = _SENTENCE_END_RE.search(line)
    if end:
        line = line[: end.start()]
    line = _TRAILING_FILLER_RE.sub("", line.strip())
    if _HEDGE_RE.search(line):
        raise HedgedError("the anchored answer hedges")
    if _LEADING_WORD_RE.match(line):
        value = _single_value(line)
        if value is not None:
            return value
    return line


def _strip_spans(text: str) -> str:
    return _MATH_SPAN_RE.sub("", text)


def _last_anchor_end(text: str) -> int:
    """Return where the last anchor phrase ends, or -1 (case-insensitive, scanning from the end)."""
    lower = text.lower()
    best_start, best_end = -1, -1
    for core, phrases in _ANCHOR_GROUPS:
        if core not in lower:
            continue
        for phrase in phrases:
            start = lower.rfind(phrase)
            if start > best_start:
                best_start, best_end = start, start + len(phrase)
    for phrase in _LINE_ANCHOR_PHRASES:
        start = ("\n" + lower).rfind(phrase)  # the line anchor "A:" only starts a line
        if start > best_start:
            best_start, best_end = start, start + len(phrase) - 1
    return best_end


def _from_anchor(text: str) -> Optional[Extraction]:
    window_start = max(0, len(text) - TAIL_WINDOW)
    end = _last_anchor_end(text[window_start:])
    if end >= 0:
        end += window_start
    elif window_start:
        end = _last_anchor_end(text[: window_start + 100])
    if end < 0:
        return None
    remainder = text[end:]
    answer = _anchor_answer(remainder)
    if not answer:
        return None
    if len(_OPTION_LINE_RE.findall(remainder)) >= 2:
        raise HedgedError("the answer is followed by a list of options")
    consumed = remainder.find(answer)
    _check_tail(remainder[consumed + len(answer) :] if consumed >= 0 else "")
    return Extraction(answer, "anchor")


def _from_bare(text: str) -> Optional[Extraction]:
    stripped = text.strip()
    if "\n" in stripped or len(stripped) > MAX_BARE_LENGTH or _MATH_SPAN_RE.search(stripped):
        return None
    if len(_WORD_RE.findall(stripped)) > MAX_BARE_WORDS:
        return None  # a sentence, not a bare answer
    if "=" in stripped and _CHAIN_RE.match(stripped):
        return Extraction(stripped.rsplit("=", 1)[1].strip(), "chain")
    return Extraction(stripped, "bare")


def _sentences(line: str) -> List[str]:
    """Split a line into sentences, never inside a math span (``$$x = 1.$$`` ends one)."""
    spans: List[str] = []

    def hide(match: "re.Match[str]") -> str:
        spans.append(match.group(0))
        ending = ". " if match.group(0).rstrip("$\\)]").rstrip().endswith(".") else ""
        return f"\x00{len(spans) - 1}\x00{ending}"

    masked = _MATH_SPAN_RE.sub(hide, line.replace("\x00", " "))  # NUL marks the hidden spans
    parts = _SENTENCE_END_RE.split(masked)
    restored = [_PLACEHOLDER_RE.sub(lambda m: spans[int(m.group(1))], part) for part in parts]
    return [part for part in restored if part.strip()]


def _from_final_sentence(text: str) -> Optional[Extraction]:
    tail = _DISPLAY_SPAN_RE.sub(lambda m: " ".join(m.group(0).split()), text[-SENTENCE_WINDOW:])  # one line each
    lines = [line for line in tail.strip().splitlines() if line.strip()]
    if not lines:
        return None
    sentences = _sentences(_TRAILING_FILLER_RE.sub("", lines[-1]))
    if not sentences:
        return None
    value = _single_value(sentences[-1])
    if value is None and len(sentences) > 1 and not _has_value(sentences[-1]):
        value = _single_value(sentences[-2])  # "... is 12. I hope it is correct."
    return None if value is None else Extraction(value, "sentence")


def _has_value(sentence: str) -> bool:
    return bool(_MATH_SPAN_RE.search(sentence) or _NUMBER_RE.search(sentence))


def _single_value(sentence: str) -> Optional[str]:
    """Return the one number or math span of a sentence, or None when there are none or several.

    A span that is one letter names a variable ("the largest $n$ is 34") and counts
    only when nothing else is there.
    """
    matches = list(_MATH_SPAN_RE.finditer(sentence))
    spans = [next(part for part in match.groups() if part).strip() for match in matches]
    numbers = _NUMBER_RE.findall(_strip_spans(sentence))
    values = [span for span in spans if not _LONE_LETTER_RE.match(span)] + numbers
    if len(values) == 1:
        return values[0].strip()
    if not values and len(spans) == 1:
        return spans[0]
    if len(matches) > 1 and not numbers and _are_joined(sentence, matches):
        return ", ".join(spans)  # "$x = 2$ and $x = -3$": one list answer
    return None


def _are_joined(sentence: str, matches: List["re.Match[str]"]) -> bool:
    """Return whether consecutive math spans are separated only by "and", "or" or commas."""
    return all(
        _JOINER_GAP_RE.match(sentence[left.end() : right.start()]) for left, right in zip(matches, matches[1:])
    )


def extract_boxed(text: str) -> Optional[str]:
    r"""Return the content of the last box (and the boxes joined to it), or None.

    Used on references that are whole solutions: their box is the answer.

    >>> extract_boxed(r"so the answer is \boxed{004}.")
    '004'
    """
    try:
        found = _from_boxes(text)
    except GradeError:
        return None
    return None if found is None else found.text


def extract(response: str, *, require_anchor: bool = False) -> Extraction:
    """Return the one final answer of a response; raise when there is none or several.

    Raises NoAnswerError, HedgedError or UnassertedError (all GradeError).
    """
    if not response or not response.strip():
        raise NoAnswerError("the response is empty")
    text = _strip_special_tokens(_remove_hidden(_strip_reasoning(response)))
    if not text.strip():
        raise NoAnswerError("the response has no visible text")
    boxed = _from_boxes(text)
    if boxed is not None:
        # an anchor with a value after the last box restates the final answer ("# Answer" lines)
        later = _from_anchor(text[boxed.end :])
        return later if later is not None and _has_value(later.text) else boxed
    anchored = _from_anchor(text)
    if anchored is not None:
        return anchored
    if not require_anchor:
        options = _OPTION_LINE_RE.findall(text[-TAIL_WINDOW:])
        if len(options) >= 2:
            raise HedgedError("the response lists options instead of choosing one")
        for step in (_from_bare, _from_final_sentence):
            found = step(text)
            if found is not None:
                return found
    if _NO_VALUE_RE.search(text[-500:]):
        raise NoAnswerError("the response says the answer cannot be determined")
    raise NoAnswerError("no box, anchor or single final value")
