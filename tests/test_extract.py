"""Extraction: whole model output -> final answer text, or the reason there is none."""

from __future__ import annotations

import re
from typing import Type, Union

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade._tables import CONCLUDING_CONNECTIVES, EDGE_CHAT_TOKENS, UNIT_WORDS
from strictgrade.extract import after_value as after_value_module
from strictgrade.extract import anchors as anchors_module
from strictgrade.extract import assertion as assertion_module
from strictgrade.extract import boxes as boxes_module
from strictgrade.extract import document as document_module
from strictgrade.extract import fallback as fallback_module
from strictgrade.extract import layout as layout_module
from strictgrade.extract import notes as notes_module
from strictgrade.extract import extract, extract_boxed
from strictgrade._text import SPACING_FROM_ITS_START
from strictgrade.extract.phrases import ANCHOR_PHRASES, EMPHASIS_ANCHOR_PHRASES, has_emphasis_colon, is_anchor_alone
from strictgrade.limits import MAX_BOX_LOOKUPS, MAX_BOXES
from strictgrade.verdict import GradeError, HedgedError, NoAnswerError, UnassertedError

Expected = Union[str, Type[GradeError]]

# (response, expected text or error), grouped by where the shape comes from.
CASES = [
    # MATH / Qwen2.5-Math chain-of-thought endings
    (r"Therefore, the value is \(\boxed{420}\).", "420"),
    (r"\[ \boxed{\frac{3}{8}} \]", r"\frac{3}{8}"),
    (r"So $x \in \boxed{\{-1\} \cup [0,7)}$.", r"\{-1\} \cup [0,7)"),
    (r"\boxed{2}, \boxed{3}, and \boxed{5}", "2, 3, 5"),
    (r"$\boxed{x = 1}$ or $\boxed{x = 2}$", "x = 1, x = 2"),
    (r"\boxed{1} no no no \boxed{2}", "2"),
    # PRM800K and GSM8K
    ("Right.\n\n# Answer\n\n\\frac{6}{11}", r"\frac{6}{11}"),
    ("13 * 2 = <<13*2=26>>26\nA: 26", "26"),
    ("Natalia sold 48/2 = 24 clips.\n#### 72", "72"),
    # TAT-QA / FinQA
    ("The change is -$12.6 million.\nAnswer: -$12.6 million", "-$12.6 million"),
    ("Formatted answer: 12.57", "12.57"),
    # bare answers and chains
    ("  42  ", "42"),
    ("20 + 20 = 40", "40"),
    ("I am not sure.", NoAnswerError),
    # fallback sentence
    ("We compute.\nSo the total is $\\frac{7}{2}$.", r"\frac{7}{2}"),
    ("We compute.\nThe total is 12. I hope it is correct.", "12"),
    ("We compute 3 + 4 and then 5.", NoAnswerError),
    # hedges and option lists
    (r"\boxed{3} or maybe \boxed{5}", HedgedError),
    ("The answer is 5 or maybe 6.", HedgedError),
    ("Answer: 12\nB: 16\nC: 24\nD: 32", HedgedError),
    (r"\boxed{5}, or \boxed{6}", "5, 6"),
    (r"The answer is \boxed{5}, or possibly 6", HedgedError),
    # not asserted
    (r"The answer is not \boxed{5}", UnassertedError),
    (r"\boxed{5}. Hmm, that is wrong.", UnassertedError),
    (r"So it is $-\boxed{5}$.", UnassertedError),
    (r"\boxed{4} \phantom{\boxed{5}}", "4"),
    (r"\boxed{4} <!-- \boxed{5} -->", "4"),
    # reasoning blocks and chat tokens
    (r"<think>\boxed{1}</think>The answer is \boxed{2}.", "2"),
    (r"<think>it is \boxed{1}</think>", NoAnswerError),  # nothing follows the reasoning: no final answer
    ("<think>still thinking", NoAnswerError),
    (r"So \boxed{7}.<|im_end|>", "7"),
    # no answer
    ("", NoAnswerError),
    (r"\boxed{}", NoAnswerError),
    (r"\boxed{5", NoAnswerError),
]


