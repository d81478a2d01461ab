"""The visibility pass (strictgrade/extract/visible.py): what a reader sees, as one table.

Each row: a response, a text the reader sees (must stay), a text the reader does not see
(must go).  Obscured responses raise with their own reason.
"""

from __future__ import annotations

import pytest

from strictgrade.verdict import ObscuredError, Reason, TooComplexError
from hypothesis import example, given, settings
from hypothesis import strategies as st

from strictgrade.extract import visible as visible_module
from strictgrade.extract.visible import is_invisible_colour, math_span_parts, visible_text

SEEN = "SEEN"
HIDDEN = "HIDDEN"

VISIBILITY = [
    ("fenced code", f"```python\nprint({HIDDEN})\n```\n{SEEN}"),
    ("fenced code with tildes", f"~~~\n{HIDDEN}\n~~~\n{SEEN}"),
    ("unclosed fence hides the rest", f"{SEEN}\n```\n{HIDDEN}"),
    ("inline code", f"{SEEN} `{HIDDEN}`"),
    ("double-tick inline code", f"{SEEN} ``a `{HIDDEN}` b``"),
    ("HTML comment", f"{SEEN} <!-- {HIDDEN} -->"),
    ("unclosed HTML comment", f"{SEEN} <!-- {HIDDEN}"),
    ("hidden attribute", f'<span hidden>{HIDDEN}</span>{SEEN}'),
    ("display none", f'<div style="display: none">{HIDDEN}</div>{SEEN}'),
    ("visibility hidden", f"<p style='visibility:hidden'>{HIDDEN}</p>{SEEN}"),
    ("opacity zero", f'<span style="opacity:0;">{HIDDEN}</span>{SEEN}'),
    ("font size zero", f'<span style="font-size:0px">{HIDDEN}</span>{SEEN}'),
    ("white text", f'<span style="color:#FFF">{HIDDEN}</span>{SEEN}'),
    ("near-white text", f'<span style="color: rgb(250,250,250)">{HIDDEN}</span>{SEEN}'),
    ("font colour", f'<font color="white">{HIDDEN}</font>{SEEN}'),
    ("hiding class", f'<span class="visually-hidden">{HIDDEN}</span>{SEEN}'),
    ("script", f"<script>{HIDDEN}</script>{SEEN}"),
    ("style", f"<style>{HIDDEN}</style>{SEEN}"),
    ("nested hidden divs", f'<div hidden><div>{HIDDEN}</div>{HIDDEN}</div>{SEEN}'),
    ("strikethrough", f"~~{HIDDEN}~~ {SEEN}"),
    ("s tag", f"<s>{HIDDEN}</s> {SEEN}"),
    ("del tag", f"<del>{HIDDEN}</del> {SEEN}"),
    ("link-definition comment", f"[//]: # ({HIDDEN})\n{SEEN}"),
    ("cancel", rf"$\cancel{{{HIDDEN}}}$ {SEEN}"),
    ("cancelto", rf"$\cancelto{{{HIDDEN}}}{{{HIDDEN}}}$ {SEEN}"),
    ("sout", rf"\sout{{{HIDDEN}}} {SEEN}"),
    ("phantom", rf"$\phantom{{{HIDDEN}}}$ {SEEN}"),
    ("zero scalebox", rf"$\scalebox{{0}}{{{HIDDEN}}}$ {SEEN}"),
    ("zero resizebox", rf"$\resizebox{{0pt}}{{1pt}}{{{HIDDEN}}}$ {SEEN}"),
    ("iffalse", rf"\iffalse {HIDDEN} \fi {SEEN}"),
    ("comment environment", rf"\begin{{comment}}{HIDDEN}\end{{comment}} {SEEN}"),
    ("comment in display math", f"$$x = 1 % {HIDDEN}\n+ 0$$ {SEEN}"),
    ("comment in bracket display", f"\\[\n{SEEN} % {HIDDEN}\n\\]"),
    ("comment in an environment", f"\\begin{{align}}\n{SEEN} % {HIDDEN}\n\\end{{align}}"),
    ("white textcolor", rf"$\textcolor{{white}}{{{HIDDEN}}}$ {SEEN}"),
    ("rgb textcolor", rf"$\textcolor[rgb]{{1,1,1}}{{{HIDDEN}}}$ {SEEN}"),
    ("HTML colour model", rf"${{\color[HTML]{{FFFFFF}} {HIDDEN}}}$ {SEEN}"),
    ("xcolor mix", rf"${{\color{{white!100}} {HIDDEN}}}$ {SEEN}"),
    ("unknown colour name", rf"${{\color{{ghostwhite}} {HIDDEN}}}$ {SEEN}"),
    ("colour switch to the end of its group", rf"{{a \color{{white}} {HIDDEN}}} {SEEN}"),
    ("visible colour", rf"$\textcolor{{red}}{{{SEEN}}}$"),
    ("grey mix", rf"${{\color{{black!50}} {SEEN}}}$"),
    ("percent in prose", f"50% of {SEEN}"),
    ("percent after a digit in inline math", f"$50%$ {SEEN}"),
    ("harmless tags are dropped, their text kept", f"<b>{SEEN}</b>"),
    ("a less-than sign is not a tag", f"$a<b$ and {SEEN} $c>d$"),
    ("tildes in math are spacing", f"$a~~b$ {SEEN}"),
]


