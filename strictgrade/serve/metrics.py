"""Prometheus metrics: requests, responses graded, verdict reasons and a latency histogram.

Under several uvicorn workers each worker counts in its own process; ``strictgrade serve`` sets
``PROMETHEUS_MULTIPROC_DIR`` before the workers start, and ``/metrics`` then adds up every worker's
files (prometheus-client's multiprocess mode). Without it (tests, Ray Serve replicas) each app
counts in a registry of its own.
"""

from __future__ import annotations

import os
from collections import Counter as Tally
from typing import Iterable, Tuple

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client import multiprocess

from strictgrade import Verdict

from .options import MULTIPROC_ENV

__all__ = ["Metrics", "CONTENT_TYPE_LATEST"]

# seconds: a batch of one is graded in well under a millisecond, a batch of 16,384 in seconds
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class Metrics:
    """One app's metrics."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter("strictgrade_requests", "HTTP requests answered, by endpoint and status",
                                ["endpoint", "status"], registry=self.registry)
        self.graded = Counter("strictgrade_responses_graded", "responses graded, by endpoint",
                              ["endpoint"], registry=self.registry)
        self.reasons = Counter("strictgrade_verdicts", "verdicts given, by reason", ["reason"], registry=self.registry)
        self.latency = Histogram("strictgrade_request_seconds", "time from request to reply, by endpoint",
                                 ["endpoint"], buckets=LATENCY_BUCKETS, registry=self.registry)

    def record(self, endpoint: str, status: int, seconds: float, verdicts: Iterable[Verdict]) -> None:
        """Count one answered request and the verdicts it gave."""
        self.requests.labels(endpoint, str(status)).inc()
        self.latency.labels(endpoint).observe(seconds)
        tally = Tally(verdict.reason.name for verdict in verdicts)
        if tally:
            self.graded.labels(endpoint).inc(sum(tally.values()))
            for reason, count in tally.items():
                self.reasons.labels(reason).inc(count)

    def exposition(self) -> Tuple[bytes, str]:
        """The Prometheus text of every worker (multiprocess mode) or of this app."""
        if os.environ.get(MULTIPROC_ENV):
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)
            return generate_latest(registry), CONTENT_TYPE_LATEST
        return generate_latest(self.registry), CONTENT_TYPE_LATEST