@pytest.mark.parametrize("response, expected", CASES, ids=[repr(c[0])[:40] for c in CASES])
def test_extract(response: str, expected: Expected) -> None:
    if isinstance(expected, str):
        assert extract(response).text == expected
    else:
        with pytest.raises(expected):
            extract(response)


def test_reward_setting_requires_a_box_or_anchor() -> None:
    assert extract("42").text == "42"
    with pytest.raises(NoAnswerError):
        extract("42", require_anchor=True)
    assert extract("The answer is 42", require_anchor=True).text == "42"


def test_a_long_response_ending_in_a_box_is_read_from_the_end() -> None:
    response = "Let me think about it. " * 250_000 + r"\boxed{5}"  # about 5.75 MB
    assert len(response) > 5_000_000
    assert extract(response).text == "5"


def test_a_long_response_with_an_anchor_far_from_the_end() -> None:
    response = "The answer is 9.\n" + "x" * 50_000 + "."
    assert extract(response).text == "9"


def test_only_the_last_boxes_are_joined() -> None:
    response = " and ".join(rf"\boxed{{{n}}}" for n in range(100))
    text = extract(response).text
    assert text.split(", ") == [str(n) for n in range(100 - MAX_BOXES, 100)]


def test_thousands_of_nested_boxes_give_the_outermost_box_looked_at() -> None:
    response = r"\boxed{" * 5000 + "1" + "}" * 5000
    text = extract(response).text
    assert text.count(r"\boxed{") == MAX_BOX_LOOKUPS - 1 and text.endswith("1" + "}" * (MAX_BOX_LOOKUPS - 1))


def test_extract_boxed_reads_a_solution_used_as_reference() -> None:
    assert extract_boxed(r"so the answer is \boxed{004}.") == "004"
    assert extract_boxed("no box here") is None
    assert extract_boxed(r"not \boxed{5}") is None


# --- a box whose sentence only closes after it: the tail checks would all pass -----------

@settings(max_examples=1000, deadline=None)
@given(st.from_regex(after_value_module._CLOSED_TAIL_RE.pattern, fullmatch=True))
def test_a_closed_tail_passes_every_check_that_is_skipped_for_it(tail: str) -> None:
    notes_module._check_tail(tail, "5")  # raises nothing
    assert anchors_module._from_anchor(tail) is None
    assert boxes_module._OR_AFTER_BOX_RE.match(tail) is None
    closer = next((c for c in ("\\)", "\\]", "$$", "$") if c in tail), "")
    opener = {"\\)": "\\(", "\\]": "\\[", "$$": "$$", "$": "$", "": ""}[closer]
    assert extract("The answer is " + opener + r"\boxed{5}" + tail).text == "5"


_ASCII_UNITS = sorted(word for word in UNIT_WORDS if word.isascii() and word.isalpha())


@settings(max_examples=1000, deadline=None)
@given(st.sampled_from(["\\)", "\\]", "$", "$$"]), st.sampled_from(_ASCII_UNITS), st.sampled_from(["", "square ", "cubic "]),
       st.sampled_from(["", ".", " .", ".\n", "\n"]))
def test_a_unit_tail_passes_every_check_that_is_skipped_for_it(closer: str, unit: str, power: str, stop: str) -> None:
    tail = closer + " " + power + unit + stop
    if not assertion_module.is_unit_tail(tail):
        return
    notes_module._check_tail(tail, "5")  # raises nothing
    assert anchors_module.anchor_after_box(tail, "5") is None
    assert boxes_module._OR_AFTER_BOX_RE.match(tail) is None and boxes_module._APPROX_AFTER_BOX_RE.match(tail) is None
    assert assertion_module._check_prose_after(tail) == ("", 0)
    opener = {"\\)": "\\(", "\\]": "\\[", "$$": "$$", "$": "$"}[closer]
    text = "The answer is " + opener + r"\boxed{5}" + tail
    assert extract(text).text == "5"
    assert boxes_module._from_lone_box(text) == boxes_module._from_boxes(text)


