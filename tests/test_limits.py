"""docs/security.md's table of bounds and strictgrade/limits.py say the same: every cap is
named in the table with its value, and no value drifts."""

from __future__ import annotations

import re
from pathlib import Path

from strictgrade import limits

SECURITY = Path(__file__).resolve().parent.parent / "docs" / "security.md"
_NAMED_VALUE_RE = re.compile(r"`([A-Z_]+)` = ([\d,]+)")


def _caps() -> dict:
    return {name: value for name, value in vars(limits).items() if name.isupper() and isinstance(value, int)}


def test_every_cap_is_in_the_security_table_with_its_value() -> None:
    documented = {name: int(value.replace(",", "")) for name, value in _NAMED_VALUE_RE.findall(SECURITY.read_text())}
    assert documented == _caps()


def test_caps_live_only_in_limits() -> None:
    """No module of the package assigns a cap of the same name again."""
    package = Path(limits.__file__).resolve().parent
    names = set(_caps())
    repeated = []
    for path in package.rglob("*.py"):
        if path.name == "limits.py":
            continue
        for match in re.finditer(r"^([A-Z_]+) = ", path.read_text(encoding="utf-8"), re.MULTILINE):
            if match.group(1) in names:
                repeated.append(f"{path.name}: {match.group(1)}")
    assert not repeated, repeated
