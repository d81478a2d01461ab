"""The identity test as 0.1.0 decided it, kept as the oracle the faster comparison is held to."""

from __future__ import annotations

from strictgrade.answer import Node
from strictgrade.numeric import evaluate, is_close, sample_points
from strictgrade.verdict import Reason, UndefinedValueError


def mpmath_identity(reference: Node, candidate: Node, names: frozenset) -> Reason:
    """The identity test as it was: every point at 200 bits with the fixed 2**-160 tolerance."""
    for complex_points in (False, True):
        valid = 0
        for env in sample_points(names, complex_points):
            try:
                left, right = evaluate(reference, env), evaluate(candidate, env)
            except UndefinedValueError:
                continue
            if not is_close(left, right):
                return Reason.VALUE_MISMATCH
            valid += 1
        if valid >= 3:
            return Reason.VALUE_EQUAL
    return Reason.VALUE_MISMATCH