def test_a_unit_tail_is_read_where_the_words_are_one_unit_that_changes_nothing() -> None:
    assert assertion_module.is_unit_tail("\\) square feet.")
    assert assertion_module.is_unit_tail("$ km\n")
    assert not assertion_module.is_unit_tail("\\) million.")  # a scale word belongs to the answer
    assert not assertion_module.is_unit_tail("\\) feet or so.")
    assert not assertion_module.is_unit_tail("\\) matches played.")  # a predicate
    assert not assertion_module.is_unit_tail(" feet.")  # no math span closes before it


def test_every_anchor_phrase_holds_a_character_no_closed_tail_has() -> None:
    closing = set("$.\\)]") | {chr(code) for code in range(0x3000) if chr(code).isspace()}
    assert all(set(phrase) - closing for phrase in ANCHOR_PHRASES)


# --- blank lines and the one-step reading of a lone box -------------------------------------

@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="\n \ta", max_size=40), st.data())
def test_the_last_blank_line_is_found_as_a_scan_of_every_line_would(text: str, data) -> None:
    start = data.draw(st.integers(0, len(text)))
    expected = max(
        (i for i in range(start) if text[i] == "\n" and "\n" in text[i + 1 : start] and not text[i + 1 : text.index("\n", i + 1)].strip(" \t")),
        default=-1,
    )
    assert layout_module._blank_line_before(text, 0, start) == expected


_WORDS = ["Therefore,", "the", "answer", "is", "so", "we", "get", "not", "probably", "about", "at least", "minus",
          "the sum of", "he claims", "costs $5 and", "\"", "approximately", "=", ":", "-", "2", "\n\n", "\n", "wait"]
_ENDINGS = st.builds(
    lambda words, opener, space, content, closer, tail: " ".join(words) + opener + space + "\\boxed{" + content + "}" + space + closer + tail,
    st.lists(st.sampled_from(_WORDS), max_size=12),
    st.sampled_from(["", " ", "\\(", "\\[", "$", "$$", " $", "\\( "]),
    st.sampled_from(["", " ", "\n"]),
    st.sampled_from(["5", "-3", "\\frac{1}{2}", "3,5", "1.5", "x+1", "{5}"]),
    st.sampled_from(["", "\\)", "\\]", "$", "$$"]),
    st.sampled_from(["", ".", " .", "\n", ". ", " is right.", "**", " feet.", " square units", " million.", " each."]),
)


def _both_readings(text: str):
    fast = boxes_module._from_lone_box(text)
    try:
        full = boxes_module._from_boxes(text)
    except GradeError as error:
        full = type(error)
    return fast, full


@settings(max_examples=1500, deadline=None)
@given(_ENDINGS)
def test_the_one_step_reading_of_a_lone_box_equals_the_full_reading(text: str) -> None:
    fast, full = _both_readings(text)
    assert fast is None or fast == full


_CONNECTIVES = sorted({connective for connectives in CONCLUDING_CONNECTIVES.values() for connective in connectives})
_ANCHOR_ENDINGS = st.builds(
    lambda connective, anchor, case, opener, content, closer, tail: connective + case(anchor) + opener + "\\boxed{" + content + "}" + closer + tail,
    st.sampled_from([""] + [connective + separator for connective in _CONNECTIVES for separator in (" ", ", ", "，")]),
    st.sampled_from(ANCHOR_PHRASES),
    st.sampled_from([str, str.capitalize, str.upper]),
    st.sampled_from([" ", " $", "\n$$", " \\(", "\n\\[", "** $", " *"]),
    st.sampled_from(["5", "-3", "\\frac{1}{2}", "x+1"]),
    st.sampled_from(["", "$", "$$", "\\)", "\\]"]),
    st.sampled_from(["", ".", " .", "\n", " is right.", " feet.", " or 6.", "?"]),
)


