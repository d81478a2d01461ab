"""Every cap and window on the work one grade may do, named once.

Only constants live here (no code), so any module can import it without cost.  Hostile
input (megabytes of text, deep nesting, huge numbers) meets one of these bounds and gets
an incorrect verdict (too complex) or a shorter scan, never a hang.  docs/security.md's
table of bounds names each constant; a test holds the two together.
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

# Normalization rules run again until nothing changes (a deletion can make a token an
# earlier rule reads: "AN°D" becomes the joiner "AND"), at most this many times.
MAX_PASSES = 3
# Plus-minus signs one answer may expand (2**3 = 8 values).
MAX_PLUS_MINUS = 3
# Members of a list or set compared pairwise.
MAX_MEMBERS = 64
# Nodes in one answer.
MAX_NODES = 400

# --- comparing values ----------------------------------------------------------------
# Exact integers and fractions may grow to this many bits (about 6,000 digits).
MAX_EXACT_BITS = 20_000
# n! is exact up to this n; larger arguments go through the gamma function, up to the next.
MAX_FACTORIAL = 1_000
MAX_GAMMA_ARGUMENT = 100_000
# The gamma function is evaluated at no more than this many bits: its first evaluation at a
# precision costs time that grows steeply with it (about 16 ms at 800 bits, seconds at 4,000).
MAX_GAMMA_PRECISION = 800
# Binomial coefficients are exact up to this n.
MAX_BINOMIAL_N = 10_000
# An inexact value may be as large as 2**MAX_MAGNITUDE_BITS (about 10**30000).
MAX_MAGNITUDE_BITS = 100_000
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
# The rounded options (rounded_reference, rounded_candidate) read a decimal of at most this many
# significant digits as a rounding: a label or an answer rounds to a few places, while a decimal of
# 70 digits claims to be the value itself (a decimal is never an irrational, POLICY §3).
MAX_ROUNDED_DIGITS = 20
# A qualifier that restates a domain ("for every real t", ", k \in \mathbb{Z}") is looked for only
# in this many characters at the end of the answer (normalize.strip_domain_qualifier).
MAX_QUALIFIER_LENGTH = 120
# A whole answer longer than this is no date (normalize.as_date: "Wednesday, February 5, 2023" is 27).
MAX_DATE_LENGTH = 60
# Decimal places a caller may round to (``decimals=``): beyond them rounding is no rounding.
MAX_DECIMALS = 10

# Extraction
# Boxes kept, counted from the end of the response, and box commands looked at
# (nested boxes count as looked at, so ten thousand nested boxes stay cheap).
MAX_BOXES = 16
MAX_BOX_LOOKUPS = 64
# Characters from the end searched first for an anchor; the rest only if none is there.
TAIL_WINDOW = 20_000
# The most terms of a sum or product written out in a note after the answer that are added up
# (extract/offers.py: "Another way to see it: 15 + 20" restates 35).
MAX_WORKED_TERMS = 12
# The largest exponent of a power that the reader of a note's work in math evaluates (extract/arithmetic.py),
# the largest n of a count of choices it evaluates, and the most bits of any value it reaches: past them a
# note's work states no value (a value must stay cheap to compute and to write as digits).
MAX_WORKED_EXPONENT = 256
MAX_WORKED_CHOICES_N = 1_000
MAX_WORKED_BITS = 4_096
# Characters from the end in which the last anchor is looked for first (a speed step only: the last
# anchor starts there whenever one does, and the whole text is searched when none starts there).
ANCHOR_SCAN = 160
# The anchors of wrong answers read past, from the end ("Falsche Antwort: 120"), before no anchor is taken.
MISTAKEN_ANCHORS = 4
# The characters of a later sentence read for an anaphor that opens it and the word after it ("That overlooks ...").
ANAPHOR_REACH = 40
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
# Lines walked back one by one from a box to find its paragraph's blank line; past these,
# one regex scan finds it (the same answer, in linear time).
BLANK_LINE_WALK = 8
# Characters before and after the final answer read for the words that qualify it.
QUALIFIER_WINDOW = 120
# The characters before a box read for a sentence that denies it by pointing forward at it ("What follows is not my final
# answer. It is a placeholder.\n\n$$\boxed{20}$$"): its paragraph and the one before (extract/cataphors.py).
CATAPHOR_REACH = 400
# A sentence longer than the window before its value is read from its start, this many characters more at most ("I don't
# believe, after redoing the casework on both branches and re-checking the endpoints, that the equation can have 6 ...").
LONG_SENTENCE_REACH = 360
# Spacing, signs and neutral words between a qualifier and its value: a run of more than
# SHORT_PADDING characters of them right before an answer does not count toward the window (it
# is counted from where the run begins), and a run of more than MAX_PADDING characters is refused
# as too complex (no real response pads its answer like that).
SHORT_PADDING = 60
MAX_PADDING = 2_000
# Characters of text a phrase table reads at the end or the start of a text (a phrase and the
# neutral words after it: "at least is").
PHRASE_EDGE = 80
# An aside set off by commas ("is, at least, 5") holds at most this many words.
PARENTHETICAL_WORDS = 4
# Characters of an aside set off by commas that a negation is read past ("It is not, however, 5"), and
# of the words after it before the value; after a negative phrase of at most FRONTED_WORDS words that
# opens the sentence, or a fronted negator with inversion, FRONTED_ASIDE_LENGTH.
ASIDE_LENGTH = 60
FRONTED_WORDS = 5
FRONTED_ASIDE_LENGTH = 120
# Words (NEGATED_IDIOM_BRIDGES) a negator reaches its idiom word past ("no cabe ninguna duda").
IDIOM_BRIDGE_WORDS = 3
# The words before a predicate of doubt read for a negator or a dismisser ("I do not doubt", "without a doubt",
# "no longer any reason to doubt").
DISMISSER_REACH = 5
# The words before a doubt read for a dismisser ("without a doubt", "few would doubt", "beyond any doubt").
DISMISSER_WORDS = 2
# Words an additive adverb reaches the value it offers past ("could also be exactly 21").
ADDITIVE_REACH = 3
# Characters after a later denial of the answer's value in which a clause of reason may open.
REASON_WINDOW = 40
# Math spans walked back through a chain of equal forms ("\\[ A = s^2 \\]\n\\[ = \\boxed{5} \\]") to the
# words that qualify the whole chain.
MAX_CHAINED_SPANS = 8
# Words in the Markdown table cell that names a boxed value ("| **Sum** | $\\boxed{5}$ |"); a longer cell is
# prose the box stands in.
TABLE_LABEL_WORDS = 3
# Letters read on each side of a junction of a Latin letter and a lookalike of another script for the word it is in.
MAX_WORD_READ = 40
# Characters right before a box read for an operator, a digit or emphasis attached to it.
PROSE_LOOKBACK = 48
# Characters after the final answer read for a retraction, a disjunction or an unfinished end.
TAIL_SCAN = 2_000
# A sentence right after the answer of at most this many words that opens with "Actually" or
# "Alternatively" and holds a number replaces or doubles the answer ("Actually, 13.").
SHORT_SENTENCE_WORDS = 10
# Characters after the final answer read for a phrase that retracts it; the window goes on to the end
# of the sentence it would cut, by at most RETRACTION_SENTENCE_REST more characters (past that the cut
# sentence is read as it is, which decides toward refusal).
RETRACTION_WINDOW = 300
RETRACTION_SENTENCE_REST = 300

# Caches
# Reference strings whose parse is kept, so that a reference graded against many
# responses (RL groups, majority voting) is read once.
REFERENCE_CACHE_SIZE = 4096
# Normalized and parsed candidates, comparisons and the verdicts of extracted answers kept.
CANDIDATE_CACHE_SIZE = 16384
# Whole grades kept, keyed by the response, the reference and the options: a response
# sampled again (short answers recur across an RL group) is graded once.  Only responses of
# at most MAX_CACHED_RESPONSE characters are kept, so the cache holds a few megabytes at most.
VERDICT_CACHE_SIZE = 4096
MAX_CACHED_RESPONSE = 4_000
# Texts whose split into words is kept while the phrase tables and the lexicons read them (each cache).
WORDS_CACHE_SIZE = 256
# The texts whose tokens (kind, text and place) are remembered: a later sentence is read by a dozen checks, each of
# which tokenized it again.
SPANS_CACHE_SIZE = 256
# The written numbers whose exact values are remembered (is_own_value): an answer's few values are compared
# against every value of every later sentence.
NUMBER_CACHE_SIZE = 256
# What the checks of the words around an answer decided, per text checked (the sentence before
# a box, the text after it): these recur across the samples of one problem.  Only texts of at
# most MAX_CHECKED_TEXT characters are kept, so each cache holds a few megabytes at most.
CHECK_CACHE_SIZE = 2048
MAX_CHECKED_TEXT = 1_000
# Longer texts, up to MAX_LONG_CHECKED_TEXT characters, are kept only while one response is graded (its
# box is read in one step, then in full: the same tail is checked twice): the last few per check.
LONG_CHECK_CACHE_SIZE = 4
MAX_LONG_CHECKED_TEXT = 20_000
# The longest negated noun phrase a relative clause may hang on ("no valid arrangement whose ...", "nie ma takiego kwadratu
# liczby całkowitej, który ...": a negative existential's verb, a demonstrative, a noun and its genitive complement).
NEGATED_NOUN_WORDS = 5
# The words before a relative word in which a restrictive makes its antecedent the only value ("the only value which is
# not excluded"): kept shorter than a negated noun, as it affirms.
RESTRICTED_ANTECEDENT_WORDS = 3
# The words between a noun of the quantity asked and the noun it counts ("the number of three-digit positive integers").
COUNTED_NOUN_WORDS = 3
# The words of a noun phrase that may close a form restated after the answer ("cioè 0,33 della torta": compared with the answer).
RESTATED_NOUN_WORDS = 3
# The most restatements of the answer in another form read after one box ("In simplest form this is ..."; extract/restatements.py):
# each is one more member of the answer's chain.
MAX_RESTATEMENTS = 3
# The characters before a value read for a verb of summing whose particle takes "up to" ("add up to 720"; extract/layout.py).
SUMMING_VERB_REACH = 40