@pytest.mark.parametrize("name, response", VISIBILITY, ids=[row[0] for row in VISIBILITY])
def test_what_a_reader_sees(name: str, response: str) -> None:
    seen = visible_text(response)
    assert SEEN in seen and HIDDEN not in seen, seen


OBSCURED = [
    r"\newcommand{\five}{6} $\boxed{\five}$",
    r"\renewcommand{\boxed}[1]{#1} $\boxed{5}$",
    r"\def\boxed#1{6} \boxed{5}",
    r"\let\a\b $\boxed{5}$",
    r"\NewDocumentCommand{\x}{}{5}",
    r"$\style{color:white}{5}$",
    r"$\htmlStyle{display:none}{5}$",
    r"$\class{hidden}{5}$",
    "\\boxed{\u202e5}",
    "the answer is 5\u0338",
    "\u2066\\boxed{5}\u2069",
]


@pytest.mark.parametrize("response", OBSCURED)
def test_responses_that_cannot_be_read_as_seen_are_obscured(response: str) -> None:
    with pytest.raises(ObscuredError) as raised:
        visible_text(response)
    assert raised.value.reason is Reason.OBSCURED


def test_zero_width_characters_are_removed() -> None:
    assert visible_text("\\boxed{5}\u200b0") == "\\boxed{5}0"


@pytest.mark.parametrize(
    "response, seen",
    [
        ("not \\text{ } \\boxed{5}", "not   \\boxed{5}"),  # a blank group is a space
        ("not\\mbox{ }\\boxed{5}", "not \\boxed{5}"),
        ("at least\\hspace{1em}\\boxed{5}", "at least \\boxed{5}"),  # so is spacing with a length
        ("at least\\hspace*{2pt}\\kern3pt\\mkern5mu\\hskip 1.5em plus 1fil\\boxed{5}", "at least    \\boxed{5}"),
        ("not $\\text{~}\\boxed{5}$, nor \\textbf{\\quad}\\boxed{5}", "not $ \\boxed{5}$, nor  \\boxed{5}"),  # ties and spacing inside
        ("$\\boxed{5}\\text{}0$", "$\\boxed{5}0$"),  # an empty group shows nothing: the 0 is glued
        ("$\\boxed{5}\\text{ cm}$", "$\\boxed{5}\\text{ cm}$"),  # a unit is no spacing
        ("\\hspace{\\fill}\\boxed{5}", "\\hspace{\\fill}\\boxed{5}"),  # a length that is a command: left as written
    ],
)
def test_blank_spacing_is_seen_as_a_space(response: str, seen: str) -> None:
    assert visible_text(response) == seen


@pytest.mark.parametrize("response", ["6. $\\kern-100cm\\boxed{5}$", "\\hspace{-3em}\\boxed{5}", "$\\mkern-90mu 5$"])
def test_negative_spacing_cannot_be_read_as_seen(response: str) -> None:
    with pytest.raises(ObscuredError):
        visible_text(response)


def test_a_small_negative_kern_is_typography() -> None:
    assert visible_text("$\\overline{\\mkern-1mu AB} = \\boxed{12}$") == "$\\overline{  AB} = \\boxed{12}$"


@pytest.mark.parametrize(
    "response, seen",
    [("The area is &ge; \\boxed{5}", "The area is ≥ \\boxed{5}"), ("5 &lt; 6 &amp; &#8805;", "5 < 6 & ≥"), ("x &= 5 & y", "x &= 5 & y")],
)
def test_character_references_are_seen_as_their_characters(response: str, seen: str) -> None:
    assert visible_text(response) == seen


@pytest.mark.parametrize(
    "text, spans",
    [
        ("cost $5 and $6", []),
        ("so $x = 3$.", [(3, 10)]),
        (r"\(a\) and \[b\]", [(0, 5), (10, 15)]),
        ("$$a$$ $b$", [(0, 5), (6, 9)]),
        (r"\begin{align}x\end{align}", [(0, 25)]),
        ("$ 5 $", []),
    ],
)
def test_math_spans(text: str, spans: list) -> None:
    parts = math_span_parts(text)
    assert [(start, end) for start, _, _, end in parts] == spans
    for start, body_start, body_end, end in parts:  # the delimiters are what the parts say
        assert text[start:body_start] in ("$", "$$", "\\(", "\\[") or text[start:body_start].startswith("\\begin")
        assert text[body_end:end] in ("$", "$$", "\\)", "\\]") or text[body_end:end].startswith("\\end")


