"""The command line: ``strictgrade grade|extract|compare|audit FILE`` and ``strictgrade check RESPONSE REFERENCE``.

A thin adapter over the public API.  Exit status: 0 when every row was read and
graded (``check``: when the answer is correct), 1 when some rows could not be read
(``check``: incorrect), 2 when the input cannot be used at all.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

from .. import __version__
from ..verdict import Form
from ..grader import Mode, extract_answer, grade, grade_candidate
from .audit import DEFAULT_LIMIT, DEFAULT_PER_FAMILY, DEFAULT_SEED, FAMILIES, Reference, audit
from .audit import render_markdown as render_audit_markdown
from .audit import render_text as render_audit_text
from .comparison import ComparisonRow, build_report, render_markdown, render_text, run_comparison
from .files import (
    QUESTION_COLUMNS,
    REFERENCE_COLUMNS,
    InputError,
    Row,
    RowWriter,
    detect_format,
    pick_columns,
    read_rows,
)
from .graders import Grader, GraderError, close_all, make_grader
from .stats import Tally

__all__ = ["main"]

CHUNK_ROWS = 512
PLAIN_PROGRESS_EVERY = 10_000

Task = Tuple[Any, Any, bool, Dict[str, Any]]
TaskResult = Tuple[bool, str, Optional[str], str]


def _grade_task(task: Task) -> TaskResult:
    """Grade one row (runs in worker processes, so it takes and returns plain data)."""
    response, reference, bare, options = task
    if bare:
        verdict = grade_candidate(
            response, reference, decimals=options.get("decimals"), form=Form(options.get("form", "value")),
            preset=options.get("preset", "strict"),
        )
        return verdict.correct, verdict.reason.name, verdict.candidate, verdict.detail
    verdict = grade(
        response,
        reference,
        decimals=options.get("decimals"),
        mode=Mode(options.get("mode", "eval")),
        form=Form(options.get("form", "value")),
        preset=options.get("preset", "strict"),
    )
    return verdict.correct, verdict.reason.name, verdict.candidate, verdict.detail


def _is_value(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, (int, float)) and not isinstance(value, bool))


def _label(value: Any) -> Optional[bool]:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0", "yes", "no"):
        return value.strip().lower() in ("true", "1", "yes")
    return None


def _peek_columns(rows: Iterator[Row]) -> Tuple[List[Row], List[str]]:
    """Read up to the first readable row; return the rows read and its field names."""
    seen: List[Row] = []
    for row in rows:
        seen.append(row)
        if row.fields is not None:
            return seen, list(row.fields)
    return seen, []


class _Progress:
    """A progress bar (tqdm when installed) or a plain line now and then, on a terminal only."""

    def __init__(self, enabled: bool) -> None:
        self.count = 0
        self.bar: Any = None
        self.enabled = enabled
        if enabled:
            try:
                from tqdm import tqdm
            except ImportError:
                return
            self.bar = tqdm(unit=" rows", file=sys.stderr)

    def update(self, n: int) -> None:
        self.count += n
        if self.bar is not None:
            self.bar.update(n)
        elif self.enabled and self.count // PLAIN_PROGRESS_EVERY != (self.count - n) // PLAIN_PROGRESS_EVERY:
            print(f"  {self.count} rows", file=sys.stderr)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _chunks(rows: Iterable[Row], size: int) -> Iterator[List[Row]]:
    iterator = iter(rows)
    while True:
        chunk = list(itertools.islice(iterator, size))
        if not chunk:
            return
        yield chunk


def _open_rows(path: Path) -> Tuple[Iterator[Row], List[str]]:
    """Return all rows of a file (in order) and the field names of its first readable row."""
    rows = read_rows(path)
    head, fields = _peek_columns(rows)
    if not fields:
        raise InputError(f"{path}: no readable row")
    return itertools.chain(head, rows), fields


def _grade_file(args: argparse.Namespace) -> int:
    path = Path(args.file)
    rows, fields = _open_rows(path)
    response_col, reference_col, label_col = pick_columns(fields, args.response_col, args.reference_col, args.label_col)
    options = {"decimals": args.decimals, "mode": args.mode, "form": args.form, "preset": args.preset}
    out_fields = fields + [name for name in ("correct", "reason", "candidate") if name not in fields]
    writer = RowWriter(Path(args.output), out_fields) if args.output else None
    tally = Tally()
    progress = _Progress(args.progress if args.progress is not None else sys.stderr.isatty())
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    try:
        def is_gradable(row: Row) -> bool:
            fields = row.fields
            return fields is not None and _is_value(fields.get(response_col)) and _is_value(fields.get(reference_col))

        def record(chunk: List[Row], results: Iterator[TaskResult]) -> None:
            for row in chunk:
                if row.fields is None:
                    print(f"{path}: row {row.number}: {row.error}", file=sys.stderr)
                    tally.add_unreadable()
                elif not is_gradable(row):
                    print(f"{path}: row {row.number}: {response_col!r} or {reference_col!r} is missing or not text",
                          file=sys.stderr)
                    tally.add_missing()
                    if writer:
                        writer.write({**row.fields, "correct": None, "reason": "MISSING_FIELD", "candidate": None})
                else:
                    correct, reason, candidate, _ = next(results)
                    tally.add(correct, reason, _label(row.fields.get(label_col)) if label_col else None)
                    if writer:
                        writer.write({**row.fields, "correct": correct, "reason": reason, "candidate": candidate})
            progress.update(len(chunk))

        # With workers, chunk k+1 is graded while chunk k is written: two chunks in flight at most,
        # so memory stays flat on any file size.
        in_flight: Optional[Tuple[List[Row], Any]] = None
        for chunk in _chunks(rows, CHUNK_ROWS):
            tasks = [(row.fields[response_col], row.fields[reference_col], args.bare, options)  # type: ignore[index]
                     for row in chunk if is_gradable(row)]
            if pool is None:
                record(chunk, map(_grade_task, tasks))
                continue
            submitted = pool.map_async(_grade_task, tasks, chunksize=32)
            if in_flight is not None:
                record(in_flight[0], iter(in_flight[1].get()))
            in_flight = (chunk, submitted)
        if in_flight is not None:
            record(in_flight[0], iter(in_flight[1].get()))
    finally:
        progress.close()
        if pool is not None:
            pool.close()
            pool.join()
        if writer is not None:
            writer.close()
    summary = tally.as_dict(args.margin)
    _print_summary(summary, path)
    if args.summary_json:
        Path(args.summary_json).write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 0 if tally.complete else 1


def _print_summary(summary: Dict[str, Any], path: Path) -> None:
    low, high = summary["wilson_95"]
    lines = [
        f"strictgrade {__version__}: {path}",
        f"  rows {summary['rows']}, graded {summary['graded']}, unreadable {summary['unreadable_rows']}, "
        f"missing a field {summary['rows_missing_a_field']}",
        f"  accuracy {summary['accuracy']:.4f} (standard error {summary['standard_error']:.4f}, "
        f"95% Wilson interval {low:.4f} to {high:.4f}); correct {summary['correct']}",
        f"  rows for a ±{summary['margin']:g} margin: {summary['rows_for_margin_at_this_accuracy']} at this accuracy, "
        f"{summary['rows_for_margin_worst_case']} at worst",
    ]
    if "labels" in summary:
        labels = summary["labels"]
        lines.append(
            f"  against the labels: agreement {labels['agreement']:.4f}, precision {labels['precision']:.4f}, "
            f"recall {labels['recall']:.4f}, false positives {labels['false_positives']} ({labels['rows']} rows)"
        )
    reasons = ", ".join(f"{name} {count}" for name, count in summary["reasons"].items())
    lines.append(f"  reasons: {reasons or 'none'}")
    print("\n".join(lines), file=sys.stderr)


def _extract_file(args: argparse.Namespace) -> int:
    path = Path(args.file)
    rows, fields = _open_rows(path)
    column = args.response_col or next((name for name in ("response", "answer", "solution_str", "pred", "completion",
                                                           "llm_output", "output") if name in fields), None)
    if column is None or column not in fields:
        raise InputError(f"cannot tell the response column among {sorted(fields)}; name it with --response-col")
    output = Path(args.output) if args.output else path.with_name(path.name.split(".")[0] + ".extracted.jsonl")
    writer = RowWriter(output, fields + ["extracted"])
    found = missing = bad = 0
    mode = Mode(args.mode)
    try:
        for row in rows:
            if row.fields is None or not _is_value(row.fields.get(column)):
                print(f"{path}: row {row.number}: {row.error or 'no response text'}", file=sys.stderr)
                bad += 1
                continue
            answer = extract_answer(str(row.fields[column]), mode=mode)
            found += answer is not None
            missing += answer is None
            writer.write({**row.fields, "extracted": answer})
    finally:
        writer.close()
    print(f"strictgrade: {found} answers, {missing} without a single final answer, {bad} unreadable rows -> {output}",
          file=sys.stderr)
    return 0 if bad == 0 else 1


def _compare(args: argparse.Namespace) -> int:
    path = Path(args.file)
    rows, fields = _open_rows(path)
    response_col, reference_col, label_col = pick_columns(fields, args.response_col, args.reference_col, args.label_col)
    names = args.grader or ["strictgrade", "exact"]
    graders: List[Grader] = []
    skipped = 0

    def readable_rows() -> Iterator[ComparisonRow]:
        nonlocal skipped
        for row in rows:
            fields_ = row.fields
            if fields_ is None or not (_is_value(fields_.get(response_col)) and _is_value(fields_.get(reference_col))):
                print(f"{path}: row {row.number}: {row.error or 'a field is missing or not text'}", file=sys.stderr)
                skipped += 1
                continue
            label = _label(fields_.get(label_col)) if label_col else None
            yield ComparisonRow(row.number, str(fields_[response_col]), str(fields_[reference_col]), label)

    out = open(args.disagreements, "w", encoding="utf-8") if args.disagreements else None
    try:
        for name in names:
            graders.append(make_grader(name, python=args.python, row_seconds=args.timeout))
        records, labels = run_comparison(readable_rows(), graders, out)
    except GraderError as error:
        print(f"strictgrade: {error}", file=sys.stderr)
        return 2
    finally:
        close_all(graders)
        if out is not None:
            out.close()
    report = build_report(records, labels)
    report["unreadable_rows"] = skipped
    print(render_text(report))
    if args.markdown:
        Path(args.markdown).write_text(render_markdown(report, title=path.name), encoding="utf-8")
    if args.report_json:
        Path(args.report_json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    if skipped:
        print(f"strictgrade: {skipped} rows could not be read", file=sys.stderr)
    return 0 if skipped == 0 else 1


def _audit(args: argparse.Namespace) -> int:
    path = Path(args.file)
    rows, fields = _open_rows(path)
    reference_col = args.reference_col or next((name for name in REFERENCE_COLUMNS if name in fields), None)
    if reference_col is None or reference_col not in fields:
        raise InputError(f"cannot tell the reference column among {sorted(fields)}; name it with --reference-col")
    question_col = args.question_col or next((name for name in QUESTION_COLUMNS if name in fields), None)
    known = {family.name: family for family in FAMILIES}
    unknown = [name for name in args.family or () if name not in known]
    if unknown:
        raise InputError(f"unknown family {unknown[0]!r}: choose among {', '.join(known)}")
    families = [known[name] for name in args.family] if args.family else list(FAMILIES)
    references: List[Reference] = []
    skipped = 0
    for row in rows:
        fields_ = row.fields
        if fields_ is None or not _is_value(fields_.get(reference_col)):
            print(f"{path}: row {row.number}: {row.error or 'no reference text'}", file=sys.stderr)
            skipped += 1
            continue
        question = fields_.get(question_col) if question_col else None
        references.append(Reference(str(fields_[reference_col]), question if isinstance(question, str) else ""))
    graders: List[Grader] = []
    try:
        for name in args.grader or ["strictgrade", "exact"]:
            graders.append(make_grader(name, python=args.python, row_seconds=args.timeout))
        report = audit(references, graders, families=families, per_family=args.per_family, limit=args.limit,
                       seed=args.seed)
    except GraderError as error:
        print(f"strictgrade: {error}", file=sys.stderr)
        return 2
    finally:
        close_all(graders)
    report["file"] = path.name
    report["unreadable_rows"] = skipped
    print(render_audit_text(report))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.markdown:
        Path(args.markdown).write_text(render_audit_markdown(report, title=path.name), encoding="utf-8")
    if skipped:
        print(f"strictgrade: {skipped} rows could not be read", file=sys.stderr)
    return 0 if skipped == 0 else 1


def _check(args: argparse.Namespace) -> int:
    verdict = grade(args.response, args.reference, decimals=args.decimals, mode=Mode(args.mode), form=Form(args.form),
                    preset=args.preset)
    print(f"correct:   {verdict.correct}")
    print(f"reason:    {verdict.reason.name} ({verdict.reason.value})")
    print(f"candidate: {verdict.candidate!r}")
    if verdict.detail:
        print(f"detail:    {verdict.detail}")
    return 0 if verdict.correct else 1


def _add_grading_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--decimals", type=int, default=None, help="round both sides to N decimal places")
    parser.add_argument("--mode", choices=[m.value for m in Mode], default="eval",
                        help="reward: require a box or an answer anchor")
    parser.add_argument("--form", choices=[f.value for f in Form], default="value",
                        help="simplest: also require simplest radical form")
    parser.add_argument("--preset", choices=["strict", "lenient"], default="strict",
                        help="lenient: rounded references and candidates, percent as fraction (docs/policy.md; never for rewards)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="strictgrade", description="Strict grading of math answers (no CAS).")
    parser.add_argument("--version", action="version", version=f"strictgrade {__version__}")
    commands = parser.add_subparsers(dest="command")

    grade_cmd = commands.add_parser("grade", help="grade a file of model outputs (JSONL, CSV, Parquet)")
    grade_cmd.add_argument("file")
    grade_cmd.add_argument("-o", "--output", help="write the rows with correct, reason and candidate columns here")
    grade_cmd.add_argument("--response-col")
    grade_cmd.add_argument("--reference-col")
    grade_cmd.add_argument("--label-col", help="a column of true/false labels to measure agreement against")
    grade_cmd.add_argument("--bare", action="store_true", help="responses are already extracted answers")
    grade_cmd.add_argument("-j", "--jobs", type=int, default=1, help="worker processes (row order is kept)")
    grade_cmd.add_argument("--summary-json", help="also write the summary here as JSON")
    grade_cmd.add_argument("--margin", type=float, default=0.02, help="margin of error to size a benchmark for")
    grade_cmd.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None)
    _add_grading_options(grade_cmd)

    extract_cmd = commands.add_parser("extract", help="write the final answer of each row")
    extract_cmd.add_argument("file")
    extract_cmd.add_argument("-o", "--output")
    extract_cmd.add_argument("--response-col")
    extract_cmd.add_argument("--mode", choices=[m.value for m in Mode], default="eval")

    compare_cmd = commands.add_parser("compare", help="run several graders over the same rows and compare them")
    compare_cmd.add_argument("file")
    compare_cmd.add_argument("--grader", action="append",
                             help="strictgrade, strictgrade-reward, exact, math_verify or module:function (repeat)")
    compare_cmd.add_argument("--response-col")
    compare_cmd.add_argument("--reference-col")
    compare_cmd.add_argument("--label-col")
    compare_cmd.add_argument("--python", help="the Python that runs non-built-in graders (a venv with math-verify)")
    compare_cmd.add_argument("--timeout", type=float, default=10.0, help="seconds a grader may take on one row")
    compare_cmd.add_argument("--disagreements", help="write the rows where graders disagree here (JSON Lines)")
    compare_cmd.add_argument("--markdown", help="also write the tables here as Markdown")
    compare_cmd.add_argument("--report-json", help="also write the figures here as JSON")

    audit_cmd = commands.add_parser("audit", help="measure how hackable graders are: adversarial variants of references")
    audit_cmd.add_argument("file", help="rows with a reference column (labelled rows or just references)")
    audit_cmd.add_argument("--grader", action="append",
                           help="strictgrade, strictgrade-reward, exact, math_verify or module:function (repeat)")
    audit_cmd.add_argument("--reference-col")
    audit_cmd.add_argument("--question-col", help="the question, for the restated-givens family")
    audit_cmd.add_argument("--family", action="append", help="only these families (repeat; default all)")
    audit_cmd.add_argument("--limit", type=int, default=DEFAULT_LIMIT, help="distinct references sampled (seeded)")
    audit_cmd.add_argument("--per-family", type=int, default=DEFAULT_PER_FAMILY,
                           help="variants kept per family and reference (seeded)")
    audit_cmd.add_argument("--seed", type=int, default=DEFAULT_SEED)
    audit_cmd.add_argument("--python", help="the Python that runs non-built-in graders (a venv with math-verify)")
    audit_cmd.add_argument("--timeout", type=float, default=10.0, help="seconds a grader may take on one variant")
    audit_cmd.add_argument("--json", help="also write the report here as JSON")
    audit_cmd.add_argument("--markdown", help="also write the table here as Markdown")

    check_cmd = commands.add_parser("check", help="grade one response against one reference")
    check_cmd.add_argument("response")
    check_cmd.add_argument("reference")
    _add_grading_options(check_cmd)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the command line and return its exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    if getattr(args, "jobs", 1) < 1:
        parser.error("--jobs must be at least 1")
    if getattr(args, "margin", 0.5) is not None and not 0 < getattr(args, "margin", 0.5) < 1:
        parser.error("--margin must lie between 0 and 1")
    if getattr(args, "limit", 1) < 1 or getattr(args, "per_family", 1) < 1:
        parser.error("--limit and --per-family must be at least 1")
    try:
        if getattr(args, "output", None):
            detect_format(Path(args.output))
        handler = {"grade": _grade_file, "extract": _extract_file, "compare": _compare, "audit": _audit,
                   "check": _check}[args.command]
        return handler(args)
    except InputError as error:
        print(f"strictgrade: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("strictgrade: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
