"""Rows in and out of files: JSON Lines (plain or gzip), CSV, and Parquet (optional pyarrow).

Reading streams row by row; a row that cannot be read is yielded with its error, so
the caller can report and count it without losing the rows around it.
"""

from __future__ import annotations

import csv
import gzip
import importlib.util
import json
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Dict, Iterator, List, Optional, Sequence, Tuple

__all__ = [
    "InputError",
    "Row",
    "COLUMN_PAIRS",
    "REFERENCE_COLUMNS",
    "QUESTION_COLUMNS",
    "detect_format",
    "read_rows",
    "pick_columns",
    "RowWriter",
]

# (response column, reference column) pairs used by common tools, tried in order.
COLUMN_PAIRS: Tuple[Tuple[str, str], ...] = (
    ("response", "gold"),
    ("answer", "gold"),
    ("response", "ground_truth"),
    ("solution_str", "ground_truth"),
    ("pred", "gt"),
    ("completion", "solution"),
    ("llm_output", "correct_answer"),
    ("response", "reference"),
    ("prediction", "reference"),
    ("candidate", "reference"),
    ("model_output", "answer"),
    ("output", "answer"),
)
LABEL_COLUMNS: Tuple[str, ...] = ("label", "is_correct", "correct_label")
# Columns a reference (and its question) may stand in when there is no response column ("audit").
REFERENCE_COLUMNS: Tuple[str, ...] = ("gold", "ground_truth", "reference", "gt", "correct_answer", "answer", "solution")
QUESTION_COLUMNS: Tuple[str, ...] = ("question", "problem", "prompt")
PARQUET_BATCH = 1024


class InputError(Exception):
    """A file that cannot be read at all: missing, unknown format, no usable columns."""


@dataclass(frozen=True)
class Row:
    """One input row: its 1-based number, its fields, or why it could not be read."""

    number: int
    fields: Optional[Dict[str, Any]]
    error: str = ""


def detect_format(path: Path) -> str:
    """Return "jsonl", "csv" or "parquet" from the file name.

    >>> detect_format(Path("out.jsonl.gz")), detect_format(Path("a.CSV"))
    ('jsonl', 'csv')
    """
    name = path.name.lower()
    for suffix, kind in ((".jsonl.gz", "jsonl"), (".jsonl", "jsonl"), (".ndjson", "jsonl"), (".json", "jsonl"),
                         (".csv", "csv"), (".parquet", "parquet"), (".pq", "parquet")):
        if name.endswith(suffix):
            return kind
    raise InputError(f"{path}: unknown format (use .jsonl, .jsonl.gz, .csv or .parquet)")


def _open_text(path: Path, mode: str) -> IO[str]:
    if path.name.lower().endswith(".gz"):
        return gzip.open(path, mode + "t", encoding="utf-8", newline="")  # type: ignore[return-value]
    return open(path, mode, encoding="utf-8", newline="")


def _read_jsonl(path: Path) -> Iterator[Row]:
    with _open_text(path, "r") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except json.JSONDecodeError as error:
                yield Row(number, None, f"not valid JSON: {error.msg} at column {error.colno}")
                continue
            if not isinstance(value, dict):
                yield Row(number, None, f"a JSON {type(value).__name__}, not an object")
                continue
            yield Row(number, value)


def _read_csv(path: Path) -> Iterator[Row]:
    with _open_text(path, "r") as handle:
        reader = csv.DictReader(handle)
        for number, record in enumerate(reader, start=2):
            if None in record:
                yield Row(number, None, "more cells than the header has columns")
                continue
            yield Row(number, dict(record))


def _read_parquet(path: Path) -> Iterator[Row]:
    try:
        import pyarrow.parquet as parquet
    except ImportError:
        raise InputError("reading Parquet needs pyarrow: pip install 'strictgrade[parquet]'") from None
    number = 0
    for batch in parquet.ParquetFile(path).iter_batches(batch_size=PARQUET_BATCH):
        for record in batch.to_pylist():
            number += 1
            yield Row(number, record)


def read_rows(path: Path) -> Iterator[Row]:
    """Yield the rows of a file in order; raise InputError when the file cannot be opened."""
    kind = detect_format(path)
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    reader = {"jsonl": _read_jsonl, "csv": _read_csv, "parquet": _read_parquet}[kind]
    try:
        yield from reader(path)
    except (OSError, UnicodeDecodeError, EOFError, csv.Error) as error:
        raise InputError(f"{path}: cannot be read: {error}") from None


def pick_columns(
    fields: Sequence[str], response: Optional[str], reference: Optional[str], label: Optional[str]
) -> Tuple[str, str, Optional[str]]:
    """Choose the response, reference and label columns: the ones named, or a common pair.

    >>> pick_columns(["solution_str", "ground_truth", "x"], None, None, None)
    ('solution_str', 'ground_truth', None)
    """
    names = set(fields)
    if response is None or reference is None:
        for pair in COLUMN_PAIRS:
            if (response in (None, pair[0])) and (reference in (None, pair[1])) and set(pair) <= names:
                response, reference = pair
                break
    if response is None or reference is None:
        raise InputError(
            f"cannot tell the response and reference columns among {sorted(names)}; "
            "name them with --response-col and --reference-col"
        )
    for name in (response, reference):
        if name not in names:
            raise InputError(f"no column {name!r} among {sorted(names)}")
    if label is None:
        label = next((name for name in LABEL_COLUMNS if name in names), None)
    elif label not in names:
        raise InputError(f"no label column {label!r} among {sorted(names)}")
    return response, reference, label


class RowWriter:
    """Write rows in the format the path names; Parquet rows are written in batches."""

    def __init__(self, path: Path, fieldnames: List[str]) -> None:
        self.path = path
        self.kind = detect_format(path)
        self.fieldnames = fieldnames
        self._buffer: List[Dict[str, Any]] = []
        self._parquet_writer: Any = None
        self._handle: Optional[IO[str]] = None
        self._csv: Optional[csv.DictWriter] = None
        if self.kind == "parquet":
            if importlib.util.find_spec("pyarrow") is None:
                raise InputError("writing Parquet needs pyarrow: pip install 'strictgrade[parquet]'")
        else:
            self._handle = _open_text(path, "w")
            if self.kind == "csv":
                self._csv = csv.DictWriter(self._handle, fieldnames=fieldnames, extrasaction="ignore")
                self._csv.writeheader()

    def write(self, record: Dict[str, Any]) -> None:
        if self._csv is not None:
            self._csv.writerow(record)
        elif self._handle is not None:
            self._handle.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
        else:
            self._buffer.append(record)
            if len(self._buffer) >= PARQUET_BATCH:
                self._flush_parquet()

    def _flush_parquet(self) -> None:
        import pyarrow
        import pyarrow.parquet as parquet

        if not self._buffer:
            return
        table = pyarrow.Table.from_pylist(self._buffer)
        if self._parquet_writer is None:
            self._parquet_writer = parquet.ParquetWriter(self.path, table.schema)
        self._parquet_writer.write_table(table.cast(self._parquet_writer.schema))
        self._buffer = []

    def close(self) -> None:
        if self.kind == "parquet":
            self._flush_parquet()
            if self._parquet_writer is not None:
                self._parquet_writer.close()
        elif self._handle is not None:
            self._handle.close()