@settings(max_examples=1500, deadline=None)
@given(_ANCHOR_ENDINGS)
def test_the_one_step_reading_of_a_box_after_an_anchor_alone_equals_the_full_reading(text: str) -> None:
    """The lone box's reading skips the checks of the words before the box when they are an anchor alone: the same answer."""
    fast, full = _both_readings(text)
    assert fast is None or fast == full


@pytest.mark.parametrize("connective", [""] + _CONNECTIVES)
def test_every_anchor_alone_passes_the_checks_of_the_words_before_an_answer(connective: str) -> None:
    """Every anchor phrase but those that end with a dash, alone or after each concluding connective, in its cases, is one
    ``is_anchor_alone`` reads, and the
    checks that the lone box's reading skips for it find nothing in it (the whole set: no sample)."""
    separators = (" ", ", ") if connective.isascii() else ("", "，")
    for anchor in ANCHOR_PHRASES:
        if anchor.endswith(("-", "–", "—")):  # "ответ -": the dash may be the value's minus sign, read in full
            assert not is_anchor_alone(connective + " " + anchor + " $")
            continue
        for case in (str, str.capitalize):
            for separator in separators if connective else ("",):
                words = case(connective + separator + anchor).strip() + " "
                assert is_anchor_alone(words + "$"), words
                assert not assertion_module._denies(words + "$", "$.")
                assertion_module._check_prose_before(words)  # raises nothing
                assertion_module._check_qualifiers(words + "$", "", "", "$.")


@pytest.mark.parametrize("words", ["The answer is not ", "I think the answer is ", "The answer is probably ", "Sothe answer is ",
                                   "So maybe the answer is ", "> The answer is ", "Not the answer is "])
def test_words_that_are_more_than_an_anchor_are_not_read_as_one(words: str) -> None:
    assert not is_anchor_alone(words + "$")


def test_the_one_step_reading_equals_the_full_reading_on_the_case_tables() -> None:
    import json
    from pathlib import Path

    from strictgrade.extract import final_text

    cases = Path(__file__).parent / "cases"
    answered = 0
    for name in ("policy.jsonl", "reasoning_endings.jsonl"):
        for line in (cases / name).read_text(encoding="utf-8").splitlines():
            try:
                text = final_text(json.loads(line)["response"])
            except GradeError:
                continue
            fast, full = _both_readings(text)
            assert fast is None or fast == full, text
            answered += fast is not None
    assert answered > 200  # the one-step reading is exercised, not skipped


_PAD = "We check each case carefully and find the value of the sum in every one of these cases here."


@pytest.mark.parametrize(
    "text",
    [
        "\\boxed{\\text{case 1: } \\boxed{2}\n\n" + _PAD + _PAD + "} so the answer is $\\boxed{3}$.",  # an outer box before
        "\\boxed{\\boxed{2}\n\n" + _PAD + _PAD + " $\\boxed{3}$}",  # an outer box around the last one
        "\\boxed\\boxed{2}{\n\n" + _PAD + _PAD + "} so the answer is $\\boxed{3}$.",
        "\\boxed{" + "x" * 50_001 + " \\boxed{2}\n\n" + _PAD + _PAD + "\n\nThe answer is $\\boxed{3}$.",  # too long a box
        "\\boxed{2}\n\n" + _PAD + _PAD + "\n\nSo the answer is $\\boxed{3}$.",  # an earlier box in its own paragraph
    ],
)
def test_the_one_step_reading_reads_earlier_boxes_as_the_full_reading_does(text: str) -> None:
    fast, full = _both_readings(text)
    assert fast is None or fast == full


# --- the sentence-end pattern, written for speed, finds what its plain statement finds ------

