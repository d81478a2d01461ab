r"""What a reader sees: the visibility pass at the front of extraction (POLICY §1.7 Visible).

One left-to-right scan over a small document model of the response: math spans
(``$..$``, ``$$..$$``, ``\(..\)``, ``\[..\]``, math environments), code (fenced and
inline), HTML (comments, tags, hidden elements), Markdown strikethrough and LaTeX
constructs that hide their argument.  What a reader cannot see is removed, so it never
supplies (or hides) an answer.  A response that cannot be read as a reader sees it
(macro definitions, math styling, bidirectional overrides, combining marks on digits, a word
or a number that mixes scripts through lookalikes)
raises ObscuredError.

>>> visible_text("The answer is <!-- \\boxed{5} --> \\boxed{6}")
'The answer is   \\boxed{6}'
>>> visible_text("so $$x = 6 % \\boxed{5}\n$$")
'so $$x = 6 $$'
>>> visible_text("~~\\boxed{5}~~ \\boxed{6}")
'  \\boxed{6}'
>>> visible_text("\\newcommand{\\five}{6} \\boxed{\\five}")
Traceback (most recent call last):
  ...
strictgrade.verdict.ObscuredError: the response defines commands or branches on TeX conditions
"""

from __future__ import annotations

import functools
import re
from typing import List, Optional, Tuple

from .._lazy import lazy_compile
from .._tables import BLANK_GROUP_COMMANDS, LIGHT_BACKGROUNDS, SPACING_WITH_LENGTH, CODE_HTML_ELEMENTS, HIDDEN_HTML_ELEMENTS, NEUTRAL_CSS_PROPERTIES, NEUTRAL_HTML_CLASSES, HTML_TAGS, MACRO_DEFINITIONS, MATH_STYLING, VISIBLE_COLOURS
from .._text import TOO_LONG, find_closing_brace, find_group_end, trie_pattern
from ..limits import MATH_SPAN_SCAN, MAX_MARKUP_TOKENS
from ..verdict import ObscuredError, TooComplexError
from .characters import check_characters, check_scripts, has_deceptive_characters, without_zero_width

__all__ = ["visible_text", "check_markup", "math_span_parts", "is_invisible_colour"]

# A Markdown link reference definition ("[//]: # (hidden)") is never shown, a footnote's ("[^1]: ...") is
# shown at the end; a text without "]:" holds none (a regex finds a two-character string faster than ``in`` does).
_LINK_DEFINITION_RE = lazy_compile(r"(?m)^ {0,3}\[(?!\^)[^\]\n]+\]:[ \t]*\S[^\n]*$")
_LINK_TRIGGER_RE = lazy_compile(r"\]:")
# A Markdown footnote's marks: its reference ("\\boxed{24}[^1]", shown as a small linked label) and the label that opens
# its definition ("[^1]: Rotations count as one seating.", shown at the end). A label is no value: both marks are
# read as spacing when the label is defined, and the definition's text stays, a note like any other.
_FOOTNOTE_DEFINITION_RE = lazy_compile(r"(?m)^ {0,3}\[\^([^\]\s]+)\]:")
_FOOTNOTE_MARK_RE = lazy_compile(r"\[\^([^\]\s]+)\]:?")


def _without_footnote_marks(text: str) -> str:
    """Return ``text`` with the marks of its defined footnotes read as spacing (an undefined "[^1]" is shown as written)."""
    defined = frozenset(_FOOTNOTE_DEFINITION_RE.findall(text))
    if not defined:
        return text
    return _FOOTNOTE_MARK_RE.sub(lambda mark: " " if mark.group(1) in defined else mark.group(), text)


# A Markdown image ("![alt](url)", "![alt][ref]"): a reader sees the picture, not its alt text.
_IMAGE_RE = lazy_compile(r"!\[[^\]\n]*\](?:\([^)\n]*\)|\[[^\]\n]*\])")

