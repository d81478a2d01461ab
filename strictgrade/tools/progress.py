"""Progress on standard error: a tqdm bar when tqdm is installed, else a plain line now and then.

Both show the count, the total when it is known, the rate and the time left.
"""

from __future__ import annotations

import sys
import time
from typing import IO, Any, Optional

__all__ = ["Progress", "PLAIN_EVERY_SECONDS", "describe"]

# The plain counter writes at most one line this often.
PLAIN_EVERY_SECONDS = 2.0


def _clock(seconds: float) -> str:
    minutes, seconds = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}"


def describe(count: int, total: Optional[int], seconds: float, unit: str) -> str:
    """One plain progress line.

    >>> describe(5000, 20000, 2.0, "rows")
    '5,000/20,000 rows (25%), 2,500 rows/s, 0:00:06 left'
    >>> describe(5000, None, 2.0, "rows")
    '5,000 rows, 2,500 rows/s'
    """
    rate = count / seconds if seconds > 0 else 0.0
    if not total:
        return f"{count:,} {unit}, {rate:,.0f} {unit}/s"
    left = f", {_clock((total - count) / rate)} left" if rate > 0 and total >= count else ""
    return f"{count:,}/{total:,} {unit} ({count / total:.0%}), {rate:,.0f} {unit}/s{left}"


class Progress:
    """Count work done; show it on ``stream`` when enabled (tqdm if ``bar`` and installed)."""

    def __init__(self, enabled: bool, total: Optional[int] = None, unit: str = "rows", label: str = "",
                 bar: bool = True, stream: Optional[IO[str]] = None, every: float = PLAIN_EVERY_SECONDS) -> None:
        self.count = 0
        self.total = total
        self.unit = unit
        self.label = label
        self.enabled = enabled
        self.stream = stream or sys.stderr
        self.every = every
        self.started = time.monotonic()
        self._shown = self.started
        self._bar: Any = None
        if enabled and bar:
            try:
                from tqdm import tqdm
            except ImportError:
                return
            self._bar = tqdm(total=total, unit=" " + unit, desc=label or None, file=self.stream, dynamic_ncols=True)

    def set_total(self, total: int) -> None:
        """Name the total once it is known."""
        self.total = total
        if self._bar is not None:
            self._bar.reset(total=total)

    def update(self, n: int) -> None:
        """Count ``n`` more units of work."""
        self.count += n
        if self._bar is not None:
            self._bar.update(n)
        elif self.enabled:
            now = time.monotonic()
            if now - self._shown >= self.every:
                self._shown = now
                self._write(now)

    def _write(self, now: float) -> None:
        prefix = f"{self.label}: " if self.label else ""
        print(f"  {prefix}{describe(self.count, self.total, now - self.started, self.unit)}", file=self.stream)

    def close(self) -> None:
        """End the bar, or write the last plain line."""
        if self._bar is not None:
            self._bar.close()
            self._bar = None
        elif self.enabled and self.count:
            self._write(time.monotonic())
            self.enabled = False
