"""Command line: ``strictgrade check RESPONSE REFERENCE`` and ``strictgrade grade FILE``."""
