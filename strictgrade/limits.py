"""Caps and windows: every bound on the work one grade may do, named in one place.

Only constants live here (no code), so any module can import it without cost.
"""

from __future__ import annotations

# --- reading an answer -----------------------------------------------------------
# Characters of a normalized answer the readers accept.
MAX_ANSWER_LENGTH = 2_000
# An answer as extracted, before normalization shortens it.
MAX_RAW_LENGTH = 5_000
# Brackets nested in one answer.
MAX_NESTING = 40
# Digits of one number written in an answer.
MAX_DIGITS = 1_000
# Levels of recursion (elements, signs, powers) the fast reader follows before it leaves the
# answer to the grammar: well below the depth where pyparsing's own recursion gives out
# (about 50 such levels), so the two readers never disagree on a deep answer.
MAX_READER_DEPTH = 32

# --- comparing values ----------------------------------------------------------------
# The most precision one comparison may use: numbers written with about 3,000 digits.
# Values compare at 200 bits plus twice the bits of the numbers written (numeric.precision_for).
MAX_PRECISION_BITS = 20_000
# Radicands the exact radical arithmetic factors (trial division up to its square root);
# larger ones are compared by value.
MAX_RADICAND = 1_000_000
# Terms of one exact sum of radicals and powers of pi.
MAX_RADICAL_TERMS = 64
# Integer powers the exact radical arithmetic and the float interval check multiply out.
MAX_EXACT_POWER = 64