# Anything the scan acts on; a response without any is visible as it is.  A few plain
# substring tests and one regex with a literal first character (both C speed) decide
# that, so most responses cost no scan at all.
# A "<" matters only as an HTML tag or comment; a "~" only as strikethrough ("14~cm" is a space).
_TAG_TRIGGER_RE = lazy_compile(r"<(?:!--|/?(?:" + trie_pattern(sorted(HTML_TAGS)) + r")(?=[\s/>]))", re.IGNORECASE)
# What every tag and comment starts with ("<<6*2=12>>" has none), with the trigger's case folding ("<ſ>" is "<s>").
_TAG_HINT_RE = lazy_compile(r"<[!/a-z]", re.IGNORECASE)
_TILDE_TRIGGER_RE = lazy_compile(r"~~|~[^\s~\d][^~\n]*~")
# A % not right after a decimal digit or a backslash: found in one scan, then asked of
# _is_percent_sign (which also counts "²" as a digit).
_COMMENT_SIGN_RE = lazy_compile(r"%(?<![\d\\]%)")
# A % that is not the escaped "\\%" (a longer run of backslashes before it counts as unescaped:
# the scan decides).  Both patterns start with the %, which the regex engine skips to fast.
_UNESCAPED_PERCENT_RE = lazy_compile(r"%(?<!(?<!\\)\\%)")
# The delimiters of display math, in which every unescaped % is a comment (in inline math,
# $...$ or \(...\), "50%" is a percent sign).
_COMMENT_MATH_DELIMITERS = (("$$", "$$"), ("\\[", "\\]"), ("\\begin", "\\end"))
# Commands that hide their argument(s) or switch colour: the tokens below and the trigger.
_HIDE_COMMANDS = ("phantom", "hphantom", "vphantom", "cancel", "bcancel", "xcancel", "sout", "st", "xout", "invisible", "label", "index")
_CANCELTO_COMMANDS = ("cancelto", "sbox", "savebox")
_SCALE_COMMANDS = ("scalebox", "resizebox")
_COLOUR_COMMANDS = ("textcolor", "color")
# An equation's number (\tag{1}, \tag*{$\star$}) and the commands that suppress it (\notag, \nonumber):
# layout beside the equation, neutral around an answer, dropped (without a space: what follows it stays
# attached, "\boxed{5}\tag{1}0" is "\boxed{5}0").  Only a short label is a number: a tag that says more
# ("\tag{\text{or 6}}") stays text.
_TAG_COMMANDS = ("tag", "notag", "nonumber")
_TAG_LABEL = r"(?:[A-Za-z0-9.*'\-]|\$?\\(?:star|ast|dagger|ddagger|S|P|bullet|clubsuit|spadesuit|heartsuit|diamondsuit|sharp)(?![a-zA-Z])\$?)"
_EQUATION_TAG = r"\\(?:tag\*?[\t\x20]*\{[\t\x20]*" + _TAG_LABEL + r"{1,12}[\t\x20]*\}|(?:notag|nonumber)(?![a-zA-Z]))"
# Spacing a reader sees as a space: a blank group of a command that shows its argument
# (\text{ }, \mbox{ }, \text{~}) and a spacing command with its length (\hspace{1em}, \kern3pt);
# an empty group (\text{}) shows nothing at all.
_BLANK_ARGUMENT = r"\s*\{(?:\s|~|\\(?:quad|qquad|[,;:! ])(?![a-zA-Z]))*\}"
_BLANK_GROUP = trie_pattern(BLANK_GROUP_COMMANDS) + _BLANK_ARGUMENT
_SPACING_WITH_LENGTH = trie_pattern(SPACING_WITH_LENGTH) + r"(?![a-zA-Z])"
_LENGTH = (
    r"\s*(?:\{[^{}\\]{0,24}\}|-?[\d.]{1,8}\s*[a-zA-Z]{2})"
    r"(?:\s*(?:plus|minus)\s*-?[\d.]{0,8}\s*(?:fil{1,3}|[a-zA-Z]{2}))*"  # TeX glue: \hskip 1em plus 1fil
)
_EMPTY_GROUP_RE = lazy_compile(r"\\[a-zA-Z]+\s*\{\}")  # shows nothing at all
# A negative length in a spacing command, and the size of its units in em: more than
# _FAR_BACK_EM em back moves text out of sight or over other text (a small kern is typography).
_NEGATIVE_LENGTH_RE = lazy_compile(r"-\s*(\d*\.?\d+)\s*([a-zA-Z]{2})")
_EM_PER_UNIT = {"em": 1.0, "ex": 0.43, "mu": 1 / 18, "pt": 0.1, "bp": 0.1, "px": 0.1, "dd": 0.107, "pc": 1.2, "cc": 1.28, "cm": 2.85, "mm": 0.285, "in": 7.23, "sp": 0.0}
_FAR_BACK_EM = 2.0
# What may be a blank argument, looked ahead at (a superset: the scan reads it exactly).
_MAY_BE_BLANK = r"(?=\s*\{(?:[^{}a-zA-Z0-9]|q?quad)*\})"
# LaTeX internals (\@gobble), the commands that hide and blank spacing: one scan of the
# backslashes and one trie of the names (a group that may be blank counts when its argument is).
_TRIGGER_COMMANDS = (
    _HIDE_COMMANDS + _CANCELTO_COMMANDS + _SCALE_COMMANDS + _COLOUR_COMMANDS + _TAG_COMMANDS + ("iffalse", "begin{comment")
    + MACRO_DEFINITIONS + MATH_STYLING + tuple(name.rstrip("*") for name in SPACING_WITH_LENGTH) + BLANK_GROUP_COMMANDS
)
# The lookahead on a name's first character turns most backslashes away before the trie is tried.
_COMMAND_TRIGGER_RE = lazy_compile(
    r"\\(?=[@" + "".join(sorted({name[0] for name in _TRIGGER_COMMANDS})) + r"])(?:@|"
    + trie_pattern(_TRIGGER_COMMANDS, ends={name: _MAY_BE_BLANK for name in BLANK_GROUP_COMMANDS})
    + r"(?![a-zA-Z]))"
)
# An HTML character reference ("&ge;", "&#8805;"): a reader sees the character it names.
_ENTITY_RE = lazy_compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});")


