r"""Write tests/cases/hard_forms.jsonl: correct answers in hard equal forms, and wrong ones beside them.

Built deterministically (seeded) from MATH-500's references (OpenAI's PRM800K split of Hendrycks et
al.'s MATH test set, MIT licence, in ../shared/corpora/math500_problems.jsonl) and from forms of our
own in the same style: each row states one answer in a form rule-based graders often refuse
(issue 24 part 1 and issue 22 items 6-7: a chain after a box, a count noun in another language, a
solution set of alternatives, an option with its value, a date, a tuple assignment against a list,
values named by words, a subscripted name, a restated domain, a family under another parameter
letter, a chain of order, numbers with nouns joined by words) or rounded on one side (a rounded
reference, a rounded candidate, a percent against a fraction); half the rows are the same forms
with a wrong value.  Every row carries three labels:

* ``label``: whether the answer is right (what a careful human grader of a lenient benchmark says);
* ``default``: strictgrade's verdict by default (the hard forms are paid, the rounded ones are not);
* ``lenient``: strictgrade's verdict with ``preset="lenient"`` (the rounded ones are paid too).

Usage (from the project root, with ../shared beside it):

    python benchmarks/make_hard_forms_corpus.py            # rewrites the file
    python benchmarks/make_hard_forms_corpus.py --check    # exit 1 when the file is stale
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path
from typing import Callable, Dict, Iterator, List, Tuple

from _corpora import CORPORA, ROOT, load  # noqa: E402

OUTPUT = ROOT / "tests" / "cases" / "hard_forms.jsonl"
SEED = 20261126
PER_CLASS = 5  # right rows per class; as many wrong ones

Row = Dict[str, object]
# A class builds (response, gold) for a reference value, right or wrong.
Builder = Callable[[random.Random, str, bool], Tuple[str, str]]


def _integers(problems: List[dict]) -> List[Tuple[str, int]]:
    return [(p["unique_id"], int(p["answer"])) for p in problems if re.fullmatch(r"\d{1,4}", p["answer"]) and int(p["answer"]) > 3]


def _fractions(problems: List[dict]) -> List[Tuple[str, Fraction]]:
    found = []
    for p in problems:
        match = re.fullmatch(r"\\frac\{(\d+)\}\{(\d+)\}", p["answer"])
        if match:
            value = Fraction(int(match.group(1)), int(match.group(2)))
            if value.denominator > 2 and (value.denominator % 3 == 0 or value.denominator % 7 == 0):
                found.append((p["unique_id"], value))  # a repeating decimal: rounding matters
    return found


def _frac(value: Fraction) -> str:
    return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"


def _decimal(value: Fraction, places: int) -> str:
    return str((Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


ANCHORS = ("Antwort: {} {}.", "Ответ: {} {}.", "答案是 {} {}。", "La risposta è {} {}.", "La respuesta es {} {}.",
           "La réponse est {} {}.", "答えは {} {}です。", "Resposta: {} {}.", "The answer is {} {}.")
NOUNS = ("Bücher", "книг", "本书", "libri", "lápices", "pommes", "個", "laranjas", "marbles")


def count_noun(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    k = rnd.randrange(len(ANCHORS))
    return ANCHORS[k].format(n if right else n + 1, NOUNS[k]), str(n)


def chain_after_box(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    a = rnd.randint(1, n - 1)
    form = rnd.choice(("The area is $\\boxed{{{v}}} = {a} + {b}$.", "So $y = \\boxed{{{v}}} = {a} + {b}$."))
    return form.format(v=n, a=a, b=n - a if right else n - a + 1), str(n)


def solution_set(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    n = n % 90 + 1  # two three-digit members would read as one number with a thousands separator (POLICY §2)
    other = n + rnd.randint(1, 9)
    form = rnd.choice(("$\\boxed{{x = {a} \\text{{ or }} x = {b}}}$", "答えは $x = {a}$ または $x = {b}$ です。",
                       "The solutions are $\\boxed{{x \\in \\{{{a}, {b}\\}}}}$."))
    return form.format(a=n, b=other if right else other + 1), f"\\{{{other}, {n}\\}}"


def option_with_value(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    letter = rnd.choice("ABCDE")
    form = rnd.choice(("The answer is **({L})** {v}", "$\\boxed{{\\textbf{{({L}) }} {v}}}$", "$\\boxed{{\\text{{option }} {L}: {v}}}$"))
    gold = rnd.choice((letter, str(n)))
    if right:
        return form.format(L=letter, v=n), gold
    return form.format(L="ABCDE"[("ABCDE".index(letter) + 1) % 5], v=n + 2), gold


def date(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    year, month, day = 2000 + n % 30, rnd.randint(1, 12), rnd.randint(13, 28)
    gold = f"{year}-{month:02d}-{day:02d}"
    given = gold if right else f"{year}-{month:02d}-{day - 1:02d}"
    return f"The meeting falls on $\\boxed{{{given}}}$.", gold


def tuple_assignment(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    values = [n, rnd.randint(0, 9), rnd.randint(10, 99)]
    gold = ", ".join(map(str, sorted(values)))
    given = values if right else values[:2] + [values[2] + 1]
    return f"$\\boxed{{(a, b, c) = ({', '.join(map(str, given))})}}$", gold


def named_by_words(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    small = rnd.randint(0, n - 1)
    gold = f"\\text{{smallest: }} {small}, \\text{{largest: }} {n}"
    return f"$\\boxed{{\\text{{largest: }} {n if right else small}, \\text{{smallest: }} {small if right else n}}}$", gold


def subscripted_name(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    sub = rnd.choice(("\\min", "\\max", "\\text{total}"))
    return f"$\\boxed{{S_{{{sub}}} = {n}k + {n % 7 + 1 if right else n % 7 + 2}}}$", f"{n}k + {n % 7 + 1}"


def restated_domain(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    qualifier = rnd.choice(("\\text{ for every real } t", "\\text{ for all real numbers } t", "\\text{ for all } t \\in \\mathbb{R}"))
    return f"$\\boxed{{g(t) = {n}t - {n % 5 + 1 if right else n % 5 + 2}{qualifier}}}$", f"g(t) = {n}t - {n % 5 + 1}"


def integer_family(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    d = n % 5 + 2
    letter = rnd.choice("mnj")
    form = rnd.choice(("$\\boxed{{\\frac{{\\pi}}{{{d}}} + {letter}\\pi}}$", "$\\boxed{{x = \\frac{{\\pi}}{{{d}}} + t\\pi, \\; t \\in \\mathbb{{Z}}}}$"))
    return form.format(d=d if right else d + 1, letter=letter), f"x = \\frac{{\\pi}}{{{d}}} + k\\pi"


def chain_of_order(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    names = rnd.sample("abcpqrsuvw", 3)
    listed = names if right else [names[1], names[0], names[2]]
    return f"From least to greatest: $\\boxed{{{', '.join(listed)}}}$", " < ".join(names)


def counted_list(rnd: random.Random, n: int, right: bool) -> Tuple[str, str]:
    other = rnd.randint(1, 30)
    first, second = rnd.choice((("red", "blue"), ("large", "small"), ("striped", "plain")))
    return f"$\\boxed{{{n} \\text{{ {first} and }} {other if right else other + 1} \\text{{ {second} marbles}}}}$", f"{n}, {other}"


def rounded_reference(rnd: random.Random, value: Fraction, right: bool) -> Tuple[str, str]:
    places = rnd.choice((2, 3))
    gold = _decimal(value, places) if right else _decimal(value + Fraction(1, 10**places), places)
    return f"The answer is $\\boxed{{{_frac(value)}}}$.", gold


def rounded_candidate(rnd: random.Random, value: Fraction, right: bool) -> Tuple[str, str]:
    digits = len(str(int(value))) if value >= 1 else 0
    places = max(3 - digits, 0) + rnd.choice((0, 1))
    given = _decimal(value, places) if right else _decimal(value + Fraction(1, 10**places), places)
    return f"The answer is $\\boxed{{{given}}}$.", _frac(value)


def percent_fraction(rnd: random.Random, value: Fraction, right: bool) -> Tuple[str, str]:
    percent = Fraction(rnd.choice((1, 3, 5, 7, 9, 11, 13)), rnd.choice((8, 16, 40)))
    shown = _decimal(percent * 100, 4).rstrip("0").rstrip(".")
    if not right:
        shown = _decimal(percent * 100 + 1, 4).rstrip("0").rstrip(".")
    if rnd.random() < 0.5:
        return f"The probability is $\\boxed{{{shown}\\%}}$.", _frac(percent) if percent.denominator > 1 else str(percent)
    return f"The probability is $\\boxed{{{_frac(percent)}}}$.", f"{shown}\\%"


# name, builder, whether it needs a fraction reference, whether it is a rounded form (paid only with the preset)
CLASSES: Tuple[Tuple[str, Callable, bool, bool], ...] = (
    ("count noun", count_noun, False, False),
    ("chain after a box", chain_after_box, False, False),
    ("solution set", solution_set, False, False),
    ("option with its value", option_with_value, False, False),
    ("date", date, False, False),
    ("tuple assignment", tuple_assignment, False, False),
    ("named by words", named_by_words, False, False),
    ("subscripted name", subscripted_name, False, False),
    ("restated domain", restated_domain, False, False),
    ("integer family", integer_family, False, False),
    ("chain of order", chain_of_order, False, False),
    ("counted list", counted_list, False, False),
    ("rounded reference", rounded_reference, True, True),
    ("rounded candidate", rounded_candidate, True, True),
    ("percent as fraction", percent_fraction, True, True),
)


def build(problems: List[dict]) -> Iterator[Row]:
    rnd = random.Random(SEED)
    integers, fractions = _integers(problems), _fractions(problems)
    for name, builder, wants_fraction, rounded in CLASSES:
        pool = fractions if wants_fraction else integers
        for index, (source, value) in enumerate(rnd.sample(pool, 2 * PER_CLASS)):
            right = index % 2 == 0
            response, gold = builder(rnd, value, right)
            yield {"id": f"{name}:{index}", "kind": f"{'right' if right else 'wrong'}, {name}", "source": source,
                   "response": response, "gold": gold, "label": right, "default": right and not rounded, "lenient": right}


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the file differs from what would be written")
    parser.add_argument("--corpora", type=Path, default=CORPORA, help="the folder of math500_problems.jsonl")
    args = parser.parse_args(argv)
    problems = load(args.corpora / "math500_problems.jsonl")
    text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in build(problems))
    if args.check:
        stale = not OUTPUT.exists() or OUTPUT.read_text(encoding="utf-8") != text
        print(f"{OUTPUT} is {'stale' if stale else 'up to date'}", file=sys.stderr)
        return 1 if stale else 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} rows to {OUTPUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