# (not the last stop of a dotted abbreviation: "i.e. 5" goes on)
_NOT_ABBREVIATED = r"(?<![^\W\d_]\.[^\W\d_])"
_PLAIN_SENTENCE_END_RE = __import__("re").compile(
    _NOT_ABBREVIATED + r"(?<!\d)\.(?=\s|$)|" + _NOT_ABBREVIATED + r"\.(?=\s+[A-ZÀ-ÖØ-ÞΑ-ΩА-ЯЁЄІЇҐ])|" + _NOT_ABBREVIATED + r"(?<=[^\d\s])\.(?=\s)|[。！？]"
)


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from([".", " ", "\n", "5", "a", "A", "。", "！", "？", "x.", " 3.", "$", "i.e.", "e.g.", "т.е.", "И", "Ω", "É"]), max_size=12).map("".join))
def test_the_sentence_end_pattern_finds_what_its_plain_statement_finds(text: str) -> None:
    for position in range(len(text) + 1):
        fast = layout_module._SENTENCE_END_RE.search(text, position)
        plain = _PLAIN_SENTENCE_END_RE.search(text, position)
        assert (fast and fast.span()) == (plain and plain.span())


# --- remembered checks decide as the checks do ---------------------------------------------

def _decision(check, *texts: str) -> object:
    try:
        return check(*texts)
    except GradeError as error:
        return type(error), error.message


@pytest.mark.parametrize(
    "before",
    ["The answer is ", "The answer is probably ", "It is not ", "The answer is at least ", "He claims it is ", "Donc c'est "],
)
def test_a_remembered_check_decides_what_the_check_decides(before: str) -> None:
    from strictgrade.grader import clear_caches

    clear_caches()
    computed = _decision(assertion_module._check_qualifiers, before, "")
    remembered = _decision(assertion_module._check_qualifiers, before, "")
    assert computed == remembered == _decision(assertion_module._check_qualifiers.__wrapped__, before, "")


def test_the_qualifier_checks_tell_the_cases_apart() -> None:
    assert _decision(assertion_module._check_qualifiers, "The answer is ", "") is None
    assert _decision(assertion_module._check_qualifiers, "The answer is probably ", "")[0] is HedgedError
    assert _decision(assertion_module._check_qualifiers, "It is not ", "")[0] is UnassertedError


# --- pretests that skip work: each finds everything the work would -------------------------

def _strip_chat_tokens_in_full(text: str) -> str:
    """strip_chat_tokens' steps without its pretest for a text without tokens."""
    if "<" not in text:
        return text
    if text.lstrip().startswith("<s>") and text.rstrip().endswith("</s>"):
        return text
    text = document_module._LEADING_TURN_RE.sub("", text)
    boundary = document_module._TURN_BOUNDARY_RE.search(text)
    if boundary:
        text = text[: boundary.start()]
    stripped = text.rstrip()
    if stripped.endswith(EDGE_CHAT_TOKENS):
        stripped = stripped[: stripped.rfind("<")].rstrip()
    return stripped


_CHAT_PIECES = st.sampled_from(
    ["<", "<<6*2=12>>", " ", "\n", "\u2003", "x", "<b>", "<s>", "</s>", "<|im_end|>", "<|im_start|>assistant", "<eos>", "5"]
)


@settings(max_examples=2000, deadline=None)
@given(st.lists(_CHAT_PIECES, max_size=10).map("".join))
def test_the_chat_token_pretest_keeps_what_the_steps_make(text: str) -> None:
    assert document_module.strip_chat_tokens(text) == _strip_chat_tokens_in_full(text)


@settings(max_examples=1000, deadline=None)
@given(st.text(alphabet="answer final réponse ответ 答案 :*#\n ", max_size=40))
def test_ascii_text_is_looked_up_in_the_ascii_anchor_groups_only(text: str) -> None:
    lower = text.lower()
    every = anchors_module._ANCHOR_GROUPS + anchors_module._EMPHASIS_ANCHOR_GROUPS
    best_start, best_end = -1, -1
    for core, phrases in every:
        for phrase, _ in phrases:
            start = lower.rfind(phrase)
            if start > best_start and (phrase not in EMPHASIS_ANCHOR_PHRASES or has_emphasis_colon(lower)):
                best_start, best_end = start, start + len(phrase)
    for phrase in anchors_module._LINE_ANCHOR_PHRASES:
        start = ("\n" + lower).rfind(phrase)
        if start > best_start:
            best_start, best_end = start, start + len(phrase) - 1
    assert anchors_module._last_anchor(text)[1] == best_end


