"""Ray Data: ``ds.map_batches(StrictGrader, fn_constructor_kwargs={...}, concurrency=N)``.

A batch is a dict of columns (Ray's "numpy" format) or a pandas DataFrame; the grader
returns it with ``correct``, ``reason`` and ``candidate`` columns added.

>>> StrictGrader()({"response": [r"\\boxed{2}"], "gold": ["2"]})["reason"]
['EQUAL']
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from ..compare import Form
from ..grader import Mode, grade

__all__ = ["StrictGrader"]


class StrictGrader:
    """A callable class for ``Dataset.map_batches``: picklable, stateless, no Ray import needed."""

    __name__ = "StrictGrader"

    def __init__(
        self,
        response_col: str = "response",
        reference_col: str = "gold",
        *,
        decimals: Optional[int] = None,
        mode: str = "eval",
        form: str = "value",
    ) -> None:
        self.response_col = response_col
        self.reference_col = reference_col
        self.options: Dict[str, Any] = {"decimals": decimals, "mode": Mode(mode), "form": Form(form)}

    def _grade_columns(self, responses: List[Any], references: List[Any]) -> Dict[str, List[Any]]:
        verdicts = [grade(_text(r), _text(g), **self.options) for r, g in zip(responses, references)]
        return {
            "correct": [v.correct for v in verdicts],
            "reason": [v.reason.name for v in verdicts],
            "candidate": [v.candidate for v in verdicts],
        }

    def __call__(self, batch: Any) -> Any:
        if hasattr(batch, "assign"):  # a pandas DataFrame
            columns = self._grade_columns(list(batch[self.response_col]), list(batch[self.reference_col]))
            return batch.assign(**columns)
        result = dict(batch)
        columns = self._grade_columns(list(batch[self.response_col]), list(batch[self.reference_col]))
        if _is_numpy(batch[self.response_col]):
            import numpy

            result.update({name: numpy.asarray(values, dtype=object if name == "candidate" else None)
                           for name, values in columns.items()})
        else:
            result.update(columns)
        return result


def _text(value: Any) -> Any:
    """Turn numpy scalars into Python values (grade() takes str, int, float or None)."""
    return value.item() if hasattr(value, "item") and not isinstance(value, (str, bytes)) else value


def _is_numpy(column: Any) -> bool:
    return type(column).__module__ == "numpy"
