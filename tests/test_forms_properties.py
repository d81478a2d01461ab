r"""Properties of the hard equal forms (POLICY §2 count nouns, §3 equations, options, dates; issues 22, 24).

Each property generates variations of one form the policy accepts (other numbers, names, orders,
languages) and checks that the form is paid for its value and refused for another value.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from strictgrade import grade

values = st.integers(min_value=1, max_value=10**6)
small = st.integers(min_value=1, max_value=99)
letters = st.sampled_from("abcdpqrsuvwxyz")

ANCHORS = ("The answer is {}.", "Antwort: {}.", "Ответ: {}.", "答案是 {}。", "La risposta è {}.", "La respuesta es {}.",
           "Final Answer: {}", "答えは {} です。")
NOUNS = ("Bücher", "книг", "本书", "libri", "個", "libros", "livres", "laranjas", "apples", "Äpfel", "марок", "枚", "개")
NOT_NOUNS = ("dozen", "squared", "factorial", "тысяч", "million", "左右", "以上", "ungefähr", "halves")


@given(values, st.sampled_from(ANCHORS), st.sampled_from(NOUNS))
def test_a_count_noun_after_a_number_is_dropped(n: int, anchor: str, noun: str) -> None:
    response = anchor.format(f"{n} {noun}")
    assert grade(response, str(n)).correct, response
    assert not grade(response, str(n + 1)).correct, response


@given(values, st.sampled_from(ANCHORS), st.sampled_from(NOT_NOUNS))
def test_a_value_changing_or_hedging_word_is_no_count_noun(n: int, anchor: str, word: str) -> None:
    response = anchor.format(f"{n} {word}")
    assert not grade(response, str(n)).correct, response


@given(small, small, st.sampled_from(("+", "\\cdot")))
def test_a_chain_after_a_box_is_the_box(a: int, b: int, op: str) -> None:
    value = a + b if op == "+" else a * b
    good = f"So the total is $\\boxed{{{value}}} = {a} {op} {b}$."
    bad = f"So the total is $\\boxed{{{value + 1}}} = {a} {op} {b}$."
    named = f"So $y = \\boxed{{{value}}} = {a} {op} {b}$."
    assert grade(good, str(value)).correct and grade(named, str(value)).correct
    assert not grade(bad, str(value + 1)).correct


@given(st.lists(small, min_size=2, max_size=4, unique=True), st.sampled_from(("\\text{ or }", " or ", " または ", " oder ")), st.randoms())
def test_alternatives_of_one_variable_are_the_solution_set(members: list, joiner: str, rnd) -> None:
    shuffled = list(members)
    rnd.shuffle(shuffled)
    response = "$\\boxed{" + joiner.join(f"x = {m}" for m in members) + "}$"
    reference = "\\{" + ", ".join(map(str, shuffled)) + "\\}"
    assert grade(response, reference).correct, (response, reference)
    wrong = "\\{" + ", ".join(map(str, shuffled[:-1] + [shuffled[-1] + 100])) + "\\}"
    assert not grade(response, wrong).correct
    member = "$\\boxed{x \\in \\{" + ", ".join(map(str, members)) + "\\}}$"
    assert grade(member, reference).correct


OPTION_FORMS = ("The answer is **({}) ** {}", "The answer is **({})** {}", "$\\boxed{{\\text{{option }} {}: {}}}$",
                "$\\boxed{{\\textbf{{({}) }} {}}}$", "$\\boxed{{\\text{{Option {}}}: {}}}$")


@given(st.sampled_from("ABCDE"), small, st.sampled_from(OPTION_FORMS))
def test_an_option_with_its_value_is_its_letter_and_its_value(letter: str, value: int, form: str) -> None:
    response = form.format(letter, value)
    assert grade(response, letter).correct, response
    assert grade(response, str(value)).correct, response
    other = "ABCDE"[("ABCDE".index(letter) + 1) % 5]
    assert not grade(response, other).correct
    assert not grade(response, str(value + 1)).correct


@given(st.integers(1900, 2100), st.integers(1, 12), st.integers(1, 28))
def test_a_date_is_text_never_arithmetic(year: int, month: int, day: int) -> None:
    date = f"{year}-{month:02d}-{day:02d}"
    response = f"The date is $\\boxed{{{date}}}$."
    assert grade(response, date).correct
    assert not grade(response, str(year - month - day)).correct
    if month != day and day <= 12:
        assert not grade(response, f"{year}-{day:02d}-{month:02d}").correct


@given(st.lists(letters, min_size=2, max_size=4, unique=True), st.lists(small, min_size=4, max_size=4), st.randoms())
def test_a_tuple_assignment_meets_a_bare_list(names: list, numbers: list, rnd) -> None:
    values = numbers[: len(names)]
    response = "$\\boxed{(" + ", ".join(names) + ") = (" + ", ".join(map(str, values)) + ")}$"
    shuffled = list(values)
    rnd.shuffle(shuffled)
    assert grade(response, ", ".join(map(str, shuffled))).correct, response
    assert not grade(response, ", ".join(map(str, values[:-1] + [values[-1] + 100]))).correct


LABELS = ("largest", "smallest", "median", "total cost", "area", "perimeter")


@given(st.lists(st.sampled_from(LABELS), min_size=2, max_size=3, unique=True), st.lists(small, min_size=3, max_size=3), st.randoms())
def test_named_values_compare_name_by_name(labels: list, numbers: list, rnd) -> None:
    pairs = list(zip(labels, numbers))
    shuffled = list(pairs)
    rnd.shuffle(shuffled)
    response = "$\\boxed{" + ", ".join(f"\\text{{{name}: }} {value}" for name, value in pairs) + "}$"
    reference = ", ".join(f"\\text{{{name}: }} {value}" for name, value in shuffled)
    assert grade(response, reference).correct, (response, reference)
    swapped = [(name, value) for (name, _), (_, value) in zip(pairs, pairs[1:] + pairs[:1])]
    if [v for _, v in swapped] != [v for _, v in pairs]:
        other = ", ".join(f"\\text{{{name}: }} {value}" for name, value in swapped)
        assert not grade(response, other).correct


@given(st.sampled_from("SATNV"), st.sampled_from(("\\min", "\\max", "\\text{max}", "{\\min}", "{\\text{total}}")), small, small)
def test_a_subscripted_name_is_dropped_either_way(head: str, sub: str, a: int, b: int) -> None:
    sub = sub if sub.startswith("{") else "{" + sub + "}"
    named = f"{head}_{sub} = {a}k + {b}"
    assert grade(f"$\\boxed{{{named}}}$", f"{a}k+{b}").correct, named
    assert grade(f"$\\boxed{{{a}k + {b}}}$", named).correct, named
    assert not grade(f"$\\boxed{{{named}}}$", f"{a}k+{b + 1}").correct


@given(st.sampled_from("fgh"), st.sampled_from("txu"), small, small,
       st.sampled_from(("\\text{{ for every real }} {v}", "\\text{{ for all real numbers }} {v}", "\\text{{ for each }} {v} \\in \\mathbb{{R}}",
                        ", \\; {v} \\in \\mathbb{{R}}")))
def test_a_restated_domain_is_dropped(name: str, var: str, a: int, b: int, qualifier: str) -> None:
    answer = f"{name}({var}) = {a}{var} - {b}"
    response = f"$\\boxed{{{answer} {qualifier.format(v=var)}}}$"
    assert grade(response, answer).correct, response
    assert not grade(response, f"{name}({var}) = {a}{var} + {b}").correct


@given(st.sampled_from("kmnj"), st.sampled_from("kmnj"), st.integers(1, 6), st.integers(1, 6))
def test_an_integer_parameter_is_a_dummy(p: str, q: str, a: int, d: int) -> None:
    reference = f"x = \\frac{{\\pi}}{{{d + 1}}} + {a}{q}\\pi"
    assert grade(f"$\\boxed{{\\frac{{\\pi}}{{{d + 1}}} + {a}{p}\\pi}}$", reference).correct
    assert not grade(f"$\\boxed{{\\frac{{\\pi}}{{{d + 1}}} + {a + 1}{p}\\pi}}$", reference).correct
    declared = f"$\\boxed{{x = \\frac{{\\pi}}{{{d + 1}}} + {a}t\\pi, \\; t \\in \\mathbb{{Z}}}}$"
    assert grade(declared, reference).correct


@given(st.lists(letters, min_size=3, max_size=5, unique=True))
def test_a_chain_of_order_is_met_by_its_order(names: list) -> None:
    reference = " < ".join(names)
    assert grade("$\\boxed{" + ", ".join(names) + "}$", reference).correct
    assert not grade("$\\boxed{" + ", ".join(reversed(names)) + "}$", reference).correct
    assert not grade("$\\boxed{" + reference + "}$", ", ".join(names)).correct


@given(small, small, st.sampled_from(("red", "blue", "large")), st.sampled_from(("green", "small", "striped")),
       st.sampled_from(("marbles", "balls", "cubes", "Kugeln")))
def test_numbers_with_nouns_joined_by_words_are_a_list(a: int, b: int, first: str, second: str, noun: str) -> None:
    response = f"$\\boxed{{{a} \\text{{ {first} and }} {b} \\text{{ {second} {noun}}}}}$"
    if a != b:
        assert grade(response, f"{a}, {b}").correct, response
        assert not grade(response, f"{a + b}").correct
    assert not grade(response, f"{a}, {b + 100}").correct


# --- the opt-in options for rounded and lenient labels (issue 24 part 2) --------------------------


fractions = st.tuples(st.integers(1, 10**5), st.integers(3, 999)).filter(lambda pq: (pq[0] * 10**6) % pq[1] != 0)


def _rounded(p: int, q: int, places: int) -> Decimal:
    return (Decimal(p) / Decimal(q)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


@given(fractions, st.integers(1, 5))
def test_a_rounded_reference_pays_only_with_the_option(pq: tuple, places: int) -> None:
    p, q = pq
    response = f"The answer is $\\boxed{{\\frac{{{p}}}{{{q}}}}}$."
    reference = _rounded(p, q, places)
    if Fraction(p, q).denominator != q:
        return  # not in lowest terms: UNREDUCED whatever the options
    assert not grade(response, str(reference)).correct
    assert grade(response, str(reference), rounded_reference=True).correct
    step = Decimal(1).scaleb(-places)
    for other in (reference + step, reference - step):
        assert not grade(response, str(other), preset="lenient").correct  # never another value at the written precision


@given(fractions, st.integers(1, 6))
def test_a_rounded_candidate_pays_only_with_enough_digits(pq: tuple, places: int) -> None:
    p, q = pq
    candidate = _rounded(p, q, places)
    digits = len(str(candidate).replace(".", "").replace("-", "").lstrip("0"))
    response = f"The answer is $\\boxed{{{candidate}}}$."
    reference = f"\\frac{{{p}}}{{{q}}}"
    assert not grade(response, reference).correct
    assert grade(response, reference, preset="lenient").correct == (digits >= 3)
    step = Decimal(1).scaleb(-places)
    assert not grade(f"The answer is $\\boxed{{{candidate + step}}}$.", reference, preset="lenient").correct


@given(st.integers(1, 999), st.integers(2, 400))
def test_a_percent_is_its_fraction_only_with_the_option(p: int, q: int) -> None:
    value = Fraction(p, q)
    percent = value * 100
    if (percent * 10**4).denominator != 1:
        return  # no finite percent
    written = format(Decimal(percent.numerator) / Decimal(percent.denominator), "f")
    response = f"The answer is $\\boxed{{{written}\\%}}$."
    reference = f"\\frac{{{value.numerator}}}{{{value.denominator}}}" if value.denominator > 1 else str(value.numerator)
    assert grade(response, reference, percent_fraction=True).correct, (response, reference)
    assert not grade(f"The answer is $\\boxed{{{written}1\\%}}$.", reference, preset="lenient").correct