# The quick reading of the padding before a value equals the reversed regex wherever it answers.
_PADDING_PIECES = st.sampled_from(
    [" ", "  ", "\n", "\t", "$", "\\[", "\\(", ":", "=", "*", "(", ")", "{", "}", "is", "IS", "Is", "be", "es", "ist", "equal",
     "Equals", "to", "of", "answer", "the", "x", "2", ",", ".", "!", "é", "è", "égal", "igual", "a", "à", "\\quad", "\\left",
     "-", "+", "≈", "_", "İs", "x²", "gleich", "uguale", "pari", "not", "\\,", "\\", "ä"]
)


@given(st.lists(st.tuples(_PADDING_PIECES, st.sampled_from(["", " "])), max_size=12).map(lambda pieces: "".join(a + b for a, b in pieces)))
def test_quick_padding_equals_the_padding_pattern(chunk: str) -> None:
    quick = layout_module._quick_padding_start(chunk)
    if quick >= 0:
        assert quick == len(chunk) - layout_module._reversed_padding_pattern().match(chunk[::-1]).end(), chunk


@given(
    st.lists(st.sampled_from(["\n", "\n\n", " ", "\t", "x", "\r", "ab", "\n \n", "\n\t\n", " \n"]), max_size=24).map("".join),
    st.integers(min_value=0, max_value=60),
    st.integers(min_value=0, max_value=60),
)
def test_the_blank_line_before_is_the_last_one(text: str, low: int, start: int) -> None:
    """However it is found (one substring scan, a walk over the last lines, a regex), it is the last
    blank line (a line break, spacing, a line break) within text[low:start]."""
    low, start = min(low, len(text)), min(max(low, start), len(text))
    breaks = [match.start() for match in re.finditer(r"\n(?=[ \t]*\n)", text[:start]) if match.start() >= low]
    assert layout_module._blank_line_before(text, low, start) == (breaks[-1] if breaks else -1)


@given(st.lists(st.sampled_from([" ", "\t", "\n", ".", "\\)", "\\]", "$", "$$", "x", "\\", "]", ")", "  ", "\n\n"]), max_size=10).map("".join))
def test_the_closed_tail_reading_equals_its_pattern(tail: str) -> None:
    """The one-pass reading of a closed tail says what _CLOSED_TAIL_RE says (which backtracks for
    seconds on a long run of spaces followed by anything else)."""
    assert after_value_module._is_closed_tail(tail) is (after_value_module._CLOSED_TAIL_RE.fullmatch(tail) is not None), tail


@pytest.mark.parametrize("tail", sorted(after_value_module._COMMON_CLOSED_TAILS))
def test_each_common_closed_tail_is_one_the_pattern_states(tail: str) -> None:
    """The closed tails found by one lookup are closed tails of _CLOSED_TAIL_RE."""
    assert after_value_module._CLOSED_TAIL_RE.fullmatch(tail) is not None


_SPAN_PIECES = [" ", "\n", "\n\n", "\\(", "\\)", "\\[", "\\]", "$", "$$", "\\$", "$5", "\\\\", "\\begin{equation}", "\\end{equation}", "x", "is ",
                "\\boxed{5}", "\\boxed{\\)}", "\\boxed{$}", "\\boxed{5 }"]


