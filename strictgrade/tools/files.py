"""Rows in and out of files: JSON Lines and CSV (plain or gzip, files or ``-``), and Parquet (optional pyarrow).

Reading streams row by row and never stops at a bad row: a row that cannot be read
(bytes that are not UTF-8, bad JSON, a lone surrogate, too many cells, a compressed file
cut short) is yielded with its error, so the caller reports, counts and writes it in its
place and the rows around it are kept.  Writing goes to a temporary file beside the target,
renamed over it only by :meth:`RowWriter.commit`: a failed run never leaves half a file
under the target's name.  Columns that appear after the first row are kept in every format;
Parquet columns get a declared type, and a string type where their values' types vary.
"""

from __future__ import annotations

import codecs
import csv
import gzip
import importlib.util
import io
import json
import os
import sys
import tempfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Dict, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Set, Tuple

__all__ = [
    "InputError",
    "Row",
    "Format",
    "FORMAT_NAMES",
    "STDIO",
    "COLUMN_PAIRS",
    "REFERENCE_COLUMNS",
    "QUESTION_COLUMNS",
    "detect_format",
    "default_output",
    "check_writable",
    "count_rows",
    "read_rows",
    "pick_columns",
    "RowWriter",
    "write_text",
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
# The longest CSV cell read (the csv module's default, 128 KiB, is shorter than long reasoning).
CSV_FIELD_LIMIT = 64 * 2**20
# gzip level of written files: level 9 (the module's default) costs twice the time for 1-2% less.
GZIP_LEVEL = 6
STDIO = "-"


class InputError(Exception):
    """A file or an option that cannot be used at all: missing, unknown format, unwritable, no usable columns."""


@dataclass(frozen=True)
class Row:
    """One input row: its number (the line an editor shows; a Parquet row's index), its fields, or why it is unreadable."""

    number: int
    fields: Optional[Dict[str, Any]]
    error: str = ""


class Format(NamedTuple):
    """A file format: ``jsonl``, ``csv`` or ``parquet``, and whether it is gzip-compressed."""

    kind: str
    gzip: bool = False

    @property
    def name(self) -> str:
        return self.kind + (".gz" if self.gzip else "")


FORMAT_NAMES: Tuple[str, ...] = ("jsonl", "jsonl.gz", "csv", "csv.gz", "parquet")
_SUFFIXES: Tuple[Tuple[str, Format], ...] = (
    (".jsonl.gz", Format("jsonl", True)), (".ndjson.gz", Format("jsonl", True)), (".json.gz", Format("jsonl", True)),
    (".csv.gz", Format("csv", True)), (".jsonl", Format("jsonl")), (".ndjson", Format("jsonl")),
    (".json", Format("jsonl")), (".csv", Format("csv")), (".parquet", Format("parquet")), (".pq", Format("parquet")),
)


def _format_named(name: str) -> Format:
    kind, _, packed = name.partition(".")
    return Format(kind, packed == "gz")


def detect_format(path: str, given: Optional[str] = None) -> Format:
    """Return the format the file name ends in, else the one ``--format`` names (always for ``-``).

    >>> detect_format("out.jsonl.gz"), detect_format("a.CSV").name
    (Format(kind='jsonl', gzip=True), 'csv')
    >>> detect_format("-")
    Traceback (most recent call last):
    ...
    strictgrade.tools.files.InputError: '-' (standard input or output) needs --format: one of jsonl, jsonl.gz, csv, csv.gz
    """
    name = path.lower()
    if path != STDIO:
        for suffix, found in _SUFFIXES:
            if name.endswith(suffix):
                return found
    if given is not None:
        return _format_named(given)
    if path == STDIO:
        raise InputError(f"'-' (standard input or output) needs --format: one of {', '.join(FORMAT_NAMES[:-1])}")
    raise InputError(f"{path}: unknown format (name it .jsonl, .jsonl.gz, .csv, .csv.gz or .parquet, or give --format)")


def default_output(path: str, tag: str) -> str:
    """The output beside an input: its whole stem, the tag, its format suffix.

    >>> default_output("runs/run.v1.jsonl", "graded"), default_output("a.b.csv.gz", "extracted")
    ('runs/run.v1.graded.jsonl', 'a.b.extracted.csv.gz')
    """
    name = path.lower()
    for suffix, _ in _SUFFIXES:
        if name.endswith(suffix):
            return path[: -len(suffix)] + "." + tag + path[-len(suffix):]
    raise InputError(f"{path}: unknown format, so no default output name; name one with -o")


def _same_file(left: Path, right: Path) -> bool:
    if left == right:
        return True
    try:
        return left.exists() and right.exists() and os.path.samefile(left, right)
    except OSError:
        return False


def check_writable(target: str, option: str, inputs: Sequence[str] = ()) -> None:
    """Raise InputError, naming the option, unless ``target`` can be written and is none of ``inputs``.

    The folder is probed by creating (and removing) a temporary file in it, as the run will.
    """
    if target == STDIO:
        return
    path = Path(target).resolve()
    for source in inputs:
        if source != STDIO and _same_file(path, Path(source).resolve()):
            raise InputError(f"{option} {target} is the input file: the output would destroy it; choose another path")
    if path.is_dir():
        raise InputError(f"{option} {target} is a folder: name a file")
    if path.exists() and not path.is_file():
        raise InputError(f"{option} {target} is not a regular file (a device or a pipe): name a file, or '-'")
    folder = path.parent
    if not folder.is_dir():
        raise InputError(f"{option} {target}: there is no folder {folder}; create it first or choose another path")
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".strictgrade-probe-"):
            pass
    except OSError as error:
        raise InputError(f"{option} {target}: cannot write in {folder} ({error.strerror}); "
                         "choose a writable path") from None


