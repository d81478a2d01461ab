"""``strictgrade grade`` and ``strictgrade extract``: a file of rows through the grader, no row ever lost.

Every input row gives exactly one output row, in the same place, so output joins input by
position: a row that cannot be read is written with only the output columns, its reason
``UNREADABLE_ROW`` and the error; a row without a usable response or reference keeps its
columns, with reason ``MISSING_FIELD`` and the error.  Output columns carry a prefix
(``strictgrade_`` by default), and an input that already has a column of that name is refused.
The output is written beside its target and renamed into place at the end, and also when the
run is stopped by SIGINT or SIGTERM (after the rows in hand), so ``--resume`` can go on from it.
"""

from __future__ import annotations

import collections
import itertools
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Deque, Dict, FrozenSet, Iterable, Iterator, List, Optional, Sequence, Tuple

from ..batch import map_ordered
from ..grader import Mode, extract_answer, grade, grade_candidate
from ..verdict import Form, Preset
from .files import STDIO, InputError, Row, RowWriter, detect_format, read_rows
from .stopping import Stopper, start_worker_pool

__all__ = [
    "UNREADABLE",
    "MISSING",
    "DEFAULT_PREFIX",
    "OutputShape",
    "open_rows",
    "grade_pairs",
    "extract_responses",
    "stream_results",
    "Reporter",
    "copy_done_rows",
]

UNREADABLE = "UNREADABLE_ROW"
MISSING = "MISSING_FIELD"
DEFAULT_PREFIX = "strictgrade_"
# Rows read and sent to a worker at a time; at most two such jobs per worker are in flight.
CHUNK_ROWS = 512
# Bad rows reported one by one on standard error; later ones are counted (and each is in the output).
ROW_ERRORS_SHOWN = 100

Verdict3 = Tuple[bool, str, Optional[str]]


def is_text_value(value: Any) -> bool:
    """Whether a cell can be graded: text or a number (not a bool, a list or nothing)."""
    return isinstance(value, str) or (isinstance(value, (int, float)) and not isinstance(value, bool))


def as_label(value: Any) -> Optional[bool]:
    """Read a label cell: a bool, 0/1, or true/false/yes/no in any case; None when it is none of them."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0", "yes", "no"):
        return value.strip().lower() in ("true", "1", "yes")
    return None


def open_rows(source: str, given: Optional[str]) -> Tuple[Iterator[Row], List[str]]:
    """Return all rows of a file (in order) and the columns of its first readable row."""
    rows = read_rows(source, given)
    head: List[Row] = []
    for row in rows:
        head.append(row)
        if row.fields is not None:
            return itertools.chain(head, rows), list(row.fields)
    reasons = "; ".join(f"row {row.number}: {row.error}" for row in head[:3])
    raise InputError(f"{source}: no readable row" + (f" ({reasons})" if reasons else ""))


@dataclass
class OutputShape:
    """Which columns an output row has: the input's (all, ``keep`` only, or without ``drop``) and the added ones."""

    prefix: str
    added: Tuple[str, ...]
    keep: Sequence[str] = ()
    drop: Sequence[str] = ()
    names: Dict[str, str] = field(init=False)
    _added: FrozenSet[str] = field(init=False)

    def __post_init__(self) -> None:
        self.names = {name: self.prefix + name for name in self.added}
        self._added = frozenset(self.names.values())

    def check(self, columns: Sequence[str]) -> None:
        """Refuse an input whose columns collide with the added ones, or --keep/--drop naming no column."""
        taken = [name for name in self.names.values() if name in columns]
        if taken:
            raise InputError(f"the input already has a column {taken[0]!r} (a graded file?): the output would "
                             "overwrite it; name another prefix for the added columns with --prefix")
        known = set(columns) | set(self.names.values())
        for option, named in (("--keep", self.keep), ("--drop", self.drop)):
            unknown = [name for name in named if name not in known]
            if unknown:
                raise InputError(f"{option}: no column {unknown[0]!r} among {sorted(known)}")

    def collides(self, fields: Dict[str, Any]) -> Optional[str]:
        """The first added column a (late) row already has, else None."""
        if self._added.isdisjoint(fields):
            return None
        return next(name for name in self.names.values() if name in fields)

    def columns(self, input_columns: Sequence[str]) -> List[str]:
        """The output's columns, in order, for an input with these columns."""
        kept = list(self.keep) if self.keep else list(input_columns)
        return [name for name in kept + list(self.names.values()) if name not in self.drop]

    def make(self, fields: Optional[Dict[str, Any]], values: Sequence[Any]) -> Dict[str, Any]:
        """One output row: the input's kept fields (none for an unreadable row), then the added values."""
        if fields is None:
            record: Dict[str, Any] = {}
        elif self.keep:
            record = {name: fields.get(name) for name in self.keep}
        else:
            record = dict(fields)
        record.update(zip(self.names.values(), values))
        for name in self.drop:
            record.pop(name, None)
        return record


