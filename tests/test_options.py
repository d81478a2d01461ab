"""Grading options are checked where they are built: a bad value is an error naming it, never a verdict."""

from __future__ import annotations

import pytest

from strictgrade import grade, grade_candidate, grade_many
from strictgrade.limits import MAX_DECIMALS


@pytest.mark.parametrize("decimals", [-1, MAX_DECIMALS + 1, 10**9, 2.0, True, "2"])
def test_bad_decimals_are_refused_naming_the_option(decimals: object) -> None:
    # On 0.1.0, decimals=-1 rounded to tens and paid "Answer: 12" for 14 (both round to 10).
    with pytest.raises(ValueError, match="decimals must be a whole number from 0 to"):
        grade("Answer: 12", "14", decimals=decimals)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="decimals"):
        grade_candidate("12", "15", decimals=decimals)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="decimals"):
        grade_many(["12"], ["15"], decimals=decimals)


def test_good_decimals_still_round() -> None:
    assert grade("Answer: 2.345", "2.35", decimals=2).reason.name == "ROUNDED_EQUAL"
    assert grade("Answer: 2.5", "3", decimals=0).correct
    assert not grade("Answer: 12", "15", decimals=MAX_DECIMALS).correct


def test_the_default_options_are_shared_and_a_wrong_type_still_refused() -> None:
    """make_options answers a call that names no option at once, with the shared default; a significant_digits that
    equals 3 in another type is still read, and refused, as before."""
    from strictgrade.verdict import DEFAULT_OPTIONS, Form, Preset, make_options

    assert make_options(None, Form.VALUE) is DEFAULT_OPTIONS
    assert make_options(None, Form.VALUE, preset="strict") is DEFAULT_OPTIONS  # by name: the full reading, the same result
    assert make_options(None, Form.VALUE, preset=Preset.STRICT, rounded_reference=False) is DEFAULT_OPTIONS
    with pytest.raises(ValueError):
        make_options(None, Form.VALUE, significant_digits=3.0)  # type: ignore[arg-type]