def _moves_back_far(token: str) -> bool:
    """Return whether a spacing command moves text back more than _FAR_BACK_EM em (an unknown unit: yes)."""
    return any(
        float(number) * _EM_PER_UNIT.get(unit.lower(), _FAR_BACK_EM + 1) > _FAR_BACK_EM
        for number, unit in _NEGATIVE_LENGTH_RE.findall(token)
    )


def _comment_math_bounds(text: str) -> List[Tuple[int, int]]:
    """Where math in which % is a comment could be, per kind of delimiter: from its first opener
    to its last closer (a span of that kind lies within)."""
    bounds = []
    for opener, closer in _COMMENT_MATH_DELIMITERS:
        first = text.find(opener)
        if first >= 0:
            bounds.append((first, text.rfind(closer)))
    return bounds


def _has_triggers(text: str) -> bool:
    """Return whether reading could change anything: markup the scan acts on (``_has_markup_triggers``)
    or a deceptive character."""
    return _has_markup_triggers(text) or has_deceptive_characters(text)


def _has_markup_triggers(text: str) -> bool:
    """Return whether the scan could change anything: a tag, a comment, code, a strikethrough,
    an unescaped percent sign that is not a number's, a hiding command, a link definition, an image
    or a character reference."""
    if "<" in text and _TAG_HINT_RE.search(text) and _TAG_TRIGGER_RE.search(text):
        return True
    if "%" in text:
        if any(not _is_percent_sign(text, sign.start()) for sign in _COMMENT_SIGN_RE.finditer(text)):
            return True  # a % that is no number's percent sign
        if any(_UNESCAPED_PERCENT_RE.search(text, low + 1, high) for low, high in _comment_math_bounds(text)):
            return True  # a % where math in which it is a comment could hold it
    if "~" in text and _TILDE_TRIGGER_RE.search(text):
        return True
    if "`" in text or _LINK_TRIGGER_RE.search(text) or _COMMAND_TRIGGER_RE.search(text):
        return True
    if "!" in text and "![" in text and _IMAGE_RE.search(text):  # one character is found fastest
        return True
    return "&" in text and _ENTITY_RE.search(text) is not None


def _after_a_number(text: str, index: int) -> bool:
    """Return whether a digit stands before ``index``, past spaces and tabs ("5 %" is a percent sign)."""
    while index > 0 and text[index - 1] in " \t":
        index -= 1
    return index > 0 and text[index - 1].isdigit()


def _is_percent_sign(text: str, index: int) -> bool:
    """A ``%`` right after a digit or a backslash is a percent sign, never a comment."""
    return index > 0 and (text[index - 1].isdigit() or text[index - 1] == "\\")


