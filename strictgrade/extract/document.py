"""What a reader sees of the response: reasoning blocks, chat tokens, the answer block."""

from __future__ import annotations

import re
from typing import Optional

from .._lazy import lazy_compile
from .._tables import (
    EDGE_CHAT_TOKENS,
    END_OF_TURN_TOKENS,
    REASONING_TAGS,
    ANSWER_TAGS,
    ANSWER_BLOCK_ANCHOR,
    ROLE_WORDS,
    TURN_START_TOKENS,
)
from ..verdict import NoAnswerError
from .visible import check_markup, visible_text


_REASONING_TAG_RE = lazy_compile("|".join(re.escape(tag) for pair in REASONING_TAGS for tag in pair))
_REASONING_TAG_FIRSTS = "".join(sorted({tag[0] for pair in REASONING_TAGS for tag in pair}))  # "<": ``in`` finds one character fastest


def strip_reasoning(response: str) -> str:
    """Keep what follows the last closing reasoning tag (``</think>``); an unfinished block has no answer.

    A closing tag with no opening one is a block the chat template opened.

    >>> strip_reasoning("<think>maybe 4</think>So 5.")
    'So 5.'
    """
    for first in _REASONING_TAG_FIRSTS:
        if first in response:
            break
    else:
        return response  # most responses hold no tag (nor the character every tag starts with)
    if not _REASONING_TAG_RE.search(response):
        return response
    for opening, closing in REASONING_TAGS:
        close = response.rfind(closing)
        if close >= 0:
            after = response[close + len(closing) :]
            if not after.strip():
                raise NoAnswerError("nothing follows the reasoning block")
            if opening in after:
                raise NoAnswerError("a reasoning block opens again after the answer and never ends")
            return after
        if opening in response:
            raise NoAnswerError("the reasoning block never ends")
    return response


_ROLE = r"(?:\s*(?:" + "|".join(ROLE_WORDS) + r")\b)?"
_LEADING_TURN_RE = lazy_compile(
    r"\A\s*(?:" + "|".join(re.escape(t) for t in EDGE_CHAT_TOKENS) + r")?\s*"
    r"(?:(?:" + "|".join(re.escape(t) for t in TURN_START_TOKENS) + r")" + _ROLE + r"\s*(?:<\|end_header_id\|>)?\s*)*"
)
_TURN_BOUNDARY_RE = lazy_compile("|".join(re.escape(t) for t in END_OF_TURN_TOKENS + TURN_START_TOKENS))
_CHAT_TOKEN_RE = lazy_compile("|".join(re.escape(t) for t in EDGE_CHAT_TOKENS + END_OF_TURN_TOKENS + TURN_START_TOKENS))


def strip_chat_tokens(text: str) -> str:
    """Keep the message itself: drop a leading turn header, cut at the end of the turn.

    ``<s>`` and ``</s>`` count as tokens only at the very start and end: elsewhere they
    are HTML strikethrough, which the visibility pass removes with what they enclose.

    >>> strip_chat_tokens("<|im_start|>assistant\\nThe answer is 5.<|im_end|>\\n<|im_start|>user\\nAnd 6?")
    'The answer is 5.'
    """
    if "<" not in text:
        return text
    if not _CHAT_TOKEN_RE.search(text):
        return text.strip()  # what the steps below make of a text without a token
    if text.lstrip().startswith("<s>") and text.rstrip().endswith("</s>"):
        return text  # <s> ... </s> around it all is HTML strikethrough: the visibility pass removes it
    text = _LEADING_TURN_RE.sub("", text)
    boundary = _TURN_BOUNDARY_RE.search(text)
    if boundary:
        text = text[: boundary.start()]
    stripped = text.rstrip()
    if stripped.endswith(EDGE_CHAT_TOKENS):
        stripped = stripped[: stripped.rfind("<")].rstrip()
    return stripped


def answer_block(text: str) -> Optional[str]:
    """Return the text to read when it holds an answer block (``<answer>6</answer>``), or None.

    A block that is all the text holds is where the format puts the final answer: it is read as
    anchored ("Answer: 6").  Beside other text, its tags are markup and its content is read in
    place, with the words around it ("The answer is not <answer>5</answer>" denies 5).  Two blocks
    are not one answer block: the text is read as it stands.

    >>> answer_block("<answer>6</answer>"), answer_block("So <answer>6</answer>.")
    ('Answer: 6', 'So 6.')
    """
    if "<" not in text:
        return None
    for opening, closing in ANSWER_TAGS:
        start = text.rfind(opening)
        if start < 0:
            continue
        end = text.find(closing, start)
        if end < 0 or text.rfind(opening, 0, start) >= 0:
            return None  # an open block, or two blocks: read the text as it stands
        content = text[start + len(opening) : end]
        before, after = text[:start], text[end + len(closing) :]
        if not before.strip() and not after.strip():
            return ANSWER_BLOCK_ANCHOR + content.strip() if content.strip() else ""  # an empty block: no answer
        return before + content + after
    return None


def final_text(response: str) -> str:
    """The part of a response a reader takes the answer from: after reasoning, without chat tokens, visible.
    A command defined in what was cut (before or inside the reasoning block) still renders the answer after
    it, and math styled there still styles the response: refused."""
    turn = _first_turn(response)  # the response ends at its first end-of-turn token, its reasoning's too
    kept = strip_reasoning(turn)
    if len(kept) != len(turn):
        check_markup(turn[: len(turn) - len(kept)])
    return visible_text(strip_chat_tokens(kept))


def _first_turn(response: str) -> str:
    """The response up to its first end-of-turn token (POLICY 1.7, Final: "<|im_end|>" then another turn's reasoning and
    box is no part of it), past the end of a channel message that the same reply goes on from (the gpt-oss format ends its
    analysis with "<|end|>" and answers in the final channel)."""
    if "<" not in response:
        return response
    for found in _END_OF_TURN_RE.finditer(response):
        if not _CHANNEL_CONTINUATION_RE.match(response, found.end()):
            return response[: found.end()]
    return response


_END_OF_TURN_RE = lazy_compile("|".join(re.escape(token) for token in END_OF_TURN_TOKENS))
_CHANNEL_CONTINUATION_RE = lazy_compile(r"\s*<\|start\|>\s*assistant\s*<\|channel\|>")
