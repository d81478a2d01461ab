"""The command line's arguments: the checked option types (a bad value is one line naming the
option, never a traceback), and the arguments and options several subcommands share.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, Dict, List, Sequence, Tuple

from ..grader import Mode
from ..verdict import Form, Preset, make_options
from .files import FORMAT_NAMES, check_writable
from .graders import BUILT_IN_HELP

# Worker processes one run may start.
MAX_JOBS = 64


class _HelpFormatter(argparse.ArgumentDefaultsHelpFormatter, argparse.RawDescriptionHelpFormatter):
    """Defaults after each option's help (unless it says its default, or there is none); the epilog as written."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        if "default" in text or action.default in (None, False, [], argparse.SUPPRESS):
            return text
        return super()._get_help_string(action) or text


# -- checking options --------------------------------------------------------------------------


def _decimals(text: str) -> int:
    """--decimals: checked by the one place grading options are built (verdict.make_options)."""
    try:
        value = int(text)
        make_options(value, Form.VALUE)
    except ValueError as error:
        message = str(error) if "decimals" in str(error) else f"decimals must be a whole number, not {text!r}"
        raise argparse.ArgumentTypeError(message) from None
    return value


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"at least 1, not {value}")
    return value


def _jobs(text: str) -> int:
    value = _positive_int(text)
    if value > MAX_JOBS:
        raise argparse.ArgumentTypeError(f"at most {MAX_JOBS} worker processes, not {value}")
    return value


def _fraction(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number, not {text!r}") from None
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"between 0 and 1 (exclusive), not {value}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number of seconds, not {text!r}") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"more than 0 and at most 3600 seconds, not {value}")
    return value


def _names(text: str) -> List[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _check_outputs(args: argparse.Namespace, options: Sequence[Tuple[str, str]]) -> None:
    """Check, before any work, that every output option names a writable path that is not the input."""
    for option, attribute in options:
        target = getattr(args, attribute, None)
        if target is not None:
            check_writable(target, option, [args.file])


def _summary_line_options(args: argparse.Namespace) -> Dict[str, Any]:
    return {"decimals": args.decimals, "mode": args.mode, "form": args.form, "preset": args.preset}


# -- shared arguments ----------------------------------------------------------------------------


def _add_input(parser: argparse.ArgumentParser, help: str = "the rows: .jsonl, .jsonl.gz, .csv, .csv.gz, .parquet, "
               "or '-' for standard input (with --format)") -> None:
    parser.add_argument("file", help=help)
    parser.add_argument("--format", choices=FORMAT_NAMES, help="the format of '-' (standard input, and standard "
                        "output unless told otherwise), or of a file whose name does not say")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="show progress on standard error (default: when it is a terminal)")
    parser.add_argument("-q", "--quiet", action="store_true", help="print no summary")


def _add_columns(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--response-col", help="the response column (default: a common pair such as response/gold)")
    parser.add_argument("--reference-col", help="the reference column (default: a common pair such as response/gold)")


def _add_grader_options(parser: argparse.ArgumentParser, default: str) -> None:
    parser.add_argument("--grader", action="append", metavar="NAME",
                        help=f"a grader (repeat; default: {default}): " + "; ".join(
                            f"{name}: {text}" for name, text in BUILT_IN_HELP.items()))
    parser.add_argument("--python", help="the Python that runs non-built-in graders (a venv with math-verify)")
    parser.add_argument("--timeout", type=_seconds, default=10.0, help="seconds a grader may take on one row")


def _add_grading_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--decimals", type=_decimals, default=None,
                        help="round both sides to N decimal places (0 to 10; FinQA, TAT-QA)")
    parser.add_argument("--mode", choices=[m.value for m in Mode], default="eval",
                        help="reward: require a box or an answer anchor")
    parser.add_argument("--form", choices=[f.value for f in Form], default="value",
                        help="simplest: also require simplest radical form")
    parser.add_argument("--preset", choices=[p.value for p in Preset], default="strict",
                        help="lenient: also accept rounded references and candidates and percent as fraction "
                             "(for datasets with rounded labels; never in the reward setting by default)")


def _progress_wanted(args: argparse.Namespace) -> bool:
    return args.progress if args.progress is not None else sys.stderr.isatty()