# What may open a math span (with the escapes that must be skipped over).
_MATH_OPENER_RE = lazy_compile(r"\\\\|\\\$|\\[(\[]|\\begin\s*\{(?P<environment>[a-zA-Z]+\*?)\}|\$\$?")
# Where a token may start: one character class, which the regex engine skips to fast.
_TOKEN_START_RE = lazy_compile(r"[`<~\\$%]")
# Where a token that hides may start, for text in which math spans change nothing (no code,
# strikethrough, percent sign or colour switch): HTML, \\ (so "\\\\phantom" is no command),
# environments and the hiding commands.  The escapes and dollars that delimit math are skipped.
_HIDING_START_RE = lazy_compile(
    r"<|\\(?:\\|begin|iffalse|" + "|".join(_HIDE_COMMANDS + _CANCELTO_COMMANDS + _SCALE_COMMANDS + _TAG_COMMANDS) + "|" + _BLANK_GROUP
    + "|" + _SPACING_WITH_LENGTH + r")"
)
@functools.lru_cache(maxsize=1)
def _token_pattern() -> "re.Pattern[str]":
    """The tokens the scan stops at, in the order they are tried at one position; compiled on first
    use (most responses are never scanned)."""
    return re.compile(
        r"""
          (?P<fence>(?P<fchar>```|~~~))                       # a fenced code block (at a line start)
        | (?P<tick>`+)                                        # inline code
        | (?P<comment><!--)                                   # an HTML comment
        | (?P<tag></?(?P<tagname>[A-Za-z][A-Za-z0-9]*)(?=[\s/>])[^<>]*>)   # an HTML tag
        | (?P<strike>~~|~(?=[^\s~\d]))                         # Markdown strikethrough (~~x~~, or ~x~ on one line)
        | (?P<escape>\\[\\$%{}\[\]()])                        # \\ \$ \% ... and the \( \[ delimiters
        | (?P<env>\\begin\s*\{(?P<envname>[a-zA-Z]+\*?)\})     # an environment
        | (?P<iffalse>\\iffalse(?![a-zA-Z]))
        | (?P<hide>\\(?:HIDE)(?![a-zA-Z]))
        | (?P<cancelto>\\(?:CANCELTO)(?![a-zA-Z]))
        | (?P<scale>\\(?:SCALE)(?![a-zA-Z]))
        | (?P<colour>\\(?:COLOUR)(?![a-zA-Z]))
        | (?P<blank>\\(?:BLANK|LENGTHS LENGTH))
        | (?P<eqtag>EQUATION_TAG)                              # an equation number, or none
        | (?P<dollar>\$\$?)
        | (?P<percent>%)
        """.replace("HIDE", "|".join(_HIDE_COMMANDS))
        .replace("CANCELTO", "|".join(_CANCELTO_COMMANDS))
        .replace("SCALE", "|".join(_SCALE_COMMANDS))
        .replace("COLOUR", "|".join(_COLOUR_COMMANDS))
        .replace("BLANK", _BLANK_GROUP.replace(" ", "[ ]"))
        .replace("LENGTHS LENGTH", (_SPACING_WITH_LENGTH + _LENGTH).replace(" ", "[ ]"))
        .replace("EQUATION_TAG", _EQUATION_TAG),
        re.VERBOSE,
    )


_MATH_ENVIRONMENTS = frozenset(
    "equation equation* align align* gather gather* multline multline* eqnarray eqnarray* displaymath math "
    "flalign flalign* alignat alignat*".split()
)
_COLOUR_ARGS_RE = lazy_compile(r"\s*(?:\[(?P<model>[^\]]*)\])?\s*\{(?P<spec>[^{}]*)\}")
_ZERO_SCALE_RE = lazy_compile(r"\s*\{\s*[-+]?0*\.?0*\s*(?:pt|em|ex|px|cm|mm|in)?\s*\}")
_HIDDEN_ATTRIBUTE_RE = lazy_compile(r"\shidden\b", re.IGNORECASE)
_STYLE_ATTRIBUTE_RE = lazy_compile(r"\sstyle\s*=\s*(?:\"(?P<value>[^\"]*)\"|'(?P<v2>[^']*)'|(?P<v3>[^\s>]+))", re.IGNORECASE)
_CLASS_ATTRIBUTE_RE = lazy_compile(r"\sclass\s*=\s*[\"']?(?P<value>[^\"'>]*)", re.IGNORECASE)
_FONT_COLOUR_RE = lazy_compile(r"\scolor\s*=\s*[\"']?(?P<value>[^\"'\s>]+)", re.IGNORECASE)
_HEX_RE = lazy_compile(r"#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})")
# A colour at least this light on every channel (0..1) cannot be read on a white page.
_LIGHTEST_READABLE = 0.9


