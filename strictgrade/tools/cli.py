"""The command line: ``strictgrade grade|extract|compare|audit FILE`` and ``strictgrade check RESPONSE REFERENCE``.

A thin adapter over the public API.  Every option is checked before any work starts, and a
user error is one line naming the option, never a traceback.  Exit status: 0 when every row
was read and graded (``check``: when the answer is correct), 1 when some rows could not be
read or graded (``check``: incorrect; ``compare``: a grader failed on every row), 2 when the
input or an option cannot be used, 130 or 143 when stopped by SIGINT or SIGTERM (the output
then holds every row graded until then, whole, and ``--resume`` goes on from it).

A subcommand is one entry of COMMANDS: its name, help, examples, and the functions that add
its arguments and run it.  The checked option types and the arguments several subcommands
share are in arguments.py.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

from .. import __version__
from ..grader import Mode, grade
from ..verdict import Form, Preset, Reason
from .audit import DEFAULT_LIMIT, DEFAULT_PER_FAMILY, DEFAULT_SEED, FAMILIES, Reference, audit
from .audit import render_markdown as render_audit_markdown
from .audit import render_text as render_audit_text
from .families import describe_families
from .comparison import ComparisonRow, build_report, render_markdown, render_text, run_comparison
from .files import (
    QUESTION_COLUMNS,
    Format,
    REFERENCE_COLUMNS,
    STDIO,
    InputError,
    Row,
    RowWriter,
    count_rows,
    default_output,
    detect_format,
    pick_columns,
    write_text,
)
from .graders import Grader, GraderError, close_all, make_grader
from .progress import Progress
from .rowfile import (
    DEFAULT_PREFIX,
    MISSING,
    UNREADABLE,
    OutputShape,
    Reporter,
    as_label,
    copy_done_rows,
    extract_responses,
    grade_pairs,
    is_text_value,
    open_rows,
    output_format_of,
    stream_results,
)
from .stats import Breakdown, Samples, Tally, plural
from .stopping import Stopper
from .summary import render_summary
from ..serve import command as serve_command  # imports no web stack until it runs
from .arguments import (
    _add_columns,
    _add_grader_options,
    _add_grading_options,
    _add_input,
    _check_outputs,
    _fraction,
    _HelpFormatter,
    _jobs,
    _names,
    _positive_int,
    _progress_wanted,
    _summary_line_options,
)

__all__ = ["main", "build_parser", "COMMANDS"]

# Columns added by grade and by extract (after the prefix).
GRADE_COLUMNS = ("correct", "reason", "candidate", "error")
EXTRACT_COLUMNS = ("extracted", "error")
RESPONSE_COLUMNS = ("response", "answer", "solution_str", "pred", "completion", "llm_output", "output")


# -- grade ---------------------------------------------------------------------------------------


def _add_grade(parser: argparse.ArgumentParser) -> None:
    _add_input(parser)
    parser.add_argument("-o", "--output", help="write every row here with the added columns ('-': standard output; "
                        "no file when left out)")
    _add_columns(parser)
    parser.add_argument("--label-col", help="a column of true/false labels to measure agreement against "
                        "(default: label, is_correct or correct_label when present)")
    parser.add_argument("--bare", action="store_true", help="responses are already extracted answers")
    parser.add_argument("-j", "--jobs", type=_jobs, default=1, help="worker processes (row order is kept)")
    parser.add_argument("--summary-json", help="also write the summary here as JSON")
    parser.add_argument("--margin", type=_fraction, default=0.02, help="margin of error to size a benchmark for")
    parser.add_argument("--by", action="append", default=[], metavar="COLUMN",
                        help="also give the accuracy per value of this column (repeat)")
    parser.add_argument("--problem-col", help="a problem id column: pass@k and maj@k over several samples per problem")
    parser.add_argument("--k", type=_positive_int, action="append", metavar="K",
                        help="k for pass@k and maj@k (repeat; default: 1 and the fewest samples of a problem)")
    parser.add_argument("--keep", type=_names, default=[], metavar="COLUMNS",
                        help="write only these input columns (comma-separated), then the added ones")
    parser.add_argument("--drop", type=_names, default=[], metavar="COLUMNS",
                        help="leave these columns out of the output (comma-separated; input or added)")
    parser.add_argument("--prefix", default=DEFAULT_PREFIX, help="prefix of the added columns (correct, reason, "
                        "candidate, error); an input column of the same name is refused")
    parser.add_argument("--resume", action="store_true",
                        help="go on from the rows already in --output (left by a stopped run): they are checked "
                        "against the input, kept and counted, and only the rest is graded")
    _add_grading_options(parser)


def _grade_usable(response_col: str, reference_col: str, shape: OutputShape) -> Callable[[Row], Any]:
    def usable(row: Row) -> Optional[Tuple[Any, Any]]:
        fields = row.fields
        if fields is None or shape.collides(fields):
            return None
        response, reference = fields.get(response_col), fields.get(reference_col)
        return (response, reference) if is_text_value(response) and is_text_value(reference) else None

    return usable


def _cell(value: Any) -> str:
    return "" if value is None else str(value)


def _run_grade(args: argparse.Namespace, stopper: Stopper) -> int:
    if args.resume and args.output in (None, STDIO):
        raise InputError("--resume needs --output FILE: the output it goes on from")
    if args.k and not args.problem_col:
        raise InputError("--k needs --problem-col: pass@k and maj@k are counted per problem")
    if args.keep and args.drop:
        raise InputError("--keep and --drop: give one of them")
    _check_outputs(args, (("-o", "output"), ("--summary-json", "summary_json")))
    output_format = output_format_of(args.output, args.format, args.file, args.format) if args.output else None
    rows, fields = open_rows(args.file, args.format)
    response_col, reference_col, label_col = pick_columns(fields, args.response_col, args.reference_col, args.label_col)
    for option, names in (("--by", args.by), ("--problem-col", [args.problem_col] if args.problem_col else [])):
        for name in names:
            if name not in fields:
                raise InputError(f"{option}: no column {name!r} among {sorted(fields)}")
    shape = OutputShape(args.prefix, GRADE_COLUMNS, args.keep, args.drop)
    shape.check(fields)
    options = _summary_line_options(args)
    tally = Tally()
    breakdowns = [Breakdown(column) for column in args.by]
    samples = Samples() if args.problem_col else None
    reporter = Reporter(args.file)

    def count(row: Row, correct: bool, reason: str, candidate: Optional[str]) -> None:
        fields_ = row.fields or {}
        tally.add(correct, reason, as_label(fields_.get(label_col)) if label_col else None)
        for breakdown in breakdowns:
            breakdown.add(fields_.get(breakdown.column), correct)
        if samples is not None:
            samples.add(fields_.get(args.problem_col), correct, candidate)

    def record(row: Row, verdict: Optional[Tuple[bool, str, Optional[str]]]) -> Dict[str, Any]:
        if row.fields is not None and verdict is not None:
            count(row, *verdict)
            return shape.make(row.fields, (*verdict, None))
        clash = shape.collides(row.fields) if row.fields is not None else None
        if row.fields is None or clash:
            error = row.error or f"has a column {clash!r}, named like an added column; name another --prefix"
            reporter.bad_row(row.number, error)
            tally.add_unreadable()
            return shape.make(None, (None, UNREADABLE, None, error))
        error = f"{response_col!r} or {reference_col!r} is missing or not text"
        reporter.bad_row(row.number, error)
        tally.add_missing()
        return shape.make(row.fields, (None, MISSING, None, error))

    def same(source: Row, finished: Dict[str, Any]) -> bool:
        if source.fields is None:
            return finished.get(shape.names["reason"]) == UNREADABLE
        return all(_cell(finished[name]) == _cell(source.fields.get(name))
                   for name in (response_col, reference_col) if name in finished)

    def count_done(source: Row, finished: Dict[str, Any]) -> None:
        reason = finished.get(shape.names["reason"])
        if reason == UNREADABLE:
            tally.add_unreadable()
        elif reason == MISSING:
            tally.add_missing()
        elif reason in Reason.__members__:
            count(source, Reason[reason].is_correct, reason, finished.get(shape.names["candidate"]))
        else:
            raise InputError(f"--resume: {args.output} holds the reason {reason!r}, which is no reason of this version")

    resumed = 0
    writer = None
    if args.output:
        writer = RowWriter(args.output, detect_format(args.output, output_format), shape.columns(fields))
    total = count_rows(args.file, args.format) if _progress_wanted(args) else None
    progress = Progress(_progress_wanted(args), total, label="grade")
    worker_failure = ""
    try:
        if args.resume and writer is not None and Path(args.output).exists():
            resumed = copy_done_rows(args.output, output_format, rows, writer, shape.names["reason"], same, count_done)
            progress.update(resumed)
        for row, verdict in stream_results(rows, _grade_usable(response_col, reference_col, shape), grade_pairs,
                                           (args.bare, options), args.jobs, stopper):
            out = record(row, verdict)
            if writer is not None:
                writer.write(out)
            progress.update(1)
    except BrokenProcessPool:
        worker_failure = "a worker process ended unexpectedly (killed, or out of memory?)"
    except BaseException:
        if writer is not None:
            writer.discard()
        raise
    finally:
        progress.close()
    if writer is not None:
        writer.commit()
    summary = {
        "strictgrade_version": __version__,
        "command": "grade",
        "input": args.file,
        "output": args.output,
        "options": {**options, "bare": args.bare},
        "columns": {"response": response_col, "reference": reference_col, "label": label_col,
                    "problem": args.problem_col, "by": args.by, "added": list(shape.names.values())},
        **tally.as_dict(args.margin),
        "resumed_rows": resumed,
        "stopped_by": stopper.name or (worker_failure or None),
    }
    if breakdowns:
        summary["by"] = {breakdown.column: breakdown.as_dict() for breakdown in breakdowns}
    if samples is not None:
        fewest = min((len(votes) for votes in samples.votes.values()), default=1)
        summary["samples"] = samples.as_dict(args.k or sorted({1, max(fewest, 1)}))
    _say_stop(stopper, worker_failure, tally.rows, args.output)
    if not args.quiet:
        print(render_summary(summary), file=sys.stderr if args.output == STDIO else sys.stdout)
    if args.summary_json:
        write_text(args.summary_json, json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    if stopper.requested():
        return stopper.exit_status
    return 0 if tally.complete and not worker_failure else 1


def _say_stop(stopper: Stopper, worker_failure: str, rows: int, output: Optional[str]) -> None:
    if not (stopper.requested() or worker_failure):
        return
    cause = f"stopped by {stopper.name}" if stopper.requested() else f"stopped: {worker_failure}"
    kept = f"; {output} holds them, whole: go on with --resume" if output not in (None, STDIO) else ""
    print(f"strictgrade: {cause} after {plural(rows, 'row')}{kept}", file=sys.stderr)


# -- extract -------------------------------------------------------------------------------------


def _add_extract(parser: argparse.ArgumentParser) -> None:
    _add_input(parser)
    parser.add_argument("-o", "--output", help="where to write the rows with the extracted answer ('-': standard "
                        "output; default: beside the input, its whole name with .extracted before the suffix)")
    parser.add_argument("--response-col", help="the response column (default: the first of "
                        + ", ".join(RESPONSE_COLUMNS) + ")")
    parser.add_argument("--prefix", default=DEFAULT_PREFIX, help="prefix of the added columns (extracted, error)")
    parser.add_argument("-j", "--jobs", type=_jobs, default=1, help="worker processes (row order is kept)")
    parser.add_argument("--mode", choices=[m.value for m in Mode], default="eval",
                        help="reward: only a box or an answer anchor is an answer")


def _run_extract(args: argparse.Namespace, stopper: Stopper) -> int:
    if args.output is None:
        args.output = default_output(args.file, "extracted") if args.file != STDIO else STDIO
    _check_outputs(args, (("-o", "output"),))
    output_format = output_format_of(args.output, args.format, args.file, args.format)
    rows, fields = open_rows(args.file, args.format)
    column = args.response_col or next((name for name in RESPONSE_COLUMNS if name in fields), None)
    if column is None or column not in fields:
        raise InputError(f"--response-col: cannot tell the response column among {sorted(fields)}; name it")
    shape = OutputShape(args.prefix, EXTRACT_COLUMNS)
    shape.check(fields)
    writer = RowWriter(args.output, detect_format(args.output, output_format), shape.columns(fields))
    reporter = Reporter(args.file)
    found = missing = bad = 0

    def usable(row: Row) -> Optional[Any]:
        value = row.fields.get(column) if row.fields is not None and not shape.collides(row.fields) else None
        return value if is_text_value(value) else None

    wanted = _progress_wanted(args)
    progress = Progress(wanted, count_rows(args.file, args.format) if wanted else None, label="extract")
    try:
        for row, answer in stream_results(rows, usable, extract_responses, (args.mode,), args.jobs, stopper):
            progress.update(1)
            if usable(row) is None:
                bad += 1
                error = row.error or f"{column!r} is missing or not text, or a column is named like an added one"
                reporter.bad_row(row.number, error)
                writer.write(shape.make(row.fields if row.fields is not None and not shape.collides(row.fields)
                                        else None, (None, error)))
                continue
            found += answer is not None
            missing += answer is None
            writer.write(shape.make(row.fields, (answer, None)))
    except BaseException:
        writer.discard()
        raise
    finally:
        progress.close()
    writer.commit()
    _say_stop(stopper, "", found + missing + bad, args.output)
    if not args.quiet:
        print(f"strictgrade {__version__}: {plural(found, 'answer')}, {missing:,} without a single final answer, "
              f"{bad:,} unusable -> {args.output}", file=sys.stderr if args.output == STDIO else sys.stdout)
    if stopper.requested():
        return stopper.exit_status
    return 0 if bad == 0 else 1


# -- compare -------------------------------------------------------------------------------------


def _graders(args: argparse.Namespace, default: Sequence[str], options: Dict[str, Any]) -> List[Grader]:
    graders: List[Grader] = []
    try:
        for name in args.grader or default:
            graders.append(make_grader(name, python=args.python, row_seconds=args.timeout, options=options))
    except GraderError:
        close_all(graders)
        raise
    return graders


def _add_compare(parser: argparse.ArgumentParser) -> None:
    _add_input(parser)
    _add_grader_options(parser, "strictgrade and exact-extracted")
    _add_columns(parser)
    parser.add_argument("--label-col", help="a column of true/false labels (default: label, is_correct or correct_label)")
    parser.add_argument("--disagreements", help="write every row where graders disagree here (JSON Lines)")
    parser.add_argument("--markdown", help="also write the tables here as Markdown")
    parser.add_argument("--report-json", help="also write the figures here as JSON")
    _add_grading_options(parser)


def _comparison_rows(rows: Iterator[Row], response_col: str, reference_col: str, label_col: Optional[str],
                     reporter: Reporter) -> Iterator[ComparisonRow]:
    for row in rows:
        fields = row.fields
        if fields is None or not (is_text_value(fields.get(response_col)) and is_text_value(fields.get(reference_col))):
            reporter.bad_row(row.number, row.error or "a field is missing or not text")
            continue
        label = as_label(fields.get(label_col)) if label_col else None
        yield ComparisonRow(row.number, str(fields[response_col]), str(fields[reference_col]), label)


def _run_compare(args: argparse.Namespace, stopper: Stopper) -> int:
    _check_outputs(args, (("--disagreements", "disagreements"), ("--markdown", "markdown"),
                          ("--report-json", "report_json")))
    rows, fields = open_rows(args.file, args.format)
    response_col, reference_col, label_col = pick_columns(fields, args.response_col, args.reference_col, args.label_col)
    options = _summary_line_options(args)
    grade_options = {"decimals": args.decimals, "mode": Mode(args.mode), "form": Form(args.form), "preset": Preset(args.preset)}
    graders = _graders(args, ["strictgrade", "exact-extracted"], options)
    reporter = Reporter(args.file)
    examples: List[Dict[str, Any]] = []
    wanted = _progress_wanted(args)
    progress = Progress(wanted, count_rows(args.file, args.format) if wanted else None, label="compare")
    disagreements = RowWriter(args.disagreements, Format("jsonl")) if args.disagreements else None
    try:
        records, labels = run_comparison(
            _comparison_rows(rows, response_col, reference_col, label_col, reporter), graders,
            _JsonSink(disagreements) if disagreements else None, grade_options,
            examples=examples, progress=progress.update, stop=stopper.requested)
    except BaseException:
        if disagreements is not None:
            disagreements.discard()
        raise
    finally:
        progress.close()
        close_all(graders)
    if disagreements is not None:
        disagreements.commit()
    report = build_report(records, labels)
    report.update({"strictgrade_version": __version__, "input": args.file, "options": options,
                   "columns": {"response": response_col, "reference": reference_col, "label": label_col},
                   "unreadable_rows": reporter.count, "stopped_by": stopper.name or None})
    print(render_text(report, examples))
    if args.markdown:
        write_text(args.markdown, render_markdown(report, title=Path(args.file).name))
    if args.report_json:
        write_text(args.report_json, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    _say_stop(stopper, "", len(labels), None)
    if reporter.count:
        print(f"strictgrade: {plural(reporter.count, 'row')} could not be read", file=sys.stderr)
    failed = [name for name, figures in report["graders"].items() if figures["failed_every_row"]]
    for name in failed:
        print(f"strictgrade: grader {name} failed on every row (crash or timeout)", file=sys.stderr)
    if stopper.requested():
        return stopper.exit_status
    return 0 if reporter.count == 0 and not failed else 1


@dataclass
class _JsonSink:
    """A text stream over a RowWriter: comparison writes JSON lines, the writer puts them in place."""

    writer: RowWriter

    def write(self, line: str) -> None:
        self.writer.write(json.loads(line))


# -- audit ---------------------------------------------------------------------------------------


def _add_audit(parser: argparse.ArgumentParser) -> None:
    _add_input(parser, "rows with a reference column (labelled rows or just references)")
    _add_grader_options(parser, "strictgrade and exact")
    parser.add_argument("--reference-col", help="the reference column (default: the first of "
                        + ", ".join(REFERENCE_COLUMNS) + ")")
    parser.add_argument("--question-col", help="the question, for the restated family (default: the first of "
                        + ", ".join(QUESTION_COLUMNS) + "; without one, that family is skipped, and says so)")
    parser.add_argument("--family", action="append", metavar="NAME",
                        help="only this family (repeat; default: all, listed below)")
    parser.add_argument("--limit", type=_positive_int, default=DEFAULT_LIMIT, help="distinct references sampled (seeded)")
    parser.add_argument("--per-family", type=_positive_int, default=DEFAULT_PER_FAMILY,
                        help="variants kept per family and reference (seeded)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="the seed of every sample")
    parser.add_argument("--json", help="also write the report here as JSON")
    parser.add_argument("--markdown", help="also write the table here as Markdown")
    _add_grading_options(parser)


def _run_audit(args: argparse.Namespace, stopper: Stopper) -> int:
    _check_outputs(args, (("--json", "json"), ("--markdown", "markdown")))
    known = {family.name: family for family in FAMILIES}
    unknown = [name for name in args.family or () if name not in known]
    if unknown:
        raise InputError(f"--family: unknown family {unknown[0]!r}: choose among {', '.join(known)}")
    families = [known[name] for name in args.family] if args.family else list(FAMILIES)
    rows, fields = open_rows(args.file, args.format)
    reference_col = args.reference_col or next((name for name in REFERENCE_COLUMNS if name in fields), None)
    if reference_col is None or reference_col not in fields:
        raise InputError(f"--reference-col: cannot tell the reference column among {sorted(fields)}; name it with "
                         "--reference-col")
    question_col = args.question_col or next((name for name in QUESTION_COLUMNS if name in fields), None)
    if question_col is not None and question_col not in fields:
        raise InputError(f"--question-col: no column {question_col!r} among {sorted(fields)}")
    options = _summary_line_options(args)
    graders = _graders(args, ["strictgrade", "exact"], options)
    reporter = Reporter(args.file)
    references: List[Reference] = []
    progress = Progress(_progress_wanted(args), unit="gradings", label="audit")
    try:
        for row in rows:
            fields_ = row.fields
            if fields_ is None or not is_text_value(fields_.get(reference_col)):
                reporter.bad_row(row.number, row.error or "no reference text")
                continue
            question = fields_.get(question_col) if question_col else None
            references.append(Reference(str(fields_[reference_col]), question if isinstance(question, str) else ""))
        report = audit(references, graders, families=families, per_family=args.per_family, limit=args.limit,
                       seed=args.seed, start=progress.set_total, progress=progress.update, stop=stopper.requested)
    finally:
        progress.close()
        close_all(graders)
    report.update({"file": Path(args.file).name, "unreadable_rows": reporter.count, "strictgrade_version": __version__,
                   "options": options, "columns": {"reference": reference_col, "question": question_col}})
    print(render_audit_text(report))
    if args.json:
        write_text(args.json, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    if args.markdown:
        write_text(args.markdown, render_audit_markdown(report, title=Path(args.file).name))
    if reporter.count:
        print(f"strictgrade: {plural(reporter.count, 'row')} could not be read", file=sys.stderr)
    if stopper.requested():
        return stopper.exit_status
    return 0 if reporter.count == 0 else 1


# -- check ---------------------------------------------------------------------------------------


def _add_check(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("response", help="the whole model output")
    parser.add_argument("reference", help="the reference answer")
    _add_grading_options(parser)


def _run_check(args: argparse.Namespace, stopper: Stopper) -> int:
    verdict = grade(args.response, args.reference, decimals=args.decimals, mode=Mode(args.mode), form=Form(args.form),
                    preset=Preset(args.preset))
    print(f"correct:   {verdict.correct}")
    print(f"reason:    {verdict.reason.name} ({verdict.reason.value})")
    print(f"candidate: {verdict.candidate!r}")
    if verdict.detail:
        print(f"detail:    {verdict.detail}")
    return 0 if verdict.correct else 1


@dataclass(frozen=True)
class Command:
    """One subcommand: its name, its help line, its examples, and how to add its arguments and run it."""

    name: str
    help: str
    examples: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace, Stopper], int]


COMMANDS: Tuple[Command, ...] = (
    Command("grade", "grade a file of model outputs (JSONL, CSV, Parquet; plain or gzip)", """\
