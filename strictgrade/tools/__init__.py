"""Evaluation tooling over the public API: the command line, files, statistics, grader comparison, audit.

The grading core never imports this package (a test holds it): ``import strictgrade`` stays
light; tools build on the core, never the other way round.

- ``cli.py``         the ``strictgrade`` command (``python -m strictgrade`` runs the same ``main``)
- ``files.py``       rows in and out of JSON Lines, CSV and Parquet
- ``stats.py``       accuracy with its uncertainty, agreement, kappa, percentiles
- ``graders.py``     graders by name (built-in, exact match, Math-Verify, ``module:function``)
- ``worker.py``      the worker process script that runs a non-built-in grader, bounded per row
- ``comparison.py``  several graders over the same rows (``strictgrade compare``)
- ``audit.py``       how hackable a grader is: adversarial variants with known verdicts (``strictgrade audit``)
"""