def is_invisible_colour(spec: str, model: str = "") -> bool:
    """Return whether a colour cannot be seen on a white page; unknown colours count as invisible.

    >>> [is_invisible_colour(c) for c in ("red", "white", "white!100", "black!50", "#FFFFFF", "snow")]
    [False, True, True, False, True, True]
    >>> is_invisible_colour("1,1,1", "rgb"), is_invisible_colour("255,0,0", "RGB")
    (True, False)
    """
    spec = spec.strip().lower()
    model = model.strip().lower()
    channels: Optional[List[float]] = None
    try:
        if model == "rgb" or model == "cmy":
            channels = [float(part) for part in spec.split(",")]
            if model == "cmy":
                channels = [1 - c for c in channels]
        elif model == "RGB".lower() and any(float(p) > 1 for p in spec.split(",")):
            channels = [float(part) / 255 for part in spec.split(",")]
        elif model == "gray":
            channels = [float(spec)]
        elif model == "html" or spec.startswith("#"):
            channels = _hex_channels(spec)
            if channels is None:
                return True
        elif _is_rgb(spec):
            channels = _rgb_channels(spec)
    except ValueError:
        return True
    if channels is not None:
        return not channels or min(channels) >= _LIGHTEST_READABLE
    if model and model not in ("named",):
        return True
    # xcolor mixing: "red!50!white" is red at 50% on white; "white!100" is white.
    parts = spec.split("!")
    base = parts[0]
    if base not in VISIBLE_COLOURS:
        return True
    if len(parts) >= 2:
        try:
            share = float(parts[1])
        except ValueError:
            return True
        other = parts[2] if len(parts) >= 3 else "white"
        if other not in VISIBLE_COLOURS and other != "white":
            return True
        if share <= 100 - 100 * _LIGHTEST_READABLE and other == "white":
            return True
    return False


@functools.lru_cache(maxsize=1)
def _unreadable_patterns() -> "Tuple[re.Pattern[str], re.Pattern[str]]":
    """Macro definitions and TeX conditionals (\\@gobble: internals), and math styling; compiled on
    first use (only a text with triggers is read by them)."""
    return re.compile(r"\\(?:" + trie_pattern(MACRO_DEFINITIONS) + r")(?![a-zA-Z])|\\@[a-zA-Z]"), re.compile(r"\\(?:" + "|".join(MATH_STYLING) + r")(?![a-zA-Z])")


def check_markup(text: str) -> None:
    """Refuse a text that defines commands, branches on TeX conditions or styles math: it renders
    otherwise than it reads."""
    if "\\" not in text:
        return
    macros, styling = _unreadable_patterns()
    if macros.search(text):
        raise ObscuredError("the response defines commands or branches on TeX conditions")
    if styling.search(text):
        raise ObscuredError("the response styles its math")


def _closing_dollar(text: str, start: int, double: bool) -> int:
    """Return where the ``$``/``$$`` opened before ``start`` closes, or -1 when it is a dollar sign.

    A ``$`` opens math only when a non-space follows it, and the next unescaped ``$``
    closes it only when a non-space precedes it and no digit follows (Pandoc's rule,
    with no ``$`` inside): in "costs $5 and $6" neither is math.
    """
    end = min(len(text), start + MATH_SPAN_SCAN)
    if double:
        return text.find("$$", start, end)
    if start >= len(text) or text[start] in " \t\n":
        return -1
    found = text.find("$", start, end)
    while found > 0 and text[found - 1] == "\\":
        found = text.find("$", found + 1, end)
    if found < 0 or text[found - 1] in " \t\n" or text[found + 1 : found + 2].isdigit():
        return -1
    return -1 if "\n\n" in text[start:found] else found


def _closing_of(text: str, start: int, closer: str) -> int:
    return text.find(closer, start, min(len(text), start + MATH_SPAN_SCAN))


def _math_span(text: str, opener: str, end: int, environment: str = "") -> Optional[Tuple[int, int]]:
    """Return where the math span opened by ``opener`` (ending at ``end``) closes: (closer start, closer
    length), or None when it is not math (a dollar sign, an unclosed delimiter).  The one place that
    says where math ends, for the visibility scan and for ``math_span_parts``."""
    if opener in ("$", "$$"):
        close = _closing_dollar(text, end, opener == "$$")
        return None if close < 0 else (close, len(opener))
    closer = {"\\(": "\\)", "\\[": "\\]"}.get(opener, "\\end{" + environment + "}")
    close = _closing_of(text, end, closer)
    return None if close < 0 else (close, len(closer))


def _element_end(text: str, start: int, name: str) -> int:
    """Return the end of the HTML element whose opening tag ends at ``start`` (nested same tags count)."""
    pattern = re.compile(r"<(/?)" + re.escape(name) + r"(?=[\s/>])[^<>]*>", re.IGNORECASE)
    depth = 1
    for match in pattern.finditer(text, start):
        depth += -1 if match.group(1) else 1
        if depth == 0:
            return match.end()
    return len(text)


def _argument_end(text: str, position: int) -> int:
    """Return the end of the braced argument starting at ``position`` (after spaces), or -1."""
    while position < len(text) and text[position] in " \t":
        position += 1
    if position >= len(text) or text[position] != "{":
        return -1
    close = find_closing_brace(text, position)
    return len(text) if close in (TOO_LONG, -1) else close + 1


def _skip_arguments(text: str, position: int, count: int) -> int:
    for _ in range(count):
        end = _argument_end(text, position)
        if end < 0:
            return position
        position = end
    return position