examples:
  strictgrade grade outputs.jsonl -o graded.jsonl --summary-json summary.json
  strictgrade grade outputs.csv --response-col pred --reference-col gt --decimals 2 -j 2
  strictgrade grade samples.jsonl --problem-col problem_id --k 1 --k 8 --by subject
  cat outputs.jsonl | strictgrade grade - --format jsonl -o - --keep id > graded.jsonl
  strictgrade grade big.jsonl -o graded.jsonl -j 2 --resume   # after Ctrl-C: go on where it stopped

Added columns (prefix --prefix): correct, reason, candidate, error. A row that cannot be read
is written in its place with reason UNREADABLE_ROW and the error; a row without a usable
response or reference with reason MISSING_FIELD. Exit status: 0 every row graded, 1 some rows
bad, 2 unusable input or option, 130/143 stopped by SIGINT/SIGTERM (the output holds whole rows).
""", _add_grade, _run_grade),
    Command("extract", "write the final answer of each row", """\
examples:
  strictgrade extract run.v1.jsonl                 # writes run.v1.extracted.jsonl
  strictgrade extract outputs.csv -o answers.csv --mode reward
""", _add_extract, _run_extract),
    Command("compare", "run several graders over the same rows and compare them", """\
examples:
  strictgrade compare outputs.jsonl --grader strictgrade --grader exact --disagreements d.jsonl
  strictgrade compare tatqa.jsonl --decimals 2 --report-json report.json
  strictgrade compare outputs.jsonl --grader strictgrade --grader math_verify --python /tmp/mvenv/bin/python
