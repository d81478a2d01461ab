"""``python -m strictgrade``: the same command line as ``strictgrade``."""

from .tools.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
