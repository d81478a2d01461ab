"""Several graders over the same rows: accuracy against labels, agreement, kappa, speed.

The command line's ``strictgrade compare`` is a thin layer over :func:`run_comparison`
and the two renderers.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import IO, Any, Dict, Iterable, List, Optional, Tuple

from ..grader import grade
from .graders import Grader
from .stats import cohen_kappa, percentile, precision_recall_f1

__all__ = ["ComparisonRow", "GraderRecord", "run_comparison", "build_report", "render_text", "render_markdown"]


@dataclass(frozen=True)
class ComparisonRow:
    """One row to grade: its number, the response, the reference, and its label when known."""

    number: int
    response: str
    reference: str
    label: Optional[bool] = None


@dataclass
class GraderRecord:
    """What one grader did over all rows."""

    name: str
    verdicts: List[bool] = field(default_factory=list)
    micros: List[float] = field(default_factory=list)
    failures: Counter = field(default_factory=Counter)


def run_comparison(
    rows: Iterable[ComparisonRow],
    graders: List[Grader],
    disagreements: Optional[IO[str]] = None,
    options: Optional[Dict[str, Any]] = None,
) -> Tuple[List[GraderRecord], List[Optional[bool]]]:
    """Grade every row with every grader; write rows where they disagree to ``disagreements``.

    ``options`` are the grade() options strictgrade's reason is given under in those rows.
    """
    records = [GraderRecord(grader.name) for grader in graders]
    labels: List[Optional[bool]] = []
    for row in rows:
        results = [grader.grade(row.response, row.reference) for grader in graders]
        labels.append(row.label)
        for record, result in zip(records, results):
            record.verdicts.append(result.correct)
            record.micros.append(result.seconds * 1e6)
            if result.failure:
                record.failures[result.failure] += 1
        if disagreements is not None and len({result.correct for result in results}) > 1:
            verdict = grade(row.response, row.reference, **(options or {}))
            entry: Dict[str, Any] = {
                "row": row.number,
                "reference": row.reference,
                "label": row.label,
                "response_end": row.response[-400:],
                "strictgrade_reason": verdict.reason.name,
                "strictgrade_detail": verdict.detail,
            }
            for grader, result in zip(graders, results):
                entry[grader.name] = {"correct": result.correct, "answer": result.answer, "failure": result.failure or None}
            disagreements.write(json.dumps(entry, ensure_ascii=False) + "\n")
    return records, labels


def build_report(records: List[GraderRecord], labels: List[Optional[bool]]) -> Dict[str, Any]:
    """Return the per-grader figures, the agreement matrix and Cohen's kappa as plain data."""
    labeled = [i for i, label in enumerate(labels) if label is not None]
    graders: Dict[str, Any] = {}
    for record in records:
        figures: Dict[str, Any] = {
            "rows": len(record.verdicts),
            "correct": sum(record.verdicts),
            "crashes": record.failures["crash"],
            "timeouts": record.failures["timeout"],
            "micros_mean": sum(record.micros) / len(record.micros) if record.micros else 0.0,
            "micros_p50": percentile(record.micros, 50),
            "micros_p90": percentile(record.micros, 90),
            "micros_p99": percentile(record.micros, 99),
            "micros_max": max(record.micros, default=0.0),
        }
        if labeled:
            predicted = [record.verdicts[i] for i in labeled]
            truth = [bool(labels[i]) for i in labeled]
            precision, recall, f1 = precision_recall_f1(predicted, truth)
            figures.update({
                "labeled_rows": len(labeled),
                "accuracy": sum(p == t for p, t in zip(predicted, truth)) / len(labeled),
                "precision": precision,
                "recall": recall,
                "f1": f1,
                "false_positives": sum(p and not t for p, t in zip(predicted, truth)),
            })
        graders[record.name] = figures
    agreement: Dict[str, Dict[str, float]] = {}
    kappa: Dict[str, Dict[str, float]] = {}
    for left in records:
        agreement[left.name], kappa[left.name] = {}, {}
        for right in records:
            pairs = list(zip(left.verdicts, right.verdicts))
            agreement[left.name][right.name] = sum(a == b for a, b in pairs) / len(pairs) if pairs else 1.0
            kappa[left.name][right.name] = cohen_kappa(left.verdicts, right.verdicts) if pairs else 1.0
    return {"graders": graders, "agreement": agreement, "kappa": kappa, "rows": len(labels)}


def render_text(report: Dict[str, Any]) -> str:
    """Render the report as an aligned plain-text table."""
    names = list(report["graders"])
    lines = [f"{'grader':20} {'rows':>6} {'acc':>7} {'prec':>7} {'recall':>7} {'F1':>7} {'false+':>6} "
             f"{'crash':>5} {'t/o':>4} {'mean us':>9} {'p50':>8} {'p90':>8} {'p99':>8} {'max':>9}"]
    for name in names:
        g = report["graders"][name]
        labeled = "labeled_rows" in g
        lines.append(
            f"{name:20} {g['rows']:6d} "
            + (f"{g['accuracy']:7.4f} {g['precision']:7.4f} {g['recall']:7.4f} {g['f1']:7.4f} {g['false_positives']:6d} "
               if labeled else f"{'':7} {'':7} {'':7} {'':7} {'':6} ")
            + f"{g['crashes']:5d} {g['timeouts']:4d} {g['micros_mean']:9.0f} {g['micros_p50']:8.0f} "
              f"{g['micros_p90']:8.0f} {g['micros_p99']:8.0f} {g['micros_max']:9.0f}"
        )
    lines.append("")
    lines.append("agreement (Cohen's kappa)")
    for left in names:
        cells = "  ".join(f"{report['agreement'][left][right]:.4f} ({report['kappa'][left][right]:+.3f})" for right in names)
        lines.append(f"  {left:20} {cells}")
    lines.append(f"  {'':20} " + "  ".join(f"{name[:18]:>18}" for name in names))
    return "\n".join(lines)


def render_markdown(report: Dict[str, Any], title: str = "") -> str:
    """Render the report as Markdown tables."""
    names = list(report["graders"])
    lines = [f"### {title}", ""] if title else []
    lines += ["| grader | accuracy | precision | recall | F1 | false + | crashes | timeouts | mean µs | p50 | p90 | p99 | max |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for name in names:
        g = report["graders"][name]
        if "labeled_rows" in g:
            quality = f"{g['accuracy']:.4f} | {g['precision']:.4f} | {g['recall']:.4f} | {g['f1']:.4f} | {g['false_positives']}"
        else:
            quality = " | | | | "
        lines.append(
            f"| {name} | {quality} | {g['crashes']} | {g['timeouts']} | {g['micros_mean']:,.0f} | {g['micros_p50']:,.0f} | "
            f"{g['micros_p90']:,.0f} | {g['micros_p99']:,.0f} | {g['micros_max']:,.0f} |"
        )
    lines += ["", "Agreement (Cohen's kappa):", "", "| | " + " | ".join(names) + " |", "|---|" + "---:|" * len(names)]
    for left in names:
        cells = " | ".join(f"{report['agreement'][left][right]:.4f} ({report['kappa'][left][right]:+.3f})" for right in names)
        lines.append(f"| {left} | {cells} |")
    return "\n".join(lines) + "\n"
