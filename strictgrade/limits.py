"""Every cap and window on the work strictgrade does, named once.

Hostile input (megabytes of text, deep nesting, huge numbers) meets one of these
bounds and gets an incorrect verdict (too complex) or a shorter scan, never a hang.
"""

from __future__ import annotations

# Extraction
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
# A brace group longer than this is treated as unbalanced: no scan runs away.
MAX_BRACE_SCAN = 50_000
# Markup tokens (tags, code ticks, math delimiters, comments) the visibility pass reads;
# a response with more is too complex to be read as a reader sees it.
MAX_MARKUP_TOKENS = 50_000
# Characters searched after a math delimiter for its closing one.
MATH_SPAN_SCAN = 20_000
# Boxes further apart than a blank line, this many line breaks or this many characters are
# in different paragraphs (the earlier one is intermediate work).
PARAGRAPH_LINES = 3
PARAGRAPH_LENGTH = 600
# Characters before and after the final answer read for the words that qualify it.
QUALIFIER_WINDOW = 120
# Characters after the final answer read for a retraction, a disjunction or an unfinished end.
TAIL_SCAN = 2_000
# Characters after the final answer read for a phrase that retracts it.
RETRACTION_WINDOW = 300

# Caches
# Reference strings whose parse is kept, so that a reference graded against many
# responses (RL groups, majority voting) is read once.
REFERENCE_CACHE_SIZE = 4096
# Normalized and parsed candidates, and comparisons, kept.
CANDIDATE_CACHE_SIZE = 16384
# Texts whose split into words is kept while the phrase tables read them.
WORDS_CACHE_SIZE = 256
