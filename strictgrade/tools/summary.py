"""``strictgrade grade``'s summary as a few lines of text (the same figures as ``--summary-json``)."""

from __future__ import annotations

from typing import Any, Dict

from .files import STDIO
from .stats import figure, plural

__all__ = ["render_summary", "SHOWN_GROUPS"]

# Values of a --by column shown on screen (all of them are in --summary-json).
SHOWN_GROUPS = 12


def render_summary(summary: Dict[str, Any]) -> str:
    """The summary as a few lines of text."""
    low, high = summary["wilson_95"]
    source = "<stdin>" if summary["input"] == STDIO else summary["input"]
    lines = [
        f"strictgrade {summary['strictgrade_version']}: {source}" + (f" -> {summary['output']}" if summary["output"] else "")
        + (" (partial: stopped)" if summary["stopped_by"] else ""),
        f"  {plural(summary['rows'], 'row')}, graded {summary['graded']:,}, unreadable {summary['unreadable_rows']:,}, "
        f"missing a field {summary['rows_missing_a_field']:,}",
        f"  accuracy {figure(summary['accuracy'])} (standard error {figure(summary['standard_error'])}, "
        f"95% Wilson interval {low:.4f} to {high:.4f}); correct {summary['correct']:,}",
    ]
    margin = summary["margin"]
    at_accuracy = summary["rows_for_margin_at_this_accuracy"]
    lines.append(f"  rows for a ±{margin:g} margin: " + (f"{at_accuracy:,} at this accuracy, " if at_accuracy else "")
                 + f"{summary['rows_for_margin_worst_case']:,} at worst"
                 + ("" if at_accuracy else " (at an accuracy of 0 or 1 only the worst case is meaningful)"))
    if "labels" in summary:
        labels = summary["labels"]
        lines.append(
            f"  against the labels ({summary['columns']['label']}): agreement {labels['agreement']:.4f} "
            f"(95% {labels['agreement_wilson_95'][0]:.4f} to {labels['agreement_wilson_95'][1]:.4f}), "
            f"precision {figure(labels['precision'])}, recall {figure(labels['recall'])}, "
            f"false positives {labels['false_positives']:,} ({plural(labels['rows'], 'row')})"
        )
    reasons = ", ".join(f"{name} {count:,}" for name, count in summary["reasons"].items())
    lines.append(f"  reasons: {reasons or 'none'}")
    for column, groups in summary.get("by", {}).items():
        shown = list(groups.items())
        cells = ", ".join(f"{value} {figures['accuracy']:.4f} ({plural(figures['graded'], 'row')})"
                          for value, figures in shown[:SHOWN_GROUPS])
        more = f", and {plural(len(shown) - SHOWN_GROUPS, 'more value')} in --summary-json" if len(shown) > SHOWN_GROUPS else ""
        lines.append(f"  by {column}: {cells}{more}")
    if "samples" in summary:
        samples = summary["samples"]
        cells = []
        for key, figures in samples.items():
            if key.startswith("k="):
                cells.append(f"pass@{key[2:]} {figure(figures['pass_at_k'])}, maj@{key[2:]} "
                             f"{figure(figures['maj_at_k'])} ({plural(figures['problems'], 'problem')})")
        lines.append(f"  by {summary['columns']['problem']} ({plural(samples['problems'], 'problem')}, "
                     f"{samples['samples_per_problem']['min']} to {samples['samples_per_problem']['max']} samples "
                     f"each): " + "; ".join(cells))
    return "\n".join(lines)