@settings(max_examples=400)
@given(st.lists(st.sampled_from(_SPAN_PIECES), max_size=14).map("".join), st.data())
def test_the_delimited_span_shortcut_equals_the_scan(text: str, data: st.DataObject) -> None:
    """Wherever the shortcut answers, math_span_parts' scan of the paragraph finds the same span."""
    boxes = [match.span() for match in re.finditer(r"\\boxed\{(?:\\\)|5 ?|\$)\}", text)]
    if not boxes:
        return
    first = data.draw(st.integers(0, len(boxes) - 1))
    start, end = boxes[first][0], boxes[data.draw(st.integers(first, len(boxes) - 1))][1]
    previous = layout_module._blank_line_before(text, 0, start)
    low = previous + 1 if previous >= 0 else 0
    shortcut = layout_module._delimited_span(text, low, start, end)
    if shortcut is not None:
        assert shortcut == layout_module._scanned_span(text, low, start, end), (text, start, end)


_PLAIN_PIECES = [" ", "\n", "\n\n", "x", "is ", "\\)", "\\]", "\\boxed{5}", "\\end{equation}"]  # no opener


@settings(max_examples=400)
@given(
    st.lists(st.sampled_from(_SPAN_PIECES), max_size=8).map("".join) | st.lists(st.sampled_from(_PLAIN_PIECES), max_size=8).map("".join),
    st.sampled_from(["$", "$$", "\\$", "$ ", " $", "\\\\$", "x$"]),
    st.sampled_from(["\\boxed{5}", "\\boxed{5 }", "\\boxed{$}", "\\boxed{\\)}"]),
    st.sampled_from(["$", "$$", " $", "$5", "$.", "\\$", ""]),
    st.lists(st.sampled_from(_SPAN_PIECES + ["5"]), max_size=6).map("".join),
)
def test_the_dollar_span_shortcut_equals_the_scan(head: str, opener: str, box: str, closer: str, tail: str) -> None:
    """The shortcut for a value between single dollars finds what the scan of its paragraph finds,
    whatever stands before it in the paragraph, around it and after it."""
    text = head + opener + box + closer + tail
    start = len(head) + len(opener)
    end = start + len(box)
    previous = layout_module._blank_line_before(text, 0, start)
    low = previous + 1 if previous >= 0 else 0
    shortcut = layout_module._delimited_span(text, low, start, end)
    if shortcut is not None:
        assert shortcut == layout_module._scanned_span(text, low, start, end), (text, start, end)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("so \\(\\boxed{5}\\).", (5, 14, 3, 16)),
        ("so \\(x\\) and \\(\\boxed{5}\\).", (15, 24, 13, 26)),
        ("thus\n\\[\n\\boxed{5}\n\\]", (7, 18, 5, 20)),
        ("so \\(x and \\(\\boxed{5}\\)", None),  # inside the span opened first: the scan decides
        ("so $x$ and \\(\\boxed{5}\\)", None),  # a dollar before it: the scan decides
        ("so \\\\(\\boxed{5}\\)", None),  # an escaped backslash, then "(": no opener
        ("\\[\n\\boxed{5}\n\n\\]", None),  # a blank line before the closer
        ("The answer is $\\boxed{5}$.", (15, 24, 14, 25)),
        ("so $x$ and $\\boxed{5}$", None),  # a dollar before it: the scan decides
        ("so $$\\boxed{5}$$", None),  # a display: the scan decides
        ("so $\\boxed{5}$5", None),  # a digit after the closer: a dollar sign (Pandoc's rule)
    ],
)
def test_the_delimited_span_shortcut_answers_the_plain_cases(text: str, expected: object) -> None:
    start = text.index("\\boxed")
    end = text.index("}", start) + 1
    assert layout_module._delimited_span(text, 0, start, end) == expected
    if expected is not None:
        assert layout_module._scanned_span(text, 0, start, end) == expected


def test_a_long_run_of_spaces_after_a_box_is_read_in_one_pass() -> None:
    assert after_value_module._is_closed_tail(" " * 100_000 + "x") is False
    assert after_value_module._is_closed_tail(" " * 100_000 + ".\n\\]") is True


