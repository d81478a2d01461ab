"""Every cap and window on the work strictgrade does, named once.

Hostile input (megabytes of text, deep nesting, huge numbers) meets one of these
bounds and gets an incorrect verdict (too complex) or a shorter scan, never a hang.
"""

from __future__ import annotations

# Extraction
# Characters searched after a math delimiter for its closing one.
MATH_SPAN_SCAN = 20_000
# Characters before and after the final answer read for the words that qualify it.
QUALIFIER_WINDOW = 120
# Characters after the final answer read for a retraction, a disjunction or an unfinished end.
TAIL_SCAN = 2_000
# A tail of at least this many words that stops unfinished makes the response truncated.
TRUNCATED_TAIL_WORDS = 12
# Characters after the final answer read for a phrase that retracts it.
RETRACTION_WINDOW = 300