class _Scan:
    """The state of one visibility scan: the kept pieces and the math span we are in."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.out: List[str] = []
        self.spans: List[Tuple[int, int]] = []  # (open, close) of math spans in the input
        self.math_close = -1  # where the current math span's closing delimiter starts
        self.math_close_len = 0
        self.inline = False  # in inline math ($...$ or \(...\)), where 50% is a percent sign

    def in_math(self, position: int) -> bool:
        return position < self.math_close


def _scan(text: str, track_math: Optional[bool] = None) -> Tuple[str, List[Tuple[int, int]]]:
    """Return the visible text and the math spans of ``text`` (input positions).

    Math spans are tracked only where they change what a token does (``track_math`` forces it
    either way: tests hold the two scans equal on such text); untracked, no span is returned.
    """
    state = _Scan(text)
    out = state.out
    index = 0
    position = 0
    if track_math is None:
        track_math = "`" in text or "~" in text or "%" in text or "color" in text
        # The full scan visits at most one token per "<", "\\" or "$": with more of them than the cap
        # it might refuse the text, so it reads it (the reduced scan would not refuse).
        track_math = track_math or text.count("\\") + text.count("$") + text.count("<") > MAX_MARKUP_TOKENS
    starts = _TOKEN_START_RE if track_math else _HIDING_START_RE
    tokens = _token_pattern()
    for _ in range(MAX_MARKUP_TOKENS):
        found = starts.search(text, position)
        if found is None:
            break
        match = tokens.match(text, found.start())
        if match is None:
            position = found.start() + 1
            continue
        start, end = match.span()
        kind = match.lastgroup
        in_math = start < state.math_close
        if state.math_close >= 0 and start >= state.math_close:
            state.math_close = -1
        resume = end  # where copying resumes: text[start:resume] is dropped unless kept
        keep = True
        if kind == "escape":
            delimiter = match.group("escape")
            if delimiter in ("\\(", "\\[") and not in_math:
                closing = _math_span(text, delimiter, end)
                if closing is not None:
                    state.math_close, state.inline = closing[0], delimiter == "\\("
                    state.spans.append((start, closing[0] + closing[1]))
        elif kind == "dollar":
            if not in_math:
                closing = _math_span(text, match.group("dollar"), end)
                if closing is not None:
                    state.math_close, state.inline = closing[0], closing[1] == 1
                    state.spans.append((start, closing[0] + closing[1]))
        elif kind in ("fence", "fchar") and not in_math and text[text.rfind("\n", 0, start) + 1 : start].strip(" \t") != "":
            ticks = match.group("fchar")
            close = text.find(ticks, end)
            if close >= 0:  # ``` after text on its line opens inline code
                resume = close + len(ticks)
                keep = False
        elif kind in ("fence", "fchar") and not in_math:
            fence = match.group("fchar")
            close = text.find("\n", end)
            closing = re.compile(r"(?m)^[ \t]*" + re.escape(fence) + r"[ \t]*$").search(text, close + 1 if close >= 0 else len(text))
            resume = closing.end() if closing else len(text)
            keep = False
        elif kind == "tick" and not in_math:
            ticks = match.group("tick")
            close = text.find(ticks, end)
            if close >= 0 and "\n\n" not in text[end:close]:
                resume = close + len(ticks)
                keep = False
        elif kind == "comment":
            close = text.find("-->", end)
            resume = len(text) if close < 0 else close + 3
            keep = False
        elif kind in ("tag", "tagname"):
            name = match.group("tagname").lower()
            if name in HTML_TAGS:
                keep = False
                closing_tag = match.group("tag").startswith("</")
                attributes = match.group("tag")
                hidden = name in HIDDEN_HTML_ELEMENTS or name in CODE_HTML_ELEMENTS or _hides(attributes)
                if hidden and not closing_tag and not attributes.endswith("/>"):
                    resume = _element_end(text, end, name)
                elif name == "br":
                    out.append(text[index:start])
                    out.append("\n")
                    index = position = end
                    continue
        elif kind == "strike" and not in_math:
            marker = match.group("strike")
            close = text.find(marker, end)
            line_end = text.find("\n", end)
            same_line = close >= 0 and (line_end < 0 or close < line_end)
            if close >= 0 and "\n\n" not in text[end:close] and (marker == "~~" or same_line and not text[close - 1].isspace()):
                resume = close + len(marker)
                keep = False
        elif kind in ("env", "envname"):
            name = match.group("envname")
            if name == "comment":
                close = _closing_of(text, end, "\\end{comment}")
                resume = len(text) if close < 0 else close + len("\\end{comment}")
                keep = False
            elif name in _MATH_ENVIRONMENTS and not in_math:
                closing = _math_span(text, "\\begin", end, name)
                if closing is not None:
                    state.math_close, state.inline = closing[0], False
                    state.spans.append((start, closing[0] + closing[1]))
        elif kind == "iffalse":
            close = re.compile(r"\\fi(?![a-zA-Z])").search(text, end)
            resume = len(text) if close is None else close.end()
            keep = False
        elif kind == "hide":
            resume = max(end, _skip_arguments(text, end, 1))
            keep = False
        elif kind == "cancelto":
            resume = max(end, _skip_arguments(text, end, 2))
            keep = False
        elif kind == "scale":
            if _ZERO_SCALE_RE.match(text, end):
                resume = max(end, _skip_arguments(text, end, 3 if text.startswith("\\resize", start) else 2))
                keep = False
        elif kind == "colour":
            arguments = _COLOUR_ARGS_RE.match(text, end)
            if arguments and is_invisible_colour(arguments.group("spec"), arguments.group("model") or ""):
                keep = False
                after = arguments.end()
                if text.startswith("\\textcolor", start):
                    resume = max(after, _skip_arguments(text, after, 1))
                else:
                    resume = find_group_end(text, after)  # a colour switch hides the rest of its group
                    if in_math:
                        resume = min(resume, state.math_close)
                    opened = text.rfind("{", index, start)
                    if opened >= 0 and not text[opened + 1 : start].strip() and text.startswith("}", resume):
                        start, resume = opened, resume + 1  # a switch that opens its group hides the group: no "{}" is left
        elif kind == "blank":
            if _moves_back_far(match.group(0)):
                raise ObscuredError("the response moves text back with negative spacing")
            keep = False  # a space, or nothing for an empty group (below)
        elif kind == "eqtag":
            keep = False
        elif kind == "percent" and not in_math:
            before_char = text[start - 1] if start else "\n"
            after_char = text[end] if end < len(text) else "\n"
            if before_char in " \t\n" and after_char in " \t\\%" and not _after_a_number(text, start):
                line_end = text.find("\n", end)
                rest = text[end : len(text) if line_end < 0 else line_end]
                if "\\" in rest or "$" in rest:
                    # "is % \\boxed{5}": LaTeX hides the rest of the line, Markdown shows it; math there
                    # could be an answer to one reader and nothing to the other.  Words alone are text.
                    raise ObscuredError("a % in prose hides the math after it from a LaTeX reader, not from a Markdown one")
        elif kind == "percent" and in_math:
            if not (state.inline and _is_percent_sign(text, start)):  # $50%$, \(50%\): a percent sign
                line_end = text.find("\n", end)
                line_end = len(text) if line_end < 0 else line_end + 1  # a comment ends with its line's newline
                resume = min(line_end, state.math_close)
                keep = False
        if keep:
            position = end
            continue
        out.append(text[index:start])
        spaced = kind in ("comment", "tick", "strike") or kind == "blank" and not _EMPTY_GROUP_RE.fullmatch(match.group(0))
        out.append(" " if resume < len(text) and spaced else "")
        index = position = max(resume, end)
    else:
        if starts.search(text, position):
            raise TooComplexError(f"the response has more than {MAX_MARKUP_TOKENS} markup tokens")
    out.append(text[index:])
    return "".join(out), state.spans


# A negative length, its number and its unit; far off is more than a few lines' worth.
_NEGATIVE_CSS_LENGTH_RE = lazy_compile(r"-\s*(\d+(?:\.\d+)?)\s*(px|em|rem|pt|%|vw|vh|cm|mm|in)?")
_FAR_OFF = {"px": 100.0, "pt": 75.0, "em": 6.0, "rem": 6.0, "%": 50.0, "vw": 50.0, "vh": 50.0, "cm": 2.5, "mm": 25.0, "in": 1.0, None: 100.0}


def _is_far_negative(setting: str) -> bool:
    """Return whether a CSS length moves its element far back (``-9999px``), not a small nudge (``-4px``)."""
    return any(float(number) > _FAR_OFF[unit] for number, unit in ((m.group(1), m.group(2)) for m in _NEGATIVE_CSS_LENGTH_RE.finditer(setting)))


def _is_light_background(setting: str) -> bool:
    """Return whether a CSS background is a light colour, on which the usual dark text is read."""
    first = (setting.split() or [""])[0]
    if first in LIGHT_BACKGROUNDS:
        return True
    try:
        channels = _hex_channels(first) if first.startswith("#") else _rgb_channels(first) if _is_rgb(first) else None
    except ValueError:
        return False
    return channels is not None and len(channels) == 3 and 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2] >= 0.5


def _hex_channels(spec: str) -> Optional[List[float]]:
    """Return the red, green and blue (0..1) of a hex colour (``#fff``, ``ffffff``), or None."""
    match = _HEX_RE.fullmatch(spec)
    if match is None:
        return None
    digits = match.group(1) if len(match.group(1)) == 6 else "".join(d * 2 for d in match.group(1))
    return [int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4)]