# -- the work done in chunks (in worker processes: plain data in and out) -----------------------


def grade_pairs(job: Tuple[List[Tuple[Any, Any]], bool, Dict[str, Any]]) -> List[Verdict3]:
    """Grade a chunk of (response, reference) pairs: whole responses, or already extracted answers (``bare``)."""
    pairs, bare, options = job
    decimals, form, mode = options.get("decimals"), Form(options.get("form", "value")), Mode(options.get("mode", "eval"))
    preset = Preset(options.get("preset", "strict"))
    results = []
    for response, reference in pairs:
        if bare:
            verdict = grade_candidate(response, reference, decimals=decimals, form=form, preset=preset)
        else:
            verdict = grade(response, reference, decimals=decimals, mode=mode, form=form, preset=preset)
        results.append((verdict.correct, verdict.reason.name, verdict.candidate))
    return results


def extract_responses(job: Tuple[List[Any], str]) -> List[Optional[str]]:
    """Extract the final answer of each response of a chunk."""
    responses, mode = job
    return [extract_answer(str(response), mode=Mode(mode)) for response in responses]


def stream_results(
    rows: Iterable[Row],
    usable: Callable[[Row], Any],
    function: Callable[[Any], List[Any]],
    extra: Tuple[Any, ...],
    workers: int,
    stopper: Stopper,
) -> Iterator[Tuple[Row, Any]]:
    """Yield every row with its result (None for a row ``usable`` gives None), in order, until a stop is asked.

    A chunk's usable inputs go to ``function((inputs, *extra))``, here or in worker processes; a
    stop ends the stream at a chunk boundary, so every row yielded is whole.
    """
    pending: Deque[Tuple[List[Row], List[Any]]] = collections.deque()

    def jobs() -> Iterator[Tuple[Any, ...]]:
        while True:
            chunk = list(itertools.islice(rows, CHUNK_ROWS))
            if not chunk:
                return
            inputs = [usable(row) for row in chunk]
            pending.append((chunk, inputs))
            yield ([value for value in inputs if value is not None], *extra)

    pool = start_worker_pool(workers) if workers > 1 else None
    try:
        for results in map_ordered(function, jobs(), workers=workers, pool=pool, stop=stopper.requested):
            chunk, inputs = pending.popleft()
            answers = iter(results)
            for row, value in zip(chunk, inputs):
                yield row, (next(answers) if value is not None else None)
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


class Reporter:
    """Report bad rows on standard error: each by number, up to ROW_ERRORS_SHOWN, then a count."""

    def __init__(self, source: str) -> None:
        self.source = "<stdin>" if source == STDIO else source
        self.count = 0

    def bad_row(self, number: int, error: str) -> None:
        self.count += 1
        if self.count <= ROW_ERRORS_SHOWN:
            print(f"{self.source}: row {number}: {error}", file=sys.stderr)
        elif self.count == ROW_ERRORS_SHOWN + 1:
            print(f"{self.source}: more bad rows: counted, and each is in the output with its error", file=sys.stderr)


def copy_done_rows(
    output: str,
    output_format: Optional[str],
    rows: Iterator[Row],
    writer: RowWriter,
    reason_column: str,
    same: Callable[[Row, Dict[str, Any]], bool],
    count: Callable[[Row, Dict[str, Any]], None],
) -> int:
    """``--resume``: copy a finished part of the output to the new one, and advance ``rows`` past it.

    Each output row is checked against its input row (``same``) and counted (``count``); an
    output that is damaged, longer than the input or not this input's is refused.
    """
    done = 0
    for finished in read_rows(output, output_format):
        if finished.fields is None:
            raise InputError(f"--resume: {output} row {finished.number} is damaged ({finished.error}); "
                             "rerun without --resume")
        if reason_column not in finished.fields:
            raise InputError(f"--resume: {output} has no column {reason_column!r}: it is not an output of this "
                             "command with this --prefix")
        source = next(rows, None)
        if source is None:
            raise InputError(f"--resume: {output} has more rows than the input: it is not this input's output")
        if not same(source, finished.fields):
            raise InputError(f"--resume: {output} row {done + 1} does not match input row {source.number}: "
                             "it is not this input's output; rerun without --resume")
        writer.write(finished.fields)
        count(source, finished.fields)
        done += 1
    return done


def output_format_of(target: str, given: Optional[str], source: str, source_given: Optional[str]) -> str:
    """The output's format: --format for '-', else its name's; '-' without --format takes the input's."""
    if target == STDIO and given is None:
        return detect_format(source, source_given).name
    return detect_format(target, given).name