""", _add_compare, _run_compare),
    Command("audit", "measure how hackable graders are: adversarial variants of references", """\
examples:
  strictgrade audit outputs.jsonl --grader strictgrade --grader exact --json audit.json
  strictgrade audit refs.csv --reference-col answer --family list --family hidden --limit 50

families (must-reject: a grader that pays one is hackable; must-accept: one it refuses costs recall):
""" + describe_families() + "\n", _add_audit, _run_audit),
    Command("check", "grade one response against one reference", """\
examples:
  strictgrade check 'so the answer is \\boxed{\\frac{2}{4}}' '\\frac12'
  strictgrade check 'Answer: 2.345' '2.35' --decimals 2
""", _add_check, _run_check),
    Command("serve", "an HTTP reward service for trainers (pip install 'strictgrade[serve]')", """\
examples:
  strictgrade serve                                # 127.0.0.1:8000, one worker per core
  strictgrade serve --port 5000 --workers 2 --mode reward --rewards 'NO_ANSWER=-0.5,HEDGED=-0.5'
""", serve_command.add_arguments, lambda args, stopper: serve_command.run(args)),
)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser: one subparser per entry of COMMANDS."""
    parser = argparse.ArgumentParser(prog="strictgrade", description="Strict grading of math answers (no CAS).",
                                     formatter_class=_HelpFormatter,
                                     epilog="Run 'strictgrade COMMAND --help' for a command's options and examples.")
    parser.add_argument("--version", action="version", version=f"strictgrade {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        sub = commands.add_parser(command.name, help=command.help, description=command.help, epilog=command.examples,
                                  formatter_class=_HelpFormatter)
        command.add_arguments(sub)
        sub.set_defaults(run=command.run)
    return parser


def main(argv: Optional[Sequence[str]] = None, process: bool = False) -> int:
    """Run the command line and return its exit status.  ``process`` says the run is the process's own (the
    ``strictgrade`` command, ``python -m strictgrade``): a signal that arrives after the output is whole, while the
    interpreter exits, is ignored instead of killing it."""
    with Stopper(ignore_after=process) as stopper:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 0
        try:
            return args.run(args, stopper)
        except (InputError, GraderError) as error:
            print(f"strictgrade {args.command}: {error}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            print("strictgrade: stopped at once (the output, if any, was not written)", file=sys.stderr)
            return stopper.exit_status if stopper.requested() else 130
        except BrokenPipeError:
            return 1
        except OSError as error:
            print(f"strictgrade {args.command}: {error.strerror or error}"
                  + (f": {error.filename}" if error.filename else ""), file=sys.stderr)
            return 2


def console() -> int:
    """The ``strictgrade`` command: ``main`` as the process's own run."""
    return main(process=True)


if __name__ == "__main__":
    raise SystemExit(console())