def _is_rgb(spec: str) -> bool:
    return spec.startswith("rgb(") and spec.endswith(")")


def _rgb_channels(spec: str) -> List[float]:
    """Return the channels (0..1) of an ``rgb(...)`` colour; raise ValueError when one is no number."""
    return [float(part.strip().rstrip("%")) / 255 for part in spec[4:-1].split(",")]


def _hides(tag: str) -> bool:
    """Return whether an HTML tag's attributes hide its content.

    A whitelist: ``hidden`` hides; a ``style`` may only set neutral properties (a visible
    colour, weight, font, underline, spacing, borders); a ``class`` may only name neutral
    classes.  Anything else (``display``, ``transform``, ``clip-path``, ``opacity``, a tiny
    font, an escape or a comment inside the style, an unknown class) hides.
    """
    if _HIDDEN_ATTRIBUTE_RE.search(tag):
        return True
    for style in _STYLE_ATTRIBUTE_RE.finditer(tag):
        value = style.group("value") or style.group("v2") or style.group("v3") or ""
        if "\\" in value or "/*" in value:
            return True
        for declaration in value.split(";"):
            name, _, setting = declaration.partition(":")
            name, setting = name.strip().lower(), setting.strip().lower()
            if not name:
                continue
            if name not in NEUTRAL_CSS_PROPERTIES:
                return True
            if name.startswith(("margin", "padding")) and _is_far_negative(setting):
                return True  # a large negative margin moves the element out of sight
            if name.startswith("background") and not _is_light_background(setting):
                return True  # on a dark or unknown background the text may not be read
            if name == "color" and is_invisible_colour(setting):
                return True
            if "line-through" in setting:
                return True
    for classes in _CLASS_ATTRIBUTE_RE.finditer(tag):
        if any(name not in NEUTRAL_HTML_CLASSES for name in classes.group("value").split()):
            return True
    return bool(_FONT_COLOUR_RE.search(tag)) and is_invisible_colour(_FONT_COLOUR_RE.search(tag).group("value"))