def write_text(target: str, text: str) -> None:
    """Write a small text file whole: to a temporary file beside it, then renamed over it."""
    if target == STDIO:
        sys.stdout.write(text)
        return
    final = os.path.realpath(target)  # through a symbolic link: the file it names is replaced
    temporary = _temporary_beside(Path(final))
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, final)
    finally:
        if temporary.exists():
            temporary.unlink()


def _temporary_beside(path: Path) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}.tmp")


# -- reading ---------------------------------------------------------------------------------


def _open_binary(path: str, packed: bool) -> IO[bytes]:
    """Open a file (``-``: standard input) for reading bytes, unpacking gzip."""
    if path == STDIO:
        return gzip.GzipFile(fileobj=sys.stdin.buffer, mode="rb") if packed else sys.stdin.buffer  # type: ignore[return-value]
    return gzip.open(path, "rb") if packed else open(path, "rb")  # type: ignore[return-value]


def _has_lone_surrogate(value: Any) -> bool:
    """Whether a parsed JSON value holds a lone surrogate (``"\\ud800"``): legal JSON, but not text."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, dict):
        return any(_has_lone_surrogate(key) or _has_lone_surrogate(item) for key, item in value.items())
    if isinstance(value, list):
        return any(_has_lone_surrogate(item) for item in value)
    return False


def _jsonl_row(number: int, line: bytes) -> Optional[Row]:
    """Read one line of JSON Lines: a row, a row with its error, or None for a blank line."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        return Row(number, None, f"not UTF-8 text: byte 0x{line[error.start]:02x} at column {error.start + 1}")
    try:
        value = _DECODER.decode(text)
    except json.JSONDecodeError as error:
        if not text.strip():
            return None
        return Row(number, None, f"not valid JSON: {error.msg} at column {error.colno}")
    except RecursionError:
        return Row(number, None, "not valid JSON: nested too deeply")
    if not isinstance(value, dict):
        return Row(number, None, f"a JSON {type(value).__name__}, not an object")
    # "\ud800" is written escaped; only a line with such an escape can hold a lone surrogate.
    if ("\\ud" in text or "\\uD" in text) and _has_lone_surrogate(value):
        return Row(number, None, "holds a lone surrogate (an escape such as \\ud800 that is half a character)")
    return Row(number, value)


