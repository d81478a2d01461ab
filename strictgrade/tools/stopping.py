"""Stopping a run cleanly on Ctrl-C (SIGINT) or SIGTERM, in the command-line process only.

The first signal asks the run to stop after the rows in hand: it writes them, renames its
output into place, prints a partial summary and exits 128 + the signal's number (130, 143).
A second signal stops at once (the output's temporary file is removed, the target untouched).
Worker processes ignore both signals: the parent stops them, so a Ctrl-C that reaches the
whole process group prints no worker tracebacks and never leaves a pool waiting for a dead worker.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import threading
from concurrent.futures import ProcessPoolExecutor
from types import FrameType, TracebackType
from typing import Any, Dict, Iterator, Optional, Type

__all__ = ["Stopper", "ignore_signals", "start_worker_pool", "SIGNALS"]

SIGNALS = (signal.SIGINT, signal.SIGTERM)


def ignore_signals() -> None:
    """Worker processes' initializer: leave SIGINT and SIGTERM to the parent."""
    for number in SIGNALS:
        signal.signal(number, signal.SIG_IGN)


@contextlib.contextmanager
def _children_ignore_signals() -> Iterator[None]:
    """Start child processes inside: they inherit SIGINT and SIGTERM ignored from their first instruction.

    An initializer runs too late: a Ctrl-C while a spawned worker still imports would print its
    traceback.  This process blocks both signals first, so one that arrives meanwhile is held
    and handled once the handlers are back, not lost.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS)
    handlers = {number: signal.signal(number, signal.SIG_IGN) for number in SIGNALS}
    try:
        yield
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)


def start_worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of spawned worker processes that ignore SIGINT and SIGTERM (the parent stops them)."""
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=ignore_signals)
    with _children_ignore_signals():
        for _ in range(workers):  # a job each launches every worker process, here (3.9 launches all at the first)
            pool.submit(ignore_signals)
    return pool


class Stopper:
    """A context in which SIGINT and SIGTERM ask for a stop instead of raising or killing."""

    def __init__(self, ignore_after: bool = False) -> None:
        self.signal: Optional[int] = None
        self._previous: Dict[int, Any] = {}
        self._ignore_after = ignore_after  # a process's own run: once it is over, a stop has nothing left to stop

    def requested(self) -> bool:
        """Whether a stop was asked for."""
        return self.signal is not None

    @property
    def exit_status(self) -> int:
        """The shell's status for a process ended by the signal received: 128 + its number."""
        return 128 + (self.signal or 0)

    @property
    def name(self) -> str:
        return signal.Signals(self.signal).name if self.signal else ""

    def _handle(self, number: int, frame: Optional[FrameType]) -> None:
        if self.signal is not None:
            raise KeyboardInterrupt  # the second signal: stop now
        self.signal = number

    def __enter__(self) -> "Stopper":
        if threading.current_thread() is threading.main_thread():
            for number in SIGNALS:
                self._previous[number] = signal.signal(number, self._handle)
        return self

    def __exit__(self, kind: Optional[Type[BaseException]], error: Optional[BaseException],
                 trace: Optional[TracebackType]) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, signal.SIG_IGN if self._ignore_after else handler)