def visible_text(response: str) -> str:
    """Return what a reader sees of a response; raise ObscuredError when that cannot be told."""
    if not _has_triggers(response):
        return response
    check_markup(response)
    check_characters(response)
    text = without_zero_width(response)
    check_scripts(text)
    if _LINK_TRIGGER_RE.search(text):
        text = _LINK_DEFINITION_RE.sub("", text)
    if "![" in text:
        text = _IMAGE_RE.sub(" ", text)
    if "[^" in text:
        text = _without_footnote_marks(text)
    seen = _scan(text)[0] if _has_markup_triggers(text) else text  # the characters alone triggered the reading
    if "&" in seen and _ENTITY_RE.search(seen):
        import html  # noqa: PLC0415  (rare: not paid at import)

        return html.unescape(seen)  # "&ge;" shows as "≥"
    return seen


def math_span_parts(text: str, stop: int = -1) -> List[Tuple[int, int, int, int]]:
    r"""Return every math span of ``text`` as (start, body start, body end, end): its opening
    delimiter is ``text[start:body start]``, its closing one ``text[body end:end]``.  With
    ``stop``, only the spans that start at or before it.

    >>> math_span_parts(r"so $x = 3$ and \[y\]")
    [(3, 4, 9, 10), (15, 17, 18, 20)]
    >>> math_span_parts(r"cost $5 and $6; so $x = 3$")  # Pandoc's rule: dollar signs are no math
    [(19, 20, 25, 26)]
    """
    spans: List[Tuple[int, int, int, int]] = []
    position = 0
    while True:
        match = _MATH_OPENER_RE.search(text, position)
        if match is None or 0 <= stop < match.start():
            return spans
        opener = match.group(0)
        closing = None
        if not opener.startswith("\\\\") and opener != "\\$":
            environment = match.group("environment") or ""
            if not environment or environment in _MATH_ENVIRONMENTS:
                closing = _math_span(text, "\\begin" if environment else opener, match.end(), environment)
        if closing is None:
            position = match.end()
            continue
        spans.append((match.start(), match.end(), closing[0], closing[0] + closing[1]))
        position = closing[0] + closing[1]