def _read_jsonl(handle: IO[bytes]) -> Iterator[Row]:
    for number, line in enumerate(handle, start=1):
        if number == 1 and line.startswith(codecs.BOM_UTF8):
            line = line[len(codecs.BOM_UTF8):]
        row = _jsonl_row(number, line)
        if row is not None:
            yield row


def _read_csv(handle: IO[bytes]) -> Iterator[Row]:
    csv.field_size_limit(max(csv.field_size_limit(), CSV_FIELD_LIMIT))
    # utf-8-sig drops a byte order mark; bytes that are not UTF-8 are kept as surrogate escapes
    # and their row is reported, instead of ending the whole file.
    text = io.TextIOWrapper(handle, encoding="utf-8-sig", errors="surrogateescape", newline="")
    try:
        yield from _csv_rows(csv.reader(text))
    finally:
        text.detach()  # the caller closes the file


def _csv_rows(reader: Any) -> Iterator[Row]:
    header = next(reader, None)
    if header is None:
        return
    if not _is_text(header):
        raise InputError("the CSV header is not UTF-8 text")
    repeated = sorted({name for name in header if header.count(name) > 1})
    if repeated:
        raise InputError(f"the CSV header names the column {repeated[0]!r} twice")
    while True:
        number = reader.line_num + 1
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            yield Row(number, None, f"not valid CSV: {error}")
            continue
        if not cells:
            continue
        if len(cells) > len(header):
            yield Row(number, None, f"{len(cells)} cells but the header has {len(header)} columns")
        elif not _is_text(cells):
            yield Row(number, None, "not UTF-8 text")
        else:
            cells += [None] * (len(header) - len(cells))  # missing trailing cells are empty
            yield Row(number, dict(zip(header, cells)))


def _is_text(cells: List[str]) -> bool:
    try:
        "".join(cells).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _read_parquet(path: str) -> Iterator[Row]:
    try:
        import pyarrow.parquet as parquet
    except ImportError:
        raise InputError("reading Parquet needs pyarrow: pip install 'strictgrade[parquet]'") from None
    number = 0
    for batch in parquet.ParquetFile(path).iter_batches(batch_size=PARQUET_BATCH):
        for record in batch.to_pylist():
            number += 1
            yield Row(number, record)


def read_rows(path: str, given: Optional[str] = None) -> Iterator[Row]:
    """Yield the rows of a file (``-``: standard input) in order.

    Raise InputError when the file cannot be opened or its start cannot be read; a file
    damaged further on (a truncated ``.gz``) ends with one row that says so.
    """
    found = detect_format(path, given)
    if path != STDIO and not Path(path).is_file():
        raise InputError(f"{path}: no such file")
    if found.kind == "parquet" and path == STDIO:
        raise InputError("Parquet cannot be read from standard input: name the file")
    number = 0
    try:
        if found.kind == "parquet":
            for row in _read_parquet(path):
                number = row.number
                yield row
            return
        handle = _open_binary(path, found.gzip)
        try:
            for row in _read_jsonl(handle) if found.kind == "jsonl" else _read_csv(handle):
                number = row.number
                yield row
        finally:
            if handle is not sys.stdin.buffer:
                handle.close()  # a GzipFile over standard input leaves it open
    except InputError as error:
        raise InputError(f"{path}: {error}") from None
    except (OSError, EOFError, zlib.error, ValueError) as error:  # pyarrow's errors are ValueErrors
        if number == 0:
            raise InputError(f"{path}: cannot be read: {error}") from None
        yield Row(number + 1, None, f"the file is damaged or cut short after row {number} ({error}): "
                                    "no later row can be read")