@pytest.mark.parametrize(
    "spec, model, invisible",
    [("red", "", False), ("blue!60", "", False), ("white", "", True), ("White", "", True), ("transparent", "", True),
     ("#ffffff", "", True), ("#eeeeee", "", True), ("#333333", "", False), ("1,1,1", "rgb", True), ("0,0,0", "rgb", False),
     ("255,255,255", "RGB", True), ("1", "gray", True), ("0.2", "gray", False), ("FFFFFF", "HTML", True),
     ("red!5", "", True), ("snow", "", True), ("rgb(255, 255, 255)", "", True)],
)
def test_invisible_colours_are_a_whitelist(spec: str, model: str, invisible: bool) -> None:
    assert is_invisible_colour(spec, model) is invisible


# --- the scan that skips math delimiters sees what the full scan sees ---------------------

_MARKUP = st.sampled_from(
    ["\\(", "\\)", "\\[", "\\]", "$", "$$", "\\\\", "\\phantom{5}", "\\phantom", "\\cancel{6}", "\\sout{7}", "\\st{8}",
     "\\cancelto{0}{9}", "\\scalebox{0}{4}", "\\resizebox{0pt}{1pt}{3}", "\\iffalse 2 \\fi", "\\begin{comment}1\\end{comment}",
     "\\begin{align}", "\\end{align}", "<!-- 5 -->", "<span hidden>6</span>", "<b>", "</b>", "<br>", "\\boxed{5}", " ", "\n",
     "x", "5", "{", "}", "\\{", "\\$", "\\stackrel", "\\phantomx", "\\\\phantom{1}", "\\text{ }", "\\mbox{}", "\\hspace{1em}",
     "\\kern3pt", "\\text{ cm}"]
)


@settings(max_examples=1000, deadline=None)
@given(st.lists(_MARKUP, max_size=14).map("".join))
def test_the_scan_without_math_tracking_sees_what_the_full_scan_sees(text: str) -> None:
    assert visible_module._scan(text, track_math=False)[0] == visible_module._scan(text, track_math=True)[0]


@pytest.mark.parametrize("filler", ["\\, ", "\\(a\\) ", "$x$ "])
def test_the_token_cap_refuses_the_same_texts_whichever_scan_reads_them(filler: str) -> None:
    with pytest.raises(TooComplexError):
        visible_text(filler * 50_001 + "\\phantom{9} The answer is 5.")


# --- a text without triggers is seen as it is written -------------------------------------

_PIECES = st.sampled_from(["%", "\\%", "\\\\%", "5%", "$", "$$", "\\[", "\\]", "\\(", "\\)", "\\begin{align}", "\\end{align}", "x", " "])
_OTHER_PIECES = st.sampled_from(
    ["~", "~~", "14~cm", "`", "<b>", "<!--", "-->", "\\phantom{1}", "\\color{white}", "]:", "\u200b", "5\u0338", "\u0338",
     "\u202e", "5", "\n", "{", "}", "\\boxed{5}", "é", "\\text{ }", "\\text {}", "\\mbox{}", "\\hspace{1em}", "\\hspace*{2pt}",
     "\\kern3pt", "\\mkern-5mu", "\\hskip 2em", "\\text{ cm}", "\\textbf{ }", "\\kernel", "\\texts{}", "&ge;", "&", ";",
     "&#8805;", "&amp", "\\text{~}", "\\label{eq}", "\\ifx"]
)


@settings(max_examples=2000, deadline=None)
@given(st.lists(_PIECES | _OTHER_PIECES, max_size=12).map("".join))
@example("\\[5%\\]")
@example("so \\(x = 50%\\) and $50%$")
@example("$$\\\\%$$")
@example("$$ 25\\% $$")
@example("so 90% of them: \\[x = 5\\]")
@example("\\[x\\] then 90% then \\[y\\]")
@example("\\begin{align} 5% \\end{align}")
@example("so \\(\\boxed{50%}\\) and \\(5 % x\\)")
@example("²% of \\[x\\]")
def test_a_text_without_triggers_is_seen_as_it_is(text: str) -> None:
    if not visible_module._has_markup_triggers(text):
        assert visible_module._scan(text, track_math=True)[0] == text
    if not visible_module._has_triggers(text):
        assert visible_text(text) == text


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(["<", "<<", "<!--", "</", "<B", "<span ", "<div>", "<3", ">", "a", " ", "/", "ſ", "\u212a", "s"]), max_size=8).map("".join))
@example("<ſ>")
@example("<\u212abd>")
def test_every_tag_starts_as_the_tag_pretest_says(text: str) -> None:
    if visible_module._TAG_TRIGGER_RE.search(text):
        assert visible_module._TAG_HINT_RE.search(text)
