"""strictgrade audit: family generators, the report's shape, the command line end to end, determinism."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import List, Optional

import pytest

from strictgrade._tables import ANSWER_ANCHORS
from strictgrade.tools.audit import (
    ACCEPT,
    EXAMPLES_KEPT,
    FAMILIES,
    REJECT,
    Reference,
    audit,
    build_variants,
    family_named,
    pick_references,
    render_markdown,
    render_text,
)
from strictgrade.tools.families import PREFIX, near_decimal, rational, wrong_values
from strictgrade.tools.graders import Grader, RowResult, make_grader

QUESTION = "Tom has 12 apples and a bag that holds 2.5 kg. He buys 3 more apples. How many apples does he have?"
REFERENCES = [
    Reference("12", QUESTION), Reference("2.5", QUESTION), Reference("0"), Reference("-4"), Reference("12000"),
    Reference(r"\frac{3}{8}"), Reference(r"2\sqrt{3}"), Reference("4a-2"), Reference("-22.22%"),
    Reference("12.6 million"), Reference(r"\text{(C)}"), Reference("B"), Reference("(1,2)"),
]
# Families whose every variant holds the reference as written (a bare % written \% inside math).
VERBATIM = {f.name for f in FAMILIES} - {"separator", "spelling", "near-miss"}


def _holds(response: str, reference: str) -> bool:
    return reference in response or reference.replace("%", r"\%") in response


@pytest.mark.parametrize("family", [f.name for f in FAMILIES])
def test_every_family_builds_variants_holding_the_reference(family: str) -> None:
    built = 0
    for reference in REFERENCES:
        variants = family_named(family).build(reference)
        assert len(variants) == len(set(variants)), (family, reference.text)
        built += len(variants)
        for variant in variants:
            assert variant.startswith((PREFIX, "<think>")), variant
            if family in VERBATIM:
                assert _holds(variant, reference.text), (family, variant)
    assert built > 0, family


def test_kinds_and_names() -> None:
    names = [f.name for f in FAMILIES]
    assert len(names) == len(set(names))
    assert {f.expect for f in FAMILIES} == {REJECT, ACCEPT}
    assert all(f.description for f in FAMILIES)
    assert {f.name for f in FAMILIES if f.expect == ACCEPT} == {
        "plain", "reasoning-ending", "emphasis", "anchor-language", "unit", "separator", "spelling"}


def test_wrong_values_are_distinct_and_never_the_reference() -> None:
    for reference in REFERENCES:
        values = wrong_values(reference, 3)
        assert len(set(values)) == 3 and reference.text not in values
        exact = rational(reference.text)
        if exact is not None:
            assert all(rational(value) != exact for value in values)
    assert wrong_values(Reference("12"), 1)[0] in {str(12 + d) for d in range(1, 10)}
    assert wrong_values(Reference(r"\frac{3}{8}"), 1)[0].startswith(r"\frac{")
    assert wrong_values(Reference("-22.22%"), 1)[0].endswith("%")
    assert set(wrong_values(Reference("B"), 3)) <= set("ACDE")


def test_variants_not_well_defined_are_skipped() -> None:
    altered = family_named("altered")
    zero = [v[len(PREFIX):] for v in altered.build(Reference("0"))]
    assert zero == [r"The answer is $x > \boxed{0}$.", r"The answer is $x \neq \boxed{0}$."]  # -0 and 0\pi are 0
    one = [v[len(PREFIX):] for v in altered.build(Reference("1"))]
    assert r"The answer is $\sqrt{\boxed{1}}$." not in one and r"The answer is $\boxed{1}0$." in one
    assert r"The answer is $\boxed{1}^2$." not in one and r"The answer is $-\boxed{1}$." in one
    assert all(r"\boxed{2.5}0" not in v for v in altered.build(Reference("2.5")))  # 2.50 is 2.5
    assert altered.build(Reference("4a-2")) == []
    words = family_named("scale-or-unit-word")
    assert words.build(Reference("0")) == [] and words.build(Reference(r"\frac{3}{8}")) == []
    assert not any("squared" in v for v in words.build(Reference("1")))
    assert not any("factorial" in v for v in words.build(Reference("2")))
    assert family_named("separator").build(Reference("999")) == []
    assert family_named("unit").build(Reference("x+1")) == []
    assert family_named("restated").build(Reference("12")) == []  # no question
    assert family_named("restated").build(Reference("13", QUESTION)) == []  # not among the givens
    assert family_named("bounds").build(Reference("x^2")) == []
    assert family_named("options").build(Reference("B")) == []


def test_some_variants_by_hand() -> None:
    def endings(family: str, reference: Reference) -> List[str]:
        return [v.split("\n\n")[-1] if v.startswith(PREFIX) else v for v in family_named(family).build(reference)]

    assert endings("separator", Reference("-1234567.5")) == [
        r"The answer is $\boxed{-1,234,567.5}$.", r"The answer is $\boxed{-1{,}234{,}567.5}$.",
        r"The answer is $\boxed{-1\,234\,567.5}$.", r"The answer is $\boxed{-1 234 567.5}$.",
        r"The answer is $\boxed{-1,\!234,\!567.5}$.",
    ]
    assert endings("spelling", Reference(r"\frac{3}{8}")) == [
        r"The answer is $\boxed{\dfrac{3}{8}}$.", r"The answer is $\boxed{\tfrac{3}{8}}$.",
        r"The answer is $\boxed{\frac38}$.", r"The answer is $\boxed{0.375}$.", r"The answer is $\boxed{x = \frac{3}{8}}$.",
    ]
    assert "We are given: Tom has 12 apples and a bag that holds 2.5 kg." in family_named("restated").build(
        Reference("2.5", QUESTION))[0]
    scale = endings("scale-or-unit-word", Reference("12"))
    assert r"The answer is $\boxed{12}$ million." in scale and r"The answer is $\boxed{12\text{ dozen}}$." in scale
    assert r"The answer is at least $-22.22\%$." in endings("bounds", Reference("-22.22%"))
    assert "The answer is at least 12.6 million." in endings("bounds", Reference("12.6 million"))


def test_near_misses_are_never_the_value() -> None:
    third = near_decimal(r"\frac{1}{3}")
    assert third is not None and Fraction(third) != Fraction(1, 3) and len(third) == 72
    five = near_decimal("5")
    assert five is not None and Fraction(five) - 5 == Fraction(1, 10**70)
    assert near_decimal("-0.5") == "-0." + "5" + "0" * 68 + "1"
    root = near_decimal(r"-\frac{3\sqrt{2}}{4}")
    assert root is not None and root.startswith("-1.0606601717798212866")
    assert near_decimal(r"\sqrt{49}") is None and near_decimal("x") is None
    variants = family_named("near-miss").build(Reference(r"\sqrt{2}"))
    assert [v.count("10^{-60}") for v in variants] == [1, 1, 0] and "1.41421356237309504880" in variants[2]


def test_every_anchor_language_is_used() -> None:
    variants = family_named("anchor-language").build(Reference("42"))
    assert len(variants) == len(ANSWER_ANCHORS)
    for (language, phrases), variant in zip(sorted(ANSWER_ANCHORS.items()), variants):
        ending = variant[len(PREFIX):].lower()
        assert any(ending.startswith(phrase) for phrase in phrases), (language, variant)
        assert "42" in ending


def test_reasoning_endings_put_the_answer_after_the_think_block() -> None:
    variants = family_named("reasoning-ending").build(Reference("7"))
    thinking = [v for v in variants if v.startswith("<think>")]
    assert len(thinking) == 3
    for variant in thinking:
        before, after = variant.split("</think>")
        assert r"\boxed{7}" in after and "7" not in before.replace("<think>", "")  # a wrong try inside
    assert any(v.endswith("**Final Answer**\n\\boxed{7}") for v in variants)
    assert any(v.endswith("Answer:\n\\[\n7\n\\]") for v in variants)


def test_building_is_deterministic_and_seeded() -> None:
    first = build_variants(pick_references(REFERENCES, None, 0), per_family=3)
    again = build_variants(pick_references(REFERENCES, None, 0), per_family=3)
    assert first == again
    other = build_variants(pick_references(REFERENCES, None, 1), per_family=3)
    assert [v.response for v in other[0]] != [v.response for v in first[0]]
    assert first[1] == other[1]  # which references a family skips does not depend on the seed


def test_bounds_on_size() -> None:
    variants, skipped = build_variants(pick_references(REFERENCES, None, 0), per_family=2)
    per_pair = {}
    for variant in variants:
        per_pair[(variant.family, variant.reference)] = per_pair.get((variant.family, variant.reference), 0) + 1
    assert max(per_pair.values()) == 2
    assert skipped["separator"] == len(REFERENCES) - 1  # only 12000 has four digits
    many = [Reference(str(n)) for n in range(50)] + [Reference("7")]
    picked = pick_references(many, 10, 0)
    assert len(picked) == 10 and picked == pick_references(many, 10, 0)
    assert [int(r.text) for r in picked] == sorted(int(r.text) for r in picked)  # file order kept
    assert len(pick_references(many, None, 0)) == 50  # duplicates dropped


class _Constant(Grader):
    def __init__(self, name: str, verdict: bool) -> None:
        super().__init__(name)
        self.verdict = verdict

    def grade(self, response: str, reference: str) -> RowResult:
        return RowResult(self.verdict, None, 0.0)


def test_report_shape_and_totals() -> None:
    report = audit(REFERENCES, [_Constant("yes", True), _Constant("no", False)], per_family=3)
    assert report["graders"] == ["yes", "no"] and report["references"] == len(REFERENCES)
    assert [f["name"] for f in report["families"]] == [f.name for f in FAMILIES]
    assert sum(f["variants"] for f in report["families"]) == report["variants"]
    for family in report["families"]:
        assert family["references"] + family["skipped"] == len(REFERENCES)
        yes, no = family["graders"]["yes"], family["graders"]["no"]
        assert yes["variants"] == no["variants"] == family["variants"]
        paid_wrongly = family["expect"] == REJECT
        assert (yes["wrong"], no["wrong"]) == ((family["variants"], 0) if paid_wrongly else (0, family["variants"]))
        assert len(yes["examples"]) <= EXAMPLES_KEPT and len(no["examples"]) <= EXAMPLES_KEPT
    assert report["totals"]["yes"][REJECT]["share"] == 1.0 and report["totals"]["yes"][ACCEPT]["share"] == 0.0
    assert report["totals"]["no"][REJECT]["share"] == 0.0 and report["totals"]["no"][ACCEPT]["share"] == 1.0
    assert report["totals"]["no"][REJECT]["families_clean"] == report["totals"]["no"][REJECT]["families"]
    json.dumps(report)
    text = render_text(report)
    assert "all must-reject" in text and "1.000 (" in text and "yes" in text
    markdown = render_markdown(report, title="t")
    assert markdown.startswith("### t") and markdown.count("\n| ") == len(FAMILIES) + 3


def test_the_plain_family_is_paid_by_the_built_in_graders() -> None:
    # The control family: if these were refused, the variants (not the graders) would be broken.
    report = audit([Reference("12"), Reference(r"\frac{3}{8}"), Reference("4a-2")],
                   [make_grader("strictgrade"), make_grader("exact-extracted")], families=[family_named("plain")])
    assert report["families"][0]["variants"] == 6
    assert report["totals"]["strictgrade"][ACCEPT]["wrong"] == 0
    assert report["totals"]["exact-extracted"][ACCEPT]["wrong"] == 0


def test_exact_grades_the_raw_response() -> None:
    # On 0.1.0, "exact" matched strictgrade's extracted answer, so it paid no must-reject variant
    # and looked unhackable; plain exact match reads the whole response, extracting nothing.
    report = audit([Reference("12")], [make_grader("exact")], families=[family_named("plain"), family_named("list")])
    assert report["totals"]["exact"][ACCEPT]["share"] == 1.0  # every variant has reasoning before the answer
    assert make_grader("exact").grade("12", "12").correct and not make_grader("exact").grade(r"\boxed{12}", "12").correct


def test_skipped_families_say_why() -> None:
    # On 0.1.0 the restated family was skipped silently when the rows had no question column.
    report = audit([Reference("12")], [make_grader("strictgrade")], families=[family_named("restated")])
    restated = report["families"][0]
    assert restated["skipped"] == 1 and "question" in restated["skipped_because"]
    assert "restated: 1 skipped (every reference: no variant was graded); it needs the question" in render_text(report)


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    (tmp_path / "plugins.py").write_text("def always(response, reference):\n    return True\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.run([sys.executable, "-m", "strictgrade", "audit", *args], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120)


def _tiny(tmp_path: Path, extra: Optional[str] = None) -> Path:
    rows = [{"question": QUESTION, "gold": "12", "response": "x", "label": True},
            {"question": "What is 3/8?", "gold": r"\frac{3}{8}", "response": "y", "label": False},
            {"question": QUESTION, "gold": "12", "response": "z", "label": False}]
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows) + (extra + "\n" if extra else ""))
    return path


def test_command_line_end_to_end(tmp_path: Path) -> None:
    data = _tiny(tmp_path)
    done = run(tmp_path, str(data), "--grader", "strictgrade", "--grader", "exact", "--grader", "plugins:always",
               "--per-family", "2", "--json", str(tmp_path / "a.json"), "--markdown", str(tmp_path / "a.md"))
    assert done.returncode == 0, done.stderr
    assert "2 references" in done.stdout and "plugins:always" in done.stdout and "reasoning-ending" in done.stdout
    report = json.loads((tmp_path / "a.json").read_text())
    assert report["references"] == 2 and report["unreadable_rows"] == 0 and report["file"] == "rows.jsonl"
    assert report["graders"] == ["strictgrade", "exact", "plugins:always"]
    always = report["totals"]["plugins:always"]
    assert always[REJECT]["share"] == 1.0 and always[ACCEPT]["wrong"] == 0
    restated = next(f for f in report["families"] if f["name"] == "restated")
    assert restated["references"] == 1 and restated["skipped"] == 1  # 12 is among its question's givens
    assert (tmp_path / "a.md").read_text().startswith("### rows.jsonl")
    again = run(tmp_path, str(data), "--grader", "strictgrade", "--grader", "exact", "--grader", "plugins:always",
                "--per-family", "2", "--json", str(tmp_path / "b.json"))
    assert again.returncode == 0 and (tmp_path / "b.json").read_text() == (tmp_path / "a.json").read_text()


def test_command_line_options_and_errors(tmp_path: Path) -> None:
    data = _tiny(tmp_path, extra="{not json")
    done = run(tmp_path, str(data), "--family", "plain", "--family", "macro", "--limit", "1", "--json", str(tmp_path / "a.json"))
    assert done.returncode == 1 and "row 4" in done.stderr  # an unreadable row is reported and counted
    report = json.loads((tmp_path / "a.json").read_text())
    assert [f["name"] for f in report["families"]] == ["plain", "macro"] and report["references"] == 1
    assert report["graders"] == ["strictgrade", "exact"] and report["unreadable_rows"] == 1
    done = run(tmp_path, str(data), "--family", "nope")
    assert done.returncode == 2 and "unknown family 'nope'" in done.stderr
    done = run(tmp_path, str(data), "--grader", "plugins:missing")
    assert done.returncode == 2 and "has no function 'missing'" in done.stderr
    refs = tmp_path / "refs.csv"
    refs.write_text("answer\n7\n")
    done = run(tmp_path, str(refs), "--family", "plain")
    assert done.returncode == 0 and "1 reference, 2 variants" in done.stdout
    done = run(tmp_path, str(refs), "--reference-col", "gold")
    assert done.returncode == 2 and "name it with --reference-col" in done.stderr
    done = run(tmp_path, str(refs), "--limit", "0")
    assert done.returncode == 2 and "--limit" in done.stderr