def count_rows(path: str, given: Optional[str] = None) -> Optional[int]:
    """The number of rows when it is cheap to know (plain JSON Lines, Parquet), else None."""
    if path == STDIO:
        return None
    found = detect_format(path, given)
    if found.kind == "parquet":
        try:
            import pyarrow.parquet as parquet
        except ImportError:
            return None
        return int(parquet.ParquetFile(path).metadata.num_rows)
    if found.kind != "jsonl" or found.gzip:
        return None
    count = 0
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(2**20), b""):
            count += block.count(b"\n")
            last = block
        if count and not last.endswith(b"\n"):
            count += 1
    return count


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
    for name, option in ((response, "--response-col"), (reference, "--reference-col")):
        if name not in names:
            raise InputError(f"{option}: no column {name!r} among {sorted(names)}")
    if label is None:
        label = next((name for name in LABEL_COLUMNS if name in names), None)
    elif label not in names:
        raise InputError(f"--label-col: no column {label!r} among {sorted(names)}")
    return response, reference, label


# -- writing ---------------------------------------------------------------------------------


# One encoder and decoder for every row: json.dumps(..., default=str) would build an encoder per call.
_ENCODER = json.JSONEncoder(ensure_ascii=False, default=str)
_ASCII_ENCODER = json.JSONEncoder(default=str)
_DECODER = json.JSONDecoder()


def _json_line(record: Dict[str, Any]) -> bytes:
    line = _ENCODER.encode(record) + "\n"
    try:
        return line.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: escaped, as legal JSON allows
        return (_ASCII_ENCODER.encode(record) + "\n").encode("ascii")


def _csv_cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return value


