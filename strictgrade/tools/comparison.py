"""Several graders over the same rows: accuracy against labels, agreement, kappa, speed.

The command line's ``strictgrade compare`` is a thin layer over :func:`run_comparison`
and the two renderers.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import IO, Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple

from ..grader import grade
from .graders import Grader
from .stats import cohen_kappa, figure, mcnemar_p, percentile, plural, precision_recall_f1, wilson_interval

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


# Disagreements shown on screen (all of them go to --disagreements).
SHOWN_DISAGREEMENTS = 3
SHOWN_RESPONSE_END = 120


def run_comparison(
    rows: Iterable[ComparisonRow],
    graders: List[Grader],
    disagreements: Optional[IO[str]] = None,
    options: Optional[Dict[str, Any]] = None,
    *,
    examples: Optional[List[Dict[str, Any]]] = None,
    progress: Optional[Callable[[int], Any]] = None,
    stop: Optional[Callable[[], bool]] = None,
) -> Tuple[List[GraderRecord], List[Optional[bool]]]:
    """Grade every row with every grader; write rows where they disagree to ``disagreements``.

    ``options`` are the grade() options strictgrade's reason is given under in those rows;
    the first SHOWN_DISAGREEMENTS of them are also appended to ``examples``.  ``progress``
    is called after each row, ``stop`` asked before each (a true answer ends the run there).
    """
    records = [GraderRecord(grader.name) for grader in graders]
    labels: List[Optional[bool]] = []
    for row in rows:
        if stop is not None and stop():
            break
        results = [grader.grade(row.response, row.reference) for grader in graders]
        labels.append(row.label)
        for record, result in zip(records, results):
            record.verdicts.append(result.correct)
            record.micros.append(result.seconds * 1e6)
            if result.failure:
                record.failures[result.failure] += 1
        if progress is not None:
            progress(1)
        if len({result.correct for result in results}) < 2:
            continue
        if disagreements is None and (examples is None or len(examples) >= SHOWN_DISAGREEMENTS):
            continue
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
        if disagreements is not None:
            disagreements.write(json.dumps(entry, ensure_ascii=False) + "\n")
        if examples is not None and len(examples) < SHOWN_DISAGREEMENTS:
            examples.append(entry)
    return records, labels


def _interval(part: int, whole: int) -> Optional[List[float]]:
    return list(wilson_interval(part, whole)) if whole else None


def _quality(predicted: List[bool], truth: List[bool]) -> Dict[str, Any]:
    """Accuracy, precision and recall against labels, each with its 95% Wilson interval (None where undefined)."""
    tp = sum(p and t for p, t in zip(predicted, truth))
    fp = sum(p and not t for p, t in zip(predicted, truth))
    fn = sum(t and not p for p, t in zip(predicted, truth))
    right = sum(p == t for p, t in zip(predicted, truth))
    precision, recall, f1 = precision_recall_f1(predicted, truth)
    return {
        "labeled_rows": len(truth),
        "accuracy": right / len(truth),
        "accuracy_wilson_95": _interval(right, len(truth)),
        "precision": precision,
        "precision_wilson_95": _interval(tp, tp + fp),
        "recall": recall,
        "recall_wilson_95": _interval(tp, tp + fn),
        "f1": f1,
        "false_positives": fp,
    }


def build_report(records: List[GraderRecord], labels: List[Optional[bool]]) -> Dict[str, Any]:
    """Return the per-grader figures, the agreement matrix, Cohen's kappa and McNemar's tests as plain data.

    McNemar's test pairs each two graders row by row: on being right against the labels
    when the rows have labels, else on the verdicts themselves (do their pass rates differ?).
    """
    labeled = [i for i, label in enumerate(labels) if label is not None]
    truth = [bool(labels[i]) for i in labeled]
    graders: Dict[str, Any] = {}
    for record in records:
        rows = len(record.verdicts)
        failed = record.failures["crash"] + record.failures["timeout"]
        figures: Dict[str, Any] = {
            "rows": rows,
            "correct": sum(record.verdicts),
            "pass_rate": sum(record.verdicts) / rows if rows else None,
            "pass_rate_wilson_95": _interval(sum(record.verdicts), rows),
            "crashes": record.failures["crash"],
            "timeouts": record.failures["timeout"],
            "failed_every_row": rows > 0 and failed == rows,
            "micros_mean": sum(record.micros) / len(record.micros) if record.micros else 0.0,
            "micros_p50": percentile(record.micros, 50),
            "micros_p90": percentile(record.micros, 90),
            "micros_p99": percentile(record.micros, 99),
            "micros_max": max(record.micros, default=0.0),
        }
        if labeled:
            figures.update(_quality([record.verdicts[i] for i in labeled], truth))
        graders[record.name] = figures
    agreement: Dict[str, Dict[str, float]] = {}
    kappa: Dict[str, Dict[str, Optional[float]]] = {}
    for left in records:
        agreement[left.name], kappa[left.name] = {}, {}
        for right in records:
            pairs = list(zip(left.verdicts, right.verdicts))
            agreement[left.name][right.name] = sum(a == b for a, b in pairs) / len(pairs) if pairs else 1.0
            kappa[left.name][right.name] = cohen_kappa(left.verdicts, right.verdicts) if pairs else None
    mcnemar = []
    for index, left in enumerate(records):
        for right in records[index + 1:]:
            if labeled:
                outcomes = [(left.verdicts[i] == labels[i], right.verdicts[i] == labels[i]) for i in labeled]
            else:
                outcomes = list(zip(left.verdicts, right.verdicts))
            only_left = sum(a and not b for a, b in outcomes)
            only_right = sum(b and not a for a, b in outcomes)
            mcnemar.append({"left": left.name, "right": right.name, "only_left": only_left, "only_right": only_right,
                            "p": mcnemar_p(only_left, only_right)})
    return {"graders": graders, "agreement": agreement, "kappa": kappa, "rows": len(labels),
            "mcnemar_on": "right against the labels" if labeled else "verdicts", "mcnemar": mcnemar}


def _with_interval(value: Optional[float], interval: Optional[List[float]]) -> str:
    if value is None or interval is None:
        return "n/a"
    return f"{value:.4f} ({interval[0]:.3f}-{interval[1]:.3f})"


def _kappa(value: Optional[float]) -> str:
    return "n/a" if value is None else f"{value:+.3f}"


def _agreement(report: Dict[str, Any], left: str, right: str) -> str:
    return f"{report['agreement'][left][right]:.4f} ({_kappa(report['kappa'][left][right])})"


def render_text(report: Dict[str, Any], examples: Sequence[Dict[str, Any]] = ()) -> str:
    """Render the report as aligned plain-text tables (full grader names), then a few disagreements."""
    names = list(report["graders"])
    width = max([6] + [len(name) for name in names])
    quality = "95% Wilson intervals in parentheses" if any("labeled_rows" in g for g in report["graders"].values()) else ""
    lines = [f"{report['rows']:,} rows" + (f"; {quality}" if quality else ""), "",
             f"{'grader':{width}}  {'pass rate':>9}  {'accuracy':>22}  {'precision':>22}  {'recall':>22}  "
             f"{'F1':>6}  {'false+':>6}  {'crash':>5}  {'t/o':>4}"]
    for name in names:
        g = report["graders"][name]
        labeled = "labeled_rows" in g
        lines.append(
            f"{name:{width}}  {figure(g['pass_rate'], 9)}  "
            + (f"{_with_interval(g['accuracy'], g['accuracy_wilson_95']):>22}  "
               f"{_with_interval(g['precision'], g['precision_wilson_95']):>22}  "
               f"{_with_interval(g['recall'], g['recall_wilson_95']):>22}  {figure(g['f1'], 6, 3)}  "
               f"{g['false_positives']:6d}  " if labeled else f"{'':>22}  {'':>22}  {'':>22}  {'':>6}  {'':>6}  ")
            + f"{g['crashes']:5d}  {g['timeouts']:4d}"
        )
    lines += ["", f"{'grader':{width}}  {'mean us':>9}  {'p50':>8}  {'p90':>8}  {'p99':>8}  {'max':>9}"]
    for name in names:
        g = report["graders"][name]
        lines.append(f"{name:{width}}  {g['micros_mean']:9.0f}  {g['micros_p50']:8.0f}  {g['micros_p90']:8.0f}  "
                     f"{g['micros_p99']:8.0f}  {g['micros_max']:9.0f}")
    cell = max(width, 15)
    lines += ["", "agreement (Cohen's kappa)", f"{'':{width}}  " + "  ".join(f"{name:>{cell}}" for name in names)]
    for left in names:
        cells = "  ".join(f"{_agreement(report, left, right):>{cell}}" for right in names)
        lines.append(f"{left:{width}}  {cells}")
    if report["mcnemar"]:
        lines += ["", f"paired McNemar test, on {report['mcnemar_on']}:"]
        for test in report["mcnemar"]:
            lines.append(f"  {test['left']} vs {test['right']}: {plural(test['only_left'], 'row')} only "
                         f"{test['left']}, {plural(test['only_right'], 'row')} only {test['right']}, p = {test['p']:.4g}")
    for name in names:
        if report["graders"][name]["failed_every_row"]:
            lines += ["", f"grader {name} failed on every row (crashes or timeouts): its figures mean nothing"]
    if examples:
        lines += ["", f"where graders disagree (the first {plural(len(examples), 'row')}):"]
        for entry in examples:
            verdicts = ", ".join(f"{name} {entry[name]['correct']}" + (f" ({entry[name]['failure']})"
                                 if entry[name]["failure"] else "") for name in names)
            lines.append(f"  row {entry['row']}: reference {entry['reference']!r}, label {entry['label']}; {verdicts}; "
                         f"strictgrade's reason {entry['strictgrade_reason']}")
            lines.append(f"    ...{entry['response_end'][-SHOWN_RESPONSE_END:]!r}")
    return "\n".join(lines)


def render_markdown(report: Dict[str, Any], title: str = "") -> str:
    """Render the report as Markdown tables."""
    names = list(report["graders"])
    lines = [f"### {title}", ""] if title else []
    lines += ["| grader | pass rate | accuracy | precision | recall | F1 | false + | crashes | timeouts | mean µs | p50 | p90 | p99 | max |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for name in names:
        g = report["graders"][name]
        if "labeled_rows" in g:
            quality = " | ".join(figure(g[key]) for key in ("accuracy", "precision", "recall", "f1"))
            quality += f" | {g['false_positives']}"
        else:
            quality = " | | | | "
        lines.append(
            f"| {name} | {figure(g['pass_rate'])} | {quality} | {g['crashes']} | {g['timeouts']} | "
            f"{g['micros_mean']:,.0f} | {g['micros_p50']:,.0f} | {g['micros_p90']:,.0f} | {g['micros_p99']:,.0f} | "
            f"{g['micros_max']:,.0f} |"
        )
    lines += ["", "Agreement (Cohen's kappa):", "", "| | " + " | ".join(names) + " |", "|---|" + "---:|" * len(names)]
    for left in names:
        cells = " | ".join(_agreement(report, left, right) for right in names)
        lines.append(f"| {left} | {cells} |")
    return "\n".join(lines) + "\n"
