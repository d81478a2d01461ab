"""The base of the package's immutable values: the answer nodes and the verdict.

Plain classes, not frozen dataclasses: making them dataclasses took about a ninth of ``import
strictgrade`` (and importing ``dataclasses`` pulls in ``inspect``, ``ast`` and ``dis``).
"""

from __future__ import annotations

from typing import Any, Tuple

__all__ = ["Immutable"]


class Immutable:
    """What every immutable value does alike: it is equal to a value of its own type with equal fields,
    hashed by its fields, shown as ``Name(field=value, ...)``, and copied and pickled through its
    constructor.  Each type names its fields in ``__slots__`` (in order), returns them in ``_values``
    and stores them in its constructor with ``object.__setattr__``."""

    __slots__: Tuple[str, ...] = ()

    def _values(self) -> Tuple[Any, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of an immutable {type(self).__name__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of an immutable {type(self).__name__}")

    def __reduce__(self) -> Tuple[type, Tuple[Any, ...]]:
        return type(self), self._values()  # pickled and copied through the constructor
