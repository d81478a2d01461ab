"""Regular expressions compiled on first use, so that ``import strictgrade`` compiles none.

About three hundred patterns stand at module level in the grader; compiling them all took
about half of the import, and most responses use a few dozen of them.  A ``LazyPattern``
stands where ``re.compile`` stood, holds the source and the flags, and compiles when one of
its methods is first called.  It then keeps the compiled pattern's methods as its own
attributes, so that every later ``PATTERN.search(...)`` is one attribute lookup, as on a
compiled pattern: the lazy step costs nothing after the first use.

Two threads may both compile a pattern on its first use: each stores the methods of equal
patterns, and a method is read only once stored.
"""

from __future__ import annotations

import re
from typing import Any, Dict, Iterator, List, Optional

# The methods of a compiled pattern (re.Pattern) a lazy one answers, stored on it when it compiles.
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    """A regular expression compiled when first used; afterwards it answers as ``re.compile`` would.

    >>> digits = LazyPattern(r"\\d+")
    >>> digits.pattern, digits.search("a 12 b").group(), digits.groups
    ('\\\\d+', '12', 0)
    """

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags

    def compiled(self) -> "re.Pattern[str]":
        """Return the compiled pattern, storing its methods over this object's own (first use only)."""
        compiled = re.compile(self.pattern, self._flags)
        for name in _METHODS:
            setattr(self, name, getattr(compiled, name))  # an instance attribute hides the method below
        self.compiled = lambda: compiled  # type: ignore[method-assign]
        return compiled

    # Called only before the first compile: each compiles, and the compiled method answers.
    def search(self, *args: Any) -> "Optional[re.Match[str]]":
        return self.compiled().search(*args)

    def match(self, *args: Any) -> "Optional[re.Match[str]]":
        return self.compiled().match(*args)

    def fullmatch(self, *args: Any) -> "Optional[re.Match[str]]":
        return self.compiled().fullmatch(*args)

    def finditer(self, *args: Any) -> "Iterator[re.Match[str]]":
        return self.compiled().finditer(*args)

    def findall(self, *args: Any) -> List[Any]:
        return self.compiled().findall(*args)

    def sub(self, *args: Any, **keywords: Any) -> str:
        return self.compiled().sub(*args, **keywords)

    def subn(self, *args: Any, **keywords: Any) -> Any:
        return self.compiled().subn(*args, **keywords)

    def split(self, *args: Any, **keywords: Any) -> List[str]:
        return self.compiled().split(*args, **keywords)

    @property
    def flags(self) -> int:
        return self.compiled().flags

    @property
    def groups(self) -> int:
        return self.compiled().groups

    @property
    def groupindex(self) -> Dict[str, int]:
        return dict(self.compiled().groupindex)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r})"


def lazy_compile(pattern: str, flags: int = 0) -> "re.Pattern[str]":
    """Return ``pattern`` to be compiled on first use (typed as the compiled pattern it stands for)."""
    return LazyPattern(pattern, flags)  # type: ignore[return-value]
