"""What the properties of the assertion rules share: both modes, a value in a box, positive numbers."""

from __future__ import annotations

from hypothesis import strategies as st

from strictgrade import Mode

numbers = st.integers(min_value=2, max_value=10**6)
modes = st.sampled_from([Mode.EVAL, Mode.REWARD])


def box(value: int) -> str:
    """A value in a box in an inline math span."""
    return f"$\\boxed{{{value}}}$"
