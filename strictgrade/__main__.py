"""``python -m strictgrade``: the same command line as ``strictgrade``."""

from .tools.cli import console

if __name__ == "__main__":
    raise SystemExit(console())
