"""strictgrade: decide whether a model's answer to a math problem matches the reference.

Rule-based and pure-string: no computer algebra system, no eval.

>>> from strictgrade import grade, grade_answer
>>> grade_answer("0.5", r"\\frac{1}{2}")
True
>>> bool(grade(r"... so the total is \\boxed{42}.", "42"))
True
"""

from .batch import grade_iter, grade_many
from .verdict import Form
from .grader import clear_caches, extract_answer, grade, grade_answer, grade_candidate
from .verdict import GradeError, Mode, Preset, Reason, Verdict

__version__ = "0.30.0"

__all__ = [
    "grade_answer",
    "grade",
    "extract_answer",
    "grade_candidate",
    "grade_many",
    "grade_iter",
    "Verdict",
    "Reason",
    "Mode",
    "Form",
    "Preset",
    "GradeError",
    "clear_caches",
    "__version__",
]
