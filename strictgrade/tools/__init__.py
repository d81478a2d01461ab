"""Evaluation tooling over the public API: the command line, files, statistics, grader comparison, audit.

The grading core never imports this package (a test holds it): ``import strictgrade`` stays
light; tools build on the core, never the other way round.

- ``cli.py``         the ``strictgrade`` command (``python -m strictgrade`` runs the same ``main``)
- ``arguments.py``   the command's checked option types and the arguments several subcommands share
- ``files.py``       rows in and out of JSON Lines, CSV and Parquet (files or ``-``), written beside and renamed
- ``rowfile.py``     grade and extract over a file: one output row per input row, in order, stoppable
- ``progress.py``    progress with total, rate and time left (tqdm, or a plain line)
- ``summary.py``     grade's summary as text
- ``stopping.py``    SIGINT and SIGTERM in the command-line process; worker pools that ignore them
- ``stats.py``       accuracy with its uncertainty, agreement, kappa, McNemar, pass@k and maj@k, breakdowns
- ``graders.py``     graders by name (built-in, exact match, Math-Verify, ``module:function``)
- ``worker.py``      the worker process script that runs a non-built-in grader, bounded per row
- ``comparison.py``  several graders over the same rows (``strictgrade compare``)
- ``audit.py``       how hackable a grader is: adversarial variants with known verdicts (``strictgrade audit``)
- ``families.py``    the audit's variant families, each a small pure function of a reference
"""