# The or-alternative pattern as first written: its leading spacing could start anywhere in a run.
_OR_ALTERNATIVE_STATEMENT = re.compile(fallback_module._OR_ALTERNATIVE_RE.pattern.replace(SPACING_FROM_ITS_START, r"\s*", 1), re.IGNORECASE)


@given(st.lists(st.sampled_from([" ", "  ", "\n", "5", "x", "(", ")", "(or 1.5)", "(i.e. $3$)", "or", " (or ", "2)", "that is"]), max_size=9).map("".join))
def test_the_or_alternative_pattern_reads_as_first_written(text: str) -> None:
    assert _OR_ALTERNATIVE_STATEMENT.pattern != fallback_module._OR_ALTERNATIVE_RE.pattern
    assert fallback_module._OR_ALTERNATIVE_RE.sub("", text) == _OR_ALTERNATIVE_STATEMENT.sub("", text)
    assert fallback_module._OR_ALTERNATIVE_RE.findall(text) == _OR_ALTERNATIVE_STATEMENT.findall(text)


def _boxes_by_plain_search(text: str) -> tuple:
    """_find_boxes as first written: both commands looked for again before every box."""
    boxes: list = []
    position, last_broken = len(text), False
    for _ in range(MAX_BOX_LOOKUPS):
        if len(boxes) >= MAX_BOXES:
            break
        start = max(text.rfind("\\boxed", 0, position), text.rfind("\\fbox", 0, position))
        if start < 0:
            break
        match = boxes_module._BOX_RE.match(text, start)
        position = start
        if not match:
            continue
        box = boxes_module._read_box(text, start, match.end())
        if box is None:
            last_broken = last_broken or not boxes
            continue
        if boxes and box.end >= boxes[0].end:
            boxes[0] = box
            continue
        boxes.insert(0, box)
    return boxes, last_broken


@given(st.lists(st.sampled_from(["\\boxed{1}", "\\fbox{2}", "x", "\\boxed", "\\fbox", "{", "}", " ", "\\boxed{\\fbox{3}}", "\\fboxed{4}"]), max_size=12).map("".join))
def test_boxes_are_found_as_by_the_plain_search(text: str) -> None:
    """The last \\fbox is looked for once until the search passes it, not before every box."""
    assert boxes_module._find_boxes(text) == _boxes_by_plain_search(text)


# --- the last anchor, found from its core word's places, is the last of every phrase's last place ---

def _last_anchor_plain(text: str) -> tuple:
    """The plain statement: every phrase's last place (a minus sign's dash skipped), the latest wins,
    the first of the table on a tie; the line anchors after."""
    lower = text.lower()
    best_start, best_end = -1, -1
    ascii_text = lower.isascii()
    plain = anchors_module._ASCII_ANCHOR_GROUPS if ascii_text else anchors_module._ANCHOR_GROUPS
    emphasis = anchors_module._ASCII_EMPHASIS_ANCHOR_GROUPS if ascii_text else anchors_module._EMPHASIS_ANCHOR_GROUPS
    for _, phrases in plain + emphasis if has_emphasis_colon(lower) else plain:
        for phrase, _ in phrases:
            start = lower.rfind(phrase)
            while start >= 0 and phrase.endswith("-") and lower[start + len(phrase) : start + len(phrase) + 1].isdigit():
                start = lower.rfind(phrase, 0, start)
            if start > best_start:
                best_start, best_end = start, start + len(phrase)
    for phrase in anchors_module._LINE_ANCHOR_PHRASES:
        start = ("\n" + lower).rfind(phrase)
        if start > best_start:
            best_start, best_end = start, start + len(phrase) - 1
    return best_start, best_end


_ANCHOR_PIECES = sorted(ANCHOR_PHRASES)[::7] + ["answer", "ответ -", "答案", " ", "\n", "5", "-3", "**", ":", "x"]


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(_ANCHOR_PIECES), max_size=10).map("".join))
def test_the_last_anchor_is_found_as_its_plain_statement_finds_it(text: str) -> None:
    assert anchors_module._last_anchor(text) == _last_anchor_plain(text)