class RowWriter:
    """Write rows in a format to a temporary file beside the target; ``commit()`` renames it over the target.

    ``columns`` are the columns known before the first row (a CSV header's order); columns
    that appear later are added after them.  ``-`` writes to standard output directly.
    """

    def __init__(self, target: str, form: Format, columns: Sequence[str] = ()) -> None:
        if form.kind == "parquet":
            if target == STDIO:
                raise InputError("Parquet cannot be written to standard output: name a file")
            if importlib.util.find_spec("pyarrow") is None:
                raise InputError("writing Parquet needs pyarrow: pip install 'strictgrade[parquet]'")
        self.target = target if target == STDIO else os.path.realpath(target)  # a link's file is replaced
        self.form = form
        self.columns: List[str] = list(columns)
        self._known: Set[str] = set(self.columns)
        self._types: Dict[str, Set[str]] = {}
        self.rows = 0
        self._temporary = None if target == STDIO else _temporary_beside(Path(self.target))
        # Parquet rows are spooled as JSON Lines and converted at the end, when every column's type is known.
        self._spool = self._temporary.with_suffix(".spool") if self._temporary and form.kind == "parquet" else None
        self._raw: IO[bytes] = sys.stdout.buffer if self._temporary is None else open(self._spool or self._temporary, "wb")
        self._handle: IO[bytes] = (gzip.GzipFile(fileobj=self._raw, mode="wb", compresslevel=GZIP_LEVEL)  # type: ignore[assignment]
                                   if form.gzip else self._raw)
        self._text: Optional[IO[str]] = None
        self._csv: Any = None
        self._header_written = 0
        if form.kind == "csv":
            self._text = io.TextIOWrapper(self._handle, encoding="utf-8", newline="", write_through=False)
            self._csv = csv.writer(self._text)

    def _learn(self, record: Dict[str, Any]) -> None:
        for key in record:
            if key not in self._known:
                self._known.add(key)
                self.columns.append(key)

    def write(self, record: Dict[str, Any]) -> None:
        """Write one row."""
        self.rows += 1
        if self._csv is None and self._spool is None:  # JSON Lines keep any column as it comes
            self._handle.write(_json_line(record))
            return
        if not self._known.issuperset(record):
            self._learn(record)
        if self._csv is not None:
            if not self._header_written:
                self._csv.writerow(self.columns)
                self._header_written = len(self.columns)
            self._csv.writerow([_csv_cell(record.get(name)) for name in self.columns])
            return
        if self._spool is not None:
            for key, value in record.items():
                self._types.setdefault(key, set()).add(_parquet_kind(value))
        self._handle.write(_json_line(record))

    def _close_handles(self) -> None:
        if self._text is not None:
            self._text.flush()
            self._text.detach()
            self._text = None
        if self._handle is not self._raw:
            self._handle.close()
        if self._raw is sys.stdout.buffer:
            self._raw.flush()
        else:
            self._raw.close()

    def commit(self) -> None:
        """Finish the file and put it in place under the target's name."""
        if self._csv is not None and not self._header_written:
            self._csv.writerow(self.columns)
            self._header_written = len(self.columns)
        self._close_handles()
        if self._temporary is None:
            return
        if self._spool is not None:
            self._convert_spool()
        elif self._csv is not None and self._header_written < len(self.columns):
            self._widen_csv()
        os.replace(self._temporary, self.target)

    def discard(self) -> None:
        """Close and remove the temporary files; the target is left as it was."""
        try:
            self._close_handles()
        except OSError:
            pass
        for path in (self._temporary, self._spool):
            if path is not None and path.exists():
                path.unlink()

    def _widen_csv(self) -> None:
        """Rewrite the CSV with every column in the header: columns that appeared after its first rows."""
        assert self._temporary is not None
        narrow = self._temporary.with_suffix(".narrow")
        os.replace(self._temporary, narrow)
        try:
            with _open_binary(str(narrow), self.form.gzip) as source, open(self._temporary, "wb") as raw:
                out = gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=GZIP_LEVEL) if self.form.gzip else raw
                reader = csv.reader(io.TextIOWrapper(source, encoding="utf-8", newline=""))
                text = io.TextIOWrapper(out, encoding="utf-8", newline="")  # type: ignore[arg-type]
                writer = csv.writer(text)
                next(reader)
                writer.writerow(self.columns)
                width = len(self.columns)
                for cells in reader:
                    writer.writerow(cells + [""] * (width - len(cells)))
                text.flush()
                text.detach()
                if out is not raw:
                    out.close()
        finally:
            narrow.unlink()

    def _convert_spool(self) -> None:
        import pyarrow
        import pyarrow.parquet as parquet

        assert self._spool is not None and self._temporary is not None
        arrow_types = {"bool": pyarrow.bool_(), "int": pyarrow.int64(), "float": pyarrow.float64(),
                       "string": pyarrow.string()}
        kinds = {name: _column_type(self._types.get(name, set())) for name in self.columns}
        schema = pyarrow.schema([(name, arrow_types[kind]) for name, kind in kinds.items()])
        as_text = [name for name, kind in kinds.items() if kind == "string"]
        try:
            with parquet.ParquetWriter(self._temporary, schema) as writer, open(self._spool, "rb") as spool:
                for batch in _batches(spool, PARQUET_BATCH):
                    for record in batch:
                        for name in as_text:
                            value = record.get(name)
                            if value is not None and not isinstance(value, str):
                                record[name] = json.dumps(value, ensure_ascii=False)
                    writer.write_table(pyarrow.Table.from_pylist(batch, schema=schema))
        finally:
            self._spool.unlink()


def _batches(spool: IO[bytes], size: int) -> Iterator[List[Dict[str, Any]]]:
    batch: List[Dict[str, Any]] = []
    for line in spool:
        batch.append(json.loads(line))
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


_INT64 = 2**63


def _parquet_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int" if -_INT64 <= value < _INT64 else "string"
    if isinstance(value, float):
        return "float"
    return "text" if isinstance(value, str) else "string"


def _column_type(kinds: Iterable[str]) -> str:
    """One declared type for a column: its values' type, float for ints and floats, else string."""
    present = set(kinds) - {"null"}
    if present == {"int", "float"}:
        return "float"
    if len(present) == 1 and present <= {"bool", "int", "float"}:
        return present.pop()
    return "string"
