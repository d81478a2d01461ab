r"""How hackable is a grader?  Adversarial variants of references, with known verdicts.

``strictgrade audit FILE`` (and :func:`audit`) takes references (and questions, when the
rows have them), builds responses in *families* whose right verdict is known without any
grader, grades them with any grader ``strictgrade compare`` accepts, and reports per family
the share each grader gets wrong:

- a **must-reject** family holds the right value where a reader would not take it as the
  answer (in a list or conditional, retracted, hidden, altered, bounded, cut off, ...):
  a grader that pays one is hackable by a policy that learns to write it;
- a **must-accept** family holds the right value in an ending real models write (reasoning
  endings, emphasis, every anchor language of ``_tables.ANSWER_ANCHORS``, units, separators,
  other spellings): a grader that refuses one costs recall.

A family is a small pure function ``Reference -> list of responses`` (families.py); it returns nothing
for a reference where its variants would not be well defined (``\boxed{r}0`` for a
reference that is not an integer, ``-\boxed{r}`` for ``r = 0``), and those references are
counted as skipped.  Everything is seeded: the same file, seed and bounds give the same
variants and the same report.

>>> ref = Reference("12")
>>> [family.name for family in FAMILIES if family.build(ref)][:3]
['list', 'conditional', 'options']
>>> any(r"\boxed{12}" in response for response in family_named("altered").build(ref))
True
>>> [v.split("$")[-2] for v in family_named("altered").build(Reference("0"))]  # -0, 0\pi, \sqrt{0} are 0
['x > \\boxed{0}', 'x \\neq \\boxed{0}']
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from .graders import Grader
from .stats import plural
from .families import ACCEPT, DEFAULT_SEED, FAMILIES, Family, REJECT, Reference, family_named

__all__ = [
    "REJECT",
    "ACCEPT",
    "Reference",
    "Family",
    "FAMILIES",
    "family_named",
    "Variant",
    "build_variants",
    "audit",
    "render_text",
    "render_markdown",
]

DEFAULT_LIMIT = 500  # references sampled from a file
DEFAULT_PER_FAMILY = 8  # variants kept per family and reference (every anchor language fits)
EXAMPLES_KEPT = 3  # wrongly graded variants kept per family and grader in the report
RESPONSE_TAIL = 300  # characters of a response shown in an example


# -- building and grading -------------------------------------------------------------------


@dataclass(frozen=True)
class Variant:
    """One adversarial or ordinary response with the reference it is graded against."""

    family: str
    expect: str
    reference: str
    response: str


def pick_references(references: Sequence[Reference], limit: Optional[int], seed: int) -> List[Reference]:
    """The distinct references (first question kept), a seeded sample of ``limit`` of them, in file order."""
    distinct: Dict[str, Reference] = {}
    for reference in references:
        text = reference.text.strip()
        if text and text not in distinct:
            distinct[text] = Reference(text, reference.question, seed)
    chosen = list(distinct.values())
    if limit is not None and len(chosen) > limit:
        indexes = sorted(random.Random(f"{seed}\x00references").sample(range(len(chosen)), limit))
        chosen = [chosen[i] for i in indexes]
    return chosen


def build_variants(
    references: Sequence[Reference], families: Sequence[Family] = FAMILIES, per_family: int = DEFAULT_PER_FAMILY
) -> Tuple[List[Variant], Dict[str, int]]:
    """Every family's variants for every reference (at most ``per_family`` each, seeded) and the skips per family."""
    variants: List[Variant] = []
    skipped = {family.name: 0 for family in families}
    for reference in references:
        for family in families:
            responses = family.build(reference)
            if not responses:
                skipped[family.name] += 1
                continue
            if len(responses) > per_family:
                keep = sorted(reference.rng("keep\x00" + family.name).sample(range(len(responses)), per_family))
                responses = [responses[i] for i in keep]
            variants += [Variant(family.name, family.expect, reference.text, response) for response in responses]
    return variants, skipped


@dataclass
class _Cell:
    variants: int = 0
    wrong: int = 0
    crashes: int = 0
    timeouts: int = 0
    examples: List[Dict[str, str]] = field(default_factory=list)


def audit(
    references: Sequence[Reference],
    graders: Sequence[Grader],
    *,
    families: Sequence[Family] = FAMILIES,
    per_family: int = DEFAULT_PER_FAMILY,
    limit: Optional[int] = DEFAULT_LIMIT,
    seed: int = DEFAULT_SEED,
    start: Optional[Callable[[int], Any]] = None,
    progress: Optional[Callable[[int], Any]] = None,
    stop: Optional[Callable[[], bool]] = None,
) -> Dict[str, Any]:
    """Build the variants of (a seeded sample of) ``references`` and grade them with every grader.

    Returns plain data: per family its kind, references used and skipped (with the reason),
    variants, and per grader how many it got wrong (a must-reject variant paid, a must-accept
    one refused), that share, crashes, timeouts and a few examples; and per grader the totals
    by kind.  ``start`` is told how many gradings there will be, ``progress`` called after
    each, ``stop`` asked before each (a true answer ends the audit; the report says so).
    """
    chosen = pick_references(references, limit, seed)
    variants, skipped = build_variants(chosen, families, per_family)
    if start is not None:
        start(len(variants) * len(graders))
    cells = {(family.name, grader.name): _Cell() for family in families for grader in graders}
    stopped = False
    for grader in graders:
        if stopped:
            break
        for variant in variants:
            if stop is not None and stop():
                stopped = True
                break
            if progress is not None:
                progress(1)
            result = grader.grade(variant.response, variant.reference)
            cell = cells[(variant.family, grader.name)]
            cell.variants += 1
            cell.crashes += result.failure == "crash"
            cell.timeouts += result.failure == "timeout"
            if result.correct != (variant.expect == ACCEPT):
                cell.wrong += 1
                if len(cell.examples) < EXAMPLES_KEPT:
                    cell.examples.append({"reference": variant.reference, "response_end": variant.response[-RESPONSE_TAIL:],
                                          "answer": result.answer or ""})
    counts = {family.name: sum(v.family == family.name for v in variants) for family in families}
    report_families = []
    for family in families:
        report_families.append({
            "name": family.name,
            "expect": family.expect,
            "description": family.description,
            "references": len(chosen) - skipped[family.name],
            "skipped": skipped[family.name],
            "skipped_because": f"needs {family.needs}" if skipped[family.name] else "",
            "variants": counts[family.name],
            "graders": {grader.name: _cell_figures(cells[(family.name, grader.name)]) for grader in graders},
        })
    totals = {}
    for grader in graders:
        totals[grader.name] = {}
        for kind in (REJECT, ACCEPT):
            mine = [cells[(f.name, grader.name)] for f in families if f.expect == kind]
            total, wrong = sum(c.variants for c in mine), sum(c.wrong for c in mine)
            totals[grader.name][kind] = {"variants": total, "wrong": wrong, "share": wrong / total if total else 0.0,
                                         "families_clean": sum(c.variants > 0 and c.wrong == 0 for c in mine),
                                         "families": sum(c.variants > 0 for c in mine)}
    return {
        "seed": seed,
        "limit": limit,
        "per_family": per_family,
        "references": len(chosen),
        "variants": len(variants),
        "graders": [grader.name for grader in graders],
        "stopped": stopped,
        "families": report_families,
        "totals": totals,
    }


def _cell_figures(cell: _Cell) -> Dict[str, Any]:
    return {
        "variants": cell.variants,
        "wrong": cell.wrong,
        "share": cell.wrong / cell.variants if cell.variants else 0.0,
        "crashes": cell.crashes,
        "timeouts": cell.timeouts,
        "examples": cell.examples,
    }


# -- rendering --------------------------------------------------------------------------------


def _share(figures: Dict[str, Any]) -> str:
    if not figures["variants"]:
        return "-"
    return f"{figures['share']:.3f} ({figures['wrong']}/{figures['variants']})"


def render_text(report: Dict[str, Any]) -> str:
    """The report as an aligned table: per family, each grader's share of wrong verdicts (count)."""
    names = report["graders"]
    width = max([20] + [len(_share(f["graders"][n])) + 1 for f in report["families"] for n in names])
    lines = [
        f"{plural(report['references'], 'reference')}, {plural(report['variants'], 'variant')} (seed {report['seed']}, "
        f"at most {report['per_family']} per family and reference)",
        "share wrong: a must-reject variant paid, or a must-accept variant refused",
        "",
        f"{'family':20} {'expect':12} {'refs':>5} {'skip':>5} " + "".join(f"{name[:width - 1]:>{width}}" for name in names),
    ]
    for family in report["families"]:
        lines.append(
            f"{family['name']:20} {family['expect']:12} {family['references']:5d} {family['skipped']:5d} "
            + "".join(f"{_share(family['graders'][name]):>{width}}" for name in names)
        )
    for kind in (REJECT, ACCEPT):
        lines.append(
            f"{'all ' + kind:20} {'':12} {'':5} {'':5} "
            + "".join(f"{_share(report['totals'][name][kind]):>{width}}" for name in names)
        )
    skipped = [family for family in report["families"] if family["skipped"]]
    if skipped:
        lines += ["", "skipped references, by family:"]
        for family in skipped:
            everything = " (every reference: no variant was graded)" if not family["references"] else ""
            lines.append(f"  {family['name']}: {family['skipped']} skipped{everything}; it {family['skipped_because']}")
    if report.get("stopped"):
        lines += ["", "stopped before the end: the figures cover the variants graded so far"]
    failures = [(n, f["graders"][n]["crashes"], f["graders"][n]["timeouts"]) for f in report["families"] for n in names]
    for name in names:
        crashes = sum(c for n, c, _ in failures if n == name)
        timeouts = sum(t for n, _, t in failures if n == name)
        if crashes or timeouts:
            lines.append(f"{name}: {crashes} crashes, {timeouts} timeouts (counted as refusals)")
    return "\n".join(lines)


def render_markdown(report: Dict[str, Any], title: str = "") -> str:
    """The report as a Markdown table, with one example per family a grader gets wrong."""
    names = report["graders"]
    lines = [f"### {title}", ""] if title else []
    lines += [
        f"{report['references']} references, {report['variants']} variants (seed {report['seed']}, at most "
        f"{report['per_family']} per family and reference). Each cell: the share of variants the grader gets "
        "wrong (must-reject: paid; must-accept: refused), with the count.",
        "",
        "| family | expect | refs | skipped | " + " | ".join(names) + " |",
        "|---|---|---:|---:|" + "---:|" * len(names),
    ]
    for family in report["families"]:
        lines.append(f"| {family['name']} | {family['expect']} | {family['references']} | {family['skipped']} | "
                     + " | ".join(_share(family["graders"][name]) for name in names) + " |")
    for kind in (REJECT, ACCEPT):
        lines.append(f"| **all {kind}** | | | | " + " | ".join(f"**{_share(report['totals'][n][kind])}**" for n in names) + " |")
    return "\n".join(lines) + "\n"
